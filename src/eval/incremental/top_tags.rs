//! `tag()` at the top scope: the tags an input gives `Class[main]`.
//!
//! In the compile the input stands for, `tag('x')` at the end of the top
//! scope adds `x` to `Class[main]` before the end of the compile, which
//! merges the tags of the resource whose scope declared each resource
//! into it (`finish_tags`): every resource of a built-in type the top
//! scope declared takes `x` after the tags it has, nothing adding to
//! them since. What else takes `Class[main]`'s tags is left to the full
//! compile, where `x` would land among other tags:
//!
//! - a define instance the top scope declared earlier, or a node, took
//!   them as its code ran after the top scope, and passed them on;
//! - a class `contain`ed at the top scope takes them along the
//!   containment edge as the compile ends, after those it had;
//! - a collector looking for `x` (or later code's `tagged('x')`) would
//!   have found what the top scope declared, through `Class[main]`.

use super::super::Compiler;
use super::{Extension, Undo, lookups};
use crate::catalog::{Kind, ResourceId};

impl Compiler {
    /// Gives the top scope's earlier resources the tags the input gave
    /// `Class[main]`, as the end of the compile would; false (with the
    /// reason) where only a full compile orders them.
    pub(super) fn tag_top_scope_resources(
        &mut self,
        undo: &Undo,
        extension: &mut Extension,
    ) -> bool {
        let main = self.main;
        let new_tags: Vec<std::rc::Rc<str>> = (self.catalog.resources[main].tags.iter())
            .filter(|t| !undo.main_tags.contains(t))
            .cloned()
            .collect();
        if new_tags.is_empty() {
            return true;
        }
        let earlier = undo.end.resources;
        let reaches_other_code = self.node_scope.is_some()
            || (self.catalog.edges.iter()).any(|&(source, target)| {
                let kind = self.catalog.resources[target].kind;
                source == main
                    && (kind == Kind::Class || (kind == Kind::Defined && target < earlier))
            });
        if reaches_other_code {
            return self.refuse(
                "tag() at the top scope reaches a node, or an instance or class Class[main] contains",
            );
        }
        let looked_for = {
            let probes = self.post_top_probes.borrow();
            new_tags.iter().any(|tag| {
                probes.contains(&lookups::class_probe(tag))
                    || (self.collectors[..undo.collectors].iter())
                        .any(|c| c.query.as_ref().is_some_and(|q| q.looks_for_tag(tag)))
            })
        };
        if looked_for {
            return self.refuse(
                "tag() at the top scope gave a tag earlier collectors or later code looked for",
            );
        }
        // `Class[main]` first, as the catalog has it.
        let first_retagged = extension.changed.len();
        let mut kept: rustc_hash::FxHashSet<ResourceId> =
            extension.changed.iter().map(|(id, _)| *id).collect();
        for id in main + 1..earlier {
            let resource = &self.catalog.resources[id];
            let owner = self.scopes.get(resource.scope).map(|s| s.resource);
            if resource.kind != Kind::Builtin
                || owner != Some(main)
                || new_tags.iter().all(|t| resource.tags.contains(t))
            {
                continue;
            }
            if kept.insert(id) {
                extension.changed.push((id, (**resource).clone()));
            }
            let tags = &mut self.catalog.resources[id].tags;
            for tag in &new_tags {
                tags.insert_shared(tag);
            }
        }
        let mut before = (*self.catalog.resources[main]).clone();
        before.tags = undo.main_tags.clone();
        extension.changed.insert(first_retagged, (main, before));
        true
    }
}
