//! The rule every language-keyed text follows (support for the checks of titles, questions,
//! quiz items, topic and section names): all four languages, no other key, written (not empty,
//! not a TODO stub), Serbian in Latin script.

use super::{Findings, Yaml};
use crate::content::front_matter::LangMap;
use crate::content::{Lang, is_todo};

/// A language map of texts: every language present and written, no unknown key, Serbian in
/// Latin script (Cyrillic is derived for search, so a Cyrillic original would be transliterated
/// twice). `fallback_line` is where to point when the field itself is not found.
pub(super) fn localized_text(
    out: &mut Findings,
    yaml: Yaml,
    field: &str,
    map: &LangMap<String>,
    fallback_line: Option<usize>,
) {
    let line = |f: &str| yaml.line(f).or(fallback_line);
    unknown_languages(out, yaml, field, map.keys(), fallback_line);
    for l in Lang::ALL {
        let f = format!("{field}.{l}");
        match map.get(l.code()).map(|s| s.trim()) {
            None => out.incomplete(
                yaml.path,
                line(&f),
                &f,
                format!("missing the {} text", lang_name(l)),
            ),
            Some("") => out.incomplete(
                yaml.path,
                line(&f),
                &f,
                format!("the {} text is empty", lang_name(l)),
            ),
            Some(s) if is_todo(s) => out.incomplete(yaml.path, line(&f), &f, "still a TODO"),
            Some(s) => {
                if l == Lang::Sr && s.chars().any(is_cyrillic) {
                    out.problem(yaml.path, line(&f), &f, LATIN);
                }
            }
        }
    }
}

/// A language map of lists (keywords): every language with at least one entry, none empty or a
/// TODO, no unknown key, Serbian in Latin script.
pub(super) fn localized_list(out: &mut Findings, yaml: Yaml, field: &str, map: &LangMap<Vec<String>>) {
    unknown_languages(out, yaml, field, map.keys(), None);
    for l in Lang::ALL {
        let f = format!("{field}.{l}");
        let line = yaml.line(&f);
        let items: Vec<&str> = map
            .get(l.code())
            .into_iter()
            .flatten()
            .map(|s| s.trim())
            .collect();
        if items.is_empty() {
            let msg = format!("at least one {} keyword is required", lang_name(l));
            out.incomplete(yaml.path, line, &f, msg);
        } else if items.iter().any(|k| k.is_empty()) {
            out.problem(yaml.path, line, &f, "keywords must not be empty");
        } else if items.iter().any(|k| is_todo(k)) {
            out.incomplete(yaml.path, line, &f, "still a TODO");
        }
        if l == Lang::Sr && items.iter().any(|s| s.chars().any(is_cyrillic)) {
            out.problem(yaml.path, line, &f, LATIN);
        }
    }
}

const LATIN: &str = "Serbian is written in Latin script (Cyrillic is derived for search)";

fn unknown_languages<'k>(
    out: &mut Findings,
    yaml: Yaml,
    field: &str,
    keys: impl Iterator<Item = &'k String>,
    fallback_line: Option<usize>,
) {
    for key in keys {
        if Lang::from_code(key).is_none() {
            let f = format!("{field}.{key}");
            let msg = format!("unknown language `{key}` (en, pt, ru, sr)");
            out.problem(yaml.path, yaml.line(&f).or(fallback_line), &f, msg);
        }
    }
}

fn is_cyrillic(c: char) -> bool {
    ('\u{0400}'..='\u{04FF}').contains(&c)
}

/// A language as messages name it: `English (en)`.
fn lang_name(l: Lang) -> &'static str {
    match l {
        Lang::En => "English (en)",
        Lang::Pt => "Portuguese (pt)",
        Lang::Ru => "Russian (ru)",
        Lang::Sr => "Serbian (sr)",
    }
}
