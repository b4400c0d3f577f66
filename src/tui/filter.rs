//! The explorer's list filter (`f`): words a resource must all match to
//! stay in the list. `type:File` (a type, any case; `type:apache::*` a
//! prefix), `tag:web`, `status:virtual` (or `is:`; any status the
//! resource has, by its first letters: `is:over`), and plain words, found
//! anywhere in `Type[title]` whatever their case. A leading `-` turns a
//! word into what must not match: `-type:notify`.

use crate::catalog::Resource;
use crate::catalog::text;

#[derive(Debug, Clone)]
enum Test {
    Type(String),
    Tag(String),
    Status(String),
    /// A word and its searcher, made once per filter, not per resource.
    Text(Box<memchr::memmem::Finder<'static>>),
}

#[derive(Debug, Clone)]
struct Term {
    test: Test,
    negated: bool,
}

/// A parsed filter; the empty filter keeps everything.
#[derive(Debug, Clone, Default)]
pub struct Filter {
    terms: Vec<Term>,
}

impl Filter {
    pub fn parse(text: &str) -> Filter {
        let terms = text
            .split_whitespace()
            .filter_map(|word| {
                let (negated, word) = match word.strip_prefix('-') {
                    Some(rest) if !rest.is_empty() => (true, rest),
                    _ => (false, word),
                };
                let lower = word.to_lowercase();
                let test = if let Some(t) = lower.strip_prefix("type:") {
                    Test::Type(t.to_string())
                } else if let Some(t) = lower.strip_prefix("tag:") {
                    Test::Tag(t.to_string())
                } else if let Some(s) = lower
                    .strip_prefix("status:")
                    .or_else(|| lower.strip_prefix("is:"))
                {
                    Test::Status(s.to_string())
                } else {
                    Test::Text(Box::new(
                        memchr::memmem::Finder::new(lower.as_bytes()).into_owned(),
                    ))
                };
                let empty = match &test {
                    Test::Type(s) | Test::Tag(s) | Test::Status(s) => s.is_empty(),
                    Test::Text(finder) => finder.needle().is_empty(),
                };
                (!empty).then_some(Term { test, negated })
            })
            .collect();
        Filter { terms }
    }

    pub fn is_empty(&self) -> bool {
        self.terms.is_empty()
    }

    /// Whether any word looks into `Type[title]` (and so needs
    /// [`LowercaseReferences`]).
    pub fn reads_references(&self) -> bool {
        self.terms.iter().any(|t| matches!(t.test, Test::Text(_)))
    }

    /// Whether a resource stays in the list; `reference` is its
    /// `Type[title]` lowercased (only read when [`Filter::reads_references`]).
    pub fn keeps(&self, r: &Resource, reference: &str) -> bool {
        self.terms
            .iter()
            .all(|t| t.matches(r, reference) != t.negated)
    }
}

impl Term {
    // Nothing here allocates: a filter keystroke runs over every resource.
    fn matches(&self, r: &Resource, reference: &str) -> bool {
        match &self.test {
            Test::Type(t) => match t.strip_suffix('*') {
                Some(prefix) => starts_with_ignoring_case(&r.type_name, prefix),
                None => r.type_name.len() == t.len() && starts_with_ignoring_case(&r.type_name, t),
            },
            Test::Tag(t) => r.tags.iter().any(|tag| tag.eq_ignore_ascii_case(t)),
            Test::Status(s) => text::states(r)
                .iter()
                .any(|state| state.starts_with(s.as_str())),
            Test::Text(finder) => finder.find(reference.as_bytes()).is_some(),
        }
    }
}

/// Whether `text` begins with `lower` (already lowercase), ASCII letters
/// compared without case; other text as it is lowercased.
fn starts_with_ignoring_case(text: &str, lower: &str) -> bool {
    if !text.is_ascii() || !lower.is_ascii() {
        return text.to_lowercase().starts_with(lower);
    }
    text.len() >= lower.len()
        && text.as_bytes()[..lower.len()].eq_ignore_ascii_case(lower.as_bytes())
}

/// Every resource's `Type[title]` lowercased, in one string, built once
/// per catalog change for the filter's words (lowercasing 100,000 titles
/// at each keystroke would cost more than the rest of the filter).
#[derive(Debug, Default)]
pub struct LowercaseReferences {
    text: String,
    /// Where each resource's reference ends in `text`.
    ends: Vec<usize>,
}

impl LowercaseReferences {
    pub fn new(resources: &[Box<Resource>]) -> Self {
        let size = resources
            .iter()
            .map(|r| r.type_name.len() + r.title.len() + 2)
            .sum();
        let mut text = String::with_capacity(size);
        let mut ends = Vec::with_capacity(resources.len());
        for r in resources {
            for part in [&*r.type_name, "[", &*r.title, "]"] {
                if part.is_ascii() {
                    let from = text.len();
                    text.push_str(part);
                    text[from..].make_ascii_lowercase();
                } else {
                    text.push_str(&part.to_lowercase());
                }
            }
            ends.push(text.len());
        }
        LowercaseReferences { text, ends }
    }

    pub fn len(&self) -> usize {
        self.ends.len()
    }

    pub fn is_empty(&self) -> bool {
        self.ends.is_empty()
    }

    /// Resource `id`'s lowercase reference.
    pub fn get(&self, id: usize) -> &str {
        let start = if id == 0 { 0 } else { self.ends[id - 1] };
        &self.text[start..self.ends[id]]
    }
}
