//! Engine `recording`: must the player keep recording the moves? The duty comes from
//! `rules::recording` (8.4, A.2), the words from `engine-recording.ftl`.
//!
//! Every scenario says what the clock showed earlier in the period, since 8.4 lifts the duty
//! for the rest of a period once the clock has shown less than five minutes at some stage in it.

use rand::Rng;
use rand_chacha::ChaCha8Rng;

use super::{Draft, Pace, per_lang, pick, rng, setting_text};
use crate::args;
use crate::content::{Lang, Localized};
use crate::locales::{localized, text, text_with};
use crate::quiz::Question;
use crate::rules::recording::{Duty, EXEMPT_BELOW_S, duty};

/// Topic id.
pub const TOPIC: &str = "recording";

pub use crate::rules::recording::must_record;

/// One generated situation.
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct Scenario {
    pub pace: Pace,
    pub clock: (u32, u32),
    /// Seconds left on the player's clock in the current period.
    pub remaining_s: u32,
    /// The lowest time the clock showed earlier in this period, if it went under 5 minutes
    /// then (`None`: it never showed less than 5 minutes before now).
    pub earlier_low_s: Option<u32>,
}

/// Times left, in seconds: boundaries (4:59, 5:00, 5:01) and ordinary values.
const REMAINING: [u32; 13] = [299, 300, 301, 150, 45, 432, 720, 240, 65, 200, 360, 599, 290];
/// Increments in standard play; 30 twice, as it is the boundary.
const INCREMENTS: [u32; 10] = [0, 5, 10, 15, 20, 25, 30, 30, 45, 60];
/// Lowest times earlier in the period, for clocks that went under 5 minutes before.
const EARLIER_LOW: [u32; 6] = [299, 280, 240, 170, 95, 40];

/// A situation whose answer is drawn first, each of the four a quarter of the time: the
/// options are the same four texts in every question, so an answer asked more often than the
/// others would make its text a cue (the longest option was the key 31 % of the time).
pub(crate) fn scenario(rng: &mut ChaCha8Rng) -> Scenario {
    let answer = rng.random_range(0..ANSWERS.len());
    if ANSWERS[answer] == Duty::NotRequired {
        return played(rng, false);
    }
    loop {
        let s = played(rng, true);
        if key(&s) == answer {
            return s;
        }
    }
}

/// A situation in standard play (`standard`) or in rapid or blitz.
fn played(rng: &mut ChaCha8Rng, standard: bool) -> Scenario {
    if standard {
        let base = pick(rng, &[90, 120, 100]);
        let inc = pick(rng, &INCREMENTS);
        let remaining_s = pick(rng, &REMAINING);
        // An earlier low only if it is below the present time (the increment brought the clock
        // back up). With 30 s or more the clock always went under 5 minutes at some stage, so
        // that "must record" has one reason only.
        let low = pick(rng, &EARLIER_LOW);
        let earlier_low_s = if low < remaining_s && (inc >= 30 && remaining_s >= 300 || rng.random_bool(0.45))
        {
            Some(low)
        } else if inc >= 30 && remaining_s >= 300 {
            Some(remaining_s.min(299) - 30)
        } else {
            None
        };
        Scenario {
            pace: Pace::Standard,
            clock: (base, inc),
            remaining_s,
            earlier_low_s,
        }
    } else {
        let (pace, clock) = pick(
            rng,
            &[
                (Pace::Rapid, (15, 10)),
                (Pace::Rapid, (25, 10)),
                (Pace::Rapid, (20, 0)),
                (Pace::Blitz, (5, 3)),
                (Pace::Blitz, (10, 0)),
                (Pace::Blitz, (8, 2)),
            ],
        );
        // Never under 5 minutes in rapid and blitz questions, so that only A.2 frees the player.
        let remaining_s = rng.random_range(300..=(clock.0 * 60).max(301));
        Scenario {
            pace,
            clock,
            remaining_s,
            earlier_low_s: None,
        }
    }
}

/// The question for `seed`.
pub fn question(seed: u64) -> Question {
    let mut rng = rng(seed);
    let s = scenario(&mut rng);
    question_for(seed, &s, &mut rng)
}

fn mm_ss(seconds: u32) -> String {
    format!("{}:{:02}", seconds / 60, seconds % 60)
}

/// The answers, in this order: must record (never under 5 minutes); may stop (8.4); not
/// required in rapid and blitz (A.2); must record (increment of 30 s or more). Each is the key
/// for some scenarios.
const ANSWERS: [Duty; 4] = [
    Duty::Record,
    Duty::Exempt,
    Duty::NotRequired,
    Duty::RecordWithIncrement,
];

/// The selector value naming a duty in the catalogue.
fn duty_key(d: Duty) -> &'static str {
    match d {
        Duty::Record => "record",
        Duty::Exempt => "exempt",
        Duty::NotRequired => "not-required",
        Duty::RecordWithIncrement => "increment",
    }
}

/// The answer options, in the order of [`ANSWERS`].
fn options() -> [Localized<String>; 4] {
    ANSWERS.map(|d| localized("recording-option", &args!["duty" => duty_key(d)]))
}

/// The key of a scenario: an index into [`options`].
pub(crate) fn key(s: &Scenario) -> usize {
    let d = duty(s.pace, s.remaining_s, s.earlier_low_s, s.clock.1);
    ANSWERS
        .iter()
        .position(|&a| a == d)
        .expect("every duty is an answer")
}

/// The question for a given situation.
pub(crate) fn question_for(seed: u64, s: &Scenario, rng: &mut ChaCha8Rng) -> Question {
    let time = mm_ss(s.remaining_s);
    let stem = per_lang(|l| {
        let setting = setting_text(s.pace, s.clock, l);
        let history = match s.earlier_low_s {
            None => text(l, "recording-history-never"),
            Some(low) => text_with(l, "recording-history-low", &args!["low" => mm_ss(low)]),
        };
        text_with(
            l,
            "recording-stem",
            &args!["setting" => setting, "time" => time.clone(), "history" => history],
        )
    });
    let all = options();
    let k = key(s);
    let correct = all[k].clone();
    let wrong = (0..4).filter(|&i| i != k).map(|i| all[i].clone()).collect();
    let explanation = per_lang(|l| explain(s, k, l));
    let (articles, ruling) = if s.pace == Pace::Standard {
        (vec!["8.4"], "hall-five-minute-recording-exemption")
    } else if s.pace == Pace::Blitz {
        (vec!["A.2", "B.3"], "hall-recording-in-rapid-and-blitz")
    } else {
        (vec!["A.2"], "hall-recording-in-rapid-and-blitz")
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

fn explain(s: &Scenario, k: usize, l: Lang) -> String {
    if s.pace != Pace::Standard {
        return text_with(l, "recording-explain-rapid-blitz", &args!["pace" => s.pace.key()]);
    }
    let rule = text(l, "recording-rule");
    let inc = s.clock.1;
    let time = mm_ss(s.remaining_s);
    let detail = match ANSWERS[k] {
        Duty::RecordWithIncrement => text_with(l, "recording-detail-increment", &args!["inc" => inc]),
        Duty::Record => text_with(l, "recording-detail-never-under", &args!["time" => time]),
        _ => match s.earlier_low_s {
            Some(low) if s.remaining_s >= EXEMPT_BELOW_S => text_with(
                l,
                "recording-detail-earlier",
                &args!["low" => mm_ss(low), "time" => time],
            ),
            _ => text_with(l, "recording-detail-now", &args!["time" => time]),
        },
    };
    let mut out = format!("{rule} {detail}");
    if s.remaining_s == 300 && k == 0 {
        out.push(' ');
        out.push_str(&text(l, "recording-exactly-five"));
    }
    if inc == 30 {
        out.push(' ');
        out.push_str(&text(l, "recording-exactly-thirty"));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::time_control::classify;
    use proptest::prelude::*;

    /// (seconds left, lowest earlier in the period, increment, must record?): cases constructed
    /// on Article 8.4 ("at some stage in a period"), as the ruling
    /// hall-five-minute-recording-exemption works them.
    const TABLE: [(u32, Option<u32>, u32, bool); 12] = [
        (120, None, 30, true),  // 2 minutes but 30 s increment: compulsory
        (240, None, 10, false), // 4 minutes, 10 s: exempt
        (300, None, 0, true),   // exactly 5:00 is not "less than five minutes"
        (299, None, 0, false),
        (299, None, 29, false),
        (299, None, 30, true), // exactly 30 s is "30 s or more"
        (301, None, 10, true),
        (301, Some(280), 10, false), // went under earlier: exempt for the rest of the period
        (720, Some(95), 20, false),
        (432, Some(240), 30, true), // under earlier, but 30 s increment
        (45, None, 0, false),
        (1800, None, 0, true),
    ];

    fn standard(remaining_s: u32, earlier_low_s: Option<u32>, inc: u32) -> Scenario {
        Scenario {
            pace: Pace::Standard,
            clock: (90, inc),
            remaining_s,
            earlier_low_s,
        }
    }

    #[test]
    fn worked_table() {
        for (i, (left, low, inc, record)) in TABLE.into_iter().enumerate() {
            assert_eq!(
                must_record(left, low.unwrap_or(u32::MAX), inc),
                record,
                "{left} {low:?} +{inc}"
            );
            let q = question_for(i as u64, &standard(left, low, inc), &mut rng(i as u64));
            assert_eq!(
                q.options[q.correct].en.starts_with("Yes"),
                record,
                "{left} {low:?} +{inc}"
            );
        }
    }

    #[test]
    fn every_stem_says_what_happened_earlier_in_the_period() {
        for seed in 0..2000 {
            let q = question(seed);
            assert!(
                q.stem.en.contains("Earlier in this period"),
                "seed {seed}: {}",
                q.stem.en
            );
        }
    }

    #[test]
    fn boundaries_are_explained() {
        let q = question_for(0, &standard(300, None, 10), &mut rng(0));
        assert!(q.explanation.en.contains("Exactly 5:00"));
        let q = question_for(0, &standard(200, None, 30), &mut rng(0));
        assert!(q.explanation.en.contains("exactly 30 seconds"));
        let q = question_for(0, &standard(330, Some(250), 10), &mut rng(0));
        assert!(q.explanation.en.contains("went down to 4:10"));
    }

    #[test]
    fn rapid_and_blitz_never_require_recording() {
        let mut seen = [false; 2];
        for seed in 0..500 {
            let s = scenario(&mut rng(seed));
            assert_eq!(classify(s.clock.0, s.clock.1), s.pace, "seed {seed}");
            let q = question(seed);
            if s.pace != Pace::Standard {
                seen[0] = true;
                assert!(q.options[q.correct].en.contains("(A.2)"), "seed {seed}");
                assert!(s.remaining_s >= 300 && s.earlier_low_s.is_none());
            } else {
                seen[1] = true;
            }
        }
        assert_eq!(seen, [true, true]);
    }

    /// Independent reading of the English stem: "shows m:ss left", "went down to m:ss" and
    /// "+ N s per move".
    fn parse(stem: &str) -> (u32, Option<u32>, u32) {
        let inc = stem
            .split_once(" + ")
            .map_or(0, |(_, r)| r.split(' ').next().unwrap().parse().unwrap());
        let time = |after: &str| {
            let (m, rest) = after.split_once(':').unwrap();
            m.parse::<u32>().unwrap() * 60 + rest[..2].parse::<u32>().unwrap()
        };
        let (_, after) = stem.split_once("shows ").unwrap();
        let low = stem.split_once("went down to ").map(|(_, a)| time(a));
        (time(after), low, inc)
    }

    #[test]
    fn generated_answers_follow_the_rule() {
        let (mut yes, mut no) = (0, 0);
        for seed in 0..2000 {
            let s = scenario(&mut rng(seed));
            if s.pace != Pace::Standard {
                continue;
            }
            let q = question(seed);
            let (left, low, inc) = parse(&q.stem.en);
            let exempt = left.min(low.unwrap_or(u32::MAX)) < 300 && inc < 30;
            assert_eq!(
                q.options[q.correct].en.starts_with("No: the player has had"),
                exempt,
                "seed {seed}"
            );
            if exempt { no += 1 } else { yes += 1 }
        }
        assert!(yes > 300 && no > 300, "{yes} {no}");
    }

    proptest! {
        #[test]
        fn exemption_needs_both_conditions(left in 0u32..3600, low in 0u32..3600, inc in 0u32..120) {
            prop_assert_eq!(must_record(left, low, inc), (left >= 300 && low >= 300) || inc >= 30);
        }

        #[test]
        fn any_seed_answer_matches_stem(seed in any::<u64>()) {
            let s = scenario(&mut rng(seed));
            let q = question(seed);
            if s.pace == Pace::Standard {
                let (left, low, inc) = parse(&q.stem.en);
                let exempt = left.min(low.unwrap_or(u32::MAX)) < 300 && inc < 30;
                prop_assert_eq!(q.options[q.correct].en.starts_with("Yes"), !exempt);
            }
        }
    }
}
