//! Full-text search over the knowledge base with tantivy.
//!
//! One index document per ruling, holding every language: per language a `head` field (title,
//! keywords, situation and decision), an `about` field (the main topic, a regulation's event) and
//! a `body` field, each analysed by that language's analyzer; article references as exact terms;
//! synonym groups resolved at index time into `concept` terms; and a `words` field of folded
//! surface words for prefix matching as you type and typo tolerance. A query word is looked up
//! only in the languages whose vocabulary has it, function words of any language are never
//! matched on their own (so Portuguese `de` cannot hit the abbreviation DE), filters, counts and
//! the best candidates come from one pass of a collector reading a fast field, and the
//! candidates are reranked by how much of the query each one holds. Snippets come from bodies
//! tokenized once at start-up. See docs/SEARCH.md for the design and the measured figures.

mod analysis;
mod build;
mod clauses;
mod collect;
mod expand;
mod passage;
mod plan;
pub mod query;
mod rank;

use std::collections::HashMap;
use std::sync::Arc;

use anyhow::Context;
use tantivy::IndexReader;
use tantivy::query::{BooleanQuery, Occur, Query};
use tantivy::schema::Field;

use crate::content::{Kind, KnowledgeBase, Lang, TimeControl};
pub use analysis::cyrillic_to_latin;
pub use build::is_setting;

/// `text` as the index folds surface words: split on anything not a letter or digit,
/// lowercase, ё→е, accents and special Latin letters folded to ASCII (đ→d, ß→ss); no stemming.
/// The offline index ships text folded this way and static/offline.js folds queries the same.
pub fn fold(text: &str) -> Vec<String> {
    analysis::fold_words(text)
}

/// A function word in any of our languages (`de`, `the`, `что`, `je`).
pub fn is_function_word(word: &str) -> bool {
    analysis::is_stop_word(word)
}

use build::{kind_index, tc_index};
use collect::{Counts, Facets, Filter, TopRulings};
use passage::{Passage, Stems};
use plan::MAX_WORDS;
use rank::{
    Coverage, about_former_number, first_the_fate_of_the_number, formerly, group_families, show_both_meanings,
};

/// Fields holding one language's text, and their weights.
#[derive(Clone, Copy)]
struct LangFields {
    /// Title, keywords, the main topic's name (and a regulation's event), the situation and the
    /// decision: what the ruling is about.
    head: Field,
    /// The body: the reasoning.
    body: Field,
    /// The main topic's name (and a regulation's event): what the ruling is filed under.
    about: Field,
}

/// Field weights: what a ruling is about counts more than its reasoning. (Title and decision in
/// one field measured better than apart, and costs a third fewer term look-ups: docs/SEARCH.md.)
const HEAD_WEIGHT: f32 = 3.0;
const BODY_WEIGHT: f32 = 1.0;
const ABOUT_WEIGHT: f32 = 3.0;

impl LangFields {
    fn weighted(&self) -> [(Field, f32); 3] {
        [
            (self.head, HEAD_WEIGHT),
            (self.body, BODY_WEIGHT),
            (self.about, ABOUT_WEIGHT),
        ]
    }
}

#[derive(Clone, Copy)]
struct Fields {
    /// The ruling's own current references.
    art: Field,
    /// Enclosing references (`7.5` for `7.5.5`).
    art_parent: Field,
    /// The first (main) reference and its enclosing references.
    art_primary: Field,
    /// Former numbers.
    former: Field,
    /// Synonym groups the ruling mentions, as `g<n>`.
    concept: Field,
    /// Folded surface words of titles, keywords, situations and decisions, every language.
    words: Field,
    langs: [LangFields; 4],
}

impl Fields {
    fn of(&self, lang: Lang) -> &LangFields {
        &self.langs[lang_index(lang)]
    }
}

fn lang_index(lang: Lang) -> usize {
    Lang::ALL.iter().position(|l| *l == lang).unwrap_or(0)
}

/// Filters and presentation options of one search.
#[derive(Debug, Clone)]
pub struct SearchOptions {
    /// Language the hits are shown in.
    pub lang: Lang,
    /// Maximum number of rulings returned.
    pub limit: usize,
    /// Only rulings with this topic.
    pub topic: Option<String>,
    /// Only rulings applying to this time control.
    pub time_control: Option<TimeControl>,
    /// Only documents of this kind.
    pub kind: Option<Kind>,
    /// Build a highlighted snippet for each hit (benchmarks turn it off to compare ranking alone).
    pub snippets: bool,
}

impl Default for SearchOptions {
    fn default() -> Self {
        SearchOptions {
            lang: Lang::En,
            limit: 10,
            topic: None,
            time_control: None,
            kind: None,
            snippets: true,
        }
    }
}

/// One ruling found.
#[derive(Debug, Clone)]
pub struct Hit {
    /// Ruling id.
    pub id: String,
    /// Relevance score (higher is better; comparable within one search).
    pub score: f32,
    /// Share of the query (words weighted by rarity, and article numbers) this ruling matches,
    /// from 0 to 1.
    pub coverage: f32,
    /// Language whose text matched best.
    pub matched_lang: Lang,
    /// The former number in the query that led here, e.g. `10.2`.
    pub formerly: Option<String>,
    /// Escaped HTML with matched words in `<b>`; safe to embed.
    pub snippet_html: String,
    /// Variants of this (main) ruling that matched and are shown under it rather than as
    /// results of their own, best first.
    pub similar: Vec<String>,
}

/// How well the best hit answers the query.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, Default)]
#[serde(rename_all = "lowercase")]
pub enum Confidence {
    /// The best hit matches nearly all of what was asked and stands clearly above the next
    /// result (or the query is an article number the hit cites): right at least 95 % of the
    /// time on the judged queries.
    Strong,
    /// Hits exist, but the best is not certain: it matches only part of the query (then
    /// probably no ruling is on this; its coverage is below [`CLOSE_COVERAGE`]) or others are
    /// nearly as close.
    Weak,
    /// Nothing matched.
    #[default]
    None,
}

/// Coverage from which the best hit counts as a strong answer.
const STRONG_COVERAGE: f32 = 0.9;
/// How many times the next result's score the best one must have to be a strong answer.
/// Chosen on the outside set's tuning queries so that a strong first hit is right at least 95 %
/// of the time with a margin: at a lead of 1.2 it was right 53 times in 55 there but only 53 in
/// 58 on the holdout; at 1.3, 35 in 36 (1.1: 72 in 77). A near tie is never strong.
const STRONG_LEAD: f32 = 1.3;
/// Below this coverage the best hit answers little of the query: probably no ruling is on it.
pub const CLOSE_COVERAGE: f32 = 0.6;

/// What a search returns.
#[derive(Debug, Clone, Default)]
pub struct SearchResults {
    /// Rulings, best first.
    pub hits: Vec<Hit>,
    /// Article references recognised in the query (canonical spelling).
    pub articles: Vec<String>,
    /// When the query matched poorly: the query with misspelt words corrected, if that search
    /// answers strongly.
    pub suggestion: Option<String>,
    /// Known references close to an unknown one in the query (`6.90` → `6.9`).
    pub nearby_articles: Vec<String>,
    /// How well the best hit answers the query.
    pub confidence: Confidence,
    /// Matches per filter value, before filtering.
    pub counts: FilterCounts,
    /// Matches before filtering.
    pub total: u32,
}

/// How many matches each filter value has (values without matches left out).
#[derive(Debug, Clone, Default, serde::Serialize)]
pub struct FilterCounts {
    /// Per topic id.
    pub topics: std::collections::BTreeMap<String, u32>,
    /// Per time control (`standard`, `rapid`, `blitz`).
    pub time_controls: std::collections::BTreeMap<&'static str, u32>,
    /// Per kind (`ruling`, `law`, `procedure`, `regulation`).
    pub kinds: std::collections::BTreeMap<&'static str, u32>,
}

/// What the index keeps of a ruling for snippets and match coverage.
struct RulingData {
    /// Stems of every text of the ruling, per language, sorted.
    stems: [Vec<u32>; 4],
    /// Synonym groups it mentions.
    concepts: Vec<u32>,
    /// Bodies ready for snippets, per language.
    passages: [Option<Passage>; 4],
    /// For a ruling on a special setting (a knock-out, online play, one event's regulations…):
    /// the stems that name its setting, per language, sorted.
    setting: Option<[Vec<u32>; 4]>,
}

/// The search index, built once at start-up and shared read-only.
pub struct SearchIndex {
    reader: IndexReader,
    fields: Fields,
    data: Vec<RulingData>,
    facets: Arc<Vec<Facets>>,
    topic_ids: Vec<String>,
    stems: Stems,
    /// Per language, per stem number: how many rulings hold it.
    doc_freqs: [Vec<u32>; 4],
    synonyms: expand::Synonyms,
    /// Former number → where that rule lives now (`10.2` → `III.5`), computed once.
    homes: HashMap<String, String>,
    known: Vec<String>,
    rulings: u64,
}

/// Candidates the rerank looks at.
const RERANK_CANDIDATES: usize = 30;
/// Score factor for a ruling holding most of the query's words.
const MOST_WORDS_BONUS: f32 = 1.6;

impl SearchIndex {
    /// The synonym groups (positions in `content/_synonyms.yaml`) the `ord`-th ruling of the
    /// knowledge base mentions in any language, as the index matched them.
    pub fn concepts(&self, ord: usize) -> &[u32] {
        self.data.get(ord).map_or(&[], |d| &d.concepts)
    }

    /// Search `kb` for `input`. Any string is accepted; a query with nothing searchable returns
    /// no hits.
    pub fn search(
        &self,
        kb: &KnowledgeBase,
        input: &str,
        opts: &SearchOptions,
    ) -> anyhow::Result<SearchResults> {
        self.search_inner(kb, input, opts, true)
    }

    fn search_inner(
        &self,
        kb: &KnowledgeBase,
        input: &str,
        opts: &SearchOptions,
        may_suggest: bool,
    ) -> anyhow::Result<SearchResults> {
        let serbian = analysis::serbian_cyrillic_as_latin(input, opts.lang);
        let parsed = query::parse(serbian.as_deref().unwrap_or(input));
        let searcher = self.reader.searcher();
        let articles: Vec<String> = parsed
            .articles
            .iter()
            .filter_map(|a| crate::content::ArticleRef::normalize(a))
            .map(|a| a.to_string())
            .collect();
        let mut results = SearchResults {
            nearby_articles: articles
                .iter()
                .filter(|a| !self.known.contains(a))
                .flat_map(|a| expand::nearby_articles(a, &self.known))
                .collect(),
            articles,
            ..SearchResults::default()
        };
        let plan = self.plan(&searcher, &parsed);
        let mut should: Vec<(Occur, Box<dyn Query>)> = Vec::new();
        self.article_clauses(&parsed, &mut should);
        self.word_clauses(&plan, opts.lang, &mut should);
        if should.is_empty() {
            return Ok(results);
        }
        let query = BooleanQuery::new(should);
        let filter = Filter {
            topic: opts
                .topic
                .as_ref()
                .and_then(|t| self.topic_ids.iter().position(|x| x == t))
                .map(|i| i as u16),
            time_control: opts.time_control.map(tc_index),
            kind: opts.kind.map(kind_index),
        };
        let limit = opts.limit.clamp(1, 100);
        // More candidates than shown: the rerank below may promote a few.
        let candidates = (limit * 2).max(RERANK_CANDIDATES);
        let (top, counts) = searcher
            .search(
                &query,
                &TopRulings {
                    facets: self.facets.clone(),
                    topic_count: self.topic_ids.len(),
                    filter,
                    limit: candidates,
                },
            )
            .context("search failed")?;
        results.total = counts.total;
        results.counts = self.named_counts(&counts);
        // A ruling holding most of the words ranks up, so a query naming a specific thing
        // ("default time araguari") is not outranked by rulings matching only its common words.
        let content_words = plan.words.iter().filter(|w| !w.stop && w.df > 0).count();
        let needed = if content_words <= 3 {
            content_words
        } else {
            (content_words * 2).div_ceil(3)
        };
        let mut ranked: Vec<(f32, u32, Coverage)> = top
            .into_iter()
            .map(|(score, ord)| {
                let r = &kb.rulings()[ord as usize];
                let c = self.coverage(ord as usize, r, &parsed, &plan, opts.lang);
                let bonus = if (2..=MAX_WORDS).contains(&content_words) && c.words >= needed {
                    MOST_WORDS_BONUS
                } else {
                    1.0
                };
                (score * bonus * self.setting_factor(ord as usize, &plan), ord, c)
            })
            .collect();
        ranked.sort_by(|a, b| b.0.total_cmp(&a.0).then(a.1.cmp(&b.1)));
        let mut ranked = group_families(
            kb,
            ranked,
            |ord| {
                self.coverage(
                    ord as usize,
                    &kb.rulings()[ord as usize],
                    &parsed,
                    &plan,
                    opts.lang,
                )
            },
            |ord| self.facets.get(ord as usize).is_some_and(|f| filter.accepts(f)),
        );
        if !parsed.old_numbering && !parsed.articles.is_empty() {
            show_both_meanings(&mut ranked, |ord| {
                formerly(&kb.rulings()[ord as usize], &parsed).is_some()
            });
        }
        if parsed.old_numbering {
            first_the_fate_of_the_number(&mut ranked, |ord| {
                about_former_number(&kb.rulings()[ord as usize], &parsed)
            });
        }
        // How far the best result stands above the next one (another family), measured before
        // the list is cut to `limit`, so the confidence does not depend on how many are shown.
        let lead = match (ranked.first(), ranked.get(1)) {
            (Some(a), Some(b)) if b.0 > 0.0 => a.0 / b.0,
            (Some(_), _) => f32::INFINITY,
            _ => 0.0,
        };
        let only_articles = !parsed.articles.is_empty() && content_words == 0;
        ranked.truncate(limit);
        for (score, ord, (c, similar)) in ranked {
            let r = &kb.rulings()[ord as usize];
            results.hits.push(Hit {
                id: r.id.clone(),
                score,
                coverage: c.share,
                matched_lang: c.lang,
                formerly: formerly(r, &parsed),
                snippet_html: if opts.snippets {
                    self.snippet(ord as usize, r, &plan, opts.lang, c.lang)
                } else {
                    String::new()
                },
                similar: similar
                    .into_iter()
                    .map(|o| kb.rulings()[o as usize].id.clone())
                    .collect(),
            });
        }
        results.confidence = match results.hits.first() {
            None => Confidence::None,
            Some(h) if h.coverage >= STRONG_COVERAGE && (only_articles || lead >= STRONG_LEAD) => {
                Confidence::Strong
            }
            Some(_) => Confidence::Weak,
        };
        if may_suggest
            && results.confidence != Confidence::Strong
            && let Some(s) = self.suggest(&searcher, &plan)?
        {
            // Offer the correction only if it answers well.
            let corrected = self.search_inner(
                kb,
                &s,
                &SearchOptions {
                    limit: 1,
                    ..opts.clone()
                },
                false,
            )?;
            if corrected.confidence == Confidence::Strong {
                results.suggestion = Some(s);
            }
        }
        Ok(results)
    }

    fn named_counts(&self, counts: &Counts) -> FilterCounts {
        let nonzero = |n: &u32| *n > 0;
        FilterCounts {
            topics: self
                .topic_ids
                .iter()
                .zip(&counts.topics)
                .filter(|(_, n)| nonzero(n))
                .map(|(t, n)| (t.clone(), *n))
                .collect(),
            time_controls: [TimeControl::Standard, TimeControl::Rapid, TimeControl::Blitz]
                .iter()
                .zip(counts.time_controls)
                .filter(|(_, n)| nonzero(n))
                .map(|(tc, n)| (tc.as_str(), n))
                .collect(),
            kinds: [Kind::Ruling, Kind::Law, Kind::Procedure, Kind::Regulation]
                .iter()
                .zip(counts.kinds)
                .filter(|(_, n)| nonzero(n))
                .map(|(k, n)| (k.as_str(), n))
                .collect(),
        }
    }

    /// Number of documents indexed.
    pub fn len(&self) -> usize {
        self.rulings as usize
    }

    /// True if nothing is indexed.
    pub fn is_empty(&self) -> bool {
        self.rulings == 0
    }
}

#[cfg(test)]
mod tests;
