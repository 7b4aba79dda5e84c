//! Integration tests for `pyramids-core` (see `tests/`); the crate itself is empty.
