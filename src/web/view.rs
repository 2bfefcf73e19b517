//! View models: a ruling, a search hit or a topic as shown in one language. Pages and the JSON
//! API serialise the same structs, so they never disagree. Quiz answer keys are never included.

use serde::Serialize;

use crate::content::{Event, KnowledgeBase, Lang, Ruling};
use crate::search::Hit;
use crate::web::i18n;
use crate::web::templates::urlencode;

/// URL of a ruling page.
pub fn ruling_url(id: &str) -> String {
    format!("/rulings/{id}")
}

/// URL of an article page.
pub fn article_url(reference: &str) -> String {
    format!("/articles/{}", urlencode(reference))
}

/// An article reference as a chip: a link to its page when it is an article of the Laws or the
/// Guidelines (`6.9`, `A.4.2`), plain text for a regulation's paragraph (`B.02 8.3`).
#[derive(Debug, Serialize)]
pub struct Chip {
    /// The reference as cited.
    pub text: String,
    /// Its article page, if it has one.
    pub url: Option<String>,
}

/// The chip of `reference`.
pub fn article_chip(reference: &str) -> Chip {
    Chip {
        text: reference.to_string(),
        url: crate::content::ArticleRef::parse(reference)
            .ok()
            .map(|_| article_url(reference)),
    }
}

/// An article reference with its link.
#[derive(Debug, Serialize)]
pub struct ArticleLink {
    /// Canonical reference.
    pub r#ref: String,
    /// Page listing the rulings that cite it.
    pub url: String,
}

fn links(refs: impl Iterator<Item = String>) -> Vec<ArticleLink> {
    refs.map(|r| ArticleLink {
        url: article_url(&r),
        r#ref: r,
    })
    .collect()
}

/// A topic with its name in one language.
#[derive(Debug, Serialize)]
pub struct TopicView {
    /// Topic id.
    pub id: String,
    /// Name in the UI language.
    pub name: String,
    /// Topic page.
    pub url: String,
    /// Number of documents in the topic.
    pub count: usize,
}

impl TopicView {
    /// The topic `id` in `lang`.
    pub fn new(kb: &KnowledgeBase, id: &str, lang: Lang) -> TopicView {
        let name = kb
            .topic(id)
            .map(|t| t.name.get(lang).clone())
            .unwrap_or_else(|| id.to_string());
        let count = kb
            .rulings()
            .iter()
            .filter(|r| r.topics.iter().any(|t| t == id))
            .count();
        TopicView {
            id: id.to_string(),
            name,
            url: format!("/topics/{id}"),
            count,
        }
    }
}

/// A ruling shown in one language.
#[derive(Debug, Serialize)]
pub struct RulingView {
    /// Id.
    pub id: String,
    /// Page URL.
    pub url: String,
    /// Kind (`ruling`, `law`, `procedure`, `regulation`).
    pub kind: &'static str,
    /// Kind in words.
    pub kind_label: &'static str,
    /// Language of title, question and answer.
    pub lang: Lang,
    /// Title.
    pub title: String,
    /// The situation.
    pub question: String,
    /// The decision.
    pub answer: String,
    /// What is not confirmed (`unsettled`), when a point could not be checked; such a ruling is
    /// never quizzed.
    pub unsettled: Option<String>,
    /// Current references.
    pub articles: Vec<ArticleLink>,
    /// Former numbering, as written.
    pub former: Vec<String>,
    /// Topics.
    pub topics: Vec<TopicView>,
    /// Time controls (ids).
    pub time_controls: Vec<&'static str>,
    /// Time controls in words.
    pub time_control_labels: Vec<&'static str>,
    /// Keywords in this language.
    pub keywords: Vec<String>,
    /// The public documents it rests on, in words.
    pub citations: Vec<CitationView>,
    /// For a variant, the main ruling of its family (`variant_of`).
    pub main: Option<RelatedView>,
    /// Similar cases: a main ruling's variants, or a variant's siblings.
    pub similar: Vec<RelatedView>,
    /// Related documents (id, title, url), other than the main ruling and the similar cases.
    pub related: Vec<RelatedView>,
    /// Sanitised body HTML.
    pub body_html: String,
    /// Language of the body actually shown.
    pub body_lang: Lang,
    /// Languages in which a body is written.
    pub body_langs: Vec<Lang>,
    /// Event of a regulation.
    pub event: Option<Event>,
}

/// A citation of a public document, in words and as written.
#[derive(Debug, Serialize)]
pub struct CitationView {
    /// The document's id in the table of public documents.
    pub doc: String,
    /// Article, section, clause or question, as written.
    pub at: Option<String>,
    /// Page or pages.
    pub page: Option<String>,
    /// The citation in the reader's language: "FIDE Laws of Chess (2023), Art. 6.9".
    pub text: String,
}

/// A linked related document.
#[derive(Debug, Serialize)]
pub struct RelatedView {
    /// Id.
    pub id: String,
    /// Title in the UI language.
    pub title: String,
    /// Page URL.
    pub url: String,
}

impl RelatedView {
    /// A link to `r`, titled in `lang`.
    pub fn new(r: &Ruling, lang: Lang) -> RelatedView {
        RelatedView {
            id: r.id.clone(),
            title: r.title.get(lang).clone(),
            url: ruling_url(&r.id),
        }
    }
}

impl RulingView {
    /// `r` in `lang`.
    pub fn new(kb: &KnowledgeBase, r: &Ruling, lang: Lang) -> RulingView {
        let (body, body_lang) = r.body_for(lang);
        let main = r.variant_of.as_deref().and_then(|m| kb.get(m));
        let similar: Vec<RelatedView> = kb
            .variants(r.family())
            .filter(|v| v.id != r.id)
            .map(|v| RelatedView::new(v, lang))
            .collect();
        let shown = |id: &str| main.is_some_and(|m| m.id == id) || similar.iter().any(|s| s.id == id);
        RulingView {
            id: r.id.clone(),
            url: ruling_url(&r.id),
            kind: r.kind.as_str(),
            kind_label: i18n::t(lang, &format!("kind_{}", r.kind.as_str())),
            lang,
            title: r.title.get(lang).clone(),
            question: r.question.get(lang).clone(),
            answer: r.answer.get(lang).clone(),
            unsettled: r.unsettled.as_ref().map(|u| u.get(lang).clone()),
            articles: links(r.articles.iter().map(|a| a.to_string())),
            former: r.former.clone(),
            topics: r.topics.iter().map(|t| TopicView::new(kb, t, lang)).collect(),
            time_controls: r.time_controls.iter().map(|t| t.as_str()).collect(),
            time_control_labels: r
                .time_controls
                .iter()
                .map(|t| i18n::t(lang, &format!("tc_{}", t.as_str())))
                .collect(),
            keywords: r.keywords.get(lang).clone(),
            citations: (r.citations.iter())
                .map(|c| CitationView {
                    doc: c.doc.clone(),
                    at: c.at.clone(),
                    page: c.page.clone(),
                    text: crate::locales::citation_text(lang, c),
                })
                .collect(),
            related: r
                .related
                .iter()
                .filter(|id| !shown(id))
                .filter_map(|id| kb.get(id))
                .map(|o| RelatedView::new(o, lang))
                .collect(),
            main: main.map(|m| RelatedView::new(m, lang)),
            similar,
            body_html: body.html.clone(),
            body_lang,
            body_langs: Lang::ALL
                .into_iter()
                .filter(|l| r.bodies.get(*l).is_some())
                .collect(),
            event: r.event.clone(),
        }
    }
}

/// A search hit as the API and the results page show it.
#[derive(Debug, Serialize)]
pub struct HitView {
    /// Ruling id.
    pub id: String,
    /// Title in the UI language.
    pub title: String,
    /// Ruling page.
    pub url: String,
    /// Current references.
    pub articles: Vec<String>,
    /// Former numbering.
    pub former: Vec<String>,
    /// Escaped HTML excerpt with matches in `<b>`.
    pub snippet: String,
    /// Document kind.
    pub kind: &'static str,
    /// The decision, in the UI language.
    pub answer: String,
    /// The former number in the query that led to this ruling, if any.
    pub formerly: Option<String>,
    /// Time controls the ruling applies to.
    pub time_controls: Vec<&'static str>,
    /// Relevance score (higher is better; comparable within one search).
    pub score: f32,
    /// Share of the query this ruling matches, 0 to 1.
    pub coverage: f32,
    /// Variants of this ruling that matched too, shown under it as similar cases.
    pub similar: Vec<RelatedView>,
}

impl HitView {
    /// `hit` in `lang`.
    pub fn new(kb: &KnowledgeBase, r: &Ruling, hit: &Hit, lang: Lang) -> HitView {
        HitView {
            id: r.id.clone(),
            title: r.title.get(lang).clone(),
            url: ruling_url(&r.id),
            articles: r.articles.iter().map(|a| a.to_string()).collect(),
            former: r.former.clone(),
            snippet: hit.snippet_html.clone(),
            kind: r.kind.as_str(),
            answer: r.answer.get(lang).clone(),
            formerly: hit.formerly.clone(),
            time_controls: r.time_controls.iter().map(|t| t.as_str()).collect(),
            score: (hit.score * 100.0).round() / 100.0,
            coverage: (hit.coverage * 100.0).round() / 100.0,
            similar: (hit.similar.iter())
                .filter_map(|id| kb.get(id))
                .map(|v| RelatedView::new(v, lang))
                .collect(),
        }
    }
}
