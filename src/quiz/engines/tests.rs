//! Checks every engine must pass, over many seeds: determinism, identifiers, four filled
//! languages, distinct options, known articles and rulings that exist.

use std::collections::HashSet;
use std::path::Path;

use proptest::prelude::*;

use super::*;
use crate::content::ArticleRef;

/// Every ruling id found in the front matter of the files under `content/`.
fn ruling_ids() -> HashSet<String> {
    fn walk(dir: &Path, out: &mut HashSet<String>) {
        for entry in std::fs::read_dir(dir).expect("content directory readable") {
            let path = entry.expect("directory entry").path();
            if path.is_dir() {
                walk(&path, out);
            } else if path.extension().is_some_and(|e| e == "md") {
                let text = std::fs::read_to_string(&path).expect("content file readable");
                if let Some(id) = text.lines().take(5).find_map(|l| l.strip_prefix("id:")) {
                    out.insert(id.trim().trim_matches('"').to_string());
                }
            }
        }
    }
    let mut out = HashSet::new();
    walk(&Path::new(env!("CARGO_MANIFEST_DIR")).join("content"), &mut out);
    out
}

/// Everything a well-formed engine question satisfies.
fn check(q: &Question, topic: &str, seed: u64, rulings: &HashSet<String>) {
    let at = format!("{topic} seed {seed}");
    assert_eq!(q.key, format!("engine:{topic}:{seed}"), "{at}");
    assert_eq!(q.generator, format!("engine:{topic}"), "{at}");
    assert_eq!(q.topic, topic, "{at}");
    assert_eq!(q.seed, seed, "{at}");
    assert!(
        (3..=4).contains(&q.options.len()),
        "{at}: {} options",
        q.options.len()
    );
    assert!(q.correct < q.options.len(), "{at}");
    for lang in Lang::ALL {
        assert!(!q.stem.get(lang).trim().is_empty(), "{at}: empty stem in {lang}");
        assert!(
            !q.explanation.get(lang).trim().is_empty(),
            "{at}: empty explanation in {lang}"
        );
        let mut seen = HashSet::new();
        for o in &q.options {
            let text = o.get(lang).trim().to_lowercase();
            assert!(!text.is_empty(), "{at}: empty option in {lang}");
            assert!(
                seen.insert(text),
                "{at}: duplicate option in {lang}: {:?}",
                o.get(lang)
            );
        }
    }
    // Translations are not English copies (numbers and codes may be identical).
    for lang in [Lang::Pt, Lang::Ru, Lang::Sr] {
        assert_ne!(q.stem.get(lang), &q.stem.en, "{at}: stem in {lang} is English");
        assert_ne!(
            q.explanation.get(lang),
            &q.explanation.en,
            "{at}: explanation in {lang} is English"
        );
    }
    // Serbian is written in Latin script.
    for text in std::iter::once(&q.stem.sr)
        .chain(std::iter::once(&q.explanation.sr))
        .chain(q.options.iter().map(|o| &o.sr))
    {
        assert!(
            !text.chars().any(|c| ('\u{0400}'..='\u{04FF}').contains(&c)),
            "{at}: Cyrillic in Serbian: {text}"
        );
    }
    assert!(!q.articles.is_empty(), "{at}: no articles");
    for a in &q.articles {
        let r = ArticleRef::parse(a).unwrap_or_else(|e| panic!("{at}: {e}"));
        assert_eq!(r.as_str(), a, "{at}: article not in canonical spelling");
    }
    let ruling = q.ruling.as_deref().unwrap_or_else(|| panic!("{at}: no ruling"));
    assert!(
        rulings.contains(ruling),
        "{at}: ruling {ruling} does not exist under content/"
    );
}

#[test]
fn every_topic_for_seeds_0_to_500() {
    let rulings = ruling_ids();
    for topic in TOPICS {
        for seed in 0..500 {
            let q = generate(topic, seed).expect("known topic");
            check(&q, topic, seed, &rulings);
            assert_eq!(
                generate(topic, seed),
                Some(q),
                "{topic} seed {seed} not deterministic"
            );
        }
    }
}

#[test]
fn seeds_vary_the_questions_and_the_answer_position() {
    for topic in TOPICS {
        let qs: Vec<Question> = (0..200).map(|s| generate(topic, s).unwrap()).collect();
        let stems: HashSet<(&str, Option<&str>)> = qs
            .iter()
            .map(|q| (q.stem.en.as_str(), q.fen.as_deref()))
            .collect();
        assert!(stems.len() > 10, "{topic}: only {} different stems", stems.len());
        let positions: HashSet<usize> = qs.iter().map(|q| q.correct).collect();
        assert!(
            positions.len() >= 3,
            "{topic}: correct option always at {positions:?}"
        );
    }
}

#[test]
fn unknown_topic_is_none() {
    assert_eq!(generate("touch-move", 1), None);
    assert_eq!(generate("", 1), None);
}

#[test]
fn topics_are_the_engine_ids() {
    assert_eq!(
        TOPICS,
        [
            "time-control",
            "flag-fall",
            "game-end",
            "illegal-move",
            "draw-claims",
            "recording",
            "tie-breaks",
            "round-robin",
            "swiss-pairing",
            "rating",
            "titles-norms"
        ]
    );
}

fn l(s: &str) -> Localized<String> {
    per_lang(|lang| format!("{s} {lang}"))
}

#[test]
fn distinct_options_skips_clashes_in_any_language() {
    let mut clash = l("b");
    clash.ru = "a ru".to_string();
    let out = distinct_options(l("a"), vec![clash, l("c"), l("c"), l("d"), l("e")], 4);
    let en: Vec<&str> = out.iter().map(|o| o.en.as_str()).collect();
    assert_eq!(en, ["a en", "c en", "d en", "e en"]);
    assert!(same_in_some_language(&l("x"), &l("X")));
}

#[test]
#[should_panic(expected = "distinct options")]
fn too_few_options_is_a_bug() {
    Draft {
        topic: "t",
        seed: 0,
        stem: l("s"),
        correct: l("a"),
        wrong: vec![l("a"), l("b")],
        explanation: l("e"),
        articles: vec!["6.9"],
        ruling: None,
        fen: None,
    }
    .finish(&mut rng(0));
}

#[test]
fn text_helpers() {
    assert_eq!(capitalize("às pretas"), "Às pretas");
    assert_eq!(material_text(&[], Lang::En), "king only");
    assert_eq!(
        material_text(&[Unit::Pawn, Unit::Rook], Lang::En),
        "king, rook and pawn"
    );
    assert_eq!(
        material_text(&[Unit::Knight, Unit::Knight], Lang::Ru),
        "король и два коня"
    );
    assert_eq!(
        extra_minutes(Side::Black, 1, Lang::Ru),
        "Чёрным добавляют 1 минуту"
    );
    assert_eq!(
        extra_minutes(Side::White, 2, Lang::Sr),
        "Belom se dodaju 2 minuta"
    );
    assert_eq!(
        extra_minutes(Side::White, 2, Lang::Pt),
        "As brancas recebem 2 minutos a mais"
    );
    assert_eq!(
        setting_text(Pace::Blitz, (3, 2), Lang::En),
        "Blitz game, 3 min + 2 s per move, one arbiter for several boards (B.3 applies)"
    );
}

#[test]
fn numeric_wrong_values_are_on_the_grid_and_the_rank_is_random() {
    let mut ranks = [0usize; 4];
    for seed in 0..2000 {
        let mut r = rng(seed);
        let wrong = numeric_wrong(&mut r, 40, &[38, 44, 41, 30], 2, 20, 60);
        assert_eq!(wrong.len(), 3);
        let distinct: HashSet<u32> = wrong.iter().copied().collect();
        assert_eq!(distinct.len(), 3);
        for &v in &wrong {
            assert!(v != 40 && v % 2 == 0 && (20..=60).contains(&v), "{v}");
        }
        // 41 is off the grid and never offered; real mistakes come first.
        assert!(!wrong.contains(&41));
        ranks[wrong.iter().filter(|&&v| v < 40).count()] += 1;
    }
    for n in ranks {
        assert!((400..=600).contains(&n), "{ranks:?}");
    }
    // Nothing below a key of 0: all three above it, on the grid.
    let wrong = numeric_wrong(&mut rng(1), 0, &[], 4, 0, 40);
    assert_eq!(wrong, [4, 8, 12]);
}

proptest! {
    #[test]
    fn shuffle_keeps_track_of_the_correct_item(n in 1usize..8, correct in 0usize..8, seed in any::<u64>()) {
        let correct = correct % n;
        let items: Vec<usize> = (0..n).collect();
        let (shuffled, at) = shuffle_tracking(items, correct, &mut rng(seed));
        prop_assert_eq!(shuffled[at], correct);
        let mut sorted = shuffled.clone();
        sorted.sort();
        prop_assert_eq!(sorted, (0..n).collect::<Vec<_>>());
    }

    #[test]
    fn any_seed_gives_a_valid_question(seed in any::<u64>(), t in 0usize..TOPICS.len()) {
        let topic = TOPICS[t];
        let q = generate(topic, seed).unwrap();
        prop_assert!((3..=4).contains(&q.options.len()));
        prop_assert!(q.correct < q.options.len());
        for lang in Lang::ALL {
            let texts: HashSet<String> = q.options.iter().map(|o| o.get(lang).trim().to_lowercase()).collect();
            prop_assert_eq!(texts.len(), q.options.len());
        }
        prop_assert_eq!(generate(topic, seed), Some(q));
    }
}

/// Questions per engine for the coverage tests: 2000 in release builds, fewer in debug builds
/// (the position engines run a search per question, ten or more times slower unoptimised).
const COVERAGE_SEEDS: u64 = if cfg!(debug_assertions) { 250 } else { 2000 };

/// The engines this module checks option by option (the board-level and clock engines).
const CHECKED: [&str; 5] = [
    "flag-fall",
    "game-end",
    "illegal-move",
    "recording",
    "time-control",
];

/// An option reduced to its kind: sides become X, numbers #, and only the first six words are
/// kept (so "White gets 2 extra minutes and …" and "Black gets 2 extra minutes and …" are one
/// kind, but "… 1 extra minute …" another).
fn option_kind(text: &str) -> String {
    let words: Vec<String> = text
        .split_whitespace()
        .take(6)
        .map(|w| {
            let w = w.replace("White", "X").replace("Black", "X");
            w.chars()
                .map(|c| if c.is_ascii_digit() { '#' } else { c })
                .collect()
        })
        .collect();
    words.join(" ")
}

#[test]
fn every_option_kind_is_the_key_somewhere() {
    for topic in CHECKED {
        let mut shown = std::collections::BTreeSet::new();
        let mut keys = std::collections::BTreeMap::new();
        for seed in 0..COVERAGE_SEEDS {
            let q = generate(topic, seed).unwrap();
            for o in &q.options {
                shown.insert(option_kind(&o.en));
            }
            *keys.entry(option_kind(&q.options[q.correct].en)).or_insert(0u64) += 1;
        }
        let never: Vec<&String> = shown.iter().filter(|k| !keys.contains_key(*k)).collect();
        assert!(never.is_empty(), "{topic}: options never the key: {never:?}");
        // Every kind of answer is the key in a fair share of the questions (at least 2%).
        for (k, n) in &keys {
            assert!(
                *n * 100 >= COVERAGE_SEEDS * 2,
                "{topic}: {k:?} is the key only {n} times"
            );
        }
    }
}

/// The number of minutes an option gives ("Black gets 2 extra minutes …"), if any.
fn minutes_in(text: &str) -> Option<u32> {
    let re = regex::Regex::new(r"(\d+) extra minutes?").unwrap();
    re.captures(text).map(|c| c[1].parse().unwrap())
}

#[test]
fn the_rank_of_a_numeric_key_carries_no_information() {
    for topic in CHECKED {
        let (mut numeric, mut smallest, mut largest, mut expected) = (0u64, 0u64, 0u64, 0.0f64);
        for seed in 0..COVERAGE_SEEDS.min(1000) {
            let q = generate(topic, seed).unwrap();
            let values: Vec<u32> = q.options.iter().filter_map(|o| minutes_in(&o.en)).collect();
            let Some(key) = minutes_in(&q.options[q.correct].en) else {
                continue;
            };
            // Equal values (the same penalty worded two ways) say nothing about the rank.
            if values.len() < 2 || values.iter().all(|&v| v == values[0]) {
                continue;
            }
            numeric += 1;
            smallest += u64::from(values.iter().all(|&v| key <= v));
            largest += u64::from(values.iter().all(|&v| key >= v));
            expected += 1.0 / values.len() as f64;
        }
        if numeric < 30 {
            continue;
        }
        let (e, n) = (expected / numeric as f64, numeric as f64);
        for (what, count) in [("smallest", smallest), ("largest", largest)] {
            let share = count as f64 / n;
            assert!(
                (share - e).abs() < 0.15,
                "{topic}: the key is the {what} of the numeric options in {share:.2} of {numeric} questions, chance is {e:.2}"
            );
        }
    }
}

#[test]
fn position_questions_carry_a_legal_fen() {
    use shakmaty::{CastlingMode, Chess, fen::Fen};
    for topic in ["flag-fall", "game-end"] {
        for seed in 0..COVERAGE_SEEDS.min(300) {
            let q = generate(topic, seed).unwrap();
            let fen: Fen = q.fen.as_deref().expect("a position").parse().expect("a FEN");
            let _: Chess = fen
                .into_position(CastlingMode::Standard)
                .expect("a legal position");
        }
    }
}
