//! Engine `game-end`: is the position on the board dead (5.2.2)?
//!
//! Who can still mate is decided by [`crate::rules::material::dead_position`], each side
//! separately, so the question can ask which side (if any) can still mate. Only positions whose
//! answer is proven for both sides are asked; stalemates and mates are never shown. The words
//! are in `engine-dead-position.ftl`.

use rand::Rng;
use rand_chacha::ChaCha8Rng;
use shakmaty::{Chess, Color, Position, Role};

use super::mate::{self, NoMate, Proof, Spec, side};
use super::{Draft, Side, per_lang, pick, rng};
use crate::args;
use crate::content::{Lang, Localized};
use crate::locales::{text, text_with};
use crate::quiz::Question;
pub use crate::rules::material::dead_position::{Analysis, Verdict, analyse};

/// Topic id.
pub const TOPIC: &str = "game-end";

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Kind {
    Dead,
    One,
    Both,
}

fn units(rng: &mut ChaCha8Rng, kind: Kind, a: Color) -> Vec<Spec> {
    use Role::{Bishop, Knight, Pawn, Queen, Rook};
    let b = !a;
    let light = rng.random_bool(0.5);
    let u = |c: Color, r: Role| (c, r, None);
    let bi = |c: Color, l: bool| (c, Bishop, Some(l));
    match kind {
        Kind::Dead => match rng.random_range(0..4) {
            0 => vec![u(a, Knight)],
            1 => vec![bi(a, light)],
            2 => vec![bi(a, light), bi(b, light)],
            _ => vec![bi(a, light), bi(a, light), bi(b, light)],
        },
        // `a` can mate, `b` has a bare king.
        Kind::One => {
            let sets: &[&[Role]] = &[
                &[Queen],
                &[Rook],
                &[Pawn],
                &[Knight, Knight],
                &[Bishop, Knight],
                &[Rook, Pawn],
            ];
            pick(rng, sets).iter().map(|&r| u(a, r)).collect()
        }
        // Both sides can mate; the lone-minor cases succeed only when the search finds both
        // lines quickly, so heavy pieces make up most of the draws.
        Kind::Both => match rng.random_range(0..6) {
            0 => vec![u(a, Queen), u(b, Queen)],
            1 => vec![u(a, Rook), u(b, Rook)],
            2 => vec![u(a, Queen), u(b, Rook)],
            3 => vec![u(a, Rook), u(b, Rook), u(b, Pawn)],
            4 => vec![u(a, Queen), u(b, Knight), u(b, Knight)],
            _ => vec![u(a, Knight), u(b, Pawn)],
        },
    }
}

fn candidate(rng: &mut ChaCha8Rng, kind: Kind) -> Option<(Chess, Verdict)> {
    let turn = if rng.random_bool(0.5) {
        Color::White
    } else {
        Color::Black
    };
    let a = if rng.random_bool(0.5) {
        Color::White
    } else {
        Color::Black
    };
    let fullmoves = rng.random_range(35..90);
    let pos = match kind {
        Kind::Dead if rng.random_range(0..3) == 0 => {
            if rng.random_bool(0.5) {
                mate::wall(rng, turn, fullmoves)?
            } else {
                mate::forced_capture(rng, turn, fullmoves)?
            }
        }
        _ => {
            let u = units(rng, kind, a);
            let cornered = if kind == Kind::One {
                !a
            } else {
                pick(rng, &[a, !a])
            };
            mate::place(rng, turn, cornered, &u, 2, fullmoves)?
        }
    };
    let v = analyse(&pos)?.verdict;
    let ok = match kind {
        Kind::Dead => v == Verdict::Dead,
        Kind::One => matches!(v, Verdict::OnlyWhite | Verdict::OnlyBlack),
        Kind::Both => v == Verdict::Both,
    };
    ok.then_some((pos, v))
}

/// Draw a position: the kind first (dead, one side can mate, both can), then positions until
/// one of that kind is proven.
pub(crate) fn scenario(rng: &mut ChaCha8Rng) -> Chess {
    let kind = match rng.random_range(0..4) {
        0 => Kind::Dead,
        1 | 2 => Kind::One,
        _ => Kind::Both,
    };
    loop {
        if let Some((p, _)) = candidate(rng, kind) {
            return p;
        }
    }
}

/// The question for `seed`.
pub fn question(seed: u64) -> Question {
    let mut rng = rng(seed);
    let pos = scenario(&mut rng);
    question_for(seed, &pos, &mut rng)
}

fn options(l: Lang) -> [String; 4] {
    [
        text(l, "dead-position-option-dead"),
        text_with(l, "dead-position-option-one", &args!["side" => Side::White.key()]),
        text_with(l, "dead-position-option-one", &args!["side" => Side::Black.key()]),
        text(l, "dead-position-option-both"),
    ]
}

fn verdict_index(v: Verdict) -> usize {
    match v {
        Verdict::Dead => 0,
        Verdict::OnlyWhite => 1,
        Verdict::OnlyBlack => 2,
        Verdict::Both => 3,
    }
}

/// The question for a given position.
pub(crate) fn question_for(seed: u64, pos: &Chess, rng: &mut ChaCha8Rng) -> Question {
    let a = analyse(pos).expect("the generator only produces proven positions");
    let turn = side(pos.turn());
    let stem = per_lang(|l| text_with(l, "dead-position-question", &args!["side" => turn.key()]));
    let all: [Localized<String>; 4] = std::array::from_fn(|i| per_lang(|l| options(l)[i].clone()));
    let key = verdict_index(a.verdict);
    let correct = all[key].clone();
    let wrong = all
        .iter()
        .enumerate()
        .filter(|&(i, _)| i != key)
        .map(|(_, x)| x.clone())
        .collect();
    let explanation = per_lang(|l| explain(pos, &a, l));
    let helped = [(&a.white, Color::White), (&a.black, Color::Black)]
        .iter()
        .any(|(p, c)| p.can_mate() && lone_minor(pos, *c));
    let ruling = match a.verdict {
        Verdict::Dead => "end-dead-position-same-coloured-bishops",
        _ if helped => "end-flag-helpmate-with-flaggers-pieces",
        _ => "end-dead-position-same-coloured-bishops",
    };
    Draft {
        topic: TOPIC,
        seed,
        stem,
        correct,
        wrong,
        explanation,
        articles: vec!["5.2.2"],
        ruling: Some(ruling),
        fen: Some(mate::fen(pos)),
    }
    .finish(rng)
}

/// `c` has a single minor piece and nothing else.
fn lone_minor(pos: &Chess, c: Color) -> bool {
    let b = pos.board();
    let ours = b.by_color(c) & !b.kings();
    ours.count() == 1 && (ours & (b.knights() | b.bishops())).any()
}

fn side_text(pos: &Chess, p: &Proof, who: Side, l: Lang) -> String {
    let id = match p {
        Proof::Mate(line) => {
            let line = mate::line_text(pos, line, l);
            return text_with(
                l,
                "dead-position-can-mate",
                &args!["side" => who.key(), "line" => line],
            );
        }
        Proof::Material(NoMate::LoneKing) => return mate::lone_king_text(who, l),
        Proof::Material(NoMate::LoneKnight) => "dead-position-lone-knight",
        Proof::Material(NoMate::SameColouredBishops) => "dead-position-same-coloured-bishops",
        Proof::Exhausted(n) => {
            return text_with(
                l,
                "dead-position-exhausted",
                &args!["side" => who.key(), "n" => *n],
            );
        }
    };
    text_with(l, id, &args!["side" => who.key()])
}

fn explain(pos: &Chess, a: &Analysis, l: Lang) -> String {
    let mut parts = vec![text(l, "dead-position-rule")];
    if a.verdict == Verdict::Dead {
        parts.extend(mate::only_move(pos, l));
    }
    if a.white == a.black && matches!(a.white, Proof::Material(NoMate::SameColouredBishops)) {
        parts.push(text(l, "dead-position-bishops"));
    } else {
        parts.push(side_text(pos, &a.white, Side::White, l));
        parts.push(side_text(pos, &a.black, Side::Black, l));
    }
    parts.join(" ")
}
