//! The result when a flag falls with a position on the board (6.9; A.5.3 for a claim in rapid
//! or blitz), the reason given as data: the proofs of who can and cannot mate.
//!
//! Under 6.9 the player whose flag falls loses unless the opponent cannot checkmate *by any
//! series of legal moves*: the flagger's cooperation counts, so a lone knight wins against king
//! and pawn, while bishops all on one colour never mate. The game may also have ended before
//! the flag fell: a stalemate (5.2.1) or a dead position (5.2.2) ends it at once, and a later
//! flag fall changes nothing. The flagger is the side to move: his clock was running.

use shakmaty::{Chess, Position};

use super::mate::{self, Proof};

/// The result of the game when the flag of the side to move falls.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Outcome {
    /// The opponent can mate by some series of legal moves: he wins on time (6.9).
    Win,
    /// The opponent cannot mate, but the flagger could: a draw under 6.9.
    Draw,
    /// Neither side can mate: the position is dead and the game had already ended in a draw
    /// (5.2.2).
    Dead,
    /// The flagger is stalemated: the game had already ended in a draw (5.2.1).
    Stalemate,
}

/// The proven result of a flag fall and its reason, the flagger being the side to move.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Analysis {
    /// The result.
    pub outcome: Outcome,
    /// Whether the opponent can mate, and the proof (absent for a stalemate).
    pub opponent: Option<Proof>,
    /// Whether the flagger can mate, and the proof (present when the opponent cannot mate:
    /// it tells a 6.9 draw from a dead position).
    pub flagger: Option<Proof>,
}

/// Decide the result of a flag fall of the side to move in `pos` (6.9, 5.2.1, 5.2.2); `None` if
/// not proven, or if the side to move is checkmated (the game ended with the mate, 5.1.1).
pub fn analyse(pos: &Chess) -> Option<Analysis> {
    let flagger = pos.turn();
    if pos.is_stalemate() {
        return Some(Analysis {
            outcome: Outcome::Stalemate,
            opponent: None,
            flagger: None,
        });
    }
    if pos.is_checkmate() {
        return None;
    }
    let o = mate::can_mate(pos, !flagger)?;
    if o.can_mate() {
        return Some(Analysis {
            outcome: Outcome::Win,
            opponent: Some(o),
            flagger: None,
        });
    }
    let f = mate::can_mate(pos, flagger)?;
    let outcome = if f.can_mate() {
        Outcome::Draw
    } else {
        Outcome::Dead
    };
    Some(Analysis {
        outcome,
        opponent: Some(o),
        flagger: Some(f),
    })
}
