//! The pairing check on a tournament's own TRF-16 file: does the Dutch system (C.04.3) give
//! the pairings and colours the file records for a round, and if not, where and why does it
//! differ? [`crate::rules::dutch::check`] decides; this module reads the file, picks the round
//! and words the outcome, every difference and every refusal, in the reader's language.

use super::trf_file::{self, TrfError};
use crate::locales::Message;
use crate::rules::dutch::check::{self, Difference, Edition, PairingCheck, Refusal};

/// The articles a check applies: the Dutch system and the general Swiss rules.
pub const ARTICLES: [&str; 2] = ["C.04.3", "C.04.1"];

/// The topic whose rulings are shown with a check.
pub const TOPIC: &str = "swiss-pairing";

/// A check, with its words.
#[derive(Debug, Clone)]
pub struct Report {
    /// The tournament's name, as the file gives it.
    pub name: String,
    /// The outcome, as data.
    pub check: PairingCheck,
    /// The verdict in words.
    pub headline: Message,
    /// The rules applied, and what of them is not.
    pub edition: Message,
    /// Each difference in words, in the order of [`PairingCheck::differences`].
    pub differences: Vec<Message>,
    /// The bracket of the first difference in words.
    pub bracket: Option<Message>,
}

/// A refusal of the engine as a message.
fn refusal(r: &Refusal) -> Message {
    let m = Message::new("assist-pair-refused");
    match *r {
        Refusal::RoundOutOfRange { round, recorded } => m
            .with("kind", "range")
            .with("round", round)
            .with("recorded", recorded),
        Refusal::RoundNotPaired { round } => m.with("kind", "not-paired").with("round", round),
        Refusal::EarlierRoundUnfinished { round } => m.with("kind", "unfinished").with("round", round),
        Refusal::LateEntry { player, round } => {
            m.with("kind", "late").with("player", player).with("round", round)
        }
        Refusal::NoInitialColour => m.with("kind", "no-colour"),
        Refusal::TooManyPlayers { players, limit } => m
            .with("kind", "too-many")
            .with("players", players)
            .with("limit", limit),
        Refusal::NoPairing => m.with("kind", "no-pairing"),
        Refusal::SearchTooLong { limit } => m.with("kind", "too-long").with("limit", limit),
    }
    .only_used()
}

/// A difference as a message.
pub fn difference(d: &Difference) -> Message {
    match *d {
        Difference::DifferentOpponent {
            player,
            expected: Some(e),
            recorded: Some(r),
        } => Message::new("assist-pair-diff-opponent")
            .with("player", player)
            .with("expected", e)
            .with("recorded", r),
        Difference::DifferentOpponent {
            player,
            expected: None,
            recorded,
        } => Message::new("assist-pair-diff-to-bye")
            .with("player", player)
            .with("recorded", recorded.unwrap_or(0)),
        Difference::DifferentOpponent {
            player,
            expected: Some(e),
            recorded: None,
        } => Message::new("assist-pair-diff-from-bye")
            .with("player", player)
            .with("expected", e),
        Difference::ColoursSwapped { white, black } => Message::new("assist-pair-diff-colours")
            .with("white", white)
            .with("black", black),
        Difference::DifferentBye { expected, recorded } => Message::new("assist-pair-diff-bye")
            .with(
                "kind",
                match (expected, recorded) {
                    (Some(_), Some(_)) => "both",
                    (Some(_), None) => "expected",
                    _ => "recorded",
                },
            )
            .with("expected", expected.unwrap_or(0))
            .with("recorded", recorded.unwrap_or(0)),
    }
}

/// Start numbers as a list: `3, 7, 12`.
pub fn players(list: &[u32]) -> String {
    list.iter().map(u32::to_string).collect::<Vec<_>>().join(", ")
}

/// Reads `trf` and checks `round` (the last round the file records when `None`) under the
/// rules of `edition`.
pub fn check(trf: &[u8], round: Option<u32>, edition: Edition) -> Result<Report, TrfError> {
    let t = trf_file::read(trf)?;
    let round = round.map_or(t.rounds_recorded(), |r| r as usize);
    let c = check::check(&t, round, edition).map_err(|r| TrfError::Request(refusal(&r)))?;
    let headline = if c.same {
        Message::new("assist-pair-same").with("round", c.round)
    } else {
        Message::new("assist-pair-differs")
            .with("round", c.round)
            .with("n", c.differences.len())
    };
    let bracket = c.bracket.as_ref().map(|b| {
        Message::new("assist-pair-bracket")
            .with("collapsed", if b.collapsed { "yes" } else { "no" })
            .with("points", b.score / 2)
            .with("half", if b.score % 2 == 1 { "yes" } else { "no" })
            .with("residents", players(&b.residents))
            .with(
                "mdps",
                if b.mdps.is_empty() {
                    "none".into()
                } else {
                    players(&b.mdps)
                },
            )
            .with("candidate", b.candidate)
    });
    Ok(Report {
        name: t.name.clone(),
        headline,
        edition: Message::new("assist-pair-edition").with("edition", edition.key()),
        differences: c.differences.iter().map(difference).collect(),
        bracket,
        check: c,
    })
}
