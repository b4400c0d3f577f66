//! Completion inside a collector query (`:query Type <| ... |>`, or a
//! collector typed as a statement): after `<|`, `and`, `or` or `(` the
//! attribute names resources of that type have in the catalog (with
//! `title` and `tag`); after `attr ==` or `attr !=` the values they hold
//! there, written as Puppet literals (an array's elements each: `==`
//! matches an element).

use std::collections::{BTreeMap, BTreeSet, HashMap};

use crate::catalog::{Resource, Value};

/// Values kept per attribute: enough to choose from, bounded for types
/// with thousands of resources.
const VALUES_PER_ATTRIBUTE: usize = 200;
/// Longer values are not offered (content, templates).
const LONGEST_VALUE: usize = 80;

/// Each type's attributes (lowercase type name) and the values they hold.
#[derive(Debug, Default, Clone)]
pub struct QueryValues {
    types: HashMap<String, BTreeMap<String, BTreeSet<String>>>,
}

impl QueryValues {
    /// Adds the attributes and values of `resources`.
    pub fn extend<'r>(&mut self, resources: impl Iterator<Item = &'r Resource>) {
        for r in resources {
            let attributes = self.types.entry(r.type_name.to_lowercase()).or_default();
            attributes
                .entry("title".into())
                .or_default()
                .extend(literal(&Value::str(&r.title)));
            let tags = attributes.entry("tag".into()).or_default();
            for tag in r.tags.iter() {
                if tags.len() < VALUES_PER_ATTRIBUTE {
                    tags.insert(quote(tag));
                }
            }
            for (name, param) in r.params.iter() {
                if param.value.is_undef() {
                    continue;
                }
                let values = attributes.entry(name.clone()).or_default();
                let items: Vec<&Value> = match &param.value {
                    Value::Array(items) => items.iter().collect(),
                    value => vec![value],
                };
                for item in items {
                    if values.len() >= VALUES_PER_ATTRIBUTE {
                        break;
                    }
                    values.extend(literal(item));
                }
            }
        }
    }

    /// Forgets everything (the catalog was replaced).
    pub fn clear(&mut self) {
        self.types.clear();
    }

    /// Candidates for the text before the cursor, if it is inside a
    /// collector's query: where the completed word starts, and the words.
    pub fn candidates(&self, before: &str) -> Option<(usize, Vec<String>)> {
        let open = before.rfind("<|")?;
        let query_start = open + 2;
        let query = &before[query_start..];
        if query.contains("|>") {
            return None;
        }
        let head = before[..open].trim_end();
        let type_name = &head[head
            .rfind(|c: char| !(c.is_alphanumeric() || c == ':' || c == '_'))
            .map_or(0, |i| i + 1)..];
        let attributes = self.types.get(&type_name.to_lowercase());
        // After `attr ==` or `attr !=`: that attribute's values.
        if let Some((attribute, value_start)) = comparison(query) {
            let partial = &query[value_start..];
            let found = attributes
                .and_then(|a| a.get(attribute))
                .map(|values| {
                    values
                        .iter()
                        .filter(|v| v.starts_with(partial))
                        .cloned()
                        .collect()
                })
                .unwrap_or_default();
            return Some((query_start + value_start, found));
        }
        // Else the word being typed, where an attribute name goes.
        let word_start = query
            .rfind(|c: char| !(c.is_alphanumeric() || c == '_'))
            .map_or(0, |i| i + 1);
        let before_word = query[..word_start].trim_end();
        let expects_name = before_word.is_empty()
            || before_word.ends_with('(')
            || ends_with_word(before_word, "and")
            || ends_with_word(before_word, "or");
        if !expects_name {
            return None;
        }
        let word = &query[word_start..];
        let mut found: Vec<String> = attributes
            .map(|a| a.keys().filter(|k| k.starts_with(word)).cloned().collect())
            .unwrap_or_default();
        if found.is_empty() && attributes.is_none() {
            found = ["tag", "title"]
                .iter()
                .filter(|k| k.starts_with(word))
                .map(|k| k.to_string())
                .collect();
        }
        Some((query_start + word_start, found))
    }
}

/// `attr == partial` at the end of a query: the attribute, and where the
/// partial value starts.
fn comparison(query: &str) -> Option<(&str, usize)> {
    let operator = query.rfind("==").max(query.rfind("!="))?;
    let rest = &query[operator + 2..];
    let value_start = operator + 2 + (rest.len() - rest.trim_start().len());
    let partial = &query[value_start..];
    // A value already closed (a quote closed, a word ended) is done.
    let done = match partial.chars().next() {
        None => false,
        Some(quote @ ('\'' | '"')) => partial[1..].contains(quote),
        Some(_) => partial.contains(char::is_whitespace),
    };
    if done {
        return None;
    }
    let left = query[..operator].trim_end();
    let attribute = &left[left
        .rfind(|c: char| !(c.is_alphanumeric() || c == '_'))
        .map_or(0, |i| i + 1)..];
    (!attribute.is_empty()).then_some((attribute, value_start))
}

fn ends_with_word(text: &str, word: &str) -> bool {
    text.strip_suffix(word)
        .is_some_and(|head| head.is_empty() || head.ends_with(|c: char| !c.is_alphanumeric()))
}

/// A value as it is written in a query, if it can be.
fn literal(value: &Value) -> Option<String> {
    let text = match value {
        Value::Str(s) => quote(s),
        Value::Int(i) => i.to_string(),
        Value::Float(f) => f.to_string(),
        Value::Bool(b) => b.to_string(),
        _ => return None,
    };
    (text.chars().count() <= LONGEST_VALUE && !text.contains('\n')).then_some(text)
}

fn quote(text: &str) -> String {
    format!("'{}'", text.replace('\\', "\\\\").replace('\'', "\\'"))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn values() -> QueryValues {
        let mut sources = crate::syntax::SourceMap::default();
        sources.add(crate::syntax::Source::new(
            "<t>",
            "package { 'nginx': ensure => installed, tag => ['web'] }
             package { 'vim': ensure => latest }
             user { 'ana': groups => ['admin', 'wheel'] }",
        ));
        let options = crate::eval::Options {
            node: "test".into(),
            facts: crate::driver::default_facts("test"),
            loader: None,
            exports: None,
            settings: Default::default(),
        };
        let compiled = crate::driver::compile(&sources, options).expect("compiles");
        let mut values = QueryValues::default();
        values.extend(compiled.catalog.resources.iter().map(|r| &**r));
        values
    }

    #[test]
    fn attribute_names_then_the_values_the_catalog_holds() {
        let v = values();
        let line = ":query Package <| ";
        let (start, found) = v.candidates(line).expect("inside a query");
        assert_eq!(start, line.len());
        assert_eq!(found, ["ensure", "tag", "title"]);
        assert_eq!(v.candidates(":query Package <| ens").unwrap().1, ["ensure"]);
        let line = ":query Package <| ensure == ";
        assert_eq!(
            v.candidates(line).unwrap(),
            (line.len(), vec!["'installed'".into(), "'latest'".into()])
        );
        let line = ":query Package <| ensure == 'l";
        assert_eq!(
            v.candidates(line).unwrap(),
            (line.len() - 2, vec!["'latest'".into()])
        );
        let line = "User <| groups != ";
        assert_eq!(v.candidates(line).unwrap().1, ["'admin'", "'wheel'"]);
        let line = "Package <| ensure == 'latest' and t";
        assert_eq!(v.candidates(line).unwrap().1, ["tag", "title"]);
        let line = "Package <| tag == 'web' |>";
        assert_eq!(v.candidates(line), None);
    }
}
