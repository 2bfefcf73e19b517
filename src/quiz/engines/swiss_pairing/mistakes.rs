//! The wrong options of the swiss-pairing engine, each a real mistake made into a complete
//! pairing of the same players, and the words that say why each is wrong.

use crate::args;
use crate::content::Lang;
use crate::locales::text_with;
use crate::rules::dutch::{Edition, Event, Standing, Strength};
use crate::rules::swiss::{Pairing, first_meeting};

/// Why a wrong option is wrong.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Mistake {
    /// Two players meet again (round of the first game).
    Rematch(usize, usize, usize),
    /// Colours reversed on a board: the player denied and whether it broke an absolute preference.
    Colours(usize, bool),
    /// Paired by rating order, scores ignored.
    IgnoresScores,
    /// Each score group paired top against next.
    TopAgainstNext,
    /// The PAB to a player who already had one.
    SecondBye(usize),
}

/// The rematch distractor: swap partners between two boards so that a pair that already met
/// plays again; colours by the usual rules.
pub(super) fn rematch(ev: &Event, st: &Standing, correct: &Pairing) -> Option<(Pairing, Mistake)> {
    let boards = &correct.boards;
    for i in 0..boards.len() {
        for j in i + 1..boards.len() {
            let (a, b) = boards[i];
            let (c, d) = boards[j];
            for (x, y, z, w) in [(a, c, b, d), (a, d, b, c)] {
                let met_xy = st.met[x][y];
                let met_zw = st.met[z][w];
                if met_xy || met_zw {
                    let mut nb = boards.clone();
                    nb[i] = ev.allocate(st, x, y);
                    nb[j] = ev.allocate(st, z, w);
                    let (p, q) = if met_xy { (x, y) } else { (z, w) };
                    let round = first_meeting(&ev.rounds, p, q).unwrap_or(0);
                    return Some((
                        Pairing {
                            boards: nb,
                            bye: correct.bye,
                        },
                        Mistake::Rematch(p, q, round),
                    ));
                }
            }
        }
    }
    None
}

/// The colour distractor: reverse one board, preferring one where a player has an absolute
/// preference, then a strong one.
pub(super) fn colour_error(st: &Standing, correct: &Pairing) -> (Pairing, Mistake) {
    let rank = |&(w, b): &(usize, usize)| {
        // The player denied is the one whose preference the correct board grants.
        let denied = [w, b]
            .into_iter()
            .max_by_key(|&p| st.pref[p].strength)
            .expect("two players");
        (st.pref[denied].strength, denied)
    };
    let (i, (strength, denied)) = correct
        .boards
        .iter()
        .map(rank)
        .enumerate()
        .max_by_key(|&(i, (s, _))| (s, std::cmp::Reverse(i)))
        .expect("at least one board");
    let mut boards = correct.boards.clone();
    boards[i] = (boards[i].1, boards[i].0);
    (
        Pairing {
            boards,
            bye: correct.bye,
        },
        Mistake::Colours(denied, strength == Strength::Absolute),
    )
}

/// Each score group (players in pairing order) paired top against next, skipping rematches.
pub(super) fn top_against_next(ev: &Event, st: &Standing) -> Option<Pairing> {
    let n = ev.players;
    let mut order: Vec<usize> = (0..n).collect();
    order.sort_by_key(|&p| (std::cmp::Reverse(st.score[p]), p));
    let mut used = vec![false; n];
    let mut boards = Vec::new();
    let mut bye = None;
    for i in 0..n {
        let a = order[i];
        if used[a] {
            continue;
        }
        used[a] = true;
        match order[i + 1..].iter().find(|&&b| !used[b] && !st.met[a][b]) {
            Some(&b) => {
                used[b] = true;
                boards.push(ev.allocate(st, a, b));
            }
            None if bye.is_none() && n % 2 == 1 => bye = Some(a),
            None => return None,
        }
    }
    Some(Pairing { boards, bye })
}

/// The PAB given to a player who already had one: he swaps places with the correct PAB.
pub(super) fn second_bye(ev: &Event, st: &Standing, correct: &Pairing) -> Option<(Pairing, Mistake)> {
    let right = correct.bye?;
    let had = (0..ev.players).find(|&p| !st.bye_ok[p])?;
    let mut boards = correct.boards.clone();
    let i = boards.iter().position(|&(w, b)| w == had || b == had)?;
    let other = if boards[i].0 == had {
        boards[i].1
    } else {
        boards[i].0
    };
    if st.met[right][other] {
        return None;
    }
    boards[i] = ev.allocate(st, right, other);
    Some((
        Pairing {
            boards,
            bye: Some(had),
        },
        Mistake::SecondBye(had),
    ))
}

/// The articles the working cites, by the edition the event is paired under: the earlier
/// rules by their letters and sections; from 2026 the basic rules (C.04.1) by their numbers
/// 1–8, and the Dutch system (C.04.3) as a whole, since we do not hold the 2026 numbering of
/// its colour and exchange sections.
#[derive(Debug, Clone, Copy)]
pub(super) struct Refs {
    edition: Edition,
}

impl Refs {
    pub(super) fn new(edition: Edition) -> Refs {
        Refs { edition }
    }

    fn pick(self, until_2026: &'static str, from_2026: &'static str) -> &'static str {
        match self.edition {
            Edition::Until2026 => until_2026,
            Edition::From2026 => from_2026,
        }
    }

    /// No rematch.
    pub(super) fn rematch(self) -> &'static str {
        self.pick("C.04.1 b", "C.04.1 (2)")
    }
    /// The PAB bar.
    pub(super) fn second_bye(self) -> &'static str {
        self.pick("C.04.1 d", "C.04.1 (4)")
    }
    /// Pairing within the same score.
    pub(super) fn same_score(self) -> &'static str {
        self.pick("C.04.1 e", "C.04.1 (5)")
    }
    /// The ±2 and three-in-a-row colour limits.
    pub(super) fn colour_limits(self) -> &'static str {
        self.pick("C.04.1 f–g", "C.04.1 (6)–(7)")
    }
    /// The colour allocation rules of the Dutch system.
    pub(super) fn colour_rules(self) -> &'static str {
        self.pick("E.1–E.5", "C.04.3")
    }
    /// Transpositions and exchanges.
    pub(super) fn exchanges(self) -> &'static str {
        self.pick("D.1–D.3", "C.04.3")
    }
}

pub(super) fn mistake_text(m: Mistake, option: &str, refs: Refs, l: Lang) -> String {
    let option = option.to_string();
    match m {
        Mistake::Rematch(p, q, r) => text_with(
            l,
            "swiss-pairing-mistake-rematch",
            &args!["option" => option, "a" => p + 1, "b" => q + 1, "round" => r, "ref" => refs.rematch()],
        ),
        Mistake::Colours(p, true) => text_with(
            l,
            "swiss-pairing-mistake-colours-absolute",
            &args!["option" => option, "player" => p + 1, "ref" => refs.colour_limits()],
        ),
        Mistake::Colours(p, false) => text_with(
            l,
            "swiss-pairing-mistake-colours",
            &args!["option" => option, "player" => p + 1, "colour_rules" => refs.colour_rules()],
        ),
        Mistake::IgnoresScores => text_with(
            l,
            "swiss-pairing-mistake-ignores-scores",
            &args!["option" => option, "ref" => refs.same_score()],
        ),
        Mistake::TopAgainstNext => text_with(
            l,
            "swiss-pairing-mistake-top-against-next",
            &args!["option" => option],
        ),
        Mistake::SecondBye(p) => text_with(
            l,
            "swiss-pairing-mistake-second-bye",
            &args!["option" => option, "player" => p + 1, "ref" => refs.second_bye()],
        ),
    }
}
