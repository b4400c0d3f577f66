//! Collector queries, evaluated and matched against resources.

use crate::catalog::{Resource, Value};

/// A collector query with its values evaluated.
#[derive(Debug, Clone)]
pub(super) enum EvaluatedQuery {
    Eq(String, Value),
    Ne(String, Value),
    And(Box<EvaluatedQuery>, Box<EvaluatedQuery>),
    Or(Box<EvaluatedQuery>, Box<EvaluatedQuery>),
}

impl EvaluatedQuery {
    /// Whether the query compares attribute `name`.
    pub(super) fn reads(&self, name: &str) -> bool {
        match self {
            EvaluatedQuery::Eq(attribute, _) | EvaluatedQuery::Ne(attribute, _) => {
                attribute == name
            }
            EvaluatedQuery::And(l, r) | EvaluatedQuery::Or(l, r) => l.reads(name) || r.reads(name),
        }
    }

    /// Whether the query matches resources tagged `tag` (lowercase): an
    /// `==` on `tag` with it, or a list holding it.
    pub(super) fn looks_for_tag(&self, tag: &str) -> bool {
        match self {
            EvaluatedQuery::And(l, r) | EvaluatedQuery::Or(l, r) => {
                l.looks_for_tag(tag) || r.looks_for_tag(tag)
            }
            EvaluatedQuery::Eq(attr, key) => {
                let names = |v: &Value| v.to_string().to_lowercase() == tag;
                attr == "tag"
                    && match key {
                        Value::Array(items) => items.iter().any(names),
                        other => names(other),
                    }
            }
            EvaluatedQuery::Ne(..) => false,
        }
    }

    /// Whether `tag == n` compares with a number, which Puppet refuses.
    pub(super) fn has_numeric_tag(&self) -> bool {
        match self {
            EvaluatedQuery::And(l, r) | EvaluatedQuery::Or(l, r) => {
                l.has_numeric_tag() || r.has_numeric_tag()
            }
            EvaluatedQuery::Eq(attr, key) => {
                let numeric = |v: &Value| matches!(v, Value::Int(_) | Value::Float(_));
                attr == "tag"
                    && match key {
                        Value::Array(items) => items.iter().any(numeric),
                        other => numeric(other),
                    }
            }
            EvaluatedQuery::Ne(..) => false,
        }
    }

    /// Puppet's collector matching: `==` matches an array member, `!=`
    /// always matches an array; `title` and `tag` are special.
    pub(super) fn matches(&self, r: &Resource, has_tag: &dyn Fn(&str) -> bool) -> bool {
        match self {
            EvaluatedQuery::And(l, rt) => l.matches(r, has_tag) && rt.matches(r, has_tag),
            EvaluatedQuery::Or(l, rt) => l.matches(r, has_tag) || rt.matches(r, has_tag),
            EvaluatedQuery::Eq(attr, key) => match attr.as_str() {
                // A list of tags matches a resource that has any of them.
                "tag" => {
                    let tagged = |t: &Value| match t {
                        // Usually lowercase already: no copy then.
                        Value::Str(s)
                            if s.bytes().all(|b| b.is_ascii() && !b.is_ascii_uppercase()) =>
                        {
                            has_tag(s)
                        }
                        other => has_tag(&other.to_string().to_lowercase()),
                    };
                    match key {
                        Value::Array(tags) => tags.iter().any(tagged),
                        other => tagged(other),
                    }
                }
                "title" => query_eq(&Value::str(&r.title), key),
                _ => match declared(r, attr) {
                    Some(p) => match &p.value {
                        Value::Array(items) => items.iter().any(|i| query_eq(i, key)),
                        v => query_eq(v, key),
                    },
                    None => key.is_undef(),
                },
            },
            // `!=` compares the `tag` parameter itself, not the tags.
            EvaluatedQuery::Ne(attr, key) => match attr.as_str() {
                "title" => !query_eq(&Value::str(&r.title), key),
                _ => match declared(r, attr) {
                    Some(p) => match &p.value {
                        Value::Array(_) => true,
                        v => !query_eq(v, key),
                    },
                    None => !key.is_undef(),
                },
            },
        }
    }
}

/// An attribute as collectors see it: they run before the compile ends,
/// when no metaparameter was inherited yet (a session's later collectors
/// meet finished resources).
fn declared<'r>(r: &'r Resource, attr: &str) -> Option<&'r crate::catalog::Param> {
    r.params
        .get(attr)
        .filter(|p| !matches!(p.provenance, crate::catalog::Provenance::Inherited(_)))
}

/// Equality in queries is Puppet's `==`: strings compare without case.
fn query_eq(value: &Value, key: &Value) -> bool {
    value.puppet_eq(key)
}
