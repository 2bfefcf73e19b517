//! Classes end to end: an instructor creates a class, trainees join with its code, take a set
//! exam once, and the instructor follows them in the report (JSON, page, CSV); everyone else is
//! kept out of what is not theirs.

use std::collections::BTreeMap;

use serde_json::{Value, json};

use crate::helpers::{
    TestApp, add_user, client, content_dir, form_token, get_json, get_text, log_in, post_json as post,
    sign_up, start, unique,
};

async fn get(c: &reqwest::Client, app: &TestApp, path: &str) -> (u16, String) {
    let r = c.get(app.url(path)).send().await.unwrap();
    (r.status().as_u16(), r.text().await.unwrap())
}

/// A server of its own with an instructor `teacher` (made from the command line) and a class.
async fn class_setup() -> (TestApp, reqwest::Client, i64, String) {
    let app = start(content_dir());
    add_user(&app.data_dir, "teacher", "instructor");
    let teacher = log_in(&app, "teacher").await;
    let (status, class) = post(
        &teacher,
        &app,
        "/api/classes",
        json!({"name": "Arbiter seminar, Novi Sad"}),
    )
    .await;
    assert_eq!(status, 201, "{class}");
    let code = class["join_code"].as_str().unwrap().to_string();
    assert_eq!(code.len(), 8);
    (app, teacher, class["id"].as_i64().unwrap(), code)
}

#[tokio::test]
async fn an_instructor_follows_the_trainees_who_join_with_the_code() {
    let (app, teacher, class, code) = class_setup().await;
    let ana = sign_up(&app, "ana-trainee").await;
    // Codes are forgiving when read aloud and typed: case and dashes do not matter.
    let typed = format!("{}-{}", &code[..4], &code[4..]).to_lowercase();
    let (status, joined) = post(&ana, &app, "/api/classes/join", json!({"code": typed})).await;
    assert_eq!(status, 200, "{joined}");
    assert_eq!(joined["id"], class);
    let (status, _) = post(&ana, &app, "/api/classes/join", json!({"code": "ZZZZZZZZ"})).await;
    assert_eq!(status, 404);

    // Ana answers a practice quiz, always choosing b.
    let (_, quiz) = post(
        &ana,
        &app,
        "/api/quizzes",
        json!({"mode": "practice", "topics": ["touch-move"], "count": 4}),
    )
    .await;
    let id = quiz["id"].as_str().unwrap();
    let mut right = 0;
    for i in 1..=4 {
        let (_, fb) = post(
            &ana,
            &app,
            &format!("/api/quizzes/{id}/answers"),
            json!({"question": format!("q{i}"), "option": "b"}),
        )
        .await;
        right += fb["correct"].as_bool().unwrap() as usize;
    }
    post(&ana, &app, &format!("/api/quizzes/{id}/finish"), json!({})).await;

    let (status, body) = get(&teacher, &app, &format!("/api/classes/{class}/report")).await;
    assert_eq!(status, 200, "{body}");
    let report: Value = serde_json::from_str(&body).unwrap();
    let member = &report["members"][0];
    assert_eq!(member["username"], "ana-trainee");
    assert_eq!(member["attempts"], 1);
    assert_eq!(member["finished"][0]["score"], right);
    let touch = member["mastery"]
        .as_array()
        .unwrap()
        .iter()
        .find(|m| m["topic"] == "touch-move")
        .unwrap();
    assert_eq!(
        touch["answered"], 4,
        "every answer counts for the topic it was asked under"
    );
    assert_eq!(touch["right"], right);
    // Per question: share right, and how often each option was chosen.
    let questions = report["questions"].as_array().unwrap();
    assert_eq!(questions.len(), 4);
    let chosen: u64 = questions
        .iter()
        .flat_map(|q| {
            q["options"]
                .as_array()
                .unwrap()
                .iter()
                .map(|o| o["chosen"].as_u64().unwrap())
        })
        .sum();
    assert_eq!(chosen, 4, "each answer is counted on the option chosen");
    for q in questions {
        assert_eq!(q["options"][0]["right"], true, "the right option first");
        let p = q["percent_right"].as_u64().unwrap();
        assert!(p == 0 || p == 100);
    }

    let page = get(&teacher, &app, &format!("/classes/{class}")).await;
    assert_eq!(page.0, 200);
    assert!(page.1.contains("ana-trainee") && page.1.contains(&code));
    let csv = teacher
        .get(app.url(&format!("/classes/{class}/report.csv")))
        .send()
        .await
        .unwrap();
    assert_eq!(csv.status().as_u16(), 200);
    assert!(
        csv.headers()["content-type"]
            .to_str()
            .unwrap()
            .starts_with("text/csv")
    );
    assert!(
        csv.headers()["content-disposition"]
            .to_str()
            .unwrap()
            .contains("attachment")
    );
    let csv = csv.text().await.unwrap();
    let mut reader = csv::Reader::from_reader(csv.as_bytes());
    let header = reader.headers().unwrap().clone();
    let row = reader.records().next().unwrap().unwrap();
    assert_eq!(&row[0], "ana-trainee");
    let col = header
        .iter()
        .position(|h| h == "Touch-move and adjusting: answered")
        .expect("numeric columns per topic, named as the instructor reads them");
    assert_eq!(&row[col], "4");
    // In Portuguese, the headers and the topics are Portuguese.
    let (_, csv_pt) = get(&teacher, &app, &format!("/classes/{class}/report.csv?lang=pt")).await;
    let header_pt = csv::Reader::from_reader(csv_pt.as_bytes())
        .headers()
        .unwrap()
        .clone();
    assert_eq!(&header_pt[0], "Participante");
    assert!(
        header_pt.iter().any(|h| h == "Peça tocada e ajuste: respondidas"),
        "{header_pt:?}"
    );
    let (status, questions_csv) = get(&teacher, &app, &format!("/classes/{class}/questions.csv")).await;
    assert_eq!(status, 200);
    let mut reader = csv::Reader::from_reader(questions_csv.as_bytes());
    let rows: Vec<csv::StringRecord> = reader.records().map(Result::unwrap).collect();
    let keys: std::collections::BTreeSet<&str> = rows.iter().map(|r| &r[1]).collect();
    assert_eq!(keys.len(), 4, "four questions, one line per option");
    let chosen: u64 = rows.iter().map(|r| r[6].parse::<u64>().unwrap()).sum();
    assert_eq!(chosen, 4);
    // One right option per question, as 1 (the others 0), whatever the language.
    let right: usize = rows.iter().map(|r| r[5].parse::<usize>().unwrap()).sum();
    assert_eq!(right, 4);
    // The questions file speaks the instructor's language too.
    let (_, questions_pt) = get(&teacher, &app, &format!("/classes/{class}/questions.csv?lang=pt")).await;
    let header_pt = csv::Reader::from_reader(questions_pt.as_bytes())
        .headers()
        .unwrap()
        .clone();
    assert_eq!(
        header_pt.iter().collect::<Vec<_>>(),
        [
            "Pergunta",
            "Identificador da pergunta",
            "Respostas",
            "Acertos (%)",
            "Opção",
            "Opção certa (1 = sim)",
            "Vezes escolhida"
        ]
    );
    app.stop().await;
}

#[tokio::test]
async fn nobody_sees_a_class_or_a_quiz_that_is_not_theirs() {
    let (app, teacher, class, code) = class_setup().await;
    let member = sign_up(&app, &unique("member")).await;
    post(&member, &app, "/api/classes/join", json!({"code": code})).await;
    add_user(&app.data_dir, "other-teacher", "instructor");
    let other = log_in(&app, "other-teacher").await;
    let outsider = sign_up(&app, &unique("outsider")).await;
    for path in [
        format!("/api/classes/{class}/report"),
        format!("/classes/{class}"),
        format!("/classes/{class}/report.csv"),
        format!("/classes/{class}/questions.csv"),
    ] {
        assert_eq!(
            get(&other, &app, &path).await.0,
            404,
            "another instructor: {path}"
        );
        let s = get(&member, &app, &path).await.0;
        assert!(s == 403 || s == 404, "a member: {path} → {s}");
        let s = get(&outsider, &app, &path).await.0;
        assert!(s == 403 || s == 404, "an outsider: {path} → {s}");
        assert_eq!(get(&client(), &app, &path).await.0, 401, "a visitor: {path}");
    }
    assert_eq!(
        get(&teacher, &app, &format!("/api/classes/{}/report", class + 1000))
            .await
            .0,
        404
    );
    assert_eq!(
        get(&teacher, &app, "/api/classes/not-a-number/report").await.0,
        404
    );
    let (status, _) = post(
        &other,
        &app,
        &format!("/api/classes/{class}/exams"),
        json!({"title": "Mine now"}),
    )
    .await;
    assert_eq!(status, 404, "only its instructor sets a class exam");

    // A trainee's quiz is invisible and untouchable to everyone else.
    let (_, quiz) = post(&member, &app, "/api/quizzes", json!({"mode": "exam", "count": 3})).await;
    let id = quiz["id"].as_str().unwrap();
    for c in [&outsider, &teacher, &other] {
        assert_eq!(get(c, &app, &format!("/api/quizzes/{id}")).await.0, 404);
        assert_eq!(get(c, &app, &format!("/quiz/{id}")).await.0, 404);
        let (s, _) = post(
            c,
            &app,
            &format!("/api/quizzes/{id}/answers"),
            json!({"question": "q1", "option": "a"}),
        )
        .await;
        assert_eq!(s, 404);
        let (s, _) = post(c, &app, &format!("/api/quizzes/{id}/finish"), json!({})).await;
        assert_eq!(s, 404);
    }
    assert_eq!(get(&member, &app, &format!("/api/quizzes/{id}")).await.0, 200);
    app.stop().await;
}

#[tokio::test]
async fn a_class_exam_is_taken_once_inside_its_window_and_shows_in_the_report() {
    let (app, teacher, class, code) = class_setup().await;
    let (status, exam) = post(
        &teacher,
        &app,
        &format!("/api/classes/{class}/exams"),
        json!({"title": "Clocks, week 2", "topics": ["flag-fall", "clock"], "count": 5, "minutes": 20}),
    )
    .await;
    assert_eq!(status, 201, "{exam}");
    let exam_id = exam["id"].as_i64().unwrap();
    let (status, _) = post(
        &teacher,
        &app,
        &format!("/api/classes/{class}/exams"),
        json!({"title": "Later", "opens_at": "2099-01-01T09:00:00Z", "closes_at": "2099-01-01T11:00:00Z"}),
    )
    .await;
    assert_eq!(status, 201);
    let (status, _) = post(
        &teacher,
        &app,
        &format!("/api/classes/{class}/exams"),
        json!({"title": "Bad", "topics": ["no-such-topic"]}),
    )
    .await;
    assert_eq!(status, 400);

    let outsider = sign_up(&app, &unique("outsider")).await;
    let (status, _) = post(
        &outsider,
        &app,
        &format!("/api/class-exams/{exam_id}/start"),
        json!({}),
    )
    .await;
    assert_eq!(status, 404, "members only");

    let bo = sign_up(&app, "bo-trainee").await;
    post(&bo, &app, "/api/classes/join", json!({"code": code})).await;
    let mine: Value = get_json(&bo, &app, "/api/classes").await;
    assert_eq!(mine["exams"].as_array().unwrap().len(), 2);
    let later = mine["exams"]
        .as_array()
        .unwrap()
        .iter()
        .find(|e| e["title"] == "Later")
        .unwrap()["id"]
        .as_i64()
        .unwrap();
    let (status, msg) = post(&bo, &app, &format!("/api/class-exams/{later}/start"), json!({})).await;
    assert_eq!(status, 409, "not open yet: {msg}");

    let (status, started) = post(&bo, &app, &format!("/api/class-exams/{exam_id}/start"), json!({})).await;
    assert_eq!(status, 201, "{started}");
    let quiz_id = started["id"].as_str().unwrap().to_string();
    let quiz: Value = get_json(&bo, &app, &format!("/api/quizzes/{quiz_id}")).await;
    assert_eq!(quiz["questions"].as_array().unwrap().len(), 5);
    for q in quiz["questions"].as_array().unwrap() {
        assert!(
            ["flag-fall", "clock"].contains(&q["topic"].as_str().unwrap()),
            "{q}"
        );
    }
    let (status, _) = post(&bo, &app, &format!("/api/class-exams/{exam_id}/start"), json!({})).await;
    assert_eq!(status, 409, "taken once");
    post(
        &bo,
        &app,
        &format!("/api/quizzes/{quiz_id}/answers"),
        json!({"question": "q1", "option": "a"}),
    )
    .await;
    let (status, result) = post(&bo, &app, &format!("/api/quizzes/{quiz_id}/finish"), json!({})).await;
    assert_eq!(status, 200);

    let report: Value = get_json(&teacher, &app, &format!("/api/classes/{class}/report")).await;
    let bo_line = report["members"]
        .as_array()
        .unwrap()
        .iter()
        .find(|m| m["username"] == "bo-trainee")
        .unwrap();
    assert_eq!(
        bo_line["exams"],
        json!([{"exam": exam_id, "score": result["score"], "total": 5}])
    );
    app.stop().await;
}

#[tokio::test]
async fn class_forms_need_the_session_token() {
    let (app, teacher, class, _) = class_setup().await;
    let r = teacher
        .post(app.url("/classes"))
        .form(&[("csrf", "f".repeat(64).as_str()), ("name", "Forged")])
        .send()
        .await
        .unwrap();
    assert_eq!(r.status().as_u16(), 403);
    let r = teacher
        .post(app.url(&format!("/classes/{class}/exams")))
        .form(&[("title", "Forged")])
        .send()
        .await
        .unwrap();
    assert_eq!(r.status().as_u16(), 403);
    let page = get_text(&teacher, &app, "/classes").await;
    let csrf = form_token(&page);
    let r = teacher
        .post(app.url("/classes"))
        .form(&[("csrf", csrf.as_str()), ("name", "Real one")])
        .send()
        .await
        .unwrap();
    assert_eq!(r.status().as_u16(), 303);
    let (_, body) = get(&teacher, &app, "/api/classes").await;
    assert!(body.contains("Real one") && !body.contains("Forged"));
    app.stop().await;
}

/// A mistyped code on the join form brings back the classes page in the reader's language,
/// saying at the form that no class has this code and keeping the code to correct: not a bare
/// error page with no way back.
#[tokio::test]
async fn a_mistyped_class_code_is_said_at_the_form_in_the_readers_language() {
    let (app, _teacher, _class, code) = class_setup().await;
    let ana = sign_up(&app, &unique("ana")).await;
    let page = get_text(&ana, &app, "/classes?lang=pt").await;
    let r = ana
        .post(app.url("/classes/join?lang=pt"))
        .form(&[("csrf", form_token(&page).as_str()), ("code", "ZZZZ-1234")])
        .send()
        .await
        .unwrap();
    assert_eq!(r.status().as_u16(), 404);
    let html = r.text().await.unwrap();
    assert!(html.contains("<html lang=\"pt\""), "{html}");
    assert!(html.contains("Nenhuma turma tem este código."), "{html}");
    assert!(html.contains("action=\"/classes/join\"") && html.contains("value=\"ZZZZ-1234\""));
    // Corrected in the same form, the code joins the class.
    let r = ana
        .post(app.url("/classes/join?lang=pt"))
        .form(&[("csrf", form_token(&html).as_str()), ("code", code.as_str())])
        .send()
        .await
        .unwrap();
    assert_eq!(r.status().as_u16(), 303);
    app.stop().await;
}

/// Answer every question of a practice quiz with `pick(options, key)`, where `key` is the text
/// of the right option when known; returns the right options' texts as the feedback gave them.
async fn answer_all(
    c: &reqwest::Client,
    app: &TestApp,
    quiz: &Value,
    keys: &BTreeMap<String, String>,
    right: bool,
) -> BTreeMap<String, String> {
    let id = quiz["id"].as_str().unwrap();
    let mut learnt = BTreeMap::new();
    for q in quiz["questions"].as_array().unwrap() {
        let stem = q["stem"].as_str().unwrap().to_string();
        let options = q["options"].as_array().unwrap();
        let text_of = |oid: &str| {
            options.iter().find(|o| o["id"] == oid).unwrap()["text"]
                .as_str()
                .unwrap()
                .to_string()
        };
        let choice = match keys.get(&stem) {
            Some(key) => options
                .iter()
                .find(|o| (o["text"].as_str().unwrap() == key) == right)
                .unwrap()["id"]
                .as_str()
                .unwrap()
                .to_string(),
            None => "a".to_string(),
        };
        let (status, fb) = post(
            c,
            app,
            &format!("/api/quizzes/{id}/answers"),
            json!({"question": q["id"], "option": choice}),
        )
        .await;
        assert_eq!(status, 200, "{fb}");
        learnt.insert(stem, text_of(fb["correct_option"].as_str().unwrap()));
    }
    let (status, _) = post(c, app, &format!("/api/quizzes/{id}/finish"), json!({})).await;
    assert_eq!(status, 200);
    learnt
}

#[tokio::test]
async fn item_statistics_show_facility_discrimination_and_option_choices_to_instructors_only() {
    let app = start(content_dir());
    add_user(&app.data_dir, "examiner", "instructor");
    let examiner = log_in(&app, "examiner").await;
    // Three trainees take the same practice selection (same seed): one blindly, one knowing
    // every key, one choosing a wrong option every time.
    let spec = json!({"mode": "practice", "topics": ["castling", "promotion"], "count": 6, "seed": 31});
    let probe = client();
    let (_, quiz) = post(&probe, &app, "/api/quizzes", spec.clone()).await;
    let keys = answer_all(&probe, &app, &quiz, &BTreeMap::new(), true).await;
    for right in [true, false] {
        let c = client();
        let (_, quiz) = post(&c, &app, "/api/quizzes", spec.clone()).await;
        answer_all(&c, &app, &quiz, &keys, right).await;
    }

    let r = examiner.get(app.url("/api/items?min=3")).send().await.unwrap();
    assert_eq!(r.status(), 200);
    let items: Vec<Value> = r.json().await.unwrap();
    assert_eq!(items.len(), 6, "{items:?}");
    for item in &items {
        assert_eq!(item["answers"], 3, "{item}");
        let facility = item["facility"].as_f64().unwrap();
        assert!((0.0..=1.0).contains(&facility), "{item}");
        let options = item["options"].as_array().unwrap();
        assert_eq!(options.iter().filter(|o| o[1] == true).count(), 1, "{item}");
        let chosen: u64 = options.iter().map(|o| o[2].as_u64().unwrap()).sum();
        assert_eq!(chosen, 3, "{item}");
        // The trainee who knew every key is the upper third, the one always wrong the lower.
        assert_eq!(item["discrimination"].as_f64(), Some(1.0), "{item}");
        // The right option was chosen by the one who knew it, and maybe by the blind guess.
        let right_count = options.iter().find(|o| o[1] == true).unwrap()[2]
            .as_u64()
            .unwrap();
        assert!((1..=2).contains(&right_count), "{item}");
    }
    let (status, page) = get(&examiner, &app, "/items").await;
    assert_eq!(status, 200);
    let stem = items[0]["stem"].as_str().unwrap();
    let plain: String = stem
        .chars()
        .take_while(|c| c.is_alphanumeric() || *c == ' ')
        .collect();
    assert!(page.contains(plain.trim()), "{plain}");

    // Not for trainees, and not for strangers.
    let trainee = sign_up(&app, &unique("trainee")).await;
    assert_eq!(
        trainee.get(app.url("/api/items")).send().await.unwrap().status(),
        403
    );
    assert_eq!(
        client().get(app.url("/api/items")).send().await.unwrap().status(),
        401
    );
}
