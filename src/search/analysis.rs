//! Text analysis per language, applied identically to documents and queries:
//! - en, pt: lowercase → fold diacritics (ã→a, ç→c) → Snowball stem;
//! - ru: lowercase → ё→е → Snowball stem;
//! - sr: lowercase → Cyrillic→Latin → fold (č→c, đ→d) → Snowball Serbian stem → fold again,
//!   so "пад заставице", "pad zastavice" and "pád zastavíce" meet (search-notes §1.3, pipeline C).

use tantivy::tokenizer::{
    AsciiFoldingFilter, Language, LowerCaser, RemoveLongFilter, SimpleTokenizer, Stemmer, StopWordFilter,
    TextAnalyzer, Token, TokenFilter, TokenStream, Tokenizer, WhitespaceTokenizer,
};

use crate::content::Lang;

/// Name under which the analyzer of `lang` is registered.
pub(crate) fn analyzer_name(lang: Lang) -> &'static str {
    match lang {
        Lang::En => "kb_en",
        Lang::Pt => "kb_pt",
        Lang::Ru => "kb_ru",
        Lang::Sr => "kb_sr",
    }
}

/// Name of the analyzer for article-number fields: whitespace split, lowercase.
pub(crate) const ARTICLE_ANALYZER: &str = "kb_article";

/// Build the analyzer for `lang`.
pub(crate) fn analyzer(lang: Lang) -> TextAnalyzer {
    let base = TextAnalyzer::builder(SimpleTokenizer::default())
        .filter(RemoveLongFilter::limit(40))
        .filter(LowerCaser);
    // Function words ("which", "at", "o que", "что") carry no meaning for a ruling and, in full
    // sentence queries, would favour long bodies; positions are kept, so phrases still match.
    let stop = |l: Language| StopWordFilter::new(l).expect("tantivy ships this stop-word list");
    match lang {
        Lang::En => base
            .filter(AsciiFoldingFilter)
            .filter(Stemmer::new(Language::English))
            .build(),
        Lang::Pt => base
            .filter(AsciiFoldingFilter)
            .filter(Stemmer::new(Language::Portuguese))
            .build(),
        Lang::Ru => base
            .filter(Map(yo_to_ye))
            .filter(stop(Language::Russian))
            .filter(Stemmer::new(Language::Russian))
            .build(),
        Lang::Sr => base
            .filter(Map(cyrillic_to_latin))
            .filter(AsciiFoldingFilter)
            .filter(Map(serbian_stem))
            .filter(AsciiFoldingFilter)
            .build(),
    }
}

/// Name of the analyzer of the `words` field: surface words folded (lowercase, no accents,
/// ё→е), not stemmed, for prefix matching as you type and for typo tolerance.
pub(crate) const WORDS_ANALYZER: &str = "kb_words";

/// The analyzer of the `words` field.
pub(crate) fn words_analyzer() -> TextAnalyzer {
    TextAnalyzer::builder(SimpleTokenizer::default())
        .filter(RemoveLongFilter::limit(40))
        .filter(LowerCaser)
        .filter(Map(yo_to_ye))
        .filter(AsciiFoldingFilter)
        .build()
}

/// Serbian function words (tantivy ships no Serbian list): they carry no meaning for a ruling.
const SERBIAN_STOP: &[&str] = &[
    "a", "ali", "bi", "da", "do", "i", "ili", "iz", "je", "ju", "kao", "ko", "koja", "koje", "koji", "li",
    "na", "ne", "ni", "o", "od", "pa", "po", "sa", "se", "si", "su", "sta", "sto", "što", "šta", "te", "to",
    "u", "uz", "za", "će", "ce",
];

thread_local! {
    /// Per-thread analyzers (they tokenize through `&mut self`): the four languages' own, then
    /// stop-word testers for en, pt, ru.
    static ANALYZERS: std::cell::RefCell<Analyzers> = std::cell::RefCell::new(Analyzers::new());
}

struct Analyzers {
    langs: [TextAnalyzer; 4],
    stop: [TextAnalyzer; 3],
    words: TextAnalyzer,
}

impl Analyzers {
    fn new() -> Analyzers {
        let stop = |l: Language| {
            TextAnalyzer::builder(SimpleTokenizer::default())
                .filter(LowerCaser)
                .filter(StopWordFilter::new(l).expect("tantivy ships this stop-word list"))
                .build()
        };
        Analyzers {
            langs: Lang::ALL.map(analyzer),
            stop: [
                stop(Language::English),
                stop(Language::Portuguese),
                stop(Language::Russian),
            ],
            words: words_analyzer(),
        }
    }
}

/// `text` analysed as `lang` analyses it, with positions (stop words leave gaps).
pub(crate) fn analyse(lang: Lang, text: &str) -> Vec<(usize, String)> {
    ANALYZERS.with(|a| {
        let mut a = a.borrow_mut();
        let idx = Lang::ALL.iter().position(|l| *l == lang).unwrap_or(0);
        positioned_tokens(&mut a.langs[idx], text)
    })
}

/// `text` analysed as `lang` analyses it: each token's byte range in `text` and its stem.
pub(crate) fn analyse_with_offsets(lang: Lang, text: &str) -> Vec<(usize, usize, String)> {
    ANALYZERS.with(|a| {
        let mut a = a.borrow_mut();
        let idx = Lang::ALL.iter().position(|l| *l == lang).unwrap_or(0);
        let mut out = Vec::new();
        let mut stream = a.langs[idx].token_stream(text);
        while stream.advance() {
            let t = stream.token();
            if !t.text.is_empty() {
                out.push((t.offset_from, t.offset_to, t.text.clone()));
            }
        }
        out
    })
}

/// `text` folded as the `words` field folds it.
pub(crate) fn fold_words(text: &str) -> Vec<String> {
    ANALYZERS.with(|a| {
        positioned_tokens(&mut a.borrow_mut().words, text)
            .into_iter()
            .map(|(_, t)| t)
            .collect()
    })
}

/// A function word in any of our languages (`de`, `the`, `что`, `je`), lowercase as typed.
pub(crate) fn is_stop_word(word: &str) -> bool {
    let lower = word.to_lowercase();
    if SERBIAN_STOP.contains(&lower.as_str()) {
        return true;
    }
    ANALYZERS.with(|a| {
        let mut a = a.borrow_mut();
        a.stop.iter_mut().any(|an| {
            let mut stream = an.token_stream(&lower);
            let mut any = false;
            while stream.advance() {
                any = true;
            }
            // A word the stop filter removed entirely, but that does tokenize without it.
            !any && lower.chars().any(char::is_alphanumeric)
        })
    })
}

/// Russian typed in Latin letters (`upal flazhok`, `nichya po soglasheniyu`) back in Cyrillic,
/// for the Russian analyzer; `None` for a word with non-Latin letters. Common schemes are
/// accepted (zh/ch/sh/shch/kh/ts, ya/ja, yu/ju, yo/jo); the soft sign, never typed, is left out,
/// which the Russian stemmer mostly forgives.
pub(crate) fn latin_to_russian(word: &str) -> Option<String> {
    let w = word.to_lowercase();
    if w.is_empty() || !w.chars().all(|c| c.is_ascii_lowercase() || c == '\'') {
        return None;
    }
    const MULTI: &[(&str, &str)] = &[
        ("shch", "щ"),
        ("sch", "щ"),
        ("zh", "ж"),
        ("kh", "х"),
        ("ch", "ч"),
        ("sh", "ш"),
        ("ts", "ц"),
        ("yu", "ю"),
        ("ju", "ю"),
        ("ya", "я"),
        ("ja", "я"),
        ("yo", "е"),
        ("jo", "е"),
        ("ye", "е"),
    ];
    // Adjective endings, only at the end of the word ("-iy" in "soglasheniyu" is "-ию").
    const ENDINGS: &[(&str, &str)] = &[("iy", "ий"), ("yy", "ый")];
    let b = w.as_bytes();
    let mut out = String::with_capacity(w.len() * 2);
    let mut i = 0;
    'outer: while i < b.len() {
        for (from, to) in ENDINGS {
            if &w[i..] == *from {
                out.push_str(to);
                break 'outer;
            }
        }
        for (from, to) in MULTI {
            if w[i..].starts_with(from) {
                out.push_str(to);
                i += from.len();
                continue 'outer;
            }
        }
        let prev_vowel = out.chars().last().is_some_and(|c| "аеиоуыэюяё".contains(c));
        out.push_str(match b[i] {
            b'a' => "а",
            b'b' => "б",
            b'v' | b'w' => "в",
            b'g' => "г",
            b'd' => "д",
            b'e' => "е",
            b'z' => "з",
            b'i' => "и",
            b'y' if prev_vowel => "й",
            b'y' => "ы",
            b'j' => "й",
            b'k' | b'q' => "к",
            b'l' => "л",
            b'm' => "м",
            b'n' => "н",
            b'o' => "о",
            b'p' => "п",
            b'r' => "р",
            b's' => "с",
            b't' => "т",
            b'u' => "у",
            b'f' => "ф",
            b'h' => "х",
            b'c' => "ц",
            b'x' => "кс",
            _ => "ь",
        });
        i += 1;
    }
    Some(out)
}

/// The analyzer for article fields.
pub(crate) fn article_analyzer() -> TextAnalyzer {
    TextAnalyzer::builder(WhitespaceTokenizer::default())
        .filter(LowerCaser)
        .build()
}

/// Run `analyzer` over `text` and return the distinct tokens in order.
#[cfg(test)]
pub(crate) fn tokens(analyzer: &mut TextAnalyzer, text: &str) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    for (_, t) in positioned_tokens(analyzer, text) {
        if !out.contains(&t) {
            out.push(t);
        }
    }
    out
}

/// Run `analyzer` over `text` and return every token with its position (stop words leave gaps).
pub(crate) fn positioned_tokens(analyzer: &mut TextAnalyzer, text: &str) -> Vec<(usize, String)> {
    let mut out = Vec::new();
    let mut stream = analyzer.token_stream(text);
    while stream.advance() {
        let t = stream.token();
        if !t.text.is_empty() {
            out.push((t.position, t.text.clone()));
        }
    }
    out
}

fn yo_to_ye(s: &str) -> Option<String> {
    s.contains('ё').then(|| s.replace('ё', "е"))
}

fn serbian_stem(s: &str) -> Option<String> {
    let stemmed = frostem::Stemmer::new(frostem::Algorithm::Serbian).stem(s);
    (stemmed != s).then(|| stemmed.into_owned())
}

/// Serbian Cyrillic (and the Russian letters people mix in) to Serbian Latin. Transliterating
/// towards Latin is unambiguous; the reverse is not (lj, nj, dž).
pub fn cyrillic_to_latin(s: &str) -> Option<String> {
    if !s.chars().any(|c| ('\u{0400}'..='\u{04FF}').contains(&c)) {
        return None;
    }
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        let lower = c.to_lowercase().next().unwrap_or(c);
        let t = match lower {
            'а' => "a",
            'б' => "b",
            'в' => "v",
            'г' => "g",
            'д' => "d",
            'ђ' => "đ",
            'е' => "e",
            'ж' => "ž",
            'з' => "z",
            'и' => "i",
            'ј' => "j",
            'к' => "k",
            'л' => "l",
            'љ' => "lj",
            'м' => "m",
            'н' => "n",
            'њ' => "nj",
            'о' => "o",
            'п' => "p",
            'р' => "r",
            'с' => "s",
            'т' => "t",
            'ћ' => "ć",
            'у' => "u",
            'ф' => "f",
            'х' => "h",
            'ц' => "c",
            'ч' => "č",
            'џ' => "dž",
            'ш' => "š",
            // Russian letters, for mixed input.
            'й' => "j",
            'ё' => "e",
            'э' => "e",
            'ю' => "ju",
            'я' => "ja",
            'ы' => "i",
            'щ' => "šč",
            'ь' | 'ъ' => "",
            _ => {
                out.push(c);
                continue;
            }
        };
        out.push_str(t);
    }
    Some(out)
}

/// `text` in Latin letters if its Cyrillic is Serbian: it has a letter only Serbian uses
/// (ђ ј љ њ ћ џ), or the reader's interface is Serbian and it has no letter only Russian uses
/// (ё й ъ ы ь э ю я щ). Serbian is indexed in Latin letters, and a Serbian word read as Russian
/// ("играч" as «игра», "пао" as nothing) finds Russian texts on other matters.
pub fn serbian_cyrillic_as_latin(text: &str, ui: Lang) -> Option<String> {
    let serbian = text.chars().any(|c| "ђјљњћџЂЈЉЊЋЏ".contains(c));
    let russian = text.chars().any(|c| "ёйъыьэюящЁЙЪЫЬЭЮЯЩ".contains(c));
    if serbian || (ui == Lang::Sr && !russian) {
        cyrillic_to_latin(text)
    } else {
        None
    }
}

/// A token filter applying a function to each token's text (`None` = unchanged).
#[derive(Clone, Copy)]
pub(crate) struct Map(pub(crate) fn(&str) -> Option<String>);

impl TokenFilter for Map {
    type Tokenizer<T: Tokenizer> = MapTokenizer<T>;

    fn transform<T: Tokenizer>(self, tokenizer: T) -> MapTokenizer<T> {
        MapTokenizer {
            inner: tokenizer,
            f: self.0,
        }
    }
}

#[derive(Clone)]
pub(crate) struct MapTokenizer<T> {
    inner: T,
    f: fn(&str) -> Option<String>,
}

impl<T: Tokenizer> Tokenizer for MapTokenizer<T> {
    type TokenStream<'a> = MapStream<T::TokenStream<'a>>;

    fn token_stream<'a>(&'a mut self, text: &'a str) -> Self::TokenStream<'a> {
        MapStream {
            tail: self.inner.token_stream(text),
            f: self.f,
        }
    }
}

pub(crate) struct MapStream<S> {
    tail: S,
    f: fn(&str) -> Option<String>,
}

impl<S: TokenStream> TokenStream for MapStream<S> {
    fn advance(&mut self) -> bool {
        if !self.tail.advance() {
            return false;
        }
        if let Some(s) = (self.f)(&self.tail.token().text) {
            self.tail.token_mut().text = s;
        }
        true
    }

    fn token(&self) -> &Token {
        self.tail.token()
    }

    fn token_mut(&mut self) -> &mut Token {
        self.tail.token_mut()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn toks(lang: Lang, text: &str) -> Vec<String> {
        tokens(&mut analyzer(lang), text)
    }

    #[test]
    fn serbian_cyrillic_and_latin_meet() {
        assert_eq!(toks(Lang::Sr, "пад заставице"), toks(Lang::Sr, "pad zastavice"));
        assert_eq!(toks(Lang::Sr, "судија"), toks(Lang::Sr, "sudija"));
        assert_eq!(toks(Lang::Sr, "уређаји"), toks(Lang::Sr, "uredaji"));
        assert_eq!(
            toks(Lang::Sr, "nepravilan potez"),
            toks(Lang::Sr, "неправилан потез")
        );
    }

    #[test]
    fn portuguese_accents_do_not_matter() {
        assert_eq!(toks(Lang::Pt, "queda de seta"), toks(Lang::Pt, "QUEDA DE SETA"));
        assert_eq!(toks(Lang::Pt, "reivindicação"), toks(Lang::Pt, "reivindicacao"));
        assert_eq!(toks(Lang::Pt, "árbitros"), toks(Lang::Pt, "arbitro"));
    }

    #[test]
    fn russian_is_stemmed_and_yo_folded() {
        assert_eq!(toks(Lang::Ru, "судья ничья"), toks(Lang::Ru, "судьи ничьей"));
        assert_eq!(toks(Lang::Ru, "отчёт"), toks(Lang::Ru, "отчет"));
        assert!(toks(Lang::Ru, "что").is_empty(), "function words are dropped");
    }

    #[test]
    fn function_words_of_every_language_are_recognised_but_not_content_words() {
        for w in ["de", "the", "что", "je", "DE", "и", "que"] {
            assert!(is_stop_word(w), "{w}");
        }
        for w in ["flag", "queda", "флажок", "zastavica", "6.9"] {
            assert!(!is_stop_word(w), "{w}");
        }
    }

    #[test]
    fn russian_typed_in_latin_letters_meets_the_russian_analyzer() {
        for (latin, cyrillic) in [
            ("upal", "упал"),
            ("flazhok", "флажок"),
            ("nichya", "ничья"),
            ("soglasheniyu", "соглашению"),
            ("rokirovka", "рокировка"),
        ] {
            let t = latin_to_russian(latin).unwrap();
            assert_eq!(toks(Lang::Ru, &t), toks(Lang::Ru, cyrillic), "{latin} → {t}");
        }
        assert_eq!(latin_to_russian("флаг"), None);
    }

    #[test]
    fn english_is_stemmed() {
        assert_eq!(toks(Lang::En, "claims"), toks(Lang::En, "claim"));
    }
}
