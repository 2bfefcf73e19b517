//! The TRF-16 reader itself: the file decoded, each line told apart by its three-character
//! code, the header's values, every player line read column by column and every round block of
//! it checked, with each problem kept by line and column rather than stopping at the first.

use super::*;

/// Text decoded from the file: UTF-8 when it is, else Latin-1; a byte-order mark dropped, and
/// every line ended by `\n` (a file with old Mac line ends, a lone `\r`, as bbpPairings writes
/// its TRF output, reads as one with `\n`; `\r\n` stays one line end).
fn decode(input: &[u8]) -> String {
    let text = match std::str::from_utf8(input) {
        Ok(s) => s.to_string(),
        Err(_) => input.iter().map(|&b| char::from(b)).collect(),
    };
    let text = text.strip_prefix('\u{feff}').unwrap_or(&text);
    text.replace("\r\n", "\n").replace('\r', "\n")
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
