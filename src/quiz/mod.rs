//! Quiz questions: generated from the rulings' quiz items and from rule engines whose answers
//! are computed. Pure code: a seed always gives the same questions, and nothing here touches
//! the network, the database or the clock.

pub mod engines;

use serde::Serialize;

use crate::content::{Lang, Localized};

/// A multiple-choice question, complete with its answer key (which stays on the server).
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Question {
    /// Stable id of the question as generated: `<generator>:<seed>` for engines,
    /// `<ruling id>#<item index>` for authored items.
    pub key: String,
    /// Topic id (engine topics: time-control, flag-fall, illegal-move, draw-claims, recording, tie-breaks).
    pub topic: String,
    /// The question, in every language.
    pub stem: Localized<String>,
    /// The options, in display order (already shuffled), in every language.
    pub options: Vec<Localized<String>>,
    /// Index into `options` of the correct one.
    pub correct: usize,
    /// Why the correct option is correct (a worked explanation for engines).
    pub explanation: Localized<String>,
    /// Current article references that decide the question.
    pub articles: Vec<String>,
    /// Id of the ruling that explains the rule, if any.
    pub ruling: Option<String>,
    /// Which generator made it (`engine:time-control`, `ruling-item`, …).
    pub generator: String,
    /// The seed it was generated from.
    pub seed: u64,
}

impl Question {
    /// The stem in one language.
    pub fn stem_in(&self, lang: Lang) -> &str {
        self.stem.get(lang)
    }
}

/// Build a `Localized<String>` from four strings (en, pt, ru, sr).
pub fn loc(
    en: impl Into<String>,
    pt: impl Into<String>,
    ru: impl Into<String>,
    sr: impl Into<String>,
) -> Localized<String> {
    Localized {
        en: en.into(),
        pt: pt.into(),
        ru: ru.into(),
        sr: sr.into(),
    }
}
