//! The keys the engine takes from `rules::illegal_move` agree with 7.5.5 and A.5.2 stated
//! independently here, over many generated situations.

use super::*;

/// A.5.2 and 7.5.5 as thresholds: too late once the opponent has moved (rapid and blitz only),
/// otherwise time for a first offence, loss or draw for a second.
fn expected(pace: Pace, nth: u32, can_mate: bool, moved: bool) -> Ruling {
    if moved && pace != Pace::Standard {
        Ruling::Stands
    } else if nth == 1 {
        Ruling::ExtraMinutes(if pace == Pace::Standard { 2 } else { 1 })
    } else if can_mate {
        Ruling::Loss
    } else {
        Ruling::Draw
    }
}

#[test]
fn the_public_ruling_follows_7_5_5_and_a_5_2() {
    for pace in [Pace::Standard, Pace::Rapid, Pace::Blitz] {
        for nth in [1, 2] {
            for can_mate in [true, false] {
                for moved in [true, false] {
                    assert_eq!(
                        ruling(pace, nth, can_mate, moved),
                        expected(pace, nth, can_mate, moved),
                        "{pace:?} {nth} {can_mate} {moved}"
                    );
                }
            }
        }
    }
}

#[test]
fn restore_and_castling_keys_follow_the_rules() {
    for seed in 0..200 {
        let mut r = rng(seed);
        let s = restore::scenario(&mut r);
        let too_late = s.bad < 2 && s.pace != Pace::Standard;
        assert_eq!(restore::key(&s), (!too_late).then_some(s.bad), "seed {seed}");

        let mut r = rng(seed);
        let c = castling::scenario(&mut r);
        let want = match (c.reason == Castle::Legal, c.two_hands, c.reply.is_some(), c.pace) {
            (true, false, _, _) => 0,
            (true, true, _, _) => 2,
            (false, _, true, p) if p != Pace::Standard => 3,
            (false, _, _, _) => 1,
        };
        assert_eq!(castling::key(&c), want, "seed {seed}");
    }
}
