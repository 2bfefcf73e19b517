### Motor `titles-norms` (promenljive i selektori: vidi en/engine-titles-norms.ftl).

titles-norms-setting = Međunarodni švajcarski turnir od { $n } kola pod uslovima turnira za titule. Igrač odigra svih { $n } partija, protiv protivnika sa rejtingom { $list } (lista važeća na početku), i osvoji { $score }. Uslovi o titulama i federacijama protivnika su ispunjeni.
titles-norms-title = { $title ->
        [gm] velemajstora (GM)
       *[im] međunarodnog majstora (IM)
    }
titles-norms-ask-average = Koji se prosečni rejting protivnika (Ra) koristi za normu { $name }?
titles-norms-ask-performance = Koliki je rejting performans (Rp) za normu { $name }?
titles-norms-ask-verdict = Koju normu daje ovaj rezultat?
titles-norms-verdict = { $verdict ->
        [gm] Velemajstorska norma (i norma međunarodnog majstora)
        [im] Norma međunarodnog majstora, ali ne velemajstorska
        [none-ra] Nema norme: prosečni rejting protivnika (Ra) je ispod minimuma čak i za normu međunarodnog majstora
       *[none-rp] Nema norme: rejting performans (Rp) je ispod minimuma čak i za normu međunarodnog majstora
    }
titles-norms-raised = { $rating } se podiže na prag za { $code }, { $floor }
titles-norms-none-below = niko nije ispod praga za { $code }, { $floor }
titles-norms-working = { $code }: { $raised } (B.01-1.4.6, samo najniži); Ra = { $total } / { $n } → { $ra } (0,5 naviše, B.01-1.4.7); { $score }/{ $n } → { $pct }% → dp { $dp } (B.01-1.4.9); Rp = { $ra } { $plus } = { $rp } (B.01-1.4.8; potrebno Rp ≥ { $min-rp }, Ra ≥ { $min-ra })
titles-norms-avoid = Bez praga Ra bi bio { $raw }; podizanje svih slabih protivnika je pogrešno (podiže se samo jedan).
titles-norms-games-note = Ali za normu je potrebno najmanje 9 partija (B.01-1.4.1): { $n } nije dovoljno.
