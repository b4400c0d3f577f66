//! Fuzz target: any text parsed and compiled in-process for node `test`,
//! as `spaceship compile` does. Errors are fine; a panic, an abort (stack
//! overflow), a hang or runaway memory is a finding.
//!
//! A program may legitimately run for ages (`1111111111111111111.map |$n|
//! { $n }` iterates that many times, in Puppet too). As the REPL's Ctrl-C
//! does, a watchdog interrupts an evaluation that has run for 2 s; the
//! evaluator then fails the input cleanly. Only evaluation polls for the
//! interrupt, so a hang anywhere else (parsing, a step that never
//! returns) still reaches libFuzzer's timeout and is a finding.
#![no_main]

use std::sync::Once;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, SystemTime, UNIX_EPOCH};

use libfuzzer_sys::fuzz_target;
use spaceship::driver;
use spaceship::eval::Options;
use spaceship::syntax::{Source, SourceMap};

/// When the running input started, in ms since the epoch; 0 when idle.
static STARTED: AtomicU64 = AtomicU64::new(0);
const EVALUATION_LIMIT_MS: u64 = 2_000;

fn now_ms() -> u64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_millis() as u64)
}

fn start_watchdog() {
    std::thread::spawn(|| {
        loop {
            std::thread::sleep(Duration::from_millis(100));
            let started = STARTED.load(Ordering::Relaxed);
            if started != 0 && now_ms().saturating_sub(started) > EVALUATION_LIMIT_MS {
                spaceship::interrupt::request();
            }
        }
    });
}

fuzz_target!(|data: &[u8]| {
    static WATCHDOG: Once = Once::new();
    WATCHDOG.call_once(start_watchdog);
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let mut sources = SourceMap::default();
    sources.add(Source::new("<fuzz>", text));
    let options = Options {
        node: "test".into(),
        facts: driver::default_facts("test"),
        loader: None,
        exports: None,
        settings: Default::default(),
    };
    spaceship::interrupt::clear();
    STARTED.store(now_ms(), Ordering::Relaxed);
    let _ = driver::compile(&sources, options);
    STARTED.store(0, Ordering::Relaxed);
});
