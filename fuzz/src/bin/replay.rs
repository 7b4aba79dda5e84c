//! `fuzz-replay TARGET FILE…`: runs each file through one fuzz target (a
//! crash found elsewhere, or a corpus); a failure panics with the file named.

fn main() {
    let mut args = std::env::args().skip(1);
    let names: Vec<&str> = pyramids_fuzz::TARGETS.iter().map(|(n, _)| *n).collect();
    let Some(target) = args.next() else {
        eprintln!(
            "usage: fuzz-replay TARGET FILE…  (targets: {})",
            names.join(", ")
        );
        std::process::exit(2);
    };
    let Some((_, run)) = pyramids_fuzz::TARGETS.iter().find(|(n, _)| *n == target) else {
        eprintln!("unknown target {target:?} ({})", names.join(", "));
        std::process::exit(2);
    };
    let mut count = 0;
    for path in args {
        let bytes = std::fs::read(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
        eprintln!("{target} {path} ({} bytes)", bytes.len());
        run(&bytes);
        count += 1;
    }
    eprintln!("{count} input(s) ran through {target} without a failure");
}
