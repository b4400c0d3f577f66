//! Ruby object identity for Puppet's arrays and hashes while templates
//! render.
//!
//! Puppet hands ERB its own Ruby objects, not copies: `scope['x']`, `@x`
//! and a template rendered from this one through `scope.function_template`
//! all see the one array or hash, and a change made in place (`@x << 1`,
//! `scope['h'][:k] = v`, `h.delete('k')`) is seen by every later reader,
//! Puppet code after the template included. Apache's vhost templates rely
//! on it: `_directories.erb` stores the directory being written in a hash
//! it set with `scope.setvar`, and `_require.erb` reads it back from there.
//!
//! spaceship's Puppet values are immutable, so the compiler keeps one
//! [`SharedObjects`] for a render and the renders it calls: the Ruby
//! object made for a Puppet array or hash is made once, by the identity of
//! the Puppet value (its `Rc`), and handed out again. When the outermost
//! render ends, [`SharedObjects::changes`] says which objects a template
//! changed, so the compiler can put the new values where the old ones were.

use std::collections::HashMap;
use std::rc::Rc;

use super::value::{RV, from_puppet, to_puppet};
use crate::catalog::Value;

/// The Ruby objects made so far for Puppet arrays and hashes, each with
/// the Puppet value it was made from (kept, so that its address stays its
/// own while the entry lives).
#[derive(Default)]
pub struct SharedObjects {
    objects: Vec<(Value, RV)>,
    by_address: HashMap<usize, usize>,
}

/// The address that identifies a Puppet array or hash; other values are
/// not objects a template can change in place.
fn address(v: &Value) -> Option<usize> {
    match v {
        Value::Array(items) => Some(Rc::as_ptr(items) as usize),
        Value::Hash(map) => Some(Rc::as_ptr(map) as usize),
        _ => None,
    }
}

impl SharedObjects {
    /// The Ruby object for `value`: the one already made for this very
    /// Puppet array or hash, or a new one.
    pub fn ruby_of(&mut self, value: &Value) -> RV {
        let Some(key) = address(value) else {
            return from_puppet(value);
        };
        if let Some(&i) = self.by_address.get(&key) {
            return self.objects[i].1.clone();
        }
        let object = from_puppet(value);
        self.adopt(value, object.clone());
        object
    }

    /// Records that `object` is the Ruby side of `value` (a value a
    /// template just stored with `scope.setvar`).
    pub fn adopt(&mut self, value: &Value, object: RV) {
        if let Some(key) = address(value) {
            self.by_address.insert(key, self.objects.len());
            self.objects.push((value.clone(), object));
        }
    }

    /// Each Puppet value whose Ruby object a template changed, with the
    /// value it holds now. Objects holding what Puppet has no value for
    /// (a range, a match) are left as they were.
    pub fn changes(&self) -> Vec<(Value, Value)> {
        self.objects
            .iter()
            .filter(|(value, object)| !same_content(object, value))
            .filter_map(|(value, object)| Some((value.clone(), to_puppet(object).ok()?)))
            .collect()
    }
}

/// Whether `object` still holds what `value` held when it was made, in
/// the same order (a hash whose keys were reordered has changed).
fn same_content(object: &RV, value: &Value) -> bool {
    same_content_unseen(object, value, &mut Default::default())
}

/// [`same_content`], each pair of shared parts compared once: a pair met
/// again compared equal already (a difference ends the walk), so a value
/// shared 2^60 ways is compared in one step per distinct part.
fn same_content_unseen(
    object: &RV,
    value: &Value,
    seen: &mut rustc_hash::FxHashSet<(usize, usize)>,
) -> bool {
    let pair = match value {
        Value::Array(values) => Some(Rc::as_ptr(values) as *const u8 as usize),
        Value::Hash(map) => Some(Rc::as_ptr(map) as *const u8 as usize),
        _ => None,
    };
    let own = super::value::address(object);
    if let Some(pair) = pair
        && own != 0
        && !seen.insert((own, pair))
    {
        return true;
    }
    let mut same = |o: &RV, v: &Value| same_content_unseen(o, v, seen);
    match (object, value) {
        (RV::Nil, Value::Undef) => true,
        (RV::Sym(s), Value::Default) => &**s == "default",
        (RV::Bool(a), Value::Bool(b)) => a == b,
        (RV::Int(a), Value::Int(b)) => *a == i128::from(*b),
        (RV::Float(a), Value::Float(b)) => a.to_bits() == b.to_bits(),
        (RV::Str(a), Value::Str(b)) => a.as_str() == &**b,
        (RV::Array(items), Value::Array(values)) => {
            let items = items.borrow();
            items.len() == values.len() && items.iter().zip(values.iter()).all(|(o, v)| same(o, v))
        }
        (RV::Hash(pairs), Value::Hash(map)) => {
            let pairs = pairs.borrow();
            pairs.len() == map.len()
                && pairs
                    .iter()
                    .zip(map.iter())
                    .all(|((ok, ov), (vk, vv))| same(ok, vk) && same(ov, vv))
        }
        // Regexps, Sensitive values and data types are not changed in
        // place by anything templates can call.
        (RV::Regex(_), Value::Regex(_)) => true,
        (RV::Opaque(_), Value::Regex(_) | Value::Sensitive(_) | Value::Type(_)) => true,
        _ => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_puppet_array_is_one_ruby_object() {
        let mut objects = SharedObjects::default();
        let value = Value::array(vec![Value::Int(1)]);
        let first = objects.ruby_of(&value);
        let again = objects.ruby_of(&value.clone());
        let RV::Array(items) = &first else {
            panic!("an array")
        };
        items.borrow_mut().push(RV::Int(2));
        assert_eq!(again.inspect(), "[1, 2]");
        // An equal array that is another Puppet value is another object.
        let other = objects.ruby_of(&Value::array(vec![Value::Int(1)]));
        assert_eq!(other.inspect(), "[1]");
    }

    #[test]
    fn changes_name_only_the_objects_changed() {
        let mut objects = SharedObjects::default();
        let kept = Value::array(vec![Value::str("a")]);
        let changed = Value::array(vec![Value::str("b")]);
        objects.ruby_of(&kept);
        if let RV::Array(items) = objects.ruby_of(&changed) {
            items.borrow_mut().push(RV::str("c"));
        }
        let changes = objects.changes();
        assert_eq!(changes.len(), 1);
        assert!(matches!(&changes[0].0, Value::Array(a) if a.len() == 1));
        assert_eq!(
            changes[0].1,
            Value::array(vec![Value::str("b"), Value::str("c")])
        );
    }

    #[test]
    fn scalars_are_never_shared() {
        let mut objects = SharedObjects::default();
        objects.ruby_of(&Value::str("x"));
        assert!(objects.changes().is_empty());
        assert!(objects.objects.is_empty());
    }
}
