//! A synthetic knowledge base N times the shipped one, for measuring search at scale. It is
//! deterministic (seeded) and made of the shipped content itself, so lengths, vocabulary, the
//! mix of languages and the article references are those of real rulings: each synthetic
//! ruling takes its title, situation, decision, keywords and articles from one shipped ruling,
//! marked as a variant and given one more article, and its body (in every language it has) from
//! another, so word statistics spread like a larger base of the same kind. Written to files it
//! passes `check` (translated bodies keep the figures of their source, since they are real
//! translations of one another).

use std::path::Path;

use arbiter_kb::content::{ArticleRef, KnowledgeBase, Lang, Ruling, known_references};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// `factor` × the shipped rulings, in memory (the shipped ones included).
pub fn generate(kb: &KnowledgeBase, factor: usize, seed: u64) -> KnowledgeBase {
    let base = kb.rulings();
    let n = base.len();
    let known: Vec<ArticleRef> = known_references()
        .iter()
        .filter_map(|r| ArticleRef::parse(r).ok())
        .collect();
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut out: Vec<Ruling> = base.to_vec();
    for i in 0..n * factor.saturating_sub(1) {
        let head = &base[i % n];
        let body_from = &base[rng.random_range(0..n)];
        let mut r = head.clone();
        r.id = format!("syn{i:06}-{}", head.id).chars().take(80).collect();
        r.source_lang = body_from.source_lang;
        r.bodies = body_from.bodies.clone();
        for l in Lang::ALL {
            let variant = format!(" ({i})");
            r.question.get_mut(l).push_str(&variant);
            truncate_chars(r.title.get_mut(l), 100);
            r.title.get_mut(l).push_str(&variant);
        }
        let extra = known[rng.random_range(0..known.len())].clone();
        if !r.articles.contains(&extra) {
            r.articles.push(extra);
        }
        r.related.clear();
        r.path = format!("synthetic/{}.md", r.id).into();
        out.push(r);
    }
    KnowledgeBase::from_rulings(out, kb.topics().to_vec(), kb.synonyms().to_vec())
}

/// Write `kb` as content files under `dir` (front matter as JSON, which is YAML), for measuring
/// start-up from disk.
pub fn write(kb: &KnowledgeBase, src: &Path, dir: &Path) -> std::io::Result<()> {
    std::fs::create_dir_all(dir.join("synthetic"))?;
    for f in ["_topics.yaml", "_synonyms.yaml"] {
        std::fs::copy(src.join(f), dir.join(f))?;
    }
    for r in kb.rulings() {
        let loc = |m: &arbiter_kb::content::Localized<String>| serde_json::json!({"en": m.en, "pt": m.pt, "ru": m.ru, "sr": m.sr});
        let fm = serde_json::json!({
            "id": r.id,
            "kind": r.kind.as_str(),
            "decides": r.decides.map(|d| d.as_str()),
            "source_lang": r.source_lang.code(),
            "articles": r.articles.iter().map(|a| a.as_str()).collect::<Vec<_>>(),
            "former": r.former,
            "topics": r.topics,
            "time_controls": r.time_controls.iter().map(|t| t.as_str()).collect::<Vec<_>>(),
            "citations": r.citations,
            "title": loc(&r.title),
            "question": loc(&r.question),
            "answer": loc(&r.answer),
            "keywords": {"en": r.keywords.en, "pt": r.keywords.pt, "ru": r.keywords.ru, "sr": r.keywords.sr},
            "event": r.event.as_ref().map(|e| serde_json::json!({"name": e.name, "place": e.place, "dates": e.dates})),
            "quiz": r.quiz.iter().map(|q| serde_json::json!({
                "ask": loc(&q.ask),
                "right": loc(&q.right),
                "wrong": q.wrong.iter().map(loc).collect::<Vec<_>>(),
            })).collect::<Vec<_>>(),
        });
        let source = r.bodies.get(r.source_lang).as_ref().expect("a source body");
        let path = dir.join("synthetic").join(format!("{}.md", r.id));
        std::fs::write(&path, format!("---\n{fm}\n---\n{}", source.markdown))?;
        for l in Lang::ALL {
            if l != r.source_lang
                && let Some(b) = r.bodies.get(l)
            {
                std::fs::write(path.with_extension(format!("{}.md", l.code())), &b.markdown)?;
            }
        }
    }
    Ok(())
}

fn truncate_chars(s: &mut String, n: usize) {
    if let Some((i, _)) = s.char_indices().nth(n) {
        s.truncate(i);
    }
}
