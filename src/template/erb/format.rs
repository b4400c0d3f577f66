//! Ruby's `format` (`sprintf`, `String#%`): flags, width, precision,
//! `%<name>`/`%{name}` references, and conversions as Ruby prints them
//! (`%g` trims zeros, `%x` of a negative number is `..f01`).

use super::value::RV;
use crate::catalog::limits::{fixed, padding, scientific};

#[derive(Default)]
struct Spec {
    left: bool,
    zero: bool,
    plus: bool,
    space: bool,
    alt: bool,
    width: Option<usize>,
    precision: Option<usize>,
}

/// Formats; `to_s` is the template's `to_s` (for `%s` and `%{}`).
pub fn format(
    fmt: &str,
    args: &[RV],
    to_s: &mut dyn FnMut(&RV) -> Result<String, String>,
) -> Result<String, String> {
    let chars: Vec<char> = fmt.chars().collect();
    let mut out = String::new();
    let mut next_arg = 0;
    let mut i = 0;
    let named = |name: &str| -> Result<RV, String> {
        match args.first() {
            Some(h @ RV::Hash(_)) => h
                .hash_get(&RV::Sym(name.into()))
                .ok_or_else(|| format!("key<{name}> not found")),
            _ => Err("one hash required".into()),
        }
    };
    while i < chars.len() {
        let c = chars[i];
        i += 1;
        if c != '%' {
            out.push(c);
            continue;
        }
        let mut spec = Spec::default();
        let mut value: Option<RV> = None;
        loop {
            match chars.get(i) {
                Some('-') => spec.left = true,
                Some('0') => spec.zero = true,
                Some('+') => spec.plus = true,
                Some(' ') => spec.space = true,
                Some('#') => spec.alt = true,
                Some('<') => {
                    let end = chars[i..]
                        .iter()
                        .position(|c| *c == '>')
                        .ok_or("malformed name - unmatched parenthesis")?;
                    let name: String = chars[i + 1..i + end].iter().collect();
                    value = Some(named(&name)?);
                    i += end;
                }
                _ => break,
            }
            i += 1;
        }
        if chars.get(i) == Some(&'{') {
            let end = chars[i..]
                .iter()
                .position(|c| *c == '}')
                .ok_or("malformed name - unmatched parenthesis")?;
            let name: String = chars[i + 1..i + end].iter().collect();
            i += end + 1;
            let text = to_s(&named(&name)?)?;
            out.push_str(&pad(&spec, text, false));
            continue;
        }
        // As Ruby's, a width or precision past a C `int` is refused.
        let digits = |i: &mut usize, what: &str| -> Result<Option<usize>, String> {
            let start = *i;
            while chars.get(*i).is_some_and(|c| c.is_ascii_digit()) {
                *i += 1;
            }
            if start == *i {
                return Ok(None);
            }
            let n: String = chars[start..*i].iter().collect();
            match n.parse::<usize>() {
                Ok(n) if n <= i32::MAX as usize => padding(what, n).map(Some),
                _ => Err(format!("{what} too big")),
            }
        };
        // `*` takes the width (or precision) from the next argument; a
        // negative width pads on the right, as `-` does.
        let mut star = |i: &mut usize| -> Result<Option<i128>, String> {
            if chars.get(*i) != Some(&'*') {
                return Ok(None);
            }
            *i += 1;
            let v = args.get(next_arg).ok_or("too few arguments")?;
            next_arg += 1;
            let int = |n: i128| {
                if n.unsigned_abs() > i32::MAX as u128 {
                    Err(format!("integer {n} too big to convert to `int'"))
                } else {
                    Ok(Some(n))
                }
            };
            match v {
                RV::Int(n) => int(*n),
                RV::Float(f) if f.is_finite() => int(f.trunc() as i128),
                RV::Nil => Err("no implicit conversion from nil to integer".into()),
                other => Err(format!(
                    "no implicit conversion of {} into Integer",
                    other.class_name()
                )),
            }
        };
        match star(&mut i)? {
            Some(w) => {
                spec.left |= w < 0;
                spec.width = Some(padding("width", w.unsigned_abs() as usize)?);
            }
            None => spec.width = digits(&mut i, "width")?,
        }
        if chars.get(i) == Some(&'$') {
            return Err("positional arguments ('%1$s') are not supported in templates".into());
        }
        if chars.get(i) == Some(&'.') {
            i += 1;
            spec.precision = match star(&mut i)? {
                // A negative precision is as if none was given.
                Some(p) => usize::try_from(p)
                    .ok()
                    .map(|p| padding("precision", p))
                    .transpose()?,
                None => Some(digits(&mut i, "precision")?.unwrap_or(0)),
            };
        }
        let Some(&conv) = chars.get(i) else {
            return Err("incomplete format specifier; use %% (double %) instead".into());
        };
        i += 1;
        if conv == '%' {
            out.push('%');
            continue;
        }
        let v = match value.take() {
            Some(v) => v,
            None => {
                let v = args.get(next_arg).cloned().ok_or("too few arguments")?;
                next_arg += 1;
                v
            }
        };
        let text = match conv {
            's' | 'p' => {
                let mut s = if conv == 's' { to_s(&v)? } else { v.inspect() };
                if let Some(p) = spec.precision {
                    s = s.chars().take(p).collect();
                }
                pad(&spec, s, false)
            }
            'c' => {
                let s = match &v {
                    RV::Int(n) => char::from_u32(*n as u32)
                        .ok_or("invalid character")?
                        .to_string(),
                    RV::Str(s) => s.chars().next().map(String::from).unwrap_or_default(),
                    other => {
                        return Err(format!(
                            "no implicit conversion of {} into Integer",
                            other.class_name()
                        ));
                    }
                };
                pad(&spec, s, false)
            }
            'd' | 'i' | 'u' | 'x' | 'X' | 'o' | 'b' | 'B' => {
                let n = match &v {
                    RV::Int(n) => *n,
                    RV::Float(f) if f.is_finite() => f.floor() as i128,
                    RV::Str(s) => s
                        .trim()
                        .parse::<i128>()
                        .map_err(|_| format!("invalid value for Integer(): {}", v.inspect()))?,
                    RV::Nil => return Err("can't convert nil into Integer".into()),
                    other => {
                        return Err(format!("can't convert {} into Integer", other.class_name()));
                    }
                };
                integer(&spec, n, conv)
            }
            'f' | 'e' | 'E' | 'g' | 'G' => {
                let f = match &v {
                    RV::Int(n) => *n as f64,
                    RV::Float(f) => *f,
                    RV::Str(s) => s
                        .trim()
                        .parse::<f64>()
                        .map_err(|_| format!("invalid value for Float(): {}", v.inspect()))?,
                    RV::Nil => return Err("can't convert nil into Float".into()),
                    other => {
                        return Err(format!("can't convert {} into Float", other.class_name()));
                    }
                };
                float(&spec, f, conv)
            }
            other => return Err(format!("malformed format string - %{other}")),
        };
        out.push_str(&text);
    }
    Ok(out)
}

fn pad(spec: &Spec, s: String, numeric: bool) -> String {
    let len = s.chars().count();
    let Some(w) = spec.width.filter(|w| *w > len) else {
        return s;
    };
    let fill = w - len;
    if spec.left {
        format!("{s}{}", " ".repeat(fill))
    } else if spec.zero && numeric {
        // Zeros go after the sign and any 0x prefix.
        let sign_len = s
            .chars()
            .take_while(|c| matches!(c, '-' | '+' | ' '))
            .count();
        let prefix_len = if s[sign_len..].starts_with("0x")
            || s[sign_len..].starts_with("0X")
            || s[sign_len..].starts_with("0b")
        {
            2
        } else {
            0
        };
        let (head, tail) = s.split_at(sign_len + prefix_len);
        format!("{head}{}{tail}", "0".repeat(fill))
    } else {
        format!("{}{s}", " ".repeat(fill))
    }
}

fn sign(spec: &Spec, negative: bool) -> &'static str {
    match (negative, spec.plus, spec.space) {
        (true, _, _) => "-",
        (false, true, _) => "+",
        (false, false, true) => " ",
        _ => "",
    }
}

fn integer(spec: &Spec, n: i128, conv: char) -> String {
    let base = match conv {
        'x' | 'X' => 16,
        'o' => 8,
        'b' | 'B' => 2,
        _ => 10,
    };
    let digits_of = |v: u128| {
        let mut s = String::new();
        let mut v = v;
        loop {
            s.insert(
                0,
                std::char::from_digit((v % base) as u32, base as u32).unwrap(),
            );
            v /= base;
            if v == 0 {
                break;
            }
        }
        s
    };
    let explicit_sign = spec.plus || spec.space;
    let (negative, mut digits) = if n < 0 && base != 10 && !explicit_sign {
        // Ruby shows a negative number in two's complement: `..f01`.
        let mut k = 0u32;
        while base.pow(k) < n.unsigned_abs() {
            k += 1;
        }
        let v = base.pow(k) - n.unsigned_abs();
        let body = if k == 0 {
            String::new()
        } else {
            format!("{:0>width$}", digits_of(v), width = k as usize)
        };
        let top = std::char::from_digit(base as u32 - 1, base as u32).unwrap();
        (false, format!("..{top}{body}"))
    } else {
        (n < 0, digits_of(n.unsigned_abs()))
    };
    if let Some(p) = spec.precision.filter(|p| digits.len() < *p) {
        digits = format!("{}{digits}", "0".repeat(p - digits.len()));
    }
    let prefix = match (spec.alt, conv) {
        (true, 'x') => "0x",
        (true, 'X') => "0X",
        (true, 'o') => "0",
        (true, 'b') => "0b",
        (true, 'B') => "0B",
        _ => "",
    };
    let mut s = format!("{}{prefix}{digits}", sign(spec, negative));
    if conv == 'X' {
        s = s.to_uppercase();
    }
    pad(spec, s, spec.precision.is_none())
}

/// `d.ddde+XX` with `prec` digits after the point.
fn exp_form(f: f64, prec: usize, upper: bool) -> String {
    let s = scientific(f.abs(), prec);
    let (m, e) = s.split_once('e').unwrap();
    let e: i32 = e.parse().unwrap();
    let s = format!("{m}e{}{:02}", if e < 0 { '-' } else { '+' }, e.abs());
    if upper { s.to_uppercase() } else { s }
}

fn float(spec: &Spec, f: f64, conv: char) -> String {
    if !f.is_finite() {
        let s = if f.is_nan() { "NaN" } else { "Inf" };
        return pad(spec, format!("{}{s}", sign(spec, f < 0.0)), false);
    }
    let prec = spec.precision.unwrap_or(6);
    let body = match conv {
        'f' => fixed(f.abs(), prec),
        'e' | 'E' => exp_form(f, prec, conv == 'E'),
        _ => {
            let p = prec.max(1);
            let x = if f == 0.0 {
                0
            } else {
                let e = scientific(f.abs(), p - 1);
                e.split_once('e').unwrap().1.parse::<i32>().unwrap()
            };
            let mut s = if x < -4 || x >= p as i32 {
                exp_form(f, p - 1, conv == 'G')
            } else {
                fixed(f.abs(), (p as i64 - 1 - x as i64).max(0) as usize)
            };
            if !spec.alt {
                // `%g` drops trailing zeros (and a bare point).
                let (mant, exp) = match s.find(['e', 'E']) {
                    Some(i) => (s[..i].to_string(), s[i..].to_string()),
                    None => (s.clone(), String::new()),
                };
                let mant = if mant.contains('.') {
                    mant.trim_end_matches('0').trim_end_matches('.').to_string()
                } else {
                    mant
                };
                s = format!("{mant}{exp}");
            }
            s
        }
    };
    pad(
        spec,
        format!("{}{body}", sign(spec, f.is_sign_negative())),
        true,
    )
}
