//! User-defined Pcore object types (`type Person = Object[{attributes =>
//! {...}}]`) and their values: the type's parts (name, parent,
//! attributes with defaults and kinds, functions, equality), the text
//! forms Puppet gives both (the type expanded, `Object[{name =>
//! 'Person', ...}]`, or by name inside another type; an instance as
//! `Person({'name' => 'Bob'})`), and the instance's initialization hash
//! that its string form, equality and Puppet 8's rich data share.

use std::cell::Cell;
use std::fmt::Write as _;
use std::rc::Rc;

use super::{PType, Value};
use crate::catalog::Map;

thread_local! {
    /// Whether object types are written out where they appear, as Puppet
    /// does within an alias's definition (`T = Struct[{'a' =>
    /// Object[{...}]}]`), but not within an object type's own parts.
    static EXPANDING: Cell<bool> = const { Cell::new(false) };
}

/// Runs `write` with object types written out (`expand`) or by name.
pub fn with_objects_expanded<T>(expand: bool, write: impl FnOnce() -> T) -> T {
    let outer = EXPANDING.replace(expand);
    let result = write();
    EXPANDING.set(outer);
    result
}

/// Whether object types are being written out (see [`with_objects_expanded`]).
pub fn objects_expanded() -> bool {
    EXPANDING.get()
}

/// An `Object[{...}]` type made in Puppet code.
#[derive(Debug, Clone, Default, PartialEq, Eq, Hash)]
pub struct ObjectType {
    /// The alias's name (`type Person = Object[...]`), or the `name` given.
    pub name: Option<String>,
    /// `parent => T`: an object type, or an alias of one.
    pub parent: Option<PType>,
    /// `type_parameters => {name => T}`: kept and printed (a manifest
    /// cannot parameterize such a type).
    pub type_parameters: Vec<(String, PType)>,
    /// Its own attributes (constants too), in the order given.
    pub attributes: Vec<Attribute>,
    /// `functions => {name => Callable[...]}`: declared only; a manifest
    /// cannot give them a body.
    pub functions: Vec<(String, PType)>,
    /// `equality => [names]`: the attributes two instances are compared
    /// by (all of them when absent).
    pub equality: Option<Vec<String>>,
    /// `equality_include_type => false`: instances compare by their
    /// attributes only, whatever the other's type.
    pub equality_ignores_type: bool,
    /// `checks => ...`: kept as given (Puppet does nothing with it).
    pub checks: Option<Value>,
}

/// One attribute of an object type.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Attribute {
    pub name: String,
    pub ty: PType,
    /// `value => v`: the default, which makes the attribute optional (an
    /// `Optional[...]` type without one defaults to undef).
    pub default: Option<Value>,
    /// `kind => constant` (or `derived`, `given_or_derived`, `reference`).
    pub kind: Option<String>,
    pub final_: bool,
    pub override_: bool,
}

impl Attribute {
    /// A constant: never given, always its value.
    pub fn is_constant(&self) -> bool {
        self.kind.as_deref() == Some("constant")
    }

    /// Whether a constructor takes it (constants and derived ones not).
    pub fn is_given(&self) -> bool {
        !matches!(self.kind.as_deref(), Some("constant" | "derived"))
    }
}

/// A value of a user-defined object type: the value of every attribute
/// (inherited ones first), constants included.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct ObjectValue {
    pub ty: Rc<ObjectType>,
    pub values: Vec<(String, Value)>,
}

impl ObjectType {
    /// The name Puppet shows for it: its name, else `Object`.
    pub fn label(&self) -> &str {
        self.name.as_deref().unwrap_or("Object")
    }

    /// The parent as an object type (through aliases).
    pub fn parent_type(&self) -> Option<&Rc<ObjectType>> {
        let mut parent = self.parent.as_ref()?;
        while let PType::Alias(_, inner) = parent {
            parent = inner;
        }
        match parent {
            PType::Object(o) => Some(o),
            _ => None,
        }
    }

    /// Every attribute, inherited ones first (an attribute that overrides
    /// an inherited one takes its place).
    pub fn all_attributes(&self) -> Vec<Attribute> {
        let mut all = self
            .parent_type()
            .map(|p| p.all_attributes())
            .unwrap_or_default();
        for attribute in &self.attributes {
            match all.iter_mut().find(|a| a.name == attribute.name) {
                Some(slot) => *slot = attribute.clone(),
                None => all.push(attribute.clone()),
            }
        }
        all
    }

    /// The label of the type (this or an ancestor) that declares the
    /// attribute `name`, the nearest first.
    pub fn attribute_owner(&self, name: &str) -> Option<String> {
        if self.attributes.iter().any(|a| a.name == name) {
            return Some(self.label().to_string());
        }
        self.parent_type()?.attribute_owner(name)
    }

    /// Every function, inherited ones too.
    pub fn all_functions(&self) -> Vec<(String, PType)> {
        let mut all = self
            .parent_type()
            .map(|p| p.all_functions())
            .unwrap_or_default();
        all.extend(self.functions.iter().cloned());
        all
    }

    /// Whether this type is `other` or inherits from it.
    pub fn descends_from(&self, other: &ObjectType) -> bool {
        self == other || self.parent_type().is_some_and(|p| p.descends_from(other))
    }

    /// The attributes instances are compared by: the parent's, then
    /// this type's declared equality, else all its own attributes but
    /// constants.
    pub fn equality_attributes(&self) -> Vec<String> {
        let mut names = self
            .parent_type()
            .map(|p| p.equality_attributes())
            .unwrap_or_default();
        let own: Vec<String> = match &self.equality {
            Some(equality) => equality.clone(),
            None => self
                .attributes
                .iter()
                .filter(|a| !a.is_constant())
                .map(|a| a.name.clone())
                .collect(),
        };
        for name in own {
            if !names.contains(&name) {
                names.push(name);
            }
        }
        names
    }

    /// The type written out: `Object[{name => 'P', parent => Q,
    /// attributes => {...}, constants => {...}, functions => {...},
    /// equality => [...]}]`, nested types by name.
    pub fn expanded(&self) -> String {
        with_objects_expanded(false, || self.expanded_parts())
    }

    fn expanded_parts(&self) -> String {
        let mut parts: Vec<String> = Vec::new();
        if let Some(name) = &self.name {
            parts.push(format!("name => {}", quoted(name)));
        }
        if let Some(parent) = &self.parent {
            parts.push(format!("parent => {parent}"));
        }
        if !self.type_parameters.is_empty() {
            let entries: Vec<String> = self
                .type_parameters
                .iter()
                .map(|(name, t)| format!("{} => {t}", quoted(name)))
                .collect();
            parts.push(format!("type_parameters => {{{}}}", entries.join(", ")));
        }
        let (constants, others): (Vec<&Attribute>, Vec<&Attribute>) =
            self.attributes.iter().partition(|a| plain_constant(a));
        if !others.is_empty() {
            let entries: Vec<String> = others
                .iter()
                .map(|a| format!("{} => {}", quoted(&a.name), attribute_text(a)))
                .collect();
            parts.push(format!("attributes => {{{}}}", entries.join(", ")));
        }
        if !constants.is_empty() {
            let entries: Vec<String> = constants
                .iter()
                .map(|a| {
                    let value = a.default.as_ref().unwrap_or(&Value::Undef);
                    format!("{} => {}", quoted(&a.name), source(value))
                })
                .collect();
            parts.push(format!("constants => {{{}}}", entries.join(", ")));
        }
        if !self.functions.is_empty() {
            let entries: Vec<String> = self
                .functions
                .iter()
                .map(|(name, t)| format!("{} => {t}", quoted(name)))
                .collect();
            parts.push(format!("functions => {{{}}}", entries.join(", ")));
        }
        if let Some(equality) = &self.equality {
            let names: Vec<String> = equality.iter().map(|n| quoted(n)).collect();
            parts.push(format!("equality => [{}]", names.join(", ")));
        }
        if let Some(checks) = &self.checks {
            parts.push(format!("checks => {}", source(checks)));
        }
        format!("Object[{{{}}}]", parts.join(", "))
    }
}

/// A constant whose type is what its value's type is in general
/// (`Integer` for `3`): Puppet lists it among `constants` by value.
pub fn plain_constant(a: &Attribute) -> bool {
    let general = match &a.default {
        Some(Value::Int(_)) => PType::Integer(i64::MIN, i64::MAX),
        Some(Value::Str(_)) => PType::String(0, i64::MAX),
        Some(Value::Bool(_)) => PType::Boolean,
        Some(Value::Float(_)) => PType::Float(super::FloatBound::MIN, super::FloatBound::MAX),
        _ => return false,
    };
    a.is_constant() && a.ty == general
}

/// An attribute as its type alone, or its hash when it says more.
fn attribute_text(a: &Attribute) -> String {
    let mut entries = vec![format!("type => {}", a.ty)];
    if a.final_ && !a.is_constant() {
        entries.push("final => true".into());
    }
    if a.override_ {
        entries.push("override => true".into());
    }
    if let Some(kind) = &a.kind {
        entries.push(format!("kind => {kind}"));
    }
    if let Some(value) = &a.default {
        entries.push(format!("value => {}", source(value)));
    }
    match entries.as_slice() {
        [only] => only.trim_start_matches("type => ").to_string(),
        _ => format!("{{{}}}", entries.join(", ")),
    }
}

fn quoted(text: &str) -> String {
    format!("'{}'", text.replace('\\', "\\\\").replace('\'', "\\'"))
}

/// A value as Puppet source, objects and types as their text.
fn source(value: &Value) -> String {
    super::puppet_source(value)
}

impl ObjectValue {
    /// The value of an attribute, if the type has one of that name.
    pub fn get(&self, name: &str) -> Option<&Value> {
        self.values.iter().find(|(n, _)| n == name).map(|(_, v)| v)
    }

    /// The initialization hash: the attributes a constructor takes whose
    /// value is not their default.
    pub fn init_hash(&self) -> Map<Value, Value> {
        let attributes = self.ty.all_attributes();
        self.values
            .iter()
            .filter(|(name, value)| {
                attributes.iter().any(|a| {
                    a.name == *name && a.is_given() && a.default.as_ref().is_none_or(|d| d != value)
                })
            })
            .map(|(name, value)| (Value::str(name), value.clone()))
            .collect()
    }

    /// The initialization hash in the constructor's order (attributes
    /// without a default first), as Puppet 8's rich data writes it.
    pub fn init_hash_in_parameter_order(&self) -> Vec<(Value, Value)> {
        let attributes = self.ty.all_attributes();
        let has_default = |key: &Value| {
            attributes
                .iter()
                .any(|a| key.as_str() == Some(a.name.as_str()) && a.default.is_some())
        };
        let mut entries: Vec<(Value, Value)> = self.init_hash().into_iter().collect();
        entries.sort_by_key(|(key, _)| has_default(key));
        entries
    }

    /// `Person({'name' => 'Bob', 'age' => 3})`.
    pub fn text(&self) -> String {
        let mut text = String::new();
        let _ = write!(
            text,
            "{}({})",
            self.ty.label(),
            source(&Value::hash(self.init_hash()))
        );
        text
    }

    /// Hashes what [`ObjectValue::same_as`] compares: the values of the
    /// equality attributes (so equal objects find each other as hash keys).
    pub fn hash_equality<H: std::hash::Hasher>(&self, state: &mut H) {
        use std::hash::Hash as _;
        for name in self.ty.equality_attributes() {
            self.get(&name).hash(state);
        }
    }

    /// Puppet's `==`: the same type, and equal values of the attributes
    /// its equality names.
    pub fn same_as(&self, other: &ObjectValue) -> bool {
        (self.ty == other.ty || self.ty.equality_ignores_type)
            && self
                .ty
                .equality_attributes()
                .iter()
                .all(|name| self.get(name) == other.get(name))
    }
}
