//! The pairing check: does the FIDE Dutch system (C.04.3) give the pairings and colours a
//! tournament's TRF-16 file records for a round, and if not, where and why does it differ?
//!
//! The rounds before the one checked are turned into an [`Event`] of this engine, the round is
//! paired with [`Event::pair_next_barring`], and the engine's boards are compared with the
//! file's. Everything returned is data (start numbers, rounds, scores in half points); the web
//! layer words it.
//!
//! How the file is read (TRF-16 codes; article numbers of the rules until 2026, with what the
//! 2026 rules change, [`Edition::From2026`], in brackets):
//!
//! - **Pairing numbers** are the start numbers in order: the player with the lowest start
//!   number is pairing number 1. Files whose start numbers have gaps are read the same way, so
//!   E.5 (the initial colour to odd pairing numbers) counts positions, not start numbers.
//! - **Initial colour** (E.5): read back from round 1. The higher ranked player of a round-1
//!   board (everyone is on zero points, so the lower pairing number) got the initial colour if
//!   his pairing number is odd, the other colour if it is even; the board of the lowest
//!   pairing number with a recorded colour decides (a forfeit's colour counts: it was paired).
//! - **Played games** (`1 = 0`, and `W D L` for a game not rated) give colours, scores, floats
//!   and the rematch bar of C1.
//! - **Forfeits** (`+ -`) were not played: no colour (A.6 counts played games only), no
//!   rematch bar (the players did not play each other, C.04.1 b; bbpPairings and JaVaFo read it
//!   the same way), a downfloat for both (A.4: a player who does not play; [2026: the winner
//!   only, 1.4.3]), the points (winner 1, loser 0), and the forfeit winner may not have the PAB
//!   (C2, C.04.1 d).
//! - **Byes**: `U` is the PAB (a win's points, downfloat, C2); `H`, `F`, `Z` and an empty
//!   round are requested byes or absences: not paired, their points (½, 1, 0, 0), a downfloat
//!   [2026: only with points; and `F`, a win's points without playing, bars the PAB].
//! - **The round checked**: a player with a game (played, forfeited or still to play) or the
//!   `U` is available; one with `H`, `F`, `Z` or no entry is not, and is left out as the
//!   arbiter left him out. The round may be one only paired (no results yet).
//!
//! What is refused ([`Refusal`]): a round outside 2..=the rounds recorded, a round with nobody
//! paired, an earlier round with a game still to play, late entries (a player with no entry in
//! round 1 and something later: their pairing numbers and the rounds they missed are for the
//! organiser's regulations, which the engine does not model), more available players than
//! [`MAX_PLAYERS`], and rounds with no Dutch pairing at all under the absolute criteria.
//!
//! Not detectable, and so not refused: accelerated pairings (Baku or others; TRF-16 does not
//! record them, the engine does not implement them), and a final round with topscorers (C8–C9
//! are not implemented; such a check may report differences the rules allow). Both are in the
//! module doc of [`super`].

pub use super::Edition;
use super::{BracketTrace, Colour, Event, Pairing, Round};
use crate::rules::Side;
use crate::rules::trf::{GameResult, RoundEntry, Tournament};

/// The most players available in the round checked. The engine's search is exhaustive and
/// its cost grows steeply with the size of the brackets. Measured in a debug build (2 cores)
/// on four Swiss-like histories of 5 rounds per size (round 5 paired; the `timing` test):
/// 20 players 0.3–2 ms; 40 players 22–360 ms; 50 players 0.13 s when it finished, else
/// 2.7–19 s before [`MAX_WORK`] ran out (each step costs more in larger brackets); 80
/// players had not finished one round after 150 s even with the work bounded. At 40 players a
/// step costs about 1 µs, so with [`MAX_WORK`] a check stays under about 2 s.
pub const MAX_PLAYERS: usize = 40;

/// The most steps of search (candidates visited plus steps of the completion checks) a check
/// may take before it is refused ([`Refusal::SearchTooLong`]): a deterministic bound, so the
/// same file gets the same answer on any machine.
pub const MAX_WORK: u64 = 1_500_000;

/// One way the file's round differs from the engine's. Players are start numbers.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Difference {
    /// The player's opponent differs; `None` is no opponent (the PAB). Each player whose
    /// opponent differs is listed once, in the engine's board order.
    DifferentOpponent {
        /// The player.
        player: u32,
        /// The opponent the engine gives, `None` for the PAB.
        expected: Option<u32>,
        /// The opponent the file records, `None` for the PAB.
        recorded: Option<u32>,
    },
    /// The same pair, with the colours reversed: the engine gives `white` White.
    ColoursSwapped {
        /// White for the engine (Black in the file).
        white: u32,
        /// Black for the engine (White in the file).
        black: u32,
    },
    /// The pairing-allocated bye goes to another player (or only one side has one).
    DifferentBye {
        /// The engine's PAB.
        expected: Option<u32>,
        /// The file's PAB (`U`).
        recorded: Option<u32>,
    },
}

/// The bracket in which the first difference arises, as the engine paired it (A.3, A.9, B).
/// Players are start numbers.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Bracket {
    /// Score of its residents, in half points (for a collapsed last bracket, the highest).
    pub score: u32,
    /// Moved-down players from the brackets above, in rank order.
    pub mdps: Vec<u32>,
    /// Residents, in rank order.
    pub residents: Vec<u32>,
    /// The players it floated down (in the last bracket: the PAB).
    pub floaters: Vec<u32>,
    /// Place of the chosen candidate in the generation order of B.6–B.7 and D.1–D.3 (0 is S1
    /// against S2 as they stand): how far the engine had to go to satisfy the criteria.
    pub candidate: usize,
    /// The bracket was the PPB or the collapsed last bracket (A.9).
    pub collapsed: bool,
}

/// The outcome of a check. Boards are (White, Black) start numbers.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PairingCheck {
    /// The rules applied.
    pub edition: Edition,
    /// The round checked.
    pub round: usize,
    /// True if the file's round is the engine's: same pairs, same colours, same PAB.
    pub same: bool,
    /// The engine's boards, in board order (score of the pair, then rank).
    pub expected: Vec<(u32, u32)>,
    /// The engine's PAB.
    pub expected_bye: Option<u32>,
    /// The file's boards, in the same board order (TRF-16 records no board numbers). A board
    /// whose colours the file does not record (a forfeit with `-` for the colour) is given the
    /// engine's colours when the pair is the same, else lower start number first.
    pub recorded: Vec<(u32, u32)>,
    /// The file's PAB (`U`).
    pub recorded_bye: Option<u32>,
    /// Players not available in the round (requested byes, absences), left out of the pairing.
    pub not_available: Vec<u32>,
    /// What differs, in the engine's board order (the PAB last); empty when `same`.
    pub differences: Vec<Difference>,
    /// The bracket of the first difference, when there is one.
    pub bracket: Option<Bracket>,
}

/// Why a round cannot be checked.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Refusal {
    /// The round is not between 2 and the rounds the file records.
    RoundOutOfRange {
        /// The round asked for.
        round: usize,
        /// Rounds recorded in the file.
        recorded: usize,
    },
    /// Nobody is paired in the round (no game, no PAB).
    RoundNotPaired {
        /// The round asked for.
        round: usize,
    },
    /// An earlier round still has a game without a result: the standings are not known.
    EarlierRoundUnfinished {
        /// The first such round.
        round: usize,
    },
    /// A late entry: no entry in round 1, something in a later round. Not covered: the
    /// pairing numbers and the points for the rounds missed are set by the regulations.
    LateEntry {
        /// The player's start number.
        player: u32,
        /// The first round with an entry.
        round: usize,
    },
    /// Round 1 records no colour, so the initial colour (E.5) cannot be read back.
    NoInitialColour,
    /// More players available than the engine checks in reasonable time.
    TooManyPlayers {
        /// Players available in the round.
        players: usize,
        /// [`MAX_PLAYERS`].
        limit: usize,
    },
    /// No pairing satisfies the absolute criteria (C1–C3) with completion (C4).
    NoPairing,
    /// The engine's search ran past [`MAX_WORK`] steps before finding the Dutch pairing: the
    /// round is not judged (rather than judged on a guess).
    SearchTooLong {
        /// [`MAX_WORK`].
        limit: u64,
    },
}

/// The rounds before the one checked, as the engine's event, and who may be paired.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct History {
    /// Rounds 1..r−1; player `i` is `Tournament::players[i]` (pairing number `i + 1`).
    pub event: Event,
    /// Players (indexes) not available in round r.
    pub absent: Vec<usize>,
    /// Players (indexes) barred from the PAB by a forfeit win (C2), beyond the PABs recorded.
    pub no_bye: Vec<usize>,
}

/// White's points in half points.
fn half_points(result: GameResult) -> u32 {
    match result {
        GameResult::Win => 2,
        GameResult::Draw => 1,
        GameResult::Loss => 0,
    }
}

fn colour(side: Side) -> Colour {
    match side {
        Side::White => Colour::White,
        Side::Black => Colour::Black,
    }
}

/// Whether a round entry puts the player into the pairing of its round.
fn paired(entry: RoundEntry) -> bool {
    matches!(
        entry,
        RoundEntry::Played { .. }
            | RoundEntry::ForfeitWin { .. }
            | RoundEntry::ForfeitLoss { .. }
            | RoundEntry::Paired { .. }
            | RoundEntry::PairingBye
    )
}

/// The initial colour (E.5) read back from round 1: the lowest pairing number with a colour
/// is the higher ranked of its board (everyone is on zero), and E.5 gave it the initial colour
/// on an odd pairing number (an even index).
fn initial_colour(t: &Tournament) -> Option<Colour> {
    t.players.iter().enumerate().find_map(|(i, p)| {
        let c = colour(p.games.first()?.colour()?);
        Some(if i % 2 == 0 { c } else { c.other() })
    })
}

/// Turns rounds 1..`round`−1 of `t` into an [`Event`] and reads who is available in `round`.
pub fn history(t: &Tournament, round: usize) -> Result<History, Refusal> {
    let recorded = t.rounds_recorded();
    if round < 2 || round > recorded {
        return Err(Refusal::RoundOutOfRange { round, recorded });
    }
    // Late entries: nothing in round 1, something by the round checked.
    for p in &t.players {
        if p.games[0] == RoundEntry::NotPaired
            && let Some(k) = p.games[1..round].iter().position(|&g| g != RoundEntry::NotPaired)
        {
            return Err(Refusal::LateEntry {
                player: p.start,
                round: k + 2,
            });
        }
    }
    let initial = initial_colour(t).ok_or(Refusal::NoInitialColour)?;
    let idx = |s: u32| t.index_of(s).expect("the parser checks opponents exist");
    let mut event = Event::new(t.players.len(), initial);
    let mut no_bye = Vec::new();
    for k in 0..round - 1 {
        let mut r = Round {
            boards: Vec::new(),
            bye: None,
            absent: Vec::new(),
        };
        for (i, p) in t.players.iter().enumerate() {
            match p.games[k] {
                // Each game once, from White's side (the parser checks both sides agree).
                RoundEntry::Played {
                    opponent,
                    colour: Side::White,
                    result,
                    ..
                } => r.boards.push((i, idx(opponent), half_points(result))),
                RoundEntry::Played { .. } => {}
                // A forfeit is no game: points and a downfloat, no colour, no rematch bar.
                RoundEntry::ForfeitWin { .. } => {
                    r.absent.push((i, 2));
                    no_bye.push(i);
                }
                RoundEntry::ForfeitLoss { .. } => r.absent.push((i, 0)),
                RoundEntry::PairingBye if r.bye.is_none() => r.bye = Some(i),
                // A second `U` in one round (not a Dutch pairing, but recorded): same effect.
                RoundEntry::PairingBye => {
                    r.absent.push((i, 2));
                    no_bye.push(i);
                }
                RoundEntry::FullBye => r.absent.push((i, 2)),
                RoundEntry::HalfBye => r.absent.push((i, 1)),
                RoundEntry::ZeroBye | RoundEntry::NotPaired => r.absent.push((i, 0)),
                RoundEntry::Paired { .. } => {
                    return Err(Refusal::EarlierRoundUnfinished { round: k + 1 });
                }
            }
        }
        event.rounds.push(r);
    }
    let absent = (0..t.players.len())
        .filter(|&i| !paired(t.players[i].games[round - 1]))
        .collect();
    Ok(History {
        event,
        absent,
        no_bye,
    })
}

/// Checks round `round` (from 1) of `t` against the Dutch system of `edition`: see the module
/// doc.
pub fn check(t: &Tournament, round: usize, edition: Edition) -> Result<PairingCheck, Refusal> {
    let mut h = history(t, round)?;
    h.event.edition = edition;
    let n = t.players.len();
    if h.absent.len() == n {
        return Err(Refusal::RoundNotPaired { round });
    }
    let available = n - h.absent.len();
    if available > MAX_PLAYERS {
        return Err(Refusal::TooManyPlayers {
            players: available,
            limit: MAX_PLAYERS,
        });
    }
    let (pairing, trace) = h
        .event
        .pair_next_limited(&h.absent, &h.no_bye, MAX_WORK)
        .map_err(|_| Refusal::SearchTooLong { limit: MAX_WORK })?
        .ok_or(Refusal::NoPairing)?;
    let start = |i: usize| t.players[i].start;

    // The file's round: opponents and, where recorded, who had White.
    let mut rec_opp: Vec<Option<usize>> = vec![None; n];
    let mut rec_white: Vec<Option<bool>> = vec![None; n];
    let mut rec_bye = None;
    for (i, p) in t.players.iter().enumerate() {
        let g = p.games[round - 1];
        if g == RoundEntry::PairingBye && rec_bye.is_none() {
            rec_bye = Some(i);
        }
        if let Some(o) = g.opponent() {
            rec_opp[i] = t.index_of(o);
            rec_white[i] = g.colour().map(|s| s == Side::White);
        }
    }
    let Pairing { boards, bye } = pairing;
    let mut exp_opp: Vec<Option<usize>> = vec![None; n];
    for &(w, b) in &boards {
        exp_opp[w] = Some(b);
        exp_opp[b] = Some(w);
    }

    // Differences in the engine's board order, then the PAB.
    let mut differences = Vec::new();
    let mut first_pair: Option<(usize, usize)> = None;
    for &(w, b) in &boards {
        if rec_opp[w] == Some(b) {
            // The white player's recorded colour, or his opponent's reversed.
            let w_white = rec_white[w].or(rec_white[b].map(|x| !x));
            if w_white == Some(false) {
                differences.push(Difference::ColoursSwapped {
                    white: start(w),
                    black: start(b),
                });
                first_pair.get_or_insert((w, b));
            }
            continue;
        }
        first_pair.get_or_insert((w, b));
        for (p, q) in [(w, b), (b, w)] {
            if rec_opp[p] != Some(q) {
                differences.push(Difference::DifferentOpponent {
                    player: start(p),
                    expected: Some(start(q)),
                    recorded: rec_opp[p].map(start),
                });
            }
        }
    }
    let mut bye_differs = false;
    if bye != rec_bye {
        bye_differs = true;
        differences.push(Difference::DifferentBye {
            expected: bye.map(start),
            recorded: rec_bye.map(start),
        });
        if let Some(x) = bye
            && let Some(o) = rec_opp[x]
        {
            differences.push(Difference::DifferentOpponent {
                player: start(x),
                expected: None,
                recorded: Some(start(o)),
            });
        }
    }

    // The bracket where the first difference arises: the one that made its pair, or the
    // last one for the PAB.
    let find = |pred: &dyn Fn(&BracketTrace) -> bool| trace.iter().rev().find(|b| pred(b));
    let bracket = match first_pair {
        Some((w, b)) => find(&|tr: &BracketTrace| tr.pairs.contains(&(w, b)) || tr.pairs.contains(&(b, w))),
        None if bye_differs => trace.last(),
        None => None,
    }
    .map(|tr| Bracket {
        score: tr.score,
        mdps: tr.mdps.iter().map(|&i| start(i)).collect(),
        residents: tr.residents.iter().map(|&i| start(i)).collect(),
        floaters: tr.floaters.iter().map(|&i| start(i)).collect(),
        candidate: tr.candidate,
        collapsed: tr.collapsed,
    });

    // The file's boards, in the engine's board order rule (score of the pair, sum, rank).
    let score = h.event.standing().score;
    let mut rec_pairs: Vec<(usize, usize)> = Vec::new();
    for i in 0..n {
        let Some(o) = rec_opp[i] else { continue };
        if o < i {
            continue;
        }
        let i_white = rec_white[i].or(rec_white[o].map(|x| !x));
        rec_pairs.push(match i_white {
            Some(true) => (i, o),
            Some(false) => (o, i),
            // No colour recorded: the engine's, if it made this pair.
            None if exp_opp[i] == Some(o) => *boards
                .iter()
                .find(|&&(w, b)| (w, b) == (i, o) || (w, b) == (o, i))
                .expect("the pair is the engine's"),
            None => (i, o),
        });
    }
    rec_pairs.sort_by_key(|&(a, b)| {
        (
            std::cmp::Reverse(score[a].max(score[b])),
            std::cmp::Reverse(score[a] + score[b]),
            a.min(b),
        )
    });

    Ok(PairingCheck {
        edition,
        round,
        same: differences.is_empty(),
        expected: boards.iter().map(|&(w, b)| (start(w), start(b))).collect(),
        expected_bye: bye.map(start),
        recorded: rec_pairs.iter().map(|&(w, b)| (start(w), start(b))).collect(),
        recorded_bye: rec_bye.map(start),
        not_available: h.absent.iter().map(|&i| start(i)).collect(),
        differences,
        bracket,
    })
}

#[cfg(test)]
mod tests;
