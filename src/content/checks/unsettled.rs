//! Points not settled (`unsettled`): said in every language and never asked in a quiz.

use super::Findings;
use super::languages::localized_text;
use crate::content::document::Document;

/// An `unsettled` note names what is not confirmed in all four languages, and the document
/// carries no quiz items: a trainee must never be marked on a point the knowledge base itself
/// cannot confirm. Settled points belong in another document, which may be quizzed.
pub(super) fn unsettled(doc: &Document, out: &mut Findings) {
    let Some(map) = &doc.fm.unsettled else {
        return;
    };
    localized_text(out, doc.yaml(), "unsettled", map, doc.at("unsettled"));
    if !doc.fm.quiz.is_empty() {
        out.problem(
            &doc.path,
            doc.at("quiz"),
            "quiz",
            "the document is marked `unsettled`: a quiz item would ask an unconfirmed point \
             (settle the point, or move the settled ones to another document and quiz them there)",
        );
    }
}
