//! A table installed before first use: the perfect level plays from it
//! without solving, and plays exactly as a fresh solve does. Its own test
//! binary (so its own process and global solution): the one solve here is
//! the reference, the installed copy goes through the bytes.

use pyramids_core::ai::{AiRequest, GameAi};
use pyramids_core::game::{Game, Level};
use pyramids_core::pyramida::ai::perfect_choice_in;
use pyramids_core::pyramida::solver::{
    install_solution, solution, solution_ready, solve, Solution,
};
use pyramids_core::pyramida::{Pyramida, PyramidaOptions};
use pyramids_core::rng::{pick_index, rng_for};
use pyramids_core::search::Searchable;

#[test]
fn perfect_ai_plays_the_same_moves_from_an_installed_table_as_from_a_fresh_solve() {
    assert!(
        !solution_ready(),
        "nothing is solved or installed before the test"
    );
    let fresh = solve();
    let bytes = fresh.to_bytes();
    assert!(install_solution(
        Solution::from_bytes(&bytes).expect("the table reads back")
    ));
    assert!(solution_ready());
    // The installed table is the process's solution: nothing more is solved.
    assert_eq!(solution().keys(), fresh.keys());
    assert!(
        !install_solution(Solution::from_bytes(&bytes).unwrap()),
        "a second install is refused"
    );

    let mut compared = 0;
    for game in 0..8u64 {
        let mut rng = rng_for(77 + game, 3);
        let mut state = Pyramida::start(&PyramidaOptions {
            swapped: game % 2 == 1,
        });
        let mut history: Vec<u64> = state.repetition_key().into_iter().collect();
        for ply in 0..120 {
            if state.outcome().is_over() {
                break;
            }
            let seed = game * 1000 + ply;
            let played = state
                .choose(&history, &AiRequest::nodes(Level::Perfect, 1000, seed))
                .expect("a perfect move");
            let reference =
                perfect_choice_in(&fresh, &state, &history, seed).expect("a reference move");
            assert_eq!(
                (played.action, played.proven),
                (reference.action, reference.proven),
                "game {game}, ply {ply}"
            );
            compared += 1;
            // Alternate perfect moves with random ones, to reach decided positions.
            let action = if ply % 2 == 0 {
                played.action
            } else {
                let moves = state.legal_actions();
                moves[pick_index(moves.len(), &mut rng)]
            };
            state.play(&action);
            history.extend(state.repetition_key());
        }
    }
    assert!(compared > 200, "{compared} positions compared");
}
