//! The tie-breaks by their C.07 (2023) abbreviations: parsing a key ("BH-C1"), computing one
//! player's value, the working behind it round by round, and the standings that points and an
//! ordered list of tie-breaks give.

use std::cmp::Reverse;
use std::fmt;

use super::crosstable::{Crosstable, Entry, POINT};

/// A tie-break of C.07 (2023), by its abbreviation in the regulations.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum TieBreak {
    /// Buchholz (8.1).
    Bh,
    /// Buchholz Cut-1 (8.1 with 14.1).
    BhC1,
    /// Buchholz Cut-2 (8.1 with 14.2).
    BhC2,
    /// Buchholz Median-1 (8.1 with 14.3).
    BhM1,
    /// Buchholz Median-2 (8.1 with 14.4).
    BhM2,
    /// Sonneborn-Berger (9.1).
    Sb,
    /// Sonneborn-Berger Cut-1 (9.1 with 14.1.1 d and 16.5.2).
    SbC1,
    /// Progressive score (7.5).
    Ps,
    /// Rounds scored as a win, played or not (7.1).
    Win,
    /// Games won over the board (7.2).
    Won,
    /// Games played with Black (7.3).
    Bpg,
    /// Games won with Black (7.4).
    Bwg,
    /// Average rating of the opponents met over the board (10.1).
    Aro,
    /// Direct Encounter among the tied players (6): it orders a group, it has no value of one
    /// player's own.
    De,
}

/// An abbreviation [`TieBreak::parse`] does not know.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UnknownTieBreak {
    /// The text given.
    pub given: String,
}

impl fmt::Display for UnknownTieBreak {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let known: Vec<&str> = TieBreak::ALL.iter().map(|t| t.key()).collect();
        write!(
            f,
            "unknown tie-break '{}'; known: {}",
            self.given,
            known.join(", ")
        )
    }
}

impl std::error::Error for UnknownTieBreak {}

impl TieBreak {
    /// Every tie-break this module computes, in the order of the regulations' articles.
    pub const ALL: [TieBreak; 14] = [
        TieBreak::De,
        TieBreak::Win,
        TieBreak::Won,
        TieBreak::Bpg,
        TieBreak::Bwg,
        TieBreak::Ps,
        TieBreak::Bh,
        TieBreak::BhC1,
        TieBreak::BhC2,
        TieBreak::BhM1,
        TieBreak::BhM2,
        TieBreak::Sb,
        TieBreak::SbC1,
        TieBreak::Aro,
    ];

    /// The abbreviation of C.07 (2023): "BH-C1", "SB", "ARO".
    pub fn key(self) -> &'static str {
        match self {
            TieBreak::Bh => "BH",
            TieBreak::BhC1 => "BH-C1",
            TieBreak::BhC2 => "BH-C2",
            TieBreak::BhM1 => "BH-M1",
            TieBreak::BhM2 => "BH-M2",
            TieBreak::Sb => "SB",
            TieBreak::SbC1 => "SB-C1",
            TieBreak::Ps => "PS",
            TieBreak::Win => "WIN",
            TieBreak::Won => "WON",
            TieBreak::Bpg => "BPG",
            TieBreak::Bwg => "BWG",
            TieBreak::Aro => "ARO",
            TieBreak::De => "DE",
        }
    }

    /// The tie-break of an abbreviation, in any case, with surrounding spaces ignored and "/"
    /// accepted for "-" (the TRF-26 style "BH/C1").
    pub fn parse(s: &str) -> Result<TieBreak, UnknownTieBreak> {
        let norm = s.trim().to_ascii_uppercase().replace('/', "-");
        TieBreak::ALL
            .into_iter()
            .find(|t| t.key() == norm)
            .ok_or_else(|| UnknownTieBreak { given: s.to_string() })
    }
}

impl fmt::Display for TieBreak {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.key())
    }
}

/// A tie-break's value for one player. Within one tie-break all values are of one kind, and a
/// higher value ranks higher.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Value {
    /// Points, in quarters ([`POINT`] = 4): Buchholz, Sonneborn-Berger, progressive score.
    Points(u32),
    /// A number of rounds or games: WIN, WON, BPG, BWG.
    Count(u32),
    /// A rating: ARO (0 when no rated opponent was met).
    Rating(u32),
}

/// Whom a term of a working comes from.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Against {
    /// An opponent met over the board (index into the crosstable).
    Opponent(usize),
    /// The dummy opponent of an unplayed round (C.07-16.4), on the player's own score.
    Dummy,
    /// Nobody: a term of the player's own (a running score, a round counted or not).
    Own,
}

/// Whether a term counts in the value.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TermStatus {
    /// Counted.
    Counted,
    /// Dropped by a cut or median (C.07-14, 16.5).
    Cut,
    /// Left out: an opponent without a rating (ARO), or a round that the tie-break does not
    /// count (WIN, WON, BPG, BWG; the amount is then 0).
    NotCounted,
}

/// One round's part in a tie-break.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Term {
    /// The round, from 1.
    pub round: usize,
    /// What the round was.
    pub entry: Entry,
    /// Whom the amount comes from.
    pub against: Against,
    /// The amount: quarters of a point for [`Value::Points`], 1 or 0 for [`Value::Count`], a
    /// rating for [`Value::Rating`].
    pub amount: u32,
    /// Whether it counts.
    pub status: TermStatus,
}

/// The working of one player's tie-break: the terms and the value they give.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Working {
    /// The tie-break.
    pub key: TieBreak,
    /// Its value; `None` for Direct Encounter, which has none of one player's own.
    pub value: Option<Value>,
    /// The terms, one per round (ARO: one per game played).
    pub terms: Vec<Term>,
}

/// Ratings by player index, 0 for an unrated player; an empty slice when there are none.
fn rating(ratings: &[u32], p: usize) -> u32 {
    ratings.get(p).copied().unwrap_or(0)
}

/// The average of ratings, rounded to the nearest whole number with a half up (as the FIDE
/// Technical Commission's TieBreakServer rounds ARO); 0 for none.
fn average(ratings: &[u32]) -> u32 {
    if ratings.is_empty() {
        return 0;
    }
    let n = ratings.len() as u64;
    let sum: u64 = ratings.iter().map(|&r| u64::from(r)).sum();
    ((2 * sum + n) / (2 * n)) as u32
}

/// The value of tie-break `key` for player `p`; `None` for Direct Encounter (see
/// [`standings`]). `ratings[q]` is player `q`'s rating, 0 if unrated; ARO leaves unrated
/// opponents out (as the FIDE TEC's TieBreakServer does unless told a rating for them).
pub fn compute(t: &Crosstable, ratings: &[u32], key: TieBreak, p: usize) -> Option<Value> {
    Some(match key {
        TieBreak::Bh => Value::Points(t.buchholz(p)),
        TieBreak::BhC1 => Value::Points(t.buchholz_modified(p, 1, 0)),
        TieBreak::BhC2 => Value::Points(t.buchholz_modified(p, 2, 0)),
        TieBreak::BhM1 => Value::Points(t.buchholz_modified(p, 1, 1)),
        TieBreak::BhM2 => Value::Points(t.buchholz_modified(p, 2, 2)),
        TieBreak::Sb => Value::Points(t.sonneborn_berger(p)),
        TieBreak::SbC1 => Value::Points(t.sonneborn_berger_cut1(p)),
        TieBreak::Ps => Value::Points(t.progressive(p)),
        TieBreak::Win => Value::Count(t.win(p)),
        TieBreak::Won => Value::Count(t.won(p)),
        TieBreak::Bpg => Value::Count(t.black_games(p)),
        TieBreak::Bwg => Value::Count(t.black_wins(p)),
        TieBreak::Aro => {
            let rated: Vec<u32> = t.rows[p]
                .iter()
                .filter_map(|e| match *e {
                    Entry::Game { opponent, .. } => Some(rating(ratings, opponent)),
                    _ => None,
                })
                .filter(|&r| r > 0)
                .collect();
            Value::Rating(average(&rated))
        }
        TieBreak::De => return None,
    })
}

/// The working of tie-break `key` for player `p`: each round's term and whether it counts.
pub fn working(t: &Crosstable, ratings: &[u32], key: TieBreak, p: usize) -> Working {
    let row = &t.rows[p];
    let against = |e: &Entry| match *e {
        Entry::Game { opponent, .. } => Against::Opponent(opponent),
        _ => Against::Dummy,
    };
    let status = |cut: bool| {
        if cut { TermStatus::Cut } else { TermStatus::Counted }
    };
    let terms: Vec<Term> = match key {
        TieBreak::Bh | TieBreak::BhC1 | TieBreak::BhC2 | TieBreak::BhM1 | TieBreak::BhM2 => {
            let (low, high) = match key {
                TieBreak::BhC1 => (1, 0),
                TieBreak::BhC2 => (2, 0),
                TieBreak::BhM1 => (1, 1),
                TieBreak::BhM2 => (2, 2),
                _ => (0, 0),
            };
            let cut = t.bh_cut_rounds(p, low, high);
            t.bh_terms(p)
                .into_iter()
                .zip(row)
                .enumerate()
                .map(|(r, (amount, e))| Term {
                    round: r + 1,
                    entry: *e,
                    against: against(e),
                    amount,
                    status: status(cut.contains(&r)),
                })
                .collect()
        }
        TieBreak::Sb | TieBreak::SbC1 => {
            let cut = if key == TieBreak::SbC1 {
                t.sb_cut_round(p)
            } else {
                None
            };
            t.sb_terms(p)
                .into_iter()
                .zip(row)
                .enumerate()
                .map(|(r, (amount, e))| Term {
                    round: r + 1,
                    entry: *e,
                    against: against(e),
                    amount,
                    status: status(cut == Some(r)),
                })
                .collect()
        }
        TieBreak::Ps => t
            .running_scores(p)
            .into_iter()
            .zip(row)
            .enumerate()
            .map(|(r, (amount, e))| Term {
                round: r + 1,
                entry: *e,
                against: Against::Own,
                amount,
                status: TermStatus::Counted,
            })
            .collect(),
        TieBreak::Win | TieBreak::Won | TieBreak::Bpg | TieBreak::Bwg => row
            .iter()
            .enumerate()
            .map(|(r, e)| {
                let game_won = matches!(e, Entry::Game { result, .. } if *result == POINT);
                let black = matches!(e, Entry::Game { white: false, .. });
                let counted = match key {
                    TieBreak::Win => e.awarded() == POINT,
                    TieBreak::Won => game_won,
                    TieBreak::Bpg => black,
                    _ => black && game_won,
                };
                Term {
                    round: r + 1,
                    entry: *e,
                    against: Against::Own,
                    amount: u32::from(counted),
                    status: if counted {
                        TermStatus::Counted
                    } else {
                        TermStatus::NotCounted
                    },
                }
            })
            .collect(),
        TieBreak::Aro => row
            .iter()
            .enumerate()
            .filter_map(|(r, e)| match *e {
                Entry::Game { opponent, .. } => {
                    let amount = rating(ratings, opponent);
                    Some(Term {
                        round: r + 1,
                        entry: *e,
                        against: Against::Opponent(opponent),
                        amount,
                        status: if amount > 0 {
                            TermStatus::Counted
                        } else {
                            TermStatus::NotCounted
                        },
                    })
                }
                _ => None,
            })
            .collect(),
        TieBreak::De => Vec::new(),
    };
    Working {
        key,
        value: compute(t, ratings, key, p),
        terms,
    }
}

/// One player's place in the standings.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Standing {
    /// The player (index into the crosstable).
    pub player: usize,
    /// The rank, from 1: the first place of the players who share it.
    pub rank: usize,
    /// The last place of the players who share the rank (equal to `rank` when not shared):
    /// "3-4" is rank 3, last 4.
    pub last: usize,
    /// True when other players share the rank.
    pub shared: bool,
    /// Points, in quarters.
    pub score: u32,
    /// The values of the tie-breaks, in the order asked (`None` for Direct Encounter).
    pub values: Vec<Option<Value>>,
}

/// The standings: players ordered by points, then by each tie-break in `keys` in turn; players
/// whom all of them leave level share a rank (listed by index, i.e. by start number).
///
/// Direct Encounter (C.07-6) orders a tied group only when every two of its players met over
/// the board exactly once: by the points they scored in those games, applied again to those it
/// leaves level (6.2). A group in which some did not meet stays level for DE and goes to the
/// next tie-break (the Swiss exception of 6.3 is not implemented).
pub fn standings(t: &Crosstable, ratings: &[u32], keys: &[TieBreak]) -> Vec<Standing> {
    let values: Vec<Vec<Option<Value>>> = (0..t.players)
        .map(|p| keys.iter().map(|&k| compute(t, ratings, k, p)).collect())
        .collect();
    let mut all: Vec<usize> = (0..t.players).collect();
    all.sort_by_key(|&p| (Reverse(t.score(p)), p));
    let mut groups = split_by(&all, |p| t.score(p));
    for (i, &key) in keys.iter().enumerate() {
        groups = groups
            .into_iter()
            .flat_map(|g| {
                if g.len() < 2 {
                    vec![g]
                } else if key == TieBreak::De {
                    direct_encounter(t, &g)
                } else {
                    let mut g = g;
                    g.sort_by_key(|&p| (Reverse(values[p][i]), p));
                    split_by(&g, |p| values[p][i])
                }
            })
            .collect();
    }
    let mut out = Vec::with_capacity(t.players);
    for g in groups {
        let rank = out.len() + 1;
        let last = rank + g.len() - 1;
        for &p in &g {
            out.push(Standing {
                player: p,
                rank,
                last,
                shared: g.len() > 1,
                score: t.score(p),
                values: values[p].clone(),
            });
        }
    }
    out
}

/// Consecutive runs of an ordered list with equal `f`.
fn split_by<K: PartialEq>(ordered: &[usize], f: impl Fn(usize) -> K) -> Vec<Vec<usize>> {
    let mut out: Vec<Vec<usize>> = Vec::new();
    for &p in ordered {
        match out.last_mut() {
            Some(g) if f(g[0]) == f(p) => g.push(p),
            _ => out.push(vec![p]),
        }
    }
    out
}

/// Direct Encounter within a tied group: ordered sub-groups (see [`standings`]).
fn direct_encounter(t: &Crosstable, group: &[usize]) -> Vec<Vec<usize>> {
    let games = |a: usize, b: usize| {
        t.rows[a]
            .iter()
            .filter(|e| matches!(e, Entry::Game { opponent, .. } if *opponent == b))
            .count()
    };
    let all_met_once = group
        .iter()
        .all(|&a| group.iter().all(|&b| a == b || games(a, b) == 1));
    if !all_met_once {
        return vec![group.to_vec()];
    }
    let mutual = |a: usize| -> u32 {
        t.rows[a]
            .iter()
            .filter_map(|e| match *e {
                Entry::Game { opponent, result, .. } if group.contains(&opponent) => Some(result),
                _ => None,
            })
            .sum()
    };
    let mut g = group.to_vec();
    g.sort_by_key(|&p| (Reverse(mutual(p)), p));
    let parts = split_by(&g, mutual);
    if parts.len() == 1 {
        return parts;
    }
    parts
        .into_iter()
        .flat_map(|part| {
            if part.len() > 1 {
                direct_encounter(t, &part)
            } else {
                vec![part]
            }
        })
        .collect()
}
