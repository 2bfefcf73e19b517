//! The assistant's answers as specifications: each case is an incident an arbiter meets, with
//! the decision the Laws give.

use super::*;
use crate::content::Lang;
use crate::rules::Side;
use crate::rules::dutch::Edition;
use crate::rules::illegal_move::{Irregularity, Supervision};
use crate::rules::time_control::Pace;

fn flag(board: flag_fall::OnBoard, flagged: Side, pace: Pace, inc: u32) -> Answer {
    flag_fall::decide(&flag_fall::Incident {
        board,
        flagged,
        pace,
        increment_s: inc,
    })
    .expect("decided")
}

fn fen(s: &str) -> flag_fall::OnBoard {
    flag_fall::OnBoard::Fen(s.to_string())
}

fn material(w: &str, b: &str) -> flag_fall::OnBoard {
    flag_fall::OnBoard::Material {
        white: w.into(),
        black: b.into(),
    }
}

/// K+R against K+N+P: the side with the rook can mate, so it wins on time (6.9); with only a
/// bare king against the rook the flagger's opponent cannot mate, a draw.
#[test]
fn a_flag_fall_is_lost_unless_the_opponent_cannot_mate() {
    let a = flag(material("KNP", "KR"), Side::White, Pace::Standard, 30);
    assert_eq!(a.result, "0-1");
    assert_eq!(a.articles, ["6.9"]);
    assert!(a.reason.en.contains("6.9"), "{}", a.reason.en);
    let a = flag(material("KR", "K"), Side::White, Pace::Standard, 30);
    assert_eq!(a.result, "1/2-1/2");
    let a = flag(material("K", "KR"), Side::White, Pace::Rapid, 0);
    assert_eq!(a.result, "0-1");
    assert!(a.articles.contains(&"A.5.3".to_string()));
    // No increment and not blitz: Guidelines III is named among what would change the answer.
    assert!(a.changes.iter().any(|c| c.en.contains("III.5")));
}

/// A lone knight against king and pawn mates with the pawn's help (6.9: any series of legal
/// moves), while king and knight against a bare king is dead (5.2.2).
#[test]
fn a_lone_knight_wins_against_a_pawn_but_not_against_a_bare_king() {
    let a = flag(material("KN", "KP"), Side::Black, Pace::Blitz, 2);
    assert_eq!(a.result, "1-0", "{}", a.reason.en);
    let a = flag(
        fen("8/8/4k3/8/8/8/2N5/6K1 b - - 0 60"),
        Side::Black,
        Pace::Blitz,
        2,
    );
    assert_eq!(a.result, "1/2-1/2");
    assert!(a.articles.contains(&"5.2.2".to_string()));
}

/// The flagger is the side whose clock ran: a FEN with the other side to move is read with the
/// flagger to move, and the reason says so; a checkmate on the board had already ended it.
#[test]
fn the_flagger_is_put_on_move_and_a_mate_already_ended_the_game() {
    let a = flag(
        fen("8/8/4k3/8/8/8/2N5/6K1 w - - 0 60"),
        Side::Black,
        Pace::Blitz,
        2,
    );
    assert_eq!(a.result, "1/2-1/2");
    assert!(
        a.reason.en.starts_with("Read with Black to move"),
        "{}",
        a.reason.en
    );
    // Too many units to search every line: Black's pawns can still promote and mate, so the
    // material decides, and the reason says it was judged from the material.
    let a = flag(
        fen("6k1/5ppp/8/8/8/8/8/3R2K1 b - - 0 1"),
        Side::White,
        Pace::Standard,
        0,
    );
    assert_eq!(a.result, "0-1", "{}", a.reason.en);
    assert!(a.reason.en.contains("judged from the material"));
    let a = flag(
        fen("3R2k1/5ppp/8/8/8/8/8/6K1 b - - 0 1"),
        Side::Black,
        Pace::Standard,
        0,
    );
    assert_eq!(a.result, "1-0");
    assert_eq!(a.articles, ["5.1.1"]);
}

/// Bad boards get a plain refusal naming the problem, never a panic.
#[test]
fn unreadable_boards_are_refused() {
    let refuse = |b| {
        flag_fall::decide(&flag_fall::Incident {
            board: b,
            flagged: Side::White,
            pace: Pace::Standard,
            increment_s: 0,
        })
        .unwrap_err()
    };
    assert_eq!(refuse(fen("hello")).id(), "assist-error-fen");
    assert_eq!(refuse(material("KX", "K")).id(), "assist-flag-error-material");
    assert_eq!(
        refuse(material("KPPPPPPPPP", "K")).id(),
        "assist-flag-error-material"
    );
    assert!(!refuse(material("KX", "K")).text(Lang::Pt).is_empty());
}

fn illegal(pace: Pace, sup: Supervision, nth: u32, moved: bool, can_mate: bool) -> Answer {
    illegal_move::decide(&illegal_move::Incident {
        pace,
        supervision: sup,
        irregularity: Irregularity::IllegalMove,
        nth,
        opponent_moved: moved,
        opponent_can_mate: can_mate,
        offender: Side::White,
    })
    .expect("decided")
}

/// 7.5.5 with A.3 and A.5.2: two minutes in standard play, one in rapid; the second loses or
/// draws; without adequate supervision the move stands once the opponent has replied.
#[test]
fn illegal_move_penalties() {
    assert_eq!(
        illegal(Pace::Standard, Supervision::Limited, 1, true, true).result,
        "+2 min"
    );
    assert_eq!(
        illegal(Pace::Rapid, Supervision::Limited, 1, false, true).result,
        "+1 min"
    );
    assert_eq!(
        illegal(Pace::Rapid, Supervision::Limited, 1, true, true).result,
        "stands"
    );
    assert_eq!(
        illegal(Pace::Rapid, Supervision::Adequate, 1, true, true).result,
        "+1 min"
    );
    assert_eq!(
        illegal(Pace::Standard, Supervision::Adequate, 2, false, true).result,
        "0-1"
    );
    assert_eq!(
        illegal(Pace::Standard, Supervision::Adequate, 2, false, false).result,
        "1/2-1/2"
    );
    let a = illegal(Pace::Blitz, Supervision::Limited, 1, false, true);
    assert_eq!(a.articles, ["7.5.1", "7.5.5", "B.3", "A.3", "A.5.2"]);
    assert!(
        a.headline.en.contains("Black gets 1 extra minute"),
        "{}",
        a.headline.en
    );
}

/// A.1 and B.1: the increment counts 60 times.
#[test]
fn time_control_classes() {
    assert_eq!(conduct::time_control(15, 10).unwrap().result, "rapid");
    assert_eq!(conduct::time_control(10, 0).unwrap().result, "blitz");
    let a = conduct::time_control(10, 5).unwrap();
    assert_eq!(a.result, "rapid");
    assert!(
        a.changes[0]
            .en
            .contains("Without the increment it would be blitz")
    );
    assert_eq!(conduct::time_control(50, 10).unwrap().result, "standard");
    assert!(conduct::time_control(0, 0).is_err());
}

/// 8.4 and A.2.
#[test]
fn recording_duty() {
    assert_eq!(
        conduct::recording(Pace::Standard, 299, None, 0).unwrap().result,
        "exempt"
    );
    assert_eq!(
        conduct::recording(Pace::Standard, 299, None, 30).unwrap().result,
        "record"
    );
    assert_eq!(
        conduct::recording(Pace::Rapid, 299, None, 0).unwrap().result,
        "not-required"
    );
}

/// 6.7.1: after the default time the late player loses; with none stated it is zero.
#[test]
fn late_arrival_against_the_default_time() {
    assert_eq!(
        conduct::late_arrival(Side::White, 31 * 60, Some(30))
            .unwrap()
            .result,
        "0-1"
    );
    assert_eq!(
        conduct::late_arrival(Side::Black, 30 * 60, Some(30))
            .unwrap()
            .result,
        "plays"
    );
    assert_eq!(conduct::late_arrival(Side::Black, 1, None).unwrap().result, "1-0");
}

/// 11.3.2.
#[test]
fn devices() {
    use conduct::DevicePlace::*;
    assert_eq!(
        conduct::device(Side::White, OnPerson, true, false)
            .unwrap()
            .result,
        "0-1"
    );
    assert_eq!(
        conduct::device(Side::White, BagOff, true, false).unwrap().result,
        "no penalty"
    );
    assert_eq!(
        conduct::device(Side::White, BagOn, true, false).unwrap().result,
        "penalty"
    );
}

/// The worked examples of the rating rulings: the first rating of 1776 (8 opponents, 5
/// points) and a Berger round.
#[test]
fn rating_and_round_robin_calculations() {
    let a = rating::first(&[1520, 1580, 1610, 1650, 1700, 1740, 1790, 1850], 10).unwrap();
    assert_eq!(a.result, "1776");
    let games = [
        rating::Played {
            opponent: Some(2000),
            half_points: 2,
        },
        rating::Played {
            opponent: None,
            half_points: 2,
        },
    ];
    let a = rating::change(2000, crate::rules::rating::Profile::Adult, &games).unwrap();
    // One rated win at equal ratings: ΔR = 1 − 0.50, K = 20 → +10.0.
    assert_eq!(a.result, "+10.0");
    let rating::BergerRound { boards, bye, .. } = rating::berger_round(5, 1).unwrap();
    assert_eq!(boards.len(), 2);
    assert!(bye.is_some());
}

/// Every answer is worded in every language (the catalogues hold every message).
#[test]
fn answers_are_worded_in_every_language() {
    let a = flag(material("KNP", "KR"), Side::White, Pace::Rapid, 0);
    for l in Lang::ALL {
        assert!(!a.reason.get(l).is_empty());
        assert!(!a.headline.get(l).contains("assist-"), "{}", a.headline.get(l));
    }
}

/// A.5.4: in rapid without full supervision, a pawn left unreplaced on the last rank that is
/// still there after the opponent's reply is an illegal position: the arbiter declares a draw.
#[test]
fn an_unreplaced_pawn_found_after_the_reply_draws_in_rapid_without_full_supervision() {
    let a = illegal_move::decide(&illegal_move::Incident {
        pace: Pace::Rapid,
        supervision: Supervision::Limited,
        irregularity: Irregularity::PawnNotReplaced,
        nth: 1,
        opponent_moved: true,
        opponent_can_mate: true,
        offender: Side::Black,
    })
    .expect("decided");
    assert_eq!(a.result, "1/2-1/2");
    assert!(a.articles.contains(&"A.5.4".to_string()), "{:?}", a.articles);
    assert!(a.reason.en.contains("A.5.4"), "{}", a.reason.en);
}

/// B.02 7.1.4, 8.2.1: no first rating is published before five rated games, nor on a zero score
/// in the first event.
#[test]
fn a_first_rating_needs_five_games_and_a_score() {
    let few = rating::first(&[1800, 1900, 2000, 2100], 4).unwrap();
    assert_eq!(few.result, "none");
    assert!(
        few.headline.en.starts_with("Not yet published"),
        "{}",
        few.headline.en
    );
    let zero = rating::first(&[1800, 1900, 2000, 2100, 2200], 0).unwrap();
    assert_eq!(zero.result, "none");
    assert!(zero.headline.en.contains("zero score"), "{}", zero.headline.en);
}

/// The draw-claim tool reads a scoresheet and judges a claim on the board or by a written move.
#[test]
fn draw_claims_on_the_board_and_by_a_written_move() {
    let claim = |moves: &str, written: Option<&str>| {
        draw_claim::decide(&draw_claim::Claim {
            moves: moves.into(),
            fen: None,
            pace: Pace::Standard,
            written: written.map(String::from),
        })
    };
    let (a, report) = claim("1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8", None).unwrap();
    assert_eq!(a.result, "1/2-1/2");
    assert_eq!(report.repeated[0].times, 3);
    let (a, _) = claim("1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1", Some("Ng8")).unwrap();
    assert_eq!(a.result, "1/2-1/2");
    let (a, report) = claim("1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1", None).unwrap();
    assert_eq!(a.result, "+2 min");
    assert_eq!(report.threefold_moves, ["Ng8"]);
    assert!(claim("1. e4 e5 2. Ke3", None).is_err());
    assert!(claim("1. e4", Some("Qh9")).is_err());
}

const PAIRED_17: &[u8] = include_bytes!("../../tests/fixtures/pairing/dutch-17p-r5.trf");

#[test]
fn every_pairing_difference_reads_in_every_language() {
    use crate::rules::dutch::check::Difference;
    let all = [
        Difference::DifferentOpponent {
            player: 3,
            expected: Some(7),
            recorded: Some(9),
        },
        Difference::DifferentOpponent {
            player: 3,
            expected: None,
            recorded: Some(9),
        },
        Difference::DifferentOpponent {
            player: 3,
            expected: Some(7),
            recorded: None,
        },
        Difference::ColoursSwapped { white: 3, black: 7 },
        Difference::DifferentBye {
            expected: Some(3),
            recorded: Some(7),
        },
        Difference::DifferentBye {
            expected: Some(3),
            recorded: None,
        },
        Difference::DifferentBye {
            expected: None,
            recorded: Some(7),
        },
    ];
    for d in &all {
        for l in Lang::ALL {
            let text = pairing_check::difference(d).text(l);
            assert!(text.contains('3') || text.contains('7'), "{l:?} {d:?}: {text}");
            assert!(!text.contains('{'), "{l:?} {d:?}: {text}");
        }
    }
}

#[test]
fn a_pairing_check_names_the_round_and_the_rules_it_applied() {
    let r = pairing_check::check(PAIRED_17, None, Edition::Until2026).expect("checked");
    assert_eq!(r.check.round, 5);
    assert!(r.check.same);
    assert!(r.headline.text(Lang::En).starts_with("Round 5 is paired as"));
    assert!(r.edition.text(Lang::Pt).contains("1º de fevereiro de 2026"));
    // Round 1 has no earlier rounds; round 6 is not in the file.
    for round in [1, 6] {
        let Err(trf_file::TrfError::Request(m)) =
            pairing_check::check(PAIRED_17, Some(round), Edition::Until2026)
        else {
            panic!("round {round} is refused");
        };
        assert!(m.text(Lang::Ru).contains("Тур"), "{}", m.text(Lang::Ru));
    }
}
