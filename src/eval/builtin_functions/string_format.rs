//! `String(value, '%fmt')`: Puppet's string converter given one format
//! string. The format is parsed as Puppet parses it (`%<flags><width>.<prec>
//! <letter>`), each kind of value takes its own letters (refusing others
//! with Puppet's "Illegal format" message), and arrays and hashes format
//! their elements as Puppet does: nested containers with the format given,
//! scalars quoted (`%p`), `#` indenting the structure.

use super::builtins::sprintf;
use crate::catalog::Value;

/// A parsed `%<flags><width>.<prec><letter>`.
struct Format {
    original: String,
    letter: char,
    alt: bool,
    left: bool,
    /// `' '` (space delimiters), `'+'`, or none.
    plus: Option<char>,
    delimiters: Option<char>,
    width: Option<usize>,
    prec: Option<usize>,
}

impl Format {
    fn parse(text: &str) -> Result<Format, String> {
        let invalid = || {
            format!(
                "The format '{text}' is not a valid format on the form '%<flags><width>.<prec><format>'"
            )
        };
        let body = text.strip_prefix('%').ok_or_else(invalid)?;
        let flags_end = body
            .find(|c: char| !" [+#0{<(|-".contains(c))
            .unwrap_or(body.len());
        let flags = &body[..flags_end];
        let rest = &body[flags_end..];
        let width_end = rest
            .find(|c: char| !c.is_ascii_digit())
            .unwrap_or(rest.len());
        let width_text = &rest[..width_end];
        if width_text.starts_with('0') {
            return Err(invalid());
        }
        let mut rest = &rest[width_end..];
        let mut prec = None;
        if let Some(after) = rest.strip_prefix('.') {
            let end = after
                .find(|c: char| !c.is_ascii_digit())
                .unwrap_or(after.len());
            if end == 0 {
                return Err(invalid());
            }
            prec = after[..end].parse().ok();
            rest = &after[end..];
        }
        let mut letters = rest.chars();
        let (Some(letter), None) = (letters.next(), letters.next()) else {
            return Err(invalid());
        };
        if !letter.is_ascii_alphabetic() {
            return Err(invalid());
        }
        let mut seen = Vec::new();
        for c in flags.chars() {
            if seen.contains(&c) {
                return Err(format!("The same flag can only be used once, got '{text}'"));
            }
            seen.push(c);
        }
        let mut delimiters = None;
        for d in ['[', '{', '(', '<', '|'] {
            if flags.contains(d) {
                if delimiters.is_some() {
                    return Err(format!(
                        "Only one of the delimiters [ {{ ( < | can be given in the format flags, got '{text}'"
                    ));
                }
                delimiters = Some(d);
            }
        }
        Ok(Format {
            original: text.to_string(),
            letter,
            alt: flags.contains('#'),
            left: flags.contains('-'),
            plus: if flags.contains(' ') {
                Some(' ')
            } else if flags.contains('+') {
                Some('+')
            } else {
                None
            },
            delimiters,
            width: width_text.parse().ok(),
            prec,
        })
    }

    /// The format with its letter replaced (`'%-5d'` as `'%-5s'`).
    fn with_letter(&self, letter: char) -> String {
        let mut text = self.original.clone();
        text.pop();
        text.push(letter);
        text
    }

    /// An array's or hash's delimiters: the flag's, none for a space.
    fn delimiter_pair(
        &self,
        default: (&'static str, &'static str),
    ) -> (&'static str, &'static str) {
        match (self.delimiters, self.plus) {
            (Some('['), _) => ("[", "]"),
            (Some('{'), _) => ("{", "}"),
            (Some('('), _) => ("(", ")"),
            (Some('<'), _) => ("<", ">"),
            (Some('|'), _) => ("|", "|"),
            (None, Some(' ')) => ("", ""),
            _ => default,
        }
    }
}

fn illegal(kind: &str, letter: char, expected: &str) -> String {
    format!(
        "Illegal format '{letter}' specified for value of {kind} type - expected one of the characters '{expected}'"
    )
}

/// Width, precision and `-` applied to text already made.
fn string_flags(f: &Format, text: &str) -> Result<String, String> {
    if !f.left && f.width.is_none() && f.prec.is_none() {
        return Ok(text.to_string());
    }
    let mut spec = String::from("%");
    if f.left {
        spec.push('-');
    }
    if let Some(w) = f.width {
        spec.push_str(&w.to_string());
    }
    if let Some(p) = f.prec {
        spec.push_str(&format!(".{p}"));
    }
    spec.push('s');
    sprintf(&spec, &[Value::str(text)])
}

/// Ruby's `Kernel.format(spec, text)` for a `%s`-like spec given a string.
fn format_text(spec: &str, text: &str) -> Result<String, String> {
    sprintf(spec, &[Value::str(text)])
}

/// Puppet's quoting of a string as source: single quotes unless it holds
/// a control character (or double quotes are asked for).
pub(super) fn puppet_quote(s: &str, double: bool) -> String {
    if double || s.chars().any(|c| (c as u32) < 0x20) {
        return puppet_double_quote(s);
    }
    let mut out = String::from("'");
    let mut escaped = false;
    for c in s.chars() {
        if escaped {
            out.push('\\');
            out.push(c);
            escaped = false;
        } else if c == '\'' {
            out.push_str("\\'");
        } else if c == '\\' {
            escaped = true;
        } else {
            out.push(c);
        }
    }
    if escaped {
        out.push('\\');
    }
    out.push('\'');
    out
}

fn puppet_double_quote(s: &str) -> String {
    let mut out = String::from("\"");
    for c in s.chars() {
        match c {
            '\t' => out.push_str("\\t"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '"' => out.push_str("\\\""),
            '$' => out.push_str("\\$"),
            '\\' => out.push_str("\\\\"),
            c if (c as u32) < 0x20 => out.push_str(&format!("\\u{{{:X}}}", c as u32)),
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

/// Ruby's `Float#inspect`.
fn float_text(f: f64) -> String {
    crate::yaml::ruby_float_to_s(f)
}

/// Where a container stands in an indented (`#`) layout.
#[derive(Clone, Copy)]
struct Indentation {
    level: usize,
    first: bool,
    indenting: bool,
}

impl Indentation {
    fn subsequent(self) -> Self {
        Indentation {
            first: false,
            ..self
        }
    }
    fn indenting(self, indenting: bool) -> Self {
        Indentation { indenting, ..self }
    }
    fn increase(self, indenting: bool) -> Self {
        Indentation {
            level: self.level + 1,
            first: true,
            indenting,
        }
    }
    fn breaks(self) -> bool {
        self.indenting && self.level > 0 && !self.first
    }
    fn padding(self) -> String {
        " ".repeat(2 * self.level)
    }
}

/// Which format each kind of value takes: the one given for its kind,
/// else Puppet's default for it.
struct Formats<'f> {
    given: &'f Format,
    /// The given format is for arrays, hashes, or the top value's kind.
    for_array: bool,
    for_hash: bool,
}

/// The value formatted with the one format string `format`, or `None` for
/// a kind of value this converter leaves to the caller.
pub(super) fn convert(value: &Value, format: &str) -> Option<Result<String, String>> {
    if !supported(value) {
        return None;
    }
    let given = match Format::parse(format) {
        Ok(f) => f,
        Err(e) => return Some(Err(e)),
    };
    let formats = Formats {
        given: &given,
        for_array: matches!(value, Value::Array(_)),
        for_hash: matches!(value, Value::Hash(_)),
    };
    let top = Indentation {
        level: 0,
        first: true,
        indenting: false,
    };
    Some(convert_with(value, Some(&given), &formats, top))
}

/// The kinds of value converted here (others keep their own way).
fn supported(value: &Value) -> bool {
    match value {
        Value::Undef
        | Value::Default
        | Value::Bool(_)
        | Value::Int(_)
        | Value::Float(_)
        | Value::Str(_)
        | Value::Regex(_)
        | Value::Binary(_)
        | Value::Type(_) => true,
        Value::Array(items) => items.iter().all(supported),
        Value::Hash(map) => map.iter().all(|(k, v)| supported(k) && supported(v)),
        _ => false,
    }
}

/// Formats `value` with `own` (its format, when it has one), its
/// containers' elements as `formats` says.
fn convert_with(
    value: &Value,
    own: Option<&Format>,
    formats: &Formats,
    indentation: Indentation,
) -> Result<String, String> {
    let default;
    let f = match own {
        Some(f) => f,
        None => {
            default = Format::parse(match value {
                Value::Float(_) => "%f",
                Value::Int(_) => "%d",
                Value::Array(_) => "%a",
                Value::Hash(_) => "%h",
                Value::Binary(_) => "%B",
                _ => "%s",
            })?;
            &default
        }
    };
    match value {
        Value::Undef => {
            let text = match f.letter {
                'n' => {
                    if f.alt {
                        "null"
                    } else {
                        "nil"
                    }
                }
                'u' => {
                    if f.alt {
                        "undefined"
                    } else {
                        "undef"
                    }
                }
                'd' | 'x' | 'X' | 'o' | 'b' | 'B' | 'e' | 'E' | 'f' | 'g' | 'G' | 'a' | 'A' => {
                    "NaN"
                }
                'v' => "n/a",
                'V' => "N/A",
                's' => {
                    if f.alt {
                        "\"\""
                    } else {
                        ""
                    }
                }
                'p' => {
                    if f.alt {
                        "\"undef\""
                    } else {
                        "undef"
                    }
                }
                other => return Err(illegal("Undef", other, "nudxXobBeEfgGaAvVsp")),
            };
            string_flags(f, text)
        }
        Value::Default => {
            let text = match f.letter {
                'd' | 's' | 'p' => {
                    if f.alt {
                        "\"default\""
                    } else {
                        "default"
                    }
                }
                'D' => {
                    if f.alt {
                        "\"Default\""
                    } else {
                        "Default"
                    }
                }
                other => return Err(illegal("Default", other, "dDsp")),
            };
            string_flags(f, text)
        }
        Value::Bool(b) => {
            let word = |w: String| {
                let w = if f.alt { w[..1].to_string() } else { w };
                string_flags(f, &w)
            };
            match f.letter {
                't' => word(b.to_string()),
                'T' => word(if *b { "True" } else { "False" }.into()),
                'y' => word(if *b { "yes" } else { "no" }.into()),
                'Y' => word(if *b { "Yes" } else { "No" }.into()),
                'd' | 'x' | 'X' | 'o' | 'b' | 'B' => {
                    convert_with(&Value::Int(i64::from(*b)), Some(f), formats, indentation)
                }
                'e' | 'E' | 'f' | 'g' | 'G' | 'a' | 'A' => convert_with(
                    &Value::Float(f64::from(u8::from(*b))),
                    Some(f),
                    formats,
                    indentation,
                ),
                's' | 'p' => string_flags(f, &b.to_string()),
                other => Err(illegal("Boolean", other, "tTyYdxXobBeEfgGaAsp")),
            }
        }
        Value::Int(i) => match f.letter {
            'd' | 'x' | 'X' | 'o' | 'b' | 'B' | 'p' => sprintf(&f.original, &[Value::Int(*i)]),
            'e' | 'E' | 'f' | 'g' | 'G' | 'a' | 'A' => {
                sprintf(&f.original, &[Value::Float(*i as f64)])
            }
            'c' => {
                let c = u32::try_from(*i)
                    .ok()
                    .and_then(char::from_u32)
                    .ok_or("pack(U): value out of range")?;
                let text = if f.alt {
                    format!("\"{c}\"")
                } else {
                    c.to_string()
                };
                format_text(&f.with_letter('s'), &text)
            }
            's' => {
                let spec = f.original.replace('s', if f.alt { "p" } else { "s" });
                sprintf(&spec, &[Value::str(i.to_string())])
            }
            other => Err(illegal("Integer", other, "dxXobBeEfgGaAspc")),
        },
        Value::Float(x) => match f.letter {
            'd' | 'x' | 'X' | 'o' | 'b' | 'B' => sprintf(&f.original, &[Value::Int(*x as i64)]),
            'e' | 'E' | 'f' | 'g' | 'G' | 'a' | 'A' => sprintf(&f.original, &[Value::Float(*x)]),
            'p' => format_text(&f.with_letter('s'), &float_text(*x)),
            's' => {
                let text = match f.alt {
                    true => format!("\"{}\"", float_text(*x)),
                    false => float_text(*x),
                };
                format_text(&f.original, &text)
            }
            other => Err(illegal("Float", other, "dxXobBeEfgGaAsp")),
        },
        Value::Str(s) => {
            let changed = |text: String| match f.alt {
                true => string_flags(f, &puppet_quote(&text, false)),
                false => format_text(&f.with_letter('s'), &text),
            };
            let capitalize = |word: &str| {
                let mut chars = word.chars();
                chars.next().map_or_else(String::new, |first| {
                    first
                        .to_uppercase()
                        .chain(chars.as_str().to_lowercase().chars())
                        .collect::<String>()
                })
            };
            match f.letter {
                's' => format_text(&f.original, s),
                'p' => string_flags(f, &puppet_quote(s, f.alt)),
                'c' => changed(capitalize(s)),
                'C' => changed(s.split("::").map(capitalize).collect::<Vec<_>>().join("::")),
                'u' => changed(s.to_uppercase()),
                'd' => changed(s.to_lowercase()),
                't' => changed(
                    s.trim_matches(|c: char| c.is_ascii_whitespace() || c == '\0')
                        .to_string(),
                ),
                other => Err(illegal("String", other, "cCudspt")),
            }
        }
        Value::Regex(r) => match f.letter {
            'p' => {
                let text = format!("/{}/", escape_slashes(r));
                match f.original.as_str() {
                    "%p" => Ok(text),
                    _ => format_text(&f.with_letter('s'), &text),
                }
            }
            's' => {
                let text = match f.alt {
                    true => puppet_quote(r, false),
                    false => r.to_string(),
                };
                format_text(&f.original, &text)
            }
            other => Err(illegal("Regexp", other, "sp")),
        },
        Value::Binary(bytes) => binary(f, bytes),
        Value::Type(t) => {
            let text = t.without_instance().to_string();
            match f.letter {
                's' => format_text(
                    &f.original,
                    &if f.alt { format!("\"{text}\"") } else { text },
                ),
                'p' => format_text(&f.with_letter('s'), &text),
                other => Err(illegal("Type", other, "sp")),
            }
        }
        Value::Array(items) => array(items, f, formats, indentation),
        Value::Hash(map) => hash(map, f, formats, indentation),
        _ => Err("unsupported value".into()),
    }
}

fn binary(f: &Format, bytes: &[u8]) -> Result<String, String> {
    let substitute = if f.alt { 'p' } else { 's' };
    let strict = crate::catalog::timeval::base64_encode(bytes);
    let spec = |letter: char| f.original.replace(letter, &substitute.to_string());
    match f.letter {
        's' => {
            let text = String::from_utf8(bytes.to_vec())
                .map_err(|_| "\"\\xFF\" from ASCII-8BIT to UTF-8".to_string())?;
            sprintf(&spec('s'), &[Value::str(text)])
        }
        'p' => Ok(format!(
            "Binary(\"{}\")",
            format_text(&f.with_letter('s'), &strict)?
        )),
        'b' => {
            // Ruby's `pack('m')`: lines of 60 characters, each ended.
            let mut relaxed = String::new();
            for chunk in strict.as_bytes().chunks(60) {
                relaxed.push_str(std::str::from_utf8(chunk).unwrap_or_default());
                relaxed.push('\n');
            }
            sprintf(&spec('b'), &[Value::str(relaxed)])
        }
        'B' => sprintf(&spec('B'), &[Value::str(strict)]),
        'u' => {
            let url = strict.replace('+', "-").replace('/', "_");
            sprintf(&spec('u'), &[Value::str(url)])
        }
        't' => sprintf(&spec('t'), &[Value::str("Binary")]),
        'T' => sprintf(&spec('T'), &[Value::str("BINARY")]),
        other => Err(illegal("Binary", other, "bButTsp")),
    }
}

/// The format an element takes: a container the one given for its kind
/// (else its default), a scalar `%p`.
fn element(value: &Value, formats: &Formats, indentation: Indentation) -> Result<String, String> {
    let quoted = Format::parse("%p")?;
    let own = match value {
        Value::Array(_) if formats.for_array => Some(formats.given),
        Value::Hash(_) if formats.for_hash => Some(formats.given),
        Value::Array(_) | Value::Hash(_) => None,
        _ => Some(&quoted),
    };
    convert_with(value, own, formats, indentation)
}

fn is_container(v: &Value) -> bool {
    matches!(v, Value::Array(_) | Value::Hash(_))
}

fn array(
    items: &[Value],
    f: &Format,
    formats: &Formats,
    indentation: Indentation,
) -> Result<String, String> {
    if !matches!(f.letter, 'a' | 's' | 'p') {
        return Err(illegal("Array", f.letter, "asp"));
    }
    let (open, close) = f.delimiter_pair(("[", "]"));
    let indentation = indentation.indenting(f.alt || indentation.indenting);
    let mut buf = String::new();
    if indentation.breaks() {
        buf.push('\n');
        buf.push_str(&indentation.padding());
    }
    buf.push_str(open);
    let mut children = indentation.increase(f.alt);
    let mut mapped = Vec::with_capacity(items.len());
    for v in items {
        if children.first {
            children = children.subsequent();
        }
        mapped.push(element(v, formats, children)?);
    }
    let size_break = match (f.alt, f.width) {
        (true, Some(width)) => {
            let mut widest = vec![0];
            for (v, text) in items.iter().zip(&mapped) {
                if is_container(v) {
                    widest.push(0);
                } else if let Some(last) = widest.last_mut() {
                    *last += text.chars().count();
                }
            }
            widest.into_iter().max().unwrap_or(0) > width
        }
        _ => false,
    };
    let mut children = indentation.increase(f.alt);
    for (i, (v, text)) in items.iter().zip(&mapped).enumerate() {
        if children.first {
            children = children.subsequent();
            if size_break && !is_container(v) {
                buf.push(' ');
            }
        } else {
            buf.push_str(", ");
            let after_container = f.alt && i > 0 && is_container(&items[i - 1]) && !is_container(v);
            if (size_break && !is_container(v)) || after_container {
                if !buf.ends_with('\n') {
                    buf.truncate(buf.trim_end().len());
                }
                buf.push('\n');
                buf.push_str(&children.padding());
            }
        }
        if buf.ends_with(' ') && text.starts_with('\n') {
            buf.truncate(buf.trim_end().len());
        }
        buf.push_str(text);
    }
    buf.push_str(close);
    Ok(buf)
}

fn hash(
    map: &crate::catalog::Map<Value, Value>,
    f: &Format,
    formats: &Formats,
    indentation: Indentation,
) -> Result<String, String> {
    match f.letter {
        'a' => {
            let pairs: Vec<Value> = map
                .iter()
                .map(|(k, v)| Value::array(vec![k.clone(), v.clone()]))
                .collect();
            // The pairs take arrays' format, the default unless one was given
            // for arrays.
            convert_with(&Value::array(pairs), None, formats, indentation)
        }
        'h' | 's' | 'p' => {
            let (open, close) = f.delimiter_pair(("{", "}"));
            let separator = if f.alt { ",\n" } else { ", " };
            let indentation = indentation.indenting(f.alt || indentation.indenting);
            let mut buf = String::new();
            if indentation.breaks() {
                buf.push('\n');
                buf.push_str(&indentation.padding());
            }
            let children = indentation.increase(false);
            let (cond_break, padding) = match f.alt {
                true => ("\n", children.padding()),
                false => ("", String::new()),
            };
            buf.push_str(open);
            buf.push_str(cond_break);
            let mut entries = Vec::with_capacity(map.len());
            for (k, v) in map.iter() {
                let key = element(k, formats, children)?;
                let value = element(v, formats, children)?;
                entries.push(format!("{padding}{key} => {value}"));
            }
            buf.push_str(&entries.join(separator));
            if f.alt {
                buf.push_str(cond_break);
                buf.push_str(&indentation.padding());
            }
            buf.push_str(close);
            Ok(buf)
        }
        other => Err(illegal("Hash", other, "hasp")),
    }
}

/// A regexp's source with its unescaped `/` escaped, as Ruby's
/// `Regexp#inspect` writes it between slashes.
fn escape_slashes(source: &str) -> String {
    let mut out = String::with_capacity(source.len());
    let mut escaped = false;
    for c in source.chars() {
        if c == '/' && !escaped {
            out.push('\\');
        }
        escaped = c == '\\' && !escaped;
        out.push(c);
    }
    out
}
