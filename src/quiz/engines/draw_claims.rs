//! Engine `draw-claims`: repetition and the 50/75-move rules (9.2, 9.3, 9.6) and the penalty for
//! an incorrect claim (9.5.3, A.3, B.3).
//!
//! Four kinds of question: a repeated position nobody has claimed (threefold and fourfold need a
//! claim, fivefold ends the game by itself); moves without a pawn move or capture nobody has
//! claimed (50 can be claimed, 75 ends the game); a repetition claim checked against the real
//! count; a 50-move claim checked against the real count. An incorrect claim gives the opponent
//! 2 minutes, or 1 in rapid and in blitz without full supervision.

use rand::Rng;
use rand_chacha::ChaCha8Rng;

use super::{Draft, Pace, Side, extra_minutes, per_lang, pick, rng, ru_plural, setting_text, sr_count};
use crate::content::{Lang, Localized};
use crate::quiz::Question;

/// Topic id.
pub const TOPIC: &str = "draw-claims";

/// The kind of question and its count.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Kind {
    /// A position has appeared this many times (3–5); nobody has claimed.
    Repetition(u32),
    /// This many moves by each player without pawn move or capture; nobody has claimed.
    Moves(u32),
    /// The player having the move claims a repetition; the position has really appeared this
    /// many times (2–4).
    RepetitionClaim(u32),
    /// The player having the move claims the 50-move rule; really this many moves each.
    FiftyMoveClaim(u32),
}

/// What the Laws say about the situation.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Status {
    /// No claim is possible yet; play goes on.
    NothingYet,
    /// The player having the move may claim; without a claim play goes on.
    Claimable,
    /// The game is drawn without a claim; the arbiter steps in (9.6).
    Automatic,
    /// The claim is correct: draw.
    CorrectClaim,
    /// The claim is incorrect: the opponent gets this many minutes; play goes on.
    IncorrectClaim(u32),
}

/// Occurrences of the same position, nobody claiming: 3 or 4 can be claimed (9.2), 5 or more
/// ends the game (9.6.1).
pub fn repetition_status(occurrences: u32) -> Status {
    match occurrences {
        0..=2 => Status::NothingYet,
        3..=4 => Status::Claimable,
        _ => Status::Automatic,
    }
}

/// Moves by each player without pawn move or capture, nobody claiming: 50 can be claimed (9.3),
/// 75 ends the game (9.6.2).
pub fn moves_status(moves: u32) -> Status {
    match moves {
        0..=49 => Status::NothingYet,
        50..=74 => Status::Claimable,
        _ => Status::Automatic,
    }
}

/// A claim by the player having the move, judged on the real count (9.5.2, 9.5.3).
pub fn claim_status(correct: bool, pace: Pace) -> Status {
    if correct {
        Status::CorrectClaim
    } else {
        Status::IncorrectClaim(pace.penalty_minutes())
    }
}

/// One generated situation.
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct Scenario {
    pub kind: Kind,
    pub pace: Pace,
    pub clock: (u32, u32),
    pub claimant: Side,
}

impl Scenario {
    pub fn status(&self) -> Status {
        match self.kind {
            Kind::Repetition(n) => repetition_status(n),
            Kind::Moves(m) => moves_status(m),
            Kind::RepetitionClaim(n) => claim_status(n >= 3, self.pace),
            Kind::FiftyMoveClaim(m) => claim_status(m >= 50, self.pace),
        }
    }
}

pub(crate) fn scenario(rng: &mut ChaCha8Rng) -> Scenario {
    let kind = match rng.random_range(0..4) {
        0 => Kind::Repetition(pick(rng, &[3, 4, 5])),
        // Below 50 never 47–49: a claim with a written move (9.3.1) could complete the 50.
        1 => Kind::Moves(pick(rng, &[30, 40, 45, 50, 52, 60, 68, 74, 75])),
        2 => Kind::RepetitionClaim(pick(rng, &[2, 3, 4])),
        _ => Kind::FiftyMoveClaim(pick(rng, &[38, 41, 44, 46, 50, 55, 62, 70])),
    };
    // Claims are asked in every time control; the rest only need standard play.
    let pace = match kind {
        Kind::RepetitionClaim(_) | Kind::FiftyMoveClaim(_) => {
            pick(rng, &[Pace::Standard, Pace::Rapid, Pace::Blitz])
        }
        _ => Pace::Standard,
    };
    let clock = match pace {
        Pace::Standard => pick(rng, &[(90, 30), (120, 30), (60, 30)]),
        Pace::Rapid => pick(rng, &[(15, 10), (25, 10), (10, 5)]),
        Pace::Blitz => pick(rng, &[(3, 2), (5, 3), (5, 0)]),
    };
    Scenario {
        kind,
        pace,
        clock,
        claimant: Side::random(rng),
    }
}

/// The question for `seed`.
pub fn question(seed: u64) -> Question {
    let mut rng = rng(seed);
    let s = scenario(&mut rng);
    question_for(seed, &s, &mut rng)
}

/// "for the third time".
fn for_nth_time(n: u32, lang: Lang) -> &'static str {
    match (n, lang) {
        (3, Lang::En) => "for the third time",
        (4, Lang::En) => "for the fourth time",
        (_, Lang::En) => "for the fifth time",
        (3, Lang::Pt) => "pela terceira vez",
        (4, Lang::Pt) => "pela quarta vez",
        (_, Lang::Pt) => "pela quinta vez",
        (3, Lang::Ru) => "в третий раз",
        (4, Lang::Ru) => "в четвёртый раз",
        (_, Lang::Ru) => "в пятый раз",
        (3, Lang::Sr) => "treći put",
        (4, Lang::Sr) => "četvrti put",
        (_, Lang::Sr) => "peti put",
    }
}

/// "three times" (2–4).
fn times(n: u32, lang: Lang) -> &'static str {
    match (n, lang) {
        (2, Lang::En) => "twice",
        (3, Lang::En) => "three times",
        (_, Lang::En) => "four times",
        (2, Lang::Pt) => "duas vezes",
        (3, Lang::Pt) => "três vezes",
        (_, Lang::Pt) => "quatro vezes",
        (2, Lang::Ru) => "два раза",
        (3, Lang::Ru) => "три раза",
        (_, Lang::Ru) => "четыре раза",
        (2, Lang::Sr) => "dva puta",
        (3, Lang::Sr) => "tri puta",
        (_, Lang::Sr) => "četiri puta",
    }
}

/// "62 moves".
fn moves(m: u32, lang: Lang) -> String {
    match lang {
        Lang::En => format!("{m} moves"),
        Lang::Pt => format!("{m} lances"),
        Lang::Ru => format!("{m} {}", ru_plural(m.into(), "ход", "хода", "ходов")),
        Lang::Sr => format!("{m} {}", sr_count(m.into(), "potez", "poteza")),
    }
}

fn setting(s: &Scenario, lang: Lang) -> String {
    format!("{}.", setting_text(s.pace, s.clock, lang))
}

fn text(en: &str, pt: &str, ru: &str, sr: &str) -> Localized<String> {
    crate::quiz::loc(en, pt, ru, sr)
}

/// The question for a given situation.
pub(crate) fn question_for(seed: u64, s: &Scenario, rng: &mut ChaCha8Rng) -> Question {
    let status = s.status();
    let (x, y) = (s.claimant, s.claimant.other());
    let same_position = |l: Lang| match l {
        Lang::En => "same player to move, same castling and en passant possibilities",
        Lang::Pt => "mesmo jogador a mover, mesmos direitos de roque e de en passant",
        Lang::Ru => "та же очередь хода, те же возможности рокировки и взятия на проходе",
        Lang::Sr => "isti igrač na potezu, iste mogućnosti rokade i en passant",
    };

    let stem = per_lang(|l| {
        let setting = setting(s, l);
        let same = same_position(l);
        match (s.kind, l) {
            (Kind::Repetition(n), Lang::En) => format!(
                "{setting} The same position ({same}) has now appeared {} in the game; the occurrences were not all consecutive. Neither player has said anything. What applies?",
                for_nth_time(n, l)
            ),
            (Kind::Repetition(n), Lang::Pt) => format!(
                "{setting} A mesma posição ({same}) acaba de surgir {} na partida; as ocorrências não foram todas seguidas. Nenhum jogador disse nada. O que se aplica?",
                for_nth_time(n, l)
            ),
            (Kind::Repetition(n), Lang::Ru) => format!(
                "{setting} Одна и та же позиция ({same}) возникла в партии {}; повторения шли не подряд. Никто из игроков ничего не заявил. Что действует?",
                for_nth_time(n, l)
            ),
            (Kind::Repetition(n), Lang::Sr) => format!(
                "{setting} Ista pozicija ({same}) upravo se pojavila {} u partiji; ponavljanja nisu bila uzastopna. Nijedan igrač ništa nije rekao. Šta važi?",
                for_nth_time(n, l)
            ),
            (Kind::Moves(m), Lang::En) => format!(
                "{setting} The last {} by each player have been completed without any pawn move and without any capture; the last move was not checkmate. Neither player has said anything. What applies?",
                moves(m, l)
            ),
            (Kind::Moves(m), Lang::Pt) => format!(
                "{setting} Os últimos {} de cada jogador foram completados sem movimento de peão e sem captura; o último lance não deu mate. Nenhum jogador disse nada. O que se aplica?",
                moves(m, l)
            ),
            (Kind::Moves(m), Lang::Ru) => format!(
                "{setting} Последние {} каждого игрока сделаны без ходов пешками и без взятий; последний ход не был матом. Никто из игроков ничего не заявил. Что действует?",
                moves(m, l)
            ),
            (Kind::Moves(m), Lang::Sr) => format!(
                "{setting} Poslednjih {} svakog igrača odigrano je bez poteza pešakom i bez uzimanja; poslednji potez nije bio mat. Nijedan igrač ništa nije rekao. Šta važi?",
                moves(m, l)
            ),
            (Kind::RepetitionClaim(n), Lang::En) => format!(
                "{setting} {}, having the move, pauses the clock and claims a draw by repetition. The arbiter checks the scoresheets: the position that has just arisen ({same}) has appeared {} in the game, this time included. What does the arbiter decide?",
                x.subject(l),
                times(n, l)
            ),
            (Kind::RepetitionClaim(n), Lang::Pt) => format!(
                "{setting} {}, com a vez de jogar, pausam o relógio e reclamam empate por repetição. O árbitro confere as planilhas: a posição que acaba de surgir ({same}) ocorreu {} na partida, contando esta. O que o árbitro decide?",
                x.subject(l),
                times(n, l)
            ),
            (Kind::RepetitionClaim(n), Lang::Ru) => format!(
                "{setting} {}, чья очередь хода, останавливают часы и требуют ничью из-за повторения. Судья проверяет бланки: только что возникшая позиция ({same}) встречалась в партии {}, включая этот. Какое решение принимает судья?",
                x.subject(l),
                times(n, l)
            ),
            (Kind::RepetitionClaim(n), Lang::Sr) => format!(
                "{setting} {}, koji je na potezu, pauzira sat i traži remi zbog ponavljanja. Sudija proverava zapisnike: pozicija koja je upravo nastala ({same}) pojavila se u partiji {}, računajući i ovaj. Kako sudija odlučuje?",
                x.subject(l),
                times(n, l)
            ),
            (Kind::FiftyMoveClaim(m), Lang::En) => format!(
                "{setting} {}, having the move, pauses the clock and claims a draw under the 50-move rule. The arbiter checks the scoresheets: the last {} by each player were completed without any pawn move or capture. What does the arbiter decide?",
                x.subject(l),
                moves(m, l)
            ),
            (Kind::FiftyMoveClaim(m), Lang::Pt) => format!(
                "{setting} {}, com a vez de jogar, pausam o relógio e reclamam empate pela regra dos 50 lances. O árbitro confere as planilhas: os últimos {} de cada jogador foram completados sem movimento de peão nem captura. O que o árbitro decide?",
                x.subject(l),
                moves(m, l)
            ),
            (Kind::FiftyMoveClaim(m), Lang::Ru) => format!(
                "{setting} {}, чья очередь хода, останавливают часы и требуют ничью по правилу 50 ходов. Судья проверяет бланки: последние {} каждого игрока сделаны без ходов пешками и без взятий. Какое решение принимает судья?",
                x.subject(l),
                moves(m, l)
            ),
            (Kind::FiftyMoveClaim(m), Lang::Sr) => format!(
                "{setting} {}, koji je na potezu, pauzira sat i traži remi po pravilu 50 poteza. Sudija proverava zapisnike: poslednjih {} svakog igrača odigrano je bez poteza pešakom i bez uzimanja. Kako sudija odlučuje?",
                x.subject(l),
                moves(m, l)
            ),
        }
    });

    let incorrect = |n: u32| {
        per_lang(move |l| {
            let rest = match l {
                Lang::En => "the claim is incorrect and play continues",
                Lang::Pt => "a reclamação é incorreta e o jogo continua",
                Lang::Ru => "требование неверно, игра продолжается",
                Lang::Sr => "zahtev je neispravan i igra se nastavlja",
            };
            format!("{}; {rest}", extra_minutes(y, n, l))
        })
    };
    let minutes = s.pace.penalty_minutes();
    let other_minutes = if minutes == 2 { 1 } else { 2 };

    let (correct, wrong, articles, ruling): (_, Vec<Localized<String>>, Vec<&'static str>, &'static str) =
        match s.kind {
            Kind::Repetition(n) => {
                let claim_only = text(
                    "Nothing happens unless the player having the move claims a draw (9.2); the arbiter does not step in",
                    "Nada acontece se o jogador com a vez não reclamar empate (9.2); o árbitro não intervém",
                    "Ничего не происходит, пока игрок, чья очередь хода, не потребует ничью (9.2); судья не вмешивается",
                    "Ništa se ne dešava dok igrač na potezu ne zatraži remi (9.2); sudija se ne meša",
                );
                let automatic = text(
                    "The game is drawn: the arbiter must step in and declare the draw without any claim (9.6.1)",
                    "A partida está empatada: o árbitro deve intervir e declarar o empate sem reclamação (9.6.1)",
                    "Партия закончилась вничью: судья должен вмешаться и объявить ничью без всякого требования (9.6.1)",
                    "Partija je remi: sudija mora da interveniše i proglasi remi bez ikakvog zahteva (9.6.1)",
                );
                let at_third = text(
                    "The arbiter must declare a draw as soon as a position appears for the third time",
                    "O árbitro deve declarar empate assim que uma posição surge pela terceira vez",
                    "Судья обязан объявить ничью, как только позиция возникла в третий раз",
                    "Sudija mora da proglasi remi čim se pozicija pojavi treći put",
                );
                let consecutive = text(
                    "Nothing: only a repetition by consecutive moves counts, and these were not consecutive",
                    "Nada: só conta a repetição em lances seguidos, e estas não foram seguidas",
                    "Ничего: считается только повторение подряд, а здесь повторения шли не подряд",
                    "Ništa: računa se samo uzastopno ponavljanje, a ova nisu bila uzastopna",
                );
                let ruling = if n >= 5 {
                    "end-fivefold-and-75-moves-automatic"
                } else {
                    "end-threefold-claim-write-move-first"
                };
                match repetition_status(n) {
                    Status::Automatic => (
                        automatic,
                        vec![claim_only, consecutive],
                        vec!["9.2.2", "9.6.1"],
                        ruling,
                    ),
                    _ => (
                        claim_only,
                        vec![automatic, at_third, consecutive],
                        vec!["9.2.2", "9.6.1"],
                        ruling,
                    ),
                }
            }
            Kind::Moves(m) => {
                let not_yet = text(
                    "Play continues: no draw can be claimed yet under the 50-move rule (9.3)",
                    "O jogo continua: ainda não se pode reclamar empate pela regra dos 50 lances (9.3)",
                    "Игра продолжается: требовать ничью по правилу 50 ходов пока нельзя (9.3)",
                    "Igra se nastavlja: remi po pravilu 50 poteza još ne može da se traži (9.3)",
                );
                let claimable = text(
                    "The player having the move may claim a draw (9.3); without a claim play continues",
                    "O jogador com a vez pode reclamar empate (9.3); sem reclamação o jogo continua",
                    "Игрок, чья очередь хода, может потребовать ничью (9.3); без требования игра продолжается",
                    "Igrač na potezu može da zatraži remi (9.3); bez zahteva igra se nastavlja",
                );
                let automatic = text(
                    "The game is drawn: the arbiter must step in and declare the draw without any claim (9.6.2)",
                    "A partida está empatada: o árbitro deve intervir e declarar o empate sem reclamação (9.6.2)",
                    "Партия закончилась вничью: судья должен вмешаться и объявить ничью без всякого требования (9.6.2)",
                    "Partija je remi: sudija mora da interveniše i proglasi remi bez ikakvog zahteva (9.6.2)",
                );
                let at_fifty = text(
                    "The game is drawn automatically after 50 such moves: the arbiter must step in",
                    "A partida empata automaticamente após 50 lances assim: o árbitro deve intervir",
                    "После 50 таких ходов ничья наступает автоматически: судья должен вмешаться",
                    "Posle 50 takvih poteza remi nastupa automatski: sudija mora da interveniše",
                );
                let ruling = if m >= 75 {
                    "end-fivefold-and-75-moves-automatic"
                } else {
                    "end-fifty-move-claim-touched-piece"
                };
                let articles = vec!["9.3.2", "9.6.2"];
                match moves_status(m) {
                    Status::NothingYet => (not_yet, vec![claimable, at_fifty, automatic], articles, ruling),
                    Status::Claimable => (claimable, vec![at_fifty, not_yet, automatic], articles, ruling),
                    _ => (automatic, vec![claimable, not_yet], articles, ruling),
                }
            }
            Kind::RepetitionClaim(_) | Kind::FiftyMoveClaim(_) => {
                let repetition = matches!(s.kind, Kind::RepetitionClaim(_));
                let draw = if repetition {
                    text(
                        "Draw: the claim is correct (9.2.2)",
                        "Empate: a reclamação é correta (9.2.2)",
                        "Ничья: требование верное (9.2.2)",
                        "Remi: zahtev je ispravan (9.2.2)",
                    )
                } else {
                    text(
                        "Draw: the claim is correct (9.3.2)",
                        "Empate: a reclamação é correta (9.3.2)",
                        "Ничья: требование верное (9.3.2)",
                        "Remi: zahtev je ispravan (9.3.2)",
                    )
                };
                let needs_more = if repetition {
                    text(
                        "Incorrect: only a fivefold repetition draws (9.6.1); play continues",
                        "Incorreta: só a repetição quíntupla empata (9.6.1); o jogo continua",
                        "Требование неверно: ничью даёт только пятикратное повторение (9.6.1); игра продолжается",
                        "Zahtev je neispravan: remi donosi samo petostruko ponavljanje (9.6.1); igra se nastavlja",
                    )
                } else {
                    text(
                        "Incorrect: 75 moves are needed (9.6.2); play continues",
                        "Incorreta: são necessários 75 lances (9.6.2); o jogo continua",
                        "Требование неверно: нужно 75 ходов (9.6.2); игра продолжается",
                        "Zahtev je neispravan: potrebno je 75 poteza (9.6.2); igra se nastavlja",
                    )
                };
                let claim_article = if repetition { "9.2.2" } else { "9.3.2" };
                match status {
                    Status::CorrectClaim => {
                        let ruling = if repetition {
                            "end-threefold-claim-write-move-first"
                        } else {
                            "end-fifty-move-claim-touched-piece"
                        };
                        (
                            draw,
                            vec![incorrect(minutes), needs_more, incorrect(other_minutes)],
                            vec![claim_article, "9.5.2"],
                            ruling,
                        )
                    }
                    _ => {
                        let mut articles = vec![claim_article, "9.5.3"];
                        match s.pace {
                            Pace::Standard => {}
                            Pace::Rapid => articles.push("A.3"),
                            Pace::Blitz => articles.extend(["A.3", "B.3"]),
                        }
                        (
                            incorrect(minutes),
                            vec![draw, incorrect(other_minutes), incorrect(3)],
                            articles,
                            "end-incorrect-draw-claim-penalty",
                        )
                    }
                }
            }
        };

    let explanation = per_lang(|l| explain(s, status, l));
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

fn explain(s: &Scenario, status: Status, l: Lang) -> String {
    let y = s.claimant.other();
    match (s.kind, l) {
        (Kind::Repetition(n), _) => {
            let nth = for_nth_time(n, l);
            match (status, l) {
                (Status::Automatic, Lang::En) => format!(
                    "A position appearing {nth} ends the game as a draw by itself (9.6.1): the occurrences need not be consecutive, no claim is needed, and the arbiter must step in and declare it."
                ),
                (Status::Automatic, Lang::Pt) => format!(
                    "Uma posição que surge {nth} encerra a partida empatada por si só (9.6.1): as ocorrências não precisam ser seguidas, não é preciso reclamar, e o árbitro deve intervir e declarar o empate."
                ),
                (Status::Automatic, Lang::Ru) => format!(
                    "Позиция, возникшая {nth}, сама по себе завершает партию вничью (9.6.1): повторения не обязаны идти подряд, требование не нужно, и судья должен вмешаться и объявить ничью."
                ),
                (Status::Automatic, Lang::Sr) => format!(
                    "Pozicija koja se pojavi {nth} sama po sebi završava partiju remijem (9.6.1): ponavljanja ne moraju biti uzastopna, zahtev nije potreban, a sudija mora da interveniše i proglasi remi."
                ),
                (_, Lang::En) => format!(
                    "A position appearing {nth} allows a claim by the player having the move (9.2.2), not necessarily after consecutive moves; without a claim the game goes on. Only the fifth occurrence ends the game by itself (9.6.1)."
                ),
                (_, Lang::Pt) => format!(
                    "Uma posição que surge {nth} permite a reclamação do jogador com a vez (9.2.2), mesmo sem lances seguidos; sem reclamação a partida continua. Só a quinta ocorrência encerra a partida por si só (9.6.1)."
                ),
                (_, Lang::Ru) => format!(
                    "Позиция, возникшая {nth}, даёт право требовать ничью игроку, чья очередь хода (9.2.2), даже если повторения шли не подряд; без требования партия продолжается. Сама по себе партию завершает только пятая повторность (9.6.1)."
                ),
                (_, Lang::Sr) => format!(
                    "Pozicija koja se pojavi {nth} daje pravo na zahtev igraču koji je na potezu (9.2.2), i kada ponavljanja nisu uzastopna; bez zahteva partija se nastavlja. Tek peto pojavljivanje samo po sebi završava partiju (9.6.1)."
                ),
            }
        }
        (Kind::Moves(m), _) => {
            let count = moves(m, l);
            match (status, l) {
                (Status::NothingYet, Lang::En) => format!(
                    "Only {count} each: a claim needs the last 50 moves by each player without pawn move or capture (9.3), so play simply continues; at 75 the game would end by itself (9.6.2)."
                ),
                (Status::NothingYet, Lang::Pt) => format!(
                    "Só {count} de cada: a reclamação exige os últimos 50 lances de cada jogador sem movimento de peão nem captura (9.3), então o jogo segue; com 75 a partida terminaria por si só (9.6.2)."
                ),
                (Status::NothingYet, Lang::Ru) => format!(
                    "Всего {count} у каждого: для требования нужны последние 50 ходов каждого игрока без ходов пешками и взятий (9.3), так что игра продолжается; при 75 партия закончилась бы сама (9.6.2)."
                ),
                (Status::NothingYet, Lang::Sr) => format!(
                    "Samo {count} svakog: za zahtev je potrebno poslednjih 50 poteza svakog igrača bez poteza pešakom i uzimanja (9.3), pa se igra nastavlja; na 75 partija bi se sama završila (9.6.2)."
                ),
                (Status::Claimable, Lang::En) => format!(
                    "{count} each is at least 50, so the player having the move may claim a draw (9.3.2), but it is a claim, not an automatic draw: without one play continues until 75 moves (9.6.2)."
                ),
                (Status::Claimable, Lang::Pt) => format!(
                    "{count} de cada são pelo menos 50, então o jogador com a vez pode reclamar empate (9.3.2), mas é uma reclamação, não um empate automático: sem ela o jogo segue até os 75 lances (9.6.2)."
                ),
                (Status::Claimable, Lang::Ru) => format!(
                    "{count} у каждого — не меньше 50, поэтому игрок, чья очередь хода, может потребовать ничью (9.3.2); но это право, а не автоматическая ничья: без требования игра идёт до 75 ходов (9.6.2)."
                ),
                (Status::Claimable, Lang::Sr) => format!(
                    "{count} svakog je najmanje 50, pa igrač na potezu može da zatraži remi (9.3.2), ali to je zahtev, a ne automatski remi: bez zahteva igra se nastavlja do 75 poteza (9.6.2)."
                ),
                (_, Lang::En) => format!(
                    "{count} by each player without pawn move or capture end the game as a draw by themselves, unless the last move mated (9.6.2); the arbiter must step in and declare it."
                ),
                (_, Lang::Pt) => format!(
                    "{count} de cada jogador sem movimento de peão nem captura encerram a partida empatada por si sós, salvo se o último lance deu mate (9.6.2); o árbitro deve intervir e declarar o empate."
                ),
                (_, Lang::Ru) => format!(
                    "{count} каждого игрока без ходов пешками и взятий сами по себе завершают партию вничью, если последний ход не был матом (9.6.2); судья должен вмешаться и объявить ничью."
                ),
                (_, Lang::Sr) => format!(
                    "{count} svakog igrača bez poteza pešakom i uzimanja sami po sebi završavaju partiju remijem, osim ako je poslednji potez bio mat (9.6.2); sudija mora da interveniše i proglasi remi."
                ),
            }
        }
        (Kind::RepetitionClaim(n), _) | (Kind::FiftyMoveClaim(n), _) => {
            let repetition = matches!(s.kind, Kind::RepetitionClaim(_));
            let facts = match (repetition, l) {
                (true, Lang::En) => format!(
                    "The position has appeared {}; a claim needs at least three occurrences (9.2.2).",
                    times(n, l)
                ),
                (true, Lang::Pt) => format!(
                    "A posição ocorreu {}; a reclamação exige pelo menos três ocorrências (9.2.2).",
                    times(n, l)
                ),
                (true, Lang::Ru) => format!(
                    "Позиция встречалась {}; для требования нужно не меньше трёх повторений (9.2.2).",
                    times(n, l)
                ),
                (true, Lang::Sr) => format!(
                    "Pozicija se pojavila {}; za zahtev su potrebna najmanje tri pojavljivanja (9.2.2).",
                    times(n, l)
                ),
                (false, Lang::En) => format!(
                    "There were {} each; a claim needs at least 50 (9.3.2).",
                    moves(n, l)
                ),
                (false, Lang::Pt) => format!(
                    "Foram {} de cada; a reclamação exige pelo menos 50 (9.3.2).",
                    moves(n, l)
                ),
                (false, Lang::Ru) => format!(
                    "Было сделано по {} у каждого; для требования нужно не меньше 50 (9.3.2).",
                    moves(n, l)
                ),
                (false, Lang::Sr) => format!(
                    "Bilo je {} svakog; za zahtev je potrebno najmanje 50 (9.3.2).",
                    moves(n, l)
                ),
            };
            let outcome = match (status, l) {
                (Status::CorrectClaim, Lang::En) => {
                    "The claim is correct, so the game is drawn at once (9.5.2).".to_string()
                }
                (Status::CorrectClaim, Lang::Pt) => {
                    "A reclamação é correta, então a partida termina empatada na hora (9.5.2).".to_string()
                }
                (Status::CorrectClaim, Lang::Ru) => {
                    "Требование верное, поэтому партия сразу заканчивается вничью (9.5.2).".to_string()
                }
                (Status::CorrectClaim, Lang::Sr) => {
                    "Zahtev je ispravan, pa je partija odmah remi (9.5.2).".to_string()
                }
                (_, _) => {
                    let gets = extra_minutes(y, s.pace.penalty_minutes(), l);
                    let pace_note = match (s.pace, l) {
                        (Pace::Standard, _) => "",
                        (Pace::Rapid, Lang::En) => " In rapid the penalty is 1 minute instead of 2 (A.3).",
                        (Pace::Rapid, Lang::Pt) => " No rápido a penalidade é de 1 minuto em vez de 2 (A.3).",
                        (Pace::Rapid, Lang::Ru) => " В рапиде наказание — 1 минута вместо 2 (A.3).",
                        (Pace::Rapid, Lang::Sr) => " U rapidu je kazna 1 minut umesto 2 (A.3).",
                        (_, Lang::En) => {
                            " In blitz without full supervision B.3 applies A.3: 1 minute instead of 2."
                        }
                        (_, Lang::Pt) => {
                            " No blitz sem supervisão total o B.3 aplica o A.3: 1 minuto em vez de 2."
                        }
                        (_, Lang::Ru) => {
                            " В блице без полного контроля B.3 применяет A.3: 1 минута вместо 2."
                        }
                        (_, Lang::Sr) => " U blicu bez punog nadzora B.3 primenjuje A.3: 1 minut umesto 2.",
                    };
                    match l {
                        Lang::En => format!(
                            "The claim is incorrect: {gets} and play continues (9.5.3).{pace_note} The 3 minutes of 2009 no longer apply."
                        ),
                        Lang::Pt => format!(
                            "A reclamação é incorreta: {} e o jogo continua (9.5.3).{pace_note} Os 3 minutos de 2009 não valem mais.",
                            gets.to_lowercase()
                        ),
                        Lang::Ru => format!(
                            "Требование неверно: {} и игра продолжается (9.5.3).{pace_note} Три минуты по редакции 2009 года больше не применяются.",
                            gets.to_lowercase()
                        ),
                        Lang::Sr => format!(
                            "Zahtev je neispravan: {} i igra se nastavlja (9.5.3).{pace_note} Tri minuta iz 2009. više ne važe.",
                            gets.to_lowercase()
                        ),
                    }
                }
            };
            format!("{facts} {outcome}")
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    /// Situations from the fact sheet §6 with the answer in English words.
    const TABLE: [(Kind, Pace, &str); 17] = [
        (
            Kind::Repetition(3),
            Pace::Standard,
            "Nothing happens unless the player having the move claims",
        ),
        (
            Kind::Repetition(4),
            Pace::Standard,
            "Nothing happens unless the player having the move claims",
        ),
        (
            Kind::Repetition(5),
            Pace::Standard,
            "The game is drawn: the arbiter must step in",
        ),
        (
            Kind::Moves(40),
            Pace::Standard,
            "Play continues: no draw can be claimed yet",
        ),
        (
            Kind::Moves(50),
            Pace::Standard,
            "The player having the move may claim a draw",
        ),
        (
            Kind::Moves(74),
            Pace::Standard,
            "The player having the move may claim a draw",
        ),
        (
            Kind::Moves(75),
            Pace::Standard,
            "The game is drawn: the arbiter must step in",
        ),
        (
            Kind::RepetitionClaim(2),
            Pace::Standard,
            "Black gets 2 extra minutes",
        ),
        (Kind::RepetitionClaim(2), Pace::Rapid, "Black gets 1 extra minute"),
        (Kind::RepetitionClaim(2), Pace::Blitz, "Black gets 1 extra minute"),
        (
            Kind::RepetitionClaim(3),
            Pace::Standard,
            "Draw: the claim is correct",
        ),
        (
            Kind::RepetitionClaim(4),
            Pace::Rapid,
            "Draw: the claim is correct",
        ),
        (
            Kind::FiftyMoveClaim(44),
            Pace::Standard,
            "Black gets 2 extra minutes",
        ),
        (Kind::FiftyMoveClaim(46), Pace::Blitz, "Black gets 1 extra minute"),
        (
            Kind::FiftyMoveClaim(50),
            Pace::Standard,
            "Draw: the claim is correct",
        ),
        (
            Kind::FiftyMoveClaim(62),
            Pace::Rapid,
            "Draw: the claim is correct",
        ),
        (Kind::FiftyMoveClaim(38), Pace::Rapid, "Black gets 1 extra minute"),
    ];

    fn scenario_with(kind: Kind, pace: Pace) -> Scenario {
        let clock = match pace {
            Pace::Standard => (90, 30),
            Pace::Rapid => (15, 10),
            Pace::Blitz => (3, 2),
        };
        Scenario {
            kind,
            pace,
            clock,
            claimant: Side::White,
        }
    }

    #[test]
    fn fact_sheet_table() {
        for (i, (kind, pace, answer)) in TABLE.into_iter().enumerate() {
            let q = question_for(i as u64, &scenario_with(kind, pace), &mut rng(i as u64));
            assert!(
                q.options[q.correct].en.starts_with(answer),
                "{kind:?} {pace:?}: {}",
                q.options[q.correct].en
            );
        }
    }

    #[test]
    fn incorrect_claims_offer_the_other_penalties() {
        let q = question_for(
            0,
            &scenario_with(Kind::RepetitionClaim(2), Pace::Rapid),
            &mut rng(0),
        );
        let all: Vec<&str> = q.options.iter().map(|o| o.en.as_str()).collect();
        assert!(
            all.iter().any(|o| o.starts_with("Black gets 2 extra minutes")),
            "{all:?}"
        );
        assert!(
            all.iter().any(|o| o.starts_with("Black gets 3 extra minutes")),
            "2009: {all:?}"
        );
        assert!(q.articles.contains(&"A.3".to_string()));
    }

    /// The same rules stated as thresholds, independently of the status functions.
    fn expected(s: &Scenario) -> &'static str {
        match s.kind {
            Kind::Repetition(n) if n >= 5 => "(9.6.1)",
            Kind::Repetition(_) => "(9.2)",
            Kind::Moves(m) if m >= 75 => "(9.6.2)",
            Kind::Moves(m) if m >= 50 => "may claim",
            Kind::Moves(_) => "can be claimed yet",
            Kind::RepetitionClaim(n) if n >= 3 => "Draw",
            Kind::FiftyMoveClaim(m) if m >= 50 => "Draw",
            _ if s.pace == Pace::Standard => "2 extra minutes",
            _ => "1 extra minute",
        }
    }

    #[test]
    fn generated_answers_follow_the_rule() {
        let mut kinds = std::collections::HashSet::new();
        for seed in 0..500 {
            let s = scenario(&mut rng(seed));
            let q = question(seed);
            let right = &q.options[q.correct].en;
            assert!(right.contains(expected(&s)), "seed {seed} {s:?}: {right}");
            kinds.insert(format!("{:?}", s.status()).chars().take(8).collect::<String>());
        }
        assert_eq!(kinds.len(), 5, "{kinds:?}");
    }

    proptest! {
        #[test]
        fn thresholds(n in 0u32..10, m in 0u32..100) {
            prop_assert_eq!(repetition_status(n) == Status::Automatic, n >= 5);
            prop_assert_eq!(repetition_status(n) == Status::Claimable, (3..5).contains(&n));
            prop_assert_eq!(moves_status(m) == Status::Automatic, m >= 75);
            prop_assert_eq!(moves_status(m) == Status::Claimable, (50..75).contains(&m));
        }

        #[test]
        fn any_seed_follows_the_rule(seed in any::<u64>()) {
            let s = scenario(&mut rng(seed));
            let q = question(seed);
            prop_assert!(q.options[q.correct].en.contains(expected(&s)));
        }
    }
}
