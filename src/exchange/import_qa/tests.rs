//! Tests of the Q&A import: how documents are split into questions, answers and drafts.

use std::path::Path;

use super::*;

fn seed() -> String {
    std::fs::read_to_string(
        Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/qa-questoes-arbitragem-iv.pt.txt"),
    )
    .unwrap()
}

#[test]
fn the_seed_document_splits_into_one_entry_per_pergunta() {
    let doc = split(&seed(), Lang::Pt);
    let numbers: Vec<u32> = doc.entries.iter().map(|e| e.number.unwrap()).collect();
    assert_eq!(numbers, (18..=29).collect::<Vec<_>>());
    assert_eq!(
        doc.preamble.as_deref(),
        Some("61- Questões de Arbitragem IV (só art. 10.2)")
    );
    let first = &doc.entries[0];
    assert_eq!(
        first.heading.as_deref(),
        Some(
            "Art. 10.2 - Reivindicação de empate em partida de Quickplay-finish - Quais são as alternativas do árbitro?"
        )
    );
    assert!(first.question.starts_with("Como o árbitro deve agir"));
    assert!(first.answer.starts_with("O art. 10.2, sem dúvida"));
    assert!(first.answer.ends_with("(10.2 \"d\")."), "{}", first.answer);
    // A question on several lines keeps them all; a heading belongs to the next question.
    let q25 = &doc.entries[7];
    assert!(q25.question.starts_with("Uma dúvida") && q25.question.contains("o que decreta o árbitro?"));
    let q21 = &doc.entries[3];
    assert!(!q21.answer.contains("outro caso polêmico"), "{}", q21.answer);
    assert_eq!(
        doc.entries[4].heading.as_deref(),
        Some("Art. 10.2 - Reivindicação de empate - outro caso polêmico")
    );
    let q28 = &doc.entries[10];
    assert!(
        q28.heading
            .as_deref()
            .unwrap()
            .ends_with("Árbitro desafia jogador a derrotá-lo!")
    );
    assert!(!q28.answer.contains("relógio digital"));
    assert!(
        q28.source
            .starts_with("Art. 10.2 - Reivindicação de empate – Árbitro desafia")
    );
    assert!(q28.source.contains("Pergunta 28:") && q28.source.contains("Resposta: Recordemos"));
}

#[test]
fn article_numbers_in_the_text_are_proposed_and_old_ones_go_to_former() {
    assert_eq!(references("Segundo o art. 10.2 e 2 minutos").0, ["10.2"]);
    assert_eq!(
        references("Artigos 5.1, 5.2 \"a\" e o Art. 6.10; artigo 10. 2").0,
        ["5.1", "5.2", "6.10", "10.2"]
    );
    assert_eq!(
        references("See Article III.5 and art. 99.9").0,
        ["III.5"],
        "only canonical ones"
    );
    let (current, former) =
        references("O antigo art. 10.2 (2009) virou as Diretrizes III. Hoje vale o art. III.5.");
    assert_eq!(
        (current, former),
        (vec!["III.5".to_string()], vec!["10.2 (2009)".to_string()])
    );
    assert_eq!(references("Ранее ст. 10.2 регулировала это.").1, ["10.2"]);
    assert_eq!(references("Po čl. 6.9 partija je izgubljena.").0, ["6.9"]);
}

#[test]
fn ids_are_kebab_case_whatever_the_script() {
    assert_eq!(
        slug("Reivindicação de empate – caso polêmico", 60),
        "reivindicacao-de-empate-caso-polemico"
    );
    assert_eq!(slug("Падение флажка", 60), "padenie-flazka");
    assert_eq!(
        slug("a very long title that must be cut at a word", 20),
        "a-very-long-title"
    );
}

const EN: &str = "Arbiter questions, set 1\n\nQuestion 1: A player's flag falls while the opponent has only a king. What is the result?\nAnswer: A draw, under art. 6.9: the opponent cannot checkmate.\n\nQuestion 2: Can a player claim a draw by repetition after the position occurred twice?\n\nAnswer: No. Article 9.2 needs the same position three times.\n";
const RU: &str = "Вопросы судьям\n\nВопрос 1. У игрока упал флажок, у соперника один король. Каков результат?\nОтвет: Ничья, ст. 6.9.\n\nВопрос 2. Может ли игрок требовать ничью после двукратного повторения?\nОтвет: Нет, по ст. 9.2 нужно трёхкратное повторение (ранее ст. 10.2 не применяется).\n";
const SR: &str = "Pitanja za sudije\n\nPitanje 1: Igraču je pala zastavica, a protivnik ima samo kralja. Koji je rezultat?\nOdgovor: Remi, čl. 6.9.\n\nPitanje 2: Da li igrač može da traži remi posle dvostrukog ponavljanja?\nOdgovor: Ne, čl. 9.2 traži trostruko ponavljanje.\n";
const PT: &str = "Perguntas de treino\n\nPergunta 1 - Caiu a seta e o adversário só tem o rei. Qual é o resultado?\nResposta - Empate, art. 6.9.\n\nPergunta 2 - Pode reivindicar empate após duas repetições?\nResposta - Não, o art. 9.2 exige três.\n";

#[test]
fn every_language_has_its_question_and_answer_headings() {
    for (lang, text, source) in [
        (Lang::En, EN, "Arbiter questions, set 1"),
        (Lang::Ru, RU, "Вопросы судьям"),
        (Lang::Sr, SR, "Pitanja za sudije"),
        (Lang::Pt, PT, "Perguntas de treino"),
    ] {
        let doc = split(text, lang);
        assert_eq!(doc.entries.len(), 2, "{lang}: {doc:?}");
        assert_eq!(doc.preamble.as_deref(), Some(source));
        assert_eq!(doc.entries[1].number, Some(2));
        let drafts = drafts(text, lang, "set.txt", None);
        assert_eq!(drafts.len(), 2);
        let d = &drafts[0];
        assert!(d.id.starts_with("qa-") && d.id.ends_with("-1"), "{}", d.id);
        assert!(d.document.contains("draft: true\n"));
        assert!(d.document.contains(&format!("source_lang: {lang}\n")));
        assert!(d.document.contains("articles: [\"6.9\"]\n"), "{}", d.document);
        // No public document of the table is named "{source}": the author adds it, then cites it.
        assert!(
            d.document.contains("citations: [{doc: TODO, at: \"1\"}]\n")
                && d.document.contains("is not in the table of public documents"),
            "{}",
            d.document
        );
        assert!(d.notes.contains(doc.entries[0].question.lines().next().unwrap()));
        assert!(d.notes.contains(&doc.entries[0].answer));
    }
    let ru = drafts(RU, Lang::Ru, "set.txt", None);
    assert!(
        ru[1]
            .document
            .contains("articles: [\"9.2\"]\nformer: [\"10.2\"]\n"),
        "{}",
        ru[1].document
    );
}

/// Copy a folder tree.
fn copy_dir(from: &Path, to: &Path) {
    std::fs::create_dir_all(to).unwrap();
    for entry in std::fs::read_dir(from).unwrap() {
        let entry = entry.unwrap();
        let target = to.join(entry.file_name());
        if entry.file_type().unwrap().is_dir() {
            copy_dir(&entry.path(), &target);
        } else {
            std::fs::copy(entry.path(), target).unwrap();
        }
    }
}

#[test]
fn imported_drafts_load_as_drafts_and_check_lists_what_they_still_need() {
    let shipped = Path::new(env!("CARGO_MANIFEST_DIR")).join("content");
    let kb = crate::exchange::shipped();
    let dir = tempfile::tempdir().unwrap();
    let content = dir.path().join("content");
    copy_dir(&shipped, &content);
    let fixture =
        Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/qa-questoes-arbitragem-iv.pt.txt");
    let out = content.join("imported");
    let written = import(&fixture, Lang::Pt, &out, Some(kb)).unwrap();
    assert_eq!(written.len(), 12);
    for doc in &written {
        let notes = doc.with_extension("notes.txt");
        assert!(notes.exists(), "{}", notes.display());
    }
    let first = std::fs::read_to_string(&written[0]).unwrap();
    assert!(
        first.contains("topics: [quickplay-finish, draw-claims]\n"),
        "the content suggests the topics:\n{first}"
    );
    assert!(first.contains("the rule now lives in III.5"), "{first}");
    assert!(
        first.contains("citations: [{doc: questoes-arbitragem-iv, at: \""),
        "the first line names a public document of the table:\n{first}"
    );
    let loaded = KnowledgeBase::load(&content).unwrap_or_else(|p| panic!("{p}"));
    assert_eq!(loaded.drafts().len(), 12);
    assert_eq!(
        loaded.rulings().len(),
        kb.rulings().len(),
        "drafts are not served"
    );
    let about_first: Vec<String> = loaded
        .warnings()
        .iter()
        .filter(|w| w.path == written[0])
        .map(|w| w.to_string())
        .collect();
    let has = |s: &str| about_first.iter().any(|w| w.contains(s));
    assert!(
        has("title.en: warning: draft: the English (en) text is empty"),
        "{about_first:#?}"
    );
    assert!(
        has("quiz: warning: draft: at least one quiz item is required"),
        "{about_first:#?}"
    );
    assert!(has("body: warning: draft: the en body"), "{about_first:#?}");
    // Importing again does not overwrite the drafts.
    assert!(import(&fixture, Lang::Pt, &out, Some(kb)).is_err());
}

#[test]
fn the_first_line_of_an_import_is_matched_to_a_public_document_by_its_title() {
    use super::cited_document;
    assert_eq!(
        cited_document("61- Questões de Arbitragem IV (só art. 10.2)"),
        Some("questoes-arbitragem-iv")
    );
    assert_eq!(
        cited_document("Šahovski sudija — Praktičan vodič za sudije, nastavnike i organizatore"),
        Some("guide-sahovski-sudija")
    );
    assert_eq!(cited_document("Perguntas de treino"), None);
}

#[test]
fn a_document_without_questions_is_an_error() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("plain.txt");
    std::fs::write(&file, "Just prose.\n").unwrap();
    let err = import(&file, Lang::En, &dir.path().join("out"), None).unwrap_err();
    assert!(err.to_string().contains("no question-and-answer pairs"), "{err}");
}
