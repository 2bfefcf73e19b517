//! Tie-breaks of the FIDE Tie-Break Regulations (C.07, 2023) on a crosstable of their own:
//! Buchholz with Cut-1, Cut-2, Median-1 and Median-2 (8.1, 14), Sonneborn-Berger and its Cut-1
//! (9.1), WIN, WON, BPG, BWG and the progressive score PS (7.1–7.5), ARO (10.1) and Direct
//! Encounter (6), with unplayed rounds handled as Article 16 says; [`TieBreak`] names them by
//! their abbreviations, [`compute`], [`working`] and [`standings`] apply them.
//!
//! Unplayed rounds (C.07 2023, Art. 16): in a player's **own** Buchholz and Sonneborn-Berger
//! every unplayed round (a bye of any kind, a forfeit won or lost, an absence) counts as a game
//! against a **dummy opponent** whose score is the player's own final score, with the points
//! awarded as its result (16.4); in the opponents' tie-breaks a player counts with the points
//! awarded to him, except that a requested bye or absence after which he played no more counts
//! as a draw (16.3, [`Crosstable::adjusted_score`]); a cut drops a voluntarily unplayed round
//! (a requested bye, an absence, a forfeit lost: [`Entry::voluntary`]) first (16.5).
//! The virtual opponent of the earlier regulations is gone; [`Crosstable::virtual_opponent`]
//! keeps its arithmetic for the teaching of the difference.
//!
//! Points are kept in quarters of a point ([`POINT`] = 4), so that a draw against a player on
//! 4½ adds an exact 2¼ to Sonneborn-Berger.

mod buchholz;
mod crosstable;
mod encounter;
mod system;
mod wins;

pub use crosstable::{Crosstable, Entry, POINT};
pub use system::{
    Against, Standing, Term, TermStatus, TieBreak, UnknownTieBreak, Value, Working, compute, standings,
    working,
};

#[cfg(test)]
pub(crate) mod tests;
