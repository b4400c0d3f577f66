//! What Ruby arrays and hashes hold, and the walks over them: their
//! elements kept so that a million-level nesting drops without
//! recursion, a hash's key index (inserts and lookups in constant time),
//! and the guard that lets a walk (inspect, `==`, flatten...) meet a
//! value that contains itself (`a << a`) and grow the stack for deep
//! ones.

use std::cell::RefCell;
use std::rc::Rc;

use super::value::RV;

/// An array's elements or a hash's pairs, which Ruby code may change in
/// place. Dropped without recursion: a template can nest arrays a
/// million levels deep (`a = [a]` in a loop), and dropping them one
/// level per call would overflow the stack.
///
/// A hash's pairs keep an index of their keys, built when a key is first
/// looked up and kept while keys are added through [`Items::set`]: a
/// template that fills a hash key by key is linear, not quadratic. Any
/// other change (through `borrow_mut`) drops the index.
pub struct Items<T: Nested>(RefCell<Vec<T>>, RefCell<Option<KeyIndex>>);

/// Positions of a hash's pairs by the hash of their keys.
type KeyIndex = rustc_hash::FxHashMap<u64, Vec<usize>>;

impl<T: Nested> Items<T> {
    pub fn new(items: Vec<T>) -> Self {
        Items(RefCell::new(items), RefCell::new(None))
    }

    /// The elements, to change: the key index no longer holds.
    pub fn borrow_mut(&self) -> std::cell::RefMut<'_, Vec<T>> {
        self.1.borrow_mut().take();
        self.0.borrow_mut()
    }
}

impl Items<(RV, RV)> {
    /// Where `key` is (Ruby's `eql?`), through the index (built now if
    /// it was dropped). A lookup made while one is under way (a key that
    /// holds this very hash) scans instead.
    fn position(&self, key: &RV, hash: u64) -> Option<usize> {
        let pairs = self.0.borrow();
        let Ok(mut index) = self.1.try_borrow_mut() else {
            return pairs.iter().position(|(k, _)| k.eql(key));
        };
        let index = index.get_or_insert_with(|| {
            let mut index = KeyIndex::default();
            for (i, (k, _)) in pairs.iter().enumerate() {
                index.entry(key_hash(k)).or_default().push(i);
            }
            index
        });
        index
            .get(&hash)?
            .iter()
            .copied()
            .find(|&i| pairs[i].0.eql(key))
    }

    /// The value at `key` (Ruby's `eql?`).
    pub fn get(&self, key: &RV) -> Option<RV> {
        let at = self.position(key, key_hash(key))?;
        Some(self.0.borrow()[at].1.clone())
    }

    /// Sets `key` to `value`, in place if the key is there, else last.
    pub fn set(&self, key: RV, value: RV) {
        let hash = key_hash(&key);
        let found = self.position(&key, hash);
        let mut pairs = self.0.borrow_mut();
        match found {
            Some(i) => pairs[i].1 = value,
            None => {
                // (No lookup is under way while a key is set: the index
                // is free.)
                if let Ok(mut index) = self.1.try_borrow_mut()
                    && let Some(index) = index.as_mut()
                {
                    index.entry(hash).or_default().push(pairs.len());
                }
                pairs.push((key, value));
            }
        }
    }
}

impl<T: Nested> std::ops::Deref for Items<T> {
    type Target = RefCell<Vec<T>>;
    fn deref(&self) -> &Self::Target {
        &self.0
    }
}

/// A hash of a hash key that agrees with `eql?`: keys it finds equal
/// hash alike (an integer and a float never are; inside arrays they
/// compare by `==`, so there numbers hash by value).
pub fn key_hash(key: &RV) -> u64 {
    use std::hash::{Hash, Hasher};
    fn number(f: f64, state: &mut rustc_hash::FxHasher) {
        let f = if f == 0.0 { 0.0 } else { f };
        f.to_bits().hash(state);
    }
    fn walk(v: &RV, top: bool, state: &mut rustc_hash::FxHasher) {
        match v {
            RV::Int(i) if top => (0u8, i).hash(state),
            RV::Float(f) if top => {
                1u8.hash(state);
                number(*f, state);
            }
            RV::Int(i) => number(*i as f64, state),
            RV::Float(f) => number(*f, state),
            RV::Str(s) => (2u8, &**s).hash(state),
            RV::Sym(s) => (3u8, &**s).hash(state),
            RV::Nil => 4u8.hash(state),
            RV::Bool(b) => (5u8, b).hash(state),
            RV::Array(items) => {
                6u8.hash(state);
                // A bounded prefix: deep or long keys need not be hashed
                // whole to spread.
                for item in items.borrow().iter().take(16) {
                    if matches!(item, RV::Array(_) | RV::Hash(_)) {
                        7u8.hash(state);
                    } else {
                        walk(item, false, state);
                    }
                }
            }
            RV::Hash(pairs) => (8u8, pairs.borrow().len()).hash(state),
            other => (9u8, other.class_name()).hash(state),
        }
    }
    let mut state = rustc_hash::FxHasher::default();
    walk(key, true, &mut state);
    state.finish()
}

/// A hash's pairs as they are built (a literal, `to_h`, `merge`...):
/// keys set through an index, so building is linear.
#[derive(Default)]
pub struct PairsBuilder {
    pairs: Vec<(RV, RV)>,
    index: KeyIndex,
}

impl PairsBuilder {
    /// A builder holding `pairs` (whose keys are distinct) already.
    pub fn from_pairs(pairs: Vec<(RV, RV)>) -> Self {
        let mut index = KeyIndex::default();
        for (i, (k, _)) in pairs.iter().enumerate() {
            index.entry(key_hash(k)).or_default().push(i);
        }
        PairsBuilder { pairs, index }
    }

    fn position(&self, key: &RV, hash: u64) -> Option<usize> {
        self.index
            .get(&hash)?
            .iter()
            .copied()
            .find(|&i| self.pairs[i].0.eql(key))
    }

    /// The value at `key`, if set.
    pub fn get(&self, key: &RV) -> Option<&RV> {
        self.position(key, key_hash(key)).map(|i| &self.pairs[i].1)
    }

    /// Sets `key` to `value`, in place if the key is there, else last.
    pub fn set(&mut self, key: RV, value: RV) {
        let hash = key_hash(&key);
        match self.position(&key, hash) {
            Some(i) => self.pairs[i].1 = value,
            None => {
                self.index.entry(hash).or_default().push(self.pairs.len());
                self.pairs.push((key, value));
            }
        }
    }

    pub fn into_pairs(self) -> Vec<(RV, RV)> {
        self.pairs
    }
}

impl<T: Nested + std::fmt::Debug> std::fmt::Debug for Items<T> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self.0.try_borrow() {
            Ok(items) => items.fmt(f),
            Err(_) => f.write_str("[...]"),
        }
    }
}

/// What an array or hash holds: the containers among it are handed to
/// the iterative drop.
pub trait Nested: Sized {
    fn unnest(self, containers: &mut Vec<RV>);
}

impl Nested for RV {
    fn unnest(self, containers: &mut Vec<RV>) {
        if matches!(self, RV::Array(_) | RV::Hash(_)) {
            containers.push(self);
        }
    }
}

impl Nested for (RV, RV) {
    fn unnest(self, containers: &mut Vec<RV>) {
        self.0.unnest(containers);
        self.1.unnest(containers);
    }
}

impl<T: Nested> Drop for Items<T> {
    fn drop(&mut self) {
        let mut containers = Vec::new();
        for item in std::mem::take(self.0.get_mut()) {
            item.unnest(&mut containers);
        }
        // Containers held only here are emptied before they are dropped.
        while let Some(container) = containers.pop() {
            match container {
                RV::Array(items) => {
                    if let Ok(mut items) = Rc::try_unwrap(items) {
                        for item in std::mem::take(items.0.get_mut()) {
                            item.unnest(&mut containers);
                        }
                    }
                }
                RV::Hash(pairs) => {
                    if let Ok(mut pairs) = Rc::try_unwrap(pairs) {
                        for pair in std::mem::take(pairs.0.get_mut()) {
                            pair.unnest(&mut containers);
                        }
                    }
                }
                _ => {}
            }
        }
    }
}

thread_local! {
    /// The walks over containers open right now: (walk, container,
    /// other container for paired walks such as `==`).
    static OPEN_WALKS: RefCell<std::collections::HashSet<(u8, usize, usize)>> =
        RefCell::new(Default::default());
}

/// Which recursive walk [`walk_once`] guards.
#[derive(Clone, Copy)]
pub enum Walk {
    Inspect = 0,
    Equals,
    Compare,
    ToPuppet,
    Flatten,
    Yaml,
}

/// The address of an array's or hash's contents (its identity).
pub fn address(v: &RV) -> usize {
    match v {
        RV::Array(a) => Rc::as_ptr(a) as *const u8 as usize,
        RV::Hash(h) => Rc::as_ptr(h) as *const u8 as usize,
        _ => 0,
    }
}

/// Runs `walk` over a container (and `other`, for a paired walk) unless
/// the same walk over it is already open further up, that is, the value
/// contains itself (`a << a`): then `recursive()`, as Ruby's recursion
/// guard answers (`[...]` when inspected). Deep values grow the stack.
pub fn walk_once<T>(
    kind: Walk,
    container: usize,
    other: usize,
    recursive: impl FnOnce() -> T,
    walk: impl FnOnce() -> T,
) -> T {
    let key = (kind as u8, container, other);
    let fresh = OPEN_WALKS.with(|open| open.borrow_mut().insert(key));
    if !fresh {
        return recursive();
    }
    struct Close((u8, usize, usize));
    impl Drop for Close {
        fn drop(&mut self) {
            OPEN_WALKS.with(|open| open.borrow_mut().remove(&self.0));
        }
    }
    let _close = Close(key);
    stacker::maybe_grow(64 * 1024, 4 * 1024 * 1024, walk)
}
