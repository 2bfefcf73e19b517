### Javni izvori na stranicama i u API-ju: naslov svakog javnog dokumenta i kako se piše mesto
### u njemu. $label: article|section|clause|question|plain; $n je 1 za jedno mesto i 2 za
### spisak ili raspon.

citation-at = { $label ->
    [article] čl. { $at }
    [section] § { $at }
    [clause] { $n ->
        [one] tačka { $at }
       *[other] tačke { $at }
    }
    [question] { $n ->
        [one] pitanje { $at }
       *[other] pitanja { $at }
    }
   *[plain] { $at }
}
citation-page = str. { $page }

citation-doc-fide-laws-2023 = FIDE pravila šaha
citation-doc-fide-laws-2014 = FIDE pravila šaha
citation-doc-fide-laws-2009 = FIDE pravila šaha
citation-doc-arbiters-manual-2025 = FIDE priručnik za sudije (Arbiters' Manual)
citation-doc-arbiters-manual-2022 = FIDE priručnik za sudije (Arbiters' Manual)
citation-doc-arbiters-manual-2016-es = FIDE priručnik za sudije, špansko izdanje
citation-doc-handbook-b01-2024 = FIDE Handbook B.01, Pravilnik o titulama
citation-doc-handbook-b02-2024 = FIDE Handbook B.02, Pravilnik o rejtingu
citation-doc-handbook-b02-rapid-blitz-2024 = FIDE Handbook B.02, Pravilnik o rejtingu u ubrzanom šahu i blicu
citation-doc-handbook-c04-1 = FIDE Handbook C.04.1, Osnovna pravila švajcarskog sistema (na snazi do 31. januara 2026)
citation-doc-handbook-c04-1-2009 = FIDE Handbook C.04.1, pravila švajcarskog sistema (tekst pre 2010)
citation-doc-handbook-c04-2 = FIDE Handbook C.04.2, Opšta pravila za turnire po švajcarskom sistemu (na snazi do 31. januara 2026)
citation-doc-handbook-c04-2-2026 = FIDE Handbook C.04.2, Opšta pravila za turnire po švajcarskom sistemu
citation-doc-handbook-c04-3 = FIDE Handbook C.04.3, FIDE (holandski) sistem
citation-doc-handbook-c04-5-1 = FIDE Handbook C.04.5.1, Bakuovsko ubrzanje
citation-doc-handbook-c04-6-2026 = FIDE Handbook C.04.6, Švajcarski sistem parovanja ekipa
citation-doc-handbook-c05 = FIDE Handbook C.05, Opšti pravilnik o takmičenjima
citation-doc-handbook-c06-2009 = FIDE Handbook C.06, FIDE turnirska pravila (tekst pre 2010)
citation-doc-fide-competition-rules = FIDE pravila takmičenja (FIDE Competition Rules)
citation-doc-handbook-c07-2023 = FIDE Handbook C.07, Pravilnik o dodatnim kriterijumima
citation-doc-handbook-d04-12 = FIDE Handbook D.04.12, Smernice za postupanje sa šahistima sa invaliditetom
citation-doc-anti-cheating-regulations-2022 = FIDE pravilnik protiv varanja (Anti-Cheating Regulations)
citation-doc-handbook-b06-2021 = FIDE Handbook B.06, Pravilnik o sudijama
citation-doc-fide-online-chess-regulations = FIDE pravilnik za onlajn šah
citation-doc-fide-fair-play-commission = FIDE komisija za fer-plej, javne stranice
citation-doc-ecu-tournament-rules = Turnirska pravila ECU (ECU Tournament Rules)
citation-doc-questoes-arbitragem-iv = „Questões de Arbitragem IV” (brazilska serija pitanja i odgovora za sudije)
citation-doc-guide-sudeystvo-turnira = „Suđenje na šahovskom turniru: dužnosti sudije i sporne situacije” (ruski vodič za sudije, naslov u prevodu)
citation-doc-guide-sahovski-sudija = Benko Chess, „Šahovski sudija — Praktičan vodič za sudije, nastavnike i organizatore”
citation-doc-reg-itajuba-2025 = Pravilnik šahovskog turnira Jogos da Primavera 2025, opština Itažuba (Minas Žerais)
citation-doc-reg-araguari-2025 = Pravilnik turnira Araguari International Chess Open Absoluto 2025 (Edital nº 03/2025, Diário Oficial do Município de Araguari-MG, 1. mart 2025)
