//! The parameterized forms of the types spaceship names only
//! (`PType::Other`): each keeps the parameters it was given (which Puppet 8's
//! rich data writes as the type's attributes) and the text Puppet prints for
//! it. Time ranges are normalized to the times' own forms, a URI type given
//! a URI gets the URI's parts, a callable prints its signature.

use crate::catalog::Value;
use crate::catalog::value::{CallableSignature, PType, puppet_source};

/// `name[keys...]` for a type spaceship names only, or `Callable[...]`.
pub(super) fn parameterized(name: &str, keys: Vec<Value>) -> PType {
    match name {
        "Timespan" | "Timestamp" => time_range(name, &keys),
        // No value is a callable: its signature is only printed.
        "Callable" => PType::Other(CallableSignature::new(&keys).text(), keys),
        _ => {
            let keys = match (name, keys.as_slice()) {
                ("URI", [Value::Str(uri)]) => vec![super::pcore_objects::uri_type_parameters(uri)],
                _ => keys,
            };
            let args: Vec<String> = keys
                .iter()
                .enumerate()
                .map(|(index, key)| match key {
                    // A runtime's name is written bare.
                    Value::Str(runtime) if name == "Runtime" && index == 0 => runtime.to_string(),
                    other => puppet_source(other),
                })
                .collect();
            PType::Other(format!("{name}[{}]", args.join(", ")), keys)
        }
    }
}

/// `Timespan[from, to]` or `Timestamp[from, to]`: the bounds made times
/// (`default` for an open end); an open end or one equal to the start is
/// not printed.
fn time_range(name: &str, keys: &[Value]) -> PType {
    let make = if name == "Timespan" {
        super::time_values::new_timespan
    } else {
        super::time_values::new_timestamp
    };
    let made: Vec<Value> = keys
        .iter()
        .map(|key| match key {
            Value::Default => Value::Default,
            other => make(std::slice::from_ref(other)).unwrap_or_else(|_| other.clone()),
        })
        .collect();
    let text = |v: &Value| match v {
        Value::Default => "default".to_string(),
        Value::Timespan(_) | Value::Timestamp(_) => format!("'{v}'"),
        other => puppet_source(other),
    };
    let mut shown: Vec<&Value> = made.iter().take(1).collect();
    shown.extend(
        made.get(1)
            .filter(|to| !matches!(to, Value::Default) && Some(*to) != made.first()),
    );
    let text = match shown.as_slice() {
        [] | [Value::Default] => name.to_string(),
        shown => format!(
            "{name}[{}]",
            shown.iter().map(|v| text(v)).collect::<Vec<_>>().join(", ")
        ),
    };
    PType::Other(text, made)
}

/// Whether a value is a `ScalarData` (an integer, float, string or
/// boolean) or a `RichData` (any value spaceship makes, its hashes keyed by
/// strings and numbers only).
pub(super) fn data_instance(name: &str, value: &Value) -> bool {
    match (name, value) {
        ("ScalarData", v) => matches!(
            v,
            Value::Int(_) | Value::Float(_) | Value::Str(_) | Value::Bool(_)
        ),
        (_, Value::Array(items)) => items.iter().all(|v| data_instance(name, v)),
        (_, Value::Hash(map)) => map.iter().all(|(k, v)| {
            matches!(k, Value::Str(_) | Value::Int(_) | Value::Float(_)) && data_instance(name, v)
        }),
        (_, Value::Iterator(_)) => false,
        _ => true,
    }
}
