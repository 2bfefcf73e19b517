### Engine `draw-claims`: repetition and the 50/75-move rules (9.2, 9.3, 9.6), claims (9.5).
### $setting is the game and clock ("Standard game, 90 min + 30 s per move"); $side is the
### claimant (white|black) and $other his opponent; $nth, $times and $moves are the phrases
### below, already formatted.

-draw-claims-same = same player to move, same castling and en passant possibilities

# $n: 3, 4 or 5.
draw-claims-nth-time = { $n ->
    [3] for the third time
    [4] for the fourth time
   *[5] for the fifth time
}
# $n: 2, 3 or 4.
draw-claims-times = { $n ->
    [2] twice
    [3] three times
   *[4] four times
}
# $n: a number of moves (30 to 75).
draw-claims-moves = { $n } moves

draw-claims-stem-repetition = { $setting }. The same position ({ -draw-claims-same }) has now appeared { $nth } in the game; the occurrences were not all consecutive. Neither player has said anything. What applies?
draw-claims-stem-moves = { $setting }. The last { $moves } by each player have been completed without any pawn move and without any capture; the last move was not checkmate. Neither player has said anything. What applies?
draw-claims-stem-repetition-claim = { $setting }. { $side ->
    [white] White
   *[black] Black
}, having the move, pauses the clock and claims a draw by repetition. The arbiter checks the scoresheets: the position that has just arisen ({ -draw-claims-same }) has appeared { $times } in the game, this time included. What does the arbiter decide?
draw-claims-stem-fifty-claim = { $setting }. { $side ->
    [white] White
   *[black] Black
}, having the move, pauses the clock and claims a draw under the 50-move rule. The arbiter checks the scoresheets: the last { $moves } by each player were completed without any pawn move or capture. What does the arbiter decide?

# $gets: "Black gets 2 extra minutes" (the opponent of the claimant).
draw-claims-incorrect = { $gets }; the claim is incorrect and play continues
draw-claims-claim-only = Nothing happens unless the player having the move claims a draw (9.2); the arbiter does not step in
# $article: 9.6.1 (fivefold repetition) or 9.6.2 (75 moves).
draw-claims-automatic = The game is drawn: the arbiter must step in and declare the draw without any claim ({ $article })
draw-claims-at-third = The arbiter must declare a draw as soon as a position appears for the third time
draw-claims-consecutive = Nothing: only a repetition by consecutive moves counts, and these were not consecutive
draw-claims-not-yet = Play continues: no draw can be claimed yet under the 50-move rule (9.3)
draw-claims-claimable = The player having the move may claim a draw (9.3); without a claim play continues
draw-claims-at-fifty = The game is drawn automatically after 50 such moves: the arbiter must step in
# $article: 9.2.2 (repetition) or 9.3.2 (50 moves).
draw-claims-correct = Draw: the claim is correct ({ $article })
draw-claims-needs-fivefold = Incorrect: only a fivefold repetition draws (9.6.1); play continues
draw-claims-needs-75 = Incorrect: 75 moves are needed (9.6.2); play continues

draw-claims-explain-fivefold = A position appearing { $nth } ends the game as a draw by itself (9.6.1): the occurrences need not be consecutive, no claim is needed, and the arbiter must step in and declare it.
draw-claims-explain-repetition = A position appearing { $nth } allows a claim by the player having the move (9.2.2), not necessarily after consecutive moves; without a claim the game goes on. Only the fifth occurrence ends the game by itself (9.6.1).
draw-claims-explain-not-yet = Only { $moves } each: a claim needs the last 50 moves by each player without pawn move or capture (9.3), so play simply continues; at 75 the game would end by itself (9.6.2).
draw-claims-explain-claimable = { $moves } each is at least 50, so the player having the move may claim a draw (9.3.2), but it is a claim, not an automatic draw: without one play continues until 75 moves (9.6.2).
draw-claims-explain-75 = { $moves } by each player without pawn move or capture end the game as a draw by themselves, unless the last move mated (9.6.2); the arbiter must step in and declare it.
draw-claims-explain-repetition-count = The position has appeared { $times }; a claim needs at least three occurrences (9.2.2).
draw-claims-explain-fifty-count = There were { $moves } each; a claim needs at least 50 (9.3.2).
draw-claims-explain-correct = The claim is correct, so the game is drawn at once (9.5.2).
# $other: the claimant's opponent, who gets $n minutes; $pace: standard|rapid|blitz.
draw-claims-explain-incorrect = The claim is incorrect: { $other ->
    [white] White
   *[black] Black
} gets { $n } extra { $n ->
    [one] minute
   *[other] minutes
} and play continues (9.5.3).{ $pace ->
    [standard] {""}
    [rapid] {" "}In rapid the penalty is 1 minute instead of 2 (A.3).
   *[blitz] {" "}In blitz without full supervision B.3 applies A.3: 1 minute instead of 2.
} The 3 minutes of 2009 no longer apply.
