//! Can a side still give checkmate "by any series of legal moves" (6.9, 5.2.2, A.5.3)?
//!
//! Decided on real positions with `shakmaty`, in three steps, each of which either proves its
//! answer or says nothing:
//!
//! 1. a material rule ([`material_rule`]) that proves a side can never mate (a lone king; a lone
//!    knight or bishops all on one colour against a bare king; only bishops all on one colour on
//!    the whole board);
//! 2. a bounded helpmate search ([`helpmate`]): both sides cooperate, and a mating line found is
//!    the proof that mate is possible;
//! 3. a closure search ([`closure`]): every position reachable from this one is visited (not
//!    beyond positions the material rule settles); when the set is exhausted without a mate by
//!    the side, mate is impossible. This settles blocked pawn walls and forced lines that end in
//!    stalemate or a dead position.
//!
//! [`can_mate`] runs them in that order and returns `None` when none of them settles the
//! question; the engines ask only positions whose answer is proven.

use std::collections::{HashMap, HashSet, VecDeque};
use std::num::NonZeroU32;

use rand::Rng;
use rand_chacha::ChaCha8Rng;

use shakmaty::fen::Fen;
use shakmaty::san::SanPlus;
use shakmaty::zobrist::Zobrist64;
use shakmaty::{
    Bitboard, Board, CastlingMode, Chess, Color, EnPassantMode, File, FromSetup, Move, Piece, Position, Rank,
    Role, Setup, Square,
};

use crate::content::Lang;

/// Why a side can never checkmate, from the material alone.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum NoMate {
    /// The side has only its king.
    LoneKing,
    /// A single knight and nothing else, against a bare king.
    LoneKnight,
    /// Only bishops, all on squares of one colour, and the opponent has nothing but bishops on
    /// that same colour (or nothing at all).
    SameColouredBishops,
}

/// Proves from the material alone that `side` can never checkmate, or returns `None`.
///
/// The rules are deliberately the classical, easily checked ones:
/// - a lone king never gives check;
/// - a lone knight never mates a bare king: in a corner the king has three flight squares and no
///   king position covers the two the knight does not;
/// - bishops all on one colour, with nothing on the board but kings and bishops of that colour:
///   a checked king stands on that colour, its orthogonal neighbours are of the other colour, no
///   bishop attacks or occupies them, and the enemy king cannot cover all of them (at least two
///   exist) without standing next to the checked king.
pub fn material_rule(board: &Board, side: Color) -> Option<NoMate> {
    let ours = board.by_color(side) & !board.kings();
    let theirs = board.by_color(!side) & !board.kings();
    if ours.is_empty() {
        return Some(NoMate::LoneKing);
    }
    let heavy_or_pawn = board.pawns() | board.rooks() | board.queens();
    if (ours & heavy_or_pawn).any() {
        return None;
    }
    let knights = ours & board.knights();
    if knights.count() == 1 && ours.count() == 1 && theirs.is_empty() {
        return Some(NoMate::LoneKnight);
    }
    // Only bishops on the whole board besides the kings, all on one colour.
    let bishops = board.bishops();
    let all = ours | theirs;
    if all == bishops
        && ((bishops & Bitboard::DARK_SQUARES).is_empty() || (bishops & Bitboard::LIGHT_SQUARES).is_empty())
    {
        return Some(NoMate::SameColouredBishops);
    }
    None
}

/// Both sides are proven unable to mate by the material rule.
pub fn dead_by_material(board: &Board) -> bool {
    material_rule(board, Color::White).is_some() && material_rule(board, Color::Black).is_some()
}

/// The key of a position for the searches: pieces, side to move, castling and en passant.
fn key(pos: &Chess) -> u64 {
    pos.zobrist_hash::<Zobrist64>(EnPassantMode::Legal).0
}

/// True if the side to move is checkmated and that side is `loser`.
fn mated(pos: &Chess, loser: Color) -> bool {
    pos.turn() == loser && pos.is_checkmate()
}

/// The result of a bounded search.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Search {
    /// A line of legal moves from the position to a checkmate by the side.
    Mate(Vec<Move>),
    /// No such line within the bound; `exhausted` if the node budget ran out first.
    NotFound {
        /// The budget ran out before the bound was searched completely.
        exhausted: bool,
    },
}

struct Helper {
    winner: Color,
    nodes: u64,
    budget: u64,
    /// (position, plies left) already shown to have no mate in exactly that many plies.
    failed: HashSet<(u64, u32)>,
}

impl Helper {
    /// A cooperative line of exactly `plies` plies, the last one by the winner giving mate.
    fn dfs(&mut self, pos: &Chess, plies: u32, line: &mut Vec<Move>) -> Option<bool> {
        if plies == 0 {
            return Some(mated(pos, !self.winner));
        }
        self.nodes += 1;
        if self.nodes > self.budget {
            return None;
        }
        if material_rule(pos.board(), self.winner).is_some() {
            return Some(false);
        }
        let k = key(pos);
        if self.failed.contains(&(k, plies)) {
            return Some(false);
        }
        let moves = pos.legal_moves();
        for m in moves {
            let mut child = pos.clone();
            child.play_unchecked(m);
            if plies == 1 {
                // The winner's last move: only a mate will do.
                if mated(&child, !self.winner) {
                    line.push(m);
                    return Some(true);
                }
                continue;
            }
            // The loser's last move must leave the winner a move; a game that ends earlier
            // (mate of the winner, stalemate) is no line.
            line.push(m);
            match self.dfs(&child, plies - 1, line) {
                Some(true) => return Some(true),
                Some(false) => {
                    line.pop();
                }
                None => {
                    line.pop();
                    return None;
                }
            }
        }
        self.failed.insert((k, plies));
        Some(false)
    }
}

/// Search for a cooperative line of at most `max_plies` plies that ends with `winner`
/// checkmating the other side, spending at most `budget` nodes. Shortest lines are found first.
pub fn helpmate(pos: &Chess, winner: Color, max_plies: u32, budget: u64) -> Search {
    if mated(pos, !winner) {
        return Search::Mate(Vec::new());
    }
    let mut h = Helper {
        winner,
        nodes: 0,
        budget,
        failed: HashSet::new(),
    };
    // The last ply is the winner's: with the winner to move the line has an odd length.
    let first = if pos.turn() == winner { 1 } else { 2 };
    let mut plies = first;
    while plies <= max_plies {
        let mut line = Vec::new();
        match h.dfs(pos, plies, &mut line) {
            Some(true) => return Search::Mate(line),
            Some(false) => {}
            None => return Search::NotFound { exhausted: true },
        }
        plies += 2;
    }
    Search::NotFound { exhausted: false }
}

/// The result of the closure search.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Closure {
    /// Every reachable position was visited (this many) and none is a mate by the side.
    Impossible(usize),
    /// A shortest line to a mate by the side.
    Mate(Vec<Move>),
    /// More than the cap of positions are reachable: nothing proven.
    TooMany,
}

/// Visit every position reachable from `pos` by legal moves, up to `cap` positions, without
/// going past positions where the material rule already proves that `winner` cannot mate, nor
/// past a finished game (mate, stalemate).
pub fn closure(pos: &Chess, winner: Color, cap: usize) -> Closure {
    let start = key(pos);
    let mut parent: HashMap<u64, Option<(u64, Move)>> = HashMap::new();
    parent.insert(start, None);
    let mut queue = VecDeque::from([pos.clone()]);
    while let Some(p) = queue.pop_front() {
        let here = key(&p);
        if mated(&p, !winner) {
            let mut line = Vec::new();
            let mut at = here;
            while let Some(Some((from, m))) = parent.get(&at) {
                line.push(*m);
                at = *from;
            }
            line.reverse();
            return Closure::Mate(line);
        }
        if material_rule(p.board(), winner).is_some() {
            continue;
        }
        for m in p.legal_moves() {
            let mut child = p.clone();
            child.play_unchecked(m);
            let k = key(&child);
            if let std::collections::hash_map::Entry::Vacant(e) = parent.entry(k) {
                e.insert(Some((here, m)));
                if parent.len() > cap {
                    return Closure::TooMany;
                }
                queue.push_back(child);
            }
        }
    }
    Closure::Impossible(parent.len())
}

/// How the answer was proven.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Proof {
    /// Mate is possible: this line of legal moves reaches it.
    Mate(Vec<Move>),
    /// Mate is impossible because of the material.
    Material(NoMate),
    /// Mate is impossible: all this many reachable positions were visited.
    Exhausted(usize),
}

impl Proof {
    /// True if the proof shows that mate is possible.
    pub fn can_mate(&self) -> bool {
        matches!(self, Proof::Mate(_))
    }
}

/// Longest helpmate line [`can_mate`] looks for.
pub const MAX_PLIES: u32 = 8;
/// Node budget of the helpmate search in [`can_mate`].
pub const BUDGET: u64 = 3_000;
/// Most positions the closure search in [`can_mate`] visits.
pub const CLOSURE_CAP: usize = 1_500;

/// Can `winner` checkmate by some series of legal moves from `pos`? `None` if not proven.
pub fn can_mate(pos: &Chess, winner: Color) -> Option<Proof> {
    if let Some(why) = material_rule(pos.board(), winner) {
        return Some(Proof::Material(why));
    }
    // Short helpmates first; then the closure, which settles closed positions (blocked pawns,
    // forced lines) and gives up quickly on open ones.
    match helpmate(pos, winner, MAX_PLIES, BUDGET) {
        Search::Mate(line) => return Some(Proof::Mate(line)),
        Search::NotFound { .. } => {}
    }
    match closure(pos, winner, CLOSURE_CAP) {
        Closure::Impossible(n) => Some(Proof::Exhausted(n)),
        Closure::Mate(line) => Some(Proof::Mate(line)),
        Closure::TooMany => None,
    }
}

/// Replays `line` from `pos` and checks that every move is legal and that it ends with `winner`
/// checkmating: the independent check of a [`Proof::Mate`].
pub fn line_mates(pos: &Chess, winner: Color, line: &[Move]) -> bool {
    let mut p = pos.clone();
    for m in line {
        if !p.is_legal(*m) {
            return false;
        }
        p.play_unchecked(*m);
    }
    mated(&p, !winner)
}

/// The pieces of a side, besides the king, as counts by role.
pub fn units(board: &Board, side: Color) -> Vec<Role> {
    let mut out = Vec::new();
    for sq in board.by_color(side) & !board.kings() {
        if let Some(r) = board.role_at(sq) {
            out.push(r);
        }
    }
    out
}

/// A piece letter of algebraic notation in `lang` (Appendix C uses each language's initials).
pub(crate) fn piece_letter(role: Role, lang: Lang) -> &'static str {
    match (lang, role) {
        (_, Role::Pawn) => "",
        (Lang::En, Role::King) => "K",
        (Lang::En, Role::Queen) => "Q",
        (Lang::En, Role::Rook) => "R",
        (Lang::En, Role::Bishop) => "B",
        (Lang::En, Role::Knight) => "N",
        (Lang::Pt, Role::King) => "R",
        (Lang::Pt, Role::Queen) => "D",
        (Lang::Pt, Role::Rook) => "T",
        (Lang::Pt, Role::Bishop) => "B",
        (Lang::Pt, Role::Knight) => "C",
        (Lang::Ru, Role::King) => "Кр",
        (Lang::Ru, Role::Queen) => "Ф",
        (Lang::Ru, Role::Rook) => "Л",
        (Lang::Ru, Role::Bishop) => "С",
        (Lang::Ru, Role::Knight) => "К",
        (Lang::Sr, Role::King) => "K",
        (Lang::Sr, Role::Queen) => "D",
        (Lang::Sr, Role::Rook) => "T",
        (Lang::Sr, Role::Bishop) => "L",
        (Lang::Sr, Role::Knight) => "S",
    }
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
    use crate::quiz::engines::flag_fall::{self, Outcome};
    use proptest::prelude::*;
    use rand::{Rng, SeedableRng};
    use shakmaty::fen::Fen;

    fn pos(fen: &str) -> Chess {
        fen.parse::<Fen>()
            .unwrap_or_else(|e| panic!("{fen}: {e}"))
            .into_position(CastlingMode::Standard)
            .unwrap_or_else(|e| panic!("{fen}: {e}"))
    }

    /// Hand-checked positions: (FEN, can White mate?, can Black mate?, why). `None` = not
    /// asserted (too deep for the search, or beside the point).
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

    /// Flag falls of the side to move, hand-checked: (FEN, result, why).
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
                let proof =
                    can_mate(&p, side).unwrap_or_else(|| panic!("{fen} {side:?}: not proven ({why})"));
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
