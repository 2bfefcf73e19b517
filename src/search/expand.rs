//! Query help that is not scoring: synonym expansion across languages (from
//! `content/_synonyms.yaml`) and, when nothing matched, a spelling suggestion built from the
//! words of titles and keywords.

use std::collections::BTreeMap;

use tantivy::tokenizer::{AsciiFoldingFilter, LowerCaser, SimpleTokenizer, TextAnalyzer};

use crate::content::{KnowledgeBase, Lang};
use crate::search::analysis;

/// Folds text for matching: lowercase, no accents, Cyrillic in Latin letters.
fn folder() -> TextAnalyzer {
    TextAnalyzer::builder(SimpleTokenizer::default())
        .filter(LowerCaser)
        .filter(analysis::Map(analysis::cyrillic_to_latin))
        .filter(AsciiFoldingFilter)
        .build()
}

/// Folded tokens of `text`, in order (duplicates kept).
fn fold(analyzer: &mut TextAnalyzer, text: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut stream = analyzer.token_stream(text);
    while stream.advance() {
        out.push(stream.token().text.clone());
    }
    out
}

/// Two folded words are the same for matching: equal, or one typo apart when long enough.
fn close(a: &str, b: &str) -> bool {
    a == b || (a.chars().count() >= 5 && b.chars().count() >= 5 && strsim::damerau_levenshtein(a, b) <= 1)
}

/// Synonym groups ready for matching.
pub(crate) struct Synonyms {
    /// Each group: its phrases as written and folded.
    groups: Vec<Vec<(String, Vec<String>)>>,
}

impl Synonyms {
    pub(crate) fn new(kb: &KnowledgeBase) -> Synonyms {
        let mut f = folder();
        let groups = kb
            .synonyms()
            .iter()
            .map(|g| {
                g.iter()
                    .map(|p| (p.clone(), fold(&mut f, p)))
                    .filter(|(_, t)| !t.is_empty())
                    .collect()
            })
            .collect();
        Synonyms { groups }
    }

    /// For each synonym group matching `text`, the group's other phrases (not the one typed).
    pub(crate) fn expand(&self, text: &str) -> Vec<Vec<String>> {
        let query = fold(&mut folder(), text);
        let contains = |phrase: &[String], close_enough: bool| {
            phrase.len() <= query.len()
                && query.windows(phrase.len()).any(|w| {
                    w.iter()
                        .zip(phrase)
                        .all(|(a, b)| if close_enough { close(a, b) } else { a == b })
                })
        };
        self.groups
            .iter()
            .filter(|group| group.iter().any(|(_, phrase)| contains(phrase, true)))
            .map(|group| {
                group
                    .iter()
                    .filter(|(_, folded)| !contains(folded, false))
                    .map(|(p, _)| p.clone())
                    .collect()
            })
            .filter(|g: &Vec<String>| !g.is_empty())
            .take(4)
            .collect()
    }
}

/// Words of titles and keywords, for "did you mean".
pub(crate) struct Vocabulary {
    /// Folded word → the word as written (lowercase), most frequent spelling.
    words: BTreeMap<String, String>,
}

impl Vocabulary {
    pub(crate) fn new(kb: &KnowledgeBase) -> Vocabulary {
        let mut f = folder();
        let mut counts: BTreeMap<String, BTreeMap<String, usize>> = BTreeMap::new();
        for r in kb.rulings() {
            for l in Lang::ALL {
                let texts = std::iter::once(r.title.get(l).as_str())
                    .chain(r.keywords.get(l).iter().map(String::as_str));
                for text in texts {
                    for word in text
                        .split(|c: char| !c.is_alphanumeric())
                        .filter(|w| w.chars().count() >= 3)
                    {
                        let lower = word.to_lowercase();
                        if let Some(folded) = fold(&mut f, &lower).into_iter().next() {
                            *counts.entry(folded).or_default().entry(lower).or_default() += 1;
                        }
                    }
                }
            }
        }
        let words = counts
            .into_iter()
            .filter_map(|(k, spellings)| spellings.into_iter().max_by_key(|(_, n)| *n).map(|(w, _)| (k, w)))
            .collect();
        Vocabulary { words }
    }

    /// `text` with unknown words replaced by the closest known ones, if any was replaced.
    pub(crate) fn suggest(&self, text: &str) -> Option<String> {
        let mut f = folder();
        let mut changed = false;
        let mut out = Vec::new();
        for word in text.split_whitespace() {
            let folded = fold(&mut f, word).join("");
            if folded.chars().count() < 4 || self.words.contains_key(&folded) {
                out.push(word.to_string());
                continue;
            }
            let max = if folded.chars().count() >= 7 { 2 } else { 1 };
            let best = self
                .words
                .iter()
                .map(|(k, w)| (strsim::damerau_levenshtein(&folded, k), w))
                .filter(|(d, _)| *d <= max)
                .min_by_key(|(d, _)| *d);
            match best {
                Some((_, w)) => {
                    changed = true;
                    out.push(w.clone());
                }
                None => out.push(word.to_string()),
            }
        }
        changed.then(|| out.join(" "))
    }
}

/// Known references near an unknown one, closest first: one character away (`6.90` → `6.9`),
/// then siblings under the same parent (`7.5.9` → `7.5.1` … `7.5.5`).
pub(crate) fn nearby_articles(reference: &str, known: &[String]) -> Vec<String> {
    let reference = reference.to_lowercase();
    let parent = reference.rsplit_once('.').map(|(p, _)| p.to_string());
    let mut scored: Vec<(usize, &String)> = known
        .iter()
        .filter_map(|k| {
            let lower = k.to_lowercase();
            let distance = strsim::levenshtein(&lower, &reference);
            let sibling = parent
                .as_deref()
                .is_some_and(|p| lower.rsplit_once('.').is_some_and(|(kp, _)| kp == p));
            (distance <= 1 || sibling).then_some((distance, k))
        })
        .collect();
    scored.sort();
    scored.into_iter().take(8).map(|(_, k)| k.clone()).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::path::Path;

    fn kb() -> KnowledgeBase {
        KnowledgeBase::load(&Path::new(env!("CARGO_MANIFEST_DIR")).join("content")).unwrap()
    }

    #[test]
    fn jargon_expands_to_its_equivalents_in_other_languages() {
        let s = Synonyms::new(&kb());
        let e = s.expand("quedda de seta na partida").concat();
        assert!(e.iter().any(|p| p == "flag fall"), "{e:?}");
        assert!(e.iter().any(|p| p == "падение флажка"), "{e:?}");
        let e = s.expand("пад заставице").concat();
        assert!(e.iter().any(|p| p == "queda de seta"), "{e:?}");
        assert!(
            !e.iter().any(|p| p == "пад заставице"),
            "what was typed is not repeated: {e:?}"
        );
        assert!(s.expand("bishop").is_empty());
    }

    #[test]
    fn misspelt_words_are_corrected_from_titles_and_keywords() {
        let v = Vocabulary::new(&kb());
        assert_eq!(v.suggest("castlnig").as_deref(), Some("castling"));
        assert_eq!(v.suggest("castling"), None);
    }

    #[test]
    fn nearby_articles_share_a_parent_or_differ_by_one_character() {
        let known = crate::content::known_references();
        let n = nearby_articles("6.90", &known);
        assert!(n.contains(&"6.9".to_string()), "{n:?}");
        let n = nearby_articles("7.5.9", &known);
        assert!(n.contains(&"7.5.5".to_string()), "{n:?}");
    }
}
