//! Users (guests and accounts), their roles, and server-side sessions. A session cookie holds a
//! random token; only its SHA-256 is stored, so a copy of the database opens no session.

use anyhow::Context;
use rusqlite::{OptionalExtension, TransactionBehavior, params};
use sha2::{Digest, Sha256};

use crate::store::Store;
use crate::store::quiz::random_hex;

/// What a user may do.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Role {
    /// A visitor without an account: progress tied to one browser.
    Guest,
    /// Studies, takes quizzes, joins classes.
    Trainee,
    /// Creates classes and follows them.
    Instructor,
    /// Manages users.
    Admin,
}

impl Role {
    /// The stored spelling.
    pub fn as_str(self) -> &'static str {
        match self {
            Role::Guest => "guest",
            Role::Trainee => "trainee",
            Role::Instructor => "instructor",
            Role::Admin => "admin",
        }
    }

    /// Parse the stored spelling (or a CLI argument).
    pub fn parse(s: &str) -> Option<Role> {
        match s {
            "guest" => Some(Role::Guest),
            "trainee" => Some(Role::Trainee),
            "instructor" => Some(Role::Instructor),
            "admin" => Some(Role::Admin),
            _ => None,
        }
    }
}

/// A user as a session sees it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct User {
    /// Row id.
    pub id: i64,
    /// Account name (`None` for a guest).
    pub username: Option<String>,
    /// Role.
    pub role: Role,
}

/// A live session.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Session {
    /// Its user.
    pub user: User,
    /// Anti-forgery token of the session's forms.
    pub csrf: String,
    /// Created (Unix ms).
    pub created_at: i64,
    /// Ends at the latest (Unix ms).
    pub expires_at: i64,
}

/// An account for the administrator's list.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
pub struct AccountRow {
    /// Row id.
    pub id: i64,
    /// Name.
    pub username: String,
    /// Role.
    pub role: Role,
    /// Created (Unix ms).
    pub created_at: i64,
}

/// Why an account was not created.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum NewAccount {
    /// Created with this id.
    Created(i64),
    /// The name is taken (names compare without case).
    Taken,
}

fn token_hash(token: &str) -> Vec<u8> {
    Sha256::digest(token.as_bytes()).to_vec()
}

impl Store {
    /// Create a guest; returns its id.
    pub fn create_guest(&self, now: i64) -> anyhow::Result<i64> {
        let conn = self.conn()?;
        conn.execute(
            "INSERT INTO users (role, created_at) VALUES ('guest', ?1)",
            params![now],
        )
        .context("failed to create a guest")?;
        Ok(conn.last_insert_rowid())
    }

    /// Create an account (name unique without regard to case).
    pub fn create_account(
        &self,
        username: &str,
        password_hash: &str,
        role: Role,
        now: i64,
    ) -> anyhow::Result<NewAccount> {
        let conn = self.conn()?;
        let r = conn.execute(
            "INSERT INTO users (username, password_hash, role, created_at) VALUES (?1, ?2, ?3, ?4)",
            params![username, password_hash, role.as_str(), now],
        );
        match r {
            Ok(_) => Ok(NewAccount::Created(conn.last_insert_rowid())),
            Err(rusqlite::Error::SqliteFailure(e, _))
                if e.code == rusqlite::ErrorCode::ConstraintViolation =>
            {
                Ok(NewAccount::Taken)
            }
            Err(e) => Err(e).context("failed to create an account"),
        }
    }

    /// The account named `username` (any case) and its password hash.
    pub fn account(&self, username: &str) -> anyhow::Result<Option<(User, String)>> {
        let conn = self.conn()?;
        Ok(conn
            .query_row(
                "SELECT id, username, role, password_hash FROM users WHERE username = ?1",
                params![username],
                |r| {
                    Ok((
                        User {
                            id: r.get(0)?,
                            username: r.get(1)?,
                            role: Role::parse(&r.get::<_, String>(2)?).unwrap_or(Role::Trainee),
                        },
                        r.get(3)?,
                    ))
                },
            )
            .optional()?)
    }

    /// Whether the account still has the one-time password an instructor's roster gave it.
    pub fn must_change_password(&self, user_id: i64) -> anyhow::Result<bool> {
        let conn = self.conn()?;
        Ok(conn
            .query_row(
                "SELECT must_change_password FROM users WHERE id = ?1",
                params![user_id],
                |r| r.get::<_, bool>(0),
            )
            .optional()?
            .unwrap_or(false))
    }

    /// Create trainee accounts with one-time passwords and make them members of `class_id`, in
    /// one transaction. A name already taken gets the first free number appended (`ana2`).
    /// Returns the names given, in order.
    pub fn create_roster(
        &self,
        class_id: i64,
        rows: &[(String, String)],
        now: i64,
    ) -> anyhow::Result<Vec<String>> {
        let mut conn = self.conn()?;
        let tx = conn.transaction_with_behavior(TransactionBehavior::Immediate)?;
        let mut names = Vec::with_capacity(rows.len());
        for (name, hash) in rows {
            let mut given = name.clone();
            let mut n = 1;
            loop {
                let taken: bool = tx
                    .query_row("SELECT 1 FROM users WHERE username = ?1", params![given], |_| {
                        Ok(())
                    })
                    .optional()?
                    .is_some();
                if !taken {
                    break;
                }
                n += 1;
                anyhow::ensure!(n < 10_000, "no free name for `{name}`");
                given = format!("{name}{n}");
            }
            tx.execute(
                "INSERT INTO users (username, password_hash, role, created_at, must_change_password)
                 VALUES (?1, ?2, 'trainee', ?3, 1)",
                params![given, hash, now],
            )?;
            let id = tx.last_insert_rowid();
            tx.execute(
                "INSERT INTO class_members (class_id, user_id, joined_at) VALUES (?1, ?2, ?3)",
                params![class_id, id, now],
            )?;
            names.push(given);
        }
        tx.commit().context("failed to create the roster's accounts")?;
        Ok(names)
    }

    /// A user by id.
    pub fn user(&self, id: i64) -> anyhow::Result<Option<User>> {
        let conn = self.conn()?;
        Ok(conn
            .query_row(
                "SELECT id, username, role FROM users WHERE id = ?1",
                params![id],
                |r| {
                    Ok(User {
                        id: r.get(0)?,
                        username: r.get(1)?,
                        role: Role::parse(&r.get::<_, String>(2)?).unwrap_or(Role::Guest),
                    })
                },
            )
            .optional()?)
    }

    /// The password hash of an account.
    pub fn password_hash(&self, user_id: i64) -> anyhow::Result<Option<String>> {
        let conn = self.conn()?;
        Ok(conn
            .query_row(
                "SELECT password_hash FROM users WHERE id = ?1",
                params![user_id],
                |r| r.get(0),
            )
            .optional()?
            .flatten())
    }

    /// Change an account's password and end every session of it (a stolen cookie dies with the
    /// old password). `one_time` marks a password someone else chose (to be replaced).
    pub fn set_password(&self, user_id: i64, password_hash: &str, one_time: bool) -> anyhow::Result<()> {
        let mut conn = self.conn()?;
        let tx = conn.transaction_with_behavior(TransactionBehavior::Immediate)?;
        tx.execute(
            "UPDATE users SET password_hash = ?2, must_change_password = ?3 WHERE id = ?1 AND username IS NOT NULL",
            params![user_id, password_hash, one_time],
        )?;
        tx.execute("DELETE FROM sessions WHERE user_id = ?1", params![user_id])?;
        tx.commit().context("failed to change the password")?;
        Ok(())
    }

    /// Change a user's role (sessions end: privileges change only with a new session).
    pub fn set_role(&self, user_id: i64, role: Role) -> anyhow::Result<bool> {
        let mut conn = self.conn()?;
        let tx = conn.transaction_with_behavior(TransactionBehavior::Immediate)?;
        let n = tx.execute(
            "UPDATE users SET role = ?2 WHERE id = ?1 AND username IS NOT NULL",
            params![user_id, role.as_str()],
        )?;
        tx.execute("DELETE FROM sessions WHERE user_id = ?1", params![user_id])?;
        tx.commit()?;
        Ok(n == 1)
    }

    /// Every account, by name.
    pub fn accounts(&self) -> anyhow::Result<Vec<AccountRow>> {
        let conn = self.conn()?;
        let mut stmt = conn.prepare(
            "SELECT id, username, role, created_at FROM users WHERE username IS NOT NULL ORDER BY username",
        )?;
        let rows = stmt
            .query_map([], |r| {
                Ok(AccountRow {
                    id: r.get(0)?,
                    username: r.get(1)?,
                    role: Role::parse(&r.get::<_, String>(2)?).unwrap_or(Role::Trainee),
                    created_at: r.get(3)?,
                })
            })?
            .collect::<rusqlite::Result<Vec<_>>>()?;
        Ok(rows)
    }

    /// Delete a user and everything of theirs (attempts, answers, reviews, sessions, classes
    /// they teach, memberships).
    pub fn delete_user(&self, user_id: i64) -> anyhow::Result<bool> {
        let conn = self.conn()?;
        Ok(conn.execute("DELETE FROM users WHERE id = ?1", params![user_id])? == 1)
    }

    /// Open a session for `user_id`; returns the cookie token (only its hash is stored).
    pub fn create_session(
        &self,
        user_id: i64,
        now: i64,
        lifetime_ms: i64,
    ) -> anyhow::Result<(String, String)> {
        let token = random_hex(32);
        let csrf = random_hex(32);
        let conn = self.conn()?;
        conn.execute(
            "INSERT INTO sessions (id_hash, user_id, csrf_token, created_at, last_seen, expires_at)
             VALUES (?1, ?2, ?3, ?4, ?4, ?5)",
            params![token_hash(&token), user_id, csrf, now, now + lifetime_ms],
        )
        .context("failed to open a session")?;
        Ok((token, csrf))
    }

    /// The live session of `token` at `now`: not expired, not idle longer than `idle_ms` (for
    /// accounts; a guest's session lives as long as its browser keeps it). Seen sessions are
    /// marked at most once a minute.
    pub fn session(&self, token: &str, now: i64, idle_ms: i64) -> anyhow::Result<Option<Session>> {
        let conn = self.conn()?;
        let row = conn
            .query_row(
                "SELECT u.id, u.username, u.role, s.csrf_token, s.created_at, s.last_seen, s.expires_at
                 FROM sessions s JOIN users u ON u.id = s.user_id WHERE s.id_hash = ?1",
                params![token_hash(token)],
                |r| {
                    Ok((
                        User {
                            id: r.get(0)?,
                            username: r.get(1)?,
                            role: Role::parse(&r.get::<_, String>(2)?).unwrap_or(Role::Guest),
                        },
                        r.get::<_, String>(3)?,
                        r.get::<_, i64>(4)?,
                        r.get::<_, i64>(5)?,
                        r.get::<_, i64>(6)?,
                    ))
                },
            )
            .optional()?;
        let Some((user, csrf, created_at, last_seen, expires_at)) = row else {
            return Ok(None);
        };
        let idle = user.role != Role::Guest && now - last_seen > idle_ms;
        if now >= expires_at || idle {
            conn.execute(
                "DELETE FROM sessions WHERE id_hash = ?1",
                params![token_hash(token)],
            )?;
            return Ok(None);
        }
        if now - last_seen > 60_000 {
            conn.execute(
                "UPDATE sessions SET last_seen = ?2 WHERE id_hash = ?1",
                params![token_hash(token), now],
            )?;
        }
        Ok(Some(Session {
            user,
            csrf,
            created_at,
            expires_at,
        }))
    }

    /// End the session of `token`.
    pub fn end_session(&self, token: &str) -> anyhow::Result<()> {
        let conn = self.conn()?;
        conn.execute(
            "DELETE FROM sessions WHERE id_hash = ?1",
            params![token_hash(token)],
        )?;
        Ok(())
    }

    /// Delete expired sessions; returns how many.
    pub fn prune_sessions(&self, now: i64) -> anyhow::Result<usize> {
        let conn = self.conn()?;
        Ok(conn.execute("DELETE FROM sessions WHERE expires_at <= ?1", params![now])?)
    }

    /// Move a guest's attempts and review schedule to an account (the browser's history follows
    /// the trainee into the account), then delete the guest. Where both reviewed the same
    /// question, the more recent review wins.
    pub fn adopt_guest(&self, guest_id: i64, account_id: i64) -> anyhow::Result<()> {
        let mut conn = self.conn()?;
        let tx = conn.transaction_with_behavior(TransactionBehavior::Immediate)?;
        let is_guest: bool = tx
            .query_row(
                "SELECT role = 'guest' FROM users WHERE id = ?1",
                params![guest_id],
                |r| r.get(0),
            )
            .optional()?
            .unwrap_or(false);
        if !is_guest || guest_id == account_id {
            return Ok(());
        }
        tx.execute(
            "UPDATE attempts SET user_id = ?2 WHERE user_id = ?1",
            params![guest_id, account_id],
        )?;
        tx.execute(
            "INSERT INTO reviews (user_id, question_key, topics, stability, difficulty, reps, lapses, last_correct, last_review, due_at)
             SELECT ?2, question_key, topics, stability, difficulty, reps, lapses, last_correct, last_review, due_at
             FROM reviews WHERE user_id = ?1
             ON CONFLICT (user_id, question_key) DO UPDATE SET
               topics = excluded.topics, stability = excluded.stability, difficulty = excluded.difficulty,
               reps = excluded.reps, lapses = excluded.lapses, last_correct = excluded.last_correct,
               last_review = excluded.last_review, due_at = excluded.due_at
             WHERE excluded.last_review > reviews.last_review",
            params![guest_id, account_id],
        )?;
        tx.execute("DELETE FROM users WHERE id = ?1", params![guest_id])?;
        tx.commit().context("failed to move the guest's progress")?;
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_session_opens_ages_and_ends() {
        let dir = tempfile::tempdir().unwrap();
        let store = Store::open(dir.path()).unwrap();
        let NewAccount::Created(id) = store.create_account("Ana", "hash", Role::Trainee, 0).unwrap() else {
            panic!("created")
        };
        assert_eq!(
            store.create_account("ana", "x", Role::Trainee, 0).unwrap(),
            NewAccount::Taken
        );
        let (token, _) = store.create_session(id, 0, 1_000_000).unwrap();
        assert_eq!(store.session(&token, 10, 500_000).unwrap().unwrap().user.id, id);
        assert!(
            store.session(&token, 600_000, 500_000).unwrap().is_none(),
            "idle too long"
        );
        let (token, _) = store.create_session(id, 0, 1_000).unwrap();
        assert!(
            store.session(&token, 2_000, 500_000).unwrap().is_none(),
            "expired"
        );
        let (token, _) = store.create_session(id, 0, 1_000_000).unwrap();
        store.set_password(id, "new", false).unwrap();
        assert!(
            store.session(&token, 10, 500_000).unwrap().is_none(),
            "a password change ends sessions"
        );
    }
}
