//! Type mismatch descriptions in Puppet's words: "expects an Integer
//! value, got String", "expects a match for Enum['a', 'b'], got 'c'",
//! "entry 'name' expects ...", "expects size to be at least 2, got 1".

use super::Compiler;
use super::expr::a_an;
use crate::catalog::value::FloatBound;
use crate::catalog::{PType, Value};

/// The name of a type without its parameters, to compare kinds.
fn base(t: &PType) -> &'static str {
    match t {
        PType::Integer(..) => "Integer",
        PType::Float(..) => "Float",
        PType::String(..) | PType::Enum(_) | PType::EnumCaseless(_) | PType::Pattern(_) => "String",
        PType::Array(..) | PType::Tuple(..) => "Array",
        PType::Hash(..) | PType::Struct(_) => "Hash",
        PType::Boolean => "Boolean",
        PType::Regexp(_) => "Regexp",
        PType::Resource(..) => "Resource",
        PType::Class(_) => "Class",
        PType::Alias(_, inner) => base(inner),
        _ => "",
    }
}

/// The general type of a value, as mismatch messages name it.
pub(super) fn general(value: &Value) -> String {
    match value {
        // Puppet infers a non-empty array as a Tuple and a hash with string
        // keys as a Struct, and names only that when the kind is wrong.
        Value::Array(items) if !items.is_empty() => "Tuple".into(),
        Value::Hash(m) if !m.is_empty() && m.keys().all(|k| matches!(k, Value::Str(_))) => {
            "Struct".into()
        }
        // A reference generalizes to its kind of type.
        // Any other type value is named by its type's kind: `Type[Struct]`.
        Value::Type(t) => match t.without_instance() {
            PType::Resource(..) => "Type[Resource]".into(),
            PType::Class(_) => "Type[Class]".into(),
            t => {
                let text = t.to_string();
                format!("Type[{}]", text.split('[').next().unwrap_or(&text))
            }
        },
        // A Sensitive value's type names its contents' general type.
        Value::Sensitive(inner) => format!("Sensitive[{}]", general(inner)),
        // An object by its type's name.
        Value::UserObject(o) => o.ty.label().to_string(),
        Value::Iterator(it) => format!("Iterator[{}]", it.general_type),
        other => other.type_label(),
    }
}

/// The precise type of a value, for when it has the expected kind.
fn detailed(value: &Value) -> String {
    match value {
        // Puppet details integers ("got Integer[-1, -1]") but not strings.
        Value::Int(i) => format!("Integer[{i}, {i}]"),
        Value::Float(f) => {
            let f = crate::catalog::value::format_float(*f);
            format!("Float[{f}, {f}]")
        }
        Value::Regex(r) => format!("Regexp[/{r}/]"),
        other => general(other),
    }
}

/// Whether a description is of the value itself ("expects an Integer
/// value"), not of its size or of something inside it.
fn at_value(why: &str) -> bool {
    why.starts_with("expects ")
        && !why.starts_with("expects size")
        && !why.starts_with("expects a value for key")
}

/// A type as Puppet writes it in full, an alias with its definition.
fn expanded(t: &PType) -> String {
    match t {
        PType::Alias(name, inner) => format!("{name} = {inner}"),
        other => other.to_string(),
    }
}

/// A type's name without its parameters, as Puppet shortens it when the
/// value is of another kind altogether: `Integer`, `Enum`, `MyAlias`;
/// wrapper types keep their inner type's name (`Optional[String]`).
fn short_name(t: &PType) -> String {
    let wrapped = |wrapper: &str, inner: &PType| match inner {
        PType::Any => wrapper.to_string(),
        inner => format!("{wrapper}[{}]", short_name(inner)),
    };
    match t {
        PType::Optional(inner) => wrapped("Optional", inner),
        PType::NotUndef(inner) => wrapped("NotUndef", inner),
        PType::Type(inner) => wrapped("Type", inner),
        PType::Iterable(inner) => wrapped("Iterable", inner),
        PType::Iterator(inner) => wrapped("Iterator", PType::iterator_element(inner)),
        // Sensitive keeps its inner type's name, as Optional does.
        PType::Other(name, _) if name.starts_with("Sensitive[") => {
            let inner = &name["Sensitive[".len()..name.len() - 1];
            format!("Sensitive[{}]", inner.split('[').next().unwrap_or(inner))
        }
        PType::Alias(name, _) | PType::Other(name, _) => name.clone(),
        PType::Resource(..) => "Resource".to_string(),
        other => {
            let text = other.to_string();
            match text.split_once('[') {
                Some((name, _)) => name.to_string(),
                None => text,
            }
        }
    }
}

/// "a value of type A or B" / "a value of type A, B, or C".
fn alternatives(types: &[String]) -> String {
    match types {
        [] => "a value".to_string(),
        [one] => format!("a value of type {one}"),
        [a, b] => format!("a value of type {a} or {b}"),
        [init @ .., last] => format!("a value of type {}, or {last}", init.join(", ")),
    }
}

impl Compiler {
    /// The variants' mismatches: those at the value itself merge into one
    /// line; one deeper inside (an index, an entry) keeps a line per variant.
    fn describe_variant(&self, types: &[PType], value: &Value) -> String {
        let each: Vec<String> = types
            .iter()
            .map(|t| self.describe_mismatch(t, value))
            .collect();
        if each.iter().all(|d| d.starts_with("expects ")) {
            // Puppet details the types and the value when the value is of
            // one of the expected kinds (or an alias is expected); else it
            // names the kinds only.
            // (An iterable value counts as of `Iterable`'s kind.)
            let iterable = PType::Iterable(Box::new(PType::Any));
            let aliased = types.iter().any(|t| {
                matches!(t, PType::Alias(..))
                    || matches!(t, PType::Iterable(_)) && self.instance_of(&iterable, value)
            });
            let same_kind = types
                .iter()
                .any(|t| !base(t).is_empty() && base(t) == base(&self.value_type_base(value)));
            if aliased || same_kind {
                let names: Vec<String> = types.iter().map(expanded).collect();
                // (Puppet names an iterator by its kind alone here.)
                let got = match value {
                    _ if same_kind => detailed(value),
                    Value::Iterator(_) => "Iterator".into(),
                    _ => general(value),
                };
                format!("expects {}, got {got}", alternatives(&names))
            } else {
                let mut names: Vec<String> = Vec::new();
                for name in types.iter().map(short_name) {
                    if !names.contains(&name) {
                        names.push(name);
                    }
                }
                format!("expects {}, got {}", alternatives(&names), general(value))
            }
        } else {
            // Each of a variant's reasons is told as the variant's.
            each.iter()
                .enumerate()
                .flat_map(|(i, d)| d.lines().map(move |line| format!("variant {i} {line}")))
                .collect::<Vec<_>>()
                .join("\n")
        }
    }

    /// Every reason `value` is not an instance of `expected`, one a line
    /// as Puppet lists them: each element of an array or tuple of the
    /// right size, each entry of a hash or struct.
    pub(super) fn describe_mismatches(&self, expected: &PType, value: &Value) -> Vec<String> {
        let elements = match (expected, value) {
            (PType::Array(elem, min, max), Value::Array(items))
                if (*min..=*max).contains(&(items.len() as i64)) =>
            {
                Some(vec![elem.as_ref().clone(); items.len()])
            }
            (PType::Tuple(types, size), Value::Array(items)) if !types.is_empty() => {
                let (min, max) = tuple_size(types, *size);
                let n = items.len();
                ((min..=max).contains(&(n as i64))).then(|| {
                    (0..n)
                        .map(|i| types[i.min(types.len() - 1)].clone())
                        .collect()
                })
            }
            _ => None,
        };
        if let (Some(types), Value::Array(items)) = (elements, value) {
            let found: Vec<String> = items
                .iter()
                .zip(&types)
                .enumerate()
                .filter(|(_, (item, t))| !self.instance_of(t, item))
                .flat_map(|(i, (item, t))| {
                    self.describe_mismatches(t, item)
                        .into_iter()
                        .map(move |why| format!("index {i} {why}"))
                })
                .collect();
            if !found.is_empty() {
                return found;
            }
        }
        self.describe_mismatch(expected, value)
            .lines()
            .map(String::from)
            .collect()
    }

    /// Why `value` is not an instance of `expected`, without the subject
    /// ("parameter 'x' " is prepended by the caller).
    pub(super) fn describe_mismatch(&self, expected: &PType, value: &Value) -> String {
        match (expected, value) {
            // An alias of an alias: the innermost name is shown.
            (PType::Alias(_, inner), _) if matches!(**inner, PType::Alias(..)) => {
                self.describe_mismatch(inner, value)
            }
            // Puppet describes the aliased type; only a mismatch at the
            // value itself names the alias, with its definition.
            (PType::Alias(name, inner), _) => {
                let why = self.describe_mismatch(inner, value);
                let definition = format!("{name} = {inner}");
                if let Some(rest) = why.strip_prefix("expects a match for ") {
                    let got = rest.rsplit_once(", got ").map_or("", |(_, got)| got);
                    return format!("expects a match for {definition}, got {got}");
                }
                if !at_value(&why) {
                    return why;
                }
                let got = if !base(inner).is_empty()
                    && base(inner) == base(&self.value_type_base(value))
                {
                    detailed(value)
                } else if let Value::Iterator(_) = value {
                    // (Puppet names an iterator by its kind alone here.)
                    "Iterator".to_string()
                } else {
                    general(value)
                };
                format!("expects {} value, got {got}", a_an(&definition))
            }
            (PType::Enum(_) | PType::Pattern(_), Value::Str(s)) => {
                format!("expects a match for {expected}, got '{s}'")
            }
            (PType::Enum(_) | PType::Pattern(_), _) => {
                format!("expects a match for {expected}, got {}", general(value))
            }
            (PType::Tuple(types, size), Value::Array(items)) => {
                let (min, max) = tuple_size(types, *size);
                let n = items.len() as i64;
                if n < min || n > max {
                    return format!("expects size to be {}, got {n}", size_range(min, max));
                }
                let type_at = |i: usize| {
                    types
                        .get(i.min(types.len().saturating_sub(1)))
                        .unwrap_or(&PType::Any)
                };
                match items
                    .iter()
                    .enumerate()
                    .position(|(i, item)| !self.instance_of(type_at(i), item))
                {
                    Some(index) => format!(
                        "index {index} {}",
                        self.describe_mismatch(type_at(index), &items[index])
                    ),
                    None => format!(
                        "expects {} value, got {}",
                        a_an(&expected.to_string()),
                        general(value)
                    ),
                }
            }
            // Puppet reads `Variant[Undef, X]` as `Optional[X]`.
            (PType::Variant(types), _) if types.contains(&PType::Undef) => {
                let mut rest: Vec<PType> = types
                    .iter()
                    .filter(|t| **t != PType::Undef)
                    .cloned()
                    .collect();
                let inner = match rest.len() {
                    1 => rest.remove(0),
                    _ => PType::Variant(rest),
                };
                self.describe_mismatch(&PType::Optional(Box::new(inner)), value)
            }
            // An optional enum or pattern is "an undef value or a match".
            (PType::Optional(inner), _)
                if matches!(
                    inner.as_ref(),
                    PType::Enum(_) | PType::EnumCaseless(_) | PType::Pattern(_)
                ) =>
            {
                let got = match value {
                    Value::Str(s) => format!("'{s}'"),
                    other => general(other),
                };
                format!("expects an undef value or a match for {inner}, got {got}")
            }
            // Undef joins an optional variant's alternatives, first.
            (PType::Optional(inner), _) if matches!(inner.as_ref(), PType::Variant(_)) => {
                let PType::Variant(types) = inner.as_ref() else {
                    unreachable!("matched above")
                };
                let mut all = vec![PType::Undef];
                all.extend(types.iter().cloned());
                self.describe_variant(&all, value)
            }
            // Puppet describes the optional type's own mismatch; only one
            // at the value itself names the whole Optional.
            (PType::Optional(inner), _) => {
                let inner_why = self.describe_mismatch(inner, value);
                if at_value(&inner_why) {
                    format!(
                        "expects {}, got {}",
                        alternatives(&["Undef".into(), inner.to_string()]),
                        general(value)
                    )
                } else {
                    inner_why
                }
            }
            // Puppet merges the variants' mismatches into the first one's
            // kind: a string that first fails an enum or pattern is "no
            // match" for the whole variant.
            (PType::Variant(types), Value::Str(s))
                if matches!(types.first(), Some(PType::Enum(_) | PType::Pattern(_))) =>
            {
                format!("expects a match for {expected}, got '{s}'")
            }
            (PType::Variant(types), _) => self.describe_variant(types, value),
            (PType::Array(elem, min, max), Value::Array(items)) => {
                let n = items.len() as i64;
                if n < *min || n > *max {
                    return format!("expects size to be {}, got {n}", size_range(*min, *max));
                }
                match items.iter().position(|i| !self.instance_of(elem, i)) {
                    Some(index) => format!(
                        "index {index} {}",
                        self.describe_mismatch(elem, &items[index])
                    ),
                    None => format!(
                        "expects {} value, got {}",
                        a_an(&expected.to_string()),
                        general(value)
                    ),
                }
            }
            (PType::Hash(k, v, min, max), Value::Hash(map)) => {
                let n = map.len() as i64;
                if n < *min || n > *max {
                    return format!("expects size to be {}, got {n}", size_range(*min, *max));
                }
                // Puppet reports every entry of the wrong type, one a line.
                let mut problems = Vec::new();
                for (key, val) in map.iter() {
                    if !self.instance_of(k, key) {
                        // A key of the wrong kind: Puppet names the whole
                        // hash's inferred type.
                        return format!(
                            "expects {} value, got Hash[{}, {}]",
                            a_an(&expected.to_string()),
                            common_type(map.keys()),
                            common_type(map.values())
                        );
                    }
                    if !self.instance_of(v, val) {
                        problems.push(format!("entry '{key}' {}", self.describe_mismatch(v, val)));
                    }
                }
                if !problems.is_empty() {
                    return problems.join("\n");
                }
                format!(
                    "expects {} value, got {}",
                    a_an(&expected.to_string()),
                    general(value)
                )
            }
            // An empty hash is not a struct to Puppet, only a size.
            (PType::Struct(fields), Value::Hash(map)) if map.is_empty() => {
                let required = fields
                    .iter()
                    .filter(|(_, optional, t)| !optional && !self.instance_of(t, &Value::Undef))
                    .count() as i64;
                if required > 0 {
                    let range = size_range(required, fields.len() as i64);
                    format!("expects size to be {range}, got 0")
                } else {
                    format!(
                        "expects {} value, got {}",
                        a_an(&expected.to_string()),
                        general(value)
                    )
                }
            }
            (PType::Struct(fields), Value::Hash(map)) => {
                // Puppet reports every problem with a struct, one a line.
                let mut problems = Vec::new();
                for (name, optional, field_type) in fields {
                    match map.get(&Value::str(name)) {
                        Some(v) if !self.instance_of(field_type, v) => problems.push(format!(
                            "entry '{name}' {}",
                            self.describe_mismatch(field_type, v)
                        )),
                        None if !optional && !self.instance_of(field_type, &Value::Undef) => {
                            problems.push(format!("expects a value for key '{name}'"))
                        }
                        _ => {}
                    }
                }
                for extra in map
                    .keys()
                    .filter(|k| !fields.iter().any(|(f, _, _)| Value::str(f) == **k))
                {
                    problems.push(format!("unrecognized key '{extra}'"));
                }
                if !problems.is_empty() {
                    return problems.join("\n");
                }
                format!(
                    "expects {} value, got {}",
                    a_an(&expected.to_string()),
                    general(value)
                )
            }
            _ => {
                let got = if !base(expected).is_empty()
                    && base(expected) == base(&self.value_type_base(value))
                {
                    detailed(value)
                } else {
                    general(value)
                };
                let got = match value {
                    // Only a Type[...] expectation shows which type was given.
                    // A class reference given as an attribute is an
                    // instance, named as Puppet infers it.
                    Value::Type(t)
                        if matches!(expected, PType::Type(_))
                            && matches!(t.as_ref(), PType::Instance(i) if matches!(i.as_ref(), PType::Class(Some(_)))) =>
                    {
                        super::builtins::infer_text(value)
                    }
                    Value::Type(t) if matches!(expected, PType::Type(_)) => {
                        match t.without_instance() {
                            // Puppet's generalized resource type has an
                            // empty title.
                            PType::Resource(Some(name), None) => format!("Type[{name}['']]"),
                            t => format!("Type[{t}]"),
                        }
                    }
                    // Expecting a resource, Puppet details a reference's kind.
                    Value::Type(_)
                        if matches!(
                            expected,
                            PType::Resource(..) | PType::Class(_) | PType::CatalogEntry
                        ) =>
                    {
                        general(value)
                    }
                    Value::Type(_) => "Type".to_string(),
                    _ => got,
                };
                // A value of another kind altogether is told the expected
                // kind only: "expects an Array value", not "Array[Integer]".
                let kind = base(expected);
                let other_kind = !kind.is_empty()
                    && !matches!(expected, PType::Alias(..))
                    && kind != base(&self.value_type_base(value));
                let not_collection = matches!(expected, PType::Collection(..))
                    && !matches!(value, Value::Array(_) | Value::Hash(_));
                let expected_text = if other_kind {
                    kind.to_string()
                } else if not_collection {
                    "Collection".to_string()
                } else if matches!(expected, PType::Other(n, _) if n.starts_with("Sensitive[")) {
                    // A plain value is never Sensitive: named in short.
                    short_name(expected)
                } else {
                    expected.to_string()
                };
                format!("expects {} value, got {got}", a_an(&expected_text))
            }
        }
    }

    fn value_type_base(&self, value: &Value) -> PType {
        match value {
            Value::Int(_) => PType::Integer(i64::MIN, i64::MAX),
            Value::Float(_) => PType::Float(FloatBound::MIN, FloatBound::MAX),
            Value::Str(_) => PType::String(0, i64::MAX),
            Value::Bool(_) => PType::Boolean,
            Value::Regex(_) => PType::Regexp(None),
            Value::Array(_) => PType::Array(Box::new(PType::Any), 0, i64::MAX),
            Value::Hash(_) => PType::Hash(Box::new(PType::Any), Box::new(PType::Any), 0, i64::MAX),
            _ => PType::Any,
        }
    }
}

fn size_range(min: i64, max: i64) -> String {
    if crate::catalog::value::unbounded(max) {
        format!("at least {min}")
    } else if min == 0 {
        format!("at most {max}")
    } else if min == max {
        format!("{min}")
    } else {
        format!("between {min} and {max}")
    }
}

/// The type Puppet infers for a value, as in "got Array[String[4, 4]]":
/// scalars with their exact range, arrays with the common element type.
pub(super) fn inferred(value: &Value) -> String {
    match value {
        Value::Int(_) | Value::Str(_) => detailed(value),
        Value::Hash(map) if !map.is_empty() => {
            let keys = shared_general(map.keys());
            let values = shared_general(map.values());
            format!("Hash[{keys}, {values}]")
        }
        Value::Array(items) if items.is_empty() => "Array[0, 0]".to_string(),
        Value::Array(items) => {
            let lens: Option<Vec<i64>> = items
                .iter()
                .map(|v| v.as_str().map(|s| s.chars().count() as i64))
                .collect();
            let element = match (integer_range(items.iter()), lens) {
                (Some(range), _) => range,
                (_, Some(l)) => format!(
                    "String[{}, {}]",
                    l.iter().min().expect("non-empty"),
                    l.iter().max().expect("non-empty")
                ),
                _ => return general(value),
            };
            format!("Array[{element}]")
        }
        other => general(other),
    }
}

/// `Integer[min, max]` when every value is an integer (and there is one).
fn integer_range<'a>(values: impl Iterator<Item = &'a Value>) -> Option<String> {
    let ints: Vec<i64> = values
        .map(|v| {
            if let Value::Int(i) = v {
                Some(*i)
            } else {
                None
            }
        })
        .collect::<Option<_>>()?;
    Some(format!(
        "Integer[{}, {}]",
        ints.iter().min()?,
        ints.iter().max()?
    ))
}

/// The general type every value has, or `Any` when they differ.
fn shared_general<'a>(values: impl Iterator<Item = &'a Value>) -> String {
    let kinds: Vec<String> = values.map(general).collect();
    match kinds.first() {
        Some(first) if kinds.iter().all(|k| k == first) => first.clone(),
        _ => "Any".to_string(),
    }
}

/// How Puppet names what a hash's keys (or values) have in common.
fn common_type<'a>(values: impl Iterator<Item = &'a Value> + Clone) -> String {
    integer_range(values.clone()).unwrap_or_else(|| shared_general(values))
}

/// A tuple's allowed sizes: as given, else one element per type.
/// (`Tuple` without types is any array.)
pub(super) fn tuple_size(types: &[PType], size: Option<(i64, i64)>) -> (i64, i64) {
    match size {
        Some(size) => size,
        None if types.is_empty() => (0, i64::MAX),
        None => (types.len() as i64, types.len() as i64),
    }
}

/// `t` with every `Collection`'s size range dropped. Puppet checks a
/// class's or define's parameters by describing their mismatches, and its
/// describer has no size check for `Collection`: a value the wrong size
/// for `Collection[2]` (but right otherwise) is accepted there, though
/// `=~` and function signatures refuse it.
pub(in crate::eval) fn without_collection_sizes(t: &PType) -> PType {
    let inner = |t: &PType| Box::new(without_collection_sizes(t));
    match t {
        PType::Collection(..) => PType::Collection(0, i64::MAX),
        PType::Array(e, min, max) => PType::Array(inner(e), *min, *max),
        PType::Hash(k, v, min, max) => PType::Hash(inner(k), inner(v), *min, *max),
        PType::Optional(e) => PType::Optional(inner(e)),
        PType::NotUndef(e) => PType::NotUndef(inner(e)),
        PType::Variant(ts) => PType::Variant(ts.iter().map(without_collection_sizes).collect()),
        PType::Tuple(ts, size) => {
            PType::Tuple(ts.iter().map(without_collection_sizes).collect(), *size)
        }
        PType::Struct(fields) => PType::Struct(
            fields
                .iter()
                .map(|(k, optional, t)| (k.clone(), *optional, without_collection_sizes(t)))
                .collect(),
        ),
        other => other.clone(),
    }
}

/// The Ruby class Puppet's runtime gives a value, as some of its
/// messages name it.
pub(super) fn ruby_class(v: &Value) -> String {
    match v {
        Value::Undef => "NilClass".into(),
        Value::Default => "Symbol".into(),
        Value::Bool(true) => "TrueClass".into(),
        Value::Bool(false) => "FalseClass".into(),
        // Ruby and Puppet name these alike.
        Value::Int(_)
        | Value::Float(_)
        | Value::Str(_)
        | Value::Regex(_)
        | Value::Array(_)
        | Value::Hash(_) => v.type_label(),
        Value::Sensitive(_) => "Puppet::Pops::Types::PSensitiveType::Sensitive".into(),
        Value::Timestamp(_) => "Puppet::Pops::Time::Timestamp".into(),
        Value::Timespan(_) => "Puppet::Pops::Time::Timespan".into(),
        Value::Binary(_) => "Puppet::Pops::Types::PBinaryType::Binary".into(),
        Value::Deferred(_) => "Puppet::Pops::Evaluator::DeferredValue".into(),
        Value::Object(kind, _) => kind.ruby_class().into(),
        Value::UserObject(_) => "Object".into(),
        Value::Iterator(_) => "Puppet::Pops::Types::Iterator".into(),
        Value::Type(_) if v.as_ref_parts().is_some() => "Puppet::Pops::Types::PResourceType".into(),
        Value::Type(t) => {
            let name = t.to_string();
            let base = name.split('[').next().unwrap_or(&name);
            format!("Puppet::Pops::Types::P{base}Type")
        }
    }
}

/// The reasons a call with one signature is refused for, as Puppet
/// reports them: one wrong size among them stands alone, else one wrong
/// type (Puppet merges the rest away).
pub(super) fn merged_reasons(reasons: Vec<String>) -> Vec<String> {
    let size = |why: &String| why.contains("expects size to be");
    let wrong_type = |why: &String| {
        why.contains(", got ")
            && !size(why)
            && !why.contains("expects a value for key")
            && !why.contains("unrecognized key")
    };
    for kind in [&size as &dyn Fn(&String) -> bool, &wrong_type] {
        let mut of_kind = reasons.iter().filter(|why| kind(why));
        if let (Some(only), None) = (of_kind.next(), of_kind.next()) {
            return vec![only.clone()];
        }
    }
    reasons
}
