//! The validation rules of the content, one small function each, listed in [`CHECKS`] in the
//! order they run; the loader parses, then hands each part of the content to the checks of its
//! scope here.
//!
//! A check is a `pub(super) fn` of a file in this folder that reports to [`Findings`]; every
//! one is in the table (a test holds us to it). Findings come in the order an author reads
//! them: the topic list, the synonyms, the exam blueprint, the file names, each document from
//! its id down to its bodies, then what needs the whole corpus. Within a scope with elements
//! (topics, a document's quiz items, the documents of the corpus), consecutive per-element
//! checks run element by element, so an element's findings stay together.

mod articles;
mod bodies;
mod citations;
mod decides;
mod event;
mod exam;
mod fen;
mod files;
mod id;
mod kind;
mod languages;
mod questions;
mod quiz;
mod related;
mod source_lang;
mod synonyms;
mod texts;
mod time_controls;
mod topic_list;
mod topics;
mod unsettled;
mod variants;
mod vocabulary;

use std::collections::HashSet;
use std::path::PathBuf;

use super::Topic;
use super::blueprint::BlueprintFm;
use super::document::{Document, Parsed};
use super::front_matter::TopicFm;
pub(crate) use super::problem::{Findings, Yaml};

/// One validation rule (or a tight group of rules on one field).
#[cfg_attr(
    not(test),
    expect(
        dead_code,
        reason = "name, file and description are for readers of the table and its test"
    )
)]
pub(crate) struct Check {
    /// The check's function name, also its name here.
    pub name: &'static str,
    /// The file under `src/content/checks/` it is written in.
    pub file: &'static str,
    /// What it enforces, in one line.
    pub about: &'static str,
    /// What it looks at, and the function.
    pub run: Run,
}

/// The scope of a check: what it is given.
#[derive(Clone, Copy)]
pub(crate) enum Run {
    /// Each entry of `_topics.yaml`.
    Topic(fn(&TopicList, usize, &mut Findings)),
    /// Each group of `_synonyms.yaml`.
    SynonymGroup(fn(&SynonymList, usize, &mut Findings)),
    /// The exam blueprint `_exam.yaml` as a whole.
    Exam(fn(&ExamFile, &mut Findings)),
    /// Each section of the exam blueprint.
    ExamSection(fn(&ExamFile, usize, &mut Findings)),
    /// The Markdown files found, by name.
    Files(fn(&[PathBuf], &mut Findings)),
    /// One document (a main file with its translated bodies).
    Document(fn(&Document, &mut Findings)),
    /// Each quiz item of a document.
    QuizItem(fn(&Document, usize, &mut Findings)),
    /// All documents together.
    Corpus(fn(&Corpus, &mut Findings)),
    /// Each document against all the others.
    CorpusDocument(fn(&Corpus, usize, &mut Findings)),
}

macro_rules! check {
    ($scope:ident, $file:ident :: $name:ident, $about:literal) => {
        Check {
            name: stringify!($name),
            file: stringify!($file),
            about: $about,
            run: Run::$scope($file::$name),
        }
    };
}

/// Every check, in the order they run.
#[rustfmt::skip]
pub(crate) const CHECKS: &[Check] = &[
    // _topics.yaml, entry by entry
    check!(Topic, topic_list::topic_id, "a topic id is kebab-case and listed once"),
    check!(Topic, topic_list::topic_name, "a topic has a name in all four languages"),
    // _synonyms.yaml, group by group
    check!(SynonymGroup, synonyms::synonym_group_size, "a synonym group has at least two phrases"),
    check!(SynonymGroup, synonyms::synonym_phrases, "a synonym phrase is not empty"),
    // _exam.yaml
    check!(Exam, exam::pass_percent, "the pass mark is a percentage from 1 to 100"),
    check!(ExamSection, exam::section_topics, "an exam section draws from one or more known topics"),
    check!(ExamSection, exam::section_name, "an exam section has a name in all four languages"),
    check!(Exam, exam::question_total, "the sections' questions add up to the exam's"),
    check!(Exam, exam::min_calculations, "the computed questions asked for fit in the exam"),
    // the Markdown files
    check!(Files, files::translation_names, "a translated body is named <id>.<en|pt|ru|sr>.md"),
    // each document, from its id down to its bodies (its quiz items one by one)
    check!(Document, id::id_form, "an id is kebab-case, 3 to 80 characters"),
    check!(Document, id::id_is_file_name, "an id is the file's name"),
    check!(Document, kind::kind, "the kind is ruling, law, procedure or regulation"),
    check!(Document, source_lang::source_lang, "the source language is en, pt, ru or sr"),
    check!(Document, articles::articles, "at least one current article, each known, none twice"),
    check!(Document, articles::former, "a former reference starts with the old article number"),
    check!(Document, topics::topics_listed, "a document has at least one topic"),
    check!(Document, time_controls::time_controls, "standard, rapid and/or blitz, none twice"),
    check!(Document, texts::title, "a title in all four languages, at most 120 characters"),
    check!(Document, texts::question, "the question in all four languages"),
    check!(Document, texts::answer, "the answer in all four languages"),
    check!(Document, texts::keywords, "keywords in all four languages"),
    check!(Document, citations::citations_present, "at least one citation of a public document"),
    check!(Document, citations::citations_known, "each citation names a known document, once, with a well-formed place and page"),
    check!(Document, unsettled::unsettled, "an unsettled point is named in all four languages and never quizzed"),
    check!(Document, quiz::quiz_items_present, "a quiz item at least (none when unsettled; for a regulation, a warning)"),
    check!(QuizItem, quiz::item_texts, "a quiz item's texts in all four languages"),
    check!(QuizItem, quiz::item_stands_alone, "a quiz item's question does not refer to another item"),
    check!(QuizItem, quiz::item_wrong_options, "a quiz item has at least three wrong options"),
    check!(QuizItem, quiz::item_distinct_options, "a quiz item's options are distinct"),
    check!(QuizItem, fen::item_fen, "a quiz item's position is a legal FEN"),
    check!(Document, event::event, "a regulation, and only a regulation, has its event"),
    check!(Document, decides::decides, "the kind of decision is one of the known ones"),
    check!(Document, fen::position, "a document's position is a legal FEN"),
    check!(Document, bodies::body, "the body is written"),
    check!(Document, bodies::translated_bodies, "each translated body is readable and written"),
    check!(Document, articles::body_citations, "an article the body cites is in `articles` or `former` (a warning)"),
    check!(Document, bodies::translation_figures, "a translation gives the source's articles and figures"),
    check!(Document, bodies::translations_present, "a body in every language"),
    check!(Document, vocabulary::front_matter_vocabulary, "no served front-matter text holds internal vocabulary"),
    check!(Document, vocabulary::body_vocabulary, "no body, in any language, holds internal vocabulary"),
    // across documents (then each document against the others)
    check!(Corpus, files::orphan_translations, "a translated body has its main file"),
    check!(Corpus, questions::near_duplicate_questions, "no two documents ask nearly the same question (a warning)"),
    check!(CorpusDocument, id::unique_id, "no two documents have the same id"),
    check!(CorpusDocument, questions::unique_question, "no two documents ask the same question"),
    check!(CorpusDocument, topics::known_topics, "every topic is in _topics.yaml"),
    check!(CorpusDocument, related::related, "related documents exist, are served, are others; they link back (a warning)"),
    check!(CorpusDocument, variants::variant_of, "a variant names a served main ruling, not a variant, and links it (a warning)"),
];

/// `_topics.yaml` as read.
pub(crate) struct TopicList {
    /// The file.
    pub path: PathBuf,
    /// Its text.
    pub text: String,
    /// Its entries.
    pub topics: Vec<TopicFm>,
}

impl TopicList {
    /// The file, for finding lines.
    pub fn yaml(&self) -> Yaml<'_> {
        Yaml {
            path: &self.path,
            text: &self.text,
            first_line: 1,
        }
    }
}

/// `_synonyms.yaml` as read.
pub(crate) struct SynonymList {
    /// The file.
    pub path: PathBuf,
    /// Its text.
    pub text: String,
    /// Its groups of phrases.
    pub groups: Vec<Vec<String>>,
}

impl SynonymList {
    /// The file, for finding lines.
    pub fn yaml(&self) -> Yaml<'_> {
        Yaml {
            path: &self.path,
            text: &self.text,
            first_line: 1,
        }
    }
}

/// `_exam.yaml` as read, with the topics it may draw from.
pub(crate) struct ExamFile<'a> {
    /// The file.
    pub path: PathBuf,
    /// Its text.
    pub text: String,
    /// The blueprint as written.
    pub blueprint: BlueprintFm,
    /// The topics of `_topics.yaml`.
    pub topics: &'a [Topic],
}

impl ExamFile<'_> {
    /// The file, for finding lines.
    pub fn yaml(&self) -> Yaml<'_> {
        Yaml {
            path: &self.path,
            text: &self.text,
            first_line: 1,
        }
    }
}

/// Every document parsed, with what the cross-document checks look up.
pub(crate) struct Corpus<'a> {
    /// The documents that became rulings (or drafts), in file order.
    pub docs: &'a [Parsed],
    /// Translated bodies whose main file does not exist, as (main file, translation).
    pub orphans: &'a [(PathBuf, PathBuf)],
    /// The ids of `_topics.yaml`.
    pub topic_ids: HashSet<&'a str>,
    /// Every document's id.
    pub ids: HashSet<&'a str>,
    /// The ids of drafts.
    pub draft_ids: HashSet<&'a str>,
    /// Each document's English question, as two documents may not share it (see
    /// [`questions::unique_question`]).
    pub questions: Vec<String>,
}

impl<'a> Corpus<'a> {
    /// The corpus of `docs`.
    pub fn new(docs: &'a [Parsed], orphans: &'a [(PathBuf, PathBuf)], topics: &'a [Topic]) -> Self {
        Corpus {
            docs,
            orphans,
            topic_ids: topics.iter().map(|t| t.id.as_str()).collect(),
            ids: docs.iter().map(|p| p.ruling.id.as_str()).collect(),
            draft_ids: docs
                .iter()
                .filter(|p| p.draft)
                .map(|p| p.ruling.id.as_str())
                .collect(),
            questions: docs
                .iter()
                .map(|p| questions::normalized(&p.ruling.question.en))
                .collect(),
        }
    }
}

/// The checks of `_topics.yaml`.
pub(crate) fn topic_list(list: &TopicList, out: &mut Findings) {
    run(list, list.topics.len(), out, |r| match r {
        Run::Topic(f) => Some(Step::Each(f)),
        _ => None,
    });
}

/// The checks of `_synonyms.yaml`.
pub(crate) fn synonym_list(list: &SynonymList, out: &mut Findings) {
    run(list, list.groups.len(), out, |r| match r {
        Run::SynonymGroup(f) => Some(Step::Each(f)),
        _ => None,
    });
}

/// The checks of `_exam.yaml`.
pub(crate) fn exam(file: &ExamFile, out: &mut Findings) {
    run(file, file.blueprint.sections.len(), out, |r| match r {
        Run::Exam(f) => Some(Step::Whole(f)),
        Run::ExamSection(f) => Some(Step::Each(f)),
        _ => None,
    });
}

/// The checks of the Markdown files' names.
pub(crate) fn file_names(paths: &[PathBuf], out: &mut Findings) {
    run(paths, 0, out, |r| match r {
        Run::Files(f) => Some(Step::Whole(f)),
        _ => None,
    });
}

/// The checks of one document and its quiz items.
pub(crate) fn document(doc: &Document, out: &mut Findings) {
    run(doc, doc.fm.quiz.len(), out, |r| match r {
        Run::Document(f) => Some(Step::Whole(f)),
        Run::QuizItem(f) => Some(Step::Each(f)),
        _ => None,
    });
}

/// The checks across documents.
pub(crate) fn corpus(corpus: &Corpus, out: &mut Findings) {
    run(corpus, corpus.docs.len(), out, |r| match r {
        Run::Corpus(f) => Some(Step::Whole(f)),
        Run::CorpusDocument(f) => Some(Step::Each(f)),
        _ => None,
    });
}

/// A check of one scope: on the whole, or on each element.
enum Step<C: ?Sized> {
    Whole(fn(&C, &mut Findings)),
    Each(fn(&C, usize, &mut Findings)),
}

/// Run the checks `pick` takes from the table on `scope`, in table order; consecutive
/// per-element checks run element by element.
fn run<C: ?Sized>(scope: &C, elements: usize, out: &mut Findings, pick: impl Fn(Run) -> Option<Step<C>>) {
    let steps: Vec<Step<C>> = CHECKS.iter().filter_map(|c| pick(c.run)).collect();
    let mut k = 0;
    while k < steps.len() {
        match &steps[k] {
            Step::Whole(f) => {
                f(scope, out);
                k += 1;
            }
            Step::Each(_) => {
                let each: Vec<_> = steps[k..]
                    .iter()
                    .map_while(|s| match s {
                        Step::Each(f) => Some(*f),
                        Step::Whole(_) => None,
                    })
                    .collect();
                for i in 0..elements {
                    for f in &each {
                        f(scope, i, out);
                    }
                }
                k += each.len();
            }
        }
    }
}

#[cfg(test)]
mod tests;
