//! The explorer's list filter (`f`): words a resource must all match to
//! stay in the list. `type:File` (a type, any case; `type:apache::*` a
//! prefix), `tag:web`, `status:virtual` (or `is:`; any status the
//! resource has, by its first letters: `is:over`), and plain words, found
//! anywhere in `Type[title]` whatever their case. A leading `-` turns a
//! word into what must not match: `-type:notify`.

use crate::catalog::Resource;
use crate::catalog::text;

#[derive(Debug, Clone, PartialEq, Eq)]
enum Test {
    Type(String),
    Tag(String),
    Status(String),
    Text(String),
}

#[derive(Debug, Clone, PartialEq, Eq)]
struct Term {
    test: Test,
    negated: bool,
}

/// A parsed filter; the empty filter keeps everything.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
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
                    Test::Text(lower)
                };
                let empty = matches!(&test, Test::Type(s) | Test::Tag(s) | Test::Status(s) | Test::Text(s) if s.is_empty());
                (!empty).then_some(Term { test, negated })
            })
            .collect();
        Filter { terms }
    }

    pub fn is_empty(&self) -> bool {
        self.terms.is_empty()
    }

    /// Whether a resource stays in the list.
    pub fn keeps(&self, r: &Resource) -> bool {
        self.terms.iter().all(|t| t.matches(r) != t.negated)
    }
}

impl Term {
    fn matches(&self, r: &Resource) -> bool {
        match &self.test {
            Test::Type(t) => {
                let name = r.type_name.to_lowercase();
                match t.strip_suffix('*') {
                    Some(prefix) => name.starts_with(prefix),
                    None => name == *t,
                }
            }
            Test::Tag(t) => r.tags.iter().any(|tag| tag.eq_ignore_ascii_case(t)),
            Test::Status(s) => text::states(r)
                .iter()
                .any(|state| state.starts_with(s.as_str())),
            // Without brackets the word lies within the type or the title:
            // no string is made per resource (a filter keystroke runs over
            // every resource).
            Test::Text(w) if !w.contains(['[', ']']) => {
                contains_ignoring_case(&r.type_name, w) || contains_ignoring_case(&r.title, w)
            }
            Test::Text(w) => {
                let reference = format!("{}[{}]", r.type_name, r.title).to_lowercase();
                reference.contains(w.as_str())
            }
        }
    }
}

/// Whether `text` holds `lower` (already lowercase), ASCII letters
/// compared without case; other text as it is lowercased.
fn contains_ignoring_case(text: &str, lower: &str) -> bool {
    if !text.is_ascii() || !lower.is_ascii() {
        return text.to_lowercase().contains(lower);
    }
    let (text, lower) = (text.as_bytes(), lower.as_bytes());
    lower.is_empty()
        || text.windows(lower.len()).any(|w| {
            w.iter()
                .zip(lower)
                .all(|(a, b)| a.to_ascii_lowercase() == *b)
        })
}
