//! Served texts hold no internal vocabulary (see `content::vocabulary`): titles, questions,
//! answers, keywords, quiz items, citations, the event and the bodies, in every language.

use super::Findings;
use crate::content::document::Document;
use crate::content::front_matter::LangMap;
use crate::content::is_todo;
use crate::content::vocabulary::internal_terms;

/// Report the internal vocabulary of `text` at `field`.
fn report(out: &mut Findings, path: &std::path::Path, line: Option<usize>, field: &str, text: &str) {
    let hits = internal_terms(text);
    if hits.is_empty() {
        return;
    }
    let list = hits
        .iter()
        .map(|h| format!("`{h}`"))
        .collect::<Vec<_>>()
        .join(", ");
    let msg = format!(
        "internal vocabulary {list}: a reader sees only public documents (cite them in `citations`; our notes stay out of served text)"
    );
    out.incomplete(path, line, field, msg);
}

/// Each language's text of a field, but a TODO stub (reported as such by its own check).
fn texts(out: &mut Findings, doc: &Document, field: &str, map: &LangMap<String>) {
    for (lang, text) in map.iter().filter(|(_, t)| !is_todo(t)) {
        let f = format!("{field}.{lang}");
        report(out, &doc.path, doc.at(&f), &f, text);
    }
}

/// No front-matter text a reader sees (title, question, answer, what is unsettled, keywords, quiz items and
/// their explanations, the citations' places, the event) names our notes or their markers:
/// every served sentence must stand on public sources.
pub(super) fn front_matter_vocabulary(doc: &Document, out: &mut Findings) {
    let fm = &doc.fm;
    texts(out, doc, "title", &fm.title);
    texts(out, doc, "question", &fm.question);
    texts(out, doc, "answer", &fm.answer);
    if let Some(unsettled) = &fm.unsettled {
        texts(out, doc, "unsettled", unsettled);
    }
    for (lang, words) in fm.keywords.iter().filter(|(_, w)| !w.iter().any(|w| is_todo(w))) {
        let f = format!("keywords.{lang}");
        report(out, &doc.path, doc.at(&f), &f, &words.join(", "));
    }
    for (i, item) in fm.quiz.iter().enumerate() {
        texts(out, doc, &format!("quiz[{i}].ask"), &item.ask);
        texts(out, doc, &format!("quiz[{i}].right"), &item.right);
        for (j, w) in item.wrong.iter().enumerate() {
            texts(out, doc, &format!("quiz[{i}].wrong[{j}]"), w);
        }
        if let Some(why) = &item.why {
            texts(out, doc, &format!("quiz[{i}].why"), why);
        }
    }
    for (i, c) in fm.citations.iter().enumerate() {
        let f = format!("citations[{i}]");
        if is_todo(&c.doc) {
            continue;
        }
        let text = format!("{} {}", c.doc, c.at.as_deref().unwrap_or(""));
        report(out, &doc.path, doc.at(&f), &f, &text);
    }
    if let Some(e) = &fm.event {
        let text = format!("{}; {}", e.name, e.place);
        report(out, &doc.path, doc.at("event"), "event", &text);
    }
}

/// No body, in any language, names our notes or their markers; each line is reported at its
/// own line of its own file.
pub(super) fn body_vocabulary(doc: &Document, out: &mut Findings) {
    let field = match doc.source_lang {
        Some(l) => format!("body.{l}"),
        None => "body".to_string(),
    };
    if !is_todo(&doc.body) {
        for (k, line) in doc.body.lines().enumerate() {
            report(out, &doc.path, Some(doc.body_line + k), &field, line);
        }
    }
    for t in &doc.translations {
        if let Some(Ok(text)) = &t.text
            && !is_todo(text)
        {
            let field = format!("body.{}", t.lang);
            for (k, line) in text.lines().enumerate() {
                report(out, &t.path, Some(k + 1), &field, line);
            }
        }
    }
}
