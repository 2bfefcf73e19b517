//! UI language: the strings of the interface in every language, and the choice of language for
//! a request (`?lang=` first, then the `lang` cookie, then `Accept-Language`, then English).

use std::collections::BTreeMap;
use std::sync::LazyLock;

use actix_web::HttpRequest;

use crate::content::Lang;

/// Name of the cookie remembering the chosen language.
pub const LANG_COOKIE: &str = "lang";

type Strings = BTreeMap<String, BTreeMap<String, String>>;

static STRINGS: LazyLock<Strings> = LazyLock::new(|| {
    crate::content::yaml_from_str(include_str!("strings.yaml"))
        .expect("src/web/strings.yaml is valid (tested)")
});

/// Every UI string in `lang`, keyed by name (for templates: `{{ t.search_button }}`).
pub fn strings(lang: Lang) -> BTreeMap<&'static str, &'static str> {
    STRINGS
        .iter()
        .map(|(k, v)| {
            let s = v
                .get(lang.code())
                .or_else(|| v.get("en"))
                .map(String::as_str)
                .unwrap_or(k.as_str());
            (k.as_str(), s)
        })
        .collect()
}

/// One UI string.
pub fn t(lang: Lang, key: &str) -> &'static str {
    STRINGS
        .get(key)
        .and_then(|v| v.get(lang.code()).or_else(|| v.get("en")))
        .map(String::as_str)
        .unwrap_or("")
}

/// The language explicitly asked for in the query string, if valid.
pub fn requested(req: &HttpRequest) -> Option<Lang> {
    query_lang(req.query_string())
}

fn query_lang(qs: &str) -> Option<Lang> {
    qs.split('&')
        .filter_map(|kv| kv.split_once('='))
        .find(|(k, _)| *k == "lang")
        .and_then(|(_, v)| exact(v))
}

/// A two-letter code we serve, exactly.
pub fn exact(code: &str) -> Option<Lang> {
    Lang::from_code(code)
}

/// The UI language of a request.
pub fn negotiate(req: &HttpRequest) -> Lang {
    if let Some(l) = requested(req) {
        return l;
    }
    if let Some(l) = req.cookie(LANG_COOKIE).and_then(|c| exact(c.value())) {
        return l;
    }
    req.headers()
        .get(actix_web::http::header::ACCEPT_LANGUAGE)
        .and_then(|h| h.to_str().ok())
        .and_then(from_accept_language)
        .unwrap_or(Lang::En)
}

/// The first language of an `Accept-Language` header that we serve (`sr-Latn`, `pt-BR` count).
pub fn from_accept_language(header: &str) -> Option<Lang> {
    accept_language::parse(header)
        .iter()
        .find_map(|tag| Lang::parse(tag))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_string_exists_in_every_language() {
        for (key, langs) in STRINGS.iter() {
            for l in Lang::ALL {
                let s = langs.get(l.code()).unwrap_or_else(|| panic!("{key} has no {l}"));
                assert!(!s.trim().is_empty(), "{key}.{l} is empty");
                if l == Lang::Sr {
                    assert!(
                        !s.chars().any(|c| ('\u{0400}'..='\u{04FF}').contains(&c)),
                        "{key}.sr must be Latin"
                    );
                }
            }
        }
    }

    #[test]
    fn accept_language_picks_the_first_served_language() {
        assert_eq!(from_accept_language("pt-BR,pt;q=0.9,en;q=0.8"), Some(Lang::Pt));
        assert_eq!(from_accept_language("de-DE, ru;q=0.5"), Some(Lang::Ru));
        assert_eq!(from_accept_language("sr-Latn-RS"), Some(Lang::Sr));
        assert_eq!(from_accept_language("de, fr"), None);
        assert_eq!(from_accept_language("en;q=0.1, sr;q=0.9"), Some(Lang::Sr));
    }

    #[test]
    fn only_exact_codes_are_accepted_in_the_query() {
        assert_eq!(query_lang("q=x&lang=ru"), Some(Lang::Ru));
        assert_eq!(query_lang("lang=xx"), None);
        assert_eq!(query_lang("lang=RU"), None);
    }
}
