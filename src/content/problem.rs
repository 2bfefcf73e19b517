//! Findings in the content: each with its file, line and field, a problem (the content does
//! not load) or a warning (it loads, and `check` lists it).

use std::fmt;
use std::path::PathBuf;

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
