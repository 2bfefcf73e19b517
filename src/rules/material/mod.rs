//! Material on the board and what it can do: whether a side can checkmate by any series of
//! legal moves (6.9, 7.5.5), the result when a flag falls (6.9, A.5.3) and dead positions
//! (5.2.2), decided on real positions (`shakmaty`).

pub mod dead_position;
pub mod flag_fall;
pub mod mate;

/// The colour of the squares a bishop moves on.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum SquareColour {
    /// Light squares.
    Light,
    /// Dark squares.
    Dark,
}

impl SquareColour {
    /// The other colour.
    pub fn other(self) -> SquareColour {
        match self {
            SquareColour::Light => SquareColour::Dark,
            SquareColour::Dark => SquareColour::Light,
        }
    }
}

/// A unit on the board besides the king.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Unit {
    /// A pawn.
    Pawn,
    /// A knight.
    Knight,
    /// A bishop on squares of the given colour.
    Bishop(SquareColour),
    /// A rook.
    Rook,
    /// A queen.
    Queen,
}

#[cfg(test)]
mod tests;
