//! Translated bodies as files: named `<id>.<lang>.md`, beside their main file.

use std::path::PathBuf;

use super::{Corpus, Findings};
use crate::content::Lang;
use crate::content::problem::FILE;

/// A file named `<name>.<code>.md` is a translated body, so `<code>` must be a language: a
/// typo (`.br.md`) would otherwise leave a translation silently unused.
pub(super) fn translation_names(paths: &[PathBuf], out: &mut Findings) {
    for f in paths {
        let name = f.file_name().and_then(|n| n.to_str()).unwrap_or_default();
        if let Some((_, code)) = name.trim_end_matches(".md").rsplit_once('.')
            && Lang::from_code(code).is_none()
        {
            let msg =
                format!("`{code}` is not a language; translated bodies are named <id>.<en|pt|ru|sr>.md");
            out.problem(f, None, FILE, msg);
        }
    }
}

/// A translated body has its main file beside it (a renamed main file leaves them behind).
pub(super) fn orphan_translations(corpus: &Corpus, out: &mut Findings) {
    for (main, f) in corpus.orphans {
        let msg = format!("translated body without its main file `{}`", main.display());
        out.problem(f, None, FILE, msg);
    }
}
