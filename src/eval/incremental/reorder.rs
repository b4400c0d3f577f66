//! Putting an input's resources where the compile it stands for puts
//! them: at the end of the top scope's, before those of code that ran
//! after the top scope (see `catalog::reorder`), with every resource id
//! the compiler holds renumbered to match.

use super::super::Compiler;
use super::super::collectors::PassIndex;
use super::{Extension, TopScopeEnd};

impl Compiler {
    /// Moves the catalog's last resources and edges (from `first_new` and
    /// `first_new_edge` on) to `top_end` (the end of the top scope's, or
    /// the define mark); false if they are there already.
    pub(super) fn move_tail_to(
        &mut self,
        top_end: TopScopeEnd,
        first_new: usize,
        first_new_edge: usize,
        extension: &mut Extension,
    ) -> bool {
        let nothing_new =
            first_new == self.catalog.resources.len() && first_new_edge == self.catalog.edges.len();
        let in_place = first_new == top_end.resources && first_new_edge == top_end.edges;
        if nothing_new || in_place {
            return false;
        }
        let renumbering =
            self.catalog
                .move_block(top_end.resources, first_new, top_end.edges, first_new_edge);
        let id = |id| renumbering.id(id);
        self.main = id(self.main);
        for scope in &mut self.scopes {
            scope.resource = id(scope.resource);
        }
        for collector in &mut self.collectors {
            if !collector.collected.is_empty() {
                collector.collected = collector.collected.iter().map(|&c| id(c)).collect();
            }
        }
        self.remote = std::mem::take(&mut self.remote)
            .into_iter()
            .map(|(resource, node)| (id(resource), node))
            .collect();
        self.renumber_top_scope_values(&renumbering);
        self.renumber_define_runs(id);
        // The preview lookups index resources by id.
        self.preview_index = PassIndex {
            per_tag: true,
            ..Default::default()
        };
        extension.added.iter_mut().for_each(|a| *a = id(*a));
        extension.changed.iter_mut().for_each(|(c, _)| *c = id(*c));
        true
    }
}
