//! The Q&A import: splits a question-and-answer document ("Pergunta 18: … Resposta: …") into
//! one draft document per question, with the article numbers it cites proposed in `articles`
//! (or `former`, where the text calls them old), and the source kept as the author's notes.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::sync::LazyLock;

use anyhow::{Context, bail};
use regex::Regex;

use crate::content::citations::DOCUMENTS;
use crate::content::text::{ARTICLE_RE, references};
use crate::content::{ArticleRef, KnowledgeBase, Lang};
use crate::locales;

/// The words that open a question, per language (English ones are recognised in every
/// document too, as many are written with English headings).
fn question_words(lang: Lang) -> &'static [&'static str] {
    match lang {
        Lang::En => &["question"],
        Lang::Pt => &["pergunta", "questão", "questao"],
        Lang::Ru => &["вопрос"],
        Lang::Sr => &["pitanje", "питање"],
    }
}

/// The words that open an answer, per language.
fn answer_words(lang: Lang) -> &'static [&'static str] {
    match lang {
        Lang::En => &["answer"],
        Lang::Pt => &["resposta"],
        Lang::Ru => &["ответ"],
        Lang::Sr => &["odgovor", "одговор"],
    }
}

/// A marker line: the word, an optional number, then `:`, `.`, `-` or `)`, then text.
fn marker_regex(words: &[&str]) -> Regex {
    let alternatives: Vec<String> = words.iter().map(|w| regex::escape(w)).collect();
    Regex::new(&format!(
        r"(?i)^\s*(?:\*\*)?(?:{})(?:\s+(?:n[º°o.]\s*)?(\d+))?\s*(?:\*\*)?\s*[:.\-–—)]\s*(?:\*\*)?\s*(.*)$",
        alternatives.join("|")
    ))
    .expect("a valid marker pattern")
}

/// One question and its answer as found in the document.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Entry {
    /// The number after the marker (`Pergunta 18`), if any.
    pub number: Option<u32>,
    /// The heading line just above the question, if there is one.
    pub heading: Option<String>,
    /// The question's text.
    pub question: String,
    /// The answer's text.
    pub answer: String,
    /// The entry exactly as written (heading, question, answer): the author's notes.
    pub source: String,
    /// 1-based line of the question marker.
    pub line: usize,
}

/// A heading is one short line just above a question (at most one blank line between), itself
/// after a blank line, that does not end like a sentence of the previous answer.
fn heading_above(lines: &[&str], marker: usize, floor: usize) -> Option<usize> {
    let mut i = marker.checked_sub(1)?;
    if i >= floor && lines[i].trim().is_empty() {
        i = i.checked_sub(1)?;
    }
    if i < floor {
        return None;
    }
    let line = lines[i].trim();
    let above_blank = i == floor || lines[i - 1].trim().is_empty();
    let ends_like_prose = line.ends_with(['.', ',', ';', ':', '"', '”']);
    (!line.is_empty() && line.chars().count() <= 160 && above_blank && !ends_like_prose).then_some(i)
}

/// A Q&A document split up.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Document {
    /// The first line before the first entry, if any: it usually names the source.
    pub preamble: Option<String>,
    /// The questions and answers, in order.
    pub entries: Vec<Entry>,
}

/// Split a Q&A document into its entries. A question runs from its marker to the answer
/// marker; the answer runs to the next entry's heading or question marker.
pub fn split(text: &str, lang: Lang) -> Document {
    let mut qwords = question_words(lang).to_vec();
    let mut awords = answer_words(lang).to_vec();
    if lang != Lang::En {
        qwords.extend(question_words(Lang::En));
        awords.extend(answer_words(Lang::En));
    }
    let q_re = marker_regex(&qwords);
    let a_re = marker_regex(&awords);
    let lines: Vec<&str> = text.lines().collect();
    // (marker line, heading line)
    let mut starts: Vec<(usize, Option<usize>)> = Vec::new();
    // The document's first line names it: it is never a question's heading.
    let mut floor = lines
        .iter()
        .position(|l| !l.trim().is_empty())
        .map_or(0, |i| i + 1);
    for (i, l) in lines.iter().enumerate() {
        if q_re.is_match(l) {
            // The previous question must have its answer first: a "Question" line inside a
            // question (before any answer) is part of it.
            if let Some(&(prev, _)) = starts.last()
                && !(prev + 1..i).any(|j| a_re.is_match(lines[j]))
            {
                continue;
            }
            let heading = heading_above(&lines, i, floor);
            starts.push((i, heading));
            floor = i + 1;
        }
    }
    let mut entries = Vec::new();
    for (k, &(q, heading)) in starts.iter().enumerate() {
        let end = starts
            .get(k + 1)
            .map(|&(next, h)| h.unwrap_or(next))
            .unwrap_or(lines.len());
        let Some(a) = (q + 1..end).find(|&j| a_re.is_match(lines[j])) else {
            continue;
        };
        let caps = q_re.captures(lines[q]).expect("matched above");
        let number = caps.get(1).and_then(|m| m.as_str().parse().ok());
        let mut question = vec![caps.get(2).map_or("", |m| m.as_str())];
        question.extend(&lines[q + 1..a]);
        let acaps = a_re.captures(lines[a]).expect("matched above");
        let mut answer = vec![acaps.get(2).map_or("", |m| m.as_str())];
        answer.extend(&lines[a + 1..end]);
        let from = heading.unwrap_or(q);
        entries.push(Entry {
            number,
            heading: heading.map(|h| lines[h].trim().to_string()),
            question: tidy(&question),
            answer: tidy(&answer),
            source: lines[from..end].join("\n").trim().to_string() + "\n",
            line: q + 1,
        });
    }
    let first = starts.first().map_or(lines.len(), |&(q, h)| h.unwrap_or(q));
    let preamble = lines[..first]
        .iter()
        .map(|l| l.trim())
        .find(|l| !l.is_empty())
        .map(str::to_string);
    Document { preamble, entries }
}

/// Lines to paragraphs: trimmed, runs of blank lines to one, outer blank lines dropped.
fn tidy(lines: &[&str]) -> String {
    let mut out: Vec<&str> = Vec::new();
    for l in lines {
        let l = l.trim();
        if l.is_empty() && out.last().is_none_or(|p| p.is_empty()) {
            continue;
        }
        out.push(l);
    }
    while out.last().is_some_and(|l| l.is_empty()) {
        out.pop();
    }
    out.join("\n")
}

/// Time controls the text mentions; standard when it names none.
fn time_controls(text: &str) -> Vec<&'static str> {
    let t = text.to_lowercase();
    let mut out = Vec::new();
    let has = |words: &[&str]| words.iter().any(|w| t.contains(w));
    if has(&[
        "pensado",
        "standard",
        "classical",
        "clássic",
        "классическ",
        "standardn",
        "klasičn",
    ]) {
        out.push("standard");
    }
    if has(&["rápid", "rapid", "быстр", "brzopotezn", "ubrzan"]) {
        out.push("rapid");
    }
    if has(&["blitz", "блиц", "relâmpago"]) {
        out.push("blitz");
    }
    if out.is_empty() {
        out.push("standard");
    }
    out
}

/// A kebab-case id from any text: Cyrillic transliterated, accents folded.
pub fn slug(text: &str, max: usize) -> String {
    let latin = crate::search::cyrillic_to_latin(text).unwrap_or_else(|| text.to_string());
    let mut out = String::new();
    for c in latin.to_lowercase().chars() {
        let folded = match c {
            'a'..='z' | '0'..='9' => c.to_string(),
            'á' | 'à' | 'â' | 'ã' | 'ä' | 'å' => "a".into(),
            'ç' | 'č' | 'ć' => "c".into(),
            'é' | 'è' | 'ê' | 'ë' => "e".into(),
            'í' | 'ì' | 'î' | 'ï' => "i".into(),
            'ó' | 'ò' | 'ô' | 'õ' | 'ö' => "o".into(),
            'ú' | 'ù' | 'û' | 'ü' => "u".into(),
            'ñ' => "n".into(),
            'š' => "s".into(),
            'ž' => "z".into(),
            'đ' => "dj".into(),
            _ => "-".into(),
        };
        if folded == "-" && (out.is_empty() || out.ends_with('-')) {
            continue;
        }
        out.push_str(&folded);
    }
    let mut out = out.trim_end_matches('-').to_string();
    if out.len() > max {
        let cut = out[..max].rfind('-').unwrap_or(max);
        out.truncate(cut);
    }
    out
}

/// Words a full stop follows without ending the sentence ("art. 10.2").
const ABBREVIATIONS: [&str; 16] = [
    "art", "arts", "artigo", "ст", "čl", "nº", "no", "n", "ex", "obs", "etc", "p", "pp", "sr", "dr", "vs",
];

/// The first sentence of a text (at most `max` characters, cut at a word).
fn first_sentence(text: &str, max: usize) -> String {
    let flat = text.split_whitespace().collect::<Vec<_>>().join(" ");
    let ends_here = |i: usize, c: char| {
        if !flat[i + c.len_utf8()..].starts_with(' ') {
            return false;
        }
        if c != '.' {
            return true;
        }
        let word: String = flat[..i]
            .chars()
            .rev()
            .take_while(|c| c.is_alphanumeric())
            .collect::<Vec<_>>()
            .into_iter()
            .rev()
            .collect();
        let next_upper = flat[i + 2..].chars().next().is_some_and(char::is_uppercase);
        next_upper
            && !ABBREVIATIONS.contains(&word.to_lowercase().as_str())
            && !word.chars().all(|c| c.is_ascii_digit())
    };
    let end = flat
        .char_indices()
        .find(|&(i, c)| matches!(c, '.' | '?' | '!') && ends_here(i, c))
        .map_or(flat.len(), |(i, c)| i + c.len_utf8());
    let sentence = &flat[..end];
    if sentence.chars().count() <= max {
        return sentence.to_string();
    }
    let cut: String = sentence.chars().take(max - 1).collect();
    let cut = cut.rsplit_once(' ').map_or(cut.as_str(), |(a, _)| a).to_string();
    format!("{cut}…")
}

/// The heading's words without its article part: "Art. 10.2 - Reivindicação de empate - caso
/// polêmico" → "Reivindicação de empate – caso polêmico".
fn heading_title(heading: &str) -> Option<String> {
    static DASH_RE: LazyLock<Regex> = LazyLock::new(|| Regex::new(r"\s[-–—]+\s|\s?[-–—]+$").expect("valid"));
    static BARE_NUMBER_RE: LazyLock<Regex> = LazyLock::new(|| {
        Regex::new(r"^(?:[A-Za-z]{1,3}\.\s?)?\d{1,2}(?:\.\s?\d{1,2})*\.?\s*").expect("valid")
    });
    let flat = heading.split_whitespace().collect::<Vec<_>>().join(" ");
    let parts: Vec<String> = DASH_RE
        .split(&flat)
        .map(|p| {
            let p = p.trim();
            let p = ARTICLE_RE
                .find(p)
                .filter(|m| m.start() == 0)
                .map_or(p, |m| &p[m.end()..]);
            let p = BARE_NUMBER_RE.find(p).map_or(p, |m| &p[m.end()..]);
            p.trim_start_matches([' ', '-', '–', ':']).trim().to_string()
        })
        .filter(|p| !p.is_empty())
        .collect();
    (!parts.is_empty()).then(|| parts.join(" – "))
}

/// Section headings of a body, per language.
fn body_headings(lang: Lang) -> [String; 4] {
    ["facts", "decision", "reasoning", "articles"]
        .map(|h| crate::locales::text(lang, &format!("import-heading-{h}")))
}

/// A YAML double-quoted string.
fn q(s: &str) -> String {
    serde_json::to_string(s).expect("a string serialises")
}

/// One draft ready to write.
#[derive(Debug, Clone)]
pub struct Draft {
    /// The document id (and file name).
    pub id: String,
    /// The whole `<id>.md` file.
    pub document: String,
    /// The source entry, for `<id>.notes.txt`.
    pub notes: String,
}

/// What the knowledge base suggests for a draft: topics of the documents citing the same
/// articles, and where a number that is former numbering elsewhere lives now.
fn suggest(kb: Option<&KnowledgeBase>, articles: &[String]) -> (Vec<String>, Vec<String>) {
    let Some(kb) = kb else {
        return (Vec::new(), Vec::new());
    };
    let mut counts: BTreeMap<&str, usize> = BTreeMap::new();
    let mut hints = Vec::new();
    for a in articles {
        if let Ok(r) = ArticleRef::parse(a) {
            for doc in kb.citing(&r) {
                for t in &doc.topics {
                    *counts.entry(t.as_str()).or_default() += 1;
                }
            }
        }
        // Old documents cite old numbers: the documents formerly numbered so count too.
        let formerly = kb.formerly(a);
        for doc in &formerly {
            for t in &doc.topics {
                *counts.entry(t.as_str()).or_default() += 1;
            }
        }
        if !formerly.is_empty()
            && let Some(home) = kb.current_home(a)
            && &home != a
        {
            hints.push(format!(
                "{a} is former numbering in {} document(s): the rule now lives in {home}; if the source means the old {a}, move it to `former` and cite {home}",
                formerly.len()
            ));
        }
    }
    let mut ranked: Vec<(&str, usize)> = counts.into_iter().collect();
    ranked.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(b.0)));
    (
        ranked.into_iter().take(2).map(|(t, _)| t.to_string()).collect(),
        hints,
    )
}

/// The public document (an id of the table of documents) that `name`, the first line of an
/// imported file, names by its title in some language: "61- Questões de Arbitragem IV (só art.
/// 10.2)" is `questoes-arbitragem-iv`.
pub fn cited_document(name: &str) -> Option<&'static str> {
    let folded = fold_title(name);
    DOCUMENTS.iter().map(|d| d.id).find(|id| {
        Lang::ALL.iter().any(|&l| {
            let title = locales::text(l, &locales::citations::title_id(id));
            // The title before any parenthesis, and each quoted title inside it.
            let mut names = vec![title.split(" (").next().unwrap_or(&title).to_string()];
            names.extend(
                (title.split(['“', '”', '«', '»', '„']))
                    .skip(1)
                    .step_by(2)
                    .map(str::to_string),
            );
            (names.iter().map(|n| fold_title(n))).any(|n| n.chars().count() >= 8 && folded.contains(&n))
        })
    })
}

/// Lower case, without quotation marks and with single spaces.
fn fold_title(s: &str) -> String {
    s.chars()
        .filter(|c| !"“”«»„\"'".contains(*c))
        .collect::<String>()
        .to_lowercase()
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
}

/// Turn the entries of a document into drafts. `file_name` names the source; `kb` (the
/// current content, if it loads) suggests topics and current numbering.
pub fn drafts(text: &str, lang: Lang, file_name: &str, kb: Option<&KnowledgeBase>) -> Vec<Draft> {
    let Document { preamble, entries } = split(text, lang);
    let source_name = preamble.unwrap_or_else(|| file_name.to_string());
    let marker = question_words(lang)[0];
    let marker = {
        let mut c = marker.chars();
        c.next()
            .map(|f| f.to_uppercase().chain(c).collect::<String>())
            .unwrap_or_default()
    };
    let cited = cited_document(&source_name);
    let mut used: BTreeMap<String, usize> = BTreeMap::new();
    let mut out = Vec::new();
    for (k, e) in entries.iter().enumerate() {
        let n = e.number.map_or(k + 1, |n| n as usize);
        let title = e
            .heading
            .as_deref()
            .and_then(heading_title)
            .unwrap_or_else(|| first_sentence(&e.question, 100));
        let title = first_sentence(&title, 120);
        let mut id = format!("qa-{}-{n}", slug(&title, 60));
        let seen = used.entry(id.clone()).or_default();
        *seen += 1;
        if *seen > 1 {
            id = format!("{id}-{seen}");
        }
        let all = format!(
            "{}\n{}\n{}",
            e.heading.as_deref().unwrap_or(""),
            e.question,
            e.answer
        );
        let (articles, former) = references(&all);
        let (topics, hints) = suggest(kb, &articles);
        let tcs = time_controls(&all);
        let keyword = e
            .heading
            .as_deref()
            .and_then(heading_title)
            .and_then(|t| t.split(" – ").next().map(str::to_lowercase))
            .filter(|k| k.chars().count() <= 40);
        let per_lang = |value: &str| -> String {
            Lang::ALL
                .iter()
                .map(|l| format!("{}: {}", l, if *l == lang { q(value) } else { q("") }))
                .collect::<Vec<_>>()
                .join(", ")
        };
        let keywords: String = Lang::ALL
            .iter()
            .map(|l| {
                let list = match (&keyword, *l == lang) {
                    (Some(k), true) => format!("[{}]", q(k)),
                    _ => "[]".into(),
                };
                format!("{l}: {list}")
            })
            .collect::<Vec<_>>()
            .join(", ");
        let list = |v: &[String]| v.iter().map(|s| q(s)).collect::<Vec<_>>().join(", ");
        let mut doc = String::from("---\n");
        doc.push_str(&format!(
            "# Imported by `arbiter-kb import-qa` from {file_name} ({marker} {n}, line {}); the source\n\
             # text is in {id}.notes.txt. A draft: check validates it and lists what is missing.\n\
             # Rewrite the texts in our own words, review the proposed articles, topics and time\n\
             # controls, translate, add quiz items and `decides`, then remove `draft: true`.\n",
            e.line
        ));
        for h in &hints {
            doc.push_str(&format!("# Note: {h}.\n"));
        }
        doc.push_str(&format!(
            "id: {id}\nkind: ruling\ndraft: true\nsource_lang: {lang}\n"
        ));
        doc.push_str(&format!("articles: [{}]\n", list(&articles)));
        doc.push_str(&format!("former: [{}]\n", list(&former)));
        doc.push_str(&format!("topics: [{}]\n", topics.join(", ")));
        doc.push_str(&format!("time_controls: [{}]\n", tcs.join(", ")));
        match &cited {
            Some(id) => doc.push_str(&format!("citations: [{{doc: {id}, at: \"{n}\"}}]\n")),
            None => {
                doc.push_str(&format!(
                    "# TODO: {} is not in the table of public documents: add it (docs/CONTENT.md,\n\
                     # \"Citations\") and cite it here by its id.\n",
                    q(&source_name)
                ));
                doc.push_str(&format!("citations: [{{doc: TODO, at: \"{n}\"}}]\n"));
            }
        }
        doc.push_str(&format!("title: {{ {} }}\n", per_lang(&title)));
        doc.push_str(&format!(
            "question: {{ {} }}\n",
            per_lang(&e.question.split_whitespace().collect::<Vec<_>>().join(" "))
        ));
        doc.push_str(&format!(
            "answer: {{ {} }}\n",
            per_lang(&first_sentence(&e.answer, 400))
        ));
        doc.push_str(&format!("keywords: {{ {keywords} }}\n"));
        doc.push_str("quiz: []\n---\n");
        let [facts, decision, reasoning, arts] = body_headings(lang);
        doc.push_str(&format!(
            "## {facts}\n\n{}\n\n## {decision}\n\n{}\n\n## {reasoning}\n\n{}\n\n## {arts}\n\n{}\n",
            e.question,
            first_sentence(&e.answer, 400),
            e.answer,
            if articles.is_empty() {
                "-".to_string()
            } else {
                articles.join(", ")
            }
        ));
        out.push(Draft {
            id,
            document: doc,
            notes: format!(
                "Source: {file_name} ({source_name}), line {}\n\n{}",
                e.line, e.source
            ),
        });
    }
    out
}

/// Write the drafts of `file` into `out` (created if needed): `<id>.md` and `<id>.notes.txt`
/// each. Refuses to overwrite an existing draft. Returns the paths of the documents written.
pub fn import(
    file: &Path,
    lang: Lang,
    out: &Path,
    kb: Option<&KnowledgeBase>,
) -> anyhow::Result<Vec<PathBuf>> {
    let text =
        std::fs::read_to_string(file).with_context(|| format!("failed to read `{}`", file.display()))?;
    let name = file.file_name().map_or_else(
        || file.display().to_string(),
        |n| n.to_string_lossy().into_owned(),
    );
    let drafts = drafts(&text, lang, &name, kb);
    if drafts.is_empty() {
        bail!(
            "no question-and-answer pairs found in `{}` (looked for lines starting with {} and {})",
            file.display(),
            question_words(lang).join("/"),
            answer_words(lang).join("/")
        );
    }
    std::fs::create_dir_all(out).with_context(|| format!("failed to create `{}`", out.display()))?;
    let mut written = Vec::new();
    for d in drafts {
        let doc = out.join(format!("{}.md", d.id));
        if doc.exists() {
            bail!("`{}` exists already; import into another folder", doc.display());
        }
        std::fs::write(&doc, &d.document).with_context(|| format!("failed to write `{}`", doc.display()))?;
        let notes = out.join(format!("{}.notes.txt", d.id));
        std::fs::write(&notes, &d.notes).with_context(|| format!("failed to write `{}`", notes.display()))?;
        written.push(doc);
    }
    Ok(written)
}

#[cfg(test)]
mod tests;
