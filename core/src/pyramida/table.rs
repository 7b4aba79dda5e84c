//! The kept solution as bytes: what `pyramids solve pyramida --write-table`
//! writes at build time and an app hands back to the core
//! ([`super::solver::install_solution`]) so that a phone never solves.
//!
//! Layout (all integers little-endian):
//!
//! ```text
//! offset size
//!      0    8  magic "PYRMDTBL"
//!      8    4  format version (1)
//!     12    4  header length in bytes (HEADER, 88)
//!     16    8  decisive entries n
//!     24    8  payload length in bytes
//!     32    8  canonical positions (states)
//!     40    8  moves (edges)
//!     48    8  wins          56  8  losses       64  8  draws
//!     72    4  longest win   76  1  start value  77  1  swapped start value
//!     78    2  zero
//!     80    8  peak bytes of the solve
//!     88       payload: n keys as LEB128 deltas (each > 0, the first
//!              from 0), then n value bytes
//!    end-8  8  FNV-1a 64 of every byte before it
//! ```
//!
//! Only figures the solve always gives the same are stored (no times), so
//! the file is a pure function of the solver: every build writes the same
//! bytes. A solution read from a table reports a zero solve time.
//!
//! Reading checks everything (length, magic, version, checksum, that the
//! keys rise and fit in 57 bits, that the values are decisive and agree
//! with the counts, that the two start values are the table's own values
//! of the two starts, that the reserved bytes are zero and the figures
//! plausible) and never panics, whatever the bytes.
//!
//! The checksum catches accidents, not changes: anyone can recompute it.
//! But the table is a pure function of the solver, so the engine knows the
//! one table it accepts: [`Solution::from_bytes`](super::solver::Solution::from_bytes)
//! also compares the SHA-256 of the whole file with [`ENGINE_TABLE_SHA256`],
//! which a test keeps true by solving and comparing.

use std::time::Duration;

use super::solver::{decode, encode_value, SolveStats};
use crate::search::ProvenValue;

pub const MAGIC: [u8; 8] = *b"PYRMDTBL";
pub const VERSION: u32 = 1;
const HEADER: usize = 88;
const TRAILER: usize = 8;
/// The most bytes a reader of table files (CLI, apps) accepts: the table
/// is some 600 KB, so anything past this is not one, and is refused before
/// it is read.
pub const MAX_TABLE_BYTES: usize = 16 << 20;
/// Keys are packed positions: 57 bits.
const KEY_LIMIT: u64 = 1 << 57;
/// No solve of this game could peak above this (the real one: ~400 MiB).
const MAX_PEAK_BYTES: u64 = 1 << 36;

/// SHA-256 of the one table this engine's solver writes (the file of
/// `pyramids solve pyramida --write-table`, 617,387 bytes). Kept true by
/// `solver_tests::the_engine_carries_the_digest_of_the_table_it_solves`;
/// a change to the solver or the format changes it there.
pub const ENGINE_TABLE_SHA256: [u8; 32] =
    hex32("ac47d6cf65d4e45762d8b841abb6cd6d40425c387a86048423f8e4cbcfe8bd10");

const fn hex32(text: &str) -> [u8; 32] {
    let b = text.as_bytes();
    assert!(b.len() == 64);
    let mut out = [0u8; 32];
    let mut i = 0;
    while i < 32 {
        out[i] = (nibble(b[2 * i]) << 4) | nibble(b[2 * i + 1]);
        i += 1;
    }
    out
}

const fn nibble(c: u8) -> u8 {
    match c {
        b'0'..=b'9' => c - b'0',
        b'a'..=b'f' => c - b'a' + 10,
        _ => panic!("not a lower-case hex digit"),
    }
}

/// SHA-256 (FIPS 180-4) of `bytes`.
pub fn sha256(bytes: &[u8]) -> [u8; 32] {
    const K: [u32; 64] = [
        0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4,
        0xab1c5ed5, 0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe,
        0x9bdc06a7, 0xc19bf174, 0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f,
        0x4a7484aa, 0x5cb0a9dc, 0x76f988da, 0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7,
        0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967, 0x27b70a85, 0x2e1b2138, 0x4d2c6dfc,
        0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85, 0xa2bfe8a1, 0xa81a664b,
        0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070, 0x19a4c116,
        0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
        0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7,
        0xc67178f2,
    ];
    let mut h: [u32; 8] = [
        0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab,
        0x5be0cd19,
    ];
    let mut padded = bytes.to_vec();
    padded.push(0x80);
    while padded.len() % 64 != 56 {
        padded.push(0);
    }
    padded.extend_from_slice(&((bytes.len() as u64).wrapping_mul(8)).to_be_bytes());
    for block in padded.chunks_exact(64) {
        let mut w = [0u32; 64];
        for (i, word) in block.chunks_exact(4).enumerate() {
            w[i] = u32::from_be_bytes([word[0], word[1], word[2], word[3]]);
        }
        for i in 16..64 {
            let s0 = w[i - 15].rotate_right(7) ^ w[i - 15].rotate_right(18) ^ (w[i - 15] >> 3);
            let s1 = w[i - 2].rotate_right(17) ^ w[i - 2].rotate_right(19) ^ (w[i - 2] >> 10);
            w[i] = w[i - 16]
                .wrapping_add(s0)
                .wrapping_add(w[i - 7])
                .wrapping_add(s1);
        }
        let [mut a, mut b, mut c, mut d, mut e, mut f, mut g, mut hh] = h;
        for i in 0..64 {
            let s1 = e.rotate_right(6) ^ e.rotate_right(11) ^ e.rotate_right(25);
            let ch = (e & f) ^ (!e & g);
            let t1 = hh
                .wrapping_add(s1)
                .wrapping_add(ch)
                .wrapping_add(K[i])
                .wrapping_add(w[i]);
            let s0 = a.rotate_right(2) ^ a.rotate_right(13) ^ a.rotate_right(22);
            let maj = (a & b) ^ (a & c) ^ (b & c);
            let t2 = s0.wrapping_add(maj);
            hh = g;
            g = f;
            f = e;
            e = d.wrapping_add(t1);
            d = c;
            c = b;
            b = a;
            a = t1.wrapping_add(t2);
        }
        for (x, y) in h.iter_mut().zip([a, b, c, d, e, f, g, hh]) {
            *x = x.wrapping_add(y);
        }
    }
    let mut out = [0u8; 32];
    for (chunk, word) in out.chunks_exact_mut(4).zip(h) {
        chunk.copy_from_slice(&word.to_be_bytes());
    }
    out
}

/// A digest as lower-case hex.
pub fn hex(digest: &[u8]) -> String {
    digest.iter().map(|b| format!("{b:02x}")).collect()
}

/// Why a table was refused.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum TableError {
    #[error("not a Pyramida table (bad magic)")]
    BadMagic,
    #[error("table format version {found} is not supported (this build reads version {VERSION})")]
    UnknownVersion { found: u32 },
    #[error("truncated table: {needed} bytes needed, {found} present")]
    Truncated { needed: u64, found: u64 },
    #[error("table checksum mismatch (stored {stored:016x}, computed {computed:016x})")]
    ChecksumMismatch { stored: u64, computed: u64 },
    #[error("inconsistent table: {0}")]
    Inconsistent(String),
    /// Well formed, but not the table this engine solves (SHA-256 given):
    /// changed after it was written, or from another version.
    #[error("not the table this engine solves (SHA-256 {digest}); write it with `pyramids solve pyramida --write-table`")]
    NotThisEngine { digest: String },
}

/// FNV-1a, 64 bits.
pub fn fnv1a64(bytes: &[u8]) -> u64 {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for &b in bytes {
        h ^= u64::from(b);
        h = h.wrapping_mul(0x0000_0100_0000_01b3);
    }
    h
}

/// The checksum stored in a table's last eight bytes (`None` if too short
/// to hold one).
pub fn stored_checksum(bytes: &[u8]) -> Option<u64> {
    let tail = bytes.len().checked_sub(TRAILER)?;
    Some(u64::from_le_bytes(bytes[tail..].try_into().ok()?))
}

fn value_byte(v: ProvenValue) -> u8 {
    match v {
        ProvenValue::Win(d) => encode_value(true, d),
        ProvenValue::Loss(d) => encode_value(false, d),
        ProvenValue::Draw => 0,
    }
}

pub(super) fn to_bytes(keys: &[u64], values: &[u8], stats: &SolveStats) -> Vec<u8> {
    let mut payload = Vec::with_capacity(keys.len() * 7);
    let mut prev = 0u64;
    for &k in keys {
        let mut d = k - prev;
        prev = k;
        loop {
            let byte = (d & 0x7f) as u8;
            d >>= 7;
            if d == 0 {
                payload.push(byte);
                break;
            }
            payload.push(byte | 0x80);
        }
    }
    payload.extend_from_slice(values);

    let mut out = Vec::with_capacity(HEADER + payload.len() + TRAILER);
    out.extend_from_slice(&MAGIC);
    out.extend_from_slice(&VERSION.to_le_bytes());
    out.extend_from_slice(&(HEADER as u32).to_le_bytes());
    for v in [
        keys.len() as u64,
        payload.len() as u64,
        stats.states,
        stats.edges,
        stats.wins,
        stats.losses,
        stats.draws,
    ] {
        out.extend_from_slice(&v.to_le_bytes());
    }
    out.extend_from_slice(&stats.longest_win.to_le_bytes());
    out.push(value_byte(stats.start));
    out.push(value_byte(stats.start_swapped));
    out.extend_from_slice(&[0, 0]);
    out.extend_from_slice(&(stats.peak_bytes as u64).to_le_bytes());
    debug_assert_eq!(out.len(), HEADER);
    out.extend_from_slice(&payload);
    let sum = fnv1a64(&out);
    out.extend_from_slice(&sum.to_le_bytes());
    out
}

fn u32_at(b: &[u8], at: usize) -> u32 {
    let mut a = [0u8; 4];
    a.copy_from_slice(&b[at..at + 4]);
    u32::from_le_bytes(a)
}

fn u64_at(b: &[u8], at: usize) -> u64 {
    let mut a = [0u8; 8];
    a.copy_from_slice(&b[at..at + 8]);
    u64::from_le_bytes(a)
}

fn inconsistent(what: impl Into<String>) -> TableError {
    TableError::Inconsistent(what.into())
}

pub(super) struct Parts {
    pub keys: Vec<u64>,
    pub values: Vec<u8>,
    pub stats: SolveStats,
}

pub(super) fn from_bytes(bytes: &[u8]) -> Result<Parts, TableError> {
    let found = bytes.len() as u64;
    if bytes.len() < MAGIC.len() {
        // Empty or a cut-off magic is a truncated table; anything else is not one.
        return Err(if MAGIC.starts_with(bytes) {
            TableError::Truncated {
                needed: (HEADER + TRAILER) as u64,
                found,
            }
        } else {
            TableError::BadMagic
        });
    }
    if bytes[..8] != MAGIC {
        return Err(TableError::BadMagic);
    }
    if bytes.len() < 12 {
        return Err(TableError::Truncated {
            needed: (HEADER + TRAILER) as u64,
            found,
        });
    }
    let version = u32_at(bytes, 8);
    if version != VERSION {
        return Err(TableError::UnknownVersion { found: version });
    }
    if bytes.len() < HEADER + TRAILER {
        return Err(TableError::Truncated {
            needed: (HEADER + TRAILER) as u64,
            found,
        });
    }
    let header = u32_at(bytes, 12);
    if header as usize != HEADER {
        return Err(inconsistent(format!(
            "header length {header}, version {VERSION} has {HEADER}"
        )));
    }
    let n = u64_at(bytes, 16);
    let payload_len = u64_at(bytes, 24);
    let needed = (HEADER as u64)
        .saturating_add(payload_len)
        .saturating_add(TRAILER as u64);
    if found < needed {
        return Err(TableError::Truncated { needed, found });
    }
    if found > needed {
        return Err(inconsistent(format!(
            "{} bytes after the end of the table",
            found - needed
        )));
    }
    let body = bytes.len() - TRAILER;
    let stored = u64_at(bytes, body);
    let computed = fnv1a64(&bytes[..body]);
    if stored != computed {
        return Err(TableError::ChecksumMismatch { stored, computed });
    }

    // Every key takes at least one byte and every value one: this bounds
    // `n` by the input's size before anything is allocated for it.
    let payload = &bytes[HEADER..body];
    if n.checked_mul(2)
        .is_none_or(|need| need > payload.len() as u64)
    {
        return Err(inconsistent(format!(
            "{n} entries cannot fit in {} payload bytes",
            payload.len()
        )));
    }
    let n = n as usize;
    let (key_bytes, values) = payload.split_at(payload.len() - n);
    let mut keys = Vec::with_capacity(n);
    let mut prev = 0u64;
    let mut at = 0usize;
    while at < key_bytes.len() {
        let mut delta = 0u64;
        let mut shift = 0u32;
        loop {
            let Some(&byte) = key_bytes.get(at) else {
                return Err(inconsistent("a key runs into the values"));
            };
            at += 1;
            if shift > 56 {
                return Err(inconsistent("a key delta is too long"));
            }
            delta |= u64::from(byte & 0x7f) << shift;
            shift += 7;
            if byte & 0x80 == 0 {
                break;
            }
        }
        if delta == 0 {
            return Err(inconsistent("keys are not strictly increasing"));
        }
        prev = match prev.checked_add(delta) {
            Some(k) if k < KEY_LIMIT => k,
            _ => return Err(inconsistent("a key is out of range")),
        };
        keys.push(prev);
    }
    if keys.len() != n {
        return Err(inconsistent(format!("{} keys for {n} entries", keys.len())));
    }

    let (mut wins, mut losses, mut longest) = (0u64, 0u64, 0u32);
    for &b in values {
        match decode(b) {
            ProvenValue::Win(d) => {
                wins += 1;
                longest = longest.max(d);
            }
            ProvenValue::Loss(_) => losses += 1,
            ProvenValue::Draw => {
                return Err(inconsistent(
                    "a draw is listed among the decisive positions",
                ))
            }
        }
    }
    let stat = |at: usize| u64_at(bytes, at);
    let (states, edges, s_wins, s_losses, draws) =
        (stat(32), stat(40), stat(48), stat(56), stat(64));
    let longest_win = u32_at(bytes, 72);
    if (s_wins, s_losses) != (wins, losses) {
        return Err(inconsistent(format!(
            "header counts {s_wins} wins and {s_losses} losses, the values {wins} and {losses}"
        )));
    }
    if wins.checked_add(losses).and_then(|d| d.checked_add(draws)) != Some(states) {
        return Err(inconsistent(format!(
            "{wins} wins + {losses} losses + {draws} draws is not {states} positions"
        )));
    }
    if longest_win != longest {
        return Err(inconsistent(format!(
            "header says the longest win is {longest_win}, the values {longest}"
        )));
    }
    if bytes[78..80] != [0, 0] {
        return Err(inconsistent("the reserved header bytes are not zero"));
    }
    if edges < states.saturating_sub(1) {
        return Err(inconsistent(format!(
            "{edges} moves cannot reach {states} positions"
        )));
    }
    let peak = stat(80);
    if peak > MAX_PEAK_BYTES {
        return Err(inconsistent(format!("a solve peak of {peak} bytes")));
    }
    // The stored start values must be the table's own values of the starts.
    let own = |swapped: bool| {
        let start = super::Pyramida::start(&super::PyramidaOptions { swapped });
        let (key, _) = super::solver::canonical_key(&start);
        keys.binary_search(&key).map_or(0, |i| values[i])
    };
    for (at, swapped) in [(76usize, false), (77, true)] {
        if bytes[at] != own(swapped) {
            return Err(inconsistent(format!(
                "the header's start value {} is not the table's {}",
                super::solver::describe(decode(bytes[at])),
                super::solver::describe(decode(own(swapped)))
            )));
        }
    }
    let stats = SolveStats {
        states,
        edges,
        wins,
        losses,
        draws,
        longest_win,
        start: decode(bytes[76]),
        start_swapped: decode(bytes[77]),
        solve_time: Duration::ZERO,
        phases: [Duration::ZERO; 2],
        peak_bytes: usize::try_from(peak).unwrap_or(usize::MAX),
        table_bytes: n * 9,
    };
    Ok(Parts {
        keys,
        values: values.to_vec(),
        stats,
    })
}
