//! What can be wrong in a TRF file: each problem as data (line, column, a kind with its
//! fields), so that the web layer can word it in any language, and in English by `Display`.

use std::fmt;

/// A field of a player line or of the header.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Field {
    /// Rating (columns 49–52).
    Rating,
    /// FIDE id (columns 58–68).
    FideId,
    /// Points (columns 81–84).
    Points,
    /// Rank (columns 86–89).
    Rank,
    /// Number of players ("062").
    PlayersDeclared,
    /// Number of rounds ("XXR").
    Rounds,
}

impl fmt::Display for Field {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Field::Rating => "rating",
            Field::FideId => "FIDE id",
            Field::Points => "points",
            Field::Rank => "rank",
            Field::PlayersDeclared => "number of players",
            Field::Rounds => "number of rounds",
        })
    }
}

/// What is wrong. Players are start numbers, rounds count from 1.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ProblemKind {
    /// The file is larger than the limit.
    TooLarge {
        /// Its size in bytes.
        bytes: usize,
        /// The limit.
        limit: usize,
    },
    /// More player lines than the limit.
    TooManyPlayers {
        /// The limit.
        limit: usize,
    },
    /// More rounds than the limit.
    TooManyRounds {
        /// The rounds found.
        count: usize,
        /// The limit.
        limit: usize,
    },
    /// No player line at all.
    NoPlayers,
    /// The start number of a player line is missing or not a number.
    BadStartNumber {
        /// Columns 5–8 as found.
        text: String,
    },
    /// Two player lines with one start number.
    DuplicateStartNumber {
        /// The start number.
        player: u32,
        /// The line of the first.
        first_line: usize,
    },
    /// A number field of a player line is not a number.
    BadField {
        /// The player.
        player: u32,
        /// The field.
        field: Field,
        /// The text found.
        text: String,
    },
    /// A number in the header is not a number.
    BadNumber {
        /// The field.
        field: Field,
        /// The text found.
        text: String,
    },
    /// The opponent of a round is not a number.
    BadOpponent {
        /// The player.
        player: u32,
        /// The round.
        round: usize,
        /// The text found.
        text: String,
    },
    /// The colour of a round is not `w`, `b` or `-`.
    BadColour {
        /// The player.
        player: u32,
        /// The round.
        round: usize,
        /// The character found.
        found: char,
    },
    /// The result of a round is not a TRF result code.
    BadResult {
        /// The player.
        player: u32,
        /// The round.
        round: usize,
        /// The character found.
        found: char,
    },
    /// A game played with no colour.
    GameWithoutColour {
        /// The player.
        player: u32,
        /// The round.
        round: usize,
        /// The opponent.
        opponent: u32,
    },
    /// A bye code (`H F U Z`) with an opponent.
    ByeWithOpponent {
        /// The player.
        player: u32,
        /// The round.
        round: usize,
        /// The code.
        code: char,
        /// The opponent.
        opponent: u32,
    },
    /// A game's result (`1 = 0 W D L + *`) with no opponent.
    ResultWithoutOpponent {
        /// The player.
        player: u32,
        /// The round.
        round: usize,
        /// The code.
        code: char,
    },
    /// A player paired with himself.
    PairedWithSelf {
        /// The player.
        player: u32,
        /// The round.
        round: usize,
    },
    /// The opponent's start number is not in the file.
    UnknownOpponent {
        /// The player.
        player: u32,
        /// The round.
        round: usize,
        /// The opponent.
        opponent: u32,
    },
    /// The opponent's line does not have this player in that round.
    PairingMismatch {
        /// The player.
        player: u32,
        /// The round.
        round: usize,
        /// The opponent.
        opponent: u32,
        /// Whom the opponent's line has in that round (`None`: no one).
        opponent_has: Option<u32>,
    },
    /// Both sides of a game with one colour.
    ColourMismatch {
        /// The player.
        player: u32,
        /// The round.
        round: usize,
        /// The opponent.
        opponent: u32,
    },
    /// The two sides' results do not go together (e.g. both won).
    ResultMismatch {
        /// The player.
        player: u32,
        /// The round.
        round: usize,
        /// The opponent.
        opponent: u32,
    },
    /// Warning: the declared points differ from the sum of the results.
    PointsMismatch {
        /// The player.
        player: u32,
        /// Declared, in quarters.
        declared: u32,
        /// Summed from the rounds, in quarters.
        computed: u32,
    },
}

impl ProblemKind {
    /// True for a warning, which does not stop the reading.
    pub fn is_warning(&self) -> bool {
        matches!(self, ProblemKind::PointsMismatch { .. })
    }
}

/// Quarters as "4.5", "3.25".
fn points(q: u32) -> String {
    let frac = ["", ".25", ".5", ".75"][(q % 4) as usize];
    format!("{}{frac}", q / 4)
}

impl fmt::Display for ProblemKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use ProblemKind::*;
        match self {
            TooLarge { bytes, limit } => {
                write!(f, "the file has {bytes} bytes, more than the {limit} allowed")
            }
            TooManyPlayers { limit } => write!(f, "more than {limit} players"),
            TooManyRounds { count, limit } => {
                write!(f, "{count} rounds, more than the {limit} allowed")
            }
            NoPlayers => write!(f, "no player line (001) in the file"),
            BadStartNumber { text } => {
                write!(f, "the start number '{}' is not a positive number", text.trim())
            }
            DuplicateStartNumber { player, first_line } => {
                write!(f, "start number {player} was already used on line {first_line}")
            }
            BadField { player, field, text } => {
                write!(f, "player {player}'s {field} '{text}' is not a number")
            }
            BadNumber { field, text } => write!(f, "the {field} '{text}' is not a number"),
            BadOpponent { player, round, text } => write!(
                f,
                "player {player}'s round {round} opponent '{text}' is not a start number"
            ),
            BadColour { player, round, found } => write!(
                f,
                "player {player}'s round {round} colour '{found}' is not w, b or -"
            ),
            BadResult { player, round, found } => write!(
                f,
                "player {player}'s round {round} result '{found}' is not a TRF result code"
            ),
            GameWithoutColour {
                player,
                round,
                opponent,
            } => write!(
                f,
                "player {player}'s round {round} game against {opponent} has no colour"
            ),
            ByeWithOpponent {
                player,
                round,
                code,
                opponent,
            } => write!(
                f,
                "player {player}'s round {round} has the bye code '{code}' and an opponent {opponent}"
            ),
            ResultWithoutOpponent { player, round, code } => write!(
                f,
                "player {player}'s round {round} has the game result '{code}' but no opponent"
            ),
            PairedWithSelf { player, round } => {
                write!(f, "player {player} is paired with himself in round {round}")
            }
            UnknownOpponent {
                player,
                round,
                opponent,
            } => write!(
                f,
                "the opponent {opponent:04} of player {player} in round {round} is not in the file"
            ),
            PairingMismatch {
                player,
                round,
                opponent,
                opponent_has,
            } => match opponent_has {
                Some(o) => write!(
                    f,
                    "player {player} has {opponent} as round {round} opponent, but {opponent} has {o}"
                ),
                None => write!(
                    f,
                    "player {player} has {opponent} as round {round} opponent, but {opponent} has no opponent"
                ),
            },
            ColourMismatch {
                player,
                round,
                opponent,
            } => write!(
                f,
                "players {player} and {opponent} have the same colour in round {round}"
            ),
            ResultMismatch {
                player,
                round,
                opponent,
            } => write!(
                f,
                "the round {round} results of players {player} and {opponent} do not match"
            ),
            PointsMismatch {
                player,
                declared,
                computed,
            } => write!(
                f,
                "player {player} is declared with {} points, the results give {}",
                points(*declared),
                points(*computed)
            ),
        }
    }
}

/// One problem and where it is.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Problem {
    /// The 1-based line, 0 for the file as a whole.
    pub line: usize,
    /// The 1-based column, where it helps.
    pub column: Option<usize>,
    /// What is wrong.
    pub kind: ProblemKind,
}

impl Problem {
    /// A problem at a line and column.
    pub fn new(line: usize, column: Option<usize>, kind: ProblemKind) -> Problem {
        Problem { line, column, kind }
    }
}

impl fmt::Display for Problem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match (self.line, self.column) {
            (0, _) => write!(f, "{}", self.kind),
            (l, Some(c)) => write!(f, "line {l}, column {c}: {}", self.kind),
            (l, None) => write!(f, "line {l}: {}", self.kind),
        }
    }
}

/// Every problem that stopped the reading of a file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ParseErrors {
    /// The problems, in the order of the file.
    pub problems: Vec<Problem>,
}

impl fmt::Display for ParseErrors {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, p) in self.problems.iter().enumerate() {
            if i > 0 {
                writeln!(f)?;
            }
            write!(f, "{p}")?;
        }
        Ok(())
    }
}

impl std::error::Error for ParseErrors {}
