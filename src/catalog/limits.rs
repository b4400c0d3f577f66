//! How long a string a format may pad or repeat to.
//!
//! Ruby pads `sprintf('%2049899731d', 7)` to two gigabytes when it can
//! allocate them, and Puppet would then try to put that in a catalog. No
//! catalog needs such a string and making one costs seconds and
//! gigabytes (a fuzzer found the width), so widths, precisions and
//! repeat counts past [`MAX_PADDED_CHARS`] are refused with an error that
//! says so: in `sprintf`, the templates' `%`, `ljust`/`rjust`/`center`
//! and `*`, and `strftime`.

/// The most characters a format pads (or a string is repeated) to.
pub const MAX_PADDED_CHARS: usize = 1 << 28;

/// `n` if a format may pad to it; else the error, naming `what` it is
/// (`width`, `precision`…).
pub fn padding(what: &str, n: usize) -> Result<usize, String> {
    if n > MAX_PADDED_CHARS {
        Err(format!(
            "{what} {n} is more than spaceship pads a string to ({MAX_PADDED_CHARS} characters)"
        ))
    } else {
        Ok(n)
    }
}
