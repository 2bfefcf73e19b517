//! Grading and spaced repetition, as pure functions.
//!
//! Spaced repetition uses FSRS (the `fsrs` crate, the scheduler Anki uses) with its default
//! parameters and a desired retention of 90 %: every question a user has answered has a memory
//! state (stability in days, difficulty 1–10); a right answer counts as "good", a wrong one as
//! "again", and the next review falls due when the predicted chance of remembering drops to
//! 90 %. A wrong answer comes back the same day, after [`RELEARN_STEP_MS`] (a (re)learning step,
//! as Anki schedules new cards and lapses: the mistake is practised while it is fresh); right
//! ones after days, then weeks. FSRS takes the same-day review into the memory state.

use std::sync::LazyLock;

/// The FIDE arbiter seminar pass mark: 80 %.
pub const PASS_PERCENT: usize = 80;

/// A day in milliseconds.
pub const DAY_MS: i64 = 24 * 60 * 60 * 1000;

/// The (re)learning step: a question answered wrong is due again this long after, the same day
/// (Anki's default relearning step).
pub const RELEARN_STEP_MS: i64 = 10 * 60 * 1000;

/// Share of reviews the schedule aims to have remembered.
pub const DESIRED_RETENTION: f32 = 0.9;

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

/// The memory state of one question for one user.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Memory {
    /// Days until the chance of remembering falls to 90 %.
    pub stability: f32,
    /// How hard the question is for this user, 1 to 10.
    pub difficulty: f32,
}

/// The state after an answer, and when to review next.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Next {
    /// New memory state.
    pub memory: Memory,
    /// Time until the next review, in milliseconds.
    pub interval_ms: i64,
}

static FSRS: LazyLock<fsrs::FSRS> =
    LazyLock::new(|| fsrs::FSRS::new(&[]).expect("the default FSRS parameters are valid"));

/// Schedule the next review after an answer, from the previous state (`None` for a question
/// never answered) and the whole days since the previous answer.
pub fn schedule(previous: Option<Memory>, correct: bool, elapsed_days: u32) -> Next {
    let state = previous.map(|m| fsrs::MemoryState {
        stability: m.stability,
        difficulty: m.difficulty,
    });
    let next = FSRS
        .next_states(state, DESIRED_RETENTION, elapsed_days)
        .ok()
        .map(|n| if correct { n.good } else { n.again });
    match next {
        Some(s) => Next {
            memory: Memory {
                stability: s.memory.stability,
                difficulty: s.memory.difficulty,
            },
            // Whole days, at least one; a wrong answer comes back the same day.
            interval_ms: if correct {
                (s.interval.round().max(1.0) as i64) * DAY_MS
            } else {
                RELEARN_STEP_MS
            },
        },
        // Only for corrupt stored states: start afresh.
        None => schedule(None, correct, 0),
    }
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
    fn right_answers_space_out_and_a_wrong_one_comes_back_the_same_day() {
        let first = schedule(None, true, 0);
        let second = schedule(Some(first.memory), true, (first.interval_ms / DAY_MS) as u32);
        let third = schedule(Some(second.memory), true, (second.interval_ms / DAY_MS) as u32);
        assert!(first.interval_ms < second.interval_ms && second.interval_ms < third.interval_ms);
        let lapse = schedule(Some(third.memory), false, (third.interval_ms / DAY_MS) as u32);
        assert_eq!(lapse.interval_ms, RELEARN_STEP_MS);
        // Right at the relearning step: FSRS takes the same-day review, and the question
        // graduates to days again, sooner than before the lapse.
        let relearnt = schedule(Some(lapse.memory), true, 0);
        assert!(relearnt.interval_ms >= DAY_MS && relearnt.interval_ms < third.interval_ms);
        assert!(lapse.memory.stability < third.memory.stability);
        assert!(lapse.memory.difficulty > third.memory.difficulty);
    }

    proptest::proptest! {
        #[test]
        fn a_score_never_exceeds_the_total(right in 0usize..100, total in 0usize..100) {
            let s = grade(right, total);
            proptest::prop_assert!(s.score <= s.total);
            proptest::prop_assert_eq!(s.passed, total > 0 && s.score * 5 >= total * 4);
        }

        #[test]
        fn any_history_gives_a_finite_schedule(answers in proptest::collection::vec((proptest::bool::ANY, 0u32..400), 1..30)) {
            let mut memory = None;
            for (correct, days) in answers {
                let n = schedule(memory, correct, days);
                proptest::prop_assert!(n.memory.stability.is_finite() && n.memory.stability > 0.0);
                proptest::prop_assert!((1.0..=10.0).contains(&n.memory.difficulty));
                proptest::prop_assert!(n.interval_ms >= RELEARN_STEP_MS);
                memory = Some(n.memory);
            }
        }
    }
}
