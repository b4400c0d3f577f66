//! Pure helpers behind the built-in functions: `versioncmp`,
//! string mapping over collections, and the types `type()` infers.

use crate::catalog::Value;
use crate::catalog::value::{ObjectKind, PType, capitalize_type_name};
use crate::syntax::Span;

pub(super) use super::sprintf::sprintf;

/// The Pcore object type of a Deferred value, as Puppet writes it.
const DEFERRED_TYPE: &str = "Object[{name => 'Deferred', attributes => {'name' => Pattern[/\\A[$]?[a-z][a-z0-9_]*(?:::[a-z][a-z0-9_]*)*\\z/], 'arguments' => {type => Optional[Array], value => undef}}}]";

pub(super) fn infer_text(v: &Value) -> String {
    match v {
        Value::Undef => "Undef".into(),
        Value::Default => "Default".into(),
        Value::Bool(b) => format!("Boolean[{b}]"),
        Value::Int(i) => format!("Integer[{i}, {i}]"),
        Value::Float(f) => format!("Float[{0}, {0}]", crate::catalog::value::format_float(*f)),
        Value::Str(_) => "String".into(),
        Value::Regex(r) => format!("Regexp[/{r}/]"),
        Value::Array(items) if items.is_empty() => "Array[0, 0]".into(),
        Value::Array(items) => format!(
            "Tuple[{}]",
            items.iter().map(infer_text).collect::<Vec<_>>().join(", ")
        ),
        Value::Hash(map) if map.is_empty() => "Hash[0, 0]".into(),
        Value::Hash(map) if map.keys().all(|k| matches!(k, Value::Str(_))) => {
            format!(
                "Struct[{{{}}}]",
                map.iter()
                    .map(|(k, v)| format!("'{k}' => {}", infer_text(v)))
                    .collect::<Vec<_>>()
                    .join(", ")
            )
        }
        Value::Hash(_) => "Hash".into(),
        Value::Type(t) => match t.as_ref() {
            // A reference passed as an attribute is a resource instance,
            // which Puppet infers as a titled resource type.
            PType::Instance(inner) => match inner.as_ref() {
                PType::Class(Some(name)) => {
                    format!("Type[Class['{}']]", capitalize_type_name(name))
                }
                other => format!("Type[{other}]"),
            },
            t => format!("Type[{t}]"),
        },
        Value::Sensitive(inner) => format!("Sensitive[{}]", generalized_text(inner)),
        Value::Timestamp(_) => format!("Timestamp['{v}']"),
        Value::Timespan(_) => format!("Timespan['{v}']"),
        Value::Binary(_) => "Binary".into(),
        Value::Deferred(_) => DEFERRED_TYPE.into(),
        Value::Object(..) => super::pcore_objects::object_type(v).to_string(),
        Value::UserObject(o) => o.ty.expanded(),
        Value::Iterator(it) => format!("Iterator[{}]", it.element_type),
    }
}

/// `type($v, 'generalized')`: the inferred type without its ranges.
pub(super) fn generalized_text(v: &Value) -> String {
    let common = |items: Vec<String>| {
        let mut distinct: Vec<String> = Vec::new();
        for t in items {
            if !distinct.contains(&t) {
                distinct.push(t);
            }
        }
        match distinct.len() {
            1 => distinct.remove(0),
            _ => format!("Variant[{}]", distinct.join(", ")),
        }
    };
    match v {
        Value::Bool(_) => "Boolean".into(),
        Value::Int(_) => "Integer".into(),
        Value::Float(_) => "Float".into(),
        Value::Regex(r) => format!("Regexp[/{r}/]"),
        Value::Array(items) if !items.is_empty() => {
            format!(
                "Array[{}]",
                common(items.iter().map(generalized_text).collect())
            )
        }
        Value::Hash(map) if !map.is_empty() => format!(
            "Hash[{}, {}]",
            common(map.keys().map(generalized_text).collect()),
            common(map.values().map(generalized_text).collect())
        ),
        Value::Array(_) => "Array".into(),
        Value::Hash(_) => "Hash".into(),
        Value::Iterator(it) => format!("Iterator[{}]", it.general_type),
        other => infer_text(other),
    }
}

pub(super) fn map_strings(v: &Value, f: &dyn Fn(&str) -> String) -> Value {
    match v {
        Value::Str(s) => Value::str(f(s)),
        Value::Array(items) => Value::array(items.iter().map(|i| map_strings(i, f)).collect()),
        // An iterator's elements make an array.
        Value::Iterator(it) => {
            Value::array(it.take(false).iter().map(|i| map_strings(i, f)).collect())
        }
        Value::Hash(map) => Value::hash(
            map.iter()
                .map(|(k, v)| (map_strings(k, f), map_strings(v, f)))
                .collect(),
        ),
        other => other.clone(),
    }
}

/// A `sprintf` argument as Ruby's `Integer()` (or `Float()`) takes it,
/// with Ruby's message when it cannot. Undef arrives as an empty string.
pub(super) fn ruby_number(arg: &Value, float: bool) -> Result<Value, String> {
    let target = if float { "Float" } else { "Integer" };
    let text = match arg {
        Value::Int(_) | Value::Float(_) => return Ok(arg.clone()),
        Value::Str(s) => s.to_string(),
        Value::Undef => String::new(),
        Value::Bool(b) => return Err(format!("can't convert {b} into {target}")),
        other => {
            let class = super::types::ruby_class(other);
            return Err(format!("can't convert {class} into {target}"));
        }
    };
    let invalid = || {
        format!(
            "invalid value for {target}(): {}",
            ruby_inspect(&Value::str(&text))
        )
    };
    let trimmed = text.trim();
    let (negative, unsigned) = match trimmed.as_bytes().first() {
        Some(b'-') => (true, &trimmed[1..]),
        Some(b'+') => (false, &trimmed[1..]),
        _ => (false, trimmed),
    };
    // Digits in a radix, single underscores allowed between them.
    let digits = |body: &str, radix: u32| -> Option<i64> {
        if body.is_empty() || body.starts_with('_') || body.ends_with('_') || body.contains("__") {
            return None;
        }
        i64::from_str_radix(&body.replace('_', ""), radix).ok()
    };
    let lower = unsigned.to_ascii_lowercase();
    let integer = if let Some(hex) = lower.strip_prefix("0x") {
        digits(hex, 16)
    } else if float {
        None
    } else if let Some(bin) = lower.strip_prefix("0b") {
        digits(bin, 2)
    } else if let Some(oct) = lower.strip_prefix("0o") {
        digits(oct, 8)
    } else if let Some(dec) = lower.strip_prefix("0d") {
        digits(dec, 10)
    } else if lower.len() > 1 && lower.starts_with('0') {
        digits(&lower[1..], 8)
    } else {
        digits(&lower, 10)
    };
    if let Some(i) = integer {
        let i = if negative { -i } else { i };
        return Ok(if float {
            Value::Float(i as f64)
        } else {
            Value::Int(i)
        });
    }
    if !float {
        return Err(invalid());
    }
    // `Float()`: decimal digits, an optional fraction and exponent.
    let plain = unsigned.replace('_', "");
    let well_formed = !unsigned.contains("__")
        && plain.bytes().next().is_some_and(|b| b.is_ascii_digit())
        && plain.bytes().last().is_some_and(|b| b.is_ascii_digit())
        && plain
            .bytes()
            .all(|b| b.is_ascii_digit() || matches!(b, b'.' | b'e' | b'E' | b'+' | b'-'));
    match plain.parse::<f64>() {
        Ok(f) if well_formed => Ok(Value::Float(if negative { -f } else { f })),
        _ => Err(invalid()),
    }
}

/// Ruby's complaint about a pattern it cannot compile, for the common
/// mistakes (unbalanced groups and classes).
pub(super) fn ruby_regex_error(pattern: &str) -> String {
    if let Some(problem) = crate::syntax::regex::ruby_problem(pattern) {
        return problem;
    }
    let (mut depth, mut in_class, mut escaped) = (0i64, false, false);
    for c in pattern.chars() {
        match c {
            _ if escaped => escaped = false,
            '\\' => escaped = true,
            '[' if !in_class => in_class = true,
            ']' if in_class => in_class = false,
            '(' if !in_class => depth += 1,
            ')' if !in_class => {
                if depth == 0 {
                    return format!("unmatched close parenthesis: /{pattern}/");
                }
                depth -= 1;
            }
            _ => {}
        }
    }
    if in_class {
        format!("premature end of char-class: /{pattern}/")
    } else if depth > 0 {
        format!("end pattern with unmatched parenthesis: /{pattern}/")
    } else {
        format!("invalid pattern: /{pattern}/")
    }
}

/// How Ruby's `inspect` shows a value, which `sprintf('%s')` uses for
/// arrays and hashes.
pub(super) use crate::catalog::value::ruby_inspect;

/// The Ruby class of the object Puppet holds for a value, as its messages
/// name it (`TrueClass`, `NilClass`).
pub(super) fn ruby_class(v: &Value) -> &'static str {
    match v {
        Value::Undef => "NilClass",
        Value::Default => "Symbol",
        Value::Bool(true) => "TrueClass",
        Value::Bool(false) => "FalseClass",
        Value::Int(_) => "Integer",
        Value::Float(_) => "Float",
        Value::Str(_) => "String",
        Value::Regex(_) => "Regexp",
        Value::Array(_) => "Array",
        Value::Hash(_) => "Hash",
        Value::Type(_) => "Puppet::Pops::Types::PAnyType",
        Value::Sensitive(_) => "Puppet::Pops::Types::PSensitiveType::Sensitive",
        Value::Timestamp(_) => "Puppet::Pops::Time::Timestamp",
        Value::Timespan(_) => "Puppet::Pops::Time::Timespan",
        Value::Binary(_) => "Puppet::Pops::Types::PBinaryType::Binary",
        Value::Deferred(_) => "Puppet::Pops::Evaluator::DeferredValue",
        Value::Object(kind, _) => kind.ruby_class(),
        // A class Ruby makes for the type, which has no name.
        Value::UserObject(_) => "Object",
        Value::Iterator(_) => "Puppet::Pops::Types::Iterator",
    }
}

/// Ruby's TypeError when a value that is not a string is given where
/// one is required: "no implicit conversion of true into String".
pub(super) fn implicit_string(v: &Value) -> Result<std::borrow::Cow<'_, str>, String> {
    match v {
        Value::Str(s) => Ok(std::borrow::Cow::Borrowed(s)),
        // A Puppet 3 function is given undef as the empty string.
        Value::Undef => Ok(std::borrow::Cow::Borrowed("")),
        other => {
            let what = match other {
                Value::Bool(b) => {
                    if *b {
                        "true"
                    } else {
                        "false"
                    }
                }
                other => ruby_class(other),
            };
            Err(format!("no implicit conversion of {what} into String"))
        }
    }
}

/// Ruby's `String#to_i`: the leading decimal digits (with a sign), else 0.
pub(super) fn ruby_to_i(s: &str) -> i64 {
    let t = s.trim_start();
    let (sign, digits) = match t.strip_prefix('-') {
        Some(rest) => (-1, rest),
        None => (1, t.strip_prefix('+').unwrap_or(t)),
    };
    let end = digits
        .find(|c: char| !c.is_ascii_digit())
        .unwrap_or(digits.len());
    sign * digits[..end].parse::<i64>().unwrap_or(0)
}

/// How Ruby's `to_s` shows a value, which Puppet's messages interpolate.
pub(super) fn ruby_to_s(v: &Value) -> String {
    match v {
        Value::Undef => String::new(),
        Value::Str(s) => s.to_string(),
        Value::Array(_) | Value::Hash(_) => ruby_inspect(v),
        Value::Regex(r) => format!("(?-mix:{r})"),
        other => other.to_string(),
    }
}

/// Puppet's `versioncmp`: numeric runs compare as numbers.
pub(super) fn versioncmp(a: &str, b: &str) -> i64 {
    let split = |s: &str| -> Vec<String> {
        let mut parts = Vec::new();
        let mut cur = String::new();
        for c in s.chars() {
            if c == '.' || c == '-' {
                if !cur.is_empty() {
                    parts.push(std::mem::take(&mut cur));
                }
            } else if !cur.is_empty()
                && (cur.chars().last().is_some_and(|l| l.is_ascii_digit()) != c.is_ascii_digit())
            {
                parts.push(std::mem::take(&mut cur));
                cur.push(c);
            } else {
                cur.push(c);
            }
        }
        if !cur.is_empty() {
            parts.push(cur);
        }
        parts
    };
    let (pa, pb) = (split(a), split(b));
    for (x, y) in pa.iter().zip(pb.iter()) {
        let ord = match (x.parse::<u64>(), y.parse::<u64>()) {
            (Ok(i), Ok(j)) => i.cmp(&j),
            _ => x.cmp(y),
        };
        if ord != std::cmp::Ordering::Equal {
            return if ord.is_lt() { -1 } else { 1 };
        }
    }
    (pa.len() as i64 - pb.len() as i64).signum()
}

/// How a call site is named in errors: "Function Call" or "Method call",
/// and what the parameters belong to ("block", "'ns::f'").
pub(super) struct CallSite {
    pub what: &'static str,
    pub subject: String,
    pub span: Span,
}

/// Translates the Ruby regex dialect Puppet uses to the Rust one.
pub(super) fn ruby_regex(pattern: &str) -> String {
    // In Ruby `^` and `$` always match at line boundaries (Rust's `m`),
    // and Ruby's `m` flag is Rust's `s` (`.` matches newlines).
    let mut out = String::with_capacity(pattern.len() + 4);
    out.push_str("(?m)");
    let bytes = pattern.as_bytes();
    let mut i = 0;
    while i < bytes.len() {
        let rest = &pattern[i..];
        if let Some(after) = rest.strip_prefix('\\') {
            let escaped = after.chars().next();
            match escaped {
                Some('h') => out.push_str("[0-9a-fA-F]"),
                Some('Z') => out.push_str("(?:\n?\\z)"),
                // Ruby's octal escape of NUL, which the regex crate lacks.
                Some('0') if !rest[2..].starts_with(|c: char| c.is_ascii_digit()) => {
                    out.push_str("\\x00")
                }
                Some(c) => {
                    out.push('\\');
                    out.push(c);
                }
                None => out.push('\\'),
            }
            i += 1 + escaped.map_or(0, char::len_utf8);
            continue;
        }
        if let Some(flags) = rest.strip_prefix("(?") {
            let len = flags
                .find(|c: char| !matches!(c, 'i' | 'm' | 'x' | '-'))
                .unwrap_or(flags.len());
            if len > 0 && matches!(flags.as_bytes().get(len), Some(b')' | b':')) {
                out.push_str("(?");
                out.push_str(&flags[..len].replace('m', "s"));
                i += 2 + len;
                continue;
            }
            if flags.starts_with('<') && !flags.starts_with("<=") && !flags.starts_with("<!") {
                out.push_str("(?P<");
                i += 3;
                continue;
            }
        }
        let c = rest.chars().next().expect("not at end");
        out.push(c);
        i += c.len_utf8();
    }
    out
}

/// How Puppet's `min` and `max` order two values: as numbers when both
/// are, or both read as decimal numbers; else as their strings, with case.
pub(super) fn min_max_order(a: &Value, b: &Value) -> std::cmp::Ordering {
    let number = |v: &Value| match v {
        Value::Int(i) => Some(*i as f64),
        Value::Float(f) => Some(*f),
        // `-?\d+([._eE]\d+)?`, read as Ruby's `to_f` reads it.
        Value::Str(s) => {
            let unsigned = s.strip_prefix('-').unwrap_or(s);
            let digits = |t: &str| !t.is_empty() && t.bytes().all(|b| b.is_ascii_digit());
            let numeric = match unsigned.find(['.', '_', 'e', 'E']) {
                Some(at) => digits(&unsigned[..at]) && digits(&unsigned[at + 1..]),
                None => digits(unsigned),
            };
            numeric.then(|| s.replace('_', "").parse().ok()).flatten()
        }
        _ => None,
    };
    match (number(a), number(b)) {
        (Some(x), Some(y)) => x.partial_cmp(&y).unwrap_or(std::cmp::Ordering::Equal),
        _ => ruby_to_s(a).cmp(&ruby_to_s(b)),
    }
}

/// A string of decimal digits as the integer or float it spells
/// (`-3`, `1.5`), as Puppet's deprecated numeric conversions read it.
pub(super) fn decimal_string(s: &str) -> Option<Value> {
    let digits = |t: &str| !t.is_empty() && t.bytes().all(|b| b.is_ascii_digit());
    let unsigned = s.strip_prefix('-').unwrap_or(s);
    match unsigned.split_once('.') {
        None if digits(unsigned) => s.parse().ok().map(Value::Int),
        Some((whole, fraction)) if digits(whole) && digits(fraction) => {
            s.parse().ok().map(Value::Float)
        }
        _ => None,
    }
}

/// Whether a Ruby regular expression (as Puppet's `Pattern` types hold
/// them) matches `text`. The regex crate has no look-around; a pattern
/// that uses it (`/^(?!$).../`) is matched by a backtracking engine.
pub(super) fn pattern_matches(ruby_pattern: &str, text: &str) -> bool {
    match compiled_regex(ruby_pattern) {
        Some(re) => re.is_match(text),
        None => fancy_regex::Regex::new(&ruby_regex(ruby_pattern))
            .ok()
            .and_then(|re| re.is_match(text).ok())
            .unwrap_or(false),
    }
}

/// How many compiled patterns a thread keeps; past that the cache starts
/// over (code that builds patterns from data could make any number).
const CACHED_PATTERNS: usize = 512;

thread_local! {
    /// Ruby patterns compiled, by their Ruby source (`None`: the regex
    /// crate refuses it). A type such as `Pattern[/^\S+$/]` is checked
    /// against every value a parameter of that type gets, and compiling
    /// costs far more than matching.
    static COMPILED: std::cell::RefCell<
        rustc_hash::FxHashMap<String, Option<std::rc::Rc<regex_lite::Regex>>>,
    > = Default::default();
}

/// A Ruby pattern translated and compiled (once per thread), or `None`
/// when the regex crate cannot compile it.
pub(super) fn compiled_regex(ruby_pattern: &str) -> Option<std::rc::Rc<regex_lite::Regex>> {
    if let Some(found) = COMPILED.with(|c| c.borrow().get(ruby_pattern).cloned()) {
        return found;
    }
    let compiled = regex_lite::Regex::new(&ruby_regex(ruby_pattern))
        .ok()
        .map(std::rc::Rc::new);
    COMPILED.with(|c| {
        let mut cache = c.borrow_mut();
        if cache.len() >= CACHED_PATTERNS {
            cache.clear();
        }
        cache.insert(ruby_pattern.to_string(), compiled.clone());
    });
    compiled
}

/// Converts numbers and numeric strings to numbers, as Puppet's arithmetic does.
pub(super) fn to_number(v: &Value) -> Option<Value> {
    match v {
        Value::Int(_) | Value::Float(_) => Some(v.clone()),
        Value::Str(s) => numeric_text(s),
        _ => None,
    }
}

/// A string's number as Puppet reads it (its NUMERIC pattern): blanks
/// (spaces, tabs) around and after the sign, hex `0x..`, octal `0..`,
/// decimals with an optional fraction and exponent.
fn numeric_text(s: &str) -> Option<Value> {
    let blank = |c: char| c == ' ' || c == '\t';
    let t = s.trim_matches(blank);
    let (negative, t) = match t.as_bytes().first() {
        Some(b'-') => (true, t[1..].trim_start_matches(blank)),
        Some(b'+') => (false, t[1..].trim_start_matches(blank)),
        _ => (false, t),
    };
    let sign = |i: i64| if negative { -i } else { i };
    if let Some(hex) = t.strip_prefix("0x").or_else(|| t.strip_prefix("0X")) {
        if hex.is_empty() || !hex.chars().all(|c| c.is_ascii_hexdigit()) {
            return None;
        }
        return i64::from_str_radix(hex, 16)
            .ok()
            .map(|i| Value::Int(sign(i)));
    }
    let digits = t.bytes().take_while(u8::is_ascii_digit).count();
    if digits == 0 {
        return None;
    }
    let rest = &t[digits..];
    if rest.is_empty() {
        let (text, radix) = match t.len() > 1 && t.starts_with('0') {
            true => (&t[1..], 8),
            false => (t, 10),
        };
        return i64::from_str_radix(text, radix)
            .ok()
            .map(|i| Value::Int(sign(i)));
    }
    // A fraction `.\d+`, then an exponent `[eE]-?\d+`.
    let mut tail = rest;
    if let Some(fraction) = tail.strip_prefix('.') {
        let n = fraction.bytes().take_while(u8::is_ascii_digit).count();
        if n == 0 {
            return None;
        }
        tail = &fraction[n..];
    }
    if let Some(exponent) = tail.strip_prefix(['e', 'E']) {
        let exponent = exponent.strip_prefix('-').unwrap_or(exponent);
        let n = exponent.bytes().take_while(u8::is_ascii_digit).count();
        if n == 0 {
            return None;
        }
        tail = &exponent[n..];
    }
    if !tail.is_empty() {
        return None;
    }
    let f: f64 = t.parse().ok()?;
    Some(Value::Float(if negative { -f } else { f }))
}

pub(super) fn as_f64(v: &Value) -> f64 {
    match v {
        Value::Int(i) => *i as f64,
        Value::Float(f) => *f,
        _ => 0.0,
    }
}

/// Ordering for `<` and friends: numbers, and strings case-insensitively.
pub(super) fn compare(l: &Value, r: &Value) -> Option<std::cmp::Ordering> {
    match (l, r) {
        (Value::Str(a), Value::Str(b)) => Some(a.to_lowercase().cmp(&b.to_lowercase())),
        (Value::Int(a), Value::Int(b)) => Some(a.cmp(b)),
        (Value::Object(ObjectKind::SemVer, a), Value::Object(ObjectKind::SemVer, b)) => {
            super::pcore_objects::version_order(a, b)
        }
        (a @ (Value::Int(_) | Value::Float(_)), b @ (Value::Int(_) | Value::Float(_))) => {
            as_f64(a).partial_cmp(&as_f64(b))
        }
        _ => super::time_values::time_order(l, r),
    }
}
