//! Engine `illegal-move`: completed illegal moves (7.5), in standard play and in rapid and
//! blitz without full supervision (A.3, A.5.2, B.3), asked from `rules::illegal_move` and worded
//! from `engine-illegal-move.ftl`. Three kinds of question:
//!
//! - **penalty** (`penalty.rs`): the first illegal move gives the opponent 2 minutes (standard)
//!   or 1 (rapid, and blitz via B.3); the second by the same player loses, or draws if the
//!   opponent cannot checkmate by any series of legal moves; in rapid and blitz, once the
//!   opponent has made his next move the illegal move stands and nobody can penalise it (A.5.2);
//! - **restore** (`restore.rs`): a position and three moves, one of them illegal; which position
//!   is restored (7.5.1), or does the illegal move stand (A.5.2)?
//! - **castling** (`castling.rs`): a position with king and rook on their squares; is the
//!   castling legal (3.8.2), and what follows? Castling with both hands is penalised as an
//!   illegal move (7.5.4); whether a *legal* castling made with both hands is taken back is
//!   unsettled (see the ruling `mv-illegal-castling-with-two-hands`), so no option asserts
//!   either way.
//!
//! Fully supervised blitz is never generated: whether its penalty is 1 or 2 minutes is not
//! settled by the text of the Laws.

mod castling;
mod penalty;
mod restore;

use rand::Rng;
use shakmaty::Color;

use super::{Pace, Side, rng};
use crate::quiz::Question;
pub use crate::rules::illegal_move::Consequence as Ruling;
pub use crate::rules::illegal_move::castling::Castle;
use crate::rules::illegal_move::{Incident, Irregularity, Occurrence, Supervision, consequence};

/// Topic id.
pub const TOPIC: &str = "illegal-move";

/// The ruling under 7.5.5 (with A.3/A.5.2/B.3 for rapid and blitz, never fully supervised here)
/// for the `nth` completed illegal move of the same player, given whether the opponent can
/// checkmate by some series of moves and whether he has already made his next move when it
/// comes to light.
pub fn ruling(pace: Pace, nth: u32, opponent_can_mate: bool, opponent_moved: bool) -> Ruling {
    decide(
        pace,
        Irregularity::IllegalMove,
        nth,
        opponent_can_mate,
        opponent_moved,
    )
}

/// The decision of `rules::illegal_move` on an incident in a game without full supervision in
/// rapid and blitz (A.5, B.3), as every question of this engine sets it.
fn decide(
    pace: Pace,
    irregularity: Irregularity,
    nth: u32,
    opponent_can_mate: bool,
    opponent_moved: bool,
) -> Ruling {
    consequence(&Incident {
        pace,
        supervision: Supervision::Limited,
        irregularity,
        occurrence: Occurrence::nth(nth),
        opponent_moved,
        opponent_can_mate,
    })
}

/// A clock for a restore or castling question in `pace`.
fn clock_for(rng: &mut rand_chacha::ChaCha8Rng, pace: Pace) -> (u32, u32) {
    match pace {
        Pace::Standard => super::pick(rng, &[(90, 30), (120, 30), (90, 0)]),
        Pace::Rapid => super::pick(rng, &[(15, 10), (25, 10), (20, 0)]),
        Pace::Blitz => super::pick(rng, &[(3, 2), (5, 0), (5, 3)]),
    }
}

fn side(c: Color) -> Side {
    match c {
        Color::White => Side::White,
        Color::Black => Side::Black,
    }
}

/// The question for `seed`: a penalty, a restore or a castling question.
pub fn question(seed: u64) -> Question {
    let mut rng = rng(seed);
    match rng.random_range(0..10) {
        0..=3 => {
            let s = penalty::scenario(&mut rng);
            penalty::question(seed, &s, &mut rng)
        }
        4..=6 => {
            let r = restore::scenario(&mut rng);
            restore::question(seed, &r, &mut rng)
        }
        _ => {
            let c = castling::scenario(&mut rng);
            castling::question(seed, &c, &mut rng)
        }
    }
}

#[cfg(test)]
mod tests;
