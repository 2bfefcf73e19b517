//! Replays a game and says, position by position, what Article 9 and Article 5 make of it:
//! how often each position has appeared, when a threefold repetition or the 50-move rule could
//! be claimed (9.2, 9.3) and by which written moves, when fivefold repetition or 75 moves drew
//! the game by themselves (9.6), and whether it ended in checkmate or stalemate (5.1.1, 5.2.1).

use std::collections::HashMap;

use shakmaty::fen::Epd;
use shakmaty::san::SanPlus;
use shakmaty::{Chess, EnPassantMode, Move, Position, Setup};

use super::reader::{self, MAX_PLIES, ReadError, side_of};
use super::same_position_key;
use crate::rules::Side;

/// Plies without pawn move or capture from which the 50-move rule may be claimed (9.3): 50
/// moves by each player.
pub const FIFTY_MOVES_PLIES: u32 = 100;

/// Plies without pawn move or capture that draw the game by themselves (9.6.2): 75 moves by
/// each player.
pub const SEVENTY_FIVE_MOVES_PLIES: u32 = 150;

/// A move of the game, as the scoresheet shows it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PlyRef {
    /// Its place in the game: 1 for the first move played from the start.
    pub ply: usize,
    /// Its move number.
    pub move_number: u32,
    /// Who played it.
    pub side: Side,
    /// The move in SAN, with `+` or `#`.
    pub san: String,
}

/// The position on the board as Article 5 sees it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BoardState {
    /// The side to move has a legal move.
    Ongoing,
    /// The side to move is checkmated (5.1.1, 5.1.2).
    Checkmate {
        /// Who gave mate.
        winner: Side,
    },
    /// The side to move has no legal move and is not in check (5.2.1).
    Stalemate,
}

/// One position of the game: the start or the one after a move.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PositionInfo {
    /// The move that led here; `None` for the starting position.
    pub after: Option<PlyRef>,
    /// How many times this position (9.2.3) has appeared so far, this time included.
    pub occurrence: u32,
    /// Plies since the last pawn move or capture (from the starting position's own count).
    pub halfmove_clock: u32,
    /// Checkmate, stalemate or play goes on.
    pub state: BoardState,
    /// 9.2.1.2: the side to move may claim a draw, the position having just appeared for at
    /// least the third time.
    pub threefold_on_board: bool,
    /// 9.2.1.1: the side to move has a move that would make a position appear for at least the
    /// third time, and may claim by writing it.
    pub threefold_by_move: bool,
    /// 9.3.2: the side to move may claim a draw, the last 50 moves by each player having been
    /// made without pawn move or capture.
    pub fifty_on_board: bool,
    /// 9.3.1: the side to move has a move (neither a pawn move nor a capture) that would
    /// complete the 50 moves, and may claim by writing it.
    pub fifty_by_move: bool,
    /// 9.6.1: the position has appeared at least five times.
    pub fivefold: bool,
    /// 9.6.2: at least 75 moves by each player without pawn move or capture, and the move that
    /// led here did not checkmate.
    pub seventy_five: bool,
    /// The game had already ended before this position (by 5.1.1, 5.2.1 or 9.6): the moves
    /// from there on do not count.
    pub after_end: bool,
}

/// One time a repeated position appeared.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Occurrence {
    /// Its index in [`GameAnalysis::positions`].
    pub index: usize,
    /// The move that led to it; `None` for the starting position.
    pub after: Option<PlyRef>,
}

/// A position that appeared more than once.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RepeatedPosition {
    /// The position as EPD (FEN without the move counters; the en passant square only when such
    /// a capture is legal, as 9.2.3.1 wants).
    pub epd: String,
    /// Each time it appeared, in order.
    pub occurrences: Vec<Occurrence>,
}

/// A move the side to move could write down to claim (9.2.1.1, 9.3.1), and what it would lead
/// to.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct WrittenMove {
    /// The move in SAN, with `+` or `#`.
    pub san: String,
    /// How many times the resulting position would then have appeared.
    pub occurrence: u32,
    /// The plies without pawn move or capture after it.
    pub halfmove_clock: u32,
    /// Whether it would checkmate or stalemate: a player would rather make such a move, and a
    /// game ends with it (5.1.1, 5.2.1).
    pub state: BoardState,
}

/// The claims open to the side to move in the last position, when the game has not ended.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FinalClaims {
    /// 9.2.1.2: the position on the board has appeared at least three times.
    pub threefold_on_board: bool,
    /// 9.2.1.1: the moves that would make a position appear for at least the third time.
    pub threefold_moves: Vec<WrittenMove>,
    /// 9.3.2: the last 50 moves by each player were made without pawn move or capture.
    pub fifty_on_board: bool,
    /// 9.3.1: the moves that would complete 50 moves by each player without pawn move or
    /// capture (empty when [`FinalClaims::fifty_on_board`] already holds or the count is short).
    pub fifty_moves: Vec<WrittenMove>,
}

/// Why the game ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Ending {
    /// Checkmate (5.1.1); it takes precedence over the 75 moves (9.6.2).
    Checkmate {
        /// Who gave mate.
        winner: Side,
    },
    /// Stalemate (5.2.1).
    Stalemate,
    /// The same position for the fifth time (9.6.1).
    FivefoldRepetition,
    /// 75 moves by each player without pawn move or capture (9.6.2).
    SeventyFiveMoves,
}

/// Where and why the game ended.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GameEnd {
    /// The index in [`GameAnalysis::positions`] of the position that ended it.
    pub index: usize,
    /// Every rule that ends it there (a stalemate can also complete the 75 moves).
    pub endings: Vec<Ending>,
}

/// What Articles 5 and 9 make of a game.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GameAnalysis {
    /// The starting position, then the position after each move.
    pub positions: Vec<PositionInfo>,
    /// The positions that appeared at least twice, in the order of their first appearance.
    pub repeated: Vec<RepeatedPosition>,
    /// The first position (index) at which a threefold repetition could be claimed on the board
    /// (9.2.1.2), up to the end of the game.
    pub first_threefold: Option<usize>,
    /// The first position at which one could be claimed by writing a move (9.2.1.1).
    pub first_threefold_by_move: Option<usize>,
    /// The first position at which the 50-move rule could be claimed on the board (9.3.2).
    pub first_fifty: Option<usize>,
    /// The first position at which it could be claimed by writing a move (9.3.1).
    pub first_fifty_by_move: Option<usize>,
    /// The position at which a fivefold repetition drew the game (9.6.1).
    pub fivefold: Option<usize>,
    /// The position at which 75 moves drew the game (9.6.2).
    pub seventy_five: Option<usize>,
    /// Where and why the game ended, if it did.
    pub end: Option<GameEnd>,
    /// The plies without pawn move or capture in the last position.
    pub halfmove_clock: u32,
    /// The last position's state.
    pub state: BoardState,
    /// The claims open in the last position; `None` when the game had ended.
    pub final_claims: Option<FinalClaims>,
}

/// Why a list of moves could not be analysed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum AnalysisError {
    /// The move at this ply (1 = first) is not legal in its position.
    IllegalMove {
        /// The ply.
        ply: usize,
    },
    /// More than [`MAX_PLIES`] moves.
    TooManyPlies,
}

fn board_state(pos: &Chess) -> BoardState {
    if !pos.legal_moves().is_empty() {
        BoardState::Ongoing
    } else if pos.is_check() {
        BoardState::Checkmate {
            winner: side_of(pos.turn().other()),
        }
    } else {
        BoardState::Stalemate
    }
}

/// The moves the side to move in `pos` could write to claim: those that make a position appear
/// a third time (9.2.1.1) and those that complete 50 moves each (9.3.1). `seen` counts the
/// positions so far.
fn written_claims(pos: &Chess, seen: &HashMap<Setup, u32>) -> (Vec<WrittenMove>, Vec<WrittenMove>) {
    let mut threefold = Vec::new();
    let mut fifty = Vec::new();
    for m in pos.legal_moves() {
        // A pawn move or capture makes a position that never appeared before and resets the
        // count: it can serve neither claim.
        if m.is_zeroing() {
            continue;
        }
        let mut after = pos.clone();
        let san = SanPlus::from_move_and_play_unchecked(&mut after, m).to_string();
        let occurrence = seen.get(&same_position_key(&after)).copied().unwrap_or(0) + 1;
        let clock = after.halfmoves();
        let reaches_three = occurrence >= 3;
        let completes_fifty = clock >= FIFTY_MOVES_PLIES && pos.halfmoves() < FIFTY_MOVES_PLIES;
        if !(reaches_three || completes_fifty) {
            continue;
        }
        let written = WrittenMove {
            san,
            occurrence,
            halfmove_clock: clock,
            state: board_state(&after),
        };
        if reaches_three {
            threefold.push(written.clone());
        }
        if completes_fifty {
            fifty.push(written);
        }
    }
    // Move generation order means nothing to a reader: alphabetical by SAN.
    threefold.sort_by(|a, b| a.san.cmp(&b.san));
    fifty.sort_by(|a, b| a.san.cmp(&b.san));
    (threefold, fifty)
}

/// Replays `moves` from `start` and analyses every position (see [`GameAnalysis`]).
pub fn analyse(start: Chess, moves: &[Move]) -> Result<GameAnalysis, AnalysisError> {
    if moves.len() > MAX_PLIES {
        return Err(AnalysisError::TooManyPlies);
    }
    let mut pos = start;
    let mut seen: HashMap<Setup, u32> = HashMap::new();
    let mut first_seen: Vec<(Setup, Vec<usize>)> = Vec::new();
    let mut slot: HashMap<Setup, usize> = HashMap::new();
    let mut positions: Vec<PositionInfo> = Vec::with_capacity(moves.len() + 1);
    let mut epds: Vec<String> = Vec::new();
    let mut end: Option<GameEnd> = None;
    let mut final_claims = None;
    let mut ply_ref: Option<PlyRef> = None;
    for ply in 0..=moves.len() {
        let key = same_position_key(&pos);
        let occurrence = {
            let n = seen.entry(key.clone()).or_insert(0);
            *n += 1;
            *n
        };
        match slot.get(&key) {
            Some(&s) => first_seen[s].1.push(ply),
            None => {
                slot.insert(key.clone(), first_seen.len());
                first_seen.push((key, vec![ply]));
                epds.push(Epd::from_position(&pos, EnPassantMode::Legal).to_string());
            }
        }
        let clock = pos.halfmoves();
        let state = board_state(&pos);
        let ongoing = state == BoardState::Ongoing;
        let (threefold_moves, fifty_moves) = if ongoing {
            written_claims(&pos, &seen)
        } else {
            (Vec::new(), Vec::new())
        };
        let info = PositionInfo {
            after: ply_ref.take(),
            occurrence,
            halfmove_clock: clock,
            state,
            threefold_on_board: ongoing && occurrence >= 3,
            threefold_by_move: !threefold_moves.is_empty(),
            fifty_on_board: ongoing && clock >= FIFTY_MOVES_PLIES,
            fifty_by_move: !fifty_moves.is_empty(),
            fivefold: occurrence >= 5,
            seventy_five: clock >= SEVENTY_FIVE_MOVES_PLIES && !matches!(state, BoardState::Checkmate { .. }),
            after_end: end.is_some(),
        };
        if end.is_none() {
            let mut endings = Vec::new();
            match state {
                BoardState::Checkmate { winner } => endings.push(Ending::Checkmate { winner }),
                BoardState::Stalemate => endings.push(Ending::Stalemate),
                BoardState::Ongoing => {}
            }
            if info.fivefold {
                endings.push(Ending::FivefoldRepetition);
            }
            if info.seventy_five {
                endings.push(Ending::SeventyFiveMoves);
            }
            if !endings.is_empty() {
                end = Some(GameEnd { index: ply, endings });
            }
        }
        if ply == moves.len() && end.is_none() {
            final_claims = Some(FinalClaims {
                threefold_on_board: info.threefold_on_board,
                threefold_moves,
                fifty_on_board: info.fifty_on_board,
                fifty_moves,
            });
        }
        positions.push(info);

        if let Some(&m) = moves.get(ply) {
            if !pos.is_legal(m) {
                return Err(AnalysisError::IllegalMove { ply: ply + 1 });
            }
            let move_number = pos.fullmoves().get();
            let side = side_of(pos.turn());
            let san = SanPlus::from_move_and_play_unchecked(&mut pos, m).to_string();
            ply_ref = Some(PlyRef {
                ply: ply + 1,
                move_number,
                side,
                san,
            });
        }
    }

    let repeated = first_seen
        .into_iter()
        .zip(epds)
        .filter(|((_, at), _)| at.len() >= 2)
        .map(|((_, at), epd)| RepeatedPosition {
            epd,
            occurrences: at
                .into_iter()
                .map(|index| Occurrence {
                    index,
                    after: positions[index].after.clone(),
                })
                .collect(),
        })
        .collect();
    // Up to the end of the game: what came after it does not count.
    let last_counted = end.as_ref().map_or(positions.len(), |e| e.index + 1);
    let first = |f: fn(&PositionInfo) -> bool| positions[..last_counted].iter().position(f);
    let last = positions.last().map(|p| (p.halfmove_clock, p.state));
    let (halfmove_clock, state) = last.unwrap_or((0, BoardState::Ongoing));
    Ok(GameAnalysis {
        first_threefold: first(|p| p.threefold_on_board),
        first_threefold_by_move: first(|p| p.threefold_by_move),
        first_fifty: first(|p| p.fifty_on_board),
        first_fifty_by_move: first(|p| p.fifty_by_move),
        fivefold: first(|p| p.fivefold),
        seventy_five: first(|p| p.seventy_five),
        end,
        halfmove_clock,
        state,
        final_claims,
        repeated,
        positions,
    })
}

/// Reads a move list (see [`reader::read_game`]) and analyses it.
pub fn analyse_text(text: &str, fen: Option<&str>) -> Result<GameAnalysis, ReadError> {
    let game = reader::read_game(text, fen)?;
    // The reader checked every move and the number of plies, so neither error can come back;
    // were one to, it is still told as data.
    analyse(game.start, &game.moves).map_err(|e| ReadError {
        kind: match e {
            AnalysisError::TooManyPlies => reader::ReadErrorKind::TooManyPlies,
            AnalysisError::IllegalMove { .. } => reader::ReadErrorKind::Illegal {
                legal: Vec::new(),
                legal_count: 0,
            },
        },
        at: None,
    })
}
