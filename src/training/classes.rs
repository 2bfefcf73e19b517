//! Classes: an instructor creates one and gets a join code; trainees join with it; the
//! instructor sets exams (topics, length, time, window) that members take once, and follows the
//! class: each member's quizzes, exam results and mastery per topic, and per question how many
//! got it right and which wrong options they chose. A trainee sees only their own data, an
//! instructor only their own classes.

use std::collections::BTreeMap;

use rand::Rng;

use super::attempts::{QuizSpec, readiness};
use super::limits::Action;
use super::{Error, Result, Training, require};
use crate::content::KnowledgeBase;
use crate::locales::Message;
use crate::store::classes::{Class, ClassExam, Member, NewClassExam};
use crate::store::quiz::{AnswerFact, HistoryPoint, Mode, Source};
use crate::store::users::{Role, Session};

/// Letters of a join code: no 0/O or 1/I, so a code read aloud in a seminar room is typed right.
const CODE_ALPHABET: &[u8] = b"ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
/// Length of a join code.
pub const CODE_LEN: usize = 8;

/// A member's line in the report.
#[derive(Debug, Clone, serde::Serialize)]
pub struct MemberReport {
    /// Account name.
    pub username: String,
    /// Quizzes started.
    pub attempts: usize,
    /// Quizzes finished, with scores.
    pub finished: Vec<HistoryPoint>,
    /// Results of the class's exams: exam id → (score, total), if taken.
    pub exams: BTreeMap<i64, (usize, usize)>,
    /// Per topic: (answered, right).
    pub mastery: BTreeMap<String, (usize, usize)>,
    /// Weighted accuracy against the exam blueprint, 0–100.
    pub readiness_percent: u32,
}

/// How the class answered one question.
#[derive(Debug, Clone, serde::Serialize)]
pub struct QuestionReport {
    /// Question key.
    pub key: String,
    /// Its text as one member saw it.
    pub stem: String,
    /// Answers.
    pub answered: usize,
    /// Share right, 0–100.
    pub percent_right: u32,
    /// Each option (as one member saw it) and how often it was chosen; the right one first.
    pub options: Vec<OptionReport>,
}

/// One option of a question in the report.
#[derive(Debug, Clone, serde::Serialize)]
pub struct OptionReport {
    /// The option's text.
    pub text: String,
    /// Whether it is the right one.
    pub right: bool,
    /// How often members chose it.
    pub chosen: usize,
}

/// Everything an instructor sees of a class.
#[derive(Debug, Clone, serde::Serialize)]
pub struct ClassReport {
    /// The class.
    pub class: Class,
    /// Members.
    pub members: Vec<MemberReport>,
    /// Exams set.
    pub exams: Vec<ClassExam>,
    /// Per question, the most answered first.
    pub questions: Vec<QuestionReport>,
}

/// `n` random letters of [`CODE_ALPHABET`].
fn random_code(n: usize) -> String {
    let mut rng = rand::rng();
    (0..n)
        .map(|_| CODE_ALPHABET[rng.random_range(0..CODE_ALPHABET.len())] as char)
        .collect()
}

fn new_code() -> String {
    random_code(CODE_LEN)
}

/// Most names in one roster.
pub const MAX_ROSTER: usize = 200;

/// An account made from a roster, with its one-time password (shown once).
#[derive(Debug, Clone, serde::Serialize)]
pub struct RosterAccount {
    /// The account name (the roster's name made valid, numbered if it was taken).
    pub username: String,
    /// The one-time password.
    pub password: String,
}

/// Usernames from a roster: the first column of each non-empty line, lower-cased, accents
/// dropped where ASCII has the letter, spaces made dots, anything else dropped.
fn roster_names(roster: &str) -> Result<Vec<String>> {
    let mut reader = csv::ReaderBuilder::new()
        .has_headers(false)
        .flexible(true)
        .from_reader(roster.as_bytes());
    let mut names = Vec::new();
    for (i, record) in reader.records().enumerate() {
        let record = record.map_err(|e| {
            Error::BadRequest(
                Message::new("error-roster-csv")
                    .with("line", i + 1)
                    .with("detail", e.to_string()),
            )
        })?;
        let raw = record.get(0).unwrap_or("").trim();
        if raw.is_empty()
            || (i == 0
                && matches!(
                    raw.to_lowercase().as_str(),
                    "name" | "username" | "nome" | "имя" | "ime"
                ))
        {
            continue;
        }
        // Cyrillic names in Latin letters; Serbian đ is written dj in ASCII, not d.
        let latin = crate::search::cyrillic_to_latin(raw).unwrap_or_else(|| raw.to_string());
        let latin = latin.replace('đ', "dj").replace('Đ', "Dj");
        let name: String = crate::content::text::fold(&latin)
            .split_whitespace()
            .collect::<Vec<_>>()
            .join(".")
            .chars()
            .filter(|c| c.is_ascii_alphanumeric() || matches!(c, '.' | '_' | '-'))
            .take(28)
            .collect();
        if name.chars().count() < 3 {
            return Err(Error::BadRequest(
                Message::new("error-roster-name")
                    .with("line", i + 1)
                    .with("raw", raw.chars().take(40).collect::<String>()),
            ));
        }
        names.push(name);
    }
    if names.is_empty() {
        return Err(Error::BadRequest(Message::new("error-roster-empty")));
    }
    if names.len() > MAX_ROSTER {
        return Err(Error::BadRequest(
            Message::new("error-roster-long").with("max", MAX_ROSTER),
        ));
    }
    Ok(names)
}

/// A one-time password: four groups of four letters and digits that cannot be misread (about
/// 80 bits), easy to copy from a printed slip.
fn one_time_password() -> String {
    (0..4)
        .map(|_| random_code(4).to_lowercase())
        .collect::<Vec<_>>()
        .join("-")
}

/// A join code as typed: case, spaces and dashes ignored.
pub fn normalize_code(code: &str) -> String {
    code.chars()
        .filter(|c| c.is_ascii_alphanumeric())
        .map(|c| c.to_ascii_uppercase())
        .collect()
}

impl Training {
    /// Create a class (instructors and admins); returns it with its join code.
    pub fn create_class(&self, session: &Session, name: &str, now: i64) -> Result<Class> {
        require(&session.user, Role::Instructor)?;
        self.count_write(session.user.id)?;
        let name = name.trim();
        if name.is_empty() || name.chars().count() > 100 {
            return Err(Error::BadRequest(Message::new("error-class-name")));
        }
        for _ in 0..10 {
            if let Some(id) = self.store.create_class(name, session.user.id, &new_code(), now)? {
                return self
                    .store
                    .class(id)?
                    .ok_or_else(|| Error::NotFound(Message::new("error-no-class")));
            }
        }
        Err(Error::Internal(anyhow::anyhow!(
            "no free join code after 10 tries"
        )))
    }

    /// Join a class with its code (an account is needed). Tries are limited per user and per
    /// address, so join codes cannot be guessed by trying them all.
    pub fn join_class(&self, session: &Session, code: &str, ip: &str, now: i64) -> Result<Class> {
        require(&session.user, Role::Trainee)?;
        self.limits.check(Action::JoinAddress, ip)?;
        self.limits
            .check(Action::JoinUser, &session.user.id.to_string())?;
        let code = normalize_code(code);
        let class = self
            .store
            .class_by_code(&code)?
            .ok_or_else(|| Error::NotFound(Message::new("error-no-class-code")))?;
        self.store.join_class(class.id, session.user.id, now)?;
        Ok(class)
    }

    /// Create trainee accounts for a class from a roster (its instructor only): one name a line
    /// (a CSV's first column; a header line `name`/`username` is skipped), each made a valid
    /// username, each given a random one-time password that is returned here and never again
    /// (only its hash is stored) and that the trainee is asked to replace at first login. Names
    /// already taken get a number. All or nothing: a bad roster creates no account.
    pub fn create_roster(
        &self,
        session: &Session,
        class_id: i64,
        roster: &str,
        now: i64,
    ) -> Result<Vec<RosterAccount>> {
        let class = self.own_class(session, class_id)?;
        self.limits.check(Action::Roster, &session.user.id.to_string())?;
        let names = roster_names(roster)?;
        let mut accounts = Vec::with_capacity(names.len());
        let mut rows = Vec::with_capacity(names.len());
        for name in names {
            let password = one_time_password();
            rows.push((name.clone(), self.hasher.hash(&password)?));
            accounts.push(RosterAccount {
                username: name,
                password,
            });
        }
        let made = self.store.create_roster(class.id, &rows, now)?;
        for (a, name) in accounts.iter_mut().zip(made) {
            a.username = name;
        }
        Ok(accounts)
    }

    /// Classes the session's user teaches and belongs to.
    pub fn my_classes(&self, session: &Session) -> Result<(Vec<Class>, Vec<Class>)> {
        if session.user.role == Role::Guest {
            return Ok((Vec::new(), Vec::new()));
        }
        Ok((
            self.store.classes_taught(session.user.id)?,
            self.store.classes_joined(session.user.id)?,
        ))
    }

    /// A class its instructor may manage (anyone else: not found, so ids reveal nothing).
    fn own_class(&self, session: &Session, class_id: i64) -> Result<Class> {
        require(&session.user, Role::Instructor)?;
        match self.store.class(class_id)? {
            Some(c) if c.instructor_id == session.user.id => Ok(c),
            _ => Err(Error::NotFound(Message::new("error-no-class"))),
        }
    }

    /// Set an exam for a class (its instructor only).
    #[allow(clippy::too_many_arguments)]
    pub fn set_class_exam(
        &self,
        kb: &KnowledgeBase,
        session: &Session,
        class_id: i64,
        title: &str,
        topics: &[String],
        count: usize,
        minutes: u32,
        window: (i64, i64),
        now: i64,
    ) -> Result<ClassExam> {
        let class = self.own_class(session, class_id)?;
        self.count_write(session.user.id)?;
        let title = title.trim();
        if title.is_empty() || title.chars().count() > 100 {
            return Err(Error::BadRequest(Message::new("error-exam-title")));
        }
        let available = crate::quiz::select::available_topics(kb);
        if let Some(t) = topics.iter().find(|t| !available.contains(t)) {
            return Err(Error::BadRequest(
                Message::new("error-unknown-topic").with("topic", t.chars().take(60).collect::<String>()),
            ));
        }
        if !(1..=super::attempts::MAX_QUESTIONS).contains(&count) || !(1..=600).contains(&minutes) {
            return Err(Error::BadRequest(Message::new("error-exam-size")));
        }
        if window.1 <= window.0 {
            return Err(Error::BadRequest(Message::new("error-exam-window")));
        }
        let id = self.store.create_class_exam(
            &NewClassExam {
                class_id: class.id,
                title,
                topics,
                count,
                minutes,
                opens_at: window.0,
                closes_at: window.1,
            },
            now,
        )?;
        self.store
            .class_exam(id)?
            .ok_or_else(|| Error::NotFound(Message::new("error-no-exam")))
    }

    /// The title an instructor gave a class exam (an attempt's `class_exam_id`), if any.
    pub fn class_exam_title(&self, class_exam_id: Option<i64>) -> Result<Option<String>> {
        let Some(id) = class_exam_id else {
            return Ok(None);
        };
        Ok(self.store.class_exam(id)?.map(|e| e.title))
    }

    /// Exams of the classes the session's user belongs to, with the id of their attempt if
    /// taken.
    pub fn my_class_exams(&self, session: &Session) -> Result<Vec<(Class, ClassExam, Option<String>)>> {
        let mut out = Vec::new();
        if session.user.role == Role::Guest {
            return Ok(out);
        }
        for class in self.store.classes_joined(session.user.id)? {
            for exam in self.store.class_exams(class.id)? {
                let taken = self.store.class_exam_attempt(exam.id, session.user.id)?;
                out.push((class.clone(), exam, taken));
            }
        }
        Ok(out)
    }

    /// Start a class exam (members only, inside its window, once; limited like any new quiz).
    #[allow(clippy::too_many_arguments)]
    pub fn start_class_exam(
        &self,
        kb: &KnowledgeBase,
        content_version: &str,
        session: &Session,
        exam_id: i64,
        locale: (&str, crate::content::Lang),
        ip: &str,
        now: i64,
    ) -> Result<String> {
        require(&session.user, Role::Trainee)?;
        let exam = self
            .store
            .class_exam(exam_id)?
            .ok_or_else(|| Error::NotFound(Message::new("error-no-exam")))?;
        if !self.store.is_member(exam.class_id, session.user.id)? {
            return Err(Error::NotFound(Message::new("error-no-exam")));
        }
        if now < exam.opens_at {
            return Err(Error::Conflict(Message::new("error-exam-not-open")));
        }
        if now >= exam.closes_at {
            return Err(Error::Conflict(Message::new("error-exam-closed")));
        }
        self.limits
            .check(Action::CreateQuiz, &session.user.id.to_string())?;
        self.limits
            .check_n(Action::QuestionsFromAddress, ip, exam.count as u32)?;
        self.limits
            .check_n(Action::QuestionsPerDay, ip, exam.count as u32)?;
        let spec = QuizSpec {
            mode: Mode::Exam,
            locale: locale.0.to_string(),
            lang: locale.1,
            topics: exam.topics.clone(),
            count: exam.count,
            seed: None,
            source: if exam.topics.is_empty() {
                Source::Blueprint
            } else {
                Source::Class
            },
        };
        let seed: u64 = rand::rng().random();
        let questions = if exam.topics.is_empty() {
            crate::quiz::select::blueprint(kb, kb.blueprint(), exam.count, seed)
        } else {
            crate::quiz::select::build(kb, &exam.topics, exam.count, seed)
        }
        .map_err(super::attempts::refusal)?;
        let deadline = (now + exam.minutes as i64 * 60_000).min(exam.closes_at);
        self.store_quiz(
            kb,
            content_version,
            session,
            &spec,
            questions,
            Some(exam.id),
            Some(deadline),
            now,
        )
    }

    /// The report of a class (its instructor only; anyone else: not found).
    pub fn class_report(&self, kb: &KnowledgeBase, session: &Session, class_id: i64) -> Result<ClassReport> {
        let class = self.own_class(session, class_id)?;
        let members: Vec<Member> = self.store.members(class.id)?;
        let ids: Vec<i64> = members.iter().map(|m| m.user_id).collect();
        let facts = self.store.answer_facts(&ids)?;
        let history = self.store.history(&ids)?;
        let exams = self.store.class_exams(class.id)?;
        let started = self.store.attempt_counts(&ids)?;
        let mut reports = Vec::new();
        for m in &members {
            let mine: Vec<AnswerFact> = facts.iter().filter(|f| f.user_id == m.user_id).cloned().collect();
            let mut mastery: BTreeMap<String, (usize, usize)> = BTreeMap::new();
            for f in &mine {
                for t in &f.topics {
                    let e = mastery.entry(t.clone()).or_default();
                    e.0 += 1;
                    e.1 += f.correct as usize;
                }
            }
            let finished: Vec<HistoryPoint> = history
                .iter()
                .filter(|h| h.user_id == m.user_id)
                .cloned()
                .collect();
            let exam_results = finished
                .iter()
                .filter_map(|h| h.class_exam_id.map(|e| (e, (h.score, h.total))))
                .filter(|(e, _)| exams.iter().any(|x| x.id == *e))
                .collect();
            let (_, readiness_percent, _) = readiness(kb.blueprint(), &mine);
            reports.push(MemberReport {
                username: m.username.clone(),
                attempts: started.get(&m.user_id).copied().unwrap_or(0),
                finished,
                exams: exam_results,
                mastery,
                readiness_percent,
            });
        }
        // Per question: answers, share right, choices per option.
        let mut by_key: BTreeMap<String, (usize, usize, BTreeMap<String, usize>)> = BTreeMap::new();
        for f in &facts {
            let e = by_key.entry(f.key.clone()).or_default();
            e.0 += 1;
            e.1 += f.correct as usize;
            if let Some(c) = &f.chosen_id {
                *e.2.entry(c.clone()).or_default() += 1;
            }
        }
        let mut questions = Vec::new();
        for (key, (answered, right, chosen)) in by_key {
            let Some(sample) = self.store.served_sample(&key)? else {
                continue;
            };
            let mut options: Vec<OptionReport> = sample
                .options
                .iter()
                .zip(&sample.option_ids)
                .enumerate()
                .map(|(i, (text, id))| OptionReport {
                    text: text.clone(),
                    right: i == sample.correct,
                    chosen: chosen.get(id).copied().unwrap_or(0),
                })
                .collect();
            options.sort_by_key(|o| (!o.right, std::cmp::Reverse(o.chosen)));
            questions.push(QuestionReport {
                key,
                stem: sample.stem,
                answered,
                percent_right: (right * 100).checked_div(answered).unwrap_or(0) as u32,
                options,
            });
        }
        questions.sort_by_key(|q| (std::cmp::Reverse(q.answered), q.percent_right));
        Ok(ClassReport {
            class,
            members: reports,
            exams,
            questions,
        })
    }
}
