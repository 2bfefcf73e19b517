//! `GET /api/offline-index`: a compact copy of every ruling for searching in the browser when
//! the venue wifi drops (static/offline.js, precached by /sw.js).
//!
//! One index per reading locale (`?lang=`, else the negotiated one). Per ruling: id, url,
//! articles, former numbers, topics; the title and decision to show in that locale (Serbian
//! Cyrillic transliterated); searched only: the keywords of all four languages and the
//! situation's words in the locale's language, folded by the server's own `words` folding
//! (lowercase, no accents, ё→е; Serbian kept in Latin), the synonym groups the ruling
//! mentions, its main ruling if it is a variant, and what names a special setting (the setting
//! topics' names, an event's name and place) so a general query ranks it lower, as online.
//! Showing every language's decision would not fit the 150 KB (gzip) budget: the four
//! decisions alone weigh about 160 KB (docs/OFFLINE.md). The client folds the shown title and
//! decision, and every query, with the same rules (a test checks both sides agree on every text
//! of the content), and reads Cyrillic queries also as Serbian Latin.
//!
//! Versioned by a hash of its own content: field `version`, strong ETag, `no-cache` so the
//! browser revalidates it on every visit and gets a 304 while nothing changed. Built once per
//! locale and knowledge base, and gzipped once at the best level.

use std::sync::{Arc, OnceLock};

use actix_web::http::header::{self, CacheControl, CacheDirective, EntityTag};
use actix_web::{HttpRequest, HttpResponse, web};
use serde::Serialize;
use sha2::Digest;
use std::io::Write;

use crate::content::KnowledgeBase;
use crate::search::SearchIndex;
use crate::web::error::ApiError;
use crate::web::locale::{self, Locale};
use crate::web::{AppState, check_lang_param};

/// Bumped when the shape of the index changes, so clients refetch even if the content did not.
const FORMAT: u32 = 3;

/// Built indexes, one per locale, made on first request for the knowledge base they belong to.
#[derive(Default)]
pub struct OfflineCache {
    built: [OnceLock<Arc<Built>>; 5],
}

/// One serialized index, its version, and the same compressed once with gzip at the best level
/// (the response middleware compresses on the fly at a fast level, a third larger).
struct Built {
    version: String,
    json: String,
    gzip: Vec<u8>,
}

/// One ruling in the index. Short names keep the payload small.
#[derive(Serialize)]
struct Doc<'a> {
    /// Ruling id.
    id: &'a str,
    /// Its page.
    url: String,
    /// Current article references (canonical spelling).
    a: Vec<String>,
    /// Former numbers, normalised (`10.2`, `G.5`).
    f: &'a [String],
    /// Topic ids.
    tp: &'a [String],
    /// Title, as shown in the locale.
    t: String,
    /// Decision (`answer`), as shown in the locale.
    d: String,
    /// Keywords of all four languages, folded, distinct words separated by spaces.
    k: String,
    /// Words of the situation (`question`) in the locale's language, folded, distinct, without
    /// function words and words already in the title or decision (searched, never shown).
    q: String,
    /// Synonym groups the ruling mentions (indexes into `syn`), as the server matched them.
    c: &'a [u32],
    /// For a variant, the id of its main ruling (`variant_of`): the offline search folds a
    /// family into one result as the server does.
    #[serde(skip_serializing_if = "Option::is_none")]
    m: Option<&'a str>,
    /// For a ruling on a special setting with an event (one event's regulations): the event's
    /// name and place, folded. With the names of its setting topics (`st`), what a query must
    /// name for the ruling to rank as the server ranks it (the search's setting factor).
    #[serde(skip_serializing_if = "Option::is_none")]
    ev: Option<String>,
}

/// The envelope: synonym groups, special settings, then the documents.
#[derive(Serialize)]
struct Index<'a> {
    /// Synonym groups, each a list of folded phrases (`content/_synonyms.yaml`).
    syn: Vec<Vec<String>>,
    /// Topics that are a special setting of the general rules → the folded words of their names
    /// in all four languages (a query naming none of them asks a general question).
    st: std::collections::BTreeMap<&'a str, String>,
    docs: Vec<Doc<'a>>,
}

/// The distinct folded words of `texts`, separated by spaces.
fn distinct_folded<'t>(texts: impl IntoIterator<Item = &'t str>) -> String {
    let mut words: Vec<String> = Vec::new();
    for w in texts.into_iter().flat_map(crate::search::fold) {
        if !words.contains(&w) {
            words.push(w);
        }
    }
    words.join(" ")
}

fn build(kb: &KnowledgeBase, search: &SearchIndex, locale: Locale) -> Built {
    let docs: Vec<Doc> = kb
        .rulings()
        .iter()
        .enumerate()
        .map(|(ord, r)| {
            let keywords = crate::content::Lang::ALL
                .iter()
                .flat_map(|&l| r.keywords.get(l).iter().map(String::as_str));
            let lang = locale.lang;
            let shown: Vec<String> = crate::search::fold(r.title.get(lang))
                .into_iter()
                .chain(crate::search::fold(r.answer.get(lang)))
                .collect();
            let mut situation: Vec<String> = Vec::new();
            for w in crate::search::fold(r.question.get(lang)) {
                if !shown.contains(&w) && !situation.contains(&w) && !crate::search::is_function_word(&w) {
                    situation.push(w);
                }
            }
            Doc {
                id: &r.id,
                url: crate::web::view::ruling_url(&r.id),
                a: r.articles.iter().map(|a| a.to_string()).collect(),
                f: &r.former_numbers,
                tp: &r.topics,
                t: locale.text(r.title.get(locale.lang)),
                d: locale.text(r.answer.get(locale.lang)),
                k: distinct_folded(keywords),
                q: situation.join(" "),
                c: search.concepts(ord),
                m: r.variant_of.as_deref(),
                ev: (r.topics.iter().any(|t| crate::search::is_setting(t)))
                    .then_some(r.event.as_ref())
                    .flatten()
                    .map(|e| distinct_folded([e.name.as_str(), e.place.as_str()])),
            }
        })
        .collect();
    let syn = kb
        .synonyms()
        .iter()
        .map(|g| g.iter().map(|p| crate::search::fold(p).join(" ")).collect())
        .collect();
    let st = (kb.topics().iter())
        .filter(|t| crate::search::is_setting(&t.id))
        .map(|t| {
            let names = crate::content::Lang::ALL.map(|l| t.name.get(l).as_str());
            (t.id.as_str(), distinct_folded(names))
        })
        .collect();
    let body = serde_json::to_string(&Index { syn, st, docs }).expect("strings and lists always serialize");
    let mut hasher = sha2::Sha256::new();
    hasher.update(FORMAT.to_le_bytes());
    hasher.update(locale.code().as_bytes());
    hasher.update(body.as_bytes());
    let version: String = hasher.finalize()[..8]
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect();
    let json = format!(
        r#"{{"version":"{version}","format":{FORMAT},"lang":"{}","count":{},{}"#,
        locale.code(),
        kb.rulings().len(),
        &body[1..]
    );
    let mut enc =
        flate2::write::GzEncoder::new(Vec::with_capacity(json.len() / 3), flate2::Compression::best());
    let gzip = enc
        .write_all(json.as_bytes())
        .and_then(|()| enc.finish())
        .expect("compressing into memory cannot fail");
    Built { version, json, gzip }
}

/// `GET /api/offline-index?lang=…`
pub(crate) async fn index(req: HttpRequest, state: web::Data<AppState>) -> Result<HttpResponse, ApiError> {
    check_lang_param(locale::query_param(req.query_string(), "lang").as_deref())?;
    let locale = locale::negotiate(&req);
    let live = state.live();
    let slot = Locale::ALL.iter().position(|l| *l == locale).unwrap_or(0);
    let built = live.offline.built[slot]
        .get_or_init(|| Arc::new(build(&live.kb, &live.search, locale)))
        .clone();
    let etag = EntityTag::new_strong(built.version.clone());
    let fresh = req
        .headers()
        .get(header::IF_NONE_MATCH)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| {
            v.split(',')
                .any(|t| t.trim() == etag.to_string() || t.trim() == "*")
        });
    let mut resp = if fresh {
        HttpResponse::NotModified()
    } else {
        HttpResponse::Ok()
    };
    resp.insert_header(header::ETag(etag))
        .insert_header(CacheControl(vec![CacheDirective::NoCache]));
    resp.insert_header((header::VARY, "Accept-Encoding"));
    if fresh {
        return Ok(resp.finish());
    }
    resp.content_type("application/json");
    if accepts_gzip(&req) {
        // Already encoded: the compression middleware leaves it alone.
        resp.insert_header((header::CONTENT_ENCODING, "gzip"));
        return Ok(resp.body(built.gzip.clone()));
    }
    Ok(resp.body(built.json.clone()))
}

fn accepts_gzip(req: &HttpRequest) -> bool {
    req.headers()
        .get_all(header::ACCEPT_ENCODING)
        .filter_map(|v| v.to_str().ok())
        .flat_map(|v| v.split(','))
        .any(|coding| {
            let mut parts = coding.split(';');
            let name = parts.next().unwrap_or("").trim();
            let refused = parts.any(|p| matches!(p.trim(), "q=0" | "q=0.0" | "q=0.00" | "q=0.000"));
            (name.eq_ignore_ascii_case("gzip") || name == "*") && !refused
        })
}
