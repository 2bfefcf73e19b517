//! Buchholz (C.07 2023, 8.1), Buchholz Cut-1 (14) and Sonneborn-Berger (9.1), with the dummy
//! opponent of Article 16 for a player's own unplayed rounds.

use super::crosstable::{Crosstable, Entry, POINT};

impl Crosstable {
    /// Each round's contribution to `p`'s own Buchholz: the opponent's final score for a game
    /// played, the dummy opponent (the player's own final score) for an unplayed round (C.07-16).
    pub fn bh_terms(&self, p: usize) -> Vec<u32> {
        let own = self.score(p);
        self.rows[p]
            .iter()
            .map(|e| match *e {
                Entry::Game { opponent, .. } => self.score(opponent),
                _ => own,
            })
            .collect()
    }

    /// Buchholz (C.07-8.1): the sum of the opponents' final scores, with the dummy opponent of
    /// Art. 16 for each unplayed round.
    pub fn buchholz(&self, p: usize) -> u32 {
        self.bh_terms(p).iter().sum()
    }

    /// The round Cut-1 drops (index from 0): a voluntarily unplayed round first (C.07-16),
    /// otherwise the lowest contribution (C.07-14; the earliest of equal ones).
    pub fn cut_round(&self, p: usize) -> usize {
        let terms = self.bh_terms(p);
        let lowest = |rounds: &mut dyn Iterator<Item = usize>| rounds.min_by_key(|&r| (terms[r], r));
        lowest(&mut (0..self.rounds).filter(|&r| self.rows[p][r].voluntary()))
            .or_else(|| lowest(&mut (0..self.rounds)))
            .expect("at least one round")
    }

    /// Buchholz Cut-1 (C.07-14, Art. 16 for which round goes first): Buchholz less the
    /// contribution of [`Crosstable::cut_round`].
    pub fn buchholz_cut1(&self, p: usize) -> u32 {
        self.buchholz(p) - self.bh_terms(p)[self.cut_round(p)]
    }

    /// Sonneborn-Berger (C.07-9.1): each opponent's final score times the points taken from
    /// him; an unplayed round counts the dummy opponent times the points awarded (C.07-16).
    pub fn sonneborn_berger(&self, p: usize) -> u32 {
        self.bh_terms(p)
            .iter()
            .zip(&self.rows[p])
            .map(|(&s, e)| s * e.awarded() / POINT)
            .sum()
    }

    /// The virtual opponent of the regulations before 2023 for `p`'s unplayed round `r` (from
    /// 1): score before the round + (1 − points awarded) + ½ × rounds left. C.07 (2023) Art. 16
    /// replaced it by the dummy opponent; kept to show what the old rule gave.
    pub fn virtual_opponent(&self, p: usize, r: usize) -> u32 {
        self.score_before(p, r)
            + (POINT - self.rows[p][r - 1].awarded())
            + POINT / 2 * (self.rounds - r) as u32
    }
}
