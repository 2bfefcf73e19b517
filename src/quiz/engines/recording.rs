//! Engine `recording`: must the player keep recording the moves?
//!
//! Standard play (8.4): a player with *less than* five minutes left in a period need not record
//! for the rest of that period, unless there is an increment of 30 seconds or more. So 5:00
//! exactly still records, and a 30-second increment always records. Rapid and blitz (A.2, and
//! B.3 for blitz): recording is not required at all.

use rand::Rng;
use rand_chacha::ChaCha8Rng;

use super::{Draft, Pace, per_lang, pick, rng, setting_text};
use crate::content::{Lang, Localized};
use crate::quiz::{Question, loc};

/// Topic id.
pub const TOPIC: &str = "recording";

/// Whether a player in a standard game with `remaining_s` seconds left in the period and an
/// increment of `increment_s` seconds must keep recording (8.4).
pub fn must_record(remaining_s: u32, increment_s: u32) -> bool {
    let exempt = remaining_s < 5 * 60 && increment_s < 30;
    !exempt
}

/// One generated situation.
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct Scenario {
    pub pace: Pace,
    pub clock: (u32, u32),
    /// Seconds left on the player's clock in the current period.
    pub remaining_s: u32,
}

/// Times left, in seconds: boundaries (4:59, 5:00, 5:01) and ordinary values.
const REMAINING: [u32; 13] = [299, 300, 301, 150, 45, 432, 720, 240, 65, 200, 360, 599, 290];
/// Increments in standard play; 30 twice, as it is the boundary.
const INCREMENTS: [u32; 10] = [0, 5, 10, 15, 20, 25, 30, 30, 45, 60];

pub(crate) fn scenario(rng: &mut ChaCha8Rng) -> Scenario {
    let remaining_s = pick(rng, &REMAINING);
    if rng.random_bool(0.75) {
        let base = pick(rng, &[90, 120, 100]);
        Scenario {
            pace: Pace::Standard,
            clock: (base, pick(rng, &INCREMENTS)),
            remaining_s,
        }
    } else {
        let (pace, clock) = pick(
            rng,
            &[
                (Pace::Rapid, (15, 10)),
                (Pace::Rapid, (25, 10)),
                (Pace::Rapid, (20, 0)),
                (Pace::Blitz, (5, 3)),
                (Pace::Blitz, (3, 2)),
                (Pace::Blitz, (5, 0)),
            ],
        );
        Scenario {
            pace,
            clock,
            remaining_s: remaining_s.min(clock.0 * 60),
        }
    }
}

/// The question for `seed`.
pub fn question(seed: u64) -> Question {
    let mut rng = rng(seed);
    let s = scenario(&mut rng);
    question_for(seed, &s, &mut rng)
}

fn mm_ss(seconds: u32) -> String {
    format!("{}:{:02}", seconds / 60, seconds % 60)
}

/// The question for a given situation.
pub(crate) fn question_for(seed: u64, s: &Scenario, rng: &mut ChaCha8Rng) -> Question {
    if s.pace == Pace::Standard {
        standard(seed, s, rng)
    } else {
        rapid_or_blitz(seed, s, rng)
    }
}

fn standard(seed: u64, s: &Scenario, rng: &mut ChaCha8Rng) -> Question {
    let (remaining, inc) = (s.remaining_s, s.clock.1);
    let time = mm_ss(remaining);
    let stem = per_lang(|l| {
        let setting = setting_text(s.pace, s.clock, l);
        match l {
            Lang::En => format!(
                "{setting}. A player's clock now shows {time} left in the current period. Must the player keep recording the moves?"
            ),
            Lang::Pt => format!(
                "{setting}. O relógio de um jogador marca agora {time} restantes no período atual. O jogador ainda é obrigado a anotar os lances?"
            ),
            Lang::Ru => format!(
                "{setting}. На часах игрока сейчас осталось {time} в текущем периоде. Обязан ли он продолжать записывать ходы?"
            ),
            Lang::Sr => format!(
                "{setting}. Igraču na satu sada ostaje {time} u tekućem periodu. Da li mora i dalje da zapisuje poteze?"
            ),
        }
    });
    let must = loc(
        "Yes: the player must keep recording (8.4 does not apply)",
        "Sim: o jogador deve continuar anotando (o 8.4 não se aplica)",
        "Да: игрок обязан продолжать запись (8.4 не применяется)",
        "Da: igrač mora i dalje da zapisuje (8.4 se ne primenjuje)",
    );
    let may_stop = loc(
        "No: the player may stop recording for the rest of the period (8.4)",
        "Não: o jogador pode parar de anotar até o fim do período (8.4)",
        "Нет: игрок может не записывать ходы до конца периода (8.4)",
        "Ne: igrač sme da prestane da zapisuje do kraja perioda (8.4)",
    );
    let resume = loc(
        "No, but the player must resume recording if the clock goes back above 5 minutes",
        "Não, mas o jogador deve voltar a anotar se o relógio passar de novo dos 5 minutos",
        "Нет, но игрок обязан возобновить запись, если время снова превысит 5 минут",
        "Ne, ali igrač mora ponovo da zapisuje ako mu vreme opet pređe 5 minuta",
    );
    let permission = loc(
        "Only with the arbiter's permission may the player stop recording",
        "O jogador só pode parar de anotar com permissão do árbitro",
        "Прекратить запись игрок может только с разрешения судьи",
        "Igrač sme da prestane da zapisuje samo uz dozvolu sudije",
    );
    let required = must_record(remaining, inc);
    let (correct, wrong) = if required {
        (must, vec![may_stop, resume, permission])
    } else {
        (may_stop, vec![must, resume, permission])
    };

    let explanation = per_lang(|l| {
        let (time_ok, inc_ok) = (remaining < 300, inc < 30);
        let time_part = match (time_ok, l) {
            (true, Lang::En) => format!("{time} is less than 5 minutes"),
            (true, Lang::Pt) => format!("{time} é menos de 5 minutos"),
            (true, Lang::Ru) => format!("{time} — меньше 5 минут"),
            (true, Lang::Sr) => format!("{time} je manje od 5 minuta"),
            (false, Lang::En) => format!("{time} is not less than 5 minutes"),
            (false, Lang::Pt) => format!("{time} não é menos de 5 minutos"),
            (false, Lang::Ru) => format!("{time} — не меньше 5 минут"),
            (false, Lang::Sr) => format!("{time} nije manje od 5 minuta"),
        };
        let inc_part = match (inc, inc_ok, l) {
            (0, _, Lang::En) => "there is no increment".to_string(),
            (0, _, Lang::Pt) => "não há acréscimo".to_string(),
            (0, _, Lang::Ru) => "добавления нет".to_string(),
            (0, _, Lang::Sr) => "nema dodatka".to_string(),
            (_, true, Lang::En) => format!("the increment ({inc} s) is under 30 seconds"),
            (_, true, Lang::Pt) => format!("o acréscimo ({inc} s) é menor que 30 segundos"),
            (_, true, Lang::Ru) => format!("добавление ({inc} с) меньше 30 секунд"),
            (_, true, Lang::Sr) => format!("dodatak ({inc} s) je manji od 30 sekundi"),
            (_, false, Lang::En) => format!("the increment ({inc} s) is 30 seconds or more"),
            (_, false, Lang::Pt) => format!("o acréscimo ({inc} s) é de 30 segundos ou mais"),
            (_, false, Lang::Ru) => format!("добавление ({inc} с) — 30 секунд или больше"),
            (_, false, Lang::Sr) => format!("dodatak ({inc} s) je 30 sekundi ili više"),
        };
        let verdict = match (required, l) {
            (true, Lang::En) => "so the player must keep recording",
            (true, Lang::Pt) => "então o jogador deve continuar anotando",
            (true, Lang::Ru) => "поэтому игрок обязан продолжать запись",
            (true, Lang::Sr) => "pa igrač mora i dalje da zapisuje",
            (false, Lang::En) => {
                "so the player may stop recording for the rest of the period, even if the clock later climbs back above 5 minutes"
            }
            (false, Lang::Pt) => {
                "então o jogador pode parar de anotar até o fim do período, mesmo que o relógio volte a passar dos 5 minutos"
            }
            (false, Lang::Ru) => {
                "поэтому игрок может не записывать до конца периода, даже если время потом снова превысит 5 минут"
            }
            (false, Lang::Sr) => {
                "pa igrač sme da ne zapisuje do kraja perioda, čak i ako mu vreme kasnije opet pređe 5 minuta"
            }
        };
        let rule = match l {
            Lang::En => {
                "8.4 frees a player from recording only with less than 5 minutes left in a period and no increment of 30 seconds or more."
            }
            Lang::Pt => {
                "O 8.4 dispensa a anotação só com menos de 5 minutos no período e sem acréscimo de 30 segundos ou mais."
            }
            Lang::Ru => {
                "По 8.4 можно не записывать ходы, только если в периоде осталось меньше 5 минут и нет добавления 30 секунд или больше."
            }
            Lang::Sr => {
                "Po 8.4 igrač je oslobođen zapisivanja samo kada mu u periodu ostane manje od 5 minuta i nema dodatka od 30 sekundi ili više."
            }
        };
        // "and" when both conditions point the same way, "but" when only one holds.
        let same_way = time_ok == inc_ok;
        let joined = match (l, same_way) {
            (Lang::En, true) => format!("Here {time_part} and {inc_part}, {verdict}."),
            (Lang::En, false) => format!("Here {time_part}, but {inc_part}: {verdict}."),
            (Lang::Pt, true) => format!("Aqui {time_part} e {inc_part}, {verdict}."),
            (Lang::Pt, false) => format!("Aqui {time_part}, mas {inc_part}: {verdict}."),
            (Lang::Ru, true) => format!("Здесь {time_part} и {inc_part}, {verdict}."),
            (Lang::Ru, false) => format!("Здесь {time_part}, но {inc_part}: {verdict}."),
            (Lang::Sr, true) => format!("Ovde {time_part} i {inc_part}, {verdict}."),
            (Lang::Sr, false) => format!("Ovde {time_part}, ali {inc_part}: {verdict}."),
        };
        let mut text = format!("{rule} {joined}");
        if remaining == 300 {
            text.push_str(match l {
                Lang::En => " Exactly 5:00 is not “less than five minutes”.",
                Lang::Pt => " Exatamente 5:00 não é “menos de cinco minutos”.",
                Lang::Ru => " Ровно 5:00 — это не «меньше пяти минут».",
                Lang::Sr => " Tačno 5:00 nije „manje od pet minuta”.",
            });
        }
        if inc == 30 {
            text.push_str(match l {
                Lang::En => " An increment of exactly 30 seconds counts as “30 seconds or more”.",
                Lang::Pt => " Um acréscimo de exatamente 30 segundos conta como “30 segundos ou mais”.",
                Lang::Ru => " Добавление ровно 30 секунд относится к «30 секундам или больше».",
                Lang::Sr => " Dodatak od tačno 30 sekundi spada u „30 sekundi ili više”.",
            });
        }
        text
    });

    Draft {
        topic: TOPIC,
        seed,
        stem,
        correct,
        wrong,
        explanation,
        articles: vec!["8.4"],
        ruling: Some("hall-five-minute-recording-exemption"),
        fen: None,
    }
    .finish(rng)
}

fn rapid_or_blitz(seed: u64, s: &Scenario, rng: &mut ChaCha8Rng) -> Question {
    let time = mm_ss(s.remaining_s);
    let stem = per_lang(|l| {
        let setting = setting_text(s.pace, s.clock, l);
        match l {
            Lang::En => format!(
                "{setting}. A player has not been recording the moves, and the opponent asks the arbiter to make him record. The player's clock shows {time}. What does the arbiter say?"
            ),
            Lang::Pt => format!(
                "{setting}. Um jogador não está anotando os lances, e o adversário pede ao árbitro que o obrigue a anotar. O relógio do jogador marca {time}. O que o árbitro responde?"
            ),
            Lang::Ru => format!(
                "{setting}. Игрок не записывает ходы, и соперник просит судью заставить его записывать. На часах игрока {time}. Что ответит судья?"
            ),
            Lang::Sr => format!(
                "{setting}. Igrač ne zapisuje poteze, a protivnik traži od sudije da ga natera da zapisuje. Igraču na satu ostaje {time}. Šta sudija odgovara?"
            ),
        }
    });
    let correct = loc(
        "The player need not record: in rapid and blitz recording is not required (A.2)",
        "O jogador não precisa anotar: em partidas rápidas e de blitz a anotação não é obrigatória (A.2)",
        "Игрок может не записывать: в рапиде и блице запись ходов не обязательна (A.2)",
        "Igrač ne mora da zapisuje: u rapidu i blicu zapisivanje nije obavezno (A.2)",
    );
    let wrong: Vec<Localized<String>> = vec![
        loc(
            "The player must record until less than 5 minutes remain (8.4)",
            "O jogador deve anotar até restarem menos de 5 minutos (8.4)",
            "Игрок обязан записывать, пока у него не останется меньше 5 минут (8.4)",
            "Igrač mora da zapisuje dok mu ne ostane manje od 5 minuta (8.4)",
        ),
        loc(
            "The player must record the first 10 moves, and may stop after that (A.5.1)",
            "O jogador deve anotar os 10 primeiros lances e depois pode parar (A.5.1)",
            "Игрок обязан записать первые 10 ходов, а потом может прекратить (A.5.1)",
            "Igrač mora da zapiše prvih 10 poteza, a posle toga sme da prestane (A.5.1)",
        ),
        loc(
            "The player must record, and the arbiter penalises the refusal under 12.9",
            "O jogador deve anotar, e o árbitro pune a recusa pelo 12.9",
            "Игрок обязан записывать, а за отказ судья наказывает по 12.9",
            "Igrač mora da zapisuje, a sudija kažnjava odbijanje po 12.9",
        ),
    ];
    let explanation = per_lang(|l| {
        let blitz = match (s.pace, l) {
            (Pace::Blitz, Lang::En) => " In blitz without full supervision B.3 applies A.2.",
            (Pace::Blitz, Lang::Pt) => " No blitz sem supervisão total o B.3 manda aplicar o A.2.",
            (Pace::Blitz, Lang::Ru) => " В блице без полного контроля A.2 применяется через B.3.",
            (Pace::Blitz, Lang::Sr) => " U blicu bez punog nadzora A.2 se primenjuje preko B.3.",
            _ => "",
        };
        match l {
            Lang::En => format!(
                "In rapid and blitz the players need not record the moves (A.2); they keep the claims normally based on a scoresheet and may ask the arbiter for one at any time.{blitz} The five-minute rule of 8.4 is about standard play, where recording is compulsory."
            ),
            Lang::Pt => format!(
                "Em partidas rápidas e de blitz os jogadores não precisam anotar os lances (A.2); mantêm as reclamações que normalmente se baseiam na planilha e podem pedir uma ao árbitro a qualquer momento.{blitz} A regra dos cinco minutos do 8.4 é do jogo clássico, em que anotar é obrigatório."
            ),
            Lang::Ru => format!(
                "В рапиде и блице игроки не обязаны записывать ходы (A.2); они сохраняют права на требования, обычно основанные на записи, и могут в любой момент попросить у судьи бланк.{blitz} Правило пяти минут из 8.4 относится к классике, где запись обязательна."
            ),
            Lang::Sr => format!(
                "U rapidu i blicu igrači ne moraju da zapisuju poteze (A.2); zadržavaju reklamacije koje se inače zasnivaju na zapisniku i mogu u svakom trenutku da traže formular od sudije.{blitz} Pravilo pet minuta iz 8.4 odnosi se na standardni tempo, gde je zapisivanje obavezno."
            ),
        }
    });
    let articles = if s.pace == Pace::Blitz {
        vec!["A.2", "B.3"]
    } else {
        vec!["A.2"]
    };
    Draft {
        topic: TOPIC,
        seed,
        stem,
        correct,
        wrong,
        explanation,
        articles,
        ruling: Some("hall-recording-in-rapid-and-blitz"),
        fen: None,
    }
    .finish(rng)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::quiz::engines::time_control::classify;
    use proptest::prelude::*;

    /// (seconds left, increment in seconds, must record?) from the fact sheet §8 and the
    /// hall-five-minute-recording-exemption ruling.
    const TABLE: [(u32, u32, bool); 10] = [
        (120, 30, true),  // 2 minutes but 30 s increment: compulsory
        (240, 10, false), // 4 minutes, 10 s: exempt
        (300, 0, true),   // exactly 5:00 is not "less than five minutes"
        (299, 0, false),
        (299, 29, false),
        (299, 30, true), // exactly 30 s is "30 s or more"
        (301, 10, true),
        (60, 60, true),
        (45, 0, false),
        (1800, 0, true),
    ];

    fn standard_scenario(remaining_s: u32, inc: u32) -> Scenario {
        Scenario {
            pace: Pace::Standard,
            clock: (90, inc),
            remaining_s,
        }
    }

    #[test]
    fn fact_sheet_table() {
        for (i, (left, inc, record)) in TABLE.into_iter().enumerate() {
            assert_eq!(must_record(left, inc), record, "{left} s left, +{inc}");
            let q = question_for(i as u64, &standard_scenario(left, inc), &mut rng(i as u64));
            assert_eq!(
                q.options[q.correct].en.starts_with("Yes"),
                record,
                "{left} s left, +{inc}"
            );
        }
    }

    #[test]
    fn boundaries_are_explained() {
        let q = question_for(0, &standard_scenario(300, 10), &mut rng(0));
        assert!(q.explanation.en.contains("Exactly 5:00"));
        let q = question_for(0, &standard_scenario(200, 30), &mut rng(0));
        assert!(q.explanation.en.contains("exactly 30 seconds"));
    }

    #[test]
    fn rapid_and_blitz_never_require_recording() {
        let mut seen = [false; 2];
        for seed in 0..500 {
            let s = scenario(&mut rng(seed));
            assert_eq!(classify(s.clock.0, s.clock.1), s.pace, "seed {seed}");
            let q = question(seed);
            if s.pace != Pace::Standard {
                seen[0] = true;
                assert!(q.options[q.correct].en.contains("(A.2)"), "seed {seed}");
            } else {
                seen[1] = true;
            }
        }
        assert_eq!(seen, [true, true]);
    }

    /// Independent reading of the English stem: "shows m:ss left" and "+ N s per move".
    fn parse(stem: &str) -> (u32, u32) {
        let inc = stem
            .split_once(" + ")
            .map_or(0, |(_, r)| r.split(' ').next().unwrap().parse().unwrap());
        let (_, after) = stem.split_once("shows ").unwrap();
        let (m, rest) = after.split_once(':').unwrap();
        let s: u32 = rest[..2].parse().unwrap();
        (m.parse::<u32>().unwrap() * 60 + s, inc)
    }

    #[test]
    fn generated_answers_follow_the_rule() {
        let (mut yes, mut no) = (0, 0);
        for seed in 0..500 {
            let s = scenario(&mut rng(seed));
            if s.pace != Pace::Standard {
                continue;
            }
            let q = question(seed);
            let (left, inc) = parse(&q.stem.en);
            let exempt = left < 300 && inc < 30;
            assert_eq!(
                q.options[q.correct].en.starts_with("No: the player may stop"),
                exempt,
                "seed {seed}"
            );
            if exempt { no += 1 } else { yes += 1 }
        }
        assert!(yes > 50 && no > 50, "{yes} {no}");
    }

    proptest! {
        #[test]
        fn exemption_needs_both_conditions(left in 0u32..3600, inc in 0u32..120) {
            prop_assert_eq!(must_record(left, inc), left >= 300 || inc >= 30);
            if must_record(left, inc) {
                prop_assert!(must_record(left + 1, inc) && must_record(left, inc + 1));
            }
        }

        #[test]
        fn any_seed_answer_matches_stem(seed in any::<u64>()) {
            let s = scenario(&mut rng(seed));
            let q = question(seed);
            if s.pace == Pace::Standard {
                let (left, inc) = parse(&q.stem.en);
                prop_assert_eq!(q.options[q.correct].en.starts_with("Yes"), !(left < 300 && inc < 30));
            }
        }
    }
}
