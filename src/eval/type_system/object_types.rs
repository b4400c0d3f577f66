//! Object types made in Puppet code: `Object[{...}]` read into an
//! [`ObjectType`] (attributes as a type or as `{type, value, kind, final,
//! override}`, `constants`, `functions`, `equality`, `parent`, `checks`)
//! with the checks Puppet makes of them, in its words; and `type T =
//! Object[{...}]`, which makes an object type named T when the alias is
//! first used (where its errors are reported).

use std::rc::Rc;

use super::{Compiler, Eval};
use crate::catalog::settings::PuppetVersion;
use crate::catalog::value::{Attribute, ObjectType};
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

/// Attribute names an instance's serialized form uses itself.
const RESERVED: &[&str] = &["__ptype", "__pvalue"];

/// Whether an alias's definition is `Object[{...}]` itself (which makes
/// an object type of the alias's name) rather than a name of one.
pub(super) fn defines_object(definition: &Expr) -> bool {
    matches!(&definition.kind, ExprKind::Access(target, keys)
        if keys.len() == 1
            && matches!(&target.kind, ExprKind::TypeRef(name) if name == "Object"))
}

/// A type name as Pcore allows one (`Person`, `My::Person`).
fn valid_name(name: &str) -> bool {
    name.split("::").all(|segment| {
        segment.starts_with(|c: char| c.is_ascii_uppercase())
            && segment.chars().all(|c| c.is_alphanumeric() || c == '_')
    })
}

impl Compiler {
    /// `type T = Object[{...}]`, resolved where `T` is used (`span`): the
    /// object type named T, or Puppet's error about its definition.
    pub(super) fn object_alias(
        &mut self,
        name: &str,
        definition: &Expr,
        span: Span,
    ) -> Eval<Value> {
        let ExprKind::Access(_, keys) = &definition.kind else {
            return self.eval(definition, 0);
        };
        let init = match self.eval(&keys[0], 0)? {
            Value::Hash(init) => init,
            _ => return self.eval(definition, 0),
        };
        self.object_type(&init, Some(name))
            .map(Value::ty)
            .map_err(|m| {
                self.error(
                    span,
                    format!("Evaluation Error: Error while evaluating a Type-Name, {m}"),
                )
            })
    }

    /// `Object[{...}]` written inline. Other parameters fail as in Puppet
    /// (a value that is no hash fails inside Ruby); an object type itself
    /// (`object`) takes none.
    pub(super) fn object_access(
        &self,
        object: Option<&Rc<ObjectType>>,
        keys: &[Value],
        span: Span,
    ) -> Eval<Value> {
        if let Some(object) = object {
            return Err(self.error(
                span,
                format!(
                    "Evaluation Error: Error while evaluating a '[]' expression, The {}-Type cannot be parameterized using []",
                    object.label()
                ),
            ));
        }
        let init = match keys {
            [Value::Hash(init)] => init,
            [other] => {
                let class = super::mismatch::ruby_class(other);
                let shown = super::builtins::ruby_inspect(other);
                let message = match self.options.settings.version {
                    PuppetVersion::V7 => format!("undefined method `empty?' for {shown}:{class}"),
                    PuppetVersion::V8 => {
                        format!("undefined method `empty?' for an instance of {class}")
                    }
                };
                let at = match self.options.settings.version {
                    PuppetVersion::V7 => Span::default(),
                    PuppetVersion::V8 => span,
                };
                return Err(self.error(
                    at,
                    format!(
                        "Evaluation Error: Error while evaluating a '[]' expression, {message}"
                    ),
                ));
            }
            _ => {
                return Err(self.error(
                    span,
                    format!(
                        "Evaluation Error: Object-Type[] accepts 1 argument. Got {}",
                        keys.len()
                    ),
                ));
            }
        };
        self.object_type(init, None).map(Value::ty).map_err(|m| {
            let m = format!("Evaluation Error: Error while evaluating a '[]' expression, {m}");
            self.error(span, m)
        })
    }

    /// `Object[{attributes => {...}, ...}]`, named `alias` when an alias
    /// defines it. `Err` is Puppet's account of what is wrong.
    pub(super) fn object_type(
        &self,
        init: &Map<Value, Value>,
        alias: Option<&str>,
    ) -> Result<PType, String> {
        let mut object = ObjectType {
            name: alias.map(str::to_string),
            parent: None,
            type_parameters: Vec::new(),
            attributes: Vec::new(),
            functions: Vec::new(),
            equality: None,
            equality_ignores_type: false,
            checks: None,
        };
        for (key, value) in init.iter() {
            let key = key.to_string();
            if !KEYS.contains(&key.as_str()) {
                return Err(format!(
                    "object initializer has wrong type, unrecognized key '{key}'"
                ));
            }
            match (key.as_str(), value) {
                ("name", Value::Str(name)) if !valid_name(name) => {
                    let pattern = match self.options.settings.version {
                        PuppetVersion::V7 => r"\A[A-Z][\w]*(?:::[A-Z][\w]*)*\z",
                        PuppetVersion::V8 => r"\A[A-Z]\w*(?:::[A-Z]\w*)*\z",
                    };
                    return Err(format!(
                        "object initializer has wrong type, entry 'name' expects a match for Pattern[/{pattern}/], got '{name}'"
                    ));
                }
                ("name", Value::Str(name)) if alias.is_none() => {
                    object.name = Some(name.to_string())
                }
                ("parent", Value::Type(parent)) => object.parent = Some(parent.as_ref().clone()),
                ("checks", checks) => object.checks = Some(checks.clone()),
                ("type_parameters", Value::Hash(parameters)) => {
                    for (name, spec) in parameters.iter() {
                        let t = match spec {
                            Value::Type(t) => t.as_ref().clone(),
                            spec => match spec.hash_get("type") {
                                Some(Value::Type(t)) => t.as_ref().clone(),
                                _ => PType::Any,
                            },
                        };
                        object.type_parameters.push((name.to_string(), t));
                    }
                }
                _ => {}
            }
        }
        let label = object.label().to_string();
        let inherited = object
            .parent_type()
            .map(|p| (p.label().to_string(), p.all_attributes()))
            .unwrap_or_default();
        let specs = match init.get(&Value::str("attributes")) {
            Some(Value::Hash(specs)) => specs.iter().collect(),
            _ => Vec::new(),
        };
        for (name, spec) in specs {
            let attribute = self.attribute(&label, &name.to_string(), spec)?;
            check_override(&label, &attribute, &inherited)?;
            object.attributes.push(attribute);
        }
        if let Some(Value::Hash(constants)) = init.get(&Value::str("constants")) {
            for (name, value) in constants.iter() {
                let name = name.to_string();
                if object.attributes.iter().any(|a| a.name == name) {
                    return Err(format!(
                        "attribute {label}[{name}] is defined as both a constant and an attribute"
                    ));
                }
                object.attributes.push(Attribute {
                    override_: inherited.1.iter().any(|a| a.name == name),
                    name,
                    ty: super::infer::infer(value, super::infer::Detail::Generalized),
                    default: Some(value.clone()),
                    kind: Some("constant".into()),
                    final_: true,
                });
            }
        }
        if let Some(Value::Hash(functions)) = init.get(&Value::str("functions")) {
            for (name, spec) in functions.iter() {
                let name = name.to_string();
                if object.attributes.iter().any(|a| a.name == name) {
                    return Err(format!(
                        "function {label}[{name}] conflicts with attribute with the same name"
                    ));
                }
                let t = match spec {
                    Value::Type(t) => t.as_ref().clone(),
                    spec => match spec.hash_get("type") {
                        Some(Value::Type(t)) => t.as_ref().clone(),
                        _ => PType::Callable,
                    },
                };
                object.functions.push((name, t));
            }
        }
        object.equality = match init.get(&Value::str("equality")) {
            Some(Value::Str(name)) => Some(vec![name.to_string()]),
            Some(Value::Array(names)) => Some(names.iter().map(Value::to_string).collect()),
            _ => None,
        };
        object.equality_ignores_type =
            init.get(&Value::str("equality_include_type")) == Some(&Value::Bool(false));
        check_equality(&object)?;
        Ok(PType::Object(Rc::new(object)))
    }

    /// An attribute given as a type, or as `{type => T, value => v, kind
    /// => k, final => b, override => b}`. A bare `Optional[...]` type
    /// defaults to undef.
    fn attribute(&self, label: &str, name: &str, spec: &Value) -> Result<Attribute, String> {
        let mut attribute = Attribute {
            name: name.to_string(),
            ty: PType::Any,
            default: None,
            kind: None,
            final_: false,
            override_: false,
        };
        let at = format!("attribute {label}[{name}]");
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
            }
            other => {
                let why = self.describe_mismatch(&PType::Type(Box::new(PType::Any)), other);
                return Err(format!("{at} has wrong type, {why}"));
            }
        }
        if RESERVED.contains(&name) {
            return Err(format!(
                "The attribute '{name}' is reserved and cannot be used"
            ));
        }
        if attribute.is_constant() {
            if attribute.default.is_none() {
                return Err(format!("{at} of kind 'constant' requires a value"));
            }
            attribute.final_ = true;
        }
        if let Some(value) = &attribute.default {
            if let Some(kind @ ("derived" | "given_or_derived")) = attribute.kind.as_deref() {
                return Err(format!(
                    "{at} of kind '{kind}' cannot be combined with an attribute value"
                ));
            }
            if !self.instance_of(&attribute.ty, value) {
                let why = self.describe_mismatch(&attribute.ty, value);
                return Err(format!("{at} value has wrong type, {why}"));
            }
        }
        Ok(attribute)
    }
}

/// An attribute that has the name of an inherited one must say it
/// overrides it, and may not override a final one; one that says so must
/// have one to override. `inherited`: the parent's label and attributes.
fn check_override(
    label: &str,
    attribute: &Attribute,
    inherited: &(String, Vec<Attribute>),
) -> Result<(), String> {
    let (parent, attributes) = inherited;
    let name = &attribute.name;
    let Some(overridden) = attributes.iter().find(|a| a.name == *name) else {
        return match attribute.override_ {
            true => Err(format!(
                "expected attribute {label}[{name}] to override an inherited attribute, but no such attribute was found"
            )),
            false => Ok(()),
        };
    };
    let both_constant = overridden.is_constant() && attribute.is_constant();
    if overridden.final_ && !both_constant {
        return Err(format!(
            "attribute {label}[{name}] attempts to override final attribute {parent}[{name}]"
        ));
    }
    if !attribute.override_ {
        return Err(format!(
            "attribute {label}[{name}] attempts to override attribute {parent}[{name}] without having override => true"
        ));
    }
    Ok(())
}

/// What `equality` may name: attributes of the type or its parents that
/// are no constants, and none its parent compares by already.
fn check_equality(object: &ObjectType) -> Result<(), String> {
    let Some(equality) = object.equality.as_ref().filter(|e| !e.is_empty()) else {
        return Ok(());
    };
    let label = object.label();
    if object.equality_ignores_type {
        return Err(
            "equality_include_type = false cannot be combined with non empty equality specification"
                .into(),
        );
    }
    let parent = object.parent_type();
    let parent_equality = parent.map(|p| p.equality_attributes()).unwrap_or_default();
    for name in equality {
        let inherited = parent.and_then(|p| {
            let owner = p.attribute_owner(name)?;
            Some(owner)
        });
        if let Some(owner) = &inherited
            && parent_equality.contains(name)
        {
            return Err(format!(
                "{label} equality is referencing attribute {owner}[{name}] which is included in equality of {}",
                equality_definer(object, name).unwrap_or_else(|| owner.clone())
            ));
        }
        let attribute = object
            .all_attributes()
            .into_iter()
            .find(|a| a.name == *name);
        match attribute {
            Some(a) if a.is_constant() => {
                let owner = inherited.unwrap_or_else(|| label.to_string());
                return Err(format!(
                    "{label} equality is referencing constant attribute {owner}[{name}]. Reference to constant is not allowed in equality"
                ));
            }
            Some(_) => {}
            None if object.all_functions().iter().any(|(f, _)| f == name) => {
                return Err(format!(
                    "{label} equality is referencing function {label}[{name}]. Only attribute references are allowed"
                ));
            }
            None => {
                return Err(format!(
                    "{label} equality is referencing non existent attribute '{name}'"
                ));
            }
        }
    }
    Ok(())
}

/// The farthest ancestor, going up from the parent while each compares
/// by `name`, that compares by it: the one Puppet names.
fn equality_definer(object: &ObjectType, name: &str) -> Option<String> {
    let mut definer = None;
    let mut at = object.parent_type();
    while let Some(t) = at {
        if !t.equality_attributes().iter().any(|n| n == name) {
            break;
        }
        definer = Some(t.label().to_string());
        at = t.parent_type();
    }
    definer
}
