//! Settings for the server: defaults, overridden by CLI flags and `ARBITER_KB_*` environment
//! variables (clap reads both), validated once at start-up.

use std::net::SocketAddr;
use std::path::PathBuf;
use std::time::Duration;

/// Everything the application needs to start.
#[derive(Debug, Clone)]
pub struct Settings {
    /// Address to listen on; port 0 picks a free port (tests).
    pub bind: SocketAddr,
    /// Root of the knowledge base.
    pub content: PathBuf,
    /// Folder for the SQLite database.
    pub data: PathBuf,
    /// Mark cookies `Secure` and send HSTS (set when served over HTTPS behind a proxy).
    pub secure_cookies: bool,
    /// Proxies whose forwarding header names the client (see `web::session::client_ip`).
    pub trusted_proxies: Vec<ipnet::IpNet>,
    /// Which header the trusted proxies set.
    pub forwarded_header: ForwardedHeader,
    /// Time allowed for a mock exam.
    pub exam_duration: Duration,
    /// Re-read the content (and the templates from this folder) when files change.
    pub watch: Option<PathBuf>,
}

impl Settings {
    /// Settings for a test server: port 0 on loopback, given content and data folders.
    pub fn for_tests(content: PathBuf, data: PathBuf) -> Settings {
        Settings {
            bind: SocketAddr::from(([127, 0, 0, 1], 0)),
            content,
            data,
            secure_cookies: false,
            trusted_proxies: Vec::new(),
            forwarded_header: ForwardedHeader::XForwardedFor,
            exam_duration: Duration::from_secs(45 * 60),
            watch: None,
        }
    }
}

/// The one forwarding header a trusted proxy sets (and overwrites); the other is ignored, since
/// a proxy passes on whatever a client wrote there.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, clap::ValueEnum)]
pub enum ForwardedHeader {
    /// `X-Forwarded-For: client, proxy1, …` (nginx, HAProxy, Caddy, most load balancers).
    #[default]
    #[value(name = "x-forwarded-for")]
    XForwardedFor,
    /// RFC 7239 `Forwarded: for=client, for=proxy1`.
    #[value(name = "forwarded")]
    Forwarded,
}
