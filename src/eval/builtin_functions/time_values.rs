//! Timestamp, Timespan and Binary values in the language: making them
//! (`Timestamp.new`, `Timespan.new`, `Binary.new`), their arithmetic and
//! order, `strftime`, and Binary's string formats.

use crate::catalog::timeval::{
    TIMESPAN_FORMATS, TIMESTAMP_FORMATS, base64_decode_strict, base64_encode, parse_timespan,
    parse_timestamp, strftime_timespan, strftime_timestamp_in,
};
use crate::catalog::{Map, Value};

const NANOS: f64 = 1_000_000_000.0;

fn seconds(v: &Value) -> Option<i128> {
    match v {
        Value::Int(i) => Some(i128::from(*i) * 1_000_000_000),
        Value::Float(f) => Some((f * NANOS).round() as i128),
        _ => None,
    }
}

/// The formats given to `new` (a string or an array of them).
fn formats(v: Option<&Value>) -> Vec<String> {
    match v {
        Some(Value::Str(s)) => vec![s.to_string()],
        Some(Value::Array(items)) => items.iter().map(Value::to_string).collect(),
        _ => Vec::new(),
    }
}

/// `Timestamp.new(...)`: now, seconds since the epoch, a string in the
/// given or Puppet's formats. `Err` is Puppet's message.
pub(super) fn new_timestamp(args: &[Value]) -> Result<Value, String> {
    match args.first() {
        None => {
            let now = std::time::SystemTime::now()
                .duration_since(std::time::UNIX_EPOCH)
                .map_or(0, |d| d.as_nanos() as i128);
            Ok(Value::Timestamp(now))
        }
        Some(Value::Timestamp(_)) => Ok(args[0].clone()),
        Some(v @ (Value::Int(_) | Value::Float(_))) => {
            Ok(Value::Timestamp(seconds(v).unwrap_or_default()))
        }
        Some(Value::Str(s)) => {
            let given = formats(args.get(1));
            let tried: Vec<&str> = if given.is_empty() {
                TIMESTAMP_FORMATS.to_vec()
            } else {
                given.iter().map(String::as_str).collect()
            };
            parse_timestamp(s, &tried)
                .map(Value::Timestamp)
                .ok_or_else(|| {
                    format!(
                        "Unable to parse '{s}' using any of the formats {}",
                        tried.join(", ")
                    )
                })
        }
        Some(other) => Err(format!(
            "Value of type {} cannot be converted to Timestamp",
            super::mismatch::general(other)
        )),
    }
}

/// `Timespan.new(...)`: seconds, a string in the given or Puppet's
/// formats, a hash of units, or days, hours, minutes, seconds...
pub(super) fn new_timespan(args: &[Value]) -> Result<Value, String> {
    match args {
        [Value::Timespan(_)] => Ok(args[0].clone()),
        [v @ (Value::Int(_) | Value::Float(_))] => Ok(Value::Timespan(seconds(v).unwrap_or(0))),
        [Value::Str(s), rest @ ..] => {
            let given = formats(rest.first());
            let tried: Vec<&str> = if given.is_empty() {
                TIMESPAN_FORMATS.to_vec()
            } else {
                given.iter().map(String::as_str).collect()
            };
            parse_timespan(s, &tried)
                .map(Value::Timespan)
                .ok_or_else(|| {
                    format!(
                        "Unable to parse '{s}' using any of the formats {}",
                        tried.join(", ")
                    )
                })
        }
        [Value::Hash(units)] => Ok(Value::Timespan(from_units(units))),
        _ if args.len() >= 3 && args.iter().all(|a| matches!(a, Value::Int(_))) => {
            let mut units = Map::default();
            for (name, value) in [
                "days",
                "hours",
                "minutes",
                "seconds",
                "milliseconds",
                "microseconds",
                "nanoseconds",
            ]
            .iter()
            .zip(args)
            {
                units.insert(Value::str(*name), value.clone());
            }
            Ok(Value::Timespan(from_units(&units)))
        }
        [other, ..] => Err(format!(
            "Value of type {} cannot be converted to Timespan",
            super::mismatch::general(other)
        )),
        [] => Ok(Value::Timespan(0)),
    }
}

fn from_units(units: &Map<Value, Value>) -> i128 {
    let mut total = 0i128;
    for (name, scale) in [
        ("days", 86_400_000_000_000i128),
        ("hours", 3_600_000_000_000),
        ("minutes", 60_000_000_000),
        ("seconds", 1_000_000_000),
        ("milliseconds", 1_000_000),
        ("microseconds", 1_000),
        ("nanoseconds", 1),
    ] {
        match units.get(&Value::str(name)) {
            Some(Value::Int(i)) => total += i128::from(*i) * scale,
            Some(Value::Float(f)) => total += (f * scale as f64).round() as i128,
            _ => {}
        }
    }
    if units
        .get(&Value::str("negative"))
        .is_some_and(Value::truthy)
    {
        -total
    } else {
        total
    }
}

/// `Binary.new(...)`: a string read by its format (`%B` strict base64 by
/// default, `%b` lenient, `%u` URL-safe, `%s` and `%r` the string's own
/// bytes) or an array of byte values.
pub(super) fn new_binary(args: &[Value]) -> Result<Value, String> {
    let bytes: Vec<u8> = match args.first() {
        Some(Value::Binary(_)) => return Ok(args[0].clone()),
        Some(Value::Str(s)) => match args.get(1).and_then(Value::as_str).unwrap_or("%B") {
            "%s" | "%r" => s.as_bytes().to_vec(),
            "%b" => {
                let cleaned: String = s.chars().filter(|c| !c.is_whitespace()).collect();
                base64_decode_strict(&cleaned).ok_or("invalid base64")?
            }
            "%u" => {
                let standard: String = s.replace('-', "+").replace('_', "/");
                base64_decode_strict(&standard).ok_or("invalid base64")?
            }
            _ => base64_decode_strict(s).ok_or("invalid base64")?,
        },
        Some(Value::Array(items)) => items
            .iter()
            .map(|i| match i {
                Value::Int(b) => Ok(*b as u8),
                _ => Err("Binary from an array needs integers".to_string()),
            })
            .collect::<Result<_, _>>()?,
        Some(other) => {
            return Err(format!(
                "Value of type {} cannot be converted to Binary",
                super::mismatch::general(other)
            ));
        }
        None => Vec::new(),
    };
    Ok(Value::Binary(bytes.into()))
}

/// `String($binary, format)`: `%s` the bytes as text, `%B` and `%u`
/// base64 (strict, URL-safe), `%b` base64 with line breaks, `%p` as
/// Puppet source.
pub(super) fn binary_text(bytes: &[u8], format: &str) -> Option<String> {
    Some(match format {
        "%s" | "%r" => String::from_utf8_lossy(bytes).into_owned(),
        "%B" => base64_encode(bytes),
        "%u" => base64_encode(bytes).replace('+', "-").replace('/', "_"),
        "%b" => {
            let encoded = base64_encode(bytes);
            let mut out = String::new();
            for chunk in encoded.as_bytes().chunks(60) {
                out.push_str(std::str::from_utf8(chunk).unwrap_or_default());
                out.push('\n');
            }
            out
        }
        "%p" => format!("Binary(\"{}\")", base64_encode(bytes)),
        _ => return None,
    })
}

/// `+` and `-` of timestamps and timespans (and seconds as numbers), a
/// timespan scaled by `*` and `/`, binaries joined by `+`.
pub(super) fn time_arithmetic(op: char, l: &Value, r: &Value) -> Option<Value> {
    let add = op == '+';
    let sign = |n: i128| if add { n } else { -n };
    let factor = |v: &Value| match v {
        Value::Int(i) => Some(*i as f64),
        Value::Float(f) => Some(*f),
        _ => None,
    };
    if op == '*' || op == '/' {
        return match (l, r) {
            (Value::Timespan(n), v) => {
                let k = factor(v)?;
                let scaled = if op == '*' {
                    *n as f64 * k
                } else {
                    *n as f64 / k
                };
                scaled
                    .is_finite()
                    .then(|| Value::Timespan(scaled.round() as i128))
            }
            (v, Value::Timespan(n)) if op == '*' => {
                Some(Value::Timespan((*n as f64 * factor(v)?).round() as i128))
            }
            _ => None,
        };
    }
    Some(match (l, r) {
        (Value::Binary(a), Value::Binary(b)) if add => Value::Binary(
            a.iter()
                .chain(b.iter())
                .copied()
                .collect::<Vec<u8>>()
                .into(),
        ),
        (Value::Timestamp(a), Value::Timespan(b)) => Value::Timestamp(a + sign(*b)),
        (Value::Timestamp(a), n @ (Value::Int(_) | Value::Float(_))) => {
            Value::Timestamp(a + sign(seconds(n)?))
        }
        (Value::Timestamp(a), Value::Timestamp(b)) if !add => Value::Timespan(a - b),
        (Value::Timespan(a), Value::Timespan(b)) => Value::Timespan(a + sign(*b)),
        (Value::Timespan(a), n @ (Value::Int(_) | Value::Float(_))) => {
            Value::Timespan(a + sign(seconds(n)?))
        }
        (Value::Timespan(a), Value::Timestamp(b)) if add => Value::Timestamp(a + b),
        _ => return None,
    })
}

/// The order of two timestamps or two timespans (or one and seconds).
pub(super) fn time_order(l: &Value, r: &Value) -> Option<std::cmp::Ordering> {
    let nanos = |v: &Value| match v {
        Value::Timestamp(n) | Value::Timespan(n) => Some(*n),
        other => seconds(other),
    };
    match (l, r) {
        (Value::Timestamp(_), Value::Timespan(_)) | (Value::Timespan(_), Value::Timestamp(_)) => {
            None
        }
        (Value::Timestamp(_) | Value::Timespan(_), _)
        | (_, Value::Timestamp(_) | Value::Timespan(_)) => Some(nanos(l)?.cmp(&nanos(r)?)),
        _ => None,
    }
}

/// `strftime(value, format, timezone?)`; `Err` is Puppet's message.
pub(super) fn strftime(args: &[Value]) -> Result<Value, String> {
    let format = args.get(1).map(Value::to_string).unwrap_or_default();
    crate::catalog::timeval::check_widths(&format)?;
    if let Some(Value::Str(format)) = args.first() {
        crate::catalog::timeval::check_widths(format)?;
    }
    match args.first() {
        Some(Value::Timestamp(n)) => {
            let zone = args
                .get(2)
                .map(Value::to_string)
                .unwrap_or_else(|| "UTC".into());
            strftime_timestamp_in(*n, &format, &zone)
                .map(Value::str)
                .ok_or_else(|| format!("Illegal timezone '{zone}'"))
        }
        Some(Value::Timespan(n)) => Ok(Value::str(strftime_timespan(*n, &format))),
        // stdlib's form: the current time in the given format.
        Some(Value::Str(format)) => {
            let now = match new_timestamp(&[])? {
                Value::Timestamp(n) => n,
                _ => 0,
            };
            let zone = args
                .get(1)
                .map(Value::to_string)
                .unwrap_or_else(|| "UTC".into());
            strftime_timestamp_in(now, format, &zone)
                .map(Value::str)
                .ok_or_else(|| format!("Illegal timezone '{zone}'"))
        }
        other => {
            let got = super::mismatch::general(other.unwrap_or(&Value::Undef));
            Err(format!(
                "The function 'strftime' was called with arguments it does not accept. It expects one of:\n  (Timespan time_object, String format)\n    rejected: parameter 'time_object' expects a Timespan value, got {got}\n  (Timestamp time_object, String format, String timezone?)\n    rejected: parameter 'time_object' expects a Timestamp value, got {got}\n  (String format, String timezone?)\n    rejected: parameter 'format' expects a String value, got {got}"
            ))
        }
    }
}

/// Seconds of a timestamp or timespan, for `Integer()` and `Float()`.
pub(super) fn as_seconds(v: &Value, float: bool) -> Option<Value> {
    let n = match v {
        Value::Timestamp(n) | Value::Timespan(n) => *n,
        _ => return None,
    };
    Some(if float {
        Value::Float(n as f64 / NANOS)
    } else {
        Value::Int(n.div_euclid(1_000_000_000) as i64)
    })
}
