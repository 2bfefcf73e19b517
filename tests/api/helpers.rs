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

/// A client that does not follow redirects and keeps cookies.
pub fn client() -> reqwest::Client {
    reqwest::Client::builder()
        .redirect(reqwest::redirect::Policy::none())
        .cookie_store(true)
        .build()
        .unwrap()
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
            tx.send((app.address(), app.handle())).unwrap();
            app.run_until_stopped().await.unwrap();
        })
    });
    let (addr, handle) = rx.recv().expect("the server started");
    TestApp {
        address: format!("http://{addr}"),
        data_dir: data,
        handle,
    }
}

/// One shared server for read-only tests: building the index once keeps the suite fast.
pub fn spawn_app() -> &'static TestApp {
    static APP: OnceLock<TestApp> = OnceLock::new();
    APP.get_or_init(|| start(content_dir()))
}
