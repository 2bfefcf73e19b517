//! The positions of the material engines (`flag-fall`, `game-end`): random positions drawn for
//! a question, and moves written in each language's notation. Whether a side can mate is
//! decided in [`crate::rules::material::mate`], re-exported here under its old path.

use std::num::NonZeroU32;

use rand::Rng;
use rand_chacha::ChaCha8Rng;

use shakmaty::fen::Fen;
use shakmaty::san::SanPlus;
use shakmaty::{
    Bitboard, Board, CastlingMode, Chess, Color, EnPassantMode, File, FromSetup, Move, Piece, Position, Rank,
    Role, Setup, Square,
};

use super::Side;
use crate::args;
use crate::content::Lang;
use crate::locales::{text_with, ui};
pub use crate::rules::material::mate::*;

/// The side of a `shakmaty` colour.
pub(crate) fn side(c: Color) -> Side {
    match c {
        Color::White => Side::White,
        Color::Black => Side::Black,
    }
}

/// A piece letter of algebraic notation in `lang` (Appendix C uses each language's initials);
/// empty for a pawn.
pub(crate) fn piece_letter(role: Role, lang: Lang) -> &'static str {
    let name = match role {
        Role::Pawn => return "",
        Role::King => "king",
        Role::Queen => "queen",
        Role::Rook => "rook",
        Role::Bishop => "bishop",
        Role::Knight => "knight",
    };
    ui(lang, &format!("mate-piece-{name}"))
}

/// English SAN rewritten with the piece letters of `lang`.
pub(crate) fn localize_san(san: &str, lang: Lang) -> String {
    let role = |c: char| match c {
        'K' => Some(Role::King),
        'Q' => Some(Role::Queen),
        'R' => Some(Role::Rook),
        'B' => Some(Role::Bishop),
        'N' => Some(Role::Knight),
        _ => None,
    };
    let mut out = String::new();
    let mut after_eq = false;
    for (i, c) in san.chars().enumerate() {
        match role(c) {
            Some(r) if i == 0 || after_eq => out.push_str(piece_letter(r, lang)),
            _ => out.push(c),
        }
        after_eq = c == '=';
    }
    out
}

/// A line of moves from `pos` in numbered algebraic notation ("52...Kh8 53.Nf7#"), with the
/// piece letters of `lang`.
pub(crate) fn line_text(pos: &Chess, line: &[Move], lang: Lang) -> String {
    let mut p = pos.clone();
    let mut out = Vec::new();
    for (i, m) in line.iter().enumerate() {
        let n = p.fullmoves().get();
        let white = p.turn() == Color::White;
        let san = localize_san(
            &SanPlus::from_move_and_play_unchecked(&mut p, *m).to_string(),
            lang,
        );
        if white {
            out.push(format!("{n}.{san}"));
        } else if i == 0 {
            out.push(format!("{n}...{san}"));
        } else {
            out.push(san);
        }
    }
    out.join(" ")
}

/// The FEN of a position.
pub(crate) fn fen(pos: &Chess) -> String {
    Fen::from_position(pos, EnPassantMode::Legal).to_string()
}

/// "White's only legal move is 52...Kxg7." when the side to move in `pos` has exactly one legal
/// move, in `lang`.
pub(crate) fn only_move(pos: &Chess, lang: Lang) -> Option<String> {
    let moves = pos.legal_moves();
    if moves.len() != 1 {
        return None;
    }
    let only = line_text(pos, &moves[..], lang);
    Some(text_with(
        lang,
        "mate-only-move",
        &args!["side" => side(pos.turn()).key(), "move" => only],
    ))
}

/// "White has only the king, which can never give check." in `lang`.
pub(crate) fn lone_king_text(who: Side, lang: Lang) -> String {
    text_with(lang, "mate-lone-king", &args!["side" => who.key()])
}

// ---------------------------------------------------------------------------------------------
// Building positions
// ---------------------------------------------------------------------------------------------

/// A unit to place: its colour, its role and, for a bishop, whether it must stand on a light
/// square (`Some(true)`), a dark one (`Some(false)`) or either (`None`).
pub(crate) type Spec = (Color, Role, Option<bool>);

/// A position from a setup (no castling rights, no en passant), or `None` if it is not legal.
pub(crate) fn position(board: Board, turn: Color, fullmoves: u32) -> Option<Chess> {
    let setup = Setup {
        board,
        turn,
        castling_rights: Bitboard::EMPTY,
        fullmoves: NonZeroU32::new(fullmoves.max(1)).expect("at least 1"),
        ..Setup::empty()
    };
    Chess::from_setup(setup, CastlingMode::Standard).ok()
}

/// A random square within `radius` (king steps) of `centre`, satisfying `ok`.
fn near(rng: &mut ChaCha8Rng, centre: Square, radius: i32, ok: impl Fn(Square) -> bool) -> Option<Square> {
    for _ in 0..40 {
        let df = rng.random_range(-radius..=radius);
        let dr = rng.random_range(-radius..=radius);
        let f = centre.file().offset(df);
        let r = centre.rank().offset(dr);
        if let (Some(f), Some(r)) = (f, r) {
            let sq = Square::from_coords(f, r);
            if ok(sq) {
                return Some(sq);
            }
        }
    }
    None
}

/// A random legal position: the king of `cornered` within one step of a random corner, the
/// other king and every unit of `units` within `spread` steps of it; `turn` to move. `None`
/// if the draw gave no legal position (the caller draws again).
pub(crate) fn place(
    rng: &mut ChaCha8Rng,
    turn: Color,
    cornered: Color,
    units: &[Spec],
    spread: i32,
    fullmoves: u32,
) -> Option<Chess> {
    let corner = [Square::A1, Square::H1, Square::A8, Square::H8][rng.random_range(0..4)];
    let mut board = Board::empty();
    let k1 = near(rng, corner, 1, |_| true)?;
    board.set_piece_at(k1, cornered.king());
    let k2 = near(rng, k1, spread, |s| s.distance(k1) >= 2)?;
    board.set_piece_at(k2, (!cornered).king());
    for &(color, role, light) in units {
        let sq = near(rng, k1, spread + 1, |s| {
            board.piece_at(s).is_none()
                && (role != Role::Pawn || (1..=6).contains(&s.rank().to_u32()))
                && light.is_none_or(|l| s.is_light() == l)
        })?;
        board.set_piece_at(sq, Piece { color, role });
    }
    position(board, turn, fullmoves)
}

/// A blocked pawn wall across the board: on each file a white pawn stands right below a black
/// one, neighbouring files alternate in height so that no pawn can capture, and each king is
/// on its own side of the wall. White's pawns are on ranks `low` and `low + 1` (1-based,
/// `low` in 2..=5).
pub(crate) fn wall(rng: &mut ChaCha8Rng, turn: Color, fullmoves: u32) -> Option<Chess> {
    let low: u32 = rng.random_range(2..=5);
    let parity = rng.random_range(0..2u32);
    let mut board = Board::empty();
    for f in 0..8u32 {
        let r = low - 1 + (f + parity) % 2; // 0-based rank of the white pawn
        board.set_piece_at(
            Square::from_coords(File::new(f), Rank::new(r)),
            Color::White.pawn(),
        );
        board.set_piece_at(
            Square::from_coords(File::new(f), Rank::new(r + 1)),
            Color::Black.pawn(),
        );
    }
    let wk = Square::from_coords(
        File::new(rng.random_range(0..8)),
        Rank::new(rng.random_range(0..low - 1)),
    );
    let bk = Square::from_coords(
        File::new(rng.random_range(0..8)),
        Rank::new(rng.random_range(low + 2..8)),
    );
    board.set_piece_at(wk, Color::White.king());
    board.set_piece_at(bk, Color::Black.king());
    position(board, turn, fullmoves)
}

/// The forced-capture trap: the side to move has a bare king in the corner, checked by a pawn
/// it must take, after which the other side has king and knight against a bare king. Built for
/// Black to move in the h8 corner, then turned to one of the eight symmetric forms.
pub(crate) fn forced_capture(rng: &mut ChaCha8Rng, turn: Color, fullmoves: u32) -> Option<Chess> {
    // Black: Kh8. White: pawn g7 (check), knight f6 (covers g8 and h7), king far away.
    let mut board = Board::empty();
    board.set_piece_at(Square::H8, Color::Black.king());
    board.set_piece_at(Square::G7, Color::White.pawn());
    board.set_piece_at(Square::F6, Color::White.knight());
    let wk = near(rng, Square::B2, 2, |s| s.distance(Square::H8) >= 3)?;
    board.set_piece_at(wk, Color::White.king());
    if rng.random_bool(0.5) {
        board.flip_horizontal();
    }
    if turn == Color::White {
        board.mirror();
    }
    position(board, turn, fullmoves)
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;
    use rand::{Rng, SeedableRng};
    use shakmaty::fen::Fen;

    fn pos(fen: &str) -> Chess {
        fen.parse::<Fen>()
            .unwrap_or_else(|e| panic!("{fen}: {e}"))
            .into_position(CastlingMode::Standard)
            .unwrap_or_else(|e| panic!("{fen}: {e}"))
    }

    #[test]
    fn lines_are_written_in_each_language() {
        let p = pos("k7/8/1K6/8/8/8/8/7Q b - - 0 1");
        let Some(Proof::Mate(line)) = can_mate(&p, Color::White) else {
            panic!()
        };
        assert_eq!(line_text(&p, &line, Lang::En), "1...Kb8 2.Qb7#");
        assert_eq!(line_text(&p, &line, Lang::Pt), "1...Rb8 2.Db7#");
        assert_eq!(line_text(&p, &line, Lang::Ru), "1...Крb8 2.Фb7#");
        assert_eq!(line_text(&p, &line, Lang::Sr), "1...Kb8 2.Db7#");
        assert_eq!(localize_san("e8=Q+", Lang::Sr), "e8=D+");
    }

    /// Independent formulation: is there any sequence of at most `plies` legal moves after
    /// which `winner` has checkmated the other side? Plain recursion, no pruning, no table, no
    /// material rule.
    fn brute(p: &Chess, winner: Color, plies: u32) -> bool {
        if p.turn() != winner && p.is_checkmate() {
            return true;
        }
        if plies == 0 {
            return false;
        }
        p.legal_moves().into_iter().any(|m| {
            let mut c = p.clone();
            c.play_unchecked(m);
            brute(&c, winner, plies - 1)
        })
    }

    fn small_position(seed: u64) -> Option<Chess> {
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let pick = |rng: &mut ChaCha8Rng| {
            let c = if rng.random_bool(0.5) {
                Color::White
            } else {
                Color::Black
            };
            let r = [Role::Knight, Role::Bishop, Role::Rook, Role::Queen, Role::Pawn][rng.random_range(0..5)];
            (c, r, None)
        };
        let n = rng.random_range(0..3);
        let units: Vec<Spec> = (0..n).map(|_| pick(&mut rng)).collect();
        let turn = if rng.random_bool(0.5) {
            Color::White
        } else {
            Color::Black
        };
        let cornered = if rng.random_bool(0.5) {
            Color::White
        } else {
            Color::Black
        };
        place(&mut rng, turn, cornered, &units, 2, 40)
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(if cfg!(debug_assertions) { 24 } else { 200 }))]

        /// The helpmate search (iterative deepening, transposition table, material rule,
        /// mates-only last ply) finds a mate within 3 plies exactly when brute force does; and
        /// whatever the material rule rules out, brute force never finds.
        #[test]
        fn search_agrees_with_brute_force(seed in any::<u64>()) {
            if let Some(p) = small_position(seed) {
                for side in [Color::White, Color::Black] {
                    let fast = matches!(helpmate(&p, side, 3, u64::MAX), Search::Mate(_));
                    let slow = brute(&p, side, 3);
                    prop_assert_eq!(fast, slow, "{} {:?}", fen(&p), side);
                    if material_rule(p.board(), side).is_some() {
                        prop_assert!(!slow);
                    }
                    if let Closure::Impossible(_) = closure(&p, side, 400) {
                        prop_assert!(!brute(&p, side, 3));
                    }
                    if let Some(Proof::Mate(line)) = can_mate(&p, side) {
                        prop_assert!(line_mates(&p, side, &line));
                    }
                }
            }
        }
    }
}
