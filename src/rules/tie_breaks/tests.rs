//! Tie-breaks on small crosstables: cases constructed on the articles of C.07 (2023) — 8.1
//! (Buchholz), 14 (Cut-1), 9.1 (Sonneborn-Berger), 7.1 and 7.2 (WIN, WON), 6 (Direct
//! Encounter) and 16 (unplayed rounds: the dummy opponent).

use std::cmp::Ordering;

use super::*;

pub(crate) fn game(opponent: usize, white: bool, result: u32) -> Entry {
    Entry::Game {
        opponent,
        white,
        result,
    }
}

/// "3½", "¼", "0" in quarter points, so that the cases read as a crosstable prints them.
fn q(points: &str) -> u32 {
    let (whole, frac) = match points.char_indices().find(|(_, c)| "¼½¾".contains(*c)) {
        Some((i, c)) => (
            &points[..i],
            1 + "¼½¾".chars().position(|x| x == c).unwrap() as u32,
        ),
        None => (points, 0),
    };
    whole.parse::<u32>().unwrap_or(0) * POINT + frac
}

/// Six players, four rounds, every game played (players A–F = 0–5; quarters: 4 win, 2 draw, 0
/// loss). A case constructed on C.07 (2023) 8.1, 9.1 and 14.
pub(crate) fn six_players() -> Crosstable {
    let (a, b, c, d, e, f) = (0, 1, 2, 3, 4, 5);
    Crosstable {
        players: 6,
        rounds: 4,
        rows: vec![
            vec![
                game(d, true, 4),
                game(c, false, 4),
                game(b, true, 2),
                game(f, false, 2),
            ],
            vec![
                game(e, true, 4),
                game(d, false, 2),
                game(a, false, 2),
                game(c, true, 4),
            ],
            vec![
                game(f, true, 2),
                game(a, true, 0),
                game(e, false, 4),
                game(b, false, 0),
            ],
            vec![
                game(a, false, 0),
                game(b, true, 2),
                game(f, false, 0),
                game(e, true, 4),
            ],
            vec![
                game(b, false, 0),
                game(f, true, 4),
                game(c, true, 0),
                game(d, false, 0),
            ],
            vec![
                game(c, false, 2),
                game(e, false, 0),
                game(d, true, 4),
                game(a, true, 2),
            ],
        ],
    }
}

/// Buchholz (8.1), Cut-1 (14) and Sonneborn-Berger (9.1) when every game was played: A has
/// BH 8 and BH-C1 6½, B 7 and 6; SB is 5½ for A and 4¾ for B.
#[test]
fn buchholz_cut_1_and_sonneborn_berger_of_a_full_crosstable() {
    let t = six_players();
    let scores: Vec<u32> = (0..6).map(|p| t.score(p)).collect();
    assert_eq!(scores, ["3", "3", "1½", "1½", "1", "2"].map(q));
    assert_eq!(t.buchholz(0), q("8"));
    assert_eq!(t.buchholz_cut1(0), q("6½"));
    assert_eq!(t.buchholz(1), q("7"));
    assert_eq!(t.buchholz_cut1(1), q("6"));
    assert_eq!(t.sonneborn_berger(0), q("5½"));
    assert_eq!(t.sonneborn_berger(1), q("4¾"));
}

/// Direct Encounter (6): A and B are the only players on 3 and drew each other, so DE leaves
/// them level; a won game ranks its winner higher.
#[test]
fn direct_encounter_between_the_only_two_on_a_score() {
    let t = six_players();
    assert_eq!(t.tied_pairs_who_met(), [(0, 1)]);
    assert_eq!(t.encounter(0, 1), Some((3, q("½"))));
    assert_eq!(t.direct_encounter(0, 1), Some(Ordering::Equal));
    // C and D are both on 1½ but never met over the board.
    assert_eq!(t.direct_encounter(2, 3), None);
    // F beat D in round 3: F ranks higher than D, D lower than F.
    assert_eq!(t.direct_encounter(5, 3), Some(Ordering::Greater));
    assert_eq!(t.direct_encounter(3, 5), Some(Ordering::Less));
}

/// The dummy opponent of Art. 16: five rounds, X wins round 1, takes a half-point bye in round
/// 2, wins rounds 3–4 and draws round 5: 4 points. The bye adds X's own 4 to BH and 4 × ½ = 2
/// to SB; the abolished virtual opponent would have been 1 + ½ + ½ × 3 = 3. Cut-1 drops the
/// requested bye first (4), not the lowest score (1½). A case constructed on C.07 (2023) 16.
#[test]
fn an_unplayed_round_counts_a_dummy_opponent_with_the_players_own_score() {
    // Opponents 1–4 with some final scores (their own rows only need to give the score).
    let filler = |q: u32| -> Vec<Entry> {
        let mut v = vec![Entry::Pab; (q / 4) as usize];
        if q % 4 == 2 {
            v.push(Entry::HalfBye);
        }
        v
    };
    let t = Crosstable {
        players: 5,
        rounds: 5,
        rows: vec![
            vec![
                game(1, true, 4),
                Entry::HalfBye,
                game(2, false, 4),
                game(3, true, 4),
                game(4, false, 2),
            ],
            filler(8),
            filler(10),
            filler(6),
            filler(12),
        ],
    };
    assert_eq!(t.score(0), q("4"));
    assert_eq!(t.bh_terms(0)[1], q("4"));
    assert_eq!(t.virtual_opponent(0, 2), q("3"));
    // BH = 2 + 4 (dummy) + 2½ + 1½ + 3 = 13; SB = 2 + 2 + 2½ + 1½ + 1½ = 9½.
    assert_eq!(t.buchholz(0), q("13"));
    assert_eq!(t.sonneborn_berger(0), q("9½"));
    assert_eq!(t.cut_round(0), 1);
    assert_eq!(t.buchholz_cut1(0), q("9"));
}

/// The table of `tb-wins-win-vs-won`: player 0 has 3 wins at the board, 2 losses, a forfeit
/// win and a PAB (player 1 only fills the table). Shared with the engine's tests.
pub(crate) fn wins_table() -> Crosstable {
    Crosstable {
        players: 2,
        rounds: 7,
        rows: vec![
            vec![
                game(1, true, 4),
                game(1, false, 4),
                game(1, true, 4),
                game(1, false, 0),
                game(1, true, 0),
                Entry::Forfeit {
                    opponent: 1,
                    won: true,
                },
                Entry::Pab,
            ],
            vec![Entry::Pab; 7],
        ],
    }
}

/// WIN (7.1) and WON (7.2): 3 wins at the board, 2 losses, a forfeit win and a PAB give WIN 5,
/// WON 3. A case constructed on C.07 (2023) 7.1 and 7.2.
#[test]
fn win_counts_unplayed_wins_and_won_only_games_won_at_the_board() {
    let t = wins_table();
    assert_eq!((t.win(0), t.won(0)), (5, 3));
    assert_eq!(t.draws(0), 0);
    assert_eq!(t.forfeiter(), None);
}
