//! `related` links between documents.

use super::{Corpus, Findings};

/// A related id names another served document (a draft only from a draft, never the document
/// itself): the page links it. A link the other document does not return is a warning, since
/// readers expect to find their way back.
pub(super) fn related(corpus: &Corpus, i: usize, out: &mut Findings) {
    let p = &corpus.docs[i];
    let r = &p.ruling;
    let (path, line) = (&r.path, p.related_line);
    for rel in &r.related {
        if !corpus.ids.contains(rel.as_str()) {
            out.problem(path, line, "related", format!("no document has the id `{rel}`"));
        } else if corpus.draft_ids.contains(rel.as_str()) && !p.draft {
            out.problem(
                path,
                line,
                "related",
                format!("`{rel}` is a draft, which is not served"),
            );
        } else if rel == &r.id {
            out.problem(path, line, "related", "a document cannot be related to itself");
        } else if let Some(other) = corpus.docs.iter().find(|o| &o.ruling.id == rel)
            && !other.ruling.related.contains(&r.id)
        {
            let msg = format!("`{rel}` does not link back (add `{}` to its `related`)", r.id);
            out.warning(path, line, "related", msg);
        }
    }
}
