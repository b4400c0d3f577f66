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

mod limited_compile;

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    limited_compile::compile(text.to_string());
});
