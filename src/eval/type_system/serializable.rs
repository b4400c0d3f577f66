//! What Puppet 8's rich data cannot write into a catalog: a type that holds
//! a recursive type alias (`Data`, `Error`, `type Tree = Array[Tree]`...).
//! Puppet's serializer follows the alias into itself and gives up with
//! "Endless recursion detected", at the first resource holding one.

use super::{Compiler, Eval};
use crate::catalog::Value;
use crate::catalog::value::PType;
use crate::syntax::Diagnostic;

/// Whether writing the type would follow a recursive alias.
fn holds_recursive_alias(t: &PType) -> bool {
    match t {
        // `Data` (and `RichData`, which spaceship reads as it) and `Error`
        // (whose details are `Data`) are recursive aliases in Puppet.
        PType::Data | PType::AliasRef(_) => true,
        PType::Other(name, _) if name.split('[').next() == Some("Error") => true,
        // A Sensitive type is written without its content's type.
        PType::Other(name, _) if name.starts_with("Sensitive") => false,
        PType::Other(_, args) => args.iter().any(value_holds_recursive_alias),
        PType::Iterable(t)
        | PType::Optional(t)
        | PType::NotUndef(t)
        | PType::Type(t)
        | PType::Instance(t)
        | PType::Array(t, ..) => holds_recursive_alias(t),
        PType::Hash(k, v, ..) => holds_recursive_alias(k) || holds_recursive_alias(v),
        PType::Variant(types) | PType::Tuple(types, _) => types.iter().any(holds_recursive_alias),
        PType::Struct(members) => members.iter().any(|(_, _, t)| holds_recursive_alias(t)),
        PType::Alias(_, resolved) => holds_recursive_alias(resolved),
        _ => false,
    }
}

fn value_holds_recursive_alias(value: &Value) -> bool {
    value.any(&|v| match v {
        Value::Type(t) => holds_recursive_alias(t),
        Value::Deferred(init) => value_holds_recursive_alias(init),
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
            if resource
                .params
                .values()
                .any(|p| value_holds_recursive_alias(&p.value))
            {
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
