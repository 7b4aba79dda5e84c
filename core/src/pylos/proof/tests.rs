//! The prover against the alpha-beta search's proofs, known wins, budgets.

use std::sync::atomic::AtomicBool;
use std::sync::Arc;

use super::*;
use crate::pylos::{Phase, PylosOptions, Variant};
use crate::search::Searcher;

fn position_with_empty(seed: u64, empty: u32) -> Option<Pylos> {
    let start = Pylos::new(
        &PylosOptions {
            variant: Variant::Standard,
        },
        0,
    );
    crate::playout::random_until(&start, seed, 400, |g| {
        g.phase() == Phase::Move && !g.outcome().is_over() && 30 - g.occupied().count() == empty
    })
}

fn nodes(n: u64) -> SearchLimits {
    SearchLimits {
        max_nodes: Some(n),
        ..Default::default()
    }
}

#[test]
fn proofs_agree_with_the_alpha_beta_search() {
    // Where both prove a result they agree on the winner; the prover's
    // distance is an upper bound, so never shorter than the search's exact
    // one; and a draw the search proved is never claimed as a win or loss
    // (repetitions count as no win for the prover).
    let mut searcher = Searcher::<Pylos>::new(18);
    let mut prover = Prover::new(18);
    let (mut both, mut draws) = (0, 0);
    for empty in [5, 7, 9] {
        for seed in 0..25 {
            let Some(position) = position_with_empty(seed + 100 * u64::from(empty), empty) else {
                continue;
            };
            searcher.clear();
            let exact = searcher
                .search(&position, &[], nodes(1_000_000), None)
                .proven;
            let proof = prover.prove(&position, &[], nodes(1_000_000));
            match (exact, proof.value) {
                (Some(ProvenValue::Draw), Some(v)) => {
                    panic!("empty {empty} seed {seed}: draw proven as {v:?}")
                }
                (Some(ProvenValue::Draw), None) => draws += 1,
                (Some(ProvenValue::Win(d)), Some(ProvenValue::Win(p)))
                | (Some(ProvenValue::Loss(d)), Some(ProvenValue::Loss(p))) => {
                    assert!(p >= d, "empty {empty} seed {seed}: proof {p} < exact {d}");
                    both += 1;
                }
                (Some(e), Some(p)) => panic!("empty {empty} seed {seed}: {e:?} vs {p:?}"),
                _ => {}
            }
            if let (Some(v), Some(best)) = (proof.value, &proof.best) {
                // The proven move keeps the value: the child is proven for
                // the same winner.
                let mut child = position.clone();
                child.play(best);
                let again = Prover::new(18).prove(&child, &[], nodes(2_000_000));
                let winner_after = |v: ProvenValue, g: &Pylos| match v {
                    ProvenValue::Win(_) => Some(g.to_move()),
                    ProvenValue::Loss(_) => Some(1 - g.to_move()),
                    ProvenValue::Draw => None,
                };
                if child.outcome().is_over() {
                    assert_eq!(
                        child.outcome(),
                        Outcome::Win {
                            winner: winner_after(v, &position).unwrap()
                        }
                    );
                } else if let Some(w) = again.value {
                    assert_eq!(winner_after(w, &child), winner_after(v, &position));
                }
            }
        }
    }
    assert!(
        both >= 15,
        "only {both} positions proven by both ({draws} draws)"
    );
}

#[test]
fn a_won_endgame_is_proven_and_its_move_wins() {
    // The first random position with 6 empty that the search proves a win
    // in at least 5 decisions: the prover proves the win, and playing its
    // move at every turn of the winner (the search answering for the
    // loser) wins the game.
    let mut searcher = Searcher::<Pylos>::new(18);
    let (seed, position, distance) = (0..200)
        .find_map(|seed| {
            let position = position_with_empty(seed, 6)?;
            searcher.clear();
            match searcher
                .search(&position, &[], nodes(1_000_000), None)
                .proven
            {
                Some(ProvenValue::Win(d)) if d >= 5 => Some((seed, position, d)),
                _ => None,
            }
        })
        .expect("a won position with 6 empty");
    let mut prover = Prover::new(18);
    let report = prover.prove(&position, &[], nodes(1_000_000));
    let Some(ProvenValue::Win(bound)) = report.value else {
        panic!("seed {seed}: not proven: {report:?}")
    };
    assert!(bound >= distance);
    let winner = position.to_move();
    let mut g = position.clone();
    let mut history = Vec::new();
    let mut decisions = 0;
    while !g.outcome().is_over() {
        history.extend(g.repetition_key());
        let action = if g.to_move() == winner {
            let r = prover.prove(&g, &history, nodes(1_000_000));
            assert!(
                matches!(r.value, Some(ProvenValue::Win(_))),
                "seed {seed}: lost the proof"
            );
            r.best.unwrap()
        } else {
            searcher.clear();
            searcher
                .search(&g, &history, nodes(200_000), None)
                .best
                .unwrap()
        };
        g.play(&action);
        decisions += 1;
        assert!(
            decisions <= bound,
            "seed {seed}: past the proven bound {bound}"
        );
    }
    assert_eq!(g.outcome(), Outcome::Win { winner });
}

#[test]
fn the_node_budget_is_respected() {
    let position = position_with_empty(3, 16).expect("a position with 16 empty");
    for cap in [1_000, 20_000, 200_000] {
        let report = Prover::new(16).prove(&position, &[], nodes(cap));
        // One expansion (a node and its children) may pass the cap.
        assert!(
            report.nodes <= cap + 64,
            "{} nodes for cap {cap}",
            report.nodes
        );
    }
    // Deterministic given the budget.
    let a = Prover::new(16).prove(&position, &[], nodes(50_000));
    let b = Prover::new(16).prove(&position, &[], nodes(50_000));
    assert_eq!(
        a,
        ProofReport {
            elapsed: a.elapsed,
            ..b
        }
    );
}

#[test]
fn a_cancelled_proof_stops_at_once() {
    let position = position_with_empty(3, 16).expect("a position with 16 empty");
    let limits = SearchLimits::default().with_cancel(Some(Arc::new(AtomicBool::new(true))));
    let report = Prover::new(16).prove(&position, &[], limits);
    assert_eq!(report.value, None);
    assert!(report.nodes <= 64, "{} nodes after cancel", report.nodes);
}

#[test]
fn the_expert_plays_a_proven_win_the_search_alone_misses() {
    // With 9–16 empty the expert gives a quarter of its nodes to the
    // prover: some wins the search alone does not prove in the whole budget
    // are proven and played, and the move keeps the win (the opponent is
    // then proven lost).
    use crate::ai::{best_choice, AiRequest, GameAi};
    use crate::game::Level;
    let budget = 400_000;
    let mut gained = 0;
    for seed in 0..30 {
        let Some(position) = position_with_empty(seed + 7000, 11) else {
            continue;
        };
        let request = AiRequest::nodes(Level::Expert, budget, seed);
        let choice = position.choose(&[], &request).unwrap();
        // The search looks at its budget every 1,024 nodes.
        assert!(
            choice.nodes <= budget + 1024,
            "seed {seed}: {} nodes",
            choice.nodes
        );
        let Some(ProvenValue::Win(_)) = choice.proven else {
            continue;
        };
        let mut child = position.clone();
        child.play(&choice.action);
        let after = Prover::new(18).prove(&child, &[], nodes(4_000_000));
        assert!(
            child.outcome()
                == (Outcome::Win {
                    winner: position.to_move()
                })
                || matches!(after.value, Some(ProvenValue::Loss(_))),
            "seed {seed}: the move gave up the win: {after:?}"
        );
        let alone = best_choice(&position, &[], &request, 64, 19).unwrap();
        if alone.proven.is_none() {
            gained += 1;
        }
    }
    assert!(gained >= 1, "no win proven that the search missed");
}
