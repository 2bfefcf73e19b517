//! Tests of the tie-break engine: the knowledge base's worked examples, an independent
//! recomputation from the question text, realistic crosstables, and options that give nothing
//! away.

use std::collections::{HashMap, HashSet};

use proptest::prelude::*;

use super::*;
use crate::rules::tie_breaks::tests::{six_players, wins_table};

/// The six-player, four-round table of `tb-buchholz-cut-and-median` and `tb-sonneborn-berger`
/// (players A–F = 0–5), shared with the tests of `rules::tie_breaks` where its values are checked.
fn kb_table() -> Crosstable {
    six_players()
}

/// The values of this table (BH, BH-C1, SB, Direct Encounter) are tested where they are
/// computed, in `crate::rules::tie_breaks`; here, the question it gives: A and B drew each
/// other, so DE leaves them level.
#[test]
fn knowledge_base_direct_encounter() {
    let t = kb_table();
    let q = question_for(1, &t, Ask::DirectEncounter(0, 1), &mut rng(1));
    assert_eq!(
        q.options[q.correct].en,
        "DE leaves them level: the next tie-break decides"
    );
    assert_eq!(q.options.len(), 3);
}

/// `tb-wins-win-vs-won`: 3 wins at the board, 2 losses, a forfeit win and a PAB: WIN 5, WON 3
/// (the count itself is tested in `crate::rules::tie_breaks`).
#[test]
fn knowledge_base_win_and_won() {
    let t = wins_table();
    let q = question_for(2, &t, Ask::WinWon(0), &mut rng(2));
    assert_eq!(q.options[q.correct].en, "WIN 5, WON 3");
    // The classic mistakes are offered: unplayed wins forgotten, or counted as won at the board.
    let shown: Vec<&str> = q.options.iter().map(|o| o.en.as_str()).collect();
    assert!(
        shown.contains(&"WIN 3, WON 3") || shown.contains(&"WIN 5, WON 5"),
        "{shown:?}"
    );
}

#[test]
fn points_display() {
    assert_eq!(points(0), "0");
    assert_eq!(points(2), "½");
    assert_eq!(points(1), "¼");
    assert_eq!(points(70), "17½");
    assert_eq!(points(41), "10¼");
    assert_eq!(points(12), "3");
}

#[test]
fn explanation_shows_the_sum() {
    let t = kb_table();
    let q = question_for(0, &t, Ask::Buchholz(0), &mut rng(0));
    assert!(
        q.explanation.en.contains("1½ + 1½ + 3 + 2 = 8"),
        "{}",
        q.explanation.en
    );
    let q = question_for(0, &t, Ask::SonnebornBerger(1), &mut rng(0));
    assert!(
        q.explanation.en.contains("1 + ½ × 1½ + ½ × 3 + 1½ = 4¾"),
        "{}",
        q.explanation.en
    );
    let q = question_for(0, &t, Ask::BuchholzCut1(0), &mut rng(0));
    assert!(q.explanation.en.contains("8 − 1½ = 6½"), "{}", q.explanation.en);
}

/// One parsed entry: (kind, opponent, result in quarters). Kinds: g game, f forfeit, p PAB, h half bye.
type Parsed = (char, usize, u32);

/// Parse the English crosstable of a stem: per player, the final score and the entries.
fn parse(stem: &str) -> Vec<(u32, Vec<Parsed>)> {
    let quarters = |s: &str| -> u32 {
        let s = s.trim();
        let (whole, frac) = match s.char_indices().find(|(_, c)| "¼½¾".contains(*c)) {
            Some((i, c)) => (&s[..i], [1, 2, 3]["¼½¾".chars().position(|x| x == c).unwrap()]),
            None => (s, 0),
        };
        whole.parse::<u32>().unwrap_or(0) * 4 + frac
    };
    stem.lines()
        .filter(|l| l.starts_with('P') && l.contains("): "))
        .map(|line| {
            let (head, rest) = line.split_once("): ").unwrap();
            let score = quarters(head.split_once(" (").unwrap().1);
            let entries = rest
                .split("; ")
                .map(|g| {
                    let (left, result) = g.rsplit_once(": ").unwrap();
                    let opp = left
                        .rsplit(" P")
                        .next()
                        .and_then(|x| x.parse::<usize>().ok())
                        .map_or(usize::MAX, |x| x - 1);
                    if left.ends_with("PAB") {
                        ('p', opp, 4)
                    } else if left.ends_with("half-point bye") {
                        ('h', opp, 2)
                    } else if result.ends_with("(forfeit)") {
                        ('f', opp, quarters(result.trim_end_matches("(forfeit)")))
                    } else {
                        ('g', opp, quarters(result))
                    }
                })
                .collect();
            (score, entries)
        })
        .collect()
}

/// Recompute the asked value from the parsed table, from the definitions alone: an opponent
/// counts with his final score, an own unplayed round with one's own final score.
fn recompute(stem: &str) -> String {
    let rows = parse(stem);
    // Scores recomputed from the entries agree with the printed ones.
    for (score, entries) in &rows {
        assert_eq!(*score, entries.iter().map(|e| e.2).sum::<u32>());
    }
    let last = stem.lines().last().unwrap();
    let who = |s: &str| {
        s.split('P')
            .nth(1)
            .unwrap()
            .split(|c: char| !c.is_ascii_digit())
            .next()
            .unwrap()
            .parse::<usize>()
            .unwrap()
            - 1
    };
    if last.contains("Direct Encounter") {
        let parts: Vec<&str> = last.split(' ').collect();
        let (a, b) = (who(parts[0]), who(parts[2]));
        let r = rows[a].1.iter().find(|e| e.0 == 'g' && e.1 == b).unwrap().2;
        return match r {
            4 => format!("P{} ranks higher", a + 1),
            0 => format!("P{} ranks higher", b + 1),
            _ => "DE leaves them level: the next tie-break decides".to_string(),
        };
    }
    let p = who(last);
    let own = rows[p].0;
    let contribution = |e: &Parsed| if e.0 == 'g' { rows[e.1].0 } else { own };
    let bh: u32 = rows[p].1.iter().map(contribution).sum();
    let value = if last.contains("Cut-1") {
        let cut = rows[p]
            .1
            .iter()
            .filter(|e| e.0 == 'h')
            .map(contribution)
            .min()
            .unwrap_or_else(|| rows[p].1.iter().map(contribution).min().unwrap());
        bh - cut
    } else if last.contains("Buchholz") {
        bh
    } else if last.contains("Sonneborn") {
        rows[p].1.iter().map(|e| contribution(e) * e.2 / 4).sum()
    } else {
        // WIN: every round scored as a win; WON: games won at the board.
        let win = rows[p].1.iter().filter(|e| e.2 == 4).count();
        let won = rows[p].1.iter().filter(|e| e.0 == 'g' && e.2 == 4).count();
        return format!("WIN {win}, WON {won}");
    };
    points(value)
}

#[test]
fn generated_answers_match_an_independent_recomputation() {
    let mut asked = HashSet::new();
    for seed in 0..500 {
        let q = question(seed);
        assert_eq!(
            q.options[q.correct].en,
            recompute(&q.stem.en),
            "seed {seed}\n{}",
            q.stem.en
        );
        asked.insert(
            q.stem
                .en
                .lines()
                .last()
                .unwrap()
                .split(' ')
                .take(4)
                .collect::<Vec<_>>()
                .join(" "),
        );
    }
    let kinds = ["(BH)", "(BH-C1)", "(SB)", "(WIN) and", "Direct Encounter"];
    for k in kinds {
        assert!(
            (0..500).any(|s| question(s).stem.en.contains(k)),
            "{k} never asked"
        );
    }
}

#[test]
fn crosstables_have_byes_forfeits_and_dummy_opponents() {
    let mut seen = [false; 4];
    for seed in 0..300 {
        let (t, ask) = scenario(&mut rng(seed));
        for row in &t.rows {
            seen[0] |= row.contains(&Entry::Pab);
            seen[1] |= row.contains(&Entry::HalfBye);
            seen[2] |= row.iter().any(|e| matches!(e, Entry::Forfeit { .. }));
        }
        if let Ask::Buchholz(p) | Ask::SonnebornBerger(p) | Ask::BuchholzCut1(p) = ask {
            seen[3] |= t.rows[p].iter().any(|e| !e.played());
        }
    }
    assert_eq!(seen, [true; 4]);
}

/// Which kind of question and its numeric options (in quarters), for numeric questions.
fn numeric_options(q: &Question) -> Option<(&'static str, Vec<u32>, u32)> {
    let last = q.stem.en.lines().last().unwrap();
    let kind = ["(BH)", "(BH-C1)", "(SB)"]
        .into_iter()
        .find(|k| last.contains(k))?;
    let parse = |s: &str| -> u32 {
        let (whole, frac) = match s.char_indices().find(|(_, c)| "¼½¾".contains(*c)) {
            Some((i, c)) => (&s[..i], [1, 2, 3]["¼½¾".chars().position(|x| x == c).unwrap()]),
            None => (s, 0),
        };
        whole.parse::<u32>().unwrap_or(0) * 4 + frac
    };
    let values: Vec<u32> = q.options.iter().map(|o| parse(&o.en)).collect();
    let key = values[q.correct];
    Some((kind, values, key))
}

#[test]
fn options_are_reachable_and_the_key_rank_tells_nothing() {
    let mut ranks = [0usize; 4];
    let mut keys: HashMap<&str, HashSet<u32>> = HashMap::new();
    let mut shown: HashMap<&str, HashSet<u32>> = HashMap::new();
    let mut numeric = 0;
    let mut per_kind: HashMap<&str, [usize; 4]> = HashMap::new();
    for seed in 0..3000 {
        let q = question(seed);
        let Some((kind, values, key)) = numeric_options(&q) else {
            continue;
        };
        numeric += 1;
        assert_eq!(values.len(), 4, "seed {seed}");
        let rounds = q
            .stem
            .en
            .split(" rounds")
            .next()
            .unwrap()
            .rsplit(' ')
            .next()
            .unwrap()
            .parse::<u32>()
            .unwrap();
        for &v in &values {
            // Sums of scores in half points; SB also takes quarters (½ × 1½), and never more
            // than the maximum.
            if kind != "(SB)" {
                assert!(v % 2 == 0, "seed {seed}: {v}");
            }
            assert!(v <= rounds * rounds * 4, "seed {seed}: {v}");
        }
        ranks[values.iter().filter(|&&v| v < key).count()] += 1;
        per_kind.entry(kind).or_insert([0usize; 4])[values.iter().filter(|&&v| v < key).count()] += 1;
        keys.entry(kind).or_default().insert(key);
        // Any player of the event may be the one asked about: his value is a possible key.
        let (t, _) = scenario(&mut rng(seed));
        for p in 0..t.players {
            let v = match kind {
                "(BH)" => t.buchholz(p),
                "(BH-C1)" => t.buchholz_cut1(p),
                _ => t.sonneborn_berger(p),
            };
            keys.entry(kind).or_default().insert(v);
        }
        shown.entry(kind).or_default().extend(values);
    }
    eprintln!("key ranks, smallest first: {ranks:?} of {numeric}; {per_kind:?}");
    for (i, &n) in ranks.iter().enumerate() {
        let share = n as f64 / numeric as f64;
        assert!(
            (0.15..=0.35).contains(&share),
            "key at rank {i} in {share:.2} of questions: {ranks:?}"
        );
    }
    // Every option shown is a value the answers of that kind take (the asked value or another
    // player's value in a generated event): literally for BH and BH-C1; within the
    // range for SB, whose quarter-point values are too many to all occur.
    for (kind, values) in &shown {
        let k = &keys[kind];
        let (lo, hi) = (*k.iter().min().unwrap(), *k.iter().max().unwrap());
        let outside: Vec<String> = values
            .iter()
            .filter(|v| match *kind {
                "(SB)" => !(lo..=hi).contains(*v),
                _ => !k.contains(v),
            })
            .map(|&v| points(v))
            .collect();
        assert!(
            outside.is_empty(),
            "{kind}: never a key ({}..{}): {outside:?}",
            points(lo),
            points(hi)
        );
    }
}

/// WIN and WON are asked as a pair: every option is a pair some player of a generated event
/// has (so never WON above WIN, never more than the rounds), and the key's place in the
/// (WIN, WON) order is not fixed.
#[test]
fn win_won_options_are_possible_pairs() {
    let parse = |s: &str| -> (u32, u32) {
        let (a, b) = s.strip_prefix("WIN ").unwrap().split_once(", WON ").unwrap();
        (a.parse().unwrap(), b.parse().unwrap())
    };
    let mut possible = HashSet::new();
    let mut shown = HashSet::new();
    let mut ranks = [0usize; 4];
    let mut asked = 0;
    // What players of generated events have, from more events than are asked: a pair like
    // WIN 7, WON 6 (six wins at the board and the PAB) is rare.
    for seed in 0..8_000 {
        let (t, _) = scenario(&mut rng(seed));
        for p in 0..t.players {
            possible.insert((t.win(p), t.won(p)));
        }
    }
    for seed in 0..3000 {
        let q = question(seed);
        if !q.stem.en.contains("(WIN) and") {
            continue;
        }
        asked += 1;
        let values: Vec<(u32, u32)> = q.options.iter().map(|o| parse(&o.en)).collect();
        assert_eq!(values.len(), 4, "seed {seed}");
        let key = values[q.correct];
        ranks[values.iter().filter(|&&v| v < key).count()] += 1;
        shown.extend(values);
    }
    let never: Vec<_> = shown.difference(&possible).collect();
    assert!(never.is_empty(), "pairs no player has: {never:?}");
    eprintln!("WIN/WON key ranks: {ranks:?} of {asked}");
    for r in ranks {
        assert!(r * 100 / asked >= 10, "{ranks:?}");
    }
}

proptest! {
    #[test]
    fn crosstables_are_realistic(seed in any::<u64>()) {
        let t = crosstable(&mut rng(seed));
        prop_assert!((7..=10).contains(&t.players));
        prop_assert!((5..=7).contains(&t.rounds));
        let mut met = HashSet::new();
        for r in 0..t.rounds {
            let mut pabs = 0;
            let mut absent = 0;
            for p in 0..t.players {
                prop_assert_eq!(t.rows[p].len(), t.rounds);
                match t.rows[p][r] {
                    Entry::Game { opponent, white, result } => {
                        let Entry::Game { opponent: back, white: w2, result: r2 } = t.rows[opponent][r] else {
                            return Err(TestCaseError::fail("one-sided game"));
                        };
                        prop_assert!(back == p && white != w2 && result + r2 == Q);
                        if p < opponent {
                            prop_assert!(met.insert((p, opponent)), "rematch");
                        }
                    }
                    Entry::Forfeit { opponent, won } => {
                        prop_assert_eq!(t.rows[opponent][r], Entry::Forfeit { opponent: p, won: !won });
                        prop_assert_eq!(r + 1, t.rounds);
                    }
                    Entry::Pab => pabs += 1,
                    Entry::HalfBye => absent += 1,
                    other => return Err(TestCaseError::fail(format!("unexpected round {other:?}"))),
                }
            }
            // A PAB exactly when the players to pair are odd in number.
            prop_assert_eq!(pabs, (t.players - absent) % 2);
        }
        for p in 0..t.players {
            prop_assert!(t.rows[p].iter().filter(|e| **e == Entry::Pab).count() <= 1);
            // Colours of the games played: difference within ±2, never three in a row.
            let colours: Vec<bool> = t.rows[p].iter().filter_map(|e| match e { Entry::Game { white, .. } => Some(*white), _ => None }).collect();
            let diff: i32 = colours.iter().map(|&w| if w { 1 } else { -1 }).sum();
            prop_assert!(diff.abs() <= 2, "P{} colour difference {diff}", p + 1);
            prop_assert!(!colours.windows(3).any(|w| w[0] == w[1] && w[1] == w[2]), "P{} three in a row", p + 1);
            prop_assert!(t.buchholz_cut1(p) <= t.buchholz(p));
            prop_assert!(t.sonneborn_berger(p) <= t.buchholz(p));
            prop_assert!(t.won(p) <= t.win(p));
        }
    }

    #[test]
    fn any_seed_matches_recomputation(seed in any::<u64>()) {
        let q = question(seed);
        prop_assert_eq!(q.options[q.correct].en.clone(), recompute(&q.stem.en));
    }
}
