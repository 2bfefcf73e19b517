//! Logging set-up for the server: `tracing` events formatted one per line, with every control
//! character escaped in the line as written. Request paths, queries, headers, bodies and the
//! error messages made from them all reach the log through fields whose formatting we do not
//! control (a `Display` of an error, a span field of the request logger), so the escaping is
//! done once, on the finished line, where nothing can slip past it: a client that puts CR, LF,
//! ESC or NUL into a request cannot start a forged line or send terminal escapes to whoever
//! reads the log.

use std::io::{self, Write};

use tracing_subscriber::EnvFilter;
use tracing_subscriber::fmt::MakeWriter;

/// Install the global subscriber: `RUST_LOG` (default `info`), one escaped line per event on
/// standard output, no colours (colour codes would be escaped too).
pub fn init() {
    tracing_subscriber::fmt()
        .with_ansi(false)
        .with_writer(Escaping(io::stdout))
        .with_env_filter(EnvFilter::try_from_default_env().unwrap_or_else(|_| EnvFilter::new("info")))
        .init();
}

/// A [`MakeWriter`] whose writers escape control characters (see [`escape_line`]).
#[derive(Debug, Clone, Copy)]
pub struct Escaping<M>(pub M);

impl<'a, M: MakeWriter<'a>> MakeWriter<'a> for Escaping<M> {
    type Writer = EscapingWriter<M::Writer>;

    fn make_writer(&'a self) -> Self::Writer {
        EscapingWriter(self.0.make_writer())
    }
}

/// Writes what it is given with control characters escaped.
#[derive(Debug)]
pub struct EscapingWriter<W>(W);

impl<W: Write> Write for EscapingWriter<W> {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        // The formatter hands over one whole event (its line and final newline) per write.
        self.0.write_all(escape_line(buf).as_bytes())?;
        Ok(buf.len())
    }

    fn flush(&mut self) -> io::Result<()> {
        self.0.flush()
    }
}

/// `buf` with every control character written as an escape (`\n`, `\r`, `\t`, `\0`, `\x1b`,
/// `\u{85}`…) except the final newline that ends the line; invalid UTF-8 as `\xNN`.
pub fn escape_line(buf: &[u8]) -> String {
    let (body, newline) = match buf.strip_suffix(b"\n") {
        Some(b) => (b, true),
        None => (buf, false),
    };
    let mut out = String::with_capacity(body.len() + 1);
    for chunk in body.utf8_chunks() {
        for c in chunk.valid().chars() {
            match c {
                '\n' => out.push_str("\\n"),
                '\r' => out.push_str("\\r"),
                '\t' => out.push_str("\\t"),
                '\0' => out.push_str("\\0"),
                // C0 and C1 controls, DEL, and the Unicode line and paragraph separators.
                c if c.is_control() || c == '\u{2028}' || c == '\u{2029}' => {
                    out.push_str(&c.escape_unicode().to_string().replace("\\u{1b}", "\\x1b"))
                }
                c => out.push(c),
            }
        }
        for b in chunk.invalid() {
            out.push_str(&format!("\\x{b:02x}"));
        }
    }
    if newline {
        out.push('\n');
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn control_characters_are_escaped_and_only_the_final_newline_stays() {
        let line = b"GET /x\n2026-12-05T08:00:00Z ERROR forged\r\x1b[31m\0\x7f\xc2\x85\xe2\x80\xa8 ok\xff\n";
        let out = escape_line(line);
        assert_eq!(out.matches('\n').count(), 1);
        assert!(out.ends_with(" ok\\xff\n"), "{out}");
        assert!(!out.chars().any(|c| c.is_control() && c != '\n'), "{out:?}");
        assert!(
            out.starts_with("GET /x\\n2026-12-05T08:00:00Z ERROR forged\\r\\x1b[31m\\0"),
            "{out}"
        );
        assert_eq!(
            escape_line("naïve ü 6.9 упал флаг\n".as_bytes()),
            "naïve ü 6.9 упал флаг\n"
        );
    }
}
