//! Citations in words: a ruling's citation of a public document as the reader reads it, in
//! their language ("FIDE Laws of Chess (2023), Art. 6.9", "Leis do Xadrez da FIDE (2023),
//! art. 6.9"), from the document table (`content::citations`) and the catalogues
//! (`citations.ftl`).

use super::text_with;
use crate::args;
use crate::content::citations::document;
use crate::content::{Citation, Lang};

/// The catalogue message holding the title of the document `id`.
pub fn title_id(id: &str) -> String {
    format!("citation-doc-{id}")
}

/// `c` in words in `lang`: title, edition, place and page. A citation of a document not in
/// the table (never served: `check` refuses it) is its id.
pub fn citation_text(lang: Lang, c: &Citation) -> String {
    let Some(d) = document(&c.doc) else {
        return c.doc.clone();
    };
    let mut s = super::text(lang, &title_id(d.id));
    if let Some(edition) = d.edition {
        s.push_str(&format!(" ({edition})"));
    }
    if let Some(at) = &c.at {
        let words = text_with(
            lang,
            "citation-at",
            &args!["label" => d.label.as_str(), "n" => c.places(), "at" => at.as_str()],
        );
        s.push_str(", ");
        s.push_str(&words);
    }
    if let Some(page) = &c.page {
        s.push_str(", ");
        s.push_str(&text_with(lang, "citation-page", &args!["page" => page.as_str()]));
    }
    s
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::content::citations::DOCUMENTS;
    use crate::locales::catalogue;

    fn cite(doc: &str, at: Option<&str>, page: Option<&str>) -> Citation {
        Citation {
            doc: doc.into(),
            at: at.map(Into::into),
            page: page.map(Into::into),
        }
    }

    #[test]
    fn a_citation_reads_in_the_readers_language() {
        let laws = cite("fide-laws-2023", Some("6.9"), None);
        assert_eq!(
            citation_text(Lang::En, &laws),
            "FIDE Laws of Chess (2023), Art. 6.9"
        );
        assert_eq!(
            citation_text(Lang::Pt, &laws),
            "Leis do Xadrez da FIDE (2023), art. 6.9"
        );
        assert_eq!(
            citation_text(Lang::Ru, &laws),
            "Правила игры в шахматы ФИДЕ (2023), ст. 6.9"
        );
        assert_eq!(
            citation_text(Lang::Sr, &laws),
            "FIDE pravila šaha (2023), čl. 6.9"
        );
        let two = cite("fide-laws-2023", Some("6.8, 6.9"), None);
        assert_eq!(
            citation_text(Lang::En, &two),
            "FIDE Laws of Chess (2023), Arts. 6.8, 6.9"
        );
        let c07 = cite("handbook-c07-2023", Some("8.3"), None);
        assert_eq!(
            citation_text(Lang::En, &c07),
            "FIDE Handbook C.07, Tie-Break Regulations (2023), 8.3"
        );
        let manual = cite("arbiters-manual-2025", Some("9.2"), Some("32"));
        assert_eq!(
            citation_text(Lang::En, &manual),
            "FIDE Arbiters' Manual (2025), Art. 9.2, p. 32"
        );
        assert_eq!(
            citation_text(Lang::Ru, &manual),
            "Руководство для арбитров ФИДЕ (Arbiters' Manual) (2025), ст. 9.2, с. 32"
        );
        let clause = cite("reg-araguari-2025", Some("l"), None);
        assert!(citation_text(Lang::En, &clause).ends_with(", clause l"));
        assert!(citation_text(Lang::Pt, &clause).ends_with(", item l"));
        let whole = cite("guide-sahovski-sudija", None, None);
        assert!(citation_text(Lang::Sr, &whole).starts_with("Benko Chess, „Šahovski sudija"));
    }

    /// Every document of the table has a title in every language, and the catalogues hold no
    /// title of a document the table does not list.
    #[test]
    fn every_document_has_a_title_and_every_title_a_document() {
        for l in Lang::ALL {
            for d in DOCUMENTS {
                assert!(
                    catalogue().has(l.code(), &title_id(d.id)),
                    "{l}: no title for `{}`",
                    d.id
                );
            }
            for (id, _) in catalogue().messages(l.code()) {
                if let Some(doc) = id.strip_prefix("citation-doc-") {
                    assert!(
                        document(doc).is_some(),
                        "{l}: `{id}` names no document of the table"
                    );
                }
            }
        }
    }

    /// The titles are public words: none of our internal vocabulary.
    #[test]
    fn no_title_holds_internal_vocabulary() {
        for l in Lang::ALL {
            for d in DOCUMENTS {
                let title = crate::locales::text(l, &title_id(d.id));
                let hits = crate::content::vocabulary::internal_terms(&title);
                assert!(hits.is_empty(), "{l}: {}: {hits:?}", d.id);
            }
        }
    }
}
