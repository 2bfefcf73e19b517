//! Can a side checkmate "by any series of legal moves" (6.9, 5.2.2, A.5.3)?
//!
//! The Laws ask this when a flag falls (6.9: the player whose flag falls loses, unless the
//! opponent cannot checkmate by any series of legal moves), when a claim of a win on time is
//! made in rapid or blitz (A.5.3) and to tell a dead position (5.2.2: neither player can). The
//! series may be as cooperative as one likes: the other side's moves help.
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

use shakmaty::zobrist::Zobrist64;
use shakmaty::{Bitboard, Board, Chess, Color, EnPassantMode, Move, Position, Role};

/// Why a side can never checkmate, from the material alone (the "cannot checkmate by any
/// series of legal moves" of 6.9 and 5.2.2).
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

/// Proves from the material alone that `side` can never checkmate (6.9, 5.2.2), or returns
/// `None`.
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

/// Both sides are proven unable to mate by the material rule: a dead position (5.2.2).
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

/// Search for a cooperative line (the "series of legal moves" of 6.9 and 5.2.2) of at most
/// `max_plies` plies that ends with `winner` checkmating the other side (5.1.1),
/// spending at most `budget` nodes. Shortest lines are found first.
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

/// How the answer to "can this side checkmate by any series of legal moves?" (6.9, 5.2.2) was
/// proven.
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

/// Can `winner` checkmate by some series of legal moves from `pos` (6.9, 5.2.2, A.5.3)? `None`
/// if not proven.
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
/// checkmating (5.1.1): the independent check of a [`Proof::Mate`].
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
