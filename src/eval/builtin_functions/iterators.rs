//! Iterators, Puppet's lazy `Iterator` values: what `reverse_each` and
//! `step` give without a block, what iterating a value produces (as
//! Puppet's `Iterable.on` sees it: elements, their type, and whether a
//! block of two gets keys or indexes), and `slice`, which shares their
//! checks.

use std::rc::Rc;
use std::sync::Arc;

use super::builtins::CallSite;
use super::lambdas::{iterable_range, lambda_accepts, lambda_arity};
use super::scope::ScopeId;
use super::{Compiler, Eval};
use crate::catalog::value::{IteratorStyle, IteratorValue};
use crate::catalog::{PType, Value};
use crate::syntax::ast::Lambda;

/// An iterator of `items` whose elements are of `element_type`.
fn iterator(items: Vec<Value>, element_type: PType, style: IteratorStyle) -> IteratorValue {
    IteratorValue {
        items,
        general_type: super::infer::generalized_structure(&element_type),
        element_type,
        style,
        walked_always: matches!(style, IteratorStyle::IntegerRange { .. }),
        walked: Default::default(),
    }
}

/// The elements a function with a block (`name`; `pairs`: a block of
/// two) is given of an iterator or another iterable `subject`. Puppet
/// walks a plain iterator for `each`, and for `map`, `filter` and
/// `index` where they do not number its elements; a step or integer
/// range iterator for anything (`reverse_each` of a range makes a new
/// one). A walk goes on from where the last one stopped.
/// (Ruby 3.1, under Puppet 7.23, walks for numbered elements too: not
/// followed here.)
/// With a walk, also the iterator and where the walk starts: the caller
/// notes each element it takes (a `break()` stops the walk there).
pub(super) fn elements_for(name: &str, pairs: bool, subject: &Value) -> Elements {
    let Value::Iterator(it) = subject else {
        let items = iteration(subject).map(|it| it.items).unwrap_or_default();
        return (items, None);
    };
    let hash_style = it.style == IteratorStyle::HashPairs;
    let walk = match name {
        "reverse_each" => {
            it.walked_always && !matches!(it.style, IteratorStyle::IntegerRange { .. })
        }
        // (`map` maps a hash's own iterator whole.)
        "map" => !pairs,
        "each" | "filter" => !pairs || hash_style,
        "index" => hash_style,
        _ => false,
    };
    if name != "reverse_each" && (walk || it.walked_always) {
        let from = it.walked.get().min(it.items.len());
        (it.items[from..].to_vec(), Some((it.clone(), from)))
    } else {
        (it.take(walk), None)
    }
}

/// Elements to iterate, and the iterator they are walked from (with the
/// index the walk starts at).
pub(super) type Elements = (Vec<Value>, Option<(Rc<IteratorValue>, usize)>);

/// What iterating `subject` produces, and the type Puppet gives its
/// elements: a string's characters, an array's elements, a hash's
/// `[key, value]` pairs, an integer's count from 0, an integer range's
/// or an enum's values; an iterator, itself. `None`: not iterable.
/// (The caller checked that a range fits the size of one value.)
pub(super) fn iteration(subject: &Value) -> Option<IteratorValue> {
    let range = |lo: i64, hi: i64| {
        iterator(
            (lo..=hi).map(Value::Int).collect(),
            PType::Integer(lo, hi),
            IteratorStyle::IntegerRange { stride: 1 },
        )
    };
    Some(match subject {
        Value::Str(s) => iterator(
            s.chars().map(|c| Value::str(c.to_string())).collect(),
            PType::String(1, 1),
            IteratorStyle::Values,
        ),
        Value::Array(items) => iterator(
            items.as_ref().clone(),
            super::infer::elements_type(items.iter()),
            IteratorStyle::Values,
        ),
        Value::Hash(map) => {
            let pair = [
                super::infer::elements_type(map.keys()),
                super::infer::elements_type(map.values()),
            ];
            iterator(
                map.iter()
                    .map(|(k, v)| Value::array(vec![k.clone(), v.clone()]))
                    .collect(),
                PType::Tuple(pair.to_vec(), Some((2, 2))),
                IteratorStyle::HashPairs,
            )
        }
        Value::Int(0) => iterator(Vec::new(), PType::other("Unit"), IteratorStyle::Values),
        Value::Int(n) if *n > 0 => range(0, n - 1),
        Value::Type(t) => match t.as_ref() {
            PType::Enum(values) => iterator(
                values.iter().map(Value::str).collect(),
                t.as_ref().clone(),
                IteratorStyle::Values,
            ),
            t => {
                let (lo, hi) = iterable_range(t)?;
                range(lo, hi)
            }
        },
        Value::Iterator(it) => IteratorValue {
            walked: Default::default(),
            ..it.as_ref().clone()
        },
        _ => return None,
    })
}

/// What `reverse_each`, `step` or `slice` (`name`; `block`: given one)
/// start from of iterator `it`. Reversing a plain iterator reads it whole;
/// a step iterator is walked out; an integer range's is a new range. A
/// step goes on from where `it` was walked to (walking it, with a
/// block). `slice` reads a plain iterator whole and walks others.
/// (Puppet's step iterator of an iterator walks it as it is itself
/// walked: here it takes what is left when made.)
fn from_iterator(name: &str, block: bool, it: &IteratorValue) -> IteratorValue {
    let range = matches!(it.style, IteratorStyle::IntegerRange { .. });
    let items = match name {
        "reverse_each" | "step" if range => it.items.clone(),
        "step" if block => it.take(true),
        "step" => it.items[it.walked.get().min(it.items.len())..].to_vec(),
        _ => it.take(false),
    };
    IteratorValue {
        items,
        walked: Default::default(),
        ..it.clone()
    }
}

/// The iterator going the other way. An integer range's stays one;
/// any other is a plain iterator of values.
fn reversed(mut it: IteratorValue) -> IteratorValue {
    it.items.reverse();
    it.style = match it.style {
        IteratorStyle::IntegerRange { stride } => IteratorStyle::IntegerRange { stride: -stride },
        _ => IteratorStyle::Values,
    };
    it.walked_always = matches!(it.style, IteratorStyle::IntegerRange { .. });
    it
}

/// Every `step`th element (`step` > 1). An integer range's type is cut
/// to the values it reaches, as Puppet's range iterator cuts its range.
fn stepped(it: IteratorValue, step: usize) -> IteratorValue {
    let items = it.items.into_iter().step_by(step).collect();
    match (it.style, &it.element_type) {
        (IteratorStyle::IntegerRange { stride }, PType::Integer(lo, hi)) => {
            let stride = stride.saturating_mul(step as i64);
            // Ruby's modulo: the sign of the divisor.
            let span = hi.wrapping_sub(*lo);
            let rest = span.rem_euclid(stride.abs());
            let (lo, hi) = match rest {
                0 => (*lo, *hi),
                _ if stride < 0 => (lo + rest, *hi),
                _ => (*lo, hi - rest),
            };
            iterator(
                items,
                PType::Integer(lo, hi),
                IteratorStyle::IntegerRange { stride },
            )
        }
        _ => IteratorValue {
            walked_always: true,
            ..iterator(items, it.element_type, IteratorStyle::Values)
        },
    }
}

impl Compiler {
    /// `reverse_each`, `step` and `slice`. Without a block the first two
    /// give an iterator and `slice` the array of its slices; with one,
    /// each item is passed to it and `slice` gives back its subject.
    pub(super) fn iterator_function(
        &mut self,
        name: &str,
        args: Vec<Value>,
        lambda: Option<&Arc<Lambda>>,
        scope: ScopeId,
        site: &CallSite,
    ) -> Eval<Value> {
        let subject = args.first().cloned().unwrap_or(Value::Undef);
        if let Some(lambda) = lambda.filter(|l| name == "step" && !lambda_accepts(l, 1)) {
            return Err(self.error(
                site.span,
                format!(
                    "Evaluation Error: Error while evaluating a {}, The function '{name}' was called with arguments it does not accept. It expects one of:\n  (Iterable iterable, Integer[1] step, Callable[1, 1] block?)\n    rejected: block expects 1 argument, got {}",
                    site.what,
                    super::block_functions::block_given(lambda)
                ),
            ));
        }
        // What is materialized must fit the size budget of one value.
        let count = match &subject {
            Value::Int(n) => (*n).max(0) as u128,
            Value::Type(t) => {
                iterable_range(t).map_or(0, |(lo, hi)| (hi as i128 - lo as i128 + 1).max(0) as u128)
            }
            _ => 0,
        };
        if let Err(e) = crate::catalog::limits::elements(name, count) {
            return Err(self.error(site.span, format!("Evaluation Error: {e}")));
        }
        let source = match &subject {
            // What of an iterator's elements is used: see `from_iterator`.
            Value::Iterator(it) => Some(from_iterator(name, lambda.is_some(), it)),
            other => iteration(other),
        };
        let source = match source {
            Some(source) => source,
            // `slice` takes anything, and slices nothing of what is not
            // iterable.
            None if name == "slice" => iterator(Vec::new(), PType::Any, IteratorStyle::Values),
            None => {
                let why = self.describe_mismatch(&PType::Iterable(Box::new(PType::Any)), &subject);
                return Err(self.error(
                    site.span,
                    format!(
                        "Evaluation Error: Error while evaluating a {}, '{name}' parameter 'iterable' {why}",
                        site.what
                    ),
                ));
            }
        };
        let size = match args.get(1) {
            Some(Value::Int(n)) if *n > 0 => *n as usize,
            _ if name == "reverse_each" => 1,
            other => {
                let why = self.describe_mismatch(
                    &PType::Integer(1, i64::MAX),
                    other.unwrap_or(&Value::Undef),
                );
                return Err(self.error(
                    site.span,
                    format!(
                        "Evaluation Error: Error while evaluating a {}, '{name}' parameter 'step' {why}",
                        site.what
                    ),
                ));
            }
        };
        let produced = match name {
            "reverse_each" => reversed(source),
            // A step of one is the iterator itself (an iterator given is
            // given back: the very same value).
            "step" if size == 1 => match (&subject, lambda) {
                (Value::Iterator(_), None) => return Ok(subject),
                _ => source,
            },
            "step" => stepped(source, size),
            _ => {
                let slices = source
                    .items
                    .chunks(size)
                    .map(|c| Value::array(c.to_vec()))
                    .collect();
                iterator(slices, PType::Any, IteratorStyle::Values)
            }
        };
        let Some(lambda) = lambda else {
            return Ok(match name {
                "slice" => Value::array(produced.items),
                _ => Value::Iterator(Rc::new(produced)),
            });
        };
        for item in produced.items {
            // A block of several parameters, or with a captures-rest one,
            // is given a slice's values spread, the last slice filled up
            // with undef.
            let spread = lambda.params.len() > 1 || lambda_arity(lambda).1.is_none();
            let args = match item {
                Value::Array(parts) if name == "slice" && spread => {
                    let mut parts = parts.as_ref().clone();
                    parts.resize(parts.len().max(size), Value::Undef);
                    parts
                }
                other => vec![other],
            };
            if self.call_or_break(lambda, args, scope, site)?.is_none() {
                break;
            }
        }
        // `slice` gives back its subject; the others' iterators, nothing.
        Ok(if name == "slice" {
            subject
        } else {
            Value::Undef
        })
    }
}
