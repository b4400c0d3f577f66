//! Fuzz target: any text rendered as an ERB template (`inline_template`)
//! or an EPP one (`inline_epp`), chosen by the input's first byte (even:
//! ERB, odd: EPP), in a compile for node `test` that gives the template
//! a few variables of each kind. Errors are fine; a panic, an abort
//! (stack overflow, allocation failure), a hang or runaway memory is a
//! finding.
//!
//! As in the compile target, a watchdog interrupts a render that has run
//! for 2 s (the template evaluator polls the interrupt at every step, as
//! the REPL's Ctrl-C reaches it), so a template that legitimately loops
//! for ages fails cleanly.
#![no_main]

use std::sync::Once;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, SystemTime, UNIX_EPOCH};

use libfuzzer_sys::fuzz_target;
use spaceship::driver;
use spaceship::eval::Options;
use spaceship::syntax::{Source, SourceMap};

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

/// The template text as a single-quoted Puppet string.
fn quoted(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + 2);
    out.push('\'');
    for c in text.chars() {
        if c == '\\' || c == '\'' {
            out.push('\\');
        }
        out.push(c);
    }
    out.push('\'');
    out
}

/// What the template can see: a string, numbers, an array, a hash, undef.
const VARIABLES: &str = "$s = 'text'\n$n = 42\n$f = 1.5\n$a = [1, 'b', [2, 3]]\n$h = {'k' => 'v', 'n' => [1, {'x' => 2}]}\n$u = undef\n";

fuzz_target!(|data: &[u8]| {
    static WATCHDOG: Once = Once::new();
    WATCHDOG.call_once(start_watchdog);
    let Some((&kind, rest)) = data.split_first() else {
        return;
    };
    let Ok(text) = std::str::from_utf8(rest) else {
        return;
    };
    let render = if kind % 2 == 0 {
        format!("notice(inline_template({}))\n", quoted(text))
    } else {
        format!(
            "notice(inline_epp({}, {{ 's' => $s, 'a' => $a, 'h' => $h }}))\n",
            quoted(text)
        )
    };
    let mut sources = SourceMap::default();
    sources.add(Source::new("<fuzz>", format!("{VARIABLES}{render}")));
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
