//! Timing for the benchmark commands: this thread's CPU time where Linux
//! reports it (`/proc/thread-self/schedstat`, in nanoseconds), so other
//! processes competing for the cores do not inflate a figure; wall time
//! elsewhere.

use std::time::Instant;

fn thread_cpu_ns() -> Option<u64> {
    std::fs::read_to_string("/proc/thread-self/schedstat")
        .ok()?
        .split_whitespace()
        .next()?
        .parse()
        .ok()
}

pub struct Clock {
    wall: Instant,
    cpu: Option<u64>,
}

impl Clock {
    pub fn start() -> Clock {
        Clock {
            wall: Instant::now(),
            cpu: thread_cpu_ns(),
        }
    }

    /// Seconds of CPU time on this thread since `start`, or of wall time
    /// when CPU time is not available.
    pub fn secs(&self) -> f64 {
        match (self.cpu, thread_cpu_ns()) {
            (Some(a), Some(b)) => b.saturating_sub(a) as f64 / 1e9,
            _ => self.wall.elapsed().as_secs_f64(),
        }
    }

    /// What [`Clock::secs`] measures.
    pub fn unit() -> &'static str {
        if thread_cpu_ns().is_some() {
            "s CPU"
        } else {
            "s"
        }
    }
}
