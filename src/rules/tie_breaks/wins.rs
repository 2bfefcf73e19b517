//! Counting wins: WIN, the rounds scored as a win (C.07 2023, 7.1), and WON, the games won
//! over the board (7.2); and the draws over the board.

use super::crosstable::{Crosstable, Entry, POINT};

impl Crosstable {
    /// WIN (C.07-7.1): rounds scored as a win, unplayed ones (a forfeit win, a PAB) included.
    pub fn win(&self, p: usize) -> u32 {
        self.rows[p].iter().filter(|e| e.awarded() == POINT).count() as u32
    }

    /// WON (C.07-7.2): games won over the board.
    pub fn won(&self, p: usize) -> u32 {
        self.rows[p]
            .iter()
            .filter(|e| matches!(e, Entry::Game { result, .. } if *result == POINT))
            .count() as u32
    }

    /// Draws over the board.
    pub fn draws(&self, p: usize) -> u32 {
        self.rows[p]
            .iter()
            .filter(|e| matches!(e, Entry::Game { result, .. } if *result == POINT / 2))
            .count() as u32
    }
}
