//! The application's use-cases for people who train: accounts and sessions, quizzes and
//! exams, progress and review, classes and their reports, item statistics. `web` parses a
//! request, calls one function here and renders the result; `store` keeps the SQL. Functions
//! are synchronous (they run on the blocking pool) and take the time as an argument, so tests
//! can set the clock.

pub mod accounts;
pub mod attempts;
pub mod classes;
pub mod hashing;
pub mod limits;
pub mod stats;

use std::time::Duration;

use crate::locales::Message;
use crate::store::Store;
use crate::store::users::{Role, Session, User};

/// What went wrong, as the user should hear it: a catalogue message (`src/locales/<lang>/
/// errors.ftl`) the web layer words in the reader's language; `Display` gives the English.
#[derive(Debug, thiserror::Error)]
pub enum Error {
    /// Not there, or not the user's to see.
    #[error("{0}")]
    NotFound(Message),
    /// Not signed in, or wrong credentials.
    #[error("{0}")]
    Unauthorized(Message),
    /// Signed in, but not allowed.
    #[error("{0}")]
    Forbidden(Message),
    /// Malformed or unacceptable input.
    #[error("{0}")]
    BadRequest(Message),
    /// In conflict with the current state.
    #[error("{0}")]
    Conflict(Message),
    /// Well-formed but refers to something that is not there.
    #[error("{0}")]
    Unprocessable(Message),
    /// Too many requests: try again after the given time.
    #[error("{message}")]
    TooMany {
        /// When to try again.
        retry_after: Duration,
        /// What tells the user (`error-limit-*`).
        message: Message,
    },
    /// The server cannot do it right now (hashing queue full, disk full): try again later.
    #[error("{message}")]
    Busy {
        /// When to try again.
        retry_after: Duration,
        /// What tells the user (`error-busy-hashing`, `error-disk-full`).
        message: Message,
    },
    /// Our fault.
    #[error(transparent)]
    Internal(#[from] anyhow::Error),
}

/// A result of a use-case.
pub type Result<T> = std::result::Result<T, Error>;

/// Settings of the training use-cases.
#[derive(Debug, Clone)]
pub struct Policy {
    /// Time allowed for a mock exam.
    pub exam_duration: Duration,
    /// An account's session ends after this long without a request.
    pub idle_timeout: Duration,
    /// An account's session ends this long after login, whatever happens.
    pub absolute_timeout: Duration,
    /// A guest's session (the browser's cookie) lives this long.
    pub guest_lifetime: Duration,
    /// Unfinished quizzes older than this are deleted.
    pub abandon_after: Duration,
    /// A guest whose browser has not been seen for this long is deleted with its data.
    pub guest_idle: Duration,
}

impl Default for Policy {
    fn default() -> Self {
        Policy {
            exam_duration: Duration::from_secs(45 * 60),
            idle_timeout: Duration::from_secs(7 * 24 * 3600),
            absolute_timeout: Duration::from_secs(30 * 24 * 3600),
            guest_lifetime: Duration::from_secs(365 * 24 * 3600),
            abandon_after: Duration::from_secs(30 * 24 * 3600),
            guest_idle: Duration::from_secs(90 * 24 * 3600),
        }
    }
}

/// The use-cases and what they share: the store, the policy, the rate limits, the bounded
/// password-hashing pool.
pub struct Training {
    store: Store,
    policy: Policy,
    limits: limits::Limits,
    hasher: hashing::Hasher,
}

fn ms(d: Duration) -> i64 {
    d.as_millis() as i64
}

impl Training {
    /// Use-cases over `store`.
    pub fn new(store: Store, policy: Policy) -> Training {
        Training::with_hasher(store, policy, hashing::Hasher::for_this_machine())
    }

    /// Use-cases over `store` with a given hashing pool.
    pub fn with_hasher(store: Store, policy: Policy, hasher: hashing::Hasher) -> Training {
        Training {
            store,
            policy,
            limits: limits::Limits::new(),
            hasher,
        }
    }

    /// The password-hashing pool (for tests and the benchmark: its peak).
    pub fn hasher(&self) -> &hashing::Hasher {
        &self.hasher
    }

    /// The store (for health checks and maintenance).
    pub fn store(&self) -> &Store {
        &self.store
    }

    /// The policy in force.
    pub fn policy(&self) -> &Policy {
        &self.policy
    }

    /// The session of a cookie token, if it is live.
    pub fn session(&self, token: &str, now: i64) -> Result<Option<Session>> {
        Ok(self.store.session(token, now, ms(self.policy.idle_timeout))?)
    }

    /// A new guest with a session, for a browser that needs one (it starts a quiz); limited per
    /// address (a burst, and a cap a day). Returns the session's cookie token and the session.
    pub fn new_guest(&self, ip: &str, now: i64) -> Result<(String, Session)> {
        self.limits.check(limits::Action::NewGuest, ip)?;
        self.limits.check(limits::Action::NewGuestsPerDay, ip)?;
        let id = self.store.create_guest(now)?;
        let (token, csrf) = self
            .store
            .create_session(id, now, ms(self.policy.guest_lifetime))?;
        Ok((
            token,
            Session {
                user: User {
                    id,
                    username: None,
                    role: Role::Guest,
                },
                csrf,
                created_at: now,
                expires_at: now + ms(self.policy.guest_lifetime),
            },
        ))
    }

    /// Housekeeping, run at start-up and periodically: abandoned quizzes, expired sessions,
    /// idle guests with their data, idle rate-limit state. Returns what was deleted.
    pub fn housekeeping(&self, now: i64) -> Result<Housekeeping> {
        let quizzes = self.store.prune_abandoned(now - ms(self.policy.abandon_after))?;
        let sessions = self.store.prune_sessions(now)?;
        let guests = self.store.prune_idle_guests(now - ms(self.policy.guest_idle))?;
        self.limits.forget_idle();
        Ok(Housekeeping {
            quizzes,
            sessions,
            guests,
        })
    }

    /// Count a state-changing request of `user_id` that has no limit of its own (finishing a
    /// quiz, creating a class, setting an exam, logging out, administration).
    pub fn count_write(&self, user_id: i64) -> Result<()> {
        self.limits.check(limits::Action::Write, &user_id.to_string())
    }
}

/// What housekeeping deleted.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Housekeeping {
    /// Unfinished quizzes abandoned.
    pub quizzes: usize,
    /// Expired sessions.
    pub sessions: usize,
    /// Idle guests (with their attempts, answers and reviews).
    pub guests: usize,
}

/// Refuse unless `user` has at least `role` (admin ≥ instructor ≥ trainee ≥ guest).
pub(crate) fn require(user: &User, role: Role) -> Result<()> {
    if user.role >= role {
        Ok(())
    } else if user.role == Role::Guest {
        Err(Error::Unauthorized(Message::new("error-sign-in")))
    } else {
        Err(Error::Forbidden(Message::new("error-not-allowed")))
    }
}
