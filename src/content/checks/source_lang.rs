//! The language of the main body (`source_lang`).

use super::Findings;
use crate::content::document::Document;

/// The source language is en, pt, ru or sr: the body in the main file is shown in it, and the
/// translations are compared with it.
pub(super) fn source_lang(doc: &Document, out: &mut Findings) {
    if doc.source_lang.is_none() {
        let msg = format!("unknown language `{}` (en, pt, ru, sr)", doc.fm.source_lang);
        out.problem(&doc.path, doc.at("source_lang"), "source_lang", msg);
    }
}
