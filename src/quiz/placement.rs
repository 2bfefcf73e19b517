//! What a question says stands where on its diagram, read from its English text, and where the
//! diagram disagrees: a piece list ("White: Kf1, Bf2, pawns g3, h2; Black: Kg8, Rf8"), a piece
//! on a square ("the bishop on c4", "White's pawn on e5", "knights on b1 and f3"), an empty
//! square ("d2 is empty") and a bare king ("Black a bare king", "Black's lone king"). Every
//! language describes the same diagram and is written from the English, so English is read;
//! a copied or mistyped FEN then shows as a piece the question names that is not there.

use std::sync::LazyLock;

use regex::Regex;
use shakmaty::fen::Fen;
use shakmaty::{Color, Role, Square};

/// One thing a question says about the board.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Claim {
    /// A piece of `role` stands on `square`, of `color` when the text names it.
    Piece {
        color: Option<Color>,
        role: Role,
        square: Square,
    },
    /// Nothing stands on the square.
    Empty(Square),
    /// `Color` has its king alone.
    BareKing(Color),
    /// Both sides' pieces were listed in full: the board has these pieces and no other.
    Complete(Vec<Placed>),
}

/// A piece of a colour on a square, as a piece list names it.
pub type Placed = (Color, Role, Square);

fn color_word(w: &str) -> Option<Color> {
    match w.to_ascii_lowercase().trim_end_matches("'s") {
        "white" => Some(Color::White),
        "black" => Some(Color::Black),
        _ => None,
    }
}

fn role_word(w: &str) -> Option<Role> {
    Some(match w.to_ascii_lowercase().as_str() {
        "king" => Role::King,
        "queen" => Role::Queen,
        "rook" => Role::Rook,
        "bishop" => Role::Bishop,
        "knight" => Role::Knight,
        "pawn" => Role::Pawn,
        _ => return None,
    })
}

fn square(s: &str) -> Option<Square> {
    s.parse().ok()
}

/// The last word of `text` before byte `at`, lower-cased.
fn word_before(text: &str, at: usize) -> String {
    let before = text[..at].trim_end();
    let start = before
        .rfind(|c: char| !(c.is_alphanumeric() || c == '\'' || c == '-'))
        .map_or(0, |i| i + 1);
    before[start..].to_lowercase()
}

/// Words that, just before a piece on a square, tell the game's story instead of the diagram
/// ("promotes the pawn on c8", "captured the knight on f6").
const STORY_VERBS: &[&str] = &[
    "captures", "captured", "takes", "took", "promotes", "promoted", "moves", "moved", "plays", "played",
    "removes", "removed", "was", "were", "had",
];

/// "White: Kh5, Re5, pawn g4" up to the `;` or the sentence's end.
static LIST: LazyLock<Regex> =
    LazyLock::new(|| Regex::new(r"\b(White|Black): ([^;.]+)").expect("the piece-list pattern"));
/// "the bishop on c4", "the black knight on d3", "White's pawn on e5", "has knights on b1 and
/// f3": a determiner or possessive, at most one adjective of those that describe a piece where
/// it stands, the piece and its square (squares only after a plural: "knights on b1 and f3").
/// "his own last pawn on c8", "has no pawn on e4" or "the captured knight" say nothing of the
/// diagram and do not match.
static ON: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(
        r"(?i)\b(?:the|white's|black's|has|have) (?:(white|black) )?(?:(?:pinned|unmoved|lone|bare|light-squared|dark-squared|passed|remaining|checking|attacking) )?(king|queen|rook|bishop|knight|pawn)(s?) on ([a-h][1-8]\b(?:(?:,| and|, and) [a-h][1-8]\b)*)",
    )
    .expect("the piece-on-square pattern")
});
/// "d2 is empty", "d2 empty", "f1 and g1 are empty": only the square just before, so that in
/// "knights on b1 and f3, d2 is empty" the knights' squares are not read as empty.
static EMPTY: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"\b(?:([a-h][1-8]) and )?([a-h][1-8]) (?:(?:is )?empty|(?:are )empty)\b")
        .expect("the empty-square pattern")
});
/// Words before a square said to be empty that make it a question or a condition ("Is f1
/// empty?", "castling needs g1 empty", "must be empty").
const NOT_A_STATEMENT: &[&str] = &["is", "are", "needs", "need", "requires", "require", "be", "if"];
/// "Black a bare king", "Black's lone king", "White has only a bare king"; not when more
/// follows ("a lone king and a pawn").
static BARE: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)\b(white|black)(?:'s|:)? (?:(?:has )?(?:only )?(?:a|his|her) )?(?:bare|lone) king\b(?:,? (and|plus|with)\b| ?\+)?")
        .expect("the bare-king pattern")
});
/// A quotation or a parenthesis: what a player says or an aside, not the diagram's facts.
static ASIDE: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r#"(?:^|[\s(\[])'[^']*'|"[^"]*"|“[^”]*”|«[^»]*»|\([^)]*\)"#).expect("the aside pattern")
});
/// A player's or anybody's assertion up to the sentence's end ("Black objects that a1 was not
/// empty"): it may be the mistake the question is about.
static ASSERTION: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)\b(?:says|said|claims|claimed|objects|objected|argues|argued|insists|insisted|thinks|thought|believes|believed|convinced|announces|announced) that\b[^.;?!]*")
        .expect("the assertion pattern")
});
/// A parenthesis inside a piece list that adds pieces ("(and pawns)"): the list is then not all.
static ADDS: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)\b(?:and|plus|other|others|etc|kings?|queens?|rooks?|bishops?|knights?|pawns?)\b")
        .expect("the adding-words pattern")
});
static PARENS: LazyLock<Regex> = LazyLock::new(|| Regex::new(r"\([^)]*\)").expect("the parenthesis pattern"));
static SQUARE: LazyLock<Regex> = LazyLock::new(|| Regex::new(r"\b[a-h][1-8]\b").expect("the square pattern"));

/// The pieces of one side's list, and whether the list names them all; None when an entry is
/// not a piece or pawns on squares (the list is then prose, "White: king and bishop").
fn list_entries(color: Color, list: &str) -> Option<(Vec<Placed>, bool)> {
    let mut out = Vec::new();
    let mut pawns = false;
    // "(none has moved)" says something of the pieces, not where they stand; "(and pawns)"
    // says the list is not all of them.
    let all = !PARENS.find_iter(list).any(|m| ADDS.is_match(m.as_str()));
    let list = PARENS.replace_all(list, "");
    for entry in list.split(',').flat_map(|e| e.split(" and ")) {
        let entry = entry.trim();
        if let Some(rest) = entry.strip_prefix("pawns ").or(entry.strip_prefix("pawn ")) {
            pawns = true;
            out.push((color, Role::Pawn, square(rest.trim())?));
        } else if entry.len() == 3 && entry.is_char_boundary(1) {
            pawns = false;
            let letter = entry.chars().next()?;
            let role = Role::from_char(letter.to_ascii_lowercase())
                .filter(|r| *r != Role::Pawn && letter.is_ascii_uppercase())?;
            out.push((color, role, square(&entry[1..])?));
        } else if pawns && entry.len() == 2 {
            out.push((color, Role::Pawn, square(entry)?));
        } else {
            return None;
        }
    }
    Some((out, all))
}

/// Everything the English question `text` says about its diagram.
pub fn claims(text: &str) -> Vec<Claim> {
    let mut out = Vec::new();
    let mut listed = Vec::new();
    let mut complete = [false; 2];
    for c in LIST.captures_iter(text) {
        let color = color_word(&c[1]).expect("White or Black");
        if let Some((entries, all)) = list_entries(color, &c[2]) {
            complete[color as usize] = all;
            listed.extend(entries);
        }
    }
    out.extend(listed.iter().map(|&(color, role, square)| Claim::Piece {
        color: Some(color),
        role,
        square,
    }));
    if complete == [true, true] {
        out.push(Claim::Complete(listed));
    }
    // Beyond the lists, the narrative: without quotations, asides and what somebody asserts.
    let text = ASIDE.replace_all(text, " ");
    let text = ASSERTION.replace_all(&text, " ");
    // Empty squares first: a list of pieces' squares runs on into them ("knights on b1 and f3
    // and d2 empty"), and a square said to be empty is not a piece's.
    let mut empty = Vec::new();
    for c in EMPTY.captures_iter(&text) {
        let m = c.get(0).expect("the match");
        if NOT_A_STATEMENT.contains(&word_before(&text, m.start()).as_str()) {
            continue;
        }
        let plural = m.as_str().contains(" are ");
        let first = c.get(1).filter(|_| plural).and_then(|m| square(m.as_str()));
        empty.extend(first.into_iter().chain(square(&c[2])));
    }
    for c in ON.captures_iter(&text) {
        let whole = c.get(0).expect("the match");
        if STORY_VERBS.contains(&word_before(&text, whole.start()).as_str()) {
            continue;
        }
        let color = c
            .get(1)
            .and_then(|m| color_word(m.as_str()))
            .or_else(|| color_word(whole.as_str().split(' ').next().unwrap_or_default()));
        let role = role_word(&c[2]).expect("a piece word");
        let squares = SQUARE.find_iter(&c[4]).filter_map(|m| square(m.as_str()));
        for sq in squares.take(if c[3].is_empty() { 1 } else { 8 }) {
            if !empty.contains(&sq) {
                out.push(Claim::Piece {
                    color,
                    role,
                    square: sq,
                });
            }
        }
    }
    out.extend(empty.into_iter().map(Claim::Empty));
    for c in BARE.captures_iter(&text) {
        if c.get(2).is_none() && !c[0].ends_with('+') {
            out.extend(color_word(&c[1]).map(Claim::BareKing));
        }
    }
    out
}

/// How the diagram `fen` disagrees with `claims`, in words; empty when it agrees (or cannot
/// be read: the content's own FEN check reports that).
pub fn disagreements(fen: &str, claims: &[Claim]) -> Vec<String> {
    let Ok(fen) = fen.parse::<Fen>() else {
        return Vec::new();
    };
    let board = &fen.as_setup().board;
    let name = |color: Option<Color>, role: Role| {
        let side = color.map_or(String::new(), |c| format!("{c:?} "));
        format!("{side}{role:?}").to_lowercase()
    };
    let mut out = Vec::new();
    for claim in claims {
        match claim {
            &Claim::Piece { color, role, square } => {
                let there = board.piece_at(square);
                if !there.is_some_and(|p| p.role == role && color.is_none_or(|c| p.color == c)) {
                    let found = there.map_or("nothing".to_string(), |p| name(Some(p.color), p.role));
                    out.push(format!(
                        "a {} on {square}, where the diagram has {found}",
                        name(color, role)
                    ));
                }
            }
            &Claim::Empty(square) => {
                if let Some(p) = board.piece_at(square) {
                    out.push(format!(
                        "{square} empty, where the diagram has a {}",
                        name(Some(p.color), p.role)
                    ));
                }
            }
            &Claim::BareKing(color) => {
                let others = (board.by_color(color) & !board.kings()).count();
                if others > 0 {
                    out.push(format!(
                        "a bare {} king, where the diagram gives it {others} more",
                        name(Some(color), Role::King).trim_end_matches(" king")
                    ));
                }
            }
            Claim::Complete(listed) => {
                for (square, p) in board.iter() {
                    if !listed.contains(&(p.color, p.role, square)) {
                        out.push(format!(
                            "every piece in its lists, but not the diagram's {} on {square}",
                            name(Some(p.color), p.role)
                        ));
                    }
                }
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn piece(color: Option<Color>, role: Role, square: Square) -> Claim {
        Claim::Piece { color, role, square }
    }

    #[test]
    fn piece_lists_name_every_piece_and_complete_lists_say_there_is_no_other() {
        let text = "Standard game. White: Kf1, Bf2, pawns g3, h2; Black: Kg8, Rf8, Bc3, pawns g7, h7. White, on move, grips his bishop.";
        let c = claims(text);
        assert!(
            c.iter()
                .any(|c| matches!(c, Claim::Complete(listed) if listed.len() == 9))
        );
        assert!(c.contains(&piece(Some(Color::White), Role::Pawn, Square::H2)));
        assert!(c.contains(&piece(Some(Color::Black), Role::Rook, Square::F8)));
        let right = "5rk1/6pp/8/8/8/2b3P1/5B1P/5K2 w - - 0 35";
        assert_eq!(disagreements(right, &c), Vec::<String>::new());
        // The bishop copied onto the wrong square, and a pawn the lists do not have.
        let wrong = disagreements("5rk1/6pp/8/8/8/1b4P1/5B1P/5K1P w - - 0 35", &c);
        let says = |what: &str| wrong.iter().any(|w| w.contains(what));
        assert!(
            says("black bishop on c3, where the diagram has nothing"),
            "{wrong:?}"
        );
        assert!(says("not the diagram's black bishop on b3"), "{wrong:?}");
        assert!(says("not the diagram's white pawn on h1"), "{wrong:?}");
    }

    #[test]
    fn a_list_in_prose_or_one_that_is_not_all_is_read_as_no_more_than_it_says() {
        assert_eq!(
            claims("White: king and light-squared bishop; Black: a bare king."),
            vec![Claim::BareKing(Color::Black)]
        );
        // "(none has moved)" is about the pieces, not where they stand.
        let c = claims("White: Ke1, Ra1, Rh1 (none has moved), pawns a2, c2; Black: Kg8.");
        assert!(c.contains(&piece(Some(Color::White), Role::Rook, Square::H1)));
        assert!(c.iter().any(|c| matches!(c, Claim::Complete(_))));
        // "(and pawns)" says the list is not all the pieces.
        let c = claims("White: Kg1, Rf1 (and pawns); Black: Kg8.");
        assert_eq!(c.len(), 3, "{c:?}");
        assert!(disagreements("6k1/8/8/8/8/8/5PPP/5RK1 w - - 0 1", &c).is_empty());
        // A piece named in the story does not complete a list that leaves it out.
        let c = claims("White: Kg1; Black: Kg8. White's rook on a8 gives check.");
        let d = disagreements("R5k1/8/8/8/8/8/8/6K1 b - - 0 1", &c);
        assert!(
            d.iter().any(|d| d.contains("not the diagram's white rook on a8")),
            "{d:?}"
        );
    }

    #[test]
    fn pieces_on_squares_empty_squares_and_bare_kings_are_read_from_prose() {
        let c = claims(
            "White has knights on b1 and f3, d2 is empty, and the black knight on d3 is pinned; Black a bare king. Later he promotes his own last pawn on c8.",
        );
        assert_eq!(
            c,
            vec![
                piece(None, Role::Knight, Square::B1),
                piece(None, Role::Knight, Square::F3),
                piece(Some(Color::Black), Role::Knight, Square::D3),
                Claim::Empty(Square::D2),
                Claim::BareKing(Color::Black),
            ]
        );
        assert_eq!(
            claims("next to White's pawn on e5"),
            vec![piece(Some(Color::White), Role::Pawn, Square::E5)]
        );
        // One piece has one square: "the rook on h1, f1 and g1 are empty" puts no rook on f1.
        assert_eq!(
            claims("the rook on h1, f1 and g1 are empty"),
            vec![
                piece(None, Role::Rook, Square::H1),
                Claim::Empty(Square::F1),
                Claim::Empty(Square::G1),
            ]
        );
        let bare = disagreements(
            "2B5/k7/8/1K6/4B3/8/8/p7 b - - 0 71",
            &[Claim::BareKing(Color::Black)],
        );
        assert_eq!(bare, vec!["a bare black king, where the diagram gives it 1 more"]);
        let empty = disagreements("8/8/8/8/8/8/3P4/8 w - - 0 1", &[Claim::Empty(Square::D2)]);
        assert_eq!(empty, vec!["d2 empty, where the diagram has a white pawn"]);
    }

    /// The game's story, a negation, a question, a condition, a quotation, an aside and what a
    /// player asserts say nothing of the diagram.
    #[test]
    fn what_the_text_does_not_state_about_the_diagram_is_not_read() {
        for story in [
            "He promotes the pawn on c8 and captures Black's last pawn on c5.",
            "White has no pawn on e4; the captured knight on f6 is off the board.",
            "Is f1 empty? Castling needs g1 empty.",
            "Black says 'the rook on a1 moved' and objects that a1 was not empty.",
            "Black has a lone king and a pawn on a2.",
            "White (with the bishop on b2) wins.",
        ] {
            assert_eq!(claims(story), vec![], "{story}");
        }
    }
}
