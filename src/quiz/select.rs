//! Choosing the questions of a quiz: balanced across the chosen topics (round-robin), from
//! authored items, ruling cases and rule engines, never the same question twice and, while
//! there is choice, never two questions about the same ruling. Reproducible from the seed.

use std::collections::{BTreeMap, HashSet};

use rand::SeedableRng;
use rand::seq::SliceRandom;

use crate::content::KnowledgeBase;
use crate::quiz::{Question, engines, items, mix};

/// Why a quiz cannot be built.
#[derive(Debug, PartialEq, Eq, thiserror::Error)]
pub enum SelectError {
    /// A requested topic does not exist.
    #[error("unknown topic `{0}`")]
    UnknownTopic(String),
    /// Nothing to ask in the chosen topics.
    #[error("there are no questions in the chosen topics")]
    Empty,
}

/// Every topic a quiz can draw on: content topics with at least one ruling, and engine topics.
pub fn available_topics(kb: &KnowledgeBase) -> Vec<String> {
    let mut out: Vec<String> = kb
        .topics()
        .iter()
        .filter(|t| kb.rulings().iter().any(|r| r.topics.contains(&t.id)))
        .map(|t| t.id.clone())
        .collect();
    for t in engines::TOPICS {
        if !out.iter().any(|x| x == t) {
            out.push(t.to_string());
        }
    }
    out
}

/// Candidate questions of one topic, shuffled.
fn candidates(kb: &KnowledgeBase, topic: &str, count: usize, seed: u64) -> Vec<Question> {
    let mut out = Vec::new();
    for r in kb
        .rulings()
        .iter()
        .filter(|r| r.topics.iter().any(|t| t == topic))
    {
        for i in 0..r.quiz.len() {
            if let Some(mut q) = items::authored(r, i, seed) {
                q.topic = topic.to_string();
                out.push(q);
            }
        }
        if let Some(mut q) = items::case(kb, r, seed) {
            q.topic = topic.to_string();
            out.push(q);
        }
    }
    if engines::TOPICS.contains(&topic) {
        for i in 0..count as u64 {
            if let Some(q) = engines::generate(topic, mix(seed, i ^ 0xE6)) {
                out.push(q);
            }
        }
    }
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(mix(seed, crate::quiz::hash_str(topic)));
    out.shuffle(&mut rng);
    out
}

/// Build a quiz of up to `count` questions from `topics` (all topics when empty).
pub fn build(
    kb: &KnowledgeBase,
    topics: &[String],
    count: usize,
    seed: u64,
) -> Result<Vec<Question>, SelectError> {
    let available = available_topics(kb);
    for t in topics {
        if !available.contains(t) {
            return Err(SelectError::UnknownTopic(t.chars().take(60).collect()));
        }
    }
    let mut chosen: Vec<String> = if topics.is_empty() {
        available
    } else {
        topics.to_vec()
    };
    chosen.dedup();
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
    chosen.shuffle(&mut rng);
    let mut pools: BTreeMap<usize, Vec<Question>> = chosen
        .iter()
        .enumerate()
        .map(|(i, t)| (i, candidates(kb, t, count, seed)))
        .collect();
    let mut keys = HashSet::new();
    let mut rulings = HashSet::new();
    let mut out = Vec::with_capacity(count);
    // Two passes: first one question per ruling, then allow repeats of a ruling.
    for strict in [true, false] {
        let mut progress = true;
        while out.len() < count && progress {
            progress = false;
            for i in 0..chosen.len() {
                if out.len() >= count {
                    break;
                }
                let pool = pools.get_mut(&i).expect("a pool per topic");
                let pick = pool.iter().position(|q| {
                    let repeats_ruling = strict && q.ruling.as_ref().is_some_and(|r| rulings.contains(r));
                    !keys.contains(&q.key) && !repeats_ruling
                });
                if let Some(p) = pick {
                    let q = pool.remove(p);
                    keys.insert(q.key.clone());
                    if let Some(r) = &q.ruling {
                        rulings.insert(r.clone());
                    }
                    out.push(q);
                    progress = true;
                }
            }
        }
    }
    if out.is_empty() {
        return Err(SelectError::Empty);
    }
    Ok(out)
}

/// A mock exam of `count` questions following `bp`: each section gets its share (the
/// blueprint's numbers, scaled when `count` differs), at least the blueprint's share of
/// computed questions comes from the rule engines, no question twice and, while there is
/// choice, no ruling twice. Reproducible from the seed (which the server draws at random).
pub fn blueprint(
    kb: &KnowledgeBase,
    bp: &crate::content::Blueprint,
    count: usize,
    seed: u64,
) -> Result<Vec<Question>, SelectError> {
    let scale = |n: usize| n * count / bp.questions.max(1);
    // Section sizes: scaled, the largest remainders rounded up, so they add up to `count`.
    let mut sizes: Vec<usize> = bp.sections.iter().map(|s| scale(s.questions)).collect();
    let mut rest = count.saturating_sub(sizes.iter().sum());
    let mut by_remainder: Vec<usize> = (0..bp.sections.len()).collect();
    by_remainder
        .sort_by_key(|&i| std::cmp::Reverse((bp.sections[i].questions * count) % bp.questions.max(1)));
    for &i in by_remainder.iter().cycle().take(bp.sections.len() * 2) {
        if rest == 0 {
            break;
        }
        sizes[i] += 1;
        rest -= 1;
    }
    let mut calculations = scale(bp.min_calculations).min(count);
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
    // Candidates per section, computed (engine) questions apart.
    let mut pools: Vec<(Vec<Question>, Vec<Question>)> = bp
        .sections
        .iter()
        .map(|s| {
            let mut all: Vec<Question> = s
                .topics
                .iter()
                .flat_map(|t| candidates(kb, t, 8, mix(seed, crate::quiz::hash_str(&s.id))))
                .collect();
            all.shuffle(&mut rng);
            all.into_iter().partition(|q| q.generator.starts_with("engine:"))
        })
        .collect();
    // Computed questions first, round-robin over the sections that have them.
    let mut quota = vec![0usize; sizes.len()];
    while calculations > 0 {
        let before = calculations;
        for (i, (engines, _)) in pools.iter().enumerate() {
            if calculations > 0 && quota[i] < sizes[i] && quota[i] < engines.len() {
                quota[i] += 1;
                calculations -= 1;
            }
        }
        if calculations == before {
            break;
        }
    }
    let mut keys = HashSet::new();
    let mut rulings = HashSet::new();
    let mut out = Vec::with_capacity(count);
    for (i, (engines, others)) in pools.iter_mut().enumerate() {
        let mut taken = 0;
        let mut take = |pool: &mut Vec<Question>, n: usize, out: &mut Vec<Question>, strict: bool| {
            let mut got = 0;
            while got < n {
                let pick = pool.iter().position(|q| {
                    !(keys.contains(&q.key)
                        || (strict && q.ruling.as_ref().is_some_and(|r| rulings.contains(r))))
                });
                let Some(p) = pick else { break };
                let q = pool.remove(p);
                keys.insert(q.key.clone());
                if let Some(r) = &q.ruling {
                    rulings.insert(r.clone());
                }
                out.push(q);
                got += 1;
            }
            got
        };
        taken += take(engines, quota[i], &mut out, false);
        let mut mixed: Vec<Question> = others.drain(..).chain(engines.drain(..)).collect();
        mixed.shuffle(&mut rng);
        for strict in [true, false] {
            let need = sizes[i] - taken;
            taken += take(&mut mixed, need, &mut out, strict);
        }
    }
    if out.is_empty() {
        return Err(SelectError::Empty);
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::path::Path;

    fn kb() -> KnowledgeBase {
        KnowledgeBase::load(&Path::new(env!("CARGO_MANIFEST_DIR")).join("content")).unwrap()
    }

    #[test]
    fn a_quiz_is_reproducible_from_its_seed() {
        let kb = kb();
        let a = build(&kb, &[], 30, 42).unwrap();
        let b = build(&kb, &[], 30, 42).unwrap();
        assert_eq!(a, b);
        assert_ne!(a, build(&kb, &[], 30, 43).unwrap());
    }

    #[test]
    fn questions_are_spread_across_the_chosen_topics_without_repeats() {
        let kb = kb();
        let topics = vec![
            "time-control".to_string(),
            "touch-move".to_string(),
            "tie-breaks".to_string(),
        ];
        let qs = build(&kb, &topics, 12, 1).unwrap();
        assert_eq!(qs.len(), 12);
        for t in &topics {
            assert!(qs.iter().filter(|q| &q.topic == t).count() >= 3, "{t}");
        }
        let keys: HashSet<_> = qs.iter().map(|q| &q.key).collect();
        assert_eq!(keys.len(), qs.len());
    }

    #[test]
    fn a_mock_exam_follows_the_blueprint() {
        let kb = kb();
        let bp = kb.blueprint();
        let qs = blueprint(&kb, bp, bp.questions, 5).unwrap();
        assert_eq!(qs.len(), bp.questions);
        for s in &bp.sections {
            let n = qs.iter().filter(|q| s.topics.contains(&q.topic)).count();
            assert!(n >= s.questions, "section {}: {n} of {}", s.id, s.questions);
        }
        let computed = qs.iter().filter(|q| q.generator.starts_with("engine:")).count();
        assert!(computed >= bp.min_calculations, "{computed} computed questions");
        let keys: HashSet<_> = qs.iter().map(|q| &q.key).collect();
        assert_eq!(keys.len(), qs.len(), "no question twice");
        assert_eq!(
            blueprint(&kb, bp, 10, 5).unwrap().len(),
            10,
            "a shorter exam keeps the proportions"
        );
    }

    #[test]
    fn an_unknown_topic_is_refused() {
        assert_eq!(
            build(&kb(), &["astrology".into()], 5, 1),
            Err(SelectError::UnknownTopic("astrology".into()))
        );
    }

    #[test]
    fn every_question_has_one_right_option_among_distinct_ones() {
        let kb = kb();
        for q in build(&kb, &[], 200, 9).unwrap() {
            assert!(q.correct < q.options.len(), "{}", q.key);
            let mut en: Vec<&String> = q.options.iter().map(|o| &o.en).collect();
            en.sort();
            en.dedup();
            assert_eq!(en.len(), q.options.len(), "{}", q.key);
        }
    }
}
