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

/// The most elements one array, hash or range may be made with, and the
/// most characters a string may be made with (by concatenation,
/// interpolation or repetition): the size budget of one value. Ruby
/// raises `NoMemoryError` ("failed to allocate memory") where the machine
/// runs out; spaceship refuses at this budget instead, before it asks,
/// so that an evaluation that would exhaust memory ends with an error
/// that names the limit rather than an abort.
pub const MAX_ELEMENTS: usize = 1 << 24;

/// `n` if a value of `n` elements (or characters) may be made; else
/// Ruby's "failed to allocate memory", saying what asked (`what`).
pub fn elements(what: &str, n: u128) -> Result<usize, String> {
    if n > MAX_ELEMENTS as u128 {
        Err(format!(
            "failed to allocate memory: {what} of {n} elements is more than spaceship makes one value of ({MAX_ELEMENTS} elements)"
        ))
    } else {
        Ok(n as usize)
    }
}

/// Characters a string may be made with: as [`elements`], for text.
pub fn characters(what: &str, n: u128) -> Result<usize, String> {
    if n > MAX_PADDED_CHARS as u128 {
        Err(format!(
            "failed to allocate memory: {what} of {n} characters is more than spaceship makes one string of ({MAX_PADDED_CHARS} characters)"
        ))
    } else {
        Ok(n as usize)
    }
}

/// How many elements flattening `values` gives (nested arrays expanded,
/// each array counted once however often it is shared, so that a value
/// shared 2^60 ways is measured in one step per distinct part), capped
/// just past [`MAX_ELEMENTS`].
pub fn flattened_len(values: &[crate::catalog::Value]) -> u128 {
    use crate::catalog::Value;
    fn len(v: &Value, known: &mut rustc_hash::FxHashMap<usize, u128>) -> u128 {
        let Value::Array(items) = v else { return 1 };
        let address = std::rc::Rc::as_ptr(items) as *const u8 as usize;
        if let Some(&n) = known.get(&address) {
            return n;
        }
        let n = items
            .iter()
            .map(|item| len(item, known))
            .fold(0u128, |a, b| (a + b).min(MAX_ELEMENTS as u128 + 1));
        known.insert(address, n);
        n
    }
    let mut known = rustc_hash::FxHashMap::default();
    values
        .iter()
        .map(|v| len(v, &mut known))
        .fold(0u128, |a, b| (a + b).min(MAX_ELEMENTS as u128 + 1))
}

/// How many values `v` holds written out (itself, and each array item,
/// hash key and value, nested ones expanded however often they are
/// shared), measured in one step per distinct part and capped just past
/// [`MAX_PADDED_CHARS`]: each is at least one character of text, so a
/// value past that cannot be written within the budget of one string.
pub fn expanded_len(v: &crate::catalog::Value) -> u128 {
    use crate::catalog::Value;
    const CAP: u128 = MAX_PADDED_CHARS as u128 + 1;
    fn len(v: &Value, known: &mut rustc_hash::FxHashMap<usize, u128>) -> u128 {
        let address = match v {
            Value::Array(items) => std::rc::Rc::as_ptr(items) as *const u8 as usize,
            Value::Hash(map) => std::rc::Rc::as_ptr(map) as *const u8 as usize,
            Value::Sensitive(inner) => return len(inner, known),
            _ => return 1,
        };
        if let Some(&n) = known.get(&address) {
            return n;
        }
        let n = match v {
            Value::Array(items) => items
                .iter()
                .fold(1u128, |a, item| (a + len(item, known)).min(CAP)),
            Value::Hash(map) => map.iter().fold(1u128, |a, (k, x)| {
                (a + len(k, known) + len(x, known)).min(CAP)
            }),
            _ => 1,
        };
        known.insert(address, n);
        n
    }
    len(v, &mut rustc_hash::FxHashMap::default())
}

/// `Ok` if `v` may be written out as text: [`expanded_len`] within the
/// budget of one string; else the error, as [`characters`] words it.
pub fn writable(v: &crate::catalog::Value) -> Result<(), String> {
    characters("the text of a value", expanded_len(v)).map(|_| ())
}

/// Appends `v` as interpolation writes it, within the budget of one
/// string ([`writable`] first, then [`push_display`]).
pub fn push_value(out: &mut String, v: &crate::catalog::Value) -> Result<(), String> {
    writable(v)?;
    push_display(out, v)
}

/// Appends `part` to a string being built from many parts (interpolation,
/// `join`) unless the whole would be past the budget of one string: the
/// parts are measured before they are added, so text past the budget is
/// refused before it is allocated (a thousand references to one 100 MB
/// string joined would ask for 100 GB).
pub fn push_text(out: &mut String, part: &str) -> Result<(), String> {
    characters("a string", out.len() as u128 + part.len() as u128)?;
    out.push_str(part);
    Ok(())
}

/// Appends what `part` displays to `out`, as [`push_text`] does: the
/// writing stops at the budget (a value shared 2^60 ways displays as
/// 2^60 elements).
pub fn push_display(out: &mut String, part: &dyn std::fmt::Display) -> Result<(), String> {
    struct Bounded<'a>(&'a mut String);
    impl std::fmt::Write for Bounded<'_> {
        fn write_str(&mut self, s: &str) -> std::fmt::Result {
            if self.0.len() + s.len() > MAX_PADDED_CHARS {
                return Err(std::fmt::Error);
            }
            self.0.push_str(s);
            Ok(())
        }
    }
    let start = out.len();
    if std::fmt::write(&mut Bounded(out), format_args!("{part}")).is_err() {
        let written = out.len() as u128;
        out.truncate(start);
        characters("a string", written.max(MAX_PADDED_CHARS as u128) + 1)?;
    }
    Ok(())
}

/// Fraction digits past which a double's decimal expansion is all zeros:
/// the smallest subnormal, 2^-1074, has 1,074 of them (and a double's
/// `%e` mantissa at most 767 significant digits). Rust's formatter takes
/// at most 65,535 digits of precision; Ruby takes any, so a larger
/// precision is formatted to this one and the rest filled with zeros.
const EXACT_DIGITS: usize = 1100;

/// `f` with `precision` digits after the point (Rust's `{:.*}`), for any
/// precision.
pub fn fixed(f: f64, precision: usize) -> String {
    let mut text = format!("{:.*}", precision.min(EXACT_DIGITS), f);
    if precision > EXACT_DIGITS && f.is_finite() {
        text.extend(std::iter::repeat_n('0', precision - EXACT_DIGITS));
    }
    text
}

/// `f` as `d.ddde<exponent>` with `precision` digits after the point
/// (Rust's `{:.*e}`), for any precision.
pub fn scientific(f: f64, precision: usize) -> String {
    let text = format!("{:.*e}", precision.min(EXACT_DIGITS), f);
    if precision <= EXACT_DIGITS || !f.is_finite() {
        return text;
    }
    let (mantissa, exponent) = text.split_once('e').unwrap_or((&text, "0"));
    let zeros = "0".repeat(precision - EXACT_DIGITS);
    format!("{mantissa}{zeros}e{exponent}")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn precisions_past_rusts_limit_are_filled_with_zeros() {
        assert_eq!(fixed(1.5, 2), "1.50");
        assert_eq!(fixed(1.0, 70_000).len(), 70_002);
        assert!(fixed(1.0, 70_000).ends_with("000"));
        assert_eq!(scientific(2.5, 2), "2.50e0");
        let long = scientific(2.5, 70_000);
        assert!(long.starts_with("2.50") && long.ends_with("0e0"));
        assert_eq!(long.len(), 70_004);
        assert_eq!(fixed(f64::NAN, 70_000), "NaN");
    }
}
