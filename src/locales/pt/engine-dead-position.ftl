### Motor `game-end` (ver en/engine-dead-position.ftl para as variáveis).

dead-position-question = Partida em andamento: o diagrama mostra a posição no tabuleiro; jogam { $side ->
    [white] as brancas
   *[black] as pretas
}. Nenhuma seta caiu e ninguém reivindicou nada. A posição é morta pelo 5.2.2?

dead-position-option-dead = Morta: nenhum lado pode dar xeque-mate com nenhuma série de lances legais, então a partida está empatada (5.2.2)
dead-position-option-one = Não é morta: { $side ->
    [white] as brancas
   *[black] as pretas
} ainda podem dar xeque-mate com alguma série de lances legais ({ $side ->
    [white] as pretas
   *[black] as brancas
} não)
dead-position-option-both = Não é morta: os dois lados ainda podem dar xeque-mate com alguma série de lances legais

dead-position-rule = A posição é morta quando nenhum jogador pode dar xeque-mate no outro com nenhuma série de lances legais, por mais cooperativa que seja; a partida termina na hora empatada (5.2.2). Não importa se o mate pode ser forçado.
dead-position-bishops = Além dos reis só há bispos, todos em casas da mesma cor: o rei em xeque sempre tem uma casa livre da outra cor, então nenhum lado jamais dá mate.

dead-position-can-mate = { $side ->
    [white] As brancas
   *[black] As pretas
} podem dar mate, por exemplo: { $line }.
dead-position-lone-knight = { $side ->
    [white] As brancas
   *[black] As pretas
} têm um cavalo sozinho contra o rei sozinho, que nunca dá mate.
dead-position-same-coloured-bishops = { $side ->
    [white] As brancas
   *[black] As pretas
} não podem dar mate: além dos reis só há bispos, todos em casas da mesma cor, e o rei em xeque sempre tem uma casa livre da outra cor.
dead-position-exhausted = Façam o que fizerem os jogadores, { $side ->
    [white] as brancas
   *[black] as pretas
} nunca podem dar mate: as { $n } posições que ainda podem surgir foram examinadas.
