//! Restore questions: a position and three moves, one of them illegal; which position does the
//! arbiter reinstate (7.5.1), or does the illegal move stand (A.5.2)?

use rand::Rng;
use rand::seq::IndexedRandom;
use rand_chacha::ChaCha8Rng;
use shakmaty::{
    Bitboard, CastlingMode, Chess, Color, EnPassantMode, FromSetup, Piece, Position, Role, Square,
};

use super::{TOPIC, clock_for, decide, side};
use crate::args;
use crate::content::{Lang, Localized};
use crate::locales::{localized, text_with};
use crate::quiz::Question;
use crate::quiz::engines::mate::{self, localize_san, piece_letter};
use crate::quiz::engines::{Draft, Pace, per_lang, pick, setting_text};
use crate::rules::illegal_move::Irregularity;

/// A position reached by a random game from the initial position, and three moves played from
/// it (`plies[bad]` is illegal; the others are legal in their positions).
#[derive(Debug, Clone)]
pub(crate) struct Restore {
    pub pace: Pace,
    pub clock: (u32, u32),
    pub start: Chess,
    /// The three moves in display form, per language.
    pub moves: [Localized<String>; 3],
    /// Which of the three is illegal.
    pub bad: usize,
    /// The piece that moved illegally, and its squares.
    pub bad_piece: (Role, Square, Square),
}

/// A random legal game of `plies` plies from the initial position (never a finished game).
fn random_game(rng: &mut ChaCha8Rng, plies: usize) -> Option<Chess> {
    let mut pos = Chess::default();
    for _ in 0..plies {
        let moves = pos.legal_moves();
        let m = *moves.choose(rng)?;
        pos.play_unchecked(m);
    }
    (!pos.legal_moves().is_empty()).then_some(pos)
}

/// An illegal move by the side to move: a knight, bishop, rook or queen put on an empty square
/// it cannot reach, leaving a legal position (the mover's king not in check). Returns the new
/// position (castling rights dropped, which only restricts the later moves) and the move.
fn illegal_move(rng: &mut ChaCha8Rng, pos: &Chess) -> Option<(Chess, (Role, Square, Square))> {
    let mover = pos.turn();
    let legal = pos.legal_moves();
    let pieces: Vec<Square> = (pos.board().by_color(mover)
        & (pos.board().knights() | pos.board().bishops() | pos.board().rooks() | pos.board().queens()))
    .into_iter()
    .collect();
    for _ in 0..60 {
        let from = *pieces.choose(rng)?;
        let role = pos.board().role_at(from)?;
        let to = Square::new(rng.random_range(0..64));
        if from.distance(to) > 3 || pos.board().piece_at(to).is_some() {
            continue;
        }
        if legal.iter().any(|m| m.from() == Some(from) && m.to() == to) {
            continue;
        }
        // Not a move this piece could ever make on an empty board, so that the reason is the
        // way the piece moves, not a pin or an obstacle.
        let pattern = shakmaty::attacks::attacks(from, Piece { color: mover, role }, Bitboard::EMPTY);
        if pattern.contains(to) {
            continue;
        }
        let mut board = pos.board().clone();
        board.discard_piece_at(from);
        board.set_piece_at(to, Piece { color: mover, role });
        let mut setup = pos.to_setup(EnPassantMode::Legal);
        setup.board = board;
        setup.swap_turn();
        setup.castling_rights = Bitboard::EMPTY;
        if mover == Color::Black {
            setup.fullmoves = setup.fullmoves.saturating_add(1);
        }
        setup.halfmoves += 1;
        if let Ok(next) = Chess::from_setup(setup, CastlingMode::Standard)
            && !next.legal_moves().is_empty()
        {
            return Some((next, (role, from, to)));
        }
    }
    None
}

/// "32.Nf3" or "32...Nf3" in `lang`: a legal move in SAN.
pub(super) fn numbered(pos: &Chess, san: &str, lang: Lang) -> String {
    let n = pos.fullmoves().get();
    let dots = if pos.turn() == Color::White { "." } else { "..." };
    format!("{n}{dots}{}", localize_san(san, lang))
}

/// "32.Nc3-d5": an illegal move in long notation.
fn numbered_long(pos: &Chess, (role, from, to): (Role, Square, Square), lang: Lang) -> String {
    let n = pos.fullmoves().get();
    let dots = if pos.turn() == Color::White { "." } else { "..." };
    format!("{n}{dots}{}{from}-{to}", piece_letter(role, lang))
}

pub(crate) fn scenario(rng: &mut ChaCha8Rng) -> Restore {
    let pace = pick(rng, &[Pace::Standard, Pace::Rapid, Pace::Blitz]);
    let clock = clock_for(rng, pace);
    // In rapid and blitz an illegal move the opponent has answered stands (A.5.2): the illegal
    // move is the first or second of the three only 3 times in 8 there, so that "it stands" (the
    // longest option, and the one naming an article) is the key a quarter of the time, not 4 in 9.
    let bad = match pace {
        Pace::Standard => rng.random_range(0..3),
        _ if rng.random_bool(3.0 / 8.0) => rng.random_range(0..2),
        _ => 2,
    };
    loop {
        let plies = rng.random_range(20..50);
        let Some(start) = random_game(rng, plies) else {
            continue;
        };
        let mut pos = start.clone();
        let mut texts: Vec<Localized<String>> = Vec::new();
        let mut bad_piece = None;
        let mut ok = true;
        for i in 0..3 {
            if i == bad {
                match illegal_move(rng, &pos) {
                    Some((next, piece)) => {
                        let p = pos.clone();
                        texts.push(per_lang(|l| numbered_long(&p, piece, l)));
                        bad_piece = Some(piece);
                        pos = next;
                    }
                    None => {
                        ok = false;
                        break;
                    }
                }
            } else {
                let moves = pos.legal_moves();
                let Some(&m) = moves.choose(rng) else {
                    ok = false;
                    break;
                };
                let san = shakmaty::san::San::from_move(&pos, m).to_string();
                let p = pos.clone();
                texts.push(per_lang(|l| numbered(&p, &san, l)));
                pos.play_unchecked(m);
                if pos.legal_moves().is_empty() {
                    ok = false;
                    break;
                }
            }
        }
        if ok {
            let moves: [Localized<String>; 3] = texts.try_into().expect("three moves");
            return Restore {
                pace,
                clock,
                start,
                moves,
                bad,
                bad_piece: bad_piece.expect("the illegal move was played"),
            };
        }
    }
}

/// The key of a restore question: `Some(i)` = the position before move `i` is reinstated
/// (7.5.1), `None` = the illegal move stands (A.5.2).
pub(crate) fn key(r: &Restore) -> Option<usize> {
    // The illegal move is noticed after the third move, before the next one: the opponent has
    // answered it unless it was the last of the three.
    let answered = r.bad < 2;
    decide(r.pace, Irregularity::IllegalMove, 1, true, answered)
        .reinstates_position()
        .then_some(r.bad)
}

/// The selector value naming a piece in the catalogues.
fn role_key(role: Role) -> &'static str {
    match role {
        Role::Knight => "knight",
        Role::Bishop => "bishop",
        Role::Rook => "rook",
        _ => "queen",
    }
}

/// The article on how the piece moves.
fn role_article(role: Role) -> &'static str {
    match role {
        Role::Knight => "3.6",
        Role::Bishop => "3.2",
        Role::Rook => "3.3",
        _ => "3.4",
    }
}

pub(crate) fn question(seed: u64, r: &Restore, rng: &mut ChaCha8Rng) -> Question {
    let to_move = side(r.start.turn());
    let key = key(r);
    let offender = if r.bad == 1 { to_move.other() } else { to_move };
    let (role, from, to) = r.bad_piece;
    let stem = per_lang(|l| {
        let line = r
            .moves
            .iter()
            .map(|m| m.get(l).clone())
            .collect::<Vec<_>>()
            .join(" ");
        text_with(
            l,
            "illegal-move-restore-stem",
            &args![
                "setting" => setting_text(r.pace, r.clock, l),
                "to-move" => to_move.key(),
                "offender" => offender.key(),
                "line" => line,
                "bad" => r.moves[r.bad].get(l).clone(),
            ],
        )
    });
    let before = |i: usize| {
        per_lang(move |l| {
            text_with(
                l,
                "illegal-move-restore-before",
                &args!["move" => r.moves[i].get(l).clone()],
            )
        })
    };
    let stands = localized("illegal-move-restore-stands", &args![]);
    let all = [before(0), before(1), before(2), stands];
    let k = key.unwrap_or(3);
    let correct = all[k].clone();
    let wrong = (0..4).filter(|&i| i != k).map(|i| all[i].clone()).collect();
    let explanation = per_lang(|l| {
        let why = text_with(
            l,
            "illegal-move-restore-why",
            &args![
                "bad" => r.moves[r.bad].get(l).clone(),
                "role" => role_key(role),
                "from" => from.to_string(),
                "to" => to.to_string(),
                "article" => role_article(role),
            ],
        );
        let case = match (key, r.pace) {
            (Some(_), Pace::Standard) => "standard",
            (Some(_), _) => "limited",
            (None, _) => "stands",
        };
        let rule = text_with(l, "illegal-move-restore-rule", &args!["case" => case]);
        format!("{why} {rule}")
    });
    let mut articles = vec![role_article(role), "7.5.1"];
    match (key, r.pace) {
        (Some(_), Pace::Standard) => articles.push("7.5.5"),
        (Some(_), _) => articles.extend(["7.5.5", "A.3", "A.5.2"]),
        (None, _) => articles.push("A.5.2"),
    }
    if r.pace == Pace::Blitz {
        articles.push("B.3");
    }
    let ruling_id = match (key, r.pace) {
        (None, _) | (Some(_), Pace::Rapid) => "mv-rapid-illegal-move-after-next-move",
        (Some(_), Pace::Blitz) => "mv-blitz-illegal-move-claim",
        (Some(2), Pace::Standard) => "mv-first-illegal-move-standard-increment",
        (Some(_), Pace::Standard) => "mv-illegal-move-found-later",
    };
    Draft {
        topic: TOPIC,
        seed,
        stem,
        correct,
        wrong,
        explanation,
        articles,
        ruling: Some(ruling_id),
        fen: Some(mate::fen(&r.start)),
    }
    .finish(rng)
}
