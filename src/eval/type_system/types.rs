//! Data types: names, parameterization (`Array[String, 1]`), instance
//! checks for parameter lists, and the `[]` access operator on values,
//! types, references and resource attributes.

use std::rc::Rc;

use super::assignable::{time_within, type_assignable};
use super::{Compiler, Eval};
use crate::catalog::Value;
use crate::catalog::schema;
use crate::catalog::value::{FloatBound, ObjectKind, PType, capitalize_type_name};
use crate::syntax::Span;

/// The data type a capitalized name denotes, if it is one.
pub fn data_type(name: &str) -> Option<PType> {
    Some(match name {
        "Any" => PType::Any,
        "Undef" => PType::Undef,
        "Default" => PType::Default,
        "Boolean" => PType::Boolean,
        "Integer" => PType::Integer(i64::MIN, i64::MAX),
        "Float" => PType::Float(FloatBound::MIN, FloatBound::MAX),
        "Numeric" => PType::Numeric,
        "String" => PType::String(0, i64::MAX),
        "Scalar" => PType::Scalar,
        "Data" => PType::Data,
        "ScalarData" | "RichData" => PType::other(name),
        "Regexp" => PType::Regexp(None),
        "Array" => PType::Array(Box::new(PType::Any), 0, i64::MAX),
        "Hash" => PType::Hash(Box::new(PType::Any), Box::new(PType::Any), 0, i64::MAX),
        "Optional" => PType::Optional(Box::new(PType::Any)),
        "NotUndef" => PType::NotUndef(Box::new(PType::Any)),
        "Variant" => PType::Variant(vec![]),
        "Enum" => PType::Enum(vec![]),
        "Pattern" => PType::Pattern(vec![]),
        "Struct" => PType::Struct(vec![]),
        "Tuple" => PType::Tuple(vec![], None),
        "Type" => PType::Type(Box::new(PType::Any)),
        "Resource" => PType::Resource(None, None),
        "Class" => PType::Class(None),
        "CatalogEntry" | "Catalogentry" => PType::CatalogEntry,
        "Collection" => PType::Collection(0, i64::MAX),
        "Callable" => PType::Callable,
        "Iterable" => PType::Iterable(Box::new(PType::Any)),
        "Annotation" | "Pcore" => return Some(super::annotations::builtin_object_type(name)),
        "Iterator" => PType::Iterator(None),
        "Sensitive" | "Timestamp" | "Timespan" | "SemVer" | "SemVerRange" | "Runtime"
        | "Object" | "Init" | "Binary" | "Deferred" | "Error" | "URI" => PType::other(name),
        // The type set Puppet's own types belong to, as Puppet prints it.
        "TypeSet" => PType::other(
            "TypeSet[{pcore_uri => 'http://puppet.com/2016.1/pcore', pcore_version => '1.0.0', name_authority => 'http://puppet.com/2016.1/runtime', name => 'DefaultTypeSet', version => '0.0.0'}]",
        ),
        _ => return None,
    })
}

/// A collection's or string's upper size bound: unbounded when not
/// given or `default`, and then printed as given if any size was.
fn size_max(v: Option<&Value>, sized: bool) -> i64 {
    match int_arg(v, i64::MAX) {
        i64::MAX if sized => crate::catalog::value::GIVEN_UNBOUNDED,
        max => max,
    }
}

fn int_arg(v: Option<&Value>, default: i64) -> i64 {
    match v {
        Some(Value::Int(i)) => *i,
        Some(Value::Float(f)) => *f as i64,
        _ => default,
    }
}

pub(super) use super::mismatch::ruby_class;
use super::type_keys::{sizes_of_integer_type, slice_bounds};

/// `Optional[...]`'s or `NotUndef[...]`'s type: a string given is a
/// string type of that value.
fn wrapped_arg(keys: &[Value]) -> Box<PType> {
    Box::new(match keys.first() {
        Some(Value::Str(s)) => PType::StringValue(s.to_string()),
        key => key.map(type_arg).unwrap_or(PType::Any),
    })
}

fn type_arg(v: &Value) -> PType {
    match v {
        Value::Type(t) => t.as_ref().clone(),
        Value::Str(s) => PType::Enum(vec![s.to_string()]),
        _ => PType::Any,
    }
}

impl Compiler {
    /// `target[keys]` for every kind of target.
    pub(super) fn access(&mut self, target: Value, keys: Vec<Value>, span: Span) -> Eval<Value> {
        match &target {
            Value::Array(items) => {
                let len = items.len() as i64;
                let index = |i: i64| if i < 0 { len + i } else { i };
                match keys.as_slice() {
                    [Value::Int(i)] => Ok(items
                        .get(index(*i).max(-1) as usize)
                        .filter(|_| index(*i) >= 0)
                        .cloned()
                        .unwrap_or(Value::Undef)),
                    [Value::Int(start), Value::Int(count)] => {
                        let (s, c) = slice_bounds(*start, *count, len);
                        Ok(Value::array(
                            items.iter().skip(s).take(c).cloned().collect(),
                        ))
                    }
                    _ => Err(self.error(span, "Array[] accepts an Integer index")),
                }
            }
            Value::Hash(map) => match keys.as_slice() {
                [k] => Ok(map.get(k).cloned().unwrap_or(Value::Undef)),
                many => Ok(Value::array(
                    many.iter().filter_map(|k| map.get(k).cloned()).collect(),
                )),
            },
            Value::Str(s) => {
                let chars: Vec<char> = s.chars().collect();
                let len = chars.len() as i64;
                let (start, count) = match keys.as_slice() {
                    [Value::Int(i)] => (*i, 1),
                    [Value::Int(i), Value::Int(c)] => (*i, *c),
                    _ => return Err(self.error(span, "String[] accepts an Integer index")),
                };
                // One index out of range is an empty string; a slice
                // starting before the string is cut to its start.
                let one = keys.len() == 1;
                if one && (if start < 0 { len + start } else { start }) < 0 {
                    return Ok(Value::str(""));
                }
                let (s0, c) = slice_bounds(start, count, len);
                Ok(Value::str(
                    chars.iter().skip(s0).take(c).collect::<String>(),
                ))
            }
            Value::Type(t) => self.type_access(t.as_ref().clone(), keys, span),
            Value::Undef => Err(self.error(
                span,
                "Evaluation Error: Operator '[]' is not applicable to an Undef Value.",
            )),
            other => Err(self.error(
                span,
                format!(
                    "Evaluation Error: Operator '[]' is not applicable to {}.",
                    super::expr::a_an(&other.type_label())
                ),
            )),
        }
    }

    fn type_access(&mut self, base: PType, keys: Vec<Value>, span: Span) -> Eval<Value> {
        let one = |v: PType| Ok(Value::ty(v));
        let base = match base {
            PType::Instance(inner) => *inner,
            other => other,
        };
        let keys = match base {
            PType::Array(..) => sizes_of_integer_type(keys, 1),
            PType::Hash(..) => sizes_of_integer_type(keys, 2),
            PType::Collection(..) | PType::String(..) => sizes_of_integer_type(keys, 0),
            _ => keys,
        };
        match base {
            PType::Resource(None, _) => {
                let Some(first) = keys.first() else {
                    return one(PType::Resource(None, None));
                };
                let type_name = match first {
                    Value::Str(s) => capitalize_type_name(s),
                    Value::Type(t) => match t.as_ref() {
                        PType::Resource(Some(n), None) => n.clone(),
                        PType::Class(None) => "Class".into(),
                        other => return Err(self.error(
                            span,
                            format!(
                                "Resource[] arguments must be a type name or String, got {other}"
                            ),
                        )),
                    },
                    other => {
                        return Err(self.error(
                            span,
                            format!(
                                "Resource[] arguments must be a type name or String, got {}",
                                other.type_label()
                            ),
                        ));
                    }
                };
                // `Resource['class']` is a resource type named Class, not
                // the Class type: `Resource['class', 'c'] != Class['c']`.
                let base = if matches!(first, Value::Type(t) if matches!(t.as_ref(), PType::Class(None)))
                {
                    PType::Class(None)
                } else {
                    PType::Resource(Some(type_name), None)
                };
                if keys.len() == 1 {
                    one(base)
                } else {
                    self.type_access(base, keys[1..].to_vec(), span)
                }
            }
            // (`Resource['class', 'c']` stays a resource type's reference.)
            PType::Resource(Some(type_name), None) if type_name == "Class" => {
                self.titles(keys, span, |title| {
                    Value::ty(PType::Resource(Some(type_name.clone()), Some(title)))
                })
            }
            PType::Resource(Some(type_name), None) => {
                self.titles(keys, span, |title| Value::resource_ref(&type_name, &title))
            }
            PType::Class(None) => self.titles(keys, span, |title| {
                Value::ty(PType::Class(Some(
                    title.trim_start_matches("::").to_lowercase(),
                )))
            }),
            PType::Resource(Some(type_name), Some(title)) => {
                self.attribute_access(&type_name, &title, keys, span)
            }
            PType::Class(Some(name)) => self.attribute_access("Class", &name, keys, span),
            PType::Integer(..) => one(PType::Integer(
                int_arg(keys.first(), i64::MIN),
                int_arg(keys.get(1), i64::MAX),
            )),
            PType::String(..) => match keys.as_slice() {
                // The size as an Integer type: `String[Integer[1, 3]]`.
                [Value::Type(t)] if matches!(t.as_ref(), PType::Integer(..)) => {
                    let PType::Integer(min, max) = t.as_ref() else {
                        unreachable!("matched above")
                    };
                    one(PType::String((*min).max(0), *max))
                }
                _ => one(PType::String(
                    int_arg(keys.first(), 0),
                    size_max(keys.get(1), !keys.is_empty()),
                )),
            },
            PType::Float(..) => {
                let bound = |v: Option<&Value>, unbounded: FloatBound| match v {
                    Some(Value::Int(i)) => FloatBound::new(*i as f64),
                    Some(Value::Float(f)) => FloatBound::new(*f),
                    _ => unbounded,
                };
                one(PType::Float(
                    bound(keys.first(), FloatBound::MIN),
                    bound(keys.get(1), FloatBound::MAX),
                ))
            }
            // Sizes alone: `Array[1, 2]` is `Array[Any, 1, 2]`.
            PType::Array(..) if matches!(keys.first(), Some(Value::Int(_))) => {
                let mut with_any = vec![Value::ty(PType::Any)];
                with_any.extend(keys);
                self.type_access(
                    PType::Array(Box::new(PType::Any), 0, i64::MAX),
                    with_any,
                    span,
                )
            }
            PType::Array(..) => {
                let elem = keys.first().map(type_arg).unwrap_or(PType::Any);
                let max = size_max(keys.get(2), keys.len() > 1);
                // An array of at most none holds units, whatever was named.
                let elem = if max == 0 { PType::other("Unit") } else { elem };
                one(PType::Array(Box::new(elem), int_arg(keys.get(1), 0), max))
            }
            // `Hash[0, 0]`: sizes only, of an empty hash's unit types
            // when at most none.
            PType::Hash(..)
                if keys.len() == 2
                    && keys
                        .iter()
                        .all(|k| matches!(k, Value::Int(_) | Value::Default)) =>
            {
                let (min, max) = (int_arg(keys.first(), 0), size_max(keys.get(1), true));
                let element = if max == 0 {
                    PType::other("Unit")
                } else {
                    PType::Any
                };
                one(PType::Hash(
                    Box::new(element.clone()),
                    Box::new(element),
                    min,
                    max,
                ))
            }
            PType::Hash(..) => {
                let k = keys.first().map(type_arg).unwrap_or(PType::Any);
                let v = keys.get(1).map(type_arg).unwrap_or(PType::Any);
                one(PType::Hash(
                    Box::new(k),
                    Box::new(v),
                    int_arg(keys.get(2), 0),
                    size_max(keys.get(3), keys.len() > 2),
                ))
            }
            PType::Optional(_) => one(PType::Optional(wrapped_arg(&keys))),
            PType::NotUndef(_) => one(PType::NotUndef(wrapped_arg(&keys))),
            PType::Collection(..) => one(PType::Collection(
                int_arg(keys.first(), 0),
                size_max(keys.get(1), !keys.is_empty()),
            )),
            // A variant of one type is that type.
            PType::Variant(_) => {
                let mut types: Vec<PType> = keys.iter().map(type_arg).collect();
                match types.len() {
                    1 => one(types.remove(0)),
                    _ => one(PType::Variant(types)),
                }
            }
            PType::Tuple(..) => {
                let types: Vec<PType> = keys
                    .iter()
                    .filter(|k| matches!(k, Value::Type(_)))
                    .map(type_arg)
                    .collect();
                // Trailing integers (or `default`) give the size range.
                let bound = |k: &Value| match k {
                    Value::Int(i) => Some(*i),
                    Value::Default => Some(i64::MAX),
                    _ => None,
                };
                let bounds: Vec<i64> = keys.iter().skip(types.len()).filter_map(bound).collect();
                // An open minimum is none.
                let open = |min: i64| if min == i64::MAX { 0 } else { min };
                let size = match bounds.as_slice() {
                    [] => None,
                    [min] => Some((open(*min), i64::MAX)),
                    [min, max, ..] => Some((open(*min), *max)),
                };
                one(PType::Tuple(types, size))
            }
            PType::Enum(_) => {
                let keys = flatten(&keys);
                let names = keys
                    .iter()
                    .filter_map(|k| k.as_str().map(str::to_string))
                    .collect();
                // A last `true` makes the enum match any case.
                match keys.last() {
                    Some(Value::Bool(true)) => one(PType::EnumCaseless(names)),
                    _ => one(PType::Enum(names)),
                }
            }
            PType::Regexp(_) => match keys.as_slice() {
                [Value::Regex(r) | Value::Str(r)] => one(PType::Regexp(Some(r.to_string()))),
                _ => one(PType::Regexp(None)),
            },
            PType::Pattern(_) => {
                // Puppet compiles a pattern given as a string at once.
                let problem = flatten(&keys).iter().find_map(|k| match k {
                    Value::Str(r) => crate::syntax::regex::ruby_problem(r),
                    _ => None,
                });
                if let Some(problem) = problem {
                    return Err(self.error(
                        span,
                        format!(
                            "Evaluation Error: Error while evaluating a '[]' expression, {problem}"
                        ),
                    ));
                }
                // A pattern or regexp type given lends its patterns.
                one(PType::Pattern(
                    flatten(&keys)
                        .iter()
                        .flat_map(|k| match k {
                            Value::Regex(r) | Value::Str(r) => vec![r.to_string()],
                            Value::Type(t) => match t.without_instance() {
                                PType::Pattern(patterns) => patterns.clone(),
                                PType::Regexp(Some(r)) => vec![r.clone()],
                                _ => vec![],
                            },
                            _ => vec![],
                        })
                        .collect(),
                ))
            }
            PType::Struct(_) => {
                let Some(Value::Hash(map)) = keys.first() else {
                    return one(PType::Struct(vec![]));
                };
                let fields = map
                    .iter()
                    .map(|(k, v)| match k {
                        Value::Type(t) => match t.as_ref() {
                            PType::Optional(inner) => match inner.as_ref() {
                                PType::StringValue(name) => (name.clone(), true, type_arg(v)),
                                PType::Enum(names) => (
                                    names.first().cloned().unwrap_or_default(),
                                    true,
                                    type_arg(v),
                                ),
                                _ => (String::new(), true, type_arg(v)),
                            },
                            // `NotUndef['b']`: a required key.
                            PType::NotUndef(inner) => match inner.as_ref() {
                                PType::StringValue(name) => (name.clone(), false, type_arg(v)),
                                PType::Enum(names) if names.len() == 1 => {
                                    (names[0].clone(), false, type_arg(v))
                                }
                                _ => (k.to_string(), false, type_arg(v)),
                            },
                            _ => (k.to_string(), false, type_arg(v)),
                        },
                        _ => (k.to_string(), false, type_arg(v)),
                    })
                    .collect();
                one(PType::Struct(fields))
            }
            PType::Iterable(_) => one(PType::Iterable(Box::new(
                keys.first().map(type_arg).unwrap_or(PType::Any),
            ))),
            PType::Iterator(_) => one(PType::Iterator(keys.first().map(|k| Box::new(type_arg(k))))),
            PType::Type(_) => one(PType::Type(Box::new(
                keys.first().map(type_arg).unwrap_or(PType::Any),
            ))),
            // `Object[{...}]` makes an object type, which takes no parameters.
            PType::Other(name, _) if name == "Object" && !keys.is_empty() => {
                self.object_access(None, &keys, span)
            }
            PType::Object(o) => self.object_access(Some(&o), &keys, span),
            // Types spaceship names only keep their parameters.
            PType::Other(name, _) if !keys.is_empty() => {
                one(super::named_types::parameterized(&name, keys))
            }
            PType::Callable if !keys.is_empty() => {
                one(super::named_types::parameterized("Callable", keys))
            }
            other => one(other),
        }
    }

    /// `File['a', 'b']` and `File[$array]`: one reference or an array.
    fn titles(
        &mut self,
        keys: Vec<Value>,
        span: Span,
        make: impl Fn(String) -> Value,
    ) -> Eval<Value> {
        let flat = flatten(&keys);
        let mut refs = Vec::new();
        for k in &flat {
            match k {
                // Puppet drops undef titles.
                Value::Undef => {}
                Value::Str(s) => refs.push(make(s.to_string())),
                Value::Type(t) => match t.as_ref() {
                    PType::Class(Some(name)) => refs.push(make(name.clone())),
                    other => {
                        return Err(
                            self.error(span, format!("A title must be a String, got {other}"))
                        );
                    }
                },
                other => {
                    return Err(self.error(
                        span,
                        format!("A title must be a String, got {}", other.type_label()),
                    ));
                }
            }
        }
        let single = keys.len() == 1 && !matches!(keys[0], Value::Array(_));
        if single && refs.len() <= 1 {
            Ok(refs.pop().unwrap_or(Value::Undef))
        } else {
            Ok(Value::array(refs))
        }
    }

    /// `File['x']['mode']`: the value as evaluated so far.
    fn attribute_access(
        &mut self,
        type_name: &str,
        title: &str,
        keys: Vec<Value>,
        span: Span,
    ) -> Eval<Value> {
        self.note_resource_probe(type_name, title);
        let shown = format!("{}['{}']", type_name, title);
        let Some(id) = self.catalog.find(type_name, title) else {
            self.catalog_reads += 1;
            return Err(self.error(
                span,
                format!("Evaluation Error: Resource not found: {shown}"),
            ));
        };
        self.note_attribute_read(id);
        // Several names, or names in an array, give an array of values.
        let as_array = keys.len() > 1 || matches!(keys.first(), Some(Value::Array(_)));
        let names: Vec<Value> = flatten(&keys)
            .into_iter()
            .filter(|k| !k.is_undef())
            .collect();
        let mut values = Vec::with_capacity(names.len());
        for name in &names {
            let Value::Str(attr) = name else {
                // No parameter is named by a number or anything else.
                let message = format!(
                    "Evaluation Error: The resource {shown} does not have a parameter called '{name}'"
                );
                return Err(self.error(span, message));
            };
            values.push(self.attribute_value(id, type_name, title, attr, &shown, span)?);
        }
        // Only undef names (Puppet drops them) give undef, or no values.
        if as_array {
            Ok(Value::array(values))
        } else {
            Ok(values.pop().unwrap_or(Value::Undef))
        }
    }

    /// One attribute's value, if the resource's type has the attribute.
    fn attribute_value(
        &self,
        id: crate::catalog::ResourceId,
        type_name: &str,
        title: &str,
        attr: &str,
        shown: &str,
        span: Span,
    ) -> Eval<Value> {
        let ruby = self.loaded_ruby_type(type_name);
        let valid = match schema::builtin(&type_name.to_lowercase()) {
            Some(t) => t.accepts(attr),
            None if ruby.is_some() => ruby.is_some_and(|t| !t.generated && t.accepts(attr)),
            None => match self.defines.get(&type_name.to_lowercase()).or_else(|| {
                if type_name == "Class" {
                    self.classes.get(&title.to_lowercase())
                } else {
                    None
                }
            }) {
                Some(def) => {
                    def.params.iter().any(|p| p.name == attr) || schema::METAPARAMS.contains(&attr)
                }
                None => true,
            },
        };
        if !valid {
            return Err(self.error(
                span,
                format!("Evaluation Error: The resource {shown} does not have a parameter called '{attr}'"),
            ));
        }
        Ok(self.readable_attribute(id, attr).unwrap_or(Value::Undef))
    }

    /// Whether `value` is an instance of type `t`. An array or hash met
    /// again within one check (shared, as `[$m, $m]` shares `$m`) against
    /// the same part of the type has its answer already: a value shared
    /// 2^60 ways is checked in one step per distinct part.
    pub(super) fn instance_of(&self, t: &PType, value: &Value) -> bool {
        let address = match value {
            Value::Array(items) => Rc::as_ptr(items) as *const u8 as usize,
            Value::Hash(map) => Rc::as_ptr(map) as *const u8 as usize,
            _ => return self.instance_of_grown(t, value),
        };
        let key = (address, t as *const PType as usize);
        let known = CHECKED.with_borrow_mut(|checked| {
            checked.depth += 1;
            checked.answers.get(&key).map(|(answer, _)| *answer)
        });
        let answer = known.unwrap_or_else(|| self.instance_of_grown(t, value));
        CHECKED.with_borrow_mut(|checked| {
            checked.depth -= 1;
            if checked.depth == 0 {
                checked.answers.clear();
            } else if known.is_none() {
                // The value is held with its answer, so no other value
                // takes its address while the answer stands.
                checked.answers.insert(key, (answer, value.clone()));
            }
        });
        answer
    }

    /// A check as deep as the type (a chain of aliases) or the value is:
    /// the stack grows with it.
    fn instance_of_grown(&self, t: &PType, value: &Value) -> bool {
        stacker::maybe_grow(64 * 1024, 1024 * 1024, || {
            self.instance_of_unshared(t, value)
        })
    }

    fn instance_of_unshared(&self, t: &PType, value: &Value) -> bool {
        match t {
            PType::Any => true,
            PType::Undef => value.is_undef(),
            PType::Default => matches!(value, Value::Default),
            PType::Boolean => matches!(value, Value::Bool(_)),
            PType::BooleanValue(b) => matches!(value, Value::Bool(v) if v == b),
            PType::StringValue(s) => matches!(value, Value::Str(v) if **v == **s),
            PType::Integer(min, max) => matches!(value, Value::Int(i) if i >= min && i <= max),
            PType::Float(min, max) => {
                matches!(value, Value::Float(f) if *f >= min.get() && *f <= max.get())
            }
            PType::Numeric => matches!(value, Value::Int(_) | Value::Float(_)),
            PType::String(min, max) => {
                matches!(value, Value::Str(s) if (s.chars().count() as i64) >= *min && (s.chars().count() as i64) <= *max)
            }
            PType::Scalar => matches!(
                value,
                Value::Int(_)
                    | Value::Float(_)
                    | Value::Str(_)
                    | Value::Bool(_)
                    | Value::Regex(_)
                    | Value::Object(ObjectKind::SemVer | ObjectKind::SemVerRange, _)
            ),
            PType::Data => match value {
                Value::Type(_)
                | Value::Regex(_)
                | Value::Default
                | Value::Sensitive(_)
                | Value::Timestamp(_)
                | Value::Timespan(_)
                | Value::Binary(_)
                | Value::Deferred(_)
                | Value::UserObject(_)
                | Value::Iterator(_)
                | Value::Object(..) => false,
                Value::Array(items) => items.iter().all(|i| self.instance_of(t, i)),
                Value::Hash(map) => map
                    .iter()
                    .all(|(k, v)| matches!(k, Value::Str(_)) && self.instance_of(t, v)),
                _ => true,
            },
            PType::Regexp(None) => matches!(value, Value::Regex(_)),
            PType::Regexp(Some(re)) => matches!(value, Value::Regex(r) if **r == **re),
            PType::Array(elem, min, max) => {
                matches!(value, Value::Array(items) if (items.len() as i64) >= *min && (items.len() as i64) <= *max && items.iter().all(|i| self.instance_of(elem, i)))
            }
            PType::Hash(k, v, min, max) => {
                matches!(value, Value::Hash(map) if (map.len() as i64) >= *min && (map.len() as i64) <= *max && map.iter().all(|(a, b)| self.instance_of(k, a) && self.instance_of(v, b)))
            }
            PType::Optional(inner) => value.is_undef() || self.instance_of(inner, value),
            PType::NotUndef(inner) => !value.is_undef() && self.instance_of(inner, value),
            PType::Variant(ts) => ts.iter().any(|t| self.instance_of(t, value)),
            PType::Enum(names) => {
                matches!(value, Value::Str(s) if names.iter().any(|n| n == s.as_ref()))
            }
            PType::EnumCaseless(names) => {
                let folded = |s: &str| s.to_lowercase();
                matches!(value, Value::Str(s) if names.iter().any(|n| folded(n) == folded(s)))
            }
            PType::Pattern(res) => {
                matches!(value, Value::Str(s) if res.is_empty() || res.iter().any(|r| super::builtins::pattern_matches(r, s)))
            }
            PType::Struct(fields) => match value {
                Value::Hash(map) => {
                    fields
                        .iter()
                        .all(|(k, opt, ft)| match map.get(&Value::str(k)) {
                            Some(v) => self.instance_of(ft, v),
                            None => *opt || self.instance_of(ft, &Value::Undef),
                        })
                        && map
                            .keys()
                            .all(|k| fields.iter().any(|(f, _, _)| Value::str(f) == *k))
                }
                _ => false,
            },
            PType::Tuple(ts, size) => {
                let (min, max) = super::mismatch::tuple_size(ts, *size);
                matches!(value, Value::Array(items)
                if (items.len() as i64) >= min
                    && (items.len() as i64) <= max
                    && items.iter().enumerate().all(|(i, item)| {
                        ts.get(i.min(ts.len().saturating_sub(1)))
                            .is_none_or(|t| self.instance_of(t, item))
                    }))
            }
            PType::Collection(min, max) => {
                let size = match value {
                    Value::Array(items) => items.len(),
                    Value::Hash(h) => h.len(),
                    _ => return false,
                } as i64;
                (*min..=*max).contains(&size)
            }
            PType::Type(inner) => match value {
                Value::Type(vt) => type_assignable(inner, vt),
                _ => false,
            },
            // A reference is a type (`Type[File['/x']]`), never an instance
            // of `File` or `Resource`; no value is.
            PType::Resource(..) | PType::Class(_) | PType::CatalogEntry => false,
            PType::Object(_) => super::object_values::object_instance(t, value),
            PType::Iterable(element) => match value {
                // Puppet checks the items' common type: one member of a
                // variant must take them all.
                Value::Array(items) => match element.as_ref() {
                    PType::Variant(ts) if !items.is_empty() => ts
                        .iter()
                        .any(|t| items.iter().all(|v| self.instance_of(t, v))),
                    element => items.iter().all(|v| self.instance_of(element, v)),
                },
                // A hash iterates as [key, value] pairs.
                Value::Hash(map) => {
                    **element == PType::Any
                        || map.iter().all(|(k, v)| {
                            self.instance_of(element, &Value::array(vec![k.clone(), v.clone()]))
                        })
                }
                Value::Str(s) => s
                    .chars()
                    .all(|c| self.instance_of(element, &Value::str(c.to_string()))),
                Value::Int(n) => *n >= 0 && self.instance_of(element, &Value::Int(0)),
                Value::Iterator(it) => super::assignable::assignable(element, &it.element_type),
                Value::Type(t) => {
                    matches!(
                        t.as_ref(),
                        PType::Integer(min, max) if *min != i64::MIN && *max != i64::MAX
                    ) || matches!(t.as_ref(), PType::Enum(_))
                }
                _ => false,
            },
            PType::Iterator(element) => matches!(value, Value::Iterator(it)
                if super::assignable::assignable(PType::iterator_element(element), &it.element_type)),
            PType::Other(name, _) if matches!(name.as_str(), "ScalarData" | "RichData") => {
                super::named_types::data_instance(name, value)
            }
            PType::Other(name, _) if name.starts_with("Sensitive") => {
                matches!(value, Value::Sensitive(_))
            }
            // No Puppet value is a callable.
            PType::Callable => false,
            PType::Other(name, _) if name == "Deferred" => matches!(value, Value::Deferred(_)),
            PType::Other(name, _) if name.starts_with("Binary") => {
                matches!(value, Value::Binary(_))
            }
            // A timestamp or timespan, within the type's range if given.
            PType::Other(name, bounds)
                if name.starts_with("Timestamp") || name.starts_with("Timespan") =>
            {
                let stamp = name.starts_with("Timestamp");
                match value {
                    Value::Timestamp(n) if stamp => time_within(bounds, *n),
                    Value::Timespan(n) if !stamp => time_within(bounds, *n),
                    _ => false,
                }
            }
            // Versions, ranges and URIs (within the type's ranges or parts).
            PType::Other(name, args)
                if super::pcore_objects::instance_of(name, args, value).is_some() =>
            {
                super::pcore_objects::instance_of(name, args, value).unwrap_or_default()
            }
            // Nor any other object but those made in Puppet code.
            PType::Other(name, _)
                if matches!(
                    name.split('[').next().unwrap_or_default(),
                    "Error" | "TypeSet" | "Object"
                ) =>
            {
                super::object_values::object_instance(t, value)
            }
            PType::Other(name, _) => !name.starts_with("Callable["),
            PType::Alias(_, inner) => self.instance_of(inner, value),
            PType::Instance(inner) => self.instance_of(inner, value),
            PType::AliasRef(name) => self.resolved_aliases.get(name).is_some_and(|t| {
                super::limits::guarded(name, value, || self.instance_of(t, value))
            }),
        }
    }
}

/// The answers of the type check in progress, by value and type part
/// (see [`Compiler::instance_of`]).
#[derive(Default)]
struct Checked {
    depth: usize,
    answers: rustc_hash::FxHashMap<(usize, usize), (bool, Value)>,
}

thread_local! {
    static CHECKED: std::cell::RefCell<Checked> = Default::default();
}

/// Flattens nested arrays one level at a time, as titles are.
pub(super) fn flatten(values: &[Value]) -> Vec<Value> {
    let mut out = Vec::with_capacity(values.len());
    for v in values {
        match v {
            Value::Array(items) => out.extend(flatten(items)),
            other => out.push(other.clone()),
        }
    }
    out
}
