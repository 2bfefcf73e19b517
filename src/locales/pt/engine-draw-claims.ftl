### Motor `draw-claims`: repetição e regras dos 50/75 lances (9.2, 9.3, 9.6), reclamações (9.5).
### Variáveis: ver en/engine-draw-claims.ftl.

-draw-claims-same = mesmo jogador a mover, mesmos direitos de roque e de en passant

draw-claims-nth-time = { $n ->
    [3] pela terceira vez
    [4] pela quarta vez
   *[5] pela quinta vez
}
draw-claims-times = { $n ->
    [2] duas vezes
    [3] três vezes
   *[4] quatro vezes
}
draw-claims-moves = { $n } lances

draw-claims-stem-repetition = { $setting }. A mesma posição ({ -draw-claims-same }) acaba de surgir { $nth } na partida; as ocorrências não foram todas seguidas. Nenhum jogador disse nada. O que se aplica?
draw-claims-stem-moves = { $setting }. Os últimos { $moves } de cada jogador foram completados sem movimento de peão e sem captura; o último lance não deu mate. Nenhum jogador disse nada. O que se aplica?
draw-claims-stem-repetition-claim = { $setting }. { $side ->
    [white] As brancas
   *[black] As pretas
}, com a vez de jogar, pausam o relógio e reclamam empate por repetição. O árbitro confere as planilhas: a posição que acaba de surgir ({ -draw-claims-same }) ocorreu { $times } na partida, contando esta. O que o árbitro decide?
draw-claims-stem-fifty-claim = { $setting }. { $side ->
    [white] As brancas
   *[black] As pretas
}, com a vez de jogar, pausam o relógio e reclamam empate pela regra dos 50 lances. O árbitro confere as planilhas: os últimos { $moves } de cada jogador foram completados sem movimento de peão nem captura. O que o árbitro decide?

draw-claims-incorrect = { $gets }; a reclamação é incorreta e o jogo continua
draw-claims-claim-only = Nada acontece se o jogador com a vez não reclamar empate (9.2); o árbitro não intervém
draw-claims-automatic = A partida está empatada: o árbitro deve intervir e declarar o empate sem reclamação ({ $article })
draw-claims-at-third = O árbitro deve declarar empate assim que uma posição surge pela terceira vez
draw-claims-consecutive = Nada: só conta a repetição em lances seguidos, e estas não foram seguidas
draw-claims-not-yet = O jogo continua: ainda não se pode reclamar empate pela regra dos 50 lances (9.3)
draw-claims-claimable = O jogador com a vez pode reclamar empate (9.3); sem reclamação o jogo continua
draw-claims-at-fifty = A partida empata automaticamente após 50 lances assim: o árbitro deve intervir
draw-claims-correct = Empate: a reclamação é correta ({ $article })
draw-claims-needs-fivefold = Incorreta: só a repetição quíntupla empata (9.6.1); o jogo continua
draw-claims-needs-75 = Incorreta: são necessários 75 lances (9.6.2); o jogo continua

draw-claims-explain-fivefold = Uma posição que surge { $nth } encerra a partida empatada por si só (9.6.1): as ocorrências não precisam ser seguidas, não é preciso reclamar, e o árbitro deve intervir e declarar o empate.
draw-claims-explain-repetition = Uma posição que surge { $nth } permite a reclamação do jogador com a vez (9.2.2), mesmo sem lances seguidos; sem reclamação a partida continua. Só a quinta ocorrência encerra a partida por si só (9.6.1).
draw-claims-explain-not-yet = Só { $moves } de cada: a reclamação exige os últimos 50 lances de cada jogador sem movimento de peão nem captura (9.3), então o jogo segue; com 75 a partida terminaria por si só (9.6.2).
draw-claims-explain-claimable = { $moves } de cada são pelo menos 50, então o jogador com a vez pode reclamar empate (9.3.2), mas é uma reclamação, não um empate automático: sem ela o jogo segue até os 75 lances (9.6.2).
draw-claims-explain-75 = { $moves } de cada jogador sem movimento de peão nem captura encerram a partida empatada por si sós, salvo se o último lance deu mate (9.6.2); o árbitro deve intervir e declarar o empate.
draw-claims-explain-repetition-count = A posição ocorreu { $times }; a reclamação exige pelo menos três ocorrências (9.2.2).
draw-claims-explain-fifty-count = Foram { $moves } de cada; a reclamação exige pelo menos 50 (9.3.2).
draw-claims-explain-correct = A reclamação é correta, então a partida termina empatada na hora (9.5.2).
draw-claims-explain-incorrect = A reclamação é incorreta: { $other ->
    [white] as brancas
   *[black] as pretas
} recebem { $n } { $n ->
    [one] minuto
   *[other] minutos
} a mais e o jogo continua (9.5.3).{ $pace ->
    [standard] {""}
    [rapid] {" "}No rápido a penalidade é de 1 minuto em vez de 2 (A.3).
   *[blitz] {" "}No blitz sem supervisão total o B.3 aplica o A.3: 1 minuto em vez de 2.
} Os 3 minutos de 2009 não valem mais.
