//! Phase timings: durations (and resident memory) of a compile's phases
//! printed to stderr when `SPACESHIP_TIMINGS` is set. Below every layer
//! that compiles, so the parser, the evaluator and the front ends time
//! themselves the same way.

/// Prints phase durations to stderr when `SPACESHIP_TIMINGS` is set, for
/// finding where compile time goes without a profiler.
pub struct PhaseTimer {
    last: Option<std::time::Instant>,
}

impl PhaseTimer {
    /// Starts timing if `SPACESHIP_TIMINGS` is set.
    pub fn start() -> Self {
        PhaseTimer {
            last: std::env::var_os("SPACESHIP_TIMINGS").map(|_| std::time::Instant::now()),
        }
    }

    /// Reports a figure measured apart from the laps (time spent across
    /// phases, such as rendering templates).
    pub fn report(&self, what: &str, duration: std::time::Duration) {
        if self.last.is_some() {
            eprintln!("timing: {what}: {:.3} ms", duration.as_secs_f64() * 1000.0);
        }
    }

    /// Reports the time since the previous lap under `phase`.
    pub fn lap(&mut self, phase: &str) {
        if let Some(last) = self.last {
            // Resident memory after the phase (Linux only; 0 elsewhere).
            let resident_mb = std::fs::read_to_string("/proc/self/statm")
                .ok()
                .and_then(|s| s.split_whitespace().nth(1)?.parse::<f64>().ok())
                .map_or(0.0, |pages| pages * 4096.0 / 1e6);
            eprintln!(
                "timing: {phase}: {:.1} ms, {resident_mb:.1} MB resident",
                last.elapsed().as_secs_f64() * 1000.0
            );
            self.last = Some(std::time::Instant::now());
        }
    }
}
