//! What code after the top scope looked for, kept as it runs: an input
//! that would have changed what it found is left to the full compile
//! (see `Compiler::later_code_looked_for`). Recorded only while
//! `recording_misses` is set, so compiles outside sessions pay nothing.

use super::super::Compiler;

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
