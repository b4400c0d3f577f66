//! What a scalar means: Psych's YAML 1.1 resolution of plain scalars
//! (`yes` is true, `0644` is octal, `~` is null…) and of explicitly
//! tagged ones, written from Psych's observed behaviour (every rule here has
//! a case in `tests/yaml/scalars.in` checked against Ruby).

use super::number::{is_float, is_integer, parse_float, parse_integer, sexagesimal};
use crate::catalog::Value;

/// A scalar as Psych turns it into a Ruby object, before Puppet sees it.
#[derive(Debug, Clone, PartialEq)]
pub enum Scalar {
    Value(Value),
    /// A Ruby Symbol (`:name`): Puppet turns symbol keys into strings and
    /// refuses symbol values when they are looked up.
    Symbol(String),
    /// An integer outside i64 (Ruby makes it a Bignum).
    BigInt(String),
    /// An object of a class Puppet's safe loader refuses (`Date`, `Time`).
    Class(String),
    /// A conversion Ruby raises on (`!!float abc`, `0x_`): the message.
    Invalid(String),
}

/// Resolves a plain (unquoted, untagged) scalar as Psych's scalar scanner
/// does.
pub fn resolve_plain(s: &str) -> Scalar {
    if s.is_empty() {
        return Scalar::Value(Value::Undef);
    }
    if let Some(word) = resolve_word(s) {
        return word;
    }
    let is = |word: &str| s.eq_ignore_ascii_case(word);
    if is(".inf") || is("+.inf") {
        return Scalar::Value(Value::Float(f64::INFINITY));
    }
    if is("-.inf") {
        return Scalar::Value(Value::Float(f64::NEG_INFINITY));
    }
    if is(".nan") {
        return Scalar::Value(Value::Float(f64::NAN));
    }
    if let Some(rest) = s.strip_prefix(':')
        && !rest.is_empty()
    {
        return Scalar::Symbol(symbol_name(rest).to_string());
    }
    if is_date(s) {
        return Scalar::Class("Date".to_string());
    }
    if is_time(s) {
        return Scalar::Class("Time".to_string());
    }
    if let Some(v) = sexagesimal(s) {
        return v;
    }
    if is_float(s) {
        return parse_float(s);
    }
    if is_integer(s) {
        return parse_integer(s);
    }
    Scalar::Value(Value::str(s))
}

/// The name of a symbol written `:name`, `:"name"` or `:'name'`.
fn symbol_name(rest: &str) -> &str {
    for q in ['"', '\''] {
        if let Some(inner) = rest.strip_prefix(q)
            && let Some(end) = inner.find(q)
        {
            return &inner[..end];
        }
    }
    rest
}

/// Psych's first test: a scalar that starts like a word (an optional
/// non-digit, then letters, spaces and punctuation) is a string unless it
/// is one of the YAML 1.1 booleans or null, in any letter case.
fn resolve_word(s: &str) -> Option<Scalar> {
    let word_char =
        |c: char| c.is_alphabetic() || c.is_whitespace() || "_!@#$%^&*(){}<>|/\\~;=".contains(c);
    let mut chars = s.chars();
    let first = chars.next()?;
    let second = chars.next();
    let starts_as_word = word_char(first)
        || (!first.is_ascii_digit() && !".:-".contains(first) && second.is_some_and(word_char));
    if !starts_as_word {
        return None;
    }
    if s.chars().count() > 5 {
        return Some(Scalar::Value(Value::str(s)));
    }
    let lower = s.to_lowercase();
    Some(Scalar::Value(match lower.as_str() {
        "~" | "null" => Value::Undef,
        "yes" | "true" | "on" => Value::Bool(true),
        "no" | "false" | "off" => Value::Bool(false),
        _ => Value::str(s),
    }))
}

pub(super) fn digits(s: &str) -> bool {
    !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit())
}

/// `2024-01-31`: four-digit year, then one- or two-digit month and day in
/// range (Psych hands such a scalar to `Date`, which Puppet refuses).
fn is_date(s: &str) -> bool {
    let mut parts = s.split('-');
    let (Some(y), Some(m), Some(d), None) =
        (parts.next(), parts.next(), parts.next(), parts.next())
    else {
        return false;
    };
    let ok_month = matches!(m.len(), 1 | 2) && digits(m) && (m.len() == 1 || m <= "12");
    let ok_day = matches!(d.len(), 1 | 2) && digits(d) && (d.len() == 1 || d <= "31");
    y.len() == 4 && digits(y) && ok_month && ok_day
}

/// `2001-12-14t21:59:43.10-05:00`, `2001-12-14 21:59:43.10 -5`: a YAML 1.1
/// timestamp (Psych makes it a `Time`, which Puppet refuses).
fn is_time(s: &str) -> bool {
    let s = s.strip_prefix('-').unwrap_or(s);
    let b = s.as_bytes();
    if b.len() < 10 || !b[..4].iter().all(u8::is_ascii_digit) || b[4] != b'-' {
        return false;
    }
    let mut i = 5;
    let take_digits = |i: &mut usize, min: usize, max: usize| {
        let start = *i;
        while *i < b.len() && *i - start < max && b[*i].is_ascii_digit() {
            *i += 1;
        }
        *i - start >= min
    };
    if !take_digits(&mut i, 1, 2) || b.get(i) != Some(&b'-') {
        return false;
    }
    i += 1;
    if !take_digits(&mut i, 1, 2) {
        return false;
    }
    match b.get(i) {
        Some(b'T' | b't') => i += 1,
        Some(c) if c.is_ascii_whitespace() => {
            while b.get(i).is_some_and(|c| c.is_ascii_whitespace()) {
                i += 1;
            }
        }
        _ => return false,
    }
    if !take_digits(&mut i, 1, 2) || b.get(i) != Some(&b':') {
        return false;
    }
    i += 1;
    if !take_digits(&mut i, 2, 2) || b.get(i) != Some(&b':') {
        return false;
    }
    i += 1;
    if !take_digits(&mut i, 2, 2) {
        return false;
    }
    if b.get(i) == Some(&b'.') {
        i += 1;
        take_digits(&mut i, 0, usize::MAX);
    }
    while b.get(i).is_some_and(|c| c.is_ascii_whitespace()) {
        i += 1;
    }
    match b.get(i) {
        None => true,
        Some(b'Z') => i + 1 == b.len(),
        Some(b'+' | b'-') => {
            i += 1;
            if !take_digits(&mut i, 1, 2) {
                return false;
            }
            if b.get(i) == Some(&b':') {
                i += 1;
            }
            take_digits(&mut i, 0, 2);
            i == b.len()
        }
        _ => false,
    }
}
