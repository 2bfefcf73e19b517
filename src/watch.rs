//! `serve --watch`: re-read the content and the templates when a file changes, and swap the new
//! knowledge base, index and templates in as one (requests in flight keep the snapshot they
//! started with). A change that does not pass `check` keeps the last good version serving and
//! puts the report in the log and on a banner on every page until it is fixed.

use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::Duration;

use anyhow::Context;
use arc_swap::ArcSwap;
use notify_debouncer_mini::notify::RecursiveMode;
use notify_debouncer_mini::{DebounceEventResult, Debouncer, new_debouncer};

use crate::web::Live;

/// Keeps the watch running; dropping it stops it.
pub struct Watcher {
    _debouncer: Debouncer<notify_debouncer_mini::notify::RecommendedWatcher>,
}

/// How long the files must be quiet before a reload (an editor saves in several steps).
const QUIET: Duration = Duration::from_millis(300);

/// Watch `content` and `templates`; reload into `live` on each burst of changes.
pub fn start(live: Arc<ArcSwap<Live>>, content: PathBuf, templates: PathBuf) -> anyhow::Result<Watcher> {
    let (c, t) = (content.clone(), templates.clone());
    let mut debouncer = new_debouncer(QUIET, move |res: DebounceEventResult| match res {
        Ok(events) if !events.is_empty() => reload(&live, &c, &t),
        Ok(_) => {}
        Err(e) => tracing::warn!(error = %e, "watching the content failed"),
    })
    .context("cannot start the file watcher")?;
    debouncer
        .watcher()
        .watch(&content, RecursiveMode::Recursive)
        .with_context(|| format!("cannot watch {}", content.display()))?;
    if templates.is_dir() {
        debouncer
            .watcher()
            .watch(&templates, RecursiveMode::Recursive)
            .with_context(|| format!("cannot watch {}", templates.display()))?;
    }
    tracing::info!(content = %content.display(), templates = %templates.display(), "watching for changes");
    Ok(Watcher {
        _debouncer: debouncer,
    })
}

/// Load everything again; swap it in if it is valid, else keep the old and show why.
fn reload(live: &ArcSwap<Live>, content: &Path, templates: &Path) {
    let dir = templates.is_dir().then_some(templates);
    match Live::load(content, dir) {
        Ok(next) => {
            tracing::info!(rulings = next.kb.rulings().len(), "content reloaded");
            live.store(Arc::new(next));
        }
        Err(e) => {
            let report = format!("{e:#}");
            tracing::warn!("content change rejected, still serving the last good version:\n{report}");
            let old = live.load_full();
            live.store(Arc::new(Live {
                kb: old.kb.clone(),
                search: old.search.clone(),
                templates: Arc::new(old.templates.with_banner(Some(&report))),
                offline: Default::default(),
            }));
        }
    }
}
