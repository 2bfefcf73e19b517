//! Findings in the content: each with its file, line and field, a problem (the content does
//! not load) or a warning (it loads, and `check` lists it).

use std::fmt;
use std::path::{Path, PathBuf};

use super::locate;

/// How serious a finding is: a problem stops the content from loading; a warning is reported
/// and the content loads.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Severity {
    /// Must be fixed.
    Problem,
    /// Worth a look; does not stop loading.
    Warning,
}

/// One finding in the content, reported as `path:line: field: message` (warnings say so).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Problem {
    /// File, as given to the loader joined with the relative path.
    pub path: PathBuf,
    /// 1-based line, when known.
    pub line: Option<usize>,
    /// The field (`title.ru`, `quiz[0].wrong`), or `-` for the file as a whole.
    pub field: String,
    /// What is wrong.
    pub message: String,
    /// Problem or warning.
    pub severity: Severity,
}

impl fmt::Display for Problem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let warning = if self.severity == Severity::Warning {
            "warning: "
        } else {
            ""
        };
        write!(
            f,
            "{}:{}: {}: {warning}{}",
            self.path.display(),
            self.line.unwrap_or(1),
            self.field,
            self.message
        )
    }
}

/// Every problem found in one load.
#[derive(Debug)]
pub struct Problems(pub Vec<Problem>);

impl Problems {
    /// The findings that stop the content from loading.
    pub fn errors(&self) -> impl Iterator<Item = &Problem> {
        self.0.iter().filter(|p| p.severity == Severity::Problem)
    }
}

impl fmt::Display for Problems {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for p in &self.0 {
            writeln!(f, "{p}")?;
        }
        let warnings = self.0.len() - self.errors().count();
        write!(
            f,
            "{} problem(s) and {warnings} warning(s) in the content",
            self.errors().count()
        )
    }
}

impl std::error::Error for Problems {}

/// The field of a finding about a file as a whole.
pub(crate) const FILE: &str = "-";

/// Everything the checks found so far, problems and warnings, in order.
#[derive(Default)]
pub(crate) struct Findings {
    /// The findings.
    pub list: Vec<Problem>,
    /// The document being checked is a draft: what is merely unfinished in it is a warning.
    pub draft: bool,
}

impl Findings {
    /// Something that must be fixed.
    pub fn problem(&mut self, path: &Path, line: Option<usize>, field: &str, message: impl Into<String>) {
        self.push(Severity::Problem, path, line, field, message.into());
    }

    /// Something worth a look.
    pub fn warning(&mut self, path: &Path, line: Option<usize>, field: &str, message: impl Into<String>) {
        self.push(Severity::Warning, path, line, field, message.into());
    }

    /// Something not written yet (a missing translation, a TODO stub, no quiz item): a problem
    /// in a document, a warning in a draft, so `check` lists what a draft still needs while
    /// the draft itself loads.
    pub fn incomplete(&mut self, path: &Path, line: Option<usize>, field: &str, message: impl Into<String>) {
        if self.draft {
            let message = format!("draft: {}", message.into());
            self.push(Severity::Warning, path, line, field, message);
        } else {
            self.problem(path, line, field, message);
        }
    }

    /// Whether anything found stops the content from loading.
    pub fn any_problem(&self) -> bool {
        self.list.iter().any(|p| p.severity == Severity::Problem)
    }

    fn push(&mut self, severity: Severity, path: &Path, line: Option<usize>, field: &str, message: String) {
        self.list.push(Problem {
            path: path.to_path_buf(),
            line,
            field: field.to_string(),
            message,
            severity,
        });
    }
}

/// Front-matter style YAML of a file, and the file line its first line is on: where a field is.
#[derive(Clone, Copy)]
pub(crate) struct Yaml<'a> {
    /// The file.
    pub path: &'a Path,
    /// The YAML text.
    pub text: &'a str,
    /// File line of the text's first line.
    pub first_line: usize,
}

impl Yaml<'_> {
    /// The file line of `field` (`title.ru`, `quiz[1].wrong[2].en`), or of its deepest part found.
    pub fn line(&self, field: &str) -> Option<usize> {
        locate::locate(self.text, field).map(|l| l + self.first_line)
    }
}
