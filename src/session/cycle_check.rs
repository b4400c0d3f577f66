//! Dependency cycles in the live catalog: the graph and its cycles, and
//! after each input whether it closed one, answered by the cycle watch
//! (`graph::watch`) where it holds and by a full check otherwise.

use super::{Report, Session, accounts};

impl Session {
    /// The live catalog's relationship graph, with the view of the
    /// catalog it was made from (much cheaper than [`Session::view`]; the
    /// view has no index).
    pub fn graph(&self) -> (crate::catalog::view::View, crate::graph::Graph) {
        crate::graph::Graph::of_catalog(self.catalog())
    }

    /// The live catalog's dependency cycles, as Puppet would word them.
    pub fn cycles(&self) -> Vec<Vec<String>> {
        let (view, graph) = self.graph();
        crate::graph::cycles::find_in(&view, &graph)
    }

    /// Whether the last input, which made `report`, may have closed a
    /// dependency cycle (the cycles are as before when it did not).
    pub fn may_have_closed_a_cycle(&self, report: &Report) -> bool {
        accounts::may_close_a_cycle(self.catalog(), &report.changes, self.edges_before_input)
    }

    /// Whether the cycle watch holds for the live catalog, so that
    /// [`Session::cycles_after`] answers without a full check unless the
    /// watch sees a cycle.
    pub fn cycle_watch_holds(&self) -> bool {
        (self.cycle_watch.borrow().as_ref())
            .is_some_and(|w| w.generation() == self.catalog_generation())
    }

    /// The dependency cycles after the last input, which made `report`;
    /// None when they are as before it (it cannot have closed one). The
    /// cycle watch answers when it finds no cycle: after incremental
    /// inputs it searches only where their new edges lead; made afresh
    /// (after a recompile), it searches its whole graph, which is still
    /// cheaper than the full check. A cycle it finds is worded by the
    /// full check.
    pub fn cycles_after(&self, report: &Report) -> Option<Vec<Vec<String>>> {
        if !self.may_have_closed_a_cycle(report) {
            return None;
        }
        let generation = self.catalog_generation();
        let catalog = self.catalog();
        let mut watch = self.cycle_watch.borrow_mut();
        let mut held = (watch.take())
            .filter(|w| w.generation() == generation)
            .unwrap_or_else(|| crate::graph::watch::Watch::new(catalog, generation));
        if !held.may_have_cycle(catalog) {
            *watch = Some(held);
            return Some(Vec::new());
        }
        // The watch is dropped: its cycle, real or of its extra edges,
        // would be found again after every input.
        Some(self.cycles())
    }

    /// Carries the cycle watch over to `recompiled`, which is about to
    /// replace the live catalog (see `graph::watch::recompile`), or drops
    /// it.
    pub(super) fn follow_recompile_in_cycle_watch(&mut self, recompiled: &crate::catalog::Catalog) {
        let generation = self.catalog_generation();
        let watch = self.cycle_watch.get_mut();
        if let Some(held) = watch
            && (held.generation() != generation
                || !held.follow_recompile(&self.compiled.catalog, recompiled, generation + 1))
        {
            *watch = None;
        }
    }

    /// Adds an incremental input to the cycle watch, or drops the watch
    /// if it was made for another catalog (`generation_before` is the
    /// live catalog's before the input) or cannot follow the input.
    pub(super) fn follow_in_cycle_watch(
        &mut self,
        extension: &crate::eval::Extension,
        generation_before: u64,
    ) {
        let generation = self.catalog_generation();
        let watch = self.cycle_watch.get_mut();
        if let Some(held) = watch
            && (held.generation() != generation_before
                || !held.note_input(
                    &self.compiled.catalog,
                    &extension.added,
                    &extension.changed,
                    extension.reordered,
                    generation,
                ))
        {
            *watch = None;
        }
    }
}
