//! Reading free text as the checker and the importer compare it: the article references a text
//! cites ("art. 10.2", "ст. 6.9"), and text folded for comparison (case and accents ignored).

use std::sync::LazyLock;

use regex::Regex;

use super::ArticleRef;

/// An article word followed by one reference or a list of them ("art. 10.2", "Artigos 5.1,
/// 5.2 e 6.10", "ст. 6.9", "čl. III.5").
pub(crate) static ARTICLE_RE: LazyLock<Regex> = LazyLock::new(|| {
    // Appendix letters are capitals whatever the case of the rest ("art. A.4.2", "ст. III.5"),
    // so "and art. 4.2" is never read as an appendix "art".
    let num = r"(?:(?-i:[A-D]|III|II|I)\.\s?)?\d{1,2}(?:\.\s?\d{1,2})*";
    // Further items of a list have a dot, so "art. 10.2 e 2 minutos" is not article 2.
    let more = r"(?:(?-i:[A-D]|III|II|I)\.\s?)?\d{1,2}(?:\.\s?\d{1,2})+";
    Regex::new(&format!(
        r"(?i)\b(?:art(?:igos?|icles?|s)?|ст(?:атьи|атья|атье|атьей|атью)?|čl(?:an|ana|anu|anovi|anova)?|clan)\.?\s*({num}(?:\s*(?:,|e|and|и|i)\s*{more})*)"
    ))
    .expect("a valid article pattern")
});
static NUMBER_RE: LazyLock<Regex> =
    LazyLock::new(|| Regex::new(r"(?:(?:[A-D]|III|II|I)\.\s?)?\d{1,2}(?:\.\s?\d{1,2})*").expect("valid"));
/// Words saying a reference is old numbering.
static OLD_RE: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(
        r"(?i)\b(?:old|former|formerly|previous|antig[oa]s?|anterior|ранее|стар(?:ый|ая|ой|ом|ого|ые|ых)|прежн\w*|bivš\w*|star(?:i|a|o|og|om|e)|ranij\w*)\b",
    )
        .expect("valid")
});
static HANDBOOK_BEFORE_RE: LazyLock<Regex> =
    LazyLock::new(|| Regex::new(r"\b[A-D]\.\d{2}(?:\.\d+)?(?:-[A-Za-z0-9.]+)?[\s,(]*$").expect("valid"));
static YEAR_RE: LazyLock<Regex> = LazyLock::new(|| Regex::new(r"\b(19[5-9]\d|20[0-4]\d)\b").expect("valid"));

/// The article references a text cites: current ones and, where the words just around them
/// call them old (`antigo`, `old`, `ранее`…), former ones (with the edition year when one is
/// written there). Only references of the canonical list are proposed as current.
pub fn references(text: &str) -> (Vec<String>, Vec<String>) {
    let mut current: Vec<String> = Vec::new();
    let mut former: Vec<String> = Vec::new();
    for line in text.lines() {
        for caps in ARTICLE_RE.captures_iter(line) {
            let whole = caps.get(0).expect("the whole match");
            // The words around a reference within its clause: "the old art. 6.10", "10.2 (2009)".
            let before: String = {
                let tail: String = {
                    let mut v: Vec<char> = line[..whole.start()].chars().rev().take(30).collect();
                    v.reverse();
                    v.into_iter().collect()
                };
                let clause = [";", "!", "?", ". ", ", "]
                    .iter()
                    .filter_map(|p| tail.rfind(p).map(|i| i + p.len()))
                    .max()
                    .unwrap_or(0);
                tail[clause..].to_string()
            };
            let after: String = line[whole.end()..]
                .chars()
                .take(15)
                .take_while(|c| !matches!(c, ';' | ',' | '!' | '?'))
                .collect();
            let around = format!("{before} {after}");
            // "C.07 Art. 11.1" is an article of a Handbook regulation, not of the Laws.
            if HANDBOOK_BEFORE_RE.is_match(&before) {
                continue;
            }
            let old = OLD_RE.is_match(&around);
            let year = YEAR_RE.find(&around).map(|m| m.as_str().to_string());
            for n in NUMBER_RE.find_iter(&caps[1]) {
                let number: String = n.as_str().chars().filter(|c| !c.is_whitespace()).collect();
                let number = number.trim_end_matches('.').to_string();
                if old {
                    let f = match &year {
                        Some(y) => format!("{number} ({y})"),
                        None => number,
                    };
                    if !former.contains(&f) {
                        former.push(f);
                    }
                } else if let Ok(r) = ArticleRef::parse(&number) {
                    let r = r.to_string();
                    if !current.contains(&r) {
                        current.push(r);
                    }
                }
            }
        }
    }
    (current, former)
}

/// `text` folded for comparison: lowercase, Latin letters without their accents (ã → a,
/// č → c, đ → d), ё → е, runs of spaces as one, outer spaces and full stops dropped.
pub fn fold(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.to_lowercase().chars() {
        let c = match c {
            'á' | 'à' | 'â' | 'ã' | 'ä' | 'å' | 'ā' => 'a',
            'ç' | 'č' | 'ć' => 'c',
            'đ' | 'ď' => 'd',
            'é' | 'è' | 'ê' | 'ë' | 'ě' => 'e',
            'í' | 'ì' | 'î' | 'ï' => 'i',
            'ñ' | 'ň' => 'n',
            'ó' | 'ò' | 'ô' | 'õ' | 'ö' => 'o',
            'ř' => 'r',
            'š' => 's',
            'ú' | 'ù' | 'û' | 'ü' | 'ů' => 'u',
            'ý' => 'y',
            'ž' => 'z',
            'ё' => 'е',
            c if c.is_whitespace() => ' ',
            c => c,
        };
        if c == ' ' && (out.is_empty() || out.ends_with(' ')) {
            continue;
        }
        out.push(c);
    }
    out.trim_end_matches([' ', '.']).to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn folding_ignores_case_accents_and_spacing() {
        assert_eq!(fold("Empate  por Afogamento."), fold("empate por afogamento"));
        assert_eq!(fold("Ničija"), "nicija");
        assert_eq!(fold("Ещё"), "еще");
        assert_ne!(fold("white wins"), fold("black wins"));
    }

    #[test]
    fn references_follow_an_article_word() {
        assert_eq!(references("Segundo o art. 10.2 e 2 minutos").0, ["10.2"]);
        assert_eq!(
            references("See 6.9 and Article 7.5.5").0,
            ["7.5.5"],
            "a bare number is no citation"
        );
        assert!(
            references("the scale of C.07 Art. 11.1").0.is_empty(),
            "a regulation's article"
        );
        assert_eq!(
            references("Under art. 7.5.5 and art. A.4.2; the old art. 6.10 (2009) said the same."),
            (
                vec!["7.5.5".to_string(), "A.4.2".to_string()],
                vec!["6.10 (2009)".to_string()]
            )
        );
    }
}
