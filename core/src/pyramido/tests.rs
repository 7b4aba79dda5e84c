use super::*;
use crate::rng::rng_for;

#[test]
fn smoke_random_games_finish() {
    for seed in 0..20u64 {
        for players in 2..=4u8 {
            let mut g = Pyramido::new(&PyramidoOptions::players(players), seed);
            let mut rng = rng_for(seed, 9);
            let mut n = 0;
            while !g.is_over() {
                let a = g.legal_actions();
                assert!(!a.is_empty(), "no actions in {:?}", g.phase());
                let act = a[crate::rng::pick_index(a.len(), &mut rng)];
                g.apply(&act).unwrap();
                n += 1;
                assert!(n < 5000);
            }
        }
    }
}

#[test]
#[ignore]
fn debug_random_stats() {
    for players in 2..=4u8 {
        let mut elim = 0; let mut decisions = 0; let mut floors = [0; 5];
        for seed in 0..50u64 {
            let mut g = Pyramido::new(&PyramidoOptions::players(players), seed);
            let mut rng = rng_for(seed, 9);
            while !g.is_over() {
                let a = g.legal_actions();
                let act = a[crate::rng::pick_index(a.len(), &mut rng)];
                g.apply(&act).unwrap();
                decisions += 1;
            }
            elim += g.players().iter().filter(|p| p.is_eliminated()).count();
            floors[g.floor() as usize] += 1;
        }
        println!("players {players}: elim {elim} decisions {decisions} floors {floors:?}");
    }
}

#[test]
#[ignore]
fn debug_ai_games() {
    use crate::game::Level;
    let levels: Vec<Level> = std::env::var("LEVELS").unwrap_or("easy,easy".into()).split(',').map(|s| Level::from_name(s).unwrap()).collect();
    let n: usize = std::env::var("GAMES").ok().and_then(|s| s.parse().ok()).unwrap_or(4);
    let nodes: Option<u64> = std::env::var("NODES").ok().and_then(|s| s.parse().ok());
    let t = std::time::Instant::now();
    let mut elim = 0;
    for g in 0..n {
        let s = ai::play_game(&levels, g as u64, &ai::MatchBudget { time_ms: None, max_nodes: nodes });
        elim += s.players().iter().filter(|p| p.is_eliminated()).count();
        let sc: Vec<String> = s.players().iter().map(|p| format!("{}{:?}", p.score(), p.floor_scores())).collect();
        println!("game {g}: {:?} {}", s.outcome(), sc.join(" "));
    }
    println!("elim {elim} time {:?}", t.elapsed());
    let r = ai::play_match(&levels, n, 1000, &ai::MatchBudget { time_ms: None, max_nodes: nodes });
    println!("{r:?}");
}

#[test]
#[ignore]
fn debug_one_game() {
    use crate::game::Level;
    use crate::ai::{AiRequest, GameAi};
    let mut g = Pyramido::new(&PyramidoOptions::players(2), 3);
    let mut k = 0;
    while !g.is_over() && k < 400 {
        let c = g.choose(&[], &AiRequest::nodes(Level::from_name(&std::env::var("LEVEL").unwrap_or("easy".into())).unwrap(), 10, k)).unwrap();
        println!("{} {} ", g.to_move(), g.format_action(&c.action));
        let ev = g.apply(&c.action).unwrap();
        for e in ev { println!("   {e:?}"); }
        k += 1;
        if k % 10 == 0 { println!("{}", draw(&g, false)); }
    }
    println!("{}", draw(&g, false));
}
