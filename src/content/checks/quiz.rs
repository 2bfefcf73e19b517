//! Authored quiz items (`quiz`): present, written in every language, with three wrong options
//! at least, all distinct. Whether an item gives its key away is the quiz's to say
//! (`quiz::cues::giveaway_warnings`, run by `check`).

use std::collections::HashSet;

use super::Findings;
use super::languages::localized_text;
use crate::content::document::Document;
use crate::content::{Kind, Lang, text};

/// A document has a quiz item at least, so trainees are asked about it; a regulation may have
/// none (a warning: it is asked about only through its case, if any), and an `unsettled` one
/// must have none (see `unsettled`).
pub(super) fn quiz_items_present(doc: &Document, out: &mut Findings) {
    if !doc.fm.quiz.is_empty() || doc.fm.unsettled.is_some() {
        return;
    }
    if doc.kind.is_some_and(|k| k != Kind::Regulation) {
        let msg = "at least one quiz item is required (optional only for regulations)";
        out.incomplete(&doc.path, doc.at("id"), "quiz", msg);
    } else {
        let msg = "no quiz item: trainees are asked about this regulation only through its case, if any";
        out.warning(&doc.path, doc.at("id"), "quiz", msg);
    }
}

/// An item's question, options and explanation are in all four languages (see
/// [`localized_text`]): trainees take the quiz in theirs.
pub(super) fn item_texts(doc: &Document, i: usize, out: &mut Findings) {
    let item = &doc.fm.quiz[i];
    let f = |s: &str| format!("quiz[{i}].{s}");
    localized_text(out, doc.yaml(), &f("ask"), &item.ask, None);
    localized_text(out, doc.yaml(), &f("right"), &item.right, None);
    for (j, w) in item.wrong.iter().enumerate() {
        localized_text(out, doc.yaml(), &f(&format!("wrong[{j}]")), w, None);
    }
    if let Some(why) = &item.why {
        localized_text(out, doc.yaml(), &f("why"), why, None);
    }
}

/// Words by which a question leans on another one ("Same case, but…", "Nesse caso…"): quiz
/// items are asked one at a time and in any order, so a question must carry its own situation.
/// Matched folded (no case, no accents), as whole words.
const BACK_REFERENCES: &[&str] = &[
    "same case",
    "in this case",
    "in that case",
    "same situation",
    "same game",
    "nesse caso",
    "neste caso",
    "mesmo caso",
    "mesma situacao",
    "mesma partida",
    "в этом случае",
    "в том же случае",
    "тот же случай",
    "в той же ситуации",
    "та же ситуация",
    "та же партия",
    "в той же партии",
    "u tom slucaju",
    "u ovom slucaju",
    "isti slucaj",
    "istom slucaju",
    "ista situacija",
    "ista partija",
    "istoj partiji",
];

/// How a follow-up question opens when it leans on the item before it: "Same match, but…",
/// "The same player…", "Mesmo torneio.", "Тот же матч…", "Isti meč…" (folded). A document's
/// first item opening so ("Same piece placement three times…") says what is the same within
/// itself; a later one, asked alone, leaves the reader asking "same as what?".
const FOLLOW_UP_OPENINGS: &[&str] = &[
    "same",
    "the same",
    "in the same",
    "mesmo",
    "mesma",
    "o mesmo",
    "a mesma",
    "no mesmo",
    "na mesma",
    "тот же",
    "та же",
    "то же",
    "те же",
    "в том же",
    "в той же",
    "на том же",
    "на той же",
    "isti",
    "ista",
    "isto",
    "u istom",
    "u istoj",
    "na istom",
    "na istoj",
];

/// Pronouns and links a question cannot open with, by language (folded): asked alone, "He
/// resigns before…", "Esse jogador…", "Затем чёрные…" or "Her rating…" point at a person or a
/// moment that only the previous question named.
fn dangling_openings(lang: Lang) -> &'static [&'static str] {
    match lang {
        Lang::En => &["he", "she", "they", "his", "her", "their", "then", "instead"],
        Lang::Pt => &["ele", "ela", "eles", "elas", "esse", "essa", "esses", "essas"],
        Lang::Ru => &["он", "она", "они", "его", "ее", "этот", "эта", "эти", "затем"],
        Lang::Sr => &[
            "on", "ona", "oni", "njegov", "njegova", "njen", "njena", "taj", "zatim",
        ],
    }
}

/// An item's question stands alone: it does not refer to another item ("same case", "in this
/// case", "nesse caso", "в этом случае", "u tom slučaju"…, a later item opening with "Same
/// match", "Тот же тур"…, any opening with "He…", "Esse…", "Затем…"), since items are asked
/// one at a time.
pub(super) fn item_stands_alone(doc: &Document, i: usize, out: &mut Findings) {
    let item = &doc.quiz[i];
    let field = format!("quiz[{i}].ask");
    for l in Lang::ALL {
        let words: String = text::fold(item.ask.get(l))
            .chars()
            .map(|c| if c.is_alphanumeric() { c } else { ' ' })
            .collect();
        let words = format!(" {} ", words.split_whitespace().collect::<Vec<_>>().join(" "));
        let opening = (i > 0)
            .then(|| {
                FOLLOW_UP_OPENINGS
                    .iter()
                    .find(|o| words.starts_with(&format!(" {o} ")))
            })
            .flatten();
        let dangling = (dangling_openings(l).iter()).find(|o| words.starts_with(&format!(" {o} ")));
        let found = (BACK_REFERENCES.iter())
            .find(|r| words.contains(&format!(" {r} ")))
            .or(opening)
            .or(dangling);
        if let Some(r) = found {
            let msg = format!(
                "the question refers to another item (“{r}”): items are asked alone and in any order, so state the situation it needs"
            );
            out.problem(&doc.path, doc.at(&field), &format!("{field}.{l}"), msg);
        }
    }
}

/// An item has three wrong options at least: with fewer, guessing pays too well.
pub(super) fn item_wrong_options(doc: &Document, i: usize, out: &mut Findings) {
    let n = doc.fm.quiz[i].wrong.len();
    if n < 3 {
        let field = format!("quiz[{i}].wrong");
        let msg = format!("needs at least three wrong options, has {n}");
        out.problem(&doc.path, doc.at(&field), &field, msg);
    }
}

/// An item's options are distinct in every language, compared folded: "Empate" and "empate."
/// read the same to a trainee.
pub(super) fn item_distinct_options(doc: &Document, i: usize, out: &mut Findings) {
    let item = &doc.quiz[i];
    let line = doc.at(&format!("quiz[{i}].right"));
    for l in Lang::ALL {
        let mut seen = HashSet::new();
        let options = std::iter::once(item.right.get(l)).chain(item.wrong.iter().map(|w| w.get(l)));
        for o in options {
            let norm = text::fold(o);
            if !norm.is_empty() && !seen.insert(norm) {
                let msg = format!(
                    "option `{o}` appears twice (ignoring case and accents); options must be distinct"
                );
                out.problem(&doc.path, line, &format!("quiz[{i}].wrong.{l}"), msg);
            }
        }
    }
}
