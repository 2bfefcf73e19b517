//! Surface cues: the ways a test-wise guesser finds the right option without knowing the rule.
//! Each cue points at one option (or at none when it does not single one out); over a bank of
//! questions, the share of pointed options that are right is the cue's guesser rate. A good
//! bank keeps every rate near chance (one in the number of options). `check` flags the authored
//! items that give themselves away; `arbiter-kb cues` reports the rates per question source.

use std::collections::BTreeMap;

use crate::content::{KnowledgeBase, Lang, Problem, Ruling, Severity};
use crate::quiz::surface::{familiar_leader, names_article, new_words, overlap_leader, stems};
use crate::quiz::{Question, engines, items};

/// A cue a guesser can follow.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Cue {
    /// Pick the longest option.
    Longest,
    /// Pick the shortest option (a plain decision among hedged ones).
    Shortest,
    /// Pick the option repeating most of the question's words.
    StemOverlap,
    /// Pick the only option that names an article.
    Article,
    /// Pick the option bringing the fewest words new to the question: the one that speaks of
    /// the question's own situation, where the others name other facts.
    Familiar,
    /// Pick the first option shown.
    Position,
}

impl Cue {
    /// Every cue.
    pub const ALL: [Cue; 6] = [
        Cue::Longest,
        Cue::Shortest,
        Cue::StemOverlap,
        Cue::Article,
        Cue::Familiar,
        Cue::Position,
    ];

    /// Short name.
    pub fn name(self) -> &'static str {
        match self {
            Cue::Longest => "longest",
            Cue::Shortest => "shortest",
            Cue::StemOverlap => "stem overlap",
            Cue::Article => "article",
            Cue::Familiar => "fewest new words",
            Cue::Position => "position",
        }
    }
}

/// The only index where `f` is greatest, if one index alone has the maximum.
fn unique_max(values: &[usize]) -> Option<usize> {
    let max = *values.iter().max()?;
    let mut at = values.iter().enumerate().filter(|(_, v)| **v == max);
    let first = at.next()?.0;
    at.next().is_none().then_some(first)
}

/// The option a cue points at, for options and a stem as shown.
pub fn pointed(cue: Cue, stem: &str, options: &[&str]) -> Option<usize> {
    match cue {
        Cue::Longest => unique_max(&options.iter().map(|o| o.chars().count()).collect::<Vec<_>>()),
        Cue::Shortest => unique_max(
            &options
                .iter()
                .map(|o| usize::MAX - o.chars().count())
                .collect::<Vec<_>>(),
        ),
        Cue::StemOverlap => {
            let s = stems(stem);
            let overlaps: Vec<usize> = options
                .iter()
                .map(|o| stems(o).intersection(&s).count())
                .collect();
            overlap_leader(&overlaps)
        }
        Cue::Article => {
            let naming: Vec<usize> = (0..options.len())
                .filter(|&i| names_article(options[i]))
                .collect();
            (naming.len() == 1).then(|| naming[0])
        }
        Cue::Familiar => {
            let s = stems(stem);
            let shares: Vec<Option<f64>> = options.iter().map(|o| new_words(&s, o)).collect();
            familiar_leader(&shares)
        }
        Cue::Position => (!options.is_empty()).then_some(0),
    }
}

/// Why an authored item gives itself away in `lang`, if it does: the right option is markedly
/// the longest (a fifth longer than any wrong one and ten characters more), it alone names an
/// article, or it alone repeats the question's words (two or more, where no wrong option
/// repeats any).
pub fn giveaway(stem: &str, right: &str, wrong: &[&str]) -> Option<String> {
    let len = |s: &str| s.chars().count();
    let longest_wrong = wrong.iter().map(|w| len(w)).max().unwrap_or(0);
    if len(right) * 5 > longest_wrong * 6 && len(right) >= longest_wrong + 10 {
        return Some(format!(
            "the right option is markedly the longest ({} characters, the longest wrong one {})",
            len(right),
            longest_wrong
        ));
    }
    if names_article(right) && !wrong.iter().any(|w| names_article(w)) {
        return Some("only the right option names an article".into());
    }
    let s = stems(stem);
    let right_overlap = stems(right).intersection(&s).count();
    if right_overlap >= 2 && wrong.iter().all(|w| stems(w).intersection(&s).count() == 0) {
        return Some("only the right option repeats the question's words".into());
    }
    None
}

/// `check`'s warnings about authored items that give their key away ([`giveaway`]): one per
/// item, naming the languages where it does and why in the first of them, at the item's
/// `right`. Documents and drafts come in file order, as the content is read.
pub fn giveaway_warnings(kb: &KnowledgeBase) -> Vec<Problem> {
    let mut documents: Vec<&Ruling> = kb.rulings().iter().chain(kb.drafts()).collect();
    documents.sort_by(|a, b| a.path.cmp(&b.path));
    let mut out = Vec::new();
    for r in documents {
        for (i, item) in r.quiz.iter().enumerate() {
            let mut cues: Vec<(Lang, String)> = Vec::new();
            for l in Lang::ALL {
                let wrong: Vec<&str> = item.wrong.iter().map(|w| w.get(l).as_str()).collect();
                if let Some(why) = giveaway(item.ask.get(l), item.right.get(l), &wrong) {
                    cues.push((l, why));
                }
            }
            if let Some((_, why)) = cues.first() {
                let langs: Vec<&str> = cues.iter().map(|(l, _)| l.code()).collect();
                out.push(Problem {
                    path: r.path.clone(),
                    line: item.right_line,
                    field: format!("quiz[{i}].right"),
                    message: format!("gives the answer away ({}): {why}", langs.join(", ")),
                    severity: Severity::Warning,
                });
            }
        }
    }
    out
}

/// Hits and applicable questions of a cue.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Rate {
    /// Questions where the cue pointed at the right option.
    pub hits: usize,
    /// Questions where the cue pointed at one option.
    pub pointed: usize,
}

impl Rate {
    /// Hits per pointed question, 0–1.
    pub fn rate(&self) -> f64 {
        if self.pointed == 0 {
            0.0
        } else {
            self.hits as f64 / self.pointed as f64
        }
    }
}

/// Guesser rates of one source of questions.
#[derive(Debug, Clone, Default)]
pub struct SourceRates {
    /// Questions looked at.
    pub questions: usize,
    /// Mean of 1 / number of options: what blind guessing scores.
    pub chance: f64,
    /// Per cue.
    pub rates: BTreeMap<Cue, Rate>,
}

impl SourceRates {
    /// Count one question as shown in `lang`.
    pub fn add(&mut self, q: &Question, lang: Lang) {
        let stem = q.stem.get(lang).as_str();
        let options: Vec<&str> = q.options.iter().map(|o| o.get(lang).as_str()).collect();
        self.chance =
            (self.chance * self.questions as f64 + 1.0 / options.len() as f64) / (self.questions + 1) as f64;
        self.questions += 1;
        for cue in Cue::ALL {
            let r = self.rates.entry(cue).or_default();
            if let Some(i) = pointed(cue, stem, &options) {
                r.pointed += 1;
                r.hits += (i == q.correct) as usize;
            }
        }
    }
}

/// Guesser rates per source over the whole bank in `lang`: authored items and cases (each
/// shuffled with `seeds` seeds), and `per_engine` questions of every engine.
pub fn bank_rates(
    kb: &KnowledgeBase,
    lang: Lang,
    seeds: u64,
    per_engine: u64,
) -> BTreeMap<String, SourceRates> {
    let mut out: BTreeMap<String, SourceRates> = BTreeMap::new();
    for seed in 0..seeds {
        for r in kb.rulings() {
            for i in 0..r.quiz.len() {
                if let Some(q) = items::authored(r, i, seed) {
                    out.entry("authored items".into()).or_default().add(&q, lang);
                }
            }
            if let Some(q) = items::case(kb, r, seed) {
                out.entry("cases".into()).or_default().add(&q, lang);
            }
        }
    }
    for topic in engines::TOPICS {
        for seed in 0..per_engine {
            if let Some(q) = engines::generate(topic, seed) {
                out.entry(format!("engine {topic}")).or_default().add(&q, lang);
            }
        }
    }
    out
}

/// The option a test-wise guesser picks, knowing no rule: the one most of the classic cues
/// point at (the longest, the one repeating most of the question's words, the only one naming
/// an article, the one bringing the fewest new words), else the first one shown.
pub fn guess(stem: &str, options: &[&str]) -> usize {
    let mut votes = vec![0usize; options.len()];
    for cue in [Cue::Longest, Cue::StemOverlap, Cue::Article, Cue::Familiar] {
        if let Some(i) = pointed(cue, stem, options) {
            votes[i] += 1;
        }
    }
    // The first option with the most votes (the first shown when no cue points).
    let best = votes.iter().copied().max().unwrap_or(0);
    votes.iter().position(|&v| v == best).unwrap_or(0)
}

/// How a test-wise guesser ([`guess`]) does on mock exams: the share right in each exam.
#[derive(Debug, Clone, Default)]
pub struct GuesserExams {
    /// Share of questions right, 0–1, per exam.
    pub scores: Vec<f64>,
    /// The blueprint's pass mark, 0–1.
    pub pass_mark: f64,
}

impl GuesserExams {
    /// Mean share right.
    pub fn mean(&self) -> f64 {
        self.scores.iter().sum::<f64>() / self.scores.len().max(1) as f64
    }

    /// Best exam.
    pub fn best(&self) -> f64 {
        self.scores.iter().copied().fold(0.0, f64::max)
    }

    /// Exams passed.
    pub fn passed(&self) -> usize {
        self.scores.iter().filter(|&&s| s >= self.pass_mark).count()
    }
}

/// `n` mock exams of the knowledge base's blueprint (seeds 0, 1, …), as the server builds them.
pub fn mock_exams(kb: &KnowledgeBase, n: u64) -> Vec<Vec<Question>> {
    let bp = kb.blueprint();
    (0..n)
        .filter_map(|seed| crate::quiz::select::blueprint(kb, bp, bp.questions, seed).ok())
        .collect()
}

/// The guesser on `exams` ([`mock_exams`]), read in `lang`.
pub fn guesser_exams(kb: &KnowledgeBase, exams: &[Vec<Question>], lang: Lang) -> GuesserExams {
    let scores = (exams.iter())
        .map(|questions| {
            let right = (questions.iter())
                .filter(|q| {
                    let options: Vec<&str> = q.options.iter().map(|o| o.get(lang).as_str()).collect();
                    guess(q.stem.get(lang), &options) == q.correct
                })
                .count();
            right as f64 / questions.len().max(1) as f64
        })
        .collect();
    GuesserExams {
        scores,
        pass_mark: kb.blueprint().pass_percent as f64 / 100.0,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_cue_points_at_what_a_guesser_would_pick() {
        let stem = "The player's flag falls: what is the result of the game?";
        let options = [
            "A draw",
            "The player loses the game on time (6.9)",
            "Two minutes",
            "Nothing",
        ];
        assert_eq!(pointed(Cue::Longest, stem, &options), Some(1));
        assert_eq!(pointed(Cue::Shortest, stem, &options), Some(0));
        assert_eq!(pointed(Cue::StemOverlap, stem, &options), Some(1));
        assert_eq!(pointed(Cue::Article, stem, &options), Some(1));
        assert_eq!(pointed(Cue::Position, stem, &options), Some(0));
        // Half of option 1's words are the question's; every other option's are all new.
        assert_eq!(pointed(Cue::Familiar, stem, &options), Some(1));
        // Ties single out nothing.
        assert_eq!(pointed(Cue::Familiar, stem, &["A draw", "Nothing", "12"]), None);
        assert_eq!(pointed(Cue::Longest, stem, &["abc", "abd", "x"]), None);
        assert_eq!(pointed(Cue::Shortest, stem, &["abc", "x", "y"]), None);
        assert_eq!(pointed(Cue::Article, stem, &["7.5.1", "6.9", "none"]), None);
    }

    #[test]
    fn a_giveaway_is_flagged_and_a_balanced_item_is_not() {
        let stem = "May the arbiter stop the clocks?";
        assert!(
            giveaway(
                stem,
                "Yes, the arbiter may stop the clocks to deal with any dispute that arises",
                &["No", "Only at the end", "Only if asked"]
            )
            .is_some()
        );
        assert!(
            giveaway(
                stem,
                "Yes, to settle a dispute",
                &[
                    "No, never during play",
                    "Only in the last round",
                    "Only if both agree"
                ]
            )
            .is_none()
        );
        assert!(
            giveaway(
                "Which players sign the scoresheets?",
                "Both players sign both scoresheets",
                &["Nobody", "The arbiter alone", "Only the winner"]
            )
            .is_some()
        );
        let why = giveaway(
            "A player's phone rings: what follows?",
            "The game is lost (11.3.2)",
            &["A warning", "Two minutes off the clock", "Nothing at all"],
        );
        assert_eq!(why.as_deref(), Some("only the right option names an article"));
    }

    #[test]
    fn check_warns_about_an_authored_item_that_gives_its_key_away_and_not_about_the_shipped_bank() {
        let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("content");
        let kb = KnowledgeBase::load(&root).unwrap_or_else(|p| panic!("{p}"));
        assert_eq!(giveaway_warnings(&kb), Vec::new());

        let mut r = kb.rulings().iter().find(|r| r.quiz.len() > 1).unwrap().clone();
        r.quiz[1].right.pt = format!("{}, como diz o artigo 6.2.6 das Leis", r.quiz[1].right.pt);
        r.quiz[1].right_line = Some(42);
        let path = r.path.display().to_string();
        let kb = KnowledgeBase::from_rulings(vec![r], Vec::new(), Vec::new());
        let w: Vec<String> = giveaway_warnings(&kb).iter().map(|p| p.to_string()).collect();
        assert_eq!(w.len(), 1, "{w:?}");
        assert!(
            w[0].starts_with(&format!(
                "{path}:42: quiz[1].right: warning: gives the answer away (pt): "
            )),
            "{w:?}"
        );
    }

    #[test]
    fn in_case_questions_neither_length_nor_the_questions_words_point_at_the_key() {
        let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("content");
        let kb = KnowledgeBase::load(&root).unwrap_or_else(|p| panic!("{p}"));
        for lang in Lang::ALL {
            let rates = bank_rates(&kb, lang, 1, 0);
            let cases = &rates["cases"];
            assert!(cases.questions >= 95, "{lang:?}: {} cases", cases.questions);
            // The shortest option was the key in 53-65 % of cases (by language) before lengths
            // were balanced; chance is 25 %. Neither length may point at the key, nor away
            // from it: 25 ± 5 %. The question's words at most 30 %.
            let rate = |cue| cases.rates.get(&cue).copied().unwrap_or_default();
            for cue in [Cue::Longest, Cue::Shortest] {
                let r = rate(cue);
                assert!(
                    (0.20..=0.30).contains(&r.rate()),
                    "{lang:?}: {} points at the key in {}/{}",
                    cue.name(),
                    r.hits,
                    r.pointed
                );
            }
            // The question's words, and the option speaking most of the question's own things
            // (a wrong option decides another situation and names its facts): at most 30 %.
            for cue in [Cue::StemOverlap, Cue::Familiar] {
                let r = rate(cue);
                assert!(
                    r.rate() <= 0.30,
                    "{lang:?}: {} points at the key in {}/{}",
                    cue.name(),
                    r.hits,
                    r.pointed
                );
            }
        }
    }

    /// An engine's options are the same few texts in every question (or nearly): an answer
    /// asked more often than the others makes its text's length or words a cue. Each answer is
    /// drawn about as often as the others, so that no cue points at the key more than 30 % of
    /// the time in any language (with enough questions to tell: 20 where it points, over the 500
    /// questions per engine that `arbiter-kb cues` counts). Before: flag-fall 39 % shortest,
    /// draw-claims 48 % stem overlap, illegal-move 39 % longest, round-robin 66 % shortest (pt),
    /// titles-norms 50 % shortest; then time-control 36 % longest (three fixed classes, now
    /// two stages' classes as four options), illegal-move 31 % (pt) and 39 % (ru) fewest new
    /// words (options repeating the stem's reply and two hands), recording 34 % stem overlap
    /// (pt), rating 5 of 5 stem overlap ("no rating is published" offered only as the key).
    #[test]
    fn no_engine_cue_points_at_the_key_more_than_30_percent_of_the_time() {
        let questions: Vec<(&str, Question)> = engines::TOPICS
            .iter()
            .flat_map(|&t| (0..500).filter_map(move |s| Some((t, engines::generate(t, s)?))))
            .collect();
        let mut over = Vec::new();
        for lang in Lang::ALL {
            let mut rates: BTreeMap<&str, SourceRates> = BTreeMap::new();
            for (topic, q) in &questions {
                rates.entry(topic).or_default().add(q, lang);
            }
            for (topic, r) in &rates {
                for (cue, rate) in &r.rates {
                    if rate.pointed >= 20 && rate.rate() > 0.30 {
                        over.push(format!(
                            "{lang:?} {topic} {}: {}/{}",
                            cue.name(),
                            rate.hits,
                            rate.pointed
                        ));
                    }
                }
            }
        }
        assert!(over.is_empty(), "{over:#?}");
    }

    /// Over the authored items (each cue read once per item: only the position cue depends on
    /// the shuffle), no cue points at the key more than 30 % of the time in any language.
    #[test]
    fn no_cue_of_the_authored_items_points_at_the_key_more_than_30_percent_of_the_time() {
        let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("content");
        let kb = KnowledgeBase::load(&root).unwrap_or_else(|p| panic!("{p}"));
        let mut over = Vec::new();
        for lang in Lang::ALL {
            let rates = bank_rates(&kb, lang, 1, 0);
            for (cue, r) in &rates["authored items"].rates {
                if r.rate() > 0.30 {
                    over.push(format!("{lang:?} {}: {}/{}", cue.name(), r.hits, r.pointed));
                }
            }
        }
        assert!(over.is_empty(), "{over:#?}");
    }

    #[test]
    fn a_test_wise_guesser_fails_every_mock_exam() {
        let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("content");
        let kb = KnowledgeBase::load(&root).unwrap_or_else(|p| panic!("{p}"));
        let mock = mock_exams(&kb, 20);
        assert_eq!(mock.len(), 20);
        for lang in Lang::ALL {
            let exams = guesser_exams(&kb, &mock, lang);
            assert_eq!(exams.passed(), 0, "{lang:?}: {:?}", exams.scores);
            // Chance is 25 %: the cues must not lift a guesser much above it.
            assert!(exams.mean() <= 0.30, "{lang:?}: mean {:.3}", exams.mean());
        }
    }
}
