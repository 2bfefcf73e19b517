//! Tests of the question-bank export: Moodle XML, GIFT and JSON as a reader of each format sees them.

use std::sync::OnceLock;

use quick_xml::Reader;
use quick_xml::events::Event;

use super::*;
use crate::quiz::loc;

const PER_ENGINE: usize = 3;

fn kb() -> &'static KnowledgeBase {
    crate::exchange::shipped()
}

fn opts() -> Options {
    Options {
        lang: Lang::En,
        topics: None,
        per_engine: PER_ENGINE,
        seed: 7,
    }
}

fn shipped_bank() -> &'static [Category] {
    static BANK: OnceLock<Vec<Category>> = OnceLock::new();
    BANK.get_or_init(|| bank(kb(), &opts()).unwrap())
}

/// HTML as written by the export, back to the plain text it came from.
fn from_html(html: &str) -> String {
    html.replace("<br>\n", "\n")
        .replace("&quot;", "\"")
        .replace("&lt;", "<")
        .replace("&gt;", ">")
        .replace("&amp;", "&")
}

#[derive(Debug, Default)]
struct MoodleQuestion {
    kind: String,
    category: String,
    name: String,
    stem: String,
    general_feedback: String,
    shuffle: String,
    single: String,
    /// (fraction, text, feedback)
    answers: Vec<(String, String, String)>,
    /// The question text's file (base64), if any.
    file: Option<String>,
}

/// A small reader of the Moodle XML the export writes, with quick-xml.
fn parse_moodle(xml: &str) -> Vec<MoodleQuestion> {
    let mut reader = Reader::from_str(xml);
    let mut out: Vec<MoodleQuestion> = Vec::new();
    let mut stack: Vec<String> = Vec::new();
    let mut text = String::new();
    loop {
        match reader.read_event().unwrap() {
            Event::Eof => break,
            Event::Start(e) => {
                let name = e.name().as_ref().to_string();
                match name.as_str() {
                    "question" => out.push(MoodleQuestion {
                        kind: e
                            .try_get_attribute("type")
                            .unwrap()
                            .unwrap()
                            .normalized_value(quick_xml::XmlVersion::Implicit1_0)
                            .unwrap()
                            .into_owned(),
                        ..Default::default()
                    }),
                    "answer" => {
                        let fraction = e
                            .try_get_attribute("fraction")
                            .unwrap()
                            .unwrap()
                            .normalized_value(quick_xml::XmlVersion::Implicit1_0)
                            .unwrap()
                            .into_owned();
                        out.last_mut()
                            .unwrap()
                            .answers
                            .push((fraction, String::new(), String::new()));
                    }
                    _ => {}
                }
                stack.push(name);
                text.clear();
            }
            Event::Text(t) => text.push_str(&quick_xml::escape::unescape(&t.xml10_content()).unwrap()),
            Event::CData(t) => text.push_str(&t),
            Event::GeneralRef(r) => {
                text.push_str(&quick_xml::escape::unescape(&format!("&{};", r.xml10_content())).unwrap())
            }
            Event::End(_) => {
                let name = stack.pop().unwrap();
                let parent = stack.last().cloned().unwrap_or_default();
                let q = out.last_mut();
                match (name.as_str(), parent.as_str(), q) {
                    ("text", "category", Some(q)) => q.category = text.clone(),
                    ("text", "name", Some(q)) => q.name = text.clone(),
                    ("text", "questiontext", Some(q)) => q.stem = text.clone(),
                    ("file", "questiontext", Some(q)) => q.file = Some(text.clone()),
                    ("text", "generalfeedback", Some(q)) => q.general_feedback = text.clone(),
                    ("text", "answer", Some(q)) => q.answers.last_mut().unwrap().1 = text.clone(),
                    ("text", "feedback", Some(q)) => q.answers.last_mut().unwrap().2 = text.clone(),
                    ("shuffleanswers", _, Some(q)) => q.shuffle = text.clone(),
                    ("single", _, Some(q)) => q.single = text.clone(),
                    _ => {}
                }
                text.clear();
            }
            _ => {}
        }
    }
    out
}

#[test]
fn the_bank_holds_every_authored_item_every_case_and_n_questions_per_engine() {
    let kb = kb();
    let authored: usize = kb.rulings().iter().map(|r| r.quiz.len()).sum();
    let cases = kb
        .rulings()
        .iter()
        .filter(|r| items::case(kb, r, 7).is_some())
        .count();
    let total: usize = shipped_bank().iter().map(|c| c.questions.len()).sum();
    for t in engines::TOPICS {
        let n = shipped_bank()
            .iter()
            .flat_map(|c| &c.questions)
            .filter(|q| q.generator == format!("engine:{t}"))
            .count();
        assert_eq!(n, PER_ENGINE, "{t}");
    }
    assert_eq!(total, authored + cases + engines::TOPICS.len() * PER_ENGINE);
    let keys: HashSet<&str> = shipped_bank()
        .iter()
        .flat_map(|c| c.questions.iter().map(|q| q.key.as_str()))
        .collect();
    assert_eq!(keys.len(), total, "question names are unique");
}

#[test]
fn moodle_xml_parses_back_with_one_right_answer_per_question_under_its_category() {
    let bank = shipped_bank();
    let xml = moodle_xml(bank, Lang::En).unwrap();
    let parsed = parse_moodle(&xml);
    let expected: Vec<(&Category, &Question)> = bank
        .iter()
        .flat_map(|c| c.questions.iter().map(move |q| (c, q)))
        .collect();
    // Each question with the category last declared before it.
    let mut category = None;
    let mut questions = Vec::new();
    for p in &parsed {
        if p.kind == "category" {
            category = Some(p.category.clone());
        } else {
            questions.push((category.clone(), p));
        }
    }
    assert_eq!(questions.len(), expected.len(), "as many questions as the bank");
    for ((category, p), (cat, q)) in questions.iter().zip(&expected) {
        assert_eq!(p.kind, "multichoice");
        assert_eq!(
            category.as_deref(),
            Some(format!("$course$/arbiter-kb/{}", cat.name).as_str()),
            "{} comes after its category",
            q.key
        );
        assert_eq!(p.name, q.key, "the name is the stable key");
        assert_eq!((p.single.as_str(), p.shuffle.as_str()), ("true", "1"));
        assert!(from_html(&p.stem).contains(q.stem.en.trim()), "{}", q.key);
        let right: Vec<_> = p.answers.iter().filter(|a| a.0 == "100").collect();
        assert_eq!(right.len(), 1, "{}: one right answer", q.key);
        assert!(p.answers.iter().all(|a| a.0 == "100" || a.0 == "0"));
        let options: Vec<String> = p.answers.iter().map(|a| from_html(&a.1)).collect();
        let expected_options: Vec<String> = q.options.iter().map(|o| o.en.trim().to_string()).collect();
        assert_eq!(options, expected_options, "{}", q.key);
        assert_eq!(from_html(&right[0].1), q.options[q.correct].en.trim());
        for a in &p.answers {
            assert_eq!(from_html(&a.2), feedback(q, Lang::En), "{}", q.key);
        }
        assert_eq!(from_html(&p.general_feedback), feedback(q, Lang::En));
    }
}

/// A class on Moodle sees the board: every question about a position carries it as an SVG
/// image in its own files, shown in the question text and described for screen readers.
#[test]
fn moodle_xml_embeds_the_board_of_every_position_question() {
    use base64::Engine as _;
    let bank = shipped_bank();
    let with_fen: Vec<&Question> = bank
        .iter()
        .flat_map(|c| &c.questions)
        .filter(|q| q.fen.is_some())
        .collect();
    assert!(!with_fen.is_empty(), "the bank has position questions");
    let xml = moodle_xml(bank, Lang::Pt).unwrap();
    let parsed: Vec<MoodleQuestion> = parse_moodle(&xml)
        .into_iter()
        .filter(|q| q.kind == "multichoice")
        .collect();
    let boards: Vec<&MoodleQuestion> = parsed.iter().filter(|q| q.file.is_some()).collect();
    assert_eq!(boards.len(), with_fen.len());
    for q in boards {
        assert!(
            q.stem.contains("<img src=\"@@PLUGINFILE@@/board.svg\" alt=\""),
            "{}",
            q.stem
        );
        // The description is Portuguese, like the question.
        assert!(
            q.stem.contains("Brancas") || q.stem.contains("brancas"),
            "{}",
            q.stem
        );
        let svg = base64::engine::general_purpose::STANDARD
            .decode(q.file.as_ref().unwrap().trim())
            .unwrap();
        let svg = String::from_utf8(svg).unwrap();
        assert!(
            svg.starts_with("<?xml") && svg.contains("<svg") && svg.contains("<style>"),
            "{svg}"
        );
        assert_eq!(svg.matches("<rect").count(), 64);
    }
}

#[test]
fn moodle_xml_puts_markup_in_cdata_and_escapes_plain_text() {
    let mut q = engines::generate("tie-breaks", 1).unwrap();
    q.options[0] = loc("a < b & c", "a < b & c", "a < b & c", "a < b & c");
    let xml = moodle_xml(
        &[Category {
            topic: "t".into(),
            name: "T".into(),
            questions: vec![q],
        }],
        Lang::En,
    )
    .unwrap();
    assert!(
        xml.contains("<![CDATA[<p>"),
        "a multi-line stem is HTML in CDATA:\n{xml}"
    );
    assert!(xml.contains("a &amp;lt; b &amp;amp; c"), "{xml}");
    assert!(xml.contains("<shuffleanswers>1</shuffleanswers>"));
}

#[test]
fn feedback_gives_the_explanation_and_the_articles() {
    let q = engines::generate("flag-fall", 3).unwrap();
    let f = feedback(&q, Lang::En);
    assert!(f.starts_with(q.explanation.en.trim()));
    assert!(f.ends_with(&format!("(Art. {})", q.articles.join(", "))), "{f}");
    assert!(feedback(&q, Lang::Ru).contains("(Ст. "));
}

#[derive(Debug, PartialEq)]
struct GiftQuestion {
    category: String,
    name: String,
    stem: String,
    /// (right, text, feedback)
    answers: Vec<(bool, String, String)>,
}

/// Characters of a GIFT text, each marked escaped or not (`\n` is an escaped line break).
fn gift_chars(s: &str) -> Vec<(char, bool)> {
    let mut out = Vec::new();
    let mut it = s.chars();
    while let Some(c) = it.next() {
        if c == '\\' {
            match it.next().unwrap() {
                'n' => out.push(('\n', true)),
                e => out.push((e, true)),
            }
        } else {
            out.push((c, false));
        }
    }
    out
}

fn text_of(chars: &[(char, bool)]) -> String {
    chars.iter().map(|c| c.0).collect::<String>().trim().to_string()
}

/// A small GIFT reader: categories, `::name::stem {=right#feedback ~wrong#feedback}`.
fn parse_gift(gift: &str) -> Vec<GiftQuestion> {
    let mut out = Vec::new();
    let mut category = String::new();
    for block in gift.split("\n\n") {
        let block = block.trim();
        if block.is_empty() || block.starts_with("//") {
            continue;
        }
        if let Some(c) = block.strip_prefix("$CATEGORY: ") {
            category = c.to_string();
            continue;
        }
        let chars = gift_chars(block);
        let unescaped = |i: usize, c: char| chars.get(i) == Some(&(c, false));
        assert!(unescaped(0, ':') && unescaped(1, ':'), "{block}");
        let name_end = (2..chars.len())
            .find(|&i| unescaped(i, ':') && unescaped(i + 1, ':'))
            .unwrap();
        let open = (name_end..chars.len()).find(|&i| unescaped(i, '{')).unwrap();
        let close = (open..chars.len()).find(|&i| unescaped(i, '}')).unwrap();
        let mut answers = Vec::new();
        let starts: Vec<usize> = (open + 1..close)
            .filter(|&i| unescaped(i, '=') || unescaped(i, '~'))
            .chain([close])
            .collect();
        for w in starts.windows(2) {
            let part = &chars[w[0] + 1..w[1]];
            let hash = part.iter().position(|c| *c == ('#', false)).unwrap_or(part.len());
            answers.push((
                chars[w[0]].0 == '=',
                text_of(&part[..hash]),
                text_of(part.get(hash + 1..).unwrap_or_default()),
            ));
        }
        out.push(GiftQuestion {
            category: category.clone(),
            name: text_of(&chars[2..name_end]),
            stem: text_of(&chars[name_end + 2..open]),
            answers,
        });
    }
    out
}

fn tricky_question() -> Question {
    let mut q = engines::generate("time-control", 5).unwrap();
    q.key = "engine:odd:1".into();
    q.stem = loc("Which clock: {a} or a=b?\nSecond line: 90' + 30\"", "p", "r", "s");
    q.options = vec![
        loc("x = y {z} ~w #1: \\ok", "a", "b", "c"),
        loc("plain", "a", "b", "c"),
        loc("50% & <more>", "a", "b", "c"),
    ];
    q.correct = 0;
    q.explanation = loc("Because 1:30 = 90 #minutes", "p", "r", "s");
    q.articles = vec!["6.9".into()];
    q.fen = None;
    q
}

#[test]
fn gift_escapes_its_special_characters() {
    let q = tricky_question();
    let gift = gift(
        &[Category {
            topic: "odd".into(),
            name: "Odd".into(),
            questions: vec![q],
        }],
        Lang::En,
    );
    assert!(gift.contains("$CATEGORY: arbiter-kb/Odd\n"), "{gift}");
    assert!(
        gift.contains("::engine\\:odd\\:1::Which clock\\: \\{a\\} or a\\=b?\\nSecond line\\: 90' + 30\"")
    );
    assert!(
        gift.contains("\t=x \\= y \\{z\\} \\~w \\#1\\: \\\\ok#Because 1\\:30 \\= 90 \\#minutes (Art. 6.9)\n")
    );
    assert!(gift.contains("\t~plain#"));
}

#[test]
fn gift_round_trips_through_a_parser() {
    let mut bank = shipped_bank().to_vec();
    bank.push(Category {
        topic: "odd".into(),
        name: "Odd".into(),
        questions: vec![tricky_question()],
    });
    let parsed = parse_gift(&gift(&bank, Lang::En));
    let expected: Vec<(&Category, &Question)> = bank
        .iter()
        .flat_map(|c| c.questions.iter().map(move |q| (c, q)))
        .collect();
    assert_eq!(parsed.len(), expected.len());
    for (p, (cat, q)) in parsed.iter().zip(expected) {
        assert_eq!(p.category, format!("arbiter-kb/{}", cat.name));
        assert_eq!(p.name, q.key);
        assert!(p.stem.starts_with(q.stem.en.trim()), "{}", q.key);
        let answers: Vec<(bool, String, String)> = q
            .options
            .iter()
            .enumerate()
            .map(|(i, o)| (i == q.correct, o.en.trim().to_string(), feedback(q, Lang::En)))
            .collect();
        assert_eq!(p.answers, answers, "{}", q.key);
    }
}

#[test]
fn json_round_trips() {
    let bank = shipped_bank();
    let text = json(bank, Lang::Pt).unwrap();
    let back: Vec<Exported> = serde_json::from_str(&text).unwrap();
    let expected: Vec<Exported> = bank
        .iter()
        .flat_map(|c| c.questions.iter().map(|q| Exported::new(q, Lang::Pt)))
        .collect();
    assert_eq!(back, expected);
    let raw: serde_json::Value = serde_json::from_str(&text).unwrap();
    let first = raw[0].as_object().unwrap();
    let mut fields: Vec<&str> = first.keys().map(String::as_str).collect();
    fields.sort();
    assert_eq!(
        fields,
        [
            "articles",
            "correct",
            "explanation",
            "fen",
            "key",
            "options",
            "stem",
            "topic"
        ]
    );
}

#[test]
fn topics_select_the_categories_and_an_unknown_topic_is_an_error() {
    let kb = kb();
    let mut o = opts();
    o.topics = Some(vec!["flag-fall".into(), "castling".into()]);
    let bank = bank(kb, &o).unwrap();
    let topics: Vec<&str> = bank.iter().map(|c| c.topic.as_str()).collect();
    assert_eq!(topics, ["castling", "flag-fall"], "in the topic file's order");
    assert!(
        bank.iter()
            .all(|c| c.questions.iter().all(|q| q.topic == c.topic))
    );
    o.topics = Some(vec!["no-such-topic".into()]);
    let err = super::bank(kb, &o).unwrap_err();
    assert!(err.to_string().contains("unknown topic `no-such-topic`"));
}

#[test]
fn the_same_seed_gives_the_same_export() {
    let kb = kb();
    let mut o = opts();
    o.topics = Some(vec!["tie-breaks".into()]);
    assert_eq!(
        export(kb, Format::Gift, &o).unwrap(),
        export(kb, Format::Gift, &o).unwrap()
    );
}
