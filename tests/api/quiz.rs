//! The quiz API and pages against the real server and a temp SQLite file: practice and exam
//! modes, answer keys withheld until due, deadlines, forged ids, idempotence, restarts,
//! concurrency and the HTML flow with its anti-forgery token.

use std::time::Duration;

use arbiter_kb::config::Settings;
use serde_json::{Value, json};

use crate::helpers::{
    TestApp, client, content_dir, form_token, get_json, get_text, spawn_app, start_with, temp_data_dir,
};

async fn create(c: &reqwest::Client, app: &TestApp, body: Value) -> (u16, Value) {
    let r = c.post(app.url("/api/quizzes")).json(&body).send().await.unwrap();
    let status = r.status().as_u16();
    (status, r.json().await.unwrap())
}

async fn post(c: &reqwest::Client, app: &TestApp, path: &str, body: Value) -> (u16, Value) {
    let r = c.post(app.url(path)).json(&body).send().await.unwrap();
    let status = r.status().as_u16();
    (status, r.json().await.unwrap())
}

fn contains_key(v: &Value, key: &str) -> bool {
    match v {
        Value::Object(m) => m.contains_key(key) || m.values().any(|x| contains_key(x, key)),
        Value::Array(a) => a.iter().any(|x| contains_key(x, key)),
        _ => false,
    }
}

#[tokio::test]
async fn a_practice_quiz_gives_feedback_after_each_answer_and_never_before() {
    let app = spawn_app();
    let c = client();
    let (status, quiz) = create(
        &c,
        app,
        json!({"mode": "practice", "topics": ["time-control", "touch-move"], "count": 6, "seed": 42}),
    )
    .await;
    assert_eq!(status, 201, "{quiz}");
    assert_eq!(quiz["questions"].as_array().unwrap().len(), 6);
    assert!(quiz["deadline"].is_null());
    for key in ["correct", "correct_option", "explanation", "right"] {
        assert!(
            !contains_key(&quiz["questions"], key),
            "the questions leak `{key}`"
        );
    }
    let q = &quiz["questions"][0];
    assert!(q["stem"].as_str().unwrap().len() > 10);
    assert!(q["options"].as_array().unwrap().len() >= 3);
    let id = quiz["id"].as_str().unwrap();
    let (status, fb) = post(
        &c,
        app,
        &format!("/api/quizzes/{id}/answers"),
        json!({"question": "q1", "option": "a"}),
    )
    .await;
    assert_eq!(status, 200, "{fb}");
    assert!(fb["correct"].is_boolean());
    assert!(fb["correct_option"].as_str().unwrap().len() == 1);
    assert!(fb["explanation"].as_str().unwrap().len() > 5);
    assert_eq!(fb["correct"], fb["correct_option"] == "a");
}

#[tokio::test]
async fn a_seed_repeats_the_practice_questions_but_never_their_option_order() {
    let app = spawn_app();
    let body = json!({"mode": "practice", "count": 8, "seed": 7, "lang": "pt"});
    let (_, a) = create(&client(), app, body.clone()).await;
    let (_, b) = create(&client(), app, body).await;
    assert_ne!(a["id"], b["id"]);
    let stems = |q: &Value| -> Vec<String> {
        q["questions"]
            .as_array()
            .unwrap()
            .iter()
            .map(|q| q["stem"].as_str().unwrap().to_string())
            .collect()
    };
    assert_eq!(stems(&a), stems(&b), "the seed chooses the practice questions");
    let orders = |q: &Value| -> Vec<Value> {
        q["questions"]
            .as_array()
            .unwrap()
            .iter()
            .map(|q| q["options"].clone())
            .collect()
    };
    // Eight questions of three or more options keep one order with chance below 1/6^8.
    assert_ne!(
        orders(&a),
        orders(&b),
        "the option order is drawn by the server per attempt"
    );
}

#[tokio::test]
async fn an_exam_reveals_nothing_until_it_is_finished_then_reviews_every_question() {
    let app = spawn_app();
    let c = client();
    let (status, quiz) = create(&c, app, json!({"mode": "exam", "count": 5, "seed": 3})).await;
    assert_eq!(status, 201);
    assert!(
        quiz["deadline"].as_str().unwrap().contains('T'),
        "an RFC 3339 deadline"
    );
    let id = quiz["id"].as_str().unwrap().to_string();
    let (status, r) = post(
        &c,
        app,
        &format!("/api/quizzes/{id}/answers"),
        json!({"question": "q2", "option": "b"}),
    )
    .await;
    assert_eq!((status, r), (200, json!({"recorded": true})));
    // Changing an exam answer before finishing is allowed.
    let (status, _) = post(
        &c,
        app,
        &format!("/api/quizzes/{id}/answers"),
        json!({"question": "q2", "option": "a"}),
    )
    .await;
    assert_eq!(status, 200);
    let state: Value = get_json(&c, app, &format!("/api/quizzes/{id}")).await;
    assert_eq!(state["feedback"], json!([]), "no feedback before the end");
    let (status, result) = post(&c, app, &format!("/api/quizzes/{id}/finish"), json!({})).await;
    assert_eq!(status, 200, "{result}");
    assert_eq!(result["total"], 5);
    let review = result["review"].as_array().unwrap();
    assert_eq!(review.len(), 5);
    assert_eq!(review[1]["chosen"], "a");
    assert!(review[0]["chosen"].is_null());
    let right = review.iter().filter(|r| r["correct"] == true).count();
    assert_eq!(result["score"], right);
    assert_eq!(result["passed"], right * 5 >= 5 * 4);
    // After finishing, answers are refused and the review stays the same.
    let (status, _) = post(
        &c,
        app,
        &format!("/api/quizzes/{id}/answers"),
        json!({"question": "q1", "option": "a"}),
    )
    .await;
    assert_eq!(status, 409);
    let (_, again) = post(&c, app, &format!("/api/quizzes/{id}/finish"), json!({})).await;
    assert_eq!(again, result);
}

#[tokio::test]
async fn exam_flags_are_kept_with_the_attempt_and_mark_the_review() {
    let app = spawn_app();
    let c = client();
    let (_, quiz) = create(&c, app, json!({"mode": "exam", "count": 5, "seed": 4})).await;
    let id = quiz["id"].as_str().unwrap().to_string();
    let flag = |q: &'static str, on: bool| {
        let (c, path) = (c.clone(), format!("/api/quizzes/{id}/flags"));
        async move { post(&c, app, &path, json!({"question": q, "flagged": on})).await }
    };
    assert_eq!(flag("q3", true).await, (200, json!({"flagged": true})));
    assert_eq!(flag("q3", true).await.0, 200, "flagging twice is the same");
    assert_eq!(flag("q4", true).await.0, 200);
    assert_eq!(flag("q3", false).await, (200, json!({"flagged": false})));
    let (status, r) = flag("q9", true).await;
    assert_eq!(status, 422, "{r}");
    // The exam page, loaded anew (another browser), shows the flag from the server.
    let html = get_text(&c, app, &format!("/quiz/{id}")).await;
    assert!(html.contains(r#"id="q4" data-flagged"#), "q4 flagged on the page");
    assert!(
        !html.contains(r#"id="q3" data-flagged"#),
        "q3's flag was taken off"
    );
    let (status, _) = post(&c, app, &format!("/api/quizzes/{id}/finish"), json!({})).await;
    assert_eq!(status, 200);
    // Once finished, flags no longer change; the review marks the flagged question.
    assert_eq!(flag("q1", true).await.0, 409);
    let review = get_text(&c, app, &format!("/quiz/{id}/result")).await;
    let item = |q: &str| {
        let at = review.find(&format!(r#"data-q="{q}""#)).unwrap();
        review[review[..at].rfind("<li").unwrap()..at].to_string()
    };
    assert!(item("q4").contains("flagged"), "{}", item("q4"));
    assert!(!item("q3").contains("flagged"));
    // Practice questions are not flagged: their feedback comes at once.
    let (_, practice) = create(&c, app, json!({"mode": "practice", "count": 2, "seed": 4})).await;
    let (status, r) = post(
        &c,
        app,
        &format!("/api/quizzes/{}/flags", practice["id"].as_str().unwrap()),
        json!({"question": "q1", "flagged": true}),
    )
    .await;
    assert_eq!(status, 422);
    assert!(r["error"].as_str().unwrap().contains("exam"), "{r}");
}

#[tokio::test]
async fn an_answer_after_the_exam_deadline_is_refused_with_a_message() {
    let mut settings = Settings::for_tests(content_dir(), temp_data_dir());
    // Long enough for the first answer even on a loaded 2-core machine running debug builds.
    settings.exam_duration = Duration::from_secs(8);
    let app = start_with(settings);
    let c = client();
    let (_, quiz) = create(
        &c,
        &app,
        json!({"mode": "exam", "count": 3, "seed": 1, "topics": ["time-control"]}),
    )
    .await;
    let deadline = time::OffsetDateTime::parse(
        quiz["deadline"].as_str().unwrap(),
        &time::format_description::well_known::Rfc3339,
    )
    .unwrap();
    let id = quiz["id"].as_str().unwrap().to_string();
    let (status, _) = post(
        &c,
        &app,
        &format!("/api/quizzes/{id}/answers"),
        json!({"question": "q1", "option": "a"}),
    )
    .await;
    assert_eq!(status, 200, "in time");
    // Wait until just past the server's deadline.
    let left = deadline - time::OffsetDateTime::now_utc() + time::Duration::milliseconds(300);
    tokio::time::sleep(Duration::from_millis(left.whole_milliseconds().max(0) as u64)).await;
    let (status, err) = post(
        &c,
        &app,
        &format!("/api/quizzes/{id}/answers"),
        json!({"question": "q2", "option": "a"}),
    )
    .await;
    assert_eq!(status, 409);
    assert!(err["error"].as_str().unwrap().contains("time is over"), "{err}");
    let (_, result) = post(&c, &app, &format!("/api/quizzes/{id}/finish"), json!({})).await;
    assert!(
        result["review"][1]["chosen"].is_null(),
        "the late answer does not count"
    );
    assert_eq!(result["review"][0]["chosen"], "a");
    app.stop().await;
}

#[tokio::test]
async fn forged_quiz_question_and_option_ids_are_refused() {
    let app = spawn_app();
    let c = client();
    let (_, quiz) = create(&c, app, json!({"mode": "practice", "count": 3, "seed": 5})).await;
    let id = quiz["id"].as_str().unwrap().to_string();
    let path = format!("/api/quizzes/{id}/answers");
    for (body, expected) in [
        (json!({"question": "q99", "option": "a"}), 422),
        (json!({"question": "q0", "option": "a"}), 422),
        (json!({"question": "x1", "option": "a"}), 422),
        (json!({"question": "q1", "option": "z"}), 422),
        (json!({"question": "q1", "option": "ab"}), 422),
        (json!({"question": "q1"}), 400),
        (json!({"question": "q1", "option": "a", "correct": true}), 400),
    ] {
        let (status, err) = post(&c, app, &path, body.clone()).await;
        assert_eq!(status, expected, "{body} -> {err}");
        assert!(err["error"].is_string());
    }
    let (status, _) = post(
        &c,
        app,
        "/api/quizzes/0123456789abcdef01234567/answers",
        json!({"question": "q1", "option": "a"}),
    )
    .await;
    assert_eq!(status, 404);
    // Another visitor cannot see or answer this quiz.
    let stranger = client();
    let r = stranger
        .get(app.url(&format!("/api/quizzes/{id}")))
        .send()
        .await
        .unwrap();
    assert_eq!(r.status().as_u16(), 404);
    let (status, _) = post(&stranger, app, &path, json!({"question": "q1", "option": "a"})).await;
    assert_eq!(status, 404);
    // Bad creation requests.
    for body in [
        json!({}),
        json!({"mode": "bet"}),
        json!({"mode": "exam", "count": 0}),
        json!({"mode": "exam", "topics": ["astrology"]}),
        json!({"mode": "exam", "lang": "de"}),
    ] {
        let (status, err) = create(&c, app, body.clone()).await;
        assert_eq!(status, 400, "{body} -> {err}");
    }
}

#[tokio::test]
async fn resubmitting_an_answer_is_idempotent_and_a_practice_answer_cannot_change() {
    let app = spawn_app();
    let c = client();
    let (_, quiz) = create(&c, app, json!({"mode": "practice", "count": 2, "seed": 11})).await;
    let path = format!("/api/quizzes/{}/answers", quiz["id"].as_str().unwrap());
    let first = post(&c, app, &path, json!({"question": "q1", "option": "b"})).await;
    let second = post(&c, app, &path, json!({"question": "q1", "option": "b"})).await;
    assert_eq!(first, second);
    let (status, _) = post(&c, app, &path, json!({"question": "q1", "option": "a"})).await;
    assert_eq!(status, 409);
}

/// A client without a cookie jar, sending the session cookie explicitly.
fn with_session(token: &str) -> reqwest::Client {
    let mut h = reqwest::header::HeaderMap::new();
    h.insert("cookie", format!("sid={token}").parse().unwrap());
    reqwest::Client::builder().default_headers(h).build().unwrap()
}

#[tokio::test]
async fn a_finished_exam_survives_a_restart() {
    let data = temp_data_dir();
    let app = start_with(Settings::for_tests(content_dir(), data.clone()));
    let r = reqwest::Client::new()
        .post(app.url("/api/quizzes"))
        .json(&json!({"mode": "exam", "count": 4, "seed": 8}))
        .send()
        .await
        .unwrap();
    let set_cookie = r.headers()["set-cookie"].to_str().unwrap().to_string();
    let token = set_cookie
        .strip_prefix("sid=")
        .unwrap()
        .split(';')
        .next()
        .unwrap()
        .to_string();
    assert!(
        set_cookie.contains("HttpOnly") && set_cookie.contains("SameSite=Lax"),
        "{set_cookie}"
    );
    let quiz: Value = r.json().await.unwrap();
    let id = quiz["id"].as_str().unwrap().to_string();
    let c = with_session(&token);
    post(
        &c,
        &app,
        &format!("/api/quizzes/{id}/answers"),
        json!({"question": "q1", "option": "c"}),
    )
    .await;
    let (_, result) = post(&c, &app, &format!("/api/quizzes/{id}/finish"), json!({})).await;
    app.stop().await;

    let again = start_with(Settings::for_tests(content_dir(), data));
    let state: Value = c
        .get(again.url(&format!("/api/quizzes/{id}")))
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    assert_eq!(state["finished"], true, "{state}");
    assert_eq!(state["feedback"].as_array().unwrap().len(), 4);
    assert_eq!(state["feedback"][0]["chosen"], "c");
    let progress: Value = c
        .get(again.url("/api/progress"))
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    assert_eq!(progress["history"][0]["score"], result["score"]);
    assert_eq!(progress["history"][0]["mode"], "exam");
    again.stop().await;
}

#[tokio::test]
async fn twenty_clients_answering_at_once_lose_no_answer() {
    let app = spawn_app();
    let mut tasks = Vec::new();
    for n in 0..20u64 {
        let base = app.address.clone();
        tasks.push(tokio::spawn(async move {
            let c = client();
            let r = c
                .post(format!("{base}/api/quizzes"))
                .json(&json!({"mode": "practice", "count": 10, "seed": n}))
                .send()
                .await
                .unwrap();
            let quiz: Value = r.json().await.unwrap();
            let id = quiz["id"].as_str().unwrap().to_string();
            let total = quiz["questions"].as_array().unwrap().len();
            for i in 1..=total {
                let r = c
                    .post(format!("{base}/api/quizzes/{id}/answers"))
                    .json(&json!({"question": format!("q{i}"), "option": "a"}))
                    .send()
                    .await
                    .unwrap();
                assert_eq!(r.status().as_u16(), 200);
            }
            let state: Value = c
                .get(format!("{base}/api/quizzes/{id}"))
                .send()
                .await
                .unwrap()
                .json()
                .await
                .unwrap();
            assert_eq!(
                state["feedback"].as_array().unwrap().len(),
                total,
                "every acknowledged answer is stored"
            );
            let r = c
                .post(format!("{base}/api/quizzes/{id}/finish"))
                .json(&json!({}))
                .send()
                .await
                .unwrap();
            assert_eq!(r.status().as_u16(), 200);
            let result: Value = r.json().await.unwrap();
            let progress: Value = c
                .get(format!("{base}/api/progress"))
                .send()
                .await
                .unwrap()
                .json()
                .await
                .unwrap();
            let last = progress["history"].as_array().unwrap().last().unwrap().clone();
            assert_eq!(last["total"].as_u64().unwrap() as usize, total);
            assert_eq!(last["score"], result["score"]);
            total
        }));
    }
    let mut sum = 0;
    for t in tasks {
        sum += t.await.unwrap();
    }
    assert_eq!(sum, 200);
}

#[tokio::test]
async fn wrong_answers_come_back_as_mistakes_and_progress_counts_them() {
    let app = spawn_app();
    let c = client();
    let (status, none) = create(&c, app, json!({"mode": "practice", "source": "mistakes"})).await;
    assert_eq!(status, 422, "{none}");
    let (_, quiz) = create(
        &c,
        app,
        json!({"mode": "practice", "topics": ["time-control"], "count": 6, "seed": 21}),
    )
    .await;
    let id = quiz["id"].as_str().unwrap().to_string();
    let mut wrong_stems = Vec::new();
    for (i, q) in quiz["questions"].as_array().unwrap().iter().enumerate() {
        let (_, fb) = post(
            &c,
            app,
            &format!("/api/quizzes/{id}/answers"),
            json!({"question": format!("q{}", i + 1), "option": "a"}),
        )
        .await;
        if fb["correct"] == false {
            wrong_stems.push(q["stem"].as_str().unwrap().to_string());
        }
    }
    let progress: Value = get_json(&c, app, "/api/progress").await;
    let tc = progress["topics"]
        .as_array()
        .unwrap()
        .iter()
        .find(|t| t["topic"] == "time-control")
        .unwrap();
    assert_eq!(tc["answered"], 6);
    assert_eq!(tc["right"], 6 - wrong_stems.len());
    if wrong_stems.is_empty() {
        return;
    }
    let (status, retry) = create(&c, app, json!({"mode": "practice", "source": "mistakes"})).await;
    assert_eq!(status, 201, "{retry}");
    let stems: Vec<&str> = retry["questions"]
        .as_array()
        .unwrap()
        .iter()
        .map(|q| q["stem"].as_str().unwrap())
        .collect();
    for s in &wrong_stems {
        assert!(stems.contains(&s.as_str()), "the mistake `{s}` is offered again");
    }
    // Nothing is due yet: the mistakes come back the same day, ten minutes after (a relearning
    // step), and the progress says when.
    let (status, _) = create(&c, app, json!({"mode": "practice", "source": "due"})).await;
    assert_eq!(status, 422);
    let progress: Value = get_json(&c, app, "/api/progress").await;
    let next = time::OffsetDateTime::parse(
        progress["next_due"].as_str().unwrap(),
        &time::format_description::well_known::Rfc3339,
    )
    .unwrap();
    let wait = next - time::OffsetDateTime::now_utc();
    assert!(
        wait > time::Duration::minutes(8) && wait <= time::Duration::minutes(10),
        "the next review is due in ten minutes, not tomorrow: {wait}"
    );
    // The study page says so too, at that time (shown in the reader's zone by the browser).
    let study = get_text(&c, app, "/study?lang=en").await;
    let due = progress["next_due"].as_str().unwrap();
    assert!(
        study.contains(&format!("<time datetime=\"{due}\" data-local>")),
        "/study names the next review: {study}"
    );
}

#[tokio::test]
async fn cross_site_posts_are_refused() {
    let app = spawn_app();
    let r = client()
        .post(app.url("/api/quizzes"))
        .header("origin", "http://evil.test")
        .json(&json!({"mode": "practice"}))
        .send()
        .await
        .unwrap();
    assert_eq!(r.status().as_u16(), 403);
    let r = client()
        .post(app.url("/api/quizzes"))
        .header("sec-fetch-site", "cross-site")
        .json(&json!({"mode": "practice"}))
        .send()
        .await
        .unwrap();
    assert_eq!(r.status().as_u16(), 403);
    // A form-encoded body is not JSON: refused (415) before anything is created.
    let r = client()
        .post(app.url("/api/quizzes"))
        .body("mode=practice")
        .header("content-type", "application/x-www-form-urlencoded")
        .send()
        .await
        .unwrap();
    assert_eq!(r.status().as_u16(), 415);
}

#[tokio::test]
async fn the_html_quiz_works_without_javascript_and_checks_its_token() {
    let app = spawn_app();
    let c = client();
    let page = c.get(app.url("/quiz")).send().await.unwrap();
    // Showing the form creates no guest: its token lives in a pre-session cookie.
    let cookies: Vec<&str> = page
        .headers()
        .get_all("set-cookie")
        .iter()
        .map(|v| v.to_str().unwrap())
        .collect();
    assert!(cookies.iter().any(|c| c.starts_with("pre=")), "{cookies:?}");
    assert!(!cookies.iter().any(|c| c.starts_with("sid=")), "{cookies:?}");
    assert_eq!(page.headers()["cache-control"], "no-store");
    let html = page.text().await.unwrap();
    let csrf = form_token(&html);
    // Without the token: refused.
    let r = c
        .post(app.url("/quiz"))
        .form(&[("mode", "practice")])
        .send()
        .await
        .unwrap();
    assert_eq!(r.status().as_u16(), 403);
    // With it: a quiz, then a question page.
    let r = c
        .post(app.url("/quiz"))
        .form(&[
            ("csrf", csrf.as_str()),
            ("mode", "practice"),
            ("topics", "touch-move"),
            ("topics", "flag-fall"),
            ("count", "3"),
        ])
        .send()
        .await
        .unwrap();
    assert_eq!(r.status().as_u16(), 303);
    let location = r.headers()["location"].to_str().unwrap().to_string();
    let html = get_text(&c, app, &location).await;
    assert!(html.contains("name=\"option\""), "a question with options");
    assert!(!html.contains("✓"), "no answer shown before answering");
    // Starting the quiz began a session: its forms carry the session's own token.
    let pre = csrf;
    let csrf = form_token(&html);
    assert_ne!(csrf, pre);
    let r = c
        .post(app.url(&format!("{location}/answer")))
        .form(&[("csrf", csrf.as_str()), ("question", "q1"), ("option", "a")])
        .send()
        .await
        .unwrap();
    assert_eq!(r.status().as_u16(), 303);
    let feedback = get_text(&c, app, r.headers()["location"].to_str().unwrap()).await;
    assert!(
        feedback.contains("✓"),
        "the right option is shown after answering"
    );
    // The feedback's articles are links to them, each the page of that article (the template
    // escapes the slashes of an attribute as `&#x2f;`).
    let articles =
        regex::Regex::new(r#"<a class="chip" href="((?:/|&#x2f;)articles(?:/|&#x2f;)[^"]+)">"#).unwrap();
    let links: Vec<String> = articles
        .captures_iter(&feedback)
        .map(|m| m[1].replace("&#x2f;", "/"))
        .collect();
    assert!(!links.is_empty(), "the feedback links its articles: {feedback}");
    for link in links {
        assert_eq!(
            c.get(app.url(&link)).send().await.unwrap().status().as_u16(),
            200,
            "{link}"
        );
    }
    // The feedback page ends with "Next question"; the next question is its own page.
    assert!(feedback.contains("id=\"next\""), "a Next link");
    assert!(
        !feedback.contains("name=\"option\""),
        "the next question waits for Next"
    );
    let next = get_text(&c, app, &location).await;
    assert!(next.contains("name=\"option\"") && next.contains("value=\"q2\""));
    let r = c
        .post(app.url(&format!("{location}/finish")))
        .form(&[("csrf", csrf.as_str())])
        .send()
        .await
        .unwrap();
    assert_eq!(r.status().as_u16(), 303);
    let result = c
        .get(app.url(r.headers()["location"].to_str().unwrap()))
        .send()
        .await
        .unwrap();
    assert_eq!(result.status().as_u16(), 200);
    let html = result.text().await.unwrap();
    assert!(
        html.contains("1 / 3") || html.contains("0 / 3"),
        "score out of three"
    );
    // Practice is not an exam: no pass or fail, but the topics to work on and a button to
    // practise them (two questions were left unanswered).
    assert!(
        !html.contains("Not passed") && !html.contains("Pass mark"),
        "no verdict"
    );
    assert!(html.contains("Topics to work on") && html.contains("Practise these topics"));
    assert!(html.contains("name=\"topics\""));
    let progress = get_text(&c, app, "/progress").await;
    assert!(progress.contains("<svg"), "a chart of scores");
    assert!(progress.contains("<polyline"));
}

/// A quiz in Portuguese opened with the interface in English reads in one language: the page
/// around the questions follows the quiz.
#[tokio::test]
async fn a_quiz_page_is_in_the_quiz_language_whatever_the_interface_language() {
    let app = spawn_app();
    let c = client();
    let (status, quiz) = create(
        &c,
        app,
        json!({"mode": "practice", "lang": "pt", "topics": ["flag-fall"], "count": 2}),
    )
    .await;
    assert_eq!(status, 201, "{quiz}");
    let id = quiz["id"].as_str().unwrap();
    let html = c
        .get(app.url(&format!("/quiz/{id}?lang=en")))
        .header("accept-language", "en")
        .send()
        .await
        .unwrap()
        .text()
        .await
        .unwrap();
    assert!(html.contains("<html lang=\"pt\">"), "the page is in Portuguese");
    assert!(
        html.contains("Questão 1 de 2"),
        "the words around the question too"
    );
    assert!(!html.contains("Question 1 of 2"));
}

/// The exam form draws the board of every question about a position, as the practice page does
/// (the browser test `every_position_question_shows_its_board_before_it_is_answered`).
#[tokio::test]
async fn the_exam_form_draws_the_board_of_every_position_question() {
    let app = spawn_app();
    // An exam ignores a client's seed (its questions are drawn at random), so exams are started,
    // each by a new guest, until one asks about positions: most do, a few draw no board.
    let mut tries = 0;
    let (c, quiz, with_fen) = loop {
        tries += 1;
        let c = client();
        let (status, quiz) = create(
            &c,
            app,
            json!({"mode": "exam", "lang": "en", "topics": ["game-end", "flag-fall"], "count": 12}),
        )
        .await;
        assert_eq!(status, 201, "{quiz}");
        let with_fen = quiz["questions"]
            .as_array()
            .unwrap()
            .iter()
            .filter(|q| q["fen"].is_string())
            .count();
        if with_fen > 0 || tries == 10 {
            break (c, quiz, with_fen);
        }
    };
    assert!(with_fen > 0, "one of {tries} exams has position questions");
    let id = quiz["id"].as_str().unwrap();
    let html = get_text(&c, app, &format!("/quiz/{id}")).await;
    assert_eq!(html.matches("<svg class=\"board\"").count(), with_fen);
    // Each board is named by its own title and description: a screen reader on a page of
    // several boards reads each position, not the first one again.
    let labels = |html: &str| -> std::collections::BTreeSet<String> {
        regex::Regex::new(r#"<svg class="board"[^>]*aria-labelledby="([^"]+)""#)
            .unwrap()
            .captures_iter(html)
            .map(|m| m[1].to_string())
            .collect()
    };
    assert_eq!(labels(&html).len(), with_fen, "one label per board");
    for label in labels(&html) {
        for id in label.split(' ') {
            assert_eq!(
                html.matches(&format!(" id=\"{id}\"")).count(),
                1,
                "{id} once on the page"
            );
        }
    }
    // The review after finishing shows every board again, each labelled by its own.
    let (status, _) = post(&c, app, &format!("/api/quizzes/{id}/finish"), json!({})).await;
    assert_eq!(status, 200);
    let review = get_text(&c, app, &format!("/quiz/{id}/result")).await;
    assert_eq!(review.matches("<svg class=\"board\"").count(), with_fen);
    assert_eq!(
        labels(&review).len(),
        with_fen,
        "one label per board in the review"
    );
}
