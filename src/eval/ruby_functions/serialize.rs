//! stdlib's serializers: `stdlib::to_json` (Ruby's `JSON.generate`),
//! `stdlib::to_json_pretty` (`JSON.pretty_generate` with its layout
//! options), `stdlib::to_yaml` (Psych) and `stdlib::to_toml` (stdlib's
//! own TOML dumper), with their deprecated top-level names. Sensitive values are not unwrapped: Ruby writes
//! their `to_s`, "Sensitive [value redacted]".

use crate::catalog::Value;
use crate::catalog::value::format_float;
use crate::template::erb::json_string;

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
        "stdlib::to_toml" | "to_toml" => {
            let mut out = String::new();
            if let Value::Hash(h) = data {
                toml_visit(h, &[], false, &mut out);
            }
            out
        }
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

type Pairs<'a> = Vec<(String, &'a Value)>;

/// A table's entries by key: plain values, tables, arrays of tables.
fn toml_sort(h: &crate::catalog::Map<Value, Value>) -> (Pairs<'_>, Pairs<'_>, Pairs<'_>) {
    let mut entries: Vec<(String, &Value)> = h
        .iter()
        .map(|(k, v)| (crate::eval::builtins::ruby_to_s(k), v))
        .collect();
    entries.sort_by(|a, b| a.0.cmp(&b.0));
    let (mut simple, mut nested, mut arrays) = (Vec::new(), Vec::new(), Vec::new());
    for (k, v) in entries {
        match v {
            Value::Hash(_) => nested.push((k, v)),
            Value::Array(a) if matches!(a.first(), Some(Value::Hash(_))) => arrays.push((k, v)),
            _ => simple.push((k, v)),
        }
    }
    (simple, nested, arrays)
}

fn toml_key(k: &str) -> String {
    if k.chars()
        .all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '-')
    {
        k.to_string()
    } else {
        format!("\"{}\"", k.replace('"', "\\\""))
    }
}

fn toml_visit(
    h: &crate::catalog::Map<Value, Value>,
    prefix: &[String],
    extra_brackets: bool,
    out: &mut String,
) {
    let (simple, nested, arrays) = toml_sort(h);
    if !prefix.is_empty() && (!simple.is_empty() || h.is_empty()) {
        toml_prefix(prefix, extra_brackets, out);
    }
    toml_pairs(simple, nested, arrays, prefix, out);
}

fn toml_prefix(prefix: &[String], extra_brackets: bool, out: &mut String) {
    let joined = prefix.join(".");
    if extra_brackets {
        out.push_str(&format!("[[{joined}]]\n"));
    } else {
        out.push_str(&format!("[{joined}]\n"));
    }
}

fn toml_pairs(simple: Pairs, nested: Pairs, arrays: Pairs, prefix: &[String], out: &mut String) {
    for (k, v) in simple {
        out.push_str(&format!("{} = {}\n", toml_key(&k), toml_value(v)));
    }
    for (k, v) in nested {
        if let Value::Hash(h) = v {
            let mut p = prefix.to_vec();
            p.push(toml_key(&k));
            toml_visit(h, &p, false, out);
        }
    }
    for (k, v) in arrays {
        let mut p = prefix.to_vec();
        p.push(toml_key(&k));
        if let Value::Array(tables) = v {
            for child in tables.iter() {
                toml_prefix(&p, true, out);
                if let Value::Hash(c) = child {
                    let (s, n, a) = toml_sort(c);
                    toml_pairs(s, n, a, &p, out);
                }
            }
        }
    }
}

/// A value as Ruby's `inspect` writes it (strings without escaping `#`).
fn toml_value(v: &Value) -> String {
    match v {
        Value::Str(s) => super::extras::ruby_string_inspect(s).replace("\\#", "#"),
        other => ruby_inspect_value(other),
    }
}

/// Ruby's `inspect` of plain data (Ruby 3.1's `{"k"=>v}` hashes).
fn ruby_inspect_value(v: &Value) -> String {
    match v {
        Value::Undef => "nil".into(),
        Value::Bool(b) => b.to_string(),
        Value::Int(i) => i.to_string(),
        Value::Float(f) => format_float(*f),
        Value::Str(s) => super::extras::ruby_string_inspect(s),
        Value::Array(a) => format!(
            "[{}]",
            a.iter()
                .map(ruby_inspect_value)
                .collect::<Vec<_>>()
                .join(", ")
        ),
        Value::Hash(h) => format!(
            "{{{}}}",
            h.iter()
                .map(|(k, v)| format!("{}=>{}", ruby_inspect_value(k), ruby_inspect_value(v)))
                .collect::<Vec<_>>()
                .join(", ")
        ),
        other => super::extras::ruby_string_inspect(&other.to_string()),
    }
}
