//! Moving a block of resources to an earlier place in the catalog.
//!
//! A resource's id is its place in catalog order. A REPL input runs, in
//! the compile it stands for, at the end of the top scope: when code ran
//! after the top scope (a node, define bodies), the resources the input
//! declared belong before that code's, not after. The session's fast path
//! adds them at the end and then moves them here; every id in the catalog
//! follows the move, and the `Renumbering` tells other holders of ids how
//! theirs changed.

use super::{Catalog, ResourceId};

/// How ids changed when the resources `first_new..end` moved to `at`
/// (and those in `at..first_new` moved up to make room).
#[derive(Debug, Clone, Copy)]
pub struct Renumbering {
    at: usize,
    first_new: usize,
    end: usize,
}

impl Renumbering {
    /// The id that resource `id` has now.
    pub fn id(&self, id: ResourceId) -> ResourceId {
        if id < self.at || id >= self.end {
            id
        } else if id >= self.first_new {
            id - self.first_new + self.at
        } else {
            id + (self.end - self.first_new)
        }
    }
}

impl Catalog {
    /// Moves the resources from `first_new` on to `at`, and the edges from
    /// `first_new_edge` on to `edge_at`, renumbering every id the catalog
    /// holds.
    pub fn move_block(
        &mut self,
        at: usize,
        first_new: usize,
        edge_at: usize,
        first_new_edge: usize,
    ) -> Renumbering {
        let end = self.resources.len();
        let renumbering = Renumbering { at, first_new, end };
        let moved = end - first_new;
        self.resources[at..].rotate_right(moved);
        let new_edges = self.edges.len() - first_new_edge;
        self.edges[edge_at..].rotate_right(new_edges);
        let id = |id: ResourceId| renumbering.id(id);
        for resource in &mut self.resources[at..] {
            resource.container = resource.container.map(id);
        }
        for titles in self.index.values_mut() {
            for found in titles.values_mut() {
                *found = id(*found);
            }
        }
        for ids in self.by_type.values_mut() {
            if ids.last().is_some_and(|&last| last >= at) {
                ids.iter_mut().for_each(|found| *found = id(*found));
                // Declaration order is catalog order.
                ids.sort_unstable();
            }
        }
        for (source, target) in &mut self.edges {
            *source = id(*source);
            *target = id(*target);
        }
        self.rendered = std::mem::take(&mut self.rendered)
            .into_iter()
            .map(|((resource, name), templates)| ((id(resource), name), templates))
            .collect();
        self.realized_by = remap_keys(std::mem::take(&mut self.realized_by), id);
        self.exported_by = remap_keys(std::mem::take(&mut self.exported_by), id);
        for declaration in &mut self.class_declarations {
            declaration.class = id(declaration.class);
            declaration.by = id(declaration.by);
        }
        renumbering
    }
}

/// A map with its resource-id keys renumbered.
pub fn remap_keys<V>(
    map: std::collections::HashMap<ResourceId, V>,
    id: impl Fn(ResourceId) -> ResourceId,
) -> std::collections::HashMap<ResourceId, V> {
    map.into_iter().map(|(k, v)| (id(k), v)).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::catalog::{Kind, Resource};

    fn resource(title: &str, container: Option<ResourceId>) -> Resource {
        Resource {
            type_name: "Notify".into(),
            title: title.into(),
            params: Default::default(),
            tags: Default::default(),
            span: None,
            exported: false,
            is_virtual: false,
            declared_virtual: false,
            kind: Kind::Builtin,
            container,
            source: "".into(),
            evaluated: false,
            scope: 0,
            via_function: false,
        }
    }

    #[test]
    fn moved_resources_keep_their_titles_containers_and_edges() {
        let mut catalog = Catalog::default();
        // main, then two resources from later code, then two new ones.
        for (title, container) in [
            ("main", None),
            ("late1", Some(0)),
            ("late2", Some(1)),
            ("new1", Some(0)),
            ("new2", Some(0)),
        ] {
            catalog.add(resource(title, container));
        }
        catalog.edges = vec![(0, 1), (1, 2), (0, 3), (0, 4)];
        let renumbering = catalog.move_block(1, 3, 0, 2);
        let titles: Vec<&str> = catalog.resources.iter().map(|r| r.title.as_str()).collect();
        assert_eq!(titles, ["main", "new1", "new2", "late1", "late2"]);
        assert_eq!(catalog.edges, [(0, 1), (0, 2), (0, 3), (3, 4)]);
        assert_eq!(catalog.resources[4].container, Some(3));
        for (id, r) in catalog.resources.iter().enumerate() {
            assert_eq!(catalog.find("Notify", &r.title), Some(id));
        }
        assert_eq!(catalog.of_type("Notify"), [0, 1, 2, 3, 4]);
        assert_eq!(
            (0..5).map(|id| renumbering.id(id)).collect::<Vec<_>>(),
            [0, 3, 4, 1, 2]
        );
    }
}
