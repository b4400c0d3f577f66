//! What an explicit tag makes of a node under Puppet's safe loader: the
//! tags Psych's `to_ruby` knows (`!!str`, `!!binary`, `!ruby/sym`,
//! `!ruby/object:Class`…), which Ruby class each would instantiate (the
//! loader refuses any class not permitted: "Tried to load unspecified
//! class"), and which leave the node as a plain string, array or hash.
//! Tags Psych does not know are ignored: the node reads as untagged,
//! except that a quoted scalar is then resolved as if plain.

use super::number::ruby_float;
use super::scalar::{Scalar, resolve_plain};
use crate::catalog::Value;

/// What a tag on a mapping or sequence does.
#[derive(Debug, Clone, PartialEq)]
pub enum Collection {
    /// Read it as usual.
    Plain,
    /// Psych would instantiate this Ruby class.
    Class(String),
    /// An `!!omap` sequence: one-pair mappings read as one hash.
    Omap,
    /// `!ruby/hash-with-ivars`: the hash under its `elements` key.
    HashWithIvars,
    /// A failure Ruby raises building it (message, without file prefix).
    Fails(String),
}

/// `!NAME`, `!NAME:X` or `!NAMEX`: Psych's `^!NAME:?(.*)?$` patterns; the
/// class `X`, or `default` when there is none.
fn optional_class(tag: &str, name: &str, default: &str) -> Option<String> {
    let rest = tag.strip_prefix(name)?;
    let rest = rest.strip_prefix(':').unwrap_or(rest);
    Some(if rest.is_empty() { default } else { rest }.to_string())
}

/// `!str`, `!ruby/string`, `!str:X`, `!ruby/string:X`: `Some(None)` for a
/// plain string tag, `Some(Some(X))` for a String subclass.
fn string_tag(tag: &str) -> Option<Option<String>> {
    if tag == "tag:yaml.org,2002:str" {
        return Some(None);
    }
    let rest = tag
        .strip_prefix("!str")
        .or_else(|| tag.strip_prefix("!ruby/string"))?;
    match rest.strip_prefix(':') {
        Some(class) => Some(Some(class.to_string())),
        None if rest.is_empty() => Some(None),
        None => None,
    }
}

/// Resolves a scalar carrying an explicit tag (`!!int '12'`, `!!binary`,
/// `!ruby/sym x`); `None` when the tag means nothing special to Psych, so
/// the scalar is resolved as if plain (even when quoted).
pub fn scalar(tag: &str, value: &str) -> Option<Scalar> {
    if let Some(class) = string_tag(tag) {
        return Some(match class {
            Some(class) => Scalar::Class(class),
            None => Scalar::Value(Value::str(value)),
        });
    }
    Some(match tag {
        "tag:yaml.org,2002:binary" | "!binary" => Scalar::Value(Value::str(
            String::from_utf8_lossy(&base64_decode(value)).as_ref(),
        )),
        "tag:yaml.org,2002:float" | "!float" => match resolve_plain(value) {
            Scalar::Value(Value::Float(f)) => Scalar::Value(Value::Float(f)),
            Scalar::Value(Value::Int(i)) => Scalar::Value(Value::Float(i as f64)),
            Scalar::Value(Value::Str(s)) => match ruby_float(&s) {
                Some(f) => Scalar::Value(Value::Float(f)),
                None => Scalar::Invalid(format!("invalid value for Float(): {s:?}")),
            },
            Scalar::Value(Value::Undef) => {
                Scalar::Invalid("can't convert nil into Float".to_string())
            }
            other => other,
        },
        // The class is named by the value.
        "!ruby/class" | "!ruby/module" => Scalar::Class(value.to_string()),
        "!ruby/regexp" => Scalar::Class("Regexp".to_string()),
        "!ruby/range" => Scalar::Class("Range".to_string()),
        "!ruby/object:DateTime" => Scalar::Class("DateTime".to_string()),
        "!ruby/object:Complex" => Scalar::Class("Complex".to_string()),
        "!ruby/object:Rational" => Scalar::Class("Rational".to_string()),
        // An Encoding object, which Puppet has no value for: its name.
        "!ruby/encoding" => Scalar::Value(Value::str(value)),
        _ if tag.starts_with("!ruby/sym") => Scalar::Symbol(value.to_string()),
        _ => return None,
    })
}

/// What a tag does to a mapping.
pub fn mapping(tag: &str) -> Collection {
    if let Some(class) = string_tag(tag) {
        return match class {
            Some(class) => Collection::Class(class),
            // Psych makes an empty string and fails to fill it.
            None => Collection::Fails("can't modify frozen NilClass: nil".to_string()),
        };
    }
    let class = optional_class(tag, "!ruby/struct", "Struct")
        .or_else(|| optional_class(tag, "!ruby/object", "Object"))
        .or_else(|| optional_class(tag, "!ruby/exception", "Exception"))
        .or_else(|| tag.strip_prefix("!ruby/array:").map(str::to_string))
        .or_else(|| tag.strip_prefix("!ruby/hash:").map(str::to_string))
        .or_else(|| tag.strip_prefix("!ruby/marshalable:").map(str::to_string))
        .or_else(|| {
            tag.strip_prefix("!ruby/hash-with-ivars:")
                .map(str::to_string)
        });
    if let Some(class) = class {
        return Collection::Class(class);
    }
    match tag {
        "!ruby/hash-with-ivars" => Collection::HashWithIvars,
        "!set" | "tag:yaml.org,2002:set" => Collection::Class("Psych::Set".to_string()),
        "!ruby/range" => Collection::Class("Range".to_string()),
        _ => Collection::Plain,
    }
}

/// What a tag does to a sequence.
pub fn sequence(tag: &str) -> Collection {
    if matches!(tag, "!omap" | "tag:yaml.org,2002:omap") {
        return Collection::Omap;
    }
    match tag
        .strip_prefix("!seq:")
        .or_else(|| tag.strip_prefix("!ruby/array:"))
    {
        Some(class) => Collection::Class(class.to_string()),
        None => Collection::Plain,
    }
}

/// Base64 as Ruby's `unpack('m')` reads it: characters outside the
/// alphabet are skipped, decoding stops at the first `=`.
fn base64_decode(s: &str) -> Vec<u8> {
    let mut out = Vec::with_capacity(s.len() * 3 / 4);
    let (mut acc, mut bits) = (0u32, 0u32);
    for c in s.bytes() {
        let v = match c {
            b'A'..=b'Z' => c - b'A',
            b'a'..=b'z' => c - b'a' + 26,
            b'0'..=b'9' => c - b'0' + 52,
            b'+' => 62,
            b'/' => 63,
            b'=' => break,
            _ => continue,
        };
        acc = (acc << 6) | u32::from(v);
        bits += 6;
        if bits >= 8 {
            bits -= 8;
            out.push((acc >> bits) as u8);
            acc &= (1 << bits) - 1;
        }
    }
    out
}
