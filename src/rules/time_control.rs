//! The class of a time control: standard, rapid (Appendix A.1) or blitz (B.1), the 60-move
//! arithmetic that decides it, and the time penalty each class gives (7.5.5, 9.5.3, A.3, B.3).

/// The class of a time control under the Laws.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Pace {
    /// Standard play (neither rapid nor blitz).
    Standard,
    /// Rapid (Appendix A).
    Rapid,
    /// Blitz (Appendix B).
    Blitz,
}

impl Pace {
    /// Minutes an opponent receives for a penalty of Article 7 or 9: 2 (7.5.5, 9.5.3), or 1 in
    /// rapid (A.3: "one minute instead of two minutes") and in blitz without full supervision
    /// (B.3 applies A.3).
    pub fn penalty_minutes(self) -> u32 {
        match self {
            Pace::Standard => 2,
            Pace::Rapid | Pace::Blitz => 1,
        }
    }
}

/// Minutes per player over 60 moves (A.1, B.1): the base time plus 60 × the increment, i.e. the
/// base minutes plus the increment in seconds read as minutes.
pub fn minutes_for_60_moves(base_min: u32, inc_s: u32) -> u32 {
    base_min + inc_s
}

/// The most minutes over 60 moves a blitz game has: "10 minutes or less" (B.1).
pub const BLITZ_MAX_MINUTES: u32 = 10;

/// The minutes over 60 moves from which a game is no longer rapid: rapid is "less than 60
/// minutes" (A.1), so 60 or more is standard play.
pub const STANDARD_FROM_MINUTES: u32 = 60;

/// The class of `base_min` minutes + `inc_s` seconds per move: 10 minutes or less over 60 moves
/// is blitz (B.1); more than 10 and less than 60 is rapid (A.1); 60 or more is standard play.
pub fn classify(base_min: u32, inc_s: u32) -> Pace {
    match minutes_for_60_moves(base_min, inc_s) {
        t if t <= BLITZ_MAX_MINUTES => Pace::Blitz,
        t if t < STANDARD_FROM_MINUTES => Pace::Rapid,
        _ => Pace::Standard,
    }
}

/// Whether the increment changes the class: the base time alone would fall in another class
/// than base + 60 × increment, which A.1 and B.1 count ("the allotted time plus 60 times any
/// increment").
pub fn increment_changes_class(base_min: u32, inc_s: u32) -> bool {
    classify(base_min, 0) != classify(base_min, inc_s)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The boundaries A.1 and B.1 draw: 10 minutes over 60 moves is still blitz, 60 is no
    /// longer rapid; the increment counts (Laws 2023, Appendices A.1 and B.1).
    #[test]
    fn the_boundaries_of_appendices_a_and_b() {
        assert_eq!(classify(10, 0), Pace::Blitz);
        assert_eq!(classify(5, 5), Pace::Blitz);
        assert_eq!(classify(3, 2), Pace::Blitz);
        assert_eq!(classify(11, 0), Pace::Rapid);
        assert_eq!(classify(10, 5), Pace::Rapid);
        assert_eq!(classify(59, 0), Pace::Rapid);
        assert_eq!(classify(60, 0), Pace::Standard);
        assert_eq!(classify(50, 10), Pace::Standard);
        assert_eq!(classify(45, 15), Pace::Standard);
    }

    /// A common rapid control: 15 minutes + 10 seconds per move counts as 25 minutes for 60
    /// moves (the arithmetic of A.1).
    #[test]
    fn fifteen_plus_ten_is_rapid_worth_25_minutes() {
        assert_eq!(minutes_for_60_moves(15, 10), 25);
        assert_eq!(classify(15, 10), Pace::Rapid);
    }

    /// The increment decides: 10 min + 5 s is 15 minutes over 60 moves, rapid, though 10 minutes
    /// alone is blitz; 50 + 10 is 60, standard, though 50 alone is rapid; 15 + 10 stays rapid
    /// (cases constructed on A.1 and B.1).
    #[test]
    fn the_increment_can_change_the_class() {
        assert!(increment_changes_class(10, 5));
        assert!(increment_changes_class(50, 10));
        assert!(increment_changes_class(5, 6));
        assert!(!increment_changes_class(15, 10));
        assert!(!increment_changes_class(90, 30));
        assert!(!increment_changes_class(3, 2));
    }

    /// 7.5.5 and 9.5.3 give the opponent two minutes; A.3 makes it one minute in rapid, and B.3
    /// applies A.3 to blitz without full supervision.
    #[test]
    fn the_penalty_is_two_minutes_in_standard_play_and_one_otherwise() {
        assert_eq!(Pace::Standard.penalty_minutes(), 2);
        assert_eq!(Pace::Rapid.penalty_minutes(), 1);
        assert_eq!(Pace::Blitz.penalty_minutes(), 1);
    }
}
