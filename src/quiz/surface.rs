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

fn article_pattern() -> &'static regex::Regex {
    static RE: std::sync::OnceLock<regex::Regex> = std::sync::OnceLock::new();
    RE.get_or_init(|| {
        regex::Regex::new(r"\b(?:[IV]+\.\d+(?:\.\d+)*|[A-D]\.\d+(?:\.\d+)*|[1-9]\d?\.\d{1,2}(?:\.\d+)*)\b")
            .expect("valid regex")
    })
}

/// Whether a text names an article or a regulation point (`7.5.1`, `III.5`, `A.4`, `C.04`); a
/// number such as `0.5` is not one (no article is numbered from 0).
pub fn names_article(text: &str) -> bool {
    article_pattern().is_match(text)
}

/// The articles and regulation points a text names, in order, each once.
pub fn articles_named(text: &str) -> Vec<&str> {
    let mut out: Vec<&str> = Vec::new();
    for m in article_pattern().find_iter(text) {
        if !out.contains(&m.as_str()) {
            out.push(m.as_str());
        }
    }
    out
}

/// How many of the question's word stems `option` repeats.
pub fn overlap(stem: &BTreeSet<String>, option: &str) -> usize {
    stems(option).intersection(stem).count()
}

/// The option that alone repeats most of the question's words, given each option's
/// [`overlap`]: `None` when none repeats any or several tie.
pub fn overlap_leader(overlaps: &[usize]) -> Option<usize> {
    let max = *overlaps.iter().max()?;
    let mut at = overlaps.iter().enumerate().filter(|(_, v)| **v == max);
    let first = at.next()?.0;
    (max > 0 && at.next().is_none()).then_some(first)
}

/// The share of `option`'s word stems that the question (`stem`, its [`stems`]) does not use:
/// 0 when the option speaks only of the question's own things, 1 when of nothing in it. A
/// decision written for another situation names that situation's facts (other moves, people,
/// settings), which a reader strikes out without knowing the rule. `None` for an option with
/// no words to compare (a number, a move).
pub fn new_words(stem: &BTreeSet<String>, option: &str) -> Option<f64> {
    let own = stems(option);
    (!own.is_empty()).then(|| own.iter().filter(|w| !stem.contains(*w)).count() as f64 / own.len() as f64)
}

/// The option that alone brings the smallest share of words new to the question, given each
/// option's [`new_words`]; `None` when several tie or fewer than two options have words.
pub fn familiar_leader(shares: &[Option<f64>]) -> Option<usize> {
    let known: Vec<(usize, f64)> = (shares.iter().enumerate())
        .filter_map(|(i, s)| Some((i, (*s)?)))
        .collect();
    if known.len() < 2 {
        return None;
    }
    let min = known.iter().map(|&(_, s)| s).fold(f64::INFINITY, f64::min);
    let mut at = known.iter().filter(|&&(_, s)| s == min);
    let first = at.next()?.0;
    at.next().is_none().then_some(first)
}
