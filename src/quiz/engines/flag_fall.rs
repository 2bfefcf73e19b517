//! Engine `flag-fall`: a flag falls with a real position on the board; what is the result?
//!
//! The result is decided by [`crate::rules::material::flag_fall`] (6.9, 5.2.1, 5.2.2; A.5.3 for
//! a claim in rapid or blitz), and only positions whose answer is proven are asked. The flagger
//! is the side to move: his clock was running. The words are in `engine-flag-fall.ftl`.

use rand::Rng;
use rand_chacha::ChaCha8Rng;
use shakmaty::{Chess, Color, Position, Role};

use super::mate::{self, NoMate, Proof, Spec, side};
use super::{Draft, Pace, Side, per_lang, pick, rng};
use crate::args;
use crate::content::{Lang, Localized};
use crate::locales::{text, text_with};
use crate::quiz::Question;
pub use crate::rules::material::flag_fall::{Analysis, Outcome, analyse};

/// Topic id.
pub const TOPIC: &str = "flag-fall";

/// How the flag fall comes to the arbiter.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Noticed {
    /// The arbiter sees it (6.8; in rapid and blitz he must call it, A.5.5).
    Arbiter,
    /// The opponent pauses the clock and claims a win on time (A.5.3, rapid and blitz).
    Claim,
}

/// One generated situation.
#[derive(Debug, Clone)]
pub(crate) struct Scenario {
    pub pace: Pace,
    pub clock: (u32, u32),
    pub noticed: Noticed,
    pub pos: Chess,
}

/// The kinds of position drawn, so that every result is frequent.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Kind {
    /// Mating material in the ordinary sense, or a helpmate with the flagger's units.
    Win,
    /// The opponent has a bare king.
    Draw,
    /// Dead by material, a pawn wall or a forced capture.
    Dead,
    /// The flagger is stalemated.
    Stalemate,
}

fn units(rng: &mut ChaCha8Rng, kind: Kind, o: Color, f: Color) -> Vec<Spec> {
    use Role::{Bishop, Knight, Pawn, Queen, Rook};
    let light = rng.random_bool(0.5);
    let b = |c: Color, l: bool| (c, Bishop, Some(l));
    let u = |c: Color, r: Role| (c, r, None);
    match kind {
        Kind::Win => match rng.random_range(0..10) {
            0 => vec![u(o, Queen)],
            1 => vec![u(o, Rook), u(f, pick(rng, &[Knight, Pawn, Bishop]))],
            2 => vec![u(o, Knight), u(o, Knight)],
            3 | 4 => vec![u(o, Knight), u(f, Pawn)],
            5 => vec![u(o, Knight), u(f, pick(rng, &[Knight, Rook, Bishop]))],
            6 => vec![b(o, light), b(f, !light)],
            7 => vec![b(o, light), u(f, pick(rng, &[Pawn, Knight]))],
            8 => vec![u(o, Pawn), u(o, pick(rng, &[Knight, Pawn]))],
            _ => vec![b(o, light), u(o, Knight)],
        },
        Kind::Draw => {
            let f_units: &[&[Role]] = &[
                &[Queen],
                &[Rook],
                &[Rook, Pawn],
                &[Pawn],
                &[Queen, Knight],
                &[Bishop, Knight],
            ];
            pick(rng, f_units).iter().map(|&r| u(f, r)).collect()
        }
        Kind::Dead => match rng.random_range(0..4) {
            0 => vec![u(o, Knight)],
            1 => vec![b(o, light)],
            2 => vec![b(o, light), b(f, light)],
            _ => vec![b(o, light), b(o, light), b(f, light)],
        },
        Kind::Stalemate => {
            let o_units: &[&[Role]] = &[
                &[Queen],
                &[Rook, Knight],
                &[Pawn],
                &[Queen, Pawn],
                &[Bishop, Pawn],
            ];
            pick(rng, o_units).iter().map(|&r| u(o, r)).collect()
        }
    }
}

/// Draw a situation: the kind of position first, then positions until one of that kind is
/// proven.
pub(crate) fn scenario(rng: &mut ChaCha8Rng) -> Scenario {
    let (pace, clock) = pick(
        rng,
        &[
            (Pace::Standard, (90, 30)),
            (Pace::Standard, (120, 30)),
            (Pace::Standard, (90, 0)),
            (Pace::Rapid, (15, 10)),
            (Pace::Rapid, (25, 0)),
            (Pace::Blitz, (3, 2)),
            (Pace::Blitz, (5, 0)),
        ],
    );
    let noticed = if pace == Pace::Standard || rng.random_bool(0.5) {
        Noticed::Arbiter
    } else {
        Noticed::Claim
    };
    // Each of the four outcomes a quarter of the time: the options are the same four texts in
    // every question, so an outcome asked more often than the others would make its text (the
    // shortest, in English and Serbian the win) a cue a guesser follows without the rule.
    let kind = pick(rng, &[Kind::Win, Kind::Draw, Kind::Dead, Kind::Stalemate]);
    let pos = loop {
        if let Some(p) = candidate(rng, kind) {
            break p;
        }
    };
    Scenario {
        pace,
        clock,
        noticed,
        pos,
    }
}

/// One candidate of `kind`, or `None` if the draw did not give a proven position of that kind.
fn candidate(rng: &mut ChaCha8Rng, kind: Kind) -> Option<Chess> {
    let f = if rng.random_bool(0.5) {
        Color::White
    } else {
        Color::Black
    };
    let o = !f;
    let fullmoves = rng.random_range(38..90);
    let pos = match kind {
        Kind::Dead if rng.random_range(0..3) == 0 => {
            if rng.random_bool(0.5) {
                mate::wall(rng, f, fullmoves)?
            } else {
                mate::forced_capture(rng, f, fullmoves)?
            }
        }
        Kind::Stalemate => {
            let u = units(rng, kind, o, f);
            mate::place(rng, f, f, &u, 2, fullmoves)?
        }
        _ => {
            let u = units(rng, kind, o, f);
            let cornered = if kind == Kind::Draw { o } else { f };
            mate::place(rng, f, cornered, &u, 2, fullmoves)?
        }
    };
    let a = analyse(&pos)?;
    let wanted = match kind {
        Kind::Win => Outcome::Win,
        Kind::Draw => Outcome::Draw,
        Kind::Dead => Outcome::Dead,
        Kind::Stalemate => Outcome::Stalemate,
    };
    (a.outcome == wanted).then_some(pos)
}

/// The question for `seed`.
pub fn question(seed: u64) -> Question {
    let mut rng = rng(seed);
    let s = scenario(&mut rng);
    question_for(seed, &s, &mut rng)
}

/// The four options, in the order of [`Outcome`]: every one is the key for some positions.
fn options(f: Side, l: Lang) -> [String; 4] {
    let o = f.other();
    [
        text_with(l, "flag-fall-option-win", &args!["opponent" => o.key()]),
        text_with(l, "flag-fall-option-draw", &args!["opponent" => o.key()]),
        text(l, "flag-fall-option-dead"),
        text_with(l, "flag-fall-option-stalemate", &args!["flagger" => f.key()]),
    ]
}

fn outcome_index(o: Outcome) -> usize {
    match o {
        Outcome::Win => 0,
        Outcome::Draw => 1,
        Outcome::Dead => 2,
        Outcome::Stalemate => 3,
    }
}

/// The question for a given situation.
pub(crate) fn question_for(seed: u64, s: &Scenario, rng: &mut ChaCha8Rng) -> Question {
    let a = analyse(&s.pos).expect("the generator only produces proven positions");
    let f = side(s.pos.turn());
    let o = f.other();

    let stem = per_lang(|l| stem_text(s, f, l));
    let all: [Localized<String>; 4] = std::array::from_fn(|i| per_lang(|l| options(f, l)[i].clone()));
    let key = outcome_index(a.outcome);
    let correct = all[key].clone();
    let wrong = all
        .iter()
        .enumerate()
        .filter(|&(i, _)| i != key)
        .map(|(_, x)| x.clone())
        .collect();

    let explanation = per_lang(|l| explain(s, &a, f, o, l));
    let mut articles = match a.outcome {
        Outcome::Win | Outcome::Draw => vec!["6.9"],
        Outcome::Dead => vec!["5.2.2", "6.9"],
        Outcome::Stalemate => vec!["5.2.1", "6.9"],
    };
    if s.pace != Pace::Standard {
        articles.push(if s.noticed == Noticed::Claim {
            "A.5.3"
        } else {
            "A.5.5"
        });
    }
    if s.pace == Pace::Blitz {
        articles.push("B.3");
    }
    let lone_minor_wins = a.outcome == Outcome::Win && {
        let b = s.pos.board();
        let ou = b.by_color(s.pos.turn().other()) & !b.kings();
        ou.count() == 1 && (ou & (b.knights() | b.bishops())).any()
    };
    let two_knights = a.outcome == Outcome::Win && {
        let b = s.pos.board();
        let c = s.pos.turn().other();
        (b.by_color(c) & !b.kings()) == (b.by_color(c) & b.knights())
            && (b.by_color(c) & b.knights()).count() == 2
            && (b.by_color(s.pos.turn()) & !b.kings()).is_empty()
    };
    let ruling = match a.outcome {
        Outcome::Win if lone_minor_wins => "end-flag-helpmate-with-flaggers-pieces",
        Outcome::Win if two_knights => "end-flag-two-knights-vs-lone-king",
        Outcome::Win if s.pace != Pace::Standard => "end-rapid-blitz-win-on-time-claim",
        Outcome::Win => "end-flag-counts-when-noticed",
        Outcome::Draw => "end-flag-opponent-lone-king",
        Outcome::Dead => "end-dead-position-same-coloured-bishops",
        Outcome::Stalemate => "end-stalemate-ends-game-before-flag",
    };
    Draft {
        topic: TOPIC,
        seed,
        stem,
        correct,
        wrong,
        explanation,
        articles,
        ruling: Some(ruling),
        fen: Some(mate::fen(&s.pos)),
    }
    .finish(rng)
}

fn stem_text(s: &Scenario, f: Side, l: Lang) -> String {
    let setting = super::setting_text(s.pace, s.clock, l);
    let event = match (s.noticed, s.pace) {
        (Noticed::Arbiter, Pace::Standard) => "flag-fall-event-seen",
        (Noticed::Arbiter, _) => "flag-fall-event-called",
        (Noticed::Claim, _) => "flag-fall-event-claim",
    };
    let event = text_with(l, event, &args!["flagger" => f.key()]);
    let no_claim = if s.clock.1 == 0 {
        format!(" {}", text(l, "flag-fall-no-claim"))
    } else {
        String::new()
    };
    let to_move = text_with(l, "flag-fall-to-move", &args!["flagger" => f.key()]);
    let ask = text(l, "flag-fall-question");
    format!("{setting}. {event}{no_claim} {to_move} {ask}")
}

/// Why a side cannot mate, in words.
fn no_mate_text(p: &Proof, who: Side, l: Lang) -> String {
    let id = match p {
        Proof::Material(NoMate::LoneKing) => return mate::lone_king_text(who, l),
        Proof::Material(NoMate::LoneKnight) => "flag-fall-lone-knight",
        Proof::Material(NoMate::SameColouredBishops) => "flag-fall-same-coloured-bishops",
        Proof::Exhausted(n) => {
            return text_with(l, "flag-fall-exhausted", &args!["side" => who.key(), "n" => *n]);
        }
        Proof::Mate(_) => unreachable!("not a proof of impossibility"),
    };
    text_with(l, id, &args!["side" => who.key()])
}

/// "52...Kh8 53.Nf7#" for a mating line.
fn line_of(pos: &Chess, p: &Proof, l: Lang) -> String {
    let Proof::Mate(line) = p else {
        unreachable!("a mating line")
    };
    mate::line_text(pos, line, l)
}

fn explain(s: &Scenario, a: &Analysis, f: Side, o: Side, l: Lang) -> String {
    reason(&s.pos, a, f, o, s.noticed == Noticed::Claim, l)
}

/// Why a flag fall of `f` (the side to move in `pos`) gives the result of `a`: the rule (A.5.3
/// for a claim, else 6.9) and the proof, with mating lines in `l`'s notation. The quiz's
/// explanation and the assistant's reason are this one text.
pub(crate) fn reason(pos: &Chess, a: &Analysis, f: Side, o: Side, claim: bool, l: Lang) -> String {
    let rule = if claim {
        text(l, "flag-fall-rule-claim")
    } else {
        text(l, "flag-fall-rule")
    };
    let flagger = f.key();
    let because = match a.outcome {
        Outcome::Stalemate => text_with(l, "flag-fall-stalemate", &args!["flagger" => flagger]),
        Outcome::Win => {
            let p = a.opponent.as_ref().expect("proof for the opponent");
            let line = line_of(pos, p, l);
            text_with(l, "flag-fall-win", &args!["flagger" => flagger, "line" => line])
        }
        Outcome::Draw => {
            let op = a.opponent.as_ref().expect("proof for the opponent");
            let fp = a.flagger.as_ref().expect("proof for the flagger");
            let line = line_of(pos, fp, l);
            let why = no_mate_text(op, o, l);
            let draw = text_with(l, "flag-fall-draw", &args!["flagger" => flagger, "line" => line]);
            format!("{why} {draw}")
        }
        Outcome::Dead => {
            let op = a.opponent.as_ref().expect("proof for the opponent");
            let fp = a.flagger.as_ref().expect("proof for the flagger");
            let mut parts = Vec::new();
            parts.extend(mate::only_move(pos, l));
            parts.push(no_mate_text(op, o, l));
            if fp != op {
                parts.push(no_mate_text(fp, f, l));
            }
            parts.push(text(l, "flag-fall-dead"));
            parts.join(" ")
        }
    };
    format!("{rule} {because}")
}
