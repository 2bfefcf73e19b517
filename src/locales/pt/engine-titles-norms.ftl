### Motor `titles-norms` (variáveis e seletores: ver en/engine-titles-norms.ftl).

titles-norms-setting = Um suíço internacional de { $n } rodadas nas condições de torneio válido para títulos. Um jogador joga as { $n } partidas, contra adversários com rating { $list } (lista vigente no início), e faz { $score }. As exigências de títulos e federações dos adversários estão cumpridas.
titles-norms-title = { $title ->
        [gm] GM
       *[im] MI
    }
titles-norms-ask-average = Que média de rating dos adversários (Ra) se usa para uma norma de { $name }?
titles-norms-ask-performance = Qual é a performance (Rp) para uma norma de { $name }?
titles-norms-ask-verdict = Que norma o resultado dá?
titles-norms-verdict = { $verdict ->
        [gm] Uma norma de GM (e também de MI)
        [im] Uma norma de MI, mas não de GM
        [none-ra] Nenhuma norma: a média de rating dos adversários (Ra) está abaixo do mínimo até para uma norma de MI
       *[none-rp] Nenhuma norma: a performance (Rp) está abaixo do mínimo até para uma norma de MI
    }
titles-norms-raised = { $rating } sobe para o piso de { $code }, { $floor }
titles-norms-none-below = ninguém está abaixo do piso de { $code }, { $floor }
titles-norms-working = { $code }: { $raised } (B.01-1.4.6, só o mais baixo); Ra = { $total } / { $n } → { $ra } (0,5 para cima, B.01-1.4.7); { $score }/{ $n } → { $pct }% → dp { $dp } (B.01-1.4.9); Rp = { $ra } { $plus } = { $rp } (B.01-1.4.8; exige Rp ≥ { $min-rp } e Ra ≥ { $min-ra })
titles-norms-avoid = Sem o piso Ra seria { $raw }; subir todos os adversários fracos é errado (só um sobe).
titles-norms-games-note = Mas uma norma exige pelo menos 9 partidas (B.01-1.4.1): { $n } não bastam.
