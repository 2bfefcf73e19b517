### Engine `tie-breaks`: a Swiss crosstable and the tie-breaks of C.07 (2023) asked about it.
### $player, $a and $b are player codes (P1, P2, …); $score, $value, $full, $cut and $total are
### points written with fractions (3½, 10¼); $sum is a sum written out ("2 + 4½ = 6½").

# The setting above the crosstable: $players players, $rounds rounds (7–10 and 5–7).
tb-intro = Švajcarski turnir (holandski sistem), { $players } igrača, { $rounds } kola, dodatni kriterijumi po C.07 (2023). Tabela (K = kolo, b/c = beli/crni, zatim protivnik i rezultat igrača; slobodno kolo (PAB) = 1 poen; slobodno kolo za pola poena = na zahtev igrača, ½; kontumacija = partija nije odigrana; konačni poeni u zagradi):
# One round of a player's line in the crosstable: round $round, colour $colour (white|black),
# opponent $opponent, the player's result $result (1, ½, 0).
tb-row-game = K{ $round } { $colour ->
    [white] b
   *[black] c
} — { $opponent }: { $result }
# A game not played: the player's points $result (1 or 0).
tb-row-forfeit = K{ $round } — { $opponent }: { $result } (kontumacija)
tb-row-pab = K{ $round } slobodno kolo (PAB): 1
tb-row-half-bye = K{ $round } slobodno kolo za pola poena: ½

tb-ask-bh = Koliki je Buchholz (BH) igrača { $player }?
tb-ask-bh-c1 = Koliki je Buchholz bez najslabijeg rezultata (BH-C1) igrača { $player }?
tb-ask-sb = Koliki je Sonneborn-Berger (SB) igrača { $player }?
tb-ask-win-won = Koliki su broj pobeda (WIN) i broj dobijenih partija (WON) igrača { $player }?
tb-ask-de = { $a } i { $b } su jedini igrači sa rezultatom { $score }. Koga od njih međusobni rezultat (DE) stavlja više?

# A term of a worked sum that stands for an unplayed round: the dummy opponent's score.
tb-term-dummy = { $score } (fiktivni)
# After the worked sum, when $player has unplayed rounds; $score is his own final score.
tb-dummy-note = Svako neodigrano kolo igrača { $player } računa se kao partija protiv fiktivnog protivnika sa konačnim poenima samog igrača { $player }, { $score } (C.07-16); rezultat su dodeljeni poeni.
# The wrong methods, joined with "; " into $list of tb-mistakes.
tb-mistake-omit = izostavljanje neodigranih kola daje { $value }
tb-mistake-virtual = ukinuti virtuelni protivnik daje { $value }
tb-mistake-forfeit = računanje kontumacije kao partije sa protivnikom daje { $value }
tb-mistakes = Pogrešni načini: { $list }.
tb-explain-bh = BH je zbir konačnih poena protivnika igrača { $player } (C.07-8.1): { $sum }.
# What Cut-1 drops ($value): the requested bye's contribution, or the lowest one.
tb-cut-bye = Cut-1 prvo odbacuje doprinos traženog slobodnog kola, { $value } (C.07-14, C.07-16)
tb-cut-lowest = Cut-1 odbacuje najmanji doprinos, { $value } (C.07-14)
# $rule is tb-cut-bye or tb-cut-lowest; $full − $cut = $total.
tb-explain-bh-c1 = BH = { $sum } (C.07-8.1); { $rule }: { $full } − { $cut } = { $total }.
tb-explain-sb = SB sabira konačne poene svakog protivnika koga je { $player } pobedio i polovinu poena svakog sa kojim je remizirao; porazi ne donose ništa (C.07-9.1): { $sum }.

# An option: the numbers of wins $win and of games won $won.
tb-win-won = WIN { $win }, WON { $won }
# $otb and $unplayed: lists of rounds ("1, 4" or "—").
tb-explain-win-won = WIN broji svako kolo bodovano kao pobeda, i neodigrano (kontumacija, slobodno kolo (PAB)) (C.07-7.1); WON samo partije dobijene za tablom (C.07-7.2); remiji i slobodna kola za pola poena ne ulaze ni u jedno. Pobede za tablom: kola { $otb }; pobede bez igre: kola { $unplayed }. WIN { $win }, WON { $won }.

tb-de-first = { $player } je plasiran više
tb-de-level = DE ih ne razdvaja: odlučuje sledeći kriterijum
# The outcome of the game between the two tied players: $player won it, or it was drawn.
tb-de-won = Dobio ju je { $player }, pa je { $player } plasiran više.
tb-de-drawn = Završena je remijem, pa ih DE ne razdvaja i odlučuje sledeći kriterijum.
# $outcome is tb-de-won or tb-de-drawn.
tb-explain-de = DE računa samo partije među izjednačenim igračima (C.07-6); važi i na švajcarskom turniru. { $a } i { $b } su jedini igrači sa rezultatom { $score } i sastali su se u { $round }. kolu. { $outcome }
