### The arbiter's assistant (/assist, /api/assist/*): answers to incidents at the board and
### calculations on the event. $flagger, $opponent, $offender, $late, $other, $player are
### white|black; $pace is standard|rapid|blitz.

assist-error-field = O campo `{ $field }` está faltando ou tem um valor que não pode ser lido.
assist-error-empty = Nada a decidir: o pedido não traz nenhum dos campos que esta ferramenta lê.

## Flag fall (6.9, 5.2, A.5.3, A.5.5, Guidelines III)

assist-error-fen = Não foi possível ler essa posição: { $detail }
assist-flag-error-turn = O lado cuja seta caiu tem de ser o lado que joga (o relógio dele estava correndo), mas nesta posição é o outro lado que está em xeque. Confira a posição.
assist-flag-error-material = Não foi possível ler o material { $side ->
    [white] das brancas
   *[black] das pretas
} “{ $text }”. Escreva as peças com as letras K Q R B N P (notação inglesa), por exemplo KRP (no máximo um rei, oito peões e quinze unidades).
assist-flag-error-placement = Não foi possível montar nenhuma posição legal com esse material. Informe a posição em FEN.
assist-flag-turn-set = Posição lida com a vez { $flagger ->
    [white] das brancas
   *[black] das pretas
}: o relógio do jogador cuja seta caiu estava correndo.
assist-flag-mated = { $flagger ->
    [white] As brancas
   *[black] As pretas
} estão em xeque-mate nesta posição: a partida terminou com o mate (5.1.1), antes da queda de seta.
assist-flag-headline = { $outcome ->
    [win] Vitória { $opponent ->
        [white] das brancas
       *[black] das pretas
    } por tempo
    [draw] Empate: { $opponent ->
        [white] as brancas
       *[black] as pretas
    } não podem dar xeque-mate
    [dead] Empate: a posição já estava morta
    [stalemate] Empate: afogamento antes da queda de seta
   *[mated] { $opponent ->
        [white] As brancas
       *[black] As pretas
    } já tinham vencido por xeque-mate
}
assist-flag-change-win = Só seria empate se { $opponent ->
    [white] as brancas
   *[black] as pretas
} não pudessem dar xeque-mate com nenhuma série de lances legais, como com o rei sozinho, ou com um cavalo ou um bispo sozinho quando { $flagger ->
    [white] as brancas
   *[black] as pretas
} têm só o rei (6.9).
assist-flag-change-draw = Se { $opponent ->
    [white] as brancas
   *[black] as pretas
} tivessem algum modo de dar xeque-mate com alguma série de lances legais, ainda que só com a ajuda { $flagger ->
    [white] das brancas
   *[black] das pretas
}, a queda de seta perderia a partida (6.9).
assist-flag-change-dead = A queda de seta só contaria se algum lado ainda pudesse dar xeque-mate: então { $opponent ->
    [white] as brancas
   *[black] as pretas
} venceriam se pudessem dar xeque-mate, e do contrário seria empate (6.9).
assist-flag-change-stalemate = Se { $flagger ->
    [white] as brancas
   *[black] as pretas
} tivessem um lance legal, a partida ainda estaria em andamento e a queda de seta contaria pelo 6.9.
assist-flag-by-material = { $outcome ->
    [win] { $opponent ->
        [white] As brancas
       *[black] As pretas
    } têm material que pode dar xeque-mate, então { $flagger ->
        [white] as brancas
       *[black] as pretas
    } perdem por tempo (6.9). Isto é julgado pelo material: a posição tem possibilidades demais para examinar todas as linhas, e na posição rara em que nenhum xeque-mate é possível, façam os jogadores o que fizerem (uma muralha de peões travada, por exemplo), seria empate.
    [draw] { $opponent ->
        [white] As brancas
       *[black] As pretas
    } têm só o rei e nunca podem dar xeque-mate, então a queda de seta dá empate (6.9).
   *[dead] Nenhum lado tem material que possa algum dia dar xeque-mate, então a posição é morta e a partida terminou empatada assim que ela surgiu (5.2.2); a queda de seta não muda nada.
}
assist-flag-material-example = Decidido nesta posição com o material informado: { $fen }.
assist-flag-material-depends = Com este material a resposta depende de onde estão as peças: { $k } das { $n } posições testadas dão este resultado.
assist-flag-material-note = Uma posição concreta (peões bloqueados, uma captura forçada, um afogamento) pode mudar a resposta: informe a posição em FEN para ter certeza.
assist-flag-change-fast = No rápido e no blitz o árbitro anuncia a queda de seta que vir (A.5.5), e o adversário pode pausar o relógio e reivindicar a vitória por tempo (A.5.3); o reivindicante só obtém empate se não puder dar xeque-mate com nenhuma série de lances legais.
assist-flag-change-guidelines = Sem incremento, se o evento tivesse anunciado com antecedência as Diretrizes para partidas sem incremento (III.2), o jogador que tivesse a vez de jogar, com menos de dois minutos no relógio, poderia, antes da queda de seta, ter pedido um incremento de cinco segundos para os dois jogadores, o que também é uma proposta de empate (III.4), ou ter reivindicado o empate porque o adversário não pode ganhar por meios normais ou não está fazendo nenhum esforço para isso (III.5). Depois que a seta caiu, é tarde demais.

## Illegal move (7.5, A.3, A.4, A.5.2, B.2, B.3)

assist-illegal-error-nth = Diga qual dos lances ilegais completados deste jogador é este: 1 para o primeiro, 2 para o segundo.
assist-illegal-headline = { $outcome ->
    [minutes] { $opponent ->
        [white] As brancas recebem
       *[black] As pretas recebem
    } { $n ->
        [one] { $n } minuto a mais
       *[other] { $n } minutos a mais
    }
    [loss] { $offender ->
        [white] As brancas perdem
       *[black] As pretas perdem
    }
    [draw] Empate
   *[stands] O lance fica
}
assist-illegal-what = { $kind ->
    [move] Um lance contrário às regras do Artigo 3, completado com o toque no relógio, é um lance ilegal (7.5.1).
    [pawn] Levar um peão à última fileira e apertar o relógio sem substituir o peão é um lance ilegal; o peão é substituído por uma dama da sua cor (7.5.2).
    [clock] Apertar o relógio sem fazer um lance é penalizado como lance ilegal (7.5.3).
   *[hands] Usar as duas mãos num só lance (roque, captura, promoção) e apertar o relógio é penalizado como lance ilegal (7.5.4).
}
assist-illegal-first = É o primeiro lance ilegal completado { $offender ->
    [white] das brancas
   *[black] das pretas
}: { $opponent ->
    [white] as brancas
   *[black] as pretas
} recebem { $n ->
    [one] { $n } minuto a mais
   *[other] { $n } minutos a mais
} (7.5.5{ $pace ->
    [rapid] ; no rápido o A.3 dá um minuto em vez de dois
    [blitz] ; no blitz um minuto em vez de dois, como fixa o A.3, aplicado pelo B.3
    [blitz-full] ; um minuto, como no A.3: para uma partida de blitz sob o B.2, veja abaixo
   *[standard] {""}
}).
assist-illegal-second-loss = É o segundo lance ilegal completado { $offender ->
    [white] das brancas
   *[black] das pretas
}, e { $opponent ->
    [white] as brancas
   *[black] as pretas
} podem dar xeque-mate com alguma série de lances legais: { $offender ->
    [white] as brancas
   *[black] as pretas
} perdem a partida (7.5.5).
assist-illegal-second-draw = É o segundo lance ilegal completado { $offender ->
    [white] das brancas
   *[black] das pretas
}, que faria perder, mas { $opponent ->
    [white] as brancas
   *[black] as pretas
} não podem dar xeque-mate com nenhuma série de lances legais: a partida termina empatada (7.5.5).
assist-illegal-stands = Sem supervisão total, o árbitro intervém, e o adversário pode reivindicar, só até o adversário fazer o lance seguinte (A.5.2{ $pace ->
    [blitz] , aplicado ao blitz pelo B.3
   *[other] {""}
}). { $opponent ->
    [white] As brancas
   *[black] As pretas
} já jogaram, então o lance ilegal fica e não é penalizado.
assist-illegal-position-draw = Sem supervisão total, o árbitro já não pode aplicar o 7.5.5 depois que o adversário jogou (A.5.2), mas o peão continua na última fileira depois desse lance: a posição é ilegal, e o árbitro declara a partida empatada (A.5.4).
assist-illegal-change-position = Se o lance do adversário tivesse capturado o peão, não restaria nenhuma posição ilegal: o lance ficaria e a partida continuaria (A.5.2, A.5.4).
assist-illegal-reinstate = { $kind ->
    [pawn] O peão é substituído por uma dama e o jogo continua dali (7.5.2).
    [clock] O jogo continua a partir da posição no tabuleiro.
   *[other] Restaura-se a posição imediatamente anterior à irregularidade e o jogo continua dali (7.5.1); se essa posição não puder ser determinada, a partir da última posição identificável antes dela. Os Artigos 4.3 e 4.7 se aplicam ao lance que substitui o lance ilegal: uma peça já tocada deve ser jogada, se for possível (7.5.1).
}
assist-illegal-change-first = Um segundo lance ilegal completado { $offender ->
    [white] das brancas
   *[black] das pretas
} perderia a partida, ou a empataria se { $opponent ->
    [white] as brancas
   *[black] as pretas
} não pudessem dar xeque-mate com nenhuma série de lances legais (7.5.5).
assist-illegal-change-loss = Seria empate se { $opponent ->
    [white] as brancas
   *[black] as pretas
} não pudessem dar xeque-mate com nenhuma série de lances legais (7.5.5).
assist-illegal-change-draw = Se { $opponent ->
    [white] as brancas
   *[black] as pretas
} pudessem dar xeque-mate com alguma série de lances legais, { $offender ->
    [white] as brancas
   *[black] as pretas
} teriam perdido (7.5.5).
assist-illegal-change-stands = Se o árbitro tivesse visto o lance, ou { $opponent ->
    [white] as brancas
   *[black] as pretas
} tivessem reivindicado, antes do lance seguinte { $opponent ->
    [white] das brancas
   *[black] das pretas
}, a posição teria sido restaurada e aplicada a penalidade do 7.5.5 (A.5.2). Os jogadores ainda podem corrigi-lo por acordo entre si, sem o árbitro.
assist-illegal-change-limited = Depois que { $opponent ->
    [white] as brancas
   *[black] as pretas
} fizerem o lance seguinte, o lance ilegal fica e ninguém pode fazer com que seja penalizado (A.5.2).
assist-illegal-change-supervised = Com supervisão total (jogo clássico, A.4 no rápido, B.2 no blitz) um lance ilegal descoberto durante a partida é corrigido por mais tarde que seja (7.5.1); sem ela, o lance ficaria assim que o adversário tivesse jogado (A.5.2).
assist-illegal-change-blitz-supervised = O B.2 aplica as Regras de Competição a uma partida de blitz com árbitro próprio; se a penalidade é então a de dois minutos do 7.5.5 ou a de um minuto do A.3, o texto das Leis não resolve. Confira o regulamento do evento ou consulte o árbitro principal.
assist-illegal-change-clock = Se o relógio pode ter sido apertado por engano, e não para completar a vez, o Manual do Árbitro da FIDE deixa ao árbitro decidir se foi um lance ilegal ou uma distração.

## Time-control class (A.1, B.1)

assist-tc-error = Informe um tempo base de no máximo um dia, em minutos, e um incremento de no máximo 600 segundos, não ambos zero.
assist-tc-headline = { $pace ->
    [standard] Xadrez clássico
    [rapid] Rápido
   *[blitz] Blitz
}
assist-tc-reason = { $base } min + 60 × { $inc } s = { $total } minutos por jogador em 60 lances. Blitz é 10 minutos ou menos (B.1), rápido mais de 10 e menos de 60 (A.1), clássico 60 ou mais.
assist-tc-change-increment = Sem o incremento seria { $other ->
    [standard] xadrez clássico
    [rapid] rápido
   *[blitz] blitz
}: o incremento conta, 60 vezes (A.1, B.1).
assist-tc-change-up = Com { $at } minutos ou mais em 60 lances seria { $other ->
    [standard] xadrez clássico
    [rapid] rápido
   *[blitz] blitz
}.
assist-tc-change-down = Com { $at } minutos ou menos em 60 lances seria { $other ->
    [standard] xadrez clássico
    [rapid] rápido
   *[blitz] blitz
}.
assist-tc-change-rating = Se as partidas valem para rating, e em qual lista, é definido pelo Regulamento de Rating da FIDE (B.02), que tem os seus próprios tempos mínimos.

## Recording the moves (8.1.1, 8.4, A.2, B.3)

assist-rec-error = Informe o tempo no relógio e o incremento em números (no máximo um dia e 600 segundos).
assist-rec-headline = { $duty ->
    [record] Deve continuar anotando
    [increment] Deve continuar anotando
    [exempt] Não precisa anotar até o fim do período
   *[fast] Não precisa anotar
}
assist-rec-reason = { $duty ->
    [record] No jogo clássico cada jogador anota os lances (8.1.1); o relógio não marcou menos de cinco minutos neste período, então o 8.4 ainda não dispensa a obrigação.
    [increment] Com incremento de 30 segundos ou mais por lance, o jogador deve anotar por menos tempo que lhe reste (8.4).
    [exempt] O relógio marcou menos de cinco minutos em algum momento deste período e o incremento é menor que 30 segundos: o jogador não precisa anotar até o fim do período (8.4), mesmo que o incremento tenha levado o relógio de novo acima de cinco minutos.
   *[fast] { $pace ->
        [blitz] No blitz os jogadores não precisam anotar os lances (A.2, aplicado pelo B.3); numa partida sob o B.2, quem a anota é o árbitro ou um assistente.
       *[other] No rápido os jogadores não precisam anotar os lances (A.2); mantêm as reivindicações que normalmente se baseiam na planilha.
    }
}
assist-rec-change-record = Quando o relógio marcar menos de cinco minutos neste período, a obrigação fica dispensada até o fim dele, salvo se o incremento for de 30 segundos ou mais (8.4).
assist-rec-change-exempt = Com incremento de 30 segundos ou mais a obrigação continuaria, marque o relógio o que marcar (8.4).
assist-rec-change-flag = O jogador que deixou de anotar pelo 8.4 deve, assim que qualquer seta cair, pôr a planilha em dia antes de mover uma peça (8.5.2); se nenhum dos jogadores estiver anotando, o árbitro pausa o relógio e ambos atualizam suas planilhas (8.5.1).
assist-rec-change-increment = Com incremento menor que 30 segundos, a obrigação ficaria dispensada quando o relógio marcasse menos de cinco minutos (8.4).
assist-rec-change-fast = No jogo clássico a obrigação só é dispensada abaixo de cinco minutos e com incremento menor que 30 segundos (8.4).

## Late arrival (6.7.1)

assist-late-error = Informe o atraso e o tempo de tolerância em minutos (no máximo um dia).
assist-late-headline = { $outcome ->
    [loses] { $late ->
        [white] As brancas perdem por W.O.
       *[black] As pretas perdem por W.O.
    }
   *[plays] A partida é jogada
}
assist-late-reason = { $stated ->
    [yes] O regulamento fixa um tempo de tolerância de { $default } min.
   *[no] O regulamento não fixa tempo de tolerância, então ele é zero.
} { $late ->
    [white] As brancas chegaram
   *[black] As pretas chegaram
} { $minutes } min { $seconds } s depois do início. { $outcome ->
    [loses] O jogador que chega ao tabuleiro depois do tempo de tolerância perde a partida, a menos que o árbitro decida de outro modo (6.7.1).
   *[plays] Isso não é depois do tempo de tolerância, então a partida é jogada; o tempo já gasto no relógio do jogador atrasado não é devolvido.
}
assist-late-change-arbiter = O árbitro pode decidir de outro modo (6.7.1), por exemplo quando o atraso foi causado pelos organizadores; o regulamento do evento também pode dizer como tratar esses casos.
assist-late-change-later = Chegando mais de { $default } min depois do início, { $late ->
    [white] as brancas
   *[black] as pretas
} perderiam, a menos que o árbitro decidisse de outro modo (6.7.1).
assist-late-change-unstated = Quando o regulamento fixa um tempo de tolerância, o jogador pode chegar até que ele tenha passado (6.7.1).

## Electronic devices (11.3.2)

assist-device-headline = { $outcome ->
    [loss] { $player ->
        [white] As brancas perdem
       *[black] As pretas perdem
    }
    [milder] A penalidade fixada pelo regulamento
    [allowed] Sem penalidade
   *[breach] Infração: o árbitro escolhe a penalidade
}
assist-device-reason-person = Qualquer dispositivo eletrônico não aprovado pelo árbitro é proibido no ambiente de jogo. O jogador que evidentemente tenha um junto ao corpo no ambiente de jogo perde a partida, desligado ou não, e o adversário vence (11.3.2.2).
assist-device-reason-milder = Um dispositivo junto ao corpo no ambiente de jogo faz perder a partida (11.3.2.2), mas o regulamento do evento pode fixar uma penalidade diferente, menos severa, e este fixa: aplique-a.
assist-device-reason-bag = O regulamento permite dispositivos na bolsa do jogador se estiverem completamente desligados, com a bolsa colocada como combinado com o árbitro (11.3.2.1): não há infração. Nenhum dos jogadores pode mexer na bolsa sem permissão do árbitro.
assist-device-reason-bag-on = A exceção da bolsa só vale para dispositivo completamente desligado (11.3.2.1), então era um dispositivo funcionando no ambiente de jogo sem aprovação. A derrota automática do 11.3.2.2 foi escrita para o dispositivo junto ao corpo: a menos que o regulamento fixe a penalidade, o árbitro escolhe uma do 12.9 (via 11.6), até a perda da partida.
assist-device-reason-bag-forbidden = O regulamento não permite dispositivos nas bolsas, então este dispositivo estava no ambiente de jogo sem aprovação do árbitro (11.3.2). A derrota automática do 11.3.2.2 foi escrita para o dispositivo junto ao corpo: a menos que o regulamento fixe a penalidade, o árbitro escolhe uma do 12.9 (via 11.6), até a perda da partida.
assist-device-change-loss = Só o regulamento do evento pode abrandar esta penalidade (11.3.2.2); um dispositivo completamente desligado numa bolsa que o regulamento permita não seria infração (11.3.2.1).
assist-device-change-allowed = Se o dispositivo não estivesse completamente desligado, ou se o jogador tivesse mexido na bolsa sem permissão, seria infração; junto ao corpo, faria perder a partida (11.3.2.2).
assist-device-change-breach = Junto ao corpo do jogador, o dispositivo faria perder a partida, salvo se o regulamento fixasse uma penalidade mais branda (11.3.2.2); completamente desligado numa bolsa que o regulamento permita, não seria infração (11.3.2.1).
assist-device-change-milder = Sem essa previsão no regulamento, a partida estaria perdida (11.3.2.2).

## Rating change (B.02 8.3), first rating (B.02 8.2), Berger tables (C.05)

assist-rating-error-own = Informe o rating do jogador como um número entre 1000 e 3000.
assist-rating-error-games = Informe de 1 a { $max } partidas, cada uma com o rating do adversário (1000–3000, ou vazio para adversário sem rating) e um resultado de 1, ½ ou 0.
assist-rating-error-unrated = Só partidas contra adversários com rating mudam o rating: informe pelo menos uma.
assist-rating-headline = Variação do rating { $exact } ({ $rounded } se este for o único evento do jogador no período de rating)
assist-rating-reason = Resultado { $score } contra um resultado esperado de { $expected } (partidas válidas para rating: { $games }): ΣΔR = { $sum }. K = { $k } ({ $profile ->
    [newcomer] novo na lista, menos de 30 partidas válidas para rating
    [junior] até o fim do ano em que completa 18 anos, com rating abaixo de 2300
    [adult] 30 partidas ou mais, nunca 2400
   *[reached-2400] o rating publicado já atingiu 2400, mesmo que tenha caído depois
}), então a variação é K × ΣΔR = { $exact }, arredondada para { $rounded } (B.02 8.3).
assist-rating-k-capped = K é { $k } em vez de { $full }: K × o número de partidas não pode passar de 700 num período de rating (B.02 8.3.3); partidas de outros eventos no mesmo período reduziriam o K ainda mais.
assist-rating-400 = Uma diferença de mais de 400 pontos conta como 400 para um jogador com rating abaixo de 2650 (B.02 8.3.1, na redação em vigor desde 1º de outubro de 2025).
assist-rating-unrated-games = { $unrated ->
    [one] A partida contra adversário sem rating não conta para a variação do rating.
   *[other] As { $unrated } partidas contra adversários sem rating não contam para a variação do rating.
}
assist-rating-change-k = Com outro K a variação mudaria na mesma proporção: 40 para um jogador novo na lista, ou até o fim do ano em que completa 18 anos enquanto tiver rating abaixo de 2300; 20 para os demais jogadores; 10 depois que o rating publicado tiver atingido 2400, mesmo que tenha caído depois (B.02 8.3.3).
assist-rating-change-400 = A partir de 2650 conta a diferença real, sem o limite de 400 pontos (B.02 8.3.1).
assist-first-error = Informe de 1 a { $max } ratings de adversários com rating (1000–3000) e uma pontuação não maior que o número de partidas.
assist-first-headline = { $published ->
    [yes] Primeiro rating { $ru }
    [few] Ainda não publicado: { $ru } após { $games ->
        [one] { $games } partida
       *[other] { $games } partidas
    }
    [zero] Sem primeiro rating: uma pontuação zero no primeiro evento é desconsiderada
   *[no] Sem primeiro rating: abaixo de 1400
}
assist-first-reason = Com dois adversários hipotéticos de rating 1800, ambos empatados: Ra = { $ra }, resultado de { $pct }% em { $games } + 2 partidas, dp = { $dp }, então Ru = { $ra } { $dp } = { $raw } (B.02 8.2).
assist-first-cap = O primeiro rating é de no máximo 2200 (B.02 8.2.3).
assist-first-below = Rating abaixo de 1400 não é publicado (B.02 7.1.4).
assist-first-change = O primeiro rating exige pelo menos cinco partidas contra adversários com rating, que podem ser somadas de eventos dentro de 26 meses; uma pontuação zero no primeiro evento é desconsiderada (B.02 7.1.4, 8.2.1).
assist-first-change-few = Com menos de cinco partidas contra adversários com rating ainda não se publica rating: isto é o que as partidas até agora dariam.
assist-berger-error = A tabela de Berger é para 3 a { $max } jogadores.
assist-berger-error-round = Este torneio todos contra todos tem { $rounds } rodadas: informe uma rodada de 1 a { $rounds }.
assist-berger-headline = Rodada { $round } para { $players } jogadores
assist-berger-reason = Pela tabela de Berger para { $table } jogadores (C.05, Anexo 1), o primeiro número de cada mesa joga de brancas: { $boards }.
assist-berger-bye = Com número ímpar de jogadores, o número { $bye } enfrenta o número fictício { $table } e não joga nesta rodada.
assist-berger-change = Outro número de jogadores dá outra tabela: com número ímpar usa-se a tabela do número par seguinte, com um jogador folgando em cada rodada.

## Draw claims (9.2, 9.3, 9.5, 9.6)

assist-draw-error-empty = Cole os lances da partida como estão na planilha: SAN com ou sem os números dos lances, ou uma partida em PGN.
assist-draw-error = { $kind ->
    [long] A lista de lances é longa demais: no máximo 64 KB.
    [plies] A partida é longa demais: no máximo 1.000 meios-lances.
    [fen] Não foi possível ler a posição de partida (FEN).
    [fen-position] A posição de partida (FEN) não é uma posição de xadrez legal.
    [fen-conflict] O FEN informado e a tag FEN da partida em PGN são posições diferentes.
    [setup] Só é possível ler xadrez padrão, sem variantes: a tag SetUp ou Variant desta partida indica outra coisa.
    [pgn] O texto PGN está malformado: há uma tag, um comentário ou uma variante (linha alternativa) sem fechar.
    [not-a-move] No lance { $number } ({ $side ->
        [white] brancas
       *[black] pretas
    }), “{ $token }” não é um lance.
    [number] O número de lance “{ $token }” não corresponde aos lances anteriores: esperava-se { $expected }.
    [illegal] No lance { $number } ({ $side ->
        [white] brancas
       *[black] pretas
    }), { $token } não é um lance legal. Entre os lances legais nessa posição estão { $legal }.
    [ambiguous] No lance { $number } ({ $side ->
        [white] brancas
       *[black] pretas
    }), { $token } pode ser { $legal }: indique qual peça se move.
    [after-end] “{ $token }” vem depois de a partida já ter terminado por xeque-mate ou afogamento.
   *[after-result] Há texto depois do resultado: “{ $token }”.
}
assist-draw-error-written = “{ $token }” não é um lance legal na última posição da partida.
assist-draw-headline = { $outcome ->
    [threefold-board] Empate: tripla repetição
    [threefold-move] Empate: tripla repetição com o lance anotado
    [fifty-board] Empate: regra dos 50 lances
    [fifty-move] Empate: regra dos 50 lances com o lance anotado
    [mate] A partida terminou em xeque-mate
    [stalemate] Empate: afogamento
    [fivefold] Empate: quíntupla repetição
    [seventy-five] Empate: regra dos 75 lances
   *[incorrect] Reivindicação incorreta: { $n ->
        [one] { $n } minuto
       *[other] { $n } minutos
    } a mais para o adversário
}
assist-draw-state = { $side ->
    [white] As brancas têm
   *[black] As pretas têm
} a vez. Lances de cada jogador desde o último movimento de peão ou captura: { $count }.
assist-draw-repeated = Uma posição ocorreu { $times } vezes: { $start ->
    [yes] no início e depois de
   *[no] depois de
} { $after }.
assist-draw-correct = { $kind ->
    [threefold-board] A posição no tabuleiro acaba de ocorrer pelo menos pela terceira vez, com o mesmo jogador a mover: { $side ->
        [white] as brancas
       *[black] as pretas
    }, com a vez de jogar, reivindicam corretamente e a partida está empatada (9.2.1.2, 9.5.2).
    [threefold-move] { $written } faria uma posição ocorrer pelo menos pela terceira vez: { $side ->
        [white] as brancas
       *[black] as pretas
    }, que o anotaram na planilha e o declararam ao árbitro sem jogá-lo, reivindicam corretamente e a partida está empatada (9.2.1.1, 9.5.2).
    [fifty-board] Os últimos 50 lances de cada jogador foram feitos sem movimento de peão nem captura: { $side ->
        [white] as brancas
       *[black] as pretas
    }, com a vez de jogar, reivindicam corretamente e a partida está empatada (9.3.2, 9.5.2).
   *[fifty-move] { $written } completa 50 lances de cada jogador sem movimento de peão nem captura: { $side ->
        [white] as brancas
       *[black] as pretas
    }, que o anotaram na planilha e o declararam ao árbitro sem jogá-lo, reivindicam corretamente e a partida está empatada (9.3.1, 9.5.2).
}
assist-draw-incorrect = { $written_given ->
    [yes] { $written } não faria uma posição ocorrer pela terceira vez nem completaria 50 lances sem movimento de peão nem captura
   *[no] A posição no tabuleiro não ocorreu três vezes e os 50 lances sem movimento de peão nem captura não estão completos
}: a reivindicação é incorreta. O adversário recebe { $n ->
    [one] { $n } minuto a mais
   *[other] { $n } minutos a mais
} (9.5.3{ $pace ->
    [standard] {""}
   *[other] ; um minuto em vez de dois pelo A.3
}) e a partida continua{ $written_given ->
    [yes] ; { $written }, o lance anotado, deve ser jogado (9.5.3).
   *[no] .
}
assist-draw-ended = { $how ->
    [mate] A partida terminou com { $at }, xeque-mate (5.1.1).
    [stalemate] A partida terminou com { $at }, afogamento: está empatada (5.2.1).
    [fivefold] Depois de { $at } a mesma posição ocorreu pela quinta vez: a partida ficou empatada nesse momento, sem reivindicação (9.6.1).
   *[seventy-five] Depois de { $at } cada jogador tinha feito 75 lances sem movimento de peão nem captura: a partida ficou empatada nesse momento, sem reivindicação (9.6.2).
}
assist-draw-after-end = Os lances jogados depois disso não contam: a partida já tinha terminado.
assist-draw-change-correct = Sem reivindicação a partida continua; ela só termina empatada sem reivindicação quando uma posição ocorre pela quinta vez (9.6.1) ou depois de 75 lances de cada jogador sem movimento de peão nem captura (9.6.2).
assist-draw-change-open = { $how ->
    [board] Uma reivindicação com base na posição no tabuleiro, sem anotar lance, seria correta aqui (9.2.1.2, 9.3.2).
   *[write] { $side ->
        [white] As brancas
       *[black] As pretas
    } poderiam reivindicar corretamente anotando na planilha um destes lances e declarando-o ao árbitro em vez de jogá-lo: { $moves } (9.2.1.1, 9.3.1).
}
assist-draw-change-incorrect = A reivindicação passa a ser correta quando uma posição está para ocorrer, ou acaba de ocorrer, pela terceira vez com o mesmo jogador a mover (9.2.1), ou quando cada jogador tiver feito 50 lances sem movimento de peão nem captura: aqui faltam { $left } (9.3).
assist-draw-change-same = As posições só são iguais com o mesmo jogador a mover, as mesmas peças nas mesmas casas e os mesmos lances possíveis, inclusive roque e en passant (9.2.3); só o jogador que tem a vez pode reivindicar (9.2.1, 9.3).
assist-draw-change-earlier = O empate poderia ter sido reivindicado a partir de { $at }, quando uma posição ocorreu pela terceira vez (9.2.1.2).

## Tie-breaks from a TRF file (C.07, 2023)

assist-tb-error-empty = Cole o arquivo TRF do torneio, ou selecione-o, tal como o Swiss-Manager ou o Vega o exportam.
assist-tb-error-file = Não foi possível ler o arquivo TRF; cada problema aparece com a sua linha.
assist-tb-error-key = “{ $key }” não é um critério de desempate que esta ferramenta calcule. Use as abreviaturas do C.07: { $known }.
assist-tb-error-many = Escolha no máximo { $max } critérios de desempate.
assist-tb-error-player = Não há no arquivo nenhum jogador com o número inicial { $player }.
assist-tb-at = Linha { $line }
assist-tb-summary = { $players } jogadores; { $complete } de { $rounds } rodadas contadas (uma rodada com alguma partida ainda não jogada não é contada).
assist-tb-problem = { $kind ->
    [large] O arquivo tem mais de { $n } KB.
    [players] O arquivo tem mais de { $n } jogadores.
    [rounds] O arquivo tem mais de { $n } rodadas.
    [no-players] O arquivo não tem nenhuma linha de jogador (001).
    [start] O número inicial “{ $text }” não é um número positivo.
    [duplicate] O número inicial { $player } já foi usado na linha { $n }.
    [field] Jogador { $player }: { $field ->
        [rating] o rating
        [fide-id] o ID FIDE
        [points] o total de pontos
       *[rank] a posição
    } “{ $text }” não é um número.
    [header] { $field ->
        [players] O número de jogadores
       *[rounds] O número de rodadas
    } “{ $text }” não é um número.
    [opponent] Jogador { $player }, rodada { $round }: o adversário “{ $text }” não é um número inicial.
    [colour] Jogador { $player }, rodada { $round }: a cor “{ $text }” não é w, b nem -.
    [result] Jogador { $player }, rodada { $round }: o resultado “{ $text }” não é um código de resultado do TRF.
    [no-colour] Jogador { $player }, rodada { $round }: a partida contra { $opponent } não tem cor.
    [bye-opponent] Jogador { $player }, rodada { $round }: o código de bye “{ $text }” vem com um adversário ({ $opponent }).
    [no-opponent] Jogador { $player }, rodada { $round }: o resultado de partida “{ $text }” não tem adversário.
    [self] O jogador { $player } está emparceirado consigo mesmo na rodada { $round }.
    [unknown] Jogador { $player }, rodada { $round }: o adversário { $opponent } não está no arquivo.
    [pairing] O jogador { $player } tem { $opponent } como adversário na rodada { $round }, mas a linha de { $opponent } não tem { $player }.
    [same-colour] Os jogadores { $player } e { $opponent } têm a mesma cor na rodada { $round }.
    [results] Os resultados da rodada { $round } dos jogadores { $player } e { $opponent } não são compatíveis entre si.
   *[points] O jogador { $player } está declarado com { $text } pontos, mas os resultados dão { $computed }.
}
assist-tb-entry = { $entry ->
    [game] Partida
    [forfeit-win] Vitória por W.O.
    [forfeit-loss] Derrota por W.O.
    [pab] Bye de emparceiramento
    [half-bye] Bye de meio ponto
    [full-bye] Bye de um ponto
    [zero-bye] Bye de zero ponto
   *[absent] Não emparceirado
}
assist-tb-status = { $status ->
    [counted] sim
    [cut] cortado
   *[not-counted] não
}

## Verificação do emparceiramento: uma rodada de um arquivo TRF comparada com o sistema holandês (C.04.3). Jogadores são números iniciais.
assist-pair-same = A rodada { $round } está emparceirada como o sistema holandês a emparceira: os mesmos adversários, as mesmas cores e o mesmo bye de emparceiramento.
assist-pair-differs = A rodada { $round } não está emparceirada como o sistema holandês a emparceira: { $n ->
    [one] uma diferença
   *[other] { $n } diferenças
}.
assist-pair-edition = { $edition ->
    [until-2026] Verificado pelo sistema holandês (C.04.3) e pelas regras básicas do sistema suíço (C.04.1) em vigor até 31 de janeiro de 2026, para torneios iniciados antes de 1º de fevereiro de 2026; sem emparceiramento acelerado.
   *[other] Verificado pelo sistema holandês (C.04.3) e pelas regras básicas do sistema suíço (C.04.1) em vigor desde 1º de fevereiro de 2026, sem emparceiramento acelerado. Não temos o texto completo do C.04.3 de 2026; onde ele falta, a verificação lê as regras como o programa bbpPairings 6.0.0, endossado pela FIDE: o bye de emparceiramento (PAB) vai para o grupo de pontuação mais baixo que pode concedê-lo e, nele, para um jogador com o menor número possível de partidas não jogadas; cada grupo é emparceirado de modo que a rodada ainda possa ser completada; uma rodada não jogada que não rendeu pontos não conta como flutuação para baixo.
}
assist-pair-diff-opponent = Jogador { $player }: emparceirado com { $expected } pelo sistema holandês, com { $recorded } no arquivo.
assist-pair-diff-to-bye = Jogador { $player }: bye de emparceiramento pelo sistema holandês, emparceirado com { $recorded } no arquivo.
assist-pair-diff-from-bye = Jogador { $player }: emparceirado com { $expected } pelo sistema holandês, bye de emparceiramento no arquivo.
assist-pair-diff-colours = { $white } – { $black }: o mesmo par, mas o sistema holandês dá as brancas a { $white } e o arquivo as dá a { $black }.
assist-pair-diff-bye = { $kind ->
    [both] O bye de emparceiramento vai para { $expected } pelo sistema holandês e para { $recorded } no arquivo.
    [expected] O bye de emparceiramento vai para { $expected } pelo sistema holandês e para ninguém no arquivo.
   *[recorded] O bye de emparceiramento não vai para ninguém pelo sistema holandês e vai para { $recorded } no arquivo.
}
# $points, $half: pontos do grupo (2 e yes para 2,5); $residents, $mdps: números iniciais ("3, 7") ou "none".
assist-pair-bracket = A primeira diferença surge { $collapsed ->
    [yes] no último grupo, onde todos os jogadores restantes são emparceirados juntos (A.9)
   *[no] no grupo de pontuação { $points }{ $half ->
        [yes] ,5
       *[no] {""}
    }
}: { $residents }{ $mdps ->
    [none] {""}
   *[other] ; descidos (MDP): { $mdps }
}. O sistema holandês escolheu o candidato { $candidate } na ordem de B.6–B.7 e D.1–D.3 (0 é o grupo como está, S1 contra S2).
assist-pair-refused = { $kind ->
    [range] A rodada { $round } não pode ser verificada: escolha uma rodada depois da primeira, até a { $recorded }ª, a última registrada no arquivo.
    [not-paired] Ninguém está emparceirado na rodada { $round } do arquivo: nenhuma partida e nenhum bye de emparceiramento.
    [unfinished] A rodada { $round } ainda tem uma partida sem resultado, então os pontos com que a rodada seguinte é emparceirada não são conhecidos.
    [late] O jogador { $player } não tem registro na rodada 1, mas tem na rodada { $round }: uma inscrição tardia, emparceirada pelo regulamento do evento, que esta verificação não conhece.
    [no-colour] A rodada 1 não registra nenhuma cor, então a cor inicial (E.5) não pode ser deduzida.
    [too-many] { $players } jogadores estão emparceirados nesta rodada; a verificação aceita no máximo { $limit }.
    [no-pairing] Nenhum emparceiramento desta rodada cumpre os critérios absolutos (C1–C3) com todos os jogadores emparceirados (C4).
   *[too-long] A busca do sistema holandês passou de { $limit } passos nesta rodada, então a rodada fica sem veredito, para não julgá-la por palpite.
}
