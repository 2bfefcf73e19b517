### Motor `illegal-move`: završeni nepravilni potezi (7.5; A.3, A.5.2, B.3), vraćanje pozicije
### (7.5.1) i rokada (3.8.2, 7.5.4). Promenljive: vidi en/engine-illegal-move.ftl. Latinica.

illegal-move-x = { $side ->
    [white] beli
   *[black] crni
}
illegal-move-y = { $side ->
    [white] crni
   *[black] beli
}
illegal-move-x-subject = { $side ->
    [white] Beli
   *[black] Crni
}
illegal-move-y-subject = { $side ->
    [white] Crni
   *[black] Beli
}
illegal-move-x-gen = { $side ->
    [white] belog
   *[black] crnog
}
illegal-move-y-gen = { $side ->
    [white] crnog
   *[black] belog
}
illegal-move-x-label = { $side ->
    [white] Beli
   *[black] Crni
}
illegal-move-y-label = { $side ->
    [white] Crni
   *[black] Beli
}
illegal-move-gets = { $side ->
    [white] crnom
   *[black] belom
} se { $n ->
    [one] dodaje { $n } minut
   *[other] dodaju { $n } minuta
}
illegal-move-act = { $act ->
    [king-into-check] stavi svog kralja u šah i pritisne sat
    [castle-through-check] jednom rukom rokira preko napadnutog polja i pritisne sat
    [bishop-jumps] preskoči lovcem sopstvenog pešaka i pritisne sat
    [clock-without-move] pritisne sat a da nije odigrao potez
   *[two-hands] rokira obema rukama (kralj u jednoj, top u drugoj) i pritisne sat
}
illegal-move-opponent-stops = { illegal-move-y-subject } odmah, pre svog poteza, pauzira sat i poziva sudiju.
illegal-move-nobody-notices = Niko to ne primeti, pa { illegal-move-y } odigra potez i pritisne sat. Tek tada, pre nego što { illegal-move-x } ponovo odigra, sudija primećuje nepravilan potez.
illegal-move-penalty-stem = { $setting }. { illegal-move-x-subject } { $act }. To je { $nth ->
    [1] prvi
   *[other] drugi
} nepravilan potez { illegal-move-x-gen } u ovoj partiji. { $then } Materijal: { illegal-move-x-label }: { $material }; { illegal-move-y-label }: { $other-material }. Kako sudija odlučuje?
illegal-move-minutes-option = { $gets } i igra se nastavlja
illegal-move-loses = { illegal-move-x-subject } gubi partiju
illegal-move-stands-option = Nema kazne: { illegal-move-y } je već odigrao sledeći potez, pa nepravilan potez ostaje (A.5.2)
illegal-move-explain-act = { $act ->
    [clock-without-move] Pritisak na sat bez poteza kažnjava se kao nepravilan potez (7.5.3).
   *[two-hands] Rokada obema rukama uz pritisak na sat kažnjava se kao nepravilan potez (7.5.4).
}
illegal-move-explain-pace = { $pace ->
    [rapid] U rapidu bez punog nadzora sudija primenjuje 7.5.5, ili protivnik može da zahteva, samo dok protivnik ne odigra sledeći potez (A.5.2); kazne iz članova 7 i 9 iznose 1 minut umesto 2 (A.3).
   *[blitz] U blicu bez punog nadzora B.3 upućuje na A.3 i A.5: sudija primenjuje 7.5.5, ili protivnik može da zahteva, samo dok protivnik ne odigra sledeći potez (A.5.2), a kazne iz članova 7 i 9 iznose 1 minut umesto 2.
}
illegal-move-explain-standard-later = U standardnoj partiji takvog ograničenja nema: nepravilan potez otkriven tokom partije ispravlja se i kažnjava i posle protivnikovog odgovora (7.5.1).
illegal-move-explain-stands = Ovde je { illegal-move-y } već odigrao sledeći potez, pa nepravilan potez ostaje i kazne nema.
illegal-move-explain-first = Prvi završen nepravilan potez: { illegal-move-gets } (7.5.5), a dodatak dobijen njime se oduzima. To ne donosi poraz: gubi tek drugi nepravilan potez istog igrača.
illegal-move-explain-loss = Drugi završen nepravilan potez istog igrača donosi poraz (7.5.5), osim ako protivnik ne može da matira nijednim nizom legalnih poteza; { illegal-move-y } ima materijal za mat ({ $other-material }), pa { illegal-move-x } gubi.
illegal-move-explain-draw = Drugi završen nepravilan potez istog igrača donosi poraz (7.5.5), ali je remi kada protivnik ne može da matira nijednim nizom legalnih poteza: { illegal-move-y } ima samo kralja, pa je partija remi.
illegal-move-restore-stem = { $setting }. Iz pozicije na dijagramu (na potezu je { $to-move ->
    [white] beli
   *[black] crni
}) partija je nastavljena ovako: { $line }, svaki potez završen pritiskom na sat. Pre sledećeg poteza sudija primećuje da je { $bad } bio nepravilan potez; to je prvi nepravilan potez { $offender ->
    [white] belog
   *[black] crnog
} u partiji. Šta sudija radi sa pozicijom?
illegal-move-restore-before = Vraća poziciju neposredno pre poteza { $move }, i igra se nastavlja odatle
illegal-move-restore-stands = Ništa: protivnik je već odigrao sledeći potez, pa nepravilan potez ostaje (A.5.2)
illegal-move-restore-why = { $bad } je nepravilan potez: { $role ->
    [knight] skakač
    [bishop] lovac
    [rook] top
   *[queen] dama
} ne može da ode sa { $from } na { $to } ({ $article }).
illegal-move-restore-rule = { $case ->
    [standard] U standardnoj partiji, kada se tokom partije otkrije nepravilan potez, vraća se pozicija neposredno pre njega (7.5.1), bez obzira na to koliko je poteza odigrano posle; protivnik još dobija 2 minuta (7.5.5).
    [limited] Protivnik još nije odigrao sledeći potez, pa sudija primenjuje 7.5.5 (A.5.2): vraća se pozicija neposredno pre nepravilnog poteza (7.5.1), a protivnik dobija 1 minut (A.3).
   *[stands] U rapidu i blicu bez punog nadzora sudija interveniše, a protivnik može da zahteva, samo dok protivnik ne odigra sledeći potez (A.5.2). Ovde ga je već odigrao, pa nepravilan potez ostaje i igra se nastavlja iz trenutne pozicije; ispraviti ga mogu još samo sami igrači sporazumno.
}
illegal-move-castling-legal = Rokada je legalna: igra se nastavlja, bez kazne
illegal-move-castling-restore = Rokada je nepravilna: vraća se pozicija pre nje, { illegal-move-x } mora da odigra drugi potez kraljem ako ima legalan, a { illegal-move-gets }
illegal-move-castling-two-hands = Rokada je legalna, ali rokada obema rukama kažnjava se kao nepravilan potez (7.5.4): { illegal-move-gets }
illegal-move-castling-stands = Rokada je nepravilna, ali ostaje: { illegal-move-y } je već odigrao sledeći potez (A.5.2)
illegal-move-castling-history = { $moved ->
    [none] Ni kralj { illegal-move-x-gen } ni top sa { $rook } se u ovoj partiji nisu pomerali.
    [king] Ranije u ovoj partiji kralj { illegal-move-x-gen } je išao sa { $king } na { $detour } i kasnije se vratio; top sa { $rook } se nije pomerao.
   *[rook] Ranije u ovoj partiji top sa { $rook } je išao na { $rook-detour } i kasnije se vratio; kralj { illegal-move-x-gen } se nije pomerao.
}
illegal-move-castling-stem = { $setting }. Dijagram prikazuje poziciju; na potezu je { illegal-move-x }. { $history } { illegal-move-x-subject } igra { $wing ->
    [kingside] malu rokadu
   *[queenside] veliku rokadu
} { $hands ->
    [one] jednom rukom
   *[two] obema rukama (kralj u jednoj, top u drugoj)
} i pritisne sat. { illegal-move-x-subject } ranije u ovoj partiji nije imao nepravilan potez. { $then } Kako sudija odlučuje?
illegal-move-castling-reply = { illegal-move-y-subject } odgovara { $reply } i pritisne sat; tek tada, pre nego što { illegal-move-x } ponovo odigra, sudija pregleda rokadu.
illegal-move-castling-reason = { $reason ->
    [legal] Rokada je ovde legalna: ni kralj ni top se nisu pomerali, između njih nema ničega, a kralj nije u šahu i ne prelazi preko napadnutog polja niti staje na njega (3.8.2).
    [in-check] Rokada nije dozvoljena: kralj je u šahu (3.8.2.2).
    [crosses] Rokada nije dozvoljena: kralj bi prešao preko polja koje napada protivnička figura (3.8.2.2).
    [lands] Rokada nije dozvoljena: polje na koje bi kralj stao napada protivnička figura (3.8.2.2).
    [blocked] Rokada nije dozvoljena: između kralja i topa stoji figura (3.8.2.2).
   *[moved] Rokada nije dozvoljena: kralj ili taj top su se već pomerali u ovoj partiji, iako su se vratili (3.8.2.1).
}
illegal-move-castling-follow-legal = Odigrana jednom rukom, to je običan potez: nema šta da se ispravlja.
illegal-move-castling-follow-restore = Završen nepravilan potez: vraća se pozicija pre njega (7.5.1); rokada je potez kraljem, pa { illegal-move-x } mora da igra kraljem ako ima legalan potez (4.3, 4.4.3); a { illegal-move-gets } (7.5.5).{ $hands ->
    [one] {""}
   *[two] {" "}To što je odigrana i obema rukama i dalje je jedan nepravilan potez, ne dva.
}
illegal-move-castling-follow-two-hands = Ali potez odigran obema rukama i završen pritiskom na sat kažnjava se kao nepravilan potez (7.5.4): { illegal-move-gets } (7.5.5). (Da li se legalna rokada odigrana obema rukama i vraća, tekst Pravila ne rešava; kaznu rešava.)
illegal-move-castling-follow-stands = Ali u rapidu i blicu bez punog nadzora sudija interveniše, a protivnik može da zahteva, samo dok protivnik ne odigra sledeći potez (A.5.2). { illegal-move-y-subject } je već odgovorio, pa rokada ostaje i kazne nema.
