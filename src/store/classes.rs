//! Classes: an instructor's group of trainees, joined with a code, and the exams the instructor
//! sets for it.

use anyhow::Context;
use rusqlite::{OptionalExtension, params};

use crate::store::Store;
use crate::store::quiz::{join_topics, split_topics};

/// A class.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
pub struct Class {
    /// Row id.
    pub id: i64,
    /// Name chosen by the instructor.
    pub name: String,
    /// The instructor.
    pub instructor_id: i64,
    /// Code trainees join with.
    pub join_code: String,
    /// Created (Unix ms).
    pub created_at: i64,
}

/// A member of a class.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
pub struct Member {
    /// User id.
    pub user_id: i64,
    /// Account name.
    pub username: String,
    /// Joined (Unix ms).
    pub joined_at: i64,
}

/// An exam set for a class: the members take it once, inside its window.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
pub struct ClassExam {
    /// Row id.
    pub id: i64,
    /// The class.
    pub class_id: i64,
    /// Title shown to members.
    pub title: String,
    /// Topics drawn from (empty: the blueprint).
    pub topics: Vec<String>,
    /// Number of questions.
    pub count: usize,
    /// Time allowed.
    pub minutes: u32,
    /// Opens (Unix ms).
    pub opens_at: i64,
    /// Closes (Unix ms).
    pub closes_at: i64,
}

/// A new class exam.
pub struct NewClassExam<'a> {
    /// The class.
    pub class_id: i64,
    /// Title.
    pub title: &'a str,
    /// Topics (empty: the blueprint).
    pub topics: &'a [String],
    /// Number of questions.
    pub count: usize,
    /// Minutes allowed.
    pub minutes: u32,
    /// Window.
    pub opens_at: i64,
    /// Window.
    pub closes_at: i64,
}

fn class_row(r: &rusqlite::Row<'_>) -> rusqlite::Result<Class> {
    Ok(Class {
        id: r.get(0)?,
        name: r.get(1)?,
        instructor_id: r.get(2)?,
        join_code: r.get(3)?,
        created_at: r.get(4)?,
    })
}

fn exam_row(r: &rusqlite::Row<'_>) -> rusqlite::Result<ClassExam> {
    Ok(ClassExam {
        id: r.get(0)?,
        class_id: r.get(1)?,
        title: r.get(2)?,
        topics: split_topics(&r.get::<_, String>(3)?),
        count: r.get::<_, i64>(4)? as usize,
        minutes: r.get::<_, i64>(5)? as u32,
        opens_at: r.get(6)?,
        closes_at: r.get(7)?,
    })
}

const CLASS_COLUMNS: &str = "id, name, instructor_id, join_code, created_at";
const EXAM_COLUMNS: &str = "id, class_id, title, topics, count, minutes, opens_at, closes_at";

impl Store {
    /// Create a class with `join_code` (unique); `None` if the code is taken.
    pub fn create_class(
        &self,
        name: &str,
        instructor_id: i64,
        join_code: &str,
        now: i64,
    ) -> anyhow::Result<Option<i64>> {
        let conn = self.conn()?;
        match conn.execute(
            "INSERT INTO classes (name, instructor_id, join_code, created_at) VALUES (?1, ?2, ?3, ?4)",
            params![name, instructor_id, join_code, now],
        ) {
            Ok(_) => Ok(Some(conn.last_insert_rowid())),
            Err(rusqlite::Error::SqliteFailure(e, _))
                if e.code == rusqlite::ErrorCode::ConstraintViolation =>
            {
                Ok(None)
            }
            Err(e) => Err(e).context("failed to create a class"),
        }
    }

    /// A class by id.
    pub fn class(&self, id: i64) -> anyhow::Result<Option<Class>> {
        let conn = self.conn()?;
        Ok(conn
            .query_row(
                &format!("SELECT {CLASS_COLUMNS} FROM classes WHERE id = ?1"),
                params![id],
                class_row,
            )
            .optional()?)
    }

    /// A class by join code.
    pub fn class_by_code(&self, code: &str) -> anyhow::Result<Option<Class>> {
        let conn = self.conn()?;
        Ok(conn
            .query_row(
                &format!("SELECT {CLASS_COLUMNS} FROM classes WHERE join_code = ?1"),
                params![code],
                class_row,
            )
            .optional()?)
    }

    /// Classes taught by `instructor_id`, newest first.
    pub fn classes_taught(&self, instructor_id: i64) -> anyhow::Result<Vec<Class>> {
        let conn = self.conn()?;
        let mut stmt = conn.prepare(&format!(
            "SELECT {CLASS_COLUMNS} FROM classes WHERE instructor_id = ?1 ORDER BY created_at DESC"
        ))?;
        Ok(stmt
            .query_map(params![instructor_id], class_row)?
            .collect::<rusqlite::Result<_>>()?)
    }

    /// Classes `user_id` belongs to.
    pub fn classes_joined(&self, user_id: i64) -> anyhow::Result<Vec<Class>> {
        let conn = self.conn()?;
        let mut stmt = conn.prepare(
            "SELECT c.id, c.name, c.instructor_id, c.join_code, c.created_at FROM classes c
             JOIN class_members m ON m.class_id = c.id WHERE m.user_id = ?1 ORDER BY c.name",
        )?;
        Ok(stmt
            .query_map(params![user_id], class_row)?
            .collect::<rusqlite::Result<_>>()?)
    }

    /// Add `user_id` to a class (idempotent).
    pub fn join_class(&self, class_id: i64, user_id: i64, now: i64) -> anyhow::Result<()> {
        let conn = self.conn()?;
        conn.execute(
            "INSERT INTO class_members (class_id, user_id, joined_at) VALUES (?1, ?2, ?3)
             ON CONFLICT (class_id, user_id) DO NOTHING",
            params![class_id, user_id, now],
        )
        .context("failed to join the class")?;
        Ok(())
    }

    /// True if `user_id` is a member of the class.
    pub fn is_member(&self, class_id: i64, user_id: i64) -> anyhow::Result<bool> {
        let conn = self.conn()?;
        Ok(conn
            .query_row(
                "SELECT 1 FROM class_members WHERE class_id = ?1 AND user_id = ?2",
                params![class_id, user_id],
                |_| Ok(()),
            )
            .optional()?
            .is_some())
    }

    /// Members of a class, by name.
    pub fn members(&self, class_id: i64) -> anyhow::Result<Vec<Member>> {
        let conn = self.conn()?;
        let mut stmt = conn.prepare(
            "SELECT u.id, u.username, m.joined_at FROM class_members m JOIN users u ON u.id = m.user_id
             WHERE m.class_id = ?1 AND u.username IS NOT NULL ORDER BY u.username",
        )?;
        Ok(stmt
            .query_map(params![class_id], |r| {
                Ok(Member {
                    user_id: r.get(0)?,
                    username: r.get(1)?,
                    joined_at: r.get(2)?,
                })
            })?
            .collect::<rusqlite::Result<_>>()?)
    }

    /// Set an exam for a class; returns its id.
    pub fn create_class_exam(&self, e: &NewClassExam<'_>, now: i64) -> anyhow::Result<i64> {
        let conn = self.conn()?;
        conn.execute(
            "INSERT INTO class_exams (class_id, title, topics, count, minutes, opens_at, closes_at, created_at)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)",
            params![
                e.class_id,
                e.title,
                join_topics(e.topics),
                e.count as i64,
                e.minutes as i64,
                e.opens_at,
                e.closes_at,
                now
            ],
        )
        .context("failed to set the exam")?;
        Ok(conn.last_insert_rowid())
    }

    /// A class exam by id.
    pub fn class_exam(&self, id: i64) -> anyhow::Result<Option<ClassExam>> {
        let conn = self.conn()?;
        Ok(conn
            .query_row(
                &format!("SELECT {EXAM_COLUMNS} FROM class_exams WHERE id = ?1"),
                params![id],
                exam_row,
            )
            .optional()?)
    }

    /// Exams of a class, newest first.
    pub fn class_exams(&self, class_id: i64) -> anyhow::Result<Vec<ClassExam>> {
        let conn = self.conn()?;
        let mut stmt = conn.prepare(&format!(
            "SELECT {EXAM_COLUMNS} FROM class_exams WHERE class_id = ?1 ORDER BY opens_at DESC"
        ))?;
        Ok(stmt
            .query_map(params![class_id], exam_row)?
            .collect::<rusqlite::Result<_>>()?)
    }

    /// The attempt `user_id` made at a class exam, if any.
    pub fn class_exam_attempt(&self, exam_id: i64, user_id: i64) -> anyhow::Result<Option<String>> {
        let conn = self.conn()?;
        Ok(conn
            .query_row(
                "SELECT id FROM attempts WHERE class_exam_id = ?1 AND user_id = ?2",
                params![exam_id, user_id],
                |r| r.get(0),
            )
            .optional()?)
    }

    /// Quizzes started, per user.
    pub fn attempt_counts(&self, users: &[i64]) -> anyhow::Result<std::collections::HashMap<i64, usize>> {
        let conn = self.conn()?;
        let mut stmt = conn.prepare_cached("SELECT COUNT(*) FROM attempts WHERE user_id = ?1")?;
        let mut out = std::collections::HashMap::new();
        for &u in users {
            let n: i64 = stmt.query_row(params![u], |r| r.get(0))?;
            out.insert(u, n as usize);
        }
        Ok(out)
    }

    /// A served question of `key`, as one attempt stored it (to show its text in a report).
    pub fn served_sample(&self, key: &str) -> anyhow::Result<Option<crate::quiz::Served>> {
        let conn = self.conn()?;
        // A question stored whole is preferred to a compact one (whose texts are rebuilt).
        let row: Option<(Vec<u8>, String, String, i64)> = conn
            .query_row(
                "SELECT q.served, t.lang, q.topics, q.correct_option FROM attempt_questions q
                 JOIN attempts t ON t.id = q.attempt_id
                 WHERE q.question_key = ?1 ORDER BY substr(q.served, 1, 1) = x'06' LIMIT 1",
                params![key],
                |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?, r.get(3)?)),
            )
            .optional()?;
        row.map(|(blob, lang, topics, correct)| {
            crate::store::quiz::unpack(&blob, &lang, &topics, key, correct as usize)
        })
        .transpose()
    }
}
