### Reči zajedničke motorima pravila (selektori: vidi en/engines.ftl). Latinica; ćirilica se izvodi.

pace-game = { $pace ->
    [standard] standardna partija
    [rapid] rapid partija
   *[blitz] blic partija
}
clock = { $inc ->
    [0] { $base } min, bez dodatka
   *[other] { $base } min + { $inc } s po potezu
}
setting = { $game }, { $clock }
setting-few-arbiters = { $game }, { $clock }, jedan sudija na više tabli (primenjuje se { $appendix })
extra-minutes = { $side ->
    [white] Belom
   *[black] Crnom
} se { $n ->
    [one] dodaje { $n } minut
   *[other] dodaju { $n } minuta
}
draw-cannot-mate = Remi: { $side ->
    [white] beli
   *[black] crni
} ne može da matira nijednim nizom legalnih poteza
unit = { $count ->
    [1] { $unit ->
        [pawn] pešak
        [knight] skakač
        [bishop-light] belopoljni lovac
        [bishop-dark] crnopoljni lovac
        [rook] top
       *[queen] dama
    }
   *[2] { $unit ->
        [pawn] dva pešaka
        [knight] dva skakača
        [bishop-light] dva belopoljna lovca
        [bishop-dark] dva crnopoljna lovca
        [rook] dva topa
       *[queen] dve dame
    }
}
king = kralj
king-only = samo kralj
list-and = { $init } i { $last }
