//! Engine `time-control`: classify a time control under the Laws (A.1, B.1).
//!
//! The time that counts is the base time plus 60 × the increment, i.e. base minutes plus the
//! increment in seconds read as minutes. 10 minutes or less is blitz (B.1); more than 10 and less
//! than 60 is rapid (A.1); 60 or more is neither, i.e. standard play.

use rand::Rng;
use rand_chacha::ChaCha8Rng;

use super::{Draft, Pace, clock_text, per_lang, pick, rng, ru_plural, sr_count};
use crate::content::Lang;
use crate::quiz::Question;

/// Topic id.
pub const TOPIC: &str = "time-control";

/// Time controls that catch people out (listed in the fact sheet and the rulings).
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
fn option(pace: Pace, lang: Lang) -> &'static str {
    match (pace, lang) {
        (Pace::Blitz, Lang::En) => "Blitz (B.1)",
        (Pace::Blitz, Lang::Pt) => "Blitz (B.1)",
        (Pace::Blitz, Lang::Ru) => "Блиц (B.1)",
        (Pace::Blitz, Lang::Sr) => "Blic (B.1)",
        (Pace::Rapid, Lang::En) => "Rapid (A.1)",
        (Pace::Rapid, Lang::Pt) => "Rápido (A.1)",
        (Pace::Rapid, Lang::Ru) => "Рапид (A.1)",
        (Pace::Rapid, Lang::Sr) => "Rapid (A.1)",
        (Pace::Standard, Lang::En) => "Standard play: neither rapid nor blitz",
        (Pace::Standard, Lang::Pt) => "Clássico: nem rápido nem blitz",
        (Pace::Standard, Lang::Ru) => "Классика: ни рапид, ни блиц",
        (Pace::Standard, Lang::Sr) => "Standardni tempo: ni rapid ni blic",
    }
}

/// The class as a word inside a sentence.
fn class_word(pace: Pace, lang: Lang) -> &'static str {
    match (pace, lang) {
        (Pace::Blitz, Lang::En | Lang::Pt) => "blitz",
        (Pace::Blitz, Lang::Ru) => "блиц",
        (Pace::Blitz, Lang::Sr) => "blic",
        (Pace::Rapid, Lang::En | Lang::Sr) => "rapid",
        (Pace::Rapid, Lang::Pt) => "rápido",
        (Pace::Rapid, Lang::Ru) => "рапид",
        (Pace::Standard, Lang::En) => "standard play",
        (Pace::Standard, Lang::Pt) => "clássico",
        (Pace::Standard, Lang::Ru) => "классика",
        (Pace::Standard, Lang::Sr) => "standardni tempo",
    }
}

/// Why the total gives that class.
fn class_reason(pace: Pace, lang: Lang) -> &'static str {
    match (pace, lang) {
        (Pace::Blitz, Lang::En) => "10 minutes or less, B.1",
        (Pace::Blitz, Lang::Pt) => "10 minutos ou menos, B.1",
        (Pace::Blitz, Lang::Ru) => "10 минут или меньше, B.1",
        (Pace::Blitz, Lang::Sr) => "10 minuta ili manje, B.1",
        (Pace::Rapid, Lang::En) => "more than 10 and less than 60 minutes, A.1",
        (Pace::Rapid, Lang::Pt) => "mais de 10 e menos de 60 minutos, A.1",
        (Pace::Rapid, Lang::Ru) => "больше 10 и меньше 60 минут, A.1",
        (Pace::Rapid, Lang::Sr) => "više od 10 i manje od 60 minuta, A.1",
        (Pace::Standard, Lang::En) => "60 minutes or more, so not rapid under A.1 and not blitz under B.1",
        (Pace::Standard, Lang::Pt) => "60 minutos ou mais, logo nem rápido pelo A.1 nem blitz pelo B.1",
        (Pace::Standard, Lang::Ru) => "60 минут или больше, значит ни рапид по A.1, ни блиц по B.1",
        (Pace::Standard, Lang::Sr) => "60 minuta ili više, dakle ni rapid po A.1 ni blic po B.1",
    }
}

/// "15 minutes" with the right plural.
fn minutes_word(n: u32, lang: Lang) -> String {
    match lang {
        Lang::En => format!("{n} minutes"),
        Lang::Pt => format!("{n} minutos"),
        Lang::Ru => format!("{n} {}", ru_plural(n.into(), "минута", "минуты", "минут")),
        Lang::Sr => format!("{n} {}", sr_count(n.into(), "minut", "minuta")),
    }
}

/// The question for a given time control.
pub(crate) fn question_for(seed: u64, base: u32, inc: u32, rng: &mut ChaCha8Rng) -> Question {
    let pace = classify(base, inc);
    let total = minutes_for_60_moves(base, inc);
    let base_pace = classify(base, 0);

    let stem = per_lang(|l| {
        let clock = clock_text(base, inc, l);
        let from_move_one = match (l, inc > 0) {
            (_, false) => "",
            (Lang::En, true) => " (increment from move 1)",
            (Lang::Pt, true) => " (acréscimo desde o primeiro lance)",
            (Lang::Ru, true) => " (добавление с первого хода)",
            (Lang::Sr, true) => " (dodatak od prvog poteza)",
        };
        match l {
            Lang::En => format!(
                "An event's regulations set this time control for each player, for the whole game: {clock}{from_move_one}. How do the Laws of Chess classify it?"
            ),
            Lang::Pt => format!(
                "O regulamento de um evento fixa este ritmo para cada jogador, para a partida inteira: {clock}{from_move_one}. Como as Leis do Xadrez o classificam?"
            ),
            Lang::Ru => format!(
                "Положение турнира устанавливает каждому игроку на всю партию такой контроль: {clock}{from_move_one}. Как он классифицируется по Правилам шахмат?"
            ),
            Lang::Sr => format!(
                "Propozicije turnira određuju svakom igraču za celu partiju ovaj tempo: {clock}{from_move_one}. Kako ga Pravila šaha razvrstavaju?"
            ),
        }
    });

    let correct = per_lang(|l| option(pace, l).to_string());
    let wrong: Vec<_> = [Pace::Blitz, Pace::Rapid, Pace::Standard]
        .into_iter()
        .filter(|&p| p != pace)
        .map(|p| per_lang(|l| option(p, l).to_string()))
        .collect();

    let explanation = per_lang(|l| {
        let sum = match (inc, l) {
            (0, Lang::En) => format!("no increment, so {}", minutes_word(total, l)),
            (0, Lang::Pt) => format!("sem acréscimo, logo {}", minutes_word(total, l)),
            (0, Lang::Ru) => format!("добавления нет, значит {}", minutes_word(total, l)),
            (0, Lang::Sr) => format!("nema dodatka, dakle {}", minutes_word(total, l)),
            (_, Lang::Ru) => format!(
                "{base} + 60 × {inc} с = {base} + {inc} = {}",
                minutes_word(total, l)
            ),
            (_, _) => format!(
                "{base} + 60 × {inc} s = {base} + {inc} = {}",
                minutes_word(total, l)
            ),
        };
        let (word, why) = (class_word(pace, l), class_reason(pace, l));
        let mut text = match l {
            Lang::En => format!("Count the time for 60 moves: {sum} per player → {word} ({why})."),
            Lang::Pt => format!("Conte o tempo para 60 lances: {sum} por jogador → {word} ({why})."),
            Lang::Ru => format!("Считаем время на 60 ходов: {sum} на игрока → {word} ({why})."),
            Lang::Sr => format!("Računa se vreme za 60 poteza: {sum} po igraču → {word} ({why})."),
        };
        if base_pace != pace {
            let base_word = class_word(base_pace, l);
            text.push(' ');
            text.push_str(&match l {
                Lang::En => format!("The base time alone ({base} min) would wrongly suggest {base_word}: the increment counts."),
                Lang::Pt => format!("Só o tempo base ({base} min) sugeriria, erradamente, {base_word}: o acréscimo conta."),
                Lang::Ru => format!("По одному основному времени ({base} мин) можно ошибочно решить, что это {base_word}: добавление учитывается."),
                Lang::Sr => format!("Samo osnovno vreme ({base} min) pogrešno bi ukazivalo na {base_word}: dodatak se računa."),
            });
        }
        text
    });

    let ruling = if base_pace != pace {
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

    /// The worked examples of the fact sheet (§12) and the brief, in seconds over 60 moves, with
    /// the class spelt out: ≤ 600 s blitz, < 3600 s rapid, otherwise standard.
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
    fn fact_sheet_table() {
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
