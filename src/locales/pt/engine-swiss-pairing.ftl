### O motor swiss-pairing: emparceirar à mão a 2ª ou a 3ª rodada de um suíço pequeno (sistema
### holandês, C.04.3). Números de emparceiramento, pontos e listas de jogadores chegam como
### texto ("1, 5", "1½", "1–4, 2–5"); $colour é white|black.

# O bye de emparceiramento no fim de uma opção: "bye: 8" ($player: o número do jogador).
swiss-pairing-bye = bye: { $player }
# Uma partida na tabela de resultados: "R1 br x 4: 1" ($round: a rodada; $colour: a cor do
# jogador; $opponent: o número do adversário; $points: os pontos do jogador).
swiss-pairing-table-game = R{ $round } { $colour ->
    [white] br
   *[black] pr
} x { $opponent }: { $points }
# Um bye de emparceiramento na tabela de resultados: "R2 bye: 1".
swiss-pairing-table-bye = R{ $round } bye: 1
# A cor sorteada para o jogador 1, como o enunciado a nomeia.
swiss-pairing-initial = { $colour ->
    [white] brancas
   *[black] pretas
}
# As regras que a questão aplica, dentro da introdução ($edition: until-2026 ou 2026).
swiss-pairing-edition = { $edition ->
    [until-2026] regras em vigor até 31 de janeiro de 2026
   *[other] regras em vigor desde 1º de fevereiro de 2026
}
# A primeira parte da pergunta, antes da tabela ($players, $rounds: números; $initial:
# swiss-pairing-initial).
swiss-pairing-intro = Torneio suíço, sistema holandês (C.04.3, { $rules }), { $players } { $players ->
    [one] jogador
   *[other] jogadores
}, { $rounds } { $rounds ->
    [one] rodada
   *[other] rodadas
}; o bye de emparceiramento vale 1 ponto. Os números de emparceiramento seguem o rating; a cor inicial sorteada para o jogador 1: { $initial }. Resultados até agora (número, rating, [pontos]; R = rodada, br/pr = cor, adversário: resultado):
# A pergunta, depois da tabela ($round: a rodada pedida).
swiss-pairing-ask = Qual é o emparceiramento correto da { $round }ª rodada (brancas primeiro)?

# A explicação abre com o método...
swiss-pairing-method = Emparceiram-se os grupos de pontuação de cima para baixo (C.04.3): em cada grupo S1 é a metade de cima e S2 a de baixo; só se usa transposição ou troca quando S1 contra S2 viola um critério (revanche, cores C3) ou há candidato melhor; quem sobra desce (MDP).
# ...percorre os grupos (abaixo), dá as regras de cores...
swiss-pairing-colours = Cores pelo { $colour_rules }: as duas preferências se possível, senão a mais forte, senão alternar a partir da última vez em que tiveram cores diferentes (sem contar rodadas não jogadas), senão a preferência do jogador mais bem classificado (pontos, depois número).
# ...e dá a resposta ($pairing: a opção correta).
swiss-pairing-result = { $round }ª rodada: { $pairing }.

# Jogadores descidos que entram num grupo, depois dos residentes: " + MDP 3, 5" (começa com espaço).
swiss-pairing-moved = {" "}+ MDP { $players }
# Como se acharam os pares de um grupo: $way é first (S1 contra S2 sem mudança) ou altered.
swiss-pairing-how = { $way ->
    [first] S1 contra S2 na ordem
   *[altered] após transposições/trocas ({ $exchanges })
}
# Os jogadores que um grupo deixa sem par, depois dos pares.
swiss-pairing-left-unpaired = ; sem par: { $players }
# Depois de um grupo que fundiu os inferiores (começa com espaço).
swiss-pairing-collapsed = {" "}(grupos inferiores fundidos, A.9)
# Um grupo do raciocínio: $score, a pontuação dos residentes; $residents; $moved,
# swiss-pairing-moved ou nada; $collapsed, swiss-pairing-collapsed ou nada; $s1, $s2, os
# subgrupos; $how, swiss-pairing-how; $pairs, "1–4, 2–5"; $unpaired, swiss-pairing-left-unpaired
# ou nada.
swiss-pairing-bracket = • { $score }: { $residents }{ $moved }{ $collapsed }; S1 = { $s1 }, S2 = { $s2 }; { $how }: { $pairs }{ $unpaired }.
# Um grupo em que ninguém pode ser emparceirado: os $floaters descem.
swiss-pairing-bracket-unpaired = • { $score }: { $residents }{ $moved }{ $collapsed }: nenhum par possível; { $floaters } desce.

# Por que uma opção errada está errada. $option: a opção; $player, $a, $b: números de jogadores.
swiss-pairing-mistake-rematch = { $option }: { $a } e { $b } já se enfrentaram na { $round }ª rodada; não há revanche ({ $ref }).
swiss-pairing-mistake-colours-absolute = { $option }: cores invertidas; { $player } tem preferência de cor absoluta e violaria o limite de ±2 ou de três cores iguais seguidas ({ $ref }).
swiss-pairing-mistake-colours = { $option }: cores invertidas; as regras de atribuição dão a { $player } a cor preferida ({ $colour_rules }).
swiss-pairing-mistake-ignores-scores = { $option }: emparceirado pela ordem de rating, como se a pontuação não importasse ({ $ref }).
swiss-pairing-mistake-top-against-next = { $option }: cada grupo de pontuação emparceirado do primeiro com o seguinte; o sistema holandês emparceira S1 contra S2.
swiss-pairing-mistake-second-bye = { $option }: { $player } já recebeu o bye de emparceiramento e não pode receber outro ({ $ref }).
