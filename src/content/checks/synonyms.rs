//! The groups of `_synonyms.yaml`: phrases search treats as one.

use super::{Findings, SynonymList};

/// A synonym group has two phrases at least: one alone expands a query to nothing.
pub(super) fn synonym_group_size(list: &SynonymList, i: usize, out: &mut Findings) {
    if list.groups[i].len() < 2 {
        let (field, line) = group(list, i);
        out.problem(
            &list.path,
            line,
            &field,
            "a synonym group needs at least two phrases",
        );
    }
}

/// No synonym phrase is empty: an empty phrase would match every query.
pub(super) fn synonym_phrases(list: &SynonymList, i: usize, out: &mut Findings) {
    if list.groups[i].iter().any(|p| p.trim().is_empty()) {
        let (field, line) = group(list, i);
        out.problem(&list.path, line, &field, "synonym phrases must not be empty");
    }
}

/// The group's field (`[3]`) and line.
fn group(list: &SynonymList, i: usize) -> (String, Option<usize>) {
    let field = format!("[{i}]");
    let line = list.yaml().line(&field);
    (field, line)
}
