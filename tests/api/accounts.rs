//! Accounts and sessions, as a user meets them: sign up, log in and out, change the password,
//! delete the account, a guest's progress moving into the account, roles, throttling, and
//! every protection tried from the wrong side.

use std::time::Duration;

use arbiter_kb::config::Settings;
use serde_json::{Value, json};

use crate::helpers::{
    PASSWORD, TestApp, add_user, client, content_dir, cookie_value, get_json, log_in, sign_up, spawn_app,
    start, start_with, temp_data_dir, unique, with_cookie,
};

async fn me(c: &reqwest::Client, app: &TestApp) -> (u16, Value) {
    let r = c.get(app.url("/api/account")).send().await.unwrap();
    let status = r.status().as_u16();
    (status, r.json().await.unwrap_or(Value::Null))
}

async fn post(c: &reqwest::Client, app: &TestApp, path: &str, body: Value) -> reqwest::Response {
    c.post(app.url(path)).json(&body).send().await.unwrap()
}

/// A finished practice quiz of `count` questions; returns its id.
async fn finished_quiz(c: &reqwest::Client, app: &TestApp, count: usize) -> String {
    let r = post(
        c,
        app,
        "/api/quizzes",
        json!({"mode": "practice", "count": count}),
    )
    .await;
    assert_eq!(r.status().as_u16(), 201);
    let quiz: Value = r.json().await.unwrap();
    let id = quiz["id"].as_str().unwrap().to_string();
    for i in 1..=count {
        let r = post(
            c,
            app,
            &format!("/api/quizzes/{id}/answers"),
            json!({"question": format!("q{i}"), "option": "a"}),
        )
        .await;
        assert_eq!(r.status().as_u16(), 200);
    }
    assert_eq!(
        post(c, app, &format!("/api/quizzes/{id}/finish"), json!({}))
            .await
            .status()
            .as_u16(),
        200
    );
    id
}

async fn history_ids(c: &reqwest::Client, app: &TestApp) -> Vec<String> {
    let p: Value = get_json(c, app, "/api/progress").await;
    p["history"]
        .as_array()
        .unwrap()
        .iter()
        .map(|h| h["id"].as_str().unwrap().to_string())
        .collect()
}

#[tokio::test]
async fn a_trainee_signs_up_logs_out_and_logs_back_in() {
    let app = spawn_app();
    let name = unique("ana");
    let c = sign_up(app, &name).await;
    assert_eq!(
        me(&c, app).await,
        (
            200,
            json!({"username": name, "role": "trainee", "must_change_password": false})
        )
    );

    let r = post(&c, app, "/api/account/logout", json!({})).await;
    assert_eq!(r.status().as_u16(), 204);
    assert!(r.headers().contains_key("clear-site-data"));
    assert_eq!(me(&c, app).await.0, 401, "logged out");

    let wrong = post(
        &c,
        app,
        "/api/account/login",
        json!({"username": name, "password": "not the password"}),
    )
    .await;
    assert_eq!(wrong.status().as_u16(), 401);
    let unknown = post(
        &c,
        app,
        "/api/account/login",
        json!({"username": unique("nobody"), "password": PASSWORD}),
    )
    .await;
    assert_eq!(unknown.status().as_u16(), 401);
    assert_eq!(
        wrong.text().await.unwrap(),
        unknown.text().await.unwrap(),
        "the same answer whether the name exists or not"
    );

    let c = log_in(app, &name).await;
    assert_eq!(me(&c, app).await.0, 200);
    let taken = post(
        &client(),
        app,
        "/api/account/signup",
        json!({"username": name, "password": PASSWORD}),
    )
    .await;
    assert_eq!(taken.status().as_u16(), 409, "a name is taken once");
}

#[tokio::test]
async fn progress_follows_the_trainee_from_browser_to_browser() {
    let app = spawn_app();
    let name = unique("bea");
    // On the laptop, as a guest first: the quiz moves into the account created there.
    let laptop = client();
    let first = finished_quiz(&laptop, app, 2).await;
    let r = post(
        &laptop,
        app,
        "/api/account/signup",
        json!({"username": name, "password": PASSWORD}),
    )
    .await;
    assert_eq!(r.status().as_u16(), 201);
    assert_eq!(history_ids(&laptop, app).await, vec![first.clone()]);
    // On the phone, again as a guest, then logging in: both quizzes, on both devices.
    let phone = client();
    let second = finished_quiz(&phone, app, 2).await;
    let r = post(
        &phone,
        app,
        "/api/account/login",
        json!({"username": name, "password": PASSWORD}),
    )
    .await;
    assert_eq!(r.status().as_u16(), 200);
    let mut expected = vec![first, second];
    expected.sort();
    for device in [&laptop, &phone] {
        let mut got = history_ids(device, app).await;
        got.sort();
        assert_eq!(got, expected);
    }
}

#[tokio::test]
async fn the_session_id_changes_at_login_and_a_replayed_cookie_fails() {
    let app = spawn_app();
    let name = unique("cid");
    sign_up(app, &name).await;
    // A guest session first (it starts a quiz).
    let r = client()
        .post(app.url("/api/quizzes"))
        .json(&json!({"mode": "practice", "count": 1}))
        .send()
        .await
        .unwrap();
    let guest = cookie_value(&r, "sid").expect("a guest session");
    let login = with_cookie("sid", &guest)
        .post(app.url("/api/account/login"))
        .json(&json!({"username": name, "password": PASSWORD}))
        .send()
        .await
        .unwrap();
    assert_eq!(login.status().as_u16(), 200);
    let account = cookie_value(&login, "sid").expect("a new session at login");
    assert_ne!(account, guest, "the id is rotated at login");
    assert_eq!(
        me(&with_cookie("sid", &guest), app).await.0,
        401,
        "the guest id is dead"
    );
    let c = with_cookie("sid", &account);
    assert_eq!(me(&c, app).await.0, 200);
    // Logging out revokes the session on the server: replaying the cookie fails.
    assert_eq!(
        post(&c, app, "/api/account/logout", json!({}))
            .await
            .status()
            .as_u16(),
        204
    );
    assert_eq!(me(&with_cookie("sid", &account), app).await.0, 401);
}

#[tokio::test]
async fn changing_the_password_ends_every_other_session() {
    let app = spawn_app();
    let name = unique("dan");
    let laptop = sign_up(app, &name).await;
    let phone = log_in(app, &name).await;
    let new = "a completely different sentence";
    let r = post(
        &laptop,
        app,
        "/api/account/password",
        json!({"old": "wrong old password", "new": new}),
    )
    .await;
    assert_eq!(r.status().as_u16(), 401, "the current password is required");
    let r = post(
        &laptop,
        app,
        "/api/account/password",
        json!({"old": PASSWORD, "new": "short"}),
    )
    .await;
    assert_eq!(r.status().as_u16(), 400);
    let r = post(
        &laptop,
        app,
        "/api/account/password",
        json!({"old": PASSWORD, "new": new}),
    )
    .await;
    assert_eq!(r.status().as_u16(), 200);
    assert_eq!(
        me(&laptop, app).await.0,
        200,
        "this browser stays signed in with a new id"
    );
    assert_eq!(me(&phone, app).await.0, 401, "a stolen or other cookie dies");
    let old = post(
        &client(),
        app,
        "/api/account/login",
        json!({"username": name, "password": PASSWORD}),
    )
    .await;
    assert_eq!(old.status().as_u16(), 401);
    let ok = post(
        &client(),
        app,
        "/api/account/login",
        json!({"username": name, "password": new}),
    )
    .await;
    assert_eq!(ok.status().as_u16(), 200);
}

#[tokio::test]
async fn weak_passwords_are_refused_and_long_passphrases_are_kept_whole() {
    let app = spawn_app();
    for weak in ["short", "password123", "qwertyuiop", "aaaaaaaaaaaaaa"] {
        let r = post(
            &client(),
            app,
            "/api/account/signup",
            json!({"username": unique("eve"), "password": weak}),
        )
        .await;
        assert_eq!(r.status().as_u16(), 400, "{weak}");
        assert!(r.text().await.unwrap().contains("password"));
    }
    let name = unique("fay");
    let passphrase = "the quick arbiter stops the clock and calls both players over ".repeat(4);
    let r = post(
        &client(),
        app,
        "/api/account/signup",
        json!({"username": name, "password": passphrase}),
    )
    .await;
    assert_eq!(r.status().as_u16(), 201);
    let truncated = &passphrase[..72];
    let r = post(
        &client(),
        app,
        "/api/account/login",
        json!({"username": name, "password": truncated}),
    )
    .await;
    assert_eq!(
        r.status().as_u16(),
        401,
        "no silent truncation (bcrypt's 72 bytes)"
    );
    let r = post(
        &client(),
        app,
        "/api/account/login",
        json!({"username": name, "password": passphrase}),
    )
    .await;
    assert_eq!(r.status().as_u16(), 200);
}

#[tokio::test]
async fn deleting_the_account_deletes_its_data() {
    let app = spawn_app();
    let name = unique("gil");
    let c = sign_up(app, &name).await;
    let quiz = finished_quiz(&c, app, 2).await;
    let r = c
        .delete(app.url("/api/account"))
        .header("content-type", "application/json")
        .send()
        .await
        .unwrap();
    assert_eq!(r.status().as_u16(), 204);
    assert_eq!(me(&c, app).await.0, 401);
    let r = post(
        &client(),
        app,
        "/api/account/login",
        json!({"username": name, "password": PASSWORD}),
    )
    .await;
    assert_eq!(r.status().as_u16(), 401);
    let db = rusqlite::Connection::open(app.data_dir.join("arbiter-kb.sqlite3")).unwrap();
    let left: i64 = db
        .query_row(
            "SELECT (SELECT count(*) FROM users WHERE username = ?1) + (SELECT count(*) FROM attempts WHERE id = ?2)",
            rusqlite::params![name, quiz],
            |r| r.get(0),
        )
        .unwrap();
    assert_eq!(left, 0, "no row of the account or its quizzes is left");
}

#[tokio::test]
async fn logins_are_throttled_per_account_with_a_wait_that_ends() {
    // Its own server: the limits are per process.
    let app = start(content_dir());
    let name = unique("hal");
    sign_up(&app, &name).await;
    let mut refused = None;
    for _ in 0..10 {
        let r = post(
            &client(),
            &app,
            "/api/account/login",
            json!({"username": name, "password": "guessing again"}),
        )
        .await;
        match r.status().as_u16() {
            401 => continue,
            429 => {
                refused = Some(r);
                break;
            }
            s => panic!("unexpected {s}"),
        }
    }
    let r = refused.expect("guessing is slowed down");
    let wait: u64 = r.headers()["retry-after"].to_str().unwrap().parse().unwrap();
    assert!((1..=31).contains(&wait), "{wait}");
    assert!(r.text().await.unwrap().contains("Too many login attempts"));
    // Even the right password waits (the attacker learns nothing), but another account does not.
    let r = post(
        &client(),
        &app,
        "/api/account/login",
        json!({"username": name, "password": PASSWORD}),
    )
    .await;
    assert_eq!(r.status().as_u16(), 429);
    let other = unique("ida");
    sign_up(&app, &other).await;
    log_in(&app, &other).await;
    // Never locked out for good: after the wait, the right password works.
    tokio::time::sleep(Duration::from_secs(wait)).await;
    log_in(&app, &name).await;
    app.stop().await;
}

#[tokio::test]
async fn behind_https_the_cookie_is_host_prefixed_secure_httponly_and_lax() {
    let mut settings = Settings::for_tests(content_dir(), temp_data_dir());
    settings.secure_cookies = true;
    let app = start_with(settings);
    let r = post(
        &client(),
        &app,
        "/api/account/signup",
        json!({"username": unique("jo"), "password": PASSWORD}),
    )
    .await;
    assert_eq!(r.status().as_u16(), 201);
    let cookie = r.headers()["set-cookie"].to_str().unwrap().to_string();
    assert!(cookie.starts_with("__Host-sid="), "{cookie}");
    for attribute in ["Secure", "HttpOnly", "SameSite=Lax", "Path=/"] {
        assert!(cookie.contains(attribute), "{attribute} in {cookie}");
    }
    assert!(!cookie.contains("Domain="), "{cookie}");
    app.stop().await;
}

#[tokio::test]
async fn roles_are_given_only_by_an_administrator_and_there_are_no_default_accounts() {
    let data = temp_data_dir();
    let app = start_with(Settings::for_tests(content_dir(), data.clone()));
    for (user, pass) in [("admin", "admin"), ("admin", PASSWORD), ("root", PASSWORD)] {
        let r = post(
            &client(),
            &app,
            "/api/account/login",
            json!({"username": user, "password": pass}),
        )
        .await;
        assert_eq!(r.status().as_u16(), 401, "no default account {user}");
    }
    let name = unique("kai");
    let trainee = sign_up(&app, &name).await;
    assert_eq!(
        trainee
            .get(app.url("/api/admin/users"))
            .send()
            .await
            .unwrap()
            .status()
            .as_u16(),
        403
    );
    assert_eq!(
        client()
            .get(app.url("/api/admin/users"))
            .send()
            .await
            .unwrap()
            .status()
            .as_u16(),
        401
    );
    let r = post(&trainee, &app, "/api/classes", json!({"name": "Seminar"})).await;
    assert_eq!(r.status().as_u16(), 403, "a trainee cannot create a class");

    // The first administrator comes from the command line.
    add_user(&data, "chief", "admin");
    let admin = log_in(&app, "chief").await;
    let users: Value = get_json(&admin, &app, "/api/admin/users").await;
    let id = users
        .as_array()
        .unwrap()
        .iter()
        .find(|u| u["username"] == name.as_str())
        .unwrap()["id"]
        .as_i64()
        .unwrap();
    let r = post(
        &trainee,
        &app,
        &format!("/api/admin/users/{id}/role"),
        json!({"role": "admin"}),
    )
    .await;
    assert_eq!(r.status().as_u16(), 403, "nobody promotes themselves");
    let r = post(
        &admin,
        &app,
        &format!("/api/admin/users/{id}/role"),
        json!({"role": "instructor"}),
    )
    .await;
    assert_eq!(r.status().as_u16(), 204);
    // A change of privilege ends the user's sessions: the new role comes with a new id.
    assert_eq!(me(&trainee, &app).await.0, 401);
    let instructor = log_in(&app, &name).await;
    assert_eq!(me(&instructor, &app).await.1["role"], "instructor");
    assert_eq!(
        post(&instructor, &app, "/api/classes", json!({"name": "Seminar"}))
            .await
            .status()
            .as_u16(),
        201
    );
    assert_eq!(
        instructor
            .get(app.url("/api/admin/users"))
            .send()
            .await
            .unwrap()
            .status()
            .as_u16(),
        403
    );
    // An administrator deletes an account; nobody else can.
    let victim = unique("lou");
    sign_up(&app, &victim).await;
    let users: Value = get_json(&admin, &app, "/api/admin/users").await;
    let vid = users
        .as_array()
        .unwrap()
        .iter()
        .find(|u| u["username"] == victim.as_str())
        .unwrap()["id"]
        .as_i64()
        .unwrap();
    assert_eq!(
        instructor
            .delete(app.url(&format!("/api/admin/users/{vid}")))
            .header("content-type", "application/json")
            .send()
            .await
            .unwrap()
            .status()
            .as_u16(),
        403
    );
    assert_eq!(
        admin
            .delete(app.url(&format!("/api/admin/users/{vid}")))
            .header("content-type", "application/json")
            .send()
            .await
            .unwrap()
            .status()
            .as_u16(),
        204
    );
    let r = post(
        &client(),
        &app,
        "/api/account/login",
        json!({"username": victim, "password": PASSWORD}),
    )
    .await;
    assert_eq!(r.status().as_u16(), 401);
    app.stop().await;
}

#[tokio::test]
async fn the_command_line_refuses_weak_passwords_and_taken_names() {
    use std::io::Write;
    use std::process::{Command, Stdio};
    let data = temp_data_dir();
    let run = |name: &str, password: &str| {
        let mut child = Command::new(env!("CARGO_BIN_EXE_arbiter-kb"))
            .args(["user", "add", name, "--role", "instructor", "--data"])
            .arg(&data)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        writeln!(child.stdin.take().unwrap(), "{password}").unwrap();
        let out = child.wait_with_output().unwrap();
        (
            out.status.code(),
            String::from_utf8_lossy(&out.stderr).into_owned(),
        )
    };
    let (code, err) = run("maria", "password1");
    assert_eq!(code, Some(1));
    assert!(err.contains("password"), "{err}");
    assert_eq!(run("maria", PASSWORD).0, Some(0));
    let (code, err) = run("maria", PASSWORD);
    assert_eq!(code, Some(1));
    assert!(err.contains("taken"), "{err}");
}

#[tokio::test]
async fn account_changes_from_another_site_are_refused() {
    let app = spawn_app();
    let name = unique("max");
    let c = sign_up(app, &name).await;
    for (header, value) in [
        ("origin", "https://evil.example"),
        ("sec-fetch-site", "cross-site"),
    ] {
        let r = c
            .post(app.url("/api/account/password"))
            .header(header, value)
            .json(&json!({"old": PASSWORD, "new": "another long sentence"}))
            .send()
            .await
            .unwrap();
        assert_eq!(r.status().as_u16(), 403, "{header}");
        let r = c
            .delete(app.url("/api/account"))
            .header("content-type", "application/json")
            .header(header, value)
            .send()
            .await
            .unwrap();
        assert_eq!(r.status().as_u16(), 403, "{header}");
    }
    // The account forms need the session's token.
    let r = c
        .post(app.url("/account/delete"))
        .form(&[("csrf", "0".repeat(64).as_str())])
        .send()
        .await
        .unwrap();
    assert_eq!(r.status().as_u16(), 403);
    assert_eq!(me(&c, app).await.0, 200, "still there");
}
