//! stdlib functions that produce or split sequences: `range` (numbers
//! and Ruby's `String#succ` ranges), `shell_split` (Ruby's
//! `Shellwords.shellsplit`), `convert_base`, `reject`,
//! `stdlib::ip_in_range`, `loadyaml`/`loadjson` of local files, and
//! `glob` (Ruby's `Dir.glob`).

use super::network::ip_addr;
use crate::catalog::Value;
use crate::eval::builtins::{ruby_regex, ruby_to_s};

/// The function `name`, if it is one of these.
pub(super) fn call(name: &str, args: &[Value]) -> Option<Result<Value, String>> {
    let first = args.first().unwrap_or(&Value::Undef);
    Some(match name {
        "range" => range(args),
        "shell_split" => match args {
            [v] => shell_split(&ruby_to_s(v))
                .map(|w| Value::array(w.into_iter().map(Value::str).collect())),
            _ => Err(format!(
                "shell_split(): Wrong number of arguments given ({} for 1)",
                args.len()
            )),
        },
        "convert_base" => convert_base(args),
        "reject" => match args {
            [Value::Array(items), pattern] => {
                let pattern = match pattern {
                    Value::Regex(r) => r.to_string(),
                    other => ruby_to_s(other),
                };
                match regex_lite::Regex::new(&ruby_regex(&pattern)) {
                    Ok(re) => Ok(Value::array(
                        items
                            .iter()
                            .filter(|v| !matches!(v, Value::Str(s) if re.is_match(s)))
                            .cloned()
                            .collect(),
                    )),
                    Err(_) => Err(crate::eval::builtins::ruby_regex_error(&pattern)),
                }
            }
            [_, _] => Err("undefined method `grep_v'".into()),
            _ => Err(format!(
                "reject(): Wrong number of arguments given {} for 2",
                args.len()
            )),
        },
        "stdlib::ip_in_range" => {
            let Some(ip) = ip_addr(&ruby_to_s(first)) else {
                return Some(Err(format!("invalid address: {}", ruby_to_s(first))));
            };
            let ranges: Vec<String> = match args.get(1) {
                Some(Value::Array(a)) => a.iter().map(ruby_to_s).collect(),
                Some(v) => vec![ruby_to_s(v)],
                None => vec![],
            };
            let mut inside = false;
            for r in &ranges {
                let Some(net) = ip_addr(r) else {
                    return Some(Err(format!("invalid address: {r}")));
                };
                let bits = r
                    .split_once('/')
                    .and_then(|(_, p)| p.parse::<u32>().ok())
                    .unwrap_or(if net.is_ipv4() { 32 } else { 128 });
                inside |= in_network(&ip, &net, bits);
            }
            Ok(Value::Bool(inside))
        }
        "loadyaml" | "loadjson" => load_file(name, args),
        "glob" => match args {
            [Value::Str(p)] => Ok(Value::array(glob(p).into_iter().map(Value::str).collect())),
            [Value::Array(ps)] => Ok(Value::array(
                ps.iter()
                    .flat_map(|p| glob(&ruby_to_s(p)))
                    .map(Value::str)
                    .collect(),
            )),
            [_] => Err("glob(): Requires either array or string to work".into()),
            _ => Err(format!(
                "glob(): Wrong number of arguments given ({} for 1)",
                args.len()
            )),
        },
        _ => return None,
    })
}

fn in_network(ip: &std::net::IpAddr, net: &std::net::IpAddr, bits: u32) -> bool {
    use std::net::IpAddr::{V4, V6};
    match (ip, net) {
        (V4(a), V4(n)) => {
            let mask = if bits == 0 {
                0
            } else {
                u32::MAX << (32 - bits.min(32))
            };
            a.to_bits() & mask == n.to_bits() & mask
        }
        (V6(a), V6(n)) => {
            let mask = if bits == 0 {
                0
            } else {
                u128::MAX << (128 - bits.min(128))
            };
            a.to_bits() & mask == n.to_bits() & mask
        }
        _ => false,
    }
}

fn range(args: &[Value]) -> Result<Value, String> {
    let (start, stop, exclusive, step) = match args {
        [] => return Err("range(): Wrong number of arguments given (0 for 1)".into()),
        [single] => {
            let text = ruby_to_s(single);
            let word =
                |s: &str| !s.is_empty() && s.chars().all(|c| c.is_alphanumeric() || c == '_');
            let split = text
                .split_once("...")
                .map(|(a, b)| (a, b, true))
                .or_else(|| text.split_once("..").map(|(a, b)| (a, b, false)))
                .or_else(|| text.split_once('-').map(|(a, b)| (a, b, false)));
            match split {
                Some((a, b, excl)) if word(a) && word(b) => (a.to_string(), b.to_string(), excl, 1),
                _ if !text.is_empty() && !text.contains('\n') => {
                    return Err(format!(
                        "range(): Unable to compute range from the value: {text}"
                    ));
                }
                _ => return Err(format!("range(): Unknown range format: {text}")),
            }
        }
        [a, b, rest @ ..] => {
            let step = match rest.first() {
                None | Some(Value::Undef) => 1,
                Some(v) => crate::eval::builtins::ruby_to_i(&ruby_to_s(v)).abs(),
            };
            if step == 0 {
                return Err(
                    "range(): 3rd arg (step size) must be a non zero integer (e.g. 1 or -1)".into(),
                );
            }
            (ruby_to_s(a), ruby_to_s(b), false, step as usize)
        }
    };
    let digits = !start.is_empty() && start.bytes().all(|b| b.is_ascii_digit());
    let items: Vec<Value> = if digits {
        let (from, to) = (
            start.parse::<i64>().unwrap_or(0),
            crate::eval::builtins::ruby_to_i(&stop),
        );
        let end = if exclusive { to - 1 } else { to };
        let count = if end < from {
            0
        } else {
            (end as i128 - from as i128) / step as i128 + 1
        };
        crate::catalog::limits::elements("range()", count as u128)?;
        (from..=end.max(from - 1))
            .step_by(step)
            .map(Value::Int)
            .collect()
    } else {
        string_range(&start, &stop, exclusive)?
            .into_iter()
            .step_by(step)
            .map(Value::str)
            .collect()
    };
    Ok(Value::array(items))
}

/// Ruby's `(start..stop).to_a` for strings: by `succ` until `stop`, not
/// past its length.
fn string_range(start: &str, stop: &str, exclusive: bool) -> Result<Vec<String>, String> {
    let mut out = Vec::new();
    if start.chars().count() == 1 && stop.chars().count() == 1 {
        let (a, b) = (
            start.chars().next().unwrap_or('a'),
            stop.chars().next().unwrap_or('a'),
        );
        for c in a..=b {
            if exclusive && c == b {
                break;
            }
            out.push(c.to_string());
        }
        return Ok(out);
    }
    if start.len() > stop.len() {
        return Ok(out);
    }
    let mut current = start.to_string();
    loop {
        crate::catalog::limits::elements("range()", out.len() as u128 + 1)?;
        if current == stop {
            if !exclusive {
                out.push(current);
            }
            break;
        }
        out.push(current.clone());
        current = succ(&current);
        if current.len() > stop.len() {
            break;
        }
    }
    Ok(out)
}

/// Ruby's `String#succ` for alphanumeric text: the rightmost letter or
/// digit goes up, carrying leftwards.
fn succ(s: &str) -> String {
    let mut chars: Vec<char> = s.chars().collect();
    let mut i = chars.len();
    while i > 0 {
        i -= 1;
        let (next, carry, first) = match chars[i] {
            'z' => ('a', true, 'a'),
            'Z' => ('A', true, 'A'),
            '9' => ('0', true, '1'),
            c if c.is_ascii_alphanumeric() => ((c as u8 + 1) as char, false, c),
            _ => continue,
        };
        chars[i] = next;
        if !carry {
            return chars.into_iter().collect();
        }
        if i == 0 || !chars[..i].iter().any(|c| c.is_ascii_alphanumeric()) {
            chars.insert(i, first);
            return chars.into_iter().collect();
        }
    }
    chars.into_iter().collect()
}

/// Ruby's `Shellwords.shellsplit`.
fn shell_split(line: &str) -> Result<Vec<String>, String> {
    let mut words = Vec::new();
    let mut field = String::new();
    let mut has_field = false;
    let mut chars = line.chars().peekable();
    while let Some(&c) = chars.peek() {
        match c {
            c if c.is_whitespace() => {
                chars.next();
                if has_field {
                    words.push(std::mem::take(&mut field));
                    has_field = false;
                }
            }
            '\'' => {
                chars.next();
                let mut closed = false;
                for c in chars.by_ref() {
                    if c == '\'' {
                        closed = true;
                        break;
                    }
                    field.push(c);
                }
                if !closed {
                    return Err(format!("Unmatched quote: {line:?}"));
                }
                has_field = true;
            }
            '"' => {
                chars.next();
                let mut closed = false;
                while let Some(c) = chars.next() {
                    match c {
                        '"' => {
                            closed = true;
                            break;
                        }
                        '\\' => match chars.next() {
                            Some(e @ ('$' | '`' | '"' | '\\')) => field.push(e),
                            Some('\n') => {}
                            Some(e) => {
                                field.push('\\');
                                field.push(e);
                            }
                            None => field.push('\\'),
                        },
                        c => field.push(c),
                    }
                }
                if !closed {
                    return Err(format!("Unmatched quote: {line:?}"));
                }
                has_field = true;
            }
            '\\' => {
                chars.next();
                if let Some(e) = chars.next() {
                    field.push(e);
                }
                has_field = true;
            }
            c => {
                chars.next();
                field.push(c);
                has_field = true;
            }
        }
    }
    if has_field {
        words.push(field);
    }
    Ok(words)
}

fn convert_base(args: &[Value]) -> Result<Value, String> {
    if args.len() != 2 {
        return Err(format!(
            "convert_base(): Wrong number of arguments given ({} for 2)",
            args.len()
        ));
    }
    let int_or_digits = |v: &Value| match v {
        Value::Int(i) => Some(Ok(*i)),
        Value::Str(s) if !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit()) => {
            Some(Ok(s.parse::<i64>().unwrap_or(0)))
        }
        Value::Str(_) => Some(Err(())),
        _ => None,
    };
    let number = int_or_digits(&args[0]);
    let base = int_or_digits(&args[1]);
    if number.is_none() {
        return Err("convert_base(): First argument must be either a string or an integer".into());
    }
    if base.is_none() {
        return Err("convert_base(): Second argument must be either a string or an integer".into());
    }
    let bad = "convert_base(): First argument must be an integer or a string corresponding to an integer in base 10";
    let (Some(Ok(number)), Some(Ok(base))) = (number, base) else {
        return Err(bad.into());
    };
    if !(2..=36).contains(&base) {
        return Err(
            "convert_base(): base must be at least 2 and must not be greater than 36".into(),
        );
    }
    let mut n = number.unsigned_abs();
    let mut digits = Vec::new();
    loop {
        digits.push(std::char::from_digit((n % base as u64) as u32, base as u32).unwrap_or('0'));
        n /= base as u64;
        if n == 0 {
            break;
        }
    }
    if number < 0 {
        digits.push('-');
    }
    Ok(Value::str(digits.into_iter().rev().collect::<String>()))
}

/// `loadyaml(path, default)` / `loadjson(path, default)` of a local file:
/// the data, or the default when the file is missing, empty or unreadable.
fn load_file(name: &str, args: &[Value]) -> Result<Value, String> {
    if args.is_empty() {
        return Err("Wrong number of arguments. 1 or 2 arguments should be provided.".into());
    }
    let path = ruby_to_s(&args[0]);
    let default = args.get(1).cloned().unwrap_or(Value::Undef);
    let Ok(text) = crate::loader::files::read_to_string(&path) else {
        return Ok(default);
    };
    let parsed = if name == "loadjson" {
        serde_json::from_str::<serde_json::Value>(&text)
            .map(|j| crate::catalog::json::json_to_value(&j))
            .map_err(|_| format!("859: unexpected token at '{text}'"))
    } else {
        crate::yaml::parse(&text)
            .map(|d| d.value)
            .map_err(|e| e.puppet_message(Some(&path)))
    };
    match parsed {
        Ok(Value::Undef | Value::Bool(false)) => Ok(default),
        Ok(v) => Ok(v),
        Err(_) if default.truthy() => Ok(default),
        Err(e) => Err(e),
    }
}

/// Ruby's `Dir.glob(pattern)`: `{a,b}` alternatives in turn, each sorted;
/// `*`, `?` and `[set]` within a name (not matching a leading dot), `**/`
/// any depth of directories.
fn glob(pattern: &str) -> Vec<String> {
    let mut out = Vec::new();
    for alternative in crate::loader::glob::expand_braces(pattern) {
        let absolute = alternative.starts_with('/');
        let parts: Vec<&str> = alternative.split('/').filter(|p| !p.is_empty()).collect();
        let start = if absolute {
            "/".to_string()
        } else {
            String::new()
        };
        let mut found = Vec::new();
        glob_walk(&start, &parts, &mut found);
        found.sort();
        found.dedup();
        out.extend(found);
    }
    out
}

fn glob_walk(base: &str, parts: &[&str], out: &mut Vec<String>) {
    let join = |name: &str| match base {
        "" => name.to_string(),
        "/" => format!("/{name}"),
        b => format!("{b}/{name}"),
    };
    let Some((first, rest)) = parts.split_first() else {
        if !base.is_empty() {
            out.push(base.to_string());
        }
        return;
    };
    let dir = if base.is_empty() { "." } else { base };
    // Each entry: its name, whether it is a directory (links followed),
    // and whether it is one without following a link.
    let entries = || -> Vec<(String, bool, bool)> {
        crate::loader::files::entries(std::path::Path::new(dir))
            .unwrap_or_default()
            .into_iter()
            .filter_map(|e| {
                let real_dir = e.is_real_dir();
                Some((e.name.into_string().ok()?, e.is_dir, real_dir))
            })
            .collect()
    };
    if *first == "**" {
        // Zero directories, then each (not hidden) directory in turn;
        // as in Ruby, links to directories are not followed (so a link
        // loop cannot make the walk endless).
        glob_walk(base, rest, out);
        for (name, _, real_dir) in entries() {
            if real_dir && !name.starts_with('.') {
                glob_walk(&join(&name), parts, out);
            }
        }
        return;
    }
    if !first.contains(['*', '?', '[']) {
        let path = join(first);
        if std::path::Path::new(&path).exists() {
            glob_walk(&path, rest, out);
        }
        return;
    }
    let Ok(re) = regex_lite::Regex::new(&name_pattern(first)) else {
        return;
    };
    let mut candidates = entries();
    if first.starts_with('.') {
        // Ruby's glob lists the directory itself (`.`), not its parent.
        candidates.push((".".to_string(), true, true));
    }
    for (name, is_dir, _) in candidates {
        if name.starts_with('.') && !first.starts_with('.') {
            continue;
        }
        if re.is_match(&name) && (rest.is_empty() || is_dir) {
            glob_walk(&join(&name), rest, out);
        }
    }
}

/// A glob for one path component as an anchored regular expression.
fn name_pattern(glob: &str) -> String {
    let mut re = String::from("^");
    let mut chars = glob.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '*' => re.push_str("[^/]*"),
            '?' => re.push_str("[^/]"),
            '[' => {
                re.push('[');
                if chars.peek() == Some(&'!') {
                    chars.next();
                    re.push('^');
                }
                for c in chars.by_ref() {
                    if c == ']' {
                        break;
                    }
                    if c == '\\' || c == '[' {
                        re.push('\\');
                    }
                    re.push(c);
                }
                re.push(']');
            }
            '\\' => {
                if let Some(n) = chars.next() {
                    re.push_str(&regex_lite::escape(&n.to_string()));
                }
            }
            c => re.push_str(&regex_lite::escape(&c.to_string())),
        }
    }
    re.push('$');
    re
}
