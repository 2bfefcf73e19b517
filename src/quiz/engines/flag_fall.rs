//! Engine `flag-fall`: a flag falls with a real position on the board; what is the result?
//!
//! Under 6.9 (and A.5.3 for a claim in rapid or blitz) the player whose flag falls loses unless
//! the opponent cannot checkmate *by any series of legal moves*: the flagger's cooperation
//! counts, so a lone knight wins against king and pawn, while bishops all on one colour never
//! mate. The game may also have ended before the flag fell: a stalemate (5.2.1) or a dead
//! position (5.2.2) ends it at once, and a later flag fall changes nothing.
//!
//! Every position is decided with `shakmaty` by [`mate::can_mate`] (material rule, closure,
//! helpmate search), and only positions whose answer is proven are asked. The flagger is the
//! side to move: his clock was running.

use rand::Rng;
use rand_chacha::ChaCha8Rng;
use shakmaty::{Chess, Color, Position, Role};

use super::mate::{self, NoMate, Proof, Spec};
use super::{Draft, Form, Pace, Side, capitalize, per_lang, pick, rng};
use crate::content::{Lang, Localized};
use crate::quiz::Question;

/// Topic id.
pub const TOPIC: &str = "flag-fall";

/// The result of the game.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Outcome {
    /// The opponent can mate by some series of legal moves: he wins on time.
    Win,
    /// The opponent cannot mate, but the flagger could: draw under 6.9.
    Draw,
    /// Neither side can mate: the position is dead and the game had already ended (5.2.2).
    Dead,
    /// The flagger is stalemated: the game had already ended (5.2.1).
    Stalemate,
}

/// The proven analysis of a position, the flagger being the side to move.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Analysis {
    /// The result.
    pub outcome: Outcome,
    /// The proof for the opponent (absent for a stalemate).
    pub opponent: Option<Proof>,
    /// The proof for the flagger (present when the opponent cannot mate).
    pub flagger: Option<Proof>,
}

/// Decide the result of a flag fall of the side to move in `pos`; `None` if not proven.
pub fn analyse(pos: &Chess) -> Option<Analysis> {
    let flagger = pos.turn();
    if pos.is_stalemate() {
        return Some(Analysis {
            outcome: Outcome::Stalemate,
            opponent: None,
            flagger: None,
        });
    }
    if pos.is_checkmate() {
        return None;
    }
    let o = mate::can_mate(pos, !flagger)?;
    if o.can_mate() {
        return Some(Analysis {
            outcome: Outcome::Win,
            opponent: Some(o),
            flagger: None,
        });
    }
    let f = mate::can_mate(pos, flagger)?;
    let outcome = if f.can_mate() {
        Outcome::Draw
    } else {
        Outcome::Dead
    };
    Some(Analysis {
        outcome,
        opponent: Some(o),
        flagger: Some(f),
    })
}

/// How the flag fall comes to the arbiter.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Noticed {
    /// The arbiter sees it (6.8; in rapid and blitz he must call it, A.5.5).
    Arbiter,
    /// The opponent pauses the clock and claims a win on time (A.5.3, rapid and blitz).
    Claim,
}

/// One generated situation.
#[derive(Debug, Clone)]
pub(crate) struct Scenario {
    pub pace: Pace,
    pub clock: (u32, u32),
    pub noticed: Noticed,
    pub pos: Chess,
}

/// The kinds of position drawn, so that every result is frequent.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Kind {
    /// Mating material in the ordinary sense, or a helpmate with the flagger's units.
    Win,
    /// The opponent has a bare king.
    Draw,
    /// Dead by material, a pawn wall or a forced capture.
    Dead,
    /// The flagger is stalemated.
    Stalemate,
}

fn units(rng: &mut ChaCha8Rng, kind: Kind, o: Color, f: Color) -> Vec<Spec> {
    use Role::{Bishop, Knight, Pawn, Queen, Rook};
    let light = rng.random_bool(0.5);
    let b = |c: Color, l: bool| (c, Bishop, Some(l));
    let u = |c: Color, r: Role| (c, r, None);
    match kind {
        Kind::Win => match rng.random_range(0..10) {
            0 => vec![u(o, Queen)],
            1 => vec![u(o, Rook), u(f, pick(rng, &[Knight, Pawn, Bishop]))],
            2 => vec![u(o, Knight), u(o, Knight)],
            3 | 4 => vec![u(o, Knight), u(f, Pawn)],
            5 => vec![u(o, Knight), u(f, pick(rng, &[Knight, Rook, Bishop]))],
            6 => vec![b(o, light), b(f, !light)],
            7 => vec![b(o, light), u(f, pick(rng, &[Pawn, Knight]))],
            8 => vec![u(o, Pawn), u(o, pick(rng, &[Knight, Pawn]))],
            _ => vec![b(o, light), u(o, Knight)],
        },
        Kind::Draw => {
            let f_units: &[&[Role]] = &[
                &[Queen],
                &[Rook],
                &[Rook, Pawn],
                &[Pawn],
                &[Queen, Knight],
                &[Bishop, Knight],
            ];
            pick(rng, f_units).iter().map(|&r| u(f, r)).collect()
        }
        Kind::Dead => match rng.random_range(0..4) {
            0 => vec![u(o, Knight)],
            1 => vec![b(o, light)],
            2 => vec![b(o, light), b(f, light)],
            _ => vec![b(o, light), b(o, light), b(f, light)],
        },
        Kind::Stalemate => {
            let o_units: &[&[Role]] = &[
                &[Queen],
                &[Rook, Knight],
                &[Pawn],
                &[Queen, Pawn],
                &[Bishop, Pawn],
            ];
            pick(rng, o_units).iter().map(|&r| u(o, r)).collect()
        }
    }
}

/// Draw a situation: the kind of position first, then positions until one of that kind is
/// proven.
pub(crate) fn scenario(rng: &mut ChaCha8Rng) -> Scenario {
    let (pace, clock) = pick(
        rng,
        &[
            (Pace::Standard, (90, 30)),
            (Pace::Standard, (120, 30)),
            (Pace::Standard, (90, 0)),
            (Pace::Rapid, (15, 10)),
            (Pace::Rapid, (25, 0)),
            (Pace::Blitz, (3, 2)),
            (Pace::Blitz, (5, 0)),
        ],
    );
    let noticed = if pace == Pace::Standard || rng.random_bool(0.5) {
        Noticed::Arbiter
    } else {
        Noticed::Claim
    };
    let kind = match rng.random_range(0..20) {
        0..=7 => Kind::Win,
        8..=11 => Kind::Draw,
        12..=16 => Kind::Dead,
        _ => Kind::Stalemate,
    };
    let pos = loop {
        if let Some(p) = candidate(rng, kind) {
            break p;
        }
    };
    Scenario {
        pace,
        clock,
        noticed,
        pos,
    }
}

/// One candidate of `kind`, or `None` if the draw did not give a proven position of that kind.
fn candidate(rng: &mut ChaCha8Rng, kind: Kind) -> Option<Chess> {
    let f = if rng.random_bool(0.5) {
        Color::White
    } else {
        Color::Black
    };
    let o = !f;
    let fullmoves = rng.random_range(38..90);
    let pos = match kind {
        Kind::Dead if rng.random_range(0..3) == 0 => {
            if rng.random_bool(0.5) {
                mate::wall(rng, f, fullmoves)?
            } else {
                mate::forced_capture(rng, f, fullmoves)?
            }
        }
        Kind::Stalemate => {
            let u = units(rng, kind, o, f);
            mate::place(rng, f, f, &u, 2, fullmoves)?
        }
        _ => {
            let u = units(rng, kind, o, f);
            let cornered = if kind == Kind::Draw { o } else { f };
            mate::place(rng, f, cornered, &u, 2, fullmoves)?
        }
    };
    let a = analyse(&pos)?;
    let wanted = match kind {
        Kind::Win => Outcome::Win,
        Kind::Draw => Outcome::Draw,
        Kind::Dead => Outcome::Dead,
        Kind::Stalemate => Outcome::Stalemate,
    };
    (a.outcome == wanted).then_some(pos)
}

/// The question for `seed`.
pub fn question(seed: u64) -> Question {
    let mut rng = rng(seed);
    let s = scenario(&mut rng);
    question_for(seed, &s, &mut rng)
}

fn side(c: Color) -> Side {
    match c {
        Color::White => Side::White,
        Color::Black => Side::Black,
    }
}

/// The four options, in the order of [`Outcome`]: every one is the key for some positions.
fn options(f: Side, l: Lang) -> [String; 4] {
    let o = f.other();
    let (on, fg, fn_) = (o.word(l, Form::Nom), f.word(l, Form::Gen), f.word(l, Form::Nom));
    match l {
        Lang::En => [
            format!("{on} wins on time: {on} can checkmate by some series of legal moves"),
            format!(
                "Draw under 6.9: the flag fall counts, but {on} cannot checkmate by any series of legal moves"
            ),
            "Draw: the game had already ended in a dead position before the flag fell (5.2.2)".to_string(),
            format!("Draw: {fn_} is stalemated, so the game had already ended before the flag fell (5.2.1)"),
        ],
        Lang::Pt => [
            format!(
                "Vitória {} por tempo: {on} podem dar xeque-mate com alguma série de lances legais",
                o.word(l, Form::Gen)
            ),
            format!(
                "Empate pelo 6.9: a queda de seta conta, mas {on} não podem dar xeque-mate com nenhuma série de lances legais"
            ),
            "Empate: a partida já tinha terminado numa posição morta antes da queda de seta (5.2.2)"
                .to_string(),
            format!(
                "Empate: {fn_} estão afogadas, então a partida já tinha terminado antes da queda de seta (5.2.1)"
            ),
        ],
        Lang::Ru => [
            format!(
                "Победа {} по времени: {on} могут поставить мат некоторой серией законных ходов",
                o.word(l, Form::Gen)
            ),
            format!(
                "Ничья по 6.9: падение флажка учитывается, но {on} не могут поставить мат никакой серией законных ходов"
            ),
            "Ничья: партия уже закончилась мёртвой позицией до падения флажка (5.2.2)".to_string(),
            format!("Ничья: {fg} пат, поэтому партия закончилась ещё до падения флажка (5.2.1)"),
        ],
        Lang::Sr => [
            format!(
                "Pobeda {} na vreme: {on} može da matira nekim nizom legalnih poteza",
                o.word(l, Form::Gen)
            ),
            format!(
                "Remi po 6.9: pad zastavice se računa, ali {on} ne može da matira nijednim nizom legalnih poteza"
            ),
            "Remi: partija je već bila završena mrtvom pozicijom pre pada zastavice (5.2.2)".to_string(),
            format!("Remi: {fn_} je u patu, pa je partija završena pre pada zastavice (5.2.1)"),
        ],
    }
}

fn outcome_index(o: Outcome) -> usize {
    match o {
        Outcome::Win => 0,
        Outcome::Draw => 1,
        Outcome::Dead => 2,
        Outcome::Stalemate => 3,
    }
}

/// The question for a given situation.
pub(crate) fn question_for(seed: u64, s: &Scenario, rng: &mut ChaCha8Rng) -> Question {
    let a = analyse(&s.pos).expect("the generator only produces proven positions");
    let f = side(s.pos.turn());
    let o = f.other();

    let stem = per_lang(|l| stem_text(s, f, l));
    let all: [Localized<String>; 4] = std::array::from_fn(|i| per_lang(|l| options(f, l)[i].clone()));
    let key = outcome_index(a.outcome);
    let correct = all[key].clone();
    let wrong = all
        .iter()
        .enumerate()
        .filter(|&(i, _)| i != key)
        .map(|(_, x)| x.clone())
        .collect();

    let explanation = per_lang(|l| explain(s, &a, f, o, l));
    let mut articles = match a.outcome {
        Outcome::Win | Outcome::Draw => vec!["6.9"],
        Outcome::Dead => vec!["5.2.2", "6.9"],
        Outcome::Stalemate => vec!["5.2.1", "6.9"],
    };
    if s.pace != Pace::Standard {
        articles.push(if s.noticed == Noticed::Claim {
            "A.5.3"
        } else {
            "A.5.5"
        });
    }
    if s.pace == Pace::Blitz {
        articles.push("B.3");
    }
    let lone_minor_wins = a.outcome == Outcome::Win && {
        let b = s.pos.board();
        let ou = b.by_color(s.pos.turn().other()) & !b.kings();
        ou.count() == 1 && (ou & (b.knights() | b.bishops())).any()
    };
    let two_knights = a.outcome == Outcome::Win && {
        let b = s.pos.board();
        let c = s.pos.turn().other();
        (b.by_color(c) & !b.kings()) == (b.by_color(c) & b.knights())
            && (b.by_color(c) & b.knights()).count() == 2
            && (b.by_color(s.pos.turn()) & !b.kings()).is_empty()
    };
    let ruling = match a.outcome {
        Outcome::Win if lone_minor_wins => "end-flag-helpmate-with-flaggers-pieces",
        Outcome::Win if two_knights => "end-flag-two-knights-vs-lone-king",
        Outcome::Win if s.pace != Pace::Standard => "end-rapid-blitz-win-on-time-claim",
        Outcome::Win => "end-flag-counts-when-noticed",
        Outcome::Draw => "end-flag-opponent-lone-king",
        Outcome::Dead => "end-dead-position-same-coloured-bishops",
        Outcome::Stalemate => "end-stalemate-ends-game-before-flag",
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
        fen: Some(mate::fen(&s.pos)),
    }
    .finish(rng)
}

fn stem_text(s: &Scenario, f: Side, l: Lang) -> String {
    let o = f.other();
    let setting = super::setting_text(s.pace, s.clock, l);
    let fg = f.word(l, Form::Gen);
    let event = match (s.noticed, s.pace, l) {
        (Noticed::Arbiter, Pace::Standard, Lang::En) => {
            format!("{} flag falls and the arbiter sees it.", capitalize(fg))
        }
        (Noticed::Arbiter, Pace::Standard, Lang::Pt) => format!("A seta {fg} cai e o árbitro vê."),
        (Noticed::Arbiter, Pace::Standard, Lang::Ru) => format!("У {fg} падает флажок, и судья это видит."),
        (Noticed::Arbiter, Pace::Standard, Lang::Sr) => {
            format!(
                "{} padne zastavica i sudija to vidi.",
                capitalize(f.word(l, Form::Dat))
            )
        }
        (Noticed::Arbiter, _, Lang::En) => format!("The arbiter sees {fg} flag fall and calls it at once."),
        (Noticed::Arbiter, _, Lang::Pt) => format!("O árbitro vê a seta {fg} cair e anuncia-o na hora."),
        (Noticed::Arbiter, _, Lang::Ru) => {
            format!("Судья видит, что у {fg} упал флажок, и сразу объявляет об этом.")
        }
        (Noticed::Arbiter, _, Lang::Sr) => format!(
            "Sudija vidi da je {} pala zastavica i odmah to objavljuje.",
            f.word(l, Form::Dat)
        ),
        (Noticed::Claim, _, Lang::En) => format!(
            "{} flag falls; {} pauses the clock and claims a win on time.",
            capitalize(fg),
            o.word(l, Form::Nom)
        ),
        (Noticed::Claim, _, Lang::Pt) => format!(
            "A seta {fg} cai; {} pausam o relógio e reivindicam a vitória por tempo.",
            o.word(l, Form::Nom)
        ),
        (Noticed::Claim, _, Lang::Ru) => format!(
            "У {fg} падает флажок; {} останавливают часы и заявляют о выигрыше по времени.",
            o.word(l, Form::Nom)
        ),
        (Noticed::Claim, _, Lang::Sr) => format!(
            "{} padne zastavica; {} pauzira sat i zahteva pobedu na vreme.",
            capitalize(f.word(l, Form::Dat)),
            o.word(l, Form::Nom)
        ),
    };
    let no_claim = match (s.clock.1, l) {
        (0, Lang::En) => " Nobody claimed anything before the flag fell.",
        (0, Lang::Pt) => " Ninguém reivindicou nada antes da queda de seta.",
        (0, Lang::Ru) => " До падения флажка никто ничего не заявлял.",
        (0, Lang::Sr) => " Niko ništa nije zahtevao pre pada zastavice.",
        _ => "",
    };
    let to_move = match l {
        Lang::En => format!(
            "The diagram shows the position on the board, with {} to move.",
            f.word(l, Form::Nom)
        ),
        Lang::Pt => format!(
            "O diagrama mostra a posição no tabuleiro; jogam {}.",
            f.word(l, Form::Nom)
        ),
        Lang::Ru => format!("На диаграмме позиция на доске, ход {}.", f.word(l, Form::Gen)),
        Lang::Sr => format!(
            "Dijagram prikazuje poziciju na tabli; na potezu je {}.",
            f.word(l, Form::Nom)
        ),
    };
    let ask = match l {
        Lang::En => "What is the result?",
        Lang::Pt => "Qual é o resultado?",
        Lang::Ru => "Каков результат?",
        Lang::Sr => "Kakav je rezultat?",
    };
    format!("{setting}. {event}{no_claim} {to_move} {ask}")
}

/// Why a side cannot mate, in words.
fn no_mate_text(p: &Proof, who: Side, l: Lang) -> String {
    let w = who.subject(l);
    let wg = who.word(l, Form::Gen);
    match (p, l) {
        (Proof::Material(NoMate::LoneKing), Lang::En) => {
            format!("{w} has only the king, which can never give check.")
        }
        (Proof::Material(NoMate::LoneKing), Lang::Pt) => format!("{w} têm só o rei, que nunca dá xeque."),
        (Proof::Material(NoMate::LoneKing), Lang::Ru) => {
            format!("У {wg} только король, а он никогда не даёт шах.")
        }
        (Proof::Material(NoMate::LoneKing), Lang::Sr) => {
            format!("{w} ima samo kralja, koji nikad ne može da da šah.")
        }
        (Proof::Material(NoMate::LoneKnight), Lang::En) => {
            format!("{w} has a lone knight against a bare king: no position with that material is mate.")
        }
        (Proof::Material(NoMate::LoneKnight), Lang::Pt) => {
            format!(
                "{w} têm um cavalo sozinho contra o rei sozinho: nenhuma posição com esse material é mate."
            )
        }
        (Proof::Material(NoMate::LoneKnight), Lang::Ru) => {
            format!("У {wg} один конь против одинокого короля: с таким материалом мата не бывает.")
        }
        (Proof::Material(NoMate::LoneKnight), Lang::Sr) => {
            format!("{w} ima samo skakača protiv samog kralja: sa tim materijalom mat ne postoji.")
        }
        (Proof::Material(NoMate::SameColouredBishops), Lang::En) => format!(
            "Besides the kings there are only bishops, all on squares of one colour: a king in check always has a free square of the other colour, so {w} can never mate."
        ),
        (Proof::Material(NoMate::SameColouredBishops), Lang::Pt) => format!(
            "Além dos reis só há bispos, todos em casas da mesma cor: o rei em xeque sempre tem uma casa livre da outra cor, então {} nunca dão mate.",
            who.word(l, Form::Nom)
        ),
        (Proof::Material(NoMate::SameColouredBishops), Lang::Ru) => format!(
            "Кроме королей на доске только слоны, все на полях одного цвета: у короля под шахом всегда есть свободное поле другого цвета, поэтому {} никогда не поставят мат.",
            who.word(l, Form::Nom)
        ),
        (Proof::Material(NoMate::SameColouredBishops), Lang::Sr) => format!(
            "Osim kraljeva na tabli su samo lovci, svi na poljima iste boje: kralj u šahu uvek ima slobodno polje druge boje, pa {} nikad ne može da matira.",
            who.word(l, Form::Nom)
        ),
        (Proof::Exhausted(n), Lang::En) => format!(
            "Whatever both players do, {} can never give mate: all {n} positions that can still arise were examined and none is such a mate.",
            who.word(l, Form::Nom)
        ),
        (Proof::Exhausted(n), Lang::Pt) => format!(
            "Façam o que fizerem os dois jogadores, {} nunca podem dar mate: as {n} posições que ainda podem surgir foram examinadas e nenhuma é esse mate.",
            who.word(l, Form::Nom)
        ),
        (Proof::Exhausted(n), Lang::Ru) => format!(
            "Как бы ни играли оба игрока, {} никогда не поставят мат: все возможные дальше позиции ({n}) проверены, и мата среди них нет.",
            who.word(l, Form::Nom)
        ),
        (Proof::Exhausted(n), Lang::Sr) => format!(
            "Šta god da igraju oba igrača, {} nikad ne može da matira: ispitane su sve pozicije koje još mogu nastati ({n}) i nijedna nije takav mat.",
            who.word(l, Form::Nom)
        ),
        (Proof::Mate(_), _) => unreachable!("not a proof of impossibility"),
    }
}

/// "For example: 52...Kh8 53.Nf7#" for a mating line.
fn example(pos: &Chess, p: &Proof, l: Lang) -> String {
    let Proof::Mate(line) = p else {
        unreachable!("a mating line")
    };
    let text = mate::line_text(pos, line, l);
    match l {
        Lang::En => format!("For example: {text}."),
        Lang::Pt => format!("Por exemplo: {text}."),
        Lang::Ru => format!("Например: {text}."),
        Lang::Sr => format!("Na primer: {text}."),
    }
}

fn explain(s: &Scenario, a: &Analysis, f: Side, o: Side, l: Lang) -> String {
    let rule = match (s.pace, s.noticed, l) {
        (_, Noticed::Claim, Lang::En) => {
            "Under A.5.3 a claim of a win on time gives a draw if the claimant cannot checkmate by any series of legal moves; otherwise the claimant wins (6.9 states the same test)."
        }
        (_, Noticed::Claim, Lang::Pt) => {
            "Pelo A.5.3, a reivindicação de vitória por tempo dá empate se o reivindicante não puder dar xeque-mate com nenhuma série de lances legais; senão o reivindicante vence (o 6.9 usa o mesmo critério)."
        }
        (_, Noticed::Claim, Lang::Ru) => {
            "По A.5.3 при заявлении о выигрыше по времени засчитывается ничья, если заявитель не может поставить мат никакой серией законных ходов; иначе заявитель побеждает (6.9 даёт тот же критерий)."
        }
        (_, Noticed::Claim, Lang::Sr) => {
            "Po A.5.3, zahtev za pobedu na vreme donosi remi ako podnosilac zahteva ne može da matira nijednim nizom legalnih poteza; inače podnosilac pobeđuje (6.9 daje isti kriterijum)."
        }
        (_, _, Lang::En) => {
            "Under 6.9 the player whose flag falls loses, unless the opponent cannot checkmate by any series of legal moves: then it is a draw. The flagger's own units count: the series may be as cooperative as you like."
        }
        (_, _, Lang::Pt) => {
            "Pelo 6.9 quem deixa a seta cair perde, salvo se o adversário não puder dar xeque-mate com nenhuma série de lances legais: então é empate. As peças de quem deixou a seta cair contam: a série pode ser tão cooperativa quanto se queira."
        }
        (_, _, Lang::Ru) => {
            "По статье 6.9 тот, у кого упал флажок, проигрывает, кроме случая, когда соперник не может поставить мат никакой серией законных ходов: тогда ничья. Фигуры просрочившего тоже учитываются: серия может быть сколь угодно «дружественной»."
        }
        (_, _, Lang::Sr) => {
            "Po članu 6.9 igrač kome padne zastavica gubi, osim ako protivnik ne može da matira nijednim nizom legalnih poteza: tada je remi. Računaju se i figure igrača kome je pala zastavica: niz poteza može biti sasvim kooperativan."
        }
    };
    let because = match a.outcome {
        Outcome::Stalemate => match l {
            Lang::En => format!(
                "But {} has no legal move and is not in check: stalemate, which ended the game at once (5.2.1), before the flag fell.",
                f.word(l, Form::Nom)
            ),
            Lang::Pt => format!(
                "Mas {} não têm lance legal e não estão em xeque: afogamento, que terminou a partida na hora (5.2.1), antes da queda de seta.",
                f.word(l, Form::Nom)
            ),
            Lang::Ru => format!(
                "Но у {} нет законного хода, и шаха нет: это пат, и партия закончилась сразу (5.2.1), до падения флажка.",
                f.word(l, Form::Gen)
            ),
            Lang::Sr => format!(
                "Ali {} nema legalan potez i nije u šahu: to je pat, kojim je partija odmah završena (5.2.1), pre pada zastavice.",
                f.word(l, Form::Nom)
            ),
        },
        Outcome::Win => {
            let p = a.opponent.as_ref().expect("proof for the opponent");
            let ex = example(&s.pos, p, l);
            match l {
                Lang::En => format!(
                    "Here {} can be mated, if need be with {} help. {ex} So {} wins.",
                    f.word(l, Form::Nom),
                    f.word(l, Form::Gen),
                    o.word(l, Form::Nom)
                ),
                Lang::Pt => format!(
                    "Aqui {} podem levar mate, se preciso com a ajuda delas mesmas. {ex} Logo, vitória {}.",
                    f.word(l, Form::Nom),
                    o.word(l, Form::Gen)
                ),
                Lang::Ru => format!(
                    "Здесь {} можно поставить мат, при необходимости с их же помощью. {ex} Поэтому победа {}.",
                    f.word(l, Form::Dat),
                    o.word(l, Form::Gen)
                ),
                Lang::Sr => format!(
                    "Ovde {} može dobiti mat, ako treba i uz sopstvenu pomoć. {ex} Zato pobeđuje {}.",
                    f.word(l, Form::Nom),
                    o.word(l, Form::Nom)
                ),
            }
        }
        Outcome::Draw => {
            let op = a.opponent.as_ref().expect("proof for the opponent");
            let fp = a.flagger.as_ref().expect("proof for the flagger");
            let ex = example(&s.pos, fp, l);
            let why = no_mate_text(op, o, l);
            match l {
                Lang::En => format!(
                    "{why} The position is not dead, since {} could still mate ({}), so the game was still on and the flag fall counts: draw.",
                    f.word(l, Form::Nom),
                    ex.trim_end_matches('.')
                ),
                Lang::Pt => format!(
                    "{why} A posição não é morta, pois {} ainda poderiam dar mate ({}); a partida continuava e a queda de seta conta: empate.",
                    f.word(l, Form::Nom),
                    ex.trim_end_matches('.')
                ),
                Lang::Ru => format!(
                    "{why} Позиция не мёртвая: {} ещё могли бы поставить мат ({}), так что партия продолжалась и падение флажка учитывается: ничья.",
                    f.word(l, Form::Nom),
                    ex.trim_end_matches('.')
                ),
                Lang::Sr => format!(
                    "{why} Pozicija nije mrtva, jer bi {} još mogao da matira ({}), pa je partija trajala i pad zastavice se računa: remi.",
                    f.word(l, Form::Nom),
                    ex.trim_end_matches('.')
                ),
            }
        }
        Outcome::Dead => {
            let op = a.opponent.as_ref().expect("proof for the opponent");
            let fp = a.flagger.as_ref().expect("proof for the flagger");
            let mut parts = Vec::new();
            let moves = s.pos.legal_moves();
            if moves.len() == 1 {
                let only = mate::line_text(&s.pos, &moves[..], l);
                parts.push(match l {
                    Lang::En => format!("{} only legal move is {only}.", capitalize(f.word(l, Form::Gen))),
                    Lang::Pt => format!("O único lance legal {} é {only}.", f.word(l, Form::Gen)),
                    Lang::Ru => format!("Единственный законный ход {}: {only}.", f.word(l, Form::Gen)),
                    Lang::Sr => format!("Jedini legalan potez {} je {only}.", f.word(l, Form::Gen)),
                });
            }
            parts.push(no_mate_text(op, o, l));
            if fp != op {
                parts.push(no_mate_text(fp, f, l));
            }
            parts.push(match l {
                Lang::En => "Neither side can mate, so the position is dead: the game ended in a draw as soon as it arose (5.2.2), and the flag fall changes nothing.".to_string(),
                Lang::Pt => "Nenhum lado pode dar mate, então a posição é morta: a partida terminou empatada assim que ela surgiu (5.2.2), e a queda de seta não muda nada.".to_string(),
                Lang::Ru => "Ни одна сторона не может поставить мат, значит позиция мёртвая: партия закончилась вничью в момент её возникновения (5.2.2), и падение флажка ничего не меняет.".to_string(),
                Lang::Sr => "Nijedna strana ne može da matira, pa je pozicija mrtva: partija je završena remijem čim je nastala (5.2.2), a pad zastavice ništa ne menja.".to_string(),
            });
            parts.join(" ")
        }
    };
    format!("{rule} {because}")
}
