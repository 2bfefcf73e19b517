//! The knowledge base: loads every document under `content/`, validates it completely (all
//! problems, each with file, line and field), renders bodies, and hands out an immutable
//! [`KnowledgeBase`]. Content never half-loads: any problem means no knowledge base.
//!
//! `load` reads the folder, `document` parses a document, and every validation rule is a
//! small function in `checks/`, listed in one table (`checks::CHECKS`) in the order they run.

mod articles;
pub mod blueprint;
mod checks;
pub mod citations;
mod document;
mod front_matter;
mod load;
mod locate;
pub mod markdown;
mod model;
pub mod numbers;
pub mod position;
mod problem;
pub mod scaffold;
pub mod script;
mod split;
pub mod text;
pub mod vocabulary;
mod yaml;

use std::collections::{BTreeMap, HashMap};
use std::path::Path;

pub use articles::{ArticleError, ArticleRef, former_number, known_references, laws_leaves};
pub use blueprint::{Blueprint, Section};
pub use citations::{Citation, PublicDocument};
pub use model::{Body, Decides, Event, Kind, Lang, Localized, QuizItem, Ruling, TimeControl, Topic};
pub use problem::{Problem, Problems, Severity};

/// Parse YAML into `T` with the project's one YAML crate (used for UI strings too).
pub fn yaml_from_str<T: serde::de::DeserializeOwned>(text: &str) -> anyhow::Result<T> {
    yaml::from_str(text).map_err(|e| match e.line {
        Some(l) => anyhow::anyhow!("line {l}: {}", e.message),
        None => anyhow::anyhow!("{}", e.message),
    })
}

/// The loaded, validated knowledge base.
#[derive(Debug)]
pub struct KnowledgeBase {
    rulings: Vec<Ruling>,
    by_id: HashMap<String, usize>,
    /// Main ruling id → its variants' positions in `rulings`, in id order.
    variants: HashMap<String, Vec<usize>>,
    topics: Vec<Topic>,
    synonyms: Vec<Vec<String>>,
    drafts: Vec<Ruling>,
    warnings: Vec<Problem>,
    blueprint: Blueprint,
    version: String,
}

/// Main ruling id → its variants' positions, from `variant_of` (rulings in id order).
fn variant_index(rulings: &[Ruling]) -> HashMap<String, Vec<usize>> {
    let mut map: HashMap<String, Vec<usize>> = HashMap::new();
    for (i, r) in rulings.iter().enumerate() {
        if let Some(main) = &r.variant_of {
            map.entry(main.clone()).or_default().push(i);
        }
    }
    map
}

impl KnowledgeBase {
    /// Load and validate everything under `root`. Returns every problem, or a complete base.
    pub fn load(root: &Path) -> Result<KnowledgeBase, Problems> {
        load::Loader::new(root).run()
    }

    /// A knowledge base from documents built in memory (benchmarks' synthetic corpora); no
    /// validation is done, so only code that builds valid documents may use it.
    #[doc(hidden)]
    pub fn from_rulings(
        mut rulings: Vec<Ruling>,
        topics: Vec<Topic>,
        synonyms: Vec<Vec<String>>,
    ) -> KnowledgeBase {
        rulings.sort_by(|a, b| a.id.cmp(&b.id));
        let by_id = rulings
            .iter()
            .enumerate()
            .map(|(i, r)| (r.id.clone(), i))
            .collect();
        let blueprint = default_blueprint(&topics);
        KnowledgeBase {
            variants: variant_index(&rulings),
            rulings,
            by_id,
            topics,
            synonyms,
            drafts: Vec::new(),
            warnings: Vec::new(),
            blueprint,
            version: String::from("synthetic"),
        }
    }

    /// All documents served, in id order (drafts are not among them).
    pub fn rulings(&self) -> &[Ruling] {
        &self.rulings
    }

    /// Valid documents still marked `draft: true`: never served or quizzed.
    pub fn drafts(&self) -> &[Ruling] {
        &self.drafts
    }

    /// A hash of every content file as loaded (16 hex digits): changes whenever the content
    /// does, so caches and offline copies know when they are stale.
    pub fn version(&self) -> &str {
        &self.version
    }

    /// The mock-exam blueprint (`content/_exam.yaml`).
    pub fn blueprint(&self) -> &Blueprint {
        &self.blueprint
    }

    /// Findings worth a look that do not stop the content from loading.
    pub fn warnings(&self) -> &[Problem] {
        &self.warnings
    }

    /// A document by id.
    pub fn get(&self, id: &str) -> Option<&Ruling> {
        self.by_id.get(id).map(|&i| &self.rulings[i])
    }

    /// Position of a document in [`rulings`](Self::rulings).
    pub fn position(&self, id: &str) -> Option<usize> {
        self.by_id.get(id).copied()
    }

    /// The variants of the main ruling `id` (documents whose `variant_of` names it), in id
    /// order; empty for a ruling that has none or is itself a variant.
    pub fn variants(&self, id: &str) -> impl Iterator<Item = &Ruling> {
        self.variants
            .get(id)
            .into_iter()
            .flatten()
            .map(|&i| &self.rulings[i])
    }

    /// All topics, in file order.
    pub fn topics(&self) -> &[Topic] {
        &self.topics
    }

    /// Synonym groups for search (`content/_synonyms.yaml`): phrases in any language that mean
    /// the same thing.
    pub fn synonyms(&self) -> &[Vec<String>] {
        &self.synonyms
    }

    /// A topic by id.
    pub fn topic(&self, id: &str) -> Option<&Topic> {
        self.topics.iter().find(|t| t.id == id)
    }

    /// Documents citing `article` or one of its sub-articles (`7.5` finds `7.5.5`).
    pub fn citing(&self, article: &ArticleRef) -> Vec<&Ruling> {
        self.rulings
            .iter()
            .filter(|r| {
                r.articles
                    .iter()
                    .any(|a| a == article || a.parents().iter().any(|p| p == article.as_str()))
            })
            .collect()
    }

    /// Where the rule formerly numbered `number` lives now: the reference (or enclosing
    /// reference) cited by most of the documents with that former number; the more general
    /// one on a tie. `10.2` → `III.5`.
    pub fn current_home(&self, number: &str) -> Option<String> {
        let mut counts: BTreeMap<String, usize> = BTreeMap::new();
        for r in self.formerly(number) {
            let mut refs: Vec<String> = Vec::new();
            for a in &r.articles {
                refs.push(a.to_string());
                refs.extend(a.parents());
            }
            refs.sort();
            refs.dedup();
            for x in refs {
                *counts.entry(x).or_default() += 1;
            }
        }
        counts
            .into_iter()
            .max_by(|(a, ca), (b, cb)| ca.cmp(cb).then(b.len().cmp(&a.len())))
            .map(|(a, _)| a)
    }

    /// Documents whose former numbering includes `number` (e.g. `10.2`).
    pub fn formerly(&self, number: &str) -> Vec<&Ruling> {
        self.rulings
            .iter()
            .filter(|r| r.former_numbers.iter().any(|f| f == number))
            .collect()
    }
}

/// Without `_exam.yaml`: 30 questions from every topic, 80 % to pass.
fn default_blueprint(topics: &[Topic]) -> Blueprint {
    Blueprint {
        questions: 30,
        pass_percent: 80,
        min_calculations: 0,
        sections: vec![Section {
            id: "all".into(),
            name: Localized {
                en: "All topics".into(),
                pt: "Todos os temas".into(),
                ru: "Все темы".into(),
                sr: "Sve teme".into(),
            },
            topics: topics.iter().map(|t| t.id.clone()).collect(),
            questions: 30,
        }],
    }
}

/// A stub left to fill in: text starting with `TODO` (what `arbiter-kb new` writes).
pub(crate) fn is_todo(s: &str) -> bool {
    s.trim_start().starts_with("TODO")
}

/// An id as URLs take it: lower-case ASCII letters and digits between single hyphens.
pub(crate) fn is_kebab(s: &str) -> bool {
    !s.is_empty()
        && !s.starts_with('-')
        && !s.ends_with('-')
        && !s.contains("--")
        && s.bytes()
            .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-')
}

#[cfg(test)]
mod tests;
