### The swiss-pairing engine: pair round 2 or 3 of a small Swiss (Dutch system, C.04.3) by hand.
### Pairing numbers, points and lists of players come in as text ("1, 5", "1½", "1–4, 2–5");
### $colour is white|black.

# The pairing-allocated bye at the end of an option: "bye: 8" ($player: its pairing number).
swiss-pairing-bye = bye: { $player }
# One game in the results table: "R1 W vs 4: 1" ($round: the round; $colour: the player's;
# $opponent: the opponent's pairing number; $points: the player's points).
swiss-pairing-table-game = R{ $round } { $colour ->
    [white] W
   *[black] B
} vs { $opponent }: { $points }
# A pairing-allocated bye in the results table: "R2 bye: 1".
swiss-pairing-table-bye = R{ $round } bye: 1
# The colour drawn by lot for player 1, as the stem names it.
swiss-pairing-initial = { $colour ->
    [white] White
   *[black] Black
}
# The rules a question applies, inside the intro ($edition: until-2026 or 2026).
swiss-pairing-edition = { $edition ->
    [until-2026] rules in force until 31 January 2026
   *[other] rules in force from 1 February 2026
}
# The first part of the question, before the results table ($players, $rounds: numbers;
# $initial: swiss-pairing-initial).
swiss-pairing-intro = Swiss tournament, Dutch system (C.04.3, { $rules }), { $players } { $players ->
    [one] player
   *[other] players
}, { $rounds } { $rounds ->
    [one] round
   *[other] rounds
}; the pairing-allocated bye scores 1 point. Pairing numbers follow the ratings; the initial colour drawn by lot is { $initial } for player 1. Results so far (pairing number, rating, [score]; R = round, W/B = colour, opponent: result):
# The question, after the results table ($round: the round asked).
swiss-pairing-ask = Which is the correct pairing of round { $round } (White first)?

# The explanation opens with the method...
swiss-pairing-method = Pair the score groups from the top (C.04.3): in each bracket S1 is the upper half, S2 the lower; a transposition or exchange is used only when S1 against S2 breaks a criterion (no rematch, C3 colours) or a better candidate exists; players left over move down (MDP).
# ...goes through the brackets (below), states the colour rules...
swiss-pairing-colours = Colours by { $colour_rules }: both preferences if possible, else the stronger, else alternate from the last time they had different colours (unplayed rounds left out), else the preference of the player ranked higher (score, then number).
# ...and gives the answer ($pairing: the correct option).
swiss-pairing-result = Round { $round }: { $pairing }.

# Moved-down players joining a bracket, after its residents: " + MDP 3, 5" (it starts with a space).
swiss-pairing-moved = {" "}+ MDP { $players }
# How a bracket's pairs were found: $way is first (S1 against S2 unchanged) or altered.
swiss-pairing-how = { $way ->
    [first] S1 against S2 as they stand
   *[altered] after transpositions/exchanges ({ $exchanges })
}
# The players a bracket leaves unpaired, after its pairs.
swiss-pairing-left-unpaired = ; left unpaired: { $players }
# After a bracket that collapsed the lower ones (it starts with a space).
swiss-pairing-collapsed = {" "}(lower groups collapsed, A.9)
# One bracket of the working: $score, the residents' score; $residents; $moved,
# swiss-pairing-moved or nothing; $collapsed, swiss-pairing-collapsed or nothing; $s1, $s2, the
# subgroups; $how, swiss-pairing-how; $pairs, "1–4, 2–5"; $unpaired, swiss-pairing-left-unpaired
# or nothing.
swiss-pairing-bracket = • { $score }: { $residents }{ $moved }{ $collapsed }; S1 = { $s1 }, S2 = { $s2 }; { $how }: { $pairs }{ $unpaired }.
# A bracket where nobody can be paired: its $floaters move down.
swiss-pairing-bracket-unpaired = • { $score }: { $residents }{ $moved }{ $collapsed }: no legal pair; { $floaters } moves down.

# Why a wrong option is wrong. $option: the option; $player, $a, $b: pairing numbers.
swiss-pairing-mistake-rematch = { $option }: { $a } and { $b } already met in round { $round }; no rematch ({ $ref }).
swiss-pairing-mistake-colours-absolute = { $option }: colours reversed; { $player } has an absolute colour preference and would break the ±2 or three-in-a-row limit ({ $ref }).
swiss-pairing-mistake-colours = { $option }: colours reversed; the allocation rules give { $player } his preferred colour ({ $colour_rules }).
swiss-pairing-mistake-ignores-scores = { $option }: paired by rating order as if the scores did not matter ({ $ref }).
swiss-pairing-mistake-top-against-next = { $option }: each score group paired top against next; the Dutch system pairs S1 against S2.
swiss-pairing-mistake-second-bye = { $option }: { $player } already had the pairing-allocated bye and may not get another ({ $ref }).
