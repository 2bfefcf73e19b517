//! Exam day, measured: run with `cargo bench --bench exam_day` (release build; `-- --quick` for a
//! smoke run of about a minute). It starts the real server binary on loopback with a fresh data
//! folder, the shipped `content/` and `--trusted-proxy 127.0.0.1/32`, and plays two scenarios
//! against it, each simulated visitor sending its own `X-Forwarded-For: 10.x.y.z` as a venue's
//! proxy would (only a header value: no traffic leaves 127.0.0.1).
//!
//! 1. **Class exam** for N trainees (N = 100, 500 and 2,000 by default, a fresh server each): an
//!    instructor made with `arbiter-kb user add` logs in, creates a class and sets a 30-question
//!    exam; the trainees arrive over a ramp (45 s), each with its own client and cookie jar, and
//!    sign up, join the class, start the exam, read it, answer every question after a random
//!    think time (0.5–2 s) and finish. The instructor reloads the class report every 10 s. Every
//!    request's status and latency is kept; anything but 2xx is an error and nothing is retried.
//!    Reported: wall time, requests, errors by endpoint and status (with a sample body), latency
//!    p50/p99/max per endpoint, the server's CPU seconds (utime + stime from `/proc/<pid>/stat`)
//!    and its average share of the machine's cores, this client's CPU too (it shares the cores),
//!    the server's RSS (idle before, peak sampled every 100 ms and `VmHWM`, right after), and the
//!    growth of the database (`arbiter-kb.sqlite3` + `-wal`, before and after, and after
//!    `PRAGMA wal_checkpoint(TRUNCATE)`).
//! 2. **Password hashing** (Argon2id, 19 MiB per hash): 200 accounts sign up over a ramp, then
//!    200 wrong-password logins (fresh clients, distinct addresses) and 200 password changes
//!    from the signed-in sessions (half with the right old password, half wrong) are fired at
//!    the same instant. 503 and 429 answers are counted apart and retried after `Retry-After`
//!    (bounded). Reported: first and final statuses, latency, and the server's RSS sampled every
//!    100 ms: idle before, peak during, right after and a minute later (target: ≤ 300 MB).
//!
//! Options (after `--`): `--n 100,500,2000`, `--pace-ms 500..2000` (think time between answers),
//! `--ramp-s 45` (arrivals spread over), `--report-every-s 10` (0: the instructor stays away),
//! `--only exam|hashing`, `--hashing-n 200`, `--settle-s 60` (RSS watched after the burst),
//! `--quick` (N = 50, think time 100–300 ms, 5 s ramps, 50 hashing accounts, 10 s settle).
//! `BENCH_SERVER_BIN=/path/to/arbiter-kb` measures another build. Nothing is asserted: the
//! figures go to BENCHMARKS.md, and the last lines printed are Markdown tables for it.

#[path = "support/process.rs"]
mod process;

use std::collections::BTreeMap;
use std::io::{BufRead, BufReader, Read, Write};
use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use process::{healthy, rss_kib, server_bin, status_field};
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use reqwest::{Client, Method};
use serde_json::{Value, json};

/// Every request gives up after this long.
const REQUEST_TIMEOUT: Duration = Duration::from_secs(30);
/// Questions in the class exam.
const QUESTIONS: usize = 30;
/// The RSS target of the hashing scenario, in MB.
const RSS_TARGET_MB: f64 = 300.0;
const INSTRUCTOR: &str = "instructor";
const INSTRUCTOR_PASSWORD: &str = "lantern orchard seven ridges";
/// Largest N accepted on the command line (the simulated addresses are 10.b.x.y).
const MAX_TRAINEES: usize = 60_000;

// ---------------------------------------------------------------------------------------------
// Options

#[derive(Debug, Clone)]
struct Opts {
    ns: Vec<usize>,
    pace_ms: (u64, u64),
    ramp_s: f64,
    report_every_s: u64,
    exam: bool,
    hashing: bool,
    hashing_n: usize,
    hashing_ramp_s: f64,
    settle_s: u64,
    quick: bool,
}

impl Opts {
    fn parse(args: &[String]) -> Result<Opts, String> {
        let quick = args.iter().any(|a| a == "--quick");
        let mut o = if quick {
            Opts {
                ns: vec![50],
                pace_ms: (100, 300),
                ramp_s: 5.0,
                report_every_s: 5,
                exam: true,
                hashing: true,
                hashing_n: 50,
                hashing_ramp_s: 5.0,
                settle_s: 10,
                quick,
            }
        } else {
            Opts {
                ns: vec![100, 500, 2000],
                pace_ms: (500, 2000),
                ramp_s: 45.0,
                report_every_s: 10,
                exam: true,
                hashing: true,
                hashing_n: 200,
                hashing_ramp_s: 20.0,
                settle_s: 60,
                quick,
            }
        };
        let mut i = 0;
        while i < args.len() {
            let flag = args[i].as_str();
            let value = || {
                args.get(i + 1)
                    .cloned()
                    .ok_or_else(|| format!("{flag} needs a value"))
            };
            let bad = |v: &str| format!("{flag}: cannot read `{v}`");
            match flag {
                "--n" => {
                    let v = value()?;
                    o.ns = v
                        .split(',')
                        .map(|s| s.trim().parse::<usize>().map_err(|_| bad(&v)))
                        .collect::<Result<_, _>>()?;
                    if o.ns.iter().any(|&n| n == 0 || n > MAX_TRAINEES) {
                        return Err(format!("--n: each N is 1 to {MAX_TRAINEES}"));
                    }
                    i += 1;
                }
                "--pace-ms" => {
                    let v = value()?;
                    let (a, b) = v.split_once("..").ok_or_else(|| bad(&v))?;
                    let a: u64 = a.trim().parse().map_err(|_| bad(&v))?;
                    let b: u64 = b.trim().parse().map_err(|_| bad(&v))?;
                    if a > b || b > 60_000 {
                        return Err("--pace-ms: MIN..MAX, at most 60000".into());
                    }
                    o.pace_ms = (a, b);
                    i += 1;
                }
                "--ramp-s" | "--hashing-ramp-s" => {
                    let v = value()?;
                    let s: f64 = v.parse().map_err(|_| bad(&v))?;
                    if !(0.0..=600.0).contains(&s) {
                        return Err(format!("{flag}: 0 to 600 seconds"));
                    }
                    if flag == "--ramp-s" {
                        o.ramp_s = s;
                    } else {
                        o.hashing_ramp_s = s;
                    }
                    i += 1;
                }
                "--report-every-s" | "--settle-s" => {
                    let v = value()?;
                    let s: u64 = v.parse().map_err(|_| bad(&v))?;
                    if s > 600 {
                        return Err(format!("{flag}: at most 600 seconds"));
                    }
                    if flag == "--settle-s" {
                        o.settle_s = s;
                    } else {
                        o.report_every_s = s;
                    }
                    i += 1;
                }
                "--hashing-n" => {
                    let v = value()?;
                    o.hashing_n = v.parse().map_err(|_| bad(&v))?;
                    if !(1..=5000).contains(&o.hashing_n) {
                        return Err("--hashing-n: 1 to 5000".into());
                    }
                    i += 1;
                }
                "--only" => {
                    let v = value()?;
                    match v.as_str() {
                        "exam" => o.hashing = false,
                        "hashing" => o.exam = false,
                        _ => return Err("--only exam|hashing".into()),
                    }
                    i += 1;
                }
                // `cargo bench` passes `--bench`.
                "--quick" | "--bench" => {}
                other => eprintln!("exam_day: ignoring unknown argument `{other}`"),
            }
            i += 1;
        }
        Ok(o)
    }
}

// ---------------------------------------------------------------------------------------------
// The server process

/// Whether this build of the server knows `--trusted-proxy`.
fn knows_trusted_proxy() -> bool {
    Command::new(server_bin())
        .args(["serve", "--help"])
        .stderr(Stdio::null())
        .output()
        .map(|o| String::from_utf8_lossy(&o.stdout).contains("--trusted-proxy"))
        .unwrap_or(false)
}

/// `arbiter-kb user add NAME --role ROLE --data DIR`, the password on stdin.
fn add_user(data: &Path, name: &str, password: &str, role: &str) -> Result<(), String> {
    let mut child = Command::new(server_bin())
        .args(["user", "add", name, "--role", role, "--data"])
        .arg(data)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| format!("user add: {e}"))?;
    if let Some(mut stdin) = child.stdin.take() {
        stdin
            .write_all(password.as_bytes())
            .map_err(|e| format!("user add: {e}"))?;
    }
    let out = child.wait_with_output().map_err(|e| format!("user add: {e}"))?;
    if out.status.success() {
        Ok(())
    } else {
        Err(format!(
            "user add failed: {}",
            String::from_utf8_lossy(&out.stderr).trim()
        ))
    }
}

/// Warnings and errors the server logged, counted by message (the timestamp left out).
#[derive(Default)]
struct ServerLog {
    lines: usize,
    notable: BTreeMap<String, usize>,
    notable_total: usize,
}

/// The real server, started from the binary; killed when dropped.
struct Server {
    child: Child,
    base: String,
    pid: u32,
    data: tempfile::TempDir,
    log: Arc<Mutex<ServerLog>>,
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

fn drain(
    stream: impl Read + Send + 'static,
    log: Arc<Mutex<ServerLog>>,
    addr: Option<std::sync::mpsc::Sender<String>>,
) {
    std::thread::spawn(move || {
        let mut addr = addr;
        for line in BufReader::new(stream).lines() {
            let Ok(line) = line else { break };
            if let Some(i) = line.find("serving on http://")
                && let Some(tx) = addr.take()
            {
                let _ = tx.send(line[i + "serving on ".len()..].trim().to_string());
            }
            let mut l = log.lock().unwrap_or_else(|e| e.into_inner());
            l.lines += 1;
            if line.contains(" WARN ") || line.contains(" ERROR ") || line.contains("panicked") {
                l.notable_total += 1;
                let message = normalise(&line);
                if l.notable.len() < 100 || l.notable.contains_key(&message) {
                    *l.notable.entry(message).or_default() += 1;
                }
            }
        }
    });
}

/// A log line without what differs from request to request (timestamp, request id,
/// addresses, target), so alike lines are counted together.
fn normalise(line: &str) -> String {
    let mut rest = line
        .split_once(' ')
        .map(|(_, m)| m.trim())
        .unwrap_or(line)
        .to_string();
    for key in ["request_id=", "http.client_ip=", "net.peer_ip=", "http.target="] {
        while let Some(i) = rest.find(key) {
            let end = rest[i..].find(' ').map(|e| i + e + 1).unwrap_or(rest.len());
            rest.replace_range(i..end, "");
        }
    }
    rest.chars().take(400).collect()
}

/// Start the binary on a free port with `data` (already holding the instructor, if any).
fn start_server(content: &Path, data: tempfile::TempDir, trusted: bool) -> Result<Server, String> {
    let mut cmd = Command::new(server_bin());
    cmd.args(["serve", "--bind", "127.0.0.1:0", "--content"])
        .arg(content)
        .arg("--data")
        .arg(data.path())
        .env("RUST_LOG", "warn,arbiter_kb=info")
        .env_remove("ARBITER_KB_SECURE_COOKIES")
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    if trusted {
        cmd.args(["--trusted-proxy", "127.0.0.1/32"]);
    }
    let mut child = cmd.spawn().map_err(|e| format!("the server binary: {e}"))?;
    let pid = child.id();
    let log = Arc::new(Mutex::new(ServerLog::default()));
    let (tx, rx) = std::sync::mpsc::channel();
    if let Some(out) = child.stdout.take() {
        drain(out, log.clone(), Some(tx.clone()));
    }
    if let Some(err) = child.stderr.take() {
        drain(err, log.clone(), Some(tx));
    }
    let mut server = Server {
        child,
        base: String::new(),
        pid,
        data,
        log,
    };
    server.base = rx
        .recv_timeout(Duration::from_secs(120))
        .map_err(|_| "the server did not say where it listens within 120 s".to_string())?;
    let deadline = Instant::now() + Duration::from_secs(60);
    while !healthy(&server.base) {
        if Instant::now() > deadline {
            return Err("/healthz did not answer 200 within 60 s".into());
        }
        std::thread::sleep(Duration::from_millis(20));
    }
    Ok(server)
}

// ---------------------------------------------------------------------------------------------
// /proc: memory and CPU

fn clock_ticks() -> f64 {
    Command::new("getconf")
        .arg("CLK_TCK")
        .output()
        .ok()
        .and_then(|o| String::from_utf8_lossy(&o.stdout).trim().parse().ok())
        .unwrap_or(100.0)
}

/// CPU seconds (user + system) a process has used; `who` is a pid or `self`.
fn cpu_s(who: &str, ticks: f64) -> f64 {
    let stat = std::fs::read_to_string(format!("/proc/{who}/stat")).unwrap_or_default();
    let Some(rest) = stat.rfind(')').map(|i| &stat[i + 1..]) else {
        return 0.0;
    };
    // After the command name: state is field 3, utime 14, stime 15.
    let f: Vec<&str> = rest.split_whitespace().collect();
    let get = |i: usize| f.get(i).and_then(|v| v.parse::<f64>().ok()).unwrap_or(0.0);
    (get(11) + get(12)) / ticks
}

/// The server's RSS, sampled every 100 ms on a thread of its own.
struct Sampler {
    stop: Arc<AtomicBool>,
    /// When, RSS in KiB, threads.
    samples: Arc<Mutex<Vec<(Instant, u64, u64)>>>,
    handle: Option<std::thread::JoinHandle<()>>,
}

impl Sampler {
    fn start(pid: u32) -> Sampler {
        let stop = Arc::new(AtomicBool::new(false));
        let samples = Arc::new(Mutex::new(Vec::new()));
        let (s, v) = (stop.clone(), samples.clone());
        let handle = std::thread::spawn(move || {
            // At most two hours of samples.
            for _ in 0..72_000 {
                if s.load(Ordering::Relaxed) {
                    break;
                }
                let (kib, threads) = (status_field(pid, "VmRSS:"), status_field(pid, "Threads:"));
                v.lock()
                    .unwrap_or_else(|e| e.into_inner())
                    .push((Instant::now(), kib, threads));
                std::thread::sleep(Duration::from_millis(100));
            }
        });
        Sampler {
            stop,
            samples,
            handle: Some(handle),
        }
    }

    /// Highest sample between two instants, in KiB.
    fn peak(&self, from: Instant, to: Instant) -> u64 {
        self.samples
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .iter()
            .filter(|(t, _, _)| *t >= from && *t <= to)
            .map(|(_, k, _)| *k)
            .max()
            .unwrap_or(0)
    }

    /// Most threads seen between two instants.
    fn peak_threads(&self, from: Instant, to: Instant) -> u64 {
        self.samples
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .iter()
            .filter(|(t, _, _)| *t >= from && *t <= to)
            .map(|(_, _, n)| *n)
            .max()
            .unwrap_or(0)
    }
}

impl Drop for Sampler {
    fn drop(&mut self) {
        self.stop.store(true, Ordering::Relaxed);
        if let Some(h) = self.handle.take() {
            let _ = h.join();
        }
    }
}

/// Sizes of the database and its write-ahead log, in bytes.
fn db_bytes(data: &Path) -> (u64, u64) {
    let size = |name: &str| std::fs::metadata(data.join(name)).map(|m| m.len()).unwrap_or(0);
    (size("arbiter-kb.sqlite3"), size("arbiter-kb.sqlite3-wal"))
}

/// `PRAGMA wal_checkpoint(TRUNCATE)` on the live database: `(busy, log pages, checkpointed)`.
fn checkpoint(data: &Path) -> Result<(i64, i64, i64), String> {
    let conn = rusqlite::Connection::open(data.join("arbiter-kb.sqlite3")).map_err(|e| e.to_string())?;
    conn.busy_timeout(Duration::from_secs(10))
        .map_err(|e| e.to_string())?;
    conn.query_row("PRAGMA wal_checkpoint(TRUNCATE)", [], |r| {
        Ok((r.get(0)?, r.get(1)?, r.get(2)?))
    })
    .map_err(|e| e.to_string())
}

// ---------------------------------------------------------------------------------------------
// HTTP: one simulated visitor

/// One request as it went.
#[derive(Debug, Clone)]
struct Rec {
    endpoint: &'static str,
    /// The status, or what went wrong on the way (timeout, connect, body).
    status: Result<u16, String>,
    ms: f64,
    retry_after: Option<u64>,
    /// The start of the body of a non-2xx answer.
    body: Option<String>,
}

impl Rec {
    fn ok(&self) -> bool {
        matches!(self.status, Ok(s) if (200..300).contains(&s))
    }

    fn status_text(&self) -> String {
        match &self.status {
            Ok(s) => s.to_string(),
            Err(e) => e.clone(),
        }
    }
}

/// A visitor: its own client (its own connections and cookie jar) and forwarded address.
struct Actor {
    client: Client,
    base: String,
    xff: String,
    recs: Vec<Rec>,
}

/// The address visitor `i` of block `block` comes from, as the proxy would forward it.
fn xff(block: u8, i: usize) -> String {
    format!("10.{block}.{}.{}", (i / 250) % 256, i % 250 + 1)
}

impl Actor {
    fn new(base: &str, xff: String) -> Result<Actor, String> {
        let client = Client::builder()
            .cookie_store(true)
            .no_proxy()
            .redirect(reqwest::redirect::Policy::none())
            .timeout(REQUEST_TIMEOUT)
            .connect_timeout(Duration::from_secs(10))
            .pool_max_idle_per_host(1)
            .build()
            .map_err(|e| format!("client: {e}"))?;
        Ok(Actor {
            client,
            base: base.to_string(),
            xff,
            recs: Vec::new(),
        })
    }

    /// One request; the JSON answer when the status is 2xx (`Null` for an empty body).
    async fn call(
        &mut self,
        endpoint: &'static str,
        method: Method,
        path: &str,
        body: Option<Value>,
    ) -> Option<Value> {
        let mut rb = self
            .client
            .request(method, format!("{}{path}", self.base))
            .header("X-Forwarded-For", &self.xff);
        if let Some(b) = &body {
            rb = rb.json(b);
        }
        let t = Instant::now();
        let sent = rb.send().await;
        let (status, retry_after, bytes) = match sent {
            Err(e) => (Err(transport(&e)), None, None),
            Ok(r) => {
                let status = r.status().as_u16();
                let retry_after = r
                    .headers()
                    .get(reqwest::header::RETRY_AFTER)
                    .and_then(|v| v.to_str().ok())
                    .and_then(|s| s.trim().parse().ok());
                match r.bytes().await {
                    Ok(b) => (Ok(status), retry_after, Some(b)),
                    Err(e) => (Err(format!("body {}", transport(&e))), retry_after, None),
                }
            }
        };
        let ms = t.elapsed().as_secs_f64() * 1e3;
        let mut rec = Rec {
            endpoint,
            status,
            ms,
            retry_after,
            body: None,
        };
        let answer = match (&rec.status, &bytes) {
            (Ok(s), Some(b)) if (200..300).contains(s) => {
                Some(serde_json::from_slice(b).unwrap_or(Value::Null))
            }
            (_, Some(b)) => {
                rec.body = Some(String::from_utf8_lossy(&b[..b.len().min(300)]).into_owned());
                None
            }
            _ => None,
        };
        self.recs.push(rec);
        answer
    }

    async fn post(&mut self, endpoint: &'static str, path: &str, body: Value) -> Option<Value> {
        self.call(endpoint, Method::POST, path, Some(body)).await
    }

    fn last_status(&self) -> Option<u16> {
        self.recs.last().and_then(|r| r.status.clone().ok())
    }

    fn last_retry_after(&self) -> Option<u64> {
        self.recs.last().and_then(|r| r.retry_after)
    }
}

fn transport(e: &reqwest::Error) -> String {
    if e.is_timeout() {
        "timeout".into()
    } else if e.is_connect() {
        "connect".into()
    } else {
        let mut s = e.to_string();
        s.truncate(80);
        format!("transport: {s}")
    }
}

// ---------------------------------------------------------------------------------------------
// Figures

fn pct(v: &[f64], p: f64) -> f64 {
    if v.is_empty() {
        return f64::NAN;
    }
    let mut s = v.to_vec();
    s.sort_by(|a, b| a.total_cmp(b));
    let i = ((p * s.len() as f64).ceil() as usize).clamp(1, s.len()) - 1;
    s[i]
}

fn max(v: &[f64]) -> f64 {
    v.iter().copied().fold(f64::NAN, f64::max)
}

fn ms(v: f64) -> String {
    if v.is_nan() {
        "–".into()
    } else if v < 10.0 {
        format!("{v:.1} ms")
    } else if v < 10_000.0 {
        format!("{v:.0} ms")
    } else {
        format!("{:.1} s", v / 1e3)
    }
}

fn mb(kib: u64) -> String {
    format!("{:.0} MB", kib as f64 / 1024.0)
}

fn mb_bytes(b: u64) -> String {
    format!("{:.1} MB", b as f64 / 1_048_576.0)
}

/// Latencies by endpoint and errors by (endpoint, status), with a sample body each.
#[derive(Default)]
struct Tally {
    requests: usize,
    latency: BTreeMap<&'static str, Vec<f64>>,
    counts: BTreeMap<&'static str, usize>,
    errors: BTreeMap<(&'static str, String), (usize, String)>,
}

impl Tally {
    fn add(&mut self, recs: &[Rec]) {
        for r in recs {
            self.requests += 1;
            *self.counts.entry(r.endpoint).or_default() += 1;
            if r.ok() {
                self.latency.entry(r.endpoint).or_default().push(r.ms);
            } else {
                let e = self
                    .errors
                    .entry((r.endpoint, r.status_text()))
                    .or_insert((0, r.body.clone().unwrap_or_default()));
                e.0 += 1;
            }
        }
    }

    fn error_total(&self) -> usize {
        self.errors.values().map(|(n, _)| n).sum()
    }

    fn lat(&self, endpoint: &str) -> &[f64] {
        self.latency.get(endpoint).map(Vec::as_slice).unwrap_or(&[])
    }

    fn print(&self) {
        println!("| endpoint | requests | non-2xx | p50 | p99 | max |");
        println!("|---|---|---|---|---|---|");
        for (endpoint, n) in &self.counts {
            let bad: usize = self
                .errors
                .iter()
                .filter(|((e, _), _)| e == endpoint)
                .map(|(_, (n, _))| n)
                .sum();
            let l = self.lat(endpoint);
            println!(
                "| {endpoint} | {n} | {bad} | {} | {} | {} |",
                ms(pct(l, 0.5)),
                ms(pct(l, 0.99)),
                ms(max(l))
            );
        }
        if self.errors.is_empty() {
            println!("\nerrors: none");
        } else {
            println!("\nerrors by endpoint and status:\n");
            for ((endpoint, status), (n, body)) in &self.errors {
                println!("- {endpoint} {status}: {n} (e.g. `{}`)", body.replace('\n', " "));
            }
        }
    }
}

fn print_server_log(server: &Server) {
    let l = server.log.lock().unwrap_or_else(|e| e.into_inner());
    println!(
        "server log: {} lines, {} warnings or errors{}",
        l.lines,
        l.notable_total,
        if l.notable.is_empty() { "" } else { ", by message:" }
    );
    for (message, n) in &l.notable {
        println!("    {n} × {message}");
    }
}

// ---------------------------------------------------------------------------------------------
// Scenario 1: a class exam

struct ExamPlan {
    base: String,
    code: String,
    exam_id: i64,
    pace_ms: (u64, u64),
}

#[derive(Default)]
struct Outcome {
    recs: Vec<Rec>,
    /// Where the trainee had to stop, if it could not go on.
    stopped: Option<&'static str>,
    /// `(score, total)` of the finished exam.
    result: Option<(u64, u64)>,
}

async fn think(rng: &mut StdRng, pace_ms: (u64, u64)) {
    let ms = rng.random_range(pace_ms.0..=pace_ms.1);
    tokio::time::sleep(Duration::from_millis(ms)).await;
}

/// One trainee: sign up, join, start, read, answer at a human pace, finish.
async fn trainee(plan: Arc<ExamPlan>, i: usize, arrive: tokio::time::Instant) -> Outcome {
    tokio::time::sleep_until(arrive).await;
    let mut rng = StdRng::seed_from_u64(0x5eed ^ i as u64);
    let mut a = match Actor::new(&plan.base, xff(1, i)) {
        Ok(a) => a,
        Err(e) => {
            eprintln!("trainee {i}: {e}");
            return Outcome {
                stopped: Some("client"),
                ..Outcome::default()
            };
        }
    };
    let (stopped, result) = exam_steps(&mut a, &plan, i, &mut rng).await;
    Outcome {
        recs: a.recs,
        stopped,
        result,
    }
}

async fn exam_steps(
    a: &mut Actor,
    plan: &ExamPlan,
    i: usize,
    rng: &mut StdRng,
) -> (Option<&'static str>, Option<(u64, u64)>) {
    let user = format!("trainee{i:05}");
    let password = format!("quiet river lamp {i} harbour");
    let body = json!({ "username": user, "password": password });
    if a.post("signup", "/api/account/signup", body).await.is_none() {
        return (Some("signup"), None);
    }
    if a.post("join", "/api/classes/join", json!({ "code": plan.code }))
        .await
        .is_none()
    {
        return (Some("join"), None);
    }
    let start = format!("/api/class-exams/{}/start", plan.exam_id);
    let Some(started) = a.post("start", &start, json!({})).await else {
        return (Some("start"), None);
    };
    let Some(id) = started["id"].as_str().map(str::to_string) else {
        return (Some("start (no id)"), None);
    };
    let Some(quiz) = a
        .call("read quiz", Method::GET, &format!("/api/quizzes/{id}"), None)
        .await
    else {
        return (Some("read quiz"), None);
    };
    let questions = quiz["questions"].as_array().cloned().unwrap_or_default();
    if questions.len() != QUESTIONS {
        eprintln!("trainee {i}: the exam has {} questions", questions.len());
    }
    let answers = format!("/api/quizzes/{id}/answers");
    for q in questions.iter().take(100) {
        think(rng, plan.pace_ms).await;
        let options = q["options"].as_array().cloned().unwrap_or_default();
        if options.is_empty() {
            continue;
        }
        let option = &options[rng.random_range(0..options.len())]["id"];
        let body = json!({ "question": q["id"], "option": option });
        a.post("answer", &answers, body).await;
    }
    think(rng, plan.pace_ms).await;
    let finish = format!("/api/quizzes/{id}/finish");
    let Some(review) = a.post("finish", &finish, json!({})).await else {
        return (Some("finish"), None);
    };
    let score = (
        review["score"].as_u64().unwrap_or(0),
        review["total"].as_u64().unwrap_or(0),
    );
    (None, Some(score))
}

/// The instructor reloads the class report every `every` until told to stop.
async fn instructor_polls(mut a: Actor, path: String, every: Duration, stop: Arc<AtomicBool>) -> Vec<Rec> {
    // Bounded: at most two hours of reloads.
    let reloads = (7200 / every.as_secs().max(1)) as usize;
    for _ in 0..reloads {
        tokio::time::sleep(every).await;
        if stop.load(Ordering::Relaxed) {
            break;
        }
        a.call("class report", Method::GET, &path, None).await;
    }
    a.recs
}

struct ExamResult {
    n: usize,
    wall_s: f64,
    tally: Tally,
    finished: usize,
    whole: usize,
    stopped: BTreeMap<&'static str, usize>,
    not_done: usize,
    server_cpu_s: f64,
    client_cpu_s: f64,
    cores: usize,
    rss_idle: u64,
    rss_peak: u64,
    threads_idle: u64,
    threads_peak: u64,
    hwm: u64,
    rss_after: u64,
    db_before: (u64, u64),
    db_after: (u64, u64),
    db_checkpointed: Result<(u64, u64), String>,
    report_after_ms: Option<f64>,
}

/// The instructor, the class and its exam, on a fresh server; the instructor's actor and the plan.
async fn exam_setup(server: &Server, opts: &Opts, n: usize) -> Result<(Actor, ExamPlan, i64), String> {
    let mut ins = Actor::new(&server.base, xff(250, 1))?;
    let login = json!({ "username": INSTRUCTOR, "password": INSTRUCTOR_PASSWORD });
    let fail = |what: &str, a: &Actor| {
        let r = a.recs.last();
        format!(
            "{what}: {} {}",
            r.map(Rec::status_text).unwrap_or_default(),
            r.and_then(|r| r.body.clone()).unwrap_or_default()
        )
    };
    if ins.post("login", "/api/account/login", login).await.is_none() {
        return Err(fail("instructor login", &ins));
    }
    let class = ins
        .post(
            "class",
            "/api/classes",
            json!({ "name": format!("Exam day, {n}") }),
        )
        .await
        .ok_or_else(|| fail("create class", &ins))?;
    let (class_id, code) = (
        class["id"].as_i64().unwrap_or(0),
        class["join_code"].as_str().unwrap_or("").to_string(),
    );
    let exam = ins
        .post(
            "set exam",
            &format!("/api/classes/{class_id}/exams"),
            json!({ "title": "Exam day", "topics": [], "count": QUESTIONS, "minutes": 240 }),
        )
        .await
        .ok_or_else(|| fail("set exam", &ins))?;
    let exam_id = exam["id"].as_i64().ok_or("the exam has no id")?;
    ins.recs.clear();
    let plan = ExamPlan {
        base: server.base.clone(),
        code,
        exam_id,
        pace_ms: opts.pace_ms,
    };
    Ok((ins, plan, class_id))
}

fn run_exam(
    rt: &tokio::runtime::Runtime,
    content: &Path,
    opts: &Opts,
    n: usize,
    trusted: bool,
) -> Result<ExamResult, String> {
    let ticks = clock_ticks();
    let cores = std::thread::available_parallelism().map(|c| c.get()).unwrap_or(1);
    let data = tempfile::tempdir().map_err(|e| e.to_string())?;
    add_user(data.path(), INSTRUCTOR, INSTRUCTOR_PASSWORD, "instructor")?;
    let server = start_server(content, data, trusted)?;
    let sampler = Sampler::start(server.pid);
    let (ins, plan, class_id) = rt.block_on(exam_setup(&server, opts, n))?;
    let plan = Arc::new(plan);

    std::thread::sleep(Duration::from_secs(2));
    let rss_idle = rss_kib(server.pid).0;
    let threads_idle = status_field(server.pid, "Threads:");
    let db_before = db_bytes(server.data.path());
    let (cpu0, me0) = (cpu_s(&server.pid.to_string(), ticks), cpu_s("self", ticks));
    let t0 = Instant::now();
    eprintln!("exam, N = {n}: trainees arrive over {} s", opts.ramp_s);

    let report_path = format!("/api/classes/{class_id}/report");
    let (outcomes, not_done, ins_recs) = rt.block_on(async {
        let stop = Arc::new(AtomicBool::new(false));
        let poller = (opts.report_every_s > 0).then(|| {
            tokio::spawn(instructor_polls(
                ins,
                report_path.clone(),
                Duration::from_secs(opts.report_every_s),
                stop.clone(),
            ))
        });
        let start = tokio::time::Instant::now();
        let mut rng = StdRng::seed_from_u64(n as u64);
        let mut handles = Vec::with_capacity(n);
        for i in 0..n {
            let at = opts.ramp_s * (i as f64 + rng.random::<f64>()) / n as f64;
            let arrive = start + Duration::from_secs_f64(at);
            handles.push(tokio::spawn(trainee(plan.clone(), i, arrive)));
        }
        // Everything ends by this deadline: the ramp, every answer at the slowest pace with
        // every request timing out, and a margin.
        let budget = opts.ramp_s
            + (QUESTIONS as f64 + 1.0) * opts.pace_ms.1 as f64 / 1e3
            + 40.0 * REQUEST_TIMEOUT.as_secs_f64()
            + 60.0;
        let deadline = start + Duration::from_secs_f64(budget);
        let mut outcomes = Vec::with_capacity(n);
        let mut not_done = 0;
        for mut h in handles {
            match tokio::time::timeout_at(deadline, &mut h).await {
                Ok(Ok(o)) => outcomes.push(o),
                Ok(Err(_)) => not_done += 1,
                Err(_) => {
                    h.abort();
                    not_done += 1;
                }
            }
        }
        stop.store(true, Ordering::Relaxed);
        // The poller sees the flag after its current sleep (and request) at the latest.
        let grace = Duration::from_secs(opts.report_every_s) + REQUEST_TIMEOUT + Duration::from_secs(5);
        let ins_recs = match poller {
            Some(mut p) => match tokio::time::timeout(grace, &mut p).await {
                Ok(Ok(recs)) => recs,
                _ => {
                    p.abort();
                    Vec::new()
                }
            },
            None => Vec::new(),
        };
        (outcomes, not_done, ins_recs)
    });
    let wall_s = t0.elapsed().as_secs_f64();
    let t1 = Instant::now();
    let rss_after = rss_kib(server.pid).0;
    let hwm = rss_kib(server.pid).1;
    let server_cpu_s = cpu_s(&server.pid.to_string(), ticks) - cpu0;
    let client_cpu_s = cpu_s("self", ticks) - me0;
    let rss_peak = sampler.peak(t0, t1).max(rss_after);
    let threads_peak = sampler.peak_threads(t0, t1);

    // The instructor's report once everyone has finished (the poller is gone; log in again).
    let report_after_ms = rt.block_on(async {
        let mut a = Actor::new(&server.base, xff(250, 2)).ok()?;
        let login = json!({ "username": INSTRUCTOR, "password": INSTRUCTOR_PASSWORD });
        a.post("login", "/api/account/login", login).await?;
        a.call("class report", Method::GET, &report_path, None).await?;
        a.recs.last().map(|r| r.ms)
    });

    let db_after = db_bytes(server.data.path());
    let db_checkpointed = checkpoint(server.data.path()).map(|(busy, _, _)| {
        let (db, wal) = db_bytes(server.data.path());
        if busy != 0 {
            eprintln!("checkpoint: the database was busy; the WAL was not truncated");
        }
        (db, wal)
    });

    let mut tally = Tally::default();
    let mut stopped: BTreeMap<&'static str, usize> = BTreeMap::new();
    let (mut finished, mut whole) = (0, 0);
    tally.add(&ins_recs);
    for o in &outcomes {
        tally.add(&o.recs);
        if let Some(s) = o.stopped {
            *stopped.entry(s).or_default() += 1;
        }
        if let Some((_, total)) = o.result {
            finished += 1;
            whole += usize::from(total == QUESTIONS as u64);
        }
    }
    print_server_log(&server);
    drop(sampler);
    Ok(ExamResult {
        n,
        wall_s,
        tally,
        finished,
        whole,
        stopped,
        not_done,
        server_cpu_s,
        client_cpu_s,
        cores,
        rss_idle,
        rss_peak,
        threads_idle,
        threads_peak,
        hwm,
        rss_after,
        db_before,
        db_after,
        db_checkpointed,
        report_after_ms,
    })
}

fn print_exam(r: &ExamResult) {
    println!("\n## Class exam, {} trainees\n", r.n);
    println!(
        "wall {:.1} s; {} requests; {} errors; {} finished the exam ({} with {QUESTIONS} questions graded); {} did not end in time",
        r.wall_s,
        r.tally.requests,
        r.tally.error_total(),
        r.finished,
        r.whole,
        r.not_done
    );
    if !r.stopped.is_empty() {
        let s: Vec<String> = r.stopped.iter().map(|(k, v)| format!("{k}: {v}")).collect();
        println!("trainees who could not go on, by step: {}", s.join(", "));
    }
    println!();
    r.tally.print();
    let cpu_pct = 100.0 * r.server_cpu_s / (r.wall_s * r.cores as f64);
    println!(
        "\nserver CPU {:.1} s ({cpu_pct:.0} % of {} cores over the run); this client {:.1} s",
        r.server_cpu_s, r.cores, r.client_cpu_s
    );
    println!(
        "server RSS: idle {}, peak {} (VmHWM {}), right after {}; threads idle {}, peak {}",
        mb(r.rss_idle),
        mb(r.rss_peak),
        mb(r.hwm),
        mb(r.rss_after),
        r.threads_idle,
        r.threads_peak
    );
    let (b, a) = (r.db_before.0 + r.db_before.1, r.db_after.0 + r.db_after.1);
    println!(
        "database: before {} + WAL {}; after {} + WAL {}; {}",
        mb_bytes(r.db_before.0),
        mb_bytes(r.db_before.1),
        mb_bytes(r.db_after.0),
        mb_bytes(r.db_after.1),
        match &r.db_checkpointed {
            Ok((db, wal)) => format!(
                "after checkpoint(TRUNCATE) {} + WAL {} ({:.1} KB per trainee)",
                mb_bytes(*db),
                mb_bytes(*wal),
                (db + wal).saturating_sub(b) as f64 / 1024.0 / r.n as f64
            ),
            Err(e) => format!(
                "checkpoint failed: {e}; growth {:.1} MB",
                a.saturating_sub(b) as f64 / 1_048_576.0
            ),
        }
    );
    if let Some(t) = r.report_after_ms {
        println!("class report with {} members, after the exam: {}", r.n, ms(t));
    }
}

fn exam_tables(results: &[ExamResult], opts: &Opts) {
    println!(
        "\n### Exam day: latency (think time {}–{} ms, arrivals over {} s)\n",
        opts.pace_ms.0, opts.pace_ms.1, opts.ramp_s
    );
    println!(
        "| trainees | wall | requests | errors | answer p50 / p99 / max | sign-up p50 / p99 | start p50 / p99 | finish p50 / p99 | class report p50 / max |"
    );
    println!("|---|---|---|---|---|---|---|---|---|");
    for r in results {
        let t = &r.tally;
        let two = |e: &str| format!("{} / {}", ms(pct(t.lat(e), 0.5)), ms(pct(t.lat(e), 0.99)));
        println!(
            "| {} | {:.0} s | {} | {} | {} / {} / {} | {} | {} | {} | {} / {} |",
            r.n,
            r.wall_s,
            t.requests,
            t.error_total(),
            ms(pct(t.lat("answer"), 0.5)),
            ms(pct(t.lat("answer"), 0.99)),
            ms(max(t.lat("answer"))),
            two("signup"),
            two("start"),
            two("finish"),
            ms(pct(t.lat("class report"), 0.5)),
            ms(max(t.lat("class report"))),
        );
    }
    println!("\n### Exam day: resources\n");
    println!(
        "| trainees | server CPU | average of {} cores | client CPU | RSS idle / peak / after | server threads idle / peak | DB before → after (checkpointed) | per trainee |",
        results.first().map(|r| r.cores).unwrap_or(0)
    );
    println!("|---|---|---|---|---|---|---|---|");
    for r in results {
        let before = r.db_before.0 + r.db_before.1;
        let (after, per) = match &r.db_checkpointed {
            Ok((db, wal)) => (
                format!(
                    "{} ({})",
                    mb_bytes(r.db_after.0 + r.db_after.1),
                    mb_bytes(db + wal)
                ),
                format!(
                    "{:.1} KB",
                    (db + wal).saturating_sub(before) as f64 / 1024.0 / r.n as f64
                ),
            ),
            Err(_) => (mb_bytes(r.db_after.0 + r.db_after.1), "–".into()),
        };
        println!(
            "| {} | {:.1} s | {:.0} % | {:.1} s | {} / {} / {} | {} / {} | {} → {after} | {per} |",
            r.n,
            r.server_cpu_s,
            100.0 * r.server_cpu_s / (r.wall_s * r.cores as f64),
            r.client_cpu_s,
            mb(r.rss_idle),
            mb(r.rss_peak.max(r.hwm)),
            mb(r.rss_after),
            r.threads_idle,
            r.threads_peak,
            mb_bytes(before),
        );
    }
}

// ---------------------------------------------------------------------------------------------
// Scenario 2: password hashing under a burst

/// One request of the burst, retried after `Retry-After` on 503 and 429 (bounded).
async fn with_retries(
    a: &mut Actor,
    endpoint: &'static str,
    path: &str,
    body: Value,
    deadline: Instant,
) -> (Option<u16>, f64) {
    let t = Instant::now();
    for _ in 0..30 {
        a.post(endpoint, path, body.clone()).await;
        let status = a.last_status();
        if !matches!(status, Some(503 | 429)) {
            return (status, t.elapsed().as_secs_f64() * 1e3);
        }
        let wait = Duration::from_secs(a.last_retry_after().unwrap_or(1).clamp(1, 30));
        if Instant::now() + wait > deadline {
            return (status, t.elapsed().as_secs_f64() * 1e3);
        }
        tokio::time::sleep(wait).await;
    }
    (a.last_status(), t.elapsed().as_secs_f64() * 1e3)
}

/// What one request of the burst came to.
struct Burst {
    kind: &'static str,
    expected: u16,
    first: String,
    last: String,
    attempts: usize,
    answers_503: usize,
    answers_429: usize,
    ms: f64,
}

fn count_status(recs: &[Rec], code: u16) -> usize {
    recs.iter().filter(|r| r.status == Ok(code)).count()
}

/// Sign up `n` accounts over the ramp (retrying 503 and 429); the signed-in actors.
async fn hashing_signups(base: &str, n: usize, ramp_s: f64) -> (Vec<(Actor, String, String)>, Tally) {
    let start = tokio::time::Instant::now();
    let deadline = Instant::now() + Duration::from_secs_f64(ramp_s + 300.0);
    let mut handles = Vec::new();
    for i in 0..n {
        let base = base.to_string();
        let arrive = start + Duration::from_secs_f64(ramp_s * i as f64 / n as f64);
        handles.push(tokio::spawn(async move {
            tokio::time::sleep_until(arrive).await;
            let mut a = Actor::new(&base, xff(2, i)).ok()?;
            let (user, password) = (format!("hash{i:05}"), format!("correct staple violet {i} horse"));
            let body = json!({ "username": user, "password": password });
            let (status, _) = with_retries(&mut a, "signup", "/api/account/signup", body, deadline).await;
            Some((a, user, password, status))
        }));
    }
    let mut actors = Vec::new();
    let mut tally = Tally::default();
    for h in handles {
        if let Ok(Some((mut a, user, password, status))) = h.await {
            tally.add(&a.recs);
            a.recs.clear();
            if status == Some(201) {
                actors.push((a, user, password));
            }
        }
    }
    (actors, tally)
}

fn run_hashing(
    rt: &tokio::runtime::Runtime,
    content: &Path,
    opts: &Opts,
    trusted: bool,
) -> Result<(), String> {
    let ticks = clock_ticks();
    let n = opts.hashing_n;
    let data = tempfile::tempdir().map_err(|e| e.to_string())?;
    let server = start_server(content, data, trusted)?;
    let sampler = Sampler::start(server.pid);
    std::thread::sleep(Duration::from_secs(1));
    let rss_fresh = rss_kib(server.pid).0;

    eprintln!("hashing: {n} sign-ups over {} s", opts.hashing_ramp_s);
    let s0 = Instant::now();
    let (actors, signup_tally) = rt.block_on(hashing_signups(&server.base, n, opts.hashing_ramp_s));
    let s1 = Instant::now();
    let signup_peak = sampler.peak(s0, s1);
    let signup_hwm = rss_kib(server.pid).1;

    std::thread::sleep(Duration::from_secs(5));
    let rss_before = rss_kib(server.pid).0;
    let cpu0 = cpu_s(&server.pid.to_string(), ticks);
    let signed_in = actors.len();
    eprintln!(
        "hashing: {signed_in} signed in; firing {signed_in} wrong-password logins and {signed_in} password changes at once"
    );

    let login_actors = (0..signed_in)
        .map(|i| Actor::new(&server.base, xff(3, i)))
        .collect::<Result<Vec<_>, _>>()?;
    let b0 = Instant::now();
    let bursts: Vec<(Burst, Vec<Rec>)> = rt.block_on(async {
        let barrier = Arc::new(tokio::sync::Barrier::new(2 * signed_in));
        let deadline = Instant::now() + Duration::from_secs(300);
        let mut handles = Vec::new();
        for (i, ((mut changer, user, password), mut login)) in
            actors.into_iter().zip(login_actors).enumerate()
        {
            let b = barrier.clone();
            let wrong = format!("not the password {i} at all");
            let body = json!({ "username": user, "password": wrong });
            handles.push(tokio::spawn(async move {
                b.wait().await;
                let (last, ms) =
                    with_retries(&mut login, "login", "/api/account/login", body, deadline).await;
                (login.recs, "wrong-password login", 401, last, ms)
            }));
            let b = barrier.clone();
            let right = i % 2 == 0;
            let old = if right {
                password
            } else {
                format!("wrong old password {i}")
            };
            let body = json!({ "old": old, "new": format!("second staple violet {i} meadow") });
            handles.push(tokio::spawn(async move {
                b.wait().await;
                let (last, ms) =
                    with_retries(&mut changer, "password", "/api/account/password", body, deadline).await;
                let (kind, expected) = if right {
                    ("password change, right old", 200)
                } else {
                    ("password change, wrong old", 401)
                };
                (changer.recs, kind, expected, last, ms)
            }));
        }
        let mut out = Vec::new();
        for h in handles {
            if let Ok((recs, kind, expected, last, ms)) = h.await {
                let burst = Burst {
                    kind,
                    expected,
                    first: recs.first().map(Rec::status_text).unwrap_or_default(),
                    last: last
                        .map(|s| s.to_string())
                        .unwrap_or_else(|| recs.last().map(Rec::status_text).unwrap_or_default()),
                    attempts: recs.len(),
                    answers_503: count_status(&recs, 503),
                    answers_429: count_status(&recs, 429),
                    ms,
                };
                out.push((burst, recs));
            }
        }
        out
    });
    let b1 = Instant::now();
    let burst_cpu = cpu_s(&server.pid.to_string(), ticks) - cpu0;
    let rss_right_after = rss_kib(server.pid).0;
    let burst_peak = sampler.peak(b0, b1).max(rss_right_after);
    let burst_threads = sampler.peak_threads(b0, b1);
    eprintln!(
        "hashing: burst over in {:.1} s; watching RSS for {} s",
        (b1 - b0).as_secs_f64(),
        opts.settle_s
    );
    std::thread::sleep(Duration::from_secs(opts.settle_s));
    let (rss_settled, hwm) = rss_kib(server.pid);
    let still_healthy = healthy(&server.base);

    println!(
        "\n## Password hashing: {n} sign-ups, then {signed_in} wrong-password logins and {signed_in} password changes at once\n"
    );
    println!(
        "sign-ups (over {} s, 503/429 retried after Retry-After):\n",
        opts.hashing_ramp_s
    );
    signup_tally.print();
    println!(
        "\nsign-ups: {signed_in} of {n} accounts made, {} answers 503, {} answers 429",
        signup_tally
            .errors
            .iter()
            .filter(|((_, s), _)| s == "503")
            .map(|(_, (c, _))| c)
            .sum::<usize>(),
        signup_tally
            .errors
            .iter()
            .filter(|((_, s), _)| s == "429")
            .map(|(_, (c, _))| c)
            .sum::<usize>()
    );

    println!(
        "\nburst: {:.1} s from the first request to the last answer; server CPU {burst_cpu:.1} s\n",
        (b1 - b0).as_secs_f64()
    );
    println!(
        "| request | sent | first answers | final answers | expected | 503 answers | 429 answers | attempts | first-try p50 / p99 | to final p50 / p99 / max |"
    );
    println!("|---|---|---|---|---|---|---|---|---|---|");
    let kinds = [
        "wrong-password login",
        "password change, right old",
        "password change, wrong old",
    ];
    let mut unexpected = Vec::new();
    for kind in kinds {
        let rows: Vec<&(Burst, Vec<Rec>)> = bursts.iter().filter(|(b, _)| b.kind == kind).collect();
        let histogram = |f: &dyn Fn(&Burst) -> String| {
            let mut m: BTreeMap<String, usize> = BTreeMap::new();
            for (b, _) in &rows {
                *m.entry(f(b)).or_default() += 1;
            }
            m.iter()
                .map(|(k, v)| format!("{k}×{v}"))
                .collect::<Vec<_>>()
                .join(", ")
        };
        let first_ms: Vec<f64> = rows.iter().filter_map(|(_, r)| r.first().map(|r| r.ms)).collect();
        let final_ms: Vec<f64> = rows.iter().map(|(b, _)| b.ms).collect();
        let expected = rows.first().map(|(b, _)| b.expected).unwrap_or(0);
        println!(
            "| {kind} | {} | {} | {} | {expected} | {} | {} | {} | {} / {} | {} / {} / {} |",
            rows.len(),
            histogram(&|b| b.first.clone()),
            histogram(&|b| b.last.clone()),
            rows.iter().map(|(b, _)| b.answers_503).sum::<usize>(),
            rows.iter().map(|(b, _)| b.answers_429).sum::<usize>(),
            rows.iter().map(|(b, _)| b.attempts).sum::<usize>(),
            ms(pct(&first_ms, 0.5)),
            ms(pct(&first_ms, 0.99)),
            ms(pct(&final_ms, 0.5)),
            ms(pct(&final_ms, 0.99)),
            ms(max(&final_ms)),
        );
        for (b, recs) in &rows {
            if b.last != b.expected.to_string()
                && let Some(r) = recs.last()
            {
                unexpected.push(format!(
                    "{kind}: final {} (expected {}): `{}`",
                    b.last,
                    b.expected,
                    r.body.clone().unwrap_or_default().replace('\n', " ")
                ));
            }
        }
    }
    if !unexpected.is_empty() {
        println!("\nunexpected final answers ({}), the first:\n", unexpected.len());
        for u in unexpected.iter().take(10) {
            println!("- {u}");
        }
    }
    let samples_503: Vec<String> = bursts
        .iter()
        .flat_map(|(_, r)| r.iter())
        .filter(|r| r.status == Ok(503))
        .take(1)
        .map(|r| {
            format!(
                "Retry-After {:?}, body `{}`",
                r.retry_after,
                r.body.clone().unwrap_or_default()
            )
        })
        .collect();
    if let Some(s) = samples_503.first() {
        println!("\na 503 of the burst: {s}");
    }

    println!(
        "\n| server RSS | fresh | sign-ups peak | idle before the burst | peak during the burst | right after | {} s after | VmHWM | target |",
        opts.settle_s
    );
    println!("|---|---|---|---|---|---|---|---|---|");
    println!(
        "| MB | {} | {} (VmHWM {}) | {} | {} | {} | {} | {} | ≤ {RSS_TARGET_MB:.0} MB during and after |",
        mb(rss_fresh),
        mb(signup_peak),
        mb(signup_hwm),
        mb(rss_before),
        mb(burst_peak),
        mb(rss_right_after),
        mb(rss_settled),
        mb(hwm),
    );
    println!("\nserver threads: at most {burst_threads} during the burst");
    let worst = burst_peak.max(hwm) as f64 / 1024.0;
    println!(
        "\nRSS target {}: the highest reading was {worst:.0} MB; /healthz after the settle: {}",
        if worst <= RSS_TARGET_MB { "met" } else { "NOT met" },
        if still_healthy { "200" } else { "no answer" }
    );
    print_server_log(&server);
    drop(sampler);
    Ok(())
}

// ---------------------------------------------------------------------------------------------

fn machine() {
    let load = std::fs::read_to_string("/proc/loadavg").unwrap_or_default();
    let load: Vec<&str> = load.split_whitespace().take(3).collect();
    println!(
        "{}; load average {} at the start",
        process::machine(),
        load.join(" ")
    );
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let opts = match Opts::parse(&args) {
        Ok(o) => o,
        Err(e) => {
            eprintln!("exam_day: {e}");
            std::process::exit(2);
        }
    };
    machine();
    println!("server: {}", server_bin().display());
    let trusted = knows_trusted_proxy();
    if !trusted {
        println!(
            "WARNING: this server build has no --trusted-proxy: every simulated visitor shares the \
             address 127.0.0.1, so per-address limits apply to all of them together"
        );
    }
    println!(
        "options: N = {:?}, think time {}–{} ms, ramp {} s, class report every {} s, hashing {} accounts (ramp {} s), settle {} s{}",
        opts.ns,
        opts.pace_ms.0,
        opts.pace_ms.1,
        opts.ramp_s,
        opts.report_every_s,
        opts.hashing_n,
        opts.hashing_ramp_s,
        opts.settle_s,
        if opts.quick { " (quick)" } else { "" }
    );
    let content = Path::new(env!("CARGO_MANIFEST_DIR")).join("content");
    // The client gets two worker threads; it shares the machine's cores with the server.
    let rt = match tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
    {
        Ok(rt) => rt,
        Err(e) => {
            eprintln!("exam_day: tokio: {e}");
            std::process::exit(1);
        }
    };
    let mut results = Vec::new();
    if opts.exam {
        for &n in &opts.ns {
            match run_exam(&rt, &content, &opts, n, trusted) {
                Ok(r) => {
                    print_exam(&r);
                    results.push(r);
                }
                Err(e) => println!("\n## Class exam, {n} trainees\n\nFAILED to run: {e}"),
            }
        }
    }
    if opts.hashing
        && let Err(e) = run_hashing(&rt, &content, &opts, trusted)
    {
        println!("\n## Password hashing\n\nFAILED to run: {e}");
    }
    if !results.is_empty() {
        exam_tables(&results, &opts);
    }
}
