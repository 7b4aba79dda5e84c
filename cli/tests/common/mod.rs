//! Running the `pyramids` binary from the CLI's test files: one way for all
//! of them, so each starts it with its cache (and home) in a scratch place,
//! never the user's.

// Each test file is its own crate and uses only part of this.
#![allow(dead_code)]

use std::io::Write;
use std::path::Path;
use std::process::{Command, Output, Stdio};

/// The binary with `args`, its table cache and home at `cache`.
pub fn command(args: &[&str], cache: &Path) -> Command {
    let mut c = Command::new(env!("CARGO_BIN_EXE_pyramids"));
    c.args(args)
        .env("XDG_CACHE_HOME", cache)
        .env("HOME", cache)
        .env_remove("NO_COLOR");
    c
}

/// Runs it with `stdin` written to it (the program may exit before reading
/// everything, e.g. on a bad option) and waits for it.
pub fn output(args: &[&str], stdin: &[u8], cache: &Path) -> Output {
    let mut child = command(args, cache)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("binary runs");
    let _ = child.stdin.take().unwrap().write_all(stdin);
    child.wait_with_output().unwrap()
}

/// Stdout, stderr and whether it succeeded.
pub fn texts(out: &Output) -> (String, String, bool) {
    (
        String::from_utf8_lossy(&out.stdout).into(),
        String::from_utf8_lossy(&out.stderr).into(),
        out.status.success(),
    )
}
