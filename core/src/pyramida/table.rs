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
//! with the counts) and never panics, whatever the bytes.

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
        peak_bytes: usize::try_from(stat(80)).unwrap_or(usize::MAX),
        table_bytes: n * 9,
    };
    Ok(Parts {
        keys,
        values: values.to_vec(),
        stats,
    })
}
