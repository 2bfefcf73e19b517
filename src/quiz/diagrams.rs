//! `check`'s problems with a diagram that the chess rules can see contradicts its question: a
//! position shown with a flag fall ("his flag falls", "a seta cai", "упал флаг", "pala
//! zastavica") that is already checkmate or stalemate, where the game ended before any flag
//! could matter (5.1.1, 5.2.1), unless the question itself is about the mate or the stalemate;
//! and a question that says one side is to move ("Black to move", "jogam as brancas.", "ход
//! чёрных.", "beli su na potezu.") over a diagram where the other side is; and a question that
//! puts pieces where the diagram has none ([`placement`]). The diagram is an
//! authored item's own position, or its document's for a case question.

use std::path::Path;

use shakmaty::fen::Fen;
use shakmaty::{CastlingMode, Chess, Position};

use super::placement;
use crate::content::{KnowledgeBase, Lang, Localized, Problem, Ruling, Severity, text};

/// Words of a flag fall in `l`, folded (no case, no accents), as word beginnings.
fn flag_words(l: Lang) -> &'static [&'static str] {
    match l {
        Lang::En => &["flag"],
        Lang::Pt => &["seta", "bandeira"],
        Lang::Ru => &["флаг", "флажок", "флажка"],
        Lang::Sr => &["zastavic"],
    }
}

/// Words in `l` that say the question is about the mate or the stalemate itself.
fn mate_words(l: Lang) -> &'static [&'static str] {
    match l {
        Lang::En => &["mate", "stalemate"],
        Lang::Pt => &["mate", "afogad", "afogamento"],
        Lang::Ru => &["мат", "пат"],
        Lang::Sr => &["mat", "pat"],
    }
}

/// Whether `text` (in `l`) has a word starting with one of `stems`.
fn mentions(text_in: &str, stems: &[&str]) -> bool {
    text::fold(text_in)
        .split(|c: char| !c.is_alphanumeric())
        .any(|w| stems.iter().any(|s| w.starts_with(s)))
}

/// "checkmate" or "stalemate" when the position is one, None otherwise (or when unreadable:
/// the content's own FEN check reports that).
fn finished(fen: &str) -> Option<&'static str> {
    let pos: Chess = fen
        .parse::<Fen>()
        .ok()?
        .into_position(CastlingMode::Standard)
        .ok()?;
    if pos.is_checkmate() {
        Some("checkmate")
    } else if pos.is_stalemate() {
        Some("stalemate")
    } else {
        None
    }
}

/// How `l` says that White (`.0`) or Black (`.1`) is to move, folded (no case, no accents).
fn to_move_phrases(l: Lang) -> (&'static [&'static str], &'static [&'static str]) {
    match l {
        Lang::En => (
            &["white to move", "white to play"],
            &["black to move", "black to play"],
        ),
        Lang::Pt => (
            &["jogam as brancas", "vez das brancas", "brancas a jogar"],
            &["jogam as pretas", "vez das pretas", "pretas a jogar"],
        ),
        Lang::Ru => (&["ход белых", "очередь белых"], &["ход черных", "очередь черных"]),
        Lang::Sr => (
            &[
                "beli na potezu",
                "beli su na potezu",
                "beli je na potezu",
                "na potezu su beli",
                "na potezu je beli",
                "na potezu beli",
            ],
            &[
                "crni na potezu",
                "crni su na potezu",
                "crni je na potezu",
                "na potezu su crni",
                "na potezu je crni",
                "na potezu crni",
            ],
        ),
    }
}

/// The side a question says is to move, in the first language that says it: `Some(true)` for
/// White, `Some(false)` for Black, `None` when no language names one (or one names both).
fn stated_to_move(ask: &Localized<String>) -> Option<(Lang, bool)> {
    Lang::ALL.iter().find_map(|&l| {
        let text = text::fold(ask.get(l));
        let (white, black) = to_move_phrases(l);
        // Beyond English a phrase counts only where a clause ends with it ("…; jogam as
        // pretas.", "ход белых)"): "второй невозможный ход белых в этой партии" (White's second
        // illegal move) says nothing of the side to move.
        let ends_clause = |i: usize, p: &str| {
            l == Lang::En
                || text[i + p.len()..]
                    .chars()
                    .next()
                    .is_none_or(|c| ".,;:)!?".contains(c))
        };
        let says = |phrases: &[&str]| {
            (phrases.iter()).any(|p| text.match_indices(p).any(|(i, _)| ends_clause(i, p)))
        };
        match (says(white), says(black)) {
            (true, false) => Some((l, true)),
            (false, true) => Some((l, false)),
            _ => None,
        }
    })
}

/// Whether White is to move in `fen` (None when unreadable: the content's FEN check says so).
fn white_to_move(fen: &str) -> Option<bool> {
    let fen: Fen = fen.parse().ok()?;
    Some(fen.as_setup().turn == shakmaty::Color::White)
}

/// What is wrong when the question says one side is to move and the diagram has the other.
fn side_message(fen: &str, ask: &Localized<String>) -> Option<String> {
    let (lang, white) = stated_to_move(ask)?;
    (white_to_move(fen)? != white).then(|| {
        format!(
            "the question ({}) says {} to move, but in the diagram ({fen}) {} to move",
            lang.code(),
            if white { "White is" } else { "Black is" },
            if white { "Black is" } else { "White is" },
        )
    })
}

/// Whether a question in every language speaks of a flag fall and none of mate or stalemate.
fn flag_not_mate(ask: &Localized<String>) -> bool {
    let flag = Lang::ALL.iter().any(|&l| mentions(ask.get(l), flag_words(l)));
    let mate = Lang::ALL.iter().any(|&l| mentions(ask.get(l), mate_words(l)));
    flag && !mate
}

/// What is wrong when the diagram is already mate or stalemate and the question is about a
/// flag fall, not about the mate.
fn finished_message(fen: &str, ask: &Localized<String>) -> Option<String> {
    let what = finished(fen).filter(|_| flag_not_mate(ask))?;
    Some(format!(
        "the diagram ({fen}) is already {what}: the game ended there (5.1.1, 5.2.1), so a flag fall in the question cannot happen on it; show the position before, or ask about the {what}"
    ))
}

/// What is wrong when the question (in English, which the other languages are written from)
/// puts a piece where the diagram has none, or says a square is empty or a king bare that is
/// not.
fn placement_message(fen: &str, ask: &Localized<String>) -> Option<String> {
    let found = placement::disagreements(fen, &placement::claims(ask.get(Lang::En)));
    (!found.is_empty()).then(|| {
        format!(
            "the question (en) says {}; the diagram is {fen}",
            found.join("; ")
        )
    })
}

/// Each way the diagram `fen` contradicts the question `ask`, pushed to `out` as a problem of
/// `path`, `line` and `field`: a finished game shown with a flag fall, the other side to move
/// than the question says, and pieces or empty squares the question names that the diagram
/// does not have.
fn contradictions(
    out: &mut Vec<Problem>,
    path: &Path,
    line: Option<usize>,
    field: String,
    fen: &str,
    ask: &Localized<String>,
) {
    let messages = [finished_message, side_message, placement_message];
    out.extend(
        messages
            .iter()
            .filter_map(|m| m(fen, ask))
            .map(|message| Problem {
                path: path.to_path_buf(),
                line,
                field: field.clone(),
                message,
                severity: Severity::Problem,
            }),
    );
}

/// A document's questions with a diagram: the case question over its `position`, then each
/// authored item with a `fen`, with the line and field a problem names.
type Diagram<'a> = (Option<usize>, String, &'a str, &'a Localized<String>);

fn diagrams(r: &Ruling) -> impl Iterator<Item = Diagram<'_>> {
    let case = (r.position.as_deref()).map(|fen| (None, "position".to_string(), fen, &r.question));
    let items = r.quiz.iter().enumerate().filter_map(|(i, item)| {
        let fen = item.fen.as_deref()?;
        Some((item.right_line, format!("quiz[{i}].fen"), fen, &item.ask))
    });
    case.into_iter().chain(items)
}

/// Every authored item and case question whose diagram contradicts its question, in file order.
pub fn diagram_problems(kb: &KnowledgeBase) -> Vec<Problem> {
    let mut documents: Vec<_> = kb.rulings().iter().chain(kb.drafts()).collect();
    documents.sort_by(|a, b| a.path.cmp(&b.path));
    let mut out = Vec::new();
    for r in documents {
        for (line, field, fen, ask) in diagrams(r) {
            contradictions(&mut out, &r.path, line, field, fen, ask);
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_mate_on_the_board_is_finished_and_a_normal_position_is_not() {
        assert_eq!(finished("8/8/8/8/8/7k/5n2/6RK w - - 0 1"), Some("checkmate"));
        assert_eq!(finished("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1"), Some("stalemate"));
        assert_eq!(finished("8/8/8/8/8/7k/5n2/6RK b - - 0 1"), None);
    }

    #[test]
    fn a_flag_question_that_is_not_about_the_mate_is_flagged() {
        let ask = |en: &str, pt: &str| {
            Localized::from_fn(|l| match l {
                Lang::En => en.to_string(),
                Lang::Pt => pt.to_string(),
                _ => "—".to_string(),
            })
        };
        assert!(flag_not_mate(&ask(
            "White's flag falls. Result?",
            "A seta cai. Resultado?"
        )));
        assert!(!flag_not_mate(&ask(
            "Black mates as the flag falls. Result?",
            "—"
        )));
        assert!(!flag_not_mate(&ask("Black claims a draw. Result?", "—")));
    }

    /// The side a question says is to move is read in any language, and only when it names
    /// one side alone.
    #[test]
    fn a_question_naming_the_side_to_move_is_read_in_every_language() {
        let ask = |l: Lang, text: &str| {
            Localized::from_fn(|x| {
                if x == l {
                    text.to_string()
                } else {
                    "—".to_string()
                }
            })
        };
        assert_eq!(
            stated_to_move(&ask(Lang::En, "Black to move. What result?")),
            Some((Lang::En, false))
        );
        assert_eq!(
            stated_to_move(&ask(Lang::Pt, "O diagrama mostra a posição; jogam as pretas.")),
            Some((Lang::Pt, false))
        );
        assert_eq!(
            stated_to_move(&ask(Lang::Ru, "Ход чёрных. Каков результат?")),
            Some((Lang::Ru, false))
        );
        assert_eq!(
            stated_to_move(&ask(Lang::Sr, "Beli su na potezu.")),
            Some((Lang::Sr, true))
        );
        assert_eq!(
            stated_to_move(&ask(Lang::En, "White's flag falls. Result?")),
            None
        );
        assert_eq!(
            stated_to_move(&ask(
                Lang::Pt,
                "As brancas jogam Db6 e as pretas ficam sem lance."
            )),
            None
        );
        assert_eq!(
            stated_to_move(&ask(Lang::Ru, "Это второй невозможный ход белых в этой партии.")),
            None
        );
        assert_eq!(
            stated_to_move(&ask(Lang::En, "White to move; before, Black to move.")),
            None
        );
        assert_eq!(white_to_move("8/8/8/8/8/7k/5n2/6RK b - - 0 1"), Some(false));
        let p = side_message(
            "8/8/8/8/8/7k/5n2/6RK b - - 0 1",
            &ask(Lang::Pt, "Jogam as brancas. Qual é o resultado?"),
        )
        .expect("a contradiction");
        assert!(p.contains("says White is to move"), "{p}");
        let right = side_message(
            "8/8/8/8/8/7k/5n2/6RK w - - 0 1",
            &ask(Lang::Pt, "Jogam as brancas."),
        );
        assert!(right.is_none());
    }

    /// The rule engines' position questions say the side to move that their diagram has, and
    /// place no piece where it has none.
    #[test]
    fn no_engine_question_contradicts_its_diagram() {
        let (mut named, mut placed) = (0, 0);
        for topic in crate::quiz::engines::TOPICS {
            for seed in 0..200 {
                let Some(q) = crate::quiz::engines::generate(topic, seed) else {
                    continue;
                };
                let Some(fen) = &q.fen else { continue };
                named += stated_to_move(&q.stem).is_some() as usize;
                let p = side_message(fen, &q.stem);
                assert!(p.is_none(), "{topic} seed {seed}: {p:?}: {}", q.stem.en);
                let claims = placement::claims(&q.stem.en);
                placed += claims.len();
                let found = placement::disagreements(fen, &claims);
                assert!(found.is_empty(), "{topic} seed {seed}: {found:?}: {}", q.stem.en);
            }
        }
        assert!(named > 100, "only {named} engine questions name the side to move");
        assert!(placed > 0, "no engine question's placements were read");
    }

    /// The shipped knowledge base shows no finished position as a flag fall, no other side to
    /// move than its questions say, and no other pieces than they place.
    #[test]
    fn the_shipped_content_has_no_diagram_contradicting_its_question() {
        let kb = KnowledgeBase::load(&Path::new(env!("CARGO_MANIFEST_DIR")).join("content")).unwrap();
        let problems = diagram_problems(&kb);
        assert!(problems.is_empty(), "{problems:#?}");
        // What the questions say of their diagrams is read, of every kind: the check above is
        // not vacuous.
        let mut kinds = [0usize; 4];
        for r in kb.rulings() {
            for (_, _, _, ask) in diagrams(r) {
                for c in placement::claims(ask.get(Lang::En)) {
                    kinds[match c {
                        placement::Claim::Piece { .. } => 0,
                        placement::Claim::Empty(_) => 1,
                        placement::Claim::BareKing(_) => 2,
                        placement::Claim::Complete(_) => 3,
                    }] += 1;
                }
            }
        }
        let [pieces, empty, bare, complete] = kinds;
        assert!(
            pieces >= 50 && empty >= 3 && bare >= 2 && complete >= 3,
            "read from the shipped questions: {pieces} pieces, {empty} empty squares, {bare} bare kings, {complete} complete lists"
        );
    }

    /// A question whose diagram lacks a piece it names is a problem of its file and field.
    #[test]
    fn a_diagram_without_the_pieces_its_question_names_is_a_problem() {
        let ask = Localized::from_fn(|_| {
            "White: Kh5, Re5, pawn g4; Black: Kg7, Ra5. White's flag falls.".to_string()
        });
        let mut out = Vec::new();
        let fen = "8/6k1/8/r3R2K/6P1/8/8/8 w - - 0 60";
        contradictions(&mut out, Path::new("a.md"), Some(7), "position".into(), fen, &ask);
        assert!(out.is_empty(), "{out:?}");
        // The rook copied one square off.
        let fen = "8/6k1/8/r2R3K/6P1/8/8/8 w - - 0 60";
        contradictions(&mut out, Path::new("a.md"), Some(7), "position".into(), fen, &ask);
        assert_eq!(out.len(), 1, "{out:?}");
        assert_eq!((out[0].line, out[0].field.as_str()), (Some(7), "position"));
        assert!(
            out[0]
                .message
                .contains("a white rook on e5, where the diagram has nothing"),
            "{}",
            out[0].message
        );
    }
}
