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
    /// The options as given besides the strategy, which an explanation
    /// shows (`None` for none).
    pub given: Option<Value>,
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
                given: options.and_then(|h| {
                    let mut given = (**h).clone();
                    given.shift_remove(&Value::str("strategy"));
                    (!given.is_empty()).then(|| Value::hash(given))
                }),
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

    /// The options besides the strategy as they were given, which an
    /// explanation shows.
    pub fn explained_options(&self) -> Option<Value> {
        match self {
            Strategy::Deep(options) => options.given.clone(),
            _ => None,
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
                // Puppet folds the found values, highest priority first:
                // the first is taken as it is (a single value keeps its
                // knockout markers), each next one is the destination
                // the result so far is merged into (deep_merge's
                // `deep_merge!(memo, lower)`).
                let mut iter = found.iter();
                let Some(first) = iter.next() else {
                    return Ok(Value::Undef);
                };
                let mut memo = first.clone();
                for lower in iter {
                    memo = deep_merge(memo, lower.clone(), options);
                }
                Ok(memo)
            }
        }
    }
}

/// The deep_merge gem's `deep_merge!(source, dest)` as Puppet calls it
/// (`preserve_unmergeables` false): `source` (higher priority) merged
/// into `dest`; hashes key by key (dest's keys first), arrays as
/// `dest | source`, anything else replaced by `source`. With a knockout
/// prefix, a source array's `--x` removes `x` (and `--x`) from dest and
/// is dropped, a lone `--` empties dest, and a source string with the
/// prefix replaces dest with `''`.
fn deep_merge(source: Value, dest: Value, options: &DeepOptions) -> Value {
    let prefix = options.knockout_prefix.as_deref().filter(|p| !p.is_empty());
    if matches!(source, Value::Undef) {
        return dest;
    }
    if !dest.truthy() {
        return source;
    }
    match source {
        Value::Hash(src) => {
            let Value::Hash(d) = &dest else {
                return overwrite(Value::Hash(src), prefix);
            };
            let mut out = d.as_ref().clone();
            for (k, v) in src.iter() {
                let merged = match out.get(k) {
                    Some(existing) if existing.truthy() => {
                        deep_merge(v.clone(), existing.clone(), options)
                    }
                    // A new key: merged into its own shallow copy.
                    _ => match v {
                        Value::Hash(h) => merge_into_copy(h, options),
                        _ => deep_merge(v.clone(), v.clone(), options),
                    },
                };
                out.insert(k.clone(), merged);
            }
            Value::hash(out)
        }
        Value::Array(src) => {
            let mut src: Vec<Value> = src.as_ref().clone();
            let mut dest = dest;
            if let Some(prefix) = prefix
                && src
                    .iter()
                    .any(|v| matches!(v, Value::Str(s) if s.as_ref() == prefix))
            {
                dest = match dest {
                    Value::Array(_) => Value::array(Vec::new()),
                    Value::Hash(_) => Value::hash(Map::default()),
                    _ => Value::Undef,
                };
                src.retain(|v| !matches!(v, Value::Str(s) if s.as_ref() == prefix));
            }
            let Value::Array(d) = dest else {
                return overwrite(Value::array(src), prefix);
            };
            let mut d: Vec<Value> = d.as_ref().clone();
            if let Some(prefix) = prefix {
                src.retain(|item| {
                    let Value::Str(s) = item else { return true };
                    let Some(knocked) = s.strip_prefix(prefix) else {
                        return true;
                    };
                    d.retain(|v| !matches!(v, Value::Str(x) if x.as_ref() == knocked || x == s));
                    false
                });
            }
            let all_hashes = |items: &[Value]| items.iter().all(|v| matches!(v, Value::Hash(_)));
            let mut out = if options.merge_hash_arrays && all_hashes(&src) && all_hashes(&d) {
                let mut list: Vec<Value> = d
                    .iter()
                    .enumerate()
                    .map(|(i, lower)| {
                        let higher = src
                            .get(i)
                            .cloned()
                            .unwrap_or_else(|| Value::hash(Map::default()));
                        deep_merge(higher, lower.clone(), options)
                    })
                    .collect();
                list.extend(src.iter().skip(d.len()).cloned());
                list
            } else {
                // Ruby's `Array#|`: the union without duplicates, those
                // within either side included, in dest's order.
                let mut union: Vec<Value> = Vec::new();
                for item in d.iter().chain(src.iter()) {
                    if !union.contains(item) {
                        union.push(item.clone());
                    }
                }
                union
            };
            if options.sort_merged_arrays {
                out.sort_by(ruby_order);
            }
            Value::array(out)
        }
        other => overwrite(other, prefix),
    }
}

/// `deep_merge!(hash, hash.dup)`: the copy is shallow, so each value is
/// merged into the very same object ([`merge_into_itself`]).
fn merge_into_copy(hash: &Map<Value, Value>, options: &DeepOptions) -> Value {
    let mut out = hash.clone();
    for (k, v) in hash.iter() {
        let merged = if v.truthy() {
            merge_into_itself(v.clone(), options)
        } else {
            deep_merge(v.clone(), v.clone(), options)
        };
        out.insert(k.clone(), merged);
    }
    Value::hash(out)
}

/// `deep_merge!(x, x)` with source and destination one object, as Ruby
/// runs it: an array's knockouts delete from the array `delete_if` is
/// walking (Ruby's reject loop then keeps only what it had kept before
/// the array shrank), a lone prefix clears it.
fn merge_into_itself(value: Value, options: &DeepOptions) -> Value {
    let prefix = options.knockout_prefix.as_deref().filter(|p| !p.is_empty());
    match value {
        Value::Hash(h) => merge_into_copy(&h, options),
        Value::Array(items) => {
            let Some(prefix) = prefix else {
                return deep_merge(Value::Array(items.clone()), Value::Array(items), options);
            };
            let mut arr: Vec<Value> = items.as_ref().clone();
            if arr
                .iter()
                .any(|v| matches!(v, Value::Str(s) if s.as_ref() == prefix))
            {
                return Value::array(Vec::new());
            }
            // Ruby's reject_bang with the block deleting from the array.
            let (mut i1, mut i2) = (0usize, 0usize);
            while i1 < arr.len() {
                let v = arr[i1].clone();
                let knocked = match &v {
                    Value::Str(s) => s.strip_prefix(prefix).map(str::to_string),
                    _ => None,
                };
                if let Some(knocked) = knocked {
                    arr.retain(|x| !matches!(x, Value::Str(y) if y.as_ref() == knocked || *x == v));
                    i1 += 1;
                    continue;
                }
                if i1 != i2 {
                    if i2 < arr.len() {
                        arr[i2] = v;
                    } else {
                        arr.push(v);
                    }
                }
                i2 += 1;
                i1 += 1;
            }
            let len = arr.len();
            if i2 < len && i2 < i1 {
                let tail = len.saturating_sub(i1);
                let kept: Vec<Value> = arr[..i2]
                    .iter()
                    .chain(arr[i1.min(len)..].iter())
                    .cloned()
                    .collect();
                arr = kept;
                arr.truncate(i2 + tail);
            }
            let mut union: Vec<Value> = Vec::new();
            for item in &arr {
                if !union.contains(item) {
                    union.push(item.clone());
                }
            }
            if options.sort_merged_arrays {
                union.sort_by(ruby_order);
            }
            Value::array(union)
        }
        other => overwrite(other, prefix),
    }
}

/// deep_merge's `overwrite_unmergeables`: the source replaces the
/// destination, a string with the knockout prefix as `''` and an array
/// without its prefixed items.
fn overwrite(source: Value, prefix: Option<&str>) -> Value {
    let Some(prefix) = prefix else {
        return source;
    };
    match source {
        Value::Str(s) if s.starts_with(prefix) => Value::str(""),
        Value::Array(items) => Value::array(
            items
                .iter()
                .filter(|v| !matches!(v, Value::Str(s) if s.starts_with(prefix)))
                .cloned()
                .collect(),
        ),
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
