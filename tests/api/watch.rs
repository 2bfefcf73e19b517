//! `serve --watch`: an author's edit shows on the next request; a broken edit keeps the last
//! good version serving and says why on a banner, until it is fixed.

use std::path::PathBuf;
use std::time::{Duration, Instant};

use arbiter_kb::config::Settings;
use arbiter_kb::content::KnowledgeBase;

use crate::helpers::{TestApp, client, content_dir, copy_dir, get_text, start_with, temp_data_dir};

/// Poll `path` until `ok(body)` holds (the watcher waits for the files to be quiet first).
async fn eventually(app: &TestApp, path: &str, ok: impl Fn(&str) -> bool) -> String {
    let c = client();
    let started = Instant::now();
    loop {
        let body = get_text(&c, app, path).await;
        if ok(&body) {
            return body;
        }
        assert!(
            // A reload rebuilds the index: seconds in a debug build on a busy machine.
            started.elapsed() < Duration::from_secs(120),
            "{path} never changed as expected:\n{body}"
        );
        tokio::time::sleep(Duration::from_millis(200)).await;
    }
}

#[tokio::test]
async fn an_edit_shows_on_the_next_request_and_a_broken_one_keeps_the_last_good_version() {
    let dir = tempfile::tempdir().unwrap();
    copy_dir(&content_dir(), dir.path());
    let mut settings = Settings::for_tests(dir.path().to_path_buf(), temp_data_dir());
    settings.watch = Some(PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("templates"));
    let app = start_with(settings);

    let kb = KnowledgeBase::load(dir.path()).unwrap();
    let ruling = kb.get("end-flag-opponent-lone-king").unwrap();
    let file = dir.path().join("endings/end-flag-opponent-lone-king.md");
    let original = std::fs::read_to_string(&file).unwrap();
    let api = "/api/rulings/end-flag-opponent-lone-king?lang=en";

    // A valid edit: the new title is served.
    let edited = original.replacen(&ruling.title.en, "Flag falls against a bare king (edited)", 1);
    assert_ne!(edited, original);
    std::fs::write(&file, &edited).unwrap();
    eventually(&app, api, |b| b.contains("(edited)")).await;

    // A broken edit: still the last good version, and a banner with the check report.
    let broken = edited.replacen("articles:\n", "articles:\n- \"99.9\"\n", 1);
    assert_ne!(broken, edited);
    std::fs::write(&file, &broken).unwrap();
    let page = eventually(&app, "/", |b| b.contains("author-banner")).await;
    assert!(page.contains("`99.9` is not an article"), "{page}");
    let still = client()
        .get(app.url(api))
        .send()
        .await
        .unwrap()
        .text()
        .await
        .unwrap();
    assert!(still.contains("(edited)"), "{still}");

    // Fixed: the banner goes.
    std::fs::write(&file, &original).unwrap();
    eventually(&app, "/", |b| !b.contains("author-banner")).await;
    eventually(&app, api, |b| b.contains(&ruling.title.en)).await;
}
