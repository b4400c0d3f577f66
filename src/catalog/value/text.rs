//! The text forms of values and types: Puppet's string conversion,
//! Ruby's `inspect`, type names and resource references.

use std::fmt;

use super::{PType, Value};

/// Formats a float as Ruby's `Float#to_s` does (`2.0`, `3.5`, `1.0e+20`).
pub fn format_float(f: f64) -> String {
    if f.is_finite() && f == f.trunc() && f.abs() < 1e16 {
        format!("{f:.1}")
    } else if f.is_finite() && (f.abs() >= 1e16 || (f != 0.0 && f.abs() < 1e-4)) {
        let s = format!("{f:e}");
        let (mantissa, exp) = s.split_once('e').unwrap_or((&s, "0"));
        let mantissa = if mantissa.contains('.') {
            mantissa.to_string()
        } else {
            format!("{mantissa}.0")
        };
        let exp: i32 = exp.parse().unwrap_or(0);
        format!(
            "{mantissa}e{}{:02}",
            if exp < 0 { '-' } else { '+' },
            exp.abs()
        )
    } else {
        format!("{f}")
    }
}

/// Puppet's string form of a value, as interpolation produces it.
impl fmt::Display for Value {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Value::Undef => Ok(()),
            Value::Default => write!(f, "default"),
            Value::Bool(b) => write!(f, "{b}"),
            Value::Int(i) => write!(f, "{i}"),
            Value::Float(x) => write!(f, "{}", format_float(*x)),
            Value::Str(s) | Value::Object(_, s) => write!(f, "{s}"),
            Value::Regex(r) => write!(f, "/{r}/"),
            Value::Sensitive(_) => write!(f, "Sensitive [value redacted]"),
            Value::Iterator(it) => write!(f, "Iterator[{}]-Value", it.general_type),
            Value::Timestamp(_) | Value::Timespan(_) | Value::Binary(_) | Value::Deferred(_) => {
                write_scalar(f, self)
            }
            Value::UserObject(o) => f.write_str(&o.text()),
            Value::Array(items) => {
                write!(f, "[")?;
                for (i, item) in items.iter().enumerate() {
                    if i > 0 {
                        write!(f, ", ")?;
                    }
                    write_nested(f, item)?;
                }
                write!(f, "]")
            }
            Value::Hash(map) => {
                if map.is_empty() {
                    return write!(f, "{{}}");
                }
                write!(f, "{{")?;
                for (i, (k, v)) in map.iter().enumerate() {
                    if i > 0 {
                        write!(f, ", ")?;
                    }
                    write_nested(f, k)?;
                    write!(f, " => ")?;
                    write_nested(f, v)?;
                }
                write!(f, "}}")
            }
            // A type alias shows its definition when it is the value
            // itself, and only its name inside another type.
            Value::Type(t) => match t.as_ref() {
                // Object types within the definition are written out too.
                PType::Alias(name, inner) => {
                    let inner = super::with_objects_expanded(true, || inner.to_string());
                    write!(f, "{name} = {inner}")
                }
                // An object type is written out when it is the value itself.
                PType::Object(o) => f.write_str(&o.expanded()),
                // The Object type itself: an object type with nothing in it.
                PType::Other(name, args) if name == "Object" && args.is_empty() => {
                    f.write_str("Object[{}]")
                }
                other => write!(f, "{other}"),
            },
        }
    }
}

/// A timestamp, timespan or binary as Puppet writes it (out of line, to
/// keep the frame of the recursive `fmt` small for deep values).
#[inline(never)]
fn write_scalar(f: &mut fmt::Formatter<'_>, value: &Value) -> fmt::Result {
    let text = match value {
        Value::Timestamp(n) => crate::catalog::timeval::timestamp_text(*n),
        Value::Timespan(n) => crate::catalog::timeval::timespan_text(*n),
        Value::Binary(b) => crate::catalog::timeval::base64_encode(b),
        Value::Deferred(init) => format!("Deferred({})", deferred_source(init)),
        _ => return Ok(()),
    };
    f.write_str(&text)
}

/// A Deferred's initialization hash as Puppet 7 writes it into a catalog:
/// as Puppet source, a Sensitive argument named by its type only.
fn deferred_source(init: &Value) -> String {
    render_nested(init, " => ", &|scalar| match scalar {
        Value::Sensitive(inner) => format!("Instance of Sensitive[{}]", inner.type_label()),
        Value::Str(s) | Value::Object(_, s) => {
            format!("'{}'", s.replace('\\', "\\\\").replace('\'', "\\'"))
        }
        Value::Undef => "undef".into(),
        other => other.to_string(),
    })
}

/// Inside arrays and hashes values are written as at top level (strings
/// unquoted, undef empty), as Puppet's string conversion does.
fn write_nested(f: &mut fmt::Formatter<'_>, value: &Value) -> fmt::Result {
    write!(f, "{value}")
}

/// `, 1` or `, 1, 5` after a collection type's element types.
fn size_suffix(min: i64, max: i64) -> String {
    match (min, max) {
        (0, i64::MAX) => String::new(),
        (min, max) if super::unbounded(max) => format!(", {min}"),
        (min, max) => format!(", {min}, {max}"),
    }
}

impl fmt::Display for PType {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        // The type of a deeply nested value is as deep: grow the stack.
        stacker::maybe_grow(64 * 1024, 1024 * 1024, || self.write(f))
    }
}

impl PType {
    fn write(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let range = |f: &mut fmt::Formatter<'_>, name: &str, min: i64, max: i64| {
            if min == i64::MIN && max == i64::MAX {
                write!(f, "{name}")
            } else if super::unbounded(max) {
                write!(f, "{name}[{min}]")
            } else {
                write!(f, "{name}[{min}, {max}]")
            }
        };
        match self {
            PType::Any => write!(f, "Any"),
            PType::Undef => write!(f, "Undef"),
            PType::Default => write!(f, "Default"),
            PType::Boolean => write!(f, "Boolean"),
            PType::StringValue(_) => write!(f, "String"),
            PType::BooleanValue(b) => write!(f, "Boolean[{b}]"),
            // The types of empty collections.
            PType::Array(t, 0, 0) if **t == PType::other("Unit") => write!(f, "Array[0, 0]"),
            PType::Hash(k, v, min, max) if **k == PType::other("Unit") && **v == **k => {
                write!(f, "Hash[{min}, {max}]")
            }
            PType::Integer(min, max) => {
                if *min == i64::MIN && *max == i64::MAX {
                    write!(f, "Integer")
                } else {
                    let min_s = if *min == i64::MIN {
                        "default".to_string()
                    } else {
                        min.to_string()
                    };
                    if *max == i64::MAX {
                        write!(f, "Integer[{min_s}]")
                    } else {
                        write!(f, "Integer[{min_s}, {max}]")
                    }
                }
            }
            PType::Float(min, max) => {
                let (min, max) = (min.get(), max.get());
                let min_s = if min == f64::NEG_INFINITY {
                    "default".to_string()
                } else {
                    format_float(min)
                };
                match (min == f64::NEG_INFINITY, max == f64::INFINITY) {
                    (true, true) => write!(f, "Float"),
                    (_, true) => write!(f, "Float[{min_s}]"),
                    _ => write!(f, "Float[{min_s}, {}]", format_float(max)),
                }
            }
            PType::Numeric => write!(f, "Numeric"),
            PType::String(min, max) => {
                if *min == 0 && *max == i64::MAX {
                    write!(f, "String")
                } else {
                    range(f, "String", *min, *max)
                }
            }
            PType::Scalar => write!(f, "Scalar"),
            PType::Data => write!(f, "Data"),
            PType::Iterable(t) if **t == PType::Any => write!(f, "Iterable"),
            PType::Iterable(t) => write!(f, "Iterable[{t}]"),
            PType::Iterator(None) => write!(f, "Iterator"),
            PType::Iterator(Some(t)) => write!(f, "Iterator[{t}]"),
            PType::Regexp(None) => write!(f, "Regexp"),
            PType::Regexp(Some(re)) => write!(f, "Regexp[/{re}/]"),
            PType::Array(t, 0, i64::MAX) if **t == PType::Any => write!(f, "Array"),
            PType::Array(t, min, max) => write!(f, "Array[{t}{}]", size_suffix(*min, *max)),
            PType::Hash(k, v, 0, i64::MAX) if **k == PType::Any && **v == PType::Any => {
                write!(f, "Hash")
            }
            PType::Hash(k, v, min, max) => write!(f, "Hash[{k}, {v}{}]", size_suffix(*min, *max)),
            PType::Optional(t) if **t == PType::Any => write!(f, "Optional"),
            // `Optional['x']` holds a string type of that value, printed
            // as the string.
            PType::Optional(t) => match &**t {
                PType::StringValue(s) => write!(f, "Optional['{s}']"),
                t => write!(f, "Optional[{t}]"),
            },
            PType::NotUndef(t) if **t == PType::Any => write!(f, "NotUndef"),
            PType::NotUndef(t) => match &**t {
                PType::StringValue(s) => write!(f, "NotUndef['{s}']"),
                t => write!(f, "NotUndef[{t}]"),
            },
            // Empty, the parameterized types print bare.
            PType::Variant(ts) if ts.is_empty() => write!(f, "Variant"),
            PType::Enum(vs) if vs.is_empty() => write!(f, "Enum"),
            PType::Pattern(vs) if vs.is_empty() => write!(f, "Pattern"),
            PType::Struct(fields) if fields.is_empty() => write!(f, "Struct"),
            PType::Tuple(ts, None) if ts.is_empty() => write!(f, "Tuple"),
            PType::Variant(ts) => write!(
                f,
                "Variant[{}]",
                ts.iter()
                    .map(|t| t.to_string())
                    .collect::<Vec<_>>()
                    .join(", ")
            ),
            // Puppet shows an enum's values sorted.
            PType::Enum(vs) | PType::EnumCaseless(vs) => {
                let mut sorted: Vec<&String> = vs.iter().collect();
                sorted.sort();
                sorted.dedup();
                let mut shown: Vec<String> = sorted.iter().map(|v| format!("'{v}'")).collect();
                if matches!(self, PType::EnumCaseless(_)) {
                    shown.push("true".into());
                }
                write!(f, "Enum[{}]", shown.join(", "))
            }
            PType::Pattern(vs) => write!(
                f,
                "Pattern[{}]",
                vs.iter()
                    .map(|v| format!("/{v}/"))
                    .collect::<Vec<_>>()
                    .join(", ")
            ),
            PType::Struct(fields) => {
                write!(f, "Struct[{{")?;
                for (i, (k, opt, t)) in fields.iter().enumerate() {
                    if i > 0 {
                        write!(f, ", ")?;
                    }
                    if *opt {
                        write!(f, "Optional['{k}'] => {t}")?
                    } else {
                        write!(f, "'{k}' => {t}")?
                    }
                }
                write!(f, "}}]")
            }
            PType::Tuple(ts, size) => {
                let mut parts: Vec<String> = ts.iter().map(|t| t.to_string()).collect();
                if let Some((min, max)) = size {
                    // An open maximum is not written.
                    parts.push(min.to_string());
                    if *max != i64::MAX {
                        parts.push(max.to_string());
                    }
                }
                write!(f, "Tuple[{}]", parts.join(", "))
            }
            PType::Type(t) if **t == PType::Any => write!(f, "Type"),
            PType::Type(t) => write!(f, "Type[{t}]"),
            PType::Resource(None, _) => write!(f, "Resource"),
            PType::Resource(Some(t), None) => write!(f, "{t}"),
            PType::Resource(Some(t), Some(title)) => write!(f, "{t}['{title}']"),
            PType::Class(None) => write!(f, "Class"),
            PType::Class(Some(name)) => {
                write!(f, "Class[{}]", name.trim_start_matches("::").to_lowercase())
            }
            PType::CatalogEntry => write!(f, "CatalogEntry"),
            PType::Collection(0, i64::MAX) => write!(f, "Collection"),
            PType::Collection(min, max) => range(f, "Collection", *min, *max),
            PType::Callable => write!(f, "Callable"),
            PType::Other(name, _) | PType::Alias(name, _) | PType::AliasRef(name) => {
                write!(f, "{name}")
            }
            PType::Object(o) if super::objects_expanded() => f.write_str(&o.expanded()),
            PType::Object(o) => f.write_str(o.label()),
            PType::Instance(inner) => match inner.as_ref() {
                PType::Resource(Some(t), Some(title)) => write!(f, "{t}[{title}]"),
                PType::Class(Some(name)) => write!(f, "Class[{}]", capitalize_type_name(name)),
                other => write!(f, "{other}"),
            },
        }
    }
}

/// Capitalizes each `::` segment: `apache::vhost` → `Apache::Vhost`.
pub fn capitalize_type_name(name: &str) -> String {
    let mut name = name;
    while let Some(rest) = name.strip_prefix("::") {
        name = rest;
    }
    if name.is_ascii() {
        // The common case, in one pass over a copy: each segment's first
        // letter up, the rest down.
        let mut bytes = name.as_bytes().to_vec();
        let mut segment_start = true;
        let mut previous = 0;
        for b in &mut bytes {
            let original = *b;
            if segment_start {
                b.make_ascii_uppercase();
            } else {
                b.make_ascii_lowercase();
            }
            segment_start = original == b':' && previous == b':';
            previous = original;
        }
        return String::from_utf8(bytes).expect("ASCII stays UTF-8");
    }
    let mut out = String::with_capacity(name.len());
    for (i, seg) in name.split("::").enumerate() {
        if i > 0 {
            out.push_str("::");
        }
        let mut chars = seg.chars();
        if let Some(c) = chars.next() {
            out.extend(c.to_uppercase());
            out.push_str(&chars.as_str().to_lowercase());
        }
    }
    out
}

/// `Type[title]` as Puppet prints a reference; class names are capitalized.
pub fn reference_text(type_name: &str, title: &str) -> String {
    if type_name == "Class" {
        format!("Class[{}]", capitalize_type_name(title))
    } else {
        format!("{type_name}[{title}]")
    }
}

/// Parses a reference written as a string, `"File[/etc/x]"`, as Puppet
/// accepts in relationship parameters and chains.
pub fn parse_reference(text: &str) -> Option<(String, String)> {
    let open = text.find('[')?;
    let title = text[open + 1..].strip_suffix(']')?;
    let type_name = &text[..open];
    let valid = !type_name.is_empty()
        && type_name
            .split("::")
            .all(|seg| seg.chars().next().is_some_and(|c| c.is_ascii_alphabetic()));
    valid.then(|| (capitalize_type_name(type_name), title.to_string()))
}

/// How Ruby's `inspect` shows a value (`[1, "a"]`, `{"a"=>nil}`), which
/// Puppet's messages and collection hash keys show.
pub fn ruby_inspect(v: &Value) -> String {
    render_nested(v, "=>", &|scalar| match scalar {
        Value::Undef => "nil".into(),
        Value::Str(s) => format!("{s:?}"),
        Value::Default => ":default".into(),
        Value::Regex(r) => format!("/{r}/"),
        other => other.to_string(),
    })
}

/// A value written as Puppet source: strings quoted, undef spelled out
/// (what `String($array)` gives and the REPL shows).
pub fn puppet_source(v: &Value) -> String {
    render_nested(v, " => ", &|scalar| match scalar {
        Value::Str(s) => format!("'{}'", s.replace('\\', "\\\\").replace('\'', "\\'")),
        Value::Undef => "undef".into(),
        other => other.to_string(),
    })
}

/// Writes arrays as `[a, b]` and hashes as `{k ARROW v, ...}`, with
/// `scalar` writing everything else: the shape several renderings share.
pub fn render_nested(v: &Value, arrow: &str, scalar: &dyn Fn(&Value) -> String) -> String {
    let nested = |x: &Value| render_nested(x, arrow, scalar);
    match v {
        Value::Array(items) => format!(
            "[{}]",
            items.iter().map(nested).collect::<Vec<_>>().join(", ")
        ),
        Value::Hash(map) => format!(
            "{{{}}}",
            map.iter()
                .map(|(k, x)| format!("{}{arrow}{}", nested(k), nested(x)))
                .collect::<Vec<_>>()
                .join(", ")
        ),
        other => scalar(other),
    }
}
