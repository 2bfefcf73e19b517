//! Tie-breaks on a tournament's own TRF-16 file (C.07, 2023): every player's points, rank and
//! chosen tie-breaks, and the working of one tie-break for one player, round by round. Every
//! problem of a file is told with its line, in the reader's language.

use super::Refusal;
use super::trf_file::{self, FileProblem, MAX_PROBLEMS_TOLD, TrfError, problem};
use crate::locales::Message;
use crate::rules::tie_breaks::{Against, Entry, TermStatus, TieBreak, Value, standings, working};
use crate::rules::trf::Tournament;

/// Most tie-breaks in one request: C.07 lists a handful per event; more is a mistake.
pub const MAX_TIE_BREAKS: usize = 8;

/// The tie-breaks when none are asked: the usual Swiss choice of C.07 (Buchholz Cut-1, then
/// Buchholz, then Sonneborn-Berger).
pub const DEFAULT_TIE_BREAKS: [TieBreak; 3] = [TieBreak::BhC1, TieBreak::Bh, TieBreak::Sb];

/// One player's line of the standings.
#[derive(Debug, Clone, serde::Serialize)]
pub struct Row {
    /// Start number.
    pub start: u32,
    /// Name as in the file.
    pub name: String,
    /// FIDE rating, if any.
    pub rating: Option<u32>,
    /// Points.
    pub points: f64,
    /// Rank, from 1: the first place of those who share it.
    pub rank: usize,
    /// The last place of those who share the rank (equal to `rank` when not shared).
    pub rank_last: usize,
    /// The tie-breaks' values, in the order asked (`None` for DE, which only orders).
    pub values: Vec<Option<f64>>,
}

/// One round of a working.
#[derive(Debug, Clone, serde::Serialize)]
pub struct TermRow {
    /// The round, from 1.
    pub round: usize,
    /// What the round was: `game`, `forfeit-win`, `forfeit-loss`, `pab`, `half-bye`,
    /// `full-bye`, `zero-bye`, `absent`.
    pub entry: &'static str,
    /// The opponent's start number, for a round against an opponent.
    pub opponent: Option<u32>,
    /// The opponent's name.
    pub opponent_name: Option<String>,
    /// True when the amount comes from the dummy opponent of an unplayed round (C.07 16.4).
    pub dummy: bool,
    /// The amount: points for BH/SB/PS, 1 or 0 for counts, a rating for ARO.
    pub amount: f64,
    /// `counted`, `cut` or `not-counted`.
    pub status: &'static str,
}

/// The working of one tie-break for one player.
#[derive(Debug, Clone, serde::Serialize)]
pub struct WorkingView {
    /// The player's start number.
    pub start: u32,
    /// The player's name.
    pub name: String,
    /// The tie-break's abbreviation.
    pub tie_break: &'static str,
    /// Its value (`None` for DE).
    pub value: Option<f64>,
    /// The rounds.
    pub terms: Vec<TermRow>,
}

/// The standings of a file.
#[derive(Debug, Clone, serde::Serialize)]
pub struct Table {
    /// The tournament's name, as in the file.
    pub name: String,
    /// Rounds in the file.
    pub rounds: usize,
    /// The leading rounds with every game decided: the rounds the tie-breaks count.
    pub rounds_complete: usize,
    /// The tie-breaks, by their C.07 abbreviations, in order.
    pub tie_breaks: Vec<&'static str>,
    /// The players, best first.
    pub players: Vec<Row>,
    /// What looks wrong in the file but did not stop the reading.
    #[serde(skip)]
    pub warnings: Vec<FileProblem>,
    /// The working asked for, if any.
    pub working: Option<WorkingView>,
}

/// Reads the abbreviations asked for, in order; none gives [`DEFAULT_TIE_BREAKS`].
pub fn parse_keys<'a>(keys: impl IntoIterator<Item = &'a str>) -> Result<Vec<TieBreak>, Refusal> {
    let mut out = Vec::new();
    for k in keys.into_iter().map(str::trim).filter(|k| !k.is_empty()) {
        let t = TieBreak::parse(k).map_err(|_| {
            let known: Vec<&str> = TieBreak::ALL.iter().map(|t| t.key()).collect();
            Message::new("assist-tb-error-key")
                .with("key", k.to_string())
                .with("known", known.join(", "))
        })?;
        if !out.contains(&t) {
            out.push(t);
        }
    }
    if out.len() > MAX_TIE_BREAKS {
        return Err(Message::new("assist-tb-error-many").with("max", MAX_TIE_BREAKS));
    }
    if out.is_empty() {
        out.extend(DEFAULT_TIE_BREAKS);
    }
    Ok(out)
}

fn value(v: Value) -> f64 {
    match v {
        Value::Points(q) => f64::from(q) / 4.0,
        Value::Count(n) | Value::Rating(n) => f64::from(n),
    }
}

fn entry_key(e: &Entry) -> &'static str {
    match e {
        Entry::Game { .. } => "game",
        Entry::Forfeit { won: true, .. } => "forfeit-win",
        Entry::Forfeit { won: false, .. } => "forfeit-loss",
        Entry::Pab => "pab",
        Entry::HalfBye => "half-bye",
        Entry::FullBye => "full-bye",
        Entry::ZeroBye => "zero-bye",
        Entry::Absent => "absent",
    }
}

/// Reads `trf` and computes the standings with `keys`; with `player` (a start number) and
/// `explain` (one of the keys, else the first), the working for that player too.
pub fn compute(
    trf: &[u8],
    keys: &[TieBreak],
    player: Option<u32>,
    explain: Option<TieBreak>,
) -> Result<Table, TrfError> {
    let t: Tournament = trf_file::read(trf)?;
    let table = t.crosstable();
    let ratings = t.ratings();
    let rows: Vec<Row> = standings(&table, &ratings, keys)
        .into_iter()
        .map(|s| {
            let p = &t.players[s.player];
            Row {
                start: p.start,
                name: p.name.clone(),
                rating: p.rating,
                points: f64::from(s.score) / 4.0,
                rank: s.rank,
                rank_last: s.last,
                values: s.values.into_iter().map(|v| v.map(value)).collect(),
            }
        })
        .collect();
    let working = match player {
        None => None,
        Some(start) => {
            let idx = t
                .index_of(start)
                .ok_or_else(|| Message::new("assist-tb-error-player").with("player", start))?;
            let key = explain.unwrap_or(keys[0]);
            let w = working(&table, &ratings, key, idx);
            Some(WorkingView {
                start,
                name: t.players[idx].name.clone(),
                tie_break: key.key(),
                value: w.value.map(value),
                terms: w
                    .terms
                    .iter()
                    .map(|term| {
                        let opponent = match term.against {
                            Against::Opponent(o) => Some(&t.players[o]),
                            _ => match term.entry {
                                Entry::Forfeit { opponent, .. } => t.players.get(opponent),
                                _ => None,
                            },
                        };
                        let amount = match w.value {
                            Some(Value::Points(_)) => f64::from(term.amount) / 4.0,
                            _ => f64::from(term.amount),
                        };
                        TermRow {
                            round: term.round,
                            entry: entry_key(&term.entry),
                            opponent: opponent.map(|p| p.start),
                            opponent_name: opponent.map(|p| p.name.clone()),
                            dummy: term.against == Against::Dummy,
                            amount,
                            status: match term.status {
                                TermStatus::Counted => "counted",
                                TermStatus::Cut => "cut",
                                TermStatus::NotCounted => "not-counted",
                            },
                        }
                    })
                    .collect(),
            })
        }
    };
    Ok(Table {
        name: t.name.clone(),
        rounds: t.rounds_recorded(),
        rounds_complete: t.rounds_complete(),
        tie_breaks: keys.iter().map(|k| k.key()).collect(),
        players: rows,
        warnings: t.warnings.iter().take(MAX_PROBLEMS_TOLD).map(problem).collect(),
        working,
    })
}
