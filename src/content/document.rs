//! Parsing one document: its main file split into front matter and body, the front matter read
//! as written, its translated bodies read, and the values made of them (what cannot be made
//! sense of is left out, e.g. an unknown kind; the checks say why). Validation is the checks'.

use std::path::{Path, PathBuf};

use super::front_matter::{FrontMatter, LangMap};
use super::problem::{FILE, Findings, Yaml};
use super::{
    ArticleRef, Body, Citation, Decides, Event, Kind, Lang, Localized, QuizItem, Ruling, TimeControl,
    citations, former_number, is_todo, markdown, position, split, yaml,
};

/// A main file parsed, with its translated bodies.
pub(crate) struct Document {
    /// The main file.
    pub path: PathBuf,
    /// The front matter as written.
    pub fm: FrontMatter,
    /// The front matter's text.
    pub yaml: String,
    /// File line of the front matter's first line.
    pub yaml_line: usize,
    /// The Markdown body, in the source language.
    pub body: String,
    /// File line of the body's first line.
    pub body_line: usize,
    /// The translated bodies beside the main file, in file order.
    pub translations: Vec<Translation>,
    /// `kind`, when known.
    pub kind: Option<Kind>,
    /// `source_lang`, when known.
    pub source_lang: Option<Lang>,
    /// The known `articles`, each once.
    pub articles: Vec<ArticleRef>,
    /// The numbers of `former` that have one.
    pub former_numbers: Vec<String>,
    /// The known `time_controls`, each once.
    pub time_controls: Vec<TimeControl>,
    /// `title`, trimmed, empty where missing or a TODO.
    pub title: Localized<String>,
    /// `question`, likewise.
    pub question: Localized<String>,
    /// `answer`, likewise.
    pub answer: Localized<String>,
    /// `keywords`, trimmed.
    pub keywords: Localized<Vec<String>>,
    /// The quiz items, their texts like `title`'s.
    pub quiz: Vec<QuizItem>,
    /// The event of a regulation.
    pub event: Option<Event>,
    /// `decides`, when known.
    pub decides: Option<Decides>,
    /// `position` as canonical FEN, when legal.
    pub position: Option<String>,
    /// `unsettled`, trimmed per language.
    pub unsettled: Option<Localized<String>>,
    /// The bodies written, rendered.
    pub bodies: Localized<Option<Body>>,
    /// The citations of known documents, each with its `at` and `page` trimmed.
    pub citations: Vec<Citation>,
}

/// A translated body (`<id>.<lang>.md`).
pub(crate) struct Translation {
    /// Its language.
    pub lang: Lang,
    /// The file.
    pub path: PathBuf,
    /// Its text, or why it could not be read; not read when it is in the main file's own
    /// language.
    pub text: Option<Result<String, String>>,
}

/// A document that became a ruling, waiting for the cross-document checks.
pub(crate) struct Parsed {
    /// The ruling.
    pub ruling: Ruling,
    /// Line of `question.en`.
    pub question_line: Option<usize>,
    /// Line of `id`.
    pub id_line: Option<usize>,
    /// Line of `related`.
    pub related_line: Option<usize>,
    /// Line of `variant_of`.
    pub variant_of_line: Option<usize>,
    /// Line of `topics`.
    pub topics_line: Option<usize>,
    /// Marked `draft: true`.
    pub draft: bool,
}

impl Document {
    /// The front matter, for finding lines.
    pub fn yaml(&self) -> Yaml<'_> {
        Yaml {
            path: &self.path,
            text: &self.yaml,
            first_line: self.yaml_line,
        }
    }

    /// The file line of a front-matter field.
    pub fn at(&self, field: &str) -> Option<usize> {
        self.yaml().line(field)
    }

    /// The ruling, unless its kind or source language is unknown.
    pub fn into_parsed(self) -> Option<Parsed> {
        let (question_line, id_line) = (self.at("question.en"), self.at("id"));
        let (related_line, topics_line) = (self.at("related"), self.at("topics"));
        let variant_of_line = self.at("variant_of");
        let fm = self.fm;
        let ruling = Ruling {
            id: fm.id,
            kind: self.kind?,
            source_lang: self.source_lang?,
            articles: self.articles,
            former: fm.former,
            former_numbers: self.former_numbers,
            topics: fm.topics,
            time_controls: self.time_controls,
            citations: self.citations,
            related: fm.related,
            variant_of: fm.variant_of,
            title: self.title,
            question: self.question,
            answer: self.answer,
            keywords: self.keywords,
            quiz: self.quiz,
            event: self.event,
            bodies: self.bodies,
            decides: self.decides,
            position: self.position,
            unsettled: self.unsettled,
            path: self.path,
        };
        Some(Parsed {
            ruling,
            question_line,
            id_line,
            related_line,
            variant_of_line,
            topics_line,
            draft: fm.draft,
        })
    }
}

/// Read (through `read`, which counts the file in the content version) and parse one main
/// file and its translated bodies; `None` (and the problem reported) when there is no front
/// matter to check.
pub(super) fn parse(
    path: &Path,
    translations: Vec<(Lang, PathBuf)>,
    read_file: &mut dyn FnMut(&Path) -> std::io::Result<String>,
    found: &mut Findings,
) -> Option<Document> {
    let text = match read_file(path) {
        Ok(t) => t,
        Err(e) => {
            found.problem(path, None, FILE, format!("cannot read: {e}"));
            return None;
        }
    };
    let parts = match split::split(&text) {
        Ok(p) => p,
        Err(split::SplitError::NoOpening) => {
            let msg = "the file must start with a `---` line opening the front matter";
            found.problem(path, Some(1), FILE, msg);
            return None;
        }
        Err(split::SplitError::NoClosing) => {
            let msg = "the front matter opened on line 1 is never closed with `---`";
            found.problem(path, Some(1), FILE, msg);
            return None;
        }
    };
    let fm: FrontMatter = match yaml::from_str(parts.yaml) {
        Ok(fm) => fm,
        Err(e) => {
            let line = e.line.map(|l| l + parts.yaml_line - 1);
            let field = field_from_message(&e.message);
            found.problem(path, line, &field, e.message);
            return None;
        }
    };
    let kind = Kind::parse(&fm.kind);
    let source_lang = Lang::from_code(&fm.source_lang);
    let mut articles = Vec::new();
    for r in fm.articles.iter().filter_map(|a| ArticleRef::parse(a).ok()) {
        if !articles.contains(&r) {
            articles.push(r);
        }
    }
    let mut time_controls = Vec::new();
    for tc in fm.time_controls.iter().filter_map(|t| TimeControl::parse(t)) {
        if !time_controls.contains(&tc) {
            time_controls.push(tc);
        }
    }
    let yaml = Yaml {
        path,
        text: parts.yaml,
        first_line: parts.yaml_line,
    };
    let quiz = (fm.quiz.iter().enumerate())
        .map(|(i, item)| QuizItem {
            ask: localized(&item.ask),
            right: localized(&item.right),
            wrong: item.wrong.iter().map(localized).collect(),
            why: item.why.as_ref().map(localized),
            fen: item.fen.as_deref().and_then(|f| position::normalize(f).ok()),
            right_line: yaml.line(&format!("quiz[{i}].right")),
        })
        .collect();
    let event = match (&fm.event, kind) {
        (Some(e), Some(Kind::Regulation)) => Some(Event {
            name: e.name.clone(),
            place: e.place.clone(),
            dates: e.dates.clone(),
        }),
        _ => None,
    };
    let mut bodies: Localized<Option<Body>> = Localized::default();
    // A body is kept when it is written; the body checks report why one is not.
    if let Some(l) = source_lang
        && !parts.body.trim().is_empty()
        && !is_todo(parts.body)
    {
        *bodies.get_mut(l) = Some(render(parts.body));
    }
    let mut read = Vec::new();
    for (lang, tpath) in translations {
        let text = (Some(lang) != source_lang).then(|| read_file(&tpath).map_err(|e| e.to_string()));
        if let Some(Ok(t)) = &text
            && !t.starts_with("---")
            && !t.trim().is_empty()
            && !is_todo(t)
        {
            *bodies.get_mut(lang) = Some(render(t));
        }
        read.push(Translation {
            lang,
            path: tpath,
            text,
        });
    }
    Some(Document {
        path: path.to_path_buf(),
        kind,
        source_lang,
        articles,
        former_numbers: fm.former.iter().filter_map(|f| former_number(f)).collect(),
        time_controls,
        title: localized(&fm.title),
        question: localized(&fm.question),
        answer: localized(&fm.answer),
        keywords: localized_list(&fm.keywords),
        quiz,
        event,
        decides: (fm.decides.as_deref())
            .filter(|d| !is_todo(d))
            .and_then(Decides::parse),
        position: (fm.position.as_deref()).and_then(|f| position::normalize(f).ok()),
        unsettled: fm.unsettled.as_ref().map(localized),
        bodies,
        citations: (fm.citations.iter())
            .filter(|c| citations::document(c.doc.trim()).is_some())
            .map(|c| Citation {
                doc: c.doc.trim().to_string(),
                at: c.at.as_ref().map(|a| a.trim().to_string()),
                page: c.page.as_ref().map(|p| p.text()),
            })
            .collect(),
        translations: read,
        yaml: parts.yaml.to_string(),
        yaml_line: parts.yaml_line,
        body: parts.body.to_string(),
        body_line: parts.body_line,
        fm,
    })
}

/// A language map's texts, trimmed; a missing text or a TODO stub is empty.
pub(crate) fn localized(map: &LangMap<String>) -> Localized<String> {
    let mut out: Localized<String> = Localized::default();
    for l in Lang::ALL {
        if let Some(s) = map.get(l.code()).map(|s| s.trim())
            && !is_todo(s)
        {
            *out.get_mut(l) = s.to_string();
        }
    }
    out
}

/// A language map's lists, each entry trimmed.
fn localized_list(map: &LangMap<Vec<String>>) -> Localized<Vec<String>> {
    let mut out: Localized<Vec<String>> = Localized::default();
    for l in Lang::ALL {
        *out.get_mut(l) = (map.get(l.code()).into_iter().flatten())
            .map(|s| s.trim().to_string())
            .collect();
    }
    out
}

fn render(markdown: &str) -> Body {
    Body {
        markdown: markdown.to_string(),
        html: markdown::to_safe_html(markdown),
        text: markdown::to_plain_text(markdown),
    }
}

/// Guess the field a serde error is about ("unknown field `x`", "missing field `y`").
fn field_from_message(msg: &str) -> String {
    for marker in ["unknown field `", "missing field `", "duplicate field `"] {
        if let Some(rest) = msg.split(marker).nth(1)
            && let Some(name) = rest.split('`').next()
        {
            return name.to_string();
        }
    }
    // yaml_serde prefixes errors inside nested values with their path: "title.ru: invalid type".
    match msg.split_once(": ") {
        Some((path, _)) if !path.contains(' ') => path.to_string(),
        _ => "yaml".to_string(),
    }
}
