//! The articles index (`GET /articles`): every leaf article of the 2023 Laws of Chess, grouped
//! by Article, Appendix and Guidelines, with how many rulings cite it; the uncovered ones are
//! marked, so a reader sees what the knowledge base does not answer yet.

use actix_web::{HttpRequest, HttpResponse, web};
use serde::Serialize;

use crate::content::{ArticleRef, Lang, laws_leaves};
use crate::web::error::PageError;
use crate::web::view::article_url;
use crate::web::{AppState, i18n};

/// One part of the Laws (Article 6, Appendix A, Guidelines III) and its leaf articles.
#[derive(Debug, Serialize)]
struct Part {
    /// "Article 6", "Appendix A", "Guidelines III", in the reader's language.
    name: String,
    /// Its leaves, in the Laws' order.
    leaves: Vec<Leaf>,
}

/// A leaf article and the rulings citing it.
#[derive(Debug, Serialize)]
struct Leaf {
    /// The reference ("6.9").
    reference: String,
    /// Its page.
    url: String,
    /// Rulings citing it.
    count: usize,
}

/// The part a leaf belongs to: its first number ("6" of "6.2.1.1", "III" of "III.5.1").
fn part_of(leaf: &ArticleRef) -> &str {
    leaf.as_str().split('.').next().unwrap_or_default()
}

/// The part's name: Articles are numbers, Appendices letters A–D, Guidelines Roman numerals.
fn part_name(lang: Lang, part: &str) -> String {
    let key = if part.chars().all(|c| c.is_ascii_digit()) {
        "articles_part_article"
    } else if part.len() == 1 && ("A"..="D").contains(&part) {
        "articles_part_appendix"
    } else {
        "articles_part_guidelines"
    };
    format!("{} {part}", i18n::t(lang, key))
}

/// `GET /articles`
pub(crate) async fn index(req: HttpRequest, state: web::Data<AppState>) -> Result<HttpResponse, PageError> {
    let live = state.live();
    let lang = i18n::negotiate(&req);
    let leaves = laws_leaves();
    let mut parts: Vec<Part> = Vec::new();
    let mut covered = 0;
    // The Laws' order keeps each part's leaves together: a new part starts where the first
    // number changes.
    for (i, leaf) in leaves.iter().enumerate() {
        if i == 0 || part_of(&leaves[i - 1]) != part_of(leaf) {
            parts.push(Part {
                name: part_name(lang, part_of(leaf)),
                leaves: Vec::new(),
            });
        }
        let count = live.kb.citing(leaf).len();
        covered += usize::from(count > 0);
        let part = parts.last_mut().expect("the first leaf opens a part");
        part.leaves.push(Leaf {
            url: article_url(leaf.as_str()),
            reference: leaf.to_string(),
            count,
        });
    }
    let total = leaves.len();
    Ok(live.templates.page(
        &req,
        "articles.html",
        minijinja::context! { parts => parts, total => total, covered => covered },
    )?)
}
