//! What a resource of a Ruby type is in the catalog, from its title and the
//! attributes the manifest gives, as Puppet 7.23 computes it (checked
//! against real catalogs, see tests/environments/ruby_types/NOTES.md):
//!
//! * its parameters in the catalog JSON: the title's split values merged
//!   with the given attributes (`name` given to a type with one other
//!   namevar is that namevar), without the namevar equal to the title;
//! * its uniqueness key, which finds duplicates and resolves references:
//!   the key attributes' values sorted by attribute name, from the split
//!   title merged with the given attributes as written.
//!
//! Values are generic so that the compiler's own value type can be used;
//! `from_str` turns a piece of title into one.

use super::RubyType;

/// A resource as Puppet sees it: see [`RubyType::resolve`].
#[derive(Debug, Clone, PartialEq)]
pub struct Resolved<V> {
    /// The `parameters` of the catalog JSON, in its order.
    pub parameters: Vec<(String, V)>,
    /// The values of the key attributes sorted by name (`None` for one
    /// neither the title nor the manifest gives). A resource is entered in
    /// the catalog under its title and, when this differs from `[title]`
    /// and the type is isomorphic, under this key too; a clash is
    /// `Cannot alias T[title] to [key...]; resource ["T", key...] already
    /// declared`.
    pub uniqueness_key: Vec<Option<V>>,
}

/// Sets `key` in an ordered map, keeping the position of an existing key
/// (as Ruby's `Hash#merge` does).
fn set<V>(map: &mut Vec<(String, V)>, key: &str, value: V) {
    match map.iter_mut().find(|(k, _)| k == key) {
        Some(slot) => slot.1 = value,
        None => map.push((key.to_string(), value)),
    }
}

fn get<'a, V>(map: &'a [(String, V)], key: &str) -> Option<&'a V> {
    map.iter().find(|(k, _)| k == key).map(|(_, v)| v)
}

impl RubyType {
    /// The attribute Puppet treats as "the namevar" of a resource: the
    /// only key attribute, or `name` when there are none or several.
    pub fn namevar(&self) -> &str {
        match self.namevars.as_slice() {
            [only] => only,
            _ => "name",
        }
    }

    /// Computes the catalog parameters and uniqueness key of a resource
    /// `title` given `given` attributes (as written in the manifest). The
    /// error is Puppet's when no title pattern matches.
    pub fn resolve<V: Clone + PartialEq>(
        &self,
        title: &str,
        given: &[(String, V)],
        from_str: impl Fn(&str) -> V,
    ) -> Result<Resolved<V>, String> {
        if self.namevars.len() > 1
            && self.title_patterns.is_empty()
            && self.title_patterns_understood
        {
            return Err(
                "you must specify title patterns when there are two or more key attributes".into(),
            );
        }
        let split = self
            .split_title(title)
            .ok_or_else(|| format!("No set of title patterns matched the title \"{title}\"."))?;
        let from_title: Vec<(String, V)> =
            split.into_iter().map(|(k, v)| (k, from_str(&v))).collect();
        let title_value = from_str(title);
        let namevar = self.namevar();

        let mut parameters = from_title.clone();
        for (k, v) in given {
            set(&mut parameters, self.attribute_name(k), v.clone());
        }
        if get(&parameters, namevar) == Some(&title_value) {
            parameters.retain(|(k, _)| k != namevar);
        }

        // The key merges the given attributes under the names written.
        let mut h = from_title;
        for (k, v) in given {
            set(&mut h, k, v.clone());
        }
        let name = get(&h, namevar)
            .or_else(|| get(&h, "name"))
            .cloned()
            .unwrap_or_else(|| title_value.clone());
        if get(&h, namevar).is_none() {
            set(&mut h, namevar, name.clone());
        }
        if get(&h, "name").is_none() {
            set(&mut h, "name", name);
        }
        let mut keys: Vec<&String> = self.namevars.iter().collect();
        keys.sort();
        let uniqueness_key = keys.into_iter().map(|k| get(&h, k).cloned()).collect();
        Ok(Resolved {
            parameters,
            uniqueness_key,
        })
    }
}
