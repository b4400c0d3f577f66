//! The collectors' run after an input: what the earlier ones collect of
//! its resources, what its own collect of everything, and the passes over
//! what they touched, as the generator loop would run them.

use rustc_hash::FxHashSet as HashSet;

use super::super::Compiler;
use super::super::collectors::PassIndex;
use super::{Extension, Undo};
use crate::catalog::{Kind, Provenance, Resource, ResourceId};

impl Compiler {
    /// Runs the collectors as the generator loop would after this input:
    /// the earlier collectors over the new resources, the new collectors
    /// over everything, then passes over whatever they realized or
    /// overrode until nothing new matches. False where an earlier
    /// collector in a chain (`Type <| |> -> x`) matched, since its
    /// relationships were applied already; where an earlier resource would
    /// gain a tag (its order among inherited tags would differ); or where
    /// a define instance was realized or overridden (its body would run,
    /// or would have run with the override).
    pub(super) fn collect_new(&mut self, undo: &mut Undo, extension: &mut Extension) -> bool {
        let first_new_collector = undo.collectors;
        let mut candidates: Vec<ResourceId> = extension.added.clone();
        // Resources whose matching may change in a later pass.
        let mut seen: HashSet<ResourceId> = candidates.iter().copied().collect();
        // Earlier resources whose state before the input is kept already
        // (those its `realize()` calls realized).
        let mut kept: HashSet<ResourceId> = extension.changed.iter().map(|(id, _)| *id).collect();
        for pass in 0.. {
            let mut found = false;
            for c in 0..self.collectors.len() {
                let fresh: Vec<ResourceId> = if pass == 0 && c >= first_new_collector {
                    // One tag looked up, not every tag of the type indexed.
                    let mut index = PassIndex {
                        per_tag: true,
                        ..Default::default()
                    };
                    let all = self.collect(c, &mut index);
                    let collected = &self.collectors[c].collected;
                    all.into_iter()
                        .filter(|id| !collected.contains(id))
                        .collect()
                } else {
                    candidates
                        .iter()
                        .copied()
                        .filter(|&id| self.collector_takes(c, id))
                        .collect()
                };
                if fresh.is_empty() {
                    continue;
                }
                let sets_tags = self.collectors[c].overrides.iter().any(|o| o.0 == "tag");
                for &id in &fresh {
                    let resource = &self.catalog.resources[id];
                    let earlier = id < undo.end.resources;
                    // A define instance declared as such, collected with
                    // nothing to override, stays as it is (its body ran).
                    let untouched_instance = resource.kind == Kind::Defined
                        && !resource.declared_virtual
                        && self.collectors[c].overrides.is_empty();
                    let unsure = resource.kind != Kind::Builtin && !untouched_instance;
                    if unsure || (earlier && sets_tags) {
                        return self.refuse("a collector realized or overrode a define instance, or set tags on an earlier resource");
                    }
                    // A metaparameter inherited when the compile ended
                    // yields to what the collector sets (and refills undef).
                    if earlier && self.overrides_inherited(c, resource) {
                        return self.refuse("a collector overrides what the end of a compile set");
                    }
                    if earlier && kept.insert(id) {
                        extension.changed.push((id, (**resource).clone()));
                    }
                    if seen.insert(id) {
                        candidates.push(id);
                    }
                    undo.collected.push((c, id));
                }
                if self.chained_collectors.contains(&c) {
                    return self.refuse("a collector in a chain matched");
                }
                found = true;
                if self.apply_collected(c, &fresh).is_err() {
                    return self.refuse("a collector's override failed");
                }
            }
            if !found {
                break;
            }
            if pass > 0 {
                self.late_collections = true;
            }
        }
        self.order_free_after_top(undo)
            || self.refuse("its collectors would run in another order among later code's")
    }

    /// Whether collector `c` overrides an attribute that `resource`
    /// inherited when the compile ended, or adds one where the end of the
    /// compile added some (its relationships, inherited metaparameters):
    /// in the compile the collector's come first.
    fn overrides_inherited(&self, c: usize, resource: &Resource) -> bool {
        let finished = |p: &crate::catalog::Param| {
            matches!(
                p.provenance,
                Provenance::Inherited(_) | Provenance::Relationship(_)
            )
        };
        let adds = (self.collectors[c].overrides.iter())
            .any(|o| !resource.params.contains_key(o.0.as_str()));
        (self.collectors[c].overrides.iter()).any(|o| {
            resource
                .params
                .get(o.0.as_str())
                .is_some_and(|p| matches!(p.provenance, Provenance::Inherited(_)))
        }) || (adds && resource.params.values().any(finished))
    }

    /// Whether collector `c` would newly collect resource `id`.
    fn collector_takes(&self, c: usize, id: ResourceId) -> bool {
        let collector = &self.collectors[c];
        let resource = &self.catalog.resources[id];
        // Exported collectors collect nothing without storeconfigs.
        !collector.exported
            && collector.type_name == resource.type_name
            && !collector.collected.contains(&id)
            && collector
                .query
                .as_ref()
                .is_none_or(|q| q.matches(resource, &|tag| self.has_tag(id, tag)))
    }
}
