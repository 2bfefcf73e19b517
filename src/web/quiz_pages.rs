//! The quiz pages: start a quiz, answer it (one question at a time in practice, one form in an
//! exam), see the result and review, follow progress and what is due for study. They work
//! without JavaScript; every form carries the guest's anti-forgery token.

use actix_web::http::header;
use actix_web::{HttpRequest, HttpResponse, web};
use serde::Serialize;

use crate::content::Lang;
use crate::quiz::select;
use crate::store::quiz::{Attempt, Guest, Mode};
use crate::web::error::{AppError, PageError};
use crate::web::quiz::{
    self, QuizRequest, ensure_guest, feedback, find_guest, load, now_ms, parse_option_id, parse_question_id,
    question_view, same_origin,
};
use crate::web::{AppState, i18n};

/// Render a personal page: never cached, with a new guest cookie if one was made.
fn personal(
    state: &AppState,
    req: &HttpRequest,
    name: &str,
    ctx: impl Serialize,
    cookie: Option<actix_web::cookie::Cookie<'static>>,
) -> Result<HttpResponse, PageError> {
    let mut resp = state.templates.page(req, name, ctx)?;
    resp.headers_mut().insert(
        header::CACHE_CONTROL,
        header::HeaderValue::from_static("no-store"),
    );
    if let Some(c) = cookie
        && let Ok(v) = header::HeaderValue::from_str(&c.to_string())
    {
        resp.headers_mut().append(header::SET_COOKIE, v);
    }
    Ok(resp)
}

fn see_other(location: String) -> HttpResponse {
    HttpResponse::SeeOther()
        .insert_header((header::LOCATION, location))
        .finish()
}

/// Form fields, with repeated keys kept (`topics=a&topics=b`).
struct Form(Vec<(String, String)>);

impl Form {
    fn parse(body: &[u8]) -> Form {
        Form(
            form_urlencoded::parse(body)
                .map(|(k, v)| (k.into_owned(), v.into_owned()))
                .collect(),
        )
    }
    fn get(&self, key: &str) -> Option<&str> {
        self.0.iter().find(|(k, _)| k == key).map(|(_, v)| v.as_str())
    }
    fn all(&self, key: &str) -> Vec<String> {
        self.0
            .iter()
            .filter(|(k, _)| k == key)
            .map(|(_, v)| v.clone())
            .collect()
    }
}

/// Constant-time comparison, so the token cannot be guessed byte by byte from timings.
fn same_secret(a: &str, b: &str) -> bool {
    a.len() == b.len() && a.bytes().zip(b.bytes()).fold(0u8, |acc, (x, y)| acc | (x ^ y)) == 0
}

/// The guest posting `form`, after the origin and anti-forgery checks.
async fn posting_guest(state: &AppState, req: &HttpRequest, form: &Form) -> Result<Guest, AppError> {
    same_origin(req)?;
    let guest = find_guest(state, req).await?;
    match (guest, form.get("csrf")) {
        (Some(g), Some(token)) if same_secret(&g.csrf, token) => Ok(g),
        _ => Err(AppError::Forbidden(
            "This form has expired or did not come from this site. Reload the page and try again.".into(),
        )),
    }
}

#[derive(Serialize)]
struct TopicChoice {
    id: String,
    name: String,
}

/// `GET /quiz`: choose topics, mode and length.
pub(crate) async fn start(req: HttpRequest, state: web::Data<AppState>) -> Result<HttpResponse, PageError> {
    let lang = i18n::negotiate(&req);
    let (guest, cookie) = ensure_guest(&state, &req).await?;
    let topics: Vec<TopicChoice> = select::available_topics(&state.kb)
        .into_iter()
        .map(|t| TopicChoice {
            name: quiz::topic_name(&state.kb, &t, lang),
            id: t,
        })
        .collect();
    let progress = quiz::progress(&state, Some(&guest), lang).await?;
    let has_history = !progress.history.is_empty() || !progress.topics.is_empty();
    personal(
        &state,
        &req,
        "quiz_start.html",
        minijinja::context! {
            csrf => guest.csrf,
            topics => topics,
            due_total => progress.due_total,
            has_history => has_history,
            exam_minutes => state.exam_duration.as_secs() / 60,
        },
        cookie,
    )
}

/// `POST /quiz`: create a quiz from the start form.
pub(crate) async fn create(
    req: HttpRequest,
    state: web::Data<AppState>,
    body: web::Bytes,
) -> Result<HttpResponse, PageError> {
    let form = Form::parse(&body);
    let guest = posting_guest(&state, &req, &form).await?;
    let count = match form.get("count").filter(|c| !c.is_empty()) {
        Some(c) => Some(
            c.parse::<i64>()
                .map_err(|_| AppError::BadRequest("The length must be a number.".into()))?,
        ),
        None => None,
    };
    let request = QuizRequest::parse(
        form.get("mode").unwrap_or("practice"),
        form.get("lang"),
        form.all("topics"),
        count,
        None,
        form.get("source"),
        i18n::negotiate(&req),
    )?;
    let id = quiz::create(&state, &guest, request).await?;
    Ok(see_other(format!("/quiz/{id}")))
}

#[derive(Serialize)]
struct ReviewItem {
    number: usize,
    stem: String,
    options: Vec<ReviewOption>,
    correct: bool,
    answered: bool,
    explanation: String,
    ruling: Option<String>,
    articles: Vec<String>,
}

#[derive(Serialize)]
struct ReviewOption {
    text: String,
    chosen: bool,
    right: bool,
}

fn review_item(attempt: &Attempt, position: usize, lang: Lang) -> Option<ReviewItem> {
    let (q, a) = attempt.questions.get(position)?;
    let f = feedback(attempt, position, lang)?;
    Some(ReviewItem {
        number: position + 1,
        stem: q.stem.get(lang).clone(),
        options: q
            .options
            .iter()
            .enumerate()
            .map(|(i, o)| ReviewOption {
                text: o.get(lang).clone(),
                chosen: a.is_some_and(|a| a.chosen == i),
                right: i == q.correct,
            })
            .collect(),
        correct: f.correct,
        answered: a.is_some(),
        explanation: f.explanation,
        ruling: f.ruling,
        articles: q.articles.clone(),
    })
}

/// `GET /quiz/{id}`: the next question (practice) or the exam form.
pub(crate) async fn show(
    req: HttpRequest,
    state: web::Data<AppState>,
    id: web::Path<String>,
) -> Result<HttpResponse, PageError> {
    let guest = find_guest(&state, &req).await?;
    let attempt = load(&state, guest.as_ref(), &id).await?;
    let guest = guest.expect("load succeeded, so there is a guest");
    if attempt.is_finished() {
        return Ok(see_other(format!("/quiz/{}/result", attempt.id)));
    }
    let lang = quiz::lang_of(&attempt);
    let total = attempt.questions.len();
    let answered = attempt.questions.iter().filter(|(_, a)| a.is_some()).count();
    match attempt.mode {
        Mode::Practice => {
            let query =
                web::Query::<std::collections::HashMap<String, String>>::from_query(req.query_string())
                    .map(|q| q.into_inner())
                    .unwrap_or_default();
            let fb = query
                .get("fb")
                .and_then(|f| parse_question_id(f))
                .filter(|p| attempt.questions.get(*p).is_some_and(|(_, a)| a.is_some()))
                .and_then(|p| review_item(&attempt, p, lang));
            let next = attempt.questions.iter().position(|(_, a)| a.is_none());
            let question = next.map(|p| question_view(&state.kb, &attempt.questions[p].0, p, lang));
            personal(
                &state,
                &req,
                "quiz_practice.html",
                minijinja::context! {
                    quiz_id => attempt.id, csrf => guest.csrf, feedback => fb, question => question,
                    number => next.map(|p| p + 1), total => total, answered => answered,
                },
                None,
            )
        }
        Mode::Exam => {
            let now = now_ms();
            let remaining = attempt
                .deadline
                .map(|d| ((d - now).max(0) / 1000) as u64)
                .unwrap_or(0);
            let questions: Vec<_> = attempt
                .questions
                .iter()
                .enumerate()
                .map(|(i, (q, a))| {
                    let view = question_view(&state.kb, q, i, lang);
                    minijinja::context! { q => view, chosen => a.map(|a| quiz::option_id(a.chosen)) }
                })
                .collect();
            personal(
                &state,
                &req,
                "quiz_exam.html",
                minijinja::context! {
                    quiz_id => attempt.id, csrf => guest.csrf, questions => questions,
                    remaining_seconds => remaining, remaining_minutes => remaining.div_ceil(60),
                    deadline => attempt.deadline.map(quiz::rfc3339), total => total, answered => answered,
                    over => attempt.is_past_deadline(now),
                },
                None,
            )
        }
    }
}

/// `POST /quiz/{id}/answer`: a practice answer from the question form.
pub(crate) async fn answer(
    req: HttpRequest,
    state: web::Data<AppState>,
    id: web::Path<String>,
    body: web::Bytes,
) -> Result<HttpResponse, PageError> {
    let form = Form::parse(&body);
    let guest = posting_guest(&state, &req, &form).await?;
    let position = form
        .get("question")
        .and_then(parse_question_id)
        .ok_or_else(|| AppError::Unprocessable("This quiz has no such question.".into()))?;
    let Some(option) = form.get("option").and_then(parse_option_id) else {
        // Submitted without choosing: show the same question again.
        return Ok(see_other(format!("/quiz/{id}")));
    };
    quiz::answer(&state, &guest, &id, position, option).await?;
    Ok(see_other(format!(
        "/quiz/{id}?fb={}",
        quiz::question_id(position)
    )))
}

/// `POST /quiz/{id}/finish`: record the exam form's answers (if still in time) and finish.
pub(crate) async fn finish(
    req: HttpRequest,
    state: web::Data<AppState>,
    id: web::Path<String>,
    body: web::Bytes,
) -> Result<HttpResponse, PageError> {
    let form = Form::parse(&body);
    let guest = posting_guest(&state, &req, &form).await?;
    let attempt = load(&state, Some(&guest), &id).await?;
    if attempt.mode == Mode::Exam && !attempt.is_finished() && !attempt.is_past_deadline(now_ms()) {
        for (key, value) in &form.0 {
            let (Some(p), Some(o)) = (parse_question_id(key), parse_option_id(value)) else {
                continue;
            };
            match quiz::answer(&state, &guest, &id, p, o).await {
                Ok(_) | Err(AppError::Conflict(_)) => {}
                Err(e) => return Err(e.into()),
            }
        }
    }
    quiz::finish(&state, &guest, &id).await?;
    Ok(see_other(format!("/quiz/{id}/result")))
}

/// `GET /quiz/{id}/result`: score and full review.
pub(crate) async fn result(
    req: HttpRequest,
    state: web::Data<AppState>,
    id: web::Path<String>,
) -> Result<HttpResponse, PageError> {
    let guest = find_guest(&state, &req).await?;
    let attempt = load(&state, guest.as_ref(), &id).await?;
    if !attempt.is_finished() {
        return Ok(see_other(format!("/quiz/{}", attempt.id)));
    }
    let lang = quiz::lang_of(&attempt);
    let right = attempt
        .questions
        .iter()
        .filter(|(_, a)| a.is_some_and(|a| a.correct))
        .count();
    let score = crate::quiz::grade::grade(right, attempt.questions.len());
    let review: Vec<ReviewItem> = (0..attempt.questions.len())
        .filter_map(|i| review_item(&attempt, i, lang))
        .collect();
    personal(
        &state,
        &req,
        "quiz_result.html",
        minijinja::context! {
            score => score, mode => attempt.mode, review => review,
            percent => (score.score * 100).checked_div(score.total).unwrap_or(0),
            pass_percent => crate::quiz::grade::PASS_PERCENT,
        },
        None,
    )
}

/// A point of the progress chart.
#[derive(Serialize)]
struct ChartPoint {
    x: f64,
    y: f64,
    label: String,
    percent: u32,
    exam: bool,
}

/// Chart geometry (SVG user units).
const CHART_W: f64 = 600.0;
const CHART_H: f64 = 220.0;
const CHART_PAD: f64 = 30.0;

fn chart_y(percent: f64) -> f64 {
    CHART_H - CHART_PAD - percent / 100.0 * (CHART_H - 2.0 * CHART_PAD)
}

/// `GET /progress`: scores over time and mastery per topic.
pub(crate) async fn progress(
    req: HttpRequest,
    state: web::Data<AppState>,
) -> Result<HttpResponse, PageError> {
    let lang = i18n::negotiate(&req);
    let guest = find_guest(&state, &req).await?;
    let view = quiz::progress(&state, guest.as_ref(), lang).await?;
    let n = view.history.len();
    let step = if n > 1 {
        (CHART_W - 2.0 * CHART_PAD) / (n - 1) as f64
    } else {
        0.0
    };
    let points: Vec<ChartPoint> = view
        .history
        .iter()
        .enumerate()
        .map(|(i, h)| ChartPoint {
            x: CHART_PAD
                + step * i as f64
                + if n == 1 {
                    (CHART_W - 2.0 * CHART_PAD) / 2.0
                } else {
                    0.0
                },
            y: chart_y(h.percent as f64),
            label: h.finished_at.get(..10).unwrap_or_default().to_string(),
            percent: h.percent,
            exam: h.mode == Mode::Exam,
        })
        .collect();
    let polyline = points
        .iter()
        .map(|p| format!("{:.1},{:.1}", p.x, p.y))
        .collect::<Vec<_>>()
        .join(" ");
    personal(
        &state,
        &req,
        "progress.html",
        minijinja::context! {
            progress => view, points => points, polyline => polyline,
            chart => minijinja::context! {
                w => CHART_W, h => CHART_H, pad => CHART_PAD, right => CHART_W - CHART_PAD,
                y0 => chart_y(0.0), y50 => chart_y(50.0), y80 => chart_y(80.0), y100 => chart_y(100.0),
            },
        },
        None,
    )
}

/// `GET /study`: what is due today, and the ways to practise it.
pub(crate) async fn study(req: HttpRequest, state: web::Data<AppState>) -> Result<HttpResponse, PageError> {
    let lang = i18n::negotiate(&req);
    let (guest, cookie) = ensure_guest(&state, &req).await?;
    let view = quiz::progress(&state, Some(&guest), lang).await?;
    let weak: Vec<(String, String, u32)> = view
        .topics
        .iter()
        .filter(|t| t.answered > 0 && t.accuracy < 80)
        .take(5)
        .map(|t| (t.topic.clone(), t.name.clone(), t.accuracy))
        .collect();
    personal(
        &state,
        &req,
        "study.html",
        minijinja::context! { csrf => guest.csrf, progress => view, weak => weak },
        cookie,
    )
}
