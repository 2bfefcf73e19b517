//! The crosstable of a finished event: what every player did in every round, the games played
//! and the unplayed rounds (byes and forfeits, C.07 2023 Art. 16), and the scores they give.

/// One point, in the quarter points a crosstable counts in (a win 4, a draw 2, a loss 0).
pub const POINT: u32 = 4;

/// What a player did in one round.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Entry {
    /// A game played: the opponent, the colour, the player's result in quarters (4, 2, 0).
    Game {
        /// The opponent's index.
        opponent: usize,
        /// True if the player had White.
        white: bool,
        /// The player's result in quarter points.
        result: u32,
    },
    /// A game paired but not played: one side did not appear (an unplayed round, C.07-16).
    Forfeit {
        /// The opponent's index.
        opponent: usize,
        /// True for the player who appeared (a win's points).
        won: bool,
    },
    /// The pairing-allocated bye: a win's points (C.04.1 c), an unplayed round (C.07-16).
    Pab,
    /// A requested half-point bye: a voluntarily unplayed round (C.07-16).
    HalfBye,
}

impl Entry {
    /// Points awarded, in quarters.
    pub fn awarded(self) -> u32 {
        match self {
            Entry::Game { result, .. } => result,
            Entry::Forfeit { won, .. } => {
                if won {
                    POINT
                } else {
                    0
                }
            }
            Entry::Pab => POINT,
            Entry::HalfBye => POINT / 2,
        }
    }

    /// True for a game actually played.
    pub fn played(self) -> bool {
        matches!(self, Entry::Game { .. })
    }

    /// True for a round the player chose not to play (a requested bye), which a cut drops first
    /// (C.07-16).
    pub fn voluntary(self) -> bool {
        self == Entry::HalfBye
    }
}

/// A finished event.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Crosstable {
    /// Number of players.
    pub players: usize,
    /// Number of rounds.
    pub rounds: usize,
    /// `rows[p][r]`: what player `p` did in round `r + 1`.
    pub rows: Vec<Vec<Entry>>,
}

impl Crosstable {
    /// Final score in quarter points: the points awarded, played or not.
    pub fn score(&self, p: usize) -> u32 {
        self.rows[p].iter().map(|e| e.awarded()).sum()
    }

    /// Score before round `r` (from 1), in quarters.
    pub fn score_before(&self, p: usize, r: usize) -> u32 {
        self.rows[p][..r - 1].iter().map(|e| e.awarded()).sum()
    }

    /// The player who lost a game by forfeit, if any.
    pub fn forfeiter(&self) -> Option<usize> {
        (0..self.players).find(|&p| {
            self.rows[p]
                .iter()
                .any(|e| matches!(e, Entry::Forfeit { won: false, .. }))
        })
    }
}
