//! Integration tests: the real server on a real port, the shipped content, a temp SQLite file.

mod cli;
mod helpers;
mod pages;
mod search_api;
mod security;
