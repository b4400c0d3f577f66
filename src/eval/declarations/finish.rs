//! The end of a compile: relationships and pending amendments applied,
//! then the checks and finishing touches Puppet makes as it hands the
//! catalog over (flat reference lists, tags, untitled references,
//! serializability). The incremental path reuses the parts that apply to
//! the resources an input touched.

use super::{Compiler, Eval, types};
use crate::catalog::{ResourceId, Value};
use crate::syntax::{Diagnostic, Span};

impl Compiler {
    pub(super) fn finish(&mut self) -> Eval<()> {
        let all = 0..self.catalog.resources.len();
        self.flatten_reference_lists(all.clone());
        let later = self.top_scope_relationships.min(self.relationships.len());
        self.later_relationship_sources = (self.relationships[later..].iter())
            .flat_map(|(source, ..)| self.side_refs(source, true))
            .collect();
        self.apply_relationships()?;
        self.apply_pending_overrides()?;
        self.check_realized()?;
        self.check_attributes(all.clone())?;
        self.finish_ruby_type_params(all.clone())?;
        self.record_template_sources();
        self.finish_tags();
        self.inherit_metaparams();
        self.merge_tags_along_edges();
        self.check_relationship_targets(all.clone())?;
        self.finish_catalog_tags();
        self.check_untitled_references(all)?;
        self.check_serializable()
    }

    /// Parameter values as Puppet's catalog holds them: relationship
    /// metaparameters are flat lists without undef however they were
    /// written, and so is any list that holds a resource reference
    /// (Puppet flattens those when it copies resources into the catalog).
    pub(super) fn flatten_reference_lists(&mut self, ids: impl IntoIterator<Item = ResourceId>) {
        for id in ids {
            for (name, p) in self.catalog.resources[id].params.iter_mut() {
                let Value::Array(items) = &p.value else {
                    continue;
                };
                let nested = items.iter().any(|i| matches!(i, Value::Array(_)));
                let relationship =
                    crate::catalog::schema::RELATIONSHIP_PARAMS.contains(&name.as_str());
                if relationship && (nested || items.iter().any(Value::is_undef)) {
                    // Flat, and without undef entries.
                    let flat = types::flatten(items).into_iter().filter(|v| !v.is_undef());
                    p.value = Value::array(flat.collect());
                } else if nested && items.iter().any(holds_reference) {
                    p.value = Value::array(types::flatten(items));
                }
            }
        }
    }

    /// A resource type without a title in a parameter becomes a reference
    /// with an empty title in Puppet's catalog, which a file (whose title
    /// must be a path) refuses.
    pub(super) fn check_untitled_references(
        &self,
        ids: impl IntoIterator<Item = ResourceId>,
    ) -> Eval<()> {
        let untitled_file = |v: &Value| matches!(v, Value::Type(t) if matches!(t.without_instance(), crate::catalog::PType::Resource(Some(name), None) if name == "File"));
        for id in ids {
            if self.catalog.resources[id]
                .params
                .values()
                .any(|p| p.value.any(&untitled_file))
            {
                return Err(Diagnostic::new(
                    Span::default(),
                    "No set of title patterns matched the title \"\".",
                ));
            }
        }
        Ok(())
    }

    /// Puppet merges each class and node resource's tags into the catalog
    /// as it is made: after the class names, `class` and `node` come in
    /// the order of the first class and the node.
    pub(super) fn finish_catalog_tags(&mut self) {
        let first = |wanted: &dyn Fn(&crate::catalog::Resource) -> bool| {
            self.catalog.resources.iter().position(|r| wanted(r))
        };
        let class =
            first(&|r| r.type_name == "Class" && r.title != "main" && r.title != "Settings");
        let node = first(&|r| r.type_name == "Node");
        let mut kinds = [(class, "class"), (node, "node")];
        kinds.sort_by_key(|(at, _)| *at);
        for (at, tag) in kinds {
            if at.is_some() {
                self.catalog.tags.insert(tag.into());
            }
        }
    }
}

/// Whether a value is, or holds, a resource reference (titled or not).
fn holds_reference(value: &Value) -> bool {
    value.any(&|v| {
        matches!(v, Value::Type(t) if matches!(
            t.without_instance(),
            crate::catalog::PType::Resource(Some(_), _) | crate::catalog::PType::Class(Some(_))
        ))
    })
}
