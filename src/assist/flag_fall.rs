//! Flag fall: a flag has fallen with a position (or only the material) on the board; the result
//! under 6.9, unless the game had already ended (5.1.1 mate, 5.2.1 stalemate, 5.2.2 dead
//! position), decided by [`crate::rules::material::flag_fall`] and worded as the quiz words it.

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use shakmaty::fen::Fen;
use shakmaty::{
    Bitboard, Board, CastlingMode, Chess, Color, EnPassantMode, FromSetup, Piece, Position, Role, Square,
};

use super::{Answer, Refusal, per_lang, sentences, words};
use crate::locales::Message;
use crate::quiz::engines::flag_fall::reason;
use crate::quiz::engines::mate::{self, Spec};
use crate::rules::Side;
use crate::rules::material::flag_fall::{Outcome, analyse};
use crate::rules::material::mate::material_rule;
use crate::rules::time_control::Pace;

/// Most units accepted on one side when only the material is given.
pub const MAX_UNITS: usize = 15;

/// Positions tried for a result given only the material.
const SAMPLES: u32 = 9;

/// What is on the board.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum OnBoard {
    /// The position, as FEN.
    Fen(String),
    /// Only the material, as piece letters (`KR`, `K+N+P`, `RP`); the king may be left out.
    Material {
        /// White's units.
        white: String,
        /// Black's units.
        black: String,
    },
}

/// A flag fall as it comes to the arbiter.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Incident {
    /// The position or the material.
    pub board: OnBoard,
    /// Whose flag fell.
    pub flagged: Side,
    /// The class of the time control.
    pub pace: Pace,
    /// The increment, in seconds per move (0: none).
    pub increment_s: u32,
}

fn color(side: Side) -> Color {
    match side {
        Side::White => Color::White,
        Side::Black => Color::Black,
    }
}

fn key(side: Side) -> &'static str {
    match side {
        Side::White => "white",
        Side::Black => "black",
    }
}

/// The result in PGN form when `winner` wins.
fn win_for(winner: Side) -> &'static str {
    match winner {
        Side::White => "1-0",
        Side::Black => "0-1",
    }
}

/// `pos` with `side` to move: the flagger's clock was running, so he is the side to move.
fn with_turn(pos: Chess, side: Color) -> Result<(Chess, bool), Refusal> {
    if pos.turn() == side {
        return Ok((pos, false));
    }
    let mut setup = pos.to_setup(EnPassantMode::Legal);
    setup.turn = side;
    setup.ep_square = None;
    Chess::from_setup(setup, CastlingMode::Standard)
        .map(|p| (p, true))
        .map_err(|_| Message::new("assist-flag-error-turn"))
}

/// The units in `letters` (`KR`, `K+N+P`, `r p`): roles besides the king.
fn units(letters: &str, side: Side) -> Result<Vec<Role>, Refusal> {
    let mut roles = Vec::new();
    let mut kings = 0;
    for c in letters.chars() {
        let role = match c.to_ascii_uppercase() {
            'K' => {
                kings += 1;
                continue;
            }
            'Q' => Role::Queen,
            'R' => Role::Rook,
            'B' => Role::Bishop,
            'N' => Role::Knight,
            'P' => Role::Pawn,
            '+' | ',' | ' ' | '-' => continue,
            _ => {
                return Err(Message::new("assist-flag-error-material")
                    .with("side", key(side))
                    .with("text", letters.chars().take(40).collect::<String>()));
            }
        };
        roles.push(role);
    }
    let pawns = roles.iter().filter(|&&r| r == Role::Pawn).count();
    if kings > 1 || roles.len() > MAX_UNITS || pawns > 8 {
        return Err(Message::new("assist-flag-error-material")
            .with("side", key(side))
            .with("text", letters.chars().take(40).collect::<String>()));
    }
    Ok(roles)
}

/// A legal position with this material and `turn` to move, drawn from `rng`, with the side to
/// move neither in check nor without a move (a typical moment for a flag to fall), or `None`.
fn sample(rng: &mut ChaCha8Rng, white: &[Role], black: &[Role], turn: Color) -> Option<Chess> {
    let mut board = Board::empty();
    let mut free = Bitboard::FULL;
    let mut put = |board: &mut Board, piece: Piece, rng: &mut ChaCha8Rng| -> Option<()> {
        let allowed = if piece.role == Role::Pawn {
            free & !Bitboard::BACKRANKS
        } else {
            free
        };
        let squares: Vec<Square> = allowed.into_iter().collect();
        if squares.is_empty() {
            return None;
        }
        let sq = squares[rng.random_range(0..squares.len())];
        board.set_piece_at(sq, piece);
        free.discard(sq);
        Some(())
    };
    put(&mut board, Color::White.king(), rng)?;
    put(&mut board, Color::Black.king(), rng)?;
    for (c, roles) in [(Color::White, white), (Color::Black, black)] {
        for &role in roles {
            put(&mut board, Piece { color: c, role }, rng)?;
        }
    }
    let pos = crate::quiz::engines::mate::position(board, turn, 50)?;
    (!pos.is_check() && !pos.legal_moves().is_empty()).then_some(pos)
}

/// The position to decide, whether the turn was set to the flagger, and (for material only)
/// how many of the positions tried agree with the one returned.
struct Decided {
    pos: Chess,
    turn_set: bool,
    agreement: Option<(u32, u32)>,
}

fn position(incident: &Incident) -> Result<Decided, Refusal> {
    let turn = color(incident.flagged);
    match &incident.board {
        OnBoard::Fen(fen) => {
            let pos = crate::content::position::parse(fen).map_err(|detail| {
                Message::new("assist-error-fen").with("detail", detail.chars().take(200).collect::<String>())
            })?;
            let (pos, turn_set) = with_turn(pos, turn)?;
            Ok(Decided {
                pos,
                turn_set,
                agreement: None,
            })
        }
        OnBoard::Material { white, black } => {
            let w = units(white, Side::White)?;
            let b = units(black, Side::Black)?;
            // Several placements: the result with this material in an ordinary position, and
            // whether it depends on where the pieces stand.
            let mut rng = ChaCha8Rng::seed_from_u64(0x6_9);
            let mut found: Vec<(Chess, Option<Outcome>)> = Vec::new();
            let mut tries = 0;
            let specs: Vec<Spec> = w
                .iter()
                .map(|&r| (Color::White, r, None))
                .chain(b.iter().map(|&r| (Color::Black, r, None)))
                .collect();
            while found.len() < SAMPLES as usize && tries < 400 {
                tries += 1;
                // Mostly compact positions round the flagger's king, where a mate (or its
                // impossibility) is found quickly; spread-out ones when those cannot be set up.
                let candidate = if tries % 4 != 0 {
                    mate::place(&mut rng, turn, turn, &specs, 2, 50)
                        .filter(|p| !p.is_check() && !p.legal_moves().is_empty())
                } else {
                    sample(&mut rng, &w, &b, turn)
                };
                if let Some(pos) = candidate {
                    let outcome = analyse(&pos).map(|a| a.outcome);
                    found.push((pos, outcome));
                }
            }
            let proven: Vec<&(Chess, Option<Outcome>)> = found.iter().filter(|(_, o)| o.is_some()).collect();
            if proven.is_empty() {
                // Nothing proven: the material decides (see `by_material`).
                let (pos, _) = found
                    .into_iter()
                    .next()
                    .ok_or_else(|| Message::new("assist-flag-error-placement"))?;
                return Ok(Decided {
                    pos,
                    turn_set: false,
                    agreement: None,
                });
            }
            // The most frequent result, and a position showing it.
            let mut best = (0, 0);
            for (i, (_, o)) in proven.iter().enumerate() {
                let n = proven.iter().filter(|(_, p)| p == o).count();
                if n > best.1 {
                    best = (i, n);
                }
            }
            Ok(Decided {
                pos: proven[best.0].0.clone(),
                turn_set: false,
                agreement: Some((best.1 as u32, proven.len() as u32)),
            })
        }
    }
}

/// The result of `incident`, with its reason and what would change it.
pub fn decide(incident: &Incident) -> Result<Answer, Refusal> {
    let decided = position(incident)?;
    let pos = &decided.pos;
    let f = incident.flagged;
    let o = f.other();
    let args = |m: &'static str| Message::new(m).with("flagger", key(f)).with("opponent", key(o));
    let fast = incident.pace != Pace::Standard;
    let mut changes: Vec<Localized> = Vec::new();
    let mut note: Vec<Message> = Vec::new();
    if decided.turn_set {
        note.push(args("assist-flag-turn-set"));
    }
    if pos.is_checkmate() {
        note.push(args("assist-flag-mated"));
        return Ok(Answer {
            result: win_for(o).to_string(),
            headline: words(&args("assist-flag-headline").with("outcome", "mated")),
            articles: vec!["5.1.1".into()],
            reason: per_lang(|l| join(&note, l, None)),
            changes,
            topic: "flag-fall",
            pace: Some(incident.pace),
        });
    }
    let Some(analysis) = analyse(pos) else {
        return by_material(incident, pos, note);
    };
    let (result, outcome, mut articles, change) = match analysis.outcome {
        Outcome::Win => (win_for(o), "win", vec!["6.9"], "assist-flag-change-win"),
        Outcome::Draw => ("1/2-1/2", "draw", vec!["6.9"], "assist-flag-change-draw"),
        Outcome::Dead => ("1/2-1/2", "dead", vec!["5.2.2", "6.9"], "assist-flag-change-dead"),
        Outcome::Stalemate => (
            "1/2-1/2",
            "stalemate",
            vec!["5.2.1"],
            "assist-flag-change-stalemate",
        ),
    };
    let live = matches!(analysis.outcome, Outcome::Win | Outcome::Draw);
    if fast && live {
        articles.extend(["A.5.3", "A.5.5"]);
    }
    changes.push(words(&args(change)));
    if let Some((agree, tried)) = decided.agreement {
        let fen = Fen::from_position(pos, EnPassantMode::Legal).to_string();
        note.push(Message::new("assist-flag-material-example").with("fen", fen));
        if agree < tried {
            changes.push(words(
                &Message::new("assist-flag-material-depends")
                    .with("k", agree)
                    .with("n", tried),
            ));
        }
        changes.push(words(&Message::new("assist-flag-material-note")));
    }
    if live && fast {
        changes.push(words(&args("assist-flag-change-fast")));
    }
    if live && incident.increment_s == 0 && incident.pace != Pace::Blitz {
        changes.push(words(&args("assist-flag-change-guidelines")));
    }
    let analysis_reason = |l| reason(pos, &analysis, f, o, false, l);
    Ok(Answer {
        result: result.to_string(),
        headline: words(&args("assist-flag-headline").with("outcome", outcome)),
        articles: articles.into_iter().map(String::from).collect(),
        reason: per_lang(|l| join(&note, l, Some(analysis_reason(l)))),
        changes,
        topic: "flag-fall",
        pace: Some(incident.pace),
    })
}

type Localized = crate::content::Localized<String>;

/// The notes in `l`, then `then`.
fn join(note: &[Message], l: crate::content::Lang, then: Option<String>) -> String {
    note.iter()
        .map(|m| m.clone().only_used().text(l))
        .chain(then)
        .collect::<Vec<_>>()
        .join(" ")
}

/// The answer when the search could not settle the position (too many units for it to go
/// through every line): the material decides. A side with only a king, a lone knight against a
/// bare king, or bishops all on one colour can never mate; any other material can in all but
/// exceptional positions, and the answer says so.
fn by_material(incident: &Incident, pos: &Chess, mut note: Vec<Message>) -> Result<Answer, Refusal> {
    let f = incident.flagged;
    let o = f.other();
    let args = |m: &'static str| Message::new(m).with("flagger", key(f)).with("opponent", key(o));
    let board = pos.board();
    let fast = incident.pace != Pace::Standard;
    let (result, outcome, mut articles, change) = match (
        material_rule(board, color(o)).is_some(),
        material_rule(board, color(f)).is_some(),
    ) {
        (true, true) => ("1/2-1/2", "dead", vec!["5.2.2", "6.9"], "assist-flag-change-dead"),
        (true, false) => ("1/2-1/2", "draw", vec!["6.9"], "assist-flag-change-draw"),
        (false, _) => (win_for(o), "win", vec!["6.9"], "assist-flag-change-win"),
    };
    note.push(args("assist-flag-by-material").with("outcome", outcome));
    let mut changes = vec![words(&args(change))];
    if outcome != "dead" && fast {
        articles.extend(["A.5.3", "A.5.5"]);
        changes.push(words(&args("assist-flag-change-fast")));
    }
    if outcome != "dead" && incident.increment_s == 0 && incident.pace != Pace::Blitz {
        changes.push(words(&args("assist-flag-change-guidelines")));
    }
    Ok(Answer {
        result: result.to_string(),
        headline: words(&args("assist-flag-headline").with("outcome", outcome)),
        articles: articles.into_iter().map(String::from).collect(),
        reason: sentences(&note),
        changes,
        topic: "flag-fall",
        pace: Some(incident.pace),
    })
}
