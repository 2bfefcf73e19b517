//! `spawn_app()`: the real application on port 0 with the shipped content and a temp data dir.

use std::path::PathBuf;
use std::sync::OnceLock;

use arbiter_kb::config::Settings;
use arbiter_kb::startup::Application;

/// A running test server.
pub struct TestApp {
    /// `http://127.0.0.1:PORT`
    pub address: String,
    /// The data folder (kept alive for the test's duration).
    pub data_dir: PathBuf,
    /// The running application's shared state (its store, its hashing pool).
    pub state: arbiter_kb::web::AppState,
    handle: actix_web::dev::ServerHandle,
}

impl TestApp {
    pub fn url(&self, path: &str) -> String {
        format!("{}{}", self.address, path)
    }

    /// Stop the server gracefully (in-flight requests finish).
    pub async fn stop(&self) {
        self.handle.stop(true).await;
    }
}

/// The shipped knowledge base.
pub fn content_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("content")
}

/// A pairing fixture (tests/fixtures/pairing, made with bbpPairings: see its PROVENANCE.md).
pub fn pairing_fixture(name: &str) -> String {
    std::fs::read_to_string(
        PathBuf::from(env!("CARGO_MANIFEST_DIR"))
            .join("tests/fixtures/pairing")
            .join(name),
    )
    .unwrap()
}

/// A TRF-16 text with the colour of `player`'s game in round `round` set to `colour` (round n's
/// colour is in column 97 + 10(n − 1)).
pub fn set_colour(trf: &str, player: u32, round: usize, colour: char) -> String {
    let prefix = format!("001 {player:>4} ");
    trf.lines()
        .map(|l| {
            if l.starts_with(&prefix) {
                let mut chars: Vec<char> = l.chars().collect();
                chars[96 + 10 * (round - 1)] = colour;
                chars.into_iter().collect()
            } else {
                l.to_string()
            }
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// The anti-forgery token of the first form on a page.
pub fn form_token(html: &str) -> String {
    let t = html
        .split("name=\"csrf\" value=\"")
        .nth(1)
        .unwrap()
        .split('"')
        .next()
        .unwrap()
        .to_string();
    assert_eq!(t.len(), 64);
    t
}

/// A client that does not follow redirects and keeps cookies.
pub fn client() -> reqwest::Client {
    reqwest::Client::builder()
        .redirect(reqwest::redirect::Policy::none())
        .cookie_store(true)
        .build()
        .unwrap()
}

/// `POST path` with a JSON body as this client: the status and the JSON answer (null when the
/// answer has no JSON body).
pub async fn post_json(
    c: &reqwest::Client,
    app: &TestApp,
    path: &str,
    body: serde_json::Value,
) -> (u16, serde_json::Value) {
    let r = c.post(app.url(path)).json(&body).send().await.unwrap();
    let status = r.status().as_u16();
    (status, r.json().await.unwrap_or(serde_json::Value::Null))
}

/// `GET path` as this client: the JSON answer.
pub async fn get_json(c: &reqwest::Client, app: &TestApp, path: &str) -> serde_json::Value {
    c.get(app.url(path)).send().await.unwrap().json().await.unwrap()
}

/// `GET path` as this client (its cookies, no redirects followed): the body as text.
pub async fn get_text(c: &reqwest::Client, app: &TestApp, path: &str) -> String {
    c.get(app.url(path)).send().await.unwrap().text().await.unwrap()
}

/// Copy a folder tree (a content folder to edit in a test).
pub fn copy_dir(from: &std::path::Path, to: &std::path::Path) {
    std::fs::create_dir_all(to).unwrap();
    for entry in std::fs::read_dir(from).unwrap() {
        let entry = entry.unwrap();
        let target = to.join(entry.file_name());
        if entry.file_type().unwrap().is_dir() {
            copy_dir(&entry.path(), &target);
        } else {
            std::fs::copy(entry.path(), target).unwrap();
        }
    }
}

/// A new temporary data folder.
pub fn temp_data_dir() -> PathBuf {
    tempfile::Builder::new()
        .prefix("arbiter-kb-test")
        .tempdir()
        .unwrap()
        .keep()
}

/// Start a fresh server in its own thread and runtime (it outlives any one test's runtime).
pub fn start(content: PathBuf) -> TestApp {
    start_with(Settings::for_tests(content, temp_data_dir()))
}

/// Start a server with the given settings.
pub fn start_with(settings: Settings) -> TestApp {
    let data = settings.data.clone();
    let (tx, rx) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        actix_web::rt::System::new().block_on(async move {
            let app = Application::build(settings).await.expect("the app builds");
            tx.send((app.address(), app.handle(), app.state().clone()))
                .unwrap();
            app.run_until_stopped().await.unwrap();
        })
    });
    let (addr, handle, state) = rx.recv().expect("the server started");
    TestApp {
        address: format!("http://{addr}"),
        data_dir: data,
        state,
        handle,
    }
}

/// One shared server for read-only tests: building the index once keeps the suite fast.
pub fn spawn_app() -> &'static TestApp {
    static APP: OnceLock<TestApp> = OnceLock::new();
    APP.get_or_init(|| start(content_dir()))
}

/// A password good enough for the checks (ten characters, not common).
pub const PASSWORD: &str = "rook and bishop endgame 1999";

/// Create an account through the command line, which reads the password from stdin (the only
/// way to an instructor or an administrator).
pub fn add_user(data: &std::path::Path, name: &str, role: &str) {
    use std::io::Write;
    use std::process::{Command, Stdio};
    let mut child = Command::new(env!("CARGO_BIN_EXE_arbiter-kb"))
        .args(["user", "add", name, "--role", role, "--data"])
        .arg(data)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    writeln!(child.stdin.take().unwrap(), "{PASSWORD}").unwrap();
    let out = child.wait_with_output().unwrap();
    assert!(
        out.status.success(),
        "user add: {}",
        String::from_utf8_lossy(&out.stderr)
    );
}

/// A browser-like client (cookie jar) signed up as a new trainee `name`.
pub async fn sign_up(app: &TestApp, name: &str) -> reqwest::Client {
    let c = client();
    let r = c
        .post(app.url("/api/account/signup"))
        .json(&serde_json::json!({"username": name, "password": PASSWORD}))
        .send()
        .await
        .unwrap();
    assert_eq!(r.status().as_u16(), 201, "{}", r.text().await.unwrap());
    c
}

/// A browser-like client logged in as `name`.
pub async fn log_in(app: &TestApp, name: &str) -> reqwest::Client {
    let c = client();
    let r = c
        .post(app.url("/api/account/login"))
        .json(&serde_json::json!({"username": name, "password": PASSWORD}))
        .send()
        .await
        .unwrap();
    assert_eq!(r.status().as_u16(), 200, "{}", r.text().await.unwrap());
    c
}

/// A unique account name for a test on a shared server.
pub fn unique(prefix: &str) -> String {
    use std::sync::atomic::{AtomicUsize, Ordering};
    static N: AtomicUsize = AtomicUsize::new(0);
    format!(
        "{prefix}{}-{}",
        std::process::id() % 10_000,
        N.fetch_add(1, Ordering::Relaxed)
    )
}

/// The value of the cookie `name` among a response's `Set-Cookie` headers.
pub fn cookie_value(r: &reqwest::Response, name: &str) -> Option<String> {
    r.headers().get_all("set-cookie").iter().find_map(|v| {
        let v = v.to_str().ok()?;
        let rest = v.strip_prefix(&format!("{name}="))?;
        Some(rest.split(';').next().unwrap_or_default().to_string())
    })
}

/// A client without a cookie jar that sends one cookie.
pub fn with_cookie(name: &str, value: &str) -> reqwest::Client {
    let mut h = reqwest::header::HeaderMap::new();
    h.insert("cookie", format!("{name}={value}").parse().unwrap());
    reqwest::Client::builder()
        .redirect(reqwest::redirect::Policy::none())
        .default_headers(h)
        .build()
        .unwrap()
}

/// `GET path` from the shared app: the status and the page, with `/` unescaped (minijinja
/// writes it as `&#x2f;` in attributes; browsers decode it, and so do we).
pub async fn page(path: &str) -> (u16, String) {
    let r = client().get(spawn_app().url(path)).send().await.unwrap();
    (
        r.status().as_u16(),
        r.text().await.unwrap().replace("&#x2f;", "/"),
    )
}
