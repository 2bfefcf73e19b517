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
/// classes of an event's two stages (four options, each a pair of classes); the others ask which
/// of four time controls is of the class. Both forms have four options, so chance is 25 %: the
/// old form asking for the class of one control had three fixed options, and a guesser always
/// picking the longest of them ("Standard play: neither rapid nor blitz") was right a third of
/// the time, over the 30 % every cue is held to.
pub fn question(seed: u64) -> Question {
    let mut rng = rng(seed);
    let class = pick(&mut rng, &CLASSES);
    if rng.random_bool(1.0 / 3.0) {
        let first = of_class(&mut rng, class);
        let other = pick(&mut rng, &CLASSES);
        let second = loop {
            let tc = of_class(&mut rng, other);
            if tc != first {
                break tc;
            }
        };
        return pair_for(seed, first, second, &mut rng);
    }
    loop {
        let key = of_class(&mut rng, class);
        if let Some(wrong) = which_wrong(class, key, &mut rng) {
            return which_for(seed, class, key, wrong, &mut rng);
        }
    }
}

/// The three classes of the Laws.
const CLASSES: [Pace; 3] = [Pace::Blitz, Pace::Rapid, Pace::Standard];

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
            let (minutes, sum) = minutes_and_sum(b, i, l);
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

/// The minutes `base` + `inc` count over 60 moves, in `l`, and the sum that gives them.
fn minutes_and_sum(base: u32, inc: u32, l: Lang) -> (String, String) {
    let minutes = text_with(
        l,
        "time-control-minutes",
        &args!["n" => minutes_for_60_moves(base, inc)],
    );
    let sum = text_with(
        l,
        "time-control-sum",
        &args!["inc" => inc, "base" => base, "minutes" => minutes.clone()],
    );
    (minutes, sum)
}

/// The class as a word inside a sentence.
fn class_word(pace: Pace, lang: Lang) -> String {
    text_with(lang, "time-control-class", &args!["pace" => pace.key()])
}

/// The option naming the classes of two stages, in order.
fn pair_option((first, second): (Pace, Pace), lang: Lang) -> String {
    text_with(
        lang,
        "time-control-pair-option",
        &args![
            "first" => first.key(),
            "second" => second.key(),
            "same" => if first == second { "yes" } else { "no" },
        ],
    )
}

/// "An event plays two stages at `first` and `second`: how do the Laws classify them?" The key
/// is the pair of their classes; the wrong options are three other pairs, the pair the base
/// times alone would give first when the increment changes a class (the trap of A.1 and B.1),
/// the rest drawn from the other six. Every option is a pair of class names, so neither its
/// length nor its words tell more about the key than chance.
pub(crate) fn pair_for(seed: u64, first: (u32, u32), second: (u32, u32), rng: &mut ChaCha8Rng) -> Question {
    let class_of = |(b, i): (u32, u32)| classify(b, i);
    let key = (class_of(first), class_of(second));
    let trap = (classify(first.0, 0), classify(second.0, 0));
    let mut others: Vec<(Pace, Pace)> = (CLASSES.iter())
        .flat_map(|&a| CLASSES.iter().map(move |&b| (a, b)))
        .filter(|&p| p != key && p != trap)
        .collect();
    others.shuffle(rng);
    let mut wrong = Vec::new();
    if trap != key {
        wrong.push(trap);
    }
    wrong.extend(others.into_iter().take(3 - wrong.len()));

    let stem = per_lang(|l| {
        text_with(
            l,
            "time-control-pair-stem",
            &args![
                "first" => clock_text(first.0, first.1, l),
                "second" => clock_text(second.0, second.1, l),
            ],
        )
    });
    let explanation = per_lang(|l| {
        let mut text = text_with(l, "time-control-pair-explanation", &args![]);
        for (stage, (base, inc)) in [("first", first), ("second", second)] {
            let pace = classify(base, inc);
            let (minutes, sum) = minutes_and_sum(base, inc, l);
            text.push(' ');
            text.push_str(&text_with(
                l,
                "time-control-pair-line",
                &args![
                    "stage" => stage,
                    "clock" => clock_text(base, inc, l),
                    "inc" => inc,
                    "minutes" => minutes,
                    "sum" => sum,
                    "class" => class_word(pace, l),
                    "reason" => text_with(l, "time-control-reason", &args!["pace" => pace.key()]),
                ],
            ));
            if increment_changes_class(base, inc) {
                text.push(' ');
                text.push_str(&text_with(
                    l,
                    "time-control-base-alone",
                    &args!["base" => base, "class" => class_word(classify(base, 0), l)],
                ));
            }
        }
        text
    });
    let ruling = if increment_changes_class(first.0, first.1) || increment_changes_class(second.0, second.1) {
        "arb-time-control-traps"
    } else {
        "arb-time-control-worked-examples"
    };
    Draft {
        topic: TOPIC,
        seed,
        stem,
        correct: per_lang(|l| pair_option(key, l)),
        wrong: wrong.iter().map(|&p| per_lang(|l| pair_option(p, l))).collect(),
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

    /// The English option naming two stages' classes, written out independently of the
    /// catalogue's selectors.
    fn expected_label(first: &str, second: &str) -> String {
        let name = |c: &str| match c {
            "blitz" => "blitz",
            "rapid" => "rapid",
            _ => "standard play",
        };
        let (same, first, second) = (first == second, name(first), name(second));
        let first = format!("{}{}", first[..1].to_uppercase(), &first[1..]);
        if same {
            format!("{first} in both")
        } else {
            format!("{first}, then {second}")
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

    /// Every time control written in an English text ("10 min + 5 s per move", "60 min, no
    /// increment"), in order, as (base minutes, increment seconds).
    fn clocks(text: &str) -> Vec<(u32, u32)> {
        let re = regex::Regex::new(r"(\d+) min(?: \+ (\d+) s)?").unwrap();
        re.captures_iter(text)
            .map(|c| {
                let n = |i: usize| c.get(i).map_or(0, |m| m.as_str().parse().unwrap());
                (n(1), n(2))
            })
            .collect()
    }

    /// The one time control of an English option.
    fn parse_stem(text: &str) -> (u32, u32) {
        match clocks(text)[..] {
            [one] => one,
            ref other => panic!("{text}: {other:?}"),
        }
    }

    #[test]
    fn worked_table() {
        for (i, (base, inc, class)) in TABLE.into_iter().enumerate() {
            assert_eq!(class_by_seconds(base, inc), class, "{base}+{inc} table itself");
            // Paired with the next row of the table, first and second in turn.
            let (b2, i2, class2) = TABLE[(i + 1) % TABLE.len()];
            let q = pair_for(1, (base, inc), (b2, i2), &mut rng(1));
            assert_eq!(
                q.options[q.correct].en,
                expected_label(class, class2),
                "{base}+{inc}"
            );
            let q = pair_for(1, (b2, i2), (base, inc), &mut rng(1));
            assert_eq!(
                q.options[q.correct].en,
                expected_label(class2, class),
                "{base}+{inc}"
            );
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
                        .contains(&format!("({base} min, no increment): {base} minutes → "))
                );
            }
        }
    }

    #[test]
    fn worked_arithmetic_for_ten_plus_five() {
        let q = pair_for(7, (10, 5), (90, 30), &mut rng(7));
        assert!(
            q.explanation
                .en
                .contains("First stage (10 min + 5 s per move): 10 + 60 × 5 s = 10 + 5 = 15 minutes → rapid"),
            "{}",
            q.explanation.en
        );
        assert!(q.explanation.en.contains("would wrongly suggest blitz"));
        assert_eq!(q.ruling.as_deref(), Some("arb-time-control-traps"));
        // The trap, the class the base time alone gives, is among the options.
        assert!(q.options.iter().any(|o| o.en == "Blitz, then standard play"));
        let q = pair_for(7, (15, 10), (90, 30), &mut rng(7));
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

    /// Whatever the form, the key agrees with the seconds-based rule: the classes of the two
    /// stages asked about, or the only option of the class asked for.
    fn check_against_the_independent_rule(q: &Question) -> Result<(), String> {
        match asked_class(&q.stem.en) {
            None => {
                let [first, second] = clocks(&q.stem.en)[..] else {
                    return Err(format!("two stages in {}", q.stem.en));
                };
                let want = expected_label(
                    class_by_seconds(first.0, first.1),
                    class_by_seconds(second.0, second.1),
                );
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
            assert_eq!(q.options.len(), 4, "seed {seed}: four options in either form");
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
            .flat_map(|q| match asked_class(&q.stem.en) {
                None => clocks(&q.stem.en),
                Some(_) => vec![parse_stem(&q.options[q.correct].en)],
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
            prop_assert_eq!(class_by_seconds(base, inc), classify(base, inc).key());
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
