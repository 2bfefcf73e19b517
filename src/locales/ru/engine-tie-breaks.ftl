### Engine `tie-breaks`: a Swiss crosstable and the tie-breaks of C.07 (2023) asked about it.
### $player, $a and $b are player codes (P1, P2, …); $score, $value, $full, $cut and $total are
### points written with fractions (3½, 10¼); $sum is a sum written out ("2 + 4½ = 6½").

# The setting above the crosstable: $players players, $rounds rounds (7–10 and 5–7).
tb-intro = Турнир по швейцарской системе (голландская система), { $players } участников, { $rounds } туров, дополнительные показатели по C.07 (2023). Таблица (Т = тур, б/ч = белые/чёрные, затем соперник и результат игрока; бай по жеребьёвке — 1 очко; бай на пол-очка — по просьбе игрока, ½; неявка — партия не игралась; итоговые очки в скобках):
# One round of a player's line in the crosstable: round $round, colour $colour (white|black),
# opponent $opponent, the player's result $result (1, ½, 0).
tb-row-game = Т{ $round } { $colour ->
    [white] б
   *[black] ч
} — { $opponent }: { $result }
# A game not played: the player's points $result (1 or 0).
tb-row-forfeit = Т{ $round } — { $opponent }: { $result } (неявка)
tb-row-pab = Т{ $round } бай по жеребьёвке: 1
tb-row-half-bye = Т{ $round } бай на пол-очка: ½

tb-ask-bh = Чему равен коэффициент Бухгольца (BH) игрока { $player }?
tb-ask-bh-c1 = Чему равен усечённый Бухгольц (без худшего результата, BH-C1) игрока { $player }?
tb-ask-sb = Чему равен коэффициент Бергера (SB) игрока { $player }?
tb-ask-win-won = Чему равны число побед (WIN) и число выигранных партий (WON) игрока { $player }?
tb-ask-de = { $a } и { $b } — единственные игроки с результатом { $score }. Кого из них личная встреча (DE) ставит выше?

# A term of a worked sum that stands for an unplayed round: the dummy opponent's score.
tb-term-dummy = { $score } (фиктивный)
# After the worked sum, when $player has unplayed rounds; $score is his own final score.
tb-dummy-note = Каждый несыгранный тур { $player } считается партией с фиктивным соперником, у которого итоговые очки самого { $player }, { $score } (C.07-16); результат — начисленные очки.
# The wrong methods, joined with "; " into $list of tb-mistakes.
tb-mistake-omit = без несыгранных туров получается { $value }
tb-mistake-virtual = отменённый виртуальный соперник даёт { $value }
tb-mistake-forfeit = если считать неявку партией с соперником, получится { $value }
tb-mistakes = Неверные способы: { $list }.
tb-explain-bh = BH — сумма итоговых очков соперников { $player } (C.07-8.1): { $sum }.
# What Cut-1 drops ($value): the requested bye's contribution, or the lowest one.
tb-cut-bye = Cut-1 в первую очередь отбрасывает вклад взятого по просьбе бая, { $value } (C.07-14, C.07-16)
tb-cut-lowest = Cut-1 отбрасывает наименьшее слагаемое, { $value } (C.07-14)
# $rule is tb-cut-bye or tb-cut-lowest; $full − $cut = $total.
tb-explain-bh-c1 = BH = { $sum } (C.07-8.1); { $rule }: { $full } − { $cut } = { $total }.
tb-explain-sb = SB складывает итоговые очки всех соперников, у которых { $player } выиграл, и половину очков тех, с кем сыграл вничью; поражения ничего не дают (C.07-9.1): { $sum }.

# An option: the numbers of wins $win and of games won $won.
tb-win-won = WIN { $win }, WON { $won }
# $otb and $unplayed: lists of rounds ("1, 4" or "—").
tb-explain-win-won = WIN считает каждый тур, засчитанный как победа, включая несыгранные (неявка соперника, бай по жеребьёвке) (C.07-7.1); WON — только партии, выигранные за доской (C.07-7.2); ничьи и бай на пол-очка не входят ни туда, ни туда. Победы за доской: туры { $otb }; победы без игры: туры { $unplayed }. WIN { $win }, WON { $won }.

tb-de-first = { $player } выше
tb-de-level = DE их не разделяет: решает следующий показатель
# The outcome of the game between the two tied players: $player won it, or it was drawn.
tb-de-won = Её выиграл { $player }, поэтому { $player } выше.
tb-de-drawn = Она закончилась вничью, поэтому DE их не разделяет и решает следующий показатель.
# $outcome is tb-de-won or tb-de-drawn.
tb-explain-de = DE учитывает только партии между игроками, набравшими поровну (C.07-6); в швейцарке тоже. { $a } и { $b } — единственные игроки с результатом { $score }, и они встретились в { $round }-м туре. { $outcome }
