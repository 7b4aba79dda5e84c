use super::*;

fn en() -> Catalog {
    Catalog::new(Language::English)
}

fn decision(verdict: Verdict, best: Option<&str>) -> DecisionOnView {
    DecisionOnView {
        seat: 1,
        verdict,
        played: "b2".into(),
        played_value: ReviewValue::Loss { plies: 3 },
        best: best.map(String::from),
        best_value: ReviewValue::Win { plies: 7 },
    }
}

#[test]
fn every_verdict_reads_without_its_colour() {
    let c = en();
    let marks: Vec<VerdictMark> = [
        Verdict::Forced,
        Verdict::Best,
        Verdict::Good,
        Verdict::Inaccuracy,
        Verdict::Mistake,
        Verdict::Blunder,
    ]
    .into_iter()
    .map(|v| verdict_mark(&c, v))
    .collect();
    let labels: std::collections::BTreeSet<&str> = marks.iter().map(|m| m.label.as_str()).collect();
    assert_eq!(labels.len(), marks.len(), "each verdict has its own label");
    let colours: std::collections::BTreeSet<u32> = marks.iter().map(|m| m.colour).collect();
    assert_eq!(colours.len(), marks.len(), "and its own colour");
    assert_eq!(verdict_mark(&c, Verdict::Blunder).label, "?? Blunder");
    assert_eq!(verdict_mark(&c, Verdict::Good).label, "Good");
    assert!(verdict_mark(&c, Verdict::Mistake).on_graph);
    assert!(!verdict_mark(&c, Verdict::Inaccuracy).on_graph);
}

#[test]
fn values_are_in_the_games_own_terms_with_plurals_and_local_decimals() {
    let c = en();
    assert_eq!(
        value_text(&c, &ReviewValue::Win { plies: 1 }),
        "Win in 1 move"
    );
    assert_eq!(
        value_text(&c, &ReviewValue::Win { plies: 7 }),
        "Win in 7 moves"
    );
    assert_eq!(
        value_text(
            &c,
            &ReviewValue::Balls {
                balls: -0.26,
                depth: 4
            }
        ),
        "\u{2212}0.3 balls"
    );
    let pt = Catalog::new(Language::Portuguese);
    assert!(value_text(&pt, &ReviewValue::Points { expected: 4.21 }).contains("+4,2"));
    assert_eq!(signed(Language::Czech, 0.04), "0,0", "no sign on zero");
}

#[test]
fn a_move_card_names_the_move_its_mark_and_the_better_choice() {
    let c = en();
    let d = decision(Verdict::Blunder, Some("c3"));
    let state = ReviewState::Done {
        complete: true,
        reviewed: 29,
    };
    let lines = card(&c, GameKind::Pylos, &state, 26, 29, 0, Some(&d), "");
    let roles: Vec<CardRole> = lines.iter().map(|l| l.role).collect();
    assert_eq!(
        roles,
        [
            CardRole::Heading,
            CardRole::Mark(Verdict::Blunder),
            CardRole::Played,
            CardRole::Best
        ]
    );
    assert_eq!(lines[0].text, "Move 27 of 29 · Dark", "the decision's seat");
    assert!(lines[2].text.contains("b2") && lines[2].text.contains("Loss in 3 moves"));
    assert!(lines[3].text.contains("c3") && lines[3].text.contains("Win in 7 moves"));
}

#[test]
fn a_forced_move_has_no_badge_and_says_it_was_the_only_one() {
    let c = en();
    let state = ReviewState::Done {
        complete: true,
        reviewed: 3,
    };
    let lines = card(
        &c,
        GameKind::Pylos,
        &state,
        0,
        3,
        0,
        Some(&decision(Verdict::Forced, None)),
        "",
    );
    assert!(lines.iter().all(|l| !matches!(l.role, CardRole::Mark(_))));
    assert_eq!(lines.last().unwrap().text, "The only move");
}

#[test]
fn the_final_board_and_the_states_of_the_review() {
    let c = en();
    let stopped = ReviewState::Done {
        complete: false,
        reviewed: 5,
    };
    let lines = card(
        &c,
        GameKind::Pyramida,
        &stopped,
        9,
        9,
        0,
        None,
        "Light wins",
    );
    assert_eq!(lines[0].text, "Final position");
    assert_eq!(lines[1].text, "Light wins");
    assert_eq!(lines[2].text, "Review stopped after 5 of 9 moves");
    let running = card(
        &c,
        GameKind::Pyramida,
        &ReviewState::Running { done: 2, total: 9 },
        0,
        9,
        0,
        None,
        "",
    );
    assert_eq!(running.last().unwrap().role, CardRole::Status);
    let failed = card(
        &c,
        GameKind::Pylos,
        &ReviewState::Failed {
            why: "no table".into(),
        },
        0,
        9,
        0,
        None,
        "",
    );
    assert_eq!(failed.len(), 1);
    assert_eq!(failed[0].role, CardRole::Problem);
}

#[test]
fn steps_stay_on_the_line_and_close_where_they_would_not_move() {
    use ReviewStep::*;
    assert_eq!(First.target(0, 9, None), None);
    assert_eq!(Previous.target(0, 9, None), None);
    assert_eq!(Next.target(8, 9, None), Some(9));
    assert_eq!(Next.target(9, 9, None), None);
    assert_eq!(Last.target(3, 9, None), Some(9));
    assert_eq!(TurningPoint.target(3, 9, Some(5)), Some(5));
    assert_eq!(TurningPoint.target(5, 9, Some(5)), None);
    assert_eq!(TurningPoint.target(3, 9, None), None);
}

#[test]
fn the_graph_follows_the_one_human_and_names_its_edges() {
    assert_eq!(graph_seat(&[1]), 1);
    assert_eq!(graph_seat(&[0, 1]), 0);
    assert_eq!(graph_seat(&[]), 0);
    let c = en();
    assert_eq!(
        graph_ends(&c, GameKind::Pylos, 2, 1),
        ("Dark ahead".to_string(), "Light ahead".to_string())
    );
    let (_, bottom) = graph_ends(&c, GameKind::Pyramido, 4, 2);
    assert!(bottom.ends_with("behind"), "{bottom}");
}
