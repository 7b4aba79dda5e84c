//! Pylos move generation (perft) and search speed.

use criterion::{black_box, criterion_group, criterion_main, Criterion};
use pyramids_core::game::Game;
use pyramids_core::pylos::{perft, Pylos, PylosOptions};
use pyramids_core::search::{SearchLimits, Searcher};

fn bench_perft(c: &mut Criterion) {
    let start = Pylos::new(&PylosOptions::default(), 0);
    c.bench_function("pylos perft 4", |b| {
        b.iter(|| perft::perft(black_box(&start), 4))
    });
    c.bench_function("pylos perft 5", |b| {
        b.iter(|| perft::perft(black_box(&start), 5))
    });
}

fn bench_search(c: &mut Criterion) {
    let mut position = Pylos::new(&PylosOptions::default(), 0);
    for m in ["1b2", "1c2", "1b3", "1c3", "1a1", "1d4"] {
        let a = position.parse_action(m).unwrap();
        position.apply(&a).unwrap();
    }
    c.bench_function("pylos search depth 5", |b| {
        b.iter(|| {
            let mut searcher = Searcher::<Pylos>::new(16);
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
