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

mod limited_compile;

use libfuzzer_sys::fuzz_target;

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
    limited_compile::compile(format!("{VARIABLES}{render}"));
});
