//! Reading a FIDE Tournament Report File (TRF-16, the format Swiss-Manager and Vega export)
//! into checked data: the event's header, its players and what each did in each round, with
//! every problem found reported by line and column, and the conversion to the tie-break
//! crosstable.
//!
//! Columns count characters, from 1, as the TRF-16 description numbers them: in a player
//! ("001") line the start number is in columns 5–8, the name 15–47, the rating 49–52, the
//! federation 54–56, the FIDE id 58–68, the birth date 70–79, the points 81–84, the rank
//! 86–89, and round `n` takes columns `92 + 10(n − 1)` on: the opponent's start number (4),
//! a space, the colour (`w`, `b`, `-`), a space, the result. A file that is not UTF-8 is read
//! as Latin-1.

mod check;
mod parse;
mod problem;
#[cfg(test)]
mod tests;

pub use parse::parse;
pub use problem::{Field, ParseErrors, Problem, ProblemKind};

use crate::rules::Side;
use crate::rules::tie_breaks::{Crosstable, Entry, POINT};

/// The largest file read, in bytes.
pub const MAX_BYTES: usize = 1_048_576;
/// The most players in a file.
pub const MAX_PLAYERS: usize = 2_000;
/// The most rounds in a file.
pub const MAX_ROUNDS: usize = 30;

/// The result of a game played over the board, from one player's side.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum GameResult {
    /// Won.
    Win,
    /// Drawn.
    Draw,
    /// Lost.
    Loss,
}

impl GameResult {
    /// Points in quarters.
    pub fn quarters(self) -> u32 {
        match self {
            GameResult::Win => POINT,
            GameResult::Draw => POINT / 2,
            GameResult::Loss => 0,
        }
    }

    /// The opponent's result.
    pub fn other(self) -> GameResult {
        match self {
            GameResult::Win => GameResult::Loss,
            GameResult::Draw => GameResult::Draw,
            GameResult::Loss => GameResult::Win,
        }
    }
}

/// What a player did in one round, as the file records it. Opponents are start numbers.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RoundEntry {
    /// A game played (`1 = 0`, or `W D L` for one played but not to be rated).
    Played {
        /// The opponent's start number.
        opponent: u32,
        /// The player's colour.
        colour: Side,
        /// The player's result.
        result: GameResult,
        /// False for `W D L`: played, not to be rated.
        rated: bool,
    },
    /// A forfeit won (`+`): the opponent did not appear.
    ForfeitWin {
        /// The opponent's start number.
        opponent: u32,
        /// The colour paired, if recorded.
        colour: Option<Side>,
    },
    /// A forfeit lost (`-` with an opponent).
    ForfeitLoss {
        /// The opponent's start number.
        opponent: u32,
        /// The colour paired, if recorded.
        colour: Option<Side>,
    },
    /// The pairing-allocated bye (`U`), a full point.
    PairingBye,
    /// A half-point bye (`H`).
    HalfBye,
    /// A full-point bye (`F`).
    FullBye,
    /// A zero-point bye (`Z`).
    ZeroBye,
    /// Not paired, no result (an empty block, or `0000` with a blank or `-` result).
    NotPaired,
    /// Paired and not yet played (a blank or `*` result with an opponent).
    Paired {
        /// The opponent's start number.
        opponent: u32,
        /// The colour paired, if recorded.
        colour: Option<Side>,
    },
}

impl RoundEntry {
    /// Points awarded, in quarters (a game still to play has none yet).
    pub fn quarters(self) -> u32 {
        match self {
            RoundEntry::Played { result, .. } => result.quarters(),
            RoundEntry::ForfeitWin { .. } | RoundEntry::PairingBye | RoundEntry::FullBye => POINT,
            RoundEntry::HalfBye => POINT / 2,
            RoundEntry::ForfeitLoss { .. }
            | RoundEntry::ZeroBye
            | RoundEntry::NotPaired
            | RoundEntry::Paired { .. } => 0,
        }
    }

    /// The opponent's start number, for a round paired against a player.
    pub fn opponent(self) -> Option<u32> {
        match self {
            RoundEntry::Played { opponent, .. }
            | RoundEntry::ForfeitWin { opponent, .. }
            | RoundEntry::ForfeitLoss { opponent, .. }
            | RoundEntry::Paired { opponent, .. } => Some(opponent),
            _ => None,
        }
    }

    /// The colour, where one was recorded.
    pub fn colour(self) -> Option<Side> {
        match self {
            RoundEntry::Played { colour, .. } => Some(colour),
            RoundEntry::ForfeitWin { colour, .. }
            | RoundEntry::ForfeitLoss { colour, .. }
            | RoundEntry::Paired { colour, .. } => colour,
            _ => None,
        }
    }
}

/// A player ("001" line).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Player {
    /// The 1-based line of the file.
    pub line: usize,
    /// Start number.
    pub start: u32,
    /// Sex (column 10), if given.
    pub sex: Option<char>,
    /// Title (columns 11–13), possibly empty.
    pub title: String,
    /// Name, trimmed.
    pub name: String,
    /// FIDE rating; `None` for unrated (blank or 0).
    pub rating: Option<u32>,
    /// Federation, possibly empty.
    pub fed: String,
    /// FIDE id, if given.
    pub fide_id: Option<u64>,
    /// Birth date as written, possibly empty.
    pub birth: String,
    /// The points the file declares, in quarters.
    pub points_declared: Option<u32>,
    /// The rank the file declares.
    pub rank_declared: Option<u32>,
    /// What the player did in each round, from round 1; every player has as many entries as
    /// the file has rounds recorded ([`Tournament::rounds_recorded`]).
    pub games: Vec<RoundEntry>,
}

impl Player {
    /// The points the rounds give, in quarters.
    pub fn points(&self) -> u32 {
        self.games.iter().map(|g| g.quarters()).sum()
    }
}

/// A tournament read from a TRF file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Tournament {
    /// Name ("012"), possibly empty.
    pub name: String,
    /// Start and end dates ("042", "052") as written.
    pub start_date: Option<String>,
    /// End date ("052").
    pub end_date: Option<String>,
    /// Number of players the header declares ("062").
    pub players_declared: Option<u32>,
    /// Type of tournament ("092").
    pub kind: Option<String>,
    /// Time control ("122").
    pub time_control: Option<String>,
    /// Round dates ("132"), one per round.
    pub round_dates: Vec<String>,
    /// Number of rounds of the event: the largest of the "XXR" line, the round dates and the
    /// rounds recorded.
    pub rounds: usize,
    /// Players, by start number.
    pub players: Vec<Player>,
    /// What looks wrong but does not stop the reading (declared points that differ from the
    /// results).
    pub warnings: Vec<Problem>,
}

impl Tournament {
    /// Rounds with something recorded (every player's `games` has this many entries).
    pub fn rounds_recorded(&self) -> usize {
        self.players.first().map_or(0, |p| p.games.len())
    }

    /// The leading rounds in which no game is still to be played: the rounds the crosstable
    /// holds.
    pub fn rounds_complete(&self) -> usize {
        (0..self.rounds_recorded())
            .find(|&r| {
                self.players
                    .iter()
                    .any(|p| matches!(p.games.get(r), Some(RoundEntry::Paired { .. })))
            })
            .unwrap_or(self.rounds_recorded())
    }

    /// The index of a start number in [`Tournament::players`].
    pub fn index_of(&self, start: u32) -> Option<usize> {
        self.players.binary_search_by_key(&start, |p| p.start).ok()
    }

    /// Ratings by player index, 0 for unrated: the ratings [`crate::rules::tie_breaks::compute`]
    /// takes.
    pub fn ratings(&self) -> Vec<u32> {
        self.players.iter().map(|p| p.rating.unwrap_or(0)).collect()
    }

    /// The crosstable of the complete rounds ([`Tournament::rounds_complete`]); player `i` of
    /// the crosstable is `players[i]`.
    pub fn crosstable(&self) -> Crosstable {
        let rounds = self.rounds_complete();
        let idx = |s: u32| self.index_of(s).unwrap_or(0);
        let rows = self
            .players
            .iter()
            .map(|p| {
                p.games[..rounds]
                    .iter()
                    .map(|g| match *g {
                        RoundEntry::Played {
                            opponent,
                            colour,
                            result,
                            ..
                        } => Entry::Game {
                            opponent: idx(opponent),
                            white: colour == Side::White,
                            result: result.quarters(),
                        },
                        RoundEntry::ForfeitWin { opponent, .. } => Entry::Forfeit {
                            opponent: idx(opponent),
                            won: true,
                        },
                        RoundEntry::ForfeitLoss { opponent, .. } => Entry::Forfeit {
                            opponent: idx(opponent),
                            won: false,
                        },
                        RoundEntry::PairingBye => Entry::Pab,
                        RoundEntry::HalfBye => Entry::HalfBye,
                        RoundEntry::FullBye => Entry::FullBye,
                        RoundEntry::ZeroBye => Entry::ZeroBye,
                        // A pairing still to play is outside the complete rounds.
                        RoundEntry::NotPaired | RoundEntry::Paired { .. } => Entry::Absent,
                    })
                    .collect()
            })
            .collect();
        Crosstable {
            players: self.players.len(),
            rounds,
            rows,
        }
    }
}
