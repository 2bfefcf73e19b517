### Motor `time-control` (variáveis e seletores: ver en/engine-time-control.ftl).

time-control-class = { $pace ->
        [blitz] blitz
        [rapid] rápido
       *[standard] clássico
    }
time-control-reason = { $pace ->
        [blitz] 10 minutos ou menos, B.1
        [rapid] mais de 10 e menos de 60 minutos, A.1
       *[standard] 60 minutos ou mais, logo nem rápido pelo A.1 nem blitz pelo B.1
    }
time-control-minutes = { $n } minutos
time-control-sum = { $inc ->
        [0] sem incremento, logo { $minutes }
       *[other] { $base } + 60 × { $inc } s = { $base } + { $inc } = { $minutes }
    }
time-control-base-alone = Só o tempo base ({ $base } min) sugeriria, erradamente, { $class }: o incremento conta.
time-control-stem-which = O regulamento de um evento poderia fixar qualquer um destes ritmos para cada jogador, para a partida inteira (o incremento conta desde o primeiro lance). Qual deles as Leis do Xadrez classificam como { $pace ->
        [blitz] blitz
        [rapid] rápido
       *[standard] clássico (nem rápido nem blitz)
    }?
time-control-which-line = { $inc ->
        [0] { $clock }: { $minutes } → { $class }.
       *[other] { $clock }: { $sum } → { $class }.
    }
time-control-which-explanation = Conte o tempo de 60 lances por jogador; { $class } é { $reason }. { $key }
time-control-pair-stem = Um evento tem duas fases, cada uma com um único ritmo para cada jogador, para a partida inteira (o incremento, se houver, conta desde o primeiro lance). Primeira fase: { $first }. Segunda fase: { $second }. Como as Leis do Xadrez classificam as partidas das duas fases?
time-control-pair-option = { $same ->
        [yes] { $first ->
            [blitz] Blitz em ambas
            [rapid] Rápido em ambas
           *[standard] Clássico em ambas
        }
       *[no] { $first ->
            [blitz] Blitz
            [rapid] Rápido
           *[standard] Clássico
        }, depois { $second ->
            [blitz] blitz
            [rapid] rápido
           *[standard] clássico
        }
    }
time-control-pair-explanation = Conte o tempo de 60 lances por jogador.
time-control-pair-line = { $stage ->
        [first] Primeira fase
       *[second] Segunda fase
    } ({ $clock }): { $inc ->
        [0] { $minutes }
       *[other] { $sum }
    } → { $class } ({ $reason }).
