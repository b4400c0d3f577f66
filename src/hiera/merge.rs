//! Lookup merge strategies, as Puppet's merge strategies combine the
//! values found at each hierarchy level (highest priority first):
//! `first`, `unique`, `hash` and `deep` (with `knockout_prefix`,
//! `merge_hash_arrays` and `sort_merged_arrays`).

use crate::catalog::{Map, Value};

/// How found values are combined.
#[derive(Debug, Clone, PartialEq, Default)]
pub enum Strategy {
    #[default]
    First,
    Unique,
    Hash,
    Deep(DeepOptions),
}

/// The options of a deep merge.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct DeepOptions {
    pub knockout_prefix: Option<String>,
    pub merge_hash_arrays: bool,
    pub sort_merged_arrays: bool,
}

impl Strategy {
    /// A strategy from `lookup()`'s argument or `lookup_options`' `merge`:
    /// a name or a hash with `strategy` and options.
    pub fn from_value(value: &Value) -> Result<Strategy, String> {
        let (name, options) = match value {
            Value::Str(s) => (s.to_string(), None),
            Value::Hash(h) => match h.get(&Value::str("strategy")) {
                Some(Value::Str(s)) => (s.to_string(), Some(h)),
                _ => {
                    return Err("The hash given as 'merge' must contain the name of a strategy in string form for the key 'strategy'".into());
                }
            },
            Value::Undef => return Ok(Strategy::First),
            other => {
                return Err(format!(
                    "a merge strategy must be a String or a Hash, not {other}"
                ));
            }
        };
        let deep = name == "deep";
        // The options each strategy accepts (Puppet's `options_t`).
        if let Some(h) = options.filter(|h| h.len() > 1) {
            for (key, v) in h.iter() {
                let k = key.to_string();
                let expected = match k.as_str() {
                    "strategy" => continue,
                    "knockout_prefix" if deep => {
                        ("String", matches!(v, Value::Str(_) | Value::Undef))
                    }
                    "merge_debug" | "merge_hash_arrays" | "sort_merged_arrays" if deep => {
                        ("Boolean", matches!(v, Value::Bool(_) | Value::Undef))
                    }
                    _ if ["first", "unique", "hash", "deep"].contains(&name.as_str()) => {
                        return Err(format!(
                            "The merge options has wrong type, unrecognized key '{k}'"
                        ));
                    }
                    _ => continue,
                };
                if !expected.1 {
                    return Err(format!(
                        "The merge options has wrong type, entry '{k}' expects a value of type Undef or {}, got {}",
                        expected.0,
                        type_word(v)
                    ));
                }
            }
        }
        let option = |key: &str| options.and_then(|h| h.get(&Value::str(key)).cloned());
        let flag = |key: &str| matches!(option(key), Some(Value::Bool(true)));
        Ok(match name.as_str() {
            "first" => Strategy::First,
            "unique" => Strategy::Unique,
            "hash" => Strategy::Hash,
            "deep" => Strategy::Deep(DeepOptions {
                knockout_prefix: option("knockout_prefix")
                    .filter(|v| !v.is_undef())
                    .map(|v| v.to_string()),
                merge_hash_arrays: flag("merge_hash_arrays"),
                sort_merged_arrays: flag("sort_merged_arrays"),
            }),
            other => return Err(format!("Unknown merge strategy: '{other}'")),
        })
    }

    /// The strategy's name, as `puppet lookup --explain` gives it.
    pub fn name(&self) -> &'static str {
        match self {
            Strategy::First => "first",
            Strategy::Unique => "unique",
            Strategy::Hash => "hash",
            Strategy::Deep(_) => "deep",
        }
    }

    /// Whether the first value found is the answer.
    pub fn stops_at_first(&self) -> bool {
        *self == Strategy::First
    }

    /// Combines found values, highest priority first.
    pub fn merge(&self, found: &[Value]) -> Result<Value, String> {
        match self {
            Strategy::First => Ok(found.first().cloned().unwrap_or(Value::Undef)),
            Strategy::Unique => {
                // Puppet checks each value merged into the first (the
                // highest priority's, taken as it is).
                let mut out: Vec<Value> = Vec::new();
                for (i, value) in found.iter().enumerate() {
                    let items = match value {
                        Value::Array(a) => flatten(a),
                        Value::Hash(_) if i > 0 => {
                            return Err(format!(
                                "The second element of the merge has wrong type, expects a value of type Scalar or Array, got {}",
                                type_word(value)
                            ));
                        }
                        other => vec![other.clone()],
                    };
                    for item in items {
                        if !out.contains(&item) {
                            out.push(item);
                        }
                    }
                }
                Ok(Value::array(out))
            }
            Strategy::Hash => {
                if found.len() > 1 {
                    let bad = |v: &Value| !matches!(v, Value::Hash(_));
                    let which = match found.iter().position(bad) {
                        Some(0) => Some("first"),
                        Some(_) => Some("second"),
                        None => None,
                    };
                    if let (Some(which), Some(value)) = (which, found.iter().find(|v| bad(v))) {
                        return Err(format!(
                            "The {which} element of the merge has wrong type, expects a Hash value, got {}",
                            type_word(value)
                        ));
                    }
                }
                // The lowest priority's keys come first, as Ruby's
                // `lower.merge(higher)` orders them.
                let mut out = Map::default();
                for value in found.iter().rev() {
                    if let Value::Hash(h) = value {
                        for (k, v) in h.iter() {
                            out.insert(k.clone(), v.clone());
                        }
                    }
                }
                if let [single] = found
                    && !matches!(single, Value::Hash(_))
                {
                    return Ok(single.clone());
                }
                Ok(Value::hash(out))
            }
            Strategy::Deep(options) => {
                let mut iter = found.iter().rev();
                let Some(first) = iter.next() else {
                    return Ok(Value::Undef);
                };
                let mut out = first.clone();
                for higher in iter {
                    out = deep_merge(&out, higher, options);
                }
                Ok(knock_out(out, options))
            }
        }
    }
}

/// Merges `higher` into `lower`: hashes recursively, arrays as a union
/// (lower's items first), anything else replaced by `higher`.
fn deep_merge(lower: &Value, higher: &Value, options: &DeepOptions) -> Value {
    match (lower, higher) {
        (Value::Hash(l), Value::Hash(h)) => {
            let mut out = l.as_ref().clone();
            for (k, v) in h.iter() {
                let merged = match out.get(k) {
                    Some(existing) => deep_merge(existing, v, options),
                    None => v.clone(),
                };
                out.insert(k.clone(), merged);
            }
            Value::hash(out)
        }
        (Value::Array(l), Value::Array(h)) => {
            let mut out: Vec<Value> = l.as_ref().clone();
            if options.merge_hash_arrays
                && l.iter()
                    .chain(h.iter())
                    .all(|v| matches!(v, Value::Hash(_)))
            {
                for (i, item) in h.iter().enumerate() {
                    match out.get(i) {
                        Some(existing) => out[i] = deep_merge(existing, item, options),
                        None => out.push(item.clone()),
                    }
                }
            } else {
                // Ruby's `Array#|`: the union without duplicates, those
                // within either side included, in the lower side's order.
                out.clear();
                for item in l.iter().chain(h.iter()) {
                    if !out.contains(item) {
                        out.push(item.clone());
                    }
                }
            }
            if options.sort_merged_arrays {
                out.sort_by(ruby_order);
            }
            Value::array(out)
        }
        // A null never replaces a value (Ruby's deep_merge skips nil).
        (lower, Value::Undef) => lower.clone(),
        (_, higher) => higher.clone(),
    }
}

/// Removes values (array items, hash entries) that a higher level named
/// with the knockout prefix, and the prefixed markers themselves.
fn knock_out(value: Value, options: &DeepOptions) -> Value {
    let Some(prefix) = options.knockout_prefix.as_deref().filter(|p| !p.is_empty()) else {
        return value;
    };
    match value {
        Value::Hash(h) => {
            let mut out = Map::default();
            for (k, v) in h.iter() {
                // A value that is the prefix alone is emptied.
                if matches!(v, Value::Str(s) if s.as_ref() == prefix) {
                    out.insert(k.clone(), Value::str(""));
                    continue;
                }
                out.insert(k.clone(), knock_out(v.clone(), options));
            }
            Value::hash(out)
        }
        Value::Array(items) => {
            let knocked: Vec<String> = items
                .iter()
                .filter_map(|v| match v {
                    Value::Str(s) => s.strip_prefix(prefix).map(str::to_string),
                    _ => None,
                })
                .collect();
            Value::array(
                items
                    .iter()
                    .filter(|v| match v {
                        Value::Str(s) => {
                            !s.starts_with(prefix) && !knocked.iter().any(|k| k == s.as_ref())
                        }
                        _ => true,
                    })
                    .cloned()
                    .collect(),
            )
        }
        other => other,
    }
}

/// Ruby's `<=>` for what a sort meets: numbers by value, strings byte
/// by byte (anything else by its text).
fn ruby_order(a: &Value, b: &Value) -> std::cmp::Ordering {
    let number = |v: &Value| match v {
        Value::Int(i) => Some(*i as f64),
        Value::Float(f) => Some(*f),
        _ => None,
    };
    match (number(a), number(b)) {
        (Some(x), Some(y)) => x.partial_cmp(&y).unwrap_or(std::cmp::Ordering::Equal),
        _ => a.to_string().cmp(&b.to_string()),
    }
}

fn flatten(items: &[Value]) -> Vec<Value> {
    let mut out = Vec::new();
    for item in items {
        match item {
            Value::Array(inner) => out.extend(flatten(inner)),
            other => out.push(other.clone()),
        }
    }
    out
}

fn type_word(value: &Value) -> &'static str {
    match value {
        Value::Array(_) => "Array",
        Value::Str(_) => "String",
        Value::Int(_) => "Integer",
        Value::Bool(_) => "Boolean",
        Value::Hash(_) => "Hash",
        Value::Float(_) => "Float",
        Value::Undef => "Undef",
        _ => "Any",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn hash(pairs: &[(&str, Value)]) -> Value {
        Value::hash(
            pairs
                .iter()
                .map(|(k, v)| (Value::str(k), v.clone()))
                .collect(),
        )
    }

    #[test]
    fn hash_merge_orders_lower_keys_first() {
        let higher = hash(&[("b", Value::str("high")), ("z", Value::str("high"))]);
        let lower = hash(&[("a", Value::str("low")), ("b", Value::str("low"))]);
        let merged = Strategy::Hash.merge(&[higher, lower]).unwrap();
        assert_eq!(merged.to_string(), "{a => low, b => high, z => high}");
    }

    #[test]
    fn unique_keeps_priority_order() {
        let higher = Value::array(vec![Value::str("d1"), Value::str("shared")]);
        let lower = Value::array(vec![Value::str("c1"), Value::str("shared")]);
        let merged = Strategy::Unique.merge(&[higher, lower]).unwrap();
        assert_eq!(merged.to_string(), "[d1, shared, c1]");
    }

    #[test]
    fn deep_merge_unions_arrays_lower_first() {
        let higher = hash(&[("y", Value::array(vec![Value::Int(3)]))]);
        let lower = hash(&[("y", Value::array(vec![Value::Int(1), Value::Int(2)]))]);
        let merged = Strategy::Deep(DeepOptions::default())
            .merge(&[higher, lower])
            .unwrap();
        assert_eq!(merged.to_string(), "{y => [1, 2, 3]}");
    }

    #[test]
    fn deep_merge_drops_duplicates_of_both_sides() {
        let ints = |v: &[i64]| Value::array(v.iter().map(|i| Value::Int(*i)).collect());
        let higher = hash(&[("y", ints(&[1, 2, 1, 3, 2]))]);
        let lower = hash(&[("y", ints(&[3, 4, 4, 1, 5]))]);
        let merged = Strategy::Deep(DeepOptions::default())
            .merge(&[higher, lower])
            .unwrap();
        assert_eq!(merged.to_string(), "{y => [3, 4, 1, 5, 2]}");
    }
}
