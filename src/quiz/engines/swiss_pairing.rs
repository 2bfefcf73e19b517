//! Engine `swiss-pairing`: pair round 2 or round 3 of a small Dutch-system Swiss by hand.
//!
//! The event: 6–10 players numbered by rating, 5–9 rounds (so the asked round is never the
//! last and no topscorer rule applies), the initial colour drawn by lot, every game played and
//! the PAB worth a win. Earlier rounds are paired by [`super::dutch`] and given random results;
//! the question shows the results and asks for the pairing of the next round.
//!
//! The wrong options are real mistakes, each a complete pairing of the same players: a rematch
//! (C.04.1 b), one board with the colours reversed (against an absolute preference this breaks
//! C.04.1 f–g, otherwise E.1–E.2), the players paired by rating order as if the scores did not
//! matter (C.04.1 e), each score group paired top against next, and the PAB given to a player
//! who already had one (C.04.1 d).

use rand::Rng;
use rand::seq::SliceRandom;
use rand_chacha::ChaCha8Rng;

use super::dutch::{BracketTrace, Colour, Event, Pairing, Round, Standing, Strength};
use super::{Draft, per_lang, rng};
use crate::content::{Lang, Localized};
use crate::quiz::Question;

/// Topic id.
pub const TOPIC: &str = "swiss-pairing";

/// Half points as text: 0, ½, 1, 1½.
pub(crate) fn half(h: u32) -> String {
    match (h / 2, h % 2) {
        (0, 1) => "½".to_string(),
        (w, 1) => format!("{w}½"),
        (w, _) => w.to_string(),
    }
}

/// A generated scenario: the event before the asked round, the ratings, the rounds in total.
#[derive(Debug, Clone)]
pub struct Scenario {
    /// The event with the rounds already played.
    pub event: Event,
    /// Ratings by pairing number (descending).
    pub ratings: Vec<u32>,
    /// Rounds the event will have.
    pub total_rounds: usize,
}

/// Generate a scenario whose next round is 2 or 3.
pub fn scenario(rng: &mut ChaCha8Rng) -> Scenario {
    let players = rng.random_range(6..=10usize);
    let total_rounds = rng.random_range(5..=9usize).min(players - 1).max(5);
    let played = rng.random_range(1..=2usize);
    let initial = if rng.random_bool(0.5) {
        Colour::White
    } else {
        Colour::Black
    };
    let mut rating = rng.random_range(2050..=2450u32);
    let mut ratings = Vec::with_capacity(players);
    for _ in 0..players {
        ratings.push(rating);
        rating -= rng.random_range(5..=90u32);
    }
    let mut event = Event::new(players, initial);
    for _ in 0..played {
        let (p, _) = event
            .pair_next()
            .expect("early rounds of 6–10 players always pair");
        let boards = p
            .boards
            .iter()
            .map(|&(w, b)| {
                let r = if rng.random_bool(0.3) {
                    1
                } else {
                    let favourite_wins = rng.random_bool(0.7);
                    // The higher rating is the lower pairing number.
                    if favourite_wins == (w < b) { 2 } else { 0 }
                };
                (w, b, r)
            })
            .collect();
        event.rounds.push(Round {
            boards,
            bye: p.bye,
            absent: Vec::new(),
        });
    }
    Scenario {
        event,
        ratings,
        total_rounds,
    }
}

/// The question for `seed`.
pub fn question(seed: u64) -> Question {
    let mut rng = rng(seed);
    let s = scenario(&mut rng);
    question_for(seed, &s, &mut rng)
}

/// A pairing as text: "1-4, 7-2, 3-5, bye: 8" (White first).
fn pairing_text(p: &Pairing, l: Lang) -> String {
    let mut v: Vec<String> = p
        .boards
        .iter()
        .map(|(w, b)| format!("{}-{}", w + 1, b + 1))
        .collect();
    if let Some(b) = p.bye {
        let word = match l {
            Lang::En | Lang::Pt => "bye",
            Lang::Ru => "бай",
            Lang::Sr => "slobodno kolo",
        };
        v.push(format!("{word}: {}", b + 1));
    }
    v.join(", ")
}

/// The same boards and bye in any order and colours as given.
fn same_pairing(a: &Pairing, b: &Pairing) -> bool {
    // Boards compared with their colours; board order does not matter.
    let mut x = a.boards.clone();
    let mut y = b.boards.clone();
    x.sort_unstable();
    y.sort_unstable();
    x == y && a.bye == b.bye
}

/// Why a wrong option is wrong.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Mistake {
    /// Two players meet again (round of the first game).
    Rematch(usize, usize, usize),
    /// Colours reversed on a board: the player denied and whether it broke an absolute preference.
    Colours(usize, bool),
    /// Paired by rating order, scores ignored.
    IgnoresScores,
    /// Each score group paired top against next.
    TopAgainstNext,
    /// The PAB to a player who already had one.
    SecondBye(usize),
}

/// The rematch distractor: swap partners between two boards so that a pair that already met
/// plays again; colours by the usual rules.
fn rematch(ev: &Event, st: &Standing, correct: &Pairing) -> Option<(Pairing, Mistake)> {
    let boards = &correct.boards;
    for i in 0..boards.len() {
        for j in i + 1..boards.len() {
            let (a, b) = boards[i];
            let (c, d) = boards[j];
            for (x, y, z, w) in [(a, c, b, d), (a, d, b, c)] {
                let met_xy = st.met[x][y];
                let met_zw = st.met[z][w];
                if met_xy || met_zw {
                    let mut nb = boards.clone();
                    nb[i] = ev.allocate(st, x, y);
                    nb[j] = ev.allocate(st, z, w);
                    let (p, q) = if met_xy { (x, y) } else { (z, w) };
                    let round = first_meeting(ev, p, q);
                    return Some((
                        Pairing {
                            boards: nb,
                            bye: correct.bye,
                        },
                        Mistake::Rematch(p, q, round),
                    ));
                }
            }
        }
    }
    None
}

fn first_meeting(ev: &Event, p: usize, q: usize) -> usize {
    ev.rounds
        .iter()
        .position(|r| {
            r.boards
                .iter()
                .any(|&(w, b, _)| (w == p && b == q) || (w == q && b == p))
        })
        .map_or(0, |i| i + 1)
}

/// The colour distractor: reverse one board, preferring one where a player has an absolute
/// preference, then a strong one.
fn colour_error(st: &Standing, correct: &Pairing) -> (Pairing, Mistake) {
    let rank = |&(w, b): &(usize, usize)| {
        // The player denied is the one whose preference the correct board grants.
        let denied = [w, b]
            .into_iter()
            .max_by_key(|&p| st.pref[p].strength)
            .expect("two players");
        (st.pref[denied].strength, denied)
    };
    let (i, (strength, denied)) = correct
        .boards
        .iter()
        .map(rank)
        .enumerate()
        .max_by_key(|&(i, (s, _))| (s, std::cmp::Reverse(i)))
        .expect("at least one board");
    let mut boards = correct.boards.clone();
    boards[i] = (boards[i].1, boards[i].0);
    (
        Pairing {
            boards,
            bye: correct.bye,
        },
        Mistake::Colours(denied, strength == Strength::Absolute),
    )
}

/// Each score group (players in pairing order) paired top against next, skipping rematches.
fn top_against_next(ev: &Event, st: &Standing) -> Option<Pairing> {
    let n = ev.players;
    let mut order: Vec<usize> = (0..n).collect();
    order.sort_by_key(|&p| (std::cmp::Reverse(st.score[p]), p));
    let mut used = vec![false; n];
    let mut boards = Vec::new();
    let mut bye = None;
    for i in 0..n {
        let a = order[i];
        if used[a] {
            continue;
        }
        used[a] = true;
        match order[i + 1..].iter().find(|&&b| !used[b] && !st.met[a][b]) {
            Some(&b) => {
                used[b] = true;
                boards.push(ev.allocate(st, a, b));
            }
            None if bye.is_none() && n % 2 == 1 => bye = Some(a),
            None => return None,
        }
    }
    Some(Pairing { boards, bye })
}

/// The PAB given to a player who already had one: he swaps places with the correct PAB.
fn second_bye(ev: &Event, st: &Standing, correct: &Pairing) -> Option<(Pairing, Mistake)> {
    let right = correct.bye?;
    let had = (0..ev.players).find(|&p| !st.bye_ok[p])?;
    let mut boards = correct.boards.clone();
    let i = boards.iter().position(|&(w, b)| w == had || b == had)?;
    let other = if boards[i].0 == had {
        boards[i].1
    } else {
        boards[i].0
    };
    if st.met[right][other] {
        return None;
    }
    boards[i] = ev.allocate(st, right, other);
    Some((
        Pairing {
            boards,
            bye: Some(had),
        },
        Mistake::SecondBye(had),
    ))
}

fn colour_word(c: Colour, l: Lang) -> &'static str {
    match (c, l) {
        (Colour::White, Lang::En) => "W",
        (Colour::Black, Lang::En) => "B",
        (Colour::White, Lang::Pt) => "br",
        (Colour::Black, Lang::Pt) => "pr",
        (Colour::White, Lang::Ru) => "б",
        (Colour::Black, Lang::Ru) => "ч",
        (Colour::White, Lang::Sr) => "b",
        (Colour::Black, Lang::Sr) => "c",
    }
}

/// The results so far, one line per player in pairing-number order.
fn table_text(s: &Scenario, st: &Standing, l: Lang) -> String {
    let ev = &s.event;
    let (round, vs, bye) = match l {
        Lang::En => ("R", "vs", "bye"),
        Lang::Pt => ("R", "x", "bye"),
        Lang::Ru => ("Т", "—", "бай"),
        Lang::Sr => ("K", "—", "slobodno kolo"),
    };
    let mut lines = Vec::new();
    for p in 0..ev.players {
        let mut games = Vec::new();
        for (r, rd) in ev.rounds.iter().enumerate() {
            let r = r + 1;
            if rd.bye == Some(p) {
                games.push(format!("{round}{r} {bye}: 1"));
            }
            for &(w, b, wq) in &rd.boards {
                if w == p || b == p {
                    let (opp, colour, pts) = if w == p {
                        (b, Colour::White, wq)
                    } else {
                        (w, Colour::Black, 2 - wq)
                    };
                    games.push(format!(
                        "{round}{r} {} {vs} {}: {}",
                        colour_word(colour, l),
                        opp + 1,
                        half(pts)
                    ));
                }
            }
        }
        lines.push(format!(
            "{} ({}) [{}]: {}",
            p + 1,
            s.ratings[p],
            half(st.score[p]),
            games.join("; ")
        ));
    }
    lines.join("\n")
}

/// One bracket of the working, in `l`.
fn bracket_text(t: &BracketTrace, l: Lang) -> String {
    let list = |v: &[usize]| -> String {
        if v.is_empty() {
            "—".to_string()
        } else {
            v.iter()
                .map(|p| (p + 1).to_string())
                .collect::<Vec<_>>()
                .join(", ")
        }
    };
    let pairs = if t.pairs.is_empty() {
        "—".to_string()
    } else {
        t.pairs
            .iter()
            .map(|(a, b)| format!("{}–{}", a + 1, b + 1))
            .collect::<Vec<_>>()
            .join(", ")
    };
    let score = half(t.score);
    let mdps = list(&t.mdps);
    let residents = list(&t.residents);
    let (s1, s2, fl) = (list(&t.s1), list(&t.s2), list(&t.floaters));
    let moved = if t.mdps.is_empty() {
        String::new()
    } else {
        match l {
            Lang::En => format!(" + MDP {mdps}"),
            Lang::Pt => format!(" + MDP {mdps}"),
            Lang::Ru => format!(" + MDP {mdps}"),
            Lang::Sr => format!(" + MDP {mdps}"),
        }
    };
    let how = match (t.candidate, l) {
        (0, Lang::En) => "S1 against S2 as they stand",
        (0, Lang::Pt) => "S1 contra S2 na ordem",
        (0, Lang::Ru) => "S1 против S2 по порядку",
        (0, Lang::Sr) => "S1 protiv S2 redom",
        (_, Lang::En) => "after transpositions/exchanges (D.1–D.3)",
        (_, Lang::Pt) => "após transposições/trocas (D.1–D.3)",
        (_, Lang::Ru) => "после перестановок/обменов (D.1–D.3)",
        (_, Lang::Sr) => "posle permutacija/razmena (D.1–D.3)",
    };
    let floats = if t.floaters.is_empty() {
        String::new()
    } else {
        match l {
            Lang::En => format!("; left unpaired: {fl}"),
            Lang::Pt => format!("; sem par: {fl}"),
            Lang::Ru => format!("; без пары: {fl}"),
            Lang::Sr => format!("; bez para: {fl}"),
        }
    };
    let collapsed = match (t.collapsed, l) {
        (false, _) => "",
        (true, Lang::En) => " (lower groups collapsed, A.9)",
        (true, Lang::Pt) => " (grupos inferiores fundidos, A.9)",
        (true, Lang::Ru) => " (нижние группы объединены, A.9)",
        (true, Lang::Sr) => " (niže grupe spojene, A.9)",
    };
    if t.pairs.is_empty() {
        return match l {
            Lang::En => format!("• {score}: {residents}{moved}{collapsed}: no legal pair; {fl} moves down."),
            Lang::Pt => format!("• {score}: {residents}{moved}{collapsed}: nenhum par possível; {fl} desce."),
            Lang::Ru => format!(
                "• {score}: {residents}{moved}{collapsed}: допустимой пары нет; {fl} спускается ниже."
            ),
            Lang::Sr => format!(
                "• {score}: {residents}{moved}{collapsed}: nema dozvoljenog para; {fl} se spušta niže."
            ),
        };
    }
    match l {
        Lang::En => {
            format!("• {score}: {residents}{moved}{collapsed}; S1 = {s1}, S2 = {s2}; {how}: {pairs}{floats}.")
        }
        Lang::Pt => {
            format!("• {score}: {residents}{moved}{collapsed}; S1 = {s1}, S2 = {s2}; {how}: {pairs}{floats}.")
        }
        Lang::Ru => {
            format!("• {score}: {residents}{moved}{collapsed}; S1 = {s1}, S2 = {s2}; {how}: {pairs}{floats}.")
        }
        Lang::Sr => {
            format!("• {score}: {residents}{moved}{collapsed}; S1 = {s1}, S2 = {s2}; {how}: {pairs}{floats}.")
        }
    }
}

fn mistake_text(m: Mistake, option: &str, l: Lang) -> String {
    match (m, l) {
        (Mistake::Rematch(p, q, r), Lang::En) => format!(
            "{option}: {} and {} already met in round {r}; no rematch (C.04.1 b).",
            p + 1,
            q + 1
        ),
        (Mistake::Rematch(p, q, r), Lang::Pt) => format!(
            "{option}: {} e {} já se enfrentaram na {r}ª rodada; não há revanche (C.04.1 b).",
            p + 1,
            q + 1
        ),
        (Mistake::Rematch(p, q, r), Lang::Ru) => format!(
            "{option}: {} и {} уже встречались в {r}-м туре; повторная встреча запрещена (C.04.1 b).",
            p + 1,
            q + 1
        ),
        (Mistake::Rematch(p, q, r), Lang::Sr) => format!(
            "{option}: {} i {} su se već sastali u {r}. kolu; ponovni susret nije dozvoljen (C.04.1 b).",
            p + 1,
            q + 1
        ),
        (Mistake::Colours(p, true), Lang::En) => format!(
            "{option}: colours reversed; {} has an absolute colour preference and would break the ±2 or three-in-a-row limit (C.04.1 f–g).",
            p + 1
        ),
        (Mistake::Colours(p, true), Lang::Pt) => format!(
            "{option}: cores invertidas; {} tem preferência de cor absoluta e violaria o limite de ±2 ou de três cores iguais seguidas (C.04.1 f–g).",
            p + 1
        ),
        (Mistake::Colours(p, true), Lang::Ru) => format!(
            "{option}: цвета перепутаны; у {} абсолютное предпочтение цвета, и нарушился бы предел ±2 или запрет трёх партий одним цветом подряд (C.04.1 f–g).",
            p + 1
        ),
        (Mistake::Colours(p, true), Lang::Sr) => format!(
            "{option}: boje obrnute; {} ima apsolutnu željenu boju i prekršila bi se granica ±2 ili zabrana iste boje tri puta zaredom (C.04.1 f–g).",
            p + 1
        ),
        (Mistake::Colours(p, false), Lang::En) => format!(
            "{option}: colours reversed; the allocation rules give {} his preferred colour (E.1–E.5).",
            p + 1
        ),
        (Mistake::Colours(p, false), Lang::Pt) => format!(
            "{option}: cores invertidas; as regras de atribuição dão a {} a cor preferida (E.1–E.5).",
            p + 1
        ),
        (Mistake::Colours(p, false), Lang::Ru) => format!(
            "{option}: цвета перепутаны; правила распределения цвета дают {} предпочтительный цвет (E.1–E.5).",
            p + 1
        ),
        (Mistake::Colours(p, false), Lang::Sr) => format!(
            "{option}: boje obrnute; pravila dodele boja daju igraču {} željenu boju (E.1–E.5).",
            p + 1
        ),
        (Mistake::IgnoresScores, Lang::En) => {
            format!("{option}: paired by rating order as if the scores did not matter (C.04.1 e).")
        }
        (Mistake::IgnoresScores, Lang::Pt) => {
            format!(
                "{option}: emparceirado pela ordem de rating, como se a pontuação não importasse (C.04.1 e)."
            )
        }
        (Mistake::IgnoresScores, Lang::Ru) => {
            format!("{option}: пары по порядку рейтинга, будто очки не имеют значения (C.04.1 e).")
        }
        (Mistake::IgnoresScores, Lang::Sr) => {
            format!("{option}: parovano po redosledu rejtinga, kao da poeni nisu važni (C.04.1 e).")
        }
        (Mistake::TopAgainstNext, Lang::En) => {
            format!(
                "{option}: each score group paired top against next; the Dutch system pairs S1 against S2."
            )
        }
        (Mistake::TopAgainstNext, Lang::Pt) => {
            format!(
                "{option}: cada grupo de pontuação emparceirado do primeiro com o seguinte; o sistema holandês emparceira S1 contra S2."
            )
        }
        (Mistake::TopAgainstNext, Lang::Ru) => {
            format!(
                "{option}: в каждой очковой группе первый играет со следующим; голландская система ставит S1 против S2."
            )
        }
        (Mistake::TopAgainstNext, Lang::Sr) => {
            format!(
                "{option}: u svakoj bodovnoj grupi prvi igra sa sledećim; holandski sistem uparuje S1 protiv S2."
            )
        }
        (Mistake::SecondBye(p), Lang::En) => format!(
            "{option}: {} already had the pairing-allocated bye and may not get another (C.04.1 d).",
            p + 1
        ),
        (Mistake::SecondBye(p), Lang::Pt) => format!(
            "{option}: {} já recebeu o bye de emparceiramento e não pode receber outro (C.04.1 d).",
            p + 1
        ),
        (Mistake::SecondBye(p), Lang::Ru) => format!(
            "{option}: {} уже получал бай по жеребьёвке и второй раз получить его не может (C.04.1 d).",
            p + 1
        ),
        (Mistake::SecondBye(p), Lang::Sr) => format!(
            "{option}: {} je već dobio slobodno kolo dodeljeno parovanjem i ne može da dobije još jedno (C.04.1 d).",
            p + 1
        ),
    }
}

/// The question for a given scenario.
pub(crate) fn question_for(seed: u64, s: &Scenario, rng: &mut ChaCha8Rng) -> Question {
    let ev = &s.event;
    let st = ev.standing();
    let (correct, trace) = ev.pair_next().expect("early rounds of 6–10 players always pair");
    let round = ev.rounds.len() + 1;

    let mut wrong: Vec<(Pairing, Mistake)> = Vec::new();
    let push = |p: Pairing, m: Mistake, wrong: &mut Vec<(Pairing, Mistake)>| {
        if !same_pairing(&p, &correct) && !wrong.iter().any(|(q, _)| same_pairing(q, &p)) {
            wrong.push((p, m));
        }
    };
    let mut kinds: Vec<u8> = vec![0, 1, 2, 3, 4];
    kinds.shuffle(rng);
    for k in kinds {
        match k {
            0 => {
                if let Some((p, m)) = rematch(ev, &st, &correct) {
                    push(p, m, &mut wrong);
                }
            }
            1 => {
                let (p, m) = colour_error(&st, &correct);
                push(p, m, &mut wrong);
            }
            2 => {
                if let Some(p) = ev.pair_next_ignoring_scores() {
                    push(p, Mistake::IgnoresScores, &mut wrong);
                }
            }
            3 => {
                if let Some(p) = top_against_next(ev, &st) {
                    push(p, Mistake::TopAgainstNext, &mut wrong);
                }
            }
            _ => {
                if let Some((p, m)) = second_bye(ev, &st, &correct) {
                    push(p, m, &mut wrong);
                }
            }
        }
    }
    // Two families of options, so that the key is not the one the others are variations of:
    // the key with one board's colours reversed, and a wrong pairing with its own reversed twin.
    if let Some((x, mx)) = wrong
        .iter()
        .find(|(_, m)| !matches!(m, Mistake::Colours(..)))
        .cloned()
    {
        let (key_twin, key_twin_m) = colour_error(&st, &correct);
        let (x_twin, _) = colour_error(&st, &x);
        let family = [(key_twin, key_twin_m), (x, mx), (x_twin, mx)];
        let distinct = family.iter().enumerate().all(|(i, (p, _))| {
            !same_pairing(p, &correct) && family[..i].iter().all(|(q, _)| !same_pairing(p, q))
        });
        if distinct {
            wrong = family.to_vec();
        }
    }
    wrong.truncate(3);
    if wrong.len() < 2 {
        // Always available: reversed colours on another board.
        let mut boards = correct.boards.clone();
        let last = boards.len() - 1;
        boards[last] = (boards[last].1, boards[last].0);
        let denied = boards[last].1;
        push(
            Pairing {
                boards,
                bye: correct.bye,
            },
            Mistake::Colours(denied, false),
            &mut wrong,
        );
    }

    let players = ev.players;
    let total = s.total_rounds;
    let initial_white = ev.initial == Colour::White;
    let stem = per_lang(|l| {
        let table = table_text(s, &st, l);
        let first = match (initial_white, l) {
            (true, Lang::En) => "White",
            (false, Lang::En) => "Black",
            (true, Lang::Pt) => "brancas",
            (false, Lang::Pt) => "pretas",
            (true, Lang::Ru) => "белые",
            (false, Lang::Ru) => "чёрные",
            (true, Lang::Sr) => "beli",
            (false, Lang::Sr) => "crni",
        };
        match l {
            Lang::En => format!(
                "Swiss tournament, Dutch system (C.04.3, rules in force until 31 January 2026), {players} players, {total} rounds; the pairing-allocated bye scores 1 point. Pairing numbers follow the ratings; the initial colour drawn by lot is {first} for player 1. Results so far (pairing number, rating, [score]; R = round, W/B = colour, opponent: result):\n{table}\nWhich is the correct pairing of round {round} (White first)?"
            ),
            Lang::Pt => format!(
                "Torneio suíço, sistema holandês (C.04.3, regras em vigor até 31 de janeiro de 2026), {players} jogadores, {total} rodadas; o bye de emparceiramento vale 1 ponto. Os números de emparceiramento seguem o rating; a cor inicial sorteada para o jogador 1: {first}. Resultados até agora (número, rating, [pontos]; R = rodada, br/pr = cor, adversário: resultado):\n{table}\nQual é o emparceiramento correto da {round}ª rodada (brancas primeiro)?"
            ),
            Lang::Ru => format!(
                "Турнир по швейцарской системе, голландская система (C.04.3, правила, действовавшие до 31 января 2026 года), {players} участников, {total} туров; бай по жеребьёвке даёт 1 очко. Стартовые номера по рейтингу; начальный цвет по жребию у номера 1 — {first}. Результаты (номер, рейтинг, [очки]; Т = тур, б/ч = цвет, соперник: результат):\n{table}\nКакая жеребьёвка {round}-го тура правильная (белые первыми)?"
            ),
            Lang::Sr => format!(
                "Švajcarski turnir, holandski sistem (C.04.3, pravila na snazi do 31. januara 2026), {players} igrača, {total} kola; slobodno kolo dodeljeno parovanjem vredi 1 poen. Startni brojevi prate rejting; početna boja izvučena žrebom za igrača 1: {first}. Dosadašnji rezultati (broj, rejting, [poeni]; K = kolo, b/c = boja, protivnik: rezultat):\n{table}\nKoje je tačno parovanje {round}. kola (beli prvi)?"
            ),
        }
    });

    let explanation = per_lang(|l| {
        let brackets: Vec<String> = trace.iter().map(|t| bracket_text(t, l)).collect();
        let answer = pairing_text(&correct, l);
        let head = match l {
            Lang::En => "Pair the score groups from the top (C.04.3): in each bracket S1 is the upper half, S2 the lower; a transposition or exchange is used only when S1 against S2 breaks a criterion (no rematch, C3 colours) or a better candidate exists; players left over move down (MDP).".to_string(),
            Lang::Pt => "Emparceiram-se os grupos de pontuação de cima para baixo (C.04.3): em cada grupo S1 é a metade de cima e S2 a de baixo; só se usa transposição ou troca quando S1 contra S2 viola um critério (revanche, cores C3) ou há candidato melhor; quem sobra desce (MDP).".to_string(),
            Lang::Ru => "Жеребьёвка идёт по очковым группам сверху вниз (C.04.3): в каждой группе S1 — верхняя половина, S2 — нижняя; перестановка или обмен нужны, только если S1 против S2 нарушает критерий (повторная встреча, цвет C3) или есть лучший вариант; оставшиеся без пары спускаются ниже (MDP).".to_string(),
            Lang::Sr => "Bodovne grupe se uparuju odozgo (C.04.3): u svakoj grupi S1 je gornja polovina, S2 donja; permutacija ili razmena se koristi samo kada S1 protiv S2 krši kriterijum (ponovni susret, boje C3) ili postoji bolji kandidat; ko ostane bez para spušta se niže (MDP).".to_string(),
        };
        let colours = match l {
            Lang::En => {
                "Colours by E.1–E.5: both preferences if possible, else the stronger, else alternate from the last time they had different colours (unplayed rounds left out), else the preference of the player ranked higher (score, then number)."
            }
            Lang::Pt => {
                "Cores pelo E.1–E.5: as duas preferências se possível, senão a mais forte, senão alternar a partir da última vez em que tiveram cores diferentes (sem contar rodadas não jogadas), senão a preferência do jogador mais bem classificado (pontos, depois número)."
            }
            Lang::Ru => {
                "Цвета по E.1–E.5: оба предпочтения, если можно, иначе более сильное, иначе чередование от последней партии, где цвета у них различались (несыгранные туры не считаются), иначе предпочтение игрока, стоящего выше (очки, затем номер)."
            }
            Lang::Sr => {
                "Boje po E.1–E.5: obe želje ako je moguće, inače jača, inače naizmenično od poslednjeg puta kada su imali različite boje (neodigrana kola se ne računaju), inače želja bolje plasiranog igrača (poeni, pa broj)."
            }
        };
        let result = match l {
            Lang::En => format!("Round {round}: {answer}."),
            Lang::Pt => format!("{round}ª rodada: {answer}."),
            Lang::Ru => format!("{round}-й тур: {answer}."),
            Lang::Sr => format!("{round}. kolo: {answer}."),
        };
        let mistakes: Vec<String> = wrong
            .iter()
            .map(|(p, m)| mistake_text(*m, &pairing_text(p, l), l))
            .collect();
        format!(
            "{head}\n{}\n{colours}\n{result}\n{}",
            brackets.join("\n"),
            mistakes.join("\n")
        )
    });

    let mut articles = vec!["C.04.3", "C.04.1-e"];
    for (_, m) in &wrong {
        let a = match m {
            Mistake::Rematch(..) => "C.04.1-b",
            Mistake::Colours(_, true) => "C.04.1-f",
            Mistake::Colours(_, false) => "C.04.1-h",
            Mistake::IgnoresScores | Mistake::TopAgainstNext => "C.04.1-e",
            Mistake::SecondBye(_) => "C.04.1-d",
        };
        if !articles.contains(&a) {
            articles.push(a);
        }
    }
    let ruling = if correct.bye.is_some() && wrong.iter().any(|(_, m)| matches!(m, Mistake::SecondBye(_))) {
        "trn-swiss-pab-who-may-not-receive"
    } else if wrong.iter().any(|(_, m)| matches!(m, Mistake::Colours(_, true))) {
        "trn-swiss-colour-preference-absolute-strong-mild"
    } else if trace.iter().any(|t| !t.mdps.is_empty()) {
        "trn-swiss-score-groups-floating"
    } else {
        "trn-swiss-dutch-terms-brackets-floaters"
    };
    Draft {
        topic: TOPIC,
        seed,
        stem,
        correct: per_lang(|l| pairing_text(&correct, l)),
        wrong: wrong
            .iter()
            .map(|(p, _)| per_lang(|l| pairing_text(p, l)))
            .collect::<Vec<Localized<String>>>(),
        explanation,
        articles,
        ruling: Some(ruling),
        fen: None,
    }
    .finish(rng)
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashSet;

    /// Parse "1-4, 7-2, bye: 8" back into boards and the bye.
    fn parse(option: &str) -> (Vec<(usize, usize)>, Option<usize>) {
        let mut boards = Vec::new();
        let mut bye = None;
        for part in option.split(", ") {
            if let Some(b) = part.strip_prefix("bye: ") {
                bye = Some(b.parse().unwrap());
            } else {
                let (w, b) = part.split_once('-').unwrap();
                boards.push((w.parse().unwrap(), b.parse().unwrap()));
            }
        }
        (boards, bye)
    }

    #[test]
    fn options_are_complete_pairings_and_the_key_obeys_the_rules() {
        for seed in 0..2000 {
            let q = question(seed);
            let mut rng = rng(seed);
            let s = scenario(&mut rng);
            let st = s.event.standing();
            let n = s.event.players;
            for o in &q.options {
                let (boards, bye) = parse(&o.en);
                let mut seen = HashSet::new();
                for &(w, b) in &boards {
                    assert!(seen.insert(w) && seen.insert(b), "seed {seed}: {}", o.en);
                }
                if let Some(b) = bye {
                    assert!(seen.insert(b));
                }
                assert_eq!(seen.len(), n, "seed {seed}: {}", o.en);
                assert_eq!(bye.is_some(), n % 2 == 1, "seed {seed}");
            }
            // The key: no rematch, no second PAB, colours within the limits.
            let (boards, bye) = parse(&q.options[q.correct].en);
            for &(w, b) in &boards {
                assert!(!st.met[w - 1][b - 1], "seed {seed}: rematch in the key");
                for (p, white) in [(w - 1, true), (b - 1, false)] {
                    let cd = st.cd[p] + if white { 1 } else { -1 };
                    assert!(cd.abs() <= 2, "seed {seed}: player {} CD {cd}", p + 1);
                    let mut played: Vec<Colour> = st.colours[p].iter().flatten().copied().collect();
                    played.push(if white { Colour::White } else { Colour::Black });
                    assert!(
                        !played.windows(3).any(|x| x[0] == x[1] && x[1] == x[2]),
                        "seed {seed}"
                    );
                }
            }
            if let Some(b) = bye {
                assert!(st.bye_ok[b - 1], "seed {seed}: second PAB in the key");
            }
        }
    }

    /// The key is not given away by being the option the others are variations of: count, for
    /// each option, the boards it shares with the other options.
    #[test]
    fn the_key_is_not_the_centre_of_the_options() {
        let mut centre = 0;
        for seed in 0..2000 {
            let q = question(seed);
            let boards: Vec<HashSet<(usize, usize)>> = q
                .options
                .iter()
                .map(|o| parse(&o.en).0.into_iter().collect())
                .collect();
            let shared: Vec<usize> = (0..boards.len())
                .map(|i| {
                    (0..boards.len())
                        .filter(|&j| j != i)
                        .map(|j| boards[i].intersection(&boards[j]).count())
                        .sum()
                })
                .collect();
            let best = *shared.iter().max().unwrap();
            if shared[q.correct] == best && shared.iter().filter(|&&x| x == best).count() == 1 {
                centre += 1;
            }
        }
        eprintln!("key is the unique centre in {centre} of 2000");
        assert!(
            centre < 2000 * 35 / 100,
            "the key is the unique centre in {centre} of 2000"
        );
    }

    #[test]
    fn every_mistake_kind_is_offered() {
        let mut seen = [false; 5];
        for seed in 0..600 {
            let q = question(seed);
            let e = &q.explanation.en;
            seen[0] |= e.contains("already met");
            seen[1] |= e.contains("colours reversed");
            seen[2] |= e.contains("rating order");
            seen[3] |= e.contains("top against next");
            seen[4] |= e.contains("already had the pairing-allocated bye");
        }
        assert_eq!(seen, [true; 5]);
    }

    #[test]
    fn asks_rounds_two_and_three_with_and_without_floaters() {
        let stems: Vec<String> = (0..300).map(|s| question(s).stem.en).collect();
        assert!(stems.iter().any(|s| s.contains("pairing of round 2")));
        assert!(stems.iter().any(|s| s.contains("pairing of round 3")));
        let expl: Vec<String> = (0..300).map(|s| question(s).explanation.en).collect();
        assert!(expl.iter().any(|e| e.contains("+ MDP")));
    }
}
