//! The thresholds of 9.2, 9.3, 9.5 and 9.6, on counts and on games replayed move by move.

use proptest::prelude::*;
use shakmaty::san::San;

use super::*;

/// Play `line` (SAN, separated by spaces) from the initial position.
fn record(line: &str) -> Record {
    record_from(&Chess::default(), line)
}

fn record_from(start: &Chess, line: &str) -> Record {
    let mut pos = start.clone();
    let mut moves = Vec::new();
    for san in line.split_whitespace() {
        let m = san.parse::<San>().unwrap().to_move(&pos).unwrap();
        pos.play_unchecked(m);
        moves.push(m);
    }
    Record::replay(start, &moves).unwrap()
}

/// Knights out and back, four moves: the initial position comes back each time.
const SHUFFLE: &str = "Nf3 Nf6 Ng1 Ng8";

/// 9.2.2 and 9.6.1 (Laws 2023), on a case built on the articles: the initial position after two
/// knight shuffles has appeared three times (claimable), after four five times (the game is
/// drawn without a claim).
#[test]
fn threefold_may_be_claimed_and_fivefold_ends_the_game() {
    let twice = record(SHUFFLE);
    assert_eq!(twice.current_occurrences(), 2);
    assert_eq!(twice.status(), Status::NothingYet);
    let three = record(&[SHUFFLE; 2].join(" "));
    assert_eq!(three.current_occurrences(), 3);
    assert_eq!(three.status(), Status::Claimable);
    let five = record(&[SHUFFLE; 4].join(" "));
    assert_eq!(five.current_occurrences(), 5);
    assert_eq!(five.status(), Status::Automatic);
    // The occurrences need not be consecutive: here they are separated by other moves.
    let apart = record("Nf3 Nf6 Ng1 Ng8 Nc3 Nc6 Nb1 Nb8 Nf3 Nf6 Ng1 Ng8");
    assert_eq!(apart.current_occurrences(), 4);
    assert_eq!(repeated(&apart.positions, 3), vec![vec![0, 4, 8, 12]]);
}

/// 9.2.3.2: a king or rook that has moved loses its castling right, so the position with the
/// pieces back on their squares is not the same as before (a case built on the article).
#[test]
fn a_lost_castling_right_makes_a_different_position() {
    let r = record("Nf3 Nf6 Rg1 Ng8 Rh1 Nf6 Ng1 Ng8");
    assert_eq!(r.current_occurrences(), 1);
    // From then on the new position repeats like any other.
    let r = record("Nf3 Nf6 Rg1 Ng8 Rh1 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8");
    assert_eq!(r.current_occurrences(), 3);
}

/// 9.2.3.1: an en passant capture that was possible makes the position differ from the same
/// placement later, when it no longer is (a case built on the article).
#[test]
fn a_lost_en_passant_capture_makes_a_different_position() {
    let start: Chess = "4k3/8/8/8/3p4/8/4P3/4K3 w - - 0 1"
        .parse::<shakmaty::fen::Fen>()
        .unwrap()
        .into_position(shakmaty::CastlingMode::Standard)
        .unwrap();
    let r = record_from(&start, "e4 Kd7 Kd1 Ke8 Ke1 Kd7 Kd1 Ke8 Ke1");
    // After 1.e4 Black could take en passant; after the king shuffles he no longer can.
    assert_eq!(r.current_occurrences(), 2);
    assert_eq!(occurrences(&r.positions)[1], 1);
}

/// 9.3 and 9.6.2: 50 moves by each player without pawn move or capture may be claimed, 75 end
/// the game; the count is of whole moves by each player, from the last pawn move or capture.
#[test]
fn fifty_and_seventy_five_moves() {
    let start: Chess = "4k3/8/8/8/8/8/8/R3K3 w - - 0 1"
        .parse::<shakmaty::fen::Fen>()
        .unwrap()
        .into_position(shakmaty::CastlingMode::Standard)
        .unwrap();
    let r = record_from(&start, "Ra2 Kd8 Ra1");
    assert_eq!(r.plies_without_pawn_or_capture, 3);
    assert_eq!(r.moves_each(), 1);
    for (moves, status) in [
        (49, Status::NothingYet),
        (50, Status::Claimable),
        (74, Status::Claimable),
        (75, Status::Automatic),
    ] {
        let r = Record {
            positions: vec![same_position_key(&start)],
            plies_without_pawn_or_capture: 2 * moves,
        };
        assert_eq!(r.status(), status, "{moves}");
    }
}

/// 9.5.2 and 9.5.3: a correct claim draws; an incorrect one gives the opponent 2 minutes, 1 in
/// rapid (A.3) and blitz (B.3). The 3 minutes of the 2009 Laws no longer apply.
#[test]
fn claims_are_judged_on_the_real_count() {
    assert_eq!(judge_repetition_claim(3, Pace::Standard), Status::CorrectClaim);
    assert_eq!(
        judge_repetition_claim(2, Pace::Standard),
        Status::IncorrectClaim(2)
    );
    assert_eq!(judge_repetition_claim(2, Pace::Rapid), Status::IncorrectClaim(1));
    assert_eq!(judge_fifty_move_claim(49, Pace::Blitz), Status::IncorrectClaim(1));
    assert_eq!(judge_fifty_move_claim(50, Pace::Blitz), Status::CorrectClaim);
}

#[test]
fn an_illegal_move_in_the_list_is_refused() {
    let m = "e4".parse::<San>().unwrap().to_move(&Chess::default()).unwrap();
    let mut after = Chess::default();
    after.play_unchecked(m);
    assert!(Record::replay(&after, &[m]).is_none());
}

proptest! {
    #[test]
    fn thresholds(n in 0u32..10, m in 0u32..100) {
        prop_assert_eq!(repetition_status(n) == Status::Automatic, n >= 5);
        prop_assert_eq!(repetition_status(n) == Status::Claimable, (3..5).contains(&n));
        prop_assert_eq!(moves_status(m) == Status::Automatic, m >= 75);
        prop_assert_eq!(moves_status(m) == Status::Claimable, (50..75).contains(&m));
    }
}
