//! Direct Encounter (C.07 2023, Art. 6) between two tied players: the games they played
//! against each other decide, a forfeit is no encounter.

use std::cmp::Ordering;

use super::crosstable::{Crosstable, Entry, POINT};

impl Crosstable {
    /// The game `a` played against `b` over the board, from `a`'s side: (round from 1, result
    /// in quarters).
    pub fn encounter(&self, a: usize, b: usize) -> Option<(usize, u32)> {
        self.rows[a].iter().enumerate().find_map(|(r, e)| match *e {
            Entry::Game { opponent, result, .. } if opponent == b => Some((r + 1, result)),
            _ => None,
        })
    }

    /// True if `a` played `b` over the board.
    pub fn played(&self, a: usize, b: usize) -> bool {
        self.encounter(a, b).is_some()
    }

    /// Direct Encounter (C.07-6) between `a` and `b`, the only two players on their score:
    /// `Greater` if `a` ranks higher (he won their game), `Less` if `b` does, `Equal` if the
    /// game was drawn and the next tie-break decides; `None` if they did not meet over the
    /// board.
    pub fn direct_encounter(&self, a: usize, b: usize) -> Option<Ordering> {
        self.encounter(a, b).map(|(_, result)| result.cmp(&(POINT / 2)))
    }

    /// Pairs of players who are the only two on their score and played each other: the ties
    /// that Direct Encounter (C.07-6) breaks or leaves by their one game.
    pub fn tied_pairs_who_met(&self) -> Vec<(usize, usize)> {
        let mut out = Vec::new();
        for a in 0..self.players {
            for b in a + 1..self.players {
                let s = self.score(a);
                let on_score = (0..self.players).filter(|&p| self.score(p) == s).count();
                if self.score(b) == s && on_score == 2 && self.played(a, b) {
                    out.push((a, b));
                }
            }
        }
        out
    }
}
