### Motor `round-robin` (promenljive i selektori: vidi en/engine-round-robin.ftl).

round-robin-game = { $colour ->
        [white] Igrača { $opponent }, belim
       *[black] Igrača { $opponent }, crnim
    }
round-robin-bye = Nikoga: u tom kolu nema partiju
round-robin-stem = Turnir svako sa svakim sa { $players } igrača, parovanje po Bergerovim tablicama (C.05, aneks 1) posle žreba.{ $odd ->
        [yes] {" "}Sa { $players } igrača koristi se tablica za { $n }.
       *[no] {""}
    } Koga igrač broj { $p } igra u { $r }. kolu i kojom bojom?
round-robin-explanation = { $r }. kolo tablice za { $n } je { $line }; prvi broj u svakom paru igra belim.
round-robin-explanation-bye = Broj { $dummy } je fiktivan kada je broj igrača neparan, pa igrač { $p }, uparen s njim, nema partiju.
round-robin-explanation-game = Igrač { $p } igra { $colour ->
        [white] belim
       *[black] crnim
    } protiv igrača { $opponent }.
