//! The sequential generation of candidates (C.04.3 section D): transpositions of S2 (D.1),
//! exchanges between S1 and S2 (D.2), and the subsets and arrangements they are built from.

use super::Pairs;

/// Called with each candidate (pairs, downfloaters, original S1, original S2); true stops.
type HomogeneousVisit<'v> = dyn FnMut(&Pairs, &[usize], &[usize], &[usize]) -> bool + 'v;

/// Candidates of a homogeneous bracket (or remainder) with `pairs` pairs, in the order of B.6:
/// for each exchange (D.2, the original S1/S2 first), each transposition of S2 (D.1).
/// `visit(pairs, floaters, s1, s2)` returns true to stop.
pub(super) fn homogeneous(players: &[usize], pairs: usize, visit: &mut HomogeneousVisit) {
    let n = players.len();
    if pairs > n / 2 {
        return;
    }
    let s1_orig: Vec<usize> = (0..pairs).collect();
    let s2_orig: Vec<usize> = (pairs..n).collect();
    for (out, inn) in exchanges(&s1_orig, &s2_orig) {
        let mut s1: Vec<usize> = s1_orig.iter().filter(|i| !out.contains(i)).copied().collect();
        s1.extend(&inn);
        s1.sort_unstable();
        let mut s2: Vec<usize> = s2_orig.iter().filter(|i| !inn.contains(i)).copied().collect();
        s2.extend(&out);
        s2.sort_unstable();
        let s1p: Vec<usize> = s1.iter().map(|&i| players[i]).collect();
        let s2p: Vec<usize> = s2.iter().map(|&i| players[i]).collect();
        let mut stop = false;
        for_each_arrangement(s2.len(), pairs, &mut |sel| {
            let ps: Vec<(usize, usize)> = s1p.iter().zip(sel).map(|(&a, &j)| (a, s2p[j])).collect();
            let floaters: Vec<usize> = (0..s2.len())
                .filter(|j| !sel.contains(j))
                .map(|j| s2p[j])
                .collect();
            stop = visit(&ps, &floaters, &s1p, &s2p);
            stop
        });
        if stop {
            return;
        }
    }
}

/// D.2: the exchanges between S1 and S2 (as BSN index sets moved out of S1 and into S1), the
/// empty exchange first, then in the order of rules a–d.
pub fn exchanges(s1: &[usize], s2: &[usize]) -> Vec<(Vec<usize>, Vec<usize>)> {
    let mut out = vec![(Vec::new(), Vec::new())];
    let mut all = Vec::new();
    for k in 1..=s1.len().min(s2.len()) {
        for a in combinations(s1.len(), k) {
            for b in combinations(s2.len(), k) {
                let from_s1: Vec<usize> = a.iter().map(|&i| s1[i]).collect();
                let from_s2: Vec<usize> = b.iter().map(|&i| s2[i]).collect();
                all.push((from_s1, from_s2));
            }
        }
    }
    all.sort_by(|(a1, b1), (a2, b2)| {
        let diff = |a: &[usize], b: &[usize]| {
            (b.iter().map(|&x| x as i64).sum::<i64>() - a.iter().map(|&x| x as i64).sum::<i64>()).abs()
        };
        let desc = |a: &[usize]| {
            let mut v = a.to_vec();
            v.sort_unstable_by(|x, y| y.cmp(x));
            v
        };
        a1.len()
            .cmp(&a2.len())
            .then(diff(a1, b1).cmp(&diff(a2, b2)))
            // c: the highest different BSN moved from S1 first.
            .then(desc(a2).cmp(&desc(a1)))
            // d: the lowest different BSN moved from S2 first.
            .then(b1.cmp(b2))
    });
    out.extend(all);
    out
}

/// All k-subsets of 0..n, as ascending index lists, in lexicographic order.
pub(super) fn combinations(n: usize, k: usize) -> Vec<Vec<usize>> {
    fn rec(n: usize, k: usize, start: usize, cur: &mut Vec<usize>, out: &mut Vec<Vec<usize>>) {
        if cur.len() == k {
            out.push(cur.clone());
            return;
        }
        for i in start..n {
            cur.push(i);
            rec(n, k, i + 1, cur, out);
            cur.pop();
        }
    }
    let mut out = Vec::new();
    rec(n, k, 0, &mut Vec::new(), &mut out);
    out
}

/// D.1: every ordered selection of `k` distinct indexes of 0..n, in lexicographic order, until
/// `f` returns true.
pub(super) fn for_each_arrangement(n: usize, k: usize, f: &mut dyn FnMut(&[usize]) -> bool) {
    fn rec(
        n: usize,
        k: usize,
        cur: &mut Vec<usize>,
        used: &mut [bool],
        f: &mut dyn FnMut(&[usize]) -> bool,
    ) -> bool {
        if cur.len() == k {
            return f(cur);
        }
        for i in 0..n {
            if !used[i] {
                used[i] = true;
                cur.push(i);
                let stop = rec(n, k, cur, used, f);
                cur.pop();
                used[i] = false;
                if stop {
                    return true;
                }
            }
        }
        false
    }
    rec(n, k, &mut Vec::new(), &mut vec![false; n], f);
}

#[cfg(test)]
mod tests {
    //! The examples C.04.3 (the version in force until 31 January 2026) gives in D.1 and D.2.

    use super::*;

    /// The transpositions of S2 as BSNs, in the order of D.1, for a bracket whose S2 starts at
    /// BSN `first` and holds `n` players, of whom `k` are paired with S1.
    fn transpositions(first: usize, n: usize, k: usize) -> Vec<Vec<usize>> {
        let mut out = Vec::new();
        for_each_arrangement(n, k, &mut |sel| {
            out.push(sel.iter().map(|&i| first + i).collect());
            false
        });
        out
    }

    /// D.1, the example of an 11-player homogeneous bracket (S1 = 1–5, S2 = 6–11): "6-7-8-9-10,
    /// 6-7-8-9-11, 6-7-8-10-11, ..., 6-11-10-9-8, 7-6-8-9-10, ..., 11-10-9-8-7 (720
    /// transpositions)". The text's third item skips 6-7-8-10-9, which lexicographic order and
    /// the count of 720 (every ordered choice of 5 of the 6) both put before 6-7-8-10-11.
    #[test]
    fn d1_the_eleven_player_homogeneous_bracket() {
        let t = transpositions(6, 6, 5);
        assert_eq!(t.len(), 720);
        assert_eq!(t[0], [6, 7, 8, 9, 10]);
        assert_eq!(t[1], [6, 7, 8, 9, 11]);
        assert_eq!(t[2], [6, 7, 8, 10, 9]);
        assert_eq!(t[3], [6, 7, 8, 10, 11]);
        let seven = t.iter().position(|x| x[0] == 7).unwrap();
        assert_eq!(t[seven - 1], [6, 11, 10, 9, 8]);
        assert_eq!(t[seven], [7, 6, 8, 9, 10]);
        assert_eq!(t[719], [11, 10, 9, 8, 7]);
    }

    /// D.1, the same bracket heterogeneous with two MDPs (S1 = 1–2, S2 = 3–11): "3-4, 3-5, 3-6,
    /// ..., 3-11, 4-3, 4-5, ..., 11-10 (72 transpositions)".
    #[test]
    fn d1_the_eleven_player_bracket_with_two_mdps() {
        let t = transpositions(3, 9, 2);
        assert_eq!(t.len(), 72);
        assert_eq!(&t[..4], [[3, 4], [3, 5], [3, 6], [3, 7]]);
        assert_eq!(t[7], [3, 11]);
        assert_eq!(&t[8..10], [[4, 3], [4, 5]]);
        assert_eq!(t[71], [11, 10]);
    }

    /// Where the exchange `out` ↔ `inn` comes in the order of D.2 for an 11-player bracket.
    fn rank(out: &[usize], inn: &[usize]) -> usize {
        let order = exchanges(&[1, 2, 3, 4, 5], &[6, 7, 8, 9, 10, 11]);
        order
            .iter()
            .position(|(a, b)| a == out && b == inn)
            .expect("a possible exchange")
    }

    /// D.2 a–b, the examples of rule b for "a bracket containing eleven players": exchanging
    /// 6 with 4 is better than 8 with 5, and 8+6 with 4+3 better than 9+8 with 5+4; and (a) one
    /// exchanged BSN comes before two.
    #[test]
    fn d2_rules_a_and_b_the_smallest_difference_of_sums() {
        assert_eq!(rank(&[], &[]), 0, "the original S1 and S2 come first");
        assert!(rank(&[4], &[6]) < rank(&[5], &[8]));
        assert!(rank(&[3, 4], &[6, 8]) < rank(&[4, 5], &[8, 9]));
        assert!(rank(&[1], &[11]) < rank(&[4, 5], &[6, 7]));
    }

    /// D.2 c, its examples, "moving 5 from S1 to S2 is better than moving 4; similarly, 5-2 is
    /// better than 4-3; 5-4-1 is better than 5-3-2", compared where rules a and b tie.
    #[test]
    fn d2_rule_c_the_highest_bsn_leaves_s1_first() {
        assert!(rank(&[5], &[7]) < rank(&[4], &[6]));
        assert!(rank(&[2, 5], &[6, 7]) < rank(&[3, 4], &[6, 7]));
        assert!(rank(&[1, 4, 5], &[6, 7, 8]) < rank(&[2, 3, 5], &[6, 7, 8]));
    }

    /// D.2 d, its examples, "moving 6 from S2 to S1 is better than moving 7; similarly, 6-9 is
    /// better than 7-8; 6-7-10 is better than 6-8-9", compared where rules a to c tie (one
    /// player moved from S1 differs from S2's by the same amount only with a different BSN, so
    /// the first example is compared with the BSN from S1 fixed: rule b then ranks 5↔6 first).
    #[test]
    fn d2_rule_d_the_lowest_bsn_leaves_s2_first() {
        assert!(rank(&[5], &[6]) < rank(&[5], &[7]));
        assert!(rank(&[4, 5], &[6, 9]) < rank(&[4, 5], &[7, 8]));
        assert!(rank(&[3, 4, 5], &[6, 7, 10]) < rank(&[3, 4, 5], &[6, 8, 9]));
    }
}
