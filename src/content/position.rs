//! Chess positions in content: a FEN string is checked once, at load, to be a legal position
//! of standard chess, so every board shown to a reader or a trainee is one that can occur.

use shakmaty::fen::Fen;
use shakmaty::{CastlingMode, Chess, EnPassantMode};

/// Parse `fen` into a legal standard-chess position.
pub fn parse(fen: &str) -> Result<Chess, String> {
    let parsed: Fen = fen
        .trim()
        .parse()
        .map_err(|e| format!("`{}` is not a FEN string: {e}", fen.trim()))?;
    parsed
        .into_position(CastlingMode::Standard)
        .map_err(|e| format!("the FEN `{}` is not a legal position: {e}", fen.trim()))
}

/// The canonical FEN of a legal position given as FEN.
pub fn normalize(fen: &str) -> Result<String, String> {
    let pos = parse(fen)?;
    Ok(Fen::from_position(&pos, EnPassantMode::Legal).to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn legal_positions_parse_and_illegal_ones_are_explained() {
        assert!(normalize("8/8/8/8/8/8/8/K6k w - - 0 1").is_ok());
        let e = normalize("8/8/8/8/8/8/8/KK5k w - - 0 1").unwrap_err();
        assert!(e.contains("not a legal position"), "{e}");
        assert!(normalize("hello").unwrap_err().contains("not a FEN"));
    }
}
