//! Quizzes over HTTP: the JSON API (`/api/quizzes…`) and the views the HTML
//! quiz pages share. Parsing at the edge, one `training` call, rendering. The right option,
//! the articles and the explanation of a question are sent only when due: after the answer in
//! practice, after finishing in an exam.

use actix_web::http::header;
use actix_web::{HttpRequest, HttpResponse, web};
use serde::{Deserialize, Serialize};

use crate::content::{KnowledgeBase, Lang};
use crate::locales::Message;
use crate::quiz::Served;
use crate::quiz::grade::Score;
use crate::store::quiz::{Attempt, Mode, Source};
use crate::store::users::Session;
use crate::training::attempts::{MAX_QUESTIONS, QuizSpec};
// `cli` and the tests read the clock as `web::quiz::now_ms`.
pub use crate::web::clock::now_ms;
use crate::web::clock::rfc3339;
use crate::web::error::{ApiError, AppError};
use crate::web::locale::{self, Locale};
use crate::web::session::{self, blocking, no_store, same_origin, with_cookies};
use crate::web::{AppState, Live};

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

/// Validate the fields of a quiz request (shared by the JSON API and the HTML form). An exam
/// without topics follows the blueprint. One argument per request field, as both forms send them.
#[allow(clippy::too_many_arguments)]
pub fn parse_spec(
    kb: &KnowledgeBase,
    mode: &str,
    lang: Option<&str>,
    topics: Vec<String>,
    count: Option<i64>,
    seed: Option<u64>,
    source: Option<&str>,
    ui: Locale,
) -> Result<QuizSpec, AppError> {
    let mode = match mode {
        "practice" => Mode::Practice,
        "exam" => Mode::Exam,
        _ => {
            return Err(AppError::BadRequest(Message::new("error-mode-param")));
        }
    };
    let locale = match lang.filter(|l| !l.is_empty()) {
        None => ui,
        Some(l) => Locale::parse(l).ok_or_else(|| AppError::BadRequest(Message::new("error-lang-param")))?,
    };
    if topics.len() > 50 || topics.iter().any(|t| t.len() > 60) {
        return Err(AppError::BadRequest(Message::new("error-topics-param")));
    }
    let default = if mode == Mode::Exam {
        kb.blueprint().questions
    } else {
        10
    };
    let count = match count {
        None => default,
        Some(n) if (1..=MAX_QUESTIONS as i64).contains(&n) => n as usize,
        Some(_) => {
            return Err(AppError::BadRequest(
                Message::new("error-count-param").with("max", MAX_QUESTIONS),
            ));
        }
    };
    let source = match source.unwrap_or("") {
        "topics" | "" if mode == Mode::Exam && topics.is_empty() => Source::Blueprint,
        "topics" | "" => Source::Topics,
        "mistakes" => Source::Mistakes,
        "due" => Source::Due,
        _ => {
            return Err(AppError::BadRequest(Message::new("error-source-param")));
        }
    };
    Ok(QuizSpec {
        mode,
        locale: locale.code().to_string(),
        lang: locale.lang,
        topics,
        count,
        seed,
        source,
    })
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

/// The locale a quiz is shown in.
pub fn locale_of(attempt: &Attempt) -> Locale {
    Locale::parse(&attempt.lang).unwrap_or(Locale::latin(Lang::En))
}

/// An option as the client sees it.
#[derive(Debug, Serialize)]
pub struct OptionView {
    id: String,
    text: String,
}

/// A question as the client sees it before answering: nothing points at the key.
#[derive(Debug, Serialize)]
pub struct QuestionView {
    /// `q1`…
    pub id: String,
    /// Topic it was asked under.
    pub topic: String,
    /// Topic name in the quiz language.
    pub topic_name: String,
    /// The question.
    pub stem: String,
    /// The options.
    pub options: Vec<OptionView>,
    /// A position (FEN), when the question is about one.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub fen: Option<String>,
    /// The position as an accessible SVG board (pages only).
    #[serde(skip)]
    pub board: Option<String>,
}

/// `q` as shown before answering.
pub fn question_view(kb: &KnowledgeBase, q: &Served, position: usize, lang: Lang) -> QuestionView {
    let topic = q.topics.first().cloned().unwrap_or_default();
    QuestionView {
        id: question_id(position),
        topic_name: topic_name(kb, &topic, lang),
        topic,
        stem: q.stem.clone(),
        options: q
            .options
            .iter()
            .enumerate()
            .map(|(i, o)| OptionView {
                id: option_id(i),
                text: o.clone(),
            })
            .collect(),
        board: q
            .fen
            .as_deref()
            .and_then(|f| crate::quiz::board::svg(f, lang, &format!("board-{position}")).ok()),
        fen: q.fen.clone(),
    }
}

/// Topic display name.
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
    /// The articles that decide it.
    pub articles: Vec<String>,
    /// The ruling page explaining the rule.
    pub ruling: Option<String>,
    /// The topic it was asked under, then its ruling's topics: what the answer counts for.
    pub topics: Vec<String>,
}

/// Feedback for question `position` of `attempt`.
pub fn feedback(attempt: &Attempt, position: usize) -> Option<Feedback> {
    let (q, a) = attempt.questions.get(position)?;
    Some(Feedback {
        question: question_id(position),
        chosen: a.as_ref().map(|a| option_id(a.chosen)),
        correct_option: option_id(q.correct),
        correct: a.as_ref().is_some_and(|a| a.correct),
        explanation: q.explanation.clone(),
        articles: q.articles.clone(),
        ruling: q.ruling.as_ref().map(|r| format!("/rulings/{r}")),
        topics: q.topics.clone(),
    })
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
    let lang = locale_of(attempt).lang;
    let feedback = attempt
        .questions
        .iter()
        .enumerate()
        .filter(|(_, (_, a))| attempt.is_finished() || (attempt.mode == Mode::Practice && a.is_some()))
        .filter_map(|(i, _)| feedback(attempt, i))
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

/// A JSON answer in the quiz's script (Serbian Cyrillic quizzes are stored in Latin).
pub(crate) fn json_in(locale: Locale, value: impl Serialize) -> Result<HttpResponse, AppError> {
    let mut v = serde_json::to_value(value).map_err(|e| AppError::Internal(e.into()))?;
    locale.json(&mut v);
    Ok(HttpResponse::Ok().json(v))
}

/// Create a quiz for `session` (the blocking part of both the API and the form).
pub async fn create(
    state: &AppState,
    live: &std::sync::Arc<Live>,
    session: &Session,
    spec: QuizSpec,
    req: &HttpRequest,
) -> Result<String, AppError> {
    let (training, live, session, ip) = (
        state.training.clone(),
        live.clone(),
        session.clone(),
        session::client_ip(req),
    );
    blocking(move || Ok(training.create_quiz(&live.kb, live.kb.version(), &session, &spec, &ip, now_ms())?))
        .await
}

/// Load a quiz of the request's session, or 404.
pub async fn load(state: &AppState, session: Option<&Session>, id: &str) -> Result<Attempt, AppError> {
    let (training, session, id) = (state.training.clone(), session.cloned(), id.to_string());
    let live = state.live();
    blocking(move || Ok(training.quiz(&live.kb, session.as_ref(), &id)?)).await
}

/// Record an answer.
pub async fn answer(
    state: &AppState,
    session: &Session,
    id: &str,
    position: usize,
    option: usize,
) -> Result<bool, AppError> {
    let (training, session, id) = (state.training.clone(), session.clone(), id.to_string());
    blocking(move || Ok(training.answer(&session, &id, position, option, now_ms())?)).await
}

/// Finish a quiz.
pub async fn finish(state: &AppState, session: &Session, id: &str) -> Result<(Attempt, Score), AppError> {
    let (training, session, id) = (state.training.clone(), session.clone(), id.to_string());
    let live = state.live();
    blocking(move || Ok(training.finish(&live.kb, &session, &id, now_ms())?)).await
}

/// `POST /api/quizzes`
pub(crate) async fn api_create(
    req: HttpRequest,
    state: web::Data<AppState>,
    body: web::Json<CreateQuiz>,
) -> Result<HttpResponse, ApiError> {
    same_origin(&req)?;
    let live = state.live();
    let b = body.into_inner();
    let spec = parse_spec(
        &live.kb,
        &b.mode,
        b.lang.as_deref(),
        b.topics.unwrap_or_default(),
        b.count,
        b.seed,
        b.source.as_deref(),
        locale::negotiate(&req),
    )?;
    let ((_, session), cookie) = session::ensure(&state, &req).await?;
    let id = create(&state, &live, &session, spec, &req).await?;
    let attempt = load(&state, Some(&session), &id).await?;
    let mut v =
        serde_json::to_value(quiz_response(&live.kb, &attempt)).map_err(|e| AppError::Internal(e.into()))?;
    locale_of(&attempt).json(&mut v);
    let resp = HttpResponse::Created()
        .insert_header((header::LOCATION, format!("/api/quizzes/{id}")))
        .json(v);
    Ok(no_store(with_cookies(resp, cookie)))
}

/// `GET /api/quizzes/{id}`
pub(crate) async fn api_get(
    req: HttpRequest,
    state: web::Data<AppState>,
    id: web::Path<String>,
) -> Result<HttpResponse, ApiError> {
    let live = state.live();
    let session = session::current(&state, &req).await?.map(|(_, s)| s);
    let attempt = load(&state, session.as_ref(), &id).await?;
    Ok(no_store(json_in(
        locale_of(&attempt),
        quiz_response(&live.kb, &attempt),
    )?))
}

/// What a POST about one question of a quiz starts with: the request comes from our own pages,
/// the reader has a session (a quiz belongs to one), and `question` names a question (`q3`).
async fn quiz_question(
    state: &AppState,
    req: &HttpRequest,
    question: &str,
) -> Result<(Session, usize), ApiError> {
    same_origin(req)?;
    let (_, session) = session::current(state, req)
        .await?
        .ok_or_else(|| AppError::NotFound(Message::new("error-no-quiz")))?;
    let position = parse_question_id(question)
        .ok_or_else(|| AppError::Unprocessable(Message::new("error-question-param")))?;
    Ok((session, position))
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
    let (session, position) = quiz_question(&state, &req, &body.question).await?;
    let option = parse_option_id(&body.option)
        .ok_or_else(|| AppError::Unprocessable(Message::new("error-option-param")))?;
    answer(&state, &session, &id, position, option).await?;
    let attempt = load(&state, Some(&session), &id).await?;
    let resp = match attempt.mode {
        Mode::Exam => HttpResponse::Ok().json(serde_json::json!({ "recorded": true })),
        Mode::Practice => {
            let f = feedback(&attempt, position).expect("the question exists");
            json_in(locale_of(&attempt), f)?
        }
    };
    Ok(no_store(resp))
}

/// Body of `POST /api/quizzes/{id}/flags`.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct FlagBody {
    question: String,
    flagged: bool,
}

/// `POST /api/quizzes/{id}/flags`: flag an exam question for review, or take the flag off.
pub(crate) async fn api_flag(
    req: HttpRequest,
    state: web::Data<AppState>,
    id: web::Path<String>,
    body: web::Json<FlagBody>,
) -> Result<HttpResponse, ApiError> {
    let (session, position) = quiz_question(&state, &req, &body.question).await?;
    let (training, flagged, id) = (state.training.clone(), body.flagged, id.into_inner());
    blocking(move || Ok(training.flag(&session, &id, position, flagged, now_ms())?)).await?;
    Ok(no_store(
        HttpResponse::Ok().json(serde_json::json!({ "flagged": flagged })),
    ))
}

/// The review of a finished quiz.
#[derive(Serialize)]
pub struct FinishResponse {
    /// Right answers.
    pub score: usize,
    /// Questions.
    pub total: usize,
    /// At least the pass mark.
    pub passed: bool,
    /// Every question with the right option, the explanation and the articles.
    pub review: Vec<Feedback>,
}

/// The review of `attempt`.
pub fn finish_response(attempt: &Attempt, score: Score) -> FinishResponse {
    FinishResponse {
        score: score.score,
        total: score.total,
        passed: score.passed,
        review: (0..attempt.questions.len())
            .filter_map(|i| feedback(attempt, i))
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
    let (_, session) = session::current(&state, &req)
        .await?
        .ok_or_else(|| AppError::NotFound(Message::new("error-no-quiz")))?;
    let (attempt, score) = finish(&state, &session, &id).await?;
    Ok(no_store(json_in(
        locale_of(&attempt),
        finish_response(&attempt, score),
    )?))
}
