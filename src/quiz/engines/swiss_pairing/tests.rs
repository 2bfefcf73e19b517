//! The swiss-pairing questions over many seeds: complete options, a lawful key, every kind of
//! mistake offered, rounds 2 and 3 asked.

use super::*;
use std::collections::HashSet;

/// Parse "1-4, 7-2, bye: 8" back into boards and the bye.
fn parse(option: &str) -> (Vec<(usize, usize)>, Option<usize>) {
    let mut boards = Vec::new();
    let mut bye = None;
    for part in option.split(", ") {
        if let Some(b) = part.strip_prefix("bye: ") {
            bye = Some(b.parse().unwrap());
        } else {
            let (w, b) = part.split_once('-').unwrap();
            boards.push((w.parse().unwrap(), b.parse().unwrap()));
        }
    }
    (boards, bye)
}

#[test]
fn options_are_complete_pairings_and_the_key_obeys_the_rules() {
    for seed in 0..2000 {
        let q = question(seed);
        let mut rng = rng(seed);
        let s = scenario(&mut rng);
        let st = s.event.standing();
        let n = s.event.players;
        for o in &q.options {
            let (boards, bye) = parse(&o.en);
            let mut seen = HashSet::new();
            for &(w, b) in &boards {
                assert!(seen.insert(w) && seen.insert(b), "seed {seed}: {}", o.en);
            }
            if let Some(b) = bye {
                assert!(seen.insert(b));
            }
            assert_eq!(seen.len(), n, "seed {seed}: {}", o.en);
            assert_eq!(bye.is_some(), n % 2 == 1, "seed {seed}");
        }
        // The key: no rematch, no second PAB, colours within the limits.
        let (boards, bye) = parse(&q.options[q.correct].en);
        for &(w, b) in &boards {
            assert!(!st.met[w - 1][b - 1], "seed {seed}: rematch in the key");
            for (p, white) in [(w - 1, true), (b - 1, false)] {
                let cd = st.cd[p] + if white { 1 } else { -1 };
                assert!(cd.abs() <= 2, "seed {seed}: player {} CD {cd}", p + 1);
                let mut played: Vec<Colour> = st.colours[p].iter().flatten().copied().collect();
                played.push(if white { Colour::White } else { Colour::Black });
                assert!(
                    !played.windows(3).any(|x| x[0] == x[1] && x[1] == x[2]),
                    "seed {seed}"
                );
            }
        }
        if let Some(b) = bye {
            assert!(st.bye_ok[b - 1], "seed {seed}: second PAB in the key");
        }
    }
}

/// The key is not given away by being the option the others are variations of: count, for
/// each option, the boards it shares with the other options.
#[test]
fn the_key_is_not_the_centre_of_the_options() {
    let mut centre = 0;
    for seed in 0..2000 {
        let q = question(seed);
        let boards: Vec<HashSet<(usize, usize)>> = q
            .options
            .iter()
            .map(|o| parse(&o.en).0.into_iter().collect())
            .collect();
        let shared: Vec<usize> = (0..boards.len())
            .map(|i| {
                (0..boards.len())
                    .filter(|&j| j != i)
                    .map(|j| boards[i].intersection(&boards[j]).count())
                    .sum()
            })
            .collect();
        let best = *shared.iter().max().unwrap();
        if shared[q.correct] == best && shared.iter().filter(|&&x| x == best).count() == 1 {
            centre += 1;
        }
    }
    eprintln!("key is the unique centre in {centre} of 2000");
    assert!(
        centre < 2000 * 35 / 100,
        "the key is the unique centre in {centre} of 2000"
    );
}

#[test]
fn every_mistake_kind_is_offered() {
    let mut seen = [false; 5];
    for seed in 0..600 {
        let q = question(seed);
        let e = &q.explanation.en;
        seen[0] |= e.contains("already met");
        seen[1] |= e.contains("colours reversed");
        seen[2] |= e.contains("rating order");
        seen[3] |= e.contains("top against next");
        seen[4] |= e.contains("already had the pairing-allocated bye");
    }
    assert_eq!(seen, [true; 5]);
}

#[test]
fn asks_rounds_two_and_three_with_and_without_floaters() {
    let stems: Vec<String> = (0..300).map(|s| question(s).stem.en).collect();
    assert!(stems.iter().any(|s| s.contains("pairing of round 2")));
    assert!(stems.iter().any(|s| s.contains("pairing of round 3")));
    let expl: Vec<String> = (0..300).map(|s| question(s).explanation.en).collect();
    assert!(expl.iter().any(|e| e.contains("+ MDP")));
}

/// The event sizes the engine draws (6–10 players, 5–9 rounds) keep the words the stem always
/// had, and other numbers take the CLDR plural forms of each language.
#[test]
fn players_and_rounds_take_the_plural_forms_of_each_language() {
    let intro = |l: Lang, players: usize, rounds: usize| {
        text_with(
            l,
            "swiss-pairing-intro",
            &args!["players" => players, "rounds" => rounds, "initial" => "x", "rules" => "r"],
        )
    };
    for players in 6..=10 {
        for rounds in 5..=9 {
            let n = (players, rounds);
            assert!(intro(Lang::En, n.0, n.1).contains(&format!(", {players} players, {rounds} rounds;")));
            assert!(intro(Lang::Pt, n.0, n.1).contains(&format!(", {players} jogadores, {rounds} rodadas;")));
            assert!(intro(Lang::Ru, n.0, n.1).contains(&format!(", {players} участников, {rounds} туров;")));
            assert!(intro(Lang::Sr, n.0, n.1).contains(&format!(", {players} igrača, {rounds} kola;")));
        }
    }
    assert!(intro(Lang::En, 1, 1).contains(", 1 player, 1 round;"));
    assert!(intro(Lang::Pt, 1, 1).contains(", 1 jogador, 1 rodada;"));
    assert!(intro(Lang::Ru, 21, 22).contains(", 21 участник, 22 тура;"));
    assert!(intro(Lang::Ru, 11, 12).contains(", 11 участников, 12 туров;"));
    assert!(intro(Lang::Sr, 21, 3).contains(", 21 igrač, 3 kola;"));
    assert!(intro(Lang::Sr, 11, 1).contains(", 11 igrača, 1 kolo;"));
}

/// The question pairs under the rules in force today and says so, in every language; the
/// explanation cites the 2026 basic rules by their numbers, never the letters of the earlier text.
#[test]
fn the_question_names_the_2026_rules_it_applies() {
    for seed in 0..40 {
        let q = question(seed);
        assert!(
            q.stem
                .en
                .contains("(C.04.3, rules in force from 1 February 2026)"),
            "{}",
            q.stem.en
        );
        assert!(
            q.stem
                .pt
                .contains("regras em vigor desde 1º de fevereiro de 2026")
        );
        assert!(q.stem.ru.contains("правила, действующие с 1 февраля 2026 года"));
        assert!(q.stem.sr.contains("pravila na snazi od 1. februara 2026)"));
        for text in [
            &q.explanation.en,
            &q.explanation.pt,
            &q.explanation.ru,
            &q.explanation.sr,
        ] {
            for old in [
                "C.04.1 b", "C.04.1 d", "C.04.1 e", "C.04.1 f", "E.1", "D.1", "A.9",
            ] {
                assert!(!text.contains(old), "seed {seed}: {old} in {text}");
            }
        }
        assert!(
            q.articles.iter().all(|a| !a.starts_with("C.04.1-")),
            "{:?}",
            q.articles
        );
    }
}
