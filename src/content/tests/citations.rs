//! Citations and internal vocabulary: what `check` says about `citations:` and about our
//! notes' words in served texts, each problem at its file, line and field, all at once.

use super::{Tree, ruling};

fn with_citations(id: &str, citations: &str) -> String {
    ruling(id).replace(
        "citations: [{doc: fide-laws-2023, at: \"6.9\"}]\n",
        &format!("citations: {citations}\n"),
    )
}

#[test]
fn citations_are_parsed_and_kept_on_the_ruling() {
    let text = with_citations(
        "flag-a",
        "[{doc: fide-laws-2023, at: \"6.9\"}, {doc: arbiters-manual-2025, page: 32, at: \"9.2\"}, {doc: guide-sahovski-sudija}]",
    );
    let t = Tree::new(&[("flag-a.md", &text)]);
    let kb = crate::content::KnowledgeBase::load(t.0.path()).unwrap_or_else(|p| panic!("{p}"));
    let c = &kb.get("flag-a").unwrap().citations;
    assert_eq!(c.len(), 3);
    assert_eq!(
        (c[0].doc.as_str(), c[0].at.as_deref()),
        ("fide-laws-2023", Some("6.9"))
    );
    assert_eq!(c[1].page.as_deref(), Some("32"));
    assert_eq!((c[2].at.as_deref(), c[2].page.as_deref()), (None, None));
}

#[test]
fn every_citation_problem_is_reported_at_its_line_and_field() {
    let text = with_citations(
        "flag-a",
        "\n  - {doc: fide-laws-2099, at: \"6.9\"}\n  - {doc: fide-laws-2023, at: \"see our notes\"}\n  - {doc: fide-laws-2023, at: \"docs/FACTS-2.md\"}\n  - {doc: arbiters-manual-2025, page: \"p. 3\"}\n  - {doc: fide-laws-2023, at: \"6.9\"}\n  - {doc: fide-laws-2023, at: \" 6.9\"}",
    );
    let t = Tree::new(&[("flag-a.md", &text)]);
    let p = t.problems();
    let has = |want: &str| p.iter().any(|l| l.contains(want));
    for want in [
        "flag-a.md:18: citations[0].doc: unknown document `fide-laws-2099`",
        "flag-a.md:19: citations[1]: internal vocabulary `our notes`",
        "flag-a.md:20: citations[2].at: `at` holds references only",
        "flag-a.md:20: citations[2]: internal vocabulary `docs/FACTS-2.md`",
        "flag-a.md:21: citations[3].page: `page` is a page number",
        "flag-a.md:23: citations[5]: `fide-laws-2023` is cited twice",
    ] {
        assert!(has(want), "{want} in {p:#?}");
    }
    assert_eq!(p.len(), 6, "{p:#?}");
}

#[test]
fn a_ruling_without_citations_or_with_a_source_line_is_reported() {
    let none = ruling("flag-a").replace("citations: [{doc: fide-laws-2023, at: \"6.9\"}]\n", "");
    let old = ruling("flag-b").replace(
        "citations: [{doc: fide-laws-2023, at: \"6.9\"}]\n",
        "source: \"Benko Chess, Šahovski sudija, §6\"\n",
    );
    let t = Tree::new(&[("flag-a.md", &none), ("flag-b.md", &old)]);
    let p = t.problems();
    assert!(
        p.iter()
            .any(|l| l.starts_with("flag-a.md:5: citations: at least one citation")),
        "{p:#?}"
    );
    assert!(
        p.iter()
            .any(|l| l.starts_with("flag-b.md:17: source: unknown field `source`")),
        "{p:#?}"
    );
}

#[test]
fn internal_vocabulary_in_any_served_text_is_reported_everywhere_at_once() {
    let text = ruling("flag-a")
        .replace(
            "title: { en: \"Title flag-a\"",
            "title: { en: \"Title (fact sheet U3)\"",
        )
        .replace("  ru: \"Вопрос?\"", "  ru: \"Вопрос (наша справка)?\"")
        .replace("right: { en: R,", "right: { en: \"R, as seed 003 says\",")
        .replace("Body text.", "Body text.\n\nSee docs/FACTS-2.md #85 and U14.");
    let t = Tree::new(&[
        ("flag-a.md", &text),
        (
            "flag-a.pt.md",
            "Corpo.\n\nComo diz a ficha de fatos (uma inferência).\n",
        ),
        ("flag-a.sr.md", "Telo.\n\nTODO: prevesti ostatak.\n"),
    ]);
    let p = t.problems();
    let has = |want: &str| p.iter().any(|l| l.contains(want));
    assert!(
        has("flag-a.md:9: title.en: internal vocabulary `fact sheet`, `U3`"),
        "{p:#?}"
    );
    assert!(
        has("flag-a.md:13: question.ru: internal vocabulary `наша справка`"),
        "{p:#?}"
    );
    assert!(
        has("flag-a.md:20: quiz[0].right.en: internal vocabulary `seed 003`"),
        "{p:#?}"
    );
    assert!(
        has("flag-a.md:30: body.en: internal vocabulary `docs/FACTS-2.md`, `FACTS-2`, `#85`, `U14`"),
        "{p:#?}"
    );
    assert!(
        has("flag-a.pt.md:3: body.pt: internal vocabulary `ficha de fatos`, `(uma inferência)`"),
        "{p:#?}"
    );
    assert!(
        has("flag-a.sr.md:3: body.sr: internal vocabulary `TODO`"),
        "{p:#?}"
    );
    let found = p.iter().filter(|l| l.contains("internal vocabulary")).count();
    assert_eq!(found, 6, "{p:#?}");
}

#[test]
fn chess_words_in_served_texts_are_not_internal_vocabulary() {
    let text = ruling("flag-a")
        .replace(
            "title: { en: \"Title flag-a\"",
            "title: { en: \"Flag fall in a U14 championship\"",
        )
        .replace(
            "Body text.",
            "The rook on f1 and the top seed.\n\n## Facts\n\nWhite plays Rf1.",
        );
    let t = Tree::new(&[("flag-a.md", &text)]);
    let p = t.problems();
    assert!(!p.iter().any(|l| l.contains("internal vocabulary")), "{p:#?}");
}

#[test]
fn in_a_draft_internal_vocabulary_and_a_missing_citation_are_warnings() {
    let text = ruling("flag-a")
        .replace("kind: ruling\n", "kind: ruling\ndraft: true\n")
        .replace(
            "citations: [{doc: fide-laws-2023, at: \"6.9\"}]\n",
            "citations: [{doc: TODO, at: \"18\"}]\n",
        )
        .replace("Body text.", "Body text (fact sheet).");
    let t = Tree::new(&[("flag-a.md", &text)]);
    assert!(t.problems().is_empty(), "{:#?}", t.problems());
    let w = super::warnings(&t);
    assert!(
        w.iter()
            .any(|l| l.contains("citations[0].doc: draft: still a TODO")),
        "{w:#?}"
    );
    assert!(
        w.iter()
            .any(|l| l.contains("body.en: draft: internal vocabulary `fact sheet`")),
        "{w:#?}"
    );
}
