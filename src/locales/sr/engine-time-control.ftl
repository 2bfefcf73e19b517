### Motor `time-control` (promenljive i selektori: vidi en/engine-time-control.ftl).

time-control-stem = Propozicije turnira određuju svakom igraču za celu partiju ovaj tempo: { $clock }{ $inc ->
        [0] {""}
       *[other] {" "}(dodatak od prvog poteza)
    }. Kako ga Pravila šaha razvrstavaju?
time-control-option = { $pace ->
        [blitz] Blic (B.1)
        [rapid] Rapid (A.1)
       *[standard] Standardni tempo: ni rapid ni blic
    }
time-control-class = { $pace ->
        [blitz] blic
        [rapid] rapid
       *[standard] standardni tempo
    }
time-control-reason = { $pace ->
        [blitz] 10 minuta ili manje, B.1
        [rapid] više od 10 i manje od 60 minuta, A.1
       *[standard] 60 minuta ili više, dakle ni rapid po A.1 ni blic po B.1
    }
time-control-minutes = { $n } { $n ->
        [one] minut
       *[other] minuta
    }
time-control-sum = { $inc ->
        [0] nema dodatka, dakle { $minutes }
       *[other] { $base } + 60 × { $inc } s = { $base } + { $inc } = { $minutes }
    }
time-control-explanation = Računa se vreme za 60 poteza: { $sum } po igraču → { $class } ({ $reason }).
time-control-base-alone = Samo osnovno vreme ({ $base } min) pogrešno bi ukazivalo na { $class }: dodatak se računa.
time-control-stem-which = Propozicije turnira mogle bi svakom igraču za celu partiju odrediti bilo koji od ovih tempa (dodatak se računa od prvog poteza). Koji od njih Pravila šaha razvrstavaju kao { $pace ->
        [blitz] blic
        [rapid] rapid
       *[standard] standardni tempo (ni rapid ni blic)
    }?
time-control-which-line = { $inc ->
        [0] { $clock }: { $minutes } → { $class }.
       *[other] { $clock }: { $sum } → { $class }.
    }
time-control-which-explanation = Računajte vreme za 60 poteza po igraču; { $class } je { $reason }. { $key }
