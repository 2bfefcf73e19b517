//! Search benchmark, run with `cargo bench --bench search` (release build). It measures, in one
//! run on one machine:
//!
//! 1. quality on the outside judged set `tests/api/judged/judged.tsv` (holdout and tune, per
//!    language), for our search and for a
//!    peer: SQLite FTS5 (unicode61 with diacritics removed, weighted columns, every token quoted,
//!    `snippet()` for the excerpt) over the same documents — the usual "just use SQLite";
//! 2. in-process latency per query kind (article number, one word, phrase, typo, accent-less,
//!    Cyrillic, long pasted paragraph), ours and the peer's;
//! 3. the paired latency ratio ours/peer over interleaved ABBA rounds of the judged queries
//!    (median, min, max), both returning the top 10 with a highlighted snippet;
//! 4. the same at 10× and 100× the shipped corpus (a deterministic synthetic corpus made of the
//!    shipped rulings: benches/support/synthetic.rs);
//! 5. start-up to ready (the real binary until `/healthz` answers), shipped and 10×;
//! 6. over HTTP against the real binary on loopback: latency on one connection, throughput at 8
//!    concurrent connections (100,000 searches, errors counted), and the server's RSS before and
//!    after.
//!
//! Options (after `--`): `--quick` (fewer rounds and requests), `--no-http`, `--no-scale`.
//! `BENCH_SERVER_BIN=/path/to/arbiter-kb` runs the HTTP and start-up parts against another
//! build (to measure a "before"). No timing here is asserted: see BENCHMARKS.md for the figures.

#[path = "support/process.rs"]
mod process;
#[path = "support/synthetic.rs"]
mod synthetic;

use std::collections::HashSet;
use std::io::{BufRead, BufReader};
use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use arbiter_kb::content::{KnowledgeBase, Lang};
use arbiter_kb::search::{SearchIndex, SearchOptions};
use process::{healthy, rss_kib, server_bin};
use rusqlite::Connection;

struct Judged {
    /// `tune` or `holdout` (tests/api/judged/README.md).
    set: String,
    lang: String,
    query: String,
    /// Empty for a question no document answers.
    relevant: HashSet<String>,
}

/// The outside judged set: 428 queries written without reading the rulings, judged by reading
/// the content (tests/api/judged/README.md).
fn judged(kb: &KnowledgeBase) -> Vec<Judged> {
    include_str!("../tests/api/judged/judged.tsv")
        .lines()
        .skip(1)
        .filter(|l| !l.trim().is_empty())
        .map(|l| {
            let f: Vec<&str> = l.split('\t').collect();
            let mut relevant = HashSet::new();
            for r in f[3].split(',').filter(|r| *r != "none") {
                match r.strip_prefix("art:") {
                    Some(a) => relevant.extend(
                        kb.rulings()
                            .iter()
                            .filter(|x| x.articles.iter().any(|y| y.as_str() == a))
                            .map(|x| x.id.clone()),
                    ),
                    None => {
                        relevant.insert(r.to_string());
                    }
                }
            }
            Judged {
                set: f[0].to_string(),
                lang: f[1].to_string(),
                query: f[2].to_string(),
                relevant,
            }
        })
        .collect()
}

/// Queries of each kind, as arbiters type them.
const KINDS: &[(&str, &[&str])] = &[
    (
        "article number",
        &[
            "6.9",
            "art 10.2",
            "III.5",
            "A.5.4",
            "čl. 7.5.5",
            "ст. 9.2",
            "C.07-8.1",
            "11.3.2.2",
        ],
    ),
    (
        "one word",
        &[
            "castling",
            "promoção",
            "флажок",
            "rokada",
            "stalemate",
            "armageddon",
            "sonneborn",
            "j'adoube",
        ],
    ),
    (
        "phrase",
        &[
            "flag fall",
            "queda de seta",
            "упал флажок",
            "pad zastavice",
            "touch move",
            "illegal move blitz",
            "draw offer",
            "default time",
        ],
    ),
    (
        "typo",
        &[
            "castlnig",
            "ilegl move",
            "promotoin",
            "stalmate",
            "sonnebron",
            "flgg fall",
            "repetiton claim",
            "arbitre",
        ],
    ),
    (
        "accent-less",
        &[
            "reivindicacao empate",
            "peca tocada",
            "relogio parado",
            "nepravilan potez blic",
            "arbitro principal",
            "promocao dama",
            "cl 6.9 pad zastavice",
            "sudija zapisnik",
        ],
    ),
    (
        "Cyrillic",
        &[
            "пад заставице",
            "упал флаг",
            "невозможный ход",
            "ничья по соглашению",
            "рокировка двумя руками",
            "судија",
            "тронул ходи",
            "пат",
        ],
    ),
    (
        "long paste",
        &[
            "During the last round of our weekend open a player in time trouble knocked over several pieces while making his move and then pressed the clock before putting them back, and his opponent asked me what I should do about the displaced pieces and the time, and whether this counts as an illegal move or just something to be penalised",
            "O jogador estava com pouco tempo no relógio, menos de dois minutos, sem incremento, e pediu empate alegando que o adversário não fazia nenhum esforço para ganhar por meios normais, apenas esperando a queda da seta; o árbitro não sabia se podia adiar a decisão ou se tinha que decidir na hora",
            "Игрок в цейтноте сделал ход, но забыл нажать на часы, а соперник долго думал, и в итоге у первого упал флажок; он говорит, что судья должен был подсказать ему нажать часы, и требует продолжить партию, а соперник требует победу",
        ],
    ),
];

/// The peer: one FTS5 row per ruling and language, weighted columns, OR of quoted tokens.
struct Fts5 {
    conn: Connection,
}

impl Fts5 {
    fn build(kb: &KnowledgeBase) -> Fts5 {
        let conn = Connection::open_in_memory().unwrap();
        conn.execute_batch(
            "CREATE VIRTUAL TABLE docs USING fts5(id UNINDEXED, title, keywords, answer, question, body, articles,
             tokenize = 'unicode61 remove_diacritics 2');",
        )
        .unwrap();
        let tx = conn.unchecked_transaction().unwrap();
        {
            let mut stmt = tx
                .prepare("INSERT INTO docs VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)")
                .unwrap();
            for r in kb.rulings() {
                let arts: Vec<String> = r
                    .articles
                    .iter()
                    .map(|a| a.to_string())
                    .chain(r.former_numbers.clone())
                    .collect();
                for l in Lang::ALL {
                    let body = r.bodies.get(l).as_ref().map(|b| b.text.as_str()).unwrap_or("");
                    stmt.execute(rusqlite::params![
                        r.id,
                        r.title.get(l),
                        r.keywords.get(l).join(" ; "),
                        r.answer.get(l),
                        r.question.get(l),
                        body,
                        arts.join(" "),
                    ])
                    .unwrap();
                }
            }
        }
        tx.commit().unwrap();
        Fts5 { conn }
    }

    /// The top `limit` rulings with a highlighted excerpt of the body (what our API returns).
    fn search(&self, q: &str, limit: usize) -> Vec<(String, String)> {
        self.search_with(q, limit, true)
    }

    /// The top `limit` rulings, with or without the excerpt.
    fn search_with(&self, q: &str, limit: usize, snippets: bool) -> Vec<(String, String)> {
        // Quote every token so user input can never be FTS5 syntax.
        let tokens: Vec<String> = q
            .split(|c: char| !(c.is_alphanumeric() || c == '.'))
            .filter(|t| !t.is_empty())
            .map(|t| format!("\"{}\"", t.replace('"', "")))
            .collect();
        if tokens.is_empty() {
            return Vec::new();
        }
        let sql = if snippets {
            "SELECT id, snippet(docs, 5, '<b>', '</b>', '…', 24) FROM docs WHERE docs MATCH ?1
             ORDER BY bm25(docs, 0.0, 3.0, 3.0, 2.0, 1.5, 1.0, 6.0) LIMIT ?2"
        } else {
            "SELECT id, '' FROM docs WHERE docs MATCH ?1
             ORDER BY bm25(docs, 0.0, 3.0, 3.0, 2.0, 1.5, 1.0, 6.0) LIMIT ?2"
        };
        let mut stmt = self.conn.prepare_cached(sql).unwrap();
        let rows = stmt.query_map(rusqlite::params![tokens.join(" OR "), (limit * 4) as i64], |r| {
            Ok((r.get::<_, String>(0)?, r.get::<_, String>(1)?))
        });
        let mut out: Vec<(String, String)> = Vec::new();
        for (id, snippet) in rows.into_iter().flatten().flatten() {
            if !out.iter().any(|(x, _)| *x == id) {
                out.push((id, snippet));
            }
        }
        out.truncate(limit);
        out
    }
}

fn ours_ids(kb: &KnowledgeBase, index: &SearchIndex, q: &str, lang: &str) -> Vec<String> {
    ours(kb, index, q, lang, true)
}

fn ours(kb: &KnowledgeBase, index: &SearchIndex, q: &str, lang: &str, snippets: bool) -> Vec<String> {
    let opts = SearchOptions {
        lang: Lang::parse(lang.trim_end_matches("-cyrl")).unwrap_or(Lang::En),
        limit: 10,
        snippets,
        ..SearchOptions::default()
    };
    index
        .search(kb, q, &opts)
        .unwrap()
        .hits
        .into_iter()
        .map(|h| h.id)
        .collect()
}

struct Quality {
    at1: f64,
    at3: f64,
    mrr: f64,
}

/// Recall@1, recall@3 and MRR@10 over the answered queries `keep` selects.
fn quality(ranked: &[Vec<String>], judged: &[Judged], keep: impl Fn(&Judged) -> bool) -> Quality {
    let (mut at1, mut at3, mut rr, mut n) = (0, 0, 0.0, 0usize);
    for (hits, j) in ranked.iter().zip(judged) {
        if j.relevant.is_empty() || !keep(j) {
            continue;
        }
        n += 1;
        if let Some(p) = hits.iter().position(|h| j.relevant.contains(h)) {
            at1 += (p == 0) as usize;
            at3 += (p < 3) as usize;
            rr += 1.0 / (p + 1) as f64;
        }
    }
    let n = n.max(1) as f64;
    Quality {
        at1: at1 as f64 / n,
        at3: at3 as f64 / n,
        mrr: rr / n,
    }
}

fn percentile(v: &mut [f64], p: f64) -> f64 {
    v.sort_by(|a, b| a.partial_cmp(b).unwrap());
    let i = ((v.len() as f64 - 1.0) * p).round() as usize;
    v[i]
}

/// Per-query times (µs) of `f` over `queries`, the best of `reps` passes per query.
fn per_query(queries: &[(&str, &str)], reps: usize, f: &dyn Fn(&str, &str)) -> Vec<f64> {
    queries
        .iter()
        .map(|(q, l)| {
            (0..reps)
                .map(|_| {
                    let t = Instant::now();
                    f(q, l);
                    t.elapsed().as_secs_f64() * 1e6
                })
                .fold(f64::MAX, f64::min)
        })
        .collect()
}

/// Paired ABBA rounds over `queries`: the per-round mean of A and B (µs) and the ratio A/B.
fn abba(
    queries: &[(&str, &str)],
    rounds: usize,
    a: &dyn Fn(&str, &str),
    b: &dyn Fn(&str, &str),
) -> (f64, f64, Vec<f64>) {
    let time = |f: &dyn Fn(&str, &str)| {
        let t = Instant::now();
        for (q, l) in queries {
            f(q, l);
        }
        t.elapsed().as_secs_f64() * 1e6 / queries.len() as f64
    };
    let (mut am, mut bm, mut ratios) = (Vec::new(), Vec::new(), Vec::new());
    for round in 0..rounds {
        let (x, y) = if round % 2 == 0 {
            let x = time(a);
            (x, time(b))
        } else {
            let y = time(b);
            (time(a), y)
        };
        am.push(x);
        bm.push(y);
        ratios.push(x / y);
    }
    (percentile(&mut am, 0.5), percentile(&mut bm, 0.5), ratios)
}

fn latency_table(kb: &KnowledgeBase, index: &SearchIndex, fts: &Fts5, judged: &[Judged], reps: usize) {
    println!("\n## In-process latency per query kind (µs per query, best of {reps})\n");
    println!("| kind | n | ours p50 | ours p99 | FTS5 p50 | FTS5 p99 |");
    println!("|---|---|---|---|---|---|");
    let ours = |q: &str, l: &str| {
        std::hint::black_box(ours_ids(kb, index, q, l));
    };
    let peer = |q: &str, _: &str| {
        std::hint::black_box(fts.search(q, 10));
    };
    let mut rows: Vec<(&str, Vec<(&str, &str)>)> = KINDS
        .iter()
        .map(|(k, qs)| (*k, qs.iter().map(|q| (*q, "en")).collect()))
        .collect();
    rows.push((
        "judged set",
        judged
            .iter()
            .map(|j| (j.query.as_str(), j.lang.as_str()))
            .collect(),
    ));
    for (kind, qs) in rows {
        let mut a = per_query(&qs, reps, &ours);
        let mut b = per_query(&qs, reps, &peer);
        println!(
            "| {kind} | {} | {:.0} | {:.0} | {:.0} | {:.0} |",
            qs.len(),
            percentile(&mut a, 0.5),
            percentile(&mut a, 0.99),
            percentile(&mut b, 0.5),
            percentile(&mut b, 0.99)
        );
    }
}

fn ratio_line(
    label: &str,
    kb: &KnowledgeBase,
    index: &SearchIndex,
    fts: &Fts5,
    judged: &[Judged],
    rounds: usize,
) {
    let qs: Vec<(&str, &str)> = judged
        .iter()
        .map(|j| (j.query.as_str(), j.lang.as_str()))
        .collect();
    for snippets in [true, false] {
        let a_fn = |q: &str, l: &str| {
            std::hint::black_box(ours(kb, index, q, l, snippets));
        };
        let b_fn = |q: &str, _: &str| {
            std::hint::black_box(fts.search_with(q, 10, snippets));
        };
        let (a, b, mut ratios) = abba(&qs, rounds, &a_fn, &b_fn);
        let (lo, hi) = ratios
            .iter()
            .fold((f64::MAX, f64::MIN), |(l, h), r| (l.min(*r), h.max(*r)));
        println!(
            "| {label}, {} | {} | {a:.0} | {b:.0} | {:.2} ({lo:.2}–{hi:.2}) |",
            if snippets { "with snippets" } else { "ids only" },
            kb.rulings().len(),
            percentile(&mut ratios, 0.5)
        );
    }
}

/// The real server, started from a binary.
struct Server {
    child: Child,
    base: String,
    _data: tempfile::TempDir,
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// Start the binary on a free port; returns it and the time until `/healthz` answered.
fn start_server(content: &Path) -> (Server, Duration) {
    let data = tempfile::tempdir().unwrap();
    let started = Instant::now();
    let mut child = Command::new(server_bin())
        .args(["serve", "--bind", "127.0.0.1:0", "--content"])
        .arg(content)
        .arg("--data")
        .arg(data.path())
        .env("RUST_LOG", "warn,arbiter_kb=info")
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("the server binary starts");
    let out = BufReader::new(child.stdout.take().unwrap());
    let mut base = None;
    for line in out.lines() {
        let line = line.unwrap();
        if let Some(i) = line.find("serving on http://") {
            base = Some(line[i + "serving on ".len()..].trim().to_string());
            break;
        }
    }
    let base = base.expect("the server said where it listens");
    while !healthy(&base) {
        std::thread::sleep(Duration::from_millis(5));
    }
    let ready = started.elapsed();
    (
        Server {
            child,
            base,
            _data: data,
        },
        ready,
    )
}

fn http(judged: &[Judged], content: &Path, total: usize) {
    let (server, _) = start_server(content);
    let pid = server.child.id();
    let urls: Vec<String> = judged
        .iter()
        .map(|j| {
            format!(
                "{}/api/search?lang={}&q={}",
                server.base,
                Lang::parse(j.lang.trim_end_matches("-cyrl"))
                    .unwrap_or(Lang::En)
                    .code(),
                urlencode(&j.query)
            )
        })
        .collect();
    // The client gets one thread; the server has the machine's cores.
    let rt = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(1)
        .enable_all()
        .build()
        .unwrap();
    // Warm up, then one connection.
    let (rss0, _) = rss_kib(pid);
    let single: Vec<(f64, f64)> = rt.block_on(async {
        let client = reqwest::Client::new();
        for u in urls.iter().take(50) {
            client.get(u).send().await.unwrap().bytes().await.unwrap();
        }
        let mut out = Vec::new();
        for i in 0..urls.len() * 8 {
            let t = Instant::now();
            let r = client.get(&urls[i % urls.len()]).send().await.unwrap();
            let json: serde_json::Value = r.json().await.unwrap();
            out.push((
                t.elapsed().as_secs_f64() * 1e6,
                json["took_us"].as_f64().unwrap_or(0.0),
            ));
        }
        out
    });
    let mut wall: Vec<f64> = single.iter().map(|x| x.0).collect();
    let mut took: Vec<f64> = single.iter().map(|x| x.1).collect();
    let single_rate = 1e6 * single.len() as f64 / single.iter().map(|x| x.0).sum::<f64>();
    println!("\n## Over HTTP (real binary, loopback)\n");
    println!("| measure | value |");
    println!("|---|---|");
    println!(
        "| server time `took_us` p50 / p99, judged queries | {:.0} µs / {:.0} µs |",
        percentile(&mut took, 0.5),
        percentile(&mut took, 0.99)
    );
    println!(
        "| request latency on 1 connection p50 / p99 | {:.0} µs / {:.0} µs |",
        percentile(&mut wall, 0.5),
        percentile(&mut wall, 0.99)
    );
    println!("| searches/s on 1 connection | {single_rate:.0} |");
    // Throughput at 8 concurrent connections.
    let conns = 8;
    let started = Instant::now();
    let results: Vec<(usize, usize, Vec<f64>)> = rt.block_on(async {
        let mut tasks = Vec::new();
        for c in 0..conns {
            let urls = urls.clone();
            tasks.push(tokio::spawn(async move {
                let client = reqwest::Client::builder()
                    .pool_max_idle_per_host(1)
                    .build()
                    .unwrap();
                let (mut ok, mut err, mut lat) = (0, 0, Vec::new());
                for i in (c..total).step_by(conns) {
                    let t = Instant::now();
                    match client.get(&urls[i % urls.len()]).send().await {
                        Ok(r) if r.status().is_success() => {
                            let _ = r.bytes().await;
                            ok += 1;
                        }
                        _ => err += 1,
                    }
                    lat.push(t.elapsed().as_secs_f64() * 1e6);
                }
                (ok, err, lat)
            }));
        }
        let mut out = Vec::new();
        for t in tasks {
            out.push(t.await.unwrap());
        }
        out
    });
    let elapsed = started.elapsed().as_secs_f64();
    let ok: usize = results.iter().map(|r| r.0).sum();
    let err: usize = results.iter().map(|r| r.1).sum();
    let mut lat: Vec<f64> = results.into_iter().flat_map(|r| r.2).collect();
    let (rss1, hwm) = rss_kib(pid);
    println!(
        "| searches/s at {conns} connections ({total} searches) | {:.0} |",
        ok as f64 / elapsed
    );
    println!("| errors at {conns} connections | {err} |");
    println!(
        "| request latency at {conns} connections p50 / p99 | {:.0} µs / {:.0} µs |",
        percentile(&mut lat, 0.5),
        percentile(&mut lat, 0.99)
    );
    println!(
        "| server RSS before load → after {} searches (peak) | {:.1} MB → {:.1} MB ({:.1} MB) |",
        ok + single.len(),
        rss0 as f64 / 1024.0,
        rss1 as f64 / 1024.0,
        hwm as f64 / 1024.0
    );
}

fn urlencode(s: &str) -> String {
    s.bytes()
        .map(|b| match b {
            b'A'..=b'Z' | b'a'..=b'z' | b'0'..=b'9' | b'-' | b'.' | b'_' | b'~' => (b as char).to_string(),
            _ => format!("%{b:02X}"),
        })
        .collect()
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let quick = args.iter().any(|a| a == "--quick");
    let (reps, rounds, http_total) = if quick { (5, 4, 10_000) } else { (15, 8, 100_000) };
    println!("{}", process::machine());
    let content = Path::new(env!("CARGO_MANIFEST_DIR")).join("content");
    let t = Instant::now();
    let kb = KnowledgeBase::load(&content).unwrap();
    let load = t.elapsed();
    let t = Instant::now();
    let index = SearchIndex::build(&kb).unwrap();
    let build = t.elapsed();
    let t = Instant::now();
    let fts = Fts5::build(&kb);
    let fts_build = t.elapsed();
    let judged = judged(&kb);
    println!(
        "{} documents, {} judged queries; content load {:.0} ms, index build {:.0} ms (FTS5 {:.0} ms)",
        kb.rulings().len(),
        judged.len(),
        load.as_secs_f64() * 1e3,
        build.as_secs_f64() * 1e3,
        fts_build.as_secs_f64() * 1e3
    );

    println!("\n## Quality on the outside judged set (answered queries)\n");
    println!("| engine | set | lang | recall@1 | recall@3 | MRR@10 |");
    println!("|---|---|---|---|---|---|");
    let ours: Vec<Vec<String>> = judged
        .iter()
        .map(|j| ours_ids(&kb, &index, &j.query, &j.lang))
        .collect();
    let peer: Vec<Vec<String>> = judged
        .iter()
        .map(|j| fts.search(&j.query, 10).into_iter().map(|(id, _)| id).collect())
        .collect();
    for set in ["holdout", "tune"] {
        for lang in ["all", "en", "pt", "ru", "sr", "sr-cyrl"] {
            for (name, ranked) in [("ours (tantivy)", &ours), ("FTS5 peer", &peer)] {
                let q = quality(ranked, &judged, |j| {
                    j.set == set && (lang == "all" || j.lang == lang)
                });
                println!(
                    "| {name} | {set} | {lang} | {:.3} | {:.3} | {:.3} |",
                    q.at1, q.at3, q.mrr
                );
            }
        }
    }

    latency_table(&kb, &index, &fts, &judged, reps);

    println!(
        "\n## Paired ratio ours/FTS5 over the judged queries ({rounds} ABBA rounds; top 10, with and without snippets)\n"
    );
    println!("| corpus | rulings | ours µs/query | FTS5 µs/query | ratio median (min–max) |");
    println!("|---|---|---|---|---|");
    ratio_line("shipped", &kb, &index, &fts, &judged, rounds);
    if !args.iter().any(|a| a == "--no-scale") {
        for factor in [10, 100] {
            let big = synthetic::generate(&kb, factor, 42);
            let t = Instant::now();
            let big_index = SearchIndex::build(&big).unwrap();
            let b = t.elapsed();
            let big_fts = Fts5::build(&big);
            eprintln!("{factor}×: index build {:.1} s", b.as_secs_f64());
            ratio_line(
                &format!("{factor}× (build {:.1} s)", b.as_secs_f64()),
                &big,
                &big_index,
                &big_fts,
                &judged,
                rounds.min(4),
            );
            let qs: Vec<(&str, &str)> = judged
                .iter()
                .map(|j| (j.query.as_str(), j.lang.as_str()))
                .collect();
            let mut t = per_query(&qs, 3, &|q, l| {
                std::hint::black_box(ours_ids(&big, &big_index, q, l));
            });
            eprintln!(
                "{factor}×: ours p50 {:.0} µs, p99 {:.0} µs",
                percentile(&mut t, 0.5),
                percentile(&mut t, 0.99)
            );
            println!(
                "|  ↳ ours p50 / p99 at {factor}× | | {:.0} / {:.0} | | |",
                percentile(&mut t, 0.5),
                percentile(&mut t, 0.99)
            );
        }
    }

    println!("\n## Start-up to ready (binary until /healthz answers)\n");
    println!("| corpus | documents | time |");
    println!("|---|---|---|");
    let mut times = Vec::new();
    for _ in 0..3 {
        times.push(start_server(&content).1.as_secs_f64());
    }
    println!(
        "| shipped | {} | {:.2} s (best of 3) |",
        kb.rulings().len(),
        times.iter().cloned().fold(f64::MAX, f64::min)
    );
    if !args.iter().any(|a| a == "--no-scale") {
        let dir = tempfile::tempdir().unwrap();
        let big = synthetic::generate(&kb, 10, 42);
        synthetic::write(&big, &content, dir.path()).unwrap();
        let (_, t) = start_server(dir.path());
        println!("| 10× | {} | {:.2} s |", big.rulings().len(), t.as_secs_f64());
    }

    if !args.iter().any(|a| a == "--no-http") {
        http(&judged, &content, http_total);
    }
}
