### The arbiter's assistant (/assist, /api/assist/*): answers to incidents at the board and
### calculations on the event. $flagger, $opponent, $offender, $late, $other, $player are
### white|black; $pace is standard|rapid|blitz.

assist-error-field = Polje `{ $field }` nedostaje ili ima vrednost koja ne može da se pročita.
assist-error-empty = Nema šta da se odluči: zahtev ne sadrži nijedno polje koje ovaj alat čita.

## Flag fall (6.9, 5.2, A.5.3, A.5.5, Guidelines III)

assist-error-fen = Ta pozicija ne može da se pročita: { $detail }
assist-flag-error-turn = Strana kojoj je pala zastavica mora biti na potezu (njen sat je išao), ali je u ovoj poziciji druga strana u šahu. Proverite poziciju.
assist-flag-error-material = Materijal { $side ->
    [white] belog
   *[black] crnog
} „{ $text }” ne može da se pročita. Upišite figure slovima K Q R B N P (engleska notacija), na primer KRP (najviše jedan kralj, osam pešaka i petnaest jedinica).
assist-flag-error-placement = Sa ovim materijalom nije moguće postaviti nijednu legalnu poziciju. Unesite poziciju kao FEN.
assist-flag-turn-set = Pozicija je pročitana tako da je na potezu { $flagger ->
    [white] beli
   *[black] crni
}: išao je sat igrača kome je pala zastavica.
assist-flag-mated = { $flagger ->
    [white] Beli
   *[black] Crni
} je u ovoj poziciji matiran: partija je završena matom (5.1.1), pre pada zastavice.
assist-flag-headline = { $outcome ->
    [win] Pobeda { $opponent ->
        [white] belog
       *[black] crnog
    } na vreme
    [draw] Remi: { $opponent ->
        [white] beli
       *[black] crni
    } ne može da matira
    [dead] Remi: pozicija je već bila mrtva
    [stalemate] Remi: pat pre pada zastavice
   *[mated] { $opponent ->
        [white] Beli
       *[black] Crni
    } je već pobedio matom
}
assist-flag-change-win = Remi bi bio samo kada { $opponent ->
    [white] beli
   *[black] crni
} ne bi mogao da matira nijednim nizom legalnih poteza, kao sa samim kraljem, ili sa samo jednim skakačem ili lovcem kada { $flagger ->
    [white] beli
   *[black] crni
} ima samo kralja (6.9).
assist-flag-change-draw = Da je { $opponent ->
    [white] beli
   *[black] crni
} imao bilo kakav način da matira nekim nizom legalnih poteza, makar samo uz pomoć { $flagger ->
    [white] belog
   *[black] crnog
}, pad zastavice bi doneo poraz (6.9).
assist-flag-change-dead = Pad zastavice bi se računao samo ako bi mat i dalje bio moguć za neku stranu: tada bi { $opponent ->
    [white] beli
   *[black] crni
} pobedio ako može da matira, a inače bi bio remi (6.9).
assist-flag-change-stalemate = Da je { $flagger ->
    [white] beli
   *[black] crni
} imao legalan potez, partija bi i dalje trajala i pad zastavice bi se računao po 6.9.
assist-flag-by-material = { $outcome ->
    [win] { $opponent ->
        [white] Beli
       *[black] Crni
    } ima materijal kojim može da matira, pa { $flagger ->
        [white] beli
       *[black] crni
    } gubi na vreme (6.9). Ovo je procenjeno po materijalu: pozicija ima previše mogućnosti da bi se prošle sve varijante, a u retkoj poziciji u kojoj mat nije moguć šta god igrači radili (na primer zaključan pešački zid) bio bi remi.
    [draw] { $opponent ->
        [white] Beli
       *[black] Crni
    } ima samo kralja i nikad ne može da matira, pa pad zastavice donosi remi (6.9).
   *[dead] Nijedna strana nema materijal kojim bi ikada mogla da matira, pa je pozicija mrtva i partija je završena remijem čim je nastala (5.2.2); pad zastavice ništa ne menja.
}
assist-flag-material-example = Odlučeno na ovoj poziciji sa zadatim materijalom: { $fen }.
assist-flag-material-depends = Sa ovim materijalom odgovor zavisi od toga gde stoje figure: ovaj rezultat daje { $k } od { $n } isprobanih pozicija.
assist-flag-material-note = Konkretna pozicija (blokirani pešaci, prinudno uzimanje, pat) može da promeni odgovor: da biste bili sigurni, unesite poziciju kao FEN.
assist-flag-change-fast = U rapidu i blicu sudija objavljuje pad zastavice koji vidi (A.5.5), a protivnik može da pauzira sat i zahteva pobedu na vreme (A.5.3); podnosilac zahteva dobija samo remi ako ne može da matira nijednim nizom legalnih poteza.
assist-flag-change-guidelines = Bez dodatka, ako je takmičenje unapred najavilo primenu Smernica za partije bez dodatka (III.2), igrač koji je na potezu, a kome je ostalo manje od dva minuta, mogao je, pre pada zastavice, da zatraži dodatak od pet sekundi za oba igrača, što je ujedno i ponuda remija (III.4), ili da zahteva remi zato što protivnik ne može da dobije normalnim sredstvima ili ništa ne preduzima da bi dobio (III.5). Kada zastavica padne, kasno je.

## Illegal move (7.5, A.3, A.4, A.5.2, B.2, B.3)

assist-illegal-error-nth = Navedite koji je ovo po redu završen nepravilan potez ovog igrača: 1 za prvi, 2 za drugi.
assist-illegal-headline = { $outcome ->
    [minutes] { $opponent ->
        [white] Belom
       *[black] Crnom
    } { $n ->
        [one] se dodaje { $n } minut
       *[other] se dodaju { $n } minuta
    }
    [loss] { $offender ->
        [white] Beli gubi
       *[black] Crni gubi
    }
    [draw] Remi
   *[stands] Potez ostaje
}
assist-illegal-what = { $kind ->
    [move] Potez suprotan pravilima iz člana 3, završen pritiskom na sat, nepravilan je potez (7.5.1).
    [pawn] Ako je pešak doveden na poslednji red i pritisnut sat, a pešak nije zamenjen, to je nepravilan potez; pešak postaje dama njegove boje (7.5.2).
    [clock] Pritisak na sat bez poteza kažnjava se kao nepravilan potez (7.5.3).
   *[hands] Korišćenje obe ruke za jedan potez (rokada, uzimanje, promocija) uz pritisak na sat kažnjava se kao nepravilan potez (7.5.4).
}
assist-illegal-first = To je prvi završen nepravilan potez { $offender ->
    [white] belog
   *[black] crnog
}: { $opponent ->
    [white] belom
   *[black] crnom
} { $n ->
    [one] se dodaje { $n } minut
   *[other] se dodaju { $n } minuta
} (7.5.5{ $pace ->
    [rapid] ; u rapidu A.3 daje jedan minut umesto dva
    [blitz] ; u blicu jedan minut umesto dva, kako određuje A.3, koji se primenjuje po B.3
    [blitz-full] ; jedan minut, kao u A.3: za partiju blica po B.2 videti niže
   *[standard] {""}
}).
assist-illegal-second-loss = To je drugi završen nepravilan potez { $offender ->
    [white] belog
   *[black] crnog
}, a { $opponent ->
    [white] beli
   *[black] crni
} može da matira nekim nizom legalnih poteza: { $offender ->
    [white] beli
   *[black] crni
} gubi partiju (7.5.5).
assist-illegal-second-draw = To je drugi završen nepravilan potez { $offender ->
    [white] belog
   *[black] crnog
}, koji bi doneo poraz, ali { $opponent ->
    [white] beli
   *[black] crni
} ne može da matira nijednim nizom legalnih poteza: partija je remi (7.5.5).
assist-illegal-stands = Bez punog nadzora sudija interveniše, a protivnik može da zahteva, samo dok protivnik ne odigra sledeći potez (A.5.2{ $pace ->
    [blitz] , što se na blic primenjuje po B.3
   *[other] {""}
}). { $opponent ->
    [white] Beli
   *[black] Crni
} je već odigrao potez, pa nepravilan potez ostaje i ne kažnjava se.
assist-illegal-position-draw = Bez punog nadzora sudija više ne može da primeni 7.5.5 pošto je protivnik odigrao potez (A.5.2), ali pešak je i posle tog poteza na poslednjem redu: pozicija je nepravilna i sudija proglašava remi (A.5.4).
assist-illegal-change-position = Da je protivnikov potez uzeo tog pešaka, nepravilna pozicija ne bi ostala: potez bi ostao i partija bi se nastavila (A.5.2, A.5.4).
assist-illegal-reinstate = { $kind ->
    [pawn] Pešak se zamenjuje damom i igra se nastavlja odatle (7.5.2).
    [clock] Igra se nastavlja iz pozicije na tabli.
   *[other] Vraća se pozicija neposredno pre nepravilnosti i igra se nastavlja odatle (7.5.1); ako ta pozicija ne može da se utvrdi, od poslednje pozicije pre nje koja može da se utvrdi. Na potez koji zamenjuje nepravilan primenjuju se članovi 4.3 i 4.7: dodirnutom figurom mora da se odigra ako je moguće (7.5.1).
}
assist-illegal-change-first = Drugi završen nepravilan potez { $offender ->
    [white] belog
   *[black] crnog
} doneo bi poraz, ili remi ako { $opponent ->
    [white] beli
   *[black] crni
} ne bi mogao da matira nijednim nizom legalnih poteza (7.5.5).
assist-illegal-change-loss = Bio bi remi kada { $opponent ->
    [white] beli
   *[black] crni
} ne bi mogao da matira nijednim nizom legalnih poteza (7.5.5).
assist-illegal-change-draw = Da je { $opponent ->
    [white] beli
   *[black] crni
} mogao da matira nekim nizom legalnih poteza, { $offender ->
    [white] beli
   *[black] crni
} bi izgubio (7.5.5).
assist-illegal-change-stands = Da je sudija to video, ili da je { $opponent ->
    [white] beli
   *[black] crni
} zahtevao, pre sledećeg poteza { $opponent ->
    [white] belog
   *[black] crnog
}, pozicija bi bila vraćena i primenjena kazna iz 7.5.5 (A.5.2). Igrači i dalje mogu sami sporazumno da isprave nepravilan potez, bez sudije.
assist-illegal-change-limited = Čim { $opponent ->
    [white] beli
   *[black] crni
} odigra sledeći potez, nepravilan potez ostaje i niko više ne može da postigne da se on kazni (A.5.2).
assist-illegal-change-supervised = Uz pun nadzor (standardni šah, A.4 u rapidu, B.2 u blicu) nepravilan potez otkriven tokom partije ispravlja se ma koliko kasno bio otkriven (7.5.1); bez njega bi ostao čim protivnik odigra potez (A.5.2).
assist-illegal-change-blitz-supervised = B.2 primenjuje Pravila takmičenja na blic partiju sa sopstvenim sudijom; da li je kazna tada dva minuta iz 7.5.5 ili jedan minut iz A.3, tekst Pravila ne rešava. Proverite propozicije takmičenja ili pitajte glavnog sudiju.
assist-illegal-change-clock = Ako je sat možda pritisnut greškom, a ne da bi se završio potez, Priručnik za sudije FIDE prepušta sudiji da odluči da li je to bio nepravilan potez ili nepažnja.

## Time-control class (A.1, B.1)

assist-tc-error = Unesite osnovno vreme od najviše jednog dana u minutima i dodatak od najviše 600 sekundi, ne oba nula.
assist-tc-headline = { $pace ->
    [standard] Standardni šah
    [rapid] Rapid
   *[blitz] Blic
}
assist-tc-reason = { $base } min + 60 × { $inc } s = { $total } min po igraču za 60 poteza. Blic je 10 minuta ili manje (B.1), rapid više od 10 i manje od 60 (A.1), standardni šah 60 ili više.
assist-tc-change-increment = Bez dodatka bio bi to { $other ->
    [standard] standardni šah
    [rapid] rapid
   *[blitz] blic
}: dodatak se računa, 60 puta (A.1, B.1).
assist-tc-change-up = Sa { $at } min ili više za 60 poteza bio bi to { $other ->
    [standard] standardni šah
    [rapid] rapid
   *[blitz] blic
}.
assist-tc-change-down = Sa { $at } min ili manje za 60 poteza bio bi to { $other ->
    [standard] standardni šah
    [rapid] rapid
   *[blitz] blic
}.
assist-tc-change-rating = Da li se partije računaju za rejting, i za koju listu, određuje FIDE Pravilnik o rejtingu (B.02), koji ima sopstvena minimalna vremena.

## Recording the moves (8.1.1, 8.4, A.2, B.3)

assist-rec-error = Unesite vreme na satu i dodatak kao brojeve (najviše jedan dan i 600 sekundi).
assist-rec-headline = { $duty ->
    [record] Mora i dalje da zapisuje
    [increment] Mora i dalje da zapisuje
    [exempt] Ne mora da zapisuje do kraja perioda
   *[fast] Ne mora da zapisuje
}
assist-rec-reason = { $duty ->
    [record] U standardnom šahu svaki igrač zapisuje poteze (8.1.1); sat u ovom periodu nije pokazivao manje od pet minuta, pa 8.4 još ne ukida tu obavezu.
    [increment] Uz dodatak od 30 sekundi ili više po potezu igrač mora da zapisuje ma koliko malo vremena mu ostalo (8.4).
    [exempt] Sat je u nekom trenutku ovog perioda pokazivao manje od pet minuta, a dodatak je manji od 30 sekundi: igrač ne mora da zapisuje do kraja perioda (8.4), čak i ako ga je dodatak u međuvremenu vratio iznad pet minuta.
   *[fast] { $pace ->
        [blitz] U blicu igrači ne moraju da zapisuju poteze (A.2, koji se primenjuje po B.3); partiju po B.2 zapisuje sudija ili njegov pomoćnik.
       *[other] U rapidu igrači ne moraju da zapisuju poteze (A.2); zadržavaju zahteve koji se inače zasnivaju na zapisniku.
    }
}
assist-rec-change-record = Čim sat u ovom periodu pokaže manje od pet minuta, obaveza se ukida do kraja perioda, osim ako je dodatak 30 sekundi ili više (8.4).
assist-rec-change-exempt = Uz dodatak od 30 sekundi ili više obaveza bi ostala, šta god sat pokazivao (8.4).
assist-rec-change-flag = Igrač koji je prestao da zapisuje po 8.4 mora, čim padne bilo koja zastavica, da dopuni zapisnik pre nego što pomeri figuru (8.5.2); ako nijedan igrač ne zapisuje, sudija zaustavlja sat i oba igrača dopunjuju zapisnike (8.5.1).
assist-rec-change-increment = Uz dodatak manji od 30 sekundi obaveza bi se ukinula čim bi sat pokazao manje od pet minuta (8.4).
assist-rec-change-fast = U standardnom šahu obaveza se ukida samo ispod pet minuta i uz dodatak manji od 30 sekundi (8.4).

## Late arrival (6.7.1)

assist-late-error = Unesite zakašnjenje i dozvoljeno zakašnjenje u minutima (najviše jedan dan).
assist-late-headline = { $outcome ->
    [loses] { $late ->
        [white] Beli gubi kontumacijom
       *[black] Crni gubi kontumacijom
    }
   *[plays] Partija se igra
}
assist-late-reason = { $stated ->
    [yes] Propozicije određuju dozvoljeno zakašnjenje od { $default } min.
   *[no] Propozicije ne određuju dozvoljeno zakašnjenje, pa je ono nula.
} { $late ->
    [white] Beli je stigao
   *[black] Crni je stigao
} { $minutes } min { $seconds } s posle početka. { $outcome ->
    [loses] Igrač koji stigne za tablu posle dozvoljenog zakašnjenja gubi partiju, osim ako sudija ne odluči drugačije (6.7.1).
   *[plays] To nije posle dozvoljenog zakašnjenja, pa se partija igra; vreme koje je već isteklo na satu igrača koji je zakasnio ne vraća se.
}
assist-late-change-arbiter = Sudija može da odluči drugačije (6.7.1), na primer kada su zakašnjenje izazvali organizatori; propozicije takmičenja takođe mogu da odrede kako se postupa u takvim slučajevima.
assist-late-change-later = Da je stigao kasnije od { $default } min posle početka, { $late ->
    [white] beli
   *[black] crni
} bi izgubio, osim ako sudija ne bi odlučio drugačije (6.7.1).
assist-late-change-unstated = Kada propozicije određuju dozvoljeno zakašnjenje, igrač može da stigne dok ono ne istekne (6.7.1).

## Electronic devices (11.3.2)

assist-device-headline = { $outcome ->
    [loss] { $player ->
        [white] Beli gubi
       *[black] Crni gubi
    }
    [milder] Kazna koju određuju propozicije
    [allowed] Nema kazne
   *[breach] Prekršaj: sudija bira kaznu
}
assist-device-reason-person = Svaki elektronski uređaj koji sudija nije odobrio zabranjen je na mestu igre. Igrač koji očigledno ima takav uređaj kod sebe na mestu igre gubi partiju, bio uređaj isključen ili ne, a protivnik pobeđuje (11.3.2.2).
assist-device-reason-milder = Uređaj kod sebe na mestu igre donosi gubitak partije (11.3.2.2), ali propozicije takmičenja mogu da odrede drugačiju, blažu kaznu, i ove to čine: primenite je.
assist-device-reason-bag = Propozicije dozvoljavaju uređaje u torbi igrača ako su potpuno isključeni, a torba stoji kako je dogovoreno sa sudijom (11.3.2.1): nema prekršaja. Nijedan igrač ne sme da koristi torbu bez dozvole sudije.
assist-device-reason-bag-on = Izuzetak za torbu važi samo za uređaj koji je potpuno isključen (11.3.2.1), pa je ovo bio uređaj u radu na mestu igre bez odobrenja. Automatski poraz iz 11.3.2.2 napisan je za uređaj kod sebe: osim ako propozicije ne određuju kaznu, sudija bira jednu iz 12.9 (preko 11.6), sve do gubitka partije.
assist-device-reason-bag-forbidden = Propozicije ne dozvoljavaju uređaje u torbama, pa je ovaj uređaj bio na mestu igre bez odobrenja sudije (11.3.2). Automatski poraz iz 11.3.2.2 napisan je za uređaj kod sebe: osim ako propozicije ne određuju kaznu, sudija bira jednu iz 12.9 (preko 11.6), sve do gubitka partije.
assist-device-change-loss = Samo propozicije takmičenja mogu da ublaže ovu kaznu (11.3.2.2); potpuno isključen uređaj u torbi koju propozicije dozvoljavaju ne bi bio prekršaj (11.3.2.1).
assist-device-change-allowed = Da uređaj nije bio potpuno isključen, ili da je igrač koristio torbu bez dozvole, to bi bio prekršaj; kod sebe bi doneo gubitak partije (11.3.2.2).
assist-device-change-breach = Da je uređaj kod igrača, doneo bi gubitak partije, osim ako propozicije ne predviđaju blažu kaznu (11.3.2.2); potpuno isključen, u torbi koju propozicije dozvoljavaju, ne bi bio prekršaj (11.3.2.1).
assist-device-change-milder = Bez takve odredbe u propozicijama partija bi bila izgubljena (11.3.2.2).

## Rating change (B.02 8.3), first rating (B.02 8.2), Berger tables (C.05)

assist-rating-error-own = Unesite rejting igrača kao broj između 1000 i 3000.
assist-rating-error-games = Unesite od 1 do { $max } partija, svaku sa rejtingom protivnika (1000–3000, ili prazno za protivnika bez rejtinga) i rezultatom 1, ½ ili 0.
assist-rating-error-unrated = Rejting menjaju samo partije protiv protivnika sa rejtingom: unesite bar jednu.
assist-rating-headline = Promena rejtinga { $exact } ({ $rounded } ako je ovo igračev jedini turnir u rejting periodu)
assist-rating-reason = Rezultat { $score } prema očekivanom { $expected } (partija za rejting: { $games }): ΣΔR = { $sum }. K = { $k } ({ $profile ->
    [newcomer] nov na listi, manje od 30 partija za rejting
    [junior] do kraja godine u kojoj igrač puni 18 godina, uz rejting ispod 2300
    [adult] 30 ili više partija, nikad 2400
   *[reached-2400] objavljeni rejting je dostigao 2400, čak i ako je posle pao
}), pa je promena K × ΣΔR = { $exact }, zaokruženo na { $rounded } (B.02 8.3).
assist-rating-k-capped = K je { $k } umesto { $full }: K × broj partija ne sme da pređe 700 u jednom rejting periodu (B.02 8.3.3); partije sa drugih turnira u istom periodu smanjile bi ga još više.
assist-rating-400 = Razlika veća od 400 poena računa se kao 400 za igrača sa rejtingom ispod 2650 (B.02 8.3.1, u verziji koja važi od 1. oktobra 2025).
assist-rating-unrated-games = { $unrated ->
    [one] { $unrated } partija protiv protivnika bez rejtinga ne računa se za promenu rejtinga.
    [few] { $unrated } partije protiv protivnika bez rejtinga ne računaju se za promenu rejtinga.
   *[other] { $unrated } partija protiv protivnika bez rejtinga ne računa se za promenu rejtinga.
}
assist-rating-change-k = Sa drugim K promena bi se srazmerno promenila: 40 za novog igrača na listi, kao i do kraja godine u kojoj igrač puni 18 godina dok mu je rejting ispod 2300; 20 za ostale igrače; 10 kada objavljeni rejting dostigne 2400, čak i ako posle padne (B.02 8.3.3).
assist-rating-change-400 = Od 2650 računa se stvarna razlika, bez ograničenja od 400 poena (B.02 8.3.1).
assist-first-error = Unesite od 1 do { $max } rejtinga protivnika sa rejtingom (1000–3000) i broj poena koji nije veći od broja partija.
assist-first-headline = { $published ->
    [yes] Prvi rejting { $ru }
    [few] Još se ne objavljuje: { $ru } posle { $games } partije
    [zero] Nema prvog rejtinga: nula poena na prvom turniru se ne uzima u obzir
   *[no] Nema prvog rejtinga: ispod 1400
}
assist-first-reason = Sa dva hipotetička protivnika sa rejtingom 1800, obe partije remi: Ra = { $ra }, rezultat { $pct }% (partija: { $games } + 2), dp = { $dp }, pa je Ru = { $ra } { $dp } = { $raw } (B.02 8.2).
assist-first-cap = Prvi rejting je najviše 2200 (B.02 8.2.3).
assist-first-below = Rejting ispod 1400 se ne objavljuje (B.02 7.1.4).
assist-first-change = Za prvi rejting potrebno je najmanje pet partija protiv protivnika sa rejtingom, koje mogu da se saberu sa više turnira u okviru 26 meseci; nula poena na prvom turniru se ne uzima u obzir (B.02 7.1.4, 8.2.1).
assist-first-change-few = Sa manje od pet partija protiv protivnika sa rejtingom rejting se još ne objavljuje: ovo bi dale dosad odigrane partije.
assist-berger-error = Bergerova tablica postoji za 3 do { $max } igrača.
assist-berger-error-round = Broj kola na ovom turniru svako sa svakim je { $rounds }: unesite kolo od 1 do { $rounds }.
assist-berger-headline = Kolo { $round } za { $players } igrača
assist-berger-reason = Po Bergerovoj tablici za { $table } igrača (C.05, Aneks 1), prvi broj na svakoj tabli igra belim figurama: { $boards }.
assist-berger-bye = Pošto je broj igrača neparan, broj { $bye } igra protiv fiktivnog broja { $table } i u ovom kolu nema partiju.
assist-berger-change = Drugi broj igrača daje drugu tablicu: za neparan broj koristi se tablica sledećeg parnog broja, pa u svakom kolu jedan igrač pauzira.

## Draw claims (9.2, 9.3, 9.5, 9.6)

assist-draw-error-empty = Nalepite poteze partije kako su zapisani u zapisniku: SAN sa brojevima poteza ili bez njih, ili partiju u PGN-u.
assist-draw-error = { $kind ->
    [long] Spisak poteza je predugačak: najviše 64 KB.
    [plies] Partija je predugačka: najviše 1.000 polupoteza.
    [fen] Početna pozicija (FEN) ne može da se pročita.
    [fen-position] Početna pozicija (FEN) nije legalna šahovska pozicija.
    [fen-conflict] Zadati FEN i oznaka FEN partije u PGN-u su različite pozicije.
    [setup] Čita se samo običan šah: oznaka SetUp ili Variant ove partije kaže drugačije.
    [pgn] Tekst PGN nije ispravno sastavljen: oznaka, komentar ili varijanta nije zatvorena.
    [not-a-move] U { $number }. potezu ({ $side ->
        [white] beli
       *[black] crni
    }) „{ $token }“ nije potez.
    [number] Broj poteza „{ $token }“ ne sledi iz prethodnih poteza: očekivano je { $expected }.
    [illegal] U { $number }. potezu ({ $side ->
        [white] beli
       *[black] crni
    }) { $token } nije legalan potez. Legalni potezi su tu, između ostalih: { $legal }.
    [ambiguous] U { $number }. potezu ({ $side ->
        [white] beli
       *[black] crni
    }) { $token } može da znači { $legal }: napišite koja figura igra.
    [after-end] „{ $token }“ dolazi pošto je partija već završena matom ili patom.
   *[after-result] Posle rezultata postoji tekst: „{ $token }“.
}
assist-draw-error-written = „{ $token }“ nije legalan potez u poslednjoj poziciji partije.
assist-draw-headline = { $outcome ->
    [threefold-board] Remi: trostruko ponavljanje
    [threefold-move] Remi: trostruko ponavljanje sa zapisanim potezom
    [fifty-board] Remi: pravilo 50 poteza
    [fifty-move] Remi: pravilo 50 poteza sa zapisanim potezom
    [mate] Partija je završena matom
    [stalemate] Remi: pat
    [fivefold] Remi: petostruko ponavljanje
    [seventy-five] Remi: pravilo 75 poteza
   *[incorrect] Neispravan zahtev: { $n ->
        [one] { $n } minut
       *[other] { $n } minuta
    } protivniku
}
assist-draw-state = Na potezu je { $side ->
    [white] beli
   *[black] crni
}. Poteza svakog igrača od poslednjeg poteza pešakom ili uzimanja: { $count }.
assist-draw-repeated = Pozicija se pojavila { $times } puta: { $start ->
    [yes] na početku, zatim posle
   *[no] posle
} { $after }.
assist-draw-correct = { $kind ->
    [threefold-board] Pozicija na tabli se sada pojavila najmanje treći put sa istim igračem na potezu: { $side ->
        [white] beli
       *[black] crni
    }, koji je na potezu, ispravno zahteva i partija je remi (9.2.1.2, 9.5.2).
    [threefold-move] Posle { $written } pozicija bi se pojavila najmanje treći put: { $side ->
        [white] beli
       *[black] crni
    }, pošto je taj potez upisao u zapisnik i najavio ga sudiji ne odigravši ga, ispravno zahteva i partija je remi (9.2.1.1, 9.5.2).
    [fifty-board] Poslednjih 50 poteza svakog igrača odigrano je bez poteza pešakom i bez uzimanja: { $side ->
        [white] beli
       *[black] crni
    }, koji je na potezu, ispravno zahteva i partija je remi (9.3.2, 9.5.2).
   *[fifty-move] { $written } upotpunjuje 50 poteza svakog igrača bez poteza pešakom i bez uzimanja: { $side ->
        [white] beli
       *[black] crni
    }, pošto je taj potez upisao u zapisnik i najavio ga sudiji ne odigravši ga, ispravno zahteva i partija je remi (9.3.1, 9.5.2).
}
assist-draw-incorrect = { $written_given ->
    [yes] { $written } ne bi doveo ni do trećeg pojavljivanja pozicije ni do 50 poteza bez poteza pešakom i bez uzimanja
   *[no] Pozicija na tabli se nije pojavila tri puta, a 50 poteza bez poteza pešakom i bez uzimanja nije upotpunjeno
}: zahtev je neispravan. Protivniku se { $n ->
    [one] dodaje { $n } minut
   *[other] dodaju { $n } minuta
} (9.5.3{ $pace ->
    [standard] {""}
   *[other] ; jedan minut umesto dva po A.3
}) i partija se nastavlja{ $written_given ->
    [yes] ; zapisani potez { $written } mora da se odigra (9.5.3).
   *[no] .
}
assist-draw-ended = { $how ->
    [mate] Partija je završena potezom { $at }, matom (5.1.1).
    [stalemate] Partija je završena potezom { $at }, patom: remi (5.2.1).
    [fivefold] Posle { $at } ista pozicija se pojavila peti put: partija je tada završena remijem, bez zahteva (9.6.1).
   *[seventy-five] Posle { $at } svaki igrač je odigrao 75 poteza bez poteza pešakom i bez uzimanja: partija je tada završena remijem, bez zahteva (9.6.2).
}
assist-draw-after-end = Potezi odigrani posle toga se ne računaju: partija je već bila završena.
assist-draw-change-correct = Bez zahteva partija se nastavlja; bez zahteva je remi samo kada se pozicija pojavi peti put (9.6.1) ili posle 75 poteza svakog igrača bez poteza pešakom i bez uzimanja (9.6.2).
assist-draw-change-open = { $how ->
    [board] Zahtev na osnovu pozicije na tabli, bez upisivanja poteza, ovde bi bio ispravan (9.2.1.2, 9.3.2).
   *[write] { $side ->
        [white] Beli
       *[black] Crni
    } bi mogao ispravno da zahteva remi upisavši u zapisnik jedan od ovih poteza i najavivši ga sudiji umesto da ga odigra: { $moves } (9.2.1.1, 9.3.1).
}
assist-draw-change-incorrect = Zahtev postaje ispravan kada će se pozicija upravo pojaviti, ili se upravo pojavila, treći put sa istim igračem na potezu (9.2.1), ili kada svaki igrač odigra 50 poteza bez poteza pešakom i bez uzimanja: ovde još { $left } (9.3).
assist-draw-change-same = Pozicije su iste samo ako je na potezu isti igrač, iste figure stoje na istim poljima i mogući su isti potezi, uključujući rokadu i uzimanje u prolazu (9.2.3); zahtev može da postavi samo igrač koji je na potezu (9.2.1, 9.3).
assist-draw-change-earlier = Remi je mogao da se zahteva od { $at }, kada se pozicija pojavila treći put (9.2.1.2).

## Tie-breaks from a TRF file (C.07, 2023)

assist-tb-error-empty = Nalepite TRF datoteku turnira ili je izaberite, onako kako je izvoze Swiss-Manager ili Vega.
assist-tb-error-file = TRF datoteka ne može da se pročita; svaki problem je naveden sa svojim redom.
assist-tb-error-key = „{ $key }“ nije dodatni kriterijum koji ovaj alat računa. Koristite skraćenice iz C.07: { $known }.
assist-tb-error-many = Izaberite najviše { $max } dodatnih kriterijuma.
assist-tb-error-player = U datoteci nema igrača sa startnim brojem { $player }.
assist-tb-at = Red { $line }
assist-tb-summary = Igrača: { $players }; uračunato kola: { $complete } od { $rounds } (kolo u kome partija još nije odigrana ne računa se).
assist-tb-problem = { $kind ->
    [large] Datoteka je veća od { $n } KB.
    [players] Datoteka ima više od { $n } igrača.
    [rounds] Datoteka ima više od { $n } kola.
    [no-players] Datoteka nema nijedan red igrača (001).
    [start] Startni broj „{ $text }“ nije pozitivan broj.
    [duplicate] Startni broj { $player } je već upotrebljen u redu { $n }.
    [field] Igrač { $player }: { $field ->
        [rating] rejting
        [fide-id] FIDE ID
        [points] poeni
       *[rank] plasman
    } „{ $text }“ nije broj.
    [header] { $field ->
        [players] Broj igrača
       *[rounds] Broj kola
    } „{ $text }“ nije broj.
    [opponent] Igrač { $player }, kolo { $round }: protivnik „{ $text }“ nije startni broj.
    [colour] Igrač { $player }, kolo { $round }: boja „{ $text }“ nije w, b ni -.
    [result] Igrač { $player }, kolo { $round }: rezultat „{ $text }“ nije TRF oznaka rezultata.
    [no-colour] Igrač { $player }, kolo { $round }: partija protiv { $opponent } nema boju.
    [bye-opponent] Igrač { $player }, kolo { $round }: oznaka slobodnog kola „{ $text }“ navedena je uz protivnika ({ $opponent }).
    [no-opponent] Igrač { $player }, kolo { $round }: rezultat partije „{ $text }“ nema protivnika.
    [self] Igrač { $player } je u { $round }. kolu uparen sam sa sobom.
    [unknown] Igrač { $player }, kolo { $round }: protivnika { $opponent } nema u datoteci.
    [pairing] Igrač { $player } ima { $opponent } kao protivnika u { $round }. kolu, ali red igrača { $opponent } nema igrača { $player }.
    [same-colour] Igrači { $player } i { $opponent } imaju istu boju u { $round }. kolu.
    [results] Rezultati { $round }. kola igrača { $player } i { $opponent } se ne slažu.
   *[points] Za igrača { $player } navedeno je { $text } poena, a rezultati daju { $computed }.
}
assist-tb-entry = { $entry ->
    [game] Partija
    [forfeit-win] Pobeda kontumacijom
    [forfeit-loss] Poraz kontumacijom
    [pab] Slobodno kolo dodeljeno parovanjem
    [half-bye] Slobodno kolo za pola poena
    [full-bye] Slobodno kolo za ceo poen
    [zero-bye] Slobodno kolo bez poena
   *[absent] Nije uparen
}
assist-tb-status = { $status ->
    [counted] da
    [cut] odbačeno
   *[not-counted] ne
}

## Provera parovanja: kolo iz TRF datoteke upoređeno sa holandskim sistemom (C.04.3). Igrači su startni brojevi.
assist-pair-same = Kolo { $round } je upareno kao što ga uparuje holandski sistem: isti protivnici, iste boje i isto slobodno kolo dodeljeno parovanjem.
assist-pair-differs = Kolo { $round } nije upareno kao što ga uparuje holandski sistem: { $n ->
    [one] { $n } razlika
    [few] { $n } razlike
   *[other] { $n } razlika
}.
assist-pair-edition = { $edition ->
    [until-2026] Provereno po holandskom sistemu (C.04.3) i osnovnim pravilima švajcarskog sistema (C.04.1) na snazi do 31. januara 2026, za turnire započete pre 1. februara 2026; bez ubrzanog parovanja.
   *[other] Provereno po holandskom sistemu (C.04.3) i osnovnim pravilima švajcarskog sistema (C.04.1) na snazi od 1. februara 2026, bez ubrzanog parovanja. Nemamo ceo tekst C.04.3 iz 2026. godine; gde ga nema, provera tumači pravila onako kako ih tumači program bbpPairings 6.0.0, koji je odobrila FIDE: slobodno kolo dodeljeno parovanjem (PAB) ide najnižoj bodovnoj grupi u kojoj je to moguće, a u njoj igraču sa što manje neodigranih partija; svaka grupa se uparuje tako da kolo i dalje može da se upari do kraja; kolo bez partije koje nije donelo poene ne računa se kao spuštanje naniže.
}
assist-pair-diff-opponent = Igrač { $player }: po holandskom sistemu igra protiv { $expected }, u datoteci protiv { $recorded }.
assist-pair-diff-to-bye = Igrač { $player }: po holandskom sistemu dobija slobodno kolo dodeljeno parovanjem, u datoteci igra protiv { $recorded }.
assist-pair-diff-from-bye = Igrač { $player }: po holandskom sistemu igra protiv { $expected }, u datoteci dobija slobodno kolo dodeljeno parovanjem.
assist-pair-diff-colours = { $white } – { $black }: isti par, ali po holandskom sistemu bele figure ima { $white }, a u datoteci { $black }.
assist-pair-diff-bye = { $kind ->
    [both] Slobodno kolo dodeljeno parovanjem: po holandskom sistemu ga dobija { $expected }, u datoteci { $recorded }.
    [expected] Slobodno kolo dodeljeno parovanjem: po holandskom sistemu ga dobija { $expected }, u datoteci niko.
   *[recorded] Slobodno kolo dodeljeno parovanjem: po holandskom sistemu ga ne dobija niko, u datoteci { $recorded }.
}
# $points, $half: poeni grupe (2 i yes za 2,5); $residents, $mdps: startni brojevi ("3, 7") ili "none".
assist-pair-bracket = Prva razlika nastaje { $collapsed ->
    [yes] u poslednjoj grupi, gde se svi preostali igrači uparuju zajedno (A.9)
   *[no] u bodovnoj grupi { $points }{ $half ->
        [yes] ,5
       *[no] {""}
    }
}: { $residents }{ $mdps ->
    [none] {""}
   *[other] ; spušteni odozgo (MDP): { $mdps }
}. Holandski sistem je izabrao kandidata { $candidate } po redosledu iz B.6–B.7 i D.1–D.3 (0 je grupa kakva jeste, S1 protiv S2).
assist-pair-refused = { $kind ->
    [range] Kolo { $round } ne može da se proveri: izaberite kolo posle prvog, najkasnije { $recorded }. kolo, poslednje zabeleženo u datoteci.
    [not-paired] U kolu { $round } datoteke niko nije uparen: nema ni partije ni slobodnog kola dodeljenog parovanjem.
    [unfinished] Kolo { $round } još ima partiju bez rezultata, pa nisu poznati poeni po kojima se uparuje sledeće kolo.
    [late] Igrač { $player } nema unos u 1. kolu, a ima u { $round }. kolu: to je naknadno uključen igrač, koji se uparuje po propozicijama turnira, a njih ova provera ne poznaje.
    [no-colour] U 1. kolu nije zabeležena nijedna boja, pa se početna boja (E.5) ne može utvrditi.
    [too-many] Broj igrača za parovanje u ovom kolu: { $players }; provera obrađuje najviše { $limit }.
    [no-pairing] Nijedno parovanje ovog kola ne ispunjava apsolutne kriterijume (C1–C3) tako da svi igrači budu upareni (C4).
   *[too-long] Pretraga holandskog sistema u ovom kolu prešla je { $limit } koraka, pa kolo nije ocenjeno, da se ne bi ocenjivalo nagađanjem.
}
