//! The cycle watch across a recompile: the recompiled catalog mostly
//! holds the same resources as the one before, so the watch is carried
//! over to it instead of being made afresh (which reads every resource).
//!
//! Resources are matched by type and title. The graph is renumbered to
//! the new ids; a resource that is gone takes its edges with it. What the
//! recompile made is then added as an input's additions are: resources
//! that are new or newly realized, relationships and names of resources
//! whose relationship or automatic-relationship parameters differ, and
//! containment edges the old catalog did not have. Edges the recompile
//! took away stay (the watch may hold more edges than Puppet, never
//! fewer).

use rustc_hash::FxHashSet;

use super::{Watch, admissible, completed};
use crate::catalog::{Catalog, Resource};
use crate::graph::auto;

/// No resource: gone from the catalog, or new in it.
const NONE: u32 = u32::MAX;

impl Watch {
    /// Carries the watch over from `old`, the catalog it holds for, to
    /// `new`, its recompilation. False when it cannot (it was not made for
    /// `old`); it is then of no more use.
    pub fn follow_recompile(&mut self, old: &Catalog, new: &Catalog, generation: u64) -> bool {
        if old.resources.len() != self.resources_seen || old.edges.len() != self.edges_seen {
            return false;
        }
        let (now, before) = matched(old, new);
        self.renumber_to(&now, 2 * new.resources.len());
        self.add_new_containment_of(old, new, &now);
        self.resources_seen = new.resources.len();
        self.edges_seen = new.edges.len();
        self.generation = generation;
        for (id, r) in new.resources.iter().enumerate() {
            let was = before[id];
            if was == NONE {
                if !r.is_virtual {
                    self.add_walked_resource(new, id);
                }
                continue;
            }
            let old_r = &old.resources[was as usize];
            if old_r.is_virtual != r.is_virtual || graph_params_differ(old_r, r) {
                self.add_change(new, id, old_r);
            }
        }
        self.bound_roots();
        true
    }

    /// Gives every vertex its resource's new id (`now`, by old id); those
    /// of resources that are gone are dropped with their edges.
    fn renumber_to(&mut self, now: &[u32], vertices: usize) {
        let vertex = |v: u32| match now.get(v as usize / 2) {
            Some(&id) if id != NONE => Some(2 * id + v % 2),
            _ => None,
        };
        let mut out = vec![Vec::new(); vertices];
        for (v, mut list) in std::mem::take(&mut self.out).into_iter().enumerate() {
            if list.is_empty() {
                continue;
            }
            let Some(v) = vertex(v as u32) else { continue };
            list.retain_mut(|w| vertex(*w).map(|n| *w = n).is_some());
            out[v as usize] = list;
        }
        self.out = out;
        for ids in self.provided.values_mut().chain(self.wanted.values_mut()) {
            ids.retain_mut(|id| match now.get(*id as usize) {
                Some(&n) if n != NONE => {
                    *id = n;
                    true
                }
                _ => false,
            });
        }
        self.roots
            .retain_mut(|v| vertex(*v).map(|n| *v = n).is_some());
    }

    /// Adds the containment edges of `new` that `old` did not have (by
    /// new ids: `now` maps old ids). The catalogs list their shared
    /// edges mostly in the same order, so a set is made only once they
    /// part.
    fn add_new_containment_of(&mut self, old: &Catalog, new: &Catalog, now: &[u32]) {
        let renamed = |&(container, inside): &(usize, usize)| (now[container], now[inside]);
        let mut in_step = old.edges.iter().map(renamed).peekable();
        let mut all_old: Option<FxHashSet<(u32, u32)>> = None;
        for &(container, inside) in &new.edges {
            let edge = (container as u32, inside as u32);
            if in_step.next_if_eq(&edge).is_some() {
                continue;
            }
            let known = all_old.get_or_insert_with(|| old.edges.iter().map(renamed).collect());
            if !known.contains(&edge) {
                self.add_edge(admissible(container), admissible(inside));
                self.add_edge(completed(inside), completed(container));
            }
        }
    }
}

/// Where each resource of `old` is in `new`, and where each of `new`
/// was in `old` (`NONE`: gone, or new).
fn matched(old: &Catalog, new: &Catalog) -> (Vec<u32>, Vec<u32>) {
    let mut now = vec![NONE; old.resources.len()];
    let mut before = vec![NONE; new.resources.len()];
    for (id, r) in new.resources.iter().enumerate() {
        // Mostly in the same place: tried before the index.
        let found = match old.resources.get(id) {
            Some(o) if o.title == r.title && o.type_name == r.type_name => Some(id),
            _ => old.find_exact(&r.type_name, &r.title),
        };
        if let Some(was) = found {
            now[was] = id as u32;
            before[id] = was as u32;
        }
    }
    (now, before)
}

/// Whether two versions of a resource differ in what the watch reads of
/// it: relationship metaparameters and what automatic relationships
/// read.
fn graph_params_differ(old: &Resource, new: &Resource) -> bool {
    let read = |r: &Resource, name: &str| {
        auto::reads(&r.type_name).contains(&name)
            || crate::graph::RELATIONSHIPS.iter().any(|(n, _)| *n == name)
    };
    let mut count = 0;
    for (name, p) in new.params.iter().filter(|(n, _)| read(new, n)) {
        count += 1;
        if old.params.get(name).is_none_or(|o| o.value != p.value) {
            return true;
        }
    }
    count != old.params.iter().filter(|(n, _)| read(old, n)).count()
}
