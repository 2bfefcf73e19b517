//! `citations:`: a document's citations of public documents (the table in
//! `src/content/citations.rs`).

use super::Findings;
use crate::content::citations::{at_problem, document, page_problem};
use crate::content::document::Document;
use crate::content::is_todo;

/// At least one citation: a reader sees which public documents a ruling rests on.
pub(super) fn citations_present(doc: &Document, out: &mut Findings) {
    if doc.fm.citations.is_empty() {
        let line = doc.at("citations").or_else(|| doc.at("articles"));
        let msg = "at least one citation of a public document is required, e.g. [{doc: fide-laws-2023, at: \"6.9\"}]";
        out.incomplete(&doc.path, line, "citations", msg);
    }
}

/// Each citation names a document of the table, once, with a well-formed place and page:
/// the page shows the document's title in the reader's language, so an unknown id would
/// show nothing a reader can look up.
pub(super) fn citations_known(doc: &Document, out: &mut Findings) {
    let mut seen = Vec::new();
    for (i, c) in doc.fm.citations.iter().enumerate() {
        let field = format!("citations[{i}]");
        let id = c.doc.trim();
        let line = doc.at(&format!("{field}.doc"));
        if id.is_empty() || is_todo(id) {
            let msg = "still a TODO: the id of a public document (docs/CONTENT.md, \"Citations\")";
            out.incomplete(&doc.path, line, &format!("{field}.doc"), msg);
        } else if document(id).is_none() {
            let msg = format!(
                "unknown document `{id}`: cite one of the table in src/content/citations.rs, or add it there (docs/CONTENT.md, \"Citations\")"
            );
            out.problem(&doc.path, line, &format!("{field}.doc"), msg);
        }
        if let Some(at) = &c.at
            && let Some(msg) = at_problem(at)
        {
            out.problem(
                &doc.path,
                doc.at(&format!("{field}.at")),
                &format!("{field}.at"),
                msg,
            );
        }
        if let Some(page) = &c.page
            && let Some(msg) = page_problem(&page.text())
        {
            out.problem(
                &doc.path,
                doc.at(&format!("{field}.page")),
                &format!("{field}.page"),
                msg,
            );
        }
        let key = (
            id.to_string(),
            c.at.as_deref().map(str::trim),
            c.page.as_ref().map(|p| p.text()),
        );
        if seen.contains(&key) {
            out.problem(
                &doc.path,
                line,
                &field,
                format!("`{id}` is cited twice with the same place"),
            );
        }
        seen.push(key);
    }
}
