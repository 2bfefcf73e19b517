//! Positions written as FEN: a document's `position` and a quiz item's `fen`.

use super::Findings;
use crate::content::document::Document;
use crate::content::position;

/// A document's position is a legal position of standard chess: the page draws it as a board.
pub(super) fn position(doc: &Document, out: &mut Findings) {
    if let Some(Err(e)) = doc.fm.position.as_deref().map(position::normalize) {
        out.problem(&doc.path, doc.at("position"), "position", e);
    }
}

/// A quiz item's position is a legal position of standard chess: the question shows it.
pub(super) fn item_fen(doc: &Document, i: usize, out: &mut Findings) {
    if let Some(Err(e)) = doc.fm.quiz[i].fen.as_deref().map(position::normalize) {
        let field = format!("quiz[{i}].fen");
        out.problem(&doc.path, doc.at(&field), &field, e);
    }
}
