//! The arithmetic of a GM or IM title norm (Handbook B.01 Title Regulations, effective 1 January
//! 2024): games, the rating floor, the opponents' average Ra, the percentage score, dp, the
//! performance Rp and the minimums a norm needs.
//!
//! The opponent-mix rules (titles and federations of the opponents, 1.4.3–1.4.5) are not
//! modelled: callers state them as met.

/// A norm title.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Title {
    /// Grandmaster.
    Gm,
    /// International Master.
    Im,
}

/// The fewest games a norm counts: at least 9 (B.01 1.4.1).
pub const MIN_GAMES: u32 = 9;

/// The lowest percentage score a norm accepts: 35 % (B.01 1.4.8).
pub const MIN_SCORE_PERCENT: u32 = 35;

impl Title {
    /// The rating floor of 1.4.6: the lowest-rated opponent below it counts as rated at it (GM
    /// 2200, IM 2050).
    pub fn floor(self) -> u32 {
        match self {
            Title::Gm => 2200,
            Title::Im => 2050,
        }
    }

    /// Minimum performance Rp for a norm (1.4.8): GM 2600, IM 2450.
    pub fn min_rp(self) -> u32 {
        match self {
            Title::Gm => 2600,
            Title::Im => 2450,
        }
    }

    /// Minimum average rating of the opponents Ra for a norm (1.4.8): GM 2380, IM 2230.
    pub fn min_ra(self) -> u32 {
        match self {
            Title::Gm => 2380,
            Title::Im => 2230,
        }
    }
}

/// dp for a percentage score, from table 1.4.9, which is table 8.1.1 of the B.02 Rating
/// Regulations 2024: one table, kept in `rules::rating`.
pub use super::rating::dp;

/// The opponents' ratings after the floor adjustment of 1.4.6: the lowest one below the floor of
/// `title` is raised to it; only that one.
pub fn adjusted(opponents: &[u32], title: Title) -> Vec<u32> {
    let mut v = opponents.to_vec();
    if let Some((i, _)) = v
        .iter()
        .enumerate()
        .filter(|(_, r)| **r < title.floor())
        .min_by_key(|(_, r)| **r)
    {
        v[i] = title.floor();
    }
    v
}

/// Ra (1.4.7): the average of the adjusted ratings, rounded to the nearest whole number, .5 up.
pub fn average(opponents: &[u32], title: Title) -> u32 {
    let v = adjusted(opponents, title);
    let n = v.len() as u32;
    (2 * v.iter().sum::<u32>() + n) / (2 * n)
}

/// The percentage score rounded to a whole number, .5 up, to read table 1.4.9 (which lists whole
/// percentages); `half` is the score in half points over `games`.
pub fn percentage(half: u32, games: u32) -> u32 {
    // 100 × half / (2 × games), rounded half up.
    (100 * half + games) / (2 * games)
}

/// Rp = Ra + dp (1.4.8), with Ra after the floor adjustment of `title`.
pub fn performance(opponents: &[u32], half: u32, title: Title) -> i32 {
    average(opponents, title) as i32 + dp(percentage(half, opponents.len() as u32))
}

/// A requirement of a norm that a result misses.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Shortfall {
    /// Fewer than 9 games (1.4.1).
    Games,
    /// The opponents' average Ra below the minimum (1.4.8).
    Average,
    /// The performance Rp below the minimum (1.4.8).
    Performance,
    /// A score under 35 % (1.4.8).
    Score,
}

/// Every requirement of 1.4.1 and 1.4.8 that the result misses for `title` (empty: a norm).
pub fn shortfalls(opponents: &[u32], half: u32, title: Title) -> Vec<Shortfall> {
    let n = opponents.len() as u32;
    let mut out = Vec::new();
    if n < MIN_GAMES {
        out.push(Shortfall::Games);
    }
    if average(opponents, title) < title.min_ra() {
        out.push(Shortfall::Average);
    }
    if performance(opponents, half, title) < title.min_rp() as i32 {
        out.push(Shortfall::Performance);
    }
    if 100 * half < MIN_SCORE_PERCENT * 2 * n {
        out.push(Shortfall::Score);
    }
    out
}

/// True if the result is a norm performance for `title`: at least 9 games (1.4.1), Ra and Rp at
/// least the minimums and a score of at least 35 % (1.4.8).
pub fn is_norm(opponents: &[u32], half: u32, title: Title) -> bool {
    shortfalls(opponents, half, title).is_empty()
}

/// The highest norm the result gives: a GM norm (which is an IM norm as well), an IM norm, or
/// none.
pub fn best_norm(opponents: &[u32], half: u32) -> Option<Title> {
    [Title::Gm, Title::Im]
        .into_iter()
        .find(|&t| is_norm(opponents, half, t))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// 7/9 against 2500 … 2300 and a 1950: for a GM norm the 1950 counts as the floor 2200, Ra
    /// 21520 / 9 = 2391.1 → 2391, 78 % → dp 220, Rp 2611, a GM norm; for an IM norm it counts as
    /// 2050: Ra 2374, Rp 2594. Had the 2300 been a 2150, only the lowest (the 1950) is raised:
    /// Ra 2374 < 2380, no GM norm. A case constructed on B.01 1.4.6–1.4.9.
    #[test]
    fn the_floor_raises_only_the_lowest_opponent() {
        let opps = [2500, 2470, 2450, 2430, 2410, 2390, 2370, 2300, 1950];
        assert_eq!(average(&opps, Title::Gm), 2391);
        assert_eq!(performance(&opps, 14, Title::Gm), 2611);
        assert!(is_norm(&opps, 14, Title::Gm));
        assert_eq!(average(&opps, Title::Im), 2374);
        assert_eq!(performance(&opps, 14, Title::Im), 2594);
        assert_eq!(best_norm(&opps, 14), Some(Title::Gm));
        let opps2 = [2500, 2470, 2450, 2430, 2410, 2390, 2370, 2150, 1950];
        assert_eq!(adjusted(&opps2, Title::Gm)[7..], [2150, 2200]);
        assert_eq!(average(&opps2, Title::Gm), 2374);
        assert!(!is_norm(&opps2, 14, Title::Gm));
    }

    /// 6½/9 (72 %, dp 166) against an average of 2437: Rp 2603 ≥ 2600, a GM norm; 6/9 gives
    /// only 2562. A second field with a 2180 raised to 2200: Ra 2417, 7/9 → Rp 2637, 6½/9 →
    /// 2583 (no GM norm); for the IM norm the 2180 stays (above 2050): Ra 2414, Rp 2580. Eight
    /// games are never a norm (1.4.1). Cases constructed on B.01 1.4.1 and 1.4.6–1.4.9.
    #[test]
    fn gm_norm_performance_and_the_nine_games() {
        let opps = [2560, 2525, 2490, 2455, 2470, 2410, 2380, 2350, 2290];
        assert_eq!(average(&opps, Title::Gm), 2437);
        assert_eq!(percentage(13, 9), 72);
        assert_eq!(performance(&opps, 13, Title::Gm), 2603);
        assert!(is_norm(&opps, 13, Title::Gm));
        assert_eq!(performance(&opps, 12, Title::Gm), 2562);
        let fs = [2550, 2510, 2480, 2450, 2420, 2400, 2390, 2350, 2180];
        assert_eq!(average(&fs, Title::Gm), 2417);
        assert_eq!(performance(&fs, 14, Title::Gm), 2637);
        assert_eq!(performance(&fs, 13, Title::Gm), 2583);
        assert_eq!(average(&fs, Title::Im), 2414);
        assert_eq!(performance(&fs, 13, Title::Im), 2580);
        assert_eq!(best_norm(&fs, 13), Some(Title::Im));
        // 8 games are never a norm here (B.01-1.4.1).
        assert!(!is_norm(&fs[..8], 16, Title::Im));
    }

    /// Rounding .5 up: 6½/9 is 72.2 % → 72; 4½/9 is exactly 50 %; 1/8 is 12.5 % → 13; dp is
    /// symmetric about 50 % (table 1.4.9). Cases constructed on the table.
    #[test]
    fn percentages_round_half_up_and_dp_is_symmetric() {
        assert_eq!(percentage(13, 9), 72);
        assert_eq!(percentage(9, 9), 50);
        assert_eq!(percentage(2, 8), 13);
        assert_eq!(dp(50), 0);
        assert_eq!(dp(72), 166);
        assert_eq!(dp(28), -166);
        assert_eq!(dp(100), 800);
        assert_eq!(dp(0), -800);
    }

    /// The 35 % minimum of 1.4.8 binds only with a very strong field: 3/9 (33 %) is never a norm.
    #[test]
    fn a_high_performance_against_a_weak_field_misses_on_the_average_only() {
        // 7½/9 (83 % → dp 273) against opponents averaging 2200: Rp 2473 clears the IM minimum
        // of 2450, but Ra is under 2230 (1.4.8), so there is no IM norm, for that reason alone.
        let field = [2200; 9];
        assert_eq!(performance(&field, 15, Title::Im), 2473);
        assert_eq!(shortfalls(&field, 15, Title::Im), vec![Shortfall::Average]);
        assert!(!is_norm(&field, 15, Title::Im));
        // 5/9 against 2300: Ra is enough, Rp 2343 is not.
        assert_eq!(
            shortfalls(&[2300; 9], 10, Title::Im),
            vec![Shortfall::Performance]
        );
        // Eight games miss 1.4.1 whatever the result.
        assert!(shortfalls(&[2500; 8], 14, Title::Im).contains(&Shortfall::Games));
    }

    #[test]
    fn a_score_under_35_percent_is_no_norm() {
        let strong = [2750; 9];
        assert!(performance(&strong, 6, Title::Gm) >= 2600 && !is_norm(&strong, 6, Title::Gm));
        assert!(is_norm(&strong, 7, Title::Gm));
    }
}
