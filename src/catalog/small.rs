//! Small ordered collections for what every resource carries: its
//! attributes and its tags.
//!
//! A resource has a handful of attributes and tags, so a vector searched
//! from the front beats a hash table: no hashing, one allocation instead
//! of two, and a third of the memory. Both keep insertion order, as
//! Puppet's catalog does, and a replaced value keeps its place.

use std::rc::Rc;

/// Attribute name → value, in the order attributes were first set.
#[derive(Debug, Clone, PartialEq)]
pub struct AttrMap<V> {
    entries: Vec<(String, V)>,
}

impl<V> Default for AttrMap<V> {
    fn default() -> Self {
        AttrMap {
            entries: Vec::new(),
        }
    }
}

impl<V> AttrMap<V> {
    /// An empty map with room for `capacity` attributes.
    pub fn with_capacity(capacity: usize) -> Self {
        AttrMap {
            entries: Vec::with_capacity(capacity),
        }
    }

    fn position(&self, name: &str) -> Option<usize> {
        self.entries.iter().position(|(key, _)| key == name)
    }

    pub fn get(&self, name: &str) -> Option<&V> {
        self.entries
            .iter()
            .find(|(key, _)| key == name)
            .map(|(_, value)| value)
    }

    pub fn get_mut(&mut self, name: &str) -> Option<&mut V> {
        self.entries
            .iter_mut()
            .find(|(key, _)| key == name)
            .map(|(_, value)| value)
    }

    pub fn contains_key(&self, name: &str) -> bool {
        self.position(name).is_some()
    }

    /// Sets `name`, keeping its place if it was set; returns the old value.
    pub fn insert(&mut self, name: String, value: V) -> Option<V> {
        match self.position(&name) {
            Some(i) => Some(std::mem::replace(&mut self.entries[i].1, value)),
            None => {
                self.entries.push((name, value));
                None
            }
        }
    }

    /// Adds `name`, which the caller knows is not set (no search).
    pub fn push_absent(&mut self, name: String, value: V) {
        debug_assert!(self.position(&name).is_none(), "{name} is already set");
        self.entries.push((name, value));
    }

    /// Sets `name`, keeping its place if it was set; returns its place
    /// and the old value.
    pub fn insert_full(&mut self, name: String, value: V) -> (usize, Option<V>) {
        match self.position(&name) {
            Some(i) => (i, Some(std::mem::replace(&mut self.entries[i].1, value))),
            None => {
                self.entries.push((name, value));
                (self.entries.len() - 1, None)
            }
        }
    }

    /// The entry at `index`, in insertion order.
    pub fn get_index(&self, index: usize) -> Option<(&String, &V)> {
        self.entries.get(index).map(|(key, value)| (key, value))
    }

    /// Sets `name` at `index`, moving it there if it was set elsewhere.
    pub fn shift_insert(&mut self, index: usize, name: String, value: V) -> Option<V> {
        let old = self.position(&name).map(|i| self.entries.remove(i).1);
        self.entries
            .insert(index.min(self.entries.len()), (name, value));
        old
    }

    pub fn len(&self) -> usize {
        self.entries.len()
    }

    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }

    pub fn iter(&self) -> impl DoubleEndedIterator<Item = (&String, &V)> + ExactSizeIterator {
        self.entries.iter().map(|(key, value)| (key, value))
    }

    pub fn iter_mut(&mut self) -> impl Iterator<Item = (&String, &mut V)> {
        self.entries.iter_mut().map(|(key, value)| (&*key, value))
    }

    pub fn keys(&self) -> impl Iterator<Item = &String> + Clone {
        self.entries.iter().map(|(key, _)| key)
    }

    pub fn values(&self) -> impl Iterator<Item = &V> + Clone {
        self.entries.iter().map(|(_, value)| value)
    }
}

impl<'a, V> IntoIterator for &'a AttrMap<V> {
    type Item = (&'a String, &'a V);
    type IntoIter = std::iter::Map<
        std::slice::Iter<'a, (String, V)>,
        fn(&'a (String, V)) -> (&'a String, &'a V),
    >;

    fn into_iter(self) -> Self::IntoIter {
        self.entries.iter().map(|(key, value)| (key, value))
    }
}

impl<V> IntoIterator for AttrMap<V> {
    type Item = (String, V);
    type IntoIter = std::vec::IntoIter<(String, V)>;

    fn into_iter(self) -> Self::IntoIter {
        self.entries.into_iter()
    }
}

impl<V> FromIterator<(String, V)> for AttrMap<V> {
    fn from_iter<I: IntoIterator<Item = (String, V)>>(iter: I) -> Self {
        let mut map = AttrMap::default();
        for (name, value) in iter {
            map.insert(name, value);
        }
        map
    }
}

/// A resource's tags, each once, in the order they were added. Tags are
/// shared strings: a class's tags are the same allocation on every
/// resource in it.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct TagSet {
    tags: Vec<Rc<str>>,
}

impl TagSet {
    pub fn with_capacity(capacity: usize) -> Self {
        TagSet {
            tags: Vec::with_capacity(capacity),
        }
    }

    pub fn contains(&self, tag: &str) -> bool {
        self.tags.iter().any(|t| &**t == tag)
    }

    /// Adds `tag` unless present; returns whether it was added.
    pub fn insert(&mut self, tag: Rc<str>) -> bool {
        if self.contains(&tag) {
            return false;
        }
        self.tags.push(tag);
        true
    }

    /// Adds a shared tag unless present, taking a reference only then.
    pub fn insert_shared(&mut self, tag: &Rc<str>) {
        if !self.contains(tag) {
            self.tags.push(Rc::clone(tag));
        }
    }

    /// Takes `tag` away (a tag given for a title that turns out to be no
    /// tag after all).
    pub fn remove(&mut self, tag: &str) {
        self.tags.retain(|t| &**t != tag);
    }

    pub fn iter(&self) -> std::slice::Iter<'_, Rc<str>> {
        self.tags.iter()
    }

    pub fn len(&self) -> usize {
        self.tags.len()
    }

    pub fn is_empty(&self) -> bool {
        self.tags.is_empty()
    }

    pub fn clear(&mut self) {
        self.tags.clear();
    }
}

impl Extend<Rc<str>> for TagSet {
    fn extend<I: IntoIterator<Item = Rc<str>>>(&mut self, iter: I) {
        for tag in iter {
            self.insert(tag);
        }
    }
}

impl<'a> IntoIterator for &'a TagSet {
    type Item = &'a Rc<str>;
    type IntoIter = std::slice::Iter<'a, Rc<str>>;

    fn into_iter(self) -> Self::IntoIter {
        self.tags.iter()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_replaced_attribute_keeps_its_place() {
        let mut map = AttrMap::default();
        map.insert("a".to_string(), 1);
        map.insert("b".to_string(), 2);
        assert_eq!(map.insert("a".to_string(), 3), Some(1));
        let pairs: Vec<_> = map.iter().map(|(k, v)| (k.as_str(), *v)).collect();
        assert_eq!(pairs, [("a", 3), ("b", 2)]);
    }

    #[test]
    fn shift_insert_moves_an_attribute_to_the_front() {
        let mut map: AttrMap<i32> = [("a".to_string(), 1), ("b".to_string(), 2)]
            .into_iter()
            .collect();
        assert_eq!(map.shift_insert(0, "b".to_string(), 5), Some(2));
        map.shift_insert(0, "c".to_string(), 6);
        let keys: Vec<_> = map.keys().map(String::as_str).collect();
        assert_eq!(keys, ["c", "b", "a"]);
    }

    #[test]
    fn a_tag_is_kept_once_in_first_order() {
        let mut tags = TagSet::default();
        assert!(tags.insert("file".into()));
        assert!(tags.insert("x".into()));
        assert!(!tags.insert("file".into()));
        tags.extend(["y".into(), "x".into()]);
        let all: Vec<_> = tags.iter().map(|t| &**t).collect();
        assert_eq!(all, ["file", "x", "y"]);
    }
}
