//! Psych's YAML 1.1 numbers: integers in four bases with `_` and `,`
//! separators, floats that need a `.` (and a signed exponent), and base-60
//! "sexagesimal" numbers (`1:30:00`), as Psych's scalar scanner resolves
//! them and Ruby's `Integer()`/`Float()` convert them.

use super::scalar::{Scalar, digits};
use crate::catalog::Value;

/// Splits an optional sign off.
fn sign(s: &str) -> (bool, &str) {
    match s.as_bytes().first() {
        Some(b'-') => (true, &s[1..]),
        Some(b'+') => (false, &s[1..]),
        _ => (false, s),
    }
}

/// `1:30:00` (an integer, 5400) or `1:30.5` (a float): base 60, at most
/// three parts, later parts below 60.
pub(super) fn sexagesimal(s: &str) -> Option<Scalar> {
    if !s.contains(':') {
        return None;
    }
    let (negative, body) = sign(s);
    let (body, fraction) = match body.split_once('.') {
        Some((b, f)) => (b, Some(f)),
        None => (body, None),
    };
    let parts: Vec<&str> = body.split(':').collect();
    if !(2..=3).contains(&parts.len()) {
        return None;
    }
    let head = parts[0];
    if !head.starts_with(|c: char| c.is_ascii_digit())
        || !head.bytes().all(|b| b.is_ascii_digit() || b == b'_')
    {
        return None;
    }
    if !parts[1..]
        .iter()
        .all(|p| matches!(p.len(), 1 | 2) && digits(p) && (p.len() == 1 || p.as_bytes()[0] <= b'5'))
    {
        return None;
    }
    if let Some(f) = fraction
        && !f.bytes().all(|b| b.is_ascii_digit() || b == b'_')
    {
        return None;
    }
    // Psych weighs the parts 60^|i-2|: `1:30:00` is 1h30m, and so is `1:30`
    // (hours and minutes, not minutes and seconds).
    let head: String = head.chars().filter(|&c| c != '_').collect();
    let weight = |i: usize| 60i128.pow((i as i32 - 2).unsigned_abs());
    let last = parts.len() - 1;
    if let Some(f) = fraction {
        let mut total = 0.0;
        for (i, p) in parts.iter().enumerate() {
            let mut text = if i == 0 { head.clone() } else { p.to_string() };
            if i == last {
                let f: String = f.chars().filter(|&c| c != '_').collect();
                text = format!("{text}.{f}0");
            }
            let mut n = text.parse::<f64>().unwrap_or(0.0);
            if i == 0 && negative {
                n = -n;
            }
            total += n * weight(i) as f64;
        }
        return Some(Scalar::Value(Value::Float(total)));
    }
    // The sign belongs to the first part only: `-1:30` is -3600 + 1800.
    let mut total: i128 = 0;
    for (i, p) in parts.iter().enumerate() {
        let digits = if i == 0 { head.as_str() } else { p };
        let mut n: i128 = digits.parse().ok()?;
        if i == 0 && negative {
            n = -n;
        }
        total = total.checked_add(n.checked_mul(weight(i))?)?;
    }
    Some(match i64::try_from(total) {
        Ok(i) => Scalar::Value(Value::Int(i)),
        Err(_) => Scalar::BigInt(total.to_string()),
    })
}

/// Psych's YAML 1.1 float: `[-+]` digits (with `_` and `,`) `.` digits,
/// an exponent only with a sign (`1.0e+3`; `1e3` stays a string).
pub(super) fn is_float(s: &str) -> bool {
    let (_, body) = sign(s);
    let Some((int, rest)) = body.split_once('.') else {
        return false;
    };
    // The integer part may be empty (`.5`), else starts with a digit.
    let int_ok = int.is_empty()
        || (int.starts_with(|c: char| c.is_ascii_digit())
            && int
                .bytes()
                .all(|b| b.is_ascii_digit() || b == b'_' || b == b','));
    if !int_ok {
        return false;
    }
    let (frac, exp) = match rest.find(['e', 'E']) {
        Some(i) => (&rest[..i], Some(&rest[i + 1..])),
        None => (rest, None),
    };
    if !frac.bytes().all(|b| b.is_ascii_digit()) {
        return false;
    }
    if let Some(exp) = exp {
        let Some(d) = exp.strip_prefix(['+', '-']) else {
            return false;
        };
        if !digits(d) {
            return false;
        }
    }
    // A lone `.` (or `-.`) is a string.
    !(int.is_empty() && rest.is_empty())
}

pub(super) fn parse_float(s: &str) -> Scalar {
    let cleaned: String = s.chars().filter(|&c| c != '_' && c != ',').collect();
    match ruby_float(&cleaned) {
        Some(f) => Scalar::Value(Value::Float(f)),
        None => Scalar::Invalid(format!("invalid value for Float(): {cleaned:?}")),
    }
}

/// Ruby's `Float()` on the forms the float rule admits (`1.`, `.5`).
pub(super) fn ruby_float(s: &str) -> Option<f64> {
    let t = s.trim();
    let t = t.replace(".e", "e").replace(".E", "E");
    let t = t.strip_suffix('.').unwrap_or(&t);
    if t.is_empty() || t.contains(|c: char| c.is_ascii_alphabetic() && c != 'e' && c != 'E') {
        return None;
    }
    t.parse().ok()
}

/// Psych's YAML 1.1 integer: `0b1010`, `0644` (octal), `0x1F`, or decimal
/// with `_` or `,` between digits (`1_000`, `1,000`).
pub(super) fn is_integer(s: &str) -> bool {
    let (_, body) = sign(s);
    let all = |t: &str, f: fn(u8) -> bool| !t.is_empty() && t.bytes().all(f);
    if let Some(t) = body.strip_prefix("0b") {
        return all(t, |b| matches!(b, b'0' | b'1' | b'_' | b','));
    }
    if let Some(t) = body.strip_prefix("0x") {
        return all(t, |b| b.is_ascii_hexdigit() || b == b'_' || b == b',');
    }
    if body == "0" {
        return true;
    }
    if let Some(t) = body.strip_prefix('0') {
        return all(t, |b| matches!(b, b'0'..=b'7' | b'_' | b','));
    }
    // Decimal: a non-zero digit, then digits each optionally preceded by
    // one `_` or `,`.
    let b = body.as_bytes();
    if b.is_empty() || !matches!(b[0], b'1'..=b'9') {
        return false;
    }
    let mut i = 1;
    while i < b.len() {
        if matches!(b[i], b'_' | b',') {
            i += 1;
        }
        if i >= b.len() || !b[i].is_ascii_digit() {
            return false;
        }
        i += 1;
    }
    true
}

/// Ruby's `Integer()` on what the integer rule admitted, separators
/// dropped: a leading `0` means octal.
pub(super) fn parse_integer(s: &str) -> Scalar {
    let cleaned: String = s.chars().filter(|&c| c != '_' && c != ',').collect();
    let (negative, body) = sign(&cleaned);
    let (radix, digits) = if let Some(d) = body.strip_prefix("0b") {
        (2, d)
    } else if let Some(d) = body.strip_prefix("0x") {
        (16, d)
    } else if body.len() > 1
        && let Some(d) = body.strip_prefix('0')
    {
        (8, d)
    } else {
        (10, body)
    };
    if digits.is_empty() {
        return Scalar::Invalid(format!("invalid value for Integer(): {cleaned:?}"));
    }
    match i128::from_str_radix(digits, radix) {
        Ok(n) => {
            let n = if negative { -n } else { n };
            match i64::try_from(n) {
                Ok(i) => Scalar::Value(Value::Int(i)),
                Err(_) => Scalar::BigInt(n.to_string()),
            }
        }
        Err(_) => Scalar::BigInt(cleaned),
    }
}

/// Ruby's `Float#to_s` for a finite float, which Psych writes floats as:
/// the shortest digits that read back as the same float (the nearest such,
/// ties to even), fixed notation for decimal exponents from -4 to 15, and
/// `1.0e+16` style outside (or at 16 when nothing follows the point).
pub fn ruby_float_to_s(f: f64) -> String {
    if f == 0.0 {
        return if f.is_sign_negative() { "-0.0" } else { "0.0" }.to_string();
    }
    // Rust's shortest form may break a tie upwards where Ruby's dtoa
    // rounds to even: redo it correctly rounded at the same length.
    let shortest = format!("{:e}", f.abs());
    let (mantissa, _) = shortest.split_once('e').unwrap_or((&shortest, "0"));
    let len = mantissa.chars().filter(char::is_ascii_digit).count();
    let exact = format!("{:.*e}", len.saturating_sub(1), f.abs());
    let chosen = if exact.parse::<f64>() == Ok(f.abs()) {
        exact
    } else {
        shortest
    };
    let (mantissa, exp) = chosen.split_once('e').unwrap_or((&chosen, "0"));
    let digits: String = mantissa.chars().filter(char::is_ascii_digit).collect();
    let digits = digits.trim_end_matches('0');
    let digits = if digits.is_empty() { "0" } else { digits };
    let exp: i32 = exp.parse().unwrap_or(0);
    // Where the point falls in `digits`.
    let decpt = exp + 1;
    let sign = if f < 0.0 { "-" } else { "" };
    let n = digits.len() as i32;
    if decpt < -3 || (decpt >= 16 && n <= decpt) {
        let (first, rest) = digits.split_at(1);
        let rest = if rest.is_empty() { "0" } else { rest };
        let e = decpt - 1;
        format!(
            "{sign}{first}.{rest}e{}{:02}",
            if e < 0 { '-' } else { '+' },
            e.abs()
        )
    } else if decpt <= 0 {
        format!("{sign}0.{}{digits}", "0".repeat((-decpt) as usize))
    } else if n <= decpt {
        format!("{sign}{digits}{}.0", "0".repeat((decpt - n) as usize))
    } else {
        let (int, frac) = digits.split_at(decpt as usize);
        format!("{sign}{int}.{frac}")
    }
}
