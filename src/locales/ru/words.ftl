### Words outside the interface pages: the board's description for screen readers, the
### feedback of case questions, a question gone from the knowledge base, exported feedback,
### the headings of imported rulings.
### $role is king|queen|rook|bishop|knight|pawn; $side is white|black.

board-piece = { $role ->
    [king] король
    [queen] ферзь
    [rook] ладья
    [bishop] слон
    [knight] конь
   *[pawn] пешка
}
board-side = { $side ->
    [white] Белые
   *[black] Чёрные
}
board-position = Позиция
board-to-move = { $side ->
    [white] Ход белых
   *[black] Ход чёрных
}
case-others = Остальные варианты — решения других ситуаций:
question-gone = Этого вопроса больше нет в базе знаний; ответ на него по-прежнему учитывается в результате.
article-label = Ст.
import-heading-facts = Факты
import-heading-decision = Решение
import-heading-reasoning = Обоснование
import-heading-articles = Статьи
