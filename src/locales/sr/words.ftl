### Words outside the interface pages: the board's description for screen readers, the
### feedback of case questions, a question gone from the knowledge base, exported feedback,
### the headings of imported rulings.
### $role is king|queen|rook|bishop|knight|pawn; $side is white|black.

board-piece = { $role ->
    [king] kralj
    [queen] dama
    [rook] top
    [bishop] lovac
    [knight] skakač
   *[pawn] pešak
}
board-side = { $side ->
    [white] Beli
   *[black] Crni
}
board-position = Pozicija
board-to-move = { $side ->
    [white] Beli su na potezu
   *[black] Crni su na potezu
}
case-others = Ostali odgovori su odluke za druge situacije:
question-gone = Ovo pitanje više nije u bazi znanja; odgovor se i dalje računa u rezultat.
article-label = Čl.
import-heading-facts = Činjenice
import-heading-decision = Odluka
import-heading-reasoning = Obrazloženje
import-heading-articles = Članovi
