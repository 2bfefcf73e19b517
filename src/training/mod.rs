//! The application's use-cases for people who train: accounts and sessions, quizzes and
//! exams, progress and review, classes and their reports, item statistics. `web` parses a
//! request, calls one function here and renders the result; `store` keeps the SQL. Functions
//! are synchronous (they run on the blocking pool) and take the time as an argument, so tests
//! can set the clock.

pub mod accounts;
pub mod attempts;
pub mod classes;
pub mod limits;
pub mod stats;

use std::time::Duration;

use crate::store::Store;
use crate::store::users::{Role, Session, User};

/// What went wrong, as the user should hear it.
#[derive(Debug, thiserror::Error)]
pub enum Error {
    /// Not there, or not the user's to see.
    #[error("{0}")]
    NotFound(String),
    /// Not signed in, or wrong credentials.
    #[error("{0}")]
    Unauthorized(String),
    /// Signed in, but not allowed.
    #[error("{0}")]
    Forbidden(String),
    /// Malformed or unacceptable input.
    #[error("{0}")]
    BadRequest(String),
    /// In conflict with the current state.
    #[error("{0}")]
    Conflict(String),
    /// Well-formed but refers to something that is not there.
    #[error("{0}")]
    Unprocessable(String),
    /// Too many requests: try again after the given time.
    #[error("{message}")]
    TooMany {
        /// When to try again.
        retry_after: Duration,
        /// What to tell the user.
        message: String,
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
}

impl Default for Policy {
    fn default() -> Self {
        Policy {
            exam_duration: Duration::from_secs(45 * 60),
            idle_timeout: Duration::from_secs(7 * 24 * 3600),
            absolute_timeout: Duration::from_secs(30 * 24 * 3600),
            guest_lifetime: Duration::from_secs(365 * 24 * 3600),
            abandon_after: Duration::from_secs(30 * 24 * 3600),
        }
    }
}

/// The use-cases and what they share: the store, the policy, the rate limits.
pub struct Training {
    store: Store,
    policy: Policy,
    limits: limits::Limits,
}

fn ms(d: Duration) -> i64 {
    d.as_millis() as i64
}

impl Training {
    /// Use-cases over `store`.
    pub fn new(store: Store, policy: Policy) -> Training {
        Training {
            store,
            policy,
            limits: limits::Limits::new(),
        }
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
    /// address. Returns the session's cookie token and the session.
    pub fn new_guest(&self, ip: &str, now: i64) -> Result<(String, Session)> {
        self.limits.check(limits::Action::NewGuest, ip)?;
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
    /// idle rate-limit state. Returns (quizzes, sessions) deleted.
    pub fn housekeeping(&self, now: i64) -> Result<(usize, usize)> {
        let quizzes = self.store.prune_abandoned(now - ms(self.policy.abandon_after))?;
        let sessions = self.store.prune_sessions(now)?;
        self.limits.forget_idle();
        Ok((quizzes, sessions))
    }
}

/// Refuse unless `user` has at least `role` (admin ≥ instructor ≥ trainee ≥ guest).
pub(crate) fn require(user: &User, role: Role) -> Result<()> {
    if user.role >= role {
        Ok(())
    } else if user.role == Role::Guest {
        Err(Error::Unauthorized("Sign in to do this.".into()))
    } else {
        Err(Error::Forbidden("Your account may not do this.".into()))
    }
}
