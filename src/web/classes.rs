//! Classes over HTTP: create, join, set an exam, take it, and the instructor's report as JSON,
//! as a page and as CSV.

use actix_web::http::header;
use actix_web::{HttpRequest, HttpResponse, web};
use serde::Deserialize;
use time::OffsetDateTime;
use time::format_description::well_known::Rfc3339;

use crate::locales::Message;
use crate::store::classes::{Class, ClassExam};
use crate::store::users::Session;
use crate::training::classes::ClassReport;
use crate::web::AppState;
use crate::web::clock::{now_ms, rfc3339};
use crate::web::error::{ApiError, AppError, PageError};
use crate::web::form::{Form, personal, see_other, signed_in_form};
use crate::web::quiz;
use crate::web::session::{self, blocking, form_token, no_store, same_origin, signed_in};
use crate::web::{i18n, locale};

fn class_json(c: &Class) -> serde_json::Value {
    serde_json::json!({ "id": c.id, "name": c.name, "join_code": c.join_code })
}

fn exam_json(e: &ClassExam) -> serde_json::Value {
    serde_json::json!({
        "id": e.id, "class_id": e.class_id, "title": e.title, "topics": e.topics, "count": e.count,
        "minutes": e.minutes, "opens_at": rfc3339(e.opens_at), "closes_at": rfc3339(e.closes_at),
    })
}

/// `POST /api/classes` body.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct NewClass {
    name: String,
}

/// `POST /api/classes` → 201 `{"id","name","join_code"}` (instructors).
pub(crate) async fn api_create(
    req: HttpRequest,
    state: web::Data<AppState>,
    body: web::Json<NewClass>,
) -> Result<HttpResponse, ApiError> {
    same_origin(&req)?;
    let s = signed_in(&state, &req).await?;
    let training = state.training.clone();
    let name = body.into_inner().name;
    let class = blocking(move || Ok(training.create_class(&s, &name, now_ms())?)).await?;
    Ok(no_store(HttpResponse::Created().json(class_json(&class))))
}

/// `POST /api/classes/join` body.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Join {
    code: String,
}

/// `POST /api/classes/join` → 200 `{"id","name"}`.
pub(crate) async fn api_join(
    req: HttpRequest,
    state: web::Data<AppState>,
    body: web::Json<Join>,
) -> Result<HttpResponse, ApiError> {
    same_origin(&req)?;
    let s = signed_in(&state, &req).await?;
    let (training, ip) = (state.training.clone(), session::client_ip(&req));
    let code = body.into_inner().code;
    let class = blocking(move || Ok(training.join_class(&s, &code, &ip, now_ms())?)).await?;
    Ok(no_store(
        HttpResponse::Ok().json(serde_json::json!({ "id": class.id, "name": class.name })),
    ))
}

/// `POST /api/classes/{id}/roster` body.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Roster {
    /// One name a line (or a CSV whose first column is the name).
    roster: String,
}

/// `POST /api/classes/{id}/roster {"roster": "<names, one a line>"}` → 201
/// `{"accounts": [{"username", "password"}]}`: trainee accounts made members of the class, each
/// with a one-time password shown in this answer only (the class's instructor only).
pub(crate) async fn api_roster(
    req: HttpRequest,
    state: web::Data<AppState>,
    id: web::Path<String>,
    body: web::Json<Roster>,
) -> Result<HttpResponse, ApiError> {
    same_origin(&req)?;
    let id = parse_id(&id)?;
    let s = signed_in(&state, &req).await?;
    let training = state.training.clone();
    let roster = body.into_inner().roster;
    let accounts = blocking(move || Ok(training.create_roster(&s, id, &roster, now_ms())?)).await?;
    Ok(no_store(
        HttpResponse::Created().json(serde_json::json!({ "accounts": accounts })),
    ))
}

/// `POST /classes/{id}/roster`: the roster form; the page shows the accounts and their
/// one-time passwords once (printable slips), never stored in readable form.
pub(crate) async fn form_roster(
    req: HttpRequest,
    state: web::Data<AppState>,
    id: web::Path<String>,
    body: web::Bytes,
) -> Result<HttpResponse, PageError> {
    let (form, s) = signed_in_form(&state, &req, &body).await?;
    let id = parse_id(&id)?;
    let roster = form.get("roster").unwrap_or_default().to_string();
    let training = state.training.clone();
    let accounts = blocking(move || Ok(training.create_roster(&s, id, &roster, now_ms())?)).await?;
    let resp = personal(
        &state,
        &req,
        "roster.html",
        minijinja::context! { class_id => id, accounts => accounts },
        Vec::new(),
    )?;
    Ok(resp)
}

/// `GET /api/classes` → the classes the user teaches, belongs to, and their exams.
pub(crate) async fn api_mine(req: HttpRequest, state: web::Data<AppState>) -> Result<HttpResponse, ApiError> {
    let s = signed_in(&state, &req).await?;
    let training = state.training.clone();
    let ((teaching, member), exams) =
        blocking(move || Ok((training.my_classes(&s)?, training.my_class_exams(&s)?))).await?;
    Ok(no_store(HttpResponse::Ok().json(serde_json::json!({
        "teaching": teaching.iter().map(class_json).collect::<Vec<_>>(),
        "member_of": member.iter().map(|c| serde_json::json!({"id": c.id, "name": c.name})).collect::<Vec<_>>(),
        "exams": exams.iter().map(|(c, e, taken)| {
            let mut v = exam_json(e);
            v["class"] = c.name.clone().into();
            v["attempt"] = taken.clone().into();
            v
        }).collect::<Vec<_>>(),
    }))))
}

fn parse_id(raw: &str) -> Result<i64, AppError> {
    raw.parse::<i64>()
        .map_err(|_| AppError::NotFound(Message::new("error-no-class")))
}

pub(super) async fn report(state: &AppState, req: &HttpRequest, id: &str) -> Result<ClassReport, AppError> {
    let id = parse_id(id)?;
    let s = signed_in(state, req).await?;
    let (training, live) = (state.training.clone(), state.live());
    blocking(move || Ok(training.class_report(&live.kb, &s, id)?)).await
}

/// `GET /api/classes/{id}/report` (the class's instructor only; anyone else 401/403/404).
pub(crate) async fn api_report(
    req: HttpRequest,
    state: web::Data<AppState>,
    id: web::Path<String>,
) -> Result<HttpResponse, ApiError> {
    let r = report(&state, &req, &id).await?;
    let members: Vec<_> = r
        .members
        .iter()
        .map(|m| {
            serde_json::json!({
                "username": m.username,
                "attempts": m.attempts,
                "finished": m.finished.iter().map(|h| serde_json::json!({
                    "id": h.id, "mode": h.mode, "finished_at": rfc3339(h.finished_at),
                    "score": h.score, "total": h.total, "class_exam": h.class_exam_id,
                })).collect::<Vec<_>>(),
                "exams": m.exams.iter().map(|(e, (score, total))| serde_json::json!({
                    "exam": e, "score": score, "total": total,
                })).collect::<Vec<_>>(),
                "mastery": m.mastery.iter().map(|(t, (answered, right))| serde_json::json!({
                    "topic": t, "answered": answered, "right": right,
                    "accuracy": (right * 100).checked_div(*answered).unwrap_or(0),
                })).collect::<Vec<_>>(),
                "readiness_percent": m.readiness_percent,
            })
        })
        .collect();
    Ok(no_store(HttpResponse::Ok().json(serde_json::json!({
        "class": class_json(&r.class),
        "members": members,
        "exams": r.exams.iter().map(exam_json).collect::<Vec<_>>(),
        "questions": r.questions,
    }))))
}

/// `POST /api/classes/{id}/exams` body.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct NewExam {
    title: String,
    #[serde(default)]
    topics: Vec<String>,
    #[serde(default)]
    count: Option<usize>,
    #[serde(default)]
    minutes: Option<u32>,
    #[serde(default)]
    opens_at: Option<String>,
    #[serde(default)]
    closes_at: Option<String>,
}

/// The form's `{field}_utc` (RFC 3339, set by the page's script from the local time entered)
/// when present, else `{field}` itself.
fn utc_or_local(form: &Form, field: &str) -> Option<String> {
    form.get(&format!("{field}_utc"))
        .filter(|v| !v.trim().is_empty())
        .or_else(|| form.get(field))
        .map(str::to_string)
}

fn parse_time(s: Option<&str>, default: i64) -> Result<i64, AppError> {
    match s.map(str::trim).filter(|s| !s.is_empty()) {
        None => Ok(default),
        Some(s) => {
            // RFC 3339, or the `YYYY-MM-DDTHH:MM` of an HTML datetime-local field (UTC).
            let full = if s.len() == 16 {
                format!("{s}:00Z")
            } else {
                s.to_string()
            };
            OffsetDateTime::parse(&full, &Rfc3339)
                .map(|t| (t.unix_timestamp_nanos() / 1_000_000) as i64)
                .map_err(|_| AppError::BadRequest(Message::new("error-time-format")))
        }
    }
}

/// Set an exam of class `id` for the signed-in instructor `s`.
async fn set_exam(state: &AppState, s: Session, id: i64, e: NewExam) -> Result<ClassExam, AppError> {
    let now = now_ms();
    let opens = parse_time(e.opens_at.as_deref(), now)?;
    let closes = parse_time(e.closes_at.as_deref(), opens + 7 * 24 * 3_600_000)?;
    let (training, live) = (state.training.clone(), state.live());
    let count = e.count.unwrap_or(live.kb.blueprint().questions);
    let minutes = e
        .minutes
        .unwrap_or((state.training.policy().exam_duration.as_secs() / 60) as u32);
    blocking(move || {
        Ok(training.set_class_exam(
            &live.kb,
            &s,
            id,
            &e.title,
            &e.topics,
            count,
            minutes,
            (opens, closes),
            now,
        )?)
    })
    .await
}

/// `POST /api/classes/{id}/exams` → 201 the exam.
pub(crate) async fn api_set_exam(
    req: HttpRequest,
    state: web::Data<AppState>,
    id: web::Path<String>,
    body: web::Json<NewExam>,
) -> Result<HttpResponse, ApiError> {
    same_origin(&req)?;
    let id = parse_id(&id)?;
    let s = signed_in(&state, &req).await?;
    let e = set_exam(&state, s, id, body.into_inner()).await?;
    Ok(no_store(HttpResponse::Created().json(exam_json(&e))))
}

fn parse_exam_id(raw: &str) -> Result<i64, AppError> {
    raw.parse()
        .map_err(|_| AppError::NotFound(Message::new("error-no-exam")))
}

/// Start class exam `id` for `s`, in the request's language; the new quiz's id.
async fn start_exam(state: &AppState, req: &HttpRequest, s: Session, id: i64) -> Result<String, AppError> {
    let locale = locale::negotiate(req);
    let (training, live, ip) = (state.training.clone(), state.live(), session::client_ip(req));
    blocking(move || {
        Ok(training.start_class_exam(
            &live.kb,
            live.kb.version(),
            &s,
            id,
            (locale.code(), locale.lang),
            &ip,
            now_ms(),
        )?)
    })
    .await
}

/// `POST /api/class-exams/{id}/start` → 201 with the quiz's address.
pub(crate) async fn api_start_exam(
    req: HttpRequest,
    state: web::Data<AppState>,
    id: web::Path<String>,
) -> Result<HttpResponse, ApiError> {
    same_origin(&req)?;
    let id = parse_exam_id(&id)?;
    let s = signed_in(&state, &req).await?;
    let quiz_id = start_exam(&state, &req, s, id).await?;
    Ok(no_store(
        HttpResponse::Created()
            .insert_header((header::LOCATION, format!("/api/quizzes/{quiz_id}")))
            .json(serde_json::json!({ "id": quiz_id })),
    ))
}

/// `GET /classes`: the classes of the signed-in user, and the forms to create and join.
pub(crate) async fn page_mine(
    req: HttpRequest,
    state: web::Data<AppState>,
) -> Result<HttpResponse, PageError> {
    render_mine(&state, &req, None, actix_web::http::StatusCode::OK).await
}

/// The classes page answered with `status`; after a refused join, `join` holds the reason in
/// the reader's words and the code as typed, shown at the join form so it can be corrected.
async fn render_mine(
    state: &AppState,
    req: &HttpRequest,
    join: Option<(String, String)>,
    status: actix_web::http::StatusCode,
) -> Result<HttpResponse, PageError> {
    let current = session::current(state, req).await?.map(|(_, s)| s);
    let (csrf, cookie) = form_token(req, current.as_ref());
    let (teaching, member, exams) = match current.clone() {
        Some(s) => {
            let training = state.training.clone();
            let ((t, m), e) =
                blocking(move || Ok((training.my_classes(&s)?, training.my_class_exams(&s)?))).await?;
            (t, m, e)
        }
        None => (Vec::new(), Vec::new(), Vec::new()),
    };
    let now = now_ms();
    let exams: Vec<_> = exams
        .into_iter()
        .map(|(c, e, taken)| {
            minijinja::context! {
                id => e.id, title => e.title, class => c.name, minutes => e.minutes, count => e.count,
                open => now >= e.opens_at && now < e.closes_at, taken => taken,
                opens => rfc3339(e.opens_at), closes => rfc3339(e.closes_at),
            }
        })
        .collect();
    let role = current.as_ref().map(|s| s.user.role);
    let (join_error, join_code) = join.unzip();
    let mut resp = personal(
        state,
        req,
        "classes.html",
        minijinja::context! {
            csrf => csrf, signed_in => current.as_ref().is_some_and(|s| s.user.username.is_some()),
            instructor => role.is_some_and(|r| r >= crate::store::users::Role::Instructor),
            teaching => teaching, member => member, exams => exams,
            join_error => join_error, join_code => join_code,
        },
        cookie.into_iter().collect(),
    )?;
    *resp.status_mut() = status;
    Ok(resp)
}

/// `POST /classes`: create a class from the form.
pub(crate) async fn form_create(
    req: HttpRequest,
    state: web::Data<AppState>,
    body: web::Bytes,
) -> Result<HttpResponse, PageError> {
    let (form, s) = signed_in_form(&state, &req, &body).await?;
    let name = form.get("name").unwrap_or_default().to_string();
    let training = state.training.clone();
    let class = blocking(move || Ok(training.create_class(&s, &name, now_ms())?)).await?;
    Ok(see_other(format!("/classes/{}", class.id)))
}

/// `POST /classes/join`: join with a code from the form.
pub(crate) async fn form_join(
    req: HttpRequest,
    state: web::Data<AppState>,
    body: web::Bytes,
) -> Result<HttpResponse, PageError> {
    let (form, s) = signed_in_form(&state, &req, &body).await?;
    let code = form.get("code").unwrap_or_default().to_string();
    let (training, ip) = (state.training.clone(), session::client_ip(&req));
    let typed = code.clone();
    match blocking(move || Ok(training.join_class(&s, &code, &ip, now_ms())?)).await {
        Ok(_) => Ok(see_other("/classes".into())),
        // A mistyped code: the classes page again, saying so at the form, with the code kept.
        Err(e @ (AppError::NotFound(_) | AppError::BadRequest(_))) => {
            let words = e.words(i18n::negotiate(&req));
            render_mine(&state, &req, Some((words, typed)), e.status()).await
        }
        Err(e) => Err(e.into()),
    }
}

/// `GET /classes/{id}`: the instructor's report page.
pub(crate) async fn page_report(
    req: HttpRequest,
    state: web::Data<AppState>,
    id: web::Path<String>,
) -> Result<HttpResponse, PageError> {
    let r = report(&state, &req, &id).await?;
    let current = session::current(&state, &req).await?.map(|(_, s)| s);
    let (csrf, _) = form_token(&req, current.as_ref());
    let live = state.live();
    let lang = i18n::negotiate(&req);
    let topics: Vec<(String, String)> = crate::quiz::select::available_topics(&live.kb)
        .into_iter()
        .map(|t| (quiz::topic_name(&live.kb, &t, lang), t))
        .collect();
    let members: Vec<_> = r
        .members
        .iter()
        .map(|m| {
            let mastery: Vec<_> = m
                .mastery
                .iter()
                .map(|(t, (a, right))| {
                    minijinja::context! { name => quiz::topic_name(&live.kb, t, lang), answered => a,
                    accuracy => (right * 100).checked_div(*a).unwrap_or(0) }
                })
                .collect();
            let exams: Vec<_> = r
                .exams
                .iter()
                .map(|e| {
                    m.exams
                        .get(&e.id)
                        .map(|(s, t)| format!("{s}/{t}"))
                        .unwrap_or_else(|| "—".into())
                })
                .collect();
            minijinja::context! {
                username => m.username, attempts => m.attempts, finished => m.finished.len(),
                last => m.finished.last().map(|h| format!("{}/{}", h.score, h.total)),
                exams => exams, mastery => mastery, readiness => m.readiness_percent,
            }
        })
        .collect();
    personal(
        &state,
        &req,
        "class_report.html",
        minijinja::context! {
            csrf => csrf, class => r.class, members => members, questions => r.questions,
            exams => r.exams.iter().map(|e| minijinja::context! { id => e.id, title => e.title, count => e.count,
                minutes => e.minutes, opens => rfc3339(e.opens_at), closes => rfc3339(e.closes_at) }).collect::<Vec<_>>(),
            topics => topics, default_count => live.kb.blueprint().questions,
        },
        Vec::new(),
    )
}

/// `POST /classes/{id}/exams`: set an exam from the form.
pub(crate) async fn form_set_exam(
    req: HttpRequest,
    state: web::Data<AppState>,
    id: web::Path<String>,
    body: web::Bytes,
) -> Result<HttpResponse, PageError> {
    let (form, s) = signed_in_form(&state, &req, &body).await?;
    let number = |k: &str| {
        form.get(k).filter(|v| !v.is_empty()).map(|v| {
            v.parse()
                .map_err(|_| AppError::BadRequest(Message::new("error-field-number").with("field", k)))
        })
    };
    let e = NewExam {
        title: form.get("title").unwrap_or_default().to_string(),
        topics: form.all("topics"),
        count: number("count").transpose()?,
        minutes: number("minutes").transpose()?.map(|m: usize| m as u32),
        // The page's script sends the local time the instructor entered as UTC; without it the
        // field is read as UTC, as the page then says.
        opens_at: utc_or_local(&form, "opens_at"),
        closes_at: utc_or_local(&form, "closes_at"),
    };
    set_exam(&state, s, parse_id(&id)?, e).await?;
    Ok(see_other(format!("/classes/{id}")))
}

/// `POST /class-exams/{id}/start`: take a class exam from the form.
pub(crate) async fn form_start_exam(
    req: HttpRequest,
    state: web::Data<AppState>,
    id: web::Path<String>,
    body: web::Bytes,
) -> Result<HttpResponse, PageError> {
    let (_, s) = signed_in_form(&state, &req, &body).await?;
    let quiz_id = start_exam(&state, &req, s, parse_exam_id(&id)?).await?;
    Ok(see_other(format!("/quiz/{quiz_id}")))
}
