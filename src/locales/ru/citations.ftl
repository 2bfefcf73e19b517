### Публичные ссылки на страницах и в API: название каждого публичного документа и как
### записывается место в нём. $label: article|section|clause|question|plain; $n — 1 для одного
### места и 2 для списка или диапазона.

citation-at = { $label ->
    [article] ст. { $at }
    [section] § { $at }
    [clause] п. { $at }
    [question] { $n ->
        [one] вопрос { $at }
       *[other] вопросы { $at }
    }
   *[plain] { $at }
}
citation-page = с. { $page }

citation-doc-fide-laws-2023 = Правила игры в шахматы ФИДЕ
citation-doc-fide-laws-2014 = Правила игры в шахматы ФИДЕ
citation-doc-fide-laws-2009 = Правила игры в шахматы ФИДЕ
citation-doc-arbiters-manual-2025 = Руководство для арбитров ФИДЕ (Arbiters' Manual)
citation-doc-arbiters-manual-2022 = Руководство для арбитров ФИДЕ (Arbiters' Manual)
citation-doc-arbiters-manual-2016-es = Руководство для арбитров ФИДЕ, испанское издание
citation-doc-handbook-b01-2024 = Справочник ФИДЕ B.01, Положение о званиях
citation-doc-handbook-b02-2024 = Справочник ФИДЕ B.02, Положение о рейтинге
citation-doc-handbook-b02-rapid-blitz-2024 = Справочник ФИДЕ B.02, Положение о рейтинге по быстрым шахматам и блицу
citation-doc-handbook-c04-1 = Справочник ФИДЕ C.04.1, Основные правила швейцарской системы (действовали до 31 января 2026 года)
citation-doc-handbook-c04-1-2009 = Справочник ФИДЕ C.04.1, правила швейцарской системы (текст до 2010 года)
citation-doc-handbook-c04-2 = Справочник ФИДЕ C.04.2, Общие правила проведения турниров по швейцарской системе (действовали до 31 января 2026 года)
citation-doc-handbook-c04-2-2026 = Справочник ФИДЕ C.04.2, Общие правила проведения турниров по швейцарской системе
citation-doc-handbook-c04-3 = Справочник ФИДЕ C.04.3, Голландская система ФИДЕ
citation-doc-handbook-c04-5-1 = Справочник ФИДЕ C.04.5.1, Бакинская система ускорения
citation-doc-handbook-c04-6-2026 = Справочник ФИДЕ C.04.6, Швейцарская система жеребьёвки команд
citation-doc-handbook-c05 = Справочник ФИДЕ C.05, Общие положения о соревнованиях
citation-doc-handbook-c06-2009 = Справочник ФИДЕ C.06, Турнирные правила ФИДЕ (текст до 2010 года)
citation-doc-fide-competition-rules = Правила соревнований ФИДЕ (FIDE Competition Rules)
citation-doc-handbook-c07-2023 = Справочник ФИДЕ C.07, Положение о дополнительных показателях
citation-doc-handbook-d04-12 = Справочник ФИДЕ D.04.12, Рекомендации по обслуживанию шахматистов с инвалидностью
citation-doc-anti-cheating-regulations-2022 = Антижульнический регламент ФИДЕ (Anti-Cheating Regulations)
citation-doc-handbook-b06-2021 = Справочник ФИДЕ B.06, Положение о судьях
citation-doc-fide-online-chess-regulations = Положение ФИДЕ об онлайн-шахматах
citation-doc-fide-fair-play-commission = Комиссия ФИДЕ по честной игре, публичные страницы
citation-doc-ecu-tournament-rules = Турнирные правила ЕШС (ECU Tournament Rules)
citation-doc-questoes-arbitragem-iv = «Questões de Arbitragem IV» (бразильская серия вопросов и ответов для арбитров)
citation-doc-guide-sudeystvo-turnira = «Судейство шахматного турнира: обязанности судьи и спорные ситуации»
citation-doc-guide-sahovski-sudija = Benko Chess, «Šahovski sudija — Praktičan vodič za sudije, nastavnike i organizatore» (сербское руководство для арбитров)
citation-doc-reg-itajuba-2025 = Положение о шахматном турнире Jogos da Primavera 2025, муниципалитет Итажуба (Минас-Жерайс)
citation-doc-reg-araguari-2025 = Положение об Araguari International Chess Open Absoluto 2025 (Edital nº 03/2025, Diário Oficial do Município de Araguari-MG, 1 марта 2025 года)
