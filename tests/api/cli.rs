//! The `check` command and start-up refusal on invalid content.

use std::path::Path;
use std::process::Command;

use crate::helpers::{content_dir, copy_dir};

fn check(dir: &Path) -> (i32, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_arbiter-kb"))
        .args(["check", "--content"])
        .arg(dir)
        .output()
        .unwrap();
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
    )
}

/// The first main content file of the shipped knowledge base (not a translation).
fn some_ruling(root: &Path) -> std::path::PathBuf {
    let mut stack = vec![root.to_path_buf()];
    let mut found = Vec::new();
    while let Some(d) = stack.pop() {
        for e in std::fs::read_dir(d).unwrap() {
            let p = e.unwrap().path();
            if p.is_dir() {
                stack.push(p);
            } else if p.extension().is_some_and(|x| x == "md")
                && p.file_stem().unwrap().to_str().unwrap().matches('.').count() == 0
                && std::fs::read_to_string(&p).unwrap().contains("\narticles: [")
            {
                found.push(p);
            }
        }
    }
    found.sort();
    found.into_iter().next().expect("the knowledge base has rulings")
}

#[test]
fn check_passes_on_the_shipped_content() {
    let (code, out) = check(&content_dir());
    assert_eq!(code, 0, "{out}");
    assert!(out.contains("no problems"), "{out}");
}

#[test]
fn check_names_the_file_line_and_field_of_every_problem() {
    let dir = tempfile::tempdir().unwrap();
    copy_dir(&content_dir(), dir.path());
    let victim = some_ruling(dir.path());
    let text = std::fs::read_to_string(&victim).unwrap();
    // Two mistakes in one file: an unknown article and a removed Russian title.
    let broken = text.replacen("articles: [", "articles: [99.9, ", 1);
    assert_ne!(broken, text, "the victim lists articles inline");
    std::fs::write(&victim, broken).unwrap();
    // A second file with broken YAML.
    std::fs::write(
        dir.path().join("broken.md"),
        "---\nid: broken\nkind: [ruling\n---\nBody\n",
    )
    .unwrap();
    let (code, out) = check(dir.path());
    assert_eq!(code, 1, "{out}");
    let victim_line = text.lines().position(|l| l.starts_with("articles: [")).unwrap() + 1;
    let expected = format!(
        "{}:{}: articles[0]: `99.9` is not an article",
        victim.display(),
        victim_line
    );
    assert!(out.contains(&expected), "expected `{expected}` in:\n{out}");
    let broken_path = dir.path().join("broken.md");
    assert!(
        out.lines()
            .any(|l| l.starts_with(&format!("{}:", broken_path.display()))),
        "{out}"
    );
}

#[test]
fn serve_refuses_to_start_on_invalid_content() {
    let dir = tempfile::tempdir().unwrap();
    copy_dir(&content_dir(), dir.path());
    std::fs::write(dir.path().join("bad.md"), "no front matter\n").unwrap();
    let data = tempfile::tempdir().unwrap();
    let out = Command::new(env!("CARGO_BIN_EXE_arbiter-kb"))
        .args(["serve", "--bind", "127.0.0.1:0", "--content"])
        .arg(dir.path())
        .arg("--data")
        .arg(data.path())
        .output()
        .unwrap();
    assert!(!out.status.success());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("refusing to start"), "{err}");
    assert!(
        err.contains("bad.md:1: -: the file must start with a `---` line"),
        "{err}"
    );
}

fn run(args: &[&str]) -> std::process::Output {
    Command::new(env!("CARGO_BIN_EXE_arbiter-kb"))
        .args(args)
        .output()
        .unwrap()
}

#[test]
fn export_writes_the_shipped_bank_as_moodle_xml() {
    let dir = tempfile::tempdir().unwrap();
    let content = content_dir();
    let content = content.to_str().unwrap();
    let xml_path = dir.path().join("bank.xml");
    let out = run(&[
        "export",
        "--format",
        "moodle-xml",
        "--content",
        content,
        "--per-engine",
        "2",
        "--seed",
        "5",
        "--lang",
        "pt",
        "--out",
        xml_path.to_str().unwrap(),
    ]);
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    assert!(String::from_utf8_lossy(&out.stderr).contains("wrote "));
    let xml = std::fs::read_to_string(&xml_path).unwrap();
    assert!(xml.starts_with("<?xml version=\"1.0\" encoding=\"UTF-8\"?>"));
    assert!(xml.contains("<text>$course$/arbiter-kb/Queda de seta e material de mate</text>"));
    let questions = xml.matches("<question type=\"multichoice\">").count();
    assert!(questions > 100, "{questions}");

    // GIFT and JSON hold the same questions; their unit tests parse them back (each run loads
    // the content, seconds in a debug build, so this test runs one).
}

#[test]
fn new_scaffolds_a_document_and_check_lists_every_todo() {
    let dir = tempfile::tempdir().unwrap();
    copy_dir(&content_dir(), dir.path());
    let root = dir.path().to_str().unwrap();
    let out = run(&[
        "new",
        "--topic",
        "flag-fall",
        "--id",
        "flag-new-case",
        "--lang",
        "pt",
        "--content",
        root,
    ]);
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let stdout = String::from_utf8(out.stdout).unwrap();
    let main = std::path::PathBuf::from(stdout.lines().next().unwrap());
    assert!(main.ends_with("flag-new-case.md"), "{stdout}");
    assert_eq!(
        stdout.lines().count(),
        4,
        "the document and three translations: {stdout}"
    );
    // It sits among the flag-fall documents.
    let neighbours = std::fs::read_dir(main.parent().unwrap())
        .unwrap()
        .filter(|e| {
            std::fs::read_to_string(e.as_ref().unwrap().path())
                .is_ok_and(|t| t.contains("flag-fall") && !t.contains("flag-new-case"))
        })
        .count();
    assert!(neighbours > 0, "{}", main.display());

    let (code, report) = check(dir.path());
    assert_eq!(code, 1, "{report}");
    let problems: Vec<&str> = report.lines().filter(|l| !l.contains("warning:")).collect();
    assert!(
        problems.iter().all(|l| l.contains("flag-new-case")),
        "only the new document has problems: {problems:#?}"
    );
    let main_s = main.display().to_string();
    for expected in [
        "articles: at least one current article is required",
        "time_controls: at least one of standard, rapid, blitz",
        "title.en: still a TODO",
        "title.sr: still a TODO",
        "question.ru: still a TODO",
        "answer.pt: still a TODO",
        "keywords.en: still a TODO",
        "decides: still a TODO",
        "citations[0].doc: still a TODO",
        "quiz[0].ask.en: still a TODO",
        "quiz[0].wrong[2].sr: still a TODO",
        "quiz[0].why.pt: still a TODO",
        "body: the body is still a TODO",
    ] {
        assert!(
            problems
                .iter()
                .any(|l| l.starts_with(&main_s) && l.contains(expected)),
            "missing `{expected}` in {problems:#?}"
        );
    }
    for lang in ["en", "ru", "sr"] {
        let suffix = format!("flag-new-case.{lang}.md:1: body.{lang}: the body is still a TODO");
        assert!(
            problems.iter().any(|l| l.ends_with(&suffix)),
            "{suffix} in {problems:#?}"
        );
    }
    // A second `new` with the same id refuses; an unknown topic is named.
    let again = run(&[
        "new",
        "--topic",
        "flag-fall",
        "--id",
        "flag-new-case",
        "--content",
        root,
    ]);
    assert_eq!(again.status.code(), Some(1));
    let unknown = run(&["new", "--topic", "nope", "--content", root]);
    assert!(String::from_utf8_lossy(&unknown.stderr).contains("unknown topic `nope`"));
}

#[test]
fn import_qa_writes_drafts_and_notes_outside_the_content() {
    let dir = tempfile::tempdir().unwrap();
    let fixture = std::path::PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures/qa-questoes-arbitragem-iv.pt.txt");
    let out = Command::new(env!("CARGO_BIN_EXE_arbiter-kb"))
        .arg("import-qa")
        .arg(&fixture)
        // Without content to suggest topics the import still works (and is faster).
        .args(["--lang", "pt", "--content", "no-such-content"])
        .current_dir(dir.path())
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let written: Vec<&str> = std::str::from_utf8(&out.stdout).unwrap().lines().collect();
    assert_eq!(written.len(), 12);
    let drafts = dir.path().join("drafts");
    let mds = std::fs::read_dir(&drafts)
        .unwrap()
        .filter(|e| e.as_ref().unwrap().path().extension().is_some_and(|x| x == "md"))
        .count();
    let notes = std::fs::read_dir(&drafts)
        .unwrap()
        .filter(|e| {
            e.as_ref()
                .unwrap()
                .file_name()
                .to_string_lossy()
                .ends_with(".notes.txt")
        })
        .count();
    assert_eq!((mds, notes), (12, 12));

    // Moved into a copy of the content, they are checked and counted as drafts.
    let content = tempfile::tempdir().unwrap();
    copy_dir(&content_dir(), content.path());
    let imported = content.path().join("imported");
    std::fs::create_dir(&imported).unwrap();
    for e in std::fs::read_dir(&drafts).unwrap() {
        let p = e.unwrap().path();
        if p.extension().is_some_and(|x| x == "md") {
            std::fs::copy(&p, imported.join(p.file_name().unwrap())).unwrap();
        }
    }
    let (code, report) = check(content.path());
    assert_eq!(code, 0, "{report}");
    assert!(report.contains(", 12 draft(s)"), "{report}");
}

/// A diagram that is already mate, shown with a question about a flag fall, fails `check` with
/// the file, line and field: the game ended on the board before any flag could matter.
#[test]
fn check_refuses_a_finished_position_shown_for_a_flag_fall() {
    let dir = tempfile::tempdir().unwrap();
    copy_dir(&content_dir(), dir.path());
    let file = dir
        .path()
        .join("cases/dsp-board-flag-fall-draw-agreed-after-false-statement.md");
    let text = std::fs::read_to_string(&file).unwrap();
    let broken = text.replacen(
        "    right:\n      en: \"Black wins: king and knight can still mate\"",
        "    fen: \"8/8/8/8/8/7k/5n2/6RK w - - 0 1\"\n    right:\n      en: \"Black wins: king and knight can still mate\"",
        1,
    );
    assert_ne!(broken, text);
    std::fs::write(&file, broken).unwrap();
    let (code, out) = check(dir.path());
    assert_eq!(code, 1, "{out}");
    assert!(
        out.contains("dsp-board-flag-fall-draw-agreed-after-false-statement.md:")
            && out.contains("quiz[1].fen: the diagram (8/8/8/8/8/7k/5n2/6RK w - - 0 1) is already checkmate"),
        "{out}"
    );
}

#[test]
fn cues_reports_every_cue_per_source_and_the_guessers_mock_exams() {
    let out = run(&[
        "cues",
        "--content",
        content_dir().to_str().unwrap(),
        "--lang",
        "pt",
        "--shuffles",
        "1",
        "--per-engine",
        "3",
        "--exams",
        "2",
    ]);
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let text = String::from_utf8_lossy(&out.stdout);
    let header = text.lines().next().unwrap();
    for cue in ["longest", "shortest", "stem overlap", "article", "position"] {
        assert!(header.contains(cue), "{header}");
    }
    assert!(text.lines().any(|l| l.starts_with("cases ")), "{text}");
    assert!(text.lines().any(|l| l.starts_with("authored items ")), "{text}");
    let exams = text
        .lines()
        .find(|l| l.starts_with("mock exams (2 of 30 questions, pass mark 80 %)"));
    assert!(exams.is_some_and(|l| l.ends_with("passes 0")), "{text}");
}
