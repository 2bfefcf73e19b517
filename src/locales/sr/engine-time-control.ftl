### Motor `time-control` (promenljive i selektori: vidi en/engine-time-control.ftl).

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
time-control-pair-stem = Turnir se igra u dve faze; u svakoj od njih propozicije određuju svakom igraču jedan tempo za celu partiju (dodatak se računa od prvog poteza). Prva faza: { $first }. Druga faza: { $second }. Kako Pravila šaha razvrstavaju partije prve i druge faze?
time-control-pair-option = { $same ->
        [yes] { $first ->
            [blitz] Oba puta blic
            [rapid] Oba puta rapid
           *[standard] Oba puta standardni šah
        }
       *[no] { $first ->
            [blitz] Blic
            [rapid] Rapid
           *[standard] Standardni šah
        }, zatim { $second ->
            [blitz] blic
            [rapid] rapid
           *[standard] standardni šah
        }
    }
time-control-pair-explanation = Računa se vreme za 60 poteza po igraču.
time-control-pair-line = { $stage ->
        [first] Prva faza
       *[second] Druga faza
    } ({ $clock }): { $inc ->
        [0] { $minutes }
       *[other] { $sum }
    } → { $class } ({ $reason }).
