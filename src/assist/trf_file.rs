//! A tournament's TRF-16 file as the assistant's tools read it (tie-breaks, the pairing check):
//! read once with [`crate::rules::trf`], and every problem found told as a catalogue message
//! with its line and column, the first [`MAX_PROBLEMS_TOLD`] of them.

use super::Refusal;
use crate::locales::Message;
use crate::rules::trf::{self, Problem, ProblemKind, Tournament};

/// Most problems told for one file: the first ones are enough to fix it.
pub const MAX_PROBLEMS_TOLD: usize = 25;

/// A problem of a file, as a message with its place.
#[derive(Debug, Clone)]
pub struct FileProblem {
    /// The 1-based line; 0 for the file as a whole.
    pub line: usize,
    /// The 1-based column, where it helps.
    pub column: Option<usize>,
    /// What is wrong.
    pub message: Message,
}

/// Why a request on a file could not be answered.
#[derive(Debug, Clone)]
pub enum TrfError {
    /// The request itself (no file, an unknown tie-break, an unknown player).
    Request(Refusal),
    /// The file, with every problem found (the first [`MAX_PROBLEMS_TOLD`]).
    File(Vec<FileProblem>),
}

impl From<Refusal> for TrfError {
    fn from(m: Refusal) -> Self {
        TrfError::Request(m)
    }
}

/// Reads a file pasted or uploaded: an empty one is a request problem, an unreadable one lists
/// its problems.
pub fn read(trf: &[u8]) -> Result<Tournament, TrfError> {
    if trf.iter().all(u8::is_ascii_whitespace) {
        return Err(Message::new("assist-tb-error-empty").into());
    }
    trf::parse(trf)
        .map_err(|e| TrfError::File(e.problems.iter().take(MAX_PROBLEMS_TOLD).map(problem).collect()))
}

/// A TRF problem as a catalogue message.
pub fn problem(p: &Problem) -> FileProblem {
    use ProblemKind::*;
    let m = Message::new("assist-tb-problem");
    let message = match &p.kind {
        TooLarge { limit, .. } => m.with("kind", "large").with("n", *limit / 1024),
        TooManyPlayers { limit } => m.with("kind", "players").with("n", *limit),
        TooManyRounds { limit, .. } => m.with("kind", "rounds").with("n", *limit),
        NoPlayers => m.with("kind", "no-players"),
        BadStartNumber { text } => m.with("kind", "start").with("text", text.trim().to_string()),
        DuplicateStartNumber { player, first_line } => m
            .with("kind", "duplicate")
            .with("player", *player)
            .with("n", *first_line),
        BadField { player, field, text } => m
            .with("kind", "field")
            .with("player", *player)
            .with("field", field_key(*field))
            .with("text", text.trim().to_string()),
        BadNumber { field, text } => m
            .with("kind", "header")
            .with("field", field_key(*field))
            .with("text", text.trim().to_string()),
        BadOpponent { player, round, text } => m
            .with("kind", "opponent")
            .with("player", *player)
            .with("round", *round)
            .with("text", text.trim().to_string()),
        BadColour { player, round, found } => m
            .with("kind", "colour")
            .with("player", *player)
            .with("round", *round)
            .with("text", found.to_string()),
        BadResult { player, round, found } => m
            .with("kind", "result")
            .with("player", *player)
            .with("round", *round)
            .with("text", found.to_string()),
        GameWithoutColour {
            player,
            round,
            opponent,
        } => m
            .with("kind", "no-colour")
            .with("player", *player)
            .with("round", *round)
            .with("opponent", *opponent),
        ByeWithOpponent {
            player,
            round,
            code,
            opponent,
        } => m
            .with("kind", "bye-opponent")
            .with("player", *player)
            .with("round", *round)
            .with("text", code.to_string())
            .with("opponent", *opponent),
        ResultWithoutOpponent { player, round, code } => m
            .with("kind", "no-opponent")
            .with("player", *player)
            .with("round", *round)
            .with("text", code.to_string()),
        PairedWithSelf { player, round } => m
            .with("kind", "self")
            .with("player", *player)
            .with("round", *round),
        UnknownOpponent {
            player,
            round,
            opponent,
        } => m
            .with("kind", "unknown")
            .with("player", *player)
            .with("round", *round)
            .with("opponent", *opponent),
        PairingMismatch {
            player,
            round,
            opponent,
            ..
        } => m
            .with("kind", "pairing")
            .with("player", *player)
            .with("round", *round)
            .with("opponent", *opponent),
        ColourMismatch {
            player,
            round,
            opponent,
        } => m
            .with("kind", "same-colour")
            .with("player", *player)
            .with("round", *round)
            .with("opponent", *opponent),
        ResultMismatch {
            player,
            round,
            opponent,
        } => m
            .with("kind", "results")
            .with("player", *player)
            .with("round", *round)
            .with("opponent", *opponent),
        PointsMismatch {
            player,
            declared,
            computed,
        } => m
            .with("kind", "points")
            .with("player", *player)
            .with("text", quarters(*declared))
            .with("computed", quarters(*computed)),
    };
    FileProblem {
        line: p.line,
        column: p.column,
        message,
    }
}

fn quarters(q: u32) -> String {
    let frac = ["", ".25", ".5", ".75"][(q % 4) as usize];
    format!("{}{frac}", q / 4)
}

fn field_key(f: trf::Field) -> &'static str {
    match f {
        trf::Field::Rating => "rating",
        trf::Field::FideId => "fide-id",
        trf::Field::Points => "points",
        trf::Field::Rank => "rank",
        trf::Field::PlayersDeclared => "players",
        trf::Field::Rounds => "rounds",
    }
}
