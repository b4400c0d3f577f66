//! Values written back as YAML, byte for byte as Ruby's `to_yaml` (Psych)
//! writes the same Ruby data: Psych's choice of style for each string
//! (quote what would read back as another type, literal blocks for
//! multi-line text) and libyaml's emitter for the layout, line folding at
//! 80 columns and escapes, through `libyaml-safer`'s port of it.

use libyaml_safer::{Emitter, Encoding, Event, MappingStyle, ScalarStyle, SequenceStyle};

use super::scalar::{Scalar, resolve_plain};
use crate::catalog::Value;
use crate::catalog::value::format_float;

const NULL_TAG: &str = "tag:yaml.org,2002:null";
const STR_TAG: &str = "tag:yaml.org,2002:str";

/// `value.to_yaml` as Ruby writes it: a `---` document, block style.
/// Values without a YAML form in Ruby's core types (`default`, regexps,
/// types, sensitive) are written as their Puppet string form.
pub fn to_yaml(value: &Value) -> String {
    let mut events = vec![
        Event::stream_start(Encoding::Utf8),
        Event::document_start(None, &[], false),
    ];
    push_events(value, &mut events);
    events.push(Event::document_end(true));
    events.push(Event::stream_end());
    let mut out = Vec::new();
    {
        let mut emitter = Emitter::new();
        emitter.set_output_string(&mut out);
        emitter.set_unicode(true);
        for event in events {
            // Every event sequence built here is well formed, and libyaml
            // can only refuse malformed sequences.
            if emitter.emit(event).is_err() {
                break;
            }
        }
    }
    let text = String::from_utf8_lossy(&out);
    if text.contains(MARK_OPEN) {
        unmask_astral(&text)
    } else {
        text.into_owned()
    }
}

// libyaml (C) takes characters beyond the BMP for unprintable: a string
// holding one is double-quoted with `\U0001F600` escapes, ten columns
// wide, where its Rust port writes the character raw. Each such character
// goes to the emitter as a ten-character placeholder of private-use
// characters (so lines fold where C libyaml folds them), replaced by the
// escape afterwards.
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

fn plain(text: &str) -> Event {
    Event::scalar(None, None, text, true, false, ScalarStyle::Any)
}

fn push_events(value: &Value, events: &mut Vec<Event>) {
    match value {
        Value::Undef => events.push(Event::scalar(
            None,
            Some(NULL_TAG),
            "",
            true,
            false,
            ScalarStyle::Any,
        )),
        Value::Bool(b) => events.push(plain(if *b { "true" } else { "false" })),
        Value::Int(i) => events.push(plain(&i.to_string())),
        Value::Float(f) => events.push(plain(&if f.is_nan() {
            ".nan".to_string()
        } else if f.is_infinite() {
            if *f > 0.0 { ".inf" } else { "-.inf" }.to_string()
        } else {
            format_float(*f)
        })),
        Value::Str(s) => events.push(string_event(s)),
        Value::Array(items) => {
            events.push(Event::sequence_start(
                None,
                None,
                true,
                SequenceStyle::Block,
            ));
            for item in items.iter() {
                push_events(item, events);
            }
            events.push(Event::sequence_end());
        }
        Value::Hash(map) => {
            events.push(Event::mapping_start(None, None, true, MappingStyle::Block));
            for (k, v) in map.iter() {
                push_events(k, events);
                push_events(v, events);
            }
            events.push(Event::mapping_end());
        }
        Value::Sensitive(inner) => push_events(inner, events),
        other => events.push(string_event(&other.to_string())),
    }
}

/// Psych's style for a string: what libyaml is asked for; libyaml may
/// still quote a plain request it cannot write plainly (`a: b`, `x `).
fn string_event(s: &str) -> Event {
    if s.chars().any(|c| c > '\u{ffff}') {
        let masked = mask_astral(s);
        return Event::scalar(None, None, &masked, true, true, ScalarStyle::DoubleQuoted);
    }
    let style = if has_inner_newline(s) {
        ScalarStyle::Literal
    } else if s == "<<" {
        // A bare `<<` would read back as a merge key.
        return Event::scalar(
            None,
            Some(STR_TAG),
            s,
            false,
            false,
            ScalarStyle::SingleQuoted,
        );
    } else if s == "y" || s == "n" {
        ScalarStyle::DoubleQuoted
    } else if line_starts_odd(s) {
        ScalarStyle::DoubleQuoted
    } else if !matches!(resolve_plain(s), Scalar::Value(Value::Str(_))) || octal_lookalike(s) {
        ScalarStyle::SingleQuoted
    } else {
        ScalarStyle::Any
    };
    Event::scalar(None, None, s, true, true, style)
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
            let line = s[p..].as_bytes();
            if line.first() != Some(&b'0') {
                return false;
            }
            let rest = &line[1..];
            let n = rest.iter().take_while(|b| matches!(b, b'0'..=b'7')).count();
            matches!(rest.get(n), Some(b'8' | b'9'))
        })
}
