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

/// The modifiers of Art. 14 and the other systems on the full crosstable (A = player 0 on 3
/// points; opponents by round D 1½, C 1½, B 3, F 2):
/// - BH-C2 drops 1½ and 1½: 8 − 3 = 5; BH-M1 drops the earliest lowest (D, 1½) and the highest
///   (B, 3): 8 − 4½ = 3½.
/// - SB terms: 1½×1, 1½×1, 3×½, 2×½ = 1½, 1½, 1½, 1 (5½); SB-C1 drops the opponent with the
///   lowest score (D and C on 1½, equal contributions: the earlier, D): 4.
/// - PS: running scores 1, 2, 2½, 3: 8½. BPG: Black in rounds 2 and 4: 2; BWG: the round 2 win.
#[test]
fn modifiers_and_counting_systems_on_a_full_crosstable() {
    let t = six_players();
    assert_eq!(t.bh_terms(0), ["1½", "1½", "3", "2"].map(q));
    assert_eq!(t.buchholz_modified(0, 2, 0), q("5"));
    assert_eq!(t.bh_cut_rounds(0, 1, 1), [0, 2]);
    assert_eq!(t.buchholz_modified(0, 1, 1), q("3½"));
    assert_eq!(t.sb_terms(0), ["1½", "1½", "1½", "1"].map(q));
    assert_eq!(t.sb_cut_round(0), Some(0));
    assert_eq!(t.sonneborn_berger_cut1(0), q("4"));
    assert_eq!(t.running_scores(0), ["1", "2", "2½", "3"].map(q));
    assert_eq!(t.progressive(0), q("8½"));
    assert_eq!((t.black_games(0), t.black_wins(0)), (2, 1));
    let none: [u32; 0] = [];
    assert_eq!(compute(&t, &none, TieBreak::Ps, 0), Some(Value::Points(q("8½"))));
    assert_eq!(compute(&t, &none, TieBreak::De, 0), None);
}

/// A forfeit lost is a voluntarily unplayed round (16.1.2), cut first; a requested bye or
/// absence after which the player never came back counts as a draw in his opponents'
/// tie-breaks (16.3). Three rounds:
/// - X: R1 beat Y (White), R2 lost by forfeit to Z, R3 drew W (Black): 1½.
/// - Y: R1 lost to X, R2 zero-point bye, R3 absent: 0 points, but 0 + ½ + ½ = 1 for X's
///   tie-breaks.
/// - Z: R1 PAB, R2 forfeit win, R3 half-point bye: 2½. W: R1 half-point bye, R2 PAB, R3 drew X:
///   2.
///
/// X's Buchholz: 1 (Y adjusted) + 1½ (dummy on X's own score) + 2 (W) = 4½. Cut-1 drops the
/// forfeit (1½), not Y's 1: 3. SB: 1×1 + 1½×0 + 2×½ = 2; SB-C1 compares the lowest unplayed
/// contribution (0) with the least significant value (the lowest opponent, Y: 1) and cuts the
/// higher: 1. Y's own Buchholz counts X at his 1½ (a forfeit loss is not adjusted) and two
/// dummies on Y's 0.
#[test]
fn forfeit_losses_are_voluntary_and_trailing_byes_count_as_draws_for_opponents() {
    let (x, y, z, w) = (0, 1, 2, 3);
    let t = Crosstable {
        players: 4,
        rounds: 3,
        rows: vec![
            vec![
                game(y, true, 4),
                Entry::Forfeit {
                    opponent: z,
                    won: false,
                },
                game(w, false, 2),
            ],
            vec![game(x, false, 0), Entry::ZeroBye, Entry::Absent],
            vec![
                Entry::Pab,
                Entry::Forfeit {
                    opponent: x,
                    won: true,
                },
                Entry::HalfBye,
            ],
            vec![Entry::HalfBye, Entry::Pab, game(x, true, 2)],
        ],
    };
    assert!(
        Entry::Forfeit {
            opponent: z,
            won: false
        }
        .voluntary()
    );
    assert!(
        !Entry::Forfeit {
            opponent: x,
            won: true
        }
        .voluntary()
    );
    assert_eq!((t.score(y), t.adjusted_score(y)), (0, q("1")));
    assert_eq!(t.adjusted_score(x), t.score(x));
    // Z's trailing half-point bye is a draw already; W's early one stays as awarded.
    assert_eq!(t.adjusted_score(z), q("2½"));
    assert_eq!(t.adjusted_score(w), q("2"));
    assert_eq!(t.bh_terms(x), ["1", "1½", "2"].map(q));
    assert_eq!(t.buchholz(x), q("4½"));
    assert_eq!(t.cut_round(x), 1);
    assert_eq!(t.buchholz_cut1(x), q("3"));
    assert_eq!(t.sonneborn_berger(x), q("2"));
    assert_eq!(t.sb_cut_round(x), Some(0));
    assert_eq!(t.sonneborn_berger_cut1(x), q("1"));
    assert_eq!(t.bh_terms(y), ["1½", "0", "0"].map(q));
    assert_eq!(t.bh_cut_rounds(y, 2, 0), [1, 2]);

    let ratings = [2000, 0, 1800, 1901];
    let work = working(&t, &ratings, TieBreak::BhC1, x);
    assert_eq!(work.value, Some(Value::Points(q("3"))));
    let parts: Vec<(Against, u32, TermStatus)> = work
        .terms
        .iter()
        .map(|t| (t.against, t.amount, t.status))
        .collect();
    assert_eq!(
        parts,
        [
            (Against::Opponent(y), q("1"), TermStatus::Counted),
            (Against::Dummy, q("1½"), TermStatus::Cut),
            (Against::Opponent(w), q("2"), TermStatus::Counted),
        ]
    );
    // ARO leaves the unrated Y out: X's is W's 1901.
    assert_eq!(compute(&t, &ratings, TieBreak::Aro, x), Some(Value::Rating(1901)));
    let aro = working(&t, &ratings, TieBreak::Aro, x);
    assert_eq!(aro.terms[0].status, TermStatus::NotCounted);
}

/// ARO (10.1) rounds to the nearest whole rating, a half up: A's opponents 1800, 1900, 1901 and
/// 1601 average 1800.5, which gives 1801.
#[test]
fn aro_rounds_a_half_up() {
    let t = six_players();
    let ratings = [2000, 1901, 1900, 1800, 1700, 1601];
    assert_eq!(compute(&t, &ratings, TieBreak::Aro, 0), Some(Value::Rating(1801)));
    assert_eq!(compute(&t, &[], TieBreak::Aro, 0), Some(Value::Rating(0)));
}

#[test]
fn tie_break_keys_parse_and_unknown_ones_list_the_known() {
    assert_eq!(TieBreak::parse(" bh-c1 "), Ok(TieBreak::BhC1));
    assert_eq!(TieBreak::parse("BH/M2"), Ok(TieBreak::BhM2));
    for k in TieBreak::ALL {
        assert_eq!(TieBreak::parse(k.key()), Ok(k));
    }
    let err = TieBreak::parse("KS").unwrap_err();
    assert_eq!(
        err.to_string(),
        "unknown tie-break 'KS'; known: DE, WIN, WON, BPG, BWG, PS, BH, BH-C1, BH-C2, BH-M1, \
         BH-M2, SB, SB-C1, ARO"
    );
}

/// Standings on the full crosstable: A and B on 3 drew each other, so DE leaves them level and
/// BH (8 against 7) decides; by WIN alone (2 each) they share 1st–2nd place.
#[test]
fn standings_by_points_then_tie_breaks_with_shared_ranks() {
    let t = six_players();
    let s = standings(&t, &[], &[TieBreak::De, TieBreak::Bh]);
    let order: Vec<usize> = s.iter().map(|st| st.player).collect();
    assert_eq!(order[..2], [0, 1]);
    assert_eq!((s[0].rank, s[0].shared, s[1].rank), (1, false, 2));
    let s = standings(&t, &[], &[TieBreak::Win]);
    assert_eq!((s[0].rank, s[0].last, s[0].shared), (1, 2, true));
    assert_eq!((s[1].rank, s[1].last), (1, 2));
    assert_eq!(s[0].values, [Some(Value::Count(2))]);
}
