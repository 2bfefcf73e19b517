//! Engine `illegal-move`: completed illegal moves (7.5), in standard play and in rapid and
//! blitz without full supervision (A.3, A.5.2, B.3). Three kinds of question:
//!
//! - **penalty**: the first illegal move gives the opponent 2 minutes (standard) or 1 (rapid,
//!   and blitz via B.3); the second by the same player loses, or draws if the opponent cannot
//!   checkmate by any series of legal moves; in rapid and blitz, once the opponent has made his
//!   next move the illegal move stands and nobody can penalise it (A.5.2);
//! - **restore**: a position and three moves, one of them illegal; which position is restored
//!   (7.5.1), or does the illegal move stand (A.5.2)?
//! - **castling**: a position with king and rook on their squares; is the castling legal
//!   (3.8.2), and what follows? Castling with both hands is penalised as an illegal move
//!   (7.5.4); whether a *legal* castling made with both hands is taken back is unsettled (see
//!   the ruling `mv-illegal-castling-with-two-hands`), so no option asserts either way.
//!
//! Fully supervised blitz (B.2) is never generated: whether its penalty is 1 or 2 minutes is
//! uncertain (fact sheet U3).

use rand::Rng;
use rand::seq::{IndexedRandom, SliceRandom};
use rand_chacha::ChaCha8Rng;
use shakmaty::{
    Bitboard, CastlingMode, CastlingSide, Chess, Color, EnPassantMode, FromSetup, Piece, Position, Role,
    Square,
};

use super::mate::{self, localize_san, piece_letter};
use super::{
    Draft, Form, Pace, Side, Unit, capitalize, extra_minutes, material_text, per_lang, pick, rng,
    setting_text,
};
use crate::content::{Lang, Localized};
use crate::quiz::Question;

/// Topic id.
pub const TOPIC: &str = "illegal-move";

// ---------------------------------------------------------------------------------------------
// Penalty
// ---------------------------------------------------------------------------------------------

/// What the player did; each is completed by pressing the clock.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Act {
    /// Moved the king into check (7.5.1).
    KingIntoCheck,
    /// Castled across a square attacked by an enemy piece (7.5.1).
    CastleThroughCheck,
    /// Moved a bishop over one of his own pawns (7.5.1).
    BishopJumps,
    /// Pressed the clock without moving (7.5.3).
    ClockWithoutMove,
    /// Castled with both hands (7.5.4).
    TwoHands,
}

impl Act {
    fn article(self) -> &'static str {
        match self {
            Act::KingIntoCheck | Act::CastleThroughCheck | Act::BishopJumps => "7.5.1",
            Act::ClockWithoutMove => "7.5.3",
            Act::TwoHands => "7.5.4",
        }
    }

    /// Acts after which the opponent can reply with an ordinary move: a completed move that
    /// leaves a normal position on the board.
    fn can_be_answered(self) -> bool {
        matches!(self, Act::CastleThroughCheck | Act::BishopJumps)
    }
}

/// The outcome the Laws give.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Ruling {
    /// The opponent gets this many extra minutes and play goes on.
    ExtraMinutes(u32),
    /// The offender loses.
    Loss,
    /// Draw: the opponent cannot checkmate by any series of legal moves.
    Draw,
    /// Too late: the opponent has made his next move, so the illegal move stands unpenalised
    /// (rapid and blitz, A.5.2).
    Stands,
}

/// The ruling under 7.5.5 (with A.3/A.5.2/B.3 for rapid and blitz) for the `nth` completed
/// illegal move of the same player, given whether the opponent can checkmate by some series of
/// moves and whether he has already made his next move when it comes to light.
pub fn ruling(pace: Pace, nth: u32, opponent_can_mate: bool, opponent_moved: bool) -> Ruling {
    match (nth, opponent_can_mate) {
        _ if opponent_moved && pace != Pace::Standard => Ruling::Stands,
        (1, _) => Ruling::ExtraMinutes(pace.penalty_minutes()),
        (_, true) => Ruling::Loss,
        (_, false) => Ruling::Draw,
    }
}

/// One generated penalty situation.
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct Scenario {
    pub pace: Pace,
    pub clock: (u32, u32),
    pub offender: Side,
    pub act: Act,
    /// 1 or 2.
    pub nth: u32,
    /// The opponent replied before anyone noticed.
    pub opponent_moved: bool,
    /// The offender's opponent's units and the offender's units (kings implied).
    pub opponent: Vec<Unit>,
    pub offender_units: Vec<Unit>,
}

/// The opponent cannot mate: a bare king, while the offender has material (never a dead
/// position). The offender always has a rook, so any act (castling included) fits.
const CANNOT_MATE: [(&[Unit], &[Unit]); 4] = [
    (&[], &[Unit::Queen, Unit::Rook]),
    (&[], &[Unit::Rook]),
    (&[], &[Unit::Rook, Unit::Pawn, Unit::Pawn]),
    (&[], &[Unit::Rook, Unit::Knight]),
];
/// The opponent has a queen or a rook: mate is possible. The offender always has a rook.
const CAN_MATE: [(&[Unit], &[Unit]); 5] = [
    (&[Unit::Queen, Unit::Pawn], &[Unit::Rook]),
    (&[Unit::Rook, Unit::Pawn, Unit::Pawn], &[Unit::Rook, Unit::Pawn]),
    (
        &[Unit::Rook],
        &[Unit::Rook, Unit::Bishop(super::SquareColour::Light)],
    ),
    (&[Unit::Queen], &[Unit::Rook, Unit::Knight, Unit::Pawn]),
    (&[Unit::Rook, Unit::Pawn], &[Unit::Queen, Unit::Rook]),
];

/// The opponent can mate with these units: in these lists, exactly when he has any.
fn opponent_can_mate(opponent: &[Unit]) -> bool {
    opponent.iter().any(|u| matches!(u, Unit::Queen | Unit::Rook))
}

pub(crate) fn scenario(rng: &mut ChaCha8Rng) -> Scenario {
    // Standard half of the time, so that the 2-minute and the 1-minute answers are the key
    // equally often (the key's rank among the numbers tells nothing).
    let pace = pick(rng, &[Pace::Standard, Pace::Standard, Pace::Rapid, Pace::Blitz]);
    let clock = match pace {
        Pace::Standard => pick(rng, &[(90, 30), (120, 30), (90, 0), (60, 30)]),
        Pace::Rapid => pick(rng, &[(15, 10), (25, 10), (10, 5), (20, 0)]),
        Pace::Blitz => pick(rng, &[(3, 2), (5, 0), (5, 3), (3, 0)]),
    };
    let act = pick(
        rng,
        &[
            Act::KingIntoCheck,
            Act::CastleThroughCheck,
            Act::BishopJumps,
            Act::ClockWithoutMove,
            Act::TwoHands,
        ],
    );
    let opponent_moved = act.can_be_answered() && rng.random_bool(0.4);
    let nth = if rng.random_bool(0.5) { 1 } else { 2 };
    let (opponent, offender_units) = if nth == 2 && rng.random_bool(0.5) {
        pick(rng, &CANNOT_MATE)
    } else {
        pick(rng, &CAN_MATE)
    };
    let mut offender_units = offender_units.to_vec();
    if act == Act::BishopJumps && !offender_units.iter().any(|u| matches!(u, Unit::Bishop(_))) {
        offender_units.push(Unit::Bishop(super::SquareColour::Dark));
    }
    Scenario {
        pace,
        clock,
        offender: Side::random(rng),
        act,
        nth,
        opponent_moved,
        opponent: opponent.to_vec(),
        offender_units,
    }
}

fn ordinal(nth: u32, lang: Lang) -> &'static str {
    match (nth, lang) {
        (1, Lang::En) => "first",
        (1, Lang::Pt) => "primeiro",
        (1, Lang::Ru) => "первый",
        (1, Lang::Sr) => "prvi",
        (_, Lang::En) => "second",
        (_, Lang::Pt) => "segundo",
        (_, Lang::Ru) => "второй",
        (_, Lang::Sr) => "drugi",
    }
}

fn act_text(act: Act, lang: Lang) -> &'static str {
    match (act, lang) {
        (Act::KingIntoCheck, Lang::En) => "moves his king into check and presses the clock",
        (Act::KingIntoCheck, Lang::Pt) => "colocam o próprio rei em xeque e apertam o relógio",
        (Act::KingIntoCheck, Lang::Ru) => "ставят своего короля под шах и нажимают часы",
        (Act::KingIntoCheck, Lang::Sr) => "stavi svog kralja u šah i pritisne sat",
        (Act::CastleThroughCheck, Lang::En) => {
            "castles with one hand across a square attacked by an enemy piece and presses the clock"
        }
        (Act::CastleThroughCheck, Lang::Pt) => {
            "rocam com uma só mão passando por uma casa atacada por peça adversária e apertam o relógio"
        }
        (Act::CastleThroughCheck, Lang::Ru) => "одной рукой рокируют через битое поле и нажимают часы",
        (Act::CastleThroughCheck, Lang::Sr) => "jednom rukom rokira preko napadnutog polja i pritisne sat",
        (Act::BishopJumps, Lang::En) => "moves a bishop over one of his own pawns and presses the clock",
        (Act::BishopJumps, Lang::Pt) => "movem um bispo por cima de um peão próprio e apertam o relógio",
        (Act::BishopJumps, Lang::Ru) => "переставляют слона через свою пешку и нажимают часы",
        (Act::BishopJumps, Lang::Sr) => "preskoči lovcem sopstvenog pešaka i pritisne sat",
        (Act::ClockWithoutMove, Lang::En) => "presses the clock without making a move",
        (Act::ClockWithoutMove, Lang::Pt) => "apertam o relógio sem fazer um lance",
        (Act::ClockWithoutMove, Lang::Ru) => "нажимают часы, не сделав хода",
        (Act::ClockWithoutMove, Lang::Sr) => "pritisne sat a da nije odigrao potez",
        (Act::TwoHands, Lang::En) => {
            "castles using both hands (king in one, rook in the other) and presses the clock"
        }
        (Act::TwoHands, Lang::Pt) => {
            "rocam usando as duas mãos (rei numa, torre na outra) e apertam o relógio"
        }
        (Act::TwoHands, Lang::Ru) => {
            "делают рокировку двумя руками (король в одной, ладья в другой) и нажимают часы"
        }
        (Act::TwoHands, Lang::Sr) => "rokira obema rukama (kralj u jednoj, top u drugoj) i pritisne sat",
    }
}

/// The five answers of a penalty question; every one is the key for some situations.
fn penalty_option(r: Ruling, x: Side, y: Side) -> Localized<String> {
    match r {
        Ruling::ExtraMinutes(n) => per_lang(|l| {
            let rest = match l {
                Lang::En => "and play continues",
                Lang::Pt => "e o jogo continua",
                Lang::Ru => "и игра продолжается",
                Lang::Sr => "i igra se nastavlja",
            };
            format!("{} {rest}", extra_minutes(y, n, l))
        }),
        Ruling::Loss => per_lang(|l| match l {
            Lang::En => format!("{} loses the game", x.subject(l)),
            Lang::Pt => format!("{} perdem a partida", x.subject(l)),
            Lang::Ru => format!("{} засчитывается поражение", capitalize(x.word(l, Form::Dat))),
            Lang::Sr => format!("{} gubi partiju", x.subject(l)),
        }),
        Ruling::Draw => per_lang(|l| super::draw_cannot_mate(y, l)),
        Ruling::Stands => per_lang(|l| match l {
            Lang::En => format!(
                "No penalty: {} has already made the next move, so the illegal move stands (A.5.2)",
                y.word(l, Form::Nom)
            ),
            Lang::Pt => format!(
                "Sem penalidade: {} já fizeram o lance seguinte, então o lance ilegal fica (A.5.2)",
                y.word(l, Form::Nom)
            ),
            Lang::Ru => format!(
                "Наказания нет: {} уже сделали следующий ход, поэтому невозможный ход остаётся в силе (A.5.2)",
                y.word(l, Form::Nom)
            ),
            Lang::Sr => format!(
                "Nema kazne: {} je već odigrao sledeći potez, pa nepravilan potez ostaje (A.5.2)",
                y.word(l, Form::Nom)
            ),
        }),
    }
}

fn penalty_question(seed: u64, s: &Scenario, rng: &mut ChaCha8Rng) -> Question {
    let can_mate = opponent_can_mate(&s.opponent);
    let decision = ruling(s.pace, s.nth, can_mate, s.opponent_moved);
    let (x, y) = (s.offender, s.offender.other());

    let stem = per_lang(|l| {
        let setting = setting_text(s.pace, s.clock, l);
        let act = act_text(s.act, l);
        let nth = ordinal(s.nth, l);
        let (xl, yl) = (x.label(l), y.label(l));
        let (xm, ym) = (material_text(&s.offender_units, l), material_text(&s.opponent, l));
        let (xs, ys, xg) = (x.subject(l), y.subject(l), x.word(l, Form::Gen));
        let (yn, xn) = (y.word(l, Form::Nom), x.word(l, Form::Nom));
        let then = match (s.opponent_moved, l) {
            (false, Lang::En) => {
                format!("{ys}, before making a move, at once pauses the clock and calls the arbiter.")
            }
            (false, Lang::Pt) => {
                format!("{ys}, antes de jogar, pausam o relógio na hora e chamam o árbitro.")
            }
            (false, Lang::Ru) => {
                format!("{ys}, не делая своего хода, сразу останавливают часы и зовут судью.")
            }
            (false, Lang::Sr) => format!("{ys} odmah, pre svog poteza, pauzira sat i poziva sudiju."),
            (true, Lang::En) => format!(
                "Nobody notices, and {yn} makes a move and presses the clock. Only then, before {xn} moves again, does the arbiter notice the illegal move."
            ),
            (true, Lang::Pt) => format!(
                "Ninguém percebe, e {yn} jogam e apertam o relógio. Só então, antes de {xn} jogarem de novo, o árbitro percebe o lance ilegal."
            ),
            (true, Lang::Ru) => format!(
                "Никто этого не замечает, {yn} делают ход и нажимают часы. Лишь после этого, до следующего хода {xg}, судья замечает невозможный ход."
            ),
            (true, Lang::Sr) => format!(
                "Niko to ne primeti, pa {yn} odigra potez i pritisne sat. Tek tada, pre nego što {xn} ponovo odigra, sudija primećuje nepravilan potez."
            ),
        };
        match l {
            Lang::En => format!(
                "{setting}. {xs} {act}. It is {xg} {nth} illegal move in this game. {then} Material: {xl}: {xm}; {yl}: {ym}. What does the arbiter decide?"
            ),
            Lang::Pt => format!(
                "{setting}. {xs} {act}. É o {nth} lance ilegal {xg} nesta partida. {then} Material: {xl}: {xm}; {yl}: {ym}. O que o árbitro decide?"
            ),
            Lang::Ru => format!(
                "{setting}. {xs} {act}. Это {nth} невозможный ход {xg} в этой партии. {then} Материал: {xl}: {xm}; {yl}: {ym}. Какое решение принимает судья?"
            ),
            Lang::Sr => format!(
                "{setting}. {xs} {act}. To je {nth} nepravilan potez {xg} u ovoj partiji. {then} Materijal: {xl}: {xm}; {yl}: {ym}. Kako sudija odlučuje?"
            ),
        }
    });

    // Every other answer is a candidate; three are shown, chosen at random so that each is
    // sometimes a distractor.
    let minutes = s.pace.penalty_minutes();
    let all = [
        Ruling::ExtraMinutes(minutes),
        Ruling::ExtraMinutes(3 - minutes),
        Ruling::Loss,
        Ruling::Draw,
        Ruling::Stands,
    ];
    let mut others: Vec<Ruling> = all.into_iter().filter(|&r| r != decision).collect();
    others.shuffle(rng);
    let correct = penalty_option(decision, x, y);
    let wrong = others.into_iter().map(|r| penalty_option(r, x, y)).collect();

    let explanation = per_lang(|l| explain_penalty(s, decision, l));
    let mut articles = vec![s.act.article(), "7.5.5"];
    match s.pace {
        Pace::Standard => {}
        Pace::Rapid => articles.extend(["A.3", "A.5.2"]),
        Pace::Blitz => articles.extend(["A.3", "A.5.2", "B.3"]),
    }
    let ruling_id = match (decision, s.nth, s.pace, s.act) {
        (Ruling::Stands, ..) => "mv-rapid-illegal-move-after-next-move",
        (_, 2, _, _) => "mv-second-illegal-move-bare-king",
        (_, _, Pace::Rapid, _) => "mv-rapid-illegal-move-after-next-move",
        (_, _, Pace::Blitz, _) => "mv-blitz-illegal-move-claim",
        (_, _, Pace::Standard, Act::ClockWithoutMove) => "mv-clock-pressed-without-move",
        (_, _, Pace::Standard, Act::TwoHands) => "mv-illegal-castling-with-two-hands",
        (_, _, Pace::Standard, _) if s.opponent_moved => "mv-illegal-move-found-later",
        (_, _, Pace::Standard, _) => "mv-first-illegal-move-standard-increment",
    };
    Draft {
        topic: TOPIC,
        seed,
        stem,
        correct,
        wrong,
        explanation,
        articles,
        ruling: Some(ruling_id),
        fen: None,
    }
    .finish(rng)
}

fn explain_penalty(s: &Scenario, decision: Ruling, l: Lang) -> String {
    let (x, y) = (s.offender, s.offender.other());
    let mut parts = Vec::new();
    match (s.act, l) {
        (Act::ClockWithoutMove, Lang::En) => parts.push(
            "Pressing the clock without making a move is penalised as an illegal move (7.5.3).".to_string(),
        ),
        (Act::ClockWithoutMove, Lang::Pt) => parts
            .push("Apertar o relógio sem fazer lance é penalizado como lance ilegal (7.5.3).".to_string()),
        (Act::ClockWithoutMove, Lang::Ru) => {
            parts.push("Нажатие часов без хода наказывается как невозможный ход (7.5.3).".to_string())
        }
        (Act::ClockWithoutMove, Lang::Sr) => {
            parts.push("Pritisak na sat bez poteza kažnjava se kao nepravilan potez (7.5.3).".to_string())
        }
        (Act::TwoHands, Lang::En) => parts.push(
            "Castling with both hands and pressing the clock is penalised as an illegal move (7.5.4)."
                .to_string(),
        ),
        (Act::TwoHands, Lang::Pt) => parts.push(
            "Rocar com as duas mãos e apertar o relógio é penalizado como lance ilegal (7.5.4).".to_string(),
        ),
        (Act::TwoHands, Lang::Ru) => parts.push(
            "Рокировка двумя руками с нажатием часов наказывается как невозможный ход (7.5.4).".to_string(),
        ),
        (Act::TwoHands, Lang::Sr) => parts.push(
            "Rokada obema rukama uz pritisak na sat kažnjava se kao nepravilan potez (7.5.4).".to_string(),
        ),
        _ => {}
    }
    if s.pace != Pace::Standard {
        parts.push(
            match (s.pace, l) {
                (Pace::Rapid, Lang::En) => "In rapid without full supervision the arbiter applies 7.5.5, or the opponent may claim, only until the opponent has made his next move (A.5.2); the penalties of Articles 7 and 9 are 1 minute instead of 2 (A.3).",
                (Pace::Rapid, Lang::Pt) => "No rápido sem supervisão total o árbitro aplica o 7.5.5, ou o adversário pode reivindicar, só até o adversário fazer o lance seguinte (A.5.2); as penalidades dos Artigos 7 e 9 são de 1 minuto em vez de 2 (A.3).",
                (Pace::Rapid, Lang::Ru) => "В рапиде без полного контроля судья применяет 7.5.5, или соперник может заявить, только пока соперник не сделал следующий ход (A.5.2); наказания по статьям 7 и 9 — 1 минута вместо 2 (A.3).",
                (Pace::Rapid, Lang::Sr) => "U rapidu bez punog nadzora sudija primenjuje 7.5.5, ili protivnik može da zahteva, samo dok protivnik ne odigra sledeći potez (A.5.2); kazne iz članova 7 i 9 iznose 1 minut umesto 2 (A.3).",
                (_, Lang::En) => "In blitz without full supervision B.3 brings in A.3 and A.5: the arbiter applies 7.5.5, or the opponent may claim, only until the opponent has made his next move (A.5.2), and the penalties of Articles 7 and 9 are 1 minute instead of 2.",
                (_, Lang::Pt) => "No blitz sem supervisão total o B.3 manda aplicar o A.3 e o A.5: o árbitro aplica o 7.5.5, ou o adversário pode reivindicar, só até o adversário fazer o lance seguinte (A.5.2), e as penalidades dos Artigos 7 e 9 são de 1 minuto em vez de 2.",
                (_, Lang::Ru) => "В блице без полного контроля B.3 отсылает к A.3 и A.5: судья применяет 7.5.5, или соперник может заявить, только пока соперник не сделал следующий ход (A.5.2), а наказания по статьям 7 и 9 — 1 минута вместо 2.",
                (_, Lang::Sr) => "U blicu bez punog nadzora B.3 upućuje na A.3 i A.5: sudija primenjuje 7.5.5, ili protivnik može da zahteva, samo dok protivnik ne odigra sledeći potez (A.5.2), a kazne iz članova 7 i 9 iznose 1 minut umesto 2.",
            }
            .to_string(),
        );
    }
    if s.opponent_moved && s.pace == Pace::Standard {
        parts.push(match l {
            Lang::En => "In standard play there is no such limit: an illegal move found during the game is corrected and penalised even after the opponent has replied (7.5.1).",
            Lang::Pt => "No jogo clássico não há esse limite: um lance ilegal descoberto durante a partida é corrigido e penalizado mesmo depois da resposta do adversário (7.5.1).",
            Lang::Ru => "В классике такого ограничения нет: невозможный ход, обнаруженный во время партии, исправляется и наказывается и после ответа соперника (7.5.1).",
            Lang::Sr => "U standardnoj partiji takvog ograničenja nema: nepravilan potez otkriven tokom partije ispravlja se i kažnjava i posle protivnikovog odgovora (7.5.1).",
        }.to_string());
    }
    parts.push(match decision {
        Ruling::Stands => match l {
            Lang::En => format!("Here {} had already made the next move, so the illegal move stands and no penalty can be given.", y.word(l, Form::Nom)),
            Lang::Pt => format!("Aqui {} já tinham feito o lance seguinte, então o lance ilegal fica e não cabe penalidade.", y.word(l, Form::Nom)),
            Lang::Ru => format!("Здесь {} уже сделали следующий ход, поэтому невозможный ход остаётся в силе и наказания нет.", y.word(l, Form::Nom)),
            Lang::Sr => format!("Ovde je {} već odigrao sledeći potez, pa nepravilan potez ostaje i kazne nema.", y.word(l, Form::Nom)),
        },
        Ruling::ExtraMinutes(n) => {
            let gets = extra_minutes(y, n, l);
            match l {
                Lang::En => format!("A first completed illegal move: {gets} (7.5.5), and any increment gained with it is taken off. It does not lose: only a second illegal move by the same player does."),
                Lang::Pt => format!("Primeiro lance ilegal completado: {} (7.5.5), e tira-se o acréscimo ganho com ele. Não perde: só o segundo lance ilegal do mesmo jogador perde.", gets.to_lowercase()),
                Lang::Ru => format!("Первый завершённый невозможный ход: {} (7.5.5), а полученное за него добавление снимается. Поражения нет: проигрывает только второй невозможный ход того же игрока.", gets.to_lowercase()),
                Lang::Sr => format!("Prvi završen nepravilan potez: {} (7.5.5), a dodatak dobijen njime se oduzima. To ne donosi poraz: gubi tek drugi nepravilan potez istog igrača.", gets.to_lowercase()),
            }
        }
        Ruling::Loss => {
            let m = material_text(&s.opponent, l);
            match l {
                Lang::En => format!("A second completed illegal move by the same player loses the game (7.5.5), unless the opponent cannot checkmate by any series of legal moves; {} has {m}, so {} loses.", y.word(l, Form::Nom), x.word(l, Form::Nom)),
                Lang::Pt => format!("O segundo lance ilegal completado pelo mesmo jogador perde a partida (7.5.5), salvo se o adversário não puder dar xeque-mate com nenhuma série de lances legais; {} têm {m}, então {} perdem.", y.word(l, Form::Nom), x.word(l, Form::Nom)),
                Lang::Ru => format!("Второй завершённый невозможный ход того же игрока — поражение (7.5.5), если только соперник может поставить мат хоть какой-то серией законных ходов. У {} {m}, поэтому {} проигрывают.", y.word(l, Form::Gen), x.word(l, Form::Nom)),
                Lang::Sr => format!("Drugi završen nepravilan potez istog igrača donosi poraz (7.5.5), osim ako protivnik ne može da matira nijednim nizom legalnih poteza; {} ima materijal za mat ({m}), pa {} gubi.", y.word(l, Form::Nom), x.word(l, Form::Nom)),
            }
        }
        Ruling::Draw => match l {
            Lang::En => format!("A second completed illegal move by the same player loses (7.5.5), but it is a draw when the opponent cannot checkmate by any series of legal moves: {} has only the king, so the game is drawn.", y.word(l, Form::Nom)),
            Lang::Pt => format!("O segundo lance ilegal completado pelo mesmo jogador perde (7.5.5), mas é empate quando o adversário não pode dar xeque-mate com nenhuma série de lances legais: {} têm só o rei, então a partida está empatada.", y.word(l, Form::Nom)),
            Lang::Ru => format!("Второй завершённый невозможный ход того же игрока означает поражение (7.5.5), но если соперник не может поставить мат никакой серией законных ходов, это ничья: у {} только король, поэтому ничья.", y.word(l, Form::Gen)),
            Lang::Sr => format!("Drugi završen nepravilan potez istog igrača donosi poraz (7.5.5), ali je remi kada protivnik ne može da matira nijednim nizom legalnih poteza: {} ima samo kralja, pa je partija remi.", y.word(l, Form::Nom)),
        },
    });
    parts.join(" ")
}

// ---------------------------------------------------------------------------------------------
// Restore: which position?
// ---------------------------------------------------------------------------------------------

/// A position reached by a random game from the initial position, and three moves played from
/// it (`plies[bad]` is illegal; the others are legal in their positions).
#[derive(Debug, Clone)]
pub(crate) struct Restore {
    pub pace: Pace,
    pub clock: (u32, u32),
    pub start: Chess,
    /// The three moves in display form, per language.
    pub moves: [Localized<String>; 3],
    /// Which of the three is illegal.
    pub bad: usize,
    /// The piece that moved illegally, and its squares.
    pub bad_piece: (Role, Square, Square),
}

/// A random legal game of `plies` plies from the initial position (never a finished game).
fn random_game(rng: &mut ChaCha8Rng, plies: usize) -> Option<Chess> {
    let mut pos = Chess::default();
    for _ in 0..plies {
        let moves = pos.legal_moves();
        let m = *moves.choose(rng)?;
        pos.play_unchecked(m);
    }
    (!pos.legal_moves().is_empty()).then_some(pos)
}

/// An illegal move by the side to move: a knight, bishop, rook or queen put on an empty square
/// it cannot reach, leaving a legal position (the mover's king not in check). Returns the new
/// position (castling rights dropped, which only restricts the later moves) and the move.
fn illegal_move(rng: &mut ChaCha8Rng, pos: &Chess) -> Option<(Chess, (Role, Square, Square))> {
    let mover = pos.turn();
    let legal = pos.legal_moves();
    let pieces: Vec<Square> = (pos.board().by_color(mover)
        & (pos.board().knights() | pos.board().bishops() | pos.board().rooks() | pos.board().queens()))
    .into_iter()
    .collect();
    for _ in 0..60 {
        let from = *pieces.choose(rng)?;
        let role = pos.board().role_at(from)?;
        let to = Square::new(rng.random_range(0..64));
        if from.distance(to) > 3 || pos.board().piece_at(to).is_some() {
            continue;
        }
        if legal.iter().any(|m| m.from() == Some(from) && m.to() == to) {
            continue;
        }
        // Not a move this piece could ever make on an empty board, so that the reason is the
        // way the piece moves, not a pin or an obstacle.
        let pattern = shakmaty::attacks::attacks(from, Piece { color: mover, role }, Bitboard::EMPTY);
        if pattern.contains(to) {
            continue;
        }
        let mut board = pos.board().clone();
        board.discard_piece_at(from);
        board.set_piece_at(to, Piece { color: mover, role });
        let mut setup = pos.to_setup(EnPassantMode::Legal);
        setup.board = board;
        setup.swap_turn();
        setup.castling_rights = Bitboard::EMPTY;
        if mover == Color::Black {
            setup.fullmoves = setup.fullmoves.saturating_add(1);
        }
        setup.halfmoves += 1;
        if let Ok(next) = Chess::from_setup(setup, CastlingMode::Standard)
            && !next.legal_moves().is_empty()
        {
            return Some((next, (role, from, to)));
        }
    }
    None
}

/// "32.Nf3" or "32...Nf3" in `lang`: a legal move in SAN.
fn numbered(pos: &Chess, san: &str, lang: Lang) -> String {
    let n = pos.fullmoves().get();
    let dots = if pos.turn() == Color::White { "." } else { "..." };
    format!("{n}{dots}{}", localize_san(san, lang))
}

/// "32.Nc3-d5": an illegal move in long notation.
fn numbered_long(pos: &Chess, (role, from, to): (Role, Square, Square), lang: Lang) -> String {
    let n = pos.fullmoves().get();
    let dots = if pos.turn() == Color::White { "." } else { "..." };
    format!("{n}{dots}{}{from}-{to}", piece_letter(role, lang))
}

pub(crate) fn restore_scenario(rng: &mut ChaCha8Rng) -> Restore {
    let pace = pick(rng, &[Pace::Standard, Pace::Rapid, Pace::Blitz]);
    let clock = match pace {
        Pace::Standard => pick(rng, &[(90, 30), (120, 30), (90, 0)]),
        Pace::Rapid => pick(rng, &[(15, 10), (25, 10), (20, 0)]),
        Pace::Blitz => pick(rng, &[(3, 2), (5, 0), (5, 3)]),
    };
    let bad = rng.random_range(0..3);
    loop {
        let plies = rng.random_range(20..50);
        let Some(start) = random_game(rng, plies) else {
            continue;
        };
        let mut pos = start.clone();
        let mut texts: Vec<Localized<String>> = Vec::new();
        let mut bad_piece = None;
        let mut ok = true;
        for i in 0..3 {
            if i == bad {
                match illegal_move(rng, &pos) {
                    Some((next, piece)) => {
                        let p = pos.clone();
                        texts.push(per_lang(|l| numbered_long(&p, piece, l)));
                        bad_piece = Some(piece);
                        pos = next;
                    }
                    None => {
                        ok = false;
                        break;
                    }
                }
            } else {
                let moves = pos.legal_moves();
                let Some(&m) = moves.choose(rng) else {
                    ok = false;
                    break;
                };
                let san = shakmaty::san::San::from_move(&pos, m).to_string();
                let p = pos.clone();
                texts.push(per_lang(|l| numbered(&p, &san, l)));
                pos.play_unchecked(m);
                if pos.legal_moves().is_empty() {
                    ok = false;
                    break;
                }
            }
        }
        if ok {
            let moves: [Localized<String>; 3] = texts.try_into().expect("three moves");
            return Restore {
                pace,
                clock,
                start,
                moves,
                bad,
                bad_piece: bad_piece.expect("the illegal move was played"),
            };
        }
    }
}

/// The key of a restore question: `Some(i)` = the position before move `i`, `None` = the
/// illegal move stands.
pub(crate) fn restore_key(r: &Restore) -> Option<usize> {
    // The illegal move is noticed after the third move, before the next one.
    let answered = r.bad < 2;
    if answered && r.pace != Pace::Standard {
        None
    } else {
        Some(r.bad)
    }
}

fn role_name(role: Role, l: Lang) -> &'static str {
    match (l, role) {
        (Lang::En, Role::Knight) => "knight",
        (Lang::En, Role::Bishop) => "bishop",
        (Lang::En, Role::Rook) => "rook",
        (Lang::En, _) => "queen",
        (Lang::Pt, Role::Knight) => "cavalo",
        (Lang::Pt, Role::Bishop) => "bispo",
        (Lang::Pt, Role::Rook) => "torre",
        (Lang::Pt, _) => "dama",
        (Lang::Ru, Role::Knight) => "конь",
        (Lang::Ru, Role::Bishop) => "слон",
        (Lang::Ru, Role::Rook) => "ладья",
        (Lang::Ru, _) => "ферзь",
        (Lang::Sr, Role::Knight) => "skakač",
        (Lang::Sr, Role::Bishop) => "lovac",
        (Lang::Sr, Role::Rook) => "top",
        (Lang::Sr, _) => "dama",
    }
}

fn role_article(role: Role) -> &'static str {
    match role {
        Role::Knight => "3.6",
        Role::Bishop => "3.2",
        Role::Rook => "3.3",
        _ => "3.4",
    }
}

fn restore_question(seed: u64, r: &Restore, rng: &mut ChaCha8Rng) -> Question {
    let to_move = side(r.start.turn());
    let key = restore_key(r);
    let offender = if r.bad == 1 { to_move.other() } else { to_move };
    let (role, from, to) = r.bad_piece;
    let stem = per_lang(|l| {
        let setting = setting_text(r.pace, r.clock, l);
        let line = r
            .moves
            .iter()
            .map(|m| m.get(l).clone())
            .collect::<Vec<_>>()
            .join(" ");
        let bad = r.moves[r.bad].get(l);
        let t = to_move.word(l, Form::Nom);
        let o = offender.word(l, Form::Nom);
        match l {
            Lang::En => format!(
                "{setting}. From the diagram position ({t} to move) the game went on {line}, each move completed by pressing the clock. Before the next move the arbiter notices that {bad} was illegal; it is {}'s first illegal move of the game. What does the arbiter do about the position?",
                o
            ),
            Lang::Pt => format!(
                "{setting}. Da posição do diagrama (jogam {t}) a partida seguiu {line}, cada lance completado com o toque no relógio. Antes do lance seguinte o árbitro percebe que {bad} foi ilegal; é o primeiro lance ilegal {} na partida. O que o árbitro faz com a posição?",
                offender.word(l, Form::Gen)
            ),
            Lang::Ru => format!(
                "{setting}. Из позиции на диаграмме (ход {}) партия продолжалась так: {line}, каждый ход завершён нажатием часов. До следующего хода судья замечает, что ход {bad} был невозможным; это первый невозможный ход {} в партии. Как судья поступает с позицией?",
                to_move.word(l, Form::Gen),
                offender.word(l, Form::Gen)
            ),
            Lang::Sr => format!(
                "{setting}. Iz pozicije na dijagramu (na potezu je {t}) partija je nastavljena ovako: {line}, svaki potez završen pritiskom na sat. Pre sledećeg poteza sudija primećuje da je {bad} bio nepravilan potez; to je prvi nepravilan potez {} u partiji. Šta sudija radi sa pozicijom?",
                offender.word(l, Form::Gen)
            ),
        }
    });
    let before = |i: usize| {
        per_lang(move |l| {
            let m = r.moves[i].get(l);
            match l {
                Lang::En => {
                    format!("He restores the position just before {m}, and play continues from there")
                }
                Lang::Pt => {
                    format!("Restaura a posição imediatamente anterior a {m}, e o jogo continua dali")
                }
                Lang::Ru => format!(
                    "Восстанавливает позицию непосредственно перед ходом {m}, и игра продолжается с неё"
                ),
                Lang::Sr => format!("Vraća poziciju neposredno pre poteza {m}, i igra se nastavlja odatle"),
            }
        })
    };
    let stands = per_lang(|l| match l {
        Lang::En => {
            "Nothing: the opponent has already made the next move, so the illegal move stands (A.5.2)"
                .to_string()
        }
        Lang::Pt => {
            "Nada: o adversário já fez o lance seguinte, então o lance ilegal fica (A.5.2)".to_string()
        }
        Lang::Ru => {
            "Ничего: соперник уже сделал следующий ход, поэтому невозможный ход остаётся в силе (A.5.2)"
                .to_string()
        }
        Lang::Sr => {
            "Ništa: protivnik je već odigrao sledeći potez, pa nepravilan potez ostaje (A.5.2)".to_string()
        }
    });
    let all = [before(0), before(1), before(2), stands];
    let k = key.unwrap_or(3);
    let correct = all[k].clone();
    let wrong = (0..4).filter(|&i| i != k).map(|i| all[i].clone()).collect();
    let explanation = per_lang(|l| {
        let bad = r.moves[r.bad].get(l);
        let why = match l {
            Lang::En => format!(
                "{bad} is illegal: a {} cannot move from {from} to {to} ({}).",
                role_name(role, l),
                role_article(role)
            ),
            Lang::Pt => format!(
                "{bad} é ilegal: {} não pode ir de {from} para {to} ({}).",
                match role {
                    Role::Rook | Role::Queen => format!("uma {}", role_name(role, l)),
                    _ => format!("um {}", role_name(role, l)),
                },
                role_article(role)
            ),
            Lang::Ru => format!(
                "Ход {bad} невозможен: {} не может пойти с {from} на {to} ({}).",
                role_name(role, l),
                role_article(role)
            ),
            Lang::Sr => format!(
                "{bad} je nepravilan potez: {} ne može da ode sa {from} na {to} ({}).",
                role_name(role, l),
                role_article(role)
            ),
        };
        let rule = match (key, r.pace, l) {
            (Some(_), Pace::Standard, Lang::En) => "In standard play, when an illegal move is found during the game, the position just before it is restored (7.5.1), however many moves were played since; the opponent also gets 2 extra minutes (7.5.5).".to_string(),
            (Some(_), Pace::Standard, Lang::Pt) => "No jogo clássico, quando se descobre um lance ilegal durante a partida, restaura-se a posição imediatamente anterior a ele (7.5.1), sejam quantos forem os lances jogados depois; o adversário recebe ainda 2 minutos (7.5.5).".to_string(),
            (Some(_), Pace::Standard, Lang::Ru) => "В классике, если невозможный ход обнаружен во время партии, восстанавливается позиция непосредственно перед ним (7.5.1), сколько бы ходов ни было сделано потом; сопернику также добавляются 2 минуты (7.5.5).".to_string(),
            (Some(_), Pace::Standard, Lang::Sr) => "U standardnoj partiji, kada se tokom partije otkrije nepravilan potez, vraća se pozicija neposredno pre njega (7.5.1), bez obzira na to koliko je poteza odigrano posle; protivnik još dobija 2 minuta (7.5.5).".to_string(),
            (Some(_), _, Lang::En) => "The opponent has not yet made his next move, so the arbiter applies 7.5.5 (A.5.2): the position just before the illegal move is restored (7.5.1) and the opponent gets 1 extra minute (A.3).".to_string(),
            (Some(_), _, Lang::Pt) => "O adversário ainda não fez o lance seguinte, então o árbitro aplica o 7.5.5 (A.5.2): restaura-se a posição imediatamente anterior ao lance ilegal (7.5.1) e o adversário recebe 1 minuto (A.3).".to_string(),
            (Some(_), _, Lang::Ru) => "Соперник ещё не сделал следующий ход, поэтому судья применяет 7.5.5 (A.5.2): восстанавливается позиция непосредственно перед невозможным ходом (7.5.1), а сопернику добавляется 1 минута (A.3).".to_string(),
            (Some(_), _, Lang::Sr) => "Protivnik još nije odigrao sledeći potez, pa sudija primenjuje 7.5.5 (A.5.2): vraća se pozicija neposredno pre nepravilnog poteza (7.5.1), a protivnik dobija 1 minut (A.3).".to_string(),
            (None, _, Lang::En) => "In rapid and blitz without full supervision the arbiter acts, and the opponent may claim, only until the opponent has made his next move (A.5.2). Here he already has, so the illegal move stands and play continues from the current position; only the players' own agreement could still correct it.".to_string(),
            (None, _, Lang::Pt) => "No rápido e no blitz sem supervisão total o árbitro intervém, e o adversário pode reivindicar, só até o adversário fazer o lance seguinte (A.5.2). Aqui ele já o fez, então o lance ilegal fica e o jogo continua da posição atual; só um acordo dos próprios jogadores ainda poderia corrigi-lo.".to_string(),
            (None, _, Lang::Ru) => "В рапиде и блице без полного контроля судья вмешивается, а соперник может заявить, только пока соперник не сделал следующий ход (A.5.2). Здесь он его уже сделал, поэтому невозможный ход остаётся в силе и игра продолжается из текущей позиции; исправить его могут лишь сами игроки по взаимному согласию.".to_string(),
            (None, _, Lang::Sr) => "U rapidu i blicu bez punog nadzora sudija interveniše, a protivnik može da zahteva, samo dok protivnik ne odigra sledeći potez (A.5.2). Ovde ga je već odigrao, pa nepravilan potez ostaje i igra se nastavlja iz trenutne pozicije; ispraviti ga mogu još samo sami igrači sporazumno.".to_string(),
        };
        format!("{why} {rule}")
    });
    let mut articles = vec![role_article(role), "7.5.1"];
    match (key, r.pace) {
        (Some(_), Pace::Standard) => articles.push("7.5.5"),
        (Some(_), _) => articles.extend(["7.5.5", "A.3", "A.5.2"]),
        (None, _) => articles.push("A.5.2"),
    }
    if r.pace == Pace::Blitz {
        articles.push("B.3");
    }
    let ruling_id = match (key, r.pace) {
        (None, _) | (Some(_), Pace::Rapid) => "mv-rapid-illegal-move-after-next-move",
        (Some(_), Pace::Blitz) => "mv-blitz-illegal-move-claim",
        (Some(2), Pace::Standard) => "mv-first-illegal-move-standard-increment",
        (Some(_), Pace::Standard) => "mv-illegal-move-found-later",
    };
    Draft {
        topic: TOPIC,
        seed,
        stem,
        correct,
        wrong,
        explanation,
        articles,
        ruling: Some(ruling_id),
        fen: Some(mate::fen(&r.start)),
    }
    .finish(rng)
}

// ---------------------------------------------------------------------------------------------
// Castling
// ---------------------------------------------------------------------------------------------

/// Why castling is legal or not (3.8.2).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Castle {
    /// Legal.
    Legal,
    /// The king is in check (3.8.2.2).
    InCheck,
    /// A square the king crosses is attacked (3.8.2.2).
    Crosses,
    /// The square the king lands on is attacked (3.8.2.2).
    Lands,
    /// A piece stands between king and rook (3.8.2.2).
    Blocked,
    /// The king or this rook has already moved (3.8.2.1).
    Moved,
}

/// One castling situation.
#[derive(Debug, Clone)]
pub(crate) struct Castling {
    pub pace: Pace,
    pub clock: (u32, u32),
    /// The position before the castling, with the castler to move.
    pub pos: Chess,
    pub wing: CastlingSide,
    /// Which piece moved earlier, for [`Castle::Moved`]: the king, or the rook.
    pub moved_king: Option<bool>,
    pub two_hands: bool,
    /// The opponent replied before anyone noticed (then `reply` is his move, as text).
    pub reply: Option<Localized<String>>,
    pub reason: Castle,
}

/// Why castling on `wing` is not legal in `pos`, the castling right being present; `None` if
/// more than one reason applies.
fn castle_reason(pos: &Chess, wing: CastlingSide) -> Option<Castle> {
    let us = pos.turn();
    let board = pos.board();
    let king = board.king_of(us)?;
    let rook = match (us, wing) {
        (Color::White, CastlingSide::KingSide) => Square::H1,
        (Color::White, CastlingSide::QueenSide) => Square::A1,
        (Color::Black, CastlingSide::KingSide) => Square::H8,
        (Color::Black, CastlingSide::QueenSide) => Square::A8,
    };
    let king_to = wing.king_to(us);
    let between = shakmaty::attacks::between(king, rook);
    let crossed = shakmaty::attacks::between(king, king_to);
    let attacked = |sq: Square| board.attacks_to(sq, !us, board.occupied()).any();
    let mut reasons = Vec::new();
    if pos.is_check() {
        reasons.push(Castle::InCheck);
    }
    if crossed.into_iter().any(attacked) {
        reasons.push(Castle::Crosses);
    }
    if attacked(king_to) {
        reasons.push(Castle::Lands);
    }
    if (between & board.occupied()).any() {
        reasons.push(Castle::Blocked);
    }
    let legal = pos.legal_moves().iter().any(|m| m.castling_side() == Some(wing));
    match (legal, reasons.as_slice()) {
        (true, []) => Some(Castle::Legal),
        (false, [one]) => Some(*one),
        _ => None,
    }
}

/// A random position with the castler's king and rook on their squares.
fn castling_position(rng: &mut ChaCha8Rng, us: Color, wing: CastlingSide, rights: bool) -> Option<Chess> {
    use Role::{Bishop, Knight, Pawn, Queen, Rook};
    let mut board = shakmaty::Board::empty();
    let home = |sq: Square| {
        if us == Color::White {
            sq
        } else {
            sq.flip_vertical()
        }
    };
    board.set_piece_at(home(Square::E1), us.king());
    let rook_sq = home(if wing == CastlingSide::KingSide {
        Square::H1
    } else {
        Square::A1
    });
    board.set_piece_at(rook_sq, us.rook());
    // Our pawns on the second rank, with gaps.
    for f in 0..8 {
        if rng.random_bool(0.6) {
            board.set_piece_at(
                home(Square::from_coords(
                    shakmaty::File::new(f),
                    shakmaty::Rank::Second,
                )),
                us.pawn(),
            );
        }
    }
    // Sometimes one of our own pieces between king and rook.
    if rng.random_bool(0.25) {
        let sq = home(pick(
            rng,
            &if wing == CastlingSide::KingSide {
                vec![Square::F1, Square::G1]
            } else {
                vec![Square::B1, Square::C1, Square::D1]
            },
        ));
        board.set_piece_at(
            sq,
            Piece {
                color: us,
                role: pick(rng, &[Knight, Bishop, Queen]),
            },
        );
    }
    // Their king far away, and a few of their pieces.
    let their_king = home(Square::from_coords(
        shakmaty::File::new(rng.random_range(0..8)),
        shakmaty::Rank::new(rng.random_range(5..8)),
    ));
    board.set_piece_at(their_king, (!us).king());
    for _ in 0..rng.random_range(2..5) {
        let sq = Square::new(rng.random_range(16..64));
        let sq = home(sq);
        if board.piece_at(sq).is_none() {
            board.set_piece_at(
                sq,
                Piece {
                    color: !us,
                    role: pick(rng, &[Bishop, Bishop, Rook, Knight, Queen, Pawn]),
                },
            );
        }
    }
    if (board.by_color(!us)
        & board.pawns()
        & (Bitboard::from_rank(shakmaty::Rank::First) | Bitboard::from_rank(shakmaty::Rank::Eighth)))
    .any()
    {
        return None;
    }
    let mut setup = shakmaty::Setup::empty();
    setup.board = board;
    setup.turn = us;
    setup.castling_rights = if rights {
        Bitboard::from_square(rook_sq)
    } else {
        Bitboard::EMPTY
    };
    setup.fullmoves = std::num::NonZeroU32::new(rng.random_range(12..30)).expect("non-zero");
    Chess::from_setup(setup, CastlingMode::Standard).ok()
}

pub(crate) fn castling_scenario(rng: &mut ChaCha8Rng) -> Castling {
    let pace = pick(rng, &[Pace::Standard, Pace::Rapid, Pace::Blitz]);
    let clock = match pace {
        Pace::Standard => pick(rng, &[(90, 30), (120, 30), (90, 0)]),
        Pace::Rapid => pick(rng, &[(15, 10), (25, 10), (20, 0)]),
        Pace::Blitz => pick(rng, &[(3, 2), (5, 0), (5, 3)]),
    };
    let us = if rng.random_bool(0.5) {
        Color::White
    } else {
        Color::Black
    };
    let wing = if rng.random_bool(0.6) {
        CastlingSide::KingSide
    } else {
        CastlingSide::QueenSide
    };
    // The answer kind first, so that each option is the key often enough.
    let target = pick(
        rng,
        &[
            Castle::Legal,
            Castle::Legal,
            Castle::InCheck,
            Castle::Crosses,
            Castle::Lands,
            Castle::Blocked,
            Castle::Moved,
        ],
    );
    let two_hands = rng.random_bool(0.4);
    // A reply is possible only after a castling that leaves a legal position (not one that
    // lands in check).
    let answerable = !matches!(target, Castle::Legal | Castle::Lands | Castle::Blocked);
    let replied = answerable
        && if pace == Pace::Standard {
            rng.random_bool(0.2)
        } else {
            !two_hands && rng.random_bool(0.45)
        };
    let mut tries = 0;
    loop {
        tries += 1;
        // A reply cannot always be fitted to the position: give up on it after a while.
        let replied = replied && tries < 300;
        let Some(with_rights) = castling_position(rng, us, wing, true) else {
            continue;
        };
        let Some(reason) = castle_reason(&with_rights, wing) else {
            continue;
        };
        let (pos, reason, moved_king) = match (target, reason) {
            (Castle::Moved, Castle::Legal) => {
                let mut setup = with_rights.to_setup(EnPassantMode::Legal);
                setup.castling_rights = Bitboard::EMPTY;
                let Ok(p) = Chess::from_setup(setup, CastlingMode::Standard) else {
                    continue;
                };
                (p, Castle::Moved, Some(rng.random_bool(0.5)))
            }
            (t, r) if t == r => (with_rights, r, None),
            _ => continue,
        };
        let reply = if replied {
            // The castling played anyway (illegal), then a legal reply by the opponent.
            let mut board = pos.board().clone();
            let king = board.king_of(us).expect("king");
            let rook_from = if us == Color::White {
                if wing == CastlingSide::KingSide {
                    Square::H1
                } else {
                    Square::A1
                }
            } else if wing == CastlingSide::KingSide {
                Square::H8
            } else {
                Square::A8
            };
            board.discard_piece_at(king);
            board.discard_piece_at(rook_from);
            if board.piece_at(wing.king_to(us)).is_some() || board.piece_at(wing.rook_to(us)).is_some() {
                continue;
            }
            board.set_piece_at(wing.king_to(us), us.king());
            board.set_piece_at(wing.rook_to(us), us.rook());
            let mut setup = pos.to_setup(EnPassantMode::Legal);
            setup.board = board;
            setup.castling_rights = Bitboard::EMPTY;
            setup.swap_turn();
            if us == Color::Black {
                setup.fullmoves = setup.fullmoves.saturating_add(1);
            }
            // Castling out of or into check leaves an illegal position: no reply is possible.
            let Ok(after) = Chess::from_setup(setup, CastlingMode::Standard) else {
                continue;
            };
            let moves = after.legal_moves();
            let Some(&m) = moves.choose(rng) else { continue };
            let san = shakmaty::san::San::from_move(&after, m).to_string();
            Some(per_lang(|l| numbered(&after, &san, l)))
        } else {
            None
        };
        return Castling {
            pace,
            clock,
            pos,
            wing,
            moved_king,
            two_hands,
            reply,
            reason,
        };
    }
}

/// The four answers of a castling question, in this order: legal; illegal, restore; legal but
/// two hands; illegal but it stands.
fn castling_options(c: &Castling, l: Lang) -> [String; 4] {
    let x = side(c.pos.turn());
    let y = x.other();
    let n = c.pace.penalty_minutes();
    let gets = extra_minutes(y, n, l);
    let low = gets.to_lowercase();
    let (xn, yn) = (x.word(l, Form::Nom), y.word(l, Form::Nom));
    match l {
        Lang::En => [
            "The castling is legal: play continues, with no penalty".to_string(),
            format!(
                "The castling is illegal: the position before it is restored, {xn} must make another king move if there is a legal one, and {} gets {n} extra {}",
                yn,
                if n == 1 { "minute" } else { "minutes" }
            ),
            format!(
                "The castling is legal, but castling with both hands is penalised as an illegal move (7.5.4): {gets}"
            ),
            format!("The castling is illegal, but it stands: {yn} has already made the next move (A.5.2)"),
        ],
        Lang::Pt => [
            "O roque é legal: o jogo continua, sem penalidade".to_string(),
            format!(
                "O roque é ilegal: restaura-se a posição anterior, {xn} devem fazer outro lance de rei, se houver um legal, e {low}"
            ),
            format!(
                "O roque é legal, mas rocar com as duas mãos é penalizado como lance ilegal (7.5.4): {low}"
            ),
            format!("O roque é ilegal, mas fica: {yn} já fizeram o lance seguinte (A.5.2)"),
        ],
        Lang::Ru => [
            "Рокировка законна: игра продолжается без наказания".to_string(),
            format!(
                "Рокировка невозможна: восстанавливается позиция до неё, {xn} должны сделать другой ход королём, если он есть, а {low}"
            ),
            format!(
                "Рокировка законна, но рокировка двумя руками наказывается как невозможный ход (7.5.4): {low}"
            ),
            format!("Рокировка невозможна, но остаётся в силе: {yn} уже сделали следующий ход (A.5.2)"),
        ],
        Lang::Sr => [
            "Rokada je legalna: igra se nastavlja, bez kazne".to_string(),
            format!(
                "Rokada je nepravilna: vraća se pozicija pre nje, {xn} mora da odigra drugi potez kraljem ako ima legalan, a {low}"
            ),
            format!(
                "Rokada je legalna, ali rokada obema rukama kažnjava se kao nepravilan potez (7.5.4): {low}"
            ),
            format!("Rokada je nepravilna, ali ostaje: {yn} je već odigrao sledeći potez (A.5.2)"),
        ],
    }
}

/// The key of a castling question (index into [`castling_options`]).
pub(crate) fn castling_key(c: &Castling) -> usize {
    match (c.reason == Castle::Legal, c.two_hands, c.reply.is_some(), c.pace) {
        (true, false, _, _) => 0,
        (true, true, _, _) => 2,
        (false, _, true, p) if p != Pace::Standard => 3,
        (false, _, _, _) => 1,
    }
}

fn castling_question(seed: u64, c: &Castling, rng: &mut ChaCha8Rng) -> Question {
    let x = side(c.pos.turn());
    let y = x.other();
    let us = c.pos.turn();
    let rook_sq = {
        let sq = if c.wing == CastlingSide::KingSide {
            Square::H1
        } else {
            Square::A1
        };
        if us == Color::White {
            sq
        } else {
            sq.flip_vertical()
        }
    };
    let king_sq = if us == Color::White {
        Square::E1
    } else {
        Square::E8
    };
    let detour = if us == Color::White {
        Square::E2
    } else {
        Square::E7
    };
    let rook_detour = if us == Color::White {
        rook_sq.offset(16).expect("on board")
    } else {
        rook_sq.offset(-16).expect("on board")
    };
    let stem = per_lang(|l| {
        let setting = setting_text(c.pace, c.clock, l);
        let (xs, xn, ys) = (x.subject(l), x.word(l, Form::Nom), y.subject(l));
        let (xg, yn) = (x.word(l, Form::Gen), y.word(l, Form::Nom));
        let history = match (c.moved_king, l) {
            (None, Lang::En) => {
                format!("Neither {xg} king nor the rook on {rook_sq} has moved in this game.")
            }
            (None, Lang::Pt) => format!("Nem o rei {xg} nem a torre de {rook_sq} se moveram nesta partida."),
            (None, Lang::Ru) => format!("Ни король {xg}, ни ладья {rook_sq} в этой партии ещё не ходили."),
            (None, Lang::Sr) => format!("Ni kralj {xg} ni top sa {rook_sq} se u ovoj partiji nisu pomerali."),
            (Some(true), Lang::En) => format!(
                "Earlier in this game {xg} king went from {king_sq} to {detour} and later came back; the rook on {rook_sq} has not moved."
            ),
            (Some(true), Lang::Pt) => format!(
                "Antes nesta partida o rei {xg} foi de {king_sq} para {detour} e depois voltou; a torre de {rook_sq} não se moveu."
            ),
            (Some(true), Lang::Ru) => format!(
                "Раньше в этой партии король {xg} ходил с {king_sq} на {detour} и потом вернулся; ладья {rook_sq} не ходила."
            ),
            (Some(true), Lang::Sr) => format!(
                "Ranije u ovoj partiji kralj {xg} je išao sa {king_sq} na {detour} i kasnije se vratio; top sa {rook_sq} se nije pomerao."
            ),
            (Some(false), Lang::En) => format!(
                "Earlier in this game the rook on {rook_sq} went to {rook_detour} and later came back; {xg} king has not moved."
            ),
            (Some(false), Lang::Pt) => format!(
                "Antes nesta partida a torre de {rook_sq} foi para {rook_detour} e depois voltou; o rei {xg} não se moveu."
            ),
            (Some(false), Lang::Ru) => format!(
                "Раньше в этой партии ладья {rook_sq} ходила на {rook_detour} и потом вернулась; король {xg} не ходил."
            ),
            (Some(false), Lang::Sr) => format!(
                "Ranije u ovoj partiji top sa {rook_sq} je išao na {rook_detour} i kasnije se vratio; kralj {xg} se nije pomerao."
            ),
        };
        let wing = match (c.wing, l) {
            (CastlingSide::KingSide, Lang::En) => "kingside",
            (CastlingSide::QueenSide, Lang::En) => "queenside",
            (CastlingSide::KingSide, Lang::Pt) => "o roque pequeno",
            (CastlingSide::QueenSide, Lang::Pt) => "o roque grande",
            (CastlingSide::KingSide, Lang::Ru) => "короткую рокировку",
            (CastlingSide::QueenSide, Lang::Ru) => "длинную рокировку",
            (CastlingSide::KingSide, Lang::Sr) => "malu rokadu",
            (CastlingSide::QueenSide, Lang::Sr) => "veliku rokadu",
        };
        let hands = match (c.two_hands, l) {
            (false, Lang::En) => "with one hand",
            (true, Lang::En) => "using both hands (king in one, rook in the other)",
            (false, Lang::Pt) => "com uma só mão",
            (true, Lang::Pt) => "usando as duas mãos (rei numa, torre na outra)",
            (false, Lang::Ru) => "одной рукой",
            (true, Lang::Ru) => "двумя руками (король в одной, ладья в другой)",
            (false, Lang::Sr) => "jednom rukom",
            (true, Lang::Sr) => "obema rukama (kralj u jednoj, top u drugoj)",
        };
        let then = match (&c.reply, l) {
            (None, Lang::En) => {
                format!("{ys}, before making a move, at once pauses the clock and calls the arbiter.")
            }
            (None, Lang::Pt) => format!("{ys}, antes de jogar, pausam o relógio na hora e chamam o árbitro."),
            (None, Lang::Ru) => {
                format!("{ys}, не делая своего хода, сразу останавливают часы и зовут судью.")
            }
            (None, Lang::Sr) => format!("{ys} odmah, pre svog poteza, pauzira sat i poziva sudiju."),
            (Some(r), Lang::En) => format!(
                "{ys} replies {} and presses the clock; only then, before {xn} moves again, does the arbiter look at the castling.",
                r.get(l)
            ),
            (Some(r), Lang::Pt) => format!(
                "{ys} respondem {} e apertam o relógio; só então, antes de {xn} jogarem de novo, o árbitro examina o roque.",
                r.get(l)
            ),
            (Some(r), Lang::Ru) => format!(
                "{ys} отвечают {} и нажимают часы; лишь затем, до следующего хода {xg}, судья обращает внимание на рокировку.",
                r.get(l)
            ),
            (Some(r), Lang::Sr) => format!(
                "{ys} odgovara {} i pritisne sat; tek tada, pre nego što {xn} ponovo odigra, sudija pregleda rokadu.",
                r.get(l)
            ),
        };
        let _ = yn;
        match l {
            Lang::En => format!(
                "{setting}. The diagram shows the position with {xn} to move. {history} {xs} castles {wing} {hands} and presses the clock. {xs} has made no illegal move before in this game. {then} What does the arbiter decide?"
            ),
            Lang::Pt => format!(
                "{setting}. O diagrama mostra a posição; jogam {xn}. {history} {xs} fazem {wing} {hands} e apertam o relógio. {xs} não fizeram nenhum lance ilegal antes nesta partida. {then} O que o árbitro decide?"
            ),
            Lang::Ru => format!(
                "{setting}. На диаграмме позиция, ход {xg}. {history} {xs} делают {wing} {hands} и нажимают часы. Раньше в этой партии у {xg} невозможных ходов не было. {then} Какое решение принимает судья?"
            ),
            Lang::Sr => format!(
                "{setting}. Dijagram prikazuje poziciju; na potezu je {xn}. {history} {xs} igra {wing} {hands} i pritisne sat. {xs} ranije u ovoj partiji nije imao nepravilan potez. {then} Kako sudija odlučuje?"
            ),
        }
    });
    let all: [Localized<String>; 4] =
        std::array::from_fn(|i| per_lang(|l| castling_options(c, l)[i].clone()));
    let k = castling_key(c);
    let correct = all[k].clone();
    let wrong = (0..4).filter(|&i| i != k).map(|i| all[i].clone()).collect();
    let explanation = per_lang(|l| explain_castling(c, k, l));
    let mut articles = vec![if c.reason == Castle::Moved {
        "3.8.2.1"
    } else {
        "3.8.2.2"
    }];
    if c.reason != Castle::Legal || c.two_hands {
        articles.push("7.5.1");
    }
    if c.two_hands {
        articles.push("7.5.4");
    }
    if k == 1 || k == 2 {
        articles.push("7.5.5");
    }
    if c.pace != Pace::Standard {
        articles.extend(["A.3", "A.5.2"]);
    }
    if c.pace == Pace::Blitz {
        articles.push("B.3");
    }
    let ruling_id = match k {
        3 => "mv-rapid-illegal-move-after-next-move",
        _ if c.two_hands => "mv-illegal-castling-with-two-hands",
        _ => "mv-castling-intended-but-illegal",
    };
    Draft {
        topic: TOPIC,
        seed,
        stem,
        correct,
        wrong,
        explanation,
        articles,
        ruling: Some(ruling_id),
        fen: Some(mate::fen(&c.pos)),
    }
    .finish(rng)
}

fn explain_castling(c: &Castling, key: usize, l: Lang) -> String {
    let x = side(c.pos.turn());
    let y = x.other();
    let reason = match (c.reason, l) {
        (Castle::Legal, Lang::En) => {
            "Castling is legal here: neither the king nor the rook has moved, nothing stands between them, and the king is not in check and neither crosses nor lands on an attacked square (3.8.2)."
        }
        (Castle::Legal, Lang::Pt) => {
            "O roque é legal aqui: nem o rei nem a torre se moveram, nada está entre eles, e o rei não está em xeque nem passa ou chega a uma casa atacada (3.8.2)."
        }
        (Castle::Legal, Lang::Ru) => {
            "Рокировка здесь законна: ни король, ни ладья не ходили, между ними ничего нет, король не под шахом и не проходит через битое поле и не становится на него (3.8.2)."
        }
        (Castle::Legal, Lang::Sr) => {
            "Rokada je ovde legalna: ni kralj ni top se nisu pomerali, između njih nema ničega, a kralj nije u šahu i ne prelazi preko napadnutog polja niti staje na njega (3.8.2)."
        }
        (Castle::InCheck, Lang::En) => "Castling is illegal: the king is in check (3.8.2.2).",
        (Castle::InCheck, Lang::Pt) => "O roque é ilegal: o rei está em xeque (3.8.2.2).",
        (Castle::InCheck, Lang::Ru) => "Рокировка невозможна: король под шахом (3.8.2.2).",
        (Castle::InCheck, Lang::Sr) => "Rokada nije dozvoljena: kralj je u šahu (3.8.2.2).",
        (Castle::Crosses, Lang::En) => {
            "Castling is illegal: the king would cross a square attacked by an enemy piece (3.8.2.2)."
        }
        (Castle::Crosses, Lang::Pt) => {
            "O roque é ilegal: o rei passaria por uma casa atacada por peça adversária (3.8.2.2)."
        }
        (Castle::Crosses, Lang::Ru) => {
            "Рокировка невозможна: король прошёл бы через поле, атакованное фигурой соперника (3.8.2.2)."
        }
        (Castle::Crosses, Lang::Sr) => {
            "Rokada nije dozvoljena: kralj bi prešao preko polja koje napada protivnička figura (3.8.2.2)."
        }
        (Castle::Lands, Lang::En) => {
            "Castling is illegal: the square the king would land on is attacked by an enemy piece (3.8.2.2)."
        }
        (Castle::Lands, Lang::Pt) => {
            "O roque é ilegal: a casa de chegada do rei está atacada por peça adversária (3.8.2.2)."
        }
        (Castle::Lands, Lang::Ru) => {
            "Рокировка невозможна: поле, на которое встал бы король, атаковано фигурой соперника (3.8.2.2)."
        }
        (Castle::Lands, Lang::Sr) => {
            "Rokada nije dozvoljena: polje na koje bi kralj stao napada protivnička figura (3.8.2.2)."
        }
        (Castle::Blocked, Lang::En) => {
            "Castling is illegal: a piece stands between the king and the rook (3.8.2.2)."
        }
        (Castle::Blocked, Lang::Pt) => "O roque é ilegal: há uma peça entre o rei e a torre (3.8.2.2).",
        (Castle::Blocked, Lang::Ru) => "Рокировка невозможна: между королём и ладьёй стоит фигура (3.8.2.2).",
        (Castle::Blocked, Lang::Sr) => "Rokada nije dozvoljena: između kralja i topa stoji figura (3.8.2.2).",
        (Castle::Moved, Lang::En) => {
            "Castling is illegal: the king or that rook has already moved in this game, even though it came back (3.8.2.1)."
        }
        (Castle::Moved, Lang::Pt) => {
            "O roque é ilegal: o rei ou essa torre já se moveu nesta partida, mesmo tendo voltado (3.8.2.1)."
        }
        (Castle::Moved, Lang::Ru) => {
            "Рокировка невозможна: король или эта ладья уже ходили в этой партии, пусть и вернулись (3.8.2.1)."
        }
        (Castle::Moved, Lang::Sr) => {
            "Rokada nije dozvoljena: kralj ili taj top su se već pomerali u ovoj partiji, iako su se vratili (3.8.2.1)."
        }
    };
    let n = c.pace.penalty_minutes();
    let gets = extra_minutes(y, n, l);
    let low = gets.to_lowercase();
    let follow = match (key, l) {
        (0, Lang::En) => "Made with one hand, it is an ordinary move: nothing to correct.".to_string(),
        (0, Lang::Pt) => "Feito com uma só mão, é um lance normal: nada a corrigir.".to_string(),
        (0, Lang::Ru) => "Сделанная одной рукой, это обычный ход: исправлять нечего.".to_string(),
        (0, Lang::Sr) => "Odigrana jednom rukom, to je običan potez: nema šta da se ispravlja.".to_string(),
        (1, Lang::En) => format!(
            "A completed illegal move: the position before it is restored (7.5.1); castling is a king move, so {} must move the king if it has a legal move (4.3, 4.4.3); and {} (7.5.5). {}",
            x.word(l, Form::Nom),
            gets,
            if c.two_hands {
                "Using both hands as well makes it still one illegal move, not two."
            } else {
                ""
            }
        ),
        (1, Lang::Pt) => format!(
            "Lance ilegal completado: restaura-se a posição anterior (7.5.1); o roque é lance de rei, então {} devem mover o rei se houver lance legal (4.3, 4.4.3); e {low} (7.5.5). {}",
            x.word(l, Form::Nom),
            if c.two_hands {
                "Usar também as duas mãos continua sendo um só lance ilegal, não dois."
            } else {
                ""
            }
        ),
        (1, Lang::Ru) => format!(
            "Завершён невозможный ход: восстанавливается позиция до него (7.5.1); рокировка — ход королём, поэтому {} должны пойти королём, если есть законный ход (4.3, 4.4.3); а {low} (7.5.5). {}",
            x.word(l, Form::Nom),
            if c.two_hands {
                "То, что ход сделан ещё и двумя руками, не делает из одного невозможного хода два."
            } else {
                ""
            }
        ),
        (1, Lang::Sr) => format!(
            "Završen nepravilan potez: vraća se pozicija pre njega (7.5.1); rokada je potez kraljem, pa {} mora da igra kraljem ako ima legalan potez (4.3, 4.4.3); a {low} (7.5.5). {}",
            x.word(l, Form::Nom),
            if c.two_hands {
                "To što je odigrana i obema rukama i dalje je jedan nepravilan potez, ne dva."
            } else {
                ""
            }
        ),
        (2, Lang::En) => format!(
            "But a move made with both hands and completed by pressing the clock is penalised as an illegal move (7.5.4): {gets} (7.5.5). (Whether a legal castling made with both hands is also taken back is not settled by the text of the Laws; the penalty is.)"
        ),
        (2, Lang::Pt) => format!(
            "Mas um lance feito com as duas mãos e completado com o toque no relógio é penalizado como lance ilegal (7.5.4): {low} (7.5.5). (Se um roque legal feito com as duas mãos também é desfeito, o texto das Leis não resolve; a penalidade, sim.)"
        ),
        (2, Lang::Ru) => format!(
            "Но ход, сделанный двумя руками и завершённый нажатием часов, наказывается как невозможный (7.5.4): {low} (7.5.5). (Отменяется ли при этом законная рокировка, сделанная двумя руками, текст Правил не решает; наказание — решает.)"
        ),
        (2, Lang::Sr) => format!(
            "Ali potez odigran obema rukama i završen pritiskom na sat kažnjava se kao nepravilan potez (7.5.4): {low} (7.5.5). (Da li se legalna rokada odigrana obema rukama i vraća, tekst Pravila ne rešava; kaznu rešava.)"
        ),
        (_, Lang::En) => format!(
            "But in rapid and blitz without full supervision the arbiter acts, and the opponent may claim, only until the opponent has made his next move (A.5.2). {} has already replied, so the castling stands and there is no penalty.",
            y.subject(l)
        ),
        (_, Lang::Pt) => format!(
            "Mas no rápido e no blitz sem supervisão total o árbitro intervém, e o adversário pode reivindicar, só até o adversário fazer o lance seguinte (A.5.2). {} já responderam, então o roque fica e não há penalidade.",
            y.subject(l)
        ),
        (_, Lang::Ru) => format!(
            "Но в рапиде и блице без полного контроля судья вмешивается, а соперник может заявить, только пока соперник не сделал следующий ход (A.5.2). {} уже ответили, поэтому рокировка остаётся в силе и наказания нет.",
            y.subject(l)
        ),
        (_, Lang::Sr) => format!(
            "Ali u rapidu i blicu bez punog nadzora sudija interveniše, a protivnik može da zahteva, samo dok protivnik ne odigra sledeći potez (A.5.2). {} je već odgovorio, pa rokada ostaje i kazne nema.",
            y.subject(l)
        ),
    };
    format!("{reason} {}", follow.trim_end())
}

// ---------------------------------------------------------------------------------------------
// Dispatch
// ---------------------------------------------------------------------------------------------

fn side(c: Color) -> Side {
    match c {
        Color::White => Side::White,
        Color::Black => Side::Black,
    }
}

/// The question for `seed`: a penalty, a restore or a castling question.
pub fn question(seed: u64) -> Question {
    let mut rng = rng(seed);
    match rng.random_range(0..10) {
        0..=3 => {
            let s = scenario(&mut rng);
            penalty_question(seed, &s, &mut rng)
        }
        4..=6 => {
            let r = restore_scenario(&mut rng);
            restore_question(seed, &r, &mut rng)
        }
        _ => {
            let c = castling_scenario(&mut rng);
            castling_question(seed, &c, &mut rng)
        }
    }
}
