//! Values of object types made in Puppet code: their `new` (`T.new(...)`,
//! `T(...)`, `new(T, ...)`) from positional arguments (attributes without
//! a default first) or one initialization hash, with Puppet's errors, and
//! an instance's attributes read as methods (`$person.name`).

use std::rc::Rc;

use super::{Compiler, Eval};
use crate::catalog::settings::PuppetVersion;
use crate::catalog::value::{Attribute, ObjectType, ObjectValue};
use crate::catalog::{PType, Value};
use crate::syntax::Span;

impl Compiler {
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
        let (params, required) = parameters(&attributes);
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
        let init_type = init_hash_type(&params);
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
        Ok(instance(object, &attributes, &given))
    }

    /// An instance made from an initialization hash, as annotations are:
    /// `Err` is Puppet's message when the hash does not fit.
    pub(super) fn object_from_init_hash(
        &self,
        object: &Rc<ObjectType>,
        init: &Value,
    ) -> Result<Value, String> {
        let attributes = object.all_attributes();
        let (params, _) = parameters(&attributes);
        let init_type = init_hash_type(&params);
        let refused = |why: String| format!("{} initializer has wrong type, {why}", object.label());
        let Value::Hash(map) = init else {
            return Err(refused(self.init_hash_mismatch(&init_type, init)));
        };
        if !self.instance_of(&init_type, init) {
            return Err(refused(self.init_hash_mismatch(&init_type, init)));
        }
        let given: Vec<(String, Value)> = params
            .iter()
            .filter_map(|a| Some((a.name.clone(), map.get(&Value::str(&a.name))?.clone())))
            .collect();
        Ok(instance(object, &attributes, &given))
    }

    /// Why a value is no initialization hash: a value of another kind
    /// is named against `Struct`, as Puppet's assertion names it.
    fn init_hash_mismatch(&self, init_type: &PType, value: &Value) -> String {
        match value {
            Value::Hash(_) => self.describe_mismatch(init_type, value),
            other => format!(
                "expects a Struct value, got {}",
                super::mismatch::general(other)
            ),
        }
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
        lines.push(format!("  ({} hash)", struct_text(params)));
        // Each thing wrong with the hash is a rejection of its own.
        let problems = match args {
            [Value::Hash(_)] => self.describe_mismatches(init_type, &args[0]),
            [one] => vec![self.init_hash_mismatch(init_type, one)],
            _ => Vec::new(),
        };
        match problems.as_slice() {
            [] => lines.push(format!(
                "    rejected: expects 1 argument, got {}",
                args.len()
            )),
            problems => {
                lines.extend(problems.iter().map(|why| {
                    format!("    rejected: parameter 'hash' {}", why.replace('\n', " "))
                }))
            }
        }
        // An optional parameter shows the type it takes when given.
        let positional: Vec<String> = params
            .iter()
            .map(|a| match (&a.default, &a.ty) {
                (Some(_), PType::Optional(inner)) => format!("{inner} {}?", a.name),
                (Some(_), t) => format!("{t} {}?", a.name),
                (None, t) => format!("{t} {}", a.name),
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
        call: &crate::syntax::ast::Call,
        span: Span,
    ) -> Option<Eval<Value>> {
        let name = call.name.as_str();
        let attributes = object.ty.all_attributes();
        if let Some(derived) = attributes.iter().find(|a| a.name == name)
            && derived.kind.as_deref() == Some("derived")
        {
            // Its value would come from Ruby code a manifest cannot give.
            return Some(Err(self.error(
                span,
                format!(
                    "Evaluation Error: Error while evaluating a Method call, no method is implemented for derived attribute {}[{name}]",
                    object.ty.attribute_owner(name).unwrap_or_default()
                ),
            )));
        }
        if let Some(value) = object.get(name) {
            // An attribute's reader takes no arguments and no block.
            let refusal = match (call.args.len(), &call.lambda) {
                (0, None) => return Some(Ok(value.clone())),
                (0, Some(_)) => "does not expect a block".to_string(),
                (n, _) => format!("expects no arguments, got {n}"),
            };
            return Some(Err(self.error(
                span,
                format!(
                    "Evaluation Error: Error while evaluating a Method call, 'attribute {}[{name}]' {refusal}",
                    object.ty.label()
                ),
            )));
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

/// The attributes a constructor takes, those without a default first,
/// and how many of them are required.
fn parameters(attributes: &[Attribute]) -> (Vec<&Attribute>, usize) {
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
    (params, required)
}

/// The struct an initialization hash must be: attributes with a default
/// may be left out.
fn init_hash_type(params: &[&Attribute]) -> PType {
    PType::Struct(
        params
            .iter()
            .map(|a| (a.name.clone(), a.default.is_some(), a.ty.clone()))
            .collect(),
    )
}

/// Every attribute in the type's order: what was given, else its default
/// (a hash that leaves an optional one out gives its default).
fn instance(object: &Rc<ObjectType>, attributes: &[Attribute], given: &[(String, Value)]) -> Value {
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
    Value::UserObject(Rc::new(ObjectValue {
        ty: object.clone(),
        values,
    }))
}

/// Whether `value` is an instance of `t`, an object type made in Puppet
/// code (or one descending from it) or `Object` (any such value).
pub(super) fn object_instance(t: &PType, value: &Value) -> bool {
    match (t, value) {
        (PType::Object(object), Value::UserObject(v)) => v.ty.descends_from(object),
        (PType::Other(name, _), Value::UserObject(_)) => name == "Object",
        _ => false,
    }
}

/// Why `T(object)` fails for the data types an object converts to none
/// of (`Array($o, true)` wraps it, as any value).
pub(super) fn conversion_refusal(type_name: &str, args: &[Value]) -> Option<String> {
    let Some(Value::UserObject(object)) = args.first() else {
        return None;
    };
    let function = match type_name {
        "Array" if !args.get(1).is_some_and(Value::truthy) => "'new_array' ",
        "Hash" => "",
        "Integer" => "'new' ",
        "Float" => "'new_float' ",
        "Numeric" => "'new_numeric' ",
        "Boolean" => "'new_boolean' ",
        _ => return None,
    };
    Some(format!(
        "{function}Value of type {} cannot be converted to {type_name}",
        object.ty.expanded()
    ))
}

/// The initialization hash's struct as Puppet writes it: a key that may be
/// left out is `Optional['k']` unless its type takes undef anyway (then
/// plain), a required key whose type takes undef is `NotUndef['k']`.
fn struct_text(params: &[&Attribute]) -> String {
    let entries: Vec<String> = params
        .iter()
        .map(|a| {
            let takes_undef = matches!(a.ty, PType::Optional(_) | PType::Undef | PType::Any);
            let key = match (a.default.is_some(), takes_undef) {
                (true, false) => format!("Optional['{}']", a.name),
                (false, true) => format!("NotUndef['{}']", a.name),
                _ => format!("'{}'", a.name),
            };
            format!("{key} => {}", a.ty)
        })
        .collect();
    format!("Struct[{{{}}}]", entries.join(", "))
}
