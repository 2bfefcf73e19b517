//! Engine `round-robin`: who plays whom, with which colour, in round N of a round robin paired
//! by the Berger tables. The tables come from `rules::berger` (C.05 Annex 1), the words from
//! `engine-round-robin.ftl`; the tests check the tables against the ones printed in
//! `content/pairing/pr-berger-*.md`.

use rand::Rng;
use rand_chacha::ChaCha8Rng;

use super::{Draft, per_lang, rng};
use crate::args;
use crate::content::Localized;
use crate::locales::{localized, text_with};
use crate::quiz::Question;

pub use crate::rules::berger::{Slot, berger_table, slot, table_size};

/// Topic id.
pub const TOPIC: &str = "round-robin";

/// The round as printed: "3-8, 4-2, 5-1, 6-7".
fn round_text(n: usize, r: usize) -> String {
    berger_table(n)[r - 1]
        .iter()
        .map(|(w, b)| format!("{w}-{b}"))
        .collect::<Vec<_>>()
        .join(", ")
}

/// The selector value naming a colour in the catalogue.
fn colour_key(white: bool) -> &'static str {
    if white { "white" } else { "black" }
}

fn slot_text(s: Slot) -> Localized<String> {
    match s {
        Slot::Game { opponent, white } => localized(
            "round-robin-game",
            &args!["opponent" => opponent, "colour" => colour_key(white)],
        ),
        Slot::Bye => localized("round-robin-bye", &args![]),
    }
}

/// The three wrong slots shown beside `answer`, taken from the mistakes `wrong` (most instructive
/// first) so that the colours do not point at the key. "White" and "Black" differ in length in
/// every language but English, so the option with the colour no other option has is the shortest
/// or the longest: with the colours two and two (an even field) no option stands out, and in an
/// odd field, where the bye takes a place, the key has the colour of one other option three times
/// in four and a colour of its own once (as any of the three would by chance, less the bye).
fn shown(answer: Slot, wrong: Vec<Slot>, rng: &mut ChaCha8Rng) -> Vec<Slot> {
    let Slot::Game { white, .. } = answer else {
        return wrong;
    };
    let mut wrong: Vec<Slot> = wrong.into_iter().fold(Vec::new(), |mut v, s| {
        if !v.contains(&s) {
            v.push(s);
        }
        v
    });
    let colour = |s: &Slot| match s {
        Slot::Game { white, .. } => Some(*white),
        Slot::Bye => None,
    };
    let mut out: Vec<Slot> = Vec::new();
    // The first mistake (the colours read the wrong way round) and the bye, when offered.
    for s in wrong.clone() {
        if out.len() < 2 && (colour(&s) == Some(!white) || s == Slot::Bye) && !out.contains(&s) {
            out.push(s);
        }
    }
    let bye = out.contains(&Slot::Bye);
    wrong.retain(|s| !out.contains(s));
    // The colours still wanted: an even field shows two of each; an odd field one more game.
    let wanted: Vec<bool> = if bye {
        vec![if rng.random_bool(0.75) { white } else { !white }]
    } else {
        let mut need = vec![white, !white, white];
        for s in &out {
            if let Some(pos) = colour(s).and_then(|c| need.iter().position(|&n| n == c)) {
                need.remove(pos);
            }
        }
        need
    };
    for c in wanted {
        if out.len() == 3 {
            break;
        }
        if let Some(i) = wrong.iter().position(|s| colour(s) == Some(c)) {
            out.push(wrong.remove(i));
        }
    }
    // Whatever is missing, in the order of the mistakes.
    out.extend(wrong.into_iter().take(3 - out.len().min(3)));
    out
}

/// The question for `seed`.
pub fn question(seed: u64) -> Question {
    let mut rng = rng(seed);
    let players = rng.random_range(3..=10usize);
    let n = table_size(players);
    let p = rng.random_range(1..=players);
    let r = rng.random_range(1..n);
    question_for(seed, players, p, r, &mut rng)
}

/// The question about player `p` in round `r` of a field of `players`.
pub(crate) fn question_for(seed: u64, players: usize, p: usize, r: usize, rng: &mut ChaCha8Rng) -> Question {
    let n = table_size(players);
    let rounds = n - 1;
    let answer = slot(players, p, r);
    // Real mistakes: the colours read the wrong way round, the neighbouring round read instead,
    // the odd field's dummy taken for a player (or the bye forgotten), the table of the wrong size.
    let mut wrong = Vec::new();
    let flipped = |s: Slot| match s {
        Slot::Game { opponent, white } => Slot::Game {
            opponent,
            white: !white,
        },
        Slot::Bye => Slot::Bye,
    };
    wrong.push(flipped(answer));
    let neighbour = if r < rounds { r + 1 } else { r - 1 };
    let other_round = slot(players, p, neighbour);
    let before = if r > 1 { r - 1 } else { rounds };
    let earlier = slot(players, p, before);
    if answer == Slot::Bye {
        // Meets the dummy: taking the dummy's game for a real one would need a player n.
        wrong.push(other_round);
        wrong.push(flipped(other_round));
        wrong.push(earlier);
        wrong.push(flipped(earlier));
    } else {
        // The table of the even number below or above, read for the same player and round.
        let other_size = if players.is_multiple_of(2) {
            players + 1
        } else {
            players - 1
        };
        if other_size >= 3 && p <= other_size && r < table_size(other_size) {
            let s = slot(other_size, p, r);
            if !matches!(s, Slot::Game { opponent, .. } if opponent > players) {
                wrong.push(s);
            }
        }
        wrong.push(other_round);
        wrong.push(flipped(other_round));
        wrong.push(earlier);
        wrong.push(flipped(earlier));
    }
    // The dummy's partner has no game: offer it as a mistake in odd fields.
    if !players.is_multiple_of(2) && answer != Slot::Bye {
        wrong.insert(1, Slot::Bye);
    }
    wrong.retain(|&s| s != answer);
    wrong.dedup();
    let wrong = shown(answer, wrong, rng);

    let odd = !players.is_multiple_of(2);
    let stem = per_lang(|l| {
        text_with(
            l,
            "round-robin-stem",
            &args![
                "players" => players,
                "odd" => if odd { "yes" } else { "no" },
                "n" => n,
                "p" => p,
                "r" => r,
            ],
        )
    });
    let line = round_text(n, r);
    let explanation = per_lang(|l| {
        let head = text_with(
            l,
            "round-robin-explanation",
            &args!["r" => r, "n" => n, "line" => line.clone()],
        );
        let tail = match answer {
            Slot::Bye => text_with(l, "round-robin-explanation-bye", &args!["dummy" => n, "p" => p]),
            Slot::Game { opponent, white } => text_with(
                l,
                "round-robin-explanation-game",
                &args!["p" => p, "colour" => colour_key(white), "opponent" => opponent],
            ),
        };
        format!("{head} {tail}")
    });
    let ruling = match n {
        4 => "pr-berger-table-4-players",
        6 => "pr-berger-table-6-players",
        8 => "pr-berger-table-8-players",
        10 => "pr-berger-table-10-players",
        _ => "pr-berger-rotation-rule-any-size",
    };
    let ruling = if odd {
        "pr-round-robin-odd-players-who-rests"
    } else {
        ruling
    };
    Draft {
        topic: TOPIC,
        seed,
        stem,
        correct: slot_text(answer),
        wrong: wrong.into_iter().map(slot_text).collect(),
        explanation,
        articles: vec!["C.05-a.1"],
        ruling: Some(ruling),
        fen: None,
    }
    .finish(rng)
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashSet;

    /// The printed table of `content/pairing/pr-berger-table-{n}-players.md`: rows "| r | a-b | … |".
    fn printed(n: usize) -> Vec<Vec<(usize, usize)>> {
        let path = format!(
            "{}/content/pairing/pr-berger-table-{n}-players.md",
            env!("CARGO_MANIFEST_DIR")
        );
        let text = std::fs::read_to_string(path).expect("Berger ruling readable");
        text.lines()
            .filter_map(|line| {
                let cells: Vec<&str> = line.trim().trim_matches('|').split('|').map(str::trim).collect();
                cells.first()?.parse::<usize>().ok()?;
                let pairs: Option<Vec<(usize, usize)>> = cells[1..]
                    .iter()
                    .map(|c| {
                        let (a, b) = c.split_once('-')?;
                        Some((a.parse().ok()?, b.parse().ok()?))
                    })
                    .collect();
                pairs.filter(|p| !p.is_empty())
            })
            .collect()
    }

    #[test]
    fn tables_match_the_knowledge_base() {
        for n in [4, 6, 8, 10] {
            let table = printed(n);
            assert_eq!(table.len(), n - 1, "{n}-player table parsed");
            assert_eq!(berger_table(n), table, "{n} players");
        }
    }

    /// The ruling pr-berger-table-8-players: player 6 has White against 7 in round 5, and the
    /// explanation prints the round as the table does. (The slots of the rulings' examples are
    /// checked against the published tables in `rules::berger`.)
    #[test]
    fn the_ruling_examples() {
        let q = question_for(3, 8, 6, 5, &mut rng(3));
        assert_eq!(q.options[q.correct].en, "Player 7, with White");
        assert!(q.explanation.en.contains("3-8, 4-2, 5-1, 6-7"));
    }

    #[test]
    fn every_option_is_the_answer_somewhere() {
        let mut keys = HashSet::new();
        let mut shown = HashSet::new();
        for seed in 0..2000 {
            let q = question(seed);
            keys.insert(q.options[q.correct].en.clone());
            shown.extend(q.options.iter().map(|o| o.en.clone()));
        }
        let never: Vec<_> = shown.difference(&keys).collect();
        assert!(never.is_empty(), "never correct: {never:?}");
    }
}
