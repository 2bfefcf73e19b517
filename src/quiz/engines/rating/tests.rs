//! Tests of the rating engine: the questions of the worked first rating, and options that are
//! possible answers placed so that their rank tells nothing. The arithmetic itself is tested in
//! `crate::rules::rating`.

use std::collections::{HashMap, HashSet};

use super::*;

/// `rt-first-rating-worked-example`: the question on the knowledge base's first rating gives
/// 1776 and shows the average with the two 1800 opponents.
#[test]
fn knowledge_base_first_rating() {
    let opps = [1520, 1580, 1610, 1650, 1700, 1740, 1790, 1850];
    let q = question_for(
        1,
        &Ask::First {
            opponents: opps.to_vec(),
            half: 10,
        },
        &mut rng(1),
    );
    assert_eq!(q.options[q.correct].en, "1776");
    assert!(
        q.explanation.en.contains("17040 / 10 = 1704"),
        "{}",
        q.explanation.en
    );
}

/// Parse the signed options of a change question.
fn signed_value(s: &str) -> i64 {
    if let Some(v) = s.strip_prefix('−') {
        -v.parse::<i64>().unwrap()
    } else {
        s.trim_start_matches('+').parse().unwrap()
    }
}

#[test]
fn every_option_is_a_possible_answer_and_the_rank_tells_nothing() {
    let mut keys: HashMap<&str, HashSet<String>> = HashMap::new();
    let mut shown: HashMap<&str, HashSet<String>> = HashMap::new();
    let mut change_range = (i64::MAX, i64::MIN);
    let mut ranks = [0usize; 4];
    for seed in 0..3000 {
        let q = question(seed);
        let kind = if q.stem.en.contains("rating change") {
            "change"
        } else if q.stem.en.contains("K factor") {
            "k"
        } else {
            "first"
        };
        let key = q.options[q.correct].en.clone();
        if kind == "change" {
            let v = signed_value(&key);
            change_range = (change_range.0.min(v), change_range.1.max(v));
            let values: Vec<i64> = q.options.iter().map(|o| signed_value(&o.en)).collect();
            ranks[values.iter().filter(|&&x| x < v).count()] += 1;
        }
        keys.entry(kind).or_default().insert(key);
        shown
            .entry(kind)
            .or_default()
            .extend(q.options.iter().map(|o| o.en.clone()));
    }
    let n: usize = ranks.iter().sum();
    for r in ranks {
        assert!((0.15..=0.35).contains(&(r as f64 / n as f64)), "ranks {ranks:?}");
    }
    for (kind, values) in &shown {
        for v in values {
            let ok = match *kind {
                // Signed changes: within the range of the answers.
                "change" => (change_range.0..=change_range.1).contains(&signed_value(v)),
                // First ratings: an answer, or within the answers' range (1400–2200).
                "first" => {
                    keys[kind].contains(v) || v.parse::<u32>().is_ok_and(|x| (1400..=2200).contains(&x))
                }
                _ => keys[kind].contains(v),
            };
            assert!(ok, "{kind}: option {v} is never an answer");
        }
    }
    assert!(keys["first"].contains(&no_rating().en));
    assert!(keys["first"].contains("2200"));
}
