//! Integration tests for `pyramids-core` (see `tests/`), and the reader of
//! the conformance scenarios in `scenarios/` (format: `docs/bindings.md`).
//!
//! The same scenario files run here against the core and in
//! `bindings/kotlin-tests` against the FFI, so both are checked against one
//! source of truth.

pub mod files;
pub mod interaction;
pub mod lessons;
pub mod puzzles;
pub mod scenarios;
