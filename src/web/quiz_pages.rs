//! The quiz pages: start a quiz, answer it (one question at a time in practice, one form in an
//! exam), see the result and review, follow progress and what is due for study. They work
//! without JavaScript; every form carries the guest's anti-forgery token.

use actix_web::{HttpRequest, HttpResponse, web};
use serde::Serialize;

use crate::locales::Message;
use crate::quiz::select;
use crate::store::quiz::{Attempt, Mode};
use crate::store::users::Session;
use crate::web::clock::{now_ms, rfc3339};
use crate::web::error::{AppError, PageError};
use crate::web::form::{Form, personal, personal_in, see_other};
use crate::web::progress;
use crate::web::quiz::{self, feedback, load, parse_option_id, parse_question_id, question_view};
use crate::web::session::{self, check_form, form_token, with_cookies};
use crate::web::{AppState, i18n, locale};

/// The session posting `form`, after the origin and anti-forgery checks; a new guest's when
/// the browser has none yet (`ensure`), with the cookie to set.
async fn posting_session(
    state: &AppState,
    req: &HttpRequest,
    form: &Form,
    ensure: bool,
) -> Result<(Session, Option<actix_web::cookie::Cookie<'static>>), AppError> {
    let current = session::current(state, req).await?;
    check_form(req, current.as_ref().map(|(_, s)| s), form.get("csrf"))?;
    match current {
        Some((_, s)) => Ok((s, None)),
        None if ensure => {
            let ((_, s), cookie) = session::ensure(state, req).await?;
            Ok((s, cookie))
        }
        None => Err(AppError::NotFound(Message::new("error-no-quiz"))),
    }
}

#[derive(Serialize)]
struct TopicChoice {
    id: String,
    name: String,
}

/// `GET /quiz`: choose topics, mode and length. Writes nothing: a guest is made only when a
/// quiz is started.
pub(crate) async fn start(req: HttpRequest, state: web::Data<AppState>) -> Result<HttpResponse, PageError> {
    let live = state.live();
    let lang = i18n::negotiate(&req);
    let current = session::current(&state, &req).await?.map(|(_, s)| s);
    let (csrf, cookie) = form_token(&req, current.as_ref());
    let topics: Vec<TopicChoice> = select::available_topics(&live.kb)
        .into_iter()
        .map(|t| TopicChoice {
            name: quiz::topic_name(&live.kb, &t, lang),
            id: t,
        })
        .collect();
    let progress = progress::progress(&state, &live, current.as_ref(), lang).await?;
    let has_history = !progress.history.is_empty() || !progress.topics.is_empty();
    let class_exams = match &current {
        Some(s) => {
            let (training, s) = (state.training.clone(), s.clone());
            session::blocking(move || Ok(training.my_class_exams(&s)?)).await?
        }
        None => Vec::new(),
    };
    let now = now_ms();
    let class_exams: Vec<_> = class_exams
        .into_iter()
        .map(|(c, e, taken)| {
            minijinja::context! {
                id => e.id, title => e.title, class => c.name, minutes => e.minutes, count => e.count,
                open => now >= e.opens_at && now < e.closes_at, taken => taken,
                opens => rfc3339(e.opens_at), closes => rfc3339(e.closes_at),
            }
        })
        .collect();
    personal(
        &state,
        &req,
        "quiz_start.html",
        minijinja::context! {
            csrf => csrf,
            topics => topics,
            due_total => progress.due_total,
            has_history => has_history,
            exam_minutes => state.training.policy().exam_duration.as_secs() / 60,
            exam_questions => live.kb.blueprint().questions,
            class_exams => class_exams,
        },
        cookie.into_iter().collect(),
    )
}

/// `POST /quiz`: create a quiz from the start form.
pub(crate) async fn create(
    req: HttpRequest,
    state: web::Data<AppState>,
    body: web::Bytes,
) -> Result<HttpResponse, PageError> {
    let live = state.live();
    let form = Form::parse(&body);
    let count = match form.get("count").filter(|c| !c.is_empty()) {
        Some(c) => Some(
            c.parse::<i64>()
                .map_err(|_| AppError::BadRequest(Message::new("error-length-number")))?,
        ),
        None => None,
    };
    let spec = quiz::parse_spec(
        &live.kb,
        form.get("mode").unwrap_or("practice"),
        form.get("lang"),
        form.all("topics"),
        count,
        None,
        form.get("source"),
        locale::negotiate(&req),
    )?;
    let (session, cookie) = posting_session(&state, &req, &form, true).await?;
    let id = quiz::create(&state, &live, &session, spec, &req).await?;
    Ok(with_cookies(see_other(format!("/quiz/{id}")), cookie))
}

#[derive(Serialize)]
struct ReviewItem {
    number: usize,
    stem: String,
    board: Option<String>,
    options: Vec<ReviewOption>,
    correct: bool,
    answered: bool,
    explanation: String,
    ruling: Option<String>,
    articles: Vec<crate::web::view::Chip>,
    /// The question's first topic, for the practice result's weakest topics.
    topic: String,
    /// Flagged for review during the exam.
    flagged: bool,
}

#[derive(Serialize)]
struct ReviewOption {
    text: String,
    chosen: bool,
    right: bool,
}

fn review_item(attempt: &Attempt, position: usize) -> Option<ReviewItem> {
    let (q, a) = attempt.questions.get(position)?;
    let f = feedback(attempt, position)?;
    let lang = quiz::locale_of(attempt).lang;
    Some(ReviewItem {
        flagged: attempt.flagged.contains(&position),
        number: position + 1,
        stem: q.stem.clone(),
        board: q
            .fen
            .as_deref()
            .and_then(|fen| crate::quiz::board::svg(fen, lang, &format!("board-{position}")).ok()),
        options: q
            .options
            .iter()
            .enumerate()
            .map(|(i, o)| ReviewOption {
                text: o.clone(),
                chosen: a.as_ref().is_some_and(|a| a.chosen == i),
                right: i == q.correct,
            })
            .collect(),
        correct: f.correct,
        answered: a.is_some(),
        explanation: f.explanation,
        ruling: f.ruling,
        articles: f
            .articles
            .iter()
            .map(|a| crate::web::view::article_chip(a))
            .collect(),
        topic: q.topics.first().cloned().unwrap_or_default(),
    })
}

/// `GET /quiz/{id}`: the next question (practice) or the exam form.
pub(crate) async fn show(
    req: HttpRequest,
    state: web::Data<AppState>,
    id: web::Path<String>,
) -> Result<HttpResponse, PageError> {
    let live = state.live();
    let current = session::current(&state, &req).await?.map(|(_, s)| s);
    let attempt = load(&state, current.as_ref(), &id).await?;
    let session = current.expect("load succeeded, so there is a session");
    if attempt.is_finished() {
        return Ok(see_other(format!("/quiz/{}/result", attempt.id)));
    }
    let lang = quiz::locale_of(&attempt).lang;
    let total = attempt.questions.len();
    let answered = attempt.questions.iter().filter(|(_, a)| a.is_some()).count();
    match attempt.mode {
        Mode::Practice => {
            let fb = locale::query_param(req.query_string(), "fb")
                .and_then(|f| parse_question_id(&f))
                .filter(|p| attempt.questions.get(*p).is_some_and(|(_, a)| a.is_some()))
                .and_then(|p| review_item(&attempt, p));
            let next = attempt.questions.iter().position(|(_, a)| a.is_none());
            // After an answer the page is its feedback and a "Next" link: the next question
            // starts its own page at the top, not a screen or two below the feedback.
            let (question, next_number) = match &fb {
                Some(_) => (None, next.map(|p| p + 1)),
                None => (
                    next.map(|p| question_view(&live.kb, &attempt.questions[p].0, p, lang)),
                    None,
                ),
            };
            // The board is kept out of the view's JSON, so it is given to the page here.
            let board = question.as_ref().and_then(|q| q.board.clone());
            personal_in(
                &state,
                &req,
                "quiz_practice.html",
                quiz::locale_of(&attempt),
                minijinja::context! {
                    quiz_id => attempt.id, csrf => session.csrf, feedback => fb, question => question, board => board,
                    number => next.map(|p| p + 1), next_number => next_number, total => total,
                    answered => answered,
                },
            )
        }
        Mode::Exam => {
            let now = now_ms();
            let (training, exam) = (state.training.clone(), attempt.class_exam_id);
            let title = crate::web::session::blocking(move || Ok(training.class_exam_title(exam)?)).await?;
            let remaining = attempt
                .deadline
                .map(|d| ((d - now).max(0) / 1000) as u64)
                .unwrap_or(0);
            let questions: Vec<_> = attempt
                .questions
                .iter()
                .enumerate()
                .map(|(i, (q, a))| {
                    let view = question_view(&live.kb, q, i, lang);
                    // The board is kept out of the view's JSON, so it is given to the page here.
                    let board = view.board.clone();
                    let flagged = attempt.flagged.contains(&i);
                    minijinja::context! { q => view, board => board, chosen => a.as_ref().map(|a| quiz::option_id(a.chosen)), flagged => flagged }
                })
                .collect();
            personal_in(
                &state,
                &req,
                "quiz_exam.html",
                quiz::locale_of(&attempt),
                minijinja::context! {
                    quiz_id => attempt.id, csrf => session.csrf, questions => questions,
                    remaining_seconds => remaining, remaining_minutes => remaining.div_ceil(60),
                    deadline => attempt.deadline.map(rfc3339), total => total, answered => answered,
                    over => attempt.is_past_deadline(now), title => title,
                },
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
    let (session, _) = posting_session(&state, &req, &form, false).await?;
    let position = form
        .get("question")
        .and_then(parse_question_id)
        .ok_or_else(|| AppError::Unprocessable(Message::new("error-no-question")))?;
    let Some(option) = form.get("option").and_then(parse_option_id) else {
        // Submitted without choosing: show the same question again.
        return Ok(see_other(format!("/quiz/{id}")));
    };
    quiz::answer(&state, &session, &id, position, option).await?;
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
    let (session, _) = posting_session(&state, &req, &form, false).await?;
    let answers: Vec<(usize, usize)> = form
        .0
        .iter()
        .filter_map(|(k, v)| Some((parse_question_id(k)?, parse_option_id(v)?)))
        .collect();
    let (training, s, quiz_id) = (state.training.clone(), session.clone(), id.to_string());
    session::blocking(move || Ok(training.answer_form(&s, &quiz_id, &answers, now_ms())?)).await?;
    quiz::finish(&state, &session, &id).await?;
    Ok(see_other(format!("/quiz/{id}/result")))
}

/// Most topics a practice result offers to practise again.
const WEAKEST_SHOWN: usize = 3;

/// A topic the trainee missed questions on, for the practice result.
#[derive(Serialize)]
struct WeakTopic {
    id: String,
    name: String,
    right: usize,
    total: usize,
}

/// The topics with wrong or unanswered questions, the lowest share right first (then the most
/// questions), at most [`WEAKEST_SHOWN`].
fn weakest_topics(
    kb: &crate::content::KnowledgeBase,
    review: &[ReviewItem],
    lang: crate::content::Lang,
) -> Vec<WeakTopic> {
    let mut by_topic: std::collections::BTreeMap<&str, (usize, usize)> = std::collections::BTreeMap::new();
    for r in review.iter().filter(|r| !r.topic.is_empty()) {
        let e = by_topic.entry(r.topic.as_str()).or_default();
        e.0 += usize::from(r.correct);
        e.1 += 1;
    }
    let mut weak: Vec<WeakTopic> = by_topic
        .into_iter()
        .filter(|(_, (right, total))| right < total)
        .map(|(id, (right, total))| WeakTopic {
            id: id.to_string(),
            name: quiz::topic_name(kb, id, lang),
            right,
            total,
        })
        .collect();
    // right/total ascending, compared without division; more questions first on a tie.
    weak.sort_by(|a, b| {
        (a.right * b.total)
            .cmp(&(b.right * a.total))
            .then(b.total.cmp(&a.total))
    });
    weak.truncate(WEAKEST_SHOWN);
    weak
}

/// `GET /quiz/{id}/result`: score and full review.
pub(crate) async fn result(
    req: HttpRequest,
    state: web::Data<AppState>,
    id: web::Path<String>,
) -> Result<HttpResponse, PageError> {
    let current = session::current(&state, &req).await?.map(|(_, s)| s);
    let attempt = load(&state, current.as_ref(), &id).await?;
    if !attempt.is_finished() {
        return Ok(see_other(format!("/quiz/{}", attempt.id)));
    }
    let score = crate::training::attempts::score_of(&attempt);
    let review: Vec<ReviewItem> = (0..attempt.questions.len())
        .filter_map(|i| review_item(&attempt, i))
        .collect();
    let lang = quiz::locale_of(&attempt).lang;
    let weakest = match attempt.mode {
        Mode::Practice => weakest_topics(&state.live().kb, &review, lang),
        Mode::Exam => Vec::new(),
    };
    personal_in(
        &state,
        &req,
        "quiz_result.html",
        quiz::locale_of(&attempt),
        minijinja::context! {
            quiz_id => attempt.id, score => score, mode => attempt.mode, review => review, weakest => weakest,
            exam => attempt.mode == Mode::Exam, csrf => current.map(|s| s.csrf),
            percent => (score.score * 100).checked_div(score.total).unwrap_or(0),
            pass_percent => crate::quiz::grade::PASS_PERCENT,
        },
    )
}

/// A point of the progress chart.
#[derive(Serialize)]
struct ChartPoint {
    x: f64,
    y: f64,
    /// The day the quiz was finished, as stored (UTC); the page shows it in the reader's zone.
    label: String,
    /// When it was finished (RFC 3339, UTC), for the browser to show the local day.
    at: String,
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
    let live = state.live();
    let lang = i18n::negotiate(&req);
    let current = session::current(&state, &req).await?.map(|(_, s)| s);
    let view = progress::progress(&state, &live, current.as_ref(), lang).await?;
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
            at: h.finished_at.clone(),
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
        Vec::new(),
    )
}

/// `GET /study`: what is due today, and the ways to practise it.
pub(crate) async fn study(req: HttpRequest, state: web::Data<AppState>) -> Result<HttpResponse, PageError> {
    let live = state.live();
    let lang = i18n::negotiate(&req);
    let current = session::current(&state, &req).await?.map(|(_, s)| s);
    let (csrf, cookie) = form_token(&req, current.as_ref());
    let view = progress::progress(&state, &live, current.as_ref(), lang).await?;
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
        minijinja::context! { csrf => csrf, progress => view, weak => weak },
        cookie.into_iter().collect(),
    )
}
