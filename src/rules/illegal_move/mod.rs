//! Completed illegal moves and what the Laws make of them (7.5, with A.3, A.4 and A.5.2 in rapid
//! and B.3 in blitz): the incident as a type and a function deciding its consequence.

pub mod castling;

use super::time_control::Pace;

/// How closely the game is watched, which decides whether an illegal move can still be
/// corrected after the opponent's reply.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Supervision {
    /// Adequate supervision: the Competition Rules apply (A.4 in rapid). Standard play is always
    /// treated this way.
    Adequate,
    /// One arbiter for several games: in rapid A.5 applies, and in blitz B.3 brings in A.3 and
    /// A.5. The arbiter acts, and the opponent may claim, only until the opponent has made his
    /// next move (A.5.2).
    Limited,
}

/// What the player completed by pressing the clock; each is penalised as an illegal move.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Irregularity {
    /// A move against Article 3: a piece moved the way it cannot move (3.2–3.8), a king left or
    /// put in check (3.9), castling through check (3.8.2) (7.5.1).
    IllegalMove,
    /// A pawn moved to the last rank and not replaced by a new piece (7.5.2).
    PawnNotReplaced,
    /// The clock pressed without a move (7.5.3).
    ClockWithoutMove,
    /// Two hands used for a single move, e.g. castling, capturing or promotion (7.5.4).
    TwoHands,
}

impl Irregularity {
    /// The article that makes the act an illegal move: 7.5.1, 7.5.2, 7.5.3 or 7.5.4.
    pub fn article(self) -> &'static str {
        match self {
            Irregularity::IllegalMove => "7.5.1",
            Irregularity::PawnNotReplaced => "7.5.2",
            Irregularity::ClockWithoutMove => "7.5.3",
            Irregularity::TwoHands => "7.5.4",
        }
    }
}

/// Which of the player's completed illegal moves in the game this is (7.5.5).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Occurrence {
    /// The first: the opponent gets extra time.
    First,
    /// The second (or a later one): the game is lost, or drawn.
    Second,
}

impl Occurrence {
    /// The occurrence numbered `n` (1 = first); 0 is read as the first.
    pub fn nth(n: u32) -> Occurrence {
        if n <= 1 {
            Occurrence::First
        } else {
            Occurrence::Second
        }
    }
}

/// One completed illegal move as it comes to the arbiter.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Incident {
    /// The class of the time control (A.1, B.1).
    pub pace: Pace,
    /// Whether the game is adequately supervised (A.4, A.5, B.3).
    pub supervision: Supervision,
    /// What the player did (7.5.1–7.5.4).
    pub irregularity: Irregularity,
    /// The first or the second completed illegal move by this player (7.5.5).
    pub occurrence: Occurrence,
    /// The opponent has already made his next move when it comes to light (A.5.2).
    pub opponent_moved: bool,
    /// The opponent can checkmate the player's king by some series of legal moves (7.5.5).
    pub opponent_can_mate: bool,
}

/// What the arbiter decides.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Consequence {
    /// The position before the irregularity is reinstated (7.5.1) and the opponent gets this
    /// many extra minutes: 2, or 1 in rapid and blitz (7.5.5, A.3); play goes on.
    ExtraMinutes(u32),
    /// The player loses (7.5.5).
    Loss,
    /// Draw: the opponent cannot checkmate by any series of legal moves (7.5.5).
    Draw,
    /// Too late: the opponent has made his next move, so the illegal move stands and nobody can
    /// penalise it (A.5.2; B.3 in blitz).
    Stands,
    /// Too late for 7.5.5 (A.5.2), but a pawn left unreplaced on its last rank is still there
    /// after the opponent's move: an illegal position, which the arbiter declares drawn (A.5.4).
    IllegalPositionDraw,
}

impl Consequence {
    /// Whether the position immediately before the irregularity is reinstated (7.5.1): always,
    /// unless the move stands (A.5.2).
    pub fn reinstates_position(self) -> bool {
        !matches!(self, Consequence::Stands | Consequence::IllegalPositionDraw)
    }
}

/// The arbiter's decision on `incident`.
///
/// In standard play, and in rapid with adequate supervision (A.4), an illegal move found during
/// the game is corrected however late (7.5.1). Without adequate supervision in rapid and blitz,
/// once the opponent has made his next move the illegal move stands (A.5.2, B.3), unless it left a
/// pawn on its last rank, an illegal position the arbiter declares drawn (A.5.4). Otherwise the
/// first completed illegal move gives the opponent 2 minutes, 1 in rapid and blitz (7.5.5, A.3);
/// the second loses, unless the opponent cannot checkmate by any series of legal moves, which
/// draws (7.5.5). Blitz with adequate supervision follows [`Pace::penalty_minutes`] (1 minute);
/// the quiz never asks about it.
pub fn consequence(incident: &Incident) -> Consequence {
    let limited = incident.pace != Pace::Standard && incident.supervision == Supervision::Limited;
    match (incident.occurrence, incident.opponent_can_mate) {
        // The opponent's reply leaves the unreplaced pawn on its last rank unless it captured it;
        // the incident is told as found, the pawn still there.
        _ if limited && incident.opponent_moved && incident.irregularity == Irregularity::PawnNotReplaced => {
            Consequence::IllegalPositionDraw
        }
        _ if limited && incident.opponent_moved => Consequence::Stands,
        (Occurrence::First, _) => Consequence::ExtraMinutes(incident.pace.penalty_minutes()),
        (Occurrence::Second, true) => Consequence::Loss,
        (Occurrence::Second, false) => Consequence::Draw,
    }
}

#[cfg(test)]
mod tests;
