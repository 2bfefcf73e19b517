//! Search benchmark: our tantivy search against a peer, SQLite FTS5 (unicode61 with diacritics
//! removed, the usual "just use SQLite" alternative), on the same documents and the judged
//! queries of `tests/api/search_queries.tsv`, in one process. Reports quality for both and the
//! per-query latency as a paired ratio over interleaved rounds (ABBA), as
//! `../shared/reference/search-notes.md` §4 recommends for a noisy 2-core machine.
//!
//! Run: `cargo bench --bench search` (release build).

use std::collections::HashSet;
use std::path::Path;
use std::time::Instant;

use arbiter_kb::content::{KnowledgeBase, Lang};
use arbiter_kb::search::{SearchIndex, SearchOptions};
use rusqlite::Connection;

struct Judged {
    lang: String,
    query: String,
    relevant: HashSet<String>,
}

fn judged(kb: &KnowledgeBase) -> Vec<Judged> {
    include_str!("../tests/api/search_queries.tsv")
        .lines()
        .skip(1)
        .filter(|l| !l.trim().is_empty())
        .map(|l| {
            let f: Vec<&str> = l.split('\t').collect();
            let mut relevant = HashSet::new();
            for r in f[3].split(',') {
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
                lang: f[1].to_string(),
                query: f[2].to_string(),
                relevant,
            }
        })
        .collect()
}

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
        let mut stmt = conn
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
        drop(stmt);
        Fts5 { conn }
    }

    fn search(&self, q: &str, limit: usize) -> Vec<String> {
        // Quote every token so user input can never be FTS5 syntax.
        let tokens: Vec<String> = q
            .split(|c: char| !(c.is_alphanumeric() || c == '.'))
            .filter(|t| !t.is_empty())
            .map(|t| format!("\"{}\"", t.replace('"', "")))
            .collect();
        if tokens.is_empty() {
            return Vec::new();
        }
        let mut stmt = self
            .conn
            .prepare_cached(
                "SELECT id FROM docs WHERE docs MATCH ?1 ORDER BY bm25(docs, 0.0, 3.0, 3.0, 2.0, 1.5, 1.0, 6.0) LIMIT ?2",
            )
            .unwrap();
        let rows = stmt.query_map(rusqlite::params![tokens.join(" OR "), (limit * 4) as i64], |r| {
            r.get::<_, String>(0)
        });
        let mut out: Vec<String> = Vec::new();
        for id in rows.into_iter().flatten().flatten() {
            if !out.contains(&id) {
                out.push(id);
            }
        }
        out.truncate(limit);
        out
    }
}

fn quality(name: &str, ranked: &[Vec<String>], judged: &[Judged]) {
    let (mut at1, mut at3, mut rr) = (0, 0, 0.0);
    for (hits, j) in ranked.iter().zip(judged) {
        if let Some(p) = hits.iter().position(|h| j.relevant.contains(h)) {
            if p == 0 {
                at1 += 1;
            }
            if p < 3 {
                at3 += 1;
            }
            rr += 1.0 / (p + 1) as f64;
        }
    }
    let n = judged.len() as f64;
    println!(
        "{name:<8} recall@1 {:.3}  recall@3 {:.3}  MRR@10 {:.3}",
        at1 as f64 / n,
        at3 as f64 / n,
        rr / n
    );
}

fn median(v: &mut [f64]) -> f64 {
    v.sort_by(|a, b| a.partial_cmp(b).unwrap());
    v[v.len() / 2]
}

fn main() {
    let kb = KnowledgeBase::load(&Path::new(env!("CARGO_MANIFEST_DIR")).join("content")).unwrap();
    let t = Instant::now();
    let index = SearchIndex::build(&kb).unwrap();
    let tantivy_build = t.elapsed();
    let t = Instant::now();
    let fts = Fts5::build(&kb);
    let fts_build = t.elapsed();
    let judged = judged(&kb);
    println!(
        "{} documents, {} judged queries",
        kb.rulings().len(),
        judged.len()
    );
    println!(
        "index build: tantivy {:.1} ms, FTS5 {:.1} ms",
        tantivy_build.as_secs_f64() * 1e3,
        fts_build.as_secs_f64() * 1e3
    );

    let ours = |j: &Judged| -> Vec<String> {
        let opts = SearchOptions {
            lang: Lang::parse(&j.lang).unwrap_or(Lang::En),
            limit: 10,
            ..SearchOptions::default()
        };
        index
            .search(&kb, &j.query, &opts)
            .unwrap()
            .hits
            .into_iter()
            .map(|h| h.id)
            .collect()
    };
    let peer = |j: &Judged| fts.search(&j.query, 10);
    quality("tantivy", &judged.iter().map(ours).collect::<Vec<_>>(), &judged);
    quality("FTS5", &judged.iter().map(peer).collect::<Vec<_>>(), &judged);

    // Latency: ABBA rounds over the whole query list, paired per round.
    let rounds = 8;
    let mut ratios = Vec::new();
    let (mut a_means, mut b_means) = (Vec::new(), Vec::new());
    let time = |f: &dyn Fn(&Judged) -> Vec<String>| {
        let t = Instant::now();
        for j in &judged {
            std::hint::black_box(f(j));
        }
        t.elapsed().as_secs_f64() * 1e6 / judged.len() as f64
    };
    for round in 0..rounds {
        let (a, b) = if round % 2 == 0 {
            let a = time(&ours);
            (a, time(&peer))
        } else {
            let b = time(&peer);
            (time(&ours), b)
        };
        a_means.push(a);
        b_means.push(b);
        ratios.push(a / b);
    }
    let (lo, hi) = ratios
        .iter()
        .fold((f64::MAX, f64::MIN), |(l, h), r| (l.min(*r), h.max(*r)));
    println!(
        "latency per query: tantivy median {:.0} µs, FTS5 median {:.0} µs; paired ratio tantivy/FTS5 median {:.2} (min {:.2}, max {:.2}) over {rounds} rounds",
        median(&mut a_means),
        median(&mut b_means),
        median(&mut ratios.clone()),
        lo,
        hi
    );
}
