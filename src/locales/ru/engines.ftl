### Слова, общие для движков правил (селекторы см. в en/engines.ftl).

pace-game = { $pace ->
    [standard] классическая партия
    [rapid] партия по быстрым шахматам
   *[blitz] партия в блиц
}
clock = { $inc ->
    [0] { $base } мин без добавления
   *[other] { $base } мин + { $inc } с на ход
}
setting = { $game }, { $clock }
setting-few-arbiters = { $game }, { $clock }, один судья на несколько досок (применяется { $appendix })
extra-minutes = { $side ->
    [white] Белым
   *[black] Чёрным
} добавляют { $n } { $n ->
    [one] минуту
    [few] минуты
   *[many] минут
}
draw-cannot-mate = Ничья: { $side ->
    [white] белые
   *[black] чёрные
} не могут поставить мат никакой серией законных ходов
unit = { $count ->
    [1] { $unit ->
        [pawn] пешка
        [knight] конь
        [bishop-light] белопольный слон
        [bishop-dark] чернопольный слон
        [rook] ладья
       *[queen] ферзь
    }
   *[2] { $unit ->
        [pawn] две пешки
        [knight] два коня
        [bishop-light] два белопольных слона
        [bishop-dark] два чернопольных слона
        [rook] две ладьи
       *[queen] два ферзя
    }
}
king = король
king-only = только король
list-and = { $init } и { $last }
