//! Values written back as YAML, byte for byte as Ruby's `to_yaml` (Psych)
//! writes the same Ruby data: Psych's choice of style for each string
//! (quote what would read back as another type, literal blocks for
//! multi-line text) and libyaml's emitter for the layout, line folding at
//! 80 columns and escapes, through the same libyaml Psych uses.

use std::collections::{HashMap, HashSet};
use std::rc::Rc;

use super::libyaml::{Emitter, Style};
use super::number::ruby_float_to_s;
use super::scalar::{Scalar, resolve_plain};
use crate::catalog::Value;

const NULL_TAG: &str = "tag:yaml.org,2002:null";
const STR_TAG: &str = "tag:yaml.org,2002:str";

/// `value.to_yaml` as Ruby writes it: a `---` document, block style.
/// Values without a YAML form in Ruby's core types (`default`, regexps,
/// types) are written as their Puppet string form, sensitive values
/// unwrapped.
pub fn to_yaml(value: &Value) -> String {
    emit(value, Anchors::default())
}

/// `to_yaml` for data whose shared parts are shared Ruby objects, which
/// Psych writes once as `&1` and then as `*1`: an array or hash held twice
/// (the same `Rc`, as a YAML alias reads back). Data that went through
/// Hiera has no such sharing (Hiera rebuilds every hash and array), so
/// [`to_yaml`] writes everything out.
pub fn to_yaml_shared(value: &Value) -> String {
    let mut anchors = Anchors::default();
    anchors.number(value);
    emit(value, anchors)
}

fn emit(value: &Value, mut anchors: Anchors) -> String {
    let mut emitter = Emitter::new();
    write(value, &mut emitter, &mut anchors);
    let text = emitter.finish();
    if text.contains(MARK_OPEN) {
        unmask_astral(&text)
    } else {
        text
    }
}

// Ruby's libyaml (Debian's 0.2.5) takes characters beyond the BMP for
// unprintable: a string holding one is double-quoted, with `\U0001F600`
// escapes ten columns wide, where the Rust translation (of a later libyaml)
// writes the character raw. Each such character goes to the emitter as a
// ten-character placeholder of private-use characters, so lines fold where
// Ruby's fold, and is replaced by the escape afterwards.
const MARK_OPEN: char = '\u{F8FF}';
const MARK_CLOSE: char = '\u{F8FE}';
const NIBBLE_BASE: u32 = 0xE000;

fn mask_astral(s: &str) -> String {
    let mut out = String::with_capacity(s.len() + 16);
    for c in s.chars() {
        if c > '\u{ffff}' {
            out.push(MARK_OPEN);
            for shift in (0..8).rev() {
                let nibble = (c as u32 >> (shift * 4)) & 0xF;
                out.push(char::from_u32(NIBBLE_BASE + nibble).unwrap_or(MARK_CLOSE));
            }
            out.push(MARK_CLOSE);
        } else {
            out.push(c);
        }
    }
    out
}

fn unmask_astral(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut chars = text.chars();
    while let Some(c) = chars.next() {
        if c != MARK_OPEN {
            out.push(c);
            continue;
        }
        out.push_str("\\U");
        for n in chars.by_ref() {
            if n == MARK_CLOSE {
                break;
            }
            let digit = (n as u32).wrapping_sub(NIBBLE_BASE);
            out.push(char::from_digit(digit, 16).map_or('0', |d| d.to_ascii_uppercase()));
        }
    }
    out
}

fn plain(emitter: &mut Emitter, text: &str) {
    emitter.scalar(None, text, true, false, Style::Any);
}

/// Arrays and hashes met more than once (the same object in Ruby, the same
/// `Rc` here: a YAML alias read back, or data Puppet passed along twice).
/// Psych writes the first as `&N` and the others as `*N`, numbering them
/// in the order their first repeat is met.
#[derive(Default)]
struct Anchors {
    ids: HashMap<*const (), Option<usize>>,
    next: usize,
    written: HashSet<*const ()>,
}

fn identity(value: &Value) -> Option<*const ()> {
    match value {
        Value::Array(a) => Some(Rc::as_ptr(a).cast()),
        Value::Hash(h) => Some(Rc::as_ptr(h).cast()),
        _ => None,
    }
}

impl Anchors {
    fn number(&mut self, value: &Value) {
        let Some(id) = identity(value) else {
            if let Value::Sensitive(inner) = value {
                self.number(inner);
            }
            return;
        };
        if let Some(slot) = self.ids.get_mut(&id) {
            if slot.is_none() {
                self.next += 1;
                *slot = Some(self.next);
            }
            // Psych writes a repeat as an alias without looking inside.
            return;
        }
        self.ids.insert(id, None);
        stacker::maybe_grow(64 * 1024, 1024 * 1024, || match value {
            Value::Array(items) => items.iter().for_each(|v| self.number(v)),
            Value::Hash(map) => map.iter().for_each(|(k, v)| {
                self.number(k);
                self.number(v);
            }),
            _ => {}
        });
    }

    /// `Err(n)`: already written, write `*n`; `Ok(anchor)`: write it now.
    fn visit(&mut self, value: &Value) -> Result<Option<String>, String> {
        let Some(id) = identity(value) else {
            return Ok(None);
        };
        match self.ids.get(&id).copied().flatten() {
            Some(n) if !self.written.insert(id) => Err(n.to_string()),
            Some(n) => Ok(Some(n.to_string())),
            None => Ok(None),
        }
    }
}

fn write(value: &Value, emitter: &mut Emitter, anchors: &mut Anchors) {
    // Values built by manifests may nest deeper than any YAML file.
    stacker::maybe_grow(64 * 1024, 1024 * 1024, || {
        write_inner(value, emitter, anchors)
    });
}

fn write_inner(value: &Value, emitter: &mut Emitter, anchors: &mut Anchors) {
    let anchor = match anchors.visit(value) {
        Ok(anchor) => anchor,
        Err(alias) => return emitter.alias(&alias),
    };
    match value {
        // Psych writes nil as an empty scalar tagged null.
        Value::Undef => emitter.scalar(Some(NULL_TAG), "", true, false, Style::Any),
        Value::Bool(b) => plain(emitter, if *b { "true" } else { "false" }),
        Value::Int(i) => plain(emitter, &i.to_string()),
        Value::Float(f) if f.is_nan() => plain(emitter, ".nan"),
        Value::Float(f) if f.is_infinite() => {
            plain(emitter, if *f > 0.0 { ".inf" } else { "-.inf" })
        }
        Value::Float(f) => plain(emitter, &ruby_float_to_s(*f)),
        Value::Str(s) => string(s, emitter),
        Value::Array(items) => {
            emitter.sequence_start(anchor.as_deref());
            for item in items.iter() {
                write(item, emitter, anchors);
            }
            emitter.sequence_end();
        }
        Value::Hash(map) => {
            emitter.mapping_start(anchor.as_deref());
            for (k, v) in map.iter() {
                write(k, emitter, anchors);
                write(v, emitter, anchors);
            }
            emitter.mapping_end();
        }
        Value::Sensitive(inner) => write(inner, emitter, anchors),
        other => string(&other.to_string(), emitter),
    }
}

/// Psych's style for a string: what libyaml is asked for; libyaml may
/// still quote a plain request it cannot write plainly (`a: b`, `x `), or
/// double-quote one with characters it must escape.
fn string(s: &str, emitter: &mut Emitter) {
    if s.chars().any(|c| c > '\u{ffff}') {
        let masked = mask_astral(s);
        return emitter.scalar(None, &masked, true, true, Style::DoubleQuoted);
    }
    let style = if has_inner_newline(s) {
        Style::Literal
    } else if s == "<<" {
        // A bare `<<` would read back as a merge key.
        return emitter.scalar(Some(STR_TAG), s, false, false, Style::SingleQuoted);
    } else if s == "y" || s == "n" || line_starts_odd(s) {
        Style::DoubleQuoted
    } else if !matches!(resolve_plain(s), Scalar::Value(Value::Str(_))) || octal_lookalike(s) {
        Style::SingleQuoted
    } else {
        Style::Any
    };
    emitter.scalar(None, s, true, true, style);
}

/// A newline with more after it than one final newline: Psych writes
/// such text as a literal block.
fn has_inner_newline(s: &str) -> bool {
    s.match_indices('\n')
        .any(|(i, _)| !matches!(&s[i + 1..], "" | "\n"))
}

/// Ruby's `[[:word:]]`: letters, marks, digits, connector punctuation.
fn is_word(c: char) -> bool {
    c.is_alphanumeric() || c == '_'
}

/// Whether some line of `s` starts with a non-word character and that
/// line's rest, up to a line end, has no `"`: Psych double-quotes such a
/// string (its test is a Ruby regexp whose `^` and `$` match at every
/// line).
fn line_starts_odd(s: &str) -> bool {
    let starts = std::iter::once(0).chain(s.match_indices('\n').map(|(i, _)| i + 1));
    starts.into_iter().any(|p| {
        let Some(c) = s[p..].chars().next() else {
            return false;
        };
        if is_word(c) {
            return false;
        }
        let rest = &s[p + c.len_utf8()..];
        let quote = rest.find('"').unwrap_or(rest.len());
        quote == rest.len() || rest[..quote].contains('\n') || rest[quote..].is_empty()
    })
}

/// `09`, `0178`: a leading zero and a digit octal lacks, on some line
/// (Psych quotes these so no YAML 1.1 reader takes them for octal).
fn octal_lookalike(s: &str) -> bool {
    std::iter::once(0)
        .chain(s.match_indices('\n').map(|(i, _)| i + 1))
        .any(|p| {
            let line = &s.as_bytes()[p..];
            if line.first() != Some(&b'0') {
                return false;
            }
            let rest = &line[1..];
            let n = rest.iter().take_while(|b| matches!(b, b'0'..=b'7')).count();
            matches!(rest.get(n), Some(b'8' | b'9'))
        })
}
