//! Reading a FIDE Tournament Report File (TRF-16, the format Swiss-Manager and Vega export)
//! into checked data: the event's header, its players and what each did in each round, with
//! every problem found reported by line and column, and the conversion to the tie-break
//! crosstable.
//!
//! Columns count characters, from 1, as the TRF-16 description numbers them: in a player
//! ("001") line the start number is in columns 5–8, the name 15–47, the rating 49–52, the
//! federation 54–56, the FIDE id 58–68, the birth date 70–79, the points 81–84, the rank
//! 86–89, and round `n` takes columns `92 + 10(n − 1)` on: the opponent's start number (4),
//! a space, the colour (`w`, `b`, `-`), a space, the result. A file that is not UTF-8 is read
//! as Latin-1.

mod check;
mod problem;
#[cfg(test)]
mod tests;

pub use problem::{Field, ParseErrors, Problem, ProblemKind};

use crate::rules::Side;
use crate::rules::tie_breaks::{Crosstable, Entry, POINT};

/// The largest file read, in bytes.
pub const MAX_BYTES: usize = 1_048_576;
/// The most players in a file.
pub const MAX_PLAYERS: usize = 2_000;
/// The most rounds in a file.
pub const MAX_ROUNDS: usize = 30;

/// The result of a game played over the board, from one player's side.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum GameResult {
    /// Won.
    Win,
    /// Drawn.
    Draw,
    /// Lost.
    Loss,
}

impl GameResult {
    /// Points in quarters.
    pub fn quarters(self) -> u32 {
        match self {
            GameResult::Win => POINT,
            GameResult::Draw => POINT / 2,
            GameResult::Loss => 0,
        }
    }

    /// The opponent's result.
    pub fn other(self) -> GameResult {
        match self {
            GameResult::Win => GameResult::Loss,
            GameResult::Draw => GameResult::Draw,
            GameResult::Loss => GameResult::Win,
        }
    }
}

/// What a player did in one round, as the file records it. Opponents are start numbers.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RoundEntry {
    /// A game played (`1 = 0`, or `W D L` for one played but not to be rated).
    Played {
        /// The opponent's start number.
        opponent: u32,
        /// The player's colour.
        colour: Side,
        /// The player's result.
        result: GameResult,
        /// False for `W D L`: played, not to be rated.
        rated: bool,
    },
    /// A forfeit won (`+`): the opponent did not appear.
    ForfeitWin {
        /// The opponent's start number.
        opponent: u32,
        /// The colour paired, if recorded.
        colour: Option<Side>,
    },
    /// A forfeit lost (`-` with an opponent).
    ForfeitLoss {
        /// The opponent's start number.
        opponent: u32,
        /// The colour paired, if recorded.
        colour: Option<Side>,
    },
    /// The pairing-allocated bye (`U`), a full point.
    PairingBye,
    /// A half-point bye (`H`).
    HalfBye,
    /// A full-point bye (`F`).
    FullBye,
    /// A zero-point bye (`Z`).
    ZeroBye,
    /// Not paired, no result (an empty block, or `0000` with a blank or `-` result).
    NotPaired,
    /// Paired and not yet played (a blank or `*` result with an opponent).
    Paired {
        /// The opponent's start number.
        opponent: u32,
        /// The colour paired, if recorded.
        colour: Option<Side>,
    },
}

impl RoundEntry {
    /// Points awarded, in quarters (a game still to play has none yet).
    pub fn quarters(self) -> u32 {
        match self {
            RoundEntry::Played { result, .. } => result.quarters(),
            RoundEntry::ForfeitWin { .. } | RoundEntry::PairingBye | RoundEntry::FullBye => POINT,
            RoundEntry::HalfBye => POINT / 2,
            RoundEntry::ForfeitLoss { .. }
            | RoundEntry::ZeroBye
            | RoundEntry::NotPaired
            | RoundEntry::Paired { .. } => 0,
        }
    }

    /// The opponent's start number, for a round paired against a player.
    pub fn opponent(self) -> Option<u32> {
        match self {
            RoundEntry::Played { opponent, .. }
            | RoundEntry::ForfeitWin { opponent, .. }
            | RoundEntry::ForfeitLoss { opponent, .. }
            | RoundEntry::Paired { opponent, .. } => Some(opponent),
            _ => None,
        }
    }

    /// The colour, where one was recorded.
    pub fn colour(self) -> Option<Side> {
        match self {
            RoundEntry::Played { colour, .. } => Some(colour),
            RoundEntry::ForfeitWin { colour, .. }
            | RoundEntry::ForfeitLoss { colour, .. }
            | RoundEntry::Paired { colour, .. } => colour,
            _ => None,
        }
    }
}

/// A player ("001" line).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Player {
    /// The 1-based line of the file.
    pub line: usize,
    /// Start number.
    pub start: u32,
    /// Sex (column 10), if given.
    pub sex: Option<char>,
    /// Title (columns 11–13), possibly empty.
    pub title: String,
    /// Name, trimmed.
    pub name: String,
    /// FIDE rating; `None` for unrated (blank or 0).
    pub rating: Option<u32>,
    /// Federation, possibly empty.
    pub fed: String,
    /// FIDE id, if given.
    pub fide_id: Option<u64>,
    /// Birth date as written, possibly empty.
    pub birth: String,
    /// The points the file declares, in quarters.
    pub points_declared: Option<u32>,
    /// The rank the file declares.
    pub rank_declared: Option<u32>,
    /// What the player did in each round, from round 1; every player has as many entries as
    /// the file has rounds recorded ([`Tournament::rounds_recorded`]).
    pub games: Vec<RoundEntry>,
}

impl Player {
    /// The points the rounds give, in quarters.
    pub fn points(&self) -> u32 {
        self.games.iter().map(|g| g.quarters()).sum()
    }
}

/// A tournament read from a TRF file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Tournament {
    /// Name ("012"), possibly empty.
    pub name: String,
    /// Start and end dates ("042", "052") as written.
    pub start_date: Option<String>,
    /// End date ("052").
    pub end_date: Option<String>,
    /// Number of players the header declares ("062").
    pub players_declared: Option<u32>,
    /// Type of tournament ("092").
    pub kind: Option<String>,
    /// Time control ("122").
    pub time_control: Option<String>,
    /// Round dates ("132"), one per round.
    pub round_dates: Vec<String>,
    /// Number of rounds of the event: the largest of the "XXR" line, the round dates and the
    /// rounds recorded.
    pub rounds: usize,
    /// Players, by start number.
    pub players: Vec<Player>,
    /// What looks wrong but does not stop the reading (declared points that differ from the
    /// results).
    pub warnings: Vec<Problem>,
}

impl Tournament {
    /// Rounds with something recorded (every player's `games` has this many entries).
    pub fn rounds_recorded(&self) -> usize {
        self.players.first().map_or(0, |p| p.games.len())
    }

    /// The leading rounds in which no game is still to be played: the rounds the crosstable
    /// holds.
    pub fn rounds_complete(&self) -> usize {
        (0..self.rounds_recorded())
            .find(|&r| {
                self.players
                    .iter()
                    .any(|p| matches!(p.games.get(r), Some(RoundEntry::Paired { .. })))
            })
            .unwrap_or(self.rounds_recorded())
    }

    /// The index of a start number in [`Tournament::players`].
    pub fn index_of(&self, start: u32) -> Option<usize> {
        self.players.binary_search_by_key(&start, |p| p.start).ok()
    }

    /// Ratings by player index, 0 for unrated: the ratings [`crate::rules::tie_breaks::compute`]
    /// takes.
    pub fn ratings(&self) -> Vec<u32> {
        self.players.iter().map(|p| p.rating.unwrap_or(0)).collect()
    }

    /// The crosstable of the complete rounds ([`Tournament::rounds_complete`]); player `i` of
    /// the crosstable is `players[i]`.
    pub fn crosstable(&self) -> Crosstable {
        let rounds = self.rounds_complete();
        let idx = |s: u32| self.index_of(s).unwrap_or(0);
        let rows = self
            .players
            .iter()
            .map(|p| {
                p.games[..rounds]
                    .iter()
                    .map(|g| match *g {
                        RoundEntry::Played {
                            opponent,
                            colour,
                            result,
                            ..
                        } => Entry::Game {
                            opponent: idx(opponent),
                            white: colour == Side::White,
                            result: result.quarters(),
                        },
                        RoundEntry::ForfeitWin { opponent, .. } => Entry::Forfeit {
                            opponent: idx(opponent),
                            won: true,
                        },
                        RoundEntry::ForfeitLoss { opponent, .. } => Entry::Forfeit {
                            opponent: idx(opponent),
                            won: false,
                        },
                        RoundEntry::PairingBye => Entry::Pab,
                        RoundEntry::HalfBye => Entry::HalfBye,
                        RoundEntry::FullBye => Entry::FullBye,
                        RoundEntry::ZeroBye => Entry::ZeroBye,
                        // A pairing still to play is outside the complete rounds.
                        RoundEntry::NotPaired | RoundEntry::Paired { .. } => Entry::Absent,
                    })
                    .collect()
            })
            .collect();
        Crosstable {
            players: self.players.len(),
            rounds,
            rows,
        }
    }
}

/// Text decoded from the file: UTF-8 when it is, else Latin-1; a byte-order mark dropped.
fn decode(input: &[u8]) -> String {
    let text = match std::str::from_utf8(input) {
        Ok(s) => s.to_string(),
        Err(_) => input.iter().map(|&b| char::from(b)).collect(),
    };
    text.strip_prefix('\u{feff}').unwrap_or(&text).to_string()
}

/// Columns `from..=to` (1-based) of a line as characters, shorter or empty past its end.
fn cols(line: &[char], from: usize, to: usize) -> String {
    let start = (from - 1).min(line.len());
    let end = to.min(line.len());
    line[start..end.max(start)].iter().collect()
}

/// Points as the file writes them ("4.5", "10", "3,5"), in quarters.
fn parse_points(text: &str) -> Option<u32> {
    let t = text.trim().replace(',', ".");
    let (whole, frac) = t.split_once('.').unwrap_or((&t, "0"));
    let whole: u32 = if whole.is_empty() { 0 } else { whole.parse().ok()? };
    let frac = match frac.trim_end_matches('0') {
        "" => 0,
        "25" => 1,
        "5" => 2,
        "75" => 3,
        _ => return None,
    };
    whole.checked_mul(POINT)?.checked_add(frac)
}

/// A number field: `Ok(None)` when blank, `Err` when not a number.
fn parse_number<T: std::str::FromStr>(text: &str) -> Result<Option<T>, ()> {
    let t = text.trim();
    if t.is_empty() {
        Ok(None)
    } else {
        t.parse().map(Some).map_err(|_| ())
    }
}

/// The text after the record type of a header line, trimmed.
fn header_value(line: &[char]) -> String {
    cols(line, 5, line.len()).trim().to_string()
}

/// Reads a TRF-16 file. Every problem found is reported, each with its line; the result is an
/// error if any is an error (warnings go to [`Tournament::warnings`]).
pub fn parse(input: &[u8]) -> Result<Tournament, ParseErrors> {
    if input.len() > MAX_BYTES {
        return Err(ParseErrors {
            problems: vec![Problem::new(
                0,
                None,
                ProblemKind::TooLarge {
                    bytes: input.len(),
                    limit: MAX_BYTES,
                },
            )],
        });
    }
    let text = decode(input);
    let mut problems = Vec::new();
    let mut t = Tournament {
        name: String::new(),
        start_date: None,
        end_date: None,
        players_declared: None,
        kind: None,
        time_control: None,
        round_dates: Vec::new(),
        rounds: 0,
        players: Vec::new(),
        warnings: Vec::new(),
    };
    let mut xxr: Option<usize> = None;
    for (i, raw) in text.split('\n').enumerate() {
        let n = i + 1;
        let line: Vec<char> = raw.trim_end_matches(['\r', '\n']).chars().collect();
        if line.iter().all(|c| c.is_whitespace()) {
            continue;
        }
        let record = cols(&line, 1, 3);
        match record.as_str() {
            "001" => {
                if t.players.len() >= MAX_PLAYERS {
                    problems.push(Problem::new(
                        n,
                        None,
                        ProblemKind::TooManyPlayers { limit: MAX_PLAYERS },
                    ));
                    break;
                }
                if let Some(p) = player_line(&line, n, &mut problems) {
                    t.players.push(p);
                }
            }
            "012" => t.name = header_value(&line),
            "042" => t.start_date = Some(header_value(&line)),
            "052" => t.end_date = Some(header_value(&line)),
            "062" => match parse_number::<u32>(&header_value(&line)) {
                Ok(v) => t.players_declared = v,
                Err(()) => problems.push(Problem::new(
                    n,
                    Some(5),
                    ProblemKind::BadNumber {
                        field: problem::Field::PlayersDeclared,
                        text: header_value(&line),
                    },
                )),
            },
            "092" => t.kind = Some(header_value(&line)),
            "122" => t.time_control = Some(header_value(&line)),
            "132" => {
                t.round_dates = (0..)
                    .map(|k| 92 + 10 * k)
                    .take_while(|&c| c <= line.len())
                    .map(|c| cols(&line, c, c + 7).trim().to_string())
                    .collect();
                while t.round_dates.last().is_some_and(|d| d.is_empty()) {
                    t.round_dates.pop();
                }
                if t.round_dates.len() > MAX_ROUNDS {
                    problems.push(Problem::new(
                        n,
                        None,
                        ProblemKind::TooManyRounds {
                            count: t.round_dates.len(),
                            limit: MAX_ROUNDS,
                        },
                    ));
                    t.round_dates.truncate(MAX_ROUNDS);
                }
            }
            "XXR" => {
                let v = header_value(&line);
                match parse_number::<usize>(&v) {
                    Ok(Some(r)) if r <= MAX_ROUNDS => xxr = Some(r),
                    Ok(Some(r)) => problems.push(Problem::new(
                        n,
                        Some(5),
                        ProblemKind::TooManyRounds {
                            count: r,
                            limit: MAX_ROUNDS,
                        },
                    )),
                    _ => problems.push(Problem::new(
                        n,
                        Some(5),
                        ProblemKind::BadNumber {
                            field: problem::Field::Rounds,
                            text: v,
                        },
                    )),
                }
            }
            // Other records (arbiters, teams, the extensions of pairing programs) are not
            // needed here.
            _ => {}
        }
    }
    if t.players.is_empty() && problems.is_empty() {
        problems.push(Problem::new(0, None, ProblemKind::NoPlayers));
    }
    // Every player gets as many rounds as the longest line records: a shorter line's missing
    // rounds were not paired.
    let recorded = t.players.iter().map(|p| p.games.len()).max().unwrap_or(0);
    for p in &mut t.players {
        p.games.resize(recorded, RoundEntry::NotPaired);
    }
    t.rounds = recorded.max(xxr.unwrap_or(0)).max(t.round_dates.len());
    t.players.sort_by_key(|p| p.start);
    check::consistency(&mut t, &mut problems);
    if problems.iter().any(|p| !p.kind.is_warning()) {
        problems.retain(|p| !p.kind.is_warning());
        return Err(ParseErrors { problems });
    }
    t.warnings = problems;
    Ok(t)
}

/// One "001" line, or `None` (with the problem pushed) if its start number cannot be read.
fn player_line(line: &[char], n: usize, problems: &mut Vec<Problem>) -> Option<Player> {
    let start_text = cols(line, 5, 8);
    let start = match parse_number::<u32>(&start_text) {
        Ok(Some(s)) if s > 0 => s,
        _ => {
            problems.push(Problem::new(
                n,
                Some(5),
                ProblemKind::BadStartNumber { text: start_text },
            ));
            return None;
        }
    };
    let mut field = |from: usize, to: usize, f: problem::Field| -> Option<String> {
        let text = cols(line, from, to);
        match parse_number::<u64>(&text) {
            Ok(_) => Some(text),
            Err(()) => {
                problems.push(Problem::new(
                    n,
                    Some(from),
                    ProblemKind::BadField {
                        player: start,
                        field: f,
                        text: text.trim().to_string(),
                    },
                ));
                None
            }
        }
    };
    let rating = field(49, 52, problem::Field::Rating)
        .and_then(|s| s.trim().parse::<u32>().ok())
        .filter(|&r| r > 0);
    let fide_id = field(58, 68, problem::Field::FideId).and_then(|s| s.trim().parse::<u64>().ok());
    let rank_declared = field(86, 89, problem::Field::Rank).and_then(|s| s.trim().parse::<u32>().ok());
    let points_text = cols(line, 81, 84);
    let points_declared = if points_text.trim().is_empty() {
        None
    } else {
        let v = parse_points(&points_text);
        if v.is_none() {
            problems.push(Problem::new(
                n,
                Some(81),
                ProblemKind::BadField {
                    player: start,
                    field: problem::Field::Points,
                    text: points_text.trim().to_string(),
                },
            ));
        }
        v
    };
    let mut games = Vec::new();
    let mut col = 92;
    while col <= line.len() {
        let round = games.len() + 1;
        if round > MAX_ROUNDS {
            problems.push(Problem::new(
                n,
                Some(col),
                ProblemKind::TooManyRounds {
                    count: round,
                    limit: MAX_ROUNDS,
                },
            ));
            break;
        }
        let block: Vec<char> = cols(line, col, col + 7).chars().collect();
        games.push(round_block(&block, n, col, start, round, problems));
        col += 10;
    }
    let sex = cols(line, 10, 10).chars().next().filter(|c| !c.is_whitespace());
    // A line with a bad field or round is kept (the round as not paired, the field empty) so
    // that the checks across lines go on; the problems already make the reading fail.
    Some(Player {
        line: n,
        start,
        sex,
        title: cols(line, 11, 13).trim().to_string(),
        name: cols(line, 15, 47).trim().to_string(),
        rating,
        fed: cols(line, 54, 56).trim().to_string(),
        fide_id,
        birth: cols(line, 70, 79).trim().to_string(),
        points_declared,
        rank_declared,
        games,
    })
}

/// One round's block (columns `col..col + 7`): opponent, colour, result.
fn round_block(
    block: &[char],
    n: usize,
    col: usize,
    player: u32,
    round: usize,
    problems: &mut Vec<Problem>,
) -> RoundEntry {
    let at = |i: usize| block.get(i).copied().unwrap_or(' ');
    let opp_text: String = block.iter().take(4).collect();
    let opponent = match parse_number::<u32>(&opp_text) {
        Ok(v) => v.unwrap_or(0),
        Err(()) => {
            problems.push(Problem::new(
                n,
                Some(col),
                ProblemKind::BadOpponent {
                    player,
                    round,
                    text: opp_text.trim().to_string(),
                },
            ));
            return RoundEntry::NotPaired;
        }
    };
    let colour = match at(5).to_ascii_lowercase() {
        'w' => Some(Side::White),
        'b' => Some(Side::Black),
        '-' | ' ' => None,
        c => {
            problems.push(Problem::new(
                n,
                Some(col + 5),
                ProblemKind::BadColour {
                    player,
                    round,
                    found: c,
                },
            ));
            return RoundEntry::NotPaired;
        }
    };
    let raw = at(7);
    let code = raw.to_ascii_uppercase();
    let result_col = Some(col + 7);
    let bad = |kind| Problem::new(n, result_col, kind);
    if opponent == player {
        problems.push(Problem::new(
            n,
            Some(col),
            ProblemKind::PairedWithSelf { player, round },
        ));
        return RoundEntry::NotPaired;
    }
    if opponent > 0 {
        let played = |result, rated| {
            colour.map(|colour| RoundEntry::Played {
                opponent,
                colour,
                result,
                rated,
            })
        };
        let entry = match code {
            '1' => played(GameResult::Win, true),
            '=' => played(GameResult::Draw, true),
            '0' => played(GameResult::Loss, true),
            'W' => played(GameResult::Win, false),
            'D' => played(GameResult::Draw, false),
            'L' => played(GameResult::Loss, false),
            '+' => Some(RoundEntry::ForfeitWin { opponent, colour }),
            '-' => Some(RoundEntry::ForfeitLoss { opponent, colour }),
            ' ' | '*' => Some(RoundEntry::Paired { opponent, colour }),
            'H' | 'F' | 'U' | 'Z' => {
                problems.push(bad(ProblemKind::ByeWithOpponent {
                    player,
                    round,
                    code,
                    opponent,
                }));
                return RoundEntry::NotPaired;
            }
            _ => {
                problems.push(bad(ProblemKind::BadResult {
                    player,
                    round,
                    found: raw,
                }));
                return RoundEntry::NotPaired;
            }
        };
        return entry.unwrap_or_else(|| {
            problems.push(Problem::new(
                n,
                Some(col + 5),
                ProblemKind::GameWithoutColour {
                    player,
                    round,
                    opponent,
                },
            ));
            RoundEntry::NotPaired
        });
    }
    match code {
        'U' => RoundEntry::PairingBye,
        'H' => RoundEntry::HalfBye,
        'F' => RoundEntry::FullBye,
        'Z' => RoundEntry::ZeroBye,
        ' ' | '-' => RoundEntry::NotPaired,
        '1' | '=' | '0' | 'W' | 'D' | 'L' | '+' | '*' => {
            problems.push(bad(ProblemKind::ResultWithoutOpponent { player, round, code }));
            RoundEntry::NotPaired
        }
        _ => {
            problems.push(bad(ProblemKind::BadResult {
                player,
                round,
                found: raw,
            }));
            RoundEntry::NotPaired
        }
    }
}
