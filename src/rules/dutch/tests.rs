//! Cases constructed on the text of C.04.3 (the version in force until 31 January 2026), each
//! paired by hand in its comment (the chapter itself gives no whole-round examples; the
//! examples it does give, for D.1 and D.2, are reproduced in `generation.rs`), and property
//! tests over random events.

use super::*;
use proptest::prelude::*;
use rand::{Rng, SeedableRng};

/// An event paired under the rules until 2026, the text these cases were constructed on.
fn old(players: usize, initial: Colour) -> Event {
    Event::under(Edition::Until2026, players, initial)
}

/// Boards as "White-Black" with pairing numbers, then "bye N".
fn show(p: &Pairing) -> String {
    let mut v: Vec<String> = p
        .boards
        .iter()
        .map(|(w, b)| format!("{}-{}", w + 1, b + 1))
        .collect();
    if let Some(b) = p.bye {
        v.push(format!("bye {}", b + 1));
    }
    v.join(" ")
}

/// A round from "White-Black result" triples with pairing numbers (result = White's half points).
fn round(boards: &[(usize, usize, u32)], bye: Option<usize>) -> Round {
    Round {
        boards: boards.iter().map(|&(w, b, r)| (w - 1, b - 1, r)).collect(),
        bye: bye.map(|b| b - 1),
        absent: Vec::new(),
    }
}

/// Case 1 — round 1, 8 players, White drawn for player 1. One scoregroup: S1 = 1–4,
/// S2 = 5–8, S1 against S2 in order (B.3); nobody has a preference, so E.5 gives the initial
/// colour to the odd-numbered higher-ranked player: 1 White, 2 Black, 3 White, 4 Black.
#[test]
fn case_1_round_one_even() {
    let ev = old(8, Colour::White);
    let (p, _) = ev.pair_next().unwrap();
    assert_eq!(show(&p), "1-5 6-2 3-7 8-4");
}

/// Case 2 — round 1, 7 players, Black drawn for player 1. MaxPairs = 3: S1 = 1–3,
/// S2 = 4–7; 7 is left in the last bracket and gets the PAB. E.5: 1 Black, 2 White, 3 Black.
#[test]
fn case_2_round_one_odd_gets_the_pab() {
    let ev = old(7, Colour::Black);
    let (p, _) = ev.pair_next().unwrap();
    assert_eq!(show(&p), "4-1 2-5 6-3 bye 7");
}

/// The event of cases 3 and 4: 8 players, White for 1; round 1 as in case 1 with
/// 1–5 1-0, 6–2 0-1, 3–7 ½-½, 8–4 0-1.
fn case_3_event() -> Event {
    let mut ev = old(8, Colour::White);
    ev.rounds
        .push(round(&[(1, 5, 2), (6, 2, 0), (3, 7, 1), (8, 4, 0)], None));
    ev
}

/// Case 3 — round 2 with floaters. Scores: 1, 2, 4 on 1; 3, 7 on ½; 5, 6, 8 on 0. After
/// one game every preference is strong: 1, 3, 6, 8 want Black; 2, 4, 5, 7 want White.
/// - Bracket 1 {1, 2, 4}: MaxPairs 1, S1 = 1, S2 = 2, 4. 1–2 is legal and as good as 1–4
///   on every criterion, so the first candidate stands; 4 floats. Colours: 2 White (E.1).
/// - Bracket ½: MDP 4 with residents 3, 7: 4–3 (both preferences granted); 7 floats.
/// - Bracket 0: MDP 7 with 5, 6, 8. 7–5 would leave both wanting White (C10), 7–6 with 5–8
///   grants every preference: transposition chosen. 7 White, 5 White.
#[test]
fn case_3_round_two_floaters_and_a_transposition() {
    let ev = case_3_event();
    let (p, trace) = ev.pair_next().unwrap();
    assert_eq!(show(&p), "2-1 4-3 7-6 5-8");
    assert_eq!(trace.len(), 3);
    assert_eq!(trace[0].floaters, [3]);
    assert_eq!(trace[1].floaters, [6]);
    assert!(trace[2].candidate > 0, "bracket 0 needed a transposition");
}

/// Case 4 — round 3 of the same event after 2–1 ½-½, 4–3 1-0, 7–6 1-0, 5–8 ½-½.
/// Scores: 4 on 2; 1, 2, 7 on 1½; 3, 5, 8 on ½; 6 on 0. Colours are balanced (CD 0), so
/// preferences are mild: alternate (1, 3, 6, 8 White; 2, 4, 5, 7 Black).
/// - Bracket 2 {4}: alone, floats.
/// - Bracket 1½: MDP 4, S2 = 1, 2, 7. 4–1 with remainder 2–7 is legal; 4–7 would force the
///   rematch 1–2; 4–2 also costs one preference. First candidate: 1–4 (1 White, E.1) and
///   2–7, where both want Black: no history of different colours (E.3), so the higher-ranked
///   2 gets his preference (E.4): 7–2.
/// - Bracket ½ {3, 5, 8}: 3–5 grants both preferences (3–8 would not); 8 floats.
/// - Bracket 0: MDP 8 with 6: both want White; E.4 gives it to the higher-ranked 8.
#[test]
fn case_4_round_three_e3_e4_colours() {
    let mut ev = case_3_event();
    ev.rounds
        .push(round(&[(2, 1, 1), (4, 3, 2), (7, 6, 2), (5, 8, 1)], None));
    let (p, _) = ev.pair_next().unwrap();
    assert_eq!(show(&p), "1-4 7-2 3-5 8-6");
}

/// Case 5 — C12 and the PAB in round 2. 7 players, White for 1. Round 1 (case 2's
/// method): 1–4 1-0, 5–2 ½-½, 3–6 0-1, PAB 7. Scores: 1, 6, 7 on 1; 2, 5 on ½; 3, 4 on 0.
/// - Bracket 1 {1, 6, 7}: 1–6 (7 floats) and 1–7 (6 floats) tie on C5–C11, but 7's PAB was
///   a downfloat in round 1, so C12 picks 1–7; 7 has no preference, 1 gets Black: 7–1.
/// - Bracket ½: MDP 6 with 2, 5: 6–2 both want White, 6–5 grants both: 6–5; 2 floats.
/// - Last bracket: MDP 2 with 3, 4: 2–3 grants both preferences; 4 gets the PAB (C2: he has
///   had none).
#[test]
fn case_5_repeated_downfloat_and_the_pab() {
    let mut ev = old(7, Colour::White);
    let (r1, _) = ev.pair_next().unwrap();
    assert_eq!(show(&r1), "1-4 5-2 3-6 bye 7");
    ev.rounds.push(round(&[(1, 4, 2), (5, 2, 1), (3, 6, 0)], Some(7)));
    let (p, _) = ev.pair_next().unwrap();
    assert_eq!(show(&p), "7-1 6-5 2-3 bye 4");
}

/// Case 6 — C3 and an MDP exchange. 6 players, White for 1. Round 1: 1–4 1-0, 5–2 0-1,
/// 3–6 1-0; round 2: 1–2 1-0, 3–5 1-0, 6–4 ½-½. Scores: 1, 3 on 2; 2 on 1; 4, 6 on ½; 5 on 0.
/// 1 and 3 both had White twice: absolute preference for Black, so they may not meet (C3).
/// - Bracket 2 {1, 3}: no legal pair; both float.
/// - Bracket 1: MDPs 1, 3 and resident 2; M1 = 1. S1 = 1 gives the rematch 1–2, so the MDP
///   exchange (D.3) puts 3 in S1: 3–2, and 1 floats again. 2 (Black twice) gets White.
/// - Bracket ½: MDP 1 with 4, 6: 1–4 is a rematch, so 1–6; 1 keeps his absolute Black.
/// - Last bracket: 4 (Black twice, absolute) and 5 (mild White): 4 White.
#[test]
fn case_6_absolute_colours_and_an_mdp_exchange() {
    let mut ev = old(6, Colour::White);
    ev.rounds.push(round(&[(1, 4, 2), (5, 2, 0), (3, 6, 2)], None));
    ev.rounds.push(round(&[(1, 2, 2), (3, 5, 2), (6, 4, 1)], None));
    let st = ev.standing();
    assert_eq!(
        st.pref[0],
        Preference {
            colour: Some(Colour::Black),
            strength: Strength::Absolute
        }
    );
    let (p, trace) = ev.pair_next().unwrap();
    assert_eq!(show(&p), "2-3 6-1 4-5");
    assert_eq!(trace[0].floaters, [0, 2]);
    assert_eq!(trace[1].pairs, [(2, 1)]);
}

/// Case 7 — the order of resident exchanges (D.2) in an 8-player bracket: BSN 4↔5 first;
/// then the difference 2: 4↔6 before 3↔5 (rule c, the higher BSN leaves S1); then the
/// difference 3: 4↔7, 3↔6, 2↔5.
#[test]
fn case_7_exchange_order() {
    let s1 = [1, 2, 3, 4];
    let s2 = [5, 6, 7, 8];
    let ex = exchanges(&s1, &s2);
    let singles: Vec<(usize, usize)> = ex[1..7].iter().map(|(a, b)| (a[0], b[0])).collect();
    assert_eq!(singles, [(4, 5), (4, 6), (3, 5), (4, 7), (3, 6), (2, 5)]);
    // Two-player exchanges come after all the single ones; rule b then c: 3+4 ↔ 5+6 first.
    let first_pair = ex.iter().find(|(a, _)| a.len() == 2).unwrap();
    assert_eq!(first_pair, &(vec![3, 4], vec![5, 6]));
}

/// Case 8 — preferences (A.6 a–d), constructed on the article:
/// White, Black, Black is CD −1 but Black twice running: absolute for White.
#[test]
fn case_8_preferences() {
    use Colour::{Black as B, White as W};
    let p = |c: &[Colour]| preference(c);
    assert_eq!(
        p(&[W, B, B]),
        Preference {
            colour: Some(W),
            strength: Strength::Absolute
        }
    );
    assert_eq!(
        p(&[W]),
        Preference {
            colour: Some(B),
            strength: Strength::Strong
        }
    );
    assert_eq!(
        p(&[W, B]),
        Preference {
            colour: Some(W),
            strength: Strength::Mild
        }
    );
    assert_eq!(
        p(&[W, W, B, W]),
        Preference {
            colour: Some(B),
            strength: Strength::Absolute
        }
    );
    assert_eq!(
        p(&[]),
        Preference {
            colour: None,
            strength: Strength::None
        }
    );
}

/// A.6 a and C.04.1 f–g say the same thing from two sides: over every colour history C.04.1
/// allows (up to six games), a preference is absolute exactly when C.04.1 f–g forbid one
/// colour for the next game, and it is the other colour (a case constructed on the articles).
#[test]
fn an_absolute_preference_is_the_only_colour_c04_1_allows() {
    use crate::rules::swiss::colour_allowed;
    let mut histories: Vec<Vec<Colour>> = vec![Vec::new()];
    for _ in 0..6 {
        let mut longer = Vec::new();
        for h in &histories {
            for c in [Colour::White, Colour::Black] {
                if colour_allowed(h, c) {
                    let mut next = h.clone();
                    next.push(c);
                    longer.push(next);
                }
            }
        }
        for h in &longer {
            let p = preference(h);
            let allowed: Vec<Colour> = [Colour::White, Colour::Black]
                .into_iter()
                .filter(|&c| colour_allowed(h, c))
                .collect();
            assert!(!allowed.is_empty(), "{h:?}: no colour left");
            if p.strength == Strength::Absolute {
                assert_eq!(allowed, [p.colour.unwrap()], "{h:?}");
            } else {
                assert_eq!(allowed.len(), 2, "{h:?}");
            }
        }
        histories = longer;
    }
}

/// Case 9 — E.3 looks at played games only (C.04.2 D.5) and "higher ranked" includes the
/// score. 7 players, Black for 1. R1: 4–1 ½, 2–5 1-0, 6–3 0-1, PAB 7; R2: 7–2 ½, 3–4 0-1,
/// 1–6 1-0, PAB 5; R3: 2–1 ½, 4–7 ½, 5–3 1-0, PAB 6.
/// Players 6 (White, Black, PAB: 1 point) and 7 (PAB, White, Black: 2 points) meet, both with
/// a mild preference for White. Round by round they differ in round 2, but with the unplayed
/// rounds left out both played White then Black, so E.3 does not decide; E.4 gives 7, ranked
/// higher on score, his White: 7–6. Player 3 (no PAB yet) gets the PAB.
#[test]
fn case_9_colours_skip_unplayed_rounds() {
    let mut ev = old(7, Colour::Black);
    ev.rounds.push(round(&[(4, 1, 1), (2, 5, 2), (6, 3, 0)], Some(7)));
    ev.rounds.push(round(&[(7, 2, 1), (3, 4, 0), (1, 6, 2)], Some(5)));
    ev.rounds.push(round(&[(2, 1, 1), (4, 7, 1), (5, 3, 2)], Some(6)));
    let (p, _) = ev.pair_next().unwrap();
    assert_eq!(show(&p), "1-5 4-2 7-6 bye 3");
}

/// Case 10 — C7 looks at the next bracket under the absolute criteria, C2 included when
/// that bracket is the last. 9 players, Black for 1. R1: 5–1 ½, 2–6 1-0, 7–3 ½, 4–8 ½, PAB 9;
/// R2: 9–2 1-0, 1–7 1-0, 3–4 0-1, 8–5 1-0, PAB 6; R3: 4–9 ½, 8–1 1-0, 2–3 ½, 6–5 0-1, PAB 7.
/// Scores: 8, 9 on 2½; 4 on 2; 1, 2, 5, 7 on 1½; 3, 6 on 1. 8–9 pair; 4 floats into 1½.
/// In the 1½ bracket (MDP 4; 1, 2, 5, 7) every candidate pairs two boards and floats one
/// player; colours can be granted in all the ones that matter. Floating 5 (4–1, 2–7) leaves the
/// last bracket {3, 5, 6} only 3–6 with the PAB to 5 (5–6 met; 6 already had a PAB), PSD
/// [1½, 0]; floating 7 or 1 gives PSD [1, ½] there (7–6 or 1–6, PAB to 3), so C7 rules 5 out.
/// Floating 7 (4–1, 2–5) repeats 7's downfloat of round 3 (his PAB), which C12 avoids: 7–4,
/// 5–2, 1 floats, then 1–6 and the PAB to 3. (The FIDE-endorsed bbpPairings 5.0.1 pairs it the
/// same way.)
#[test]
fn case_10_lookahead_respects_the_pab_rule() {
    let mut ev = old(9, Colour::Black);
    ev.rounds
        .push(round(&[(5, 1, 1), (2, 6, 2), (7, 3, 1), (4, 8, 1)], Some(9)));
    ev.rounds
        .push(round(&[(9, 2, 2), (1, 7, 2), (3, 4, 0), (8, 5, 2)], Some(6)));
    ev.rounds
        .push(round(&[(4, 9, 1), (8, 1, 2), (2, 3, 1), (6, 5, 0)], Some(7)));
    let (p, trace) = ev.pair_next().unwrap();
    assert_eq!(show(&p), "9-8 7-4 5-2 1-6 bye 3");
    assert_eq!(trace[2].floaters, [0]);
}

/// Play `rounds` rounds of random results (with forfeits never: every game played).
fn random_event(seed: u64, players: usize, rounds: usize) -> Option<Event> {
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
    let initial = if rng.random_bool(0.5) {
        Colour::White
    } else {
        Colour::Black
    };
    let mut ev = old(players, initial);
    for _ in 0..rounds {
        let (p, _) = ev.pair_next()?;
        let boards = p
            .boards
            .iter()
            .map(|&(w, b)| (w, b, rng.random_range(0..3u32)))
            .collect();
        ev.rounds.push(Round {
            boards,
            bye: p.bye,
            absent: Vec::new(),
        });
    }
    Some(ev)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    /// Whatever the results: every player once, no rematch, the PAB only for an odd field and
    /// never twice, colour difference within ±2 and never three of a colour running.
    #[test]
    fn pairings_obey_the_basic_rules(seed in any::<u64>(), players in 6usize..=10, rounds in 1usize..=5) {
        let Some(ev) = random_event(seed, players, rounds) else {
            // A dead end is possible late in tiny events; the rules then hand it to the arbiter.
            prop_assume!(false);
            unreachable!()
        };
        let mut met = std::collections::HashSet::new();
        let mut byes = vec![0; players];
        for r in &ev.rounds {
            let mut seen = vec![false; players];
            for &(w, b, _) in &r.boards {
                prop_assert!(!seen[w] && !seen[b]);
                seen[w] = true;
                seen[b] = true;
                prop_assert!(met.insert((w.min(b), w.max(b))), "rematch {}-{}", w + 1, b + 1);
            }
            prop_assert_eq!(r.bye.is_some(), players % 2 == 1);
            if let Some(b) = r.bye {
                prop_assert!(!seen[b]);
                byes[b] += 1;
            }
        }
        prop_assert!(byes.iter().all(|&b| b <= 1));
        let st = ev.standing();
        for p in 0..players {
            prop_assert!(st.cd[p].abs() <= 2, "player {} CD {}", p + 1, st.cd[p]);
            let played: Vec<Colour> = st.colours[p].iter().flatten().copied().collect();
            prop_assert!(!played.windows(3).any(|w| w[0] == w[1] && w[1] == w[2]), "player {} three in a row", p + 1);
        }
    }

    /// Rounds 1–3 of 6–10 players can always be paired.
    #[test]
    fn early_rounds_always_pair(seed in any::<u64>(), players in 6usize..=10) {
        prop_assert!(random_event(seed, players, 3).is_some());
    }
}

/// Round 1 of five players where player 3 had a requested full-point bye (a win's points
/// without playing) and player 5 a zero-point bye: 1–2 1-0, 4 free for the PAB.
fn byes_event(edition: Edition) -> Event {
    let mut ev = Event::under(edition, 5, Colour::White);
    let mut r = round(&[(1, 2, 2)], Some(4));
    r.absent = vec![(2, 2), (4, 0)];
    ev.rounds.push(r);
    ev
}

/// From 2026 a win's points scored without playing bars the PAB (as a PAB or a forfeit win
/// always did); under the earlier rules a requested full-point bye did not.
#[test]
fn from_2026_a_full_point_bye_bars_the_pab() {
    let old = byes_event(Edition::Until2026).standing();
    let new = byes_event(Edition::From2026).standing();
    assert_eq!(old.bye_ok, vec![true, true, true, false, true]);
    assert_eq!(new.bye_ok, vec![true, true, false, false, true]);
}

/// From 2026 a round without a game is a downfloat only when it brought more points than a
/// loss (Dutch 1.4.3–1.4.4): the zero-point bye of player 5 is no float; under the earlier
/// rules (as bbpPairings 5 reads A.4) every round without a game was one.
#[test]
fn from_2026_a_zero_point_bye_is_no_downfloat() {
    let old = byes_event(Edition::Until2026).standing();
    let new = byes_event(Edition::From2026).standing();
    assert_eq!(old.floats[4], vec![Float::Down]);
    assert_eq!(new.floats[4], vec![Float::None]);
    for st in [&old, &new] {
        assert_eq!(st.floats[2], vec![Float::Down], "the full-point bye");
        assert_eq!(st.floats[3], vec![Float::Down], "the PAB");
        assert_eq!(st.unplayed, vec![0, 0, 1, 1, 1]);
    }
}
