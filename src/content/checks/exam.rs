//! The mock-exam blueprint `_exam.yaml`: a pass mark, sections that draw on known topics and
//! add up to the exam, and a number of computed questions that fits in it.

use super::languages::localized_text;
use super::{ExamFile, Findings};

/// The pass mark is a percentage from 1 to 100: 0 would pass everyone, more than 100 no one.
pub(super) fn pass_percent(exam: &ExamFile, out: &mut Findings) {
    if !(1..=100).contains(&exam.blueprint.pass_percent) {
        let line = exam.yaml().line("pass_percent");
        out.problem(&exam.path, line, "pass_percent", "a percentage from 1 to 100");
    }
}

/// A section draws on one topic at least, each of them in `_topics.yaml`: otherwise its
/// questions cannot be drawn.
pub(super) fn section_topics(exam: &ExamFile, i: usize, out: &mut Findings) {
    let (section, line) = (
        &exam.blueprint.sections[i],
        exam.yaml().line(&format!("sections[{i}]")),
    );
    let field = format!("sections[{i}].topics");
    if section.topics.is_empty() {
        out.problem(&exam.path, line, &field, "a section needs at least one topic");
    }
    for t in &section.topics {
        if !exam.topics.iter().any(|x| &x.id == t) {
            let msg = format!("unknown topic `{t}` (see content/_topics.yaml)");
            out.problem(&exam.path, line, &field, msg);
        }
    }
}

/// A section has its name in all four languages: results name it to every trainee.
pub(super) fn section_name(exam: &ExamFile, i: usize, out: &mut Findings) {
    let line = exam.yaml().line(&format!("sections[{i}]"));
    let name = &exam.blueprint.sections[i].name;
    localized_text(out, exam.yaml(), &format!("sections[{i}].name"), name, line);
}

/// The sections' questions add up to the exam's `questions`, so the exam is what it says.
pub(super) fn question_total(exam: &ExamFile, out: &mut Findings) {
    let b = &exam.blueprint;
    let total: usize = b.sections.iter().map(|s| s.questions).sum();
    if total != b.questions {
        let msg = format!("the sections give {total} questions, not {}", b.questions);
        out.problem(&exam.path, exam.yaml().line("questions"), "questions", msg);
    }
}

/// The computed questions asked for (`min_calculations`) fit in the exam.
pub(super) fn min_calculations(exam: &ExamFile, out: &mut Findings) {
    if exam.blueprint.min_calculations > exam.blueprint.questions {
        let line = exam.yaml().line("min_calculations");
        out.problem(
            &exam.path,
            line,
            "min_calculations",
            "more than the exam's questions",
        );
    }
}
