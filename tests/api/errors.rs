//! Errors in the reader's language: the JSON API and the pages word a refusal with the choice
//! of language the pages make (`?lang=`, the `lang` cookie, `Accept-Language`), Serbian in
//! either script, and English exactly as it always was.

use arbiter_kb::content::script::latin_to_cyrillic;
use serde_json::{Value, json};

use crate::helpers::{client, get_text, sign_up, spawn_app, unique};

const WRONG_EN: &str = "Wrong username or password.";
const WRONG_PT: &str = "Nome de usuário ou senha incorretos.";

async fn error_of(r: reqwest::Response) -> (u16, String) {
    let status = r.status().as_u16();
    let body: Value = r.json().await.unwrap();
    assert_eq!(body.as_object().map(|o| o.len()), Some(1), "{body}");
    (status, body["error"].as_str().unwrap().to_string())
}

#[tokio::test]
async fn a_wrong_password_is_refused_in_the_readers_language_by_the_api() {
    let app = spawn_app();
    let name = unique("lia");
    sign_up(app, &name).await;
    let body = json!({"username": name, "password": "not the password at all"});
    let login = |c: &reqwest::Client| c.post(app.url("/api/account/login")).json(&body);
    let c = reqwest::Client::new();
    assert_eq!(
        error_of(login(&c).send().await.unwrap()).await,
        (401, WRONG_EN.into())
    );
    for (how, request) in [
        (
            "Accept-Language",
            login(&c).header("accept-language", "pt-BR,pt;q=0.9,en;q=0.5"),
        ),
        ("the cookie", login(&c).header("cookie", "lang=pt")),
        (
            "?lang=",
            c.post(app.url("/api/account/login?lang=pt"))
                .header("accept-language", "ru")
                .json(&body),
        ),
    ] {
        let (status, error) = error_of(request.send().await.unwrap()).await;
        assert_eq!((status, error.as_str()), (401, WRONG_PT), "{how}");
    }
}

#[tokio::test]
async fn a_wrong_password_is_refused_in_the_readers_language_on_the_account_page() {
    let app = spawn_app();
    let name = unique("rui");
    sign_up(app, &name).await;
    let c = client();
    let page = get_text(&c, app, "/account?lang=pt").await;
    let csrf = regex::Regex::new(r#"name="csrf" value="([0-9a-f]+)""#)
        .unwrap()
        .captures(&page)
        .expect("the login form has a token")[1]
        .to_string();
    let r = c
        .post(app.url("/account/login"))
        .form(&[
            ("csrf", csrf.as_str()),
            ("username", name.as_str()),
            ("password", "not the password at all"),
        ])
        .send()
        .await
        .unwrap();
    assert_eq!(r.status().as_u16(), 401);
    let html = r.text().await.unwrap();
    assert!(html.contains(WRONG_PT), "{html}");
    assert!(!html.contains(WRONG_EN));
}

#[tokio::test]
async fn a_missing_page_in_russian_says_so_in_russian_with_a_link_home() {
    let app = spawn_app();
    let r = client().get(app.url("/nope?lang=ru")).send().await.unwrap();
    assert_eq!(r.status().as_u16(), 404);
    let html = r.text().await.unwrap();
    assert!(html.contains("<html lang=\"ru\""), "{html}");
    assert!(html.contains("<h1>404 Не найдено</h1>"), "{html}");
    assert!(html.contains("По адресу /nope ничего нет"), "{html}");
    assert!(
        html.contains("<a href=\"/\">На главную страницу Arbiter KB</a>"),
        "{html}"
    );
    assert!(html.contains("<button>Найти</button>"), "{html}");
    // A page of the knowledge base that is not there, by the reader's browser language.
    let r = reqwest::Client::new()
        .get(app.url("/rulings/no-such-ruling"))
        .header("accept-language", "ru-RU,ru;q=0.9")
        .send()
        .await
        .unwrap();
    assert_eq!(r.status().as_u16(), 404);
    assert!(r.text().await.unwrap().contains("По этому адресу решения нет."));
}

#[tokio::test]
async fn serbian_cyrillic_readers_get_cyrillic_errors_with_codes_and_what_they_typed_left_alone() {
    let app = spawn_app();
    let c = reqwest::Client::new();
    let r = c
        .get(app.url("/api/rulings/no-such-ruling?lang=sr-Cyrl"))
        .send()
        .await
        .unwrap();
    assert_eq!(
        error_of(r).await,
        (404, "Ниједна одлука нема ознаку `no-such-ruling`.".into())
    );
    let r = c
        .get(app.url("/api/search?q=flag&limit=0"))
        .header("accept-language", "sr-Cyrl-RS")
        .send()
        .await
        .unwrap();
    assert_eq!(
        error_of(r).await,
        (400, "Параметар `limit` мора бити цео број од 1 до 50.".into())
    );
    let r = c
        .get(app.url("/topics/no-such-topic"))
        .header("cookie", "lang=sr-Cyrl")
        .send()
        .await
        .unwrap();
    assert_eq!(r.status().as_u16(), 404);
    let html = r.text().await.unwrap();
    assert!(html.contains("<html lang=\"sr-Cyrl\""), "{html}");
    assert!(html.contains(&latin_to_cyrillic("Ta tema ne postoji.")), "{html}");
    assert!(html.contains("Та тема не постоји."), "{html}");
    // Latin Serbian is the same words in Latin letters.
    let r = c
        .get(app.url("/topics/no-such-topic?lang=sr"))
        .send()
        .await
        .unwrap();
    assert!(r.text().await.unwrap().contains("Ta tema ne postoji."));
}

#[tokio::test]
async fn refusals_of_the_extractors_and_middleware_are_worded_too() {
    let app = spawn_app();
    let c = reqwest::Client::new();
    // The JSON-only rule for state changes answers before any handler.
    let r = c
        .post(app.url("/api/quizzes"))
        .header("accept-language", "pt")
        .body("mode=practice")
        .send()
        .await
        .unwrap();
    assert_eq!(
        error_of(r).await,
        (
            415,
            "Envie esta requisição como JSON (Content-Type: application/json).".into()
        )
    );
    // A body the JSON extractor cannot read: the parser's detail stays as it said it.
    let r = c
        .post(app.url("/api/quizzes?lang=ru"))
        .header("content-type", "application/json")
        .body("{not json")
        .send()
        .await
        .unwrap();
    let (status, error) = error_of(r).await;
    assert_eq!(status, 400);
    assert!(error.starts_with("Неверное JSON-тело запроса: "), "{error}");
}

#[tokio::test]
async fn english_errors_are_exactly_what_they_were() {
    let app = spawn_app();
    let c = reqwest::Client::new();
    for (path, status, error) in [
        ("/api/nope", 404, "No route for /api/nope".to_string()),
        (
            "/api/rulings/no-such-ruling",
            404,
            "No ruling has the id `no-such-ruling`.".into(),
        ),
        (
            "/api/search?q=flag&limit=0",
            400,
            "`limit` must be a whole number from 1 to 50.".into(),
        ),
        (
            "/api/search?q=flag&topic=nope",
            400,
            "Unknown topic `nope`.".into(),
        ),
        (
            "/api/search?q=flag&lang=xx",
            400,
            "`lang` must be one of en, pt, ru, sr, sr-Cyrl.".into(),
        ),
        (
            &format!("/api/search?q={}", "a".repeat(401)),
            400,
            "The query is too long (401 characters; at most 400).".into(),
        ),
        ("/api/account", 401, "Not signed in.".into()),
    ] {
        let r = c
            .get(app.url(path))
            .header("accept-language", "en-GB,en;q=0.9")
            .send()
            .await
            .unwrap();
        assert_eq!(error_of(r).await, (status, error), "{path}");
    }
    let r = c.get(app.url("/articles/99.9")).send().await.unwrap();
    assert_eq!(r.status().as_u16(), 404);
    let html = r.text().await.unwrap();
    assert!(html.contains("<html lang=\"en\""), "{html}");
    assert!(
        html.contains(
            "<h1>404 Not Found</h1><p>`99.9` is not an article of the 2023 Laws or a regulation we cover.</p>"
        ),
        "{html}"
    );
    assert!(html.contains("<p><a href=\"/\">Arbiter KB</a></p>"));
}
