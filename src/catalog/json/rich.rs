//! Catalog parameter values as Puppet 8 writes them with `rich_data`:
//! what JSON has no form for becomes a Pcore object (`{"__ptype": ...}`)
//! rather than Puppet 7's string. Types are written as their Pcore init
//! hashes (only the attributes that differ from the type's defaults);
//! `default`, regexps, timestamps, timespans, binaries and `Deferred`
//! values as tagged objects; a hash with any key that is not a string as
//! `{"__ptype": "Hash", "__pvalue": [k1, v1, k2, v2...]}`.

use serde_json::{Map as JsonMap, Value as Json, json};

use crate::catalog::value::{FloatBound, PType, reference_text};
use crate::catalog::{Value, timeval};

mod objects;

/// A parameter value in Puppet 8's rich form.
pub fn rich_value(value: &Value) -> Json {
    match value {
        Value::Undef => Json::Null,
        Value::Default => json!({"__ptype": "Default"}),
        Value::Bool(b) => Json::Bool(*b),
        Value::Int(i) => json!(i),
        // Ruby's JSON has no negative zero.
        Value::Float(f) if *f == 0.0 => json!(0.0),
        Value::Float(f) => json!(f),
        Value::Str(s) => Json::String(String::from(&**s)),
        Value::Regex(r) => json!({"__ptype": "Regexp", "__pvalue": r.as_ref()}),
        Value::Array(items) => Json::Array(items.iter().map(rich_value).collect()),
        // Resource references are written as strings, as keys too.
        Value::Hash(entries) if entries.keys().all(|k| string_key(k).is_some()) => {
            let map: JsonMap<String, Json> = entries
                .iter()
                .filter_map(|(k, v)| Some((string_key(k)?, rich_value(v))))
                .collect();
            Json::Object(map)
        }
        Value::Hash(entries) => {
            let flat = entries
                .iter()
                .flat_map(|(k, v)| [rich_value(k), rich_value(v)])
                .collect();
            json!({"__ptype": "Hash", "__pvalue": Json::Array(flat)})
        }
        Value::Type(t) => match (value.as_ref_parts(), t.without_instance()) {
            // A resource reference is a resource: written as `Type[title]`,
            // a resource type alone as one with an empty title.
            (Some((ty, title)), _) => Json::String(reference_text(&ty, &title)),
            (None, PType::Resource(Some(ty), None)) => Json::String(format!("{ty}[]")),
            (None, t) => type_json(t),
        },
        Value::Timestamp(_) => json!({"__ptype": "Timestamp", "__pvalue": value.to_string()}),
        Value::Timespan(_) => json!({"__ptype": "Timespan", "__pvalue": value.to_string()}),
        Value::Binary(bytes) => {
            json!({"__ptype": "Binary", "__pvalue": timeval::base64_encode(bytes)})
        }
        Value::Deferred(init) => {
            let mut object = JsonMap::new();
            object.insert("__ptype".into(), json!("Deferred"));
            if let Value::Hash(init) = init.as_ref() {
                for (key, v) in init.iter() {
                    let empty = matches!(v, Value::Array(a) if a.is_empty());
                    if !(v.is_undef() || key.to_string() == "arguments" && empty) {
                        object.insert(key.to_string(), rich_value(v));
                    }
                }
            }
            Json::Object(object)
        }
        Value::Sensitive(inner) => json!({"__ptype": "Sensitive", "__pvalue": rich_value(inner)}),
        Value::Object(kind, text) => {
            json!({"__ptype": kind.type_name(), "__pvalue": text.as_ref()})
        }
        Value::UserObject(o) => {
            let mut object = JsonMap::new();
            object.insert("__ptype".into(), json!(o.ty.label()));
            for (key, v) in o.init_hash_in_parameter_order() {
                object.insert(key.to_string(), rich_value(&v));
            }
            Json::Object(object)
        }
        // Attributes refuse iterators: only other output shows one.
        Value::Iterator(_) => Json::String(value.to_string()),
    }
}

/// Whether `value` differs in its rich form from how Puppet 7 writes it:
/// what JSON has no form for, anywhere inside, and floats (a rich zero is
/// never negative; an infinite one is null).
pub fn needs_rich_form(value: &Value) -> bool {
    match value {
        Value::Undef | Value::Bool(_) | Value::Int(_) | Value::Str(_) => false,
        Value::Array(items) => items.iter().any(needs_rich_form),
        Value::Hash(entries) => entries
            .iter()
            .any(|(k, v)| !matches!(k, Value::Str(_)) || needs_rich_form(v)),
        _ => true,
    }
}

/// A hash key written as a JSON key: a string, or a resource reference.
fn string_key(key: &Value) -> Option<String> {
    match key {
        Value::Str(s) => Some(String::from(&**s)),
        Value::Type(_) => key
            .as_ref_parts()
            .map(|(ty, title)| reference_text(&ty, &title)),
        _ => None,
    }
}

/// A Pcore type object: `Pcore::<Name>Type` with the attributes given.
fn pcore(name: &str, attributes: Vec<(&str, Json)>) -> Json {
    let mut object = JsonMap::new();
    object.insert("__ptype".into(), Json::String(format!("Pcore::{name}Type")));
    for (k, v) in attributes {
        object.insert(k.into(), v);
    }
    Json::Object(object)
}

/// A range's attributes: `from` when bounded, or null before a bounded
/// `to`; `to` when bounded.
fn bounds(from: Option<Json>, to: Option<Json>) -> Vec<(&'static str, Json)> {
    match (from, to) {
        (from, Some(to)) => vec![("from", from.unwrap_or(Json::Null)), ("to", to)],
        (Some(from), None) => vec![("from", from)],
        (None, None) => Vec::new(),
    }
}

/// `Integer[from, to]`'s attributes.
fn integer_bounds(from: i64, to: i64) -> Vec<(&'static str, Json)> {
    bounds(
        (from != i64::MIN).then(|| json!(from)),
        (!crate::catalog::value::unbounded(to)).then(|| json!(to)),
    )
}

/// A collection's `size_type`, unless it is the default `[0, default]`.
fn size_type(min: i64, max: i64) -> Option<(&'static str, Json)> {
    (min != 0 || max != i64::MAX).then(|| ("size_type", pcore("Integer", integer_bounds(min, max))))
}

/// A contained type, unless it is `Any` (the default).
fn inner(key: &'static str, t: &PType) -> Option<(&'static str, Json)> {
    (*t != PType::Any).then(|| (key, type_json(t)))
}

/// A type as its Pcore init hash.
pub fn type_json(t: &PType) -> Json {
    match t {
        PType::Integer(from, to) => pcore("Integer", integer_bounds(*from, *to)),
        PType::Float(from, to) => pcore(
            "Float",
            bounds(
                (*from != FloatBound::MIN).then(|| json!(from.get())),
                (*to != FloatBound::MAX).then(|| json!(to.get())),
            ),
        ),
        PType::String(min, max) => {
            let size = (*min != 0 || *max != i64::MAX).then(|| {
                (
                    "size_type_or_value",
                    pcore("Integer", integer_bounds(*min, *max)),
                )
            });
            pcore("String", size.into_iter().collect())
        }
        PType::StringValue(s) => pcore("String", vec![("size_type_or_value", json!(s))]),
        // `type(true)` is Boolean[true], written as plain Boolean.
        PType::BooleanValue(_) => pcore("Boolean", Vec::new()),
        PType::Iterable(t) => pcore("Iterable", inner("type", t).into_iter().collect()),
        PType::Iterator(t) => pcore(
            "Iterator",
            t.iter().map(|t| ("type", type_json(t))).collect(),
        ),
        PType::Regexp(pattern) => pcore(
            "Regexp",
            pattern.iter().map(|p| ("pattern", json!(p))).collect(),
        ),
        // A sized array names its element type, even Any.
        PType::Array(element, min, max) => {
            let size = size_type(*min, *max);
            let element = match size {
                Some(_) => Some(("element_type", type_json(element))),
                None => inner("element_type", element),
            };
            pcore("Array", element.into_iter().chain(size).collect())
        }
        PType::Hash(key, value, min, max) => pcore(
            "Hash",
            inner("key_type", key)
                .into_iter()
                .chain(inner("value_type", value))
                .chain(size_type(*min, *max))
                .collect(),
        ),
        PType::Optional(t) => pcore("Optional", inner("type", t).into_iter().collect()),
        PType::NotUndef(t) => pcore("NotUndef", inner("type", t).into_iter().collect()),
        PType::Type(t) => pcore("Type", inner("type", t).into_iter().collect()),
        PType::Variant(types) => pcore("Variant", vec![("types", types_json(types))]),
        PType::Enum(values) => pcore("Enum", vec![("values", json!(values))]),
        PType::EnumCaseless(values) => pcore(
            "Enum",
            vec![("values", json!(values)), ("case_insensitive", json!(true))],
        ),
        PType::Pattern(patterns) => {
            let patterns = patterns
                .iter()
                .map(|p| pcore("Regexp", vec![("pattern", json!(p))]))
                .collect();
            pcore("Pattern", vec![("patterns", Json::Array(patterns))])
        }
        PType::Struct(members) => {
            let elements = members
                .iter()
                .map(|(key, optional, value)| {
                    let key_type = pcore("String", vec![("size_type_or_value", json!(key))]);
                    let key_type = match optional {
                        true => pcore("Optional", vec![("type", key_type)]),
                        false => key_type,
                    };
                    json!({"__ptype": "Pcore::StructElement", "key_type": key_type,
                           "value_type": type_json(value)})
                })
                .collect();
            pcore("Struct", vec![("elements", Json::Array(elements))])
        }
        PType::Tuple(types, size) => pcore(
            "Tuple",
            std::iter::once(("types", types_json(types)))
                .chain(size.and_then(|(min, max)| size_type(min, max)))
                .collect(),
        ),
        PType::Resource(type_name, title) => pcore(
            "Resource",
            type_name
                .iter()
                .map(|n| ("type_name", json!(n)))
                .chain(title.iter().map(|t| ("title", json!(t))))
                .collect(),
        ),
        PType::Class(name) => pcore(
            "Class",
            name.iter().map(|n| ("class_name", json!(n))).collect(),
        ),
        PType::Callable => pcore(
            "Callable",
            vec![
                ("param_types", Json::Null),
                ("block_type", Json::Null),
                ("return_type", Json::Null),
            ],
        ),
        PType::Alias(name, resolved) => json!({"__ptype": "Pcore::TypeAliasType", "name": name,
            "type_expr": null, "resolved_type": type_json(resolved)}),
        PType::AliasRef(name) => pcore("TypeReference", vec![("type_string", json!(name))]),
        PType::Instance(inner) => type_json(inner),
        PType::Object(o) => object_type_json(o),
        PType::Any => pcore("Any", Vec::new()),
        PType::Undef => pcore("Undef", Vec::new()),
        PType::Default => pcore("Default", Vec::new()),
        PType::Boolean => pcore("Boolean", Vec::new()),
        PType::Numeric => pcore("Numeric", Vec::new()),
        PType::Scalar => pcore("Scalar", Vec::new()),
        PType::Data => pcore("Data", Vec::new()),
        PType::CatalogEntry => pcore("CatalogEntry", Vec::new()),
        PType::Collection(min, max) => {
            let size = (*min != 0 || *max != i64::MAX)
                .then(|| ("size_type", pcore("Integer", integer_bounds(*min, *max))));
            pcore("Collection", size.into_iter().collect())
        }
        // Types spaceship models as Any print by name; a bare name is
        // its Pcore type (`Sensitive`, `Timespan`, `SemVer`...).
        PType::Other(name, args) => match name.split_once('[') {
            // The Object type itself, with no attributes of its own.
            None if name == "Object" => pcore(name, vec![("_pcore_init_hash", json!({}))]),
            None => pcore(name, Vec::new()),
            Some((base, _)) => objects::parameterized(base, args).unwrap_or_else(|| match base {
                // A Sensitive type is written without its content's type.
                "Sensitive" => pcore("Sensitive", Vec::new()),
                _ => Json::String(name.clone()),
            }),
        },
    }
}

/// An object type made in Puppet code: `Pcore::ObjectType` with its
/// initialization hash (an attribute as its type alone, unless it says
/// more).
fn object_type_json(o: &crate::catalog::value::ObjectType) -> Json {
    let mut init = JsonMap::new();
    if let Some(name) = &o.name {
        init.insert("name".into(), json!(name));
    }
    if let Some(parent) = &o.parent {
        init.insert("parent".into(), type_json(parent));
    }
    if !o.type_parameters.is_empty() {
        let parameters: JsonMap<String, Json> = o
            .type_parameters
            .iter()
            .map(|(name, t)| (name.clone(), type_json(t)))
            .collect();
        init.insert("type_parameters".into(), Json::Object(parameters));
    }
    let (constants, others): (Vec<_>, Vec<_>) = o
        .attributes
        .iter()
        .partition(|a| crate::catalog::value::plain_constant(a));
    if !others.is_empty() {
        let attributes: JsonMap<String, Json> = others
            .into_iter()
            .map(|a| {
                let plain = a.default.is_none() && a.kind.is_none() && !a.final_ && !a.override_;
                let json = if plain {
                    type_json(&a.ty)
                } else {
                    let mut spec = JsonMap::new();
                    spec.insert("type".into(), type_json(&a.ty));
                    if a.final_ && !a.is_constant() {
                        spec.insert("final".into(), json!(true));
                    }
                    if a.override_ {
                        spec.insert("override".into(), json!(true));
                    }
                    if let Some(kind) = &a.kind {
                        spec.insert("kind".into(), json!(kind));
                    }
                    if let Some(value) = &a.default {
                        spec.insert("value".into(), rich_value(value));
                    }
                    Json::Object(spec)
                };
                (a.name.clone(), json)
            })
            .collect();
        init.insert("attributes".into(), Json::Object(attributes));
    }
    if !constants.is_empty() {
        let constants: JsonMap<String, Json> = constants
            .into_iter()
            .map(|a| {
                (
                    a.name.clone(),
                    rich_value(a.default.as_ref().unwrap_or(&Value::Undef)),
                )
            })
            .collect();
        init.insert("constants".into(), Json::Object(constants));
    }
    if !o.functions.is_empty() {
        let functions: JsonMap<String, Json> = o
            .functions
            .iter()
            .map(|(name, t)| (name.clone(), type_json(t)))
            .collect();
        init.insert("functions".into(), Json::Object(functions));
    }
    if let Some(equality) = &o.equality {
        init.insert("equality".into(), json!(equality));
    }
    if let Some(checks) = &o.checks {
        init.insert("checks".into(), rich_value(checks));
    }
    pcore("Object", vec![("_pcore_init_hash", Json::Object(init))])
}

fn types_json(types: &[PType]) -> Json {
    Json::Array(types.iter().map(type_json).collect())
}
