//! Loader specifications: each class of content mistake is reported with its file, line and
//! field, and every problem is reported, not only the first.

use super::*;

mod citations;
mod items;
mod variants;

const TOPICS: &str =
    "- id: flag-fall\n  name: { en: Flag fall, pt: Queda de seta, ru: Падение флажка, sr: Pad zastavice }\n";

fn ruling(id: &str) -> String {
    format!(
        r#"---
id: {id}
kind: ruling
source_lang: en
articles: [6.9]
former: ["6.10 (2001)"]
topics: [flag-fall]
time_controls: [standard, rapid]
title: {{ en: "Title {id}", pt: "Título", ru: "Заголовок", sr: "Naslov" }}
question:
  en: "Question {id}?"
  pt: "Pergunta?"
  ru: "Вопрос?"
  sr: "Pitanje?"
answer: {{ en: A, pt: A, ru: А, sr: A }}
keywords: {{ en: [flag fall], pt: [queda de seta], ru: [падение флажка], sr: [pad zastavice] }}
citations: [{{doc: fide-laws-2023, at: "6.9"}}]
quiz:
  - ask: {{ en: Q, pt: Q, ru: В, sr: P }}
    right: {{ en: R, pt: R, ru: П, sr: T }}
    wrong:
      - {{ en: W1, pt: W1, ru: Н1, sr: N1 }}
      - {{ en: W2, pt: W2, ru: Н2, sr: N2 }}
      - {{ en: W3, pt: W3, ru: Н3, sr: N3 }}
---
## Facts

Body text.
"#
    )
}

struct Tree(tempfile::TempDir);

impl Tree {
    /// The files, with a stub body in every language a ruling's main file leaves out (a
    /// missing translation is a problem of its own, tested with [`Tree::bare`]).
    fn new(files: &[(&str, &str)]) -> Tree {
        let mut all: Vec<(String, String)> = files
            .iter()
            .map(|(n, t)| (n.to_string(), t.to_string()))
            .collect();
        for (name, text) in files {
            let Some(stem) = name.strip_suffix(".md") else {
                continue;
            };
            if !text.starts_with("---") || stem.rsplit_once('.').is_some_and(|(_, l)| l.len() == 2) {
                continue;
            }
            let source = text
                .lines()
                .find_map(|l| l.strip_prefix("source_lang: "))
                .map(|l| l.trim().to_string())
                .unwrap_or_default();
            for lang in ["en", "pt", "ru", "sr"] {
                let t = format!("{stem}.{lang}.md");
                if lang != source && !files.iter().any(|(n, _)| *n == t) {
                    all.push((t, format!("Body in {lang}.\n")));
                }
            }
        }
        let refs: Vec<(&str, &str)> = all.iter().map(|(n, t)| (n.as_str(), t.as_str())).collect();
        Tree::bare(&refs)
    }

    /// Exactly the files given.
    fn bare(files: &[(&str, &str)]) -> Tree {
        let dir = tempfile::tempdir().unwrap();
        std::fs::write(dir.path().join("_topics.yaml"), TOPICS).unwrap();
        for (name, text) in files {
            let p = dir.path().join(name);
            std::fs::create_dir_all(p.parent().unwrap()).unwrap();
            std::fs::write(p, text).unwrap();
        }
        Tree(dir)
    }

    fn problems(&self) -> Vec<String> {
        match KnowledgeBase::load(self.0.path()) {
            Ok(_) => Vec::new(),
            Err(Problems(ps)) => ps
                .iter()
                .map(|p| {
                    let rel = p.path.strip_prefix(self.0.path()).unwrap_or(&p.path);
                    format!(
                        "{}:{}: {}: {}",
                        rel.display(),
                        p.line.unwrap_or(0),
                        p.field,
                        p.message
                    )
                })
                .collect(),
        }
    }
}

#[test]
fn a_valid_ruling_loads_with_rendered_body() {
    let t = Tree::new(&[("area/flag-a.md", &ruling("flag-a"))]);
    let kb = KnowledgeBase::load(t.0.path()).unwrap();
    let r = kb.get("flag-a").unwrap();
    assert_eq!(r.articles[0].as_str(), "6.9");
    assert_eq!(r.former_numbers, vec!["6.10"]);
    assert!(r.bodies.en.as_ref().unwrap().html.contains("<h2>Facts</h2>"));
    assert_eq!(kb.citing(&ArticleRef::parse("6.9").unwrap()).len(), 1);
    assert_eq!(kb.formerly("6.10").len(), 1);
}

#[test]
fn broken_yaml_is_reported_with_its_file_line() {
    let text = ruling("flag-a").replace("kind: ruling", "kind: [ruling");
    let t = Tree::new(&[("flag-a.md", &text)]);
    let p = t.problems();
    assert_eq!(p.len(), 1, "{p:?}");
    // The YAML parser stops at or after the unclosed bracket on line 3.
    let line: usize = p[0].split(':').nth(1).unwrap().parse().unwrap();
    assert!((3..=6).contains(&line), "{p:?}");
    assert!(p[0].starts_with("flag-a.md:"), "{p:?}");
}

#[test]
fn a_missing_language_is_reported_at_its_field() {
    let text = ruling("flag-a").replace("  ru: \"Вопрос?\"\n", "");
    let t = Tree::new(&[("flag-a.md", &text)]);
    assert_eq!(
        t.problems(),
        vec!["flag-a.md:10: question.ru: missing the Russian (ru) text"]
    );
}

#[test]
fn every_problem_is_reported_not_only_the_first() {
    let text = ruling("flag-a")
        .replace("\"Заголовок\"", "\"\"")
        .replace(
            "answer: { en: A, pt: A, ru: А, sr: A }",
            "answer: { en: A, pt: A, ru: А, sr: Одлука }",
        )
        .replace("[6.9]", "[6.9, 13.4]");
    let t = Tree::new(&[("flag-a.md", &text)]);
    let p = t.problems();
    assert_eq!(p.len(), 3, "{p:?}");
    assert!(
        p.iter()
            .any(|l| l.contains("title.ru: the Russian (ru) text is empty")),
        "{p:?}"
    );
    assert!(
        p.iter()
            .any(|l| l.contains("answer.sr: Serbian is written in Latin script")),
        "{p:?}"
    );
    assert!(
        p.iter()
            .any(|l| l.starts_with("flag-a.md:5: articles[1]: `13.4` is not an article")),
        "{p:?}"
    );
}

#[test]
fn a_duplicate_id_names_both_files() {
    let t = Tree::new(&[
        ("a/flag-a.md", &ruling("flag-a")),
        (
            "b/flag-a.md",
            &ruling("flag-a").replace("Question flag-a?", "Another?"),
        ),
    ]);
    let p = t.problems();
    assert_eq!(p.len(), 1, "{p:?}");
    assert!(
        p[0].starts_with("b/flag-a.md:2: id: duplicate id `flag-a` (also in"),
        "{p:?}"
    );
}

#[test]
fn an_unknown_field_is_reported_with_its_name_and_line() {
    let text = ruling("flag-a").replace("kind: ruling\n", "kind: ruling\ncategory: clocks\n");
    let t = Tree::new(&[("flag-a.md", &text)]);
    let p = t.problems();
    assert_eq!(p.len(), 1, "{p:?}");
    assert!(
        p[0].starts_with("flag-a.md:4: category: unknown field `category`"),
        "{p:?}"
    );
}

#[test]
fn an_unknown_article_is_reported() {
    let text = ruling("flag-a").replace("[6.9]", "[6.90]");
    let t = Tree::new(&[("flag-a.md", &text)]);
    assert_eq!(
        t.problems(),
        vec![
            "flag-a.md:5: articles[0]: `6.90` is not an article of the 2023 Laws or a regulation in our canonical list"
        ]
    );
}

#[test]
fn a_quiz_item_needs_three_distinct_wrong_options() {
    let text = ruling("flag-a")
        .replace("      - { en: W3, pt: W3, ru: Н3, sr: N3 }\n", "")
        .replace("en: W2", "en: R");
    let t = Tree::new(&[("flag-a.md", &text)]);
    let p = t.problems();
    assert!(
        p.iter()
            .any(|l| l.contains("quiz[0].wrong: needs at least three wrong options, has 2")),
        "{p:?}"
    );
    assert!(
        p.iter()
            .any(|l| l.contains("quiz[0].wrong.en: option `R` appears twice")),
        "{p:?}"
    );
}

#[test]
fn an_empty_body_and_every_missing_body_translation_are_problems() {
    let text = ruling("flag-a").replace("source_lang: en", "source_lang: pt");
    let (front, _) = text.split_at(text.rfind("---").unwrap() + 4);
    let t = Tree::bare(&[("flag-a.md", front), ("flag-a.ru.md", "Тело.\n")]);
    let p = t.problems();
    assert!(p.iter().any(|l| l.contains("body: the body is empty")), "{p:?}");
    for lang in ["en", "sr"] {
        let expected = format!("body: the {lang} body `flag-a.{lang}.md` is missing beside this file");
        assert!(p.iter().any(|l| l.contains(&expected)), "{lang}: {p:?}");
    }
    assert!(!p.iter().any(|l| l.contains("flag-a.ru.md` is missing")), "{p:?}");
    assert!(!p.iter().any(|l| l.contains("flag-a.pt.md` is missing")), "{p:?}");
}

#[test]
fn a_translated_body_is_attached_to_its_ruling() {
    let text = ruling("flag-a").replace("source_lang: en", "source_lang: pt");
    let t = Tree::new(&[
        ("flag-a.md", &text),
        ("flag-a.en.md", "## Facts\n\nIn English.\n"),
    ]);
    let kb = KnowledgeBase::load(t.0.path()).unwrap();
    let r = kb.get("flag-a").unwrap();
    assert!(r.bodies.en.as_ref().unwrap().text.contains("In English."));
    assert!(r.bodies.pt.is_some());
    // Every language has its body (a missing one is a problem), so each is shown in its own.
    assert_eq!(r.body_for(Lang::Ru).1, Lang::Ru);
    assert_eq!(r.body_for(Lang::En).1, Lang::En);
}

#[test]
fn a_missing_front_matter_and_an_orphan_translation_are_reported() {
    let t = Tree::new(&[("plain.md", "just text\n"), ("ghost.en.md", "text\n")]);
    let p = t.problems();
    assert!(
        p.iter()
            .any(|l| l.starts_with("plain.md:1: -: the file must start with a `---` line")),
        "{p:?}"
    );
    assert!(
        p.iter()
            .any(|l| l.starts_with("ghost.en.md:0: -: translated body without its main file")),
        "{p:?}"
    );
}

#[test]
fn two_rulings_may_not_ask_the_same_question() {
    let t = Tree::new(&[
        ("flag-a.md", &ruling("flag-a")),
        (
            "flag-b.md",
            &ruling("flag-b").replace("Question flag-b?", "question   FLAG-A?"),
        ),
    ]);
    let p = t.problems();
    assert_eq!(p.len(), 1, "{p:?}");
    assert!(
        p[0].starts_with("flag-b.md:11: question.en: the same question is already asked in"),
        "{p:?}"
    );
}

#[test]
fn unknown_topics_kinds_time_controls_and_related_ids_are_reported() {
    let text = ruling("flag-a")
        .replace("topics: [flag-fall]", "topics: [flags]")
        .replace("kind: ruling", "kind: rule")
        .replace("[standard, rapid]", "[standard, bullet]")
        .replace("former:", "related: [nowhere]\nformer:");
    let t = Tree::new(&[("flag-a.md", &text)]);
    let p = t.problems();
    assert!(p.iter().any(|l| l.contains("kind: unknown kind `rule`")), "{p:?}");
    assert!(
        p.iter()
            .any(|l| l.contains("time_controls[1]: unknown time control `bullet`")),
        "{p:?}"
    );
    assert!(!p.is_empty());
}

#[test]
fn the_shipped_content_is_valid() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("content");
    if let Err(problems) = KnowledgeBase::load(&root) {
        panic!("{problems}");
    }
}

fn warnings(t: &Tree) -> Vec<String> {
    let kb = KnowledgeBase::load(t.0.path()).unwrap_or_else(|p| panic!("{p}"));
    kb.warnings()
        .iter()
        .map(|p| {
            let rel = p.path.strip_prefix(t.0.path()).unwrap_or(&p.path);
            format!(
                "{}:{}: {}: {}",
                rel.display(),
                p.line.unwrap_or(0),
                p.field,
                p.message
            )
        })
        .collect()
}

#[test]
fn options_equal_but_for_case_accents_or_a_full_stop_are_a_problem() {
    let text = ruling("flag-a")
        .replace("right: { en: R, pt: R,", "right: { en: R, pt: Empate,")
        .replace("pt: W1", "pt: \"empáte.\"");
    let p = Tree::new(&[("flag-a.md", &text)]).problems();
    assert!(
        p.iter()
            .any(|l| l
                .contains("quiz[0].wrong.pt: option `empáte.` appears twice (ignoring case and accents)")),
        "{p:?}"
    );
}

#[test]
fn an_article_the_body_cites_but_does_not_list_is_a_warning() {
    let body = "Under art. 6.9 and art. 4.2; the old art. 6.10 said the same.\n";
    let text = ruling("flag-a").replace("Body text.\n", body);
    let t = Tree::new(&[
        ("flag-a.md", &text),
        ("flag-a.pt.md", "Art. 6.9, art. 4.2, 6.10.\n"),
        ("flag-a.ru.md", "Ст. 6.9, ст. 4.2, 6.10.\n"),
        ("flag-a.sr.md", "Čl. 6.9, čl. 4.2, 6.10.\n"),
    ]);
    let w = warnings(&t);
    let cites: Vec<&String> = w.iter().filter(|l| l.contains("the body cites")).collect();
    let line = text.lines().position(|l| l.contains("art. 4.2")).unwrap() + 1;
    assert_eq!(
        cites,
        [&format!(
            "flag-a.md:{line}: body: the body cites 4.2, which is not in `articles` (nor in `former`)"
        )],
        "6.9 is listed and 6.10 is called old: {w:?}"
    );
}

#[test]
fn a_regulation_without_quiz_items_is_a_warning() {
    let text = ruling("reg-a").replace(
        "kind: ruling",
        "kind: regulation\nevent: { name: Open, place: Town, dates: [\"2025-06-05\"] }",
    );
    let (head, tail) = text.split_once("quiz:\n").unwrap();
    let text = format!("{head}{}", &tail[tail.find("---").unwrap()..]);
    let w = warnings(&Tree::new(&[("reg-a.md", &text)]));
    assert!(w.iter().any(|l| l.contains("quiz: no quiz item")), "{w:?}");
}

#[test]
fn nearly_the_same_question_in_two_documents_is_a_warning_unless_the_figures_differ() {
    let q = |id: &str, en: &str| ruling(id).replace(&format!("Question {id}?"), en);
    let t = Tree::new(&[
        (
            "flag-a.md",
            &q(
                "flag-a",
                "In a blitz game the player presses the clock with the other hand while his flag hangs. What does the arbiter do?",
            ),
        ),
        (
            "flag-b.md",
            &q(
                "flag-b",
                "Blitz game: the player presses the clock with the other hand while his flag hangs. What should the arbiter do?",
            ),
        ),
        (
            "flag-c.md",
            &q(
                "flag-c",
                "Round 3 of a 4-player round robin paired by the Berger table: whom does player number 3 meet, with which colour?",
            ),
        ),
        (
            "flag-d.md",
            &q(
                "flag-d",
                "Round 5 of a 6-player round robin paired by the Berger table: whom does player number 5 meet, with which colour?",
            ),
        ),
    ]);
    let near: Vec<String> = warnings(&t)
        .into_iter()
        .filter(|w| w.contains("nearly the same question"))
        .collect();
    assert_eq!(near.len(), 1, "{near:?}");
    assert!(
        near[0].starts_with("flag-b.md:") && near[0].contains("question.en") && near[0].contains("flag-a.md"),
        "{near:?}"
    );
}

/// Collect every string under an `sr` key of a serialized document (for a body, its text).
fn serbian_texts(value: &serde_json::Value, under_sr: bool, out: &mut Vec<String>) {
    match value {
        serde_json::Value::String(s) if under_sr => out.push(s.clone()),
        serde_json::Value::Array(items) => items.iter().for_each(|v| serbian_texts(v, under_sr, out)),
        serde_json::Value::Object(fields) => {
            for (key, v) in fields {
                match (under_sr, key.as_str()) {
                    // The Markdown and HTML hold the text again; keywords are search aids that
                    // spell words without their accents on purpose (protivnicka, Bucholc).
                    (true, "markdown" | "html") | (_, "keywords") => {}
                    (_, "sr") => serbian_texts(v, true, out),
                    _ => serbian_texts(v, under_sr, out),
                }
            }
        }
        _ => {}
    }
}

/// Serbian Cyrillic pages keep no Serbian word in Latin letters: every Serbian text of the
/// shipped content, transliterated, leaves in Latin only codes, numbers, abbreviations,
/// addresses, the regulations' English terms and the reviewed names in
/// `script::DELIBERATE_LATIN`.
#[test]
fn every_serbian_text_of_the_shipped_content_reads_in_cyrillic() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("content");
    let kb = KnowledgeBase::load(&root).unwrap_or_else(|p| panic!("{p}"));
    let mut left = std::collections::BTreeMap::<String, Vec<String>>::new();
    for r in kb.rulings().iter().chain(kb.drafts()) {
        let mut texts = Vec::new();
        serbian_texts(&serde_json::to_value(r).unwrap(), false, &mut texts);
        for t in texts {
            for w in crate::content::script::latin_words_left(&t) {
                left.entry(w).or_default().push(r.id.clone());
            }
        }
    }
    for t in kb.topics() {
        for w in crate::content::script::latin_words_left(&t.name.sr) {
            left.entry(w).or_default().push(format!("topic {}", t.id));
        }
    }
    let report: Vec<String> = left
        .iter()
        .map(|(w, ids)| format!("{w} ({} docs, e.g. {})", ids.len(), ids[0]))
        .collect();
    assert!(report.is_empty(), "Latin words left:\n{}", report.join("\n"));
}

#[test]
fn an_unsettled_point_is_said_in_every_language_and_never_quizzed() {
    let unsettled = "unsettled: { en: \"Not checked against the 2024 text\", pt: \"Não conferido\", ru: \"Не сверено\", sr: \"Nije provereno\" }\nquiz:\n";
    let quizzed = ruling("open-a").replace("quiz:\n", unsettled);
    let p = Tree::new(&[("open-a.md", &quizzed)]).problems();
    assert!(
        p.iter()
            .any(|l| l.contains("quiz: the document is marked `unsettled`")),
        "{p:?}"
    );
    // Without its quiz items it loads, and says what is open.
    let (head, tail) = quizzed.split_once("quiz:\n").unwrap();
    let text = format!("{head}{}", &tail[tail.find("---").unwrap()..]);
    let t = Tree::new(&[("open-a.md", &text)]);
    let kb = KnowledgeBase::load(t.0.path()).unwrap();
    let r = kb.get("open-a").unwrap();
    assert_eq!(r.unsettled.as_ref().unwrap().pt, "Não conferido");
    // Half a note is a problem at its field.
    let half = text.replace(", sr: \"Nije provereno\"", "");
    let p = Tree::new(&[("open-a.md", &half)]).problems();
    assert!(p.iter().any(|l| l.contains("unsettled.sr")), "{p:?}");
}
