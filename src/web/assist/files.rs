//! The tools on a tournament's TRF-16 file, on the page and in the JSON API: the tie-break
//! standings (with one player's working) and the pairing check, and a file's problems listed
//! with their lines.

use actix_web::HttpResponse;

use super::params::{Params, bad, text_of, whole};
use super::rulings_for;
use crate::assist::Answer;
use crate::assist::pairing_check::{self, Report};
use crate::assist::tie_breaks::{self, Table};
use crate::assist::trf_file::{FileProblem, TrfError};
use crate::content::{KnowledgeBase, Lang};
use crate::locales::Message;
use crate::rules::dutch::check::{Difference, Edition};
use crate::rules::tie_breaks::TieBreak;
use crate::web::error::{ApiError, AppError};
use crate::web::locale::Locale;

/// The tie-breaks asked for: the JSON array (or a comma list) `tie_breaks`, then the form's
/// `tb1`…`tb4`; none gives the default of [`tie_breaks::DEFAULT_TIE_BREAKS`].
pub(super) fn tie_break_keys(p: &Params) -> Result<Vec<TieBreak>, Message> {
    let mut keys: Vec<String> = Vec::new();
    match &p.tie_breaks {
        None | Some(serde_json::Value::Null) => {}
        Some(serde_json::Value::Array(list)) => {
            for v in list {
                keys.push(text_of(v).ok_or_else(|| bad("tie_breaks"))?);
            }
        }
        Some(v) => {
            let text = text_of(v).ok_or_else(|| bad("tie_breaks"))?;
            keys.extend(text.split([',', ';', ' ']).map(String::from));
        }
    }
    keys.extend([&p.tb1, &p.tb2, &p.tb3, &p.tb4].into_iter().flatten().cloned());
    tie_breaks::parse_keys(keys.iter().map(String::as_str))
}

/// The request's TRF file, if one was given.
fn trf_of(p: &Params) -> Option<&str> {
    p.trf.as_deref().filter(|t| !t.trim().is_empty())
}

/// The standings of the request's TRF file; `None` when no file was given.
pub(super) fn tie_break_table(p: &Params) -> Result<Option<Table>, TrfError> {
    let Some(trf) = trf_of(p) else {
        return Ok(None);
    };
    let keys = tie_break_keys(p)?;
    let player = whole(&p.working_for, "working_for")?.filter(|&n| n > 0);
    let explain = match p
        .working_tie_break
        .as_deref()
        .map(str::trim)
        .filter(|k| !k.is_empty())
    {
        Some(k) => tie_breaks::parse_keys([k])?.first().copied(),
        None => None,
    };
    tie_breaks::compute(trf.as_bytes(), &keys, player, explain).map(Some)
}

/// A problem of a file in words, with its line: "Line 12: …".
pub(super) fn problem_text(fp: &FileProblem, lang: Lang) -> String {
    let text = fp.message.text(lang);
    if fp.line == 0 {
        text
    } else {
        format!(
            "{}: {text}",
            Message::new("assist-tb-at").with("line", fp.line).text(lang)
        )
    }
}

/// A number as a crosstable shows it: `4.5`, `3.25`, `2150`.
pub(super) fn number_text(v: f64) -> String {
    if v.fract() == 0.0 {
        format!("{v:.0}")
    } else {
        format!("{v}")
    }
}

/// The standings as the page shows them.
pub(super) fn table_view(t: &Table, lang: Lang) -> minijinja::Value {
    let rows: Vec<_> = t
        .players
        .iter()
        .map(|r| {
            let rank = if r.rank_last > r.rank {
                format!("{}–{}", r.rank, r.rank_last)
            } else {
                r.rank.to_string()
            };
            minijinja::context! {
                rank => rank, start => r.start, name => r.name, points => number_text(r.points),
                values => r.values.iter().map(|v| v.map(number_text).unwrap_or_default()).collect::<Vec<_>>(),
            }
        })
        .collect();
    let working = t.working.as_ref().map(|w| {
        let terms: Vec<_> = w
            .terms
            .iter()
            .map(|x| {
                minijinja::context! {
                    round => x.round,
                    entry => Message::new("assist-tb-entry").with("entry", x.entry).text(lang),
                    opponent => match (&x.opponent, &x.opponent_name) {
                        (Some(n), Some(name)) => format!("{n} {name}"),
                        _ => String::new(),
                    },
                    dummy => x.dummy,
                    amount => number_text(x.amount),
                    status => Message::new("assist-tb-status").with("status", x.status).text(lang),
                    counted => x.status == "counted",
                }
            })
            .collect();
        minijinja::context! {
            start => w.start, name => w.name, key => w.tie_break,
            value => w.value.map(number_text).unwrap_or_default(), terms => terms,
        }
    });
    minijinja::context! {
        summary => Message::new("assist-tb-summary")
            .with("players", t.players.len())
            .with("rounds", t.rounds)
            .with("complete", t.rounds_complete)
            .text(lang),
        name => t.name, keys => t.tie_breaks, rows => rows, working => working,
        warnings => t.warnings.iter().map(|fp| problem_text(fp, lang)).collect::<Vec<_>>(),
    }
}

/// The standings as the JSON API gives them.
pub(super) fn table_json(kb: &KnowledgeBase, t: &Table, locale: Locale) -> serde_json::Value {
    let lang = locale.lang;
    let players: Vec<_> = t
        .players
        .iter()
        .map(|r| {
            let values: serde_json::Map<String, serde_json::Value> = t
                .tie_breaks
                .iter()
                .zip(&r.values)
                .map(|(k, v)| (k.to_string(), serde_json::json!(v)))
                .collect();
            serde_json::json!({
                "start": r.start, "name": r.name, "rating": r.rating, "points": r.points,
                "rank": r.rank, "rank_last": r.rank_last, "tie_breaks": values,
            })
        })
        .collect();
    serde_json::json!({
        "name": t.name,
        "rounds": t.rounds,
        "rounds_complete": t.rounds_complete,
        "tie_breaks": t.tie_breaks,
        "players": players,
        "warnings": t.warnings.iter().map(|fp| serde_json::json!({
            "line": fp.line, "error": problem_text(fp, lang),
        })).collect::<Vec<_>>(),
        "working": t.working,
        "articles": ["C.07"],
        "rulings": rulings_on(kb, &["C.07"], "tie-breaks"),
        "lang": locale.code(),
    })
}

/// The rulings on a file tool's articles and topic, as for an incident's answer.
fn rulings_on<'k>(kb: &'k KnowledgeBase, articles: &[&str], topic: &'static str) -> Vec<&'k str> {
    let none = || crate::assist::per_lang(|_| String::new());
    let answer = Answer {
        result: String::new(),
        headline: none(),
        articles: articles.iter().map(|a| a.to_string()).collect(),
        reason: none(),
        changes: Vec::new(),
        topic,
        pace: None,
    };
    rulings_for(kb, &answer)
        .into_iter()
        .map(|r| r.id.as_str())
        .collect()
}

/// `POST /api/assist/tie-breaks`: the standings, or every problem of the file with its line.
pub(super) fn tie_breaks_api(
    kb: &KnowledgeBase,
    p: &Params,
    locale: Locale,
) -> Result<HttpResponse, ApiError> {
    file_answer(tie_break_table(p), locale, |t| table_json(kb, t, locale))
}

/// The JSON answer of a tool on a file: 200 with `json` of what it computed, 422 when no file
/// was given or the file or request is at fault (see [`file_error_json`]).
fn file_answer<T>(
    computed: Result<Option<T>, TrfError>,
    locale: Locale,
    json: impl FnOnce(&T) -> serde_json::Value,
) -> Result<HttpResponse, ApiError> {
    match computed {
        Ok(Some(t)) => {
            let mut v = json(&t);
            locale.json(&mut v);
            Ok(HttpResponse::Ok().json(v))
        }
        Ok(None) => Err(AppError::Unprocessable(Message::new("assist-tb-error-empty")).into()),
        Err(e) => file_error_json(e, locale),
    }
}

/// A request on a file that could not be answered: 422 with `{"error"}`, and for the file's
/// own problems `"line"` (the first problem's) and `"problems"` (each with its line).
fn file_error_json(e: TrfError, locale: Locale) -> Result<HttpResponse, ApiError> {
    let list = match e {
        TrfError::Request(m) => return Err(AppError::Unprocessable(m).into()),
        TrfError::File(list) => list,
    };
    let lang = locale.lang;
    let problems: Vec<_> = list
        .iter()
        .map(
            |fp| serde_json::json!({ "line": fp.line, "column": fp.column, "error": problem_text(fp, lang) }),
        )
        .collect();
    let first = list.first();
    let mut v = serde_json::json!({
        "error": first.map(|fp| problem_text(fp, lang)).unwrap_or_default(),
        "line": first.map(|fp| fp.line),
        "problems": problems,
    });
    locale.json(&mut v);
    Ok(HttpResponse::UnprocessableEntity().json(v))
}

/// A request on a file that could not be answered, for the page: the message, and the file's
/// problems each with its line into `problems`.
pub(super) fn file_error_text(e: TrfError, lang: Lang, problems: &mut Vec<String>) -> Message {
    match e {
        TrfError::Request(m) => m,
        TrfError::File(list) => {
            *problems = list.iter().map(|fp| problem_text(fp, lang)).collect();
            Message::new("assist-tb-error-file")
        }
    }
}

/// The pairing check of the request's TRF file and round; `None` when no file was given.
pub(super) fn pairing_check(p: &Params) -> Result<Option<Report>, TrfError> {
    let Some(trf) = trf_of(p) else {
        return Ok(None);
    };
    let round = whole(&p.round, "round")?;
    // The rules in force today unless the request names the earlier edition.
    let edition = match p.edition.as_deref().map(str::trim) {
        None | Some("") => Edition::CURRENT,
        Some(key) => Edition::from_key(key).ok_or_else(|| bad("edition"))?,
    };
    pairing_check::check(trf.as_bytes(), round, edition).map(Some)
}

/// A board as the page shows it: `3 – 7`.
fn board(b: &(u32, u32)) -> String {
    format!("{} – {}", b.0, b.1)
}

/// The check as the page shows it: the verdict, the differences and the boards side by side.
pub(super) fn pairing_view(r: &Report, lang: Lang) -> minijinja::Value {
    let c = &r.check;
    let rows: Vec<_> = (0..c.expected.len().max(c.recorded.len()))
        .map(|i| {
            let expected = c.expected.get(i).map(board).unwrap_or_default();
            let recorded = c.recorded.get(i).map(board).unwrap_or_default();
            minijinja::context! { board => i + 1, differs => expected != recorded, expected => expected, recorded => recorded }
        })
        .collect();
    minijinja::context! {
        name => r.name,
        round => c.round,
        same => c.same,
        headline => r.headline.text(lang),
        edition => r.edition.text(lang),
        differences => r.differences.iter().map(|m| m.text(lang)).collect::<Vec<_>>(),
        bracket => r.bracket.as_ref().map(|m| m.text(lang)),
        rows => rows,
        expected_bye => c.expected_bye,
        recorded_bye => c.recorded_bye,
        bye_differs => c.expected_bye != c.recorded_bye,
        not_available => pairing_check::players(&c.not_available),
        articles => pairing_check::ARTICLES,
    }
}

/// The check as the JSON API gives it.
fn pairing_json(kb: &KnowledgeBase, r: &Report, locale: Locale) -> serde_json::Value {
    let lang = locale.lang;
    let c = &r.check;
    let differences: Vec<_> = c
        .differences
        .iter()
        .zip(&r.differences)
        .map(|(d, m)| {
            let mut v = match *d {
                Difference::DifferentOpponent {
                    player,
                    expected,
                    recorded,
                } => serde_json::json!({
                    "kind": "opponent", "player": player, "expected": expected, "recorded": recorded,
                }),
                Difference::ColoursSwapped { white, black } => serde_json::json!({
                    "kind": "colours", "white": white, "black": black,
                }),
                Difference::DifferentBye { expected, recorded } => serde_json::json!({
                    "kind": "bye", "expected": expected, "recorded": recorded,
                }),
            };
            v["text"] = m.text(lang).into();
            v
        })
        .collect();
    let bracket = c.bracket.as_ref().map(|b| {
        serde_json::json!({
            "score": f64::from(b.score) / 2.0,
            "residents": b.residents,
            "moved_down": b.mdps,
            "floaters": b.floaters,
            "candidate": b.candidate,
            "collapsed": b.collapsed,
            "text": r.bracket.as_ref().map(|m| m.text(lang)),
        })
    });
    serde_json::json!({
        "name": r.name,
        "round": c.round,
        "same": c.same,
        "result": if c.same { "same" } else { "different" },
        "headline": r.headline.text(lang),
        "edition": c.edition.key(),
        "edition_note": r.edition.text(lang),
        "expected": c.expected.iter().map(|&(w, b)| [w, b]).collect::<Vec<_>>(),
        "expected_bye": c.expected_bye,
        "recorded": c.recorded.iter().map(|&(w, b)| [w, b]).collect::<Vec<_>>(),
        "recorded_bye": c.recorded_bye,
        "not_available": c.not_available,
        "differences": differences,
        "bracket": bracket,
        "articles": pairing_check::ARTICLES,
        "rulings": rulings_on(kb, &pairing_check::ARTICLES, pairing_check::TOPIC),
        "lang": locale.code(),
    })
}

/// `POST /api/assist/pairing-check`: the check, or why the round or the file cannot be checked.
pub(super) fn pairing_api(kb: &KnowledgeBase, p: &Params, locale: Locale) -> Result<HttpResponse, ApiError> {
    file_answer(pairing_check(p), locale, |r| pairing_json(kb, r, locale))
}
