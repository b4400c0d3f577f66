//! Conversions with a type's `new` (`Integer('0x1f')`, `String(5, '%03d')`,
//! `Array($h)`, `Sensitive($s)`...), as Puppet 7 converts.

use super::{Compiler, Eval};
use crate::catalog::{Map, Value};
use crate::syntax::Span;

impl Compiler {
    /// `Integer('3')`, `String(1)`, `Array($x)`...: conversions via `new`.
    pub(super) fn convert(&mut self, type_name: &str, args: Vec<Value>, span: Span) -> Eval<Value> {
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
                        format!("Evaluation Error: Error while evaluating a Function Call, {e}"),
                    )
                });
        }
        let bad = |this: &Self| {
            this.error(span, format!("Evaluation Error: Error while evaluating a Function Call, Converted value from {}.new() has wrong type", type_name))
        };
        Ok(match type_name {
            "Integer" if matches!(arg, Value::Str(_)) => {
                let text = arg.to_string();
                match integer_from_string(&text, radix) {
                    Some(i) => Value::Int(i),
                    None => {
                        return Err(self.error(
                            span,
                            format!("Evaluation Error: Error while evaluating a Function Call, 'new' The string '{text}' cannot be converted to Integer"),
                        ));
                    }
                }
            }
            "Integer" => match super::expr::to_number(&arg) {
                Some(Value::Int(i)) => Value::Int(i),
                Some(Value::Float(f)) => Value::Int(f as i64),
                _ => match arg {
                    Value::Bool(b) => Value::Int(b as i64),
                    _ => return Err(bad(self)),
                },
            },
            "Float" => match super::expr::to_number(&arg) {
                Some(Value::Int(i)) => Value::Float(i as f64),
                Some(f) => f,
                None => return Err(bad(self)),
            },
            "Numeric" => super::expr::to_number(&arg).ok_or_else(|| bad(self))?,
            // `String.new`'s default formats: floats `%f`, a regexp its
            // source, collections as Puppet source.
            "String" => Value::str(match &arg {
                Value::Float(f) => format!("{f:.6}"),
                Value::Regex(r) => r.to_string(),
                Value::Array(_) | Value::Hash(_) => crate::catalog::value::puppet_source(&arg),
                other => other.to_string(),
            }),
            "Sensitive" => match arg {
                Value::Sensitive(_) => arg,
                other => Value::Sensitive(std::rc::Rc::new(other)),
            },
            "Boolean" => match &arg {
                Value::Bool(_) => arg,
                Value::Str(s) if ["true", "yes", "y"].contains(&s.to_lowercase().as_str()) => {
                    Value::Bool(true)
                }
                Value::Str(s) if ["false", "no", "n", ""].contains(&s.to_lowercase().as_str()) => {
                    Value::Bool(false)
                }
                Value::Int(i) => Value::Bool(*i != 0),
                _ => return Err(bad(self)),
            },
            "Array" => match arg {
                Value::Array(_) => arg,
                other if wrap => Value::array(vec![other]),
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
                        "Evaluation Error: Error while evaluating a Function Call, odd number of arguments for Hash",
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
