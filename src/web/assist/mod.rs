//! The arbiter's assistant on the web: `/assist` (a page per incident, each a short GET form
//! whose answer is a link that can be shared; a POST form for a scoresheet or a TRF file) and
//! `/api/assist/*` (JSON). Requests are parsed here into the inputs of [`crate::assist`]; the
//! rulings shown with an answer are the main rulings citing its articles, those of its topic
//! first.

use std::collections::BTreeMap;

use actix_web::{HttpMessage, HttpRequest, HttpResponse, web};
use serde::Serialize;

use crate::assist::{Answer, conduct, draw_claim, flag_fall, illegal_move, rating};
use crate::content::{ArticleRef, KnowledgeBase};
use crate::locales::Message;
use crate::rules::illegal_move::{Irregularity, Supervision};
use crate::rules::rating::Profile;
use crate::rules::tie_breaks::TieBreak;
use crate::rules::time_control::Pace;
use crate::web::error::{ApiError, AppError, BodyLocale, PageError};
use crate::web::locale::{self, Locale};
use crate::web::{AppState, view};

mod files;
mod params;

use files::{
    file_error_text, pairing_api, pairing_check, pairing_view, table_view, tie_break_table, tie_breaks_api,
};
use params::{Params, bad, flag, games, half_points, number, pace, ratings, required, side, text_of, whole};

/// Most rulings listed with an answer.
const RULINGS_SHOWN: usize = 4;

/// The tools, in the order the index lists them: (path segment, interface message of its name).
pub const TOOLS: [(&str, &str); 12] = [
    ("flag-fall", "assist_flag_fall"),
    ("illegal-move", "assist_illegal_move"),
    ("draw-claim", "assist_draw_claim"),
    ("recording", "assist_recording"),
    ("time-control", "assist_time_control"),
    ("late-arrival", "assist_late_arrival"),
    ("device", "assist_device"),
    ("tie-breaks", "assist_tie_breaks"),
    ("pairing-check", "assist_pairing_check"),
    ("rating", "assist_rating"),
    ("first-rating", "assist_first_rating"),
    ("berger", "assist_berger"),
];

/// The answer of tool `tool` to `p`; `Ok(None)` for a page opened without a question.
fn decide(tool: &str, p: &Params) -> Result<Option<(Answer, serde_json::Value)>, Message> {
    let none = serde_json::Value::Null;
    let answer = match tool {
        "flag-fall" => {
            let fen = p.fen.as_deref().map(str::trim).filter(|s| !s.is_empty());
            let (white, black) = match &p.material {
                Some(m) => (m.white.clone(), m.black.clone()),
                None => (p.white.clone(), p.black.clone()),
            };
            let board = match (
                fen,
                white.filter(|s| !s.trim().is_empty()),
                black.filter(|s| !s.trim().is_empty()),
            ) {
                (Some(f), _, _) => flag_fall::OnBoard::Fen(f.chars().take(120).collect()),
                (None, w, b) if w.is_some() || b.is_some() => flag_fall::OnBoard::Material {
                    white: w.unwrap_or_else(|| "K".into()),
                    black: b.unwrap_or_else(|| "K".into()),
                },
                _ if p.flagged.is_none() => return Ok(None),
                _ => return Err(bad("fen")),
            };
            flag_fall::decide(&flag_fall::Incident {
                board,
                flagged: side(&p.flagged, "flagged")?,
                pace: pace(&p.time_control)?,
                increment_s: whole(&p.increment_s, "increment_s")?.unwrap_or(0),
            })?
        }
        "illegal-move" => {
            if p.irregularity.is_none() && p.time_control.is_none() {
                return Ok(None);
            }
            let irregularity = match p.irregularity.as_deref().unwrap_or("move") {
                "move" => Irregularity::IllegalMove,
                "pawn" => Irregularity::PawnNotReplaced,
                "clock" => Irregularity::ClockWithoutMove,
                "hands" => Irregularity::TwoHands,
                _ => return Err(bad("irregularity")),
            };
            let supervision = match p.supervision.as_deref().unwrap_or("limited") {
                "adequate" => Supervision::Adequate,
                "limited" => Supervision::Limited,
                _ => return Err(bad("supervision")),
            };
            illegal_move::decide(&illegal_move::Incident {
                pace: pace(&p.time_control)?,
                supervision,
                irregularity,
                nth: whole(&p.nth, "nth")?.unwrap_or(1),
                opponent_moved: flag(&p.opponent_moved, "opponent_moved")?,
                opponent_can_mate: match &p.opponent_can_mate {
                    None => true,
                    v => flag(v, "opponent_can_mate")?,
                },
                offender: side(&p.offender.clone().or(Some("white".into())), "offender")?,
            })?
        }
        "recording" => {
            let remaining = match (
                number(&p.remaining_s, "remaining_s")?,
                number(&p.remaining_min, "remaining_min")?,
            ) {
                (Some(s), _) => s.round() as u32,
                (None, Some(m)) => (m * 60.0).round() as u32,
                (None, None) if p.time_control.is_none() => return Ok(None),
                _ => return Err(bad("remaining_min")),
            };
            let went_under = flag(&p.went_under, "went_under")?;
            conduct::recording(
                pace(&p.time_control)?,
                remaining,
                went_under.then_some(0),
                whole(&p.increment_s, "increment_s")?.unwrap_or(0),
            )?
        }
        "time-control" => {
            let Some(base) = whole(&p.base_min, "base_min")? else {
                return Ok(None);
            };
            conduct::time_control(base, whole(&p.increment_s, "increment_s")?.unwrap_or(0))?
        }
        "late-arrival" => {
            let Some(late) = number(&p.late_min, "late_min")? else {
                return Ok(None);
            };
            let default = number(&p.default_min, "default_min")?.map(|d| d.round() as u32);
            conduct::late_arrival(
                side(&p.late.clone().or(Some("white".into())), "late")?,
                (late * 60.0).round().min(f64::from(u32::MAX)) as u32,
                default,
            )?
        }
        "device" => {
            let place = match p.place.as_deref() {
                None => return Ok(None),
                Some("person") => conduct::DevicePlace::OnPerson,
                Some("bag-off") => conduct::DevicePlace::BagOff,
                Some("bag-on") => conduct::DevicePlace::BagOn,
                Some(_) => return Err(bad("place")),
            };
            conduct::device(
                side(&p.player.clone().or(Some("white".into())), "player")?,
                place,
                flag(&p.bag_allowed, "bag_allowed")?,
                flag(&p.milder_penalty, "milder_penalty")?,
            )?
        }
        "rating" => {
            let Some(own) = whole(&p.rating, "rating")? else {
                return Ok(None);
            };
            let profile = match p.k.as_deref().unwrap_or("adult") {
                "newcomer" | "40" => Profile::Newcomer,
                "junior" => Profile::Junior,
                "adult" | "20" => Profile::Adult,
                "reached-2400" | "10" => Profile::Reached2400,
                _ => return Err(bad("k")),
            };
            rating::change(own, profile, &games(&p.games)?)?
        }
        "first-rating" => {
            let opponents = ratings(&p.opponents, "opponents")?;
            if opponents.is_empty() && p.score.is_none() {
                return Ok(None);
            }
            rating::first(&opponents, required(half_points(&p.score, "score")?, "score")?)?
        }
        "draw-claim" => {
            let Some(moves) = p.moves.as_deref().filter(|m| !m.trim().is_empty()) else {
                return Ok(None);
            };
            let claim = draw_claim::Claim {
                moves: moves.to_string(),
                fen: p.fen.clone().filter(|f| !f.trim().is_empty()),
                pace: match p.time_control.as_deref() {
                    None | Some("") => Pace::Standard,
                    _ => pace(&p.time_control)?,
                },
                written: p.written.clone(),
            };
            let (answer, report) = draw_claim::decide(&claim)?;
            let extra = serde_json::to_value(report).unwrap_or(serde_json::Value::Null);
            return Ok(Some((answer, extra)));
        }
        "berger" => {
            let Some(players) = whole(&p.players, "players")? else {
                return Ok(None);
            };
            let round = whole(&p.round, "round")?.unwrap_or(1);
            let rating::BergerRound { answer, boards, bye } =
                rating::berger_round(players as usize, round as usize)?;
            let extra = serde_json::json!({ "boards": boards, "bye": bye });
            return Ok(Some((answer, extra)));
        }
        _ => return Err(Message::new("error-no-route").with("path", format!("/assist/{tool}"))),
    };
    Ok(Some((answer, none)))
}

/// The main rulings on an answer: those citing its articles (the most of them first), those of
/// its topic before others; a variant is reached from its main ruling's page.
pub fn rulings_for<'k>(kb: &'k KnowledgeBase, answer: &Answer) -> Vec<&'k crate::content::Ruling> {
    let refs: Vec<ArticleRef> = answer
        .articles
        .iter()
        .filter_map(|a| ArticleRef::parse(a).ok())
        .collect();
    let mut scored: BTreeMap<&str, (i64, usize, &crate::content::Ruling)> = BTreeMap::new();
    for (i, r) in kb.rulings().iter().enumerate() {
        if r.variant_of.is_some() || r.unsettled.is_some() {
            continue;
        }
        let cited = refs
            .iter()
            .enumerate()
            .filter(|(_, a)| {
                r.articles
                    .iter()
                    .any(|c| c == *a || c.parents().iter().any(|p| p == a.as_str()))
            })
            // The first article of an answer is the one applied: it counts most.
            .map(|(j, _)| if j == 0 { 3 } else { 1 })
            .sum::<i64>();
        let on_topic = r.topics.iter().any(|t| t == answer.topic);
        if cited == 0 && !on_topic {
            continue;
        }
        // A ruling about another class of time control than the incident's comes later.
        let pace = match (answer.pace, r.time_controls.is_empty()) {
            (Some(p), false) if r.time_controls.contains(&time_control(p)) => 2,
            (Some(_), false) => -3,
            _ => 0,
        };
        let score = cited * 2 + if on_topic { 3 } else { 0 } + pace - r.articles.len().min(6) as i64 / 3;
        scored.insert(r.id.as_str(), (score, i, r));
    }
    let mut list: Vec<_> = scored.into_values().collect();
    list.sort_by_key(|&(score, i, _)| (-score, i));
    list.into_iter().take(RULINGS_SHOWN).map(|(_, _, r)| r).collect()
}

fn time_control(p: Pace) -> crate::content::TimeControl {
    match p {
        Pace::Standard => crate::content::TimeControl::Standard,
        Pace::Rapid => crate::content::TimeControl::Rapid,
        Pace::Blitz => crate::content::TimeControl::Blitz,
    }
}

#[derive(Serialize)]
struct AnswerJson<'a> {
    result: &'a str,
    headline: String,
    articles: &'a [String],
    reason: String,
    changes: Vec<String>,
    rulings: Vec<&'a str>,
    lang: &'static str,
}

fn answer_json<'a>(kb: &'a KnowledgeBase, a: &'a Answer, locale: Locale) -> AnswerJson<'a> {
    let lang = locale.lang;
    AnswerJson {
        result: &a.result,
        headline: a.headline.get(lang).clone(),
        articles: &a.articles,
        reason: a.reason.get(lang).clone(),
        changes: a.changes.iter().map(|c| c.get(lang).clone()).collect(),
        rulings: rulings_for(kb, a).into_iter().map(|r| r.id.as_str()).collect(),
        lang: locale.code(),
    }
}

/// The locale of a JSON request: its `lang` field, else the request's negotiated locale.
fn api_locale(req: &HttpRequest, p: &Params) -> Result<Locale, AppError> {
    match p.lang.as_deref() {
        None => Ok(locale::negotiate(req)),
        Some(code) => {
            Locale::parse(code).ok_or_else(|| AppError::BadRequest(Message::new("error-lang-param")))
        }
    }
}

/// `POST /api/assist/{tool}`
pub(crate) async fn api(
    req: HttpRequest,
    state: web::Data<AppState>,
    tool: web::Path<String>,
    body: web::Json<Params>,
) -> Result<HttpResponse, ApiError> {
    let live = state.live();
    let p = body.into_inner();
    let locale = api_locale(&req, &p)?;
    // Refusals are worded in the body's language as well as answers.
    req.extensions_mut().insert(BodyLocale(locale));
    match tool.as_str() {
        "tie-breaks" => return tie_breaks_api(&live.kb, &p, locale),
        "pairing-check" => return pairing_api(&live.kb, &p, locale),
        _ => {}
    }
    let Some((answer, extra)) = decide(&tool, &p).map_err(AppError::Unprocessable)? else {
        return Err(AppError::Unprocessable(Message::new("assist-error-empty")).into());
    };
    let mut v = serde_json::to_value(answer_json(&live.kb, &answer, locale))
        .map_err(|e| AppError::Internal(e.into()))?;
    if let (Some(obj), serde_json::Value::Object(more)) = (v.as_object_mut(), extra) {
        obj.extend(more);
    }
    locale.json(&mut v);
    Ok(HttpResponse::Ok().json(v))
}

/// `GET /assist`: the tools.
pub(crate) async fn index(req: HttpRequest, state: web::Data<AppState>) -> Result<HttpResponse, PageError> {
    let live = state.live();
    let tools: Vec<_> = TOOLS
        .iter()
        .map(|(id, name)| minijinja::context! { id => id, name => name })
        .collect();
    Ok(live.templates.page(
        &req,
        "assist.html",
        minijinja::context! { tools => tools, tool => "" },
    )?)
}

/// `GET /assist/{tool}?…`: the form, and the answer when the form was sent.
pub(crate) async fn page(
    req: HttpRequest,
    state: web::Data<AppState>,
    tool: web::Path<String>,
    query: web::Query<Params>,
) -> Result<HttpResponse, PageError> {
    render(&req, &state, &tool, query.into_inner())
}

/// `POST /assist/{tool}`: the same page for what is too long for a link (a scoresheet, a TRF
/// file). It computes and stores nothing, so it needs no anti-forgery token.
pub(crate) async fn page_post(
    req: HttpRequest,
    state: web::Data<AppState>,
    tool: web::Path<String>,
    form: web::Form<Params>,
) -> Result<HttpResponse, PageError> {
    render(&req, &state, &tool, form.into_inner())
}

fn render(req: &HttpRequest, state: &AppState, tool: &str, q: Params) -> Result<HttpResponse, PageError> {
    let live = state.live();
    let Some(&(id, name)) = TOOLS.iter().find(|(id, _)| *id == tool) else {
        return Err(AppError::NotFound(Message::new("error-no-route").with("path", req.path())).into());
    };
    let loc = locale::negotiate(req);
    let lang = loc.lang;
    let mut table = None;
    let mut problems: Vec<String> = Vec::new();
    let mut pairing = None;
    let decided = match id {
        "tie-breaks" => match tie_break_table(&q) {
            Ok(t) => {
                table = t.map(|t| table_view(&t, lang));
                Ok(None)
            }
            Err(e) => Err(file_error_text(e, lang, &mut problems)),
        },
        "pairing-check" => match pairing_check(&q) {
            Ok(r) => {
                pairing = r.map(|r| pairing_view(&r, lang));
                Ok(None)
            }
            Err(e) => Err(file_error_text(e, lang, &mut problems)),
        },
        _ => decide(id, &q),
    };
    let (answer, error) = match decided {
        Ok(Some((a, extra))) => {
            let rulings: Vec<_> = rulings_for(&live.kb, &a)
                .into_iter()
                .map(|r| minijinja::context! { title => r.title.get(lang), answer => r.answer.get(lang), url => view::ruling_url(&r.id) })
                .collect();
            let articles: Vec<_> = a.articles.iter().map(|x| view::article_chip(x)).collect();
            (
                Some(minijinja::context! {
                    result => a.result,
                    headline => a.headline.get(lang),
                    articles => articles,
                    reason => a.reason.get(lang),
                    changes => a.changes.iter().map(|c| c.get(lang).clone()).collect::<Vec<_>>(),
                    rulings => rulings,
                    extra => extra,
                }),
                None,
            )
        }
        Ok(None) => (None, None),
        Err(m) => (None, Some(m.text(lang))),
    };
    let failed = error.is_some();
    let form = minijinja::context! {
        fen => q.fen, white => q.white, black => q.black, flagged => q.flagged,
        time_control => q.time_control, increment_s => q.increment_s.as_ref().and_then(text_of),
        supervision => q.supervision, irregularity => q.irregularity,
        nth => q.nth.as_ref().and_then(text_of), opponent_moved => flag(&q.opponent_moved, "").unwrap_or(false),
        opponent_can_mate => q.opponent_can_mate.as_ref().map(|_| flag(&q.opponent_can_mate, "").unwrap_or(true)).unwrap_or(true),
        offender => q.offender, base_min => q.base_min.as_ref().and_then(text_of),
        remaining_min => q.remaining_min.as_ref().and_then(text_of), went_under => flag(&q.went_under, "").unwrap_or(false),
        late => q.late, late_min => q.late_min.as_ref().and_then(text_of), default_min => q.default_min.as_ref().and_then(text_of),
        player => q.player, place => q.place, bag_allowed => flag(&q.bag_allowed, "").unwrap_or(false),
        milder_penalty => flag(&q.milder_penalty, "").unwrap_or(false),
        rating => q.rating.as_ref().and_then(text_of), k => q.k, games => q.games.as_ref().and_then(text_of),
        opponents => q.opponents.as_ref().and_then(text_of), score => q.score.as_ref().and_then(text_of),
        players => q.players.as_ref().and_then(text_of), round => q.round.as_ref().and_then(text_of),
        moves => q.moves, written => q.written, trf => q.trf,
        tb => [q.tb1, q.tb2, q.tb3, q.tb4], working_for => q.working_for.as_ref().and_then(text_of),
        working_tie_break => q.working_tie_break, edition => q.edition,
    };
    let tie_break_keys: Vec<&str> = TieBreak::ALL.iter().map(|k| k.key()).collect();
    let mut resp = live.templates.page(
        req,
        "assist.html",
        minijinja::context! {
            tool => id, name => name, form => form, answer => answer, error => error,
            problems => problems, table => table, pairing => pairing, tie_break_keys => tie_break_keys,
        },
    )?;
    if failed {
        *resp.status_mut() = actix_web::http::StatusCode::UNPROCESSABLE_ENTITY;
    }
    Ok(resp)
}
