### Engine `round-robin`: whom a player meets in a round of a round robin (C.05 Annex 1).
### Selector values: $colour is white|black; $odd is yes|no.

# An answer: the opponent's number ($opponent) and the colour the player has.
round-robin-game = { $colour ->
        [white] Player { $opponent }, with White
       *[black] Player { $opponent }, with Black
    }
# An answer: the player has no game (he meets the dummy of an odd field).
round-robin-bye = Nobody: he has no game in that round
# The question: $players in the field, $n the size of the table used (the next even number,
# mentioned when $odd is yes), player number $p, round $r.
round-robin-stem = Round robin with { $players } players, paired by the Berger tables (C.05 Annex 1) after the drawing of lots.{ $odd ->
        [yes] {" "}With { $players } players the table for { $n } is used.
       *[no] {""}
    } Whom does player number { $p } meet in round { $r }, and with which colour?
# The explanation starts with the round as printed ($line: "3-8, 4-2, 5-1, 6-7") …
round-robin-explanation = Round { $r } of the { $n }-player table is { $line }; the first number of each pair has White.
# … and goes on with the answer: no game against the dummy number $dummy …
round-robin-explanation-bye = Number { $dummy } is the dummy of the odd field, so player { $p }, paired with it, has no game.
# … or a game of player $p with $colour against $opponent.
round-robin-explanation-game = Player { $p } has { $colour ->
        [white] White
       *[black] Black
    } against player { $opponent }.
