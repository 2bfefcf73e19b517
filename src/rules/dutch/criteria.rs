//! The pairing criteria of C.04.3 section C and the PSD of A.8: which pairs the absolute
//! criteria allow (C1, C3), whether a round can still be completed (C2, C4, A.9), and the
//! quality of a candidate (C5–C7, C10–C19) that decides between candidates (B.8).

use super::{BracketRole, Candidate, Colour, Edition, Float, Pairer, Pairs, Strength};

/// The quality of a candidate (C5–C19, and C9 of 2026), best first under the derived order.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord)]
pub(super) struct Quality {
    /// C5: downfloaters (fewer is better: more pairs).
    pub(super) floaters: usize,
    /// C6: PSD, highest first (lexicographically smaller is better).
    pub(super) psd: Vec<i32>,
    /// C7: the next bracket's downfloaters and PSD (empty when C7 does not apply).
    pub(super) next: (usize, Vec<i32>),
    /// C9 of 2026: the unplayed games of the PAB assignee, in the bracket that gives the PAB
    /// (always 0 under the earlier rules).
    pub(super) c9: u32,
    /// C10: players who do not get their colour preference.
    pub(super) c10: usize,
    /// C11: players who do not get a strong (or absolute) preference.
    pub(super) c11: usize,
    /// C12–C15: repeated downfloats / upfloats one and two rounds back.
    pub(super) c12: usize,
    pub(super) c13: usize,
    pub(super) c14: usize,
    pub(super) c15: usize,
    /// C16–C19: the score differences of those repeated floats.
    pub(super) c16: i32,
    pub(super) c17: i32,
    pub(super) c18: i32,
    pub(super) c19: i32,
}

impl Pairer<'_> {
    /// C1 and C3 (no topscorers before the final round).
    pub(super) fn compatible(&self, a: usize, b: usize) -> bool {
        if a == b || self.st.met[a][b] {
            return false;
        }
        let (pa, pb) = (self.st.pref[a], self.st.pref[b]);
        !(pa.strength == Strength::Absolute && pb.strength == Strength::Absolute && pa.colour == pb.colour)
    }

    /// Whether `p` may be left without an opponent for the PAB: C2, and from 2026 only in the
    /// lowest scoregroup the PAB can come from (bbpPairings 6 puts this above every quality
    /// criterion).
    pub(super) fn bye_allowed(&self, p: usize) -> bool {
        self.st.bye_ok[p] && self.bye_score.get().is_none_or(|s| self.st.score[p] <= s)
    }

    /// A.9: can these players all be paired (one left for the PAB if odd, and allowed it, C2)?
    pub(super) fn can_complete(&self, players: &[usize]) -> bool {
        let mut key = players.to_vec();
        key.sort_unstable();
        if let Some(&v) = self.completion.borrow().get(&key) {
            return v;
        }
        let odd = key.len() % 2 == 1;
        let mut used = vec![false; self.ev.players];
        let v = self.complete_rec(&key, &mut used, odd);
        if !self.exhausted() {
            self.completion.borrow_mut().insert(key, v);
        }
        v
    }

    fn complete_rec(&self, players: &[usize], used: &mut [bool], bye_left: bool) -> bool {
        if !self.spend() {
            return false;
        }
        let Some(&a) = players.iter().find(|&&p| !used[p]) else {
            return true;
        };
        used[a] = true;
        if bye_left && self.bye_allowed(a) && self.complete_rec(players, used, false) {
            used[a] = false;
            return true;
        }
        for &b in players {
            if !used[b] && self.compatible(a, b) {
                used[b] = true;
                let ok = self.complete_rec(players, used, bye_left);
                used[b] = false;
                if ok {
                    used[a] = false;
                    return true;
                }
            }
        }
        used[a] = false;
        false
    }

    /// Score difference of a downfloater in a bracket whose lowest score is `low` (A.8).
    fn floater_sd(&self, p: usize, low: u32) -> i32 {
        self.st.score[p] as i32 - (low as i32 - 2)
    }

    pub(super) fn psd(&self, pairs: &[(usize, usize)], floaters: &[usize], low: u32) -> Vec<i32> {
        let mut v: Vec<i32> = pairs
            .iter()
            .map(|&(a, b)| self.st.score[a].abs_diff(self.st.score[b]) as i32)
            .chain(floaters.iter().map(|&f| self.floater_sd(f, low)))
            .collect();
        v.sort_unstable_by(|a, b| b.cmp(a));
        v
    }

    /// C7: the best (fewest downfloaters, lowest PSD) pairing of the next bracket that obeys the
    /// absolute criteria; when that bracket is the last one, its leftover is the PAB and must be
    /// allowed it (C2), as in the FIDE-endorsed bbpPairings.
    /// From 2026 the next bracket's pairings counted are those that leave the rest of the
    /// round completable (C4 applies to every bracket), as bbpPairings 6 reads C7.
    pub(super) fn next_bracket_best(
        &self,
        mdps: &[usize],
        residents: &[usize],
        role: &BracketRole,
    ) -> (usize, Vec<i32>) {
        let mut key_mdps = mdps.to_vec();
        key_mdps.sort_unstable();
        let key = (key_mdps, residents.first().copied().unwrap_or(usize::MAX));
        if let Some(v) = self.lookahead.borrow().get(&key) {
            return v.clone();
        }
        let last = role.next_is_last;
        let every = self.ev.edition == Edition::From2026;
        let below: Vec<usize> = if every {
            role.lower
                .iter()
                .filter(|p| !residents.contains(p))
                .copied()
                .collect()
        } else {
            Vec::new()
        };
        let mut all: Vec<usize> = mdps.iter().chain(residents).copied().collect();
        self.sort(&mut all);
        let low = all.iter().map(|&p| self.st.score[p]).min().unwrap_or(0);
        let is_mdp: Vec<bool> = all.iter().map(|p| mdps.contains(p)).collect();
        // With the residents on one score and every MDP above it, a matching that pairs every
        // MDP and leaves unpaired only what parity leaves (one resident, allowed the PAB when
        // the next bracket is the last) is a best one: they all have the same PSD, and leaving
        // an MDP unpaired instead puts a larger number first in it. So first look for one,
        // fixing the floater, instead of going through every matching.
        if self.one_score_below_mdps(mdps, residents) {
            let options: Vec<Option<usize>> = if all.len().is_multiple_of(2) {
                vec![None]
            } else {
                all.iter()
                    .copied()
                    .filter(|p| !mdps.contains(p))
                    .map(Some)
                    .collect()
            };
            for f in options {
                let floaters: Vec<usize> = f.into_iter().collect();
                if last && !floaters.iter().all(|&f| self.bye_allowed(f)) {
                    continue;
                }
                if every && !last {
                    let rest: Vec<usize> = floaters.iter().chain(&below).copied().collect();
                    if !self.can_complete(&rest) {
                        continue;
                    }
                }
                let rest: Vec<usize> = all.iter().copied().filter(|p| !floaters.contains(p)).collect();
                if let Some(pairs) = self.pair_all(&rest, mdps) {
                    let v = (floaters.len(), self.psd(&pairs, &floaters, low));
                    self.lookahead.borrow_mut().insert(key, v.clone());
                    return v;
                }
                if self.exhausted() {
                    break;
                }
            }
        }
        let mut best: Option<(usize, Vec<i32>)> = None;
        let mut pairs = Vec::new();
        let mut floaters = Vec::new();
        let mut used = vec![false; all.len()];
        // The fewest floaters of an accepted matching so far: a branch with more cannot beat it.
        let cap = std::cell::Cell::new(usize::MAX);
        self.matchings(
            &all,
            &is_mdp,
            &cap,
            0,
            &mut used,
            &mut pairs,
            &mut floaters,
            &mut |pairs, floaters| {
                if last && (floaters.len() > 1 || floaters.iter().any(|&f| !self.bye_allowed(f))) {
                    return;
                }
                if every && !last {
                    let rest: Vec<usize> = floaters.iter().chain(&below).copied().collect();
                    if !self.can_complete(&rest) {
                        return;
                    }
                }
                let q = (floaters.len(), self.psd(pairs, floaters, low));
                if best.as_ref().is_none_or(|b| q < *b) {
                    cap.set(q.0);
                    best = Some(q);
                }
            },
        );
        let best = best.unwrap_or((all.len(), Vec::new()));
        self.lookahead.borrow_mut().insert(key, best.clone());
        best
    }

    /// A pairing of everybody in `players` (compatible, no two of `mdps` together), if there
    /// is one: a bounded depth-first search.
    fn pair_all(&self, players: &[usize], mdps: &[usize]) -> Option<Vec<(usize, usize)>> {
        fn rec(
            me: &Pairer,
            players: &[usize],
            mdps: &[usize],
            used: &mut [bool],
            pairs: &mut Vec<(usize, usize)>,
        ) -> bool {
            if !me.spend() {
                return false;
            }
            let Some(i) = (0..players.len()).find(|&i| !used[i]) else {
                return true;
            };
            used[i] = true;
            for j in i + 1..players.len() {
                let (a, b) = (players[i], players[j]);
                let two_mdps = mdps.contains(&a) && mdps.contains(&b);
                if !used[j] && !two_mdps && me.compatible(a, b) {
                    used[j] = true;
                    pairs.push((a, b));
                    if rec(me, players, mdps, used, pairs) {
                        return true;
                    }
                    pairs.pop();
                    used[j] = false;
                }
            }
            used[i] = false;
            false
        }
        let mut pairs = Vec::new();
        let mut used = vec![false; players.len()];
        rec(self, players, mdps, &mut used, &mut pairs).then_some(pairs)
    }

    /// Every partial matching of `all` (no two MDPs together) with at most `cap` unpaired,
    /// calling `f` with pairs and the unpaired. Pairs are tried before leaving a player
    /// unpaired, so the fullest matchings come first and lower `cap` early.
    #[allow(clippy::too_many_arguments)]
    fn matchings(
        &self,
        all: &[usize],
        is_mdp: &[bool],
        cap: &std::cell::Cell<usize>,
        from: usize,
        used: &mut [bool],
        pairs: &mut Vec<(usize, usize)>,
        floaters: &mut Vec<usize>,
        f: &mut dyn FnMut(&Pairs, &[usize]),
    ) {
        // Each partial matching is a step of the bounded search: a large next bracket has
        // more matchings than any check can visit, and without this a 40-player round 2
        // searched for minutes instead of being refused.
        if !self.spend() || floaters.len() > cap.get() {
            return;
        }
        let Some(i) = (from..all.len()).find(|&i| !used[i]) else {
            f(pairs, floaters);
            return;
        };
        used[i] = true;
        for j in i + 1..all.len() {
            let two_mdps = is_mdp[i] && is_mdp[j];
            if !used[j] && !two_mdps && self.compatible(all[i], all[j]) {
                used[j] = true;
                pairs.push((all[i], all[j]));
                self.matchings(all, is_mdp, cap, i + 1, used, pairs, floaters, f);
                pairs.pop();
                used[j] = false;
            }
        }
        floaters.push(all[i]);
        self.matchings(all, is_mdp, cap, i + 1, used, pairs, floaters, f);
        floaters.pop();
        used[i] = false;
    }

    /// The quality of a candidate of a bracket; `c9_applies` is [`Pairer::c9_applies`] for the
    /// bracket.
    pub(super) fn quality(
        &self,
        c: &Candidate,
        mdps: &[usize],
        low: u32,
        role: &BracketRole,
        c9_applies: bool,
    ) -> Quality {
        let st = self.st;
        let back = |p: usize, k: usize| self.back(p, k);
        let next = match role.next {
            Some(res) => self.next_bracket_best(&c.floaters, res, role),
            None => (0, Vec::new()),
        };
        let mut q = Quality {
            floaters: c.floaters.len(),
            psd: self.psd(&c.pairs, &c.floaters, low),
            next,
            c9: if c9_applies { self.c9(c, low, role) } else { 0 },
            c10: 0,
            c11: 0,
            c12: 0,
            c13: 0,
            c14: 0,
            c15: 0,
            c16: 0,
            c17: 0,
            c18: 0,
            c19: 0,
        };
        for &(a, b) in &c.pairs {
            let (w, bl) = self.colours(a, b);
            for (p, got) in [(w, Colour::White), (bl, Colour::Black)] {
                let pref = st.pref[p];
                if pref.colour.is_some_and(|c| c != got) {
                    q.c10 += 1;
                    if pref.strength >= Strength::Strong {
                        q.c11 += 1;
                    }
                }
            }
            // A resident paired with an MDP gets an upfloat.
            let sd = st.score[a].abs_diff(st.score[b]) as i32;
            for (x, y) in [(a, b), (b, a)] {
                if mdps.contains(&y) && !mdps.contains(&x) && st.score[y] > st.score[x] {
                    if back(x, 1) == Float::Up {
                        q.c13 += 1;
                        q.c17 += sd;
                    }
                    if back(x, 2) == Float::Up {
                        q.c15 += 1;
                        q.c19 += sd;
                    }
                }
            }
        }
        for &f in &c.floaters {
            let sd = self.floater_sd(f, low);
            if back(f, 1) == Float::Down {
                q.c12 += 1;
                q.c16 += sd;
            }
            if back(f, 2) == Float::Down {
                q.c14 += 1;
                q.c18 += sd;
            }
        }
        q
    }

    /// Whether C9 of 2026 (the PAB to a player with as few unplayed games as possible) judges
    /// the downfloaters of a bracket whose lowest score is `low`: in the last bracket, and in
    /// the bracket of the scoregroup the PAB must come from when everybody below it can be
    /// paired among themselves (so its one downfloater is the PAB). That is where bbpPairings
    /// 6 applies it; when two players float from that scoregroup (one to meet a lower player,
    /// one for the PAB), it does not, and neither do we. Decided once per bracket.
    pub(super) fn c9_applies(&self, low: u32, role: &BracketRole) -> bool {
        self.ev.edition == Edition::From2026
            && (role.gives_bye || (self.bye_score.get() == Some(low) && self.can_complete(role.lower)))
    }

    /// A player of a bracket where C9 applies who may be its PAB assignee: allowed the PAB,
    /// and in the last bracket any such player, elsewhere one of the PAB's scoregroup.
    pub(super) fn c9_assignee(&self, p: usize, low: u32, role: &BracketRole) -> bool {
        self.bye_allowed(p) && (role.gives_bye || self.st.score[p] == low)
    }

    /// C9 of 2026, where it applies: the unplayed games of the downfloaters that may be the
    /// PAB assignee.
    fn c9(&self, c: &Candidate, low: u32, role: &BracketRole) -> u32 {
        let eligible = c.floaters.iter().filter(|&&f| self.c9_assignee(f, low, role));
        eligible.map(|&f| self.st.unplayed[f]).sum()
    }

    /// The fewest unplayed games a PAB assignee of this bracket could have (C9 of 2026, where it
    /// applies): a candidate that reaches it is not beaten on C9.
    pub(super) fn c9_floor(&self, players: &[usize], low: u32, role: &BracketRole) -> u32 {
        let eligible = players.iter().filter(|&&p| self.c9_assignee(p, low, role));
        eligible.map(|&p| self.st.unplayed[p]).min().unwrap_or(0)
    }

    /// From 2026 the PAB is given in the lowest scoregroup it can be (bbpPairings 6 fixes this
    /// score before pairing): the lowest score of a player allowed the PAB whom the others can
    /// all be paired without. `None` for an even number of players or no such player.
    pub(super) fn lowest_bye_score(&self, players: &[usize]) -> Option<u32> {
        if players.len().is_multiple_of(2) {
            return None;
        }
        let mut by_score: Vec<usize> = players.iter().copied().filter(|&p| self.st.bye_ok[p]).collect();
        by_score.sort_by_key(|&p| (self.st.score[p], std::cmp::Reverse(p)));
        by_score.into_iter().find_map(|p| {
            let rest: Vec<usize> = players.iter().copied().filter(|&q| q != p).collect();
            self.can_complete(&rest).then_some(self.st.score[p])
        })
    }

    /// Valid under C1–C3 and, when required, C4 (the rest of the round can be completed).
    pub(super) fn valid(&self, c: &Candidate, role: &BracketRole) -> bool {
        if !c.pairs.iter().all(|&(a, b)| self.compatible(a, b)) {
            return false;
        }
        if role.complete {
            let rest: Vec<usize> = c.floaters.iter().chain(role.lower).copied().collect();
            return self.can_complete(&rest);
        }
        true
    }
}
