//! A draw claim on the moves of a game (9.2, 9.3, 9.5, 9.6): replays the scoresheet, shows the
//! positions that repeat, and judges a claim by the player having the move now — on the board,
//! or by writing the move that completes the repetition or the 50 moves.

use shakmaty::san::{San, SanPlus};
use shakmaty::{Chess, Position};

use super::{Answer, Refusal, sentences, words};
use crate::locales::Message;
use crate::rules::Side;
use crate::rules::draw_claims::{
    Ending, FenProblem, GameAnalysis, PlyRef, ReadError, ReadErrorKind, analyse, read_game,
};
use crate::rules::time_control::Pace;

/// Most repeated positions told in the reason (those seen most often first).
const REPEATS_TOLD: usize = 3;

/// A claim to judge.
#[derive(Debug, Clone)]
pub struct Claim {
    /// The moves as on the scoresheet: SAN with or without move numbers, or a PGN game.
    pub moves: String,
    /// The starting position, when the game did not start from the initial one.
    pub fen: Option<String>,
    /// The class of time control, for the penalty of an incorrect claim (9.5.3, A.3).
    pub pace: Pace,
    /// The move the claimant wrote on the scoresheet and declared to the arbiter without
    /// playing it (9.2.1.1, 9.3.1), if the claim is made that way.
    pub written: Option<String>,
}

/// A move's label as a scoresheet reader says it: `23.Nf3` or `23...Kg8`.
pub fn label(p: &PlyRef) -> String {
    match p.side {
        Side::White => format!("{}.{}", p.move_number, p.san),
        Side::Black => format!("{}...{}", p.move_number, p.san),
    }
}

/// A repeated position, for the JSON answer and the page.
#[derive(Debug, Clone, serde::Serialize)]
pub struct Repeat {
    /// The position as EPD (FEN without the move counters).
    pub epd: String,
    /// Whether the starting position is one of its occurrences.
    pub from_start: bool,
    /// The moves after which it appeared, in order (`23...Kg8`).
    pub after: Vec<String>,
    /// How many times it appeared.
    pub times: usize,
}

/// What the game shows besides the decision.
#[derive(Debug, Clone, serde::Serialize)]
pub struct Report {
    /// Half-moves in the game.
    pub plies: usize,
    /// Positions that appeared at least twice, most often first.
    pub repeated: Vec<Repeat>,
    /// Moves by each player since the last pawn move or capture (half-moves / 2).
    pub moves_without_pawn_or_capture: u32,
    /// Moves the side to move could write to claim a threefold repetition (9.2.1.1).
    pub threefold_moves: Vec<String>,
    /// Moves the side to move could write to complete the 50 moves (9.3.1).
    pub fifty_moves: Vec<String>,
    /// The move that ended the game, when it ended (checkmate, stalemate, 9.6).
    pub ended_after: Option<String>,
}

fn side_key(s: Side) -> &'static str {
    match s {
        Side::White => "white",
        Side::Black => "black",
    }
}

/// The read error as a message: where in the text, and why.
pub fn read_error(e: &ReadError) -> Refusal {
    let m = Message::new("assist-draw-error");
    let m = match &e.at {
        Some(at) => m
            .with("token", at.token.clone())
            .with("number", at.move_number)
            .with("side", side_key(at.side)),
        None => m.with("token", "").with("number", 0).with("side", "white"),
    };
    match &e.kind {
        ReadErrorKind::TooLong { .. } => m.with("kind", "long"),
        ReadErrorKind::TooManyPlies => m.with("kind", "plies"),
        ReadErrorKind::BadFen(FenProblem::Syntax(_)) => m.with("kind", "fen"),
        ReadErrorKind::BadFen(FenProblem::Position(_)) => m.with("kind", "fen-position"),
        ReadErrorKind::ConflictingFen => m.with("kind", "fen-conflict"),
        ReadErrorKind::UnsupportedSetup => m.with("kind", "setup"),
        ReadErrorKind::BadTag | ReadErrorKind::Unclosed | ReadErrorKind::UnopenedVariation => {
            m.with("kind", "pgn")
        }
        ReadErrorKind::NotAMove | ReadErrorKind::NullMove => m.with("kind", "not-a-move"),
        ReadErrorKind::WrongMoveNumber { expected, .. } => m.with("kind", "number").with(
            "expected",
            format!(
                "{}{}",
                expected.0,
                if expected.1 == Side::White { "." } else { "..." }
            ),
        ),
        ReadErrorKind::Illegal { legal, .. } => m.with("kind", "illegal").with(
            "legal",
            legal.iter().take(6).cloned().collect::<Vec<_>>().join(", "),
        ),
        ReadErrorKind::Ambiguous { candidates } => {
            m.with("kind", "ambiguous").with("legal", candidates.join(", "))
        }
        ReadErrorKind::AfterGameEnd { .. } => m.with("kind", "after-end"),
        ReadErrorKind::AfterResult => m.with("kind", "after-result"),
    }
}

/// The claim judged: the answer, and what the game shows.
pub fn decide(claim: &Claim) -> Result<(Answer, Report), Refusal> {
    if claim.moves.trim().is_empty() {
        return Err(Message::new("assist-draw-error-empty"));
    }
    let game = read_game(&claim.moves, claim.fen.as_deref()).map_err(|e| read_error(&e))?;
    let mut last: Chess = game.start.clone();
    for m in &game.moves {
        last.play_unchecked(*m);
    }
    let analysis =
        analyse(game.start.clone(), &game.moves).map_err(|_| Message::new("assist-draw-error-empty"))?;
    let to_move = match last.turn() {
        shakmaty::Color::White => Side::White,
        shakmaty::Color::Black => Side::Black,
    };
    let report = report(&analysis, game.moves.len());
    let answer = match &analysis.end {
        Some(end) => ended(&analysis, end, &report),
        None => judge(claim, &analysis, &last, to_move, &report)?,
    };
    Ok((answer, report))
}

fn report(a: &GameAnalysis, plies: usize) -> Report {
    let mut repeated: Vec<Repeat> = a
        .repeated
        .iter()
        .map(|r| Repeat {
            epd: r.epd.clone(),
            from_start: r.occurrences.iter().any(|o| o.after.is_none()),
            after: r
                .occurrences
                .iter()
                .filter_map(|o| o.after.as_ref().map(label))
                .collect(),
            times: r.occurrences.len(),
        })
        .collect();
    // Most often first; among equals, the earliest (the analysis lists them in order).
    repeated.sort_by_key(|r| std::cmp::Reverse(r.times));
    let (threefold_moves, fifty_moves) = match &a.final_claims {
        Some(c) => (
            c.threefold_moves.iter().map(|w| w.san.clone()).collect(),
            c.fifty_moves.iter().map(|w| w.san.clone()).collect(),
        ),
        None => (Vec::new(), Vec::new()),
    };
    Report {
        plies,
        repeated,
        moves_without_pawn_or_capture: a.halfmove_clock / 2,
        threefold_moves,
        fifty_moves,
        ended_after: a
            .end
            .as_ref()
            .and_then(|e| a.positions.get(e.index))
            .and_then(|p| p.after.as_ref().map(label)),
    }
}

/// The positions that decide something (three times or more), for the reason; every repeat is
/// listed beside it in [`Report::repeated`].
fn repeats_told(report: &Report) -> Vec<Message> {
    report
        .repeated
        .iter()
        .filter(|r| r.times >= 3)
        .take(REPEATS_TOLD)
        .map(|r| {
            Message::new("assist-draw-repeated")
                .with("times", r.times)
                .with("start", if r.from_start { "yes" } else { "no" })
                .with("after", r.after.join(", "))
        })
        .collect()
}

fn ended(a: &GameAnalysis, end: &crate::rules::draw_claims::GameEnd, report: &Report) -> Answer {
    let at = report.ended_after.clone().unwrap_or_default();
    let mut result = "1/2-1/2".to_string();
    let mut articles = Vec::new();
    for e in &end.endings {
        match e {
            Ending::Checkmate { winner } => {
                result = match winner {
                    Side::White => "1-0".into(),
                    Side::Black => "0-1".into(),
                };
                articles.push("5.1.1".to_string());
            }
            Ending::Stalemate => articles.push("5.2.1".into()),
            Ending::FivefoldRepetition => articles.push("9.6.1".into()),
            Ending::SeventyFiveMoves => articles.push("9.6.2".into()),
        }
    }
    // Checkmate and stalemate end the game by themselves (a mate also beats the 75 moves,
    // 9.6.2); the reason names the first rule that applies.
    let how = if end.endings.iter().any(|e| matches!(e, Ending::Checkmate { .. })) {
        "mate"
    } else if end.endings.contains(&Ending::Stalemate) {
        "stalemate"
    } else if end.endings.contains(&Ending::FivefoldRepetition) {
        "fivefold"
    } else {
        "seventy-five"
    };
    let m = |id: &'static str| Message::new(id).with("how", how).with("at", at.clone());
    let mut reason = vec![m("assist-draw-ended")];
    reason.extend(repeats_told(report));
    if end.index + 1 < a.positions.len() {
        reason.push(m("assist-draw-after-end"));
    }
    let mut changes = Vec::new();
    let first_claim = a
        .first_threefold
        .and_then(|i| a.positions.get(i))
        .and_then(|p| p.after.as_ref());
    if let (true, Some(first)) = (how == "fivefold" || how == "seventy-five", first_claim) {
        changes.push(words(
            &Message::new("assist-draw-change-earlier").with("at", label(first)),
        ));
    }
    Answer {
        result,
        headline: words(&m("assist-draw-headline").with("outcome", how)),
        articles,
        reason: sentences(&reason),
        changes,
        topic: "draw-claims",
        pace: None,
    }
}

/// The written move as SAN in the last position, or a refusal naming it.
fn written_san(written: &str, last: &Chess) -> Result<String, Refusal> {
    let refuse = || Message::new("assist-draw-error-written").with("token", written.to_string());
    let san: San = written
        .trim()
        .trim_end_matches(['+', '#', '!', '?'])
        .parse()
        .map_err(|_| refuse())?;
    let m = san.to_move(last).map_err(|_| refuse())?;
    let mut after = last.clone();
    Ok(SanPlus::from_move_and_play_unchecked(&mut after, m).to_string())
}

fn judge(
    claim: &Claim,
    a: &GameAnalysis,
    last: &Chess,
    to_move: Side,
    report: &Report,
) -> Result<Answer, Refusal> {
    let claims = a
        .final_claims
        .clone()
        .unwrap_or_else(|| crate::rules::draw_claims::FinalClaims {
            threefold_on_board: false,
            threefold_moves: Vec::new(),
            fifty_on_board: false,
            fifty_moves: Vec::new(),
        });
    let written = claim
        .written
        .as_deref()
        .filter(|w| !w.trim().is_empty())
        .map(|w| written_san(w, last))
        .transpose()?;
    let count = a.halfmove_clock / 2;
    let minutes = claim.pace.penalty_minutes();
    let pace = match claim.pace {
        Pace::Standard => "standard",
        Pace::Rapid => "rapid",
        Pace::Blitz => "blitz",
    };
    let m = |id: &'static str| {
        Message::new(id)
            .with("side", side_key(to_move))
            .with("count", count)
            .with("n", minutes)
            .with("pace", pace)
            .with("plies", report.plies)
            .with("written", written.clone().unwrap_or_default())
    };
    // The claim as it would be judged: by the written move when one is given, else on the board.
    let outcome = match &written {
        Some(w) if claims.threefold_moves.iter().any(|x| &x.san == w) => Some("threefold-move"),
        Some(w) if claims.fifty_moves.iter().any(|x| &x.san == w) => Some("fifty-move"),
        Some(_) => None,
        None if claims.threefold_on_board => Some("threefold-board"),
        None if claims.fifty_on_board => Some("fifty-board"),
        None => None,
    };
    let mut reason = vec![m("assist-draw-state")];
    reason.extend(repeats_told(report));
    let mut changes = Vec::new();
    let (result, articles) = match outcome {
        Some(kind) => {
            reason.push(m("assist-draw-correct").with("kind", kind));
            changes.push(words(&m("assist-draw-change-correct")));
            let articles = match kind {
                "threefold-board" => vec!["9.2.1.2", "9.2.3", "9.5.2"],
                "threefold-move" => vec!["9.2.1.1", "9.2.3", "9.5.2"],
                "fifty-board" => vec!["9.3.2", "9.5.2"],
                _ => vec!["9.3.1", "9.5.2"],
            };
            ("1/2-1/2".to_string(), articles)
        }
        None => {
            reason.push(
                m("assist-draw-incorrect")
                    .with("written_given", if written.is_some() { "yes" } else { "no" }),
            );
            let open: Vec<String> = claims
                .threefold_moves
                .iter()
                .chain(&claims.fifty_moves)
                .map(|w| w.san.clone())
                .collect();
            if !open.is_empty() || claims.threefold_on_board || claims.fifty_on_board {
                let how = if claims.threefold_on_board || claims.fifty_on_board {
                    "board"
                } else {
                    "write"
                };
                changes.push(words(
                    &m("assist-draw-change-open")
                        .with("how", how)
                        .with("moves", open.join(", ")),
                ));
            } else {
                changes.push(words(
                    &m("assist-draw-change-incorrect").with("left", 50u32.saturating_sub(count)),
                ));
            }
            let mut articles = vec!["9.5.3", "9.2", "9.3"];
            if claim.pace != Pace::Standard {
                articles.push("A.3");
            }
            (format!("+{minutes} min"), articles)
        }
    };
    changes.push(words(&m("assist-draw-change-same")));
    Ok(Answer {
        result,
        headline: words(&m("assist-draw-headline").with("outcome", outcome.unwrap_or("incorrect"))),
        articles: articles.into_iter().map(String::from).collect(),
        reason: sentences(&reason),
        changes,
        topic: "draw-claims",
        pace: Some(claim.pace),
    })
}
