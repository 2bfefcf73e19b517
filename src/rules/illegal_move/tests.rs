//! The decisions of 7.5, A.5.2 and B.3 on cases built from the wording of the articles.

use super::*;

fn incident(pace: Pace, supervision: Supervision) -> Incident {
    Incident {
        pace,
        supervision,
        irregularity: Irregularity::IllegalMove,
        occurrence: Occurrence::First,
        opponent_moved: false,
        opponent_can_mate: true,
    }
}

/// 7.5.5 (Laws 2023): the first completed illegal move gives the opponent two minutes, the
/// second loses; A.3 makes it one minute in rapid, and B.3 brings A.3 into blitz.
#[test]
fn first_gives_time_second_loses() {
    for (pace, minutes) in [(Pace::Standard, 2), (Pace::Rapid, 1), (Pace::Blitz, 1)] {
        let first = incident(pace, Supervision::Limited);
        assert_eq!(consequence(&first), Consequence::ExtraMinutes(minutes));
        let second = Incident {
            occurrence: Occurrence::Second,
            ..first
        };
        assert_eq!(consequence(&second), Consequence::Loss);
    }
}

/// 7.5.5, last sentence: the second illegal move draws when the opponent cannot checkmate by any
/// series of legal moves (a case built on the article: the opponent has a bare king).
#[test]
fn second_against_a_bare_king_draws() {
    let i = Incident {
        occurrence: Occurrence::Second,
        opponent_can_mate: false,
        ..incident(Pace::Standard, Supervision::Adequate)
    };
    assert_eq!(consequence(&i), Consequence::Draw);
}

/// 7.5.3 and 7.5.4: pressing the clock without a move, and a move made with two hands, are
/// penalised exactly like an illegal move.
#[test]
fn clock_without_move_and_two_hands_count_as_illegal_moves() {
    for irregularity in [Irregularity::ClockWithoutMove, Irregularity::TwoHands] {
        let i = Incident {
            irregularity,
            ..incident(Pace::Standard, Supervision::Adequate)
        };
        assert_eq!(consequence(&i), Consequence::ExtraMinutes(2));
    }
    assert_eq!(Irregularity::IllegalMove.article(), "7.5.1");
    assert_eq!(Irregularity::PawnNotReplaced.article(), "7.5.2");
    assert_eq!(Irregularity::ClockWithoutMove.article(), "7.5.3");
    assert_eq!(Irregularity::TwoHands.article(), "7.5.4");
}

/// A.5.2: without adequate supervision the arbiter acts only until the opponent has made his
/// next move; after it the illegal move stands, in rapid and (by B.3) in blitz. In standard play
/// and in adequately supervised rapid (A.4) the position is reinstated however late (7.5.1).
#[test]
fn after_the_reply_the_move_stands_only_without_adequate_supervision() {
    for pace in [Pace::Rapid, Pace::Blitz] {
        let i = Incident {
            opponent_moved: true,
            ..incident(pace, Supervision::Limited)
        };
        assert_eq!(consequence(&i), Consequence::Stands);
        assert!(!consequence(&i).reinstates_position());
    }
    let rapid_supervised = Incident {
        opponent_moved: true,
        ..incident(Pace::Rapid, Supervision::Adequate)
    };
    assert_eq!(consequence(&rapid_supervised), Consequence::ExtraMinutes(1));
    let standard = Incident {
        opponent_moved: true,
        occurrence: Occurrence::Second,
        ..incident(Pace::Standard, Supervision::Limited)
    };
    assert_eq!(consequence(&standard), Consequence::Loss);
    assert!(consequence(&standard).reinstates_position());
}

#[test]
fn occurrences_are_numbered_from_one() {
    assert_eq!(Occurrence::nth(1), Occurrence::First);
    assert_eq!(Occurrence::nth(2), Occurrence::Second);
    assert_eq!(Occurrence::nth(3), Occurrence::Second);
}

/// A.5.4: without full supervision, a pawn left unreplaced on its last rank that is still there
/// after the opponent's move is an illegal position: the game is drawn, nothing is reinstated.
#[test]
fn an_unreplaced_pawn_still_on_the_last_rank_after_the_reply_draws_without_full_supervision() {
    for pace in [Pace::Rapid, Pace::Blitz] {
        let i = Incident {
            opponent_moved: true,
            irregularity: Irregularity::PawnNotReplaced,
            ..incident(pace, Supervision::Limited)
        };
        assert_eq!(consequence(&i), Consequence::IllegalPositionDraw);
        assert!(!consequence(&i).reinstates_position());
        let in_time = Incident {
            opponent_moved: false,
            ..i
        };
        assert_eq!(consequence(&in_time), Consequence::ExtraMinutes(1));
    }
}
