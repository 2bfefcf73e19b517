//! A chess position (FEN) drawn as an accessible SVG board, on the server, with no script: a
//! ruling or a question about a position shows it on any phone, and the question bank exported
//! for Moodle carries it as an image. The SVG has a title and a description listing every piece
//! by square, so a screen reader reads the position too.

use shakmaty::{Color, Position, Role, Square};

use crate::content::Lang;
use crate::content::markdown::escape_html;
use crate::locales;

/// Size of a square in SVG units.
const SQ: u32 = 40;

/// A piece's name in `lang`, for the board's description.
fn piece_name(role: Role, lang: Lang) -> String {
    let role = match role {
        Role::King => "king",
        Role::Queen => "queen",
        Role::Rook => "rook",
        Role::Bishop => "bishop",
        Role::Knight => "knight",
        Role::Pawn => "pawn",
    };
    locales::text_with(lang, "board-piece", &crate::args!["role" => role])
}

/// A side's name in `lang`, for the board's description.
fn side_name(side: &str, lang: Lang) -> String {
    locales::text_with(lang, "board-side", &crate::args!["side" => side])
}

fn glyph(color: Color, role: Role) -> char {
    match (color, role) {
        (Color::White, Role::King) => '♔',
        (Color::White, Role::Queen) => '♕',
        (Color::White, Role::Rook) => '♖',
        (Color::White, Role::Bishop) => '♗',
        (Color::White, Role::Knight) => '♘',
        (Color::White, Role::Pawn) => '♙',
        (Color::Black, Role::King) => '♚',
        (Color::Black, Role::Queen) => '♛',
        (Color::Black, Role::Rook) => '♜',
        (Color::Black, Role::Bishop) => '♝',
        (Color::Black, Role::Knight) => '♞',
        (Color::Black, Role::Pawn) => '♟',
    }
}

/// The colours of a board drawn outside our pages (an exported image), where the site's style
/// sheet does not reach: the same as `static/app.css` gives `.board`.
const STANDALONE_STYLE: &str = "<style>.sq-l{fill:#f0d9b5}.sq-d{fill:#b58863}.pc{font-size:34px;text-anchor:middle;fill:#111;font-family:'DejaVu Sans','Segoe UI Symbol',sans-serif}.coord{font-size:11px;text-anchor:middle;fill:#333;font-family:sans-serif}.tomove{font-size:14px;fill:#333;font-family:sans-serif}.turn-w{fill:#fff;stroke:#333;stroke-width:1.5}.turn-b{fill:#111;stroke:#333;stroke-width:1.5}</style>";

/// The board of `fen` as an SVG file of its own (an image in the Moodle export): the page's
/// board with its colours inside it.
pub fn standalone_svg(fen: &str, lang: Lang) -> Result<String, String> {
    let svg = svg(fen, lang, "board")?;
    let at = svg.find('>').map_or(0, |i| i + 1);
    Ok(format!(
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n{}{STANDALONE_STYLE}{}",
        &svg[..at],
        &svg[at..]
    ))
}

/// The position in words (the pieces of each side by square and the side to move), as the
/// board's description gives it: an image's alternative text.
pub fn describe(fen: &str, lang: Lang) -> Result<String, String> {
    Ok(description(&crate::content::position::parse(fen)?, lang))
}

/// "White to move" in `lang`: the description's last sentence and the line under the board.
fn to_move(turn: Color, lang: Lang) -> String {
    let side = if turn == Color::White { "white" } else { "black" };
    locales::text_with(lang, "board-to-move", &crate::args!["side" => side])
}

/// The pieces of each side by square and the side to move, in `lang`.
fn description(pos: &shakmaty::Chess, lang: Lang) -> String {
    let board = pos.board();
    let (white, black) = (side_name("white", lang), side_name("black", lang));
    let to_move = to_move(pos.turn(), lang);
    let list = |color: Color| -> String {
        let mut items: Vec<String> = Vec::new();
        for role in [
            Role::King,
            Role::Queen,
            Role::Rook,
            Role::Bishop,
            Role::Knight,
            Role::Pawn,
        ] {
            for sq in board.by_color(color) & board.by_role(role) {
                items.push(format!("{} {sq}", piece_name(role, lang)));
            }
        }
        items.join(", ")
    };
    format!(
        "{white}: {}. {black}: {}. {to_move}.",
        list(Color::White),
        list(Color::Black)
    )
}

/// The board of `fen` as an SVG element, with the pieces listed for screen readers in `lang`.
/// `id` names its title and description (`{id}-t`, `{id}-d`): an exam or a review page shows
/// several boards, and each must be labelled by its own. Below the board, the side to move is
/// written out and marked with a disc of its colour, for readers who see the board.
pub fn svg(fen: &str, lang: Lang, id: &str) -> Result<String, String> {
    let pos = crate::content::position::parse(fen)?;
    let board = pos.board();
    let position = locales::text(lang, "board-position");
    let desc = description(&pos, lang);
    let width = SQ * 8 + 24;
    let height = width + 24;
    let id = escape_html(id);
    let mut out = format!(
        "<svg class=\"board\" xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 {width} {height}\" role=\"img\" aria-labelledby=\"{id}-t {id}-d\"><title id=\"{id}-t\">{position}</title><desc id=\"{id}-d\">{}</desc>",
        escape_html(&desc)
    );
    let white = pos.turn() == Color::White;
    out.push_str(&format!(
        "<circle cx=\"28\" cy=\"{}\" r=\"7\" class=\"{}\" aria-hidden=\"true\"/><text x=\"42\" y=\"{}\" class=\"tomove\" aria-hidden=\"true\">{}</text>",
        SQ * 8 + 34,
        if white { "turn-w" } else { "turn-b" },
        SQ * 8 + 39,
        escape_html(&to_move(pos.turn(), lang))
    ));
    for rank in (0..8u32).rev() {
        for file in 0..8u32 {
            let x = 20 + file * SQ;
            let y = (7 - rank) * SQ;
            let light = (file + rank) % 2 == 1;
            out.push_str(&format!(
                "<rect x=\"{x}\" y=\"{y}\" width=\"{SQ}\" height=\"{SQ}\" class=\"{}\"/>",
                if light { "sq-l" } else { "sq-d" }
            ));
            let sq = Square::from_coords(shakmaty::File::new(file), shakmaty::Rank::new(rank));
            if let Some(p) = board.piece_at(sq) {
                out.push_str(&format!(
                    "<text x=\"{}\" y=\"{}\" class=\"pc\" aria-hidden=\"true\">{}</text>",
                    x + SQ / 2,
                    y + SQ * 3 / 4,
                    glyph(p.color, p.role)
                ));
            }
        }
    }
    for i in 0..8u32 {
        out.push_str(&format!(
            "<text x=\"{}\" y=\"{}\" class=\"coord\" aria-hidden=\"true\">{}</text><text x=\"10\" y=\"{}\" class=\"coord\" aria-hidden=\"true\">{}</text>",
            20 + i * SQ + SQ / 2,
            SQ * 8 + 16,
            (b'a' + i as u8) as char,
            (7 - i) * SQ + SQ / 2 + 5,
            i + 1
        ));
    }
    out.push_str("</svg>");
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_board_lists_its_pieces_for_screen_readers() {
        let s = svg("8/8/8/8/8/5k2/8/5K1n w - - 0 1", Lang::En, "q3").unwrap();
        assert!(s.starts_with("<svg") && s.ends_with("</svg>"));
        assert!(
            s.contains("White: king f1. Black: king f3, knight h1. White to move."),
            "{s}"
        );
        assert_eq!(s.matches("<rect").count(), 64);
        assert!(s.contains("aria-labelledby=\"q3-t q3-d\"") && s.contains("<title id=\"q3-t\">"));
        // The side to move is also written under the board, for those who see it.
        assert!(
            s.contains("class=\"tomove\" aria-hidden=\"true\">White to move</text>"),
            "{s}"
        );
        let black = svg("8/8/8/8/8/5k2/8/5K1n b - - 0 1", Lang::Pt, "q4").unwrap();
        assert!(
            black.contains("class=\"turn-b\"") && black.contains(">Jogam as pretas</text>"),
            "{black}"
        );
        assert!(svg("nonsense", Lang::En, "q5").is_err());
    }
}
