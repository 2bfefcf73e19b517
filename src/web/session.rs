//! Sessions over HTTP: the session cookie (`__Host-sid` behind HTTPS, `sid` otherwise;
//! HttpOnly, SameSite=Lax), the guest created only when a visitor first needs one, and the two
//! protections of every state-changing request: same origin (Fetch Metadata and `Origin`) and,
//! for HTML forms, the session's anti-forgery token (a visitor without a session gets a
//! pre-session token in a cookie of its own, so showing a form writes nothing to the database).

use actix_web::HttpRequest;
use actix_web::cookie::{Cookie, SameSite, time::Duration as CookieDuration};
use actix_web::http::header;

use crate::locales::Message;
use crate::store::users::Session;
use crate::web::AppState;
use crate::web::clock::now_ms;
use crate::web::error::AppError;

/// Session cookie name when served over plain HTTP (tests, local use).
pub const COOKIE: &str = "sid";
/// Session cookie name behind HTTPS: the `__Host-` prefix pins it to this host, path `/`, Secure.
pub const SECURE_COOKIE: &str = "__Host-sid";
/// Cookie of the guest token from before accounts (still honoured, so no guest loses a quiz).
pub const LEGACY_COOKIE: &str = "guest";
/// Cookie holding the anti-forgery token of a visitor who has no session yet.
pub const PRE_COOKIE: &str = "pre";

fn cookie_name(state: &AppState) -> &'static str {
    if state.secure_cookies {
        SECURE_COOKIE
    } else {
        COOKIE
    }
}

fn token_of(req: &HttpRequest, name: &str) -> Option<String> {
    req.cookie(name)
        .map(|c| c.value().to_string())
        .filter(|v| v.len() == 64 && v.bytes().all(|b| b.is_ascii_hexdigit()))
}

/// The session cookie token of a request, if it carries one.
pub fn token(state: &AppState, req: &HttpRequest) -> Option<String> {
    token_of(req, cookie_name(state)).or_else(|| token_of(req, LEGACY_COOKIE))
}

/// The live session of a request, with its token.
pub async fn current(state: &AppState, req: &HttpRequest) -> Result<Option<(String, Session)>, AppError> {
    let Some(token) = token(state, req) else {
        return Ok(None);
    };
    let training = state.training.clone();
    let t = token.clone();
    let session = blocking(move || Ok(training.session(&t, now_ms())?)).await?;
    Ok(session.map(|s| (token, s)))
}

/// The session of a request, or 401: for what only a visitor with a session may do.
pub async fn signed_in(state: &AppState, req: &HttpRequest) -> Result<Session, AppError> {
    match current(state, req).await? {
        Some((_, s)) => Ok(s),
        None => Err(AppError::Unauthorized(Message::new("error-sign-in"))),
    }
}

/// The session of a request, a new guest's if it has none (with the cookie to set).
pub async fn ensure(
    state: &AppState,
    req: &HttpRequest,
) -> Result<((String, Session), Option<Cookie<'static>>), AppError> {
    if let Some(s) = current(state, req).await? {
        return Ok((s, None));
    }
    let training = state.training.clone();
    let ip = client_ip(req);
    let (token, session) = blocking(move || Ok(training.new_guest(&ip, now_ms())?)).await?;
    let cookie = session_cookie(state, &token, &session);
    Ok(((token, session), Some(cookie)))
}

/// The cookie carrying a session token.
pub fn session_cookie(state: &AppState, token: &str, session: &Session) -> Cookie<'static> {
    let max_age_s = ((session.expires_at - now_ms()) / 1000).max(60);
    Cookie::build(cookie_name(state), token.to_string())
        .path("/")
        .http_only(true)
        .same_site(SameSite::Lax)
        .secure(state.secure_cookies)
        .max_age(CookieDuration::seconds(max_age_s))
        .finish()
}

/// Cookies that end the session in the browser (and the legacy guest cookie).
pub fn clearing_cookies(state: &AppState) -> Vec<Cookie<'static>> {
    [cookie_name(state), LEGACY_COOKIE]
        .into_iter()
        .map(|name| {
            let mut c = Cookie::build(name, "")
                .path("/")
                .http_only(true)
                .same_site(SameSite::Lax)
                .secure(state.secure_cookies)
                .finish();
            c.make_removal();
            c
        })
        .collect()
}

/// The address a request came from, for per-address limits: the TCP peer, unless the peer is
/// a trusted proxy (`--trusted-proxy`), in which case the one header the proxy is said to set
/// (`--forwarded-header`: `X-Forwarded-For` by default, or RFC 7239 `Forwarded`) is read from
/// the right: the first address that is not itself a trusted proxy is the client. Only that
/// header counts — a proxy passes on whatever other forwarding headers a client wrote — and
/// from an untrusted peer it is ignored too, since any client can write it.
pub fn client_ip(req: &HttpRequest) -> String {
    let Some(peer) = req.peer_addr().map(|a| a.ip()) else {
        return "unknown".into();
    };
    let Some(state) = req.app_data::<actix_web::web::Data<AppState>>() else {
        return peer.to_string();
    };
    client_address(
        peer,
        &state.trusted_proxies,
        state.forwarded_header,
        req.headers(),
    )
    .to_string()
}

/// See [`client_ip`].
pub fn client_address(
    peer: std::net::IpAddr,
    trusted: &[ipnet::IpNet],
    header: crate::config::ForwardedHeader,
    headers: &header::HeaderMap,
) -> std::net::IpAddr {
    let is_trusted = |ip: &std::net::IpAddr| trusted.iter().any(|net| net.contains(ip));
    if !is_trusted(&peer) {
        return peer;
    }
    let hops = forwarded_hops(header, headers);
    let mut client = peer;
    for hop in hops.iter().rev() {
        match hop {
            Some(ip) => {
                client = *ip;
                if !is_trusted(ip) {
                    break;
                }
            }
            // An entry we cannot read (obfuscated or malformed): the last address we could
            // read stands, never a guess past it.
            None => break,
        }
    }
    client
}

/// The addresses a request passed through, oldest first, from the configured header; `None`
/// for an entry that is not an address.
fn forwarded_hops(
    which: crate::config::ForwardedHeader,
    headers: &header::HeaderMap,
) -> Vec<Option<std::net::IpAddr>> {
    let values = |name: &str| -> Vec<String> {
        headers
            .get_all(name)
            .filter_map(|v| v.to_str().ok())
            .flat_map(|v| v.split(','))
            .map(|e| e.trim().to_string())
            .filter(|e| !e.is_empty())
            .collect()
    };
    if which == crate::config::ForwardedHeader::Forwarded {
        return values("forwarded")
            .iter()
            .map(|element| {
                element
                    .split(';')
                    .find_map(|pair| {
                        let (k, v) = pair.trim().split_once('=')?;
                        k.trim()
                            .eq_ignore_ascii_case("for")
                            .then(|| v.trim().trim_matches('"'))
                    })
                    .and_then(parse_node)
            })
            .collect();
    }
    values("x-forwarded-for").iter().map(|e| parse_node(e)).collect()
}

/// An address as proxies write it: `192.0.2.1`, `192.0.2.1:4711`, `[2001:db8::1]:4711`, `2001:db8::1`.
fn parse_node(s: &str) -> Option<std::net::IpAddr> {
    if let Ok(ip) = s.parse() {
        return Some(ip);
    }
    if let Ok(sock) = s.parse::<std::net::SocketAddr>() {
        return Some(sock.ip());
    }
    s.strip_prefix('[')
        .and_then(|r| r.split_once(']'))
        .and_then(|(ip, _)| ip.parse().ok())
}

/// Refuse state-changing requests that come from another site (Fetch Metadata and Origin).
pub fn same_origin(req: &HttpRequest) -> Result<(), AppError> {
    let h = req.headers();
    if let Some(site) = h.get("sec-fetch-site").and_then(|v| v.to_str().ok())
        && !matches!(site, "same-origin" | "none")
    {
        return Err(AppError::Forbidden(Message::new("error-cross-site")));
    }
    if let Some(origin) = h.get(header::ORIGIN).and_then(|v| v.to_str().ok()) {
        let host = h
            .get(header::HOST)
            .and_then(|v| v.to_str().ok())
            .unwrap_or_default();
        let origin_host = origin.split_once("://").map(|(_, rest)| rest).unwrap_or(origin);
        if origin == "null" || origin_host != host {
            return Err(AppError::Forbidden(Message::new("error-cross-site")));
        }
    }
    Ok(())
}

/// Constant-time comparison, so a token cannot be guessed byte by byte from timings.
pub fn same_secret(a: &str, b: &str) -> bool {
    a.len() == b.len() && a.bytes().zip(b.bytes()).fold(0u8, |acc, (x, y)| acc | (x ^ y)) == 0
}

/// The anti-forgery token a form rendered for this request carries: the session's, or a
/// pre-session token (returned with the cookie to set when it is new).
pub fn form_token(req: &HttpRequest, session: Option<&Session>) -> (String, Option<Cookie<'static>>) {
    if let Some(s) = session {
        return (s.csrf.clone(), None);
    }
    if let Some(t) = token_of(req, PRE_COOKIE) {
        return (t, None);
    }
    let t = crate::store::quiz::random_hex(32);
    let secure = req
        .app_data::<actix_web::web::Data<AppState>>()
        .is_some_and(|s| s.secure_cookies);
    let cookie = Cookie::build(PRE_COOKIE, t.clone())
        .path("/")
        .http_only(true)
        .secure(secure)
        .same_site(SameSite::Strict)
        .max_age(CookieDuration::hours(12))
        .finish();
    (t, Some(cookie))
}

/// Check a posted form: same origin, and its token is the session's (or, without a session,
/// the pre-session cookie's).
pub fn check_form(
    req: &HttpRequest,
    session: Option<&Session>,
    posted: Option<&str>,
) -> Result<(), AppError> {
    same_origin(req)?;
    let expected = match session {
        Some(s) => Some(s.csrf.clone()),
        None => token_of(req, PRE_COOKIE),
    };
    match (expected, posted) {
        (Some(e), Some(p)) if same_secret(&e, p) => Ok(()),
        _ => Err(AppError::Forbidden(Message::new("error-form-expired"))),
    }
}

/// Run `f` on the blocking pool (SQLite, password hashing).
pub async fn blocking<T: Send + 'static>(
    f: impl FnOnce() -> Result<T, AppError> + Send + 'static,
) -> Result<T, AppError> {
    actix_web::web::block(f)
        .await
        .map_err(|e| AppError::Internal(anyhow::anyhow!("blocking task failed: {e}")))?
}

/// Append cookies to a response.
pub fn with_cookies(
    mut resp: actix_web::HttpResponse,
    cookies: impl IntoIterator<Item = Cookie<'static>>,
) -> actix_web::HttpResponse {
    for c in cookies {
        if let Ok(v) = header::HeaderValue::from_str(&c.to_string()) {
            resp.headers_mut().append(header::SET_COOKIE, v);
        }
    }
    resp
}

/// Mark a personal response as never to be stored by a cache.
pub fn no_store(mut resp: actix_web::HttpResponse) -> actix_web::HttpResponse {
    resp.headers_mut().insert(
        header::CACHE_CONTROL,
        header::HeaderValue::from_static("no-store"),
    );
    resp
}

#[cfg(test)]
mod tests {
    use super::*;
    use actix_web::http::header::{HeaderMap, HeaderName, HeaderValue};

    fn headers(pairs: &[(&str, &str)]) -> HeaderMap {
        let mut h = HeaderMap::new();
        for (k, v) in pairs {
            h.append(
                HeaderName::from_bytes(k.as_bytes()).unwrap(),
                HeaderValue::from_str(v).unwrap(),
            );
        }
        h
    }

    use crate::config::ForwardedHeader::{Forwarded, XForwardedFor};

    #[test]
    fn forwarded_addresses_count_only_from_a_trusted_proxy_and_are_read_from_the_right() {
        let proxy: std::net::IpAddr = "10.0.0.5".parse().unwrap();
        let trusted: Vec<ipnet::IpNet> = vec!["10.0.0.0/24".parse().unwrap()];
        let xff = headers(&[("x-forwarded-for", "6.6.6.6, 203.0.113.7")]);
        // From the trusted proxy: the right-most address the proxy itself wrote.
        let ip = client_address(proxy, &trusted, XForwardedFor, &xff);
        assert_eq!(ip.to_string(), "203.0.113.7");
        // From anyone else: the header is ignored.
        let stranger: std::net::IpAddr = "198.51.100.9".parse().unwrap();
        assert_eq!(client_address(stranger, &trusted, XForwardedFor, &xff), stranger);
        let none: Vec<ipnet::IpNet> = Vec::new();
        assert_eq!(
            client_address(proxy, &none, XForwardedFor, &xff),
            proxy,
            "no trusted proxy"
        );
        // A chain of trusted proxies is walked through.
        let chain = headers(&[("x-forwarded-for", "203.0.113.7, 10.0.0.9")]);
        let ip = client_address(proxy, &trusted, XForwardedFor, &chain);
        assert_eq!(ip.to_string(), "203.0.113.7");
        // Only the configured header counts: a proxy passes on what a client wrote in the other.
        let both = headers(&[
            (
                "forwarded",
                "for=6.6.6.6, for=\"[2001:db8::17]:4711\";proto=https",
            ),
            ("x-forwarded-for", "192.0.2.1"),
        ]);
        let ip = client_address(proxy, &trusted, XForwardedFor, &both);
        assert_eq!(ip.to_string(), "192.0.2.1");
        // RFC 7239 `Forwarded` when configured, with ports and IPv6 brackets.
        let ip = client_address(proxy, &trusted, Forwarded, &both);
        assert_eq!(ip.to_string(), "2001:db8::17");
        // An unreadable entry stops the walk at the last address we could read.
        let junk = headers(&[("x-forwarded-for", "203.0.113.7, unknown")]);
        assert_eq!(client_address(proxy, &trusted, XForwardedFor, &junk), proxy);
        // No header at all: the proxy itself.
        assert_eq!(client_address(proxy, &trusted, Forwarded, &headers(&[])), proxy);
    }
}
