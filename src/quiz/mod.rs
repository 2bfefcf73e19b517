//! Quiz questions: generated from the rulings' quiz items and from rule engines whose answers
//! are computed. Pure code: a seed always gives the same questions, and nothing here touches
//! the network, the database or the clock.

pub mod board;
pub mod cases;
pub mod cues;
pub mod decision;
pub mod diagrams;
pub mod engines;
pub mod grade;
pub mod items;
pub mod placement;
pub mod select;
pub mod surface;

use rand::seq::SliceRandom;
use serde::Serialize;

use crate::content::{Lang, Localized};

/// A multiple-choice question, complete with its answer key (which stays on the server).
#[derive(Debug, Clone, PartialEq, Serialize, serde::Deserialize)]
pub struct Question {
    /// Stable id of the question as generated: `<generator>:<seed>` for engines,
    /// `<ruling id>#<item index>` for authored items.
    pub key: String,
    /// Topic id (engine topics: time-control, flag-fall, illegal-move, draw-claims, recording, tie-breaks,
    /// round-robin, swiss-pairing, rating, titles-norms).
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
    /// A position the question is about (FEN), shown as a board.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub fen: Option<String>,
    /// A stable name for each option, whatever order it is shown in (`right`, `w0`… for an
    /// authored item, the other ruling's id for a case's wrong option), so statistics can
    /// count how often each wrong option is chosen.
    #[serde(default)]
    pub option_ids: Vec<String>,
}

impl Question {
    /// The option ids, positional (`o0`, `o1`…) where the generator gave none.
    pub fn ids(&self) -> Vec<String> {
        if self.option_ids.len() == self.options.len() {
            self.option_ids.clone()
        } else {
            (0..self.options.len()).map(|i| format!("o{i}")).collect()
        }
    }

    /// Put the options in an order drawn from `rng` (server-side randomness per attempt: the
    /// order a client sees never follows from anything the client chose).
    pub fn reshuffle(&mut self, rng: &mut impl rand::Rng) {
        let ids = self.ids();
        let mut order: Vec<usize> = (0..self.options.len()).collect();
        order.shuffle(rng);
        self.options = order.iter().map(|&i| self.options[i].clone()).collect();
        self.option_ids = order.iter().map(|&i| ids[i].clone()).collect();
        self.correct = order
            .iter()
            .position(|&i| i == self.correct)
            .expect("the right option is kept");
    }

    /// The question as served in `lang`, counting for `topics` (the topic it was asked under
    /// first): what an attempt stores, so its review shows exactly what was asked.
    pub fn served(&self, lang: Lang, topics: Vec<String>) -> Served {
        Served {
            key: self.key.clone(),
            topics,
            stem: self.stem.get(lang).clone(),
            options: self.options.iter().map(|o| o.get(lang).clone()).collect(),
            option_ids: self.ids(),
            correct: self.correct,
            explanation: self.explanation.get(lang).clone(),
            articles: self.articles.clone(),
            ruling: self.ruling.clone(),
            fen: self.fen.clone(),
            generator: self.generator.clone(),
            compact: false,
        }
    }
}

/// A question as it was served, in one language: stored with the attempt (compactly) and shown
/// again in its review whatever the content becomes later.
#[derive(Debug, Clone, PartialEq, Serialize, serde::Deserialize)]
pub struct Served {
    /// Stable key of the question (see [`Question::key`]).
    pub key: String,
    /// Topics the answer counts for: the topic it was asked under, then its ruling's topics.
    pub topics: Vec<String>,
    /// The question.
    pub stem: String,
    /// The options, in the order shown.
    pub options: Vec<String>,
    /// Stable option ids, parallel to `options`.
    pub option_ids: Vec<String>,
    /// Index of the right option.
    pub correct: usize,
    /// Why.
    pub explanation: String,
    /// Articles that decide it (shown with the feedback, never before).
    pub articles: Vec<String>,
    /// The ruling explaining the rule.
    pub ruling: Option<String>,
    /// A position, if any.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub fen: Option<String>,
    /// Generator (`engine:flag-fall`, `ruling-item`, `ruling-case`).
    pub generator: String,
    /// Stored compactly (a finished practice quiz): the texts are empty until rebuilt from the
    /// content with [`items::rebuild`].
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub compact: bool,
}

impl Served {
    /// A question kept compactly: key, topics, the option ids in the order shown and the right
    /// one; the texts are empty (one empty string per option) until rebuilt.
    pub fn compact(key: &str, topics: Vec<String>, option_ids: Vec<String>, correct: usize) -> Served {
        Served {
            key: key.to_string(),
            topics,
            stem: String::new(),
            options: vec![String::new(); option_ids.len()],
            option_ids,
            correct,
            explanation: String::new(),
            articles: Vec::new(),
            ruling: None,
            fen: None,
            generator: String::new(),
            compact: true,
        }
    }
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

/// Mix two numbers into a well-spread seed (SplitMix64 finaliser).
pub fn mix(a: u64, b: u64) -> u64 {
    let mut z = a ^ b.wrapping_mul(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// A stable 64-bit hash of a string (FNV-1a), to derive per-question seeds from keys.
pub fn hash_str(s: &str) -> u64 {
    s.bytes().fold(0xcbf2_9ce4_8422_2325, |h, b| {
        (h ^ b as u64).wrapping_mul(0x0000_0100_0000_01B3)
    })
}
