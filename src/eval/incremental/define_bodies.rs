//! Define instances typed into a session: running their bodies where the
//! generator loop would.
//!
//! An instance typed at the end of the top scope is declared there, but
//! its body runs in the generator loop's first pass, after the bodies of
//! the top scope's earlier instances and before those of instances that
//! nodes and classes declared after the top scope (each pass takes its
//! instances in catalog order). An instance such a body declares runs in
//! the next pass, after the bodies of that pass's instances that come
//! before it in the catalog. The compile records every body it ran and
//! where each pass began (`DefineRun`); the new bodies run now, and what
//! each made (resources, edges, messages) moves to its place among them.
//!
//! The bodies must be plain in a stricter sense (`plain`): they declare
//! built-in resources and instances of plain defines only, no classes
//! (`include` of one evaluated before them is a no-op), realize and amend
//! nothing, and read only variables of classes evaluated before the first
//! pass's mark. Their collectors (not exported ones) go among the
//! collectors where the compile registers them, with the bodies; they
//! run with the input's (`collect_new`). Metaparameters of
//! their instances pass to the bodies' resources as the end of a compile
//! passes them (`inherit_metaparams_below`).

use super::super::Compiler;
use super::functions::BodyView;
use super::{Extension, RunGuard, TopScopeEnd, Undo};
use crate::catalog::{Kind, ResourceId};

/// A body the generator loop ran or, with no instance, where one of its
/// passes began: where what it made lies, counted from the end of the top
/// scope (which moves as inputs add to it).
#[derive(Debug, Clone)]
pub(in crate::eval) struct DefineRun {
    pass: usize,
    instance: Option<ResourceId>,
    start: TopScopeEnd,
    end: TopScopeEnd,
}

/// A body an input's instance ran: its pass, the instance, and where the
/// catalog stood before and after it.
pub(super) type BodyRun = (usize, ResourceId, TopScopeEnd, TopScopeEnd);

/// The loop's passes are bounded in the compile too.
const MAX_PASSES: usize = 1000;

impl Compiler {
    /// Records a body of `pass` that began at `start` and ended now, or
    /// (with no instance) the pass's beginning.
    pub(in crate::eval) fn record_define_run(
        &mut self,
        pass: usize,
        instance: Option<ResourceId>,
        start: TopScopeEnd,
    ) {
        let (start, end) = (self.since_top(start), self.since_top(self.catalog_end()));
        self.define_runs.push(DefineRun {
            pass,
            instance,
            start,
            end,
        });
    }

    /// Where the body of an instance typed at the end of the top scope
    /// goes: after the first pass's bodies of the top scope's instances.
    pub(in crate::eval) fn first_pass_mark(&self) -> TopScopeEnd {
        let top = self.top_scope_end.resources;
        (self.define_runs.iter())
            .take_while(|r| r.pass == 0)
            .filter(|r| r.instance.is_none_or(|i| i < top))
            .last()
            .map_or_else(|| self.catalog_end(), |r| self.at_top(r.end))
    }

    /// Runs the bodies of the define instances the input declared (from
    /// `undo.end` on), pass by pass as the generator loop would, recording
    /// each in `undo.runs`; false on an error or where only a full
    /// compile orders what they do.
    pub(super) fn run_new_define_bodies(&mut self, undo: &mut Undo) -> bool {
        let pending = |this: &Self, ids: std::ops::Range<usize>| -> Vec<usize> {
            ids.filter(|&id| {
                let r = &this.catalog.resources[id];
                r.kind == Kind::Defined && !r.evaluated && !r.is_virtual
            })
            .collect()
        };
        let mut first_pass = pending(self, undo.end.resources..self.catalog.resources.len());
        // Most inputs declare no instance: nothing to set up.
        if first_pass.is_empty() {
            return true;
        }
        let start = self.catalog_end();
        // What the bodies may not change (the plain check rules it out;
        // this makes sure).
        let state = |this: &Self| {
            (
                this.catalog.classes.len(),
                this.realize_pending.len(),
                this.overrides.len(),
                this.catalog_reads,
            )
        };
        let before = state(self);
        // The bodies run after the top scope: what they look for in vain,
        // a later input may assign.
        let recording = std::mem::replace(&mut self.recording_misses, true);
        // Kept apart until the input is taken: they looked for what the
        // input made where they run in the compile too, unlike the
        // lookups of code that ran before it.
        let earlier_lookups = self.swap_lookups(Default::default());
        // What the bodies may see where they run (see `BodyView`).
        let mark = self.define_mark;
        let mark_classes = mark.classes.min(undo.classes);
        self.run_guard = Some(RunGuard {
            after_top: true,
            bodies: Some(BodyView {
                unseen_classes: self.catalog.classes[mark_classes..undo.classes]
                    .iter()
                    .cloned()
                    .collect(),
                mark_resources: mark.resources,
                mark_classes,
                own_resources: undo.end.resources,
                own_classes: undo.classes,
                body_start: start.resources,
            }),
            ..Default::default()
        });
        undo.bodies = Some(start);
        let mut first = start.resources;
        let mut ran = true;
        for pass in 0..=MAX_PASSES {
            let end = self.catalog.resources.len();
            let pending = match pass {
                0 => std::mem::take(&mut first_pass),
                _ => pending(self, first..end),
            };
            if pending.is_empty() {
                break;
            }
            ran &= pass < MAX_PASSES;
            for id in pending {
                let at = self.catalog_end();
                if let Some(view) = self.run_guard.as_mut().and_then(|g| g.bodies.as_mut()) {
                    view.body_start = at.resources;
                }
                ran = ran && self.evaluate_define(id).is_ok();
                if !ran {
                    break;
                }
                undo.runs.push((pass, id, at, self.catalog_end()));
            }
            if !ran {
                break;
            }
            first = end;
        }
        self.recording_misses = recording;
        undo.body_lookups = self.swap_lookups(earlier_lookups);
        let guard = self.run_guard.take().unwrap_or_default();
        undo.rendered.extend(guard.rendered);
        if let Some(reason) = guard.refused.get() {
            return self.refuse(reason);
        }
        if !ran {
            return self.refuse("a define body it declared failed");
        }
        let (classes, realized, amended, reads) = state(self);
        if (classes, realized, amended) != (before.0, before.1, before.2) {
            return self.refuse("a define body declared a class, realized or amended");
        }
        if reads != before.3 {
            return self.refuse("a define body read the catalog");
        }
        (self.catalog.resources[start.resources..].iter())
            .all(|r| matches!(r.kind, Kind::Builtin | Kind::Defined))
            || self.refuse("a define body declared a class")
    }

    /// Moves what each body made (the catalog's end, from `bodies` on) to
    /// its place among the bodies the compile ran, and returns their
    /// messages; the input's own resources, edges and messages are then
    /// the catalog's last.
    pub(super) fn place_define_bodies(
        &mut self,
        undo: &mut Undo,
        extension: &mut Extension,
    ) -> Vec<String> {
        let runs = std::mem::take(&mut undo.runs);
        if runs.is_empty() {
            return Vec::new();
        }
        let (points, new) = self.insert_runs(&runs, undo.end);
        // Consecutive bodies bound for one place move together, the last
        // first: what is left is then the catalog's end, shifted by what
        // moved before it.
        let mut groups: Vec<(TopScopeEnd, TopScopeEnd)> = Vec::new();
        for (run, point) in runs.iter().zip(&points) {
            match groups.last_mut() {
                Some((at, _)) if same_place(at, point) => {}
                _ => groups.push((*point, run.2)),
            }
        }
        let mut messages = Vec::new();
        let mut moved = TopScopeEnd::default();
        for &(at, from) in groups.iter().rev() {
            let from = plus(from, moved);
            let before = self.catalog_end();
            extension.reordered |= self.move_tail_to(at, from.resources, from.edges, extension);
            self.move_collectors(at.collectors, from.collectors);
            let texts: Vec<String> = self.messages.drain(from.messages..).collect();
            self.messages
                .splice(at.messages..at.messages, texts.iter().cloned());
            messages.splice(0..0, texts);
            moved = plus(moved, minus(before, from));
        }
        self.shift_runs(&runs, &points, &new);
        messages
    }

    /// Enters the input's runs in `define_runs` where the generator loop
    /// would have run them. Returns where (in the catalog as it is, the
    /// runs at its end) what each made goes, and the index in
    /// `define_runs` of each new entry with its run. `end` is where the
    /// catalog ended before the input.
    fn insert_runs(
        &mut self,
        runs: &[BodyRun],
        end: TopScopeEnd,
    ) -> (Vec<TopScopeEnd>, Vec<(usize, usize)>) {
        let top = self.top_scope_end;
        let mut points: Vec<TopScopeEnd> = Vec::with_capacity(runs.len());
        let mut new: Vec<(usize, usize)> = Vec::new();
        for (n, &(pass, instance, start, finish)) in runs.iter().enumerate() {
            // Where the instance will be: the end of the top scope (the
            // input's own), or the place of the body that declared it.
            let declared_at = match instance < runs[0].2.resources {
                true => top.resources,
                false => {
                    let body = (runs[..n].iter())
                        .rposition(|r| r.2.resources <= instance)
                        .expect("a body declared it");
                    points[body].resources
                }
            };
            // After the pass's beginning, its bodies of instances before
            // this one, and the input's earlier ones.
            let newly = |i: usize| new.iter().find(|&&(at, _)| at == i).map(|&(_, n)| n);
            let after = (self.define_runs.iter().enumerate()).rposition(|(i, r)| {
                r.pass == pass
                    && (newly(i).is_some() || r.instance.is_none_or(|id| id < declared_at))
            });
            let (index, point) = match after {
                Some(i) => match newly(i) {
                    Some(earlier) => (i + 1, points[earlier]),
                    None => (i + 1, self.at_top(self.define_runs[i].end)),
                },
                // A pass the compile never reached begins after the last.
                None => {
                    let last = self.define_runs.len().checked_sub(1);
                    let at = match last.map(|i| (i, newly(i))) {
                        Some((_, Some(earlier))) => points[earlier],
                        Some((i, None)) => self.at_top(self.define_runs[i].end),
                        None => end,
                    };
                    let relative = self.since_top(at);
                    self.define_runs.push(DefineRun {
                        pass,
                        instance: None,
                        start: relative,
                        end: relative,
                    });
                    (self.define_runs.len(), at)
                }
            };
            for entry in &mut new {
                if entry.0 >= index {
                    entry.0 += 1;
                }
            }
            // Its place is set once the bodies moved (`shift_runs`).
            self.define_runs.insert(
                index,
                DefineRun {
                    pass,
                    instance: Some(instance),
                    start,
                    end: finish,
                },
            );
            new.push((index, n));
            points.push(point);
        }
        new.sort_unstable();
        (points, new)
    }

    /// Gives the entries of `define_runs` their places once the bodies
    /// moved: each comes after the new bodies before it. (The input's own
    /// block goes to the end of the top scope, which they count from.)
    fn shift_runs(&mut self, runs: &[BodyRun], points: &[TopScopeEnd], new: &[(usize, usize)]) {
        let top = self.top_scope_end;
        let mut offset = TopScopeEnd::default();
        let mut next_new = new.iter().peekable();
        for (i, entry) in self.define_runs.iter_mut().enumerate() {
            match next_new.next_if(|&&(at, _)| at == i) {
                Some(&(_, n)) => {
                    let (_, _, start, end) = runs[n];
                    let size = minus(end, start);
                    let at = plus(minus(points[n], top), offset);
                    entry.start = at;
                    entry.end = plus(at, size);
                    offset = plus(offset, size);
                }
                None => {
                    entry.start = plus(entry.start, offset);
                    entry.end = plus(entry.end, offset);
                }
            }
        }
    }

    /// Renumbers the instances of the bodies the compile ran.
    pub(super) fn renumber_define_runs(&mut self, id: impl Fn(ResourceId) -> ResourceId) {
        for run in &mut self.define_runs {
            run.instance = run.instance.map(&id);
        }
    }

    /// `at` counted from the end of the top scope.
    fn since_top(&self, at: TopScopeEnd) -> TopScopeEnd {
        minus(at, self.top_scope_end)
    }

    /// A position counted from the end of the top scope, in the catalog.
    fn at_top(&self, at: TopScopeEnd) -> TopScopeEnd {
        plus(self.top_scope_end, at)
    }
}

fn plus(a: TopScopeEnd, b: TopScopeEnd) -> TopScopeEnd {
    TopScopeEnd {
        resources: a.resources + b.resources,
        edges: a.edges + b.edges,
        messages: a.messages + b.messages,
        classes: a.classes + b.classes,
        collectors: a.collectors + b.collectors,
        ..a
    }
}

fn minus(a: TopScopeEnd, b: TopScopeEnd) -> TopScopeEnd {
    TopScopeEnd {
        resources: a.resources - b.resources,
        edges: a.edges - b.edges,
        messages: a.messages - b.messages,
        classes: a.classes - b.classes,
        collectors: a.collectors - b.collectors,
        ..a
    }
}

fn same_place(a: &TopScopeEnd, b: &TopScopeEnd) -> bool {
    (a.resources, a.edges, a.messages) == (b.resources, b.edges, b.messages)
}
