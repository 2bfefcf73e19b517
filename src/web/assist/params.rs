//! The assistant's request, as forms and JSON bodies send it: every field any tool reads, and
//! the readers that turn a field into a validated value or a message naming the field.

use serde::Deserialize;

use crate::assist::rating;
use crate::locales::Message;
use crate::rules::Side;
use crate::rules::time_control::Pace;

/// Every field any tool's form or JSON body has; each tool reads its own. Numbers come as text
/// from forms and as numbers or text from JSON, so all are read as text and parsed here, where a
/// bad value gets a message naming the field.
#[derive(Debug, Default, Deserialize)]
pub struct Params {
    pub(super) fen: Option<String>,
    pub(super) white: Option<String>,
    pub(super) black: Option<String>,
    pub(super) material: Option<MaterialJson>,
    pub(super) flagged: Option<String>,
    pub(super) time_control: Option<String>,
    pub(super) increment_s: Option<serde_json::Value>,
    pub(super) supervision: Option<String>,
    pub(super) irregularity: Option<String>,
    pub(super) nth: Option<serde_json::Value>,
    pub(super) opponent_moved: Option<serde_json::Value>,
    pub(super) opponent_can_mate: Option<serde_json::Value>,
    pub(super) offender: Option<String>,
    pub(super) base_min: Option<serde_json::Value>,
    pub(super) remaining_s: Option<serde_json::Value>,
    pub(super) remaining_min: Option<serde_json::Value>,
    pub(super) went_under: Option<serde_json::Value>,
    pub(super) late: Option<String>,
    pub(super) late_min: Option<serde_json::Value>,
    pub(super) default_min: Option<serde_json::Value>,
    pub(super) player: Option<String>,
    pub(super) place: Option<String>,
    pub(super) bag_allowed: Option<serde_json::Value>,
    pub(super) milder_penalty: Option<serde_json::Value>,
    pub(super) rating: Option<serde_json::Value>,
    pub(super) k: Option<String>,
    pub(super) games: Option<serde_json::Value>,
    pub(super) opponents: Option<serde_json::Value>,
    pub(super) score: Option<serde_json::Value>,
    pub(super) players: Option<serde_json::Value>,
    pub(super) round: Option<serde_json::Value>,
    pub(super) edition: Option<String>,
    pub(super) moves: Option<String>,
    pub(super) written: Option<String>,
    pub(super) trf: Option<String>,
    pub(super) tie_breaks: Option<serde_json::Value>,
    pub(super) tb1: Option<String>,
    pub(super) tb2: Option<String>,
    pub(super) tb3: Option<String>,
    pub(super) tb4: Option<String>,
    pub(super) working_for: Option<serde_json::Value>,
    pub(super) working_tie_break: Option<String>,
    pub(super) lang: Option<String>,
}

/// `{"white": "KR", "black": "KN"}` in a JSON body.
#[derive(Debug, Default, Deserialize)]
pub struct MaterialJson {
    pub(super) white: Option<String>,
    pub(super) black: Option<String>,
}

pub(super) fn bad(field: &'static str) -> Message {
    Message::new("assist-error-field").with("field", field)
}

pub(super) fn text_of(v: &serde_json::Value) -> Option<String> {
    match v {
        serde_json::Value::String(s) => Some(s.trim().to_string()),
        serde_json::Value::Number(n) => Some(n.to_string()),
        serde_json::Value::Bool(b) => Some(b.to_string()),
        _ => None,
    }
}

pub(super) fn number(v: &Option<serde_json::Value>, field: &'static str) -> Result<Option<f64>, Message> {
    match v.as_ref().and_then(text_of) {
        None => Ok(None),
        Some(s) if s.is_empty() => Ok(None),
        Some(s) => s
            .replace(',', ".")
            .parse::<f64>()
            .ok()
            .filter(|n| n.is_finite() && *n >= 0.0 && *n < 1e7)
            .map(Some)
            .ok_or_else(|| bad(field)),
    }
}

pub(super) fn whole(v: &Option<serde_json::Value>, field: &'static str) -> Result<Option<u32>, Message> {
    Ok(number(v, field)?.map(|n| n.round() as u32))
}

pub(super) fn required<T>(v: Option<T>, field: &'static str) -> Result<T, Message> {
    v.ok_or_else(|| bad(field))
}

pub(super) fn flag(v: &Option<serde_json::Value>, field: &'static str) -> Result<bool, Message> {
    match v.as_ref().and_then(text_of).as_deref() {
        None | Some("") | Some("false") | Some("no") | Some("0") | Some("off") => Ok(false),
        Some("true") | Some("yes") | Some("1") | Some("on") => Ok(true),
        Some(_) => Err(bad(field)),
    }
}

pub(super) fn side(v: &Option<String>, field: &'static str) -> Result<Side, Message> {
    match v.as_deref().map(str::trim) {
        Some("white") | Some("w") => Ok(Side::White),
        Some("black") | Some("b") => Ok(Side::Black),
        _ => Err(bad(field)),
    }
}

pub(super) fn pace(v: &Option<String>) -> Result<Pace, Message> {
    match v.as_deref().map(str::trim) {
        Some("standard") | Some("classical") => Ok(Pace::Standard),
        Some("rapid") => Ok(Pace::Rapid),
        Some("blitz") => Ok(Pace::Blitz),
        _ => Err(bad("time_control")),
    }
}

/// `"1520 1580, 1610"` or `[1520, 1580]`: ratings.
pub(super) fn ratings(v: &Option<serde_json::Value>, field: &'static str) -> Result<Vec<u32>, Message> {
    let items: Vec<String> = match v {
        None => Vec::new(),
        Some(serde_json::Value::Array(a)) => a.iter().map(|x| text_of(x).unwrap_or_default()).collect(),
        Some(x) => text_of(x)
            .unwrap_or_default()
            .split(|c: char| c.is_whitespace() || c == ',' || c == ';')
            .filter(|s| !s.is_empty())
            .map(String::from)
            .collect(),
    };
    if items.len() > 200 {
        return Err(bad(field));
    }
    items
        .iter()
        .map(|s| s.parse::<u32>().map_err(|_| bad(field)))
        .collect()
}

/// A score: `5`, `5.5`, `5½`, `5,5`, in half points.
pub(super) fn half_points(
    v: &Option<serde_json::Value>,
    field: &'static str,
) -> Result<Option<u32>, Message> {
    let Some(s) = v.as_ref().and_then(text_of) else {
        return Ok(None);
    };
    if s.is_empty() {
        return Ok(None);
    }
    let s = s.replace('½', ".5").replace(',', ".");
    let s = if s.starts_with('.') { format!("0{s}") } else { s };
    let n: f64 = s.parse().map_err(|_| bad(field))?;
    let half = n * 2.0;
    if !(0.0..=400.0).contains(&half) || half.fract() != 0.0 {
        return Err(bad(field));
    }
    Ok(Some(half as u32))
}

/// Games for a rating change: `[{"opponent": 2100, "score": 1}, …]`, or lines of text
/// `2100 1`, `2050 ½`, `- 1` (an unrated opponent).
pub(super) fn games(v: &Option<serde_json::Value>) -> Result<Vec<rating::Played>, Message> {
    let field = "games";
    let mut out = Vec::new();
    let mut push = |opp: Option<String>, score: Option<String>| -> Result<(), Message> {
        let opponent = match opp.as_deref().map(str::trim) {
            None | Some("") | Some("-") | Some("unrated") => None,
            Some(s) => Some(s.parse::<u32>().map_err(|_| bad(field))?),
        };
        let half = half_points(&score.map(serde_json::Value::String), field)?.ok_or_else(|| bad(field))?;
        out.push(rating::Played {
            opponent,
            half_points: half,
        });
        Ok(())
    };
    match v {
        None => {}
        Some(serde_json::Value::Array(a)) => {
            if a.len() > 200 {
                return Err(bad(field));
            }
            for g in a {
                let opp = g.get("opponent").and_then(text_of);
                let score = g.get("score").and_then(text_of);
                push(opp, score)?;
            }
        }
        Some(x) => {
            let text = text_of(x).unwrap_or_default();
            for line in text.lines().map(str::trim).filter(|l| !l.is_empty()).take(201) {
                let mut parts = line.split_whitespace();
                let (a, b) = (parts.next(), parts.next());
                match (a, b) {
                    (Some(a), Some(b)) => push(Some(a.to_string()), Some(b.to_string()))?,
                    _ => return Err(bad(field)),
                }
            }
        }
    }
    Ok(out)
}
