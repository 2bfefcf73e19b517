//! The one error type at the web boundary and its mapping to HTTP: 4xx with a short plain
//! message for bad input, 500 with a generic message (and the cause chain in the log) otherwise.
//! API routes answer in JSON, pages in HTML.

use actix_web::http::StatusCode;
use actix_web::http::header::ContentType;
use actix_web::{HttpResponse, ResponseError};

/// What went wrong, independent of how it is shown.
#[derive(Debug, thiserror::Error)]
pub enum AppError {
    /// The thing asked for does not exist.
    #[error("{0}")]
    NotFound(String),
    /// The request is malformed; the message says how.
    #[error("{0}")]
    BadRequest(String),
    /// A conflict with the current state (e.g. too late).
    #[error("{0}")]
    Conflict(String),
    /// Well-formed but refers to something that is not there (e.g. an option id).
    #[error("{0}")]
    Unprocessable(String),
    /// Refused: a cross-site request, a missing anti-forgery token, or not allowed.
    #[error("{0}")]
    Forbidden(String),
    /// Not signed in, or wrong credentials.
    #[error("{0}")]
    Unauthorized(String),
    /// The body's type is not one this route takes.
    #[error("{0}")]
    UnsupportedType(String),
    /// Too many requests; try again after the given time.
    #[error("{}", crate::training::limits::english(.key))]
    TooMany {
        /// When to try again.
        retry_after: std::time::Duration,
        /// The interface string telling the user (localized by [`localize`]).
        key: &'static str,
    },
    /// The server cannot do it now (hashing queue full, disk full); try again later.
    #[error("{}", crate::training::limits::english(.key))]
    Unavailable {
        /// When to try again.
        retry_after: std::time::Duration,
        /// The interface string telling the user (localized by [`localize`]).
        key: &'static str,
    },
    /// Our fault; details go to the log only.
    #[error("internal error")]
    Internal(#[from] anyhow::Error),
}

impl AppError {
    fn status(&self) -> StatusCode {
        match self {
            AppError::NotFound(_) => StatusCode::NOT_FOUND,
            AppError::BadRequest(_) => StatusCode::BAD_REQUEST,
            AppError::Conflict(_) => StatusCode::CONFLICT,
            AppError::Unprocessable(_) => StatusCode::UNPROCESSABLE_ENTITY,
            AppError::Forbidden(_) => StatusCode::FORBIDDEN,
            AppError::Unauthorized(_) => StatusCode::UNAUTHORIZED,
            AppError::UnsupportedType(_) => StatusCode::UNSUPPORTED_MEDIA_TYPE,
            AppError::TooMany { .. } => StatusCode::TOO_MANY_REQUESTS,
            AppError::Unavailable { .. } => StatusCode::SERVICE_UNAVAILABLE,
            AppError::Internal(_) if self.store_trouble().is_some() => StatusCode::SERVICE_UNAVAILABLE,
            AppError::Internal(_) => StatusCode::INTERNAL_SERVER_ERROR,
        }
    }

    /// Seconds to wait, for a `Retry-After` header.
    fn retry_after(&self) -> Option<u64> {
        match self {
            AppError::TooMany { retry_after, .. } | AppError::Unavailable { retry_after, .. } => {
                Some(retry_after.as_secs().max(1))
            }
            _ => self.store_trouble().map(StoreTrouble::retry_after_s),
        }
    }

    /// An internal error that is the database's state rather than a fault: answered 503.
    fn store_trouble(&self) -> Option<StoreTrouble> {
        match self {
            AppError::Internal(e) if crate::store::is_disk_full(e) => Some(StoreTrouble::DiskFull),
            AppError::Internal(e) if crate::store::is_overloaded(e) => Some(StoreTrouble::Overloaded),
            _ => None,
        }
    }

    /// The interface string of the message, when it has one (see [`localize`]).
    fn key(&self) -> Option<&'static str> {
        match self {
            AppError::TooMany { key, .. } | AppError::Unavailable { key, .. } => Some(key),
            _ => self.store_trouble().map(StoreTrouble::key),
        }
    }

    /// The message a user may see.
    fn public_message(&self) -> String {
        if let AppError::Internal(e) = self {
            if let Some(trouble) = self.store_trouble() {
                match trouble {
                    // Said once per episode: every write fails alike until space is freed.
                    StoreTrouble::DiskFull if crate::store::note_disk_full() => tracing::error!(
                        error = format!("{e:#}"),
                        "the database cannot grow: disk full; answers are refused with 503 until space is freed"
                    ),
                    StoreTrouble::DiskFull => {}
                    StoreTrouble::Overloaded => tracing::warn!(
                        error = format!("{e:#}"),
                        "overloaded: no database connection in time"
                    ),
                }
                return crate::training::limits::english(trouble.key()).to_string();
            }
            tracing::error!(error = format!("{e:#}"), "request failed");
            return "Something went wrong on our side. Please try again.".to_string();
        }
        self.to_string()
    }
}

/// Why the database cannot take a request now.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum StoreTrouble {
    /// The disk (or the page limit) is full: writes fail until space is freed.
    DiskFull,
    /// No connection freed up in time.
    Overloaded,
}

impl StoreTrouble {
    fn key(self) -> &'static str {
        match self {
            StoreTrouble::DiskFull => "disk_full",
            StoreTrouble::Overloaded => "busy",
        }
    }

    fn retry_after_s(self) -> u64 {
        match self {
            StoreTrouble::DiskFull => 60,
            StoreTrouble::Overloaded => 5,
        }
    }
}

/// An error answered as JSON: `{"error": "…"}`.
#[derive(Debug, thiserror::Error)]
#[error(transparent)]
pub struct ApiError(#[from] pub AppError);

impl From<crate::training::Error> for AppError {
    fn from(e: crate::training::Error) -> Self {
        use crate::training::Error as E;
        match e {
            E::NotFound(m) => AppError::NotFound(m),
            E::Unauthorized(m) => AppError::Unauthorized(m),
            E::Forbidden(m) => AppError::Forbidden(m),
            E::BadRequest(m) => AppError::BadRequest(m),
            E::Conflict(m) => AppError::Conflict(m),
            E::Unprocessable(m) => AppError::Unprocessable(m),
            E::TooMany { retry_after, key } => AppError::TooMany { retry_after, key },
            E::Busy { retry_after, key } => AppError::Unavailable { retry_after, key },
            E::Internal(e) => AppError::Internal(e),
        }
    }
}

impl From<crate::training::Error> for ApiError {
    fn from(e: crate::training::Error) -> Self {
        ApiError(e.into())
    }
}

impl From<crate::training::Error> for PageError {
    fn from(e: crate::training::Error) -> Self {
        PageError(e.into())
    }
}

impl From<anyhow::Error> for ApiError {
    fn from(e: anyhow::Error) -> Self {
        ApiError(AppError::Internal(e))
    }
}

impl ResponseError for ApiError {
    fn status_code(&self) -> StatusCode {
        self.0.status()
    }

    fn error_response(&self) -> HttpResponse {
        let mut resp = HttpResponse::build(self.status_code());
        if let Some(s) = self.0.retry_after() {
            resp.insert_header((actix_web::http::header::RETRY_AFTER, s.to_string()));
        }
        let mut resp = resp.json(serde_json::json!({ "error": self.0.public_message() }));
        if let Some(key) = self.0.key() {
            resp.extensions_mut().insert(Localizable { key, json: true });
        }
        resp
    }
}

/// An error answered as a small HTML page.
#[derive(Debug, thiserror::Error)]
#[error(transparent)]
pub struct PageError(#[from] pub AppError);

impl From<anyhow::Error> for PageError {
    fn from(e: anyhow::Error) -> Self {
        PageError(AppError::Internal(e))
    }
}

impl ResponseError for PageError {
    fn status_code(&self) -> StatusCode {
        self.0.status()
    }

    fn error_response(&self) -> HttpResponse {
        let status = self.status_code();
        let mut resp = HttpResponse::build(status);
        if let Some(s) = self.0.retry_after() {
            resp.insert_header((actix_web::http::header::RETRY_AFTER, s.to_string()));
        }
        let mut resp = resp
            .content_type(ContentType::html())
            .body(error_page(status, &self.0.public_message()));
        if let Some(key) = self.0.key() {
            resp.extensions_mut().insert(Localizable { key, json: false });
        }
        resp
    }
}

/// A self-contained error page (it must not depend on templates that might be the failure).
pub(crate) fn error_page(status: StatusCode, message: &str) -> String {
    error_page_in(status, message, crate::content::Lang::En)
}

/// [`error_page`] with the page's language declared.
fn error_page_in(status: StatusCode, message: &str, lang: crate::content::Lang) -> String {
    let code = status.as_u16();
    let reason = status.canonical_reason().unwrap_or("Error");
    format!(
        "<!doctype html><html lang=\"{lang}\"><head><meta charset=\"utf-8\"><meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\
         <title>{code} {reason} · Arbiter KB</title><link rel=\"stylesheet\" href=\"/static/app.css\"></head>\
         <body><main class=\"page\"><h1>{code} {reason}</h1><p>{}</p>\
         <form action=\"/search\" method=\"get\" role=\"search\"><input type=\"search\" name=\"q\" aria-label=\"Search\" placeholder=\"6.9, flag fall…\"> <button>Search</button></form>\
         <p><a href=\"/\">Arbiter KB</a></p></main></body></html>",
        crate::content::markdown::escape_html(message),
        lang = lang.code(),
    )
}

/// Marks an error response whose message is an interface string, so [`localize`] can put it
/// in the reader's language (an error response is built without the request).
#[derive(Debug, Clone, Copy)]
struct Localizable {
    key: &'static str,
    json: bool,
}

/// Put the message of a marked error response in the request's language (`?lang=`, the
/// cookie, `Accept-Language`): the one place where refusals such as 429 and 503 are localized.
pub async fn localize(
    req: actix_web::dev::ServiceRequest,
    next: actix_web::middleware::Next<impl actix_web::body::MessageBody + 'static>,
) -> Result<
    actix_web::dev::ServiceResponse<actix_web::body::EitherBody<impl actix_web::body::MessageBody, String>>,
    actix_web::Error,
> {
    use actix_web::body::EitherBody;
    let res = next.call(req).await?;
    let Some(mark) = res.response().extensions().get::<Localizable>().copied() else {
        return Ok(res.map_into_left_body());
    };
    let lang = crate::web::i18n::negotiate(res.request());
    let message = crate::web::i18n::t(lang, mark.key);
    let status = res.status();
    Ok(res.map_body(|head, _| {
        head.headers_mut().remove(actix_web::http::header::CONTENT_LENGTH);
        EitherBody::right(if mark.json {
            serde_json::json!({ "error": message }).to_string()
        } else {
            error_page_in(status, message, lang)
        })
    }))
}
