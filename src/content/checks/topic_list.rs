//! The entries of `_topics.yaml`: an id documents can list, and a name for every reader.

use super::languages::localized_text;
use super::{Findings, TopicList};
use crate::content::is_kebab;

/// A topic id is kebab-case, like every id that ends up in a URL, and listed once: a second
/// entry would make `topics: [x]` ambiguous.
pub(super) fn topic_id(list: &TopicList, i: usize, out: &mut Findings) {
    let (field, line) = entry(list, i);
    let id = &list.topics[i].id;
    if !is_kebab(id) {
        out.problem(
            &list.path,
            line,
            &format!("{field}.id"),
            "topic ids are kebab-case",
        );
    }
    if list.topics[..i].iter().any(|t| &t.id == id) {
        out.problem(
            &list.path,
            line,
            &format!("{field}.id"),
            format!("duplicate topic `{id}`"),
        );
    }
}

/// A topic has its display name in all four languages, since every UI language lists topics.
pub(super) fn topic_name(list: &TopicList, i: usize, out: &mut Findings) {
    let (field, line) = entry(list, i);
    let name = &list.topics[i].name;
    localized_text(out, list.yaml(), &format!("{field}.name"), name, line);
}

/// The entry's field (`[3]`) and line.
fn entry(list: &TopicList, i: usize) -> (String, Option<usize>) {
    let field = format!("[{i}]");
    let line = list.yaml().line(&field);
    (field, line)
}
