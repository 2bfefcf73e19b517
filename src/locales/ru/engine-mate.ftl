### Слова, общие для движков позиций (flag-fall, game-end): обозначения фигур и ходы.
### $side: white|black.

# Буква фигуры в алгебраической нотации (Приложение C). У пешки буквы нет.
mate-piece-king = Кр
mate-piece-queen = Ф
mate-piece-rook = Л
mate-piece-bishop = С
mate-piece-knight = К
# $move: ход в алгебраической нотации.
mate-only-move = Единственный законный ход { $side ->
    [white] белых
   *[black] чёрных
}: { $move }.
mate-lone-king = У { $side ->
    [white] белых
   *[black] чёрных
} только король, а он никогда не даёт шах.
