//! Schema migrations, applied in order at start-up; `PRAGMA user_version` records how far a
//! database has come. Never edit a released migration: add a new one.

use rusqlite_migration::{M, Migrations};

const MIGRATIONS: &[&str] = &[
    // 1: key-value metadata about this database (first start, number of starts).
    "CREATE TABLE app_meta (
        key   TEXT PRIMARY KEY NOT NULL,
        value TEXT NOT NULL
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
