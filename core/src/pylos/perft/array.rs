//! A straightforward array implementation of Pylos perft, kept as the
//! yardstick for the bitboard perft's speed (`cargo bench`, `pyramids
//! perft --compare`) and as an independent check of its counts.
//!
//! One byte per position, geometry from coordinates computed once, and each
//! node collecting its children in a fresh vector: what one writes first.

use once_cell::sync::Lazy;

/// Position contents: `EMPTY` or the seat (0 light, 1 dark).
pub type Board = [u8; 30];
pub const EMPTY: u8 = 2;
const APEX: usize = 29;

struct Geometry {
    /// (level 0..=3, column, row) of each index.
    coords: [(usize, usize, usize); 30],
    supports: [Vec<usize>; 30],
    covers: [Vec<usize>; 30],
    /// Squares, and squares plus level-1/level-2 lines, through each index.
    squares: [Vec<Vec<usize>>; 30],
    squares_and_lines: [Vec<Vec<usize>>; 30],
}

fn index(l: usize, c: usize, r: usize) -> usize {
    [0, 16, 25, 29][l] + r * (4 - l) + c
}

static GEOMETRY: Lazy<Geometry> = Lazy::new(|| {
    let starts = [0, 16, 25, 29, 30];
    let coords = std::array::from_fn(|i| {
        let l = (0..4).find(|&l| i < starts[l + 1]).expect("index below 30");
        let n = 4 - l;
        (l, (i - starts[l]) % n, (i - starts[l]) / n)
    });
    let supports: [Vec<usize>; 30] = std::array::from_fn(|i| {
        let (l, c, r) = coords[i];
        if l == 0 {
            vec![]
        } else {
            vec![
                index(l - 1, c, r),
                index(l - 1, c + 1, r),
                index(l - 1, c, r + 1),
                index(l - 1, c + 1, r + 1),
            ]
        }
    });
    let covers = std::array::from_fn(|i| (0..30).filter(|&j| supports[j].contains(&i)).collect());
    let mut squares_list = Vec::new();
    let mut lines_list = Vec::new();
    for l in 0..3 {
        let n = 4 - l;
        for r in 0..n - 1 {
            for c in 0..n - 1 {
                squares_list.push(vec![
                    index(l, c, r),
                    index(l, c + 1, r),
                    index(l, c, r + 1),
                    index(l, c + 1, r + 1),
                ]);
            }
        }
        if l <= 1 {
            for i in 0..n {
                lines_list.push((0..n).map(|c| index(l, c, i)).collect::<Vec<_>>());
                lines_list.push((0..n).map(|r| index(l, i, r)).collect::<Vec<_>>());
            }
        }
    }
    let squares = std::array::from_fn(|i| {
        squares_list
            .iter()
            .filter(|s| s.contains(&i))
            .cloned()
            .collect()
    });
    let squares_and_lines = std::array::from_fn(|i| {
        squares_list
            .iter()
            .chain(lines_list.iter())
            .filter(|s| s.contains(&i))
            .cloned()
            .collect()
    });
    Geometry {
        coords,
        supports,
        covers,
        squares,
        squares_and_lines,
    }
});

fn available(b: &Board, i: usize) -> bool {
    b[i] == EMPTY && GEOMETRY.supports[i].iter().all(|&s| b[s] != EMPTY)
}

fn free(b: &Board, i: usize) -> bool {
    b[i] != EMPTY && GEOMETRY.covers[i].iter().all(|&j| b[j] == EMPTY)
}

fn reserve(b: &Board, who: u8) -> usize {
    15 - b.iter().filter(|&&x| x == who).count()
}

/// Which patterns count: none (kids), squares (standard), squares and lines (expert).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Patterns {
    None,
    Squares,
    SquaresAndLines,
}

fn completes(b: &Board, at: usize, who: u8, patterns: Patterns) -> bool {
    let list = match patterns {
        Patterns::None => return false,
        Patterns::Squares => &GEOMETRY.squares[at],
        Patterns::SquaresAndLines => &GEOMETRY.squares_and_lines[at],
    };
    list.iter().any(|pat| pat.iter().all(|&p| b[p] == who))
}

/// The boards after each complete turn of `who` (a move with one of its
/// distinct reclaim sets), each with whether the game ended.
pub fn turns(b: &Board, who: u8, patterns: Patterns) -> Vec<(Board, bool)> {
    let g = &*GEOMETRY;
    let mut out = Vec::new();
    let ended = |x: &Board, to: usize| to == APEX || reserve(x, who) == 0;
    let in_hand = reserve(b, who) > 0;
    for to in 0..30 {
        if !available(b, to) {
            continue;
        }
        let mut moves = Vec::new();
        if in_hand {
            moves.push(None);
        }
        for from in 0..30 {
            if b[from] == who
                && free(b, from)
                && g.coords[from].0 < g.coords[to].0
                && !g.supports[to].contains(&from)
            {
                moves.push(Some(from));
            }
        }
        for from in moves {
            let mut a = *b;
            if let Some(f) = from {
                a[f] = EMPTY;
            }
            a[to] = who;
            if to == APEX || !completes(&a, to, who, patterns) {
                out.push((a, ended(&a, to)));
                continue;
            }
            let mut sets: Vec<Board> = Vec::new();
            for x in 0..30 {
                if a[x] == who && free(&a, x) {
                    let mut one = a;
                    one[x] = EMPTY;
                    sets.push(one);
                    for y in 0..30 {
                        if one[y] == who && free(&one, y) {
                            let mut two = one;
                            two[y] = EMPTY;
                            if !sets.contains(&two) {
                                sets.push(two);
                            }
                        }
                    }
                }
            }
            out.extend(sets.into_iter().map(|s| (s, ended(&s, to))));
        }
    }
    out
}

/// Leaves at `depth` complete turns from `b` with `who` to move.
pub fn perft(b: &Board, who: u8, depth: u32, patterns: Patterns) -> u64 {
    if depth == 0 {
        return 1;
    }
    let children = turns(b, who, patterns);
    if depth == 1 {
        return children.len() as u64;
    }
    children
        .iter()
        .filter(|(_, over)| !over)
        .map(|(c, _)| perft(c, 1 - who, depth - 1, patterns))
        .sum()
}

/// The array board of an engine position.
pub fn board_of(state: &super::super::Pylos) -> Board {
    let mut b = [EMPTY; 30];
    for p in super::super::Pos::all() {
        if let Some(s) = state.at(p) {
            b[p.index()] = s as u8;
        }
    }
    b
}

/// The patterns of a variant.
pub fn patterns_of(variant: super::super::Variant) -> Patterns {
    match variant {
        super::super::Variant::Kids => Patterns::None,
        super::super::Variant::Standard => Patterns::Squares,
        super::super::Variant::Expert => Patterns::SquaresAndLines,
    }
}
