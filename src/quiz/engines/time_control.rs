//! Engine `time-control`: asks how the Laws classify a time control; the class and the
//! 60-move arithmetic come from `rules::time_control` (A.1, B.1), the words from
//! `engine-time-control.ftl`.

use rand::Rng;
use rand::seq::SliceRandom;
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
/// control of that class, half of the time one of the traps. One question in three asks for the
/// class of a time control (three options, one per class); the others ask which of four time
/// controls is of the class, where chance is 25 % and no option's length can point at the key
/// more often than that.
pub fn question(seed: u64) -> Question {
    let mut rng = rng(seed);
    let class = pick(&mut rng, &[Pace::Blitz, Pace::Rapid, Pace::Standard]);
    if rng.random_bool(1.0 / 3.0) {
        let (base, inc) = of_class(&mut rng, class);
        return question_for(seed, base, inc, &mut rng);
    }
    loop {
        let key = of_class(&mut rng, class);
        if let Some(wrong) = which_wrong(class, key, &mut rng) {
            return which_for(seed, class, key, wrong, &mut rng);
        }
    }
}

/// A time control of `class`, half of the time one of the traps.
fn of_class(rng: &mut ChaCha8Rng, class: Pace) -> (u32, u32) {
    let trap = rng.random_bool(0.5);
    loop {
        let tc = if trap {
            pick(rng, &TRAPS)
        } else {
            (pick(rng, &BASES), pick(rng, &INCREMENTS))
        };
        if classify(tc.0, tc.1) == class {
            return tc;
        }
    }
}

/// The wrong options of "which of these is `class`?" for `key`: time controls of the other
/// classes written as long as the key in every language (the same increment or none, numbers of
/// as many digits: a blitz control has small numbers and a standard one large ones, so without
/// this the shortest option was the blitz key), a trap whose base time alone would be of
/// `class` first when one is as long; `None` if fewer than three are.
fn which_wrong(class: Pace, key: (u32, u32), rng: &mut ChaCha8Rng) -> Option<Vec<(u32, u32)>> {
    let written = |(b, i): (u32, u32)| -> Vec<usize> {
        Lang::ALL
            .iter()
            .map(|&l| clock_text(b, i, l).chars().count())
            .collect()
    };
    let key_len = written(key);
    let alike = |tc: &(u32, u32)| classify(tc.0, tc.1) != class && *tc != key && written(*tc) == key_len;
    // Increments of 6-8 s give rapid controls with one-digit numbers, as short as a blitz key.
    let mut pool: Vec<(u32, u32)> = (BASES.iter())
        .flat_map(|&b| INCREMENTS.iter().chain(&[6, 7, 8]).map(move |&i| (b, i)))
        .chain(TRAPS)
        .filter(alike)
        .collect();
    pool.sort();
    pool.dedup();
    pool.shuffle(rng);
    // The traps first: the base time alone would be of the class asked.
    pool.sort_by_key(|tc| classify(tc.0, 0) != class);
    (pool.len() >= 3).then(|| pool[..3].to_vec())
}

/// "Which of these is `class`?": the options are `key` and the three time controls of
/// [`which_wrong`].
pub(crate) fn which_for(
    seed: u64,
    class: Pace,
    key: (u32, u32),
    wrong: Vec<(u32, u32)>,
    rng: &mut ChaCha8Rng,
) -> Question {
    let stem = per_lang(|l| text_with(l, "time-control-stem-which", &args!["pace" => class.key()]));
    let options = per_lang(|l| clock_text(key.0, key.1, l));
    let explanation = per_lang(|l| {
        let line = |(b, i): (u32, u32)| {
            let minutes = text_with(
                l,
                "time-control-minutes",
                &args!["n" => minutes_for_60_moves(b, i)],
            );
            let sum = text_with(
                l,
                "time-control-sum",
                &args!["inc" => i, "base" => b, "minutes" => minutes.clone()],
            );
            text_with(
                l,
                "time-control-which-line",
                &args![
                    "clock" => clock_text(b, i, l),
                    "inc" => i,
                    "minutes" => minutes,
                    "sum" => sum,
                    "class" => class_word(classify(b, i), l),
                ],
            )
        };
        let reason = text_with(l, "time-control-reason", &args!["pace" => class.key()]);
        let mut text = text_with(
            l,
            "time-control-which-explanation",
            &args!["class" => class_word(class, l), "reason" => reason, "key" => line(key)],
        );
        for &tc in &wrong {
            text.push(' ');
            text.push_str(&line(tc));
        }
        text
    });
    let traps = [key]
        .iter()
        .chain(&wrong)
        .any(|&(b, i)| increment_changes_class(b, i));
    Draft {
        topic: TOPIC,
        seed,
        stem,
        correct: options,
        wrong: wrong
            .iter()
            .map(|&(b, i)| per_lang(|l| clock_text(b, i, l)))
            .collect(),
        explanation,
        articles: vec!["A.1", "B.1"],
        ruling: Some(if traps {
            "arb-time-control-traps"
        } else {
            "arb-time-control-worked-examples"
        }),
        fen: None,
    }
    .finish(rng)
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

    /// Base and increment read back from an English stem or option ("… 10 min + 5 s per move …").
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

    /// The class a "which of these" stem asks for, if it is one.
    fn asked_class(stem: &str) -> Option<&'static str> {
        let asked = stem.split_once("class as ")?.1;
        Some(if asked.starts_with("blitz") {
            "blitz"
        } else if asked.starts_with("rapid") {
            "rapid"
        } else {
            "standard"
        })
    }

    /// Whatever the form, the key agrees with the seconds-based rule: the class of the time
    /// control asked about, or the only option of the class asked for.
    fn check_against_the_independent_rule(q: &Question) -> Result<(), String> {
        match asked_class(&q.stem.en) {
            None => {
                let (base, inc) = parse_stem(&q.stem.en);
                let want = expected_label(class_by_seconds(base, inc));
                (q.options[q.correct].en == want)
                    .then_some(())
                    .ok_or(format!("{} is not {want}", q.options[q.correct].en))
            }
            Some(class) => {
                for (i, o) in q.options.iter().enumerate() {
                    let (base, inc) = parse_stem(&o.en);
                    if (class_by_seconds(base, inc) == class) != (i == q.correct) {
                        return Err(format!("{} against {class}", o.en));
                    }
                }
                Ok(())
            }
        }
    }

    #[test]
    fn generated_answers_match_the_independent_rule() {
        let mut which = 0;
        for seed in 0..500 {
            let q = question(seed);
            which += asked_class(&q.stem.en).is_some() as usize;
            check_against_the_independent_rule(&q).unwrap_or_else(|e| panic!("seed {seed}: {e}"));
        }
        assert!(
            (250..=420).contains(&which),
            "{which} of 500 ask which control is of a class"
        );
    }

    /// In "which of these" questions every option is written as long as the others in every
    /// language, so that length says nothing about the class.
    #[test]
    fn which_of_these_options_are_written_alike() {
        for seed in 0..300 {
            let q = question(seed);
            if asked_class(&q.stem.en).is_none() {
                continue;
            }
            assert_eq!(q.options.len(), 4);
            for l in Lang::ALL {
                let lens: std::collections::HashSet<usize> =
                    q.options.iter().map(|o| o.get(l).chars().count()).collect();
                assert_eq!(lens.len(), 1, "seed {seed} {l:?}: {:?}", q.options);
            }
        }
    }

    #[test]
    fn every_trap_is_generated() {
        let seen: std::collections::HashSet<(u32, u32)> = (0..500)
            .map(question)
            .map(|q| match asked_class(&q.stem.en) {
                None => parse_stem(&q.stem.en),
                Some(_) => parse_stem(&q.options[q.correct].en),
            })
            .collect();
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
            prop_assert_eq!(check_against_the_independent_rule(&q), Ok(()));
        }
    }
}
