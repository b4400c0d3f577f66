//! Assignability of types, as Puppet's `<`, `<=`, `Type[...]` and
//! instance checks of types ask: ranges within ranges, structs within
//! hashes, the exact types `type()` infers, resource and class
//! references, and the ranges of timestamps and timespans.

use crate::catalog::value::unbounded;
use crate::catalog::{PType, Value};

/// Whether every value of type `actual` is also of type `expected`, as
/// Puppet's `<` and `<=` on types ask.
pub(super) fn assignable(expected: &PType, actual: &PType) -> bool {
    use PType as T;
    // (Unbounded, given so or not, is unbounded.)
    let open = |max: i64| if unbounded(max) { i64::MAX } else { max };
    let within = |min: i64, max: i64, amin: i64, amax: i64| amin >= min && open(amax) <= open(max);
    match (expected, actual) {
        (T::Any, _) => true,
        (T::Alias(_, inner), other) | (other, T::Alias(_, inner)) if other != inner.as_ref() => {
            assignable(
                if matches!(expected, T::Alias(..)) {
                    inner
                } else {
                    expected
                },
                if matches!(actual, T::Alias(..)) {
                    inner
                } else {
                    actual
                },
            )
        }
        (_, T::Variant(ts)) => ts.iter().all(|t| assignable(expected, t)),
        (T::Variant(ts), other) => ts.iter().any(|t| assignable(t, other)),
        (T::Optional(inner), other) => matches!(other, T::Undef) || assignable(inner, other),
        (T::Numeric, T::Integer(..) | T::Float(..) | T::Numeric) => true,
        (T::Integer(min, max), T::Integer(amin, amax)) => within(*min, *max, *amin, *amax),
        (T::Float(min, max), T::Float(amin, amax)) => {
            min.get() <= amin.get() && amax.get() <= max.get()
        }
        (T::String(min, max), T::String(amin, amax)) => within(*min, *max, *amin, *amax),
        (T::String(0, i64::MAX), T::Enum(_) | T::Pattern(_)) => true,
        // The types `type()` infers for a string or a boolean.
        (T::String(min, max), T::StringValue(s)) => {
            let n = s.chars().count() as i64;
            within(*min, *max, n, n)
        }
        (T::Enum(names), T::StringValue(s)) => names.contains(s),
        (T::Pattern(patterns), T::StringValue(s)) => patterns.iter().any(|p| {
            regex_lite::Regex::new(&super::builtins::ruby_regex(p)).is_ok_and(|re| re.is_match(s))
        }),
        (T::EnumCaseless(names), T::StringValue(s)) => {
            names.iter().any(|n| n.eq_ignore_ascii_case(s))
        }
        (T::Boolean, T::BooleanValue(_)) => true,
        (T::Scalar, T::StringValue(_) | T::BooleanValue(_)) => true,
        (T::Iterable(e), T::StringValue(_)) => assignable(e, &T::String(0, i64::MAX)),
        // An unparameterized type of those spaceship names only
        // (`Sensitive`, `Timestamp`) takes its parameterized forms.
        (T::Other(base, _), T::Other(name, _))
            if !base.contains('[') && name.split('[').next() == Some(base.as_str()) =>
        {
            true
        }
        // The elements of an empty collection.
        (_, T::Other(name, _)) if name == "Unit" => true,
        // An object type made in Puppet code is its ancestors' and an Object.
        (T::Object(ancestor), T::Object(object)) => object.descends_from(ancestor),
        (T::Other(name, _), T::Object(_)) => name == "Object" || name == "RichData",
        (T::Hash(k, v, min, max), T::Struct(fields)) => {
            let required = fields.iter().filter(|(_, optional, _)| !optional).count() as i64;
            within(*min, *max, required, fields.len() as i64)
                && fields.iter().all(|(name, _, t)| {
                    assignable(k, &T::StringValue(name.clone())) && assignable(v, t)
                })
        }
        (T::Struct(expected_fields), T::Struct(fields)) => {
            fields
                .iter()
                .all(|(name, _, _)| expected_fields.iter().any(|(e, _, _)| e == name))
                && expected_fields.iter().all(|(name, optional, t)| {
                    match fields.iter().find(|(n, _, _)| n == name) {
                        Some((_, _, actual)) => assignable(t, actual),
                        None => *optional,
                    }
                })
        }
        (T::Tuple(ts, None), T::Tuple(..)) if ts.is_empty() => true,
        (T::Tuple(ts, None), T::Tuple(actual, None)) => {
            ts.len() == actual.len() && ts.iter().zip(actual).all(|(t, a)| assignable(t, a))
        }
        (T::Enum(names), T::Enum(others)) => others.iter().all(|o| names.contains(o)),
        (T::Regexp(None), T::Regexp(_)) => true,
        (T::Iterable(e), T::Array(x, ..) | T::Iterable(x)) => assignable(e, x),
        (T::Iterable(e), T::Iterator(x)) => assignable(e, T::iterator_element(x)),
        (T::Iterator(e), T::Iterator(x)) => {
            assignable(T::iterator_element(e), T::iterator_element(x))
        }
        (T::Iterable(e), T::Hash(..) | T::Struct(_) | T::Tuple(..)) => **e == T::Any,
        (T::Iterable(e), T::String(..) | T::Enum(_)) => assignable(e, &T::String(0, i64::MAX)),
        (
            T::Scalar,
            T::Integer(..)
            | T::Float(..)
            | T::Numeric
            | T::String(..)
            | T::Enum(_)
            | T::Pattern(_)
            | T::Boolean
            | T::Regexp(_)
            | T::Scalar,
        ) => true,
        (T::Scalar, T::Other(name, _)) if name == "ScalarData" => true,
        // ScalarData: integers, floats, strings and booleans.
        (T::Other(name, _), other) if name == "ScalarData" => match other {
            T::Other(other, _) => other == "ScalarData",
            _ => {
                matches!(
                    other,
                    T::Integer(..) | T::Float(..) | T::Numeric | T::Boolean | T::BooleanValue(_)
                ) || assignable(&T::String(0, i64::MAX), other)
            }
        },
        // RichData holds every value spaceship makes, but callables.
        (T::Other(name, _), other) if name == "RichData" => {
            !matches!(other, T::Callable) && !other.to_string().starts_with("Callable[")
        }
        (T::Data, T::Undef | T::Data) => true,
        (T::Data, T::Array(e, ..)) => assignable(expected, e),
        (T::Data, T::Hash(k, v, ..)) => {
            assignable(&T::String(0, i64::MAX), k) && assignable(expected, v)
        }
        (T::Data, other) => assignable(&T::other("ScalarData"), other),
        (T::Collection(min, max), other) => {
            let (amin, amax) = match other {
                T::Array(_, amin, amax) | T::Hash(_, _, amin, amax) | T::Collection(amin, amax) => {
                    (*amin, *amax)
                }
                T::Tuple(ts, size) => size.unwrap_or((ts.len() as i64, ts.len() as i64)),
                T::Struct(fields) => (
                    fields.iter().filter(|(_, optional, _)| !optional).count() as i64,
                    fields.len() as i64,
                ),
                _ => return false,
            };
            within(*min, *max, amin, amax)
        }
        (T::Array(e, min, max), T::Array(ae, amin, amax)) => {
            within(*min, *max, *amin, *amax) && assignable(e, ae)
        }
        (T::Array(e, min, max), T::Tuple(ts, size)) => {
            let (amin, amax) = super::mismatch::tuple_size(ts, *size);
            within(*min, *max, amin, amax) && ts.iter().all(|t| assignable(e, t))
        }
        (T::Hash(k, v, min, max), T::Hash(ak, av, amin, amax)) => {
            within(*min, *max, *amin, *amax) && assignable(k, ak) && assignable(v, av)
        }
        (T::Type(inner), T::Type(other)) => assignable(inner, other),
        (T::Resource(..) | T::Class(_) | T::CatalogEntry, _) => type_assignable(expected, actual),
        (a, b) => a == b,
    }
}

/// Whether type `actual` is assignable to `expected` (for `Type[...]`).
pub(super) fn type_assignable(expected: &PType, actual: &PType) -> bool {
    // A class reference given as an attribute is a resource, not a class.
    if let (PType::Class(_), PType::Instance(inner)) = (expected, actual)
        && matches!(inner.as_ref(), PType::Class(_))
    {
        return false;
    }
    // A class reference given as an attribute is a resource instance.
    if let (PType::Resource(None, _), PType::Instance(inner)) = (expected, actual)
        && matches!(inner.as_ref(), PType::Class(_))
    {
        return true;
    }
    match (expected, actual.without_instance()) {
        (PType::Alias(_, inner), other) => type_assignable(inner, other),
        (PType::Any, _) => true,
        (PType::CatalogEntry, PType::Resource(..) | PType::Class(_)) => true,
        (PType::Resource(None, _), PType::Resource(..)) => true,
        (PType::Resource(Some(a), None), PType::Resource(Some(b), _)) => a.eq_ignore_ascii_case(b),
        (PType::Resource(Some(a), Some(t)), PType::Resource(Some(b), Some(u))) => {
            a.eq_ignore_ascii_case(b) && t == u
        }
        (PType::Class(None), PType::Class(_)) => true,
        (PType::Class(Some(a)), PType::Class(Some(b))) => a == b,
        (PType::Optional(inner), other) => type_assignable(inner, other),
        (PType::Variant(ts), other) => ts.iter().any(|t| type_assignable(t, other)),
        // Data types: a narrower type is a `Type[Wider]` (`Integer[1, 5]`
        // is a `Type[Integer]`).
        // (`assignable` hands resource types back here: not for those.)
        (a, b) => {
            a == b
                || (!matches!(
                    a,
                    PType::Resource(..) | PType::Class(_) | PType::CatalogEntry
                ) && assignable(a, b))
        }
    }
}

/// Whether a time in nanoseconds is within `Timestamp[from, to]` or
/// `Timespan[from, to]`, given the type's bounds as made (an open end is
/// `default` or not given).
pub(super) fn time_within(bounds: &[Value], nanos: i128) -> bool {
    let bound = |index: usize| match bounds.get(index) {
        Some(Value::Timespan(n) | Value::Timestamp(n)) => Some(*n),
        _ => None,
    };
    bound(0).is_none_or(|from| nanos >= from) && bound(1).is_none_or(|to| nanos <= to)
}
