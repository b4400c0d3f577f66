//! The arguments a parameterized type accepts (`Integer[1, 5]`,
//! `Enum['a']`, `Struct[{...}]`), checked before the type is built, with
//! Puppet's messages for the ones it refuses. Each bad argument is
//! located at its own expression, as Puppet locates it. The keys of an
//! array's or a string's `[]` are checked here too.

use super::expr::a_an;
use super::types::{flatten, ruby_class};
use super::{Compiler, Eval};
use crate::catalog::{PType, Value};
use crate::syntax::{Expr, Span};

impl Compiler {
    /// Refuses the keys of `array[keys]` or `string[keys]` that Puppet
    /// refuses: one or two Integers (`left` locates the arity error).
    pub(in crate::eval) fn check_slice_keys(
        &self,
        target: &Value,
        keys: &[Value],
        key_exprs: &[Expr],
        left: Span,
    ) -> Eval<()> {
        let substring = matches!(target, Value::Str(_));
        if keys.is_empty() || keys.len() > 2 {
            let what = if substring { "String" } else { "Array" };
            return Err(self.error(
                left,
                format!(
                    "Evaluation Error: {what} supports [] with one or two arguments. Got {}",
                    keys.len()
                ),
            ));
        }
        let Some(index) = keys.iter().position(|k| !matches!(k, Value::Int(_))) else {
            return Ok(());
        };
        let name = keys[index].type_label();
        let at = key_exprs.get(index).map_or(left, |e| e.span);
        // An array's index is a number first: what is none is refused so.
        if !substring && !matches!(keys[index], Value::Float(_)) {
            let message = format!(
                "Evaluation Error: The value '{}' cannot be converted to Numeric.",
                super::builtins::ruby_to_s(&keys[index])
            );
            return Err(self.error(at, message));
        }
        let message = if substring {
            format!(
                "A substring operation does not accept {} as a character index. Expected an Integer",
                a_an(&name)
            )
        } else {
            format!("An Array[] cannot use {name} where Integer is expected")
        };
        Err(self.error(at, format!("Evaluation Error: {message}")))
    }

    /// Refuses the keys of `base[keys]` that Puppet refuses.
    pub(super) fn check_type_keys(
        &self,
        base: &PType,
        keys: &[Value],
        key_exprs: &[Expr],
        span: Span,
    ) -> Eval<()> {
        let at = |index: usize| key_exprs.get(index).map_or(span, |e| e.span);
        let fail =
            |at: Span, message: String| Err(self.error(at, format!("Evaluation Error: {message}")));
        let specialization = |index: usize, article_type: &str, key: &Value, wanted: &str| {
            fail(
                at(index),
                format!(
                    "Error creating type specialization of {article_type}, Cannot use {} where {wanted} is expected",
                    key.type_label()
                ),
            )
        };
        let is_type = |v: &Value| matches!(v, Value::Type(_));
        match base {
            PType::Integer(..) | PType::Float(..) => {
                self.check_range_keys(base, keys, key_exprs, span)
            }
            PType::String(..) => self.check_size_keys(keys, 0, key_exprs, span),
            PType::Other(name, _) if name == "Sensitive" => {
                match keys.iter().position(|k| !is_type(k)) {
                    Some(index) => fail(
                        at(index),
                        format!(
                            "Sensitive-Type[] arguments must be types. Got {}",
                            keys[index].type_label()
                        ),
                    ),
                    None => Ok(()),
                }
            }
            PType::Array(..) if flatten(keys).len() > 3 => fail(
                span,
                format!(
                    "Array-Type[] accepts 1 to 3 arguments. Got {}",
                    flatten(keys).len()
                ),
            ),
            // One key must be the element type, three start with it.
            PType::Array(..)
                if matches!(keys.len(), 1 | 3) && keys.first().is_some_and(|k| !is_type(k)) =>
            {
                let got = ruby_class(&keys[0]);
                fail(
                    at(0),
                    format!("Array-Type[] arguments must be types. Got {got}"),
                )
            }
            PType::NotUndef(_) if flatten(keys).len() > 1 => fail(
                span,
                format!(
                    "NotUndef-Type[] accepts 0 to 1 arguments. Got {}",
                    flatten(keys).len()
                ),
            ),
            PType::NotUndef(_)
                if keys
                    .first()
                    .is_some_and(|k| !matches!(k, Value::Str(_) | Value::Type(_))) =>
            {
                let got = ruby_class(&keys[0]);
                fail(
                    at(0),
                    format!("NotUndef-Type[] argument must be a Type or a String. Got {got}"),
                )
            }
            PType::Regexp(_) if keys.len() != 1 => fail(
                at(1),
                format!("A Regexp-Type[] accepts 1 argument. Got {}", keys.len()),
            ),
            PType::Regexp(_) if !matches!(keys[0], Value::Str(_) | Value::Regex(_)) => {
                specialization(0, "a Regexp-Type", &keys[0], "String or Regexp")
            }
            PType::Resource(type_name, None) => {
                self.check_resource_keys(type_name.as_deref(), keys, key_exprs)
            }
            // The element type, then its size.
            PType::Array(..) if keys.first().is_some_and(is_type) => {
                self.check_size_keys(keys, 1, key_exprs, span)
            }
            PType::Hash(..)
                if keys.len() == 2
                    && keys
                        .iter()
                        .all(|k| matches!(k, Value::Int(_) | Value::Default)) =>
            {
                self.check_size_keys(keys, 0, key_exprs, span)
            }
            PType::Hash(..) => {
                for (index, key) in keys.iter().enumerate().take(2) {
                    if !is_type(key) {
                        let got = ruby_class(key);
                        return fail(
                            at(index),
                            format!("Hash-Type[] arguments must be types. Got {got}"),
                        );
                    }
                }
                if !(2..=4).contains(&keys.len()) {
                    let message =
                        format!("Hash-Type[] accepts 2 to 4 arguments. Got {}", keys.len());
                    return fail(span, message);
                }
                self.check_size_keys(keys, 2, key_exprs, span)
            }
            // A runtime's name and its type's name (or pattern).
            PType::Other(name, _) if name == "Runtime" => {
                let count = flatten(keys).len();
                if count != 2 {
                    let message = format!("A Runtime-Type[] accepts 1 to 2 arguments. Got {count}");
                    return fail(span, message);
                }
                match keys.iter().position(|k| !matches!(k, Value::Str(_))) {
                    Some(index) => fail(
                        at(index),
                        format!(
                            "Error creating type specialization of a Runtime-Type, Cannot use {} where String or String is expected",
                            super::builtins::infer_text(&keys[index])
                        ),
                    ),
                    None => Ok(()),
                }
            }
            // A signature's range counts from its minimum up.
            PType::Callable
                if crate::catalog::value::CallableSignature::new(keys)
                    .size
                    .is_some_and(|(min, max)| max.is_some_and(|max| min > max)) =>
            {
                let (min, max) = crate::catalog::value::CallableSignature::new(keys)
                    .size
                    .unwrap_or_default();
                fail(
                    span,
                    format!(
                        "Error while evaluating a '[]' expression, 'from' must be less or equal to 'to'. Got ({min}, {}",
                        max.unwrap_or_default()
                    ),
                )
            }
            // `Callable[[params], return]`: two arguments.
            PType::Callable if matches!(keys.first(), Some(Value::Array(_))) && keys.len() != 2 => {
                let message = format!("A Callable-Type[] accepts 2 arguments. Got {}", keys.len());
                fail(span, message)
            }
            PType::Optional(_) if keys.len() > 1 => fail(
                span,
                format!("Optional-Type[] accepts 1 argument. Got {}", keys.len()),
            ),
            PType::Enum(_) => {
                let keys = flatten(keys);
                // A last `true` or `false` says whether case matters.
                let strings = match keys.last() {
                    Some(Value::Bool(_)) => &keys[..keys.len() - 1],
                    _ => &keys[..],
                };
                match strings.iter().position(|k| !matches!(k, Value::Str(_))) {
                    Some(index) => specialization(index, "an Enum-Type", &keys[index], "String"),
                    None => Ok(()),
                }
            }
            PType::Pattern(_) => {
                let keys = flatten(keys);
                let fine = |k: &Value| match k {
                    Value::Str(_) | Value::Regex(_) => true,
                    Value::Type(t) => matches!(t.as_ref(), PType::Pattern(_) | PType::Regexp(_)),
                    _ => false,
                };
                match keys.iter().position(|k| !fine(k)) {
                    Some(index) => specialization(
                        index,
                        "a Pattern-Type",
                        &keys[index],
                        "String or Regexp or Pattern-Type or Regexp-Type",
                    ),
                    None => Ok(()),
                }
            }
            PType::Variant(_) => match keys.iter().position(|k| !is_type(k)) {
                Some(index) => specialization(index, "a Variant-Type", &keys[index], "Any-Type"),
                None => Ok(()),
            },
            PType::Tuple(..) => {
                // Types, then at most two size bounds.
                let types = keys.iter().take_while(|k| is_type(k)).count();
                let bound = |k: &Value| matches!(k, Value::Int(_) | Value::Default);
                match keys.iter().skip(types).position(|k| !bound(k)) {
                    Some(offset) => {
                        let index = types + offset;
                        specialization(index, "a Tuple-Type", &keys[index], "Any-Type")
                    }
                    None => Ok(()),
                }
            }
            PType::Struct(_) => match keys.first() {
                Some(key) if !matches!(key, Value::Hash(_)) => {
                    specialization(0, "a Struct-Type", key, "Hash")
                }
                _ => Ok(()),
            },
            _ => Ok(()),
        }
    }

    /// `Resource[type, titles..]` and `File[titles..]`: a type name (a
    /// string or a resource type), then titles that are strings (undef
    /// and nested arrays are let through).
    fn check_resource_keys(
        &self,
        type_name: Option<&str>,
        keys: &[Value],
        key_exprs: &[Expr],
    ) -> Eval<()> {
        let Some(first_expr) = key_exprs.first() else {
            return Ok(());
        };
        let titles_from = match type_name {
            Some(_) => 0,
            None => match keys.first() {
                Some(Value::Str(_)) => 1,
                Some(Value::Type(t))
                    if matches!(t.as_ref(), PType::Resource(Some(_), _) | PType::Class(_)) =>
                {
                    1
                }
                Some(other) => {
                    let message = format!(
                        "Evaluation Error: First argument to Resource[] must be a resource type or a String. Got {}.",
                        other.type_label()
                    );
                    return Err(self.error(first_expr.span, message));
                }
                None => return Ok(()),
            },
        };
        let label = match type_name {
            Some(name) => format!("{name}-Type"),
            None => "Resource-Type".to_string(),
        };
        // Puppet blames the key at the bad title's place among the titles
        // (one further when flattening changed their number).
        let titles = &keys[titles_from.min(keys.len())..];
        let flat: Vec<Value> = flatten(titles)
            .into_iter()
            .filter(|k| !matches!(k, Value::Undef))
            .collect();
        let shift = usize::from(flat.len() != titles.len());
        for (index, bad) in flat.iter().enumerate() {
            if !matches!(bad, Value::Str(_)) {
                let at = key_exprs
                    .get(index + shift)
                    .map_or(first_expr.span, |e| e.span);
                let message = format!(
                    "Evaluation Error: Error creating type specialization of {}, Cannot use {} where a resource title String is expected",
                    a_an(&label),
                    bad.type_label()
                );
                return Err(self.error(at, message));
            }
        }
        Ok(())
    }

    /// Size bounds from key `first` on: integers or `default`, or a single
    /// Integer type.
    fn check_size_keys(
        &self,
        keys: &[Value],
        first: usize,
        key_exprs: &[Expr],
        span: Span,
    ) -> Eval<()> {
        let bounds = keys.get(first..).unwrap_or_default();
        let single_type =
            matches!(bounds, [Value::Type(t)] if matches!(t.as_ref(), PType::Integer(..)));
        if single_type {
            return Ok(());
        }
        for (offset, key) in bounds.iter().enumerate() {
            if !matches!(key, Value::Int(_) | Value::Default) {
                let at = key_exprs.get(first + offset).map_or(span, |e| e.span);
                return Err(self.error(
                    at,
                    format!(
                        "Evaluation Error: A Type's size constraint arguments must be a single Integer type, or 1-2 integers (or default). Got {}",
                        a_an(&model_label(key))
                    ),
                ));
            }
        }
        Ok(())
    }

    /// `Integer[from, to]` and `Float[from, to]` take one or two numbers
    /// (or `default`); Puppet names the first bad key by its Ruby class.
    fn check_range_keys(
        &self,
        base: &PType,
        keys: &[Value],
        key_exprs: &[Expr],
        span: Span,
    ) -> Eval<()> {
        let (label, wanted, accepts_float) = match base {
            PType::Integer(..) => ("Integer", "integers", false),
            PType::Float(..) => ("Float", "floats, or integers", true),
            _ => return Ok(()),
        };
        let keys = flatten(keys);
        if !(1..=2).contains(&keys.len()) {
            return Err(self.error(
                span,
                format!(
                    "Evaluation Error: {label}-Type supports [] with one or two arguments (from, to). Got {}",
                    keys.len()
                ),
            ));
        }
        for (index, key) in keys.iter().enumerate() {
            let fine = match key {
                Value::Int(_) | Value::Default => true,
                Value::Float(_) => accepts_float,
                _ => false,
            };
            if !fine {
                let at = key_exprs.get(index).map_or(span, |e| e.span);
                return Err(self.error(
                    at,
                    format!(
                        "Evaluation Error: {label}-Type [] requires all arguments to be {wanted} (or default). Got {}",
                        ruby_class(key)
                    ),
                ));
            }
        }
        Ok(())
    }
}

/// Puppet's label for a value in an operator's message: a type is
/// `Array-Type`, other values their type's name.
pub(in crate::eval) fn model_label(value: &Value) -> String {
    match value {
        Value::Type(t) => format!("{}-Type", t.without_instance()),
        other => other.type_label(),
    }
}

/// A size given as an Integer type (`Array[String, Integer[1, 2]]`) as
/// the bounds it stands for, at key `first`.
pub(super) fn sizes_of_integer_type(mut keys: Vec<Value>, first: usize) -> Vec<Value> {
    if keys.len() == first + 1
        && let Value::Type(t) = &keys[first]
        && let PType::Integer(min, max) = t.as_ref()
    {
        let (min, max) = (*min, *max);
        keys.truncate(first);
        keys.push(Value::Int(min.max(0)));
        keys.push(if max == i64::MAX {
            Value::Default
        } else {
            Value::Int(max)
        });
    }
    keys
}

/// Where `[start, count]` cuts a sequence of `len` (Puppet's slice: a
/// negative start counts from the end, a negative count ends that far
/// from the end, and a start before the first element shortens the count).
pub(super) fn slice_bounds(start: i64, count: i64, len: i64) -> (usize, usize) {
    let mut from = if start < 0 { len + start } else { start };
    let mut count = if count < 0 {
        len - from + count + 1
    } else {
        count
    };
    if from < 0 {
        count += from;
        from = 0;
    }
    if from > len || count < 0 {
        return (0, 0);
    }
    (from as usize, count as usize)
}
