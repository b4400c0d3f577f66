//! Object types made in Puppet code: `Object[{...}]` read into an
//! [`ObjectType`] (attributes as a type or as `{type, value, kind, final,
//! override}`, `constants`, `functions`, `equality`, `parent`), named by
//! the alias that defines it; its `new` (`T.new(...)`, `T(...)`,
//! `new(T, ...)`) from positional arguments or an initialization hash,
//! with Puppet's errors; and an instance's attributes read as methods
//! (`$person.name`).

use std::rc::Rc;

use super::{Compiler, Eval};
use crate::catalog::settings::PuppetVersion;
use crate::catalog::value::{Attribute, ObjectType, ObjectValue};
use crate::catalog::{Map, PType, Value};
use crate::syntax::Span;
use crate::syntax::ast::{Expr, ExprKind};

/// The keys an `Object[{...}]` hash may have.
const KEYS: &[&str] = &[
    "name",
    "parent",
    "type_parameters",
    "attributes",
    "constants",
    "functions",
    "equality",
    "equality_include_type",
    "checks",
    "annotations",
];

/// Whether an alias's definition is `Object[{...}]` itself (which makes
/// an object type of the alias's name) rather than a name of one.
pub(super) fn defines_object(definition: &Expr) -> bool {
    matches!(&definition.kind, ExprKind::Access(target, _)
        if matches!(&target.kind, ExprKind::TypeRef(name) if name == "Object"))
}

/// The object type named after the alias that defines it.
pub(super) fn named(object: &ObjectType, name: &str) -> PType {
    let mut named = object.clone();
    named.name = Some(name.to_string());
    PType::Object(Rc::new(named))
}

impl Compiler {
    /// `Object[{attributes => {...}, ...}]`: `Err` is Puppet's message.
    pub(super) fn object_type(&self, init: &Map<Value, Value>) -> Result<PType, String> {
        let mut object = ObjectType {
            name: None,
            parent: None,
            attributes: Vec::new(),
            functions: Vec::new(),
            equality: None,
        };
        for (key, value) in init.iter() {
            let key = key.to_string();
            if !KEYS.contains(&key.as_str()) {
                return Err(format!(
                    "Object initializer has wrong type, unrecognized key '{key}'"
                ));
            }
            match (key.as_str(), value) {
                ("name", Value::Str(name)) => object.name = Some(name.to_string()),
                ("parent", Value::Type(parent)) => object.parent = Some(parent.as_ref().clone()),
                ("attributes", Value::Hash(specs)) => {
                    for (name, spec) in specs.iter() {
                        let attribute = attribute(&name.to_string(), spec)?;
                        object.attributes.push(attribute);
                    }
                }
                ("constants", Value::Hash(constants)) => {
                    for (name, value) in constants.iter() {
                        object.attributes.push(Attribute {
                            name: name.to_string(),
                            ty: super::infer::infer(value, super::infer::Detail::Generalized),
                            default: Some(value.clone()),
                            kind: Some("constant".into()),
                            final_: true,
                            override_: false,
                        });
                    }
                }
                ("functions", Value::Hash(functions)) => {
                    for (name, spec) in functions.iter() {
                        let t = match spec {
                            Value::Type(t) => t.as_ref().clone(),
                            spec => match spec.hash_get("type") {
                                Some(Value::Type(t)) => t.as_ref().clone(),
                                _ => PType::Callable,
                            },
                        };
                        object.functions.push((name.to_string(), t));
                    }
                }
                ("equality", Value::Str(name)) => object.equality = Some(vec![name.to_string()]),
                ("equality", Value::Array(names)) => {
                    object.equality = Some(names.iter().map(Value::to_string).collect())
                }
                _ => {}
            }
        }
        Ok(PType::Object(Rc::new(object)))
    }

    /// `T.new(...)` for an object type: from one initialization hash, or
    /// from the attributes positionally (those without a default first).
    pub(super) fn new_object_value(
        &mut self,
        object: &Rc<ObjectType>,
        args: Vec<Value>,
        what: &str,
        span: Span,
    ) -> Eval<Value> {
        let fail = |this: &Self, message: String| {
            this.error(
                span,
                format!("Evaluation Error: Error while evaluating a {what}, {message}"),
            )
        };
        // Puppet names the constructor after the type; one without a name
        // fails in Ruby.
        let Some(name) = object.name.clone() else {
            return Err(match self.options.settings.version {
                PuppetVersion::V7 => self.error(
                    Span::default(),
                    format!(
                        "Evaluation Error: Error while evaluating a {what}, undefined method `sub' for nil:NilClass"
                    ),
                ),
                PuppetVersion::V8 => fail(self, "undefined method `sub' for nil".into()),
            });
        };
        let attributes = object.all_attributes();
        let mut params: Vec<&Attribute> = attributes
            .iter()
            .filter(|a| a.is_given() && a.default.is_none())
            .collect();
        let required = params.len();
        params.extend(
            attributes
                .iter()
                .filter(|a| a.is_given() && a.default.is_some()),
        );
        let function = format!("new_{name}");
        let (min, max) = (required.min(1), params.len().max(1));
        if args.len() < min || args.len() > max {
            let expected = match (min, max) {
                (1, 1) => "1 argument".to_string(),
                (min, max) if min == max => format!("{min} arguments"),
                (min, max) => format!("between {min} and {max} arguments"),
            };
            let got = match args.len() {
                0 => "none".to_string(),
                n => n.to_string(),
            };
            return Err(fail(
                self,
                format!("'{function}' expects {expected}, got {got}"),
            ));
        }
        let init_type = PType::Struct(
            params
                .iter()
                .map(|a| (a.name.clone(), a.default.is_some(), a.ty.clone()))
                .collect(),
        );
        let given: Option<Vec<(String, Value)>> = match args.as_slice() {
            [hash @ Value::Hash(map)] if self.instance_of(&init_type, hash) => Some(
                params
                    .iter()
                    .filter_map(|a| Some((a.name.clone(), map.get(&Value::str(&a.name))?.clone())))
                    .collect(),
            ),
            _ if args.len() >= required
                && args.len() <= params.len()
                && params
                    .iter()
                    .zip(&args)
                    .all(|(a, v)| self.instance_of(&a.ty, v)) =>
            {
                Some(
                    params
                        .iter()
                        .zip(&args)
                        .map(|(a, v)| (a.name.clone(), v.clone()))
                        .collect(),
                )
            }
            _ => None,
        };
        let Some(given) = given else {
            let message = self.constructor_mismatch(&function, &init_type, &params, &args);
            return Err(fail(self, message));
        };
        // Every attribute in the type's order: what was given, else its
        // default (a hash that leaves an optional one out gives its default).
        let values = attributes
            .iter()
            .map(|a| {
                let given = given.iter().find(|(n, _)| *n == a.name).map(|(_, v)| v);
                let value = match (given, &a.default) {
                    (Some(v), _) if a.is_given() => v.clone(),
                    (_, Some(default)) => default.clone(),
                    _ => Value::Undef,
                };
                (a.name.clone(), value)
            })
            .collect();
        Ok(Value::UserObject(Rc::new(ObjectValue {
            ty: object.clone(),
            values,
        })))
    }

    /// "The function 'new_T' was called with arguments it does not
    /// accept": each signature with why it refused.
    fn constructor_mismatch(
        &self,
        function: &str,
        init_type: &PType,
        params: &[&Attribute],
        args: &[Value],
    ) -> String {
        let mut lines = vec![format!(
            "The function '{function}' was called with arguments it does not accept. It expects one of:"
        )];
        lines.push(format!("  ({init_type} hash)"));
        let why = match args {
            [one] => format!(
                "parameter 'hash' {}",
                self.describe_mismatch(init_type, one).replace('\n', " ")
            ),
            _ => format!("expects 1 argument, got {}", args.len()),
        };
        lines.push(format!("    rejected: {why}"));
        let positional: Vec<String> = params
            .iter()
            .map(|a| {
                let mark = if a.default.is_some() { "?" } else { "" };
                format!("{} {}{mark}", a.ty, a.name)
            })
            .collect();
        lines.push(format!("  ({})", positional.join(", ")));
        let required = params.iter().filter(|a| a.default.is_none()).count();
        let why = if args.len() < required || args.len() > params.len() {
            let expected = if required == params.len() {
                required.to_string()
            } else {
                format!("between {required} and {}", params.len())
            };
            let noun = if expected == "1" {
                "argument"
            } else {
                "arguments"
            };
            format!("expects {expected} {noun}, got {}", args.len())
        } else {
            params
                .iter()
                .zip(args)
                .find(|(a, v)| !self.instance_of(&a.ty, v))
                .map(|(a, v)| {
                    format!(
                        "parameter '{}' {}",
                        a.name,
                        self.describe_mismatch(&a.ty, v).replace('\n', " ")
                    )
                })
                .unwrap_or_default()
        };
        lines.push(format!("    rejected: {why}"));
        lines.join("\n")
    }

    /// `$object.name`: the attribute's value; `None` when the type has no
    /// member of that name (then it is a function call, as in Puppet).
    pub(super) fn object_member(
        &self,
        object: &ObjectValue,
        name: &str,
        span: Span,
    ) -> Option<Eval<Value>> {
        if let Some(value) = object.get(name) {
            return Some(Ok(value.clone()));
        }
        object
            .ty
            .all_functions()
            .iter()
            .any(|(f, _)| f == name)
            .then(|| {
                Err(self.error(
                    span,
                    format!(
                        "Evaluation Error: Error while evaluating a Method call, no method is implemented for function {}[{name}]",
                        object.ty.label()
                    ),
                ))
            })
    }
}

/// An attribute given as a type, or as `{type => T, value => v, kind =>
/// k, final => b, override => b}`. A bare `Optional[...]` type defaults
/// to undef.
fn attribute(name: &str, spec: &Value) -> Result<Attribute, String> {
    let mut attribute = Attribute {
        name: name.to_string(),
        ty: PType::Any,
        default: None,
        kind: None,
        final_: false,
        override_: false,
    };
    match spec {
        Value::Type(t) => {
            attribute.ty = t.as_ref().clone();
            if matches!(t.as_ref(), PType::Optional(_)) {
                attribute.default = Some(Value::Undef);
            }
        }
        Value::Hash(entries) => {
            for (key, value) in entries.iter() {
                match (key.to_string().as_str(), value) {
                    ("type", Value::Type(t)) => attribute.ty = t.as_ref().clone(),
                    ("value", v) => attribute.default = Some(v.clone()),
                    ("kind", Value::Str(kind)) => attribute.kind = Some(kind.to_string()),
                    ("final", Value::Bool(b)) => attribute.final_ = *b,
                    ("override", Value::Bool(b)) => attribute.override_ = *b,
                    _ => {}
                }
            }
            if attribute.is_constant() {
                attribute.final_ = true;
            }
        }
        other => {
            return Err(format!(
                "attribute Object[{name}] has wrong type, expects a Type value, got {}",
                other.type_label()
            ));
        }
    }
    Ok(attribute)
}
