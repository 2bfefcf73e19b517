//! The tantivy query of a search: article numbers (current, enclosing and former), each planned
//! word in the fields of the languages that know it, the words as a phrase, and the synonym
//! groups the query names.

use tantivy::Term;
use tantivy::query::{BoostQuery, DisjunctionMaxQuery, Occur, PhraseQuery, Query, TermQuery};
use tantivy::schema::{Field, IndexRecordOption};

use super::plan::Plan;
use super::{SearchIndex, analysis, lang_index, query};
use crate::content::Lang;

impl SearchIndex {
    /// Article numbers: an exact reference counts most, a sub-article less; a ruling whose main
    /// reference it is beats one citing it in passing. A former number counts too and leads to
    /// where that rule lives now; when the query says "old", the former meaning wins.
    pub(super) fn article_clauses(
        &self,
        parsed: &query::ParsedQuery,
        should: &mut Vec<(Occur, Box<dyn Query>)>,
    ) {
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

    /// Word queries: per word, the best field of the languages that know it (dismax), the
    /// interface language first; typo tolerant or prefix variants for the others; the words as a
    /// phrase add a bonus; a ruling holding most of the words gets their score again; synonym
    /// groups match their concept.
    pub(super) fn word_clauses(&self, plan: &Plan, ui: Lang, should: &mut Vec<(Occur, Box<dyn Query>)>) {
        let f = &self.fields;
        for w in plan.words.iter().filter(|w| !w.stop) {
            let mut disjuncts: Vec<Box<dyn Query>> = Vec::new();
            for lang in Lang::ALL {
                let lf = self.fields.of(lang);
                let other = if lang == ui { 1.0 } else { OTHER_LANGUAGE_WEIGHT };
                for (t, stem_weight) in &w.stems[lang_index(lang)] {
                    for (field, weight) in lf.weighted() {
                        disjuncts.push(boosted(
                            TermQuery::new(Term::from_field_text(field, t), IndexRecordOption::WithFreqs),
                            weight * stem_weight * other,
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
}

/// Weight of a word's match in a language other than the interface's. People type in the
/// language they read in: a Serbian "sat" (clock) is not the English "sat", nor a Portuguese
/// "bispo" an English word. Jargon typed in another language (j'adoube, Buchholz, blitz) still
/// matches, only a little lower. Measured on the outside set's tuning queries (0.6 of 1.0, 0.8,
/// 0.5 and 0.3: recall@1 0.646 → 0.667, the old set 0.848 → 0.854).
const OTHER_LANGUAGE_WEIGHT: f32 = 0.6;

fn term(field: Field, value: &str, boost: f32) -> (Occur, Box<dyn Query>) {
    let q = TermQuery::new(Term::from_field_text(field, value), IndexRecordOption::WithFreqs);
    (Occur::Should, boosted(q, boost))
}

fn boosted(q: impl Query + 'static, boost: f32) -> Box<dyn Query> {
    Box::new(BoostQuery::new(Box::new(q), boost))
}
