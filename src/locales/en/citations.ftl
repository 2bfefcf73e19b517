### Public citations on ruling pages and in the API: the title of every public document a ruling
### may cite (`citation-doc-<id>`, one per row of the table in src/content/citations.rs), and how
### a place in it is written. $label is article|section|clause|question|plain; $n is 1 for one
### place and 2 for a list or a range; $at is the reference as written ("6.9", "8.3, 8.4").

citation-at = { $label ->
    [article] { $n ->
        [one] Art. { $at }
       *[other] Arts. { $at }
    }
    [section] § { $at }
    [clause] { $n ->
        [one] clause { $at }
       *[other] clauses { $at }
    }
    [question] { $n ->
        [one] question { $at }
       *[other] questions { $at }
    }
   *[plain] { $at }
}
citation-page = p. { $page }

citation-doc-fide-laws-2023 = FIDE Laws of Chess
citation-doc-fide-laws-2014 = FIDE Laws of Chess
citation-doc-fide-laws-2009 = FIDE Laws of Chess
citation-doc-arbiters-manual-2025 = FIDE Arbiters' Manual
citation-doc-arbiters-manual-2022 = FIDE Arbiters' Manual
citation-doc-arbiters-manual-2016-es = FIDE Arbiters' Manual, Spanish edition
citation-doc-handbook-b01-2024 = FIDE Handbook B.01, Title Regulations
citation-doc-handbook-b02-2024 = FIDE Handbook B.02, Rating Regulations
citation-doc-handbook-b02-rapid-blitz-2024 = FIDE Handbook B.02, Rapid and Blitz Rating Regulations
citation-doc-handbook-c04-1 = FIDE Handbook C.04.1, Basic Rules for Swiss Systems (in force until 31 January 2026)
citation-doc-handbook-c04-1-2009 = FIDE Handbook C.04.1, Swiss System rules (text before 2010)
citation-doc-handbook-c04-2 = FIDE Handbook C.04.2, General Handling Rules for Swiss Tournaments (in force until 31 January 2026)
citation-doc-handbook-c04-2-2026 = FIDE Handbook C.04.2, General Handling Rules for Swiss Tournaments
citation-doc-handbook-c04-3 = FIDE Handbook C.04.3, FIDE (Dutch) System
citation-doc-handbook-c04-5-1 = FIDE Handbook C.04.5.1, Baku Acceleration Method
citation-doc-handbook-c04-6-2026 = FIDE Handbook C.04.6, Swiss Team Pairing System
citation-doc-handbook-c05 = FIDE Handbook C.05, General Regulations for Competitions
citation-doc-handbook-c06-2009 = FIDE Handbook C.06, FIDE Tournament Rules (text before 2010)
citation-doc-fide-competition-rules = FIDE Competition Rules
citation-doc-handbook-c07-2023 = FIDE Handbook C.07, Tie-Break Regulations
citation-doc-handbook-d04-12 = FIDE Handbook D.04.12, Guidelines on Treatment of Disabled Chess Players
citation-doc-anti-cheating-regulations-2022 = FIDE Anti-Cheating Regulations
citation-doc-handbook-b06-2021 = FIDE Handbook B.06, Regulations for Arbiters
citation-doc-fide-online-chess-regulations = FIDE Online Chess Regulations
citation-doc-fide-fair-play-commission = FIDE Fair Play Commission, public pages
citation-doc-ecu-tournament-rules = ECU Tournament Rules
citation-doc-questoes-arbitragem-iv = “Questões de Arbitragem IV” (Brazilian arbiters' questions and answers)
citation-doc-guide-sudeystvo-turnira = “Судейство шахматного турнира: обязанности судьи и спорные ситуации” (Russian arbiters' guide)
citation-doc-guide-sahovski-sudija = Benko Chess, “Šahovski sudija — Praktičan vodič za sudije, nastavnike i organizatore” (Serbian arbiters' guide)
citation-doc-reg-itajuba-2025 = Chess regulations of the Jogos da Primavera 2025, Municipality of Itajubá/MG
citation-doc-reg-araguari-2025 = Regulations of the Araguari International Chess Open Absoluto 2025 (Edital nº 03/2025, Diário Oficial do Município de Araguari-MG, 1 March 2025)
