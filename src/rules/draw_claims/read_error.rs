//! What reading a move list can end in besides a game: the result token that closes it, and
//! a read error with the token at fault and why, as data the assistant words.

use crate::rules::Side;
use shakmaty::PositionErrorKinds;
use shakmaty::fen::ParseFenError;

/// A PGN game termination marker.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ResultToken {
    /// `1-0`.
    WhiteWins,
    /// `0-1`.
    BlackWins,
    /// `1/2-1/2` (or `½-½`).
    Draw,
    /// `*`: unknown or ongoing.
    Unknown,
}

/// A move list that could not be read: where, and why.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ReadError {
    /// Why.
    pub kind: ReadErrorKind,
    /// The token at fault, when one is.
    pub at: Option<TokenAt>,
}

/// The token an error is about.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TokenAt {
    /// The ply the token would have been (1 = the first move played from the start).
    pub ply: usize,
    /// The move number of that ply.
    pub move_number: u32,
    /// The side that had the move.
    pub side: Side,
    /// The token as written.
    pub token: String,
    /// Its byte offset in the text.
    pub offset: usize,
}

/// Why a move list could not be read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ReadErrorKind {
    /// The text is longer than [`MAX_TEXT_BYTES`].
    TooLong {
        /// Its length in bytes.
        bytes: usize,
    },
    /// More than [`MAX_PLIES`] moves.
    TooManyPlies,
    /// The starting FEN could not be read.
    BadFen(FenProblem),
    /// A `FEN` tag and a separately given FEN disagree.
    ConflictingFen,
    /// `SetUp "0"` with a `FEN` tag, or a `Variant` tag other than standard chess.
    UnsupportedSetup,
    /// A tag pair that is not `[Name "value"]`.
    BadTag,
    /// A `{` comment, `(` variation or tag pair that is never closed.
    Unclosed,
    /// A `)` with no `(` before it.
    UnopenedVariation,
    /// A token that is neither a move, a move number, an annotation nor a result.
    NotAMove,
    /// A null move (`--`, `Z0`), which the Laws do not know.
    NullMove,
    /// A move number that does not follow from the moves before it.
    WrongMoveNumber {
        /// The number and side the text should have had here.
        expected: (u32, Side),
        /// The number written, and the side its dots say (`12.` White, `12...` Black; `None`
        /// for a bare number).
        found: (u32, Option<Side>),
    },
    /// A move that is not legal in the position.
    Illegal {
        /// A few legal moves (SAN), those to the same square or of the same piece first.
        legal: Vec<String>,
        /// How many legal moves there are.
        legal_count: usize,
    },
    /// A move that more than one legal move matches.
    Ambiguous {
        /// The matching moves, fully written.
        candidates: Vec<String>,
    },
    /// A move after the game ended by checkmate or stalemate (5.1.1, 5.2.1).
    AfterGameEnd {
        /// Checkmate (`true`) or stalemate (`false`).
        checkmate: bool,
    },
    /// Moves or other text after the result token.
    AfterResult,
}

/// What is wrong with a FEN.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum FenProblem {
    /// It does not read as FEN.
    Syntax(ParseFenError),
    /// It reads, but is not a legal chess position.
    Position(PositionErrorKinds),
}

impl ReadError {
    pub(super) fn bare(kind: ReadErrorKind) -> ReadError {
        ReadError { kind, at: None }
    }
}
