//! Command-line interface: `serve` (the default) and `check`.

use std::net::SocketAddr;
use std::path::PathBuf;

use clap::{Parser, Subcommand};

use crate::config::Settings;

/// Knowledge base and quiz server for chess arbiters.
#[derive(Debug, Parser)]
#[command(name = "arbiter-kb", version, about)]
pub struct Cli {
    /// What to do; `serve` when omitted.
    #[command(subcommand)]
    pub command: Option<Command>,
}

/// The commands.
#[derive(Debug, Subcommand)]
pub enum Command {
    /// Serve the knowledge base over HTTP (the default).
    Serve(ServeArgs),
    /// Validate the content and print every problem as `path:line: field: message`.
    Check(CheckArgs),
}

/// Options of `serve`.
#[derive(Debug, Clone, clap::Args)]
pub struct ServeArgs {
    /// Address to listen on.
    #[arg(long, env = "ARBITER_KB_BIND", default_value = "127.0.0.1:8080")]
    pub bind: SocketAddr,
    /// Folder holding the Markdown knowledge base.
    #[arg(long, env = "ARBITER_KB_CONTENT", default_value = "content")]
    pub content: PathBuf,
    /// Folder for the SQLite database (created if missing).
    #[arg(long, env = "ARBITER_KB_DATA", default_value = "data")]
    pub data: PathBuf,
    /// Mark cookies Secure (when served over HTTPS).
    #[arg(long, env = "ARBITER_KB_SECURE_COOKIES", default_value_t = false)]
    pub secure_cookies: bool,
    /// Minutes allowed for a mock exam.
    #[arg(long, env = "ARBITER_KB_EXAM_MINUTES", default_value_t = 45, value_parser = clap::value_parser!(u64).range(1..=600))]
    pub exam_minutes: u64,
}

impl Default for ServeArgs {
    fn default() -> Self {
        ServeArgs::parse_from_env()
    }
}

impl ServeArgs {
    /// Defaults and environment overrides, as if `serve` was given no flags.
    fn parse_from_env() -> Self {
        #[derive(Parser)]
        struct Wrapper {
            #[command(flatten)]
            args: ServeArgs,
        }
        Wrapper::parse_from(["arbiter-kb"]).args
    }

    /// Turn the arguments into settings.
    pub fn settings(&self) -> Settings {
        Settings {
            bind: self.bind,
            content: self.content.clone(),
            data: self.data.clone(),
            secure_cookies: self.secure_cookies,
            exam_duration: std::time::Duration::from_secs(self.exam_minutes * 60),
        }
    }
}

/// Options of `check`.
#[derive(Debug, Clone, clap::Args)]
pub struct CheckArgs {
    /// Folder holding the Markdown knowledge base.
    #[arg(long, env = "ARBITER_KB_CONTENT", default_value = "content")]
    pub content: PathBuf,
}

/// Run `check`: print every problem, return the process exit code.
pub fn check(args: &CheckArgs) -> i32 {
    match crate::content::KnowledgeBase::load(&args.content) {
        Ok(kb) => {
            for w in kb.warnings() {
                println!("{w}");
            }
            for d in kb.drafts() {
                println!(
                    "{}:1: draft: `{}` is a draft: valid, not served until `draft: true` is removed",
                    d.path.display(),
                    d.id
                );
            }
            println!(
                "{}: {} documents, no problems, {} warning(s), {} draft(s)",
                args.content.display(),
                kb.rulings().len(),
                kb.warnings().len(),
                kb.drafts().len()
            );
            0
        }
        Err(problems) => {
            for p in &problems.0 {
                println!("{p}");
            }
            eprintln!("{} problem(s) found", problems.errors().count());
            1
        }
    }
}
