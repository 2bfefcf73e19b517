### Motor `draw-claims`: ponavljanje i pravila 50/75 poteza (9.2, 9.3, 9.6), zahtevi (9.5).
### Promenljive: vidi en/engine-draw-claims.ftl. Latinica; ćirilica se izvodi.

-draw-claims-same = isti igrač na potezu, iste mogućnosti rokade i en passant

draw-claims-nth-time = { $n ->
    [3] treći put
    [4] četvrti put
   *[5] peti put
}
draw-claims-times = { $n ->
    [2] dva puta
    [3] tri puta
   *[4] četiri puta
}
draw-claims-moves = { $n } { $n ->
    [one] potez
   *[other] poteza
}

draw-claims-stem-repetition = { $setting }. Ista pozicija ({ -draw-claims-same }) upravo se pojavila { $nth } u partiji; ponavljanja nisu bila uzastopna. Nijedan igrač ništa nije rekao. Šta važi?
draw-claims-stem-moves = { $setting }. Poslednjih { $moves } svakog igrača odigrano je bez poteza pešakom i bez uzimanja; poslednji potez nije bio mat. Nijedan igrač ništa nije rekao. Šta važi?
draw-claims-stem-repetition-claim = { $setting }. { $side ->
    [white] Beli
   *[black] Crni
}, koji je na potezu, pauzira sat i traži remi zbog ponavljanja. Sudija proverava zapisnike: pozicija koja je upravo nastala ({ -draw-claims-same }) pojavila se u partiji { $times }, računajući i ovaj. Kako sudija odlučuje?
draw-claims-stem-fifty-claim = { $setting }. { $side ->
    [white] Beli
   *[black] Crni
}, koji je na potezu, pauzira sat i traži remi po pravilu 50 poteza. Sudija proverava zapisnike: poslednjih { $moves } svakog igrača odigrano je bez poteza pešakom i bez uzimanja. Kako sudija odlučuje?

draw-claims-incorrect = { $gets }; zahtev je neispravan i igra se nastavlja
draw-claims-claim-only = Ništa se ne dešava dok igrač na potezu ne zatraži remi (9.2); sudija se ne meša
draw-claims-automatic = Partija je remi: sudija mora da interveniše i proglasi remi bez ikakvog zahteva ({ $article })
draw-claims-at-third = Sudija mora da proglasi remi čim se pozicija pojavi treći put
draw-claims-consecutive = Ništa: računa se samo uzastopno ponavljanje, a ova nisu bila uzastopna
draw-claims-not-yet = Igra se nastavlja: remi po pravilu 50 poteza još ne može da se traži (9.3)
draw-claims-claimable = Igrač na potezu može da zatraži remi (9.3); bez zahteva igra se nastavlja
draw-claims-at-fifty = Posle 50 takvih poteza remi nastupa automatski: sudija mora da interveniše
draw-claims-correct = Remi: zahtev je ispravan ({ $article })
draw-claims-needs-fivefold = Zahtev je neispravan: remi donosi samo petostruko ponavljanje (9.6.1); igra se nastavlja
draw-claims-needs-75 = Zahtev je neispravan: potrebno je 75 poteza (9.6.2); igra se nastavlja

draw-claims-explain-fivefold = Pozicija koja se pojavi { $nth } sama po sebi završava partiju remijem (9.6.1): ponavljanja ne moraju biti uzastopna, zahtev nije potreban, a sudija mora da interveniše i proglasi remi.
draw-claims-explain-repetition = Pozicija koja se pojavi { $nth } daje pravo na zahtev igraču koji je na potezu (9.2.2), i kada ponavljanja nisu uzastopna; bez zahteva partija se nastavlja. Tek peto pojavljivanje samo po sebi završava partiju (9.6.1).
draw-claims-explain-not-yet = Samo { $moves } svakog: za zahtev je potrebno poslednjih 50 poteza svakog igrača bez poteza pešakom i uzimanja (9.3), pa se igra nastavlja; na 75 partija bi se sama završila (9.6.2).
draw-claims-explain-claimable = { $moves } svakog je najmanje 50, pa igrač na potezu može da zatraži remi (9.3.2), ali to je zahtev, a ne automatski remi: bez zahteva igra se nastavlja do 75 poteza (9.6.2).
draw-claims-explain-75 = { $moves } svakog igrača bez poteza pešakom i uzimanja sami po sebi završavaju partiju remijem, osim ako je poslednji potez bio mat (9.6.2); sudija mora da interveniše i proglasi remi.
draw-claims-explain-repetition-count = Pozicija se pojavila { $times }; za zahtev su potrebna najmanje tri pojavljivanja (9.2.2).
draw-claims-explain-fifty-count = Bilo je { $moves } svakog; za zahtev je potrebno najmanje 50 (9.3.2).
draw-claims-explain-correct = Zahtev je ispravan, pa je partija odmah remi (9.5.2).
draw-claims-explain-incorrect = Zahtev je neispravan: { $other ->
    [white] belom
   *[black] crnom
} se { $n ->
    [one] dodaje { $n } minut
   *[other] dodaju { $n } minuta
} i igra se nastavlja (9.5.3).{ $pace ->
    [standard] {""}
    [rapid] {" "}U rapidu je kazna 1 minut umesto 2 (A.3).
   *[blitz] {" "}U blicu bez punog nadzora B.3 primenjuje A.3: 1 minut umesto 2.
} Tri minuta iz 2009. više ne važe.
