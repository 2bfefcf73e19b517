//! Splits a content file into its YAML front matter and its Markdown body, remembering where
//! each starts so every later error can point at a real line of the file.

/// A file cut into front matter and body.
#[derive(Debug, PartialEq, Eq)]
pub(crate) struct Split<'a> {
    /// The YAML between the two `---` lines.
    pub yaml: &'a str,
    /// 1-based file line of the first YAML line.
    pub yaml_line: usize,
    /// The Markdown after the closing `---`.
    pub body: &'a str,
    /// 1-based file line of the first body line.
    pub body_line: usize,
}

/// Why a file could not be split.
#[derive(Debug, PartialEq, Eq)]
pub(crate) enum SplitError {
    /// The file does not begin with a `---` line.
    NoOpening,
    /// The opening `---` is never closed; holds the line count of the file.
    NoClosing,
}

/// Split `text` at its `---` fences. Accepts `\n` and `\r\n` line endings and a UTF-8 BOM.
pub(crate) fn split(text: &str) -> Result<Split<'_>, SplitError> {
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let first_len = match text.find('\n') {
        Some(i) if text[..i].trim_end_matches('\r').trim_end() == "---" => i + 1,
        _ => return Err(SplitError::NoOpening),
    };
    let mut offset = first_len;
    for (line_no, line) in (2..).zip(text[first_len..].split_inclusive('\n')) {
        if line.trim_end_matches(['\r', '\n']).trim_end() == "---" {
            return Ok(Split {
                yaml: &text[first_len..offset],
                yaml_line: 2,
                body: &text[offset + line.len()..],
                body_line: line_no + 1,
            });
        }
        offset += line.len();
    }
    Err(SplitError::NoClosing)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn splits_front_matter_and_body_with_their_lines() {
        let s = split("---\nid: a\nkind: ruling\n---\nBody\n").unwrap();
        assert_eq!(s.yaml, "id: a\nkind: ruling\n");
        assert_eq!(s.yaml_line, 2);
        assert_eq!(s.body, "Body\n");
        assert_eq!(s.body_line, 5);
    }

    #[test]
    fn accepts_crlf_and_bom() {
        let s = split("\u{feff}---\r\nid: a\r\n---\r\nBody").unwrap();
        assert_eq!(s.yaml, "id: a\r\n");
        assert_eq!(s.body, "Body");
    }

    #[test]
    fn a_file_without_opening_fence_is_rejected() {
        assert_eq!(split("id: a\n---\n"), Err(SplitError::NoOpening));
        assert_eq!(split(""), Err(SplitError::NoOpening));
    }

    #[test]
    fn an_unclosed_front_matter_is_rejected() {
        assert_eq!(split("---\nid: a\nbody"), Err(SplitError::NoClosing));
    }

    #[test]
    fn a_dashed_rule_inside_the_body_is_kept() {
        let s = split("---\nid: a\n---\ntext\n---\nmore\n").unwrap();
        assert_eq!(s.body, "text\n---\nmore\n");
    }
}
