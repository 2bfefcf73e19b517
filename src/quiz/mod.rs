//! Quiz questions: generated from the rulings' quiz items and from rule engines whose answers
//! are computed. Pure code: a seed always gives the same questions, and nothing here touches
//! the network, the database or the clock.

pub mod engines;
pub mod grade;
pub mod items;
pub mod select;

use rand::SeedableRng;
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

/// Put `right` among `wrong` in an order decided by `seed`; returns the options and the index
/// of the right one.
pub fn shuffle_options(
    right: Localized<String>,
    wrong: Vec<Localized<String>>,
    seed: u64,
) -> (Vec<Localized<String>>, usize) {
    let mut all: Vec<(bool, Localized<String>)> = std::iter::once((true, right))
        .chain(wrong.into_iter().map(|w| (false, w)))
        .collect();
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
    all.shuffle(&mut rng);
    let correct = all
        .iter()
        .position(|(r, _)| *r)
        .expect("the right option is present");
    (all.into_iter().map(|(_, o)| o).collect(), correct)
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
