//! Castling questions: a position with king and rook on their squares; is the castling legal
//! (3.8.2), and what follows (7.5.1, 7.5.4, 7.5.5, A.5.2)?

use rand::Rng;
use rand::seq::IndexedRandom;
use rand_chacha::ChaCha8Rng;
use shakmaty::{
    Bitboard, CastlingMode, CastlingSide, Chess, Color, EnPassantMode, FromSetup, Piece, Position, Role,
    Square,
};

use super::restore::numbered;
use super::{Castle, Ruling, TOPIC, clock_for, decide, side};
use crate::args;
use crate::content::{Lang, Localized};
use crate::locales::{text, text_with};
use crate::quiz::Question;
use crate::quiz::engines::mate;
use crate::quiz::engines::{Draft, Pace, per_lang, pick, setting_text};
use crate::rules::illegal_move::Irregularity;
use crate::rules::illegal_move::castling::{obstacles, rook_square};

/// One castling situation.
#[derive(Debug, Clone)]
pub(crate) struct Castling {
    pub pace: Pace,
    pub clock: (u32, u32),
    /// The position before the castling, with the castler to move.
    pub pos: Chess,
    pub wing: CastlingSide,
    /// Which piece moved earlier, for [`Castle::Moved`]: the king, or the rook.
    pub moved_king: Option<bool>,
    pub two_hands: bool,
    /// The opponent replied before anyone noticed (then `reply` is his move, as text).
    pub reply: Option<Localized<String>>,
    pub reason: Castle,
}

/// Why castling on `wing` is not legal in `pos` (3.8.2, from `rules`), or `Legal`; `None` if
/// more than one reason applies.
fn castle_reason(pos: &Chess, wing: CastlingSide) -> Option<Castle> {
    let reasons = obstacles(pos, wing);
    let legal = pos.legal_moves().iter().any(|m| m.castling_side() == Some(wing));
    match (legal, reasons.as_slice()) {
        (true, []) => Some(Castle::Legal),
        (false, [one]) => Some(*one),
        _ => None,
    }
}

/// A random position with the castler's king and rook on their squares.
fn castling_position(rng: &mut ChaCha8Rng, us: Color, wing: CastlingSide, rights: bool) -> Option<Chess> {
    use Role::{Bishop, Knight, Pawn, Queen, Rook};
    let mut board = shakmaty::Board::empty();
    let home = |sq: Square| {
        if us == Color::White {
            sq
        } else {
            sq.flip_vertical()
        }
    };
    board.set_piece_at(home(Square::E1), us.king());
    let rook_sq = home(if wing == CastlingSide::KingSide {
        Square::H1
    } else {
        Square::A1
    });
    board.set_piece_at(rook_sq, us.rook());
    // Our pawns on the second rank, with gaps.
    for f in 0..8 {
        if rng.random_bool(0.6) {
            board.set_piece_at(
                home(Square::from_coords(
                    shakmaty::File::new(f),
                    shakmaty::Rank::Second,
                )),
                us.pawn(),
            );
        }
    }
    // Sometimes one of our own pieces between king and rook.
    if rng.random_bool(0.25) {
        let sq = home(pick(
            rng,
            &if wing == CastlingSide::KingSide {
                vec![Square::F1, Square::G1]
            } else {
                vec![Square::B1, Square::C1, Square::D1]
            },
        ));
        board.set_piece_at(
            sq,
            Piece {
                color: us,
                role: pick(rng, &[Knight, Bishop, Queen]),
            },
        );
    }
    // Their king far away, and a few of their pieces.
    let their_king = home(Square::from_coords(
        shakmaty::File::new(rng.random_range(0..8)),
        shakmaty::Rank::new(rng.random_range(5..8)),
    ));
    board.set_piece_at(their_king, (!us).king());
    for _ in 0..rng.random_range(2..5) {
        let sq = Square::new(rng.random_range(16..64));
        let sq = home(sq);
        if board.piece_at(sq).is_none() {
            board.set_piece_at(
                sq,
                Piece {
                    color: !us,
                    role: pick(rng, &[Bishop, Bishop, Rook, Knight, Queen, Pawn]),
                },
            );
        }
    }
    if (board.by_color(!us)
        & board.pawns()
        & (Bitboard::from_rank(shakmaty::Rank::First) | Bitboard::from_rank(shakmaty::Rank::Eighth)))
    .any()
    {
        return None;
    }
    let mut setup = shakmaty::Setup::empty();
    setup.board = board;
    setup.turn = us;
    setup.castling_rights = if rights {
        Bitboard::from_square(rook_sq)
    } else {
        Bitboard::EMPTY
    };
    setup.fullmoves = std::num::NonZeroU32::new(rng.random_range(12..30)).expect("non-zero");
    Chess::from_setup(setup, CastlingMode::Standard).ok()
}

pub(crate) fn scenario(rng: &mut ChaCha8Rng) -> Castling {
    let pace = pick(rng, &[Pace::Standard, Pace::Rapid, Pace::Blitz]);
    let clock = clock_for(rng, pace);
    let us = if rng.random_bool(0.5) {
        Color::White
    } else {
        Color::Black
    };
    let wing = if rng.random_bool(0.6) {
        CastlingSide::KingSide
    } else {
        CastlingSide::QueenSide
    };
    // The answer first, each of the four a quarter of the time: the options are the same four
    // texts in every question, so an answer asked more often would make its text a cue (the
    // restored position, the longest option, was the key two times in three when the kind of
    // castling was drawn first). Then a castling that gives it.
    let answer = rng.random_range(0..4);
    let illegal = [
        Castle::InCheck,
        Castle::Crosses,
        Castle::Lands,
        Castle::Blocked,
        Castle::Moved,
    ];
    // A reply is possible only after a castling that leaves a legal position (not one that
    // lands in check or passes through a piece).
    let answerable = [Castle::InCheck, Castle::Crosses, Castle::Moved];
    let (target, two_hands, replied) = match answer {
        0 => (Castle::Legal, false, false),
        1 => {
            let target = pick(rng, &illegal);
            // In standard play a reply does not save the illegal castling (7.5.1).
            let replied = pace == Pace::Standard && answerable.contains(&target) && rng.random_bool(0.3);
            (target, rng.random_bool(0.4), replied)
        }
        2 => (Castle::Legal, true, false),
        _ => (pick(rng, &answerable), false, true),
    };
    // An illegal castling stands once answered only in rapid and blitz (A.5.2, B.3).
    let (pace, clock) = if answer == 3 && pace == Pace::Standard {
        let pace = pick(rng, &[Pace::Rapid, Pace::Blitz]);
        (pace, clock_for(rng, pace))
    } else {
        (pace, clock)
    };
    let mut tries = 0;
    loop {
        tries += 1;
        // A reply cannot always be fitted to the position: give up on it after a while.
        let replied = replied && tries < 300;
        let Some(with_rights) = castling_position(rng, us, wing, true) else {
            continue;
        };
        let Some(reason) = castle_reason(&with_rights, wing) else {
            continue;
        };
        let (pos, reason, moved_king) = match (target, reason) {
            (Castle::Moved, Castle::Legal) => {
                let mut setup = with_rights.to_setup(EnPassantMode::Legal);
                setup.castling_rights = Bitboard::EMPTY;
                let Ok(p) = Chess::from_setup(setup, CastlingMode::Standard) else {
                    continue;
                };
                (p, Castle::Moved, Some(rng.random_bool(0.5)))
            }
            (t, r) if t == r => (with_rights, r, None),
            _ => continue,
        };
        let reply = if replied {
            // The castling played anyway (illegal), then a legal reply by the opponent.
            let mut board = pos.board().clone();
            let king = board.king_of(us).expect("king");
            board.discard_piece_at(king);
            board.discard_piece_at(rook_square(us, wing));
            if board.piece_at(wing.king_to(us)).is_some() || board.piece_at(wing.rook_to(us)).is_some() {
                continue;
            }
            board.set_piece_at(wing.king_to(us), us.king());
            board.set_piece_at(wing.rook_to(us), us.rook());
            let mut setup = pos.to_setup(EnPassantMode::Legal);
            setup.board = board;
            setup.castling_rights = Bitboard::EMPTY;
            setup.swap_turn();
            if us == Color::Black {
                setup.fullmoves = setup.fullmoves.saturating_add(1);
            }
            // Castling out of or into check leaves an illegal position: no reply is possible.
            let Ok(after) = Chess::from_setup(setup, CastlingMode::Standard) else {
                continue;
            };
            let moves = after.legal_moves();
            let Some(&m) = moves.choose(rng) else { continue };
            let san = shakmaty::san::San::from_move(&after, m).to_string();
            Some(per_lang(|l| numbered(&after, &san, l)))
        } else {
            None
        };
        return Castling {
            pace,
            clock,
            pos,
            wing,
            moved_king,
            two_hands,
            reply,
            reason,
        };
    }
}

/// The message ids of the four answers, in this order: legal; illegal, restore; legal but two
/// hands; illegal but it stands.
const OPTIONS: [&str; 4] = [
    "illegal-move-castling-legal",
    "illegal-move-castling-restore",
    "illegal-move-castling-two-hands",
    "illegal-move-castling-stands",
];

/// The key of a castling question (index into [`OPTIONS`]): nothing to decide after a legal
/// castling with one hand; otherwise `rules` decides on the illegal castling (7.5.1) or on the
/// two hands (7.5.4).
pub(crate) fn key(c: &Castling) -> usize {
    let legal = c.reason == Castle::Legal;
    if legal && !c.two_hands {
        return 0;
    }
    let irregularity = if legal {
        Irregularity::TwoHands
    } else {
        Irregularity::IllegalMove
    };
    match decide(c.pace, irregularity, 1, true, c.reply.is_some()) {
        Ruling::Stands => 3,
        _ if legal => 2,
        _ => 1,
    }
}

/// The selector value naming a reason in the catalogues.
fn reason_key(reason: Castle) -> &'static str {
    match reason {
        Castle::Legal => "legal",
        Castle::InCheck => "in-check",
        Castle::Crosses => "crosses",
        Castle::Lands => "lands",
        Castle::Blocked => "blocked",
        Castle::Moved => "moved",
    }
}

fn hands_key(two_hands: bool) -> &'static str {
    if two_hands { "two" } else { "one" }
}

fn stem(c: &Castling, l: Lang) -> String {
    let us = c.pos.turn();
    let side = side(us).key();
    let rook_sq = rook_square(us, c.wing);
    let (king_sq, detour) = if us == Color::White {
        (Square::E1, Square::E2)
    } else {
        (Square::E8, Square::E7)
    };
    let rook_detour = if us == Color::White {
        rook_sq.offset(16).expect("on board")
    } else {
        rook_sq.offset(-16).expect("on board")
    };
    let moved = match c.moved_king {
        None => "none",
        Some(true) => "king",
        Some(false) => "rook",
    };
    let history = text_with(
        l,
        "illegal-move-castling-history",
        &args![
            "moved" => moved,
            "side" => side,
            "rook" => rook_sq.to_string(),
            "king" => king_sq.to_string(),
            "detour" => detour.to_string(),
            "rook-detour" => rook_detour.to_string(),
        ],
    );
    let then = match &c.reply {
        None => text_with(l, "illegal-move-opponent-stops", &args!["side" => side]),
        Some(r) => text_with(
            l,
            "illegal-move-castling-reply",
            &args!["side" => side, "reply" => r.get(l).clone()],
        ),
    };
    let wing = match c.wing {
        CastlingSide::KingSide => "kingside",
        CastlingSide::QueenSide => "queenside",
    };
    text_with(
        l,
        "illegal-move-castling-stem",
        &args![
            "setting" => setting_text(c.pace, c.clock, l),
            "side" => side,
            "history" => history,
            "wing" => wing,
            "hands" => hands_key(c.two_hands),
            "then" => then,
        ],
    )
}

pub(crate) fn question(seed: u64, c: &Castling, rng: &mut ChaCha8Rng) -> Question {
    let side = side(c.pos.turn()).key();
    let n = c.pace.penalty_minutes();
    let stem = per_lang(|l| stem(c, l));
    let all: [Localized<String>; 4] = std::array::from_fn(|i| {
        per_lang(|l| match i {
            0 => text(l, OPTIONS[0]),
            3 => text_with(l, OPTIONS[3], &args!["side" => side]),
            _ => text_with(l, OPTIONS[i], &args!["side" => side, "n" => n]),
        })
    });
    let k = key(c);
    let correct = all[k].clone();
    let wrong = (0..4).filter(|&i| i != k).map(|i| all[i].clone()).collect();
    let explanation = per_lang(|l| explain(c, k, l));
    let mut articles = vec![c.reason.article()];
    if c.reason != Castle::Legal || c.two_hands {
        articles.push("7.5.1");
    }
    if c.two_hands {
        articles.push("7.5.4");
    }
    if k == 1 || k == 2 {
        articles.push("7.5.5");
    }
    if c.pace != Pace::Standard {
        articles.extend(["A.3", "A.5.2"]);
    }
    if c.pace == Pace::Blitz {
        articles.push("B.3");
    }
    let ruling_id = match k {
        3 => "mv-rapid-illegal-move-after-next-move",
        _ if c.two_hands => "mv-illegal-castling-with-two-hands",
        _ => "mv-castling-intended-but-illegal",
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
        fen: Some(mate::fen(&c.pos)),
    }
    .finish(rng)
}

fn explain(c: &Castling, key: usize, l: Lang) -> String {
    let side = side(c.pos.turn()).key();
    let n = c.pace.penalty_minutes();
    let reason = text_with(
        l,
        "illegal-move-castling-reason",
        &args!["reason" => reason_key(c.reason)],
    );
    let follow = match key {
        0 => text(l, "illegal-move-castling-follow-legal"),
        1 => text_with(
            l,
            "illegal-move-castling-follow-restore",
            &args!["side" => side, "n" => n, "hands" => hands_key(c.two_hands)],
        ),
        2 => text_with(
            l,
            "illegal-move-castling-follow-two-hands",
            &args!["side" => side, "n" => n],
        ),
        _ => text_with(l, "illegal-move-castling-follow-stands", &args!["side" => side]),
    };
    format!("{reason} {}", follow.trim_end())
}
