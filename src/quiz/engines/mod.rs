//! Rule engines: each generates a question whose answer is computed from the rule, with a
//! worked explanation and the article, in all four languages.
//!
//! Every engine exposes `question(seed)`: the same seed always gives the same question. This
//! module holds what the engines share: the dispatch on topic ids, the assembly of a
//! [`Question`] (distinct options, deterministic shuffle) and the text helpers (sides, time
//! controls, material, time penalties) that more than one engine needs.

pub mod dead_position;
pub mod draw_claims;
pub mod dutch;
pub mod flag_fall;
pub mod illegal_move;
pub mod mate;
pub mod rating;
pub mod recording;
pub mod round_robin;
pub mod swiss_pairing;
pub mod tie_breaks;
pub mod time_control;
pub mod titles_norms;

use rand::seq::{IndexedRandom, SliceRandom};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use super::Question;
use crate::args;
use crate::content::{Lang, Localized};
use crate::locales::{text, text_with};
pub use crate::rules::Side;
pub use crate::rules::material::{SquareColour, Unit};
pub use crate::rules::time_control::Pace;

/// The engine topic ids, in display order.
pub const TOPICS: [&str; 11] = [
    time_control::TOPIC,
    flag_fall::TOPIC,
    dead_position::TOPIC,
    illegal_move::TOPIC,
    draw_claims::TOPIC,
    recording::TOPIC,
    tie_breaks::TOPIC,
    round_robin::TOPIC,
    swiss_pairing::TOPIC,
    rating::TOPIC,
    titles_norms::TOPIC,
];

/// Generate the question for `seed` from the engine of `topic`; `None` for an unknown topic.
pub fn generate(topic: &str, seed: u64) -> Option<Question> {
    match topic {
        time_control::TOPIC => Some(time_control::question(seed)),
        flag_fall::TOPIC => Some(flag_fall::question(seed)),
        dead_position::TOPIC => Some(dead_position::question(seed)),
        illegal_move::TOPIC => Some(illegal_move::question(seed)),
        draw_claims::TOPIC => Some(draw_claims::question(seed)),
        recording::TOPIC => Some(recording::question(seed)),
        tie_breaks::TOPIC => Some(tie_breaks::question(seed)),
        round_robin::TOPIC => Some(round_robin::question(seed)),
        swiss_pairing::TOPIC => Some(swiss_pairing::question(seed)),
        rating::TOPIC => Some(rating::question(seed)),
        titles_norms::TOPIC => Some(titles_norms::question(seed)),
        _ => None,
    }
}

// ---------------------------------------------------------------------------------------------
// Assembling a question
// ---------------------------------------------------------------------------------------------

/// The random source of every engine: ChaCha8 seeded from the question seed.
pub(crate) fn rng(seed: u64) -> ChaCha8Rng {
    ChaCha8Rng::seed_from_u64(seed)
}

/// One element of `items`, chosen with `rng`.
pub(crate) fn pick<T: Copy>(rng: &mut ChaCha8Rng, items: &[T]) -> T {
    *items.choose(rng).expect("pick from a non-empty list")
}

/// Most options a question shows.
const MAX_OPTIONS: usize = 4;
/// Fewest options a question may show.
const MIN_OPTIONS: usize = 3;

/// Everything an engine decides; [`Draft::finish`] turns it into a [`Question`].
pub(crate) struct Draft {
    pub topic: &'static str,
    pub seed: u64,
    pub stem: Localized<String>,
    /// The one correct option.
    pub correct: Localized<String>,
    /// Wrong options, most instructive first. Any that reads the same as the correct option or
    /// as an earlier wrong one (in any language) is skipped; at most three are kept.
    pub wrong: Vec<Localized<String>>,
    pub explanation: Localized<String>,
    pub articles: Vec<&'static str>,
    pub ruling: Option<&'static str>,
    /// A position the question is about (FEN), if any.
    pub fen: Option<String>,
}

impl Draft {
    /// Build the question: distinct options, shuffled with `rng`, the correct index tracked.
    ///
    /// Panics if fewer than two distinct wrong options were supplied: every engine supplies
    /// enough by construction, and the tests check it over many seeds.
    pub fn finish(self, rng: &mut ChaCha8Rng) -> Question {
        let options = distinct_options(self.correct, self.wrong, MAX_OPTIONS);
        assert!(
            options.len() >= MIN_OPTIONS,
            "engine {} seed {}: only {} distinct options",
            self.topic,
            self.seed,
            options.len()
        );
        let (options, correct) = shuffle_tracking(options, 0, rng);
        Question {
            key: format!("engine:{}:{}", self.topic, self.seed),
            topic: self.topic.to_string(),
            stem: self.stem,
            options,
            correct,
            explanation: self.explanation,
            articles: self.articles.iter().map(|a| a.to_string()).collect(),
            ruling: self.ruling.map(str::to_string),
            generator: format!("engine:{}", self.topic),
            seed: self.seed,
            fen: self.fen,
            option_ids: Vec::new(),
        }
    }
}

/// True if `a` and `b` read the same in at least one language (ignoring case and outer spaces).
pub(crate) fn same_in_some_language(a: &Localized<String>, b: &Localized<String>) -> bool {
    Lang::ALL
        .iter()
        .any(|&l| a.get(l).trim().to_lowercase() == b.get(l).trim().to_lowercase())
}

/// The correct option first, then up to `max - 1` wrong ones that differ from every option kept
/// so far in every language, in the order given.
pub(crate) fn distinct_options(
    correct: Localized<String>,
    wrong: Vec<Localized<String>>,
    max: usize,
) -> Vec<Localized<String>> {
    let mut out = vec![correct];
    for w in wrong {
        if out.len() == max {
            break;
        }
        if !out.iter().any(|o| same_in_some_language(o, &w)) {
            out.push(w);
        }
    }
    out
}

/// Shuffle `items` with `rng` and return where the item at `correct` ended up.
pub(crate) fn shuffle_tracking<T>(items: Vec<T>, correct: usize, rng: &mut ChaCha8Rng) -> (Vec<T>, usize) {
    let mut order: Vec<usize> = (0..items.len()).collect();
    order.shuffle(rng);
    let new_correct = order.iter().position(|&i| i == correct).expect("index in range");
    let mut slots: Vec<Option<T>> = items.into_iter().map(Some).collect();
    let shuffled = order
        .iter()
        .map(|&i| slots[i].take().expect("each index once"))
        .collect();
    (shuffled, new_correct)
}

// ---------------------------------------------------------------------------------------------
// Numeric options
// ---------------------------------------------------------------------------------------------

/// Three wrong values for `key` (in the caller's unit: quarter points, rating points, …): the
/// mistakes first, then near values on the grid `step` within `lo..=hi`, arranged so that the
/// key's rank among the four options is drawn at random among the ranks the values allow (the
/// range is widened a step at a time only when three values do not fit). Values off the grid,
/// equal to the key or outside the range are dropped, so no option is out of the event's reach.
pub(crate) fn numeric_wrong(
    rng: &mut ChaCha8Rng,
    key: u32,
    mistakes: &[u32],
    step: u32,
    lo: u32,
    hi: u32,
) -> Vec<u32> {
    // Widen the range a step at a time until three wrong values fit.
    let mut widen = 0;
    loop {
        let (lo, hi) = (lo.saturating_sub(widen * step), hi + widen * step);
        if let Some(v) = numeric_wrong_in(rng, key, mistakes, step, lo, hi) {
            return v;
        }
        widen += 1;
    }
}

fn numeric_wrong_in(
    rng: &mut ChaCha8Rng,
    key: u32,
    mistakes: &[u32],
    step: u32,
    lo: u32,
    hi: u32,
) -> Option<Vec<u32>> {
    let ok = |v: u32| v != key && v.is_multiple_of(step) && (lo..=hi).contains(&v);
    let mut below: Vec<u32> = Vec::new();
    let mut above: Vec<u32> = Vec::new();
    for &m in mistakes {
        if ok(m) && !below.contains(&m) && !above.contains(&m) {
            if m < key { below.push(m) } else { above.push(m) }
        }
    }
    // Near values after the mistakes, nearest first.
    for k in 1..=12u32 {
        if let Some(v) = key.checked_sub(k * step)
            && ok(v)
            && !below.contains(&v)
        {
            below.push(v);
        }
        let v = key + k * step;
        if ok(v) && !above.contains(&v) {
            above.push(v);
        }
    }
    let ranks: Vec<usize> = (0..=3)
        .filter(|&k| below.len() >= k && above.len() >= 3 - k)
        .collect();
    if ranks.is_empty() {
        return None;
    }
    let k = pick(rng, &ranks);
    let mut out: Vec<u32> = below.into_iter().take(k).collect();
    out.extend(above.into_iter().take(3 - k));
    Some(out)
}

/// Build a localized text from one function of the language.
pub(crate) fn per_lang(f: impl Fn(Lang) -> String) -> Localized<String> {
    Localized::from_fn(f)
}

/// The same string in every language (numbers, player codes).
pub(crate) fn same_text(s: impl Into<String>) -> Localized<String> {
    let s = s.into();
    per_lang(|_| s.clone())
}

/// `s` with its first letter in upper case.
pub(crate) fn capitalize(s: impl AsRef<str>) -> String {
    let mut chars = s.as_ref().chars();
    match chars.next() {
        Some(c) => c.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

/// Join a list the way each language writes "a, b and c".
pub(crate) fn join_and(items: &[String], lang: Lang) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [init @ .., last] => text_with(
            lang,
            "list-and",
            &args!["init" => init.join(", "), "last" => last.clone()],
        ),
    }
}

// ---------------------------------------------------------------------------------------------
// Sides
// ---------------------------------------------------------------------------------------------

impl Side {
    pub(crate) fn random(rng: &mut ChaCha8Rng) -> Side {
        if rng.random_bool(0.5) {
            Side::White
        } else {
            Side::Black
        }
    }

    /// The selector value naming this side in the catalogues.
    pub(crate) fn key(self) -> &'static str {
        match self {
            Side::White => "white",
            Side::Black => "black",
        }
    }
}

// ---------------------------------------------------------------------------------------------
// Time controls and time penalties
// ---------------------------------------------------------------------------------------------

impl Pace {
    /// The selector value naming this class in the catalogues.
    pub(crate) fn key(self) -> &'static str {
        match self {
            Pace::Standard => "standard",
            Pace::Rapid => "rapid",
            Pace::Blitz => "blitz",
        }
    }

    /// "standard game", "rapid game", "blitz game".
    pub(crate) fn game(self, lang: Lang) -> String {
        text_with(lang, "pace-game", &args!["pace" => self.key()])
    }
}

/// "90 min + 30 s per move" (or "… no increment") in `lang`.
pub(crate) fn clock_text(base_min: u32, inc_s: u32, lang: Lang) -> String {
    text_with(lang, "clock", &args!["base" => base_min, "inc" => inc_s])
}

/// "Rapid game, 15 min + 10 s per move, one arbiter for several boards (A.5 applies)": the
/// setting of a question, without a final full stop. Rapid and blitz are always without full
/// supervision (A.5, B.3): whether fully supervised blitz changes the penalty is not settled.
pub(crate) fn setting_text(pace: Pace, clock: (u32, u32), lang: Lang) -> String {
    let clock = clock_text(clock.0, clock.1, lang);
    let game = capitalize(pace.game(lang));
    match pace {
        Pace::Standard => text_with(lang, "setting", &args!["game" => game, "clock" => clock]),
        Pace::Rapid | Pace::Blitz => {
            let appendix = if pace == Pace::Blitz { "B.3" } else { "A.5" };
            text_with(
                lang,
                "setting-few-arbiters",
                &args!["game" => game, "clock" => clock, "appendix" => appendix],
            )
        }
    }
}

/// "Black gets 2 extra minutes" in `lang`.
pub(crate) fn extra_minutes(side: Side, minutes: u32, lang: Lang) -> String {
    text_with(
        lang,
        "extra-minutes",
        &args!["side" => side.key(), "n" => minutes],
    )
}

/// The option "Draw: Black cannot checkmate by any series of legal moves" (6.9, 7.5.5).
pub(crate) fn draw_cannot_mate(side: Side, lang: Lang) -> String {
    text_with(lang, "draw-cannot-mate", &args!["side" => side.key()])
}

// ---------------------------------------------------------------------------------------------
// Material
// ---------------------------------------------------------------------------------------------

impl Unit {
    /// The selector value naming this unit in the catalogues.
    pub(crate) fn key(self) -> &'static str {
        match self {
            Unit::Pawn => "pawn",
            Unit::Knight => "knight",
            Unit::Bishop(SquareColour::Light) => "bishop-light",
            Unit::Bishop(SquareColour::Dark) => "bishop-dark",
            Unit::Rook => "rook",
            Unit::Queen => "queen",
        }
    }

    /// The unit's name in `lang`, for one unit or for two of them.
    pub(crate) fn name(self, lang: Lang, two: bool) -> String {
        text_with(
            lang,
            "unit",
            &args!["unit" => self.key(), "count" => if two { 2 } else { 1 }],
        )
    }
}

/// The units besides the king, as the phrase "king, rook and pawn" (or "king only") in `lang`.
///
/// Panics on three or more identical units: the engines never generate them.
pub(crate) fn material_text(units: &[Unit], lang: Lang) -> String {
    // Strongest first: "king, queen and pawn".
    let mut sorted = units.to_vec();
    sorted.sort_by(|a, b| b.cmp(a));
    let mut names = Vec::new();
    let mut i = 0;
    while i < sorted.len() {
        let n = sorted[i..].iter().take_while(|&&u| u == sorted[i]).count();
        assert!(n <= 2, "at most two identical units are named");
        names.push(sorted[i].name(lang, n == 2));
        i += n;
    }
    if names.is_empty() {
        return text(lang, "king-only");
    }
    let mut all = vec![text(lang, "king")];
    all.extend(names);
    join_and(&all, lang)
}

#[cfg(test)]
mod tests;
