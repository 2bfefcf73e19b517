//! The front matter exactly as written in a content file. Every field is documented here, and
//! unknown fields are errors, so a typo never silently drops data. Language-keyed fields are
//! read as maps so that validation can report every missing language, not only the first.

use std::collections::BTreeMap;

use serde::Deserialize;

/// A value per language code, as written (`{ en: …, pt: …, ru: …, sr: … }`).
pub(crate) type LangMap<T> = BTreeMap<String, T>;

/// Front matter of one document.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct FrontMatter {
    /// Unique, stable kebab-case id; also the file name and the URL `/rulings/<id>`.
    pub id: String,
    /// `ruling`, `law`, `procedure` or `regulation`.
    pub kind: String,
    /// Language of the body in this file: `en`, `pt`, `ru` or `sr`.
    pub source_lang: String,
    /// Current references (2023 Laws or a FIDE regulation), at least one.
    pub articles: Vec<String>,
    /// Older numbering, e.g. `"10.2 (2009)"`; searchable.
    #[serde(default)]
    pub former: Vec<String>,
    /// Topic ids from `content/_topics.yaml`, at least one.
    pub topics: Vec<String>,
    /// `standard`, `rapid` and/or `blitz`: where the ruling applies.
    pub time_controls: Vec<String>,
    /// The public documents the ruling rests on, at least one (see [`CitationFm`]).
    #[serde(default)]
    pub citations: Vec<CitationFm>,
    /// Ids of other documents worth reading next.
    #[serde(default)]
    pub related: Vec<String>,
    /// The main ruling this one is a variant of: the same decision in a special setting (a
    /// blitz game, a hall dispute, a phone in a bag). The main ruling stands alone (is not
    /// itself a variant); its page lists its variants as similar cases and search shows a
    /// family as one result unless the query names the variant's own situation.
    #[serde(default)]
    pub variant_of: Option<String>,
    /// Short title per language.
    pub title: LangMap<String>,
    /// The situation as the arbiter meets it, per language.
    pub question: LangMap<String>,
    /// The decision in one or two sentences, per language.
    pub answer: LangMap<String>,
    /// Search jargon per language.
    pub keywords: LangMap<Vec<String>>,
    /// Multiple-choice items for the quiz generator.
    #[serde(default)]
    pub quiz: Vec<QuizItemFm>,
    /// The event a `regulation` belongs to.
    #[serde(default)]
    pub event: Option<EventFm>,
    /// What kind of decision the `answer` gives: `result`, `penalty`, `time`, `procedure`,
    /// `permission`, `calculation`, `pairing`, or `none` (never asked as a case question nor
    /// used as a wrong option for one, e.g. an overview or an unsettled point).
    #[serde(default)]
    pub decides: Option<String>,
    /// A position the situation is about, in FEN; shown as a board on the ruling page.
    #[serde(default)]
    pub position: Option<String>,
    /// What is not confirmed, per language, when a point rests on a text that could not be
    /// checked: the page and the API say so, and the document is kept out of every quiz (no
    /// `quiz` items, never a case question nor a wrong option of one).
    #[serde(default)]
    pub unsettled: Option<LangMap<String>>,
    /// A draft (e.g. imported from a Q&A document): validated, but never served or quizzed
    /// until the author removes the flag.
    #[serde(default)]
    pub draft: bool,
}

/// One multiple-choice item.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct QuizItemFm {
    /// The question put to the trainee.
    pub ask: LangMap<String>,
    /// The one correct option.
    pub right: LangMap<String>,
    /// Plausible but wrong options, at least three.
    pub wrong: Vec<LangMap<String>>,
    /// Explanation shown after answering.
    #[serde(default)]
    pub why: Option<LangMap<String>>,
    /// A position the question is about, in FEN; shown as a board with the question.
    #[serde(default)]
    pub fen: Option<String>,
}

/// One citation of a public document:
/// `{doc: fide-laws-2023, at: "6.9"}`, `{doc: arbiters-manual-2025, page: 32, at: "9.2"}`.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct CitationFm {
    /// The document's id in the table of public documents (`src/content/citations.rs`).
    pub doc: String,
    /// Article, section, clause or question as the document numbers it ("6.9", "8.3, 8.4",
    /// "l"); left out to cite the whole document.
    #[serde(default)]
    pub at: Option<String>,
    /// The page (`32`) or pages (`"32–33"`) of a printed document.
    #[serde(default)]
    pub page: Option<PageFm>,
}

/// A page as written: a number, or text such as `"32–33"`.
#[derive(Debug, Deserialize)]
#[serde(untagged)]
pub(crate) enum PageFm {
    /// `page: 32`.
    Number(u64),
    /// `page: "32–33"`.
    Text(String),
}

impl PageFm {
    /// The page as text.
    pub fn text(&self) -> String {
        match self {
            PageFm::Number(n) => n.to_string(),
            PageFm::Text(t) => t.trim().to_string(),
        }
    }
}

/// The event block of a regulation.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct EventFm {
    /// Official name of the event.
    pub name: String,
    /// Town and country.
    pub place: String,
    /// First day and, optionally, last day as ISO dates.
    pub dates: Vec<String>,
}

/// One entry of `content/_topics.yaml`.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct TopicFm {
    /// Kebab-case id used in `topics`.
    pub id: String,
    /// Display name per language.
    pub name: LangMap<String>,
}
