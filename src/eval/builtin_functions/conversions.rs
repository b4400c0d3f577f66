//! Conversions with a type's `new` (`Integer('0x1f')`, `String(5, '%03d')`,
//! `Array($h)`, `Sensitive($s)`...), as Puppet 7 converts.

use super::{Compiler, Eval};
use crate::catalog::{Map, Value};
use crate::syntax::Span;

impl Compiler {
    /// A conversion written as a function call (`convert_to` in Hiera).
    pub(super) fn convert(&mut self, type_name: &str, args: Vec<Value>, span: Span) -> Eval<Value> {
        self.convert_as(type_name, args, "Function Call", span)
    }

    /// `Integer('3')`, `String(1)`, `Array($x)`...: conversions via `new`,
    /// by the type's name; `what` is how the call was written ("Method
    /// call" for `T.new(...)`).
    pub(super) fn convert_as(
        &mut self,
        type_name: &str,
        args: Vec<Value>,
        what: &'static str,
        span: Span,
    ) -> Eval<Value> {
        if let Some((function, arity)) = super::arity::conversion_arity(type_name)
            && let Some(expected) = arity.mismatch(args.len())
        {
            return Err(self.error(
                span,
                format!(
                    "Evaluation Error: Error while evaluating a {what}, '{function}' {expected}"
                ),
            ));
        }
        if type_name == "Deferred" {
            return Ok(deferred(&args));
        }
        if let Some(refusal) = super::object_values::conversion_refusal(type_name, &args) {
            let message = format!("Evaluation Error: Error while evaluating a {what}, {refusal}");
            return Err(self.error(span, message));
        }
        // A number's `new` takes its arguments named in a hash too
        // (`{from => '42', radix => 8, abs => true}`); `abs` makes the
        // result non-negative.
        if matches!(type_name, "Integer" | "Float" | "Numeric") {
            let (args, abs) = numeric_arguments(type_name, args);
            let number = self.convert_arguments(type_name, args, what, span)?;
            return Ok(match (abs, number) {
                (true, Value::Int(i)) => Value::Int(i.abs()),
                (true, Value::Float(f)) => Value::Float(f.abs()),
                (_, other) => other,
            });
        }
        self.convert_arguments(type_name, args, what, span)
    }

    /// Every conversion, once a number's named arguments were read.
    fn convert_arguments(
        &mut self,
        type_name: &str,
        args: Vec<Value>,
        what: &'static str,
        span: Span,
    ) -> Eval<Value> {
        // A string is made of what an iterator produces, also inside
        // arrays and hashes.
        let args = match type_name {
            "String" => args.iter().map(consumed).collect(),
            _ => args,
        };
        use super::time_values as tv;
        let made = match type_name {
            "Timestamp" => Some(tv::new_timestamp(&args)),
            "Timespan" => Some(tv::new_timespan(&args)),
            "Binary" => Some(tv::new_binary(&args)),
            "Integer" | "Float" | "Numeric" => args
                .first()
                .and_then(|a| tv::as_seconds(a, type_name == "Float"))
                .map(Ok),
            // `SemVer`, `SemVerRange`, `URI` (or None).
            _ => super::pcore_objects::new_object(type_name, &args),
        };
        if let Some(made) = made {
            return made.map_err(|message| {
                self.error(
                    span,
                    format!("Evaluation Error: Error while evaluating a {what}, {message}"),
                )
            });
        }
        if let (Some(Value::Binary(bytes)), Some(Value::Str(format)), "String") =
            (args.first(), args.get(1), type_name)
            && let Some(text) = tv::binary_text(bytes, format)
        {
            return Ok(Value::str(text));
        }
        if let (Some(Value::Str(pattern)), "Regexp") = (args.first(), type_name) {
            // Ruby compiles it, and refuses a bad pattern in its words.
            if let Some(problem) = crate::syntax::regex::ruby_problem(pattern) {
                return Err(self.error(
                    span,
                    format!("Evaluation Error: Error while evaluating a {what}, {problem}"),
                ));
            }
        }
        let format = match args.get(1) {
            Some(Value::Str(f)) if type_name == "String" => Some(f.to_string()),
            _ => None,
        };
        let wrap = type_name == "Array" && args.get(1).is_some_and(Value::truthy);
        let radix = match args.get(1) {
            Some(Value::Int(r)) if type_name == "Integer" => Some(*r as u32),
            _ => None,
        };
        let arg = args.into_iter().next().unwrap_or(Value::Undef);
        let call_error = |this: &Self, message: String| {
            this.error(
                span,
                format!("Evaluation Error: Error while evaluating a {what}, {message}"),
            )
        };
        // A string of a value is written out whole: a shared value may
        // stand for more text than one string holds.
        if type_name == "String" {
            crate::catalog::limits::writable(&arg).map_err(|e| call_error(self, e))?;
        }
        if let Some(r) = radix.filter(|r| ![2, 8, 10, 16].contains(r)) {
            return Err(call_error(
                self,
                format!("Illegal radix: {r}, expected 2, 8, 10, 16, or default"),
            ));
        }
        if let Some(format) = &format
            && let Some(converted) = super::string_format::convert(&arg, format)
        {
            return converted
                .map(Value::str)
                .map_err(|message| call_error(self, message));
        }
        if let Some(format) = &format
            && let Some(text) = formatted_specially(&arg, format)
        {
            return Ok(Value::str(text));
        }
        if let Some(mut format) = format {
            let mut arg = arg;
            // `%p` is the value as Puppet source (`'x'`), padded like `%s`.
            if format.starts_with('%')
                && format.ends_with('p')
                && format[1..format.len() - 1]
                    .chars()
                    .all(|c| c.is_ascii_digit() || "-.".contains(c))
            {
                arg = Value::str(crate::catalog::value::puppet_source(&arg));
                format.replace_range(format.len() - 1.., "s");
            }
            return super::builtins::sprintf(&format, &[arg])
                .map(Value::str)
                .map_err(|e| {
                    self.error(
                        span,
                        format!("Evaluation Error: Error while evaluating a {what}, {e}"),
                    )
                });
        }
        let bad = |this: &Self| {
            this.error(span, format!("Evaluation Error: Error while evaluating a {what}, Converted value from {}.new() has wrong type", type_name))
        };
        if matches!(type_name, "Integer" | "Float" | "Numeric")
            && !matches!(
                arg,
                Value::Str(_) | Value::Int(_) | Value::Float(_) | Value::Bool(_)
            )
        {
            let function = match type_name {
                "Integer" => "new",
                "Float" => "new_float",
                _ => "new_numeric",
            };
            let actual = super::infer::infer(&arg, super::infer::Detail::Generalized);
            return Err(call_error(
                self,
                format!("'{function}' Value of type {actual} cannot be converted to {type_name}"),
            ));
        }
        Ok(match type_name {
            "Integer" if matches!(arg, Value::Str(_)) => {
                let text = arg.to_string();
                if !integer_pattern(&text) {
                    return Err(call_error(
                        self,
                        format!("'new' The string '{text}' cannot be converted to Integer"),
                    ));
                }
                let closed = close_sign(&text);
                let converted = match radix {
                    None => super::builtins::ruby_number(&Value::str(closed), false),
                    Some(r) => integer_from_string(&closed, Some(r))
                        .map(Value::Int)
                        .ok_or_else(|| format!("invalid value for Integer(): {:?}", text)),
                };
                converted.map_err(|message| call_error(self, message))?
            }
            "Integer" => match super::expr::to_number(&arg) {
                Some(Value::Int(i)) => Value::Int(i),
                Some(Value::Float(f)) => Value::Int(f as i64),
                _ => match arg {
                    Value::Bool(b) => Value::Int(b as i64),
                    _ => return Err(bad(self)),
                },
            },
            "Float" | "Numeric" if matches!(arg, Value::Str(_)) => {
                let text = arg.to_string();
                let float = type_name == "Float";
                if !float_pattern(&text) {
                    let function = if float { "new_float" } else { "new_numeric" };
                    return Err(call_error(
                        self,
                        format!(
                            "'{function}' The string '{text}' cannot be converted to {type_name}"
                        ),
                    ));
                }
                let prefixed = |c: &[char]| text.starts_with('0') && text[1..].starts_with(c);
                let converted = if float && prefixed(&['b', 'B']) {
                    super::builtins::ruby_number(&arg, false).map(|i| match i {
                        Value::Int(i) => Value::Float(i as f64),
                        other => other,
                    })
                } else if float {
                    super::builtins::ruby_number(&Value::str(close_sign(&text)), true)
                } else if prefixed(&['b', 'B', 'x', 'X']) {
                    super::builtins::ruby_number(&arg, false)
                } else {
                    puppet_to_n(&text).ok_or_else(|| {
                        "Converted value from Numeric.new() has wrong type, expects a Numeric value, got Undef".to_string()
                    })
                };
                converted.map_err(|message| call_error(self, message))?
            }
            "Float" => match arg {
                Value::Int(i) => Value::Float(i as f64),
                Value::Float(_) => arg,
                Value::Bool(b) => Value::Float(f64::from(u8::from(b))),
                _ => return Err(bad(self)),
            },
            "Numeric" => match arg {
                Value::Int(_) | Value::Float(_) => arg,
                Value::Bool(b) => Value::Int(i64::from(b)),
                _ => return Err(bad(self)),
            },
            // `String.new`'s default formats: floats `%f`, a regexp its
            // source, collections as Puppet source.
            "String" => Value::str(match &arg {
                Value::Float(f) => format!("{f:.6}"),
                Value::Regex(r) => r.to_string(),
                Value::Array(_) | Value::Hash(_) => crate::catalog::value::puppet_source(&arg),
                other => other.to_string(),
            }),
            "Regexp" => match arg {
                Value::Str(s) => Value::Regex(s),
                other => other,
            },
            "Sensitive" => match arg {
                Value::Sensitive(_) => arg,
                other => Value::Sensitive(std::rc::Rc::new(other)),
            },
            "Boolean" => match &arg {
                Value::Bool(_) => arg,
                Value::Str(s) if ["true", "yes", "y"].contains(&s.to_lowercase().as_str()) => {
                    Value::Bool(true)
                }
                Value::Str(s) if ["false", "no", "n"].contains(&s.to_lowercase().as_str()) => {
                    Value::Bool(false)
                }
                Value::Int(i) => Value::Bool(*i != 0),
                Value::Float(f) => Value::Bool(*f != 0.0),
                Value::Str(s) => {
                    let message =
                        format!("'new_boolean' The string '{s}' cannot be converted to Boolean");
                    return Err(call_error(self, message));
                }
                other => {
                    let got = super::infer::infer(other, super::infer::Detail::Generalized);
                    let message =
                        format!("'new_boolean' Value of type {got} cannot be converted to Boolean");
                    return Err(call_error(self, message));
                }
            },
            "Array" => match arg {
                Value::Array(_) => arg,
                other if wrap => Value::array(vec![other]),
                Value::Iterator(it) => Value::array(it.take(false)),
                // A binary is the array of its bytes.
                Value::Binary(bytes) => {
                    Value::array(bytes.iter().map(|b| Value::Int(i64::from(*b))).collect())
                }
                Value::Undef => {
                    let message = "'new_array' Value of type Undef cannot be converted to Array";
                    return Err(call_error(self, message.to_string()));
                }
                // `Integer[1, 3]` is the array of its values.
                Value::Type(t) if super::lambdas::iterable_range(&t).is_some() => {
                    let (lo, hi) = super::lambdas::iterable_range(&t).expect("checked");
                    Value::array((lo..=hi).map(Value::Int).collect())
                }
                Value::Int(n) => Value::array((0..n).map(Value::Int).collect()),
                Value::Str(s) => {
                    Value::array(s.chars().map(|c| Value::str(c.to_string())).collect())
                }
                Value::Hash(m) => Value::array(
                    m.iter()
                        .map(|(k, v)| Value::array(vec![k.clone(), v.clone()]))
                        .collect(),
                ),
                other => Value::array(vec![other]),
            },
            "Hash" => match arg {
                Value::Hash(_) => arg,
                // An array of pairs, else a flat list of keys and values.
                Value::Array(items)
                    if !items.is_empty()
                        && items
                            .iter()
                            .all(|i| matches!(i, Value::Array(p) if p.len() == 2)) =>
                {
                    Value::hash(
                        items
                            .iter()
                            .filter_map(|i| match i {
                                Value::Array(p) => Some((p[0].clone(), p[1].clone())),
                                _ => None,
                            })
                            .collect(),
                    )
                }
                Value::Array(items) if items.len() % 2 != 0 => {
                    return Err(self.error(
                        span,
                        format!("Evaluation Error: Error while evaluating a {what}, odd number of arguments for Hash"),
                    ));
                }
                Value::Array(items) => {
                    let mut m = Map::default();
                    for pair in items.chunks(2) {
                        m.insert(
                            pair[0].clone(),
                            pair.get(1).cloned().unwrap_or(Value::Undef),
                        );
                    }
                    Value::hash(m)
                }
                _ => return Err(bad(self)),
            },
            _ => arg,
        })
    }
}

/// `Integer.new` from a string: `0x`, `0b` and leading-`0` octal prefixes
/// (or an explicit radix), an optional sign, nothing else.
fn integer_from_string(text: &str, radix: Option<u32>) -> Option<i64> {
    let t = text;
    let (negative, t) = match t.strip_prefix('-') {
        Some(rest) => (true, rest),
        None => (false, t.strip_prefix('+').unwrap_or(t)),
    };
    let (digits, base) = match radix {
        Some(16) => (t.trim_start_matches("0x").trim_start_matches("0X"), 16),
        Some(2) => (t.trim_start_matches("0b").trim_start_matches("0B"), 2),
        Some(r) => (t, r),
        None => {
            if let Some(hex) = t.strip_prefix("0x").or_else(|| t.strip_prefix("0X")) {
                (hex, 16)
            } else if let Some(bin) = t.strip_prefix("0b").or_else(|| t.strip_prefix("0B")) {
                (bin, 2)
            } else if t.len() > 1 && t.starts_with('0') {
                (&t[1..], 8)
            } else {
                (t, 10)
            }
        }
    };
    if digits.is_empty() || !(2..=36).contains(&base) {
        return None;
    }
    let value = i64::from_str_radix(digits, base).ok()?;
    Some(if negative { -value } else { value })
}

/// The sign, then digits after blanks: Puppet retries a conversion
/// without the blanks between sign and number.
fn close_sign(text: &str) -> String {
    match text.as_bytes().first() {
        Some(b'-' | b'+') => format!(
            "{}{}",
            &text[..1],
            text[1..].trim_start_matches(RUBY_BLANKS)
        ),
        _ => text.to_string(),
    }
}

/// What Ruby's `\s` matches.
const RUBY_BLANKS: [char; 6] = [' ', '\t', '\n', '\r', '\x0b', '\x0c'];

/// Splits Puppet's `[+-]?\s*` off the front.
fn after_sign(text: &str) -> &str {
    let unsigned = text.strip_prefix(['+', '-']).unwrap_or(text);
    unsigned.trim_start_matches(RUBY_BLANKS)
}

fn all_digits(s: &str, radix: u32) -> bool {
    !s.is_empty() && s.chars().all(|c| c.is_digit(radix))
}

/// A prefixed hexadecimal or binary literal (`0x1f`, `0b101`).
fn prefixed_literal(body: &str) -> bool {
    let b = body.as_bytes();
    b.len() > 2
        && b[0] == b'0'
        && match b[1] {
            b'x' | b'X' => all_digits(&body[2..], 16),
            b'b' | b'B' => all_digits(&body[2..], 2),
            _ => false,
        }
}

/// Puppet's lenient integer pattern: decimal (or octal) digits, `0x`, `0b`.
fn integer_pattern(text: &str) -> bool {
    let body = after_sign(text);
    all_digits(body, 10) || prefixed_literal(body)
}

/// Puppet's float pattern: `(0|[1-9]\d*)(\.\d+)?([eE]-?\d+)?`, `0x`,
/// `0b`, or leading-`0` octal.
fn float_pattern(text: &str) -> bool {
    let body = after_sign(text);
    if prefixed_literal(body)
        || body.len() > 1 && body.starts_with('0') && all_digits(&body[1..], 8)
    {
        return true;
    }
    let int_end = body
        .find(|c: char| !c.is_ascii_digit())
        .unwrap_or(body.len());
    let int_part = &body[..int_end];
    if int_part.is_empty() || int_part.len() > 1 && int_part.starts_with('0') {
        return false;
    }
    let mut rest = &body[int_end..];
    if let Some(fraction) = rest.strip_prefix('.') {
        let end = fraction
            .find(|c: char| !c.is_ascii_digit())
            .unwrap_or(fraction.len());
        if end == 0 {
            return false;
        }
        rest = &fraction[end..];
    }
    if let Some(exponent) = rest.strip_prefix(['e', 'E']) {
        return all_digits(exponent.strip_prefix('-').unwrap_or(exponent), 10);
    }
    rest.is_empty()
}

/// Puppet's `Utils.to_n`: blanks, a sign, blanks, then hexadecimal or
/// `0?\d+` with an optional fraction and exponent; None otherwise.
fn puppet_to_n(text: &str) -> Option<Value> {
    let blanks = [' ', '\t'];
    let t = text.trim_matches(blanks);
    let (negative, t) = match t.as_bytes().first() {
        Some(b'-') => (true, &t[1..]),
        Some(b'+') => (false, &t[1..]),
        _ => (false, t),
    };
    let t = t.trim_start_matches(blanks);
    let value = if let Some(hex) = t.strip_prefix("0x").or_else(|| t.strip_prefix("0X")) {
        Value::Int(
            i64::from_str_radix(hex, 16)
                .ok()
                .filter(|_| all_digits(hex, 16))?,
        )
    } else {
        let int_end = t.find(|c: char| !c.is_ascii_digit()).unwrap_or(t.len());
        if int_end == 0 {
            return None;
        }
        if int_end == t.len() {
            match super::builtins::ruby_number(&Value::str(t), false).ok()? {
                Value::Int(i) => Value::Int(i),
                _ => return None,
            }
        } else {
            if !float_pattern(t) {
                return None;
            }
            Value::Float(t.parse().ok()?)
        }
    };
    Some(match value {
        Value::Int(i) if negative => Value::Int(-i),
        Value::Float(f) if negative => Value::Float(-f),
        other => other,
    })
}

/// `String(value, format)` where Puppet's string converter differs from
/// `sprintf`: booleans' own formats, and collections under `%s`/`%p`
/// (elements as Puppet source).
fn formatted_specially(value: &Value, format: &str) -> Option<String> {
    let spec = format.strip_prefix('%')?;
    let conversion = spec.chars().last()?;
    let flags = &spec[..spec.len() - conversion.len_utf8()];
    if !flags
        .chars()
        .all(|c| c.is_ascii_digit() || "-+ #.".contains(c))
    {
        return None;
    }
    let alternate = flags.contains('#');
    // Width, precision and `-` apply to the text as to a `%s`.
    let as_text = |text: &str| {
        let plain: String = flags.chars().filter(|c| !"+ #".contains(*c)).collect();
        super::builtins::sprintf(&format!("%{plain}s"), &[Value::str(text)]).ok()
    };
    match value {
        Value::Bool(b) => {
            let word = match conversion {
                't' => b.to_string(),
                'T' => if *b { "True" } else { "False" }.to_string(),
                'y' => if *b { "yes" } else { "no" }.to_string(),
                'Y' => if *b { "Yes" } else { "No" }.to_string(),
                's' | 'p' => return as_text(&b.to_string()),
                'd' | 'x' | 'X' | 'o' | 'b' | 'B' => {
                    return super::builtins::sprintf(format, &[Value::Int(i64::from(*b))]).ok();
                }
                'e' | 'E' | 'f' | 'g' | 'G' | 'a' | 'A' => {
                    return super::builtins::sprintf(
                        format,
                        &[Value::Float(f64::from(u8::from(*b)))],
                    )
                    .ok();
                }
                _ => return None,
            };
            let word = if alternate {
                word[..1].to_string()
            } else {
                word
            };
            as_text(&word)
        }
        Value::Array(_) | Value::Hash(_) if matches!(conversion, 's' | 'p') && flags.is_empty() => {
            Some(crate::catalog::value::puppet_source(value))
        }
        // A string capitalized (`%c`, each `::` segment with `%C`),
        // upcased, downcased or trimmed; `#` quotes the result.
        Value::Str(s) if matches!(conversion, 'c' | 'C' | 'u' | 'd' | 't') => {
            let capitalize = |word: &str| {
                let mut chars = word.chars();
                chars.next().map_or_else(String::new, |first| {
                    first
                        .to_uppercase()
                        .chain(chars.as_str().to_lowercase().chars())
                        .collect()
                })
            };
            let converted = match conversion {
                'c' => capitalize(s),
                'C' => s.split("::").map(capitalize).collect::<Vec<_>>().join("::"),
                'u' => s.to_uppercase(),
                'd' => s.to_lowercase(),
                _ => s
                    .trim_matches(|c: char| c.is_ascii_whitespace() || c == '\0')
                    .to_string(),
            };
            match alternate {
                true => Some(crate::catalog::value::puppet_source(&Value::str(converted))),
                false => as_text(&converted),
            }
        }
        _ => None,
    }
}

/// A number's `new` arguments, positional (`from, radix, abs` for an
/// Integer, `from, abs` otherwise) or named in one hash with `from`, and
/// whether `abs` was asked for.
fn numeric_arguments(type_name: &str, args: Vec<Value>) -> (Vec<Value>, bool) {
    // The named form is a struct: `from`, `radix` (an Integer's), and a
    // Boolean `abs`; another hash is a value to convert.
    let named = match args.as_slice() {
        [Value::Hash(h)]
            if h.contains_key(&Value::str("from"))
                && h.iter().all(|(k, v)| match k.as_str() {
                    Some("from") => true,
                    Some("radix") => type_name == "Integer",
                    Some("abs") => matches!(v, Value::Bool(_)),
                    _ => false,
                }) =>
        {
            Some(h.clone())
        }
        _ => None,
    };
    let mut args = match named {
        Some(h) => {
            let get = |k: &str| h.get(&Value::str(k)).cloned();
            let mut positional = vec![get("from").unwrap_or(Value::Undef)];
            if type_name == "Integer" {
                positional.push(get("radix").unwrap_or(Value::Default));
            }
            if let Some(abs) = get("abs") {
                positional.push(abs);
            }
            positional
        }
        None => args,
    };
    let abs_at = if type_name == "Integer" { 2 } else { 1 };
    let abs = args
        .get(abs_at)
        .is_some_and(|a| matches!(a, Value::Bool(true)));
    if matches!(args.get(abs_at), Some(Value::Bool(_))) {
        args.truncate(abs_at);
    }
    // A default radix is none.
    if type_name == "Integer" && matches!(args.get(1), Some(Value::Default)) {
        args.truncate(1);
    }
    (args, abs)
}

/// A `Deferred` call, as a compiled catalog holds it: Puppet writes the
/// object as its initialization hash (`Deferred({'name' => 'f',
/// 'arguments' => [...]})`), which the agent resolves when it applies.
fn deferred(args: &[Value]) -> Value {
    let mut init = Map::default();
    init.insert(
        Value::str("name"),
        args.first().cloned().unwrap_or(Value::Undef),
    );
    if let Some(arguments) = args.get(1) {
        init.insert(Value::str("arguments"), arguments.clone());
    }
    Value::Deferred(std::rc::Rc::new(Value::hash(init)))
}

/// The value with each iterator in it replaced by the array of what it
/// produces.
fn consumed(value: &Value) -> Value {
    if !value.any(&|v| matches!(v, Value::Iterator(_))) {
        return value.clone();
    }
    consumed_shared(value, &mut rustc_hash::FxHashMap::default())
}

/// (A part shared many times over is replaced once: `made` holds what
/// became of each array and hash met, by address.)
fn consumed_shared(value: &Value, made: &mut rustc_hash::FxHashMap<usize, Value>) -> Value {
    let address = match value {
        Value::Array(items) => std::rc::Rc::as_ptr(items) as *const u8 as usize,
        Value::Hash(map) => std::rc::Rc::as_ptr(map) as *const u8 as usize,
        Value::Iterator(it) => std::rc::Rc::as_ptr(it) as *const u8 as usize,
        other => return other.clone(),
    };
    if let Some(done) = made.get(&address) {
        return done.clone();
    }
    let result = match value {
        Value::Iterator(it) => Value::array(
            it.take(false)
                .iter()
                .map(|v| consumed_shared(v, made))
                .collect(),
        ),
        Value::Array(items) => {
            Value::array(items.iter().map(|v| consumed_shared(v, made)).collect())
        }
        Value::Hash(map) => Value::hash(
            map.iter()
                .map(|(k, v)| (consumed_shared(k, made), consumed_shared(v, made)))
                .collect(),
        ),
        other => other.clone(),
    };
    made.insert(address, result.clone());
    result
}
