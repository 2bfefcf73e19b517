//! Engine `illegal-move`: the penalty for a completed illegal move (7.5.5), in standard play and
//! in rapid and blitz without full supervision (A.3, A.5.2, B.3).
//!
//! First illegal move: the opponent gets 2 minutes (standard) or 1 minute (rapid, and blitz via
//! B.3). Second by the same player: loss, unless the opponent cannot checkmate by any series of
//! legal moves, then a draw. Fully supervised blitz (B.2) is never generated: whether its
//! penalty is 1 or 2 minutes is uncertain (fact sheet U3).

use rand::Rng;
use rand_chacha::ChaCha8Rng;

use super::flag_fall::opponent_can_mate;
use super::{
    Draft, Form, Pace, Side, Unit, draw_cannot_mate, extra_minutes, material_text, per_lang, pick, rng,
    setting_text,
};
use crate::content::Lang;
use crate::quiz::Question;

/// Topic id.
pub const TOPIC: &str = "illegal-move";

/// What the player did; each is completed by pressing the clock.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Act {
    /// Moved the king into check (7.5.1).
    KingIntoCheck,
    /// Castled through an attacked square (7.5.1).
    CastleThroughCheck,
    /// Pressed the clock without moving (7.5.3).
    ClockWithoutMove,
    /// Castled with both hands (7.5.4).
    TwoHands,
}

impl Act {
    fn article(self) -> &'static str {
        match self {
            Act::KingIntoCheck | Act::CastleThroughCheck => "7.5.1",
            Act::ClockWithoutMove => "7.5.3",
            Act::TwoHands => "7.5.4",
        }
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
}

/// The ruling under 7.5.5 (with A.3/B.3 for rapid and blitz) for the `nth` completed illegal
/// move of the same player, given whether the opponent can checkmate by some series of moves.
pub fn ruling(pace: Pace, nth: u32, opponent_can_mate: bool) -> Ruling {
    match (nth, opponent_can_mate) {
        (1, _) => Ruling::ExtraMinutes(pace.penalty_minutes()),
        (_, true) => Ruling::Loss,
        (_, false) => Ruling::Draw,
    }
}

/// One generated situation.
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct Scenario {
    pub pace: Pace,
    pub clock: (u32, u32),
    pub offender: Side,
    pub act: Act,
    /// 1 or 2.
    pub nth: u32,
    /// The offender's opponent's units and the offender's units (kings implied).
    pub opponent: Vec<Unit>,
    pub offender_units: Vec<Unit>,
}

/// Material where the opponent cannot mate (a bare king against material, never a dead position).
const CANNOT_MATE: [(&[Unit], &[Unit]); 4] = [
    (&[], &[Unit::Queen, Unit::Pawn]),
    (&[], &[Unit::Rook]),
    (&[], &[Unit::Rook, Unit::Pawn, Unit::Pawn]),
    (&[], &[Unit::Queen]),
];
/// Material where the opponent has ordinary mating material.
const CAN_MATE: [(&[Unit], &[Unit]); 5] = [
    (&[Unit::Queen, Unit::Pawn], &[Unit::Rook]),
    (&[Unit::Rook, Unit::Pawn, Unit::Pawn], &[Unit::Rook, Unit::Pawn]),
    (&[Unit::Rook], &[]),
    (&[Unit::Queen], &[Unit::Knight, Unit::Pawn]),
    (&[Unit::Rook, Unit::Pawn], &[Unit::Queen]),
];

pub(crate) fn scenario(rng: &mut ChaCha8Rng) -> Scenario {
    let pace = pick(rng, &[Pace::Standard, Pace::Rapid, Pace::Blitz]);
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
            Act::ClockWithoutMove,
            Act::TwoHands,
        ],
    );
    let nth = if rng.random_bool(0.5) { 1 } else { 2 };
    let (opponent, offender_units) = if rng.random_bool(0.5) {
        pick(rng, &CANNOT_MATE)
    } else {
        pick(rng, &CAN_MATE)
    };
    Scenario {
        pace,
        clock,
        offender: Side::random(rng),
        act,
        nth,
        opponent: opponent.to_vec(),
        offender_units: offender_units.to_vec(),
    }
}

/// The question for `seed`.
pub fn question(seed: u64) -> Question {
    let mut rng = rng(seed);
    let s = scenario(&mut rng);
    question_for(seed, &s, &mut rng)
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
            "castles across a square attacked by an enemy piece and presses the clock"
        }
        (Act::CastleThroughCheck, Lang::Pt) => {
            "rocam passando por uma casa atacada por peça adversária e apertam o relógio"
        }
        (Act::CastleThroughCheck, Lang::Ru) => "рокируют через битое поле и нажимают часы",
        (Act::CastleThroughCheck, Lang::Sr) => "rokira preko napadnutog polja i pritisne sat",
        (Act::ClockWithoutMove, Lang::En) => "presses the clock without making a move",
        (Act::ClockWithoutMove, Lang::Pt) => "apertam o relógio sem fazer um lance",
        (Act::ClockWithoutMove, Lang::Ru) => "нажимают часы, не сделав хода",
        (Act::ClockWithoutMove, Lang::Sr) => "pritisne sat a da nije odigrao potez",
        (Act::TwoHands, Lang::En) => "castles using both hands and presses the clock",
        (Act::TwoHands, Lang::Pt) => "rocam usando as duas mãos e apertam o relógio",
        (Act::TwoHands, Lang::Ru) => "делают рокировку двумя руками и нажимают часы",
        (Act::TwoHands, Lang::Sr) => "rokira obema rukama i pritisne sat",
    }
}

/// The question for a given situation.
pub(crate) fn question_for(seed: u64, s: &Scenario, rng: &mut ChaCha8Rng) -> Question {
    let can_mate =
        opponent_can_mate(&s.opponent, &s.offender_units).expect("generated material is always established");
    let decision = ruling(s.pace, s.nth, can_mate);
    let (x, y) = (s.offender, s.offender.other());
    let minutes = s.pace.penalty_minutes();
    let other_minutes = if minutes == 2 { 1 } else { 2 };

    let stem = per_lang(|l| {
        let setting = setting_text(s.pace, s.clock, l);
        let act = act_text(s.act, l);
        let nth = ordinal(s.nth, l);
        let (xl, yl) = (x.label(l), y.label(l));
        let (xm, ym) = (material_text(&s.offender_units, l), material_text(&s.opponent, l));
        match l {
            Lang::En => format!(
                "{setting}. {} {act}. It is {} {nth} illegal move in this game. {}, before making a move, at once pauses the clock and calls the arbiter. Material: {xl}: {xm}; {yl}: {ym}. What does the arbiter decide?",
                x.subject(l),
                x.word(l, Form::Gen),
                y.subject(l)
            ),
            Lang::Pt => format!(
                "{setting}. {} {act}. É o {nth} lance ilegal {} nesta partida. {}, antes de jogar, pausam o relógio na hora e chamam o árbitro. Material: {xl}: {xm}; {yl}: {ym}. O que o árbitro decide?",
                x.subject(l),
                x.word(l, Form::Gen),
                y.subject(l)
            ),
            Lang::Ru => format!(
                "{setting}. {} {act}. Это {nth} невозможный ход {} в этой партии. {}, не делая своего хода, сразу останавливают часы и зовут судью. Материал: {xl}: {xm}; {yl}: {ym}. Какое решение принимает судья?",
                x.subject(l),
                x.word(l, Form::Gen),
                y.subject(l)
            ),
            Lang::Sr => format!(
                "{setting}. {} {act}. To je {nth} nepravilan potez {} u ovoj partiji. {} odmah, pre svog poteza, pauzira sat i poziva sudiju. Materijal: {xl}: {xm}; {yl}: {ym}. Kako sudija odlučuje?",
                x.subject(l),
                x.word(l, Form::Gen),
                y.subject(l)
            ),
        }
    });

    let extra = |n: u32| {
        per_lang(move |l| {
            let rest = match l {
                Lang::En => "play continues from the position before the irregularity",
                Lang::Pt => "o jogo continua da posição anterior à irregularidade",
                Lang::Ru => "игра продолжается с позиции до нарушения",
                Lang::Sr => "igra se nastavlja iz pozicije pre nepravilnosti",
            };
            format!("{}; {rest}", extra_minutes(y, n, l))
        })
    };
    let extra_2009 = per_lang(|l| {
        let rest = match l {
            Lang::En => "only a third illegal move would lose",
            Lang::Pt => "só um terceiro lance ilegal perderia",
            Lang::Ru => "проигрыш — только за третий невозможный ход",
            Lang::Sr => "tek treći nepravilan potez bi doneo poraz",
        };
        format!("{}; {rest}", extra_minutes(y, minutes, l))
    });
    let loss = per_lang(|l| match l {
        Lang::En => format!("{} loses the game", x.subject(l)),
        Lang::Pt => format!("{} perdem a partida", x.subject(l)),
        Lang::Ru => format!(
            "{} засчитывается поражение",
            super::capitalize(x.word(l, Form::Dat))
        ),
        Lang::Sr => format!("{} gubi partiju", x.subject(l)),
    });
    let draw = per_lang(|l| draw_cannot_mate(y, l));
    let warning = per_lang(|l| match l {
        Lang::En => format!(
            "{} is only warned: no time is added, and play continues",
            x.subject(l)
        ),
        Lang::Pt => format!(
            "{} recebem só uma advertência: não se acrescenta tempo e o jogo continua",
            x.subject(l)
        ),
        Lang::Ru => format!(
            "{} получают только предупреждение: время не добавляется, игра продолжается",
            x.subject(l)
        ),
        Lang::Sr => format!(
            "{} dobija samo opomenu: vreme se ne dodaje i igra se nastavlja",
            x.subject(l)
        ),
    });

    let (correct, wrong) = match decision {
        Ruling::ExtraMinutes(_) => (extra(minutes), vec![extra(other_minutes), loss, warning]),
        Ruling::Loss => (loss, vec![extra_2009, draw, extra(other_minutes)]),
        Ruling::Draw => (draw, vec![loss, extra_2009, warning]),
    };

    let explanation = per_lang(|l| explain(s, decision, can_mate, l));

    let mut articles = vec![s.act.article(), "7.5.5"];
    match s.pace {
        Pace::Standard => {}
        Pace::Rapid => articles.extend(["A.3", "A.5.2"]),
        Pace::Blitz => articles.extend(["A.3", "A.5.2", "B.3"]),
    }
    let ruling_id = match (s.nth, s.pace, s.act) {
        (2, _, _) => "mv-second-illegal-move-bare-king",
        (_, Pace::Rapid, _) => "mv-rapid-illegal-move-after-next-move",
        (_, Pace::Blitz, _) => "mv-blitz-illegal-move-claim",
        (_, Pace::Standard, Act::ClockWithoutMove) => "mv-clock-pressed-without-move",
        (_, Pace::Standard, Act::TwoHands) => "mv-illegal-castling-with-two-hands",
        (_, Pace::Standard, _) => "mv-first-illegal-move-standard-increment",
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

fn explain(s: &Scenario, decision: Ruling, can_mate: bool, l: Lang) -> String {
    let (x, y) = (s.offender, s.offender.other());
    let mut parts = Vec::new();
    // Acts that are only treated as illegal moves.
    match (s.act, l) {
        (Act::ClockWithoutMove, Lang::En) => parts.push(
            "Pressing the clock without making a move is penalised as an illegal move (7.5.3).".to_string(),
        ),
        (Act::ClockWithoutMove, Lang::Pt) => {
            parts.push("Apertar o relógio sem fazer lance é punido como lance ilegal (7.5.3).".to_string())
        }
        (Act::ClockWithoutMove, Lang::Ru) => {
            parts.push("Нажатие часов без хода наказывается как невозможный ход (7.5.3).".to_string())
        }
        (Act::ClockWithoutMove, Lang::Sr) => {
            parts.push("Pritisak na sat bez poteza kažnjava se kao nepravilan potez (7.5.3).".to_string())
        }
        (Act::TwoHands, Lang::En) => parts.push(
            "Castling with two hands and pressing the clock is penalised as an illegal move (7.5.4)."
                .to_string(),
        ),
        (Act::TwoHands, Lang::Pt) => parts.push(
            "Rocar com as duas mãos e apertar o relógio é punido como lance ilegal (7.5.4).".to_string(),
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
                (Pace::Rapid, Lang::En) => "In rapid the penalties of Articles 7 and 9 are 1 minute instead of 2 (A.3), and the arbiter applies 7.5.5 because the opponent has not yet made his next move (A.5.2).",
                (Pace::Rapid, Lang::Pt) => "No rápido as penalidades dos Artigos 7 e 9 são de 1 minuto em vez de 2 (A.3), e o árbitro aplica o 7.5.5 porque o adversário ainda não fez o lance seguinte (A.5.2).",
                (Pace::Rapid, Lang::Ru) => "В рапиде наказания по статьям 7 и 9 — 1 минута вместо 2 (A.3), и судья применяет 7.5.5, так как соперник ещё не сделал следующий ход (A.5.2).",
                (Pace::Rapid, Lang::Sr) => "U rapidu kazne iz članova 7 i 9 iznose 1 minut umesto 2 (A.3), a sudija primenjuje 7.5.5 jer protivnik još nije odigrao sledeći potez (A.5.2).",
                (_, Lang::En) => "In blitz without full supervision B.3 brings in A.3 and A.5: the penalties of Articles 7 and 9 are 1 minute instead of 2, and the arbiter applies 7.5.5 because the opponent has not yet made his next move (A.5.2).",
                (_, Lang::Pt) => "No blitz sem supervisão total o B.3 manda aplicar o A.3 e o A.5: as penalidades dos Artigos 7 e 9 são de 1 minuto em vez de 2, e o árbitro aplica o 7.5.5 porque o adversário ainda não fez o lance seguinte (A.5.2).",
                (_, Lang::Ru) => "В блице без полного контроля B.3 отсылает к A.3 и A.5: наказания по статьям 7 и 9 — 1 минута вместо 2, и судья применяет 7.5.5, так как соперник ещё не сделал следующий ход (A.5.2).",
                (_, Lang::Sr) => "U blicu bez punog nadzora B.3 upućuje na A.3 i A.5: kazne iz članova 7 i 9 iznose 1 minut umesto 2, a sudija primenjuje 7.5.5 jer protivnik još nije odigrao sledeći potez (A.5.2).",
            }
            .to_string(),
        );
    }
    let minutes = s.pace.penalty_minutes();
    parts.push(match decision {
        Ruling::ExtraMinutes(_) => {
            let gets = extra_minutes(y, minutes, l);
            let low = gets.to_lowercase();
            let no_move = s.act == Act::ClockWithoutMove;
            match (l, no_move) {
                (Lang::En, false) => format!(
                    "A first completed illegal move: the position before the irregularity is restored and {gets} (7.5.5); any increment gained with the move is taken off. It does not lose: only a second illegal move by the same player does."
                ),
                (Lang::En, true) => format!(
                    "A first illegal move: {gets} (7.5.5), any increment gained is taken off, and the player then makes a move. It does not lose: only a second illegal move by the same player does."
                ),
                (Lang::Pt, false) => format!(
                    "Primeiro lance ilegal completado: restaura-se a posição anterior à irregularidade e {low} (7.5.5); tira-se o acréscimo ganho com o lance. Não perde: só o segundo lance ilegal do mesmo jogador perde."
                ),
                (Lang::Pt, true) => format!(
                    "Primeiro lance ilegal: {low} (7.5.5), tira-se o acréscimo ganho e o jogador então faz o seu lance. Não perde: só o segundo lance ilegal do mesmo jogador perde."
                ),
                (Lang::Ru, false) => format!(
                    "Первый завершённый невозможный ход: восстанавливается позиция до нарушения, {low} (7.5.5); полученное за ход добавление снимается. Поражения нет: проигрывает только второй невозможный ход того же игрока."
                ),
                (Lang::Ru, true) => format!(
                    "Первый невозможный ход: {low} (7.5.5), полученное добавление снимается, затем игрок делает свой ход. Поражения нет: проигрывает только второй невозможный ход того же игрока."
                ),
                (Lang::Sr, false) => format!(
                    "Prvi završen nepravilan potez: vraća se pozicija pre nepravilnosti i {low} (7.5.5); dodatak dobijen tim potezom se oduzima. To ne donosi poraz: gubi tek drugi nepravilan potez istog igrača."
                ),
                (Lang::Sr, true) => format!(
                    "Prvi nepravilan potez: {low} (7.5.5), dobijeni dodatak se oduzima, a igrač zatim povlači svoj potez. To ne donosi poraz: gubi tek drugi nepravilan potez istog igrača."
                ),
            }
        }
        Ruling::Loss => {
            let m = material_text(&s.opponent, l);
            match l {
                Lang::En => format!(
                    "A second completed illegal move by the same player loses the game (7.5.5), unless the opponent cannot checkmate by any series of legal moves; {} has {m}, so {} loses. The old rule that only the third illegal move lost is from 2009.",
                    y.word(l, Form::Nom),
                    x.word(l, Form::Nom)
                ),
                Lang::Pt => format!(
                    "O segundo lance ilegal completado pelo mesmo jogador perde a partida (7.5.5), salvo se o adversário não puder dar mate com nenhuma série de lances legais; {} têm {m}, então {} perdem. A regra de que só o terceiro lance ilegal perdia é de 2009.",
                    y.word(l, Form::Nom),
                    x.word(l, Form::Nom)
                ),
                Lang::Ru => format!(
                    "Второй завершённый невозможный ход того же игрока — поражение (7.5.5); ничья была бы, только если бы соперник не мог поставить мат никакой серией законных ходов. У {} {m}, поэтому {} проигрывают. Правило «проигрывает только третий невозможный ход» — из редакции 2009 года.",
                    y.word(l, Form::Gen),
                    x.word(l, Form::Nom)
                ),
                Lang::Sr => format!(
                    "Drugi završen nepravilan potez istog igrača donosi poraz (7.5.5), osim ako protivnik ne može da matira nijednim nizom legalnih poteza; {} ima materijal za mat ({m}), pa {} gubi. Pravilo da gubi tek treći nepravilan potez je iz 2009.",
                    y.word(l, Form::Nom),
                    x.word(l, Form::Nom)
                ),
            }
        }
        Ruling::Draw => {
            debug_assert!(!can_mate);
            match l {
                Lang::En => format!(
                    "A second completed illegal move by the same player loses (7.5.5), but it is a draw when the opponent cannot checkmate by any series of legal moves: {} has only the king, so the game is drawn.",
                    y.word(l, Form::Nom)
                ),
                Lang::Pt => format!(
                    "O segundo lance ilegal completado pelo mesmo jogador perde (7.5.5), mas é empate quando o adversário não pode dar mate com nenhuma série de lances legais: {} têm só o rei, então a partida está empatada.",
                    y.word(l, Form::Nom)
                ),
                Lang::Ru => format!(
                    "Второй завершённый невозможный ход того же игрока означает поражение (7.5.5), но если соперник не может поставить мат никакой серией законных ходов, это ничья: у {} только король, поэтому партия заканчивается вничью.",
                    y.word(l, Form::Gen)
                ),
                Lang::Sr => format!(
                    "Drugi završen nepravilan potez istog igrača donosi poraz (7.5.5), ali je remi kada protivnik ne može da matira nijednim nizom legalnih poteza: {} ima samo kralja, pa je partija remi.",
                    y.word(l, Form::Nom)
                ),
            }
        }
    });
    parts.join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::quiz::engines::time_control::classify;
    use proptest::prelude::*;

    /// (time control, nth illegal move, opponent has mating material, expected English answer
    /// start) from the fact sheet §2 (7.5.5, A.3, A.5.2, B.3) and the 2023 changes (S8, S17).
    const TABLE: [(Pace, u32, bool, &str); 9] = [
        (Pace::Standard, 1, true, "Black gets 2 extra minutes"),
        (Pace::Standard, 1, false, "Black gets 2 extra minutes"),
        (Pace::Rapid, 1, true, "Black gets 1 extra minute"),
        (Pace::Blitz, 1, true, "Black gets 1 extra minute"),
        (Pace::Standard, 2, true, "White loses the game"),
        (Pace::Rapid, 2, true, "White loses the game"),
        (Pace::Blitz, 2, true, "White loses the game"),
        (Pace::Standard, 2, false, "Draw: Black cannot checkmate"),
        (Pace::Rapid, 2, false, "Draw: Black cannot checkmate"),
    ];

    fn scenario_with(pace: Pace, nth: u32, mating: bool) -> Scenario {
        let (opponent, offender_units) = if mating { CAN_MATE[0] } else { CANNOT_MATE[0] };
        Scenario {
            pace,
            clock: match pace {
                Pace::Standard => (90, 30),
                Pace::Rapid => (15, 10),
                Pace::Blitz => (3, 2),
            },
            offender: Side::White,
            act: Act::KingIntoCheck,
            nth,
            opponent: opponent.to_vec(),
            offender_units: offender_units.to_vec(),
        }
    }

    #[test]
    fn fact_sheet_table() {
        for (i, (pace, nth, mating, answer)) in TABLE.into_iter().enumerate() {
            let s = scenario_with(pace, nth, mating);
            let q = question_for(i as u64, &s, &mut rng(i as u64));
            assert!(
                q.options[q.correct].en.starts_with(answer),
                "{pace:?} #{nth}: {}",
                q.options[q.correct].en
            );
        }
    }

    #[test]
    fn wrong_options_are_the_classic_mistakes() {
        let s = scenario_with(Pace::Rapid, 1, true);
        let q = question_for(1, &s, &mut rng(1));
        let all: Vec<&str> = q.options.iter().map(|o| o.en.as_str()).collect();
        assert!(
            all.iter().any(|o| o.starts_with("White loses")),
            "2014 rapid rule: {all:?}"
        );
        assert!(
            all.iter().any(|o| o.starts_with("Black gets 2 extra minutes")),
            "standard minutes: {all:?}"
        );
        let s = scenario_with(Pace::Standard, 2, true);
        let q = question_for(1, &s, &mut rng(1));
        assert!(
            q.options
                .iter()
                .any(|o| o.en.contains("only a third illegal move would lose")),
            "2009 rule"
        );
    }

    #[test]
    fn material_lists_are_what_they_claim() {
        for (o, f) in CANNOT_MATE {
            assert_eq!(opponent_can_mate(o, f), Some(false));
            assert!(!f.is_empty(), "never a dead position with two bare kings");
        }
        for (o, f) in CAN_MATE {
            assert_eq!(opponent_can_mate(o, f), Some(true));
        }
    }

    #[test]
    fn no_fully_supervised_blitz_and_time_controls_match_their_class() {
        for seed in 0..500 {
            let s = scenario(&mut rng(seed));
            assert_eq!(classify(s.clock.0, s.clock.1), s.pace, "seed {seed}");
            let q = question(seed);
            if s.pace == Pace::Blitz {
                assert!(q.stem.en.contains("(B.3 applies)"), "seed {seed}");
                assert!(q.articles.contains(&"B.3".to_string()));
            }
        }
    }

    /// Independent statement of the rule as the fact sheet words it, in English.
    fn expected(s: &Scenario) -> &'static str {
        let opponent_bare = s.opponent.is_empty();
        match (s.nth, s.pace) {
            (1, Pace::Standard) => "2 extra minutes",
            (1, _) => "1 extra minute",
            _ if opponent_bare => "Draw",
            _ => "loses the game",
        }
    }

    #[test]
    fn generated_answers_follow_the_rule() {
        for seed in 0..500 {
            let s = scenario(&mut rng(seed));
            let q = question(seed);
            assert!(
                q.options[q.correct].en.contains(expected(&s)),
                "seed {seed}: {}",
                q.options[q.correct].en
            );
        }
    }

    proptest! {
        #[test]
        fn rule_shape(nth in 1u32..=2, mating: bool, p in 0usize..3) {
            let pace = [Pace::Standard, Pace::Rapid, Pace::Blitz][p];
            let r = ruling(pace, nth, mating);
            match nth {
                1 => prop_assert_eq!(r, Ruling::ExtraMinutes(if pace == Pace::Standard { 2 } else { 1 })),
                _ => prop_assert_eq!(r, if mating { Ruling::Loss } else { Ruling::Draw }),
            }
        }

        #[test]
        fn any_seed_follows_the_rule(seed in any::<u64>()) {
            let s = scenario(&mut rng(seed));
            let q = question(seed);
            prop_assert!(q.options[q.correct].en.contains(expected(&s)));
        }
    }
}
