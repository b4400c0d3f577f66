//! stdlib's string functions: paths (`basename`, `dirname`), shell
//! quoting (`shell_join`, `stdlib::shell_escape`), `bool2str`,
//! `squeeze`, `prefix`/`suffix` and friends, answering as their Ruby does.

use crate::catalog::{Map, Value};
use crate::eval::builtins::{ruby_class, ruby_inspect, ruby_to_s};

/// The string function `name`, if it is one of these.
pub(super) fn call(name: &str, args: &[Value]) -> Option<Result<Value, String>> {
    let first = args.first().unwrap_or(&Value::Undef);
    Some(match name {
        "basename" => basename_fn(args),
        "dirname" => match args {
            [] => Err("dirname(): No arguments given".into()),
            [Value::Str(s)] if s.is_empty() => {
                Err("dirname(): Requires a non-empty string as argument".into())
            }
            [Value::Str(s)] => Ok(Value::str(dirname(s))),
            [_] => Err("dirname(): Requires string as argument".into()),
            _ => Err(format!(
                "dirname(): Too many arguments given ({})",
                args.len()
            )),
        },
        "bool2str" => bool2str(args),
        "squeeze" => squeeze_fn(args),
        "shell_join" => match args {
            [Value::Array(items)] => Ok(Value::str(
                items
                    .iter()
                    .map(|i| shell_escape(&ruby_to_s(i)))
                    .collect::<Vec<_>>()
                    .join(" "),
            )),
            [other] => Err(format!(
                "First argument is not an Array: {}",
                ruby_inspect_nil(other)
            )),
            _ => Err(format!(
                "shell_join(): Wrong number of arguments given ({} for 1)",
                args.len()
            )),
        },
        "stdlib::shell_escape" | "shell_escape" => Ok(Value::str(shell_escape(&ruby_to_s(first)))),
        "prefix" | "suffix" => affix(name, args),
        "stdlib::start_with" | "stdlib::end_with" => {
            let text = ruby_to_s(first);
            let candidates = match args.get(1) {
                Some(Value::Array(a)) => a.iter().map(ruby_to_s).collect(),
                Some(v) => vec![ruby_to_s(v)],
                None => vec![],
            };
            Ok(Value::Bool(candidates.iter().any(|c| {
                if name == "stdlib::start_with" {
                    text.starts_with(c.as_str())
                } else {
                    text.ends_with(c.as_str())
                }
            })))
        }
        "stdlib::extname" => Ok(Value::str(extname(&ruby_to_s(first)))),
        "stdlib::sha256" => {
            use sha2::Digest;
            Ok(Value::str(hex(&sha2::Sha256::digest(
                ruby_to_s(unwrap(first)).as_bytes(),
            ))))
        }
        "stdlib::crc32" => Ok(Value::str(format!(
            "{:08x}",
            crc32(ruby_to_s(unwrap(first)).as_bytes())
        ))),
        "stdlib::xml_encode" => {
            let attr = args.get(1).and_then(Value::as_str) == Some("attr");
            let mut out = String::new();
            for c in ruby_to_s(first).chars() {
                match c {
                    '&' => out.push_str("&amp;"),
                    '<' => out.push_str("&lt;"),
                    '>' => out.push_str("&gt;"),
                    '"' if attr => out.push_str("&quot;"),
                    c => out.push(c),
                }
            }
            Ok(Value::str(if attr { format!("\"{out}\"") } else { out }))
        }
        _ => return None,
    })
}

/// The value inside `Sensitive`, or the value itself.
fn unwrap(v: &Value) -> &Value {
    match v {
        Value::Sensitive(inner) => inner,
        other => other,
    }
}

pub(super) fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

/// Ruby's `inspect`, `nil` for undef.
fn ruby_inspect_nil(v: &Value) -> String {
    match v {
        Value::Undef => "nil".into(),
        Value::Str(s) => format!("{s:?}"),
        other => ruby_inspect(other),
    }
}

fn basename_fn(args: &[Value]) -> Result<Value, String> {
    match args {
        [] => Err("basename(): No arguments given".into()),
        [Value::Str(path)] => Ok(Value::str(basename(path, None))),
        [Value::Str(path), Value::Str(suffix)] => Ok(Value::str(basename(path, Some(suffix)))),
        [Value::Str(_), _] => Err("basename(): Requires string as second argument".into()),
        [_] | [_, _] => Err("basename(): Requires string as first argument".into()),
        _ => Err(format!(
            "basename(): Too many arguments given ({})",
            args.len()
        )),
    }
}

/// Ruby's `File.basename(path, suffix)`.
pub(super) fn basename(path: &str, suffix: Option<&str>) -> String {
    let trimmed = path.trim_end_matches('/');
    if trimmed.is_empty() {
        return if path.is_empty() {
            String::new()
        } else {
            "/".into()
        };
    }
    let base = trimmed.rsplit('/').next().unwrap_or(trimmed);
    match suffix {
        Some(".*") => match base.rfind('.') {
            Some(i) if i > 0 => base[..i].to_string(),
            _ => base.to_string(),
        },
        Some(s) if !s.is_empty() && base.len() > s.len() && base.ends_with(s) => {
            base[..base.len() - s.len()].to_string()
        }
        _ => base.to_string(),
    }
}

/// Ruby's `File.dirname(path)`.
pub(super) fn dirname(path: &str) -> String {
    let trimmed = path.trim_end_matches('/');
    if trimmed.is_empty() {
        return if path.starts_with('/') {
            "/".into()
        } else {
            ".".into()
        };
    }
    match trimmed.rfind('/') {
        None => ".".into(),
        Some(i) => {
            let dir = trimmed[..i].trim_end_matches('/');
            if dir.is_empty() {
                "/".into()
            } else {
                dir.to_string()
            }
        }
    }
}

/// Ruby's `File.extname`: the last dot's suffix of the base name (a
/// trailing dot is `.`), none for dot files.
fn extname(path: &str) -> String {
    let base = basename(path, None);
    let stem = base.trim_start_matches('.');
    match stem.rfind('.') {
        Some(i) => stem[i..].to_string(),
        None => String::new(),
    }
}

fn bool2str(args: &[Value]) -> Result<Value, String> {
    if args.len() != 1 && args.len() != 3 {
        return Err(format!(
            "bool2str(): Wrong number of arguments given ({} for 3)",
            args.len()
        ));
    }
    let pick = |i: usize, default: &str| match args.get(i) {
        // Ruby's `||`: only nil and false fall back.
        None | Some(Value::Undef) | Some(Value::Bool(false)) => Value::str(default),
        Some(v) => v.clone(),
    };
    let (yes, no) = (pick(1, "true"), pick(2, "false"));
    let Value::Bool(b) = args[0] else {
        return Err("bool2str(): Requires a boolean to work with".into());
    };
    if !matches!((&yes, &no), (Value::Str(_), Value::Str(_))) {
        return Err("bool2str(): Requires strings to convert to".into());
    }
    Ok(if b { yes } else { no })
}

fn squeeze_fn(args: &[Value]) -> Result<Value, String> {
    if args.len() != 1 && args.len() != 2 {
        return Err(format!(
            "squeeze(): Wrong number of arguments given {} for 2 or 1",
            args.len()
        ));
    }
    // Ruby's `if squeezeval`: '' still squeezes by an (empty) set.
    let set = match args.get(1) {
        None | Some(Value::Undef) | Some(Value::Bool(false)) => None,
        Some(v) => Some(ruby_to_s(v)),
    };
    let one = |v: &Value| match v {
        Value::Str(s) => Ok(Value::str(squeeze(s, set.as_deref()))),
        other => Err(format!(
            "undefined method `squeeze' for {}:{}",
            ruby_inspect_nil(other),
            ruby_class(other)
        )),
    };
    match &args[0] {
        Value::Array(items) => Ok(Value::array(
            items.iter().map(one).collect::<Result<Vec<_>, _>>()?,
        )),
        other => one(other),
    }
}

/// Ruby's `String#squeeze(set)`: runs of one character in the set (all
/// characters without a set) become one. Sets are `tr` sets: `a-z`, `^x`.
fn squeeze(s: &str, set: Option<&str>) -> String {
    let member = |c: char| match set {
        None => true,
        Some(set) => in_tr_set(set, c),
    };
    let mut out = String::with_capacity(s.len());
    let mut last = None;
    for c in s.chars() {
        if last == Some(c) && member(c) {
            continue;
        }
        out.push(c);
        last = Some(c);
    }
    out
}

fn in_tr_set(set: &str, c: char) -> bool {
    let chars: Vec<char> = set.chars().collect();
    let (negate, chars) = match chars.as_slice() {
        ['^', rest @ ..] if !rest.is_empty() => (true, rest),
        all => (false, all),
    };
    let mut found = false;
    let mut i = 0;
    while i < chars.len() {
        if i + 2 < chars.len() && chars[i + 1] == '-' {
            found |= (chars[i]..=chars[i + 2]).contains(&c);
            i += 3;
        } else {
            found |= chars[i] == c;
            i += 1;
        }
    }
    found != negate
}

/// Ruby's `Shellwords.shellescape`.
pub(super) fn shell_escape(s: &str) -> String {
    if s.is_empty() {
        return "''".into();
    }
    let mut out = String::with_capacity(s.len() * 2);
    for c in s.chars() {
        match c {
            '\n' => out.push_str("'\n'"),
            c if c.is_ascii_alphanumeric() || "_-.,:+/@".contains(c) => out.push(c),
            c => {
                out.push('\\');
                out.push(c);
            }
        }
    }
    out
}

fn affix(name: &str, args: &[Value]) -> Result<Value, String> {
    if args.is_empty() {
        return Err(format!(
            "{name}(): Wrong number of arguments given (0 for 1)"
        ));
    }
    let affix = match args.get(1) {
        None | Some(Value::Undef) | Some(Value::Bool(false)) => None,
        Some(Value::Str(s)) => Some(s.to_string()),
        Some(other) => {
            return Err(format!(
                "{name}(): expected second argument to be a String, got {}",
                ruby_inspect_nil(other)
            ));
        }
    };
    let apply = |v: &Value| {
        let s = ruby_to_s(v);
        match &affix {
            Some(a) if name == "prefix" => format!("{a}{s}"),
            Some(a) => format!("{s}{a}"),
            None => s,
        }
    };
    match &args[0] {
        Value::Array(items) => Ok(Value::array(
            items.iter().map(|i| Value::str(apply(i))).collect(),
        )),
        Value::Hash(map) => Ok(Value::hash(
            map.iter()
                .map(|(k, v)| (Value::str(apply(k)), v.clone()))
                .collect::<Map<_, _>>(),
        )),
        other => Err(format!(
            "{name}(): expected first argument to be an Array or a Hash, got {}",
            ruby_inspect_nil(other)
        )),
    }
}

/// CRC-32 (IEEE), as Zlib computes it.
fn crc32(bytes: &[u8]) -> u32 {
    let mut crc = !0u32;
    for &b in bytes {
        crc ^= u32::from(b);
        for _ in 0..8 {
            crc = if crc & 1 != 0 {
                (crc >> 1) ^ 0xEDB8_8320
            } else {
                crc >> 1
            };
        }
    }
    !crc
}
