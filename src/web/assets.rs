//! Static assets (CSS, JS, icons, manifest) embedded in the binary and served with an ETag.
//! Only embedded files can be served, so no path can reach the file system.

use actix_web::http::header::{self, CacheControl, CacheDirective, EntityTag};
use actix_web::{HttpRequest, HttpResponse, web};
use rust_embed::Embed;

#[derive(Embed)]
#[folder = "static/"]
struct StaticFiles;

/// `GET /static/{path}`.
pub(crate) async fn serve(req: HttpRequest, path: web::Path<String>) -> HttpResponse {
    let path = path.into_inner();
    let Some(file) = StaticFiles::get(&path) else {
        return HttpResponse::NotFound()
            .content_type("text/plain; charset=utf-8")
            .body("Not found");
    };
    let hash = file.metadata.sha256_hash();
    let etag = EntityTag::new_strong(hash[..12].iter().map(|b| format!("{b:02x}")).collect());
    let matches = req
        .headers()
        .get(header::IF_NONE_MATCH)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| v.split(',').any(|t| t.trim() == etag.to_string()));
    let mut resp = if matches {
        HttpResponse::NotModified()
    } else {
        HttpResponse::Ok()
    };
    resp.insert_header(header::ETag(etag))
        .insert_header(CacheControl(vec![
            CacheDirective::Public,
            CacheDirective::MaxAge(3600),
        ]));
    if matches {
        return resp.finish();
    }
    let mime = file.metadata.mimetype();
    let content_type = if mime.starts_with("text/")
        || mime.contains("javascript")
        || mime.contains("json")
        || mime.ends_with("xml")
    {
        format!("{mime}; charset=utf-8")
    } else {
        mime.to_string()
    };
    resp.content_type(content_type).body(file.data.into_owned())
}

/// `GET /sw.js`: the service worker, served from the root so its scope is the whole site, and
/// revalidated on every load so a new version reaches clients at once.
pub(crate) async fn service_worker() -> HttpResponse {
    match StaticFiles::get("sw.js") {
        Some(file) => HttpResponse::Ok()
            .content_type("application/javascript; charset=utf-8")
            .insert_header(CacheControl(vec![CacheDirective::NoCache]))
            .body(file.data.into_owned()),
        None => HttpResponse::NotFound().finish(),
    }
}
