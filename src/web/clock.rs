//! The clock as the web layer reads it: now in Unix milliseconds (what `training` and `store`
//! are given), and Unix milliseconds as RFC 3339 for clients.

use time::OffsetDateTime;
use time::format_description::well_known::Rfc3339;

/// Now, in Unix milliseconds.
pub fn now_ms() -> i64 {
    (OffsetDateTime::now_utc().unix_timestamp_nanos() / 1_000_000) as i64
}

/// Unix milliseconds as RFC 3339.
pub fn rfc3339(ms: i64) -> String {
    OffsetDateTime::from_unix_timestamp_nanos(ms as i128 * 1_000_000)
        .ok()
        .and_then(|t| t.format(&Rfc3339).ok())
        .unwrap_or_default()
}
