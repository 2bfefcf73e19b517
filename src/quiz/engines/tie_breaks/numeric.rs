//! Numeric tie-breaks (BH, BH-C1, SB): the value from [`crate::rules::tie_breaks`], the wrong
//! options the classic mistakes give (the unplayed rounds left out, the abolished virtual
//! opponent, a forfeit counted as a game, the wrong round cut), and the worked sum.

use rand_chacha::ChaCha8Rng;

use super::super::{numeric_wrong, per_lang, same_text};
use super::{Ask, Crosstable, Entry, Parts, Q, name, points, sum_text};
use crate::args;
use crate::content::{Lang, Localized};
use crate::locales::text_with;

/// Numeric tie-breaks: the value, the classic mistakes, the worked sum.
pub(super) fn numeric(t: &Crosstable, ask: Ask, rng: &mut ChaCha8Rng) -> Parts {
    let p = match ask {
        Ask::Buchholz(p) | Ask::BuchholzCut1(p) | Ask::SonnebornBerger(p) => p,
        Ask::WinWon(..) | Ask::DirectEncounter(..) => unreachable!("handled by win_won and direct_encounter"),
    };
    let row = &t.rows[p];
    let own = t.score(p);
    let terms = t.bh_terms(p);
    let (bh, c1, sb) = (t.buchholz(p), t.buchholz_cut1(p), t.sonneborn_berger(p));
    let has_unplayed = row.iter().any(|e| !e.played());
    let who = name(p);

    // Mistakes with unplayed rounds.
    let played_only: u32 = terms
        .iter()
        .zip(row)
        .filter(|(_, e)| e.played())
        .map(|(&s, _)| s)
        .sum();
    let virtual_terms: Vec<u32> = (0..t.rounds)
        .map(|r| {
            if row[r].played() {
                terms[r]
            } else {
                t.virtual_opponent(p, r + 1)
            }
        })
        .collect();
    let bh_virtual: u32 = virtual_terms.iter().sum();
    let forfeit_terms: Vec<u32> = row
        .iter()
        .zip(&terms)
        .map(|(e, &s)| match *e {
            Entry::Forfeit { opponent, .. } => t.score(opponent),
            _ => s,
        })
        .collect();
    let bh_forfeit: u32 = forfeit_terms.iter().sum();
    let sb_of = |ts: &[u32]| -> u32 { ts.iter().zip(row).map(|(&s, e)| s * e.awarded() / Q).sum() };

    // Terms as written in the explanation: "4½", "3½ (dummy)".
    let term_text = |l: Lang, r: usize, weighted: bool| -> String {
        let e = row[r];
        let s = points(terms[r]);
        let base = if e.played() {
            s
        } else {
            text_with(l, "tb-term-dummy", &args!["score" => s])
        };
        if !weighted {
            return base;
        }
        match e.awarded() {
            4 => base,
            2 => format!("½ × {base}"),
            _ => format!("0 × {base}"),
        }
    };
    let dummy_note = |l: Lang| -> String {
        if !has_unplayed {
            return String::new();
        }
        let note = text_with(
            l,
            "tb-dummy-note",
            &args!["player" => who.clone(), "score" => points(own)],
        );
        format!(" {note}")
    };
    // What the common mistakes give, for the explanation (those that differ from the answer).
    let mistakes_note = |l: Lang, key: u32, omit: u32, virt: u32, forf: Option<u32>| -> String {
        if !has_unplayed {
            return String::new();
        }
        let mut parts = Vec::new();
        if omit != key {
            parts.push(text_with(l, "tb-mistake-omit", &args!["value" => points(omit)]));
        }
        if virt != key {
            parts.push(text_with(
                l,
                "tb-mistake-virtual",
                &args!["value" => points(virt)],
            ));
        }
        if let Some(v) = forf.filter(|&v| v != key) {
            parts.push(text_with(l, "tb-mistake-forfeit", &args!["value" => points(v)]));
        }
        if parts.is_empty() {
            return String::new();
        }
        let list = parts.join("; ");
        format!(" {}", text_with(l, "tb-mistakes", &args!["list" => list]))
    };
    let has_forfeit = row.iter().any(|e| matches!(e, Entry::Forfeit { .. }));
    // Wrong values stay within two points of what the players of this event have, and inside
    // `global`: the range (1st to 99th percentile) that the value takes over all players of
    // generated events, so that every option is a value some question has as its answer.
    let range = |f: &dyn Fn(usize) -> u32, global: (u32, u32)| -> (u32, u32) {
        let v: Vec<u32> = (0..t.players).map(f).collect();
        let (lo, hi) = (
            *v.iter().min().expect("players"),
            *v.iter().max().expect("players"),
        );
        (lo.saturating_sub(2 * Q).max(global.0), (hi + 2 * Q).min(global.1))
    };

    let (value, wrong_values, explanation, mut articles, ruling): (
        u32,
        Vec<u32>,
        Localized<String>,
        Vec<&'static str>,
        &'static str,
    ) = match ask {
        Ask::Buchholz(_) => {
            let minus_own_game: u32 = terms
                .iter()
                .zip(row)
                .map(|(&s, e)| if e.played() { s - (Q - e.awarded()) } else { s })
                .sum();
            let mut m = Vec::new();
            if has_unplayed {
                m.extend([played_only, bh_virtual]);
                if has_forfeit {
                    m.push(bh_forfeit);
                }
            }
            m.extend([c1, minus_own_game]);
            let (lo, hi) = range(&|x| t.buchholz(x), (42, 116));
            let wrong = numeric_wrong(rng, bh, &m, Q / 2, lo, hi);
            (
                bh,
                wrong,
                per_lang(|l| {
                    let ts: Vec<String> = (0..t.rounds).map(|r| term_text(l, r, false)).collect();
                    let sum = sum_text(&ts, bh);
                    let head = text_with(l, "tb-explain-bh", &args!["player" => who.clone(), "sum" => sum]);
                    format!(
                        "{head}{}{}",
                        dummy_note(l),
                        mistakes_note(l, bh, played_only, bh_virtual, has_forfeit.then_some(bh_forfeit))
                    )
                }),
                vec!["C.07-8.1"],
                if has_unplayed {
                    "tb-unplayed-games-dummy-opponent"
                } else {
                    "tb-buchholz-cut-and-median"
                },
            )
        }
        Ask::BuchholzCut1(_) => {
            let cut = t.cut_round(p);
            let low = terms[cut];
            let lowest = *terms.iter().min().expect("rounds");
            let highest = *terms.iter().max().expect("rounds");
            let mut sorted = terms.clone();
            sorted.sort_unstable();
            let mut m = vec![bh];
            if row[cut].voluntary() && low != lowest {
                // Cutting the lowest score instead of the requested bye.
                m.push(bh - lowest);
            }
            if has_unplayed {
                let played: Vec<u32> = terms
                    .iter()
                    .zip(row)
                    .filter(|(_, e)| e.played())
                    .map(|(&s, _)| s)
                    .collect();
                let pmin = played.iter().copied().min().unwrap_or(0);
                m.push(played_only - pmin);
                let vmin = virtual_terms.iter().copied().min().unwrap_or(0);
                m.push(bh_virtual - vmin);
            }
            m.extend([bh - highest, bh - sorted[0] - sorted[1]]);
            let (lo, hi) = range(&|x| t.buchholz_cut1(x), (36, 104));
            let wrong = numeric_wrong(rng, c1, &m, Q / 2, lo, hi);
            let voluntary = row[cut].voluntary();
            (
                c1,
                wrong,
                per_lang(|l| {
                    let ts: Vec<String> = (0..t.rounds).map(|r| term_text(l, r, false)).collect();
                    let sum = sum_text(&ts, bh);
                    let (lowp, total, full) = (points(low), points(c1), points(bh));
                    let rule = text_with(
                        l,
                        if voluntary { "tb-cut-bye" } else { "tb-cut-lowest" },
                        &args!["value" => lowp.clone()],
                    );
                    let head = text_with(
                        l,
                        "tb-explain-bh-c1",
                        &args!["sum" => sum, "rule" => rule, "full" => full, "cut" => lowp, "total" => total],
                    );
                    format!("{head}{}", dummy_note(l))
                }),
                vec!["C.07-8.1", "C.07-14"],
                if has_unplayed {
                    "tb-unplayed-games-dummy-opponent"
                } else {
                    "tb-buchholz-cut-and-median"
                },
            )
        }
        Ask::SonnebornBerger(_) => {
            let draws_as_wins: u32 = terms
                .iter()
                .zip(row)
                .filter(|(_, e)| e.awarded() > 0)
                .map(|(&s, _)| s)
                .sum();
            let wins_only: u32 = terms
                .iter()
                .zip(row)
                .filter(|(_, e)| e.awarded() == Q)
                .map(|(&s, _)| s)
                .sum();
            let sb_played: u32 = terms
                .iter()
                .zip(row)
                .filter(|(_, e)| e.played())
                .map(|(&s, e)| s * e.awarded() / Q)
                .sum();
            let mut m = Vec::new();
            if has_unplayed {
                m.extend([sb_played, sb_of(&virtual_terms)]);
                if has_forfeit {
                    m.push(sb_of(&forfeit_terms));
                }
            }
            m.extend([draws_as_wins, wins_only, bh]);
            let (lo, hi) = range(&|x| t.sonneborn_berger(x), (4, 80));
            let wrong = numeric_wrong(rng, sb, &m, 1, lo, hi);
            (
                sb,
                wrong,
                per_lang(|l| {
                    let ts: Vec<String> = (0..t.rounds)
                        .filter(|&r| row[r].awarded() > 0)
                        .map(|r| term_text(l, r, true))
                        .collect();
                    let sum = sum_text(&ts, sb);
                    let head = text_with(l, "tb-explain-sb", &args!["player" => who.clone(), "sum" => sum]);
                    format!(
                        "{head}{}{}",
                        dummy_note(l),
                        mistakes_note(
                            l,
                            sb,
                            sb_played,
                            sb_of(&virtual_terms),
                            has_forfeit.then(|| sb_of(&forfeit_terms))
                        )
                    )
                }),
                vec!["C.07-9.1"],
                if has_unplayed {
                    "tb-unplayed-games-dummy-opponent"
                } else {
                    "tb-sonneborn-berger"
                },
            )
        }
        Ask::WinWon(..) | Ask::DirectEncounter(..) => unreachable!(),
    };
    if has_unplayed
        && matches!(
            ask,
            Ask::Buchholz(_) | Ask::BuchholzCut1(_) | Ask::SonnebornBerger(_)
        )
    {
        articles.push("C.07-16");
    }
    let wrong = wrong_values.into_iter().map(|v| same_text(points(v))).collect();
    (same_text(points(value)), wrong, explanation, articles, ruling)
}
