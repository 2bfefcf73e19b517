//! Reads what a person typed into a search box: picks out article references ("6.9",
//! "art. 10.2", "čl. 6.9", "ст. 12.9", "III.5", "C.07") and leaves the words, with query-syntax
//! characters removed, for the language analyzers. Never fails: any string is a query.

use crate::content::ArticleRef;

/// A query split into article references and free text.
#[derive(Debug, Default, PartialEq, Eq)]
pub struct ParsedQuery {
    /// Canonical references found (known or not), lowercase for the index.
    pub articles: Vec<String>,
    /// Letter-prefixed old numbers that are not current references (e.g. `g.5`).
    pub former_only: Vec<String>,
    /// The remaining words, cleaned of query syntax.
    pub text: String,
    /// The query says it means the old numbering ("old", "stari", "прежний", "2009").
    pub old_numbering: bool,
    /// The last word is still being typed (no space after it): match it as a prefix too.
    pub typing_last_word: bool,
}

/// Word beginnings that say "the old numbering" in our languages.
const OLD_MARKERS: &[&str] = &[
    "old",
    "former",
    "previous",
    "antig",
    "anterior",
    "velh",
    "стар",
    "прежн",
    "бывш",
    "предыдущ",
    "stari",
    "stara",
    "staro",
    "starog",
    "raniji",
    "ranije",
    "prethodn",
    "ранији",
    "стари",
    // Asking whether a number still exists, or was removed or renumbered, asks about its
    // former meaning: "art 10.2 still exists?", "o 10.2 ainda existe?", "10.2 отменили?".
    "exist",
    "существ",
    "postoj",
    "постој",
    "remov",
    "delet",
    "abolish",
    "renumber",
    "revog",
    "extint",
    "renumer",
    "отмен",
    "упраздн",
    "перенумер",
    "ukinut",
    "brisan",
    "укину",
];

fn is_old_marker(w: &str) -> bool {
    let w = w.to_lowercase();
    if let Ok(year) = w.parse::<u32>() {
        return (1980..=2022).contains(&year);
    }
    OLD_MARKERS.iter().any(|m| w.starts_with(m))
}

/// Words that introduce an article number in our four languages (lowercase, without dots).
const ARTICLE_WORDS: &[&str] = &[
    "art",
    "arts",
    "article",
    "articles",
    "artigo",
    "artigos",
    "artículo",
    "статья",
    "статьи",
    "статье",
    "ст",
    "cl",
    "čl",
    "clan",
    "član",
    "члан",
    "чл",
    "pravilo",
    "regra",
    "rule",
    "law",
    "laws",
    "§",
];

fn is_article_word(w: &str) -> bool {
    let w = w.trim_end_matches('.').to_lowercase();
    ARTICLE_WORDS.contains(&w.as_str())
}

/// Split `input` into references and text.
pub fn parse(input: &str) -> ParsedQuery {
    let mut out = ParsedQuery::default();
    let mut words = Vec::new();
    // Separate on whitespace and on syntax characters, but keep dots and dashes inside words so
    // "10.2" and "C.07-8.1" survive.
    let cleaned: String = input
        .chars()
        .map(|c| {
            if c.is_control()
                || matches!(
                    c,
                    ':' | '^'
                        | '~'
                        | '*'
                        | '"'
                        | '('
                        | ')'
                        | '['
                        | ']'
                        | '{'
                        | '}'
                        | '+'
                        | '!'
                        | '\\'
                        | '/'
                        | ','
                        | ';'
                        | '?'
                        | '¿'
                        | '«'
                        | '»'
                        | '“'
                        | '”'
                        | '„'
                        | '\''
                        | '`'
                        | '<'
                        | '>'
                        | '='
                        | '&'
                        | '|'
                        | '#'
                        | '$'
                        | '%'
                        | '@'
                )
            {
                ' '
            } else {
                c
            }
        })
        .collect();
    for raw in cleaned.split_whitespace() {
        // "art.6.9" / "čl.6.9": a glued prefix.
        let mut w = raw.trim_matches(|c: char| c == '-' || c == '.' || c == '§');
        if let Some((head, rest)) = w.split_once('.')
            && is_article_word(head)
            && rest.starts_with(|c: char| c.is_ascii_alphanumeric())
        {
            w = rest;
        }
        if w.is_empty() || is_article_word(w) {
            continue;
        }
        if let Some(r) = reference(w) {
            let r = r.to_lowercase();
            if !out.articles.contains(&r) {
                out.articles.push(r);
            }
            continue;
        }
        if let Some(f) = letter_former(w) {
            if !out.former_only.contains(&f) {
                out.former_only.push(f);
            }
            continue;
        }
        if is_old_marker(w) {
            out.old_numbering = true;
        }
        // Dashes between words are separators, not negation.
        words.push(w.replace(['-', '.'], " "));
    }
    out.typing_last_word = !words.is_empty() && !input.ends_with(char::is_whitespace);
    out.text = words.join(" ").split_whitespace().collect::<Vec<_>>().join(" ");
    out
}

/// A word shaped like a reference. Plain decimals must look like article numbers (`6.9`, not
/// `2.5` points? we cannot tell, so any `N.N` with N ≤ 12 counts).
fn reference(w: &str) -> Option<String> {
    let r = ArticleRef::normalize(w)?;
    let s = r.as_str();
    if let Some(first) = s.split('.').next()
        && let Ok(n) = first.parse::<u32>()
        && !(1..=12).contains(&n)
    {
        return None;
    }
    Some(s.to_string())
}

/// A number that only the old Laws had: `G.5`, `E.3` (an old appendix letter followed by
/// numbers), or `13.5`, `14.1` (the 2009 Laws' Article 13, the arbiter, and 14, federations;
/// today's Laws stop at Article 12).
fn letter_former(w: &str) -> Option<String> {
    let (head, rest) = w.split_once('.')?;
    let ok =
        (head.len() == 1 && head.chars().all(|c| c.is_ascii_alphabetic()) || head == "13" || head == "14")
            && !rest.is_empty()
            && rest
                .split('.')
                .all(|p| !p.is_empty() && p.len() <= 2 && p.bytes().all(|b| b.is_ascii_digit()));
    ok.then(|| format!("{}.{rest}", head.to_ascii_lowercase()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn article_numbers_are_recognised_in_every_spelling() {
        for q in [
            "6.9",
            "art 6.9",
            "Art. 6.9",
            "čl. 6.9",
            "ст. 6.9",
            "art.6.9",
            "(6.9)",
            "статья 6.9",
        ] {
            let p = parse(q);
            assert_eq!(p.articles, vec!["6.9"], "{q}");
            assert_eq!(p.text, "", "{q}");
        }
        assert_eq!(parse("III.5").articles, vec!["iii.5"]);
        assert_eq!(parse("a.5.4").articles, vec!["a.5.4"]);
        assert_eq!(parse("B.3").articles, vec!["b.3"]);
        assert_eq!(parse("C.07").articles, vec!["c.07"]);
        assert_eq!(parse("G.5").former_only, vec!["g.5"]);
        assert_eq!(parse("13.5").former_only, vec!["13.5"]);
        assert_eq!(parse("art. 14.1").former_only, vec!["14.1"]);
        assert!(parse("15.5").former_only.is_empty());
    }

    #[test]
    fn words_keep_their_letters_and_lose_query_syntax() {
        let p = parse("queda de seta 6.9 AND \"flag\" (~^*");
        assert_eq!(p.articles, vec!["6.9"]);
        assert_eq!(p.text, "queda de seta AND flag");
        assert_eq!(parse("j'adoube").text, "j adoube");
        assert_eq!(parse("touch-move").text, "touch move");
    }

    #[test]
    fn numbers_that_are_not_articles_stay_text() {
        assert_eq!(parse("45+15").articles, Vec::<String>::new());
        assert!(parse("16.9").articles.is_empty());
        assert_eq!(parse("10.2").articles, vec!["10.2"]);
    }

    #[test]
    fn a_query_can_say_it_means_the_old_numbering() {
        assert!(parse("čl. 7.4 stari pravilnik").old_numbering);
        assert!(parse("old 10.2").old_numbering);
        assert!(parse("10.2 (2009)").old_numbering);
        assert!(parse("прежняя статья 6.10").old_numbering);
        assert!(parse("art 10.2 still exists?").old_numbering);
        assert!(parse("o artigo 10.2 ainda existe").old_numbering);
        assert!(parse("статью 10.2 отменили?").old_numbering);
        assert!(parse("da li je čl. 10.2 ukinut").old_numbering);
        assert!(!parse("10.2 split scores").old_numbering);
        assert!(!parse("2023 laws 6.9").old_numbering);
    }

    #[test]
    fn the_last_word_is_being_typed_until_a_space_follows() {
        assert!(parse("flag fa").typing_last_word);
        assert!(!parse("flag fa ").typing_last_word);
        assert!(!parse("6.9").typing_last_word);
    }

    #[test]
    fn any_string_parses() {
        for q in ["", "   ", "\u{0}\u{7}", "((((", "🙂♟", "-", "...", "--.--"] {
            let _ = parse(q);
        }
    }
}
