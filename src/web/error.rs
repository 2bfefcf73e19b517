//! The one error type at the web boundary and its mapping to HTTP: 4xx with a short plain
//! message for bad input, 500 with a generic message (and the cause chain in the log) otherwise.
//! API routes answer in JSON, pages in HTML, both in the reader's language ([`localize`]).

use actix_web::http::StatusCode;
use actix_web::http::header::ContentType;
use actix_web::{HttpResponse, ResponseError};

use crate::content::Lang;
use crate::content::markdown::escape_html;
use crate::locales::{self, Message};
use crate::web::locale::Locale;

/// What went wrong, independent of how it is shown: a status and a catalogue message
/// (`src/locales/<lang>/errors.ftl`), worded in the reader's language by [`localize`];
/// `Display` gives the English (the log).
#[derive(Debug, thiserror::Error)]
pub enum AppError {
    /// The thing asked for does not exist.
    #[error("{0}")]
    NotFound(Message),
    /// The request is malformed; the message says how.
    #[error("{0}")]
    BadRequest(Message),
    /// A conflict with the current state (e.g. too late).
    #[error("{0}")]
    Conflict(Message),
    /// Well-formed but refers to something that is not there (e.g. an option id).
    #[error("{0}")]
    Unprocessable(Message),
    /// Refused: a cross-site request, a missing anti-forgery token, or not allowed.
    #[error("{0}")]
    Forbidden(Message),
    /// Not signed in, or wrong credentials.
    #[error("{0}")]
    Unauthorized(Message),
    /// The body's type is not one this route takes.
    #[error("{0}")]
    UnsupportedType(Message),
    /// Too many requests; try again after the given time.
    #[error("{message}")]
    TooMany {
        /// When to try again.
        retry_after: std::time::Duration,
        /// What tells the user.
        message: Message,
    },
    /// The server cannot do it now (hashing queue full, disk full); try again later.
    #[error("{message}")]
    Unavailable {
        /// When to try again.
        retry_after: std::time::Duration,
        /// What tells the user.
        message: Message,
    },
    /// Our fault; details go to the log only.
    #[error("internal error")]
    Internal(#[from] anyhow::Error),
}

impl AppError {
    pub(crate) fn status(&self) -> StatusCode {
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

    /// The message of a refusal (every error but an internal one).
    pub fn message(&self) -> Option<&Message> {
        match self {
            AppError::NotFound(m)
            | AppError::BadRequest(m)
            | AppError::Conflict(m)
            | AppError::Unprocessable(m)
            | AppError::Forbidden(m)
            | AppError::Unauthorized(m)
            | AppError::UnsupportedType(m)
            | AppError::TooMany { message: m, .. }
            | AppError::Unavailable { message: m, .. } => Some(m),
            AppError::Internal(_) => None,
        }
    }

    /// A refusal's reason in `lang`, for a form that shows it beside its fields (empty for an
    /// internal error, which has none to show).
    pub(crate) fn words(&self, lang: Lang) -> String {
        self.message().map(|m| m.text(lang)).unwrap_or_default()
    }

    /// The message a user may see (an internal error's cause goes to the log here).
    fn public_message(&self) -> Message {
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
                return trouble.message();
            }
            tracing::error!(error = format!("{e:#}"), "request failed");
            return Message::new("error-internal");
        }
        self.message()
            .cloned()
            .unwrap_or_else(|| Message::new("error-internal"))
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
    fn message(self) -> Message {
        Message::new(match self {
            StoreTrouble::DiskFull => "error-disk-full",
            StoreTrouble::Overloaded => "error-busy",
        })
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
            E::TooMany { retry_after, message } => AppError::TooMany { retry_after, message },
            E::Busy { retry_after, message } => AppError::Unavailable { retry_after, message },
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
        response(&self.0, true)
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
        response(&self.0, false)
    }
}

/// The response to `e`, in English: JSON (`{"error": "…"}`) or the error page. It carries
/// its message, so [`localize`] can word it again in the reader's language.
fn response(e: &AppError, json: bool) -> HttpResponse {
    let status = e.status();
    let message = e.public_message();
    let mut resp = HttpResponse::build(status);
    if let Some(s) = e.retry_after() {
        resp.insert_header((actix_web::http::header::RETRY_AFTER, s.to_string()));
    }
    let mut resp = if json {
        resp.json(json_body(&message, ENGLISH))
    } else {
        resp.content_type(ContentType::html())
            .body(error_page(status, &message, ENGLISH))
    };
    resp.extensions_mut().insert(Worded { message, json });
    resp
}

const ENGLISH: Locale = Locale::latin(Lang::En);

/// The JSON answer of an error: `{"error": "…"}`.
fn json_body(message: &Message, locale: Locale) -> serde_json::Value {
    serde_json::json!({ "error": locale.message(message) })
}

/// A self-contained error page in `locale` (it must not depend on templates that might be the
/// failure): the status and its name, the message, a search box and the way home.
pub(crate) fn error_page(status: StatusCode, message: &Message, locale: Locale) -> String {
    let lang = locale.lang;
    let code = status.as_u16();
    let word = |id: &str| escape_html(&locale.text(&locales::text(lang, id)));
    let reason = escape_html(&locale.text(&locales::text_with(
        lang,
        "error-status",
        &crate::args!["code" => code],
    )));
    let search = word("error-page-search");
    format!(
        "<!doctype html><html lang=\"{html_lang}\"><head><meta charset=\"utf-8\"><meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\
         <title>{code} {reason} · Arbiter KB</title><link rel=\"stylesheet\" href=\"/static/app.css\"><link rel=\"icon\" href=\"/static/icon.svg\" type=\"image/svg+xml\"></head>\
         <body><main class=\"page\"><h1>{code} {reason}</h1><p>{}</p>\
         <form action=\"/search\" method=\"get\" role=\"search\"><input type=\"search\" name=\"q\" aria-label=\"{search}\" placeholder=\"{}\"> <button>{search}</button></form>\
         <p><a href=\"/\">{}</a></p></main></body></html>",
        escape_html(&locale.message(message)),
        word("error-page-placeholder"),
        word("error-page-home"),
        html_lang = locale.code(),
    )
}

/// The message of an error response, for [`localize`] (an error response is built without
/// the request, so without its language).
#[derive(Debug, Clone)]
struct Worded {
    message: Message,
    json: bool,
}

/// The language a handler read from the request's body (the JSON API's `"lang"`), put into the
/// request's extensions so that its refusals are worded in it too.
#[derive(Debug, Clone, Copy)]
pub(crate) struct BodyLocale(pub Locale);

/// Word an error response in the request's language and script (the body's `"lang"` when a
/// handler read one, else `?lang=`, the cookie, `Accept-Language`): the one place where every
/// refusal, from a handler, an extractor or a middleware inside this one, is put in the reader's
/// words.
pub async fn localize(
    req: actix_web::dev::ServiceRequest,
    next: actix_web::middleware::Next<impl actix_web::body::MessageBody + 'static>,
) -> Result<
    actix_web::dev::ServiceResponse<actix_web::body::EitherBody<impl actix_web::body::MessageBody, String>>,
    actix_web::Error,
> {
    use actix_web::body::EitherBody;
    let res = next.call(req).await?;
    let Some(worded) = res.response().extensions().get::<Worded>().cloned() else {
        return Ok(res.map_into_left_body());
    };
    let chosen = actix_web::HttpMessage::extensions(res.request())
        .get::<BodyLocale>()
        .copied();
    let locale = chosen.map_or_else(|| crate::web::locale::negotiate(res.request()), |c| c.0);
    if locale == ENGLISH {
        return Ok(res.map_into_left_body());
    }
    let status = res.status();
    Ok(res.map_body(|head, _| {
        head.headers_mut().remove(actix_web::http::header::CONTENT_LENGTH);
        EitherBody::right(if worded.json {
            json_body(&worded.message, locale).to_string()
        } else {
            error_page(status, &worded.message, locale)
        })
    }))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The English error page, byte for byte as it was when the messages moved to the
    /// catalogues, with the site's icon since (without it a browser asks for /favicon.ico and
    /// logs a 404).
    #[test]
    fn the_english_error_page_is_unchanged() {
        let page = error_page(StatusCode::CONFLICT, &Message::new("error-own-role"), ENGLISH);
        assert_eq!(
            page,
            "<!doctype html><html lang=\"en\"><head><meta charset=\"utf-8\"><meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\
             <title>409 Conflict · Arbiter KB</title><link rel=\"stylesheet\" href=\"/static/app.css\"><link rel=\"icon\" href=\"/static/icon.svg\" type=\"image/svg+xml\"></head>\
             <body><main class=\"page\"><h1>409 Conflict</h1><p>Change your own role from another administrator&#x27;s account.</p>\
             <form action=\"/search\" method=\"get\" role=\"search\"><input type=\"search\" name=\"q\" aria-label=\"Search\" placeholder=\"6.9, flag fall…\"> <button>Search</button></form>\
             <p><a href=\"/\">Arbiter KB</a></p></main></body></html>"
        );
    }

    /// Every status an error can have is named in English as HTTP names it, and in every
    /// language by its own words (not the fallback).
    #[test]
    fn every_status_has_its_name_in_every_language() {
        for status in [400u16, 401, 403, 404, 409, 415, 422, 429, 500, 503] {
            let code = StatusCode::from_u16(status).unwrap();
            let name = |l| locales::text_with(l, "error-status", &crate::args!["code" => status]);
            assert_eq!(Some(name(Lang::En).as_str()), code.canonical_reason(), "{status}");
            for l in Lang::ALL {
                let other = locales::text_with(l, "error-status", &crate::args!["code" => 599]);
                assert_ne!(name(l), other, "{l}: {status}");
            }
        }
    }

    /// Every error's status and message, as the API and the page show them, in Cyrillic
    /// keeping codes and what the reader typed.
    #[test]
    fn serbian_cyrillic_keeps_codes_and_arguments_in_latin() {
        let cyrillic = Locale::ALL[4];
        let m = Message::new("error-unknown-topic").with("topic", "flag-fall");
        assert_eq!(cyrillic.message(&m), "Непозната тема `flag-fall`.");
        assert_eq!(
            json_body(&Message::new("error-lang-param"), cyrillic)["error"],
            "Параметар `lang` мора бити `en`, `pt`, `ru`, `sr` или `sr-Cyrl`."
        );
        let page = error_page(StatusCode::NOT_FOUND, &Message::new("error-no-topic"), cyrillic);
        assert!(page.contains("<html lang=\"sr-Cyrl\""), "{page}");
        assert!(
            page.contains("<h1>404 Није пронађено</h1><p>Та тема не постоји.</p>"),
            "{page}"
        );
    }

    #[test]
    fn an_internal_error_says_nothing_of_its_cause() {
        let e = AppError::Internal(anyhow::anyhow!("the secret path /var/db failed"));
        assert_eq!(e.public_message(), Message::new("error-internal"));
        assert_eq!(e.status(), StatusCode::INTERNAL_SERVER_ERROR);
        let e = AppError::from(crate::training::Error::Conflict(Message::new(
            "error-exam-closed",
        )));
        assert_eq!(e.to_string(), "This exam is closed.");
        assert_eq!(e.status(), StatusCode::CONFLICT);
    }
}
