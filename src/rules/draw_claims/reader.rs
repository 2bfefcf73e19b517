//! Reads the move list an arbiter pastes (SAN with or without move numbers, or one PGN game with
//! tag pairs, comments, variations and annotations) into a starting position and legal moves,
//! or says as data which token could not be read and why.

use shakmaty::fen::{Fen, ParseFenError};
use shakmaty::san::{San, SanError, SanPlus};
use shakmaty::{CastlingMode, Chess, Color, Move, Position, PositionErrorKinds, Setup};

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
    fn bare(kind: ReadErrorKind) -> ReadError {
        ReadError { kind, at: None }
    }
}

/// A piece of the move text.
#[derive(Debug, Clone, PartialEq, Eq)]
enum Token<'a> {
    /// `[Name "value"]`.
    Tag(&'a str, String),
    /// `12.`, `12...`, `12…` or a bare `12`; `Some(Black)` for dots saying Black moves.
    MoveNumber(u32, Option<Side>),
    /// `...` alone: Black's move follows.
    Ellipsis,
    /// A word taken for a move.
    Word(&'a str),
    /// A result.
    Result(ResultToken),
}

/// Splits the text into tokens with their byte offsets, dropping comments, variations, NAGs,
/// annotation marks and escape lines.
fn tokenize(text: &str) -> Result<Vec<(usize, Token<'_>)>, ReadError> {
    let bytes = text.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    let mut line_start = true;
    while i < bytes.len() {
        let c = bytes[i];
        let at_line_start = line_start;
        line_start = c == b'\n';
        match c {
            _ if c.is_ascii_whitespace() => i += 1,
            // PGN escape: a line starting with `%` is ignored.
            b'%' if at_line_start => i = find_from(bytes, i, b'\n').unwrap_or(bytes.len()),
            b';' => i = find_from(bytes, i, b'\n').unwrap_or(bytes.len()),
            b'{' => {
                let end = find_from(bytes, i, b'}').ok_or_else(|| unclosed(text, i))?;
                i = end + 1;
            }
            b'(' => i = skip_variation(text, i)?,
            b')' => {
                return Err(ReadError {
                    kind: ReadErrorKind::UnopenedVariation,
                    at: Some(token_only(")", i)),
                });
            }
            b'}' | b']' => return Err(not_a_move(&text[i..=i], i)),
            b'[' => {
                let (tag, end) = read_tag(text, i)?;
                out.push((i, tag));
                i = end;
            }
            b'$' => {
                // NAG: `$` and digits.
                i += 1;
                while i < bytes.len() && bytes[i].is_ascii_digit() {
                    i += 1;
                }
            }
            _ => {
                let start = i;
                while i < bytes.len() && !ends_word(bytes[i]) {
                    i += 1;
                }
                // A multi-byte character is never a word end, so `start..i` is on char bounds.
                let word = &text[start..i];
                out.extend(split_word(word, start)?);
            }
        }
    }
    // `12. ... Kg8`: a white move number followed by an ellipsis stands for Black's move.
    let mut merged: Vec<(usize, Token<'_>)> = Vec::with_capacity(out.len());
    for (offset, token) in out {
        if token == Token::Ellipsis
            && let Some((_, Token::MoveNumber(_, side @ Some(Side::White)))) = merged.last_mut()
        {
            *side = Some(Side::Black);
            continue;
        }
        merged.push((offset, token));
    }
    Ok(merged)
}

fn ends_word(b: u8) -> bool {
    b.is_ascii_whitespace() || matches!(b, b'{' | b'}' | b'(' | b')' | b'[' | b']' | b';' | b'$')
}

fn find_from(bytes: &[u8], from: usize, b: u8) -> Option<usize> {
    bytes[from..].iter().position(|&x| x == b).map(|p| from + p)
}

fn token_only(token: &str, offset: usize) -> TokenAt {
    TokenAt {
        ply: 0,
        move_number: 0,
        side: Side::White,
        token: token.to_string(),
        offset,
    }
}

fn unclosed(text: &str, at: usize) -> ReadError {
    let token: String = text[at..].chars().take(20).collect();
    ReadError {
        kind: ReadErrorKind::Unclosed,
        at: Some(token_only(&token, at)),
    }
}

/// Skips a variation starting at `from` (a `(`), nested variations and the comments in it
/// included; returns the offset after its `)`.
fn skip_variation(text: &str, from: usize) -> Result<usize, ReadError> {
    let bytes = text.as_bytes();
    let mut depth = 0usize;
    let mut i = from;
    while i < bytes.len() {
        match bytes[i] {
            b'(' => depth += 1,
            b')' => {
                depth -= 1;
                if depth == 0 {
                    return Ok(i + 1);
                }
            }
            b'{' => i = find_from(bytes, i, b'}').ok_or_else(|| unclosed(text, i))?,
            b';' => i = find_from(bytes, i, b'\n').unwrap_or(bytes.len()),
            _ => {}
        }
        i += 1;
    }
    Err(unclosed(text, from))
}

/// Reads `[Name "value"]` at `from`; returns the tag and the offset after `]`.
fn read_tag(text: &str, from: usize) -> Result<(Token<'_>, usize), ReadError> {
    let bad = |kind| ReadError {
        kind,
        at: Some(token_only(
            &text[from..].chars().take(30).collect::<String>(),
            from,
        )),
    };
    let bytes = text.as_bytes();
    let mut i = from + 1;
    while i < bytes.len() && bytes[i].is_ascii_whitespace() {
        i += 1;
    }
    let name_start = i;
    while i < bytes.len() && (bytes[i].is_ascii_alphanumeric() || bytes[i] == b'_') {
        i += 1;
    }
    let name = &text[name_start..i];
    while i < bytes.len() && bytes[i].is_ascii_whitespace() {
        i += 1;
    }
    if name.is_empty() || bytes.get(i) != Some(&b'"') {
        return Err(bad(if i >= bytes.len() {
            ReadErrorKind::Unclosed
        } else {
            ReadErrorKind::BadTag
        }));
    }
    i += 1;
    let mut value = String::new();
    let mut chars = text[i..].char_indices();
    let mut closed = None;
    while let Some((k, ch)) = chars.next() {
        match ch {
            '\\' => {
                if let Some((_, esc)) = chars.next() {
                    value.push(esc);
                }
            }
            '"' => {
                closed = Some(i + k + 1);
                break;
            }
            _ => value.push(ch),
        }
    }
    let Some(mut i) = closed else {
        return Err(bad(ReadErrorKind::Unclosed));
    };
    while i < bytes.len() && bytes[i].is_ascii_whitespace() {
        i += 1;
    }
    match bytes.get(i) {
        Some(b']') => Ok((Token::Tag(name, value), i + 1)),
        None => Err(bad(ReadErrorKind::Unclosed)),
        Some(_) => Err(bad(ReadErrorKind::BadTag)),
    }
}

/// Annotation marks that may stand alone or end a move: `!`, `?`, check and mate signs, and the
/// evaluation symbols some programs print.
fn is_annotation_char(c: char) -> bool {
    matches!(
        c,
        '!' | '?'
            | '+'
            | '#'
            | '±'
            | '∓'
            | '⩲'
            | '⩱'
            | '∞'
            | '='
            | '□'
            | '‼'
            | '⁇'
            | '⁉'
            | '⁈'
            | '†'
            | '‡'
    )
}

/// One whitespace-separated word: a result, castling, a move number possibly glued to its move,
/// an ellipsis, a lone annotation, or a move.
fn split_word(word: &str, offset: usize) -> Result<Vec<(usize, Token<'_>)>, ReadError> {
    let result = match word {
        "1-0" => Some(ResultToken::WhiteWins),
        "0-1" => Some(ResultToken::BlackWins),
        "1/2-1/2" | "½-½" => Some(ResultToken::Draw),
        "*" => Some(ResultToken::Unknown),
        _ => None,
    };
    if let Some(r) = result {
        return Ok(vec![(offset, Token::Result(r))]);
    }
    if word.starts_with("0-0") {
        return Ok(vec![(offset, Token::Word(word))]);
    }
    if word == "..." || word == "…" {
        return Ok(vec![(offset, Token::Ellipsis)]);
    }
    // "e.p." after an en passant capture, and lone annotations, say nothing about the moves.
    // Evaluation marks like `+-`, `-+`, `+/-` also count; a null move `--` does not.
    let annotation = word
        .chars()
        .all(|c| is_annotation_char(c) || c == '-' || c == '/')
        && word.chars().any(is_annotation_char);
    if matches!(word, "e.p." | "ep" | "e.p") || annotation {
        return Ok(Vec::new());
    }
    let digits = word.bytes().take_while(u8::is_ascii_digit).count();
    if digits == 0 {
        return Ok(vec![(offset, Token::Word(word))]);
    }
    let number: Option<u32> = word[..digits].parse().ok();
    let rest = &word[digits..];
    let dots_len = rest
        .char_indices()
        .find(|&(_, c)| c != '.' && c != '…')
        .map_or(rest.len(), |(k, _)| k);
    let dots = &rest[..dots_len];
    let (Some(number), true) = (number, digits <= 4) else {
        return Err(not_a_move(word, offset));
    };
    let side = match dots {
        "" if dots_len == rest.len() => None,
        "" => return Err(not_a_move(word, offset)),
        "." => Some(Side::White),
        _ => Some(Side::Black),
    };
    let mut out = vec![(offset, Token::MoveNumber(number, side))];
    let tail = &rest[dots_len..];
    if !tail.is_empty() {
        out.extend(split_word(tail, offset + digits + dots_len)?);
    }
    Ok(out)
}

fn not_a_move(word: &str, offset: usize) -> ReadError {
    ReadError {
        kind: ReadErrorKind::NotAMove,
        at: Some(token_only(word, offset)),
    }
}

/// A move word as shakmaty's SAN parser wants it: annotation and check marks and "e.p." off,
/// figurines to letters, `0-0` to `O-O`, and `e8Q` to `e8=Q`.
fn normalise_san(word: &str) -> String {
    let mut w = word.trim_end_matches(is_annotation_char);
    for suffix in ["e.p.", "ep", "e.p"] {
        if let Some(stripped) = w.strip_suffix(suffix)
            && stripped.len() >= 2
        {
            w = stripped.trim_end_matches(is_annotation_char);
        }
    }
    let mut s: String = w
        .chars()
        .filter_map(|c| match c {
            '♔' | '♚' => Some('K'),
            '♕' | '♛' => Some('Q'),
            '♖' | '♜' => Some('R'),
            '♗' | '♝' => Some('B'),
            '♘' | '♞' => Some('N'),
            '♙' | '♟' => None,
            '0' if w.starts_with("0-0") => Some('O'),
            c => Some(c),
        })
        .collect();
    // A promotion written without `=`: a pawn move (starting with a file letter) whose last
    // character is a piece letter right after the back rank.
    let b = s.as_bytes();
    if b.len() >= 3
        && b[0].is_ascii_lowercase()
        && matches!(b[b.len() - 1], b'Q' | b'R' | b'B' | b'N')
        && matches!(b[b.len() - 2], b'1' | b'8')
    {
        s.insert(s.len() - 1, '=');
    }
    s
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
