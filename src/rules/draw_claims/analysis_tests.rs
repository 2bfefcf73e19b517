//! The game analysis, on cases built on Articles 5, 9.2, 9.3 and 9.6 of the Laws (2023).

use super::*;
use crate::rules::Side;

fn analysis(text: &str, fen: Option<&str>) -> GameAnalysis {
    analyse_text(text, fen).unwrap_or_else(|e| panic!("{text}: {e:?}"))
}

fn sans(occurrences: &[Occurrence]) -> Vec<String> {
    occurrences
        .iter()
        .map(|o| match &o.after {
            None => "start".to_string(),
            Some(p) => format!(
                "{}{}{}",
                p.move_number,
                if p.side == Side::White { "." } else { "..." },
                p.san
            ),
        })
        .collect()
}

/// 9.2.3: "not necessarily by a sequence of repeated moves": the initial position comes back a
/// third time by another order of the knight moves, and the claim is open from there (9.2.1.2).
#[test]
fn a_threefold_repetition_reached_by_different_move_orders() {
    let a = analysis(
        "Nf3 Nf6 Nc3 Nc6 Nb1 Nb8 Ng1 Ng8 Nc3 Nc6 Nf3 Nf6 Ng1 Ng8 Nb1 Nb8",
        None,
    );
    assert_eq!(a.positions[16].occurrence, 3);
    assert_eq!(a.first_threefold, Some(16));
    assert!(a.final_claims.as_ref().unwrap().threefold_on_board);
    // Three other positions came back once each on the way.
    assert_eq!(a.repeated.len(), 4);
    let thrice: Vec<&RepeatedPosition> = a.repeated.iter().filter(|r| r.occurrences.len() >= 3).collect();
    assert_eq!(thrice.len(), 1);
    assert_eq!(sans(&thrice[0].occurrences), ["start", "4...Ng8", "8...Nb8"]);
    assert_eq!(
        thrice[0].epd,
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -"
    );
    // 9.2.1.1: one move earlier White could not yet claim, Black could by writing 8...Nb8.
    assert!(!a.positions[15].threefold_on_board);
    assert!(a.positions[15].threefold_by_move);
    assert_eq!(a.first_threefold_by_move, Some(15));
}

/// 9.2.1.1: the claimant writes a move that would make the position appear the third time; the
/// analysis lists those moves for the side to move.
#[test]
fn the_moves_that_would_make_a_threefold_repetition() {
    let a = analysis("1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1", None);
    let claims = a.final_claims.unwrap();
    assert!(!claims.threefold_on_board);
    let moves: Vec<&str> = claims.threefold_moves.iter().map(|m| m.san.as_str()).collect();
    assert_eq!(moves, ["Ng8"]);
    assert_eq!(claims.threefold_moves[0].occurrence, 3);
    assert_eq!(claims.threefold_moves[0].state, BoardState::Ongoing);
    assert!(claims.fifty_moves.is_empty());
}

/// The repeated positions come with where they appeared, as a scoresheet shows them.
#[test]
fn repeated_positions_are_listed_with_their_moves() {
    let fen = "5rk1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 12";
    let a = analysis(
        "12. Rd8 Kh8 13. Rd1 Kg8 14. Rd8 Kh8 15. Rd1 Kg8 16. Rd8",
        Some(fen),
    );
    let where_: Vec<Vec<String>> = a.repeated.iter().map(|r| sans(&r.occurrences)).collect();
    assert_eq!(
        where_,
        [
            vec!["start", "13...Kg8", "15...Kg8"],
            vec!["12.Rd8", "14.Rd8", "16.Rd8"],
            vec!["12...Kh8", "14...Kh8"],
            vec!["13.Rd1", "15.Rd1"],
        ]
    );
    let first = &a.repeated[1].occurrences[0];
    assert_eq!(first.index, 1);
    let p = first.after.as_ref().unwrap();
    assert_eq!((p.ply, p.move_number, p.side), (1, 12, Side::White));
    assert_eq!(a.positions[9].occurrence, 3);
    // 9.2.1.2: after 15...Kg8 White may claim (the start position for the third time).
    assert_eq!(a.first_threefold, Some(8));
}

/// 9.2.3.2: the rook went to g1 and back, and the castling right is gone: the placement is the
/// same as at the start, the position is not.
#[test]
fn a_lost_castling_right_makes_another_position() {
    let a = analysis("Nf3 Nf6 Rg1 Ng8 Rh1 Nf6 Ng1 Ng8", None);
    assert_eq!(a.positions[8].occurrence, 1);
    assert_eq!(
        a.positions[6].occurrence, 1,
        "Nf3 Nf6 with and without castling K"
    );
    assert!(a.repeated.is_empty());
    // A king's walk loses both rights (9.2.3.2 names the king too).
    let a = analysis("e4 e5 Ke2 Ke7 Ke1 Ke8 Ke2 Ke7 Ke1 Ke8", None);
    assert_eq!(a.positions[2].occurrence, 1);
    assert_eq!(a.positions[6].occurrence, 1);
    assert_eq!(a.positions[10].occurrence, 2);
}

/// 9.2.3.1: after 1.e4 Black could take en passant; the same placement later, when he no longer
/// can, is another position. The first occurrence therefore does not count.
#[test]
fn an_en_passant_capture_possible_at_the_first_occurrence_only() {
    let fen = "4k3/8/8/8/3p4/8/4P3/4K3 w - - 0 1";
    let a = analysis("1. e4 Kd7 2. Kd1 Ke8 3. Ke1 Kd7 4. Kd1 Ke8 5. Ke1", Some(fen));
    assert_eq!(a.positions[1].occurrence, 1);
    assert_eq!(a.positions[5].occurrence, 1);
    assert_eq!(a.positions[9].occurrence, 2);
    assert_eq!(a.repeated[0].occurrences[0].index, 2);
    assert!(a.positions.iter().all(|p| p.occurrence < 3));
}

/// 9.2.3.1 says "could have been captured en passant": a capture that would be illegal (here
/// it would expose the black king to the rook on the fourth rank) does not make the position
/// differ, so the first occurrence counts.
#[test]
fn an_en_passant_capture_that_is_illegal_does_not_count() {
    let fen = "8/8/8/8/k2p3R/8/4P3/4K3 w - - 0 1";
    let a = analysis("1. e4 Ka5 2. Kd1 Ka4 3. Ke1 Ka5 4. Kd1 Ka4 5. Ke1", Some(fen));
    assert_eq!(a.positions[5].occurrence, 2);
    assert_eq!(a.positions[9].occurrence, 3);
    assert_eq!(a.first_threefold, Some(9));
    assert_eq!(a.repeated[0].epd, "8/8/8/8/k2pP2R/8/8/4K3 b - -");
}

/// 9.3 from a FEN whose counter says 96 plies without pawn move or capture: Black may claim
/// by writing 61...Ke8 (9.3.1), White may claim with the position on the board after it
/// (9.3.2).
#[test]
fn fifty_moves_from_a_fen_counter() {
    let fen = "4k3/8/8/8/8/8/8/R3K3 w - - 96 60";
    let a = analysis("60. Ra2 Kd8 61. Ra1", Some(fen));
    assert_eq!(a.halfmove_clock, 99);
    let claims = a.final_claims.as_ref().unwrap();
    assert!(!claims.fifty_on_board);
    let written: Vec<&str> = claims.fifty_moves.iter().map(|m| m.san.as_str()).collect();
    assert_eq!(written, ["Kc7", "Kc8", "Kd7", "Ke7", "Ke8"]);
    assert_eq!(a.first_fifty_by_move, Some(3));
    let a = analysis("60. Ra2 Kd8 61. Ra1 Ke8", Some(fen));
    assert_eq!(a.first_fifty, Some(4));
    assert!(a.final_claims.unwrap().fifty_on_board);
    assert_eq!(a.end, None);
    // A pawn move or capture starts the count again.
    let a = analysis("Ra2 Kd8 Ra1 Ke8", Some("4k3/8/8/8/8/8/7P/R3K3 w - - 97 60"));
    assert!(a.positions[4].fifty_on_board);
    let a = analysis("h3 Kd8 Ra2 Ke8", Some("4k3/8/8/8/8/8/7P/R3K3 w - - 97 60"));
    assert_eq!(a.halfmove_clock, 3);
    assert_eq!(a.first_fifty, None);
}

/// 9.6.1: the fifth appearance ends the game; the moves after it do not count and no claim is
/// open at the end.
#[test]
fn fivefold_repetition_ends_the_game() {
    let shuffle = "Nf3 Nf6 Ng1 Ng8 ";
    let a = analysis(&format!("{} e4 e5 Nf3", shuffle.repeat(4)), None);
    assert_eq!(a.first_threefold, Some(8));
    assert_eq!(a.fivefold, Some(16));
    assert_eq!(
        a.end,
        Some(GameEnd {
            index: 16,
            endings: vec![Ending::FivefoldRepetition]
        })
    );
    assert!(!a.positions[16].after_end);
    assert!(a.positions[17..].iter().all(|p| p.after_end));
    assert_eq!(a.final_claims, None);
    // Four appearances are not enough.
    let a = analysis(&shuffle.repeat(3), None);
    assert_eq!(a.end, None);
    assert!(a.final_claims.unwrap().threefold_on_board);
}

/// 9.6.2: 75 moves each end the game, "if the last move resulted in checkmate, that shall take
/// precedence".
#[test]
fn seventy_five_moves_and_a_mate_on_the_last_move() {
    let fen = "k7/8/1K6/8/8/8/8/2Q5 w - - 149 120";
    let a = analysis("120. Qc8#", Some(fen));
    assert_eq!(a.halfmove_clock, 150);
    assert_eq!(a.seventy_five, None);
    assert_eq!(a.state, BoardState::Checkmate { winner: Side::White });
    assert_eq!(
        a.end,
        Some(GameEnd {
            index: 1,
            endings: vec![Ending::Checkmate { winner: Side::White }]
        })
    );
    // Without mate the 75 moves end it.
    let a = analysis("120. Qc2 Kb8", Some(fen));
    assert_eq!(a.seventy_five, Some(1));
    assert_eq!(a.end.as_ref().unwrap().endings, [Ending::SeventyFiveMoves]);
    assert!(a.positions[2].after_end);
    // A stalemate that completes the 75 moves: both end the game, both draw.
    let a = analysis("120. Qc7", Some(fen));
    assert_eq!(
        a.end.unwrap().endings,
        [Ending::Stalemate, Ending::SeventyFiveMoves]
    );
    // 9.3.1 at 99 plies: a written move that mates is listed, marked as mate.
    let a = analysis("", Some("k7/8/1K6/8/8/8/8/2Q5 w - - 99 80"));
    let claims = a.final_claims.unwrap();
    let mate = claims.fifty_moves.iter().find(|m| m.san == "Qc8#").unwrap();
    assert_eq!(mate.state, BoardState::Checkmate { winner: Side::White });
}

/// 5.1.1 and 5.2.1: the move list ends in checkmate or stalemate.
#[test]
fn checkmate_and_stalemate_end_the_game() {
    let a = analysis("1. f3 e5 2. g4 Qh4#", None);
    assert_eq!(a.state, BoardState::Checkmate { winner: Side::Black });
    assert_eq!(a.end.unwrap().index, 4);
    assert_eq!(a.final_claims, None);
    let a = analysis("Kh6", Some("7k/5Q2/6K1/8/8/8/8/8 w - - 0 1"));
    assert_eq!(a.state, BoardState::Stalemate);
    let a = analysis("e4", None);
    assert_eq!(a.state, BoardState::Ongoing);
    assert_eq!(a.positions[1].after.as_ref().unwrap().san, "e4");
}

#[test]
fn analyse_refuses_illegal_moves_and_long_lists_as_data() {
    let m = read_game("e4", None).unwrap().moves[0];
    assert_eq!(
        analyse(shakmaty::Chess::default(), &[m, m]),
        Err(AnalysisError::IllegalMove { ply: 2 })
    );
    let g = read_game(&"Nf3 Nf6 Ng1 Ng8 ".repeat(250), None).unwrap();
    let mut moves = g.moves.clone();
    moves.push(moves[0]);
    assert_eq!(analyse(g.start.clone(), &moves), Err(AnalysisError::TooManyPlies));
    assert_eq!(analyse(g.start, &g.moves).unwrap().positions.len(), 1001);
}
