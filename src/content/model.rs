//! The content model: languages, what a document is and holds ([`Ruling`], its quiz items,
//! bodies and event), as the loader hands them out once validated.

use std::fmt;
use std::path::PathBuf;

use serde::Serialize;

use super::{ArticleRef, Citation};

/// A language of the content and of the UI.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Lang {
    /// English.
    En,
    /// Portuguese.
    Pt,
    /// Russian.
    Ru,
    /// Serbian, stored in Latin script.
    Sr,
}

impl Lang {
    /// All languages, in display order.
    pub const ALL: [Lang; 4] = [Lang::En, Lang::Pt, Lang::Ru, Lang::Sr];

    /// The two-letter code.
    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Pt => "pt",
            Lang::Ru => "ru",
            Lang::Sr => "sr",
        }
    }

    /// Exactly one of the codes `en`, `pt`, `ru`, `sr`.
    pub fn from_code(code: &str) -> Option<Lang> {
        Lang::ALL.into_iter().find(|l| l.code() == code)
    }

    /// Parse a two-letter code (case-insensitive), also accepting tags like `pt-BR`, `sr-Latn`.
    pub fn parse(s: &str) -> Option<Lang> {
        let primary = s.trim().split(['-', '_']).next()?.to_ascii_lowercase();
        match primary.as_str() {
            "en" => Some(Lang::En),
            "pt" => Some(Lang::Pt),
            "ru" => Some(Lang::Ru),
            "sr" | "sh" | "hr" | "bs" | "me" | "cnr" => Some(Lang::Sr),
            _ => None,
        }
    }
}

impl fmt::Display for Lang {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

/// One value for each of the four languages.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, serde::Deserialize)]
pub struct Localized<T> {
    /// English.
    pub en: T,
    /// Portuguese.
    pub pt: T,
    /// Russian.
    pub ru: T,
    /// Serbian (Latin script).
    pub sr: T,
}

impl<T> Localized<T> {
    /// One value per language, from a function of the language.
    pub fn from_fn(f: impl Fn(Lang) -> T) -> Localized<T> {
        Localized {
            en: f(Lang::En),
            pt: f(Lang::Pt),
            ru: f(Lang::Ru),
            sr: f(Lang::Sr),
        }
    }

    /// The value in `lang`.
    pub fn get(&self, lang: Lang) -> &T {
        match lang {
            Lang::En => &self.en,
            Lang::Pt => &self.pt,
            Lang::Ru => &self.ru,
            Lang::Sr => &self.sr,
        }
    }

    /// The value in `lang`, to change.
    pub fn get_mut(&mut self, lang: Lang) -> &mut T {
        match lang {
            Lang::En => &mut self.en,
            Lang::Pt => &mut self.pt,
            Lang::Ru => &mut self.ru,
            Lang::Sr => &mut self.sr,
        }
    }
}

/// What a document is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Kind {
    /// A decision on a concrete situation.
    Ruling,
    /// An explanation of a rule.
    Law,
    /// A procedure or checklist.
    Procedure,
    /// A clause of an event's regulations.
    Regulation,
}

impl Kind {
    /// Parse the front-matter spelling.
    pub fn parse(s: &str) -> Option<Kind> {
        match s {
            "ruling" => Some(Kind::Ruling),
            "law" => Some(Kind::Law),
            "procedure" => Some(Kind::Procedure),
            "regulation" => Some(Kind::Regulation),
            _ => None,
        }
    }

    /// The front-matter spelling.
    pub fn as_str(self) -> &'static str {
        match self {
            Kind::Ruling => "ruling",
            Kind::Law => "law",
            Kind::Procedure => "procedure",
            Kind::Regulation => "regulation",
        }
    }
}

/// Time-control class a ruling applies to.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum TimeControl {
    /// Standard (classical) play.
    Standard,
    /// Rapid (Appendix A).
    Rapid,
    /// Blitz (Appendix B).
    Blitz,
}

impl TimeControl {
    /// Parse the front-matter spelling.
    pub fn parse(s: &str) -> Option<TimeControl> {
        match s {
            "standard" => Some(TimeControl::Standard),
            "rapid" => Some(TimeControl::Rapid),
            "blitz" => Some(TimeControl::Blitz),
            _ => None,
        }
    }

    /// The front-matter spelling.
    pub fn as_str(self) -> &'static str {
        match self {
            TimeControl::Standard => "standard",
            TimeControl::Rapid => "rapid",
            TimeControl::Blitz => "blitz",
        }
    }
}

/// The kind of decision a ruling's answer gives. Case questions take their wrong options only
/// from rulings of the same topic that decide the same kind of thing, so every option is a
/// plausible answer to the question asked.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Decides {
    /// The result of the game (win, loss, draw, the game continues, a new game).
    Result,
    /// A sanction or time award (warning, extra minutes, loss by penalty, expulsion).
    Penalty,
    /// Clock times and time controls (how to set the clock, which class a control is).
    Time,
    /// What the arbiter or a player must do, and in which order.
    Procedure,
    /// Whether something is allowed or valid (a move, a claim, leaving the hall).
    Permission,
    /// A figure computed from results (tie-breaks, ratings, norms, scores).
    Calculation,
    /// Who plays whom, with which colour, byes.
    Pairing,
    /// Not asked as a case question and never a wrong option for one.
    None,
}

impl Decides {
    /// Every value, in the order documented.
    pub const ALL: [Decides; 8] = [
        Decides::Result,
        Decides::Penalty,
        Decides::Time,
        Decides::Procedure,
        Decides::Permission,
        Decides::Calculation,
        Decides::Pairing,
        Decides::None,
    ];

    /// The front-matter spelling.
    pub fn as_str(self) -> &'static str {
        match self {
            Decides::Result => "result",
            Decides::Penalty => "penalty",
            Decides::Time => "time",
            Decides::Procedure => "procedure",
            Decides::Permission => "permission",
            Decides::Calculation => "calculation",
            Decides::Pairing => "pairing",
            Decides::None => "none",
        }
    }

    /// Parse the front-matter spelling.
    pub fn parse(s: &str) -> Option<Decides> {
        Decides::ALL.into_iter().find(|d| d.as_str() == s)
    }
}

/// A rendered body in one language.
#[derive(Debug, Clone, Serialize)]
pub struct Body {
    /// The Markdown as written.
    pub markdown: String,
    /// Sanitised HTML.
    pub html: String,
    /// Plain text for search and snippets.
    pub text: String,
}

/// One multiple-choice item written by an author.
#[derive(Debug, Clone, Serialize)]
pub struct QuizItem {
    /// The question.
    pub ask: Localized<String>,
    /// The correct option.
    pub right: Localized<String>,
    /// Wrong options (at least three).
    pub wrong: Vec<Localized<String>>,
    /// Optional explanation.
    pub why: Option<Localized<String>>,
    /// A position the question is about (canonical FEN).
    pub fen: Option<String>,
    /// Line of `right` in the file, where findings about the options point (`check`'s
    /// giveaway warning, made on the quiz side).
    #[serde(skip)]
    pub right_line: Option<usize>,
}

/// The event a regulation belongs to.
#[derive(Debug, Clone, Serialize)]
pub struct Event {
    /// Official name.
    pub name: String,
    /// Town and country.
    pub place: String,
    /// First and optionally last day (ISO).
    pub dates: Vec<String>,
}

/// A topic and its names.
#[derive(Debug, Clone, Serialize)]
pub struct Topic {
    /// Kebab-case id.
    pub id: String,
    /// Display name per language.
    pub name: Localized<String>,
}

/// A validated document.
#[derive(Debug, Clone, Serialize)]
pub struct Ruling {
    /// Unique id (URL slug).
    pub id: String,
    /// What the document is.
    pub kind: Kind,
    /// Language of the main body.
    pub source_lang: Lang,
    /// Current references.
    pub articles: Vec<ArticleRef>,
    /// Older numbering as written.
    pub former: Vec<String>,
    /// The numbers of `former`, normalised for lookup.
    pub former_numbers: Vec<String>,
    /// Topic ids.
    pub topics: Vec<String>,
    /// Time controls it applies to.
    pub time_controls: Vec<TimeControl>,
    /// The public documents it rests on (each document known, at least one).
    pub citations: Vec<Citation>,
    /// Related document ids.
    pub related: Vec<String>,
    /// The main ruling this one is a variant of (`variant_of`), which is not itself a variant.
    pub variant_of: Option<String>,
    /// Title per language.
    pub title: Localized<String>,
    /// The situation per language.
    pub question: Localized<String>,
    /// The decision per language.
    pub answer: Localized<String>,
    /// Search jargon per language.
    pub keywords: Localized<Vec<String>>,
    /// Author-written quiz items.
    pub quiz: Vec<QuizItem>,
    /// Event block of a regulation.
    pub event: Option<Event>,
    /// Bodies that exist, per language.
    pub bodies: Localized<Option<Body>>,
    /// What kind of decision the answer gives (case questions use it).
    pub decides: Option<Decides>,
    /// A position the situation is about (canonical FEN).
    pub position: Option<String>,
    /// What is not confirmed, per language (`unsettled`): shown to the reader; the document
    /// is never quizzed.
    pub unsettled: Option<Localized<String>>,
    /// Path relative to the content root.
    pub path: PathBuf,
}

impl Ruling {
    /// The id of the main ruling of this ruling's family: its `variant_of`, or its own id.
    pub fn family(&self) -> &str {
        self.variant_of.as_deref().unwrap_or(&self.id)
    }

    /// The body to show in `lang`: that language if written, else English, else the source.
    pub fn body_for(&self, lang: Lang) -> (&Body, Lang) {
        for l in [lang, Lang::En, self.source_lang] {
            if let Some(b) = self.bodies.get(l) {
                return (b, l);
            }
        }
        unreachable!("validation guarantees a body in the source language")
    }
}
