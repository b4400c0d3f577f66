//! Puppet's `sprintf`: Ruby's `Kernel#format` on the arguments a Puppet 3
//! function is given (undef as `''`, regexes as their `/source/`; an undef
//! inside a hash of named values stays Ruby's `nil`). The directive is
//! read as Ruby's `sprintf.c` reads it, one character at a time with
//! flags, width (`5`, `*`, `*2$`), precision (`.2`, `.*`) and the value
//! (`2$`, `<name>`, `{name}`) in any order it accepts, with its errors for
//! the orders it refuses; the conversions follow.

use super::builtins::{ruby_inspect, ruby_number};
use crate::catalog::Value;
use crate::catalog::limits::padding;

/// One directive's flags, width and precision.
#[derive(Default)]
struct Spec {
    zero: bool,
    left: bool,
    plus: bool,
    alternate: bool,
    space: bool,
    width: Option<usize>,
    /// `Some(None)`: a precision was written but a negative `*` dropped it.
    precision: Option<Option<usize>>,
}

impl Spec {
    /// Ruby's `CHECK_FOR_FLAGS`: flags come before width and precision.
    fn flag(&mut self, c: char) -> Result<(), String> {
        if self.width.is_some() {
            return Err("flag after width".into());
        }
        if self.precision.is_some() {
            return Err("flag after precision".into());
        }
        match c {
            '0' => self.zero = true,
            '-' => self.left = true,
            '+' => self.plus = true,
            '#' => self.alternate = true,
            _ => self.space = true,
        }
        Ok(())
    }

    /// Ruby's `CHECK_FOR_WIDTH`.
    fn set_width(&mut self, width: i64) -> Result<(), String> {
        if self.width.is_some() {
            return Err("width given twice".into());
        }
        if self.precision.is_some() {
            return Err("width after precision".into());
        }
        // A negative width (from `*`) pads on the right, as `-` does.
        self.left |= width < 0;
        self.width = Some(padding("width", width.unsigned_abs() as usize)?);
        Ok(())
    }

    fn plain(&self) -> bool {
        !(self.zero || self.left || self.plus || self.alternate || self.space)
            && self.width.is_none()
            && self.precision.is_none()
    }
}

/// The arguments as Ruby's `format` takes them: the next one, the n-th
/// (`2$`) or a named one (`<name>`), never two of these ways in one
/// format (`posarg` is Ruby's: the last unnumbered argument taken, -1 once
/// a numbered one was, -2 once a named one was).
struct Args<'a> {
    all: &'a [Value],
    next: usize,
    posarg: i64,
}

impl Args<'_> {
    fn next(&mut self) -> Result<Value, String> {
        match self.posarg {
            -1 => return Err(format!("unnumbered({}) mixed with numbered", self.next)),
            -2 => return Err(format!("unnumbered({}) mixed with named", self.next)),
            _ => {}
        }
        self.posarg = self.next as i64;
        self.next += 1;
        self.nth_arg(self.posarg as usize)
    }

    fn numbered(&mut self, n: usize) -> Result<Value, String> {
        if self.posarg > 0 {
            return Err(format!("numbered({n}) after unnumbered({})", self.posarg));
        }
        if self.posarg == -2 {
            return Err(format!("numbered({n}) after named"));
        }
        if n < 1 {
            return Err(format!("invalid index - {n}$"));
        }
        self.posarg = -1;
        self.nth_arg(n)
    }

    fn nth_arg(&self, n: usize) -> Result<Value, String> {
        self.all
            .get(n - 1)
            .cloned()
            .ok_or_else(|| "too few arguments".into())
    }

    /// `written` is the reference as written (`<name>`, `{name}`). Puppet
    /// retries a failed lookup with the hash's string keys as symbols, so
    /// a string key is found.
    fn named(&mut self, name: &str, written: &str) -> Result<Value, String> {
        if self.posarg > 0 {
            return Err(format!("named{written} after unnumbered({})", self.posarg));
        }
        if self.posarg == -1 {
            return Err(format!("named{written} after numbered"));
        }
        self.posarg = -2;
        let [Value::Hash(hash)] = self.all else {
            return Err("one hash required".into());
        };
        hash.get(&Value::str(name))
            .cloned()
            .ok_or_else(|| format!("key{written} not found"))
    }

    /// A width or precision from the arguments (`*`, or `*2$`), as Ruby's
    /// `NUM2INT` takes it.
    fn star(
        &mut self,
        chars: &mut std::iter::Peekable<std::str::Chars<'_>>,
        what: &str,
    ) -> Result<i64, String> {
        let mut ahead = chars.clone();
        let n = format_number(&mut ahead, what)?;
        let value = if ahead.peek() == Some(&'$') {
            ahead.next();
            *chars = ahead;
            self.numbered(n)?
        } else {
            // The digits are not the argument's number: they are read
            // again as a width.
            self.next()?
        };
        c_int(&value)
    }
}

/// A value as Ruby's `NUM2INT` takes it (for `*` and `%c`): an integer
/// that fits a C `int`, a float truncated, nothing else.
fn c_int(value: &Value) -> Result<i64, String> {
    let int = |i: i64| match i32::try_from(i) {
        Ok(i) => Ok(i64::from(i)),
        Err(_) if i > 0 => Err(format!("integer {i} too big to convert to `int'")),
        Err(_) => Err(format!("integer {i} too small to convert to `int'")),
    };
    match value {
        Value::Int(i) => int(*i),
        Value::Float(f) if f.is_finite() => int(f.trunc() as i64),
        Value::Bool(b) => Err(format!("no implicit conversion of {b} into Integer")),
        // An undef named in a hash reaches Ruby as nil.
        Value::Undef => Err("no implicit conversion from nil to integer".into()),
        // A Puppet 3 function is given regexes as strings.
        Value::Regex(_) => Err("no implicit conversion of String into Integer".into()),
        other => Err(format!(
            "no implicit conversion of {} into Integer",
            super::types::ruby_class(other)
        )),
    }
}

/// `%c`: a string of exactly one character as it is (Ruby 3.3: a
/// string's first character, if any), or the character of an integer's
/// code point.
fn character(arg: &Value, ruby_3_3: bool) -> Result<String, String> {
    let one_character = |s: &str| {
        let mut chars = s.chars();
        match (chars.next(), chars.next()) {
            (first, _) if ruby_3_3 => Ok(first.map(String::from).unwrap_or_default()),
            (Some(c), None) => Ok(c.to_string()),
            _ => Err("%c requires a character".to_string()),
        }
    };
    match arg {
        Value::Str(s) => one_character(s),
        // A Puppet 3 function is given a regex as its `/source/` text.
        Value::Regex(_) => one_character(&arg.to_string()),
        // Ruby refuses a negative code point or one past Unicode's range
        // (Puppet fails later, when writing the catalog, for -1, -2 and
        // the surrogates, in other words).
        other => u32::try_from(c_int(other)?)
            .ok()
            .and_then(char::from_u32)
            .map(String::from)
            .ok_or_else(|| "invalid character".to_string()),
    }
}

/// Formats `args` by `format` as Ruby 3.1's `format` does (Puppet 7's);
/// `Err` is Ruby's message.
pub(super) fn sprintf(format: &str, args: &[Value]) -> Result<String, String> {
    sprintf_as(format, args, false)
}

/// Formats as Ruby 3.3's `format` (Puppet 8's) when `ruby_3_3`: its `%c`
/// takes a string's first character (nothing for an empty one).
pub(super) fn sprintf_as(format: &str, args: &[Value], ruby_3_3: bool) -> Result<String, String> {
    // A Puppet 3 function is given undef as `''` (but within a hash, whose
    // values reach Ruby as they are).
    let given: Vec<Value> = args
        .iter()
        .map(|a| match a {
            Value::Undef => Value::str(""),
            other => other.clone(),
        })
        .collect();
    let mut out = String::new();
    let mut args = Args {
        all: &given,
        next: 1,
        posarg: 0,
    };
    let mut chars = format.chars().peekable();
    while let Some(c) = chars.next() {
        if c != '%' {
            out.push(c);
            continue;
        }
        if chars.peek().is_none() {
            return Err("incomplete format specifier; use %% (double %) instead".into());
        }
        let (spec, conv, value) = directive(&mut chars, &mut args)?;
        if conv == '%' {
            if !spec.plain() {
                return Err("invalid format character - %".into());
            }
            out.push('%');
            continue;
        }
        let arg = match value {
            Some(arg) => arg,
            None => args.next()?,
        };
        convert(&mut out, &spec, conv, arg, ruby_3_3)?;
    }
    Ok(out)
}

/// Reads a directive after its `%`: its flags, width, precision and
/// value (if it names one), and its conversion (`%` for a literal one).
fn directive(
    chars: &mut std::iter::Peekable<std::str::Chars<'_>>,
    args: &mut Args<'_>,
) -> Result<(Spec, char, Option<Value>), String> {
    let mut spec = Spec::default();
    let mut value: Option<Value> = None;
    let mut named: Option<String> = None;
    loop {
        let Some(&c) = chars.peek() else {
            // The end of the format, as Ruby reads its terminating NUL: a
            // literal `%` if nothing was given, else an error.
            return Ok((spec, '%', value));
        };
        match c {
            '0' | '-' | '+' | '#' | ' ' => {
                spec.flag(c)?;
                chars.next();
            }
            '1'..='9' => {
                let n = format_number(chars, "width")?;
                if chars.peek() == Some(&'$') {
                    chars.next();
                    if value.is_some() {
                        return Err(format!("value given twice - {n}$"));
                    }
                    value = Some(args.numbered(n)?);
                    continue;
                }
                spec.set_width(n as i64)?;
            }
            '<' | '{' => {
                chars.next();
                let close = if c == '<' { '>' } else { '}' };
                let mut name = String::new();
                loop {
                    match chars.next() {
                        Some(n) if n == close => break,
                        Some(n) => name.push(n),
                        None => return Err("malformed name - unmatched parenthesis".into()),
                    }
                }
                let written = format!("{c}{name}{close}");
                if let Some(first) = &named {
                    return Err(format!("named{written} after {first}"));
                }
                value = Some(args.named(&name, &written)?);
                // `%{name}` is the value as a string, with the flags,
                // width and precision given before it.
                if c == '{' {
                    return Ok((spec, 's', value));
                }
                named = Some(written);
            }
            '*' => {
                chars.next();
                if spec.width.is_some() {
                    return Err("width given twice".into());
                }
                if spec.precision.is_some() {
                    return Err("width after precision".into());
                }
                let width = args.star(chars, "width")?;
                spec.set_width(width)?;
            }
            '.' => {
                chars.next();
                if spec.precision.is_some() {
                    return Err("precision given twice".into());
                }
                spec.precision = Some(if chars.peek() == Some(&'*') {
                    chars.next();
                    // A negative precision is as if none was given.
                    match usize::try_from(args.star(chars, "precision")?) {
                        Ok(p) => Some(padding("precision", p)?),
                        Err(_) => None,
                    }
                } else {
                    Some(padding("precision", format_number(chars, "precision")?)?)
                });
            }
            // Ruby ends the directive at a line end as at the format's end.
            '\n' => return Ok((spec, '%', value)),
            '%' => {
                chars.next();
                return Ok((spec, '%', value));
            }
            _ => {
                chars.next();
                if !"bBdiouxXeEfgGaAcps".contains(c) {
                    return Err(format!("malformed format string - %{c}"));
                }
                return Ok((spec, c, value));
            }
        }
    }
}

/// Appends one converted, padded argument.
fn convert(
    out: &mut String,
    spec: &Spec,
    conv: char,
    arg: Value,
    ruby_3_3: bool,
) -> Result<(), String> {
    let Spec {
        zero,
        left,
        plus,
        alternate,
        space,
        ..
    } = *spec;
    let width = spec.width.unwrap_or(0);
    let precision = spec.precision.flatten();
    // Ruby's `format` converts with `Integer()` or `Float()`, which refuse
    // nil (an undef named in a hash).
    let number = match (conv, &arg) {
        ('d' | 'i' | 'u' | 'x' | 'X' | 'o' | 'b' | 'B', Value::Undef) => {
            return Err("can't convert nil into Integer".into());
        }
        ('f' | 'e' | 'E' | 'g' | 'G' | 'a' | 'A', Value::Undef) => {
            return Err("can't convert nil into Float".into());
        }
        ('d' | 'i' | 'u' | 'x' | 'X' | 'o' | 'b' | 'B', _) => Some(ruby_number(&arg, false)?),
        ('f' | 'e' | 'E' | 'g' | 'G' | 'a' | 'A', _) => Some(ruby_number(&arg, true)?),
        _ => super::expr::to_number(&arg),
    };
    let numeric = matches!(number, Some(Value::Int(_) | Value::Float(_)));
    let integer = matches!(conv, 'd' | 'i' | 'u' | 'x' | 'X' | 'o' | 'b' | 'B')
        && matches!(number, Some(Value::Int(_)));
    let body = match conv {
        'd' | 'i' => match number {
            Some(Value::Int(i)) => i.to_string(),
            Some(Value::Float(f)) => (f as i64).to_string(),
            _ => arg.to_string(),
        },
        'f' => {
            let f = match number {
                Some(Value::Int(i)) => i as f64,
                Some(Value::Float(f)) => f,
                _ => 0.0,
            };
            crate::catalog::limits::fixed(f, precision.unwrap_or(6))
        }
        // A negative number without a sign flag is Ruby's two's
        // complement: `..f` and the digits after the leading `f`s.
        'x' | 'X' | 'o' | 'b' | 'B'
            if matches!(number, Some(Value::Int(i)) if i < 0) && !plus && !space =>
        {
            let Some(Value::Int(i)) = number else {
                unreachable!("matched above")
            };
            let body = twos_complement(i, conv);
            let prefix = match conv {
                'x' => "0x",
                'X' => "0X",
                'b' => "0b",
                'B' => "0B",
                _ => "",
            };
            match alternate {
                true => format!("{prefix}{body}"),
                false => body,
            }
        }
        'x' => match number {
            Some(Value::Int(i)) if alternate && i != 0 => format!("{i:#x}"),
            Some(Value::Int(i)) => format!("{i:x}"),
            _ => arg.to_string(),
        },
        'X' => match number {
            Some(Value::Int(i)) if alternate && i != 0 => format!("0X{i:X}"),
            Some(Value::Int(i)) => format!("{i:X}"),
            _ => arg.to_string(),
        },
        'g' | 'G' | 'a' | 'A' => {
            let f = match number {
                Some(Value::Int(i)) => i as f64,
                Some(Value::Float(f)) => f,
                _ => 0.0,
            };
            let body = match conv {
                'g' | 'G' => c_general(f, precision.unwrap_or(6), alternate),
                _ => c_hex_float(f, precision, alternate),
            };
            if conv.is_ascii_uppercase() {
                body.to_uppercase()
            } else {
                body
            }
        }
        'c' => character(&arg, ruby_3_3)?,
        'b' | 'B' => match number {
            Some(Value::Int(i)) if alternate && i != 0 => format!("0{conv}{i:b}"),
            Some(Value::Int(i)) => format!("{i:b}"),
            _ => arg.to_string(),
        },
        'e' | 'E' => {
            let f = match number {
                Some(Value::Int(i)) => i as f64,
                Some(Value::Float(f)) => f,
                _ => 0.0,
            };
            let body = c_exponent(f, precision.unwrap_or(6));
            if conv == 'E' {
                body.to_uppercase()
            } else {
                body
            }
        }
        'o' => match number {
            Some(Value::Int(i)) if alternate && i != 0 => format!("0{i:o}"),
            Some(Value::Int(i)) => format!("{i:o}"),
            _ => arg.to_string(),
        },
        _ => {
            let s = match &arg {
                _ if conv == 'p' => ruby_inspect(&arg),
                Value::Array(_) | Value::Hash(_) => ruby_inspect(&arg),
                other => other.to_string(),
            };
            match precision {
                Some(p) => s.chars().take(p).collect(),
                None => s,
            }
        }
    };
    // An integer's precision is its least number of digits (and then
    // the `0` flag pads with blanks, as in C).
    let (body, zero) = match precision {
        Some(p) if integer => (least_digits(&body, p, conv, alternate), false),
        _ => (body, zero),
    };
    // A sign for non-negative numbers: `+` if asked, else a blank.
    let signed = matches!(conv, 'd' | 'i' | 'f' | 'e' | 'E' | 'g' | 'G' | 'a' | 'A') && numeric;
    let body = match (signed && !body.starts_with('-'), plus, space) {
        (true, true, _) => format!("+{body}"),
        (true, false, true) => format!(" {body}"),
        _ => body,
    };
    let pad = width.saturating_sub(body.chars().count());
    if left {
        out.push_str(&body);
        out.push_str(&" ".repeat(pad));
    } else if zero && conv != 's' {
        let (sign, digits) = body
            .strip_prefix('-')
            .map_or(("", body.as_str()), |d| ("-", d));
        // A hex float's zeros go after its `0x`.
        let (prefix, digits) = match conv {
            'a' | 'A' if digits.len() > 2 => digits.split_at(2),
            _ => ("", digits),
        };
        out.push_str(sign);
        out.push_str(prefix);
        out.push_str(&"0".repeat(pad));
        out.push_str(digits);
    } else {
        out.push_str(&" ".repeat(pad));
        out.push_str(&body);
    }
    Ok(())
}

/// The digits of a width, precision or argument number; as Ruby's
/// `format`, one past a C `int` is refused ("width too big").
fn format_number(
    chars: &mut std::iter::Peekable<std::str::Chars<'_>>,
    what: &str,
) -> Result<usize, String> {
    let mut n = 0usize;
    while let Some(d) = chars.peek().and_then(|c| c.to_digit(10)) {
        n = n * 10 + d as usize;
        if n > i32::MAX as usize {
            return Err(format!("{what} too big"));
        }
        chars.next();
    }
    // Digits that run to the end of the format are Ruby's error too.
    if chars.peek().is_none() {
        return Err("malformed format string - %*[0-9]".into());
    }
    Ok(n)
}

/// An integer's digits (after any sign and `0x` prefix) padded with
/// zeros to `precision`; none for zero at precision 0 (but `%#.0o`'s 0).
fn least_digits(body: &str, precision: usize, conv: char, alternate: bool) -> String {
    let (sign, rest) = body.strip_prefix('-').map_or(("", body), |r| ("-", r));
    let prefix_len = match conv {
        'x' | 'X' | 'b' | 'B' if alternate && rest.len() > 2 => 2,
        _ => 0,
    };
    let (prefix, digits) = rest.split_at(prefix_len);
    let digits = match (precision, digits) {
        (0, "0") if !(alternate && conv == 'o') => "",
        _ => digits,
    };
    let zeros = "0".repeat(precision.saturating_sub(digits.len()));
    format!("{sign}{prefix}{zeros}{digits}")
}

/// `%e` as C and Ruby print it: the exponent signed, at least two digits.
fn c_exponent(f: f64, precision: usize) -> String {
    let rust = crate::catalog::limits::scientific(f, precision);
    let (mantissa, exponent) = rust.split_once('e').unwrap_or((&rust, "0"));
    let (sign, digits) = exponent
        .strip_prefix('-')
        .map_or(('+', exponent), |d| ('-', d));
    format!("{mantissa}e{sign}{digits:0>2}")
}

/// A negative integer as Ruby's `format` shows it in hex, octal or binary
/// without a sign flag: `..` and its two's complement digits, one leading
/// all-ones digit kept (-18 is `..fee`).
fn twos_complement(i: i64, conv: char) -> String {
    let (bits, top) = match conv {
        'x' | 'X' => (4, 'f'),
        'o' => (3, '7'),
        _ => (1, '1'),
    };
    let digits: Vec<char> = (0..(64 / bits + 1))
        .rev()
        .map(|d| {
            let digit = ((i >> (d * bits).min(63)) & ((1 << bits) - 1)) as u32;
            char::from_digit(digit, 1 << bits).unwrap_or('0')
        })
        .collect();
    let text: String = digits.into_iter().collect();
    let rest = text.trim_start_matches(top);
    let body = format!("..{top}{rest}");
    if conv == 'X' {
        body.to_uppercase()
    } else {
        body
    }
}

/// `%g` as C prints it: `%e` for exponents below -4 or at least the
/// precision, else `%f`, trailing zeros dropped unless `#`.
fn c_general(f: f64, precision: usize, alternate: bool) -> String {
    if !f.is_finite() {
        return if f.is_nan() {
            "NaN".into()
        } else if f > 0.0 {
            "Inf".into()
        } else {
            "-Inf".into()
        };
    }
    let p = precision.max(1);
    let scientific = c_exponent(f, p - 1);
    let exponent: i64 = scientific
        .rsplit_once('e')
        .and_then(|(_, e)| e.parse().ok())
        .unwrap_or(0);
    let body = if exponent < -4 || exponent >= p as i64 {
        scientific
    } else {
        crate::catalog::limits::fixed(f, (p as i64 - 1 - exponent).max(0) as usize)
    };
    if alternate {
        return body;
    }
    let (mantissa, exponent) = match body.split_once('e') {
        Some((m, e)) => (m.to_string(), format!("e{e}")),
        None => (body, String::new()),
    };
    let mantissa = match mantissa.contains('.') {
        true => mantissa
            .trim_end_matches('0')
            .trim_end_matches('.')
            .to_string(),
        false => mantissa,
    };
    format!("{mantissa}{exponent}")
}

/// `%a`: a float in hex, `0x1.2p+4` (without a precision the fraction's
/// trailing zeros dropped, with one rounded or padded to that many digits).
fn c_hex_float(f: f64, precision: Option<usize>, alternate: bool) -> String {
    if f.is_nan() {
        return "NaN".into();
    }
    if f.is_infinite() {
        return if f > 0.0 { "Inf".into() } else { "-Inf".into() };
    }
    let sign = if f.is_sign_negative() { "-" } else { "" };
    let bits = f.abs().to_bits();
    let raw_exponent = ((bits >> 52) & 0x7ff) as i64;
    let fraction = bits & ((1 << 52) - 1);
    let (mut lead, exponent) = match (raw_exponent, fraction) {
        (0, 0) => (0u64, 0),
        (0, _) => (0, -1022),
        (e, _) => (1, e - 1023),
    };
    let digits = match precision {
        None => format!("{fraction:013x}").trim_end_matches('0').to_string(),
        Some(p) if p >= 13 => format!("{fraction:013x}{}", "0".repeat(p - 13)),
        Some(p) => {
            let shift = (13 - p) * 4;
            let mut kept = (fraction + (1u64 << (shift - 1))) >> shift;
            if p == 0 || kept >> (4 * p) != 0 {
                lead += kept >> (4 * p);
                kept &= (1u64 << (4 * p)) - 1;
            }
            match p {
                0 => String::new(),
                _ => format!("{kept:0p$x}"),
            }
        }
    };
    let dot = if digits.is_empty() && !alternate {
        ""
    } else {
        "."
    };
    let exp_sign = if exponent < 0 { '-' } else { '+' };
    format!("{sign}0x{lead}{dot}{digits}p{exp_sign}{}", exponent.abs())
}
