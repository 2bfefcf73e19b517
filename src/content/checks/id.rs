//! Document ids: the URL `/rulings/<id>`, so well-formed, the file's own name, and unique.

use super::{Corpus, Findings};
use crate::content::document::Document;
use crate::content::is_kebab;

/// An id is kebab-case (`[a-z0-9-]`), 3 to 80 characters: it is a stable, readable URL.
pub(super) fn id_form(doc: &Document, out: &mut Findings) {
    let id = &doc.fm.id;
    if !is_kebab(id) || id.len() < 3 || id.len() > 80 {
        let msg = "ids are kebab-case ([a-z0-9-]), 3 to 80 characters";
        out.problem(&doc.path, doc.at("id"), "id", msg);
    }
}

/// An id equals the file name, so the file of a URL is found without searching.
pub(super) fn id_is_file_name(doc: &Document, out: &mut Findings) {
    let stem = doc.path.file_stem().and_then(|s| s.to_str()).unwrap_or_default();
    if doc.fm.id != stem {
        let msg = format!("id `{}` must equal the file name `{stem}`", doc.fm.id);
        out.problem(&doc.path, doc.at("id"), "id", msg);
    }
}

/// No two documents have the same id (in different folders): one URL, one document. Names
/// the previous file with that id.
pub(super) fn unique_id(corpus: &Corpus, i: usize, out: &mut Findings) {
    let p = &corpus.docs[i];
    let r = &p.ruling;
    if let Some(first) = corpus.docs[..i].iter().rev().find(|o| o.ruling.id == r.id) {
        let msg = format!(
            "duplicate id `{}` (also in {})",
            r.id,
            first.ruling.path.display()
        );
        out.problem(&r.path, p.id_line, "id", msg);
    }
}
