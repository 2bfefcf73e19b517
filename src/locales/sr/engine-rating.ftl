### Engine `rating`: rating changes, K factors and first ratings under B.02 (2024).
### $profile is newcomer|junior|adult|reached-2400: why the player has his K factor.

# The player, in brackets in a question.
rt-profile = { $profile ->
    [newcomer] nov na rejting listi, do sada 12 partija koje se računaju za rejting
    [junior] ove godine puni 17 godina, preko 30 partija za rejting, rejting ispod 2300
    [adult] odrasli igrač, preko 30 partija za rejting, objavljeni rejting nikad nije dostigao 2400
   *[reached-2400] odrasli igrač čiji je objavljeni rejting nekad dostigao 2400
}
# A number of hundredths as a decimal: $sign (+, − or nothing), $whole, $cents (two digits).
rt-hundredths = { $sign }{ $whole },{ $cents }

# One round of the player's event: round $round, the opponent's rating $rating, the score
# $score (1, ½, 0).
rt-game-rated = K{ $round } { $rating }: { $score }
rt-game-unrated = K{ $round } protivnik bez rejtinga: { $score }
rt-game-bye = K{ $round } slobodno kolo
# $own: the player's rating; $player: rt-profile; $rounds: his rounds, joined with "; ".
rt-ask-change = Švajcarski turnir za FIDE standardni rejting završava se posle 1. oktobra 2025. Igrač sa rejtingom { $own } ({ $player }) ne igra druge partije za rejting u tom periodu. Njegova kola (rejting protivnika: njegov rezultat): { $rounds }. Kolika je promena njegovog rejtinga?
# Opens the explanation when the event had a game against an unrated player or a bye.
rt-skip-unrated = Računaju se samo partije protiv protivnika sa rejtingom: partija protiv igrača bez rejtinga i slobodno kolo ne donose ništa (B.02-8.3).
# How the difference is used: capped at 400 (rated below 2650) or real (2650 or more).
rt-cap-400 = razlika veća od 400 računa se kao 400, B.02-8.3.1
rt-cap-2650 = sa 2650 ili više koristi se stvarna razlika, B.02-8.3.1 od 1. oktobra 2025
# $cap: rt-cap-400 or rt-cap-2650; $games: the games worked out; $total: ΣΔR; $raw: ΣΔR × K;
# $change: the rounded change (+14, −3).
rt-explain-change = Po partiji ΔR = rezultat − PD iz tablice 8.1.2 ({ $cap }): { $games }. ΣΔR = { $total }; K = { $k } (B.02-8.3.3); { $total } × { $k } = { $raw }, zaokruženo sa 0,5 dalje od nule (B.02-8.3.4): { $change }.

# $player: rt-profile; $games: rated games in the period (6–75).
rt-ask-k = Igrač ({ $player }) igra { $games } { $games ->
    [one] partiju
   *[other] partija
} za standardni rejting u jednom rejting periodu. Koji se K-faktor koristi za promenu njegovog rejtinga u tom periodu?
rt-k-reason = { $profile ->
    [newcomer] K = 40 dok ne završi turnire sa najmanje 30 partija
    [junior] K = 40 do kraja godine u kojoj puni 18 godina, dok je rejting ispod 2300
    [adult] K = 20 dok je rejting ispod 2400
   *[reached-2400] K = 10 čim objavljeni rejting dostigne 2400, čak i ako kasnije padne
}
# The 700 cap: $base × $games = $product, over 700 (rt-k-capped) or not (rt-k-kept); $k the K used.
rt-k-capped = ali { $base } × { $games } = { $product } prelazi 700, pa je K najveći ceo broj za koji je K × { $games } ≤ 700: { $k }
rt-k-kept = { $base } × { $games } = { $product } ne prelazi 700, pa K ostaje { $k }
# $reason: rt-k-reason; $cap: rt-k-capped or rt-k-kept.
rt-explain-k = B.02-8.3.3: { $reason }; { $cap }.

rt-no-rating = Rejting se ne objavljuje (ispod 1400)
# $opponents: the 8 ratings, joined with ", "; $score: points (5, 5½).
rt-ask-first = Igrač bez rejtinga ima, u okviru 26 meseci, 8 partija protiv protivnika sa rejtingom ({ $opponents }) i rezultat { $score } od 8; njegov prvi turnir nije bio sa nula poena. Koji će prvi rejting biti objavljen?
# Ru = Ra + dp gave $formula: above 2200 (capped) or below 1400 (none).
rt-first-capped = { $formula }, iznad maksimuma: 2200 (B.02-8.2.3)
rt-first-none = { $formula }, ispod 1400, pa se ništa ne objavljuje (B.02-7.1.4)
# $sum: the opponents' ratings; $total = $sum + 3600; $ra = $total / 10; $score: the points
# with the two draws; $pct and $dp from table 8.1.1 (+72, −43); $outcome: the rating, or
# rt-first-capped, or rt-first-none.
rt-explain-first = Dodaju se dva hipotetička protivnika sa rejtingom 1800 (B.02-8.2.2): Ra = ({ $sum } + 3600) / 10 = { $total } / 10 = { $ra }. Partije protiv njih računaju se kao remiji: { $score }/10 = { $pct }%, dp = { $dp } (tablica 8.1.1). Ru = Ra + dp = { $outcome }.
