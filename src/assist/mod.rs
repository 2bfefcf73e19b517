//! The arbiter's assistant: an incident at the board (a flag fall, an illegal move, a draw claim,
//! a late arrival, a phone…) or a calculation on the event (a rating change, a Berger table),
//! taken in validated types and answered by [`crate::rules`] with the result, the articles, the
//! reason and what would change the answer, in every language.
//!
//! The quiz asks from the same `rules` and words its explanations with the same catalogue
//! messages, so a fix to a rule or to its wording reaches both. This module knows no HTTP: the
//! web layer parses requests into the inputs here and finds the rulings on each answer.

pub mod conduct;
pub mod draw_claim;
pub mod flag_fall;
pub mod illegal_move;
pub mod pairing_check;
pub mod rating;
pub mod tie_breaks;
pub mod trf_file;

use crate::content::{Lang, Localized};
use crate::locales::Message;

/// What the assistant answers, whatever the incident.
#[derive(Debug, Clone, PartialEq)]
pub struct Answer {
    /// The decision itself: a game result in PGN form (`1-0`, `1/2-1/2`), a penalty (`+2 min`),
    /// `stands`, a rating change (`+12.4`)…
    pub result: String,
    /// The decision in words (`Black wins on time`), in every language.
    pub headline: Localized<String>,
    /// The articles applied, most specific first (`6.9`, `A.5.3`).
    pub articles: Vec<String>,
    /// Why, in every language: the rule and how it applies here.
    pub reason: Localized<String>,
    /// What would change the answer, one sentence each, in every language.
    pub changes: Vec<Localized<String>>,
    /// The topic whose rulings are shown with the answer (with those citing its articles).
    pub topic: &'static str,
    /// The class of time control the incident is in, when it matters: rulings on that class
    /// come first.
    pub pace: Option<crate::rules::time_control::Pace>,
}

/// A request the assistant cannot answer, as a catalogue message (the web layer words it).
pub type Refusal = Message;

/// Words for every language from one function of the language.
pub(crate) fn per_lang(f: impl Fn(Lang) -> String) -> Localized<String> {
    Localized::from_fn(f)
}

/// A catalogue message in every language. The answers give one set of facts (sides, pace,
/// numbers) to several messages, so each keeps only the variables it uses.
pub(crate) fn words(message: &Message) -> Localized<String> {
    let message = message.clone().only_used();
    per_lang(|l| message.text(l))
}

/// Messages as one paragraph in every language.
pub(crate) fn sentences(parts: &[Message]) -> Localized<String> {
    let parts: Vec<Message> = parts.iter().map(|m| m.clone().only_used()).collect();
    per_lang(|l| parts.iter().map(|m| m.text(l)).collect::<Vec<_>>().join(" "))
}

#[cfg(test)]
mod tests;
