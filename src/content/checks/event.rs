//! The `event:` block: a regulation's, and only a regulation's.

use super::Findings;
use crate::content::Kind;
use crate::content::document::Document;

/// A regulation belongs to an event with a name, a place and one or two ISO dates (pages
/// show them); any other kind of document has no event.
pub(super) fn event(doc: &Document, out: &mut Findings) {
    let path = &doc.path;
    match (&doc.fm.event, doc.kind) {
        (Some(e), Some(Kind::Regulation)) => {
            if e.name.trim().is_empty() || e.place.trim().is_empty() {
                out.problem(path, doc.at("event"), "event", "name and place must not be empty");
            }
            if e.dates.is_empty() || e.dates.len() > 2 || !e.dates.iter().all(|d| is_iso_date(d)) {
                let msg = "one or two ISO dates, e.g. [\"2025-06-05\", \"2025-06-08\"]";
                out.problem(path, doc.at("event.dates"), "event.dates", msg);
            }
        }
        (None, Some(Kind::Regulation)) => {
            let msg = "a regulation needs an `event:` block (name, place, dates)";
            out.problem(path, doc.at("kind"), "event", msg);
        }
        (Some(_), _) => {
            let msg = "only documents of kind `regulation` have an event";
            out.problem(path, doc.at("event"), "event", msg);
        }
        (None, _) => {}
    }
}

fn is_iso_date(s: &str) -> bool {
    let b = s.as_bytes();
    b.len() == 10
        && b[4] == b'-'
        && b[7] == b'-'
        && b.iter()
            .enumerate()
            .all(|(i, c)| i == 4 || i == 7 || c.is_ascii_digit())
}
