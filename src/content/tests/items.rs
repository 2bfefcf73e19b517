//! Quiz items stand alone: what `check` says of a question that leans on another item ("same
//! case", a later "Same match…", an opening "He…" or "Затем…").

use super::{Tree, ruling};

#[test]
fn a_question_that_leans_on_another_item_is_a_problem_in_every_language_it_does() {
    let text = ruling("flag-a").replace(
        "ask: { en: Q, pt: Q, ru: В, sr: P }",
        "ask: { en: \"Same case, but Black resigns. Result?\", pt: Q, ru: \"Когда в этом случае закончилась партия?\", sr: \"Kada se u tom slučaju završila partija?\" }",
    );
    let p = Tree::new(&[("flag-a.md", &text)]).problems();
    for (lang, phrase) in [
        ("en", "same case"),
        ("ru", "в этом случае"),
        ("sr", "u tom slucaju"),
    ] {
        assert!(
            p.iter().any(|l| l.contains(&format!(
                "quiz[0].ask.{lang}: the question refers to another item (“{phrase}”)"
            ))),
            "{lang}: {p:?}"
        );
    }
    assert!(!p.iter().any(|l| l.contains("quiz[0].ask.pt")), "{p:?}");
    // Other uses of "case" are not references.
    let fine = ruling("flag-a").replace(
        "ask: { en: Q, pt: Q, ru: В, sr: P }",
        "ask: { en: \"Which case of the Laws applies?\", pt: \"Em que caso se aplica?\", ru: В, sr: P }",
    );
    let p = Tree::new(&[("flag-a.md", &fine)]).problems();
    assert!(!p.iter().any(|l| l.contains("refers to another item")), "{p:?}");
    // "Same game, but…" leans on the previous item as much as "same case" does (six shipped
    // items did, and practice served them alone).
    let game = ruling("flag-a").replace(
        "ask: { en: Q, pt: Q, ru: В, sr: P }",
        "ask: { en: \"Same game, but Black has a bare king. Result?\", pt: \"Mesma partida, mas sem peões. Resultado?\", ru: \"Та же партия, но без пешек. Результат?\", sr: \"Ista partija, ali bez pešaka. Rezultat?\" }",
    );
    let p = Tree::new(&[("flag-a.md", &game)]).problems();
    for (lang, phrase) in [
        ("en", "same game"),
        ("pt", "mesma partida"),
        ("ru", "та же партия"),
        ("sr", "ista partija"),
    ] {
        assert!(
            p.iter().any(|l| l.contains(&format!(
                "quiz[0].ask.{lang}: the question refers to another item (“{phrase}”)"
            ))),
            "{lang}: {p:?}"
        );
    }
}

#[test]
fn a_later_item_opening_with_same_leans_on_the_one_before_and_a_first_item_does_not() {
    let refs = |text: &str| -> Vec<String> {
        let p = Tree::new(&[("flag-a.md", text)]).problems();
        p.into_iter()
            .filter(|l| l.contains("refers to another item"))
            .collect()
    };
    let first_ask = |ask: &str| ruling("flag-a").replace("ask: { en: Q, pt: Q, ru: В, sr: P }", ask);
    let item = |ask: &str| {
        format!(
            "  - ask: {ask}\n    right: {{ en: R, pt: R, ru: П, sr: T }}\n    wrong:\n      - {{ en: W1, pt: W1, ru: Н1, sr: N1 }}\n      - {{ en: W2, pt: W2, ru: Н2, sr: N2 }}\n      - {{ en: W3, pt: W3, ru: Н3, sr: N3 }}\n"
        )
    };
    // "Same match, but…" as the second item: served alone, it says the same as nothing.
    let second = item(
        "{ en: \"Same match, but on board 3. Ruling?\", pt: \"Mesmo match, mas no tabuleiro 3. Decisão?\", ru: \"Тот же матч, но на 3-й доске. Решение?\", sr: \"Isti meč, ali na 3. tabli. Odluka?\" }",
    );
    let later = ruling("flag-a").replace("---\n## Facts", &format!("{second}---\n## Facts"));
    // A question opening with a pronoun points at someone only another question named.
    let pronoun = first_ask(
        "ask: { en: \"He resigns before any move. Is the game rated?\", pt: \"Ele abandona antes de qualquer lance. Vale rating?\", ru: \"Затем чёрные сдаются. Рейтинг?\", sr: \"On preda pre prvog poteza. Rejting?\" }",
    );
    for (text, i, openings) in [
        (
            &later,
            1,
            [("en", "same"), ("pt", "mesmo"), ("ru", "тот же"), ("sr", "isti")],
        ),
        (
            &pronoun,
            0,
            [("en", "he"), ("pt", "ele"), ("ru", "затем"), ("sr", "on")],
        ),
    ] {
        let p = refs(text);
        for (lang, opening) in openings {
            let want = format!("quiz[{i}].ask.{lang}: the question refers to another item (“{opening}”)");
            assert!(p.iter().any(|l| l.contains(&want)), "{want}: {p:?}");
        }
    }
    // "On" opens an English question as a preposition, not a pronoun; and a first item may open
    // with "same": what is the same is said in the question itself.
    for ask in [
        "ask: { en: \"On a special board, when is a capture made?\", pt: Q, ru: В, sr: P }",
        "ask: { en: \"Same piece placement three times, but castling rights differ. Draw?\", pt: Q, ru: В, sr: P }",
    ] {
        assert_eq!(refs(&first_ask(ask)), Vec::<String>::new(), "{ask}");
    }
}
