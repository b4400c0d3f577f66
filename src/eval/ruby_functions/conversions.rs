//! stdlib's smaller Puppet 3 functions that real modules still call:
//! boolean conversions (`str2bool`, `num2bool`, `bool2num`, `any2bool`),
//! set operations on arrays (`union`, `difference`, `intersection`),
//! `join_keys_to_values`, `values_at`, `delete_values`, `reverse`,
//! `swapcase`, `dos2unix`/`unix2dos`, `regexpescape`, `grep`,
//! `delete_regex`, `clamp` and `uriescape`.

use crate::catalog::Value;
use crate::catalog::sets::RubyEqSet;
use crate::eval::builtins::{ruby_class, ruby_regex, ruby_to_s};

/// The function `name`, if it is one of these.
pub(super) fn call(name: &str, args: &[Value]) -> Option<Result<Value, String>> {
    let first = args.first().unwrap_or(&Value::Undef);
    let arity = |min: usize, max: usize, shown: &str| {
        (args.len() < min || args.len() > max).then(|| {
            format!(
                "{name}(): Wrong number of arguments given ({} for {shown})",
                args.len()
            )
        })
    };
    if let Some(message) = match name {
        "str2bool" | "bool2num" | "any2bool" | "reverse" | "swapcase" | "regexpescape" => {
            arity(1, usize::MAX, "1")
        }
        "num2bool" => arity(1, 1, "1"),
        "difference" | "intersection" => arity(2, 2, "2"),
        "union" => arity(2, usize::MAX, "< 2"),
        "values_at" => arity(2, usize::MAX, "2"),
        _ => None,
    } {
        return Some(Err(message));
    }
    Some(match name {
        "str2bool" => str2bool(first),
        "bool2num" => str2bool(first).map(|b| Value::Int(i64::from(b.truthy()))),
        "num2bool" => num2bool(first),
        "any2bool" => match first {
            Value::Bool(_) => Ok(first.clone()),
            Value::Undef => Ok(Value::Bool(false)),
            Value::Int(_) | Value::Float(_) => num2bool(first),
            Value::Str(s) if s.trim().parse::<f64>().is_ok() => num2bool(first),
            Value::Str(_) => str2bool(first),
            _ => Ok(Value::Bool(true)),
        },
        "union" | "difference" | "intersection" => set_operation(name, args),
        "join_keys_to_values" => join_keys_to_values(args),
        "values_at" => values_at(args),
        "delete_values" => match args {
            [Value::Hash(h), item] => Ok(Value::hash(
                h.iter()
                    .filter(|(_, v)| !item.ruby_eq(v))
                    .map(|(k, v)| (k.clone(), v.clone()))
                    .collect(),
            )),
            [other, _] => Err(format!(
                "delete_values(): First argument must be a Hash. Given an argument of class {}.",
                ruby_class(other)
            )),
            _ => Err(format!(
                "delete_values(): Wrong number of arguments given ({} of 2)",
                args.len()
            )),
        },
        "reverse" => match first {
            Value::Array(a) => Ok(Value::array(a.iter().rev().cloned().collect())),
            Value::Str(s) => Ok(Value::str(s.chars().rev().collect::<String>())),
            _ => Err("reverse(): Requires either array or string to work with".into()),
        },
        "swapcase" | "regexpescape" => {
            let f = |s: &str| {
                if name == "swapcase" {
                    swapcase(s)
                } else {
                    regexp_escape(s)
                }
            };
            match first {
                Value::Array(a) => Ok(Value::array(
                    a.iter()
                        .map(|i| match i {
                            Value::Str(s) => Value::str(f(s)),
                            other => other.clone(),
                        })
                        .collect(),
                )),
                Value::Str(s) => Ok(Value::str(f(s))),
                _ => Err(format!(
                    "{name}(): Requires either array or string to work with"
                )),
            }
        }
        "dos2unix" | "unix2dos" => match first {
            Value::Str(s) => Ok(Value::str(if name == "dos2unix" {
                s.replace("\r\n", "\n")
            } else {
                s.replace("\r\n", "\n").replace('\n', "\r\n")
            })),
            _ => Err(format!("{name}(): Requires string as argument")),
        },
        "grep" => match args {
            [Value::Array(a), pattern] => {
                let pattern = match pattern {
                    Value::Regex(r) => r.to_string(),
                    other => ruby_to_s(other),
                };
                match regex_lite::Regex::new(&ruby_regex(&pattern)) {
                    Ok(re) => Ok(Value::array(
                        a.iter()
                            .filter(|v| matches!(v, Value::Str(s) if re.is_match(s)))
                            .cloned()
                            .collect(),
                    )),
                    Err(_) => Err(crate::eval::builtins::ruby_regex_error(&pattern)),
                }
            }
            _ => Err(format!(
                "grep(): Wrong number of arguments given {} for 2",
                args.len()
            )),
        },
        "delete_regex" => delete_regex(args),
        "clamp" => clamp(args),
        "uriescape" => match first {
            Value::Array(a) => Ok(Value::array(
                a.iter()
                    .map(|i| match i {
                        Value::Str(s) => Value::str(uri_escape(s)),
                        other => other.clone(),
                    })
                    .collect(),
            )),
            Value::Str(s) => Ok(Value::str(uri_escape(s))),
            _ if args.is_empty() => {
                Err("uriescape(): Wrong number of arguments given (0 for 1)".into())
            }
            _ => Err("uriescape(): Requires either array or string to work with".into()),
        },
        _ => return None,
    })
}

/// Ruby's RFC 2396 `URI::DEFAULT_PARSER.escape`: bytes outside the
/// unreserved and reserved characters as `%XX`.
fn uri_escape(s: &str) -> String {
    let mut out = String::new();
    for b in s.bytes() {
        if b.is_ascii_alphanumeric() || b"-_.!~*'();/?:@&=+$,[]".contains(&b) {
            out.push(b as char);
        } else {
            out.push_str(&format!("%{b:02X}"));
        }
    }
    out
}

fn delete_regex(args: &[Value]) -> Result<Value, String> {
    if args.len() != 2 {
        return Err(format!(
            "delete_regex(): Wrong number of arguments given {} for 2",
            args.len()
        ));
    }
    let patterns: Vec<String> = match &args[1] {
        Value::Undef => vec![],
        Value::Array(a) => a.iter().map(ruby_to_s).collect(),
        other => vec![ruby_to_s(other)],
    };
    let mut regexes = Vec::new();
    for p in &patterns {
        let re = regex_lite::Regex::new(&ruby_regex(&format!("\\b{p}\\b")))
            .map_err(|_| crate::eval::builtins::ruby_regex_error(p))?;
        regexes.push(re);
    }
    let hit = |v: &Value| matches!(v, Value::Str(s) if regexes.iter().any(|r| r.is_match(s)));
    match &args[0] {
        Value::Array(a) => Ok(Value::array(
            a.iter().filter(|v| !hit(v)).cloned().collect(),
        )),
        // A hash's entries are tested by key.
        Value::Hash(h) => Ok(Value::hash(
            h.iter()
                .filter(|(k, _)| !hit(k))
                .map(|(k, v)| (k.clone(), v.clone()))
                .collect(),
        )),
        Value::Str(_) if patterns.is_empty() => Ok(args[0].clone()),
        Value::Str(s) => Err(format!("undefined method `reject!' for {s:?}:String")),
        other => Err(format!(
            "delete_regex(): First argument must be an Array, Hash, or String. Given an argument of class {}.",
            ruby_class(other)
        )),
    }
}

fn clamp(args: &[Value]) -> Result<Value, String> {
    let values = crate::eval::types::flatten(args);
    if values.len() != 3 {
        return Err("clamp(): Wrong number of arguments, need three to clamp".into());
    }
    let mut numbers = Vec::with_capacity(3);
    for v in &values {
        numbers.push(match v {
            Value::Str(s) if !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit()) => {
                s.parse::<i64>().unwrap_or(i64::MAX)
            }
            Value::Str(s) => {
                return Err(format!("clamp(): Required explicit numeric ({s}:String)"));
            }
            Value::Hash(_) => {
                return Err(format!(
                    "clamp(): The Hash type is not allowed ({})",
                    crate::eval::builtins::ruby_inspect(v)
                ));
            }
            Value::Int(i) => *i,
            Value::Float(f) => *f as i64,
            other => {
                return Err(format!(
                    "undefined method `to_i' for {}:{}",
                    ruby_to_s(other),
                    ruby_class(other)
                ));
            }
        });
    }
    numbers.sort();
    Ok(Value::Int(numbers[1]))
}

fn str2bool(v: &Value) -> Result<Value, String> {
    match v {
        Value::Bool(_) => Ok(v.clone()),
        Value::Str(s) => {
            let lower = s.to_lowercase();
            match lower.as_str() {
                "" | "undef" | "undefined" => Ok(Value::Bool(false)),
                "1" | "t" | "y" | "true" | "yes" => Ok(Value::Bool(true)),
                "0" | "f" | "n" | "false" | "no" => Ok(Value::Bool(false)),
                _ => Err("str2bool(): Unknown type of boolean given".into()),
            }
        }
        _ => Err("str2bool(): Requires string to work with".into()),
    }
}

fn num2bool(v: &Value) -> Result<Value, String> {
    let n = match v {
        Value::Int(i) => *i,
        Value::Float(f) => *f as i64,
        Value::Str(s) => match s.trim().replace('_', "").parse::<f64>() {
            Ok(f) => f as i64,
            Err(_) => {
                return Err(format!(
                    "num2bool(): '{s}' does not look like a number: invalid value for Float(): {s:?}"
                ));
            }
        },
        other => crate::eval::builtins::ruby_to_i(&ruby_to_s(other)),
    };
    Ok(Value::Bool(n > 0))
}

fn set_operation(name: &str, args: &[Value]) -> Result<Value, String> {
    let arrays: Vec<&Vec<Value>> = args
        .iter()
        .filter_map(|a| match a {
            Value::Array(items) => Some(items.as_ref()),
            _ => None,
        })
        .collect();
    if arrays.len() != args.len() {
        return Err(match name {
            "union" => "union(): Every parameter must be an array".into(),
            "difference" => "difference(): Requires 2 arrays".into(),
            _ => format!(
                "intersection(): Requires 2 arrays, got {} and {}",
                ruby_class(&args[0]),
                ruby_class(&args[1])
            ),
        });
    }
    // Membership by Ruby's `==`, hashed: linear in the arrays' lengths.
    let mut out: Vec<Value> = Vec::new();
    match name {
        "union" => {
            let mut kept = RubyEqSet::new();
            for v in arrays.iter().flat_map(|a| a.iter()) {
                if kept.insert(v) {
                    out.push(v.clone());
                }
            }
        }
        "difference" => {
            let removed: RubyEqSet = arrays[1].iter().collect();
            out = arrays[0]
                .iter()
                .filter(|v| !removed.contains(v))
                .cloned()
                .collect()
        }
        _ => {
            let wanted: RubyEqSet = arrays[1].iter().collect();
            let mut kept = RubyEqSet::new();
            for v in arrays[0].iter() {
                if wanted.contains(v) && kept.insert(v) {
                    out.push(v.clone());
                }
            }
        }
    }
    Ok(Value::array(out))
}

fn join_keys_to_values(args: &[Value]) -> Result<Value, String> {
    let [hash, separator] = args else {
        return Err(format!(
            "join_keys_to_values(): Takes exactly two arguments, but {} given.",
            args.len()
        ));
    };
    let Value::Hash(h) = hash else {
        return Err(format!(
            "join_keys_to_values(): The first argument must be a hash, but a {} was given.",
            ruby_class(hash)
        ));
    };
    let Value::Str(sep) = separator else {
        return Err(format!(
            "join_keys_to_values(): The second argument must be a string, but a {} was given.",
            ruby_class(separator)
        ));
    };
    let mut out = Vec::new();
    for (k, v) in h.iter() {
        let k = ruby_to_s(k);
        match v {
            Value::Array(items) => out.extend(
                items
                    .iter()
                    .map(|i| Value::str(format!("{k}{sep}{}", ruby_to_s(i)))),
            ),
            v if ruby_to_s(v) == "undef" => out.push(Value::str(k)),
            v => out.push(Value::str(format!("{k}{sep}{}", ruby_to_s(v)))),
        }
    }
    Ok(Value::array(out))
}

fn values_at(args: &[Value]) -> Result<Value, String> {
    let Value::Array(array) = &args[0] else {
        return Err("values_at(): Requires array to work with".into());
    };
    let indices = crate::eval::types::flatten(&args[1..2]);
    if indices.is_empty() {
        return Err("values_at(): You must provide at least one positive index to collect".into());
    }
    let last = array.len() as i64 - 1;
    let mut picked = Vec::new();
    for index in indices {
        let text = ruby_to_s(&index);
        let range = text
            .split_once("...")
            .map(|(a, b)| (a, b, true))
            .or_else(|| text.split_once("..").map(|(a, b)| (a, b, false)))
            .or_else(|| text.split_once('-').map(|(a, b)| (a, b, false)));
        let digits = |s: &str| !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit());
        match range {
            Some((a, b, exclusive)) if digits(a) && digits(b) => {
                let (start, stop): (i64, i64) = (a.parse().unwrap_or(0), b.parse().unwrap_or(0));
                if start > stop {
                    return Err("values_at(): Stop index in given indices range is smaller than the start index".into());
                }
                if stop > last {
                    return Err(
                        "values_at(): Stop index in given indices range exceeds array size".into(),
                    );
                }
                let end = if exclusive { stop } else { stop + 1 };
                picked.extend(start..end);
            }
            _ if digits(&text) => {
                let i: i64 = text.parse().unwrap_or(i64::MAX);
                if i > last {
                    return Err("values_at(): Given index exceeds array size".into());
                }
                picked.push(i);
            }
            _ => return Err("values_at(): Unknown format of given index".into()),
        }
    }
    Ok(Value::array(
        picked
            .into_iter()
            .map(|i| array[i as usize].clone())
            .filter(|v| !v.is_undef())
            .collect(),
    ))
}

fn swapcase(s: &str) -> String {
    s.chars()
        .flat_map(|c| {
            if c.is_uppercase() {
                c.to_lowercase().collect::<Vec<_>>()
            } else {
                c.to_uppercase().collect::<Vec<_>>()
            }
        })
        .collect()
}

/// Ruby's `Regexp.escape`.
fn regexp_escape(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        match c {
            '\n' => out.push_str("\\n"),
            '\t' => out.push_str("\\t"),
            '\r' => out.push_str("\\r"),
            '\u{c}' => out.push_str("\\f"),
            '\u{b}' => out.push_str("\\v"),
            ' ' => out.push_str("\\ "),
            '.' | '*' | '?' | '+' | '^' | '$' | '|' | '(' | ')' | '[' | ']' | '{' | '}' | '\\'
            | '-' | '#' => {
                out.push('\\');
                out.push(c);
            }
            c => out.push(c),
        }
    }
    out
}
