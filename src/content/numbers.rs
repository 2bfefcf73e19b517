//! The facts a translation must keep: the article references and the numbers written in a text.
//! A body translated into another language must cite the same articles and give the same
//! figures as the body it was translated from; comparing these sets catches a dropped
//! sentence, a mistyped article or a changed time before an arbiter acts on it.

use std::collections::BTreeSet;
use std::sync::LazyLock;

use regex::Regex;

use super::ArticleRef;

/// References (`7.5.5`, `A.5.4`, `III.5`, `C.07-8.1`, `B.02`) and plain numbers, in that order
/// of preference at any position. Word boundaries are ASCII (`(?-u:\b)`): the tokens are ASCII,
/// and a Unicode boundary would force the slow backtracking engine on every body at start-up.
static TOKEN: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(
        r"(?x)
        (?-u:\b)[A-Z]\.\d{2}(?:\.\d+)?(?:-\d+(?:\.\d+)*)?   # regulation: C.07, C.04.1, B.02-1.1
        | (?-u:\b)(?:III|II|I|[A-D])\.\d+(?:\.\d+)*          # appendix or guideline: A.5.4, III.5
        | \d+(?:\.\d+)*                                # article or number: 7.5.5, 2009, 45
        ",
    )
    .expect("the pattern is valid")
});

/// Clock times (`19:30`, `19h30`, `19h`) and dates (`05/11/2025`, `2025-11-05`), which
/// languages write differently: a time compares as `H:MM`; a date as its day and year (the
/// month is a word in some languages and a number in others).
static TIME: LazyLock<Regex> =
    LazyLock::new(|| Regex::new(r"(?-u:\b)(\d{1,2})(?::|h)(\d{2})?(?-u:\b)").expect("the pattern is valid"));
static DATE: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?-u:\b)(\d{1,2})/\d{1,2}/(\d{4})(?-u:\b)|(?-u:\b)(\d{4})-\d{2}-(\d{2})(?-u:\b)")
        .expect("the pattern is valid")
});

/// A decimal comma between digits (`2,5` in pt, ru and sr) written as a point, so `2,5` and
/// `2.5` compare equal.
static DECIMAL_COMMA: LazyLock<Regex> =
    LazyLock::new(|| Regex::new(r"(\d),(\d)").expect("the pattern is valid"));

/// Every article reference (canonical spelling) and number in `text`, once each.
pub fn references_and_numbers(text: &str) -> BTreeSet<String> {
    let mut out = BTreeSet::new();
    let text = DATE.replace_all(text, |c: &regex::Captures<'_>| {
        let day = c.get(1).or(c.get(4)).map_or("", |m| m.as_str());
        let year = c.get(2).or(c.get(3)).map_or("", |m| m.as_str());
        format!(" {} {year} ", day.trim_start_matches('0'))
    });
    let text = TIME.replace_all(&text, |c: &regex::Captures<'_>| {
        let hours = c[1].trim_start_matches('0');
        let minutes = c.get(2).map_or("00", |m| m.as_str());
        out.insert(format!(
            "{}:{minutes}",
            if hours.is_empty() { "0" } else { hours }
        ));
        " "
    });
    let text = DECIMAL_COMMA.replace_all(&text, "$1.$2");
    for m in TOKEN.find_iter(&text) {
        let s = m.as_str().trim_end_matches('.');
        let token = match ArticleRef::normalize(s) {
            Some(r) if s.contains('.') => r.as_str().to_string(),
            _ => s.trim_start_matches('0').to_string(),
        };
        out.insert(if token.is_empty() { "0".into() } else { token });
    }
    out
}

/// What `translation` has that `source` lacks, and what it lacks, as two lists.
pub fn differences(source: &str, translation: &str) -> (Vec<String>, Vec<String>) {
    let a = references_and_numbers(source);
    let b = references_and_numbers(translation);
    (
        b.difference(&a).cloned().collect(),
        a.difference(&b).cloned().collect(),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn set(items: &[&str]) -> BTreeSet<String> {
        items.iter().map(|s| s.to_string()).collect()
    }

    #[test]
    fn references_are_canonical_and_numbers_plain() {
        assert_eq!(
            references_and_numbers("Art. 7.5.5 and III.5, C.07-8.1; 2 minutes in 2009. A.5.4."),
            set(&["2", "2009", "7.5.5", "A.5.4", "C.07-8.1", "III.5"])
        );
    }

    #[test]
    fn the_same_facts_in_other_languages_compare_equal() {
        let en = "White gets 2 extra minutes (7.5.5); a 1.5 point lead; 10.2 in 2009.";
        let pt = "As brancas ganham 2 minutos (7.5.5); vantagem de 1,5 ponto; 10.2 em 2009.";
        let ru = "Белые получают 2 минуты (ст. 7.5.5); перевес в 1,5 очка; 10.2 в 2009 г.";
        assert_eq!(differences(en, pt), (vec![], vec![]));
        assert_eq!(differences(en, ru), (vec![], vec![]));
    }

    #[test]
    fn times_and_dates_compare_however_they_are_written() {
        assert_eq!(
            differences(
                "Round 1 at 19:00 on 5 November 2025",
                "1ª rodada às 19h em 05/11/2025"
            ),
            (vec![], vec![])
        );
        assert_eq!(references_and_numbers("09:30"), set(&["9:30"]));
    }

    #[test]
    fn a_changed_or_dropped_figure_is_found() {
        let (extra, missing) = differences("+2 min under 7.5.5", "+1 min under 7.5.4");
        assert_eq!(extra, vec!["1", "7.5.4"]);
        assert_eq!(missing, vec!["2", "7.5.5"]);
    }
}
