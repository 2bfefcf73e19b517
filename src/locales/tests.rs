//! The catalogues are complete, consistent and used: what a translator and a reviewer rely on.

use std::collections::BTreeSet;
use std::path::Path;

use super::*;

#[test]
fn the_built_in_languages_are_the_content_languages() {
    let codes: Vec<&str> = catalogue().languages().collect();
    let mut want: Vec<&str> = Lang::ALL.iter().map(|l| l.code()).collect();
    want.sort();
    assert_eq!(codes, want);
}

#[test]
fn every_language_has_every_message_with_the_same_variables() {
    for lang in catalogue().languages() {
        let gaps = catalogue().gaps(lang);
        assert!(gaps.is_empty(), "{}", gaps.join("\n"));
    }
}

#[test]
fn no_message_is_empty() {
    for l in Lang::ALL {
        for (id, file) in catalogue().messages(l.code()) {
            if catalogue().variables(l.code(), id).is_empty() {
                assert!(!text(l, id).trim().is_empty(), "{l}/{file}: `{id}` is empty");
            }
        }
    }
}

#[test]
fn serbian_is_written_in_latin_script_and_cyrillic_is_derived() {
    for (path, source) in embedded_files() {
        if path.starts_with("sr/") {
            for (n, line) in source.lines().enumerate() {
                assert!(
                    !line.chars().any(|c| ('\u{0400}'..='\u{04FF}').contains(&c)),
                    "{path}:{}: Serbian catalogues are Latin: {line}",
                    n + 1
                );
            }
        }
    }
}

#[test]
fn plural_forms_follow_the_cldr_rules_of_each_language() {
    let minutes = |lang, n: u32| text_with(lang, "extra-minutes", &args!["side" => "black", "n" => n]);
    // Russian: one for 1, 21, 101 (not 11); few for 2–4, 22–24 (not 12–14); many otherwise.
    for (n, word) in [
        (1, "минуту"),
        (2, "минуты"),
        (4, "минуты"),
        (5, "минут"),
        (11, "минут"),
        (12, "минут"),
        (21, "минуту"),
        (22, "минуты"),
        (25, "минут"),
        (111, "минут"),
        (101, "минуту"),
    ] {
        assert_eq!(minutes(Lang::Ru, n), format!("Чёрным добавляют {n} {word}"));
    }
    // Serbian: one for 1, 21 (not 11); the form after 2–4 and 5+ is the same for "minut".
    for (n, phrase) in [
        (1, "dodaje 1 minut"),
        (2, "dodaju 2 minuta"),
        (11, "dodaju 11 minuta"),
        (21, "dodaje 21 minut"),
    ] {
        assert_eq!(minutes(Lang::Sr, n), format!("Crnom se {phrase}"));
    }
    assert_eq!(minutes(Lang::En, 1), "Black gets 1 extra minute");
    assert_eq!(minutes(Lang::En, 0), "Black gets 0 extra minutes");
    assert_eq!(minutes(Lang::Pt, 2), "As pretas recebem 2 minutos a mais");
}

#[test]
fn numbers_and_words_are_placed_without_isolation_marks() {
    let s = text_with(Lang::En, "clock", &args!["base" => 90, "inc" => 30]);
    assert_eq!(s, "90 min + 30 s per move");
    assert_eq!(
        text_with(Lang::Ru, "clock", &args!["base" => 5, "inc" => 0]),
        "5 мин без добавления"
    );
}

#[test]
#[should_panic(expected = "does not use the variable")]
fn a_variable_the_message_does_not_use_is_a_programming_error() {
    text_with(Lang::En, "clock", &args!["base" => 90, "inc" => 30, "typo" => 1]);
}

#[test]
#[should_panic(expected = "in no catalogue")]
fn a_missing_message_is_a_programming_error() {
    text(Lang::En, "no-such-message");
}

#[test]
fn a_broken_file_is_reported_by_name_with_every_problem() {
    let files = vec![
        ("en/a.ftl".to_string(), "ok = fine\n".to_string()),
        ("en/b.ftl".to_string(), "ok = twice\n".to_string()),
        ("en/c.ftl".to_string(), "broken = { $x\n".to_string()),
        ("nofolder.ftl".to_string(), "x = y\n".to_string()),
    ];
    let problems = Catalogue::from_files(files).err().expect("problems");
    let all = problems.join("\n");
    assert!(all.contains("en/b.ftl"), "{all}");
    assert!(all.contains("en/c.ftl"), "{all}");
    assert!(all.contains("nofolder.ftl"), "{all}");
}

/// Adding an interface language is adding a folder of `.ftl` files: a test-only Esperanto
/// folder with three messages becomes a language of the catalogue; its messages are used, every
/// other message falls back to English, its own plural rules apply, and `gaps` lists exactly
/// what a translator still has to do.
#[test]
fn a_new_language_is_a_folder_of_catalogue_files() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/locales");
    let mut files = embedded_files();
    files.extend(files_in(&dir).unwrap());
    let c = Catalogue::from_files(files).unwrap();
    assert!(c.languages().any(|l| l == "eo"));
    assert_eq!(c.format("eo", "search_button", None), "Serĉi");
    assert_eq!(
        c.format("eo", "question_of", Some(&args!["n" => 3, "total" => 10])),
        "Demando 3 el 10"
    );
    assert_eq!(
        c.format("eo", "search_label", None),
        text(Lang::En, "search_label")
    );
    assert_eq!(
        c.format("eo", "extra-minutes", Some(&args!["side" => "white", "n" => 1])),
        "Blanko ricevas 1 kroman minuton"
    );
    assert_eq!(
        c.format("eo", "extra-minutes", Some(&args!["side" => "white", "n" => 21])),
        "Blanko ricevas 21 kromajn minutojn"
    );
    let gaps = c.gaps("eo");
    let reference = c.messages(REFERENCE).count();
    assert_eq!(gaps.len(), reference - 3, "{}", gaps.join("\n"));
    assert!(gaps.iter().all(|g| g.ends_with("is missing")));
    // The built-in languages are untouched by the new one.
    for l in Lang::ALL {
        assert!(c.gaps(l.code()).is_empty());
    }
}

/// Every message of the reference language is used: by name in the Rust sources (`"id"`), in a
/// template (`t.id`, `tr("id"`), under a prefix the code completes (`format!("kind_{}", …)`),
/// or by another message (`{ id }`). A message nobody asks for is dead text a translator would
/// still translate.
#[test]
fn every_message_is_used() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut sources = String::new();
    for dir in ["src", "templates"] {
        read_tree(&root.join(dir), &mut sources);
    }
    // `format!("kind_{}", …)` in Rust, `t["role_" ~ user.role]` in a template.
    let prefixes: BTreeSet<String> = regex::Regex::new(r#""([a-z][a-z_-]*[_-])(?:\{|"\s*~)"#)
        .unwrap()
        .captures_iter(&sources)
        .map(|c| c[1].to_string())
        .collect();
    let mut unused = Vec::new();
    for (id, file) in catalogue().messages(REFERENCE) {
        let used = sources.contains(&format!("\"{id}\""))
            || sources.contains(&format!("t.{id}"))
            || sources.contains(&format!("{{ {id} }}"))
            || prefixes.iter().any(|p| id.starts_with(p.as_str()));
        if !used {
            unused.push(format!("{file}: {id}"));
        }
    }
    assert!(unused.is_empty(), "messages nothing uses:\n{}", unused.join("\n"));
}

fn read_tree(dir: &Path, out: &mut String) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            read_tree(&path, out);
        } else if path
            .extension()
            .is_some_and(|e| e == "rs" || e == "html" || e == "ftl")
            && !path.ends_with("locales/tests.rs")
        {
            out.push_str(&std::fs::read_to_string(&path).unwrap());
            out.push('\n');
        }
    }
}

/// Every message the code names, with `Message::new("…")` or as an `"error-…"` id handed on
/// (the rate limits' messages), exists in every language: an error is never shown as its id.
#[test]
fn every_message_the_code_names_exists_in_every_language() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut sources = String::new();
    read_tree(&root.join("src"), &mut sources);
    let named: BTreeSet<String> = regex::Regex::new(r#"Message::new\(\s*"([a-z][a-z0-9_-]*)""#)
        .unwrap()
        .captures_iter(&sources)
        .chain(
            regex::Regex::new(r#""(error-[a-z0-9-]+)""#)
                .unwrap()
                .captures_iter(&sources),
        )
        .map(|c| c[1].to_string())
        .collect();
    assert!(named.len() > 80, "the scan finds the errors ({})", named.len());
    let mut missing = Vec::new();
    for id in &named {
        for l in Lang::ALL {
            if !catalogue().has(l.code(), id) {
                missing.push(format!("{l}: `{id}`"));
            }
        }
    }
    assert!(
        missing.is_empty(),
        "messages the code names but a catalogue lacks:\n{}",
        missing.join("\n")
    );
}

/// The error messages live in `errors.ftl`, and a message with arguments formats with them in
/// every language (plural forms included).
#[test]
fn error_messages_are_in_their_own_file_and_format_in_every_language() {
    for (id, file) in catalogue().messages(REFERENCE) {
        if id.starts_with("error-") {
            assert_eq!(file, "errors.ftl", "`{id}`");
        }
    }
    let open = |l: Lang, n: u32| {
        Message::new("error-too-many-open")
            .with("open", n)
            .with("days", 30u32)
            .text(l)
    };
    assert_eq!(
        open(Lang::En, 20),
        "You have 20 unfinished quizzes. Finish one, or wait: unfinished quizzes are removed after 30 days."
    );
    assert!(open(Lang::Ru, 20).starts_with("У вас 20 незавершённых тестов."));
    assert!(open(Lang::Ru, 2).starts_with("У вас 2 незавершённых теста."));
    assert!(open(Lang::Ru, 21).starts_with("У вас 21 незавершённый тест."));
    assert!(open(Lang::Ru, 20).ends_with("удаляются через 30 дней."));
    assert!(open(Lang::Sr, 3).starts_with("Imate 3 nezavršena testa."));
    assert!(open(Lang::Sr, 20).starts_with("Imate 20 nezavršenih testova."));
    assert!(open(Lang::Pt, 1).starts_with("Você tem 1 simulado não concluído."));
    assert!(open(Lang::Pt, 20).starts_with("Você tem 20 simulados não concluídos."));
    let short = |l: Lang| Message::new("error-password-short").with("min", 10u32).text(l);
    assert_eq!(
        short(Lang::En),
        "A password needs at least 10 characters; a few words make a good one."
    );
    assert!(short(Lang::Ru).contains("не менее 10 символов;"));
    assert!(short(Lang::Sr).contains("najmanje 10 znakova;"));
    assert!(short(Lang::Pt).contains("pelo menos 10 caracteres;"));
}

/// The Serbian Cyrillic interface keeps no Serbian word in Latin letters: every Serbian message,
/// transliterated, leaves in Latin only codes, numbers, abbreviations, the product's name and
/// the reviewed names of `content::script::DELIBERATE_LATIN`.
#[test]
fn every_serbian_message_reads_in_cyrillic() {
    let c = catalogue();
    let left: Vec<String> = c
        .messages("sr")
        .filter_map(|(id, _)| {
            let vars = c.variables("sr", id);
            let mut args = crate::locales::Args::new();
            for v in &vars {
                args.set(v.clone(), "1");
            }
            let text = c.format("sr", id, (!vars.is_empty()).then_some(&args));
            // What stands between backticks is typed as it is (parameter names and values):
            // the web layer leaves it in Latin.
            let text: String = text.split('`').step_by(2).collect::<Vec<_>>().join(" ");
            let words = crate::content::script::latin_words_left(&text);
            (!words.is_empty()).then(|| format!("{id}: {words:?}"))
        })
        .collect();
    assert!(left.is_empty(), "Latin words left:\n{}", left.join("\n"));
}
