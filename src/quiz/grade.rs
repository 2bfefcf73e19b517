//! Grading and spaced repetition, as pure functions.
//!
//! Spaced repetition is a Leitner scheme: every question a user has seen sits in a box from 1
//! to 5. A right answer moves it up one box, a wrong one back to box 1. A question is due again
//! 1, 2, 4, 8 or 16 days after its last answer, by box. It is simple, predictable for the
//! trainee ("wrong answers come back tomorrow") and needs no tuning data.

/// The FIDE arbiter seminar pass mark: 80 %.
pub const PASS_PERCENT: usize = 80;

/// A graded quiz.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize)]
pub struct Score {
    /// Right answers.
    pub score: usize,
    /// Questions in the quiz (unanswered ones count as wrong).
    pub total: usize,
    /// At least 80 % right.
    pub passed: bool,
}

/// Grade `right` answers out of `total` questions.
pub fn grade(right: usize, total: usize) -> Score {
    let right = right.min(total);
    Score {
        score: right,
        total,
        passed: total > 0 && right * 100 >= total * PASS_PERCENT,
    }
}

/// The Leitner box after an answer.
pub fn next_box(current: u8, correct: bool) -> u8 {
    if correct { (current.max(1) + 1).min(5) } else { 1 }
}

/// Days until a question in `box_no` is due again.
pub fn interval_days(box_no: u8) -> i64 {
    1i64 << (box_no.clamp(1, 5) - 1)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn eighty_percent_passes() {
        assert!(grade(24, 30).passed);
        assert!(!grade(23, 30).passed);
        assert!(grade(8, 10).passed);
        assert!(!grade(7, 10).passed);
        assert!(!grade(0, 0).passed);
    }

    #[test]
    fn right_answers_climb_and_wrong_ones_restart() {
        assert_eq!(next_box(1, true), 2);
        assert_eq!(next_box(5, true), 5);
        assert_eq!(next_box(4, false), 1);
        assert_eq!(next_box(0, true), 2);
        assert_eq!(
            (1..=5).map(interval_days).collect::<Vec<_>>(),
            vec![1, 2, 4, 8, 16]
        );
    }

    proptest::proptest! {
        #[test]
        fn a_score_never_exceeds_the_total(right in 0usize..100, total in 0usize..100) {
            let s = grade(right, total);
            proptest::prop_assert!(s.score <= s.total);
            proptest::prop_assert_eq!(s.passed, total > 0 && s.score * 5 >= total * 4);
        }
    }
}
