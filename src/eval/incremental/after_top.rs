//! What an input taken after code ran past the top scope must not
//! change for that code: what it looked for, the resources its top-scope
//! defaults reach, and the order of its collectors among theirs.

use super::super::{Compiler, RelationSide};
use super::{Undo, lookups};
use crate::catalog::Provenance;

impl Compiler {
    /// Whether code after the top scope looked for what the input, run
    /// before it in the compile it stands for, made: a top-scope variable
    /// it assigned or a class's it evaluated (looked for in vain), a class
    /// it declared or a resource of a type it declared.
    pub(super) fn later_code_looked_for(&self, undo: &Undo) -> bool {
        let misses = self.post_top_misses.borrow();
        let probes = self.post_top_probes.borrow();
        let top_vars = &self.scopes[0].vars;
        let assigned = top_vars.len() != undo.top_vars.len();
        // Later code listed every variable it could see (an ERB template's
        // `instance_variables`): a top-scope one is among them. Only the
        // top scope is both below every later scope and open to inputs.
        if assigned && misses.contains("*") {
            return true;
        }
        let assigned_missed = assigned
            && top_vars
                .keys()
                .any(|name| !undo.top_vars.contains_key(name) && misses.contains(name));
        let declared_probed = self.probed(undo.end.resources, None);
        // A class's variables looked for in vain (`$c::x` before class c
        // ran), or the class probed.
        let class_seen = |class: &String| {
            probes.contains(&lookups::class_probe(class))
                || misses.iter().any(|m| {
                    m.strip_prefix(class.as_str())
                        .is_some_and(|rest| rest.starts_with("::"))
                })
        };
        // Top-scope defaults set now reach resources later code declared.
        let later = &self.catalog.resources[self.top_scope_end.resources..undo.end.resources];
        let defaults_reach_later = self.scopes[0].defaults.iter().any(|(type_name, set)| {
            undo.top_defaults.get(type_name).map_or(0, Vec::len) != set.len()
                && later
                    .iter()
                    .any(|r| r.type_name.eq_ignore_ascii_case(type_name))
        });
        assigned_missed
            || declared_probed
            || defaults_reach_later
            || self.catalog.classes[undo.classes..].iter().any(class_seen)
    }

    /// Whether the input's new collectors, which run before those code
    /// after the top scope registered in the compile the input stands
    /// for, collected here what they would there: they share no resource
    /// with those, and neither overrides what the other compares. What
    /// they collected of what define bodies made is collected in a later
    /// pass of the generator loop. A define body's collector goes after
    /// the collectors of the bodies the loop ran before it (the first
    /// pass's mark), and collects from the loop's second pass on.
    pub(super) fn order_free_after_top(&mut self, undo: &Undo) -> bool {
        let new = undo.collectors..self.collectors.len();
        let first_body_collector = undo.bodies.map_or(usize::MAX, |b| b.collectors);
        let mark = self.define_mark.collectors.min(undo.collectors);
        // The earlier collectors that come after collector `n` in the
        // compile. Once a collection happened in a later pass of the
        // generator loop, `n` may have run before it whatever collected
        // it: all earlier collectors count then.
        let later = |n: usize| match (undo.late_collections, n >= first_body_collector) {
            (true, _) => 0..undo.collectors,
            (false, true) => mark..undo.collectors,
            (false, false) => self.top_scope_end.collectors..undo.collectors,
        };
        for &(c, id) in &undo.collected {
            if !new.contains(&c) {
                continue;
            }
            // Metaparameters inherited when the compile was finished come
            // after what the collector sets there, and yield to it.
            let inherited = id < undo.end.resources
                && (self.catalog.resources[id].params.iter())
                    .any(|(_, p)| matches!(p.provenance, Provenance::Inherited(_)));
            if inherited && !self.collectors[c].overrides.is_empty() {
                return false;
            }
            if later(c).any(|l| self.collectors[l].collected.contains(&id)) {
                return false;
            }
            self.late_collections |= (self.generate_start..undo.end.resources).contains(&id);
        }
        let compares =
            |reader: &super::super::collectors::PendingCollector,
             writer: &super::super::collectors::PendingCollector| {
                reader.type_name == writer.type_name
                    && reader
                        .query
                        .as_ref()
                        .is_some_and(|q| writer.overrides.iter().any(|(name, ..)| q.reads(name)))
            };
        !new.clone().any(|n| {
            later(n).any(|l| {
                let (n, l) = (&self.collectors[n], &self.collectors[l]);
                compares(n, l) || compares(l, n)
            })
        })
    }

    /// The input's collectors were registered at the end of the top scope:
    /// before those of later code.
    pub(super) fn place_new_collectors(&mut self, top: usize, new: usize) {
        let from = self.collectors.len() - new;
        self.move_collectors(top, from);
    }

    /// Moves the collectors from `from` on to `at`, keeping what names
    /// them by index (chains, and the alternatives of empty collectors in
    /// chains) pointing at the same collectors.
    pub(super) fn move_collectors(&mut self, at: usize, from: usize) {
        let moved = self.collectors.len() - from;
        if moved == 0 || at == from {
            return;
        }
        let new_index = |c: usize| match c {
            c if c < at => c,
            c if c >= from => at + (c - from),
            c => c + moved,
        };
        self.collectors[at..].rotate_right(moved);
        self.chained_collectors = std::mem::take(&mut self.chained_collectors)
            .into_iter()
            .map(new_index)
            .collect();
        for collector in &mut self.collectors {
            if let Some(RelationSide::Collector(c)) = &mut collector.empty_alternative {
                *c = new_index(*c);
            }
        }
    }
}
