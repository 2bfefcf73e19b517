//! The crosstable of a finished event: what every player did in every round, the games played
//! and the unplayed rounds (byes, forfeits and absences, C.07 2023 Art. 16), and the scores they
//! give: the points awarded, and the score an opponent's tie-breaks count (Art. 16.3).

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
    /// A full-point bye that is not the pairing-allocated one (TRF code `F`): a win's points,
    /// an unplayed round that is not voluntary (it scores a win).
    FullBye,
    /// A requested zero-point bye (TRF code `Z`): a voluntarily unplayed round.
    ZeroBye,
    /// Not paired and no bye recorded (TRF: no opponent and no result, e.g. after a
    /// withdrawal): no points, counted like a zero-point bye, a voluntarily unplayed round.
    Absent,
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
            Entry::Pab | Entry::FullBye => POINT,
            Entry::HalfBye => POINT / 2,
            Entry::ZeroBye | Entry::Absent => 0,
        }
    }

    /// True for a game actually played.
    pub fn played(self) -> bool {
        matches!(self, Entry::Game { .. })
    }

    /// True for a voluntarily unplayed round (VUR, C.07-16): an unplayed round that did not
    /// score a win — a requested half- or zero-point bye, an absence, or a forfeit lost. Cuts
    /// drop these first (16.5). A forfeit loss is one: the FIDE Technical Commission's
    /// TieBreakServer marks every unplayed round that is not a win as a VUR, and the
    /// implementations that quote Art. 16.1.2 read it as "a requested bye or a forfeit loss".
    pub fn voluntary(self) -> bool {
        match self {
            Entry::HalfBye | Entry::ZeroBye | Entry::Absent => true,
            Entry::Forfeit { won, .. } => !won,
            Entry::Game { .. } | Entry::Pab | Entry::FullBye => false,
        }
    }

    /// True for a requested bye or an absence: an unplayed round without a scheduled opponent
    /// that the player did not win. Only these become draws in the score an opponent counts
    /// (C.07-16.3, see [`Crosstable::adjusted_score`]).
    pub fn requested_bye(self) -> bool {
        matches!(self, Entry::HalfBye | Entry::ZeroBye | Entry::Absent)
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

    /// The score of `p` as his opponents' Buchholz and Sonneborn-Berger count it (C.07-16.3):
    /// the points awarded, except that a requested bye or absence followed only by voluntarily
    /// unplayed rounds (category 16.2.5: the player did not come back to play) counts as a draw.
    /// A half-point bye is a draw already; a zero-point bye or absence at the end of the event
    /// counts ½ instead of 0. The FIDE Technical Commission's TieBreakServer does this ("16.3.2
    /// Unplayed rounds of category 16.2.5 are evaluated as draws").
    pub fn adjusted_score(&self, p: usize) -> u32 {
        let row = &self.rows[p];
        // Rounds from `back` on are all voluntarily unplayed.
        let back = row.iter().rposition(|e| !e.voluntary()).map_or(0, |r| r + 1);
        row.iter()
            .enumerate()
            .map(|(r, e)| {
                if r >= back && e.requested_bye() {
                    POINT / 2
                } else {
                    e.awarded()
                }
            })
            .sum()
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
