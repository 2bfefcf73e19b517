### Motor `recording` (promenljive i selektori: vidi en/engine-recording.ftl).

recording-stem = { $setting }. Igraču na satu sada ostaje { $time } u tekućem periodu. { $history } Da li mora i dalje da zapisuje poteze?
recording-history-never = Ranije u ovom periodu sat nikad nije pokazivao manje od 5 minuta.
recording-history-low = Ranije u ovom periodu sat je pao na { $low }, a dodatak ga je od tada ponovo podigao.
recording-option = { $duty ->
        [record] Da: igrač u ovom periodu nije imao manje od 5 minuta, pa mora i dalje da zapisuje (8.4)
        [exempt] Ne: igrač je u ovom periodu imao manje od 5 minuta, bez dodatka od 30 sekundi ili više, pa sme da ne zapisuje do kraja perioda (8.4)
        [not-required] Ne: u rapidu i blicu zapisivanje poteza uopšte nije obavezno (A.2)
       *[increment] Da: uz dodatak od 30 sekundi ili više zapisivanje ostaje obavezno, ma koliko malo vremena ostalo (8.4)
    }
recording-explain-rapid-blitz = U rapidu i blicu igrači ne moraju da zapisuju poteze (A.2); zadržavaju zahteve koji se inače zasnivaju na zapisniku i mogu u svakom trenutku da traže formular od sudije.{ $pace ->
        [blitz] {" "}U blicu bez punog nadzora A.2 se primenjuje preko B.3.
       *[rapid] {""}
    } Pravilo pet minuta iz 8.4 odnosi se na standardni tempo, gde je zapisivanje obavezno.
recording-rule = Po 8.4 igrač koji u nekom trenutku perioda ima manje od 5 minuta oslobođen je zapisivanja do kraja tog perioda, osim ako postoji dodatak od 30 sekundi ili više.
recording-detail-increment = Ovde je dodatak { $inc } sekundi, pa zapisivanje ostaje obavezno koliko god malo vremena ostalo.
recording-detail-never-under = Ovde sat pokazuje { $time } i ranije u periodu nikad nije pokazivao manje od 5 minuta, pa igrač mora i dalje da zapisuje.
recording-detail-earlier = Ovde je sat ranije u periodu pao na { $low }: od tada je igrač oslobođen zapisivanja do kraja perioda, iako ga je dodatak vratio na { $time }.
recording-detail-now = Ovde je { $time } manje od 5 minuta, a dodatak je manji od 30 sekundi, pa igrač sme da ne zapisuje do kraja perioda, čak i ako mu vreme kasnije opet pređe 5 minuta.
recording-exactly-five = Tačno 5:00 nije „manje od pet minuta”.
recording-exactly-thirty = Dodatak od tačno 30 sekundi spada u „30 sekundi ili više”.
