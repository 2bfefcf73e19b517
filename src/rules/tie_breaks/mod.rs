//! Tie-breaks of the FIDE Tie-Break Regulations (C.07, 2023) on a crosstable of their own:
//! Buchholz and Buchholz Cut-1 (8.1, 14), Sonneborn-Berger (9.1), WIN and WON (7.1, 7.2) and
//! Direct Encounter (6), with unplayed rounds handled as Article 16 says.
//!
//! Unplayed rounds (C.07 2023, Art. 16): in a player's **own** Buchholz and Sonneborn-Berger
//! every unplayed round (a pairing-allocated bye, a requested bye, a forfeit won or lost) counts
//! as a game against a **dummy opponent** whose score is the player's own final score, with the
//! points awarded as its result; in the opponents' tie-breaks a player counts with the points
//! actually awarded to him; a cut drops a voluntarily unplayed round (a requested bye) first.
//! The virtual opponent of the earlier regulations is gone; [`Crosstable::virtual_opponent`]
//! keeps its arithmetic for the teaching of the difference.
//!
//! Points are kept in quarters of a point ([`POINT`] = 4), so that a draw against a player on
//! 4½ adds an exact 2¼ to Sonneborn-Berger.

mod buchholz;
mod crosstable;
mod encounter;
mod wins;

pub use crosstable::{Crosstable, Entry, POINT};

#[cfg(test)]
pub(crate) mod tests;
