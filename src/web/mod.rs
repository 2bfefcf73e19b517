//! The web layer, and the only module that knows actix-web: the route table shared by `main`
//! and the tests, request parsing at the edge, pages (minijinja) and the JSON API.

mod account;
mod admin;
mod api;
mod articles;
mod assets;
mod assist;
mod class_csv;
mod classes;
pub mod clock;
pub mod error;
mod form;
pub mod i18n;
pub mod locale;
mod offline;
mod pages;
mod progress;
pub mod quiz;
mod quiz_pages;
pub mod session;
pub mod templates;
pub mod view;

use std::sync::Arc;

use actix_web::body::MessageBody;
use actix_web::cookie::{Cookie, SameSite, time::Duration as CookieDuration};
use actix_web::dev::{ServiceRequest, ServiceResponse};
use actix_web::http::header::{self, HeaderValue};
use actix_web::middleware::{DefaultHeaders, Next};
use actix_web::{HttpRequest, HttpResponse, web};

use crate::content::{Kind, KnowledgeBase, Lang, TimeControl};
use crate::locales::Message;
use crate::search::{SearchIndex, SearchOptions};
use crate::store::Store;
use error::{ApiError, AppError, PageError};
use templates::Templates;

/// Longest search query accepted, in characters.
pub const MAX_QUERY_CHARS: usize = 400;
/// Largest request body accepted, in bytes.
pub const MAX_BODY_BYTES: usize = 64 * 1024;

/// Largest body of an assistant request: a TRF file of up to 1 MB
/// ([`crate::rules::trf::MAX_BYTES`]), escaped in JSON or URL-encoded in a form.
pub const ASSIST_BODY_BYTES: usize = 4 * 1024 * 1024;

/// What can be reloaded while serving (`serve --watch`): the knowledge base, its index and the
/// templates, swapped as one so a request never sees a mix.
pub struct Live {
    /// The validated knowledge base.
    pub kb: Arc<KnowledgeBase>,
    /// Its search index.
    pub search: Arc<SearchIndex>,
    /// Compiled templates.
    pub templates: Arc<Templates>,
    /// The offline indexes of this knowledge base, built on first request.
    pub offline: offline::OfflineCache,
}

impl Live {
    /// Everything a snapshot needs, from files: the content loaded and validated, its index
    /// built, the templates compiled (from `templates_dir` when given, else the embedded ones).
    /// Start-up and `serve --watch` both come through here.
    pub fn load(content: &std::path::Path, templates_dir: Option<&std::path::Path>) -> anyhow::Result<Live> {
        use anyhow::Context;
        let started = std::time::Instant::now();
        let kb = KnowledgeBase::load(content)
            .map_err(|problems| anyhow::anyhow!("the content is invalid\n{problems}"))?;
        let loaded = started.elapsed();
        let search = SearchIndex::build(&kb).context("failed to build the search index")?;
        let indexed = started.elapsed() - loaded;
        let templates = match templates_dir {
            Some(dir) => Templates::load_dir(dir),
            None => Templates::load(),
        }
        .context("failed to load the templates")?;
        tracing::info!(
            content_ms = loaded.as_millis() as u64,
            index_ms = indexed.as_millis() as u64,
            total_ms = started.elapsed().as_millis() as u64,
            "knowledge base loaded"
        );
        Ok(Live {
            kb: Arc::new(kb),
            search: Arc::new(search),
            templates: Arc::new(templates.with_banner(None)),
            offline: Default::default(),
        })
    }
}

/// Everything handlers share; built once at start-up, cheap to clone.
#[derive(Clone)]
pub struct AppState {
    /// The current knowledge base, index and templates.
    pub live: Arc<arc_swap::ArcSwap<Live>>,
    /// The use-cases of people who train (and the store behind them).
    pub training: Arc<crate::training::Training>,
    /// Whether cookies get the `Secure` flag and the `__Host-` prefix, and responses HSTS.
    pub secure_cookies: bool,
    /// Proxies trusted to name the client in forwarding headers.
    pub trusted_proxies: Arc<[ipnet::IpNet]>,
    /// The header those proxies set.
    pub forwarded_header: crate::config::ForwardedHeader,
}

impl AppState {
    /// A consistent snapshot of what can be reloaded.
    pub fn live(&self) -> Arc<Live> {
        self.live.load_full()
    }

    /// The store.
    pub fn store(&self) -> &Store {
        self.training.store()
    }
}

/// A route answering `GET` and `HEAD` (monitors and link checkers use HEAD; the HTTP layer
/// sends the headers of the GET response without its body).
fn get() -> actix_web::Route {
    web::route().guard(actix_web::guard::Any(actix_web::guard::Get()).or(actix_web::guard::Head()))
}

/// The route table.
pub fn routes(cfg: &mut web::ServiceConfig) {
    cfg.route("/", get().to(pages::home))
        .route("/offline", get().to(pages::offline))
        .route("/search", get().to(pages::search))
        .route("/rulings/{id}", get().to(pages::ruling))
        .route("/articles", get().to(articles::index))
        .route("/articles/{reference}", get().to(pages::article))
        .route("/topics", get().to(pages::topics))
        .route("/topics/{id}", get().to(pages::topic))
        .route("/api/search", get().to(api::search))
        .route("/api/rulings/{id}", get().to(api::ruling))
        .route("/api/offline-index", get().to(offline::index))
        .route("/api/quizzes", web::post().to(quiz::api_create))
        .route("/api/quizzes/{id}", get().to(quiz::api_get))
        .route("/api/quizzes/{id}/answers", web::post().to(quiz::api_answer))
        .route("/api/quizzes/{id}/flags", web::post().to(quiz::api_flag))
        .route("/api/quizzes/{id}/finish", web::post().to(quiz::api_finish))
        .route("/api/progress", get().to(progress::api_progress))
        .route("/assist", get().to(assist::index))
        .service(
            web::resource("/assist/{tool}")
                // A pasted TRF file (up to 1 MB) grows by URL-encoding.
                .app_data(
                    web::FormConfig::default()
                        .limit(ASSIST_BODY_BYTES)
                        .error_handler(|err, req| bad_input(req, "error-form-body", err)),
                )
                .route(get().to(assist::page))
                .route(web::post().to(assist::page_post)),
        )
        .service(
            web::resource("/api/assist/{tool}")
                .app_data(
                    web::JsonConfig::default()
                        .limit(ASSIST_BODY_BYTES)
                        .error_handler(|err, req| bad_input(req, "error-json-body", err)),
                )
                .route(web::post().to(assist::api)),
        )
        .route("/quiz", get().to(quiz_pages::start))
        .route("/quiz", web::post().to(quiz_pages::create))
        .route("/quiz/{id}", get().to(quiz_pages::show))
        .route("/quiz/{id}/answer", web::post().to(quiz_pages::answer))
        .route("/quiz/{id}/finish", web::post().to(quiz_pages::finish))
        .route("/quiz/{id}/result", get().to(quiz_pages::result))
        .route("/progress", get().to(quiz_pages::progress))
        .route("/study", get().to(quiz_pages::study))
        .route("/api/account/signup", web::post().to(account::api_signup))
        .route("/api/account/login", web::post().to(account::api_login))
        .route("/api/account/logout", web::post().to(account::api_logout))
        .route("/api/account/password", web::post().to(account::api_password))
        .route("/api/account", get().to(account::api_me))
        .route("/api/account", web::delete().to(account::api_delete))
        .route("/account", get().to(account::page))
        .route("/account/signup", web::post().to(account::form_signup))
        .route("/account/login", web::post().to(account::form_login))
        .route("/account/logout", web::post().to(account::form_logout))
        .route("/account/password", web::post().to(account::form_password))
        .route("/account/delete", web::post().to(account::form_delete))
        .route("/api/classes", web::post().to(classes::api_create))
        .route("/api/classes", get().to(classes::api_mine))
        .route("/api/classes/join", web::post().to(classes::api_join))
        .route("/api/classes/{id}/report", get().to(classes::api_report))
        .route("/api/classes/{id}/roster", web::post().to(classes::api_roster))
        .route("/api/classes/{id}/exams", web::post().to(classes::api_set_exam))
        .route(
            "/api/class-exams/{id}/start",
            web::post().to(classes::api_start_exam),
        )
        .route("/classes", get().to(classes::page_mine))
        .route("/classes", web::post().to(classes::form_create))
        .route("/classes/join", web::post().to(classes::form_join))
        .route("/classes/{id}", get().to(classes::page_report))
        .route("/classes/{id}/report.csv", get().to(class_csv::report_csv))
        .route("/classes/{id}/questions.csv", get().to(class_csv::questions_csv))
        .route("/classes/{id}/exams", web::post().to(classes::form_set_exam))
        .route("/classes/{id}/roster", web::post().to(classes::form_roster))
        .route(
            "/class-exams/{id}/start",
            web::post().to(classes::form_start_exam),
        )
        .route("/api/admin/users", get().to(admin::api_users))
        .route("/api/admin/users/{id}/role", web::post().to(admin::api_set_role))
        .route("/api/admin/users/{id}", web::delete().to(admin::api_delete))
        .route("/admin/users", get().to(admin::page))
        .route("/admin/users/{id}/role", web::post().to(admin::form_set_role))
        .route("/admin/users/{id}/delete", web::post().to(admin::form_delete))
        .route("/api/items", get().to(admin::api_items))
        .route("/items", get().to(admin::page_items))
        .route("/healthz", get().to(api::healthz))
        .route("/static/{path:.*}", get().to(assets::serve))
        .route("/sw.js", get().to(assets::service_worker));
}

/// Register the extractor limits and error handlers, so malformed input gets a 4xx.
pub fn configure_extractors(cfg: &mut web::ServiceConfig) {
    cfg.app_data(
        web::QueryConfig::default().error_handler(|err, req| bad_input(req, "error-query-string", err)),
    )
    .app_data(web::PathConfig::default().error_handler(|err, req| bad_input(req, "error-path", err)))
    .app_data(
        web::JsonConfig::default()
            .limit(MAX_BODY_BYTES)
            .error_handler(|err, req| bad_input(req, "error-json-body", err)),
    )
    .app_data(
        web::FormConfig::default()
            .limit(MAX_BODY_BYTES)
            .error_handler(|err, req| bad_input(req, "error-form-body", err)),
    )
    .app_data(web::PayloadConfig::default().limit(MAX_BODY_BYTES));
}

/// The request's path with its query string, for links that keep the current page.
pub(crate) fn path_and_query(req: &HttpRequest) -> String {
    match req.query_string() {
        "" => req.path().to_string(),
        q => format!("{}?{q}", req.path()),
    }
}

fn is_api(req: &HttpRequest) -> bool {
    req.path().starts_with("/api/")
}

/// A request an extractor could not read: message `id` (`error-json-body`, …) with the
/// parser's explanation.
fn bad_input(req: &HttpRequest, id: &'static str, err: impl std::fmt::Display) -> actix_web::Error {
    let e = AppError::BadRequest(Message::new(id).with("detail", err.to_string()));
    if is_api(req) {
        ApiError(e).into()
    } else {
        PageError(e).into()
    }
}

/// Fallback for unknown routes: 404 in the format of the route family.
pub async fn not_found(req: HttpRequest) -> actix_web::Result<HttpResponse> {
    let e = AppError::NotFound(Message::new("error-no-route").with("path", req.path()));
    if is_api(&req) {
        Err(ApiError(e).into())
    } else {
        Err(PageError(e).into())
    }
}

/// Security headers on every response; behind HTTPS (`--secure-cookies`) also HSTS, so a
/// browser that has been here once never comes back over plain HTTP.
pub fn security_headers(https: bool) -> DefaultHeaders {
    let headers = DefaultHeaders::new();
    let headers = if https {
        headers.add((
            header::STRICT_TRANSPORT_SECURITY,
            "max-age=31536000; includeSubDomains",
        ))
    } else {
        headers
    };
    headers
        .add((
            header::CONTENT_SECURITY_POLICY,
            "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; \
             object-src 'none'; base-uri 'none'; frame-ancestors 'none'; form-action 'self'",
        ))
        .add((header::X_CONTENT_TYPE_OPTIONS, "nosniff"))
        .add((header::REFERRER_POLICY, "same-origin"))
        .add((header::X_FRAME_OPTIONS, "DENY"))
        .add(("Permissions-Policy", "camera=(), microphone=(), geolocation=()"))
        .add(("Cross-Origin-Opener-Policy", "same-origin"))
}

/// A state-changing request to the JSON API must say it is JSON (`Content-Type:
/// application/json`), even without a body: a cross-site HTML form or a "simple" cross-site
/// `fetch` cannot send that type without a CORS preflight, which this server never grants.
/// (HTML form posts outside `/api/` carry the session's anti-forgery token instead.)
pub async fn state_changes_declare_themselves(
    req: ServiceRequest,
    next: Next<impl MessageBody + 'static>,
) -> Result<ServiceResponse<impl MessageBody>, actix_web::Error> {
    use actix_web::http::Method;
    let changes = !matches!(*req.method(), Method::GET | Method::HEAD | Method::OPTIONS);
    if changes && req.path().starts_with("/api/") {
        let json = req
            .headers()
            .get(header::CONTENT_TYPE)
            .and_then(|v| v.to_str().ok())
            .and_then(|v| v.split(';').next())
            .is_some_and(|t| t.trim().eq_ignore_ascii_case("application/json"));
        if !json {
            let e = ApiError(AppError::UnsupportedType(Message::new("error-send-json")));
            return Ok(req.error_response(e).map_into_right_body());
        }
    }
    Ok(next.call(req).await?.map_into_left_body())
}

/// The span every request is logged in: like `tracing-actix-web`'s default, but the client
/// address is the one our limits use ([`session::client_ip`]: forwarding headers only from a
/// trusted proxy), beside the TCP peer, never what a `Forwarded` header claims on its own.
pub struct RequestSpan;

impl tracing_actix_web::RootSpanBuilder for RequestSpan {
    fn on_request_start(request: &ServiceRequest) -> tracing::Span {
        let req = request.request();
        let route = request.match_pattern().unwrap_or_else(|| "(unmatched)".into());
        let user_agent = req
            .headers()
            .get(header::USER_AGENT)
            .map(|v| String::from_utf8_lossy(v.as_bytes()).into_owned())
            .unwrap_or_default();
        let request_id = actix_web::HttpMessage::extensions(req)
            .get::<tracing_actix_web::RequestId>()
            .map(|id| id.to_string())
            .unwrap_or_default();
        tracing::info_span!(
            "HTTP request",
            http.method = %request.method(),
            http.route = %route,
            http.target = %request.uri().path_and_query().map(|p| p.as_str()).unwrap_or(""),
            http.client_ip = %session::client_ip(req),
            net.peer_ip = %req.peer_addr().map(|a| a.ip().to_string()).unwrap_or_default(),
            http.user_agent = %user_agent,
            request_id = %request_id,
            http.status_code = tracing::field::Empty,
            otel.status_code = tracing::field::Empty,
            exception.message = tracing::field::Empty,
            exception.details = tracing::field::Empty,
        )
    }

    fn on_request_end<B: MessageBody>(
        span: tracing::Span,
        outcome: &Result<ServiceResponse<B>, actix_web::Error>,
    ) {
        tracing_actix_web::DefaultRootSpanBuilder::on_request_end(span, outcome);
    }
}

/// Remember an explicit `?lang=` choice in a cookie, and mark negotiated pages as varying.
pub async fn remember_language(
    req: ServiceRequest,
    next: Next<impl MessageBody + 'static>,
) -> Result<ServiceResponse<impl MessageBody>, actix_web::Error> {
    // Only pages remember the choice; the API and assets answer for the language asked.
    let asset = req.path().starts_with("/static/");
    let page = !asset && !req.path().starts_with("/api/");
    let chosen = locale::requested(req.request()).filter(|_| page);
    let secure = req
        .app_data::<web::Data<AppState>>()
        .is_some_and(|s| s.secure_cookies);
    let mut res = next.call(req).await?;
    if let Some(lang) = chosen {
        let cookie = Cookie::build(locale::LANG_COOKIE, lang.code())
            .path("/")
            .max_age(CookieDuration::days(365))
            .same_site(SameSite::Lax)
            .http_only(true)
            .secure(secure)
            .finish();
        if let Ok(v) = HeaderValue::from_str(&cookie.to_string()) {
            res.headers_mut().append(header::SET_COOKIE, v);
        }
    }
    if !asset {
        // Keep what the handler varies on already (the offline index: Accept-Encoding).
        let vary = match res.headers().get(header::VARY).and_then(|v| v.to_str().ok()) {
            Some(v) if !v.is_empty() => HeaderValue::from_str(&format!("{v}, Accept-Language, Cookie")).ok(),
            _ => None,
        };
        res.headers_mut().insert(
            header::VARY,
            vary.unwrap_or(HeaderValue::from_static("Accept-Language, Cookie")),
        );
    }
    Ok(res)
}

/// Search parameters as they arrive; parsed by [`SearchParams::parse`].
#[derive(Debug, Default, serde::Deserialize)]
pub struct SearchParams {
    /// The query.
    #[serde(default)]
    pub q: Option<String>,
    /// UI language.
    #[serde(default)]
    pub lang: Option<String>,
    /// Number of hits.
    #[serde(default)]
    pub limit: Option<String>,
    /// Topic filter.
    #[serde(default)]
    pub topic: Option<String>,
    /// Time-control filter.
    #[serde(default)]
    pub tc: Option<String>,
    /// Kind filter.
    #[serde(default)]
    pub kind: Option<String>,
}

/// A validated search request.
#[derive(Debug, Clone)]
pub struct SearchRequest {
    /// The query text (may be empty).
    pub q: String,
    /// Options for the index.
    pub options: SearchOptions,
}

impl SearchParams {
    /// Validate; `lang` is the already negotiated UI language, `default_limit` the number of
    /// hits when `limit` is absent (10 for the API, 20 for the results page).
    pub fn parse(
        self,
        kb: &KnowledgeBase,
        lang: Lang,
        default_limit: usize,
    ) -> Result<SearchRequest, AppError> {
        let q = self.q.unwrap_or_default();
        let chars = q.chars().count();
        if chars > MAX_QUERY_CHARS {
            return Err(AppError::BadRequest(
                Message::new("error-query-long")
                    .with("chars", chars)
                    .with("max", MAX_QUERY_CHARS),
            ));
        }
        let limit = match self.limit.as_deref().filter(|s| !s.is_empty()) {
            None => default_limit,
            Some(s) => match s.parse::<usize>() {
                Ok(n) if (1..=50).contains(&n) => n,
                _ => {
                    return Err(AppError::BadRequest(Message::new("error-limit-param")));
                }
            },
        };
        let topic = match self.topic.filter(|s| !s.is_empty()) {
            Some(t) if kb.topic(&t).is_none() => {
                return Err(AppError::BadRequest(
                    Message::new("error-unknown-topic").with("topic", truncate(&t)),
                ));
            }
            other => other,
        };
        let time_control = match self.tc.filter(|s| !s.is_empty()) {
            Some(t) => Some(
                TimeControl::parse(&t).ok_or_else(|| AppError::BadRequest(Message::new("error-tc-param")))?,
            ),
            None => None,
        };
        let kind = match self.kind.filter(|s| !s.is_empty()) {
            Some(k) => {
                Some(Kind::parse(&k).ok_or_else(|| AppError::BadRequest(Message::new("error-kind-param")))?)
            }
            None => None,
        };
        Ok(SearchRequest {
            q,
            options: SearchOptions {
                lang,
                limit,
                topic,
                time_control,
                kind,
                snippets: true,
            },
        })
    }
}

fn truncate(s: &str) -> String {
    s.chars().take(40).collect()
}

/// Validate an explicit `lang` parameter: absent is fine, unknown is a 400.
fn check_lang_param(p: Option<&str>) -> Result<(), AppError> {
    match p {
        Some(l) if !l.is_empty() && i18n::exact(l).is_none() => {
            Err(AppError::BadRequest(Message::new("error-lang-param")))
        }
        _ => Ok(()),
    }
}
