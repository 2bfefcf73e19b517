//! A finished Swiss event to ask about: 7–10 players, 5–7 rounds, every round paired by the
//! Dutch system of [`super::super::dutch`] (so no rematches, colours within C.04.1 f–g), with
//! requested half-point byes and a forfeit in the last round now and then.

use rand::Rng;
use rand_chacha::ChaCha8Rng;

use super::super::dutch::{Colour, Event, Round};
use super::{Crosstable, Entry};

/// Generate a finished event: 7–10 players, 5–7 rounds, paired by the Dutch system.
pub fn crosstable(rng: &mut ChaCha8Rng) -> Crosstable {
    loop {
        if let Some(t) = try_crosstable(rng) {
            return t;
        }
    }
}

fn try_crosstable(rng: &mut ChaCha8Rng) -> Option<Crosstable> {
    let players = rng.random_range(7..=10usize);
    let rounds = rng.random_range(5..=7usize).min(players - 2);
    let initial = if rng.random_bool(0.5) {
        Colour::White
    } else {
        Colour::Black
    };
    // Requested half-point byes: none, one or two, never in the last round.
    let mut requests: Vec<(usize, usize)> = Vec::new();
    let wanted = if rng.random_bool(0.45) {
        1 + usize::from(rng.random_bool(0.25))
    } else {
        0
    };
    while requests.len() < wanted {
        let req = (rng.random_range(0..players), rng.random_range(1..rounds));
        if !requests.iter().any(|&(p, r)| p == req.0 || r == req.1) {
            requests.push(req);
        }
    }
    let forfeit_last = rng.random_bool(0.4);
    let mut ev = Event::new(players, initial);
    let mut rows = vec![Vec::with_capacity(rounds); players];
    for r in 1..=rounds {
        let absent: Vec<usize> = requests
            .iter()
            .filter(|&&(_, rr)| rr == r)
            .map(|&(p, _)| p)
            .collect();
        let (pairing, _) = ev.pair_next_without(&absent)?;
        let forfeit_board = (forfeit_last && r == rounds).then(|| rng.random_range(0..pairing.boards.len()));
        let mut boards = Vec::new();
        for (i, &(w, b)) in pairing.boards.iter().enumerate() {
            // The lower pairing number is the higher rating, the usual favourite.
            let white_half = if rng.random_bool(0.3) {
                1
            } else if rng.random_bool(0.7) == (w < b) {
                2
            } else {
                0
            };
            if forfeit_board == Some(i) {
                let white_won = rng.random_bool(0.5);
                rows[w].push(Entry::Forfeit {
                    opponent: b,
                    won: white_won,
                });
                rows[b].push(Entry::Forfeit {
                    opponent: w,
                    won: !white_won,
                });
                boards.push((w, b, if white_won { 2 } else { 0 }));
            } else {
                rows[w].push(Entry::Game {
                    opponent: b,
                    white: true,
                    result: white_half * 2,
                });
                rows[b].push(Entry::Game {
                    opponent: w,
                    white: false,
                    result: (2 - white_half) * 2,
                });
                boards.push((w, b, white_half));
            }
        }
        if let Some(p) = pairing.bye {
            rows[p].push(Entry::Pab);
        }
        for &p in &absent {
            rows[p].push(Entry::HalfBye);
        }
        ev.rounds.push(Round {
            boards,
            bye: pairing.bye,
            absent: absent.iter().map(|&p| (p, 1)).collect(),
        });
    }
    Some(Crosstable {
        players,
        rounds,
        rows,
    })
}
