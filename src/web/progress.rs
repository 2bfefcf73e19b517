//! Progress over HTTP: per-topic figures, the history of finished quizzes, what is due for
//! review and readiness against the mock-exam blueprint, for `/api/progress` and the pages.

use actix_web::{HttpRequest, HttpResponse, web};
use serde::Serialize;

use crate::content::{KnowledgeBase, Lang};
use crate::store::quiz::{HistoryPoint, Mode};
use crate::store::users::Session;
use crate::training::attempts::{Progress, SectionReadiness};
use crate::web::clock::{now_ms, rfc3339};
use crate::web::error::{ApiError, AppError};
use crate::web::locale;
use crate::web::quiz::{json_in, topic_name};
use crate::web::session::{self, blocking, no_store};
use crate::web::{AppState, Live};

/// Per-topic progress of a user.
#[derive(Debug, Serialize)]
pub struct TopicProgress {
    /// Topic id.
    pub topic: String,
    /// Name in the UI language.
    pub name: String,
    /// Answers counted for the topic (a question counts for each of its topics).
    pub answered: usize,
    /// Answered right.
    pub right: usize,
    /// Share right, 0–100.
    pub accuracy: u32,
    /// Questions due for review now.
    pub due: usize,
}

/// A finished quiz in the history.
#[derive(Debug, Serialize)]
pub struct HistoryView {
    /// Attempt id.
    pub id: String,
    /// Mode.
    pub mode: Mode,
    /// When (RFC 3339).
    pub finished_at: String,
    /// Right answers.
    pub score: usize,
    /// Questions.
    pub total: usize,
    /// Percentage right.
    pub percent: u32,
}

/// Readiness of one blueprint section.
#[derive(Debug, Serialize)]
pub struct SectionView {
    /// Section id.
    pub id: String,
    /// Name in the UI language.
    pub name: String,
    /// Questions the mock exam draws from it.
    pub weight: usize,
    /// Answers counted for it.
    pub answered: usize,
    /// Share right, 0–100.
    pub accuracy: u32,
    /// Enough answers, at least the pass mark.
    pub ready: bool,
}

/// Progress figures for the API and the pages.
#[derive(Debug, Serialize)]
pub struct ProgressView {
    /// Per topic, weakest first.
    pub topics: Vec<TopicProgress>,
    /// Finished quizzes, oldest first.
    pub history: Vec<HistoryView>,
    /// Questions due now.
    pub due_total: usize,
    /// Next time something falls due (RFC 3339), if nothing is due now.
    pub next_due: Option<String>,
    /// Readiness against the mock-exam blueprint, per section.
    pub readiness: Vec<SectionView>,
    /// Weighted accuracy over the blueprint, 0–100.
    pub readiness_percent: u32,
    /// Every section at the pass mark with enough answers.
    pub ready: bool,
    /// The pass mark.
    pub pass_percent: usize,
}

/// The progress view of `p` in `lang`.
pub fn progress_view(kb: &KnowledgeBase, p: Progress, lang: Lang) -> ProgressView {
    let mut topics: Vec<TopicProgress> = p
        .topics
        .into_iter()
        .map(|t| TopicProgress {
            name: topic_name(kb, &t.topic, lang),
            accuracy: (t.right * 100).checked_div(t.answered).unwrap_or(0) as u32,
            topic: t.topic,
            answered: t.answered,
            right: t.right,
            due: t.due,
        })
        .collect();
    topics.sort_by(|a, b| a.accuracy.cmp(&b.accuracy).then(b.answered.cmp(&a.answered)));
    let section_name = |id: &str| {
        kb.blueprint()
            .sections
            .iter()
            .find(|s| s.id == id)
            .map(|s| s.name.get(lang).clone())
            .unwrap_or_default()
    };
    ProgressView {
        topics,
        history: p.history.into_iter().map(history_view).collect(),
        due_total: p.due_total,
        next_due: if p.due_total == 0 {
            p.next_due.map(rfc3339)
        } else {
            None
        },
        readiness: p
            .readiness
            .into_iter()
            .map(|s: SectionReadiness| SectionView {
                name: section_name(&s.id),
                id: s.id,
                weight: s.weight,
                answered: s.answered,
                accuracy: s.accuracy,
                ready: s.ready,
            })
            .collect(),
        readiness_percent: p.readiness_percent,
        ready: p.ready,
        pass_percent: kb.blueprint().pass_percent,
    }
}

/// A history point as shown.
pub fn history_view(h: HistoryPoint) -> HistoryView {
    HistoryView {
        percent: (h.score * 100).checked_div(h.total).unwrap_or(0) as u32,
        id: h.id,
        mode: h.mode,
        finished_at: rfc3339(h.finished_at),
        score: h.score,
        total: h.total,
    }
}

/// The progress of the request's session (empty for a visitor without one).
pub async fn progress(
    state: &AppState,
    live: &Live,
    session: Option<&Session>,
    lang: Lang,
) -> Result<ProgressView, AppError> {
    let Some(session) = session else {
        return Ok(progress_view(
            &live.kb,
            Progress::empty(live.kb.blueprint()),
            lang,
        ));
    };
    let (training, user, bp) = (
        state.training.clone(),
        session.user.id,
        live.kb.blueprint().clone(),
    );
    let p = blocking(move || Ok(training.progress(&bp, user, now_ms())?)).await?;
    Ok(progress_view(&live.kb, p, lang))
}

/// `GET /api/progress`
pub(crate) async fn api_progress(
    req: HttpRequest,
    state: web::Data<AppState>,
) -> Result<HttpResponse, ApiError> {
    let live = state.live();
    let session = session::current(&state, &req).await?.map(|(_, s)| s);
    let locale = locale::negotiate(&req);
    let view = progress(&state, &live, session.as_ref(), locale.lang).await?;
    Ok(no_store(json_in(locale, view)?))
}
