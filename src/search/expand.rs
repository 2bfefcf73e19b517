//! Query help that is not scoring: which synonym groups (from `content/_synonyms.yaml`) a query
//! names, and known references near an unknown one. Synonyms are resolved at index time: a
//! document containing any phrase of a group gets the group's concept term, so a query naming
//! the group in any language costs one term lookup, not one sub-query per phrase.

use tantivy::tokenizer::{AsciiFoldingFilter, LowerCaser, SimpleTokenizer, TextAnalyzer};

use crate::content::KnowledgeBase;
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
    a == b || (a.len() >= 5 && b.len() >= 5 && within_one_edit(a, b))
}

/// True if `a` and `b` differ by at most one insertion, deletion, substitution or swap of two
/// neighbouring letters (allocation-free on ASCII, which folded words nearly always are).
pub(crate) fn within_one_edit(a: &str, b: &str) -> bool {
    if a.is_ascii() && b.is_ascii() {
        one_edit(a.as_bytes(), b.as_bytes())
    } else {
        let a: Vec<char> = a.chars().collect();
        let b: Vec<char> = b.chars().collect();
        one_edit(&a, &b)
    }
}

fn one_edit<T: PartialEq>(a: &[T], b: &[T]) -> bool {
    let (a, b) = if a.len() >= b.len() { (a, b) } else { (b, a) };
    if a.len() - b.len() > 1 {
        return false;
    }
    let Some(i) = a.iter().zip(b).position(|(x, y)| x != y) else {
        return true; // equal, or `a` is `b` plus one final letter
    };
    if a.len() == b.len() {
        a[i + 1..] == b[i + 1..]
            || (i + 1 < a.len() && a[i] == b[i + 1] && a[i + 1] == b[i] && a[i + 2..] == b[i + 2..])
    } else {
        a[i + 1..] == b[i..]
    }
}

/// Most synonym groups one query may name (a pasted paragraph could name many).
const MAX_GROUPS: usize = 4;

/// Synonym groups ready for matching. Each distinct word of every phrase is numbered, so a
/// query's words are compared with the phrase vocabulary once, and phrases are then matched as
/// sequences of numbers.
pub(crate) struct Synonyms {
    /// Each group: its phrases as written and as word numbers.
    groups: Vec<Vec<(String, Vec<u32>)>>,
    /// Distinct folded phrase words, by number.
    words: Vec<String>,
    /// Folded phrase word → its number, for exact readings.
    numbers: std::collections::HashMap<String, u32>,
    /// Phrase word numbers by length in characters, so a typo is looked for only among words
    /// one character shorter, as long, or one longer (2,500 phrases make a full scan costly).
    by_length: Vec<Vec<u32>>,
}

impl Synonyms {
    pub(crate) fn new(kb: &KnowledgeBase) -> Synonyms {
        let mut f = folder();
        let mut words: Vec<String> = Vec::new();
        let mut number = |w: String| -> u32 {
            match words.iter().position(|x| *x == w) {
                Some(i) => i as u32,
                None => {
                    words.push(w);
                    (words.len() - 1) as u32
                }
            }
        };
        let groups = kb
            .synonyms()
            .iter()
            .map(|g| {
                g.iter()
                    .map(|p| {
                        (
                            p.clone(),
                            fold(&mut f, p).into_iter().map(&mut number).collect::<Vec<u32>>(),
                        )
                    })
                    .filter(|(_, t)| !t.is_empty())
                    .collect()
            })
            .collect();
        let numbers = words
            .iter()
            .enumerate()
            .map(|(i, w)| (w.clone(), i as u32))
            .collect();
        let mut by_length: Vec<Vec<u32>> = Vec::new();
        for (i, w) in words.iter().enumerate() {
            let n = w.chars().count();
            if by_length.len() <= n {
                by_length.resize(n + 1, Vec::new());
            }
            by_length[n].push(i as u32);
        }
        Synonyms {
            groups,
            words,
            numbers,
            by_length,
        }
    }

    /// Every phrase as written, with its group's number (for the index build).
    pub(crate) fn phrases(&self) -> impl Iterator<Item = (usize, &str)> {
        self.groups
            .iter()
            .enumerate()
            .flat_map(|(g, phrases)| phrases.iter().map(move |(p, _)| (g, p.as_str())))
    }

    /// The phrase words each query word can stand for (itself, or one typo away).
    fn readings(&self, text: &str) -> Vec<Vec<u32>> {
        fold(&mut folder(), text)
            .iter()
            .map(|q| {
                let n = q.chars().count();
                let mut found: Vec<u32> = self.numbers.get(q).copied().into_iter().collect();
                if n >= 5 {
                    let near = (n - 1..=n + 1).filter_map(|l| self.by_length.get(l)).flatten();
                    found.extend(near.filter(|&&i| {
                        let w = &self.words[i as usize];
                        w != q && close(q, w)
                    }));
                }
                found
            })
            .collect()
    }

    /// The groups one of whose phrases `text` contains (accents, case, script and one typo per
    /// long word ignored), at most [`MAX_GROUPS`], each with the positions of the query words
    /// (as folded) that the phrase covers.
    pub(crate) fn groups_in(&self, text: &str) -> Vec<(usize, Vec<usize>)> {
        let query = self.readings(text);
        // A phrase can only match if its first word is one the query can stand for.
        let any: std::collections::HashSet<u32> = query.iter().flatten().copied().collect();
        let mut out: Vec<(usize, Vec<usize>)> = Vec::new();
        for (g, phrases) in self.groups.iter().enumerate() {
            let mut covered: Vec<usize> = Vec::new();
            for (_, phrase) in phrases {
                if phrase.len() > query.len() || !phrase.first().is_some_and(|w| any.contains(w)) {
                    continue;
                }
                for start in 0..=(query.len() - phrase.len()) {
                    if phrase
                        .iter()
                        .enumerate()
                        .all(|(k, w)| query[start + k].contains(w))
                    {
                        covered.extend(start..start + phrase.len());
                    }
                }
            }
            if !covered.is_empty() {
                covered.sort_unstable();
                covered.dedup();
                out.push((g, covered));
                if out.len() == MAX_GROUPS {
                    break;
                }
            }
        }
        out
    }

    /// The phrases of group `g` (tests and docs).
    #[cfg(test)]
    pub(crate) fn group(&self, g: usize) -> Vec<&str> {
        self.groups[g].iter().map(|(p, _)| p.as_str()).collect()
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
    fn jargon_names_its_group_in_any_language_with_a_typo() {
        let s = Synonyms::new(&kb());
        let g = s.groups_in("quedda de seta na partida");
        assert_eq!(g.len(), 1, "{g:?}");
        assert_eq!(g[0].1, vec![0, 1, 2], "the phrase covers the first three words");
        let phrases = s.group(g[0].0);
        assert!(phrases.contains(&"flag fall"), "{phrases:?}");
        assert!(phrases.contains(&"падение флажка"), "{phrases:?}");
        assert_eq!(s.groups_in("пад заставице")[0].0, g[0].0);
        assert!(s.groups_in("bishop").is_empty());
    }

    #[test]
    fn one_edit_means_one_letter_added_dropped_changed_or_two_swapped() {
        for (a, b) in [
            ("castling", "castlnig"),
            ("castling", "castlin"),
            ("castling", "castlings"),
            ("castling", "kastling"),
            ("заставица", "заставице"),
        ] {
            assert!(within_one_edit(a, b), "{a} {b}");
        }
        for (a, b) in [
            ("castling", "castl"),
            ("castling", "cstlnig"),
            ("flag", "flog fall"),
        ] {
            assert!(!within_one_edit(a, b), "{a} {b}");
        }
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
