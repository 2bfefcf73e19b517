//! Our analysis against an independent implementation: python-chess's answers after every ply
//! of 41 games (`tests/fixtures/draw_claims/games.json`, see `PROVENANCE.md` beside it).
//!
//! Where python-chess's methods mean something other than the Laws, we compare what is
//! comparable, and say so at each comparison:
//! - `can_claim_threefold_repetition()` is 9.2.1.2 or 9.2.1.1 together (the position on the
//!   board for the third time, or a legal move that makes one appear the third time);
//! - `can_claim_fifty_moves()` leaves out a written move that would checkmate or stalemate
//!   (after it `is_fifty_moves()` wants a legal move); the Laws do not, 9.3.1 only asks that the
//!   written move complete the 50 moves, so we list such a move and mark how it ends the game;
//! - `is_seventyfive_moves()` is false in a stalemate; 9.6.2 makes an exception only for
//!   checkmate, so at a stalemate that completes 75 moves we report both endings;
//! - python-chess plays on after a fivefold repetition or 75 moves; its per-ply answers are
//!   raw board facts, as are ours (`PositionInfo`), and our end of game is its first one;
//! - the repetition key: both count an en passant square only when the capture is legal
//!   (python-chess's `_transposition_key` uses `has_legal_en_passant()`), as 9.2.3.1 wants.

use serde::Deserialize;
use shakmaty::Position;

use super::analysis::BoardState;
use super::{analyse, read_game};

#[derive(Deserialize)]
struct Fixture {
    python_chess: String,
    games: Vec<Game>,
}

#[derive(Deserialize)]
struct Game {
    name: String,
    fen: Option<String>,
    moves: String,
    /// Per position (start first): halfmove clock, occurrence (capped at 6), `is_repetition(3)`,
    /// `can_claim_threefold_repetition()`, `is_fivefold_repetition()`,
    /// `can_claim_fifty_moves()`, `is_seventyfive_moves()`, `is_checkmate()`, `is_stalemate()`.
    plies: Vec<[u32; 9]>,
}

const FIXTURE: &str = include_str!("../../../tests/fixtures/draw_claims/games.json");

#[test]
fn agrees_with_python_chess_on_every_ply() {
    let fixture: Fixture = serde_json::from_str(FIXTURE).expect("fixture parses");
    assert!(fixture.python_chess.starts_with("1."));
    assert!(fixture.games.len() >= 40);
    let mut compared = 0;
    for g in &fixture.games {
        let read = read_game(&g.moves, g.fen.as_deref()).unwrap_or_else(|e| panic!("{}: {e:?}", g.name));
        let a = analyse(read.start.clone(), &read.moves).unwrap_or_else(|e| panic!("{}: {e:?}", g.name));
        assert_eq!(a.positions.len(), g.plies.len(), "{}", g.name);
        // Replayed alongside, for the one comparison that needs the moves themselves.
        let mut pos = read.start.clone();
        let mut first_py_fivefold = None;
        let mut first_py_75 = None;
        let mut first_py_end_of_play = None;
        for (i, (ours, py)) in a.positions.iter().zip(&g.plies).enumerate() {
            let ctx = format!("{} position {i} ({:?})", g.name, ours.after);
            let [clock, occ, rep3, claim3, five, claim50, seventy_five, mate, stale] = *py;
            assert_eq!(ours.halfmove_clock, clock, "halfmove clock: {ctx}");
            assert_eq!(ours.occurrence.min(6), occ, "occurrence: {ctx}");
            assert_eq!(ours.occurrence >= 3, rep3 == 1, "is_repetition(3): {ctx}");
            // 9.2.1.2 or 9.2.1.1.
            assert_eq!(
                ours.threefold_on_board || ours.threefold_by_move,
                claim3 == 1,
                "can_claim_threefold_repetition: {ctx}"
            );
            assert_eq!(ours.fivefold, five == 1, "is_fivefold_repetition: {ctx}");
            // python-chess leaves out written moves that end the game (see the module doc).
            let fifty_by_quiet_move = ours.fifty_by_move
                && pos.legal_moves().iter().any(|m| {
                    let mut after = pos.clone();
                    after.play_unchecked(*m);
                    !m.is_zeroing() && after.halfmoves() >= 100 && !after.legal_moves().is_empty()
                });
            assert_eq!(
                ours.fifty_on_board || fifty_by_quiet_move,
                claim50 == 1,
                "can_claim_fifty_moves: {ctx}"
            );
            // python-chess also lets a stalemate take precedence over the 75 moves.
            assert_eq!(
                ours.seventy_five && ours.state != BoardState::Stalemate,
                seventy_five == 1,
                "is_seventyfive_moves: {ctx}"
            );
            assert_eq!(
                matches!(ours.state, BoardState::Checkmate { .. }),
                mate == 1,
                "{ctx}"
            );
            assert_eq!(ours.state == BoardState::Stalemate, stale == 1, "{ctx}");
            if five == 1 && first_py_fivefold.is_none() {
                first_py_fivefold = Some(i);
            }
            if seventy_five == 1 && first_py_75.is_none() {
                first_py_75 = Some(i);
            }
            if (mate == 1 || stale == 1) && first_py_end_of_play.is_none() {
                first_py_end_of_play = Some(i);
            }
            if let Some(m) = read.moves.get(i) {
                pos.play_unchecked(*m);
            }
            compared += 1;
        }
        // The game ends at python-chess's first checkmate, stalemate or automatic draw.
        let py_end = [first_py_end_of_play, first_py_fivefold, first_py_75]
            .into_iter()
            .flatten()
            .min();
        assert_eq!(a.end.as_ref().map(|e| e.index), py_end, "{}", g.name);
    }
    assert!(compared > 3000, "{compared}");
}
