//! The review schedule (FSRS): each counted answer moves its question's next review, and the
//! due and mistaken questions are read back from it.

use rusqlite::{OptionalExtension, TransactionBehavior, params};

use super::{join_topics, split_topics};
use crate::quiz::Served;
use crate::quiz::grade::{self, Memory};
use crate::store::Store;

/// Questions due per topic, and when the next one falls due (ms).
pub type DueByTopic = (Vec<(String, usize)>, Option<i64>);

impl Store {
    /// Keys of questions whose last answer was wrong, most recent first.
    pub fn mistakes(&self, user_id: i64, limit: usize) -> anyhow::Result<Vec<String>> {
        let conn = self.conn()?;
        let mut stmt = conn.prepare_cached(
            "SELECT question_key FROM reviews WHERE user_id = ?1 AND last_correct = 0
             ORDER BY last_review DESC LIMIT ?2",
        )?;
        let keys = stmt
            .query_map(params![user_id, limit as i64], |r| r.get(0))?
            .collect::<rusqlite::Result<Vec<String>>>()?;
        Ok(keys)
    }

    /// Keys of questions due for review at `now`, most overdue first.
    pub fn due(&self, user_id: i64, now: i64, limit: usize) -> anyhow::Result<Vec<String>> {
        let conn = self.conn()?;
        let mut stmt = conn.prepare_cached(
            "SELECT question_key FROM reviews WHERE user_id = ?1 AND due_at <= ?2 ORDER BY due_at LIMIT ?3",
        )?;
        let keys = stmt
            .query_map(params![user_id, now, limit as i64], |r| r.get(0))?
            .collect::<rusqlite::Result<Vec<String>>>()?;
        Ok(keys)
    }

    /// How many questions are due per topic at `now` (a question counts for each of its
    /// topics), and when the next one falls due.
    pub fn due_by_topic(&self, user_id: i64, now: i64) -> anyhow::Result<DueByTopic> {
        let conn = self.conn()?;
        let mut stmt =
            conn.prepare_cached("SELECT topics FROM reviews WHERE user_id = ?1 AND due_at <= ?2")?;
        let mut counts: std::collections::BTreeMap<String, usize> = Default::default();
        for row in stmt.query_map(params![user_id, now], |r| r.get::<_, String>(0))? {
            for t in split_topics(&row?) {
                *counts.entry(t).or_default() += 1;
            }
        }
        let next: Option<i64> = conn.query_row(
            "SELECT MIN(due_at) FROM reviews WHERE user_id = ?1",
            params![user_id],
            |r| r.get(0),
        )?;
        Ok((counts.into_iter().collect(), next))
    }

    /// Fill the review schedule from the recorded answers if it is empty while answers exist
    /// (a database from before FSRS): every user's answers are replayed in order. Returns how
    /// many questions were scheduled.
    pub fn backfill_reviews(&self) -> anyhow::Result<usize> {
        let mut conn = self.conn()?;
        let tx = conn.transaction_with_behavior(TransactionBehavior::Immediate)?;
        let reviews: i64 = tx.query_row("SELECT COUNT(*) FROM reviews", [], |r| r.get(0))?;
        let answers: i64 = tx.query_row("SELECT COUNT(*) FROM answers", [], |r| r.get(0))?;
        if reviews > 0 || answers == 0 {
            return Ok(0);
        }
        let rows: Vec<(i64, String, String, usize, bool, i64)> = {
            let mut stmt = tx.prepare(
                "SELECT t.user_id, q.question_key, q.topics, q.correct_option, a.correct, a.answered_at
                 FROM answers a
                 JOIN attempt_questions q ON q.attempt_id = a.attempt_id AND q.position = a.position
                 JOIN attempts t ON t.id = a.attempt_id
                 WHERE t.mode = 'practice' OR t.finished_at IS NOT NULL
                 ORDER BY a.answered_at",
            )?;
            stmt.query_map([], |r| {
                Ok((
                    r.get(0)?,
                    r.get(1)?,
                    r.get(2)?,
                    r.get::<_, i64>(3)? as usize,
                    r.get::<_, i64>(4)? == 1,
                    r.get(5)?,
                ))
            })?
            .collect::<rusqlite::Result<_>>()?
        };
        let mut keys = std::collections::HashSet::new();
        for (user, key, topics, _, correct, at) in rows {
            keys.insert((user, key.clone()));
            review_key(&tx, user, &key, &split_topics(&topics), correct, at)?;
        }
        tx.commit()?;
        Ok(keys.len())
    }
}

/// Update the review schedule of `q` for `user_id` after an answer.
pub(super) fn review(
    conn: &rusqlite::Connection,
    user_id: i64,
    q: &Served,
    correct: bool,
    now: i64,
) -> rusqlite::Result<()> {
    review_key(conn, user_id, &q.key, &q.topics, correct, now)
}

fn review_key(
    conn: &rusqlite::Connection,
    user_id: i64,
    key: &str,
    topics: &[String],
    correct: bool,
    now: i64,
) -> rusqlite::Result<()> {
    let previous: Option<(f64, f64, i64, i64, i64)> = conn
        .query_row(
            "SELECT stability, difficulty, reps, lapses, last_review FROM reviews
             WHERE user_id = ?1 AND question_key = ?2",
            params![user_id, key],
            |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?, r.get(3)?, r.get(4)?)),
        )
        .optional()?;
    let memory = previous.map(|(s, d, _, _, _)| Memory {
        stability: s as f32,
        difficulty: d as f32,
    });
    let elapsed_days = previous.map_or(0, |p| ((now - p.4).max(0) / grade::DAY_MS) as u32);
    let next = grade::schedule(memory, correct, elapsed_days);
    let (reps, lapses) = previous.map_or((0, 0), |p| (p.2, p.3));
    conn.execute(
        "INSERT INTO reviews (user_id, question_key, topics, stability, difficulty, reps, lapses, last_correct, last_review, due_at)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10)
         ON CONFLICT (user_id, question_key) DO UPDATE SET
           topics = excluded.topics, stability = excluded.stability, difficulty = excluded.difficulty,
           reps = excluded.reps, lapses = excluded.lapses, last_correct = excluded.last_correct,
           last_review = excluded.last_review, due_at = excluded.due_at",
        params![
            user_id,
            key,
            join_topics(topics),
            next.memory.stability as f64,
            next.memory.difficulty as f64,
            reps + 1,
            lapses + (!correct && previous.is_some()) as i64,
            correct as i64,
            now,
            now + next.interval_ms
        ],
    )?;
    Ok(())
}
