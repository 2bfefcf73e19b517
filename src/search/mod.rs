//! Full-text search over the knowledge base with tantivy: one index document per ruling and
//! language, per-language analysis, article references as exact terms, typo tolerance scored
//! below exact matches, and results grouped by ruling.

mod analysis;
mod expand;
pub mod query;

use std::collections::HashMap;

use anyhow::Context;
use tantivy::collector::TopDocs;
use tantivy::query::Bm25StatisticsProvider;
use tantivy::query::{
    BooleanQuery, BoostQuery, DisjunctionMaxQuery, FuzzyTermQuery, Occur, PhraseQuery, Query, TermQuery,
};
use tantivy::schema::{
    Field, IndexRecordOption, STORED, STRING, Schema, TantivyDocument, TextFieldIndexing, TextOptions, Value,
};
use tantivy::snippet::SnippetGenerator;
use tantivy::{Index, IndexReader, ReloadPolicy, Searcher, Term};

use crate::content::{Kind, KnowledgeBase, Lang, Ruling, TimeControl};
pub use analysis::cyrillic_to_latin;

/// Fields holding one language's text.
#[derive(Clone, Copy)]
struct LangFields {
    title: Field,
    question: Field,
    answer: Field,
    keywords: Field,
    body: Field,
    /// What the document is about: its main (first) topic's name, and for a regulation the
    /// event's name and place.
    about: Field,
}

impl LangFields {
    /// Fields and their weights: what a ruling is about counts more than its body.
    fn weighted(&self) -> [(Field, f32); 6] {
        [
            (self.title, 3.0),
            (self.keywords, 3.0),
            (self.about, 3.0),
            (self.answer, 2.0),
            (self.question, 1.5),
            (self.body, 1.0),
        ]
    }
}

#[derive(Clone, Copy)]
struct Fields {
    id: Field,
    lang: Field,
    kind: Field,
    topic: Field,
    time_control: Field,
    /// The ruling's own current references.
    art: Field,
    /// Enclosing references (`7.5` for `7.5.5`).
    art_parent: Field,
    /// Former numbers.
    former: Field,
    /// The first (main) reference of a ruling and its enclosing references.
    art_primary: Field,
    langs: [LangFields; 4],
}

impl Fields {
    fn of(&self, lang: Lang) -> &LangFields {
        &self.langs[lang_index(lang)]
    }

    fn is_language_field(&self, f: Field) -> bool {
        self.langs
            .iter()
            .any(|l| l.weighted().iter().any(|(x, _)| *x == f))
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
}

impl Default for SearchOptions {
    fn default() -> Self {
        SearchOptions {
            lang: Lang::En,
            limit: 10,
            topic: None,
            time_control: None,
            kind: None,
        }
    }
}

/// One ruling found.
#[derive(Debug, Clone)]
pub struct Hit {
    /// Ruling id.
    pub id: String,
    /// Best score over the ruling's language documents.
    pub score: f32,
    /// Language whose text matched best.
    pub matched_lang: Lang,
    /// The former number in the query that led here, e.g. `10.2`.
    pub formerly: Option<String>,
    /// Escaped HTML with matched words in `<b>`; safe to embed.
    pub snippet_html: String,
}

/// What a search returns.
#[derive(Debug, Clone, Default)]
pub struct SearchResults {
    /// Rulings, best first.
    pub hits: Vec<Hit>,
    /// Article references recognised in the query (canonical spelling).
    pub articles: Vec<String>,
    /// When nothing matched: the query with misspelt words corrected, if that finds something.
    pub suggestion: Option<String>,
    /// Known references close to an unknown one in the query (`6.90` → `6.9`).
    pub nearby_articles: Vec<String>,
}

/// The search index, built once at start-up and shared read-only.
pub struct SearchIndex {
    index: Index,
    reader: IndexReader,
    fields: Fields,
    rulings: usize,
    synonyms: expand::Synonyms,
    /// Former number → where that rule lives now (`10.2` → `III.5`), computed once.
    homes: HashMap<String, String>,
    vocabulary: expand::Vocabulary,
    known: Vec<String>,
}

impl SearchIndex {
    /// Index every document of `kb` in every language it has.
    pub fn build(kb: &KnowledgeBase) -> anyhow::Result<SearchIndex> {
        let mut sb = Schema::builder();
        let id = sb.add_text_field("id", STRING | STORED);
        let lang = sb.add_text_field("lang", STRING | STORED);
        let kind = sb.add_text_field("kind", STRING);
        let topic = sb.add_text_field("topic", STRING);
        let time_control = sb.add_text_field("time_control", STRING);
        let art_opts = TextOptions::default().set_indexing_options(
            TextFieldIndexing::default()
                .set_tokenizer(analysis::ARTICLE_ANALYZER)
                .set_index_option(IndexRecordOption::WithFreqs),
        );
        let art = sb.add_text_field("art", art_opts.clone());
        let art_parent = sb.add_text_field("art_parent", art_opts.clone());
        let former = sb.add_text_field("former", art_opts.clone());
        let art_primary = sb.add_text_field("art_primary", art_opts);
        let langs = Lang::ALL.map(|l| {
            let opts = TextOptions::default().set_indexing_options(
                TextFieldIndexing::default()
                    .set_tokenizer(analysis::analyzer_name(l))
                    .set_index_option(IndexRecordOption::WithFreqsAndPositions),
            );
            LangFields {
                title: sb.add_text_field(&format!("title_{l}"), opts.clone()),
                question: sb.add_text_field(&format!("question_{l}"), opts.clone()),
                answer: sb.add_text_field(&format!("answer_{l}"), opts.clone()),
                keywords: sb.add_text_field(&format!("keywords_{l}"), opts.clone()),
                about: sb.add_text_field(&format!("about_{l}"), opts.clone()),
                body: sb.add_text_field(&format!("body_{l}"), opts),
            }
        });
        let fields = Fields {
            id,
            lang,
            kind,
            topic,
            time_control,
            art,
            art_parent,
            former,
            art_primary,
            langs,
        };
        let index = Index::create_in_ram(sb.build());
        for l in Lang::ALL {
            index
                .tokenizers()
                .register(analysis::analyzer_name(l), analysis::analyzer(l));
        }
        index
            .tokenizers()
            .register(analysis::ARTICLE_ANALYZER, analysis::article_analyzer());

        let mut writer = index
            .writer_with_num_threads(1, 50_000_000)
            .context("failed to create the index writer")?;
        for r in kb.rulings() {
            for l in Lang::ALL {
                writer
                    .add_document(document(kb, &fields, r, l))
                    .context("failed to index a document")?;
            }
        }
        writer.commit().context("failed to commit the search index")?;
        let reader = index
            .reader_builder()
            .reload_policy(ReloadPolicy::Manual)
            .try_into()
            .context("failed to open the index reader")?;
        Ok(SearchIndex {
            index,
            reader,
            fields,
            rulings: kb.rulings().len(),
            synonyms: expand::Synonyms::new(kb),
            homes: kb
                .rulings()
                .iter()
                .flat_map(|r| r.former_numbers.iter())
                .filter_map(|n| kb.current_home(n).map(|h| (n.clone(), h)))
                .collect(),
            vocabulary: expand::Vocabulary::new(kb),
            known: crate::content::known_references(),
        })
    }

    /// Search `kb` for `input`. Any string is accepted; a query with nothing searchable returns
    /// no hits.
    pub fn search(
        &self,
        kb: &KnowledgeBase,
        input: &str,
        opts: &SearchOptions,
    ) -> anyhow::Result<SearchResults> {
        let parsed = query::parse(input);
        let searcher = self.reader.searcher();
        let mut should: Vec<(Occur, Box<dyn Query>)> = Vec::new();
        let f = &self.fields;
        let term = |field: Field, value: &str, boost: f32| -> (Occur, Box<dyn Query>) {
            let q = TermQuery::new(Term::from_field_text(field, value), IndexRecordOption::WithFreqs);
            (Occur::Should, boosted(q, boost))
        };
        // Article numbers: an exact reference counts most, a sub-article less; a ruling whose
        // main reference it is beats one that cites it in passing. A former number counts too,
        // and leads to where that rule lives now.
        for a in &parsed.articles {
            should.push(term(f.art, a, 12.0));
            should.push(term(f.art_parent, a, 6.0));
            should.push(term(f.art_primary, a, 4.0));
        }
        for a in parsed.articles.iter().chain(&parsed.former_only) {
            should.push(term(f.former, a, 8.0));
            if let Some(home) = crate::content::former_number(a).and_then(|n| self.homes.get(&n)) {
                should.push(term(f.art_primary, &home.to_lowercase(), 3.0));
            }
        }
        if !parsed.text.is_empty() {
            should.extend(self.text_queries(&searcher, &parsed.text, 1.0, true)?);
            // Jargon in one language also searches its equivalents in the others, for less:
            // per synonym group only the best-matching phrase counts, so a concept with many
            // spellings does not outweigh the rest of the query.
            for group in self.synonyms.expand(&parsed.text) {
                let mut phrases: Vec<Box<dyn Query>> = Vec::new();
                for phrase in group.iter().take(16) {
                    phrases.push(Box::new(BooleanQuery::new(
                        self.text_queries(&searcher, phrase, 1.0, false)?,
                    )));
                }
                should.push((Occur::Should, boosted(DisjunctionMaxQuery::new(phrases), 0.5)));
            }
        }
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
        if should.is_empty() {
            return Ok(results);
        }
        let mut clauses: Vec<(Occur, Box<dyn Query>)> =
            vec![(Occur::Must, Box::new(BooleanQuery::new(should)))];
        let mut filter = |field: Field, value: &str| {
            clauses.push((
                Occur::Must,
                Box::new(TermQuery::new(
                    Term::from_field_text(field, value),
                    IndexRecordOption::Basic,
                )),
            ));
        };
        if let Some(t) = &opts.topic {
            filter(f.topic, t);
        }
        if let Some(tc) = opts.time_control {
            filter(f.time_control, tc.as_str());
        }
        if let Some(k) = opts.kind {
            filter(f.kind, k.as_str());
        }
        let query = BooleanQuery::new(clauses);
        let stats = PerRulingStats {
            searcher: &searcher,
            fields: f,
            languages: Lang::ALL.len() as u64,
            rulings: self.rulings as u64,
        };
        let limit = opts.limit.clamp(1, 100);
        let top = searcher
            .search_with_statistics_provider(&query, &TopDocs::with_limit(limit * 8).order_by_score(), &stats)
            .context("search failed")?;
        // Group the per-language documents by ruling, keeping the best score.
        let mut order: Vec<(String, f32, Lang)> = Vec::new();
        let mut seen: HashMap<String, usize> = HashMap::new();
        for (score, addr) in top {
            let doc: TantivyDocument = searcher.doc(addr).context("failed to read a search hit")?;
            let id = doc
                .get_first(f.id)
                .and_then(|v| v.as_str())
                .unwrap_or_default()
                .to_string();
            let lang = doc
                .get_first(f.lang)
                .and_then(|v| v.as_str())
                .and_then(Lang::parse)
                .unwrap_or(Lang::En);
            if !seen.contains_key(&id) {
                seen.insert(id.clone(), order.len());
                order.push((id, score, lang));
            }
        }
        order.truncate(limit);
        let mut generators: HashMap<Lang, SnippetGenerator> = HashMap::new();
        for (id, score, matched_lang) in order {
            let Some(r) = kb.get(&id) else { continue };
            let formerly = parsed
                .articles
                .iter()
                .chain(&parsed.former_only)
                .find(|a| r.former_numbers.iter().any(|n| n.eq_ignore_ascii_case(a)))
                .and_then(|a| {
                    r.former_numbers
                        .iter()
                        .find(|n| n.eq_ignore_ascii_case(a))
                        .cloned()
                });
            let snippet_html =
                self.snippet(&searcher, &query, &mut generators, r, opts.lang, matched_lang)?;
            results.hits.push(Hit {
                id,
                score,
                matched_lang,
                formerly,
                snippet_html,
            });
        }
        if results.hits.is_empty()
            && !parsed.text.is_empty()
            && let Some(s) = self.vocabulary.suggest(&parsed.text)
        {
            // Offer the correction only if it leads somewhere.
            let corrected = self.search(
                kb,
                &s,
                &SearchOptions {
                    limit: 1,
                    ..opts.clone()
                },
            )?;
            if !corrected.hits.is_empty() {
                results.suggestion = Some(s);
            }
        }
        Ok(results)
    }

    /// Word queries in every language. Per word, the best field wins (a dismax over every
    /// language's analysis of the word: a document has one language's fields, so only its own
    /// language can match); fuzzy variants count for less; the words as a phrase add a bonus; and
    /// a document holding most of the words gets their score again, so a query naming a
    /// specific thing ("default time araguari") is not outranked by documents that only match
    /// its most common words.
    fn text_queries(
        &self,
        searcher: &Searcher,
        text: &str,
        boost: f32,
        fuzzy: bool,
    ) -> anyhow::Result<Vec<(Occur, Box<dyn Query>)>> {
        let mut out: Vec<(Occur, Box<dyn Query>)> = Vec::new();
        let raw_words: Vec<&str> = text.split_whitespace().take(32).collect();
        // Exact matches per word, and typo-tolerant variants for words the index does not know
        // in any language or field (a known word is not a typo; and building the fuzzy
        // automata is by far the costliest part of a query).
        let mut known = vec![false; raw_words.len()];
        let mut fuzzy_candidates: Vec<(usize, Term, u8, f32)> = Vec::new();
        let mut per_word: Vec<Vec<Box<dyn Query>>> = raw_words.iter().map(|_| Vec::new()).collect();
        let mut per_word_fuzzy: Vec<Vec<Box<dyn Query>>> = raw_words.iter().map(|_| Vec::new()).collect();
        // Positions of the words in the text as the tokenizer counts them, so that phrases
        // keep the gaps stop words leave.
        let word_positions = word_offsets(&raw_words);
        for lang in Lang::ALL {
            let lf = *self.fields.of(lang);
            let mut analyzer = self
                .index
                .tokenizer_for_field(lf.title)
                .context("missing analyzer")?;
            let mut phrase_terms: Vec<(usize, String)> = Vec::new();
            for (i, word) in raw_words.iter().enumerate() {
                // Typo tolerance: 1 edit from 5 characters, 2 from 9; a fuzzy match scores a
                // constant well below an exact one.
                let distance = match word.chars().count() {
                    0..=4 => 0,
                    5..=8 => 1,
                    _ => 2,
                };
                for (pos, t) in analysis::positioned_tokens(&mut analyzer, word) {
                    for (field, weight) in lf.weighted() {
                        let term = Term::from_field_text(field, &t);
                        if !known[i] && searcher.doc_freq(&term).unwrap_or(0) > 0 {
                            known[i] = true;
                        }
                        per_word[i].push(boosted(
                            TermQuery::new(term.clone(), IndexRecordOption::WithFreqs),
                            weight,
                        ));
                        if fuzzy && distance > 0 && t.chars().count() >= 4 {
                            fuzzy_candidates.push((i, term, distance, 0.25 * weight));
                        }
                    }
                    phrase_terms.push((word_positions[i] + pos, t));
                }
            }
            if phrase_terms.len() >= 2 {
                for (field, weight) in [
                    (lf.title, 2.0),
                    (lf.keywords, 2.0),
                    (lf.about, 2.0),
                    (lf.answer, 1.5),
                    (lf.question, 1.5),
                    (lf.body, 1.0),
                ] {
                    let terms = phrase_terms
                        .iter()
                        .map(|(p, t)| (*p, Term::from_field_text(field, t)))
                        .collect();
                    out.push((
                        Occur::Should,
                        boosted(PhraseQuery::new_with_offset(terms), weight * boost),
                    ));
                }
            }
        }
        for (i, term, distance, weight) in fuzzy_candidates {
            if !known[i] {
                per_word_fuzzy[i].push(boosted(FuzzyTermQuery::new(term, distance, true), weight));
            }
        }
        let exact: Vec<Option<Box<dyn Query>>> = per_word
            .into_iter()
            .map(|d| {
                (!d.is_empty())
                    .then(|| -> Box<dyn Query> { Box::new(DisjunctionMaxQuery::with_tie_breaker(d, 0.2)) })
            })
            .collect();
        // "Most of the words" uses exact matches only, so fuzzy terms are evaluated once.
        let present: Vec<&Box<dyn Query>> = exact.iter().flatten().collect();
        if present.len() >= 2 {
            let needed = if present.len() <= 3 {
                present.len()
            } else {
                (present.len() * 2).div_ceil(3)
            };
            let clauses = present.iter().map(|q| (Occur::Should, q.box_clone())).collect();
            let most = BooleanQuery::with_minimum_required_clauses(clauses, needed);
            out.push((Occur::Should, boosted(most, boost)));
        }
        for (word, fuzzy) in exact.into_iter().zip(per_word_fuzzy) {
            let mut disjuncts: Vec<Box<dyn Query>> = word.into_iter().collect();
            disjuncts.extend(fuzzy);
            if !disjuncts.is_empty() {
                out.push((
                    Occur::Should,
                    boosted(DisjunctionMaxQuery::with_tie_breaker(disjuncts, 0.2), boost),
                ));
            }
        }
        Ok(out)
    }

    fn snippet(
        &self,
        searcher: &Searcher,
        query: &dyn Query,
        generators: &mut HashMap<Lang, SnippetGenerator>,
        r: &Ruling,
        ui: Lang,
        matched: Lang,
    ) -> anyhow::Result<String> {
        for lang in [ui, matched] {
            let (body, body_lang) = r.body_for(lang);
            let generator = match generators.entry(body_lang) {
                std::collections::hash_map::Entry::Occupied(e) => e.into_mut(),
                std::collections::hash_map::Entry::Vacant(e) => {
                    let mut g = SnippetGenerator::create(searcher, query, self.fields.of(body_lang).body)
                        .context("failed to prepare snippets")?;
                    g.set_max_num_chars(180);
                    e.insert(g)
                }
            };
            let s = generator.snippet(&body.text);
            if !s.is_empty() {
                return Ok(s.to_html());
            }
        }
        // No highlighted word: the situation, in the UI language, escaped.
        let text = r.question.get(ui);
        let mut cut: String = text.chars().take(180).collect();
        if cut.len() < text.len() {
            cut.push('…');
        }
        Ok(crate::content::markdown::escape_html(&cut))
    }
}

/// Position of each word's first token in the whole text, as the simple tokenizer counts
/// (a word such as "j'adoube" holds two tokens).
fn word_offsets(words: &[&str]) -> Vec<usize> {
    let mut tokenizer = tantivy::tokenizer::SimpleTokenizer::default();
    let mut next = 0;
    words
        .iter()
        .map(|w| {
            let start = next;
            let mut stream = tantivy::tokenizer::Tokenizer::token_stream(&mut tokenizer, w);
            let mut n = 0;
            while tantivy::tokenizer::TokenStream::advance(&mut stream) {
                n += 1;
            }
            next += n.max(1);
            start
        })
        .collect()
}

fn boosted(q: impl Query + 'static, boost: f32) -> Box<dyn Query> {
    Box::new(BoostQuery::new(Box::new(q), boost))
}

fn document(kb: &KnowledgeBase, f: &Fields, r: &Ruling, lang: Lang) -> TantivyDocument {
    let mut d = TantivyDocument::default();
    d.add_text(f.id, &r.id);
    d.add_text(f.lang, lang.code());
    d.add_text(f.kind, r.kind.as_str());
    for t in &r.topics {
        d.add_text(f.topic, t);
    }
    for tc in &r.time_controls {
        d.add_text(f.time_control, tc.as_str());
    }
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
    let lf = f.of(lang);
    d.add_text(lf.title, r.title.get(lang));
    d.add_text(lf.question, r.question.get(lang));
    d.add_text(lf.answer, r.answer.get(lang));
    d.add_text(lf.keywords, r.keywords.get(lang).join(" ; "));
    if let Some(t) = r.topics.first().and_then(|t| kb.topic(t)) {
        d.add_text(lf.about, t.name.get(lang));
    }
    if let Some(e) = &r.event {
        d.add_text(lf.about, format!("{} {}", e.name, e.place));
    }
    if let Some(b) = r.bodies.get(lang) {
        d.add_text(lf.body, &b.text);
    }
    d
}

/// BM25 statistics that count rulings, not (ruling, language) documents. Each language field is
/// filled in exactly one document per ruling, so the real collection for a language field is
/// the rulings; shared fields (articles) appear in every language document, so their counts are
/// divided by the number of languages (search-notes §1.10, pitfall 1).
struct PerRulingStats<'a> {
    searcher: &'a Searcher,
    fields: &'a Fields,
    languages: u64,
    rulings: u64,
}

impl Bm25StatisticsProvider for PerRulingStats<'_> {
    fn total_num_tokens(&self, field: Field) -> tantivy::Result<u64> {
        let n = self.searcher.total_num_tokens(field)?;
        Ok(if self.fields.is_language_field(field) {
            n
        } else {
            n / self.languages
        })
    }

    fn total_num_docs(&self) -> tantivy::Result<u64> {
        Ok(self.rulings.max(1))
    }

    fn doc_freq(&self, term: &Term) -> tantivy::Result<u64> {
        let n = self.searcher.doc_freq(term)?;
        Ok(if self.fields.is_language_field(term.field()) {
            n
        } else {
            n.div_ceil(self.languages)
        })
    }
}
