//! Fuzz target: any text through the parser and validator. Errors are
//! fine; a panic, an abort (stack overflow) or a hang is a finding.
#![no_main]

use libfuzzer_sys::fuzz_target;
use spaceship::syntax::{parse_and_validate, Source};

fuzz_target!(|data: &[u8]| {
    if let Ok(text) = std::str::from_utf8(data) {
        let _ = parse_and_validate(&Source::new("<fuzz>", text), 0);
    }
});
