//! Security headers and payload limits on every kind of response.

use crate::helpers::{client, spawn_app};

#[tokio::test]
async fn every_response_carries_the_security_headers() {
    let app = spawn_app();
    for path in [
        "/",
        "/search?q=6.9",
        "/api/search?q=6.9",
        "/static/app.css",
        "/nope",
        "/api/rulings/nope",
    ] {
        let r = client().get(app.url(path)).send().await.unwrap();
        let h = r.headers();
        let csp = h["content-security-policy"].to_str().unwrap();
        assert!(
            csp.contains("object-src 'none'") && csp.contains("base-uri 'none'"),
            "{path}"
        );
        assert!(!csp.contains("unsafe-inline"), "{path}");
        assert_eq!(h["x-content-type-options"], "nosniff", "{path}");
        assert!(h.contains_key("referrer-policy"), "{path}");
    }
}

#[tokio::test]
async fn html_and_json_declare_utf8() {
    let app = spawn_app();
    let r = client().get(app.url("/")).send().await.unwrap();
    assert_eq!(r.headers()["content-type"], "text/html; charset=utf-8");
    let r = client().get(app.url("/api/search?q=x")).send().await.unwrap();
    assert_eq!(r.headers()["content-type"], "application/json");
}

#[tokio::test]
async fn search_output_is_escaped() {
    let app = spawn_app();
    let body = client()
        .get(app.url("/search"))
        .query(&[("q", "<script>alert(1)</script> \"><img src=x onerror=alert(1)>")])
        .send()
        .await
        .unwrap()
        .text()
        .await
        .unwrap();
    assert!(!body.contains("<script>alert"));
    assert!(!body.contains("<img src=x"));
}

#[tokio::test]
async fn trace_and_post_on_pages_are_refused() {
    let app = spawn_app();
    let r = client()
        .request(reqwest::Method::TRACE, app.url("/"))
        .send()
        .await
        .unwrap();
    assert!(r.status().is_client_error());
    let r = client()
        .post(app.url("/search"))
        .body("x".repeat(1000))
        .send()
        .await
        .unwrap();
    assert!(r.status().is_client_error());
}
