//! The one place that knows which YAML crate we use (`yaml_serde`, the maintained successor of
//! serde_yaml). Everything else sees `from_str` and a line-aware error.

use serde::de::DeserializeOwned;

/// A YAML error with the 1-based line (relative to the YAML text) where the parser stopped.
#[derive(Debug)]
pub(crate) struct YamlError {
    /// 1-based line inside the YAML text, when the parser knows it.
    pub line: Option<usize>,
    /// The parser's message, without location suffix.
    pub message: String,
}

/// Deserialize `text` into `T`, keeping the line of any error.
pub(crate) fn from_str<T: DeserializeOwned>(text: &str) -> Result<T, YamlError> {
    yaml_serde::from_str(text).map_err(|e| {
        let line = e.location().map(|l| l.line());
        let mut message = e.to_string();
        // The crate appends " at line L column C"; we report the line ourselves.
        if let Some(pos) = message.find(" at line ") {
            message.truncate(pos);
        }
        YamlError { line, message }
    })
}
