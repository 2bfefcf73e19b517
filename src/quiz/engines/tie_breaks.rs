//! Engine `tie-breaks`: compute a tie-break of C.07 (2023) on a generated Swiss crosstable.
//!
//! The crosstable is a real Dutch-system event: 7–10 players, 5–7 rounds, every round paired by
//! [`super::dutch`] (so no rematches, colours within C.04.1 f–g), with a PAB when the field is odd,
//! sometimes a requested half-point bye and sometimes a forfeit in the last round.
//!
//! Unplayed rounds follow C.07 (2023) Art. 16 as the knowledge base states it (fact sheet §13,
//! ruling `tb-unplayed-games-dummy-opponent`): in a player's **own** BH and SB every unplayed round
//! is a game against a **dummy opponent** whose score is the player's own final score, with the
//! points awarded as its result; in the opponents' tie-breaks a player counts with the points
//! actually awarded; a cut drops a voluntarily unplayed round (the requested bye) first. The
//! abolished virtual opponent appears only as a wrong option. Two points the fact sheet leaves
//! open (U7) are kept out of the questions: the asked player never met the forfeiting player over
//! the board (how an absent player's score counts for his opponents), and a Cut-1 question never
//! goes to the forfeiting player (whether a forfeit loss is "voluntary").
//!
//! Cross-checked against the npm library `tiebreak` 0.4.0 in its FIDE_2023 mode: on 2000
//! generated events, all 39 748 BH, BH-C1 and SB values of the players a question may ask about
//! agree. (That library counts a forfeit loss as a voluntarily unplayed round and, after a
//! player's last round "available to play", scores his rounds as draws for his opponents: one
//! reading of the open point above, which is why those cases are not asked.)
//!
//! The questions: BH (8.1), BH-C1 (14), SB (9.1), WIN and WON together (7.1, 7.2), and Direct
//! Encounter (6) between the only two players on a score who played each other. Numeric options
//! are values the event's scoring can reach (half points for BH, quarters for SB), built from real
//! mistakes, kept within two points of the event's own values, and placed so that the key is the
//! smallest, second, third or largest option at about the same rate. WIN and WON are asked as a
//! pair ("WIN 4, WON 3"): alone, a small whole number near 0 could only be the smallest option.
//!
//! Points are kept in quarters of a point (a draw against a player on 4½ adds 2¼ to SB).

use std::fmt::Write as _;

use rand::Rng;
use rand_chacha::ChaCha8Rng;

use super::dutch::{Colour, Event, Round};
use super::{Draft, numeric_wrong, per_lang, pick, rng, same_text};
use crate::content::{Lang, Localized};
use crate::quiz::{Question, loc};

/// Topic id.
pub const TOPIC: &str = "tie-breaks";

/// Quarter points in a whole point.
const Q: u32 = 4;

/// What a player did in one round.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Entry {
    /// A game played: the opponent, the colour, the player's result in quarters (4, 2, 0).
    Game {
        /// The opponent's index.
        opponent: usize,
        /// True if the player had White.
        white: bool,
        /// The player's result in quarter points.
        result: u32,
    },
    /// A game paired but not played: one side did not appear.
    Forfeit {
        /// The opponent's index.
        opponent: usize,
        /// True for the player who appeared (a win's points).
        won: bool,
    },
    /// The pairing-allocated bye: a win's points (C.04.1 c).
    Pab,
    /// A requested half-point bye.
    HalfBye,
}

impl Entry {
    /// Points awarded, in quarters.
    pub fn awarded(self) -> u32 {
        match self {
            Entry::Game { result, .. } => result,
            Entry::Forfeit { won, .. } => {
                if won {
                    Q
                } else {
                    0
                }
            }
            Entry::Pab => Q,
            Entry::HalfBye => Q / 2,
        }
    }

    /// True for a game actually played.
    pub fn played(self) -> bool {
        matches!(self, Entry::Game { .. })
    }

    /// True for a round the player chose not to play (a requested bye).
    pub fn voluntary(self) -> bool {
        self == Entry::HalfBye
    }
}

/// A finished Swiss event.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Crosstable {
    /// Number of players.
    pub players: usize,
    /// Number of rounds.
    pub rounds: usize,
    /// `rows[p][r]`: what player `p` did in round `r + 1`.
    pub rows: Vec<Vec<Entry>>,
}

impl Crosstable {
    /// Final score in quarter points.
    pub fn score(&self, p: usize) -> u32 {
        self.rows[p].iter().map(|e| e.awarded()).sum()
    }

    /// Score before round `r` (from 1), in quarters.
    pub fn score_before(&self, p: usize, r: usize) -> u32 {
        self.rows[p][..r - 1].iter().map(|e| e.awarded()).sum()
    }

    /// Each round's contribution to `p`'s own Buchholz: the opponent's final score for a game
    /// played, the dummy opponent (the player's own final score) for an unplayed round (C.07-16).
    pub fn bh_terms(&self, p: usize) -> Vec<u32> {
        let own = self.score(p);
        self.rows[p]
            .iter()
            .map(|e| match *e {
                Entry::Game { opponent, .. } => self.score(opponent),
                _ => own,
            })
            .collect()
    }

    /// Buchholz (C.07-8.1 with the dummy opponent of Art. 16).
    pub fn buchholz(&self, p: usize) -> u32 {
        self.bh_terms(p).iter().sum()
    }

    /// The round Cut-1 drops (index from 0): a voluntarily unplayed round first, otherwise the
    /// lowest contribution (the earliest of equal ones).
    pub fn cut_round(&self, p: usize) -> usize {
        let terms = self.bh_terms(p);
        let lowest = |rounds: &mut dyn Iterator<Item = usize>| rounds.min_by_key(|&r| (terms[r], r));
        lowest(&mut (0..self.rounds).filter(|&r| self.rows[p][r].voluntary()))
            .or_else(|| lowest(&mut (0..self.rounds)))
            .expect("at least one round")
    }

    /// Buchholz Cut-1 (C.07-14, Art. 16 for which round goes first).
    pub fn buchholz_cut1(&self, p: usize) -> u32 {
        self.buchholz(p) - self.bh_terms(p)[self.cut_round(p)]
    }

    /// Sonneborn-Berger (C.07-9.1): opponent's score times the points taken from him; an
    /// unplayed round counts the dummy opponent times the points awarded.
    pub fn sonneborn_berger(&self, p: usize) -> u32 {
        self.bh_terms(p)
            .iter()
            .zip(&self.rows[p])
            .map(|(&s, e)| s * e.awarded() / Q)
            .sum()
    }

    /// WIN (C.07-7.1): rounds scored as a win, unplayed ones included.
    pub fn win(&self, p: usize) -> u32 {
        self.rows[p].iter().filter(|e| e.awarded() == Q).count() as u32
    }

    /// WON (C.07-7.2): games won over the board.
    pub fn won(&self, p: usize) -> u32 {
        self.rows[p]
            .iter()
            .filter(|e| matches!(e, Entry::Game { result, .. } if *result == Q))
            .count() as u32
    }

    /// Draws over the board.
    pub fn draws(&self, p: usize) -> u32 {
        self.rows[p]
            .iter()
            .filter(|e| matches!(e, Entry::Game { result, .. } if *result == Q / 2))
            .count() as u32
    }

    /// The pre-2023 virtual opponent for `p`'s unplayed round `r` (from 1): score before the
    /// round + (1 − points awarded) + ½ × rounds left. Abolished in 2023; used for wrong options.
    pub fn virtual_opponent(&self, p: usize, r: usize) -> u32 {
        self.score_before(p, r) + (Q - self.rows[p][r - 1].awarded()) + Q / 2 * (self.rounds - r) as u32
    }

    /// The game `a` played against `b`, from `a`'s side: (round, result in quarters).
    pub fn encounter(&self, a: usize, b: usize) -> Option<(usize, u32)> {
        self.rows[a].iter().enumerate().find_map(|(r, e)| match *e {
            Entry::Game { opponent, result, .. } if opponent == b => Some((r + 1, result)),
            _ => None,
        })
    }

    /// True if `a` played `b` over the board.
    pub fn played(&self, a: usize, b: usize) -> bool {
        self.encounter(a, b).is_some()
    }

    /// The player who lost a game by forfeit, if any.
    pub fn forfeiter(&self) -> Option<usize> {
        (0..self.players).find(|&p| {
            self.rows[p]
                .iter()
                .any(|e| matches!(e, Entry::Forfeit { won: false, .. }))
        })
    }

    /// Pairs of players who are the only two on their score and played each other.
    pub fn tied_pairs_who_met(&self) -> Vec<(usize, usize)> {
        let mut out = Vec::new();
        for a in 0..self.players {
            for b in a + 1..self.players {
                let s = self.score(a);
                let on_score = (0..self.players).filter(|&p| self.score(p) == s).count();
                if self.score(b) == s && on_score == 2 && self.played(a, b) {
                    out.push((a, b));
                }
            }
        }
        out
    }
}

/// Generate a finished event: 7–10 players, 5–7 rounds, paired by the Dutch system.
pub fn crosstable(rng: &mut ChaCha8Rng) -> Crosstable {
    loop {
        if let Some(t) = try_crosstable(rng) {
            return t;
        }
    }
}

fn try_crosstable(rng: &mut ChaCha8Rng) -> Option<Crosstable> {
    let players = rng.random_range(7..=10usize);
    let rounds = rng.random_range(5..=7usize).min(players - 2);
    let initial = if rng.random_bool(0.5) {
        Colour::White
    } else {
        Colour::Black
    };
    // Requested half-point byes: none, one or two, never in the last round.
    let mut requests: Vec<(usize, usize)> = Vec::new();
    let wanted = if rng.random_bool(0.45) {
        1 + usize::from(rng.random_bool(0.25))
    } else {
        0
    };
    while requests.len() < wanted {
        let req = (rng.random_range(0..players), rng.random_range(1..rounds));
        if !requests.iter().any(|&(p, r)| p == req.0 || r == req.1) {
            requests.push(req);
        }
    }
    let forfeit_last = rng.random_bool(0.4);
    let mut ev = Event::new(players, initial);
    let mut rows = vec![Vec::with_capacity(rounds); players];
    for r in 1..=rounds {
        let absent: Vec<usize> = requests
            .iter()
            .filter(|&&(_, rr)| rr == r)
            .map(|&(p, _)| p)
            .collect();
        let (pairing, _) = ev.pair_next_without(&absent)?;
        let forfeit_board = (forfeit_last && r == rounds).then(|| rng.random_range(0..pairing.boards.len()));
        let mut boards = Vec::new();
        for (i, &(w, b)) in pairing.boards.iter().enumerate() {
            // The lower pairing number is the higher rating, the usual favourite.
            let white_half = if rng.random_bool(0.3) {
                1
            } else if rng.random_bool(0.7) == (w < b) {
                2
            } else {
                0
            };
            if forfeit_board == Some(i) {
                let white_won = rng.random_bool(0.5);
                rows[w].push(Entry::Forfeit {
                    opponent: b,
                    won: white_won,
                });
                rows[b].push(Entry::Forfeit {
                    opponent: w,
                    won: !white_won,
                });
                boards.push((w, b, if white_won { 2 } else { 0 }));
            } else {
                rows[w].push(Entry::Game {
                    opponent: b,
                    white: true,
                    result: white_half * 2,
                });
                rows[b].push(Entry::Game {
                    opponent: w,
                    white: false,
                    result: (2 - white_half) * 2,
                });
                boards.push((w, b, white_half));
            }
        }
        if let Some(p) = pairing.bye {
            rows[p].push(Entry::Pab);
        }
        for &p in &absent {
            rows[p].push(Entry::HalfBye);
        }
        ev.rounds.push(Round {
            boards,
            bye: pairing.bye,
            absent: absent.iter().map(|&p| (p, 1)).collect(),
        });
    }
    Some(Crosstable {
        players,
        rounds,
        rows,
    })
}

/// Quarter points as text: 17½, 10¼, ½, 0.
pub fn points(q: u32) -> String {
    let (whole, frac) = (q / Q, q % Q);
    let frac = ["", "¼", "½", "¾"][frac as usize];
    match (whole, frac) {
        (0, "") => "0".to_string(),
        (0, f) => f.to_string(),
        (w, f) => format!("{w}{f}"),
    }
}

fn name(p: usize) -> String {
    format!("P{}", p + 1)
}

/// What is asked.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Ask {
    Buchholz(usize),
    BuchholzCut1(usize),
    SonnebornBerger(usize),
    /// WIN and WON together, as one pair.
    WinWon(usize),
    DirectEncounter(usize, usize),
}

pub(crate) fn scenario(rng: &mut ChaCha8Rng) -> (Crosstable, Ask) {
    let t = crosstable(rng);
    let forfeiter = t.forfeiter();
    // Players whose BH/SB the open points of U7 cannot touch: never met the forfeiter at the board.
    let safe: Vec<usize> = (0..t.players)
        .filter(|&p| forfeiter.is_none_or(|f| !t.played(p, f)))
        .collect();
    let unplayed = |p: &usize| t.rows[*p].iter().any(|e| !e.played());
    let choose = |rng: &mut ChaCha8Rng, from: &[usize]| -> usize {
        let with: Vec<usize> = from.iter().copied().filter(unplayed).collect();
        if !with.is_empty() && rng.random_bool(0.6) {
            pick(rng, &with)
        } else {
            pick(rng, from)
        }
    };
    let pairs = t.tied_pairs_who_met();
    let ask = match rng.random_range(0..6) {
        0 => Ask::Buchholz(choose(rng, &safe)),
        1 => {
            let cut_safe: Vec<usize> = safe.iter().copied().filter(|&p| Some(p) != forfeiter).collect();
            if cut_safe.is_empty() {
                Ask::Buchholz(choose(rng, &safe))
            } else {
                Ask::BuchholzCut1(choose(rng, &cut_safe))
            }
        }
        2 => Ask::SonnebornBerger(choose(rng, &safe)),
        3 | 4 => Ask::WinWon(choose(rng, &(0..t.players).collect::<Vec<_>>())),
        _ if !pairs.is_empty() => {
            let (a, b) = pick(rng, &pairs);
            if rng.random_bool(0.5) {
                Ask::DirectEncounter(a, b)
            } else {
                Ask::DirectEncounter(b, a)
            }
        }
        _ => Ask::Buchholz(choose(rng, &safe)),
    };
    (t, ask)
}

/// The question for `seed`.
pub fn question(seed: u64) -> Question {
    let mut rng = rng(seed);
    let (t, ask) = scenario(&mut rng);
    question_for(seed, &t, ask, &mut rng)
}

/// Words for unplayed rounds: (PAB, half-point bye, forfeit).
fn unplayed_words(l: Lang) -> (&'static str, &'static str, &'static str) {
    match l {
        Lang::En => ("PAB", "half-point bye", "forfeit"),
        Lang::Pt => ("bye de emparceiramento", "bye de meio ponto", "W.O."),
        Lang::Ru => ("бай по жеребьёвке", "бай на пол-очка", "неявка"),
        Lang::Sr => (
            "slobodno kolo (PAB)",
            "slobodno kolo za pola poena",
            "kontumacija",
        ),
    }
}

/// The crosstable as text, one line per player.
fn table_text(t: &Crosstable, l: Lang) -> String {
    let (round, white, black, vs) = match l {
        Lang::En => ("R", "W", "B", "vs"),
        Lang::Pt => ("R", "br", "pr", "x"),
        Lang::Ru => ("Т", "б", "ч", "—"),
        Lang::Sr => ("K", "b", "c", "—"),
    };
    let (pab, half_bye, forfeit) = unplayed_words(l);
    let mut out = String::new();
    for p in 0..t.players {
        let games: Vec<String> = t.rows[p]
            .iter()
            .enumerate()
            .map(|(r, e)| {
                let r = r + 1;
                match *e {
                    Entry::Game {
                        opponent,
                        white: w,
                        result,
                    } => {
                        let colour = if w { white } else { black };
                        format!("{round}{r} {colour} {vs} {}: {}", name(opponent), points(result))
                    }
                    Entry::Forfeit { opponent, won } => {
                        format!(
                            "{round}{r} {vs} {}: {} ({forfeit})",
                            name(opponent),
                            if won { "1" } else { "0" }
                        )
                    }
                    Entry::Pab => format!("{round}{r} {pab}: 1"),
                    Entry::HalfBye => format!("{round}{r} {half_bye}: ½"),
                }
            })
            .collect();
        let _ = writeln!(out, "{} ({}): {}", name(p), points(t.score(p)), games.join("; "));
    }
    out
}

/// Sum written out: "5 + 4½ + 3 = 12½".
fn sum_text(terms: &[String], total: u32) -> String {
    if terms.is_empty() {
        "0".to_string()
    } else {
        format!("{} = {}", terms.join(" + "), points(total))
    }
}

/// The question for a given crosstable and ask.
pub(crate) fn question_for(seed: u64, t: &Crosstable, ask: Ask, rng: &mut ChaCha8Rng) -> Question {
    let intro = per_lang(|l| {
        let (n, r) = (t.players, t.rounds);
        match l {
            Lang::En => format!(
                "Swiss tournament (Dutch system), {n} players, {r} rounds, tie-breaks under C.07 (2023). Crosstable (R = round, W/B = colour, then the opponent and the player's result; PAB = pairing-allocated bye, 1 point; half-point bye = requested by the player, ½; forfeit = no game played; final score in brackets):"
            ),
            Lang::Pt => format!(
                "Torneio suíço (sistema holandês), {n} jogadores, {r} rodadas, desempates pelo C.07 (2023). Tabela (R = rodada, br/pr = brancas/pretas, depois o adversário e o resultado do jogador; bye de emparceiramento = 1 ponto; bye de meio ponto = pedido pelo jogador, ½; W.O. = partida não jogada; pontuação final entre parênteses):"
            ),
            Lang::Ru => format!(
                "Турнир по швейцарской системе (голландская система), {n} участников, {r} туров, дополнительные показатели по C.07 (2023). Таблица (Т = тур, б/ч = белые/чёрные, затем соперник и результат игрока; бай по жеребьёвке — 1 очко; бай на пол-очка — по просьбе игрока, ½; неявка — партия не игралась; итоговые очки в скобках):"
            ),
            Lang::Sr => format!(
                "Švajcarski turnir (holandski sistem), {n} igrača, {r} kola, dodatni kriterijumi po C.07 (2023). Tabela (K = kolo, b/c = beli/crni, zatim protivnik i rezultat igrača; slobodno kolo (PAB) = 1 poen; slobodno kolo za pola poena = na zahtev igrača, ½; kontumacija = partija nije odigrana; konačni poeni u zagradi):"
            ),
        }
    });
    let question_line = per_lang(|l| {
        let who = |p: usize| name(p);
        match (ask, l) {
            (Ask::Buchholz(p), Lang::En) => format!("What is {}'s Buchholz (BH)?", who(p)),
            (Ask::Buchholz(p), Lang::Pt) => format!("Quanto vale o Buchholz (BH) de {}?", who(p)),
            (Ask::Buchholz(p), Lang::Ru) => {
                format!("Чему равен коэффициент Бухгольца (BH) игрока {}?", who(p))
            }
            (Ask::Buchholz(p), Lang::Sr) => format!("Koliki je Buchholz (BH) igrača {}?", who(p)),
            (Ask::BuchholzCut1(p), Lang::En) => format!("What is {}'s Buchholz Cut-1 (BH-C1)?", who(p)),
            (Ask::BuchholzCut1(p), Lang::Pt) => {
                format!(
                    "Quanto vale o Buchholz com corte do pior resultado (BH-C1) de {}?",
                    who(p)
                )
            }
            (Ask::BuchholzCut1(p), Lang::Ru) => format!(
                "Чему равен усечённый Бухгольц (без худшего результата, BH-C1) игрока {}?",
                who(p)
            ),
            (Ask::BuchholzCut1(p), Lang::Sr) => format!(
                "Koliki je Buchholz bez najslabijeg rezultata (BH-C1) igrača {}?",
                who(p)
            ),
            (Ask::SonnebornBerger(p), Lang::En) => {
                format!("What is {}'s Sonneborn-Berger score (SB)?", who(p))
            }
            (Ask::SonnebornBerger(p), Lang::Pt) => {
                format!("Quanto vale o Sonneborn-Berger (SB) de {}?", who(p))
            }
            (Ask::SonnebornBerger(p), Lang::Ru) => {
                format!("Чему равен коэффициент Бергера (SB) игрока {}?", who(p))
            }
            (Ask::SonnebornBerger(p), Lang::Sr) => {
                format!("Koliki je Sonneborn-Berger (SB) igrača {}?", who(p))
            }
            (Ask::WinWon(p), Lang::En) => format!(
                "What are {}'s number of wins (WIN) and number of games won (WON)?",
                who(p)
            ),
            (Ask::WinWon(p), Lang::Pt) => format!(
                "Quais são o número de vitórias (WIN) e o número de partidas vencidas (WON) de {}?",
                who(p)
            ),
            (Ask::WinWon(p), Lang::Ru) => format!(
                "Чему равны число побед (WIN) и число выигранных партий (WON) игрока {}?",
                who(p)
            ),
            (Ask::WinWon(p), Lang::Sr) => format!(
                "Koliki su broj pobeda (WIN) i broj dobijenih partija (WON) igrača {}?",
                who(p)
            ),
            (Ask::DirectEncounter(a, b), Lang::En) => format!(
                "{} and {} are the only players on a score of {}. Which of them does Direct Encounter (DE) rank higher?",
                who(a),
                who(b),
                points(t.score(a))
            ),
            (Ask::DirectEncounter(a, b), Lang::Pt) => format!(
                "{} e {} são os únicos jogadores com pontuação {}. Qual deles o confronto direto (DE) coloca à frente?",
                who(a),
                who(b),
                points(t.score(a))
            ),
            (Ask::DirectEncounter(a, b), Lang::Ru) => format!(
                "{} и {} — единственные игроки с результатом {}. Кого из них личная встреча (DE) ставит выше?",
                who(a),
                who(b),
                points(t.score(a))
            ),
            (Ask::DirectEncounter(a, b), Lang::Sr) => format!(
                "{} i {} su jedini igrači sa rezultatom {}. Koga od njih međusobni rezultat (DE) stavlja više?",
                who(a),
                who(b),
                points(t.score(a))
            ),
        }
    });
    let stem = per_lang(|l| format!("{}\n{}\n{}", intro.get(l), table_text(t, l), question_line.get(l)));

    let (correct, wrong, explanation, articles, ruling) = match ask {
        Ask::DirectEncounter(a, b) => direct_encounter(t, a, b),
        Ask::WinWon(p) => win_won(t, p, rng),
        _ => numeric(t, ask, rng),
    };
    Draft {
        topic: TOPIC,
        seed,
        stem,
        correct,
        wrong,
        explanation,
        articles,
        ruling: Some(ruling),
        fen: None,
    }
    .finish(rng)
}

type Parts = (
    Localized<String>,
    Vec<Localized<String>>,
    Localized<String>,
    Vec<&'static str>,
    &'static str,
);

/// Numeric tie-breaks: the value, the classic mistakes, the worked sum.
fn numeric(t: &Crosstable, ask: Ask, rng: &mut ChaCha8Rng) -> Parts {
    let p = match ask {
        Ask::Buchholz(p) | Ask::BuchholzCut1(p) | Ask::SonnebornBerger(p) => p,
        Ask::WinWon(..) | Ask::DirectEncounter(..) => unreachable!("handled by win_won and direct_encounter"),
    };
    let row = &t.rows[p];
    let own = t.score(p);
    let terms = t.bh_terms(p);
    let (bh, c1, sb) = (t.buchholz(p), t.buchholz_cut1(p), t.sonneborn_berger(p));
    let has_unplayed = row.iter().any(|e| !e.played());
    let who = name(p);

    // Mistakes with unplayed rounds.
    let played_only: u32 = terms
        .iter()
        .zip(row)
        .filter(|(_, e)| e.played())
        .map(|(&s, _)| s)
        .sum();
    let virtual_terms: Vec<u32> = (0..t.rounds)
        .map(|r| {
            if row[r].played() {
                terms[r]
            } else {
                t.virtual_opponent(p, r + 1)
            }
        })
        .collect();
    let bh_virtual: u32 = virtual_terms.iter().sum();
    let forfeit_terms: Vec<u32> = row
        .iter()
        .zip(&terms)
        .map(|(e, &s)| match *e {
            Entry::Forfeit { opponent, .. } => t.score(opponent),
            _ => s,
        })
        .collect();
    let bh_forfeit: u32 = forfeit_terms.iter().sum();
    let sb_of = |ts: &[u32]| -> u32 { ts.iter().zip(row).map(|(&s, e)| s * e.awarded() / Q).sum() };

    // Terms as written in the explanation: "4½", "3½ (dummy)".
    let term_text = |l: Lang, r: usize, weighted: bool| -> String {
        let e = row[r];
        let s = points(terms[r]);
        let dummy = match l {
            Lang::En => "dummy",
            Lang::Pt => "fictício",
            Lang::Ru => "фиктивный",
            Lang::Sr => "fiktivni",
        };
        let base = if e.played() { s } else { format!("{s} ({dummy})") };
        if !weighted {
            return base;
        }
        match e.awarded() {
            4 => base,
            2 => format!("½ × {base}"),
            _ => format!("0 × {base}"),
        }
    };
    let dummy_note = |l: Lang| -> String {
        if !has_unplayed {
            return String::new();
        }
        match l {
            Lang::En => format!(
                " Each unplayed round of {who} counts as a game against a dummy opponent with {who}'s own final score, {} (C.07-16); the result is the points awarded.",
                points(own)
            ),
            Lang::Pt => format!(
                " Cada rodada não jogada de {who} conta como partida contra um adversário fictício com a pontuação final do próprio {who}, {} (C.07-16); o resultado é o que foi atribuído.",
                points(own)
            ),
            Lang::Ru => format!(
                " Каждый несыгранный тур {who} считается партией с фиктивным соперником, у которого итоговые очки самого {who}, {} (C.07-16); результат — начисленные очки.",
                points(own)
            ),
            Lang::Sr => format!(
                " Svako neodigrano kolo igrača {who} računa se kao partija protiv fiktivnog protivnika sa konačnim poenima samog igrača {who}, {} (C.07-16); rezultat su dodeljeni poeni.",
                points(own)
            ),
        }
    };
    // What the common mistakes give, for the explanation.
    // What the common mistakes give, for the explanation (those that differ from the answer).
    let mistakes_note = |l: Lang, key: u32, omit: u32, virt: u32, forf: Option<u32>| -> String {
        if !has_unplayed {
            return String::new();
        }
        let mut parts = Vec::new();
        if omit != key {
            parts.push(match l {
                Lang::En => format!("leaving the unplayed rounds out gives {}", points(omit)),
                Lang::Pt => format!("deixar de fora as rodadas não jogadas dá {}", points(omit)),
                Lang::Ru => format!("без несыгранных туров получается {}", points(omit)),
                Lang::Sr => format!("izostavljanje neodigranih kola daje {}", points(omit)),
            });
        }
        if virt != key {
            parts.push(match l {
                Lang::En => format!("the abolished virtual opponent gives {}", points(virt)),
                Lang::Pt => format!("o adversário virtual, abolido, dá {}", points(virt)),
                Lang::Ru => format!("отменённый виртуальный соперник даёт {}", points(virt)),
                Lang::Sr => format!("ukinuti virtuelni protivnik daje {}", points(virt)),
            });
        }
        if let Some(v) = forf.filter(|&v| v != key) {
            parts.push(match l {
                Lang::En => format!(
                    "counting the forfeit as a game against its opponent gives {}",
                    points(v)
                ),
                Lang::Pt => format!("contar o W.O. como partida contra o adversário dá {}", points(v)),
                Lang::Ru => format!(
                    "если считать неявку партией с соперником, получится {}",
                    points(v)
                ),
                Lang::Sr => format!(
                    "računanje kontumacije kao partije sa protivnikom daje {}",
                    points(v)
                ),
            });
        }
        if parts.is_empty() {
            return String::new();
        }
        let head = match l {
            Lang::En => "Wrong methods",
            Lang::Pt => "Métodos errados",
            Lang::Ru => "Неверные способы",
            Lang::Sr => "Pogrešni načini",
        };
        format!(" {head}: {}.", parts.join("; "))
    };
    let has_forfeit = row.iter().any(|e| matches!(e, Entry::Forfeit { .. }));
    // Wrong values stay within two points of what the players of this event have, and inside
    // `global`: the range (1st to 99th percentile) that the value takes over all players of
    // generated events, so that every option is a value some question has as its answer.
    let range = |f: &dyn Fn(usize) -> u32, global: (u32, u32)| -> (u32, u32) {
        let v: Vec<u32> = (0..t.players).map(f).collect();
        let (lo, hi) = (
            *v.iter().min().expect("players"),
            *v.iter().max().expect("players"),
        );
        (lo.saturating_sub(2 * Q).max(global.0), (hi + 2 * Q).min(global.1))
    };

    let (value, wrong_values, explanation, mut articles, ruling): (
        u32,
        Vec<u32>,
        Localized<String>,
        Vec<&'static str>,
        &'static str,
    ) = match ask {
        Ask::Buchholz(_) => {
            let minus_own_game: u32 = terms
                .iter()
                .zip(row)
                .map(|(&s, e)| if e.played() { s - (Q - e.awarded()) } else { s })
                .sum();
            let mut m = Vec::new();
            if has_unplayed {
                m.extend([played_only, bh_virtual]);
                if has_forfeit {
                    m.push(bh_forfeit);
                }
            }
            m.extend([c1, minus_own_game]);
            let (lo, hi) = range(&|x| t.buchholz(x), (42, 116));
            let wrong = numeric_wrong(rng, bh, &m, Q / 2, lo, hi);
            (
                bh,
                wrong,
                per_lang(|l| {
                    let ts: Vec<String> = (0..t.rounds).map(|r| term_text(l, r, false)).collect();
                    let sum = sum_text(&ts, bh);
                    let head = match l {
                        Lang::En => format!(
                            "BH is the sum of the final scores of {who}'s opponents (C.07-8.1): {sum}."
                        ),
                        Lang::Pt => format!(
                            "O BH é a soma das pontuações finais dos adversários de {who} (C.07-8.1): {sum}."
                        ),
                        Lang::Ru => format!("BH — сумма итоговых очков соперников {who} (C.07-8.1): {sum}."),
                        Lang::Sr => {
                            format!("BH je zbir konačnih poena protivnika igrača {who} (C.07-8.1): {sum}.")
                        }
                    };
                    format!(
                        "{head}{}{}",
                        dummy_note(l),
                        mistakes_note(l, bh, played_only, bh_virtual, has_forfeit.then_some(bh_forfeit))
                    )
                }),
                vec!["C.07-8.1"],
                if has_unplayed {
                    "tb-unplayed-games-dummy-opponent"
                } else {
                    "tb-buchholz-cut-and-median"
                },
            )
        }
        Ask::BuchholzCut1(_) => {
            let cut = t.cut_round(p);
            let low = terms[cut];
            let lowest = *terms.iter().min().expect("rounds");
            let highest = *terms.iter().max().expect("rounds");
            let mut sorted = terms.clone();
            sorted.sort_unstable();
            let mut m = vec![bh];
            if row[cut].voluntary() && low != lowest {
                // Cutting the lowest score instead of the requested bye.
                m.push(bh - lowest);
            }
            if has_unplayed {
                let played: Vec<u32> = terms
                    .iter()
                    .zip(row)
                    .filter(|(_, e)| e.played())
                    .map(|(&s, _)| s)
                    .collect();
                let pmin = played.iter().copied().min().unwrap_or(0);
                m.push(played_only - pmin);
                let vmin = virtual_terms.iter().copied().min().unwrap_or(0);
                m.push(bh_virtual - vmin);
            }
            m.extend([bh - highest, bh - sorted[0] - sorted[1]]);
            let (lo, hi) = range(&|x| t.buchholz_cut1(x), (36, 104));
            let wrong = numeric_wrong(rng, c1, &m, Q / 2, lo, hi);
            let voluntary = row[cut].voluntary();
            (
                c1,
                wrong,
                per_lang(|l| {
                    let ts: Vec<String> = (0..t.rounds).map(|r| term_text(l, r, false)).collect();
                    let sum = sum_text(&ts, bh);
                    let (lowp, total, full) = (points(low), points(c1), points(bh));
                    let rule = match (voluntary, l) {
                        (true, Lang::En) => format!(
                            "Cut-1 drops the requested bye's contribution first, {lowp} (C.07-14, C.07-16)"
                        ),
                        (true, Lang::Pt) => format!(
                            "o corte 1 tira primeiro a contribuição do bye pedido, {lowp} (C.07-14, C.07-16)"
                        ),
                        (true, Lang::Ru) => format!(
                            "Cut-1 в первую очередь отбрасывает вклад взятого по просьбе бая, {lowp} (C.07-14, C.07-16)"
                        ),
                        (true, Lang::Sr) => format!(
                            "Cut-1 prvo odbacuje doprinos traženog slobodnog kola, {lowp} (C.07-14, C.07-16)"
                        ),
                        (false, Lang::En) => format!("Cut-1 drops the lowest contribution, {lowp} (C.07-14)"),
                        (false, Lang::Pt) => format!("o corte 1 tira a menor contribuição, {lowp} (C.07-14)"),
                        (false, Lang::Ru) => {
                            format!("Cut-1 отбрасывает наименьшее слагаемое, {lowp} (C.07-14)")
                        }
                        (false, Lang::Sr) => format!("Cut-1 odbacuje najmanji doprinos, {lowp} (C.07-14)"),
                    };
                    let head = match l {
                        Lang::En => format!("BH = {sum} (C.07-8.1); {rule}: {full} − {lowp} = {total}."),
                        Lang::Pt => format!("BH = {sum} (C.07-8.1); {rule}: {full} − {lowp} = {total}."),
                        Lang::Ru => format!("BH = {sum} (C.07-8.1); {rule}: {full} − {lowp} = {total}."),
                        Lang::Sr => format!("BH = {sum} (C.07-8.1); {rule}: {full} − {lowp} = {total}."),
                    };
                    format!("{head}{}", dummy_note(l))
                }),
                vec!["C.07-8.1", "C.07-14"],
                if has_unplayed {
                    "tb-unplayed-games-dummy-opponent"
                } else {
                    "tb-buchholz-cut-and-median"
                },
            )
        }
        Ask::SonnebornBerger(_) => {
            let draws_as_wins: u32 = terms
                .iter()
                .zip(row)
                .filter(|(_, e)| e.awarded() > 0)
                .map(|(&s, _)| s)
                .sum();
            let wins_only: u32 = terms
                .iter()
                .zip(row)
                .filter(|(_, e)| e.awarded() == Q)
                .map(|(&s, _)| s)
                .sum();
            let sb_played: u32 = terms
                .iter()
                .zip(row)
                .filter(|(_, e)| e.played())
                .map(|(&s, e)| s * e.awarded() / Q)
                .sum();
            let mut m = Vec::new();
            if has_unplayed {
                m.extend([sb_played, sb_of(&virtual_terms)]);
                if has_forfeit {
                    m.push(sb_of(&forfeit_terms));
                }
            }
            m.extend([draws_as_wins, wins_only, bh]);
            let (lo, hi) = range(&|x| t.sonneborn_berger(x), (4, 80));
            let wrong = numeric_wrong(rng, sb, &m, 1, lo, hi);
            (
                sb,
                wrong,
                per_lang(|l| {
                    let ts: Vec<String> = (0..t.rounds)
                        .filter(|&r| row[r].awarded() > 0)
                        .map(|r| term_text(l, r, true))
                        .collect();
                    let sum = sum_text(&ts, sb);
                    let head = match l {
                        Lang::En => format!(
                            "SB adds the final score of every opponent {who} beat and half the score of every opponent {who} drew with; losses add nothing (C.07-9.1): {sum}."
                        ),
                        Lang::Pt => format!(
                            "O SB soma a pontuação final de cada adversário que {who} venceu e metade da de cada um com quem empatou; derrotas não somam nada (C.07-9.1): {sum}."
                        ),
                        Lang::Ru => format!(
                            "SB складывает итоговые очки всех соперников, у которых {who} выиграл, и половину очков тех, с кем сыграл вничью; поражения ничего не дают (C.07-9.1): {sum}."
                        ),
                        Lang::Sr => format!(
                            "SB sabira konačne poene svakog protivnika koga je {who} pobedio i polovinu poena svakog sa kojim je remizirao; porazi ne donose ništa (C.07-9.1): {sum}."
                        ),
                    };
                    format!(
                        "{head}{}{}",
                        dummy_note(l),
                        mistakes_note(
                            l,
                            sb,
                            sb_played,
                            sb_of(&virtual_terms),
                            has_forfeit.then(|| sb_of(&forfeit_terms))
                        )
                    )
                }),
                vec!["C.07-9.1"],
                if has_unplayed {
                    "tb-unplayed-games-dummy-opponent"
                } else {
                    "tb-sonneborn-berger"
                },
            )
        }
        Ask::WinWon(..) | Ask::DirectEncounter(..) => unreachable!(),
    };
    if has_unplayed
        && matches!(
            ask,
            Ask::Buchholz(_) | Ask::BuchholzCut1(_) | Ask::SonnebornBerger(_)
        )
    {
        articles.push("C.07-16");
    }
    let wrong = wrong_values.into_iter().map(|v| same_text(points(v))).collect();
    (same_text(points(value)), wrong, explanation, articles, ruling)
}

/// "WIN 4, WON 3" as text.
fn win_won_text(win: u32, won: u32) -> Localized<String> {
    same_text(format!("WIN {win}, WON {won}"))
}

/// WIN and WON of one player, asked together: the real mistakes are forgetting the unplayed
/// wins, counting them as games won at the board, taking a half-point bye for a win and counting
/// draws. Options are pairs the event can produce (WON ≤ WIN ≤ rounds, at most one PAB and one
/// forfeit win apart), ordered so that the key's place among them is drawn at random.
fn win_won(t: &Crosstable, p: usize, rng: &mut ChaCha8Rng) -> Parts {
    let row = &t.rows[p];
    let (win, won, d) = (t.win(p), t.won(p), t.draws(p));
    let half_byes = row.iter().filter(|e| e.voluntary()).count() as u32;
    let rounds = t.rounds as u32;
    let key = (win, won);
    // Wrong pairs are at most one unplayed win apart (two, a PAB and a forfeit win, is rare
    // enough to be a giveaway) and have at most one win more than the best of this event.
    let most = (0..t.players).map(|x| t.win(x)).max().unwrap_or(0) + 1;
    let ok = |(a, b): (u32, u32)| (a, b) != key && b <= a && a <= rounds.min(most) && a - b <= 1;
    let mut candidates: Vec<(u32, u32)> =
        vec![(won, won), (win, win), (win + half_byes, won), (win + d, won + d)];
    let mut near: Vec<(i32, i32)> = (-2..=2).flat_map(|x| (-2..=2).map(move |y| (x, y))).collect();
    near.sort_by_key(|&(x, y)| (x.abs() + y.abs(), x, y));
    candidates.extend(near.into_iter().filter_map(|(x, y)| {
        let (a, b) = (win as i32 + x, won as i32 + y);
        (a >= 0 && b >= 0).then_some((a as u32, b as u32))
    }));
    let mut below: Vec<(u32, u32)> = Vec::new();
    let mut above: Vec<(u32, u32)> = Vec::new();
    for c in candidates {
        if ok(c) && !below.contains(&c) && !above.contains(&c) {
            if c < key { below.push(c) } else { above.push(c) }
        }
    }
    let ranks: Vec<usize> = (0..=3)
        .filter(|&k| below.len() >= k && above.len() >= 3 - k)
        .collect();
    let k = if ranks.is_empty() {
        below.len().min(3)
    } else {
        pick(rng, &ranks)
    };
    let mut wrong: Vec<(u32, u32)> = below.into_iter().take(k).collect();
    wrong.extend(above.into_iter().take(3 - wrong.len()));
    let list = |pred: &dyn Fn(&Entry) -> bool| -> String {
        let v: Vec<String> = (0..t.rounds)
            .filter(|&r| pred(&row[r]))
            .map(|r| (r + 1).to_string())
            .collect();
        if v.is_empty() {
            "—".to_string()
        } else {
            v.join(", ")
        }
    };
    let otb = list(&|e| matches!(e, Entry::Game { result, .. } if *result == Q));
    let unplayed = list(&|e| !e.played() && e.awarded() == Q);
    let explanation = per_lang(|l| match l {
        Lang::En => format!(
            "WIN counts every round scored as a win, unplayed ones (forfeit win, PAB) included (C.07-7.1); WON counts only the games won at the board (C.07-7.2); draws and half-point byes are neither. Won at the board: rounds {otb}; unplayed wins: rounds {unplayed}. WIN {win}, WON {won}."
        ),
        Lang::Pt => format!(
            "O WIN conta toda rodada pontuada como vitória, inclusive sem jogo (W.O., bye de emparceiramento) (C.07-7.1); o WON só as partidas vencidas no tabuleiro (C.07-7.2); empates e byes de meio ponto não entram em nenhum. Vitórias no tabuleiro: rodadas {otb}; vitórias sem jogo: rodadas {unplayed}. WIN {win}, WON {won}."
        ),
        Lang::Ru => format!(
            "WIN считает каждый тур, засчитанный как победа, включая несыгранные (неявка соперника, бай по жеребьёвке) (C.07-7.1); WON — только партии, выигранные за доской (C.07-7.2); ничьи и бай на пол-очка не входят ни туда, ни туда. Победы за доской: туры {otb}; победы без игры: туры {unplayed}. WIN {win}, WON {won}."
        ),
        Lang::Sr => format!(
            "WIN broji svako kolo bodovano kao pobeda, i neodigrano (kontumacija, slobodno kolo (PAB)) (C.07-7.1); WON samo partije dobijene za tablom (C.07-7.2); remiji i slobodna kola za pola poena ne ulaze ni u jedno. Pobede za tablom: kola {otb}; pobede bez igre: kola {unplayed}. WIN {win}, WON {won}."
        ),
    });
    (
        win_won_text(win, won),
        wrong.into_iter().map(|(a, b)| win_won_text(a, b)).collect(),
        explanation,
        vec!["C.07-7.1", "C.07-7.2"],
        "tb-wins-win-vs-won",
    )
}

/// Direct Encounter between the only two players on a score, who met.
fn direct_encounter(t: &Crosstable, a: usize, b: usize) -> Parts {
    let (round, result) = t.encounter(a, b).expect("only asked for players who met");
    let (na, nb) = (name(a), name(b));
    let first = |p: &str| {
        loc(
            format!("{p} ranks higher"),
            format!("{p} fica à frente"),
            format!("{p} выше"),
            format!("{p} je plasiran više"),
        )
    };
    let level = loc(
        "DE leaves them level: the next tie-break decides",
        "O DE não os separa: decide o critério seguinte",
        "DE их не разделяет: решает следующий показатель",
        "DE ih ne razdvaja: odlučuje sledeći kriterijum",
    );
    let (correct, wrong) = match result {
        r if r == Q => (first(&na), vec![first(&nb), level]),
        0 => (first(&nb), vec![first(&na), level]),
        _ => (level, vec![first(&na), first(&nb)]),
    };
    let score = points(t.score(a));
    let explanation = per_lang(|l| {
        let outcome = match (result, l) {
            (r, Lang::En) if r == Q => format!("{na} won it, so {na} ranks higher."),
            (0, Lang::En) => format!("{nb} won it, so {nb} ranks higher."),
            (_, Lang::En) => {
                "It was drawn, so DE leaves them level and the next tie-break decides.".to_string()
            }
            (r, Lang::Pt) if r == Q => format!("{na} venceu, então {na} fica à frente."),
            (0, Lang::Pt) => format!("{nb} venceu, então {nb} fica à frente."),
            (_, Lang::Pt) => "Foi empate, então o DE não os separa e decide o critério seguinte.".to_string(),
            (r, Lang::Ru) if r == Q => format!("Её выиграл {na}, поэтому {na} выше."),
            (0, Lang::Ru) => format!("Её выиграл {nb}, поэтому {nb} выше."),
            (_, Lang::Ru) => {
                "Она закончилась вничью, поэтому DE их не разделяет и решает следующий показатель."
                    .to_string()
            }
            (r, Lang::Sr) if r == Q => format!("Dobio ju je {na}, pa je {na} plasiran više."),
            (0, Lang::Sr) => format!("Dobio ju je {nb}, pa je {nb} plasiran više."),
            (_, Lang::Sr) => {
                "Završena je remijem, pa ih DE ne razdvaja i odlučuje sledeći kriterijum.".to_string()
            }
        };
        match l {
            Lang::En => format!(
                "DE counts only the games among the tied players (C.07-6); it applies in a Swiss too. {na} and {nb} are the only players on a score of {score}, and they met in round {round}. {outcome}"
            ),
            Lang::Pt => format!(
                "O DE conta só as partidas entre os empatados (C.07-6); vale também no suíço. {na} e {nb} são os únicos com pontuação {score} e se enfrentaram na rodada {round}. {outcome}"
            ),
            Lang::Ru => format!(
                "DE учитывает только партии между игроками, набравшими поровну (C.07-6); в швейцарке тоже. {na} и {nb} — единственные игроки с результатом {score}, и они встретились в {round}-м туре. {outcome}"
            ),
            Lang::Sr => format!(
                "DE računa samo partije među izjednačenim igračima (C.07-6); važi i na švajcarskom turniru. {na} i {nb} su jedini igrači sa rezultatom {score} i sastali su se u {round}. kolu. {outcome}"
            ),
        }
    });
    (correct, wrong, explanation, vec!["C.07-6"], "tb-direct-encounter")
}

#[cfg(test)]
mod tests;
