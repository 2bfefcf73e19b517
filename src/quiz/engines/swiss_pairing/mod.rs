//! Engine `swiss-pairing`: pair round 2 or round 3 of a small Dutch-system Swiss by hand.
//!
//! The event: 6–10 players numbered by rating, 5–9 rounds (so the asked round is never the
//! last and no topscorer rule applies), the initial colour drawn by lot, every game played and
//! the PAB worth a win. The event is paired by [`crate::rules::dutch`] under the rules in force
//! today ([`Edition::CURRENT`], from 1 February 2026), rounds before the asked one with random
//! results; the question names the edition and shows the results, and asks for the pairing of
//! the next round.
//!
//! The wrong options are real mistakes, each a complete pairing of the same players: a rematch,
//! one board with the colours reversed (against an absolute preference this breaks the ±2 or
//! three-in-a-row limit, otherwise the colour allocation rules), the players paired by rating
//! order as if the scores did not matter, each score group paired top against next, and the
//! PAB given to a player who already had one; they are built in `mistakes`, which also cites
//! the rule each breaks in the edition applied (C.04.1 b, d, e, f–g until 2026; C.04.1 (2),
//! (4), (5), (6)–(7) from 2026). The words are in `engine-swiss-pairing.ftl`.

use rand::Rng;
use rand::seq::SliceRandom;
use rand_chacha::ChaCha8Rng;

use super::{Draft, per_lang, rng};
use crate::args;
use crate::content::{Lang, Localized};
use crate::locales::{text, text_with};
use crate::quiz::Question;
use crate::rules::dutch::{BracketTrace, Edition, Event, Standing};
use crate::rules::swiss::{Colour, Pairing, Round};
use mistakes::{Mistake, Refs, colour_error, mistake_text, rematch, second_bye, top_against_next};

mod mistakes;

/// Topic id.
pub const TOPIC: &str = "swiss-pairing";

/// Half points as text: 0, ½, 1, 1½.
pub(crate) fn half(h: u32) -> String {
    match (h / 2, h % 2) {
        (0, 1) => "½".to_string(),
        (w, 1) => format!("{w}½"),
        (w, _) => w.to_string(),
    }
}

/// A generated scenario: the event before the asked round, the ratings, the rounds in total.
#[derive(Debug, Clone)]
pub struct Scenario {
    /// The event with the rounds already played.
    pub event: Event,
    /// Ratings by pairing number (descending).
    pub ratings: Vec<u32>,
    /// Rounds the event will have.
    pub total_rounds: usize,
}

/// Generate a scenario whose next round is 2 or 3.
pub fn scenario(rng: &mut ChaCha8Rng) -> Scenario {
    let players = rng.random_range(6..=10usize);
    let total_rounds = rng.random_range(5..=9usize).min(players - 1).max(5);
    let played = rng.random_range(1..=2usize);
    let initial = if rng.random_bool(0.5) {
        Colour::White
    } else {
        Colour::Black
    };
    let mut rating = rng.random_range(2050..=2450u32);
    let mut ratings = Vec::with_capacity(players);
    for _ in 0..players {
        ratings.push(rating);
        rating -= rng.random_range(5..=90u32);
    }
    let mut event = Event::new(players, initial);
    for _ in 0..played {
        let (p, _) = event
            .pair_next()
            .expect("early rounds of 6–10 players always pair");
        let boards = p
            .boards
            .iter()
            .map(|&(w, b)| {
                let r = if rng.random_bool(0.3) {
                    1
                } else {
                    let favourite_wins = rng.random_bool(0.7);
                    // The higher rating is the lower pairing number.
                    if favourite_wins == (w < b) { 2 } else { 0 }
                };
                (w, b, r)
            })
            .collect();
        event.rounds.push(Round {
            boards,
            bye: p.bye,
            absent: Vec::new(),
        });
    }
    Scenario {
        event,
        ratings,
        total_rounds,
    }
}

/// The question for `seed`.
pub fn question(seed: u64) -> Question {
    let mut rng = rng(seed);
    let s = scenario(&mut rng);
    question_for(seed, &s, &mut rng)
}

/// A pairing as text: "1-4, 7-2, 3-5, bye: 8" (White first).
fn pairing_text(p: &Pairing, l: Lang) -> String {
    let mut v: Vec<String> = p
        .boards
        .iter()
        .map(|(w, b)| format!("{}-{}", w + 1, b + 1))
        .collect();
    if let Some(b) = p.bye {
        v.push(text_with(l, "swiss-pairing-bye", &args!["player" => b + 1]));
    }
    v.join(", ")
}

/// The same boards and bye in any order and colours as given.
fn same_pairing(a: &Pairing, b: &Pairing) -> bool {
    // Boards compared with their colours; board order does not matter.
    let mut x = a.boards.clone();
    let mut y = b.boards.clone();
    x.sort_unstable();
    y.sort_unstable();
    x == y && a.bye == b.bye
}

/// The selector value naming a colour in the catalogue.
fn colour_key(c: Colour) -> &'static str {
    match c {
        Colour::White => "white",
        Colour::Black => "black",
    }
}

/// The results so far, one line per player in pairing-number order.
fn table_text(s: &Scenario, st: &Standing, l: Lang) -> String {
    let ev = &s.event;
    let mut lines = Vec::new();
    for p in 0..ev.players {
        let mut games = Vec::new();
        for (r, rd) in ev.rounds.iter().enumerate() {
            let r = r + 1;
            if rd.bye == Some(p) {
                games.push(text_with(l, "swiss-pairing-table-bye", &args!["round" => r]));
            }
            for &(w, b, wq) in &rd.boards {
                if w == p || b == p {
                    let (opp, colour, pts) = if w == p {
                        (b, Colour::White, wq)
                    } else {
                        (w, Colour::Black, 2 - wq)
                    };
                    games.push(text_with(
                        l,
                        "swiss-pairing-table-game",
                        &args![
                            "round" => r,
                            "colour" => colour_key(colour),
                            "opponent" => opp + 1,
                            "points" => half(pts),
                        ],
                    ));
                }
            }
        }
        lines.push(format!(
            "{} ({}) [{}]: {}",
            p + 1,
            s.ratings[p],
            half(st.score[p]),
            games.join("; ")
        ));
    }
    lines.join("\n")
}

/// One bracket of the working, in `l`.
fn bracket_text(t: &BracketTrace, refs: Refs, l: Lang) -> String {
    let list = |v: &[usize]| -> String {
        if v.is_empty() {
            "—".to_string()
        } else {
            v.iter()
                .map(|p| (p + 1).to_string())
                .collect::<Vec<_>>()
                .join(", ")
        }
    };
    let pairs = if t.pairs.is_empty() {
        "—".to_string()
    } else {
        t.pairs
            .iter()
            .map(|(a, b)| format!("{}–{}", a + 1, b + 1))
            .collect::<Vec<_>>()
            .join(", ")
    };
    let score = half(t.score);
    let mdps = list(&t.mdps);
    let residents = list(&t.residents);
    let (s1, s2, fl) = (list(&t.s1), list(&t.s2), list(&t.floaters));
    let moved = if t.mdps.is_empty() {
        String::new()
    } else {
        text_with(l, "swiss-pairing-moved", &args!["players" => mdps])
    };
    let way = if t.candidate == 0 { "first" } else { "altered" };
    let how = text_with(
        l,
        "swiss-pairing-how",
        &args!["way" => way, "exchanges" => refs.exchanges()],
    );
    let floats = if t.floaters.is_empty() {
        String::new()
    } else {
        text_with(l, "swiss-pairing-left-unpaired", &args!["players" => fl.clone()])
    };
    let collapsed = if t.collapsed {
        text(l, "swiss-pairing-collapsed")
    } else {
        String::new()
    };
    if t.pairs.is_empty() {
        return text_with(
            l,
            "swiss-pairing-bracket-unpaired",
            &args![
                "score" => score,
                "residents" => residents,
                "moved" => moved,
                "collapsed" => collapsed,
                "floaters" => fl,
            ],
        );
    }
    text_with(
        l,
        "swiss-pairing-bracket",
        &args![
            "score" => score,
            "residents" => residents,
            "moved" => moved,
            "collapsed" => collapsed,
            "s1" => s1,
            "s2" => s2,
            "how" => how,
            "pairs" => pairs,
            "unpaired" => floats,
        ],
    )
}

/// The question for a given scenario.
pub(crate) fn question_for(seed: u64, s: &Scenario, rng: &mut ChaCha8Rng) -> Question {
    let ev = &s.event;
    let st = ev.standing();
    let (correct, trace) = ev.pair_next().expect("early rounds of 6–10 players always pair");
    let round = ev.rounds.len() + 1;

    let mut wrong: Vec<(Pairing, Mistake)> = Vec::new();
    let push = |p: Pairing, m: Mistake, wrong: &mut Vec<(Pairing, Mistake)>| {
        if !same_pairing(&p, &correct) && !wrong.iter().any(|(q, _)| same_pairing(q, &p)) {
            wrong.push((p, m));
        }
    };
    let mut kinds: Vec<u8> = vec![0, 1, 2, 3, 4];
    kinds.shuffle(rng);
    for k in kinds {
        match k {
            0 => {
                if let Some((p, m)) = rematch(ev, &st, &correct) {
                    push(p, m, &mut wrong);
                }
            }
            1 => {
                let (p, m) = colour_error(&st, &correct);
                push(p, m, &mut wrong);
            }
            2 => {
                if let Some(p) = ev.pair_next_ignoring_scores() {
                    push(p, Mistake::IgnoresScores, &mut wrong);
                }
            }
            3 => {
                if let Some(p) = top_against_next(ev, &st) {
                    push(p, Mistake::TopAgainstNext, &mut wrong);
                }
            }
            _ => {
                if let Some((p, m)) = second_bye(ev, &st, &correct) {
                    push(p, m, &mut wrong);
                }
            }
        }
    }
    // Two families of options, so that the key is not the one the others are variations of:
    // the key with one board's colours reversed, and a wrong pairing with its own reversed twin.
    if let Some((x, mx)) = wrong
        .iter()
        .find(|(_, m)| !matches!(m, Mistake::Colours(..)))
        .cloned()
    {
        let (key_twin, key_twin_m) = colour_error(&st, &correct);
        let (x_twin, _) = colour_error(&st, &x);
        let family = [(key_twin, key_twin_m), (x, mx), (x_twin, mx)];
        let distinct = family.iter().enumerate().all(|(i, (p, _))| {
            !same_pairing(p, &correct) && family[..i].iter().all(|(q, _)| !same_pairing(p, q))
        });
        if distinct {
            wrong = family.to_vec();
        }
    }
    wrong.truncate(3);
    if wrong.len() < 2 {
        // Always available: reversed colours on another board.
        let mut boards = correct.boards.clone();
        let last = boards.len() - 1;
        boards[last] = (boards[last].1, boards[last].0);
        let denied = boards[last].1;
        push(
            Pairing {
                boards,
                bye: correct.bye,
            },
            Mistake::Colours(denied, false),
            &mut wrong,
        );
    }

    let players = ev.players;
    let total = s.total_rounds;
    let initial = colour_key(ev.initial);
    let refs = Refs::new(ev.edition);
    let stem = per_lang(|l| {
        let table = table_text(s, &st, l);
        let first = text_with(l, "swiss-pairing-initial", &args!["colour" => initial]);
        let rules = text_with(l, "swiss-pairing-edition", &args!["edition" => ev.edition.key()]);
        let intro = text_with(
            l,
            "swiss-pairing-intro",
            &args!["players" => players, "rounds" => total, "initial" => first, "rules" => rules],
        );
        let ask = text_with(l, "swiss-pairing-ask", &args!["round" => round]);
        format!("{intro}\n{table}\n{ask}")
    });

    let explanation = per_lang(|l| {
        let brackets: Vec<String> = trace.iter().map(|t| bracket_text(t, refs, l)).collect();
        let answer = pairing_text(&correct, l);
        let head = text(l, "swiss-pairing-method");
        let colours = text_with(
            l,
            "swiss-pairing-colours",
            &args!["colour_rules" => refs.colour_rules()],
        );
        let result = text_with(
            l,
            "swiss-pairing-result",
            &args!["round" => round, "pairing" => answer],
        );
        let mistakes: Vec<String> = wrong
            .iter()
            .map(|(p, m)| mistake_text(*m, &pairing_text(p, l), refs, l))
            .collect();
        format!(
            "{head}\n{}\n{colours}\n{result}\n{}",
            brackets.join("\n"),
            mistakes.join("\n")
        )
    });

    // The articles by their ids: the lettered rules until 2026; from 2026 the chapter, as the
    // knowledge base has no ids for the numbered rules.
    let old_rules = ev.edition == Edition::Until2026;
    let mut articles = vec!["C.04.3", if old_rules { "C.04.1-e" } else { "C.04.1" }];
    for (_, m) in &wrong {
        let a = match m {
            _ if !old_rules => "C.04.1",
            Mistake::Rematch(..) => "C.04.1-b",
            Mistake::Colours(_, true) => "C.04.1-f",
            Mistake::Colours(_, false) => "C.04.1-h",
            Mistake::IgnoresScores | Mistake::TopAgainstNext => "C.04.1-e",
            Mistake::SecondBye(_) => "C.04.1-d",
        };
        if !articles.contains(&a) {
            articles.push(a);
        }
    }
    let ruling = if correct.bye.is_some() && wrong.iter().any(|(_, m)| matches!(m, Mistake::SecondBye(_))) {
        "trn-swiss-pab-who-may-not-receive"
    } else if wrong.iter().any(|(_, m)| matches!(m, Mistake::Colours(_, true))) {
        "trn-swiss-colour-preference-absolute-strong-mild"
    } else if trace.iter().any(|t| !t.mdps.is_empty()) {
        "trn-swiss-score-groups-floating"
    } else {
        "trn-swiss-dutch-terms-brackets-floaters"
    };
    Draft {
        topic: TOPIC,
        seed,
        stem,
        correct: per_lang(|l| pairing_text(&correct, l)),
        wrong: wrong
            .iter()
            .map(|(p, _)| per_lang(|l| pairing_text(p, l)))
            .collect::<Vec<Localized<String>>>(),
        explanation,
        articles,
        ruling: Some(ruling),
        fen: None,
    }
    .finish(rng)
}

#[cfg(test)]
mod tests;
