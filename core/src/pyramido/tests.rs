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
