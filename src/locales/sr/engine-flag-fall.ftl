### Motor `flag-fall` (promenljive: vidi en/engine-flag-fall.ftl).

flag-fall-option-win = Pobeda { $opponent ->
    [white] belog
   *[black] crnog
} na vreme: { $opponent ->
    [white] beli
   *[black] crni
} može da matira nekim nizom legalnih poteza
flag-fall-option-draw = Remi po 6.9: pad zastavice se računa, ali { $opponent ->
    [white] beli
   *[black] crni
} ne može da matira nijednim nizom legalnih poteza
flag-fall-option-dead = Remi: partija je već bila završena mrtvom pozicijom pre pada zastavice (5.2.2)
flag-fall-option-stalemate = Remi: { $flagger ->
    [white] beli
   *[black] crni
} je u patu, pa je partija završena pre pada zastavice (5.2.1)

flag-fall-event-seen = { $flagger ->
    [white] Belom
   *[black] Crnom
} padne zastavica i sudija to vidi.
flag-fall-event-called = Sudija vidi da je { $flagger ->
    [white] belom
   *[black] crnom
} pala zastavica i odmah to objavljuje.
flag-fall-event-claim = { $flagger ->
    [white] Belom
   *[black] Crnom
} padne zastavica; { $flagger ->
    [white] crni
   *[black] beli
} pauzira sat i zahteva pobedu na vreme.
flag-fall-no-claim = Niko ništa nije zahtevao pre pada zastavice.
flag-fall-to-move = Dijagram prikazuje poziciju na tabli; na potezu je { $flagger ->
    [white] beli
   *[black] crni
}.
flag-fall-question = Kakav je rezultat?

flag-fall-rule-claim = Po A.5.3, zahtev za pobedu na vreme donosi remi ako podnosilac zahteva ne može da matira nijednim nizom legalnih poteza; inače podnosilac pobeđuje (6.9 daje isti kriterijum).
flag-fall-rule = Po članu 6.9 igrač kome padne zastavica gubi, osim ako protivnik ne može da matira nijednim nizom legalnih poteza: tada je remi. Računaju se i figure igrača kome je pala zastavica: niz poteza može biti sasvim kooperativan.

flag-fall-stalemate = Ali { $flagger ->
    [white] beli
   *[black] crni
} nema legalan potez i nije u šahu: to je pat, kojim je partija odmah završena (5.2.1), pre pada zastavice.
flag-fall-win = Ovde { $flagger ->
    [white] beli
   *[black] crni
} može dobiti mat, ako treba i uz sopstvenu pomoć. Na primer: { $line }. Zato pobeđuje { $flagger ->
    [white] crni
   *[black] beli
}.
flag-fall-draw = Pozicija nije mrtva, jer bi { $flagger ->
    [white] beli
   *[black] crni
} još mogao da matira (na primer: { $line }), pa je partija trajala i pad zastavice se računa: remi.
flag-fall-dead = Nijedna strana ne može da matira, pa je pozicija mrtva: partija je završena remijem čim je nastala (5.2.2), a pad zastavice ništa ne menja.

flag-fall-lone-knight = { $side ->
    [white] Beli
   *[black] Crni
} ima samo skakača protiv samog kralja: sa tim materijalom mat ne postoji.
flag-fall-same-coloured-bishops = Osim kraljeva na tabli su samo lovci, svi na poljima iste boje: kralj u šahu uvek ima slobodno polje druge boje, pa { $side ->
    [white] beli
   *[black] crni
} nikad ne može da matira.
flag-fall-exhausted = Šta god da igraju oba igrača, { $side ->
    [white] beli
   *[black] crni
} nikad ne može da matira: ispitane su sve pozicije koje još mogu nastati ({ $n }) i nijedna nije takav mat.
