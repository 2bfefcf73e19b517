//! The Berger tables of a round robin (Handbook C.05, Annex 1): who meets whom in which round
//! and with which colour, for an even number of players, and the bye of an odd field.

/// The Berger table for `n` players (`n` even, at least 2): for each round, the boards in printed
/// order as (White, Black), numbers from 1 (C.05 Annex 1).
///
/// The tables follow the rotation rule: in round `r` number `n` meets
/// `x = (r − 1) · n/2 mod (n − 1) + 1`, with Black in odd rounds and White in even ones; the
/// other boards pair `x + k` (White) with `x − k` (Black), counted round the circle 1 … n − 1,
/// for k = 1 … n/2 − 1.
///
/// Panics on an odd or zero `n`: an odd field uses the table of [`table_size`].
pub fn berger_table(n: usize) -> Vec<Vec<(usize, usize)>> {
    assert!(
        n >= 2 && n.is_multiple_of(2),
        "Berger tables are for an even number"
    );
    let m = n - 1;
    // Number `v` moved round the circle 1 … m.
    let wrap = |v: isize| -> usize { (v - 1).rem_euclid(m as isize) as usize + 1 };
    (1..=m)
        .map(|r| {
            let x = (r - 1) * (n / 2) % m + 1;
            let first = if r % 2 == 1 { (x, n) } else { (n, x) };
            let mut boards = vec![first];
            for k in 1..n / 2 {
                boards.push((wrap((x + k) as isize), wrap(x as isize - k as isize)));
            }
            boards
        })
        .collect()
}

/// The table a field of `players` uses: the next even number. With an odd number of players
/// the highest number of the table is a dummy, and whoever meets it has no game that round
/// (C.05 Annex 1).
pub fn table_size(players: usize) -> usize {
    players + players % 2
}

/// The number of rounds of a single round robin of `players`: one fewer than the table size.
pub fn rounds(players: usize) -> usize {
    table_size(players) - 1
}

/// What one player does in one round.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Slot {
    /// Plays `opponent`, with White if `white`.
    Game { opponent: usize, white: bool },
    /// Has no game (paired with the dummy of an odd field).
    Bye,
}

/// Player `p`'s slot in round `r` (both from 1) for a field of `players`, by the table of
/// [`table_size`] (C.05 Annex 1).
pub fn slot(players: usize, p: usize, r: usize) -> Slot {
    let n = table_size(players);
    let table = berger_table(n);
    for &(w, b) in &table[r - 1] {
        if w == p || b == p {
            let (opponent, white) = if w == p { (b, true) } else { (w, false) };
            return if opponent > players {
                Slot::Bye
            } else {
                Slot::Game { opponent, white }
            };
        }
    }
    unreachable!("every number is on a board")
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::{HashMap, HashSet};

    /// The table for 4 players as published in C.05 Annex 1 (Berger tables), every round.
    #[test]
    fn the_published_table_for_4_players() {
        assert_eq!(
            berger_table(4),
            [vec![(1, 4), (2, 3)], vec![(4, 3), (1, 2)], vec![(2, 4), (3, 1)]]
        );
    }

    /// The table for 6 players as published in C.05 Annex 1, every round.
    #[test]
    fn the_published_table_for_6_players() {
        assert_eq!(
            berger_table(6),
            [
                vec![(1, 6), (2, 5), (3, 4)],
                vec![(6, 4), (5, 3), (1, 2)],
                vec![(2, 6), (3, 1), (4, 5)],
                vec![(6, 5), (1, 4), (2, 3)],
                vec![(3, 6), (4, 2), (5, 1)],
            ]
        );
    }

    /// The table for 8 players as published in C.05 Annex 1, every round.
    #[test]
    fn the_published_table_for_8_players() {
        assert_eq!(
            berger_table(8),
            [
                vec![(1, 8), (2, 7), (3, 6), (4, 5)],
                vec![(8, 5), (6, 4), (7, 3), (1, 2)],
                vec![(2, 8), (3, 1), (4, 7), (5, 6)],
                vec![(8, 6), (7, 5), (1, 4), (2, 3)],
                vec![(3, 8), (4, 2), (5, 1), (6, 7)],
                vec![(8, 7), (1, 6), (2, 5), (3, 4)],
                vec![(4, 8), (5, 3), (6, 2), (7, 1)],
            ]
        );
    }

    /// Rows of the 10-player table published in C.05 Annex 1: rounds 1, 2, 8 and 9.
    #[test]
    fn rows_of_the_published_table_for_10_players() {
        let t = berger_table(10);
        assert_eq!(t.len(), 9);
        assert_eq!(t[0], [(1, 10), (2, 9), (3, 8), (4, 7), (5, 6)]);
        assert_eq!(t[1], [(10, 6), (7, 5), (8, 4), (9, 3), (1, 2)]);
        assert_eq!(t[7], [(10, 9), (1, 8), (2, 7), (3, 6), (4, 5)]);
        assert_eq!(t[8], [(5, 10), (6, 4), (7, 3), (8, 2), (9, 1)]);
    }

    /// Read off the published tables (C.05 Annex 1): in the 8-player table player 6 has White
    /// against 7 in round 5 (5th row: 3-8, 4-2, 5-1, 6-7); in the 10-player table 7 has Black
    /// against 2 in round 8 and 1 has Black against 9 in round 9.
    #[test]
    fn slots_read_off_the_published_tables() {
        assert_eq!(
            slot(8, 6, 5),
            Slot::Game {
                opponent: 7,
                white: true
            }
        );
        assert_eq!(
            slot(10, 7, 8),
            Slot::Game {
                opponent: 2,
                white: false
            }
        );
        assert_eq!(
            slot(10, 1, 9),
            Slot::Game {
                opponent: 9,
                white: false
            }
        );
    }

    /// An odd field uses the next even table and whoever meets its highest number has no game
    /// (C.05 Annex 1): with 3, 5, 7 or 9 players, who has no game in rounds 1, 2, 3 …, read off
    /// the published tables for 4, 6, 8 and 10.
    #[test]
    fn odd_fields_rest_against_the_highest_number() {
        let expected: HashMap<usize, Vec<usize>> = HashMap::from([
            (3, vec![1, 3, 2]),
            (5, vec![1, 4, 2, 5, 3]),
            (7, vec![1, 5, 2, 6, 3, 7, 4]),
            (9, vec![1, 6, 2, 7, 3, 8, 4, 9, 5]),
        ]);
        for (players, rests) in expected {
            assert_eq!(rounds(players), rests.len());
            for (i, &p) in rests.iter().enumerate() {
                assert_eq!(
                    slot(players, p, i + 1),
                    Slot::Bye,
                    "{players} players round {}",
                    i + 1
                );
            }
        }
    }

    /// What a round robin is: every pair meets once, every round pairs everyone, and colours
    /// balance to within one game (properties of the tables of C.05 Annex 1).
    #[test]
    fn every_pair_meets_once_and_colours_balance() {
        for n in (2..=16).step_by(2) {
            let t = berger_table(n);
            let mut met = HashSet::new();
            let mut whites = vec![0usize; n + 1];
            for round in &t {
                let mut seen = HashSet::new();
                for &(w, b) in round {
                    assert!(w != b && seen.insert(w) && seen.insert(b));
                    assert!(met.insert((w.min(b), w.max(b))), "{n}: {w}-{b} twice");
                    whites[w] += 1;
                }
                assert_eq!(seen.len(), n);
            }
            assert_eq!(met.len(), n * (n - 1) / 2);
            for (p, &w) in whites.iter().enumerate().skip(1) {
                assert!(w.abs_diff(n - 1 - w) <= 1, "{n}: player {p}");
            }
        }
    }
}
