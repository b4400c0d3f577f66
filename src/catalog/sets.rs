//! Membership by Ruby's `==` in linear time: Puppet's array `-`, and
//! stdlib's `union`, `difference` and `intersection`, ask whether each
//! element equals one of another list's. Asked of each pair, that is
//! quadratic (tens of seconds at 100,000 elements); here each element is
//! hashed so that values Ruby's `==` finds equal (`1` and `1.0`, hashes
//! in any order) hash alike, and only values in the same bucket are
//! compared with [`Value::ruby_eq`] itself.

use std::hash::{Hash, Hasher};

use rustc_hash::{FxHashMap, FxHasher};

use super::Value;

/// Values, found again by Ruby's `==`.
#[derive(Default)]
pub struct RubyEqSet<'a> {
    buckets: FxHashMap<u64, Vec<&'a Value>>,
}

impl<'a> RubyEqSet<'a> {
    pub fn new() -> Self {
        Self::default()
    }

    /// Whether a value `==` to `value` is in the set.
    pub fn contains(&self, value: &Value) -> bool {
        self.buckets
            .get(&ruby_eq_hash(value))
            .is_some_and(|bucket| bucket.iter().any(|v| v.ruby_eq(value)))
    }

    /// Adds `value` unless one `==` to it is there; whether it was added.
    pub fn insert(&mut self, value: &'a Value) -> bool {
        let bucket = self.buckets.entry(ruby_eq_hash(value)).or_default();
        if bucket.iter().any(|v| v.ruby_eq(value)) {
            return false;
        }
        bucket.push(value);
        true
    }
}

impl<'a> FromIterator<&'a Value> for RubyEqSet<'a> {
    fn from_iter<I: IntoIterator<Item = &'a Value>>(items: I) -> Self {
        let mut set = RubyEqSet::new();
        for item in items {
            set.insert(item);
        }
        set
    }
}

/// A hash that agrees with [`Value::ruby_eq`]: values it finds equal
/// hash alike.
pub fn ruby_eq_hash(value: &Value) -> u64 {
    let mut state = FxHasher::default();
    hash_into(value, &mut state);
    state.finish()
}

fn hash_into(value: &Value, state: &mut FxHasher) {
    match value {
        // An integer equals the float of its value: both hash as that
        // float (0.0 and -0.0 alike).
        Value::Int(i) => number(*i as f64, state),
        Value::Float(f) => number(*f, state),
        Value::Array(items) => {
            1u8.hash(state);
            items.len().hash(state);
            for item in items.iter() {
                nested_into(item, state);
            }
        }
        // Hashes are equal in any order: their entries' hashes are summed.
        Value::Hash(map) => {
            2u8.hash(state);
            map.len().hash(state);
            let mut sum = 0u64;
            for (k, v) in map.iter() {
                let mut entry = FxHasher::default();
                k.hash(&mut entry);
                nested_into(v, &mut entry);
                sum = sum.wrapping_add(entry.finish());
            }
            sum.hash(state);
        }
        other => {
            3u8.hash(state);
            other.hash(state);
        }
    }
}

/// A nested part's share of its container's hash: an array's or hash's
/// kind and length only (what Ruby finds equal still hashes alike), so a
/// value shared 2^60 ways hashes in one step per element of its top.
fn nested_into(value: &Value, state: &mut FxHasher) {
    match value {
        Value::Array(items) => {
            1u8.hash(state);
            items.len().hash(state);
        }
        Value::Hash(map) => {
            2u8.hash(state);
            map.len().hash(state);
        }
        other => hash_into(other, state),
    }
}

fn number(f: f64, state: &mut FxHasher) {
    0u8.hash(state);
    let f = if f == 0.0 { 0.0 } else { f };
    f.to_bits().hash(state);
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::catalog::Map;

    #[test]
    fn values_ruby_finds_equal_are_found() {
        let mut a = Map::default();
        a.insert(Value::str("x"), Value::Int(1));
        a.insert(Value::str("y"), Value::Int(2));
        let mut b = Map::default();
        b.insert(Value::str("y"), Value::Float(2.0));
        b.insert(Value::str("x"), Value::Int(1));
        let items = [
            Value::Int(1),
            Value::array(vec![Value::Int(0), Value::str("A")]),
            Value::hash(a),
        ];
        let set: RubyEqSet = items.iter().collect();
        assert!(set.contains(&Value::Float(1.0)));
        assert!(set.contains(&Value::array(vec![Value::Float(-0.0), Value::str("A")])));
        assert!(set.contains(&Value::hash(b)));
        assert!(!set.contains(&Value::str("a")));
        assert!(!set.contains(&Value::array(vec![Value::Int(0), Value::str("a")])));
    }
}
