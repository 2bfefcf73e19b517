//! The JSON search and ruling API, and how it treats hostile input.

use serde_json::Value;

use crate::helpers::{client, spawn_app};

async fn api(path_and_query: &str) -> (u16, Value) {
    let app = spawn_app();
    let r = client().get(app.url(path_and_query)).send().await.unwrap();
    let status = r.status().as_u16();
    (status, r.json().await.unwrap())
}

async fn search(q: &str) -> (u16, Value) {
    let app = spawn_app();
    let r = client()
        .get(app.url("/api/search"))
        .query(&[("q", q)])
        .send()
        .await
        .unwrap();
    let status = r.status().as_u16();
    (status, r.json().await.unwrap())
}

#[tokio::test]
async fn search_answers_in_the_documented_shape() {
    let (status, json) = search("queda de seta").await;
    assert_eq!(status, 200);
    assert_eq!(json["query"], "queda de seta");
    assert!(json["took_us"].is_u64());
    let hit = &json["hits"][0];
    for key in ["id", "title", "url", "articles", "former", "snippet", "kind"] {
        assert!(!hit[key].is_null(), "hit has no {key}: {hit}");
    }
    assert!(hit["url"].as_str().unwrap().starts_with("/rulings/"));
}

#[tokio::test]
async fn a_former_article_number_finds_its_rulings_and_says_so() {
    let (_, json) = search("art. 10.2").await;
    let hit = &json["hits"][0];
    assert!(hit["id"].as_str().unwrap().starts_with("qp-"), "{json}");
    assert_eq!(hit["formerly"], "10.2");
}

#[tokio::test]
async fn hits_are_shown_in_the_requested_language() {
    let (_, json) = api("/api/search?q=queda%20de%20seta&lang=ru").await;
    let title = json["hits"][0]["title"].as_str().unwrap();
    assert!(
        title.chars().any(|c| ('\u{0400}'..='\u{04FF}').contains(&c)),
        "{title}"
    );
}

#[tokio::test]
async fn query_syntax_and_noise_never_cause_an_error() {
    let nasty = [
        "art. 10.2 (",
        "\"",
        "AND OR NOT",
        "*",
        "~",
        "^",
        "((((",
        "]]]",
        "{",
        "title:",
        "-",
        "+",
        "!",
        "\\",
        "/",
        "🙂♟️",
        "\u{0}\u{1b}[31m",
        "6.9 AND (",
        "::::",
        "~~2",
        "a^",
        "'; DROP TABLE users; --",
        "<script>alert(1)</script>",
    ];
    for q in nasty {
        let (status, json) = search(q).await;
        assert_eq!(status, 200, "{q:?}: {json}");
        assert!(json["hits"].is_array(), "{q:?}");
    }
    let noise: String = "ž¶¤~*(\"".chars().cycle().take(399).collect();
    assert_eq!(search(&noise).await.0, 200);
}

#[tokio::test]
async fn an_over_long_query_is_a_400_with_a_json_message() {
    let long = "a".repeat(401);
    let (status, json) = search(&long).await;
    assert_eq!(status, 400);
    assert!(json["error"].as_str().unwrap().contains("too long"));
}

#[tokio::test]
async fn bad_parameters_are_400s() {
    for q in [
        "/api/search?q=x&limit=0",
        "/api/search?q=x&limit=abc",
        "/api/search?q=x&lang=xx",
        "/api/search?q=x&tc=bullet",
        "/api/search?q=x&topic=nope",
    ] {
        let (status, json) = api(q).await;
        assert_eq!(status, 400, "{q}: {json}");
        assert!(json["error"].is_string());
    }
}

#[tokio::test]
async fn a_ruling_is_served_as_json_without_quiz_answers() {
    let (status, json) = api("/api/rulings/qp-q18-claim-arbiter-three-options?lang=pt").await;
    assert_eq!(status, 200);
    assert_eq!(json["id"], "qp-q18-claim-arbiter-three-options");
    assert_eq!(json["lang"], "pt");
    assert!(json["answer"].is_string());
    assert!(json["body_html"].as_str().unwrap().contains("<h2"));
    assert!(json.get("quiz").is_none(), "answer keys never reach the client");
}

#[tokio::test]
async fn an_unknown_ruling_is_a_404_json() {
    let (status, json) = api("/api/rulings/does-not-exist").await;
    assert_eq!(status, 404);
    assert!(json["error"].is_string());
}

#[tokio::test]
async fn health_reports_the_rulings_and_the_schema() {
    let (status, json) = api("/healthz").await;
    assert_eq!(status, 200);
    assert_eq!(json["status"], "ok");
    assert!(json["rulings"].as_u64().unwrap() >= 12);
    assert!(json["schema_version"].as_i64().unwrap() >= 1);
}

#[tokio::test]
async fn the_database_lives_in_the_data_folder_in_wal_mode() {
    let app = spawn_app();
    let _ = api("/healthz").await;
    let db = app.data_dir.join(arbiter_kb::store::DB_FILE);
    assert!(db.exists(), "{}", db.display());
    let conn = rusqlite::Connection::open(&db).unwrap();
    let mode: String = conn.query_row("PRAGMA journal_mode", [], |r| r.get(0)).unwrap();
    assert_eq!(mode, "wal");
}
