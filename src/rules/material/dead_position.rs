//! Dead positions (5.2.2): which side, if any, can still checkmate by any series of legal moves.
//!
//! A position is dead when neither player can checkmate the other by any series of legal
//! moves; the game then ends in a draw at once (5.2.2). Each side is decided separately with
//! [`mate::can_mate`], so the answer says which side (if any) can still mate.

use shakmaty::{Chess, Color, Position};

use super::mate::{self, Proof};

/// Who can still mate (5.2.2).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Verdict {
    /// Nobody: the position is dead and the game is drawn (5.2.2).
    Dead,
    /// Only White.
    OnlyWhite,
    /// Only Black.
    OnlyBlack,
    /// Both sides.
    Both,
}

/// The proven answer for each side.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Analysis {
    /// The verdict.
    pub verdict: Verdict,
    /// White's proof.
    pub white: Proof,
    /// Black's proof.
    pub black: Proof,
}

/// Decide who can still mate in `pos` (5.2.2); `None` if either side is not proven, or if the
/// game is already over on the board (mate, 5.1.1, or stalemate, 5.2.1).
pub fn analyse(pos: &Chess) -> Option<Analysis> {
    if pos.legal_moves().is_empty() {
        return None;
    }
    let white = mate::can_mate(pos, Color::White)?;
    let black = mate::can_mate(pos, Color::Black)?;
    let verdict = match (white.can_mate(), black.can_mate()) {
        (false, false) => Verdict::Dead,
        (true, false) => Verdict::OnlyWhite,
        (false, true) => Verdict::OnlyBlack,
        (true, true) => Verdict::Both,
    };
    Some(Analysis {
        verdict,
        white,
        black,
    })
}
