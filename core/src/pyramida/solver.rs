//! Perfect play: every position reachable from the start, solved by
//! retrograde analysis (win / loss / draw and the distance to the end in
//! decisions), computed once per process.
//!
//! How it stays fast and small:
//! - Positions are packed exactly into 57 bits ([`pack`]): the board in base
//!   3, the block relation as one trit per enemy pair on an edge.
//! - Mirroring the board and exchanging the colours maps the game onto
//!   itself, so only positions with White to move are stored ("canonical");
//!   values are kept for the player to move, which the symmetry preserves.
//!   The mirror alone maps the swapped setup onto the standard one, so one
//!   solve serves both.
//! - The search graph lives in flat arrays (an open-addressing key table,
//!   successor and predecessor lists in CSR form) that are dropped after the
//!   solve.
//! - Nearly every position is a draw, so the table kept afterwards holds
//!   only the decisive ones (sorted keys and one byte each); a reachable
//!   position that is not listed is a draw.
//!
//! - That table can be written as bytes ([`Solution::to_bytes`], about
//!   0.6 MB) and installed before first use ([`install_solution`]), so that
//!   an app ships it instead of solving (a phone would need seconds and some
//!   400 MiB); with nothing installed, the first use solves.
//!
//! Positions nobody can force out of (cycles) stay draws, which matches the
//! threefold-repetition rule: the side that can force a win does so along
//! strictly falling distances, so it never repeats a position, and the
//! other side can always repeat into a draw otherwise.

use std::time::{Duration, Instant};

use std::sync::{Mutex, OnceLock, TryLockError};

use super::table::{self, TableError};
use super::{Field, Pyramida, PyramidaOptions, WHITE};
use crate::game::Game;
use crate::search::{ProvenValue, Searchable};

/// `TERNARY[k][m]`: the base-3 value of the 7-field chunk `k` whose set
/// fields are `m` (digit 1 per field).
static TERNARY: [[u64; 128]; 3] = {
    let mut t = [[0u64; 128]; 3];
    let mut k = 0;
    while k < 3 {
        let mut m = 0;
        while m < 128 {
            let mut v = 0u64;
            let mut i = 0;
            while i < 7 {
                if m & (1 << i) != 0 {
                    v += 3u64.pow((7 * k + i) as u32);
                }
                i += 1;
            }
            t[k][m] = v;
            m += 1;
        }
        k += 1;
    }
    t
};

/// `DIGITS[v]` for `v < 3^7`: the white and black 7-bit masks.
static DIGITS: [(u8, u8); 2187] = {
    let mut t = [(0u8, 0u8); 2187];
    let mut n = 0;
    while n < 2187 {
        let (mut v, mut w, mut b) = (n, 0u8, 0u8);
        let mut i = 0;
        while i < 7 {
            match v % 3 {
                1 => w |= 1 << i,
                2 => b |= 1 << i,
                _ => {}
            }
            v /= 3;
            i += 1;
        }
        t[n] = (w, b);
        n += 1;
    }
    t
};

/// For each colouring of one edge's five fields (base 3 by step, white 1,
/// black 2): how many opposite-colour pairs it has and which, as
/// `(lower step, upper step)`, lowest first. At most six.
static EDGE_PAIRS: [(u8, [(u8, u8); 6]); 243] = {
    let mut t = [(0u8, [(0u8, 0u8); 6]); 243];
    let mut pattern = 0;
    while pattern < 243 {
        let mut colour = [0u32; 5];
        let (mut v, mut step) = (pattern as u32, 0);
        while step < 5 {
            colour[step] = v % 3;
            v /= 3;
            step += 1;
        }
        let mut i = 0;
        while i < 5 {
            let mut j = i + 1;
            while j < 5 {
                if colour[i] != 0 && colour[j] != 0 && colour[i] != colour[j] {
                    let n = t[pattern].0 as usize;
                    t[pattern].1[n] = (i as u8, j as u8);
                    t[pattern].0 += 1;
                }
                j += 1;
            }
            i += 1;
        }
        pattern += 1;
    }
    t
};

/// Base-3 value of a 5-bit mask (digit 1 per set bit).
static TERNARY5: [u8; 32] = {
    let mut t = [0u8; 32];
    let mut m = 0;
    while m < 32 {
        let (mut v, mut p, mut i) = (0u8, 1u8, 0);
        while i < 5 {
            if m & (1 << i) != 0 {
                v += p;
            }
            p *= 3;
            i += 1;
        }
        t[m] = v;
        m += 1;
    }
    t
};

/// The stones of one colour on one edge as a 5-bit mask by step.
#[inline]
fn edge_bits(mask: u32, side: usize) -> usize {
    // Left edge a1 b2 c3 d4 e5 = fields 0 6 11 15 18; right edge
    // k1 j2 i3 h4 g5 = fields 5 10 14 17 19.
    const FIELDS: [[u32; 5]; 2] = [[0, 6, 11, 15, 18], [5, 10, 14, 17, 19]];
    let f = &FIELDS[side];
    ((mask >> f[0]) & 1
        | (mask >> f[1] & 1) << 1
        | (mask >> f[2] & 1) << 2
        | (mask >> f[3] & 1) << 3
        | (mask >> f[4] & 1) << 4) as usize
}

const CHUNK: u64 = 2187;
const BOARD_BITS: u32 = 34;

fn ternary(mask: u32) -> u64 {
    let t = &TERNARY;
    t[0][(mask & 127) as usize]
        + t[1][((mask >> 7) & 127) as usize]
        + t[2][((mask >> 14) & 127) as usize]
}

/// Stones in base 3 (white digit 1, black 2): 3^21 < 2^34.
pub fn board_code(stones: &[u32; 2]) -> u64 {
    ternary(stones[0]) + 2 * ternary(stones[1])
}

pub fn board_from_code(mut code: u64) -> [u32; 2] {
    let digits = &DIGITS;
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
    for side in 0..2 {
        let pattern = TERNARY5[edge_bits(stones[0], side)] as usize
            + 2 * TERNARY5[edge_bits(stones[1], side)] as usize;
        let (count, pairs) = &EDGE_PAIRS[pattern];
        for &(i, j) in &pairs[..*count as usize] {
            let (i, j) = (i as usize, j as usize);
            f(side * 5 + i, side * 5 + j, i, j);
        }
    }
}

fn block_code(stones: &[u32; 2], blocks: &[u8; 10]) -> u64 {
    if *blocks == [0; 10] {
        return 0;
    }
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
    if code == 0 {
        return blocks;
    }
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
    f.map_or(0, |f| f.index() as u64 + 1)
}

fn code_field(code: u64) -> Option<Field> {
    code.checked_sub(1)
        .and_then(|i| u8::try_from(i).ok())
        .and_then(Field::from_index)
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

/// The key of a position's canonical form (White to move, standard setup).
/// `flipped` tells whether the colours were exchanged to get there.
pub fn canonical_key(state: &Pyramida) -> (u64, bool) {
    let standard;
    let state = if state.options.swapped {
        standard = state.mirrored();
        &standard
    } else {
        state
    };
    if state.to_move == WHITE {
        (pack(state), false)
    } else {
        (pack(&state.colours_swapped().mirrored()), true)
    }
}

/// A key-table slot: the key and what the solve updates whenever the key
/// is found, so the probe's cache line is the only one touched.
#[derive(Clone, Copy, Default)]
#[repr(C, align(16))]
struct Entry {
    /// Canonical key; 0 = empty slot (a position always has a stone).
    key: u64,
    /// First edge of the position's predecessor list (`NIL` if none).
    head: u32,
}

const NIL: u32 = u32::MAX;

const TABLE_BITS: u32 = 23;
const SHIFT: u32 = 64 - TABLE_BITS;
/// Parents expanded per block.
const BLOCK: usize = 1 << 17;
/// Home slots are sorted by their top bits.
const BUCKET_BITS: u32 = 16;
const SAME: u32 = 1 << 31;

#[inline]
fn home(key: u64) -> usize {
    (crate::rng::splitmix64(key) >> SHIFT) as usize
}

/// One block of expanded parents.
struct Expansion {
    /// Successor keys with their edge (parent number, `SAME` if the same
    /// player moves on), ordered by home slot.
    children: Vec<(u64, u32)>,
    /// Successor count of each parent, in order.
    counts: Vec<u8>,
    /// Parents that are finished games.
    terminal: Vec<u32>,
}

impl Expansion {
    fn bytes(&self) -> usize {
        self.children.capacity() * 16 + self.counts.capacity() + self.terminal.capacity() * 4
    }
}

/// Generates the successors of `parents` (numbered from `first`) and
/// orders them by home slot, so that inserting them sweeps the key table
/// instead of jumping around it: a random probe into a table this size
/// costs a cache and a TLB miss. The order is a pure function of the
/// parents, which keeps the solve deterministic.
fn expand(parents: &[u64], first: usize, options: &PyramidaOptions, stop: Stop) -> Expansion {
    let mut children: Vec<(u64, u32)> = Vec::with_capacity(parents.len() * 6);
    let mut counts = Vec::with_capacity(parents.len());
    let mut terminal = Vec::new();
    let mut moves = Vec::with_capacity(16);
    for (i, &key) in parents.iter().enumerate() {
        // A stopped solve throws its partial work away (see `solve_within`).
        if i % CHECK_EVERY == 0 && stop() {
            break;
        }
        let parent = (first + i) as u32;
        let state = unpack(key, options);
        if state.outcome().is_over() {
            terminal.push(parent);
            counts.push(0);
            continue;
        }
        state.legal_actions_into(&mut moves);
        for action in &moves {
            let mut child = state.clone();
            child.play(action);
            let (key, flipped) = canonical_key(&child);
            // The canonical parent has White to move; the child's mover is
            // White again exactly when it was not flipped.
            children.push((key, parent | if flipped { 0 } else { SAME }));
        }
        counts.push(moves.len() as u8);
    }
    // Counting sort by home bucket (stable: equal keys keep their order).
    let bucket = |key: u64| home(key) >> (TABLE_BITS - BUCKET_BITS);
    let mut start = vec![0u32; (1 << BUCKET_BITS) + 1];
    for &(key, _) in &children {
        start[bucket(key) + 1] += 1;
    }
    for i in 0..1 << BUCKET_BITS {
        start[i + 1] += start[i];
    }
    let mut sorted = vec![(0u64, 0u32); children.len()];
    for &child in &children {
        let b = bucket(child.0);
        sorted[start[b] as usize] = child;
        start[b] += 1;
    }
    Expansion {
        children: sorted,
        counts,
        terminal,
    }
}

/// Open addressing with linear probing; a position's slot is its id for
/// the whole solve.
struct Table {
    entries: Vec<Entry>,
}

impl Table {
    fn with_capacity_bits(bits: u32) -> Table {
        Table {
            entries: vec![
                Entry {
                    head: NIL,
                    ..Entry::default()
                };
                1 << bits
            ],
        }
    }

    /// The slot of `key`, inserting it if new.
    #[inline]
    fn get_or_insert(&mut self, key: u64) -> (usize, bool) {
        let mask = self.entries.len() - 1;
        let mut i = home(key);
        loop {
            let k = self.entries[i].key;
            if k == key {
                return (i, false);
            }
            if k == 0 {
                self.entries[i].key = key;
                return (i, true);
            }
            i = (i + 1) & mask;
        }
    }

    fn bytes(&self) -> usize {
        self.entries.capacity() * std::mem::size_of::<Entry>()
    }
}

/// Figures of one solve, for `pyramids solve pyramida` and the README.
#[derive(Clone, Debug)]
pub struct SolveStats {
    /// Canonical positions (one per mirror-and-colour pair), every decision
    /// point including retreat choices.
    pub states: u64,
    /// Moves between them (decisions; forced retreats are part of a move).
    pub edges: u64,
    /// Positions where the player to move wins / loses / draws.
    pub wins: u64,
    pub losses: u64,
    pub draws: u64,
    /// The longest forced win, in decisions.
    pub longest_win: u32,
    /// The value of the start for White (to move), standard and swapped setup.
    pub start: ProvenValue,
    pub start_swapped: ProvenValue,
    /// Zero (and `phases` too) when the solution was read from a table.
    pub solve_time: Duration,
    /// Time spent exploring (move generation and the key table) and in the
    /// retrograde pass.
    pub phases: [Duration; 2],
    /// The largest memory the solve held at once (its arrays).
    pub peak_bytes: usize,
    /// Memory of the table kept for play.
    pub table_bytes: usize,
}

impl SolveStats {
    /// The figures as JSON (CLI `--json`).
    pub fn to_json(&self) -> serde_json::Value {
        serde_json::json!({
            "game": "pyramida",
            "states": self.states,
            "edges": self.edges,
            "wins": self.wins,
            "losses": self.losses,
            "draws": self.draws,
            "longest_win": self.longest_win,
            "start": describe(self.start),
            "start_swapped": describe(self.start_swapped),
            "solve_ms": self.solve_time.as_millis() as u64,
            "peak_bytes": self.peak_bytes,
            "table_bytes": self.table_bytes,
        })
    }
}

impl std::fmt::Display for SolveStats {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let mb = |b: usize| b as f64 / (1024.0 * 1024.0);
        writeln!(
            f,
            "start position: {} (swapped setup: {})",
            describe(self.start),
            describe(self.start_swapped)
        )?;
        writeln!(
            f,
            "positions: {} canonical (White to move, one per mirror-and-colour pair), {} moves",
            self.states, self.edges
        )?;
        writeln!(
            f,
            "player to move wins {}, loses {}, draws {}; longest forced win {} decisions",
            self.wins, self.losses, self.draws, self.longest_win
        )?;
        if self.solve_time.is_zero() {
            // Installed from a table: solved elsewhere, at build time.
            return write!(
                f,
                "read from a table (not solved in this process; the solve peaks at {:.0} MiB); table kept {:.1} MiB",
                mb(self.peak_bytes),
                mb(self.table_bytes)
            );
        }
        let [a, b] = self.phases.map(|d| d.as_secs_f64());
        write!(
            f,
            "solved in {:.2} s (explore {a:.2}, retrograde {b:.2}), peak {:.0} MiB; table kept {:.1} MiB",
            self.solve_time.as_secs_f64(),
            mb(self.peak_bytes),
            mb(self.table_bytes)
        )
    }
}

/// "draw", "win in 7", "loss in 4" (decisions, for the player to move).
pub fn describe(value: ProvenValue) -> String {
    match value {
        ProvenValue::Win(d) => format!("win in {d}"),
        ProvenValue::Loss(d) => format!("loss in {d}"),
        ProvenValue::Draw => "draw".into(),
    }
}

/// Values encoded in one byte, for the player to move.
const DRAW: u8 = 0;
const WIN_BASE: u8 = 1; // 1..=127: win in 0..=126 decisions
const LOSS_BASE: u8 = 128; // 128..=255: loss in 0..=127 decisions

pub(super) fn encode_value(win: bool, distance: u32) -> u8 {
    if win {
        WIN_BASE + distance.min(126) as u8
    } else {
        LOSS_BASE + distance.min(127) as u8
    }
}

pub fn decode(byte: u8) -> ProvenValue {
    match byte {
        DRAW => ProvenValue::Draw,
        b if b < LOSS_BASE => ProvenValue::Win(u32::from(b - WIN_BASE)),
        b => ProvenValue::Loss(u32::from(b - LOSS_BASE)),
    }
}

/// The solved game: decisive canonical positions and their values.
pub struct Solution {
    keys: Vec<u64>,
    values: Vec<u8>,
    stats: SolveStats,
}

impl Solution {
    /// The value for the player to move. Exact for every position reachable
    /// from either setup; a position no game can reach (a hand-built one)
    /// that is not decisive in the table reads as a draw.
    pub fn value(&self, state: &Pyramida) -> ProvenValue {
        if let crate::game::Outcome::Win { winner } = state.outcome() {
            return if winner == state.to_move() {
                ProvenValue::Win(0)
            } else {
                ProvenValue::Loss(0)
            };
        }
        let (key, _) = canonical_key(state);
        match self.keys.binary_search(&key) {
            Ok(i) => decode(self.values[i]),
            Err(_) => ProvenValue::Draw,
        }
    }

    pub fn stats(&self) -> &SolveStats {
        &self.stats
    }

    /// The decisive positions' canonical keys, ascending.
    pub fn keys(&self) -> &[u64] {
        &self.keys
    }

    /// Their values (one byte each, see [`decode`]), in key order.
    pub fn values(&self) -> &[u8] {
        &self.values
    }

    /// The table in its binary form (see [`super::table`]): about 0.6 MB.
    pub fn to_bytes(&self) -> Vec<u8> {
        table::to_bytes(&self.keys, &self.values, &self.stats)
    }

    /// Reads [`Solution::to_bytes`] back, checking everything, and accepts
    /// only the table this engine's solver writes (its SHA-256, see
    /// [`table::ENGINE_TABLE_SHA256`]); an error, never a panic, for
    /// anything else.
    pub fn from_bytes(bytes: &[u8]) -> Result<Solution, TableError> {
        // Reported when it ends (trace.rs): an app installs one at start.
        let span = tracing::info_span!(
            "table_install",
            game = "pyramida",
            bytes = bytes.len(),
            positions = tracing::field::Empty,
            outcome = tracing::field::Empty,
        );
        let _entered = span.enter();
        let parts = table::from_bytes(bytes).and_then(|parts| {
            let digest = table::sha256(bytes);
            if digest == table::ENGINE_TABLE_SHA256 {
                Ok(parts)
            } else {
                Err(TableError::NotThisEngine {
                    digest: table::hex(&digest),
                })
            }
        });
        match &parts {
            Ok(p) => {
                span.record("positions", p.keys.len());
                span.record("outcome", "read");
            }
            Err(e) => {
                span.record("outcome", tracing::field::display(e));
            }
        }
        let table::Parts {
            keys,
            values,
            stats,
        } = parts?;
        Ok(Solution {
            keys,
            values,
            stats,
        })
    }
}

static SOLUTION: OnceLock<Solution> = OnceLock::new();
/// Held by the one thread solving, so that callers wait for its solve
/// rather than start their own.
static SOLVING: Mutex<()> = Mutex::new(());

/// Whether a solve should give up (cancelled, or out of time). It is
/// asked often (see [`CHECK_EVERY`]), from two threads, and once it says
/// yes it must keep saying so.
pub type Stop<'a> = &'a (dyn Fn() -> bool + Sync);

/// Work between two looks at [`Stop`]: parents expanded, edges inserted or
/// positions settled. A few milliseconds at most.
const CHECK_EVERY: usize = 1 << 12;

/// The solution: the installed one, else solved on first use (a few
/// seconds and some 400 MiB) and kept for the process.
pub fn solution() -> &'static Solution {
    loop {
        if let Some(solution) = solution_within(&|| false) {
            return solution;
        }
    }
}

/// The solution, solving it first if needed unless `stop` says to give up
/// first: then `None`, with nothing kept (a later call starts again). While
/// another thread solves, waits for it (as long as `stop` allows).
pub fn solution_within(stop: Stop) -> Option<&'static Solution> {
    loop {
        if let Some(solution) = SOLUTION.get() {
            return Some(solution);
        }
        if stop() {
            return None;
        }
        let guard = match SOLVING.try_lock() {
            Ok(guard) => guard,
            // A solve that panicked held it; the lock guards no data.
            Err(TryLockError::Poisoned(poisoned)) => poisoned.into_inner(),
            Err(TryLockError::WouldBlock) => {
                std::thread::sleep(Duration::from_millis(2));
                continue;
            }
        };
        if SOLUTION.get().is_none() {
            let solved = solve_within(stop)?;
            let _ = SOLUTION.set(solved);
        }
        drop(guard);
    }
}

/// Makes `solution` the process's solution, so that nothing is solved.
/// `false` (and `solution` dropped) if one is already in place, installed
/// or solved; a call racing a solve in progress waits for it.
pub fn install_solution(solution: Solution) -> bool {
    let installed = SOLUTION.set(solution).is_ok();
    tracing::info!(installed, "pyramida table install");
    installed
}

/// Whether the solution is in place (installed or solved), so that the
/// perfect level answers without solving first.
pub fn solution_ready() -> bool {
    SOLUTION.get().is_some()
}

/// Figures of the (cached) solve.
pub fn solve_stats() -> SolveStats {
    solution().stats.clone()
}

/// Solves the game from scratch.
pub fn solve() -> Solution {
    loop {
        if let Some(solution) = solve_within(&|| false) {
            return solution;
        }
    }
}

/// A stopped solve returns at once: its buffers (hundreds of MiB, whose
/// pages take the system a while to take back) are freed on a thread of
/// their own, so a cancel is not kept waiting for them.
fn free_elsewhere<T: Send + 'static>(buffers: T) -> Option<Solution> {
    // If no thread can be made, the closure (and the buffers) drop here.
    let _ = std::thread::Builder::new().spawn(move || drop(buffers));
    None
}

/// Solves the game from scratch unless `stop` says to give up (`None`).
pub fn solve_within(stop: Stop) -> Option<Solution> {
    let started = Instant::now();
    let options = PyramidaOptions::default();

    // 1. Every canonical position reachable from the start, breadth first.
    //    Each move is recorded only backwards: an edge holds its parent's
    //    number (and whether the same player moves on) and is threaded onto
    //    its child's predecessor list, which is all the retrograde pass
    //    needs. Parents are expanded in large blocks, the next block on a
    //    second thread while this one is inserted; see `expand`.
    let mut table = Table::with_capacity_bits(TABLE_BITS);
    // Per position, in BFS order: its slot, its key, and (once expanded) its
    // number of successors. Positions are numbered in this order, and edges
    // name their parent by number, so these arrays are written in order.
    let mut slot_of: Vec<u32> = Vec::with_capacity(4_700_000);
    let mut keys: Vec<u64> = Vec::with_capacity(4_700_000);
    let mut undecided: Vec<u8> = Vec::with_capacity(4_700_000);
    let mut edge_parent: Vec<u32> = Vec::with_capacity(25_500_000);
    let mut edge_next: Vec<u32> = Vec::with_capacity(25_500_000);
    let (start_key, _) = canonical_key(&Pyramida::start(&options));
    let (start_slot, _) = table.get_or_insert(start_key);
    slot_of.push(start_slot as u32);
    keys.push(start_key);
    let mut terminal: Vec<u32> = Vec::new();
    let mut buffer_bytes = 0;
    // Parents `..taken` have been handed to an expansion.
    let mut taken = 0usize;
    let mut pending: Option<Expansion> = None;
    loop {
        let block = match pending.take() {
            Some(block) => block,
            None if taken < keys.len() => {
                let end = (taken + BLOCK).min(keys.len());
                let block = expand(&keys[taken..end], taken, &options, stop);
                taken = end;
                block
            }
            None => break,
        };
        // The next block: parents already known now (a deterministic point).
        let next: Option<(usize, Vec<u64>)> = (taken < keys.len()).then(|| {
            let end = (taken + BLOCK).min(keys.len());
            let parents = keys[taken..end].to_vec();
            let first = taken;
            taken = end;
            (first, parents)
        });
        buffer_bytes = buffer_bytes.max(block.bytes() * 2);
        if stop() {
            return free_elsewhere((
                table,
                slot_of,
                keys,
                undecided,
                edge_parent,
                edge_next,
                terminal,
                pending,
            ));
        }
        pending = std::thread::scope(|scope| {
            let worker = next.as_ref().and_then(|(first, parents)| {
                std::thread::Builder::new()
                    .spawn_scoped(scope, || expand(parents, *first, &options, stop))
                    .ok()
            });
            for &count in &block.counts {
                undecided.push(count);
            }
            terminal.extend_from_slice(&block.terminal);
            for (i, &(key, link)) in block.children.iter().enumerate() {
                if i % (CHECK_EVERY * 16) == 0 && stop() {
                    break;
                }
                let (slot, new) = table.get_or_insert(key);
                if new {
                    slot_of.push(slot as u32);
                    keys.push(key);
                }
                let entry = &mut table.entries[slot];
                edge_next.push(entry.head);
                entry.head = edge_parent.len() as u32;
                edge_parent.push(link);
            }
            // Without a second thread (or if it failed), expand here.
            let joined = worker.and_then(|w| w.join().ok());
            next.as_ref().map(|(first, parents)| {
                joined.unwrap_or_else(|| expand(parents, *first, &options, stop))
            })
        });
    }
    if stop() {
        return free_elsewhere((
            table,
            slot_of,
            keys,
            undecided,
            edge_parent,
            edge_next,
            terminal,
        ));
    }
    let n = keys.len();
    let edges = edge_parent.len() as u64;
    let peak = table.bytes()
        + keys.capacity() * 13
        + edge_parent.capacity() * 4
        + edge_next.capacity() * 4
        + buffer_bytes;
    let explored = started.elapsed();

    // 2. Retrograde: a FIFO from the finished games outwards, so each
    //    position is settled at its shortest win or longest loss.
    let mut value = vec![DRAW; n];
    let mut fifo: Vec<u32> = Vec::with_capacity(1 << 18);
    for &t in &terminal {
        // The game ends on the winner's move and the winner stays "to move".
        value[t as usize] = encode_value(true, 0);
        fifo.push(t);
    }
    let mut head = 0;
    while head < fifo.len() {
        if head % (CHECK_EVERY * 16) == 0 && stop() {
            return free_elsewhere((
                table,
                slot_of,
                keys,
                undecided,
                edge_parent,
                edge_next,
                terminal,
                value,
                fifo,
            ));
        }
        let v = fifo[head] as usize;
        head += 1;
        let (v_wins, d) = match decode(value[v]) {
            ProvenValue::Win(d) => (true, d),
            ProvenValue::Loss(d) => (false, d),
            ProvenValue::Draw => continue,
        };
        let mut e = table.entries[slot_of[v] as usize].head;
        while e != NIL {
            let link = edge_parent[e as usize];
            e = edge_next[e as usize];
            let p = (link & !SAME) as usize;
            if value[p] != DRAW {
                continue;
            }
            let same = link & SAME != 0;
            if v_wins == same {
                value[p] = encode_value(true, d + 1);
                fifo.push(p as u32);
            } else {
                undecided[p] -= 1;
                if undecided[p] == 0 {
                    value[p] = encode_value(false, d + 1);
                    fifo.push(p as u32);
                }
            }
        }
    }
    drop(edge_parent);
    drop(edge_next);
    drop(table);
    let retro = started.elapsed();

    // 3. Keep the decisive positions only.
    let mut decisive: Vec<(u64, u8)> = fifo
        .iter()
        .map(|&p| (keys[p as usize], value[p as usize]))
        .collect();
    decisive.sort_unstable_by_key(|&(k, _)| k);
    let (mut wins, mut losses, mut longest) = (0u64, 0u64, 0u32);
    for &(_, b) in &decisive {
        match decode(b) {
            ProvenValue::Win(d) => {
                wins += 1;
                longest = longest.max(d);
            }
            ProvenValue::Loss(_) => losses += 1,
            ProvenValue::Draw => {}
        }
    }
    let start = decode(value[0]);
    let solution_keys: Vec<u64> = decisive.iter().map(|&(k, _)| k).collect();
    let solution_values: Vec<u8> = decisive.iter().map(|&(_, v)| v).collect();
    let stats = SolveStats {
        states: n as u64,
        edges,
        wins,
        losses,
        draws: n as u64 - wins - losses,
        longest_win: longest,
        start,
        start_swapped: ProvenValue::Draw,
        solve_time: Duration::ZERO,
        phases: [explored, retro - explored],
        peak_bytes: peak,
        table_bytes: solution_keys.len() * 9,
    };
    let mut solution = Solution {
        keys: solution_keys,
        values: solution_values,
        stats,
    };
    solution.stats.start_swapped =
        solution.value(&Pyramida::start(&PyramidaOptions { swapped: true }));
    solution.stats.solve_time = started.elapsed();
    Some(solution)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::pyramida::EdgeSpot;

    #[test]
    fn edge_bits_follow_the_edges() {
        for side in 0..2u8 {
            for (step, f) in EdgeSpot::fields(side).iter().enumerate() {
                assert_eq!(edge_bits(f.bit(), side as usize), 1 << step, "{f}");
            }
        }
        assert_eq!(edge_bits(super::super::board::ALL_MASK, 0), 31);
    }

    #[test]
    fn value_bytes_round_trip() {
        for v in [
            ProvenValue::Draw,
            ProvenValue::Win(0),
            ProvenValue::Win(58),
            ProvenValue::Loss(1),
            ProvenValue::Loss(127),
        ] {
            let byte = match v {
                ProvenValue::Win(d) => encode_value(true, d),
                ProvenValue::Loss(d) => encode_value(false, d),
                ProvenValue::Draw => DRAW,
            };
            assert_eq!(decode(byte), v);
        }
    }
}
