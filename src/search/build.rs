//! Building the index: the schema, one document per ruling with every language's texts, and what
//! is kept beside the index — each ruling's stems, body passages and synonym groups for coverage
//! and snippets, its facets for filters and counts, where former numbers live now.

use std::collections::HashMap;
use std::sync::Arc;

use anyhow::Context;
use tantivy::schema::{IndexRecordOption, NumericOptions, Schema, TextFieldIndexing, TextOptions};
use tantivy::{Index, ReloadPolicy, TantivyDocument};

use super::collect::{Facets, ORD_FIELD};
use super::passage::{Passage, Stems};
use super::{Fields, LangFields, RulingData, SearchIndex, analysis, expand, lang_index};
use crate::content::{Kind, KnowledgeBase, Lang, Ruling, TimeControl};

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
            let prepared = prepare(kb, r, &texts, &mut stems, &concept_matcher);
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
    // Each enclosing article once: a ruling citing 9.2.1 and 9.2.2 is no more about 9.2 than one
    // citing 9.2.1 alone (counted twice, a team captain's checklist outranked the threefold
    // rulings for "9.2").
    let mut parents: Vec<String> = r
        .articles
        .iter()
        .flat_map(|a| a.parents())
        .map(|p| p.to_lowercase())
        .collect();
    parents.sort_unstable();
    parents.dedup();
    for a in &r.articles {
        d.add_text(f.art, a.as_str().to_lowercase());
    }
    for p in &parents {
        d.add_text(f.art_parent, p);
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
/// concepts, and the words naming its special setting.
fn prepare(
    kb: &KnowledgeBase,
    r: &Ruling,
    texts: &[(String, String, Option<String>); 4],
    stems: &mut Stems,
    concepts: &ConceptMatcher,
) -> RulingData {
    let mut data = RulingData {
        stems: Default::default(),
        concepts: Vec::new(),
        passages: Default::default(),
        setting: None,
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
    data.setting = setting_stems(kb, r, stems);
    data.concepts.sort_unstable();
    data.concepts.dedup();
    data
}

/// The stems naming the special setting of `r` in each language (see [`setting_names`]).
fn setting_stems(kb: &KnowledgeBase, r: &Ruling, stems: &mut Stems) -> Option<[Vec<u32>; 4]> {
    let names = setting_names(kb, r)?;
    Some(Lang::ALL.map(|lang| {
        let mut named: Vec<u32> = analysis::analyse(lang, &names[lang_index(lang)])
            .iter()
            .map(|(_, t)| stems.intern(t))
            .collect();
        named.sort_unstable();
        named.dedup();
        named
    }))
}

/// What names the special setting of `r` in each language (its setting topics' names, a
/// regulation's event name and place), if it is filed under one of [`SETTINGS`]: a query naming
/// none of it asks a general question, which a ruling on the setting answers less well.
fn setting_names(kb: &KnowledgeBase, r: &Ruling) -> Option<[String; 4]> {
    let settings: Vec<&crate::content::Topic> = (r.topics.iter())
        .filter(|t| is_setting(t))
        .filter_map(|t| kb.topic(t))
        .collect();
    if settings.is_empty() {
        return None;
    }
    Some(Lang::ALL.map(|lang| {
        let mut text: Vec<&str> = settings.iter().map(|t| t.name.get(lang).as_str()).collect();
        if let Some(e) = &r.event {
            text.extend([e.name.as_str(), e.place.as_str()]);
        }
        text.join(" ; ")
    }))
}

/// Whether topic `id` is a special setting of the general rules (see [`SETTINGS`]).
pub fn is_setting(id: &str) -> bool {
    SETTINGS.contains(&id)
}

/// Topics that are a special setting of the general rules: a ruling filed under one answers a
/// general question only when the query names the setting.
const SETTINGS: &[&str] = &[
    "knock-out",
    "online-chess",
    "adjourned-games",
    "chess960",
    "event-regulations",
    "disabled-players",
    "team-competitions",
    "school-events",
];

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

pub(super) fn tc_index(tc: TimeControl) -> u8 {
    match tc {
        TimeControl::Standard => 0,
        TimeControl::Rapid => 1,
        TimeControl::Blitz => 2,
    }
}

pub(super) fn kind_index(k: Kind) -> u8 {
    match k {
        Kind::Ruling => 0,
        Kind::Law => 1,
        Kind::Procedure => 2,
        Kind::Regulation => 3,
    }
}
