//! Calculations on a player's event: the rating change (B.02 8.3: K factor, expected scores,
//! the 400-point rule), a first rating (B.02 8.2) and a round of a Berger table (C.05 Annex 1),
//! from [`crate::rules::rating`] and [`crate::rules::berger`].

use super::{Answer, Refusal, sentences, words};
use crate::locales::Message;
use crate::rules::berger;
use crate::rules::rating::{Game, Profile, dp, expected, first_rating_parts, k_capped, rating_change};

/// Most games accepted for one player's event.
pub const MAX_GAMES: usize = 60;
/// Ratings accepted: the floor of the rating list to beyond any player's.
pub const RATINGS: std::ops::RangeInclusive<u32> = 1000..=3000;
/// Most players of a Berger table.
pub const MAX_BERGER_PLAYERS: usize = 40;

/// One game of the event: the opponent's rating (`None`: unrated) and the score in half points
/// (2 win, 1 draw, 0 loss).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Played {
    /// The opponent's rating, or `None` for an unrated opponent.
    pub opponent: Option<u32>,
    /// The score in half points.
    pub half_points: u32,
}

fn profile_key(p: Profile) -> &'static str {
    match p {
        Profile::Newcomer => "newcomer",
        Profile::Junior => "junior",
        Profile::Adult => "adult",
        Profile::Reached2400 => "reached-2400",
    }
}

/// "+12.4", "−3.0", "0.0": hundredths of a point shown to one decimal, signed.
fn signed_tenths(hundredths: i64) -> String {
    let tenths = (hundredths.abs() + 5) / 10;
    let sign = if hundredths > 0 && tenths > 0 {
        "+"
    } else if hundredths < 0 && tenths > 0 {
        "−"
    } else {
        ""
    };
    format!("{sign}{}.{}", tenths / 10, tenths % 10)
}

/// The rating change of a player rated `own` with K profile `profile` over `games` (B.02 8.3).
pub fn change(own: u32, profile: Profile, games: &[Played]) -> Result<Answer, Refusal> {
    if !RATINGS.contains(&own) {
        return Err(Message::new("assist-rating-error-own"));
    }
    if games.is_empty() || games.len() > MAX_GAMES {
        return Err(Message::new("assist-rating-error-games").with("max", MAX_GAMES));
    }
    let mut list = Vec::new();
    for g in games {
        if g.half_points > 2 || g.opponent.is_some_and(|r| !RATINGS.contains(&r)) {
            return Err(Message::new("assist-rating-error-games").with("max", MAX_GAMES));
        }
        list.push(match g.opponent {
            Some(r) => Game::Rated(r, g.half_points),
            None => Game::Unrated(g.half_points),
        });
    }
    let rated: Vec<&Played> = games.iter().filter(|g| g.opponent.is_some()).collect();
    if rated.is_empty() {
        return Err(Message::new("assist-rating-error-unrated"));
    }
    let k = k_capped(profile.k(), rated.len() as u32);
    let (sum, rounded) = rating_change(own, k, &list);
    let capped = crate::rules::rating::difference_capped(own);
    let score: u32 = rated.iter().map(|g| g.half_points).sum();
    let expected_total: u32 = rated
        .iter()
        .map(|g| expected(own, g.opponent.unwrap_or(own), capped))
        .sum();
    let beyond_400 = capped
        && rated
            .iter()
            .any(|g| g.opponent.is_some_and(|r| r.abs_diff(own) > 400));
    let exact = signed_tenths(sum * k as i64);
    let m = |id: &'static str| {
        Message::new(id)
            .with("own", own)
            .with("k", k)
            .with("profile", profile_key(profile))
            .with("games", rated.len())
            .with("unrated", games.len() - rated.len())
            .with("score", format!("{}", score as f64 / 2.0))
            .with("expected", format!("{:.2}", expected_total as f64 / 100.0))
            .with("sum", format!("{:+.2}", sum as f64 / 100.0))
            .with("exact", exact.clone())
            .with("rounded", format!("{rounded:+}"))
    };
    let mut reason = vec![m("assist-rating-reason")];
    if k != profile.k() {
        reason.push(m("assist-rating-k-capped").with("full", profile.k()));
    }
    if beyond_400 {
        reason.push(m("assist-rating-400"));
    }
    if games.len() > rated.len() {
        reason.push(m("assist-rating-unrated-games"));
    }
    let mut changes = vec![words(&m("assist-rating-change-k"))];
    if capped {
        changes.push(words(&m("assist-rating-change-400")));
    }
    Ok(Answer {
        result: exact.clone(),
        headline: words(&m("assist-rating-headline")),
        articles: vec!["B.02 8.3".into()],
        reason: sentences(&reason),
        changes,
        topic: "rating",
        pace: None,
    })
}

/// A first rating from the rated opponents met and the score against them in half points (B.02
/// 8.2): two hypothetical 1800 opponents drawn, Ra + dp, at most 2200, published from 1400.
pub fn first(opponents: &[u32], half_points: u32) -> Result<Answer, Refusal> {
    if opponents.is_empty() || opponents.len() > MAX_GAMES || opponents.iter().any(|r| !RATINGS.contains(r)) {
        return Err(Message::new("assist-first-error").with("max", MAX_GAMES));
    }
    if half_points as usize > 2 * opponents.len() {
        return Err(Message::new("assist-first-error").with("max", MAX_GAMES));
    }
    let (ra, pct) = first_rating_parts(opponents, half_points);
    let raw = ra as i32 + dp(pct);
    let ru = raw.min(2200);
    // No rating is published below 1400 or before five games (B.02 7.1.4), and a zero score
    // in the player's first event is disregarded (8.2.1).
    let status = if half_points == 0 {
        "zero"
    } else if opponents.len() < 5 {
        "few"
    } else if ru < 1400 {
        "no"
    } else {
        "yes"
    };
    let published = status == "yes";
    let m = |id: &'static str| {
        Message::new(id)
            .with("games", opponents.len())
            .with("score", format!("{}", half_points as f64 / 2.0))
            .with("ra", ra)
            .with("pct", pct)
            .with("dp", format!("{:+}", dp(pct)))
            .with("ru", ru)
            .with("raw", raw)
    };
    let mut reason = vec![m("assist-first-reason")];
    if raw > 2200 {
        reason.push(m("assist-first-cap"));
    }
    if ru < 1400 {
        reason.push(m("assist-first-below"));
    }
    let mut changes = vec![words(&m("assist-first-change"))];
    if opponents.len() < 5 {
        changes.push(words(&m("assist-first-change-few")));
    }
    Ok(Answer {
        result: if published {
            ru.to_string()
        } else {
            "none".to_string()
        },
        headline: words(&m("assist-first-headline").with("published", status)),
        articles: vec!["B.02 8.2".into()],
        reason: sentences(&reason),
        changes,
        topic: "rating",
        pace: None,
    })
}

/// One round of a Berger table, answered.
pub struct BergerRound {
    /// The answer as every tool gives it.
    pub answer: Answer,
    /// The boards in order, as (White, Black) pairing numbers.
    pub boards: Vec<(usize, usize)>,
    /// Who has no game this round in an odd field.
    pub bye: Option<usize>,
}

/// Round `round` of the Berger table for `players` (C.05 Annex 1): the boards as (White,
/// Black), and who has no game in an odd field.
pub fn berger_round(players: usize, round: usize) -> Result<BergerRound, Refusal> {
    if !(3..=MAX_BERGER_PLAYERS).contains(&players) {
        return Err(Message::new("assist-berger-error").with("max", MAX_BERGER_PLAYERS));
    }
    let rounds = berger::rounds(players);
    if round == 0 || round > rounds {
        return Err(Message::new("assist-berger-error-round").with("rounds", rounds));
    }
    let n = berger::table_size(players);
    let table = berger::berger_table(n);
    let mut boards = Vec::new();
    let mut bye = None;
    for &(w, b) in &table[round - 1] {
        if w > players {
            bye = Some(b);
        } else if b > players {
            bye = Some(w);
        } else {
            boards.push((w, b));
        }
    }
    let listing = boards
        .iter()
        .map(|(w, b)| format!("{w}–{b}"))
        .collect::<Vec<_>>()
        .join(", ");
    let m = |id: &'static str| {
        Message::new(id)
            .with("players", players)
            .with("round", round)
            .with("rounds", rounds)
            .with("table", n)
            .with("boards", listing.clone())
    };
    let mut reason = vec![m("assist-berger-reason")];
    if let Some(p) = bye {
        reason.push(m("assist-berger-bye").with("bye", p));
    }
    let answer = Answer {
        result: listing.clone(),
        headline: words(&m("assist-berger-headline")),
        articles: vec!["C.05".into()],
        reason: sentences(&reason),
        changes: vec![words(&m("assist-berger-change"))],
        topic: "round-robin",
        pace: None,
    };
    Ok(BergerRound { answer, boards, bye })
}
