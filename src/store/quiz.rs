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

use std::io::{Read, Write};

use anyhow::Context;
use flate2::Compression;
use flate2::read::DeflateDecoder;
use flate2::write::DeflateEncoder;
use rand::Rng;
use rusqlite::{OptionalExtension, TransactionBehavior, params};

use crate::quiz::Served;
use crate::quiz::grade::{self, Memory, Score};
use crate::store::Store;

/// Questions due per topic, and when the next one falls due (ms).
pub type DueByTopic = (Vec<(String, usize)>, Option<i64>);

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

/// A random hex string of `bytes` random bytes.
pub fn random_hex(bytes: usize) -> String {
    let mut rng = rand::rng();
    (0..bytes)
        .map(|_| format!("{:02x}", rng.random::<u8>()))
        .collect()
}

/// Most unfinished quizzes one user may have open at once.
pub const MAX_OPEN_ATTEMPTS: i64 = 20;

/// A served question as stored: deflated JSON.
pub(crate) fn pack(q: &Served) -> anyhow::Result<Vec<u8>> {
    let json = serde_json::to_vec(q)?;
    let mut enc = DeflateEncoder::new(Vec::with_capacity(json.len() / 2), Compression::best());
    enc.write_all(&json)?;
    Ok(enc.finish()?)
}

/// First byte of a compact question. A deflate stream never starts with it (block type 3 is
/// reserved), nor does JSON, so the three forms cannot be mistaken for one another.
const COMPACT: u8 = 0x06;

/// A question kept compactly: its option ids in the order shown (key, topics and the right
/// option have columns of their own).
pub(crate) fn pack_compact(q: &Served) -> Vec<u8> {
    let mut out = vec![COMPACT];
    out.extend_from_slice(q.option_ids.join("\n").as_bytes());
    out
}

/// A stored question: deflated JSON; a compact one (texts empty, [`Served::compact`] set, to
/// be rebuilt from the content); or (stored before compression) the JSON of a question in
/// every language, shown in `lang`.
pub(crate) fn unpack(
    blob: &[u8],
    lang: &str,
    topics: &str,
    key: &str,
    correct: usize,
) -> anyhow::Result<Served> {
    if let Some(ids) = blob.strip_prefix(&[COMPACT]) {
        let ids: Vec<String> = std::str::from_utf8(ids)
            .context("a compact question is unreadable")?
            .split('\n')
            .map(str::to_string)
            .collect();
        return Ok(Served::compact(key, split_topics(topics), ids, correct));
    }
    if blob.first() == Some(&b'{') {
        let q: crate::quiz::Question =
            serde_json::from_slice(blob).context("a stored question is unreadable")?;
        let lang = crate::content::Lang::parse(lang).unwrap_or(crate::content::Lang::En);
        return Ok(q.served(lang, split_topics(topics)));
    }
    let mut json = Vec::new();
    DeflateDecoder::new(blob)
        .read_to_end(&mut json)
        .context("a stored question is not readable")?;
    serde_json::from_slice(&json).context("a stored question is unreadable")
}

/// Topics as stored: space-separated.
pub(crate) fn join_topics(topics: &[String]) -> String {
    topics.join(" ")
}

pub(crate) fn split_topics(s: &str) -> Vec<String> {
    s.split_whitespace().map(str::to_string).collect()
}

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

    /// Bytes the questions of `attempt_id` take in the database (their stored form), for tests
    /// and the storage bound in SECURITY.md.
    pub fn stored_question_bytes(&self, attempt_id: &str) -> anyhow::Result<usize> {
        let conn = self.conn()?;
        let n: i64 = conn.query_row(
            "SELECT COALESCE(SUM(length(served) + length(question_key) + length(topics)), 0)
             FROM attempt_questions WHERE attempt_id = ?1",
            params![attempt_id],
            |r| r.get(0),
        )?;
        Ok(n as usize)
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
fn review(
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
    }))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn question(key: &str) -> Served {
        Served {
            key: key.into(),
            topics: vec!["flag-fall".into(), "clock".into()],
            stem: "stem".into(),
            options: vec!["a".into(), "b".into(), "c".into()],
            option_ids: vec!["w0".into(), "right".into(), "w1".into()],
            correct: 1,
            explanation: "why".into(),
            articles: vec!["6.9".into()],
            ruling: None,
            fen: None,
            generator: "test".into(),
            compact: false,
        }
    }

    fn practice<'a>(user_id: i64, qs: &'a [Served]) -> NewAttempt<'a> {
        NewAttempt {
            user_id,
            mode: Mode::Practice,
            lang: "en",
            source: Source::Topics,
            topics: &[],
            content: "v1",
            class_exam_id: None,
            deadline: None,
            questions: qs,
        }
    }

    #[test]
    fn a_wrong_answer_is_due_soon_and_a_right_one_later() {
        let dir = tempfile::tempdir().unwrap();
        let store = Store::open(dir.path()).unwrap();
        let user = store.create_guest(0).unwrap();
        let qs = [question("k1"), question("k2")];
        let t0 = 1_000_000;
        let (_, id) = store.create_attempt(&practice(user, &qs), t0).unwrap();
        assert_eq!(
            store.answer(&id, user, 0, 0, t0).unwrap(),
            AnswerOutcome::Recorded { correct: false }
        );
        assert_eq!(
            store.answer(&id, user, 1, 1, t0).unwrap(),
            AnswerOutcome::Recorded { correct: true }
        );
        assert!(
            store.due(user, t0, 10).unwrap().is_empty(),
            "nothing is due at once"
        );
        assert_eq!(
            store.due(user, t0 + grade::DAY_MS, 10).unwrap(),
            vec!["k1"],
            "the mistake comes back first"
        );
        assert_eq!(
            store.due(user, t0 + 30 * grade::DAY_MS, 10).unwrap(),
            vec!["k1", "k2"]
        );
        assert_eq!(store.mistakes(user, 10).unwrap(), vec!["k1"]);
        let facts = store.answer_facts(&[user]).unwrap();
        assert_eq!(facts.len(), 2);
        assert_eq!(
            facts[0].chosen_id.as_deref(),
            Some("w0"),
            "the option is known by its stable id"
        );
        assert_eq!(facts[0].topics, vec!["flag-fall", "clock"]);
        // Another user sees none of it.
        let other = store.create_guest(0).unwrap();
        assert!(store.attempt(&id, other).unwrap().is_none());
        assert_eq!(store.answer(&id, other, 0, 1, t0).unwrap(), AnswerOutcome::NoQuiz);
    }

    #[test]
    fn a_served_question_is_stored_compactly_and_read_back_as_served() {
        let q = question("k");
        let packed = pack(&q).unwrap();
        assert_eq!(unpack(&packed, "en", "", "k", 1).unwrap(), q);
        // Kept compactly: key, topics, the order of the options and the right one survive.
        let compact = pack_compact(&q);
        assert!(compact.len() < 20, "{} bytes", compact.len());
        let back = unpack(&compact, "en", "flag-fall clock", "k", 1).unwrap();
        assert!(back.compact);
        assert_eq!(
            (
                back.key,
                back.topics,
                back.option_ids,
                back.correct,
                back.options.len()
            ),
            (q.key, q.topics, q.option_ids, q.correct, 3)
        );
    }

    #[test]
    fn a_finished_practice_quiz_keeps_its_questions_compactly_and_an_exam_whole() {
        let dir = tempfile::tempdir().unwrap();
        let store = Store::open(dir.path()).unwrap();
        let user = store.create_guest(0).unwrap();
        let qs: Vec<Served> = (0..5).map(|i| question(&format!("k{i}"))).collect();
        let (_, practice_id) = store.create_attempt(&practice(user, &qs), 0).unwrap();
        let whole = store.stored_question_bytes(&practice_id).unwrap();
        store.answer(&practice_id, user, 0, 1, 10).unwrap();
        store.finish(&practice_id, user, 20).unwrap();
        let kept = store.stored_question_bytes(&practice_id).unwrap();
        assert!(kept * 2 < whole, "{kept} of {whole} bytes");
        let a = store.attempt(&practice_id, user).unwrap().unwrap();
        assert!(a.questions.iter().all(|(q, _)| q.compact));
        assert_eq!(a.score, Some(1));
        assert!(a.questions[0].1.as_ref().unwrap().correct);

        let mut exam = practice(user, &qs);
        exam.mode = Mode::Exam;
        let (_, exam_id) = store.create_attempt(&exam, 0).unwrap();
        store.finish(&exam_id, user, 20).unwrap();
        let a = store.attempt(&exam_id, user).unwrap().unwrap();
        assert!(
            a.questions.iter().all(|(q, _)| !q.compact),
            "an exam's review shows what was asked"
        );
    }

    #[test]
    fn open_quizzes_are_capped_and_abandoned_ones_pruned() {
        let dir = tempfile::tempdir().unwrap();
        let store = Store::open(dir.path()).unwrap();
        let user = store.create_guest(0).unwrap();
        let qs = [question("k1")];
        for i in 0..MAX_OPEN_ATTEMPTS {
            assert_eq!(
                store.create_attempt(&practice(user, &qs), i).unwrap().0,
                CreateOutcome::Created
            );
        }
        assert_eq!(
            store.create_attempt(&practice(user, &qs), 100).unwrap().0,
            CreateOutcome::TooManyOpen
        );
        assert_eq!(store.prune_abandoned(10).unwrap(), 10);
        assert_eq!(
            store.create_attempt(&practice(user, &qs), 100).unwrap().0,
            CreateOutcome::Created
        );
    }
}
