//! Integration tests: the real server on a real port, the shipped content, a temp SQLite file.

mod browser;
mod cli;
mod coverage;
mod durability;
mod helpers;
mod pages;
mod quiz;
mod search_api;
mod search_quality;
mod security;
