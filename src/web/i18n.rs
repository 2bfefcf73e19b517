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

/// A language code we serve, exactly (`sr-Cyrl` is Serbian): the content language of it.
pub fn exact(code: &str) -> Option<Lang> {
    crate::web::locale::Locale::parse(code).map(|l| l.lang)
}

/// The content language of a request (see [`crate::web::locale::negotiate`]).
pub fn negotiate(req: &HttpRequest) -> Lang {
    crate::web::locale::negotiate(req).lang
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
    fn every_refusal_has_its_words_in_every_language_and_the_same_english_as_the_log() {
        for key in [
            "limit_quizzes",
            "limit_answers",
            "limit_sessions",
            "limit_logins",
            "limit_password",
            "limit_join",
            "limit_writes",
            "busy",
            "busy_hashing",
            "disk_full",
        ] {
            assert_eq!(t(Lang::En, key), crate::training::limits::english(key), "{key}");
            for l in Lang::ALL {
                assert!(!t(l, key).is_empty(), "{key}.{l}");
            }
        }
    }

    #[test]
    fn only_exact_codes_are_accepted() {
        assert_eq!(exact("ru"), Some(Lang::Ru));
        assert_eq!(exact("sr-Cyrl"), Some(Lang::Sr));
        assert_eq!(exact("xx"), None);
        assert_eq!(exact("RU"), None);
    }
}
