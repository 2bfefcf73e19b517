### Motor `recording` (variáveis e seletores: ver en/engine-recording.ftl).

recording-stem = { $setting }. O relógio de um jogador marca agora { $time } restantes no período atual. { $history } O jogador ainda é obrigado a anotar os lances?
recording-history-never = Antes, neste período, o relógio nunca marcou menos de 5 minutos.
recording-history-low = Antes, neste período, o relógio chegou a { $low }, e desde então o incremento o fez subir de novo.
recording-option = { $duty ->
        [record] Sim: o jogador não teve menos de 5 minutos neste período, então ainda é obrigado a anotar os lances (8.4)
        [exempt] Não: o jogador teve menos de 5 minutos neste período, sem incremento de 30 segundos ou mais, então pode parar de anotar até o fim do período (8.4)
        [not-required] Não: no rápido e no blitz a anotação não é obrigatória (A.2)
       *[increment] Sim: com incremento de 30 segundos ou mais a anotação continua obrigatória, por menos tempo que reste (8.4)
    }
recording-explain-rapid-blitz = Em partidas rápidas e de blitz os jogadores não precisam anotar os lances (A.2); mantêm as reivindicações que normalmente se baseiam na planilha e podem pedir uma ao árbitro a qualquer momento.{ $pace ->
        [blitz] {" "}No blitz sem supervisão total o B.3 manda aplicar o A.2.
       *[rapid] {""}
    } A regra dos cinco minutos do 8.4 é do jogo clássico, em que anotar é obrigatório.
recording-rule = O 8.4 dispensa a anotação até o fim do período quando o jogador tem menos de 5 minutos em algum momento dele, salvo se houver incremento de 30 segundos ou mais.
recording-detail-increment = Aqui o incremento é de { $inc } segundos, então a anotação continua obrigatória, por mais baixo que o relógio chegue.
recording-detail-never-under = Aqui o relógio marca { $time } e nunca marcou menos de 5 minutos antes no período, então o jogador deve continuar anotando.
recording-detail-earlier = Aqui o relógio chegou a { $low } antes no período: a partir daí o jogador está dispensado até o fim do período, mesmo que o incremento o tenha levado de volta a { $time }.
recording-detail-now = Aqui { $time } é menos de 5 minutos e o incremento é menor que 30 segundos, então o jogador pode parar de anotar até o fim do período, mesmo que o relógio volte a passar dos 5 minutos.
recording-exactly-five = Exatamente 5:00 não é “menos de cinco minutos”.
recording-exactly-thirty = Um incremento de exatamente 30 segundos conta como “30 segundos ou mais”.
