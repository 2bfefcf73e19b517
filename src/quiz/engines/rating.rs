//! Engine `rating`: FIDE standard rating arithmetic of B.02 (applied from 1 March 2024, with the
//! 8.3.1 amendment of 1 October 2025), as in the knowledge base's rulings.
//!
//! Three questions: the rating change after an event (8.3.1–8.3.4: D with the 400-point rule,
//! PD from table 8.1.2, ΣΔR × K, rounded .5 away from zero), the K factor (8.3.3, with the cap
//! K × n ≤ 700) and a first rating (8.2.2–8.2.3 with 7.1.4: two hypothetical 1800 opponents
//! counted as draws, Ru = Ra + dp, at most 2200, at least 1400 to be published). First ratings
//! always come from 8 games, so the percentage is exact: the rounding of p for 8.2.3 is not in
//! the text we have (ruling `rt-first-rating-worked-example`).
//!
//! The two FIDE tables live here and are shared with `titles-norms`.

use rand::Rng;
use rand_chacha::ChaCha8Rng;

use super::{Draft, numeric_wrong, per_lang, pick, rng, same_text};
use crate::content::{Lang, Localized};
use crate::quiz::Question;

/// Topic id.
pub const TOPIC: &str = "rating";

/// Table 8.1.2: the upper end of each range of D and the higher-rated player's expected score in
/// hundredths; above 735 the higher-rated player expects 1.00.
const PD_TABLE: [(u32, u32); 50] = [
    (3, 50),
    (10, 51),
    (17, 52),
    (25, 53),
    (32, 54),
    (39, 55),
    (46, 56),
    (53, 57),
    (61, 58),
    (68, 59),
    (76, 60),
    (83, 61),
    (91, 62),
    (98, 63),
    (106, 64),
    (113, 65),
    (121, 66),
    (129, 67),
    (137, 68),
    (145, 69),
    (153, 70),
    (162, 71),
    (170, 72),
    (179, 73),
    (188, 74),
    (197, 75),
    (206, 76),
    (215, 77),
    (225, 78),
    (235, 79),
    (245, 80),
    (256, 81),
    (267, 82),
    (278, 83),
    (290, 84),
    (302, 85),
    (315, 86),
    (328, 87),
    (344, 88),
    (357, 89),
    (374, 90),
    (391, 91),
    (411, 92),
    (432, 93),
    (456, 94),
    (484, 95),
    (517, 96),
    (559, 97),
    (619, 98),
    (735, 99),
];

/// Table 8.1.1 (= B.01 table 1.4.9): dp for a percentage score of 50 … 100.
const DP_TABLE: [i32; 51] = [
    0, 7, 14, 21, 29, 36, 43, 50, 57, 65, 72, 80, 87, 95, 102, 110, 117, 125, 133, 141, 149, 158, 166, 175,
    184, 193, 202, 211, 220, 230, 240, 251, 262, 273, 284, 296, 309, 322, 336, 351, 366, 383, 401, 422, 444,
    470, 501, 538, 589, 677, 800,
];

/// Table 8.1.2: the higher-rated player's expected score, in hundredths, for a difference `d`.
pub fn expected_higher(d: u32) -> u32 {
    PD_TABLE
        .iter()
        .find(|&&(top, _)| d <= top)
        .map_or(100, |&(_, pd)| pd)
}

/// The expected score (hundredths) of a player rated `own` against `opp`, with the difference
/// capped at 400 when `cap` (8.3.1).
pub fn expected(own: u32, opp: u32, cap: bool) -> u32 {
    let mut d = own.abs_diff(opp);
    if cap {
        d = d.min(400);
    }
    let high = expected_higher(d);
    if own >= opp { high } else { 100 - high }
}

/// Table 8.1.1: dp for a percentage score `pct` (0 … 100).
pub fn dp(pct: u32) -> i32 {
    if pct >= 50 {
        DP_TABLE[(pct - 50) as usize]
    } else {
        -DP_TABLE[(50 - pct) as usize]
    }
}

/// Round hundredths of a point to a whole number, .5 away from zero (8.3.4).
pub fn round_away(hundredths: i64) -> i64 {
    let sign = hundredths.signum();
    sign * ((hundredths.abs() + 50) / 100)
}

/// Offset that keeps signed values positive for [`numeric_wrong`].
const OFF: i64 = 100_000;

/// A signed change as text: +14, −3, 0.
fn signed(v: i64) -> String {
    match v {
        0 => "0".to_string(),
        v if v > 0 => format!("+{v}"),
        v => format!("−{}", -v),
    }
}

/// Why a player has his K factor (8.3.3).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Profile {
    /// New to the list, fewer than 30 rated games completed: 40.
    Newcomer,
    /// In the year of his 16th–18th birthday and rated under 2300: 40.
    Junior,
    /// Adult with 30+ games, never published 2400: 20.
    Adult,
    /// Published rating once reached 2400: 10.
    Reached2400,
}

impl Profile {
    /// The K of 8.3.3 before the 700 cap.
    pub fn k(self) -> u32 {
        match self {
            Profile::Newcomer | Profile::Junior => 40,
            Profile::Adult => 20,
            Profile::Reached2400 => 10,
        }
    }

    fn text(self, l: Lang) -> &'static str {
        match (self, l) {
            (Profile::Newcomer, Lang::En) => "new to the rating list, 12 rated games completed so far",
            (Profile::Newcomer, Lang::Pt) => {
                "novo na lista de rating, com 12 partidas válidas para rating até agora"
            }
            (Profile::Newcomer, Lang::Ru) => "недавно в рейтинг-листе, пока сыграно 12 рейтинговых партий",
            (Profile::Newcomer, Lang::Sr) => {
                "nov na rejting listi, do sada 12 partija koje se računaju za rejting"
            }
            (Profile::Junior, Lang::En) => "turns 17 this year, over 30 rated games, rated under 2300",
            (Profile::Junior, Lang::Pt) => {
                "faz 17 anos este ano, mais de 30 partidas válidas para rating, rating abaixo de 2300"
            }
            (Profile::Junior, Lang::Ru) => {
                "в этом году исполняется 17 лет, больше 30 рейтинговых партий, рейтинг ниже 2300"
            }
            (Profile::Junior, Lang::Sr) => {
                "ove godine puni 17 godina, preko 30 partija za rejting, rejting ispod 2300"
            }
            (Profile::Adult, Lang::En) => "adult, over 30 rated games, published rating never 2400 or more",
            (Profile::Adult, Lang::Pt) => {
                "adulto, mais de 30 partidas válidas para rating, rating publicado nunca chegou a 2400"
            }
            (Profile::Adult, Lang::Ru) => {
                "взрослый, больше 30 рейтинговых партий, опубликованный рейтинг никогда не достигал 2400"
            }
            (Profile::Adult, Lang::Sr) => {
                "odrasli igrač, preko 30 partija za rejting, objavljeni rejting nikad nije dostigao 2400"
            }
            (Profile::Reached2400, Lang::En) => "adult whose published rating once reached 2400",
            (Profile::Reached2400, Lang::Pt) => "adulto cujo rating publicado já chegou a 2400",
            (Profile::Reached2400, Lang::Ru) => "взрослый, чей опубликованный рейтинг когда-то достигал 2400",
            (Profile::Reached2400, Lang::Sr) => {
                "odrasli igrač čiji je objavljeni rejting nekad dostigao 2400"
            }
        }
    }
}

/// The K after the cap of 8.3.3: the largest whole K with K × n ≤ 700.
pub fn k_capped(k: u32, games: u32) -> u32 {
    if k * games > 700 { 700 / games } else { k }
}

/// One game of a rating-change question: the opponent's rating (`None` = unrated) and the score
/// in half points; a bye is `Bye`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Game {
    /// A game against a rated opponent.
    Rated(u32, u32),
    /// A game against an unrated opponent (not rated, 8.3).
    Unrated(u32),
    /// A bye: no game.
    Bye,
}

/// The rating change for `own` with `k` over `games`: (ΣΔR in hundredths, change).
pub fn rating_change(own: u32, k: u32, games: &[Game]) -> (i64, i64) {
    let cap = own < 2650;
    let sum: i64 = games
        .iter()
        .map(|g| match *g {
            Game::Rated(opp, half) => half as i64 * 50 - expected(own, opp, cap) as i64,
            _ => 0,
        })
        .sum();
    (sum, round_away(sum * k as i64))
}

/// The first rating from 8 rated opponents and a score in half points: `None` if below 1400.
pub fn first_rating(opponents: &[u32], half: u32) -> Option<u32> {
    let (ra, pct) = first_rating_parts(opponents, half);
    let ru = (ra as i32 + dp(pct)).min(2200);
    (ru >= 1400).then_some(ru as u32)
}

/// Ra with the two 1800 opponents and the percentage with their two draws (8.2.2).
fn first_rating_parts(opponents: &[u32], half: u32) -> (u32, u32) {
    let n = opponents.len() as u32 + 2;
    let total: u32 = opponents.iter().sum::<u32>() + 3600;
    // Ratings in tens and 8 games: both divisions are exact.
    let ra = (total + n / 2) / n;
    let pct = (half * 50 + 100) / n;
    (ra, pct)
}

/// What is asked.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Ask {
    /// The change after an event.
    Change {
        own: u32,
        profile: Profile,
        games: Vec<Game>,
    },
    /// The K factor in a period of `games` games.
    KFactor { profile: Profile, games: u32 },
    /// A first rating.
    First { opponents: Vec<u32>, half: u32 },
}

pub(crate) fn scenario(rng: &mut ChaCha8Rng) -> Ask {
    match rng.random_range(0..5) {
        0..=2 => {
            let profile = pick(
                rng,
                &[
                    Profile::Newcomer,
                    Profile::Junior,
                    Profile::Adult,
                    Profile::Reached2400,
                ],
            );
            let own = match profile {
                Profile::Newcomer => rng.random_range(1450..=2000u32),
                Profile::Junior => rng.random_range(1500..=2290u32),
                Profile::Adult => rng.random_range(1500..=2390u32),
                Profile::Reached2400 if rng.random_bool(0.3) => rng.random_range(2650..=2760u32),
                Profile::Reached2400 => rng.random_range(2330..=2600u32),
            };
            let n = rng.random_range(4..=7usize);
            let mut games = Vec::new();
            for _ in 0..n {
                let spread = if rng.random_bool(0.15) { 520 } else { 260 };
                let opp = (own as i64 + rng.random_range(-spread..=spread)).clamp(1400, 2850) as u32;
                let favourite = (opp < own) as u32;
                let half = if rng.random_bool(0.35) {
                    1
                } else if rng.random_bool(0.65) {
                    2 * favourite
                } else {
                    2 * (1 - favourite)
                };
                games.push(Game::Rated(opp, half));
            }
            if rng.random_bool(0.3) {
                let at = rng.random_range(0..=games.len());
                games.insert(at, Game::Unrated(pick(rng, &[0, 1, 2])));
            }
            if rng.random_bool(0.25) {
                let at = rng.random_range(0..=games.len());
                games.insert(at, Game::Bye);
            }
            Ask::Change { own, profile, games }
        }
        3 => Ask::KFactor {
            profile: pick(
                rng,
                &[
                    Profile::Newcomer,
                    Profile::Junior,
                    Profile::Adult,
                    Profile::Reached2400,
                ],
            ),
            games: pick(rng, &[6, 9, 12, 18, 20, 36, 40, 71, 75]),
        },
        _ => {
            let centre = rng.random_range(150..=200u32) * 10;
            let opponents: Vec<u32> = (0..8)
                .map(|_| (centre as i32 / 10 + rng.random_range(-25..=25)) as u32 * 10)
                .collect();
            let half = rng.random_range(1..=16u32);
            Ask::First { opponents, half }
        }
    }
}

/// The question for `seed`.
pub fn question(seed: u64) -> Question {
    let mut rng = rng(seed);
    let ask = scenario(&mut rng);
    question_for(seed, &ask, &mut rng)
}

fn half_text(h: u32) -> String {
    match (h / 2, h % 2) {
        (0, 1) => "½".to_string(),
        (w, 1) => format!("{w}½"),
        (w, _) => w.to_string(),
    }
}

/// The decimal mark of `l`: a point in English, a comma in the other languages.
fn mark(l: Lang) -> char {
    if l == Lang::En { '.' } else { ',' }
}

/// Hundredths as a decimal in `l`, with the sign if `signed`: +0.71, −0,26, 1.00.
fn hundredths(v: i64, signed: bool, l: Lang) -> String {
    let sign = match (v < 0, signed) {
        (true, _) => "−",
        (false, true) => "+",
        (false, false) => "",
    };
    format!("{sign}{}{}{:02}", v.abs() / 100, mark(l), v.abs() % 100)
}

pub(crate) fn question_for(seed: u64, ask: &Ask, rng: &mut ChaCha8Rng) -> Question {
    let (stem, correct, wrong, explanation, articles, ruling) = match ask {
        Ask::Change { own, profile, games } => change(*own, *profile, games, rng),
        Ask::KFactor { profile, games } => k_factor(*profile, *games, rng),
        Ask::First { opponents, half } => first(opponents, *half, rng),
    };
    Draft {
        topic: TOPIC,
        seed,
        stem,
        correct,
        wrong,
        explanation,
        articles,
        ruling: Some(ruling),
        fen: None,
    }
    .finish(rng)
}

type Parts = (
    Localized<String>,
    Localized<String>,
    Vec<Localized<String>>,
    Localized<String>,
    Vec<&'static str>,
    &'static str,
);

fn change(own: u32, profile: Profile, games: &[Game], rng: &mut ChaCha8Rng) -> Parts {
    let k = profile.k();
    let (sum, value) = rating_change(own, k, games);
    let cap = own < 2650;
    // Mistakes: the 400-point rule misapplied, the unrated game counted at .50, another K, the
    // result truncated, the opponent's column of the table read.
    let (sum_other_cap, _) = {
        let s: i64 = games
            .iter()
            .map(|g| match *g {
                Game::Rated(opp, half) => half as i64 * 50 - expected(own, opp, !cap) as i64,
                _ => 0,
            })
            .sum();
        (s, 0)
    };
    let unrated_too: i64 = sum
        + games
            .iter()
            .map(|g| match *g {
                Game::Unrated(half) => half as i64 * 50 - 50,
                _ => 0,
            })
            .sum::<i64>();
    let columns: i64 = games
        .iter()
        .map(|g| match *g {
            Game::Rated(opp, half) => half as i64 * 50 - (100 - expected(own, opp, cap) as i64),
            _ => 0,
        })
        .sum();
    let other_k = if k == 20 { 40 } else { 20 };
    let mistakes: Vec<i64> = vec![
        round_away(sum_other_cap * k as i64),
        round_away(unrated_too * k as i64),
        round_away(sum * other_k as i64),
        sum * k as i64 / 100,
        round_away(columns * k as i64),
        round_away(sum * 10),
    ];
    let m: Vec<u32> = mistakes.iter().map(|&v| (v + OFF) as u32).collect();
    // Within ±110, the range the answers cover (see the test), and near the key.
    let lo = (value - 60).clamp(-110, 110);
    let hi = (value + 60).clamp(-110, 110);
    let wrong: Vec<Localized<String>> = numeric_wrong(
        rng,
        (value + OFF) as u32,
        &m,
        1,
        (lo + OFF) as u32,
        (hi + OFF) as u32,
    )
    .into_iter()
    .map(|v| same_text(signed(v as i64 - OFF)))
    .collect();

    let games_text = |l: Lang| -> String {
        let list: Vec<String> = games
            .iter()
            .enumerate()
            .map(|(i, g)| {
                let r = i + 1;
                let res = |h: u32| half_text(h);
                match (*g, l) {
                    (Game::Rated(o, h), Lang::En) => format!("R{r} {o}: {}", res(h)),
                    (Game::Rated(o, h), Lang::Pt) => format!("R{r} {o}: {}", res(h)),
                    (Game::Rated(o, h), Lang::Ru) => format!("Т{r} {o}: {}", res(h)),
                    (Game::Rated(o, h), Lang::Sr) => format!("K{r} {o}: {}", res(h)),
                    (Game::Unrated(h), Lang::En) => format!("R{r} unrated opponent: {}", res(h)),
                    (Game::Unrated(h), Lang::Pt) => format!("R{r} adversário sem rating: {}", res(h)),
                    (Game::Unrated(h), Lang::Ru) => format!("Т{r} соперник без рейтинга: {}", res(h)),
                    (Game::Unrated(h), Lang::Sr) => format!("K{r} protivnik bez rejtinga: {}", res(h)),
                    (Game::Bye, Lang::En) => format!("R{r} bye"),
                    (Game::Bye, Lang::Pt) => format!("R{r} bye"),
                    (Game::Bye, Lang::Ru) => format!("Т{r} бай"),
                    (Game::Bye, Lang::Sr) => format!("K{r} slobodno kolo"),
                }
            })
            .collect();
        list.join("; ")
    };
    let stem = per_lang(|l| {
        let who = profile.text(l);
        let list = games_text(l);
        match l {
            Lang::En => format!(
                "A FIDE standard-rated Swiss ends after 1 October 2025. A player rated {own} ({who}) plays no other rated games in the rating period. His rounds (opponent's rating: his score): {list}. What is his rating change?"
            ),
            Lang::Pt => format!(
                "Um suíço válido para rating FIDE clássico termina depois de 1º de outubro de 2025. Um jogador com rating {own} ({who}) não joga outras partidas válidas para rating no período. Suas rodadas (rating do adversário: resultado dele): {list}. Qual é a variação do rating dele?"
            ),
            Lang::Ru => format!(
                "Швейцарский турнир с обсчётом рейтинга ФИДЕ (классика) закончился после 1 октября 2025 года. Игрок с рейтингом {own} ({who}) других рейтинговых партий в этом периоде не играл. Его туры (рейтинг соперника: его результат): {list}. Каково изменение его рейтинга?"
            ),
            Lang::Sr => format!(
                "Švajcarski turnir za FIDE standardni rejting završava se posle 1. oktobra 2025. Igrač sa rejtingom {own} ({who}) ne igra druge partije za rejting u tom periodu. Njegova kola (rejting protivnika: njegov rezultat): {list}. Kolika je promena njegovog rejtinga?"
            ),
        }
    });
    let explanation = per_lang(|l| {
        let rows: Vec<String> = games
            .iter()
            .filter_map(|g| match *g {
                Game::Rated(opp, half) => {
                    let d = own.abs_diff(opp);
                    let used = if cap { d.min(400) } else { d };
                    let pd = expected(own, opp, cap);
                    let dd = if used != d {
                        format!("{d}→{used}")
                    } else {
                        d.to_string()
                    };
                    let delta = half as i64 * 50 - pd as i64;
                    let pd_text = hundredths(pd as i64, false, l);
                    Some(format!(
                        "{opp}: D {dd}, PD {pd_text}, {} − {pd_text} = {}",
                        half_text(half),
                        hundredths(delta, true, l)
                    ))
                }
                _ => None,
            })
            .collect();
        let rows = rows.join("; ");
        let total = hundredths(sum, true, l);
        let raw_text = hundredths(sum * k as i64, false, l);
        let res = signed(value);
        let skipped = games.iter().any(|g| !matches!(g, Game::Rated(..)));
        let (skip_en, skip_pt, skip_ru, skip_sr) = if skipped {
            (
                "Only games against rated opponents count: a game against an unrated player and a bye add nothing (B.02-8.3). ",
                "Só contam as partidas contra adversários com rating: partida contra jogador sem rating e bye não somam nada (B.02-8.3). ",
                "Учитываются только партии с соперниками, имеющими рейтинг: партия с игроком без рейтинга и бай ничего не дают (B.02-8.3). ",
                "Računaju se samo partije protiv protivnika sa rejtingom: partija protiv igrača bez rejtinga i slobodno kolo ne donose ništa (B.02-8.3). ",
            )
        } else {
            ("", "", "", "")
        };
        let cap_note = match (cap, l) {
            (true, Lang::En) => "a difference above 400 counts as 400, B.02-8.3.1",
            (true, Lang::Pt) => "diferença acima de 400 conta como 400, B.02-8.3.1",
            (true, Lang::Ru) => "разница больше 400 считается как 400, B.02-8.3.1",
            (true, Lang::Sr) => "razlika veća od 400 računa se kao 400, B.02-8.3.1",
            (false, Lang::En) => {
                "rated 2650 or more, he uses the real difference, B.02-8.3.1 from 1 October 2025"
            }
            (false, Lang::Pt) => {
                "com 2650 ou mais, usa a diferença real, B.02-8.3.1 desde 1º de outubro de 2025"
            }
            (false, Lang::Ru) => {
                "при рейтинге 2650 и выше берётся реальная разница, B.02-8.3.1 с 1 октября 2025 года"
            }
            (false, Lang::Sr) => "sa 2650 ili više koristi se stvarna razlika, B.02-8.3.1 od 1. oktobra 2025",
        };
        match l {
            Lang::En => format!(
                "{skip_en}Per game ΔR = score − PD from table 8.1.2 ({cap_note}): {rows}. ΣΔR = {total}; K = {k} (B.02-8.3.3); {total} × {k} = {raw_text}, rounded .5 away from zero (B.02-8.3.4): {res}."
            ),
            Lang::Pt => format!(
                "{skip_pt}Por partida ΔR = resultado − PD da tabela 8.1.2 ({cap_note}): {rows}. ΣΔR = {total}; K = {k} (B.02-8.3.3); {total} × {k} = {raw_text}, arredondado com 0,5 para longe de zero (B.02-8.3.4): {res}."
            ),
            Lang::Ru => format!(
                "{skip_ru}В каждой партии ΔR = результат − PD по таблице 8.1.2 ({cap_note}): {rows}. ΣΔR = {total}; K = {k} (B.02-8.3.3); {total} × {k} = {raw_text}, округление 0,5 от нуля (B.02-8.3.4): {res}."
            ),
            Lang::Sr => format!(
                "{skip_sr}Po partiji ΔR = rezultat − PD iz tablice 8.1.2 ({cap_note}): {rows}. ΣΔR = {total}; K = {k} (B.02-8.3.3); {total} × {k} = {raw_text}, zaokruženo sa 0,5 dalje od nule (B.02-8.3.4): {res}."
            ),
        }
    });
    let capped = games
        .iter()
        .any(|g| matches!(g, Game::Rated(o, _) if own.abs_diff(*o) > 400));
    let ruling = if capped {
        "rt-400-point-rule-2650"
    } else {
        "rt-rating-change-worked-example"
    };
    (
        stem,
        same_text(signed(value)),
        wrong,
        explanation,
        vec![
            "B.02-8.3.1",
            "B.02-8.1.2",
            "B.02-8.3.2",
            "B.02-8.3.3",
            "B.02-8.3.4",
        ],
        ruling,
    )
}

/// Every K a question can have as its answer.
const K_VALUES: [u32; 8] = [40, 38, 35, 20, 19, 17, 10, 9];

fn k_factor(profile: Profile, games: u32, rng: &mut ChaCha8Rng) -> Parts {
    let base = profile.k();
    let k = k_capped(base, games);
    let mut candidates: Vec<u32> = vec![base];
    candidates.extend([40, 20, 10].iter().map(|&b| k_capped(b, games)));
    candidates.extend([40, 20, 10]);
    let mut wrong: Vec<u32> = Vec::new();
    for c in candidates {
        if c != k && K_VALUES.contains(&c) && !wrong.contains(&c) {
            wrong.push(c);
        }
    }
    // Shuffle the mistakes so the order carries nothing.
    let mut extra: Vec<u32> = K_VALUES
        .iter()
        .copied()
        .filter(|v| *v != k && !wrong.contains(v))
        .collect();
    while wrong.len() < 3 && !extra.is_empty() {
        let i = rng.random_range(0..extra.len());
        wrong.push(extra.remove(i));
    }
    let stem = per_lang(|l| {
        let who = profile.text(l);
        match l {
            Lang::En => format!(
                "A player ({who}) plays {games} standard-rated games in one rating period. Which K factor is used for his rating change in that period?"
            ),
            Lang::Pt => format!(
                "Um jogador ({who}) joga {games} partidas válidas para rating clássico num período de rating. Qual fator K se usa na variação do rating dele nesse período?"
            ),
            Lang::Ru => format!(
                "Игрок ({who}) сыграл {games} рейтинговых партий (классика) за один рейтинговый период. Какой коэффициент K применяется к изменению его рейтинга за этот период?"
            ),
            Lang::Sr => format!(
                "Igrač ({who}) igra {games} partija za standardni rejting u jednom rejting periodu. Koji se K-faktor koristi za promenu njegovog rejtinga u tom periodu?"
            ),
        }
    });
    let explanation = per_lang(|l| {
        let reason = match (profile, l) {
            (Profile::Newcomer, Lang::En) => "K = 40 until events with at least 30 games are completed",
            (Profile::Newcomer, Lang::Pt) => "K = 40 até completar torneios com pelo menos 30 partidas",
            (Profile::Newcomer, Lang::Ru) => "K = 40, пока не сыграны турниры в сумме минимум на 30 партий",
            (Profile::Newcomer, Lang::Sr) => "K = 40 dok ne završi turnire sa najmanje 30 partija",
            (Profile::Junior, Lang::En) => {
                "K = 40 until the end of the year of the 18th birthday while rated under 2300"
            }
            (Profile::Junior, Lang::Pt) => {
                "K = 40 até o fim do ano em que faz 18 anos, enquanto o rating estiver abaixo de 2300"
            }
            (Profile::Junior, Lang::Ru) => {
                "K = 40 до конца года, в котором исполняется 18 лет, пока рейтинг ниже 2300"
            }
            (Profile::Junior, Lang::Sr) => {
                "K = 40 do kraja godine u kojoj puni 18 godina, dok je rejting ispod 2300"
            }
            (Profile::Adult, Lang::En) => "K = 20 while the rating stays under 2400",
            (Profile::Adult, Lang::Pt) => "K = 20 enquanto o rating ficar abaixo de 2400",
            (Profile::Adult, Lang::Ru) => "K = 20, пока рейтинг ниже 2400",
            (Profile::Adult, Lang::Sr) => "K = 20 dok je rejting ispod 2400",
            (Profile::Reached2400, Lang::En) => {
                "K = 10 once a published rating has reached 2400, even if it drops later"
            }
            (Profile::Reached2400, Lang::Pt) => {
                "K = 10 depois que um rating publicado chegou a 2400, mesmo que caia depois"
            }
            (Profile::Reached2400, Lang::Ru) => {
                "K = 10, как только опубликованный рейтинг достиг 2400, даже если потом снизился"
            }
            (Profile::Reached2400, Lang::Sr) => {
                "K = 10 čim objavljeni rejting dostigne 2400, čak i ako kasnije padne"
            }
        };
        let product = base * games;
        let cap = if product > 700 {
            match l {
                Lang::En => format!(
                    "; but {base} × {games} = {product} exceeds 700, so K becomes the largest whole number with K × {games} ≤ 700: {k}"
                ),
                Lang::Pt => format!(
                    "; mas {base} × {games} = {product} passa de 700, então K passa a ser o maior inteiro com K × {games} ≤ 700: {k}"
                ),
                Lang::Ru => format!(
                    "; но {base} × {games} = {product} больше 700, поэтому K — наибольшее целое с K × {games} ≤ 700: {k}"
                ),
                Lang::Sr => format!(
                    "; ali {base} × {games} = {product} prelazi 700, pa je K najveći ceo broj za koji je K × {games} ≤ 700: {k}"
                ),
            }
        } else {
            match l {
                Lang::En => format!("; {base} × {games} = {product} does not exceed 700, so K stays {k}"),
                Lang::Pt => format!("; {base} × {games} = {product} não passa de 700, então K continua {k}"),
                Lang::Ru => format!("; {base} × {games} = {product} не больше 700, поэтому K остаётся {k}"),
                Lang::Sr => format!("; {base} × {games} = {product} ne prelazi 700, pa K ostaje {k}"),
            }
        };
        format!("B.02-8.3.3: {reason}{cap}.")
    });
    let ruling = match profile {
        _ if base * games > 700 => "rt-k-factor-games-cap-700",
        Profile::Junior => "rt-junior-k40",
        _ => "rt-k-factor-games-cap-700",
    };
    (
        stem,
        same_text(k.to_string()),
        wrong
            .into_iter()
            .take(3)
            .map(|v| same_text(v.to_string()))
            .collect(),
        explanation,
        vec!["B.02-8.3.3"],
        ruling,
    )
}

fn no_rating() -> Localized<String> {
    per_lang(|l| {
        match l {
            Lang::En => "No rating is published (below 1400)",
            Lang::Pt => "Nenhum rating é publicado (abaixo de 1400)",
            Lang::Ru => "Рейтинг не публикуется (ниже 1400)",
            Lang::Sr => "Rejting se ne objavljuje (ispod 1400)",
        }
        .to_string()
    })
}

fn first(opponents: &[u32], half: u32, rng: &mut ChaCha8Rng) -> Parts {
    let (ra, pct) = first_rating_parts(opponents, half);
    let formula = ra as i32 + dp(pct);
    let answer = first_rating(opponents, half);
    let sum: u32 = opponents.iter().sum();
    let n = opponents.len() as u32;
    // Mistakes: the 2022 rule (real opponents only, +20 per half point above 50 %), the two
    // hypothetical games left out of the score, the 2200 cap forgotten, the 1400 floor forgotten.
    let ra_real = (sum + n / 2) / n;
    let real_pct = (half * 50 + n / 2) / n;
    let old = if real_pct > 50 {
        ra_real as i32 + 20 * (half as i32 - n as i32)
    } else {
        ra_real as i32 + dp(real_pct)
    };
    let no_draws = ra as i32 + dp(half * 50 / (n + 2));
    let mut m: Vec<u32> = [old, no_draws, formula, ra_real as i32 + dp(pct)]
        .iter()
        .map(|&v| v.max(0) as u32)
        .collect();
    m.retain(|&v| (1400..=2200).contains(&v) || v == formula.max(0) as u32);
    let key_value = answer.unwrap_or(1399);
    let wrong_values = numeric_wrong(rng, key_value, &m, 1, 1399.min(key_value), 2200.max(key_value));
    let show = |v: u32| {
        if v < 1400 {
            no_rating()
        } else {
            same_text(v.to_string())
        }
    };
    let correct = answer.map_or_else(no_rating, |v| same_text(v.to_string()));
    let list: Vec<String> = opponents.iter().map(|o| o.to_string()).collect();
    let list = list.join(", ");
    let score = half_text(half);
    let stem = per_lang(|l| match l {
        Lang::En => format!(
            "An unrated player has, within the 26-month window, 8 games against rated opponents ({list}) and {score} points; his first event was not a zero score. What first rating will be published?"
        ),
        Lang::Pt => format!(
            "Um jogador sem rating tem, dentro da janela de 26 meses, 8 partidas contra adversários com rating ({list}) e {score} pontos; o primeiro torneio dele não foi de zero ponto. Que primeiro rating será publicado?"
        ),
        Lang::Ru => format!(
            "У игрока без рейтинга в пределах 26 месяцев 8 партий с соперниками, имеющими рейтинг ({list}), и {score} очков; первый турнир у него не нулевой. Какой первый рейтинг будет опубликован?"
        ),
        Lang::Sr => format!(
            "Igrač bez rejtinga ima, u okviru 26 meseci, 8 partija protiv protivnika sa rejtingom ({list}) i {score} poena; njegov prvi turnir nije bio sa nula poena. Koji će prvi rejting biti objavljen?"
        ),
    });
    let total = sum + 3600;
    let with_draws = half_text(half + 2);
    let d = dp(pct);
    let dp_text = if d < 0 {
        format!("−{}", -d)
    } else {
        format!("+{d}")
    };
    let explanation = per_lang(|l| {
        let outcome = match (answer, l) {
            (Some(2200), Lang::En) if formula > 2200 => {
                format!("{formula}, above the maximum: 2200 (B.02-8.2.3)")
            }
            (Some(2200), Lang::Pt) if formula > 2200 => {
                format!("{formula}, acima do máximo: 2200 (B.02-8.2.3)")
            }
            (Some(2200), Lang::Ru) if formula > 2200 => {
                format!("{formula}, выше максимума: 2200 (B.02-8.2.3)")
            }
            (Some(2200), Lang::Sr) if formula > 2200 => {
                format!("{formula}, iznad maksimuma: 2200 (B.02-8.2.3)")
            }
            (Some(v), _) => v.to_string(),
            (None, Lang::En) => format!("{formula}, below 1400, so nothing is published (B.02-7.1.4)"),
            (None, Lang::Pt) => format!("{formula}, abaixo de 1400, então nada é publicado (B.02-7.1.4)"),
            (None, Lang::Ru) => format!("{formula}, ниже 1400, поэтому ничего не публикуется (B.02-7.1.4)"),
            (None, Lang::Sr) => format!("{formula}, ispod 1400, pa se ništa ne objavljuje (B.02-7.1.4)"),
        };
        match l {
            Lang::En => format!(
                "Add two hypothetical opponents rated 1800 (B.02-8.2.2): Ra = ({sum} + 3600) / 10 = {total} / 10 = {ra}. Their games count as draws: {with_draws}/10 = {pct}%, dp = {dp_text} (table 8.1.1). Ru = Ra + dp = {outcome}."
            ),
            Lang::Pt => format!(
                "Somam-se dois adversários hipotéticos de rating 1800 (B.02-8.2.2): Ra = ({sum} + 3600) / 10 = {total} / 10 = {ra}. As partidas contra eles contam como empates: {with_draws}/10 = {pct}%, dp = {dp_text} (tabela 8.1.1). Ru = Ra + dp = {outcome}."
            ),
            Lang::Ru => format!(
                "Добавляются два гипотетических соперника с рейтингом 1800 (B.02-8.2.2): Ra = ({sum} + 3600) / 10 = {total} / 10 = {ra}. Партии с ними считаются ничьими: {with_draws}/10 = {pct}%, dp = {dp_text} (таблица 8.1.1). Ru = Ra + dp = {outcome}."
            ),
            Lang::Sr => format!(
                "Dodaju se dva hipotetička protivnika sa rejtingom 1800 (B.02-8.2.2): Ra = ({sum} + 3600) / 10 = {total} / 10 = {ra}. Partije protiv njih računaju se kao remiji: {with_draws}/10 = {pct}%, dp = {dp_text} (tablica 8.1.1). Ru = Ra + dp = {outcome}."
            ),
        }
    });
    (
        stem,
        correct,
        wrong_values.into_iter().map(show).collect(),
        explanation,
        vec!["B.02-8.2.2", "B.02-8.2.3", "B.02-8.1.1", "B.02-7.1.4"],
        "rt-first-rating-worked-example",
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::{HashMap, HashSet};

    /// An independent formulation of the FIDE tables: the normal distribution of the rating
    /// difference with σ = 2000/7 (about 286), which both tables follow to within their rounding.
    fn phi(x: f64) -> f64 {
        // Abramowitz–Stegun 7.1.26 for erf (error below 1.5e-7).
        let z = x / std::f64::consts::SQRT_2;
        let t = 1.0 / (1.0 + 0.3275911 * z.abs());
        let y = 1.0
            - (((((1.061405429 * t - 1.453152027) * t) + 1.421413741) * t - 0.284496736) * t + 0.254829592)
                * t
                * (-z * z).exp();
        let erf = if z >= 0.0 { y } else { -y };
        0.5 * (1.0 + erf)
    }

    const SIGMA: f64 = 2000.0 / 7.0;

    #[test]
    fn table_8_1_2_follows_the_normal_curve() {
        for d in 0..=800u32 {
            let table = expected_higher(d) as f64 / 100.0;
            let curve = phi(d as f64 / SIGMA);
            assert!(
                (table - curve).abs() <= 0.006,
                "D {d}: table {table}, curve {curve:.4}"
            );
        }
        // Monotone, and the fact sheet's rows.
        assert!((1..=800).all(|d| expected_higher(d) >= expected_higher(d - 1)));
        assert_eq!(expected_higher(3), 50);
        assert_eq!(expected_higher(95), 63);
        assert_eq!(expected_higher(400), 92);
        assert_eq!(expected_higher(736), 100);
    }

    #[test]
    fn table_8_1_1_follows_the_normal_curve() {
        assert_eq!(DP_TABLE.len(), 51);
        for pct in 1..=99u32 {
            // dp is the rating difference at which the expected score is p: invert Φ by bisection.
            let p = pct as f64 / 100.0;
            let (mut lo, mut hi) = (-1000.0f64, 1000.0f64);
            for _ in 0..100 {
                let mid = (lo + hi) / 2.0;
                if phi(mid / SIGMA) < p { lo = mid } else { hi = mid }
            }
            // The printed tail (98 %: 589, 99 %: 677) lies above the curve; elsewhere within 1.
            let tolerance = if (3..=97).contains(&pct) { 1.0 } else { 13.0 };
            assert!(
                (dp(pct) as f64 - lo).abs() <= tolerance,
                "p {pct}: dp {}, curve {lo:.1}",
                dp(pct)
            );
        }
        assert_eq!(dp(100), 800);
        assert_eq!(dp(0), -800);
        // docs/FACTS-2.md #117 and #120.
        assert_eq!((dp(72), dp(78), dp(67)), (166, 220, 125));
    }

    /// `rt-rating-change-worked-example`: 1720, K 20: +14 (the unrated game and the bye ignored).
    #[test]
    fn knowledge_base_rating_change() {
        let games = [
            Game::Rated(1650, 2),
            Game::Rated(1905, 0),
            Game::Rated(1780, 1),
            Game::Rated(1600, 1),
            Game::Unrated(2),
            Game::Bye,
            Game::Rated(1830, 2),
        ];
        assert_eq!(rating_change(1720, 20, &games), (71, 14));
        // docs/FACTS-2.md #103: 1850, K 20: +.64, −.07, −.08 → +9.8 → +10.
        let games = [Game::Rated(1950, 2), Game::Rated(1800, 1), Game::Rated(2300, 0)];
        assert_eq!(rating_change(1850, 20, &games), (49, 10));
    }

    /// `rt-400-point-rule-2650`: the 2250 draws a 2700 (+0.42 × 20 = +8.4 → +8); the 2700 uses
    /// the real difference (−0.44 × 10 = −4.4 → −4).
    #[test]
    fn knowledge_base_400_point_rule() {
        assert_eq!(rating_change(2250, 20, &[Game::Rated(2700, 1)]), (42, 8));
        assert_eq!(rating_change(2700, 10, &[Game::Rated(2250, 1)]), (-44, -4));
        assert_eq!(rating_change(1950, 20, &[Game::Rated(2420, 2)]), (92, 18));
        assert_eq!(rating_change(2420, 10, &[Game::Rated(1950, 0)]), (-92, -9));
    }

    /// `rt-k-factor-games-cap-700`: 40 × 20 games → 35; 20 × 40 → 17; +2.3 × 35 = +80.5 → +81.
    #[test]
    fn knowledge_base_k_cap_and_rounding() {
        assert_eq!(k_capped(40, 20), 35);
        assert_eq!(k_capped(20, 40), 17);
        assert_eq!(k_capped(40, 18), 38);
        assert_eq!(k_capped(10, 71), 9);
        assert_eq!(k_capped(20, 9), 20);
        assert_eq!(round_away(230 * 35), 81);
        assert_eq!(round_away(-230 * 35), -81);
        assert_eq!(round_away(-449), -4);
    }

    /// `rt-first-rating-worked-example`: 1776; the strong newcomer capped at 2200; the weak one
    /// not published.
    #[test]
    fn knowledge_base_first_rating() {
        let opps = [1520, 1580, 1610, 1650, 1700, 1740, 1790, 1850];
        assert_eq!(first_rating(&opps, 10), Some(1776));
        let strong = [2000, 2050, 2100, 2110, 2120, 2130, 2150, 2180];
        assert_eq!(strong.iter().sum::<u32>(), 16840);
        assert_eq!(first_rating(&strong, 15), Some(2200));
        let weak = [1400, 1450, 1500, 1540, 1560, 1600, 1620, 1660];
        assert_eq!(weak.iter().sum::<u32>(), 12330);
        assert_eq!(first_rating(&weak, 1), None);
        let q = question_for(
            1,
            &Ask::First {
                opponents: opps.to_vec(),
                half: 10,
            },
            &mut rng(1),
        );
        assert_eq!(q.options[q.correct].en, "1776");
        assert!(
            q.explanation.en.contains("17040 / 10 = 1704"),
            "{}",
            q.explanation.en
        );
    }

    /// Parse the signed options of a change question.
    fn signed_value(s: &str) -> i64 {
        if let Some(v) = s.strip_prefix('−') {
            -v.parse::<i64>().unwrap()
        } else {
            s.trim_start_matches('+').parse().unwrap()
        }
    }

    #[test]
    fn every_option_is_a_possible_answer_and_the_rank_tells_nothing() {
        let mut keys: HashMap<&str, HashSet<String>> = HashMap::new();
        let mut shown: HashMap<&str, HashSet<String>> = HashMap::new();
        let mut change_range = (i64::MAX, i64::MIN);
        let mut ranks = [0usize; 4];
        for seed in 0..3000 {
            let q = question(seed);
            let kind = if q.stem.en.contains("rating change") {
                "change"
            } else if q.stem.en.contains("K factor") {
                "k"
            } else {
                "first"
            };
            let key = q.options[q.correct].en.clone();
            if kind == "change" {
                let v = signed_value(&key);
                change_range = (change_range.0.min(v), change_range.1.max(v));
                let values: Vec<i64> = q.options.iter().map(|o| signed_value(&o.en)).collect();
                ranks[values.iter().filter(|&&x| x < v).count()] += 1;
            }
            keys.entry(kind).or_default().insert(key);
            shown
                .entry(kind)
                .or_default()
                .extend(q.options.iter().map(|o| o.en.clone()));
        }
        let n: usize = ranks.iter().sum();
        for r in ranks {
            assert!((0.15..=0.35).contains(&(r as f64 / n as f64)), "ranks {ranks:?}");
        }
        for (kind, values) in &shown {
            for v in values {
                let ok = match *kind {
                    // Signed changes: within the range of the answers.
                    "change" => (change_range.0..=change_range.1).contains(&signed_value(v)),
                    // First ratings: an answer, or within the answers' range (1400–2200).
                    "first" => {
                        keys[kind].contains(v) || v.parse::<u32>().is_ok_and(|x| (1400..=2200).contains(&x))
                    }
                    _ => keys[kind].contains(v),
                };
                assert!(ok, "{kind}: option {v} is never an answer");
            }
        }
        assert!(keys["first"].contains(&no_rating().en));
        assert!(keys["first"].contains("2200"));
    }
}
