//! The English `question` across documents: no two the same, and a warning for two nearly so.

use std::collections::HashSet;

use super::{Corpus, Findings};
use crate::content::text;

/// No two documents ask the same question (spacing and case aside): one situation, one ruling.
/// Names the previous file asking it.
pub(super) fn unique_question(corpus: &Corpus, i: usize, out: &mut Findings) {
    let q = &corpus.questions[i];
    if q.is_empty() {
        return;
    }
    if let Some(j) = (0..i).rev().find(|&j| &corpus.questions[j] == q) {
        let (p, first) = (&corpus.docs[i], &corpus.docs[j]);
        let msg = format!(
            "the same question is already asked in {}",
            first.ruling.path.display()
        );
        out.problem(&p.ruling.path, p.question_line, "question.en", msg);
    }
}

/// A question as [`unique_question`] compares it: spacing collapsed, lower case.
pub(super) fn normalized(q: &str) -> String {
    q.split_whitespace().collect::<Vec<_>>().join(" ").to_lowercase()
}

/// Share of distinct words two questions must have in common to be near duplicates.
const NEAR_DUPLICATE: f64 = 0.8;

/// Two documents asking nearly the same question (80 % of their English words shared, ignoring
/// case and accents, and the same figures) are likely one ruling written twice: a warning
/// naming the other file. "Round 3 of 4 players" and "round 5 of 6 players" share their words
/// but not their figures. Identical questions are [`unique_question`]'s.
pub(super) fn near_duplicate_questions(corpus: &Corpus, out: &mut Findings) {
    let parsed = corpus.docs;
    // The distinct words of each question, and its figures in order.
    let words: Vec<(HashSet<String>, Vec<String>)> = parsed
        .iter()
        .map(|p| {
            let folded = text::fold(&p.ruling.question.en);
            let tokens: Vec<&str> = folded.split(|c: char| !c.is_alphanumeric()).collect();
            let figures = tokens
                .iter()
                .filter(|w| w.chars().any(|c| c.is_ascii_digit()))
                .map(|w| w.to_string())
                .collect();
            let words = tokens
                .into_iter()
                .filter(|w| w.chars().count() > 2)
                .map(str::to_string)
                .collect();
            (words, figures)
        })
        .collect();
    for i in 0..parsed.len() {
        for j in i + 1..parsed.len() {
            let ((a, fa), (b, fb)) = (&words[i], &words[j]);
            if a.len() < 6 || b.len() < 6 || a == b || fa != fb {
                continue;
            }
            let shared = a.intersection(b).count();
            let jaccard = shared as f64 / (a.len() + b.len() - shared) as f64;
            if jaccard >= NEAR_DUPLICATE {
                let (p, other) = (&parsed[j], &parsed[i]);
                out.warning(
                    &p.ruling.path,
                    p.question_line,
                    "question.en",
                    format!(
                        "nearly the same question as {} ({:.0} % of the words shared): one ruling written twice?",
                        other.ruling.path.display(),
                        jaccard * 100.0
                    ),
                );
            }
        }
    }
}
