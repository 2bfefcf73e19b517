### Mehanizam swiss-pairing: ručno parovanje 2. ili 3. kola malog švajcarskog turnira
### (holandski sistem, C.04.3). Startni brojevi, poeni i spiskovi igrača dolaze kao tekst
### ("1, 5", "1½", "1–4, 2–5"); $colour je white|black.

# Slobodno kolo dodeljeno parovanjem na kraju odgovora: "slobodno kolo: 8" ($player: broj igrača).
swiss-pairing-bye = slobodno kolo: { $player }
# Partija u tabeli rezultata: "K1 b — 4: 1" ($round: kolo; $colour: boja igrača; $opponent:
# broj protivnika; $points: poeni igrača).
swiss-pairing-table-game = K{ $round } { $colour ->
    [white] b
   *[black] c
} — { $opponent }: { $points }
# Slobodno kolo dodeljeno parovanjem u tabeli rezultata: "K2 slobodno kolo: 1".
swiss-pairing-table-bye = K{ $round } slobodno kolo: 1
# Boja izvučena žrebom za igrača 1, kako je pitanje imenuje.
swiss-pairing-initial = { $colour ->
    [white] beli
   *[black] crni
}
# Pravila koja pitanje primenjuje, u uvodu ($edition: until-2026 ili 2026).
swiss-pairing-edition = { $edition ->
    [until-2026] pravila na snazi do 31. januara 2026
   *[other] pravila na snazi od 1. februara 2026
}
# Prvi deo pitanja, pre tabele ($players, $rounds: brojevi; $initial: swiss-pairing-initial).
swiss-pairing-intro = Švajcarski turnir, holandski sistem (C.04.3, { $rules }), { $players } { $players ->
    [one] igrač
   *[other] igrača
}, { $rounds } { $rounds ->
    [one] kolo
   *[other] kola
}; slobodno kolo dodeljeno parovanjem vredi 1 poen. Startni brojevi prate rejting; početna boja izvučena žrebom za igrača 1: { $initial }. Dosadašnji rezultati (broj, rejting, [poeni]; K = kolo, b/c = boja, protivnik: rezultat):
# Pitanje, posle tabele ($round: traženo kolo).
swiss-pairing-ask = Koje je tačno parovanje { $round }. kola (beli prvi)?

# Objašnjenje počinje metodom...
swiss-pairing-method = Bodovne grupe se uparuju odozgo (C.04.3): u svakoj grupi S1 je gornja polovina, S2 donja; permutacija ili razmena se koristi samo kada S1 protiv S2 krši kriterijum (ponovni susret, boje C3) ili postoji bolji kandidat; ko ostane bez para spušta se niže (MDP).
# ...prolazi kroz grupe (ispod), navodi pravila boja...
swiss-pairing-colours = Boje po { $colour_rules }: obe želje ako je moguće, inače jača, inače naizmenično od poslednjeg puta kada su imali različite boje (neodigrana kola se ne računaju), inače želja bolje plasiranog igrača (poeni, pa broj).
# ...i daje odgovor ($pairing: tačan odgovor).
swiss-pairing-result = { $round }. kolo: { $pairing }.

# Igrači spušteni u grupu, posle njenih: " + MDP 3, 5" (počinje razmakom).
swiss-pairing-moved = {" "}+ MDP { $players }
# Kako su nađeni parovi grupe: $way je first (S1 protiv S2 bez izmena) ili altered.
swiss-pairing-how = { $way ->
    [first] S1 protiv S2 redom
   *[altered] posle permutacija/razmena ({ $exchanges })
}
# Igrači koje grupa ostavi bez para, posle parova.
swiss-pairing-left-unpaired = ; bez para: { $players }
# Posle grupe u koju su spojene niže (počinje razmakom).
swiss-pairing-collapsed = {" "}(niže grupe spojene, A.9)
# Jedna grupa u rešenju: $score, poeni njenih igrača; $residents; $moved, swiss-pairing-moved ili
# ništa; $collapsed, swiss-pairing-collapsed ili ništa; $s1, $s2, podgrupe; $how,
# swiss-pairing-how; $pairs, "1–4, 2–5"; $unpaired, swiss-pairing-left-unpaired ili ništa.
swiss-pairing-bracket = • { $score }: { $residents }{ $moved }{ $collapsed }; S1 = { $s1 }, S2 = { $s2 }; { $how }: { $pairs }{ $unpaired }.
# Grupa u kojoj niko ne može da se upari: $floaters se spuštaju.
swiss-pairing-bracket-unpaired = • { $score }: { $residents }{ $moved }{ $collapsed }: nema dozvoljenog para; { $floaters } se spušta niže.

# Zašto je pogrešan odgovor pogrešan. $option: odgovor; $player, $a, $b: brojevi igrača.
swiss-pairing-mistake-rematch = { $option }: { $a } i { $b } su se već sastali u { $round }. kolu; ponovni susret nije dozvoljen ({ $ref }).
swiss-pairing-mistake-colours-absolute = { $option }: boje obrnute; { $player } ima apsolutnu željenu boju i prekršila bi se granica ±2 ili zabrana iste boje tri puta zaredom ({ $ref }).
swiss-pairing-mistake-colours = { $option }: boje obrnute; pravila dodele boja daju igraču { $player } željenu boju ({ $colour_rules }).
swiss-pairing-mistake-ignores-scores = { $option }: parovano po redosledu rejtinga, kao da poeni nisu važni ({ $ref }).
swiss-pairing-mistake-top-against-next = { $option }: u svakoj bodovnoj grupi prvi igra sa sledećim; holandski sistem uparuje S1 protiv S2.
swiss-pairing-mistake-second-bye = { $option }: { $player } je već dobio slobodno kolo dodeljeno parovanjem i ne može da dobije još jedno ({ $ref }).
