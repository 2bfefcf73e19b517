//! Finds the file line of a field path (`title.ru`, `quiz[1].wrong[2].en`) in front-matter YAML,
//! so validation errors that the YAML parser never sees still point at a real line.
//! It reads indentation like a person would; when a path cannot be followed to the end it
//! returns the line of the deepest part it found.

/// One step of a field path.
#[derive(Debug, Clone, Copy)]
pub(crate) enum Step<'a> {
    /// A mapping key.
    Key(&'a str),
    /// A sequence index.
    Index(usize),
}

/// Parse `a.b[2].c` into steps.
pub(crate) fn parse_path(path: &str) -> Vec<Step<'_>> {
    let mut steps = Vec::new();
    for part in path.split('.') {
        let (key, mut rest) = match part.find('[') {
            Some(i) => (&part[..i], &part[i..]),
            None => (part, ""),
        };
        if !key.is_empty() {
            steps.push(Step::Key(key));
        }
        while let Some(end) = rest.find(']') {
            if let Ok(n) = rest[1..end].parse() {
                steps.push(Step::Index(n));
            }
            rest = &rest[end + 1..];
        }
    }
    steps
}

fn indent(line: &str) -> usize {
    line.len() - line.trim_start_matches(' ').len()
}

/// Indentation of the key on a line, looking past a list dash (`  - ask:` → 4).
fn key_indent(line: &str) -> usize {
    let t = line.trim_start();
    match t.strip_prefix("- ") {
        Some(r) => indent(line) + 2 + (r.len() - r.trim_start().len()),
        None => indent(line),
    }
}

fn is_blank(line: &str) -> bool {
    let t = line.trim();
    t.is_empty() || t.starts_with('#')
}

/// 0-based line index within `yaml` of the field at `path`, or of its deepest found ancestor.
pub(crate) fn locate(yaml: &str, path: &str) -> Option<usize> {
    let lines: Vec<&str> = yaml.lines().collect();
    let steps = parse_path(path);
    // Current search window: lines [start, end) belong to the parent node, whose children
    // are indented more than `parent_indent` (None at top level).
    let (mut start, mut end) = (0usize, lines.len());
    let mut parent_indent: Option<usize> = None;
    let mut found: Option<usize> = None;
    let mut last: Option<Step<'_>> = None;
    for step in steps {
        // A flow collection on the found line ({ … } or [ … ]) holds the rest of the path.
        if let (Some(f), Some(prev)) = (found, last) {
            let t = lines[f].trim_start();
            let value = match prev {
                Step::Index(_) => t.strip_prefix('-').unwrap_or(t),
                Step::Key(_) => t
                    .strip_prefix("- ")
                    .unwrap_or(t)
                    .split_once(':')
                    .map_or("", |x| x.1),
            };
            let value = value.trim_start();
            if value.starts_with('{') || value.starts_with('[') {
                return Some(f);
            }
        }
        let after_index = matches!(last, Some(Step::Index(_)));
        let child_indent = (start..end)
            .filter(|&i| !is_blank(lines[i]))
            .map(|i| {
                if after_index && i == start {
                    key_indent(lines[i])
                } else {
                    indent(lines[i])
                }
            })
            .find(|&ind| parent_indent.is_none_or(|p| ind > p));
        let Some(ci) = child_indent else { return found };
        let hit = match step {
            Step::Key(k) => (start..end).find(|&i| {
                let l = lines[i];
                if is_blank(l) {
                    return false;
                }
                // A key may sit right after a list dash: "- ask: …".
                let t = l.trim_start();
                let t = t.strip_prefix("- ").map_or(t, str::trim_start);
                key_indent(l) == ci
                    && (t.starts_with(&format!("{k}:")) || t.starts_with(&format!("\"{k}\":")))
            }),
            Step::Index(n) => (start..end)
                .filter(|&i| {
                    let l = lines[i];
                    !is_blank(l) && indent(l) == ci && l.trim_start().starts_with('-')
                })
                .nth(n),
        };
        let Some(h) = hit else { return found };
        found = Some(h);
        let own_indent = match step {
            Step::Index(_) => indent(lines[h]),
            Step::Key(_) => key_indent(lines[h]),
        };
        // The node spans until the next line at the same or lower indentation.
        let node_end = (h + 1..end)
            .find(|&i| {
                !is_blank(lines[i]) && {
                    let ind = indent(lines[i]);
                    ind < own_indent
                        || (ind == own_indent && !matches!(step, Step::Index(_)))
                        || (ind == own_indent && lines[i].trim_start().starts_with('-'))
                }
            })
            .unwrap_or(end);
        // For a list item, keys on the dash line belong to it.
        start = if matches!(step, Step::Index(_)) { h } else { h + 1 };
        end = node_end;
        parent_indent = Some(own_indent);
        last = Some(step);
    }
    found
}

#[cfg(test)]
mod tests {
    use super::*;

    const Y: &str = "id: x\ntitle:\n  en: Hello\n  pt: Olá\nanswer: { en: a, pt: b }\nquiz:\n  - ask: { en: q }\n    right: { en: r }\n    wrong:\n      - { en: w1 }\n      - { en: w2 }\n  - ask:\n      en: q2\n    wrong:\n      - { en: v1 }\n";

    #[test]
    fn finds_block_and_flow_fields() {
        assert_eq!(locate(Y, "id"), Some(0));
        assert_eq!(locate(Y, "title.pt"), Some(3));
        assert_eq!(locate(Y, "title.ru"), Some(1));
        assert_eq!(locate(Y, "answer.ru"), Some(4));
    }

    #[test]
    fn finds_list_items_and_their_fields() {
        assert_eq!(locate(Y, "quiz[0].ask.sr"), Some(6));
        assert_eq!(locate(Y, "quiz[0].right"), Some(7));
        assert_eq!(locate(Y, "quiz[0].wrong[1].ru"), Some(10));
        assert_eq!(locate(Y, "quiz[1].ask.en"), Some(12));
        assert_eq!(locate(Y, "quiz[1].wrong[0]"), Some(14));
    }

    #[test]
    fn a_missing_top_level_field_has_no_line() {
        assert_eq!(locate(Y, "kind"), None);
    }
}
