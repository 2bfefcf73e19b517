//! Reads the move list an arbiter pastes (SAN with or without move numbers, or one PGN game with
//! tag pairs, comments, variations and annotations) into a starting position and legal moves,
//! or says as data which token could not be read and why.

use shakmaty::fen::Fen;
use shakmaty::san::{San, SanError, SanPlus};
use shakmaty::{CastlingMode, Chess, Color, Move, Position, Setup};

pub use super::read_error::{FenProblem, ReadError, ReadErrorKind, ResultToken, TokenAt};
use super::tokens::{Token, normalise_san, tokenize};
use crate::rules::Side;

/// The longest text read, in bytes.
pub const MAX_TEXT_BYTES: usize = 64 * 1024;

/// The most plies (half-moves) read.
pub const MAX_PLIES: usize = 1000;

/// How many legal moves an illegal-move error lists at most.
pub const LEGAL_SAMPLE: usize = 8;

/// A game read from text: where it starts and the moves played, all legal.
#[derive(Debug, Clone)]
pub struct ReadGame {
    /// The starting position: the `FEN` tag or the given FEN, else the initial position. Its move
    /// number is the one the text's first move number gives, when it has one.
    pub start: Chess,
    /// The moves, each legal in the position before it.
    pub moves: Vec<Move>,
    /// The result token that closed the move text, if any.
    pub result: Option<ResultToken>,
}

/// The rules' name for a shakmaty colour.
pub(super) fn side_of(c: Color) -> Side {
    match c {
        Color::White => Side::White,
        Color::Black => Side::Black,
    }
}

/// Reads a FEN into a standard chess position.
pub fn position_from_fen(fen: &str) -> Result<Chess, FenProblem> {
    let fen: Fen = fen.trim().parse().map_err(FenProblem::Syntax)?;
    fen.into_position(CastlingMode::Standard)
        .map_err(|e| FenProblem::Position(e.kinds()))
}

/// The same position with another move number (kept as it was when `number` is 0).
fn with_move_number(pos: &Chess, number: u32) -> Chess {
    use shakmaty::FromSetup;
    let Some(n) = std::num::NonZeroU32::new(number) else {
        return pos.clone();
    };
    let mut setup: Setup = pos.to_setup(shakmaty::EnPassantMode::Legal);
    setup.fullmoves = n;
    // Only the counter changed, so the position stays valid; the fallback is never taken.
    Chess::from_setup(setup, CastlingMode::Standard).unwrap_or_else(|_| pos.clone())
}

/// Reads one game: a PGN game or a bare move list, from the `FEN` tag's position, else from
/// `fen` when given, else from the initial position.
pub fn read_game(text: &str, fen: Option<&str>) -> Result<ReadGame, ReadError> {
    if text.len() > MAX_TEXT_BYTES {
        return Err(ReadError::bare(ReadErrorKind::TooLong { bytes: text.len() }));
    }
    let tokens = tokenize(text)?;

    // The tags come first in PGN; they are honoured wherever they stand before the first move.
    // The tags before the first move are the game's; later ones (a second game pasted after the
    // first one's result) are refused with the moves that follow them.
    let mut tag_fen = None;
    for (_, t) in tokens.iter().take_while(|(_, t)| matches!(t, Token::Tag(..))) {
        if let Token::Tag(name, value) = t {
            match (name.to_ascii_lowercase().as_str(), value.trim()) {
                ("fen", v) => tag_fen = Some(v.to_string()),
                ("setup", "0") => return Err(ReadError::bare(ReadErrorKind::UnsupportedSetup)),
                ("variant", v) if !v.is_empty() && !v.eq_ignore_ascii_case("standard") => {
                    return Err(ReadError::bare(ReadErrorKind::UnsupportedSetup));
                }
                _ => {}
            }
        }
    }
    let given = fen.map(str::trim).filter(|f| !f.is_empty());
    let start_fen = match (tag_fen.as_deref(), given) {
        (Some(t), Some(g)) => {
            let (a, b) = (position_from_fen(t), position_from_fen(g));
            if let (Ok(a), Ok(b)) = (&a, &b)
                && super::same_position_key(a) != super::same_position_key(b)
            {
                return Err(ReadError::bare(ReadErrorKind::ConflictingFen));
            }
            Some(t)
        }
        (t, g) => t.or(g),
    };
    let mut start = match start_fen {
        Some(f) => position_from_fen(f).map_err(|p| ReadError::bare(ReadErrorKind::BadFen(p)))?,
        None => Chess::default(),
    };

    let mut pos = start.clone();
    let mut moves: Vec<Move> = Vec::new();
    let mut result = None;
    let here = |pos: &Chess, plies: usize, token: &str, offset: usize| TokenAt {
        ply: plies + 1,
        move_number: pos.fullmoves().get(),
        side: side_of(pos.turn()),
        token: token.to_string(),
        offset,
    };
    for (offset, token) in tokens {
        if result.is_some() && !matches!(token, Token::Tag(..)) {
            return Err(ReadError {
                kind: ReadErrorKind::AfterResult,
                at: Some(here(&pos, moves.len(), &token_text(&token), offset)),
            });
        }
        match token {
            Token::Tag(..) | Token::Ellipsis => {}
            Token::Result(r) => result = Some(r),
            Token::MoveNumber(n, side) => {
                if moves.is_empty() && n != pos.fullmoves().get() {
                    // The text's numbering wins over the FEN's (often left at 1), so that the
                    // analysis speaks of the moves as the scoresheet does.
                    start = with_move_number(&start, n);
                    pos = start.clone();
                }
                let expected = (pos.fullmoves().get(), side_of(pos.turn()));
                if n != expected.0 || side.is_some_and(|s| s != expected.1) {
                    return Err(ReadError {
                        kind: ReadErrorKind::WrongMoveNumber {
                            expected,
                            found: (n, side),
                        },
                        at: Some(here(&pos, moves.len(), &token_text(&token), offset)),
                    });
                }
            }
            Token::Word(word) => {
                let at = || Some(here(&pos, moves.len(), word, offset));
                if moves.len() >= MAX_PLIES {
                    return Err(ReadError {
                        kind: ReadErrorKind::TooManyPlies,
                        at: at(),
                    });
                }
                let m = read_move(&pos, word).map_err(|kind| ReadError { kind, at: at() })?;
                pos.play_unchecked(m);
                moves.push(m);
            }
        }
    }
    Ok(ReadGame { start, moves, result })
}

fn token_text(t: &Token<'_>) -> String {
    match t {
        Token::Tag(name, _) => format!("[{name}"),
        Token::MoveNumber(n, None) => n.to_string(),
        Token::MoveNumber(n, Some(Side::White)) => format!("{n}."),
        Token::MoveNumber(n, Some(Side::Black)) => format!("{n}..."),
        Token::Ellipsis => "...".to_string(),
        Token::Word(w) => (*w).to_string(),
        Token::Result(r) => match r {
            ResultToken::WhiteWins => "1-0",
            ResultToken::BlackWins => "0-1",
            ResultToken::Draw => "1/2-1/2",
            ResultToken::Unknown => "*",
        }
        .to_string(),
    }
}

/// One move word in `pos`.
fn read_move(pos: &Chess, word: &str) -> Result<Move, ReadErrorKind> {
    let san: San = normalise_san(word).parse().map_err(|_| ReadErrorKind::NotAMove)?;
    match san {
        San::Null => return Err(ReadErrorKind::NullMove),
        San::Put { .. } => return Err(ReadErrorKind::NotAMove),
        _ => {}
    }
    let legal = pos.legal_moves();
    if legal.is_empty() {
        return Err(ReadErrorKind::AfterGameEnd {
            checkmate: pos.is_check(),
        });
    }
    match san.to_move(pos) {
        Ok(m) => Ok(m),
        Err(SanError::AmbiguousSan) => {
            let mut candidates: Vec<String> = legal
                .iter()
                .filter(|m| san.matches(**m))
                .map(|m| full_san(pos, *m))
                .collect();
            candidates.sort();
            Err(ReadErrorKind::Ambiguous { candidates })
        }
        Err(SanError::IllegalSan) => {
            let (to, role) = match san {
                San::Normal { role, to, .. } => (Some(to), Some(role)),
                _ => (None, None),
            };
            // Moves to the same square first, then of the same piece, then the rest.
            let mut ranked: Vec<(u8, String)> = legal
                .iter()
                .map(|m| {
                    let rank = if Some(m.to()) == to {
                        0
                    } else if Some(m.role()) == role {
                        1
                    } else {
                        2
                    };
                    (rank, SanPlus::from_move(pos.clone(), *m).to_string())
                })
                .collect();
            ranked.sort();
            Err(ReadErrorKind::Illegal {
                legal_count: legal.len(),
                legal: ranked.into_iter().take(LEGAL_SAMPLE).map(|(_, s)| s).collect(),
            })
        }
    }
}

/// A move with its origin square written in full, to tell ambiguous candidates apart.
fn full_san(pos: &Chess, m: Move) -> String {
    match m {
        Move::Normal {
            role,
            from,
            capture,
            to,
            promotion,
        } => San::Normal {
            role,
            file: Some(from.file()),
            rank: Some(from.rank()),
            capture: capture.is_some(),
            to,
            promotion,
        }
        .to_string(),
        _ => San::from_move(pos, m).to_string(),
    }
}
