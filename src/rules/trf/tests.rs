//! The TRF reader: the fixtures of `tests/fixtures/trf/` read back with the points they declare
//! and the tie-breaks an independent engine gave for them (see PROVENANCE.md there), each kind
//! of problem reported with its line, and input that must not make it panic.

use super::*;
use crate::rules::tie_breaks::{TieBreak, Value, compute, standings};

const SWISS: &[u8] = include_bytes!("../../../tests/fixtures/trf/swiss-10x5.trf");
const ROUND_ROBIN: &[u8] = include_bytes!("../../../tests/fixtures/trf/round-robin-6.trf");
const EXPECTED: &str = include_str!("../../../tests/fixtures/trf/expected-tie-breaks.json");

fn fixtures() -> [(&'static str, &'static [u8]); 2] {
    [("swiss-10x5.trf", SWISS), ("round-robin-6.trf", ROUND_ROBIN)]
}

/// A player line with the given rounds (each "0002 w 1"), the other fields filled.
fn player(start: u32, name: &str, points: &str, rounds: &[&str]) -> String {
    let mut s = format!(
        "001 {start:>4} m    {name:<33} 2000 ENG {:>11} 2000/01/01 {points:>4} {start:>4}",
        1000 + start
    );
    for r in rounds {
        s.push_str("  ");
        s.push_str(r);
    }
    s
}

fn problems(text: &str) -> Vec<Problem> {
    match parse(text.as_bytes()) {
        Ok(t) => panic!("expected errors, read {} players", t.players.len()),
        Err(e) => e.problems,
    }
}

#[test]
fn the_fixtures_read_with_their_header_and_declared_points() {
    for (name, bytes) in fixtures() {
        let t = parse(bytes).unwrap_or_else(|e| panic!("{name}: {e}"));
        assert!(t.warnings.is_empty(), "{name}: {:?}", t.warnings);
        assert_eq!(t.rounds, 5, "{name}");
        assert_eq!(t.rounds_complete(), 5, "{name}");
        for p in &t.players {
            assert_eq!(p.points_declared, Some(p.points()), "{name} player {}", p.start);
        }
        let x = t.crosstable();
        for (i, p) in t.players.iter().enumerate() {
            assert_eq!(x.score(i), p.points(), "{name} player {}", p.start);
        }
    }
    let t = parse(SWISS).unwrap();
    assert_eq!(t.name, "Arbiter-kb fixture Swiss (hand-made)");
    assert_eq!(t.players_declared, Some(10));
    assert_eq!(t.round_dates.len(), 5);
    assert_eq!(t.time_control.as_deref(), Some("90 min + 30 s/move"));
    // Names in UTF-8 keep the columns after them in place: columns count characters.
    let p5 = &t.players[4];
    assert_eq!(p5.name, "Иванова, Мария");
    assert_eq!(
        (p5.rating, p5.fed.as_str(), p5.fide_id),
        (Some(2000), "RUS", Some(4100005))
    );
    assert_eq!(
        p5.games[1],
        RoundEntry::ForfeitLoss {
            opponent: 4,
            colour: Some(Side::Black)
        }
    );
    assert_eq!(p5.games[3], RoundEntry::ZeroBye);
    assert_eq!(t.players[9].rating, None);
    assert_eq!(t.players[9].games[1], RoundEntry::PairingBye);
    assert_eq!(t.players[8].games[1], RoundEntry::HalfBye);
}

/// Every value of `expected-tie-breaks.json` (computed by tiebreak-core, see PROVENANCE.md)
/// equals ours.
#[test]
fn the_fixtures_tie_breaks_agree_with_the_independent_engine() {
    let expected: serde_json::Value = serde_json::from_str(EXPECTED).unwrap();
    let mut checked = 0;
    for (name, bytes) in fixtures() {
        let t = parse(bytes).unwrap();
        let x = t.crosstable();
        let ratings = t.ratings();
        let table = expected[name].as_object().unwrap();
        for (start, values) in table {
            let i = t.index_of(start.parse().unwrap()).unwrap();
            for (key, v) in values.as_object().unwrap() {
                let v = v.as_f64().unwrap();
                let ours = if key == "points" {
                    Value::Points(x.score(i))
                } else {
                    compute(&x, &ratings, TieBreak::parse(key).unwrap(), i).unwrap()
                };
                let theirs = match ours {
                    Value::Points(_) => Value::Points((v * 4.0).round() as u32),
                    Value::Count(_) => Value::Count(v.round() as u32),
                    Value::Rating(_) => Value::Rating(v.round() as u32),
                };
                assert_eq!(ours, theirs, "{name} player {start} {key}");
                checked += 1;
            }
        }
    }
    assert_eq!(checked, 16 * 14);
}

/// The Swiss fixture ranked by points, BH-C1, BH, SB: players 1 and 4 on 4 points (4 ahead on
/// BH-C1 13 against 12½), then 2 and 3 on 3 (BH-C1 13½ against 11), 7 alone on 2½, then 8, 9
/// and 10 on 2 (BH-C1 11½, 11, 10½), then 6 before 5 on 1½ (11½ against 7).
#[test]
fn the_swiss_fixture_standings() {
    let t = parse(SWISS).unwrap();
    let x = t.crosstable();
    let keys = [TieBreak::BhC1, TieBreak::Bh, TieBreak::Sb];
    let s = standings(&x, &t.ratings(), &keys);
    let order: Vec<u32> = s.iter().map(|st| t.players[st.player].start).collect();
    assert_eq!(order, [4, 1, 2, 3, 7, 8, 9, 10, 6, 5]);
    assert!(s.iter().all(|st| !st.shared));
    // By points and WIN only, 8 and 9 (one win each) share 7th–8th place.
    let s = standings(&x, &t.ratings(), &[TieBreak::Win]);
    let eight = s.iter().find(|st| t.players[st.player].start == 8).unwrap();
    assert_eq!((eight.rank, eight.last, eight.shared), (7, 8, true));
    // Direct Encounter first: 1 beat 4 (round 3) and goes ahead of him; 2 and 3 drew, so
    // BH-C1 still puts 2 first.
    let s = standings(&x, &t.ratings(), &[TieBreak::De, TieBreak::BhC1]);
    let order: Vec<u32> = s.iter().map(|st| t.players[st.player].start).collect();
    assert_eq!(order[..4], [1, 4, 2, 3]);
}

#[test]
fn crlf_line_endings_and_a_byte_order_mark_read_the_same() {
    let text = std::str::from_utf8(SWISS).unwrap();
    let crlf = format!("\u{feff}{}", text.replace('\n', "\r\n"));
    assert_eq!(parse(crlf.as_bytes()).unwrap(), parse(SWISS).unwrap());
}

/// bbpPairings (and old Mac programs) end lines with a lone carriage return.
#[test]
fn carriage_return_line_endings_read_the_same_and_keep_line_numbers() {
    let text = std::str::from_utf8(SWISS).unwrap();
    let cr = text.replace('\n', "\r");
    assert_eq!(parse(cr.as_bytes()).unwrap(), parse(SWISS).unwrap());
    let broken = text.replacen("001    1", "001    x", 1);
    let line = |t: &str| parse(t.as_bytes()).unwrap_err().problems[0].line;
    assert_eq!(line(&broken.replace('\n', "\r")), line(&broken));
}

#[test]
fn a_latin_1_file_reads_its_names() {
    let line = player(1, "Müller, Jürgen", "0.0", &["0000 - Z"]);
    let latin1: Vec<u8> = line.chars().map(|c| c as u8).collect();
    let t = parse(&latin1).unwrap();
    assert_eq!(t.players[0].name, "Müller, Jürgen");
    assert_eq!(t.players[0].rating, Some(2000));
}

#[test]
fn a_round_paired_but_not_played_is_kept_and_left_out_of_the_crosstable() {
    let text = [
        player(1, "A", "1.0", &["0002 w 1", "0002 b  "]),
        player(2, "B", "0.0", &["0001 b 0", "0001 w *"]),
    ]
    .join("\n");
    let t = parse(text.as_bytes()).unwrap();
    assert_eq!(
        t.players[0].games[1],
        RoundEntry::Paired {
            opponent: 2,
            colour: Some(Side::Black)
        }
    );
    assert_eq!((t.rounds_recorded(), t.rounds_complete()), (2, 1));
    assert_eq!(t.crosstable().rounds, 1);
}

#[test]
fn every_problem_is_reported_with_its_line() {
    let text = [
        "012 Broken".to_string(),
        player(1, "A", "1.0", &["0002 w 1", "0023 b 1"]),
        player(2, "B", "0.0", &["0001 w 0", "0000 - x"]),
        player(2, "C", "0.0", &["0000 - Z"]),
        player(3, "D", "0.0", &["0001 w 0"]),
    ]
    .join("\n");
    let found = problems(&text);
    let kinds: Vec<(usize, &ProblemKind)> = found.iter().map(|p| (p.line, &p.kind)).collect();
    assert!(kinds.contains(&(
        2,
        &ProblemKind::UnknownOpponent {
            player: 1,
            round: 2,
            opponent: 23
        }
    )));
    assert!(kinds.contains(&(
        3,
        &ProblemKind::BadResult {
            player: 2,
            round: 2,
            found: 'x'
        }
    )));
    assert!(kinds.contains(&(
        4,
        &ProblemKind::DuplicateStartNumber {
            player: 2,
            first_line: 3
        }
    )));
    // Both sides of round 1 have White; player 3 claims player 1, who played 2.
    assert!(kinds.contains(&(
        2,
        &ProblemKind::ColourMismatch {
            player: 1,
            round: 1,
            opponent: 2
        }
    )));
    assert!(kinds.contains(&(
        5,
        &ProblemKind::PairingMismatch {
            player: 3,
            round: 1,
            opponent: 1,
            opponent_has: Some(2)
        }
    )));
    let bad = found
        .iter()
        .find(|p| matches!(p.kind, ProblemKind::BadResult { .. }))
        .unwrap();
    assert_eq!(bad.column, Some(109));
    assert_eq!(
        bad.to_string(),
        "line 3, column 109: player 2's round 2 result 'x' is not a TRF result code"
    );
    let unknown = found
        .iter()
        .find(|p| matches!(p.kind, ProblemKind::UnknownOpponent { .. }))
        .unwrap();
    assert_eq!(
        unknown.to_string(),
        "line 2, column 102: the opponent 0023 of player 1 in round 2 is not in the file"
    );
}

#[test]
fn results_that_do_not_match_are_errors_and_declared_points_a_warning() {
    let both_won = [
        player(1, "A", "1.0", &["0002 w 1"]),
        player(2, "B", "1.0", &["0001 b 1"]),
    ]
    .join("\n");
    assert_eq!(
        problems(&both_won)[0].kind,
        ProblemKind::ResultMismatch {
            player: 1,
            round: 1,
            opponent: 2
        }
    );
    let wrong_points = [
        player(1, "A", "2.5", &["0002 w =", "0000 - H"]),
        player(2, "B", "0.5", &["0001 b =", "0000 - U"]),
    ]
    .join("\n");
    let t = parse(wrong_points.as_bytes()).unwrap();
    // A: ½ + ½ = 1, not 2½; B: ½ + 1 = 1½, not ½.
    let w: Vec<&ProblemKind> = t.warnings.iter().map(|w| &w.kind).collect();
    assert_eq!(
        w,
        [
            &ProblemKind::PointsMismatch {
                player: 1,
                declared: 10,
                computed: 4
            },
            &ProblemKind::PointsMismatch {
                player: 2,
                declared: 2,
                computed: 6
            },
        ]
    );
    assert_eq!(
        t.warnings[0].to_string(),
        "line 1, column 81: player 1 is declared with 2.5 points, the results give 1"
    );
    // A double forfeit is no mismatch.
    let double = [
        player(1, "A", "0.0", &["0002 w -"]),
        player(2, "B", "0.0", &["0001 b -"]),
    ]
    .join("\n");
    assert!(parse(double.as_bytes()).is_ok());
}

#[test]
fn limits_give_clear_errors() {
    let big = vec![b' '; MAX_BYTES + 1];
    assert_eq!(
        parse(&big).unwrap_err().problems[0].kind,
        ProblemKind::TooLarge {
            bytes: MAX_BYTES + 1,
            limit: MAX_BYTES
        }
    );
    let rounds: Vec<&str> = vec!["0000 - Z"; MAX_ROUNDS + 1];
    let long = player(1, "A", "0.0", &rounds);
    assert!(matches!(
        problems(&long)[0].kind,
        ProblemKind::TooManyRounds { count: 31, limit: 30 }
    ));
    assert!(matches!(
        problems("XXR 99")[0].kind,
        ProblemKind::TooManyRounds { .. }
    ));
    let many: Vec<String> = (1..=MAX_PLAYERS as u32 + 1)
        .map(|s| format!("001 {s:>4}"))
        .collect();
    assert!(
        problems(&many.join("\n"))
            .iter()
            .any(|p| p.kind == ProblemKind::TooManyPlayers { limit: MAX_PLAYERS })
    );
    assert_eq!(problems("")[0].kind, ProblemKind::NoPlayers);
}

/// Garbage, truncated lines, multibyte characters anywhere: errors or data, never a panic.
#[test]
fn no_input_makes_it_panic() {
    let text = std::str::from_utf8(SWISS).unwrap();
    let mut inputs: Vec<Vec<u8>> = vec![
        b"\x00\xff\xfe garbage \n\n\r\n001".to_vec(),
        "001 ½½½½ ééé".as_bytes().to_vec(),
        "001    1 m    Ä".as_bytes().to_vec(),
        "001    1".as_bytes().to_vec(),
        "132 ".repeat(500).into_bytes(),
    ];
    // Every prefix of a player line, and the line with each character made multibyte.
    let line = text.lines().find(|l| l.starts_with("001")).unwrap();
    for cut in 0..=line.chars().count() {
        inputs.push(line.chars().take(cut).collect::<String>().into_bytes());
        let mut chars: Vec<char> = line.chars().collect();
        if cut < chars.len() {
            chars[cut] = 'Ж';
            inputs.push(chars.into_iter().collect::<String>().into_bytes());
        }
    }
    // The whole file cut at every 97th byte (mid-character included).
    for cut in (0..SWISS.len()).step_by(97) {
        inputs.push(SWISS[..cut].to_vec());
    }
    // Pseudo-random bytes.
    let alphabet = b"001 0123456789wb-=+HFUZ*\n\xc3\xa9";
    let mut seed: u64 = 0x2545_f491_4f6c_dd1d;
    for _ in 0..200 {
        let bytes: Vec<u8> = (0..300)
            .map(|_| {
                seed ^= seed << 13;
                seed ^= seed >> 7;
                seed ^= seed << 17;
                alphabet[(seed % alphabet.len() as u64) as usize]
            })
            .collect();
        inputs.push(bytes);
    }
    for input in inputs {
        if let Ok(t) = parse(&input) {
            let x = t.crosstable();
            for p in 0..x.players {
                for k in TieBreak::ALL {
                    let _ = compute(&x, &t.ratings(), k, p);
                }
            }
        }
    }
}
