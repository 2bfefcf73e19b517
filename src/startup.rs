//! Builds the whole application from settings: loads and validates the content (refusing to
//! start on any problem), builds the search index and templates, opens the database, and binds
//! the HTTP server. `main` and the integration tests both go through [`Application::build`].

use std::net::{SocketAddr, TcpListener};
use std::sync::Arc;

use actix_web::dev::Server;
use actix_web::middleware::{Compress, from_fn};
use actix_web::{App, HttpServer};
use anyhow::Context;
use tracing_actix_web::TracingLogger;

use crate::config::Settings;
use crate::store::Store;
use crate::web::{self, AppState};

/// Run the training housekeeping off the async workers, logging what it did.
async fn housekeeping(training: &Arc<crate::training::Training>) {
    let t = training.clone();
    let now = crate::web::clock::now_ms();
    match actix_web::rt::task::spawn_blocking(move || t.housekeeping(now)).await {
        Ok(Ok(done)) if done != crate::training::Housekeeping::default() => {
            tracing::info!(
                quizzes = done.quizzes,
                sessions = done.sessions,
                guests = done.guests,
                "removed abandoned quizzes, expired sessions and idle guests"
            )
        }
        Ok(Ok(_)) => {}
        Ok(Err(e)) => tracing::warn!(error = %e, "housekeeping failed"),
        Err(e) => tracing::warn!(error = %e, "housekeeping task failed"),
    }
}

/// A bound, ready-to-run server.
pub struct Application {
    address: SocketAddr,
    server: Server,
    state: AppState,
    /// The content watcher of `serve --watch`, alive as long as the application.
    _watcher: Option<crate::watch::Watcher>,
}

impl Application {
    /// Load everything and bind `settings.bind` (port 0 picks a free port).
    pub async fn build(settings: Settings) -> anyhow::Result<Application> {
        let live = web::Live::load(&settings.content, settings.watch.as_deref())
            .map_err(|e| anyhow::anyhow!("refusing to start: {e:#}"))?;
        let data = settings.data.clone();
        let store = actix_web::rt::task::spawn_blocking(move || Store::open(&data))
            .await
            .context("the database task panicked")??;
        let policy = crate::training::Policy {
            exam_duration: settings.exam_duration,
            ..crate::training::Policy::default()
        };
        let training = Arc::new(crate::training::Training::new(store, policy));
        housekeeping(&training).await;
        let state = AppState {
            live: Arc::new(arc_swap::ArcSwap::from_pointee(live)),
            training: training.clone(),
            secure_cookies: settings.secure_cookies,
            trusted_proxies: settings.trusted_proxies.clone().into(),
            forwarded_header: settings.forwarded_header,
        };
        let watcher = match &settings.watch {
            Some(templates) => Some(
                crate::watch::start(state.live.clone(), settings.content.clone(), templates.clone())
                    .context("failed to watch the content")?,
            ),
            None => None,
        };
        // Abandoned quizzes, expired sessions and idle rate-limit state, hourly.
        actix_web::rt::spawn(async move {
            let mut every = actix_web::rt::time::interval(std::time::Duration::from_secs(3600));
            every.tick().await;
            loop {
                every.tick().await;
                housekeeping(&training).await;
            }
        });
        let listener =
            TcpListener::bind(settings.bind).with_context(|| format!("failed to bind {}", settings.bind))?;
        let address = listener
            .local_addr()
            .context("failed to read the bound address")?;
        let data = actix_web::web::Data::new(state.clone());
        let secure = settings.secure_cookies;
        let server = HttpServer::new(move || {
            App::new()
                .app_data(data.clone())
                .configure(web::configure_extractors)
                .wrap(from_fn(web::remember_language))
                .wrap(from_fn(web::state_changes_declare_themselves))
                // Outside every middleware that may refuse, so each refusal is worded here.
                .wrap(from_fn(web::error::localize))
                .wrap(web::security_headers(secure))
                .wrap(Compress::default())
                .wrap(TracingLogger::<web::RequestSpan>::new())
                .configure(web::routes)
                .default_service(actix_web::web::to(web::not_found))
        })
        .listen(listener)
        .context("failed to listen")?
        .run();
        tracing::info!(
            rulings = state.live().kb.rulings().len(),
            content = state.live().kb.version(),
            database = %state.store().path().display(),
            "arbiter-kb ready"
        );
        Ok(Application {
            address,
            server,
            state,
            _watcher: watcher,
        })
    }

    /// The address actually bound.
    pub fn address(&self) -> SocketAddr {
        self.address
    }

    /// A handle to stop the server gracefully.
    pub fn handle(&self) -> actix_web::dev::ServerHandle {
        self.server.handle()
    }

    /// The shared state (for tests that inspect the store).
    pub fn state(&self) -> &AppState {
        &self.state
    }

    /// Serve until the process is stopped.
    pub async fn run_until_stopped(self) -> anyhow::Result<()> {
        self.server.await.context("the server stopped with an error")
    }
}
