//! Ranking what the index found: how much of the query each candidate holds (for the rerank and
//! the confidence), both meanings of an ambiguous article number in sight, the former number
//! that led to a hit, and the hit's snippet.

use super::plan::Plan;
use super::{SearchIndex, lang_index, query};
use std::collections::HashMap;

use crate::content::{KnowledgeBase, Lang, Ruling};

/// How much of a query one ruling matches.
#[derive(Clone, Copy)]
pub(super) struct Coverage {
    /// Weighted share of the query matched, 0 to 1.
    pub(super) share: f32,
    /// Known content words matched (in some language, or through a synonym).
    pub(super) words: usize,
    /// The language matching best.
    pub(super) lang: Lang,
}

/// Score factor for a ruling on a special setting the query does not name. Measured on the
/// outside set's tuning queries (1.0, 0.9, 0.8, 0.7, 0.6, 0.5: recall@1 0.760, 0.771, 0.771,
/// 0.771, 0.766, 0.760; the old set 0.906, 0.906, 0.911, 0.916, 0.901, 0.874).
const UNNAMED_SETTING: f32 = 0.8;

impl SearchIndex {
    /// A ruling on a special setting the query does not name (a knock-out, online play, one
    /// event's regulations) answers a general question less well than the general ruling: its
    /// score is multiplied by [`UNNAMED_SETTING`]. A query word naming the setting in any
    /// language (a word of the setting topic's name, the event's name or place) lifts that.
    pub(super) fn setting_factor(&self, ord: usize, plan: &Plan) -> f32 {
        let Some(setting) = &self.data[ord].setting else {
            return 1.0;
        };
        let named = plan.words.iter().filter(|w| !w.stop).any(|w| {
            w.stems.iter().zip(setting).any(|(stems, named)| {
                stems.iter().any(|(t, _)| {
                    self.stems
                        .get(t)
                        .is_some_and(|id| named.binary_search(&id).is_ok())
                })
            })
        });
        if named { 1.0 } else { UNNAMED_SETTING }
    }

    /// How much of the query ruling `ord` matches (rare words weigh more; article numbers
    /// weigh like a rare word), and the language that matches best.
    pub(super) fn coverage(
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
    pub(super) fn snippet(&self, ord: usize, r: &Ruling, plan: &Plan, ui: Lang, matched: Lang) -> String {
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
}

/// A number that is both today's article and a former one ("10.2": points today, the
/// quickplay claim before 2014) is ambiguous, and the current meaning usually has more rulings
/// scoring higher. Unless the query said "old", the best ruling about the former meaning is
/// shown second, scored level with the hit it passes, so both meanings are in sight and the
/// order stays best first.
pub(super) fn show_both_meanings<C>(ranked: &mut Vec<(f32, u32, C)>, is_former: impl Fn(u32) -> bool) {
    if ranked.len() < 3 || ranked.iter().take(2).any(|h| is_former(h.1)) {
        return;
    }
    if let Some(i) = ranked.iter().position(|h| is_former(h.1)) {
        let mut hit = ranked.remove(i);
        hit.0 = hit.0.max(ranked[1].0);
        ranked.insert(1, hit);
    }
}

/// Asked about an old number ("art 10.2 still exists?", "old 10.2"), the ruling about what
/// became of it answers the question; the rulings that merely used to fall under it (often
/// more of them, scoring higher on the number) come after. The best such ruling among the
/// candidates goes first, scored level with the hit it passes.
pub(super) fn first_the_fate_of_the_number<C>(
    ranked: &mut Vec<(f32, u32, C)>,
    is_about: impl Fn(u32) -> bool,
) {
    if ranked.first().is_none_or(|h| is_about(h.1)) {
        return;
    }
    if let Some(i) = ranked.iter().position(|h| is_about(h.1)) {
        let mut hit = ranked.remove(i);
        hit.0 = hit.0.max(ranked[0].0);
        ranked.insert(0, hit);
    }
}

/// True if `r` is about what became of a former number the query names: the number is one of
/// its former numbers and its title names it ("From Article 10.2 (2009) to Guidelines III").
pub(super) fn about_former_number(r: &Ruling, parsed: &query::ParsedQuery) -> bool {
    parsed.articles.iter().chain(&parsed.former_only).any(|a| {
        r.former_numbers.iter().any(|f| f.eq_ignore_ascii_case(a))
            && Lang::ALL.iter().any(|&l| names_number(r.title.get(l), a))
    })
}

/// True if `text` names the article number `n` as a whole (`10.2`, not `10.21`, `110.2` or
/// `10.2.1`), ignoring case (`g.5`).
fn names_number(text: &str, n: &str) -> bool {
    let text = text.to_lowercase();
    let n = n.to_lowercase();
    text.match_indices(&n).any(|(at, _)| {
        let rest = &text[at + n.len()..];
        let before = text[..at].chars().next_back();
        let digit = |c: Option<char>| c.is_some_and(|c| c.is_ascii_digit());
        let sub = rest.starts_with('.') && digit(rest[1..].chars().next());
        !digit(before) && before != Some('.') && !digit(rest.chars().next()) && !sub
    })
}

/// How much more of the query a variant must hold than its main ruling to be shown as a
/// result of its own: then the query names the variant's own situation ("flag fell in the
/// Armageddon game"), not only the general one ("flag fell, lone king").
const OWN_SITUATION_MARGIN: f32 = 0.1;

/// Shows each family of rulings (a main ruling and its variants, `variant_of`) as one result:
/// a variant that does not match the query clearly better than its main ruling is folded under
/// the main ruling, which takes the place of the family's best-scoring member and lists the
/// folded variants as similar cases. `ranked` is best first; `coverage` measures a ruling that
/// was not among the candidates (a main ruling found only through its variant); a variant whose
/// main ruling the search's filters exclude (`allowed`) stays a result of its own.
pub(super) fn group_families(
    kb: &KnowledgeBase,
    ranked: Vec<(f32, u32, Coverage)>,
    coverage: impl Fn(u32) -> Coverage,
    allowed: impl Fn(u32) -> bool,
) -> Vec<(f32, u32, (Coverage, Vec<u32>))> {
    let rulings = kb.rulings();
    let mut out: Vec<(f32, u32, (Coverage, Vec<u32>))> = Vec::with_capacity(ranked.len());
    // Main ruling → its place in `out`.
    let mut placed: HashMap<u32, usize> = HashMap::new();
    // Main ruling → its coverage: from the candidates, else measured once when a variant asks.
    let mut mains: HashMap<u32, Coverage> = ranked
        .iter()
        .filter(|h| rulings[h.1 as usize].variant_of.is_none())
        .map(|h| (h.1, h.2))
        .collect();
    for (score, ord, c) in ranked {
        let main = rulings[ord as usize]
            .variant_of
            .as_deref()
            .and_then(|m| kb.position(m))
            .map(|m| m as u32)
            .filter(|&m| allowed(m));
        match main {
            None => {
                if let std::collections::hash_map::Entry::Vacant(e) = placed.entry(ord) {
                    e.insert(out.len());
                    out.push((score, ord, (c, Vec::new())));
                }
            }
            Some(m) => {
                let main_coverage = *mains.entry(m).or_insert_with(|| coverage(m));
                if c.share > main_coverage.share + OWN_SITUATION_MARGIN {
                    out.push((score, ord, (c, Vec::new())));
                } else if let Some(&at) = placed.get(&m) {
                    out[at].2.1.push(ord);
                } else {
                    placed.insert(m, out.len());
                    out.push((score, m, (main_coverage, vec![ord])));
                }
            }
        }
    }
    out
}

pub(super) fn formerly(r: &Ruling, parsed: &query::ParsedQuery) -> Option<String> {
    parsed.articles.iter().chain(&parsed.former_only).find_map(|a| {
        r.former_numbers
            .iter()
            .find(|n| n.eq_ignore_ascii_case(a))
            .cloned()
    })
}

#[cfg(test)]
mod fate_tests {
    use super::*;

    #[test]
    fn a_number_is_named_only_as_a_whole() {
        assert!(names_number("From Article 10.2 (2009) to Guidelines III", "10.2"));
        assert!(names_number("what became of G.5", "g.5"));
        assert!(!names_number("Article 10.21", "10.2"));
        assert!(!names_number("Article 110.2", "10.2"));
        assert!(!names_number("Article 10.2.1", "10.2"));
        assert!(!names_number("III.5 at a glance", "10.2"));
    }

    #[test]
    fn the_ruling_about_the_old_number_goes_first_scored_level() {
        let mut ranked: Vec<(f32, u32, ())> = vec![(9.0, 0, ()), (8.0, 1, ()), (3.0, 7, ()), (2.0, 4, ())];
        first_the_fate_of_the_number(&mut ranked, |ord| ord == 7);
        assert_eq!(ranked.iter().map(|h| h.1).collect::<Vec<_>>(), [7, 0, 1, 4]);
        assert!(ranked.windows(2).all(|w| w[0].0 >= w[1].0));
        // None among the candidates: nothing moves.
        let mut ranked: Vec<(f32, u32, ())> = vec![(9.0, 0, ()), (8.0, 1, ())];
        first_the_fate_of_the_number(&mut ranked, |ord| ord == 7);
        assert_eq!(ranked.iter().map(|h| h.1).collect::<Vec<_>>(), [0, 1]);
    }
}
