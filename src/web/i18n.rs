//! UI language: the interface strings of a request's language (from the Fluent catalogues in
//! `src/locales/`), and the choice of language for a request (`?lang=` first, then the `lang`
//! cookie, then `Accept-Language`, then English).

use std::collections::BTreeMap;

use actix_web::HttpRequest;

use crate::content::Lang;
use crate::locales;

/// Every interface string without variables in `lang`, keyed by id (for templates:
/// `{{ t.search_button }}`; strings with variables go through `tr("id", x=…)`).
pub fn strings(lang: Lang) -> BTreeMap<&'static str, &'static str> {
    locales::interface(lang)
}

/// One interface string (without variables).
pub fn t(lang: Lang, key: &str) -> &'static str {
    locales::ui(lang, key)
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
    fn every_refusal_has_its_words_in_every_language() {
        for key in [
            "error-limit-quizzes",
            "error-limit-answers",
            "error-limit-sessions",
            "error-limit-logins",
            "error-limit-password",
            "error-limit-join",
            "error-limit-writes",
            "error-busy",
            "error-busy-hashing",
            "error-disk-full",
        ] {
            assert_eq!(
                t(Lang::En, key),
                crate::locales::Message::new(key).to_string(),
                "{key}"
            );
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
