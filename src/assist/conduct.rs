//! The short decisions of the round: the class of a time control (A.1, B.1), the duty to record
//! (8.1.1, 8.4, A.2), a late arrival against the event's default time (6.7.1) and an electronic
//! device (11.3.2), each from [`crate::rules`] or from the article itself where the rule is one
//! comparison.

use super::{Answer, Refusal, sentences, words};
use crate::locales::Message;
use crate::rules::Side;
use crate::rules::recording::{Duty, duty};
use crate::rules::time_control::{
    BLITZ_MAX_MINUTES, Pace, STANDARD_FROM_MINUTES, classify, increment_changes_class, minutes_for_60_moves,
};

/// Longest base time accepted, in minutes (a day).
pub const MAX_MINUTES: u32 = 24 * 60;
/// Largest increment accepted, in seconds.
pub const MAX_INCREMENT_S: u32 = 600;

fn pace_key(p: Pace) -> &'static str {
    match p {
        Pace::Standard => "standard",
        Pace::Rapid => "rapid",
        Pace::Blitz => "blitz",
    }
}

fn side_key(side: Side) -> &'static str {
    match side {
        Side::White => "white",
        Side::Black => "black",
    }
}

/// The class of `base_min` minutes + `inc_s` seconds per move (A.1, B.1).
pub fn time_control(base_min: u32, inc_s: u32) -> Result<Answer, Refusal> {
    if base_min == 0 && inc_s == 0 || base_min > MAX_MINUTES || inc_s > MAX_INCREMENT_S {
        return Err(Message::new("assist-tc-error"));
    }
    let pace = classify(base_min, inc_s);
    let total = minutes_for_60_moves(base_min, inc_s);
    let m = |id: &'static str| {
        Message::new(id)
            .with("base", base_min)
            .with("inc", inc_s)
            .with("total", total)
            .with("pace", pace_key(pace))
    };
    let article = match pace {
        Pace::Blitz => "B.1",
        _ => "A.1",
    };
    let mut changes = Vec::new();
    if increment_changes_class(base_min, inc_s) {
        changes.push(words(
            &m("assist-tc-change-increment").with("other", pace_key(classify(base_min, 0))),
        ));
    }
    // The nearest boundaries, in minutes over 60 moves.
    match pace {
        Pace::Blitz => changes.push(words(
            &m("assist-tc-change-up")
                .with("at", BLITZ_MAX_MINUTES + 1)
                .with("other", "rapid"),
        )),
        Pace::Rapid => {
            changes.push(words(
                &m("assist-tc-change-down")
                    .with("at", BLITZ_MAX_MINUTES)
                    .with("other", "blitz"),
            ));
            changes.push(words(
                &m("assist-tc-change-up")
                    .with("at", STANDARD_FROM_MINUTES)
                    .with("other", "standard"),
            ));
        }
        Pace::Standard => changes.push(words(
            &m("assist-tc-change-down")
                .with("at", STANDARD_FROM_MINUTES - 1)
                .with("other", "rapid"),
        )),
    }
    changes.push(words(&m("assist-tc-change-rating")));
    Ok(Answer {
        result: pace_key(pace).to_string(),
        headline: words(&m("assist-tc-headline")),
        articles: vec![article.to_string()],
        reason: words(&m("assist-tc-reason")),
        changes,
        topic: "time-control",
        pace: Some(pace),
    })
}

/// Whether a player must record now (8.1.1, 8.4; A.2 in rapid, B.3 in blitz): `remaining_s` on
/// the clock, the lowest the clock showed earlier in the period (`None`: never under five
/// minutes), the increment.
pub fn recording(
    pace: Pace,
    remaining_s: u32,
    lowest_earlier_s: Option<u32>,
    increment_s: u32,
) -> Result<Answer, Refusal> {
    if remaining_s > MAX_MINUTES * 60 || increment_s > MAX_INCREMENT_S {
        return Err(Message::new("assist-rec-error"));
    }
    let d = duty(pace, remaining_s, lowest_earlier_s, increment_s);
    let (result, key, articles): (&str, &str, &[&str]) = match d {
        Duty::Record => ("record", "record", &["8.1.1", "8.4"]),
        Duty::RecordWithIncrement => ("record", "increment", &["8.1.1", "8.4"]),
        Duty::Exempt => ("exempt", "exempt", &["8.4"]),
        Duty::NotRequired => (
            "not-required",
            "fast",
            if pace == Pace::Blitz {
                &["A.2", "B.3"]
            } else {
                &["A.2"]
            },
        ),
    };
    let m = |id: &'static str| {
        Message::new(id)
            .with("duty", key)
            .with("pace", pace_key(pace))
            .with("inc", increment_s)
            .with("minutes", remaining_s / 60)
            .with("seconds", remaining_s % 60)
    };
    let mut changes = Vec::new();
    match d {
        Duty::Record => changes.push(words(&m("assist-rec-change-record"))),
        Duty::Exempt => {
            changes.push(words(&m("assist-rec-change-exempt")));
            changes.push(words(&m("assist-rec-change-flag")));
        }
        Duty::RecordWithIncrement => changes.push(words(&m("assist-rec-change-increment"))),
        Duty::NotRequired => changes.push(words(&m("assist-rec-change-fast"))),
    }
    Ok(Answer {
        result: result.to_string(),
        headline: words(&m("assist-rec-headline")),
        articles: articles.iter().map(|a| a.to_string()).collect(),
        reason: words(&m("assist-rec-reason")),
        changes,
        topic: "recording",
        pace: Some(pace),
    })
}

/// A player arrives `late_s` seconds after the start against a default time of `default_min`
/// minutes (`None`: the regulations state none, so it is zero, 6.7.1).
pub fn late_arrival(late_side: Side, late_s: u32, default_min: Option<u32>) -> Result<Answer, Refusal> {
    if late_s > MAX_MINUTES * 60 || default_min.is_some_and(|d| d > MAX_MINUTES) {
        return Err(Message::new("assist-late-error"));
    }
    let default_s = default_min.unwrap_or(0) * 60;
    let loses = late_s > default_s;
    let m = |id: &'static str| {
        Message::new(id)
            .with("late", side_key(late_side))
            .with("other", side_key(late_side.other()))
            .with("default", default_min.unwrap_or(0))
            .with("stated", if default_min.is_some() { "yes" } else { "no" })
            .with("minutes", late_s / 60)
            .with("seconds", late_s % 60)
    };
    let (result, outcome) = if loses {
        let r = match late_side {
            Side::White => "0-1",
            Side::Black => "1-0",
        };
        (r.to_string(), "loses")
    } else {
        ("plays".to_string(), "plays")
    };
    let mut changes = Vec::new();
    if loses {
        changes.push(words(&m("assist-late-change-arbiter")));
    } else {
        changes.push(words(&m("assist-late-change-later")));
    }
    if default_min.is_none() {
        changes.push(words(&m("assist-late-change-unstated")));
    }
    Ok(Answer {
        result,
        headline: words(&m("assist-late-headline").with("outcome", outcome)),
        articles: vec!["6.7.1".into()],
        reason: sentences(&[m("assist-late-reason").with("outcome", outcome)]),
        changes,
        topic: "default-time",
        pace: None,
    })
}

/// Where the device was.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DevicePlace {
    /// On the player's person (a pocket, a hand), switched off or not.
    OnPerson,
    /// In the player's bag, completely switched off.
    BagOff,
    /// In the player's bag, not completely switched off (it rang, vibrated, lit up).
    BagOn,
}

/// A device found with a player (11.3.2): where it was, whether the regulations allow devices
/// switched off in a bag (11.3.2.1) and whether they set a milder penalty (11.3.2.2).
pub fn device(
    player: Side,
    place: DevicePlace,
    bag_allowed: bool,
    milder_penalty: bool,
) -> Result<Answer, Refusal> {
    let m = |id: &'static str| {
        Message::new(id)
            .with("player", side_key(player))
            .with("other", side_key(player.other()))
    };
    let lost = match player {
        Side::White => "0-1",
        Side::Black => "1-0",
    };
    let (result, outcome, articles, reason): (String, &str, Vec<&str>, &str) = match (place, bag_allowed) {
        (DevicePlace::OnPerson, _) if milder_penalty => (
            "penalty".into(),
            "milder",
            vec!["11.3.2.2"],
            "assist-device-reason-milder",
        ),
        (DevicePlace::OnPerson, _) => (
            lost.into(),
            "loss",
            vec!["11.3.2.2"],
            "assist-device-reason-person",
        ),
        (DevicePlace::BagOff, true) => (
            "no penalty".into(),
            "allowed",
            vec!["11.3.2.1"],
            "assist-device-reason-bag",
        ),
        (DevicePlace::BagOff, false) | (DevicePlace::BagOn, _) => (
            "penalty".into(),
            "breach",
            vec!["11.3.2.1", "11.6", "12.9"],
            if place == DevicePlace::BagOn {
                "assist-device-reason-bag-on"
            } else {
                "assist-device-reason-bag-forbidden"
            },
        ),
    };
    let mut changes = vec![];
    match outcome {
        "loss" => changes.push(words(&m("assist-device-change-loss"))),
        "allowed" => changes.push(words(&m("assist-device-change-allowed"))),
        "breach" => changes.push(words(&m("assist-device-change-breach"))),
        _ => changes.push(words(&m("assist-device-change-milder"))),
    }
    Ok(Answer {
        result,
        headline: words(&m("assist-device-headline").with("outcome", outcome)),
        articles: articles.into_iter().map(String::from).collect(),
        reason: words(&m(reason)),
        changes,
        topic: "electronic-devices",
        pace: None,
    })
}
