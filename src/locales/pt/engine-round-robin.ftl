### Motor `round-robin` (variáveis e seletores: ver en/engine-round-robin.ftl).

round-robin-game = { $colour ->
        [white] O jogador { $opponent }, de brancas
       *[black] O jogador { $opponent }, de pretas
    }
round-robin-bye = Ninguém: ele não joga nessa rodada
round-robin-stem = Round-robin de { $players } jogadores, emparceirado pelas tabelas de Berger (C.05, Anexo 1) após o sorteio.{ $odd ->
        [yes] {" "}Com { $players } jogadores usa-se a tabela de { $n }.
       *[no] {""}
    } Quem o jogador número { $p } enfrenta na { $r }ª rodada e com qual cor?
round-robin-explanation = A { $r }ª rodada da tabela de { $n } é { $line }; o primeiro número de cada par joga de brancas.
round-robin-explanation-bye = O número { $dummy } é fictício no torneio com número ímpar, então o jogador { $p }, emparceirado com ele, não joga.
round-robin-explanation-game = O jogador { $p } joga de { $colour ->
        [white] brancas
       *[black] pretas
    } contra o jogador { $opponent }.
