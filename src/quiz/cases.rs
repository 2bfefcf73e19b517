//! Which rulings are asked as case questions, and which three other rulings' decisions are
//! their wrong options.
//!
//! A wrong option must be plausible and certainly wrong. Plausible: the other ruling shares a
//! topic with the case and decides the same kind of thing (`decides`: a result, a penalty, a
//! time…), so it reads as an answer to the same question. Certainly wrong: it decides under a
//! different rule, so its decision applies a different article to a different situation and
//! cannot also be the answer. Different means: no article of one is an article of the other or
//! encloses one (`7.5` encloses `7.5.1`; `6.9` and `6.10`, or `C.07-8` and `C.07-16`, are
//! different rules), no former number in common, not linked as related either way, not of one
//! family (a main ruling and its variants, `variant_of`, may decide the same way) and not about
//! the same event.
//!
//! An option shows a decision up to the sentence naming its article
//! ([`crate::quiz::decision::decision`]), not the whole answer, whose explanations restate the
//! answer's own situation.
//!
//! Among those, the most alike situations come first: questions sharing words, articles under
//! one article or chapter. The three are then chosen, and the cases asked, so that over the
//! bank no surface cue a test-wise guesser follows points at the key more than chance allows,
//! in every language (the bounds below): the longest option, the shortest, the one repeating
//! most of the question's words, and the one bringing the fewest words new to the question.
//! Left alone, each points at the key: a right decision is plainly put (the shortest option
//! was the key in 53–65 % of cases before lengths were balanced), it restates its own
//! situation, and another situation's decision names that situation's facts (the option with
//! the fewest new words was the key in 46 %). For every case the ways to choose its three (up
//! to [`CANDIDATES`] plausible ones) are grouped by what the cues then do; [`balance`] picks
//! one way per case, or leaves the case out, so that the bank keeps within the bounds with as
//! many cases as it can. The words bind: about a third of the rulings have decisions that
//! repeat their question more than any plausible wrong one does in every language, and only
//! some of those fit in the bank.
//!
//! Rulings that decide nothing quizzable (`decides: none`), procedures and unsettled points are
//! neither asked nor used. The table is worked out once per knowledge-base version: it
//! compares each ruling with every other, too slow to repeat for every quiz.

use std::collections::HashMap;
use std::sync::{Arc, Mutex};

use crate::content::{Decides, Kind, KnowledgeBase, Lang, Localized, Ruling};
use crate::quiz::{hash_str, surface};

/// Ruling id → the indices (into `kb.rulings()`) of its case question's wrong options, the most
/// plausible first. A ruling not in the table is not asked as a case.
pub type CaseTable = Arc<HashMap<String, Vec<usize>>>;

/// The wrong options of every case question of `kb` (see the module comment).
pub fn table(kb: &KnowledgeBase) -> CaseTable {
    static CACHE: Mutex<Option<(String, CaseTable)>> = Mutex::new(None);
    let mut cache = CACHE.lock().unwrap_or_else(|e| e.into_inner());
    if let Some((version, table)) = cache.as_ref()
        && version == kb.version()
    {
        return table.clone();
    }
    // Every decision as an option shows it, cut once: the comparisons below read each one
    // thousands of times.
    let shown = crate::quiz::decision::all(kb);
    let choices: Vec<(String, Vec<Choice>)> = kb
        .rulings()
        .iter()
        .map(|r| (r.id.clone(), choices(kb, r, &shown)))
        .filter(|(_, c)| !c.is_empty())
        .collect();
    let table = Arc::new(balance(choices));
    *cache = Some((kb.version().to_string(), table.clone()));
    table
}

/// Every article a ruling cites, and every article enclosing one of them.
pub fn reach(r: &Ruling) -> Vec<String> {
    let mut v: Vec<String> = r
        .articles
        .iter()
        .flat_map(|a| std::iter::once(a.to_string()).chain(a.parents()))
        .collect();
    v.sort();
    v.dedup();
    v
}

/// True if `a` and `b` decide under one rule: an article of one is an article of the other or
/// encloses one; `a_reach` and `b_reach` are their [`reach`].
pub fn same_rule(a: &Ruling, a_reach: &[String], b: &Ruling, b_reach: &[String]) -> bool {
    a.articles.iter().any(|x| b_reach.contains(&x.to_string()))
        || b.articles.iter().any(|x| a_reach.contains(&x.to_string()))
}

/// True if `other`'s decision is a plausible and certainly wrong answer to `case` (see the
/// module comment); the reaches are computed once by the caller.
fn certainly_different(case: &Ruling, case_reach: &[String], other: &Ruling, other_reach: &[String]) -> bool {
    if case.id == other.id
        || !other.topics.iter().any(|t| case.topics.contains(t))
        || !usable(other)
        || other.decides != case.decides
    {
        return false;
    }
    let shares_former = case
        .former_numbers
        .iter()
        .any(|f| other.former_numbers.contains(f));
    let related = case.related.contains(&other.id) || other.related.contains(&case.id);
    let same_event =
        case.event.is_some() && other.event.as_ref().map(|e| &e.name) == case.event.as_ref().map(|e| &e.name);
    !same_rule(case, case_reach, other, other_reach)
        && !shares_former
        && !related
        && !same_event
        && case.family() != other.family()
}

/// True if a ruling may be asked as a case or give a wrong option: it decides something
/// quizzable and is settled.
fn usable(r: &Ruling) -> bool {
    r.unsettled.is_none() && !matches!(r.decides, None | Some(Decides::None))
}

/// What a test-wise guesser's cues do on one case in one language, as bits: the key alone is
/// the longest option, some option alone is the longest, the same for the shortest, for the
/// option repeating most of the question's words, and for the one bringing fewest new words.
mod cue {
    pub const KEY_LONGEST: u8 = 1;
    pub const ANY_LONGEST: u8 = 2;
    pub const KEY_SHORTEST: u8 = 4;
    pub const ANY_SHORTEST: u8 = 8;
    pub const KEY_ECHOES: u8 = 16;
    pub const ANY_ECHOES: u8 = 32;
    pub const KEY_FAMILIAR: u8 = 64;
    pub const ANY_FAMILIAR: u8 = 128;
}

/// One way to ask a case: its three wrong options and what the cues then do in each language.
#[derive(Clone, Debug)]
struct Choice {
    picks: [usize; 3],
    cues: [u8; 4],
}

impl Choice {
    /// In how many languages the key alone repeats most of the question's words.
    fn echoes(&self) -> usize {
        self.cues.iter().filter(|&&c| c & cue::KEY_ECHOES != 0).count()
    }
}

/// An option's surface per language: its length, the question's words it repeats, and the
/// share of its words new to the question.
type Surface = ([usize; 4], [usize; 4], [Option<f64>; 4]);

/// Candidates a case's wrong options are chosen from, the most plausible first.
const CANDIDATES: usize = 40;

/// The ways to ask `r`: for every distinct outcome of the cues, the most plausible three wrong
/// options giving it, the most plausible first. Empty if `r` is not asked.
fn choices(kb: &KnowledgeBase, r: &Ruling, shown: &HashMap<String, Localized<String>>) -> Vec<Choice> {
    if r.kind == Kind::Procedure || !usable(r) {
        return Vec::new();
    }
    let case_reach = reach(r);
    let mut others: Vec<usize> = (0..kb.rulings().len())
        .filter(|&i| {
            let o = &kb.rulings()[i];
            certainly_different(r, &case_reach, o, &reach(o))
        })
        .collect();
    if others.len() < 3 {
        return Vec::new();
    }
    // The most plausible wrong options first: the decisions repeating as many of the question's
    // words as the key does, naming an article alike, then sharing most topics with the case.
    let stems: Vec<_> = Lang::ALL
        .iter()
        .map(|&l| surface::stems(r.question.get(l)))
        .collect();
    let overlaps = |o: &Ruling| -> [usize; 4] {
        let mut out = [0; 4];
        for (i, (&l, s)) in Lang::ALL.iter().zip(&stems).enumerate() {
            out[i] = surface::overlap(s, shown[&o.id].get(l));
        }
        out
    };
    let key_overlap = overlaps(r);
    let key_names = surface::names_article(&r.answer.en);
    let shared = |o: &Ruling| o.topics.iter().filter(|t| r.topics.contains(t)).count();
    let chapters = |x: &Ruling| -> Vec<String> {
        (x.articles.iter())
            .flat_map(|a| {
                let s = a.to_string();
                let mut v = a.parents();
                if !a.is_regulation()
                    && let Some((head, _)) = s.split_once('.')
                {
                    v.push(head.to_string());
                }
                v
            })
            .collect()
    };
    let own_chapters = chapters(r);
    // How alike the two situations are: the words their questions share, and whether they
    // fall under one article or chapter (`6.9` and `6.10`, `C.07-8.1` and `C.07-8.3`).
    let situation = |o: &Ruling| -> usize {
        let words: usize = (Lang::ALL.iter().zip(&stems))
            .map(|(&l, s)| surface::overlap(s, o.question.get(l)))
            .sum();
        let siblings = chapters(o).iter().any(|c| own_chapters.contains(c));
        words + 4 * siblings as usize
    };
    others.sort_by_cached_key(|&i| {
        let o = &kb.rulings()[i];
        let parity: usize = (overlaps(o).iter().zip(&key_overlap))
            .map(|(o, k)| o.min(k))
            .sum();
        (
            std::cmp::Reverse(situation(o)),
            std::cmp::Reverse(parity),
            surface::names_article(&o.answer.en) != key_names,
            std::cmp::Reverse(shared(o)),
            hash_str(&format!("{}|{}", r.id, o.id)),
        )
    });
    others.truncate(CANDIDATES);
    let lengths = |o: &Ruling| Lang::ALL.map(|l| shown[&o.id].get(l).chars().count());
    let new_words = |o: &Ruling| -> [Option<f64>; 4] {
        let mut out = [None; 4];
        for (i, (&l, s)) in Lang::ALL.iter().zip(&stems).enumerate() {
            out[i] = surface::new_words(s, shown[&o.id].get(l));
        }
        out
    };
    let key = (lengths(r), key_overlap, new_words(r));
    let cand: Vec<Surface> = (others.iter())
        .map(|&i| {
            let o = &kb.rulings()[i];
            (lengths(o), overlaps(o), new_words(o))
        })
        .collect();
    let outcome = |t: [usize; 3]| -> [u8; 4] {
        let mut out = [0u8; 4];
        for (l, o) in out.iter_mut().enumerate() {
            let len = [key.0[l], cand[t[0]].0[l], cand[t[1]].0[l], cand[t[2]].0[l]];
            let echo = [key.1[l], cand[t[0]].1[l], cand[t[1]].1[l], cand[t[2]].1[l]];
            let far = |v: [usize; 4], any: u8, hit: u8| match surface::overlap_leader(&v) {
                Some(0) => any | hit,
                Some(_) => any,
                None => 0,
            };
            let shares = [key.2[l], cand[t[0]].2[l], cand[t[1]].2[l], cand[t[2]].2[l]];
            let familiar = match surface::familiar_leader(&shares) {
                Some(0) => cue::ANY_FAMILIAR | cue::KEY_FAMILIAR,
                Some(_) => cue::ANY_FAMILIAR,
                None => 0,
            };
            *o = familiar
                | far(len, cue::ANY_LONGEST, cue::KEY_LONGEST)
                | far(len.map(|x| usize::MAX - x), cue::ANY_SHORTEST, cue::KEY_SHORTEST)
                | far(echo, cue::ANY_ECHOES, cue::KEY_ECHOES);
        }
        out
    };
    let n = others.len();
    let mut seen = std::collections::HashSet::new();
    let mut out = Vec::new();
    for a in 0..n {
        for b in a + 1..n {
            for c in b + 1..n {
                let cues = outcome([a, b, c]);
                if seen.insert(cues) {
                    out.push(Choice {
                        picks: [others[a], others[b], others[c]],
                        cues,
                    });
                }
            }
        }
    }
    out
}

/// Bounds on the guesser's cues over the bank's cases, in every language, as rates among the
/// cases where the cue singles out one option: the longest and the shortest option are the key
/// in 25 ± 5 % (chance is a quarter; fewer would point away from the key), the option
/// repeating most of the question's words, and the one bringing the fewest new words, in at
/// most 30 %.
const LENGTH_LOW: f64 = 0.20;
const LENGTH_HIGH: f64 = 0.30;
const ECHO_HIGH: f64 = 0.30;

/// Counts of every cue bit per language over the chosen cases.
#[derive(Clone, Copy, Default)]
struct Totals {
    cases: usize,
    bits: [[i64; 8]; 4],
}

impl Totals {
    fn add(&mut self, c: &Choice, sign: i64) {
        self.cases = (self.cases as i64 + sign) as usize;
        for (l, &cues) in c.cues.iter().enumerate() {
            for bit in 0..8 {
                if cues & (1 << bit) != 0 {
                    self.bits[l][bit] += sign;
                }
            }
        }
    }

    /// How many more cases where the key alone echoes the question the bank could take, summed
    /// over the languages: the room other cases leave by having a wrong option echo it most.
    fn echo_room(&self) -> f64 {
        self.bits
            .iter()
            .map(|b| ECHO_HIGH * b[5] as f64 - b[4] as f64)
            .sum()
    }

    /// How far the bank is outside the bounds, in cases (0 when within them).
    fn excess(&self) -> f64 {
        let mut v = 0.0;
        for b in &self.bits {
            let [kl, al, ks, as_, ke, ae, kf, af] = b.map(|x| x as f64);
            v += (LENGTH_LOW * al - kl).max(0.0) + (kl - LENGTH_HIGH * al).max(0.0);
            v += (LENGTH_LOW * as_ - ks).max(0.0) + (ks - LENGTH_HIGH * as_).max(0.0);
            v += (ke - ECHO_HIGH * ae).max(0.0) + (kf - ECHO_HIGH * af).max(0.0);
        }
        v
    }
}

/// Picks at most one way to ask each case so that the bank keeps within the bounds above with
/// as many cases as possible: starting from each case's way with the fewest echoes of the
/// question, a case at a time (in a fixed order) moves to another way, or out of the bank, or
/// back in, whenever that brings the bank nearer the bounds, or keeps it within them with
/// more cases. Deterministic: the same content gives the same bank.
fn balance(mut cases: Vec<(String, Vec<Choice>)>) -> HashMap<String, Vec<usize>> {
    // A fixed order independent of the file order, so adding a ruling moves few others.
    cases.sort_by_cached_key(|(id, _)| hash_str(&format!("case-order|{id}")));
    let mut current: Vec<Option<usize>> = cases
        .iter()
        .map(|(_, ways)| (0..ways.len()).min_by_key(|&i| (ways[i].echoes(), i)))
        .collect();
    let mut totals = Totals::default();
    for (i, way) in current.iter().enumerate() {
        if let Some(w) = way {
            totals.add(&cases[i].1[*w], 1);
        }
    }
    const EPS: f64 = 1e-9;
    for _pass in 0..100 {
        let mut changed = false;
        for i in 0..cases.len() {
            let ways = &cases[i].1;
            let mut without = totals;
            if let Some(w) = current[i] {
                without.add(&ways[w], -1);
            }
            // (excess, cases left out, room lacking) of each alternative; the way kept on a tie.
            let score = |t: &Totals| (t.excess(), usize::MAX - t.cases, -t.echo_room());
            let better = |a: (f64, usize, f64), b: (f64, usize, f64)| {
                a.0 < b.0 - EPS || (a.0 <= b.0 + EPS && (a.1 < b.1 || (a.1 == b.1 && a.2 < b.2 - EPS)))
            };
            let mut best = (score(&totals), current[i]);
            let mut consider = |way: Option<usize>, t: Totals| {
                let s = score(&t);
                if better(s, best.0) {
                    best = (s, way);
                }
            };
            consider(None, without);
            for (w, choice) in ways.iter().enumerate() {
                let mut t = without;
                t.add(choice, 1);
                consider(Some(w), t);
            }
            if best.1 != current[i] {
                totals = without;
                if let Some(w) = best.1 {
                    totals.add(&ways[w], 1);
                }
                current[i] = best.1;
                changed = true;
            }
        }
        if !changed {
            break;
        }
    }
    cases
        .into_iter()
        .zip(current)
        .filter_map(|((id, ways), w)| Some((id, ways[w?].picks.to_vec())))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use cue::*;

    fn way(pick: usize, bits: u8) -> Choice {
        Choice {
            picks: [pick, pick + 1, pick + 2],
            cues: [bits; 4],
        }
    }

    fn totals(bank: &HashMap<String, Vec<usize>>, ways: &[(String, Vec<Choice>)]) -> Totals {
        let mut t = Totals::default();
        for (id, options) in ways {
            if let Some(picks) = bank.get(id) {
                t.add(options.iter().find(|c| c.picks.to_vec() == *picks).unwrap(), 1);
            }
        }
        t
    }

    #[test]
    fn the_bank_keeps_every_cue_near_chance_with_as_many_cases_as_fit() {
        let between = ANY_LONGEST | ANY_SHORTEST;
        let mut cases = Vec::new();
        let mut add = |name: &str, n: usize, bits: u8| {
            for i in 0..n {
                cases.push((format!("{name}-{i}"), vec![way(10 * cases.len(), bits)]));
            }
        };
        // Sixteen cases a wrong option echoes most: four with the key shortest, four longest.
        add("short", 4, between | KEY_SHORTEST | ANY_ECHOES);
        add("long", 4, between | KEY_LONGEST | ANY_ECHOES);
        add("mid", 8, between | ANY_ECHOES);
        // Ten that can only be asked with the key echoing the question most.
        add("echo", 10, between | KEY_ECHOES | ANY_ECHOES);
        let bank = balance(cases.clone());
        let t = totals(&bank, &cases);
        assert_eq!(t.excess(), 0.0, "within every bound");
        // The key is the longest option in four cases, so at most twenty fit (20 %); all
        // sixteen without the echo stay, and four of the ten echoing ones join them (4 of 20
        // cases where an option echoes most: 20 %).
        assert_eq!(bank.len(), 20);
        assert_eq!(bank.keys().filter(|id| id.starts_with("echo")).count(), 4);
    }

    #[test]
    fn a_case_is_asked_the_way_that_does_not_echo_its_question() {
        let between = ANY_LONGEST | ANY_SHORTEST;
        let cases = vec![
            (
                "a".to_string(),
                vec![
                    way(0, between | KEY_ECHOES | ANY_ECHOES),
                    way(5, between | KEY_LONGEST),
                ],
            ),
            ("b".to_string(), vec![way(10, between | KEY_SHORTEST)]),
            (
                "c".to_string(),
                vec![way(20, between), way(25, between | ANY_ECHOES)],
            ),
            ("d".to_string(), vec![way(30, between)]),
        ];
        let bank = balance(cases);
        assert_eq!(
            bank["a"],
            vec![5, 6, 7],
            "the way where the key is longest, not echoing"
        );
        assert_eq!(bank.len(), 4);
    }
}
