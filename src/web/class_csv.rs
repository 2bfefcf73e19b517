//! A class's report as CSV files for a spreadsheet: one line per member (`report.csv`, headers
//! and topic names in the instructor's language) and one per question and option
//! (`questions.csv`), every cell safe from formula injection.

use actix_web::http::header;
use actix_web::{HttpRequest, HttpResponse, web};

use super::classes::report;
use crate::locales::Message;
use crate::web::error::{AppError, PageError};
use crate::web::session::no_store;
use crate::web::{AppState, locale, quiz};

/// A cell as a spreadsheet should see it: text that would start a formula is quoted with `'`
/// (CSV injection), whoever typed it.
fn cell(s: &str) -> String {
    if s.starts_with(['=', '+', '-', '@', '\t', '\r']) {
        format!("'{s}")
    } else {
        s.to_string()
    }
}

/// Rows as CSV (RFC 4180, every text cell quoted by the `csv` crate as needed).
fn to_csv(rows: Vec<Vec<String>>) -> Result<String, AppError> {
    let mut w = csv::Writer::from_writer(Vec::new());
    for row in rows {
        w.write_record(row.iter().map(|c| cell(c)))
            .map_err(|e| AppError::Internal(e.into()))?;
    }
    let bytes = w
        .into_inner()
        .map_err(|e| AppError::Internal(anyhow::anyhow!("csv: {e}")))?;
    String::from_utf8(bytes).map_err(|e| AppError::Internal(e.into()))
}

fn csv_response(name: &str, body: String) -> HttpResponse {
    no_store(
        HttpResponse::Ok()
            .content_type("text/csv; charset=utf-8")
            .insert_header((
                header::CONTENT_DISPOSITION,
                format!("attachment; filename=\"{name}\""),
            ))
            .body(body),
    )
}

/// `GET /classes/{id}/report.csv`: one line per member: quizzes, exam scores, and per topic the
/// answers and the right ones (numbers, so a spreadsheet can sum them).
pub(crate) async fn report_csv(
    req: HttpRequest,
    state: web::Data<AppState>,
    id: web::Path<String>,
) -> Result<HttpResponse, PageError> {
    let r = report(&state, &req, &id).await?;
    // Headers in the instructor's language, topics by their names (the columns stay in the
    // order of the topic ids, so files from different languages line up).
    let loc = locale::negotiate(&req);
    let word = |m: Message| loc.message(&m);
    let live = state.live();
    let topics: std::collections::BTreeSet<&String> =
        r.members.iter().flat_map(|m| m.mastery.keys()).collect();
    let mut header: Vec<String> = vec![
        word(Message::new("member")),
        word(Message::new("quizzes_started")),
        word(Message::new("quizzes_finished")),
        format!("{} (%)", word(Message::new("readiness"))),
    ];
    header.extend(r.exams.iter().map(|e| {
        word(
            Message::new("csv_exam_score")
                .with("title", e.title.clone())
                .with("count", e.count),
        )
    }));
    for t in &topics {
        let name = loc.text(&quiz::topic_name(&live.kb, t, loc.lang));
        header.push(word(
            Message::new("csv_topic_answered").with("topic", name.clone()),
        ));
        header.push(word(Message::new("csv_topic_right").with("topic", name)));
    }
    let mut rows = vec![header];
    for m in &r.members {
        let mut row = vec![
            m.username.clone(),
            m.attempts.to_string(),
            m.finished.len().to_string(),
            m.readiness_percent.to_string(),
        ];
        row.extend(
            r.exams
                .iter()
                .map(|e| m.exams.get(&e.id).map(|(s, _)| s.to_string()).unwrap_or_default()),
        );
        for t in &topics {
            let (answered, right) = m.mastery.get(*t).copied().unwrap_or_default();
            row.push(answered.to_string());
            row.push(right.to_string());
        }
        rows.push(row);
    }
    Ok(csv_response(
        &format!("class-{}-report.csv", r.class.id),
        to_csv(rows)?,
    ))
}

/// `GET /classes/{id}/questions.csv`: one line per question and option, with how often chosen.
pub(crate) async fn questions_csv(
    req: HttpRequest,
    state: web::Data<AppState>,
    id: web::Path<String>,
) -> Result<HttpResponse, PageError> {
    let r = report(&state, &req, &id).await?;
    // Headers in the instructor's language, as in the report; "right" is 1 or 0, so a
    // spreadsheet in any language can sum it.
    let loc = locale::negotiate(&req);
    let mut rows = vec![
        [
            "csv_question",
            "csv_question_id",
            "csv_answers",
            "csv_percent_right",
            "csv_option",
            "csv_right_option",
            "csv_chosen",
        ]
        .map(|m| loc.message(&Message::new(m)))
        .to_vec(),
    ];
    for q in &r.questions {
        for o in &q.options {
            rows.push(vec![
                q.stem.clone(),
                q.key.clone(),
                q.answered.to_string(),
                q.percent_right.to_string(),
                o.text.clone(),
                u8::from(o.right).to_string(),
                o.chosen.to_string(),
            ]);
        }
    }
    Ok(csv_response(
        &format!("class-{}-questions.csv", r.class.id),
        to_csv(rows)?,
    ))
}
