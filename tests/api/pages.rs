//! HTML pages as a person on a phone meets them.

use crate::helpers::{client, get_text, page as get, spawn_app};

#[tokio::test]
async fn the_home_page_puts_the_search_box_first() {
    let (status, body) = get("/").await;
    assert_eq!(status, 200);
    let form = body.find("role=\"search\"").expect("a search form");
    let main = body.find("<main").unwrap();
    assert!(form < main, "the search box comes before the content");
    assert!(body.contains("name=\"q\""));
    assert!(body.contains("/topics/quickplay-finish"));
}

#[tokio::test]
async fn searching_10_2_quickplay_or_queda_de_seta_finds_the_quickplay_rulings() {
    for q in ["10.2", "quickplay", "queda+de+seta"] {
        let (status, body) = get(&format!("/search?q={q}")).await;
        assert_eq!(status, 200, "{q}");
        assert!(
            body.contains("href=\"/rulings/qp-"),
            "{q}: no quickplay ruling among the hits"
        );
    }
    // The rule's name, or a former number said to be old, put the quickplay rulings first.
    for q in ["old+10.2", "quickplay"] {
        let (_, body) = get(&format!("/search?q={q}")).await;
        let first = body
            .find("class=\"card hit\"")
            .unwrap_or_else(|| panic!("no hit for {q}"));
        let first_hit = &body[first..first + 400];
        assert!(
            first_hit.contains("/rulings/qp-"),
            "{q}: first hit is not a quickplay ruling: {first_hit}"
        );
    }
    // "Flag fall" in Portuguese puts a flag-fall ruling (6.9) first.
    let (_, body) = get("/search?q=queda+de+seta").await;
    let first = body.find("class=\"card hit\"").unwrap();
    let first_hit = &body[first..first + 1500];
    assert!(first_hit.contains("/articles/6.9"), "{first_hit}");
}

#[tokio::test]
async fn a_ruling_page_shows_the_decision_before_the_body() {
    let (status, body) = get("/rulings/qp-q18-claim-arbiter-three-options").await;
    assert_eq!(status, 200);
    let decision = body.find("class=\"decision\"").expect("decision block");
    let body_pos = body.find("class=\"body\"").expect("body block");
    assert!(decision < body_pos);
    assert!(body.contains("/articles/III.5"));
}

#[tokio::test]
async fn an_unknown_ruling_is_a_404_page() {
    let (status, body) = get("/rulings/no-such-ruling").await;
    assert_eq!(status, 404);
    assert!(body.contains("<html"));
}

#[tokio::test]
async fn an_article_page_lists_the_rulings_citing_it_and_its_sub_articles() {
    let (status, body) = get("/articles/6.9").await;
    assert_eq!(status, 200);
    assert!(body.contains("class=\"card\""));
    let (status, body) = get("/articles/7.5").await;
    assert_eq!(status, 200);
    assert!(body.contains("7.5.5"), "7.5 lists rulings citing 7.5.x");
}

#[tokio::test]
async fn the_articles_index_lists_every_leaf_of_the_laws_with_its_rulings_and_marks_the_uncovered() {
    let (status, html) = get("/articles").await;
    assert_eq!(status, 200);
    let leaves = arbiter_kb::content::laws_leaves();
    let chips = html.matches("class=\"chip").count();
    assert_eq!(chips, leaves.len(), "one link per leaf article of the 2023 Laws");
    for part in ["Article 1", "Article 12", "Appendix D", "Guidelines III"] {
        assert!(html.contains(&format!("<h2>{part}</h2>")), "{part}");
    }
    // 6.9 (mating material at flag fall) is cited by several rulings; the count follows the link.
    let at = html.find("href=\"/articles/6.9\"").expect("6.9 is listed");
    let count: usize = html[at..]
        .split("<span class=\"count\">")
        .nth(1)
        .and_then(|s| s.split('<').next())
        .and_then(|n| n.parse().ok())
        .unwrap();
    assert!(count >= 2, "6.9 is cited by {count}");
    // Whatever is not covered yet is marked as such, and the summary says how many are.
    let uncovered = html.matches("chip uncovered").count();
    let summary = format!("<strong>{}</strong> / {}", leaves.len() - uncovered, leaves.len());
    assert!(html.contains(&summary), "{summary}");
}

#[tokio::test]
async fn a_former_number_leads_to_its_current_home() {
    // 6.13 (2009, clock times after an irregularity) is no article of the 2023 Laws.
    let app = spawn_app();
    let r = client().get(app.url("/articles/6.13")).send().await.unwrap();
    assert_eq!(r.status().as_u16(), 302);
    let location = r.headers()["location"].to_str().unwrap().to_string();
    assert!(location.starts_with("/articles/7."), "{location}");
    let (status, body) = get(&location).await;
    assert_eq!(status, 200);
    assert!(body.contains("6.13"), "the page says where the reader came from");
    // 10.2 is both a current article (points) and the old quickplay claim: one page, both.
    let (status, body) = get("/articles/10.2").await;
    assert_eq!(status, 200);
    assert!(body.contains("/rulings/tm-"), "rulings citing the current 10.2");
    assert!(body.contains("/rulings/qp-"), "rulings about the former 10.2");
}

#[tokio::test]
async fn an_article_that_does_not_exist_is_a_404() {
    assert_eq!(get("/articles/99.9").await.0, 404);
    assert_eq!(get("/articles/hello").await.0, 404);
}

#[tokio::test]
async fn topic_pages_list_their_rulings() {
    let (status, body) = get("/topics/quickplay-finish").await;
    assert_eq!(status, 200);
    assert!(body.contains("/rulings/qp-"));
    assert_eq!(get("/topics").await.0, 200);
    assert_eq!(get("/topics/no-such-topic").await.0, 404);
}

#[tokio::test]
async fn the_ui_language_comes_from_the_query_then_the_cookie_then_accept_language() {
    let app = spawn_app();
    let c = client();
    let r = c.get(app.url("/?lang=pt")).send().await.unwrap();
    assert!(
        r.headers()
            .get_all("set-cookie")
            .iter()
            .any(|v| v.to_str().unwrap().starts_with("lang=pt"))
    );
    let body = r.text().await.unwrap();
    assert!(body.contains("<html lang=\"pt\""));
    // The choice sticks through the cookie, over the browser's header.
    let body = c
        .get(app.url("/topics"))
        .header("accept-language", "ru")
        .send()
        .await
        .unwrap()
        .text()
        .await
        .unwrap();
    assert!(body.contains("<html lang=\"pt\""));
    // A new visitor gets their browser's language.
    let body = client()
        .get(app.url("/"))
        .header("accept-language", "sr-Latn-RS,sr;q=0.9")
        .send()
        .await
        .unwrap()
        .text()
        .await
        .unwrap();
    assert!(body.contains("<html lang=\"sr\""));
    let body = client()
        .get(app.url("/"))
        .header("accept-language", "de-DE")
        .send()
        .await
        .unwrap()
        .text()
        .await
        .unwrap();
    assert!(body.contains("<html lang=\"en\""));
}

#[tokio::test]
async fn unknown_routes_are_404_in_the_format_of_their_family() {
    let app = spawn_app();
    let r = client().get(app.url("/nope")).send().await.unwrap();
    assert_eq!(r.status().as_u16(), 404);
    assert!(
        r.headers()["content-type"]
            .to_str()
            .unwrap()
            .starts_with("text/html")
    );
    let r = client().get(app.url("/api/nope")).send().await.unwrap();
    assert_eq!(r.status().as_u16(), 404);
    let json: serde_json::Value = r.json().await.unwrap();
    assert!(json["error"].is_string());
}

#[tokio::test]
async fn static_assets_are_served_and_nothing_else() {
    let app = spawn_app();
    let r = client().get(app.url("/static/app.css")).send().await.unwrap();
    assert_eq!(r.status().as_u16(), 200);
    assert_eq!(r.headers()["content-type"], "text/css; charset=utf-8");
    let etag = r.headers()["etag"].clone();
    let r = client()
        .get(app.url("/static/app.css"))
        .header("if-none-match", etag)
        .send()
        .await
        .unwrap();
    assert_eq!(r.status().as_u16(), 304);
    for p in [
        "/static/",
        "/static/../Cargo.toml",
        "/static/%2e%2e/Cargo.toml",
        "/static/..%2fCargo.toml",
        "/static/.git/config",
    ] {
        let s = client().get(app.url(p)).send().await.unwrap().status().as_u16();
        assert!(s == 404 || s == 400, "{p} -> {s}");
    }
}

#[tokio::test]
async fn the_service_worker_is_served_from_the_root_and_never_caches_personal_pages() {
    let app = spawn_app();
    let r = client().get(app.url("/sw.js")).send().await.unwrap();
    assert_eq!(r.status().as_u16(), 200);
    assert_eq!(
        r.headers()["content-type"],
        "application/javascript; charset=utf-8"
    );
    assert_eq!(r.headers()["cache-control"], "no-cache");
    let js = r.text().await.unwrap();
    assert!(
        js.contains("api|quiz|progress|study"),
        "quiz, progress, study and the API are never cached"
    );
}

/// The page a phone shows offline in place of one it has no copy of is kept in the language of
/// the saved knowledge base (the service worker fetches `/offline?lang=` with the saved index's
/// language): it says so, and links home, in that language and script.
#[tokio::test]
async fn the_offline_page_speaks_the_language_of_the_saved_copy() {
    let app = spawn_app();
    let sw = get_text(&client(), app, "/sw.js").await;
    assert!(sw.contains("fetch(\"/offline?lang=\" + encodeURIComponent(index.lang)"));
    for (lang, title, home) in [
        ("en", "You are offline", "Home page"),
        ("pt", "Você está sem conexão", "Página inicial"),
        ("ru", "Нет подключения к сети", "Главная страница"),
        ("sr", "Niste povezani na mrežu", "Početna stranica"),
        ("sr-Cyrl", "Нисте повезани на мрежу", "Почетна страница"),
    ] {
        let (status, html) = get(&format!("/offline?lang={lang}")).await;
        assert_eq!(status, 200, "{lang}");
        assert!(html.contains(&format!("<html lang=\"{lang}\"")), "{lang}: {html}");
        assert!(html.contains(&format!("<h1>{title}</h1>")), "{lang}: {html}");
        assert!(html.contains(home), "{lang}: the way home");
    }
}

fn has_cyrillic(s: &str) -> bool {
    s.chars().any(|c| ('\u{0400}'..='\u{04FF}').contains(&c))
}

#[tokio::test]
async fn serbian_cyrillic_is_a_reading_choice_on_every_page() {
    let (status, body) = get("/?lang=sr-Cyrl").await;
    assert_eq!(status, 200);
    assert!(
        body.contains("<html lang=\"sr-Cyrl\">"),
        "the page says its script"
    );
    assert!(
        body.contains("Одлуке по FIDE"),
        "the tagline is in Cyrillic, FIDE stays Latin"
    );
    // The switch offers both Serbian scripts and marks the current one.
    assert!(body.contains("hreflang=\"sr\""));
    assert!(body.contains("hreflang=\"sr-Cyrl\""));
    assert!(body.contains("Српски (ћирилица)"));
    let (_, ruling) = get("/rulings/end-flag-opponent-lone-king?lang=sr-Cyrl").await;
    assert!(
        ruling.contains("Ремі") || ruling.contains("Реми"),
        "the decision reads in Cyrillic"
    );
    assert!(ruling.contains(">6.9<"), "article numbers stay as they are");
    assert!(ruling.contains("href=\"/articles/6.9\""), "links are untouched");
    let (_, results) = get(
        "/search?q=%D0%BF%D0%B0%D0%B4+%D0%B7%D0%B0%D1%81%D1%82%D0%B0%D0%B2%D0%B8%D1%86%D0%B5&lang=sr-Cyrl",
    )
    .await;
    assert!(
        results.contains("href=\"/rulings/"),
        "Cyrillic query, Cyrillic page, hits"
    );
    // Latin Serbian is unchanged.
    let (_, latin) = get("/rulings/end-flag-opponent-lone-king?lang=sr").await;
    assert!(latin.contains("Remi"));
}

/// What the page's scripts show in place of a button's words (bookmarked, copied, the theme,
/// the offline notes) is Cyrillic too, and the product keeps its name.
#[tokio::test]
async fn serbian_cyrillic_reaches_the_words_the_scripts_show() {
    let (_, ruling) = get("/rulings/end-flag-opponent-lone-king?lang=sr-Cyrl").await;
    for attribute in [
        "data-on",
        "data-off",
        "data-copied",
        "data-auto",
        "data-light",
        "data-dark",
        "data-offline",
        "data-updated",
    ] {
        let at = ruling
            .find(&format!(" {attribute}=\""))
            .unwrap_or_else(|| panic!("the ruling page has {attribute}"));
        let value: String = ruling[at + attribute.len() + 3..]
            .chars()
            .take_while(|&c| c != '"')
            .collect();
        assert!(
            has_cyrillic(&value) && !value.chars().any(|c| c.is_ascii_alphabetic()),
            "{attribute}=\"{value}\" reads in Cyrillic"
        );
    }
    assert!(
        ruling.contains("Arbiter KB"),
        "the product's name stays as it is written"
    );
    assert!(!ruling.contains("КВ"), "no half-transliterated name");
}

#[tokio::test]
async fn the_api_answers_in_serbian_cyrillic_without_touching_ids_or_links() {
    let app = spawn_app();
    let r: serde_json::Value = client()
        .get(app.url("/api/rulings/end-flag-opponent-lone-king?lang=sr-Cyrl"))
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    assert_eq!(r["id"], "end-flag-opponent-lone-king");
    assert_eq!(r["lang"], "sr-Cyrl");
    assert!(has_cyrillic(r["title"].as_str().unwrap()), "{}", r["title"]);
    assert_eq!(r["articles"][0]["ref"], "6.9");
    let s: serde_json::Value = client()
        .get(app.url("/api/search?q=pad+zastavice&lang=sr-Cyrl"))
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    let hit = &s["hits"][0];
    assert!(has_cyrillic(hit["title"].as_str().unwrap()), "{hit}");
    assert!(hit["url"].as_str().unwrap().starts_with("/rulings/"));
    assert!(!has_cyrillic(hit["id"].as_str().unwrap()));
}

/// Most bytes a ruling page may cost on the wire with everything it needs (issue #14).
const PAGE_BUDGET_BYTES: usize = 50 * 1024;

/// Bytes on the wire for `path` fetched as a browser does (gzip accepted): status line,
/// headers and body.
async fn transferred(app: &crate::helpers::TestApp, path: &str) -> (usize, String) {
    let r = client()
        .get(app.url(path))
        .header("accept-encoding", "gzip")
        .send()
        .await
        .unwrap();
    assert_eq!(r.status().as_u16(), 200, "{path}");
    let headers: usize = r
        .headers()
        .iter()
        .map(|(k, v)| k.as_str().len() + v.len() + 4)
        .sum::<usize>()
        + "HTTP/1.1 200 OK\r\n\r\n".len();
    let gzip = r.headers().get("content-encoding").is_some_and(|v| v == "gzip");
    let body = r.bytes().await.unwrap();
    let text = if gzip {
        let mut s = String::new();
        std::io::Read::read_to_string(&mut flate2::read::GzDecoder::new(&body[..]), &mut s).unwrap();
        s
    } else {
        String::from_utf8_lossy(&body).into_owned()
    };
    (headers + body.len(), text)
}

#[tokio::test]
async fn a_ruling_page_with_everything_it_needs_stays_within_50_kb_and_blocks_on_no_script() {
    let app = spawn_app();
    let kb = arbiter_kb::content::KnowledgeBase::load(&crate::helpers::content_dir()).unwrap();
    // What the page loads: stylesheet, scripts, icons, manifest (same origin; nothing else
    // exists under the CSP). Counted in full, though a browser takes only one icon.
    let assets = regex::Regex::new(r#"<(?:link|script)\b[^>]*?\b(?:href|src)="(/[^"]+)""#).unwrap();
    let mut worst = (0, String::new());
    let mut shared: Option<(usize, Vec<String>)> = None;
    for r in kb.rulings() {
        let path = format!("/rulings/{}", r.id);
        let (page, html) = transferred(app, &path).await;
        let html = html.replace("&#x2f;", "/");
        let head = &html[..html.find("</head>").expect("a head")];
        for script in head.match_indices("<script").map(|(i, _)| &head[i..]) {
            let tag = &script[..script.find('>').unwrap()];
            assert!(
                tag.contains(" defer") || tag.contains(" async") || tag.contains("type=\"module\""),
                "{path}: a render-blocking script: {tag}>"
            );
        }
        let urls: Vec<String> = assets.captures_iter(head).map(|c| c[1].to_string()).collect();
        if shared.as_ref().is_none_or(|(_, u)| *u != urls) {
            let mut total = 0;
            for u in &urls {
                total += transferred(app, u).await.0;
            }
            shared = Some((total, urls));
        }
        let total = page + shared.as_ref().unwrap().0;
        if total > worst.0 {
            worst = (total, path);
        }
    }
    let (assets_bytes, urls) = shared.unwrap();
    eprintln!(
        "heaviest ruling page: {} with {} bytes in all ({assets_bytes} of them for {})",
        worst.1,
        worst.0,
        urls.join(", ")
    );
    assert!(
        worst.0 <= PAGE_BUDGET_BYTES,
        "{} costs {} bytes with its assets, over the {PAGE_BUDGET_BYTES}-byte budget",
        worst.1,
        worst.0
    );
}

#[tokio::test]
async fn static_assets_are_revalidated_by_etag_and_versioned_in_the_page() {
    let app = spawn_app();
    let (_, html) = transferred(app, "/rulings/end-flag-opponent-lone-king").await;
    let html = html.replace("&#x2f;", "/");
    for asset in ["/static/app.css?v=", "/static/app.js?v="] {
        assert!(html.contains(asset), "{asset}: the page names a versioned URL");
    }
    let r = client().get(app.url("/static/app.css")).send().await.unwrap();
    let etag = r.headers()["etag"].clone();
    assert!(r.headers()["cache-control"].to_str().unwrap().contains("max-age"));
    let again = client()
        .get(app.url("/static/app.css"))
        .header("if-none-match", etag)
        .send()
        .await
        .unwrap();
    assert_eq!(again.status().as_u16(), 304);
}

/// A ruling page lists its public sources in the reader's language, under their heading.
#[tokio::test]
async fn a_ruling_page_shows_its_citations_in_the_readers_language() {
    for (lang, heading, citation) in [
        (
            "en",
            "Sources",
            "FIDE Laws of Chess (2023), Arts. 6.2.4, 6.2.3, 6.5, 7.5.3, 12.9",
        ),
        (
            "pt",
            "Fontes",
            "Leis do Xadrez da FIDE (2023), arts. 6.2.4, 6.2.3, 6.5, 7.5.3, 12.9",
        ),
        (
            "ru",
            "Источники",
            "Правила игры в шахматы ФИДЕ (2023), ст. 6.2.4, 6.2.3, 6.5, 7.5.3, 12.9",
        ),
        (
            "sr",
            "Izvori",
            "FIDE pravila šaha (2023), čl. 6.2.4, 6.2.3, 6.5, 7.5.3, 12.9",
        ),
    ] {
        let (status, body) = get(&format!("/rulings/hall-improper-clock-handling?lang={lang}")).await;
        assert_eq!(status, 200);
        let section = body.find("class=\"citations\"").expect("a citations section");
        assert!(body[section..].contains(heading), "{lang}: {heading}");
        assert!(body.contains(citation), "{lang}: {citation}");
    }
    let (_, pt) = get("/rulings/qp-q18-claim-arbiter-three-options?lang=pt").await;
    assert!(
        pt.contains("“Questões de Arbitragem IV”"),
        "a guide by its full public title"
    );
    assert!(pt.contains("questão 18"));
}
