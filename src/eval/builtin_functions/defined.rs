//! `defined(...)`: whether a name (class, defined type, built-in type or
//! a function already known), a class or a resource reference is there
//! at the point of the call; each probe is noted for the live session.

use super::Compiler;
use crate::catalog::{PType, Value};
use crate::syntax::Span;

impl Compiler {
    pub(super) fn is_defined(&mut self, v: &Value) -> bool {
        match v {
            Value::Str(s) if s.starts_with('$') => false,
            Value::Str(s) => {
                let n = s.trim_start_matches("::").to_lowercase();
                n == "main"
                    || crate::catalog::schema::builtin(&n).is_some()
                    || self.find_class(&n).ok().flatten().is_some()
                    || self.find_define(&n).ok().flatten().is_some()
                    // Functions count only once known: defined() loads none.
                    || self.functions.contains_key(&n)
                    || {
                        self.note_missing(&n, true);
                        false
                    }
            }
            Value::Type(t) => match t.without_instance() {
                PType::Class(Some(name)) => {
                    self.note_class_probe(name);
                    let found = self.catalog.find_referenced("Class", name).is_some();
                    self.check_body_sees_class(found, name);
                    found
                }
                PType::Resource(Some(ty), Some(title)) => {
                    self.note_resource_probe(ty, title);
                    let found = self.catalog.find(ty, title);
                    if let Some(id) = found {
                        self.check_body_sees_resource(id);
                    }
                    found.is_some()
                }
                PType::Resource(Some(ty), None) => self.type_kind(ty, Span::default()).is_ok(),
                _ => true,
            },
            _ => false,
        }
    }
}
