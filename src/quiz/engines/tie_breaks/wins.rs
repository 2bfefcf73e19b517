//! WIN and WON (C.07 2023, 7.1 and 7.2) asked as a pair, and Direct Encounter (6) between the
//! only two players on a score who met: the options and the explanations.

use std::cmp::Ordering;

use rand_chacha::ChaCha8Rng;

use super::super::{per_lang, pick};
use super::{Crosstable, Entry, Parts, Q, name, points};
use crate::args;
use crate::content::Localized;
use crate::locales::{localized, text_with};

/// "WIN 4, WON 3" as text.
fn win_won_text(win: u32, won: u32) -> Localized<String> {
    localized("tb-win-won", &args!["win" => win, "won" => won])
}

/// WIN and WON of one player, asked together: the real mistakes are forgetting the unplayed
/// wins, counting them as games won at the board, taking a half-point bye for a win and counting
/// draws. Options are pairs the event can produce (WON ≤ WIN ≤ rounds, at most one PAB and one
/// forfeit win apart), ordered so that the key's place among them is drawn at random.
pub(super) fn win_won(t: &Crosstable, p: usize, rng: &mut ChaCha8Rng) -> Parts {
    let row = &t.rows[p];
    let (win, won, d) = (t.win(p), t.won(p), t.draws(p));
    let half_byes = row.iter().filter(|e| e.voluntary()).count() as u32;
    let rounds = t.rounds as u32;
    let key = (win, won);
    // Wrong pairs are at most one unplayed win apart (two, a PAB and a forfeit win, is rare
    // enough to be a giveaway) and have at most one win more than the best of this event.
    let most = (0..t.players).map(|x| t.win(x)).max().unwrap_or(0) + 1;
    let ok = |(a, b): (u32, u32)| (a, b) != key && b <= a && a <= rounds.min(most) && a - b <= 1;
    let mut candidates: Vec<(u32, u32)> =
        vec![(won, won), (win, win), (win + half_byes, won), (win + d, won + d)];
    let mut near: Vec<(i32, i32)> = (-2..=2).flat_map(|x| (-2..=2).map(move |y| (x, y))).collect();
    near.sort_by_key(|&(x, y)| (x.abs() + y.abs(), x, y));
    candidates.extend(near.into_iter().filter_map(|(x, y)| {
        let (a, b) = (win as i32 + x, won as i32 + y);
        (a >= 0 && b >= 0).then_some((a as u32, b as u32))
    }));
    let mut below: Vec<(u32, u32)> = Vec::new();
    let mut above: Vec<(u32, u32)> = Vec::new();
    for c in candidates {
        if ok(c) && !below.contains(&c) && !above.contains(&c) {
            if c < key { below.push(c) } else { above.push(c) }
        }
    }
    let ranks: Vec<usize> = (0..=3)
        .filter(|&k| below.len() >= k && above.len() >= 3 - k)
        .collect();
    let k = if ranks.is_empty() {
        below.len().min(3)
    } else {
        pick(rng, &ranks)
    };
    let mut wrong: Vec<(u32, u32)> = below.into_iter().take(k).collect();
    wrong.extend(above.into_iter().take(3 - wrong.len()));
    let list = |pred: &dyn Fn(&Entry) -> bool| -> String {
        let v: Vec<String> = (0..t.rounds)
            .filter(|&r| pred(&row[r]))
            .map(|r| (r + 1).to_string())
            .collect();
        if v.is_empty() {
            "—".to_string()
        } else {
            v.join(", ")
        }
    };
    let otb = list(&|e| matches!(e, Entry::Game { result, .. } if *result == Q));
    let unplayed = list(&|e| !e.played() && e.awarded() == Q);
    let explanation = localized(
        "tb-explain-win-won",
        &args!["otb" => otb, "unplayed" => unplayed, "win" => win, "won" => won],
    );
    (
        win_won_text(win, won),
        wrong.into_iter().map(|(a, b)| win_won_text(a, b)).collect(),
        explanation,
        vec!["C.07-7.1", "C.07-7.2"],
        "tb-wins-win-vs-won",
    )
}

/// Direct Encounter between the only two players on a score, who met.
pub(super) fn direct_encounter(t: &Crosstable, a: usize, b: usize) -> Parts {
    let (round, _) = t.encounter(a, b).expect("only asked for players who met");
    let order = t.direct_encounter(a, b).expect("only asked for players who met");
    let (na, nb) = (name(a), name(b));
    let first = |p: &str| localized("tb-de-first", &args!["player" => p.to_string()]);
    let level = localized("tb-de-level", &args![]);
    let (correct, wrong) = match order {
        Ordering::Greater => (first(&na), vec![first(&nb), level]),
        Ordering::Less => (first(&nb), vec![first(&na), level]),
        Ordering::Equal => (level, vec![first(&na), first(&nb)]),
    };
    let score = points(t.score(a));
    let explanation = per_lang(|l| {
        let outcome = match order {
            Ordering::Greater => text_with(l, "tb-de-won", &args!["player" => na.clone()]),
            Ordering::Less => text_with(l, "tb-de-won", &args!["player" => nb.clone()]),
            Ordering::Equal => text_with(l, "tb-de-drawn", &args![]),
        };
        text_with(
            l,
            "tb-explain-de",
            &args![
                "a" => na.clone(),
                "b" => nb.clone(),
                "score" => score.clone(),
                "round" => round,
                "outcome" => outcome,
            ],
        )
    });
    (correct, wrong, explanation, vec!["C.07-6"], "tb-direct-encounter")
}
