//! A document's language-keyed texts: `title`, `question`, `answer`, `keywords`.

use super::Findings;
use super::languages::{localized_list, localized_text};
use crate::content::Lang;
use crate::content::document::Document;

/// The title is in all four languages (see [`localized_text`]) and at most 120 characters,
/// to fit a result line on a phone.
pub(super) fn title(doc: &Document, out: &mut Findings) {
    localized_text(out, doc.yaml(), "title", &doc.fm.title, None);
    for l in Lang::ALL {
        if doc.title.get(l).chars().count() > 120 {
            let field = format!("title.{l}");
            out.problem(
                &doc.path,
                doc.at(&field),
                &field,
                "titles are at most 120 characters",
            );
        }
    }
}

/// The situation is in all four languages: every reader gets the whole ruling.
pub(super) fn question(doc: &Document, out: &mut Findings) {
    localized_text(out, doc.yaml(), "question", &doc.fm.question, None);
}

/// The decision is in all four languages.
pub(super) fn answer(doc: &Document, out: &mut Findings) {
    localized_text(out, doc.yaml(), "answer", &doc.fm.answer, None);
}

/// Search jargon in all four languages (see [`localized_list`]): a query in any language can
/// find the document by the words arbiters use.
pub(super) fn keywords(doc: &Document, out: &mut Findings) {
    localized_list(out, doc.yaml(), "keywords", &doc.fm.keywords);
}
