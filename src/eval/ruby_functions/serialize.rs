//! stdlib's serializers: `stdlib::to_json` (Ruby's `JSON.generate`),
//! `stdlib::to_json_pretty` (`JSON.pretty_generate` with its layout
//! options) and `stdlib::to_yaml` (Psych), with their deprecated
//! top-level names. Sensitive values are not unwrapped: Ruby writes
//! their `to_s`, "Sensitive [value redacted]".

use crate::catalog::Value;
use crate::catalog::value::format_float;

/// The serializer `name`, if it is one of these.
pub(super) fn call(name: &str, args: &[Value]) -> Option<Result<Value, String>> {
    let data = args.first().unwrap_or(&Value::Undef);
    let text = match name {
        "stdlib::to_json" | "to_json" => {
            let mut out = String::new();
            json(data, &Layout::COMPACT, 0, &mut out);
            out
        }
        "stdlib::to_json_pretty" | "to_json_pretty" => {
            let mut layout = Layout::pretty();
            if let Some(Value::Hash(opts)) = args.get(2) {
                let text = |key: &str, default: &'static str| match opts.get(&Value::str(key)) {
                    Some(Value::Str(s)) => s.to_string(),
                    _ => default.to_string(),
                };
                layout = Layout {
                    indent: text("indent", "  "),
                    space: text("space", " "),
                    space_before: text("space_before", ""),
                    object_nl: text("object_nl", "\n"),
                    array_nl: text("array_nl", "\n"),
                };
            }
            let skip_undef = args.get(1).is_some_and(Value::truthy);
            let data = match (skip_undef, data.clone()) {
                (true, Value::Array(a)) => {
                    Value::array(a.iter().filter(|v| !v.is_undef()).cloned().collect())
                }
                (true, Value::Hash(h)) => Value::hash(
                    h.iter()
                        .filter(|(_, v)| !v.is_undef())
                        .map(|(k, v)| (k.clone(), v.clone()))
                        .collect(),
                ),
                (_, other) => other,
            };
            let mut out = String::new();
            json(&data, &layout, 0, &mut out);
            out.push('\n');
            out
        }
        "stdlib::to_yaml" | "to_yaml" => crate::yaml::to_yaml(data),
        _ => return None,
    };
    Some(Ok(Value::str(text)))
}

/// `JSON.generate`'s state: what goes between and around elements.
struct Layout {
    indent: String,
    space: String,
    space_before: String,
    object_nl: String,
    array_nl: String,
}

impl Layout {
    const COMPACT: Layout = Layout {
        indent: String::new(),
        space: String::new(),
        space_before: String::new(),
        object_nl: String::new(),
        array_nl: String::new(),
    };

    fn pretty() -> Layout {
        Layout {
            indent: "  ".into(),
            space: " ".into(),
            space_before: String::new(),
            object_nl: "\n".into(),
            array_nl: "\n".into(),
        }
    }
}

fn json(v: &Value, layout: &Layout, depth: usize, out: &mut String) {
    let pad = |n: usize| layout.indent.repeat(n);
    match v {
        Value::Undef => out.push_str("null"),
        Value::Bool(b) => out.push_str(if *b { "true" } else { "false" }),
        Value::Int(i) => out.push_str(&i.to_string()),
        Value::Float(f) => out.push_str(&format_float(*f)),
        Value::Str(s) => json_string(s, out),
        // Ruby's generator still writes the newlines and indent of an
        // empty array or object.
        Value::Array(a) if a.is_empty() => {
            out.push('[');
            out.push_str(&layout.array_nl);
            out.push_str(&layout.array_nl);
            out.push_str(&pad(depth));
            out.push(']');
        }
        Value::Array(a) => {
            out.push('[');
            out.push_str(&layout.array_nl);
            for (i, item) in a.iter().enumerate() {
                if i > 0 {
                    out.push(',');
                    out.push_str(&layout.array_nl);
                }
                out.push_str(&pad(depth + 1));
                json(item, layout, depth + 1, out);
            }
            out.push_str(&layout.array_nl);
            out.push_str(&pad(depth));
            out.push(']');
        }
        Value::Hash(h) if h.is_empty() => {
            out.push('{');
            out.push_str(&layout.object_nl);
            out.push_str(&pad(depth));
            out.push('}');
        }
        Value::Hash(h) => {
            out.push('{');
            out.push_str(&layout.object_nl);
            for (i, (k, item)) in h.iter().enumerate() {
                if i > 0 {
                    out.push(',');
                    out.push_str(&layout.object_nl);
                }
                out.push_str(&pad(depth + 1));
                json_string(&crate::eval::builtins::ruby_to_s(k), out);
                out.push_str(&layout.space_before);
                out.push(':');
                out.push_str(&layout.space);
                json(item, layout, depth + 1, out);
            }
            out.push_str(&layout.object_nl);
            out.push_str(&pad(depth));
            out.push('}');
        }
        Value::Regex(r) => json_string(&format!("(?-mix:{r})"), out),
        Value::Sensitive(_) => json_string("Sensitive [value redacted]", out),
        other => json_string(&other.to_string(), out),
    }
}

/// A JSON string as Ruby's generator writes it: UTF-8 kept, `"`, `\` and
/// control characters escaped.
fn json_string(s: &str, out: &mut String) {
    out.push('"');
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            '\u{8}' => out.push_str("\\b"),
            '\u{c}' => out.push_str("\\f"),
            c if (c as u32) < 0x20 => out.push_str(&format!("\\u{:04x}", c as u32)),
            c => out.push(c),
        }
    }
    out.push('"');
}
