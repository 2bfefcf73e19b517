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
use crate::locales::Message;

/// What is being limited.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Action {
    /// A new quiz, per user.
    CreateQuiz,
    /// Questions of new quizzes, per address (weighed by the quiz's size).
    QuestionsFromAddress,
    /// Questions of new quizzes, per address and day (what bounds storage).
    QuestionsPerDay,
    /// An answer, per user.
    Answer,
    /// A new guest, per address.
    NewGuest,
    /// New guests, per address and day.
    NewGuestsPerDay,
    /// A new account, per address.
    SignUp,
    /// New accounts, per address and day.
    SignUpsPerDay,
    /// A login attempt for one account name.
    LoginAccount,
    /// A login attempt from one address.
    LoginAddress,
    /// A password change, per account.
    PasswordAccount,
    /// A password change, per address.
    PasswordAddress,
    /// A join code tried, per user.
    JoinUser,
    /// A join code tried, per address.
    JoinAddress,
    /// An account deleted, per address.
    DeleteAccount,
    /// Accounts created from a roster, per instructor.
    Roster,
    /// Any other change (finishing a quiz, creating a class, setting an exam, logging out,
    /// administration), per user.
    Write,
}

/// The limits: burst allowed, then one more per period.
///
/// Per-address limits let a class of 60 behind one address (a venue's Wi-Fi, a school's NAT)
/// sign up, join its class and start an exam together; the daily caps keep one address from
/// mass-creating accounts or guests, and bound what it can store (SECURITY.md states the bound).
const fn quota(action: Action) -> (u32, Duration) {
    const DAY: u64 = 86_400;
    match action {
        Action::CreateQuiz => (10, Duration::from_secs(6)),
        // 3,000 questions at once (a class of 30 starting 100-question exams), then 10 a second,
        Action::QuestionsFromAddress => (3000, Duration::from_millis(100)),
        // and at most 20,000 a day (a class of 60 taking ten 30-question quizzes each is 18,000).
        Action::QuestionsPerDay => (20_000, Duration::from_millis(DAY * 1000 / 20_000)),
        Action::Answer => (60, Duration::from_millis(250)),
        Action::NewGuest => (60, Duration::from_secs(2)),
        Action::NewGuestsPerDay => (500, Duration::from_millis(DAY * 1000 / 500)),
        // A class of 60 (and a few typos) at once, then one every 30 s, at most 300 a day.
        Action::SignUp => (100, Duration::from_secs(30)),
        Action::SignUpsPerDay => (300, Duration::from_millis(DAY * 1000 / 300)),
        Action::LoginAccount => (5, Duration::from_secs(30)),
        Action::LoginAddress => (100, Duration::from_secs(3)),
        Action::PasswordAccount => (5, Duration::from_secs(30)),
        Action::PasswordAddress => (60, Duration::from_secs(3)),
        Action::JoinUser => (10, Duration::from_secs(10)),
        Action::JoinAddress => (120, Duration::from_secs(1)),
        Action::DeleteAccount => (20, Duration::from_secs(30)),
        Action::Roster => (5, Duration::from_secs(60)),
        Action::Write => (120, Duration::from_millis(500)),
    }
}

const ACTIONS: [Action; 17] = [
    Action::CreateQuiz,
    Action::QuestionsFromAddress,
    Action::QuestionsPerDay,
    Action::Answer,
    Action::NewGuest,
    Action::NewGuestsPerDay,
    Action::SignUp,
    Action::SignUpsPerDay,
    Action::LoginAccount,
    Action::LoginAddress,
    Action::PasswordAccount,
    Action::PasswordAddress,
    Action::JoinUser,
    Action::JoinAddress,
    Action::DeleteAccount,
    Action::Roster,
    Action::Write,
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
            Err(_) => Err(Error::BadRequest(Message::new("error-quiz-too-large"))),
            Ok(Err(not_until)) => {
                let wait = not_until.wait_time_from(self.clock.now());
                Err(Error::TooMany {
                    retry_after: Duration::from_secs(wait.as_secs() + 1),
                    message: Message::new(message_key(action)),
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

/// The message (`src/locales/<lang>/errors.ftl`) that tells the user about `action`'s limit.
fn message_key(action: Action) -> &'static str {
    match action {
        Action::CreateQuiz | Action::QuestionsFromAddress | Action::QuestionsPerDay => "error-limit-quizzes",
        Action::Answer => "error-limit-answers",
        Action::NewGuest | Action::NewGuestsPerDay | Action::SignUp | Action::SignUpsPerDay => {
            "error-limit-sessions"
        }
        Action::LoginAccount | Action::LoginAddress => "error-limit-logins",
        Action::PasswordAccount | Action::PasswordAddress => "error-limit-password",
        Action::JoinUser | Action::JoinAddress => "error-limit-join",
        Action::DeleteAccount | Action::Roster | Action::Write => "error-limit-writes",
    }
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

    fn allowed_at_once(l: &Limits, action: Action, n: u32) -> u32 {
        (0..100_000)
            .take_while(|_| l.check_n(action, "key", n).is_ok())
            .count() as u32
            * n
    }

    #[test]
    fn daily_caps_bound_what_one_address_can_create_and_every_write_has_a_limit() {
        let l = Limits::new();
        assert_eq!(allowed_at_once(&l, Action::QuestionsPerDay, 100), 20_000);
        assert_eq!(allowed_at_once(&l, Action::NewGuestsPerDay, 1), 500);
        assert_eq!(allowed_at_once(&l, Action::SignUpsPerDay, 1), 300);
        assert_eq!(allowed_at_once(&l, Action::Roster, 1), 5);
        assert_eq!(allowed_at_once(&l, Action::Write, 1), 120);
        assert_eq!(allowed_at_once(&l, Action::PasswordAccount, 1), 5);
        for a in ACTIONS {
            assert!(!Message::new(message_key(a)).to_string().is_empty());
            match l
                .check_n(a, "other", quota(a).0)
                .and_then(|()| l.check(a, "other"))
            {
                Err(Error::TooMany { retry_after, .. }) => assert!(retry_after >= Duration::from_secs(1)),
                other => panic!("{a:?}: expected a 429 after the burst, got {other:?}"),
            }
        }
    }
}
