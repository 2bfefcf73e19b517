### Engine `rating`: rating changes, K factors and first ratings under B.02 (2024).
### $profile is newcomer|junior|adult|reached-2400: why the player has his K factor.

# The player, in brackets in a question.
rt-profile = { $profile ->
    [newcomer] novo na lista de rating, com 12 partidas válidas para rating até agora
    [junior] faz 17 anos este ano, mais de 30 partidas válidas para rating, rating abaixo de 2300
    [adult] adulto, mais de 30 partidas válidas para rating, rating publicado nunca chegou a 2400
   *[reached-2400] adulto cujo rating publicado já chegou a 2400
}
# A number of hundredths as a decimal: $sign (+, − or nothing), $whole, $cents (two digits).
rt-hundredths = { $sign }{ $whole },{ $cents }

# One round of the player's event: round $round, the opponent's rating $rating, the score
# $score (1, ½, 0).
rt-game-rated = R{ $round } { $rating }: { $score }
rt-game-unrated = R{ $round } adversário sem rating: { $score }
rt-game-bye = R{ $round } bye
# $own: the player's rating; $player: rt-profile; $rounds: his rounds, joined with "; ".
rt-ask-change = Um suíço válido para rating FIDE clássico termina depois de 1º de outubro de 2025. Um jogador com rating { $own } ({ $player }) não joga outras partidas válidas para rating no período. Suas rodadas (rating do adversário: resultado dele): { $rounds }. Qual é a variação do rating dele?
# Opens the explanation when the event had a game against an unrated player or a bye.
rt-skip-unrated = Só contam as partidas contra adversários com rating: partida contra jogador sem rating e bye não somam nada (B.02-8.3).
# How the difference is used: capped at 400 (rated below 2650) or real (2650 or more).
rt-cap-400 = diferença acima de 400 conta como 400, B.02-8.3.1
rt-cap-2650 = com 2650 ou mais, usa a diferença real, B.02-8.3.1 desde 1º de outubro de 2025
# $cap: rt-cap-400 or rt-cap-2650; $games: the games worked out; $total: ΣΔR; $raw: ΣΔR × K;
# $change: the rounded change (+14, −3).
rt-explain-change = Por partida ΔR = resultado − PD da tabela 8.1.2 ({ $cap }): { $games }. ΣΔR = { $total }; K = { $k } (B.02-8.3.3); { $total } × { $k } = { $raw }, arredondado com 0,5 para longe de zero (B.02-8.3.4): { $change }.

# $player: rt-profile; $games: rated games in the period (6–75).
rt-ask-k = Um jogador ({ $player }) joga { $games } partidas válidas para rating clássico num período de rating. Qual fator K se usa na variação do rating dele nesse período?
rt-k-reason = { $profile ->
    [newcomer] K = 40 até completar torneios com pelo menos 30 partidas
    [junior] K = 40 até o fim do ano em que faz 18 anos, enquanto o rating estiver abaixo de 2300
    [adult] K = 20 enquanto o rating ficar abaixo de 2400
   *[reached-2400] K = 10 depois que um rating publicado chegou a 2400, mesmo que caia depois
}
# The 700 cap: $base × $games = $product, over 700 (rt-k-capped) or not (rt-k-kept); $k the K used.
rt-k-capped = mas { $base } × { $games } = { $product } passa de 700, então K passa a ser o maior inteiro com K × { $games } ≤ 700: { $k }
rt-k-kept = { $base } × { $games } = { $product } não passa de 700, então K continua { $k }
# $reason: rt-k-reason; $cap: rt-k-capped or rt-k-kept.
rt-explain-k = B.02-8.3.3: { $reason }; { $cap }.

rt-no-rating = Nenhum rating é publicado (abaixo de 1400)
# $opponents: the 8 ratings, joined with ", "; $score: points (5, 5½).
rt-ask-first = Um jogador sem rating tem, dentro da janela de 26 meses, 8 partidas contra adversários com rating ({ $opponents }) e fez { $score } de 8; o primeiro torneio dele não foi de zero ponto. Que primeiro rating será publicado?
# Ru = Ra + dp gave $formula: above 2200 (capped) or below 1400 (none).
rt-first-capped = { $formula }, acima do máximo: 2200 (B.02-8.2.3)
rt-first-none = { $formula }, abaixo de 1400, então nada é publicado (B.02-7.1.4)
# $sum: the opponents' ratings; $total = $sum + 3600; $ra = $total / 10; $score: the points
# with the two draws; $pct and $dp from table 8.1.1 (+72, −43); $outcome: the rating, or
# rt-first-capped, or rt-first-none.
rt-explain-first = Somam-se dois adversários hipotéticos de rating 1800 (B.02-8.2.2): Ra = ({ $sum } + 3600) / 10 = { $total } / 10 = { $ra }. As partidas contra eles contam como empates: { $score }/10 = { $pct }%, dp = { $dp } (tabela 8.1.1). Ru = Ra + dp = { $outcome }.
