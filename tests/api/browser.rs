//! What a person sees: the real pages in headless Chromium (through ChromeDriver) in a
//! phone-sized window (360×740 CSS pixels, the small phone issue #14 designs for). CI installs Debian's chromium and chromium-driver (`.ci/run`); on a
//! machine without them the test says so and passes, but under `CI=true` their absence fails.

use std::net::TcpListener;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use fantoccini::{Client, ClientBuilder, Locator};
use serde_json::json;

use crate::helpers::{PASSWORD, add_user, content_dir, spawn_app, start};

struct Driver {
    child: Child,
    port: u16,
}

impl Drop for Driver {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

fn find(program: &str) -> Option<std::path::PathBuf> {
    std::env::var_os("PATH")?
        .to_str()?
        .split(':')
        .map(|d| std::path::Path::new(d).join(program))
        .find(|p| p.is_file())
}

fn chromedriver() -> Option<Driver> {
    let (Some(driver), Some(_)) = (
        find("chromedriver"),
        find("chromium").or_else(|| find("chromium-browser")),
    ) else {
        assert!(
            std::env::var_os("CI").is_none(),
            "CI must have chromium and chromedriver (see .ci/run)"
        );
        eprintln!("browser tests skipped: chromium or chromedriver is not installed here");
        return None;
    };
    let port = TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port();
    let child = Command::new(driver)
        .arg(format!("--port={port}"))
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .expect("chromedriver starts");
    let started = Instant::now();
    while std::net::TcpStream::connect(("127.0.0.1", port)).is_err() {
        assert!(
            started.elapsed() < Duration::from_secs(20),
            "chromedriver did not start"
        );
        std::thread::sleep(Duration::from_millis(100));
    }
    Some(Driver { child, port })
}

async fn browser(driver: &Driver, profile: &std::path::Path) -> Client {
    let binary = find("chromium").or_else(|| find("chromium-browser")).unwrap();
    let caps = json!({
        "goog:chromeOptions": {
            "binary": binary,
            "args": [
                "--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                "--disable-quic", "--no-first-run", "--disable-background-networking",
                "--disable-component-update", "--disable-sync", "--window-size=800,1000",
                format!("--user-data-dir={}", profile.display()),
            ],
            // A phone's screen, touch and pixel density (a desktop window cannot be this narrow).
            "mobileEmulation": {"deviceMetrics": {
                "width": PHONE_WIDTH, "height": PHONE_HEIGHT, "pixelRatio": 2.0, "touch": true
            }}
        },
        // The console, for `console_problems`.
        "goog:loggingPrefs": {"browser": "ALL"},
        // A script waiting on the server (a quiz made with `fetch`) or a page load may take
        // long on a loaded CI machine running the debug server beside other browsers: 30 s,
        // the default for scripts, was once too short there.
        "timeouts": {"script": 120000, "pageLoad": 300000, "implicit": 0}
    });
    let caps = caps.as_object().unwrap().clone().into_iter().collect();
    ClientBuilder::new(hyper_util::client::legacy::connect::HttpConnector::new())
        .capabilities(caps)
        .connect(&format!("http://127.0.0.1:{}", driver.port))
        .await
        .expect("a browser session")
}

/// The phone the tests hold: 360×740 CSS pixels.
const PHONE_WIDTH: u32 = 360;
const PHONE_HEIGHT: u32 = 740;
/// Smallest tap target, in CSS pixels each way (WCAG 2.5.5, Apple's and Google's guidance).
const TAP_TARGET: u32 = 44;

/// ChromeDriver's console log (`POST /session/{id}/se/log`): what the page wrote to the
/// console since the last call, including CSP violations and failed loads.
#[derive(Debug)]
struct ConsoleLog;

impl fantoccini::wd::WebDriverCompatibleCommand for ConsoleLog {
    fn endpoint(&self, base: &url::Url, session: Option<&str>) -> Result<url::Url, url::ParseError> {
        base.join(&format!("session/{}/se/log", session.unwrap_or_default()))
    }

    fn method_and_body(&self, _: &url::Url) -> (http::Method, Option<String>) {
        (http::Method::POST, Some(json!({"type": "browser"}).to_string()))
    }
}

/// Console errors and warnings since the last call (a CSP violation is logged as an error).
async fn console_problems(c: &Client) -> Vec<String> {
    let log = c.issue_cmd(ConsoleLog).await.expect("the console log");
    log.as_array()
        .expect("log entries")
        .iter()
        .filter(|e| matches!(e["level"].as_str(), Some("SEVERE" | "WARNING")))
        .map(|e| e["message"].as_str().unwrap_or_default().to_string())
        .collect()
}

/// Visible controls smaller than [`TAP_TARGET`] either way, described. A radio button or check
/// box counts by its label (the label is what a thumb taps); links inside running text (a
/// paragraph) are exempt, as in WCAG 2.5.5, but not a list or a table of links.
async fn small_tap_targets(c: &Client) -> Vec<String> {
    let found = c
        .execute(
            "const min = arguments[0], out = [];
             for (const el of document.querySelectorAll('a[href], button, input:not([type=hidden]), select, textarea, summary')) {
               if (!el.getClientRects().length || getComputedStyle(el).visibility === 'hidden') continue;
               if (el.tagName === 'A' && getComputedStyle(el).display === 'inline'
                   && el.closest('p, dd') && !el.closest('nav, header, .actions')) continue;
               const target = (el.type === 'radio' || el.type === 'checkbox') && el.closest('label') || el;
               const r = target.getBoundingClientRect();
               if (r.width < min - 0.5 || r.height < min - 0.5)
                 out.push(`${el.tagName.toLowerCase()}${el.className ? '.' + el.className : ''} «${(el.textContent || el.value || el.name || '').trim().slice(0, 30)}» ${Math.round(r.width)}×${Math.round(r.height)}`);
             }
             return out;",
            vec![json!(TAP_TARGET)],
        )
        .await
        .unwrap();
    serde_json::from_value(found).unwrap()
}

/// Elements matched by each selector that do not lie wholly within the first screen.
async fn below_the_first_screen(c: &Client, selectors: &[&str]) -> Vec<String> {
    let found = c
        .execute(
            "window.scrollTo(0, 0);
             return arguments[0].filter(sel => {
               const el = document.querySelector(sel);
               if (!el) return true;
               const r = el.getBoundingClientRect();
               return !(r.height > 0 && r.top >= 0 && r.bottom <= window.innerHeight);
             });",
            vec![json!(selectors)],
        )
        .await
        .unwrap();
    serde_json::from_value(found).unwrap()
}

/// axe-core, vendored with its licence (tests/vendor/axe-core/README.md).
const AXE: &str = include_str!("../vendor/axe-core/axe.min.js");

/// The serious and critical accessibility violations axe-core finds on the page (WCAG 2.x A and
/// AA and best practices), each with up to three of its elements.
async fn axe_violations(c: &Client) -> Vec<String> {
    c.execute(&format!("{AXE}\nreturn typeof axe;"), vec![])
        .await
        .expect("axe-core loads");
    let found = c
        .execute_async(
            "const done = arguments[arguments.length - 1];
             axe.run(document, { resultTypes: ['violations'] }).then(r => done(r.violations
               .filter(v => v.impact === 'serious' || v.impact === 'critical')
               .map(v => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.slice(0, 3).map(n => n.target.join(' ')).join(' | ')}`)),
               e => done(['axe failed: ' + e]));",
            vec![],
        )
        .await
        .unwrap();
    serde_json::from_value(found).unwrap()
}

/// What a phone page must be: the viewport is the phone's, nothing scrolls sideways, every
/// control is big enough to tap, axe-core finds nothing serious, and the console is clean.
async fn phone_page_is_sound(c: &Client, page: &str) {
    let size = c
        .execute("return [window.innerWidth, window.innerHeight];", vec![])
        .await
        .unwrap();
    // A page wider than the phone makes a mobile browser zoom out, which widens the viewport.
    let wide = c
        .execute(
            "return [...document.querySelectorAll('body *')]
               .filter(el => el.getBoundingClientRect().right > arguments[0] + 1)
               .slice(0, 5).map(el => el.tagName.toLowerCase() + '.' + el.className);",
            vec![json!(PHONE_WIDTH)],
        )
        .await
        .unwrap();
    assert_eq!(
        size,
        json!([PHONE_WIDTH, PHONE_HEIGHT]),
        "{page}: the phone's viewport (wider than the phone: {wide})"
    );
    screen_and_access_are_sound(c, page).await;
    // A page answered with an error status (a 404 page) is logged as a failed load of itself:
    // that is the status the page says, not a problem of the page.
    let url = c.current_url().await.unwrap().to_string();
    let problems: Vec<String> = console_problems(c)
        .await
        .into_iter()
        .filter(|p| {
            !(p.starts_with(&format!("{url} - Failed to load resource")) && p.contains("status of 404"))
        })
        .collect();
    assert!(
        problems.is_empty(),
        "{page}: console errors or CSP violations: {problems:#?}"
    );
}

/// What a page must be on the phone's screen: nothing scrolls sideways, no table is wider than
/// the screen, every control is big enough to tap and axe-core finds nothing serious. Offline,
/// this is all that is checked: the console then logs every request the page still makes as
/// failing without the network.
async fn screen_and_access_are_sound(c: &Client, page: &str) {
    assert!(fits_the_screen(c).await, "{page}: no sideways scrolling");
    let wide = wide_tables(c).await;
    assert!(wide.is_empty(), "{page}: tables wider than the screen: {wide:#?}");
    let small = small_tap_targets(c).await;
    assert!(
        small.is_empty(),
        "{page}: tap targets under {TAP_TARGET} px: {small:#?}"
    );
    let axe = axe_violations(c).await;
    assert!(
        axe.is_empty(),
        "{page}: accessibility violations (axe-core): {axe:#?}"
    );
}

/// Click the element `css` matches.
async fn click(c: &Client, css: &str) {
    c.find(Locator::Css(css))
        .await
        .unwrap_or_else(|e| panic!("`{css}` on the page: {e}"))
        .click()
        .await
        .unwrap();
}

/// The text of the element `css` matches.
async fn text_of(c: &Client, css: &str) -> String {
    c.find(Locator::Css(css))
        .await
        .unwrap_or_else(|e| panic!("`{css}` on the page: {e}"))
        .text()
        .await
        .unwrap()
}

/// The attribute `name` of the element `css` matches.
async fn attr_of(c: &Client, css: &str, name: &str) -> String {
    c.find(Locator::Css(css))
        .await
        .unwrap_or_else(|e| panic!("`{css}` on the page: {e}"))
        .attr(name)
        .await
        .unwrap()
        .unwrap_or_else(|| panic!("`{css}` has `{name}`"))
}

/// On the quiz start page: choose `topic`, start, and wait for the first question.
async fn start_a_practice_quiz(c: &Client, topic: &str) {
    click(c, &format!("input[name=topics][value={topic}]")).await;
    click(c, "form.quiz-start button[type=submit]").await;
    c.wait()
        .for_element(Locator::Css("form.question input[name=option]"))
        .await
        .expect("the quiz's first question");
}

/// Answer the practice question on the page with its first option; the feedback's verdict.
async fn answer_the_question(c: &Client) -> fantoccini::elements::Element {
    click(c, "form.question input[name=option]").await;
    click(c, "form.question button[type=submit]").await;
    c.wait()
        .for_element(Locator::Css(".feedback .verdict"))
        .await
        .expect("the feedback")
}

/// Finish the practice quiz on the page; the score's heading.
async fn finish_the_quiz(c: &Client) -> fantoccini::elements::Element {
    click(c, "form[action$='/finish'] button").await;
    c.wait()
        .for_element(Locator::Css(".score h1"))
        .await
        .expect("the result")
}

/// The page's `<html lang>`.
async fn html_lang(c: &Client) -> serde_json::Value {
    c.execute("return document.documentElement.lang;", vec![])
        .await
        .unwrap()
}

/// Save a screenshot for people to look at (not compared).
async fn screenshot(c: &Client, name: &str) {
    let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("screenshots");
    std::fs::create_dir_all(&dir).unwrap();
    let png = c.screenshot().await.unwrap();
    std::fs::write(dir.join(format!("{name}.png")), png).unwrap();
}

/// Tables (and their cells) that reach beyond the phone's width, even inside a box that
/// scrolls, described: on a phone a table's rows are cards or stacked rows (whose headings
/// are kept for screen readers in a 1-px box, and do not count).
async fn wide_tables(c: &Client) -> Vec<String> {
    let found = c
        .execute(
            "const hidden = el => { const head = el.closest('thead');
               return head && head.getBoundingClientRect().width <= 1; };
             return [...document.querySelectorAll('table, td, th')]
               .filter(el => el.getClientRects().length && !hidden(el)
                 && el.getBoundingClientRect().right > arguments[0] + 1)
               .slice(0, 5)
               .map(el => `${el.tagName.toLowerCase()}.${el.className} ${Math.round(el.getBoundingClientRect().right)} px`);",
            vec![json!(PHONE_WIDTH)],
        )
        .await
        .unwrap();
    serde_json::from_value(found).unwrap()
}

/// The page fits the phone's width: no sideways scrolling.
async fn fits_the_screen(c: &Client) -> bool {
    let v = c
        .execute(
            "return document.documentElement.scrollWidth <= window.innerWidth + 1;",
            vec![],
        )
        .await
        .unwrap();
    v.as_bool().unwrap()
}

#[tokio::test]
async fn on_a_phone_instant_search_the_ruling_page_and_a_practice_quiz_work() {
    let Some(driver) = chromedriver() else { return };
    let app = spawn_app();
    let profile = tempfile::tempdir().unwrap();
    let c = browser(&driver, profile.path()).await;

    // Home: "/" focuses the search box; typing shows hits under it as you type.
    c.goto(&app.url("/?lang=sr")).await.unwrap();
    phone_page_is_sound(&c, "home").await;
    screenshot(&c, "phone-home").await;
    c.execute("document.activeElement.blur();", vec![]).await.unwrap();
    let body = c.find(Locator::Css("body")).await.unwrap();
    body.send_keys("/").await.unwrap();
    let focused = c
        .execute("return document.activeElement.name;", vec![])
        .await
        .unwrap();
    assert_eq!(focused, json!("q"), "'/' focuses the search box");
    let input = c.find(Locator::Css("input[name=q]")).await.unwrap();
    input.send_keys("пад заставице").await.unwrap();
    // The panel names the query it answers: under load, the results of "пад" may show first.
    let first = c
        .wait()
        .at_most(Duration::from_secs(30))
        .for_element(Locator::Css("#instant[data-q='пад заставице'] li a.hit-link"))
        .await
        .expect("instant results appear while typing");
    let href = first.attr("href").await.unwrap().unwrap();
    assert!(href.starts_with("/rulings/"), "{href}");
    let text = first.text().await.unwrap();
    assert!(
        !text.chars().any(|ch| ('\u{0400}'..='\u{04FF}').contains(&ch)),
        "shown in Serbian Latin: {text}"
    );
    phone_page_is_sound(&c, "instant search").await;
    screenshot(&c, "phone-instant-search").await;
    let whole_hits = c
        .execute(
            "return [...document.querySelectorAll('#instant li')]
               .filter(li => li.getBoundingClientRect().bottom <= window.innerHeight).length;",
            vec![],
        )
        .await
        .unwrap();
    assert!(
        whole_hits.as_u64().unwrap() >= 4,
        "at least four instant hits on the first screen: {whole_hits}"
    );

    // The hit opens the ruling: the decision (which names the penalty) and the article are on
    // the first screen.
    first.click().await.unwrap();
    c.wait()
        .for_element(Locator::Css(".decision .answer"))
        .await
        .unwrap();
    phone_page_is_sound(&c, "ruling").await;
    let hidden = below_the_first_screen(&c, &["h1", ".decision .answer", ".decision-articles .chip"]).await;
    assert!(hidden.is_empty(), "a ruling's first screen lacks {hidden:?}");
    screenshot(&c, "phone-ruling").await;

    // The language switch changes the page, Serbian Cyrillic included, and stays chosen.
    let cyrillic = |s: &str| s.chars().any(|ch| ('\u{0400}'..='\u{04FF}').contains(&ch));
    let latin_title = text_of(&c, "h1").await;
    click(&c, ".langs a[hreflang='sr-Cyrl']").await;
    let title = text_of(&c, "h1").await;
    assert!(
        cyrillic(&title),
        "in Serbian Cyrillic: {title} (was {latin_title})"
    );
    let lang = html_lang(&c).await;
    assert_eq!(lang, json!("sr-Cyrl"));
    phone_page_is_sound(&c, "ruling in Cyrillic").await;
    screenshot(&c, "phone-ruling-cyrillic").await;
    click(&c, ".langs a[hreflang='pt']").await;
    let title = text_of(&c, "h1").await;
    assert!(
        !cyrillic(&title) && title != latin_title,
        "in Portuguese: {title}"
    );
    c.goto(&app.url("/quiz")).await.unwrap();
    let lang = html_lang(&c).await;
    assert_eq!(lang, json!("pt"), "the choice is remembered");

    // An article number goes straight to its ruling: the first hit as you type cites it.
    c.goto(&app.url("/?lang=en")).await.unwrap();
    let hits = instant_hits(&c, "6.9").await;
    let meta = text_of(&c, "#instant li .meta").await;
    assert!(meta.split_whitespace().any(|a| a == "6.9"), "6.9 first: {meta}");
    c.goto(&app.url(&hits[0])).await.unwrap();
    let chips = text_of(&c, ".decision-articles").await;
    assert!(
        chips.split_whitespace().any(|a| a == "6.9"),
        "the ruling of 6.9: {chips}"
    );

    // Without JavaScript's help the same box submits to the results page, whose first hit
    // shows its decision and article on the first screen.
    c.goto(&app.url("/search?q=lance+ilegal&lang=pt")).await.unwrap();
    let hits = c.find_all(Locator::Css("li.hit")).await.unwrap();
    assert!(!hits.is_empty());
    phone_page_is_sound(&c, "results").await;
    let hidden = below_the_first_screen(
        &c,
        &["li.hit .card-title", "li.hit .answer", "li.hit .meta .chip"],
    )
    .await;
    assert!(
        hidden.is_empty(),
        "the first result lacks {hidden:?} on the first screen"
    );
    screenshot(&c, "phone-results").await;

    // A practice quiz: pick a topic, answer, get feedback, finish, see the score.
    c.goto(&app.url("/quiz?lang=en")).await.unwrap();
    phone_page_is_sound(&c, "quiz start").await;
    screenshot(&c, "phone-quiz-start").await;
    start_a_practice_quiz(&c, "flag-fall").await;
    phone_page_is_sound(&c, "question").await;
    screenshot(&c, "phone-quiz-question").await;
    let verdict = answer_the_question(&c).await;
    assert!(!verdict.text().await.unwrap().is_empty());
    phone_page_is_sound(&c, "feedback").await;
    screenshot(&c, "phone-quiz-feedback").await;
    // "Next question" opens the next question with the focus on it.
    click(&c, "a#next").await;
    c.wait()
        .for_element(Locator::Css("form.question input[name=option]"))
        .await
        .unwrap();
    let focused: bool = c
        .execute(
            "return document.activeElement === document.getElementById('question');",
            vec![],
        )
        .await
        .unwrap()
        .as_bool()
        .unwrap();
    assert!(focused, "the focus is on the next question");
    let score = finish_the_quiz(&c).await;
    assert!(score.text().await.unwrap().contains('/'));
    phone_page_is_sound(&c, "quiz result").await;
    screenshot(&c, "phone-quiz-result").await;
    // A practice result names no verdict; it names the weakest topic (the questions left
    // unanswered count as missed) and starts a practice quiz on it.
    assert!(
        c.find(Locator::Css(".score .verdict")).await.is_err(),
        "no pass or fail"
    );
    let weakest = text_of(&c, "ul.weakest li a").await;
    assert!(!weakest.is_empty(), "the weakest topic is named");
    let result_page = c.current_url().await.unwrap();
    click(&c, ".score form button[type=submit]").await;
    c.wait()
        .for_element(Locator::Css("form.question input[name=option]"))
        .await
        .expect("“Practise these” starts a quiz");
    let again = c.current_url().await.unwrap();
    assert!(
        again.path().starts_with("/quiz/") && again != result_page,
        "a new quiz: {again}"
    );

    // The articles index: every leaf of the Laws as a chip a thumb can hit.
    c.goto(&app.url("/articles")).await.unwrap();
    phone_page_is_sound(&c, "articles index").await;
    screenshot(&c, "phone-articles").await;
    c.goto(&app.url("/progress")).await.unwrap();
    c.find(Locator::Css("svg.chart polyline"))
        .await
        .expect("a progress chart");
    phone_page_is_sound(&c, "progress").await;
    screenshot(&c, "phone-progress").await;
    c.close().await.unwrap();
}

/// Every ruling page shows its decision and its articles on a phone's first screen: checked on
/// the ten longest titles of each language and script, not on a chosen ruling.
#[tokio::test]
async fn on_a_phone_the_longest_titles_still_show_the_decision_and_its_articles_first() {
    use arbiter_kb::content::{KnowledgeBase, Lang};
    let Some(driver) = chromedriver() else { return };
    let app = spawn_app();
    let profile = tempfile::tempdir().unwrap();
    let c = browser(&driver, profile.path()).await;
    let kb = KnowledgeBase::load(&content_dir()).unwrap();
    let mut missing = Vec::new();
    for (locale, lang) in [
        ("en", Lang::En),
        ("pt", Lang::Pt),
        ("ru", Lang::Ru),
        ("sr", Lang::Sr),
        ("sr-Cyrl", Lang::Sr),
    ] {
        let mut rulings: Vec<_> = kb.rulings().iter().collect();
        rulings.sort_by_key(|r| std::cmp::Reverse(r.title.get(lang).chars().count()));
        for (i, r) in rulings.iter().take(10).enumerate() {
            let url = format!("/rulings/{}?lang={locale}", r.id);
            c.goto(&app.url(&url)).await.unwrap();
            // Every article chip whole, and the decision's first three lines (a long decision
            // goes on below the fold; the reader sees where it starts and what it cites).
            let measure = || async {
                c
                .execute(
                    "window.scrollTo(0, 0);
                     const h = window.innerHeight;
                     const chips = [...document.querySelectorAll('.decision-articles .chip')];
                     const answer = document.querySelector('.decision .answer').getBoundingClientRect();
                     const lines = 3 * parseFloat(getComputedStyle(document.querySelector('.decision .answer')).lineHeight);
                     return [chips.length > 0 && chips.every(c => c.getBoundingClientRect().bottom <= h),
                             answer.top + Math.min(lines, answer.height) <= h];",
                    vec![],
                )
                .await
                .unwrap()
            };
            let mut seen = measure().await;
            if seen != json!([true, true]) {
                // Measured again once the page has settled (a loaded machine can measure a page
                // whose layout is not final yet); what a reader sees is the settled page.
                tokio::time::sleep(Duration::from_millis(1500)).await;
                seen = measure().await;
            }
            if seen != json!([true, true]) {
                missing.push(format!("{url}: articles, decision's start: {seen}"));
            }
            if i == 0 {
                // The longest title of each language and script is sound on a phone, as every
                // page: tap targets, axe-core, nothing sideways.
                phone_page_is_sound(&c, &url).await;
                screenshot(&c, &format!("phone-longest-title-{locale}")).await;
            }
        }
    }
    assert!(missing.is_empty(), "below the first screen: {missing:#?}");
    c.close().await.unwrap();
}

/// ChromeDriver's network emulation (`POST /session/{id}/chromium/network_conditions`): the
/// page's network goes offline as with DevTools' "Offline" switch.
#[derive(Debug)]
struct NetworkConditions {
    offline: bool,
}

impl fantoccini::wd::WebDriverCompatibleCommand for NetworkConditions {
    fn endpoint(&self, base: &url::Url, session: Option<&str>) -> Result<url::Url, url::ParseError> {
        base.join(&format!(
            "session/{}/chromium/network_conditions",
            session.unwrap_or_default()
        ))
    }

    fn method_and_body(&self, _: &url::Url) -> (http::Method, Option<String>) {
        let body = json!({"network_conditions": {
            "offline": self.offline, "latency": 0,
            "download_throughput": -1, "upload_throughput": -1
        }});
        (http::Method::POST, Some(body.to_string()))
    }
}

/// Chromium's time zone for the page (the DevTools protocol's Emulation.setTimezoneOverride).
#[derive(Debug)]
struct TimeZone(&'static str);

impl fantoccini::wd::WebDriverCompatibleCommand for TimeZone {
    fn endpoint(&self, base: &url::Url, session: Option<&str>) -> Result<url::Url, url::ParseError> {
        base.join(&format!(
            "session/{}/goog/cdp/execute",
            session.unwrap_or_default()
        ))
    }

    fn method_and_body(&self, _: &url::Url) -> (http::Method, Option<String>) {
        let body = json!({"cmd": "Emulation.setTimezoneOverride", "params": {"timezoneId": self.0}});
        (http::Method::POST, Some(body.to_string()))
    }
}

/// What the service worker has saved: `{version, lang, count}` or null.
async fn saved_copy(c: &Client) -> serde_json::Value {
    c.execute_async(
        "const done = arguments[arguments.length - 1];
         (async () => {
           if (!navigator.serviceWorker.controller) return null;
           const shell = await caches.open('arbiter-kb-shell-v2');
           const state = await shell.match('/__offline-state');
           return state ? await state.json() : null;
         })().then(done, () => done(null));",
        vec![],
    )
    .await
    .unwrap()
}

/// Type `text` into the emptied search box and wait for instant results; their links.
async fn instant_hits(c: &Client, text: &str) -> Vec<String> {
    let input = c.find(Locator::Css("input[name=q]")).await.unwrap();
    input.clear().await.unwrap();
    c.execute(
        "document.getElementById('instant').hidden = true; document.getElementById('instant').textContent = '';",
        vec![],
    )
    .await
    .unwrap();
    input.send_keys(text).await.unwrap();
    // Typing "6.9" under load may show the hits of "6." first: wait for those of the whole text.
    let answered = format!("#instant[data-q='{text}'] li a.hit-link");
    c.wait()
        .at_most(Duration::from_secs(30))
        .for_element(Locator::Css(&answered))
        .await
        .unwrap_or_else(|_| panic!("instant results for `{text}`"));
    let mut out = Vec::new();
    for a in c.find_all(Locator::Css("#instant li a.hit-link")).await.unwrap() {
        out.push(a.attr("href").await.unwrap().unwrap());
    }
    out
}

#[tokio::test]
async fn offline_the_saved_copy_is_searched_and_every_ruling_opens_without_network() {
    let Some(driver) = chromedriver() else { return };
    // A server of its own: it is stopped to cut the network for real, service worker included.
    let app = crate::helpers::start(crate::helpers::content_dir());
    let rulings = arbiter_kb::content::KnowledgeBase::load(&crate::helpers::content_dir())
        .unwrap()
        .rulings()
        .len();
    let profile = tempfile::tempdir().unwrap();
    let c = browser(&driver, profile.path()).await;

    // Online: the service worker installs, takes control and saves the index and every ruling.
    c.goto(&app.url("/?lang=en")).await.unwrap();
    let manifest = c
        .find(Locator::Css("link[rel=manifest]"))
        .await
        .unwrap()
        .attr("href")
        .await
        .unwrap();
    assert_eq!(manifest.as_deref(), Some("/static/manifest.webmanifest"));
    let started = Instant::now();
    let state = loop {
        let state = saved_copy(&c).await;
        if state["count"].as_u64() == Some(rulings as u64) {
            break state;
        }
        assert!(
            started.elapsed() < Duration::from_secs(180),
            "the service worker saved the knowledge base: {state}"
        );
        if started.elapsed() > Duration::from_secs(5) && state.is_null() {
            // The first load was not controlled yet: a reload asks the worker again.
            c.refresh().await.unwrap();
        }
        tokio::time::sleep(Duration::from_millis(500)).await;
    };
    assert_eq!(state["lang"], "en");

    // Offline: DevTools network emulation for the page, and no server at all.
    app.stop().await;
    c.issue_cmd(NetworkConditions { offline: true }).await.unwrap();
    let online = c.execute("return navigator.onLine;", vec![]).await.unwrap();
    assert_eq!(online, json!(false), "the page knows it is offline");

    let hits = instant_hits(&c, "flag fall").await;
    assert!(hits.iter().all(|h| h.starts_with("/rulings/")), "{hits:?}");
    let note = c
        .find(Locator::Css("#instant .offline-note"))
        .await
        .expect("the results say they come from the saved copy");
    assert_eq!(note.text().await.unwrap(), "Offline — searching the saved copy");
    screenshot(&c, "phone-offline-search").await;
    screen_and_access_are_sound(&c, "offline instant search").await;

    let hits = instant_hits(&c, "6.9").await;
    let first = text_of(&c, "#instant li .meta").await;
    assert!(first.contains("6.9"), "article 6.9 first: {first}");

    // A ruling never opened before opens from the saved copy.
    c.goto(&app.url(&hits[0])).await.unwrap();
    let answer = c
        .wait()
        .at_most(Duration::from_secs(30))
        .for_element(Locator::Css(".decision .answer"))
        .await
        .expect("the ruling page opens offline");
    assert!(!answer.text().await.unwrap().is_empty());
    screenshot(&c, "phone-offline-ruling").await;
    screen_and_access_are_sound(&c, "a ruling offline").await;

    // A page that needs the server (a quiz) or was never saved (the topics) says so, names the
    // page and points to what works offline, instead of the browser's error or the home page.
    for path in ["/quiz", "/topics"] {
        c.goto(&app.url(path)).await.unwrap();
        let title = c
            .wait()
            .at_most(Duration::from_secs(30))
            .for_element(Locator::Css(".offline-page h1"))
            .await
            .unwrap_or_else(|_| panic!("{path} offline says it needs the connection"));
        assert_eq!(title.text().await.unwrap(), "You are offline");
        assert_eq!(text_of(&c, "[data-offline-path]").await, path);
        screen_and_access_are_sound(&c, &format!("{path} offline")).await;
    }
    screenshot(&c, "phone-offline-needs-server").await;
    // A results page still gets the saved home page, which searches the saved copy.
    c.goto(&app.url("/search?q=flag+fall")).await.unwrap();
    c.wait()
        .at_most(Duration::from_secs(30))
        .for_element(Locator::Css("input[data-instant]"))
        .await
        .expect("the saved home page");
    assert!(c.find(Locator::Css(".offline-page")).await.is_err());
    c.close().await.unwrap();
}

/// A server on a chosen address (the same origin across restarts) with `content`.
fn serve_at(bind: std::net::SocketAddr, content: &std::path::Path) -> crate::helpers::TestApp {
    let mut settings =
        arbiter_kb::config::Settings::for_tests(content.to_path_buf(), crate::helpers::temp_data_dir());
    settings.bind = bind;
    crate::helpers::start_with(settings)
}

#[tokio::test]
async fn offline_a_new_knowledge_base_replaces_the_saved_copy_on_the_next_online_visit() {
    let Some(driver) = chromedriver() else { return };
    let content = tempfile::tempdir().unwrap();
    crate::helpers::copy_dir(&crate::helpers::content_dir(), content.path());
    let bind = TcpListener::bind("127.0.0.1:0").unwrap().local_addr().unwrap();
    let app = serve_at(bind, content.path());
    let profile = tempfile::tempdir().unwrap();
    let c = browser(&driver, profile.path()).await;
    c.goto(&app.url("/?lang=en")).await.unwrap();
    let wait_saved = |before: Option<String>| {
        let c = &c;
        async move {
            let started = Instant::now();
            loop {
                let state = saved_copy(c).await;
                let version = state["version"].as_str().map(str::to_string);
                if state["count"].as_u64().is_some() && version != before {
                    return version.unwrap();
                }
                assert!(
                    started.elapsed() < Duration::from_secs(180),
                    "the service worker saved the knowledge base: {state}"
                );
                if started.elapsed() > Duration::from_secs(5) && state.is_null() {
                    c.refresh().await.unwrap();
                }
                tokio::time::sleep(Duration::from_millis(500)).await;
            }
        }
    };
    let first = wait_saved(None).await;
    let banner = c.find(Locator::Css("#netnote")).await.unwrap();
    assert!(
        !banner.is_displayed().await.unwrap(),
        "no banner on the first save"
    );

    // The content changes; the server restarts on the same address with it.
    app.stop().await;
    let file = content.path().join("endings/end-flag-opponent-lone-king.md");
    let text = std::fs::read_to_string(&file).unwrap();
    let old = "Flag falls while the opponent has only a king: draw";
    assert!(text.contains(old));
    std::fs::write(
        &file,
        text.replace(old, "Flag falls, opponent has a bare king: draw (revised)"),
    )
    .unwrap();
    let app = serve_at(bind, content.path());

    // The next online visit saves the new version, drops the old one and says so.
    c.goto(&app.url("/topics?lang=en")).await.unwrap();
    let second = wait_saved(Some(first.clone())).await;
    assert_ne!(first, second);
    let banner = c
        .wait()
        .at_most(Duration::from_secs(30))
        .for_element(Locator::Css("#netnote[data-kind=updated]"))
        .await
        .expect("the page says a newer knowledge base was saved");
    assert_eq!(banner.text().await.unwrap(), "A newer knowledge base was saved");
    let caches = c
        .execute_async(
            "const done = arguments[arguments.length - 1];
             caches.keys().then(k => done(k.filter(n => n.startsWith('arbiter-kb-content-'))));",
            vec![],
        )
        .await
        .unwrap();
    assert_eq!(caches, json!([format!("arbiter-kb-content-{second}")]));

    // Offline, the ruling reads as revised.
    app.stop().await;
    c.issue_cmd(NetworkConditions { offline: true }).await.unwrap();
    c.goto(&app.url("/rulings/end-flag-opponent-lone-king"))
        .await
        .unwrap();
    let h1 = c
        .wait()
        .at_most(Duration::from_secs(30))
        .for_element(Locator::Css("h1"))
        .await
        .unwrap();
    assert!(h1.text().await.unwrap().contains("(revised)"));
    c.close().await.unwrap();
}

#[tokio::test]
async fn on_a_phone_a_ruling_can_be_bookmarked_and_bookmarks_and_recent_rulings_show_at_home() {
    let Some(driver) = chromedriver() else { return };
    let app = spawn_app();
    let profile = tempfile::tempdir().unwrap();
    let c = browser(&driver, profile.path()).await;
    c.goto(&app.url("/rulings/end-flag-opponent-lone-king?lang=en"))
        .await
        .unwrap();
    let copy = c.find(Locator::Css(".actions .copy-citation")).await.unwrap();
    assert!(copy.is_displayed().await.unwrap(), "copy citation is offered");
    let mark = c.find(Locator::Css(".actions .bookmark")).await.unwrap();
    assert_eq!(mark.attr("aria-pressed").await.unwrap().as_deref(), Some("false"));
    mark.click().await.unwrap();
    assert_eq!(mark.attr("aria-pressed").await.unwrap().as_deref(), Some("true"));
    phone_page_is_sound(&c, "ruling, bookmarked").await;
    screenshot(&c, "phone-ruling-bookmarked").await;
    c.goto(&app.url("/rulings/end-stalemate-ends-game-before-flag?lang=en"))
        .await
        .unwrap();

    c.goto(&app.url("/?lang=en")).await.unwrap();
    let bookmarks = c
        .find(Locator::Css("#mine [data-list=bookmarks] a"))
        .await
        .expect("bookmarks on the home page");
    assert_eq!(
        bookmarks.attr("href").await.unwrap().as_deref(),
        Some("/rulings/end-flag-opponent-lone-king")
    );
    let recent = c
        .find_all(Locator::Css("#mine [data-list=recent] a"))
        .await
        .unwrap();
    let mut hrefs = Vec::new();
    for a in recent {
        hrefs.push(a.attr("href").await.unwrap().unwrap());
    }
    assert_eq!(
        hrefs,
        [
            "/rulings/end-stalemate-ends-game-before-flag",
            "/rulings/end-flag-opponent-lone-king"
        ],
        "most recent first"
    );
    phone_page_is_sound(&c, "home with bookmarks").await;
    screenshot(&c, "phone-home-bookmarks").await;

    // The theme follows the system until chosen: system → light → dark, kept across pages.
    let theme = c.find(Locator::Css("button.theme")).await.unwrap();
    assert_eq!(theme.text().await.unwrap(), "Theme: system");
    theme.click().await.unwrap();
    theme.click().await.unwrap();
    assert_eq!(theme.text().await.unwrap(), "Theme: dark");
    c.refresh().await.unwrap();
    let background = c
        .execute(
            "return [document.documentElement.dataset.theme, getComputedStyle(document.body).backgroundColor];",
            vec![],
        )
        .await
        .unwrap();
    assert_eq!(background, json!(["dark", "rgb(21, 23, 27)"]));
    phone_page_is_sound(&c, "home, dark").await;
    screenshot(&c, "phone-home-dark").await;
    click(&c, "button.theme").await;
    let theme = c
        .execute("return document.documentElement.dataset.theme || null;", vec![])
        .await
        .unwrap();
    assert_eq!(theme, json!(null), "back to the system's choice");
    c.close().await.unwrap();
}

/// Fill the named inputs of the form matched by `form` and submit it.
async fn submit(c: &Client, form: &str, fields: &[(&str, &str)]) {
    for (name, value) in fields {
        let input = c
            .find(Locator::Css(&format!("{form} input[name={name}]")))
            .await
            .unwrap_or_else(|_| panic!("{form} has an input `{name}`"));
        input.clear().await.unwrap();
        input.send_keys(value).await.unwrap();
    }
    c.find(Locator::Css(&format!("{form} button[type=submit]")))
        .await
        .unwrap()
        .click()
        .await
        .unwrap();
}

#[tokio::test]
async fn an_instructor_and_a_trainee_use_a_class_end_to_end_in_the_browser() {
    let Some(driver) = chromedriver() else { return };
    let app = start(content_dir());
    add_user(&app.data_dir, "seminar-lead", "instructor");

    // The instructor logs in, creates a class and sets a two-question exam.
    let lead_profile = tempfile::tempdir().unwrap();
    let lead = browser(&driver, lead_profile.path()).await;
    lead.goto(&app.url("/account?lang=en")).await.unwrap();
    phone_page_is_sound(&lead, "log-in page").await;
    submit(
        &lead,
        "#login",
        &[("username", "seminar-lead"), ("password", PASSWORD)],
    )
    .await;
    lead.wait()
        .for_element(Locator::Css("form[action='/account/logout']"))
        .await
        .unwrap();
    lead.goto(&app.url("/classes?lang=en")).await.unwrap();
    phone_page_is_sound(&lead, "classes, instructor").await;
    submit(
        &lead,
        "form[action='/classes']",
        &[("name", "Seminar Kragujevac")],
    )
    .await;
    let code = lead
        .wait()
        .at_most(Duration::from_secs(30))
        .for_element(Locator::Css("code.code"))
        .await
        .expect("the class shows its join code")
        .text()
        .await
        .unwrap();
    let class_page = lead.current_url().await.unwrap();
    assert!(class_page.path().starts_with("/classes/"), "{class_page}");
    // The instructor is in São Paulo (UTC−3) and enters the window in local time.
    lead.issue_cmd(TimeZone("America/Sao_Paulo")).await.unwrap();
    lead.refresh().await.unwrap();
    assert_eq!(text_of(&lead, "[data-tz]").await, "(America/Sao_Paulo)");
    lead.execute(
        "document.querySelector('input[name=opens_at]').value = '2020-01-01T00:00';
         document.querySelector('input[name=closes_at]').value = '2035-01-01T00:00';",
        vec![],
    )
    .await
    .unwrap();
    submit(
        &lead,
        "form[action$='/exams']",
        &[("title", "Mock exam 1"), ("count", "2"), ("minutes", "5")],
    )
    .await;
    lead.wait()
        .for_element(Locator::Css("table.mastery"))
        .await
        .unwrap();
    // Stored in UTC (midnight in São Paulo is 03:00 UTC), shown again in local time.
    let opens = lead.find(Locator::Css("time[data-local]")).await.unwrap();
    assert_eq!(
        opens.attr("datetime").await.unwrap().as_deref(),
        Some("2020-01-01T03:00:00Z")
    );
    let shown = opens.text().await.unwrap();
    assert!(
        shown.contains("2020") && !shown.contains("UTC") && shown.contains("12:00"),
        "{shown}"
    );

    // Trainees without an account get one from the roster: a slip each with a username and a
    // one-time password, shown once, on a page that fits the phone.
    lead.find(Locator::Css("form[action$='/roster'] textarea[name=roster]"))
        .await
        .unwrap()
        .send_keys("Ana Petrović\nBoris Lima")
        .await
        .unwrap();
    click(&lead, "form[action$='/roster'] button[type=submit]").await;
    lead.wait()
        .at_most(Duration::from_secs(30))
        .for_element(Locator::Css("ul.slips"))
        .await
        .expect("the roster's slips");
    let slips = lead.find_all(Locator::Css("ul.slips li")).await.unwrap();
    assert_eq!(slips.len(), 2, "a slip for each name");
    phone_page_is_sound(&lead, "roster slips").await;
    screenshot(&lead, "phone-class-roster-slips").await;

    // A trainee signs up in another browser, joins with the code and takes the exam once.
    let trainee_profile = tempfile::tempdir().unwrap();
    let trainee = browser(&driver, trainee_profile.path()).await;
    trainee.goto(&app.url("/account?lang=en")).await.unwrap();
    submit(
        &trainee,
        "#signup",
        &[("username", "mila-trainee"), ("password", PASSWORD)],
    )
    .await;
    trainee
        .wait()
        .for_element(Locator::Css("form[action='/account/logout']"))
        .await
        .unwrap();
    trainee.goto(&app.url("/classes?lang=en")).await.unwrap();
    // A mistyped code is said at the form, which keeps what was typed.
    submit(&trainee, "form[action='/classes/join']", &[("code", "NOPE0000")]).await;
    trainee
        .wait()
        .at_most(Duration::from_secs(30))
        .for_element(Locator::Css("#join-error"))
        .await
        .expect("a mistyped code is said at the form");
    phone_page_is_sound(&trainee, "classes, a mistyped code").await;
    submit(&trainee, "form[action='/classes/join']", &[("code", &code)]).await;
    let start_exam = trainee
        .wait()
        .at_most(Duration::from_secs(30))
        .for_element(Locator::Css("form[action^='/class-exams/'] button"))
        .await
        .expect("the class exam is offered");
    phone_page_is_sound(&trainee, "classes").await;
    start_exam.click().await.unwrap();
    trainee
        .wait()
        .for_element(Locator::Css("form.exam"))
        .await
        .unwrap();
    // A five-minute exam starts with 5 minutes left: the warning is said at once, in the
    // alert region a screen reader announces.
    let alert = trainee
        .wait()
        .for_element(Locator::Css("p.exam-alert[role=alert]"))
        .await
        .unwrap();
    assert!(alert.is_displayed().await.unwrap(), "the 5-minute warning shows");
    assert_eq!(
        text_of(&trainee, "h1").await,
        "Mock exam 1",
        "the instructor's title"
    );
    assert_eq!(
        alert.text().await.unwrap(),
        "5 minutes left. An unanswered question scores nothing."
    );
    phone_page_is_sound(&trainee, "class exam").await;
    screenshot(&trainee, "phone-class-exam").await;
    for q in trainee.find_all(Locator::Css("fieldset.question")).await.unwrap() {
        q.find(Locator::Css("input[type=radio]"))
            .await
            .unwrap()
            .click()
            .await
            .unwrap();
    }
    click(&trainee, "form.exam button[type=submit]").await;
    // Every question is answered: the confirmation says so, and Finish now finishes.
    trainee
        .wait()
        .for_element(Locator::Css("dialog.confirm-finish[open] [data-finish]"))
        .await
        .expect("Finish asks first")
        .click()
        .await
        .unwrap();
    let score = trainee
        .wait()
        .for_element(Locator::Css(".score h1"))
        .await
        .unwrap();
    let score = score.text().await.unwrap().replace(' ', "");
    assert!(score.contains("/2"), "{score}");
    phone_page_is_sound(&trainee, "class exam result").await;

    // The instructor sees the member and the exam result in the report.
    lead.goto(class_page.as_str()).await.unwrap();
    let row = lead
        .find(Locator::XPath(
            "//table[contains(@class,'mastery')]//tr[td[1]='mila-trainee']",
        ))
        .await
        .expect("the trainee is in the report");
    let cells = row.find_all(Locator::Css("td")).await.unwrap();
    let exam_cell = cells.last().unwrap().text().await.unwrap().replace(' ', "");
    assert!(exam_cell.contains("/2"), "exam result in the report: {exam_cell}");
    phone_page_is_sound(&lead, "class report").await;
    screenshot(&lead, "phone-class-report").await;
    lead.close().await.unwrap();
    trainee.close().await.unwrap();
}

/// Every question about a position shows its board in the question itself, before any answer:
/// a practice quiz on flag falls and dead positions is answered through to the end.
#[tokio::test]
async fn every_position_question_shows_its_board_before_it_is_answered() {
    let Some(driver) = chromedriver() else { return };
    let app = spawn_app();
    let profile = tempfile::tempdir().unwrap();
    let c = browser(&driver, profile.path()).await;
    // The quiz is made with a seed, so the same questions come every run; the browser's own
    // session owns it.
    c.goto(&app.url("/quiz?lang=ru")).await.unwrap();
    let quiz = c
        .execute_async(
            "const done = arguments[arguments.length - 1];
             fetch('/api/quizzes', { method: 'POST', headers: { 'Content-Type': 'application/json' },
               body: JSON.stringify({ mode: 'practice', lang: 'ru', topics: ['flag-fall', 'game-end'], count: 12, seed: 11 }) })
               .then(r => r.json()).then(done, () => done(null));",
            vec![],
        )
        .await
        .unwrap();
    let id = quiz["id"].as_str().expect("a quiz").to_string();
    c.goto(&app.url(&format!("/quiz/{id}"))).await.unwrap();
    let questions = quiz["questions"].as_array().expect("the quiz as JSON");
    let mut boards = 0;
    let mut feedback_checked = false;
    for _ in 0..questions.len() {
        let form = c.wait().for_element(Locator::Css("form.question")).await.unwrap();
        let qid = form
            .find(Locator::Css("input[name=question]"))
            .await
            .unwrap()
            .attr("value")
            .await
            .unwrap()
            .unwrap();
        let q = questions.iter().find(|q| q["id"] == qid.as_str()).unwrap();
        if q["fen"].is_string() {
            let board = form
                .find(Locator::Css("svg.board desc"))
                .await
                .unwrap_or_else(|_| {
                    panic!(
                        "{qid} asks about a position ({}): its board is in the question",
                        q["fen"]
                    )
                });
            let described = board.prop("textContent").await.unwrap().unwrap_or_default();
            assert!(
                described.contains("Белые") || described.contains("белых"),
                "{described}"
            );
            // A question with its board is sound on a phone, as every page (the first one
            // checked in full: axe-core is slow, and the boards differ only in their pieces).
            if boards == 0 {
                phone_page_is_sound(&c, "a position question").await;
                screenshot(&c, "phone-position-question").await;
            }
            boards += 1;
        }
        answer_the_question(&c).await;
        // The feedback on a position, with its board, is sound too (the first one).
        if q["fen"].is_string() && !feedback_checked {
            phone_page_is_sound(&c, "feedback on a position question").await;
            screenshot(&c, "phone-position-feedback").await;
            feedback_checked = true;
        }
        if c.find(Locator::Css("a#next")).await.is_err() {
            break;
        }
        click(&c, "a#next").await;
    }
    assert!(boards > 0, "the quiz had position questions");
    assert!(feedback_checked, "the feedback on a position was checked");
    c.close().await.unwrap();
}

/// Paste a TRF file into the assistant's form and send it.
async fn paste_trf_and_decide(c: &Client, trf: &str) {
    c.execute(
        "document.getElementById('trf').value = arguments[0];",
        vec![json!(trf)],
    )
    .await
    .unwrap();
    click(c, "form.assist button[type=submit]").await;
}

/// The number of answers (`kind` "pending") or flags ("flags") this browser still has to send
/// for quiz `id`.
async fn unsent(c: &Client, kind: &str, id: &str) -> u64 {
    c.execute(
        "return Object.keys(JSON.parse(localStorage.getItem('arbiter-exam-' + arguments[0] + ':' + arguments[1]) || '{}')).length;",
        vec![json!(kind), json!(id)],
    )
    .await
    .unwrap()
    .as_u64()
    .unwrap()
}

/// The number of answers this browser still has to send for quiz `id`.
async fn unsent_answers(c: &Client, id: &str) -> u64 {
    unsent(c, "pending", id).await
}

/// Wait until this browser has sent every answer and flag of quiz `id`, or fail saying `what`.
/// A send that failed is retried every 15 s, and a busy machine (the test server in a debug
/// build, the service worker saving the offline copy beside it) answers slowly: so up to 45 s.
async fn all_sent(c: &Client, id: &str, what: &str) {
    let mut left = (0, 0);
    for _ in 0..450 {
        left = (unsent(c, "pending", id).await, unsent(c, "flags", id).await);
        if left == (0, 0) {
            return;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    panic!(
        "{what}: after 45 s, {} answers and {} flags are still unsent",
        left.0, left.1
    );
}

#[tokio::test]
async fn on_a_phone_a_mock_exam_is_navigated_flagged_saved_as_answered_and_confirmed_before_finishing() {
    let Some(driver) = chromedriver() else { return };
    let app = spawn_app();
    let profile = tempfile::tempdir().unwrap();
    let c = browser(&driver, profile.path()).await;
    c.goto(&app.url("/quiz?lang=en")).await.unwrap();
    click(&c, "input[name=mode][value=exam]").await;
    click(&c, "input[name=topics][value=flag-fall]").await;
    c.execute(
        "document.querySelector('select[name=count]').value = '5';",
        vec![],
    )
    .await
    .unwrap();
    click(&c, "form.quiz-start button[type=submit]").await;
    c.wait().for_element(Locator::Css("form.exam")).await.unwrap();
    let id = attr_of(&c, "form.exam", "data-quiz").await;
    assert_eq!(text_of(&c, "[data-answered-count]").await, "Answered: 0 of 5");
    // With more than 5 minutes left there is no warning yet.
    let alert = c.find(Locator::Css("p.exam-alert")).await.unwrap();
    assert!(
        !alert.is_displayed().await.unwrap(),
        "no 5-minute warning at the start"
    );

    // An answer counts at once, shows in the navigator and is saved on the server.
    click(&c, "fieldset#q1 input[type=radio]").await;
    assert_eq!(text_of(&c, "[data-answered-count]").await, "Answered: 1 of 5");
    all_sent(&c, &id, "the answer was sent").await;

    // A dropped connection loses no answer: it is kept in this browser, the page says it is
    // not saved yet, and it is sent as soon as the connection is back.
    c.issue_cmd(NetworkConditions { offline: true }).await.unwrap();
    click(&c, "fieldset#q3 input[type=radio]").await;
    let unsaved = c
        .wait()
        .at_most(Duration::from_secs(30))
        .for_element(Locator::Css("p.exam-alert[data-kind=unsaved]:not([hidden])"))
        .await
        .expect("offline, the page says the answer is not saved yet");
    assert!(
        unsaved.text().await.unwrap().starts_with("No connection"),
        "{}",
        unsaved.text().await.unwrap()
    );
    assert_eq!(unsent_answers(&c, &id).await, 1, "kept while offline");
    screen_and_access_are_sound(&c, "exam with an answer not yet saved").await;
    screenshot(&c, "phone-exam-offline-answer-kept").await;
    c.issue_cmd(NetworkConditions { offline: false }).await.unwrap();
    all_sent(&c, &id, "sent once back online").await;
    // The console logged the requests that failed offline, and nothing else.
    let failed = console_problems(&c).await;
    assert!(
        failed.iter().all(|p| p.contains("ERR_INTERNET_DISCONNECTED")),
        "{failed:#?}"
    );
    assert!(
        !unsaved.is_displayed().await.unwrap(),
        "the notice goes once everything is saved"
    );

    // An answer still unsent when the page was left (closed, or reloaded offline) is chosen
    // again and sent when the exam is opened next.
    let value = attr_of(&c, "fieldset#q4 input[type=radio]", "value").await;
    c.execute(
        "localStorage.setItem('arbiter-exam-pending:' + arguments[0], JSON.stringify({q4: arguments[1]}));",
        vec![json!(id), json!(value)],
    )
    .await
    .unwrap();
    c.refresh().await.unwrap();
    c.wait().for_element(Locator::Css("form.exam")).await.unwrap();
    all_sent(&c, &id, "the kept answer is sent on the next visit").await;
    assert_eq!(text_of(&c, "[data-answered-count]").await, "Answered: 3 of 5");
    click(&c, "button.flag[data-flag=q2]").await;
    click(&c, "details.navigator summary").await;
    let classes = |q: &'static str| {
        let c = c.clone();
        async move {
            c.find(Locator::Css(&format!("a[data-nav={q}]")))
                .await
                .unwrap()
                .attr("class")
                .await
                .unwrap()
                .unwrap_or_default()
        }
    };
    assert!(classes("q1").await.contains("answered"));
    assert!(classes("q2").await.contains("flagged"));
    phone_page_is_sound(&c, "exam with the navigator open").await;
    screenshot(&c, "phone-exam-navigator").await;

    // The flag is saved with the attempt, like the answer: once sent, this browser keeps
    // nothing, and a reload with its storage cleared (another browser, say) shows both.
    all_sent(&c, &id, "the flag was sent").await;
    c.execute("localStorage.clear();", vec![]).await.unwrap();
    c.refresh().await.unwrap();
    c.wait().for_element(Locator::Css("form.exam")).await.unwrap();
    let checked: bool = c
        .execute(
            "return !!document.querySelector('fieldset#q1 input:checked');",
            vec![],
        )
        .await
        .unwrap()
        .as_bool()
        .unwrap();
    assert!(checked, "the saved answer is back after a reload");
    assert_eq!(
        text_of(&c, "[data-answered-count]").await,
        "Answered: 3 of 5",
        "the answers sent after the connection came back and after the reload are saved too"
    );
    assert!(classes("q2").await.contains("flagged"));

    // Finish asks first and names what is not answered; "Return" goes back to the exam.
    click(&c, "form.exam button[type=submit]").await;
    let list = c
        .wait()
        .for_element(Locator::Css("dialog.confirm-finish[open] [data-unanswered-list]"))
        .await
        .expect("Finish asks first");
    assert_eq!(list.text().await.unwrap(), "Not answered yet: 2, 5.");
    phone_page_is_sound(&c, "exam, the confirmation before finishing").await;
    screenshot(&c, "phone-exam-confirm").await;
    click(&c, "dialog.confirm-finish [data-return]").await;
    let open: bool = c
        .execute(
            "return document.querySelector('dialog.confirm-finish').open;",
            vec![],
        )
        .await
        .unwrap()
        .as_bool()
        .unwrap();
    assert!(!open, "back to the exam");
    click(&c, "form.exam button[type=submit]").await;
    click(&c, "dialog.confirm-finish[open] [data-finish]").await;
    c.wait().for_element(Locator::Css(".score h1")).await.unwrap();

    // The review filters to the flagged question, and to the wrong or unanswered ones.
    click(&c, "button[data-filter=flagged]").await;
    let shown = |c: Client| async move {
        c.execute(
            "return [...document.querySelectorAll('ol.review > li')].filter(li => !li.hidden).map(li => li.dataset.q);",
            vec![],
        )
        .await
        .unwrap()
    };
    assert_eq!(shown(c.clone()).await, json!(["q2"]));
    click(&c, "button[data-filter=wrong]").await;
    let wrong = shown(c.clone()).await;
    assert!(
        wrong.as_array().unwrap().len() >= 2,
        "two unanswered at least: {wrong}"
    );
    phone_page_is_sound(&c, "exam review").await;
    screenshot(&c, "phone-exam-review").await;
    c.close().await.unwrap();
}

/// The assistant on a phone: each form and its answer fit the screen with the verdict first;
/// a scoresheet and a TRF file are posted and answered; offline, a form says it needs the
/// connection instead of sending into the void.
#[tokio::test]
async fn on_a_phone_the_assistant_answers_an_incident_with_the_verdict_on_the_first_screen() {
    let Some(driver) = chromedriver() else { return };
    let app = spawn_app();
    let profile = tempfile::tempdir().unwrap();
    let c = browser(&driver, profile.path()).await;

    c.goto(&app.url("/assist?lang=pt")).await.unwrap();
    phone_page_is_sound(&c, "assistant").await;
    screenshot(&c, "phone-assist").await;

    for (name, path) in [
        (
            "flag-fall",
            "/assist/flag-fall?lang=ru&flagged=white&time_control=rapid&increment_s=0&white=KNP&black=KR",
        ),
        (
            "illegal-move",
            "/assist/illegal-move?lang=sr-Cyrl&time_control=blitz&supervision=limited&irregularity=pawn&offender=black&nth=1&opponent_moved=yes",
        ),
        ("berger", "/assist/berger?lang=en&players=7&round=3"),
    ] {
        c.goto(&app.url(path)).await.unwrap();
        phone_page_is_sound(&c, name).await;
        let missing = below_the_first_screen(&c, &[".answer .verdict", ".answer .chips"]).await;
        assert!(missing.is_empty(), "{name}: below the first screen: {missing:?}");
        screenshot(&c, &format!("phone-assist-{name}")).await;
    }

    // A scoresheet typed on the phone: the claim is judged and the repeats are listed.
    c.goto(&app.url("/assist/draw-claim?lang=en")).await.unwrap();
    phone_page_is_sound(&c, "draw-claim form").await;
    let moves = c.find(Locator::Css("textarea[name=moves]")).await.unwrap();
    moves
        .send_keys("1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1")
        .await
        .unwrap();
    c.find(Locator::Css("input[name=written]"))
        .await
        .unwrap()
        .send_keys("Ng8")
        .await
        .unwrap();
    click(&c, "form.assist button[type=submit]").await;
    let verdict = c
        .wait()
        .at_most(Duration::from_secs(30))
        .for_element(Locator::Css(".answer .verdict"))
        .await
        .expect("the claim is answered");
    assert!(verdict.text().await.unwrap().contains("1/2-1/2"));
    phone_page_is_sound(&c, "draw-claim answer").await;
    screenshot(&c, "phone-assist-draw-claim").await;

    // A TRF file: standings with the chosen tie-breaks, a card a player on the phone.
    c.goto(&app.url("/assist/tie-breaks?lang=en")).await.unwrap();
    let trf = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/fixtures/trf/swiss-10x5.trf"
    ))
    .unwrap();
    paste_trf_and_decide(&c, &trf).await;
    c.wait()
        .at_most(Duration::from_secs(30))
        .for_element(Locator::Css("table.standings tbody tr"))
        .await
        .expect("the standings are shown");
    let rows = c
        .find_all(Locator::Css("table.standings tbody tr"))
        .await
        .unwrap();
    assert_eq!(rows.len(), 10);
    phone_page_is_sound(&c, "tie-breaks").await;
    screenshot(&c, "phone-assist-tie-breaks").await;

    // A pairing check: a round whose first board has its colours reversed; the verdict and the
    // board that differs, in Portuguese, with the boards side by side on the phone.
    c.goto(&app.url("/assist/pairing-check?lang=pt")).await.unwrap();
    // Board 1 is 5–1 (White first); the file gives 1 White instead.
    let trf = crate::helpers::pairing_fixture("dutch-17p-r5.trf");
    let trf = crate::helpers::set_colour(&crate::helpers::set_colour(&trf, 1, 5, 'w'), 5, 5, 'b');
    paste_trf_and_decide(&c, &trf).await;
    c.wait()
        .at_most(Duration::from_secs(30))
        .for_element(Locator::Css("table.pairs tr.differs"))
        .await
        .expect("the board that differs is marked");
    let verdict = c.find(Locator::Css(".pairing .verdict")).await.unwrap();
    assert!(verdict.text().await.unwrap().contains("não está emparceirada"));
    let bottom: f64 = c
        .execute(
            "const r = document.querySelector('.pairing ul').getBoundingClientRect(); return r.bottom;",
            vec![],
        )
        .await
        .unwrap()
        .as_f64()
        .unwrap();
    assert!(bottom < 740.0, "the difference is on the first screen: {bottom}");
    screenshot(&c, "phone-assist-pairing-check").await;
    phone_page_is_sound(&c, "pairing-check").await;
    c.execute("document.querySelector('table.pairs').scrollIntoView();", vec![])
        .await
        .unwrap();
    screenshot(&c, "phone-assist-pairing-check-boards").await;

    // Offline: the note shows, and Decide does not leave the page.
    c.goto(&app.url("/assist/time-control?lang=pt")).await.unwrap();
    c.issue_cmd(NetworkConditions { offline: true }).await.unwrap();
    c.wait()
        .at_most(Duration::from_secs(30))
        .for_element(Locator::Css(".offline-only:not([hidden])"))
        .await
        .expect("offline, the form says it needs the connection");
    c.find(Locator::Css("input[name=base_min]"))
        .await
        .unwrap()
        .send_keys("15")
        .await
        .unwrap();
    click(&c, "form.assist button[type=submit]").await;
    let url = c.current_url().await.unwrap();
    assert!(url.query().is_none_or(|q| !q.contains("base_min")), "{url}");
    screenshot(&c, "phone-assist-offline").await;
    c.issue_cmd(NetworkConditions { offline: false }).await.unwrap();
    c.close().await.unwrap();
}

/// The pages the other phone tests do not reach are sound on a phone too (the phone's viewport,
/// nothing sideways, 44-px targets, axe-core clean, a clean console): the topics, a topic, an
/// article, a ruling with a nine-column table of its own, whose rows become labelled cards, a
/// page that does not exist, the account and classes pages signed out, and, signed in, the
/// account and study pages.
#[tokio::test]
async fn on_a_phone_every_other_page_a_reader_reaches_is_sound_too() {
    let Some(driver) = chromedriver() else { return };
    let app = spawn_app();
    let profile = tempfile::tempdir().unwrap();
    let c = browser(&driver, profile.path()).await;
    for (path, name) in [
        ("/topics?lang=pt", "topics"),
        ("/topics/touch-move?lang=ru", "a topic"),
        ("/articles/6.9?lang=sr", "an article"),
        (
            "/rulings/tm-team-tiebreaks-worked-example?lang=en",
            "a ruling with a wide table",
        ),
        ("/rulings/no-such-ruling?lang=pt", "a page that does not exist"),
        ("/account?lang=ru", "account, signed out"),
        ("/classes?lang=sr-Cyrl", "classes, signed out"),
    ] {
        c.goto(&app.url(path)).await.unwrap();
        phone_page_is_sound(&c, name).await;
        screenshot(&c, &format!("phone-page-{}", name.replace([' ', ','], "-"))).await;
    }

    // The wide table's cells are labelled by their column, shown as cards within the screen.
    c.goto(&app.url("/rulings/tm-team-tiebreaks-worked-example?lang=en"))
        .await
        .unwrap();
    let cells = c
        .execute(
            "return [...document.querySelectorAll('.body td')].map(td => {
               const th = td.closest('table').querySelectorAll('thead th')[td.cellIndex];
               return [td.dataset.label || '', td.getBoundingClientRect().right, th ? th.textContent.trim() : ''];
             });",
            vec![],
        )
        .await
        .unwrap();
    let cells = cells.as_array().unwrap();
    assert!(cells.len() > 9, "the ruling has its table: {cells:?}");
    for cell in cells {
        // Labelled by its column's heading (a column without a heading has nothing to say).
        assert_eq!(
            cell[0], cell[2],
            "a cell labelled other than by its column: {cell:?}"
        );
        assert!(
            cell[1].as_f64().unwrap() <= PHONE_WIDTH as f64,
            "a cell beyond the screen: {cell:?}"
        );
    }
    c.execute("document.querySelector('.body table').scrollIntoView();", vec![])
        .await
        .unwrap();
    screenshot(&c, "phone-page-ruling-table-as-cards").await;

    // Signed in: the account and the study pages.
    c.goto(&app.url("/account?lang=en")).await.unwrap();
    let name = crate::helpers::unique("pages");
    submit(&c, "#signup", &[("username", &name), ("password", PASSWORD)]).await;
    c.wait()
        .for_element(Locator::Css("form[action='/account/logout']"))
        .await
        .unwrap();
    phone_page_is_sound(&c, "account, signed in").await;
    // One answer, right or wrong, sets the next review (and a finished quiz a point on the
    // progress chart); /study then says when it is due, in the reader's time zone (Kolkata,
    // UTC+5:30, here) and language, as the progress chart's day does.
    c.issue_cmd(TimeZone("Asia/Kolkata")).await.unwrap();
    c.goto(&app.url("/quiz?lang=pt")).await.unwrap();
    start_a_practice_quiz(&c, "flag-fall").await;
    answer_the_question(&c).await;
    finish_the_quiz(&c).await;
    c.goto(&app.url("/study?lang=pt")).await.unwrap();
    phone_page_is_sound(&c, "study").await;
    screenshot(&c, "phone-page-study").await;
    let local = |css: &'static str, options: &'static str, attr: &'static str| {
        let c = c.clone();
        async move {
            c.execute(
                &format!(
                    "const t = document.querySelector('{css}');
                     if (!t) return null;
                     const shown = new Intl.DateTimeFormat(document.documentElement.lang,
                       {{ {options}, timeZone: 'Asia/Kolkata' }}).format(new Date(t.getAttribute('{attr}')));
                     return [t.textContent, shown + (t.dataset.suffix || ''), t.getAttribute('{attr}')];"
                ),
                vec![],
            )
            .await
            .unwrap()
        }
    };
    let due = local(
        ".empty time[data-local]",
        "dateStyle: 'medium', timeStyle: 'short'",
        "datetime",
    )
    .await;
    assert!(due.is_array(), "/study says when the next review is due");
    assert_eq!(due[0], due[1], "the next review in Kolkata's time: {due}");
    assert!(!due[0].as_str().unwrap().contains("UTC"), "{due}");
    c.goto(&app.url("/progress?lang=pt")).await.unwrap();
    let day = local(
        "svg.chart title[data-local-date]",
        "dateStyle: 'medium'",
        "data-local-date",
    )
    .await;
    assert!(day.is_array(), "the progress chart has the answer's day");
    assert_eq!(day[0], day[1], "the chart's day in Kolkata: {day}");
    c.close().await.unwrap();

    // An administrator's pages: the users and the item statistics.
    let admin_name = crate::helpers::unique("pages-admin");
    add_user(&app.data_dir, &admin_name, "admin");
    let admin_profile = tempfile::tempdir().unwrap();
    let admin = browser(&driver, admin_profile.path()).await;
    admin.goto(&app.url("/account?lang=sr")).await.unwrap();
    submit(
        &admin,
        "#login",
        &[("username", &admin_name), ("password", PASSWORD)],
    )
    .await;
    admin
        .wait()
        .for_element(Locator::Css("form[action='/account/logout']"))
        .await
        .unwrap();
    for (path, name) in [
        ("/admin/users?lang=sr", "users (administrator)"),
        ("/items?lang=en", "item statistics"),
    ] {
        admin.goto(&app.url(path)).await.unwrap();
        phone_page_is_sound(&admin, name).await;
        screenshot(
            &admin,
            &format!("phone-page-{}", name.replace([' ', '(', ')'], "-")),
        )
        .await;
    }
    admin.close().await.unwrap();
}
