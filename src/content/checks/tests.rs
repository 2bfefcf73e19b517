//! The table holds every check: none written and forgotten, none listed from a file that is
//! gone, each documented.

use std::collections::BTreeSet;

use super::CHECKS;

/// Files of this folder that hold no check.
const SUPPORT: [&str; 3] = ["mod.rs", "tests.rs", "languages.rs"];

/// Each check file's stem and text.
fn check_files() -> Vec<(String, String)> {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src/content/checks");
    let mut files: Vec<(String, String)> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "rs"))
        .filter(|p| !SUPPORT.contains(&p.file_name().unwrap().to_str().unwrap()))
        .map(|p| {
            let stem = p.file_stem().unwrap().to_str().unwrap().to_string();
            (stem, std::fs::read_to_string(&p).unwrap())
        })
        .collect();
    files.sort();
    files
}

/// The checks written in a file: its `pub(super)` functions that report findings, each with
/// whether a `///` comment precedes it.
fn written(text: &str) -> Vec<(String, bool)> {
    let lines: Vec<&str> = text.lines().collect();
    let mut out = Vec::new();
    for (i, line) in lines.iter().enumerate() {
        let Some(rest) = line.strip_prefix("pub(super) fn ") else {
            continue;
        };
        let name = rest.split(['(', '<']).next().unwrap().to_string();
        let end = (i..lines.len()).find(|&j| lines[j].ends_with('{')).unwrap_or(i);
        if lines[i..=end].iter().any(|l| l.contains("&mut Findings")) {
            let documented = i > 0 && lines[i - 1].trim_start().starts_with("///");
            out.push((name, documented));
        }
    }
    out
}

#[test]
fn every_check_written_is_in_the_table_and_every_check_in_the_table_is_written() {
    let listed: BTreeSet<(String, String)> = CHECKS
        .iter()
        .map(|c| (c.file.to_string(), c.name.to_string()))
        .collect();
    assert_eq!(listed.len(), CHECKS.len(), "a check is listed twice");
    let mut found = BTreeSet::new();
    for (file, text) in check_files() {
        let checks = written(&text);
        assert!(!checks.is_empty(), "{file}.rs holds no check: list it in SUPPORT");
        for (name, documented) in checks {
            assert!(
                documented,
                "{file}::{name} says in a doc comment what it enforces and why"
            );
            found.insert((file.clone(), name));
        }
    }
    let forgotten: Vec<_> = found.difference(&listed).collect();
    assert!(forgotten.is_empty(), "written but not in CHECKS: {forgotten:?}");
    let gone: Vec<_> = listed.difference(&found).collect();
    assert!(gone.is_empty(), "in CHECKS but not written: {gone:?}");
}

#[test]
fn every_check_file_says_its_one_job_first() {
    for (file, text) in check_files() {
        assert!(
            text.starts_with("//! "),
            "{file}.rs starts with a `//!` line saying its job"
        );
    }
}

#[test]
fn every_check_says_what_it_enforces_in_one_line() {
    for c in CHECKS {
        assert!(
            !c.about.is_empty() && !c.about.contains('\n') && c.about.len() <= 80,
            "{}: {:?}",
            c.name,
            c.about
        );
    }
}
