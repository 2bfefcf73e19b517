//! A ruling's decision as it is shown in a case question's option: its first sentences, up to
//! the one naming the article it applies, in each language.

use std::collections::HashMap;
use std::sync::{Arc, Mutex};

use crate::content::{KnowledgeBase, Lang, Localized};
use crate::quiz::surface;

/// Every ruling's decision as an option shows it, by id, worked out once per knowledge-base
/// version: a quiz draws its cases from all of them, and cutting them anew for each quiz made
/// starting one take half a second in a debug build.
pub fn all(kb: &KnowledgeBase) -> Arc<HashMap<String, Localized<String>>> {
    type Cache = Option<(String, Arc<HashMap<String, Localized<String>>>)>;
    static CACHE: Mutex<Cache> = Mutex::new(None);
    let mut cache = CACHE.lock().unwrap_or_else(|e| e.into_inner());
    if let Some((version, all)) = cache.as_ref()
        && version == kb.version()
    {
        return all.clone();
    }
    let all: Arc<HashMap<String, Localized<String>>> = Arc::new(
        (kb.rulings().iter())
            .map(|r| {
                (
                    r.id.clone(),
                    Localized::from_fn(|l| decision(&r.answer, l).to_string()),
                )
            })
            .collect(),
    );
    *cache = Some((kb.version().to_string(), all.clone()));
    all
}

/// A ruling's decision as a case option in `lang`: the first sentences of its answer, up to
/// and including the first that names the article it applies (`… (6.9).`), and at least
/// [`DECISION_MIN`] characters; the whole answer if no sentence does. The rest of an answer
/// explains and covers side questions ("does it change with electronic clocks?"), restating
/// its own situation as it goes: shown whole, the key was the option repeating the question's
/// words, and a guesser picked it without knowing the rule. The feedback shows the whole
/// answer.
///
/// Translations do not always break sentences where English does, so every language ends its
/// cut where it has named every article the English cut names (of those it names at all): the
/// option says the same in each language.
pub fn decision(answer: &Localized<String>, lang: Lang) -> &str {
    let en = cut(&answer.en, &[]);
    let text = answer.get(lang);
    if lang == Lang::En {
        return en;
    }
    let named = surface::articles_named(text);
    let wanted: Vec<&str> = (surface::articles_named(en).into_iter())
        .filter(|a| named.contains(a))
        .collect();
    cut(text, &wanted)
}

/// `text` up to the end of the first sentence (a full stop, a space, then a capital or a digit,
/// perhaps after an opening quote: "… byes score. 10.2 then …", "… мер. «Невозможным …") that
/// ends at least [`DECISION_MIN`] characters in, names an article, and leaves every article of
/// `wanted` named; all of it if none does.
fn cut<'a>(text: &'a str, wanted: &[&str]) -> &'a str {
    let mut from = 0;
    while let Some(at) = text[from..].find(". ") {
        let end = from + at + 1;
        let head = &text[..end];
        let word = head[..head.len() - 1]
            .rsplit(|c: char| !c.is_alphanumeric())
            .next();
        if !word.is_some_and(|w| ABBREVIATIONS.contains(&w))
            && (text[end + 1..].chars())
                .find(|c| !matches!(c, '«' | '„' | '“' | '"' | '\'' | '('))
                .is_some_and(|c| c.is_uppercase() || c.is_ascii_digit())
            && head.chars().count() >= DECISION_MIN
            && surface::names_article(head)
            && {
                let named = surface::articles_named(head);
                wanted.iter().all(|a| named.contains(a))
            }
        {
            return head;
        }
        from = end;
    }
    text
}

/// Words written with a full stop before an article number ("ст. 4", "Art. 2.1", "čl. 6.9"):
/// the stop does not end a sentence.
const ABBREVIATIONS: [&str; 14] = [
    "Art", "art", "Arts", "arts", "No", "no", "nº", "ст", "Ст", "чл", "Чл", "čl", "Čl", "tč",
];

/// A decision shown as an option is at least this long: "Yes." or "Draw." alone could be the
/// answer to many cases.
const DECISION_MIN: usize = 40;

#[cfg(test)]
mod tests {
    use super::*;

    fn answer(en: &str, pt: &str) -> Localized<String> {
        Localized {
            en: en.into(),
            pt: pt.into(),
            ru: en.into(),
            sr: en.into(),
        }
    }

    #[test]
    fn a_decision_is_shown_up_to_the_sentence_naming_its_article() {
        let a = answer(
            "Draw: nobody can say which flag fell first, so the game is drawn (III.3.1). Electronic clocks usually show it.",
            "Empate: ninguém sabe qual seta caiu primeiro, então é empate (III.3.1). Relógios digitais costumam mostrá-lo.",
        );
        assert_eq!(
            decision(&a, Lang::En),
            "Draw: nobody can say which flag fell first, so the game is drawn (III.3.1)."
        );
        assert_eq!(
            decision(&a, Lang::Pt),
            "Empate: ninguém sabe qual seta caiu primeiro, então é empate (III.3.1)."
        );
    }

    #[test]
    fn a_bare_yes_or_a_number_is_never_a_decision_on_its_own() {
        let a = answer(
            "No. He must seal the move he played on the board (I.1.1). The envelope shows the position before it.",
            "",
        );
        assert_eq!(
            decision(&a, Lang::En),
            "No. He must seal the move he played on the board (I.1.1)."
        );
        // 0.5 is a score, not an article: the cut goes on to the sentence that names one.
        let a = answer(
            "Each player scores 0.5 for the bye in round three. The regulations fix it in advance (C.07-16.2). Ask the organiser.",
            "",
        );
        assert_eq!(
            decision(&a, Lang::En),
            "Each player scores 0.5 for the bye in round three. The regulations fix it in advance (C.07-16.2)."
        );
        // "Art." and "ст." before a number do not end a sentence.
        let a = answer(
            "Play-offs come first (C.07 2.1, play-offs under C.07 Art. 4), then the tie-breaks. They are fixed in advance.",
            "",
        );
        assert_eq!(
            decision(&a, Lang::En),
            "Play-offs come first (C.07 2.1, play-offs under C.07 Art. 4), then the tie-breaks."
        );
        // No sentence names an article: the whole answer.
        let a = answer("Yes. The arbiter decides. Nobody else does.", "");
        assert_eq!(
            decision(&a, Lang::En),
            "Yes. The arbiter decides. Nobody else does."
        );
    }

    #[test]
    fn a_translation_is_cut_where_it_has_said_what_the_english_cut_says() {
        // The translation breaks the first English sentence in two: it is cut after the
        // second, where it has named both articles, not after the first.
        let a = answer(
            "The claim is incorrect (9.2) and Black gets two minutes (9.5.3). Play continues.",
            "A reclamação está errada (9.2). As pretas ganham dois minutos (9.5.3). O jogo continua.",
        );
        assert_eq!(
            decision(&a, Lang::Pt),
            "A reclamação está errada (9.2). As pretas ganham dois minutos (9.5.3)."
        );
    }
}
