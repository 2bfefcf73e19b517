### Движок `round-robin` (переменные и селекторы см. в en/engine-round-robin.ftl).

round-robin-game = { $colour ->
        [white] С номером { $opponent }, белыми
       *[black] С номером { $opponent }, чёрными
    }
round-robin-bye = Ни с кем: в этом туре он не играет
round-robin-stem = Круговой турнир на { $players } { $players ->
    [one] участника
    [few] участника
   *[other] участников
}, жеребьёвка по таблицам Бергера (C.05, приложение 1) после жребия.{ $odd ->
        [yes] {" "}При { $players } участниках используется таблица на { $n }.
       *[no] {""}
    } С кем номер { $p } играет в { $r }-м туре и каким цветом?
round-robin-explanation = { $r }-й тур таблицы на { $n } — { $line }; первый номер каждой пары играет белыми.
round-robin-explanation-bye = Номер { $dummy } при нечётном числе участников фиктивный, поэтому номер { $p }, попавший на него, не играет.
round-robin-explanation-game = Номер { $p } играет { $colour ->
        [white] белыми
       *[black] чёрными
    } с номером { $opponent }.
