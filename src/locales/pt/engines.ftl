### Palavras comuns aos motores de regras (ver en/engines.ftl para os seletores).

pace-game = { $pace ->
    [standard] partida clássica
    [rapid] partida rápida
   *[blitz] partida de blitz
}
clock = { $inc ->
    [0] { $base } min, sem incremento
   *[other] { $base } min + { $inc } s por lance
}
setting = { $game }, { $clock }
setting-few-arbiters = { $game }, { $clock }, um árbitro para vários tabuleiros (aplica-se o { $appendix })
extra-minutes = { $side ->
    [white] As brancas
   *[black] As pretas
} recebem { $n } { $n ->
    [one] minuto
   *[other] minutos
} a mais
draw-cannot-mate = Empate: { $side ->
    [white] as brancas
   *[black] as pretas
} não podem dar mate com nenhuma série de lances legais
unit = { $count ->
    [1] { $unit ->
        [pawn] peão
        [knight] cavalo
        [bishop-light] bispo de casas claras
        [bishop-dark] bispo de casas escuras
        [rook] torre
       *[queen] dama
    }
   *[2] { $unit ->
        [pawn] dois peões
        [knight] dois cavalos
        [bishop-light] dois bispos de casas claras
        [bishop-dark] dois bispos de casas escuras
        [rook] duas torres
       *[queen] duas damas
    }
}
king = rei
king-only = só o rei
list-and = { $init } e { $last }
