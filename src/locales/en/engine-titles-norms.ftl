### Engine `titles-norms`: the arithmetic of a GM or IM norm (B.01).
### Selector values: $title is gm|im; $verdict is gm|im|none-rp|none-ra (no norm: the IM norm's
### one missed requirement, the performance Rp or the opponents' average Ra).

# The setting: $n rounds (and games), the opponents' ratings $list ("2450, 2380, …"), the
# score $score ("6½").
titles-norms-setting = A { $n }-round international Swiss under the conditions of a title event. A player plays all { $n } games, against opponents rated { $list } (list in force at the start), and scores { $score }. The title and federation requirements for the opponents are met.
# The title as it stands in the questions below ("a GM norm", "нормы гроссмейстера (GM)").
titles-norms-title = { $title ->
        [gm] GM
       *[im] IM
    }
# The questions; $name is titles-norms-title.
titles-norms-ask-average = What average rating of the opponents (Ra) is used for a { $name } norm?
titles-norms-ask-performance = What is the performance (Rp) for a { $name } norm?
titles-norms-ask-verdict = Which norm does the result give?
# The answers to titles-norms-ask-verdict.
titles-norms-verdict = { $verdict ->
        [gm] A GM norm (an IM norm as well)
        [im] An IM norm, but not a GM norm
        [none-ra] No norm: the opponents' average rating (Ra) is below the minimum even for an IM norm
       *[none-rp] No norm: the performance (Rp) is below the minimum even for an IM norm
    }
# The floor adjustment: the opponent rated $rating is raised to the floor $floor of the title
# $code (GM or IM) …
titles-norms-raised = { $rating } is raised to the { $code } floor { $floor }
# … or nobody is below it.
titles-norms-none-below = nobody is below the { $code } floor { $floor }
# The working for one title: $code (GM or IM), $raised (titles-norms-raised or
# titles-norms-none-below), the adjusted total $total over $n games, Ra $ra, the score $score,
# the percentage $pct, dp $dp ("−43"), "+ 166" or "− 43" as $plus, Rp $rp, the minimums
# $min-rp and $min-ra.
titles-norms-working = { $code }: { $raised } (B.01-1.4.6, only the lowest one); Ra = { $total } / { $n } → { $ra } (.5 up, B.01-1.4.7); { $score }/{ $n } → { $pct }% → dp { $dp } (B.01-1.4.9); Rp = { $ra } { $plus } = { $rp } (B.01-1.4.8; needs Rp ≥ { $min-rp }, Ra ≥ { $min-ra })
# After the working, for Ra and Rp: $raw is Ra without the floor.
titles-norms-avoid = Without the floor Ra would be { $raw }; raising every weak opponent is wrong (only one is raised).
# After the working of a verdict with fewer than 9 games ($n).
titles-norms-games-note = But a norm needs at least 9 games (B.01-1.4.1): { $n } are not enough.
