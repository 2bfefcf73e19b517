//! The SQLite store, and the only module with SQL. One database file under the data folder,
//! in WAL mode with `synchronous=FULL` (an acknowledged write survives a crash or power loss),
//! a busy timeout, foreign keys on, and schema migrations applied at start-up.

pub mod classes;
mod migrations;
pub mod quiz;
pub mod users;

use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::time::Duration;

use anyhow::Context;
use r2d2::{Pool, PooledConnection};
use r2d2_sqlite::SqliteConnectionManager;
use rusqlite::{Connection, OptionalExtension, TransactionBehavior, params};

/// File name of the database inside the data folder.
pub const DB_FILE: &str = "arbiter-kb.sqlite3";

/// A pooled handle on the database; cheap to clone.
#[derive(Clone)]
pub struct Store {
    pool: Pool<SqliteConnectionManager>,
    path: PathBuf,
    /// `PRAGMA max_page_count` to apply at every checkout, 0 when never set (see
    /// [`Store::limit_pages`]).
    page_limit: Arc<AtomicU64>,
}

/// SQLite's own largest `max_page_count` (what "no limit" means).
const MAX_PAGES: u64 = 4_294_967_294;

/// Whether the last write failed for want of space (so a full disk is logged once, and its
/// end too).
static DISK_FULL: AtomicBool = AtomicBool::new(false);

/// True if `e` (or anything in its chain) is SQLite's "database or disk is full".
pub fn is_disk_full(e: &anyhow::Error) -> bool {
    e.chain().any(|c| {
        matches!(
            c.downcast_ref::<rusqlite::Error>(),
            Some(rusqlite::Error::SqliteFailure(f, _)) if f.code == rusqlite::ErrorCode::DiskFull
        )
    })
}

/// True if `e` is a wait for a database connection that ran out (every connection busy for
/// 10 s): an overload, to be answered "try again", not a fault.
pub fn is_overloaded(e: &anyhow::Error) -> bool {
    e.chain().any(|c| c.downcast_ref::<r2d2::Error>().is_some())
}

/// Record that a write failed for want of space; true the first time (until writes succeed
/// again), so the caller logs it once.
pub fn note_disk_full() -> bool {
    !DISK_FULL.swap(true, Ordering::SeqCst)
}

/// Record that a write succeeded; logs the end of a full-disk episode.
pub(crate) fn note_write_ok() {
    if DISK_FULL.load(Ordering::Relaxed) && DISK_FULL.swap(false, Ordering::SeqCst) {
        tracing::warn!("the database accepts writes again");
    }
}

/// Settings every connection gets, before any statement runs.
fn configure(conn: &mut Connection) -> rusqlite::Result<()> {
    conn.busy_timeout(Duration::from_secs(5))?;
    conn.execute_batch("PRAGMA foreign_keys = ON; PRAGMA synchronous = FULL;")?;
    Ok(())
}

impl Store {
    /// Open (creating if needed) the database in `data_dir`, switch it to WAL and migrate it.
    pub fn open(data_dir: &Path) -> anyhow::Result<Store> {
        std::fs::create_dir_all(data_dir)
            .with_context(|| format!("failed to create the data folder `{}`", data_dir.display()))?;
        let path = data_dir.join(DB_FILE);
        {
            let mut conn = Connection::open(&path)
                .with_context(|| format!("failed to open the database `{}`", path.display()))?;
            configure(&mut conn).context("failed to configure the database connection")?;
            let mode: String = conn
                .query_row("PRAGMA journal_mode = WAL", [], |r| r.get(0))
                .context("failed to switch the database to WAL")?;
            anyhow::ensure!(
                mode.eq_ignore_ascii_case("wal"),
                "the database refused WAL mode (got `{mode}`)"
            );
            // Migrations that rebuild a table run with foreign keys off (SQLite's documented
            // procedure; the pragma is ignored inside a transaction), then every reference is
            // checked before they are turned back on.
            conn.execute_batch("PRAGMA foreign_keys = OFF;")?;
            migrations::migrations()
                .to_latest(&mut conn)
                .with_context(|| format!("failed to migrate the database `{}`", path.display()))?;
            let broken: i64 = conn
                .query_row("SELECT COUNT(*) FROM pragma_foreign_key_check", [], |r| r.get(0))
                .context("failed to check the database's references")?;
            anyhow::ensure!(
                broken == 0,
                "the migrated database has {broken} broken reference(s)"
            );
            conn.execute_batch("PRAGMA foreign_keys = ON;")?;
        }
        let manager = SqliteConnectionManager::file(&path).with_init(configure);
        let pool = Pool::builder()
            .max_size(8)
            .connection_timeout(Duration::from_secs(10))
            .build(manager)
            .context("failed to create the database pool")?;
        let store = Store {
            pool,
            path,
            page_limit: Arc::new(AtomicU64::new(0)),
        };
        store.record_start().context("failed to record the start-up")?;
        let n = store
            .backfill_reviews()
            .context("failed to schedule reviews from past answers")?;
        if n > 0 {
            tracing::info!(questions = n, "review schedule filled from the recorded answers");
        }
        Ok(store)
    }

    /// Path of the database file.
    pub fn path(&self) -> &Path {
        &self.path
    }

    pub(crate) fn conn(&self) -> anyhow::Result<PooledConnection<SqliteConnectionManager>> {
        let conn = self.pool.get().context("no database connection available")?;
        let limit = self.page_limit.load(Ordering::Relaxed);
        if limit != 0 {
            conn.query_row(&format!("PRAGMA max_page_count = {limit}"), [], |_| Ok(()))
                .context("failed to set the page limit")?;
        }
        Ok(conn)
    }

    /// Cap the database at `pages` pages from now on (`None`: SQLite's own limit). Tests use it
    /// to stand in for a full disk: a write that needs more pages fails as on a full disk.
    pub fn limit_pages(&self, pages: Option<u64>) {
        self.page_limit
            .store(pages.unwrap_or(MAX_PAGES).max(1), Ordering::Relaxed);
    }

    /// Pages the database file has now.
    pub fn page_count(&self) -> anyhow::Result<u64> {
        let conn = self.conn()?;
        Ok(conn.query_row("PRAGMA page_count", [], |r| r.get::<_, i64>(0))? as u64)
    }

    /// The schema version (`PRAGMA user_version`, maintained by the migrations).
    pub fn schema_version(&self) -> anyhow::Result<i64> {
        let conn = self.conn()?;
        Ok(conn.query_row("PRAGMA user_version", [], |r| r.get(0))?)
    }

    /// The journal mode in force (expected `wal`).
    pub fn journal_mode(&self) -> anyhow::Result<String> {
        let conn = self.conn()?;
        Ok(conn.query_row("PRAGMA journal_mode", [], |r| r.get(0))?)
    }

    /// Write a consistent copy of the live database to `target` (SQLite's `VACUUM INTO`: a
    /// snapshot taken inside one read transaction, safe while the server writes). The target
    /// must not exist.
    pub fn backup(&self, target: &Path) -> anyhow::Result<()> {
        anyhow::ensure!(!target.exists(), "`{}` already exists", target.display());
        let conn = self.conn()?;
        conn.execute("VACUUM INTO ?1", params![target.to_string_lossy()])
            .with_context(|| format!("failed to write the backup `{}`", target.display()))?;
        Ok(())
    }

    /// `PRAGMA integrity_check`: `ok` for a sound database.
    pub fn integrity_check(&self) -> anyhow::Result<String> {
        let conn = self.conn()?;
        Ok(conn.query_row("PRAGMA integrity_check", [], |r| r.get(0))?)
    }

    /// A cheap round trip, for health checks.
    pub fn ping(&self) -> anyhow::Result<()> {
        let conn = self.conn()?;
        conn.query_row("SELECT 1", [], |r| r.get::<_, i64>(0))
            .context("database ping failed")?;
        Ok(())
    }

    /// Read a value of the key-value metadata table.
    pub fn meta(&self, key: &str) -> anyhow::Result<Option<String>> {
        let conn = self.conn()?;
        Ok(conn
            .query_row("SELECT value FROM app_meta WHERE key = ?1", params![key], |r| {
                r.get(0)
            })
            .optional()?)
    }

    /// Count start-ups and remember the first one: evidence the file persists across restarts.
    fn record_start(&self) -> anyhow::Result<()> {
        let mut conn = self.conn()?;
        let tx = conn.transaction_with_behavior(TransactionBehavior::Immediate)?;
        tx.execute(
            "INSERT INTO app_meta (key, value) VALUES ('first_start', strftime('%Y-%m-%dT%H:%M:%SZ','now'))
             ON CONFLICT (key) DO NOTHING",
            [],
        )?;
        tx.execute(
            "INSERT INTO app_meta (key, value) VALUES ('starts', '1')
             ON CONFLICT (key) DO UPDATE SET value = CAST(CAST(value AS INTEGER) + 1 AS TEXT)",
            [],
        )?;
        tx.commit()?;
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_new_database_is_wal_migrated_and_counts_starts() {
        let dir = tempfile::tempdir().unwrap();
        let store = Store::open(dir.path()).unwrap();
        assert_eq!(store.journal_mode().unwrap(), "wal");
        assert_eq!(store.schema_version().unwrap(), migrations::migrations_count());
        assert_eq!(store.meta("starts").unwrap().as_deref(), Some("1"));
        drop(store);
        let store = Store::open(dir.path()).unwrap();
        assert_eq!(store.meta("starts").unwrap().as_deref(), Some("2"));
        let conn = store.conn().unwrap();
        let fk: i64 = conn.query_row("PRAGMA foreign_keys", [], |r| r.get(0)).unwrap();
        let sync: i64 = conn.query_row("PRAGMA synchronous", [], |r| r.get(0)).unwrap();
        assert_eq!((fk, sync), (1, 2));
    }

    #[test]
    fn migrations_are_valid() {
        migrations::migrations().validate().unwrap();
    }
}
