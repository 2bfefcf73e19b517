//! Accounts and sessions: sign up, log in, log out, change the password, delete the account;
//! roles; the first administrator made from the command line; a class's accounts made from a
//! roster. Passwords are hashed with Argon2id (OWASP parameters: 19 MiB, 2 passes, 1 lane) in
//! the bounded pool of [`super::hashing`]; a session id changes at login and at every change
//! of password or role; a guest's progress moves into the account created or logged into from
//! the same browser.

use super::limits::Action;
use super::{Error, Result, Training, ms, require};
use crate::locales::Message;
use crate::store::users::{AccountRow, NewAccount, Role, Session, User};

/// Shortest password accepted.
pub const MIN_PASSWORD_CHARS: usize = 10;
/// Longest password accepted (long passphrases are welcome; this only bounds the work).
pub const MAX_PASSWORD_BYTES: usize = 4096;

/// Passwords of at least ten characters that appear at the top of leaked-password lists, and
/// the patterns people reach for; refused whatever their length.
const COMMON_PASSWORDS: &str = include_str!("common-passwords.txt");

/// A new session: the cookie token and the session.
pub struct Opened {
    /// Cookie value (only its hash is stored).
    pub token: String,
    /// The session.
    pub session: Session,
}

/// A well-formed account name: 3 to 32 letters, digits, `.`, `_` or `-`.
pub fn check_username(username: &str) -> Result<()> {
    let ok = (3..=32).contains(&username.chars().count())
        && username
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || matches!(c, '.' | '_' | '-'));
    if ok {
        Ok(())
    } else {
        Err(Error::BadRequest(Message::new("error-username-form")))
    }
}

/// An acceptable password: at least ten characters, not a common one, not the username.
pub fn check_password(password: &str, username: &str) -> Result<()> {
    if password.chars().count() < MIN_PASSWORD_CHARS {
        return Err(Error::BadRequest(
            Message::new("error-password-short").with("min", MIN_PASSWORD_CHARS),
        ));
    }
    if password.len() > MAX_PASSWORD_BYTES {
        return Err(Error::BadRequest(Message::new("error-password-long")));
    }
    let lower = password.to_lowercase();
    let distinct: std::collections::HashSet<char> = lower.chars().collect();
    if COMMON_PASSWORDS.lines().any(|p| p.trim() == lower)
        || distinct.len() <= 2
        || (!username.is_empty() && lower.contains(&username.to_lowercase()))
    {
        return Err(Error::BadRequest(Message::new("error-password-guessable")));
    }
    Ok(())
}

impl Training {
    fn open(&self, user: User, now: i64) -> Result<Opened> {
        let lifetime = if user.role == Role::Guest {
            self.policy.guest_lifetime
        } else {
            self.policy.absolute_timeout
        };
        let (token, csrf) = self.store.create_session(user.id, now, ms(lifetime))?;
        Ok(Opened {
            token,
            session: Session {
                user,
                csrf,
                created_at: now,
                expires_at: now + ms(lifetime),
            },
        })
    }

    /// End the browser's previous session and bring its guest's progress into `account`.
    fn take_over(&self, previous: Option<(&str, &Session)>, account: &User) -> Result<()> {
        if let Some((token, s)) = previous {
            self.store.end_session(token)?;
            if s.user.role == Role::Guest {
                self.store.adopt_guest(s.user.id, account.id)?;
            }
        }
        Ok(())
    }

    /// Create a trainee account and log it in from this browser (its guest progress moves in).
    pub fn sign_up(
        &self,
        previous: Option<(&str, &Session)>,
        username: &str,
        password: &str,
        ip: &str,
        now: i64,
    ) -> Result<Opened> {
        check_username(username)?;
        check_password(password, username)?;
        self.limits.check(Action::SignUp, ip)?;
        self.limits.check(Action::SignUpsPerDay, ip)?;
        let hash = self.hasher.hash(password)?;
        let id = match self.store.create_account(username, &hash, Role::Trainee, now)? {
            NewAccount::Created(id) => id,
            NewAccount::Taken => return Err(Error::Conflict(Message::new("error-username-taken"))),
        };
        let user = User {
            id,
            username: Some(username.to_string()),
            role: Role::Trainee,
        };
        self.take_over(previous, &user)?;
        self.open(user, now)
    }

    /// Log in: a new session (a new id), the guest's progress moved in. Wrong name or password
    /// is one answer (no hint which); tries are limited per account and per address.
    pub fn log_in(
        &self,
        previous: Option<(&str, &Session)>,
        username: &str,
        password: &str,
        ip: &str,
        now: i64,
    ) -> Result<Opened> {
        self.limits.check(Action::LoginAddress, ip)?;
        self.limits
            .check(Action::LoginAccount, &username.to_lowercase())?;
        let wrong = || Error::Unauthorized(Message::new("error-wrong-password"));
        if password.len() > MAX_PASSWORD_BYTES {
            return Err(wrong());
        }
        let Some((user, hash)) = self.store.account(username)? else {
            // Spend the same time as a real check, so timing does not tell which names exist.
            let _ = self.hasher.verify(password, DUMMY_HASH)?;
            return Err(wrong());
        };
        if !self.hasher.verify(password, &hash)? {
            return Err(wrong());
        }
        self.take_over(previous, &user)?;
        self.open(user, now)
    }

    /// End a session (counted like every write).
    pub fn log_out(&self, session: &Session, token: &str) -> Result<()> {
        self.count_write(session.user.id)?;
        Ok(self.store.end_session(token)?)
    }

    /// Whether the account still has the one-time password of a roster.
    pub fn must_change_password(&self, session: &Session) -> Result<bool> {
        Ok(self.store.must_change_password(session.user.id)?)
    }

    /// Change the password: every session of the account ends (a stolen cookie dies), and this
    /// browser gets a new one. Tries are limited per account and per address, like logins, so
    /// a stolen session cannot guess the password without the throttle.
    pub fn change_password(
        &self,
        session: &Session,
        old: &str,
        new: &str,
        ip: &str,
        now: i64,
    ) -> Result<Opened> {
        require(&session.user, Role::Trainee)?;
        self.limits.check(Action::PasswordAddress, ip)?;
        self.limits
            .check(Action::PasswordAccount, &session.user.id.to_string())?;
        let username = session.user.username.clone().unwrap_or_default();
        let hash = self.store.password_hash(session.user.id)?.unwrap_or_default();
        if old.len() > MAX_PASSWORD_BYTES || !self.hasher.verify(old, &hash)? {
            return Err(Error::Unauthorized(Message::new("error-current-password")));
        }
        check_password(new, &username)?;
        self.store
            .set_password(session.user.id, &self.hasher.hash(new)?, false)?;
        self.open(session.user.clone(), now)
    }

    /// Delete the account and everything of it (limited per address).
    pub fn delete_account(&self, session: &Session, ip: &str) -> Result<()> {
        require(&session.user, Role::Trainee)?;
        self.limits.check(Action::DeleteAccount, ip)?;
        self.store.delete_user(session.user.id)?;
        Ok(())
    }

    /// Every account (administrators only).
    pub fn accounts(&self, session: &Session) -> Result<Vec<AccountRow>> {
        require(&session.user, Role::Admin)?;
        Ok(self.store.accounts()?)
    }

    /// Change a user's role (administrators only; the user's sessions end).
    pub fn set_role(&self, session: &Session, user_id: i64, role: Role) -> Result<()> {
        require(&session.user, Role::Admin)?;
        self.count_write(session.user.id)?;
        if role == Role::Guest {
            return Err(Error::BadRequest(Message::new("error-role-guest")));
        }
        if user_id == session.user.id {
            return Err(Error::Conflict(Message::new("error-own-role")));
        }
        if !self.store.set_role(user_id, role)? {
            return Err(Error::NotFound(Message::new("error-no-account")));
        }
        Ok(())
    }

    /// Delete a user (administrators only).
    pub fn delete_user(&self, session: &Session, user_id: i64) -> Result<()> {
        require(&session.user, Role::Admin)?;
        self.count_write(session.user.id)?;
        if user_id == session.user.id {
            return Err(Error::Conflict(Message::new("error-own-deletion")));
        }
        if !self.store.delete_user(user_id)? {
            return Err(Error::NotFound(Message::new("error-no-account")));
        }
        Ok(())
    }

    /// Create an account with any role (the command line; the only way to the first admin).
    pub fn add_user(&self, username: &str, password: &str, role: Role, now: i64) -> Result<i64> {
        check_username(username)?;
        check_password(password, username)?;
        if role == Role::Guest {
            return Err(Error::BadRequest(Message::new("error-choose-role")));
        }
        match self
            .store
            .create_account(username, &self.hasher.hash(password)?, role, now)?
        {
            NewAccount::Created(id) => Ok(id),
            NewAccount::Taken => Err(Error::Conflict(Message::new("error-username-taken"))),
        }
    }
}

/// An Argon2id hash of a random password, verified against when the account does not exist.
const DUMMY_HASH: &str =
    "$argon2id$v=19$m=19456,t=2,p=1$c29tZXNhbHRzb21lc2FsdA$G5QXU5kMyfgVgDMnQlWNsYqd5U3Bk6A2HBbHd0Gs4jI";

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn passwords_need_ten_characters_and_must_not_be_common() {
        assert!(check_password("short", "ana").is_err());
        assert!(check_password("1234567890", "ana").is_err());
        assert!(check_password("qwertyuiop", "ana").is_err());
        assert!(check_password("aaaaaaaaaaaa", "ana").is_err());
        assert!(
            check_password("ana-is-great-99", "ana").is_err(),
            "contains the username"
        );
        assert!(check_password("correct horse battery staple", "ana").is_ok());
        let long = "lange Passphrase ".repeat(50);
        assert!(
            check_password(&long, "ana").is_ok(),
            "long passphrases are welcome"
        );
    }

    #[test]
    fn the_dummy_hash_is_a_well_formed_argon2id_hash() {
        assert!(argon2::password_hash::PasswordHash::new(DUMMY_HASH).is_ok());
        assert!(DUMMY_HASH.starts_with("$argon2id$v=19$m=19456,t=2,p=1$"));
    }
}
