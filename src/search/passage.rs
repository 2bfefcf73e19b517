//! Snippets without re-reading documents: every body is tokenized once, at index build, into
//! sentences of tokens whose stems are interned as numbers. A query's stems are looked up once;
//! choosing and highlighting the best sentence of a hit is then a scan of integers, so snippets
//! cost microseconds and only the hits shown get one.

use std::collections::HashMap;

use crate::content::markdown::escape_html;

/// Stems of every language, numbered (the same stem in two languages is one number: harmless,
/// a body is in one language).
#[derive(Default)]
pub(crate) struct Stems {
    ids: HashMap<String, u32>,
}

impl Stems {
    /// The number of `stem`, assigning one if new (index build only).
    pub(crate) fn intern(&mut self, stem: &str) -> u32 {
        if let Some(&id) = self.ids.get(stem) {
            return id;
        }
        let id = self.ids.len() as u32;
        self.ids.insert(stem.to_string(), id);
        id
    }

    /// How many stems are numbered.
    pub(crate) fn len(&self) -> usize {
        self.ids.len()
    }

    /// The number of a stem seen at index build, if any.
    pub(crate) fn get(&self, stem: &str) -> Option<u32> {
        self.ids.get(stem).copied()
    }
}

/// One body, ready for snippets.
pub(crate) struct Passage {
    text: String,
    /// Byte offset of each token in `text`.
    starts: Vec<u32>,
    /// Byte length of each token.
    lens: Vec<u16>,
    /// Interned stem of each token.
    stems: Vec<u32>,
    /// Sentences as ranges of token indexes.
    sentences: Vec<(u32, u32)>,
}

/// Longest snippet, in characters.
const SNIPPET_CHARS: usize = 200;
/// Tokens shorter than this are never highlighted (`a`, `5`, `on`): they are noise.
const MIN_HIGHLIGHT_CHARS: usize = 3;

impl Passage {
    /// Prepare `text`, whose tokens are `(byte start, byte end, stem)` in order.
    pub(crate) fn new(text: String, tokens: impl Iterator<Item = (usize, usize, u32)>) -> Passage {
        let mut p = Passage {
            text,
            starts: Vec::new(),
            lens: Vec::new(),
            stems: Vec::new(),
            sentences: Vec::new(),
        };
        for (start, end, stem) in tokens {
            p.starts.push(start as u32);
            p.lens.push((end - start).min(u16::MAX as usize) as u16);
            p.stems.push(stem);
        }
        // A sentence ends at `.`, `!`, `?`, `;` or a line break followed by a token.
        let bytes = p.text.as_bytes();
        let mut first = 0u32;
        for i in 1..p.starts.len() {
            let gap = &bytes[(p.starts[i - 1] as usize + p.lens[i - 1] as usize)..p.starts[i] as usize];
            let ends = gap
                .iter()
                .any(|&b| matches!(b, b'.' | b'!' | b'?' | b';' | b'\n'))
                && !gap.iter().all(|&b| b == b'.'); // "7.5.5" keeps going
            if ends {
                p.sentences.push((first, i as u32));
                first = i as u32;
            }
        }
        if !p.starts.is_empty() {
            p.sentences.push((first, p.starts.len() as u32));
        }
        p
    }

    fn token(&self, i: usize) -> &str {
        let s = self.starts[i] as usize;
        &self.text[s..s + self.lens[i] as usize]
    }

    /// The sentence holding most of `wanted` (distinct stems), or a token starting with `prefix`
    /// (folded), as escaped HTML with the matches in `<b>`; `None` if nothing matches.
    pub(crate) fn snippet(&self, wanted: &[u32], prefix: Option<&str>) -> Option<String> {
        if wanted.is_empty() && prefix.is_none() {
            return None;
        }
        let first = prefix.and_then(|p| p.chars().next());
        let flags: Vec<bool> = (0..self.stems.len())
            .map(|i| {
                wanted.contains(&self.stems[i])
                    || prefix.is_some_and(|p| {
                        let tok = self.token(i);
                        // Fold only tokens that can match: same first letter, or an accented one.
                        let c = tok.chars().next().and_then(|c| c.to_lowercase().next());
                        (c == first || c.is_some_and(|c| !c.is_ascii()))
                            && crate::search::analysis::fold_words(tok)
                                .first()
                                .is_some_and(|f| f.starts_with(p))
                    })
            })
            .collect();
        let matches = |i: usize| flags[i];
        let mut best: Option<(usize, usize)> = None; // (distinct matches, sentence index)
        for (n, &(from, to)) in self.sentences.iter().enumerate() {
            let mut seen: Vec<u32> = Vec::new();
            for i in from as usize..to as usize {
                if matches(i) && !seen.contains(&self.stems[i]) {
                    seen.push(self.stems[i]);
                }
            }
            if !seen.is_empty() && best.is_none_or(|(b, _)| seen.len() > b) {
                best = Some((seen.len(), n));
            }
        }
        let (_, n) = best?;
        let (from, to) = self.sentences[n];
        let (from, to) = (from as usize, to as usize);
        let first_match = (from..to).find(|&i| matches(i)).unwrap_or(from);
        // Start at the sentence, or a few words before the first match if the sentence is long.
        let mut start_tok = from;
        let sentence_chars = self.text[self.starts[from] as usize..self.end_of(to - 1)]
            .chars()
            .count();
        if sentence_chars > SNIPPET_CHARS {
            start_tok = first_match.saturating_sub(6).max(from);
        }
        let start = self.starts[start_tok] as usize;
        let mut out = String::new();
        if start_tok > from {
            out.push('…');
        }
        let mut pos = start;
        let mut shown = 0usize;
        let mut cut = false;
        for i in start_tok..to {
            let (s, e) = (self.starts[i] as usize, self.end_of(i));
            let gap = &self.text[pos..s];
            let word = &self.text[s..e];
            shown += gap.chars().count() + word.chars().count();
            if shown > SNIPPET_CHARS && i > first_match {
                cut = true;
                break;
            }
            out.push_str(&escape_html(gap));
            if matches(i) && word.chars().count() >= MIN_HIGHLIGHT_CHARS {
                out.push_str("<b>");
                out.push_str(&escape_html(word));
                out.push_str("</b>");
            } else {
                out.push_str(&escape_html(word));
            }
            pos = e;
        }
        if cut || to < self.starts.len() {
            // Close the sentence's punctuation if it follows directly, then mark the cut.
            let tail: String = self.text[pos..]
                .chars()
                .take_while(|c| matches!(c, '.' | '!' | '?' | ')' | '»' | '"'))
                .collect();
            out.push_str(&escape_html(&tail));
            if cut {
                out.push('…');
            }
        } else {
            out.push_str(&escape_html(self.text[pos..].trim_end()));
        }
        Some(out.trim().to_string())
    }

    fn end_of(&self, i: usize) -> usize {
        self.starts[i] as usize + self.lens[i] as usize
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn passage(text: &str, stems: &mut Stems) -> Passage {
        let mut tokens = Vec::new();
        let mut start = None;
        for (i, c) in text.char_indices().chain(std::iter::once((text.len(), ' '))) {
            match (c.is_alphanumeric(), start) {
                (true, None) => start = Some(i),
                (false, Some(s)) => {
                    tokens.push((s, i, stems.intern(&text[s..i].to_lowercase())));
                    start = None;
                }
                _ => {}
            }
        }
        Passage::new(text.to_string(), tokens.into_iter())
    }

    #[test]
    fn the_sentence_with_most_query_words_is_chosen_and_highlighted() {
        let mut stems = Stems::default();
        let p = passage(
            "The clock was set wrongly. A flag fell on the clock & the arbiter saw the flag. The end.",
            &mut stems,
        );
        let wanted = [stems.get("flag").unwrap(), stems.get("clock").unwrap()];
        let s = p.snippet(&wanted, None).unwrap();
        assert_eq!(
            s,
            "A <b>flag</b> fell on the <b>clock</b> &amp; the arbiter saw the <b>flag</b>. …"
                .replace(" …", "")
        );
        assert!(p.snippet(&[stems.intern("nothing")], None).is_none());
    }

    #[test]
    fn short_tokens_are_never_highlighted_and_long_sentences_are_cut_near_the_match() {
        let mut stems = Stems::default();
        let long = format!("{} a flag fell {}.", "word ".repeat(60), "more ".repeat(60));
        let p = passage(&long, &mut stems);
        let s = p
            .snippet(&[stems.get("a").unwrap(), stems.get("flag").unwrap()], None)
            .unwrap();
        assert!(s.starts_with('…') && s.ends_with('…'), "{s}");
        assert!(s.contains("<b>flag</b>") && !s.contains("<b>a</b>"), "{s}");
        assert!(s.chars().count() < 260, "{s}");
    }

    #[test]
    fn article_numbers_do_not_end_a_sentence() {
        let mut stems = Stems::default();
        let p = passage("Under 7.5.5 the opponent gets time. Next.", &mut stems);
        let s = p.snippet(&[stems.get("opponent").unwrap()], None).unwrap();
        assert!(s.starts_with("Under 7.5.5"), "{s}");
    }
}
