//! What kind of decision a document's answer gives (`decides`).

use super::Findings;
use crate::content::document::Document;
use crate::content::{Decides, is_todo};

/// `decides`, when given, is one of the known kinds (or still a TODO in a draft): case
/// questions take their wrong options from rulings deciding the same kind of thing.
pub(super) fn decides(doc: &Document, out: &mut Findings) {
    match doc.fm.decides.as_deref() {
        None => {}
        Some(d) if is_todo(d) => {
            let msg =
                "still a TODO: result, penalty, time, procedure, permission, calculation, pairing or none";
            out.incomplete(&doc.path, doc.at("decides"), "decides", msg);
        }
        Some(d) if Decides::parse(d).is_none() => {
            let msg = format!(
                "unknown kind of decision `{d}` (result, penalty, time, procedure, permission, calculation, pairing, none)"
            );
            out.problem(&doc.path, doc.at("decides"), "decides", msg);
        }
        Some(_) => {}
    }
}
