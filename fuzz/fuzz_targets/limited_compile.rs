//! What the compile and templates targets share: an in-process compile
//! for node `test` that a watchdog interrupts after 2 s, as the REPL's
//! Ctrl-C does, so that a program which legitimately runs for ages fails
//! cleanly instead of reaching libFuzzer's timeout. Only evaluation polls
//! the interrupt: a hang anywhere else is still a finding.

use std::sync::Once;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, SystemTime, UNIX_EPOCH};

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

/// Compiles `text` (named `<fuzz>`) for node `test`; errors are expected.
pub fn compile(text: String) {
    static WATCHDOG: Once = Once::new();
    WATCHDOG.call_once(start_watchdog);
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
}
