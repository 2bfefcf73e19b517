//! Engine `time-control`: asks how the Laws classify a time control; the class and the
//! 60-move arithmetic come from `rules::time_control` (A.1, B.1), the words from
//! `engine-time-control.ftl`.

use rand::Rng;
use rand_chacha::ChaCha8Rng;

use super::{Draft, Pace, clock_text, per_lang, pick, rng};
use crate::args;
use crate::content::Lang;
use crate::locales::text_with;
use crate::quiz::Question;
use crate::rules::time_control::increment_changes_class;

/// Topic id.
pub const TOPIC: &str = "time-control";

/// Time controls that catch people out: the increment changes the class (10 + 5, 5 + 5 … on
/// either side of a boundary) or a total sits exactly on a boundary of A.1 or B.1.
const TRAPS: [(u32, u32); 9] = [
    (10, 5),
    (5, 5),
    (50, 10),
    (45, 15),
    (3, 2),
    (15, 10),
    (45, 30),
    (60, 0),
    (10, 0),
];
/// Base times (minutes) for the other questions.
const BASES: [u32; 16] = [3, 4, 5, 7, 10, 12, 15, 20, 25, 30, 40, 45, 50, 55, 60, 90];
/// Increments (seconds per move) for the other questions.
const INCREMENTS: [u32; 10] = [0, 1, 2, 3, 5, 10, 15, 20, 30, 60];

pub use crate::rules::time_control::{classify, minutes_for_60_moves};

/// The question for `seed`: the class is drawn first (each a third of the time), then a time
/// control of that class, half of the time one of the traps.
pub fn question(seed: u64) -> Question {
    let mut rng = rng(seed);
    let class = pick(&mut rng, &[Pace::Blitz, Pace::Rapid, Pace::Standard]);
    let trap = rng.random_bool(0.5);
    let (base, inc) = loop {
        let tc = if trap {
            pick(&mut rng, &TRAPS)
        } else {
            (pick(&mut rng, &BASES), pick(&mut rng, &INCREMENTS))
        };
        if classify(tc.0, tc.1) == class {
            break tc;
        }
    };
    question_for(seed, base, inc, &mut rng)
}

/// The option naming `pace`.
fn option(pace: Pace, lang: Lang) -> String {
    text_with(lang, "time-control-option", &args!["pace" => pace.key()])
}

/// The class as a word inside a sentence.
fn class_word(pace: Pace, lang: Lang) -> String {
    text_with(lang, "time-control-class", &args!["pace" => pace.key()])
}

/// The question for a given time control.
pub(crate) fn question_for(seed: u64, base: u32, inc: u32, rng: &mut ChaCha8Rng) -> Question {
    let pace = classify(base, inc);
    let total = minutes_for_60_moves(base, inc);
    let base_misleads = increment_changes_class(base, inc);

    let stem = per_lang(|l| {
        let clock = clock_text(base, inc, l);
        text_with(l, "time-control-stem", &args!["clock" => clock, "inc" => inc])
    });

    let correct = per_lang(|l| option(pace, l));
    let wrong: Vec<_> = [Pace::Blitz, Pace::Rapid, Pace::Standard]
        .into_iter()
        .filter(|&p| p != pace)
        .map(|p| per_lang(|l| option(p, l)))
        .collect();

    let explanation = per_lang(|l| {
        let minutes = text_with(l, "time-control-minutes", &args!["n" => total]);
        let sum = text_with(
            l,
            "time-control-sum",
            &args!["inc" => inc, "base" => base, "minutes" => minutes],
        );
        let reason = text_with(l, "time-control-reason", &args!["pace" => pace.key()]);
        let mut text = text_with(
            l,
            "time-control-explanation",
            &args!["sum" => sum, "class" => class_word(pace, l), "reason" => reason],
        );
        if base_misleads {
            let base_word = class_word(classify(base, 0), l);
            text.push(' ');
            text.push_str(&text_with(
                l,
                "time-control-base-alone",
                &args!["base" => base, "class" => base_word],
            ));
        }
        text
    });

    let ruling = if base_misleads {
        "arb-time-control-traps"
    } else {
        "arb-time-control-worked-examples"
    };
    Draft {
        topic: TOPIC,
        seed,
        stem,
        correct,
        wrong,
        explanation,
        articles: vec!["A.1", "B.1"],
        ruling: Some(ruling),
        fen: None,
    }
    .finish(rng)
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    /// Common time controls worked on A.1 and B.1, in seconds over 60 moves, with the class spelt
    /// out: ≤ 600 s blitz, < 3600 s rapid, otherwise standard (cases constructed on the
    /// articles).
    const TABLE: [(u32, u32, &str); 14] = [
        (90, 30, "standard"),
        (60, 30, "standard"),
        (45, 15, "standard"),
        (15, 10, "rapid"),
        (10, 5, "rapid"),
        (10, 0, "blitz"),
        (3, 2, "blitz"),
        (3, 0, "blitz"),
        (5, 5, "blitz"),
        (50, 10, "standard"),
        (45, 30, "standard"),
        (60, 0, "standard"),
        (11, 0, "rapid"),
        (59, 0, "rapid"),
    ];

    fn expected_label(class: &str) -> &'static str {
        match class {
            "blitz" => "Blitz (B.1)",
            "rapid" => "Rapid (A.1)",
            _ => "Standard play: neither rapid nor blitz",
        }
    }

    /// Independent formulation: seconds for 60 moves against the A.1/B.1 limits in seconds.
    fn class_by_seconds(base: u32, inc: u32) -> &'static str {
        let seconds = base * 60 + 60 * inc;
        if seconds <= 600 {
            "blitz"
        } else if seconds < 3600 {
            "rapid"
        } else {
            "standard"
        }
    }

    /// Base and increment read back from the English stem ("… 10 min + 5 s per move …").
    fn parse_stem(stem: &str) -> (u32, u32) {
        let (before, after) = stem.split_once(" min").expect("stem shows minutes");
        let base = before.rsplit(' ').next().unwrap().parse().unwrap();
        let inc = match after.strip_prefix(" + ") {
            Some(rest) => rest.split(' ').next().unwrap().parse().unwrap(),
            None => 0,
        };
        (base, inc)
    }

    #[test]
    fn worked_table() {
        for (base, inc, class) in TABLE {
            assert_eq!(class_by_seconds(base, inc), class, "{base}+{inc} table itself");
            let q = question_for(1, base, inc, &mut rng(1));
            assert_eq!(q.options[q.correct].en, expected_label(class), "{base}+{inc}");
            if inc > 0 {
                assert!(
                    q.explanation
                        .en
                        .contains(&format!("{base} + 60 × {inc} s = {base} + {inc} = "))
                );
            } else {
                assert!(
                    q.explanation
                        .en
                        .contains(&format!("no increment, so {base} minutes"))
                );
            }
        }
    }

    #[test]
    fn worked_arithmetic_for_ten_plus_five() {
        let q = question_for(7, 10, 5, &mut rng(7));
        assert!(
            q.explanation
                .en
                .contains("10 + 60 × 5 s = 10 + 5 = 15 minutes per player → rapid")
        );
        assert!(q.explanation.en.contains("would wrongly suggest blitz"));
        assert_eq!(q.ruling.as_deref(), Some("arb-time-control-traps"));
        let q = question_for(7, 15, 10, &mut rng(7));
        assert_eq!(q.ruling.as_deref(), Some("arb-time-control-worked-examples"));
    }

    #[test]
    fn generated_answers_match_the_independent_rule() {
        for seed in 0..500 {
            let q = question(seed);
            let (base, inc) = parse_stem(&q.stem.en);
            assert_eq!(
                q.options[q.correct].en,
                expected_label(class_by_seconds(base, inc)),
                "seed {seed}"
            );
        }
    }

    #[test]
    fn every_trap_is_generated() {
        let seen: std::collections::HashSet<(u32, u32)> =
            (0..500).map(|s| parse_stem(&question(s).stem.en)).collect();
        for t in TRAPS {
            assert!(seen.contains(&t), "{t:?} never generated");
        }
    }

    /// The plural forms the catalogues select by CLDR give the words the engine wrote before:
    /// Russian минута / минуты / минут, Serbian minut / minuta, English always "minutes".
    #[test]
    fn minutes_take_the_plural_forms_of_each_language() {
        let minutes = |l, n: u32| text_with(l, "time-control-minutes", &args!["n" => n]);
        for (n, ru, sr) in [
            (3, "минуты", "minuta"),
            (5, "минут", "minuta"),
            (11, "минут", "minuta"),
            (12, "минут", "minuta"),
            (15, "минут", "minuta"),
            (21, "минута", "minut"),
            (22, "минуты", "minuta"),
            (31, "минута", "minut"),
            (60, "минут", "minuta"),
            (101, "минута", "minut"),
            (111, "минут", "minuta"),
            (150, "минут", "minuta"),
        ] {
            assert_eq!(minutes(Lang::Ru, n), format!("{n} {ru}"));
            assert_eq!(minutes(Lang::Sr, n), format!("{n} {sr}"));
            assert_eq!(minutes(Lang::En, n), format!("{n} minutes"));
            assert_eq!(minutes(Lang::Pt, n), format!("{n} minutos"));
        }
    }

    proptest! {
        #[test]
        fn classification_matches_seconds(base in 0u32..200, inc in 0u32..120) {
            prop_assert_eq!(expected_label(class_by_seconds(base, inc)), option(classify(base, inc), Lang::En));
        }

        #[test]
        fn more_time_never_gives_a_faster_class(base in 0u32..200, inc in 0u32..120, extra in 0u32..60) {
            let rank = |p: Pace| match p { Pace::Blitz => 0, Pace::Rapid => 1, Pace::Standard => 2 };
            prop_assert!(rank(classify(base + extra, inc)) >= rank(classify(base, inc)));
            prop_assert!(rank(classify(base, inc + extra)) >= rank(classify(base, inc)));
        }

        #[test]
        fn answers_hold_for_any_seed(seed in any::<u64>()) {
            let q = question(seed);
            let (base, inc) = parse_stem(&q.stem.en);
            prop_assert_eq!(q.options[q.correct].en.as_str(), expected_label(class_by_seconds(base, inc)));
        }
    }
}
