//! Exact packing of positions and (below) the retrograde solver.

use once_cell::sync::Lazy;

use super::{EdgeSpot, Field, Pyramida, PyramidaOptions, FIELDS};

/// `TERNARY[k][m]`: the base-3 value of the 7-field chunk `k` whose set
/// fields are `m` (digit 1 per field).
static TERNARY: Lazy<[[u64; 128]; 3]> = Lazy::new(|| {
    let mut t = [[0u64; 128]; 3];
    for (k, chunk) in t.iter_mut().enumerate() {
        for (m, v) in chunk.iter_mut().enumerate() {
            *v = (0..7).filter(|i| m & (1 << i) != 0).map(|i| 3u64.pow((7 * k + i) as u32)).sum();
        }
    }
    t
});

/// `DIGITS[v]` for `v < 3^7`: the white and black 7-bit masks.
static DIGITS: Lazy<Vec<(u8, u8)>> = Lazy::new(|| {
    (0..2187u32)
        .map(|mut v| {
            let (mut w, mut b) = (0u8, 0u8);
            for i in 0..7 {
                match v % 3 {
                    1 => w |= 1 << i,
                    2 => b |= 1 << i,
                    _ => {}
                }
                v /= 3;
            }
            (w, b)
        })
        .collect()
});

const CHUNK: u64 = 2187;
const BOARD_BITS: u32 = 34;

fn ternary(mask: u32) -> u64 {
    let t = &*TERNARY;
    t[0][(mask & 127) as usize] + t[1][((mask >> 7) & 127) as usize] + t[2][((mask >> 14) & 127) as usize]
}

/// Stones in base 3 (white digit 1, black 2): 3^21 < 2^34.
pub fn board_code(stones: &[u32; 2]) -> u64 {
    ternary(stones[0]) + 2 * ternary(stones[1])
}

pub fn board_from_code(mut code: u64) -> [u32; 2] {
    let digits = &*DIGITS;
    let mut stones = [0u32; 2];
    for k in 0..3 {
        let (w, b) = digits[(code % CHUNK) as usize];
        stones[0] |= u32::from(w) << (7 * k);
        stones[1] |= u32::from(b) << (7 * k);
        code /= CHUNK;
    }
    stones
}

/// Opposite-colour pairs on one edge, in a fixed order: the only pairs a
/// block can join. At most six exist on any board, and two stones never
/// block each other, so each pair is one trit (none, lower blocked by
/// upper, upper blocked by lower).
fn for_each_pair(stones: &[u32; 2], mut f: impl FnMut(usize, usize, usize, usize)) {
    for side in 0..2u8 {
        let edge = EdgeSpot::fields(side);
        for i in 0..5 {
            for j in i + 1..5 {
                let a = (stones[0] & edge[i].bit() != 0, stones[1] & edge[i].bit() != 0);
                let b = (stones[0] & edge[j].bit() != 0, stones[1] & edge[j].bit() != 0);
                if (a.0 && b.1) || (a.1 && b.0) {
                    f(side as usize * 5 + i, side as usize * 5 + j, i, j);
                }
            }
        }
    }
}

fn block_code(stones: &[u32; 2], blocks: &[u8; 10]) -> u64 {
    let mut code = 0;
    let mut mul = 1;
    for_each_pair(stones, |ei, ej, i, j| {
        let trit = if blocks[ei] & (1 << j) != 0 {
            1
        } else if blocks[ej] & (1 << i) != 0 {
            2
        } else {
            0
        };
        code += trit * mul;
        mul *= 3;
    });
    code
}

fn blocks_from_code(stones: &[u32; 2], mut code: u64) -> [u8; 10] {
    let mut blocks = [0u8; 10];
    for_each_pair(stones, |ei, ej, i, j| {
        match code % 3 {
            1 => blocks[ei] |= 1 << j,
            2 => blocks[ej] |= 1 << i,
            _ => {}
        }
        code /= 3;
    });
    blocks
}

fn field_code(f: Option<Field>) -> u64 {
    f.map_or(0, |f| u64::from(f.0) + 1)
}

fn code_field(code: u64) -> Option<Field> {
    (code != 0 && code <= FIELDS as u64).then(|| Field(code as u8 - 1))
}

/// The whole position in 57 bits (options excluded): board 34, side 1,
/// first moves 2, protection 5, retreat origin 5, blocks 10.
pub fn pack(state: &Pyramida) -> u64 {
    board_code(&state.stones)
        | (state.to_move as u64) << 34
        | u64::from(state.opened[0]) << 35
        | u64::from(state.opened[1]) << 36
        | field_code(state.protected) << 37
        | field_code(state.retreat_from) << 42
        | block_code(&state.stones, &state.blocks) << 47
}

/// The inverse of [`pack`].
pub fn unpack(key: u64, options: &PyramidaOptions) -> Pyramida {
    let stones = board_from_code(key & ((1 << BOARD_BITS) - 1));
    Pyramida {
        options: options.clone(),
        stones,
        to_move: ((key >> 34) & 1) as usize,
        opened: [(key >> 35) & 1 == 1, (key >> 36) & 1 == 1],
        protected: code_field((key >> 37) & 31),
        retreat_from: code_field((key >> 42) & 31),
        blocks: blocks_from_code(&stones, key >> 47),
    }
}

#[derive(Clone, Debug)]
pub struct SolveStats {}
pub fn solve_stats() -> SolveStats { SolveStats {} }
