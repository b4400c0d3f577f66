//! Fuzz target: any text parsed and compiled in-process for node `test`,
//! as `spaceship compile` does. Errors are fine; a panic, an abort (stack
//! overflow), a hang or runaway memory is a finding.
#![no_main]

use libfuzzer_sys::fuzz_target;
use spaceship::driver;
use spaceship::eval::Options;
use spaceship::syntax::{Source, SourceMap};

fuzz_target!(|data: &[u8]| {
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
    };
    let _ = driver::compile(&sources, options);
});
