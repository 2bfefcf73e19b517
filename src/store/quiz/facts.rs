//! What progress, reports and item statistics are computed from: the counted answers and the
//! finished quizzes.

use rusqlite::params;

use super::{Mode, split_topics};
use crate::store::Store;

/// One answered question, for progress and reports.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AnswerFact {
    /// The user who answered.
    pub user_id: i64,
    /// Question key.
    pub key: String,
    /// Topics it counts for.
    pub topics: Vec<String>,
    /// Right or wrong.
    pub correct: bool,
    /// The stable id of the option chosen.
    pub chosen_id: Option<String>,
    /// When.
    pub answered_at: i64,
    /// The attempt it belongs to.
    pub attempt_id: String,
}

/// An answer with its attempt's share of right answers, for item statistics.
#[derive(Debug, Clone, PartialEq)]
pub struct ScoredAnswer {
    /// Question key.
    pub key: String,
    /// Right or wrong.
    pub correct: bool,
    /// Stable id of the chosen option.
    pub chosen_id: Option<String>,
    /// The attempt.
    pub attempt_id: String,
    /// Its score / total, once finished.
    pub attempt_share: Option<f64>,
}

/// A finished quiz, for the history chart and reports.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
pub struct HistoryPoint {
    /// Attempt id.
    pub id: String,
    /// Owner.
    #[serde(skip)]
    pub user_id: i64,
    /// Mode.
    pub mode: Mode,
    /// The class exam it was, if any.
    pub class_exam_id: Option<i64>,
    /// Finished (Unix ms).
    pub finished_at: i64,
    /// Right answers.
    pub score: usize,
    /// Questions.
    pub total: usize,
}

impl Store {
    /// Every answer counted for `users` (practice answers, and the answers of finished exams),
    /// oldest first: the facts progress and reports are computed from.
    pub fn answer_facts(&self, users: &[i64]) -> anyhow::Result<Vec<AnswerFact>> {
        if users.is_empty() {
            return Ok(Vec::new());
        }
        let conn = self.conn()?;
        let mut stmt = conn.prepare_cached(
            "SELECT t.user_id, q.question_key, q.topics, a.correct, a.chosen_id, a.answered_at, t.id
             FROM answers a
             JOIN attempt_questions q ON q.attempt_id = a.attempt_id AND q.position = a.position
             JOIN attempts t ON t.id = a.attempt_id
             WHERE t.user_id = ?1 AND (t.mode = 'practice' OR t.finished_at IS NOT NULL)
             ORDER BY a.answered_at",
        )?;
        let mut out = Vec::new();
        for &u in users {
            let rows = stmt.query_map(params![u], |r| {
                Ok(AnswerFact {
                    user_id: r.get(0)?,
                    key: r.get(1)?,
                    topics: split_topics(&r.get::<_, String>(2)?),
                    correct: r.get::<_, i64>(3)? == 1,
                    chosen_id: r.get(4)?,
                    answered_at: r.get(5)?,
                    attempt_id: r.get(6)?,
                })
            })?;
            for row in rows {
                out.push(row?);
            }
        }
        out.sort_by_key(|f| f.answered_at);
        Ok(out)
    }

    /// Every answer with its attempt's score share (finished attempts) for item statistics.
    pub fn scored_answers(&self) -> anyhow::Result<Vec<ScoredAnswer>> {
        let conn = self.conn()?;
        let mut stmt = conn.prepare(
            "SELECT q.question_key, a.correct, a.chosen_id, t.id,
                    CASE WHEN t.finished_at IS NOT NULL AND t.total > 0 THEN CAST(t.score AS REAL) / t.total END
             FROM answers a
             JOIN attempt_questions q ON q.attempt_id = a.attempt_id AND q.position = a.position
             JOIN attempts t ON t.id = a.attempt_id
             WHERE t.mode = 'practice' OR t.finished_at IS NOT NULL",
        )?;
        let rows = stmt
            .query_map([], |r| {
                Ok(ScoredAnswer {
                    key: r.get(0)?,
                    correct: r.get::<_, i64>(1)? == 1,
                    chosen_id: r.get(2)?,
                    attempt_id: r.get(3)?,
                    attempt_share: r.get(4)?,
                })
            })?
            .collect::<rusqlite::Result<Vec<_>>>()?;
        Ok(rows)
    }

    /// Finished quizzes of `users`, oldest first.
    pub fn history(&self, users: &[i64]) -> anyhow::Result<Vec<HistoryPoint>> {
        let conn = self.conn()?;
        let mut stmt = conn.prepare_cached(
            "SELECT id, user_id, mode, class_exam_id, finished_at, score, total FROM attempts
             WHERE user_id = ?1 AND finished_at IS NOT NULL ORDER BY finished_at",
        )?;
        let mut out = Vec::new();
        for &u in users {
            let rows = stmt.query_map(params![u], |r| {
                Ok(HistoryPoint {
                    id: r.get(0)?,
                    user_id: r.get(1)?,
                    mode: Mode::parse(&r.get::<_, String>(2)?),
                    class_exam_id: r.get(3)?,
                    finished_at: r.get(4)?,
                    score: r.get::<_, i64>(5)? as usize,
                    total: r.get::<_, i64>(6)? as usize,
                })
            })?;
            for row in rows {
                out.push(row?);
            }
        }
        out.sort_by_key(|h| h.finished_at);
        Ok(out)
    }
}
