//! Engine `recording`: must the player keep recording the moves?
//!
//! Standard play (8.4): a player who has *less than* five minutes left at some stage in a
//! period need not record for the rest of that period, unless there is an increment of 30
//! seconds or more. So 5:00 exactly still records, a 30-second increment always records, and a
//! clock that went under five minutes earlier in the period and has since climbed back above
//! them (by the increment) is still exempt. Every scenario therefore says what the clock showed
//! earlier in the period. Rapid and blitz (A.2, and B.3 for blitz): recording is not required at
//! all.

use rand::Rng;
use rand_chacha::ChaCha8Rng;

use super::{Draft, Pace, per_lang, pick, rng, setting_text};
use crate::content::{Lang, Localized};
use crate::quiz::{Question, loc};

/// Topic id.
pub const TOPIC: &str = "recording";

/// Whether a player in a standard game must keep recording (8.4), given the seconds left now,
/// the lowest time (seconds) the clock showed earlier in this period, and the increment.
pub fn must_record(remaining_s: u32, lowest_earlier_s: u32, increment_s: u32) -> bool {
    let went_under = remaining_s.min(lowest_earlier_s) < 5 * 60;
    !(went_under && increment_s < 30)
}

/// One generated situation.
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct Scenario {
    pub pace: Pace,
    pub clock: (u32, u32),
    /// Seconds left on the player's clock in the current period.
    pub remaining_s: u32,
    /// The lowest time the clock showed earlier in this period, if it went under 5 minutes
    /// then (`None`: it never showed less than 5 minutes before now).
    pub earlier_low_s: Option<u32>,
}

/// Times left, in seconds: boundaries (4:59, 5:00, 5:01) and ordinary values.
const REMAINING: [u32; 13] = [299, 300, 301, 150, 45, 432, 720, 240, 65, 200, 360, 599, 290];
/// Increments in standard play; 30 twice, as it is the boundary.
const INCREMENTS: [u32; 10] = [0, 5, 10, 15, 20, 25, 30, 30, 45, 60];
/// Lowest times earlier in the period, for clocks that went under 5 minutes before.
const EARLIER_LOW: [u32; 6] = [299, 280, 240, 170, 95, 40];

pub(crate) fn scenario(rng: &mut ChaCha8Rng) -> Scenario {
    if rng.random_bool(0.75) {
        let base = pick(rng, &[90, 120, 100]);
        let inc = pick(rng, &INCREMENTS);
        let remaining_s = pick(rng, &REMAINING);
        // An earlier low only if it is below the present time (the increment brought the clock
        // back up). With 30 s or more the clock always went under 5 minutes at some stage, so
        // that "must record" has one reason only.
        let low = pick(rng, &EARLIER_LOW);
        let earlier_low_s = if low < remaining_s && (inc >= 30 && remaining_s >= 300 || rng.random_bool(0.45))
        {
            Some(low)
        } else if inc >= 30 && remaining_s >= 300 {
            Some(remaining_s.min(299) - 30)
        } else {
            None
        };
        Scenario {
            pace: Pace::Standard,
            clock: (base, inc),
            remaining_s,
            earlier_low_s,
        }
    } else {
        let (pace, clock) = pick(
            rng,
            &[
                (Pace::Rapid, (15, 10)),
                (Pace::Rapid, (25, 10)),
                (Pace::Rapid, (20, 0)),
                (Pace::Blitz, (5, 3)),
                (Pace::Blitz, (10, 0)),
                (Pace::Blitz, (8, 2)),
            ],
        );
        // Never under 5 minutes in rapid and blitz questions, so that only A.2 frees the player.
        let remaining_s = rng.random_range(300..=(clock.0 * 60).max(301));
        Scenario {
            pace,
            clock,
            remaining_s,
            earlier_low_s: None,
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

/// The answers, in this order: must record (never under 5 minutes); may stop (8.4); not
/// required in rapid and blitz (A.2); must record (increment of 30 s or more). Each is the key
/// for some scenarios.
fn options() -> [Localized<String>; 4] {
    [
        loc(
            "Yes: the player has not had less than 5 minutes in this period, so must keep recording (8.4)",
            "Sim: o jogador não teve menos de 5 minutos neste período, então deve continuar anotando (8.4)",
            "Да: в этом периоде у игрока не было меньше 5 минут, поэтому он обязан продолжать запись (8.4)",
            "Da: igrač u ovom periodu nije imao manje od 5 minuta, pa mora i dalje da zapisuje (8.4)",
        ),
        loc(
            "No: the player has had less than 5 minutes in this period, with no increment of 30 seconds or more, so may stop recording for the rest of the period (8.4)",
            "Não: o jogador teve menos de 5 minutos neste período, sem acréscimo de 30 segundos ou mais, então pode parar de anotar até o fim do período (8.4)",
            "Нет: в этом периоде у игрока было меньше 5 минут, а добавления 30 секунд или больше нет, поэтому до конца периода он может не записывать (8.4)",
            "Ne: igrač je u ovom periodu imao manje od 5 minuta, bez dodatka od 30 sekundi ili više, pa sme da ne zapisuje do kraja perioda (8.4)",
        ),
        loc(
            "No: in rapid and blitz recording the moves is not required at all (A.2)",
            "Não: em partidas rápidas e de blitz a anotação dos lances não é obrigatória (A.2)",
            "Нет: в рапиде и блице запись ходов вообще не обязательна (A.2)",
            "Ne: u rapidu i blicu zapisivanje poteza uopšte nije obavezno (A.2)",
        ),
        loc(
            "Yes: with an increment of 30 seconds or more recording stays compulsory however little time is left (8.4)",
            "Sim: com acréscimo de 30 segundos ou mais a anotação continua obrigatória, por menos tempo que reste (8.4)",
            "Да: при добавлении 30 секунд или больше запись обязательна, сколько бы времени ни осталось (8.4)",
            "Da: uz dodatak od 30 sekundi ili više zapisivanje ostaje obavezno, ma koliko malo vremena ostalo (8.4)",
        ),
    ]
}

/// The key of a scenario: an index into [`options`].
pub(crate) fn key(s: &Scenario) -> usize {
    if s.pace != Pace::Standard {
        return 2;
    }
    let lowest = s.earlier_low_s.unwrap_or(u32::MAX);
    if must_record(s.remaining_s, lowest, s.clock.1) {
        if s.clock.1 >= 30 { 3 } else { 0 }
    } else {
        1
    }
}

/// The question for a given situation.
pub(crate) fn question_for(seed: u64, s: &Scenario, rng: &mut ChaCha8Rng) -> Question {
    let time = mm_ss(s.remaining_s);
    let stem = per_lang(|l| {
        let setting = setting_text(s.pace, s.clock, l);
        let history = match (s.earlier_low_s, l) {
            (None, Lang::En) => {
                "Earlier in this period the clock never showed less than 5 minutes.".to_string()
            }
            (None, Lang::Pt) => {
                "Antes, neste período, o relógio nunca marcou menos de 5 minutos.".to_string()
            }
            (None, Lang::Ru) => "Раньше в этом периоде на часах ни разу не было меньше 5 минут.".to_string(),
            (None, Lang::Sr) => {
                "Ranije u ovom periodu sat nikad nije pokazivao manje od 5 minuta.".to_string()
            }
            (Some(low), Lang::En) => format!(
                "Earlier in this period the clock went down to {}, and the increment has since brought it back up.",
                mm_ss(low)
            ),
            (Some(low), Lang::Pt) => format!(
                "Antes, neste período, o relógio chegou a {}, e desde então o acréscimo o fez subir de novo.",
                mm_ss(low)
            ),
            (Some(low), Lang::Ru) => format!(
                "Раньше в этом периоде на часах оставалось {}, и с тех пор добавление снова увеличило время.",
                mm_ss(low)
            ),
            (Some(low), Lang::Sr) => format!(
                "Ranije u ovom periodu sat je pao na {}, a dodatak ga je od tada ponovo podigao.",
                mm_ss(low)
            ),
        };
        match l {
            Lang::En => format!(
                "{setting}. A player's clock now shows {time} left in the current period. {history} Must the player keep recording the moves?"
            ),
            Lang::Pt => format!(
                "{setting}. O relógio de um jogador marca agora {time} restantes no período atual. {history} O jogador ainda é obrigado a anotar os lances?"
            ),
            Lang::Ru => format!(
                "{setting}. На часах игрока сейчас осталось {time} в текущем периоде. {history} Обязан ли он продолжать записывать ходы?"
            ),
            Lang::Sr => format!(
                "{setting}. Igraču na satu sada ostaje {time} u tekućem periodu. {history} Da li mora i dalje da zapisuje poteze?"
            ),
        }
    });
    let all = options();
    let k = key(s);
    let correct = all[k].clone();
    let wrong = (0..4).filter(|&i| i != k).map(|i| all[i].clone()).collect();
    let explanation = per_lang(|l| explain(s, k, l));
    let (articles, ruling) = if s.pace == Pace::Standard {
        (vec!["8.4"], "hall-five-minute-recording-exemption")
    } else if s.pace == Pace::Blitz {
        (vec!["A.2", "B.3"], "hall-recording-in-rapid-and-blitz")
    } else {
        (vec!["A.2"], "hall-recording-in-rapid-and-blitz")
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

fn explain(s: &Scenario, k: usize, l: Lang) -> String {
    if s.pace != Pace::Standard {
        let blitz = match (s.pace, l) {
            (Pace::Blitz, Lang::En) => " In blitz without full supervision B.3 applies A.2.",
            (Pace::Blitz, Lang::Pt) => " No blitz sem supervisão total o B.3 manda aplicar o A.2.",
            (Pace::Blitz, Lang::Ru) => " В блице без полного контроля A.2 применяется через B.3.",
            (Pace::Blitz, Lang::Sr) => " U blicu bez punog nadzora A.2 se primenjuje preko B.3.",
            _ => "",
        };
        return match l {
            Lang::En => format!(
                "In rapid and blitz the players need not record the moves (A.2); they keep the claims normally based on a scoresheet and may ask the arbiter for one at any time.{blitz} The five-minute rule of 8.4 is about standard play, where recording is compulsory."
            ),
            Lang::Pt => format!(
                "Em partidas rápidas e de blitz os jogadores não precisam anotar os lances (A.2); mantêm as reivindicações que normalmente se baseiam na planilha e podem pedir uma ao árbitro a qualquer momento.{blitz} A regra dos cinco minutos do 8.4 é do jogo clássico, em que anotar é obrigatório."
            ),
            Lang::Ru => format!(
                "В рапиде и блице игроки не обязаны записывать ходы (A.2); они сохраняют права на требования, обычно основанные на записи, и могут в любой момент попросить у судьи бланк.{blitz} Правило пяти минут из 8.4 относится к классике, где запись обязательна."
            ),
            Lang::Sr => format!(
                "U rapidu i blicu igrači ne moraju da zapisuju poteze (A.2); zadržavaju zahteve koji se inače zasnivaju na zapisniku i mogu u svakom trenutku da traže formular od sudije.{blitz} Pravilo pet minuta iz 8.4 odnosi se na standardni tempo, gde je zapisivanje obavezno."
            ),
        };
    }
    let rule = match l {
        Lang::En => {
            "8.4 frees a player from recording for the rest of a period once he has less than 5 minutes at some stage in it, unless there is an increment of 30 seconds or more."
        }
        Lang::Pt => {
            "O 8.4 dispensa a anotação até o fim do período quando o jogador tem menos de 5 minutos em algum momento dele, salvo se houver acréscimo de 30 segundos ou mais."
        }
        Lang::Ru => {
            "По 8.4 игрок, у которого в какой-то момент периода осталось меньше 5 минут, может не записывать ходы до конца этого периода, если нет добавления 30 секунд или больше."
        }
        Lang::Sr => {
            "Po 8.4 igrač koji u nekom trenutku perioda ima manje od 5 minuta oslobođen je zapisivanja do kraja tog perioda, osim ako postoji dodatak od 30 sekundi ili više."
        }
    };
    let inc = s.clock.1;
    let time = mm_ss(s.remaining_s);
    let detail = match (k, l) {
        (3, Lang::En) => format!(
            "Here the increment is {inc} seconds, so recording stays compulsory however low the clock goes."
        ),
        (3, Lang::Pt) => format!(
            "Aqui o acréscimo é de {inc} segundos, então a anotação continua obrigatória, por mais baixo que o relógio chegue."
        ),
        (3, Lang::Ru) => format!(
            "Здесь добавление {inc} с, поэтому запись обязательна, как бы мало времени ни оставалось."
        ),
        (3, Lang::Sr) => format!(
            "Ovde je dodatak {inc} sekundi, pa zapisivanje ostaje obavezno koliko god malo vremena ostalo."
        ),
        (0, Lang::En) => format!(
            "Here the clock shows {time} and never showed less than 5 minutes earlier in the period, so the player must keep recording."
        ),
        (0, Lang::Pt) => format!(
            "Aqui o relógio marca {time} e nunca marcou menos de 5 minutos antes no período, então o jogador deve continuar anotando."
        ),
        (0, Lang::Ru) => format!(
            "Здесь на часах {time}, и раньше в периоде меньше 5 минут не было, поэтому игрок обязан продолжать запись."
        ),
        (0, Lang::Sr) => format!(
            "Ovde sat pokazuje {time} i ranije u periodu nikad nije pokazivao manje od 5 minuta, pa igrač mora i dalje da zapisuje."
        ),
        (_, Lang::En) => match s.earlier_low_s {
            Some(low) if s.remaining_s >= 300 => format!(
                "Here the clock went down to {} earlier in the period: from then on the player is exempt for the rest of the period, even though the increment has brought it back to {time}.",
                mm_ss(low)
            ),
            _ => format!(
                "Here {time} is less than 5 minutes and the increment is under 30 seconds, so the player may stop recording for the rest of the period, even if the clock later climbs back above 5 minutes."
            ),
        },
        (_, Lang::Pt) => match s.earlier_low_s {
            Some(low) if s.remaining_s >= 300 => format!(
                "Aqui o relógio chegou a {} antes no período: a partir daí o jogador está dispensado até o fim do período, mesmo que o acréscimo o tenha levado de volta a {time}.",
                mm_ss(low)
            ),
            _ => format!(
                "Aqui {time} é menos de 5 minutos e o acréscimo é menor que 30 segundos, então o jogador pode parar de anotar até o fim do período, mesmo que o relógio volte a passar dos 5 minutos."
            ),
        },
        (_, Lang::Ru) => match s.earlier_low_s {
            Some(low) if s.remaining_s >= 300 => format!(
                "Здесь раньше в периоде на часах было {}: с этого момента игрок освобождён от записи до конца периода, хотя добавление вернуло время к {time}.",
                mm_ss(low)
            ),
            _ => format!(
                "Здесь {time} — меньше 5 минут, а добавление меньше 30 секунд, поэтому игрок может не записывать до конца периода, даже если время потом снова превысит 5 минут."
            ),
        },
        (_, Lang::Sr) => match s.earlier_low_s {
            Some(low) if s.remaining_s >= 300 => format!(
                "Ovde je sat ranije u periodu pao na {}: od tada je igrač oslobođen zapisivanja do kraja perioda, iako ga je dodatak vratio na {time}.",
                mm_ss(low)
            ),
            _ => format!(
                "Ovde je {time} manje od 5 minuta, a dodatak je manji od 30 sekundi, pa igrač sme da ne zapisuje do kraja perioda, čak i ako mu vreme kasnije opet pređe 5 minuta."
            ),
        },
    };
    let mut text = format!("{rule} {detail}");
    if s.remaining_s == 300 && k == 0 {
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
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::quiz::engines::time_control::classify;
    use proptest::prelude::*;

    /// (seconds left, lowest earlier in the period, increment, must record?) from the fact sheet
    /// §8 ("at some stage in a period") and the hall-five-minute-recording-exemption ruling.
    const TABLE: [(u32, Option<u32>, u32, bool); 12] = [
        (120, None, 30, true),  // 2 minutes but 30 s increment: compulsory
        (240, None, 10, false), // 4 minutes, 10 s: exempt
        (300, None, 0, true),   // exactly 5:00 is not "less than five minutes"
        (299, None, 0, false),
        (299, None, 29, false),
        (299, None, 30, true), // exactly 30 s is "30 s or more"
        (301, None, 10, true),
        (301, Some(280), 10, false), // went under earlier: exempt for the rest of the period
        (720, Some(95), 20, false),
        (432, Some(240), 30, true), // under earlier, but 30 s increment
        (45, None, 0, false),
        (1800, None, 0, true),
    ];

    fn standard(remaining_s: u32, earlier_low_s: Option<u32>, inc: u32) -> Scenario {
        Scenario {
            pace: Pace::Standard,
            clock: (90, inc),
            remaining_s,
            earlier_low_s,
        }
    }

    #[test]
    fn fact_sheet_table() {
        for (i, (left, low, inc, record)) in TABLE.into_iter().enumerate() {
            assert_eq!(
                must_record(left, low.unwrap_or(u32::MAX), inc),
                record,
                "{left} {low:?} +{inc}"
            );
            let q = question_for(i as u64, &standard(left, low, inc), &mut rng(i as u64));
            assert_eq!(
                q.options[q.correct].en.starts_with("Yes"),
                record,
                "{left} {low:?} +{inc}"
            );
        }
    }

    #[test]
    fn every_stem_says_what_happened_earlier_in_the_period() {
        for seed in 0..2000 {
            let q = question(seed);
            assert!(
                q.stem.en.contains("Earlier in this period"),
                "seed {seed}: {}",
                q.stem.en
            );
        }
    }

    #[test]
    fn boundaries_are_explained() {
        let q = question_for(0, &standard(300, None, 10), &mut rng(0));
        assert!(q.explanation.en.contains("Exactly 5:00"));
        let q = question_for(0, &standard(200, None, 30), &mut rng(0));
        assert!(q.explanation.en.contains("exactly 30 seconds"));
        let q = question_for(0, &standard(330, Some(250), 10), &mut rng(0));
        assert!(q.explanation.en.contains("went down to 4:10"));
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
                assert!(s.remaining_s >= 300 && s.earlier_low_s.is_none());
            } else {
                seen[1] = true;
            }
        }
        assert_eq!(seen, [true, true]);
    }

    /// Independent reading of the English stem: "shows m:ss left", "went down to m:ss" and
    /// "+ N s per move".
    fn parse(stem: &str) -> (u32, Option<u32>, u32) {
        let inc = stem
            .split_once(" + ")
            .map_or(0, |(_, r)| r.split(' ').next().unwrap().parse().unwrap());
        let time = |after: &str| {
            let (m, rest) = after.split_once(':').unwrap();
            m.parse::<u32>().unwrap() * 60 + rest[..2].parse::<u32>().unwrap()
        };
        let (_, after) = stem.split_once("shows ").unwrap();
        let low = stem.split_once("went down to ").map(|(_, a)| time(a));
        (time(after), low, inc)
    }

    #[test]
    fn generated_answers_follow_the_rule() {
        let (mut yes, mut no) = (0, 0);
        for seed in 0..2000 {
            let s = scenario(&mut rng(seed));
            if s.pace != Pace::Standard {
                continue;
            }
            let q = question(seed);
            let (left, low, inc) = parse(&q.stem.en);
            let exempt = left.min(low.unwrap_or(u32::MAX)) < 300 && inc < 30;
            assert_eq!(
                q.options[q.correct].en.starts_with("No: the player has had"),
                exempt,
                "seed {seed}"
            );
            if exempt { no += 1 } else { yes += 1 }
        }
        assert!(yes > 300 && no > 300, "{yes} {no}");
    }

    proptest! {
        #[test]
        fn exemption_needs_both_conditions(left in 0u32..3600, low in 0u32..3600, inc in 0u32..120) {
            prop_assert_eq!(must_record(left, low, inc), (left >= 300 && low >= 300) || inc >= 30);
        }

        #[test]
        fn any_seed_answer_matches_stem(seed in any::<u64>()) {
            let s = scenario(&mut rng(seed));
            let q = question(seed);
            if s.pace == Pace::Standard {
                let (left, low, inc) = parse(&q.stem.en);
                let exempt = left.min(low.unwrap_or(u32::MAX)) < 300 && inc < 30;
                prop_assert_eq!(q.options[q.correct].en.starts_with("Yes"), !exempt);
            }
        }
    }
}
