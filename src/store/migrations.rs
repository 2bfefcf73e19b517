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
    // 3: accounts, server-side sessions, classes and class exams; served questions stored
    // compactly (one language, compressed) with every topic they count for; FSRS review state.
    // Guests become users with the role `guest`; their cookie tokens become sessions, so no
    // visitor loses a quiz. Run with foreign keys off (the table rebuild), checked after.
    "CREATE TABLE users_new (
        id            INTEGER PRIMARY KEY,
        username      TEXT UNIQUE COLLATE NOCASE,
        password_hash TEXT,
        role          TEXT NOT NULL CHECK (role IN ('guest', 'trainee', 'instructor', 'admin')),
        created_at    INTEGER NOT NULL,
        CHECK ((role = 'guest') = (username IS NULL)),
        CHECK ((username IS NULL) = (password_hash IS NULL))
    ) STRICT;
    INSERT INTO users_new (id, role, created_at) SELECT id, 'guest', created_at FROM users;
    CREATE TABLE sessions (
        id_hash     BLOB PRIMARY KEY NOT NULL,
        user_id     INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        csrf_token  TEXT NOT NULL,
        created_at  INTEGER NOT NULL,
        last_seen   INTEGER NOT NULL,
        expires_at  INTEGER NOT NULL
    ) STRICT;
    INSERT INTO sessions (id_hash, user_id, csrf_token, created_at, last_seen, expires_at)
        SELECT token_hash, id, csrf_token, created_at, created_at, created_at + 31536000000 FROM users;
    DROP TABLE users;
    ALTER TABLE users_new RENAME TO users;
    CREATE INDEX sessions_by_user ON sessions (user_id);
    CREATE INDEX sessions_by_expiry ON sessions (expires_at);

    CREATE TABLE classes (
        id            INTEGER PRIMARY KEY,
        name          TEXT NOT NULL,
        instructor_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        join_code     TEXT NOT NULL UNIQUE,
        created_at    INTEGER NOT NULL
    ) STRICT;
    CREATE TABLE class_members (
        class_id  INTEGER NOT NULL REFERENCES classes(id) ON DELETE CASCADE,
        user_id   INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        joined_at INTEGER NOT NULL,
        PRIMARY KEY (class_id, user_id)
    ) STRICT;
    CREATE INDEX class_members_by_user ON class_members (user_id);
    CREATE TABLE class_exams (
        id          INTEGER PRIMARY KEY,
        class_id    INTEGER NOT NULL REFERENCES classes(id) ON DELETE CASCADE,
        title       TEXT NOT NULL,
        topics      TEXT NOT NULL,
        count       INTEGER NOT NULL,
        minutes     INTEGER NOT NULL,
        opens_at    INTEGER NOT NULL,
        closes_at   INTEGER NOT NULL,
        created_at  INTEGER NOT NULL
    ) STRICT;

    CREATE TABLE attempts_new (
        id            TEXT PRIMARY KEY NOT NULL,
        user_id       INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        mode          TEXT NOT NULL CHECK (mode IN ('practice', 'exam')),
        lang          TEXT NOT NULL,
        source        TEXT NOT NULL CHECK (source IN ('topics', 'mistakes', 'due', 'blueprint', 'class')),
        topics        TEXT NOT NULL,
        content       TEXT NOT NULL,
        class_exam_id INTEGER REFERENCES class_exams(id) ON DELETE SET NULL,
        created_at    INTEGER NOT NULL,
        deadline      INTEGER,
        finished_at   INTEGER,
        score         INTEGER,
        total         INTEGER NOT NULL
    ) STRICT;
    INSERT INTO attempts_new (id, user_id, mode, lang, source, topics, content, created_at, deadline, finished_at, score, total)
        SELECT id, user_id, mode, lang, source, topics, '', created_at, deadline, finished_at, score, total FROM attempts;
    DROP TABLE attempts;
    ALTER TABLE attempts_new RENAME TO attempts;
    CREATE INDEX attempts_by_user ON attempts (user_id, created_at);
    CREATE INDEX attempts_open ON attempts (finished_at, created_at);
    CREATE UNIQUE INDEX attempts_one_per_class_exam ON attempts (class_exam_id, user_id)
        WHERE class_exam_id IS NOT NULL;

    CREATE TABLE attempt_questions_new (
        attempt_id     TEXT NOT NULL REFERENCES attempts(id) ON DELETE CASCADE,
        position       INTEGER NOT NULL,
        question_key   TEXT NOT NULL,
        topics         TEXT NOT NULL,
        correct_option INTEGER NOT NULL,
        served         BLOB NOT NULL,
        PRIMARY KEY (attempt_id, position)
    ) STRICT;
    INSERT INTO attempt_questions_new (attempt_id, position, question_key, topics, correct_option, served)
        SELECT attempt_id, position, question_key, topic, correct_option, CAST(question AS BLOB) FROM attempt_questions;
    DROP TABLE attempt_questions;
    ALTER TABLE attempt_questions_new RENAME TO attempt_questions;
    CREATE INDEX attempt_questions_by_key ON attempt_questions (question_key);

    CREATE TABLE reviews (
        user_id      INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        question_key TEXT NOT NULL,
        topics       TEXT NOT NULL,
        stability    REAL NOT NULL,
        difficulty   REAL NOT NULL,
        reps         INTEGER NOT NULL,
        lapses       INTEGER NOT NULL,
        last_correct INTEGER NOT NULL,
        last_review  INTEGER NOT NULL,
        due_at       INTEGER NOT NULL,
        PRIMARY KEY (user_id, question_key)
    ) STRICT;
    CREATE INDEX reviews_due ON reviews (user_id, due_at);
    DROP TABLE question_stats;
    ALTER TABLE answers ADD COLUMN chosen_id TEXT;",
    // 4: accounts an instructor made from a roster carry a one-time password until the trainee
    // chooses one; guests are found by age for housekeeping.
    "ALTER TABLE users ADD COLUMN must_change_password INTEGER NOT NULL DEFAULT 0
        CHECK (must_change_password IN (0, 1));
    CREATE INDEX users_guests_by_age ON users (created_at) WHERE role = 'guest';",
    // 5: exam questions flagged for review, kept with the attempt so a flag survives a reload,
    // another browser and the end of the exam (the review filters by it).
    "CREATE TABLE attempt_flags (
        attempt_id TEXT NOT NULL,
        position   INTEGER NOT NULL,
        flagged_at INTEGER NOT NULL,
        PRIMARY KEY (attempt_id, position),
        FOREIGN KEY (attempt_id, position) REFERENCES attempt_questions (attempt_id, position) ON DELETE CASCADE
    ) STRICT;",
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
