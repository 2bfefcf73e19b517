### Engine `tie-breaks`: a Swiss crosstable and the tie-breaks of C.07 (2023) asked about it.
### $player, $a and $b are player codes (P1, P2, …); $score, $value, $full, $cut and $total are
### points written with fractions (3½, 10¼); $sum is a sum written out ("2 + 4½ = 6½").

# The setting above the crosstable: $players players, $rounds rounds (7–10 and 5–7).
tb-intro = Swiss tournament (Dutch system), { $players } players, { $rounds } rounds, tie-breaks under C.07 (2023). Crosstable (R = round, W/B = colour, then the opponent and the player's result; PAB = pairing-allocated bye, 1 point; half-point bye = requested by the player, ½; forfeit = no game played; final score in brackets):
# One round of a player's line in the crosstable: round $round, colour $colour (white|black),
# opponent $opponent, the player's result $result (1, ½, 0).
tb-row-game = R{ $round } { $colour ->
    [white] W
   *[black] B
} vs { $opponent }: { $result }
# A game not played: the player's points $result (1 or 0).
tb-row-forfeit = R{ $round } vs { $opponent }: { $result } (forfeit)
tb-row-pab = R{ $round } PAB: 1
tb-row-half-bye = R{ $round } half-point bye: ½

tb-ask-bh = What is { $player }'s Buchholz (BH)?
tb-ask-bh-c1 = What is { $player }'s Buchholz Cut-1 (BH-C1)?
tb-ask-sb = What is { $player }'s Sonneborn-Berger score (SB)?
tb-ask-win-won = What are { $player }'s number of wins (WIN) and number of games won (WON)?
tb-ask-de = { $a } and { $b } are the only players on a score of { $score }. Which of the two does Direct Encounter (DE) rank higher?

# A term of a worked sum that stands for an unplayed round: the dummy opponent's score.
tb-term-dummy = { $score } (dummy)
# After the worked sum, when $player has unplayed rounds; $score is his own final score.
tb-dummy-note = Each unplayed round of { $player } counts as a game against a dummy opponent with { $player }'s own final score, { $score } (C.07-16); the result is the points awarded.
# The wrong methods, joined with "; " into $list of tb-mistakes.
tb-mistake-omit = leaving the unplayed rounds out gives { $value }
tb-mistake-virtual = the abolished virtual opponent gives { $value }
tb-mistake-forfeit = counting the forfeit as a game against its opponent gives { $value }
tb-mistakes = Wrong methods: { $list }.
tb-explain-bh = BH is the sum of the final scores of { $player }'s opponents (C.07-8.1): { $sum }.
# What Cut-1 drops ($value): the requested bye's contribution, or the lowest one.
tb-cut-bye = Cut-1 drops the requested bye's contribution first, { $value } (C.07-14, C.07-16)
tb-cut-lowest = Cut-1 drops the lowest contribution, { $value } (C.07-14)
# $rule is tb-cut-bye or tb-cut-lowest; $full − $cut = $total.
tb-explain-bh-c1 = BH = { $sum } (C.07-8.1); { $rule }: { $full } − { $cut } = { $total }.
tb-explain-sb = SB adds the final score of every opponent { $player } beat and half the score of every opponent { $player } drew with; losses add nothing (C.07-9.1): { $sum }.

# An option: the numbers of wins $win and of games won $won.
tb-win-won = WIN { $win }, WON { $won }
# $otb and $unplayed: lists of rounds ("1, 4" or "—").
tb-explain-win-won = WIN counts every round scored as a win, unplayed ones (forfeit win, PAB) included (C.07-7.1); WON counts only the games won at the board (C.07-7.2); draws and half-point byes are neither. Won at the board: rounds { $otb }; unplayed wins: rounds { $unplayed }. WIN { $win }, WON { $won }.

tb-de-first = { $player } ranks higher
tb-de-level = DE leaves them level: the next tie-break decides
# The outcome of the game between the two tied players: $player won it, or it was drawn.
tb-de-won = { $player } won it, so { $player } ranks higher.
tb-de-drawn = It was drawn, so DE leaves them level and the next tie-break decides.
# $outcome is tb-de-won or tb-de-drawn.
tb-explain-de = DE counts only the games among the tied players (C.07-6); it applies in a Swiss too. { $a } and { $b } are the only players on a score of { $score }, and they met in round { $round }. { $outcome }
