//! What Puppet 8's rich data cannot write into a catalog: a type that holds
//! a recursive type alias (`Data`, `Error`, `type Tree = Array[Tree]`...),
//! which Puppet's serializer follows into itself until it gives up with
//! "Endless recursion detected", at the first resource holding one; and a
//! `TypeSet` (or `RichData`, which names one), whose init hash Puppet
//! cannot make.

use super::{Compiler, Eval};
use crate::catalog::Value;
use crate::catalog::value::PType;
use crate::syntax::Diagnostic;

/// What writing a type runs into.
#[derive(Clone, Copy, PartialEq)]
enum Unwritable {
    RecursiveAlias,
    TypeSet,
}

/// Whether writing the type would meet `what`.
fn holds(t: &PType, what: Unwritable) -> bool {
    let inner = |t: &PType| holds(t, what);
    match t {
        PType::Other(name, _) if name == "RichData" || name.starts_with("TypeSet") => {
            what == Unwritable::TypeSet
        }
        // `Data` and `Error` (whose details are `Data`) are recursive
        // aliases in Puppet.
        PType::Data | PType::AliasRef(_) => what == Unwritable::RecursiveAlias,
        PType::Other(name, _) if name.split('[').next() == Some("Error") => {
            what == Unwritable::RecursiveAlias
        }
        // A Sensitive type is written without its content's type.
        PType::Other(name, _) if name.starts_with("Sensitive") => false,
        PType::Other(_, args) => args.iter().any(|v| value_holds(v, what)),
        PType::Iterable(t)
        | PType::Optional(t)
        | PType::NotUndef(t)
        | PType::Type(t)
        | PType::Instance(t)
        | PType::Array(t, ..) => inner(t),
        PType::Iterator(t) => t.as_deref().is_some_and(inner),
        PType::Hash(k, v, ..) => inner(k) || inner(v),
        PType::Variant(types) | PType::Tuple(types, _) => types.iter().any(inner),
        PType::Struct(members) => members.iter().any(|(_, _, t)| inner(t)),
        PType::Alias(_, resolved) => inner(resolved),
        _ => false,
    }
}

fn value_holds(value: &Value, what: Unwritable) -> bool {
    value.any(&|v| match v {
        Value::Type(t) => holds(t, what),
        Value::Deferred(init) => value_holds(init, what),
        _ => false,
    })
}

impl Compiler {
    /// With rich data, refuses a catalog whose parameters hold a type Puppet
    /// cannot serialize, located at the resource's line (as Puppet 8 does).
    pub(super) fn check_serializable(&self) -> Eval<()> {
        if !self.catalog.rich_data {
            return Ok(());
        }
        for resource in &self.catalog.resources {
            // (Strings, numbers and the like hold no type, nor do most
            // arrays and hashes: most of a catalog is walked once at most.)
            let holds_type = |p: &&crate::catalog::Param| {
                p.value
                    .any(&|v| matches!(v, Value::Type(_) | Value::Deferred(_)))
            };
            if !resource.params.values().any(|p| holds_type(&p)) {
                continue;
            }
            let held = |what| {
                resource
                    .params
                    .values()
                    .filter(holds_type)
                    .any(|p| value_holds(&p.value, what))
            };
            if held(Unwritable::TypeSet) {
                return Err(Diagnostic::new(
                    Default::default(),
                    "Initializer for class Puppet::Pops::Types::PTypeSetType parameter 'name_or_init_hash' does not match any of the attributes of type Pcore::TypeSetType",
                ));
            }
            if held(Unwritable::RecursiveAlias) {
                let mut at = resource.span.unwrap_or_default();
                at.column = 0;
                return Err(Diagnostic::new(
                    at,
                    "Evaluation Error: Endless recursion detected when attempting to serialize value of class Puppet::Pops::Types::PTypeAliasType",
                ));
            }
        }
        Ok(())
    }
}
