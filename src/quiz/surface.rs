//! The surface of an option's words, what a test-wise guesser reads without knowing the rule:
//! the words it shares with the question and whether it names an article. The cue report
//! measures these; case questions choose their wrong options so they do not give the key away.

use std::collections::BTreeSet;

/// Word stems of a text: lower-case words of four letters or more, cut to five letters (a
/// crude stemmer that works alike for our four languages and ignores most function words).
pub fn stems(text: &str) -> BTreeSet<String> {
    text.split(|c: char| !c.is_alphanumeric())
        .filter(|w| w.chars().count() >= 4 && !w.chars().all(|c| c.is_ascii_digit()))
        .map(|w| w.to_lowercase().chars().take(5).collect())
        .collect()
}

/// Whether a text names an article or a regulation point (`7.5.1`, `III.5`, `A.4`, `C.04`).
pub fn names_article(text: &str) -> bool {
    static RE: std::sync::OnceLock<regex::Regex> = std::sync::OnceLock::new();
    RE.get_or_init(|| {
        regex::Regex::new(r"\b(?:[IV]+\.\d+(?:\.\d+)*|[A-D]\.\d+(?:\.\d+)*|\d{1,2}\.\d{1,2}(?:\.\d+)*)\b")
            .expect("valid regex")
    })
    .is_match(text)
}

/// How many of the question's word stems `option` repeats.
pub fn overlap(stem: &BTreeSet<String>, option: &str) -> usize {
    stems(option).intersection(stem).count()
}
