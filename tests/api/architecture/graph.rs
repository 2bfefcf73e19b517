//! Reading the module graph from the sources: a small lexer (comments, strings, characters and
//! lifetimes left out), the paths each file writes (`use` trees expanded), and the module each
//! path leads to (`crate::`, `super::`, `self::`, child modules, `pub use` re-exports followed).

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

/// A module path below the crate root (`["web", "quiz"]`); the binary's `main.rs` is `["main"]`.
pub(super) type ModPath = Vec<String>;

/// One source file.
pub(super) struct Source {
    /// Path relative to the crate root, with `/`.
    pub(super) rel: String,
    pub(super) module: ModPath,
    pub(super) text: String,
}

fn crate_root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

pub(super) fn sources() -> Vec<Source> {
    fn walk(dir: &Path, out: &mut Vec<PathBuf>) {
        for entry in std::fs::read_dir(dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                walk(&path, out);
            } else if path.extension().is_some_and(|e| e == "rs") {
                out.push(path);
            }
        }
    }
    let root = crate_root();
    let mut files = Vec::new();
    walk(&root.join("src"), &mut files);
    files.sort();
    files
        .into_iter()
        .map(|path| {
            let rel = path
                .strip_prefix(&root)
                .unwrap()
                .to_string_lossy()
                .replace('\\', "/");
            let text = std::fs::read_to_string(&path).unwrap();
            Source {
                module: module_of(&rel),
                rel,
                text,
            }
        })
        .collect()
}

/// `src/web/quiz.rs` → `web::quiz`; `src/web/mod.rs` → `web`; `src/lib.rs` → the root.
pub(super) fn module_of(rel: &str) -> ModPath {
    let inner = rel.strip_prefix("src/").unwrap().strip_suffix(".rs").unwrap();
    if inner == "lib" {
        return Vec::new();
    }
    let mut parts: ModPath = inner.split('/').map(str::to_string).collect();
    if parts.last().is_some_and(|p| p == "mod") {
        parts.pop();
    }
    parts
}

#[derive(Debug, Clone, PartialEq)]
enum Tok {
    Ident(String),
    /// `::`
    Sep,
    Punct(char),
}

/// The identifiers, `::` and punctuation of Rust source, with their lines; comments, string,
/// character and number literals and lifetimes left out.
fn lex(text: &str) -> Vec<(Tok, usize)> {
    let c: Vec<char> = text.chars().collect();
    let mut out = Vec::new();
    let (mut i, mut line) = (0, 1);
    let at = |i: usize| c.get(i).copied().unwrap_or('\0');
    let is_ident_start = |ch: char| ch.is_alphabetic() || ch == '_';
    let is_ident = |ch: char| ch.is_alphanumeric() || ch == '_';
    // Skips a "…" string with escapes starting at `i` (the quote); returns the index after it.
    let skip_string = |mut i: usize, line: &mut usize| {
        i += 1;
        while i < c.len() && c[i] != '"' {
            if c[i] == '\\' {
                i += 1;
            }
            if at(i) == '\n' {
                *line += 1;
            }
            i += 1;
        }
        i + 1
    };
    while i < c.len() {
        let ch = c[i];
        if ch == '\n' {
            line += 1;
            i += 1;
        } else if ch.is_whitespace() {
            i += 1;
        } else if ch == '/' && at(i + 1) == '/' {
            while i < c.len() && c[i] != '\n' {
                i += 1;
            }
        } else if ch == '/' && at(i + 1) == '*' {
            let mut depth = 0;
            while i < c.len() {
                if c[i] == '/' && at(i + 1) == '*' {
                    depth += 1;
                    i += 2;
                } else if c[i] == '*' && at(i + 1) == '/' {
                    depth -= 1;
                    i += 2;
                    if depth == 0 {
                        break;
                    }
                } else {
                    if c[i] == '\n' {
                        line += 1;
                    }
                    i += 1;
                }
            }
        } else if ch == '"' {
            i = skip_string(i, &mut line);
        } else if ch == '\'' {
            // A character literal ('a', '\n', '\u{1F}') or a lifetime ('a, 'static).
            if at(i + 1) == '\\' {
                i += 2;
                while i < c.len() && c[i] != '\'' {
                    i += 1;
                }
                i += 1;
            } else if at(i + 2) == '\'' {
                i += 3;
            } else {
                i += 1;
                while i < c.len() && is_ident(c[i]) {
                    i += 1;
                }
            }
        } else if ch.is_ascii_digit() {
            while i < c.len() && is_ident(c[i]) {
                i += 1;
            }
        } else if is_ident_start(ch) {
            let start = i;
            while i < c.len() && is_ident(c[i]) {
                i += 1;
            }
            let word: String = c[start..i].iter().collect();
            let raw = matches!(word.as_str(), "r" | "br" | "cr");
            if raw && (at(i) == '#' || at(i) == '"') {
                let mut hashes = 0;
                while at(i) == '#' {
                    hashes += 1;
                    i += 1;
                }
                if at(i) != '"' {
                    // A raw identifier: r#type.
                    let start = i;
                    while i < c.len() && is_ident(c[i]) {
                        i += 1;
                    }
                    out.push((Tok::Ident(c[start..i].iter().collect()), line));
                    continue;
                }
                i += 1;
                loop {
                    if i >= c.len() {
                        break;
                    }
                    if c[i] == '"' && (1..=hashes).all(|k| at(i + k) == '#') {
                        i += 1 + hashes;
                        break;
                    }
                    if c[i] == '\n' {
                        line += 1;
                    }
                    i += 1;
                }
            } else if matches!(word.as_str(), "b" | "c") && at(i) == '"' {
                i = skip_string(i, &mut line);
            } else if word == "b" && at(i) == '\'' {
                i += 1;
                while i < c.len() && c[i] != '\'' {
                    if c[i] == '\\' {
                        i += 1;
                    }
                    i += 1;
                }
                i += 1;
            } else {
                out.push((Tok::Ident(word), line));
            }
        } else if ch == ':' && at(i + 1) == ':' {
            out.push((Tok::Sep, line));
            i += 2;
        } else {
            out.push((Tok::Punct(ch), line));
            i += 1;
        }
    }
    out
}

/// A path as written, where it was written (the file's module and the inline modules around
/// it), and on which line.
pub(super) struct Written {
    pub(super) segments: Vec<String>,
    pub(super) scope: ModPath,
    pub(super) line: usize,
    /// A `pub use` (any `pub(…)` too) at the top of its file: a re-export, under this name.
    pub(super) reexport: Option<String>,
}

/// The paths a file writes: every `use` tree expanded, and every other path of two or more
/// segments that does not continue another path.
pub(super) fn written_paths(src: &Source) -> Vec<Written> {
    let toks = lex(&src.text);
    let tok = |i: usize| toks.get(i).map(|t| &t.0);
    let ident = |i: usize| match tok(i) {
        Some(Tok::Ident(s)) => Some(s.as_str()),
        _ => None,
    };
    let mut out = Vec::new();
    let mut depth = 0usize;
    // Inline modules (`mod tests { … }`) with the depth inside their braces.
    let mut inline: Vec<(String, usize)> = Vec::new();
    let mut i = 0;
    while i < toks.len() {
        let scope: ModPath = src
            .module
            .iter()
            .cloned()
            .chain(inline.iter().map(|(m, _)| m.clone()))
            .collect();
        match &toks[i].0 {
            Tok::Punct('{') => depth += 1,
            Tok::Punct('}') => {
                if inline.last().is_some_and(|(_, d)| *d == depth) {
                    inline.pop();
                }
                depth = depth.saturating_sub(1);
            }
            Tok::Ident(w) if w == "mod" => {
                if let (Some(name), Some(Tok::Punct('{'))) = (ident(i + 1), tok(i + 2)) {
                    inline.push((name.to_string(), depth + 1));
                    depth += 1;
                    i += 3;
                    continue;
                }
            }
            Tok::Ident(w) if w == "use" && tok(i.wrapping_sub(1)) != Some(&Tok::Sep) => {
                let public = ident(i.wrapping_sub(1)) == Some("pub")
                    || (tok(i.wrapping_sub(1)) == Some(&Tok::Punct(')'))
                        && (0..i).rev().take(6).any(|k| ident(k) == Some("pub")));
                let mut trees = Vec::new();
                let mut j = i + 1;
                use_tree(&toks, &mut j, Vec::new(), &mut trees);
                for (segments, alias) in trees {
                    let name = alias.or_else(|| segments.last().cloned());
                    out.push(Written {
                        segments,
                        scope: scope.clone(),
                        line: toks[i].1,
                        reexport: if public && inline.is_empty() { name } else { None },
                    });
                }
                i = j;
                continue;
            }
            Tok::Ident(first)
                if tok(i + 1) == Some(&Tok::Sep) && tok(i.wrapping_sub(1)) != Some(&Tok::Sep) =>
            {
                let mut segments = vec![first.clone()];
                let mut j = i + 1;
                while tok(j) == Some(&Tok::Sep)
                    && let Some(s) = ident(j + 1)
                {
                    segments.push(s.to_string());
                    j += 2;
                }
                out.push(Written {
                    segments,
                    scope,
                    line: toks[i].1,
                    reexport: None,
                });
                i = j;
                continue;
            }
            _ => {}
        }
        i += 1;
    }
    out
}

/// Expands the `use` tree starting at `*i` into full paths with their `as` names; leaves `*i`
/// after the tree.
fn use_tree(
    toks: &[(Tok, usize)],
    i: &mut usize,
    mut prefix: Vec<String>,
    out: &mut Vec<(Vec<String>, Option<String>)>,
) {
    if toks.get(*i).map(|t| &t.0) == Some(&Tok::Sep) {
        *i += 1;
    }
    loop {
        match toks.get(*i).map(|t| &t.0) {
            Some(Tok::Ident(s)) => {
                if s != "self" || prefix.is_empty() {
                    prefix.push(s.clone());
                }
                *i += 1;
            }
            Some(Tok::Punct('{')) => {
                *i += 1;
                loop {
                    match toks.get(*i).map(|t| &t.0) {
                        Some(Tok::Punct('}')) => {
                            *i += 1;
                            return;
                        }
                        Some(Tok::Punct(',')) => *i += 1,
                        None => return,
                        _ => use_tree(toks, i, prefix.clone(), out),
                    }
                }
            }
            Some(Tok::Punct('*')) => {
                *i += 1;
                out.push((prefix, None));
                return;
            }
            _ => return,
        }
        match toks.get(*i).map(|t| &t.0) {
            Some(Tok::Sep) => *i += 1,
            Some(Tok::Ident(a)) if a == "as" => {
                let alias = match toks.get(*i + 1).map(|t| &t.0) {
                    Some(Tok::Ident(n)) => Some(n.clone()),
                    _ => None,
                };
                *i += 2;
                out.push((prefix, alias));
                return;
            }
            _ => {
                out.push((prefix, None));
                return;
            }
        }
    }
}

/// Where one module uses another: the first place found.
#[derive(Clone)]
pub(super) struct Evidence {
    pub(super) file: String,
    pub(super) line: usize,
}

/// The module graph of the crate: which module uses which.
pub(super) struct Graph {
    pub(super) modules: BTreeSet<ModPath>,
    pub(super) edges: BTreeMap<(ModPath, ModPath), Evidence>,
}

impl Graph {
    pub(super) fn read() -> Graph {
        let sources = sources();
        let modules: BTreeSet<ModPath> = sources.iter().map(|s| s.module.clone()).collect();
        let per_file: Vec<Vec<Written>> = sources.iter().map(written_paths).collect();
        // Absolute paths, as far as they can be told: `crate::`, `super::`, `self::`, the
        // library's name (in main.rs), or a child module of the scope.
        let absolute = |w: &Written| -> Option<Vec<String>> {
            let segs = &w.segments;
            let (base, rest): (Vec<String>, &[String]) = match segs[0].as_str() {
                "crate" | "arbiter_kb" => (Vec::new(), &segs[1..]),
                "self" => (w.scope.clone(), &segs[1..]),
                "super" => {
                    let ups = segs.iter().take_while(|s| *s == "super").count();
                    let mut base = w.scope.clone();
                    base.truncate(base.len().saturating_sub(ups));
                    (base, &segs[ups..])
                }
                first => {
                    let mut child = w.scope.clone();
                    child.push(first.to_string());
                    if !modules.contains(&child) {
                        return None;
                    }
                    (w.scope.clone(), &segs[..])
                }
            };
            Some(base.into_iter().chain(rest.iter().cloned()).collect())
        };
        let mut reexports: BTreeMap<(ModPath, String), Vec<String>> = BTreeMap::new();
        for (src, written) in sources.iter().zip(&per_file) {
            for w in written {
                if let (Some(name), Some(abs)) = (&w.reexport, absolute(w)) {
                    reexports.insert((src.module.clone(), name.clone()), abs);
                }
            }
        }
        // The module an absolute path ends in, re-exports followed.
        let target = |mut abs: Vec<String>| -> ModPath {
            for _ in 0..8 {
                let k = (0..=abs.len())
                    .rev()
                    .find(|k| modules.contains(&abs[..*k]))
                    .unwrap_or(0);
                let module = abs[..k].to_vec();
                match abs
                    .get(k)
                    .and_then(|name| reexports.get(&(module.clone(), name.clone())))
                {
                    Some(to) if !to.starts_with(&abs[..=k]) => {
                        abs = to.iter().chain(&abs[k + 1..]).cloned().collect();
                    }
                    _ => return module,
                }
            }
            abs
        };
        let mut edges = BTreeMap::new();
        for (src, written) in sources.iter().zip(&per_file) {
            for w in written {
                let Some(abs) = absolute(w) else { continue };
                let to = target(abs);
                if to != src.module && !to.is_empty() && !src.module.is_empty() {
                    edges.entry((src.module.clone(), to)).or_insert_with(|| Evidence {
                        file: src.rel.clone(),
                        line: w.line,
                    });
                }
            }
        }
        Graph { modules, edges }
    }

    /// Edges between sibling modules: for `web::quiz` using `web::session::blocking`, the edge
    /// `quiz → session` under `web`; for `web::…` using `store::…`, `web → store` under the
    /// root. A module using its parent or its child is no such edge.
    pub(super) fn sibling_edges(&self) -> BTreeMap<(ModPath, String, String), Evidence> {
        let mut out = BTreeMap::new();
        for ((from, to), ev) in &self.edges {
            let k = from.iter().zip(to).take_while(|(a, b)| a == b).count();
            if from.len() > k && to.len() > k {
                out.entry((from[..k].to_vec(), from[k].clone(), to[k].clone()))
                    .or_insert_with(|| ev.clone());
            }
        }
        out
    }
}
