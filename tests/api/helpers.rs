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
}

impl TestApp {
    pub fn url(&self, path: &str) -> String {
        format!("{}{}", self.address, path)
    }
}

/// The shipped knowledge base.
pub fn content_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("content")
}

/// A client that does not follow redirects and keeps cookies.
pub fn client() -> reqwest::Client {
    reqwest::Client::builder()
        .redirect(reqwest::redirect::Policy::none())
        .cookie_store(true)
        .build()
        .unwrap()
}

/// Start a fresh server in its own thread and runtime (it outlives any one test's runtime).
pub fn start(content: PathBuf) -> TestApp {
    let data = tempfile::Builder::new()
        .prefix("arbiter-kb-test")
        .tempdir()
        .unwrap()
        .keep();
    let settings = Settings::for_tests(content, data.clone());
    let (tx, rx) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        actix_web::rt::System::new().block_on(async move {
            let app = Application::build(settings).await.expect("the app builds");
            tx.send(app.address()).unwrap();
            app.run_until_stopped().await.unwrap();
        })
    });
    let addr = rx.recv().expect("the server started");
    TestApp {
        address: format!("http://{addr}"),
        data_dir: data,
    }
}

/// One shared server for read-only tests: building the index once keeps the suite fast.
pub fn spawn_app() -> &'static TestApp {
    static APP: OnceLock<TestApp> = OnceLock::new();
    APP.get_or_init(|| start(content_dir()))
}
