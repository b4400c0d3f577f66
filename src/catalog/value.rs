//! Puppet values and data types, as stored in the catalog.
//!
//! Resource references are data types in Puppet (`File['/a']` is the type
//! of exactly that resource), so they live in [`PType::Resource`] and
//! [`PType::Class`]. Hashes keep insertion order, as Puppet's do.

use std::hash::{Hash, Hasher};
use std::rc::Rc;

use crate::catalog::Map;

mod callable;
mod object_type;
mod text;
pub use callable::CallableSignature;
pub use object_type::{
    Attribute, ObjectType, ObjectValue, objects_expanded, plain_constant, with_objects_expanded,
};
pub use text::{
    capitalize_type_name, format_float, parse_reference, puppet_source, reference_text,
    render_nested, ruby_inspect,
};

/// A Puppet value.
#[derive(Debug, Clone)]
pub enum Value {
    Undef,
    Default,
    Bool(bool),
    Int(i64),
    Float(f64),
    Str(Rc<str>),
    Regex(Rc<str>),
    Array(Rc<Vec<Value>>),
    Hash(Rc<Map<Value, Value>>),
    Type(Rc<PType>),
    /// `Sensitive($v)`: shown redacted, written to the catalog unwrapped
    /// and listed in the resource's `sensitive_parameters`.
    Sensitive(Rc<Value>),
    /// A `Timestamp`: nanoseconds since the epoch (UTC).
    Timestamp(i128),
    /// A `Timespan`: a signed duration in nanoseconds.
    Timespan(i128),
    /// A `Binary`: bytes.
    Binary(Rc<[u8]>),
    /// `Deferred(name, arguments)`: its init hash (`name`, `arguments`).
    Deferred(Rc<Value>),
    /// A value of a Pcore object type, kept as its canonical text: a
    /// `SemVer` (`1.2.3`), a `SemVerRange` (`>=1.0.0`) or a `URI`.
    Object(ObjectKind, Rc<str>),
    /// A value of an object type made in Puppet code (`Person.new(...)`).
    UserObject(Rc<ObjectValue>),
    /// An `Iterator`: what `reverse_each` or `step` give without a
    /// block. Puppet's are lazy; spaceship keeps what one produces.
    /// Each is its own value: `==` is true only of the same one.
    Iterator(Rc<IteratorValue>),
}

/// What an [`Value::Iterator`] produces, and its types.
#[derive(Debug, Clone)]
pub struct IteratorValue {
    /// The values it produces, in order.
    pub items: Vec<Value>,
    /// `T` of its type `Iterator[T]`: the type of its subject's elements.
    pub element_type: PType,
    /// `T` generalized: how the iterator prints (`Iterator[T]-Value`).
    pub general_type: PType,
    pub style: IteratorStyle,
    /// Whether every use walks it (Puppet's step and integer range
    /// iterators): a plain one is walked only by `each` and the like,
    /// other uses read it whole.
    pub walked_always: bool,
    /// How far walks have gone: a walk goes on from there, as Ruby's
    /// external enumeration (`next`) does, and a walked-out iterator
    /// gives nothing more.
    pub walked: std::cell::Cell<usize>,
}

impl IteratorValue {
    /// What a use gives: what is left to walk (walking it out), or for
    /// a use that reads it whole, everything.
    pub fn take(&self, walk: bool) -> Vec<Value> {
        if walk || self.walked_always {
            let from = self.walked.replace(self.items.len()).min(self.items.len());
            self.items[from..].to_vec()
        } else {
            self.items.clone()
        }
    }
}

/// What kind of iterator Puppet made: how a block of two parameters is
/// called, and how stepping one changes its type.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum IteratorStyle {
    /// A block of two is given an index and a value.
    Values,
    /// A hash's own iterator: a block of two is given a key and a value.
    HashPairs,
    /// An integer range's, going by `stride` (negative: reversed): its
    /// element type is the range, cut at the last value reached.
    IntegerRange { stride: i64 },
}

/// The Pcore object types whose values spaceship makes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum ObjectKind {
    SemVer,
    SemVerRange,
    Uri,
}

impl ObjectKind {
    /// The type's name (`__ptype` in rich data).
    pub fn type_name(self) -> &'static str {
        match self {
            ObjectKind::SemVer => "SemVer",
            ObjectKind::SemVerRange => "SemVerRange",
            ObjectKind::Uri => "URI",
        }
    }

    /// The Ruby class of such a value, as Puppet's messages name it.
    pub fn ruby_class(self) -> &'static str {
        match self {
            ObjectKind::SemVer => "Semver",
            ObjectKind::SemVerRange => "SemverRange",
            ObjectKind::Uri => "URI::Generic",
        }
    }
}

/// An upper size bound given as unbounded (`Collection[0]`,
/// `String[1, default]`): as unbounded as `i64::MAX` (no value reaches
/// either), but a type with it prints its sizes as given, as Puppet's does,
/// where a type given no sizes prints none (`Collection`).
pub const GIVEN_UNBOUNDED: i64 = i64::MAX - 1;

/// Whether an upper size bound is unbounded, given so or not.
pub fn unbounded(max: i64) -> bool {
    max >= GIVEN_UNBOUNDED
}

/// A bound of a `Float` range, kept as bits so that types stay `Eq` and
/// `Hash`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct FloatBound(u64);

impl FloatBound {
    pub const MIN: FloatBound = FloatBound(0xFFF0_0000_0000_0000); // -inf
    pub const MAX: FloatBound = FloatBound(0x7FF0_0000_0000_0000); // +inf

    pub fn new(value: f64) -> Self {
        FloatBound(value.to_bits())
    }

    pub fn get(self) -> f64 {
        f64::from_bits(self.0)
    }
}

/// A Puppet data type.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum PType {
    Any,
    Undef,
    Default,
    Boolean,
    Integer(i64, i64),
    /// `Float[from, to]`; unbounded ends are infinite.
    Float(FloatBound, FloatBound),
    Numeric,
    String(i64, i64),
    Scalar,
    Data,
    /// `Iterable[T]`: what can be iterated (`Iterable` is `Iterable[Any]`).
    Iterable(Box<PType>),
    /// `Iterator[T]`: an iterator of such values; `None` for `Iterator`,
    /// which takes any (and prints so: `Iterator[Any]` prints as given).
    Iterator(Option<Box<PType>>),
    /// `Regexp` or `Regexp[/re/]`: the latter matches only that regexp.
    Regexp(Option<String>),
    Array(Box<PType>, i64, i64),
    Hash(Box<PType>, Box<PType>, i64, i64),
    Optional(Box<PType>),
    NotUndef(Box<PType>),
    Variant(Vec<PType>),
    Enum(Vec<String>),
    /// `Enum['a', 'b', true]`: matches without regard to case.
    EnumCaseless(Vec<String>),
    Pattern(Vec<String>),
    Struct(Vec<(String, bool, PType)>),
    /// Element types, and a size range when given (else exactly one
    /// element per type; extra elements take the last type).
    Tuple(Vec<PType>, Option<(i64, i64)>),
    Type(Box<PType>),
    /// `Resource`, `File`, `File['/a']`: type name capitalized as Puppet does.
    Resource(Option<String>, Option<String>),
    /// `Class`, `Class['a::b']`.
    Class(Option<String>),
    CatalogEntry,
    /// `Collection[min, max]`: an array or a hash of that size.
    Collection(i64, i64),
    Callable,
    /// A type Puppet has that spaceship treats as `Any` but names faithfully:
    /// its text (`Init[Integer, 1]`), and the parameters it was given, which
    /// Puppet 8's rich data writes as the type's attributes.
    Other(String, Vec<Value>),
    /// The type `type()` infers for a string: only that string is an
    /// instance; it prints as `String`.
    StringValue(String),
    /// The type `type()` infers for a boolean: `Boolean[true]`.
    BooleanValue(bool),
    /// A `type Name = T` alias: behaves as `T`, prints as `Name`.
    /// (Shared, as Puppet shares it: an alias of an alias of... is a
    /// chain of references, never copied level by level.)
    Alias(String, std::rc::Rc<PType>),
    /// An alias named inside its own definition (`type Tree =
    /// Array[Variant[String, Tree]]`): the evaluator looks it up when a
    /// check reaches it.
    AliasRef(String),
    /// A reference (`Resource` or `Class` with a title) that was given as a
    /// resource's attribute: Puppet turns it into a resource instance,
    /// which behaves as the reference but prints as `File[/x]`, `Class[C]`.
    Instance(Box<PType>),
    /// `Object[{...}]`: an object type made in Puppet code.
    Object(Rc<ObjectType>),
}

impl PType {
    /// A type named only, without parameters (`Binary`, `Unit`).
    pub fn other(name: impl Into<String>) -> PType {
        PType::Other(name.into(), Vec::new())
    }

    /// Type equality as Puppet's `==` sees it: a variant's types and an
    /// enum's values in any order.
    pub fn same_type(&self, other: &PType) -> bool {
        match (self, other) {
            // Sizes given as unbounded are the same as none given.
            (a, b) if a.sizes_given() || b.sizes_given() => {
                a.without_given_sizes() == b.without_given_sizes()
            }
            (PType::Variant(a), PType::Variant(b)) => {
                a.len() == b.len()
                    && a.iter().all(|x| b.iter().any(|y| x.same_type(y)))
                    && b.iter().all(|y| a.iter().any(|x| x.same_type(y)))
            }
            (PType::Enum(a), PType::Enum(b)) => {
                a.iter().all(|x| b.contains(x)) && b.iter().all(|y| a.contains(y))
            }
            _ => self == other,
        }
    }

    /// Whether its upper size bound was given as unbounded.
    fn sizes_given(&self) -> bool {
        matches!(
            self,
            PType::Collection(_, GIVEN_UNBOUNDED)
                | PType::String(_, GIVEN_UNBOUNDED)
                | PType::Array(_, _, GIVEN_UNBOUNDED)
                | PType::Hash(_, _, _, GIVEN_UNBOUNDED)
        )
    }

    /// The type with an upper size bound given as unbounded not given.
    fn without_given_sizes(&self) -> PType {
        let open = |max: i64| {
            if max == GIVEN_UNBOUNDED {
                i64::MAX
            } else {
                max
            }
        };
        match self {
            PType::Collection(min, max) => PType::Collection(*min, open(*max)),
            PType::String(min, max) => PType::String(*min, open(*max)),
            PType::Array(e, min, max) => PType::Array(e.clone(), *min, open(*max)),
            PType::Hash(k, v, min, max) => PType::Hash(k.clone(), v.clone(), *min, open(*max)),
            other => other.clone(),
        }
    }

    /// An `Iterator[T]`'s `T` (`Any` when not given).
    pub fn iterator_element(element: &Option<Box<PType>>) -> &PType {
        element.as_deref().unwrap_or(&PType::Any)
    }

    /// The reference a resource instance stands for; any other type as is.
    pub fn without_instance(&self) -> &PType {
        match self {
            PType::Instance(inner) => inner,
            other => other,
        }
    }
}

impl Value {
    /// A string value.
    pub fn str(s: impl AsRef<str>) -> Value {
        Value::Str(Rc::from(s.as_ref()))
    }

    /// An array value.
    pub fn array(items: Vec<Value>) -> Value {
        Value::Array(Rc::new(items))
    }

    /// A hash value.
    pub fn hash(map: Map<Value, Value>) -> Value {
        Value::Hash(Rc::new(map))
    }

    /// A type value.
    pub fn ty(t: PType) -> Value {
        Value::Type(Rc::new(t))
    }

    /// A reference to the resource `type_name[title]`.
    pub fn resource_ref(type_name: &str, title: &str) -> Value {
        if type_name == "Class" {
            Value::ty(PType::Class(Some(title.to_string())))
        } else {
            Value::ty(PType::Resource(
                Some(type_name.to_string()),
                Some(title.to_string()),
            ))
        }
    }

    /// The value Puppet gives a define or class when this is passed as an
    /// attribute: references (also inside arrays and hashes) become
    /// resource instances.
    pub fn as_attribute_value(&self) -> Value {
        match self {
            Value::Type(t)
                if matches!(
                    t.as_ref(),
                    PType::Resource(Some(_), Some(_)) | PType::Class(Some(_))
                ) =>
            {
                Value::ty(PType::Instance(Box::new(t.as_ref().clone())))
            }
            Value::Array(items) if items.iter().any(Value::holds_reference) => {
                Value::array(items.iter().map(Value::as_attribute_value).collect())
            }
            Value::Hash(map) if map.values().any(Value::holds_reference) => Value::hash(
                map.iter()
                    .map(|(k, v)| (k.clone(), v.as_attribute_value()))
                    .collect(),
            ),
            other => other.clone(),
        }
    }

    fn holds_reference(&self) -> bool {
        match self {
            Value::Type(_) => true,
            Value::Array(items) => items.iter().any(Value::holds_reference),
            Value::Hash(map) => map.values().any(Value::holds_reference),
            _ => false,
        }
    }

    /// Whether this value can hold other values: an array, a hash, or
    /// `Sensitive` (wrapping one). Walks over values skip the rest.
    pub fn is_container(&self) -> bool {
        matches!(self, Value::Array(_) | Value::Hash(_) | Value::Sensitive(_))
    }

    /// Whether this is `undef`.
    pub fn is_undef(&self) -> bool {
        matches!(self, Value::Undef)
    }

    /// Puppet truthiness: only `undef` and `false` are false.
    pub fn truthy(&self) -> bool {
        !matches!(self, Value::Undef | Value::Bool(false))
    }

    /// The string, if this is one.
    pub fn as_str(&self) -> Option<&str> {
        match self {
            Value::Str(s) => Some(s),
            _ => None,
        }
    }

    /// The (type, title) of a resource or class reference.
    pub fn as_ref_parts(&self) -> Option<(String, String)> {
        match self {
            Value::Type(t) => match t.without_instance() {
                PType::Resource(Some(ty), Some(title)) => Some((ty.clone(), title.clone())),
                PType::Class(Some(name)) => Some(("Class".to_string(), name.clone())),
                _ => None,
            },
            _ => None,
        }
    }

    /// The value under a string key, if this is a hash that has it.
    pub fn hash_get(&self, key: &str) -> Option<&Value> {
        match self {
            Value::Hash(entries) => entries.get(&Value::str(key)),
            _ => None,
        }
    }

    /// Whether this value or any value inside it (array items, hash keys
    /// and values) satisfies `pred`.
    /// Each array and hash is looked into once: one met again (shared,
    /// as `[$m, $m]` shares `$m`) was found to hold no match already, so
    /// a value shared 2^60 ways costs one step per distinct part.
    #[inline]
    pub fn any(&self, pred: &dyn Fn(&Value) -> bool) -> bool {
        // Most values hold nothing: answered without the walk's set.
        match self {
            Value::Array(_) | Value::Hash(_) | Value::Sensitive(_) => {
                self.any_unseen(pred, &mut rustc_hash::FxHashSet::default(), false)
            }
            _ => pred(self),
        }
    }

    /// `nested`: reached through another array or hash. Only those are
    /// noted as seen (the outermost is walked once anyway): the walk of
    /// a flat array, most of what catalogs hold, hashes nothing.
    fn any_unseen(
        &self,
        pred: &dyn Fn(&Value) -> bool,
        seen: &mut rustc_hash::FxHashSet<usize>,
        nested: bool,
    ) -> bool {
        if pred(self) {
            return true;
        }
        let address = match self {
            Value::Array(items) => Rc::as_ptr(items) as *const u8 as usize,
            Value::Hash(entries) => Rc::as_ptr(entries) as *const u8 as usize,
            Value::Sensitive(inner) => return inner.any_unseen(pred, seen, nested),
            _ => return false,
        };
        if nested && !seen.insert(address) {
            return false;
        }
        match self {
            Value::Array(items) => items.iter().any(|i| i.any_unseen(pred, seen, true)),
            Value::Hash(entries) => entries
                .iter()
                .any(|(k, v)| k.any_unseen(pred, seen, true) || v.any_unseen(pred, seen, true)),
            _ => false,
        }
    }

    /// The name Puppet uses for this value's type in error messages.
    pub fn type_label(&self) -> String {
        match self {
            Value::Undef => "Undef".into(),
            Value::Default => "Default".into(),
            Value::Bool(_) => "Boolean".into(),
            Value::Int(_) => "Integer".into(),
            Value::Float(_) => "Float".into(),
            Value::Str(_) => "String".into(),
            Value::Regex(_) => "Regexp".into(),
            Value::Array(_) => "Array".into(),
            Value::Hash(_) => "Hash".into(),
            Value::Type(t) => format!("Type[{}]", t.without_instance()),
            Value::Sensitive(_) => "Sensitive".into(),
            Value::Timestamp(_) => "Timestamp".into(),
            Value::Timespan(_) => "Timespan".into(),
            Value::Binary(_) => "Binary".into(),
            Value::Deferred(_) => "Deferred".into(),
            Value::Object(kind, _) => kind.type_name().into(),
            Value::UserObject(_) => "Object".into(),
            // Puppet's label for a runtime object it has no name for.
            Value::Iterator(_) => "Object".into(),
        }
    }

    /// Puppet's `==`: strings compare case-insensitively, numbers by value.
    pub fn puppet_eq(&self, other: &Value) -> bool {
        match (self, other) {
            // The very same collection (shared, as `[$m, $m]` shares `$m`)
            // is equal without a walk, which for values built by sharing
            // would visit exponentially many elements.
            (Value::Array(a), Value::Array(b)) if Rc::ptr_eq(a, b) => true,
            (Value::Hash(a), Value::Hash(b)) if Rc::ptr_eq(a, b) => true,
            (Value::Str(a), Value::Str(b)) => {
                if a.len() == b.len() && a.eq_ignore_ascii_case(b) {
                    true
                } else if a.is_ascii() && b.is_ascii() {
                    false
                } else {
                    a.to_lowercase() == b.to_lowercase()
                }
            }
            (Value::Type(a), Value::Type(b)) => a.same_type(b),
            (Value::UserObject(a), Value::UserObject(b)) => a.same_as(b),
            // A timespan equals its seconds, a timestamp its seconds
            // since the epoch.
            (Value::Timespan(n) | Value::Timestamp(n), Value::Int(_) | Value::Float(_))
            | (Value::Int(_) | Value::Float(_), Value::Timespan(n) | Value::Timestamp(n)) => {
                let secs = match (self, other) {
                    (Value::Int(i), _) | (_, Value::Int(i)) => *i as f64,
                    (Value::Float(f), _) | (_, Value::Float(f)) => *f,
                    _ => return false,
                };
                (*n as f64 - secs * 1e9).abs() < 0.5
            }
            _ => self.numbers_and_collections_eq(other, Value::puppet_eq),
        }
    }

    /// Ruby's `==`, which Puppet's collection operators use: strings
    /// compare exactly, integers and floats by value.
    pub fn ruby_eq(&self, other: &Value) -> bool {
        self.numbers_and_collections_eq(other, Value::ruby_eq)
    }

    /// What both equalities share: integers equal floats of the same
    /// value, arrays and hashes compare element by element with `eq`
    /// (hash keys exactly, by lookup), anything else structurally.
    fn numbers_and_collections_eq(&self, other: &Value, eq: fn(&Value, &Value) -> bool) -> bool {
        match (self, other) {
            (Value::Int(a), Value::Float(b)) | (Value::Float(b), Value::Int(a)) => {
                (*a as f64) == *b
            }
            (Value::Array(a), Value::Array(b)) => {
                a.len() == b.len() && a.iter().zip(b.iter()).all(|(x, y)| eq(x, y))
            }
            (Value::Hash(a), Value::Hash(b)) => {
                a.len() == b.len() && a.iter().all(|(k, v)| b.get(k).is_some_and(|v2| eq(v, v2)))
            }
            _ => self == other,
        }
    }
}

impl PartialEq for Value {
    fn eq(&self, other: &Value) -> bool {
        match (self, other) {
            (Value::Undef, Value::Undef) | (Value::Default, Value::Default) => true,
            (Value::Bool(a), Value::Bool(b)) => a == b,
            (Value::Int(a), Value::Int(b)) => a == b,
            (Value::Float(a), Value::Float(b)) => a.to_bits() == b.to_bits(),
            (Value::Str(a), Value::Str(b)) | (Value::Regex(a), Value::Regex(b)) => a == b,
            (Value::Array(a), Value::Array(b)) => a == b,
            (Value::Hash(a), Value::Hash(b)) => {
                a.len() == b.len() && a.iter().zip(b.iter()).all(|(x, y)| x == y)
            }
            (Value::Type(a), Value::Type(b)) => a == b,
            (Value::Sensitive(a), Value::Sensitive(b)) => a == b,
            (Value::Timestamp(a), Value::Timestamp(b))
            | (Value::Timespan(a), Value::Timespan(b)) => a == b,
            (Value::Binary(a), Value::Binary(b)) => a == b,
            (Value::Deferred(a), Value::Deferred(b)) => a == b,
            (Value::Object(k1, a), Value::Object(k2, b)) => k1 == k2 && a == b,
            // As Ruby's `eql?` of such objects: by their equality.
            (Value::UserObject(a), Value::UserObject(b)) => a.same_as(b),
            (Value::Iterator(a), Value::Iterator(b)) => Rc::ptr_eq(a, b),
            _ => false,
        }
    }
}

impl Eq for Value {}

impl Value {
    /// A nested part's share of its container's hash: an array's or
    /// hash's kind and length, anything else whole.
    fn hash_shallow<H: Hasher>(&self, state: &mut H) {
        match self {
            Value::Array(a) => {
                std::mem::discriminant(self).hash(state);
                a.len().hash(state);
            }
            Value::Hash(h) => {
                std::mem::discriminant(self).hash(state);
                h.len().hash(state);
            }
            Value::Sensitive(_) => std::mem::discriminant(self).hash(state),
            other => other.hash(state),
        }
    }
}

impl Hash for Value {
    fn hash<H: Hasher>(&self, state: &mut H) {
        std::mem::discriminant(self).hash(state);
        match self {
            Value::Undef | Value::Default => {}
            Value::Bool(b) => b.hash(state),
            Value::Int(i) => i.hash(state),
            Value::Float(f) => f.to_bits().hash(state),
            Value::Str(s) | Value::Regex(s) => s.hash(state),
            // One level deep: a nested array or hash adds its kind and
            // length only. Equal values still hash alike, and a value
            // nested or shared without bound (`[$m, $m]` sixty times is
            // 2^60 leaves) costs its length, not its expansion.
            Value::Array(a) => {
                a.len().hash(state);
                a.iter().for_each(|v| v.hash_shallow(state));
            }
            Value::Hash(h) => {
                h.len().hash(state);
                h.iter().for_each(|(k, v)| {
                    k.hash_shallow(state);
                    v.hash_shallow(state)
                });
            }
            Value::Type(t) => t.hash(state),
            Value::Sensitive(v) => v.hash_shallow(state),
            Value::Timestamp(n) | Value::Timespan(n) => n.hash(state),
            Value::Binary(b) => b.hash(state),
            Value::Deferred(init) => init.hash(state),
            Value::Object(kind, text) => {
                kind.hash(state);
                text.hash(state)
            }
            Value::UserObject(o) => o.hash_equality(state),
            Value::Iterator(it) => (Rc::as_ptr(it) as usize).hash(state),
        }
    }
}
