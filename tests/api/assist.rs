//! The arbiter's assistant over real HTTP: the JSON API answers an incident with the result, the
//! articles, the reason and what would change it, in the requested language, with the rulings
//! on it; the pages answer the same from a GET form; bad input is a 4xx in plain words.

use serde_json::{Value, json};

use crate::helpers::{client, page, pairing_fixture, post_json, set_colour, spawn_app};

async fn ask(tool: &str, body: Value) -> (u16, Value) {
    post_json(&client(), spawn_app(), &format!("/api/assist/{tool}"), body).await
}

/// A page's form posted: the status and the page.
async fn post_form(path: &str, fields: &[(&str, &str)]) -> (u16, String) {
    let r = client()
        .post(spawn_app().url(path))
        .form(fields)
        .send()
        .await
        .unwrap();
    (r.status().as_u16(), r.text().await.unwrap())
}

#[tokio::test]
async fn a_flag_fall_with_rook_against_knight_and_pawn_is_lost_under_6_9_in_portuguese() {
    let (status, a) = ask(
        "flag-fall",
        json!({"material": {"white": "KNP", "black": "KR"}, "flagged": "white",
               "time_control": "standard", "increment_s": 30, "lang": "pt"}),
    )
    .await;
    assert_eq!(status, 200, "{a}");
    assert_eq!(a["result"], "0-1");
    assert_eq!(a["articles"], json!(["6.9"]));
    assert_eq!(a["lang"], "pt");
    let reason = a["reason"].as_str().unwrap();
    assert!(reason.contains("6.9"), "{reason}");
    assert!(!a["changes"].as_array().unwrap().is_empty());
    // The rulings on it exist and are about the flag fall.
    let rulings = a["rulings"].as_array().unwrap();
    assert!(!rulings.is_empty());
    for id in rulings {
        let r = crate::helpers::get_json(
            &client(),
            spawn_app(),
            &format!("/api/rulings/{}", id.as_str().unwrap()),
        )
        .await;
        assert!(r["id"].is_string(), "{r}");
    }
}

#[tokio::test]
async fn a_fen_position_is_decided_on_the_board_and_serbian_cyrillic_is_cyrillic() {
    let (status, a) = ask(
        "flag-fall",
        json!({"fen": "8/8/4k3/8/8/8/2N5/6K1 b - - 0 60", "flagged": "black",
               "time_control": "blitz", "increment_s": 2, "lang": "sr-Cyrl"}),
    )
    .await;
    assert_eq!(status, 200, "{a}");
    assert_eq!(a["result"], "1/2-1/2");
    assert!(a["articles"].as_array().unwrap().contains(&json!("5.2.2")));
    let reason = a["reason"].as_str().unwrap();
    assert!(
        reason.chars().any(|c| ('\u{0400}'..='\u{04FF}').contains(&c)),
        "{reason}"
    );
}

#[tokio::test]
async fn illegal_moves_rating_and_the_round_robin_answer_with_their_decision() {
    let (_, a) = ask(
        "illegal-move",
        json!({"time_control": "rapid", "supervision": "limited", "nth": 1,
               "opponent_moved": true, "offender": "black"}),
    )
    .await;
    assert_eq!(a["result"], "stands");
    assert!(a["articles"].as_array().unwrap().contains(&json!("A.5.2")));
    let (_, a) = ask(
        "illegal-move",
        json!({"time_control": "standard", "nth": 2, "opponent_can_mate": false}),
    )
    .await;
    assert_eq!(a["result"], "1/2-1/2");
    let (_, a) = ask(
        "rating",
        json!({"rating": 2000, "k": "adult", "games": [{"opponent": 2000, "score": 1}, {"opponent": 2000, "score": 0.5}]}),
    )
    .await;
    assert_eq!(a["result"], "+10.0", "{a}");
    let (_, a) = ask(
        "first-rating",
        json!({"opponents": [1520, 1580, 1610, 1650, 1700, 1740, 1790, 1850], "score": 5}),
    )
    .await;
    assert_eq!(a["result"], "1776");
    let (_, a) = ask("berger", json!({"players": 6, "round": 1})).await;
    assert_eq!(a["boards"].as_array().unwrap().len(), 3, "{a}");
    let (_, a) = ask("time-control", json!({"base_min": 10, "increment_s": 5})).await;
    assert_eq!(a["result"], "rapid");
    let (_, a) = ask(
        "late-arrival",
        json!({"late": "white", "late_min": 16, "default_min": 15}),
    )
    .await;
    assert_eq!(a["result"], "0-1");
    let (_, a) = ask("device", json!({"player": "black", "place": "person"})).await;
    assert_eq!(a["result"], "1-0");
    let (_, a) = ask(
        "recording",
        json!({"time_control": "standard", "remaining_min": 4, "increment_s": 30}),
    )
    .await;
    assert_eq!(a["result"], "record");
}

#[tokio::test]
async fn bad_input_gets_a_plain_4xx_never_a_5xx() {
    for (tool, body) in [
        (
            "flag-fall",
            json!({"fen": "not a fen", "flagged": "white", "time_control": "standard"}),
        ),
        (
            "flag-fall",
            json!({"white": "KXYZ", "flagged": "white", "time_control": "standard"}),
        ),
        (
            "flag-fall",
            json!({"fen": "8/8/8/8/8/8/8/K6k w - - 0 1", "flagged": "green", "time_control": "standard"}),
        ),
        ("illegal-move", json!({"time_control": "marathon"})),
        ("rating", json!({"rating": 99999, "games": "2000 1"})),
        ("rating", json!({"rating": 2000, "games": "2000 7"})),
        ("first-rating", json!({"opponents": "a b c", "score": 1})),
        ("berger", json!({"players": 1000})),
        ("time-control", json!({"base_min": -5})),
        ("late-arrival", json!({"late_min": "soon"})),
        ("no-such-tool", json!({"x": 1})),
        ("flag-fall", json!({})),
    ] {
        let (status, a) = ask(tool, body.clone()).await;
        assert!((400..500).contains(&status), "{tool} {body} → {status} {a}");
        assert!(a["error"].as_str().is_some_and(|e| !e.is_empty()), "{a}");
    }
    let r = client()
        .post(spawn_app().url("/api/assist/flag-fall"))
        .header("content-type", "application/json")
        .body("{not json")
        .send()
        .await
        .unwrap();
    assert_eq!(r.status().as_u16(), 400);
}

#[tokio::test]
async fn the_pages_answer_from_a_get_form_with_links_to_articles_and_rulings() {
    let (status, html) = page("/assist").await;
    assert_eq!(status, 200);
    for tool in [
        "flag-fall",
        "illegal-move",
        "draw-claim",
        "recording",
        "time-control",
        "late-arrival",
        "device",
        "tie-breaks",
        "rating",
        "first-rating",
        "berger",
    ] {
        assert!(html.contains(&format!("/assist/{tool}")), "{tool}");
        let (status, _) = page(&format!("/assist/{tool}")).await;
        assert_eq!(status, 200, "{tool}");
    }
    let (status, html) =
        page("/assist/flag-fall?flagged=white&time_control=rapid&increment_s=0&white=KNP&black=KR").await;
    assert_eq!(status, 200);
    assert!(html.contains("0-1"));
    assert!(html.contains("href=\"/articles/6.9\""), "article link");
    assert!(html.contains("href=\"/rulings/"), "a ruling link");
    assert!(
        html.contains("III.5"),
        "Guidelines III is what could have changed it"
    );
    let (status, html) = page("/assist/flag-fall?lang=ru&flagged=white&time_control=rapid&fen=garbage").await;
    assert_eq!(status, 422);
    assert!(html.contains("role=\"alert\""));
    let (status, _) = page("/assist/nothing-here").await;
    assert_eq!(status, 404);
}

/// Knights out and back twice: the starting position is on the board for the third time with
/// White to move.
const SHUFFLE: &str = "1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8";

#[tokio::test]
async fn a_threefold_repetition_on_the_board_is_a_correct_claim_and_the_repeats_are_shown() {
    let (status, a) = ask("draw-claim", json!({"moves": SHUFFLE})).await;
    assert_eq!(status, 200, "{a}");
    assert_eq!(a["result"], "1/2-1/2");
    assert!(
        a["articles"].as_array().unwrap().contains(&json!("9.2.1.2")),
        "{a}"
    );
    let first = &a["repeated"][0];
    assert_eq!(first["times"], 3, "{a}");
    assert_eq!(first["from_start"], true);
    assert_eq!(first["after"], json!(["2...Ng8", "4...Ng8"]));
    assert!(a["rulings"].as_array().is_some_and(|r| !r.is_empty()), "{a}");
}

#[tokio::test]
async fn a_claim_by_a_written_move_is_judged_on_that_move_and_a_wrong_one_costs_time() {
    let moves = "1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1";
    // Black writes Ng8, which would bring back the starting position a third time (9.2.1.1).
    let (_, a) = ask("draw-claim", json!({"moves": moves, "written": "Ng8"})).await;
    assert_eq!(a["result"], "1/2-1/2", "{a}");
    assert!(a["articles"].as_array().unwrap().contains(&json!("9.2.1.1")));
    // On the board the position has appeared only twice: an incorrect claim, two minutes to the
    // opponent (one in rapid), and the answer names the move that would have worked.
    let (_, a) = ask("draw-claim", json!({"moves": moves})).await;
    assert_eq!(a["result"], "+2 min", "{a}");
    assert_eq!(a["threefold_moves"], json!(["Ng8"]));
    assert!(a["changes"].to_string().contains("Ng8"), "{a}");
    let (_, a) = ask(
        "draw-claim",
        json!({"moves": moves, "written": "Nc6", "time_control": "rapid", "lang": "ru"}),
    )
    .await;
    assert_eq!(a["result"], "+1 min", "{a}");
}

#[tokio::test]
async fn a_fifth_repetition_ended_the_game_whatever_was_played_after_it() {
    let moves = format!("{SHUFFLE} 5. Nf3 Nf6 6. Ng1 Ng8 7. Nf3 Nf6 8. Ng1 Ng8 9. e4");
    let (_, a) = ask("draw-claim", json!({"moves": moves, "lang": "pt"})).await;
    assert_eq!(a["result"], "1/2-1/2", "{a}");
    assert_eq!(a["articles"], json!(["9.6.1"]));
    assert_eq!(a["ended_after"], "8...Ng8");
}

#[tokio::test]
async fn an_unreadable_move_list_names_the_move_at_fault() {
    let (status, a) = ask("draw-claim", json!({"moves": "1. e4 e5 2. Ke3"})).await;
    assert_eq!(status, 422, "{a}");
    let e = a["error"].as_str().unwrap();
    assert!(e.contains("Ke3") && e.contains('2'), "{e}");
    let (status, _) = ask("draw-claim", json!({"moves": "1. e4", "fen": "rubbish"})).await;
    assert_eq!(status, 422);
}

fn swiss() -> String {
    std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/fixtures/trf/swiss-10x5.trf"
    ))
    .unwrap()
}

/// The values agree with the independent engine whose results the fixture holds
/// (tests/fixtures/trf/PROVENANCE.md), for every player.
#[tokio::test]
async fn tie_breaks_from_a_trf_file_agree_with_an_independent_engine() {
    let expected: Value = serde_json::from_str(
        &std::fs::read_to_string(concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/tests/fixtures/trf/expected-tie-breaks.json"
        ))
        .unwrap(),
    )
    .unwrap();
    let expected = &expected["swiss-10x5.trf"];
    let keys = ["BH-C1", "BH", "SB", "ARO"];
    let (status, a) = ask(
        "tie-breaks",
        json!({"trf": swiss(), "tie_breaks": keys, "working_for": 1, "working_tie_break": "SB"}),
    )
    .await;
    assert_eq!(status, 200, "{a}");
    let players = a["players"].as_array().unwrap();
    assert_eq!(players.len(), 10);
    for p in players {
        let start = p["start"].to_string();
        assert_eq!(
            p["points"].as_f64(),
            expected[&start]["points"].as_f64(),
            "{start}"
        );
        for k in keys {
            assert_eq!(
                p["tie_breaks"][k].as_f64(),
                expected[&start][k].as_f64(),
                "{start} {k}"
            );
        }
    }
    // Ranked by points, then by the tie-breaks in order.
    let ranks: Vec<u64> = players.iter().map(|p| p["rank"].as_u64().unwrap()).collect();
    assert!(ranks.windows(2).all(|w| w[0] <= w[1]), "{ranks:?}");
    assert_eq!(a["working"]["tie_break"], "SB");
    assert_eq!(a["working"]["value"].as_f64(), expected["1"]["SB"].as_f64());
    assert_eq!(a["working"]["terms"].as_array().unwrap().len(), 5);
}

#[tokio::test]
async fn a_broken_trf_file_is_refused_with_the_line_of_every_problem() {
    let broken: String = swiss()
        .lines()
        .enumerate()
        .map(|(i, l)| {
            if i == 12 {
                l.replacen(" b 1", " x 1", 1)
            } else {
                l.to_string()
            }
        })
        .collect::<Vec<_>>()
        .join("\n");
    let (status, a) = ask("tie-breaks", json!({"trf": broken, "lang": "pt"})).await;
    assert_eq!(status, 422, "{a}");
    assert_eq!(a["line"], 13, "{a}");
    assert!(a["problems"].as_array().is_some_and(|p| !p.is_empty()));
    let (status, a) = ask("tie-breaks", json!({"trf": swiss(), "tie_breaks": ["BH", "XYZ"]})).await;
    assert_eq!(status, 422, "{a}");
    assert!(a["error"].as_str().unwrap().contains("XYZ"));
    let (status, _) = ask("tie-breaks", json!({"trf": "   "})).await;
    assert_eq!(status, 422);
}

#[tokio::test]
async fn the_draw_claim_and_tie_break_pages_answer_a_posted_form() {
    let c = client();
    let app = spawn_app();
    let (status, html) = post_form("/assist/draw-claim", &[("moves", SHUFFLE)]).await;
    assert_eq!(status, 200);
    assert!(
        html.contains("Draw: threefold repetition") && html.contains("9.2.1.2"),
        "draw page"
    );
    let trf = swiss();
    let (status, html) = post_form(
        "/assist/tie-breaks",
        &[
            ("trf", trf.as_str()),
            ("tb1", "BH-C1"),
            ("tb2", "SB"),
            ("working_for", "4"),
        ],
    )
    .await;
    assert_eq!(status, 200);
    assert!(
        html.contains("Silva, João") && html.contains("<table class=\"standings stack\""),
        "standings"
    );
    assert!(html.contains("<table class=\"working stack\""), "working");
    let r = c
        .post(app.url("/assist/tie-breaks"))
        .header("accept-language", "ru")
        .form(&[("trf", "001 abcd m    Broken")])
        .send()
        .await
        .unwrap();
    assert_eq!(r.status().as_u16(), 422);
    assert!(r.text().await.unwrap().contains("role=\"alert\""));
}

/// Round 5 of a 17-player event as bbpPairings 5.0.1 paired it
/// (tests/fixtures/pairing/PROVENANCE.md): the same boards and PAB; with one board's colours
/// reversed, that board is named.
#[tokio::test]
async fn a_round_paired_by_bbppairings_is_the_same_and_a_reversed_board_is_named() {
    let trf = pairing_fixture("dutch-17p-r5.trf");
    let pairs = pairing_fixture("dutch-17p-r5.pairs");
    let mut boards: Vec<[u64; 2]> = Vec::new();
    let mut bye = None;
    for l in pairs.lines().skip(1) {
        let v: Vec<u64> = l.split_whitespace().map(|x| x.parse().unwrap()).collect();
        if v[1] == 0 {
            bye = Some(v[0]);
        } else {
            boards.push([v[0], v[1]]);
        }
    }
    // Without a round, the last round the file records is checked; bbpPairings 5 applies the
    // rules until 2026, which the request names.
    let (status, a) = ask("pairing-check", json!({"trf": trf, "edition": "until-2026"})).await;
    assert_eq!(status, 200, "{a}");
    assert_eq!(a["round"], 5);
    assert_eq!(a["same"], true, "{a}");
    assert_eq!(a["expected"], json!(boards));
    assert_eq!(a["recorded"], json!(boards));
    assert_eq!(a["expected_bye"], json!(bye));
    assert_eq!(a["differences"], json!([]));
    assert_eq!(a["edition"], "until-2026");
    assert!(
        a["edition_note"].as_str().unwrap().contains("1 February 2026"),
        "{a}"
    );
    assert_eq!(a["articles"], json!(["C.04.3", "C.04.1"]));
    assert!(!a["rulings"].as_array().unwrap().is_empty(), "{a}");

    // Board 1 is 5–1: the file gives 1 White instead.
    let altered = set_colour(&set_colour(&trf, 1, 5, 'w'), 5, 5, 'b');
    let (status, a) = ask(
        "pairing-check",
        json!({"trf": altered, "round": 5, "lang": "ru", "edition": "until-2026"}),
    )
    .await;
    assert_eq!(status, 200, "{a}");
    assert_eq!(a["same"], false);
    let d = &a["differences"][0];
    assert_eq!(
        (d["kind"].as_str(), d["white"].as_u64(), d["black"].as_u64()),
        (Some("colours"), Some(5), Some(1)),
        "{a}"
    );
    assert!(d["text"].as_str().unwrap().contains("белые"), "{d}");
    assert_eq!(a["differences"].as_array().unwrap().len(), 1, "{a}");
    assert_eq!(a["recorded"][0], json!([1, 5]));
    assert!(a["bracket"]["text"].is_string(), "{a}");
}

/// Round 6 of a 17-player event as bbpPairings 6.0.0 paired it under the 2026 rules: with no
/// edition named, the check applies the rules in force today and finds the same round; under
/// the earlier rules, asked for by name, the PAB differs (12 has fewer unplayed games than 8,
/// which only the 2026 rules weigh). Each answer says which rules it applied.
#[tokio::test]
async fn a_check_applies_the_2026_rules_unless_the_earlier_ones_are_named() {
    let trf = pairing_fixture("dutch2026-17p-r6.trf");
    let (status, a) = ask("pairing-check", json!({"trf": trf})).await;
    assert_eq!(status, 200, "{a}");
    assert_eq!(
        (a["round"].as_u64(), a["same"].as_bool()),
        (Some(6), Some(true)),
        "{a}"
    );
    assert_eq!(a["edition"], "2026");
    assert_eq!(a["expected_bye"], 12);
    let note = a["edition_note"].as_str().unwrap();
    assert!(
        note.contains("from 1 February 2026") && note.contains("bbpPairings 6.0.0"),
        "{note}"
    );

    let (status, a) = ask(
        "pairing-check",
        json!({"trf": trf, "edition": "until-2026", "lang": "pt"}),
    )
    .await;
    assert_eq!(status, 200, "{a}");
    assert_eq!(
        (a["same"].as_bool(), a["expected_bye"].as_u64()),
        (Some(false), Some(8)),
        "{a}"
    );
    assert_eq!(a["edition"], "until-2026");
    assert!(
        a["edition_note"]
            .as_str()
            .unwrap()
            .contains("até 31 de janeiro de 2026"),
        "{a}"
    );

    let (status, a) = ask("pairing-check", json!({"trf": trf, "edition": "2017"})).await;
    assert_eq!(status, 422, "{a}");
    assert!(a["error"].as_str().unwrap().contains("edition"), "{a}");
}

#[tokio::test]
async fn a_round_that_cannot_be_checked_is_refused_in_plain_words() {
    let trf = pairing_fixture("dutch-14p-r5.trf");
    for round in [json!(1), json!(9), json!("x")] {
        let (status, a) = ask("pairing-check", json!({"trf": trf, "round": round})).await;
        assert_eq!(status, 422, "{round}: {a}");
        assert!(a["error"].as_str().is_some_and(|e| !e.is_empty()), "{a}");
    }
    let (status, a) = ask("pairing-check", json!({"trf": trf, "round": 1, "lang": "pt"})).await;
    assert_eq!(status, 422);
    assert!(a["error"].as_str().unwrap().contains("rodada"), "{a}");
    // A round with its results (not only its pairing) is checked as well.
    let (status, a) = ask("pairing-check", json!({"trf": trf, "round": 4})).await;
    assert_eq!(status, 200, "{a}");
    let (status, a) = ask("pairing-check", json!({"trf": "001 x"})).await;
    assert_eq!(status, 422, "{a}");
    assert!(a["line"].is_number(), "{a}");
    let (status, _) = ask("pairing-check", json!({})).await;
    assert_eq!(status, 422);
}

#[tokio::test]
async fn the_pairing_check_page_answers_a_posted_file_with_the_boards_side_by_side() {
    let (status, form) = page("/assist/pairing-check?lang=sr").await;
    assert_eq!(status, 200);
    assert!(form.contains("name=\"trf\""));
    // The rules: those in force today unless the arbiter picks the earlier ones.
    assert!(
        form.contains("<select name=\"edition\"><option value=\"2026\">Na snazi od 1. 2. 2026."),
        "{form}"
    );
    let trf = set_colour(
        &set_colour(&pairing_fixture("dutch-17p-r5.trf"), 1, 5, 'w'),
        5,
        5,
        'b',
    );
    let (status, html) = post_form(
        "/assist/pairing-check?lang=en",
        &[("trf", trf.as_str()), ("round", "5")],
    )
    .await;
    assert_eq!(status, 200);
    assert!(
        html.contains("Round 5 is not paired as the Dutch system pairs it"),
        "{html}"
    );
    assert!(html.contains("class=\"differs\""), "{html}");
    assert!(html.contains("in force from 1 February 2026"));
    let (status, html) = post_form(
        "/assist/pairing-check?lang=en",
        &[("trf", trf.as_str()), ("round", "5"), ("edition", "until-2026")],
    )
    .await;
    assert_eq!(status, 200);
    assert!(html.contains("in force until 31 January 2026"), "{html}");
    assert!(html.contains("<option value=\"until-2026\" selected>"), "{html}");
    let (status, html) = post_form(
        "/assist/pairing-check?lang=en",
        &[("trf", "012 nothing"), ("round", "2")],
    )
    .await;
    assert_eq!(status, 422);
    assert!(html.contains("role=\"alert\""));
}
