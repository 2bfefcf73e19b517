### Engine `rating`: rating changes, K factors and first ratings under B.02 (2024).
### $profile is newcomer|junior|adult|reached-2400: why the player has his K factor.

# The player, in brackets in a question.
rt-profile = { $profile ->
    [newcomer] new to the rating list, 12 rated games completed so far
    [junior] turns 17 this year, over 30 rated games, rated under 2300
    [adult] adult, over 30 rated games, published rating never 2400 or more
   *[reached-2400] adult whose published rating once reached 2400
}
# A number of hundredths as a decimal: $sign (+, − or nothing), $whole, $cents (two digits).
rt-hundredths = { $sign }{ $whole }.{ $cents }

# One round of the player's event: round $round, the opponent's rating $rating, the score
# $score (1, ½, 0).
rt-game-rated = R{ $round } { $rating }: { $score }
rt-game-unrated = R{ $round } unrated opponent: { $score }
rt-game-bye = R{ $round } bye
# $own: the player's rating; $player: rt-profile; $rounds: his rounds, joined with "; ".
rt-ask-change = A FIDE standard-rated Swiss ends after 1 October 2025. A player rated { $own } ({ $player }) plays no other rated games in the rating period. His rounds (opponent's rating: his score): { $rounds }. What is his rating change?
# Opens the explanation when the event had a game against an unrated player or a bye.
rt-skip-unrated = Only games against rated opponents count: a game against an unrated player and a bye add nothing (B.02-8.3).
# How the difference is used: capped at 400 (rated below 2650) or real (2650 or more).
rt-cap-400 = a difference above 400 counts as 400, B.02-8.3.1
rt-cap-2650 = rated 2650 or more, he uses the real difference, B.02-8.3.1 from 1 October 2025
# $cap: rt-cap-400 or rt-cap-2650; $games: the games worked out; $total: ΣΔR; $raw: ΣΔR × K;
# $change: the rounded change (+14, −3).
rt-explain-change = Per game ΔR = score − PD from table 8.1.2 ({ $cap }): { $games }. ΣΔR = { $total }; K = { $k } (B.02-8.3.3); { $total } × { $k } = { $raw }, rounded .5 away from zero (B.02-8.3.4): { $change }.

# $player: rt-profile; $games: rated games in the period (6–75).
rt-ask-k = A player ({ $player }) plays { $games } standard-rated games in one rating period. Which K factor is used for his rating change in that period?
rt-k-reason = { $profile ->
    [newcomer] K = 40 until events with at least 30 games are completed
    [junior] K = 40 until the end of the year of the 18th birthday while rated under 2300
    [adult] K = 20 while the rating stays under 2400
   *[reached-2400] K = 10 once a published rating has reached 2400, even if it drops later
}
# The 700 cap: $base × $games = $product, over 700 (rt-k-capped) or not (rt-k-kept); $k the K used.
rt-k-capped = but { $base } × { $games } = { $product } exceeds 700, so K becomes the largest whole number with K × { $games } ≤ 700: { $k }
rt-k-kept = { $base } × { $games } = { $product } does not exceed 700, so K stays { $k }
# $reason: rt-k-reason; $cap: rt-k-capped or rt-k-kept.
rt-explain-k = B.02-8.3.3: { $reason }; { $cap }.

rt-no-rating = No rating is published (below 1400)
# $opponents: the 8 ratings, joined with ", "; $score: points (5, 5½).
rt-ask-first = An unrated player has, within the 26-month window, 8 games against rated opponents ({ $opponents }) and a score of { $score } out of 8; his first event was not a zero score. What first rating will be published?
# Ru = Ra + dp gave $formula: above 2200 (capped) or below 1400 (none).
rt-first-capped = { $formula }, above the maximum: 2200 (B.02-8.2.3)
rt-first-none = { $formula }, below 1400, so nothing is published (B.02-7.1.4)
# $sum: the opponents' ratings; $total = $sum + 3600; $ra = $total / 10; $score: the points
# with the two draws; $pct and $dp from table 8.1.1 (+72, −43); $outcome: the rating, or
# rt-first-capped, or rt-first-none.
rt-explain-first = Add two hypothetical opponents rated 1800 (B.02-8.2.2): Ra = ({ $sum } + 3600) / 10 = { $total } / 10 = { $ra }. Their games count as draws: { $score }/10 = { $pct }%, dp = { $dp } (table 8.1.1). Ru = Ra + dp = { $outcome }.
