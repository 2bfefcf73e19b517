//! Worked examples of the material rules: who can mate (6.9, 5.2.2), the result of a flag fall
//! (6.9) and dead positions (5.2.2), each test saying where its example comes from.

use shakmaty::fen::Fen;
use shakmaty::{CastlingMode, Chess, Color, Position};

use super::dead_position::{self, Verdict};
use super::flag_fall::{self, Outcome};
use super::mate::{NoMate, Proof, can_mate, dead_by_material, line_mates};

fn pos(fen: &str) -> Chess {
    fen.parse::<Fen>()
        .unwrap_or_else(|e| panic!("{fen}: {e}"))
        .into_position(CastlingMode::Standard)
        .unwrap_or_else(|e| panic!("{fen}: {e}"))
}

/// Hand-checked positions, constructed on Articles 5.2.2 and 6.9 (not taken from a
/// publication): (FEN, can White mate?, can Black mate?, why). `None` = not asserted (too deep
/// for the search, or beside the point).
const CAN_MATE: [(&str, Option<bool>, Option<bool>, &str); 26] = [
    (
        "8/8/8/4k3/8/8/8/4K3 w - - 0 1",
        Some(false),
        Some(false),
        "bare kings",
    ),
    (
        "8/8/8/4k3/8/8/3N4/4K3 b - - 0 1",
        Some(false),
        Some(false),
        "K+N v K: the knight never mates a bare king; Black has a lone king",
    ),
    (
        "8/8/8/4k3/8/8/8/4KN2 w - - 0 1",
        Some(false),
        Some(false),
        "K+N v K again, White to move",
    ),
    (
        "8/8/8/4k3/8/8/3B4/4K3 w - - 0 1",
        Some(false),
        Some(false),
        "K+B v K",
    ),
    (
        "8/4b3/8/4k3/8/8/3B4/4K3 w - - 0 1",
        Some(false),
        Some(false),
        "bishops d2 and e7, both dark: dead",
    ),
    (
        "8/8/8/4k3/8/8/3B4/2B1K3 w - - 0 1",
        Some(false),
        Some(false),
        "two dark-squared bishops (c1, d2) against a bare king",
    ),
    (
        "8/8/8/4k3/8/2b5/3B4/4K3 b - - 0 1",
        Some(false),
        Some(false),
        "bishops c3 and d2, both dark",
    ),
    (
        "8/5b2/8/4k3/8/8/8/4K3 b - - 0 1",
        Some(false),
        Some(false),
        "a light bishop (f7) against a bare king",
    ),
    (
        "8/8/8/3nk3/8/8/8/4K3 w - - 0 1",
        Some(false),
        Some(false),
        "a black knight against a bare king",
    ),
    (
        "4k3/8/8/8/8/8/8/R3K3 b - - 0 1",
        None,
        Some(false),
        "Black has a lone king, whatever White has",
    ),
    (
        "8/8/8/4k3/8/8/8/Q3K3 b - - 0 1",
        None,
        Some(false),
        "a lone king never gives check",
    ),
    (
        "k1K5/p7/4N3/7p/8/8/8/8 b - - 0 1",
        Some(true),
        None,
        "lone knight v king and pawns: 1...h4 2.Nc7# (the a7 pawn blocks its own king)",
    ),
    ("k7/8/1K6/8/8/8/7Q/8 w - - 0 1", Some(true), Some(false), "Qh8#"),
    ("k7/8/1K6/8/8/8/8/7R w - - 0 1", Some(true), Some(false), "Rh8#"),
    (
        "7r/8/8/8/8/1k6/8/K7 b - - 0 1",
        Some(false),
        Some(true),
        "...Rh1#",
    ),
    (
        "k7/2P5/1K6/8/8/8/8/8 w - - 0 1",
        Some(true),
        Some(false),
        "c8=Q# (or c8=R#)",
    ),
    (
        "k7/3N4/1K2N3/8/8/8/8/8 w - - 0 1",
        Some(true),
        Some(false),
        "two knights can mate with help: Nc7#",
    ),
    (
        "k7/p1K5/8/8/8/3B4/8/8 w - - 0 1",
        Some(true),
        None,
        "lone bishop v king and pawn: Be4#, a7 blocks",
    ),
    (
        "kb6/8/1K6/8/8/3B4/8/8 w - - 0 1",
        Some(true),
        None,
        "opposite-coloured bishops: Be4#, the dark bishop on b8 blocks",
    ),
    (
        "k7/8/1K6/8/8/3B4/8/1b6 w - - 0 1",
        Some(false),
        Some(false),
        "bishops d3 and b1, both light: dead",
    ),
    (
        "kn6/8/1K2N3/8/8/8/8/8 w - - 0 1",
        Some(true),
        None,
        "K+N v K+N: Nc7#, the b8 knight blocks and cannot take c7",
    ),
    (
        "7k/6P1/5N2/8/8/8/8/K7 b - - 0 1",
        Some(false),
        Some(false),
        "forced: 1...Kxg7 is the only move, then K+N v K",
    ),
    (
        "k7/8/8/8/8/5n2/6p1/7K w - - 0 1",
        Some(false),
        Some(false),
        "the same with colours reversed: 1.Kxg2 is forced",
    ),
    (
        "4k3/8/8/1p1p1p1p/pPpPpPpP/P1P1P1P1/8/4K3 w - - 0 1",
        Some(false),
        Some(false),
        "a blocked pawn wall, no capture possible, the kings cannot cross",
    ),
    ("4k3/8/4K3/8/8/8/8/R7 w - - 0 1", Some(true), Some(false), "Ra8#"),
    (
        "k7/8/1K6/8/8/8/8/7Q b - - 0 1",
        Some(true),
        Some(false),
        "1...Kb8 2.Qb7# (or 2.Qh8#)",
    ),
];

/// Flag falls of the side to move, hand-checked (constructed on 6.9, 5.2.1 and 5.2.2): (FEN, result, why).
const FLAG_FALLS: [(&str, Outcome, &str); 7] = [
    (
        "k7/2Q5/1K6/8/8/8/8/8 b - - 0 1",
        Outcome::Stalemate,
        "Black has no move and is not in check",
    ),
    (
        "7k/6P1/5N2/8/8/8/8/K7 b - - 0 1",
        Outcome::Dead,
        "1...Kxg7 forced, then K+N v K: dead",
    ),
    (
        "k1K5/p7/4N3/7p/8/8/8/8 b - - 0 1",
        Outcome::Win,
        "knight v king and pawns: mate possible, White wins",
    ),
    (
        "4k3/8/4K3/8/8/8/8/R7 w - - 0 1",
        Outcome::Draw,
        "White flags, Black has a bare king; not dead since White could mate",
    ),
    (
        "8/4b3/8/4k3/8/8/3B4/4K3 w - - 0 1",
        Outcome::Dead,
        "same-coloured bishops",
    ),
    (
        "k7/8/1K6/8/8/8/8/7Q b - - 0 1",
        Outcome::Win,
        "queen: 1...Kb8 2.Qb7#",
    ),
    (
        "8/8/8/4k3/8/8/3N4/4K3 w - - 0 1",
        Outcome::Dead,
        "White flags with K+N v K: dead, not a 6.9 draw",
    ),
];

#[test]
fn hand_checked_positions() {
    assert!(CAN_MATE.len() + FLAG_FALLS.len() >= 30);
    for (fen, white, black, why) in CAN_MATE {
        let p = pos(fen);
        for (side, expected) in [(Color::White, white), (Color::Black, black)] {
            let Some(expected) = expected else { continue };
            let proof = can_mate(&p, side).unwrap_or_else(|| panic!("{fen} {side:?}: not proven ({why})"));
            assert_eq!(proof.can_mate(), expected, "{fen} {side:?}: {why}: {proof:?}");
            if let Proof::Mate(line) = &proof {
                assert!(line_mates(&p, side, line), "{fen}: the line does not mate");
            }
        }
    }
    for (fen, outcome, why) in FLAG_FALLS {
        let a = flag_fall::analyse(&pos(fen)).unwrap_or_else(|| panic!("{fen}: not proven"));
        assert_eq!(a.outcome, outcome, "{fen}: {why}");
    }
}

/// The classic pair under 6.9: king and knight against a bare king cannot mate, but against king
/// and pawn they can, since the pawn may block its own king (the loser's cooperation counts).
/// Black has Ka1 and a pawn on a3, White Kc2 and Nd4; Black's flag falls: 1...a2 2.Nb3# is a
/// series of legal moves, so White wins. Take the pawn away and neither side can mate: the
/// position is dead (5.2.2), a draw whoever's flag falls. A case constructed on Articles 6.9 and
/// 5.2.2 (the position is ours, not from a publication).
#[test]
fn king_and_knight_win_against_king_and_pawn_but_not_against_a_bare_king() {
    let with_pawn = pos("8/8/8/8/3N4/p7/2K5/k7 b - - 0 1");
    let a = flag_fall::analyse(&with_pawn).expect("proven");
    assert_eq!(a.outcome, Outcome::Win);
    let Some(Proof::Mate(line)) = &a.opponent else {
        panic!("a mating line for White: {a:?}")
    };
    assert!(line_mates(&with_pawn, Color::White, line));
    assert_eq!(line.len(), 2, "1...a2 2.Nb3#: {line:?}");

    let bare = pos("8/8/8/8/3N4/8/2K5/k7 b - - 0 1");
    let a = flag_fall::analyse(&bare).expect("proven");
    assert_eq!(a.outcome, Outcome::Dead);
    assert_eq!(a.opponent, Some(Proof::Material(NoMate::LoneKnight)));
    assert_eq!(a.flagger, Some(Proof::Material(NoMate::LoneKing)));
    assert!(dead_by_material(bare.board()));
    let d = dead_position::analyse(&bare).expect("proven");
    assert_eq!(d.verdict, Verdict::Dead);
}

/// King and knight against king and rook: the side with the rook oversteps the time and loses,
/// because a mate exists with the rook blocking its own king (Black Kh8, Rh7; White Kf8, Ng6).
/// The mating position is the one Geurt Gijssen gives in "An Arbiter's Notebook" (ChessCafe,
/// February 1999) under 6.9; the position before it, 1...Rh7 2.Ng6#, is ours.
#[test]
fn the_rook_blocks_its_own_king_so_the_knight_wins_on_time() {
    let mated = pos("5K1k/7r/6N1/8/8/8/8/8 b - - 0 1");
    assert!(mated.is_checkmate());
    let before = pos("5K1k/8/8/4N3/8/8/8/7r b - - 0 1");
    let a = flag_fall::analyse(&before).expect("proven");
    assert_eq!(a.outcome, Outcome::Win);
    let Some(Proof::Mate(line)) = &a.opponent else {
        panic!("a mating line for White: {a:?}")
    };
    assert!(line_mates(&before, Color::White, line));
    assert_eq!(line.len(), 2, "1...Rh7 2.Ng6# is the shortest: {line:?}");
}

/// 6.9: when the opponent has a bare king the flag fall is a draw, unless the position is dead
/// anyway; the flagger's own mating chances are what tell the two apart. White (K+R) flags
/// against a bare king: a 6.9 draw, and White could still mate. Constructed on 6.9 and 5.2.2.
#[test]
fn a_bare_king_cannot_win_on_time() {
    let p = pos("4k3/8/4K3/8/8/8/8/R7 w - - 0 1");
    let a = flag_fall::analyse(&p).expect("proven");
    assert_eq!(a.outcome, Outcome::Draw);
    assert_eq!(a.opponent, Some(Proof::Material(NoMate::LoneKing)));
    assert!(a.flagger.as_ref().is_some_and(Proof::can_mate));
}

/// 5.2.2 decides each side separately: a queen against a bare king is not dead (only the queen's
/// side can mate), with a rook against a queen both sides can mate, a blocked pawn wall where no
/// capture is possible and the kings cannot cross is dead, proven by visiting every reachable
/// position. A mate or a stalemate on the board is no question of 5.2.2 (the game is over).
/// Cases constructed on Article 5.2.2.
#[test]
fn dead_positions_are_decided_side_by_side() {
    let verdict = |fen: &str| dead_position::analyse(&pos(fen)).map(|a| a.verdict);
    assert_eq!(verdict("k7/8/1K6/8/8/8/7Q/8 w - - 0 1"), Some(Verdict::OnlyWhite));
    assert_eq!(verdict("7r/8/8/8/8/1k6/8/K7 b - - 0 1"), Some(Verdict::OnlyBlack));
    let both = dead_position::analyse(&pos("8/8/8/8/2q5/3R4/2K5/k7 w - - 0 1")).expect("proven");
    assert_eq!(both.verdict, Verdict::Both);
    for (proof, side) in [(&both.white, Color::White), (&both.black, Color::Black)] {
        let Proof::Mate(line) = proof else {
            panic!("{side:?}: {proof:?}")
        };
        assert!(line_mates(&pos("8/8/8/8/2q5/3R4/2K5/k7 w - - 0 1"), side, line));
    }
    assert_eq!(verdict("8/4b3/8/4k3/8/8/3B4/4K3 w - - 0 1"), Some(Verdict::Dead));
    let wall =
        dead_position::analyse(&pos("4k3/8/8/1p1p1p1p/pPpPpPpP/P1P1P1P1/8/4K3 w - - 0 1")).expect("proven");
    assert_eq!(wall.verdict, Verdict::Dead);
    assert!(matches!(wall.white, Proof::Exhausted(_)), "{:?}", wall.white);
    // Mate (Qb7#) and stalemate are already the end of the game.
    assert_eq!(verdict("k7/1Q6/1K6/8/8/8/8/8 b - - 0 1"), None);
    assert_eq!(verdict("k7/2Q5/1K6/8/8/8/8/8 b - - 0 1"), None);
}
