//! Tests of the stored quiz attempts: creating, answering, finishing, reviews and history.

use super::*;

fn question(key: &str) -> Served {
    Served {
        key: key.into(),
        topics: vec!["flag-fall".into(), "clock".into()],
        stem: "stem".into(),
        options: vec!["a".into(), "b".into(), "c".into()],
        option_ids: vec!["w0".into(), "right".into(), "w1".into()],
        correct: 1,
        explanation: "why".into(),
        articles: vec!["6.9".into()],
        ruling: None,
        fen: None,
        generator: "test".into(),
        compact: false,
    }
}

fn practice<'a>(user_id: i64, qs: &'a [Served]) -> NewAttempt<'a> {
    NewAttempt {
        user_id,
        mode: Mode::Practice,
        lang: "en",
        source: Source::Topics,
        topics: &[],
        content: "v1",
        class_exam_id: None,
        deadline: None,
        questions: qs,
    }
}

#[test]
fn a_wrong_answer_is_due_soon_and_a_right_one_later() {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::open(dir.path()).unwrap();
    let user = store.create_guest(0).unwrap();
    let qs = [question("k1"), question("k2")];
    let t0 = 1_000_000;
    let (_, id) = store.create_attempt(&practice(user, &qs), t0).unwrap();
    assert_eq!(
        store.answer(&id, user, 0, 0, t0).unwrap(),
        AnswerOutcome::Recorded { correct: false }
    );
    assert_eq!(
        store.answer(&id, user, 1, 1, t0).unwrap(),
        AnswerOutcome::Recorded { correct: true }
    );
    assert!(
        store.due(user, t0, 10).unwrap().is_empty(),
        "nothing is due at once"
    );
    assert_eq!(
        store.due(user, t0 + grade::RELEARN_STEP_MS, 10).unwrap(),
        vec!["k1"],
        "the mistake comes back the same day"
    );
    assert_eq!(
        store.due(user, t0 + grade::DAY_MS, 10).unwrap(),
        vec!["k1"],
        "the mistake comes back first"
    );
    assert_eq!(
        store.due(user, t0 + 30 * grade::DAY_MS, 10).unwrap(),
        vec!["k1", "k2"]
    );
    assert_eq!(store.mistakes(user, 10).unwrap(), vec!["k1"]);
    let facts = store.answer_facts(&[user]).unwrap();
    assert_eq!(facts.len(), 2);
    assert_eq!(
        facts[0].chosen_id.as_deref(),
        Some("w0"),
        "the option is known by its stable id"
    );
    assert_eq!(facts[0].topics, vec!["flag-fall", "clock"]);
    // Another user sees none of it.
    let other = store.create_guest(0).unwrap();
    assert!(store.attempt(&id, other).unwrap().is_none());
    assert_eq!(store.answer(&id, other, 0, 1, t0).unwrap(), AnswerOutcome::NoQuiz);
}

#[test]
fn a_served_question_is_stored_compactly_and_read_back_as_served() {
    let q = question("k");
    let packed = pack(&q).unwrap();
    assert_eq!(unpack(&packed, "en", "", "k", 1).unwrap(), q);
    // Kept compactly: key, topics, the order of the options and the right one survive.
    let compact = pack_compact(&q);
    assert!(compact.len() < 20, "{} bytes", compact.len());
    let back = unpack(&compact, "en", "flag-fall clock", "k", 1).unwrap();
    assert!(back.compact);
    assert_eq!(
        (
            back.key,
            back.topics,
            back.option_ids,
            back.correct,
            back.options.len()
        ),
        (q.key, q.topics, q.option_ids, q.correct, 3)
    );
}

#[test]
fn a_finished_practice_quiz_keeps_its_questions_compactly_and_an_exam_whole() {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::open(dir.path()).unwrap();
    let user = store.create_guest(0).unwrap();
    let qs: Vec<Served> = (0..5).map(|i| question(&format!("k{i}"))).collect();
    let (_, practice_id) = store.create_attempt(&practice(user, &qs), 0).unwrap();
    let whole = store.stored_question_bytes(&practice_id).unwrap();
    store.answer(&practice_id, user, 0, 1, 10).unwrap();
    store.finish(&practice_id, user, 20).unwrap();
    let kept = store.stored_question_bytes(&practice_id).unwrap();
    assert!(kept * 2 < whole, "{kept} of {whole} bytes");
    let a = store.attempt(&practice_id, user).unwrap().unwrap();
    assert!(a.questions.iter().all(|(q, _)| q.compact));
    assert_eq!(a.score, Some(1));
    assert!(a.questions[0].1.as_ref().unwrap().correct);

    let mut exam = practice(user, &qs);
    exam.mode = Mode::Exam;
    let (_, exam_id) = store.create_attempt(&exam, 0).unwrap();
    store.finish(&exam_id, user, 20).unwrap();
    let a = store.attempt(&exam_id, user).unwrap().unwrap();
    assert!(
        a.questions.iter().all(|(q, _)| !q.compact),
        "an exam's review shows what was asked"
    );
}

#[test]
fn open_quizzes_are_capped_and_abandoned_ones_pruned() {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::open(dir.path()).unwrap();
    let user = store.create_guest(0).unwrap();
    let qs = [question("k1")];
    for i in 0..MAX_OPEN_ATTEMPTS {
        assert_eq!(
            store.create_attempt(&practice(user, &qs), i).unwrap().0,
            CreateOutcome::Created
        );
    }
    assert_eq!(
        store.create_attempt(&practice(user, &qs), 100).unwrap().0,
        CreateOutcome::TooManyOpen
    );
    assert_eq!(store.prune_abandoned(10).unwrap(), 10);
    assert_eq!(
        store.create_attempt(&practice(user, &qs), 100).unwrap().0,
        CreateOutcome::Created
    );
}
