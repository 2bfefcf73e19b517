### Poruke o greškama: odgovor na odbijen zahtev (`{"error": "…"}` u JSON API-ju, obaveštenje
### na stranici naloga, stranica greške). Tekst između obrnutih navodnika je ime parametra ili
### vrednost koju je čitalac upisao: ne prevodi se, i u ćirilici ostaje latinicom (zato su i
### doslovne vrednosti parametara ovde između obrnutih navodnika).

## Prijava i nalozi

error-sign-in = Prijavite se da biste ovo uradili.
error-not-allowed = Vaš nalog nema dozvolu za ovo.
error-not-signed-in = Niste prijavljeni.
error-username-form = Korisničko ime ima od 3 do 32 znaka: slova engleske abecede, cifre, tačke, crtice ili donje crte.
# $min: najmanji broj znakova lozinke (10).
error-password-short = Lozinka mora imati najmanje { $min ->
    [one] { $min } znak
    [few] { $min } znaka
   *[other] { $min } znakova
}; nekoliko reči čini dobru lozinku.
error-password-long = Ova lozinka je predugačka.
error-password-guessable = Ovu lozinku je previše lako pogoditi. Izaberite drugu (dobro služi nekoliko nepovezanih reči).
error-username-taken = Ovo korisničko ime je zauzeto.
error-wrong-password = Pogrešno korisničko ime ili lozinka.
error-current-password = Trenutna lozinka nije tačna.
error-confirm-deletion = Označite polje da biste potvrdili brisanje.
error-no-account = Taj nalog ne postoji.
error-role-guest = Nalog ne može da postane gost.
# Imena uloga su vrednosti koje prima komandna linija: ostaju na engleskom.
error-choose-role = Izaberite `trainee`, `instructor` ili `admin`.
error-own-role = Svoju ulogu promenite sa naloga drugog administratora.
error-own-deletion = Svoj nalog obrišite na stranici naloga.

## Grupe, spiskovi i ispiti grupe

error-class-name = Naziv grupe ima od 1 do 100 znakova.
error-no-class = Ta grupa ne postoji.
error-no-class-code = Nijedna grupa nema ovaj kod.
# $line: red spiska (prvi je 1); $detail: objašnjenje čitača CSV-a (na engleskom).
error-roster-csv = Spisak nije ispravan CSV (red { $line }): { $detail }
# $line: red spiska; $raw: ime upisano u njemu.
error-roster-name = Red { $line }: od `{ $raw }` ne može da se napravi korisničko ime (potrebna su bar 3 slova ili cifre).
error-roster-empty = Na spisku nema imena.
# $max: najveći broj imena na spisku.
error-roster-long = Spisak ima najviše { $max ->
    [one] { $max } ime
   *[other] { $max } imena
}.
error-exam-title = Naslov ispita ima od 1 do 100 znakova.
error-exam-size = Ispit ima od 1 do 100 pitanja i od 1 do 600 minuta.
error-exam-window = Ispit mora da se zatvori posle otvaranja.
error-no-exam = Taj ispit ne postoji.
error-exam-not-open = Ovaj ispit još nije otvoren.
error-exam-closed = Ovaj ispit je zatvoren.
error-exam-taken = Već ste polagali ovaj ispit.
error-time-format = Vreme se piše ovako: 2026-12-03T09:00Z.
# $field: ime polja obrasca (`count`, `minutes`).
error-field-number = `{ $field }` mora biti broj.

## Testovi i odgovori

# $topic: oznaka tražene teme.
error-unknown-topic = Nepoznata tema `{ $topic }`.
error-no-questions = U izabranim temama nema pitanja.
error-quiz-too-large = Ovaj test je prevelik.
# $open: koliko nezavršenih testova se može imati; $days: posle koliko dana se brišu.
error-too-many-open = Imate { $open ->
    [one] { $open } nezavršen test
    [few] { $open } nezavršena testa
   *[other] { $open } nezavršenih testova
}. Završite jedan ili sačekajte: nezavršeni testovi se brišu posle { $days } dana.
error-no-mistakes = Još nema grešaka za ponavljanje.
error-nothing-due = Trenutno nema ničega za ponavljanje.
error-no-quiz = Taj test ne postoji.
error-no-question = Ovaj test nema to pitanje.
error-no-option = Ovo pitanje nema taj ponuđeni odgovor.
error-quiz-finished = Ovaj test je završen; odgovori više ne mogu da se menjaju.
error-time-over = Vreme za ispit je isteklo: odgovori se više ne primaju.
error-flag-practice = Za proveru se označavaju samo ispitna pitanja: na vežbi se odgovor i objašnjenje dobijaju odmah.
error-already-answered = Na ovo pitanje je već dat drugi odgovor.
error-length-number = Broj pitanja upišite ciframa.

## Parametri API-ja (imena i vrednosti između obrnutih navodnika su doslovni)

error-lang-param = Parametar `lang` mora biti `en`, `pt`, `ru`, `sr` ili `sr-Cyrl`.
error-mode-param = Parametar `mode` mora biti `practice` ili `exam`.
error-topics-param = Previše tema ili predugačke teme.
# $max: najveći broj pitanja u testu.
error-count-param = Parametar `count` mora biti od 1 do { $max }.
error-source-param = Parametar `source` mora biti `topics`, `mistakes` ili `due`.
error-question-param = Parametar `question` mora biti oznaka kao `q1`.
error-option-param = Parametar `option` mora biti oznaka kao `a`.
error-role-param = Parametar `role` mora biti `trainee`, `instructor` ili `admin`.
error-limit-param = Parametar `limit` mora biti ceo broj od 1 do 50.
error-tc-param = Parametar `tc` mora biti `standard`, `rapid` ili `blitz`.
error-kind-param = Parametar `kind` mora biti `ruling`, `law`, `procedure` ili `regulation`.
# $chars: dužina upita; $max: najveća dozvoljena.
error-query-long = Upit je predugačak ({ $chars ->
    [one] { $chars } znak
    [few] { $chars } znaka
   *[other] { $chars } znakova
}; najviše { $max }).

## Zahtevi koje server ne može da pročita (svaki $detail je objašnjenje parsera, na engleskom)

error-query-string = Neispravni parametri upita: { $detail }
error-path = Neispravna adresa: { $detail }
error-json-body = Neispravno JSON telo zahteva: { $detail }
error-form-body = Neispravni podaci obrasca: { $detail }
error-send-json = Pošaljite ovaj zahtev kao JSON (`Content-Type: application/json`).
error-cross-site = Zahtevi sa drugih sajtova se ne prihvataju.
error-form-expired = Ovaj obrazac je istekao ili nije poslat sa ovog sajta. Osvežite stranicu i pokušajte ponovo.

## Ono čega nema

# $path: tražena adresa.
error-no-route = Na adresi { $path } nema ničega
# $id: oznaka tražene odluke.
error-no-ruling-id = Nijedna odluka nema oznaku `{ $id }`.
error-no-ruling-page = Na ovoj adresi nema odluke.
# $raw: ono što je traženo kao broj člana.
error-not-article-number = `{ $raw }` nije broj člana.
# $key: traženi broj člana.
error-not-article = `{ $key }` nije član Pravila šaha iz 2023. niti pravilnika koji ovde obrađujemo.
error-no-topic = Ta tema ne postoji.

## Ograničenja i odbijanja

error-limit-quizzes = Previše testova je započeto za kratko vreme. Sačekajte trenutak i pokušajte ponovo.
error-limit-answers = Previše odgovora za kratko vreme. Sačekajte trenutak i pokušajte ponovo.
error-limit-sessions = Previše novih sesija sa ove adrese. Sačekajte trenutak i pokušajte ponovo.
error-limit-logins = Previše pokušaja prijave. Sačekajte trenutak i pokušajte ponovo.
error-limit-password = Previše pokušaja unosa lozinke. Sačekajte trenutak i pokušajte ponovo.
error-limit-join = Previše pokušaja unosa koda za pristup. Sačekajte trenutak i pokušajte ponovo.
error-limit-writes = Previše izmena za kratko vreme. Sačekajte trenutak i pokušajte ponovo.
error-busy-hashing = Server je zauzet prijavama. Pokušajte ponovo za trenutak.
error-disk-full = Odgovori trenutno ne mogu da se sačuvaju. Obavestite organizatora; pokušajte ponovo za minut.
error-busy = Server je zauzet. Pokušajte ponovo za trenutak.
error-internal = Nešto je pošlo naopako kod nas. Pokušajte ponovo.

## Stranica greške

# Naslov posle koda odgovora; $code je HTTP kod odgovora.
error-status = { $code ->
    [400] Neispravan zahtev
    [401] Potrebna je prijava
    [403] Zabranjeno
    [404] Nije pronađeno
    [409] Sukob
    [415] Nepodržan tip sadržaja
    [422] Podaci ne mogu da se obrade
    [429] Previše zahteva
    [500] Interna greška servera
    [503] Usluga nije dostupna
   *[other] Greška
}
# Oznaka i dugme polja za pretragu.
error-page-search = Traži
error-page-placeholder = 6.9, pad zastavice…
# Veza ka početnoj stranici.
error-page-home = Početna stranica Arbiter KB
