//! What code after the top scope looked for, kept as it runs: an input
//! that would have changed what it found is left to the full compile
//! (see `Compiler::later_code_looked_for`). Recorded only while
//! `recording_misses` is set, so compiles outside sessions pay nothing.

use super::super::Compiler;
use crate::catalog::ResourceId;

/// How a probe for class `name` is kept among the probed types.
pub(super) fn class_probe(name: &str) -> String {
    format!("class[{}]", name.trim_start_matches("::").to_lowercase())
}

impl Compiler {
    /// Keeps a resource type that code after the top scope looked for a
    /// resource of.
    pub(in crate::eval) fn note_probe(&self, type_name: &str) {
        if self.recording_misses {
            let lower = type_name.to_lowercase();
            let mut probes = self.post_top_probes.borrow_mut();
            if !probes.contains(&lower) {
                probes.insert(lower);
            }
        }
    }

    /// Keeps a resource that code after the top scope looked for by type
    /// and title (`defined(File['x'])`, `File['x']['mode']`,
    /// `ensure_resource`...), as given to `Catalog::find`.
    pub(in crate::eval) fn note_resource_probe(&self, type_name: &str, title: &str) {
        if self.recording_misses {
            (self.post_top_resource_probes.borrow_mut())
                .insert((type_name.to_string(), title.to_string()));
        }
    }

    /// Whether code after the top scope looked for a resource from
    /// `first` on, or for `only` (when given), by its type or title.
    pub(super) fn probed(&self, first: ResourceId, only: Option<ResourceId>) -> bool {
        let wanted = |id: ResourceId| only.map_or(id >= first, |o| o == id);
        let types = self.post_top_probes.borrow();
        let by_type = match only {
            Some(id) => types.contains(&self.catalog.resources[id].type_name.to_lowercase()),
            None => (self.catalog.resources[first..].iter())
                .any(|r| types.contains(&r.type_name.to_lowercase())),
        };
        by_type
            || (self.post_top_resource_probes.borrow().iter())
                .any(|(t, title)| self.catalog.find(t, title).is_some_and(wanted))
    }

    /// Keeps a class that code after the top scope looked for
    /// (`defined(Class['c'])`, `tagged('c')`).
    pub(in crate::eval) fn note_class_probe(&self, name: &str) {
        if self.recording_misses {
            self.post_top_probes.borrow_mut().insert(class_probe(name));
        }
    }

    /// Keeps a variable that code after the top scope found missing
    /// there.
    pub(in crate::eval) fn note_missed_variable(&self, name: &str) {
        if self.recording_misses {
            let mut misses = self.post_top_misses.borrow_mut();
            if !misses.contains(name) {
                misses.insert(name.to_string());
            }
        }
    }

    /// Keeps a class's variable (`$class::var`) that code after the top
    /// scope found missing: declaring the class now would set it.
    pub(in crate::eval) fn note_missed_class_variable(&self, class: &str, var: &str) {
        if self.recording_misses {
            self.post_top_misses
                .borrow_mut()
                .insert(format!("{class}::{var}"));
        }
    }
}

/// What code looked for, kept apart from the compiler's record: the
/// lookups of an input's own define bodies, which looked for what the
/// input made where the compile it stands for runs them too.
#[derive(Debug, Default)]
pub(super) struct Lookups {
    misses: rustc_hash::FxHashSet<String>,
    probes: rustc_hash::FxHashSet<String>,
    resource_probes: rustc_hash::FxHashSet<(String, String)>,
}

impl Compiler {
    /// Puts `kept` in place of the compiler's record of lookups and
    /// returns that record.
    pub(super) fn swap_lookups(&self, kept: Lookups) -> Lookups {
        Lookups {
            misses: self.post_top_misses.replace(kept.misses),
            probes: self.post_top_probes.replace(kept.probes),
            resource_probes: self.post_top_resource_probes.replace(kept.resource_probes),
        }
    }

    /// Adds `more` to the compiler's record of lookups.
    pub(super) fn keep_lookups(&self, more: Lookups) {
        self.post_top_misses.borrow_mut().extend(more.misses);
        self.post_top_probes.borrow_mut().extend(more.probes);
        (self.post_top_resource_probes.borrow_mut()).extend(more.resource_probes);
    }
}
