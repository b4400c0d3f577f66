//! Functions that modules other than stdlib write in Ruby: apache's
//! `apache::bool2httpd`, `apache::pw_hash`, `apache::authz_core_config`;
//! haproxy's `haproxy::sort_bind`, `haproxy::generate_error_message`;
//! mysql's `mysql::password`, `mysql::innobackupex_args`,
//! `mysql::normalise_and_deepmerge`, `mysql::strip_hash`; postgresql's
//! `postgresql::postgresql_escape`, `postgresql::prepend_sql_password`,
//! `postgresql::postgresql_acls_to_resources_hash`; saz-ssh's augeas
//! option converters; saz-sudo's `sudo::defaults`; systemd's
//! `systemd::systemd_escape` (done here as `systemd-escape` does it).

use md5::Digest;

use super::strings::hex;
use crate::catalog::{Map, Value};
use crate::eval::builtins::{ruby_inspect, ruby_to_s};

/// The module function `name`, if it is one of these.
pub(super) fn call(name: &str, args: &[Value]) -> Option<Result<Value, String>> {
    let first = args.first().unwrap_or(&Value::Undef);
    let text = |i: usize| args.get(i).map(ruby_to_s).unwrap_or_default();
    Some(match name {
        "apache::bool2httpd" => Ok(Value::str(match first {
            Value::Undef | Value::Bool(false) => "Off".to_string(),
            Value::Str(s) if s.to_lowercase().contains("false") => "Off".to_string(),
            Value::Bool(true) => "On".to_string(),
            Value::Str(s) if s.to_lowercase().contains("true") => "On".to_string(),
            other => ruby_to_s(other),
        })),
        "apache::pw_hash" | "apache::apache_pw_hash" => Ok(Value::str(format!(
            "{{SHA}}{}",
            base64(&sha1::Sha1::digest(text(0).as_bytes()))
        ))),
        "apache::authz_core_config" => {
            let mut lines = Vec::new();
            match first {
                Value::Hash(h) => authz_core_config(h, 1, &mut lines),
                _ => Ok(()),
            }
            .map(|()| Value::array(lines.into_iter().map(Value::str).collect()))
        }
        "haproxy::generate_error_message" => Err(text(0)),
        "haproxy::sort_bind" => Ok(sort_bind(first)),
        "mysql::password" | "mysql_password" => {
            let password = match first {
                Value::Sensitive(inner) => ruby_to_s(inner),
                other => ruby_to_s(other),
            };
            let hashed = if is_mysql_hash(&password) || password.is_empty() {
                password
            } else {
                let inner = sha1::Sha1::digest(password.as_bytes());
                format!("*{}", hex(&sha1::Sha1::digest(inner)).to_uppercase())
            };
            Ok(sensitive_if(args.get(1), Value::str(hashed)))
        }
        "mysql::innobackupex_args" => Ok(Value::str(innobackupex_args(args))),
        "mysql::normalise_and_deepmerge" => normalise_and_deepmerge(args),
        "mysql::strip_hash" => Ok(match first {
            Value::Hash(h) => Value::hash(
                h.iter()
                    .filter(|(_, v)| v.as_str() != Some(""))
                    .map(|(k, v)| (k.clone(), strip_blank_values(v)))
                    .collect(),
            ),
            other => other.clone(),
        }),
        "postgresql::postgresql_escape" => Ok(Value::str(postgresql_escape(&text(0)))),
        "postgresql::prepend_sql_password" => {
            Ok(Value::str(format!("ENCRYPTED PASSWORD '{}'", text(0))))
        }
        "postgresql::postgresql_acls_to_resources_hash" => acls_to_resources(args),
        "sshclient_options_to_augeas_ssh_config" => augeas_options(args, name, "Host ", "host"),
        "sshserver_options_to_augeas_sshd_config" => {
            augeas_options(args, name, "Match ", "condition")
        }
        "sudo::defaults" => sudo_defaults(args),
        "systemd::systemd_escape" => Ok(Value::str(systemd_escape(
            &text(0),
            args.get(1).is_some_and(Value::truthy),
        ))),
        _ => return None,
    })
}

/// Wrapped in `Sensitive` when the `sensitive` argument is true.
pub(super) fn sensitive_if(flag: Option<&Value>, v: Value) -> Value {
    if flag.is_some_and(Value::truthy) {
        Value::Sensitive(std::rc::Rc::new(v))
    } else {
        v
    }
}

/// `*` and 40 upper-case hex digits: already MySQL's hash.
fn is_mysql_hash(s: &str) -> bool {
    s.len() == 41
        && s.starts_with('*')
        && s[1..]
            .bytes()
            .all(|b| b.is_ascii_digit() || (b'A'..=b'F').contains(&b))
}

/// Standard Base64 with padding.
pub(super) fn base64(bytes: &[u8]) -> String {
    const ALPHABET: &[u8] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    let mut out = String::new();
    for chunk in bytes.chunks(3) {
        let n = chunk
            .iter()
            .enumerate()
            .fold(0u32, |acc, (i, &b)| acc | u32::from(b) << (16 - 8 * i));
        for i in 0..4 {
            if i <= chunk.len() {
                out.push(ALPHABET[(n >> (18 - 6 * i) & 63) as usize] as char);
            } else {
                out.push('=');
            }
        }
    }
    out
}

fn authz_core_config(
    h: &Map<Value, Value>,
    depth: usize,
    out: &mut Vec<String>,
) -> Result<(), String> {
    let pad = "  ".repeat(depth);
    for (key, value) in h {
        let directive: String = ruby_to_s(key)
            .split('_')
            .map(|w| {
                let mut c = w.chars();
                c.next()
                    .map(|f| f.to_uppercase().collect::<String>() + &c.as_str().to_lowercase())
                    .unwrap_or_default()
            })
            .collect();
        match value {
            Value::Hash(inner) => {
                out.push(format!("{pad}<{directive}>"));
                authz_core_config(inner, depth + 1, out)?;
                out.push(format!("{pad}</{directive}>"));
            }
            Value::Array(items) => {
                for v in items.iter() {
                    out.push(format!("{pad}{directive} {}", ruby_to_s(v)));
                }
            }
            other => {
                let inspected = match other {
                    Value::Str(s) => format!("{s:?}"),
                    Value::Undef => "nil".into(),
                    other => ruby_inspect(other),
                };
                let class = crate::eval::builtins::ruby_class(other);
                return Err(format!("undefined method `map' for {inspected}:{class}"));
            }
        }
    }
    Ok(())
}

/// The `[address:port, options]` pairs, numerically by IPv4 address
/// (others first), then by the rest of the key.
fn sort_bind(bind: &Value) -> Value {
    let Value::Hash(h) = bind else {
        return Value::array(vec![]);
    };
    let key = |k: &str| -> (i64, String) {
        let octets: Vec<&str> = k.splitn(5, '.').collect();
        let mut num = 0i64;
        let mut end = 0;
        let mut ok = octets.len() >= 4;
        for (i, part) in octets.iter().take(4).enumerate() {
            let digits = if i == 3 {
                part.len() - part.trim_start_matches(|c: char| c.is_ascii_digit()).len()
            } else {
                part.len()
            };
            if digits == 0 || (i < 3 && !part.bytes().all(|b| b.is_ascii_digit())) {
                ok = false;
                break;
            }
            num = (num << 8) + part[..digits].parse::<i64>().unwrap_or(0);
            end += digits + usize::from(i < 3);
        }
        if ok {
            (num, k[end..].to_string())
        } else {
            (-1, k.to_string())
        }
    };
    let mut pairs: Vec<(Value, Value)> = h.iter().map(|(k, v)| (k.clone(), v.clone())).collect();
    pairs.sort_by_key(|(k, _)| key(&ruby_to_s(k)));
    Value::array(
        pairs
            .into_iter()
            .map(|(k, v)| Value::array(vec![k, v]))
            .collect(),
    )
}

fn innobackupex_args(args: &[Value]) -> String {
    let arg = |i: usize| args.get(i).cloned().unwrap_or(Value::Undef);
    let (user, compress, password) = (arg(0), arg(1), arg(2));
    let mut out = String::new();
    if user.truthy() && password.truthy() {
        let password = match &password {
            Value::Sensitive(_) => "Sensitive [value redacted]".to_string(),
            other => ruby_to_s(other),
        };
        out = format!("--user=\"{}\" --password=\"{password}\"", ruby_to_s(&user));
    }
    if compress.truthy() {
        out.push_str(" --compress");
    }
    if let Value::Array(dbs) = arg(3)
        && !dbs.is_empty()
    {
        let names: Vec<String> = dbs.iter().map(ruby_to_s).collect();
        out.push_str(&format!(" --databases=\"{}\"", names.join(" ")));
    }
    if let Value::Array(extra) = arg(4) {
        for a in extra.iter() {
            out.push(' ');
            out.push_str(&ruby_to_s(a));
        }
    }
    out
}

fn normalise_and_deepmerge(args: &[Value]) -> Result<Value, String> {
    if args.len() < 2 {
        return Err(format!(
            "mysql::normalise_and_deepmerge(): wrong number of arguments ({}; must be at least 2)",
            args.len()
        ));
    }
    fn overlay(into: &mut Map<Value, Value>, from: &Map<Value, Value>) {
        for (key, value) in from {
            // `a-b` and `a_b` are one key: the earlier is renamed.
            let mut present = into.contains_key(key);
            if let (false, Value::Str(k)) = (present, key)
                && k.contains(['-', '_'])
            {
                let other = Value::str(if k.contains('-') {
                    k.replace('-', "_")
                } else {
                    k.replace('_', "-")
                });
                if let Some(v) = into.shift_remove(&other) {
                    into.insert(key.clone(), v);
                    present = true;
                }
            }
            match (present, value, into.get_mut(key)) {
                (true, Value::Hash(new), Some(Value::Hash(old))) => {
                    let mut merged = old.as_ref().clone();
                    overlay(&mut merged, new);
                    *old = std::rc::Rc::new(merged);
                }
                _ => {
                    into.insert(key.clone(), value.clone());
                }
            }
        }
    }
    let mut result = Map::default();
    for a in args {
        match a {
            Value::Str(s) if s.is_empty() => {}
            Value::Hash(h) => overlay(&mut result, h),
            _ => return Err("key<arg_class> not found".into()),
        }
    }
    Ok(Value::hash(result))
}

/// A hash's `''` values dropped; anything else as it is.
fn strip_blank_values(v: &Value) -> Value {
    match v {
        Value::Hash(h) => Value::hash(
            h.iter()
                .filter(|(_, v)| v.as_str() != Some(""))
                .map(|(k, v)| (k.clone(), v.clone()))
                .collect(),
        ),
        other => other.clone(),
    }
}

/// Dollar quoting, with a tag made of the text's MD5 when `$$` would
/// not do.
fn postgresql_escape(input: &str) -> String {
    if !(input.contains("$$") || input.ends_with('$')) {
        return format!("$${input}$$");
    }
    let tag_of = |s: &str| -> String {
        hex(&md5::Md5::digest(s.as_bytes()))[..6]
            .chars()
            .filter(|c| !c.is_ascii_digit())
            .collect()
    };
    let mut tag = tag_of(input);
    while input.contains(&tag) {
        tag = tag_of(&tag);
    }
    format!("${tag}${input}${tag}$")
}

fn acls_to_resources(args: &[Value]) -> Result<Value, String> {
    let (Some(Value::Array(acls)), Some(id), Some(Value::Int(offset))) =
        (args.first(), args.get(1), args.get(2))
    else {
        return Ok(Value::hash(Map::default()));
    };
    let mut resources = Map::default();
    for acl in acls.iter() {
        let index = acls.iter().position(|a| a.ruby_eq(acl)).unwrap_or(0);
        let line = ruby_to_s(acl);
        let parts: Vec<&str> = line.split_whitespace().collect();
        if parts.len() < 4 {
            return Err(format!(
                "postgresql::postgresql_acls_to_resources_hash(): acl line {index} does not have enough parts"
            ));
        }
        let mut r = Map::default();
        let mut set = |k: &str, v: String| {
            r.insert(Value::str(k), Value::str(v));
        };
        set("type", parts[0].into());
        set("database", parts[1].into());
        set("user", parts[2].into());
        set("order", format!("{:03}", offset + index as i64));
        let (address, method_at) = if parts[0] == "local" {
            (None, 3)
        } else if parts
            .get(4)
            .is_some_and(|p| p.starts_with(|c: char| c.is_ascii_digit()))
        {
            (Some(format!("{} {}", parts[3], parts[4])), 5)
        } else {
            (Some(parts[3].to_string()), 4)
        };
        if let Some(a) = address {
            set("address", a);
        }
        if let Some(m) = parts.get(method_at) {
            set("auth_method", m.to_string());
        }
        if parts.len() > method_at + 1 {
            set("auth_option", parts[method_at + 1..].join(" "));
        }
        resources.insert(
            Value::str(format!(
                "postgresql class generated rule {} {index}",
                ruby_to_s(id)
            )),
            Value::hash(r),
        );
    }
    Ok(Value::hash(resources))
}

fn augeas_options(
    args: &[Value],
    name: &str,
    strip: &str,
    scope_key: &str,
) -> Result<Value, String> {
    let Some(Value::Hash(options)) = args.first() else {
        return Err(if args.is_empty() {
            format!("{name}: expects at least one argument")
        } else {
            format!("{name}: first argument must be a hash")
        });
    };
    let given = |i: usize| args.get(i).filter(|v| v.truthy() && v.as_str() != Some(""));
    // Ruby merges `other_parameters` into each option's entry, then
    // calls `options_absent.each`: both must be given (a string has no
    // `each`), in that order.
    let other: Option<Map<Value, Value>> = match given(2) {
        Some(Value::Hash(h)) => Some(h.as_ref().clone()),
        None => None,
        Some(_) => {
            return Err(format!(
                "{name}: third argument, if supplied, must be a hash"
            ));
        }
    };
    let no_hash = || "no implicit conversion of nil into Hash".to_string();
    if other.is_none() && !options.is_empty() {
        return Err(no_hash());
    }
    let absent: Vec<Value> = match given(1) {
        Some(Value::Array(a)) => a.as_ref().clone(),
        Some(Value::Str(s)) => return Err(format!("undefined method `each' for {s:?}:String")),
        None => return Err("undefined method `each' for nil:NilClass".into()),
        Some(_) => {
            return Err(format!(
                "{name}: second argument, if supplied, must be an array or a string"
            ));
        }
    };
    if other.is_none() && !absent.is_empty() {
        return Err(no_hash());
    }
    let other = other.unwrap_or_default();
    let entry = |pairs: Vec<(&str, Value)>| {
        let mut m: Map<Value, Value> = pairs.into_iter().map(|(k, v)| (Value::str(k), v)).collect();
        m.extend(other.iter().map(|(k, v)| (k.clone(), v.clone())));
        Value::hash(m)
    };
    let mut out = Map::default();
    for (key1, value1) in options.iter() {
        let key1 = ruby_to_s(key1);
        if let Value::Hash(inner) = value1 {
            let scope = key1.replace(strip, "");
            for (key2, value2) in inner.iter() {
                let title = format!("{} {scope}", ruby_to_s(key2));
                out.insert(
                    Value::str(title),
                    entry(vec![
                        ("ensure", Value::str("present")),
                        (scope_key, Value::str(&scope)),
                        ("key", key2.clone()),
                        ("value", value2.clone()),
                    ]),
                );
            }
        } else {
            out.insert(
                Value::str(&key1),
                entry(vec![
                    ("ensure", Value::str("present")),
                    ("key", Value::str(&key1)),
                    ("value", value1.clone()),
                ]),
            );
        }
    }
    for value in absent {
        out.insert(
            value.clone(),
            entry(vec![("ensure", Value::str("absent")), ("key", value)]),
        );
    }
    Ok(Value::hash(out))
}

fn sudo_defaults(args: &[Value]) -> Result<Value, String> {
    let mut out = String::new();
    for tuple in args {
        let (key, config) = match tuple {
            Value::Array(t) if t.len() == 2 => (&t[0], &t[1]),
            _ => {
                return Err(format!(
                    "Unsupported number of arguments {}: {}",
                    args.len(),
                    ruby_inspect(&Value::array(args.to_vec()))
                ));
            }
        };
        out.push_str(&format!("Defaults\t{}", ruby_to_s(key)));
        if let Value::Hash(c) = config {
            if let Some(list) = c.get(&Value::str("list")) {
                out.push_str(&ruby_to_s(list));
            }
            let operator = c
                .get(&Value::str("operator"))
                .map(ruby_to_s)
                .unwrap_or("=".into());
            if let Some(v) = c.get(&Value::str("value")) {
                let v = match v {
                    Value::Str(s) => format!("\"{s}\""),
                    other => ruby_to_s(other),
                };
                out.push_str(&format!("{operator}{v}"));
            }
        }
        out.push('\n');
    }
    Ok(Value::str(out))
}

/// `systemd-escape [--path] TEXT`: `/` becomes `-`, bytes other than
/// ASCII letters, digits, `:`, `_` and `.` (and a leading `.`) `\xNN`.
fn systemd_escape(input: &str, path: bool) -> String {
    let text = if path {
        let parts: Vec<&str> = input
            .split('/')
            .filter(|p| !p.is_empty() && *p != ".")
            .collect();
        if parts.is_empty() {
            return "-".into();
        }
        parts.join("/")
    } else {
        input.to_string()
    };
    let mut out = String::new();
    for (i, b) in text.bytes().enumerate() {
        match b {
            b'/' => out.push('-'),
            b'.' if i == 0 => out.push_str("\\x2e"),
            b if b.is_ascii_alphanumeric() || b == b':' || b == b'_' || b == b'.' => {
                out.push(b as char)
            }
            b => out.push_str(&format!("\\x{b:02x}")),
        }
    }
    out
}
