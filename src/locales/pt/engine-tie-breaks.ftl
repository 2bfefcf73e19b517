### Engine `tie-breaks`: a Swiss crosstable and the tie-breaks of C.07 (2023) asked about it.
### $player, $a and $b are player codes (P1, P2, …); $score, $value, $full, $cut and $total are
### points written with fractions (3½, 10¼); $sum is a sum written out ("2 + 4½ = 6½").

# The setting above the crosstable: $players players, $rounds rounds (7–10 and 5–7).
tb-intro = Torneio suíço (sistema holandês), { $players } jogadores, { $rounds } rodadas, desempates pelo C.07 (2023). Tabela (R = rodada, br/pr = brancas/pretas, depois o adversário e o resultado do jogador; bye de emparceiramento = 1 ponto; bye de meio ponto = pedido pelo jogador, ½; W.O. = partida não jogada; pontuação final entre parênteses):
# One round of a player's line in the crosstable: round $round, colour $colour (white|black),
# opponent $opponent, the player's result $result (1, ½, 0).
tb-row-game = R{ $round } { $colour ->
    [white] br
   *[black] pr
} x { $opponent }: { $result }
# A game not played: the player's points $result (1 or 0).
tb-row-forfeit = R{ $round } x { $opponent }: { $result } (W.O.)
tb-row-pab = R{ $round } bye de emparceiramento: 1
tb-row-half-bye = R{ $round } bye de meio ponto: ½

tb-ask-bh = Quanto vale o Buchholz (BH) de { $player }?
tb-ask-bh-c1 = Quanto vale o Buchholz com corte do pior resultado (BH-C1) de { $player }?
tb-ask-sb = Quanto vale o Sonneborn-Berger (SB) de { $player }?
tb-ask-win-won = Quais são o número de vitórias (WIN) e o número de partidas vencidas (WON) de { $player }?
tb-ask-de = { $a } e { $b } são os únicos jogadores com pontuação { $score }. Qual deles o confronto direto (DE) coloca à frente?

# A term of a worked sum that stands for an unplayed round: the dummy opponent's score.
tb-term-dummy = { $score } (fictício)
# After the worked sum, when $player has unplayed rounds; $score is his own final score.
tb-dummy-note = Cada rodada não jogada de { $player } conta como partida contra um adversário fictício com a pontuação final do próprio { $player }, { $score } (C.07-16); o resultado é o que foi atribuído.
# The wrong methods, joined with "; " into $list of tb-mistakes.
tb-mistake-omit = deixar de fora as rodadas não jogadas dá { $value }
tb-mistake-virtual = o adversário virtual, abolido, dá { $value }
tb-mistake-forfeit = contar o W.O. como partida contra o adversário dá { $value }
tb-mistakes = Métodos errados: { $list }.
tb-explain-bh = O BH é a soma das pontuações finais dos adversários de { $player } (C.07-8.1): { $sum }.
# What Cut-1 drops ($value): the requested bye's contribution, or the lowest one.
tb-cut-bye = o corte 1 tira primeiro a contribuição do bye pedido, { $value } (C.07-14, C.07-16)
tb-cut-lowest = o corte 1 tira a menor contribuição, { $value } (C.07-14)
# $rule is tb-cut-bye or tb-cut-lowest; $full − $cut = $total.
tb-explain-bh-c1 = BH = { $sum } (C.07-8.1); { $rule }: { $full } − { $cut } = { $total }.
tb-explain-sb = O SB soma a pontuação final de cada adversário que { $player } venceu e metade da de cada um com quem empatou; derrotas não somam nada (C.07-9.1): { $sum }.

# An option: the numbers of wins $win and of games won $won.
tb-win-won = WIN { $win }, WON { $won }
# $otb and $unplayed: lists of rounds ("1, 4" or "—").
tb-explain-win-won = O WIN conta toda rodada pontuada como vitória, inclusive sem jogo (W.O., bye de emparceiramento) (C.07-7.1); o WON só as partidas vencidas no tabuleiro (C.07-7.2); empates e byes de meio ponto não entram em nenhum. Vitórias no tabuleiro: rodadas { $otb }; vitórias sem jogo: rodadas { $unplayed }. WIN { $win }, WON { $won }.

tb-de-first = { $player } fica à frente
tb-de-level = O DE não os separa: decide o critério seguinte
# The outcome of the game between the two tied players: $player won it, or it was drawn.
tb-de-won = { $player } venceu, então { $player } fica à frente.
tb-de-drawn = Foi empate, então o DE não os separa e decide o critério seguinte.
# $outcome is tb-de-won or tb-de-drawn.
tb-explain-de = O DE conta só as partidas entre os empatados (C.07-6); vale também no suíço. { $a } e { $b } são os únicos com pontuação { $score } e se enfrentaram na rodada { $round }. { $outcome }
