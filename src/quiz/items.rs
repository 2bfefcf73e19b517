//! Questions from the rulings.
//!
//! - **Authored items** (`ruling:<id>#<n>`): a ruling's own `quiz` item, options shuffled.
//! - **Cases** (`case:<id>`): the ruling's situation as the stem and its decision (as far as
//!   [`crate::quiz::decision::decision`] shows it) as the right option; the wrong options are
//!   the decisions of three other rulings, plausible and certainly wrong for this situation,
//!   chosen in [`crate::quiz::cases`]. Rulings without three such options are not asked as
//!   cases.

use rand::SeedableRng;

use crate::content::{KnowledgeBase, Lang, Localized, Ruling};
use crate::quiz::cases;
use crate::quiz::{Question, hash_str, mix};

/// Key of an authored item.
pub fn item_key(ruling: &str, index: usize) -> String {
    format!("ruling:{ruling}#{index}")
}

/// Key of a case question.
pub fn case_key(ruling: &str) -> String {
    format!("case:{ruling}")
}

/// An authored quiz item as a question.
pub fn authored(r: &Ruling, index: usize, seed: u64) -> Option<Question> {
    let item = r.quiz.get(index)?;
    let key = item_key(&r.id, index);
    let mut ids = vec!["right".to_string()];
    ids.extend((0..item.wrong.len()).map(|i| format!("w{i}")));
    let mut q = Question {
        topic: r.topics.first().cloned().unwrap_or_default(),
        stem: item.ask.clone(),
        options: std::iter::once(item.right.clone())
            .chain(item.wrong.iter().cloned())
            .collect(),
        correct: 0,
        explanation: item.why.clone().unwrap_or_else(|| r.answer.clone()),
        articles: r.articles.iter().map(|a| a.to_string()).collect(),
        ruling: Some(r.id.clone()),
        generator: "ruling-item".into(),
        seed,
        fen: item.fen.clone(),
        option_ids: ids,
        key,
    };
    q.reshuffle(&mut rand_chacha::ChaCha8Rng::seed_from_u64(mix(
        seed,
        hash_str(&q.key),
    )));
    Some(q)
}

/// The ruling's situation and decision as a question, if three certain distractors exist.
/// The distractors are the same every time the case is asked (the decisions most like the key
/// on the surface, ties broken by a fixed hash), so over retakes the right option is not the
/// only one that comes back.
pub fn case(kb: &KnowledgeBase, r: &Ruling, seed: u64) -> Option<Question> {
    let table = cases::table(kb);
    let wrong: Vec<&Ruling> = table.get(&r.id)?.iter().map(|&i| &kb.rulings()[i]).collect();
    let mut q = case_question(kb, r, &wrong, seed);
    q.reshuffle(&mut rand_chacha::ChaCha8Rng::seed_from_u64(mix(
        seed,
        hash_str(&q.key),
    )));
    Some(q)
}

/// The case of `r` with `wrong` as its wrong options, the right one first (not shuffled).
fn case_question(kb: &KnowledgeBase, r: &Ruling, wrong: &[&Ruling], seed: u64) -> Question {
    let decided = crate::quiz::decision::all(kb);
    let mut ids = vec!["right".to_string()];
    ids.extend(wrong.iter().map(|o| format!("case:{}", o.id)));
    Question {
        key: case_key(&r.id),
        topic: r.topics.first().cloned().unwrap_or_default(),
        stem: r.question.clone(),
        options: std::iter::once(r)
            .chain(wrong.iter().copied())
            // `decided` holds every ruling of `kb`, and `r` and `wrong` are rulings of `kb`.
            .map(|x| decided[&x.id].clone())
            .collect(),
        correct: 0,
        explanation: case_explanation(r, wrong),
        articles: r.articles.iter().map(|a| a.to_string()).collect(),
        ruling: Some(r.id.clone()),
        generator: "ruling-case".into(),
        seed,
        fen: r.position.clone(),
        option_ids: ids,
    }
}

/// The feedback of a case question: the decision with its reasons, then where each wrong
/// option comes from, so a trainee learns which situation it decides instead of only seeing
/// the key again.
fn case_explanation(r: &Ruling, wrong: &[&Ruling]) -> Localized<String> {
    let mut out = r.answer.clone();
    for lang in Lang::ALL {
        let lead = crate::locales::text(lang, "case-others");
        let titles: Vec<String> = wrong.iter().map(|o| format!("«{}»", o.title.get(lang))).collect();
        let text = out.get_mut(lang);
        text.push_str("\n\n");
        text.push_str(&lead);
        text.push(' ');
        text.push_str(&titles.join("; "));
        text.push('.');
    }
    out
}

/// Regenerate a question from its key (for retries and reviews).
pub fn resolve(kb: &KnowledgeBase, key: &str, seed: u64) -> Option<Question> {
    if let Some(rest) = key.strip_prefix("ruling:") {
        let (id, n) = rest.rsplit_once('#')?;
        return authored(kb.get(id)?, n.parse().ok()?, seed);
    }
    if let Some(id) = key.strip_prefix("case:") {
        return case(kb, kb.get(id)?, seed);
    }
    if let Some(rest) = key.strip_prefix("engine:") {
        let (topic, s) = rest.rsplit_once(':')?;
        return crate::quiz::engines::generate(topic, s.parse().ok()?);
    }
    None
}

/// A question kept compactly (see [`crate::quiz::Served::compact`]) rebuilt from the content in
/// `lang`: the same question, its options in the order they were shown. `None` when the
/// content no longer has it (a ruling removed, an item or option changed): its attempt still
/// shows the score and the topics.
pub fn rebuild(kb: &KnowledgeBase, stored: &crate::quiz::Served, lang: Lang) -> Option<crate::quiz::Served> {
    let q = match stored.key.strip_prefix("case:") {
        // A case's wrong options are other rulings' decisions, named by their ids: rebuilt
        // from those, even if today's content would choose others.
        Some(id) => {
            let r = kb.get(id)?;
            let mut wrong: Vec<&Ruling> = stored
                .option_ids
                .iter()
                .filter(|i| *i != "right")
                .map(|i| kb.get(i.strip_prefix("case:")?))
                .collect::<Option<_>>()?;
            // In the order the case lists them (its explanation names them in that order).
            let table = cases::table(kb);
            let listed = table.get(id).cloned().unwrap_or_default();
            let rank = |o: &Ruling| {
                listed
                    .iter()
                    .position(|&i| kb.rulings()[i].id == o.id)
                    .unwrap_or(usize::MAX)
            };
            wrong.sort_by_key(|o| rank(o));
            case_question(kb, r, &wrong, 0)
        }
        None => resolve(kb, &stored.key, 0)?,
    };
    let ids = q.ids();
    let order: Vec<usize> = stored
        .option_ids
        .iter()
        .map(|id| ids.iter().position(|x| x == id))
        .collect::<Option<_>>()?;
    if order.len() != q.options.len() || order.get(stored.correct) != Some(&q.correct) {
        return None;
    }
    let mut served = q.served(lang, stored.topics.clone());
    served.options = order.iter().map(|&i| q.options[i].get(lang).clone()).collect();
    served.option_ids = stored.option_ids.clone();
    served.correct = stored.correct;
    Some(served)
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::path::Path;

    fn kb() -> KnowledgeBase {
        KnowledgeBase::load(&Path::new(env!("CARGO_MANIFEST_DIR")).join("content")).unwrap()
    }

    #[test]
    fn authored_items_keep_their_right_answer_whatever_the_shuffle() {
        let kb = kb();
        for r in kb.rulings() {
            for i in 0..r.quiz.len() {
                for seed in 0..4 {
                    let q = authored(r, i, seed).unwrap();
                    assert_eq!(q.options[q.correct], r.quiz[i].right);
                    assert_eq!(q.options.len(), r.quiz[i].wrong.len() + 1);
                    assert_eq!(authored(r, i, seed).unwrap(), q, "same seed, same question");
                }
            }
        }
    }

    #[test]
    fn case_distractors_never_decide_under_the_case_s_own_rule_or_family() {
        // Each wrong option shares a topic and the kind of decision (`decides`) with the case.
        let kb = kb();
        let mut asked = 0;
        for r in kb.rulings() {
            let Some(q) = case(&kb, r, 7) else { continue };
            asked += 1;
            let decision = |x: &Ruling| {
                Localized::from_fn(|l| crate::quiz::decision::decision(&x.answer, l).to_string())
            };
            assert_eq!(q.options[q.correct], decision(r));
            for (i, o) in q.options.iter().enumerate() {
                if i == q.correct {
                    continue;
                }
                let id = q.option_ids[i].strip_prefix("case:").expect("a case option id");
                let other = kb.get(id).expect("a distractor is another ruling's decision");
                assert_eq!(o, &decision(other));
                assert!(
                    !cases::same_rule(r, &cases::reach(r), other, &cases::reach(other)),
                    "{} and {} decide under one rule",
                    r.id,
                    other.id
                );
                assert!(other.topics.iter().any(|t| r.topics.contains(t)));
                assert_eq!(
                    other.decides, r.decides,
                    "{} and {} decide different kinds of thing",
                    r.id, other.id
                );
                assert_ne!(
                    other.family(),
                    r.family(),
                    "{} and {} are one family",
                    r.id,
                    other.id
                );
            }
        }
        // The quiz issue's floor: at least 150 rulings are asked as cases.
        assert!(asked >= 150, "enough rulings can be asked as cases ({asked})");
    }

    #[test]
    fn keys_resolve_back_to_the_same_question() {
        let kb = kb();
        let r = &kb.rulings()[0];
        let q = authored(r, 0, 3).unwrap();
        assert_eq!(resolve(&kb, &q.key, 3).unwrap(), q);
        assert!(resolve(&kb, "ruling:nope#0", 1).is_none());
        assert!(resolve(&kb, "garbage", 1).is_none());
    }

    #[test]
    fn case_feedback_gives_the_reasons_and_says_where_each_wrong_option_comes_from() {
        let kb = kb();
        let mut asked = 0;
        for r in kb.rulings() {
            let Some(q) = case(&kb, r, 9) else { continue };
            asked += 1;
            for lang in Lang::ALL {
                let fb = q.explanation.get(lang);
                assert!(fb.starts_with(r.answer.get(lang).as_str()), "{}", r.id);
                for id in q.option_ids.iter().filter_map(|o| o.strip_prefix("case:")) {
                    let other = kb.get(id).unwrap();
                    assert!(
                        fb.contains(other.title.get(lang).as_str()),
                        "{} {lang}: {fb}",
                        r.id
                    );
                }
            }
        }
        assert!(asked >= 30, "{asked}");
    }

    #[test]
    fn a_compact_question_is_rebuilt_as_it_was_shown_for_every_kind_of_question() {
        let kb = kb();
        let mut keys: Vec<String> = Vec::new();
        let with_item = kb.rulings().iter().find(|r| !r.quiz.is_empty()).unwrap();
        keys.push(item_key(&with_item.id, 0));
        let with_case = kb.rulings().iter().find(|r| case(&kb, r, 1).is_some()).unwrap();
        keys.push(case_key(&with_case.id));
        keys.push(format!("engine:flag-fall:{}", 12345));
        keys.push(format!("engine:tie-breaks:{}", 777));
        for key in keys {
            let mut q = resolve(&kb, &key, 3).unwrap_or_else(|| panic!("{key} resolves"));
            q.reshuffle(&mut rand_chacha::ChaCha8Rng::seed_from_u64(99));
            let shown = q.served(Lang::Pt, vec!["t".into()]);
            let compact = crate::quiz::Served::compact(
                &key,
                shown.topics.clone(),
                shown.option_ids.clone(),
                shown.correct,
            );
            let rebuilt = rebuild(&kb, &compact, Lang::Pt).unwrap_or_else(|| panic!("{key} rebuilds"));
            assert_eq!(rebuilt, shown, "{key}");
        }
        let gone = crate::quiz::Served::compact("ruling:no-such-ruling#0", vec![], vec!["right".into()], 0);
        assert!(rebuild(&kb, &gone, Lang::En).is_none());
    }
}
