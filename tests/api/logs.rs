//! The server's log cannot be forged: CR, LF, ESC and NUL sent through a request's path, query,
//! headers and body, and the error messages made from them, come out escaped, one event a line.
//! Runs the real binary and reads what it writes.

use std::io::{BufRead, BufReader, Read, Write};
use std::net::TcpStream;
use std::process::{Command, Stdio};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use crate::helpers::{content_dir, temp_data_dir};

/// The forged line a request tries to start: a timestamp and a level, as our log writes them.
const FORGED: &str = "2026-12-05T08:00:00.000000Z ERROR FORGED";

/// Send raw bytes as one HTTP request and read the answer's status line.
fn raw(addr: &str, request: &[u8]) -> String {
    let mut s = TcpStream::connect(addr).unwrap();
    s.set_read_timeout(Some(Duration::from_secs(10))).unwrap();
    s.write_all(request).unwrap();
    let mut buf = Vec::new();
    let _ = s.read_to_end(&mut buf);
    String::from_utf8_lossy(&buf)
        .lines()
        .next()
        .unwrap_or_default()
        .to_string()
}

#[test]
fn control_characters_from_any_part_of_a_request_are_escaped_in_the_log() {
    let mut child = Command::new(env!("CARGO_BIN_EXE_arbiter-kb"))
        .args(["serve", "--bind", "127.0.0.1:0", "--content"])
        .arg(content_dir())
        .arg("--data")
        .arg(temp_data_dir())
        .env("RUST_LOG", "info")
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let lines = Arc::new(Mutex::new(Vec::<String>::new()));
    for stream in [
        Box::new(child.stdout.take().unwrap()) as Box<dyn Read + Send>,
        Box::new(child.stderr.take().unwrap()),
    ] {
        let lines = lines.clone();
        std::thread::spawn(move || {
            for line in BufReader::new(stream).split(b'\n') {
                let Ok(line) = line else { break };
                lines
                    .lock()
                    .unwrap()
                    .push(String::from_utf8_lossy(&line).into_owned());
            }
        });
    }
    let started = Instant::now();
    let addr = loop {
        let found = lines
            .lock()
            .unwrap()
            .iter()
            .find_map(|l| l.split("serving on http://").nth(1).map(|a| a.trim().to_string()));
        if let Some(a) = found {
            break a;
        }
        assert!(
            started.elapsed() < Duration::from_secs(60),
            "the server did not start"
        );
        std::thread::sleep(Duration::from_millis(50));
    };

    let forged = FORGED.replace(' ', "%20");
    // Path: an unknown ruling id whose error message repeats it.
    for control in ["%0a", "%0d%0a", "%1b[31m", "%00"] {
        raw(
            &addr,
            format!(
                "GET /api/rulings/x{control}{forged} HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\n\r\n"
            )
            .as_bytes(),
        );
    }
    // Query: an unknown topic is repeated in the 400's message.
    raw(
        &addr,
        format!("GET /api/search?q=x&topic=t%0a{forged}%1b%00 HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\n\r\n")
            .as_bytes(),
    );
    // Headers: control characters a client writes into them (ESC and NUL raw, and a lone CR).
    raw(
        &addr,
        format!(
            "GET /api/rulings/y HTTP/1.1\r\nHost: {addr}\r\nUser-Agent: a\x1b[31m\0b\rX{FORGED}\r\nConnection: close\r\n\r\n"
        )
        .as_bytes(),
    );
    raw(
        &addr,
        format!(
            "GET /nowhere HTTP/1.1\r\nHost: {addr}\r\nUser-Agent: agent\u{85}{FORGED}\u{2028}x\r\nConnection: close\r\n\r\n"
        )
        .as_bytes(),
    );
    // Body: an unknown JSON field is named in the 400's message (JSON escapes decoded).
    let body = format!("{{\"username\":\"a\",\"password\":\"b\",\"x\\n{FORGED}\\r\\u001b[31m\\u0000\":1}}");
    let status = raw(
        &addr,
        format!(
            "POST /api/account/login HTTP/1.1\r\nHost: {addr}\r\nContent-Type: application/json\r\nContent-Length: {}\r\nConnection: close\r\n\r\n{body}",
            body.len()
        )
        .as_bytes(),
    );
    assert!(status.contains("400"), "{status}");
    // A username with control characters in a login that fails.
    let body = format!("{{\"username\":\"u\\n{FORGED}\",\"password\":\"wrong password\"}}");
    raw(
        &addr,
        format!(
            "POST /api/account/login HTTP/1.1\r\nHost: {addr}\r\nContent-Type: application/json\r\nContent-Length: {}\r\nConnection: close\r\n\r\n{body}",
            body.len()
        )
        .as_bytes(),
    );

    // Let the last events reach the log, then stop the server.
    std::thread::sleep(Duration::from_millis(500));
    let _ = child.kill();
    let _ = child.wait();
    std::thread::sleep(Duration::from_millis(200));
    let lines = lines.lock().unwrap().clone();
    let log = lines.join("\n");

    // The requests were logged (escaped), so this test sees what it means to see…
    assert!(
        log.contains("\\n2026-12-05T08:00:00.000000Z ERROR FORGED"),
        "{log}"
    );
    assert!(log.contains("\\r"), "{log}");
    // …and no line is forged or carries a raw control character.
    for line in &lines {
        assert!(!line.starts_with("2026-12-05T08:00:00"), "forged line: {line:?}");
        assert!(
            !line.chars().any(|c| c.is_control() || c == '\u{2028}'),
            "raw control character in {line:?}"
        );
        assert!(
            line.len() >= 20 && line.as_bytes()[4] == b'-' && line.as_bytes()[10] == b'T',
            "every line starts with the server's own timestamp: {line:?}"
        );
    }
}
