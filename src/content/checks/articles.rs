//! Article references: the current ones (`articles`), the former numbering (`former`), and
//! the articles the body cites, which the document must list.

use super::Findings;
use crate::content::document::Document;
use crate::content::{ArticleRef, former_number, text};

/// At least one current article, each in the canonical list and listed once: arbiters find a
/// document by its article number.
pub(super) fn articles(doc: &Document, out: &mut Findings) {
    let line = doc.at("articles");
    if doc.fm.articles.is_empty() {
        out.incomplete(
            &doc.path,
            line,
            "articles",
            "at least one current article is required",
        );
    }
    let mut seen = Vec::new();
    for (i, a) in doc.fm.articles.iter().enumerate() {
        let field = format!("articles[{i}]");
        match ArticleRef::parse(a) {
            Ok(r) if seen.contains(&r) => {
                out.problem(&doc.path, line, &field, format!("`{r}` is listed twice"))
            }
            Ok(r) => seen.push(r),
            Err(e) => out.problem(&doc.path, line, &field, e.to_string()),
        }
    }
}

/// A former reference starts with the old article number (`"10.2 (2009)"`): search by an old
/// number finds the document through it.
pub(super) fn former(doc: &Document, out: &mut Findings) {
    for (i, f) in doc.fm.former.iter().enumerate() {
        if former_number(f).is_none() {
            let msg = format!("`{f}` must start with the old article number, e.g. \"10.2 (2009)\"");
            out.problem(&doc.path, doc.at("former"), &format!("former[{i}]"), msg);
        }
    }
}

/// An article the source body cites is one the document is about: it belongs in `articles`
/// (or, when the body calls it old, in `former`), or search by that number misses the
/// document. A warning, at the body line citing it.
pub(super) fn body_citations(doc: &Document, out: &mut Findings) {
    let Some(body) = doc.source_lang.and_then(|l| doc.bodies.get(l).as_ref()) else {
        return;
    };
    let (cited, _) = text::references(&body.text);
    for c in cited {
        let covered = doc.articles.iter().any(|a| {
            a.as_str() == c
                || a.parents().contains(&c)
                || ArticleRef::parse(&c).is_ok_and(|r| r.parents().iter().any(|p| p == a.as_str()))
        }) || doc.former_numbers.contains(&c);
        if !covered {
            let line = doc.body.lines().position(|l| l.contains(c.as_str()));
            let msg = format!("the body cites {c}, which is not in `articles` (nor in `former`)");
            out.warning(&doc.path, Some(doc.body_line + line.unwrap_or(0)), "body", msg);
        }
    }
}
