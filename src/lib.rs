//! arbiter-kb: a knowledge base and quiz server for chess arbiters.
//!
//! Architecture (each module has one job):
//! - [`content`]: loads and validates the Markdown knowledge base (front matter, bodies, articles).
//! - [`exchange`]: question-bank export (Moodle XML, GIFT, JSON) and Q&A document import.
//! - [`quiz`]: question generation from rulings and rule engines, and grading (pure).
//! - [`search`]: the tantivy index over every document and language, and the query logic.
//! - [`store`]: the SQLite database (the only module with SQL): migrations and data access.
//! - [`training`]: the use-cases of people who train: accounts and sessions, quizzes, progress,
//!   classes and reports, item statistics, rate limits (called by `web`, storing through `store`).
//! - [`web`]: the actix-web route table, handlers, templates, JSON API and error mapping.
//! - [`startup`]: builds the whole application from [`config::Settings`] (used by `main` and tests).
//! - [`cli`] and [`config`]: command-line parsing and settings.

pub mod assist;
pub mod cli;
pub mod config;
pub mod content;
pub mod exchange;
pub mod locales;
pub mod logging;
pub mod quiz;
pub mod rules;
pub mod search;
pub mod startup;
pub mod store;
pub mod training;
pub mod watch;
pub mod web;
