### Движок `time-control` (переменные и селекторы см. в en/engine-time-control.ftl).

time-control-stem = Положение турнира устанавливает каждому игроку на всю партию такой контроль: { $clock }{ $inc ->
        [0] {""}
       *[other] {" "}(добавление с первого хода)
    }. Как он классифицируется по Правилам шахмат?
time-control-option = { $pace ->
        [blitz] Блиц (B.1)
        [rapid] Рапид (A.1)
       *[standard] Классика: ни рапид, ни блиц
    }
time-control-class = { $pace ->
        [blitz] блиц
        [rapid] рапид
       *[standard] классика
    }
time-control-reason = { $pace ->
        [blitz] 10 минут или меньше, B.1
        [rapid] больше 10 и меньше 60 минут, A.1
       *[standard] 60 минут или больше, значит ни рапид по A.1, ни блиц по B.1
    }
time-control-minutes = { $n } { $n ->
        [one] минута
        [few] минуты
       *[many] минут
    }
time-control-sum = { $inc ->
        [0] добавления нет, значит { $minutes }
       *[other] { $base } + 60 × { $inc } с = { $base } + { $inc } = { $minutes }
    }
time-control-explanation = Считаем время на 60 ходов: { $sum } на игрока → { $class } ({ $reason }).
time-control-base-alone = По одному основному времени ({ $base } мин) можно ошибочно решить, что это { $class }: добавление учитывается.
time-control-stem-which = Положение турнира могло бы установить каждому игроку на всю партию любой из этих контролей (добавление — с первого хода). Какой из них Правила шахмат относят { $pace ->
        [blitz] к блицу
        [rapid] к рапиду
       *[standard] к классике (ни к рапиду, ни к блицу)
    }?
time-control-which-line = { $inc ->
        [0] { $clock }: { $minutes } → { $class }.
       *[other] { $clock }: { $sum } → { $class }.
    }
time-control-which-explanation = Считайте время на 60 ходов для каждого игрока; { $class } — это { $reason }. { $key }
