//! Engine `rating`: FIDE standard rating arithmetic of B.02 (applied from 1 March 2024, with the
//! 8.3.1 amendment of 1 October 2025), computed by [`crate::rules::rating`] and asked about.
//!
//! Three questions: the rating change after an event (8.3.1–8.3.4: D with the 400-point rule,
//! PD from table 8.1.2, ΣΔR × K, rounded .5 away from zero), the K factor (8.3.3, with the cap
//! K × n ≤ 700) and a first rating (8.2.2–8.2.3 with 7.1.4: two hypothetical 1800 opponents
//! counted as draws, Ru = Ra + dp, at most 2200, at least 1400 to be published). First ratings
//! always come from 8 games, so the percentage is exact: the rounding of p for 8.2.3 is not in
//! the text. The words are in `engine-rating.ftl`.

use rand::Rng;
use rand_chacha::ChaCha8Rng;

use super::{Draft, numeric_wrong, per_lang, pick, rng, same_text};
use crate::args;
use crate::content::{Lang, Localized};
use crate::locales::{text, text_with};
use crate::quiz::Question;
pub use crate::rules::rating::{
    Game, Profile, dp, expected, expected_higher, first_rating, k_capped, rating_change, round_away,
};
use crate::rules::rating::{difference_capped, first_rating_parts};

/// Topic id.
pub const TOPIC: &str = "rating";

/// Offset that keeps signed values positive for [`numeric_wrong`].
const OFF: i64 = 100_000;

/// A signed change as text: +14, −3, 0.
fn signed(v: i64) -> String {
    match v {
        0 => "0".to_string(),
        v if v > 0 => format!("+{v}"),
        v => format!("−{}", -v),
    }
}

impl Profile {
    /// The selector value naming this profile in the catalogue.
    fn key(self) -> &'static str {
        match self {
            Profile::Newcomer => "newcomer",
            Profile::Junior => "junior",
            Profile::Adult => "adult",
            Profile::Reached2400 => "reached-2400",
        }
    }

    /// Who the player is, in `l`.
    fn text(self, l: Lang) -> String {
        text_with(l, "rt-profile", &args!["profile" => self.key()])
    }
}

/// What is asked.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Ask {
    /// The change after an event.
    Change {
        own: u32,
        profile: Profile,
        games: Vec<Game>,
    },
    /// The K factor in a period of `games` games.
    KFactor { profile: Profile, games: u32 },
    /// A first rating.
    First { opponents: Vec<u32>, half: u32 },
}

pub(crate) fn scenario(rng: &mut ChaCha8Rng) -> Ask {
    match rng.random_range(0..5) {
        0..=2 => {
            let profile = pick(
                rng,
                &[
                    Profile::Newcomer,
                    Profile::Junior,
                    Profile::Adult,
                    Profile::Reached2400,
                ],
            );
            let own = match profile {
                Profile::Newcomer => rng.random_range(1450..=2000u32),
                Profile::Junior => rng.random_range(1500..=2290u32),
                Profile::Adult => rng.random_range(1500..=2390u32),
                Profile::Reached2400 if rng.random_bool(0.3) => rng.random_range(2650..=2760u32),
                Profile::Reached2400 => rng.random_range(2330..=2600u32),
            };
            let n = rng.random_range(4..=7usize);
            let mut games = Vec::new();
            for _ in 0..n {
                let spread = if rng.random_bool(0.15) { 520 } else { 260 };
                let opp = (own as i64 + rng.random_range(-spread..=spread)).clamp(1400, 2850) as u32;
                let favourite = (opp < own) as u32;
                let half = if rng.random_bool(0.35) {
                    1
                } else if rng.random_bool(0.65) {
                    2 * favourite
                } else {
                    2 * (1 - favourite)
                };
                games.push(Game::Rated(opp, half));
            }
            if rng.random_bool(0.3) {
                let at = rng.random_range(0..=games.len());
                games.insert(at, Game::Unrated(pick(rng, &[0, 1, 2])));
            }
            if rng.random_bool(0.25) {
                let at = rng.random_range(0..=games.len());
                games.insert(at, Game::Bye);
            }
            Ask::Change { own, profile, games }
        }
        3 => Ask::KFactor {
            profile: pick(
                rng,
                &[
                    Profile::Newcomer,
                    Profile::Junior,
                    Profile::Adult,
                    Profile::Reached2400,
                ],
            ),
            games: pick(rng, &[6, 9, 12, 18, 20, 36, 40, 71, 75]),
        },
        _ => {
            let centre = rng.random_range(150..=200u32) * 10;
            let opponents: Vec<u32> = (0..8)
                .map(|_| (centre as i32 / 10 + rng.random_range(-25..=25)) as u32 * 10)
                .collect();
            let half = rng.random_range(1..=16u32);
            Ask::First { opponents, half }
        }
    }
}

/// The question for `seed`.
pub fn question(seed: u64) -> Question {
    let mut rng = rng(seed);
    let ask = scenario(&mut rng);
    question_for(seed, &ask, &mut rng)
}

fn half_text(h: u32) -> String {
    match (h / 2, h % 2) {
        (0, 1) => "½".to_string(),
        (w, 1) => format!("{w}½"),
        (w, _) => w.to_string(),
    }
}

/// Hundredths as a decimal in `l`, with the sign if `signed`: +0.71, −0,26, 1.00.
fn hundredths(v: i64, signed: bool, l: Lang) -> String {
    let sign = match (v < 0, signed) {
        (true, _) => "−",
        (false, true) => "+",
        (false, false) => "",
    };
    let cents = format!("{:02}", v.abs() % 100);
    text_with(
        l,
        "rt-hundredths",
        &args!["sign" => sign, "whole" => v.abs() / 100, "cents" => cents],
    )
}

pub(crate) fn question_for(seed: u64, ask: &Ask, rng: &mut ChaCha8Rng) -> Question {
    let (stem, correct, wrong, explanation, articles, ruling) = match ask {
        Ask::Change { own, profile, games } => change(*own, *profile, games, rng),
        Ask::KFactor { profile, games } => k_factor(*profile, *games, rng),
        Ask::First { opponents, half } => first(opponents, *half, rng),
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
    Localized<String>,
    Vec<Localized<String>>,
    Localized<String>,
    Vec<&'static str>,
    &'static str,
);

fn change(own: u32, profile: Profile, games: &[Game], rng: &mut ChaCha8Rng) -> Parts {
    let k = profile.k();
    let (sum, value) = rating_change(own, k, games);
    let cap = difference_capped(own);
    // Mistakes: the 400-point rule misapplied, the unrated game counted at .50, another K, the
    // result truncated, the opponent's column of the table read.
    let (sum_other_cap, _) = {
        let s: i64 = games
            .iter()
            .map(|g| match *g {
                Game::Rated(opp, half) => half as i64 * 50 - expected(own, opp, !cap) as i64,
                _ => 0,
            })
            .sum();
        (s, 0)
    };
    let unrated_too: i64 = sum
        + games
            .iter()
            .map(|g| match *g {
                Game::Unrated(half) => half as i64 * 50 - 50,
                _ => 0,
            })
            .sum::<i64>();
    let columns: i64 = games
        .iter()
        .map(|g| match *g {
            Game::Rated(opp, half) => half as i64 * 50 - (100 - expected(own, opp, cap) as i64),
            _ => 0,
        })
        .sum();
    let other_k = if k == 20 { 40 } else { 20 };
    let mistakes: Vec<i64> = vec![
        round_away(sum_other_cap * k as i64),
        round_away(unrated_too * k as i64),
        round_away(sum * other_k as i64),
        sum * k as i64 / 100,
        round_away(columns * k as i64),
        round_away(sum * 10),
    ];
    let m: Vec<u32> = mistakes.iter().map(|&v| (v + OFF) as u32).collect();
    // Within ±110, the range the answers cover (see the test), and near the key.
    let lo = (value - 60).clamp(-110, 110);
    let hi = (value + 60).clamp(-110, 110);
    let wrong: Vec<Localized<String>> = numeric_wrong(
        rng,
        (value + OFF) as u32,
        &m,
        1,
        (lo + OFF) as u32,
        (hi + OFF) as u32,
    )
    .into_iter()
    .map(|v| same_text(signed(v as i64 - OFF)))
    .collect();

    let games_text = |l: Lang| -> String {
        let list: Vec<String> = games
            .iter()
            .enumerate()
            .map(|(i, g)| {
                let round = i + 1;
                match *g {
                    Game::Rated(o, h) => text_with(
                        l,
                        "rt-game-rated",
                        &args!["round" => round, "rating" => o, "score" => half_text(h)],
                    ),
                    Game::Unrated(h) => text_with(
                        l,
                        "rt-game-unrated",
                        &args!["round" => round, "score" => half_text(h)],
                    ),
                    Game::Bye => text_with(l, "rt-game-bye", &args!["round" => round]),
                }
            })
            .collect();
        list.join("; ")
    };
    let stem = per_lang(|l| {
        text_with(
            l,
            "rt-ask-change",
            &args!["own" => own, "player" => profile.text(l), "rounds" => games_text(l)],
        )
    });
    let explanation = per_lang(|l| {
        let rows: Vec<String> = games
            .iter()
            .filter_map(|g| match *g {
                Game::Rated(opp, half) => {
                    let d = own.abs_diff(opp);
                    let used = if cap { d.min(400) } else { d };
                    let pd = expected(own, opp, cap);
                    let dd = if used != d {
                        format!("{d}→{used}")
                    } else {
                        d.to_string()
                    };
                    let delta = half as i64 * 50 - pd as i64;
                    let pd_text = hundredths(pd as i64, false, l);
                    Some(format!(
                        "{opp}: D {dd}, PD {pd_text}, {} − {pd_text} = {}",
                        half_text(half),
                        hundredths(delta, true, l)
                    ))
                }
                _ => None,
            })
            .collect();
        let total = hundredths(sum, true, l);
        let body = text_with(
            l,
            "rt-explain-change",
            &args![
                "cap" => text(l, if cap { "rt-cap-400" } else { "rt-cap-2650" }),
                "games" => rows.join("; "),
                "total" => total,
                "k" => k,
                "raw" => hundredths(sum * k as i64, false, l),
                "change" => signed(value),
            ],
        );
        if games.iter().any(|g| !matches!(g, Game::Rated(..))) {
            format!("{} {body}", text(l, "rt-skip-unrated"))
        } else {
            body
        }
    });
    let capped = games
        .iter()
        .any(|g| matches!(g, Game::Rated(o, _) if own.abs_diff(*o) > 400));
    let ruling = if capped {
        "rt-400-point-rule-2650"
    } else {
        "rt-rating-change-worked-example"
    };
    (
        stem,
        same_text(signed(value)),
        wrong,
        explanation,
        vec![
            "B.02-8.3.1",
            "B.02-8.1.2",
            "B.02-8.3.2",
            "B.02-8.3.3",
            "B.02-8.3.4",
        ],
        ruling,
    )
}

/// Every K a question can have as its answer.
const K_VALUES: [u32; 8] = [40, 38, 35, 20, 19, 17, 10, 9];

fn k_factor(profile: Profile, games: u32, rng: &mut ChaCha8Rng) -> Parts {
    let base = profile.k();
    let k = k_capped(base, games);
    let mut candidates: Vec<u32> = vec![base];
    candidates.extend([40, 20, 10].iter().map(|&b| k_capped(b, games)));
    candidates.extend([40, 20, 10]);
    let mut wrong: Vec<u32> = Vec::new();
    for c in candidates {
        if c != k && K_VALUES.contains(&c) && !wrong.contains(&c) {
            wrong.push(c);
        }
    }
    // 9 (10 cut by the 700 cap) is the only one-digit K: offered only when it was the key, it
    // was the shortest option and the key every time (23 of 108 questions). It is offered in
    // every question, as the trap of the cap misapplied next to 10 and as one more K elsewhere.
    if k != 9 && !wrong.contains(&9) {
        wrong.truncate(2);
        wrong.push(9);
    }
    // Shuffle the mistakes so the order carries nothing.
    let mut extra: Vec<u32> = K_VALUES
        .iter()
        .copied()
        .filter(|v| *v != k && !wrong.contains(v))
        .collect();
    while wrong.len() < 3 && !extra.is_empty() {
        let i = rng.random_range(0..extra.len());
        wrong.push(extra.remove(i));
    }
    let stem = per_lang(|l| {
        text_with(
            l,
            "rt-ask-k",
            &args!["player" => profile.text(l), "games" => games],
        )
    });
    let product = base * games;
    let explanation = per_lang(|l| {
        let reason = text_with(l, "rt-k-reason", &args!["profile" => profile.key()]);
        let cap = text_with(
            l,
            if product > 700 { "rt-k-capped" } else { "rt-k-kept" },
            &args!["base" => base, "games" => games, "product" => product, "k" => k],
        );
        text_with(l, "rt-explain-k", &args!["reason" => reason, "cap" => cap])
    });
    let ruling = match profile {
        _ if base * games > 700 => "rt-k-factor-games-cap-700",
        Profile::Junior => "rt-junior-k40",
        _ => "rt-k-factor-games-cap-700",
    };
    (
        stem,
        same_text(k.to_string()),
        wrong
            .into_iter()
            .take(3)
            .map(|v| same_text(v.to_string()))
            .collect(),
        explanation,
        vec!["B.02-8.3.3"],
        ruling,
    )
}

fn no_rating() -> Localized<String> {
    per_lang(|l| text(l, "rt-no-rating"))
}

fn first(opponents: &[u32], half: u32, rng: &mut ChaCha8Rng) -> Parts {
    let (ra, pct) = first_rating_parts(opponents, half);
    let formula = ra as i32 + dp(pct);
    let answer = first_rating(opponents, half);
    let sum: u32 = opponents.iter().sum();
    let n = opponents.len() as u32;
    // Mistakes: the 2022 rule (real opponents only, +20 per half point above 50 %), the two
    // hypothetical games left out of the score, the 2200 cap forgotten, the 1400 floor forgotten.
    let ra_real = (sum + n / 2) / n;
    let real_pct = (half * 50 + n / 2) / n;
    let old = if real_pct > 50 {
        ra_real as i32 + 20 * (half as i32 - n as i32)
    } else {
        ra_real as i32 + dp(real_pct)
    };
    let no_draws = ra as i32 + dp(half * 50 / (n + 2));
    let mut m: Vec<u32> = [old, no_draws, formula, ra_real as i32 + dp(pct)]
        .iter()
        .map(|&v| v.max(0) as u32)
        .collect();
    m.retain(|&v| (1400..=2200).contains(&v) || v == formula.max(0) as u32);
    let key_value = answer.unwrap_or(1399);
    let wrong_values = numeric_wrong(rng, key_value, &m, 1, 1399.min(key_value), 2200.max(key_value));
    let show = |v: u32| {
        if v < 1400 {
            no_rating()
        } else {
            same_text(v.to_string())
        }
    };
    let correct = answer.map_or_else(no_rating, |v| same_text(v.to_string()));
    let list: Vec<String> = opponents.iter().map(|o| o.to_string()).collect();
    let list = list.join(", ");
    let score = half_text(half);
    let stem = per_lang(|l| {
        text_with(
            l,
            "rt-ask-first",
            &args!["opponents" => list.clone(), "score" => score.clone()],
        )
    });
    let total = sum + 3600;
    let with_draws = half_text(half + 2);
    let d = dp(pct);
    let dp_text = if d < 0 {
        format!("−{}", -d)
    } else {
        format!("+{d}")
    };
    let explanation = per_lang(|l| {
        let outcome = match answer {
            Some(2200) if formula > 2200 => text_with(l, "rt-first-capped", &args!["formula" => formula]),
            Some(v) => v.to_string(),
            None => text_with(l, "rt-first-none", &args!["formula" => formula]),
        };
        text_with(
            l,
            "rt-explain-first",
            &args![
                "sum" => sum,
                "total" => total,
                "ra" => ra,
                "score" => with_draws.clone(),
                "pct" => pct,
                "dp" => dp_text.clone(),
                "outcome" => outcome,
            ],
        )
    });
    // "No rating is published" is offered in every question, not only when it is the key (or a
    // mistake falls below 1400): offered only then, the one option in words was the key in every
    // question that showed it.
    let mut wrong: Vec<Localized<String>> = wrong_values.into_iter().map(show).collect();
    if answer.is_some() && !wrong.iter().any(|w| w.en == no_rating().en) {
        wrong.pop();
        wrong.push(no_rating());
    }
    (
        stem,
        correct,
        wrong,
        explanation,
        vec!["B.02-8.2.2", "B.02-8.2.3", "B.02-8.1.1", "B.02-7.1.4"],
        "rt-first-rating-worked-example",
    )
}

#[cfg(test)]
mod tests;
