//! The generator loop: collectors, then the bodies of define instances
//! not evaluated yet, pass after pass until nothing changes, each body
//! recorded where it ran (see `incremental::define_bodies`).

use super::{Compiler, Eval, collectors};
use crate::catalog::{Kind, ResourceId};
use crate::syntax::Diagnostic;
use crate::syntax::Span;

impl Compiler {
    /// Collectors first, then unevaluated defines, until nothing changes.
    pub(super) fn generate(&mut self) -> Eval<()> {
        // Lookups by tag, title and value: kept from pass to pass while
        // only the collectors (which keep them current) change resources.
        let mut index = collectors::PassIndex::default();
        self.generate_start = self.catalog.resources.len();
        for pass in 0..1000 {
            let collected = self.evaluate_collectors(&mut index)?;
            self.late_collections |= collected && pass > 0;
            let defined = self.evaluate_defines(pass)?;
            if defined {
                index = collectors::PassIndex::default();
            }
            if !collected && !defined {
                self.define_mark = self.first_pass_mark();
                return Ok(());
            }
        }
        Err(Diagnostic::new(
            Span::default(),
            "Somehow looped more than 1000 times while evaluating host catalog",
        ))
    }

    fn evaluate_defines(&mut self, pass: usize) -> Eval<bool> {
        let pending: Vec<ResourceId> = (0..self.catalog.resources.len())
            .filter(|&i| {
                self.catalog.resources[i].kind == Kind::Defined
                    && !self.catalog.resources[i].evaluated
                    && !self.catalog.resources[i].is_virtual
            })
            .collect();
        // Where each pass begins and each body ran: a define instance
        // typed into a session runs its body where this loop would.
        self.record_define_run(pass, None, self.catalog_end());
        for &id in &pending {
            let start = self.catalog_end();
            self.evaluate_define(id)?;
            self.record_define_run(pass, Some(id), start);
        }
        Ok(!pending.is_empty())
    }
}
