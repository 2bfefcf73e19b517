//! Schema migrations, applied in order at start-up; `PRAGMA user_version` records how far a
//! database has come. Never edit a released migration: add a new one.

use rusqlite_migration::{M, Migrations};

const MIGRATIONS: &[&str] = &[
    // 1: key-value metadata about this database (first start, number of starts).
    "CREATE TABLE app_meta (
        key   TEXT PRIMARY KEY NOT NULL,
        value TEXT NOT NULL
    ) STRICT;",
    // 2: guests, quiz attempts with every question as served, answers and per-question
    // statistics for spaced repetition. Times are Unix milliseconds.
    "CREATE TABLE users (
        id          INTEGER PRIMARY KEY,
        token_hash  BLOB NOT NULL UNIQUE,
        csrf_token  TEXT NOT NULL,
        created_at  INTEGER NOT NULL
    ) STRICT;
    CREATE TABLE attempts (
        id          TEXT PRIMARY KEY NOT NULL,
        user_id     INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        mode        TEXT NOT NULL CHECK (mode IN ('practice', 'exam')),
        lang        TEXT NOT NULL,
        seed        INTEGER NOT NULL,
        source      TEXT NOT NULL CHECK (source IN ('topics', 'mistakes', 'due')),
        topics      TEXT NOT NULL,
        created_at  INTEGER NOT NULL,
        deadline    INTEGER,
        finished_at INTEGER,
        score       INTEGER,
        total       INTEGER NOT NULL
    ) STRICT;
    CREATE INDEX attempts_by_user ON attempts (user_id, created_at);
    CREATE TABLE attempt_questions (
        attempt_id     TEXT NOT NULL REFERENCES attempts(id) ON DELETE CASCADE,
        position       INTEGER NOT NULL,
        question_key   TEXT NOT NULL,
        topic          TEXT NOT NULL,
        correct_option INTEGER NOT NULL,
        question       TEXT NOT NULL,
        PRIMARY KEY (attempt_id, position)
    ) STRICT;
    CREATE TABLE answers (
        attempt_id  TEXT NOT NULL,
        position    INTEGER NOT NULL,
        chosen      INTEGER NOT NULL,
        correct     INTEGER NOT NULL CHECK (correct IN (0, 1)),
        answered_at INTEGER NOT NULL,
        time_ms     INTEGER NOT NULL,
        PRIMARY KEY (attempt_id, position),
        FOREIGN KEY (attempt_id, position) REFERENCES attempt_questions (attempt_id, position) ON DELETE CASCADE
    ) STRICT;
    CREATE TABLE question_stats (
        user_id      INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        question_key TEXT NOT NULL,
        topic        TEXT NOT NULL,
        seen         INTEGER NOT NULL,
        right        INTEGER NOT NULL,
        last_correct INTEGER NOT NULL,
        box          INTEGER NOT NULL,
        due_at       INTEGER NOT NULL,
        last_seen    INTEGER NOT NULL,
        PRIMARY KEY (user_id, question_key)
    ) STRICT;
    CREATE INDEX question_stats_due ON question_stats (user_id, due_at);",
];

/// All migrations, oldest first.
pub(crate) fn migrations() -> Migrations<'static> {
    Migrations::new(MIGRATIONS.iter().map(|sql| M::up(sql)).collect())
}

/// Number of migrations, i.e. the schema version of an up-to-date database.
#[cfg(test)]
pub(crate) fn migrations_count() -> i64 {
    MIGRATIONS.len() as i64
}
