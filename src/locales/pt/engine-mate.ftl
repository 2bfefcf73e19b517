### Palavras comuns aos motores de posições (flag-fall, game-end): letras das peças e lances.
### $side é white|black.

# A letra de uma peça na notação algébrica (Apêndice C). O peão não tem letra.
mate-piece-king = R
mate-piece-queen = D
mate-piece-rook = T
mate-piece-bishop = B
mate-piece-knight = C
# $move é um lance em notação algébrica.
mate-only-move = O único lance legal { $side ->
    [white] das brancas
   *[black] das pretas
} é { $move }.
mate-lone-king = { $side ->
    [white] As brancas
   *[black] As pretas
} têm só o rei, que nunca dá xeque.
