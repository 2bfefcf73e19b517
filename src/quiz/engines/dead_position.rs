//! Engine `game-end`: is the position on the board dead (5.2.2)?
//!
//! A position is dead when neither player can checkmate the other by any series of legal
//! moves; the game then ends in a draw at once. Each side is decided separately with
//! [`mate::can_mate`], so the question can ask which side (if any) can still mate. Only positions
//! whose answer is proven for both sides are asked; stalemates and mates are never shown.

use rand::Rng;
use rand_chacha::ChaCha8Rng;
use shakmaty::{Chess, Color, Position, Role};

use super::mate::{self, NoMate, Proof, Spec};
use super::{Draft, Form, Side, per_lang, pick, rng};
use crate::content::{Lang, Localized};
use crate::quiz::Question;

/// Topic id.
pub const TOPIC: &str = "game-end";

/// Who can still mate.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Verdict {
    /// Nobody: the position is dead.
    Dead,
    /// Only White.
    OnlyWhite,
    /// Only Black.
    OnlyBlack,
    /// Both sides.
    Both,
}

/// The proven answer for each side.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Analysis {
    /// The verdict.
    pub verdict: Verdict,
    /// White's proof.
    pub white: Proof,
    /// Black's proof.
    pub black: Proof,
}

/// Decide who can still mate in `pos`; `None` if either side is not proven, or if the game is
/// already over on the board (mate or stalemate).
pub fn analyse(pos: &Chess) -> Option<Analysis> {
    if pos.legal_moves().is_empty() {
        return None;
    }
    let white = mate::can_mate(pos, Color::White)?;
    let black = mate::can_mate(pos, Color::Black)?;
    let verdict = match (white.can_mate(), black.can_mate()) {
        (false, false) => Verdict::Dead,
        (true, false) => Verdict::OnlyWhite,
        (false, true) => Verdict::OnlyBlack,
        (true, true) => Verdict::Both,
    };
    Some(Analysis {
        verdict,
        white,
        black,
    })
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Kind {
    Dead,
    One,
    Both,
}

fn units(rng: &mut ChaCha8Rng, kind: Kind, a: Color) -> Vec<Spec> {
    use Role::{Bishop, Knight, Pawn, Queen, Rook};
    let b = !a;
    let light = rng.random_bool(0.5);
    let u = |c: Color, r: Role| (c, r, None);
    let bi = |c: Color, l: bool| (c, Bishop, Some(l));
    match kind {
        Kind::Dead => match rng.random_range(0..4) {
            0 => vec![u(a, Knight)],
            1 => vec![bi(a, light)],
            2 => vec![bi(a, light), bi(b, light)],
            _ => vec![bi(a, light), bi(a, light), bi(b, light)],
        },
        // `a` can mate, `b` has a bare king.
        Kind::One => {
            let sets: &[&[Role]] = &[
                &[Queen],
                &[Rook],
                &[Pawn],
                &[Knight, Knight],
                &[Bishop, Knight],
                &[Rook, Pawn],
            ];
            pick(rng, sets).iter().map(|&r| u(a, r)).collect()
        }
        // Both sides can mate; the lone-minor cases succeed only when the search finds both
        // lines quickly, so heavy pieces make up most of the draws.
        Kind::Both => match rng.random_range(0..6) {
            0 => vec![u(a, Queen), u(b, Queen)],
            1 => vec![u(a, Rook), u(b, Rook)],
            2 => vec![u(a, Queen), u(b, Rook)],
            3 => vec![u(a, Rook), u(b, Rook), u(b, Pawn)],
            4 => vec![u(a, Queen), u(b, Knight), u(b, Knight)],
            _ => vec![u(a, Knight), u(b, Pawn)],
        },
    }
}

fn candidate(rng: &mut ChaCha8Rng, kind: Kind) -> Option<(Chess, Verdict)> {
    let turn = if rng.random_bool(0.5) {
        Color::White
    } else {
        Color::Black
    };
    let a = if rng.random_bool(0.5) {
        Color::White
    } else {
        Color::Black
    };
    let fullmoves = rng.random_range(35..90);
    let pos = match kind {
        Kind::Dead if rng.random_range(0..3) == 0 => {
            if rng.random_bool(0.5) {
                mate::wall(rng, turn, fullmoves)?
            } else {
                mate::forced_capture(rng, turn, fullmoves)?
            }
        }
        _ => {
            let u = units(rng, kind, a);
            let cornered = if kind == Kind::One {
                !a
            } else {
                pick(rng, &[a, !a])
            };
            mate::place(rng, turn, cornered, &u, 2, fullmoves)?
        }
    };
    let v = analyse(&pos)?.verdict;
    let ok = match kind {
        Kind::Dead => v == Verdict::Dead,
        Kind::One => matches!(v, Verdict::OnlyWhite | Verdict::OnlyBlack),
        Kind::Both => v == Verdict::Both,
    };
    ok.then_some((pos, v))
}

/// Draw a position: the kind first (dead, one side can mate, both can), then positions until
/// one of that kind is proven.
pub(crate) fn scenario(rng: &mut ChaCha8Rng) -> Chess {
    let kind = match rng.random_range(0..4) {
        0 => Kind::Dead,
        1 | 2 => Kind::One,
        _ => Kind::Both,
    };
    loop {
        if let Some((p, _)) = candidate(rng, kind) {
            return p;
        }
    }
}

/// The question for `seed`.
pub fn question(seed: u64) -> Question {
    let mut rng = rng(seed);
    let pos = scenario(&mut rng);
    question_for(seed, &pos, &mut rng)
}

fn options(l: Lang) -> [String; 4] {
    let (w, b) = (Side::White.word(l, Form::Nom), Side::Black.word(l, Form::Nom));
    match l {
        Lang::En => [
            "Dead: neither side can checkmate by any series of legal moves, so the game is drawn (5.2.2)".to_string(),
            format!("Not dead: {w} can still checkmate by some series of legal moves ({b} cannot)"),
            format!("Not dead: {b} can still checkmate by some series of legal moves ({w} cannot)"),
            "Not dead: both sides can still checkmate by some series of legal moves".to_string(),
        ],
        Lang::Pt => [
            "Morta: nenhum lado pode dar xeque-mate com nenhuma série de lances legais, então a partida está empatada (5.2.2)".to_string(),
            format!("Não é morta: {w} ainda podem dar xeque-mate com alguma série de lances legais ({b} não)"),
            format!("Não é morta: {b} ainda podem dar xeque-mate com alguma série de lances legais ({w} não)"),
            "Não é morta: os dois lados ainda podem dar xeque-mate com alguma série de lances legais".to_string(),
        ],
        Lang::Ru => [
            "Мёртвая: ни одна сторона не может поставить мат никакой серией законных ходов, поэтому ничья (5.2.2)".to_string(),
            format!("Не мёртвая: {w} ещё могут поставить мат некоторой серией законных ходов ({b} — нет)"),
            format!("Не мёртвая: {b} ещё могут поставить мат некоторой серией законных ходов ({w} — нет)"),
            "Не мёртвая: обе стороны ещё могут поставить мат некоторой серией законных ходов".to_string(),
        ],
        Lang::Sr => [
            "Mrtva: nijedna strana ne može da matira nijednim nizom legalnih poteza, pa je partija remi (5.2.2)".to_string(),
            format!("Nije mrtva: {w} još može da matira nekim nizom legalnih poteza ({b} ne može)"),
            format!("Nije mrtva: {b} još može da matira nekim nizom legalnih poteza ({w} ne može)"),
            "Nije mrtva: obe strane još mogu da matiraju nekim nizom legalnih poteza".to_string(),
        ],
    }
}

fn verdict_index(v: Verdict) -> usize {
    match v {
        Verdict::Dead => 0,
        Verdict::OnlyWhite => 1,
        Verdict::OnlyBlack => 2,
        Verdict::Both => 3,
    }
}

fn side(c: Color) -> Side {
    match c {
        Color::White => Side::White,
        Color::Black => Side::Black,
    }
}

/// The question for a given position.
pub(crate) fn question_for(seed: u64, pos: &Chess, rng: &mut ChaCha8Rng) -> Question {
    let a = analyse(pos).expect("the generator only produces proven positions");
    let turn = side(pos.turn());
    let stem = per_lang(|l| {
        let t = turn.word(l, Form::Nom);
        match l {
            Lang::En => format!(
                "A game in progress: the diagram shows the position on the board, with {t} to move. No flag has fallen and nobody has claimed anything. Is the position dead under 5.2.2?"
            ),
            Lang::Pt => format!(
                "Partida em andamento: o diagrama mostra a posição no tabuleiro; jogam {t}. Nenhuma seta caiu e ninguém reivindicou nada. A posição é morta pelo 5.2.2?"
            ),
            Lang::Ru => format!(
                "Партия продолжается: на диаграмме позиция на доске, ход {}. Флажки не падали, никто ничего не заявлял. Мёртвая ли это позиция по 5.2.2?",
                turn.word(l, Form::Gen)
            ),
            Lang::Sr => format!(
                "Partija je u toku: dijagram prikazuje poziciju na tabli; na potezu je {t}. Nijedna zastavica nije pala i niko ništa nije zahtevao. Da li je pozicija mrtva po 5.2.2?"
            ),
        }
    });
    let all: [Localized<String>; 4] = std::array::from_fn(|i| per_lang(|l| options(l)[i].clone()));
    let key = verdict_index(a.verdict);
    let correct = all[key].clone();
    let wrong = all
        .iter()
        .enumerate()
        .filter(|&(i, _)| i != key)
        .map(|(_, x)| x.clone())
        .collect();
    let explanation = per_lang(|l| explain(pos, &a, l));
    let helped = [(&a.white, Color::White), (&a.black, Color::Black)]
        .iter()
        .any(|(p, c)| p.can_mate() && lone_minor(pos, *c));
    let ruling = match a.verdict {
        Verdict::Dead => "end-dead-position-same-coloured-bishops",
        _ if helped => "end-flag-helpmate-with-flaggers-pieces",
        _ => "end-dead-position-same-coloured-bishops",
    };
    Draft {
        topic: TOPIC,
        seed,
        stem,
        correct,
        wrong,
        explanation,
        articles: vec!["5.2.2"],
        ruling: Some(ruling),
        fen: Some(mate::fen(pos)),
    }
    .finish(rng)
}

/// `c` has a single minor piece and nothing else.
fn lone_minor(pos: &Chess, c: Color) -> bool {
    let b = pos.board();
    let ours = b.by_color(c) & !b.kings();
    ours.count() == 1 && (ours & (b.knights() | b.bishops())).any()
}

fn side_text(pos: &Chess, p: &Proof, who: Side, l: Lang) -> String {
    match p {
        Proof::Mate(line) => {
            let text = mate::line_text(pos, line, l);
            let w = who.subject(l);
            match l {
                Lang::En => format!("{w} can mate, for example: {text}."),
                Lang::Pt => format!("{w} podem dar mate, por exemplo: {text}."),
                Lang::Ru => format!("{w} могут поставить мат, например: {text}."),
                Lang::Sr => format!("{w} može da matira, na primer: {text}."),
            }
        }
        Proof::Material(why) => {
            let w = who.subject(l);
            let wg = who.word(l, Form::Gen);
            match (why, l) {
                (NoMate::LoneKing, Lang::En) => format!("{w} has only the king, which can never give check."),
                (NoMate::LoneKing, Lang::Pt) => format!("{w} têm só o rei, que nunca dá xeque."),
                (NoMate::LoneKing, Lang::Ru) => format!("У {wg} только король, а он никогда не даёт шах."),
                (NoMate::LoneKing, Lang::Sr) => format!("{w} ima samo kralja, koji nikad ne može da da šah."),
                (NoMate::LoneKnight, Lang::En) => {
                    format!("{w} has a lone knight against a bare king, which can never mate.")
                }
                (NoMate::LoneKnight, Lang::Pt) => {
                    format!("{w} têm um cavalo sozinho contra o rei sozinho, que nunca dá mate.")
                }
                (NoMate::LoneKnight, Lang::Ru) => {
                    format!("У {wg} один конь против одинокого короля — так мат невозможен.")
                }
                (NoMate::LoneKnight, Lang::Sr) => {
                    format!("{w} ima samo skakača protiv samog kralja, čime se nikad ne može matirati.")
                }
                (NoMate::SameColouredBishops, Lang::En) => format!(
                    "{w} cannot mate: besides the kings there are only bishops, all on squares of one colour, and a king in check always keeps a free square of the other colour."
                ),
                (NoMate::SameColouredBishops, Lang::Pt) => format!(
                    "{w} não podem dar mate: além dos reis só há bispos, todos em casas da mesma cor, e o rei em xeque sempre tem uma casa livre da outra cor."
                ),
                (NoMate::SameColouredBishops, Lang::Ru) => format!(
                    "{w} не могут поставить мат: кроме королей на доске только слоны, все на полях одного цвета, а у короля под шахом всегда остаётся свободное поле другого цвета."
                ),
                (NoMate::SameColouredBishops, Lang::Sr) => format!(
                    "{w} ne može da matira: osim kraljeva na tabli su samo lovci, svi na poljima iste boje, a kralj u šahu uvek ima slobodno polje druge boje."
                ),
            }
        }
        Proof::Exhausted(n) => {
            let w = who.word(l, Form::Nom);
            match l {
                Lang::En => format!(
                    "Whatever both players do, {w} can never mate: all {n} positions that can still arise were examined."
                ),
                Lang::Pt => format!(
                    "Façam o que fizerem os jogadores, {w} nunca podem dar mate: as {n} posições que ainda podem surgir foram examinadas."
                ),
                Lang::Ru => format!(
                    "Как бы ни играли соперники, {w} никогда не поставят мат: проверены все возможные дальше позиции ({n})."
                ),
                Lang::Sr => format!(
                    "Šta god da igraju igrači, {w} nikad ne može da matira: ispitane su sve pozicije koje još mogu nastati ({n})."
                ),
            }
        }
    }
}

fn explain(pos: &Chess, a: &Analysis, l: Lang) -> String {
    let rule = match l {
        Lang::En => {
            "A position is dead when neither player can checkmate the other by any series of legal moves, however cooperative; the game then ends at once in a draw (5.2.2). Whether mate can be forced does not matter."
        }
        Lang::Pt => {
            "A posição é morta quando nenhum jogador pode dar xeque-mate no outro com nenhuma série de lances legais, por mais cooperativa que seja; a partida termina na hora empatada (5.2.2). Não importa se o mate pode ser forçado."
        }
        Lang::Ru => {
            "Позиция мёртвая, если ни один игрок не может поставить мат сопернику никакой серией законных ходов, даже самой «дружественной»; тогда партия сразу заканчивается вничью (5.2.2). Можно ли форсировать мат, значения не имеет."
        }
        Lang::Sr => {
            "Pozicija je mrtva kada nijedan igrač ne može da matira protivnika nijednim nizom legalnih poteza, ma koliko kooperativnim; partija se tada odmah završava remijem (5.2.2). Nije važno da li se mat može forsirati."
        }
    };
    let mut parts = vec![rule.to_string()];
    let moves = pos.legal_moves();
    if moves.len() == 1 && a.verdict == Verdict::Dead {
        let only = mate::line_text(pos, &moves[..], l);
        let t = side(pos.turn());
        parts.push(match l {
            Lang::En => format!(
                "{} only legal move is {only}.",
                super::capitalize(t.word(l, Form::Gen))
            ),
            Lang::Pt => format!("O único lance legal {} é {only}.", t.word(l, Form::Gen)),
            Lang::Ru => format!("Единственный законный ход {}: {only}.", t.word(l, Form::Gen)),
            Lang::Sr => format!("Jedini legalan potez {} je {only}.", t.word(l, Form::Gen)),
        });
    }
    if a.white == a.black && matches!(a.white, Proof::Material(NoMate::SameColouredBishops)) {
        parts.push(match l {
            Lang::En => "Besides the kings there are only bishops, all on squares of one colour: a king in check always keeps a free square of the other colour, so neither side can ever mate.",
            Lang::Pt => "Além dos reis só há bispos, todos em casas da mesma cor: o rei em xeque sempre tem uma casa livre da outra cor, então nenhum lado jamais dá mate.",
            Lang::Ru => "Кроме королей на доске только слоны, все на полях одного цвета: у короля под шахом всегда остаётся свободное поле другого цвета, поэтому ни одна сторона никогда не поставит мат.",
            Lang::Sr => "Osim kraljeva na tabli su samo lovci, svi na poljima iste boje: kralj u šahu uvek ima slobodno polje druge boje, pa nijedna strana nikad ne može da matira.",
        }.to_string());
    } else {
        parts.push(side_text(pos, &a.white, Side::White, l));
        parts.push(side_text(pos, &a.black, Side::Black, l));
    }
    parts.join(" ")
}
