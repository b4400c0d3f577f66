//! `annotate`: annotations are values of object types whose ancestor is
//! `Annotation` (`type Note = Object[{parent => Annotation, attributes =>
//! {...}}]`), attached to a value. Puppet attaches them to the Ruby object
//! itself, so a value is the same one only where Ruby's would be: an
//! array, hash or object held by a variable (not one written again), a
//! type named without parameters (Puppet shares those); strings, numbers,
//! booleans, undef and default cannot be annotated (Ruby's frozen values).

use std::rc::Rc;

use super::builtins::CallSite;
use super::scope::ScopeId;
use super::{Compiler, Eval};
use crate::catalog::value::ObjectType;
use crate::catalog::{PType, Value};
use crate::syntax::ast::Lambda;

/// The values annotated in a compile, each with its annotations by type.
pub type Annotations = Vec<(Value, Vec<(Rc<ObjectType>, Value)>)>;

/// The `Annotation` type all annotation types descend from.
pub(super) fn annotation_type() -> Rc<ObjectType> {
    Rc::new(ObjectType {
        name: Some("Annotation".into()),
        ..ObjectType::default()
    })
}

/// `Annotation`, or `Pcore` (which `annotate` takes to attach several).
pub(super) fn builtin_object_type(name: &str) -> PType {
    match name {
        "Annotation" => PType::Object(annotation_type()),
        _ => PType::Object(Rc::new(ObjectType {
            name: Some(name.into()),
            ..ObjectType::default()
        })),
    }
}

/// The object type `t` stands for, if it descends from `Annotation`.
fn annotation_of(t: &PType) -> Option<Rc<ObjectType>> {
    let mut t = t;
    while let PType::Alias(_, inner) = t {
        t = inner;
    }
    match t {
        PType::Object(o) if o.descends_from(&annotation_type()) => Some(o.clone()),
        _ => None,
    }
}

/// Whether two values are the same object as Ruby sees it.
fn same_object(a: &Value, b: &Value) -> bool {
    match (a, b) {
        (Value::Array(x), Value::Array(y)) => Rc::ptr_eq(x, y),
        (Value::Hash(x), Value::Hash(y)) => Rc::ptr_eq(x, y),
        (Value::UserObject(x), Value::UserObject(y)) => Rc::ptr_eq(x, y),
        (Value::Sensitive(x), Value::Sensitive(y)) => Rc::ptr_eq(x, y),
        (Value::Regex(x), Value::Regex(y)) => Rc::ptr_eq(x, y),
        // Puppet shares a type named without parameters, an alias and an
        // object type; a parameterized type is made anew each time.
        (Value::Type(x), Value::Type(y)) => {
            Rc::ptr_eq(x, y)
                || (x == y
                    && (matches!(x.as_ref(), PType::Alias(..) | PType::Object(_))
                        || !x.to_string().contains('[')))
        }
        _ => false,
    }
}

/// Ruby's refusal to annotate a frozen value, if this is one.
fn frozen(value: &Value) -> Option<String> {
    let (class, shown) = match value {
        Value::Str(s) => ("String", format!("{s:?}")),
        Value::Int(i) => ("Integer", i.to_string()),
        Value::Float(f) => ("Float", crate::catalog::value::format_float(*f)),
        Value::Bool(true) => ("TrueClass", "true".into()),
        Value::Bool(false) => ("FalseClass", "false".into()),
        Value::Undef => ("NilClass", "nil".into()),
        Value::Default => ("Symbol", ":default".into()),
        _ => return None,
    };
    Some(format!("can't modify frozen {class}: {shown}"))
}

impl Compiler {
    /// `annotate(Type, value)` (with a block making the annotation's hash
    /// when there is none), `annotate(Type, value, hash or 'clear')` and
    /// `annotate(Pcore, value, {Type => hash, ...})`. `Err` is Puppet's
    /// message, without the evaluation prefix.
    pub(super) fn annotate(
        &mut self,
        args: &[Value],
        lambda: Option<&Lambda>,
        scope: ScopeId,
        site: &CallSite,
    ) -> Eval<Result<Value, String>> {
        let kind = match args.first() {
            Some(Value::Type(t)) => t.as_ref().clone(),
            _ => return Ok(Err(super::library::annotate_rejects(args))),
        };
        let pcore = matches!(&kind, PType::Object(o) if o.name.as_deref() == Some("Pcore"));
        match (annotation_of(&kind), args) {
            (Some(t), [_, value]) => {
                if let Some(found) = self.annotation(&t, value) {
                    return Ok(Ok(found));
                }
                let Some(lambda) = lambda else {
                    return Ok(Ok(Value::Undef));
                };
                let init = self.call_lambda(lambda, Vec::new(), scope, site)?;
                Ok(self.attach(&t, value, &init))
            }
            (Some(t), [_, value, Value::Str(clear)]) if &**clear == "clear" => {
                Ok(Ok(self.detach(&t, value).unwrap_or(Value::Undef)))
            }
            (Some(t), [_, value, init @ Value::Hash(_)]) => Ok(self.attach(&t, value, init)),
            (None, [_, value, Value::Hash(by_type)]) if pcore => {
                for (t, init) in by_type.iter() {
                    let Some(t) = (match t {
                        Value::Type(t) => annotation_of(t),
                        _ => None,
                    }) else {
                        return Ok(Err(super::library::annotate_rejects(args)));
                    };
                    if let Err(message) = self.attach(&t, value, init) {
                        return Ok(Err(message));
                    }
                }
                Ok(Ok(value.clone()))
            }
            _ => Ok(Err(super::library::annotate_rejects(args))),
        }
    }

    /// The annotation of type `t` attached to `value`, if any.
    fn annotation(&self, t: &Rc<ObjectType>, value: &Value) -> Option<Value> {
        self.annotations
            .iter()
            .find(|(annotated, _)| same_object(annotated, value))
            .and_then(|(_, notes)| notes.iter().find(|(nt, _)| nt == t))
            .map(|(_, note)| note.clone())
    }

    /// Makes an annotation of type `t` from `init` and attaches it to
    /// `value` (in place of one of the same type).
    fn attach(&mut self, t: &Rc<ObjectType>, value: &Value, init: &Value) -> Result<Value, String> {
        if let Some(refusal) = frozen(value) {
            return Err(refusal);
        }
        let note = self.object_from_init_hash(t, init)?;
        let at = match self
            .annotations
            .iter()
            .position(|(annotated, _)| same_object(annotated, value))
        {
            Some(at) => at,
            None => {
                self.annotations.push((value.clone(), Vec::new()));
                self.annotations.len() - 1
            }
        };
        let notes = &mut self.annotations[at].1;
        notes.retain(|(nt, _)| nt != t);
        notes.push((t.clone(), note.clone()));
        Ok(note)
    }

    /// Takes the annotation of type `t` off `value`: the one it had.
    fn detach(&mut self, t: &Rc<ObjectType>, value: &Value) -> Option<Value> {
        let (_, notes) = self
            .annotations
            .iter_mut()
            .find(|(annotated, _)| same_object(annotated, value))?;
        let at = notes.iter().position(|(nt, _)| nt == t)?;
        Some(notes.remove(at).1)
    }
}
