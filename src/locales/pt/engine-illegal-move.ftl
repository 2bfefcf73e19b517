### Motor `illegal-move`: lances ilegais completados (7.5; A.3, A.5.2, B.3), a posição restaurada
### (7.5.1) e o roque (3.8.2, 7.5.4). Variáveis: ver en/engine-illegal-move.ftl.

illegal-move-x = { $side ->
    [white] as brancas
   *[black] as pretas
}
illegal-move-y = { $side ->
    [white] as pretas
   *[black] as brancas
}
illegal-move-x-subject = { $side ->
    [white] As brancas
   *[black] As pretas
}
illegal-move-y-subject = { $side ->
    [white] As pretas
   *[black] As brancas
}
illegal-move-x-gen = { $side ->
    [white] das brancas
   *[black] das pretas
}
illegal-move-y-gen = { $side ->
    [white] das pretas
   *[black] das brancas
}
illegal-move-x-label = { $side ->
    [white] Brancas
   *[black] Pretas
}
illegal-move-y-label = { $side ->
    [white] Pretas
   *[black] Brancas
}
illegal-move-gets = { $side ->
    [white] as pretas
   *[black] as brancas
} recebem { $n } { $n ->
    [one] minuto
   *[other] minutos
} a mais
illegal-move-act = { $act ->
    [king-into-check] colocam o próprio rei em xeque e apertam o relógio
    [castle-through-check] rocam com uma só mão passando por uma casa atacada por peça adversária e apertam o relógio
    [bishop-jumps] movem um bispo por cima de um peão próprio e apertam o relógio
    [clock-without-move] apertam o relógio sem fazer um lance
   *[two-hands] rocam usando as duas mãos (rei numa, torre na outra) e apertam o relógio
}
illegal-move-opponent-stops = { illegal-move-y-subject }, antes de jogar, pausam o relógio na hora e chamam o árbitro.
illegal-move-nobody-notices = Ninguém percebe, e { illegal-move-y } jogam e apertam o relógio. Só então, antes de { illegal-move-x } jogarem de novo, o árbitro percebe o lance ilegal.
illegal-move-penalty-stem = { $setting }. { illegal-move-x-subject } { $act }. É o { $nth ->
    [1] primeiro
   *[other] segundo
} lance ilegal { illegal-move-x-gen } nesta partida. { $then } Material: { illegal-move-x-label }: { $material }; { illegal-move-y-label }: { $other-material }. O que o árbitro decide?
illegal-move-minutes-option = { $gets } e o jogo continua
illegal-move-loses = { illegal-move-x-subject } perdem a partida
illegal-move-stands-option = Sem penalidade: { illegal-move-y } já fizeram o lance seguinte, então o lance ilegal fica (A.5.2)
illegal-move-explain-act = { $act ->
    [clock-without-move] Apertar o relógio sem fazer lance é penalizado como lance ilegal (7.5.3).
   *[two-hands] Rocar com as duas mãos e apertar o relógio é penalizado como lance ilegal (7.5.4).
}
illegal-move-explain-pace = { $pace ->
    [rapid] No rápido sem supervisão total o árbitro aplica o 7.5.5, ou o adversário pode reivindicar, só até o adversário fazer o lance seguinte (A.5.2); as penalidades dos Artigos 7 e 9 são de 1 minuto em vez de 2 (A.3).
   *[blitz] No blitz sem supervisão total o B.3 manda aplicar o A.3 e o A.5: o árbitro aplica o 7.5.5, ou o adversário pode reivindicar, só até o adversário fazer o lance seguinte (A.5.2), e as penalidades dos Artigos 7 e 9 são de 1 minuto em vez de 2.
}
illegal-move-explain-standard-later = No jogo clássico não há esse limite: um lance ilegal descoberto durante a partida é corrigido e penalizado mesmo depois da resposta do adversário (7.5.1).
illegal-move-explain-stands = Aqui { illegal-move-y } já tinham feito o lance seguinte, então o lance ilegal fica e não cabe penalidade.
illegal-move-explain-first = Primeiro lance ilegal completado: { illegal-move-gets } (7.5.5), e tira-se o incremento ganho com ele. Não perde: só o segundo lance ilegal do mesmo jogador perde.
illegal-move-explain-loss = O segundo lance ilegal completado pelo mesmo jogador perde a partida (7.5.5), salvo se o adversário não puder dar xeque-mate com nenhuma série de lances legais; { illegal-move-y } têm { $other-material }, então { illegal-move-x } perdem.
illegal-move-explain-draw = O segundo lance ilegal completado pelo mesmo jogador perde (7.5.5), mas é empate quando o adversário não pode dar xeque-mate com nenhuma série de lances legais: { illegal-move-y } têm só o rei, então a partida está empatada.
illegal-move-restore-stem = { $setting }. Da posição do diagrama (jogam { $to-move ->
    [white] as brancas
   *[black] as pretas
}) a partida seguiu { $line }, cada lance completado com o toque no relógio. Antes do lance seguinte o árbitro percebe que { $bad } foi ilegal; é o primeiro lance ilegal { $offender ->
    [white] das brancas
   *[black] das pretas
} na partida. O que o árbitro faz com a posição?
illegal-move-restore-before = Restaura a posição de antes do lance { $move }, e a partida continua dali
illegal-move-restore-stands = Nada: o adversário já fez o lance seguinte, então o lance ilegal fica (A.5.2)
illegal-move-restore-why = { $bad } é ilegal: { $role ->
    [knight] um cavalo
    [bishop] um bispo
    [rook] uma torre
   *[queen] uma dama
} não pode ir de { $from } para { $to } ({ $article }).
illegal-move-restore-rule = { $case ->
    [standard] No jogo clássico, quando se descobre um lance ilegal durante a partida, restaura-se a posição imediatamente anterior a ele (7.5.1), sejam quantos forem os lances jogados depois; o adversário recebe ainda 2 minutos (7.5.5).
    [limited] O adversário ainda não fez o lance seguinte, então o árbitro aplica o 7.5.5 (A.5.2): restaura-se a posição imediatamente anterior ao lance ilegal (7.5.1) e o adversário recebe 1 minuto (A.3).
   *[stands] No rápido e no blitz sem supervisão total o árbitro intervém, e o adversário pode reivindicar, só até o adversário fazer o lance seguinte (A.5.2). Aqui ele já o fez, então o lance ilegal fica e o jogo continua da posição atual; só um acordo dos próprios jogadores ainda poderia corrigi-lo.
}
illegal-move-castling-legal = O roque é legal: o jogo continua, sem penalidade
illegal-move-castling-restore = O roque é ilegal: restaura-se a posição anterior, { illegal-move-x } devem fazer outro lance de rei, se houver um legal, e { illegal-move-gets }
illegal-move-castling-two-hands = O roque é legal, mas rocar com as duas mãos é penalizado como lance ilegal (7.5.4): { illegal-move-gets }
illegal-move-castling-stands = O roque é ilegal, mas fica: { illegal-move-y } já fizeram o lance seguinte (A.5.2)
illegal-move-castling-history = { $moved ->
    [none] Nem o rei { illegal-move-x-gen } nem a torre de { $rook } se moveram nesta partida.
    [king] Antes nesta partida o rei { illegal-move-x-gen } foi de { $king } para { $detour } e depois voltou; a torre de { $rook } não se moveu.
   *[rook] Antes nesta partida a torre de { $rook } foi para { $rook-detour } e depois voltou; o rei { illegal-move-x-gen } não se moveu.
}
illegal-move-castling-stem = { $setting }. O diagrama mostra a posição; jogam { illegal-move-x }. { $history } { illegal-move-x-subject } fazem { $wing ->
    [kingside] o roque pequeno
   *[queenside] o roque grande
} { $hands ->
    [one] com uma só mão
   *[two] usando as duas mãos (rei numa, torre na outra)
} e apertam o relógio. { illegal-move-x-subject } não fizeram nenhum lance ilegal antes nesta partida. { $then } O que o árbitro decide?
illegal-move-castling-reply = { illegal-move-y-subject } respondem { $reply } e apertam o relógio; só então, antes de { illegal-move-x } jogarem de novo, o árbitro examina o roque.
illegal-move-castling-reason = { $reason ->
    [legal] O roque é legal aqui: nem o rei nem a torre se moveram, nada está entre eles, e o rei não está em xeque nem passa ou chega a uma casa atacada (3.8.2).
    [in-check] O roque é ilegal: o rei está em xeque (3.8.2.2).
    [crosses] O roque é ilegal: o rei passaria por uma casa atacada por peça adversária (3.8.2.2).
    [lands] O roque é ilegal: a casa de chegada do rei está atacada por peça adversária (3.8.2.2).
    [blocked] O roque é ilegal: há uma peça entre o rei e a torre (3.8.2.2).
   *[moved] O roque é ilegal: o rei ou essa torre já se moveu nesta partida, mesmo tendo voltado (3.8.2.1).
}
illegal-move-castling-follow-legal = Feito com uma só mão, é um lance normal: nada a corrigir.
illegal-move-castling-follow-restore = Lance ilegal completado: restaura-se a posição anterior (7.5.1); o roque é lance de rei, então { illegal-move-x } devem mover o rei se houver lance legal (4.3, 4.4.3); e { illegal-move-gets } (7.5.5).{ $hands ->
    [one] {""}
   *[two] {" "}Usar também as duas mãos continua sendo um só lance ilegal, não dois.
}
illegal-move-castling-follow-two-hands = Mas um lance feito com as duas mãos e completado com o toque no relógio é penalizado como lance ilegal (7.5.4): { illegal-move-gets } (7.5.5). (Se um roque legal feito com as duas mãos também é desfeito, o texto das Leis não resolve; a penalidade, sim.)
illegal-move-castling-follow-stands = Mas no rápido e no blitz sem supervisão total o árbitro intervém, e o adversário pode reivindicar, só até o adversário fazer o lance seguinte (A.5.2). { illegal-move-y-subject } já responderam, então o roque fica e não há penalidade.
