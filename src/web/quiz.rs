//! Quizzes over HTTP: the JSON API (`/api/quizzes…`, `/api/progress`) and the shared steps the
//! HTML quiz pages use. The right option of a question is sent only when it is due: after the
//! answer in practice, after finishing in an exam.

use actix_web::cookie::{Cookie, SameSite, time::Duration as CookieDuration};
use actix_web::http::header;
use actix_web::{HttpRequest, HttpResponse, web};
use serde::{Deserialize, Serialize};
use time::OffsetDateTime;
use time::format_description::well_known::Rfc3339;

use crate::content::{KnowledgeBase, Lang};
use crate::quiz::{Question, grade::Score, items, select};
use crate::store::quiz::{AnswerOutcome, Attempt, Guest, Mode, NewAttempt, Source};
use crate::web::error::{ApiError, AppError};
use crate::web::{AppState, i18n};

/// Name of the cookie that identifies a guest.
pub const GUEST_COOKIE: &str = "guest";
/// Most questions in one quiz.
pub const MAX_QUESTIONS: usize = 100;

/// Now, in Unix milliseconds.
pub fn now_ms() -> i64 {
    (OffsetDateTime::now_utc().unix_timestamp_nanos() / 1_000_000) as i64
}

/// Unix milliseconds as RFC 3339.
pub fn rfc3339(ms: i64) -> String {
    OffsetDateTime::from_unix_timestamp_nanos(ms as i128 * 1_000_000)
        .ok()
        .and_then(|t| t.format(&Rfc3339).ok())
        .unwrap_or_default()
}

async fn blocking<T: Send + 'static>(
    f: impl FnOnce() -> anyhow::Result<T> + Send + 'static,
) -> Result<T, AppError> {
    web::block(f)
        .await
        .map_err(|e| AppError::Internal(anyhow::anyhow!("blocking task failed: {e}")))?
        .map_err(AppError::Internal)
}

fn guest_token(req: &HttpRequest) -> Option<String> {
    req.cookie(GUEST_COOKIE)
        .map(|c| c.value().to_string())
        .filter(|v| v.len() == 64 && v.bytes().all(|b| b.is_ascii_hexdigit()))
}

/// The guest of this request, if the browser has one.
pub async fn find_guest(state: &AppState, req: &HttpRequest) -> Result<Option<Guest>, AppError> {
    let Some(token) = guest_token(req) else {
        return Ok(None);
    };
    let store = state.store.clone();
    blocking(move || store.guest(&token)).await
}

/// The guest of this request, created (with its cookie) if needed.
pub async fn ensure_guest(
    state: &AppState,
    req: &HttpRequest,
) -> Result<(Guest, Option<Cookie<'static>>), AppError> {
    if let Some(g) = find_guest(state, req).await? {
        return Ok((g, None));
    }
    let store = state.store.clone();
    let (token, guest) = blocking(move || store.create_guest(now_ms())).await?;
    let cookie = Cookie::build(GUEST_COOKIE, token)
        .path("/")
        .http_only(true)
        .same_site(SameSite::Lax)
        .secure(state.secure_cookies)
        .max_age(CookieDuration::days(365))
        .finish();
    Ok((guest, Some(cookie)))
}

/// Refuse state-changing requests that come from another site (Fetch Metadata and Origin).
pub fn same_origin(req: &HttpRequest) -> Result<(), AppError> {
    let h = req.headers();
    if let Some(site) = h.get("sec-fetch-site").and_then(|v| v.to_str().ok())
        && !matches!(site, "same-origin" | "none")
    {
        return Err(AppError::Forbidden(
            "Cross-site requests are not accepted.".into(),
        ));
    }
    if let Some(origin) = h.get(header::ORIGIN).and_then(|v| v.to_str().ok()) {
        let host = h
            .get(header::HOST)
            .and_then(|v| v.to_str().ok())
            .unwrap_or_default();
        let origin_host = origin.split_once("://").map(|(_, rest)| rest).unwrap_or(origin);
        if origin == "null" || origin_host != host {
            return Err(AppError::Forbidden(
                "Cross-site requests are not accepted.".into(),
            ));
        }
    }
    Ok(())
}

/// A validated request for a new quiz.
#[derive(Debug, Clone)]
pub struct QuizRequest {
    /// Practice or exam.
    pub mode: Mode,
    /// Language of the questions.
    pub lang: Lang,
    /// Topics (empty: all).
    pub topics: Vec<String>,
    /// Number of questions.
    pub count: usize,
    /// Seed.
    pub seed: u64,
    /// Where the questions come from.
    pub source: Source,
}

/// `POST /api/quizzes` body.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CreateQuiz {
    mode: String,
    #[serde(default)]
    lang: Option<String>,
    #[serde(default)]
    topics: Option<Vec<String>>,
    #[serde(default)]
    count: Option<i64>,
    #[serde(default)]
    seed: Option<u64>,
    #[serde(default)]
    source: Option<String>,
}

impl QuizRequest {
    /// Validate raw fields (shared by the JSON API and the HTML form).
    pub fn parse(
        mode: &str,
        lang: Option<&str>,
        topics: Vec<String>,
        count: Option<i64>,
        seed: Option<u64>,
        source: Option<&str>,
        ui: Lang,
    ) -> Result<QuizRequest, AppError> {
        let mode = match mode {
            "practice" => Mode::Practice,
            "exam" => Mode::Exam,
            _ => {
                return Err(AppError::BadRequest(
                    "`mode` must be \"practice\" or \"exam\".".into(),
                ));
            }
        };
        let lang = match lang.filter(|l| !l.is_empty()) {
            None => ui,
            Some(l) => i18n::exact(l)
                .ok_or_else(|| AppError::BadRequest("`lang` must be one of en, pt, ru, sr.".into()))?,
        };
        if topics.len() > 50 || topics.iter().any(|t| t.len() > 60) {
            return Err(AppError::BadRequest("Too many or too long topics.".into()));
        }
        let default = if mode == Mode::Exam { 30 } else { 10 };
        let count = match count {
            None => default,
            Some(n) if (1..=MAX_QUESTIONS as i64).contains(&n) => n as usize,
            Some(_) => {
                return Err(AppError::BadRequest(format!(
                    "`count` must be from 1 to {MAX_QUESTIONS}."
                )));
            }
        };
        let source = match source.unwrap_or("topics") {
            "topics" | "" => Source::Topics,
            "mistakes" => Source::Mistakes,
            "due" => Source::Due,
            _ => {
                return Err(AppError::BadRequest(
                    "`source` must be topics, mistakes or due.".into(),
                ));
            }
        };
        let seed = seed.unwrap_or_else(rand::random);
        Ok(QuizRequest {
            mode,
            lang,
            topics,
            count,
            seed,
            source,
        })
    }
}

/// Build and store a quiz for `guest`; returns its id.
pub async fn create(state: &AppState, guest: &Guest, request: QuizRequest) -> Result<String, AppError> {
    let (kb, store) = (state.kb.clone(), state.store.clone());
    let user_id = guest.id;
    let exam_ms = state.exam_duration.as_millis() as i64;
    let outcome = web::block(move || -> anyhow::Result<Result<String, AppError>> {
        let now = now_ms();
        let questions: Vec<Question> = match request.source {
            Source::Topics => match select::build(&kb, &request.topics, request.count, request.seed) {
                Ok(q) => q,
                Err(e) => return Ok(Err(AppError::BadRequest(capitalise(&e.to_string())))),
            },
            Source::Mistakes | Source::Due => {
                let keys = if request.source == Source::Mistakes {
                    store.mistakes(user_id, request.count)?
                } else {
                    store.due(user_id, now, request.count)?
                };
                let qs: Vec<Question> = keys
                    .iter()
                    .filter_map(|k| items::resolve(&kb, k, request.seed))
                    .collect();
                if qs.is_empty() {
                    let msg = if request.source == Source::Mistakes {
                        "There are no mistakes to retry yet."
                    } else {
                        "Nothing is due for review right now."
                    };
                    return Ok(Err(AppError::Unprocessable(msg.into())));
                }
                qs
            }
        };
        let deadline = (request.mode == Mode::Exam).then_some(now + exam_ms);
        let id = store.create_attempt(
            &NewAttempt {
                user_id,
                mode: request.mode,
                lang: request.lang.code(),
                seed: request.seed,
                source: request.source,
                topics: &request.topics,
                deadline,
                questions: &questions,
            },
            now,
        )?;
        Ok(Ok(id))
    })
    .await
    .map_err(|e| AppError::Internal(anyhow::anyhow!("blocking task failed: {e}")))?;
    outcome.map_err(AppError::Internal)?
}

fn capitalise(s: &str) -> String {
    let mut c = s.chars();
    match c.next() {
        Some(f) => f.to_uppercase().chain(c).collect::<String>() + ".",
        None => String::new(),
    }
}

/// Load a quiz of `guest`, or 404.
pub async fn load(state: &AppState, guest: Option<&Guest>, id: &str) -> Result<Attempt, AppError> {
    let not_found = || AppError::NotFound("No such quiz.".into());
    let Some(guest) = guest else {
        return Err(not_found());
    };
    if id.len() > 64 {
        return Err(not_found());
    }
    let (store, id, user) = (state.store.clone(), id.to_string(), guest.id);
    blocking(move || store.attempt(&id, user))
        .await?
        .ok_or_else(not_found)
}

/// Question id as the client sees it: `q1`, `q2`, …
pub fn question_id(position: usize) -> String {
    format!("q{}", position + 1)
}

/// Option id as the client sees it: `a`, `b`, …
pub fn option_id(index: usize) -> String {
    ((b'a' + index as u8) as char).to_string()
}

/// Parse `q7` → 6.
pub fn parse_question_id(s: &str) -> Option<usize> {
    s.strip_prefix('q')?
        .parse::<usize>()
        .ok()
        .filter(|n| *n >= 1 && *n <= MAX_QUESTIONS)
        .map(|n| n - 1)
}

/// Parse `c` → 2.
pub fn parse_option_id(s: &str) -> Option<usize> {
    match s.as_bytes() {
        [b @ b'a'..=b'z'] => Some((b - b'a') as usize),
        _ => None,
    }
}

/// Record an answer; maps refusals to HTTP errors.
pub async fn answer(
    state: &AppState,
    guest: &Guest,
    id: &str,
    position: usize,
    option: usize,
) -> Result<bool, AppError> {
    let (store, id, user) = (state.store.clone(), id.to_string(), guest.id);
    match blocking(move || store.answer(&id, user, position, option, now_ms())).await? {
        AnswerOutcome::Recorded { correct } => Ok(correct),
        AnswerOutcome::NoQuiz => Err(AppError::NotFound("No such quiz.".into())),
        AnswerOutcome::NoQuestion => Err(AppError::Unprocessable("This quiz has no such question.".into())),
        AnswerOutcome::NoOption => Err(AppError::Unprocessable(
            "This question has no such option.".into(),
        )),
        AnswerOutcome::Finished => Err(AppError::Conflict(
            "This quiz is finished; answers can no longer change.".into(),
        )),
        AnswerOutcome::TooLate => Err(AppError::Conflict(
            "The exam time is over: answers are no longer accepted.".into(),
        )),
        AnswerOutcome::AlreadyAnswered => Err(AppError::Conflict(
            "This question was already answered with another option.".into(),
        )),
    }
}

/// Finish a quiz.
pub async fn finish(state: &AppState, guest: &Guest, id: &str) -> Result<(Attempt, Score), AppError> {
    let (store, id, user) = (state.store.clone(), id.to_string(), guest.id);
    blocking(move || store.finish(&id, user, now_ms()))
        .await?
        .ok_or_else(|| AppError::NotFound("No such quiz.".into()))
}

/// An option as the client sees it.
#[derive(Debug, Serialize)]
pub struct OptionView {
    id: String,
    text: String,
}

/// A question as the client sees it before answering: no answer key.
#[derive(Debug, Serialize)]
pub struct QuestionView {
    /// `q1`…
    pub id: String,
    /// Topic id.
    pub topic: String,
    /// Topic name in the quiz language.
    pub topic_name: String,
    /// The question.
    pub stem: String,
    /// The options.
    pub options: Vec<OptionView>,
    /// Articles that decide it.
    pub articles: Vec<String>,
}

/// `q` in `lang`, without its answer.
pub fn question_view(kb: &KnowledgeBase, q: &Question, position: usize, lang: Lang) -> QuestionView {
    QuestionView {
        id: question_id(position),
        topic: q.topic.clone(),
        topic_name: topic_name(kb, &q.topic, lang),
        stem: q.stem.get(lang).clone(),
        options: q
            .options
            .iter()
            .enumerate()
            .map(|(i, o)| OptionView {
                id: option_id(i),
                text: o.get(lang).clone(),
            })
            .collect(),
        articles: q.articles.clone(),
    }
}

/// Topic display name (engine topics share names with content topics).
pub fn topic_name(kb: &KnowledgeBase, topic: &str, lang: Lang) -> String {
    kb.topic(topic)
        .map(|t| t.name.get(lang).clone())
        .unwrap_or_else(|| topic.to_string())
}

/// Feedback on one answered question (practice, or the review after finishing).
#[derive(Debug, Serialize)]
pub struct Feedback {
    /// `q1`…
    pub question: String,
    /// The option chosen, if any.
    pub chosen: Option<String>,
    /// The right option.
    pub correct_option: String,
    /// Whether the chosen option was right.
    pub correct: bool,
    /// Why.
    pub explanation: String,
    /// The ruling page explaining the rule.
    pub ruling: Option<String>,
}

/// Feedback for question `position` of `attempt`.
pub fn feedback(attempt: &Attempt, position: usize, lang: Lang) -> Option<Feedback> {
    let (q, a) = attempt.questions.get(position)?;
    Some(Feedback {
        question: question_id(position),
        chosen: a.map(|a| option_id(a.chosen)),
        correct_option: option_id(q.correct),
        correct: a.is_some_and(|a| a.correct),
        explanation: q.explanation.get(lang).clone(),
        ruling: q.ruling.as_ref().map(|r| format!("/rulings/{r}")),
    })
}

/// The language a quiz was created in.
pub(crate) fn lang_of(attempt: &Attempt) -> Lang {
    i18n::exact(&attempt.lang).unwrap_or(Lang::En)
}

#[derive(Serialize)]
struct QuizResponse {
    id: String,
    mode: Mode,
    lang: String,
    deadline: Option<String>,
    finished: bool,
    questions: Vec<QuestionView>,
    /// Feedback already due: answered practice questions, or every question once finished.
    feedback: Vec<Feedback>,
}

fn quiz_response(kb: &KnowledgeBase, attempt: &Attempt) -> QuizResponse {
    let lang = lang_of(attempt);
    let feedback = attempt
        .questions
        .iter()
        .enumerate()
        .filter(|(_, (_, a))| attempt.is_finished() || (attempt.mode == Mode::Practice && a.is_some()))
        .filter_map(|(i, _)| feedback(attempt, i, lang))
        .collect();
    QuizResponse {
        id: attempt.id.clone(),
        mode: attempt.mode,
        lang: attempt.lang.clone(),
        deadline: attempt.deadline.map(rfc3339),
        finished: attempt.is_finished(),
        questions: attempt
            .questions
            .iter()
            .enumerate()
            .map(|(i, (q, _))| question_view(kb, q, i, lang))
            .collect(),
        feedback,
    }
}

fn with_cookie(mut resp: HttpResponse, cookie: Option<Cookie<'static>>) -> HttpResponse {
    if let Some(c) = cookie
        && let Ok(v) = header::HeaderValue::from_str(&c.to_string())
    {
        resp.headers_mut().append(header::SET_COOKIE, v);
    }
    resp
}

fn no_store(mut resp: HttpResponse) -> HttpResponse {
    resp.headers_mut().insert(
        header::CACHE_CONTROL,
        header::HeaderValue::from_static("no-store"),
    );
    resp
}

/// `POST /api/quizzes`
pub(crate) async fn api_create(
    req: HttpRequest,
    state: web::Data<AppState>,
    body: web::Json<CreateQuiz>,
) -> Result<HttpResponse, ApiError> {
    same_origin(&req)?;
    let b = body.into_inner();
    let request = QuizRequest::parse(
        &b.mode,
        b.lang.as_deref(),
        b.topics.unwrap_or_default(),
        b.count,
        b.seed,
        b.source.as_deref(),
        i18n::negotiate(&req),
    )?;
    let (guest, cookie) = ensure_guest(&state, &req).await?;
    let id = create(&state, &guest, request).await?;
    let attempt = load(&state, Some(&guest), &id).await?;
    let resp = HttpResponse::Created()
        .insert_header((header::LOCATION, format!("/api/quizzes/{id}")))
        .json(quiz_response(&state.kb, &attempt));
    Ok(no_store(with_cookie(resp, cookie)))
}

/// `GET /api/quizzes/{id}`
pub(crate) async fn api_get(
    req: HttpRequest,
    state: web::Data<AppState>,
    id: web::Path<String>,
) -> Result<HttpResponse, ApiError> {
    let guest = find_guest(&state, &req).await?;
    let attempt = load(&state, guest.as_ref(), &id).await?;
    Ok(no_store(
        HttpResponse::Ok().json(quiz_response(&state.kb, &attempt)),
    ))
}

/// `POST /api/quizzes/{id}/answers` body.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct AnswerBody {
    question: String,
    option: String,
}

/// `POST /api/quizzes/{id}/answers`
pub(crate) async fn api_answer(
    req: HttpRequest,
    state: web::Data<AppState>,
    id: web::Path<String>,
    body: web::Json<AnswerBody>,
) -> Result<HttpResponse, ApiError> {
    same_origin(&req)?;
    let guest = find_guest(&state, &req)
        .await?
        .ok_or_else(|| AppError::NotFound("No such quiz.".into()))?;
    let position = parse_question_id(&body.question)
        .ok_or_else(|| AppError::Unprocessable("`question` must be an id such as \"q1\".".into()))?;
    let option = parse_option_id(&body.option)
        .ok_or_else(|| AppError::Unprocessable("`option` must be an id such as \"a\".".into()))?;
    answer(&state, &guest, &id, position, option).await?;
    let attempt = load(&state, Some(&guest), &id).await?;
    let resp = match attempt.mode {
        Mode::Exam => HttpResponse::Ok().json(serde_json::json!({ "recorded": true })),
        Mode::Practice => {
            let f = feedback(&attempt, position, lang_of(&attempt)).expect("the question exists");
            HttpResponse::Ok().json(serde_json::json!({
                "correct": f.correct,
                "correct_option": f.correct_option,
                "explanation": f.explanation,
                "ruling": f.ruling,
            }))
        }
    };
    Ok(no_store(resp))
}

/// The review of a finished quiz.
#[derive(Serialize)]
pub struct FinishResponse {
    /// Right answers.
    pub score: usize,
    /// Questions.
    pub total: usize,
    /// At least 80 %.
    pub passed: bool,
    /// Every question with the right option and the explanation.
    pub review: Vec<Feedback>,
}

/// The review of `attempt`.
pub fn finish_response(attempt: &Attempt, score: Score) -> FinishResponse {
    let lang = lang_of(attempt);
    FinishResponse {
        score: score.score,
        total: score.total,
        passed: score.passed,
        review: (0..attempt.questions.len())
            .filter_map(|i| feedback(attempt, i, lang))
            .collect(),
    }
}

/// `POST /api/quizzes/{id}/finish`
pub(crate) async fn api_finish(
    req: HttpRequest,
    state: web::Data<AppState>,
    id: web::Path<String>,
) -> Result<HttpResponse, ApiError> {
    same_origin(&req)?;
    let guest = find_guest(&state, &req)
        .await?
        .ok_or_else(|| AppError::NotFound("No such quiz.".into()))?;
    let (attempt, score) = finish(&state, &guest, &id).await?;
    Ok(no_store(
        HttpResponse::Ok().json(finish_response(&attempt, score)),
    ))
}

/// Per-topic progress of a user.
#[derive(Debug, Serialize)]
pub struct TopicProgress {
    /// Topic id.
    pub topic: String,
    /// Name in the UI language.
    pub name: String,
    /// Questions answered.
    pub answered: usize,
    /// Answered right.
    pub right: usize,
    /// Share right, 0–100.
    pub accuracy: u32,
    /// Questions due for review now.
    pub due: usize,
}

/// A finished quiz in the history.
#[derive(Debug, Serialize)]
pub struct HistoryView {
    /// Attempt id.
    pub id: String,
    /// Mode.
    pub mode: Mode,
    /// When (RFC 3339).
    pub finished_at: String,
    /// Right answers.
    pub score: usize,
    /// Questions.
    pub total: usize,
    /// Percentage right.
    pub percent: u32,
}

/// Progress figures for the API and the pages.
#[derive(Debug, Serialize)]
pub struct ProgressView {
    /// Per topic, weakest first.
    pub topics: Vec<TopicProgress>,
    /// Finished quizzes, oldest first.
    pub history: Vec<HistoryView>,
    /// Questions due now.
    pub due_total: usize,
    /// Next time something falls due (RFC 3339), if nothing is due now.
    pub next_due: Option<String>,
}

/// The progress of `guest` (empty for a visitor without a guest).
pub async fn progress(state: &AppState, guest: Option<&Guest>, lang: Lang) -> Result<ProgressView, AppError> {
    let Some(guest) = guest else {
        return Ok(ProgressView {
            topics: Vec::new(),
            history: Vec::new(),
            due_total: 0,
            next_due: None,
        });
    };
    let (store, user) = (state.store.clone(), guest.id);
    let now = now_ms();
    let ((topics, history), next) =
        blocking(move || Ok((store.progress(user, now)?, store.next_due(user)?))).await?;
    let mut topics: Vec<TopicProgress> = topics
        .into_iter()
        .map(|t| TopicProgress {
            name: topic_name(&state.kb, &t.topic, lang),
            accuracy: (t.right * 100).checked_div(t.answered).unwrap_or(0) as u32,
            topic: t.topic,
            answered: t.answered,
            right: t.right,
            due: t.due,
        })
        .collect();
    topics.sort_by(|a, b| a.accuracy.cmp(&b.accuracy).then(b.answered.cmp(&a.answered)));
    let due_total = topics.iter().map(|t| t.due).sum();
    Ok(ProgressView {
        topics,
        history: history
            .into_iter()
            .map(|h| HistoryView {
                percent: (h.score * 100).checked_div(h.total).unwrap_or(0) as u32,
                id: h.id,
                mode: h.mode,
                finished_at: rfc3339(h.finished_at),
                score: h.score,
                total: h.total,
            })
            .collect(),
        due_total,
        next_due: if due_total == 0 {
            next.filter(|n| *n > now).map(rfc3339)
        } else {
            None
        },
    })
}

/// `GET /api/progress`
pub(crate) async fn api_progress(
    req: HttpRequest,
    state: web::Data<AppState>,
) -> Result<HttpResponse, ApiError> {
    let guest = find_guest(&state, &req).await?;
    let view = progress(&state, guest.as_ref(), i18n::negotiate(&req)).await?;
    Ok(no_store(HttpResponse::Ok().json(view)))
}
