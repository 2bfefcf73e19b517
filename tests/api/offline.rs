//! The offline hall: `/api/offline-index` is complete, versioned and within its size budget.

use arbiter_kb::content::{KnowledgeBase, Lang};
use serde_json::{Value, json};

use crate::helpers::{client, content_dir, spawn_app};

/// Largest offline index allowed on the wire, gzip-compressed, for the shipped content.
const BUDGET_GZIP_BYTES: usize = 150 * 1024;

const LOCALES: [&str; 5] = ["en", "pt", "ru", "sr", "sr-Cyrl"];

async fn index(lang: &str) -> Value {
    let r = client()
        .get(spawn_app().url(&format!("/api/offline-index?lang={lang}")))
        .send()
        .await
        .unwrap();
    assert_eq!(r.status().as_u16(), 200);
    r.json().await.unwrap()
}

#[tokio::test]
async fn the_offline_index_holds_every_ruling_in_every_locale_within_the_budget() {
    let app = spawn_app();
    let kb = KnowledgeBase::load(&content_dir()).unwrap();
    let mut report = Vec::new();
    for lang in LOCALES {
        let url = app.url(&format!("/api/offline-index?lang={lang}"));
        // As the server sends it to a browser: gzip (reqwest here does not decompress).
        let r = client()
            .get(&url)
            .header("accept-encoding", "gzip")
            .send()
            .await
            .unwrap();
        assert_eq!(r.status().as_u16(), 200);
        assert_eq!(r.headers()["content-encoding"], "gzip");
        assert_eq!(r.headers()["cache-control"], "no-cache");
        let etag = r.headers()["etag"].to_str().unwrap().to_string();
        assert!(!etag.starts_with("W/"), "a strong ETag: {etag}");
        let gzip = r.bytes().await.unwrap().len();
        let raw = client().get(&url).send().await.unwrap().bytes().await.unwrap();
        let v: Value = serde_json::from_slice(&raw).unwrap();
        assert_eq!(etag, format!("\"{}\"", v["version"].as_str().unwrap()));
        assert_eq!(v["lang"], lang);
        report.push(format!("{lang}: {} bytes raw, {gzip} bytes gzip", raw.len()));
        assert!(
            gzip <= BUDGET_GZIP_BYTES,
            "the {lang} offline index is {gzip} bytes gzip, over the {BUDGET_GZIP_BYTES}-byte budget"
        );

        let docs = v["docs"].as_array().unwrap();
        assert_eq!(docs.len(), kb.rulings().len(), "every ruling");
        assert_eq!(v["count"], kb.rulings().len());
        let locale = if lang == "sr-Cyrl" { "sr" } else { lang };
        let l = Lang::from_code(locale).unwrap();
        for (d, r) in docs.iter().zip(kb.rulings()) {
            assert_eq!(d["id"], r.id.as_str());
            assert_eq!(d["url"], format!("/rulings/{}", r.id));
            let articles: Vec<String> = r.articles.iter().map(|a| a.to_string()).collect();
            assert_eq!(d["a"], json!(articles));
            assert_eq!(d["f"], json!(r.former_numbers));
            assert_eq!(d["tp"], json!(r.topics));
            if lang == "sr-Cyrl" {
                assert_eq!(
                    d["t"],
                    arbiter_kb::content::script::latin_to_cyrillic(r.title.get(l))
                );
            } else {
                assert_eq!(d["t"], r.title.get(l).as_str());
                assert_eq!(d["d"], r.answer.get(l).as_str());
            }
            // Keywords of all four languages, folded by the server's own folding.
            let k = d["k"].as_str().unwrap();
            for kl in Lang::ALL {
                for kw in r.keywords.get(kl) {
                    for w in arbiter_kb::search::fold(kw) {
                        assert!(k.split(' ').any(|x| x == w), "{}: `{w}` in k", r.id);
                    }
                }
            }
            assert_eq!(k, k.to_lowercase(), "{}: keywords are lower case", r.id);
        }
    }
    eprintln!("offline index sizes: {}", report.join("; "));
}

#[tokio::test]
async fn the_offline_index_revalidates_with_its_etag_and_changes_with_the_locale() {
    let app = spawn_app();
    let r = client()
        .get(app.url("/api/offline-index?lang=pt"))
        .send()
        .await
        .unwrap();
    let etag = r.headers()["etag"].clone();
    let again = client()
        .get(app.url("/api/offline-index?lang=pt"))
        .header("if-none-match", etag.clone())
        .send()
        .await
        .unwrap();
    assert_eq!(again.status().as_u16(), 304);
    assert_eq!(again.headers()["etag"], etag);
    let head = client()
        .head(app.url("/api/offline-index?lang=pt"))
        .send()
        .await
        .unwrap();
    assert_eq!(head.status().as_u16(), 200);
    let ru = index("ru").await;
    assert_ne!(
        format!("\"{}\"", ru["version"].as_str().unwrap()),
        etag.to_str().unwrap(),
        "each locale has its own version"
    );
    let bad = client()
        .get(app.url("/api/offline-index?lang=xx"))
        .send()
        .await
        .unwrap();
    assert_eq!(bad.status().as_u16(), 400);
}
