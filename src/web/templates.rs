//! The minijinja environment: templates from `templates/` (embedded in the binary), HTML
//! auto-escaping by file extension, and a `render` that fills in what every page needs.

use actix_web::http::header::{CacheControl, CacheDirective, ContentType};
use actix_web::{HttpRequest, HttpResponse};
use minijinja::{Environment, Value};
use rust_embed::Embed;
use serde::Serialize;

use crate::web::error::AppError;
use crate::web::locale::{self, Locale};
use crate::web::{i18n, path_and_query};

#[derive(Embed)]
#[folder = "templates/"]
struct TemplateFiles;

/// The compiled templates, built once at start-up (and again on each change under
/// `serve --watch`).
#[derive(Clone)]
pub struct Templates {
    env: Environment<'static>,
}

impl Templates {
    /// Load every template embedded in the binary and fail early on a syntax error.
    pub fn load() -> anyhow::Result<Templates> {
        let mut env = environment();
        for name in TemplateFiles::iter() {
            let file = TemplateFiles::get(&name).expect("listed templates exist");
            let source = String::from_utf8(file.data.into_owned())
                .map_err(|_| anyhow::anyhow!("template `{name}` is not UTF-8"))?;
            env.add_template_owned(name.to_string(), source)
                .map_err(|e| anyhow::anyhow!("template `{name}`: {e}"))?;
        }
        Ok(Templates { env })
    }

    /// Load the templates from a folder on disk instead (authors editing them live); the same
    /// names as the embedded ones, and every embedded template must be there.
    pub fn load_dir(dir: &std::path::Path) -> anyhow::Result<Templates> {
        let mut env = environment();
        for name in TemplateFiles::iter() {
            let path = dir.join(name.as_ref());
            let source = std::fs::read_to_string(&path)
                .map_err(|e| anyhow::anyhow!("template `{}`: {e}", path.display()))?;
            env.add_template_owned(name.to_string(), source)
                .map_err(|e| anyhow::anyhow!("template `{}`: {e}", path.display()))?;
        }
        Ok(Templates { env })
    }

    /// The same templates with an author banner on every page (a rejected live reload), or
    /// without one.
    pub fn with_banner(&self, banner: Option<&str>) -> Templates {
        let mut t = self.clone();
        t.env
            .add_global("author_banner", Value::from(banner.map(str::to_string)));
        t
    }

    /// Render `name` with `ctx` plus the page basics (language, UI strings, version), in the
    /// locale's script.
    pub fn render<S: Serialize>(
        &self,
        name: &str,
        locale: Locale,
        path_and_query: &str,
        ctx: S,
    ) -> Result<String, AppError> {
        let lang = locale.lang;
        let base = minijinja::context! {
            lang => locale.code(),
            content_lang => lang.code(),
            t => Value::from_serialize(i18n::strings(lang)),
            langs => Locale::ALL.iter().map(|l| minijinja::context!{ code => l.code(), name => l.native_name(), url => with_lang(path_and_query, l.code()) }).collect::<Vec<_>>(),
            version => env!("CARGO_PKG_VERSION"),
        };
        let ctx = minijinja::context! { ..base, ..Value::from_serialize(ctx) };
        let html = self
            .env
            .get_template(name)
            .and_then(|t| t.render(ctx))
            .map_err(|e| AppError::Internal(anyhow::anyhow!("rendering `{name}` failed: {e:#}")))?;
        Ok(locale.html(html))
    }

    /// Render a full page response for `req` (its locale and address).
    pub fn page<S: Serialize>(
        &self,
        req: &HttpRequest,
        name: &str,
        ctx: S,
    ) -> Result<HttpResponse, AppError> {
        self.page_in(req, name, locale::negotiate(req), ctx)
    }

    /// Render `name` as a page in `locale` rather than the request's: a quiz's pages are in the
    /// quiz's language, so its questions and the words around them are one language.
    pub fn page_in<S: Serialize>(
        &self,
        req: &HttpRequest,
        name: &str,
        locale: Locale,
        ctx: S,
    ) -> Result<HttpResponse, AppError> {
        let html = self.render(name, locale, &path_and_query(req), ctx)?;
        Ok(HttpResponse::Ok()
            .content_type(ContentType::html())
            .insert_header(CacheControl(vec![CacheDirective::NoCache]))
            .body(html))
    }
}

/// A fresh environment with our functions: `tr("id", x=…)` formats a catalogue message with
/// variables in the page's language.
fn environment() -> Environment<'static> {
    let mut env = Environment::new();
    env.add_function("tr", tr);
    env
}

/// `{{ tr("question_of", n=3, total=10) }}`: message `id` of the page's language (the
/// `content_lang` every page has) with the keyword arguments as its variables.
fn tr(
    state: &minijinja::State,
    id: &str,
    kwargs: minijinja::value::Kwargs,
) -> Result<String, minijinja::Error> {
    let lang = state
        .lookup("content_lang")
        .and_then(|v| v.as_str().and_then(crate::content::Lang::from_code))
        .unwrap_or(crate::content::Lang::En);
    let mut args = crate::locales::Args::new();
    for name in kwargs.args() {
        let value: Value = kwargs.get(name)?;
        match value.as_i64() {
            Some(n) => args.set(name.to_string(), n),
            None => args.set(name.to_string(), value.to_string()),
        }
    }
    Ok(crate::locales::text_with(lang, id, &args))
}

/// The same URL with `lang` replaced.
pub(crate) fn with_lang(path_and_query: &str, code: &str) -> String {
    let (path, query) = path_and_query.split_once('?').unwrap_or((path_and_query, ""));
    let mut parts: Vec<&str> = query
        .split('&')
        .filter(|kv| !kv.is_empty() && !kv.starts_with("lang="))
        .collect();
    let l = format!("lang={code}");
    parts.push(&l);
    format!("{path}?{}", parts.join("&"))
}

/// Percent-encode a path segment.
pub(crate) fn urlencode(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for b in s.bytes() {
        if b.is_ascii_alphanumeric() || matches!(b, b'-' | b'.' | b'_' | b'~') {
            out.push(b as char);
        } else {
            out.push_str(&format!("%{b:02X}"));
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_template_compiles() {
        Templates::load().unwrap();
    }

    #[test]
    fn the_language_switch_keeps_the_query() {
        assert_eq!(with_lang("/search?q=6.9&lang=en", "ru"), "/search?q=6.9&lang=ru");
        assert_eq!(with_lang("/", "sr-Cyrl"), "/?lang=sr-Cyrl");
    }
}
