//! Ruby values as templates see them, made from Puppet values as Puppet
//! 7 hands them to ERB (undef is nil, `default` is `:default`, Sensitive
//! and data types are opaque objects), with Ruby's `to_s`, `inspect`,
//! equality and ordering.

use std::cmp::Ordering;
use std::rc::Rc;

use crate::catalog::{Map, Value};

pub use super::containers::{Items, PairsBuilder, Walk, address, walk_once};

/// A compiled Ruby regexp: its source as written, its flags, and the
/// translation used to run it.
#[derive(Debug)]
pub struct RRegex {
    pub source: String,
    pub flags: String,
    pub re: super::regex::Engine,
}

#[derive(Debug, Clone)]
pub enum RV {
    Nil,
    Bool(bool),
    Int(i128),
    Float(f64),
    /// A string: grown in place by `<<` and `+=` when nothing else holds it.
    Str(Rc<String>),
    Sym(Rc<str>),
    Array(Rc<Items<RV>>),
    Hash(Rc<Items<(RV, RV)>>),
    Range(Rc<(RV, RV, bool)>),
    Regex(Rc<RRegex>),
    /// The result of a match: the whole match and the groups (nil when a
    /// group took no part).
    Match(Rc<MatchData>),
    /// A class (`String`, `Integer`...), by name.
    Class(Rc<str>),
    /// An enumerator: the values it yields, and the method that made it
    /// (`map` for `map.with_index`).
    Enumerator(Rc<Vec<RV>>, Rc<str>),
    /// A Puppet object with no Ruby counterpart here (Sensitive, a data
    /// type): its class name, its `to_s`, and what it wraps.
    Opaque(Rc<Opaque>),
    /// `scope`.
    Scope,
}

/// A match: its groups (0: the whole match; nil for a group that took
/// no part), the text before and after it, and the groups' names.
#[derive(Debug, Clone, Default)]
pub struct MatchData {
    pub groups: Vec<Option<String>>,
    pub pre: String,
    pub post: String,
    pub names: Vec<Option<String>>,
}

impl std::ops::Deref for MatchData {
    type Target = Vec<Option<String>>;
    fn deref(&self) -> &Self::Target {
        &self.groups
    }
}

#[derive(Debug)]
pub struct Opaque {
    pub class: String,
    pub text: String,
    pub inner: Value,
}

impl RV {
    pub fn str(s: impl AsRef<str>) -> RV {
        RV::Str(Rc::new(s.as_ref().to_string()))
    }

    pub fn array(items: Vec<RV>) -> RV {
        let items = Rc::new(Items::new(items));
        super::cycles::note(&items);
        RV::Array(items)
    }

    pub fn hash(pairs: Vec<(RV, RV)>) -> RV {
        let pairs = Rc::new(Items::new(pairs));
        super::cycles::note(&pairs);
        RV::Hash(pairs)
    }

    pub fn truthy(&self) -> bool {
        !matches!(self, RV::Nil | RV::Bool(false))
    }

    pub fn class_name(&self) -> String {
        match self {
            RV::Nil => "NilClass",
            RV::Bool(true) => "TrueClass",
            RV::Bool(false) => "FalseClass",
            RV::Int(_) => "Integer",
            RV::Float(_) => "Float",
            RV::Str(_) => "String",
            RV::Sym(_) => "Symbol",
            RV::Array(_) => "Array",
            RV::Hash(_) => "Hash",
            RV::Range(_) => "Range",
            RV::Regex(_) => "Regexp",
            RV::Match(_) => "MatchData",
            RV::Class(_) => "Class",
            RV::Enumerator(..) => "Enumerator",
            RV::Opaque(o) => return o.class.clone(),
            RV::Scope => "Puppet::Parser::Scope",
        }
        .to_string()
    }

    /// Ruby's `to_s`.
    pub fn to_s(&self) -> String {
        match self {
            RV::Nil => String::new(),
            RV::Str(s) => s.to_string(),
            RV::Sym(s) | RV::Class(s) => s.to_string(),
            RV::Regex(r) => format!(
                "(?{}-{}:{})",
                on_flags(&r.flags),
                off_flags(&r.flags),
                r.source
            ),
            RV::Match(m) => m[0].clone().unwrap_or_default(),
            RV::Opaque(o) => o.text.clone(),
            RV::Range(r) => format!(
                "{}{}{}",
                r.0.to_s(),
                if r.2 { "..." } else { ".." },
                r.1.to_s()
            ),
            _ => self.inspect(),
        }
    }

    /// Ruby's `inspect` (Ruby 3.1: `{"a"=>1}`).
    pub fn inspect(&self) -> String {
        match self {
            RV::Nil => "nil".into(),
            RV::Bool(b) => b.to_string(),
            RV::Int(i) => i.to_string(),
            RV::Float(f) => float_to_s(*f),
            RV::Str(s) => inspect_str(s),
            RV::Sym(s) => inspect_sym(s),
            RV::Array(_) | RV::Hash(_) => {
                let mut out = String::new();
                self.inspect_into(&mut out);
                out
            }
            RV::Range(r) => format!(
                "{}{}{}",
                r.0.inspect(),
                if r.2 { "..." } else { ".." },
                r.1.inspect()
            ),
            RV::Regex(r) => format!("/{}/{}", r.source, on_flags(&r.flags)),
            // The whole match, then each group by number (`1:nil` for
            // one that took no part).
            RV::Match(m) => {
                let mut text =
                    format!("#<MatchData {}", inspect_str(m[0].as_deref().unwrap_or("")));
                for (i, group) in m.iter().enumerate().skip(1) {
                    let shown = group.as_deref().map_or("nil".to_string(), inspect_str);
                    text.push_str(&format!(" {i}:{shown}"));
                }
                text + ">"
            }
            RV::Class(c) => c.to_string(),
            RV::Enumerator(..) => "#<Enumerator: ...>".into(),
            RV::Opaque(o) if o.class == super::ipaddr::CLASS => {
                match super::ipaddr::method(o, "inspect", &[]) {
                    Some(Ok(shown)) => shown.to_s(),
                    _ => o.text.clone(),
                }
            }
            RV::Opaque(o) => o.text.clone(),
            RV::Scope => "#<Puppet::Parser::Scope>".into(),
        }
    }

    /// Ruby's `inspect` of an array or hash, written into `out` (one
    /// buffer for the whole value: a value nested 100,000 levels is
    /// not copied once per level). A container met again inside itself
    /// is `[...]` or `{...}`, as Ruby shows it.
    fn inspect_into(&self, out: &mut String) {
        let element = |v: &RV, out: &mut String| match v {
            RV::Array(_) | RV::Hash(_) => v.inspect_into(out),
            other => out.push_str(&other.inspect()),
        };
        let written = match self {
            RV::Array(a) => walk_once(
                Walk::Inspect,
                address(self),
                0,
                || false,
                || {
                    out.push('[');
                    for (i, item) in a.borrow().iter().enumerate() {
                        if i > 0 {
                            out.push_str(", ");
                        }
                        element(item, out);
                    }
                    out.push(']');
                    true
                },
            ),
            RV::Hash(h) => walk_once(
                Walk::Inspect,
                address(self),
                0,
                || false,
                || {
                    out.push('{');
                    for (i, (k, v)) in h.borrow().iter().enumerate() {
                        if i > 0 {
                            out.push_str(", ");
                        }
                        element(k, out);
                        out.push_str("=>");
                        element(v, out);
                    }
                    out.push('}');
                    true
                },
            ),
            other => {
                out.push_str(&other.inspect());
                true
            }
        };
        if !written {
            out.push_str(if matches!(self, RV::Hash(_)) {
                "{...}"
            } else {
                "[...]"
            });
        }
    }

    /// Ruby `==`.
    pub fn equals(&self, other: &RV) -> bool {
        match (self, other) {
            (RV::Int(a), RV::Float(b)) | (RV::Float(b), RV::Int(a)) => *a as f64 == *b,
            (RV::Int(a), RV::Int(b)) => a == b,
            (RV::Float(a), RV::Float(b)) => a == b,
            (RV::Nil, RV::Nil) => true,
            (RV::Bool(a), RV::Bool(b)) => a == b,
            (RV::Str(a), RV::Str(b)) => a == b,
            (RV::Sym(a), RV::Sym(b)) => a == b,
            (RV::Class(a), RV::Class(b)) => a == b,
            // The very same object is equal to itself; a comparison that
            // comes back to a pair it is already comparing is equal, as
            // Ruby's recursion guard answers.
            (RV::Array(a), RV::Array(b)) if Rc::ptr_eq(a, b) => true,
            (RV::Hash(a), RV::Hash(b)) if Rc::ptr_eq(a, b) => true,
            (RV::Array(a), RV::Array(b)) => walk_once(
                Walk::Equals,
                address(self),
                address(other),
                || true,
                || {
                    let (a, b) = (a.borrow(), b.borrow());
                    a.len() == b.len() && a.iter().zip(b.iter()).all(|(x, y)| x.equals(y))
                },
            ),
            (RV::Hash(a), RV::Hash(b)) => walk_once(
                Walk::Equals,
                address(self),
                address(other),
                || true,
                || {
                    let pairs = a.borrow();
                    pairs.len() == b.borrow().len()
                        && pairs
                            .iter()
                            .all(|(k, v)| b.get(k).is_some_and(|v2| v.equals(&v2)))
                },
            ),
            (RV::Range(a), RV::Range(b)) => a.0.equals(&b.0) && a.1.equals(&b.1) && a.2 == b.2,
            (RV::Regex(a), RV::Regex(b)) => a.source == b.source && a.flags == b.flags,
            _ => false,
        }
    }

    /// Ruby `eql?` (hash keys): no Integer/Float mixing.
    pub fn eql(&self, other: &RV) -> bool {
        match (self, other) {
            (RV::Int(_), RV::Float(_)) | (RV::Float(_), RV::Int(_)) => false,
            _ => self.equals(other),
        }
    }

    /// Ruby `<=>`; `None` when Ruby's gives nil.
    pub fn compare(&self, other: &RV) -> Option<Ordering> {
        match (self, other) {
            (RV::Int(a), RV::Int(b)) => Some(a.cmp(b)),
            (RV::Int(a), RV::Float(b)) => (*a as f64).partial_cmp(b),
            (RV::Float(a), RV::Int(b)) => a.partial_cmp(&(*b as f64)),
            (RV::Float(a), RV::Float(b)) => a.partial_cmp(b),
            (RV::Str(a), RV::Str(b)) => Some(a.as_bytes().cmp(b.as_bytes())),
            (RV::Sym(a), RV::Sym(b)) => Some(a.as_bytes().cmp(b.as_bytes())),
            (RV::Array(a), RV::Array(b)) => walk_once(
                Walk::Compare,
                address(self),
                address(other),
                || Some(Ordering::Equal),
                || {
                    let (a, b) = (a.borrow(), b.borrow());
                    for (x, y) in a.iter().zip(b.iter()) {
                        match x.compare(y)? {
                            Ordering::Equal => {}
                            o => return Some(o),
                        }
                    }
                    Some(a.len().cmp(&b.len()))
                },
            ),
            (RV::Bool(a), RV::Bool(b)) if a == b => Some(Ordering::Equal),
            (RV::Nil, RV::Nil) => Some(Ordering::Equal),
            _ => None,
        }
    }

    pub fn hash_get(&self, key: &RV) -> Option<RV> {
        match self {
            RV::Hash(h) => h.get(key),
            _ => None,
        }
    }
}

fn on_flags(flags: &str) -> String {
    ['m', 'i', 'x']
        .iter()
        .filter(|f| flags.contains(**f))
        .collect()
}

fn off_flags(flags: &str) -> String {
    ['m', 'i', 'x']
        .iter()
        .filter(|f| !flags.contains(**f))
        .collect()
}

/// Ruby's `Float#to_s`: shortest round-trip digits, fixed notation from
/// 1e-4 up to 1e16 (exclusive), else `d.ddde+XX`.
pub fn float_to_s(f: f64) -> String {
    if f.is_nan() {
        return "NaN".into();
    }
    if f.is_infinite() {
        return if f > 0.0 {
            "Infinity".into()
        } else {
            "-Infinity".into()
        };
    }
    if f == 0.0 {
        return if f.is_sign_negative() {
            "-0.0".into()
        } else {
            "0.0".into()
        };
    }
    let sci = format!("{:e}", f.abs());
    let (mantissa, exp) = sci.split_once('e').unwrap();
    let exp: i32 = exp.parse().unwrap();
    let digits: String = mantissa.chars().filter(|c| *c != '.').collect();
    let decpt = exp + 1;
    let sign = if f < 0.0 { "-" } else { "" };
    // Fixed notation up to 16 integer digits, the 16th only when a
    // fraction follows (as Ruby 3.1 prints them).
    if (-3..=15).contains(&decpt) || decpt == 16 && digits.len() > 16 {
        if decpt <= 0 {
            return format!("{sign}0.{}{digits}", "0".repeat((-decpt) as usize));
        }
        let d = decpt as usize;
        if digits.len() <= d {
            return format!("{sign}{digits}{}.0", "0".repeat(d - digits.len()));
        }
        return format!("{sign}{}.{}", &digits[..d], &digits[d..]);
    }
    let frac = if digits.len() > 1 { &digits[1..] } else { "0" };
    format!(
        "{sign}{}.{frac}e{}{:02}",
        &digits[..1],
        if exp < 0 { '-' } else { '+' },
        exp.abs()
    )
}

pub fn inspect_str(s: &str) -> String {
    let mut out = String::from("\"");
    let mut chars = s.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\t' => out.push_str("\\t"),
            '\r' => out.push_str("\\r"),
            '\u{1b}' => out.push_str("\\e"),
            '\u{7}' => out.push_str("\\a"),
            '\u{8}' => out.push_str("\\b"),
            '\u{b}' => out.push_str("\\v"),
            '\u{c}' => out.push_str("\\f"),
            '#' if matches!(chars.peek(), Some('{' | '$' | '@')) => out.push_str("\\#"),
            c if (c as u32) < 0x20 || c as u32 == 0x7f => {
                out.push_str(&format!("\\u{:04X}", c as u32))
            }
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

fn inspect_sym(s: &str) -> String {
    let plain = s
        .chars()
        .next()
        .is_some_and(|c| c.is_alphabetic() || c == '_')
        && s.trim_end_matches(['?', '!', '='])
            .chars()
            .all(|c| c.is_alphanumeric() || c == '_')
        && s.chars().filter(|c| matches!(c, '?' | '!' | '=')).count() <= 1;
    let operator = matches!(
        s,
        "+" | "-"
            | "*"
            | "/"
            | "%"
            | "**"
            | "=="
            | "<=>"
            | "<"
            | "<="
            | ">"
            | ">="
            | "[]"
            | "<<"
            | ">>"
            | "!"
            | "=~"
            | "&"
            | "|"
            | "^"
    );
    if plain || operator {
        format!(":{s}")
    } else {
        format!(":{}", inspect_str(s))
    }
}

/// A Puppet value as Puppet 7 gives it to a template.
pub fn from_puppet(v: &Value) -> RV {
    from_puppet_shared(v, &mut rustc_hash::FxHashMap::default())
}

/// [`from_puppet`], each Puppet string, array and hash held in several
/// places made one Ruby object (as Puppet's are): a value shared 2^60
/// ways, or a 100 MB string in a thousand places, costs one conversion.
fn from_puppet_shared(v: &Value, made: &mut rustc_hash::FxHashMap<usize, RV>) -> RV {
    let address = match v {
        Value::Str(s) => Rc::as_ptr(s) as *const u8 as usize,
        Value::Array(items) => Rc::as_ptr(items) as *const u8 as usize,
        Value::Hash(map) => Rc::as_ptr(map) as *const u8 as usize,
        _ => return from_puppet_one(v, made),
    };
    if let Some(done) = made.get(&address) {
        return done.clone();
    }
    let object = from_puppet_one(v, made);
    made.insert(address, object.clone());
    object
}

fn from_puppet_one(v: &Value, made: &mut rustc_hash::FxHashMap<usize, RV>) -> RV {
    match v {
        Value::Undef => RV::Nil,
        Value::Default => RV::Sym(Rc::from("default")),
        Value::Bool(b) => RV::Bool(*b),
        Value::Int(i) => RV::Int(*i as i128),
        Value::Float(f) => RV::Float(*f),
        Value::Str(s) => RV::str(s),
        Value::Regex(src) => match super::regex::compile(src, "") {
            Ok(r) => RV::Regex(r),
            Err(_) => RV::Opaque(Rc::new(Opaque {
                class: "Regexp".into(),
                text: format!("(?-mix:{src})"),
                inner: v.clone(),
            })),
        },
        Value::Array(items) => RV::array(
            items
                .iter()
                .map(|item| from_puppet_shared(item, made))
                .collect(),
        ),
        Value::Hash(map) => RV::hash(
            map.iter()
                .map(|(k, v)| (from_puppet_shared(k, made), from_puppet_shared(v, made)))
                .collect(),
        ),
        Value::Timestamp(_)
        | Value::Timespan(_)
        | Value::Binary(_)
        | Value::Deferred(_)
        | Value::UserObject(_)
        | Value::Iterator(_)
        | Value::Object(..) => RV::Opaque(Rc::new(Opaque {
            class: match v {
                Value::Timestamp(_) => "Puppet::Pops::Time::Timestamp",
                Value::Timespan(_) => "Puppet::Pops::Time::Timespan",
                Value::Deferred(_) => "Puppet::Pops::Evaluator::DeferredValue",
                Value::Iterator(_) => "Puppet::Pops::Types::Iterator",
                Value::Object(kind, _) => kind.ruby_class(),
                Value::UserObject(_) => "Object",
                _ => "Puppet::Pops::Types::PBinaryType::Binary",
            }
            .into(),
            text: v.to_string(),
            inner: v.clone(),
        })),
        Value::Sensitive(_) => RV::Opaque(Rc::new(Opaque {
            class: "Puppet::Pops::Types::PSensitiveType::Sensitive".into(),
            text: "Sensitive [value redacted]".into(),
            inner: v.clone(),
        })),
        Value::Type(_) => RV::Opaque(Rc::new(Opaque {
            class: String::new(),
            text: v.to_string(),
            inner: v.clone(),
        })),
    }
}

/// A Ruby value handed back to Puppet (function arguments).
pub fn to_puppet(v: &RV) -> Result<Value, String> {
    Ok(match v {
        RV::Nil => Value::Undef,
        RV::Bool(b) => Value::Bool(*b),
        RV::Int(i) => Value::Int(
            i64::try_from(*i).map_err(|_| format!("integer {i} is too large for Puppet"))?,
        ),
        RV::Float(f) => Value::Float(*f),
        RV::Str(s) => Value::str(s.as_str()),
        RV::Sym(s) if &**s == "default" => Value::Default,
        RV::Sym(s) if &**s == "undef" => Value::Undef,
        RV::Sym(s) => Value::Str(s.clone()),
        // A value that contains itself has no Puppet form: converting it
        // recurses until Ruby's stack runs out.
        RV::Array(a) => walk_once(
            Walk::ToPuppet,
            address(v),
            0,
            || Err("stack level too deep".to_string()),
            || {
                a.borrow()
                    .iter()
                    .map(to_puppet)
                    .collect::<Result<_, _>>()
                    .map(Value::array)
            },
        )?,
        RV::Hash(h) => walk_once(
            Walk::ToPuppet,
            address(v),
            0,
            || Err("stack level too deep".to_string()),
            || {
                let mut map = Map::default();
                for (k, v) in h.borrow().iter() {
                    map.insert(to_puppet(k)?, to_puppet(v)?);
                }
                Ok(Value::hash(map))
            },
        )?,
        RV::Regex(r) => Value::Regex(Rc::from(r.source.as_str())),
        RV::Opaque(o) => o.inner.clone(),
        other => {
            return Err(format!(
                "a {} cannot be passed to a Puppet function",
                other.class_name()
            ));
        }
    })
}
