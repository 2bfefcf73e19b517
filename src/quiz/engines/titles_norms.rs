//! Engine `titles-norms`: the arithmetic of a GM or IM norm under B.01 (effective 1 January 2024)
//! as in the knowledge base's rulings. The rules (floor, Ra, percentage, dp, Rp, minimums, nine
//! games) come from `rules::titles`, the words from `engine-titles-norms.ftl`. The opponent-mix
//! rules (titles, federations: 1.4.3–1.4.5) are stated as met and not tested.

use rand::Rng;
use rand_chacha::ChaCha8Rng;

use super::{Draft, numeric_wrong, per_lang, pick, rng, same_text};
use crate::args;
use crate::content::{Lang, Localized};
use crate::locales::{localized, text, text_with};
use crate::quiz::Question;
use crate::rules::titles::{MIN_GAMES, Shortfall, best_norm, dp, shortfalls};

pub use crate::rules::titles::{Title, adjusted, average, is_norm, percentage, performance};

/// Topic id.
pub const TOPIC: &str = "titles-norms";

impl Title {
    /// The title's abbreviation in the working ("GM", "IM"), the same in every language.
    fn code(self) -> &'static str {
        match self {
            Title::Gm => "GM",
            Title::Im => "IM",
        }
    }

    /// The selector value naming this title in the catalogue.
    fn key(self) -> &'static str {
        match self {
            Title::Gm => "gm",
            Title::Im => "im",
        }
    }
}

/// What is asked.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Ask {
    /// Ra for the norm of `title`.
    Average(Title),
    /// Rp for the norm of `title`.
    Performance(Title),
    /// Which norm, if any.
    Verdict,
}

/// A generated event: the opponents (in round order), the score in half points.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Event {
    pub opponents: Vec<u32>,
    pub half: u32,
}

pub(crate) fn scenario(rng: &mut ChaCha8Rng) -> (Event, Ask) {
    let ask = match rng.random_range(0..5) {
        0 => Ask::Average(pick(rng, &[Title::Gm, Title::Im])),
        1 | 2 => Ask::Performance(pick(rng, &[Title::Gm, Title::Im])),
        _ => Ask::Verdict,
    };
    if ask != Ask::Verdict {
        let n = if rng.random_bool(0.1) { 8 } else { 9 };
        return (event(rng, n, 2280, 15), ask);
    }
    // The verdict first, each of the four a quarter of the time: the options are the same four
    // texts in every question, so a verdict asked more often would make its text a cue ("No
    // norm", the shortest option, was the key half of the time). Then a nine-game event that
    // gives it, from a field that may be too weak for the average (Ra) an IM norm needs.
    let want = pick(rng, &Verdict::ALL);
    loop {
        let ev = event(rng, 9, 2180, 16);
        if Verdict::of(&ev) == Some(want) {
            return (ev, ask);
        }
    }
}

/// An event of `n` games around a centre drawn from `lowest..=2480`, scored at most `most` half
/// points (and never a full score).
fn event(rng: &mut ChaCha8Rng, n: usize, lowest: i32, most: u32) -> Event {
    let centre = rng.random_range(lowest..=2480i32);
    let mut opponents: Vec<u32> = (0..n)
        .map(|_| (centre + rng.random_range(-140..=140)).clamp(2100, 2650) as u32 / 5 * 5)
        .collect();
    // Often one (sometimes two) weak opponents, so that the floor matters.
    if rng.random_bool(0.6) {
        let i = rng.random_range(0..n);
        opponents[i] = rng.random_range(1850..=2190u32) / 5 * 5;
        if rng.random_bool(0.3) {
            let j = (i + 1 + rng.random_range(0..n - 1)) % n;
            opponents[j] = rng.random_range(1900..=2190u32) / 5 * 5;
        }
    }
    let half = rng.random_range(8..=most).min(2 * n as u32 - 1);
    Event { opponents, half }
}

/// The answer to "which norm?": a GM norm, an IM norm only, or no norm for one reason (the
/// requirement the IM norm misses: the performance, or the opponents' average alone).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Verdict {
    Gm,
    Im,
    LowPerformance,
    LowAverage,
}

impl Verdict {
    const ALL: [Verdict; 4] = [
        Verdict::Gm,
        Verdict::Im,
        Verdict::LowPerformance,
        Verdict::LowAverage,
    ];

    /// The verdict on `ev`; `None` when no norm is missed for more than one reason (or for
    /// another one), which the options could not tell apart.
    pub(crate) fn of(ev: &Event) -> Option<Verdict> {
        match best_norm(&ev.opponents, ev.half) {
            Some(Title::Gm) => Some(Verdict::Gm),
            Some(Title::Im) => Some(Verdict::Im),
            None => match shortfalls(&ev.opponents, ev.half, Title::Im)[..] {
                [Shortfall::Performance] => Some(Verdict::LowPerformance),
                [Shortfall::Average] => Some(Verdict::LowAverage),
                _ => None,
            },
        }
    }

    /// The selector value naming this verdict in the catalogue.
    fn key(self) -> &'static str {
        match self {
            Verdict::Gm => "gm",
            Verdict::Im => "im",
            Verdict::LowPerformance => "none-rp",
            Verdict::LowAverage => "none-ra",
        }
    }
}

/// The question for `seed`.
pub fn question(seed: u64) -> Question {
    let mut rng = rng(seed);
    let (ev, ask) = scenario(&mut rng);
    question_for(seed, &ev, &ask, &mut rng)
}

fn half_text(h: u32) -> String {
    match (h / 2, h % 2) {
        (0, 1) => "½".to_string(),
        (w, 1) => format!("{w}½"),
        (w, _) => w.to_string(),
    }
}

fn verdict_text(v: Verdict) -> Localized<String> {
    localized("titles-norms-verdict", &args!["verdict" => v.key()])
}

pub(crate) fn question_for(seed: u64, ev: &Event, ask: &Ask, rng: &mut ChaCha8Rng) -> Question {
    let n = ev.opponents.len() as u32;
    let list: Vec<String> = ev.opponents.iter().map(|r| r.to_string()).collect();
    let list = list.join(", ");
    let score = half_text(ev.half);
    let setting = per_lang(|l| {
        text_with(
            l,
            "titles-norms-setting",
            &args!["n" => n, "list" => list.clone(), "score" => score.clone()],
        )
    });
    let title_name = |t: Title, l: Lang| text_with(l, "titles-norms-title", &args!["title" => t.key()]);
    let question_line = per_lang(|l| match ask {
        Ask::Average(t) => text_with(l, "titles-norms-ask-average", &args!["name" => title_name(*t, l)]),
        Ask::Performance(t) => text_with(
            l,
            "titles-norms-ask-performance",
            &args!["name" => title_name(*t, l)],
        ),
        Ask::Verdict => text(l, "titles-norms-ask-verdict"),
    });
    let stem = per_lang(|l| format!("{} {}", setting.get(l), question_line.get(l)));

    // The working for one title, in `l`.
    let working = |t: Title, l: Lang| -> String {
        let adj = adjusted(&ev.opponents, t);
        let raised = ev
            .opponents
            .iter()
            .zip(&adj)
            .find(|(a, b)| a != b)
            .map(|(a, _)| *a);
        let total: u32 = adj.iter().sum();
        let ra = average(&ev.opponents, t);
        let pct = percentage(ev.half, n);
        let d = dp(pct);
        let rp = performance(&ev.opponents, ev.half, t);
        let floor = t.floor();
        let code = t.code();
        let raised_text = match raised {
            Some(r) => text_with(
                l,
                "titles-norms-raised",
                &args!["rating" => r, "code" => code, "floor" => floor],
            ),
            None => text_with(
                l,
                "titles-norms-none-below",
                &args!["code" => code, "floor" => floor],
            ),
        };
        let dp_text = if d < 0 {
            format!("−{}", -d)
        } else {
            d.to_string()
        };
        let plus = if d < 0 {
            format!("− {}", -d)
        } else {
            format!("+ {d}")
        };
        text_with(
            l,
            "titles-norms-working",
            &args![
                "code" => code,
                "raised" => raised_text,
                "total" => total,
                "n" => n,
                "ra" => ra,
                "score" => score.clone(),
                "pct" => pct,
                "dp" => dp_text,
                "plus" => plus,
                "rp" => rp,
                "min-rp" => t.min_rp(),
                "min-ra" => t.min_ra(),
            ],
        )
    };
    let games_note = |l: Lang| -> String {
        if n >= MIN_GAMES {
            return String::new();
        }
        format!(" {}", text_with(l, "titles-norms-games-note", &args!["n" => n]))
    };

    let (correct, wrong, explanation, articles, ruling) = match ask {
        Ask::Average(t) | Ask::Performance(t) => {
            let t = *t;
            let other = if t == Title::Gm { Title::Im } else { Title::Gm };
            let sum_raw: u32 = ev.opponents.iter().sum();
            let raw_ra = (2 * sum_raw + n) / (2 * n);
            let all_raised: Vec<u32> = ev.opponents.iter().map(|&r| r.max(t.floor())).collect();
            let all_ra = (2 * all_raised.iter().sum::<u32>() + n) / (2 * n);
            let adj_total: u32 = adjusted(&ev.opponents, t).iter().sum();
            let truncated = adj_total / n;
            let ra = average(&ev.opponents, t);
            let pct = percentage(ev.half, n);
            let trunc_pct = 100 * ev.half / (2 * n);
            let (value, mistakes): (u32, Vec<u32>) = if matches!(ask, Ask::Average(_)) {
                (ra, vec![raw_ra, all_ra, average(&ev.opponents, other), truncated])
            } else {
                let rp = performance(&ev.opponents, ev.half, t);
                (
                    rp as u32,
                    vec![
                        (raw_ra as i32 + dp(pct)) as u32,
                        (ra as i32 + dp(trunc_pct)) as u32,
                        performance(&ev.opponents, ev.half, other) as u32,
                        (all_ra as i32 + dp(pct)) as u32,
                    ],
                )
            };
            // Near the key and inside the range the answers of this kind cover (see the tests).
            let (blo, bhi) = if matches!(ask, Ask::Average(_)) {
                (2230, 2490)
            } else {
                (2240, 2750)
            };
            let (lo, hi) = (
                (value.saturating_sub(60)).clamp(blo, bhi),
                (value + 60).clamp(blo, bhi),
            );
            let wrong = numeric_wrong(rng, value, &mistakes, 1, lo, hi);
            let explanation = per_lang(|l| {
                let head = working(t, l);
                let avoid = text_with(l, "titles-norms-avoid", &args!["raw" => raw_ra]);
                format!("{head}. {avoid}")
            });
            (
                same_text(value.to_string()),
                wrong
                    .into_iter()
                    .map(|v| same_text(v.to_string()))
                    .collect::<Vec<_>>(),
                explanation,
                vec!["B.01-1.4.6", "B.01-1.4.7", "B.01-1.4.8", "B.01-1.4.9"],
                if ev.opponents.iter().any(|&r| r < t.floor()) {
                    "rt-norm-floor-adjustment-decides"
                } else {
                    "rt-norm-gm-success-worked"
                },
            )
        }
        Ask::Verdict => {
            let v = Verdict::of(ev).expect("verdict questions are drawn with a single verdict");
            let wrong: Vec<Localized<String>> = Verdict::ALL
                .into_iter()
                .filter(|&x| x != v)
                .map(verdict_text)
                .collect();
            let explanation = per_lang(|l| {
                format!(
                    "{}. {}.{}",
                    working(Title::Gm, l),
                    working(Title::Im, l),
                    games_note(l)
                )
            });
            let mut articles = vec![
                "B.01-1.4.1",
                "B.01-1.4.6",
                "B.01-1.4.7",
                "B.01-1.4.8",
                "B.01-1.4.9",
            ];
            articles.dedup();
            (
                verdict_text(v),
                wrong,
                explanation,
                articles,
                "rt-gm-im-title-norms-and-rating",
            )
        }
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

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::{HashMap, HashSet};

    /// `rt-norm-floor-adjustment-decides`: 7/9 with a 1950 raised to the GM floor is a GM
    /// norm, and the question says so. (The arithmetic of this case and of
    /// `rt-norm-gm-success-worked` is tested in `rules::titles`.)
    #[test]
    fn knowledge_base_floor_adjustment() {
        let opps = [2500, 2470, 2450, 2430, 2410, 2390, 2370, 2300, 1950];
        assert!(is_norm(&opps, 14, Title::Gm));
        let q = question_for(
            1,
            &Event {
                opponents: opps.to_vec(),
                half: 14,
            },
            &Ask::Verdict,
            &mut rng(1),
        );
        assert_eq!(q.options[q.correct].en, "A GM norm (an IM norm as well)");
    }

    /// An independent formulation: Ra and Rp from the definition with exact fractions, the
    /// adjustment applied by sorting, the percentage by the rounding rule.
    #[test]
    fn matches_a_recomputation_from_the_definition() {
        for seed in 0..2000 {
            let (ev, _) = scenario(&mut rng(seed));
            for t in [Title::Gm, Title::Im] {
                let mut v = ev.opponents.clone();
                v.sort_unstable();
                if v[0] < t.floor() {
                    v[0] = t.floor();
                }
                let n = v.len() as f64;
                let ra = (v.iter().sum::<u32>() as f64 / n + 0.5).floor() as i32;
                let pct = (ev.half as f64 * 50.0 / n + 0.5 + 1e-9).floor() as u32;
                assert_eq!(average(&ev.opponents, t) as i32, ra, "seed {seed}");
                assert_eq!(
                    performance(&ev.opponents, ev.half, t),
                    ra + dp(pct),
                    "seed {seed}"
                );
            }
        }
    }

    #[test]
    fn every_option_is_a_possible_answer() {
        let mut keys: HashMap<&str, HashSet<String>> = HashMap::new();
        let mut shown: HashMap<&str, HashSet<String>> = HashMap::new();
        let mut ranges: HashMap<&str, (u32, u32)> = HashMap::new();
        let mut ranks = [0usize; 4];
        let mut verdicts: HashMap<String, usize> = HashMap::new();
        for seed in 0..3000 {
            let q = question(seed);
            let kind = if q.stem.en.contains("(Ra)") {
                "Ra"
            } else if q.stem.en.contains("(Rp)") {
                "Rp"
            } else {
                "verdict"
            };
            let key = q.options[q.correct].en.clone();
            if kind != "verdict" {
                let k: u32 = key.parse().unwrap();
                let r = ranges.entry(kind).or_insert((u32::MAX, 0));
                *r = (r.0.min(k), r.1.max(k));
                ranks[q
                    .options
                    .iter()
                    .filter(|o| o.en.parse::<u32>().unwrap() < k)
                    .count()] += 1;
            }
            if kind == "verdict" {
                *verdicts.entry(key.clone()).or_default() += 1;
            }
            keys.entry(kind).or_default().insert(key);
            shown
                .entry(kind)
                .or_default()
                .extend(q.options.iter().map(|o| o.en.clone()));
        }
        assert_eq!(
            keys["verdict"], shown["verdict"],
            "every verdict is an answer somewhere"
        );
        // GM, IM, and no norm for the performance or for the average alone.
        assert_eq!(keys["verdict"].len(), 4);
        for (verdict, n) in &verdicts {
            let share = *n as f64 / verdicts.values().sum::<usize>() as f64;
            assert!(
                (0.2..=0.3).contains(&share),
                "{verdict} is the key {share:.2} of the time"
            );
        }
        for kind in ["Ra", "Rp"] {
            let range = ranges[kind];
            for v in &shown[kind] {
                let v: u32 = v.parse().unwrap();
                assert!(
                    (range.0..=range.1).contains(&v),
                    "{kind}: {v} outside the answers' range {range:?}"
                );
            }
        }
        let n: usize = ranks.iter().sum();
        for r in ranks {
            assert!((0.15..=0.35).contains(&(r as f64 / n as f64)), "ranks {ranks:?}");
        }
    }
}
