//! A document's `topics`: at least one, each in `_topics.yaml`.

use super::{Corpus, Findings};
use crate::content::document::Document;

/// A document has a topic at least: readers browse and trainees practise by topic.
pub(super) fn topics_listed(doc: &Document, out: &mut Findings) {
    if doc.fm.topics.is_empty() {
        out.incomplete(
            &doc.path,
            doc.at("topics"),
            "topics",
            "at least one topic is required",
        );
    }
}

/// Every topic a document lists is in `_topics.yaml`, where its names are.
pub(super) fn known_topics(corpus: &Corpus, i: usize, out: &mut Findings) {
    let p = &corpus.docs[i];
    for t in &p.ruling.topics {
        if !corpus.topic_ids.contains(t.as_str()) {
            let msg = format!("unknown topic `{t}` (see content/_topics.yaml)");
            out.problem(&p.ruling.path, p.topics_line, "topics", msg);
        }
    }
}
