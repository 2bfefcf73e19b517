//! The JSON search and ruling API, and how it treats hostile input.

use serde_json::Value;

use crate::helpers::{client, page, spawn_app};

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
    // 10.2 is today's article on points and, before 2014, the quickplay claim: both meanings
    // come near the top, and the hits about the old one say so.
    let (_, json) = search("art. 10.2").await;
    let hits = json["hits"].as_array().unwrap();
    let former = hits
        .iter()
        .take(5)
        .find(|h| h["id"].as_str().unwrap().starts_with("qp-"))
        .unwrap_or_else(|| panic!("no quickplay ruling in the top 5: {json}"));
    assert_eq!(former["formerly"], "10.2");
    // Said to be old, the old meaning comes first.
    let (_, json) = search("old art. 10.2").await;
    assert!(
        json["hits"][0]["id"].as_str().unwrap().starts_with("qp-"),
        "{json}"
    );
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

/// A point the knowledge base could not confirm says so, in the reader's language, on the
/// page and in the API; a settled ruling carries `unsettled: null`.
#[tokio::test]
async fn an_unsettled_point_says_what_is_not_confirmed() {
    let (status, json) = api("/api/rulings/ex-armageddon-not-rated?lang=ru").await;
    assert_eq!(status, 200);
    let note = json["unsettled"].as_str().expect("an unsettled note");
    assert!(note.chars().any(|c| ('а'..='я').contains(&c)), "{note}");
    let (_, settled) = api("/api/rulings/qp-q18-claim-arbiter-three-options").await;
    assert!(settled["unsettled"].is_null(), "{settled}");
    let (_, html) = page("/rulings/ex-armageddon-not-rated?lang=en").await;
    assert!(html.contains("class=\"note unsettled\""), "the page says it too");
}

/// `citations` replaces the old free-text `source`: each names its document and reads in the
/// request's language.
#[tokio::test]
async fn a_ruling_cites_public_documents_in_the_readers_language() {
    let (status, json) = api("/api/rulings/qp-q18-claim-arbiter-three-options?lang=pt").await;
    assert_eq!(status, 200);
    assert!(json.get("source").is_none(), "{json}");
    let c = json["citations"].as_array().expect("citations");
    assert!(!c.is_empty());
    assert_eq!(c[0]["doc"], "questoes-arbitragem-iv");
    assert_eq!(c[0]["at"], "18");
    let text = c[0]["text"].as_str().unwrap();
    assert!(
        text.starts_with("“Questões de Arbitragem IV”") && text.ends_with(", questão 18"),
        "{text}"
    );
    let (_, ru) = api("/api/rulings/hall-improper-clock-handling?lang=ru").await;
    assert_eq!(
        ru["citations"][0]["text"],
        "Правила игры в шахматы ФИДЕ (2023), ст. 6.2.4, 6.2.3, 6.5, 7.5.3, 12.9"
    );
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

proptest::proptest! {
    #![proptest_config(proptest::test_runner::Config { cases: 150, ..Default::default() })]

    /// Any string at all — syntax characters, scripts, emoji, control characters — gets a 200
    /// with a list of hits (or a 400 when over-long), never a 5xx.
    #[test]
    fn random_queries_never_cause_a_server_error(q in "(?s).{0,420}") {
        let rt = tokio::runtime::Builder::new_current_thread().enable_all().build().unwrap();
        let (status, json) = rt.block_on(async {
            let app = spawn_app();
            let r = client().get(app.url("/api/search")).query(&[("q", &q)]).send().await.unwrap();
            let status = r.status().as_u16();
            (status, r.json::<Value>().await.unwrap())
        });
        if q.chars().count() > 400 {
            proptest::prop_assert_eq!(status, 400);
        } else {
            proptest::prop_assert_eq!(status, 200, "{:?} -> {}", q, json);
            proptest::prop_assert!(json["hits"].is_array());
        }
    }

    /// Queries made of the pieces people really mix — article numbers, jargon in four
    /// languages and scripts, query syntax — always answer.
    #[test]
    fn mixed_realistic_queries_always_answer(parts in proptest::collection::vec(proptest::sample::select(vec![
        "6.9", "art.", "čl.", "ст.", "III.5", "10.2", "A.5.4", "(", ")", "\"", "*", "~2", "^3", "AND", "-", "+",
        "queda de seta", "упал флаг", "пад заставице", "pad zastavice", "flag", "🙂", "♞", "\u{7}", "C.07-8.1", "G.5",
    ]), 0..8)) {
        let q = parts.join(" ");
        let rt = tokio::runtime::Builder::new_current_thread().enable_all().build().unwrap();
        let status = rt.block_on(async {
            let app = spawn_app();
            client().get(app.url("/api/search")).query(&[("q", &q)]).send().await.unwrap().status().as_u16()
        });
        proptest::prop_assert_eq!(status, 200, "{:?}", q);
    }
}

async fn ids(q: &str, lang: &str) -> Vec<String> {
    let app = spawn_app();
    let r = client()
        .get(app.url("/api/search"))
        .query(&[("q", q), ("lang", lang)])
        .send()
        .await
        .unwrap();
    let json: Value = r.json().await.unwrap();
    json["hits"]
        .as_array()
        .unwrap()
        .iter()
        .map(|h| h["id"].as_str().unwrap().to_string())
        .collect()
}

#[tokio::test]
async fn serbian_in_cyrillic_and_latin_finds_the_same_rulings() {
    assert_eq!(ids("пад заставице", "sr").await, ids("pad zastavice", "sr").await);
    assert_eq!(
        ids("неправилан потез", "sr").await,
        ids("nepravilan potez", "sr").await
    );
}

#[tokio::test]
async fn an_article_number_never_matches_a_longer_one() {
    let app = spawn_app();
    let json: Value = client()
        .get(app.url("/api/search?q=6.9&limit=50"))
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    let hits = json["hits"].as_array().unwrap();
    assert!(!hits.is_empty());
    for h in hits {
        let arts: Vec<&str> = h["articles"]
            .as_array()
            .unwrap()
            .iter()
            .map(|a| a.as_str().unwrap())
            .collect();
        let former: Vec<&str> = h["former"]
            .as_array()
            .unwrap()
            .iter()
            .map(|a| a.as_str().unwrap())
            .collect();
        assert!(
            arts.contains(&"6.9") || former.iter().any(|f| f.starts_with("6.9")),
            "{} cites neither 6.9 nor a former 6.9: {arts:?}",
            h["id"]
        );
    }
    // 7.5 finds the rulings on 7.5.1–7.5.5.
    let json: Value = client()
        .get(app.url("/api/search?q=7.5"))
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    let first = json["hits"][0]["articles"].as_array().unwrap();
    assert!(
        first.iter().any(|a| a.as_str().unwrap().starts_with("7.5.")),
        "{first:?}"
    );
}

#[tokio::test]
async fn jargon_in_any_language_finds_the_rule() {
    for (q, lang) in [
        ("упал флаг", "ru"),
        ("queda de seta", "pt"),
        ("pad zastavice", "sr"),
        ("flag fall", "en"),
    ] {
        let hits = ids(q, lang).await;
        assert!(!hits.is_empty(), "{q}");
        let app = spawn_app();
        let r: Value = client()
            .get(app.url(&format!("/api/rulings/{}", hits[0])))
            .send()
            .await
            .unwrap()
            .json()
            .await
            .unwrap();
        let topics: Vec<&str> = r["topics"]
            .as_array()
            .unwrap()
            .iter()
            .map(|t| t["id"].as_str().unwrap())
            .collect();
        assert!(
            topics.contains(&"flag-fall") || topics.contains(&"quickplay-finish"),
            "{q}: {} {topics:?}",
            hits[0]
        );
    }
}

#[tokio::test]
async fn a_query_with_no_hit_suggests_a_correction_and_nearby_articles() {
    let app = spawn_app();
    let json: Value = client()
        .get(app.url("/api/search?q=zzzqx"))
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    assert_eq!(json["hits"], serde_json::json!([]));
    let json: Value = client()
        .get(app.url("/api/search?q=6.90"))
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    let nearby: Vec<&str> = json["nearby_articles"]
        .as_array()
        .unwrap()
        .iter()
        .map(|a| a.as_str().unwrap())
        .collect();
    assert!(nearby.contains(&"6.9"), "{json}");
}

#[tokio::test]
async fn filters_narrow_the_results() {
    let app = spawn_app();
    let json: Value = client()
        .get(app.url("/api/search?q=illegal+move&tc=blitz&limit=20"))
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    for h in json["hits"].as_array().unwrap() {
        assert!(
            h["time_controls"]
                .as_array()
                .unwrap()
                .iter()
                .any(|t| t == "blitz"),
            "{h}"
        );
    }
    let json: Value = client()
        .get(app.url("/api/search?q=araguari&kind=regulation"))
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    assert!(!json["hits"].as_array().unwrap().is_empty());
    for h in json["hits"].as_array().unwrap() {
        assert_eq!(h["kind"], "regulation");
    }
}

async fn first_hit_topics(q: &str, lang: &str) -> (String, Vec<String>) {
    let app = spawn_app();
    let hits = ids(q, lang).await;
    assert!(!hits.is_empty(), "{q}: no hit");
    let r: Value = client()
        .get(app.url(&format!("/api/rulings/{}", hits[0])))
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    let topics = r["topics"]
        .as_array()
        .unwrap()
        .iter()
        .map(|t| t["id"].as_str().unwrap().to_string())
        .collect();
    (hits[0].clone(), topics)
}

#[tokio::test]
async fn a_stop_word_of_one_language_never_matches_an_abbreviation_in_another() {
    // Portuguese `de` once matched the tie-break abbreviation DE (direct encounter).
    for q in ["queda de bandeira", "queda de seta", "caiu a bandeira"] {
        let (id, topics) = first_hit_topics(q, "pt").await;
        assert!(
            topics.iter().any(|t| t == "flag-fall" || t == "quickplay-finish"),
            "{q}: {id} {topics:?}"
        );
    }
    // Typed as an abbreviation, DE is still found.
    let (id, topics) = first_hit_topics("DE", "en").await;
    assert!(topics.iter().any(|t| t == "tie-breaks"), "DE: {id} {topics:?}");
}

#[tokio::test]
async fn the_word_being_typed_matches_as_a_prefix_and_results_never_vanish_as_it_grows() {
    for (partial, lang) in [("ille", "en"), ("sonneb", "en"), ("touc", "en"), ("empa", "pt")] {
        assert!(!ids(partial, lang).await.is_empty(), "{partial}");
    }
    for q in ["рокир", "рокиров", "рокировк", "рокировка"] {
        assert!(!ids(q, "ru").await.is_empty(), "{q}");
    }
}

#[tokio::test]
async fn a_former_number_with_old_in_the_query_finds_the_rule_it_used_to_be() {
    // The 2009 Article 7.4 was the illegal-move rule; today 7.4 is about displaced pieces.
    let (id, topics) = first_hit_topics("čl. 7.4 stari pravilnik nepravilan potez", "sr").await;
    assert!(topics.iter().any(|t| t == "illegal-move"), "{id} {topics:?}");
    // A bare former number still ranks the rulings about its old meaning near the top.
    let hits = ids("10.2", "en").await;
    assert!(
        hits.iter().take(3).any(|h| h.starts_with("qp-")),
        "10.2 → {hits:?}"
    );
}

#[tokio::test]
async fn every_hit_carries_a_score_and_the_response_says_how_well_it_answers() {
    let (_, json) = search("flag fall lone king").await;
    assert_eq!(json["confidence"], "strong", "{json}");
    let hits = json["hits"].as_array().unwrap();
    for h in hits {
        assert!(h["score"].as_f64().unwrap() > 0.0, "{h}");
        let c = h["coverage"].as_f64().unwrap();
        assert!((0.0..=1.0).contains(&c), "{h}");
    }
    let scores: Vec<f64> = hits.iter().map(|h| h["score"].as_f64().unwrap()).collect();
    assert!(scores.windows(2).all(|w| w[0] >= w[1]), "best first: {scores:?}");
    // Not something the rulings cover: no confident answer, and no silly correction.
    for q in ["weather forecast tomorrow", "lichess account banned"] {
        let (_, json) = search(q).await;
        assert_ne!(json["confidence"], "strong", "{q}: {json}");
        assert!(json["suggestion"].is_null(), "{q}: {json}");
    }
}

#[tokio::test]
async fn a_long_pasted_paragraph_is_searched_by_its_rarest_words_not_cut_short() {
    // The decisive word comes after more than 32 common words.
    let paste = format!(
        "{} we need to know what the rules say about sonneborn",
        "the player said that the game was going on and the arbiter was there and we all saw it happen in the hall \
         while the clock was running and the other player was thinking about the move"
    );
    assert!(paste.split_whitespace().count() > 40);
    let hits = ids(&paste, "en").await;
    // On the first phone screen (four or more instant hits).
    assert!(
        hits.iter()
            .take(4)
            .any(|h| h.contains("sonneborn") || h.contains("sb")),
        "{hits:?}"
    );
}

#[tokio::test]
async fn filters_show_how_many_matches_each_value_has() {
    let (_, json) = search("illegal move").await;
    let counts = &json["counts"];
    let total = json["total"].as_u64().unwrap();
    assert!(total >= json["hits"].as_array().unwrap().len() as u64);
    let blitz = counts["time_controls"]["blitz"].as_u64().unwrap();
    assert!(blitz > 0 && blitz <= total, "{counts}");
    assert!(counts["topics"]["illegal-move"].as_u64().unwrap() > 0, "{counts}");
    // Filtering by a value returns at most its count.
    let app = spawn_app();
    let filtered: Value = client()
        .get(app.url("/api/search?q=illegal+move&tc=blitz&limit=50"))
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    assert!(filtered["hits"].as_array().unwrap().len() as u64 <= blitz);
}

#[tokio::test]
async fn snippets_never_highlight_one_or_two_letter_tokens() {
    for q in ["a flag fell on move 5", "o que é peça tocada", "on the clock 6.9"] {
        let (_, json) = search(q).await;
        for h in json["hits"].as_array().unwrap() {
            let s = h["snippet"].as_str().unwrap();
            for part in s.split("<b>").skip(1) {
                let word = part.split("</b>").next().unwrap();
                assert!(word.chars().count() >= 3, "{q}: <b>{word}</b> in {s}");
            }
        }
    }
}

#[tokio::test]
async fn every_get_route_answers_head_without_a_body() {
    let app = spawn_app();
    for path in [
        "/",
        "/search?q=6.9",
        "/rulings/end-flag-opponent-lone-king",
        "/articles/6.9",
        "/topics",
        "/topics/flag-fall",
        "/api/search?q=6.9",
        "/api/rulings/end-flag-opponent-lone-king",
        "/api/progress",
        "/quiz",
        "/progress",
        "/study",
        "/healthz",
        "/static/app.css",
        "/sw.js",
    ] {
        let get = client().get(app.url(path)).send().await.unwrap();
        let head = client().head(app.url(path)).send().await.unwrap();
        assert_eq!(head.status(), get.status(), "{path}");
        assert_eq!(
            head.headers().get("content-type"),
            get.headers().get("content-type"),
            "{path}"
        );
        assert!(head.bytes().await.unwrap().is_empty(), "{path}: HEAD has no body");
    }
}

/// A main ruling and its variants (`variant_of`) are one result: a general question finds the
/// main ruling with the variants it matched under `similar`; a question naming a variant's own
/// situation finds that variant. Pages show the family both ways.
#[tokio::test]
async fn a_family_of_rulings_is_one_result_with_its_similar_cases() {
    let (status, json) = search("flag fell opponent has only a king").await;
    assert_eq!(status, 200);
    let hits = json["hits"].as_array().unwrap();
    assert_eq!(hits[0]["id"], "end-flag-opponent-lone-king", "{json}");
    let similar = hits[0]["similar"].as_array().expect("similar cases");
    let ids: Vec<&str> = similar.iter().map(|s| s["id"].as_str().unwrap()).collect();
    assert!(ids.contains(&"pr-armageddon-flag-fall-draw-odds"), "{ids:?}");
    assert!(similar[0]["url"].as_str().unwrap().starts_with("/rulings/"));
    assert!(!similar[0]["title"].as_str().unwrap().is_empty());
    let shown: Vec<&str> = hits.iter().map(|h| h["id"].as_str().unwrap()).collect();
    assert!(
        ids.iter().all(|id| !shown.contains(id)),
        "a folded variant is not also a hit"
    );

    let (_, own) = search("armageddon flag fell lone king").await;
    assert_eq!(own["hits"][0]["id"], "pr-armageddon-flag-fall-draw-odds", "{own}");

    let (_, main) = page("/rulings/end-flag-opponent-lone-king?lang=en").await;
    assert!(
        main.contains("Similar cases"),
        "the main ruling lists its variants"
    );
    assert!(main.contains("href=\"/rulings/pr-armageddon-flag-fall-draw-odds\""));
    let (_, variant) = page("/rulings/pr-armageddon-flag-fall-draw-odds?lang=pt").await;
    assert!(
        variant.contains("Decisão principal")
            && variant.contains("href=\"/rulings/end-flag-opponent-lone-king\""),
        "a variant names its main ruling"
    );
    let (_, results) = page("/search?q=flag+fell+opponent+has+only+a+king&lang=en").await;
    assert!(
        results.contains("<details class=\"similar\"><summary>"),
        "the results page folds them"
    );
}
