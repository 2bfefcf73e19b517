//! The move-list reader: the notations an arbiter pastes, and every refusal as data.

use shakmaty::Position;

use super::reader::{MAX_PLIES, MAX_TEXT_BYTES};
use super::*;
use crate::rules::Side;

fn moves(text: &str) -> usize {
    read_game(text, None)
        .unwrap_or_else(|e| panic!("{text}: {e:?}"))
        .moves
        .len()
}

fn error(text: &str, fen: Option<&str>) -> ReadError {
    read_game(text, fen).expect_err(text)
}

#[test]
fn san_with_or_without_move_numbers() {
    assert_eq!(moves("e4 e5 Nf3 Nc6"), 4);
    assert_eq!(moves("1. e4 e5 2. Nf3 Nc6"), 4);
    assert_eq!(moves("1.e4 e5 2.Nf3 Nc6 3.Bb5"), 5);
    assert_eq!(moves("1.e4 1...e5 2.Nf3 2... Nc6"), 4);
    assert_eq!(moves("1. e4 ... e5"), 2);
    assert_eq!(moves("1. e4 1. ... e5"), 2);
    assert_eq!(moves(""), 0);
}

#[test]
fn a_list_may_start_with_black_from_a_fen() {
    let fen = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1";
    let g = read_game("1...e5 2.Nf3", Some(fen)).unwrap();
    assert_eq!(g.moves.len(), 2);
    // The scoresheet's numbering wins over a FEN left at move 1.
    let g = read_game("23...Kf8 24.Kg2", Some("6k1/8/8/8/8/8/8/6K1 b - - 0 1")).unwrap();
    assert_eq!(g.start.fullmoves().get(), 23);
}

#[test]
fn pgn_tags_comments_variations_nags_and_results() {
    let pgn = r#"[Event "Club \"Open\""]
[Site "?"]
[SetUp "1"]
[FEN "4k3/8/8/8/8/8/8/R3K3 w Q - 10 30"]

30. Ra2 {a waiting move} (30. O-O-O Kf7 (30... Ke7) 31. Rd2) 30... Kd8 $1 31. Ra1!? Ke8?!
; a comment to the end of the line
% an escape line
1/2-1/2"#;
    let g = read_game(pgn, None).unwrap();
    assert_eq!(g.moves.len(), 4);
    assert_eq!(g.result, Some(ResultToken::Draw));
    assert_eq!(g.start.halfmoves(), 10);
    assert_eq!(g.start.fullmoves().get(), 30);
    for (text, result) in [
        ("e4 1-0", ResultToken::WhiteWins),
        ("e4 0-1", ResultToken::BlackWins),
        ("e4 *", ResultToken::Unknown),
        ("e4 ½-½", ResultToken::Draw),
    ] {
        assert_eq!(read_game(text, None).unwrap().result, Some(result), "{text}");
    }
}

#[test]
fn castling_promotion_check_marks_and_figurines() {
    let fen = "r3k2r/1P6/8/8/8/8/8/R3K2R w KQkq - 0 1";
    for text in [
        "bxa8=Q+ Ke7 O-O",
        "bxa8Q+ Ke7 0-0",
        "bxa8=Q! Ke7 0-0!?",
        "1.bxa8=Q+ Ke7 2.O-O+",
    ] {
        assert_eq!(read_game(text, Some(fen)).unwrap().moves.len(), 3, "{text}");
    }
    assert_eq!(moves("1. e4 e5 2. ♘f3 ♞c6"), 4);
    assert_eq!(moves("f3 e5 g4 Qh4#"), 4);
    assert_eq!(moves("1. e4 += e5 +/- 2. Nf3 -+ Nc6 +- 3. Bb5 ="), 5);
    let ep = "4k3/8/8/2pP4/8/8/8/4K3 w - c6 0 2";
    assert_eq!(read_game("dxc6 e.p.", Some(ep)).unwrap().moves.len(), 1);
    assert_eq!(read_game("dxc6e.p.", Some(ep)).unwrap().moves.len(), 1);
}

#[test]
fn an_illegal_move_is_located_and_legal_moves_are_listed() {
    let e = error("1. e4 e5 2. Nf3 Nc6 3. Ke3", None);
    let at = e.at.unwrap();
    assert_eq!(
        (at.ply, at.move_number, at.side, at.token.as_str()),
        (5, 3, Side::White, "Ke3")
    );
    assert_eq!(at.offset, "1. e4 e5 2. Nf3 Nc6 3. ".len());
    let ReadErrorKind::Illegal { legal, legal_count } = e.kind else {
        panic!("{:?}", e.kind)
    };
    let before = read_game("1. e4 e5 2. Nf3 Nc6", None).unwrap();
    let mut pos = before.start;
    for m in before.moves {
        pos.play_unchecked(m);
    }
    assert_eq!(legal_count, pos.legal_moves().len());
    assert_eq!(legal.len(), 8);
    // The king's moves come first.
    assert_eq!(legal[0], "Ke2");
    let e = error("e4 e5 Qh5 Ke8", None);
    assert_eq!(e.at.unwrap().side, Side::Black);
}

#[test]
fn an_ambiguous_move_lists_the_candidates() {
    let e = error("Nf3 Nf6 Nc3 Nc6 Nb5 Nb4 Nd4", None);
    assert_eq!(
        e.kind,
        ReadErrorKind::Ambiguous {
            candidates: vec!["Nb5d4".to_string(), "Nf3d4".to_string()]
        }
    );
    assert_eq!(e.at.unwrap().ply, 7);
}

#[test]
fn words_that_are_not_moves() {
    assert_eq!(error("e4 e5 hello", None).kind, ReadErrorKind::NotAMove);
    assert_eq!(error("e4 --", None).kind, ReadErrorKind::NullMove);
    assert_eq!(error("e4 Z0", None).kind, ReadErrorKind::NullMove);
    assert_eq!(error("e4 e5 }", None).kind, ReadErrorKind::NotAMove);
    assert_eq!(error("e4 {never closed", None).kind, ReadErrorKind::Unclosed);
    assert_eq!(error("e4 (e3 e5", None).kind, ReadErrorKind::Unclosed);
    assert_eq!(error("e4 e5)", None).kind, ReadErrorKind::UnopenedVariation);
    assert_eq!(error("[Event \"x\"", None).kind, ReadErrorKind::Unclosed);
    assert_eq!(error("[Event x]", None).kind, ReadErrorKind::BadTag);
    assert_eq!(error("e4 e5 1-0 Nf3", None).kind, ReadErrorKind::AfterResult);
    assert_eq!(error("e4 e5 P@e4", None).kind, ReadErrorKind::NotAMove);
}

#[test]
fn move_numbers_must_follow_from_the_moves() {
    let e = error("1. e4 e5 3. Nf3", None);
    assert_eq!(
        e.kind,
        ReadErrorKind::WrongMoveNumber {
            expected: (2, Side::White),
            found: (3, Some(Side::White))
        }
    );
    // A missing black move shows as a white move number where Black is to move.
    let e = error("1. e4 2. Nf3", None);
    assert!(matches!(
        e.kind,
        ReadErrorKind::WrongMoveNumber {
            expected: (1, Side::Black),
            ..
        }
    ));
    assert!(matches!(
        error("1... e5", None).kind,
        ReadErrorKind::WrongMoveNumber { .. }
    ));
}

#[test]
fn the_game_is_over_after_checkmate() {
    let e = error("f3 e5 g4 Qh4# Nc3", None);
    assert_eq!(e.kind, ReadErrorKind::AfterGameEnd { checkmate: true });
    assert_eq!(e.at.unwrap().ply, 5);
    let e = error("Kh6 Kg8", Some("7k/5Q2/6K1/8/8/8/8/8 w - - 0 1"));
    assert_eq!(e.kind, ReadErrorKind::AfterGameEnd { checkmate: false });
}

#[test]
fn fens_and_setup_tags() {
    assert!(matches!(
        error("e4", Some("not a fen")).kind,
        ReadErrorKind::BadFen(FenProblem::Syntax(_))
    ));
    assert!(matches!(
        error("e4", Some("8/8/8/8/8/8/8/8 w - - 0 1")).kind,
        ReadErrorKind::BadFen(FenProblem::Position(_))
    ));
    let fen = "4k3/8/8/8/8/8/8/R3K3 w Q - 0 1";
    let tagged = format!("[FEN \"{fen}\"]\nRa2");
    assert!(read_game(&tagged, Some(fen)).is_ok());
    assert_eq!(
        error(&tagged, Some("4k3/8/8/8/8/8/8/4K2R w K - 0 1")).kind,
        ReadErrorKind::ConflictingFen
    );
    assert_eq!(
        error(&format!("[SetUp \"0\"]{tagged}"), None).kind,
        ReadErrorKind::UnsupportedSetup
    );
    assert_eq!(
        error("[Variant \"Chess960\"] e4", None).kind,
        ReadErrorKind::UnsupportedSetup
    );
    // A second game pasted after the first: its tags do not change the first game's start, and
    // its moves are refused.
    let two = format!("{tagged} 1-0\n[FEN \"4k3/8/8/8/8/8/8/4K2R w K - 0 1\"]\nRh2 *");
    let e = error(&two, None);
    assert_eq!(e.kind, ReadErrorKind::AfterResult);
    assert_eq!(e.at.unwrap().token, "Rh2");
}

#[test]
fn input_bounds_are_errors_not_panics() {
    let long = "e4 ".repeat(MAX_TEXT_BYTES / 3 + 1);
    assert_eq!(
        error(&long, None).kind,
        ReadErrorKind::TooLong { bytes: long.len() }
    );
    let shuffle = "Nf3 Nf6 Ng1 Ng8 ".repeat(MAX_PLIES / 4 + 1);
    let e = error(&shuffle, None);
    assert_eq!(e.kind, ReadErrorKind::TooManyPlies);
    assert_eq!(e.at.unwrap().ply, MAX_PLIES + 1);
    assert_eq!(
        read_game(&"Nf3 Nf6 Ng1 Ng8 ".repeat(MAX_PLIES / 4), None)
            .unwrap()
            .moves
            .len(),
        MAX_PLIES
    );
}

proptest::proptest! {
    /// Whatever is pasted, the reader and the analysis answer with data, never a panic.
    #[test]
    fn any_text_is_read_or_refused_without_panic(text in "[ 0-9a-hxNBRQKO=+#!?.…{}();\\[\\]\"$%*/½\n-]{0,120}") {
        let _ = analyse_text(&text, None);
        let _ = read_game(&text, Some("4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1"));
    }

    /// Move lists built from the legal moves themselves always read back.
    #[test]
    fn generated_games_read_back(choices in proptest::collection::vec(0usize..64, 0..60)) {
        let mut pos = shakmaty::Chess::default();
        let mut text = String::new();
        for c in choices {
            let legal = pos.legal_moves();
            if legal.is_empty() {
                break;
            }
            let m = legal[c % legal.len()];
            if pos.turn() == shakmaty::Color::White {
                text.push_str(&format!("{}. ", pos.fullmoves()));
            }
            text.push_str(&shakmaty::san::SanPlus::from_move_and_play_unchecked(&mut pos, m).to_string());
            text.push(' ');
        }
        let g = read_game(&text, None).map_err(|e| proptest::test_runner::TestCaseError::fail(format!("{text}: {e:?}")))?;
        let mut replay = g.start;
        for m in g.moves {
            replay.play_unchecked(m);
        }
        proptest::prop_assert_eq!(replay.board(), pos.board());
    }
}
