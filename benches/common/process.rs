//! Whole-process measurement for the benchmarks that race Puppet: wall
//! time, peak resident memory (from `wait4`'s resource usage), and what
//! the process wrote.

use std::io::Read;
use std::process::{Command, Stdio};
use std::time::Instant;

/// One run of a process.
pub struct Run {
    pub seconds: f64,
    /// User and system time: what the run cost on a machine others share.
    pub cpu_seconds: f64,
    pub peak_mb: f64,
    pub stdout: String,
    pub stderr: String,
}

/// Runs `cmd` to its end; `None` if it cannot be started.
pub fn measure(cmd: &mut Command) -> Option<Run> {
    let start = Instant::now();
    let mut child = cmd
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .ok()?;
    let pid = child.id() as libc::pid_t;
    // Both pipes are drained at once, so that neither fills and stalls it.
    let mut out = child.stdout.take()?;
    let mut err = child.stderr.take()?;
    let stdout = std::thread::spawn(move || {
        let mut bytes = Vec::new();
        let _ = out.read_to_end(&mut bytes);
        bytes
    });
    let stderr = std::thread::spawn(move || {
        let mut bytes = Vec::new();
        let _ = err.read_to_end(&mut bytes);
        bytes
    });
    let mut status = 0;
    let mut usage: libc::rusage = unsafe { std::mem::zeroed() };
    // SAFETY: waiting for our own child; `usage` is a valid out-pointer.
    unsafe { libc::wait4(pid, &mut status, 0, &mut usage) };
    let text = |h: std::thread::JoinHandle<Vec<u8>>| {
        String::from_utf8_lossy(&h.join().unwrap_or_default()).to_string()
    };
    let cpu = |t: libc::timeval| t.tv_sec as f64 + t.tv_usec as f64 / 1e6;
    Some(Run {
        seconds: start.elapsed().as_secs_f64(),
        cpu_seconds: cpu(usage.ru_utime) + cpu(usage.ru_stime),
        peak_mb: usage.ru_maxrss as f64 / 1024.0,
        stdout: text(stdout),
        stderr: text(stderr),
    })
}

/// The fastest of `n` runs (by wall time).
pub fn best_of(n: usize, mut cmd: impl FnMut() -> Command) -> Option<Run> {
    let mut best: Option<Run> = None;
    for _ in 0..n {
        let run = measure(&mut cmd())?;
        if best.as_ref().is_none_or(|b| run.seconds < b.seconds) {
            best = Some(run);
        }
    }
    best
}

/// Whether a program is on the PATH.
pub fn on_path(program: &str) -> bool {
    std::env::var_os("PATH")
        .is_some_and(|paths| std::env::split_paths(&paths).any(|dir| dir.join(program).is_file()))
}
