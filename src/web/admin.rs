//! Administration over HTTP: the list of accounts, changing a role, deleting a user
//! (administrators); item statistics (instructors and administrators).

use actix_web::{HttpRequest, HttpResponse, web};
use serde::Deserialize;

use crate::locales::Message;
use crate::store::users::Role;
use crate::web::AppState;
use crate::web::clock::rfc3339;
use crate::web::error::{ApiError, AppError, PageError};
use crate::web::form::{personal, see_other, signed_in_form};
use crate::web::session::{blocking, form_token, no_store, same_origin, signed_in};

fn parse_user(raw: &str) -> Result<i64, AppError> {
    raw.parse()
        .map_err(|_| AppError::NotFound(Message::new("error-no-account")))
}

/// `GET /api/admin/users`
pub(crate) async fn api_users(
    req: HttpRequest,
    state: web::Data<AppState>,
) -> Result<HttpResponse, ApiError> {
    let s = signed_in(&state, &req).await?;
    let training = state.training.clone();
    let users = blocking(move || Ok(training.accounts(&s)?)).await?;
    Ok(no_store(HttpResponse::Ok().json(
        users
            .iter()
            .map(|u| serde_json::json!({"id": u.id, "username": u.username, "role": u.role, "created_at": rfc3339(u.created_at)}))
            .collect::<Vec<_>>(),
    )))
}

/// `POST /api/admin/users/{id}/role` body.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RoleChange {
    role: String,
}

fn parse_role(r: &str) -> Result<Role, AppError> {
    Role::parse(r)
        .filter(|r| *r != Role::Guest)
        .ok_or_else(|| AppError::BadRequest(Message::new("error-role-param")))
}

/// `POST /api/admin/users/{id}/role` → 204.
pub(crate) async fn api_set_role(
    req: HttpRequest,
    state: web::Data<AppState>,
    id: web::Path<String>,
    body: web::Json<RoleChange>,
) -> Result<HttpResponse, ApiError> {
    same_origin(&req)?;
    let s = signed_in(&state, &req).await?;
    let (user, role) = (parse_user(&id)?, parse_role(&body.role)?);
    let training = state.training.clone();
    blocking(move || Ok(training.set_role(&s, user, role)?)).await?;
    Ok(no_store(HttpResponse::NoContent().finish()))
}

/// `DELETE /api/admin/users/{id}` → 204.
pub(crate) async fn api_delete(
    req: HttpRequest,
    state: web::Data<AppState>,
    id: web::Path<String>,
) -> Result<HttpResponse, ApiError> {
    same_origin(&req)?;
    let s = signed_in(&state, &req).await?;
    let user = parse_user(&id)?;
    let training = state.training.clone();
    blocking(move || Ok(training.delete_user(&s, user)?)).await?;
    Ok(no_store(HttpResponse::NoContent().finish()))
}

/// `GET /admin/users`
pub(crate) async fn page(req: HttpRequest, state: web::Data<AppState>) -> Result<HttpResponse, PageError> {
    let s = signed_in(&state, &req).await?;
    let (csrf, _) = form_token(&req, Some(&s));
    let training = state.training.clone();
    let me = s.user.id;
    let users = blocking(move || Ok(training.accounts(&s)?)).await?;
    personal(
        &state,
        &req,
        "admin_users.html",
        minijinja::context! {
            csrf => csrf, me => me,
            users => users.iter().map(|u| minijinja::context! { id => u.id, username => u.username, role => u.role,
                created => rfc3339(u.created_at).get(..10).unwrap_or_default().to_string() }).collect::<Vec<_>>(),
        },
        Vec::new(),
    )
}

/// `POST /admin/users/{id}/role`
pub(crate) async fn form_set_role(
    req: HttpRequest,
    state: web::Data<AppState>,
    id: web::Path<String>,
    body: web::Bytes,
) -> Result<HttpResponse, PageError> {
    let (form, s) = signed_in_form(&state, &req, &body).await?;
    let (user, role) = (
        parse_user(&id)?,
        parse_role(form.get("role").unwrap_or_default())?,
    );
    let training = state.training.clone();
    blocking(move || Ok(training.set_role(&s, user, role)?)).await?;
    Ok(see_other("/admin/users".into()))
}

/// `POST /admin/users/{id}/delete`
pub(crate) async fn form_delete(
    req: HttpRequest,
    state: web::Data<AppState>,
    id: web::Path<String>,
    body: web::Bytes,
) -> Result<HttpResponse, PageError> {
    let (_, s) = signed_in_form(&state, &req, &body).await?;
    let user = parse_user(&id)?;
    let training = state.training.clone();
    blocking(move || Ok(training.delete_user(&s, user)?)).await?;
    Ok(see_other("/admin/users".into()))
}

async fn items(
    state: &AppState,
    req: &HttpRequest,
) -> Result<Vec<crate::training::stats::ItemStats>, AppError> {
    let s = signed_in(state, req).await?;
    let min = crate::web::locale::query_param(req.query_string(), "min")
        .and_then(|m| m.parse().ok())
        .unwrap_or(1usize)
        .clamp(1, 1000);
    let training = state.training.clone();
    blocking(move || Ok(training.item_stats(&s, min)?)).await
}

/// `GET /api/items?min=N`: item statistics (instructors and administrators).
pub(crate) async fn api_items(
    req: HttpRequest,
    state: web::Data<AppState>,
) -> Result<HttpResponse, ApiError> {
    let items = items(&state, &req).await?;
    Ok(no_store(HttpResponse::Ok().json(items)))
}

/// `GET /items`: the item statistics page.
pub(crate) async fn page_items(
    req: HttpRequest,
    state: web::Data<AppState>,
) -> Result<HttpResponse, PageError> {
    let items = items(&state, &req).await?;
    personal(
        &state,
        &req,
        "items.html",
        minijinja::context! { items => items },
        Vec::new(),
    )
}
