//! `arbiter-kb new`: writes a new document with every field and all four languages stubbed
//! with `TODO`, in the folder where most documents of its topic live, plus the three body
//! translations; `check` then lists each stub still to fill in.

use std::collections::{BTreeMap, HashSet};
use std::path::{Path, PathBuf};

use anyhow::{Context, bail};

use super::front_matter::TopicFm;
use super::load::collect_md;
use super::{Lang, is_kebab, split, yaml};

/// The front matter fields `new` needs to read from existing documents.
#[derive(Debug, serde::Deserialize)]
struct Lite {
    #[serde(default)]
    topics: Vec<String>,
}

/// What `new` wrote.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Scaffolded {
    /// The main file.
    pub main: PathBuf,
    /// The three translated bodies.
    pub translations: Vec<PathBuf>,
}

/// Main files under `root` (not translations) and their topics, as far as they parse.
fn documents(root: &Path) -> anyhow::Result<Vec<(PathBuf, Vec<String>)>> {
    let mut files = Vec::new();
    collect_md(root, &mut files).with_context(|| format!("failed to read `{}`", root.display()))?;
    let mut out = Vec::new();
    for f in files {
        let stem = f.file_stem().and_then(|s| s.to_str()).unwrap_or_default();
        if stem.contains('.') {
            continue;
        }
        let text =
            std::fs::read_to_string(&f).with_context(|| format!("failed to read `{}`", f.display()))?;
        // A file that does not parse still takes its id; it just counts for no topic.
        let topics = split::split(&text)
            .ok()
            .and_then(|p| yaml::from_str::<Lite>(p.yaml).ok())
            .map(|l| l.topics)
            .unwrap_or_default();
        out.push((f, topics));
    }
    Ok(out)
}

/// The folder holding most documents of `topic` (the first by name on a tie), or
/// `root/<topic>` when no document has it yet.
pub fn topic_folder(root: &Path, docs: &[(PathBuf, Vec<String>)], topic: &str) -> PathBuf {
    let mut counts: BTreeMap<&Path, usize> = BTreeMap::new();
    for (path, topics) in docs {
        if topics.iter().any(|t| t == topic)
            && let Some(dir) = path.parent()
        {
            *counts.entry(dir).or_default() += 1;
        }
    }
    let best = counts.into_iter().max_by(|a, b| a.1.cmp(&b.1).then(b.0.cmp(a.0)));
    best.map_or_else(|| root.join(topic), |(dir, _)| dir.to_path_buf())
}

/// A language map of stubs: `TODO: <what> (<language>)`.
fn stubs(what: &str) -> String {
    let langs: Vec<String> = Lang::ALL
        .iter()
        .map(|l| format!("{l}: \"TODO: {what} ({l})\""))
        .collect();
    format!("{{ {} }}", langs.join(", "))
}

/// Headings of a body, per language.
fn headings(lang: Lang) -> [&'static str; 4] {
    match lang {
        Lang::En => ["Facts", "Decision", "Reasoning", "Articles"],
        Lang::Pt => ["Fatos", "Decisão", "Fundamentação", "Artigos"],
        Lang::Ru => ["Факты", "Решение", "Обоснование", "Статьи"],
        Lang::Sr => ["Činjenice", "Odluka", "Obrazloženje", "Članovi"],
    }
}

fn body(lang: Lang, todo: &str) -> String {
    let [facts, decision, reasoning, articles] = headings(lang);
    format!("TODO: {todo}\n\n## {facts}\n\n## {decision}\n\n## {reasoning}\n\n## {articles}\n")
}

/// The new document's front matter and body.
pub fn document(id: &str, topic: &str, lang: Lang) -> String {
    let mut d = String::from("---\n");
    d.push_str(&format!("id: {id}\n"));
    d.push_str("kind: ruling              # ruling | law | procedure | regulation\n");
    d.push_str(&format!(
        "source_lang: {lang}           # the language of the body below\n"
    ));
    d.push_str("articles: []              # TODO: current references, e.g. [6.9, A.4.2] (docs/CONTENT.md)\n");
    d.push_str("former: []                # optional: older numbering, e.g. [\"10.2 (2009)\"]\n");
    d.push_str(&format!("topics: [{topic}]\n"));
    d.push_str("time_controls: []         # TODO: some of standard, rapid, blitz\n");
    d.push_str(
        "citations: [{doc: TODO}]   # public documents, e.g. [{doc: fide-laws-2023, at: \"6.9\"}] (docs/CONTENT.md)\n",
    );
    d.push_str("related: []               # optional: ids of related documents (they should link back)\n");
    d.push_str(&format!("title: {}\n", stubs("a short title")));
    d.push_str(&format!(
        "question: {}\n",
        stubs("the situation as the arbiter meets it")
    ));
    d.push_str(&format!(
        "answer: {}\n",
        stubs("the decision in one or two sentences")
    ));
    d.push_str("keywords: { en: [TODO], pt: [TODO], ru: [TODO], sr: [TODO] }\n");
    d.push_str(
        "decides: TODO             # result | penalty | time | procedure | permission | calculation | pairing | none\n",
    );
    d.push_str("# position: \"FEN\"         # optional: the position the situation is about\n");
    d.push_str("quiz:\n");
    d.push_str(&format!("  - ask: {}\n", stubs("a question testing the rule")));
    d.push_str(&format!("    right: {}\n", stubs("the right option")));
    d.push_str("    wrong:\n");
    for i in 1..=3 {
        d.push_str(&format!(
            "      - {}\n",
            stubs(&format!("plausible wrong option {i}"))
        ));
    }
    d.push_str(&format!("    why: {}\n", stubs("why the right option is right")));
    d.push_str("---\n");
    d.push_str(&body(lang, "the body: facts, decision, reasoning, articles"));
    d
}

/// Write a new document for `topic` under `root`: `<folder>/<id>.md` and the three other
/// languages' `<id>.<lang>.md`. The id defaults to `<topic>-new` (numbered if taken).
pub fn scaffold(root: &Path, topic: &str, id: Option<&str>, lang: Lang) -> anyhow::Result<Scaffolded> {
    let topics_path = root.join("_topics.yaml");
    let text = std::fs::read_to_string(&topics_path)
        .with_context(|| format!("failed to read `{}`", topics_path.display()))?;
    let topics: Vec<TopicFm> =
        yaml::from_str(&text).map_err(|e| anyhow::anyhow!("{}: {}", topics_path.display(), e.message))?;
    if !topics.iter().any(|t| t.id == topic) {
        let known: Vec<&str> = topics.iter().map(|t| t.id.as_str()).collect();
        bail!("unknown topic `{topic}` (one of: {})", known.join(", "));
    }
    let docs = documents(root)?;
    let taken: HashSet<String> = docs
        .iter()
        .filter_map(|(p, _)| p.file_stem().map(|s| s.to_string_lossy().into_owned()))
        .collect();
    let id = match id {
        Some(id) => {
            if !is_kebab(id) || id.len() < 3 || id.len() > 80 {
                bail!("`{id}` is not a valid id: kebab-case ([a-z0-9-]), 3 to 80 characters");
            }
            if taken.contains(id) {
                bail!("a document with the id `{id}` exists already");
            }
            id.to_string()
        }
        None => std::iter::once(format!("{topic}-new"))
            .chain((2..).map(|n| format!("{topic}-new-{n}")))
            .find(|c| !taken.contains(c))
            .expect("some number is free"),
    };
    let folder = topic_folder(root, &docs, topic);
    std::fs::create_dir_all(&folder).with_context(|| format!("failed to create `{}`", folder.display()))?;
    let main = folder.join(format!("{id}.md"));
    write_new(&main, &document(&id, topic, lang))?;
    let mut translations = Vec::new();
    for l in Lang::ALL.into_iter().filter(|&l| l != lang) {
        let path = folder.join(format!("{id}.{l}.md"));
        write_new(
            &path,
            &body(l, &format!("translate the body into this language ({l})")),
        )?;
        translations.push(path);
    }
    Ok(Scaffolded { main, translations })
}

/// Write a file that must not exist yet.
fn write_new(path: &Path, text: &str) -> anyhow::Result<()> {
    use std::io::Write;
    let mut f = std::fs::OpenOptions::new()
        .write(true)
        .create_new(true)
        .open(path)
        .with_context(|| format!("failed to create `{}`", path.display()))?;
    f.write_all(text.as_bytes())
        .with_context(|| format!("failed to write `{}`", path.display()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_folder_is_where_most_documents_of_the_topic_live() {
        let root = Path::new("/c");
        let docs = vec![
            (root.join("a/x.md"), vec!["flag-fall".to_string()]),
            (
                root.join("b/y.md"),
                vec!["flag-fall".to_string(), "clock".to_string()],
            ),
            (root.join("b/z.md"), vec!["flag-fall".to_string()]),
            (root.join("a/w.md"), vec!["clock".to_string()]),
        ];
        assert_eq!(topic_folder(root, &docs, "flag-fall"), root.join("b"));
        assert_eq!(
            topic_folder(root, &docs, "clock"),
            root.join("a"),
            "a tie goes to the first"
        );
        assert_eq!(topic_folder(root, &docs, "castling"), root.join("castling"));
    }

    #[test]
    fn the_stub_has_every_language_of_every_field() {
        let doc = document("my-ruling", "castling", Lang::Pt);
        for field in ["title", "question", "answer", "ask", "right", "why"] {
            let line = doc
                .lines()
                .find(|l| l.trim_start_matches([' ', '-']).starts_with(&format!("{field}:")))
                .unwrap();
            for l in Lang::ALL {
                assert!(line.contains(&format!("{l}: \"TODO: ")), "{line}");
            }
        }
        assert!(doc.contains("source_lang: pt") && doc.contains("## Fatos"));
    }
}
