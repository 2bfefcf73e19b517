//! `check`'s problems with a diagram that the chess rules can see contradicts its question: a
//! position shown with a flag fall ("his flag falls", "a seta cai", "упал флаг", "pala
//! zastavica") that is already checkmate or stalemate, where the game ended before any flag
//! could matter (5.1.1, 5.2.1), unless the question itself is about the mate or the stalemate.
//! The diagram is an authored item's own position, or its document's for a case question.

use std::path::Path;

use shakmaty::fen::Fen;
use shakmaty::{CastlingMode, Chess, Position};

use crate::content::{KnowledgeBase, Lang, Problem, Severity, text};

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

/// Whether a question in every language speaks of a flag fall and none of mate or stalemate.
fn flag_not_mate(ask: &crate::content::Localized<String>) -> bool {
    let flag = Lang::ALL.iter().any(|&l| mentions(ask.get(l), flag_words(l)));
    let mate = Lang::ALL.iter().any(|&l| mentions(ask.get(l), mate_words(l)));
    flag && !mate
}

fn problem(path: &Path, line: Option<usize>, field: String, fen: &str, what: &str) -> Problem {
    Problem {
        path: path.to_path_buf(),
        line,
        field,
        message: format!(
            "the diagram ({fen}) is already {what}: the game ended there (5.1.1, 5.2.1), so a flag fall in the question cannot happen on it; show the position before, or ask about the {what}"
        ),
        severity: Severity::Problem,
    }
}

/// Every authored item and case question whose diagram contradicts its question, in file order.
pub fn diagram_problems(kb: &KnowledgeBase) -> Vec<Problem> {
    let mut documents: Vec<_> = kb.rulings().iter().chain(kb.drafts()).collect();
    documents.sort_by(|a, b| a.path.cmp(&b.path));
    let mut out = Vec::new();
    for r in documents {
        if let Some(fen) = &r.position
            && let Some(what) = finished(fen)
            && flag_not_mate(&r.question)
        {
            out.push(problem(&r.path, None, "position".into(), fen, what));
        }
        for (i, item) in r.quiz.iter().enumerate() {
            if let Some(fen) = &item.fen
                && let Some(what) = finished(fen)
                && flag_not_mate(&item.ask)
            {
                out.push(problem(
                    &r.path,
                    item.right_line,
                    format!("quiz[{i}].fen"),
                    fen,
                    what,
                ));
            }
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
            crate::content::Localized::from_fn(|l| match l {
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

    /// The shipped knowledge base shows no finished position as a flag fall.
    #[test]
    fn the_shipped_content_has_no_diagram_contradicting_its_question() {
        let kb = KnowledgeBase::load(&Path::new(env!("CARGO_MANIFEST_DIR")).join("content")).unwrap();
        let problems = diagram_problems(&kb);
        assert!(problems.is_empty(), "{problems:#?}");
    }
}
