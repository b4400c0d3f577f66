//! What resources take from the resources that contain them when a
//! compile ends: the tags of the scope that declared them, metaparameters
//! (`noop`, `tag`, `loglevel`...) down the containment graph, and the tags
//! of every container along that graph's edges, `contain`'s extra edges
//! included (Puppet's `add_resource_metaparams`).

use std::collections::VecDeque;
use std::rc::Rc;

use rustc_hash::{FxHashMap as HashMap, FxHashSet as HashSet};

use super::Compiler;
use crate::catalog::{Kind, Resource, ResourceId, Value};

impl Compiler {
    /// Resources take the tags of the resource whose scope declared them
    /// when the catalog is finished. Classes and define instances took
    /// them when they were evaluated, and Puppet does not merge twice.
    pub(super) fn finish_tags(&mut self) {
        // Stage[main], Class[Settings] and Class[main] are the compiler's own.
        for id in self.main + 1..self.catalog.resources.len() {
            if self.catalog.resources[id].kind != Kind::Builtin {
                continue;
            }
            self.inherit_scope_tags(id);
        }
    }

    /// Metaparameters other than relationships (`noop`, `loglevel`,
    /// `tag`...) pass from a resource to everything it contains, from
    /// `Class[main]` down, unless set there: Puppet's last step of a
    /// compile. Classes hang from the stage, so theirs do not pass.
    pub(super) fn inherit_metaparams(&mut self) {
        let mut children: HashMap<ResourceId, Vec<ResourceId>> = HashMap::default();
        for &(source, target) in &self.catalog.edges {
            children.entry(source).or_default().push(target);
        }
        let mut stack = vec![(
            self.main,
            own_metaparams(&self.catalog.resources[self.main]),
        )];
        while let Some((source, data)) = stack.pop() {
            let Some(targets) = children.get(&source) else {
                continue;
            };
            for &target in targets.iter().rev() {
                // Most targets are leaves, with nothing to pass on.
                let leaf = !children.contains_key(&target);
                if let Some(passed) =
                    pass_metaparams(&mut self.catalog.resources[target], &data, leaf)
                {
                    stack.push((target, passed));
                }
            }
        }
    }

    /// `inherit_metaparams` for the resources from `first` on and the
    /// edges from `first_edge` on, which an input added at the top scope:
    /// false where their containment reaches beyond that (a second
    /// container, or an earlier resource they would pass something to),
    /// which only a full compile orders.
    pub(super) fn inherit_metaparams_below(
        &mut self,
        first: ResourceId,
        first_edge: usize,
    ) -> bool {
        // Usually nothing new passes anything on (`Class[main]` sets none).
        let sets_any = |r: &Resource| {
            (INHERITED.iter()).any(|name| r.params.get(name).is_some_and(|p| !p.value.is_undef()))
        };
        if !self.catalog.resources[first..].iter().any(|r| sets_any(r)) {
            return true;
        }
        let mut children: HashMap<ResourceId, Vec<ResourceId>> = HashMap::default();
        let mut entries = Vec::new();
        for &(source, target) in &self.catalog.edges[first_edge..] {
            match source >= first {
                true => children.entry(source).or_default().push(target),
                false => entries.push((source, target)),
            }
        }
        let mut reached: HashSet<ResourceId> = HashSet::default();
        for (source, target) in entries {
            let data = match &self.catalog.resources[source] {
                _ if source == self.main => own_metaparams(&self.catalog.resources[source]),
                // The walk starts at `Class[main]`: a stage's classes take
                // nothing from it.
                r if r.type_name == "Stage" => continue,
                _ => return false,
            };
            let mut stack = vec![(target, data)];
            while let Some((target, data)) = stack.pop() {
                if target < first || !reached.insert(target) {
                    return false;
                }
                let leaf = !children.contains_key(&target);
                let Some(passed) =
                    pass_metaparams(&mut self.catalog.resources[target], &data, leaf)
                else {
                    continue;
                };
                for &child in children[&target].iter().rev() {
                    stack.push((child, passed.clone()));
                }
            }
        }
        true
    }

    /// Merges the tags of the resource whose scope declared `id`.
    pub(crate) fn inherit_scope_tags(&mut self, id: ResourceId) {
        let scope = self.catalog.resources[id].scope;
        let Some(owner) = self.scopes.get(scope).map(|s| s.resource) else {
            return;
        };
        if owner == id {
            return;
        }
        // Most inherited tags are new to the resource; copy only those.
        let mut tags = std::mem::take(&mut self.catalog.resources[id].tags);
        for tag in &self.catalog.resources[owner].tags {
            tags.insert_shared(tag);
        }
        self.catalog.resources[id].tags = tags;
    }

    /// Every resource reached from `Class[main]` along the catalog's edges
    /// takes the tags of the resource each edge comes from, in Puppet's
    /// breadth-first order (each resource passed on once, with the tags it
    /// has then). Scope tags already gave most of them; this adds those of
    /// a second container, such as a define that `contain`s a class
    /// declared elsewhere, and passes them on to what that class contains.
    pub(super) fn merge_tags_along_edges(&mut self) {
        let mut children: HashMap<ResourceId, Vec<ResourceId>> = HashMap::default();
        for &(source, target) in &self.catalog.edges {
            children.entry(source).or_default().push(target);
        }
        let mut queue = VecDeque::from([self.main]);
        let mut seen: HashSet<ResourceId> = HashSet::default();
        while let Some(source) = queue.pop_front() {
            if !seen.insert(source) {
                continue;
            }
            let Some(targets) = children.get(&source) else {
                continue;
            };
            for &target in targets {
                if target == source {
                    continue;
                }
                let (from, to) = (
                    &self.catalog.resources[source],
                    &self.catalog.resources[target],
                );
                // Unrealized virtual and exported resources keep the tags
                // they have: this step leaves what the store keeps of an
                // export as it was.
                if to.is_virtual {
                    continue;
                }
                // Usually the target has them all already (scope tags).
                if from.tags.iter().all(|tag| to.tags.contains(tag)) {
                    continue;
                }
                let passed = from.tags.clone();
                let tags = &mut self.catalog.resources[target].tags;
                for tag in passed.iter() {
                    tags.insert_shared(tag);
                }
            }
            queue.extend(targets.iter().copied());
        }
    }
}

/// The metaparameters that pass down the containment graph.
const INHERITED: [&str; 7] = [
    "noop", "schedule", "audit", "loglevel", "alias", "tag", "stage",
];

/// What a resource passes on: a metaparameter's name, value and the
/// resource it comes from.
type Passed = Vec<(&'static str, Value, Rc<str>)>;

/// The metaparameters `resource` sets itself, which pass on under its name.
fn own_metaparams(resource: &Resource) -> Passed {
    INHERITED
        .iter()
        .filter_map(|name| {
            let p = resource.params.get(name).filter(|p| !p.value.is_undef())?;
            Some((*name, p.value.clone(), Rc::from(resource.reference())))
        })
        .collect()
}

/// Gives `resource` what its container passes (`data`) where it sets
/// nothing, and returns what it passes on in turn, none for a `leaf`.
fn pass_metaparams(resource: &mut Resource, data: &Passed, leaf: bool) -> Option<Passed> {
    // Its own, before it inherits: they pass on under its name.
    let mine = (!leaf).then(|| own_metaparams(resource));
    for (name, value, from) in data {
        if resource.params.get(name).is_none_or(|p| p.value.is_undef()) {
            resource.params.insert(
                name.to_string(),
                crate::catalog::Param {
                    value: value.clone(),
                    provenance: crate::catalog::Provenance::Inherited(from.clone()),
                    source: "".into(),
                },
            );
        }
    }
    // As Ruby's `Hash#merge`: replaced in place, new ones last.
    let mut passed = data.clone();
    for entry in mine? {
        match passed.iter_mut().find(|(name, ..)| *name == entry.0) {
            Some(slot) => *slot = entry,
            None => passed.push(entry),
        }
    }
    Some(passed)
}
