//! Exam integrity and bounds, each tried as the attack it defends against: copying the key
//! through a reused seed, reading it off the articles, spotting it as the one option that comes
//! back on a retake, flooding the server with quizzes, filling the disk, and mastery credited
//! to the wrong topic. A mock exam follows the blueprint in `content/_exam.yaml`.

use std::collections::{BTreeMap, BTreeSet};

use arbiter_kb::content::KnowledgeBase;
use serde_json::{Value, json};

use crate::helpers::{TestApp, client, content_dir, get_json, post_json as post, spawn_app, start};

fn stems(quiz: &Value) -> Vec<String> {
    quiz["questions"]
        .as_array()
        .unwrap()
        .iter()
        .map(|q| q["stem"].as_str().unwrap().to_string())
        .collect()
}

fn option_texts(q: &Value) -> BTreeSet<String> {
    q["options"]
        .as_array()
        .unwrap()
        .iter()
        .map(|o| o["text"].as_str().unwrap().to_string())
        .collect()
}

/// Answer every question of a practice quiz with `a`; the right option of each, from feedback.
async fn learn_keys(c: &reqwest::Client, app: &TestApp, quiz: &Value) -> Vec<String> {
    let id = quiz["id"].as_str().unwrap();
    let mut keys = Vec::new();
    for q in quiz["questions"].as_array().unwrap() {
        let (s, fb) = post(
            c,
            app,
            &format!("/api/quizzes/{id}/answers"),
            json!({"question": q["id"], "option": "a"}),
        )
        .await;
        assert_eq!(s, 200, "{fb}");
        keys.push(fb["correct_option"].as_str().unwrap().to_string());
    }
    keys
}

#[tokio::test]
async fn a_reused_seed_gives_away_no_key() {
    let app = spawn_app();
    let c = client();
    // The attack: learn the keys of a practice quiz, then replay them on another attempt made
    // with the same seed. The seed repeats the practice questions but not their option order.
    let (_, practice) = post(
        &c,
        app,
        "/api/quizzes",
        json!({"mode": "practice", "count": 30, "seed": 4242}),
    )
    .await;
    let keys = learn_keys(&c, app, &practice).await;
    let (_, again) = post(
        &c,
        app,
        "/api/quizzes",
        json!({"mode": "practice", "count": 30, "seed": 4242}),
    )
    .await;
    assert_eq!(stems(&again), stems(&practice));
    let id = again["id"].as_str().unwrap();
    let mut copied_right = 0;
    for (i, key) in keys.iter().enumerate() {
        let (_, fb) = post(
            &c,
            app,
            &format!("/api/quizzes/{id}/answers"),
            json!({"question": format!("q{}", i + 1), "option": key}),
        )
        .await;
        copied_right += fb["correct"].as_bool().unwrap() as usize;
    }
    // By chance about a quarter to a third are right; 18 of 30 has odds below 1 in 10,000.
    assert!(copied_right < 18, "copying letters scored {copied_right}/30");

    // An exam ignores the seed: two exams "with seed 4242" are two different draws.
    let (s, exam1) = post(
        &c,
        app,
        "/api/quizzes",
        json!({"mode": "exam", "count": 30, "seed": 4242}),
    )
    .await;
    assert_eq!(s, 201);
    let (_, exam2) = post(
        &c,
        app,
        "/api/quizzes",
        json!({"mode": "exam", "count": 30, "seed": 4242}),
    )
    .await;
    assert_ne!(stems(&exam1), stems(&exam2));
    // Replaying the practice keys on the exam, question by question, is chance too.
    let id = exam1["id"].as_str().unwrap();
    for (i, key) in keys.iter().enumerate() {
        post(
            &c,
            app,
            &format!("/api/quizzes/{id}/answers"),
            json!({"question": format!("q{}", i + 1), "option": key}),
        )
        .await;
    }
    let (_, result) = post(&c, app, &format!("/api/quizzes/{id}/finish"), json!({})).await;
    assert!(result["score"].as_u64().unwrap() < 18, "{}", result["score"]);
    assert_eq!(result["passed"], false);
}

#[tokio::test]
async fn nothing_sent_before_the_answer_points_at_the_key() {
    let app = spawn_app();
    let c = client();
    for body in [
        json!({"mode": "practice", "count": 40}),
        json!({"mode": "exam", "count": 30}),
    ] {
        let (_, quiz) = post(&c, app, "/api/quizzes", body).await;
        let again: Value = get_json(&c, app, &format!("/api/quizzes/{}", quiz["id"].as_str().unwrap())).await;
        for view in [&quiz, &again] {
            for q in view["questions"].as_array().unwrap() {
                let fields: BTreeSet<&str> = q.as_object().unwrap().keys().map(String::as_str).collect();
                let allowed: BTreeSet<&str> = ["id", "topic", "topic_name", "stem", "options", "fen"].into();
                assert!(fields.is_subset(&allowed), "{fields:?}");
                for o in q["options"].as_array().unwrap() {
                    let fields: BTreeSet<&str> = o.as_object().unwrap().keys().map(String::as_str).collect();
                    assert_eq!(fields, BTreeSet::from(["id", "text"]));
                }
            }
        }
    }
    // In practice the articles and the explanation come with the feedback.
    let (_, quiz) = post(
        &c,
        app,
        "/api/quizzes",
        json!({"mode": "practice", "topics": ["penalties"], "count": 3}),
    )
    .await;
    let id = quiz["id"].as_str().unwrap();
    let (_, fb) = post(
        &c,
        app,
        &format!("/api/quizzes/{id}/answers"),
        json!({"question": "q1", "option": "a"}),
    )
    .await;
    assert!(!fb["articles"].as_array().unwrap().is_empty(), "{fb}");
    assert!(fb["explanation"].as_str().unwrap().len() > 10);
}

/// Article numbers written in a text (`7.5.1`, `III.5`, `A.4`).
fn article_numbers(text: &str) -> BTreeSet<String> {
    let re =
        regex::Regex::new(r"\b(?:[IV]+\.\d+(?:\.\d+)*|[A-D]\.\d+(?:\.\d+)*|\d{1,2}\.\d{1,2}(?:\.\d+)*)\b")
            .unwrap();
    re.find_iter(text).map(|m| m.as_str().to_string()).collect()
}

#[tokio::test]
async fn the_key_is_not_the_only_option_that_names_an_article() {
    let app = spawn_app();
    let (mut cued, mut cue_right) = (0, 0);
    for seed in 0..6u64 {
        let c = client();
        let (_, quiz) = post(
            &c,
            app,
            "/api/quizzes",
            json!({"mode": "practice", "count": 50, "seed": seed}),
        )
        .await;
        let keys = learn_keys(&c, app, &quiz).await;
        for (q, key) in quiz["questions"].as_array().unwrap().iter().zip(&keys) {
            let naming: Vec<&str> = q["options"]
                .as_array()
                .unwrap()
                .iter()
                .filter(|o| !article_numbers(o["text"].as_str().unwrap()).is_empty())
                .map(|o| o["id"].as_str().unwrap())
                .collect();
            if naming.len() == 1 {
                cued += 1;
                cue_right += (naming[0] == key) as usize;
            }
        }
    }
    // Where one option alone names an article, it must not be a reliable pointer to the key.
    assert!(
        cue_right * 100 <= cued * 40 + 100,
        "the only option naming an article is the key in {cue_right} of {cued} questions"
    );
}

#[tokio::test]
async fn on_a_retake_every_option_comes_back_not_only_the_key() {
    let app = spawn_app();
    let c = client();
    let mut seen: BTreeMap<String, BTreeSet<BTreeSet<String>>> = BTreeMap::new();
    for seed in [1u64, 2, 3, 1, 2, 3] {
        let (_, quiz) = post(
            &c,
            app,
            "/api/quizzes",
            json!({"mode": "practice", "count": 60, "seed": seed}),
        )
        .await;
        for q in quiz["questions"].as_array().unwrap() {
            seen.entry(q["stem"].as_str().unwrap().to_string())
                .or_default()
                .insert(option_texts(q));
        }
    }
    let retaken: Vec<_> = seen.values().filter(|sets| !sets.is_empty()).collect();
    assert!(retaken.len() > 50);
    // A ruling-based question keeps its whole set of options from attempt to attempt (only the
    // order changes), so the key is never the one option that recurs. Engine questions with the
    // same stem are the same computation and also keep their options.
    let changing: Vec<_> = seen
        .iter()
        .filter(|(_, sets)| sets.len() > 1)
        .map(|(s, _)| s)
        .collect();
    assert!(
        changing.is_empty(),
        "options changed between attempts for: {changing:?}"
    );
}

#[tokio::test]
async fn a_flood_of_quizzes_answers_or_guests_gets_429_with_a_wait() {
    // Its own server: the limits are per process.
    let app = start(content_dir());
    let c = client();
    // Ten at once are allowed, then one every six seconds: the eleventh (or, on a slow machine,
    // one soon after it) is refused.
    let mut statuses = Vec::new();
    let mut last = None;
    for _ in 0..15 {
        let r = c
            .post(app.url("/api/quizzes"))
            .json(&json!({"mode": "practice", "count": 1}))
            .send()
            .await
            .unwrap();
        statuses.push(r.status().as_u16());
        let refused = r.status().as_u16() == 429;
        last = Some(r);
        if refused {
            break;
        }
    }
    assert!(statuses[..10].iter().all(|&s| s == 201), "{statuses:?}");
    let r = last.unwrap();
    assert_eq!(r.status().as_u16(), 429, "{statuses:?}");
    assert!(
        r.headers()["retry-after"]
            .to_str()
            .unwrap()
            .parse::<u64>()
            .unwrap()
            >= 1
    );
    let body: Value = r.json().await.unwrap();
    assert!(
        body["error"].as_str().unwrap().starts_with("Too many quizzes"),
        "{body}"
    );

    // Answers: a script hammering one question is slowed down too.
    let d = client();
    let (_, quiz) = post(&d, &app, "/api/quizzes", json!({"mode": "exam", "count": 2})).await;
    let id = quiz["id"].as_str().unwrap();
    let mut answers = Vec::new();
    for _ in 0..80 {
        answers.push(
            post(
                &d,
                &app,
                &format!("/api/quizzes/{id}/answers"),
                json!({"question": "q1", "option": "a"}),
            )
            .await
            .0,
        );
    }
    assert!(answers.contains(&429), "{answers:?}");

    // Cookieless requests: each would be a new guest; their number per address is bounded.
    let mut guests = 0;
    let mut refused = false;
    let started = std::time::Instant::now();
    for _ in 0..200 {
        let r = reqwest::Client::new()
            .post(app.url("/api/quizzes"))
            .json(&json!({"mode": "practice", "count": 1}))
            .send()
            .await
            .unwrap();
        match r.status().as_u16() {
            201 => guests += 1,
            429 => {
                refused = true;
                break;
            }
            s => panic!("unexpected {s}"),
        }
    }
    // 60 at once, then one more every two seconds (however slow the machine is).
    let refills = started.elapsed().as_secs() / 2 + 1;
    assert!(
        refused && guests <= 60 + refills,
        "{guests} guests before a 429 in {:?}",
        started.elapsed()
    );
    let db = rusqlite::Connection::open(app.data_dir.join("arbiter-kb.sqlite3")).unwrap();
    let users: i64 = db
        .query_row("SELECT count(*) FROM users", [], |r| r.get(0))
        .unwrap();
    assert!(users <= 73, "{users} users");
    // Showing pages creates nobody.
    for path in ["/quiz", "/progress", "/", "/study"] {
        reqwest::Client::new().get(app.url(path)).send().await.unwrap();
    }
    let after: i64 = db
        .query_row("SELECT count(*) FROM users", [], |r| r.get(0))
        .unwrap();
    assert_eq!(after, users);
    app.stop().await;
}

/// Bytes the database file takes once its log is folded in.
fn database_bytes(db: &rusqlite::Connection) -> i64 {
    db.query_row("PRAGMA wal_checkpoint(TRUNCATE)", [], |_| Ok(()))
        .unwrap();
    let pages: i64 = db.query_row("PRAGMA page_count", [], |r| r.get(0)).unwrap();
    let free: i64 = db.query_row("PRAGMA freelist_count", [], |r| r.get(0)).unwrap();
    let size: i64 = db.query_row("PRAGMA page_size", [], |r| r.get(0)).unwrap();
    (pages - free) * size
}

#[tokio::test]
async fn a_served_question_takes_at_most_one_and_a_half_kilobytes() {
    let app = start(content_dir());
    let c = client();
    // Create the guest first, so only questions are measured.
    post(&c, &app, "/api/quizzes", json!({"mode": "practice", "count": 1})).await;
    let db = rusqlite::Connection::open(app.data_dir.join("arbiter-kb.sqlite3")).unwrap();
    let before = database_bytes(&db);
    let mut served = 0;
    for (i, lang) in ["ru", "pt", "sr", "en", "ru", "sr-Cyrl", "pt", "ru"]
        .iter()
        .enumerate()
    {
        let mode = if i % 2 == 0 { "exam" } else { "practice" };
        let (s, quiz) = post(
            &c,
            &app,
            "/api/quizzes",
            json!({"mode": mode, "count": 100, "lang": lang}),
        )
        .await;
        assert_eq!(s, 201, "{quiz}");
        served += quiz["questions"].as_array().unwrap().len();
    }
    let grown = database_bytes(&db) - before;
    let per_question = grown / served as i64;
    eprintln!("{served} served questions took {grown} bytes: {per_question} bytes each");
    assert!(per_question <= 1536, "{per_question} bytes per served question");
    // And a review shows exactly what was served.
    let (_, quiz) = post(
        &c,
        &app,
        "/api/quizzes",
        json!({"mode": "practice", "count": 1, "lang": "ru"}),
    )
    .await;
    let id = quiz["id"].as_str().unwrap();
    let (_, fb) = post(
        &c,
        &app,
        &format!("/api/quizzes/{id}/answers"),
        json!({"question": "q1", "option": "a"}),
    )
    .await;
    let state: Value = get_json(&c, &app, &format!("/api/quizzes/{id}")).await;
    assert_eq!(state["questions"][0]["stem"], quiz["questions"][0]["stem"]);
    assert_eq!(state["feedback"][0]["explanation"], fb["explanation"]);
    app.stop().await;
}

#[tokio::test]
async fn an_answer_counts_for_the_topic_it_was_asked_under_in_practice_and_exam() {
    let app = spawn_app();
    for (mode, topic) in [
        ("practice", "penalties"),
        ("exam", "event-regulations"),
        ("practice", "flag-fall"),
    ] {
        let c = client();
        let (s, quiz) = post(
            &c,
            app,
            "/api/quizzes",
            json!({"mode": mode, "topics": [topic], "count": 6}),
        )
        .await;
        assert_eq!(s, 201, "{quiz}");
        let id = quiz["id"].as_str().unwrap();
        for q in quiz["questions"].as_array().unwrap() {
            assert_eq!(q["topic"], topic);
            post(
                &c,
                app,
                &format!("/api/quizzes/{id}/answers"),
                json!({"question": q["id"], "option": "a"}),
            )
            .await;
        }
        let (_, result) = post(&c, app, &format!("/api/quizzes/{id}/finish"), json!({})).await;
        for r in result["review"].as_array().unwrap() {
            assert_eq!(r["topics"][0], topic, "{r}");
        }
        let progress: Value = get_json(&c, app, "/api/progress").await;
        let t = progress["topics"]
            .as_array()
            .unwrap()
            .iter()
            .find(|t| t["topic"] == topic)
            .unwrap();
        assert_eq!(t["answered"], 6, "{mode} {topic}: {t}");
    }
}

#[tokio::test]
async fn a_mock_exam_follows_the_blueprint() {
    let app = spawn_app();
    let kb = KnowledgeBase::load(&content_dir()).unwrap();
    let bp = kb.blueprint();
    assert_eq!(bp.pass_percent, 80);
    let (_, exam) = post(&client(), app, "/api/quizzes", json!({"mode": "exam"})).await;
    let questions = exam["questions"].as_array().unwrap();
    assert_eq!(questions.len(), bp.questions);
    for section in &bp.sections {
        let n = questions
            .iter()
            .filter(|q| section.topics.iter().any(|t| q["topic"] == t.as_str()))
            .count();
        assert_eq!(n, section.questions, "section {}", section.id);
    }
    let weight = |id: &str| bp.sections.iter().find(|s| s.id == id).unwrap().questions;
    assert!(weight("laws-at-the-board") + weight("clocks-and-claims") > weight("special-cases") * 4);
}
