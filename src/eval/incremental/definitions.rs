//! Definitions typed into the REPL (`class`, `define`, `function`)
//! without recompiling.
//!
//! A compile hoists every definition before it evaluates anything, so
//! where an input's definition is written makes no difference to what
//! ran before it: adding the definition to a finished compile gives the
//! recompile's state, provided the finished compile never looked for the
//! name in vain (`defined('x')` said false, a declaration went on to a
//! type written in Ruby, an unknown function was reported) and nothing of
//! the name exists yet (the recompile would refuse the second definition,
//! or take it instead of a module's). Unlike statements, definitions need
//! no extendable catalog: they run nothing.
//!
//! A type alias is added the same way when no type expression of the
//! finished compile took its name for something else (a resource type,
//! or an unknown name inside another alias): type expressions find
//! aliases only when they run. Nodes are left to the recompile: a node
//! changes what ran.

use super::super::{Compiler, qualify};
use crate::catalog::schema;
use crate::syntax::ast::{Expr, ExprKind};

/// The names an input's definitions added, to take back.
#[derive(Debug, Default)]
pub(super) struct Hoisted {
    classes: Vec<String>,
    defines: Vec<String>,
    functions: Vec<String>,
    aliases: Vec<String>,
}

/// Whether a statement is a definition (hoisted, never evaluated).
pub(super) fn is_definition(statement: &Expr) -> bool {
    matches!(
        statement.kind,
        ExprKind::ClassDef(_)
            | ExprKind::DefineDef(_)
            | ExprKind::FunctionDef(_)
            | ExprKind::NodeDef(_)
            | ExprKind::TypeAlias(..)
    )
}

impl Compiler {
    /// Adds the definitions among `program`'s statements as the recompile
    /// would have them; `None`, with nothing changed, where that would
    /// not give the recompile's catalog (see the module comment).
    pub(super) fn hoist_input(&mut self, program: &[Expr]) -> Option<Hoisted> {
        let mut names = Hoisted::default();
        if !names.collect(program, "") {
            return None;
        }
        let taken = |name: &String| {
            self.missed_names.contains(name)
                || self.classes.contains_key(name)
                || self.defines.contains_key(name)
                || self.functions.contains_key(name)
        };
        let alias_taken = |name: &String| {
            let lower = name.to_lowercase();
            self.missed_types.contains(&lower)
                || self.missed_names.contains(&lower)
                || self.alias_spans.contains_key(&lower)
                || (self.type_aliases.keys()).any(|k| k.eq_ignore_ascii_case(name))
        };
        let clashes = names.classes.iter().chain(&names.defines).any(taken)
            || names.aliases.iter().any(alias_taken)
            || names.functions.iter().any(taken)
            || names.defines.iter().any(|d| schema::builtin(d).is_some())
            || names
                .functions
                .iter()
                .any(|f| super::super::known::BUILTIN_FUNCTIONS.contains(&f.as_str()));
        if clashes {
            return None;
        }
        if self.hoist(program, "").is_err() {
            // Two definitions of one name within the input: the recompile
            // words that.
            self.unhoist(names);
            return None;
        }
        Some(names)
    }

    /// Takes back the definitions an input added.
    pub(super) fn unhoist(&mut self, names: Hoisted) {
        for name in names.classes {
            self.classes.remove(&name);
        }
        for name in names.defines {
            self.defines.remove(&name);
        }
        for name in names.functions {
            self.functions.remove(&name);
        }
        for name in names.aliases {
            self.type_aliases.remove(&name);
            self.alias_spans.remove(&name.to_lowercase());
        }
    }
}

impl Hoisted {
    /// Gathers the names `hoist` gives the definitions in `block`; false
    /// for a node.
    fn collect(&mut self, block: &[Expr], namespace: &str) -> bool {
        for statement in block {
            match &statement.kind {
                ExprKind::ClassDef(def) => {
                    let name = qualify(namespace, &def.name);
                    if !self.collect(&def.body, &name) {
                        return false;
                    }
                    self.classes.push(name);
                }
                ExprKind::DefineDef(def) => self.defines.push(qualify(namespace, &def.name)),
                ExprKind::FunctionDef(def) => self.functions.push(def.name.to_lowercase()),
                ExprKind::TypeAlias(name, _) => self.aliases.push(name.clone()),
                ExprKind::NodeDef(_) => return false,
                _ => {}
            }
        }
        true
    }
}
