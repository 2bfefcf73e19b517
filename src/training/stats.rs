//! Item statistics, so weak questions can be found and fixed: per question, its facility (the
//! share of answers that are right), its discrimination (share right among the attempts in the
//! upper third of scores minus the share in the lower third: a good item is answered right more
//! often by the stronger candidates) and how often each option was chosen. Computed from the
//! stored answers; instructors and administrators only (the report shows the keys).

use std::collections::{BTreeMap, HashMap};

use super::{Result, Training, require};
use crate::store::users::{Role, Session};

/// Statistics of one question.
#[derive(Debug, Clone, serde::Serialize)]
pub struct ItemStats {
    /// Question key.
    pub key: String,
    /// Generator (`ruling-item`, `ruling-case`, `engine:…`).
    pub generator: String,
    /// Its text, as one attempt served it.
    pub stem: String,
    /// Answers counted.
    pub answers: usize,
    /// Share right, 0–1.
    pub facility: f64,
    /// Upper-third minus lower-third share right, −1 to 1 (`None` without answers in both).
    pub discrimination: Option<f64>,
    /// Options (as one attempt showed them), the right one first, with how often chosen.
    pub options: Vec<(String, bool, usize)>,
}

impl Training {
    /// Statistics of every question answered at least `min_answers` times, weakest
    /// discrimination first.
    pub fn item_stats(&self, session: &Session, min_answers: usize) -> Result<Vec<ItemStats>> {
        require(&session.user, Role::Instructor)?;
        let rows = self.store.scored_answers()?;
        // Attempts ranked by score: upper and lower thirds.
        let mut attempts: Vec<(&str, f64)> = Vec::new();
        let mut seen = std::collections::HashSet::new();
        for r in &rows {
            if let Some(share) = r.attempt_share
                && seen.insert(r.attempt_id.as_str())
            {
                attempts.push((r.attempt_id.as_str(), share));
            }
        }
        attempts.sort_by(|a, b| a.1.total_cmp(&b.1));
        let third = attempts.len() / 3;
        let lower: std::collections::HashSet<&str> = attempts.iter().take(third).map(|a| a.0).collect();
        let upper: std::collections::HashSet<&str> = attempts.iter().rev().take(third).map(|a| a.0).collect();
        #[derive(Default)]
        struct Acc {
            answers: usize,
            right: usize,
            upper: (usize, usize),
            lower: (usize, usize),
            chosen: HashMap<String, usize>,
        }
        let mut by_key: BTreeMap<&str, Acc> = BTreeMap::new();
        for r in &rows {
            let a = by_key.entry(r.key.as_str()).or_default();
            a.answers += 1;
            a.right += r.correct as usize;
            if upper.contains(r.attempt_id.as_str()) {
                a.upper.0 += 1;
                a.upper.1 += r.correct as usize;
            }
            if lower.contains(r.attempt_id.as_str()) {
                a.lower.0 += 1;
                a.lower.1 += r.correct as usize;
            }
            if let Some(c) = &r.chosen_id {
                *a.chosen.entry(c.clone()).or_default() += 1;
            }
        }
        let mut out = Vec::new();
        for (key, a) in by_key.into_iter().filter(|(_, a)| a.answers >= min_answers) {
            let Some(sample) = self.store.served_sample(key)? else {
                continue;
            };
            let share = |(n, r): (usize, usize)| (n > 0).then(|| r as f64 / n as f64);
            let discrimination = match (share(a.upper), share(a.lower)) {
                (Some(u), Some(l)) => Some(u - l),
                _ => None,
            };
            let mut options: Vec<(String, bool, usize)> = sample
                .options
                .iter()
                .zip(&sample.option_ids)
                .enumerate()
                .map(|(i, (text, id))| {
                    (
                        text.clone(),
                        i == sample.correct,
                        a.chosen.get(id).copied().unwrap_or(0),
                    )
                })
                .collect();
            options.sort_by_key(|o| (!o.1, std::cmp::Reverse(o.2)));
            out.push(ItemStats {
                key: key.to_string(),
                generator: sample.generator,
                stem: sample.stem,
                answers: a.answers,
                facility: a.right as f64 / a.answers as f64,
                discrimination,
                options,
            });
        }
        out.sort_by(|x, y| {
            x.discrimination
                .unwrap_or(1.0)
                .total_cmp(&y.discrimination.unwrap_or(1.0))
                .then(y.answers.cmp(&x.answers))
        });
        Ok(out)
    }
}
