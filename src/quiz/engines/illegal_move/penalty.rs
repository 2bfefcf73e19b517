//! Penalty questions: what the arbiter decides on a completed illegal move, a clock pressed
//! without a move or a castling made with both hands (7.5.1–7.5.5, A.3, A.5.2, B.3).

use rand::Rng;
use rand::seq::SliceRandom;
use rand_chacha::ChaCha8Rng;

use super::{Ruling, TOPIC, decide};
use crate::args;
use crate::content::{Lang, Localized};
use crate::locales::{text, text_with};
use crate::quiz::Question;
use crate::quiz::engines::{
    Draft, Pace, Side, SquareColour, Unit, draw_cannot_mate, extra_minutes, material_text, per_lang, pick,
    setting_text,
};
use crate::rules::illegal_move::Irregularity;

/// What the player did; each is completed by pressing the clock.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Act {
    /// Moved the king into check (7.5.1).
    KingIntoCheck,
    /// Castled across a square attacked by an enemy piece (7.5.1).
    CastleThroughCheck,
    /// Moved a bishop over one of his own pawns (7.5.1).
    BishopJumps,
    /// Pressed the clock without moving (7.5.3).
    ClockWithoutMove,
    /// Castled with both hands (7.5.4).
    TwoHands,
}

impl Act {
    /// What the Laws call it.
    fn irregularity(self) -> Irregularity {
        match self {
            Act::KingIntoCheck | Act::CastleThroughCheck | Act::BishopJumps => Irregularity::IllegalMove,
            Act::ClockWithoutMove => Irregularity::ClockWithoutMove,
            Act::TwoHands => Irregularity::TwoHands,
        }
    }

    /// The selector value naming the act in the catalogues.
    fn key(self) -> &'static str {
        match self {
            Act::KingIntoCheck => "king-into-check",
            Act::CastleThroughCheck => "castle-through-check",
            Act::BishopJumps => "bishop-jumps",
            Act::ClockWithoutMove => "clock-without-move",
            Act::TwoHands => "two-hands",
        }
    }

    /// Acts after which the opponent can reply with an ordinary move: a completed move that
    /// leaves a normal position on the board.
    fn can_be_answered(self) -> bool {
        matches!(self, Act::CastleThroughCheck | Act::BishopJumps)
    }
}

/// One generated penalty situation.
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct Scenario {
    pub pace: Pace,
    pub clock: (u32, u32),
    pub offender: Side,
    pub act: Act,
    /// 1 or 2.
    pub nth: u32,
    /// The opponent replied before anyone noticed.
    pub opponent_moved: bool,
    /// The offender's opponent's units and the offender's units (kings implied).
    pub opponent: Vec<Unit>,
    pub offender_units: Vec<Unit>,
}

/// The opponent cannot mate: a bare king, while the offender has material (never a dead
/// position). The offender always has a rook, so any act (castling included) fits.
const CANNOT_MATE: [(&[Unit], &[Unit]); 4] = [
    (&[], &[Unit::Queen, Unit::Rook]),
    (&[], &[Unit::Rook]),
    (&[], &[Unit::Rook, Unit::Pawn, Unit::Pawn]),
    (&[], &[Unit::Rook, Unit::Knight]),
];
/// The opponent has a queen or a rook: mate is possible. The offender always has a rook.
const CAN_MATE: [(&[Unit], &[Unit]); 5] = [
    (&[Unit::Queen, Unit::Pawn], &[Unit::Rook]),
    (&[Unit::Rook, Unit::Pawn, Unit::Pawn], &[Unit::Rook, Unit::Pawn]),
    (&[Unit::Rook], &[Unit::Rook, Unit::Bishop(SquareColour::Light)]),
    (&[Unit::Queen], &[Unit::Rook, Unit::Knight, Unit::Pawn]),
    (&[Unit::Rook, Unit::Pawn], &[Unit::Queen, Unit::Rook]),
];

/// The opponent can mate with these units: in these lists, exactly when he has any.
fn opponent_can_mate(opponent: &[Unit]) -> bool {
    opponent.iter().any(|u| matches!(u, Unit::Queen | Unit::Rook))
}

pub(crate) fn scenario(rng: &mut ChaCha8Rng) -> Scenario {
    // Standard half of the time, so that the 2-minute and the 1-minute answers are the key
    // equally often (the key's rank among the numbers tells nothing).
    let pace = pick(rng, &[Pace::Standard, Pace::Standard, Pace::Rapid, Pace::Blitz]);
    let clock = match pace {
        Pace::Standard => pick(rng, &[(90, 30), (120, 30), (90, 0), (60, 30)]),
        Pace::Rapid => pick(rng, &[(15, 10), (25, 10), (10, 5), (20, 0)]),
        Pace::Blitz => pick(rng, &[(3, 2), (5, 0), (5, 3), (3, 0)]),
    };
    let act = pick(
        rng,
        &[
            Act::KingIntoCheck,
            Act::CastleThroughCheck,
            Act::BishopJumps,
            Act::ClockWithoutMove,
            Act::TwoHands,
        ],
    );
    let opponent_moved = act.can_be_answered() && rng.random_bool(0.4);
    let nth = if rng.random_bool(0.5) { 1 } else { 2 };
    let (opponent, offender_units) = if nth == 2 && rng.random_bool(0.5) {
        pick(rng, &CANNOT_MATE)
    } else {
        pick(rng, &CAN_MATE)
    };
    let mut offender_units = offender_units.to_vec();
    if act == Act::BishopJumps && !offender_units.iter().any(|u| matches!(u, Unit::Bishop(_))) {
        offender_units.push(Unit::Bishop(SquareColour::Dark));
    }
    Scenario {
        pace,
        clock,
        offender: Side::random(rng),
        act,
        nth,
        opponent_moved,
        opponent: opponent.to_vec(),
        offender_units,
    }
}

/// The five answers of a penalty question; every one is the key for some situations. `x` is
/// the offender.
fn option(r: Ruling, x: Side) -> Localized<String> {
    let y = x.other();
    let side = x.key();
    per_lang(|l| match r {
        Ruling::ExtraMinutes(n) => text_with(
            l,
            "illegal-move-minutes-option",
            &args!["gets" => extra_minutes(y, n, l)],
        ),
        Ruling::Loss => text_with(l, "illegal-move-loses", &args!["side" => side]),
        Ruling::Draw => draw_cannot_mate(y, l),
        Ruling::Stands => text_with(l, "illegal-move-stands-option", &args!["side" => side]),
        // No act of this engine leaves a pawn unreplaced (see `Act`), so A.5.4 never decides.
        Ruling::IllegalPositionDraw => unreachable!("the quiz asks no unreplaced-pawn incident"),
    })
}

pub(crate) fn question(seed: u64, s: &Scenario, rng: &mut ChaCha8Rng) -> Question {
    let can_mate = opponent_can_mate(&s.opponent);
    let decision = decide(s.pace, s.act.irregularity(), s.nth, can_mate, s.opponent_moved);
    let x = s.offender;
    let side = x.key();

    let stem = per_lang(|l| {
        let then = if s.opponent_moved {
            text_with(l, "illegal-move-nobody-notices", &args!["side" => side])
        } else {
            text_with(l, "illegal-move-opponent-stops", &args!["side" => side])
        };
        text_with(
            l,
            "illegal-move-penalty-stem",
            &args![
                "setting" => setting_text(s.pace, s.clock, l),
                "side" => side,
                "act" => text_with(l, "illegal-move-act", &args!["act" => s.act.key()]),
                "nth" => s.nth,
                "then" => then,
                "material" => material_text(&s.offender_units, l),
                "other-material" => material_text(&s.opponent, l),
            ],
        )
    });

    // Every other answer is a candidate; three are shown, chosen at random so that each is
    // sometimes a distractor.
    let minutes = s.pace.penalty_minutes();
    let all = [
        Ruling::ExtraMinutes(minutes),
        Ruling::ExtraMinutes(3 - minutes),
        Ruling::Loss,
        Ruling::Draw,
        Ruling::Stands,
    ];
    let mut others: Vec<Ruling> = all.into_iter().filter(|&r| r != decision).collect();
    others.shuffle(rng);
    let correct = option(decision, x);
    let wrong = others.into_iter().map(|r| option(r, x)).collect();

    let explanation = per_lang(|l| explain(s, decision, l));
    let mut articles = vec![s.act.irregularity().article(), "7.5.5"];
    match s.pace {
        Pace::Standard => {}
        Pace::Rapid => articles.extend(["A.3", "A.5.2"]),
        Pace::Blitz => articles.extend(["A.3", "A.5.2", "B.3"]),
    }
    let ruling_id = match (decision, s.nth, s.pace, s.act) {
        (Ruling::Stands, ..) => "mv-rapid-illegal-move-after-next-move",
        (_, 2, _, _) => "mv-second-illegal-move-bare-king",
        (_, _, Pace::Rapid, _) => "mv-rapid-illegal-move-after-next-move",
        (_, _, Pace::Blitz, _) => "mv-blitz-illegal-move-claim",
        (_, _, Pace::Standard, Act::ClockWithoutMove) => "mv-clock-pressed-without-move",
        (_, _, Pace::Standard, Act::TwoHands) => "mv-illegal-castling-with-two-hands",
        (_, _, Pace::Standard, _) if s.opponent_moved => "mv-illegal-move-found-later",
        (_, _, Pace::Standard, _) => "mv-first-illegal-move-standard-increment",
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
        fen: None,
    }
    .finish(rng)
}

fn explain(s: &Scenario, decision: Ruling, l: Lang) -> String {
    let side = s.offender.key();
    let mut parts = Vec::new();
    if matches!(s.act, Act::ClockWithoutMove | Act::TwoHands) {
        parts.push(text_with(
            l,
            "illegal-move-explain-act",
            &args!["act" => s.act.key()],
        ));
    }
    if s.pace != Pace::Standard {
        parts.push(text_with(
            l,
            "illegal-move-explain-pace",
            &args!["pace" => s.pace.key()],
        ));
    }
    if s.opponent_moved && s.pace == Pace::Standard {
        parts.push(text(l, "illegal-move-explain-standard-later"));
    }
    parts.push(match decision {
        Ruling::Stands => text_with(l, "illegal-move-explain-stands", &args!["side" => side]),
        Ruling::ExtraMinutes(n) => {
            text_with(l, "illegal-move-explain-first", &args!["side" => side, "n" => n])
        }
        Ruling::Loss => text_with(
            l,
            "illegal-move-explain-loss",
            &args!["side" => side, "other-material" => material_text(&s.opponent, l)],
        ),
        Ruling::Draw => text_with(l, "illegal-move-explain-draw", &args!["side" => side]),
        Ruling::IllegalPositionDraw => unreachable!("the quiz asks no unreplaced-pawn incident"),
    });
    parts.join(" ")
}
