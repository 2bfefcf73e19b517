### Words the position engines (flag-fall, game-end) share: piece letters and moves.
### $side is white|black.

# The letter of a piece in algebraic notation (Appendix C: each language's initials). Pawns
# have no letter.
mate-piece-king = K
mate-piece-queen = Q
mate-piece-rook = R
mate-piece-bishop = B
mate-piece-knight = N
# $move is a move in algebraic notation, e.g. "52...Kxg7".
mate-only-move = { $side ->
    [white] White's
   *[black] Black's
} only legal move is { $move }.
mate-lone-king = { $side ->
    [white] White
   *[black] Black
} has only the king, which can never give check.
