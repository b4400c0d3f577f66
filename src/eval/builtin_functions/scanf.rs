//! `scanf(data, format)`: Puppet hands the work to Ruby's `String#scanf`
//! (the scanf library), so this follows that library: the format splits
//! into specifiers, each an anchored pattern tried in turn on what is left
//! of the data (leading whitespace skipped except before `%c` and `%[`),
//! stopping at the first that fails; literals and `%*` conversions give
//! nothing.

use fancy_regex::Regex;

use crate::catalog::Value;

/// How a matched field becomes a value.
#[derive(Clone, Copy)]
enum Handler {
    Decimal,
    Hex,
    Octal,
    Integer,
    Float,
    Plain,
    Nothing,
}

/// One specifier: its pattern (anchored), how its match converts, and
/// whether it keeps the input's leading whitespace.
struct Spec {
    pattern: Regex,
    handler: Handler,
    keeps_space: bool,
}

const HEX: &str = "[A-Fa-f0-9]";
const FLOAT: &str = r"[-+]?(?:0[xX](?:\.[0-9a-fA-F]+|[0-9a-fA-F]+(?:\.[0-9a-fA-F]*)?)[pP][-+]?\d+|\d+(?![\d.])|\d*\.\d*(?:[eE][-+]?\d+)?)";

/// The specifiers of a format, as Ruby's `FormatString` scans them.
fn specs(format: &str) -> Result<Vec<Spec>, String> {
    if format.trim().is_empty() {
        return Ok(Vec::new());
    }
    let splitter = Regex::new(
        r"(?i)(?:\s*%(?:%|\*?\d*(?:\[\[:\w+:\]\]|\[[^\]]*\]|[diuXxofFeEgGscaA])))|[^%\s]+",
    )
    .expect("valid splitter");
    let mut out = Vec::new();
    for found in splitter.find_iter(format) {
        let text = found.map_err(|e| e.to_string())?.as_str();
        out.push(spec(text)?);
    }
    Ok(out)
}

/// The pattern and handler of one specifier (the first of Ruby's cases
/// its text matches).
fn spec(text: &str) -> Result<Spec, String> {
    let captures = |re: &str| {
        Regex::new(re)
            .expect("valid case")
            .captures(text)
            .ok()
            .flatten()
            .map(|c| {
                (1..c.len())
                    .map(|i| c.get(i).map_or("", |m| m.as_str()).to_string())
                    .collect::<Vec<_>>()
            })
    };
    let width = |w: &str| w.parse::<usize>().unwrap_or(0);
    use Handler::*;
    let (pattern, handler) = if let Some(c) = captures(r"%\*?(\[\[:[a-z]+:\]\])") {
        (format!("({}+)", c[0]), Plain)
    } else if let Some(c) = captures(r"%\*?(\d+)(\[\[:[a-z]+:\]\])") {
        (format!("({}{{1,{}}})", c[1], c[0]), Plain)
    } else if let Some(c) = captures(r"%\*?\[([^\]]*)\]") {
        let yes = &c[0];
        let no = match yes.strip_prefix('^') {
            Some(rest) => rest.to_string(),
            None => format!("^{yes}"),
        };
        (format!(r"([{yes}]+)(?=[{no}]|\z)"), Plain)
    } else if let Some(c) = captures(r"%\*?(\d+)\[([^\]]*)\]") {
        (format!("([{}]{{1,{}}})", c[1], c[0]), Plain)
    } else if captures(r"%\*?i").is_some() {
        (
            format!(r"([-+]?(?:(?:0[0-7]+)|(?:0[Xx]{HEX}+)|(?:[1-9]\d*)))"),
            Integer,
        )
    } else if let Some(c) = captures(r"%\*?(\d+)i") {
        let n = width(&c[0]);
        let mut s = String::from("(");
        if n > 1 {
            s += &format!(r"[1-9]\d{{1,{}}}|0[0-7]{{1,{}}}|", n - 1, n - 1);
        }
        if n > 2 {
            s += &format!(
                r"[-+]0[0-7]{{1,{m}}}|[-+][1-9]\d{{1,{m}}}|0[Xx]{HEX}{{1,{m}}}|",
                m = n - 2
            );
        }
        if n > 3 {
            s += &format!("[-+]0[Xx]{HEX}{{1,{}}}|", n - 3);
        }
        s += r"\d)";
        (s, Integer)
    } else if captures(r"%\*?[du]").is_some() {
        (r"([-+]?\d+)".to_string(), Decimal)
    } else if let Some(c) = captures(r"%\*?(\d+)[du]") {
        let n = width(&c[0]);
        let signed = if n > 1 {
            format!(r"[-+]\d{{1,{}}}|", n - 1)
        } else {
            String::new()
        };
        (format!(r"({signed}\d{{1,{n}}})"), Decimal)
    } else if captures(r"%\*?[Xx]").is_some() {
        (format!("([-+]?(?:0[Xx])?{HEX}+)"), Hex)
    } else if let Some(c) = captures(r"%\*?(\d+)[Xx]") {
        let n = width(&c[0]);
        let mut s = String::from("(");
        if n > 3 {
            s += &format!("[-+]0[Xx]{HEX}{{1,{}}}|", n - 3);
        }
        if n > 2 {
            s += &format!("0[Xx]{HEX}{{1,{}}}|", n - 2);
        }
        if n > 1 {
            s += &format!("[-+]{HEX}{{1,{}}}|", n - 1);
        }
        s += &format!("{HEX}{{1,{n}}})");
        (s, Hex)
    } else if captures(r"%\*?o").is_some() {
        (r"([-+]?[0-7]+)".to_string(), Octal)
    } else if let Some(c) = captures(r"%\*?(\d+)o") {
        let n = width(&c[0]);
        (
            format!("([-+][0-7]{{1,{}}}|[0-7]{{1,{n}}})", n.saturating_sub(1)),
            Octal,
        )
    } else if captures(r"%\*?[aefgAEFG]").is_some() {
        (format!("({FLOAT})"), Float)
    } else if let Some(c) = captures(r"%\*?(\d+)[aefgAEFG]") {
        (format!(r"(?={FLOAT})(\S{{1,{}}})", c[0]), Float)
    } else if let Some(c) = captures(r"%\*?(\d+)s") {
        (format!(r"(\S{{1,{}}})", c[0]), Plain)
    } else if captures(r"%\*?s").is_some() {
        (r"(\S+)".to_string(), Plain)
    } else if captures(r"\s%\*?c").is_some() {
        (r"\s*(.)".to_string(), Plain)
    } else if captures(r"%\*?c").is_some() {
        ("(.)".to_string(), Plain)
    } else if let Some(c) = captures(r"%\*?(\d+)c") {
        (format!("(.{{1,{}}})", c[0]), Plain)
    } else if text.contains("%%") {
        (r"(\s*%)".to_string(), Nothing)
    } else {
        (format!("({})", fancy_regex::escape(text)), Nothing)
    };
    let skip = Regex::new(r"^\s*%\*")
        .expect("valid")
        .is_match(text)
        .unwrap_or(false);
    let keeps_space = Regex::new(r"(?:\A|\S)%\*?\d*c|%\d*\[")
        .expect("valid")
        .is_match(text)
        .unwrap_or(false);
    let pattern = Regex::new(&format!(r"(?s)\A{pattern}")).map_err(|e| format!("scanf(): {e}"))?;
    Ok(Spec {
        pattern,
        handler: if skip { Nothing } else { handler },
        keeps_space,
    })
}

/// Ruby's `String#to_i`, `#hex` and `#oct` of a matched field, and
/// `Integer()` (which reads `0x` and `0` prefixes).
fn integer(text: &str, radix: u32) -> Option<i64> {
    let (negative, digits) = match text.as_bytes().first() {
        Some(b'-') => (true, &text[1..]),
        Some(b'+') => (false, &text[1..]),
        _ => (false, text),
    };
    let (radix, digits) = match radix {
        0 => match digits {
            d if d.len() > 2 && (d.starts_with("0x") || d.starts_with("0X")) => (16, &d[2..]),
            d if d.len() > 1 && d.starts_with('0') => (8, &d[1..]),
            d => (10, d),
        },
        16 => (
            16,
            digits
                .strip_prefix("0x")
                .or_else(|| digits.strip_prefix("0X"))
                .unwrap_or(digits),
        ),
        r => (r, digits),
    };
    let value = i64::from_str_radix(digits, radix).ok()?;
    Some(if negative { -value } else { value })
}

/// Ruby's float extraction: a hexadecimal float, else `to_f`.
fn float(text: &str) -> Value {
    let lowered = text.to_ascii_lowercase();
    let unsigned = lowered.trim_start_matches(['-', '+']);
    if let Some(hex) = unsigned.strip_prefix("0x")
        && let Some((mantissa, exponent)) = hex.split_once('p')
    {
        let (whole, fraction) = mantissa.split_once('.').unwrap_or((mantissa, ""));
        let mut value =
            i64::from_str_radix(if whole.is_empty() { "0" } else { whole }, 16).unwrap_or(0) as f64;
        for (i, digit) in fraction.chars().enumerate() {
            value += digit.to_digit(16).unwrap_or(0) as f64 / 16f64.powi(i as i32 + 1);
        }
        let value = value * 2f64.powi(exponent.parse().unwrap_or(0));
        return Value::Float(if text.starts_with('-') { -value } else { value });
    }
    Value::Float(text.parse().unwrap_or(0.0))
}

/// `data.scanf(format)`: the values converted before the first specifier
/// that does not match.
pub(super) fn scanf(data: &str, format: &str) -> Result<Value, String> {
    let mut left = data.to_string();
    let mut found = Vec::new();
    for spec in specs(format)? {
        let text = if spec.keeps_space {
            left.clone()
        } else {
            left.trim_start_matches(|c: char| c.is_ascii_whitespace())
                .to_string()
        };
        let Ok(Some(captures)) = spec.pattern.captures(&text) else {
            break;
        };
        let field = captures.get(1).map_or("", |m| m.as_str());
        let value = match spec.handler {
            Handler::Decimal => integer(field, 10).map(Value::Int),
            Handler::Hex => integer(field, 16).map(Value::Int),
            Handler::Octal => integer(field, 8).map(Value::Int),
            Handler::Integer => integer(field, 0).map(Value::Int),
            Handler::Float => Some(float(field)),
            Handler::Plain => Some(Value::str(field)),
            Handler::Nothing => None,
        };
        found.extend(value);
        let end = captures.get(0).map_or(0, |m| m.end());
        left = text[end..].to_string();
        if left.is_empty() {
            break;
        }
    }
    Ok(Value::array(found))
}
