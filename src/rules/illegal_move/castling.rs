//! Whether castling is legal (3.8.2) and, when it is not, why: the king or rook has moved, the
//! king is in check, crosses or lands on an attacked square, or a piece stands between.

use shakmaty::{CastlingSide, Chess, Color, Position, Square};

/// Castling legal, or the reason it is not (3.8.2).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Castle {
    /// Legal.
    Legal,
    /// The king is in check (3.8.2.2).
    InCheck,
    /// A square the king crosses is attacked by an opponent's piece (3.8.2.2).
    Crosses,
    /// The square the king is to occupy is attacked by an opponent's piece (3.8.2.2).
    Lands,
    /// A piece stands between the king and the rook (3.8.2.2).
    Blocked,
    /// The king or this rook has already moved, even if it came back (3.8.2.1).
    Moved,
}

impl Castle {
    /// The article deciding it: 3.8.2.1 for a king or rook that has moved, 3.8.2.2 otherwise.
    pub fn article(self) -> &'static str {
        match self {
            Castle::Moved => "3.8.2.1",
            _ => "3.8.2.2",
        }
    }
}

/// The square of the rook castling on `wing` with the `us` king starts from.
pub fn rook_square(us: Color, wing: CastlingSide) -> Square {
    match (us, wing) {
        (Color::White, CastlingSide::KingSide) => Square::H1,
        (Color::White, CastlingSide::QueenSide) => Square::A1,
        (Color::Black, CastlingSide::KingSide) => Square::H8,
        (Color::Black, CastlingSide::QueenSide) => Square::A8,
    }
}

/// Every reason castling on `wing` by the side to move in `pos` is illegal (3.8.2): `Moved`
/// when the position has lost that castling right (3.8.2.1), then the temporary obstacles of
/// 3.8.2.2 in the order check, crossed square, landing square, a piece between. Empty when
/// nothing prevents it. Only the king's squares count: the rook may cross an attacked square.
pub fn obstacles(pos: &Chess, wing: CastlingSide) -> Vec<Castle> {
    let us = pos.turn();
    let board = pos.board();
    let mut reasons = Vec::new();
    if !pos.castles().has(us, wing) {
        reasons.push(Castle::Moved);
    }
    let Some(king) = board.king_of(us) else {
        return reasons;
    };
    let king_to = wing.king_to(us);
    let between = shakmaty::attacks::between(king, rook_square(us, wing));
    let crossed = shakmaty::attacks::between(king, king_to);
    let attacked = |sq: Square| board.attacks_to(sq, !us, board.occupied()).any();
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
    reasons
}

#[cfg(test)]
mod tests {
    use super::*;
    use shakmaty::CastlingMode;
    use shakmaty::fen::Fen;

    fn pos(fen: &str) -> Chess {
        fen.parse::<Fen>()
            .unwrap()
            .into_position(CastlingMode::Standard)
            .unwrap()
    }

    fn legal(p: &Chess, wing: CastlingSide) -> bool {
        p.legal_moves().iter().any(|m| m.castling_side() == Some(wing))
    }

    /// Cases built on 3.8.2.2 (Laws 2023): castling is prevented while the king is in check, or
    /// when the square it crosses or the square it is to occupy is attacked, or a piece stands
    /// between king and rook; an attacked square only the rook crosses (b1) does not matter.
    #[test]
    fn the_temporary_obstacles_of_3_8_2_2() {
        let k = CastlingSide::KingSide;
        let q = CastlingSide::QueenSide;
        let cases = [
            ("4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1", k, vec![]),
            ("4k3/8/8/8/1b6/8/8/R3K2R w KQ - 0 1", k, vec![Castle::InCheck]),
            ("4k3/8/8/8/8/7b/8/R3K2R w KQ - 0 1", k, vec![Castle::Crosses]),
            ("4k3/8/8/8/8/7n/8/R3K2R w KQ - 0 1", k, vec![Castle::Lands]),
            ("4k3/8/8/8/8/8/8/R3K1NR w KQ - 0 1", k, vec![Castle::Blocked]),
            ("4k3/8/8/8/8/8/8/R3K2R w Q - 0 1", k, vec![Castle::Moved]),
            ("4k3/8/8/8/8/8/1r6/R3K2R w KQ - 0 1", q, vec![]),
        ];
        for (fen, wing, want) in cases {
            let p = pos(fen);
            assert_eq!(obstacles(&p, wing), want, "{fen}");
            assert_eq!(legal(&p, wing), want.is_empty(), "{fen}");
        }
        assert_eq!(Castle::Moved.article(), "3.8.2.1");
        assert_eq!(Castle::Crosses.article(), "3.8.2.2");
    }
}
