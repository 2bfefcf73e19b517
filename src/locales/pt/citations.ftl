### Citações públicas nas páginas e na API: o título de cada documento público citável e como
### se escreve um ponto dele. $label é article|section|clause|question|plain; $n é 1 para um
### ponto e 2 para uma lista ou um intervalo.

citation-at = { $label ->
    [article] { $n ->
        [one] art. { $at }
       *[other] arts. { $at }
    }
    [section] § { $at }
    [clause] { $n ->
        [one] item { $at }
       *[other] itens { $at }
    }
    [question] { $n ->
        [one] questão { $at }
       *[other] questões { $at }
    }
   *[plain] { $at }
}
citation-page = p. { $page }

citation-doc-fide-laws-2023 = Leis do Xadrez da FIDE
citation-doc-fide-laws-2014 = Leis do Xadrez da FIDE
citation-doc-fide-laws-2009 = Leis do Xadrez da FIDE
citation-doc-arbiters-manual-2025 = Manual do Árbitro da FIDE (Arbiters' Manual)
citation-doc-arbiters-manual-2022 = Manual do Árbitro da FIDE (Arbiters' Manual)
citation-doc-arbiters-manual-2016-es = Manual do Árbitro da FIDE, edição em espanhol
citation-doc-handbook-b01-2024 = Handbook da FIDE B.01, Regulamento de Títulos
citation-doc-handbook-b02-2024 = Handbook da FIDE B.02, Regulamento de Rating
citation-doc-handbook-b02-rapid-blitz-2024 = Handbook da FIDE B.02, Regulamento de Rating de Rápido e Blitz
citation-doc-handbook-c04-1 = Handbook da FIDE C.04.1, Regras básicas do sistema suíço (em vigor até 31 de janeiro de 2026)
citation-doc-handbook-c04-1-2009 = Handbook da FIDE C.04.1, regras do sistema suíço (texto anterior a 2010)
citation-doc-handbook-c04-2 = Handbook da FIDE C.04.2, Regras gerais para torneios suíços (em vigor até 31 de janeiro de 2026)
citation-doc-handbook-c04-2-2026 = Handbook da FIDE C.04.2, Regras gerais para torneios suíços
citation-doc-handbook-c04-3 = Handbook da FIDE C.04.3, Sistema holandês da FIDE
citation-doc-handbook-c04-5-1 = Handbook da FIDE C.04.5.1, Aceleração de Baku
citation-doc-handbook-c04-6-2026 = Handbook da FIDE C.04.6, Sistema suíço de emparceiramento por equipes
citation-doc-handbook-c05 = Handbook da FIDE C.05, Regulamento geral de competições
citation-doc-handbook-c06-2009 = Handbook da FIDE C.06, Regras de torneios da FIDE (texto anterior a 2010)
citation-doc-fide-competition-rules = Regras de competição da FIDE (FIDE Competition Rules)
citation-doc-handbook-c07-2023 = Handbook da FIDE C.07, Regulamento de desempates
citation-doc-handbook-d04-12 = Handbook da FIDE D.04.12, Diretrizes para o tratamento de enxadristas com deficiência
citation-doc-anti-cheating-regulations-2022 = Regulamento antitrapaça da FIDE
citation-doc-handbook-b06-2021 = Handbook da FIDE B.06, Regulamento dos Árbitros
citation-doc-fide-online-chess-regulations = Regulamento de Xadrez Online da FIDE
citation-doc-fide-fair-play-commission = Comissão de Fair Play da FIDE, páginas públicas
citation-doc-ecu-tournament-rules = Regras de torneio da ECU (ECU Tournament Rules)
citation-doc-questoes-arbitragem-iv = “Questões de Arbitragem IV” (série brasileira de perguntas e respostas de arbitragem)
citation-doc-guide-sudeystvo-turnira = “Судейство шахматного турнира: обязанности судьи и спорные ситуации” (guia russo de arbitragem)
citation-doc-guide-sahovski-sudija = Benko Chess, “Šahovski sudija — Praktičan vodič za sudije, nastavnike i organizatore” (guia sérvio de arbitragem)
citation-doc-reg-itajuba-2025 = Regulamento do xadrez dos Jogos da Primavera 2025, Prefeitura Municipal de Itajubá/MG
citation-doc-reg-araguari-2025 = Regulamento do Araguari International Chess Open Absoluto 2025 (Edital nº 03/2025, Diário Oficial do Município de Araguari-MG, 1º de março de 2025)
