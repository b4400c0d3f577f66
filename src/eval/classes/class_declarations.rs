//! Class declarations kept for `:why` (each `include`, `contain`,
//! `require` or resource-like declaration, and each ancestor an
//! `inherits` added), and the classes `include a, b` added whose bodies
//! have not run yet (an `include` of one meanwhile runs it, as Puppet's
//! evaluation order has it).

use super::Compiler;
use super::classes::PendingClass;
use super::scope::ScopeId;
use crate::catalog::{ClassDeclaration, DeclaredBy, ResourceId};
use crate::syntax::Span;

impl Compiler {
    /// The bodies still to run of a class `include a, b` added but has
    /// not evaluated yet (with the ancestors added with it), taken out of
    /// the waiting list: nothing if it has run (an earlier class's body
    /// included it).
    pub(super) fn take_awaiting(&mut self, id: ResourceId) -> Vec<PendingClass> {
        for group in 0..self.classes_awaiting.len() {
            if let Some(at) = self.classes_awaiting[group].iter().position(|p| p.id == id) {
                let rest = self.classes_awaiting[group].split_off(at + 1);
                let taken = std::mem::replace(&mut self.classes_awaiting[group], rest);
                if self.classes_awaiting[group].is_empty() {
                    self.classes_awaiting.remove(group);
                }
                return taken;
            }
        }
        Vec::new()
    }

    /// Keeps a declaration of class `id` for `:why`: by the code of the
    /// scope's resource, and for each ancestor it added, by its child.
    pub(super) fn record_declaration(
        &mut self,
        id: ResourceId,
        added: &[PendingClass],
        how: DeclaredBy,
        scope: ScopeId,
        span: Span,
    ) {
        let by = self.scopes[scope].resource;
        let title = self.catalog.resources[id].title.clone();
        let named_by = self.lookup_naming(&title);
        let declarations = &mut self.catalog.class_declarations;
        declarations.push(ClassDeclaration {
            class: id,
            how,
            span,
            by,
            named_by,
        });
        // `added` runs root first: each ancestor is declared by the class
        // after it.
        for pair in added.windows(2) {
            // A class run early (see `take_awaiting`) had its ancestors
            // recorded when it was added.
            let known = declarations
                .iter()
                .any(|d| d.class == pair[0].id && d.how == DeclaredBy::Inherits);
            if known {
                continue;
            }
            declarations.push(ClassDeclaration {
                class: pair[0].id,
                how: DeclaredBy::Inherits,
                span,
                by: pair[1].id,
                named_by: None,
            });
        }
    }
}
