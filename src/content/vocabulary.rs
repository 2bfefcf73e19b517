//! Internal vocabulary: the words of our working notes that must never reach a reader (issue
//! 23). A served text may cite public documents only; the names of our fact sheets and notes
//! (in every language), their markers (`U14`, `#85`, `S2`, `(inference)`), "seed 003" as a
//! document's name, "secondary transcription", file paths and `TODO` are ours. Precise on
//! purpose: a youth category ("U14 championship"), a "## Facts" heading, squares (`f1`) and a
//! top seed are ordinary chess words.

use std::sync::LazyLock;

use regex::Regex;

/// Patterns of internal vocabulary, each matching the words to report.
static PATTERNS: LazyLock<Vec<Regex>> = LazyLock::new(|| {
    [
        // Our fact sheets and notes, by name.
        r"\bFACTS(?:-2)?\b",
        r"(?i)\bfide-laws-2023-facts\b",
        r"\bFS1\b",
        r"(?i)\bfact[- ]sheets?\b",
        r"(?i)\bour (?:own )?notes\b",
        r"(?i)\bfichas? de fatos\b",
        r"(?i)\bfolhas? de fatos\b",
        r"(?i)\bnoss[ao]s? fichas?\b",
        r"(?i)\bnoss[ao]s? notas\b",
        r"(?i)\bлист\w* фактов\b",
        r"(?i)\bсводк\w* фактов\b",
        r"(?i)\bнаш\w* справ(?:к|ок)\w*",
        r"(?i)\bнаш\w* замет(?:к|ок)\w*",
        r"(?i)\blist\w* činjenica\b",
        r"(?i)\bpregled\w* činjenica\b",
        r"(?i)\bnaš\w* podsetni\w*",
        r"(?i)\bnaš\w* bele(?:š|žak)\w*",
        // Markers of the notes: items, sources, reliability tags, labels.
        r"(?:^|[\s(\[,;])(#\d+(?:[–-]#?\d+)?)\b",
        r"\b[FS]\d{1,2}\b",
        r"\[(?:V|V-2nd|MEM|INF)\]",
        r"(?i)\((?:an )?inference\)",
        r"(?i)\((?:uma )?inferência\)",
        r"(?i)\(умозаключение\)",
        r"(?i)\(zaključak\)",
        // "seed 003" as the name of a document.
        r"(?i)\b(?:seeds?|sementes?|сид\w*|semena|seme)\s+0\d\d\b",
        // How we learnt a text.
        r"(?i)\bsecondary transcriptions?\b",
        // How a point reached us is not the reader's business: the rule and its public
        // document are (docs/CONTENT.md, "Unsettled points").
        r"(?i)\bsecondary (?:summar(?:y|ies)|sources?)\b",
        r"(?i)\bour sources?\b",
        r"(?i)\bsummar(?:y|ies) we have\b",
        r"(?i)\bwe could not (?:read|find|confirm|check|verify)\b",
        r"(?i)\bfontes? secundárias?\b",
        r"(?i)\bnossas fontes\b",
        r"(?i)\bвторичн\w* источник\w*",
        r"(?i)\bнаш\w* источник\w*",
        r"(?i)\bsekundarn\w* izvor\w*",
        r"(?i)\bnaš\w* izvor\w*",
        r"(?i)\btranscriç(?:ão|ões) secundárias?\b",
        r"(?i)\bвторичн\w* (?:транскрипц|запис|перепис)\w*",
        r"(?i)\bsekundarn\w* (?:transkripcij|prepis|zapis)\w*",
        r"(?i)\bknown (?:to us )?(?:only )?from (?:an? )?secondary \w+",
        r"(?i)\bизвестн\w* (?:нам )?(?:лишь |только )?(?:по|из) вторичн\w* \w+",
        r"(?i)\bconhecid\w* (?:por nós |aqui )?(?:só |apenas )?(?:por|através de) (?:uma? )?(?:\w+ ){0,2}secundári\w*",
        r"(?i)\bpoznat\w* (?:su |je )?(?:nam )?(?:su |je )?(?:samo )?(?:iz|po) (?:\w+ ){0,2}sekundarn\w*(?: \w+)?",
        // File paths and notes to ourselves.
        r"(?:\.\./|\b(?:docs|src|content|shared)/)[\w./-]+",
        r"\b[\w-]+(?:/[\w.-]+)*\.(?:md|txt|ya?ml|rs|tsv|json|py|csv)\b",
        r"\bTODO\b",
    ]
    .iter()
    .map(|p| Regex::new(p).expect("the patterns compile (tested)"))
    .collect()
});

/// An uncertainty marker of the notes (`U3`, `U14`).
static U_MARKER: LazyLock<Regex> = LazyLock::new(|| Regex::new(r"\bU\d{1,2}\b").expect("compiles"));

/// Words around a `U14` that make it a youth category (under-14), in the four languages.
static YOUTH: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(
        r"(?i)champion|girls|boys|youth|junior|categor|\bsub[- ]?\d|\bunder[- ]?\d|mundial|campeonat|juven|feminin|masculin|\bage\b|idade|первенств|чемпионат|девуш|юнош|до \d+ лет|категор|возраст|prvenstv|šampionat|devojč|dečak|dečac|omladin|kategorij|do \d+ godin|uzrast",
    )
    .expect("compiles")
});

/// The internal vocabulary `text` holds, each distinct hit once, in order.
pub fn internal_terms(text: &str) -> Vec<String> {
    let mut hits: Vec<(usize, String)> = Vec::new();
    for p in PATTERNS.iter() {
        for c in p.captures_iter(text) {
            let m = c.get(1).or_else(|| c.get(0)).expect("a match");
            hits.push((m.start(), m.as_str().trim().to_string()));
        }
    }
    for m in U_MARKER.find_iter(text) {
        let from = floor_boundary(text, m.start().saturating_sub(50));
        let to = ceil_boundary(text, (m.end() + 50).min(text.len()));
        if !YOUTH.is_match(&text[from..to]) {
            hits.push((m.start(), m.as_str().to_string()));
        }
    }
    hits.sort();
    let mut out: Vec<String> = Vec::new();
    for (_, h) in hits {
        if !out.contains(&h) {
            out.push(h);
        }
    }
    out
}

fn floor_boundary(s: &str, mut i: usize) -> usize {
    while !s.is_char_boundary(i) {
        i -= 1;
    }
    i
}

fn ceil_boundary(s: &str, mut i: usize) -> usize {
    while !s.is_char_boundary(i) {
        i += 1;
    }
    i
}

#[cfg(test)]
mod tests {
    use super::internal_terms;

    #[test]
    fn our_notes_and_their_markers_are_found_in_every_language() {
        for (text, want) in [
            (
                "as docs/FACTS-2.md #128 says",
                vec!["docs/FACTS-2.md", "FACTS-2", "#128"],
            ),
            (
                "fide-laws-2023-facts.md §4",
                vec!["fide-laws-2023-facts", "fide-laws-2023-facts.md"],
            ),
            ("an open point (fact sheet U3).", vec!["fact sheet", "U3"]),
            ("FS1 §2-3 and S2", vec!["FS1", "S2"]),
            ("results such as 0–0 (an inference)", vec!["(an inference)"]),
            (
                "a ponto em aberto (ficha de fatos, U3)",
                vec!["ficha de fatos", "U3"],
            ),
            ("lido para as nossas fichas", vec!["nossas fichas"]),
            ("(folha de fatos 2, U10)", vec!["folha de fatos", "U10"]),
            (
                "conhecidos por nós só por fontes secundárias",
                vec![
                    "conhecidos por nós só por fontes secundárias",
                    "fontes secundárias",
                ],
            ),
            (
                "poznat nam iz sekundarnog prepisa",
                vec!["poznat nam iz sekundarnog prepisa", "sekundarnog prepisa"],
            ),
            ("открытый вопрос (сводка фактов, U3)", vec!["сводка фактов", "U3"]),
            ("для наших справок не изучалась", vec!["наших справок"]),
            ("pročitan za naše podsetnike", vec!["naše podsetnike"]),
            (
                "otvoreno pitanje (pregled činjenica, U3)",
                vec!["pregled činjenica", "U3"],
            ),
            ("Russian seed 002 (phones)", vec!["seed 002"]),
            ("a semente 002 diz", vec!["semente 002"]),
            (
                "known to us from a secondary transcription",
                vec![
                    "known to us from a secondary transcription",
                    "secondary transcription",
                ],
            ),
            (
                "известно нам по вторичному источнику",
                vec!["известно нам по вторичному источнику", "вторичному источнику"],
            ),
            (
                "According to the secondary summaries we have",
                vec!["secondary summaries", "summaries we have"],
            ),
            ("Our sources mention no step", vec!["Our sources"]),
            ("We could not find a reliable text", vec!["We could not find"]),
            ("segundo nossas fontes", vec!["nossas fontes"]),
            ("в наших источниках не решено", vec!["наших источниках"]),
            ("Naš izvor numeriše", vec!["Naš izvor"]),
            ("iz sekundarnih izvora", vec!["sekundarnih izvora"]),
            ("TODO: translate", vec!["TODO"]),
            ("uncertain point U17", vec!["U17"]),
            ("read [V-2nd]", vec!["[V-2nd]"]),
        ] {
            assert_eq!(internal_terms(text), want, "{text}");
        }
    }

    #[test]
    fn chess_words_are_not_internal_vocabulary() {
        for text in [
            "a complainant at a World Girls U14 championship",
            "num Mundial feminino sub-14 (U14), não pela reclamação",
            "на первенстве мира среди девушек до 14 лет (U14)",
            "na prvenstvu za devojčice do 14 godina (U14)",
            "the U14 and U16 categories play together",
            "## Facts\n\nThe facts are simple.",
            "White plays Bf1, then f1=Q is impossible; the rook on f1 stays.",
            "the top seed meets the second seed",
            "FIDE Laws of Chess (2023), Art. 6.9; FIDE Handbook C.07 (2023), 8.3",
            "Benko Chess, Šahovski sudija, § 6",
            "see handbook.fide.com for the text",
            "the arbiter notes the time; our facts are these",
            "6.9 and 9.6 give a draw",
        ] {
            assert!(
                internal_terms(text).is_empty(),
                "{text}: {:?}",
                internal_terms(text)
            );
        }
    }
}
