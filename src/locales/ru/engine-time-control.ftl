### Движок `time-control` (переменные и селекторы см. в en/engine-time-control.ftl).

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
time-control-pair-stem = Турнир проходит в два этапа, и на каждом из них каждому игроку устанавливается один контроль времени на всю партию (добавление — с первого хода). Первый этап: { $first }. Второй этап: { $second }. Как Правила шахмат определяют партии этих двух этапов?
time-control-pair-option = { $same ->
        [yes] { $first ->
            [blitz] Оба раза блиц
            [rapid] Оба раза рапид
           *[standard] Оба раза классика
        }
       *[no] { $first ->
            [blitz] Блиц
            [rapid] Рапид
           *[standard] Классика
        }, затем { $second ->
            [blitz] блиц
            [rapid] рапид
           *[standard] классика
        }
    }
time-control-pair-explanation = Считаем время на 60 ходов для каждого игрока.
time-control-pair-line = { $stage ->
        [first] Первый этап
       *[second] Второй этап
    } ({ $clock }): { $inc ->
        [0] { $minutes }
       *[other] { $sum }
    } → { $class } ({ $reason }).
