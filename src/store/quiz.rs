//! Guests, quiz attempts, answers and per-question statistics.
//!
//! Every answer is one `BEGIN IMMEDIATE` transaction, committed with `synchronous=FULL` before
//! the client hears back, so an acknowledged answer survives a crash. The question is stored
//! as served (stem, options, the right option, generator and seed), so history survives
//! content changes.

use anyhow::Context;
use rand::Rng;
use rusqlite::{OptionalExtension, TransactionBehavior, params};
use sha2::{Digest, Sha256};

use crate::quiz::Question;
use crate::quiz::grade::{self, Score};
use crate::store::Store;

const DAY_MS: i64 = 24 * 60 * 60 * 1000;

/// A guest (later: an account) identified by a cookie token.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Guest {
    /// Row id.
    pub id: i64,
    /// Anti-forgery token for the guest's HTML forms.
    pub csrf: String,
}

/// Practice (feedback after each answer) or exam (timed, feedback at the end).
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Mode {
    /// Immediate feedback.
    Practice,
    /// Timed, reviewed at the end.
    Exam,
}

impl Mode {
    /// The stored spelling.
    pub fn as_str(self) -> &'static str {
        match self {
            Mode::Practice => "practice",
            Mode::Exam => "exam",
        }
    }

    fn parse(s: &str) -> Mode {
        if s == "exam" { Mode::Exam } else { Mode::Practice }
    }
}

/// Where a quiz's questions came from.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Source {
    /// Chosen topics.
    Topics,
    /// The user's last wrong answers.
    Mistakes,
    /// Questions due for review.
    Due,
}

impl Source {
    fn as_str(self) -> &'static str {
        match self {
            Source::Topics => "topics",
            Source::Mistakes => "mistakes",
            Source::Due => "due",
        }
    }
}

/// A quiz to store.
pub struct NewAttempt<'a> {
    /// Owner.
    pub user_id: i64,
    /// Mode.
    pub mode: Mode,
    /// Language code.
    pub lang: &'a str,
    /// Seed it was generated from.
    pub seed: u64,
    /// Where the questions came from.
    pub source: Source,
    /// Topics asked for.
    pub topics: &'a [String],
    /// Exam deadline (Unix ms).
    pub deadline: Option<i64>,
    /// The questions, in order.
    pub questions: &'a [Question],
}

/// A stored answer.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct AnswerRow {
    /// Index of the chosen option.
    pub chosen: usize,
    /// Whether it was right.
    pub correct: bool,
    /// When (Unix ms).
    pub answered_at: i64,
    /// Time taken since the previous answer or the start (ms).
    pub time_ms: i64,
}

/// A stored quiz with its questions and answers.
#[derive(Debug, Clone)]
pub struct Attempt {
    /// Public id.
    pub id: String,
    /// Mode.
    pub mode: Mode,
    /// Language code.
    pub lang: String,
    /// Created (Unix ms).
    pub created_at: i64,
    /// Exam deadline (Unix ms).
    pub deadline: Option<i64>,
    /// Finished (Unix ms).
    pub finished_at: Option<i64>,
    /// Score once finished.
    pub score: Option<usize>,
    /// The questions as served and their answers.
    pub questions: Vec<(Question, Option<AnswerRow>)>,
}

impl Attempt {
    /// True once finished.
    pub fn is_finished(&self) -> bool {
        self.finished_at.is_some()
    }

    /// True if an exam's time is over at `now`.
    pub fn is_past_deadline(&self, now: i64) -> bool {
        self.deadline.is_some_and(|d| now > d)
    }
}

/// What happened to an answer.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum AnswerOutcome {
    /// Stored (or the same answer again: idempotent).
    Recorded {
        /// Whether the chosen option is right.
        correct: bool,
    },
    /// The quiz does not exist for this user.
    NoQuiz,
    /// No such question in the quiz.
    NoQuestion,
    /// No such option in the question.
    NoOption,
    /// The quiz is finished.
    Finished,
    /// The exam's time is over.
    TooLate,
    /// A practice question already answered with another option.
    AlreadyAnswered,
}

/// Per-topic figures of a user.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
pub struct TopicStat {
    /// Topic id.
    pub topic: String,
    /// Questions answered.
    pub answered: usize,
    /// Answered right.
    pub right: usize,
    /// Distinct questions due for review now.
    pub due: usize,
}

/// A finished quiz, for the history chart.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
pub struct HistoryPoint {
    /// Attempt id.
    pub id: String,
    /// Mode.
    pub mode: Mode,
    /// Finished (Unix ms).
    pub finished_at: i64,
    /// Right answers.
    pub score: usize,
    /// Questions.
    pub total: usize,
}

fn token_hash(token: &str) -> Vec<u8> {
    Sha256::digest(token.as_bytes()).to_vec()
}

/// A random hex string of `bytes` random bytes.
pub fn random_hex(bytes: usize) -> String {
    let mut rng = rand::rng();
    (0..bytes)
        .map(|_| format!("{:02x}", rng.random::<u8>()))
        .collect()
}

impl Store {
    /// The guest holding `token`, if any.
    pub fn guest(&self, token: &str) -> anyhow::Result<Option<Guest>> {
        let conn = self.conn()?;
        Ok(conn
            .query_row(
                "SELECT id, csrf_token FROM users WHERE token_hash = ?1",
                params![token_hash(token)],
                |r| {
                    Ok(Guest {
                        id: r.get(0)?,
                        csrf: r.get(1)?,
                    })
                },
            )
            .optional()?)
    }

    /// Create a guest; returns the cookie token (only its hash is stored) and the guest.
    pub fn create_guest(&self, now: i64) -> anyhow::Result<(String, Guest)> {
        let token = random_hex(32);
        let csrf = random_hex(32);
        let conn = self.conn()?;
        conn.execute(
            "INSERT INTO users (token_hash, csrf_token, created_at) VALUES (?1, ?2, ?3)",
            params![token_hash(&token), csrf, now],
        )
        .context("failed to create a guest")?;
        Ok((
            token,
            Guest {
                id: conn.last_insert_rowid(),
                csrf,
            },
        ))
    }

    /// Store a new quiz; returns its public id.
    pub fn create_attempt(&self, a: &NewAttempt<'_>, now: i64) -> anyhow::Result<String> {
        let id = random_hex(12);
        let mut conn = self.conn()?;
        let tx = conn.transaction_with_behavior(TransactionBehavior::Immediate)?;
        tx.execute(
            "INSERT INTO attempts (id, user_id, mode, lang, seed, source, topics, created_at, deadline, total)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10)",
            params![
                id,
                a.user_id,
                a.mode.as_str(),
                a.lang,
                a.seed as i64,
                a.source.as_str(),
                serde_json::to_string(a.topics)?,
                now,
                a.deadline,
                a.questions.len() as i64
            ],
        )?;
        {
            let mut stmt = tx.prepare(
                "INSERT INTO attempt_questions (attempt_id, position, question_key, topic, correct_option, question)
                 VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
            )?;
            for (i, q) in a.questions.iter().enumerate() {
                stmt.execute(params![
                    id,
                    i as i64,
                    q.key,
                    q.topic,
                    q.correct as i64,
                    serde_json::to_string(q)?
                ])?;
            }
        }
        tx.commit().context("failed to store the quiz")?;
        Ok(id)
    }

    /// The quiz `id` of `user_id` (another user's quiz is as good as missing).
    pub fn attempt(&self, id: &str, user_id: i64) -> anyhow::Result<Option<Attempt>> {
        let conn = self.conn()?;
        load_attempt(&conn, id, user_id)
    }

    /// Record an answer (one transaction). Practice answers update the statistics at once;
    /// exam answers may be changed until the exam is finished and count when it is.
    pub fn answer(
        &self,
        id: &str,
        user_id: i64,
        position: usize,
        chosen: usize,
        now: i64,
    ) -> anyhow::Result<AnswerOutcome> {
        let mut conn = self.conn()?;
        let tx = conn.transaction_with_behavior(TransactionBehavior::Immediate)?;
        let Some(attempt) = load_attempt(&tx, id, user_id)? else {
            return Ok(AnswerOutcome::NoQuiz);
        };
        let Some((question, previous)) = attempt.questions.get(position) else {
            return Ok(AnswerOutcome::NoQuestion);
        };
        if chosen >= question.options.len() {
            return Ok(AnswerOutcome::NoOption);
        }
        if attempt.is_finished() {
            return Ok(AnswerOutcome::Finished);
        }
        if attempt.is_past_deadline(now) {
            return Ok(AnswerOutcome::TooLate);
        }
        let correct = chosen == question.correct;
        match (attempt.mode, previous) {
            (_, Some(p)) if p.chosen == chosen => return Ok(AnswerOutcome::Recorded { correct }),
            (Mode::Practice, Some(_)) => return Ok(AnswerOutcome::AlreadyAnswered),
            _ => {}
        }
        let since = attempt
            .questions
            .iter()
            .filter_map(|(_, a)| a.map(|a| a.answered_at))
            .max()
            .unwrap_or(attempt.created_at);
        tx.execute(
            "INSERT INTO answers (attempt_id, position, chosen, correct, answered_at, time_ms)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6)
             ON CONFLICT (attempt_id, position) DO UPDATE SET
               chosen = excluded.chosen, correct = excluded.correct,
               answered_at = excluded.answered_at, time_ms = excluded.time_ms",
            params![
                id,
                position as i64,
                chosen as i64,
                correct,
                now,
                (now - since).max(0)
            ],
        )?;
        if attempt.mode == Mode::Practice {
            update_stats(&tx, user_id, question, correct, now)?;
        }
        tx.commit().context("failed to store the answer")?;
        Ok(AnswerOutcome::Recorded { correct })
    }

    /// Finish a quiz (idempotent): grade it and, for exams, count the answers in the
    /// statistics. Answers given after an exam's deadline are never stored, so they never count.
    pub fn finish(&self, id: &str, user_id: i64, now: i64) -> anyhow::Result<Option<(Attempt, Score)>> {
        let mut conn = self.conn()?;
        let tx = conn.transaction_with_behavior(TransactionBehavior::Immediate)?;
        let Some(attempt) = load_attempt(&tx, id, user_id)? else {
            return Ok(None);
        };
        let right = attempt
            .questions
            .iter()
            .filter(|(_, a)| a.is_some_and(|a| a.correct))
            .count();
        let score = grade::grade(right, attempt.questions.len());
        if !attempt.is_finished() {
            let finished_at = match attempt.deadline {
                Some(d) if now > d => d,
                _ => now,
            };
            tx.execute(
                "UPDATE attempts SET finished_at = ?2, score = ?3 WHERE id = ?1",
                params![id, finished_at, score.score as i64],
            )?;
            if attempt.mode == Mode::Exam {
                for (q, a) in &attempt.questions {
                    if let Some(a) = a {
                        update_stats(&tx, user_id, q, a.correct, a.answered_at)?;
                    }
                }
            }
        }
        let attempt = load_attempt(&tx, id, user_id)?.context("the quiz vanished")?;
        tx.commit().context("failed to finish the quiz")?;
        Ok(Some((attempt, score)))
    }

    /// Per-topic figures and the history of finished quizzes, oldest first.
    pub fn progress(&self, user_id: i64, now: i64) -> anyhow::Result<(Vec<TopicStat>, Vec<HistoryPoint>)> {
        let conn = self.conn()?;
        let mut stmt = conn.prepare(
            "SELECT topic, SUM(seen), SUM(right), SUM(CASE WHEN due_at <= ?2 THEN 1 ELSE 0 END)
             FROM question_stats WHERE user_id = ?1 GROUP BY topic ORDER BY topic",
        )?;
        let topics = stmt
            .query_map(params![user_id, now], |r| {
                Ok(TopicStat {
                    topic: r.get(0)?,
                    answered: r.get::<_, i64>(1)? as usize,
                    right: r.get::<_, i64>(2)? as usize,
                    due: r.get::<_, i64>(3)? as usize,
                })
            })?
            .collect::<Result<Vec<_>, _>>()?;
        let mut stmt = conn.prepare(
            "SELECT id, mode, finished_at, score, total FROM attempts
             WHERE user_id = ?1 AND finished_at IS NOT NULL ORDER BY finished_at",
        )?;
        let history = stmt
            .query_map(params![user_id], |r| {
                Ok(HistoryPoint {
                    id: r.get(0)?,
                    mode: Mode::parse(&r.get::<_, String>(1)?),
                    finished_at: r.get(2)?,
                    score: r.get::<_, i64>(3)? as usize,
                    total: r.get::<_, i64>(4)? as usize,
                })
            })?
            .collect::<Result<Vec<_>, _>>()?;
        Ok((topics, history))
    }

    /// Keys of questions whose last answer was wrong, most recent first.
    pub fn mistakes(&self, user_id: i64, limit: usize) -> anyhow::Result<Vec<String>> {
        self.keys(
            "SELECT question_key FROM question_stats WHERE user_id = ?1 AND last_correct = 0
             ORDER BY last_seen DESC LIMIT ?2",
            user_id,
            limit,
            None,
        )
    }

    /// Keys of questions due for review at `now`, most overdue first.
    pub fn due(&self, user_id: i64, now: i64, limit: usize) -> anyhow::Result<Vec<String>> {
        self.keys(
            "SELECT question_key FROM question_stats WHERE user_id = ?1 AND due_at <= ?3
             ORDER BY due_at LIMIT ?2",
            user_id,
            limit,
            Some(now),
        )
    }

    fn keys(&self, sql: &str, user_id: i64, limit: usize, now: Option<i64>) -> anyhow::Result<Vec<String>> {
        let conn = self.conn()?;
        let mut stmt = conn.prepare(sql)?;
        // `now` is bound as ?3 only by the queries that use it.
        let keys: rusqlite::Result<Vec<String>> = match now {
            Some(now) => stmt
                .query_map(params![user_id, limit as i64, now], |r| r.get(0))?
                .collect(),
            None => stmt
                .query_map(params![user_id, limit as i64], |r| r.get(0))?
                .collect(),
        };
        keys.map_err(anyhow::Error::from)
    }

    /// When the next question falls due for `user_id`, if any is scheduled.
    pub fn next_due(&self, user_id: i64) -> anyhow::Result<Option<i64>> {
        let conn = self.conn()?;
        Ok(conn.query_row(
            "SELECT MIN(due_at) FROM question_stats WHERE user_id = ?1",
            params![user_id],
            |r| r.get(0),
        )?)
    }
}

fn update_stats(
    conn: &rusqlite::Connection,
    user_id: i64,
    q: &Question,
    correct: bool,
    now: i64,
) -> rusqlite::Result<()> {
    let current: Option<i64> = conn
        .query_row(
            "SELECT box FROM question_stats WHERE user_id = ?1 AND question_key = ?2",
            params![user_id, q.key],
            |r| r.get(0),
        )
        .optional()?;
    let new_box = grade::next_box(current.unwrap_or(0) as u8, correct);
    let due_at = now + grade::interval_days(new_box) * DAY_MS;
    conn.execute(
        "INSERT INTO question_stats (user_id, question_key, topic, seen, right, last_correct, box, due_at, last_seen)
         VALUES (?1, ?2, ?3, 1, ?4, ?4, ?5, ?6, ?7)
         ON CONFLICT (user_id, question_key) DO UPDATE SET
           seen = seen + 1, right = right + excluded.right, last_correct = excluded.last_correct,
           box = excluded.box, due_at = excluded.due_at, last_seen = excluded.last_seen, topic = excluded.topic",
        params![user_id, q.key, q.topic, correct as i64, new_box as i64, due_at, now],
    )?;
    Ok(())
}

fn load_attempt(conn: &rusqlite::Connection, id: &str, user_id: i64) -> anyhow::Result<Option<Attempt>> {
    let head = conn
        .query_row(
            "SELECT mode, lang, created_at, deadline, finished_at, score FROM attempts WHERE id = ?1 AND user_id = ?2",
            params![id, user_id],
            |r| {
                Ok((
                    r.get::<_, String>(0)?,
                    r.get::<_, String>(1)?,
                    r.get::<_, i64>(2)?,
                    r.get::<_, Option<i64>>(3)?,
                    r.get::<_, Option<i64>>(4)?,
                    r.get::<_, Option<i64>>(5)?,
                ))
            },
        )
        .optional()?;
    let Some((mode, lang, created_at, deadline, finished_at, score)) = head else {
        return Ok(None);
    };
    let mut stmt = conn.prepare(
        "SELECT q.question, a.chosen, a.correct, a.answered_at, a.time_ms
         FROM attempt_questions q LEFT JOIN answers a ON a.attempt_id = q.attempt_id AND a.position = q.position
         WHERE q.attempt_id = ?1 ORDER BY q.position",
    )?;
    let questions = stmt
        .query_map(params![id], |r| {
            let json: String = r.get(0)?;
            let answer = match r.get::<_, Option<i64>>(1)? {
                Some(chosen) => Some(AnswerRow {
                    chosen: chosen as usize,
                    correct: r.get::<_, i64>(2)? == 1,
                    answered_at: r.get(3)?,
                    time_ms: r.get(4)?,
                }),
                None => None,
            };
            Ok((json, answer))
        })?
        .map(|row| {
            let (json, answer) = row?;
            let q: Question = serde_json::from_str(&json).context("a stored question is unreadable")?;
            Ok((q, answer))
        })
        .collect::<anyhow::Result<Vec<_>>>()?;
    Ok(Some(Attempt {
        id: id.to_string(),
        mode: Mode::parse(&mode),
        lang,
        created_at,
        deadline,
        finished_at,
        score: score.map(|s| s as usize),
        questions,
    }))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::content::Localized;

    fn question(key: &str) -> Question {
        let l = |s: &str| Localized {
            en: s.into(),
            pt: s.into(),
            ru: s.into(),
            sr: s.into(),
        };
        Question {
            key: key.into(),
            topic: "flag-fall".into(),
            stem: l("stem"),
            options: vec![l("a"), l("b"), l("c")],
            correct: 1,
            explanation: l("why"),
            articles: vec!["6.9".into()],
            ruling: None,
            generator: "test".into(),
            seed: 0,
            fen: None,
        }
    }

    #[test]
    fn a_wrong_answer_is_due_the_next_day_and_a_right_one_later() {
        let dir = tempfile::tempdir().unwrap();
        let store = Store::open(dir.path()).unwrap();
        let (_, guest) = store.create_guest(0).unwrap();
        let qs = [question("k1"), question("k2")];
        let t0 = 1_000_000;
        let id = store
            .create_attempt(
                &NewAttempt {
                    user_id: guest.id,
                    mode: Mode::Practice,
                    lang: "en",
                    seed: 1,
                    source: Source::Topics,
                    topics: &[],
                    deadline: None,
                    questions: &qs,
                },
                t0,
            )
            .unwrap();
        assert_eq!(
            store.answer(&id, guest.id, 0, 0, t0).unwrap(),
            AnswerOutcome::Recorded { correct: false }
        );
        assert_eq!(
            store.answer(&id, guest.id, 1, 1, t0).unwrap(),
            AnswerOutcome::Recorded { correct: true }
        );
        assert!(
            store.due(guest.id, t0, 10).unwrap().is_empty(),
            "nothing is due at once"
        );
        assert_eq!(
            store.due(guest.id, t0 + DAY_MS, 10).unwrap(),
            vec!["k1"],
            "the mistake comes back tomorrow"
        );
        assert_eq!(
            store.due(guest.id, t0 + 2 * DAY_MS, 10).unwrap(),
            vec!["k1", "k2"],
            "the right one in two days"
        );
        assert_eq!(store.mistakes(guest.id, 10).unwrap(), vec!["k1"]);
        // Another user sees none of it.
        let (_, other) = store.create_guest(0).unwrap();
        assert!(store.attempt(&id, other.id).unwrap().is_none());
        assert_eq!(
            store.answer(&id, other.id, 0, 1, t0).unwrap(),
            AnswerOutcome::NoQuiz
        );
    }
}
