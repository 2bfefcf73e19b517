//! HTML pages: home, search results, ruling, article, topics.

use std::collections::BTreeMap;

use actix_web::http::header;
use actix_web::{HttpRequest, HttpResponse, web};
use serde::Serialize;

use crate::content::{ArticleRef, Lang, Ruling};
use crate::locales::Message;
use crate::web::error::{AppError, PageError};
use crate::web::view::{HitView, RulingView, TopicView, article_url};
use crate::web::{AppState, Live, SearchParams, i18n};

fn topic_views(live: &Live, lang: Lang) -> Vec<TopicView> {
    live.kb
        .topics()
        .iter()
        .map(|t| TopicView::new(&live.kb, &t.id, lang))
        .filter(|t| t.count > 0)
        .collect()
}

/// Articles arbiters look up most, for the home page.
const QUICK_ARTICLES: &[&str] = &[
    "4.3", "6.9", "7.5.5", "9.2", "9.5.3", "11.3.2.2", "A.5.2", "III.5",
];

/// `GET /`
/// `GET /offline`: what the service worker shows, offline, for a page it has no copy of (a quiz,
/// an article, an account page…): that the page needs the connection, and what works offline.
pub(crate) async fn offline(req: HttpRequest, state: web::Data<AppState>) -> Result<HttpResponse, PageError> {
    Ok(state
        .live()
        .templates
        .page(&req, "offline.html", minijinja::context! {})?)
}

pub(crate) async fn home(req: HttpRequest, state: web::Data<AppState>) -> Result<HttpResponse, PageError> {
    let live = state.live();
    let lang = i18n::negotiate(&req);
    let examples: &[&str] = match lang {
        Lang::En => &["flag fall lone king", "illegal move rapid", "touch move", "10.2"],
        Lang::Pt => &["queda de seta", "lance ilegal", "peça tocada", "10.2"],
        Lang::Ru => &["упал флаг", "невозможный ход", "тронул — ходи", "6.9"],
        Lang::Sr => &["pad zastavice", "nepravilan potez", "пад заставице", "6.9"],
    };
    let quick: Vec<_> = QUICK_ARTICLES
        .iter()
        .map(|a| serde_json::json!({"ref": a, "url": article_url(a)}))
        .collect();
    Ok(live.templates.page(
        &req,
        "home.html",
        minijinja::context! {
            topics => topic_views(&live, lang),
            examples => examples,
            quick_articles => quick,
            count => live.kb.rulings().len(),
            autofocus => true,
        },
    )?)
}

#[derive(Serialize)]
struct FilterOption {
    value: String,
    label: String,
    selected: bool,
    /// Matches of the query with this value (before filtering); searched queries only.
    count: Option<u32>,
}

/// `GET /search?q=…`
pub(crate) async fn search(
    req: HttpRequest,
    state: web::Data<AppState>,
    params: web::Query<SearchParams>,
) -> Result<HttpResponse, PageError> {
    let live = state.live();
    let lang = i18n::negotiate(&req);
    let request = params.into_inner().parse(&live.kb, lang, 20)?;
    let results = live.search.search(&live.kb, &request.q, &request.options)?;
    let hits: Vec<HitView> = results
        .hits
        .iter()
        .filter_map(|h| live.kb.get(&h.id).map(|r| HitView::new(&live.kb, r, h, lang)))
        .collect();
    let opts = &request.options;
    let topics: Vec<FilterOption> = topic_views(&live, lang)
        .into_iter()
        .map(|t| FilterOption {
            selected: opts.topic.as_deref() == Some(&t.id),
            count: results.counts.topics.get(&t.id).copied(),
            value: t.id,
            label: t.name,
        })
        .collect();
    let tcs: Vec<FilterOption> = ["standard", "rapid", "blitz"]
        .iter()
        .map(|tc| FilterOption {
            value: tc.to_string(),
            label: i18n::t(lang, &format!("tc_{tc}")).to_string(),
            selected: opts.time_control.map(|t| t.as_str()) == Some(tc),
            count: results.counts.time_controls.get(tc).copied(),
        })
        .collect();
    let kinds: Vec<FilterOption> = ["ruling", "law", "procedure", "regulation"]
        .iter()
        .map(|k| FilterOption {
            value: k.to_string(),
            label: i18n::t(lang, &format!("kind_{k}")).to_string(),
            selected: opts.kind.map(|x| x.as_str()) == Some(k),
            count: results.counts.kinds.get(k).copied(),
        })
        .collect();
    // Article pages for the numbers recognised in the query: useful even when nothing matched.
    let nearby: Vec<_> = results
        .nearby_articles
        .iter()
        .chain(
            results
                .articles
                .iter()
                .filter(|a| crate::content::ArticleRef::parse(a).is_ok()),
        )
        .map(|a| serde_json::json!({"ref": a, "url": article_url(a)}))
        .collect();
    let weak = results.confidence == crate::search::Confidence::Weak;
    let close = results
        .hits
        .first()
        .is_some_and(|h| h.coverage >= crate::search::CLOSE_COVERAGE);
    Ok(live.templates.page(
        &req,
        "search.html",
        minijinja::context! {
            q => request.q,
            searched => !request.q.trim().is_empty(),
            hits => hits,
            topics => topics,
            tcs => tcs,
            kinds => kinds,
            nearby => nearby,
            suggestion => results.suggestion,
            // A weak first hit that matches little of the query: probably no ruling is on it.
            // One that matches most of it, with others nearly as close: read the decision.
            weak => weak && !close,
            close => weak && close,
        },
    )?)
}

/// `GET /rulings/{id}`
pub(crate) async fn ruling(
    req: HttpRequest,
    state: web::Data<AppState>,
    id: web::Path<String>,
) -> Result<HttpResponse, PageError> {
    let live = state.live();
    let lang = i18n::negotiate(&req);
    let r = live
        .kb
        .get(&id)
        .ok_or_else(|| AppError::NotFound(Message::new("error-no-ruling-page")))?;
    let view = RulingView::new(&live.kb, r, lang);
    Ok(live.templates.page(
        &req,
        "ruling.html",
        minijinja::context! { r => view, body_lang_name => i18n::t(lang, &format!("lang_{}", r.body_for(lang).1)) },
    )?)
}

#[derive(Serialize)]
struct Card {
    id: String,
    title: String,
    answer: String,
    url: String,
    articles: Vec<String>,
    former: Vec<String>,
}

fn card(r: &Ruling, lang: Lang) -> Card {
    Card {
        id: r.id.clone(),
        title: r.title.get(lang).clone(),
        answer: r.answer.get(lang).clone(),
        url: format!("/rulings/{}", r.id),
        articles: r.articles.iter().map(|a| a.to_string()).collect(),
        former: r.former.clone(),
    }
}

/// `GET /articles/{reference}`: rulings citing it (or its sub-articles); for a number that
/// only exists in older editions, a redirect to where that rule lives now.
pub(crate) async fn article(
    req: HttpRequest,
    state: web::Data<AppState>,
    reference: web::Path<String>,
) -> Result<HttpResponse, PageError> {
    let live = state.live();
    let lang = i18n::negotiate(&req);
    let raw = reference.into_inner();
    let normalized = ArticleRef::normalize(&raw).map(|r| r.to_string());
    let key = normalized.clone().or_else(|| crate::content::former_number(&raw));
    let Some(key) = key else {
        return Err(AppError::NotFound(
            Message::new("error-not-article-number").with("raw", raw.chars().take(40).collect::<String>()),
        )
        .into());
    };
    let citing: Vec<&Ruling> = match &normalized {
        Some(n) => live.kb.citing(&ArticleRef::normalize(n).expect("normalised")),
        None => Vec::new(),
    };
    let formerly = live.kb.formerly(&key);
    let known = normalized
        .as_deref()
        .and_then(|n| ArticleRef::parse(n).ok())
        .is_some();
    if citing.is_empty() && !formerly.is_empty() {
        // The number now lives elsewhere: send the reader to the current article.
        if let Some(target) = live.kb.current_home(&key) {
            let location = format!(
                "{}?from={}",
                article_url(&target),
                crate::web::templates::urlencode(&key)
            );
            return Ok(HttpResponse::Found()
                .insert_header((header::LOCATION, location))
                .finish());
        }
    }
    if citing.is_empty() && formerly.is_empty() && !known {
        return Err(AppError::NotFound(Message::new("error-not-article").with("key", key)).into());
    }
    let from = web::Query::<BTreeMap<String, String>>::from_query(req.query_string())
        .ok()
        .and_then(|q| q.get("from").cloned())
        .filter(|f| f.len() <= 20);
    let redirected = from.map(|f| {
        crate::locales::text_with(
            lang,
            "redirected_from",
            &crate::args!["old" => f, "new" => key.clone()],
        )
    });
    Ok(live.templates.page(
        &req,
        "article.html",
        minijinja::context! {
            reference => key,
            citing => citing.iter().map(|r| card(r, lang)).collect::<Vec<_>>(),
            formerly => formerly.iter().map(|r| card(r, lang)).collect::<Vec<_>>(),
            redirected => redirected,
        },
    )?)
}

/// `GET /topics`
pub(crate) async fn topics(req: HttpRequest, state: web::Data<AppState>) -> Result<HttpResponse, PageError> {
    let live = state.live();
    let lang = i18n::negotiate(&req);
    Ok(live.templates.page(
        &req,
        "topics.html",
        minijinja::context! { topics => topic_views(&live, lang) },
    )?)
}

/// `GET /topics/{id}`
pub(crate) async fn topic(
    req: HttpRequest,
    state: web::Data<AppState>,
    id: web::Path<String>,
) -> Result<HttpResponse, PageError> {
    let live = state.live();
    let lang = i18n::negotiate(&req);
    if live.kb.topic(&id).is_none() {
        return Err(AppError::NotFound(Message::new("error-no-topic")).into());
    }
    let rulings: Vec<Card> = live
        .kb
        .rulings()
        .iter()
        .filter(|r| r.topics.contains(&id))
        .map(|r| card(r, lang))
        .collect();
    Ok(live.templates.page(
        &req,
        "topic.html",
        minijinja::context! { topic => TopicView::new(&live.kb, &id, lang), rulings => rulings },
    )?)
}
