//! `to_json`, `JSON.generate`, `JSON.pretty_generate` as Ruby 3.1's json
//! writes them, and `to_yaml` as Psych writes the data templates dump
//! (strings that Psych would quote or fold are refused rather than
//! guessed).

use super::value::{RV, Walk, address, float_to_s, walk_once};

/// The most levels of arrays and objects Ruby's json writes.
const MAX_JSON_NESTING: usize = 100;

pub fn json(v: &RV, pretty: bool, depth: usize, out: &mut String) -> Result<(), String> {
    let indent = |d: usize| {
        if pretty {
            "  ".repeat(d)
        } else {
            String::new()
        }
    };
    let nl = if pretty { "\n" } else { "" };
    // Ruby's json refuses past 100 levels (and so a value that contains
    // itself).
    if matches!(v, RV::Array(_) | RV::Hash(_)) && depth >= MAX_JSON_NESTING {
        return Err(format!("nesting of {MAX_JSON_NESTING} is too deep"));
    }
    match v {
        RV::Nil => out.push_str("null"),
        RV::Bool(b) => out.push_str(if *b { "true" } else { "false" }),
        RV::Int(i) => out.push_str(&i.to_string()),
        RV::Float(f) if !f.is_finite() => {
            return Err(format!("{} not allowed in JSON", float_to_s(*f)));
        }
        RV::Float(f) => out.push_str(&float_to_s(*f)),
        RV::Str(s) => json_string(s, out),
        RV::Sym(s) => json_string(s, out),
        RV::Array(a) => {
            out.push('[');
            out.push_str(nl);
            for (i, item) in a.borrow().iter().enumerate() {
                if i > 0 {
                    out.push(',');
                    out.push_str(nl);
                }
                out.push_str(&indent(depth + 1));
                json(item, pretty, depth + 1, out)?;
            }
            out.push_str(nl);
            out.push_str(&indent(depth));
            out.push(']');
        }
        RV::Hash(h) => {
            out.push('{');
            out.push_str(nl);
            let pairs = h.borrow();
            for (i, (k, item)) in pairs.iter().enumerate() {
                if i > 0 {
                    out.push(',');
                    out.push_str(nl);
                }
                out.push_str(&indent(depth + 1));
                json_string(&k.to_s(), out);
                out.push(':');
                if pretty {
                    out.push(' ');
                }
                json(item, pretty, depth + 1, out)?;
            }
            // Ruby 3.1's json leaves no blank line in an empty object,
            // though it does in an empty array.
            if !pairs.is_empty() {
                out.push_str(nl);
            }
            out.push_str(&indent(depth));
            out.push('}');
        }
        RV::Regex(_) | RV::Range(_) | RV::Class(_) => json_string(&v.to_s(), out),
        other => {
            return Err(format!(
                "a {} cannot be written as JSON in templates",
                other.class_name()
            ));
        }
    }
    Ok(())
}

/// A JSON string as Ruby's generator writes it: UTF-8 kept, `"`, `\` and
/// control characters escaped (stdlib's `to_json` writes strings so too).
pub fn json_string(s: &str, out: &mut String) {
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

/// A string Psych writes as is: plain words that cannot be read back
/// as another type.
fn yaml_plain(s: &str) -> bool {
    let lower = s.to_ascii_lowercase();
    !s.is_empty()
        && s.chars()
            .all(|c| c.is_ascii_alphanumeric() || "_-./@".contains(c))
        && (s.starts_with(|c: char| c.is_ascii_alphabetic() || c == '_')
            // `15s`, `1h`: a digit first is safe with a letter no number
            // or date spelling uses.
            || s.chars().any(|c| c.is_ascii_alphabetic() && !"eExXoObBtT".contains(c)))
        && !matches!(
            lower.as_str(),
            "true" | "false" | "yes" | "no" | "on" | "off" | "null" | "y" | "n"
        )
}

pub fn yaml_document(v: &RV) -> Result<String, String> {
    let mut out = String::from("---");
    match v {
        RV::Hash(h) if !h.borrow().is_empty() => {
            out.push('\n');
            yaml_block(v, 0, &mut out)?;
        }
        RV::Array(a) if !a.borrow().is_empty() => {
            out.push('\n');
            yaml_block(v, 0, &mut out)?;
        }
        scalar => {
            let s = yaml_scalar(scalar)?;
            if !s.is_empty() {
                out.push(' ');
                out.push_str(&s);
            }
            out.push('\n');
        }
    }
    Ok(out)
}

fn yaml_scalar(v: &RV) -> Result<String, String> {
    Ok(match v {
        RV::Nil => String::new(),
        RV::Bool(b) => b.to_string(),
        RV::Int(i) => i.to_string(),
        RV::Str(s) if yaml_plain(s) => s.to_string(),
        RV::Hash(h) if h.borrow().is_empty() => "{}".into(),
        RV::Array(a) if a.borrow().is_empty() => "[]".into(),
        RV::Str(s) => {
            return Err(format!(
                "to_yaml of the string {} (which YAML would quote) is not supported in templates",
                super::value::inspect_str(s)
            ));
        }
        other => {
            return Err(format!(
                "to_yaml of a {} is not supported in templates",
                other.class_name()
            ));
        }
    })
}

fn yaml_block(v: &RV, depth: usize, out: &mut String) -> Result<(), String> {
    walk_once(
        Walk::Yaml,
        address(v),
        0,
        || Err("to_yaml of a value that contains itself is not supported in templates".into()),
        || yaml_block_once(v, depth, out),
    )
}

fn yaml_block_once(v: &RV, depth: usize, out: &mut String) -> Result<(), String> {
    let pad = "  ".repeat(depth);
    match v {
        RV::Hash(h) => {
            for (k, item) in h.borrow().iter() {
                let key = match k {
                    RV::Str(s) if yaml_plain(s) => s.to_string(),
                    RV::Int(i) => i.to_string(),
                    _ => {
                        return Err(format!(
                            "to_yaml with the key {} is not supported in templates",
                            k.inspect()
                        ));
                    }
                };
                out.push_str(&format!("{pad}{key}:"));
                yaml_value(item, depth, true, out)?;
            }
        }
        RV::Array(a) => {
            for item in a.borrow().iter() {
                out.push_str(&format!("{pad}-"));
                yaml_value(item, depth, false, out)?;
            }
        }
        _ => unreachable!(),
    }
    Ok(())
}

/// A value after `key:` or `-`: scalars inline, collections on the
/// lines below (a mapping's sequence is not indented, as Psych does).
fn yaml_value(v: &RV, depth: usize, in_map: bool, out: &mut String) -> Result<(), String> {
    match v {
        RV::Hash(h) if !h.borrow().is_empty() => {
            if in_map {
                out.push('\n');
                yaml_block(v, depth + 1, out)
            } else {
                // `- key: v` with the rest of the mapping aligned under it.
                let mut inner = String::new();
                yaml_block(v, depth + 1, &mut inner)?;
                out.push(' ');
                out.push_str(inner.trim_start());
                Ok(())
            }
        }
        RV::Array(a) if !a.borrow().is_empty() => {
            if in_map {
                out.push('\n');
                yaml_block(v, depth, out)
            } else {
                let mut inner = String::new();
                yaml_block(v, depth + 1, &mut inner)?;
                out.push(' ');
                out.push_str(inner.trim_start());
                Ok(())
            }
        }
        scalar => {
            let s = yaml_scalar(scalar)?;
            if s.is_empty() {
                out.push('\n');
            } else {
                out.push(' ');
                out.push_str(&s);
                out.push('\n');
            }
            Ok(())
        }
    }
}

/// `Shellwords.escape`: what a POSIX shell reads back as the string.
pub fn shell_escape(s: &str) -> String {
    if s.is_empty() {
        return "''".into();
    }
    let mut out = String::new();
    for c in s.chars() {
        match c {
            c if c.is_ascii_alphanumeric() || "_-.,:+/@".contains(c) => out.push(c),
            '\n' => out.push_str("'\n'"),
            c => {
                out.push('\\');
                out.push(c);
            }
        }
    }
    out
}

/// `Shellwords.split`: words as a POSIX shell splits them.
pub fn shell_split(s: &str) -> Result<Vec<String>, String> {
    let mut words = Vec::new();
    let mut field: Option<String> = None;
    let mut chars = s.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            c if c.is_whitespace() => {
                if let Some(f) = field.take() {
                    words.push(f);
                }
            }
            '\'' => {
                let f = field.get_or_insert_with(String::new);
                loop {
                    match chars.next() {
                        Some('\'') => break,
                        Some(c) => f.push(c),
                        None => return Err(format!("Unmatched quote: {s:?}")),
                    }
                }
            }
            '"' => {
                let f = field.get_or_insert_with(String::new);
                loop {
                    match chars.next() {
                        Some('"') => break,
                        Some('\\') => match chars.next() {
                            Some(n @ ('$' | '`' | '"' | '\\')) => f.push(n),
                            Some('\n') => {}
                            Some(n) => {
                                f.push('\\');
                                f.push(n);
                            }
                            None => return Err(format!("Unmatched quote: {s:?}")),
                        },
                        Some(c) => f.push(c),
                        None => return Err(format!("Unmatched quote: {s:?}")),
                    }
                }
            }
            '\\' => {
                let f = field.get_or_insert_with(String::new);
                if let Some(n) = chars.next() {
                    f.push(n);
                }
            }
            c => field.get_or_insert_with(String::new).push(c),
        }
    }
    if let Some(f) = field {
        words.push(f);
    }
    Ok(words)
}
