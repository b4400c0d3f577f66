//! What an exported collector asks of the other nodes' exports: its query
//! as Puppet's PuppetDB terminus translates it, and what that query means
//! (PuppetDB's semantics, which differ from `<| |>`'s in memory).
//!
//! Puppet matches `Type <<| q |>>` against other nodes' resources in
//! PuppetDB, not in the compiler: `==` is PuppetDB's `=` (exact JSON
//! equality: case matters, an array parameter equals only the same
//! array, `undef` equals nothing, `'8080'` is not `8080`), `!=` is `not`
//! of it (true for a resource lacking the parameter), and `tag == 'X'`
//! asks for the lowercased tag. The embedded store evaluates the same
//! query with [`ExportQuery::matches`]; the PuppetDB client sends
//! [`ExportQuery::to_ast`].

use super::query::EvaluatedQuery;
use crate::catalog::Value;

/// What a query compares.
#[derive(Debug, Clone, PartialEq)]
pub enum ExportField {
    /// One of the resource's tags.
    Tag,
    Title,
    Parameter(String),
}

/// An exported collector's query, as PuppetDB's AST.
#[derive(Debug, Clone, PartialEq)]
pub enum ExportQuery {
    /// `["=", field, value]`.
    Equal(ExportField, serde_json::Value),
    Not(Box<ExportQuery>),
    And(Box<ExportQuery>, Box<ExportQuery>),
    Or(Box<ExportQuery>, Box<ExportQuery>),
}

impl ExportQuery {
    /// The collector's query as Puppet's terminus writes it.
    pub(super) fn from_evaluated(query: &EvaluatedQuery) -> ExportQuery {
        let equal = |attr: &str, value: &Value| {
            let json = crate::catalog::json::value_json(value);
            match attr {
                "tag" => {
                    let json = match json {
                        serde_json::Value::String(s) => serde_json::Value::String(s.to_lowercase()),
                        other => other,
                    };
                    ExportQuery::Equal(ExportField::Tag, json)
                }
                "title" => ExportQuery::Equal(ExportField::Title, json),
                name => ExportQuery::Equal(ExportField::Parameter(name.to_string()), json),
            }
        };
        match query {
            EvaluatedQuery::Eq(attr, value) => equal(attr, value),
            EvaluatedQuery::Ne(attr, value) => ExportQuery::Not(Box::new(equal(attr, value))),
            EvaluatedQuery::And(l, r) => ExportQuery::And(
                Box::new(ExportQuery::from_evaluated(l)),
                Box::new(ExportQuery::from_evaluated(r)),
            ),
            EvaluatedQuery::Or(l, r) => ExportQuery::Or(
                Box::new(ExportQuery::from_evaluated(l)),
                Box::new(ExportQuery::from_evaluated(r)),
            ),
        }
    }

    /// PuppetDB's AST of the query.
    pub fn to_ast(&self) -> serde_json::Value {
        use serde_json::json;
        match self {
            ExportQuery::Equal(ExportField::Tag, v) => json!(["=", "tag", v]),
            ExportQuery::Equal(ExportField::Title, v) => json!(["=", "title", v]),
            ExportQuery::Equal(ExportField::Parameter(p), v) => {
                json!(["=", ["parameter", p], v])
            }
            ExportQuery::Not(q) => json!(["not", q.to_ast()]),
            ExportQuery::And(l, r) => json!(["and", l.to_ast(), r.to_ast()]),
            ExportQuery::Or(l, r) => json!(["or", l.to_ast(), r.to_ast()]),
        }
    }

    /// Whether a stored resource matches, as PuppetDB decides.
    pub fn matches(
        &self,
        title: &str,
        tags: &[String],
        params: &serde_json::Map<String, serde_json::Value>,
    ) -> bool {
        match self {
            ExportQuery::Equal(ExportField::Tag, v) => {
                v.as_str().is_some_and(|t| tags.iter().any(|x| x == t))
            }
            ExportQuery::Equal(ExportField::Title, v) => v.as_str() == Some(title),
            ExportQuery::Equal(ExportField::Parameter(p), v) => {
                !v.is_null() && params.get(p).is_some_and(|x| json_equal(x, v))
            }
            ExportQuery::Not(q) => !q.matches(title, tags, params),
            ExportQuery::And(l, r) => {
                l.matches(title, tags, params) && r.matches(title, tags, params)
            }
            ExportQuery::Or(l, r) => {
                l.matches(title, tags, params) || r.matches(title, tags, params)
            }
        }
    }

    /// Tags one of which every matching resource has, if the query says
    /// so (`tag == 'x'` under `and`s and on both sides of `or`s): a store
    /// may narrow its search by them.
    pub fn tag_hint(&self) -> Option<Vec<String>> {
        match self {
            ExportQuery::Equal(ExportField::Tag, serde_json::Value::String(t)) => {
                Some(vec![t.clone()])
            }
            ExportQuery::And(l, r) => l.tag_hint().or_else(|| r.tag_hint()),
            ExportQuery::Or(l, r) => {
                let mut tags = l.tag_hint()?;
                tags.extend(r.tag_hint()?);
                Some(tags)
            }
            _ => None,
        }
    }
}

/// JSON equality as PostgreSQL's jsonb compares: numbers by value (`1`
/// equals `1.0`), objects whatever their key order.
fn json_equal(a: &serde_json::Value, b: &serde_json::Value) -> bool {
    use serde_json::Value as J;
    match (a, b) {
        (J::Number(x), J::Number(y)) => match (x.as_i64(), y.as_i64()) {
            (Some(x), Some(y)) => x == y,
            _ => x.as_f64() == y.as_f64(),
        },
        (J::Array(x), J::Array(y)) => {
            x.len() == y.len() && x.iter().zip(y).all(|(x, y)| json_equal(x, y))
        }
        (J::Object(x), J::Object(y)) => {
            x.len() == y.len()
                && x.iter()
                    .all(|(k, v)| y.get(k).is_some_and(|w| json_equal(v, w)))
        }
        _ => a == b,
    }
}
