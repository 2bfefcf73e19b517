//! A question as stored: deflated JSON of the question as served; the compact form a finished
//! practice quiz keeps (its options' order, to be rebuilt from the content); and the JSON in
//! every language of before compression, still read. Topics as stored, space-separated.

use std::io::{Read, Write};

use anyhow::Context;
use flate2::Compression;
use flate2::read::DeflateDecoder;
use flate2::write::DeflateEncoder;
use rusqlite::params;

use crate::quiz::Served;
use crate::store::Store;

/// A served question as stored: deflated JSON.
pub(crate) fn pack(q: &Served) -> anyhow::Result<Vec<u8>> {
    let json = serde_json::to_vec(q)?;
    let mut enc = DeflateEncoder::new(Vec::with_capacity(json.len() / 2), Compression::best());
    enc.write_all(&json)?;
    Ok(enc.finish()?)
}

/// First byte of a compact question. A deflate stream never starts with it (block type 3 is
/// reserved), nor does JSON, so the three forms cannot be mistaken for one another.
const COMPACT: u8 = 0x06;

/// A question kept compactly: its option ids in the order shown (key, topics and the right
/// option have columns of their own).
pub(crate) fn pack_compact(q: &Served) -> Vec<u8> {
    let mut out = vec![COMPACT];
    out.extend_from_slice(q.option_ids.join("\n").as_bytes());
    out
}

/// A stored question: deflated JSON; a compact one (texts empty, [`Served::compact`] set, to
/// be rebuilt from the content); or (stored before compression) the JSON of a question in
/// every language, shown in `lang`.
pub(crate) fn unpack(
    blob: &[u8],
    lang: &str,
    topics: &str,
    key: &str,
    correct: usize,
) -> anyhow::Result<Served> {
    if let Some(ids) = blob.strip_prefix(&[COMPACT]) {
        let ids: Vec<String> = std::str::from_utf8(ids)
            .context("a compact question is unreadable")?
            .split('\n')
            .map(str::to_string)
            .collect();
        return Ok(Served::compact(key, split_topics(topics), ids, correct));
    }
    if blob.first() == Some(&b'{') {
        let q: crate::quiz::Question =
            serde_json::from_slice(blob).context("a stored question is unreadable")?;
        let lang = crate::content::Lang::parse(lang).unwrap_or(crate::content::Lang::En);
        return Ok(q.served(lang, split_topics(topics)));
    }
    let mut json = Vec::new();
    DeflateDecoder::new(blob)
        .read_to_end(&mut json)
        .context("a stored question is not readable")?;
    serde_json::from_slice(&json).context("a stored question is unreadable")
}

/// Topics as stored: space-separated.
pub(crate) fn join_topics(topics: &[String]) -> String {
    topics.join(" ")
}

pub(crate) fn split_topics(s: &str) -> Vec<String> {
    s.split_whitespace().map(str::to_string).collect()
}

impl Store {
    /// Bytes the questions of `attempt_id` take in the database (their stored form), for tests
    /// and the storage bound in SECURITY.md.
    pub fn stored_question_bytes(&self, attempt_id: &str) -> anyhow::Result<usize> {
        let conn = self.conn()?;
        let n: i64 = conn.query_row(
            "SELECT COALESCE(SUM(length(served) + length(question_key) + length(topics)), 0)
             FROM attempt_questions WHERE attempt_id = ?1",
            params![attempt_id],
            |r| r.get(0),
        )?;
        Ok(n as usize)
    }
}
