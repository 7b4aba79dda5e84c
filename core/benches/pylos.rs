//! Pylos move generation (perft counting the last turn in bulk, against
//! the plain path and the straightforward array implementation in the same
//! run) and search speed.

use criterion::{black_box, criterion_group, criterion_main, Criterion};
use pyramids_core::game::Game;
use pyramids_core::pylos::{perft, Pylos, PylosOptions};
use pyramids_core::search::{SearchLimits, Searcher};

fn bench_perft(c: &mut Criterion) {
    let start = Pylos::new(&PylosOptions::default(), 0);
    let board = perft::array::board_of(&start);
    let patterns = perft::array::patterns_of(start.variant());
    let mut counter = perft::Perft::new();
    let mut plain = perft::Perft::plain();
    for depth in [5, 6, 7] {
        c.bench_function(&format!("pylos perft {depth}"), |b| {
            b.iter(|| counter.count(black_box(&start), depth))
        });
        c.bench_function(&format!("pylos perft {depth} plain"), |b| {
            b.iter(|| plain.count(black_box(&start), depth))
        });
        c.bench_function(&format!("pylos perft {depth} array reference"), |b| {
            b.iter(|| perft::array::perft(black_box(&board), 0, depth, patterns))
        });
    }
}

fn bench_search(c: &mut Criterion) {
    let mut position = Pylos::new(&PylosOptions::default(), 0);
    for m in ["1b2", "1c2", "1b3", "1c3", "1a1", "1d4"] {
        let a = position.parse_action(m).unwrap();
        position.apply(&a).unwrap();
    }
    // The table is allocated once and cleared per search, as the AI does.
    let mut searcher = Searcher::<Pylos>::new(19);
    c.bench_function("pylos search depth 5", |b| {
        b.iter(|| {
            searcher.clear();
            searcher
                .search(black_box(&position), &[], SearchLimits::depth(5), None)
                .nodes
        })
    });
}

criterion_group! {
    name = benches;
    config = Criterion::default().sample_size(10);
    targets = bench_perft, bench_search
}
criterion_main!(benches);
