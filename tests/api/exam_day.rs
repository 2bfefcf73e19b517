//! Exam day: a class behind one address signs up and starts its exam together, every write
//! path is limited (and says so in the reader's language), proxies are trusted only when
//! configured, password hashing is bounded, HTTPS deployments get Secure cookies and HSTS, a
//! full disk is a 503 that heals, and storage stays bounded. Each test runs its own server:
//! the limits are per process.

use std::time::{Duration, Instant};

use arbiter_kb::config::Settings;
use serde_json::{Value, json};

use crate::helpers::{
    PASSWORD, add_user, client, content_dir, get_json, get_text, log_in, post_json, sign_up, start,
    start_with, temp_data_dir,
};

fn retry_after(r: &reqwest::Response) -> u64 {
    r.headers()["retry-after"].to_str().unwrap().parse().unwrap()
}

/// An instructor's client, a class and an exam on it open now: (client, class id, code, exam id).
async fn class_with_exam(
    app: &crate::helpers::TestApp,
    teacher: &str,
    count: u32,
) -> (reqwest::Client, i64, String, i64) {
    add_user(&app.data_dir, teacher, "instructor");
    let t = log_in(app, teacher).await;
    let (s, class) = post_json(&t, app, "/api/classes", json!({"name": "Seminar, exam day"})).await;
    assert_eq!(s, 201, "{class}");
    let id = class["id"].as_i64().unwrap();
    let (s, exam) = post_json(
        &t,
        app,
        &format!("/api/classes/{id}/exams"),
        json!({"title": "Final", "count": count, "minutes": 60}),
    )
    .await;
    assert_eq!(s, 201, "{exam}");
    (
        t,
        id,
        class["join_code"].as_str().unwrap().to_string(),
        exam["id"].as_i64().unwrap(),
    )
}

#[tokio::test]
async fn a_class_of_sixty_behind_one_address_signs_up_joins_and_starts_its_exam_within_two_minutes() {
    let app = start(content_dir());
    let (_, _, code, exam) = class_with_exam(&app, "teacher-sixty", 30).await;
    let started = Instant::now();
    // Sixty trainees on one venue Wi-Fi (all 127.0.0.1), all at once.
    let trainees = (0..60).map(|i| {
        let (app, code) = (&app, code.clone());
        async move {
            let c = client();
            let mut statuses = Vec::new();
            let (s, _) = post_json(
                &c,
                app,
                "/api/account/signup",
                json!({"username": format!("trainee{i:02}"), "password": PASSWORD}),
            )
            .await;
            statuses.push(s);
            let (s, _) = post_json(&c, app, "/api/classes/join", json!({"code": code})).await;
            statuses.push(s);
            let (s, quiz) = post_json(&c, app, &format!("/api/class-exams/{exam}/start"), json!({})).await;
            statuses.push(s);
            (statuses, quiz)
        }
    });
    let results = futures_join_all(trainees).await;
    let took = started.elapsed();
    for (i, (statuses, quiz)) in results.iter().enumerate() {
        assert_eq!(statuses, &[201, 200, 201], "trainee {i}: {quiz}");
    }
    assert!(took < Duration::from_secs(120), "took {took:?}");

    // But one address still cannot mass-create accounts: the burst ends in a 429 with a wait.
    let c = client();
    let mut refused = None;
    for i in 0..60 {
        let r = c
            .post(app.url("/api/account/signup"))
            .json(&json!({"username": format!("bulk{i:02}"), "password": PASSWORD}))
            .send()
            .await
            .unwrap();
        if r.status().as_u16() == 429 {
            refused = Some((i, retry_after(&r)));
            break;
        }
        assert_eq!(r.status().as_u16(), 201);
    }
    let (at, wait) = refused.expect("sign-ups from one address are limited");
    assert!(at <= 45 && wait >= 1, "refused after {at} more, wait {wait}");
}

/// `join_all` without another dependency: the futures run concurrently on this task.
async fn futures_join_all<F: std::future::Future>(futures: impl IntoIterator<Item = F>) -> Vec<F::Output> {
    let handles: Vec<_> = futures.into_iter().map(Box::pin).collect();
    let mut out: Vec<Option<F::Output>> = (0..handles.len()).map(|_| None).collect();
    let mut pending: Vec<(usize, std::pin::Pin<Box<F>>)> = handles.into_iter().enumerate().collect();
    std::future::poll_fn(|cx| {
        pending.retain_mut(|(i, f)| match f.as_mut().poll(cx) {
            std::task::Poll::Ready(v) => {
                out[*i] = Some(v);
                false
            }
            std::task::Poll::Pending => true,
        });
        if pending.is_empty() {
            std::task::Poll::Ready(())
        } else {
            std::task::Poll::Pending
        }
    })
    .await;
    out.into_iter()
        .map(|v| v.expect("every future finished"))
        .collect()
}

#[tokio::test]
async fn more_simultaneous_password_checks_than_the_bound_never_hash_at_once() {
    let app = start(content_dir());
    let logins = (0..24).map(|i| {
        let app = &app;
        async move {
            let r = client()
                .post(app.url("/api/account/login"))
                .json(&json!({"username": format!("nobody{i}"), "password": "wrong password here"}))
                .send()
                .await
                .unwrap();
            r.status().as_u16()
        }
    });
    let statuses = futures_join_all(logins).await;
    assert!(statuses.iter().all(|&s| s == 401), "{statuses:?}");
    let cores = std::thread::available_parallelism().map_or(2, |n| n.get());
    let peak = app.state.training.hasher().peak();
    assert!(
        peak >= 1 && peak <= cores,
        "peak {peak} hashes at once on {cores} cores"
    );
}

#[tokio::test]
async fn password_changes_are_throttled_per_account_and_refusals_speak_the_readers_language() {
    let app = start(content_dir());
    let c = sign_up(&app, "changer").await;
    for _ in 0..5 {
        let (s, _) = post_json(
            &c,
            &app,
            "/api/account/password",
            json!({"old": "not my password", "new": "a brand new passphrase"}),
        )
        .await;
        assert_eq!(s, 401);
    }
    // The sixth try, even with the right password, waits: a stolen session cannot guess on.
    let r = c
        .post(app.url("/api/account/password"))
        .header("accept-language", "pt-BR,pt;q=0.9")
        .json(&json!({"old": PASSWORD, "new": "a brand new passphrase"}))
        .send()
        .await
        .unwrap();
    assert_eq!(r.status().as_u16(), 429);
    assert!(retry_after(&r) >= 1);
    let body: Value = r.json().await.unwrap();
    assert!(
        body["error"]
            .as_str()
            .unwrap()
            .starts_with("Muitas tentativas de senha"),
        "{body}"
    );
    // The same refusal on a page is a page in that language.
    let r = c
        .post(app.url("/api/account/password?lang=ru"))
        .json(&json!({"old": PASSWORD, "new": "a brand new passphrase"}))
        .send()
        .await
        .unwrap();
    let body: Value = r.json().await.unwrap();
    assert!(
        body["error"].as_str().unwrap().starts_with("Слишком много"),
        "{body}"
    );
}

#[tokio::test]
async fn join_codes_cannot_be_tried_in_bulk() {
    let app = start(content_dir());
    let c = sign_up(&app, "guesser").await;
    let mut statuses = Vec::new();
    for i in 0..12 {
        let (s, _) = post_json(
            &c,
            &app,
            "/api/classes/join",
            json!({"code": format!("ZZZZZZ{i:02}")}),
        )
        .await;
        statuses.push(s);
    }
    assert!(statuses[..10].iter().all(|&s| s == 404), "{statuses:?}");
    assert_eq!(statuses[10..], [429, 429], "{statuses:?}");
}

#[tokio::test]
async fn account_deletions_from_one_address_are_limited() {
    let app = start(content_dir());
    let mut statuses = Vec::new();
    for i in 0..21 {
        let c = sign_up(&app, &format!("leaver{i:02}")).await;
        let r = c
            .delete(app.url("/api/account"))
            .header("content-type", "application/json")
            .send()
            .await
            .unwrap();
        statuses.push(r.status().as_u16());
    }
    assert!(statuses[..20].iter().all(|&s| s == 204), "{statuses:?}");
    assert_eq!(statuses[20], 429, "{statuses:?}");
}

/// How many cookieless quiz starts (each a new guest) one client gets before a 429, sending
/// `X-Forwarded-For: 203.0.113.<n>` with a different `n` each time, and the seconds it took.
async fn guests_before_refusal(app: &crate::helpers::TestApp, tries: usize) -> (usize, f64) {
    let start = std::time::Instant::now();
    let seconds = || start.elapsed().as_secs_f64();
    for n in 0..tries {
        let r = reqwest::Client::new()
            .post(app.url("/api/quizzes"))
            .header("x-forwarded-for", format!("203.0.113.{}", n % 250))
            .header("forwarded", format!("for=198.51.100.{}", n % 250))
            .json(&json!({"mode": "practice", "count": 1}))
            .send()
            .await
            .unwrap();
        match r.status().as_u16() {
            201 => {}
            429 => return (n, seconds()),
            s => panic!("unexpected {s}"),
        }
    }
    (tries, seconds())
}

#[tokio::test]
async fn forwarded_addresses_count_only_when_the_peer_is_a_trusted_proxy() {
    // Without --trusted-proxy, the headers are a client's word and are ignored: one address.
    let plain = start(content_dir());
    let (allowed, seconds) = guests_before_refusal(&plain, 300).await;
    // 60 at once, and the one every 2 s that refills while the test runs (on a loaded machine
    // the starts are slower and more refill; they still come faster than one per 2 s).
    let refilled = (seconds / 2.0).ceil() as usize + 1;
    assert!(
        allowed < 300 && (60..=60 + refilled).contains(&allowed),
        "{allowed} guests in {seconds:.1} s"
    );
    // Behind a trusted proxy, each forwarded address has its own allowance.
    let mut settings = Settings::for_tests(content_dir(), temp_data_dir());
    settings.trusted_proxies = vec!["127.0.0.1/32".parse().unwrap()];
    let proxied = start_with(settings);
    assert_eq!(guests_before_refusal(&proxied, 70).await.0, 70);
}

#[tokio::test]
async fn behind_https_every_cookie_is_secure_and_hsts_is_sent() {
    let mut settings = Settings::for_tests(content_dir(), temp_data_dir());
    settings.secure_cookies = true;
    let app = start_with(settings);
    let c = reqwest::Client::builder()
        .redirect(reqwest::redirect::Policy::none())
        .build()
        .unwrap();
    let mut cookies = Vec::new();
    for r in [
        c.get(app.url("/account?lang=pt")).send().await.unwrap(),
        c.post(app.url("/api/quizzes"))
            .json(&json!({"mode": "practice", "count": 1}))
            .send()
            .await
            .unwrap(),
    ] {
        assert_eq!(
            r.headers()["strict-transport-security"],
            "max-age=31536000; includeSubDomains"
        );
        for v in r.headers().get_all("set-cookie") {
            cookies.push(v.to_str().unwrap().to_string());
        }
    }
    let names: Vec<&str> = cookies.iter().map(|c| c.split('=').next().unwrap()).collect();
    for expected in ["lang", "pre", "__Host-sid"] {
        assert!(names.contains(&expected), "{cookies:?}");
    }
    for cookie in &cookies {
        assert!(cookie.contains("Secure"), "{cookie}");
        assert!(cookie.contains("HttpOnly"), "{cookie}");
    }
    // Plain HTTP (tests, local use): no HSTS.
    let plain = crate::helpers::spawn_app();
    let r = c.get(plain.url("/")).send().await.unwrap();
    assert!(r.headers().get("strict-transport-security").is_none());
}

#[tokio::test]
async fn body_less_state_changes_must_declare_json() {
    let app = crate::helpers::spawn_app();
    let c = sign_up(app, &crate::helpers::unique("bodyless")).await;
    for (method, path) in [
        (reqwest::Method::POST, "/api/account/logout"),
        (reqwest::Method::DELETE, "/api/account"),
        (reqwest::Method::POST, "/api/quizzes/abc/finish"),
        (reqwest::Method::POST, "/api/class-exams/1/start"),
    ] {
        for content_type in [
            None,
            Some("text/plain"),
            Some("application/x-www-form-urlencoded"),
        ] {
            let mut rq = c.request(method.clone(), app.url(path));
            if let Some(t) = content_type {
                rq = rq.header("content-type", t);
            }
            let r = rq.send().await.unwrap();
            assert_eq!(r.status().as_u16(), 415, "{method} {path} as {content_type:?}");
            let body: Value = r.json().await.unwrap();
            assert!(body["error"].as_str().unwrap().contains("JSON"), "{body}");
        }
    }
    // Still signed in: none of those did anything. Declared as JSON, logout works.
    let me = c.get(app.url("/api/account")).send().await.unwrap();
    assert_eq!(me.status().as_u16(), 200);
    let r = c
        .post(app.url("/api/account/logout"))
        .header("content-type", "application/json")
        .send()
        .await
        .unwrap();
    assert_eq!(r.status().as_u16(), 204);
}

#[tokio::test]
async fn a_full_disk_is_a_503_that_keeps_reads_and_every_acknowledged_answer_and_heals() {
    let app = start(content_dir());
    let c = client();
    let (s, quiz) = post_json(
        &c,
        &app,
        "/api/quizzes",
        json!({"mode": "practice", "count": 100}),
    )
    .await;
    assert_eq!(s, 201);
    let id = quiz["id"].as_str().unwrap().to_string();
    let questions = quiz["questions"].as_array().unwrap().clone();
    let store = app.state.store().clone();
    // The database may not grow any more: SQLite answers as on a full disk.
    store.limit_pages(Some(store.page_count().unwrap()));
    let mut acknowledged = Vec::new();
    let mut refusal = None;
    for q in &questions {
        let qid = q["id"].as_str().unwrap();
        let r = c
            .post(app.url(&format!("/api/quizzes/{id}/answers")))
            .json(&json!({"question": qid, "option": "a"}))
            .send()
            .await
            .unwrap();
        match r.status().as_u16() {
            200 => acknowledged.push(qid.to_string()),
            503 => {
                refusal = Some((retry_after(&r), r.json::<Value>().await.unwrap()));
                break;
            }
            s => panic!("unexpected {s}: {}", r.text().await.unwrap()),
        }
    }
    let (wait, body) = refusal.expect("a full database refuses writes");
    assert!(wait >= 1);
    assert!(
        body["error"]
            .as_str()
            .unwrap()
            .starts_with("Answers cannot be saved right now"),
        "{body}"
    );
    // Reads go on.
    let r = c.get(app.url("/api/search?q=6.9")).send().await.unwrap();
    assert_eq!(r.status().as_u16(), 200);
    let r = c
        .get(app.url(&format!("/api/quizzes/{id}")))
        .send()
        .await
        .unwrap();
    assert_eq!(r.status().as_u16(), 200);
    let r = c.get(app.url("/?lang=pt")).send().await.unwrap();
    assert_eq!(r.status().as_u16(), 200);
    // Space comes back: writes resume without a restart, and nothing acknowledged was lost.
    store.limit_pages(None);
    let next = questions
        .iter()
        .map(|q| q["id"].as_str().unwrap())
        .find(|q| !acknowledged.iter().any(|a| a == q))
        .unwrap();
    let (s, _) = post_json(
        &c,
        &app,
        &format!("/api/quizzes/{id}/answers"),
        json!({"question": next, "option": "a"}),
    )
    .await;
    assert_eq!(s, 200);
    let (s, done) = post_json(&c, &app, &format!("/api/quizzes/{id}/finish"), json!({})).await;
    assert_eq!(s, 200);
    let answered = done["review"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|r| !r["chosen"].is_null())
        .count();
    assert_eq!(answered, acknowledged.len() + 1, "{done}");
}

#[tokio::test]
async fn a_finished_practice_quiz_is_kept_compactly_and_reviewed_as_it_was_asked() {
    let app = start(content_dir());
    let c = client();
    let (_, quiz) = post_json(
        &c,
        &app,
        "/api/quizzes",
        json!({"mode": "practice", "count": 12, "seed": 5}),
    )
    .await;
    let id = quiz["id"].as_str().unwrap().to_string();
    let store = app.state.store().clone();
    let whole = store.stored_question_bytes(&id).unwrap();
    let mut feedback = Vec::new();
    for q in quiz["questions"].as_array().unwrap() {
        let (s, f) = post_json(
            &c,
            &app,
            &format!("/api/quizzes/{id}/answers"),
            json!({"question": q["id"], "option": "b"}),
        )
        .await;
        assert_eq!(s, 200);
        feedback.push(f);
    }
    let (_, done) = post_json(&c, &app, &format!("/api/quizzes/{id}/finish"), json!({})).await;
    let kept = store.stored_question_bytes(&id).unwrap();
    let n = quiz["questions"].as_array().unwrap().len();
    // The figures SECURITY.md's storage bound is computed from.
    assert!(whole / n <= 2_000, "{} bytes a question served", whole / n);
    assert!(kept / n <= 120, "{} bytes a question kept", kept / n);
    // The review, rebuilt from the content, is what was asked: same stems, options, keys.
    let again = get_json(&c, &app, &format!("/api/quizzes/{id}")).await;
    for (before, after) in quiz["questions"]
        .as_array()
        .unwrap()
        .iter()
        .zip(again["questions"].as_array().unwrap())
    {
        assert_eq!(before["stem"], after["stem"]);
        assert_eq!(before["options"], after["options"]);
    }
    let review = done["review"].as_array().unwrap();
    for (f, r) in feedback.iter().zip(review) {
        assert_eq!(f["correct_option"], r["correct_option"], "{r}");
        assert_eq!(f["explanation"], r["explanation"], "{r}");
    }
}

#[tokio::test]
async fn idle_guests_are_removed_with_their_data_and_accounts_are_kept() {
    let app = start(content_dir());
    let guest = client();
    let (_, quiz) = post_json(
        &guest,
        &app,
        "/api/quizzes",
        json!({"mode": "practice", "count": 2}),
    )
    .await;
    let guest_quiz = quiz["id"].as_str().unwrap().to_string();
    let trainee = sign_up(&app, "stays").await;
    let (_, quiz) = post_json(
        &trainee,
        &app,
        "/api/quizzes",
        json!({"mode": "practice", "count": 2}),
    )
    .await;
    let trainee_quiz = quiz["id"].as_str().unwrap().to_string();
    // (Anyone's unfinished quizzes are pruned after 30 days; a finished one is history.)
    let (s, _) = post_json(
        &trainee,
        &app,
        &format!("/api/quizzes/{trainee_quiz}/finish"),
        json!({}),
    )
    .await;
    assert_eq!(s, 200);
    let now = arbiter_kb::web::quiz::now_ms();
    // A day later nothing is idle yet.
    let done = app.state.training.housekeeping(now + 86_400_000).unwrap();
    assert_eq!(done.guests, 0);
    // 91 days without a visit: the guest and everything of it go; the account stays.
    let done = app.state.training.housekeeping(now + 91 * 86_400_000).unwrap();
    assert_eq!(done.guests, 1, "{done:?}");
    let r = guest
        .get(app.url(&format!("/api/quizzes/{guest_quiz}")))
        .send()
        .await
        .unwrap();
    assert_eq!(r.status().as_u16(), 404);
    assert_eq!(app.state.store().stored_question_bytes(&guest_quiz).unwrap(), 0);
    assert!(app.state.store().stored_question_bytes(&trainee_quiz).unwrap() > 0);
}

#[tokio::test]
async fn an_instructor_creates_a_class_from_a_roster_with_one_time_passwords_shown_once() {
    let app = start(content_dir());
    let (t, class, _, _) = class_with_exam(&app, "teacher-roster", 10).await;
    sign_up(&app, "ana.silva").await; // a name already taken
    let (s, made) = post_json(
        &t,
        &app,
        &format!("/api/classes/{class}/roster"),
        json!({"roster": "name,email\nAna Silva,ana@example.org\nИван Петров\nJovana Đorđević\n\n"}),
    )
    .await;
    assert_eq!(s, 201, "{made}");
    let accounts = made["accounts"].as_array().unwrap();
    let names: Vec<&str> = accounts.iter().map(|a| a["username"].as_str().unwrap()).collect();
    assert_eq!(names, ["ana.silva2", "ivan.petrov", "jovana.djordjevic"]);
    let password = accounts[1]["password"].as_str().unwrap();
    assert!(password.len() >= 19, "{password}");
    // The trainee logs in with it, is asked to choose their own, and is in the class.
    let c = client();
    let (s, me) = post_json(
        &c,
        &app,
        "/api/account/login",
        json!({"username": "ivan.petrov", "password": password}),
    )
    .await;
    assert_eq!(s, 200, "{me}");
    assert_eq!(me["must_change_password"], true);
    let mine = get_json(&c, &app, "/api/classes").await;
    assert_eq!(mine["member_of"].as_array().unwrap().len(), 1, "{mine}");
    let (s, _) = post_json(
        &c,
        &app,
        "/api/account/password",
        json!({"old": password, "new": PASSWORD}),
    )
    .await;
    assert_eq!(s, 200);
    let me = get_json(&c, &app, "/api/account").await;
    assert_eq!(me["must_change_password"], false);
    // The passwords are shown once: nothing returns them again, and nobody else may roster.
    let report = get_text(&t, &app, &format!("/api/classes/{class}/report")).await;
    assert!(!report.contains(password));
    let other = sign_up(&app, "not-a-teacher").await;
    let (s, _) = post_json(
        &other,
        &app,
        &format!("/api/classes/{class}/roster"),
        json!({"roster": "x y z"}),
    )
    .await;
    assert_eq!(s, 403);
    // A bad roster creates nobody.
    let (s, body) = post_json(
        &t,
        &app,
        &format!("/api/classes/{class}/roster"),
        json!({"roster": "Bea Lima\n!!\n"}),
    )
    .await;
    assert_eq!(s, 400, "{body}");
    let (s, _) = post_json(
        &c,
        &app,
        "/api/account/login",
        json!({"username": "bea.lima", "password": "whatever it is"}),
    )
    .await;
    assert_eq!(s, 401);
}
