### Words outside the interface pages: the board's description for screen readers, the
### feedback of case questions, a question gone from the knowledge base, exported feedback,
### the headings of imported rulings.
### $role is king|queen|rook|bishop|knight|pawn; $side is white|black.

board-piece = { $role ->
    [king] rei
    [queen] dama
    [rook] torre
    [bishop] bispo
    [knight] cavalo
   *[pawn] peão
}
board-side = { $side ->
    [white] Brancas
   *[black] Pretas
}
board-position = Posição
board-to-move = { $side ->
    [white] Jogam as brancas
   *[black] Jogam as pretas
}
case-others = As outras opções são as decisões de outras situações:
question-gone = Esta questão não está mais na base de conhecimento; a resposta ainda conta na nota.
article-label = Art.
import-heading-facts = Fatos
import-heading-decision = Decisão
import-heading-reasoning = Fundamentação
import-heading-articles = Artigos
