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
mod collect;
mod expand;
mod passage;
pub mod query;

use std::collections::HashMap;
use std::sync::Arc;

use anyhow::Context;
use tantivy::query::{
    BooleanQuery, BoostQuery, DisjunctionMaxQuery, FuzzyTermQuery, Occur, PhraseQuery, Query, TermQuery,
};
use tantivy::schema::{Field, IndexRecordOption, NumericOptions, Schema, TextFieldIndexing, TextOptions};
use tantivy::{Index, IndexReader, ReloadPolicy, Searcher, TantivyDocument, Term};

use crate::content::{Kind, KnowledgeBase, Lang, Ruling, TimeControl};
pub use analysis::cyrillic_to_latin;

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

use collect::{Counts, Facets, Filter, ORD_FIELD, TopRulings};
use passage::{Passage, Stems};

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
}

/// How well the best hit answers the query.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, Default)]
#[serde(rename_all = "lowercase")]
pub enum Confidence {
    /// The best hit matches most of what was asked.
    Strong,
    /// Hits exist but match only part of the query: probably no ruling on this.
    Weak,
    /// Nothing matched.
    #[default]
    None,
}

/// Coverage from which the best hit counts as a strong answer.
const STRONG_COVERAGE: f32 = 0.6;

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

/// A query with more content words than this is a pasted paragraph: see [`SearchIndex::plan`].
const LONG_QUERY_WORDS: usize = 8;
/// Most words a query is searched by; a longer paste keeps its rarest words.
const MAX_WORDS: usize = 12;
/// Most completions or corrections one word is searched by.
const MAX_EXPANSIONS: usize = 8;
/// Weight of a completion of the word being typed, relative to the word as typed.
const PREFIX_WEIGHT: f32 = 0.8;
/// Weight of a correction of an unknown word.
const FUZZY_WEIGHT: f32 = 0.6;
/// Most words of one query given typo tolerance (each costs an automaton).
const MAX_FUZZY_WORDS: usize = 3;

impl SearchIndex {
    /// Index every document of `kb`.
    pub fn build(kb: &KnowledgeBase) -> anyhow::Result<SearchIndex> {
        let mut sb = Schema::builder();
        sb.add_u64_field(ORD_FIELD, NumericOptions::default().set_fast());
        let art_opts = TextOptions::default().set_indexing_options(
            TextFieldIndexing::default()
                .set_tokenizer(analysis::ARTICLE_ANALYZER)
                .set_index_option(IndexRecordOption::WithFreqs),
        );
        let art = sb.add_text_field("art", art_opts.clone());
        let art_parent = sb.add_text_field("art_parent", art_opts.clone());
        let art_primary = sb.add_text_field("art_primary", art_opts.clone());
        let former = sb.add_text_field("former", art_opts.clone());
        let concept = sb.add_text_field("concept", art_opts);
        let words = sb.add_text_field(
            "words",
            TextOptions::default().set_indexing_options(
                TextFieldIndexing::default()
                    .set_tokenizer(analysis::WORDS_ANALYZER)
                    .set_index_option(IndexRecordOption::WithFreqs),
            ),
        );
        let langs = Lang::ALL.map(|l| {
            let opts = TextOptions::default().set_indexing_options(
                TextFieldIndexing::default()
                    .set_tokenizer(analysis::analyzer_name(l))
                    .set_index_option(IndexRecordOption::WithFreqsAndPositions),
            );
            LangFields {
                head: sb.add_text_field(&format!("head_{l}"), opts.clone()),
                body: sb.add_text_field(&format!("body_{l}"), opts.clone()),
                about: sb.add_text_field(&format!("about_{l}"), opts),
            }
        });
        let fields = Fields {
            art,
            art_parent,
            art_primary,
            former,
            concept,
            words,
            langs,
        };
        let schema = sb.build();
        let ord_field = schema.get_field(ORD_FIELD).context("the ord field exists")?;
        let index = Index::create_in_ram(schema);
        for l in Lang::ALL {
            index
                .tokenizers()
                .register(analysis::analyzer_name(l), analysis::analyzer(l));
        }
        index
            .tokenizers()
            .register(analysis::ARTICLE_ANALYZER, analysis::article_analyzer());
        index
            .tokenizers()
            .register(analysis::WORDS_ANALYZER, analysis::words_analyzer());

        let synonyms = expand::Synonyms::new(kb);
        let concept_matcher = ConceptMatcher::new(&synonyms);
        let topic_ids: Vec<String> = kb.topics().iter().map(|t| t.id.clone()).collect();
        let mut stems = Stems::default();
        let mut data = Vec::with_capacity(kb.rulings().len());
        let mut facets = Vec::with_capacity(kb.rulings().len());
        let mut writer = index
            .writer_with_num_threads(1, 50_000_000)
            .context("failed to create the index writer")?;
        for (ord, r) in kb.rulings().iter().enumerate() {
            let mut doc = TantivyDocument::default();
            doc.add_u64(ord_field, ord as u64);
            let texts = texts(kb, r);
            let prepared = prepare(r, &texts, &mut stems, &concept_matcher);
            add_fields(&mut doc, &fields, r, &texts, &prepared.concepts);
            writer.add_document(doc).context("failed to index a document")?;
            facets.push(Facets {
                topics: r
                    .topics
                    .iter()
                    .filter_map(|t| topic_ids.iter().position(|x| x == t))
                    .map(|i| i as u16)
                    .collect(),
                time_controls: r.time_controls.iter().fold(0u8, |m, tc| m | (1 << tc_index(*tc))),
                kind: kind_index(r.kind),
            });
            data.push(prepared);
        }
        writer.commit().context("failed to commit the search index")?;
        let mut doc_freqs: [Vec<u32>; 4] = Default::default();
        for (li, counts) in doc_freqs.iter_mut().enumerate() {
            *counts = vec![0; stems.len()];
            for d in &data {
                for &id in &d.stems[li] {
                    counts[id as usize] += 1;
                }
            }
        }
        let reader = index
            .reader_builder()
            .reload_policy(ReloadPolicy::Manual)
            .try_into()
            .context("failed to open the index reader")?;
        let mut homes = HashMap::new();
        for r in kb.rulings() {
            for n in &r.former_numbers {
                if !homes.contains_key(n)
                    && let Some(h) = kb.current_home(n)
                {
                    homes.insert(n.clone(), h);
                }
            }
        }
        Ok(SearchIndex {
            reader,
            fields,
            data,
            facets: Arc::new(facets),
            topic_ids,
            stems,
            doc_freqs,
            synonyms,
            homes,
            known: crate::content::known_references(),
            rulings: kb.rulings().len() as u64,
        })
    }

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
        let parsed = query::parse(input);
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
        self.word_clauses(&plan, &mut should);
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
                (score * bonus, ord, c)
            })
            .collect();
        ranked.sort_by(|a, b| b.0.total_cmp(&a.0).then(a.1.cmp(&b.1)));
        if !parsed.old_numbering && !parsed.articles.is_empty() {
            show_both_meanings(&mut ranked, |ord| {
                formerly(&kb.rulings()[ord as usize], &parsed).is_some()
            });
        }
        ranked.truncate(limit);
        for (score, ord, c) in ranked {
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
            });
        }
        results.confidence = match results.hits.first() {
            None => Confidence::None,
            Some(h) if h.coverage >= STRONG_COVERAGE => Confidence::Strong,
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

    /// Decide, per query word, what to search: its stems in the languages that know them, its
    /// Russian reading if typed in Latin letters, typo tolerance or prefix matching if no
    /// language knows it; drop function words; keep the rarest words of a long paste.
    fn plan(&self, searcher: &Searcher, parsed: &query::ParsedQuery) -> Plan {
        let raw: Vec<&str> = parsed.text.split_whitespace().collect();
        let n = raw.len();
        let all_stop = raw.iter().all(|w| analysis::is_stop_word(w));
        let mut words: Vec<PlannedWord> = Vec::with_capacity(n);
        for (i, w) in raw.iter().enumerate() {
            let last = i + 1 == n && parsed.typing_last_word;
            // A function word ("de", "the") is dropped, unless typed as an abbreviation ("DE")
            // or the whole query is function words.
            let abbreviation = w.chars().count() >= 2 && w.chars().all(|c| c.is_uppercase());
            let stop = !all_stop && !abbreviation && analysis::is_stop_word(w);
            let mut pw = PlannedWord {
                text: w.to_string(),
                stop,
                stems: Default::default(),
                df: 0,
                fuzzy: false,
                prefix: None,
                concepts: Vec::new(),
            };
            if !stop {
                // A word in Cyrillic letters is Russian or Serbian; in Latin letters anything but
                // Russian (which the transliteration below covers).
                let cyrillic = w.chars().any(|c| ('\u{0400}'..='\u{04FF}').contains(&c));
                for lang in Lang::ALL {
                    if cyrillic != matches!(lang, Lang::Ru) && lang != Lang::Sr {
                        continue;
                    }
                    pw.df = pw.df.max(self.add_stems(&mut pw.stems, lang, w, 1.0));
                }
                // Russian typed in Latin letters: "upal flazhok".
                if let Some(cyr) = analysis::latin_to_russian(w) {
                    pw.df = pw.df.max(self.add_stems(&mut pw.stems, Lang::Ru, &cyr, 1.0));
                }
                // The word being typed is also a prefix ("sonneb", "рокиров"), unless it is
                // already a long word the index knows; an unknown word gets typo tolerance.
                let folded = analysis::fold_words(w).join("");
                let len = folded.chars().count();
                if last && len >= 3 && (pw.df == 0 || len <= 4) {
                    pw.prefix = Some(folded);
                } else if pw.df == 0 && len >= 4 {
                    pw.fuzzy = true;
                }
            }
            words.push(pw);
        }
        // A long paste: searched by its rarest words, those at most a few times as common as
        // the rarest one (at least three, at most MAX_WORDS), so the decisive term is not
        // drowned by the many common words around it.
        let content: Vec<usize> = (0..words.len()).filter(|&i| !words[i].stop).collect();
        if content.len() > LONG_QUERY_WORDS {
            let mut known: Vec<usize> = content.iter().copied().filter(|&i| words[i].df > 0).collect();
            known.sort_by_key(|&i| words[i].df);
            let floor = known.first().map_or(0, |&i| words[i].df);
            let keep: Vec<usize> = known
                .iter()
                .enumerate()
                .filter(|(rank, i)| *rank < 3 || words[**i].df <= (4 * floor).max(floor + 2))
                .map(|(_, i)| *i)
                .take(MAX_WORDS)
                .collect();
            for i in content {
                if !keep.contains(&i) {
                    words[i].stop = true;
                    words[i].fuzzy = false;
                }
            }
        }
        // Typo tolerance for at most a few unknown words, longest first.
        let mut fuzzy: Vec<usize> = (0..words.len())
            .filter(|&i| words[i].fuzzy && !words[i].stop)
            .collect();
        fuzzy.sort_by_key(|&i| std::cmp::Reverse(words[i].text.chars().count()));
        for &i in fuzzy.iter().skip(MAX_FUZZY_WORDS) {
            words[i].fuzzy = false;
        }
        // Completions of the word being typed, and corrections of unknown words, become stems
        // like any other (scored by BM25, counted in coverage), for less.
        for w in words.iter_mut().filter(|w| !w.stop) {
            let expansions: Vec<(String, f32)> = if let Some(p) = &w.prefix {
                self.words_matching(searcher, p, 0, true)
                    .into_iter()
                    .map(|t| (t, PREFIX_WEIGHT))
                    .collect()
            } else if w.fuzzy {
                let folded = analysis::fold_words(&w.text).join("");
                let distance = if folded.chars().count() >= 9 { 2 } else { 1 };
                self.words_matching(searcher, &folded, distance, false)
                    .into_iter()
                    .map(|t| (t, FUZZY_WEIGHT))
                    .collect()
            } else {
                Vec::new()
            };
            for (term, weight) in expansions {
                let cyrillic = term.chars().any(|c| ('\u{0400}'..='\u{04FF}').contains(&c));
                for lang in Lang::ALL {
                    if cyrillic == matches!(lang, Lang::Ru) || (lang == Lang::Sr && !cyrillic) {
                        self.add_stems(&mut w.stems, lang, &term, weight);
                    }
                }
            }
        }
        let groups = self.synonyms.groups_in(&parsed.text);
        // Which words each group's phrase covers (positions count folded tokens).
        let mut pos = 0;
        for w in words.iter_mut() {
            let n = analysis::fold_words(&w.text).len();
            let span = pos..pos + n;
            pos += n;
            if !w.stop {
                w.concepts = groups
                    .iter()
                    .filter(|(_, covered)| covered.iter().any(|p| span.contains(p)))
                    .map(|(g, _)| *g)
                    .collect();
            }
        }
        let concepts = groups.into_iter().map(|(g, _)| g).collect();
        Plan {
            text: parsed.text.clone(),
            words,
            concepts,
        }
    }

    /// Add the stems of `text` in `lang` that the index knows, with `weight`; returns the highest
    /// document frequency among them.
    fn add_stems(&self, stems: &mut [Vec<(String, f32)>; 4], lang: Lang, text: &str, weight: f32) -> u64 {
        let li = lang_index(lang);
        let mut best = 0;
        for (_, t) in analysis::analyse(lang, text) {
            let df = self.doc_freq(li, &t);
            if df > 0 {
                best = best.max(df);
                if !stems[li].iter().any(|(x, _)| *x == t) {
                    stems[li].push((t, weight));
                }
            }
        }
        best
    }

    /// Words of the `words` field matching `folded` as a prefix (`prefix`), or within
    /// `distance` edits; the most common first, at most [`MAX_EXPANSIONS`].
    fn words_matching(&self, searcher: &Searcher, folded: &str, distance: u8, prefix: bool) -> Vec<String> {
        let term = Term::from_field_text(self.fields.words, folded);
        let query = if prefix {
            FuzzyTermQuery::new_prefix(term, distance, true)
        } else {
            FuzzyTermQuery::new(term, distance, true)
        };
        let Ok(automaton) = query.automaton() else {
            return Vec::new();
        };
        let mut found: Vec<(u32, String)> = Vec::new();
        for segment in searcher.segment_readers() {
            let Ok(inverted) = segment.inverted_index(self.fields.words) else {
                continue;
            };
            let Ok(mut stream) = inverted.terms().search(&automaton).into_stream() else {
                continue;
            };
            while stream.advance() {
                if let Ok(w) = std::str::from_utf8(stream.key()) {
                    found.push((stream.value().doc_freq, w.to_string()));
                }
            }
        }
        found.sort_by(|a, b| b.0.cmp(&a.0).then(a.1.cmp(&b.1)));
        found.dedup_by(|a, b| a.1 == b.1);
        found.into_iter().take(MAX_EXPANSIONS).map(|(_, w)| w).collect()
    }

    /// Number of rulings whose texts in language `li` hold `stem`.
    fn doc_freq(&self, li: usize, stem: &str) -> u64 {
        self.stems
            .get(stem)
            .and_then(|id| self.doc_freqs[li].get(id as usize))
            .map_or(0, |n| *n as u64)
    }

    /// Article numbers: an exact reference counts most, a sub-article less; a ruling whose main
    /// reference it is beats one citing it in passing. A former number counts too and leads to
    /// where that rule lives now; when the query says "old", the former meaning wins.
    fn article_clauses(&self, parsed: &query::ParsedQuery, should: &mut Vec<(Occur, Box<dyn Query>)>) {
        let f = &self.fields;
        let (current, old) = if parsed.old_numbering {
            (0.25, 2.5)
        } else {
            (1.0, 1.0)
        };
        for a in &parsed.articles {
            should.push(term(f.art, a, 12.0 * current));
            should.push(term(f.art_parent, a, 6.0 * current));
            should.push(term(f.art_primary, a, 4.0 * current));
        }
        for a in parsed.articles.iter().chain(&parsed.former_only) {
            should.push(term(f.former, a, 8.0 * old));
            if let Some(home) = crate::content::former_number(a).and_then(|n| self.homes.get(&n)) {
                should.push(term(f.art_primary, &home.to_lowercase(), 3.0 * old));
            }
        }
    }

    /// Word queries: per word, the best field of the languages that know it (dismax), typo
    /// tolerant or prefix variants for the others; the words as a phrase add a bonus; a ruling
    /// holding most of the words gets their score again; synonym groups match their concept.
    fn word_clauses(&self, plan: &Plan, should: &mut Vec<(Occur, Box<dyn Query>)>) {
        let f = &self.fields;
        for w in plan.words.iter().filter(|w| !w.stop) {
            let mut disjuncts: Vec<Box<dyn Query>> = Vec::new();
            for lang in Lang::ALL {
                let lf = self.fields.of(lang);
                for (t, stem_weight) in &w.stems[lang_index(lang)] {
                    for (field, weight) in lf.weighted() {
                        disjuncts.push(boosted(
                            TermQuery::new(Term::from_field_text(field, t), IndexRecordOption::WithFreqs),
                            weight * stem_weight,
                        ));
                    }
                }
            }
            if disjuncts.is_empty() {
                continue;
            }
            should.push((
                Occur::Should,
                Box::new(DisjunctionMaxQuery::with_tie_breaker(disjuncts, 0.2)),
            ));
        }
        // The words as a phrase, in each language that knows at least two of them.
        for lang in Lang::ALL {
            let known = plan
                .words
                .iter()
                .filter(|w| !w.stop && w.stems[lang_index(lang)].iter().any(|(_, wt)| *wt == 1.0))
                .count();
            if known < 2 {
                continue;
            }
            let tokens = analysis::analyse(lang, &plan.text);
            if tokens.len() < 2 || tokens.len() > 8 {
                continue;
            }
            let head = self.fields.of(lang).head;
            let terms = tokens
                .iter()
                .map(|(p, t)| (*p, Term::from_field_text(head, t)))
                .collect();
            should.push((Occur::Should, boosted(PhraseQuery::new_with_offset(terms), 2.0)));
        }
        // Jargon in one language finds its equivalents in the others.
        for g in &plan.concepts {
            should.push(term(f.concept, &format!("g{g}"), 2.0));
        }
    }

    /// How much of the query ruling `ord` matches (rare words weigh more; article numbers
    /// weigh like a rare word), and the language that matches best.
    fn coverage(
        &self,
        ord: usize,
        r: &Ruling,
        parsed: &query::ParsedQuery,
        plan: &Plan,
        ui: Lang,
    ) -> Coverage {
        let d = &self.data[ord];
        let n = self.rulings.max(1) as f32;
        let weight = |df: u64| -> f32 { (1.0 + n / (df.max(1) as f32)).ln() };
        let rare = weight(1);
        let mut total = 0.0f32;
        let mut per_lang = [0.0f32; 4];
        let mut shared = 0.0f32;
        let mut words = 0usize;
        for w in plan.words.iter().filter(|w| !w.stop) {
            let wt = if w.df == 0 { rare } else { weight(w.df) };
            total += wt;
            let concept = w.concepts.iter().any(|g| d.concepts.contains(&(*g as u32)));
            let mut any = false;
            for (li, stems) in w.stems.iter().enumerate() {
                // The best matching reading of the word: as typed (1), or a completion or a
                // correction of it (less).
                let hit = stems
                    .iter()
                    .filter(|(t, _)| {
                        self.stems
                            .get(t)
                            .is_some_and(|id| d.stems[li].binary_search(&id).is_ok())
                    })
                    .map(|(_, weight)| *weight)
                    .fold(0.0f32, f32::max);
                if hit > 0.0 {
                    per_lang[li] += wt * hit;
                    any = true;
                }
            }
            if any || concept {
                words += (w.df > 0) as usize;
            }
            if !any && concept {
                shared += wt;
            }
        }
        let article_hits = parsed
            .articles
            .iter()
            .chain(&parsed.former_only)
            .filter(|a| {
                r.articles.iter().any(|x| {
                    let x = x.as_str().to_lowercase();
                    &x == *a || x.starts_with(&format!("{a}."))
                }) || r.former_numbers.iter().any(|f| f.eq_ignore_ascii_case(a))
                    || crate::content::former_number(a)
                        .and_then(|n| self.homes.get(&n))
                        .is_some_and(|h| r.articles.first().is_some_and(|m| m.as_str() == h))
            })
            .count();
        let article_total = parsed.articles.len() + parsed.former_only.len();
        total += rare * article_total as f32;
        let (best_li, best) =
            per_lang
                .iter()
                .enumerate()
                .fold((lang_index(ui), -1.0f32), |(bi, bv), (i, v)| {
                    // The UI language wins ties.
                    if *v > bv || (*v == bv && i == lang_index(ui)) {
                        (i, *v)
                    } else {
                        (bi, bv)
                    }
                });
        let matched = best.max(0.0) + shared + rare * article_hits as f32;
        Coverage {
            share: if total > 0.0 {
                (matched / total).min(1.0)
            } else {
                0.0
            },
            words,
            lang: Lang::ALL[best_li],
        }
    }

    /// The snippet of a hit: the best sentence of its body in the UI language (else the
    /// matching language), else the situation.
    fn snippet(&self, ord: usize, r: &Ruling, plan: &Plan, ui: Lang, matched: Lang) -> String {
        let d = &self.data[ord];
        let prefix = plan.words.iter().rev().find_map(|w| w.prefix.as_deref());
        for lang in [ui, matched] {
            let Some(p) = &d.passages[lang_index(lang)] else {
                continue;
            };
            let wanted: Vec<u32> = plan
                .words
                .iter()
                .filter(|w| !w.stop)
                .flat_map(|w| w.stems[lang_index(lang)].iter())
                .filter_map(|(t, _)| self.stems.get(t))
                .collect();
            if let Some(s) = p.snippet(&wanted, prefix) {
                return s;
            }
        }
        let text = r.question.get(ui);
        let mut cut: String = text.chars().take(180).collect();
        if cut.len() < text.len() {
            cut.push('…');
        }
        crate::content::markdown::escape_html(&cut)
    }

    /// The query with each unknown word replaced by the closest word the index knows (the most
    /// common among equally close ones), if any was replaced.
    fn suggest(&self, searcher: &Searcher, plan: &Plan) -> anyhow::Result<Option<String>> {
        let mut changed = false;
        let mut out = Vec::new();
        let mut budget = MAX_FUZZY_WORDS;
        for w in &plan.words {
            let folded = analysis::fold_words(&w.text).join("");
            let len = folded.chars().count();
            if w.stop || w.df > 0 || len < 4 || budget == 0 {
                out.push(w.text.clone());
                continue;
            }
            budget -= 1;
            let distance = if len >= 8 { 2 } else { 1 };
            let automaton =
                FuzzyTermQuery::new(Term::from_field_text(self.fields.words, &folded), distance, true)
                    .automaton()
                    .context("failed to build a spelling automaton")?;
            let mut best: Option<((usize, std::cmp::Reverse<u32>), String)> = None;
            for segment in searcher.segment_readers() {
                let inverted = segment.inverted_index(self.fields.words)?;
                let mut stream = inverted.terms().search(&automaton).into_stream()?;
                while stream.advance() {
                    let Ok(candidate) = std::str::from_utf8(stream.key()) else {
                        continue;
                    };
                    // Closest first, then the most common.
                    let key = (
                        strsim::osa_distance(&folded, candidate),
                        std::cmp::Reverse(stream.value().doc_freq),
                    );
                    if best.as_ref().is_none_or(|(k, _)| key < *k) {
                        best = Some((key, candidate.to_string()));
                    }
                }
            }
            match best {
                Some((_, word)) => {
                    changed = true;
                    out.push(word);
                }
                None => out.push(w.text.clone()),
            }
        }
        Ok(changed.then(|| out.join(" ")))
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

/// How much of a query one ruling matches.
struct Coverage {
    /// Weighted share of the query matched, 0 to 1.
    share: f32,
    /// Known content words matched (in some language, or through a synonym).
    words: usize,
    /// The language matching best.
    lang: Lang,
}

/// The plan of one query.
struct Plan {
    text: String,
    words: Vec<PlannedWord>,
    /// Synonym groups the query names.
    concepts: Vec<usize>,
}

struct PlannedWord {
    text: String,
    /// Not searched on its own (a function word, or cut from a long paste).
    stop: bool,
    /// Its stems per language, where that language's index knows them, each with its weight:
    /// 1 for the word as typed, less for a completion or a typo correction of it.
    stems: [Vec<(String, f32)>; 4],
    /// Highest document frequency of its stems (0: no language knows it).
    df: u64,
    /// Searched with typo tolerance.
    fuzzy: bool,
    /// Being typed: also matched as a prefix (folded).
    prefix: Option<String>,
    /// Synonym groups of the query whose phrase this word belongs to.
    concepts: Vec<usize>,
}

/// The texts of a ruling per language: (head, about, body).
fn texts(kb: &KnowledgeBase, r: &Ruling) -> [(String, String, Option<String>); 4] {
    Lang::ALL.map(|lang| {
        let head = format!(
            "{} ; {} ; {} \n {}",
            r.title.get(lang),
            r.keywords.get(lang).join(" ; "),
            r.question.get(lang),
            r.answer.get(lang)
        );
        let mut about = String::new();
        if let Some(t) = r.topics.first().and_then(|t| kb.topic(t)) {
            about.push_str(t.name.get(lang));
        }
        if let Some(e) = &r.event {
            about.push_str(&format!(" ; {} {}", e.name, e.place));
        }
        let body = r.bodies.get(lang).as_ref().map(|b| b.text.clone());
        (head, about, body)
    })
}

fn add_fields(
    d: &mut TantivyDocument,
    f: &Fields,
    r: &Ruling,
    texts: &[(String, String, Option<String>); 4],
    concepts: &[u32],
) {
    for a in &r.articles {
        d.add_text(f.art, a.as_str().to_lowercase());
        for p in a.parents() {
            d.add_text(f.art_parent, p.to_lowercase());
        }
    }
    for n in &r.former_numbers {
        d.add_text(f.former, n.to_lowercase());
    }
    if let Some(main) = r.articles.first() {
        d.add_text(f.art_primary, main.as_str().to_lowercase());
        for p in main.parents() {
            d.add_text(f.art_primary, p.to_lowercase());
        }
    }
    for g in concepts {
        d.add_text(f.concept, format!("g{g}"));
    }
    for (lang, (head, about, body)) in Lang::ALL.iter().zip(texts) {
        let lf = f.of(*lang);
        d.add_text(lf.head, head);
        d.add_text(lf.about, about);
        d.add_text(f.words, head);
        d.add_text(f.words, about);
        if let Some(b) = body {
            d.add_text(lf.body, b);
        }
    }
}

/// Tokenize a ruling's texts once: stems for match coverage, passages for snippets, synonym
/// concepts.
fn prepare(
    r: &Ruling,
    texts: &[(String, String, Option<String>); 4],
    stems: &mut Stems,
    concepts: &ConceptMatcher,
) -> RulingData {
    let mut data = RulingData {
        stems: Default::default(),
        concepts: Vec::new(),
        passages: Default::default(),
    };
    for (li, (lang, (head, about, body))) in Lang::ALL.iter().zip(texts).enumerate() {
        let mut all: Vec<u32> = Vec::new();
        for text in [head, about] {
            let tokens = analysis::analyse(*lang, text);
            concepts.find(li, tokens.iter().map(|(_, t)| t.as_str()), &mut data.concepts);
            all.extend(tokens.iter().map(|(_, t)| stems.intern(t)));
        }
        if let Some(b) = body {
            let tokens = analysis::analyse_with_offsets(*lang, b);
            concepts.find(li, tokens.iter().map(|(_, _, t)| t.as_str()), &mut data.concepts);
            let with_ids: Vec<(usize, usize, u32)> =
                tokens.iter().map(|(s, e, t)| (*s, *e, stems.intern(t))).collect();
            all.extend(with_ids.iter().map(|(_, _, id)| *id));
            data.passages[li] = Some(Passage::new(b.clone(), with_ids.into_iter()));
        }
        all.sort_unstable();
        all.dedup();
        data.stems[li] = all;
    }
    let _ = r;
    data.concepts.sort_unstable();
    data.concepts.dedup();
    data
}

/// A synonym phrase as stems, and its group.
type StemmedPhrase = (Vec<String>, u32);

/// Finds synonym phrases in a document's stemmed text, per language (index build only).
struct ConceptMatcher {
    /// Per language: first stem → the phrases starting with it.
    by_first: [HashMap<String, Vec<StemmedPhrase>>; 4],
}

impl ConceptMatcher {
    fn new(synonyms: &expand::Synonyms) -> ConceptMatcher {
        let mut by_first: [HashMap<String, Vec<StemmedPhrase>>; 4] = Default::default();
        for (g, phrase) in synonyms.phrases() {
            for (li, lang) in Lang::ALL.iter().enumerate() {
                let stems: Vec<String> = analysis::analyse(*lang, phrase)
                    .into_iter()
                    .map(|(_, t)| t)
                    .collect();
                if let Some(first) = stems.first() {
                    by_first[li]
                        .entry(first.clone())
                        .or_default()
                        .push((stems.clone(), g as u32));
                }
            }
        }
        ConceptMatcher { by_first }
    }

    fn find<'a>(&self, li: usize, tokens: impl Iterator<Item = &'a str>, out: &mut Vec<u32>) {
        let tokens: Vec<&str> = tokens.collect();
        for (i, t) in tokens.iter().enumerate() {
            if let Some(candidates) = self.by_first[li].get(*t) {
                for (phrase, g) in candidates {
                    if tokens.len() >= i + phrase.len()
                        && phrase.iter().zip(&tokens[i..]).all(|(a, b)| a == b)
                    {
                        out.push(*g);
                    }
                }
            }
        }
    }
}

/// A number that is both today's article and a former one ("10.2": points today, the
/// quickplay claim before 2014) is ambiguous, and the current meaning usually has more rulings
/// scoring higher. Unless the query said "old", the best ruling about the former meaning is
/// shown second, scored level with the hit it passes, so both meanings are in sight and the
/// order stays best first.
fn show_both_meanings<C>(ranked: &mut Vec<(f32, u32, C)>, is_former: impl Fn(u32) -> bool) {
    if ranked.len() < 3 || ranked.iter().take(2).any(|h| is_former(h.1)) {
        return;
    }
    if let Some(i) = ranked.iter().position(|h| is_former(h.1)) {
        let mut hit = ranked.remove(i);
        hit.0 = hit.0.max(ranked[1].0);
        ranked.insert(1, hit);
    }
}

fn formerly(r: &Ruling, parsed: &query::ParsedQuery) -> Option<String> {
    parsed.articles.iter().chain(&parsed.former_only).find_map(|a| {
        r.former_numbers
            .iter()
            .find(|n| n.eq_ignore_ascii_case(a))
            .cloned()
    })
}

fn term(field: Field, value: &str, boost: f32) -> (Occur, Box<dyn Query>) {
    let q = TermQuery::new(Term::from_field_text(field, value), IndexRecordOption::WithFreqs);
    (Occur::Should, boosted(q, boost))
}

fn boosted(q: impl Query + 'static, boost: f32) -> Box<dyn Query> {
    Box::new(BoostQuery::new(Box::new(q), boost))
}

fn tc_index(tc: TimeControl) -> u8 {
    match tc {
        TimeControl::Standard => 0,
        TimeControl::Rapid => 1,
        TimeControl::Blitz => 2,
    }
}

fn kind_index(k: Kind) -> u8 {
    match k {
        Kind::Ruling => 0,
        Kind::Law => 1,
        Kind::Procedure => 2,
        Kind::Regulation => 3,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::path::Path;
    use std::sync::OnceLock;

    fn fixture() -> &'static (KnowledgeBase, SearchIndex) {
        static F: OnceLock<(KnowledgeBase, SearchIndex)> = OnceLock::new();
        F.get_or_init(|| {
            let kb = KnowledgeBase::load(&Path::new(env!("CARGO_MANIFEST_DIR")).join("content")).unwrap();
            let index = SearchIndex::build(&kb).unwrap();
            (kb, index)
        })
    }

    #[test]
    fn an_ambiguous_number_shows_its_former_meaning_second_and_stays_best_first() {
        let mut ranked: Vec<(f32, u32, ())> = vec![
            (9.0, 0, ()),
            (8.0, 1, ()),
            (7.0, 2, ()),
            (3.0, 3, ()),
            (2.0, 4, ()),
        ];
        show_both_meanings(&mut ranked, |ord| ord >= 3);
        let order: Vec<u32> = ranked.iter().map(|h| h.1).collect();
        assert_eq!(order, [0, 3, 1, 2, 4]);
        assert!(ranked.windows(2).all(|w| w[0].0 >= w[1].0), "{ranked:?}");
        // Already in sight: nothing moves.
        let mut ranked: Vec<(f32, u32, ())> = vec![(9.0, 0, ()), (8.0, 1, ()), (7.0, 2, ())];
        show_both_meanings(&mut ranked, |ord| ord == 1);
        assert_eq!(ranked.iter().map(|h| h.1).collect::<Vec<_>>(), [0, 1, 2]);
    }

    fn ids(q: &str) -> Vec<String> {
        let (kb, index) = fixture();
        index
            .search(kb, q, &SearchOptions::default())
            .unwrap()
            .hits
            .into_iter()
            .map(|h| h.id)
            .collect()
    }

    #[test]
    fn one_index_document_per_ruling() {
        let (kb, index) = fixture();
        assert_eq!(index.reader.searcher().num_docs() as usize, kb.rulings().len());
    }

    #[test]
    fn a_stop_word_of_one_language_never_matches_an_abbreviation_in_another() {
        let first = ids("queda de bandeira");
        let (kb, _) = fixture();
        let r = kb.get(&first[0]).unwrap();
        assert!(r.topics.iter().any(|t| t == "flag-fall"), "{first:?}");
    }

    #[test]
    fn the_last_word_matches_as_a_prefix_while_typing() {
        for q in ["ille", "sonneb", "touc", "рокир", "рокиров", "рокировк"] {
            assert!(!ids(q).is_empty(), "{q}");
        }
    }

    #[test]
    fn a_query_the_base_does_not_answer_is_weak_and_gets_no_silly_suggestion() {
        let (kb, index) = fixture();
        let r = index
            .search(kb, "weather forecast tomorrow", &SearchOptions::default())
            .unwrap();
        assert_ne!(r.confidence, Confidence::Strong);
        assert_eq!(r.suggestion, None);
    }

    #[test]
    fn snippets_never_highlight_one_or_two_letter_tokens() {
        let (kb, index) = fixture();
        for q in ["a flag fell on move 5", "on the clock 6.9", "o que é peça tocada"] {
            for h in index.search(kb, q, &SearchOptions::default()).unwrap().hits {
                for part in h.snippet_html.split("<b>").skip(1) {
                    let word = part.split("</b>").next().unwrap();
                    assert!(word.chars().count() >= 3, "{q}: <b>{word}</b>");
                }
            }
        }
    }
}
