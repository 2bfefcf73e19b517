//! The FIDE (Dutch) Swiss system, C.04.3, in both editions an arbiter meets: the rules in force
//! until 31 January 2026 and those in force from 1 February 2026 ([`Edition`]; the second is
//! the default), for the small events the quiz builds (up to a few dozen players; the engine
//! uses 6–10) and the rounds the pairing check reads from a tournament's file. The basics every
//! Swiss system shares (colours, rounds, the pairing-allocated bye) are in [`super::swiss`].
//!
//! The article numbers below are those of the earlier text, the one we hold whole. What the
//! 2026 edition changes here, read from the parts of the 2026 text we hold (C.04.1 rules 1–8;
//! C.04.3 1.1–1.5) and, where we do not hold it, from the FIDE-endorsed bbpPairings 6.0.0:
//! no PAB for a player who already scored a win's points in a round without playing (C.04.1
//! rule 4); a round without a game is a downfloat only if it brought more than a loss (1.4.3–
//! 1.4.4); the PAB comes from the lowest scoregroup that can give it, and in the bracket that
//! gives it to a player with as few unplayed games as possible (C9 of 2026); every bracket is
//! paired so that the round can still be completed, and nothing collapses (the PPB and CLB of
//! A.9 are gone); the next-bracket criterion (C7) counts only pairings that keep the round
//! completable. Checked against bbpPairings 6.0.0 on random events: 1,307 of 1,308 rounds of
//! 6–12 players and 597 of 600 of 12–20 players identical (boards, colours, PAB); every
//! difference is the reading of the initial colour after an absence in round 1
//! (`tests/fixtures/pairing/PROVENANCE.md`).
//!
//! What is implemented, with the article of C.04.3 each part follows:
//!
//! - **Order** (A.2): players ranked by score, then pairing number (1 = highest rating).
//! - **Scoregroups and brackets** (A.3): brackets are paired top-down; a bracket is its
//!   scoregroup (residents) plus the players left unpaired above (MDPs).
//! - **Floats** (A.4): a player who meets a lower score gets a downfloat, his opponent an upfloat;
//!   a player without a game (PAB) gets a downfloat.
//! - **Colour preferences** (A.6): colour difference of played games; absolute (|CD| > 1 or the
//!   same colour in the two latest games), strong (|CD| = 1), mild (CD = 0, alternate), none.
//! - **PSD** (A.8): score differences of the pairs and of the downfloaters (score minus one point
//!   less than the lowest score of the bracket), sorted from highest, compared lexicographically.
//! - **Round-pairing outlook** (A.9): when the downfloaters of a bracket and the players below
//!   cannot complete the round, that bracket becomes the PPB and is re-paired under C4, and every
//!   lower player forms the collapsed last bracket (CLB); the PAB is part of the last bracket.
//! - **Bracket process** (B.1–B.8): MaxPairs, M1, S1/S2 and the Limbo; candidates from S1 against
//!   S2 in order; transpositions of S2 (D.1), resident exchanges (D.2), MDP exchanges (D.3); a
//!   perfect candidate is taken at once, otherwise the best one by the quality criteria, the
//!   earlier generated on a tie (B.8).
//! - **Criteria**: absolute C1 (no rematch), C2 (no second PAB, nor a PAB after a forfeit win),
//!   C3 (no two players with the same absolute colour preference); C4 completion; quality C5
//!   (pairs), C6 (PSD), C7 (pairs and PSD of the next bracket), C10–C11 (colour preferences),
//!   C12–C19 (repeated floats and their score differences).
//! - **Colour allocation** (E.1–E.5), with the initial colour drawn by lot.
//!
//! The earlier rules were checked against bbpPairings 5.0.1 (the pre-2026 Dutch) on 3000 random
//! events of 6–10 players with random results: rounds 1–3 identical in all 9000 pairings
//! (boards, colours and PAB), round 4 in 2761 of 2765; the four differences all take the
//! collapse route of A.9, where this module follows the text (the PPB re-paired under C4, every
//! lower player in one CLB) and bbpPairings pairs the lower brackets separately. Two readings
//! follow bbpPairings where the text is terse: E.3 compares the two players' played games from
//! the latest backwards (unplayed rounds left out, C.04.2 D.5), and C7 judges the next bracket
//! under the absolute criteria, C2 included when that bracket is the last one (its leftover gets
//! the PAB). "Higher ranked" in E.4–E.5 is the order of A.2: score, then pairing number.
//!
//! Left out, because the quiz never needs them: topscorers and C8–C9 (they exist only when
//! pairing the final round, and the engine asks about rounds 2 and 3 of longer events), late
//! entries and accelerated pairings. Scores are in half points.
//!
//! The parts: this module holds the standing of an event (scores, colour preferences, floats)
//! and the entry points; `brackets` pairs a round bracket by bracket (A.9, B.1–B.8);
//! `criteria` judges a candidate (C1–C19, A.8); `colours` allocates the colours of a pair
//! (E.1–E.5); `generation` orders the candidates (D.1–D.3); [`check`] compares a round a
//! TRF file records with the pairing this engine makes.

use std::cell::RefCell;
use std::collections::HashMap;

pub use super::swiss::{Colour, Pairing, Round};
use super::swiss::{PAB_HALF_POINTS, colour_difference};
pub use generation::exchanges;

mod brackets;
pub mod check;
mod colours;
mod criteria;
mod floor;
mod generation;
#[cfg(test)]
mod tests;

/// How strongly a player wants a colour (A.6), weakest first.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Strength {
    /// No game played yet.
    None,
    /// Colour difference 0: alternate.
    Mild,
    /// Colour difference ±1.
    Strong,
    /// Colour difference beyond ±1, or the same colour twice running.
    Absolute,
}

/// A colour preference (A.6).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Preference {
    /// The colour wanted, `None` for a player with no game.
    pub colour: Option<Colour>,
    /// How strongly.
    pub strength: Strength,
}

/// A float received in a round (A.4).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Float {
    /// Played someone on the same score.
    None,
    /// Played a lower score, or had no game.
    Down,
    /// Played a higher score.
    Up,
}

/// How one bracket was paired, for explanations.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BracketTrace {
    /// Score of the residents (half points); for a CLB the highest resident score.
    pub score: u32,
    /// Moved-down players, in order.
    pub mdps: Vec<usize>,
    /// Residents, in order.
    pub residents: Vec<usize>,
    /// Original S1 and S2 (B.2).
    pub s1: Vec<usize>,
    /// Original S2.
    pub s2: Vec<usize>,
    /// Pairs chosen (unordered: higher ranked first).
    pub pairs: Vec<(usize, usize)>,
    /// Downfloaters (or the PAB, in the last bracket).
    pub floaters: Vec<usize>,
    /// Place of the chosen candidate in the generation sequence (0 = S1 against S2 as they stand).
    pub candidate: usize,
    /// True if this bracket collapsed the lower ones (CLB) or was the PPB.
    pub collapsed: bool,
}

/// The edition of the FIDE Swiss rules (C.04.1–C.04.3) a round is paired under.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Edition {
    /// The rules in force until 31 January 2026 (C.04.3 of 2017: criteria C1–C19, colours
    /// E.1–E.5), for events that began before 1 February 2026.
    Until2026,
    /// The rules in force from 1 February 2026 (approved by the FIDE Council on 28 October
    /// 2025). What changes here, as the FIDE-endorsed bbpPairings 6.0.0 applies them: no PAB
    /// for a player who already had one or who already scored a win's points without playing
    /// (a forfeit win, a full-point bye); in the bracket that gives the PAB, the PAB goes to a
    /// player with as few unplayed games as possible; and a round without a game gives a
    /// downfloat only when it brought more points than a loss (Dutch 1.4.3–1.4.4).
    From2026,
}

impl Edition {
    /// The edition in force today, the default of every pairing.
    pub const CURRENT: Edition = Edition::From2026;

    /// The edition's key in the JSON API and in forms.
    pub fn key(self) -> &'static str {
        match self {
            Edition::Until2026 => "until-2026",
            Edition::From2026 => "2026",
        }
    }

    /// The edition a key names; `None` for anything else.
    pub fn from_key(key: &str) -> Option<Edition> {
        match key {
            "until-2026" => Some(Edition::Until2026),
            "2026" => Some(Edition::From2026),
            _ => None,
        }
    }
}

/// A tournament in progress: the players' pairing numbers are their indexes + 1.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Event {
    /// Number of players.
    pub players: usize,
    /// The rules the next round is paired under.
    pub edition: Edition,
    /// The colour drawn by lot for player 1 in round 1 (the initial colour, E.5).
    pub initial: Colour,
    /// The rounds played so far.
    pub rounds: Vec<Round>,
}

/// What the pairing of the next round needs to know about each player.
#[derive(Debug, Clone)]
pub struct Standing {
    /// Score in half points.
    pub score: Vec<u32>,
    /// Opponents already met.
    pub met: Vec<Vec<bool>>,
    /// Colour in each round played so far (`None` if no game).
    pub colours: Vec<Vec<Option<Colour>>>,
    /// Colour preference.
    pub pref: Vec<Preference>,
    /// Colour difference (Whites minus Blacks).
    pub cd: Vec<i32>,
    /// Float received in each round so far.
    pub floats: Vec<Vec<Float>>,
    /// False for a player who may not have the PAB (C2): one who already had a PAB or a
    /// forfeit win; from 2026 also one who scored a win's points without playing.
    pub bye_ok: Vec<bool>,
    /// Rounds so far without a game played (PAB, byes, forfeits, absences): from 2026 the PAB
    /// goes to a player with as few as possible (C9).
    pub unplayed: Vec<u32>,
}

impl Event {
    /// A new event with no rounds, paired under the rules in force today.
    pub fn new(players: usize, initial: Colour) -> Event {
        Event::under(Edition::CURRENT, players, initial)
    }

    /// A new event with no rounds, paired under the rules of `edition`.
    pub fn under(edition: Edition, players: usize, initial: Colour) -> Event {
        Event {
            players,
            edition,
            initial,
            rounds: Vec::new(),
        }
    }

    /// Scores, history and preferences before the next round.
    pub fn standing(&self) -> Standing {
        let n = self.players;
        let mut score = vec![0u32; n];
        let mut met = vec![vec![false; n]; n];
        let mut colours = vec![Vec::new(); n];
        let mut floats = vec![Vec::new(); n];
        let mut bye_ok = vec![true; n];
        for round in &self.rounds {
            let before = score.clone();
            let mut colour_now = vec![None; n];
            let mut float_now = vec![Float::None; n];
            for &(w, b, wq) in &round.boards {
                met[w][b] = true;
                met[b][w] = true;
                colour_now[w] = Some(Colour::White);
                colour_now[b] = Some(Colour::Black);
                score[w] += wq;
                score[b] += 2 - wq;
                match before[w].cmp(&before[b]) {
                    std::cmp::Ordering::Greater => {
                        float_now[w] = Float::Down;
                        float_now[b] = Float::Up;
                    }
                    std::cmp::Ordering::Less => {
                        float_now[w] = Float::Up;
                        float_now[b] = Float::Down;
                    }
                    std::cmp::Ordering::Equal => {}
                }
            }
            if let Some(p) = round.bye {
                score[p] += PAB_HALF_POINTS;
                float_now[p] = Float::Down;
                bye_ok[p] = false;
            }
            for &(p, points) in &round.absent {
                score[p] += points;
                // Until 2026 any round without a game is a downfloat (A.4, as bbpPairings 5
                // reads it); from 2026 only one that brought more than a loss (1.4.3–1.4.4).
                if self.edition == Edition::Until2026 || points > 0 {
                    float_now[p] = Float::Down;
                }
                // The wider PAB bar of 2026: a win's points without playing.
                if self.edition == Edition::From2026 && points >= PAB_HALF_POINTS {
                    bye_ok[p] = false;
                }
            }
            for p in 0..n {
                colours[p].push(colour_now[p]);
                floats[p].push(float_now[p]);
            }
        }
        let unplayed = colours
            .iter()
            .map(|h| h.iter().filter(|c| c.is_none()).count() as u32)
            .collect();
        let mut pref = Vec::with_capacity(n);
        let mut cd = Vec::with_capacity(n);
        for history in &colours {
            let played: Vec<Colour> = history.iter().flatten().copied().collect();
            cd.push(colour_difference(&played));
            pref.push(preference(&played));
        }
        Standing {
            score,
            met,
            colours,
            pref,
            cd,
            floats,
            bye_ok,
            unplayed,
        }
    }

    /// Pair the next round; `None` if no pairing satisfies the absolute criteria.
    pub fn pair_next(&self) -> Option<(Pairing, Vec<BracketTrace>)> {
        self.pair_next_without(&[])
    }

    /// Pair the next round leaving out the players in `absent` (requested byes).
    pub fn pair_next_without(&self, absent: &[usize]) -> Option<(Pairing, Vec<BracketTrace>)> {
        self.pair_next_barring(absent, &[])
    }

    /// Pair the next round leaving out the players in `absent` (requested byes) and keeping
    /// the PAB from the players in `no_bye` besides those [`Round::bye`] already barred: C2 also
    /// bars a player who "has already scored a (forfeit) win due to an opponent not appearing
    /// in time", which a [`Round`] records only as points (in [`Round::absent`]).
    pub fn pair_next_barring(
        &self,
        absent: &[usize],
        no_bye: &[usize],
    ) -> Option<(Pairing, Vec<BracketTrace>)> {
        self.pair_next_limited(absent, no_bye, u64::MAX).unwrap_or(None)
    }

    /// [`Event::pair_next_barring`] with at most `work` steps of search (candidates visited
    /// plus steps of the completion checks): the search is exhaustive, and some rounds of a
    /// few dozen players take it minutes. `Err(Exhausted)` when the work ran out first.
    pub fn pair_next_limited(
        &self,
        absent: &[usize],
        no_bye: &[usize],
        work: u64,
    ) -> Result<Option<(Pairing, Vec<BracketTrace>)>, Exhausted> {
        let mut st = self.standing();
        for &p in no_bye {
            if let Some(ok) = st.bye_ok.get_mut(p) {
                *ok = false;
            }
        }
        let mut p = Pairer::new(self, &st);
        p.absent = absent.to_vec();
        p.work_left.set(work);
        let done = p.pair_round();
        if p.exhausted() { Err(Exhausted) } else { Ok(done) }
    }

    /// The next round paired as if every player were on the same score (the classic mistake of
    /// pairing by rating order alone); rematches and colours still obey the rules.
    pub fn pair_next_ignoring_scores(&self) -> Option<Pairing> {
        let mut st = self.standing();
        st.score = vec![0; self.players];
        st.floats = vec![vec![Float::None; self.rounds.len()]; self.players];
        Pairer::new(self, &st).pair_round().map(|(p, _)| p)
    }

    /// Colours for a pair under E.1–E.5 before the next round: (White, Black).
    pub fn allocate(&self, st: &Standing, a: usize, b: usize) -> (usize, usize) {
        Pairer::new(self, st).colours(a, b)
    }
}

/// The search ran out of the work allowed ([`Event::pair_next_limited`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Exhausted;

/// The colour preference of a player whose played games had these colours (A.6).
pub fn preference(played: &[Colour]) -> Preference {
    let d = colour_difference(played);
    let last = played.last().copied();
    let twice = played.len() >= 2 && played[played.len() - 1] == played[played.len() - 2];
    let (colour, strength) = match last {
        None => (None, Strength::None),
        Some(_) if d > 1 => (Some(Colour::Black), Strength::Absolute),
        Some(_) if d < -1 => (Some(Colour::White), Strength::Absolute),
        Some(l) if twice => (Some(l.other()), Strength::Absolute),
        Some(_) if d == 1 => (Some(Colour::Black), Strength::Strong),
        Some(_) if d == -1 => (Some(Colour::White), Strength::Strong),
        Some(l) => (Some(l.other()), Strength::Mild),
    };
    Preference { colour, strength }
}

/// Pairs of players (indexes).
type Pairs = [(usize, usize)];
/// C7 look-ahead results: (downfloaters, PSD) by (sorted MDPs, first resident).
type Lookahead = HashMap<(Vec<usize>, usize), (usize, Vec<i32>)>;

/// A candidate pairing of one bracket.
#[derive(Debug, Clone)]
struct Candidate {
    pairs: Vec<(usize, usize)>,
    floaters: Vec<usize>,
}

/// How a bracket is to be paired.
struct BracketRole<'a> {
    /// Everybody below this bracket (for the completion check).
    lower: &'a [usize],
    /// The bracket must leave a completable round (PPB or last bracket).
    complete: bool,
    /// The next bracket's residents, for C7 (None for the PPB, the CLB and the last bracket).
    next: Option<&'a [usize]>,
    /// The next bracket is the last one: its leftover gets the PAB, so C2 applies to it.
    next_is_last: bool,
    /// This is the last bracket: its leftover gets the PAB (C9 of 2026 applies).
    gives_bye: bool,
}

struct Pairer<'a> {
    ev: &'a Event,
    st: &'a Standing,
    /// Completion checks, by the sorted set of players left.
    completion: RefCell<HashMap<Vec<usize>, bool>>,
    /// C7 look-ahead, by (sorted MDPs, first resident of the next bracket).
    lookahead: RefCell<Lookahead>,
    /// Players left out of this round.
    absent: Vec<usize>,
    /// Steps of search left; at 0 the search stops (see [`Event::pair_next_limited`]).
    work_left: std::cell::Cell<u64>,
    /// From 2026: the score of the scoregroup the PAB must come from (C9 applies there).
    bye_score: std::cell::Cell<Option<u32>>,
}

impl<'a> Pairer<'a> {
    fn new(ev: &'a Event, st: &'a Standing) -> Pairer<'a> {
        Pairer {
            ev,
            st,
            completion: RefCell::new(HashMap::new()),
            lookahead: RefCell::new(HashMap::new()),
            absent: Vec::new(),
            work_left: std::cell::Cell::new(u64::MAX),
            bye_score: std::cell::Cell::new(None),
        }
    }

    /// Takes one step of work; false once none is left.
    fn spend(&self) -> bool {
        match self.work_left.get() {
            0 => false,
            w => {
                self.work_left.set(w - 1);
                true
            }
        }
    }

    /// The work ran out.
    fn exhausted(&self) -> bool {
        self.work_left.get() == 0
    }

    /// A.2: `a` ranks above `b`.
    fn above(&self, a: usize, b: usize) -> bool {
        (std::cmp::Reverse(self.st.score[a]), a) < (std::cmp::Reverse(self.st.score[b]), b)
    }

    fn sort(&self, v: &mut [usize]) {
        v.sort_by_key(|&p| (std::cmp::Reverse(self.st.score[p]), p));
    }
}
