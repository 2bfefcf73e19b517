//! The basic rules every FIDE Swiss system shares (C.04.1, Basic rules for Swiss Systems, in
//! the version in force until 31 January 2026): colours, rounds as played, rematches, the
//! pairing-allocated bye and its points, and when a colour may be given.
//!
//! The lettered rules of C.04.1 that this module states: b (no rematch), c (the
//! pairing-allocated bye, PAB, scores a win), f (colour difference within ±2) and g (never the
//! same colour three times running). Scores are in half points.

/// A colour a player has in a game.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Colour {
    /// White.
    White,
    /// Black.
    Black,
}

impl Colour {
    /// The other colour.
    pub fn other(self) -> Colour {
        match self {
            Colour::White => Colour::Black,
            Colour::Black => Colour::White,
        }
    }
}

/// Points of the pairing-allocated bye, in half points: as many as a win (C.04.1 c), unless
/// the regulations of the tournament state otherwise.
pub const PAB_HALF_POINTS: u32 = 2;

/// One round as played: boards (White, Black, White's result in half points) and the PAB.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Round {
    /// Boards: White, Black (indexes from 0), White's points in half points (2, 1, 0).
    pub boards: Vec<(usize, usize, u32)>,
    /// The player who received the pairing-allocated bye (a win's points, C.04.1 c), if any.
    pub bye: Option<usize>,
    /// Players not paired at their request (half-point or zero-point byes), with the points
    /// awarded in half points.
    pub absent: Vec<(usize, u32)>,
}

impl Round {
    /// Whether `p` and `q` played each other in this round.
    pub fn paired(&self, p: usize, q: usize) -> bool {
        self.boards
            .iter()
            .any(|&(w, b, _)| (w == p && b == q) || (w == q && b == p))
    }
}

/// A pairing made for a round: boards (White, Black) in board order and the PAB.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Pairing {
    /// Boards, White first.
    pub boards: Vec<(usize, usize)>,
    /// The player who gets the pairing-allocated bye.
    pub bye: Option<usize>,
}

/// The round (counted from 1) in which `p` and `q` met, if they have: two players shall not
/// play against each other more than once (C.04.1 b).
pub fn first_meeting(rounds: &[Round], p: usize, q: usize) -> Option<usize> {
    rounds.iter().position(|r| r.paired(p, q)).map(|i| i + 1)
}

/// The colour difference of a player whose played games had these colours: games with White
/// minus games with Black (the quantity C.04.1 f bounds; defined in C.04.3 A.6).
pub fn colour_difference(played: &[Colour]) -> i32 {
    played
        .iter()
        .map(|&c| if c == Colour::White { 1 } else { -1 })
        .sum()
}

/// Whether a player whose played games had these colours may be given `next`: the colour
/// difference stays within ±2 (C.04.1 f) and no colour comes three times in a row (C.04.1 g).
/// (Each system may make exceptions in the last round; the Dutch system does for topscorers.)
pub fn colour_allowed(played: &[Colour], next: Colour) -> bool {
    let cd = colour_difference(played) + if next == Colour::White { 1 } else { -1 };
    let twice = played.len() >= 2 && played[played.len() - 2..].iter().all(|&c| c == next);
    cd.abs() <= 2 && !twice
}

#[cfg(test)]
mod tests {
    //! Cases constructed on the lettered rules of C.04.1 (the chapter gives no worked examples).

    use super::Colour::{Black as B, White as W};
    use super::*;

    /// C.04.1 f: after White, White the difference is +2; a third White would make it +3.
    /// C.04.1 g: White twice running forbids White, even when the difference allows it.
    #[test]
    fn colours_within_plus_minus_two_and_never_three_in_a_row() {
        assert_eq!(colour_difference(&[W, W]), 2);
        assert!(!colour_allowed(&[W, W], W));
        assert!(colour_allowed(&[W, W], B));
        // B, W, W: difference +1, but White twice running (g).
        assert_eq!(colour_difference(&[B, W, W]), 1);
        assert!(!colour_allowed(&[B, W, W], W));
        // W, B, W, W, B: difference +1, last two W then B: White allowed (+2), Black too.
        assert!(colour_allowed(&[W, B, W, W, B], W));
        assert!(colour_allowed(&[W, B, W, W, B], B));
        // W, W, B, B: difference 0 but Black twice running.
        assert!(!colour_allowed(&[W, W, B, B], B));
        // W, B, W, W: difference +2 (f) and White twice running (g): only Black.
        assert!(!colour_allowed(&[W, B, W, W], W));
        // A player with no game may have either colour.
        assert!(colour_allowed(&[], W) && colour_allowed(&[], B));
    }

    /// C.04.1 b and c: the round in which two players met, and the points of the PAB.
    #[test]
    fn rematches_and_the_pairing_allocated_bye() {
        let rounds = [
            Round {
                boards: vec![(0, 3, 2), (4, 1, 1)],
                bye: Some(2),
                absent: Vec::new(),
            },
            Round {
                boards: vec![(2, 0, 0), (1, 3, 2)],
                bye: Some(4),
                absent: Vec::new(),
            },
        ];
        assert_eq!(first_meeting(&rounds, 3, 0), Some(1));
        assert_eq!(first_meeting(&rounds, 0, 2), Some(2));
        assert_eq!(first_meeting(&rounds, 0, 1), None);
        assert_eq!(PAB_HALF_POINTS, 2, "a win's points");
    }
}
