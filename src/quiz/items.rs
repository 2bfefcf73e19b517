//! Questions from the rulings.
//!
//! - **Authored items** (`ruling:<id>#<n>`): a ruling's own `quiz` item, options shuffled.
//! - **Cases** (`case:<id>`): the ruling's situation as the stem and its decision as the right
//!   option. The wrong options are the decisions of *other* rulings, and only where they are
//!   plausible and certainly wrong for this situation. The rule: a distractor ruling must share
//!   a topic with the case and decide the same kind of thing (`decides`: a result, a penalty, a
//!   time, a procedure…), so it reads as an answer to the same question; and it must decide a
//!   different rule: no current article, no enclosing article and no former number in common,
//!   not linked to or from the case as related, not of the same family (a main ruling and its
//!   variants, `variant_of`, share a decision), and not about the same event. Its decision then
//!   applies a different article to a different situation, so it cannot also be the answer.
//!   Among those, the three are chosen so that no surface cue points at the key (see
//!   `choose_distractors`: never the one option echoing the question, a length place per case).
//!   Rulings that decide nothing quizzable (`decides: none`) are neither asked nor used. Cases
//!   without three such distractors are not asked.

use std::collections::HashMap;
use std::sync::{Arc, Mutex};

use rand::SeedableRng;

use crate::content::{Decides, Kind, KnowledgeBase, Lang, Localized, Ruling};
use crate::quiz::surface;
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

/// Every reference a ruling touches: its articles and their parents.
fn reach(r: &Ruling) -> Vec<String> {
    let mut v: Vec<String> = r
        .articles
        .iter()
        .flat_map(|a| std::iter::once(a.to_string()).chain(a.parents()))
        .collect();
    v.sort();
    v.dedup();
    v
}

/// True if `other`'s decision is certainly wrong for `case` and a plausible answer to it: it
/// shares a topic and decides the same kind of thing (a result, a penalty, a time…), but
/// decides a different rule in a different situation (see the module comment); `case_reach` is
/// `reach(case)`, computed once by the caller.
fn certainly_different(case: &Ruling, case_reach: &[String], other: &Ruling) -> bool {
    if case.id == other.id
        || !other.topics.iter().any(|t| case.topics.contains(t))
        || other.unsettled.is_some()
        || other.decides != case.decides
        || matches!(other.decides, None | Some(Decides::None))
    {
        return false;
    }
    let b = reach(other);
    let shares_article = case_reach.iter().any(|x| b.contains(x));
    let shares_former = case
        .former_numbers
        .iter()
        .any(|f| other.former_numbers.contains(f));
    let related = case.related.contains(&other.id) || other.related.contains(&case.id);
    let same_event =
        case.event.is_some() && other.event.as_ref().map(|e| &e.name) == case.event.as_ref().map(|e| &e.name);
    // A main ruling and its variants (`variant_of`) share one decision, so none of them is a
    // wrong option for another.
    let same_family = case.family() == other.family();
    !shares_article && !shares_former && !related && !same_event && !same_family
}

/// Ruling id → the indices of its case question's distractors.
type CaseTable = Arc<HashMap<String, Vec<usize>>>;

/// The three distractor rulings of every case question (indices into `kb.rulings()`), worked
/// out once per knowledge-base version: choosing them compares each ruling with every other,
/// too slow to repeat for every quiz.
fn case_distractors(kb: &KnowledgeBase) -> CaseTable {
    static CACHE: Mutex<Option<(String, CaseTable)>> = Mutex::new(None);
    let mut cache = CACHE.lock().unwrap_or_else(|e| e.into_inner());
    if let Some((version, table)) = cache.as_ref()
        && version == kb.version()
    {
        return table.clone();
    }
    let table: HashMap<String, Vec<usize>> = kb
        .rulings()
        .iter()
        .filter_map(|r| Some((r.id.clone(), choose_distractors(kb, r)?)))
        .collect();
    let table = Arc::new(table);
    *cache = Some((kb.version().to_string(), table.clone()));
    table
}

/// The distractors of `r`'s case question, if three certain ones exist.
fn choose_distractors(kb: &KnowledgeBase, r: &Ruling) -> Option<Vec<usize>> {
    // An unsettled point is never asked (`unsettled` in the front matter).
    if r.kind == Kind::Procedure || matches!(r.decides, None | Some(Decides::None)) || r.unsettled.is_some() {
        return None;
    }
    let case_reach = reach(r);
    let mut others: Vec<usize> = (0..kb.rulings().len())
        .filter(|&i| certainly_different(r, &case_reach, &kb.rulings()[i]))
        .collect();
    if others.len() < 3 {
        return None;
    }
    // The most plausible wrong options first: the decisions repeating as many of the question's
    // words as the key does (so the key is not the one option echoing the question), naming an
    // article alike, then sharing most topics with the case.
    let stems: Vec<_> = Lang::ALL
        .iter()
        .map(|&l| surface::stems(r.question.get(l)))
        .collect();
    let overlaps = |o: &Ruling| -> [usize; 4] {
        let mut out = [0; 4];
        for (i, (&l, s)) in Lang::ALL.iter().zip(&stems).enumerate() {
            out[i] = surface::overlap(s, o.answer.get(l));
        }
        out
    };
    let right_overlap = overlaps(r);
    let right_names = surface::names_article(&r.answer.en);
    let shared = |o: &Ruling| o.topics.iter().filter(|t| r.topics.contains(t)).count();
    others.sort_by_cached_key(|&i| {
        let o = &kb.rulings()[i];
        let parity: usize = (overlaps(o).iter().zip(&right_overlap))
            .map(|(o, r)| o.min(r))
            .sum();
        (
            std::cmp::Reverse(parity),
            surface::names_article(&o.answer.en) != right_names,
            std::cmp::Reverse(shared(o)),
            hash_str(&format!("{}|{}", r.id, o.id)),
        )
    });
    others.truncate(CANDIDATES);
    let lengths = |o: &Ruling| Lang::ALL.map(|l| o.answer.get(l).chars().count());
    let key_len = lengths(r);
    let candidates: Vec<([usize; 4], [usize; 4])> = (others.iter())
        .map(|&i| (lengths(&kb.rulings()[i]), overlaps(&kb.rulings()[i])))
        .collect();
    // A test-wise guesser picks the option repeating most of the question's words, the longest
    // or the shortest. The key is never the one option repeating most of them, in any
    // language (a case where it must be is not asked), and where it stands by length is a
    // target fixed per case by a hash of its id: shortest, longest or between (one, one and two
    // in four), so over the bank neither length points at the key more often than chance. A
    // case whose target cannot be met stands between if it can, else longest; never shortest
    // by default: the key is most often the shortest decision that fits, so falling back to
    // shortest would bring the bias back (the shortest option was the key in 53-65 % before).
    let fits = |chosen: [usize; 3], place: Place| -> bool {
        (0..Lang::ALL.len()).all(|l| {
            let key = key_len[l];
            let len = |c: usize| candidates[c].0[l];
            let placed = match place {
                Place::Shortest => chosen.iter().all(|&c| len(c) > key),
                Place::Longest => chosen.iter().all(|&c| len(c) < key),
                Place::Between => {
                    chosen.iter().any(|&c| len(c) <= key) && chosen.iter().any(|&c| len(c) >= key)
                }
            };
            let leads = right_overlap[l] > 0 && chosen.iter().all(|&c| candidates[c].1[l] < right_overlap[l]);
            placed && !leads
        })
    };
    let target = match hash_str(&format!("case-place|{}", r.id)) % 4 {
        0 => Place::Shortest,
        1 => Place::Longest,
        _ => Place::Between,
    };
    let n = others.len();
    for place in [target, Place::Between, Place::Longest] {
        for a in 0..n {
            for b in a + 1..n {
                for c in b + 1..n {
                    if fits([a, b, c], place) {
                        return Some(vec![others[a], others[b], others[c]]);
                    }
                }
            }
        }
    }
    None
}

/// Where a case's key stands by length among its options (see `choose_distractors`).
#[derive(Clone, Copy)]
enum Place {
    Shortest,
    Longest,
    Between,
}

/// Candidates a case's distractors are chosen from, the most plausible first.
const CANDIDATES: usize = 40;

/// The ruling's situation and decision as a question, if three certain distractors exist.
/// The distractors are the same every time the case is asked (the decisions most like the key
/// on the surface, ties broken by a fixed hash), so over retakes the right option is not the
/// only one that comes back.
pub fn case(kb: &KnowledgeBase, r: &Ruling, seed: u64) -> Option<Question> {
    let table = case_distractors(kb);
    let wrong: Vec<&Ruling> = table.get(&r.id)?.iter().map(|&i| &kb.rulings()[i]).collect();
    let mut q = case_question(r, &wrong, seed);
    q.reshuffle(&mut rand_chacha::ChaCha8Rng::seed_from_u64(mix(
        seed,
        hash_str(&q.key),
    )));
    Some(q)
}

/// The case of `r` with `wrong` as its wrong options, the right one first (not shuffled).
fn case_question(r: &Ruling, wrong: &[&Ruling], seed: u64) -> Question {
    let mut ids = vec!["right".to_string()];
    ids.extend(wrong.iter().map(|o| format!("case:{}", o.id)));
    Question {
        key: case_key(&r.id),
        topic: r.topics.first().cloned().unwrap_or_default(),
        stem: r.question.clone(),
        options: std::iter::once(r.answer.clone())
            .chain(wrong.iter().map(|o| o.answer.clone()))
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
            let table = case_distractors(kb);
            let listed = table.get(id).cloned().unwrap_or_default();
            let rank = |o: &Ruling| {
                listed
                    .iter()
                    .position(|&i| kb.rulings()[i].id == o.id)
                    .unwrap_or(usize::MAX)
            };
            wrong.sort_by_key(|o| rank(o));
            case_question(r, &wrong, 0)
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
    fn case_distractors_never_share_an_article_or_a_former_number() {
        let kb = kb();
        let mut asked = 0;
        for r in kb.rulings() {
            let Some(q) = case(&kb, r, 7) else { continue };
            asked += 1;
            assert_eq!(q.options[q.correct], r.answer);
            for (i, o) in q.options.iter().enumerate() {
                if i == q.correct {
                    continue;
                }
                let other = kb
                    .rulings()
                    .iter()
                    .find(|x| &x.answer == o)
                    .expect("a distractor is another ruling's answer");
                let mine: Vec<String> = reach(r);
                assert!(
                    reach(other).iter().all(|a| !mine.contains(a)),
                    "{} vs {}",
                    r.id,
                    other.id
                );
                assert!(other.topics.iter().any(|t| r.topics.contains(t)));
                assert_ne!(
                    other.family(),
                    r.family(),
                    "{} and {} are one family",
                    r.id,
                    other.id
                );
            }
        }
        assert!(asked >= 30, "enough rulings can be asked as cases ({asked})");
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
