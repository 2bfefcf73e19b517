//! What a document is (`kind`).

use super::Findings;
use crate::content::document::Document;

/// The kind is one of ruling, law, procedure, regulation: pages, search and the quiz treat
/// each differently.
pub(super) fn kind(doc: &Document, out: &mut Findings) {
    if doc.kind.is_none() {
        let msg = format!(
            "unknown kind `{}` (ruling, law, procedure, regulation)",
            doc.fm.kind
        );
        out.problem(&doc.path, doc.at("kind"), "kind", msg);
    }
}
