//! A crash mid-write loses no acknowledged answer: the real binary is killed with SIGKILL while
//! clients are answering, restarted on the same data folder, and every answer it acknowledged
//! is still there.

use std::io::{BufRead, BufReader};
use std::process::{Child, Command, Stdio};
use std::time::Duration;

use serde_json::{Value, json};

use crate::helpers::{content_dir, temp_data_dir};

/// Start the binary on a free port; returns the child and its base URL.
fn serve(data: &std::path::Path) -> (Child, String) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_arbiter-kb"))
        .args(["serve", "--bind", "127.0.0.1:0", "--content"])
        .arg(content_dir())
        .arg("--data")
        .arg(data)
        .env("RUST_LOG", "info")
        .env("NO_COLOR", "1")
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let stdout = child.stdout.take().unwrap();
    let mut lines = BufReader::new(stdout).lines();
    let address = loop {
        let line = lines.next().expect("the server logs its address").unwrap();
        if let Some(rest) = line.split("serving on ").nth(1) {
            break rest.trim().to_string();
        }
    };
    // Keep draining the log so the server never blocks on a full pipe.
    std::thread::spawn(move || for _ in lines {});
    (child, address)
}

#[tokio::test]
async fn a_killed_server_keeps_every_acknowledged_answer() {
    let data = temp_data_dir();
    let (mut child, base) = serve(&data);
    let http = reqwest::Client::new();
    let r = http
        .post(format!("{base}/api/quizzes"))
        .json(&json!({"mode": "practice", "count": 40, "seed": 5}))
        .send()
        .await
        .unwrap();
    let cookie = r.headers()["set-cookie"]
        .to_str()
        .unwrap()
        .split(';')
        .next()
        .unwrap()
        .to_string();
    let quiz: Value = r.json().await.unwrap();
    let id = quiz["id"].as_str().unwrap().to_string();
    let total = quiz["questions"].as_array().unwrap().len();

    // Answer as fast as possible from a task; kill the server while it is writing.
    let (tx, mut rx) = tokio::sync::mpsc::unbounded_channel();
    let (b, c, i) = (base.clone(), cookie.clone(), id.clone());
    let writer = tokio::spawn(async move {
        let http = reqwest::Client::new();
        for n in 1..=total {
            let r = http
                .post(format!("{b}/api/quizzes/{i}/answers"))
                .header("cookie", &c)
                .json(&json!({"question": format!("q{n}"), "option": "b"}))
                .send()
                .await;
            match r {
                Ok(r) if r.status().is_success() => tx.send(n).unwrap(),
                _ => break,
            }
        }
    });
    // Let a few answers through, then kill without warning while the writer goes on.
    let mut acknowledged = Vec::new();
    while acknowledged.len() < 3 {
        let n = tokio::time::timeout(Duration::from_secs(30), rx.recv())
            .await
            .expect("answers are acknowledged");
        acknowledged.push(n.expect("the writer is running"));
    }
    child.kill().unwrap();
    child.wait().unwrap();
    let _ = writer.await;
    while let Ok(n) = rx.try_recv() {
        acknowledged.push(n);
    }
    assert!(acknowledged.len() < total, "the kill came before the last answer");

    let (mut child, base) = serve(&data);
    let state: Value = http
        .get(format!("{base}/api/quizzes/{id}"))
        .header("cookie", &cookie)
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    let stored: Vec<String> = state["feedback"]
        .as_array()
        .unwrap()
        .iter()
        .map(|f| f["question"].as_str().unwrap().to_string())
        .collect();
    for n in &acknowledged {
        assert!(
            stored.contains(&format!("q{n}")),
            "acknowledged answer q{n} was lost (stored: {stored:?})"
        );
    }
    child.kill().unwrap();
    child.wait().unwrap();
}

/// A client with its own cookies (one browser).
fn browser() -> reqwest::Client {
    reqwest::Client::builder().cookie_store(true).build().unwrap()
}

#[tokio::test]
async fn a_killed_server_keeps_every_acknowledged_sign_up_and_class_join() {
    let data = temp_data_dir();
    crate::helpers::add_user(&data, "mentor", "instructor");
    let (mut child, base) = serve(&data);
    let mentor = browser();
    let login = json!({"username": "mentor", "password": crate::helpers::PASSWORD});
    let r = mentor
        .post(format!("{base}/api/account/login"))
        .json(&login)
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), 200);
    let class: Value = mentor
        .post(format!("{base}/api/classes"))
        .json(&json!({"name": "Kill test"}))
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    let code = class["join_code"].as_str().unwrap().to_string();
    let class_id = class["id"].as_i64().unwrap();

    // Trainees sign up and join as fast as possible, and the instructor adds some from a
    // roster between them; the server is killed among them.
    let (tx, mut rx) = tokio::sync::mpsc::unbounded_channel();
    let (roster_tx, mut roster_rx) = tokio::sync::mpsc::unbounded_channel();
    let b = base.clone();
    let roster_by = mentor.clone();
    let writer = tokio::spawn(async move {
        for n in 1..=30 {
            let c = browser();
            let me = json!({"username": format!("kill-trainee-{n}"), "password": crate::helpers::PASSWORD});
            let Ok(r) = c.post(format!("{b}/api/account/signup")).json(&me).send().await else {
                break;
            };
            if r.status() != 201 {
                break;
            }
            let Ok(r) = c
                .post(format!("{b}/api/classes/join"))
                .json(&json!({"code": code}))
                .send()
                .await
            else {
                break;
            };
            if !r.status().is_success() {
                break;
            }
            tx.send(n).unwrap();
            if n % 3 == 0 {
                let Ok(r) = roster_by
                    .post(format!("{b}/api/classes/{class_id}/roster"))
                    .json(&json!({"roster": format!("kill roster {n}")}))
                    .send()
                    .await
                else {
                    break;
                };
                if r.status() != 201 {
                    break;
                }
                let Ok(made) = r.json::<Value>().await else { break };
                let account = &made["accounts"][0];
                roster_tx
                    .send((
                        account["username"].as_str().unwrap().to_string(),
                        account["password"].as_str().unwrap().to_string(),
                    ))
                    .unwrap();
            }
        }
    });
    let mut acknowledged = Vec::new();
    // Four acknowledged trainees: the roster after the third has been acknowledged too.
    while acknowledged.len() < 4 {
        let n = tokio::time::timeout(Duration::from_secs(60), rx.recv())
            .await
            .expect("sign-ups are acknowledged");
        acknowledged.push(n.expect("the writer is running"));
    }
    child.kill().unwrap();
    child.wait().unwrap();
    let _ = writer.await;
    while let Ok(n) = rx.try_recv() {
        acknowledged.push(n);
    }
    let mut rostered = Vec::new();
    while let Ok(a) = roster_rx.try_recv() {
        rostered.push(a);
    }
    assert!(!rostered.is_empty(), "a roster was acknowledged before the kill");

    // The database is intact, and every acknowledged trainee is a member who can log in.
    let db = rusqlite::Connection::open(data.join("arbiter-kb.sqlite3")).unwrap();
    let check: String = db.query_row("PRAGMA integrity_check", [], |r| r.get(0)).unwrap();
    assert_eq!(check, "ok");
    drop(db);
    let (mut child, base) = serve(&data);
    let mentor = browser();
    mentor
        .post(format!("{base}/api/account/login"))
        .json(&login)
        .send()
        .await
        .unwrap();
    let report: Value = mentor
        .get(format!("{base}/api/classes/{class_id}/report"))
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    let members: Vec<&str> = report["members"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| m["username"].as_str().unwrap())
        .collect();
    for n in &acknowledged {
        let name = format!("kill-trainee-{n}");
        assert!(members.contains(&name.as_str()), "{name} was lost: {members:?}");
        let me = json!({"username": name, "password": crate::helpers::PASSWORD});
        let r = browser()
            .post(format!("{base}/api/account/login"))
            .json(&me)
            .send()
            .await
            .unwrap();
        assert_eq!(r.status(), 200, "{name} cannot log in");
    }
    for (name, password) in &rostered {
        assert!(members.contains(&name.as_str()), "{name} was lost: {members:?}");
        let me = json!({"username": name, "password": password});
        let r = browser()
            .post(format!("{base}/api/account/login"))
            .json(&me)
            .send()
            .await
            .unwrap();
        assert_eq!(r.status(), 200, "{name} cannot log in with its one-time password");
    }
    child.kill().unwrap();
    child.wait().unwrap();
}
