//! Built-in functions that are pure functions of their arguments: string,
//! number and collection helpers with no access to scopes or the catalog.
//! Each answers as Puppet 7's function of the same name does.

use super::builtins::map_strings;
use super::builtins::ruby_regex;
use crate::catalog::limits::push_text;
use crate::catalog::value::ObjectKind;
use crate::catalog::{PType, Value};

/// Calls the pure built-in `name`, if there is one. `Err` holds Puppet's
/// message, without the "Error while evaluating" preamble.
pub(super) fn call(name: &str, args: &[Value]) -> Option<Result<Value, String>> {
    let first = args.first().unwrap_or(&Value::Undef);
    Some(Ok(match name {
        "camelcase" => map_strings(first, &camelcase),
        "min" | "max" => {
            // One array argument is the values themselves.
            let items = match args {
                [Value::Array(items)] => items.as_slice(),
                _ => args,
            };
            let pick = items.iter().reduce(|best, next| {
                let ord = super::builtins::min_max_order(next, best);
                let better = if name == "min" {
                    ord.is_lt()
                } else {
                    ord.is_gt()
                };
                if better { next } else { best }
            });
            match pick {
                Some(value) => value.clone(),
                None => {
                    return Some(Err(format!(
                        "{name}(): Wrong number of arguments need at least one"
                    )));
                }
            }
        }
        "abs" => match first {
            Value::Int(i) => Value::Int(i.abs()),
            Value::Float(f) => Value::Float(f.abs()),
            // Puppet's deprecated conversion of a decimal string.
            Value::Str(s) => match super::builtins::decimal_string(s) {
                Some(Value::Int(i)) => Value::Int(i.abs()),
                Some(Value::Float(f)) => Value::Float(f.abs()),
                _ => {
                    let message = "abs(): Requires float or integer to work with - was given non decimal string";
                    return Some(Err(message.into()));
                }
            },
            other => {
                let got = super::mismatch::general(other);
                return Some(Err(format!(
                    "'abs' parameter 'val' expects a value of type Numeric or String, got {got}"
                )));
            }
        },
        "chop" => map_strings(first, &|s| {
            let mut s = s.to_string();
            if s.ends_with("\r\n") {
                s.truncate(s.len() - 2);
            } else {
                s.pop();
            }
            s
        }),
        "round" | "floor" | "ceiling" => match first {
            Value::Int(i) => Value::Int(*i),
            Value::Float(f) => Value::Int(match name {
                "round" => f.round(),
                "floor" => f.floor(),
                _ => f.ceil(),
            } as i64),
            // floor and ceiling still convert a string, as Ruby's Float().
            Value::Str(text) if name != "round" => {
                match text.trim().replace('_', "").parse::<f64>() {
                    Ok(f) if f.is_finite() => {
                        Value::Int(if name == "floor" { f.floor() } else { f.ceil() } as i64)
                    }
                    _ => {
                        return Some(Err(format!(
                            "{name}(): cannot convert given value to a floating point value."
                        )));
                    }
                }
            }
            other => return Some(Err(expects(name, "val", "Numeric", other))),
        },
        "get" => get(first, &string(args.get(1)), args.get(2)),
        "index" => index(first, args.get(1).unwrap_or(&Value::Undef)),
        "match" => return Some(matches(first, args.get(1).unwrap_or(&Value::Undef))),
        "compare" => {
            let second = args.get(1).unwrap_or(&Value::Undef);
            // Puppet's own check of a non-Boolean third argument fails
            // on a missing constant; that failure is what it reports.
            if args.get(2).is_some_and(|a| !matches!(a, Value::Bool(_)))
                && matches!((first, second), (Value::Str(_), Value::Str(_)))
            {
                return Some(Err(
                    "uninitialized constant Puppet::Pops::Loader::RubyFunctionInstantiator::Boolean"
                        .into(),
                ));
            }
            if let Some(problem) = compare_rejects(first, second, args.get(2)) {
                return Some(Err(format!("'compare' compare(): {problem}")));
            }
            // A third argument `false` compares strings with their case.
            let with_case = matches!(args.get(2), Some(Value::Bool(false)));
            let order = match (first, second) {
                (Value::Str(a), Value::Str(b)) if with_case => Some(a.cmp(b)),
                _ => super::expr::compare(first, second),
            };
            match order {
                Some(order) => Value::Int(order as i64),
                None => {
                    return Some(Err(format!(
                        "'compare' compare(): Can only compare values of the same type (or for Timestamp/Timespan also against Numeric). Got {} and {}",
                        first.type_label(),
                        second.type_label()
                    )));
                }
            }
        }
        "md5" | "sha1" | "sha256" => {
            use sha2::Digest as _;
            let text = match super::builtins::implicit_string(first) {
                Ok(text) => text,
                Err(e) => return Some(Err(e)),
            };
            let digest: Vec<u8> = match name {
                "md5" => md5::Md5::digest(text.as_bytes()).to_vec(),
                "sha1" => sha1::Sha1::digest(text.as_bytes()).to_vec(),
                _ => sha2::Sha256::digest(text.as_bytes()).to_vec(),
            };
            Value::str(
                digest
                    .iter()
                    .map(|b| format!("{b:02x}"))
                    .collect::<String>(),
            )
        }
        "shellquote" => Value::str(
            super::types::flatten(args)
                .iter()
                .map(|w| shellquote(&w.to_string()))
                .collect::<Vec<_>>()
                .join(" "),
        ),
        "unwrap" => match first {
            Value::Sensitive(inner) => inner.as_ref().clone(),
            other => other.clone(),
        },
        "keys" | "values" => match first {
            Value::Hash(m) if name == "keys" => Value::array(m.keys().cloned().collect()),
            Value::Hash(m) => Value::array(m.values().cloned().collect()),
            other => return Some(Err(expects(name, "hsh", "Hash", other))),
        },
        // Without a block: Ruby's `<=>` order.
        "sort" => match args.first() {
            // A string's characters, sorted.
            Some(Value::Str(s)) => {
                let mut chars: Vec<char> = s.chars().collect();
                chars.sort_unstable();
                Value::str(chars.into_iter().collect::<String>())
            }
            Some(Value::Array(a)) => {
                // Ruby's `<=>` compares numbers with numbers and
                // strings with strings; anything else fails.
                let class = super::types::ruby_class;
                let group = |v: &Value| match v {
                    Value::Int(_) | Value::Float(_) => "Numeric".to_string(),
                    other => class(other),
                };
                if let Some(pair) = a.windows(2).find(|p| group(&p[0]) != group(&p[1])) {
                    return Some(Err(format!(
                        "comparison of {} with {} failed",
                        class(&pair[0]),
                        // Ruby shows such an argument itself.
                        match &pair[1] {
                            Value::Bool(_) | Value::Int(_) | Value::Undef => {
                                super::builtins::ruby_inspect(&pair[1])
                            }
                            other => class(other),
                        }
                    )));
                }
                let mut v = a.as_ref().clone();
                let mut incomparable = false;
                v.sort_by(|x, y| {
                    ruby_spaceship(x, y).unwrap_or_else(|| {
                        incomparable = true;
                        std::cmp::Ordering::Equal
                    })
                });
                if incomparable {
                    let shown = class(&a[0]);
                    return Some(Err(format!("comparison of {shown} with {shown} failed")));
                }
                Value::array(v)
            }
            other => {
                return Some(Err(sort_rejects(other.unwrap_or(&Value::Undef))));
            }
        },
        "join" => match first {
            Value::Array(_) => {
                // Ruby's `Array#join`: nested arrays flattened, hashes
                // inspected, regexps as Ruby writes them; the text is
                // measured as it grows, against the budget of one string.
                let separator = string(args.get(1));
                let n = crate::catalog::limits::flattened_len(std::slice::from_ref(first));
                if let Err(e) = crate::catalog::limits::elements("an array", n) {
                    return Some(Err(e));
                }
                let mut out = String::new();
                for (i, item) in super::types::flatten(std::slice::from_ref(first))
                    .iter()
                    .enumerate()
                {
                    let joined = (if i > 0 {
                        push_text(&mut out, &separator)
                    } else {
                        Ok(())
                    })
                    .and_then(|()| push_text(&mut out, &super::builtins::ruby_to_s(item)));
                    if let Err(e) = joined {
                        return Some(Err(e));
                    }
                }
                Value::str(out)
            }
            other => return Some(Err(expects(name, "arg", "Array", other))),
        },
        _ => return None,
    }))
}

fn string(v: Option<&Value>) -> String {
    v.map(Value::to_string).unwrap_or_default()
}

/// Puppet's wording when an argument has the wrong type.
fn expects(function: &str, param: &str, wanted: &str, got: &Value) -> String {
    format!(
        "'{function}' parameter '{param}' expects {} value, got {}",
        super::expr::a_an(wanted),
        super::mismatch::general(got)
    )
}

fn camelcase(s: &str) -> String {
    s.split('_')
        .map(crate::catalog::value::capitalize_type_name)
        .collect()
}

/// `get($data, 'a.b.0', $default)`: digs with a dotted key.
fn get(data: &Value, key: &str, default: Option<&Value>) -> Value {
    let mut current = data.clone();
    if !key.is_empty() {
        for segment in key.split('.') {
            current = match &current {
                Value::Hash(m) => m.get(&Value::str(segment)).cloned(),
                Value::Array(a) => segment
                    .parse::<usize>()
                    .ok()
                    .and_then(|i| a.get(i).cloned()),
                _ => None,
            }
            .unwrap_or(Value::Undef);
        }
    }
    match (current, default) {
        (Value::Undef, Some(d)) => d.clone(),
        (v, _) => v,
    }
}

/// `index($collection, $value)`: the first index (or key) holding it.
fn index(collection: &Value, wanted: &Value) -> Value {
    match collection {
        // Elements compare with Ruby's `==` (strings exactly).
        Value::Array(items) => items
            .iter()
            .position(|v| v.ruby_eq(wanted))
            .map_or(Value::Undef, |i| Value::Int(i as i64)),
        Value::Hash(m) => m
            .iter()
            .find(|(_, v)| v.ruby_eq(wanted))
            .map_or(Value::Undef, |(k, _)| k.clone()),
        Value::Str(s) => {
            let at = |b: usize| Value::Int(s[..b].chars().count() as i64);
            match wanted {
                Value::Str(w) => s.find(w.as_ref() as &str).map_or(Value::Undef, at),
                // A regexp's first match.
                Value::Regex(r) => regex_lite::Regex::new(&ruby_regex(r))
                    .ok()
                    .and_then(|re| re.find(s))
                    .map_or(Value::Undef, |m| at(m.start())),
                _ => Value::Undef,
            }
        }
        _ => Value::Undef,
    }
}

/// `match($string, $pattern)`: the match and its groups, or undef.
fn matches(subject: &Value, pattern: &Value) -> Result<Value, String> {
    Ok(match subject {
        Value::Array(items) => Value::array(
            items
                .iter()
                .map(|i| match_one(i.as_str().unwrap_or_default(), pattern))
                .collect::<Result<_, _>>()?,
        ),
        s => match_one(s.as_str().unwrap_or_default(), pattern)?,
    })
}

/// `match` of one string: the pattern a string, a regexp, a `Regexp[r]`
/// or `Pattern[...]` type, or an array of these (the first that matches).
fn match_one(s: &str, pattern: &Value) -> Result<Value, String> {
    use crate::catalog::PType;
    let regex = |source: &str| -> Result<Value, String> {
        let re = regex_lite::Regex::new(&ruby_regex(source))
            .map_err(|_| super::builtins::ruby_regex_error(source))?;
        Ok(match re.captures(s) {
            Some(caps) => Value::array(
                caps.iter()
                    .map(|g| g.map_or(Value::Undef, |m| Value::str(m.as_str())))
                    .collect(),
            ),
            None => Value::Undef,
        })
    };
    let first = |patterns: Vec<Value>| -> Result<Value, String> {
        for p in patterns {
            let result = match_one(s, &p)?;
            if !result.is_undef() {
                return Ok(result);
            }
        }
        Ok(Value::Undef)
    };
    match pattern {
        Value::Regex(r) | Value::Str(r) => regex(r),
        Value::Array(_) => first(super::types::flatten(std::slice::from_ref(pattern))),
        Value::Type(t) => match t.as_ref() {
            PType::Regexp(Some(r)) => regex(r),
            PType::Regexp(None) => Err("Given Regexp Type has no regular expression".into()),
            PType::Pattern(res) => first(
                res.iter()
                    .map(|r| Value::Regex(r.as_str().into()))
                    .collect(),
            ),
            PType::Variant(ts) => first(ts.iter().cloned().map(Value::ty).collect()),
            PType::Alias(_, inner) => match_one(s, &Value::ty(inner.as_ref().clone())),
            other => Err(match_rejects(&format!(
                "Puppet::Pops::Types::P{}Type",
                short(other)
            ))),
        },
        other => Err(match_rejects(super::builtins::ruby_class(other))),
    }
}

/// Why `compare` refuses its arguments, in its own words, if it does.
fn compare_rejects(a: &Value, b: &Value, ignore_case: Option<&Value>) -> Option<String> {
    let label = |v: &Value| match v {
        Value::Undef => "Undef Value".to_string(),
        other => other.type_label(),
    };
    let comparable = |v: &Value| {
        matches!(
            v,
            Value::Str(_)
                | Value::Int(_)
                | Value::Float(_)
                | Value::Timestamp(_)
                | Value::Timespan(_)
        )
    };
    if !comparable(a) || !comparable(b) {
        return Some(format!(
            "Non comparable type. Only values of the types Numeric, String, Semver, Timestamp and Timestamp can be compared. Got {} and {}",
            label(a),
            label(b)
        ));
    }
    let strings = matches!((a, b), (Value::Str(_), Value::Str(_)));
    match ignore_case {
        Some(_) if !strings => {
            Some("The third argument (ignore case) can only be used when comparing strings".into())
        }
        Some(Value::Bool(_)) | None => None,
        Some(other) => Some(format!(
            "The third argument (ignore case) must be a Boolean. Got {}",
            label(other)
        )),
    }
}

fn short(t: &crate::catalog::PType) -> String {
    let text = t.to_string();
    text.split('[').next().unwrap_or_default().to_string()
}

fn match_rejects(class: &str) -> String {
    format!(
        "match() expects pattern of T, where T is String, Regexp, Regexp[r], Pattern[p], or Array[T]. Got {class}"
    )
}

/// One word quoted for a POSIX shell, as Puppet's `shellquote` does: bare
/// if safe, else in double quotes, else single quotes, else escaped.
fn shellquote(word: &str) -> String {
    let safe = |c: char| c.is_ascii_alphanumeric() || "@%_+=:,./-".contains(c);
    let dangerous = |c: char| "!\"`$\\".contains(c);
    if !word.is_empty() && word.chars().all(safe) {
        word.to_string()
    } else if !word.chars().any(dangerous) {
        format!("\"{word}\"")
    } else if !word.contains('\'') {
        format!("'{word}'")
    } else {
        let mut out = String::from("\"");
        for c in word.chars() {
            if dangerous(c) {
                out.push('\\');
            }
            out.push(c);
        }
        out.push('"');
        out
    }
}

/// `a`, `::a`, `a::b_c`: segments of word characters, the last may start
/// with `_`, the others with a lowercase letter.
pub(super) fn is_variable_name(name: &str) -> bool {
    let name = name.strip_prefix("::").unwrap_or(name);
    let segments: Vec<&str> = name.split("::").collect();
    let last = segments.len() - 1;
    segments.iter().enumerate().all(|(i, segment)| {
        let mut bytes = segment.bytes();
        let first_ok = match bytes.next() {
            Some(b) => b.is_ascii_lowercase() || (i == last && b == b'_'),
            None => false,
        };
        first_ok && bytes.all(|b| b.is_ascii_alphanumeric() || b == b'_')
    })
}

/// A Ruby `sub`/`gsub` replacement as the regex crate writes it: `\\1`
/// and `\\k<name>` are groups, `\\&` the match, `\\\\` a backslash, and
/// everything else (a `$` too) literal.
pub(super) fn ruby_replacement(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '$' => out.push_str("$$"),
            '\\' => match chars.peek().copied() {
                Some(d) if d.is_ascii_digit() => {
                    chars.next();
                    out.push_str(&format!("${{{d}}}"));
                }
                Some('&') => {
                    chars.next();
                    out.push_str("${0}");
                }
                Some('\\') => {
                    chars.next();
                    out.push('\\');
                }
                Some('k') => {
                    chars.next();
                    if chars.peek() == Some(&'<') {
                        chars.next();
                        let name: String = chars.by_ref().take_while(|&c| c != '>').collect();
                        out.push_str(&format!("${{{name}}}"));
                    } else {
                        out.push_str("\\k");
                    }
                }
                _ => out.push('\\'),
            },
            other => out.push(other),
        }
    }
    out
}

/// Ruby's `<=>` as Array#sort uses it: numbers with numbers, strings byte
/// by byte, arrays element by element (then by length); `None` where Ruby
/// finds the two incomparable.
pub(super) fn ruby_spaceship(x: &Value, y: &Value) -> Option<std::cmp::Ordering> {
    match (x, y) {
        (Value::Str(a), Value::Str(b)) => Some(a.as_bytes().cmp(b.as_bytes())),
        (Value::Array(a), Value::Array(b)) => {
            for (p, q) in a.iter().zip(b.iter()) {
                match ruby_spaceship(p, q)? {
                    std::cmp::Ordering::Equal => continue,
                    other => return Some(other),
                }
            }
            Some(a.len().cmp(&b.len()))
        }
        (Value::Int(_) | Value::Float(_), Value::Int(_) | Value::Float(_)) => {
            super::expr::compare(x, y)
        }
        (Value::Timestamp(a), Value::Timestamp(b)) | (Value::Timespan(a), Value::Timespan(b)) => {
            Some(a.cmp(b))
        }
        (Value::Object(ObjectKind::SemVer, a), Value::Object(ObjectKind::SemVer, b)) => {
            super::pcore_objects::version_order(a, b)
        }
        // Ruby's `<=>` of other objects: equal ones only.
        (Value::UserObject(a), Value::UserObject(b)) if a.same_as(b) => {
            Some(std::cmp::Ordering::Equal)
        }
        _ => None,
    }
}

/// `sort` takes a string or an array: Puppet's message for anything else.
pub(super) fn sort_rejects(got: &Value) -> String {
    let got = super::mismatch::general(got);
    format!(
        "The function 'sort' was called with arguments it does not accept. It expects one of:\n  (String string_value, Callable[2, 2] block?)\n    rejected: parameter 'string_value' expects a String value, got {got}\n  (Array array_value, Callable[2, 2] block?)\n    rejected: parameter 'array_value' expects an Array value, got {got}"
    )
}

/// `annotate` with two or three arguments of which none is an annotation
/// type (a Pcore Object type): Puppet's refusal, each signature's reason.
pub(super) fn annotate_rejects(args: &[Value]) -> String {
    let type_reason = |expected: &str, object: &str| match args.first() {
        Some(Value::Type(t)) => {
            // An object type is written out here.
            let t = match t.as_ref() {
                PType::Object(o) => o.expanded(),
                t => t.to_string(),
            };
            format!(
                "parameter 'type' expects a Type[Object[{{name => '{object}'}}]] value, got Type[{t}]"
            )
        }
        Some(other) => format!(
            "parameter 'type' expects a {expected} value, got {}",
            super::mismatch::general(other)
        ),
        None => String::new(),
    };
    let count = |n: usize| match args.len() {
        given if given == n => None,
        given => Some(format!("expects {n} arguments, got {given}")),
    };
    let annotation = type_reason("Type[Annotation]", "Annotation");
    let pcore = type_reason("Type[Pcore]", "Pcore");
    let reasons = [
        count(2).unwrap_or_else(|| annotation.clone()),
        count(3).unwrap_or(annotation),
        count(3).unwrap_or(pcore),
    ];
    format!(
        "The function 'annotate' was called with arguments it does not accept. It expects one of:\n  (Type[Annotation] type, Any value, Callable[0, 0] block?)\n    rejected: {}\n  (Type[Annotation] type, Any value, Variant[Enum['clear'], Hash[Pcore::MemberName, Any]] annotation_hash)\n    rejected: {}\n  (Type[Pcore] type, Any value, Hash[Type[Annotation], Hash[Pcore::MemberName, Any]] annotations)\n    rejected: {}",
        reasons[0], reasons[1], reasons[2]
    )
}

/// An Enum type iterates its values: the arguments with an Enum subject
/// as the array of them.
pub(super) fn enum_values_as_array(mut args: Vec<Value>) -> Vec<Value> {
    if let Some(Value::Type(t)) = args.first()
        && let crate::catalog::PType::Enum(values) = t.without_instance()
    {
        // In the order Puppet keeps them: sorted.
        let mut values = values.clone();
        values.sort();
        args[0] = Value::array(values.iter().map(|v| Value::str(v.as_str())).collect());
    }
    args
}

/// The bounds of an `Integer[lo, hi]` type with both ends given, which
/// iterates like the array of its values.
pub(super) fn iterable_range(t: &crate::catalog::PType) -> Option<(i64, i64)> {
    match t {
        crate::catalog::PType::Integer(lo, hi) if *lo > i64::MIN && *hi < i64::MAX => {
            Some((*lo, *hi))
        }
        _ => None,
    }
}
