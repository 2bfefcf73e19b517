//! The time controls a document applies to (`time_controls`).

use super::Findings;
use crate::content::TimeControl;
use crate::content::document::Document;

/// At least one of standard, rapid, blitz, each once: the answer differs between them, and the
/// quiz asks a question only in its own time controls.
pub(super) fn time_controls(doc: &Document, out: &mut Findings) {
    let line = doc.at("time_controls");
    if doc.fm.time_controls.is_empty() {
        let msg = "at least one of standard, rapid, blitz";
        out.incomplete(&doc.path, line, "time_controls", msg);
    }
    let mut seen = Vec::new();
    for (i, t) in doc.fm.time_controls.iter().enumerate() {
        let field = format!("time_controls[{i}]");
        match TimeControl::parse(t) {
            Some(tc) if !seen.contains(&tc) => seen.push(tc),
            Some(_) => out.problem(&doc.path, line, &field, format!("`{t}` is listed twice")),
            None => {
                let msg = format!("unknown time control `{t}` (standard, rapid, blitz)");
                out.problem(&doc.path, line, &field, msg);
            }
        }
    }
}
