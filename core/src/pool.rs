//! The AI's big tables (the search's transposition tables, the Pylos
//! prover's), kept for the process rather than for each thread.
//!
//! A call takes a table of the kind it needs from one process-wide pool
//! (or makes one), uses it, and gives it back. The pool keeps at most
//! [`IDLE_PER_KIND`] idle tables of a kind and [`IDLE_TABLES`] in all (the
//! oldest goes first), so memory after the calls have returned is bounded
//! whatever the number of threads that made them; while calls run there is
//! one table per running call. Every table counts itself in
//! [`live_table_bytes`], which the tests and `pyramids` read.

use std::any::Any;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;

/// Idle tables of one kind (type and size) the pool keeps.
pub const IDLE_PER_KIND: usize = 2;
/// Idle tables the pool keeps in all.
pub const IDLE_TABLES: usize = 6;

static LIVE_BYTES: AtomicUsize = AtomicUsize::new(0);

/// Bytes held by the AI's tables now, in use or idle in the pool.
pub fn live_table_bytes() -> usize {
    LIVE_BYTES.load(Ordering::Relaxed)
}

/// Counts a table's bytes while it lives: a field of every pooled table.
#[derive(Debug)]
pub(crate) struct Counted(usize);

std::thread_local! {
    static MADE_HERE: std::cell::Cell<u64> = const { std::cell::Cell::new(0) };
}

/// Tables this thread has made (tests: what a call allocated, whatever
/// other threads do meanwhile).
pub fn tables_made_on_this_thread() -> u64 {
    MADE_HERE.with(|m| m.get())
}

impl Counted {
    pub(crate) fn new(bytes: usize) -> Self {
        LIVE_BYTES.fetch_add(bytes, Ordering::Relaxed);
        MADE_HERE.with(|m| m.set(m.get() + 1));
        Counted(bytes)
    }
}

impl Drop for Counted {
    fn drop(&mut self) {
        LIVE_BYTES.fetch_sub(self.0, Ordering::Relaxed);
    }
}

/// A table the pool can keep.
pub(crate) trait Pooled: Any + Send {
    /// Tables of one kind are interchangeable (same type and size).
    fn kind(&self) -> (std::any::TypeId, u32);
}

struct Idle {
    kind: (std::any::TypeId, u32),
    table: Box<dyn Any + Send>,
}

static IDLE: Mutex<Vec<Idle>> = Mutex::new(Vec::new());

fn idle() -> std::sync::MutexGuard<'static, Vec<Idle>> {
    // The list is consistent between statements: a panic elsewhere while
    // it was held leaves nothing half-done.
    IDLE.lock().unwrap_or_else(|p| p.into_inner())
}

/// Runs `f` with a table of `kind`: an idle one from the pool, else
/// `make()`'s; the table goes back to the pool afterwards.
pub(crate) fn with_table<T: Pooled, R>(
    kind: u32,
    make: impl FnOnce() -> T,
    f: impl FnOnce(&mut T) -> R,
) -> R {
    let key = (std::any::TypeId::of::<T>(), kind);
    let taken = {
        let mut list = idle();
        list.iter()
            .rposition(|i| i.kind == key)
            .map(|at| list.remove(at).table)
    };
    let mut table: Box<T> = match taken.and_then(|b| b.downcast::<T>().ok()) {
        Some(t) => t,
        None => Box::new(make()),
    };
    let result = f(&mut table);
    give_back(table);
    result
}

fn give_back<T: Pooled>(table: Box<T>) {
    let kind = table.kind();
    let dropped: Vec<Idle>;
    {
        let mut list = idle();
        list.push(Idle { kind, table });
        let mut extra = Vec::new();
        while list.iter().filter(|i| i.kind == kind).count() > IDLE_PER_KIND {
            let oldest = list.iter().position(|i| i.kind == kind).unwrap_or(0);
            extra.push(list.remove(oldest));
        }
        while list.len() > IDLE_TABLES {
            extra.push(list.remove(0));
        }
        dropped = extra;
    }
    // Freed outside the lock: megabytes each.
    drop(dropped);
}

/// Idle tables in the pool now (tests).
pub fn idle_tables() -> usize {
    idle().len()
}
