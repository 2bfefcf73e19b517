### Reči zajedničke motorima pozicija (flag-fall, game-end): oznake figura i potezi.
### $side: white|black. Latinica; ćirilica se izvodi.

# Slovo figure u algebarskoj notaciji (Dodatak C). Pešak nema slovo.
mate-piece-king = K
mate-piece-queen = D
mate-piece-rook = T
mate-piece-bishop = L
mate-piece-knight = S
# $move: potez u algebarskoj notaciji.
mate-only-move = Jedini legalan potez { $side ->
    [white] belog
   *[black] crnog
} je { $move }.
mate-lone-king = { $side ->
    [white] Beli
   *[black] Crni
} ima samo kralja, koji nikad ne može da da šah.
