//! The question-bank export: every authored item, every case question and a seeded sample of
//! every rule engine, one category per topic, written as Moodle XML, GIFT or JSON in one
//! language.

use std::collections::{BTreeMap, HashSet};
use std::io::Cursor;

use anyhow::{Context, bail};
use quick_xml::Writer;
use quick_xml::events::{BytesCData, BytesDecl, BytesText, Event};
use serde::{Deserialize, Serialize};

use crate::content::{KnowledgeBase, Lang};
use crate::quiz::{Question, engines, items, mix};

/// The file formats of the export.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Format {
    /// Moodle XML (multichoice questions under category questions).
    MoodleXml,
    /// Moodle's GIFT text format.
    Gift,
    /// A JSON array of questions with their keys (for other tools).
    Json,
}

impl Format {
    /// Parse the command-line spelling (`moodle-xml`, `gift`, `json`).
    pub fn parse(s: &str) -> Option<Format> {
        match s {
            "moodle-xml" => Some(Format::MoodleXml),
            "gift" => Some(Format::Gift),
            "json" => Some(Format::Json),
            _ => None,
        }
    }
}

/// What to export.
#[derive(Debug, Clone)]
pub struct Options {
    /// The language every text is written in.
    pub lang: Lang,
    /// Only these topics (content topic ids or engine topics); every topic when `None`.
    pub topics: Option<Vec<String>>,
    /// Questions sampled from each rule engine.
    pub per_engine: usize,
    /// Seed of the engine sample and of the option order.
    pub seed: u64,
}

/// The questions of one topic, exported as one category.
#[derive(Debug, Clone)]
pub struct Category {
    /// Topic id.
    pub topic: String,
    /// Topic name in the export's language (the category's name).
    pub name: String,
    /// The questions, authored items first, then cases, then engine questions.
    pub questions: Vec<Question>,
}

/// Seeds tried per engine question wanted before accepting fewer: some engines have a small
/// space of distinct questions, and a bank should not hold the same question twice.
const ENGINE_TRIES: usize = 50;

/// Collect the bank: every authored item and case question of the selected topics and
/// `per_engine` distinct questions from each selected engine, grouped by topic in the order of
/// `_topics.yaml`. A ruling counts under the first of its topics that is selected.
pub fn bank(kb: &KnowledgeBase, opts: &Options) -> anyhow::Result<Vec<Category>> {
    if let Some(wanted) = &opts.topics {
        for t in wanted {
            if kb.topic(t).is_none() && !engines::TOPICS.contains(&t.as_str()) {
                bail!("unknown topic `{t}` (see content/_topics.yaml)");
            }
        }
    }
    let selected = |t: &str| opts.topics.as_ref().is_none_or(|w| w.iter().any(|x| x == t));
    let mut by_topic: BTreeMap<String, Vec<Question>> = BTreeMap::new();
    for r in kb.rulings() {
        let Some(topic) = r.topics.iter().find(|t| selected(t)) else {
            continue;
        };
        let mut qs: Vec<Question> = (0..r.quiz.len())
            .filter_map(|i| items::authored(r, i, opts.seed))
            .collect();
        qs.extend(items::case(kb, r, opts.seed));
        for mut q in qs {
            q.topic = topic.clone();
            by_topic.entry(topic.clone()).or_default().push(q);
        }
    }
    for topic in engines::TOPICS.iter().filter(|t| selected(t)) {
        let mut seen = HashSet::new();
        let mut got = 0;
        for i in 0..(opts.per_engine * ENGINE_TRIES) as u64 {
            if got == opts.per_engine {
                break;
            }
            let q = engines::generate(topic, mix(opts.seed, i)).context("an engine topic has an engine")?;
            // The same words about another position are another question.
            if seen.insert((q.stem.get(opts.lang).clone(), q.fen.clone())) {
                got += 1;
                by_topic.entry(topic.to_string()).or_default().push(q);
            }
        }
    }
    // Category order: the topic file's order, then topics it does not name (none, normally).
    let mut out = Vec::new();
    for t in kb.topics() {
        if let Some(questions) = by_topic.remove(&t.id) {
            out.push(Category {
                topic: t.id.clone(),
                name: t.name.get(opts.lang).clone(),
                questions,
            });
        }
    }
    for (topic, questions) in by_topic {
        out.push(Category {
            name: topic.clone(),
            topic,
            questions,
        });
    }
    Ok(out)
}

/// The bank in `format`, in `opts.lang`.
pub fn export(kb: &KnowledgeBase, format: Format, opts: &Options) -> anyhow::Result<String> {
    let bank = bank(kb, opts)?;
    match format {
        Format::MoodleXml => moodle_xml(&bank, opts.lang),
        Format::Gift => Ok(gift(&bank, opts.lang)),
        Format::Json => json(&bank, opts.lang),
    }
}

/// How articles are introduced in each language ("Art. 6.9").
fn article_label(lang: Lang) -> String {
    crate::locales::text(lang, "article-label")
}

/// The explanation followed by the articles that decide the question: what every answer's
/// feedback says, so a trainee who chose wrong learns the rule and where it is written.
pub fn feedback(q: &Question, lang: Lang) -> String {
    let why = q.explanation.get(lang).trim();
    if q.articles.is_empty() {
        why.to_string()
    } else {
        format!("{why} ({} {})", article_label(lang), q.articles.join(", "))
    }
}

/// Plain text as HTML: escaped, line breaks kept.
fn to_html(text: &str) -> String {
    let escaped = text
        .replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;");
    escaped.trim().replace('\n', "<br>\n")
}

/// The name of a question's board image in its Moodle file area.
const BOARD_FILE: &str = "board.svg";

/// The stem as HTML: with a position, its board as an image Moodle serves from the question's
/// own files (`@@PLUGINFILE@@`), described in words for screen readers, and its FEN.
fn stem_html(q: &Question, lang: Lang) -> String {
    let mut html = format!("<p>{}</p>", to_html(q.stem.get(lang)));
    if let Some(fen) = &q.fen {
        if let Ok(alt) = crate::quiz::board::describe(fen, lang) {
            html.push_str(&format!(
                "\n<p><img src=\"@@PLUGINFILE@@/{BOARD_FILE}\" alt=\"{}\" width=\"344\" height=\"344\"></p>",
                to_html(&alt)
            ));
        }
        html.push_str(&format!("\n<p>FEN: <code>{}</code></p>", to_html(fen)));
    }
    html
}

/// `<questiontext>` with the stem and, for a position, the board image as a file of the
/// question (Moodle XML's `<file name=… path="/" encoding="base64">`).
fn write_question_text(w: &mut XmlWriter, q: &Question, lang: Lang) -> std::io::Result<()> {
    use base64::Engine as _;
    let board = q
        .fen
        .as_deref()
        .and_then(|fen| crate::quiz::board::standalone_svg(fen, lang).ok());
    w.create_element("questiontext")
        .with_attribute(("format", "html"))
        .write_inner_content(|w| {
            write_bare_text(w, &stem_html(q, lang))?;
            if let Some(svg) = &board {
                let data = base64::engine::general_purpose::STANDARD.encode(svg.as_bytes());
                w.create_element("file")
                    .with_attributes([("name", BOARD_FILE), ("path", "/"), ("encoding", "base64")])
                    .write_text_content(BytesText::new(&data))?;
            }
            Ok(())
        })?;
    Ok(())
}

type XmlWriter = Writer<Cursor<Vec<u8>>>;

/// `<tag format="html"><text>…</text></tag>`, the text in CDATA when it carries markup.
fn write_text(w: &mut XmlWriter, tag: &str, html: &str) -> std::io::Result<()> {
    w.create_element(tag)
        .with_attribute(("format", "html"))
        .write_inner_content(|w| write_bare_text(w, html).map(|_| ()))?;
    Ok(())
}

/// `<text>…</text>`, the text in CDATA when it carries markup. Our HTML escapes `>`, so it
/// never contains the CDATA terminator `]]>`.
fn write_bare_text(w: &mut XmlWriter, html: &str) -> std::io::Result<()> {
    let el = w.create_element("text");
    if html.contains('<') {
        el.write_cdata_content(BytesCData::new(html))?;
    } else {
        el.write_text_content(BytesText::new(html))?;
    }
    Ok(())
}

/// Moodle XML: a category question (`$course$/arbiter-kb/<topic name>`) before each topic's
/// questions; each question a single-answer multichoice, shuffled, fraction 100 on the right
/// option and 0 on the others, every answer with the explanation and articles as feedback.
pub fn moodle_xml(bank: &[Category], lang: Lang) -> anyhow::Result<String> {
    let mut w = Writer::new_with_indent(Cursor::new(Vec::new()), b' ', 2);
    w.write_event(Event::Decl(BytesDecl::new("1.0", Some("UTF-8"), None)))
        .context("failed to write the XML declaration")?;
    w.create_element("quiz")
        .write_inner_content(|w| {
            for cat in bank {
                w.create_element("question")
                    .with_attribute(("type", "category"))
                    .write_inner_content(|w| {
                        w.create_element("category").write_inner_content(|w| {
                            write_bare_text(w, &format!("$course$/arbiter-kb/{}", cat.name))
                        })?;
                        Ok(())
                    })?;
                for q in &cat.questions {
                    write_multichoice(w, q, lang)?;
                }
            }
            Ok(())
        })
        .context("failed to write the Moodle XML")?;
    let mut xml = String::from_utf8(w.into_inner().into_inner()).context("the XML is UTF-8")?;
    xml.push('\n');
    Ok(xml)
}

fn write_multichoice(w: &mut XmlWriter, q: &Question, lang: Lang) -> std::io::Result<()> {
    let feedback = to_html(&feedback(q, lang));
    w.create_element("question")
        .with_attribute(("type", "multichoice"))
        .write_inner_content(|w| {
            w.create_element("name")
                .write_inner_content(|w| write_bare_text(w, &q.key))?;
            write_question_text(w, q, lang)?;
            write_text(w, "generalfeedback", &feedback)?;
            for (tag, value) in [
                ("defaultgrade", "1"),
                ("penalty", "0.3333333"),
                ("hidden", "0"),
                ("single", "true"),
                ("shuffleanswers", "1"),
                ("answernumbering", "abc"),
            ] {
                w.create_element(tag).write_text_content(BytesText::new(value))?;
            }
            for (i, option) in q.options.iter().enumerate() {
                let fraction = if i == q.correct { "100" } else { "0" };
                w.create_element("answer")
                    .with_attributes([("fraction", fraction), ("format", "html")])
                    .write_inner_content(|w| {
                        write_bare_text(w, &to_html(option.get(lang)))?;
                        write_text(w, "feedback", &feedback)
                    })?;
            }
            Ok(())
        })?;
    Ok(())
}

/// Escape GIFT's special characters (`~ = # { } :` and the backslash itself) and write line
/// breaks as `\n`, so a question stays on one line.
pub fn gift_escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.trim().chars() {
        match c {
            '~' | '=' | '#' | '{' | '}' | ':' | '\\' => {
                out.push('\\');
                out.push(c);
            }
            '\n' => out.push_str("\\n"),
            '\r' => {}
            c => out.push(c),
        }
    }
    out
}

/// GIFT: `$CATEGORY: arbiter-kb/<topic name>` before each topic's questions, each question
/// `::key::stem {=right#feedback ~wrong#feedback …}`, separated by blank lines.
pub fn gift(bank: &[Category], lang: Lang) -> String {
    let mut out = format!("// arbiter-kb question bank ({lang})\n\n");
    for cat in bank {
        out.push_str(&format!("$CATEGORY: arbiter-kb/{}\n\n", cat.name));
        for q in &cat.questions {
            let feedback = gift_escape(&feedback(q, lang));
            let mut stem = gift_escape(q.stem.get(lang));
            if let Some(fen) = &q.fen {
                stem.push_str(&gift_escape(&format!("\n(FEN: {fen})")));
            }
            out.push_str(&format!("::{}::{stem} {{\n", gift_escape(&q.key)));
            for (i, option) in q.options.iter().enumerate() {
                let mark = if i == q.correct { '=' } else { '~' };
                out.push_str(&format!("\t{mark}{}#{feedback}\n", gift_escape(option.get(lang))));
            }
            out.push_str("}\n\n");
        }
    }
    out
}

/// One question of the JSON export.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Exported {
    /// Stable key (`ruling:<id>#<n>`, `case:<id>`, `engine:<topic>:<seed>`).
    pub key: String,
    /// Topic id (the category).
    pub topic: String,
    /// The question.
    pub stem: String,
    /// The options, in order.
    pub options: Vec<String>,
    /// Index of the right option.
    pub correct: usize,
    /// Why it is right.
    pub explanation: String,
    /// The articles that decide it.
    pub articles: Vec<String>,
    /// The position, if any.
    pub fen: Option<String>,
}

impl Exported {
    /// A question in one language.
    pub fn new(q: &Question, lang: Lang) -> Exported {
        Exported {
            key: q.key.clone(),
            topic: q.topic.clone(),
            stem: q.stem.get(lang).clone(),
            options: q.options.iter().map(|o| o.get(lang).clone()).collect(),
            correct: q.correct,
            explanation: q.explanation.get(lang).clone(),
            articles: q.articles.clone(),
            fen: q.fen.clone(),
        }
    }
}

/// JSON: an array of [`Exported`] questions, category by category.
pub fn json(bank: &[Category], lang: Lang) -> anyhow::Result<String> {
    let all: Vec<Exported> = bank
        .iter()
        .flat_map(|c| c.questions.iter().map(|q| Exported::new(q, lang)))
        .collect();
    let mut text = serde_json::to_string_pretty(&all).context("failed to write the JSON")?;
    text.push('\n');
    Ok(text)
}

#[cfg(test)]
mod tests;
