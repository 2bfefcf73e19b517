//! Quizzes and exams: choosing the questions, serving them, answering, finishing, progress,
//! readiness for the exam.
//!
//! Integrity: an exam's questions and every quiz's option order come from server-side
//! randomness drawn per attempt (a client's `seed` only chooses which practice questions are
//! asked), so one attempt never reveals another's key; nothing that points at the key (its
//! articles, its explanation) is sent before the answer (practice) or the end (exam).

use std::collections::BTreeMap;

use rand::Rng;

use super::limits::Action;
use super::{Error, Result, Training, ms};
use crate::content::{Blueprint, KnowledgeBase, Lang};
use crate::locales::Message;
use crate::quiz::grade::{self, Score};
use crate::quiz::{Question, Served, items, select};
use crate::store::quiz::{
    AnswerOutcome, Attempt, CreateOutcome, FlagOutcome, HistoryPoint, Mode, NewAttempt, Source,
};
use crate::store::users::Session;

/// Give the compactly kept questions of `attempt` their texts again, from the content; a
/// question the content no longer has says so and keeps its topics and its place in the score.
fn rebuild(kb: &KnowledgeBase, attempt: &mut Attempt) {
    let lang = Lang::parse(attempt.lang.split('-').next().unwrap_or("en")).unwrap_or(Lang::En);
    for (q, _) in attempt.questions.iter_mut().filter(|(q, _)| q.compact) {
        match items::rebuild(kb, q, lang) {
            Some(full) => *q = full,
            None => {
                q.stem = crate::locales::text(lang, "question-gone");
            }
        }
    }
}

/// Most questions in one quiz.
pub const MAX_QUESTIONS: usize = 100;

/// A validated request for a quiz.
#[derive(Debug, Clone)]
pub struct QuizSpec {
    /// Practice or exam.
    pub mode: Mode,
    /// Locale code the quiz is shown in (`sr-Cyrl` included).
    pub locale: String,
    /// Content language of the quiz.
    pub lang: Lang,
    /// Topics (empty: all, or the blueprint for an exam).
    pub topics: Vec<String>,
    /// Number of questions.
    pub count: usize,
    /// Chooses the practice questions (ignored for exams and option order).
    pub seed: Option<u64>,
    /// Where the questions come from.
    pub source: Source,
}

/// Per-topic figures.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TopicFigures {
    /// Topic id.
    pub topic: String,
    /// Answers counted for the topic.
    pub answered: usize,
    /// Of which right.
    pub right: usize,
    /// Questions of the topic due for review now.
    pub due: usize,
}

/// Readiness for the mock exam, per blueprint section.
#[derive(Debug, Clone, PartialEq, serde::Serialize)]
pub struct SectionReadiness {
    /// Section id.
    pub id: String,
    /// Questions the exam draws from it.
    pub weight: usize,
    /// Answers counted for it.
    pub answered: usize,
    /// Share right, 0–100.
    pub accuracy: u32,
    /// Enough answers and at least the pass mark.
    pub ready: bool,
}

/// Answers a section needs before readiness is judged.
pub const READINESS_MIN_ANSWERS: usize = 10;

/// A user's progress.
#[derive(Debug, Clone)]
pub struct Progress {
    /// Per topic.
    pub topics: Vec<TopicFigures>,
    /// Finished quizzes, oldest first.
    pub history: Vec<HistoryPoint>,
    /// Questions due now.
    pub due_total: usize,
    /// When the next question falls due.
    pub next_due: Option<i64>,
    /// Readiness per blueprint section.
    pub readiness: Vec<SectionReadiness>,
    /// Weighted accuracy over the sections, 0–100.
    pub readiness_percent: u32,
    /// Every section ready.
    pub ready: bool,
}

impl Progress {
    /// The progress of someone who has answered nothing.
    pub fn empty(bp: &Blueprint) -> Progress {
        let (readiness, readiness_percent, ready) = readiness(bp, &[]);
        Progress {
            topics: Vec::new(),
            history: Vec::new(),
            due_total: 0,
            next_due: None,
            readiness,
            readiness_percent,
            ready,
        }
    }
}

/// Topics a question counts for: the one it was asked under, then its ruling's.
pub(crate) fn topics_of(kb: &KnowledgeBase, q: &Question) -> Vec<String> {
    let mut topics = vec![q.topic.clone()];
    if let Some(r) = q.ruling.as_ref().and_then(|id| kb.get(id)) {
        for t in &r.topics {
            if !topics.contains(t) {
                topics.push(t.clone());
            }
        }
    }
    topics
}

impl Training {
    /// Choose, store and return the id of a new quiz for the session's user. Limited per user
    /// and per address; at most [`crate::store::quiz::MAX_OPEN_ATTEMPTS`] unfinished quizzes.
    pub fn create_quiz(
        &self,
        kb: &KnowledgeBase,
        content_version: &str,
        session: &Session,
        spec: &QuizSpec,
        ip: &str,
        now: i64,
    ) -> Result<String> {
        self.limits
            .check(Action::CreateQuiz, &session.user.id.to_string())?;
        self.limits
            .check_n(Action::QuestionsFromAddress, ip, spec.count as u32)?;
        self.limits
            .check_n(Action::QuestionsPerDay, ip, spec.count as u32)?;
        let questions = self.choose(kb, session.user.id, spec, now)?;
        let deadline = (spec.mode == Mode::Exam).then(|| now + ms(self.policy.exam_duration));
        self.store_quiz(kb, content_version, session, spec, questions, None, deadline, now)
    }

    #[allow(clippy::too_many_arguments)]
    pub(super) fn store_quiz(
        &self,
        kb: &KnowledgeBase,
        content_version: &str,
        session: &Session,
        spec: &QuizSpec,
        questions: Vec<Question>,
        class_exam_id: Option<i64>,
        deadline: Option<i64>,
        now: i64,
    ) -> Result<String> {
        let mut rng = rand::rng();
        let served: Vec<Served> = questions
            .into_iter()
            .map(|mut q| {
                q.reshuffle(&mut rng);
                let topics = topics_of(kb, &q);
                q.served(spec.lang, topics)
            })
            .collect();
        let (outcome, id) = self.store.create_attempt(
            &NewAttempt {
                user_id: session.user.id,
                mode: spec.mode,
                lang: &spec.locale,
                source: spec.source,
                topics: &spec.topics,
                content: content_version,
                class_exam_id,
                deadline,
                questions: &served,
            },
            now,
        )?;
        match outcome {
            CreateOutcome::Created => Ok(id),
            CreateOutcome::TooManyOpen => Err(Error::Conflict(
                Message::new("error-too-many-open")
                    .with("open", crate::store::quiz::MAX_OPEN_ATTEMPTS)
                    .with("days", self.policy.abandon_after.as_secs() / 86_400),
            )),
            CreateOutcome::AlreadyTaken => Err(Error::Conflict(Message::new("error-exam-taken"))),
        }
    }

    fn choose(&self, kb: &KnowledgeBase, user_id: i64, spec: &QuizSpec, now: i64) -> Result<Vec<Question>> {
        // Exams never use a client's seed; practice may (to repeat a selection).
        let seed = match (spec.mode, spec.seed) {
            (Mode::Practice, Some(s)) => s,
            _ => rand::rng().random(),
        };
        match spec.source {
            Source::Topics | Source::Class => {
                select::build(kb, &spec.topics, spec.count, seed).map_err(refusal)
            }
            Source::Blueprint => select::blueprint(kb, kb.blueprint(), spec.count, seed).map_err(refusal),
            Source::Mistakes | Source::Due => {
                let keys = if spec.source == Source::Mistakes {
                    self.store.mistakes(user_id, spec.count)?
                } else {
                    self.store.due(user_id, now, spec.count)?
                };
                let qs: Vec<Question> = keys.iter().filter_map(|k| items::resolve(kb, k, seed)).collect();
                if qs.is_empty() {
                    let msg = if spec.source == Source::Mistakes {
                        Message::new("error-no-mistakes")
                    } else {
                        Message::new("error-nothing-due")
                    };
                    return Err(Error::Unprocessable(msg));
                }
                Ok(qs)
            }
        }
    }

    /// A quiz of the session's user (anyone else's is as good as missing), its compactly kept
    /// questions rebuilt from `kb`.
    pub fn quiz(&self, kb: &KnowledgeBase, session: Option<&Session>, id: &str) -> Result<Attempt> {
        let not_found = || Error::NotFound(Message::new("error-no-quiz"));
        let session = session.ok_or_else(not_found)?;
        if id.len() > 64 {
            return Err(not_found());
        }
        let mut attempt = self.store.attempt(id, session.user.id)?.ok_or_else(not_found)?;
        rebuild(kb, &mut attempt);
        Ok(attempt)
    }

    /// Record an answer; returns whether it is right.
    pub fn answer(
        &self,
        session: &Session,
        id: &str,
        position: usize,
        option: usize,
        now: i64,
    ) -> Result<bool> {
        self.limits.check(Action::Answer, &session.user.id.to_string())?;
        match self.store.answer(id, session.user.id, position, option, now)? {
            AnswerOutcome::Recorded { correct } => Ok(correct),
            AnswerOutcome::NoQuiz => Err(Error::NotFound(Message::new("error-no-quiz"))),
            AnswerOutcome::NoQuestion => Err(Error::Unprocessable(Message::new("error-no-question"))),
            AnswerOutcome::NoOption => Err(Error::Unprocessable(Message::new("error-no-option"))),
            AnswerOutcome::Finished => Err(Error::Conflict(Message::new("error-quiz-finished"))),
            AnswerOutcome::TooLate => Err(Error::Conflict(Message::new("error-time-over"))),
            AnswerOutcome::AlreadyAnswered => Err(Error::Conflict(Message::new("error-already-answered"))),
        }
    }

    /// Flag an exam question for review, or take the flag off (limited like answers).
    pub fn flag(&self, session: &Session, id: &str, position: usize, flagged: bool, now: i64) -> Result<()> {
        self.limits.check(Action::Answer, &session.user.id.to_string())?;
        match self.store.flag(id, session.user.id, position, flagged, now)? {
            FlagOutcome::Recorded => Ok(()),
            FlagOutcome::NoQuiz => Err(Error::NotFound(Message::new("error-no-quiz"))),
            FlagOutcome::NoQuestion => Err(Error::Unprocessable(Message::new("error-no-question"))),
            FlagOutcome::NotExam => Err(Error::Unprocessable(Message::new("error-flag-practice"))),
            FlagOutcome::Finished => Err(Error::Conflict(Message::new("error-quiz-finished"))),
            FlagOutcome::TooLate => Err(Error::Conflict(Message::new("error-time-over"))),
        }
    }

    /// Record the answers of an exam form (one request, counted once by the rate limit):
    /// answers that arrive too late or to a finished quiz are ignored, the rest are stored.
    pub fn answer_form(
        &self,
        session: &Session,
        id: &str,
        answers: &[(usize, usize)],
        now: i64,
    ) -> Result<()> {
        self.limits.check(Action::Answer, &session.user.id.to_string())?;
        for &(position, option) in answers {
            match self.store.answer(id, session.user.id, position, option, now)? {
                AnswerOutcome::NoQuiz => return Err(Error::NotFound(Message::new("error-no-quiz"))),
                AnswerOutcome::Finished | AnswerOutcome::TooLate => break,
                _ => {}
            }
        }
        Ok(())
    }

    /// Finish a quiz (idempotent; limited like every write). A practice quiz is kept compactly
    /// from then on; what is returned is rebuilt from `kb`.
    pub fn finish(
        &self,
        kb: &KnowledgeBase,
        session: &Session,
        id: &str,
        now: i64,
    ) -> Result<(Attempt, Score)> {
        self.count_write(session.user.id)?;
        let (mut attempt, score) = self
            .store
            .finish(id, session.user.id, now)?
            .ok_or_else(|| Error::NotFound(Message::new("error-no-quiz")))?;
        rebuild(kb, &mut attempt);
        Ok((attempt, score))
    }

    /// Progress of `user_id`: per topic (an answer counts for every topic of its question),
    /// history, what is due, readiness against the blueprint.
    pub fn progress(&self, bp: &Blueprint, user_id: i64, now: i64) -> Result<Progress> {
        let facts = self.store.answer_facts(&[user_id])?;
        let history = self.store.history(&[user_id])?;
        let (due, next_due) = self.store.due_by_topic(user_id, now)?;
        let mut per_topic: BTreeMap<String, (usize, usize)> = BTreeMap::new();
        for f in &facts {
            for t in &f.topics {
                let e = per_topic.entry(t.clone()).or_default();
                e.0 += 1;
                e.1 += f.correct as usize;
            }
        }
        let due_of = |t: &str| due.iter().find(|(x, _)| x == t).map_or(0, |(_, n)| *n);
        let mut topics: Vec<TopicFigures> = per_topic
            .iter()
            .map(|(t, (answered, right))| TopicFigures {
                topic: t.clone(),
                answered: *answered,
                right: *right,
                due: due_of(t),
            })
            .collect();
        for (t, n) in &due {
            if !per_topic.contains_key(t) {
                topics.push(TopicFigures {
                    topic: t.clone(),
                    answered: 0,
                    right: 0,
                    due: *n,
                });
            }
        }
        let (readiness, percent, ready) = readiness(bp, &facts);
        let due_total = self.store.due(user_id, now, usize::MAX >> 1)?.len();
        Ok(Progress {
            topics,
            history,
            due_total,
            next_due: next_due.filter(|n| *n > now || due_total > 0),
            readiness,
            readiness_percent: percent,
            ready,
        })
    }
}

/// Readiness per section of `bp` from answered questions (each counted once per section it
/// touches), the weighted accuracy, and whether every section is ready.
pub(crate) fn readiness(
    bp: &Blueprint,
    facts: &[crate::store::quiz::AnswerFact],
) -> (Vec<SectionReadiness>, u32, bool) {
    let sections: Vec<SectionReadiness> = bp
        .sections
        .iter()
        .map(|s| {
            let (answered, right) = facts
                .iter()
                .filter(|f| f.topics.iter().any(|t| s.topics.contains(t)))
                .fold((0usize, 0usize), |(a, r), f| (a + 1, r + f.correct as usize));
            let accuracy = (right * 100).checked_div(answered).unwrap_or(0) as u32;
            SectionReadiness {
                id: s.id.clone(),
                weight: s.questions,
                answered,
                accuracy,
                ready: answered >= READINESS_MIN_ANSWERS && accuracy as usize >= bp.pass_percent,
            }
        })
        .collect();
    let weight: usize = sections.iter().map(|s| s.weight).sum();
    let percent = (sections
        .iter()
        .map(|s| s.weight * s.accuracy as usize)
        .sum::<usize>())
    .checked_div(weight)
    .unwrap_or(0) as u32;
    let ready = !sections.is_empty() && sections.iter().all(|s| s.ready);
    (sections, percent, ready)
}

/// Why a quiz cannot be built, as the user hears it (400).
pub(crate) fn refusal(e: select::SelectError) -> Error {
    Error::BadRequest(match e {
        select::SelectError::UnknownTopic(topic) => Message::new("error-unknown-topic").with("topic", topic),
        select::SelectError::Empty => Message::new("error-no-questions"),
    })
}

/// Grade of an attempt as it stands.
pub fn score_of(attempt: &Attempt) -> Score {
    let right = attempt
        .questions
        .iter()
        .filter(|(_, a)| a.as_ref().is_some_and(|a| a.correct))
        .count();
    grade::grade(right, attempt.questions.len())
}
