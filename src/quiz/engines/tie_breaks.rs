//! Engine `tie-breaks`: compute a tie-break of C.07 on a generated Swiss crosstable.
//!
//! The crosstable: 8 or 10 players (an even number, so no byes), 5–7 rounds and never all
//! against all, every game played, nobody meets anybody twice. The questions: Buchholz (8.1),
//! Buchholz Cut-1 (8.1 with the cut of Art. 14), Sonneborn-Berger (9.1), number of wins (7.1),
//! and Direct Encounter (6) between the only two players on a score who met each other.
//!
//! Points are kept in quarters of a point (a draw against a player on 4½ adds 2¼ to SB).

use std::fmt::Write as _;

use rand::Rng;
use rand::seq::SliceRandom;
use rand_chacha::ChaCha8Rng;

use super::{Draft, per_lang, pick, rng, same_text};
use crate::content::{Lang, Localized};
use crate::quiz::{Question, loc};

/// Topic id.
pub const TOPIC: &str = "tie-breaks";

/// Quarter points in a whole point.
const Q: u32 = 4;

/// One game: players are indexes from 0; `white_q` is White's result in quarter points (4, 2, 0).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Game {
    /// Round, from 1.
    pub round: usize,
    /// White's index.
    pub white: usize,
    /// Black's index.
    pub black: usize,
    /// White's result in quarter points: 4 win, 2 draw, 0 loss.
    pub white_q: u32,
}

/// A player's game seen from his side.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Pairing {
    /// Round, from 1.
    pub round: usize,
    /// The opponent's index.
    pub opponent: usize,
    /// True if the player had White.
    pub white: bool,
    /// The player's result in quarter points.
    pub result_q: u32,
}

/// A fully played tournament.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Crosstable {
    /// Number of players.
    pub players: usize,
    /// Number of rounds.
    pub rounds: usize,
    /// Every game.
    pub games: Vec<Game>,
}

impl Crosstable {
    /// A player's games in round order.
    pub fn pairings(&self, p: usize) -> Vec<Pairing> {
        let mut out: Vec<Pairing> = self
            .games
            .iter()
            .filter_map(|g| {
                if g.white == p {
                    Some(Pairing {
                        round: g.round,
                        opponent: g.black,
                        white: true,
                        result_q: g.white_q,
                    })
                } else if g.black == p {
                    Some(Pairing {
                        round: g.round,
                        opponent: g.white,
                        white: false,
                        result_q: Q - g.white_q,
                    })
                } else {
                    None
                }
            })
            .collect();
        out.sort_by_key(|x| x.round);
        out
    }

    /// Final score in quarter points.
    pub fn score(&self, p: usize) -> u32 {
        self.pairings(p).iter().map(|x| x.result_q).sum()
    }

    /// Buchholz (C.07-8.1): the sum of the opponents' final scores.
    pub fn buchholz(&self, p: usize) -> u32 {
        self.pairings(p).iter().map(|x| self.score(x.opponent)).sum()
    }

    /// Buchholz Cut-1 (C.07-14): Buchholz without the lowest opponent's score.
    pub fn buchholz_cut1(&self, p: usize) -> u32 {
        let lowest = self
            .pairings(p)
            .iter()
            .map(|x| self.score(x.opponent))
            .min()
            .unwrap_or(0);
        self.buchholz(p) - lowest
    }

    /// Sonneborn-Berger (C.07-9.1): each opponent's final score times the points taken from him.
    pub fn sonneborn_berger(&self, p: usize) -> u32 {
        self.pairings(p)
            .iter()
            .map(|x| self.score(x.opponent) * x.result_q / Q)
            .sum()
    }

    /// Number of wins (C.07-7.1; every game is played here, so WIN = WON).
    pub fn wins(&self, p: usize) -> u32 {
        self.pairings(p).iter().filter(|x| x.result_q == Q).count() as u32
    }

    /// Number of draws.
    pub fn draws(&self, p: usize) -> u32 {
        self.pairings(p).iter().filter(|x| x.result_q == Q / 2).count() as u32
    }

    /// The game between `a` and `b`, from `a`'s side.
    pub fn encounter(&self, a: usize, b: usize) -> Option<Pairing> {
        self.pairings(a).into_iter().find(|x| x.opponent == b)
    }

    /// Pairs of players who are the only two on their score and met each other.
    pub fn tied_pairs_who_met(&self) -> Vec<(usize, usize)> {
        let mut out = Vec::new();
        for a in 0..self.players {
            for b in a + 1..self.players {
                let s = self.score(a);
                let on_score = (0..self.players).filter(|&p| self.score(p) == s).count();
                if self.score(b) == s && on_score == 2 && self.encounter(a, b).is_some() {
                    out.push((a, b));
                }
            }
        }
        out
    }
}

/// Generate a crosstable: players 8 or 10, rounds 5 to 7 and at most players − 2.
pub fn crosstable(rng: &mut ChaCha8Rng) -> Crosstable {
    // 6–10 asked for, made even (no byes); 6 players cannot play 5 rounds without every one
    // meeting every other, so the smallest field is 8.
    let mut players = rng.random_range(7..=10usize);
    players += players % 2;
    let rounds = rng.random_range(5..=7usize.min(players - 2));
    // Strengths make the scores spread as in a real Swiss.
    let strength: Vec<u32> = (0..players).map(|_| rng.random_range(0..100)).collect();
    loop {
        if let Some(games) = try_pairings(players, rounds, rng) {
            // Colours as a pairing program would give them: the player who has had White less
            // often gets White; if equal, the one who had Black last; otherwise at random.
            let mut balance = vec![0i32; players];
            let mut last_white: Vec<Option<bool>> = vec![None; players];
            let games = games
                .into_iter()
                .map(|(round, a, b)| {
                    let a_white = match balance[a].cmp(&balance[b]) {
                        std::cmp::Ordering::Less => true,
                        std::cmp::Ordering::Greater => false,
                        std::cmp::Ordering::Equal => match (last_white[a], last_white[b]) {
                            (Some(false), Some(true) | None) | (None, Some(true)) => true,
                            (Some(true), Some(false) | None) | (None, Some(false)) => false,
                            _ => rng.random_bool(0.5),
                        },
                    };
                    let (white, black) = if a_white { (a, b) } else { (b, a) };
                    balance[white] += 1;
                    balance[black] -= 1;
                    last_white[white] = Some(true);
                    last_white[black] = Some(false);
                    let white_q = if rng.random_bool(0.3) {
                        Q / 2
                    } else {
                        let favourite_wins = rng.random_bool(0.7);
                        let white_favourite = strength[white] >= strength[black];
                        if favourite_wins == white_favourite { Q } else { 0 }
                    };
                    Game {
                        round,
                        white,
                        black,
                        white_q,
                    }
                })
                .collect();
            return Crosstable {
                players,
                rounds,
                games,
            };
        }
    }
}

/// Random pairings for every round with no rematch; `None` if the rounds ran into a dead end.
fn try_pairings(players: usize, rounds: usize, rng: &mut ChaCha8Rng) -> Option<Vec<(usize, usize, usize)>> {
    let mut met = vec![vec![false; players]; players];
    let mut games = Vec::new();
    for round in 1..=rounds {
        let mut order: Vec<usize> = (0..players).collect();
        order.shuffle(rng);
        let mut pairs = Vec::new();
        if !match_round(&order, &met, &mut vec![false; players], &mut pairs) {
            return None;
        }
        for (a, b) in pairs {
            met[a][b] = true;
            met[b][a] = true;
            games.push((round, a, b));
        }
    }
    Some(games)
}

/// Backtracking perfect matching of the players in `order`, avoiding pairs that already met.
fn match_round(
    order: &[usize],
    met: &[Vec<bool>],
    used: &mut Vec<bool>,
    pairs: &mut Vec<(usize, usize)>,
) -> bool {
    let Some(&a) = order.iter().find(|&&p| !used[p]) else {
        return true;
    };
    used[a] = true;
    for &b in order {
        if !used[b] && !met[a][b] {
            used[b] = true;
            pairs.push((a, b));
            if match_round(order, met, used, pairs) {
                return true;
            }
            pairs.pop();
            used[b] = false;
        }
    }
    used[a] = false;
    false
}

/// Quarter points as text: 17½, 10¼, ½, 0.
pub fn points(q: u32) -> String {
    let (whole, frac) = (q / Q, q % Q);
    let frac = ["", "¼", "½", "¾"][frac as usize];
    match (whole, frac) {
        (0, "") => "0".to_string(),
        (0, f) => f.to_string(),
        (w, f) => format!("{w}{f}"),
    }
}

fn name(p: usize) -> String {
    format!("P{}", p + 1)
}

/// What is asked.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Ask {
    Buchholz(usize),
    BuchholzCut1(usize),
    SonnebornBerger(usize),
    Wins(usize),
    DirectEncounter(usize, usize),
}

pub(crate) fn scenario(rng: &mut ChaCha8Rng) -> (Crosstable, Ask) {
    let t = crosstable(rng);
    let p = rng.random_range(0..t.players);
    let pairs = t.tied_pairs_who_met();
    let ask = match rng.random_range(0..5) {
        0 => Ask::Buchholz(p),
        1 => Ask::BuchholzCut1(p),
        2 => Ask::SonnebornBerger(p),
        3 => Ask::Wins(p),
        _ if !pairs.is_empty() => {
            let (a, b) = pick(rng, &pairs);
            if rng.random_bool(0.5) {
                Ask::DirectEncounter(a, b)
            } else {
                Ask::DirectEncounter(b, a)
            }
        }
        _ => pick(
            rng,
            &[Ask::Buchholz(p), Ask::SonnebornBerger(p), Ask::BuchholzCut1(p)],
        ),
    };
    (t, ask)
}

/// The question for `seed`.
pub fn question(seed: u64) -> Question {
    let mut rng = rng(seed);
    let (t, ask) = scenario(&mut rng);
    question_for(seed, &t, ask, &mut rng)
}

/// The crosstable as text, one line per player.
fn table_text(t: &Crosstable, l: Lang) -> String {
    let (round, white, black, vs) = match l {
        Lang::En => ("R", "W", "B", "vs"),
        Lang::Pt => ("R", "br", "pr", "x"),
        Lang::Ru => ("Т", "б", "ч", "—"),
        Lang::Sr => ("K", "b", "c", "—"),
    };
    let mut out = String::new();
    for p in 0..t.players {
        let games: Vec<String> = t
            .pairings(p)
            .iter()
            .map(|x| {
                let colour = if x.white { white } else { black };
                format!(
                    "{round}{} {colour} {vs} {}: {}",
                    x.round,
                    name(x.opponent),
                    points(x.result_q)
                )
            })
            .collect();
        let _ = writeln!(out, "{} ({}): {}", name(p), points(t.score(p)), games.join("; "));
    }
    out
}

/// Sum written out: "5 + 4½ + 3 = 12½".
fn sum_text(terms: &[String], total: u32) -> String {
    if terms.is_empty() {
        "0".to_string()
    } else {
        format!("{} = {}", terms.join(" + "), points(total))
    }
}

/// The question for a given crosstable and ask.
pub(crate) fn question_for(seed: u64, t: &Crosstable, ask: Ask, rng: &mut ChaCha8Rng) -> Question {
    let intro = per_lang(|l| {
        let (n, r) = (t.players, t.rounds);
        match l {
            Lang::En => format!(
                "Swiss tournament, {n} players, {r} rounds, every game played (no byes, no forfeits). Crosstable (R = round, W/B = colour, then the opponent and the player's result; final score in brackets):"
            ),
            Lang::Pt => format!(
                "Torneio suíço, {n} jogadores, {r} rodadas, todas as partidas jogadas (sem byes nem W.O.). Tabela (R = rodada, br/pr = brancas/pretas, depois o adversário e o resultado do jogador; pontuação final entre parênteses):"
            ),
            Lang::Ru => format!(
                "Швейцарская система, {n} участников, {r} туров, все партии сыграны (без пропусков туров и неявок). Таблица (Т = тур, б/ч = белые/чёрные, затем соперник и результат игрока; итоговые очки в скобках):"
            ),
            Lang::Sr => format!(
                "Švajcarski turnir, {n} igrača, {r} kola, sve partije odigrane (bez slobodnih kola i kontumacija). Tabela (K = kolo, b/c = beli/crni, zatim protivnik i rezultat igrača; konačni poeni u zagradi):"
            ),
        }
    });
    let question_line = per_lang(|l| match (ask, l) {
        (Ask::Buchholz(p), Lang::En) => format!("What is {}'s Buchholz (BH)?", name(p)),
        (Ask::Buchholz(p), Lang::Pt) => format!("Quanto vale o Buchholz (BH) de {}?", name(p)),
        (Ask::Buchholz(p), Lang::Ru) => format!("Чему равен коэффициент Бухгольца (BH) игрока {}?", name(p)),
        (Ask::Buchholz(p), Lang::Sr) => format!("Koliki je Buholc (BH) igrača {}?", name(p)),
        (Ask::BuchholzCut1(p), Lang::En) => format!("What is {}'s Buchholz Cut-1 (BH-C1)?", name(p)),
        (Ask::BuchholzCut1(p), Lang::Pt) => format!("Quanto vale o Buchholz corte 1 (BH-C1) de {}?", name(p)),
        (Ask::BuchholzCut1(p), Lang::Ru) => {
            format!("Чему равен усечённый Бухгольц Cut-1 (BH-C1) игрока {}?", name(p))
        }
        (Ask::BuchholzCut1(p), Lang::Sr) => format!("Koliki je Buholc Cut-1 (BH-C1) igrača {}?", name(p)),
        (Ask::SonnebornBerger(p), Lang::En) => format!("What is {}'s Sonneborn-Berger score (SB)?", name(p)),
        (Ask::SonnebornBerger(p), Lang::Pt) => format!("Quanto vale o Sonneborn-Berger (SB) de {}?", name(p)),
        (Ask::SonnebornBerger(p), Lang::Ru) => {
            format!("Чему равен коэффициент Бергера (SB) игрока {}?", name(p))
        }
        (Ask::SonnebornBerger(p), Lang::Sr) => format!("Koliki je Sonneborn-Berger (SB) igrača {}?", name(p)),
        (Ask::Wins(p), Lang::En) => format!("What is {}'s number of wins (WIN)?", name(p)),
        (Ask::Wins(p), Lang::Pt) => format!("Qual é o número de vitórias (WIN) de {}?", name(p)),
        (Ask::Wins(p), Lang::Ru) => format!("Чему равно число побед (WIN) игрока {}?", name(p)),
        (Ask::Wins(p), Lang::Sr) => format!("Koliki je broj pobeda (WIN) igrača {}?", name(p)),
        (Ask::DirectEncounter(a, b), Lang::En) => format!(
            "{} and {} are the only players on a score of {}. Which of them does Direct Encounter (DE) rank higher?",
            name(a),
            name(b),
            points(t.score(a))
        ),
        (Ask::DirectEncounter(a, b), Lang::Pt) => format!(
            "{} e {} são os únicos jogadores com pontuação {}. Qual deles o confronto direto (DE) coloca à frente?",
            name(a),
            name(b),
            points(t.score(a))
        ),
        (Ask::DirectEncounter(a, b), Lang::Ru) => format!(
            "{} и {} — единственные игроки с результатом {}. Кого из них личная встреча (DE) ставит выше?",
            name(a),
            name(b),
            points(t.score(a))
        ),
        (Ask::DirectEncounter(a, b), Lang::Sr) => format!(
            "{} i {} su jedini igrači sa rezultatom {}. Koga od njih međusobni susret (DE) stavlja više?",
            name(a),
            name(b),
            points(t.score(a))
        ),
    });
    let stem = per_lang(|l| format!("{}\n{}\n{}", intro.get(l), table_text(t, l), question_line.get(l)));

    let (correct, wrong, explanation, articles, ruling) = match ask {
        Ask::DirectEncounter(a, b) => direct_encounter(t, a, b),
        _ => numeric(t, ask),
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
    Vec<Localized<String>>,
    Localized<String>,
    Vec<&'static str>,
    &'static str,
);

/// Numeric tie-breaks: the value, the classic mistakes, the worked sum.
fn numeric(t: &Crosstable, ask: Ask) -> Parts {
    let p = match ask {
        Ask::Buchholz(p) | Ask::BuchholzCut1(p) | Ask::SonnebornBerger(p) | Ask::Wins(p) => p,
        Ask::DirectEncounter(..) => unreachable!("handled by direct_encounter"),
    };
    let games = t.pairings(p);
    let opp_scores: Vec<u32> = games.iter().map(|x| t.score(x.opponent)).collect();
    let (bh, c1, sb) = (t.buchholz(p), t.buchholz_cut1(p), t.sonneborn_berger(p));
    let lowest = opp_scores.iter().copied().min().unwrap_or(0);
    let highest = opp_scores.iter().copied().max().unwrap_or(0);
    let draws_as_wins: u32 = games
        .iter()
        .filter(|x| x.result_q > 0)
        .map(|x| t.score(x.opponent))
        .sum();
    let wins_only: u32 = games
        .iter()
        .filter(|x| x.result_q == Q)
        .map(|x| t.score(x.opponent))
        .sum();
    // Opponents' scores without their result against this player.
    let minus_own_game: u32 = games.iter().map(|x| t.score(x.opponent) - (Q - x.result_q)).sum();
    let who = name(p);
    let bh_terms: Vec<String> = opp_scores.iter().map(|&s| points(s)).collect();
    let bh_sum = sum_text(&bh_terms, bh);

    let (value, mistakes, explanation, articles, ruling): (
        u32,
        Vec<u32>,
        Localized<String>,
        Vec<&'static str>,
        &'static str,
    ) = match ask {
        Ask::Buchholz(_) => (
            bh,
            vec![c1, minus_own_game, sb, t.score(p)],
            per_lang(|l| match l {
                Lang::En => {
                    format!("BH is the sum of the final scores of {who}'s opponents (C.07-8.1): {bh_sum}.")
                }
                Lang::Pt => format!(
                    "O BH é a soma das pontuações finais dos adversários de {who} (C.07-8.1): {bh_sum}."
                ),
                Lang::Ru => format!("BH — сумма итоговых очков соперников {who} (C.07-8.1): {bh_sum}."),
                Lang::Sr => {
                    format!("BH je zbir konačnih poena protivnika igrača {who} (C.07-8.1): {bh_sum}.")
                }
            }),
            vec!["C.07-8.1"],
            "tb-buchholz-cut-and-median",
        ),
        Ask::BuchholzCut1(_) => {
            let (low, total) = (points(lowest), points(c1));
            (
                c1,
                vec![bh, bh - highest, bh - lowest - highest, sb],
                per_lang(|l| match l {
                    Lang::En => format!(
                        "BH = {bh_sum} (C.07-8.1); Cut-1 drops the lowest opponent score, {low} (C.07-14): {} − {low} = {total}.",
                        points(bh)
                    ),
                    Lang::Pt => format!(
                        "BH = {bh_sum} (C.07-8.1); o corte 1 tira a menor pontuação de adversário, {low} (C.07-14): {} − {low} = {total}.",
                        points(bh)
                    ),
                    Lang::Ru => format!(
                        "BH = {bh_sum} (C.07-8.1); Cut-1 отбрасывает наименьший результат соперника, {low} (C.07-14): {} − {low} = {total}.",
                        points(bh)
                    ),
                    Lang::Sr => format!(
                        "BH = {bh_sum} (C.07-8.1); Cut-1 odbacuje najmanji rezultat protivnika, {low} (C.07-14): {} − {low} = {total}.",
                        points(bh)
                    ),
                }),
                vec!["C.07-8.1", "C.07-14"],
                "tb-buchholz-cut-and-median",
            )
        }
        Ask::SonnebornBerger(_) => {
            let terms: Vec<String> = games
                .iter()
                .filter(|x| x.result_q > 0)
                .map(|x| {
                    let s = points(t.score(x.opponent));
                    if x.result_q == Q { s } else { format!("½ × {s}") }
                })
                .collect();
            let sb_sum = sum_text(&terms, sb);
            (
                sb,
                vec![draws_as_wins, wins_only, bh],
                per_lang(|l| match l {
                    Lang::En => format!(
                        "SB adds the final score of every opponent {who} beat and half the score of every opponent {who} drew with; losses add nothing (C.07-9.1): {sb_sum}."
                    ),
                    Lang::Pt => format!(
                        "O SB soma a pontuação final de cada adversário que {who} venceu e metade da de cada um com quem empatou; derrotas não somam nada (C.07-9.1): {sb_sum}."
                    ),
                    Lang::Ru => format!(
                        "SB складывает итоговые очки всех соперников, у которых {who} выиграл, и половину очков тех, с кем сыграл вничью; поражения ничего не дают (C.07-9.1): {sb_sum}."
                    ),
                    Lang::Sr => format!(
                        "SB sabira konačne poene svakog protivnika koga je {who} pobedio i polovinu poena svakog sa kojim je remizirao; porazi ne donose ništa (C.07-9.1): {sb_sum}."
                    ),
                }),
                vec!["C.07-9.1"],
                "tb-sonneborn-berger",
            )
        }
        Ask::Wins(_) => {
            let (w, d) = (t.wins(p), t.draws(p));
            let rounds: Vec<String> = games
                .iter()
                .filter(|x| x.result_q == Q)
                .map(|x| format!("{}", x.round))
                .collect();
            let list = if rounds.is_empty() {
                "—".to_string()
            } else {
                rounds.join(", ")
            };
            (
                w * Q,
                vec![(w + d) * Q, t.score(p), (w + 1) * Q],
                per_lang(|l| match l {
                    Lang::En => format!(
                        "WIN counts the games {who} won (C.07-7.1), draws not included: rounds {list} → {w}."
                    ),
                    Lang::Pt => format!(
                        "O WIN conta as partidas que {who} venceu (C.07-7.1), sem contar empates: rodadas {list} → {w}."
                    ),
                    Lang::Ru => format!(
                        "WIN считает партии, выигранные {who} (C.07-7.1), ничьи не в счёт: туры {list} → {w}."
                    ),
                    Lang::Sr => format!(
                        "WIN broji partije koje je {who} dobio (C.07-7.1), bez remija: kola {list} → {w}."
                    ),
                }),
                vec!["C.07-7.1"],
                "tb-wins-win-vs-won",
            )
        }
        Ask::DirectEncounter(..) => unreachable!(),
    };

    // Other plausible values in case the classic mistakes coincide with the answer or each other.
    let mut candidates = mistakes;
    candidates.extend([
        value + Q / 2,
        value + Q,
        value.saturating_sub(Q / 2),
        value + 3 * Q / 2,
        value + 2 * Q,
    ]);
    let wrong = candidates.into_iter().map(|v| same_text(points(v))).collect();
    (same_text(points(value)), wrong, explanation, articles, ruling)
}

/// Direct Encounter between the only two players on a score, who met.
fn direct_encounter(t: &Crosstable, a: usize, b: usize) -> Parts {
    let game = t.encounter(a, b).expect("only asked for players who met");
    let (na, nb) = (name(a), name(b));
    let first = |p: &str| {
        loc(
            format!("{p} ranks higher"),
            format!("{p} fica à frente"),
            format!("{p} выше"),
            format!("{p} je plasiran više"),
        )
    };
    let level = loc(
        "DE leaves them level: the next tie-break decides",
        "O DE não os separa: decide o critério seguinte",
        "DE их не разделяет: решает следующий показатель",
        "DE ih ne razdvaja: odlučuje sledeći kriterijum",
    );
    let not_swiss = loc(
        "DE cannot be used in a Swiss tournament",
        "O DE não pode ser usado num torneio suíço",
        "DE нельзя применять в швейцарской системе",
        "DE ne može da se primeni na švajcarskom turniru",
    );
    let (correct, wrong) = match game.result_q {
        r if r == Q => (first(&na), vec![first(&nb), level, not_swiss]),
        0 => (first(&nb), vec![first(&na), level, not_swiss]),
        _ => (level, vec![first(&na), first(&nb), not_swiss]),
    };
    let score = points(t.score(a));
    let round = game.round;
    let explanation = per_lang(|l| {
        let outcome = match (game.result_q, l) {
            (r, Lang::En) if r == Q => format!("{na} won it, so {na} ranks higher."),
            (0, Lang::En) => format!("{nb} won it, so {nb} ranks higher."),
            (_, Lang::En) => {
                "It was drawn, so DE leaves them level and the next tie-break decides.".to_string()
            }
            (r, Lang::Pt) if r == Q => format!("{na} venceu, então {na} fica à frente."),
            (0, Lang::Pt) => format!("{nb} venceu, então {nb} fica à frente."),
            (_, Lang::Pt) => "Foi empate, então o DE não os separa e decide o critério seguinte.".to_string(),
            (r, Lang::Ru) if r == Q => format!("Её выиграл {na}, поэтому {na} выше."),
            (0, Lang::Ru) => format!("Её выиграл {nb}, поэтому {nb} выше."),
            (_, Lang::Ru) => {
                "Она закончилась вничью, поэтому DE их не разделяет и решает следующий показатель."
                    .to_string()
            }
            (r, Lang::Sr) if r == Q => format!("Dobio ju je {na}, pa je {na} plasiran više."),
            (0, Lang::Sr) => format!("Dobio ju je {nb}, pa je {nb} plasiran više."),
            (_, Lang::Sr) => {
                "Završena je remijem, pa ih DE ne razdvaja i odlučuje sledeći kriterijum.".to_string()
            }
        };
        match l {
            Lang::En => format!(
                "DE counts only the games among the tied players (C.07-6). {na} and {nb} are the only players on a score of {score}, and they met in round {round}. {outcome}"
            ),
            Lang::Pt => format!(
                "O DE conta só as partidas entre os empatados (C.07-6). {na} e {nb} são os únicos com pontuação {score} e se enfrentaram na rodada {round}. {outcome}"
            ),
            Lang::Ru => format!(
                "DE учитывает только партии между игроками, набравшими поровну (C.07-6). {na} и {nb} — единственные игроки с результатом {score}, и они встретились в {round}-м туре. {outcome}"
            ),
            Lang::Sr => format!(
                "DE računa samo partije među izjednačenim igračima (C.07-6). {na} i {nb} su jedini igrači sa rezultatom {score} i sastali su se u {round}. kolu. {outcome}"
            ),
        }
    });
    (correct, wrong, explanation, vec!["C.07-6"], "tb-direct-encounter")
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    /// A hand-made 6-player, 3-round table (quarters: 4 win, 2 draw, 0 loss).
    ///
    /// R1: P1–P2 1–0, P3–P4 ½–½, P5–P6 0–1. R2: P6–P1 ½–½, P2–P3 1–0, P4–P5 1–0.
    /// R3: P1–P4 1–0, P3–P6 0–1, P5–P2 ½–½.
    /// Scores: P1 2½, P2 1½, P3 ½, P4 1½, P5 ½, P6 2½.
    fn hand_table() -> Crosstable {
        let g = |round, white, black, white_q| Game {
            round,
            white,
            black,
            white_q,
        };
        Crosstable {
            players: 6,
            rounds: 3,
            games: vec![
                g(1, 0, 1, 4),
                g(1, 2, 3, 2),
                g(1, 4, 5, 0),
                g(2, 5, 0, 2),
                g(2, 1, 2, 4),
                g(2, 3, 4, 4),
                g(3, 0, 3, 4),
                g(3, 2, 5, 0),
                g(3, 4, 1, 2),
            ],
        }
    }

    #[test]
    fn hand_computed_values() {
        let t = hand_table();
        let scores: Vec<String> = (0..6).map(|p| points(t.score(p))).collect();
        assert_eq!(scores, ["2½", "1½", "½", "1½", "½", "2½"]);
        // P1 beat P2 (1½), drew P6 (2½), beat P4 (1½):
        // BH 5½, Cut-1 4, SB 1½ + 1¼ + 1½ = 4¼, 2 wins.
        assert_eq!(points(t.buchholz(0)), "5½");
        assert_eq!(points(t.buchholz_cut1(0)), "4");
        assert_eq!(points(t.sonneborn_berger(0)), "4¼");
        assert_eq!(t.wins(0), 2);
        assert_eq!(t.draws(0), 1);
        // P2 lost to P1 (2½), beat P3 (½), drew P5 (½): BH 3½, Cut-1 3, SB ½ + ¼ = ¾.
        assert_eq!(points(t.buchholz(1)), "3½");
        assert_eq!(points(t.buchholz_cut1(1)), "3");
        assert_eq!(points(t.sonneborn_berger(1)), "¾");
        // P3 drew P4 (1½) and lost twice: SB ¾, no wins.
        assert_eq!(points(t.sonneborn_berger(2)), "¾");
        assert_eq!(t.wins(2), 0);
        // Only P1 and P6 share 2½, and they met; P2/P4 and P3/P5 share scores but never met.
        assert_eq!(t.tied_pairs_who_met(), [(0, 5)]);
    }

    #[test]
    fn hand_direct_encounter() {
        // P1 and P6 drew in round 2: DE does not separate them.
        let q = question_for(1, &hand_table(), Ask::DirectEncounter(0, 5), &mut rng(1));
        assert_eq!(
            q.options[q.correct].en,
            "DE leaves them level: the next tie-break decides"
        );
        // P6 beats P1 in round 2 and loses to P3 in round 3: P1 2, P6 2 (P2, P3, P4 on 1½).
        let mut t = hand_table();
        t.games[3].white_q = 4;
        t.games[7].white_q = 4;
        assert_eq!(t.tied_pairs_who_met(), [(0, 5)]);
        let q = question_for(1, &t, Ask::DirectEncounter(0, 5), &mut rng(1));
        assert_eq!(q.options[q.correct].en, "P6 ranks higher");
        assert!(q.explanation.en.contains("met in round 2"));
    }

    #[test]
    fn points_display() {
        assert_eq!(points(0), "0");
        assert_eq!(points(2), "½");
        assert_eq!(points(1), "¼");
        assert_eq!(points(70), "17½");
        assert_eq!(points(41), "10¼");
        assert_eq!(points(12), "3");
    }

    #[test]
    fn explanation_shows_the_sum() {
        let q = question_for(0, &hand_table(), Ask::Buchholz(0), &mut rng(0));
        assert!(
            q.explanation.en.contains("1½ + 2½ + 1½ = 5½"),
            "{}",
            q.explanation.en
        );
        assert_eq!(q.options[q.correct].en, "5½");
        let q = question_for(0, &hand_table(), Ask::SonnebornBerger(0), &mut rng(0));
        assert!(
            q.explanation.en.contains("1½ + ½ × 2½ + 1½ = 4¼"),
            "{}",
            q.explanation.en
        );
        assert_eq!(q.options[q.correct].en, "4¼");
        let q = question_for(0, &hand_table(), Ask::BuchholzCut1(0), &mut rng(0));
        assert!(q.explanation.en.contains("5½ − 1½ = 4"), "{}", q.explanation.en);
        let q = question_for(0, &hand_table(), Ask::Wins(0), &mut rng(0));
        assert_eq!(q.options[q.correct].en, "2");
        // Counting the draw as a win is offered as a mistake.
        assert!(q.options.iter().any(|o| o.en == "3"));
    }

    /// Parse the English crosstable from a stem: per player, (opponent, result in quarters),
    /// and the final score shown.
    fn parse(stem: &str) -> Vec<(u32, Vec<(usize, u32)>)> {
        let quarters = |s: &str| -> u32 {
            let (whole, frac) = match s.char_indices().find(|(_, c)| "¼½¾".contains(*c)) {
                Some((i, c)) => (
                    &s[..i],
                    match c {
                        '¼' => 1,
                        '½' => 2,
                        _ => 3,
                    },
                ),
                None => (s, 0),
            };
            whole.parse::<u32>().unwrap_or(0) * 4 + frac
        };
        stem.lines()
            .filter(|l| l.starts_with('P') && l.contains("): "))
            .map(|line| {
                let (head, games) = line.split_once("): ").unwrap();
                let score = quarters(head.split_once(" (").unwrap().1);
                let games = games
                    .split("; ")
                    .map(|g| {
                        let (left, result) = g.split_once(": ").unwrap();
                        let opp = left.rsplit(" P").next().unwrap().parse::<usize>().unwrap() - 1;
                        (opp, quarters(result))
                    })
                    .collect();
                (score, games)
            })
            .collect()
    }

    /// Recompute the asked value from the parsed table, independently of `Crosstable`.
    fn recompute(stem: &str) -> String {
        let rows = parse(stem);
        let last = stem.lines().last().unwrap();
        let who = |s: &str| {
            s.split('P')
                .nth(1)
                .unwrap()
                .split(|c: char| !c.is_ascii_digit())
                .next()
                .unwrap()
                .parse::<usize>()
                .unwrap()
                - 1
        };
        let opp_scores = |p: usize| rows[p].1.iter().map(|&(o, _)| rows[o].0).collect::<Vec<u32>>();
        if last.contains("Direct Encounter") {
            let parts: Vec<&str> = last.split(' ').collect();
            let (a, b) = (who(parts[0]), who(parts[2]));
            let r = rows[a].1.iter().find(|&&(o, _)| o == b).unwrap().1;
            return match r {
                4 => format!("P{} ranks higher", a + 1),
                0 => format!("P{} ranks higher", b + 1),
                _ => "DE leaves them level: the next tie-break decides".to_string(),
            };
        }
        let p = who(last.split("What is ").nth(1).unwrap());
        let value = if last.contains("Cut-1") {
            let s = opp_scores(p);
            s.iter().sum::<u32>() - s.iter().min().unwrap()
        } else if last.contains("Buchholz") {
            opp_scores(p).iter().sum()
        } else if last.contains("Sonneborn") {
            rows[p].1.iter().map(|&(o, r)| rows[o].0 * r / 4).sum()
        } else {
            4 * rows[p].1.iter().filter(|&&(_, r)| r == 4).count() as u32
        };
        points(value)
    }

    #[test]
    fn generated_answers_match_an_independent_recomputation() {
        let mut asked = std::collections::HashSet::new();
        for seed in 0..500 {
            let q = question(seed);
            assert_eq!(
                q.options[q.correct].en,
                recompute(&q.stem.en),
                "seed {seed}\n{}",
                q.stem.en
            );
            asked.insert(q.ruling.clone());
        }
        assert_eq!(asked.len(), 4, "every kind asked: {asked:?}");
        assert!((0..500).any(|s| question(s).stem.en.contains("Direct Encounter")));
    }

    #[test]
    fn numeric_options_are_four_distinct_numbers() {
        for seed in 0..500 {
            let q = question(seed);
            if !q.stem.en.contains("Direct Encounter") {
                assert_eq!(q.options.len(), 4, "seed {seed}");
            }
        }
    }

    proptest! {
        #[test]
        fn crosstables_are_consistent(seed in any::<u64>()) {
            let t = crosstable(&mut rng(seed));
            prop_assert!(t.players.is_multiple_of(2) && (8..=10).contains(&t.players));
            prop_assert!((5..=7).contains(&t.rounds) && t.rounds <= t.players - 2);
            prop_assert_eq!(t.games.len(), t.rounds * t.players / 2);
            // Total points = rounds × players / 2.
            let total: u32 = (0..t.players).map(|p| t.score(p)).sum();
            prop_assert_eq!(total as usize, Q as usize * t.rounds * t.players / 2);
            let mut seen = std::collections::HashSet::new();
            for p in 0..t.players {
                let games = t.pairings(p);
                // One game a round, never the same opponent twice, never oneself.
                prop_assert_eq!(games.iter().map(|g| g.round).collect::<Vec<_>>(), (1..=t.rounds).collect::<Vec<_>>());
                let opps: std::collections::HashSet<usize> = games.iter().map(|g| g.opponent).collect();
                prop_assert_eq!(opps.len(), t.rounds);
                prop_assert!(!opps.contains(&p));
                for g in &games {
                    // Both sides' results add up to one point.
                    let back = t.encounter(g.opponent, p).unwrap();
                    prop_assert_eq!(g.result_q + back.result_q, Q);
                    prop_assert!([0, 2, 4].contains(&g.result_q));
                    seen.insert((p.min(g.opponent), p.max(g.opponent)));
                }
                // Colours stay roughly balanced, as a pairing program would keep them.
                let whites = games.iter().filter(|g| g.white).count() as i32;
                prop_assert!((2 * whites - t.rounds as i32).abs() <= 3, "P{} has {whites} whites", p + 1);
                prop_assert!(t.buchholz_cut1(p) <= t.buchholz(p));
                prop_assert!(t.sonneborn_berger(p) <= t.buchholz(p));
                prop_assert!(t.wins(p) as usize <= t.rounds);
            }
            prop_assert_eq!(seen.len(), t.games.len());
        }

        #[test]
        fn any_seed_matches_recomputation(seed in any::<u64>()) {
            let q = question(seed);
            prop_assert_eq!(q.options[q.correct].en.clone(), recompute(&q.stem.en));
        }
    }
}
