//! Resource attributes as the top scope left them, for the REPL.
//!
//! A statement typed into the REPL runs, in the compile it stands for, at
//! the end of the top scope: `File['x']['mode']` there reads the value
//! the top scope gave, before collectors' overrides, pending overrides
//! and the finishing steps changed it. The live catalog is finished, so
//! the incremental path (see `incremental`) reads such attributes here:
//! the parameters, as the top scope left them, of every resource changed
//! since. A resource not kept here is unchanged since the top scope.
//!
//! Only sessions keep this (`compile_for_session`); a plain compile
//! never pays for it.

use rustc_hash::FxHashMap as HashMap;

use super::Compiler;
use crate::catalog::reorder::Renumbering;
use crate::catalog::{AttrMap, Kind, Param, ResourceId, Value, schema};

/// The top scope's parameters of the resources changed since.
#[derive(Debug, Default)]
pub(super) struct TopScopeValues {
    changed: HashMap<ResourceId, Vec<(String, Value)>>,
    /// Whether attribute reads are answered from here (while a REPL
    /// input runs at the end of the top scope).
    reading: bool,
}

/// Resources' parameters at some point, to compare with later.
pub(super) type ParamsSnapshot = Vec<(ResourceId, Snapshot)>;

/// One resource's parameters. Values alone are enough where later
/// changes only replace values in place or add parameters (so the names
/// are the first ones the resource has then); a Ruby-typed resource's
/// parameters are remade when it is finished, so its names are kept.
pub(super) enum Snapshot {
    Values(Vec<Value>),
    Named(Vec<(String, Value)>),
}

impl Compiler {
    /// The parameters of resources `ids` now, if this compile keeps the
    /// top scope's values.
    pub(super) fn snapshot_params(
        &self,
        ids: impl Iterator<Item = ResourceId>,
    ) -> Option<ParamsSnapshot> {
        self.top_scope_values.as_ref()?;
        let remade = |id: ResourceId| {
            let r = &self.catalog.resources[id];
            !self.ruby_types.is_empty()
                && r.kind == Kind::Builtin
                && schema::builtin(&r.type_name).is_none()
        };
        Some(
            ids.map(|id| {
                let params = &self.catalog.resources[id].params;
                let snapshot = if remade(id) {
                    Snapshot::Named(named_values(params))
                } else {
                    Snapshot::Values(params.iter().map(|(_, p)| p.value.clone()).collect())
                };
                (id, snapshot)
            })
            .collect(),
        )
    }

    /// Keeps, from a snapshot taken when the top scope ended, the
    /// parameters of the resources that changed since (a resource already
    /// kept keeps its older parameters).
    pub(super) fn keep_changed_since_top_scope(&mut self, snapshot: Option<ParamsSnapshot>) {
        let (Some(snapshot), Some(values)) = (snapshot, self.top_scope_values.as_mut()) else {
            return;
        };
        for (id, before) in snapshot {
            let now = &self.catalog.resources[id].params;
            let kept = match before {
                Snapshot::Values(before) => {
                    let same = before.len() == now.len()
                        && before
                            .iter()
                            .zip(now.iter())
                            .all(|(b, (_, p))| *b == p.value);
                    if same {
                        continue;
                    }
                    let names = now.iter().map(|(name, _)| name.clone());
                    names.zip(before).collect()
                }
                Snapshot::Named(before) => {
                    if before.len() == now.len()
                        && before
                            .iter()
                            .zip(now.iter())
                            .all(|((bn, bv), (n, p))| bn == n && *bv == p.value)
                    {
                        continue;
                    }
                    before
                }
            };
            values.changed.entry(id).or_insert(kept);
        }
    }

    /// Keeps `params` as resource `id`'s top-scope parameters unless it
    /// changed earlier (and so is kept already).
    pub(super) fn keep_top_scope_params(&mut self, id: ResourceId, params: &AttrMap<Param>) {
        if let Some(values) = self.top_scope_values.as_mut() {
            values
                .changed
                .entry(id)
                .or_insert_with(|| named_values(params));
        }
    }

    /// Whether attribute reads see the top scope's values: only a session
    /// keeps them, and only while an input runs at the end of the top scope.
    pub(super) fn set_reading_top_scope(&mut self, on: bool) {
        if let Some(values) = self.top_scope_values.as_mut() {
            values.reading = on;
        }
    }

    /// Follows the catalog's renumbering of resources.
    pub(super) fn renumber_top_scope_values(&mut self, renumbering: &Renumbering) {
        if let Some(values) = self.top_scope_values.as_mut() {
            values.changed = std::mem::take(&mut values.changed)
                .into_iter()
                .map(|(id, params)| (renumbering.id(id), params))
                .collect();
        }
    }

    /// Whether resource `id` changed since the top scope was done.
    pub(super) fn top_scope_value_changed(&self, id: ResourceId) -> bool {
        (self.top_scope_values.as_ref()).is_some_and(|values| values.changed.contains_key(&id))
    }

    /// Whether this compile keeps the top scope's values.
    pub(super) fn keeps_top_scope_values(&self) -> bool {
        self.top_scope_values.is_some()
    }

    /// Resource `id`'s attribute `name` as an attribute read sees it.
    pub(super) fn readable_attribute(&self, id: ResourceId, name: &str) -> Option<Value> {
        let kept = self
            .top_scope_values
            .as_ref()
            .filter(|values| values.reading)
            .and_then(|values| values.changed.get(&id));
        match kept {
            Some(params) => params
                .iter()
                .find(|(n, _)| n == name)
                .map(|(_, v)| v.clone()),
            None => self.catalog.resources[id]
                .params
                .get(name)
                .map(|p| p.value.clone()),
        }
    }
}

fn named_values(params: &AttrMap<Param>) -> Vec<(String, Value)> {
    params
        .iter()
        .map(|(name, p)| (name.clone(), p.value.clone()))
        .collect()
}
