//! Splits a pasted move text into tokens (tags, move numbers, words, results) with their byte
//! offsets, dropping what a scoresheet or a PGN file carries besides the moves: comments,
//! variations, NAGs, annotation marks and escape lines; and writes a word as the SAN parser
//! expects it.

use super::read_error::{ReadError, ReadErrorKind, ResultToken, TokenAt};
use crate::rules::Side;

/// A piece of the move text.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) enum Token<'a> {
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
pub(super) fn tokenize(text: &str) -> Result<Vec<(usize, Token<'_>)>, ReadError> {
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
pub(super) fn normalise_san(word: &str) -> String {
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
