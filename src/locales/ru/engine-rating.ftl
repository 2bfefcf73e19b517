### Engine `rating`: rating changes, K factors and first ratings under B.02 (2024).
### $profile is newcomer|junior|adult|reached-2400: why the player has his K factor.

# The player, in brackets in a question.
rt-profile = { $profile ->
    [newcomer] недавно в рейтинг-листе, пока сыграно 12 рейтинговых партий
    [junior] в этом году исполняется 17 лет, больше 30 рейтинговых партий, рейтинг ниже 2300
    [adult] взрослый, больше 30 рейтинговых партий, опубликованный рейтинг никогда не достигал 2400
   *[reached-2400] взрослый, чей опубликованный рейтинг когда-то достигал 2400
}
# A number of hundredths as a decimal: $sign (+, − or nothing), $whole, $cents (two digits).
rt-hundredths = { $sign }{ $whole },{ $cents }

# One round of the player's event: round $round, the opponent's rating $rating, the score
# $score (1, ½, 0).
rt-game-rated = Т{ $round } { $rating }: { $score }
rt-game-unrated = Т{ $round } соперник без рейтинга: { $score }
rt-game-bye = Т{ $round } бай
# $own: the player's rating; $player: rt-profile; $rounds: his rounds, joined with "; ".
rt-ask-change = Швейцарский турнир с обсчётом рейтинга ФИДЕ (классика) закончился после 1 октября 2025 года. Игрок с рейтингом { $own } ({ $player }) других рейтинговых партий в этом периоде не играл. Его туры (рейтинг соперника: его результат): { $rounds }. Каково изменение его рейтинга?
# Opens the explanation when the event had a game against an unrated player or a bye.
rt-skip-unrated = Учитываются только партии с соперниками, имеющими рейтинг: партия с игроком без рейтинга и бай ничего не дают (B.02-8.3).
# How the difference is used: capped at 400 (rated below 2650) or real (2650 or more).
rt-cap-400 = разница больше 400 считается как 400, B.02-8.3.1
rt-cap-2650 = при рейтинге 2650 и выше берётся реальная разница, B.02-8.3.1 с 1 октября 2025 года
# $cap: rt-cap-400 or rt-cap-2650; $games: the games worked out; $total: ΣΔR; $raw: ΣΔR × K;
# $change: the rounded change (+14, −3).
rt-explain-change = В каждой партии ΔR = результат − PD по таблице 8.1.2 ({ $cap }): { $games }. ΣΔR = { $total }; K = { $k } (B.02-8.3.3); { $total } × { $k } = { $raw }, округление 0,5 от нуля (B.02-8.3.4): { $change }.

# $player: rt-profile; $games: rated games in the period (6–75).
rt-ask-k = Игрок ({ $player }) сыграл { $games } { $games ->
    [one] рейтинговую партию
    [few] рейтинговые партии
   *[other] рейтинговых партий
} (классика) за один рейтинговый период. Какой коэффициент K применяется к изменению его рейтинга за этот период?
rt-k-reason = { $profile ->
    [newcomer] K = 40, пока не сыграны турниры в сумме минимум на 30 партий
    [junior] K = 40 до конца года, в котором исполняется 18 лет, пока рейтинг ниже 2300
    [adult] K = 20, пока рейтинг ниже 2400
   *[reached-2400] K = 10, как только опубликованный рейтинг достиг 2400, даже если потом снизился
}
# The 700 cap: $base × $games = $product, over 700 (rt-k-capped) or not (rt-k-kept); $k the K used.
rt-k-capped = но { $base } × { $games } = { $product } больше 700, поэтому K — наибольшее целое с K × { $games } ≤ 700: { $k }
rt-k-kept = { $base } × { $games } = { $product } не больше 700, поэтому K остаётся { $k }
# $reason: rt-k-reason; $cap: rt-k-capped or rt-k-kept.
rt-explain-k = B.02-8.3.3: { $reason }; { $cap }.

rt-no-rating = Рейтинг не публикуется (ниже 1400)
# $opponents: the 8 ratings, joined with ", "; $score: points (5, 5½).
rt-ask-first = У игрока без рейтинга в пределах 26 месяцев 8 партий с соперниками, имеющими рейтинг ({ $opponents }), и результат { $score } из 8; первый турнир у него не нулевой. Какой первый рейтинг будет опубликован?
# Ru = Ra + dp gave $formula: above 2200 (capped) or below 1400 (none).
rt-first-capped = { $formula }, выше максимума: 2200 (B.02-8.2.3)
rt-first-none = { $formula }, ниже 1400, поэтому ничего не публикуется (B.02-7.1.4)
# $sum: the opponents' ratings; $total = $sum + 3600; $ra = $total / 10; $score: the points
# with the two draws; $pct and $dp from table 8.1.1 (+72, −43); $outcome: the rating, or
# rt-first-capped, or rt-first-none.
rt-explain-first = Добавляются два гипотетических соперника с рейтингом 1800 (B.02-8.2.2): Ra = ({ $sum } + 3600) / 10 = { $total } / 10 = { $ra }. Партии с ними считаются ничьими: { $score }/10 = { $pct }%, dp = { $dp } (таблица 8.1.1). Ru = Ra + dp = { $outcome }.
