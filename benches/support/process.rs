//! What both benchmarks need to run the real server and watch it: the binary under test, its
//! health check, its memory from `/proc`, and a line describing the machine.

use std::io::{Read, Write};
use std::path::PathBuf;
use std::time::Duration;

/// The server binary to measure: `BENCH_SERVER_BIN` (another build, for a "before"), or this
/// build's.
pub fn server_bin() -> PathBuf {
    std::env::var_os("BENCH_SERVER_BIN")
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from(env!("CARGO_BIN_EXE_arbiter-kb")))
}

/// One plain HTTP/1.1 request to `/healthz`, answered 200.
pub fn healthy(base: &str) -> bool {
    let Some(addr) = base.strip_prefix("http://") else {
        return false;
    };
    let Ok(mut s) = std::net::TcpStream::connect(addr) else {
        return false;
    };
    let _ = s.set_read_timeout(Some(Duration::from_secs(5)));
    let _ =
        s.write_all(format!("GET /healthz HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\n\r\n").as_bytes());
    let mut buf = String::new();
    let _ = s.read_to_string(&mut buf);
    buf.starts_with("HTTP/1.1 200")
}

/// A numeric field of `/proc/<pid>/status` (`VmRSS:` in KiB, `Threads:` …).
pub fn status_field(pid: u32, name: &str) -> u64 {
    std::fs::read_to_string(format!("/proc/{pid}/status"))
        .unwrap_or_default()
        .lines()
        .find(|l| l.starts_with(name))
        .and_then(|l| l.split_whitespace().nth(1))
        .and_then(|v| v.parse().ok())
        .unwrap_or(0)
}

/// `(VmRSS, VmHWM)` of a process, in KiB.
pub fn rss_kib(pid: u32) -> (u64, u64) {
    (status_field(pid, "VmRSS:"), status_field(pid, "VmHWM:"))
}

/// `machine: <cpu model>, <n> cores available`.
pub fn machine() -> String {
    let cpu = std::fs::read_to_string("/proc/cpuinfo")
        .ok()
        .and_then(|c| {
            c.lines()
                .find(|l| l.starts_with("model name"))
                .map(|l| l.split(':').nth(1).unwrap_or("").trim().to_string())
        })
        .unwrap_or_default();
    let cores = std::thread::available_parallelism().map(|n| n.get()).unwrap_or(0);
    format!("machine: {cpu}, {cores} cores available")
}
