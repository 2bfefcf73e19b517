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
