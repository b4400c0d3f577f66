//! The types `type()` infers for values, as real types that match as
//! Puppet's do (`type($h) =~ Type[Hash]`): detailed (`Tuple`, `Struct`,
//! exact ranges), reduced (`Array[Integer[1, 2], 2, 2]`) and generalized
//! (`Array[Integer]`), with Puppet's common type of several values.

use crate::catalog::value::FloatBound;
use crate::catalog::{PType, Value};

/// How much detail `type()` keeps.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum Detail {
    Detailed,
    Reduced,
    Generalized,
}

/// The type of an empty collection's elements.
fn unit() -> PType {
    PType::other("Unit")
}

fn scalar_data() -> PType {
    PType::other("ScalarData")
}

/// The type of `value` with the given detail.
pub(super) fn infer(value: &Value, detail: Detail) -> PType {
    let detailed = infer_detailed(value);
    match detail {
        Detail::Detailed => detailed,
        Detail::Reduced => reduce(&detailed),
        Detail::Generalized => generalize(&detailed),
    }
}

fn infer_detailed(value: &Value) -> PType {
    // As deep as the value (bounded by the value limit): grow the stack.
    stacker::maybe_grow(64 * 1024, 1024 * 1024, || infer_value(value))
}

fn infer_value(value: &Value) -> PType {
    match value {
        Value::Undef => PType::Undef,
        Value::Default => PType::Default,
        Value::Bool(b) => PType::BooleanValue(*b),
        Value::Int(i) => PType::Integer(*i, *i),
        Value::Float(f) => PType::Float(FloatBound::new(*f), FloatBound::new(*f)),
        Value::Str(s) => PType::StringValue(s.to_string()),
        Value::Regex(r) => PType::Regexp(Some(r.to_string())),
        Value::Array(items) if items.is_empty() => PType::Array(Box::new(unit()), 0, 0),
        Value::Array(items) => PType::Tuple(items.iter().map(infer_detailed).collect(), None),
        Value::Hash(map) if map.is_empty() => PType::Hash(Box::new(unit()), Box::new(unit()), 0, 0),
        Value::Hash(map) if map.keys().all(|k| matches!(k, Value::Str(_))) => PType::Struct(
            map.iter()
                .map(|(k, v)| (k.to_string(), false, infer_detailed(v)))
                .collect(),
        ),
        Value::Hash(map) => {
            let n = map.len() as i64;
            PType::Hash(
                Box::new(variant_of(map.keys().map(infer_detailed).collect())),
                Box::new(variant_of(map.values().map(infer_detailed).collect())),
                n,
                n,
            )
        }
        Value::Type(t) => match t.as_ref() {
            PType::Instance(_) => PType::other(super::builtins::infer_text(value)),
            t => PType::Type(Box::new(t.clone())),
        },
        // A time's type is the range of just that time.
        Value::Timestamp(_) | Value::Timespan(_) => PType::Other(
            super::builtins::infer_text(value),
            vec![value.clone(), value.clone()],
        ),
        Value::Sensitive(_) | Value::Binary(_) | Value::Deferred(_) => {
            PType::other(super::builtins::infer_text(value))
        }
        Value::Object(..) => super::pcore_objects::object_type(value),
        Value::UserObject(o) => PType::Object(o.ty.clone()),
        Value::Iterator(it) => PType::Iterator(Some(Box::new(it.element_type.clone()))),
    }
}

/// The type of the elements an iterator of `values` produces: the
/// distinct detailed types of the values (`Unit` for none).
pub(super) fn elements_type<'a>(values: impl Iterator<Item = &'a Value>) -> PType {
    let types: Vec<PType> = values.map(infer_detailed).collect();
    if types.is_empty() {
        unit()
    } else {
        variant_of(types)
    }
}

/// A type made general as Puppet's types make themselves (how an
/// iterator prints its element type): ranges, sizes and values dropped
/// but the structure kept, so a tuple stays a tuple (unlike
/// `type($v, 'generalized')`, which infers anew).
pub(super) fn generalized_structure(t: &PType) -> PType {
    stacker::maybe_grow(64 * 1024, 1024 * 1024, || generalized_structure_of(t))
}

fn generalized_structure_of(t: &PType) -> PType {
    let string = PType::String(0, i64::MAX);
    let inner = |t: &PType| Box::new(generalized_structure(t));
    match t {
        PType::Integer(..) => PType::Integer(i64::MIN, i64::MAX),
        PType::Float(..) => PType::Float(FloatBound::MIN, FloatBound::MAX),
        PType::String(..) | PType::StringValue(_) => string,
        // An enum generalizes to the lengths of its values.
        PType::Enum(values) | PType::EnumCaseless(values) => {
            let lengths = values.iter().map(|v| v.chars().count() as i64);
            match (lengths.clone().min(), lengths.max()) {
                (Some(min), Some(max)) => PType::String(min, max),
                _ => string,
            }
        }
        PType::BooleanValue(_) => PType::Boolean,
        PType::Collection(..) => PType::Collection(0, i64::MAX),
        PType::Array(e, ..) => PType::Array(inner(e), 0, i64::MAX),
        PType::Hash(k, v, 0, 0) if **k == unit() && **v == unit() => t.clone(),
        PType::Hash(k, v, ..) => PType::Hash(inner(k), inner(v), 0, i64::MAX),
        PType::Tuple(ts, size) => {
            PType::Tuple(ts.iter().map(generalized_structure).collect(), *size)
        }
        PType::Struct(fields) => PType::Struct(
            fields
                .iter()
                .map(|(k, optional, t)| (k.clone(), *optional, generalized_structure(t)))
                .collect(),
        ),
        PType::Variant(ts) => {
            let mut flat = Vec::new();
            for t in ts.iter().map(generalized_structure) {
                match t {
                    PType::Variant(members) => flat.extend(members),
                    other => flat.push(other),
                }
            }
            variant_of(flat)
        }
        PType::Optional(t) => PType::Optional(inner(t)),
        PType::NotUndef(t) => PType::NotUndef(inner(t)),
        PType::Type(t) => PType::Type(inner(t)),
        PType::Iterable(t) => PType::Iterable(inner(t)),
        PType::Iterator(t) => PType::Iterator(t.as_deref().map(inner)),
        other => other.clone(),
    }
}

/// The distinct types (as shown), one alone or as a variant.
/// (Hashed: an iterator over a large array asks this of all its values.)
fn variant_of(types: Vec<PType>) -> PType {
    let mut seen = rustc_hash::FxHashSet::default();
    let mut distinct: Vec<PType> = Vec::new();
    for t in types {
        if !seen.contains(&t) {
            seen.insert(t.clone());
            distinct.push(t);
        }
    }
    match distinct.len() {
        1 => distinct.remove(0),
        _ => PType::Variant(distinct),
    }
}

/// `type(v, 'reduced')`: a tuple is an array and a struct a hash of
/// their members' common type, sized exactly.
fn reduce(t: &PType) -> PType {
    stacker::maybe_grow(64 * 1024, 1024 * 1024, || reduce_type(t))
}

fn reduce_type(t: &PType) -> PType {
    match t {
        PType::Tuple(ts, None) => {
            let n = ts.len() as i64;
            let reduced: Vec<PType> = ts.iter().map(reduce).collect();
            PType::Array(Box::new(common(&reduced, Detail::Reduced)), n, n)
        }
        PType::Struct(fields) => {
            let n = fields.len() as i64;
            let keys: Vec<PType> = fields
                .iter()
                .map(|(k, _, _)| PType::StringValue(k.clone()))
                .collect();
            let values: Vec<PType> = fields.iter().map(|(_, _, t)| reduce(t)).collect();
            PType::Hash(
                Box::new(common(&keys, Detail::Reduced)),
                Box::new(common(&values, Detail::Reduced)),
                n,
                n,
            )
        }
        PType::Hash(k, v, min, max) => PType::Hash(
            Box::new(common(&members(k), Detail::Reduced)),
            Box::new(common(&members(v), Detail::Reduced)),
            *min,
            *max,
        ),
        other => other.clone(),
    }
}

/// `type(v, 'generalized')`: no ranges, sizes or values.
fn generalize(t: &PType) -> PType {
    stacker::maybe_grow(64 * 1024, 1024 * 1024, || generalize_type(t))
}

fn generalize_type(t: &PType) -> PType {
    match t {
        PType::Integer(..) => PType::Integer(i64::MIN, i64::MAX),
        PType::Float(..) => PType::Float(FloatBound::MIN, FloatBound::MAX),
        PType::StringValue(_) => PType::String(0, i64::MAX),
        PType::BooleanValue(_) => PType::Boolean,
        PType::Enum(_) => PType::String(0, i64::MAX),
        PType::Array(e, 0, 0) if **e == unit() => PType::Array(Box::new(unit()), 0, i64::MAX),
        PType::Array(e, ..) => PType::Array(Box::new(generalize(e)), 0, i64::MAX),
        PType::Tuple(ts, _) => PType::Array(
            Box::new(generalize(&common(ts, Detail::Generalized))),
            0,
            i64::MAX,
        ),
        PType::Struct(fields) => {
            let values: Vec<PType> = fields.iter().map(|(_, _, t)| t.clone()).collect();
            // The keys' lengths, as a string type (one key's: any).
            let keys: Vec<PType> = fields
                .iter()
                .map(|(k, _, _)| PType::StringValue(k.clone()))
                .collect();
            PType::Hash(
                Box::new(generalize(&common(&keys, Detail::Generalized))),
                Box::new(generalize(&common(&values, Detail::Generalized))),
                0,
                i64::MAX,
            )
        }
        PType::Hash(k, _, 0, 0) if **k == unit() => t.clone(),
        PType::Hash(k, v, ..) => PType::Hash(
            Box::new(generalize(&common(&members(k), Detail::Generalized))),
            Box::new(generalize(&common(&members(v), Detail::Generalized))),
            0,
            i64::MAX,
        ),
        PType::Type(inner) => PType::Type(Box::new(generalize(inner))),
        PType::Iterator(inner) => {
            PType::Iterator(inner.as_deref().map(|t| Box::new(generalized_structure(t))))
        }
        // `Timestamp['...']` is a `Timestamp`.
        PType::Other(text, _)
            if text.starts_with("Timestamp[") || text.starts_with("Timespan[") =>
        {
            PType::other(text.split('[').next().unwrap_or_default().to_string())
        }
        PType::Variant(ts) => generalize(&common(ts, Detail::Generalized)),
        other => other.clone(),
    }
}

fn members(t: &PType) -> Vec<PType> {
    match t {
        PType::Variant(ts) => ts.clone(),
        other => vec![other.clone()],
    }
}

/// The common type of several types, as Puppet's type calculator finds
/// it: ranges widened, integers and floats `Numeric`, strings an enum of
/// their values (reduced) or their lengths (generalized), other scalars
/// `ScalarData`; undef joins anything.
fn common(types: &[PType], detail: Detail) -> PType {
    stacker::maybe_grow(64 * 1024, 1024 * 1024, || common_of(types, detail))
}

fn common_of(types: &[PType], detail: Detail) -> PType {
    let defined: Vec<&PType> = types.iter().filter(|t| **t != PType::Undef).collect();
    let Some(first) = defined.first() else {
        return types.first().cloned().unwrap_or_else(unit);
    };
    // The same type throughout is that type (one string value too, which
    // generalizes to String).
    if defined.iter().all(|t| match t {
        PType::StringValue(_) => *t == *first,
        _ => t.to_string() == first.to_string(),
    }) {
        return (*first).clone();
    }
    let all = |f: fn(&PType) -> bool| defined.iter().all(|t| f(t));
    if all(|t| matches!(t, PType::Integer(..))) {
        let lo = defined.iter().filter_map(|t| match t {
            PType::Integer(lo, _) => Some(*lo),
            _ => None,
        });
        let hi = defined.iter().filter_map(|t| match t {
            PType::Integer(_, hi) => Some(*hi),
            _ => None,
        });
        return PType::Integer(lo.min().unwrap_or(0), hi.max().unwrap_or(0));
    }
    if all(|t| matches!(t, PType::Float(..))) {
        let bounds: Vec<(f64, f64)> = defined
            .iter()
            .filter_map(|t| match t {
                PType::Float(lo, hi) => Some((lo.get(), hi.get())),
                _ => None,
            })
            .collect();
        let lo = bounds.iter().map(|b| b.0).fold(f64::INFINITY, f64::min);
        let hi = bounds.iter().map(|b| b.1).fold(f64::NEG_INFINITY, f64::max);
        return PType::Float(FloatBound::new(lo), FloatBound::new(hi));
    }
    if all(|t| matches!(t, PType::Integer(..) | PType::Float(..) | PType::Numeric)) {
        return PType::Numeric;
    }
    if all(|t| {
        matches!(
            t,
            PType::StringValue(_) | PType::Enum(_) | PType::String(..)
        )
    }) {
        let values: Vec<String> = defined
            .iter()
            .flat_map(|t| match t {
                PType::StringValue(s) => vec![s.clone()],
                PType::Enum(vs) => vs.clone(),
                _ => Vec::new(),
            })
            .collect();
        let only_values = all(|t| matches!(t, PType::StringValue(_) | PType::Enum(_)));
        if detail == Detail::Reduced && only_values {
            let mut distinct: Vec<String> = Vec::new();
            for v in values {
                if !distinct.contains(&v) {
                    distinct.push(v);
                }
            }
            return match distinct.len() {
                1 => PType::StringValue(distinct.remove(0)),
                _ => PType::Enum(distinct),
            };
        }
        // One string's type generalizes to any string; several
        // strings' (an enum) to their lengths.
        if only_values && values.iter().all(|v| *v == values[0]) {
            return PType::String(0, i64::MAX);
        }
        if only_values {
            let lens = values.iter().map(|v| v.chars().count() as i64);
            let (lo, hi) = lens.fold((i64::MAX, 0), |(lo, hi), n| (lo.min(n), hi.max(n)));
            return PType::String(lo, hi);
        }
        return PType::String(0, i64::MAX);
    }
    let scalar = |t: &PType| {
        matches!(
            t,
            PType::Integer(..)
                | PType::Float(..)
                | PType::Numeric
                | PType::StringValue(_)
                | PType::String(..)
                | PType::Enum(_)
                | PType::BooleanValue(_)
                | PType::Boolean
        ) || *t == scalar_data()
    };
    if defined.iter().all(|t| scalar(t)) {
        return scalar_data();
    }
    let arrays: Option<Vec<PType>> = defined
        .iter()
        .map(|t| match t {
            PType::Tuple(ts, None) => Some(common(ts, detail)),
            PType::Array(e, ..) => Some(e.as_ref().clone()),
            _ => None,
        })
        .collect();
    if let Some(elements) = arrays {
        return PType::Array(Box::new(common(&elements, detail)), 0, i64::MAX);
    }
    if defined
        .iter()
        .all(|t| matches!(t, PType::Struct(_) | PType::Hash(..)))
    {
        return PType::Hash(Box::new(PType::Any), Box::new(PType::Any), 0, i64::MAX);
    }
    // Scalars and collections of them together are data.
    if defined.iter().all(|t| is_data(t)) {
        return PType::Data;
    }
    PType::Any
}

/// Whether every value of a type is data: scalars (not regexps), undef,
/// and arrays and string-keyed hashes of data.
fn is_data(t: &PType) -> bool {
    match t {
        PType::Integer(..)
        | PType::Float(..)
        | PType::Numeric
        | PType::StringValue(_)
        | PType::String(..)
        | PType::Enum(_)
        | PType::BooleanValue(_)
        | PType::Boolean
        | PType::Undef
        | PType::Data => true,
        PType::Other(name, _) => name == "ScalarData" || name == "Unit",
        PType::Array(e, ..) => is_data(e),
        PType::Tuple(ts, _) => ts.iter().all(is_data),
        PType::Struct(fields) => fields.iter().all(|(_, _, t)| is_data(t)),
        PType::Hash(k, v, ..) => is_data(k) && is_data(v),
        PType::Variant(ts) => ts.iter().all(is_data),
        _ => false,
    }
}
