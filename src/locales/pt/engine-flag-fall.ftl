### Motor `flag-fall` (ver en/engine-flag-fall.ftl para as variáveis).

flag-fall-option-win = Vitória { $opponent ->
    [white] das brancas
   *[black] das pretas
} por tempo: { $opponent ->
    [white] as brancas
   *[black] as pretas
} podem dar xeque-mate com alguma série de lances legais
flag-fall-option-draw = Empate pelo 6.9: a queda de seta conta, mas { $opponent ->
    [white] as brancas
   *[black] as pretas
} não podem dar xeque-mate com nenhuma série de lances legais
flag-fall-option-dead = Empate: a partida já tinha terminado numa posição morta antes da queda de seta (5.2.2)
flag-fall-option-stalemate = Empate: { $flagger ->
    [white] as brancas
   *[black] as pretas
} estão afogadas, então a partida já tinha terminado antes da queda de seta (5.2.1)

flag-fall-event-seen = A seta { $flagger ->
    [white] das brancas
   *[black] das pretas
} cai e o árbitro vê.
flag-fall-event-called = O árbitro vê a seta { $flagger ->
    [white] das brancas
   *[black] das pretas
} cair e anuncia-o na hora.
flag-fall-event-claim = A seta { $flagger ->
    [white] das brancas
   *[black] das pretas
} cai; { $flagger ->
    [white] as pretas
   *[black] as brancas
} pausam o relógio e reivindicam a vitória por tempo.
flag-fall-no-claim = Ninguém reivindicou nada antes da queda de seta.
flag-fall-to-move = O diagrama mostra a posição no tabuleiro; jogam { $flagger ->
    [white] as brancas
   *[black] as pretas
}.
flag-fall-question = Qual é o resultado?

flag-fall-rule-claim = Pelo A.5.3, a reivindicação de vitória por tempo dá empate se o reivindicante não puder dar xeque-mate com nenhuma série de lances legais; senão o reivindicante vence (o 6.9 usa o mesmo critério).
flag-fall-rule = Pelo 6.9 quem deixa a seta cair perde, salvo se o adversário não puder dar xeque-mate com nenhuma série de lances legais: então é empate. As peças de quem deixou a seta cair contam: a série pode ser tão cooperativa quanto se queira.

flag-fall-stalemate = Mas { $flagger ->
    [white] as brancas
   *[black] as pretas
} não têm lance legal e não estão em xeque: afogamento, que terminou a partida na hora (5.2.1), antes da queda de seta.
flag-fall-win = Aqui { $flagger ->
    [white] as brancas
   *[black] as pretas
} podem levar mate, se preciso com a ajuda delas mesmas. Por exemplo: { $line }. Logo, vitória { $flagger ->
    [white] das pretas
   *[black] das brancas
}.
flag-fall-draw = A posição não é morta, pois { $flagger ->
    [white] as brancas
   *[black] as pretas
} ainda poderiam dar mate (por exemplo: { $line }); a partida continuava e a queda de seta conta: empate.
flag-fall-dead = Nenhum lado pode dar mate, então a posição é morta: a partida terminou empatada assim que ela surgiu (5.2.2), e a queda de seta não muda nada.

flag-fall-lone-knight = { $side ->
    [white] As brancas
   *[black] As pretas
} têm um cavalo sozinho contra o rei sozinho: nenhuma posição com esse material é mate.
flag-fall-same-coloured-bishops = Além dos reis só há bispos, todos em casas da mesma cor: o rei em xeque sempre tem uma casa livre da outra cor, então { $side ->
    [white] as brancas
   *[black] as pretas
} nunca dão mate.
flag-fall-exhausted = Façam o que fizerem os dois jogadores, { $side ->
    [white] as brancas
   *[black] as pretas
} nunca podem dar mate: as { $n } posições que ainda podem surgir foram examinadas e nenhuma é esse mate.
