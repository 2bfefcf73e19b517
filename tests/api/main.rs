//! Integration tests: the real server on a real port, the shipped content, a temp SQLite file.

mod accounts;
mod architecture;
mod assist;
mod browser;
mod classes;
mod cli;
mod coverage;
mod durability;
mod errors;
mod exam_day;
mod helpers;
mod integrity;
mod logs;
mod offline;
mod pages;
mod quiz;
mod search_api;
mod search_quality;
mod security;
mod watch;
