//! JSON API: `/api/search`, `/api/rulings/{id}` and `/healthz`.

use std::time::Instant;

use actix_web::{HttpRequest, HttpResponse, web};
use serde::Serialize;

use crate::locales::Message;
use crate::search::{Confidence, FilterCounts};
use crate::web::error::{ApiError, AppError};
use crate::web::view::{HitView, RulingView};
use crate::web::{AppState, SearchParams, check_lang_param, locale};

#[derive(Serialize)]
struct SearchResponse {
    query: String,
    took_us: u128,
    lang: &'static str,
    articles: Vec<String>,
    /// `strong`: the first hit answers most of the query; `weak`: hits match only part of it
    /// (probably no ruling on this); `none`: nothing matched.
    confidence: Confidence,
    /// Matches before filtering.
    total: u32,
    /// Matches per filter value (topics, time controls, kinds).
    counts: FilterCounts,
    hits: Vec<HitView>,
    suggestion: Option<String>,
    nearby_articles: Vec<String>,
}

/// `GET /api/search?q=…&lang=…&limit=N&topic=…&tc=…&kind=…`
pub(crate) async fn search(
    req: HttpRequest,
    state: web::Data<AppState>,
    params: web::Query<SearchParams>,
) -> Result<HttpResponse, ApiError> {
    let live = state.live();
    check_lang_param(params.lang.as_deref())?;
    let locale = locale::negotiate(&req);
    let lang = locale.lang;
    let request = params.into_inner().parse(&live.kb, lang, 10)?;
    // A search takes a fraction of a millisecond (bounded for any input: docs/SEARCH.md), less
    // than handing it to the blocking pool would cost, so it runs on the worker.
    let started = Instant::now();
    let results = live.search.search(&live.kb, &request.q, &request.options)?;
    let took_us = started.elapsed().as_micros();
    let hits = results
        .hits
        .iter()
        .filter_map(|h| live.kb.get(&h.id).map(|r| HitView::new(&live.kb, r, h, lang)))
        .collect();
    let mut json = serde_json::to_value(SearchResponse {
        query: request_query(&req),
        took_us,
        lang: locale.code(),
        articles: results.articles,
        confidence: results.confidence,
        total: results.total,
        counts: results.counts,
        hits,
        suggestion: results.suggestion,
        nearby_articles: results.nearby_articles,
    })
    .map_err(|e| AppError::Internal(e.into()))?;
    locale.json(&mut json);
    Ok(HttpResponse::Ok().json(json))
}

/// The `q` parameter as received (already length-checked).
fn request_query(req: &HttpRequest) -> String {
    web::Query::<SearchParams>::from_query(req.query_string())
        .ok()
        .and_then(|p| p.into_inner().q)
        .unwrap_or_default()
}

/// `GET /api/rulings/{id}?lang=…`
pub(crate) async fn ruling(
    req: HttpRequest,
    state: web::Data<AppState>,
    id: web::Path<String>,
) -> Result<HttpResponse, ApiError> {
    let live = state.live();
    check_lang_param(raw_lang(&req).as_deref())?;
    let locale = locale::negotiate(&req);
    let r = live.kb.get(&id).ok_or_else(|| {
        AppError::NotFound(
            Message::new("error-no-ruling-id").with("id", id.chars().take(80).collect::<String>()),
        )
    })?;
    let view = RulingView::new(&live.kb, r, locale.lang);
    let cyrillic_body = locale.cyrillic && view.body_lang == crate::content::Lang::Sr;
    let mut json = serde_json::to_value(view).map_err(|e| AppError::Internal(e.into()))?;
    locale.json(&mut json);
    if locale.cyrillic {
        json["lang"] = locale.code().into();
    }
    if cyrillic_body {
        json["body_lang"] = locale.code().into();
    }
    Ok(HttpResponse::Ok().json(json))
}

fn raw_lang(req: &HttpRequest) -> Option<String> {
    locale::query_param(req.query_string(), "lang")
}

/// `GET /healthz`: the knowledge base is loaded and the database answers.
pub(crate) async fn healthz(state: web::Data<AppState>) -> Result<HttpResponse, ApiError> {
    let live = state.live();
    let store = state.store().clone();
    let version = web::block(move || {
        store.ping()?;
        store.schema_version()
    })
    .await
    .map_err(|e| AppError::Internal(anyhow::anyhow!("health task failed: {e}")))??;
    Ok(HttpResponse::Ok().json(serde_json::json!({
        "status": "ok",
        "rulings": live.kb.rulings().len(),
        "schema_version": version,
    })))
}
