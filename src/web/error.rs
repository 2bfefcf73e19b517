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
    /// Too many requests; try again after the given time.
    #[error("{message}")]
    TooMany {
        /// When to try again.
        retry_after: std::time::Duration,
        /// What to tell the user.
        message: String,
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
            AppError::TooMany { .. } => StatusCode::TOO_MANY_REQUESTS,
            AppError::Internal(_) => StatusCode::INTERNAL_SERVER_ERROR,
        }
    }

    /// Seconds to wait, for a `Retry-After` header.
    fn retry_after(&self) -> Option<u64> {
        match self {
            AppError::TooMany { retry_after, .. } => Some(retry_after.as_secs().max(1)),
            _ => None,
        }
    }

    /// The message a user may see.
    fn public_message(&self) -> String {
        if let AppError::Internal(e) = self {
            tracing::error!(error = format!("{e:#}"), "request failed");
            return "Something went wrong on our side. Please try again.".to_string();
        }
        self.to_string()
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
            E::TooMany { retry_after, message } => AppError::TooMany { retry_after, message },
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
        resp.json(serde_json::json!({ "error": self.0.public_message() }))
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
        resp.content_type(ContentType::html())
            .body(error_page(status, &self.0.public_message()))
    }
}

/// A self-contained error page (it must not depend on templates that might be the failure).
pub(crate) fn error_page(status: StatusCode, message: &str) -> String {
    let code = status.as_u16();
    let reason = status.canonical_reason().unwrap_or("Error");
    format!(
        "<!doctype html><html lang=\"en\"><head><meta charset=\"utf-8\"><meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\
         <title>{code} {reason} · Arbiter KB</title><link rel=\"stylesheet\" href=\"/static/app.css\"></head>\
         <body><main class=\"page\"><h1>{code} {reason}</h1><p>{}</p>\
         <form action=\"/search\" method=\"get\" role=\"search\"><input type=\"search\" name=\"q\" aria-label=\"Search\" placeholder=\"6.9, flag fall…\"> <button>Search</button></form>\
         <p><a href=\"/\">Arbiter KB</a></p></main></body></html>",
        crate::content::markdown::escape_html(message)
    )
}
