//! The bodies: the main file's, and one translated body (`<id>.<lang>.md`) beside it for every
//! other language, written and giving the same articles and figures.

use super::Findings;
use crate::content::document::Document;
use crate::content::problem::FILE;
use crate::content::{Lang, is_todo, numbers};

/// The main file's body is written (not empty, not a TODO stub).
pub(super) fn body(doc: &Document, out: &mut Findings) {
    let line = Some(doc.body_line);
    if doc.body.trim().is_empty() {
        out.problem(&doc.path, line, "body", "the body is empty");
    } else if is_todo(&doc.body) {
        out.incomplete(&doc.path, line, "body", "the body is still a TODO");
    }
}

/// A translated body is in another language than the main file's, readable, plain Markdown
/// (no front matter of its own) and written (not empty, not a TODO stub).
pub(super) fn translated_bodies(doc: &Document, out: &mut Findings) {
    for t in &doc.translations {
        let (lang, path) = (t.lang, &t.path);
        match &t.text {
            None => {
                let msg = format!("duplicates the source-language body ({lang}) of the main file");
                out.problem(path, None, FILE, msg);
            }
            Some(Ok(t)) if t.starts_with("---") => {
                out.problem(path, Some(1), FILE, "a translated body has no front matter")
            }
            Some(Ok(t)) if t.trim().is_empty() => out.problem(path, Some(1), "body", "the body is empty"),
            Some(Ok(t)) if is_todo(t) => {
                out.incomplete(path, Some(1), &format!("body.{lang}"), "the body is still a TODO")
            }
            Some(Ok(_)) => {}
            Some(Err(e)) => out.problem(path, None, FILE, format!("cannot read: {e}")),
        }
    }
}

/// A translation keeps the source body's article references and figures (see
/// [`numbers::differences`]): a dropped sentence or a changed time would mislead an arbiter.
pub(super) fn translation_figures(doc: &Document, out: &mut Findings) {
    let Some((src, source)) = doc
        .source_lang
        .and_then(|l| doc.bodies.get(l).as_ref().map(|b| (l, b)))
    else {
        return;
    };
    for t in &doc.translations {
        let Some(body) = doc.bodies.get(t.lang) else {
            continue;
        };
        let (extra, missing) = numbers::differences(&source.text, &body.text);
        if extra.is_empty() && missing.is_empty() {
            continue;
        }
        let lang = t.lang;
        let mut msg =
            format!("the {lang} body does not give the same articles and figures as the {src} body:");
        if !missing.is_empty() {
            msg.push_str(&format!(" missing {}", missing.join(", ")));
        }
        if !extra.is_empty() {
            let sep = if missing.is_empty() { "" } else { ";" };
            msg.push_str(&format!("{sep} not in the source {}", extra.join(", ")));
        }
        out.problem(&t.path, Some(1), &format!("body.{lang}"), msg);
    }
}

/// Every reader gets the whole ruling in their language: a body in each language, the missing
/// ones named by the file that should exist.
pub(super) fn translations_present(doc: &Document, out: &mut Findings) {
    let Some(src) = doc.source_lang else { return };
    for lang in Lang::ALL {
        if lang != src && doc.bodies.get(lang).is_none() && !doc.translations.iter().any(|t| t.lang == lang) {
            let msg = format!(
                "the {lang} body `{}.{lang}.md` is missing beside this file",
                doc.fm.id
            );
            out.incomplete(&doc.path, doc.at("source_lang"), "body", msg);
        }
    }
}
