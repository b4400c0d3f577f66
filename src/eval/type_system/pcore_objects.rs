//! Values of the Pcore object types spaceship makes: `SemVer`,
//! `SemVerRange` and `URI` ([`Value::Object`]). Their constructors (with
//! Puppet's normal forms: a URI's scheme in lower case, no default port),
//! the order of versions (SemVer 2.0 precedence), version ranges as
//! SemanticPuppet reads them, the types `type()` infers for such values and
//! which of the types that spaceship names only they are instances of.

use std::cmp::Ordering;

use crate::catalog::value::{ObjectKind, PType};
use crate::catalog::{Map, Value};

/// A version's precedence: numbers, then pre-release identifiers (a
/// version without any ranks above one with some); build data is ignored.
#[derive(Debug, Clone, PartialEq, Eq)]
struct Version {
    numbers: [u64; 3],
    pre: Vec<String>,
}

impl Version {
    fn parse(text: &str) -> Option<Version> {
        let (rest, _build) = match text.split_once('+') {
            Some((rest, build)) => (rest, Some(identifiers(build)?)),
            None => (text, None),
        };
        let (core, pre) = match rest.split_once('-') {
            Some((core, pre)) => (core, identifiers(pre)?),
            None => (rest, Vec::new()),
        };
        let mut numbers = [0; 3];
        let mut parts = core.split('.');
        for n in &mut numbers {
            *n = number(parts.next()?)?;
        }
        parts.next().is_none().then_some(Version { numbers, pre })
    }

    fn cmp(&self, other: &Version) -> Ordering {
        self.numbers.cmp(&other.numbers).then_with(|| {
            match (self.pre.is_empty(), other.pre.is_empty()) {
                (true, true) => Ordering::Equal,
                (true, false) => Ordering::Greater,
                (false, true) => Ordering::Less,
                (false, false) => {
                    for (a, b) in self.pre.iter().zip(&other.pre) {
                        let order = match (a.parse::<u64>(), b.parse::<u64>()) {
                            (Ok(x), Ok(y)) => x.cmp(&y),
                            (Ok(_), Err(_)) => Ordering::Less,
                            (Err(_), Ok(_)) => Ordering::Greater,
                            (Err(_), Err(_)) => a.cmp(b),
                        };
                        if order != Ordering::Equal {
                            return order;
                        }
                    }
                    self.pre.len().cmp(&other.pre.len())
                }
            }
        })
    }
}

/// A numeric identifier: digits without a leading zero.
fn number(text: &str) -> Option<u64> {
    let digits = !text.is_empty() && text.bytes().all(|b| b.is_ascii_digit());
    (digits && (text == "0" || !text.starts_with('0')))
        .then(|| text.parse().ok())
        .flatten()
}

/// Dot-separated identifiers of letters, digits and hyphens.
fn identifiers(text: &str) -> Option<Vec<String>> {
    text.split('.')
        .map(|id| {
            let ok = !id.is_empty() && id.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'-');
            ok.then(|| id.to_string())
        })
        .collect()
}

/// The order of two versions (`None` when either is not one).
pub(super) fn version_order(a: &str, b: &str) -> Option<Ordering> {
    Some(Version::parse(a)?.cmp(&Version::parse(b)?))
}

/// `SemVer(...)`, `SemVerRange(...)` and `URI(...)`; `None` for other
/// types or a form spaceship does not make. `Err` is Puppet's message.
pub(super) fn new_object(type_name: &str, args: &[Value]) -> Option<Result<Value, String>> {
    let object = |kind, text: String| Ok(Value::Object(kind, text.into()));
    // Type names are read without regard to case (`Semver`).
    let type_name = match type_name.to_ascii_lowercase().as_str() {
        "semver" => "SemVer",
        "semverrange" => "SemVerRange",
        "uri" => "URI",
        _ => return None,
    };
    Some(match (type_name, args) {
        ("SemVer", [Value::Str(text)]) => match Version::parse(text) {
            Some(_) => object(ObjectKind::SemVer, text.to_string()),
            None => Err(format!(
                "'new_Version' The string '{text}' cannot be converted to a SemVer"
            )),
        },
        (
            "SemVer",
            [
                Value::Int(major),
                Value::Int(minor),
                Value::Int(patch),
                rest @ ..,
            ],
        ) => {
            let mut text = format!("{major}.{minor}.{patch}");
            for (mark, part) in ["-", "+"].iter().zip(rest) {
                if let Value::Str(s) = part {
                    text.push_str(&format!("{mark}{s}"));
                }
            }
            object(ObjectKind::SemVer, text)
        }
        ("SemVer", [Value::Hash(parts)]) => {
            let args: Vec<Value> = ["major", "minor", "patch", "prerelease", "build"]
                .iter()
                .map_while(|key| parts.get(&Value::str(*key)).cloned())
                .collect();
            return new_object("SemVer", &args);
        }
        ("SemVerRange", [Value::Str(text)]) => match Range::parse(text) {
            Some(_) => object(ObjectKind::SemVerRange, text.to_string()),
            None => Err(format!("Unparsable version range: \"{text}\"")),
        },
        // A URI is at least one character.
        ("URI", [Value::Str(text)]) if text.is_empty() => Err(
            "The function 'new_error' was called with arguments it does not accept. It expects one of:\n  (String[1] uri)\n    rejected: parameter 'uri' expects a String[1] value, got String"
                .to_string(),
        ),
        ("URI", [Value::Str(text)]) => object(ObjectKind::Uri, uri_text(&uri_parts(text))),
        ("URI", [Value::Hash(parts)]) => {
            let parts: Vec<(&'static str, String)> = [
                "scheme", "userinfo", "host", "port", "path", "query", "fragment",
            ]
            .iter()
            .filter_map(|key| Some((*key, parts.get(&Value::str(*key))?.to_string())))
            .collect();
            object(ObjectKind::Uri, uri_text(&parts))
        }
        _ => return None,
    })
}

/// A URI's parts as Ruby's `URI.parse` finds them (a generic URI: scheme,
/// then an authority after `//`, the path, query and fragment); the scheme
/// in lower case, a port that is the scheme's default left out.
fn uri_parts(text: &str) -> Vec<(&'static str, String)> {
    let mut parts = Vec::new();
    let (rest, fragment) = match text.split_once('#') {
        Some((rest, fragment)) => (rest, Some(fragment)),
        None => (text, None),
    };
    let (rest, query) = match rest.split_once('?') {
        Some((rest, query)) => (rest, Some(query)),
        None => (rest, None),
    };
    let scheme_end = rest.find(':').filter(|&at| {
        let scheme = &rest[..at];
        scheme.starts_with(|c: char| c.is_ascii_alphabetic())
            && scheme
                .chars()
                .all(|c| c.is_ascii_alphanumeric() || "+-.".contains(c))
    });
    let (scheme, rest) = match scheme_end {
        Some(at) => (Some(rest[..at].to_ascii_lowercase()), &rest[at + 1..]),
        None => (None, rest),
    };
    parts.extend(scheme.clone().map(|s| ("scheme", s)));
    match rest.strip_prefix("//") {
        Some(authority_and_path) => {
            let (authority, path) = match authority_and_path.find('/') {
                Some(at) => authority_and_path.split_at(at),
                None => (authority_and_path, ""),
            };
            let (userinfo, host_port) = match authority.rsplit_once('@') {
                Some((userinfo, host_port)) => (Some(userinfo), host_port),
                None => (None, authority),
            };
            let (host, port) = match host_port.rsplit_once(':') {
                Some((host, port)) if !host.ends_with(']') || host.starts_with('[') => {
                    (host, Some(port))
                }
                _ => (host_port, None),
            };
            let default_port = scheme.as_deref().and_then(default_port);
            parts.extend(userinfo.map(|u| ("userinfo", u.to_string())));
            parts.push(("host", host.to_string()));
            if let Some(port) = port.filter(|p| !p.is_empty() && Some(*p) != default_port) {
                parts.push(("port", port.to_string()));
            }
            parts.push(("path", path.to_string()));
        }
        // `mailto:a@b`: the rest is opaque.
        None if scheme.is_some() && !rest.starts_with('/') => {
            parts.push(("opaque", rest.to_string()))
        }
        None => parts.push(("path", rest.to_string())),
    }
    parts.extend(query.map(|q| ("query", q.to_string())));
    parts.extend(fragment.map(|f| ("fragment", f.to_string())));
    parts
}

/// The port a URI of this scheme has when it names none.
fn default_port(scheme: &str) -> Option<&'static str> {
    match scheme {
        "http" | "ws" => Some("80"),
        "https" | "wss" => Some("443"),
        "ftp" => Some("21"),
        "ldap" => Some("389"),
        "ldaps" => Some("636"),
        _ => None,
    }
}

/// A URI's text from its parts, as Ruby's `URI#to_s` writes it.
fn uri_text(parts: &[(&'static str, String)]) -> String {
    let part = |key: &str| {
        parts
            .iter()
            .find(|(k, _)| *k == key)
            .map(|(_, v)| v.as_str())
    };
    let mut text = String::new();
    if let Some(scheme) = part("scheme") {
        text.push_str(&scheme.to_ascii_lowercase());
        text.push(':');
    }
    if let Some(opaque) = part("opaque") {
        text.push_str(opaque);
    }
    if let Some(host) = part("host") {
        text.push_str("//");
        if let Some(userinfo) = part("userinfo") {
            text.push_str(&format!("{userinfo}@"));
        }
        text.push_str(host);
        if let Some(port) = part("port") {
            text.push_str(&format!(":{port}"));
        }
    }
    text.push_str(part("path").unwrap_or_default());
    for (mark, key) in [('?', "query"), ('#', "fragment")] {
        if let Some(value) = part(key) {
            text.push(mark);
            text.push_str(value);
        }
    }
    text
}

/// The type `type()` infers for an object value: `SemVer['v - v']` (the
/// range of exactly that version), `SemVerRange`, `URI[{parts}]`.
pub(super) fn object_type(value: &Value) -> PType {
    match value {
        Value::Object(ObjectKind::SemVer, text) => {
            let range = format!("{text} - {text}");
            PType::Other(
                format!("SemVer['{range}']"),
                vec![Value::Object(ObjectKind::SemVerRange, range.into())],
            )
        }
        Value::Object(ObjectKind::Uri, text) => {
            let mut parts = uri_parts(text);
            parts.retain(|(key, value)| !value.is_empty() || *key == "opaque");
            if let Some((_, host)) = parts.iter_mut().find(|(key, _)| *key == "host") {
                *host = host.to_lowercase();
            }
            let parts: Map<Value, Value> = parts
                .into_iter()
                .map(|(key, value)| (Value::str(key), Value::str(value)))
                .collect();
            let parts = Value::hash(parts);
            let text = crate::catalog::value::puppet_source(&parts);
            PType::Other(format!("URI[{text}]"), vec![parts])
        }
        _ => PType::other("SemVerRange"),
    }
}

/// Whether `value` is an instance of the type `name` (`SemVer`,
/// `SemVerRange`, `URI`) given `args`; `None` for other types.
pub(super) fn instance_of(name: &str, args: &[Value], value: &Value) -> Option<bool> {
    let base = name.split('[').next().unwrap_or_default();
    Some(match (base, value) {
        ("SemVer", Value::Object(ObjectKind::SemVer, version)) => {
            args.is_empty()
                || args
                    .iter()
                    .any(|range| range_contains(&range.to_string(), version))
        }
        ("SemVerRange", Value::Object(ObjectKind::SemVerRange, _)) => true,
        ("URI", Value::Object(ObjectKind::Uri, text)) => {
            let parts = uri_parts(text);
            match args.first() {
                Some(Value::Hash(wanted)) => wanted.iter().all(|(key, want)| {
                    let key = key.to_string();
                    let got = parts
                        .iter()
                        .find(|(k, _)| *k == key)
                        .map(|(_, v)| v.as_str());
                    got.is_some_and(|got| got == want.to_string())
                }),
                _ => true,
            }
        }
        ("SemVer" | "SemVerRange" | "URI", _) => false,
        _ => return None,
    })
}

/// Whether a version is within a range (SemanticPuppet's syntax: `||`
/// alternatives of comparators, `a - b`, `1.x`, `~> 1.2`, `^1.2.3`). A
/// pre-release version is within only if a bound of its alternative names
/// a pre-release of the same version.
pub(super) fn range_contains(range: &str, version: &str) -> bool {
    let (Some(range), Some(version)) = (Range::parse(range), Version::parse(version)) else {
        return false;
    };
    range.0.iter().any(|bounds| {
        let within = bounds.iter().all(|(op, bound)| {
            let order = version.cmp(bound);
            match op {
                Op::Ge => order.is_ge(),
                Op::Gt => order.is_gt(),
                Op::Le => order.is_le(),
                Op::Lt => order.is_lt(),
            }
        });
        let prerelease_allowed = version.pre.is_empty()
            || bounds
                .iter()
                .any(|(_, b)| !b.pre.is_empty() && b.numbers == version.numbers);
        within && prerelease_allowed
    })
}

#[derive(Debug, Clone, Copy)]
enum Op {
    Ge,
    Gt,
    Le,
    Lt,
}

/// Alternatives, each a list of bounds all of which must hold.
struct Range(Vec<Vec<(Op, Version)>>);

/// A version that may stop early or use `x`/`*`: its numbers given.
fn partial(text: &str) -> Option<(Vec<u64>, Vec<String>)> {
    let (core, pre) = match text.split_once('-') {
        Some((core, pre)) => (core, identifiers(pre.split('+').next()?)?),
        None => (text.split('+').next()?, Vec::new()),
    };
    let mut numbers = Vec::new();
    for part in core.split('.') {
        if matches!(part, "x" | "X" | "*") {
            break;
        }
        numbers.push(number(part)?);
    }
    (numbers.len() <= 3 && core.split('.').count() <= 3).then_some((numbers, pre))
}

fn version_of(numbers: &[u64], pre: Vec<String>) -> Version {
    let mut all = [0; 3];
    all[..numbers.len()].copy_from_slice(numbers);
    Version { numbers: all, pre }
}

/// The first version after all those a partial version names
/// (`1.2` → `1.3.0`), or `None` when it names them all.
fn next_after(numbers: &[u64]) -> Option<Version> {
    let (last, init) = numbers.split_last()?;
    let mut bumped = init.to_vec();
    bumped.push(last + 1);
    Some(version_of(&bumped, Vec::new()))
}

impl Range {
    fn parse(text: &str) -> Option<Range> {
        let alternatives = text
            .split("||")
            .map(|alternative| Range::alternative(alternative.trim()))
            .collect::<Option<Vec<_>>>()?;
        Some(Range(alternatives))
    }

    fn alternative(text: &str) -> Option<Vec<(Op, Version)>> {
        if let Some((low, high)) = text.split_once(" - ") {
            let (low, low_pre) = partial(low.trim())?;
            let (high, high_pre) = partial(high.trim())?;
            return Some(vec![
                (Op::Ge, version_of(&low, low_pre)),
                (Op::Le, version_of(&high, high_pre)),
            ]);
        }
        // Operators may stand apart from their versions (`>= 1.0.0`).
        let mut tokens: Vec<String> = Vec::new();
        for word in text.split_whitespace() {
            match tokens.last_mut() {
                Some(last) if last.chars().all(|c| "<>=~^".contains(c)) => last.push_str(word),
                _ => tokens.push(word.to_string()),
            }
        }
        let mut bounds = Vec::new();
        for token in &tokens {
            let op_end = token
                .find(|c: char| !"<>=~^".contains(c))
                .unwrap_or(token.len());
            let (op, version) = token.split_at(op_end);
            let version = match op {
                "" => version,
                _ => version.strip_prefix('v').unwrap_or(version),
            };
            let (numbers, pre) = partial(version)?;
            let low = version_of(&numbers, pre.clone());
            match op {
                "" | "=" if numbers.len() == 3 => {
                    bounds.push((Op::Ge, low.clone()));
                    bounds.push((Op::Le, low));
                }
                "" | "=" => {
                    bounds.push((Op::Ge, low));
                    bounds.extend(next_after(&numbers).map(|v| (Op::Lt, v)));
                }
                ">=" => bounds.push((Op::Ge, low)),
                "<" => bounds.push((Op::Lt, low)),
                ">" if numbers.len() == 3 => bounds.push((Op::Gt, low)),
                ">" => bounds.extend(next_after(&numbers).map(|v| (Op::Ge, v))),
                "<=" if numbers.len() == 3 => bounds.push((Op::Le, low)),
                "<=" => bounds.extend(next_after(&numbers).map(|v| (Op::Lt, v))),
                // Patch updates (`~1.2.3` is below 1.3.0, `~1` below 2.0.0);
                // a caret allows minor ones too, from 1.0.0 on.
                "~>" | "~" | "~=" | "^" => {
                    let keep = match (op, numbers.first()) {
                        ("^", Some(major)) if *major > 0 => 1,
                        _ => numbers.len().min(2),
                    };
                    bounds.push((Op::Ge, low));
                    bounds.extend(next_after(&numbers[..keep]).map(|v| (Op::Lt, v)));
                }
                _ => return None,
            }
        }
        (!bounds.is_empty() || text.is_empty() || text == "*").then_some(bounds)
    }
}

/// Puppet 8's `max` and `min` of versions only (as arguments, or one
/// array of them): by precedence. `None` when any value is no version.
pub(super) fn versions_min_max(name: &str, args: &[Value]) -> Option<Value> {
    let items = match args {
        [Value::Array(items)] => items.as_slice(),
        _ => args,
    };
    let version = |v: &Value| match v {
        Value::Object(ObjectKind::SemVer, text) => Version::parse(text),
        _ => None,
    };
    let versions: Vec<Version> = items.iter().map(version).collect::<Option<_>>()?;
    let mut best = 0;
    for (at, v) in versions.iter().enumerate().skip(1) {
        let order = v.cmp(&versions[best]);
        if (name == "max" && order.is_gt()) || (name == "min" && order.is_lt()) {
            best = at;
        }
    }
    items.get(best).cloned()
}

/// A part of a URI read as its member (`$uri.host`): its text, the port
/// a number (the scheme's default when none is written), undef if absent.
pub(super) fn uri_member(name: &str, text: &str) -> Value {
    let parts = uri_parts(text);
    let part = parts
        .iter()
        .find(|(k, _)| *k == name)
        .map(|(_, v)| v.clone());
    match name {
        "port" => {
            let scheme = parts
                .iter()
                .find(|(k, _)| *k == "scheme")
                .map(|(_, v)| v.as_str());
            let port = part.or_else(|| default_port(scheme?).map(str::to_string));
            port.and_then(|p| p.parse().ok())
                .map_or(Value::Undef, Value::Int)
        }
        _ => part.map_or(Value::Undef, Value::str),
    }
}

/// The parameters of `URI['http://host/path']`: the URI's parts, as
/// `type()` infers them for such a URI.
pub(super) fn uri_type_parameters(text: &str) -> Value {
    match object_type(&Value::Object(ObjectKind::Uri, text.into())) {
        PType::Other(_, mut args) if !args.is_empty() => args.swap_remove(0),
        _ => Value::Undef,
    }
}
