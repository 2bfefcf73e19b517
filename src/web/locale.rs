//! The reader's locale: a content language, and for Serbian the script. Content is written in
//! Serbian Latin; `sr-Cyrl` shows the same pages and API answers transliterated to Cyrillic
//! (`content::script`), so every ruling reads in either script without being written twice.

use actix_web::HttpRequest;
use serde_json::Value;

use crate::content::Lang;
use crate::content::script;

/// Name of the cookie remembering the chosen language.
pub const LANG_COOKIE: &str = "lang";

/// A language and script the interface is shown in.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Locale {
    /// The content language.
    pub lang: Lang,
    /// Serbian shown in Cyrillic.
    pub cyrillic: bool,
}

impl Locale {
    /// Every locale, in the order the language switch shows them.
    pub const ALL: [Locale; 5] = [
        Locale::latin(Lang::En),
        Locale::latin(Lang::Pt),
        Locale::latin(Lang::Ru),
        Locale::latin(Lang::Sr),
        Locale {
            lang: Lang::Sr,
            cyrillic: true,
        },
    ];

    /// The locale of `lang` in its usual script.
    pub const fn latin(lang: Lang) -> Locale {
        Locale {
            lang,
            cyrillic: false,
        }
    }

    /// The code used in `?lang=`, the cookie and `<html lang>`: `en`, `pt`, `ru`, `sr`, `sr-Cyrl`.
    pub fn code(self) -> &'static str {
        if self.cyrillic {
            "sr-Cyrl"
        } else {
            self.lang.code()
        }
    }

    /// Exactly one of the five codes (the script part in any case: `sr-cyrl` works).
    pub fn parse(code: &str) -> Option<Locale> {
        if code.eq_ignore_ascii_case("sr-Cyrl") {
            return Some(Locale::ALL[4]);
        }
        Lang::from_code(code).map(Locale::latin)
    }

    /// The name of the locale in itself, for the language switch.
    pub fn native_name(self) -> &'static str {
        match (self.lang, self.cyrillic) {
            (Lang::En, _) => "English",
            (Lang::Pt, _) => "Português",
            (Lang::Ru, _) => "Русский",
            (Lang::Sr, false) => "Srpski (latinica)",
            (Lang::Sr, true) => "Српски (ћирилица)",
        }
    }

    /// Plain text in this locale's script.
    pub fn text(self, s: &str) -> String {
        if self.cyrillic {
            script::latin_to_cyrillic(s)
        } else {
            s.to_string()
        }
    }

    /// A catalogue message in this locale: in Cyrillic, its own words are transliterated but
    /// not what it quotes (its text arguments, and `code` between backticks: parameter names,
    /// values to type).
    pub fn message(self, message: &crate::locales::Message) -> String {
        if self.cyrillic {
            message.text_transformed(self.lang, cyrillic_outside_code)
        } else {
            message.text(self.lang)
        }
    }

    /// An HTML document or fragment in this locale's script.
    pub fn html(self, s: String) -> String {
        if self.cyrillic {
            script::html_latin_to_cyrillic(&s)
        } else {
            s
        }
    }

    /// A JSON answer in this locale's script: every string value is transliterated except
    /// identifiers, addresses, codes and times (by key), and HTML values keep their markup.
    pub fn json(self, v: &mut Value) {
        if self.cyrillic {
            cyrillic_json(v, None);
        }
    }
}

/// Latin `text` in Cyrillic, but for what is between backticks.
fn cyrillic_outside_code(text: &str) -> String {
    text.split('`')
        .enumerate()
        .map(|(i, part)| {
            if i % 2 == 0 {
                script::latin_to_cyrillic(part)
            } else {
                part.to_string()
            }
        })
        .collect::<Vec<_>>()
        .join("`")
}

/// Keys whose values are identifiers, addresses, codes or times, never words.
const VERBATIM_KEYS: &[&str] = &[
    "id",
    "url",
    "ruling",
    "articles",
    "former",
    "formerly",
    "ref",
    "kind",
    "time_controls",
    "lang",
    "body_lang",
    "body_langs",
    "query",
    "topic",
    "question",
    "option",
    "chosen",
    "correct_option",
    "deadline",
    "finished_at",
    "mode",
    "fen",
    "nearby_articles",
    "confidence",
    "source",
    "doc",
    "at",
    "page",
    "path",
    "join_code",
    "username",
    "role",
    "dates",
    "created_at",
    "started_at",
    "generator",
    "key",
];
/// Keys whose values are HTML.
const HTML_KEYS: &[&str] = &["snippet", "body_html", "board_svg"];

fn cyrillic_json(v: &mut Value, key: Option<&str>) {
    match v {
        Value::String(s) => match key {
            Some(k) if VERBATIM_KEYS.contains(&k) => {}
            Some(k) if HTML_KEYS.contains(&k) => *s = script::html_latin_to_cyrillic(s),
            _ => *s = script::latin_to_cyrillic(s),
        },
        Value::Array(items) => {
            for item in items {
                cyrillic_json(item, key);
            }
        }
        Value::Object(map) => {
            for (k, item) in map.iter_mut() {
                // Counts are keyed by ids: their keys stay, and so do their numbers.
                cyrillic_json(item, Some(k.as_str()));
            }
        }
        _ => {}
    }
}

/// The locale of a request: `?lang=` first, then the `lang` cookie, then `Accept-Language`
/// (`sr-Cyrl` there chooses Cyrillic), then English.
pub fn negotiate(req: &HttpRequest) -> Locale {
    if let Some(l) = requested(req) {
        return l;
    }
    if let Some(l) = req.cookie(LANG_COOKIE).and_then(|c| Locale::parse(c.value())) {
        return l;
    }
    req.headers()
        .get(actix_web::http::header::ACCEPT_LANGUAGE)
        .and_then(|h| h.to_str().ok())
        .and_then(from_accept_language)
        .unwrap_or(Locale::latin(Lang::En))
}

/// The locale explicitly asked for in the query string, if valid.
pub fn requested(req: &HttpRequest) -> Option<Locale> {
    query_param(req.query_string(), "lang").and_then(|v| Locale::parse(&v))
}

/// The first value of `name` in a query string, percent-decoded.
pub(crate) fn query_param(qs: &str, name: &str) -> Option<String> {
    form_urlencoded::parse(qs.as_bytes())
        .find(|(k, _)| k == name)
        .map(|(_, v)| v.into_owned())
}

/// The first locale of an `Accept-Language` header that we serve.
pub fn from_accept_language(header: &str) -> Option<Locale> {
    accept_language::parse(header).iter().find_map(|tag| {
        let lang = Lang::parse(tag)?;
        let cyrillic = lang == Lang::Sr && tag.to_ascii_lowercase().contains("cyrl");
        Some(Locale { lang, cyrillic })
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn five_locales_and_their_codes() {
        for l in Locale::ALL {
            assert_eq!(Locale::parse(l.code()), Some(l));
        }
        assert_eq!(Locale::parse("sr-cyrl"), Some(Locale::ALL[4]));
        assert_eq!(Locale::parse("xx"), None);
        assert_eq!(from_accept_language("sr-Cyrl-RS,sr;q=0.8"), Some(Locale::ALL[4]));
        assert_eq!(from_accept_language("sr-Latn"), Some(Locale::latin(Lang::Sr)));
    }

    #[test]
    fn json_answers_keep_identifiers_and_markup() {
        let mut v = serde_json::json!({
            "id": "end-flag-opponent-lone-king",
            "title": "Pad zastavice",
            "articles": ["6.9"],
            "snippet": "<b>pad</b> zastavice",
            "counts": {"topics": {"flag-fall": 3}},
        });
        Locale::ALL[4].json(&mut v);
        assert_eq!(v["id"], "end-flag-opponent-lone-king");
        assert_eq!(v["title"], "Пад заставице");
        assert_eq!(v["snippet"], "<b>пад</b> заставице");
        assert_eq!(v["counts"]["topics"]["flag-fall"], 3);
    }
}
