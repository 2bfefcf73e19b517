//! The floor of a bracket's candidates (B.8): the least each quality criterion could be, found
//! without pairing, so the search stops at the first candidate that reaches it in every
//! criterion instead of visiting every other candidate to be sure none is better.

use super::criteria::Quality;
use super::{BracketRole, Colour, Float, Pairer, Strength};

impl Pairer<'_> {
    /// Whether `p` floated `k` rounds back (A.4), `Float::None` before round `k`.
    pub(super) fn back(&self, p: usize, k: usize) -> Float {
        let rounds = self.ev.rounds.len();
        if rounds >= k {
            self.st.floats[p][rounds - k]
        } else {
            Float::None
        }
    }

    /// Whether the residents share one score and every MDP is above it, as MDPs come from
    /// higher scoregroups: then the PSD of a pairing depends only on which MDPs are paired and
    /// how many players float, which the floor and the C7 look-ahead's fast path rest on.
    pub(super) fn one_score_below_mdps(&self, mdps: &[usize], residents: &[usize]) -> bool {
        let score = |p: usize| self.st.score[p];
        residents.first().is_some_and(|&first| {
            residents.iter().all(|&p| score(p) == score(first))
                && mdps.iter().all(|&m| score(m) > score(first))
        })
    }

    /// The least every criterion could be among the candidates with `total` pairs, each
    /// criterion on its own, found without pairing: a candidate that reaches it in every
    /// criterion is a best one (B.8), and as the first best is the one chosen, the search may
    /// stop there: the same pairing, found sooner. Without it a bracket that cannot be perfect
    /// (C7 applies to every bracket but the last; an MDP floats) is searched to its end, which
    /// in a bracket of 13 is millions of candidates. `None` when the residents differ in score
    /// (a collapsed bracket): the PSD then depends on who is paired, not only on who floats.
    pub(super) fn floor(
        &self,
        mdps: &[usize],
        residents: &[usize],
        total: usize,
        low: u32,
        role: &BracketRole,
        c9_applies: bool,
    ) -> Option<Quality> {
        let st = self.st;
        // The PSD and the upfloats below rest on this.
        if !self.one_score_below_mdps(mdps, residents) {
            return None;
        }
        let first = residents[0];
        let n = mdps.len() + residents.len();
        let floating = n.checked_sub(2 * total)?;
        let all = || mdps.iter().chain(residents).copied();
        // C10 and C11: a pair gives one White and one Black, so of the players wanting one
        // colour all but as many as there are pairs miss it, save those who float or are paired
        // with a player wanting nothing (each pair of two wanting the same colour costs one).
        let wanting = |c: Colour, strong: bool| {
            all()
                .filter(|&p| {
                    st.pref[p].colour == Some(c) && (!strong || st.pref[p].strength >= Strength::Strong)
                })
                .count()
        };
        let neutral = all().filter(|&p| st.pref[p].colour.is_none()).count();
        let (w, b) = (wanting(Colour::White, false), wanting(Colour::Black, false));
        let c10 = w.abs_diff(b).saturating_sub(neutral + floating) / 2;
        let c11 = [Colour::White, Colour::Black]
            .into_iter()
            .map(|c| wanting(c, true).saturating_sub(floating + total))
            .max()
            .unwrap_or(0);
        // The rest depends on which MDPs are paired and how many residents float. Per such
        // choice: the PSD, C7, C9 and the repeated floats C12–C15.
        type Parts = (Vec<i32>, (usize, Vec<i32>), u32, [usize; 4]);
        let mut choices_seen: Vec<Parts> = Vec::new();
        let m1_max = mdps.len().min(residents.len()).min(total);
        for m1 in 0..=m1_max {
            let rem_pairs = total - m1;
            if 2 * rem_pairs > residents.len() - m1 {
                continue;
            }
            let k_r = residents.len() - m1 - 2 * rem_pairs;
            for choice in super::generation::combinations(mdps.len(), m1) {
                if choices_seen.len() >= 2_000 {
                    return None;
                }
                let limbo: Vec<usize> = (0..mdps.len())
                    .filter(|i| !choice.contains(i))
                    .map(|i| mdps[i])
                    .collect();
                // The PSD counts scores only: any resident stands for the others.
                let mut pairs: Vec<(usize, usize)> = choice.iter().map(|&i| (mdps[i], first)).collect();
                pairs.extend(std::iter::repeat_n((first, first), rem_pairs));
                let mut floaters = limbo.clone();
                floaters.extend(std::iter::repeat_n(first, k_r));
                let psd = self.psd(&pairs, &floaters, low);
                let next = match role.next {
                    None => (0, Vec::new()),
                    Some(res) if k_r == 0 => self.next_bracket_best(&limbo, res, role),
                    Some(res) if k_r == 1 => residents
                        .iter()
                        .map(|&r| {
                            let mut f = limbo.clone();
                            f.push(r);
                            self.next_bracket_best(&f, res, role)
                        })
                        .min()
                        .unwrap_or_default(),
                    Some(_) => (0, Vec::new()),
                };
                let c9 = if c9_applies {
                    let fixed: u32 = (limbo.iter())
                        .filter(|&&f| self.c9_assignee(f, low, role))
                        .map(|&f| st.unplayed[f])
                        .sum();
                    let resident = match k_r {
                        1 => (residents.iter())
                            .map(|&r| {
                                if self.c9_assignee(r, low, role) {
                                    st.unplayed[r]
                                } else {
                                    0
                                }
                            })
                            .min()
                            .unwrap_or(0),
                        _ => 0,
                    };
                    fixed + resident
                } else {
                    0
                };
                // Repeated floats: the limbo MDPs float for certain; of the residents, those
                // who did not float that way last time (or two rounds back) are taken first.
                let repeats = |k: usize, way: Float, chosen: usize, among: &[usize]| {
                    let clean = among.iter().filter(|&&p| self.back(p, k) != way).count();
                    chosen.saturating_sub(clean)
                };
                let down = |k: usize| {
                    limbo.iter().filter(|&&p| self.back(p, k) == Float::Down).count()
                        + repeats(k, Float::Down, k_r, residents)
                };
                choices_seen.push((
                    psd,
                    next,
                    c9,
                    [
                        down(1),
                        repeats(1, Float::Up, m1, residents),
                        down(2),
                        repeats(2, Float::Up, m1, residents),
                    ],
                ));
            }
        }
        // Each criterion at its least over the choices (C16–C19 at 0: a lower bound).
        let least = |k: usize| choices_seen.iter().map(|c| c.3[k]).min();
        Some(Quality {
            floaters: floating,
            psd: choices_seen.iter().map(|c| c.0.clone()).min()?,
            next: choices_seen.iter().map(|c| c.1.clone()).min()?,
            c9: choices_seen.iter().map(|c| c.2).min()?,
            c10,
            c11,
            c12: least(0)?,
            c13: least(1)?,
            c14: least(2)?,
            c15: least(3)?,
            c16: 0,
            c17: 0,
            c18: 0,
            c19: 0,
        })
    }
}
