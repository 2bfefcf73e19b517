### Words the rule engines share: sides, kinds of game, clocks, time penalties, material.
### Selector values: $side is white|black; $pace is standard|rapid|blitz; $unit is
### pawn|knight|bishop-light|bishop-dark|rook|queen.

pace-game = { $pace ->
    [standard] standard game
    [rapid] rapid game
   *[blitz] blitz game
}
clock = { $inc ->
    [0] { $base } min, no increment
   *[other] { $base } min + { $inc } s per move
}
# The setting of a question, without a final full stop: "Rapid game, 15 min + 10 s per move".
setting = { $game }, { $clock }
# The same, in rapid or blitz, where one arbiter watches several boards ($appendix: A.5 or B.3).
setting-few-arbiters = { $game }, { $clock }, one arbiter for several boards ({ $appendix } applies)
extra-minutes = { $side ->
    [white] White
   *[black] Black
} gets { $n } extra { $n ->
    [one] minute
   *[other] minutes
}
draw-cannot-mate = Draw: { $side ->
    [white] White
   *[black] Black
} cannot checkmate by any series of legal moves
# One unit ($count 1) or two of the same ($count 2).
unit = { $count ->
    [1] { $unit ->
        [pawn] pawn
        [knight] knight
        [bishop-light] light-squared bishop
        [bishop-dark] dark-squared bishop
        [rook] rook
       *[queen] queen
    }
   *[2] { $unit ->
        [pawn] two pawns
        [knight] two knights
        [bishop-light] two light-squared bishops
        [bishop-dark] two dark-squared bishops
        [rook] two rooks
       *[queen] two queens
    }
}
king = king
king-only = king only
# The last two items of a list: "a, b and c" is "a, b" + "c".
list-and = { $init } and { $last }
