//! The Laws of Chess and the FIDE regulations an arbiter applies, as pure code: types and
//! functions for what the rules decide, each with its article, and no language in them. The
//! quiz phrases questions from these decisions; the assistant will answer incidents with them.
//!
//! References: FIDE Laws of Chess (effective 1 January 2023) and the FIDE Handbook regulations
//! C.04 (Swiss) with its Tournament Report File (TRF-16), C.05 (Berger tables), C.07
//! (tie-breaks, 2023), B.01 (titles, 2024), B.02 (rating, 2024). Worked examples in the tests
//! say which Handbook or Arbiters' Manual example they reproduce.

pub mod berger;
pub mod draw_claims;
pub mod dutch;
pub mod illegal_move;
pub mod material;
pub mod rating;
pub mod recording;
pub mod swiss;
pub mod tie_breaks;
pub mod time_control;
pub mod titles;
pub mod trf;

/// A player by colour.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Side {
    /// White.
    White,
    /// Black.
    Black,
}

impl Side {
    /// The opponent.
    pub fn other(self) -> Side {
        match self {
            Side::White => Side::Black,
            Side::Black => Side::White,
        }
    }
}
