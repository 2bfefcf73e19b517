//! HTML forms: the posted fields, how a form handler that needs a session begins (origin and
//! anti-forgery token checked), and what it answers with: a personal page or a redirect.

use actix_web::http::header;
use actix_web::{HttpRequest, HttpResponse};
use serde::Serialize;

use crate::store::users::Session;
use crate::web::AppState;
use crate::web::error::{AppError, PageError};
use crate::web::session::{check_form, no_store, signed_in, with_cookies};

/// Render a personal page: never cached, with any cookie made on the way.
pub(crate) fn personal(
    state: &AppState,
    req: &HttpRequest,
    name: &str,
    ctx: impl Serialize,
    cookies: Vec<actix_web::cookie::Cookie<'static>>,
) -> Result<HttpResponse, PageError> {
    let resp = state.live().templates.page(req, name, ctx)?;
    Ok(no_store(with_cookies(resp, cookies)))
}

/// [`personal`] in `locale` rather than the request's (a quiz's pages, in the quiz's language).
pub(crate) fn personal_in(
    state: &AppState,
    req: &HttpRequest,
    name: &str,
    locale: crate::web::locale::Locale,
    ctx: impl Serialize,
) -> Result<HttpResponse, PageError> {
    let resp = state.live().templates.page_in(req, name, locale, ctx)?;
    Ok(no_store(resp))
}

pub(crate) fn see_other(location: String) -> HttpResponse {
    HttpResponse::SeeOther()
        .insert_header((header::LOCATION, location))
        .finish()
}

/// Form fields, with repeated keys kept (`topics=a&topics=b`).
pub(crate) struct Form(pub(crate) Vec<(String, String)>);

impl Form {
    pub(crate) fn parse(body: &[u8]) -> Form {
        Form(
            form_urlencoded::parse(body)
                .map(|(k, v)| (k.into_owned(), v.into_owned()))
                .collect(),
        )
    }
    pub(crate) fn get(&self, key: &str) -> Option<&str> {
        self.0.iter().find(|(k, _)| k == key).map(|(_, v)| v.as_str())
    }
    pub(crate) fn all(&self, key: &str) -> Vec<String> {
        self.0
            .iter()
            .filter(|(k, _)| k == key)
            .map(|(_, v)| v.clone())
            .collect()
    }
}

/// A form posted by a visitor with a session, its origin and anti-forgery token checked: how
/// every form handler that needs a session begins.
pub(crate) async fn signed_in_form(
    state: &AppState,
    req: &HttpRequest,
    body: &[u8],
) -> Result<(Form, Session), AppError> {
    let form = Form::parse(body);
    let s = signed_in(state, req).await?;
    check_form(req, Some(&s), form.get("csrf"))?;
    Ok((form, s))
}
