//! Illegal move: a completed illegal move (7.5.1–7.5.4) and what the arbiter does, decided by
//! [`crate::rules::illegal_move::consequence`] (7.5.5, A.3, A.4, A.5.2, B.2, B.3).

use super::{Answer, Refusal, sentences, words};
use crate::locales::Message;
use crate::rules::Side;
use crate::rules::illegal_move::{Consequence, Irregularity, Occurrence, Supervision, consequence};
use crate::rules::time_control::Pace;

/// An illegal move as it comes to the arbiter.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Incident {
    /// The class of the time control.
    pub pace: Pace,
    /// Whether each game has its own arbiter (A.4, B.2) or one arbiter watches several (A.5,
    /// B.3). Standard play is always supervised under the Competition Rules.
    pub supervision: Supervision,
    /// What the player did.
    pub irregularity: Irregularity,
    /// Which completed illegal move of this player it is (1 = first).
    pub nth: u32,
    /// Whether the opponent has already made his next move.
    pub opponent_moved: bool,
    /// Whether the opponent can checkmate by some series of legal moves (asked only when it
    /// matters: a second illegal move).
    pub opponent_can_mate: bool,
    /// The player who made the illegal move.
    pub offender: Side,
}

fn key(side: Side) -> &'static str {
    match side {
        Side::White => "white",
        Side::Black => "black",
    }
}

fn irregularity_key(i: Irregularity) -> &'static str {
    match i {
        Irregularity::IllegalMove => "move",
        Irregularity::PawnNotReplaced => "pawn",
        Irregularity::ClockWithoutMove => "clock",
        Irregularity::TwoHands => "hands",
    }
}

fn pace_key(p: Pace) -> &'static str {
    match p {
        Pace::Standard => "standard",
        Pace::Rapid => "rapid",
        Pace::Blitz => "blitz",
    }
}

/// The decision on `incident`, with its reason and what would change it.
pub fn decide(incident: &Incident) -> Result<Answer, Refusal> {
    if incident.nth == 0 || incident.nth > 99 {
        return Err(Message::new("assist-illegal-error-nth"));
    }
    let offender = incident.offender;
    let opponent = offender.other();
    // Standard play is always under the Competition Rules: supervision matters only in rapid
    // and blitz.
    let limited = incident.pace != Pace::Standard && incident.supervision == Supervision::Limited;
    let rules = crate::rules::illegal_move::Incident {
        pace: incident.pace,
        supervision: incident.supervision,
        irregularity: incident.irregularity,
        occurrence: Occurrence::nth(incident.nth),
        opponent_moved: incident.opponent_moved,
        opponent_can_mate: incident.opponent_can_mate,
    };
    let decision = consequence(&rules);
    let msg = |id: &'static str| {
        Message::new(id)
            .with("offender", key(offender))
            .with("opponent", key(opponent))
            .with(
                "pace",
                if incident.pace == Pace::Blitz && !limited {
                    "blitz-full"
                } else {
                    pace_key(incident.pace)
                },
            )
    };

    let (result, headline) = match decision {
        Consequence::ExtraMinutes(n) => (
            format!("+{n} min"),
            msg("assist-illegal-headline")
                .with("outcome", "minutes")
                .with("n", n),
        ),
        Consequence::Loss => (
            match opponent {
                Side::White => "1-0".to_string(),
                Side::Black => "0-1".to_string(),
            },
            msg("assist-illegal-headline").with("outcome", "loss"),
        ),
        Consequence::Draw => (
            "1/2-1/2".to_string(),
            msg("assist-illegal-headline").with("outcome", "draw"),
        ),
        Consequence::Stands => (
            "stands".to_string(),
            msg("assist-illegal-headline").with("outcome", "stands"),
        ),
        Consequence::IllegalPositionDraw => (
            "1/2-1/2".to_string(),
            msg("assist-illegal-headline").with("outcome", "draw"),
        ),
    };

    let mut articles = vec![incident.irregularity.article().to_string()];
    match decision {
        Consequence::Stands => {}
        Consequence::IllegalPositionDraw => articles.push("A.5.4".into()),
        _ => articles.push("7.5.5".into()),
    }
    match (incident.pace, limited) {
        (Pace::Standard, _) => {}
        (Pace::Rapid, false) => articles.extend(["A.3".into(), "A.4".into()]),
        (Pace::Rapid, true) => articles.extend(["A.3".into(), "A.5.2".into()]),
        (Pace::Blitz, false) => articles.extend(["B.2".into(), "A.3".into()]),
        (Pace::Blitz, true) => articles.extend(["B.3".into(), "A.3".into(), "A.5.2".into()]),
    }

    let mut reason = vec![msg("assist-illegal-what").with("kind", irregularity_key(incident.irregularity))];
    reason.push(match decision {
        Consequence::ExtraMinutes(n) => msg("assist-illegal-first").with("n", n),
        Consequence::Loss => msg("assist-illegal-second-loss"),
        Consequence::Draw => msg("assist-illegal-second-draw"),
        Consequence::Stands => msg("assist-illegal-stands"),
        Consequence::IllegalPositionDraw => msg("assist-illegal-position-draw"),
    });
    if decision.reinstates_position() {
        reason.push(msg("assist-illegal-reinstate").with("kind", irregularity_key(incident.irregularity)));
    }

    let mut changes = Vec::new();
    match decision {
        Consequence::ExtraMinutes(_) => changes.push(words(&msg("assist-illegal-change-first"))),
        Consequence::Loss => changes.push(words(&msg("assist-illegal-change-loss"))),
        Consequence::Draw => changes.push(words(&msg("assist-illegal-change-draw"))),
        Consequence::Stands => changes.push(words(&msg("assist-illegal-change-stands"))),
        Consequence::IllegalPositionDraw => changes.push(words(&msg("assist-illegal-change-position"))),
    }
    if limited && !incident.opponent_moved {
        changes.push(words(&msg("assist-illegal-change-limited")));
    }
    // In standard play nothing about supervision could change the answer.
    if !limited && incident.opponent_moved && incident.pace != Pace::Standard {
        changes.push(words(&msg("assist-illegal-change-supervised")));
    }
    if incident.pace == Pace::Blitz && !limited {
        // B.2 applies the Competition Rules to a fully supervised blitz game; whether its
        // penalty is then the 2 minutes of 7.5.5 or the 1 minute of A.3 the text leaves open.
        changes.push(words(&msg("assist-illegal-change-blitz-supervised")));
    }
    if incident.irregularity == Irregularity::ClockWithoutMove {
        changes.push(words(&msg("assist-illegal-change-clock")));
    }

    Ok(Answer {
        result,
        headline: words(&headline),
        articles,
        reason: sentences(&reason),
        changes,
        topic: "illegal-move",
        pace: Some(incident.pace),
    })
}
