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
    fn english_is_stemmed() {
        assert_eq!(toks(Lang::En, "claims"), toks(Lang::En, "claim"));
    }
}
