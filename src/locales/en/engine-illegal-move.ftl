### Engine `illegal-move`: completed illegal moves (7.5; A.3, A.5.2, B.3), the position restored
### (7.5.1) and castling (3.8.2, 7.5.4).

# The sides. $side is the player who acts (the offender, the castler): illegal-move-x* name him, illegal-move-y* his opponent; -subject opens a sentence, -gen is the possessor, -label heads a material list.
illegal-move-x = { $side ->
    [white] White
   *[black] Black
}
illegal-move-y = { $side ->
    [white] Black
   *[black] White
}
illegal-move-x-subject = { $side ->
    [white] White
   *[black] Black
}
illegal-move-y-subject = { $side ->
    [white] Black
   *[black] White
}
illegal-move-x-gen = { $side ->
    [white] White's
   *[black] Black's
}
illegal-move-y-gen = { $side ->
    [white] Black's
   *[black] White's
}
illegal-move-x-label = { $side ->
    [white] White
   *[black] Black
}
illegal-move-y-label = { $side ->
    [white] Black
   *[black] White
}
# The opponent of $side gets $n extra minutes, inside a sentence ("Black gets 2 extra minutes"; lower case in pt, ru, sr).
illegal-move-gets = { $side ->
    [white] Black
   *[black] White
} gets { $n } extra { $n ->
    [one] minute
   *[other] minutes
}
# What the player did, after his name: $act is one of the keys.
illegal-move-act = { $act ->
    [king-into-check] moves his king into check and presses the clock
    [castle-through-check] castles with one hand across a square attacked by an enemy piece and presses the clock
    [bishop-jumps] moves a bishop over one of his own pawns and presses the clock
    [clock-without-move] presses the clock without making a move
   *[two-hands] castles using both hands (king in one, rook in the other) and presses the clock
}
# The opponent stops the clock at once ($side acted).
illegal-move-opponent-stops = { illegal-move-y-subject }, before making a move, at once pauses the clock and calls the arbiter.
# The opponent replies before anyone notices ($side acted).
illegal-move-nobody-notices = Nobody notices, and { illegal-move-y } makes a move and presses the clock. Only then, before { illegal-move-x } moves again, does the arbiter notice the illegal move.
# $setting: game and clock; $act: illegal-move-act; $nth: 1 or 2; $then: illegal-move-opponent-stops or -nobody-notices; $material and $other-material: the units of $side and of the opponent.
illegal-move-penalty-stem = { $setting }. { illegal-move-x-subject } { $act }. It is { illegal-move-x-gen } { $nth ->
    [1] first
   *[other] second
} illegal move in this game. { $then } Material: { illegal-move-x-label }: { $material }; { illegal-move-y-label }: { $other-material }. What does the arbiter decide?
# $gets: "Black gets 2 extra minutes".
illegal-move-minutes-option = { $gets } and play continues
illegal-move-loses = { illegal-move-x-subject } loses the game
illegal-move-stands-option = No penalty: { illegal-move-y } has already made the next move, so the illegal move stands (A.5.2)
# $act: clock-without-move or two-hands.
illegal-move-explain-act = { $act ->
    [clock-without-move] Pressing the clock without making a move is penalised as an illegal move (7.5.3).
   *[two-hands] Castling with both hands and pressing the clock is penalised as an illegal move (7.5.4).
}
# $pace: rapid or blitz.
illegal-move-explain-pace = { $pace ->
    [rapid] In rapid without full supervision the arbiter applies 7.5.5, or the opponent may claim, only until the opponent has made his next move (A.5.2); the penalties of Articles 7 and 9 are 1 minute instead of 2 (A.3).
   *[blitz] In blitz without full supervision B.3 brings in A.3 and A.5: the arbiter applies 7.5.5, or the opponent may claim, only until the opponent has made his next move (A.5.2), and the penalties of Articles 7 and 9 are 1 minute instead of 2.
}
illegal-move-explain-standard-later = In standard play there is no such limit: an illegal move found during the game is corrected and penalised even after the opponent has replied (7.5.1).
illegal-move-explain-stands = Here { illegal-move-y } had already made the next move, so the illegal move stands and no penalty can be given.
# $n: the minutes the opponent of $side gets.
illegal-move-explain-first = A first completed illegal move: { illegal-move-gets } (7.5.5), and any increment gained with it is taken off. It does not lose: only a second illegal move by the same player does.
# $other-material: the units of the opponent of $side.
illegal-move-explain-loss = A second completed illegal move by the same player loses the game (7.5.5), unless the opponent cannot checkmate by any series of legal moves; { illegal-move-y } has { $other-material }, so { illegal-move-x } loses.
illegal-move-explain-draw = A second completed illegal move by the same player loses (7.5.5), but it is a draw when the opponent cannot checkmate by any series of legal moves: { illegal-move-y } has only the king, so the game is drawn.
# $to-move: the side to move in the diagram; $offender: the side that made the illegal move $bad; $line: the three moves.
illegal-move-restore-stem = { $setting }. From the diagram position ({ $to-move ->
    [white] White
   *[black] Black
} to move) the game went on { $line }, each move completed by pressing the clock. Before the next move the arbiter notices that { $bad } was illegal; it is { $offender ->
    [white] White
   *[black] Black
}'s first illegal move of the game. What does the arbiter do about the position?
# $move: one of the three moves.
illegal-move-restore-before = He restores the position just before { $move }, and play continues from there
illegal-move-restore-stands = Nothing: the opponent has already made the next move, so the illegal move stands (A.5.2)
# $bad: the illegal move; $role: knight|bishop|rook|queen; $from, $to: squares; $article: the article on how the piece moves.
illegal-move-restore-why = { $bad } is illegal: a { $role ->
    [knight] knight
    [bishop] bishop
    [rook] rook
   *[queen] queen
} cannot move from { $from } to { $to } ({ $article }).
# $case: standard (the position is restored in standard play), limited (restored in time, rapid or blitz), stands (too late).
illegal-move-restore-rule = { $case ->
    [standard] In standard play, when an illegal move is found during the game, the position just before it is restored (7.5.1), however many moves were played since; the opponent also gets 2 extra minutes (7.5.5).
    [limited] The opponent has not yet made his next move, so the arbiter applies 7.5.5 (A.5.2): the position just before the illegal move is restored (7.5.1) and the opponent gets 1 extra minute (A.3).
   *[stands] In rapid and blitz without full supervision the arbiter acts, and the opponent may claim, only until the opponent has made his next move (A.5.2). Here he already has, so the illegal move stands and play continues from the current position; only the players' own agreement could still correct it.
}
illegal-move-castling-legal = The castling is legal: play continues, with no penalty
# $n: the minutes the opponent of $side (the castler) gets.
illegal-move-castling-restore = The castling is illegal: the position before it is restored, { illegal-move-x } must make another king move if there is a legal one, and { illegal-move-gets }
illegal-move-castling-two-hands = The castling is legal, but castling with both hands is penalised as an illegal move (7.5.4): { illegal-move-gets }
illegal-move-castling-stands = The castling is illegal, but it stands: { illegal-move-y } has already made the next move (A.5.2)
# $moved: none, king (went from $king to $detour and back) or rook (went from $rook to $rook-detour and back).
illegal-move-castling-history = { $moved ->
    [none] Neither { illegal-move-x-gen } king nor the rook on { $rook } has moved in this game.
    [king] Earlier in this game { illegal-move-x-gen } king went from { $king } to { $detour } and later came back; the rook on { $rook } has not moved.
   *[rook] Earlier in this game the rook on { $rook } went to { $rook-detour } and later came back; { illegal-move-x-gen } king has not moved.
}
# $wing: kingside|queenside; $hands: one|two; $history: illegal-move-castling-history; $then: illegal-move-opponent-stops or -castling-reply.
illegal-move-castling-stem = { $setting }. The diagram shows the position with { illegal-move-x } to move. { $history } { illegal-move-x-subject } castles { $wing ->
    [kingside] kingside
   *[queenside] queenside
} { $hands ->
    [one] with one hand
   *[two] using both hands (king in one, rook in the other)
} and presses the clock. { illegal-move-x-subject } has made no illegal move before in this game. { $then } What does the arbiter decide?
# $reply: the opponent's move.
illegal-move-castling-reply = { illegal-move-y-subject } replies { $reply } and presses the clock; only then, before { illegal-move-x } moves again, does the arbiter look at the castling.
# $reason: legal, in-check, crosses, lands, blocked or moved.
illegal-move-castling-reason = { $reason ->
    [legal] Castling is legal here: neither the king nor the rook has moved, nothing stands between them, and the king is not in check and neither crosses nor lands on an attacked square (3.8.2).
    [in-check] Castling is illegal: the king is in check (3.8.2.2).
    [crosses] Castling is illegal: the king would cross a square attacked by an enemy piece (3.8.2.2).
    [lands] Castling is illegal: the square the king would land on is attacked by an enemy piece (3.8.2.2).
    [blocked] Castling is illegal: a piece stands between the king and the rook (3.8.2.2).
   *[moved] Castling is illegal: the king or that rook has already moved in this game, even though it came back (3.8.2.1).
}
illegal-move-castling-follow-legal = Made with one hand, it is an ordinary move: nothing to correct.
# $hands: one|two.
illegal-move-castling-follow-restore = A completed illegal move: the position before it is restored (7.5.1); castling is a king move, so { illegal-move-x } must move the king if it has a legal move (4.3, 4.4.3); and { illegal-move-gets } (7.5.5).{ $hands ->
    [one] {""}
   *[two] {" "}Using both hands as well makes it still one illegal move, not two.
}
illegal-move-castling-follow-two-hands = But a move made with both hands and completed by pressing the clock is penalised as an illegal move (7.5.4): { illegal-move-gets } (7.5.5). (Whether a legal castling made with both hands is also taken back is not settled by the text of the Laws; the penalty is.)
illegal-move-castling-follow-stands = But in rapid and blitz without full supervision the arbiter acts, and the opponent may claim, only until the opponent has made his next move (A.5.2). { illegal-move-y-subject } has already replied, so the castling stands and there is no penalty.
