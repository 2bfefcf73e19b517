//! The checks across lines of a TRF file: start numbers unique, every opponent in the file,
//! both sides of a pairing agreeing (opponent, colours, results), and the declared points
//! against the results (a warning).

use super::problem::{Problem, ProblemKind};
use super::{RoundEntry, Tournament};

/// Whether two sides of one pairing go together.
fn results_match(a: RoundEntry, b: RoundEntry) -> bool {
    match (a, b) {
        (RoundEntry::Played { result: x, .. }, RoundEntry::Played { result: y, .. }) => {
            x == y.other()
        }
        (RoundEntry::ForfeitWin { .. }, RoundEntry::ForfeitLoss { .. })
        | (RoundEntry::ForfeitLoss { .. }, RoundEntry::ForfeitWin { .. })
        // Both absent: a double forfeit.
        | (RoundEntry::ForfeitLoss { .. }, RoundEntry::ForfeitLoss { .. })
        | (RoundEntry::Paired { .. }, RoundEntry::Paired { .. }) => true,
        _ => false,
    }
}

/// Runs the checks on `t` (players sorted by start number), pushing what it finds. A second
/// line with a start number already used is reported and dropped.
pub(super) fn consistency(t: &mut Tournament, problems: &mut Vec<Problem>) {
    let mut kept: Vec<super::Player> = Vec::with_capacity(t.players.len());
    for p in std::mem::take(&mut t.players) {
        match kept.last() {
            Some(prev) if prev.start == p.start => problems.push(Problem::new(
                p.line,
                Some(5),
                ProblemKind::DuplicateStartNumber {
                    player: p.start,
                    first_line: prev.line,
                },
            )),
            _ => kept.push(p),
        }
    }
    t.players = kept;
    // Rounds already reported as unreadable: no further complaint about their pairing.
    let unreadable: Vec<(u32, usize)> = problems
        .iter()
        .filter_map(|p| match p.kind {
            ProblemKind::BadOpponent { player, round, .. }
            | ProblemKind::BadColour { player, round, .. }
            | ProblemKind::BadResult { player, round, .. }
            | ProblemKind::GameWithoutColour { player, round, .. }
            | ProblemKind::ByeWithOpponent { player, round, .. }
            | ProblemKind::ResultWithoutOpponent { player, round, .. }
            | ProblemKind::PairedWithSelf { player, round } => Some((player, round)),
            _ => None,
        })
        .collect();
    for p in &t.players {
        for (r, &entry) in p.games.iter().enumerate() {
            let Some(opponent) = entry.opponent() else {
                continue;
            };
            let column = Some(92 + 10 * r);
            let (round, player) = (r + 1, p.start);
            let Some(o) = t.index_of(opponent).map(|i| &t.players[i]) else {
                problems.push(Problem::new(
                    p.line,
                    column,
                    ProblemKind::UnknownOpponent {
                        player,
                        round,
                        opponent,
                    },
                ));
                continue;
            };
            if unreadable.contains(&(opponent, round)) {
                continue;
            }
            let back = o.games.get(r).copied().unwrap_or(RoundEntry::NotPaired);
            if back.opponent() != Some(player) {
                problems.push(Problem::new(
                    p.line,
                    column,
                    ProblemKind::PairingMismatch {
                        player,
                        round,
                        opponent,
                        opponent_has: back.opponent(),
                    },
                ));
                continue;
            }
            // The rest is reported once, from the lower start number.
            if player > opponent {
                continue;
            }
            if entry.colour().is_some() && entry.colour() == back.colour() {
                problems.push(Problem::new(
                    p.line,
                    column.map(|c| c + 5),
                    ProblemKind::ColourMismatch {
                        player,
                        round,
                        opponent,
                    },
                ));
            }
            if !results_match(entry, back) {
                problems.push(Problem::new(
                    p.line,
                    column.map(|c| c + 7),
                    ProblemKind::ResultMismatch {
                        player,
                        round,
                        opponent,
                    },
                ));
            }
        }
        if let Some(declared) = p.points_declared {
            let computed = p.points();
            if declared != computed {
                problems.push(Problem::new(
                    p.line,
                    Some(81),
                    ProblemKind::PointsMismatch {
                        player: p.start,
                        declared,
                        computed,
                    },
                ));
            }
        }
    }
    // Problems in the order of the file.
    problems.sort_by_key(|p| p.line);
}
