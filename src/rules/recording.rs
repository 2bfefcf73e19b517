//! The duty to record the moves: compulsory in standard play (8.1.1), lifted for the rest of a
//! period under five minutes without an increment of 30 seconds or more (8.4), not required in
//! rapid (A.2) nor in blitz without full supervision (B.3 applies A.2).

use super::time_control::Pace;

/// Seconds on the clock below which 8.4 lifts the duty: "less than five minutes". Exactly 5:00
/// is not less than five minutes.
pub const EXEMPT_BELOW_S: u32 = 5 * 60;

/// The increment per move, in seconds, from which 8.4 never lifts the duty: "additional time of
/// 30 seconds or more added with each move". Exactly 30 seconds keeps the duty.
pub const INCREMENT_KEEPS_DUTY_S: u32 = 30;

/// What the Laws decide about a player's duty to record the moves now.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Duty {
    /// Standard play, and the clock has not shown less than five minutes in this period: the
    /// player must record (8.1.1; 8.4 does not apply).
    Record,
    /// Standard play, the clock has shown less than five minutes at some stage in this period
    /// and the increment is under 30 seconds: the player need not record for the rest of the
    /// period (8.4), even if the increment has since brought the clock back above five minutes.
    Exempt,
    /// Rapid or blitz: recording is not required at all (A.2; in blitz without full supervision
    /// B.3 applies A.2). The player keeps the claims normally based on a scoresheet.
    NotRequired,
    /// Standard play with an increment of 30 seconds or more: the player must record however
    /// little time is left (8.4 does not lift the duty).
    RecordWithIncrement,
}

/// Whether a player in a standard game must keep recording (8.4), given the seconds left now,
/// the lowest time (seconds) the clock showed earlier in this period (`u32::MAX` if it never
/// showed less than five minutes) and the increment in seconds: the duty is lifted once the
/// clock has shown less than five minutes at some stage in the period, unless the increment is
/// 30 seconds or more.
pub fn must_record(remaining_s: u32, lowest_earlier_s: u32, increment_s: u32) -> bool {
    let went_under = remaining_s.min(lowest_earlier_s) < EXEMPT_BELOW_S;
    !(went_under && increment_s < INCREMENT_KEEPS_DUTY_S)
}

/// The duty of a player in a game of class `pace` with `increment_s` seconds per move, whose
/// clock shows `remaining_s` seconds in the current period and showed at lowest
/// `lowest_earlier_s` seconds earlier in it (`None`: never less than five minutes). In standard
/// play an increment of 30 seconds or more is the reason the duty stays, whatever the clock
/// shows (8.4); in rapid and blitz (without full supervision) A.2 frees the player whatever the
/// clock shows.
pub fn duty(pace: Pace, remaining_s: u32, lowest_earlier_s: Option<u32>, increment_s: u32) -> Duty {
    if pace != Pace::Standard {
        return Duty::NotRequired;
    }
    let lowest = lowest_earlier_s.unwrap_or(u32::MAX);
    if !must_record(remaining_s, lowest, increment_s) {
        Duty::Exempt
    } else if increment_s >= INCREMENT_KEEPS_DUTY_S {
        Duty::RecordWithIncrement
    } else {
        Duty::Record
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The boundaries of 8.4's wording: "less than five minutes" (5:00 exactly still records,
    /// 4:59 does not) and "30 seconds or more" (30 s exactly keeps the duty, 29 s does not).
    /// Cases constructed on Article 8.4 (Laws 2023).
    #[test]
    fn the_boundaries_of_article_8_4() {
        assert_eq!(duty(Pace::Standard, 300, None, 0), Duty::Record);
        assert_eq!(duty(Pace::Standard, 299, None, 0), Duty::Exempt);
        assert_eq!(duty(Pace::Standard, 299, None, 29), Duty::Exempt);
        assert_eq!(duty(Pace::Standard, 299, None, 30), Duty::RecordWithIncrement);
        assert_eq!(duty(Pace::Standard, 120, None, 30), Duty::RecordWithIncrement);
        assert_eq!(duty(Pace::Standard, 1800, None, 0), Duty::Record);
    }

    /// "At some stage in a period … for the remainder of the period" (8.4): a clock that went
    /// under five minutes and has been brought back above them by the increment stays exempt;
    /// with 30 seconds or more it never was (cases constructed on Article 8.4).
    #[test]
    fn once_under_five_minutes_exempt_for_the_rest_of_the_period() {
        assert_eq!(duty(Pace::Standard, 301, Some(280), 10), Duty::Exempt);
        assert_eq!(duty(Pace::Standard, 720, Some(95), 20), Duty::Exempt);
        assert_eq!(duty(Pace::Standard, 301, None, 10), Duty::Record);
        assert_eq!(
            duty(Pace::Standard, 432, Some(240), 30),
            Duty::RecordWithIncrement
        );
        assert!(!must_record(301, 280, 10));
        assert!(must_record(432, 240, 30));
    }

    /// A.2: in rapid (and in blitz through B.3) players need not record, whatever the clock
    /// shows.
    #[test]
    fn rapid_and_blitz_do_not_require_recording() {
        for pace in [Pace::Rapid, Pace::Blitz] {
            assert_eq!(duty(pace, 1200, None, 10), Duty::NotRequired);
            assert_eq!(duty(pace, 45, Some(30), 0), Duty::NotRequired);
        }
    }
}
