//! Draws by repetition and by the 50- and 75-move rules (9.2, 9.3, 9.6) and the judging of a
//! claim (9.5): the status of a count, of a game given as positions or as a move list, and which
//! positions repeat. [`reader`] reads a pasted move list or PGN game; [`analysis`] says for every
//! position of it what Articles 5 and 9 allow.

pub mod analysis;
mod read_error;
pub mod reader;
mod tokens;

pub use analysis::{
    AnalysisError, BoardState, Ending, FinalClaims, GameAnalysis, GameEnd, Occurrence, PlyRef, PositionInfo,
    RepeatedPosition, WrittenMove, analyse, analyse_text,
};
pub use reader::{FenProblem, ReadError, ReadErrorKind, ReadGame, ResultToken, TokenAt, read_game};

use shakmaty::{Chess, EnPassantMode, Move, Position, Setup};

use super::time_control::Pace;

/// What the Laws say about a repetition count, a move count or a claim.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Status {
    /// No claim is possible yet; play goes on.
    NothingYet,
    /// The player having the move may claim; without a claim play goes on (9.2, 9.3).
    Claimable,
    /// The game is drawn without a claim; the arbiter steps in (9.6).
    Automatic,
    /// The claim is correct: draw (9.5.2).
    CorrectClaim,
    /// The claim is incorrect: the opponent gets this many minutes; play goes on (9.5.3, A.3).
    IncorrectClaim(u32),
}

/// Occurrences of the same position, nobody claiming: 3 or 4 can be claimed (9.2), 5 or more
/// ends the game (9.6.1).
pub fn repetition_status(occurrences: u32) -> Status {
    match occurrences {
        0..=2 => Status::NothingYet,
        3..=4 => Status::Claimable,
        _ => Status::Automatic,
    }
}

/// Moves by each player without pawn move or capture, nobody claiming: 50 can be claimed (9.3),
/// 75 ends the game (9.6.2).
pub fn moves_status(moves: u32) -> Status {
    match moves {
        0..=49 => Status::NothingYet,
        50..=74 => Status::Claimable,
        _ => Status::Automatic,
    }
}

/// A claim by the player having the move, judged on the real count (9.5.2, 9.5.3): correct, or
/// the opponent gets 2 minutes, 1 in rapid and blitz (A.3, B.3).
pub fn claim_status(correct: bool, pace: Pace) -> Status {
    if correct {
        Status::CorrectClaim
    } else {
        Status::IncorrectClaim(pace.penalty_minutes())
    }
}

/// A repetition claim by the player having the move, on the number of times the position has
/// appeared (9.2.2): correct from three.
pub fn judge_repetition_claim(occurrences: u32, pace: Pace) -> Status {
    claim_status(occurrences >= 3, pace)
}

/// A 50-move claim, on the moves by each player without pawn move or capture (9.3.2): correct
/// from 50.
pub fn judge_fifty_move_claim(moves: u32, pace: Pace) -> Status {
    claim_status(moves >= 50, pace)
}

/// What makes two positions the same (9.2.3): the same player to move, pieces of the same kind
/// and colour on the same squares, and the same possible moves: the castling rights (lost only
/// when king or rook moves, 9.2.3.2) and an en passant capture only when it is possible
/// (9.2.3.1). The move counters do not count.
pub fn same_position_key(pos: &Chess) -> Setup {
    let mut setup = pos.to_setup(EnPassantMode::Legal);
    setup.halfmoves = 0;
    setup.fullmoves = std::num::NonZeroU32::MIN;
    setup
}

/// For each position of a game, how many times it has appeared so far, itself included.
pub fn occurrences<K: PartialEq>(positions: &[K]) -> Vec<u32> {
    (0..positions.len())
        .map(|i| {
            let n = positions[..=i].iter().filter(|p| **p == positions[i]).count();
            u32::try_from(n).unwrap_or(u32::MAX)
        })
        .collect()
}

/// The positions that appear at least `times` times, each as the indices of its occurrences, in
/// the order of their first occurrence.
pub fn repeated<K: PartialEq>(positions: &[K], times: u32) -> Vec<Vec<usize>> {
    let mut out: Vec<Vec<usize>> = Vec::new();
    for (i, p) in positions.iter().enumerate() {
        if positions[..i].contains(p) {
            continue;
        }
        let at: Vec<usize> = (i..positions.len()).filter(|&j| positions[j] == *p).collect();
        if at.len() as u64 >= u64::from(times) {
            out.push(at);
        }
    }
    out
}

/// A game as the arbiter checks it: every position from `start`, and the moves made since the
/// last pawn move or capture.
#[derive(Debug, Clone)]
pub struct Record {
    /// The position keys (see [`same_position_key`]), the starting one first.
    pub positions: Vec<Setup>,
    /// Plies since the last pawn move or capture (counting from `start`'s own counter).
    pub plies_without_pawn_or_capture: u32,
}

impl Record {
    /// Play `moves` from `start`; `None` if one of them is illegal.
    pub fn replay(start: &Chess, moves: &[Move]) -> Option<Record> {
        let mut pos = start.clone();
        let mut positions = vec![same_position_key(&pos)];
        for m in moves {
            if !pos.is_legal(*m) {
                return None;
            }
            pos.play_unchecked(*m);
            positions.push(same_position_key(&pos));
        }
        Some(Record {
            positions,
            plies_without_pawn_or_capture: pos.halfmoves(),
        })
    }

    /// How many times the current position has appeared (9.2.2).
    pub fn current_occurrences(&self) -> u32 {
        occurrences(&self.positions).last().copied().unwrap_or(0)
    }

    /// Moves by each player without pawn move or capture (9.3): whole pairs of plies.
    pub fn moves_each(&self) -> u32 {
        self.plies_without_pawn_or_capture / 2
    }

    /// The status of the game with nobody claiming: fivefold repetition or 75 moves end it
    /// (9.6), threefold repetition or 50 moves may be claimed (9.2, 9.3).
    pub fn status(&self) -> Status {
        let repetition = repetition_status(self.current_occurrences());
        let moves = moves_status(self.moves_each());
        match (repetition, moves) {
            (Status::Automatic, _) | (_, Status::Automatic) => Status::Automatic,
            (Status::Claimable, _) | (_, Status::Claimable) => Status::Claimable,
            _ => Status::NothingYet,
        }
    }
}

#[cfg(test)]
mod analysis_tests;
#[cfg(test)]
mod python_chess;
#[cfg(test)]
mod reader_tests;
#[cfg(test)]
mod tests;
