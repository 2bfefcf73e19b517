### Motor `game-end` (promenljive: vidi en/engine-dead-position.ftl).

dead-position-question = Partija je u toku: dijagram prikazuje poziciju na tabli; na potezu je { $side ->
    [white] beli
   *[black] crni
}. Nijedna zastavica nije pala i niko ništa nije zahtevao. Da li je pozicija mrtva po 5.2.2?

dead-position-option-dead = Mrtva: nijedna strana ne može da matira nijednim nizom legalnih poteza, pa je partija remi (5.2.2)
dead-position-option-one = Nije mrtva: { $side ->
    [white] beli
   *[black] crni
} još može da matira nekim nizom legalnih poteza ({ $side ->
    [white] crni
   *[black] beli
} ne može)
dead-position-option-both = Nije mrtva: obe strane još mogu da matiraju nekim nizom legalnih poteza

dead-position-rule = Pozicija je mrtva kada nijedan igrač ne može da matira protivnika nijednim nizom legalnih poteza, ma koliko kooperativnim; partija se tada odmah završava remijem (5.2.2). Nije važno da li se mat može forsirati.
dead-position-bishops = Osim kraljeva na tabli su samo lovci, svi na poljima iste boje: kralj u šahu uvek ima slobodno polje druge boje, pa nijedna strana nikad ne može da matira.

dead-position-can-mate = { $side ->
    [white] Beli
   *[black] Crni
} može da matira, na primer: { $line }.
dead-position-lone-knight = { $side ->
    [white] Beli
   *[black] Crni
} ima samo skakača protiv samog kralja, čime se nikad ne može matirati.
dead-position-same-coloured-bishops = { $side ->
    [white] Beli
   *[black] Crni
} ne može da matira: osim kraljeva na tabli su samo lovci, svi na poljima iste boje, a kralj u šahu uvek ima slobodno polje druge boje.
dead-position-exhausted = Šta god da igraju igrači, { $side ->
    [white] beli
   *[black] crni
} nikad ne može da matira: ispitane su sve pozicije koje još mogu nastati ({ $n }).
