//! Define instances typed into a session: running their bodies where the
//! generator loop would.
//!
//! An instance typed at the end of the top scope is declared there, but
//! its body runs in the generator loop's first pass, after the bodies of
//! the top scope's earlier instances and before those of instances that
//! nodes and classes declared after the top scope (the loop takes them
//! in catalog order). `Compiler::define_mark` records that point as the compile
//! passes it; the bodies run now and their resources, edges and messages
//! move there.
//!
//! The bodies must be plain in a stricter sense (`plain`): they declare
//! built-in resources only (a nested instance would run in a later pass),
//! declare no classes or collectors, realize and amend nothing, and read
//! only variables of classes evaluated before that point. Their instances
//! carry no metaparameters, which only the end of a compile passes on.

use super::super::Compiler;
use super::{Extension, TopScopeEnd, Undo};
use crate::catalog::Kind;
use crate::catalog::schema::METAPARAMS;

impl Compiler {
    /// Called in the generator loop's first pass before the define bodies
    /// and after each body of an instance the top scope declared.
    pub(in crate::eval) fn mark_define_bodies(&mut self) {
        self.define_mark = self.catalog_end();
    }

    /// Runs the bodies of the define instances the input declared (from
    /// `undo.end` on), as the generator loop's first pass would; false
    /// on an error or where only a full compile orders what they do.
    pub(super) fn run_new_define_bodies(&mut self, undo: &mut Undo) -> bool {
        let first = undo.end.resources;
        let pending: Vec<usize> = (first..self.catalog.resources.len())
            .filter(|&id| {
                let r = &self.catalog.resources[id];
                r.kind == Kind::Defined && !r.evaluated && !r.is_virtual
            })
            .collect();
        if pending.is_empty() {
            return true;
        }
        // A metaparameter (from the instance, a resource default or a
        // parameter's default) passes to the body's resources only when
        // the catalog is finished.
        let metaparams = |this: &Self| {
            pending.iter().any(|&id| {
                (this.catalog.resources[id].params.keys()).any(|k| METAPARAMS.contains(&k.as_str()))
            })
        };
        if metaparams(self) {
            return false;
        }
        let start = self.catalog_end();
        undo.bodies = Some(start);
        // What the bodies may not change (the plain check rules it out;
        // this makes sure).
        let state = |this: &Self| {
            (
                this.catalog.classes.len(),
                this.collectors.len(),
                this.realize_pending.len(),
                this.overrides.len(),
                this.catalog_reads,
            )
        };
        let before = state(self);
        // The bodies run after the top scope: what they look for in vain,
        // a later input may assign.
        let recording = std::mem::replace(&mut self.recording_misses, true);
        let ran = pending.iter().all(|&id| self.evaluate_define(id).is_ok());
        self.recording_misses = recording;
        ran && before == state(self)
            && !metaparams(self)
            && self.catalog.resources[start.resources..]
                .iter()
                .all(|r| r.kind == Kind::Builtin)
    }

    /// Moves what the bodies made (from `bodies` on, the end of the
    /// catalog) to the mark, and returns their messages; the input's own
    /// resources, edges and messages are then the catalog's last.
    pub(super) fn place_define_bodies(
        &mut self,
        bodies: TopScopeEnd,
        extension: &mut Extension,
    ) -> (Vec<String>, TopScopeEnd) {
        let mark = self.define_mark;
        let made = TopScopeEnd {
            resources: self.catalog.resources.len() - bodies.resources,
            edges: self.catalog.edges.len() - bodies.edges,
            messages: self.messages.len() - bodies.messages,
            ..TopScopeEnd::default()
        };
        let moved = self.move_tail_to(mark, bodies.resources, bodies.edges, extension);
        extension.reordered |= moved;
        let messages: Vec<String> = self.messages.drain(bodies.messages..).collect();
        self.messages
            .splice(mark.messages..mark.messages, messages.iter().cloned());
        (messages, made)
    }

    /// Moves the mark past what an input put before it: its own
    /// resources (`own`) at the end of the top scope, its bodies' (`made`)
    /// at the mark, and the classes it declared.
    pub(super) fn advance_define_mark(&mut self, own: TopScopeEnd, made: TopScopeEnd) {
        let mark = &mut self.define_mark;
        mark.resources += own.resources + made.resources;
        mark.edges += own.edges + made.edges;
        mark.messages += own.messages + made.messages;
        mark.classes += own.classes;
        mark.tags += own.tags;
    }
}
