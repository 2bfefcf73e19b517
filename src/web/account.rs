//! Accounts over HTTP: sign up, log in, log out, change the password, delete the account; the
//! JSON API (`/api/account…`) and the account page with its forms.

use actix_web::http::StatusCode;
use actix_web::{HttpRequest, HttpResponse, web};
use serde::Deserialize;

use crate::locales::Message;
use crate::store::users::Session;
use crate::training::accounts::Opened;
use crate::web::AppState;
use crate::web::clock::now_ms;
use crate::web::error::{ApiError, AppError, PageError};
use crate::web::form::{Form, personal, see_other};
use crate::web::session::{
    self, blocking, check_form, clearing_cookies, form_token, no_store, same_origin, with_cookies,
};

/// Sign-up and login body.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Credentials {
    username: String,
    password: String,
}

/// Password change body.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PasswordChange {
    old: String,
    new: String,
}

fn me(s: &Session) -> serde_json::Value {
    serde_json::json!({ "username": s.user.username, "role": s.user.role })
}

/// [`me`] with whether the account still has a one-time password from a roster.
async fn me_in_full(state: &AppState, s: &Session) -> Result<serde_json::Value, AppError> {
    let (training, s2) = (state.training.clone(), s.clone());
    let must = blocking(move || Ok(training.must_change_password(&s2)?)).await?;
    let mut v = me(s);
    v["must_change_password"] = must.into();
    Ok(v)
}

/// The logged-in account of a request, or 401.
async fn account(state: &AppState, req: &HttpRequest) -> Result<(String, Session), AppError> {
    match session::current(state, req).await? {
        Some((t, s)) if s.user.username.is_some() => Ok((t, s)),
        _ => Err(AppError::Unauthorized(Message::new("error-not-signed-in"))),
    }
}

enum Door {
    SignUp,
    LogIn,
}

async fn enter(
    state: &AppState,
    req: &HttpRequest,
    door: Door,
    username: String,
    password: String,
) -> Result<Opened, AppError> {
    let previous = session::current(state, req).await?;
    let (training, ip) = (state.training.clone(), session::client_ip(req));
    blocking(move || {
        let prev = previous.as_ref().map(|(t, s)| (t.as_str(), s));
        Ok(match door {
            Door::SignUp => training.sign_up(prev, &username, &password, &ip, now_ms())?,
            Door::LogIn => training.log_in(prev, &username, &password, &ip, now_ms())?,
        })
    })
    .await
}

/// `POST /api/account/signup` → 201 and a session.
pub(crate) async fn api_signup(
    req: HttpRequest,
    state: web::Data<AppState>,
    body: web::Json<Credentials>,
) -> Result<HttpResponse, ApiError> {
    same_origin(&req)?;
    let b = body.into_inner();
    let opened = enter(&state, &req, Door::SignUp, b.username, b.password).await?;
    let cookie = session::session_cookie(&state, &opened.token, &opened.session);
    Ok(no_store(with_cookies(
        HttpResponse::Created().json(me(&opened.session)),
        [cookie],
    )))
}

/// `POST /api/account/login` → 200 and a new session; wrong credentials 401; throttled 429.
pub(crate) async fn api_login(
    req: HttpRequest,
    state: web::Data<AppState>,
    body: web::Json<Credentials>,
) -> Result<HttpResponse, ApiError> {
    same_origin(&req)?;
    let b = body.into_inner();
    let opened = enter(&state, &req, Door::LogIn, b.username, b.password).await?;
    let cookie = session::session_cookie(&state, &opened.token, &opened.session);
    let body = me_in_full(&state, &opened.session).await?;
    Ok(no_store(with_cookies(HttpResponse::Ok().json(body), [cookie])))
}

/// Clearing a browser at logout: the cookies, and what the site stored there.
fn logged_out(state: &AppState, resp: HttpResponse) -> HttpResponse {
    let mut resp = with_cookies(resp, clearing_cookies(state));
    resp.headers_mut().insert(
        actix_web::http::header::HeaderName::from_static("clear-site-data"),
        actix_web::http::header::HeaderValue::from_static("\"cache\", \"storage\""),
    );
    no_store(resp)
}

/// `POST /api/account/logout` → 204.
pub(crate) async fn api_logout(
    req: HttpRequest,
    state: web::Data<AppState>,
) -> Result<HttpResponse, ApiError> {
    same_origin(&req)?;
    if let Some((token, s)) = session::current(&state, &req).await? {
        let training = state.training.clone();
        blocking(move || Ok(training.log_out(&s, &token)?)).await?;
    }
    Ok(logged_out(&state, HttpResponse::NoContent().finish()))
}

/// `GET /api/account` → `{"username","role"}` or 401.
pub(crate) async fn api_me(req: HttpRequest, state: web::Data<AppState>) -> Result<HttpResponse, ApiError> {
    let (_, s) = account(&state, &req).await?;
    let body = me_in_full(&state, &s).await?;
    Ok(no_store(HttpResponse::Ok().json(body)))
}

/// `POST /api/account/password {"old","new"}` → 200; every other session of the account ends.
pub(crate) async fn api_password(
    req: HttpRequest,
    state: web::Data<AppState>,
    body: web::Json<PasswordChange>,
) -> Result<HttpResponse, ApiError> {
    same_origin(&req)?;
    let (_, s) = account(&state, &req).await?;
    let b = body.into_inner();
    let (training, ip) = (state.training.clone(), session::client_ip(&req));
    let opened = blocking(move || Ok(training.change_password(&s, &b.old, &b.new, &ip, now_ms())?)).await?;
    let cookie = session::session_cookie(&state, &opened.token, &opened.session);
    Ok(no_store(with_cookies(
        HttpResponse::Ok().json(me(&opened.session)),
        [cookie],
    )))
}

/// `DELETE /api/account` → 204: the account and everything of it are gone.
pub(crate) async fn api_delete(
    req: HttpRequest,
    state: web::Data<AppState>,
) -> Result<HttpResponse, ApiError> {
    same_origin(&req)?;
    let (_, s) = account(&state, &req).await?;
    let (training, ip) = (state.training.clone(), session::client_ip(&req));
    blocking(move || Ok(training.delete_account(&s, &ip)?)).await?;
    Ok(logged_out(&state, HttpResponse::NoContent().finish()))
}

/// The account page, with `error` shown and answered with `status`.
async fn render(
    state: &AppState,
    req: &HttpRequest,
    error: Option<String>,
    status: StatusCode,
) -> Result<HttpResponse, PageError> {
    let current = session::current(state, req).await?.map(|(_, s)| s);
    let (csrf, cookie) = form_token(req, current.as_ref());
    let user = match current.as_ref().filter(|s| s.user.username.is_some()) {
        Some(s) => Some(me_in_full(state, s).await?),
        None => None,
    };
    let mut resp = personal(
        state,
        req,
        "account.html",
        minijinja::context! {
            csrf => csrf, user => user, error => error,
            min_password => crate::training::accounts::MIN_PASSWORD_CHARS,
        },
        cookie.into_iter().collect(),
    )?;
    *resp.status_mut() = status;
    Ok(resp)
}

/// `GET /account`
pub(crate) async fn page(req: HttpRequest, state: web::Data<AppState>) -> Result<HttpResponse, PageError> {
    render(&state, &req, None, StatusCode::OK).await
}

/// Show a refused form's reason on the account page (with its status), or fail as usual.
pub(crate) async fn refused(
    state: &AppState,
    req: &HttpRequest,
    e: AppError,
) -> Result<HttpResponse, PageError> {
    if !matches!(
        e,
        AppError::BadRequest(_) | AppError::Unauthorized(_) | AppError::Conflict(_)
    ) {
        return Err(e.into());
    }
    let words = e.words(crate::web::i18n::negotiate(req));
    render(state, req, Some(words), e.status()).await
}

async fn form_enter(
    req: HttpRequest,
    state: web::Data<AppState>,
    body: web::Bytes,
    door: Door,
) -> Result<HttpResponse, PageError> {
    let form = Form::parse(&body);
    let current = session::current(&state, &req).await?.map(|(_, s)| s);
    check_form(&req, current.as_ref(), form.get("csrf"))?;
    let (username, password) = (
        form.get("username").unwrap_or_default().trim().to_string(),
        form.get("password").unwrap_or_default().to_string(),
    );
    match enter(&state, &req, door, username, password).await {
        Ok(opened) => {
            let cookie = session::session_cookie(&state, &opened.token, &opened.session);
            Ok(no_store(with_cookies(see_other("/account".into()), [cookie])))
        }
        Err(e) => refused(&state, &req, e).await,
    }
}

/// `POST /account/signup`
pub(crate) async fn form_signup(
    req: HttpRequest,
    state: web::Data<AppState>,
    body: web::Bytes,
) -> Result<HttpResponse, PageError> {
    form_enter(req, state, body, Door::SignUp).await
}

/// `POST /account/login`
pub(crate) async fn form_login(
    req: HttpRequest,
    state: web::Data<AppState>,
    body: web::Bytes,
) -> Result<HttpResponse, PageError> {
    form_enter(req, state, body, Door::LogIn).await
}

/// `POST /account/logout`
pub(crate) async fn form_logout(
    req: HttpRequest,
    state: web::Data<AppState>,
    body: web::Bytes,
) -> Result<HttpResponse, PageError> {
    let form = Form::parse(&body);
    let current = session::current(&state, &req).await?;
    check_form(&req, current.as_ref().map(|(_, s)| s), form.get("csrf"))?;
    if let Some((token, s)) = current {
        let training = state.training.clone();
        blocking(move || Ok(training.log_out(&s, &token)?)).await?;
    }
    Ok(logged_out(&state, see_other("/".into())))
}

/// `POST /account/password`
pub(crate) async fn form_password(
    req: HttpRequest,
    state: web::Data<AppState>,
    body: web::Bytes,
) -> Result<HttpResponse, PageError> {
    let form = Form::parse(&body);
    let (_, s) = account(&state, &req).await?;
    check_form(&req, Some(&s), form.get("csrf"))?;
    let (old, new) = (
        form.get("old").unwrap_or_default().to_string(),
        form.get("new").unwrap_or_default().to_string(),
    );
    let (training, ip) = (state.training.clone(), session::client_ip(&req));
    match blocking(move || Ok(training.change_password(&s, &old, &new, &ip, now_ms())?)).await {
        Ok(opened) => {
            let cookie = session::session_cookie(&state, &opened.token, &opened.session);
            Ok(no_store(with_cookies(see_other("/account".into()), [cookie])))
        }
        Err(e) => refused(&state, &req, e).await,
    }
}

/// `POST /account/delete`
pub(crate) async fn form_delete(
    req: HttpRequest,
    state: web::Data<AppState>,
    body: web::Bytes,
) -> Result<HttpResponse, PageError> {
    let form = Form::parse(&body);
    let (_, s) = account(&state, &req).await?;
    check_form(&req, Some(&s), form.get("csrf"))?;
    if form.get("confirm") != Some("yes") {
        return refused(
            &state,
            &req,
            AppError::BadRequest(Message::new("error-confirm-deletion")),
        )
        .await;
    }
    let (training, ip) = (state.training.clone(), session::client_ip(&req));
    blocking(move || Ok(training.delete_account(&s, &ip)?)).await?;
    Ok(logged_out(&state, see_other("/".into())))
}
