//! Serbian in Cyrillic, produced from the Latin text the content is written in. Latin → Cyrillic
//! is a letter-for-letter mapping except for three digraphs (lj → љ, nj → њ, dž → џ), which a few
//! words split across a prefix (nadživeti, injekcija) and which are listed here. Some things must
//! stay Latin: article numbers and codes (6.9, C.07, A.5.2, III.5), chess notation (Lb5, e4, 0-0),
//! abbreviations written in capitals (FIDE, CBX, DE, BH), foreign words with q, w, x or y, and web
//! addresses, the product's name and the few English terms of the regulations (Handbook, Cut,
//! Median). A case ending after a hyphen is Serbian (FIDE-u, 2000-ih → FIDE-у, 2000-их), and a
//! full stop or colon after a word is punctuation, not part of a code (sat. → сат.). Text inside
//! HTML tags, entities and `<code>` is never touched, except the attributes a person reads.

/// Word beginnings (lowercase) where a d+ž or n+j pair is two letters, not one.
const SPLIT_DIGRAPHS: &[&str] = &["nadž", "podž", "odž", "injek", "konjug", "konjunk", "tanjug"];

/// Letter pairs that never occur inside Serbian words: a word holding one is a foreign name
/// (Buchholz, Sonneborn, Mecking) and is left in Latin letters. Serbian's own digraphs are only
/// lj, nj and dž, so s+h (ishod), t+h (prethodno) and p+h (ophođenje) are ordinary Serbian
/// letter pairs and are not listed.
const FOREIGN_PAIRS: &[&str] = &["ch", "nn", "ss", "tt", "ll", "ff", "rr"];

/// English words the regulations use untranslated in Serbian text (FIDE Handbook, Buchholz
/// Cut-1, Median, double round robin, knock-out, the DP column), lowercase: left in Latin.
const FOREIGN_WORDS: &[&str] = &["handbook", "cut", "median", "double", "knock", "bracket", "dp"];

/// Names of several words written in Latin letters in every script: the product's name, and
/// foreign terms whose parts would otherwise split into a Latin and a Cyrillic half ("en"
/// passant, "Fair" Play, Swiss "Manager").
const LATIN_PHRASES: &[&str] = &[
    "Arbiter KB",
    "en passant",
    "En passant",
    "Fair Play",
    "Swiss Manager",
    "Arranz System",
    "Benko Chess",
    "Wi-Fi",
    // The German rank numbers Appendix D suggests for announcing moves, quoted as spoken.
    "eins",
    "zwei",
    "drei",
    "vier",
    "fünf",
    "sechs",
    "sieben",
    "acht",
    // Titles of public documents in Portuguese, cited as published.
    "Questões de Arbitragem IV",
    "Jogos da Primavera",
    "Araguari International Chess Open Absoluto",
    "Edital nº 03/2025",
    "Diário Oficial do Município de Araguari-MG",
];

/// Latin-script Serbian `text` (plain text) in Cyrillic.
pub fn latin_to_cyrillic(text: &str) -> String {
    let mut out = String::with_capacity(text.len() * 2);
    let mut rest = text;
    while let Some((at, phrase)) = next_latin_phrase(rest) {
        out.push_str(&words_to_cyrillic(&rest[..at]));
        out.push_str(phrase);
        rest = &rest[at + phrase.len()..];
    }
    out.push_str(&words_to_cyrillic(rest));
    out
}

/// Where the first of [`LATIN_PHRASES`] standing as whole words starts in `text`, and which.
fn next_latin_phrase(text: &str) -> Option<(usize, &'static str)> {
    LATIN_PHRASES
        .iter()
        .filter_map(|&phrase| {
            text.match_indices(phrase)
                .map(|(at, _)| at)
                .find(|&at| {
                    let before = text[..at].chars().next_back();
                    let after = text[at + phrase.len()..].chars().next();
                    !before.is_some_and(char::is_alphanumeric) && !after.is_some_and(char::is_alphanumeric)
                })
                .map(|at| (at, phrase))
        })
        .min()
}

/// `text` in Cyrillic, word by word.
fn words_to_cyrillic(text: &str) -> String {
    let mut out = String::with_capacity(text.len() * 2);
    let mut word = String::new();
    for c in text.chars() {
        if is_word_char(c) {
            word.push(c);
        } else {
            flush(&mut word, &mut out);
            out.push(c);
        }
    }
    flush(&mut word, &mut out);
    out
}

/// Transliterate the text of an HTML fragment, leaving tags, attributes, entities and
/// `<code>`/`<pre>`/`<script>`/`<style>` contents untouched (except the human-readable
/// attributes `title`, `alt`, `placeholder`, `aria-label` and a `<meta>` description's `content`).
pub fn html_latin_to_cyrillic(html: &str) -> String {
    let mut out = String::with_capacity(html.len() * 2);
    let mut rest = html;
    let mut verbatim: Option<&'static str> = None; // closing tag we wait for
    while !rest.is_empty() {
        match rest.find('<') {
            Some(0) => {
                let end = rest.find('>').map_or(rest.len(), |e| e + 1);
                let tag = &rest[..end];
                let name = tag_name(tag);
                if let Some(close) = verbatim {
                    if name == close && tag.starts_with("</") {
                        verbatim = None;
                    }
                    out.push_str(tag);
                } else {
                    out.push_str(&translate_attributes(tag));
                    if !tag.starts_with("</") {
                        verbatim = match name.as_str() {
                            "code" => Some("code"),
                            "pre" => Some("pre"),
                            "script" => Some("script"),
                            "style" => Some("style"),
                            _ => None,
                        };
                    }
                }
                rest = &rest[end..];
            }
            found => {
                let end = found.unwrap_or(rest.len());
                let text = &rest[..end];
                if verbatim.is_some() {
                    out.push_str(text);
                } else {
                    out.push_str(&text_with_entities(text));
                }
                rest = &rest[end..];
            }
        }
    }
    out
}

fn tag_name(tag: &str) -> String {
    tag.trim_start_matches('<')
        .trim_start_matches('/')
        .chars()
        .take_while(|c| c.is_ascii_alphanumeric())
        .collect::<String>()
        .to_ascii_lowercase()
}

/// Text with `&…;` entities kept as they are.
fn text_with_entities(text: &str) -> String {
    let mut out = String::new();
    let mut rest = text;
    while let Some(amp) = rest.find('&') {
        out.push_str(&latin_to_cyrillic(&rest[..amp]));
        let tail = &rest[amp..];
        let end = tail
            .find(';')
            .filter(|&e| e <= 10 && tail[1..e].chars().all(|c| c.is_ascii_alphanumeric() || c == '#'))
            .map_or(1, |e| e + 1);
        out.push_str(&tail[..end]);
        rest = &tail[end..];
    }
    out.push_str(&latin_to_cyrillic(rest));
    out
}

/// A tag with its human-readable attribute values transliterated: `title`, `alt`,
/// `placeholder`, `aria-label`, a `<meta>` description's `content`, and the `data-*` texts the scripts show
/// in place of a button's or a panel's words (bookmarked, copied, theme names, offline notes).
fn translate_attributes(tag: &str) -> String {
    const READABLE: &[&str] = &[
        "title=\"",
        "alt=\"",
        "placeholder=\"",
        "aria-label=\"",
        "data-empty=\"",
        "data-on=\"",
        "data-off=\"",
        "data-auto=\"",
        "data-light=\"",
        "data-dark=\"",
        "data-offline=\"",
        "data-updated=\"",
        "data-copied=\"",
    ];
    // Of a `<meta>`, only a description is read by people: the viewport's `initial-scale` or a
    // theme colour is read by the browser and must stay as written.
    let is_meta = tag_name(tag) == "meta" && tag.contains(" name=\"description\"");
    let mut out = String::with_capacity(tag.len());
    let mut rest = tag;
    // The readable attribute that comes first in what is left of the tag: attributes are taken
    // in the order they are written, whatever the order of the list.
    let next_value = |rest: &str| {
        READABLE
            .iter()
            .copied()
            .chain(is_meta.then_some("content=\""))
            .filter_map(|attr| {
                let pos = rest
                    .match_indices(attr)
                    .map(|(p, _)| p)
                    .find(|&p| p > 0 && rest.as_bytes()[p - 1] == b' ')?;
                let start = pos + attr.len();
                let len = rest[start..].find('"')?;
                Some((start, len))
            })
            .min()
    };
    while let Some((start, len)) = next_value(rest) {
        out.push_str(&rest[..start]);
        out.push_str(&text_with_entities(&rest[start..start + len]));
        rest = &rest[start + len..];
    }
    out.push_str(rest);
    out
}

fn flush(word: &mut String, out: &mut String) {
    if word.is_empty() {
        return;
    }
    // A full stop or colon closing a word is punctuation (sat., npr., mat:), not part of a code,
    // except after a single letter (an appendix or a list label: A.).
    let body = word.trim_end_matches(['.', ':']);
    let punctuation = &word[body.len()..];
    let single_letter = body.chars().count() == 1 && body.chars().all(char::is_alphabetic);
    let parts: Vec<&str> = body.split('-').collect();
    if body.is_empty()
        || (single_letter && !punctuation.is_empty())
        || body.contains("://")
        || body.contains('@')
        || parts.iter().any(|p| is_foreign(p))
    {
        out.push_str(word);
    } else {
        // Each part of a hyphenated word on its own: a code or a number keeps its letters and
        // the Serbian case ending after it is written in Cyrillic (FIDE-u, 2000-ih, A.5-u).
        for (i, part) in parts.iter().enumerate() {
            if i > 0 {
                out.push('-');
            }
            if keeps_latin(part) {
                out.push_str(part);
            } else {
                out.push_str(&transliterate_word(part));
            }
        }
        out.push_str(punctuation);
    }
    word.clear();
}

/// Tokens that must stay in Latin letters.
fn keeps_latin(w: &str) -> bool {
    is_code_or_term(w)
        || w.chars()
            .filter(|c| c.is_alphabetic())
            .any(|c| matches!(c.to_ascii_lowercase(), 'q' | 'w' | 'x' | 'y') || !is_serbian_latin(c))
}

/// Tokens that stay in Latin whatever their letters: numbers and codes (6.9, C.07, e4),
/// abbreviations in capitals (FIDE, BH) and the regulations' English terms (Cut, Median).
fn is_code_or_term(w: &str) -> bool {
    let letters: Vec<char> = w.chars().filter(|c| c.is_alphabetic()).collect();
    letters.is_empty()
        || w.chars().any(|c| c.is_ascii_digit())
        || w.contains('.') && letters.len() <= 3
        || (letters.len() >= 2 && letters.iter().all(|c| c.is_uppercase()))
        || FOREIGN_WORDS.contains(&w.to_lowercase().as_str())
}

/// A character of a word as the transliteration sees it: codes and addresses (6.9, C.07-8.1,
/// https://fide.com) are one word.
fn is_word_char(c: char) -> bool {
    c.is_alphanumeric() || matches!(c, '.' | '-' | '/' | ':' | '@' | '_' | '+' | '=')
}

fn is_foreign(w: &str) -> bool {
    let lower = w.to_lowercase();
    FOREIGN_PAIRS.iter().any(|p| lower.contains(p))
}

fn is_serbian_latin(c: char) -> bool {
    c.is_ascii_alphabetic() || "čćžšđČĆŽŠĐ".contains(c) || circumflexed(c).is_some()
}

/// The vowel under a circumflex (the accent Serbian writes to tell sâm from sam, or a genitive
/// plural), which Cyrillic writes the same way: a base letter and U+0302.
fn circumflexed(c: char) -> Option<char> {
    let base = match c {
        'â' => 'a',
        'ê' => 'e',
        'î' => 'i',
        'ô' => 'o',
        'û' => 'u',
        'Â' => 'A',
        'Ê' => 'E',
        'Î' => 'I',
        'Ô' => 'O',
        'Û' => 'U',
        _ => return None,
    };
    Some(base)
}

fn transliterate_word(w: &str) -> String {
    let lower = w.to_lowercase();
    for prefix in SPLIT_DIGRAPHS {
        if lower.starts_with(prefix) {
            // Transliterate the prefix letter by letter, then the rest normally.
            let n = prefix.chars().count();
            let head: String = w.chars().take(n).collect();
            let tail: String = w.chars().skip(n).collect();
            let mut s: String = head.chars().map(letter).collect();
            s.push_str(&transliterate_word(&tail));
            return s;
        }
    }
    let chars: Vec<char> = w.chars().collect();
    let mut out = String::with_capacity(w.len() * 2);
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        let next = chars.get(i + 1).copied();
        let digraph = match (c.to_ascii_lowercase(), next.map(|n| n.to_ascii_lowercase())) {
            ('l', Some('j')) => Some('љ'),
            ('n', Some('j')) => Some('њ'),
            ('d', Some('ž' | 'Ž')) => Some('џ'),
            _ => None,
        };
        if let Some(d) = digraph {
            // Lj/LJ at the start of a word in capitals: Љ.
            out.push(if c.is_uppercase() {
                d.to_uppercase().next().unwrap_or(d)
            } else {
                d
            });
            i += 2;
            continue;
        }
        match circumflexed(c) {
            Some(base) => {
                out.push(letter(base));
                out.push('\u{302}');
            }
            None => out.push(letter(c)),
        }
        i += 1;
    }
    out
}

fn letter(c: char) -> char {
    let lower = c.to_lowercase().next().unwrap_or(c);
    let cyr = match lower {
        'a' => 'а',
        'b' => 'б',
        'v' => 'в',
        'g' => 'г',
        'd' => 'д',
        'đ' => 'ђ',
        'e' => 'е',
        'ž' => 'ж',
        'z' => 'з',
        'i' => 'и',
        'j' => 'ј',
        'k' => 'к',
        'l' => 'л',
        'm' => 'м',
        'n' => 'н',
        'o' => 'о',
        'p' => 'п',
        'r' => 'р',
        's' => 'с',
        't' => 'т',
        'ć' => 'ћ',
        'u' => 'у',
        'f' => 'ф',
        'h' => 'х',
        'c' => 'ц',
        'č' => 'ч',
        'š' => 'ш',
        other => other,
    };
    if c.is_uppercase() {
        cyr.to_uppercase().next().unwrap_or(cyr)
    } else {
        cyr
    }
}

/// Words a reviewer read and left in Latin on purpose: names of people, programs and systems
/// (Buchholz, Swiss-Manager), which Serbian arbiters write in Latin in Cyrillic text as well.
/// A word not listed here that [`latin_words_left`] finds is a Serbian word the rules above
/// failed to transliterate, or a new name to review and add.
#[cfg(test)]
pub(crate) const DELIBERATE_LATIN: &[&str] = &[
    // People and places.
    "Arranz",
    "Berger",
    "Bergera",
    "Bergerom",
    "Bergeru",
    "Buchholz",
    "Buchholza",
    "Buchholzom",
    "Buchholzu",
    "Buchholzu/SB",
    "Christiane",
    "Fischer",
    "Itajubá",
    "Koya",
    "Scheveningen",
    "Sonneborn",
    // Programs and sites: Swiss-Manager, Chess-Results, FIDE's Anti-Cheating rules.
    "Anti",
    "Cheating",
    "Chess",
    "Manager",
    "Managera",
    "Managerom",
    "Manageru",
    "Results",
    "Swiss",
    // English terms of the regulations and of pairing programs.
    "delay",
    "Downfloat",
    "downfloat",
    "downfloater",
    "dummy",
    "wins",
    // German words a player says aloud when announcing moves (Anna, Bella, acht; Rochade), and
    // the Portuguese "número de vitórias" quoted from Brazilian regulations.
    "Anna",
    "Bella",
    "Felix",
    "acht",
    "Rochade",
    "número",
    "vitórias",
    // English notation quoted as an example of another system.
    "QxP",
];

/// The words of `text` (Serbian in Latin) that stay in Latin letters in its Cyrillic form for
/// no reason a rule gives by itself (a code, a number, an abbreviation, an address, the
/// product's name, the regulations' English terms): foreign names, and Serbian words left in
/// Latin by mistake.
#[cfg(test)]
pub(crate) fn latin_words_left(text: &str) -> std::collections::BTreeSet<String> {
    let mut text = text.to_string();
    for phrase in LATIN_PHRASES {
        text = text.replace(phrase, " ");
    }
    let cyrillic = latin_to_cyrillic(&text);
    cyrillic
        .split(|c: char| !is_word_char(c))
        .flat_map(|w| {
            w.trim_end_matches(['.', ':'])
                .split('-')
                .map(str::to_string)
                .collect::<Vec<_>>()
        })
        .filter(|w| w.chars().any(|c| c.is_ascii_alphabetic()))
        .filter(|w| {
            let letters = w.chars().filter(|c| c.is_alphabetic()).count();
            !(w.contains("://") || w.contains('@') || letters == 1 || is_code_or_term(w))
        })
        .filter(|w| !DELIBERATE_LATIN.contains(&w.as_str()))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn serbian_latin_becomes_cyrillic_with_its_digraphs() {
        assert_eq!(latin_to_cyrillic("Pad zastavice"), "Пад заставице");
        assert_eq!(latin_to_cyrillic("Ljubljana, njegov džep"), "Љубљана, његов џеп");
        assert_eq!(
            latin_to_cyrillic("Sudija ćuti, igrač čeka"),
            "Судија ћути, играч чека"
        );
        assert_eq!(latin_to_cyrillic("nadživeti injekcija"), "надживети инјекција");
    }

    #[test]
    fn numbers_codes_notation_and_abbreviations_stay_latin() {
        assert_eq!(
            latin_to_cyrillic("Član 6.9 i C.07-8.1, A.5.2, III.5: FIDE i CBX, potez Lb5, 0-0."),
            "Члан 6.9 и C.07-8.1, A.5.2, III.5: FIDE и CBX, потез Lb5, 0-0."
        );
        assert_eq!(
            latin_to_cyrillic("Buchholz, Sonneborn-Berger, Cut-1"),
            "Buchholz, Sonneborn-Berger, Cut-1"
        );
        assert_eq!(
            latin_to_cyrillic("fer-plej, vidi https://fide.com"),
            "фер-плеј, види https://fide.com"
        );
    }

    #[test]
    fn html_tags_attributes_and_entities_are_left_alone() {
        let html = r#"<a href="/rulings/pad-zastavice" title="Pad zastavice">Pad &amp; zastavica</a><code>e4 e5</code> <b>remi</b>"#;
        assert_eq!(
            html_latin_to_cyrillic(html),
            r#"<a href="/rulings/pad-zastavice" title="Пад заставице">Пад &amp; заставица</a><code>e4 e5</code> <b>реми</b>"#
        );
        assert_eq!(
            html_latin_to_cyrillic(r#"<input placeholder="pad zastavice" value="pad">"#),
            r#"<input placeholder="пад заставице" value="pad">"#
        );
        // A description is read by people; the viewport and the theme colour by the browser.
        assert_eq!(
            html_latin_to_cyrillic(
                r##"<meta name="description" content="Pravila"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="theme-color" content="#1f3a5f">"##
            ),
            r##"<meta name="description" content="Правила"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="theme-color" content="#1f3a5f">"##
        );
    }

    #[test]
    fn serbian_letter_pairs_are_not_taken_for_foreign_ones() {
        assert_eq!(
            latin_to_cyrillic("Ishod je isti kao prethodno; ophođenje"),
            "Исход је исти као претходно; опхођење"
        );
        assert_eq!(latin_to_cyrillic("kockica, Sonneborn"), "коцкица, Sonneborn");
        assert_eq!(
            latin_to_cyrillic("uzima en passant; FIDE Fair Play komisija; Swiss Manager"),
            "узима en passant; FIDE Fair Play комисија; Swiss Manager"
        );
    }

    #[test]
    fn a_full_stop_or_colon_after_a_word_is_punctuation() {
        assert_eq!(
            latin_to_cyrillic("Pao je protivnikov sat. Npr. mat: kraj."),
            "Пао је противников сат. Нпр. мат: крај."
        );
        assert_eq!(
            latin_to_cyrillic("Dodatak A. i tačka b."),
            "Додатак A. и тачка b."
        );
        assert_eq!(latin_to_cyrillic("čl. 6.9."), "чл. 6.9.");
    }

    #[test]
    fn a_case_ending_after_a_code_or_number_is_serbian() {
        assert_eq!(
            latin_to_cyrillic("2000-ih, FIDE-u, Handbook-u, A.5-u, C.07-8.1, Cut-1, 0-0"),
            "2000-их, FIDE-у, Handbook-у, A.5-у, C.07-8.1, Cut-1, 0-0"
        );
    }

    #[test]
    fn the_product_name_and_circumflexed_vowels() {
        assert_eq!(latin_to_cyrillic("Arbiter KB pomaže"), "Arbiter KB помаже");
        assert_eq!(latin_to_cyrillic("sâm"), "са\u{302}м");
        // Quoted foreign words stay as written: a network's name, Appendix D's German ranks.
        assert_eq!(
            latin_to_cyrillic("ako Wi-Fi otkaže, brojevi eins do acht"),
            "ако Wi-Fi откаже, бројеви eins до acht"
        );
    }

    #[test]
    fn the_texts_scripts_show_are_transliterated_in_the_order_written() {
        assert_eq!(
            html_latin_to_cyrillic(
                r#"<button class="bookmark" data-on="Obeleženo" data-off="Obeleži" title="Obeleži">Obeleži</button>"#
            ),
            r#"<button class="bookmark" data-on="Обележено" data-off="Обележи" title="Обележи">Обележи</button>"#
        );
        assert_eq!(
            html_latin_to_cyrillic(r#"<b title="Tema" data-auto="Automatski" data-dark="Tamna">da</b>"#),
            r#"<b title="Тема" data-auto="Аутоматски" data-dark="Тамна">да</b>"#
        );
    }

    #[test]
    fn words_left_in_latin_are_found() {
        assert_eq!(
            latin_words_left("Mattison i Buchholz, Arbiter KB, FIDE-u, 6.9, sat."),
            ["Mattison".to_string()].into()
        );
    }
}
