//! Rate limits (the `governor` crate's GCRA, keyed in memory): how often one user or one
//! address may create quizzes, answer, create guests, sign up and try to log in. A limit slows
//! an attacker down and answers `429 Too Many Requests` with the time to wait; it never locks
//! anyone out for good (the allowance refills with time). Limits are per process: they reset
//! on restart, which is acceptable for slowing abuse down.
//!
//! Per-address limits are sized for a seminar room behind one public address (thirty trainees
//! starting an exam together must pass); per-user limits are tighter. New quizzes from one
//! address are weighed by their number of questions, since that is what costs storage.

use std::num::NonZeroU32;
use std::time::Duration;

use governor::clock::{Clock, DefaultClock};
use governor::{DefaultKeyedRateLimiter, Quota};

use super::Error;

/// What is being limited.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Action {
    /// A new quiz, per user.
    CreateQuiz,
    /// Questions of new quizzes, per address (weighed by the quiz's size).
    QuestionsFromAddress,
    /// An answer, per user.
    Answer,
    /// A new guest, per address.
    NewGuest,
    /// A new account, per address.
    SignUp,
    /// A login attempt for one account name.
    LoginAccount,
    /// A login attempt from one address.
    LoginAddress,
}

/// The limits: burst allowed, then one more per period.
const fn quota(action: Action) -> (u32, Duration) {
    match action {
        Action::CreateQuiz => (10, Duration::from_secs(6)),
        // 3,000 questions at once (a class of 30 starting 100-question exams), then 10 a second.
        Action::QuestionsFromAddress => (3000, Duration::from_millis(100)),
        Action::Answer => (60, Duration::from_millis(250)),
        Action::NewGuest => (60, Duration::from_secs(2)),
        Action::SignUp => (40, Duration::from_secs(30)),
        Action::LoginAccount => (5, Duration::from_secs(30)),
        Action::LoginAddress => (60, Duration::from_secs(3)),
    }
}

const ACTIONS: [Action; 7] = [
    Action::CreateQuiz,
    Action::QuestionsFromAddress,
    Action::Answer,
    Action::NewGuest,
    Action::SignUp,
    Action::LoginAccount,
    Action::LoginAddress,
];

/// One keyed limiter per action.
pub(crate) struct Limits {
    limiters: Vec<(Action, DefaultKeyedRateLimiter<String>)>,
    clock: DefaultClock,
}

impl Limits {
    pub(crate) fn new() -> Limits {
        Limits {
            limiters: ACTIONS
                .iter()
                .map(|&a| {
                    let (burst, period) = quota(a);
                    let q = Quota::with_period(period)
                        .expect("periods are positive")
                        .allow_burst(NonZeroU32::new(burst).expect("bursts are positive"));
                    (a, DefaultKeyedRateLimiter::keyed(q))
                })
                .collect(),
            clock: DefaultClock::default(),
        }
    }

    /// Count one `action` by `key`; a 429 error with the wait if over the limit.
    pub(crate) fn check(&self, action: Action, key: &str) -> super::Result<()> {
        self.check_n(action, key, 1)
    }

    /// Count `n` of `action` by `key` at once (a quiz of `n` questions).
    pub(crate) fn check_n(&self, action: Action, key: &str, n: u32) -> super::Result<()> {
        let n = NonZeroU32::new(n.max(1)).expect("at least one");
        let limiter = &self
            .limiters
            .iter()
            .find(|(a, _)| *a == action)
            .expect("every action has a limiter")
            .1;
        match limiter.check_key_n(&key.to_string(), n) {
            Ok(Ok(())) => Ok(()),
            // More than the whole burst at once: never allowed, so no wait would help.
            Err(_) => Err(Error::BadRequest("This quiz is too large.".into())),
            Ok(Err(not_until)) => {
                let wait = not_until.wait_time_from(self.clock.now());
                Err(Error::TooMany {
                    retry_after: Duration::from_secs(wait.as_secs() + 1),
                    message: message(action),
                })
            }
        }
    }

    /// Drop the state of keys that are back to full allowance (bounded memory).
    pub(crate) fn forget_idle(&self) {
        for (_, l) in &self.limiters {
            l.retain_recent();
        }
    }
}

fn message(action: Action) -> String {
    match action {
        Action::CreateQuiz | Action::QuestionsFromAddress => {
            "Too many quizzes started in a short time. Wait a moment and try again."
        }
        Action::Answer => "Too many answers in a short time. Wait a moment and try again.",
        Action::NewGuest | Action::SignUp => {
            "Too many new sessions from this address. Wait a moment and try again."
        }
        Action::LoginAccount | Action::LoginAddress => {
            "Too many login attempts. Wait a moment and try again."
        }
    }
    .to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_burst_is_allowed_then_refused_with_a_wait_but_other_keys_are_not_affected() {
        let l = Limits::new();
        for _ in 0..5 {
            l.check(Action::LoginAccount, "ana").unwrap();
        }
        match l.check(Action::LoginAccount, "ana") {
            Err(Error::TooMany { retry_after, .. }) => {
                assert!(retry_after >= Duration::from_secs(1) && retry_after <= Duration::from_secs(31))
            }
            other => panic!("expected a 429, got {other:?}"),
        }
        l.check(Action::LoginAccount, "bob").unwrap();
    }
}
