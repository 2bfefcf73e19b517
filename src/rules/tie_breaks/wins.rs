//! Counting tie-breaks (C.07 2023, Art. 7): WIN, the rounds scored as a win (7.1), WON, the
//! games won over the board (7.2), BPG and BWG, the games played and won with Black (7.3, 7.4),
//! and PS, the progressive score (7.5); and the draws over the board.

use super::crosstable::{Crosstable, Entry, POINT};

impl Crosstable {
    /// WIN (C.07-7.1): rounds scored as a win, unplayed ones (a forfeit win, a PAB, a full-point
    /// bye) included.
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

    /// BPG (C.07-7.3): games played over the board with Black (a forfeit is no game).
    pub fn black_games(&self, p: usize) -> u32 {
        self.rows[p]
            .iter()
            .filter(|e| matches!(e, Entry::Game { white: false, .. }))
            .count() as u32
    }

    /// BWG (C.07-7.4): games won over the board with Black.
    pub fn black_wins(&self, p: usize) -> u32 {
        self.rows[p]
            .iter()
            .filter(|e| matches!(e, Entry::Game { white: false, result, .. } if *result == POINT))
            .count() as u32
    }

    /// The running score after each round, in quarters: the terms of the progressive score.
    pub fn running_scores(&self, p: usize) -> Vec<u32> {
        self.rows[p]
            .iter()
            .scan(0, |sum, e| {
                *sum += e.awarded();
                Some(*sum)
            })
            .collect()
    }

    /// PS (C.07-7.5): the sum of the running scores after each round, the points awarded for
    /// unplayed rounds included, in quarters.
    pub fn progressive(&self, p: usize) -> u32 {
        self.running_scores(p).iter().sum()
    }

    /// Draws over the board.
    pub fn draws(&self, p: usize) -> u32 {
        self.rows[p]
            .iter()
            .filter(|e| matches!(e, Entry::Game { result, .. } if *result == POINT / 2))
            .count() as u32
    }
}
