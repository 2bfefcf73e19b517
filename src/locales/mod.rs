//! The words of the product: Project Fluent catalogues, one folder per language
//! (`src/locales/<lang>/*.ftl`), compiled into the binary. Every user-facing sentence (the
//! interface, the engines' questions and explanations, refusals) is a message looked up here by
//! id; code passes numbers and names as variables and Fluent applies the CLDR plural rules of
//! the language. Serbian is written in Latin script; the web layer derives Cyrillic from it.

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;
use std::sync::{Arc, LazyLock};

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource};
use fluent_syntax::ast;
use rust_embed::Embed;

use crate::content::{Lang, Localized};

pub mod citations;

pub use citations::citation_text;

pub use fluent_bundle::FluentArgs as Args;
pub use message::Message;

pub mod message;

/// The language every other one falls back to, and whose messages are the reference set.
pub const REFERENCE: &str = "en";

#[derive(Embed)]
#[folder = "src/locales/"]
#[include = "*.ftl"]
struct Files;

/// One language's messages.
struct Language {
    bundle: FluentBundle<Arc<FluentResource>>,
    /// The parsed files, kept to walk their syntax (the bundle does not expose it).
    resources: Vec<Arc<FluentResource>>,
    /// The file (e.g. `interface.ftl`) each message id comes from.
    files: BTreeMap<String, String>,
}

/// Every language's messages, keyed by language code (the folder name).
pub struct Catalogue {
    languages: BTreeMap<String, Language>,
}

/// The catalogue compiled into the binary.
static EMBEDDED: LazyLock<Catalogue> = LazyLock::new(|| {
    Catalogue::from_files(embedded_files()).unwrap_or_else(|problems| {
        panic!(
            "the built-in catalogues are broken (tested):\n{}",
            problems.join("\n")
        )
    })
});

/// The catalogue compiled into the binary.
pub fn catalogue() -> &'static Catalogue {
    &EMBEDDED
}

/// The `.ftl` files compiled into the binary, as `(<lang>/<file>.ftl, text)`.
pub fn embedded_files() -> Vec<(String, String)> {
    Files::iter()
        .map(|name| {
            let data = Files::get(&name).expect("listed files exist").data;
            let text = String::from_utf8(data.into_owned()).expect("catalogue files are UTF-8 (tested)");
            (name.to_string(), text)
        })
        .collect()
}

/// The `.ftl` files of a folder holding one sub-folder per language, as `(<lang>/<file>.ftl,
/// text)`: a translator's new language before it is compiled in.
pub fn files_in(dir: &Path) -> anyhow::Result<Vec<(String, String)>> {
    use anyhow::Context;
    let mut files = Vec::new();
    for lang in std::fs::read_dir(dir).with_context(|| format!("reading `{}`", dir.display()))? {
        let lang = lang?;
        if !lang.file_type()?.is_dir() {
            continue;
        }
        for file in std::fs::read_dir(lang.path())? {
            let path = file?.path();
            if path.extension().is_some_and(|e| e == "ftl") {
                let text = std::fs::read_to_string(&path)
                    .with_context(|| format!("reading `{}`", path.display()))?;
                let name = format!(
                    "{}/{}",
                    lang.file_name().to_string_lossy(),
                    path.file_name().unwrap_or_default().to_string_lossy()
                );
                files.push((name, text));
            }
        }
    }
    Ok(files)
}

impl Catalogue {
    /// Build from `(path, text)` pairs where `path` is `<lang>/<file>.ftl`. Every syntax error
    /// and every message defined twice in one language is reported, with its file.
    pub fn from_files(files: impl IntoIterator<Item = (String, String)>) -> Result<Catalogue, Vec<String>> {
        let mut problems = Vec::new();
        let mut languages: BTreeMap<String, Language> = BTreeMap::new();
        let mut files: Vec<(String, String)> = files.into_iter().collect();
        files.sort();
        for (path, text) in files {
            let Some((code, file)) = path.split_once('/') else {
                problems.push(format!(
                    "{path}: catalogue files live in a folder named after their language"
                ));
                continue;
            };
            let langid: unic_langid::LanguageIdentifier = match code.parse() {
                Ok(id) => id,
                Err(_) => {
                    problems.push(format!("{path}: `{code}` is not a language code"));
                    continue;
                }
            };
            let resource = match FluentResource::try_new(text) {
                Ok(r) => r,
                Err((_, errors)) => {
                    for e in errors {
                        problems.push(format!("{path}: {e}"));
                    }
                    continue;
                }
            };
            let ids: Vec<String> = resource
                .entries()
                .filter_map(|e| match e {
                    ast::Entry::Message(m) => Some(m.id.name.to_string()),
                    _ => None,
                })
                .collect();
            let language = languages.entry(code.to_string()).or_insert_with(|| {
                let mut bundle = FluentBundle::new_concurrent(vec![langid]);
                // Our text goes into HTML and plain text, never into bidirectional UIs: no
                // Unicode isolation marks around placeables.
                bundle.set_use_isolating(false);
                Language {
                    bundle,
                    resources: Vec::new(),
                    files: BTreeMap::new(),
                }
            });
            let resource = Arc::new(resource);
            language.resources.push(Arc::clone(&resource));
            if let Err(errors) = language.bundle.add_resource(resource) {
                for e in errors {
                    problems.push(format!("{path}: {e}"));
                }
            }
            for id in ids {
                language.files.insert(id, file.to_string());
            }
        }
        if !languages.contains_key(REFERENCE) {
            problems.push(format!("no `{REFERENCE}` folder: it is the reference language"));
        }
        if problems.is_empty() {
            Ok(Catalogue { languages })
        } else {
            Err(problems)
        }
    }

    /// The language codes this catalogue has, in order.
    pub fn languages(&self) -> impl Iterator<Item = &str> {
        self.languages.keys().map(String::as_str)
    }

    /// Whether `lang` defines message `id` itself (without falling back).
    pub fn has(&self, lang: &str, id: &str) -> bool {
        self.languages.get(lang).is_some_and(|l| l.bundle.has_message(id))
    }

    /// The message ids of `lang`, with the file each comes from.
    pub fn messages(&self, lang: &str) -> impl Iterator<Item = (&str, &str)> {
        self.languages
            .get(lang)
            .into_iter()
            .flat_map(|l| l.files.iter().map(|(id, file)| (id.as_str(), file.as_str())))
    }

    /// Message `id` in `lang` with `args`; a language without the message falls back to the
    /// reference language. A message missing everywhere or a formatting error (a variable not
    /// supplied) is a programming error: it panics in debug builds and tests, and in a release
    /// build yields the id (and logs), so a visitor sees a gap, never a crash.
    pub fn format(&self, lang: &str, id: &str, args: Option<&FluentArgs>) -> String {
        let found = [lang, REFERENCE]
            .into_iter()
            .filter_map(|code| self.languages.get(code))
            .find_map(|l| l.bundle.get_message(id).map(|m| (l, m)));
        let Some((language, message)) = found else {
            debug_assert!(false, "message `{id}` is in no catalogue");
            tracing::error!(id, lang, "message missing from the catalogues");
            return id.to_string();
        };
        let Some(pattern) = message.value() else {
            debug_assert!(false, "message `{id}` has no value");
            return id.to_string();
        };
        #[cfg(debug_assertions)]
        if let Some(args) = args {
            let used = self.variables(lang, id);
            for (name, _) in args.iter() {
                assert!(
                    used.contains(name),
                    "message `{id}` ({lang}) does not use the variable `${name}` it was given"
                );
            }
        }
        let mut errors = Vec::new();
        let text = language
            .bundle
            .format_pattern(pattern, args, &mut errors)
            .into_owned();
        if !errors.is_empty() {
            debug_assert!(false, "message `{id}` ({lang}): {errors:?}");
            tracing::error!(id, lang, ?errors, "message could not be formatted");
        }
        text
    }

    /// The variables message `id` uses in `lang` (through the messages it references too).
    pub fn variables(&self, lang: &str, id: &str) -> BTreeSet<String> {
        let mut out = BTreeSet::new();
        let mut seen = BTreeSet::new();
        self.collect_variables(lang, id, &mut out, &mut seen);
        out
    }

    fn collect_variables(
        &self,
        lang: &str,
        id: &str,
        out: &mut BTreeSet<String>,
        seen: &mut BTreeSet<String>,
    ) {
        if !seen.insert(id.to_string()) {
            return;
        }
        let Some(entry) = self.entry(lang, id) else { return };
        let mut refs = Vec::new();
        if let Some(value) = &entry.value {
            walk_pattern(value, out, &mut refs);
        }
        for a in &entry.attributes {
            walk_pattern(&a.value, out, &mut refs);
        }
        for r in refs {
            self.collect_variables(lang, &r, out, seen);
        }
    }

    /// What `lang` lacks against the reference language: messages missing, and messages whose
    /// variables differ (a placeable dropped or invented by the translation). Empty when
    /// `lang` is complete.
    pub fn gaps(&self, lang: &str) -> Vec<String> {
        let mut gaps = Vec::new();
        for (id, file) in self.messages(REFERENCE) {
            if !self.has(lang, id) {
                gaps.push(format!("{lang}/{file}: `{id}` is missing"));
                continue;
            }
            let (want, got) = (self.variables(REFERENCE, id), self.variables(lang, id));
            if want != got {
                gaps.push(format!(
                    "{lang}: `{id}` uses variables {got:?}, {REFERENCE} uses {want:?}"
                ));
            }
        }
        for (id, file) in self.messages(lang) {
            if !self.has(REFERENCE, id) {
                gaps.push(format!("{lang}/{file}: `{id}` is not in {REFERENCE}"));
            }
        }
        gaps
    }

    /// The syntax tree of message `id` in `lang`.
    fn entry(&self, lang: &str, id: &str) -> Option<&ast::Message<&str>> {
        let language = self.languages.get(lang)?;
        language.resources.iter().find_map(|r| {
            r.entries().find_map(|e| match e {
                ast::Entry::Message(m) if m.id.name == id => Some(m),
                _ => None,
            })
        })
    }
}

/// Collect the variables and message references in `pattern`.
fn walk_pattern(pattern: &ast::Pattern<&str>, vars: &mut BTreeSet<String>, refs: &mut Vec<String>) {
    for element in &pattern.elements {
        if let ast::PatternElement::Placeable { expression } = element {
            walk_expression(expression, vars, refs);
        }
    }
}

fn walk_expression(expression: &ast::Expression<&str>, vars: &mut BTreeSet<String>, refs: &mut Vec<String>) {
    match expression {
        ast::Expression::Inline(inline) => walk_inline(inline, vars, refs),
        ast::Expression::Select { selector, variants } => {
            walk_inline(selector, vars, refs);
            for v in variants {
                walk_pattern(&v.value, vars, refs);
            }
        }
    }
}

fn walk_inline(inline: &ast::InlineExpression<&str>, vars: &mut BTreeSet<String>, refs: &mut Vec<String>) {
    match inline {
        ast::InlineExpression::VariableReference { id } => {
            vars.insert(id.name.to_string());
        }
        ast::InlineExpression::MessageReference { id, .. } => refs.push(id.name.to_string()),
        ast::InlineExpression::FunctionReference { arguments, .. } => {
            for a in &arguments.positional {
                walk_inline(a, vars, refs);
            }
            for a in &arguments.named {
                walk_inline(&a.value, vars, refs);
            }
        }
        ast::InlineExpression::TermReference {
            arguments: Some(arguments),
            ..
        } => {
            for a in &arguments.positional {
                walk_inline(a, vars, refs);
            }
            for a in &arguments.named {
                walk_inline(&a.value, vars, refs);
            }
        }
        ast::InlineExpression::Placeable { expression } => walk_expression(expression, vars, refs),
        _ => {}
    }
}

/// Every message without variables, formatted once per language: the interface strings that
/// templates and refusals use as `&'static str`.
static PLAIN: LazyLock<BTreeMap<Lang, BTreeMap<String, String>>> = LazyLock::new(|| {
    Lang::ALL
        .iter()
        .map(|&l| {
            let plain = EMBEDDED
                .messages(REFERENCE)
                .filter(|(id, _)| EMBEDDED.variables(l.code(), id).is_empty())
                .map(|(id, _)| (id.to_string(), EMBEDDED.format(l.code(), id, None)))
                .collect();
            (l, plain)
        })
        .collect()
});

/// Message `id` (one without variables) in `lang`, as a static string; empty for an unknown id.
pub fn ui(lang: Lang, id: &str) -> &'static str {
    PLAIN[&lang].get(id).map(String::as_str).unwrap_or("")
}

/// The messages of `interface.ftl` that have no variables, by id (for templates:
/// `{{ t.search_button }}`).
pub fn interface(lang: Lang) -> BTreeMap<&'static str, &'static str> {
    EMBEDDED
        .messages(REFERENCE)
        .filter(|(_, file)| *file == "interface.ftl")
        .filter_map(|(id, _)| PLAIN[&lang].get_key_value(id))
        .map(|(id, text)| (id.as_str(), text.as_str()))
        .collect()
}

/// Message `id` in `lang`, without variables.
pub fn text(lang: Lang, id: &str) -> String {
    EMBEDDED.format(lang.code(), id, None)
}

/// Message `id` in `lang` with `args`.
pub fn text_with(lang: Lang, id: &str, args: &FluentArgs) -> String {
    EMBEDDED.format(lang.code(), id, Some(args))
}

/// Message `id` in every language, with the same `args`.
pub fn localized(id: &str, args: &FluentArgs) -> Localized<String> {
    Localized {
        en: text_with(Lang::En, id, args),
        pt: text_with(Lang::Pt, id, args),
        ru: text_with(Lang::Ru, id, args),
        sr: text_with(Lang::Sr, id, args),
    }
}

/// `FluentArgs` from `name => value` pairs: `args!["n" => 3, "side" => word]`.
#[macro_export]
macro_rules! args {
    ($($name:literal => $value:expr),* $(,)?) => {{
        #[allow(unused_mut)]
        let mut a = $crate::locales::Args::new();
        $(a.set($name, $value);)*
        a
    }};
}

#[cfg(test)]
mod tests;
