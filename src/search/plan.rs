//! The plan of one query: per word, the stems to search in the languages whose index knows it,
//! its completions while it is being typed and its corrections when no language knows it;
//! function words dropped and a long paste cut to its rarest words; and the corrected query
//! offered when the search answers poorly.

use anyhow::Context;
use tantivy::query::FuzzyTermQuery;
use tantivy::{Searcher, Term};

use super::{SearchIndex, analysis, lang_index, query};
use crate::content::Lang;

/// A query with more content words than this is a pasted paragraph: see [`SearchIndex::plan`].
const LONG_QUERY_WORDS: usize = 8;
/// Most words a query is searched by; a longer paste keeps its rarest words.
pub(super) const MAX_WORDS: usize = 12;
/// Most completions or corrections one word is searched by.
const MAX_EXPANSIONS: usize = 8;
/// Weight of a completion of the word being typed, relative to the word as typed.
const PREFIX_WEIGHT: f32 = 0.8;
/// Weight of a correction of an unknown word.
const FUZZY_WEIGHT: f32 = 0.6;
/// Most words of one query given typo tolerance (each costs an automaton).
const MAX_FUZZY_WORDS: usize = 3;

/// The plan of one query.
pub(super) struct Plan {
    pub(super) text: String,
    pub(super) words: Vec<PlannedWord>,
    /// Synonym groups the query names.
    pub(super) concepts: Vec<usize>,
}

pub(super) struct PlannedWord {
    pub(super) text: String,
    /// Not searched on its own (a function word, or cut from a long paste).
    pub(super) stop: bool,
    /// Its stems per language, where that language's index knows them, each with its weight:
    /// 1 for the word as typed, less for a completion or a typo correction of it.
    pub(super) stems: [Vec<(String, f32)>; 4],
    /// Highest document frequency of its stems (0: no language knows it).
    pub(super) df: u64,
    /// Searched with typo tolerance.
    pub(super) fuzzy: bool,
    /// Being typed: also matched as a prefix (folded).
    pub(super) prefix: Option<String>,
    /// Synonym groups of the query whose phrase this word belongs to.
    pub(super) concepts: Vec<usize>,
}

impl SearchIndex {
    /// Decide, per query word, what to search: its stems in the languages that know them, its
    /// Russian reading if typed in Latin letters, typo tolerance or prefix matching if no
    /// language knows it; drop function words; keep the rarest words of a long paste.
    pub(super) fn plan(&self, searcher: &Searcher, parsed: &query::ParsedQuery) -> Plan {
        let raw: Vec<&str> = parsed.text.split_whitespace().collect();
        let n = raw.len();
        let all_stop = raw.iter().all(|w| analysis::is_stop_word(w));
        let mut words: Vec<PlannedWord> = Vec::with_capacity(n);
        for (i, w) in raw.iter().enumerate() {
            let last = i + 1 == n && parsed.typing_last_word;
            // A function word ("de", "the") is dropped, unless typed as an abbreviation ("DE")
            // or the whole query is function words.
            let abbreviation = w.chars().count() >= 2 && w.chars().all(|c| c.is_uppercase());
            let stop = !all_stop && !abbreviation && analysis::is_stop_word(w);
            let mut pw = PlannedWord {
                text: w.to_string(),
                stop,
                stems: Default::default(),
                df: 0,
                fuzzy: false,
                prefix: None,
                concepts: Vec::new(),
            };
            if !stop {
                // A word in Cyrillic letters is Russian or Serbian; in Latin letters anything but
                // Russian (which the transliteration below covers).
                let cyrillic = w.chars().any(|c| ('\u{0400}'..='\u{04FF}').contains(&c));
                for lang in Lang::ALL {
                    if cyrillic != matches!(lang, Lang::Ru) && lang != Lang::Sr {
                        continue;
                    }
                    pw.df = pw.df.max(self.add_stems(&mut pw.stems, lang, w, 1.0));
                }
                // Russian typed in Latin letters: "upal flazhok".
                if let Some(cyr) = analysis::latin_to_russian(w) {
                    pw.df = pw.df.max(self.add_stems(&mut pw.stems, Lang::Ru, &cyr, 1.0));
                }
                // The word being typed is also a prefix ("sonneb", "рокиров"), unless it is
                // already a long word the index knows; an unknown word gets typo tolerance.
                let folded = analysis::fold_words(w).join("");
                let len = folded.chars().count();
                if last && len >= 3 && (pw.df == 0 || len <= 4) {
                    pw.prefix = Some(folded);
                } else if pw.df == 0 && len >= 4 {
                    pw.fuzzy = true;
                }
            }
            words.push(pw);
        }
        // A long paste: searched by its rarest words, those at most a few times as common as
        // the rarest one (at least three, at most MAX_WORDS), so the decisive term is not
        // drowned by the many common words around it.
        let content: Vec<usize> = (0..words.len()).filter(|&i| !words[i].stop).collect();
        if content.len() > LONG_QUERY_WORDS {
            let mut known: Vec<usize> = content.iter().copied().filter(|&i| words[i].df > 0).collect();
            known.sort_by_key(|&i| words[i].df);
            let floor = known.first().map_or(0, |&i| words[i].df);
            let keep: Vec<usize> = known
                .iter()
                .enumerate()
                .filter(|(rank, i)| *rank < 3 || words[**i].df <= (4 * floor).max(floor + 2))
                .map(|(_, i)| *i)
                .take(MAX_WORDS)
                .collect();
            for i in content {
                if !keep.contains(&i) {
                    words[i].stop = true;
                    words[i].fuzzy = false;
                }
            }
        }
        // Typo tolerance for at most a few unknown words, longest first.
        let mut fuzzy: Vec<usize> = (0..words.len())
            .filter(|&i| words[i].fuzzy && !words[i].stop)
            .collect();
        fuzzy.sort_by_key(|&i| std::cmp::Reverse(words[i].text.chars().count()));
        for &i in fuzzy.iter().skip(MAX_FUZZY_WORDS) {
            words[i].fuzzy = false;
        }
        // Completions of the word being typed, and corrections of unknown words, become stems
        // like any other (scored by BM25, counted in coverage), for less.
        for w in words.iter_mut().filter(|w| !w.stop) {
            let expansions: Vec<(String, f32)> = if let Some(p) = &w.prefix {
                self.words_matching(searcher, p, 0, true)
                    .into_iter()
                    .map(|t| (t, PREFIX_WEIGHT))
                    .collect()
            } else if w.fuzzy {
                let folded = analysis::fold_words(&w.text).join("");
                let distance = if folded.chars().count() >= 9 { 2 } else { 1 };
                self.words_matching(searcher, &folded, distance, false)
                    .into_iter()
                    .map(|t| (t, FUZZY_WEIGHT))
                    .collect()
            } else {
                Vec::new()
            };
            for (term, weight) in expansions {
                let cyrillic = term.chars().any(|c| ('\u{0400}'..='\u{04FF}').contains(&c));
                for lang in Lang::ALL {
                    if cyrillic == matches!(lang, Lang::Ru) || (lang == Lang::Sr && !cyrillic) {
                        self.add_stems(&mut w.stems, lang, &term, weight);
                    }
                }
            }
        }
        let groups = self.synonyms.groups_in(&parsed.text);
        // Which words each group's phrase covers (positions count folded tokens).
        let mut pos = 0;
        for w in words.iter_mut() {
            let n = analysis::fold_words(&w.text).len();
            let span = pos..pos + n;
            pos += n;
            if !w.stop {
                w.concepts = groups
                    .iter()
                    .filter(|(_, covered)| covered.iter().any(|p| span.contains(p)))
                    .map(|(g, _)| *g)
                    .collect();
            }
        }
        let concepts = groups.into_iter().map(|(g, _)| g).collect();
        Plan {
            text: parsed.text.clone(),
            words,
            concepts,
        }
    }

    /// Add the stems of `text` in `lang` that the index knows, with `weight`; returns the highest
    /// document frequency among them.
    fn add_stems(&self, stems: &mut [Vec<(String, f32)>; 4], lang: Lang, text: &str, weight: f32) -> u64 {
        let li = lang_index(lang);
        let mut best = 0;
        for (_, t) in analysis::analyse(lang, text) {
            let df = self.doc_freq(li, &t);
            if df > 0 {
                best = best.max(df);
                if !stems[li].iter().any(|(x, _)| *x == t) {
                    stems[li].push((t, weight));
                }
            }
        }
        best
    }

    /// Words of the `words` field matching `folded` as a prefix (`prefix`), or within
    /// `distance` edits; the most common first, at most [`MAX_EXPANSIONS`].
    fn words_matching(&self, searcher: &Searcher, folded: &str, distance: u8, prefix: bool) -> Vec<String> {
        let term = Term::from_field_text(self.fields.words, folded);
        let query = if prefix {
            FuzzyTermQuery::new_prefix(term, distance, true)
        } else {
            FuzzyTermQuery::new(term, distance, true)
        };
        let Ok(automaton) = query.automaton() else {
            return Vec::new();
        };
        let mut found: Vec<(u32, String)> = Vec::new();
        for segment in searcher.segment_readers() {
            let Ok(inverted) = segment.inverted_index(self.fields.words) else {
                continue;
            };
            let Ok(mut stream) = inverted.terms().search(&automaton).into_stream() else {
                continue;
            };
            while stream.advance() {
                if let Ok(w) = std::str::from_utf8(stream.key()) {
                    found.push((stream.value().doc_freq, w.to_string()));
                }
            }
        }
        found.sort_by(|a, b| b.0.cmp(&a.0).then(a.1.cmp(&b.1)));
        found.dedup_by(|a, b| a.1 == b.1);
        found.into_iter().take(MAX_EXPANSIONS).map(|(_, w)| w).collect()
    }

    /// Number of rulings whose texts in language `li` hold `stem`.
    fn doc_freq(&self, li: usize, stem: &str) -> u64 {
        self.stems
            .get(stem)
            .and_then(|id| self.doc_freqs[li].get(id as usize))
            .map_or(0, |n| *n as u64)
    }

    /// The query with each unknown word replaced by the closest word the index knows (the most
    /// common among equally close ones), if any was replaced.
    pub(super) fn suggest(&self, searcher: &Searcher, plan: &Plan) -> anyhow::Result<Option<String>> {
        let mut changed = false;
        let mut out = Vec::new();
        let mut budget = MAX_FUZZY_WORDS;
        for w in &plan.words {
            let folded = analysis::fold_words(&w.text).join("");
            let len = folded.chars().count();
            if w.stop || w.df > 0 || len < 4 || budget == 0 {
                out.push(w.text.clone());
                continue;
            }
            budget -= 1;
            let distance = if len >= 8 { 2 } else { 1 };
            let automaton =
                FuzzyTermQuery::new(Term::from_field_text(self.fields.words, &folded), distance, true)
                    .automaton()
                    .context("failed to build a spelling automaton")?;
            let mut best: Option<((usize, std::cmp::Reverse<u32>), String)> = None;
            for segment in searcher.segment_readers() {
                let inverted = segment.inverted_index(self.fields.words)?;
                let mut stream = inverted.terms().search(&automaton).into_stream()?;
                while stream.advance() {
                    let Ok(candidate) = std::str::from_utf8(stream.key()) else {
                        continue;
                    };
                    // Closest first, then the most common.
                    let key = (
                        strsim::osa_distance(&folded, candidate),
                        std::cmp::Reverse(stream.value().doc_freq),
                    );
                    if best.as_ref().is_none_or(|(k, _)| key < *k) {
                        best = Some((key, candidate.to_string()));
                    }
                }
            }
            match best {
                Some((_, word)) => {
                    changed = true;
                    out.push(word);
                }
                None => out.push(w.text.clone()),
            }
        }
        Ok(changed.then(|| out.join(" ")))
    }
}
