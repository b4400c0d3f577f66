//! Puppet values and data types, as stored in the catalog.
//!
//! Resource references are data types in Puppet (`File['/a']` is the type
//! of exactly that resource), so they live in [`PType::Resource`] and
//! [`PType::Class`]. Hashes keep insertion order, as Puppet's do.

use std::fmt;
use std::hash::{Hash, Hasher};
use std::rc::Rc;

use crate::catalog::Map;

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
    Collection,
    Callable,
    /// A type Puppet has that spaceship treats as `Any` but names faithfully.
    Other(String),
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
}

impl PType {
    /// Type equality as Puppet's `==` sees it: a variant's types and an
    /// enum's values in any order.
    pub fn same_type(&self, other: &PType) -> bool {
        match (self, other) {
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
    pub fn any(&self, pred: &dyn Fn(&Value) -> bool) -> bool {
        self.any_unseen(pred, &mut rustc_hash::FxHashSet::default())
    }

    fn any_unseen(
        &self,
        pred: &dyn Fn(&Value) -> bool,
        seen: &mut rustc_hash::FxHashSet<usize>,
    ) -> bool {
        if pred(self) {
            return true;
        }
        let address = match self {
            Value::Array(items) => Rc::as_ptr(items) as *const u8 as usize,
            Value::Hash(entries) => Rc::as_ptr(entries) as *const u8 as usize,
            Value::Sensitive(inner) => return inner.any_unseen(pred, seen),
            _ => return false,
        };
        if !seen.insert(address) {
            return false;
        }
        match self {
            Value::Array(items) => items.iter().any(|i| i.any_unseen(pred, seen)),
            Value::Hash(entries) => entries
                .iter()
                .any(|(k, v)| k.any_unseen(pred, seen) || v.any_unseen(pred, seen)),
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
            // A timespan equals its seconds.
            (Value::Timespan(n), Value::Int(_) | Value::Float(_))
            | (Value::Int(_) | Value::Float(_), Value::Timespan(n)) => {
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
        }
    }
}

/// Formats a float as Ruby's `Float#to_s` does (`2.0`, `3.5`, `1.0e+20`).
pub fn format_float(f: f64) -> String {
    if f.is_finite() && f == f.trunc() && f.abs() < 1e16 {
        format!("{f:.1}")
    } else if f.is_finite() && (f.abs() >= 1e16 || (f != 0.0 && f.abs() < 1e-4)) {
        let s = format!("{f:e}");
        let (mantissa, exp) = s.split_once('e').unwrap_or((&s, "0"));
        let mantissa = if mantissa.contains('.') {
            mantissa.to_string()
        } else {
            format!("{mantissa}.0")
        };
        let exp: i32 = exp.parse().unwrap_or(0);
        format!(
            "{mantissa}e{}{:02}",
            if exp < 0 { '-' } else { '+' },
            exp.abs()
        )
    } else {
        format!("{f}")
    }
}

/// Puppet's string form of a value, as interpolation produces it.
impl fmt::Display for Value {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Value::Undef => Ok(()),
            Value::Default => write!(f, "default"),
            Value::Bool(b) => write!(f, "{b}"),
            Value::Int(i) => write!(f, "{i}"),
            Value::Float(x) => write!(f, "{}", format_float(*x)),
            Value::Str(s) => write!(f, "{s}"),
            Value::Regex(r) => write!(f, "/{r}/"),
            Value::Sensitive(_) => write!(f, "Sensitive [value redacted]"),
            Value::Timestamp(_) | Value::Timespan(_) | Value::Binary(_) | Value::Deferred(_) => {
                write_scalar(f, self)
            }
            Value::Array(items) => {
                write!(f, "[")?;
                for (i, item) in items.iter().enumerate() {
                    if i > 0 {
                        write!(f, ", ")?;
                    }
                    write_nested(f, item)?;
                }
                write!(f, "]")
            }
            Value::Hash(map) => {
                if map.is_empty() {
                    return write!(f, "{{}}");
                }
                write!(f, "{{")?;
                for (i, (k, v)) in map.iter().enumerate() {
                    if i > 0 {
                        write!(f, ", ")?;
                    }
                    write_nested(f, k)?;
                    write!(f, " => ")?;
                    write_nested(f, v)?;
                }
                write!(f, "}}")
            }
            // A type alias shows its definition when it is the value
            // itself, and only its name inside another type.
            Value::Type(t) => match t.as_ref() {
                PType::Alias(name, inner) => write!(f, "{name} = {inner}"),
                other => write!(f, "{other}"),
            },
        }
    }
}

/// A timestamp, timespan or binary as Puppet writes it (out of line, to
/// keep the frame of the recursive `fmt` small for deep values).
#[inline(never)]
fn write_scalar(f: &mut fmt::Formatter<'_>, value: &Value) -> fmt::Result {
    let text = match value {
        Value::Timestamp(n) => super::timeval::timestamp_text(*n),
        Value::Timespan(n) => super::timeval::timespan_text(*n),
        Value::Binary(b) => super::timeval::base64_encode(b),
        Value::Deferred(init) => format!("Deferred({})", deferred_source(init)),
        _ => return Ok(()),
    };
    f.write_str(&text)
}

/// A Deferred's initialization hash as Puppet 7 writes it into a catalog:
/// as Puppet source, a Sensitive argument named by its type only.
fn deferred_source(init: &Value) -> String {
    render_nested(init, " => ", &|scalar| match scalar {
        Value::Sensitive(inner) => format!("Instance of Sensitive[{}]", inner.type_label()),
        Value::Str(s) => format!("'{}'", s.replace('\\', "\\\\").replace('\'', "\\'")),
        Value::Undef => "undef".into(),
        other => other.to_string(),
    })
}

/// Inside arrays and hashes values are written as at top level (strings
/// unquoted, undef empty), as Puppet's string conversion does.
fn write_nested(f: &mut fmt::Formatter<'_>, value: &Value) -> fmt::Result {
    write!(f, "{value}")
}

/// `, 1` or `, 1, 5` after a collection type's element types.
fn size_suffix(min: i64, max: i64) -> String {
    match (min, max) {
        (0, i64::MAX) => String::new(),
        (min, i64::MAX) => format!(", {min}"),
        (min, max) => format!(", {min}, {max}"),
    }
}

impl fmt::Display for PType {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        // The type of a deeply nested value is as deep: grow the stack.
        stacker::maybe_grow(64 * 1024, 1024 * 1024, || self.write(f))
    }
}

impl PType {
    fn write(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let range = |f: &mut fmt::Formatter<'_>, name: &str, min: i64, max: i64| {
            if min == i64::MIN && max == i64::MAX {
                write!(f, "{name}")
            } else if max == i64::MAX {
                write!(f, "{name}[{min}]")
            } else {
                write!(f, "{name}[{min}, {max}]")
            }
        };
        match self {
            PType::Any => write!(f, "Any"),
            PType::Undef => write!(f, "Undef"),
            PType::Default => write!(f, "Default"),
            PType::Boolean => write!(f, "Boolean"),
            PType::StringValue(_) => write!(f, "String"),
            PType::BooleanValue(b) => write!(f, "Boolean[{b}]"),
            // The types of empty collections.
            PType::Array(t, 0, 0) if **t == PType::Other("Unit".into()) => write!(f, "Array[0, 0]"),
            PType::Hash(k, v, min, max) if **k == PType::Other("Unit".into()) && **v == **k => {
                write!(f, "Hash[{min}, {max}]")
            }
            PType::Integer(min, max) => {
                if *min == i64::MIN && *max == i64::MAX {
                    write!(f, "Integer")
                } else {
                    let min_s = if *min == i64::MIN {
                        "default".to_string()
                    } else {
                        min.to_string()
                    };
                    if *max == i64::MAX {
                        write!(f, "Integer[{min_s}]")
                    } else {
                        write!(f, "Integer[{min_s}, {max}]")
                    }
                }
            }
            PType::Float(min, max) => {
                let (min, max) = (min.get(), max.get());
                let min_s = if min == f64::NEG_INFINITY {
                    "default".to_string()
                } else {
                    format_float(min)
                };
                match (min == f64::NEG_INFINITY, max == f64::INFINITY) {
                    (true, true) => write!(f, "Float"),
                    (_, true) => write!(f, "Float[{min_s}]"),
                    _ => write!(f, "Float[{min_s}, {}]", format_float(max)),
                }
            }
            PType::Numeric => write!(f, "Numeric"),
            PType::String(min, max) => {
                if *min == 0 && *max == i64::MAX {
                    write!(f, "String")
                } else {
                    range(f, "String", *min, *max)
                }
            }
            PType::Scalar => write!(f, "Scalar"),
            PType::Data => write!(f, "Data"),
            PType::Iterable(t) if **t == PType::Any => write!(f, "Iterable"),
            PType::Iterable(t) => write!(f, "Iterable[{t}]"),
            PType::Regexp(None) => write!(f, "Regexp"),
            PType::Regexp(Some(re)) => write!(f, "Regexp[/{re}/]"),
            PType::Array(t, 0, i64::MAX) if **t == PType::Any => write!(f, "Array"),
            PType::Array(t, min, max) => write!(f, "Array[{t}{}]", size_suffix(*min, *max)),
            PType::Hash(k, v, 0, i64::MAX) if **k == PType::Any && **v == PType::Any => {
                write!(f, "Hash")
            }
            PType::Hash(k, v, min, max) => write!(f, "Hash[{k}, {v}{}]", size_suffix(*min, *max)),
            PType::Optional(t) => write!(f, "Optional[{t}]"),
            PType::NotUndef(t) if **t == PType::Any => write!(f, "NotUndef"),
            PType::NotUndef(t) => write!(f, "NotUndef[{t}]"),
            PType::Variant(ts) => write!(
                f,
                "Variant[{}]",
                ts.iter()
                    .map(|t| t.to_string())
                    .collect::<Vec<_>>()
                    .join(", ")
            ),
            // Puppet shows an enum's values sorted.
            PType::Enum(vs) | PType::EnumCaseless(vs) => {
                let mut sorted: Vec<&String> = vs.iter().collect();
                sorted.sort();
                sorted.dedup();
                let mut shown: Vec<String> = sorted.iter().map(|v| format!("'{v}'")).collect();
                if matches!(self, PType::EnumCaseless(_)) {
                    shown.push("true".into());
                }
                write!(f, "Enum[{}]", shown.join(", "))
            }
            PType::Pattern(vs) => write!(
                f,
                "Pattern[{}]",
                vs.iter()
                    .map(|v| format!("/{v}/"))
                    .collect::<Vec<_>>()
                    .join(", ")
            ),
            PType::Struct(fields) => {
                write!(f, "Struct[{{")?;
                for (i, (k, opt, t)) in fields.iter().enumerate() {
                    if i > 0 {
                        write!(f, ", ")?;
                    }
                    if *opt {
                        write!(f, "Optional['{k}'] => {t}")?
                    } else {
                        write!(f, "'{k}' => {t}")?
                    }
                }
                write!(f, "}}]")
            }
            PType::Tuple(ts, size) => {
                let mut parts: Vec<String> = ts.iter().map(|t| t.to_string()).collect();
                if let Some((min, max)) = size {
                    parts.push(min.to_string());
                    parts.push(if *max == i64::MAX {
                        "default".into()
                    } else {
                        max.to_string()
                    });
                }
                write!(f, "Tuple[{}]", parts.join(", "))
            }
            PType::Type(t) if **t == PType::Any => write!(f, "Type"),
            PType::Type(t) => write!(f, "Type[{t}]"),
            PType::Resource(None, _) => write!(f, "Resource"),
            PType::Resource(Some(t), None) => write!(f, "{t}"),
            PType::Resource(Some(t), Some(title)) => write!(f, "{t}['{title}']"),
            PType::Class(None) => write!(f, "Class"),
            PType::Class(Some(name)) => {
                write!(f, "Class[{}]", name.trim_start_matches("::").to_lowercase())
            }
            PType::CatalogEntry => write!(f, "CatalogEntry"),
            PType::Collection => write!(f, "Collection"),
            PType::Callable => write!(f, "Callable"),
            PType::Other(name) | PType::Alias(name, _) | PType::AliasRef(name) => {
                write!(f, "{name}")
            }
            PType::Instance(inner) => match inner.as_ref() {
                PType::Resource(Some(t), Some(title)) => write!(f, "{t}[{title}]"),
                PType::Class(Some(name)) => write!(f, "Class[{}]", capitalize_type_name(name)),
                other => write!(f, "{other}"),
            },
        }
    }
}

/// Capitalizes each `::` segment: `apache::vhost` → `Apache::Vhost`.
pub fn capitalize_type_name(name: &str) -> String {
    let mut name = name;
    while let Some(rest) = name.strip_prefix("::") {
        name = rest;
    }
    if name.is_ascii() {
        // The common case, in one pass over a copy: each segment's first
        // letter up, the rest down.
        let mut bytes = name.as_bytes().to_vec();
        let mut segment_start = true;
        let mut previous = 0;
        for b in &mut bytes {
            let original = *b;
            if segment_start {
                b.make_ascii_uppercase();
            } else {
                b.make_ascii_lowercase();
            }
            segment_start = original == b':' && previous == b':';
            previous = original;
        }
        return String::from_utf8(bytes).expect("ASCII stays UTF-8");
    }
    let mut out = String::with_capacity(name.len());
    for (i, seg) in name.split("::").enumerate() {
        if i > 0 {
            out.push_str("::");
        }
        let mut chars = seg.chars();
        if let Some(c) = chars.next() {
            out.extend(c.to_uppercase());
            out.push_str(&chars.as_str().to_lowercase());
        }
    }
    out
}

/// `Type[title]` as Puppet prints a reference; class names are capitalized.
pub fn reference_text(type_name: &str, title: &str) -> String {
    if type_name == "Class" {
        format!("Class[{}]", capitalize_type_name(title))
    } else {
        format!("{type_name}[{title}]")
    }
}

/// Parses a reference written as a string, `"File[/etc/x]"`, as Puppet
/// accepts in relationship parameters and chains.
pub fn parse_reference(text: &str) -> Option<(String, String)> {
    let open = text.find('[')?;
    let title = text[open + 1..].strip_suffix(']')?;
    let type_name = &text[..open];
    let valid = !type_name.is_empty()
        && type_name
            .split("::")
            .all(|seg| seg.chars().next().is_some_and(|c| c.is_ascii_alphabetic()));
    valid.then(|| (capitalize_type_name(type_name), title.to_string()))
}

/// How Ruby's `inspect` shows a value (`[1, "a"]`, `{"a"=>nil}`), which
/// Puppet's messages and collection hash keys show.
pub fn ruby_inspect(v: &Value) -> String {
    render_nested(v, "=>", &|scalar| match scalar {
        Value::Undef => "nil".into(),
        Value::Str(s) => format!("{s:?}"),
        Value::Default => ":default".into(),
        Value::Regex(r) => format!("/{r}/"),
        other => other.to_string(),
    })
}

/// A value written as Puppet source: strings quoted, undef spelled out
/// (what `String($array)` gives and the REPL shows).
pub fn puppet_source(v: &Value) -> String {
    render_nested(v, " => ", &|scalar| match scalar {
        Value::Str(s) => format!("'{}'", s.replace('\\', "\\\\").replace('\'', "\\'")),
        Value::Undef => "undef".into(),
        other => other.to_string(),
    })
}

/// Writes arrays as `[a, b]` and hashes as `{k ARROW v, ...}`, with
/// `scalar` writing everything else: the shape several renderings share.
pub fn render_nested(v: &Value, arrow: &str, scalar: &dyn Fn(&Value) -> String) -> String {
    let nested = |x: &Value| render_nested(x, arrow, scalar);
    match v {
        Value::Array(items) => format!(
            "[{}]",
            items.iter().map(nested).collect::<Vec<_>>().join(", ")
        ),
        Value::Hash(map) => format!(
            "{{{}}}",
            map.iter()
                .map(|(k, x)| format!("{}{arrow}{}", nested(k), nested(x)))
                .collect::<Vec<_>>()
                .join(", ")
        ),
        other => scalar(other),
    }
}
