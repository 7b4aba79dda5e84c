//! Tests of perfect play (the solver, the AI levels against it) and of the
//! solution's byte table, beside `solver.rs` and `table.rs`.

use super::*;
use crate::game::{DrawReason, Outcome};
use crate::rng::{pick_index, rng_for};

// ---- perfect play ------------------------------------------------------

use crate::ai::{AiRequest, GameAi};
use crate::game::Level;
use crate::search::{ProvenValue, SearchLimits, Searcher};
use ai::perfect_value;
use solver::solution;

/// Positions met in seeded random playouts from both setups (every
/// `stride`-th decision), with the repetition keys before them.
fn sampled_positions(games: u64, stride: usize) -> Vec<(Pyramida, Vec<u64>)> {
    let mut out = Vec::new();
    for g in 0..games {
        let mut rng = rng_for(1000 + g, 5);
        let mut s = Pyramida::start(&PyramidaOptions {
            swapped: g % 2 == 1,
        });
        let mut history: Vec<u64> = s.repetition_key().into_iter().collect();
        for ply in 0..300 {
            let moves = s.legal_actions();
            if moves.is_empty() {
                break;
            }
            if ply % stride == stride - 1 {
                out.push((s.clone(), history.clone()));
            }
            s.play(&moves[pick_index(moves.len(), &mut rng)]);
            history.extend(s.repetition_key());
        }
    }
    out
}

fn rank(value: ProvenValue) -> i64 {
    match value {
        ProvenValue::Win(d) => 1_000 - i64::from(d),
        ProvenValue::Draw => 0,
        ProvenValue::Loss(d) => -1_000 + i64::from(d),
    }
}

#[test]
fn solved_start_position_is_a_draw_in_both_setups() {
    let stats = solution().stats();
    assert_eq!(stats.start, ProvenValue::Draw);
    assert_eq!(stats.start_swapped, ProvenValue::Draw);
    assert_eq!(stats.states, 4_608_302);
    assert_eq!(stats.wins + stats.losses, 213_673);
    assert_eq!(stats.longest_win, 58);
    assert_eq!(
        solution().value(&Pyramida::start(&PyramidaOptions::default())),
        ProvenValue::Draw
    );
}

#[test]
fn solution_values_follow_from_their_successors() {
    // Every sampled position's value is the best over its moves (shortest
    // win, else draw, else longest loss): the table is a fixed point.
    let mut decisive = 0;
    for (state, _) in sampled_positions(120, 3) {
        if state.outcome().is_over() {
            continue;
        }
        let value = solution().value(&state);
        let best = state
            .legal_actions()
            .iter()
            .map(|a| perfect_value(&state, a, &[]))
            .max_by_key(|v| rank(*v))
            .unwrap();
        assert_eq!(value, best, "{}", draw_board(&state, false));
        decisive += usize::from(value != ProvenValue::Draw);
        // The symmetry the table relies on.
        let image = state.colours_swapped().mirrored();
        assert_eq!(solution().value(&image), value);
    }
    assert!(decisive > 50, "only {decisive} decisive samples");
}

#[test]
fn solution_agrees_with_plain_minimax_near_the_end() {
    // Independent of the solver's packing, symmetry and graph: plain
    // minimax must find exactly the table's value within its distance.
    let mut checked = 0;
    for (state, _) in sampled_positions(150, 4) {
        if let ProvenValue::Win(d) | ProvenValue::Loss(d) = solution().value(&state) {
            if d <= 5 && !state.outcome().is_over() {
                assert_eq!(
                    exact_minimax(&state, d),
                    Some(solution().value(&state)),
                    "{}",
                    draw_board(&state, false)
                );
                assert_eq!(
                    exact_minimax(&state, d - 1),
                    None,
                    "decided sooner than the table says"
                );
                checked += 1;
            }
        }
    }
    assert!(checked > 20, "only {checked} positions checked");
}

#[test]
fn solution_agrees_with_the_alpha_beta_search() {
    // A fresh searcher per position: a transposition table carried between
    // unrelated roots may hold draw scores that came from repetitions on
    // another path.
    let mut proven = 0;
    for (state, _) in sampled_positions(40, 5).into_iter().step_by(3) {
        if state.outcome().is_over() {
            continue;
        }
        let mut searcher = Searcher::<Pyramida>::new(14);
        let report = searcher.search(&state, &[], SearchLimits::depth(4), None);
        if let Some(found) = report.proven {
            assert_eq!(
                found,
                solution().value(&state),
                "{}",
                draw_board(&state, false)
            );
            proven += 1;
        }
    }
    assert!(proven > 10, "only {proven} positions proven by the search");
}

/// Plays `state` out with the given levels (deterministic node budgets)
/// until the game ends, a repetition draws it or `max_plies` pass.
fn play_out(
    mut state: Pyramida,
    mut history: Vec<u64>,
    levels: [Level; 2],
    seed: u64,
    max_plies: usize,
) -> (Outcome, usize) {
    for ply in 0..max_plies {
        if state.outcome().is_over() {
            return (state.outcome(), ply);
        }
        let key = state.repetition_key();
        if key.is_some() && history.iter().filter(|&&k| Some(k) == key).count() >= 3 {
            return (
                Outcome::Draw {
                    reason: DrawReason::Repetition,
                },
                ply,
            );
        }
        let seat = state.to_move();
        let request = AiRequest::nodes(
            levels[seat],
            3_000,
            seed.wrapping_mul(31).wrapping_add(ply as u64),
        );
        let choice = state.choose(&history, &request).expect("a move");
        state
            .apply(&choice.action)
            .expect("the AI plays legal moves");
        history.extend(state.repetition_key());
    }
    (state.outcome(), max_plies)
}

/// Won positions (for the side to move), each as if it had just arisen:
/// the table's values are those of a position without history, and with
/// one the loser might escape into a third repetition.
fn won_positions(count: usize) -> Vec<(Pyramida, Vec<u64>, u32)> {
    sampled_positions(200, 4)
        .into_iter()
        .filter_map(|(s, _)| match solution().value(&s) {
            ProvenValue::Win(d) if d >= 3 && !s.outcome().is_over() => {
                let fresh: Vec<u64> = s.repetition_key().into_iter().collect();
                Some((s, fresh, d))
            }
            _ => None,
        })
        .step_by(3)
        .take(count)
        .collect()
}

#[test]
fn perfect_never_loses_a_won_position_against_every_lower_level() {
    let positions = won_positions(8);
    assert_eq!(positions.len(), 8);
    for (i, (state, history, d)) in positions.iter().enumerate() {
        let winner = state.to_move();
        for level in [Level::Random, Level::Easy, Level::Medium, Level::Hard] {
            let mut levels = [level; 2];
            levels[winner] = Level::Perfect;
            let (outcome, plies) = play_out(state.clone(), history.clone(), levels, i as u64, 200);
            assert_eq!(
                outcome,
                Outcome::Win { winner },
                "position {i} against {level:?}\n{}",
                draw_board(state, false)
            );
            // Wins as fast as possible: never slower than the table says.
            assert!(
                plies as u32 <= *d,
                "position {i} against {level:?}: {plies} > {d}"
            );
        }
    }
}

#[test]
fn perfect_wins_fastest_and_delays_losses_exactly() {
    for (i, (state, history, d)) in won_positions(6).into_iter().enumerate() {
        let (outcome, plies) = play_out(state.clone(), history, [Level::Perfect; 2], i as u64, 200);
        assert_eq!(
            outcome,
            Outcome::Win {
                winner: state.to_move()
            }
        );
        assert_eq!(plies as u32, d, "position {i}");
    }
}

#[test]
fn perfect_holds_every_draw() {
    let draws: Vec<_> = sampled_positions(40, 7)
        .into_iter()
        .filter(|(s, _)| solution().value(s) == ProvenValue::Draw)
        .step_by(4)
        .take(10)
        .map(|(s, _)| {
            let fresh: Vec<u64> = s.repetition_key().into_iter().collect();
            (s, fresh)
        })
        .collect();
    assert_eq!(draws.len(), 10);
    for (i, (state, mut history)) in draws.into_iter().enumerate() {
        let keeper = state.to_move();
        let mut s = state;
        for ply in 0..60 {
            if s.outcome().is_over() {
                break;
            }
            let level = if s.to_move() == keeper {
                Level::Perfect
            } else {
                Level::Hard
            };
            let choice = s
                .choose(
                    &history,
                    &AiRequest::nodes(level, 2_000, i as u64 * 100 + ply),
                )
                .unwrap();
            s.apply(&choice.action).unwrap();
            history.extend(s.repetition_key());
            let value = solution().value(&s);
            let for_keeper = if s.to_move() == keeper {
                value
            } else {
                ai_flip(value)
            };
            assert!(
                !matches!(for_keeper, ProvenValue::Loss(_)),
                "draw {i} lost at ply {ply}"
            );
        }
        assert_ne!(s.outcome(), Outcome::Win { winner: 1 - keeper });
    }
}

fn ai_flip(value: ProvenValue) -> ProvenValue {
    match value {
        ProvenValue::Win(d) => ProvenValue::Loss(d),
        ProvenValue::Loss(d) => ProvenValue::Win(d),
        ProvenValue::Draw => ProvenValue::Draw,
    }
}

#[test]
fn perfect_does_not_walk_into_a_third_repetition_when_winning() {
    // A winning move whose position already occurred twice would end the
    // game as a draw, so it is valued as one.
    let (state, _, _) = won_positions(1).remove(0);
    let moves = state.legal_actions();
    let best = ai::perfect_choice(&state, &[], 3).unwrap();
    let mut child = state.clone();
    child.play(&best.action);
    if let Some(key) = child.repetition_key() {
        assert_eq!(
            perfect_value(&state, &best.action, &[key, key]),
            ProvenValue::Draw
        );
    }
    assert!(moves.contains(&best.action));
    assert!(matches!(best.proven, Some(ProvenValue::Win(_))));
}

#[test]
fn ai_levels_play_legal_moves_deterministically() {
    let s = Pyramida::start(&PyramidaOptions::default());
    for &level in Pyramida::levels() {
        let a = s.choose(&[], &AiRequest::nodes(level, 2_000, 9)).unwrap();
        let b = s.choose(&[], &AiRequest::nodes(level, 2_000, 9)).unwrap();
        assert_eq!(a.action, b.action, "{level:?}");
        assert!(s.legal_actions().contains(&a.action));
    }
}

/// Brute force over every real (not canonical) position, with a plain hash
/// map: slow, but independent of the solver's packing and symmetry.
/// `cargo test --release -p pyramids-core brute_force -- --ignored --nocapture`
#[test]
#[ignore]
fn brute_force_agrees_with_the_solver() {
    use std::collections::HashMap;
    let opts = PyramidaOptions::default();
    let start = Pyramida::start(&opts);
    let mut index: HashMap<u64, u32> = HashMap::new();
    let mut keys = vec![solver::pack(&start)];
    index.insert(keys[0], 0);
    let (mut succ, mut off, mut mover) = (Vec::<u32>::new(), vec![0u32], Vec::<u8>::new());
    let mut moves = Vec::new();
    let mut i = 0;
    while i < keys.len() {
        let s = solver::unpack(keys[i], &opts);
        i += 1;
        mover.push(s.to_move as u8);
        if !s.outcome().is_over() {
            s.legal_actions_into(&mut moves);
            for a in &moves {
                let mut c = s.clone();
                c.play(a);
                let k = solver::pack(&c);
                let n = keys.len() as u32;
                let id = *index.entry(k).or_insert_with(|| {
                    keys.push(k);
                    n
                });
                succ.push(id);
            }
        }
        off.push(succ.len() as u32);
    }
    let n = keys.len();
    let mut roff = vec![0u32; n + 1];
    for &c in &succ {
        roff[c as usize + 1] += 1;
    }
    for j in 0..n {
        roff[j + 1] += roff[j];
    }
    let mut fill = roff.clone();
    let mut pred = vec![0u32; succ.len()];
    for v in 0..n {
        for e in off[v]..off[v + 1] {
            let c = succ[e as usize] as usize;
            pred[fill[c] as usize] = v as u32;
            fill[c] += 1;
        }
    }
    // Absolute values: 0 unknown, 1 White wins, 2 Black wins.
    let mut val = vec![0u8; n];
    let mut dist = vec![0u32; n];
    let mut left: Vec<u32> = (0..n).map(|v| off[v + 1] - off[v]).collect();
    let mut queue: Vec<u32> = Vec::new();
    for v in 0..n {
        if let Outcome::Win { winner } = solver::unpack(keys[v], &opts).outcome() {
            val[v] = winner as u8 + 1;
            queue.push(v as u32);
        }
    }
    let mut q = 0;
    while q < queue.len() {
        let v = queue[q] as usize;
        q += 1;
        let w = val[v] - 1;
        for e in roff[v]..roff[v + 1] {
            let p = pred[e as usize] as usize;
            if val[p] != 0 {
                continue;
            }
            if mover[p] == w {
                val[p] = w + 1;
            } else {
                left[p] -= 1;
                if left[p] != 0 {
                    continue;
                }
                val[p] = w + 1;
            }
            dist[p] = dist[v] + 1;
            queue.push(p as u32);
        }
    }
    eprintln!("{n} positions, {} moves", succ.len());
    let mut checked = 0;
    for v in 0..n {
        let s = solver::unpack(keys[v], &opts);
        let expected = match val[v] {
            0 => ProvenValue::Draw,
            w if (w - 1) as usize == s.to_move => ProvenValue::Win(dist[v]),
            _ => ProvenValue::Loss(dist[v]),
        };
        assert_eq!(solution().value(&s), expected, "{}", draw_board(&s, false));
        checked += 1;
    }
    assert_eq!(checked, 9_216_599);
}

/// `cargo test --release -p pyramids-core solve_figures -- --ignored --nocapture`
#[test]
#[ignore]
fn solve_figures() {
    let solution = solver::solve();
    eprintln!("{}", solution.stats());
}

/// Plain minimax over decisions (no repetition, no table): the value if
/// the game is decided within `depth` decisions whatever happens.
fn exact_minimax(s: &Pyramida, depth: u32) -> Option<ProvenValue> {
    if let Outcome::Win { winner } = s.outcome() {
        return Some(if winner == s.to_move() {
            ProvenValue::Win(0)
        } else {
            ProvenValue::Loss(0)
        });
    }
    if depth == 0 {
        return None;
    }
    let mut best: Option<ProvenValue> = None;
    let mut unknown = false;
    for a in s.legal_actions() {
        let mut c = s.clone();
        c.play(&a);
        match exact_minimax(&c, depth - 1) {
            None => unknown = true,
            Some(v) => {
                let v = match if c.to_move() == s.to_move() {
                    v
                } else {
                    ai_flip(v)
                } {
                    ProvenValue::Win(d) => ProvenValue::Win(d + 1),
                    ProvenValue::Loss(d) => ProvenValue::Loss(d + 1),
                    x => x,
                };
                if best.is_none_or(|b| rank(v) > rank(b)) {
                    best = Some(v);
                }
            }
        }
    }
    match best {
        Some(ProvenValue::Win(d)) => Some(ProvenValue::Win(d)),
        _ if unknown => None,
        other => other,
    }
}

/// Results of `games` matches between `strong` and `weak` from the start,
/// colours and setups alternating, deterministic budgets.
fn match_result(strong: Level, weak: Level, games: u64) -> (u32, u32, u32) {
    let (mut strong_wins, mut weak_wins, mut draws) = (0, 0, 0);
    for g in 0..games {
        let strong_seat = (g % 2) as usize;
        let mut seats = [weak; 2];
        seats[strong_seat] = strong;
        let start = Pyramida::start(&PyramidaOptions {
            swapped: g % 4 >= 2,
        });
        let history: Vec<u64> = start.repetition_key().into_iter().collect();
        match play_out(start, history, seats, g, 400).0 {
            Outcome::Win { winner } if winner == strong_seat => strong_wins += 1,
            Outcome::Win { .. } => weak_wins += 1,
            _ => draws += 1,
        }
    }
    (strong_wins, weak_wins, draws)
}

#[test]
fn each_level_beats_the_level_below() {
    let levels = [
        Level::Random,
        Level::Easy,
        Level::Medium,
        Level::Hard,
        Level::Perfect,
    ];
    for pair in levels.windows(2) {
        let (wins, losses, _) = match_result(pair[1], pair[0], 4);
        assert!(
            wins > losses,
            "{:?} vs {:?}: {wins} wins, {losses} losses",
            pair[1],
            pair[0]
        );
    }
}

/// `cargo test --release -p pyramids-core level_ladder -- --ignored --nocapture`
#[test]
#[ignore]
fn level_ladder() {
    let levels = [
        Level::Random,
        Level::Easy,
        Level::Medium,
        Level::Hard,
        Level::Perfect,
    ];
    for pair in levels.windows(2) {
        let (wins, losses, draws) = match_result(pair[1], pair[0], 40);
        eprintln!(
            "{:?} vs {:?}: {wins} wins, {losses} losses, {draws} draws",
            pair[1], pair[0]
        );
    }
}

// ---- the solution as bytes (table.rs) ------------------------------------

use solver::Solution;
use table::TableError;

/// The cached solution's bytes, made once for the tests below.
fn table_bytes() -> &'static [u8] {
    static BYTES: std::sync::OnceLock<Vec<u8>> = std::sync::OnceLock::new();
    BYTES.get_or_init(|| solution().to_bytes())
}

/// Recomputes the trailing checksum, so a test can reach the checks behind it.
fn reseal(bytes: &mut [u8]) {
    let body = bytes.len() - 8;
    let sum = table::fnv1a64(&bytes[..body]);
    bytes[body..].copy_from_slice(&sum.to_le_bytes());
}

fn stats_fields(
    s: &SolveStats,
) -> (
    u64,
    u64,
    u64,
    u64,
    u64,
    u32,
    ProvenValue,
    ProvenValue,
    usize,
    usize,
) {
    (
        s.states,
        s.edges,
        s.wins,
        s.losses,
        s.draws,
        s.longest_win,
        s.start,
        s.start_swapped,
        s.peak_bytes,
        s.table_bytes,
    )
}

#[test]
fn table_bytes_round_trip_to_the_same_keys_values_and_stats() {
    let loaded = Solution::from_bytes(table_bytes()).expect("the table reads back");
    assert_eq!(loaded.keys(), solution().keys());
    assert_eq!(loaded.values(), solution().values());
    assert_eq!(
        stats_fields(loaded.stats()),
        stats_fields(solution().stats())
    );
    // Times are not stored (the file is the same on every build).
    assert_eq!(loaded.stats().solve_time, std::time::Duration::ZERO);
    assert_eq!(
        loaded.to_bytes(),
        table_bytes(),
        "writing the read table gives the same bytes"
    );
    assert!(
        loaded.stats().to_string().contains("read from a table"),
        "{}",
        loaded.stats()
    );
    // Compact: under half of the 9 bytes per entry held in memory.
    assert!(
        table_bytes().len() < solution().keys().len() * 4,
        "{} bytes",
        table_bytes().len()
    );
}

#[test]
fn table_read_back_gives_every_sampled_position_the_same_value() {
    let loaded = Solution::from_bytes(table_bytes()).unwrap();
    let mut decisive = 0;
    for (state, _) in sampled_positions(60, 2) {
        let value = solution().value(&state);
        assert_eq!(loaded.value(&state), value, "{}", draw_board(&state, false));
        decisive += usize::from(value != ProvenValue::Draw);
    }
    assert!(decisive > 50, "{decisive} decisive positions sampled");
}

#[test]
fn perfect_ai_plays_the_same_moves_from_a_table_read_back() {
    let loaded = Solution::from_bytes(table_bytes()).unwrap();
    let mut compared = 0;
    for (n, (state, history)) in sampled_positions(30, 4).into_iter().enumerate() {
        if state.outcome().is_over() {
            continue;
        }
        for seed in [1, 7, 1000 + n as u64] {
            let fresh = ai::perfect_choice_in(solution(), &state, &history, seed).unwrap();
            let read = ai::perfect_choice_in(&loaded, &state, &history, seed).unwrap();
            assert_eq!(
                (read.action, read.proven),
                (fresh.action, fresh.proven),
                "{}",
                draw_board(&state, false)
            );
            compared += 1;
        }
    }
    assert!(compared > 300, "{compared}");
}

#[test]
fn installing_after_the_solve_is_refused() {
    let _ = solution();
    assert!(solver::solution_ready());
    assert!(!solver::install_solution(
        Solution::from_bytes(table_bytes()).unwrap()
    ));
}

#[test]
fn truncated_tables_are_refused_at_every_kib() {
    let bytes = table_bytes();
    let mut cuts: Vec<usize> = (0..bytes.len()).step_by(1024).collect();
    cuts.extend([
        1,
        7,
        8,
        11,
        12,
        87,
        88,
        95,
        96,
        bytes.len() - 8,
        bytes.len() - 1,
    ]);
    for cut in cuts {
        match Solution::from_bytes(&bytes[..cut]) {
            Err(TableError::Truncated { found, .. }) => assert_eq!(found, cut as u64),
            other => panic!("cut at {cut}: {:?}", other.map(|_| ())),
        }
    }
}

#[test]
fn flipped_bytes_in_a_table_are_refused() {
    let bytes = table_bytes();
    let mut at: Vec<usize> = (0..100).collect();
    at.extend((100..bytes.len()).step_by(bytes.len() / 97));
    at.extend(bytes.len() - 8..bytes.len());
    let mut copy = bytes.to_vec();
    for i in at {
        for mask in [0x01u8, 0x80, 0xff] {
            copy[i] ^= mask;
            let r = Solution::from_bytes(&copy);
            copy[i] ^= mask;
            let e = r
                .err()
                .unwrap_or_else(|| panic!("byte {i} ^ {mask:#x} was accepted"));
            match i {
                0..8 => assert_eq!(e, TableError::BadMagic),
                8..12 => assert!(
                    matches!(e, TableError::UnknownVersion { .. }),
                    "byte {i}: {e}"
                ),
                12..16 => assert!(matches!(e, TableError::Inconsistent(_)), "byte {i}: {e}"),
                // The entry count and payload length: any of the checks.
                16..32 => {}
                // Stats, data and the checksum itself.
                _ => assert!(
                    matches!(e, TableError::ChecksumMismatch { .. }),
                    "byte {i}: {e}"
                ),
            }
        }
    }
}

#[test]
fn wrong_magic_version_or_trailing_bytes_are_refused() {
    let bytes = table_bytes();
    assert_eq!(
        Solution::from_bytes(b"").err(),
        Some(TableError::Truncated {
            needed: 96,
            found: 0
        })
    );
    assert_eq!(
        Solution::from_bytes(b"PYRM").err(),
        Some(TableError::Truncated {
            needed: 96,
            found: 4
        })
    );
    assert_eq!(
        Solution::from_bytes(b"PK\x03\x04").err(),
        Some(TableError::BadMagic)
    );
    let mut wrong = bytes.to_vec();
    wrong[..8].copy_from_slice(b"PYRAMIDO");
    assert_eq!(
        Solution::from_bytes(&wrong).err(),
        Some(TableError::BadMagic)
    );
    let mut newer = bytes.to_vec();
    newer[8..12].copy_from_slice(&2u32.to_le_bytes());
    reseal(&mut newer);
    assert_eq!(
        Solution::from_bytes(&newer).err(),
        Some(TableError::UnknownVersion { found: 2 })
    );
    let mut longer = bytes.to_vec();
    longer.push(0);
    assert!(matches!(
        Solution::from_bytes(&longer),
        Err(TableError::Inconsistent(_))
    ));
    // A JSON save is not a table.
    assert_eq!(
        Solution::from_bytes(br#"{"format":"pyramids-save","version":1}"#).err(),
        Some(TableError::BadMagic)
    );
}

/// A small table written by the real writer: `n` decisive entries.
fn small_table(n: u64, keys: Option<Vec<u64>>) -> Vec<u8> {
    let keys = keys.unwrap_or_else(|| (1..=n).map(|i| i * 1_000_003).collect());
    let values: Vec<u8> = (0..keys.len())
        .map(|i| {
            if i % 3 == 0 {
                solver::encode_value(false, i as u32 % 50)
            } else {
                solver::encode_value(true, i as u32 % 40 + 1)
            }
        })
        .collect();
    let wins = values
        .iter()
        .filter(|&&b| matches!(solver::decode(b), ProvenValue::Win(_)))
        .count() as u64;
    let longest = values
        .iter()
        .filter_map(|&b| {
            if let ProvenValue::Win(d) = solver::decode(b) {
                Some(d)
            } else {
                None
            }
        })
        .max()
        .unwrap_or(0);
    let stats = SolveStats {
        states: 1000 + keys.len() as u64,
        edges: 5000,
        wins,
        losses: keys.len() as u64 - wins,
        draws: 1000,
        longest_win: longest,
        start: ProvenValue::Draw,
        start_swapped: ProvenValue::Draw,
        solve_time: std::time::Duration::from_millis(5),
        phases: [
            std::time::Duration::from_millis(3),
            std::time::Duration::from_millis(2),
        ],
        peak_bytes: 1 << 20,
        table_bytes: keys.len() * 9,
    };
    table::to_bytes(&keys, &values, &stats)
}

#[test]
fn forged_tables_with_a_good_checksum_are_refused_when_inconsistent() {
    let good = small_table(40, None);
    // Small hand-made tables pass the structural checks only (they are not
    // the engine's table, which `Solution::from_bytes` also demands).
    assert_eq!(table::from_bytes(&good).ok().unwrap().keys.len(), 40);
    let inconsistent = |bytes: &[u8]| {
        matches!(
            table::from_bytes(bytes).err(),
            Some(TableError::Inconsistent(_))
        )
    };
    // Header counts that disagree with the data.
    for (at, value) in [
        (16usize, 41u64),
        (16, 39),
        (16, u64::MAX),
        (16, u64::MAX / 2 + 1),
        (48, 1),
        (56, 0),
        (64, 0),
        (32, 0),
    ] {
        let mut b = good.clone();
        b[at..at + 8].copy_from_slice(&value.to_le_bytes());
        reseal(&mut b);
        assert!(
            inconsistent(&b),
            "field at {at} = {value}: {:?}",
            Solution::from_bytes(&b).err()
        );
    }
    let mut b = good.clone();
    b[72..76].copy_from_slice(&99u32.to_le_bytes());
    reseal(&mut b);
    assert!(inconsistent(&b));
    let mut b = good.clone();
    b[12..16].copy_from_slice(&100u32.to_le_bytes());
    reseal(&mut b);
    assert!(inconsistent(&b));
    // A draw among the values, a repeated key, a key past 57 bits.
    let mut b = good.clone();
    let last_value = b.len() - 9;
    b[last_value] = 0;
    reseal(&mut b);
    assert!(inconsistent(&b));
    assert!(inconsistent(&small_table(0, Some(vec![5, 9, 9, 12]))));
    assert!(inconsistent(&small_table(0, Some(vec![5, 1 << 57]))));
    assert!(table::from_bytes(&small_table(0, Some(vec![5, (1 << 57) - 1]))).is_ok());
    assert!(table::from_bytes(&small_table(0, Some(vec![]))).is_ok());
    // The same tables are refused as tables to play with.
    assert!(matches!(
        Solution::from_bytes(&small_table(0, Some(vec![]))),
        Err(TableError::NotThisEngine { .. })
    ));
}

proptest::proptest! {
    #![proptest_config(proptest::prelude::ProptestConfig::with_cases(500))]

    #[test]
    fn random_bytes_are_never_a_table(bytes in proptest::collection::vec(proptest::prelude::any::<u8>(), 0..400), magic in proptest::prelude::any::<bool>()) {
        let mut bytes = bytes;
        if magic && bytes.len() >= 12 {
            // Past the magic and version checks, into the length checks.
            bytes[..8].copy_from_slice(&table::MAGIC);
            bytes[8..12].copy_from_slice(&table::VERSION.to_le_bytes());
        }
        proptest::prop_assert!(Solution::from_bytes(&bytes).is_err());
    }

    #[test]
    fn any_changed_byte_or_cut_of_a_small_table_is_refused(n in 0u64..60, at in 0usize..2000, xor in 1u8..=255, cut in proptest::prelude::any::<bool>()) {
        let mut bytes = small_table(n, None);
        let at = at % bytes.len();
        if cut {
            bytes.truncate(at);
        } else {
            bytes[at] ^= xor;
        }
        proptest::prop_assert!(Solution::from_bytes(&bytes).is_err());
    }
}

#[test]
fn sha256_matches_the_standard_vectors() {
    assert_eq!(
        table::hex(&table::sha256(b"")),
        "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"
    );
    assert_eq!(
        table::hex(&table::sha256(b"abc")),
        "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"
    );
    let long = b"abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq";
    assert_eq!(
        table::hex(&table::sha256(long)),
        "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"
    );
}

#[test]
fn the_engine_carries_the_digest_of_the_table_it_solves() {
    // Solving is deterministic, so the engine knows the one table it accepts.
    assert_eq!(
        table::hex(&table::sha256(table_bytes())),
        table::hex(&table::ENGINE_TABLE_SHA256),
        "the solver's table changed: set ENGINE_TABLE_SHA256 to its digest"
    );
}

#[test]
fn a_changed_table_with_its_checksum_recomputed_is_refused() {
    // Single-bit flips all over the payload, each resealed: the checksum
    // passes, and every one is refused (160 of 200 used to be accepted).
    let good = table_bytes();
    let payload = 88..good.len() - 8;
    let mut rng = crate::rng::rng_for(28, 1);
    for flip in 0..200 {
        let at = payload.start + crate::rng::pick_index(payload.len(), &mut rng);
        let bit = 1u8 << (flip % 8);
        let mut b = good.to_vec();
        b[at] ^= bit;
        reseal(&mut b);
        let r = Solution::from_bytes(&b);
        assert!(
            matches!(
                r,
                Err(TableError::NotThisEngine { .. } | TableError::Inconsistent(_))
            ),
            "flip {flip} at byte {at}: {:?}",
            r.as_ref().err()
        );
    }
    // An accident (no reseal) is still a checksum mismatch.
    let mut b = good.to_vec();
    b[1000] ^= 1;
    assert!(matches!(
        Solution::from_bytes(&b),
        Err(TableError::ChecksumMismatch { .. })
    ));
}

#[test]
fn every_header_field_is_validated() {
    let good = table_bytes();
    let refused = |at: usize, value: &[u8]| {
        let mut b = good.to_vec();
        b[at..at + value.len()].copy_from_slice(value);
        reseal(&mut b);
        table::from_bytes(&b).err()
    };
    // A start value of 255 read as "loss in 127"; the swapped one too.
    assert!(matches!(
        refused(76, &[255]),
        Some(TableError::Inconsistent(_))
    ));
    assert!(matches!(
        refused(77, &[1]),
        Some(TableError::Inconsistent(_))
    ));
    // Reserved bytes, an impossible peak, too few moves.
    assert!(matches!(
        refused(78, &[1]),
        Some(TableError::Inconsistent(_))
    ));
    assert!(matches!(
        refused(79, &[0x80]),
        Some(TableError::Inconsistent(_))
    ));
    assert!(matches!(
        refused(80, &u64::MAX.to_le_bytes()),
        Some(TableError::Inconsistent(_))
    ));
    assert!(matches!(
        refused(40, &1u64.to_le_bytes()),
        Some(TableError::Inconsistent(_))
    ));
    assert!(table::from_bytes(good).is_ok());
}
