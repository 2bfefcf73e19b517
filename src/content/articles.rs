//! Article references: the canonical list of the 2023 Laws of Chess (articles, appendices,
//! Guidelines) and of the FIDE Handbook regulations we cite, and the one parser that turns what a
//! person writes ("art. 6.9", "iii.5", "C.07-8.1") into a canonical reference.

use std::collections::HashSet;
use std::fmt;
use std::sync::LazyLock;

/// Leaf references of the Laws of Chess in force from 1 January 2023. Parents are implied.
const LAWS_2023: &str = "
1.1 1.2 1.3 1.4.1 1.4.2 1.5
2.1 2.2 2.3 2.4
3.1.1 3.1.2 3.1.3 3.2 3.3 3.4 3.5 3.6 3.7.1 3.7.2 3.7.3.1 3.7.3.2 3.7.3.3 3.7.3.4 3.7.3.5 3.8.1 3.8.2.1 3.8.2.2
3.9.1 3.9.2 3.10.1 3.10.2 3.10.3
4.1 4.2.1 4.2.2 4.3.1 4.3.2 4.3.3 4.4.1 4.4.2 4.4.3 4.4.4 4.5 4.6.1 4.6.2 4.6.3 4.7.1 4.7.2 4.7.3 4.8 4.9
5.1.1 5.1.2 5.2.1 5.2.2 5.2.3
6.1 6.2.1.1 6.2.1.2 6.2.2 6.2.3 6.2.4 6.2.5 6.2.6 6.3.1 6.3.2 6.4 6.5 6.6 6.7.1 6.7.2 6.8 6.9 6.10.1 6.10.2
6.11.1 6.11.2 6.11.3 6.11.4 6.12.1 6.12.2
7.1 7.2.1 7.2.2 7.3 7.4.1 7.4.2 7.4.3 7.5.1 7.5.2 7.5.3 7.5.4 7.5.5 7.6
8.1.1.1 8.1.1.2 8.1.2 8.1.3 8.1.4 8.1.5 8.1.6 8.2 8.3 8.4 8.5.1 8.5.2 8.5.3 8.6 8.7
9.1.1 9.1.2.1 9.1.2.2 9.1.2.3 9.2.1 9.2.2 9.2.3.1 9.2.3.2 9.3.1 9.3.2 9.4 9.5.1 9.5.2 9.5.3 9.6.1 9.6.2
10.1 10.2
11.1 11.2.1 11.2.2 11.2.3.1 11.2.3.2 11.2.3.3 11.2.4 11.3.1 11.3.2.1 11.3.2.2 11.3.3 11.3.4 11.4 11.5 11.6 11.7
11.8 11.9 11.10 11.11 11.12
12.1 12.2.1 12.2.2 12.2.3 12.2.4 12.2.5 12.2.6 12.2.7 12.3 12.4 12.5 12.6 12.7 12.8
12.9.1 12.9.2 12.9.3 12.9.4 12.9.5 12.9.6 12.9.7 12.9.8 12.9.9
A.1 A.2 A.3 A.4.1 A.4.2 A.4.3 A.5.1.1 A.5.1.2 A.5.2 A.5.3 A.5.4 A.5.5 A.6
B.1 B.2.1 B.2.2 B.2.3 B.3 B.4
C.1 C.2 C.3 C.4 C.5 C.6 C.7 C.8 C.9.1 C.9.2 C.9.3 C.10.1.1 C.10.1.2 C.10.1.3 C.10.2.1 C.10.2.2 C.10.2.3
C.10.3.1 C.10.3.2 C.10.3.3 C.10.3.4 C.11 C.12 C.13
D.1.1 D.1.2 D.1.3 D.1.4.1 D.1.4.2 D.2.1 D.2.2 D.2.3.1 D.2.3.2 D.2.3.3 D.2.4 D.2.5 D.2.6.1 D.2.6.2 D.2.7 D.2.8
D.2.9 D.2.10.1 D.2.10.2 D.2.10.3 D.2.10.4 D.2.10.5 D.2.10.6 D.2.11
I.1.1 I.1.2 I.2.1 I.2.2 I.2.3 I.2.4 I.2.5 I.2.6 I.2.7 I.3 I.4 I.5 I.6 I.7 I.8.1 I.8.2 I.8.3 I.9.1 I.9.2 I.9.3
I.10 I.11 I.12.1 I.12.2 I.13 I.14
II.1 II.2.1 II.2.2 II.2.3 II.3.1 II.3.2.1 II.3.2.2 II.3.2.3 II.3.2.4 II.3.2.5 II.3.2.6 II.3.2.7
III.1 III.2.1 III.2.2 III.3.1.1 III.3.1.2 III.4 III.5.1 III.5.2 III.5.3 III.6.1.1 III.6.1.2 III.6.2
";

/// FIDE Handbook regulations (code, optionally `-article`). Parents are implied. Spellings:
/// `B.02-r.…` is the Rapid & Blitz chapter of the rating regulations (its numbers clash with the
/// standard chapter's); `C.05-a.1` is C.05 Annex 1 (Berger tables); `D.04-12` is Handbook D.04.12
/// (players with disabilities). See docs/FACTS-2.md for what each says and how sure we are.
const REGULATIONS: &str = "
B.01-0.5 B.01-0.6.2 B.01-1.1.3 B.01-1.1.4 B.01-1.1.5 B.01-1.1.6 B.01-1.3 B.01-1.4.1 B.01-1.4.2 B.01-1.4.3
B.01-1.4.4 B.01-1.4.5 B.01-1.4.6 B.01-1.4.7 B.01-1.4.8 B.01-1.4.9 B.01-1.5.1 B.01-1.5.3 B.01-1.7 B.01-1.8
B.02-1.1 B.02-1.2 B.02-5.1 B.02-6.1 B.02-6.2 B.02-7.1.2 B.02-7.1.3 B.02-7.1.4 B.02-7.2.1 B.02-7.2.2
B.02-8.1.1 B.02-8.1.2 B.02-8.2.1 B.02-8.2.2 B.02-8.2.3 B.02-8.2.4 B.02-8.3.1 B.02-8.3.2 B.02-8.3.3 B.02-8.3.4
B.02-9.1 B.02-r.1.1.1 B.02-r.1.1.2 B.02-r.1.2 B.02-r.3.1.1 B.02-r.3.1.2 B.02-r.7.3.1
C.04.1-a C.04.1-b C.04.1-c C.04.1-d C.04.1-e C.04.1-f C.04.1-g C.04.1-h C.04.1-i
C.04.2-a C.04.3 C.04.5-1 C.04.6 C.04.7
C.05-a.1 C.05-6.2 C.05-6.3 C.05-6.6
C.07-2.1 C.07-3 C.07-6 C.07-7.1 C.07-7.2 C.07-7.3 C.07-7.4 C.07-7.5 C.07-7.6
C.07-8.1 C.07-8.2 C.07-8.3 C.07-9.1 C.07-9.2 C.07-10.1 C.07-10.2 C.07-10.3 C.07-10.4 C.07-10.5 C.07-11.1
C.07-12.1 C.07-12.2 C.07-12.3 C.07-13.1 C.07-13.2 C.07-13.3 C.07-13.4
C.07-14.1 C.07-14.2 C.07-14.3 C.07-14.4 C.07-15.1 C.07-15.2 C.07-16.1 C.07-16.2 C.07-16.3 C.07-16.4 C.07-16.5
D.04-12
";

/// FIDE Handbook B.06 (2021), the regulations for arbiters: B.06.1 the titles (FA, IA, norms),
/// B.06.2 training and seminars, B.06.3 classification (categories, active status).
const ARBITERS: &str = "
B.06.1-1.3 B.06.1-1.4 B.06.1-1.5 B.06.1-1.6 B.06.1-2.1 B.06.1-2.1.1 B.06.1-2.2 B.06.1-2.3.1 B.06.1-2.3.2
B.06.1-2.3.3 B.06.1-2.4 B.06.1-2.5 B.06.1-4.7
B.06.2-1 B.06.2-1.2 B.06.2-1.2.1 B.06.2-2.1.1 B.06.2-2.1.2 B.06.2-4.1.1 B.06.2-4.1.2
B.06.3-1.1 B.06.3-1.2.1 B.06.3-1.2.2 B.06.3-1.3.1.1 B.06.3-1.3.2
";

/// The FIDE Online Chess Regulations (`OCR-…`).
const ONLINE: &str = "
OCR-1.1 OCR-1.2 OCR-1.3 OCR-2.1 OCR-2.2 OCR-2.3 OCR-2.4
OCR-3.1 OCR-3.2 OCR-3.3 OCR-3.4 OCR-3.5 OCR-3.6.a OCR-3.6.b OCR-3.6.c OCR-3.6.d OCR-3.7 OCR-3.8
OCR-4.1 OCR-4.2 OCR-4.3 OCR-4.4 OCR-5.1 OCR-5.2 OCR-5.3 OCR-5.4.1 OCR-5.4.2 OCR-5.4.3 OCR-5.4.4
OCR-16.1 OCR-16.2 OCR-16.3 OCR-16.4 OCR-16.5 OCR-16.6 OCR-16.7
";

/// The FIDE Anti-Cheating Regulations and their procedure (`ACR-…`).
const FAIR_PLAY: &str = "
ACR-1 ACR-2.a ACR-2.b ACR-3 ACR-4.a ACR-4.b
";

/// Documents outside the Handbook's lettered chapters, cited by a short code: the Online Chess
/// Regulations and the Anti-Cheating Regulations.
const NAMED_CODES: &[&str] = &["OCR", "ACR"];

static KNOWN: LazyLock<HashSet<String>> = LazyLock::new(|| {
    let mut set = HashSet::new();
    let lists = [LAWS_2023, REGULATIONS, ARBITERS, ONLINE, FAIR_PLAY];
    for leaf in lists.iter().flat_map(|l| l.split_whitespace()) {
        let r = ArticleRef::normalize(leaf).expect("canonical list entries are well-formed");
        set.extend(r.parents());
        set.insert(r.0);
    }
    set
});

/// The leaf articles of the 2023 Laws (Articles 1–12, Appendices A–D, Guidelines I–III), in
/// the order the Laws give them: the syllabus every ruling is counted against.
pub fn laws_leaves() -> Vec<ArticleRef> {
    LAWS_2023
        .split_whitespace()
        .map(|l| ArticleRef::normalize(l).expect("canonical list entries are well-formed"))
        .collect()
}

/// Every reference in the canonical list (leaves and parents), sorted.
pub fn known_references() -> Vec<String> {
    let mut v: Vec<String> = KNOWN.iter().cloned().collect();
    v.sort();
    v
}

/// A canonical article reference such as `7.5.5`, `A.5.4`, `III.5` or `C.07-8.1`.
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize)]
#[serde(transparent)]
pub struct ArticleRef(String);

/// Why a reference was refused.
#[derive(Debug, PartialEq, Eq, thiserror::Error)]
pub enum ArticleError {
    /// Not shaped like any reference we know.
    #[error("`{0}` is not an article reference (expected e.g. 6.9, A.5.4, III.5, C.07-8.1)")]
    Malformed(String),
    /// Well-formed but not in the canonical list.
    #[error("`{0}` is not an article of the 2023 Laws or a regulation in our canonical list")]
    Unknown(String),
}

impl ArticleRef {
    /// Parse a reference that must be well-formed and in the canonical list.
    pub fn parse(s: &str) -> Result<Self, ArticleError> {
        let r = Self::normalize(s).ok_or_else(|| ArticleError::Malformed(s.trim().to_string()))?;
        if KNOWN.contains(&r.0) {
            Ok(r)
        } else {
            Err(ArticleError::Unknown(r.0))
        }
    }

    /// Canonical spelling of a well-formed reference, known or not: `iii.5` → `III.5`,
    /// `c.07-8.1` → `C.07-8.1`, `a.5.4` → `A.5.4`. A bare integer is not a reference.
    pub fn normalize(s: &str) -> Option<Self> {
        let s = s.trim().trim_end_matches('.');
        // Regulation: one letter, dot, two digits, optional .digit, optional -article.
        if let Some(r) = normalize_regulation(s) {
            return Some(ArticleRef(r));
        }
        let (head, rest) = s.split_once('.')?;
        if rest.is_empty() || !rest.split('.').all(is_small_number) {
            return None;
        }
        let head = if is_small_number(head) {
            head.trim_start_matches('0').to_string()
        } else {
            let up = head.to_ascii_uppercase();
            match up.as_str() {
                "A" | "B" | "C" | "D" | "I" | "II" | "III" => up,
                _ => return None,
            }
        };
        if head.is_empty() {
            return None;
        }
        let rest: Vec<String> = rest
            .split('.')
            .map(|p| p.trim_start_matches('0'))
            .map(|p| {
                if p.is_empty() {
                    "0".to_string()
                } else {
                    p.to_string()
                }
            })
            .collect();
        Some(ArticleRef(format!("{head}.{}", rest.join("."))))
    }

    /// True if this reference is in the canonical list (or a parent of an entry).
    pub fn is_known(&self) -> bool {
        KNOWN.contains(&self.0)
    }

    /// The canonical string.
    pub fn as_str(&self) -> &str {
        &self.0
    }

    /// Every enclosing reference, nearest first: `7.5.5` → `7.5`; `C.07-8.1` → `C.07-8`, `C.07`.
    /// A bare article number (`7`) is not returned: it is too vague to search by.
    pub fn parents(&self) -> Vec<String> {
        let mut out = Vec::new();
        let s = self.0.as_str();
        if let Some((code, art)) = s.split_once('-') {
            let parts: Vec<&str> = art.split('.').collect();
            for n in (1..parts.len()).rev() {
                out.push(format!("{code}-{}", parts[..n].join(".")));
            }
            out.push(code.to_string());
            return out;
        }
        if is_regulation_code(s) {
            return out;
        }
        let parts: Vec<&str> = s.split('.').collect();
        for n in (2..parts.len()).rev() {
            out.push(parts[..n].join("."));
        }
        out
    }

    /// True for a FIDE Handbook regulation reference (`C.07`, `B.02-1.1`).
    pub fn is_regulation(&self) -> bool {
        is_regulation_code(self.0.split('-').next().unwrap_or(""))
    }
}

impl fmt::Display for ArticleRef {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

fn is_small_number(p: &str) -> bool {
    !p.is_empty() && p.len() <= 3 && p.bytes().all(|b| b.is_ascii_digit())
}

/// `C.07`, `C.04.1`, `B.02`: a letter, a dot, exactly two digits, optionally `.digit`.
fn is_regulation_code(s: &str) -> bool {
    if NAMED_CODES.iter().any(|c| c.eq_ignore_ascii_case(s)) {
        return true;
    }
    let b = s.as_bytes();
    b.len() >= 4
        && b[0].is_ascii_alphabetic()
        && b[1] == b'.'
        && b[2].is_ascii_digit()
        && b[3].is_ascii_digit()
        && (b.len() == 4 || (b.len() == 6 && b[4] == b'.' && b[5].is_ascii_digit()))
}

fn normalize_regulation(s: &str) -> Option<String> {
    let (code, art) = match s.split_once('-') {
        Some((c, a)) => (c, Some(a)),
        None => (s, None),
    };
    if !is_regulation_code(code) {
        return None;
    }
    let code = code.to_ascii_uppercase();
    match art {
        None => Some(code),
        Some(a) => {
            let a = a.to_ascii_lowercase();
            let ok = !a.is_empty()
                && a.split('.')
                    .all(|p| is_small_number(p) || (p.len() == 1 && p.as_bytes()[0].is_ascii_lowercase()));
            ok.then(|| format!("{code}-{a}"))
        }
    }
}

/// The number a `former` entry starts with, e.g. `"10.2 (2009)"` → `10.2`, `"G.5 (2014)"` → `G.5`,
/// `"5.2(b) (2009)"` → `5.2`. Former numbers are not checked against any list: old editions differ.
pub fn former_number(s: &str) -> Option<String> {
    let head = s.split([' ', '(']).next()?.trim().trim_end_matches('.');
    if head.is_empty() || !head.as_bytes()[0].is_ascii_alphanumeric() {
        return None;
    }
    let ok = head.contains('.')
        && head
            .split('.')
            .all(|p| !p.is_empty() && p.bytes().all(|b| b.is_ascii_alphanumeric()));
    if !ok {
        return None;
    }
    Some(match ArticleRef::normalize(head) {
        Some(r) => r.0,
        None => head.to_ascii_uppercase(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn laws_articles_are_known_with_their_parents() {
        for s in [
            "6.9", "7.5.5", "7.5", "A.5.4", "A.5", "III.5", "III.5.2", "B.3", "12.9", "9.6.2",
        ] {
            assert!(ArticleRef::parse(s).is_ok(), "{s}");
        }
    }

    #[test]
    fn spelling_is_normalised() {
        assert_eq!(ArticleRef::parse("iii.5").unwrap().as_str(), "III.5");
        assert_eq!(ArticleRef::parse("a.5.4").unwrap().as_str(), "A.5.4");
        assert_eq!(ArticleRef::parse("c.07-8.1").unwrap().as_str(), "C.07-8.1");
        assert_eq!(ArticleRef::parse("C.04.1-C").unwrap().as_str(), "C.04.1-c");
    }

    #[test]
    fn unknown_and_malformed_references_are_refused() {
        assert_eq!(
            ArticleRef::parse("6.90"),
            Err(ArticleError::Unknown("6.90".into()))
        );
        assert_eq!(
            ArticleRef::parse("16.9"),
            Err(ArticleError::Unknown("16.9".into()))
        );
        assert_eq!(
            ArticleRef::parse("13.4"),
            Err(ArticleError::Unknown("13.4".into()))
        );
        assert!(matches!(ArticleRef::parse("6"), Err(ArticleError::Malformed(_))));
        assert!(matches!(
            ArticleRef::parse("art"),
            Err(ArticleError::Malformed(_))
        ));
        assert!(matches!(
            ArticleRef::parse("IV.1"),
            Err(ArticleError::Malformed(_))
        ));
    }

    #[test]
    fn appendix_c_and_regulation_c_07_do_not_collide() {
        assert_eq!(ArticleRef::parse("C.7").unwrap().as_str(), "C.7");
        assert_eq!(ArticleRef::parse("C.07").unwrap().as_str(), "C.07");
        assert!(ArticleRef::parse("C.07").unwrap().is_regulation());
        assert!(!ArticleRef::parse("C.7").unwrap().is_regulation());
    }

    #[test]
    fn documents_outside_the_handbook_chapters_are_cited_by_their_short_code() {
        for (typed, canonical) in [("ocr-11.2", "OCR-11.2"), ("ACR-4.a", "ACR-4.a")] {
            assert_eq!(ArticleRef::normalize(typed).unwrap().as_str(), canonical);
        }
        assert!(ArticleRef::normalize("XYZ-1").is_none());
    }

    #[test]
    fn parents_go_from_nearest_to_widest() {
        let r = ArticleRef::parse("7.5.5").unwrap();
        assert_eq!(r.parents(), vec!["7.5"]);
        let r = ArticleRef::parse("C.07-8.1").unwrap();
        assert_eq!(r.parents(), vec!["C.07-8", "C.07"]);
        assert!(ArticleRef::parse("6.9").unwrap().parents().is_empty());
    }

    #[test]
    fn former_numbers_are_read_from_their_label() {
        assert_eq!(former_number("10.2 (2009)").as_deref(), Some("10.2"));
        assert_eq!(former_number("G.5 (2014)").as_deref(), Some("G.5"));
        assert_eq!(former_number("5.2(b) (2009)").as_deref(), Some("5.2"));
        assert_eq!(former_number("A.4.2 (2018)").as_deref(), Some("A.4.2"));
        assert_eq!(former_number("(2009)"), None);
    }
}
