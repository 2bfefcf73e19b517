//! Quiz attempts, answers and review schedules.
//!
//! Every answer is one `BEGIN IMMEDIATE` transaction, committed with `synchronous=FULL` before
//! the client hears back, so an acknowledged answer survives a crash. A question is stored as it
//! was served — in the language it was asked, with the topics it counts for — as compressed
//! JSON (about a kilobyte a question), so an exam's review shows exactly what was asked
//! whatever the content becomes. A finished practice quiz keeps only what progress, review
//! scheduling, statistics and its review need — the question's key, topics, right option and
//! the order its options were shown in (a few dozen bytes) — and its review is rebuilt from
//! the content (`quiz::items::rebuild`). Attempts left unfinished are pruned after a documented
//! period.

mod facts;
mod reviews;
mod stored;

use anyhow::Context;
use rand::Rng;
use rusqlite::{OptionalExtension, TransactionBehavior, params};

use crate::quiz::Served;
use crate::quiz::grade::{self, Score};
use crate::store::Store;
pub use facts::{AnswerFact, HistoryPoint, ScoredAnswer};
pub use reviews::DueByTopic;
use reviews::review;
pub(crate) use stored::{join_topics, split_topics, unpack};
use stored::{pack, pack_compact};

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

    pub(crate) fn parse(s: &str) -> Mode {
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
    /// The mock-exam blueprint.
    Blueprint,
    /// An exam an instructor set for a class.
    Class,
}

impl Source {
    /// The stored spelling.
    pub fn as_str(self) -> &'static str {
        match self {
            Source::Topics => "topics",
            Source::Mistakes => "mistakes",
            Source::Due => "due",
            Source::Blueprint => "blueprint",
            Source::Class => "class",
        }
    }
}

/// A quiz to store.
pub struct NewAttempt<'a> {
    /// Owner.
    pub user_id: i64,
    /// Mode.
    pub mode: Mode,
    /// Locale code the questions are shown in (`sr-Cyrl` included).
    pub lang: &'a str,
    /// Where the questions came from.
    pub source: Source,
    /// Topics asked for.
    pub topics: &'a [String],
    /// Version (hash) of the content the questions were drawn from.
    pub content: &'a str,
    /// The class exam this attempt is, if any.
    pub class_exam_id: Option<i64>,
    /// Exam deadline (Unix ms).
    pub deadline: Option<i64>,
    /// The questions, in order.
    pub questions: &'a [Served],
}

/// A stored answer.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AnswerRow {
    /// Index of the chosen option (as shown in this attempt).
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
    /// Locale code.
    pub lang: String,
    /// Where the questions came from.
    pub source: String,
    /// The class exam this attempt is, if any.
    pub class_exam_id: Option<i64>,
    /// Created (Unix ms).
    pub created_at: i64,
    /// Exam deadline (Unix ms).
    pub deadline: Option<i64>,
    /// Finished (Unix ms).
    pub finished_at: Option<i64>,
    /// Score once finished.
    pub score: Option<usize>,
    /// The questions as served and their answers.
    pub questions: Vec<(Served, Option<AnswerRow>)>,
    /// Positions of the exam questions flagged for review, in order.
    pub flagged: Vec<usize>,
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

/// What became of a flag for review.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FlagOutcome {
    /// Stored (or already so: idempotent).
    Recorded,
    /// The quiz does not exist for this user.
    NoQuiz,
    /// No such question in the quiz.
    NoQuestion,
    /// Practice questions are not flagged: their feedback comes at once.
    NotExam,
    /// The quiz is finished.
    Finished,
    /// The exam's time is over.
    TooLate,
}

/// Why a quiz was not stored.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CreateOutcome {
    /// Stored with this id.
    Created,
    /// The user has too many unfinished quizzes.
    TooManyOpen,
    /// The user already took this class exam.
    AlreadyTaken,
}

/// A random hex string of `bytes` random bytes.
pub fn random_hex(bytes: usize) -> String {
    let mut rng = rand::rng();
    (0..bytes)
        .map(|_| format!("{:02x}", rng.random::<u8>()))
        .collect()
}

/// Most unfinished quizzes one user may have open at once.
pub const MAX_OPEN_ATTEMPTS: i64 = 20;

impl Store {
    /// Store a new quiz. Refused when the user has [`MAX_OPEN_ATTEMPTS`] unfinished quizzes, or
    /// already took the class exam.
    pub fn create_attempt(&self, a: &NewAttempt<'_>, now: i64) -> anyhow::Result<(CreateOutcome, String)> {
        let id = random_hex(12);
        let mut conn = self.conn()?;
        let tx = conn.transaction_with_behavior(TransactionBehavior::Immediate)?;
        let open: i64 = tx.query_row(
            "SELECT COUNT(*) FROM attempts WHERE user_id = ?1 AND finished_at IS NULL",
            params![a.user_id],
            |r| r.get(0),
        )?;
        if open >= MAX_OPEN_ATTEMPTS {
            return Ok((CreateOutcome::TooManyOpen, String::new()));
        }
        if let Some(exam) = a.class_exam_id {
            let taken: i64 = tx.query_row(
                "SELECT COUNT(*) FROM attempts WHERE user_id = ?1 AND class_exam_id = ?2",
                params![a.user_id, exam],
                |r| r.get(0),
            )?;
            if taken > 0 {
                return Ok((CreateOutcome::AlreadyTaken, String::new()));
            }
        }
        tx.execute(
            "INSERT INTO attempts (id, user_id, mode, lang, source, topics, content, class_exam_id, created_at, deadline, total)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11)",
            params![
                id,
                a.user_id,
                a.mode.as_str(),
                a.lang,
                a.source.as_str(),
                join_topics(a.topics),
                a.content,
                a.class_exam_id,
                now,
                a.deadline,
                a.questions.len() as i64
            ],
        )?;
        {
            let mut stmt = tx.prepare(
                "INSERT INTO attempt_questions (attempt_id, position, question_key, topics, correct_option, served)
                 VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
            )?;
            for (i, q) in a.questions.iter().enumerate() {
                stmt.execute(params![
                    id,
                    i as i64,
                    q.key,
                    join_topics(&q.topics),
                    q.correct as i64,
                    pack(q)?
                ])?;
            }
        }
        tx.commit().context("failed to store the quiz")?;
        Ok((CreateOutcome::Created, id))
    }

    /// The quiz `id` of `user_id` (another user's quiz is as good as missing).
    pub fn attempt(&self, id: &str, user_id: i64) -> anyhow::Result<Option<Attempt>> {
        let conn = self.conn()?;
        load_attempt(&conn, id, Some(user_id))
    }

    /// Flag an exam question for review, or take the flag off (one transaction); allowed while
    /// the exam runs.
    pub fn flag(
        &self,
        id: &str,
        user_id: i64,
        position: usize,
        flagged: bool,
        now: i64,
    ) -> anyhow::Result<FlagOutcome> {
        let mut conn = self.conn()?;
        let tx = conn.transaction_with_behavior(TransactionBehavior::Immediate)?;
        let Some(attempt) = load_attempt(&tx, id, Some(user_id))? else {
            return Ok(FlagOutcome::NoQuiz);
        };
        if position >= attempt.questions.len() {
            return Ok(FlagOutcome::NoQuestion);
        }
        if attempt.mode != Mode::Exam {
            return Ok(FlagOutcome::NotExam);
        }
        if attempt.is_finished() {
            return Ok(FlagOutcome::Finished);
        }
        if attempt.is_past_deadline(now) {
            return Ok(FlagOutcome::TooLate);
        }
        if flagged {
            tx.execute(
                "INSERT INTO attempt_flags (attempt_id, position, flagged_at) VALUES (?1, ?2, ?3)
                 ON CONFLICT (attempt_id, position) DO NOTHING",
                params![id, position as i64, now],
            )?;
        } else {
            tx.execute(
                "DELETE FROM attempt_flags WHERE attempt_id = ?1 AND position = ?2",
                params![id, position as i64],
            )?;
        }
        tx.commit().context("failed to store the flag")?;
        crate::store::note_write_ok();
        Ok(FlagOutcome::Recorded)
    }

    /// Record an answer (one transaction). Practice answers update the review schedule at once;
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
        let Some(attempt) = load_attempt(&tx, id, Some(user_id))? else {
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
            .filter_map(|(_, a)| a.as_ref().map(|a| a.answered_at))
            .max()
            .unwrap_or(attempt.created_at);
        tx.execute(
            "INSERT INTO answers (attempt_id, position, chosen, correct, answered_at, time_ms, chosen_id)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)
             ON CONFLICT (attempt_id, position) DO UPDATE SET
               chosen = excluded.chosen, correct = excluded.correct, answered_at = excluded.answered_at,
               time_ms = excluded.time_ms, chosen_id = excluded.chosen_id",
            params![
                id,
                position as i64,
                chosen as i64,
                correct,
                now,
                (now - since).max(0),
                question.option_ids.get(chosen)
            ],
        )?;
        if attempt.mode == Mode::Practice {
            review(&tx, user_id, question, correct, now)?;
        }
        tx.commit().context("failed to store the answer")?;
        crate::store::note_write_ok();
        Ok(AnswerOutcome::Recorded { correct })
    }

    /// Finish a quiz (idempotent): grade it and, for exams, count the answers in the review
    /// schedule. Answers given after an exam's deadline are never stored, so they never count.
    pub fn finish(&self, id: &str, user_id: i64, now: i64) -> anyhow::Result<Option<(Attempt, Score)>> {
        let mut conn = self.conn()?;
        let tx = conn.transaction_with_behavior(TransactionBehavior::Immediate)?;
        let Some(mut attempt) = load_attempt(&tx, id, Some(user_id))? else {
            return Ok(None);
        };
        let right = attempt
            .questions
            .iter()
            .filter(|(_, a)| a.as_ref().is_some_and(|a| a.correct))
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
                        review(&tx, user_id, q, a.correct, a.answered_at)?;
                    }
                }
            } else {
                // A finished practice quiz keeps its questions compactly (see the module doc).
                let mut compact = tx.prepare_cached(
                    "UPDATE attempt_questions SET served = ?3 WHERE attempt_id = ?1 AND position = ?2",
                )?;
                for (position, (q, _)) in attempt.questions.iter().enumerate() {
                    if !q.compact {
                        compact.execute(params![id, position as i64, pack_compact(q)])?;
                    }
                }
            }
            attempt.finished_at = Some(finished_at);
            attempt.score = Some(score.score);
        }
        tx.commit().context("failed to finish the quiz")?;
        crate::store::note_write_ok();
        Ok(Some((attempt, score)))
    }

    /// Delete quizzes left unfinished since before `cutoff` (Unix ms), with their questions and
    /// answers; returns how many. Finished quizzes are history and are kept.
    pub fn prune_abandoned(&self, cutoff: i64) -> anyhow::Result<usize> {
        let conn = self.conn()?;
        let n = conn.execute(
            "DELETE FROM attempts WHERE finished_at IS NULL AND created_at < ?1
               AND (deadline IS NULL OR deadline < ?1)",
            params![cutoff],
        )?;
        Ok(n)
    }

    /// Delete guests created before `cutoff` (Unix ms) whose browser has not been seen since
    /// then, with everything of theirs (attempts, answers, reviews, sessions); returns how many.
    pub fn prune_idle_guests(&self, cutoff: i64) -> anyhow::Result<usize> {
        let conn = self.conn()?;
        Ok(conn.execute(
            "DELETE FROM users WHERE role = 'guest' AND created_at < ?1
               AND NOT EXISTS (SELECT 1 FROM sessions s WHERE s.user_id = users.id AND s.last_seen >= ?1)",
            params![cutoff],
        )?)
    }
}

pub(crate) fn load_attempt(
    conn: &rusqlite::Connection,
    id: &str,
    user_id: Option<i64>,
) -> anyhow::Result<Option<Attempt>> {
    let head = conn
        .query_row(
            "SELECT mode, lang, source, class_exam_id, created_at, deadline, finished_at, score, user_id
             FROM attempts WHERE id = ?1",
            params![id],
            |r| {
                Ok((
                    r.get::<_, String>(0)?,
                    r.get::<_, String>(1)?,
                    r.get::<_, String>(2)?,
                    r.get::<_, Option<i64>>(3)?,
                    r.get::<_, i64>(4)?,
                    r.get::<_, Option<i64>>(5)?,
                    r.get::<_, Option<i64>>(6)?,
                    r.get::<_, Option<i64>>(7)?,
                    r.get::<_, i64>(8)?,
                ))
            },
        )
        .optional()?;
    let Some((mode, lang, source, class_exam_id, created_at, deadline, finished_at, score, owner)) = head
    else {
        return Ok(None);
    };
    if user_id.is_some_and(|u| u != owner) {
        return Ok(None);
    }
    let mut stmt = conn.prepare_cached(
        "SELECT q.served, q.topics, a.chosen, a.correct, a.answered_at, a.time_ms, q.question_key, q.correct_option
         FROM attempt_questions q LEFT JOIN answers a ON a.attempt_id = q.attempt_id AND a.position = q.position
         WHERE q.attempt_id = ?1 ORDER BY q.position",
    )?;
    let questions = stmt
        .query_map(params![id], |r| {
            let blob: Vec<u8> = r.get(0)?;
            let topics: String = r.get(1)?;
            let key: String = r.get(6)?;
            let correct: i64 = r.get(7)?;
            let answer = match r.get::<_, Option<i64>>(2)? {
                Some(chosen) => Some(AnswerRow {
                    chosen: chosen as usize,
                    correct: r.get::<_, i64>(3)? == 1,
                    answered_at: r.get(4)?,
                    time_ms: r.get(5)?,
                }),
                None => None,
            };
            Ok((blob, topics, answer, key, correct as usize))
        })?
        .map(|row| {
            let (blob, topics, answer, key, correct) = row?;
            Ok((unpack(&blob, &lang, &topics, &key, correct)?, answer))
        })
        .collect::<anyhow::Result<Vec<_>>>()?;
    let flagged = conn
        .prepare_cached("SELECT position FROM attempt_flags WHERE attempt_id = ?1 ORDER BY position")?
        .query_map(params![id], |r| r.get::<_, i64>(0))?
        .map(|p| Ok(p? as usize))
        .collect::<anyhow::Result<Vec<usize>>>()?;
    Ok(Some(Attempt {
        id: id.to_string(),
        mode: Mode::parse(&mode),
        lang,
        source,
        class_exam_id,
        created_at,
        deadline,
        finished_at,
        score: score.map(|s| s as usize),
        questions,
        flagged,
    }))
}

#[cfg(test)]
mod tests;
