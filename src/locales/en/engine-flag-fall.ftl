### Engine `flag-fall`: a flag falls with a position on the board; what is the result (6.9)?
### $flagger is the side whose flag fell, $opponent the other side, $side the side a sentence
### is about (each white|black). $line is a line of moves, e.g. "52...Kh8 53.Nf7#".

# The four options.
flag-fall-option-win = { $opponent ->
    [white] White
   *[black] Black
} wins on time: { $opponent ->
    [white] White
   *[black] Black
} can checkmate by some series of legal moves
flag-fall-option-draw = Draw under 6.9: the flag fall counts, but { $opponent ->
    [white] White
   *[black] Black
} cannot checkmate by any series of legal moves
flag-fall-option-dead = Draw: the game had already ended in a dead position before the flag fell (5.2.2)
flag-fall-option-stalemate = Draw: { $flagger ->
    [white] White
   *[black] Black
} is stalemated, so the game had already ended before the flag fell (5.2.1)

# The event, in standard play: the arbiter sees the flag fall.
flag-fall-event-seen = { $flagger ->
    [white] White's
   *[black] Black's
} flag falls and the arbiter sees it.
# The event, in rapid or blitz: the arbiter sees it and calls it (A.5.5).
flag-fall-event-called = The arbiter sees { $flagger ->
    [white] White's
   *[black] Black's
} flag fall and calls it at once.
# The event, in rapid or blitz: the opponent claims (A.5.3).
flag-fall-event-claim = { $flagger ->
    [white] White's
   *[black] Black's
} flag falls; { $flagger ->
    [white] Black
   *[black] White
} pauses the clock and claims a win on time.
# Said when the game has no increment.
flag-fall-no-claim = Nobody claimed anything before the flag fell.
flag-fall-to-move = The diagram shows the position on the board, with { $flagger ->
    [white] White
   *[black] Black
} to move.
flag-fall-question = What is the result?

# The rule, when the opponent claimed (A.5.3) and otherwise (6.9).
flag-fall-rule-claim = Under A.5.3 a claim of a win on time gives a draw if the claimant cannot checkmate by any series of legal moves; otherwise the claimant wins (6.9 states the same test).
flag-fall-rule = Under 6.9 the player whose flag falls loses, unless the opponent cannot checkmate by any series of legal moves: then it is a draw. The flagger's own units count: the series may be as cooperative as you like.

# Why: the flagger is stalemated.
flag-fall-stalemate = But { $flagger ->
    [white] White
   *[black] Black
} has no legal move and is not in check: stalemate, which ended the game at once (5.2.1), before the flag fell.
# Why: the opponent can mate; $line is a mating line.
flag-fall-win = Here { $flagger ->
    [white] White
   *[black] Black
} can be mated, if need be with { $flagger ->
    [white] White's
   *[black] Black's
} help. For example: { $line }. So { $flagger ->
    [white] Black
   *[black] White
} wins.
# Why: the opponent cannot mate (a sentence before this says why), the flagger could ($line).
flag-fall-draw = The position is not dead, since { $flagger ->
    [white] White
   *[black] Black
} could still mate (for example: { $line }), so the game was still on and the flag fall counts: draw.
# Why: neither side can mate (sentences before this say why).
flag-fall-dead = Neither side can mate, so the position is dead: the game ended in a draw as soon as it arose (5.2.2), and the flag fall changes nothing.

# Why $side cannot mate.
flag-fall-lone-knight = { $side ->
    [white] White
   *[black] Black
} has a lone knight against a bare king: no position with that material is mate.
flag-fall-same-coloured-bishops = Besides the kings there are only bishops, all on squares of one colour: a king in check always has a free square of the other colour, so { $side ->
    [white] White
   *[black] Black
} can never mate.
# $n is the number of positions examined.
flag-fall-exhausted = Whatever both players do, { $side ->
    [white] White
   *[black] Black
} can never give mate: all { $n } positions that can still arise were examined and none is such a mate.
