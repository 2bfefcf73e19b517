//! Public citations: the table of public documents a ruling may cite (their ids, editions and
//! how a place in them is written) and a ruling's citations of them. The titles, in every
//! language, are the catalogues' (`src/locales/<lang>/citations.ftl`, `citation-doc-<id>`).

use serde::Serialize;

/// How a place in a document is introduced: "Art. 6.9", "§ 6", "clause l", "question 18", or
/// the bare reference ("8.3" of a Handbook regulation).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Label {
    /// An article (the Laws, a regulation's articles).
    Article,
    /// A numbered section of a guide.
    Section,
    /// A clause or item of an event regulation or a guideline.
    Clause,
    /// A question of a question-and-answer series.
    Question,
    /// The reference alone.
    Plain,
}

impl Label {
    /// The selector the catalogues use (`citation-at`).
    pub fn as_str(self) -> &'static str {
        match self {
            Label::Article => "article",
            Label::Section => "section",
            Label::Clause => "clause",
            Label::Question => "question",
            Label::Plain => "plain",
        }
    }
}

/// A public document that rulings cite.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PublicDocument {
    /// Kebab-case id, written in `citations: [{doc: <id>}]`; its title is the catalogue
    /// message `citation-doc-<id>`.
    pub id: &'static str,
    /// The edition or date shown after the title ("2023"), where the title does not carry it.
    pub edition: Option<&'static str>,
    /// How `at` is introduced.
    pub label: Label,
}

const fn doc(id: &'static str, edition: Option<&'static str>, label: Label) -> PublicDocument {
    PublicDocument { id, edition, label }
}

/// Every public document rulings may cite. To add one: a row here and its title in every
/// `src/locales/<lang>/citations.ftl` (a test fails while a title is missing).
#[rustfmt::skip]
pub const DOCUMENTS: &[PublicDocument] = &[
    // The Laws of Chess, current and former editions.
    doc("fide-laws-2023", Some("2023"), Label::Article),
    doc("fide-laws-2014", Some("2014"), Label::Article),
    doc("fide-laws-2009", Some("2009"), Label::Article),
    // The Arbiters' Manual (its notes follow the Laws' articles; pages as printed).
    doc("arbiters-manual-2025", Some("2025"), Label::Article),
    doc("arbiters-manual-2022", Some("2022"), Label::Article),
    doc("arbiters-manual-2016-es", Some("2016"), Label::Article),
    // FIDE Handbook regulations, by code.
    doc("handbook-b01-2024", Some("2024"), Label::Plain),
    doc("handbook-b02-2024", Some("2024"), Label::Plain),
    doc("handbook-b02-rapid-blitz-2024", Some("2024"), Label::Plain),
    doc("handbook-c04-1", None, Label::Plain),
    doc("handbook-c04-1-2009", None, Label::Plain),
    doc("handbook-c04-2", None, Label::Plain),
    doc("handbook-c04-2-2026", Some("2026"), Label::Plain),
    doc("handbook-c04-3", None, Label::Plain),
    doc("handbook-c04-5-1", None, Label::Plain),
    doc("handbook-c04-6-2026", Some("2026"), Label::Plain),
    doc("handbook-c05", None, Label::Plain),
    doc("handbook-c06-2009", None, Label::Plain),
    doc("fide-competition-rules", None, Label::Plain),
    doc("handbook-c07-2023", Some("2023"), Label::Plain),
    doc("handbook-d04-12", None, Label::Clause),
    doc("anti-cheating-regulations-2022", Some("2022"), Label::Article),
    doc("fide-fair-play-commission", None, Label::Plain),
    doc("ecu-tournament-rules", None, Label::Plain),
    doc("handbook-b06-2021", Some("2021"), Label::Plain),
    doc("fide-online-chess-regulations", Some("2020"), Label::Article),
    // The guides and question series our cases come from.
    doc("questoes-arbitragem-iv", None, Label::Question),
    doc("guide-sudeystvo-turnira", None, Label::Section),
    doc("guide-sahovski-sudija", None, Label::Section),
    // Event regulations.
    doc("reg-itajuba-2025", None, Label::Article),
    doc("reg-araguari-2025", None, Label::Clause),
];

/// The document of the table with this id.
pub fn document(id: &str) -> Option<&'static PublicDocument> {
    DOCUMENTS.iter().find(|d| d.id == id)
}

/// One citation of a public document.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Citation {
    /// The id of a document of [`DOCUMENTS`].
    pub doc: String,
    /// Article, section, clause or question, as the document numbers it ("6.9", "8.3", "l",
    /// "6.8, 6.9"), if the citation is to a part.
    pub at: Option<String>,
    /// Page, or pages ("32", "32–33"), where the document has page numbers worth giving.
    pub page: Option<String>,
}

impl Citation {
    /// How many places `at` names (1, or 2 for a list or a range): catalogues choose "Art." or
    /// "Arts." by it.
    pub fn places(&self) -> u32 {
        match &self.at {
            Some(at) if at.contains([',', '–']) || at.contains(" e ") => 2,
            _ => 1,
        }
    }
}

/// What is wrong with a citation's `at` (None when it is fine): identifiers, numbers and the
/// separators between them, so that it reads the same in every language.
pub fn at_problem(at: &str) -> Option<&'static str> {
    let at = at.trim();
    if at.is_empty() {
        return Some("`at` is empty: leave it out to cite the whole document");
    }
    if at.chars().count() > 120 {
        return Some("`at` is at most 120 characters: cite the articles, not a description");
    }
    let allowed = |c: char| c.is_ascii_alphanumeric() || " .,–-()".contains(c);
    if !at.chars().all(allowed) {
        return Some(
            "`at` holds references only (letters, digits, `.`, `,`, `–`, `-`, parentheses): words are not translated",
        );
    }
    None
}

/// What is wrong with a citation's `page` (None when it is fine): a page number or a range.
pub fn page_problem(page: &str) -> Option<&'static str> {
    let ok = page.split(['–', '-']).all(|p| {
        !p.is_empty() && p.bytes().all(|b| b.is_ascii_digit()) && p.parse::<u32>().is_ok_and(|n| n > 0)
    }) && page.split(['–', '-']).count() <= 2;
    (!ok).then_some("`page` is a page number or a range such as 32–33")
}
