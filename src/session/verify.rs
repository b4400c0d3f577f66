//! The check behind `SPACESHIP_VERIFY_INCREMENTAL`: after an input taken
//! incrementally, the live catalog must be what recompiling every
//! accepted input gives, down to what `:why` says. And the cycle watch's
//! check: it must hold every edge one made afresh would.

use super::Session;
use crate::catalog::Catalog;
use crate::eval::Compiler;

impl Session {
    /// Panics unless the live catalog is what recompiling every accepted
    /// input gives: the check behind `SPACESHIP_VERIFY_INCREMENTAL`.
    pub(super) fn verify_against_recompile(&self) {
        let all = crate::catalog::json::Selection::All;
        let render = |c: &Compiler| {
            let json = crate::catalog::json::catalog_json(&c.catalog, &self.sources, all);
            // What realized each resource (`:why`) is not in the JSON.
            let mut realized: Vec<String> = (c.catalog.realized_by.iter())
                .map(|(id, by)| format!("{} {by:?}", c.catalog.resources[*id].reference()))
                .collect();
            realized.sort();
            // Nor which templates rendered an attribute (`:why`).
            realized.extend(sorted_rendered(&c.catalog));
            (json.to_string(), c.messages.clone(), realized)
        };
        let expected = match self.recompile() {
            Ok(compiled) => render(&compiled),
            Err(e) => panic!(
                "incremental input accepted, recompile fails: {}",
                e.render(&self.sources)
            ),
        };
        assert_eq!(
            render(&self.compiled),
            expected,
            "incremental catalog differs from the recompile"
        );
    }
}

impl Session {
    /// The edges a cycle watch made afresh for the live catalog holds and
    /// the session's lacks, worded (none when the session holds no watch
    /// for this catalog).
    pub fn cycle_watch_gaps(&self) -> Vec<String> {
        let held = self.cycle_watch.borrow();
        let Some(held) = held
            .as_ref()
            .filter(|w| w.generation() == self.catalog_generation())
        else {
            return Vec::new();
        };
        let catalog = self.catalog();
        let fresh = crate::graph::watch::Watch::new(catalog, held.generation());
        let vertex = |(id, completed): (usize, bool)| {
            let side = if completed { "completed" } else { "admissible" };
            format!("{side} {}", catalog.resources[id].reference())
        };
        (held.lacks(&fresh).into_iter())
            .map(|(from, to)| format!("{} -> {}", vertex(from), vertex(to)))
            .collect()
    }
}

/// Which templates rendered each attribute, sorted.
fn sorted_rendered(catalog: &Catalog) -> Vec<String> {
    let mut rendered: Vec<String> = (catalog.rendered.iter())
        .map(|((id, name), templates)| {
            let r = &catalog.resources[*id];
            format!("{}[{name}] rendered by {templates:?}", r.reference())
        })
        .collect();
    rendered.sort();
    rendered
}
