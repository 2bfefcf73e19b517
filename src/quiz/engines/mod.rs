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
use crate::content::{Lang, Localized};

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
    Localized {
        en: f(Lang::En),
        pt: f(Lang::Pt),
        ru: f(Lang::Ru),
        sr: f(Lang::Sr),
    }
}

/// The same string in every language (numbers, player codes).
pub(crate) fn same_text(s: impl Into<String>) -> Localized<String> {
    let s = s.into();
    per_lang(|_| s.clone())
}

/// `s` with its first letter in upper case.
pub(crate) fn capitalize(s: &str) -> String {
    let mut chars = s.chars();
    match chars.next() {
        Some(c) => c.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

/// Russian plural form for `n`: `one` (1, 21, …), `few` (2–4, 22–24, …) or `many`.
pub(crate) fn ru_plural<'a>(n: u64, one: &'a str, few: &'a str, many: &'a str) -> &'a str {
    let (d, h) = (n % 10, n % 100);
    if d == 1 && h != 11 {
        one
    } else if (2..=4).contains(&d) && !(12..=14).contains(&h) {
        few
    } else {
        many
    }
}

/// Serbian noun form after `n`: `one` after 1, 21, 31, … (not 11), `other` otherwise (the
/// genitive forms used after 2–4 and 5+ coincide for the nouns the engines count).
pub(crate) fn sr_count<'a>(n: u64, one: &'a str, other: &'a str) -> &'a str {
    if n % 10 == 1 && n % 100 != 11 { one } else { other }
}

/// Join a list the way each language writes "a, b and c".
pub(crate) fn join_and(items: &[String], lang: Lang) -> String {
    let and = match lang {
        Lang::En => " and ",
        Lang::Pt => " e ",
        Lang::Ru => " и ",
        Lang::Sr => " i ",
    };
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [init @ .., last] => format!("{}{and}{last}", init.join(", ")),
    }
}

// ---------------------------------------------------------------------------------------------
// Sides
// ---------------------------------------------------------------------------------------------

/// A player by colour.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Side {
    /// White.
    White,
    /// Black.
    Black,
}

/// The grammatical form a side's name takes in a sentence.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Form {
    /// Subject, inside a sentence ("as brancas", "белые").
    Nom,
    /// Possessor ("White's", "das brancas", "белых", "belog").
    Gen,
    /// Recipient ("to White", "às brancas", "белым", "belom").
    Dat,
}

impl Side {
    /// The opponent.
    pub fn other(self) -> Side {
        match self {
            Side::White => Side::Black,
            Side::Black => Side::White,
        }
    }

    pub(crate) fn random(rng: &mut ChaCha8Rng) -> Side {
        if rng.random_bool(0.5) {
            Side::White
        } else {
            Side::Black
        }
    }

    /// The side's name in `lang` and `form`.
    pub(crate) fn word(self, lang: Lang, form: Form) -> &'static str {
        let (white, black) = match (lang, form) {
            (Lang::En, Form::Gen) => ("White's", "Black's"),
            (Lang::En, _) => ("White", "Black"),
            (Lang::Pt, Form::Nom) => ("as brancas", "as pretas"),
            (Lang::Pt, Form::Gen) => ("das brancas", "das pretas"),
            (Lang::Pt, Form::Dat) => ("às brancas", "às pretas"),
            (Lang::Ru, Form::Nom) => ("белые", "чёрные"),
            (Lang::Ru, Form::Gen) => ("белых", "чёрных"),
            (Lang::Ru, Form::Dat) => ("белым", "чёрным"),
            (Lang::Sr, Form::Nom) => ("beli", "crni"),
            (Lang::Sr, Form::Gen) => ("belog", "crnog"),
            (Lang::Sr, Form::Dat) => ("belom", "crnom"),
        };
        if self == Side::White { white } else { black }
    }

    /// The side's name as the subject at the start of a sentence.
    pub(crate) fn subject(self, lang: Lang) -> String {
        capitalize(self.word(lang, Form::Nom))
    }

    /// The side's name as a label in a list ("White: …", "Brancas: …").
    pub(crate) fn label(self, lang: Lang) -> String {
        let word = self.word(lang, Form::Nom);
        capitalize(word.strip_prefix("as ").unwrap_or(word))
    }
}

// ---------------------------------------------------------------------------------------------
// Time controls and time penalties
// ---------------------------------------------------------------------------------------------

/// The class of a time control under the Laws.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Pace {
    /// Standard play (neither rapid nor blitz).
    Standard,
    /// Rapid (Appendix A).
    Rapid,
    /// Blitz (Appendix B).
    Blitz,
}

impl Pace {
    /// "standard game", "rapid game", "blitz game".
    pub(crate) fn game(self, lang: Lang) -> &'static str {
        match (self, lang) {
            (Pace::Standard, Lang::En) => "standard game",
            (Pace::Rapid, Lang::En) => "rapid game",
            (Pace::Blitz, Lang::En) => "blitz game",
            (Pace::Standard, Lang::Pt) => "partida clássica",
            (Pace::Rapid, Lang::Pt) => "partida rápida",
            (Pace::Blitz, Lang::Pt) => "partida de blitz",
            (Pace::Standard, Lang::Ru) => "классическая партия",
            (Pace::Rapid, Lang::Ru) => "партия по быстрым шахматам",
            (Pace::Blitz, Lang::Ru) => "партия в блиц",
            (Pace::Standard, Lang::Sr) => "standardna partija",
            (Pace::Rapid, Lang::Sr) => "rapid partija",
            (Pace::Blitz, Lang::Sr) => "blic partija",
        }
    }

    /// Minutes an opponent receives for a penalty of Article 7 or 9: 2, or 1 under A.3 (and
    /// B.3 for blitz).
    pub fn penalty_minutes(self) -> u32 {
        match self {
            Pace::Standard => 2,
            Pace::Rapid | Pace::Blitz => 1,
        }
    }
}

/// "90 min + 30 s per move" (or "… no increment") in `lang`.
pub(crate) fn clock_text(base_min: u32, inc_s: u32, lang: Lang) -> String {
    match (lang, inc_s) {
        (Lang::En, 0) => format!("{base_min} min, no increment"),
        (Lang::En, i) => format!("{base_min} min + {i} s per move"),
        (Lang::Pt, 0) => format!("{base_min} min, sem acréscimo"),
        (Lang::Pt, i) => format!("{base_min} min + {i} s por lance"),
        (Lang::Ru, 0) => format!("{base_min} мин без добавления"),
        (Lang::Ru, i) => format!("{base_min} мин + {i} с на ход"),
        (Lang::Sr, 0) => format!("{base_min} min, bez dodatka"),
        (Lang::Sr, i) => format!("{base_min} min + {i} s po potezu"),
    }
}

/// "Rapid game, 15 min + 10 s per move, one arbiter for several boards (A.5 applies)": the
/// setting of a question, without a final full stop. Rapid and blitz are always without full
/// supervision (A.5, B.3): fully supervised blitz is an uncertain point (fact sheet U3).
pub(crate) fn setting_text(pace: Pace, clock: (u32, u32), lang: Lang) -> String {
    let clock = clock_text(clock.0, clock.1, lang);
    let game = capitalize(pace.game(lang));
    let appendix = if pace == Pace::Blitz { "B.3" } else { "A.5" };
    let supervision = match (pace, lang) {
        (Pace::Standard, _) => String::new(),
        (_, Lang::En) => format!(", one arbiter for several boards ({appendix} applies)"),
        (_, Lang::Pt) => format!(", um árbitro para vários tabuleiros (aplica-se o {appendix})"),
        (_, Lang::Ru) => format!(", один судья на несколько досок (применяется {appendix})"),
        (_, Lang::Sr) => format!(", jedan sudija na više tabli (primenjuje se {appendix})"),
    };
    format!("{game}, {clock}{supervision}")
}

/// "Black gets 2 extra minutes" in `lang`.
pub(crate) fn extra_minutes(side: Side, minutes: u32, lang: Lang) -> String {
    let n = minutes;
    match lang {
        Lang::En => {
            let unit = if n == 1 { "minute" } else { "minutes" };
            format!("{} gets {n} extra {unit}", side.word(lang, Form::Nom))
        }
        Lang::Pt => {
            let unit = if n == 1 { "minuto" } else { "minutos" };
            format!("{} recebem {n} {unit} a mais", side.subject(lang))
        }
        Lang::Ru => {
            let unit = ru_plural(n.into(), "минуту", "минуты", "минут");
            format!("{} добавляют {n} {unit}", capitalize(side.word(lang, Form::Dat)))
        }
        Lang::Sr => {
            let (verb, unit) = if n == 1 {
                ("dodaje", "minut")
            } else {
                ("dodaju", "minuta")
            };
            format!("{} se {verb} {n} {unit}", capitalize(side.word(lang, Form::Dat)))
        }
    }
}

/// The option "Draw: Black cannot checkmate by any series of legal moves" (6.9, 7.5.5).
pub(crate) fn draw_cannot_mate(side: Side, lang: Lang) -> String {
    let who = side.word(lang, Form::Nom);
    match lang {
        Lang::En => format!("Draw: {who} cannot checkmate by any series of legal moves"),
        Lang::Pt => format!("Empate: {who} não podem dar mate com nenhuma série de lances legais"),
        Lang::Ru => format!("Ничья: {who} не могут поставить мат никакой серией законных ходов"),
        Lang::Sr => format!("Remi: {who} ne može da matira nijednim nizom legalnih poteza"),
    }
}

// ---------------------------------------------------------------------------------------------
// Material
// ---------------------------------------------------------------------------------------------

/// The colour of the squares a bishop moves on.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum SquareColour {
    /// Light squares.
    Light,
    /// Dark squares.
    Dark,
}

impl SquareColour {
    /// The other colour.
    pub fn other(self) -> SquareColour {
        match self {
            SquareColour::Light => SquareColour::Dark,
            SquareColour::Dark => SquareColour::Light,
        }
    }
}

/// A unit on the board besides the king.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Unit {
    /// A pawn.
    Pawn,
    /// A knight.
    Knight,
    /// A bishop on squares of the given colour.
    Bishop(SquareColour),
    /// A rook.
    Rook,
    /// A queen.
    Queen,
}

impl Unit {
    /// The unit's name in `lang`, for one unit or for two of them.
    pub(crate) fn name(self, lang: Lang, two: bool) -> &'static str {
        use SquareColour::{Dark, Light};
        match (lang, self, two) {
            (Lang::En, Unit::Pawn, false) => "pawn",
            (Lang::En, Unit::Pawn, true) => "two pawns",
            (Lang::En, Unit::Knight, false) => "knight",
            (Lang::En, Unit::Knight, true) => "two knights",
            (Lang::En, Unit::Bishop(Light), false) => "light-squared bishop",
            (Lang::En, Unit::Bishop(Light), true) => "two light-squared bishops",
            (Lang::En, Unit::Bishop(Dark), false) => "dark-squared bishop",
            (Lang::En, Unit::Bishop(Dark), true) => "two dark-squared bishops",
            (Lang::En, Unit::Rook, false) => "rook",
            (Lang::En, Unit::Rook, true) => "two rooks",
            (Lang::En, Unit::Queen, false) => "queen",
            (Lang::En, Unit::Queen, true) => "two queens",
            (Lang::Pt, Unit::Pawn, false) => "peão",
            (Lang::Pt, Unit::Pawn, true) => "dois peões",
            (Lang::Pt, Unit::Knight, false) => "cavalo",
            (Lang::Pt, Unit::Knight, true) => "dois cavalos",
            (Lang::Pt, Unit::Bishop(Light), false) => "bispo de casas claras",
            (Lang::Pt, Unit::Bishop(Light), true) => "dois bispos de casas claras",
            (Lang::Pt, Unit::Bishop(Dark), false) => "bispo de casas escuras",
            (Lang::Pt, Unit::Bishop(Dark), true) => "dois bispos de casas escuras",
            (Lang::Pt, Unit::Rook, false) => "torre",
            (Lang::Pt, Unit::Rook, true) => "duas torres",
            (Lang::Pt, Unit::Queen, false) => "dama",
            (Lang::Pt, Unit::Queen, true) => "duas damas",
            (Lang::Ru, Unit::Pawn, false) => "пешка",
            (Lang::Ru, Unit::Pawn, true) => "две пешки",
            (Lang::Ru, Unit::Knight, false) => "конь",
            (Lang::Ru, Unit::Knight, true) => "два коня",
            (Lang::Ru, Unit::Bishop(Light), false) => "белопольный слон",
            (Lang::Ru, Unit::Bishop(Light), true) => "два белопольных слона",
            (Lang::Ru, Unit::Bishop(Dark), false) => "чернопольный слон",
            (Lang::Ru, Unit::Bishop(Dark), true) => "два чернопольных слона",
            (Lang::Ru, Unit::Rook, false) => "ладья",
            (Lang::Ru, Unit::Rook, true) => "две ладьи",
            (Lang::Ru, Unit::Queen, false) => "ферзь",
            (Lang::Ru, Unit::Queen, true) => "два ферзя",
            (Lang::Sr, Unit::Pawn, false) => "pešak",
            (Lang::Sr, Unit::Pawn, true) => "dva pešaka",
            (Lang::Sr, Unit::Knight, false) => "skakač",
            (Lang::Sr, Unit::Knight, true) => "dva skakača",
            (Lang::Sr, Unit::Bishop(Light), false) => "belopoljni lovac",
            (Lang::Sr, Unit::Bishop(Light), true) => "dva belopoljna lovca",
            (Lang::Sr, Unit::Bishop(Dark), false) => "crnopoljni lovac",
            (Lang::Sr, Unit::Bishop(Dark), true) => "dva crnopoljna lovca",
            (Lang::Sr, Unit::Rook, false) => "top",
            (Lang::Sr, Unit::Rook, true) => "dva topa",
            (Lang::Sr, Unit::Queen, false) => "dama",
            (Lang::Sr, Unit::Queen, true) => "dve dame",
        }
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
        names.push(sorted[i].name(lang, n == 2).to_string());
        i += n;
    }
    if names.is_empty() {
        return match lang {
            Lang::En => "king only",
            Lang::Pt => "só o rei",
            Lang::Ru => "только король",
            Lang::Sr => "samo kralj",
        }
        .to_string();
    }
    let king = match lang {
        Lang::En => "king",
        Lang::Pt => "rei",
        Lang::Ru => "король",
        Lang::Sr => "kralj",
    };
    let mut all = vec![king.to_string()];
    all.extend(names);
    join_and(&all, lang)
}

#[cfg(test)]
mod tests;
