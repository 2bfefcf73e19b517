//! Buchholz (C.07 2023, 8.1) and its modifiers Cut-1, Cut-2, Median-1 and Median-2 (14), and
//! Sonneborn-Berger (9.1) with its Cut-1 (14, 16.5.2), with the dummy opponent of Article 16 for
//! a player's own unplayed rounds and the adjusted score of 16.3 for his opponents.

use super::crosstable::{Crosstable, Entry, POINT};

impl Crosstable {
    /// Each round's contribution to `p`'s own Buchholz: the opponent's score as 16.3 adjusts it
    /// ([`Crosstable::adjusted_score`]) for a game played, the dummy opponent (the player's own
    /// final score) for an unplayed round (C.07-16.4).
    pub fn bh_terms(&self, p: usize) -> Vec<u32> {
        let own = self.score(p);
        self.rows[p]
            .iter()
            .map(|e| match *e {
                Entry::Game { opponent, .. } => self.adjusted_score(opponent),
                _ => own,
            })
            .collect()
    }

    /// Buchholz (C.07-8.1): the sum of the opponents' scores, with the dummy opponent of
    /// Art. 16 for each unplayed round.
    pub fn buchholz(&self, p: usize) -> u32 {
        self.bh_terms(p).iter().sum()
    }

    /// The rounds (index from 0) that a Buchholz with `low` cuts and `high` medians drops:
    /// each low cut takes a voluntarily unplayed round first (16.5.1, reapplied for every cut:
    /// 16.5.2), otherwise the lowest contribution (14); each high cut the highest contribution,
    /// without exception. Equal contributions go by the earliest round. At most every round is
    /// cut.
    pub fn bh_cut_rounds(&self, p: usize, low: usize, high: usize) -> Vec<usize> {
        let terms = self.bh_terms(p);
        let mut left: Vec<usize> = (0..self.rounds.min(terms.len())).collect();
        let mut cut = Vec::new();
        for _ in 0..low {
            let pick = |only_vur: bool| {
                left.iter()
                    .copied()
                    .filter(|&r| !only_vur || self.rows[p][r].voluntary())
                    .min_by_key(|&r| (terms[r], r))
            };
            let Some(r) = pick(true).or_else(|| pick(false)) else {
                break;
            };
            left.retain(|&x| x != r);
            cut.push(r);
        }
        for _ in 0..high {
            // The highest, earliest of equal ones.
            let Some(r) = left
                .iter()
                .copied()
                .max_by_key(|&r| (terms[r], std::cmp::Reverse(r)))
            else {
                break;
            };
            left.retain(|&x| x != r);
            cut.push(r);
        }
        cut
    }

    /// Buchholz less the contributions of [`Crosstable::bh_cut_rounds`]: Cut-1 is `(1, 0)`,
    /// Cut-2 `(2, 0)`, Median-1 `(1, 1)`, Median-2 `(2, 2)` (C.07-14).
    pub fn buchholz_modified(&self, p: usize, low: usize, high: usize) -> u32 {
        let terms = self.bh_terms(p);
        let cut = self.bh_cut_rounds(p, low, high);
        terms
            .iter()
            .enumerate()
            .filter(|(r, _)| !cut.contains(r))
            .map(|(_, &t)| t)
            .sum()
    }

    /// The round Cut-1 drops (index from 0): a voluntarily unplayed round first (C.07-16.5),
    /// otherwise the lowest contribution (C.07-14; the earliest of equal ones).
    pub fn cut_round(&self, p: usize) -> usize {
        self.bh_cut_rounds(p, 1, 0).first().copied().unwrap_or(0)
    }

    /// Buchholz Cut-1 (C.07-14, Art. 16.5 for which round goes first): Buchholz less the
    /// contribution of [`Crosstable::cut_round`].
    pub fn buchholz_cut1(&self, p: usize) -> u32 {
        self.buchholz_modified(p, 1, 0)
    }

    /// Each round's contribution to `p`'s Sonneborn-Berger, in quarters: the score of
    /// [`Crosstable::bh_terms`] times the points the player scored in the round.
    pub fn sb_terms(&self, p: usize) -> Vec<u32> {
        self.bh_terms(p)
            .iter()
            .zip(&self.rows[p])
            .map(|(&s, e)| s * e.awarded() / POINT)
            .collect()
    }

    /// Sonneborn-Berger (C.07-9.1): each opponent's score times the points taken from him; an
    /// unplayed round counts the dummy opponent times the points awarded (C.07-16.4).
    pub fn sonneborn_berger(&self, p: usize) -> u32 {
        self.sb_terms(p).iter().sum()
    }

    /// The round Sonneborn-Berger Cut-1 drops (index from 0). The least significant value is
    /// the contribution of the opponent with the lowest score (the lowest contribution among
    /// equal scores, 14.1.1 d); with voluntarily unplayed rounds, 16.5.2 compares the lowest
    /// contribution coming from one with that value and cuts the higher of the two (the
    /// unplayed round on equal values). Earliest round on ties.
    pub fn sb_cut_round(&self, p: usize) -> Option<usize> {
        let basis = self.bh_terms(p);
        let terms = self.sb_terms(p);
        let rounds = 0..self.rounds.min(terms.len());
        let least = rounds.clone().min_by_key(|&r| (basis[r], terms[r], r))?;
        let vur = rounds
            .filter(|&r| self.rows[p][r].voluntary())
            .min_by_key(|&r| (terms[r], r));
        Some(match vur {
            Some(v) if terms[v] >= terms[least] => v,
            _ => least,
        })
    }

    /// Sonneborn-Berger Cut-1 (C.07-14.1.1 d, 16.5.2).
    pub fn sonneborn_berger_cut1(&self, p: usize) -> u32 {
        let terms = self.sb_terms(p);
        let cut = self.sb_cut_round(p);
        terms
            .iter()
            .enumerate()
            .filter(|(r, _)| Some(*r) != cut)
            .map(|(_, &t)| t)
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
