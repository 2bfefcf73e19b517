//! Serbian in Cyrillic, produced from the Latin text the content is written in. Latin → Cyrillic
//! is a letter-for-letter mapping except for three digraphs (lj → љ, nj → њ, dž → џ), which a few
//! words split across a prefix (nadživeti, injekcija) and which are listed here. Some things must
//! stay Latin: article numbers and codes (6.9, C.07, A.5.2, III.5), chess notation (Lb5, e4, 0-0),
//! abbreviations written in capitals (FIDE, CBX, DE, BH), foreign words with q, w, x or y, and web
//! addresses. Text inside HTML tags, entities and `<code>` is never touched.

/// Word beginnings (lowercase) where a d+ž or n+j pair is two letters, not one.
const SPLIT_DIGRAPHS: &[&str] = &["nadž", "podž", "odž", "injek", "konjug", "konjunk", "tanjug"];

/// Letter pairs that never occur in Serbian words: a word holding one is a foreign name
/// (Buchholz, Sonneborn) and is left in Latin letters.
const FOREIGN_PAIRS: &[&str] = &["ch", "th", "ph", "sh", "ck", "nn", "ss", "tt", "ll", "ff", "rr"];

/// Latin-script Serbian `text` (plain text) in Cyrillic.
pub fn latin_to_cyrillic(text: &str) -> String {
    let mut out = String::with_capacity(text.len() * 2);
    let mut word = String::new();
    for c in text.chars() {
        if c.is_alphanumeric() || matches!(c, '.' | '-' | '/' | ':' | '@' | '_' | '+' | '=') {
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
/// attributes `title`, `alt`, `placeholder`, `aria-label` and a `<meta>`'s `content`).
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

/// A tag with its human-readable attribute values transliterated.
fn translate_attributes(tag: &str) -> String {
    const READABLE: &[&str] = &[
        "title=\"",
        "alt=\"",
        "placeholder=\"",
        "aria-label=\"",
        "data-empty=\"",
    ];
    let is_meta = tag_name(tag) == "meta";
    let mut out = String::with_capacity(tag.len());
    let mut rest = tag;
    'scan: while !rest.is_empty() {
        for attr in READABLE.iter().copied().chain(is_meta.then_some("content=\"")) {
            if let Some(pos) = rest.find(attr)
                && (pos == 0 || rest.as_bytes()[pos - 1] == b' ')
            {
                let start = pos + attr.len();
                let Some(len) = rest[start..].find('"') else {
                    break;
                };
                out.push_str(&rest[..start]);
                out.push_str(&text_with_entities(&rest[start..start + len]));
                rest = &rest[start + len..];
                continue 'scan;
            }
        }
        out.push_str(rest);
        break;
    }
    out
}

fn flush(word: &mut String, out: &mut String) {
    if word.is_empty() {
        return;
    }
    if keeps_latin(word) || word.split('-').any(is_foreign) {
        out.push_str(word);
    } else {
        // Hyphenated words are transliterated part by part (a code may follow a hyphen).
        for (i, part) in word.split('-').enumerate() {
            if i > 0 {
                out.push('-');
            }
            if keeps_latin(part) {
                out.push_str(part);
            } else {
                out.push_str(&transliterate_word(part));
            }
        }
    }
    word.clear();
}

/// Tokens that must stay in Latin letters.
fn keeps_latin(w: &str) -> bool {
    let letters: Vec<char> = w.chars().filter(|c| c.is_alphabetic()).collect();
    letters.is_empty()
        || w.chars().any(|c| c.is_ascii_digit())
        || w.contains("://")
        || w.contains('@')
        || w.contains('.') && letters.len() <= 3
        || letters
            .iter()
            .any(|c| matches!(c.to_ascii_lowercase(), 'q' | 'w' | 'x' | 'y'))
        || (letters.len() >= 2 && letters.iter().all(|c| c.is_uppercase()))
        || !letters.iter().all(|c| is_serbian_latin(*c))
}

fn is_foreign(w: &str) -> bool {
    let lower = w.to_lowercase();
    FOREIGN_PAIRS.iter().any(|p| lower.contains(p))
}

fn is_serbian_latin(c: char) -> bool {
    c.is_ascii_alphabetic() || "čćžšđČĆŽŠĐ".contains(c)
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
        out.push(letter(c));
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
    }
}
