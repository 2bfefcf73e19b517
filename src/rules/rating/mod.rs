//! FIDE Rating Regulations (B.02, applied from 1 March 2024, with the 8.3.1 amendment of 1
//! October 2025) for standard play: the expected-score table 8.1.2 and the dp table 8.1.1, the
//! 400-point rule (8.3.1), the K factors and their cap (8.3.3), the rating change (8.3.2,
//! 8.3.4) and a first rating (8.2.2–8.2.3, 7.1.4).
//!
//! Ratings are whole points; expected scores and ΣΔR are kept in hundredths of a point, as the
//! tables print them.

/// Table 8.1.2: the upper end of each range of D and the higher-rated player's expected score in
/// hundredths; above 735 the higher-rated player expects 1.00.
const PD_TABLE: [(u32, u32); 50] = [
    (3, 50),
    (10, 51),
    (17, 52),
    (25, 53),
    (32, 54),
    (39, 55),
    (46, 56),
    (53, 57),
    (61, 58),
    (68, 59),
    (76, 60),
    (83, 61),
    (91, 62),
    (98, 63),
    (106, 64),
    (113, 65),
    (121, 66),
    (129, 67),
    (137, 68),
    (145, 69),
    (153, 70),
    (162, 71),
    (170, 72),
    (179, 73),
    (188, 74),
    (197, 75),
    (206, 76),
    (215, 77),
    (225, 78),
    (235, 79),
    (245, 80),
    (256, 81),
    (267, 82),
    (278, 83),
    (290, 84),
    (302, 85),
    (315, 86),
    (328, 87),
    (344, 88),
    (357, 89),
    (374, 90),
    (391, 91),
    (411, 92),
    (432, 93),
    (456, 94),
    (484, 95),
    (517, 96),
    (559, 97),
    (619, 98),
    (735, 99),
];

/// Table 8.1.1 (= B.01 table 1.4.9): dp for a percentage score of 50 … 100.
const DP_TABLE: [i32; 51] = [
    0, 7, 14, 21, 29, 36, 43, 50, 57, 65, 72, 80, 87, 95, 102, 110, 117, 125, 133, 141, 149, 158, 166, 175,
    184, 193, 202, 211, 220, 230, 240, 251, 262, 273, 284, 296, 309, 322, 336, 351, 366, 383, 401, 422, 444,
    470, 501, 538, 589, 677, 800,
];

/// Table 8.1.2: the higher-rated player's expected score, in hundredths, for a difference `d`.
pub fn expected_higher(d: u32) -> u32 {
    PD_TABLE
        .iter()
        .find(|&&(top, _)| d <= top)
        .map_or(100, |&(_, pd)| pd)
}

/// The expected score (hundredths) of a player rated `own` against `opp`, with the difference
/// capped at 400 when `cap` (8.3.1).
pub fn expected(own: u32, opp: u32, cap: bool) -> u32 {
    let mut d = own.abs_diff(opp);
    if cap {
        d = d.min(400);
    }
    let high = expected_higher(d);
    if own >= opp { high } else { 100 - high }
}

/// Table 8.1.1: dp for a percentage score `pct` (0 … 100).
pub fn dp(pct: u32) -> i32 {
    if pct >= 50 {
        DP_TABLE[(pct - 50) as usize]
    } else {
        -DP_TABLE[(50 - pct) as usize]
    }
}

/// Round hundredths of a point to a whole number, .5 away from zero (8.3.4).
pub fn round_away(hundredths: i64) -> i64 {
    let sign = hundredths.signum();
    sign * ((hundredths.abs() + 50) / 100)
}

/// Whether the 400-point rule applies to a player rated `own` (8.3.1, from 1 October 2025): a
/// difference of more than 400 points counts as 400 for a player rated below 2650; a player
/// rated 2650 or more uses the real difference.
pub fn difference_capped(own: u32) -> bool {
    own < 2650
}

/// Why a player has his K factor (8.3.3).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Profile {
    /// New to the list, fewer than 30 rated games completed: 40.
    Newcomer,
    /// In the year of his 16th–18th birthday and rated under 2300: 40.
    Junior,
    /// Adult with 30+ games, never published 2400: 20.
    Adult,
    /// Published rating once reached 2400: 10.
    Reached2400,
}

impl Profile {
    /// The K of 8.3.3 before the 700 cap.
    pub fn k(self) -> u32 {
        match self {
            Profile::Newcomer | Profile::Junior => 40,
            Profile::Adult => 20,
            Profile::Reached2400 => 10,
        }
    }
}

/// The K after the cap of 8.3.3: if K × `games` in the period exceeds 700, the largest whole K
/// with K × n ≤ 700.
pub fn k_capped(k: u32, games: u32) -> u32 {
    if k * games > 700 { 700 / games } else { k }
}

/// One round of a player's event: a game against a rated or an unrated opponent, with the
/// score in half points, or a bye.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Game {
    /// A game against a rated opponent: his rating, the score in half points.
    Rated(u32, u32),
    /// A game against an unrated opponent: not rated (8.3).
    Unrated(u32),
    /// A bye: no game.
    Bye,
}

/// The rating change for a player rated `own` with `k` over `games` (8.3.2–8.3.4): ΔR = score −
/// expected score for each game against a rated opponent, with the 400-point rule of 8.3.1;
/// ΣΔR × K rounded .5 away from zero. Returns (ΣΔR in hundredths, change).
pub fn rating_change(own: u32, k: u32, games: &[Game]) -> (i64, i64) {
    let cap = difference_capped(own);
    let sum: i64 = games
        .iter()
        .map(|g| match *g {
            Game::Rated(opp, half) => half as i64 * 50 - expected(own, opp, cap) as i64,
            _ => 0,
        })
        .sum();
    (sum, round_away(sum * k as i64))
}

/// The first rating from rated opponents and a score in half points (8.2.2–8.2.3): Ru = Ra + dp
/// with two hypothetical 1800 opponents drawn, at most 2200; `None` if below 1400, which is
/// not published (7.1.4).
pub fn first_rating(opponents: &[u32], half: u32) -> Option<u32> {
    let (ra, pct) = first_rating_parts(opponents, half);
    let ru = (ra as i32 + dp(pct)).min(2200);
    (ru >= 1400).then_some(ru as u32)
}

/// Ra with the two 1800 opponents and the percentage with their two draws (8.2.2), for 8 rated
/// opponents with ratings in tens: both divisions are then exact (the rounding of p is not in
/// the text of 8.2.3).
pub fn first_rating_parts(opponents: &[u32], half: u32) -> (u32, u32) {
    let n = opponents.len() as u32 + 2;
    let total: u32 = opponents.iter().sum::<u32>() + 3600;
    let ra = (total + n / 2) / n;
    let pct = (half * 50 + 100) / n;
    (ra, pct)
}

#[cfg(test)]
mod tests;
