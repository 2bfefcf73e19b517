### Engine `game-end`: is the position on the board dead (5.2.2)?
### $side is white|black: the side to move in the question, the side a sentence is about, or
### in an option the one side that can still mate. $line is a line of moves, e.g. "1...Kb8 2.Qb7#".

dead-position-question = A game in progress: the diagram shows the position on the board, with { $side ->
    [white] White
   *[black] Black
} to move. No flag has fallen and nobody has claimed anything. Is the position dead under 5.2.2?

# The four options.
dead-position-option-dead = Dead: neither side can checkmate by any series of legal moves, so the game is drawn (5.2.2)
dead-position-option-one = Not dead: { $side ->
    [white] White
   *[black] Black
} can still checkmate by some series of legal moves ({ $side ->
    [white] Black
   *[black] White
} cannot)
dead-position-option-both = Not dead: both sides can still checkmate by some series of legal moves

dead-position-rule = A position is dead when neither player can checkmate the other by any series of legal moves, however cooperative; the game then ends at once in a draw (5.2.2). Whether mate can be forced does not matter.
# Only bishops on the board, all on one colour.
dead-position-bishops = Besides the kings there are only bishops, all on squares of one colour: a king in check always keeps a free square of the other colour, so neither side can ever mate.

# What $side can do.
dead-position-can-mate = { $side ->
    [white] White
   *[black] Black
} can mate, for example: { $line }.
dead-position-lone-knight = { $side ->
    [white] White
   *[black] Black
} has a lone knight against a bare king, which can never mate.
dead-position-same-coloured-bishops = { $side ->
    [white] White
   *[black] Black
} cannot mate: besides the kings there are only bishops, all on squares of one colour, and a king in check always keeps a free square of the other colour.
# $n is the number of positions examined.
dead-position-exhausted = Whatever both players do, { $side ->
    [white] White
   *[black] Black
} can never mate: all { $n } positions that can still arise were examined.
