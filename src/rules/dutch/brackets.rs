//! The pairing of a round bracket by bracket (C.04.3 A.9, section B): the brackets, the PPB
//! and the collapsed last bracket, and for each bracket the candidates in the order of B.6–B.7,
//! the perfect one taken at once (B.4), otherwise the best (B.8).

use super::criteria::Quality;
use super::generation::{combinations, for_each_arrangement, homogeneous};
use super::{BracketRole, BracketTrace, Candidate, Edition, Pairer, Pairing};

/// Called with each candidate and the original S1 and S2; true stops.
type CandidateVisit<'v> = dyn FnMut(Candidate, &[usize], &[usize]) -> bool + 'v;

impl Pairer<'_> {
    /// Pair one bracket: the chosen candidate and its place in the generation sequence.
    fn pair_bracket(
        &self,
        mdps: &[usize],
        residents: &[usize],
        role: &BracketRole,
    ) -> Option<(Candidate, usize, Vec<usize>, Vec<usize>)> {
        let low = mdps
            .iter()
            .chain(residents)
            .map(|&p| self.st.score[p])
            .min()
            .unwrap_or(0);
        let mut best: Option<(Quality, usize, Candidate)> = None;
        let mut index = 0usize;
        let mut original = (Vec::new(), Vec::new());
        let c9_applies = self.c9_applies(low, role);
        let c9_floor = if c9_applies {
            let all: Vec<usize> = mdps.iter().chain(residents).copied().collect();
            self.c9_floor(&all, low, role)
        } else {
            0
        };
        // Levels of pairs, from the most: C5 makes a level with any valid candidate final.
        let max_pairs = (mdps.len() + residents.len()) / 2;
        for total in (0..=max_pairs).rev() {
            let mut found = false;
            // Computed at the first valid candidate of the level: a level without one never
            // needs it.
            let mut floor: Option<Option<Quality>> = None;
            let mut visit = |c: Candidate, s1: &[usize], s2: &[usize]| -> bool {
                // Out of work (a bounded search): stop; the round reports it.
                if !self.spend() {
                    return true;
                }
                let i = index;
                index += 1;
                if original.0.is_empty() && original.1.is_empty() {
                    original = (s1.to_vec(), s2.to_vec());
                }
                if !self.valid(&c, role) {
                    return false;
                }
                found = true;
                let q = self.quality(&c, mdps, low, role, c9_applies);
                let perfect = q.floaters == (mdps.len() + residents.len()) % 2
                    && q.c10 == 0
                    && q.c12 == 0
                    && q.c13 == 0
                    && q.c14 == 0
                    && q.c15 == 0
                    && q.c9 == c9_floor
                    && mdps.is_empty()
                    && role.next.is_none();
                // Nothing later can be better than a candidate at the floor of every criterion.
                let floor =
                    floor.get_or_insert_with(|| self.floor(mdps, residents, total, low, role, c9_applies));
                let unbeatable = floor.as_ref() == Some(&q);
                if best.as_ref().is_none_or(|(bq, _, _)| q < *bq) {
                    best = Some((q, i, c));
                }
                // B.4: a perfect candidate is accepted at once.
                perfect || unbeatable
            };
            self.candidates(mdps, residents, total, &mut visit);
            if found {
                break;
            }
        }
        best.map(|(_, i, c)| (c, i, original.0, original.1))
    }

    /// Generate the candidates with `total` pairs in the order of B.6–B.7 and D.1–D.3, calling
    /// `visit` (with the original S1 and S2) until it returns true.
    fn candidates(&self, mdps: &[usize], residents: &[usize], total: usize, visit: &mut CandidateVisit) {
        if mdps.is_empty() {
            homogeneous(residents, total, &mut |pairs, floaters, s1, s2| {
                visit(
                    Candidate {
                        pairs: pairs.to_vec(),
                        floaters: floaters.to_vec(),
                    },
                    s1,
                    s2,
                )
            });
            return;
        }
        // Heterogeneous: M1 MDPs in S1 (from the most), the rest of the pairs in the remainder.
        let m1_max = mdps.len().min(residents.len()).min(total);
        for m1 in (0..=m1_max).rev() {
            let rem_pairs = total - m1;
            if rem_pairs > (residents.len() - m1) / 2 {
                continue;
            }
            // D.3: choices of S1 among the MDPs: highest scores first, then lowest BSNs.
            let mut choices = combinations(mdps.len(), m1);
            choices.sort_by(|a, b| {
                let sa: Vec<std::cmp::Reverse<u32>> = a
                    .iter()
                    .map(|&i| std::cmp::Reverse(self.st.score[mdps[i]]))
                    .collect();
                let sb: Vec<std::cmp::Reverse<u32>> = b
                    .iter()
                    .map(|&i| std::cmp::Reverse(self.st.score[mdps[i]]))
                    .collect();
                sa.cmp(&sb).then(a.cmp(b))
            });
            for choice in choices {
                let s1: Vec<usize> = choice.iter().map(|&i| mdps[i]).collect();
                let limbo: Vec<usize> = (0..mdps.len())
                    .filter(|i| !choice.contains(i))
                    .map(|i| mdps[i])
                    .collect();
                // D.1: transpositions of S2 (all residents), by their first M1 BSNs.
                let mut stop = false;
                for_each_arrangement(residents.len(), m1, &mut |sel| {
                    let mdp_pairs: Vec<(usize, usize)> =
                        s1.iter().zip(sel).map(|(&a, &i)| (a, residents[i])).collect();
                    if !mdp_pairs.iter().all(|&(a, b)| self.compatible(a, b)) {
                        return false;
                    }
                    let remainder: Vec<usize> = (0..residents.len())
                        .filter(|i| !sel.contains(i))
                        .map(|i| residents[i])
                        .collect();
                    homogeneous(&remainder, rem_pairs, &mut |pairs, floaters, _, _| {
                        let mut all_pairs = mdp_pairs.clone();
                        all_pairs.extend_from_slice(pairs);
                        let mut all_floaters = limbo.clone();
                        all_floaters.extend_from_slice(floaters);
                        stop = visit(
                            Candidate {
                                pairs: all_pairs,
                                floaters: all_floaters,
                            },
                            &s1,
                            residents,
                        );
                        stop
                    });
                    stop
                });
                if stop {
                    return;
                }
            }
        }
    }

    /// A.9: pair the round bracket by bracket, collapsing the lower brackets when needed.
    pub(super) fn pair_round(&self) -> Option<(Pairing, Vec<BracketTrace>)> {
        let n = self.ev.players;
        let mut order: Vec<usize> = (0..n).filter(|p| !self.absent.contains(p)).collect();
        self.sort(&mut order);
        let mut groups: Vec<Vec<usize>> = Vec::new();
        for p in order {
            match groups.last_mut() {
                Some(g) if self.st.score[g[0]] == self.st.score[p] => g.push(p),
                _ => groups.push(vec![p]),
            }
        }
        if self.ev.edition == Edition::From2026 {
            let players: Vec<usize> = groups.concat();
            self.bye_score.set(self.lowest_bye_score(&players));
        }
        let mut collapse = groups.len();
        loop {
            if self.exhausted() {
                return None;
            }
            match self.try_pair(&groups, collapse) {
                Ok(done) => return Some(done),
                Err(next) if next < collapse => collapse = next,
                Err(_) => return None,
            }
        }
    }

    /// Pair with the groups from `collapse` on merged into one last bracket; on failure, the
    /// collapse point to try next.
    fn try_pair(
        &self,
        groups: &[Vec<usize>],
        collapse: usize,
    ) -> Result<(Pairing, Vec<BracketTrace>), usize> {
        let mut brackets: Vec<Vec<usize>> = groups[..collapse.min(groups.len())].to_vec();
        if collapse < groups.len() {
            brackets.push(groups[collapse..].concat());
        }
        let collapsed = collapse < groups.len();
        let last = brackets.len() - 1;
        let mut mdps: Vec<usize> = Vec::new();
        let mut pairs = Vec::new();
        let mut trace = Vec::new();
        let mut bye = None;
        for k in 0..brackets.len() {
            let lower: Vec<usize> = brackets[k + 1..].concat();
            let ppb = collapsed && k + 1 == last;
            // From 2026 every bracket is paired so that the round can be completed (C4); the
            // earlier rules ask it of the PPB and the last bracket only and collapse (A.9).
            let every = self.ev.edition == Edition::From2026;
            let role = BracketRole {
                lower: &lower,
                complete: k == last || ppb || every,
                next: if k < last && !ppb {
                    Some(&brackets[k + 1])
                } else {
                    None
                },
                next_is_last: k + 1 == last,
                gives_bye: k == last,
            };
            let Some((cand, index, s1, s2)) = self.pair_bracket(&mdps, &brackets[k], &role) else {
                // No valid candidate: collapse this bracket too (the one above becomes the PPB).
                return Err(k.min(collapse.saturating_sub(1)));
            };
            if k < last && !ppb && !every {
                let rest: Vec<usize> = cand.floaters.iter().chain(&lower).copied().collect();
                if !self.can_complete(&rest) {
                    // This bracket becomes the PPB; everything below collapses.
                    return Err(k + 1);
                }
            }
            let mut floaters = cand.floaters.clone();
            self.sort(&mut floaters);
            trace.push(BracketTrace {
                score: self.st.score[brackets[k][0]],
                mdps: mdps.clone(),
                residents: brackets[k].clone(),
                s1,
                s2,
                pairs: cand
                    .pairs
                    .iter()
                    .map(|&(a, b)| if self.above(a, b) { (a, b) } else { (b, a) })
                    .collect(),
                floaters: floaters.clone(),
                candidate: index,
                collapsed: collapsed && k + 1 >= last,
            });
            pairs.extend(cand.pairs);
            if k == last {
                bye = floaters.first().copied();
            }
            mdps = floaters;
        }
        // Board order: higher score of the pair, then the sum of scores, then the higher rank.
        let score = &self.st.score;
        pairs.sort_by_key(|&(a, b)| {
            (
                std::cmp::Reverse(score[a].max(score[b])),
                std::cmp::Reverse(score[a] + score[b]),
                a.min(b),
            )
        });
        let boards = pairs.iter().map(|&(a, b)| self.colours(a, b)).collect();
        Ok((Pairing { boards, bye }, trace))
    }
}
