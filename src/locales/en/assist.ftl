### The arbiter's assistant (/assist, /api/assist/*): answers to incidents at the board and
### calculations on the event. $flagger, $opponent, $offender, $late, $other, $player are
### white|black; $pace is standard|rapid|blitz.

assist-error-field = The field `{ $field }` is missing or has a value that cannot be read.
assist-error-empty = Nothing to decide: the request gives none of the fields this tool reads.

## Flag fall (6.9, 5.2, A.5.3, A.5.5, Guidelines III)

assist-error-fen = That position cannot be read: { $detail }
assist-flag-error-turn = The side whose flag fell must be the side to move (its clock was running), but in this position the other side is in check. Check the position.
assist-flag-error-material = { $side ->
    [white] White's
   *[black] Black's
} material “{ $text }” cannot be read. Write the pieces with the letters K Q R B N P, for example KRP (at most one king, eight pawns and fifteen units).
assist-flag-error-placement = No legal position with this material could be set up. Give the position as a FEN.
assist-flag-turn-set = Read with { $flagger ->
    [white] White
   *[black] Black
} to move: the clock of the player whose flag fell was running.
assist-flag-mated = { $flagger ->
    [white] White
   *[black] Black
} is checkmated in this position: the game ended with the mate (5.1.1), before the flag fell.
assist-flag-headline = { $outcome ->
    [win] { $opponent ->
        [white] White
       *[black] Black
    } wins on time
    [draw] Draw: { $opponent ->
        [white] White
       *[black] Black
    } cannot checkmate
    [dead] Draw: the position was already dead
    [stalemate] Draw: stalemate before the flag fell
   *[mated] { $opponent ->
        [white] White
       *[black] Black
    } had already won by checkmate
}
assist-flag-change-win = It would be a draw only if { $opponent ->
    [white] White
   *[black] Black
} could not checkmate by any series of legal moves, as with a bare king, or a lone knight or bishop when { $flagger ->
    [white] White
   *[black] Black
} has only the king (6.9).
assist-flag-change-draw = Had { $opponent ->
    [white] White
   *[black] Black
} any way to checkmate by some series of legal moves, even only with { $flagger ->
    [white] White's
   *[black] Black's
} help, the flag fall would lose (6.9).
assist-flag-change-dead = The flag fall would count only if a checkmate were still possible for some side: then { $opponent ->
    [white] White
   *[black] Black
} would win if able to checkmate, and otherwise it would be a draw (6.9).
assist-flag-change-stalemate = Had { $flagger ->
    [white] White
   *[black] Black
} had a legal move, the game would still have been on and the flag fall would count under 6.9.
assist-flag-by-material = { $outcome ->
    [win] { $opponent ->
        [white] White
       *[black] Black
    } has material that can checkmate, so { $flagger ->
        [white] White
       *[black] Black
    } loses on time (6.9). This is judged from the material: the position has too many possibilities to go through every line, and in the rare position where no checkmate is possible whatever the players do (a locked pawn wall, for instance) it would be a draw instead.
    [draw] { $opponent ->
        [white] White
       *[black] Black
    } has only the king and can never checkmate, so the flag fall gives a draw (6.9).
   *[dead] Neither side has material that can ever checkmate, so the position is dead and the game ended in a draw as soon as it arose (5.2.2); the flag fall changes nothing.
}
assist-flag-material-example = Decided on this position with the material given: { $fen }.
assist-flag-material-depends = With this material the answer depends on where the pieces stand: { $k } of the { $n } positions tried give this result.
assist-flag-material-note = A particular position (blocked pawns, a forced capture, a stalemate) can change the answer: give the position as a FEN to be certain.
assist-flag-change-fast = In rapid and blitz the arbiter calls a flag fall he sees (A.5.5), and the opponent may pause the clock and claim a win on time (A.5.3); the claimant gets only a draw if he cannot checkmate by any series of legal moves.
assist-flag-change-guidelines = Without an increment, if the event announced the Guidelines on games without increment in advance (III.2), a player having the move with less than two minutes left could, before the flag fell, have asked for a five-second increment for both players, which is also a draw offer (III.4), or claimed a draw because the opponent cannot win by normal means or is making no effort to (III.5). Once the flag has fallen it is too late.

## Illegal move (7.5, A.3, A.4, A.5.2, B.2, B.3)

assist-illegal-error-nth = Say which of this player's completed illegal moves it is: 1 for the first, 2 for the second.
assist-illegal-headline = { $outcome ->
    [minutes] { $opponent ->
        [white] White gets
       *[black] Black gets
    } { $n ->
        [one] { $n } extra minute
       *[other] { $n } extra minutes
    }
    [loss] { $offender ->
        [white] White loses
       *[black] Black loses
    }
    [draw] Draw
   *[stands] The move stands
}
assist-illegal-what = { $kind ->
    [move] A move against the rules of Article 3 completed by pressing the clock is an illegal move (7.5.1).
    [pawn] A pawn moved to the last rank and the clock pressed without replacing the pawn is an illegal move; the pawn becomes a queen of its colour (7.5.2).
    [clock] Pressing the clock without making a move is penalised as an illegal move (7.5.3).
   *[hands] Using two hands for one move (castling, a capture, a promotion) and pressing the clock is penalised as an illegal move (7.5.4).
}
assist-illegal-first = It is { $offender ->
    [white] White's
   *[black] Black's
} first completed illegal move: { $opponent ->
    [white] White
   *[black] Black
} gets { $n ->
    [one] { $n } extra minute
   *[other] { $n } extra minutes
} (7.5.5{ $pace ->
    [rapid] ; in rapid A.3 makes it one minute instead of two
    [blitz] ; in blitz one minute instead of two, as A.3 sets and B.3 applies
    [blitz-full] ; one minute, as in A.3: see below for a blitz game under B.2
   *[standard] {""}
}).
assist-illegal-second-loss = It is { $offender ->
    [white] White's
   *[black] Black's
} second completed illegal move, and { $opponent ->
    [white] White
   *[black] Black
} can checkmate by some series of legal moves: { $offender ->
    [white] White
   *[black] Black
} loses the game (7.5.5).
assist-illegal-second-draw = It is { $offender ->
    [white] White's
   *[black] Black's
} second completed illegal move, which would lose, but { $opponent ->
    [white] White
   *[black] Black
} cannot checkmate by any series of legal moves: the game is drawn (7.5.5).
assist-illegal-stands = Without full supervision the arbiter acts, and the opponent may claim, only until the opponent has made his next move (A.5.2{ $pace ->
    [blitz] , applied to blitz by B.3
   *[other] {""}
}). { $opponent ->
    [white] White
   *[black] Black
} has already moved, so the illegal move stands and is not penalised.
assist-illegal-position-draw = Without full supervision the arbiter can no longer apply 7.5.5 once the opponent has moved (A.5.2), but the pawn is still on the last rank after that move: the position is illegal, and the arbiter declares the game drawn (A.5.4).
assist-illegal-change-position = Had the opponent's move captured the pawn, no illegal position would remain: the move would stand and the game would go on (A.5.2, A.5.4).
assist-illegal-reinstate = { $kind ->
    [pawn] The pawn is replaced by a queen and play goes on from there (7.5.2).
    [clock] Play goes on from the position on the board.
   *[other] The position immediately before the irregularity is reinstated and play goes on from there (7.5.1); if that position cannot be determined, from the last identifiable position before it. Articles 4.3 and 4.7 apply to the move that replaces the illegal one: a piece already touched must be moved if possible (7.5.1).
}
assist-illegal-change-first = A second completed illegal move by { $offender ->
    [white] White
   *[black] Black
} would lose the game, or draw it if { $opponent ->
    [white] White
   *[black] Black
} could not checkmate by any series of legal moves (7.5.5).
assist-illegal-change-loss = It would be a draw if { $opponent ->
    [white] White
   *[black] Black
} could not checkmate by any series of legal moves (7.5.5).
assist-illegal-change-draw = Had { $opponent ->
    [white] White
   *[black] Black
} been able to checkmate by some series of legal moves, { $offender ->
    [white] White
   *[black] Black
} would have lost (7.5.5).
assist-illegal-change-stands = Had the arbiter seen it, or { $opponent ->
    [white] White
   *[black] Black
} claimed, before { $opponent ->
    [white] White's
   *[black] Black's
} next move, the position would have been reinstated and the penalty of 7.5.5 applied (A.5.2). The players may still correct it by agreement between themselves, without the arbiter.
assist-illegal-change-limited = Once { $opponent ->
    [white] White
   *[black] Black
} has made the next move, the illegal move stands and nobody can have it penalised (A.5.2).
assist-illegal-change-supervised = Under full supervision (standard play, A.4 in rapid, B.2 in blitz) an illegal move found during the game is corrected however late (7.5.1); without it, the move would stand once the opponent had moved (A.5.2).
assist-illegal-change-blitz-supervised = B.2 applies the Competition Rules to a blitz game with its own arbiter; whether the penalty is then the two minutes of 7.5.5 or the one minute of A.3 is not settled by the text of the Laws. Check the event regulations or ask the chief arbiter.
assist-illegal-change-clock = If the clock may have been pressed by mistake rather than to complete a turn, the FIDE Arbiters' Manual leaves it to the arbiter to decide whether it was an illegal move or a distraction.

## Time-control class (A.1, B.1)

assist-tc-error = Give a base time of at most a day in minutes and an increment of at most 600 seconds, not both zero.
assist-tc-headline = { $pace ->
    [standard] Standard play
    [rapid] Rapid
   *[blitz] Blitz
}
assist-tc-reason = { $base } min + 60 × { $inc } s = { $total } minutes per player over 60 moves. Blitz is 10 minutes or less (B.1), rapid more than 10 and less than 60 (A.1), standard play 60 or more.
assist-tc-change-increment = Without the increment it would be { $other ->
    [standard] standard play
    [rapid] rapid
   *[blitz] blitz
}: the increment counts, 60 times over (A.1, B.1).
assist-tc-change-up = With { $at } minutes or more over 60 moves it would be { $other ->
    [standard] standard play
    [rapid] rapid
   *[blitz] blitz
}.
assist-tc-change-down = With { $at } minutes or less over 60 moves it would be { $other ->
    [standard] standard play
    [rapid] rapid
   *[blitz] blitz
}.
assist-tc-change-rating = Whether the games are rated, and in which list, is set by the FIDE Rating Regulations (B.02), which have their own minimum times.

## Recording the moves (8.1.1, 8.4, A.2, B.3)

assist-rec-error = Give the time on the clock and the increment as numbers (at most a day and 600 seconds).
assist-rec-headline = { $duty ->
    [record] Must keep recording
    [increment] Must keep recording
    [exempt] Need not record for the rest of the period
   *[fast] Need not record
}
assist-rec-reason = { $duty ->
    [record] In standard play each player records the moves (8.1.1); the clock has not shown less than five minutes in this period, so 8.4 does not lift the duty yet.
    [increment] With an increment of 30 seconds or more per move the player must record however little time is left (8.4).
    [exempt] The clock has shown less than five minutes at some stage in this period and the increment is less than 30 seconds: the player need not record for the rest of the period (8.4), even if the increment has since brought the clock above five minutes.
   *[fast] { $pace ->
        [blitz] In blitz players need not record the moves (A.2, applied by B.3); in a game under B.2 the arbiter or an assistant records it.
       *[other] In rapid the players need not record the moves (A.2); they keep the claims normally based on a scoresheet.
    }
}
assist-rec-change-record = Once the clock shows less than five minutes in this period, the duty is lifted for the rest of it, unless the increment is 30 seconds or more (8.4).
assist-rec-change-exempt = With an increment of 30 seconds or more the duty would stay whatever the clock shows (8.4).
assist-rec-change-flag = A player who has stopped recording under 8.4 must, as soon as either flag has fallen, bring the scoresheet up to date before moving a piece (8.5.2); if neither player is recording, the arbiter pauses the clock and both update their scoresheets (8.5.1).
assist-rec-change-increment = With an increment under 30 seconds, the duty would be lifted once the clock showed less than five minutes (8.4).
assist-rec-change-fast = In standard play the duty is lifted only under five minutes with an increment under 30 seconds (8.4).

## Late arrival (6.7.1)

assist-late-error = Give the lateness and the default time in minutes (at most a day).
assist-late-headline = { $outcome ->
    [loses] { $late ->
        [white] White loses by default
       *[black] Black loses by default
    }
   *[plays] The game is played
}
assist-late-reason = { $stated ->
    [yes] The regulations set a default time of { $default } minutes.
   *[no] The regulations state no default time, so it is zero.
} { $late ->
    [white] White
   *[black] Black
} arrived { $minutes } min { $seconds } s after the start. { $outcome ->
    [loses] A player who arrives at the board after the default time loses, unless the arbiter decides otherwise (6.7.1).
   *[plays] That is not after the default time, so the game is played; the time already used on the late player's clock is not given back.
}
assist-late-change-arbiter = The arbiter may decide otherwise (6.7.1), for example when the delay was caused by the organisers; the regulations of the event may also say how such cases are handled.
assist-late-change-later = Arriving after { $default } minutes from the start, { $late ->
    [white] White
   *[black] Black
} would lose, unless the arbiter decided otherwise (6.7.1).
assist-late-change-unstated = Where the regulations set a default time, a player may arrive until it has passed (6.7.1).

## Electronic devices (11.3.2)

assist-device-headline = { $outcome ->
    [loss] { $player ->
        [white] White loses
       *[black] Black loses
    }
    [milder] The penalty the regulations set
    [allowed] No penalty
   *[breach] A breach: the arbiter chooses the penalty
}
assist-device-reason-person = Any electronic device not approved by the arbiter is forbidden in the playing venue. A player who evidently has one on their person in the venue loses the game, switched off or not, and the opponent wins (11.3.2.2).
assist-device-reason-milder = A device on the person in the venue loses the game (11.3.2.2), but the regulations of the event may set a different, less severe penalty, and these do: apply it.
assist-device-reason-bag = The regulations allow devices in the player's bag if completely switched off, the bag placed as agreed with the arbiter (11.3.2.1): no breach. Neither player may use the bag without the arbiter's permission.
assist-device-reason-bag-on = The bag exception covers only a device that is completely switched off (11.3.2.1), so this was a working device in the venue without approval. The automatic loss of 11.3.2.2 is written for a device on the person: unless the regulations set the penalty, the arbiter chooses one from 12.9 (through 11.6), up to loss of the game.
assist-device-reason-bag-forbidden = The regulations do not allow devices in bags, so this device was in the venue without the arbiter's approval (11.3.2). The automatic loss of 11.3.2.2 is written for a device on the person: unless the regulations set the penalty, the arbiter chooses one from 12.9 (through 11.6), up to loss of the game.
assist-device-change-loss = Only the regulations of the event can make this penalty milder (11.3.2.2); a device completely switched off in a bag they allow would not be a breach (11.3.2.1).
assist-device-change-allowed = Had the device not been completely switched off, or had the player used the bag without permission, it would be a breach; on the person it would lose (11.3.2.2).
assist-device-change-breach = On the player's person the device would lose the game, unless the regulations set a milder penalty (11.3.2.2); completely switched off in a bag the regulations allow, it would not be a breach (11.3.2.1).
assist-device-change-milder = Without such a provision in the regulations the game would be lost (11.3.2.2).

## Rating change (B.02 8.3), first rating (B.02 8.2), Berger tables (C.05)

assist-rating-error-own = Give the player's rating as a number between 1000 and 3000.
assist-rating-error-games = Give between 1 and { $max } games, each with the opponent's rating (1000–3000, or empty for an unrated opponent) and a score of 1, ½ or 0.
assist-rating-error-unrated = Only games against rated opponents change a rating: give at least one.
assist-rating-headline = Rating change { $exact } ({ $rounded } if this is the player's only event in the rating period)
assist-rating-reason = Score { $score } against an expected { $expected } over { $games } rated games: ΣΔR = { $sum }. K = { $k } ({ $profile ->
    [newcomer] new to the list, fewer than 30 rated games
    [junior] until the end of the year of the 18th birthday, rated under 2300
    [adult] 30 or more games, never 2400
   *[reached-2400] the published rating has reached 2400, even if it has dropped since
}), so the change is K × ΣΔR = { $exact }, rounded to { $rounded } (B.02 8.3).
assist-rating-k-capped = K is { $k } rather than { $full }: K × the number of games may not exceed 700 in a rating period (B.02 8.3.3); games from other events in the same period would lower it further.
assist-rating-400 = A difference of more than 400 points counts as 400 for a player rated below 2650 (B.02 8.3.1, as amended from 1 October 2025).
assist-rating-unrated-games = { $unrated ->
    [one] The game against an unrated opponent does not count for the rating change.
   *[other] The { $unrated } games against unrated opponents do not count for the rating change.
}
assist-rating-change-k = With another K the change would scale with it: 40 for a newcomer, or until the end of the year of the 18th birthday while rated under 2300; 20 for other players; 10 once the published rating has reached 2400, even if it has dropped since (B.02 8.3.3).
assist-rating-change-400 = From 2650 the real difference counts, without the 400-point cap (B.02 8.3.1).
assist-first-error = Give between 1 and { $max } rated opponents' ratings (1000–3000) and a score no higher than the number of games.
assist-first-headline = { $published ->
    [yes] First rating { $ru }
    [few] Not yet published: { $ru } after { $games } games
    [zero] No first rating: a zero score in the first event is disregarded
   *[no] No first rating: below 1400
}
assist-first-reason = With two hypothetical opponents rated 1800, both drawn: Ra = { $ra }, score { $pct }% of { $games } + 2 games, dp = { $dp }, so Ru = { $ra } { $dp } = { $raw } (B.02 8.2).
assist-first-cap = A first rating is at most 2200 (B.02 8.2.3).
assist-first-below = A rating below 1400 is not published (B.02 7.1.4).
assist-first-change = A first rating needs at least five games against rated opponents, which may be pooled over events within 26 months; a zero score in the first event is disregarded (B.02 7.1.4, 8.2.1).
assist-first-change-few = With fewer than five games against rated opponents no rating is published yet: this is what the games so far would give.
assist-berger-error = A Berger table is for 3 to { $max } players.
assist-berger-error-round = This round robin has { $rounds } rounds: give a round from 1 to { $rounds }.
assist-berger-headline = Round { $round } for { $players } players
assist-berger-reason = By the Berger table for { $table } players (C.05, Annex 1), the first number of each board has White: { $boards }.
assist-berger-bye = With an odd number of players, number { $bye } meets the dummy number { $table } and has no game this round.
assist-berger-change = Another number of players gives another table: an odd field uses the table of the next even number, with one player free each round.

## Draw claims (9.2, 9.3, 9.5, 9.6)

assist-draw-error-empty = Paste the moves of the game as on the scoresheet: SAN with or without move numbers, or a PGN game.
assist-draw-error = { $kind ->
    [long] The move list is too long: at most 64 KB.
    [plies] The game is too long: at most 1,000 half-moves.
    [fen] The starting position (FEN) cannot be read.
    [fen-position] The starting position (FEN) is not a legal chess position.
    [fen-conflict] The FEN given and the FEN tag of the PGN game are different positions.
    [setup] Only standard chess can be read: the SetUp or Variant tag of this game says otherwise.
    [pgn] The PGN text is not well formed: a tag, a comment or a variation is not closed.
    [not-a-move] At move { $number } ({ $side ->
        [white] White
       *[black] Black
    }), “{ $token }” is not a move.
    [number] The move number “{ $token }” does not follow from the moves before it: { $expected } was expected.
    [illegal] At move { $number } ({ $side ->
        [white] White
       *[black] Black
    }), { $token } is not a legal move. Legal moves there include { $legal }.
    [ambiguous] At move { $number } ({ $side ->
        [white] White
       *[black] Black
    }), { $token } could be { $legal }: write which piece moves.
    [after-end] “{ $token }” comes after the game had already ended by checkmate or stalemate.
   *[after-result] There is text after the result: “{ $token }”.
}
assist-draw-error-written = “{ $token }” is not a legal move in the last position of the game.
assist-draw-headline = { $outcome ->
    [threefold-board] Draw: threefold repetition
    [threefold-move] Draw: threefold repetition with the written move
    [fifty-board] Draw: the 50-move rule
    [fifty-move] Draw: the 50-move rule with the written move
    [mate] The game ended in checkmate
    [stalemate] Draw: stalemate
    [fivefold] Draw: fivefold repetition
    [seventy-five] Draw: the 75-move rule
   *[incorrect] Incorrect claim: { $n ->
        [one] { $n } minute
       *[other] { $n } minutes
    } to the opponent
}
assist-draw-state = { $side ->
    [white] White has
   *[black] Black has
} the move. Moves by each player since the last pawn move or capture: { $count }.
assist-draw-repeated = A position appeared { $times } times: { $start ->
    [yes] at the start, then after
   *[no] after
} { $after }.
assist-draw-correct = { $kind ->
    [threefold-board] The position on the board has now appeared for at least the third time with the same player to move: { $side ->
        [white] White
       *[black] Black
    }, having the move, claims correctly and the game is drawn (9.2.1.2, 9.5.2).
    [threefold-move] { $written } would make a position appear for at least the third time: { $side ->
        [white] White
       *[black] Black
    }, having written it on the scoresheet and declared it to the arbiter without playing it, claims correctly and the game is drawn (9.2.1.1, 9.5.2).
    [fifty-board] The last 50 moves by each player were made without a pawn move or a capture: { $side ->
        [white] White
       *[black] Black
    }, having the move, claims correctly and the game is drawn (9.3.2, 9.5.2).
   *[fifty-move] { $written } completes 50 moves by each player without a pawn move or a capture: { $side ->
        [white] White
       *[black] Black
    }, having written it on the scoresheet and declared it to the arbiter without playing it, claims correctly and the game is drawn (9.3.1, 9.5.2).
}
assist-draw-incorrect = { $written_given ->
    [yes] { $written } would neither make a position appear for the third time nor complete 50 moves without a pawn move or a capture
   *[no] The position on the board has not appeared three times and the 50 moves without a pawn move or a capture are not complete
}: the claim is incorrect. The opponent gets { $n ->
    [one] { $n } extra minute
   *[other] { $n } extra minutes
} (9.5.3{ $pace ->
    [standard] {""}
   *[other] ; one minute instead of two under A.3
}) and the game goes on{ $written_given ->
    [yes] ; { $written }, the move written, must be played (9.5.3).
   *[no] .
}
assist-draw-ended = { $how ->
    [mate] The game ended with { $at }, checkmate (5.1.1).
    [stalemate] The game ended with { $at }, stalemate: it is drawn (5.2.1).
    [fivefold] After { $at } the same position appeared for the fifth time: the game was drawn then, without a claim (9.6.1).
   *[seventy-five] After { $at } each player had made 75 moves without a pawn move or a capture: the game was drawn then, without a claim (9.6.2).
}
assist-draw-after-end = The moves played after that do not count: the game had already ended.
assist-draw-change-correct = Without a claim the game goes on; it is drawn without a claim only when a position appears for the fifth time (9.6.1) or after 75 moves by each player without a pawn move or a capture (9.6.2).
assist-draw-change-open = { $how ->
    [board] A claim on the position on the board, without writing a move, would be correct here (9.2.1.2, 9.3.2).
   *[write] { $side ->
        [white] White
       *[black] Black
    } could claim correctly by writing one of these moves on the scoresheet and declaring it to the arbiter instead of playing it: { $moves } (9.2.1.1, 9.3.1).
}
assist-draw-change-incorrect = A claim becomes correct when a position is about to appear, or has just appeared, for the third time with the same player to move (9.2.1), or once each player has made 50 moves without a pawn move or a capture: { $left } more here (9.3).
assist-draw-change-same = Positions are the same only with the same player to move, the same pieces on the same squares and the same possible moves, castling and en passant included (9.2.3); only the player having the move may claim (9.2.1, 9.3).
assist-draw-change-earlier = A draw could have been claimed from { $at } on, when a position appeared for the third time (9.2.1.2).

## Tie-breaks from a TRF file (C.07, 2023)

assist-tb-error-empty = Paste the tournament's TRF file, or choose it, as Swiss-Manager or Vega export it.
assist-tb-error-file = The TRF file cannot be read; each problem is listed with its line.
assist-tb-error-key = “{ $key }” is not a tie-break this tool computes. Use the C.07 abbreviations: { $known }.
assist-tb-error-many = Choose at most { $max } tie-breaks.
assist-tb-error-player = There is no player with start number { $player } in the file.
assist-tb-at = Line { $line }
assist-tb-summary = { $players } players; { $complete } of { $rounds } rounds counted (a round with a game still unplayed is not).
assist-tb-problem = { $kind ->
    [large] The file is larger than { $n } KB.
    [players] The file has more than { $n } players.
    [rounds] The file has more than { $n } rounds.
    [no-players] The file has no player line (001).
    [start] The start number “{ $text }” is not a positive number.
    [duplicate] Start number { $player } was already used on line { $n }.
    [field] Player { $player }: the { $field ->
        [rating] rating
        [fide-id] FIDE ID
        [points] points
       *[rank] rank
    } “{ $text }” is not a number.
    [header] The { $field ->
        [players] number of players
       *[rounds] number of rounds
    } “{ $text }” is not a number.
    [opponent] Player { $player }, round { $round }: the opponent “{ $text }” is not a start number.
    [colour] Player { $player }, round { $round }: the colour “{ $text }” is not w, b or -.
    [result] Player { $player }, round { $round }: the result “{ $text }” is not a TRF result code.
    [no-colour] Player { $player }, round { $round }: the game against { $opponent } has no colour.
    [bye-opponent] Player { $player }, round { $round }: the bye code “{ $text }” comes with an opponent ({ $opponent }).
    [no-opponent] Player { $player }, round { $round }: the game result “{ $text }” has no opponent.
    [self] Player { $player } is paired with himself in round { $round }.
    [unknown] Player { $player }, round { $round }: the opponent { $opponent } is not in the file.
    [pairing] Player { $player } has { $opponent } as the opponent in round { $round }, but the line of { $opponent } does not have { $player }.
    [same-colour] Players { $player } and { $opponent } have the same colour in round { $round }.
    [results] The round { $round } results of players { $player } and { $opponent } do not go together.
   *[points] Player { $player } is declared with { $text } points, but the results give { $computed }.
}
assist-tb-entry = { $entry ->
    [game] Game
    [forfeit-win] Won by forfeit
    [forfeit-loss] Lost by forfeit
    [pab] Pairing-allocated bye
    [half-bye] Half-point bye
    [full-bye] Full-point bye
    [zero-bye] Zero-point bye
   *[absent] Not paired
}
assist-tb-status = { $status ->
    [counted] yes
    [cut] cut
   *[not-counted] no
}

## Pairing check: a TRF file's round against the Dutch system (C.04.3). Players are start numbers.
assist-pair-same = Round { $round } is paired as the Dutch system pairs it: the same opponents, the same colours and the same pairing-allocated bye.
assist-pair-differs = Round { $round } is not paired as the Dutch system pairs it: { $n ->
    [one] one difference
   *[other] { $n } differences
}.
assist-pair-edition = { $edition ->
    [until-2026] Checked under the Dutch system (C.04.3) and the basic Swiss rules (C.04.1) in force until 31 January 2026, for events that began before 1 February 2026. Accelerated pairings are not applied.
   *[other] Checked under the Dutch system (C.04.3) and the basic Swiss rules (C.04.1) in force from 1 February 2026, without accelerated pairings. We do not hold the whole 2026 text of C.04.3; where it is missing, the check reads the rules as the FIDE-endorsed program bbpPairings 6.0.0 does: the PAB goes to the lowest scoregroup from which it can be given, and there to a player with as few unplayed games as possible; every bracket is paired so that the round can still be completed; an unplayed round that brought no points does not count as a downfloat.
}
assist-pair-diff-opponent = Player { $player }: paired with { $expected } by the Dutch system, with { $recorded } in the file.
assist-pair-diff-to-bye = Player { $player }: the pairing-allocated bye by the Dutch system, paired with { $recorded } in the file.
assist-pair-diff-from-bye = Player { $player }: paired with { $expected } by the Dutch system, the pairing-allocated bye in the file.
assist-pair-diff-colours = { $white } – { $black }: the same pair, but the Dutch system gives White to { $white } and the file gives it to { $black }.
assist-pair-diff-bye = { $kind ->
    [both] The pairing-allocated bye goes to { $expected } by the Dutch system, to { $recorded } in the file.
    [expected] The pairing-allocated bye goes to { $expected } by the Dutch system, to nobody in the file.
   *[recorded] The pairing-allocated bye goes to nobody by the Dutch system, to { $recorded } in the file.
}
# $points, $half: the bracket's score (2 and yes for 2.5); $residents, $mdps: start numbers ("3, 7") or "none".
assist-pair-bracket = The first difference arises in { $collapsed ->
    [yes] the last bracket, where all players left are paired together (A.9)
   *[no] the bracket of players scoring { $points }{ $half ->
        [yes] .5
       *[no] {""}
    }
}: { $residents }{ $mdps ->
    [none] {""}
   *[other] ; moved down from above (MDP): { $mdps }
}. The Dutch system chose candidate { $candidate } in the order of B.6–B.7 and D.1–D.3 (0 is the bracket as it stands, S1 against S2).
assist-pair-refused = { $kind ->
    [range] Round { $round } cannot be checked: choose a round after the first, up to { $recorded }, the last round the file records.
    [not-paired] Nobody is paired in round { $round } of the file: no game and no pairing-allocated bye.
    [unfinished] Round { $round } still has a game without a result, so the scores the next round is paired on are not known.
    [late] Player { $player } has no entry in round 1 but one in round { $round }: a late entry, paired by the event's regulations, which this check does not know.
    [no-colour] Round 1 records no colour, so the initial colour (E.5) cannot be read back.
    [too-many] { $players } players are paired in this round; the check handles at most { $limit }.
    [no-pairing] No pairing of this round meets the absolute criteria (C1–C3) with every player paired (C4).
   *[too-long] The Dutch system's search took more than { $limit } steps in this round, so no verdict is given rather than one based on a guess.
}
