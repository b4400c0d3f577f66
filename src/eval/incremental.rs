//! Adding typed statements to a finished catalog without recompiling.
//!
//! The REPL's invariant is that its catalog is the compile of every
//! accepted input as one manifest. Recompiling keeps that true at the
//! cost of a whole compile per input. This module is the fast path for
//! the commonest inputs (declarations, collectors, assignments, notices),
//! taken only where it provably gives the same catalog as the recompile:
//!
//! - Nothing ran after the top scope in the finished compile: no node,
//!   no define body, no resource created by the generator loop. A new
//!   statement would run at the end of the top scope, so its resources
//!   then come last in the catalog just as they do here, and no code
//!   that ran later could have looked for them.
//! - Each statement is plain (see `plain`): it declares resources of
//!   built-in types (or types written in Ruby, finished as the compile's
//!   end finishes them) and classes whose code is plain too, chains
//!   resources (its own, or earlier ones no later code chained from:
//!   `earlier_relationship_sources`), sets resource
//!   defaults (which reach only later declarations), assigns, branches,
//!   realizes resources declared already, and calls only functions that
//!   compute, log, or read the scope, Hiera data and templates (see
//!   `functions`). What the code it runs does that no static check sees
//!   (a template's calls) is caught as it runs by `RunGuard`, which
//!   refuses the input. A resource attribute it reads is read as the top
//!   scope left it, before the collectors and the finishing steps changed
//!   it (`top_scope_values`).
//! - A define instance it declares (in its code, or through
//!   `create_resources`, whose define's body is checked as it runs) runs
//!   its body where the generator loop would (an instance the body
//!   declares, in the loop's next pass), and what the body makes goes there (`define_bodies`), with
//!   the metaparameters the compile's end passes down
//!   (`inherit_metaparams_below`). What a body finds (`defined()`, class
//!   variables, through templates too) must be there where it runs: the
//!   run guard's `BodyView` refuses the input otherwise.
//! - Collectors then run as the generator loop would: earlier ones over
//!   the new resources, new ones (define bodies' too) over everything,
//!   then passes over what they touched. A new collector is taken where
//!   its place among the earlier ones changes nothing: it shares no
//!   resource with those after it in the compile, nor with any once a
//!   collection happened in a later pass of the loop, and neither
//!   overrides what the other compares (`order_free_after_top`). A chained
//!   collector relates what it collected (`earlier_relationship_sources`);
//!   an earlier one that matches recompiles. Where an earlier resource
//!   would gain tags, or a define instance is realized, only the full
//!   compile can tell.
//!
//! Once code ran after the top scope (a node, a define body: most real
//! code), a new statement still runs at the end of the top scope, so its
//! resources, edges and messages belong before that code's: they are
//! moved there (`reorder`). That later code could have seen the statement,
//! so only statements whose effects it can be shown not to have seen are
//! taken (`plain::after_top_program`): they assign top-scope variables,
//! log, compute, realize, declare resources of built-in types, define
//! instances with plain bodies and plain classes not declared since
//! (placed before later classes with their tags: `place_new_classes`),
//! and set top-scope defaults for types later code declared nothing of
//! (`later_code_looked_for`), but read no catalog; variables of classes
//! evaluated since are hidden from them as they run (`RunGuard`), as
//! those classes are not evaluated yet where they run. Their collectors
//! run before those later code registered, so they are taken where that
//! order changes nothing: no resource collected by both, neither
//! overriding what the other compares (`order_free_after_top`); they then take their place among
//! the collectors (`place_new_collectors`). The later code's
//! lookups are kept as it runs: a statement assigning a variable it
//! looked for in vain (`post_top_misses`, `$c::x` too), or declaring a
//! resource or a class it looked for (`post_top_resource_probes`:
//! `defined(File['x'])`, `File['x']['mode']`, `ensure_resource`...; or
//! `post_top_probes`: `defined(Class['c'])`, `tagged('c')`, lookups of
//! a whole type), is left to the full compile; what the input's own
//! bodies looked for is kept only once it is taken (they run after it
//! in the compile too). Why an input was not
//! taken is kept in `recompile_reason` (`SPACESHIP_TIMINGS` prints it). Definitions alone
//! never need the full compile, extendable or not (see `definitions`).
//!
//! `tag()` at the top scope tags `Class[main]`, and so, as the compile
//! ends, every resource of a built-in type the top scope declared
//! (`top_tags`); where code that ran after the top scope took its tags,
//! or a collector looked for the tag, only the full compile can tell.
//! In a class or define instance the input declares, it tags that.
//!
//! An amendment (`File['x'] { ... }`) merges at once into a resource the
//! top scope declared, as in the full compile, where nothing changed or
//! looked at it since (`note_amendment`).
//!
//! Anything else, and any error, leaves the catalog as it was and asks
//! for the full compile, which also words the error as Puppet would.

mod after_top;
mod collect;
mod define_bodies;
mod definitions;
mod functions;
mod lookups;
mod plain;
mod reorder;
mod top_tags;

pub(super) use define_bodies::DefineRun;
pub(super) use functions::RunGuard;
pub(super) use plain::{is_plain_define, is_plain_template};

use rustc_hash::FxHashSet as HashSet;

use super::collectors::PassIndex;
use super::{Compiler, Control};
use crate::catalog::{Catalog, Kind, Realizer, Resource, ResourceId, Value};
use crate::syntax::ast::Expr;

/// Where the catalog stood when the top scope was done: resources,
/// containment edges and messages.
#[derive(Debug, Clone, Copy, Default)]
pub(super) struct TopScopeEnd {
    pub(super) resources: usize,
    pub(super) edges: usize,
    pub(super) messages: usize,
    /// Classes evaluated, and the catalog's tags (a class adds its name).
    pub(super) classes: usize,
    pub(super) tags: usize,
    /// Collectors registered.
    pub(super) collectors: usize,
}

/// What an incremental input did to the catalog.
#[derive(Debug, Default)]
pub struct Extension {
    /// The resources it declared.
    pub added: Vec<ResourceId>,
    /// Earlier resources its `realize()` calls or collectors realized or
    /// its collectors overrode, each with what it was before.
    pub changed: Vec<(ResourceId, Resource)>,
    /// The messages it logged (those of its define bodies last).
    pub messages: Vec<String>,
    /// Whether resources that were there moved to make room for the new
    /// ones (ids held from before then name other resources).
    pub reordered: bool,
}

/// What an input's `realize()` calls realized and its amendments
/// (`File['x'] { ... }`) changed, as it was before.
#[derive(Debug, Default)]
pub(super) struct RealizedLog {
    realized: Vec<(ResourceId, Resource)>,
    amended: Vec<(ResourceId, Resource)>,
    /// The catalog's length before the input (its own resources follow).
    first_new: usize,
    /// Set when an amendment reached what only a full compile orders.
    refused: bool,
    /// Whether code ran after the top scope: a `realize()` there may have
    /// realized a resource first that the input, running before it,
    /// realizes in the compile it stands for.
    after_top: bool,
    /// Resources a collector had realized, with that collector: in the
    /// compile the input stands for, the call runs before any collector
    /// and is what realizes them.
    reassigned: Vec<(ResourceId, Realizer)>,
}

impl RealizedLog {
    /// Called as `by` realizes resource `id`. One that code after the
    /// top scope declared (from `top_end` on, before the input's own) is
    /// not declared yet where the input runs: only a full compile orders
    /// that.
    pub(super) fn note(
        &mut self,
        catalog: &mut Catalog,
        id: ResourceId,
        by: Realizer,
        top_end: usize,
    ) {
        self.refused |= (top_end..self.first_new).contains(&id)
            || (self.after_top
                && matches!(catalog.realized_by.get(&id), Some(Realizer::Function(_))));
        let r = &catalog.resources[id];
        let amended = self.amended.iter().any(|(a, _)| *a == id);
        if r.is_virtual && !amended {
            self.realized.push((id, (**r).clone()));
        } else if let Some(&collector @ Realizer::Collector(_)) = catalog.realized_by.get(&id) {
            self.reassigned.push((id, collector));
            catalog.realized_by.insert(id, by);
        }
    }
}

/// Everything an input may change, to put back if it fails part way.
struct Undo {
    end: TopScopeEnd,
    scopes: usize,
    collectors: usize,
    catalog_reads: usize,
    reads_of_later_code: usize,
    top_vars: rustc_hash::FxHashMap<String, Value>,
    /// Resource defaults set in the top scope.
    top_defaults: super::scope::Defaults,
    realize_pending: usize,
    /// Amendments waiting for their resource.
    overrides: usize,
    override_sources: HashSet<String>,
    late_collections: bool,
    /// The catalog's tags and classes (a declared class adds to both).
    catalog_tags: crate::catalog::Set<std::rc::Rc<str>>,
    classes: usize,
    /// The classes' declarations the catalog had kept.
    class_declarations: usize,
    /// (collector, resource) pairs collected by this input.
    collected: Vec<(usize, ResourceId)>,
    /// What realized resources before this input's `realize()` did.
    realizers: Vec<(ResourceId, Realizer)>,
    evaluated_after_top_scope: bool,
    /// How many tags the classes it declared added to the catalog's.
    new_tags: usize,
    /// The catalog's tags added after the top scope, set aside while the
    /// input runs.
    later_tags: Vec<std::rc::Rc<str>>,
    /// Where the catalog stood when the bodies of the define instances
    /// the input declared began to run.
    bodies: Option<TopScopeEnd>,
    /// The bodies they ran, in order (see `define_bodies`).
    runs: Vec<define_bodies::BodyRun>,
    /// Texts its templates rendered, with what they were credited to
    /// before.
    rendered: Vec<(u64, Option<std::rc::Rc<[String]>>)>,
    /// `Class[main]`'s tags (`tag()` at the top scope adds to them).
    main_tags: crate::catalog::TagSet,
    /// What the input's define bodies looked for (see `run_new_define_bodies`).
    body_lookups: lookups::Lookups,
}

impl Compiler {
    /// Called as an input's amendment (`Type['x'] { ... }`) is merged into
    /// resource `id`. In the compile the input stands for it merges at the
    /// end of the top scope, before collectors and later code, so only a
    /// resource that nothing changed or looked at since is taken: declared
    /// by the top scope (or the input), unchanged since, looked for by no
    /// later code, and of a type whose collectors neither compare what the
    /// amendment sets nor override it after collecting it.
    pub(super) fn note_amendment(&mut self, id: ResourceId, attributes: &[&str]) {
        let Some(log) = &self.realized_log else {
            return;
        };
        if id >= log.first_new {
            return;
        }
        let r = &self.catalog.resources[id];
        let refused = id >= self.top_scope_end.resources
            || r.kind != Kind::Builtin
            || self.top_scope_value_changed(id)
            || self.collectors.iter().any(|c| {
                let overrides = c.collected.contains(&id) && !c.overrides.is_empty();
                let compares =
                    |q: &super::query::EvaluatedQuery| attributes.iter().any(|a| q.reads(a));
                c.type_name == r.type_name && (overrides || c.query.as_ref().is_some_and(compares))
            })
            || self.probed(id, Some(id));
        let known = log
            .amended
            .iter()
            .chain(&log.realized)
            .any(|(a, _)| *a == id);
        let before = (!known).then(|| (**r).clone());
        let log = self.realized_log.as_mut().expect("checked above");
        log.refused |= refused;
        if let Some(before) = before {
            log.amended.push((id, before));
        }
    }

    /// Adds `program` (the statements of the input named `file_name`) to
    /// the finished catalog as if written at the end of the top scope.
    /// Returns what changed, or `None` with nothing changed when only a
    /// full compile can tell what the program does.
    pub fn extend(&mut self, program: &[Expr], file_name: &str) -> Option<Extension> {
        self.recompile_reason = None;
        let hoisted = if program.iter().any(definitions::is_definition) {
            let Some(names) = self.hoist_input(program) else {
                self.refuse("a node, or a definition of a name looked for or taken");
                return None;
            };
            Some(names)
        } else {
            None
        };
        let statements = program.iter().filter(|s| !definitions::is_definition(s));
        if statements.clone().next().is_none() {
            // Definitions alone run nothing.
            self.name_input_file(program, file_name);
            return Some(Extension::default());
        }
        let extended = self.extend_with_statements(program, file_name);
        if extended.is_none()
            && let Some(names) = hoisted
        {
            self.unhoist(names);
        }
        extended
    }

    /// Notes why an input recompiles (the first reason given); false.
    pub(super) fn refuse(&mut self, reason: &str) -> bool {
        self.recompile_reason
            .get_or_insert_with(|| reason.to_string());
        false
    }

    /// `extend` for a program with statements to run.
    fn extend_with_statements(&mut self, program: &[Expr], file_name: &str) -> Option<Extension> {
        // Named first: a reason to recompile may point into it.
        self.name_input_file(program, file_name);
        let after_top = !self.extendable();
        let takes = if after_top {
            plain::after_top_program(self, program)
        } else {
            plain::is_plain_program(self, program)
        };
        if !takes {
            return None;
        }
        let top_end = self.top_scope_end;
        let mut undo = Undo {
            end: self.catalog_end(),
            scopes: self.scopes.len(),
            collectors: self.collectors.len(),
            catalog_reads: self.catalog_reads,
            reads_of_later_code: self.reads_of_later_code,
            // Assignments land in the top scope.
            top_vars: self.scopes[0].vars.clone(),
            top_defaults: self.scopes[0].defaults.clone(),
            realize_pending: self.realize_pending.len(),
            overrides: self.overrides.len(),
            override_sources: self.override_sources.clone(),
            late_collections: self.late_collections,
            catalog_tags: self.catalog.tags.clone(),
            classes: self.catalog.classes.len(),
            class_declarations: self.catalog.class_declarations.len(),
            collected: Vec::new(),
            realizers: Vec::new(),
            evaluated_after_top_scope: self.evaluated_after_top_scope,
            new_tags: 0,
            later_tags: Vec::new(),
            bodies: None,
            runs: Vec::new(),
            rendered: Vec::new(),
            main_tags: self.catalog.resources[self.main].tags.clone(),
            body_lookups: Default::default(),
        };
        let mut extension = Extension::default();
        // The input's own lookups run at the top scope, not after it.
        let recording = std::mem::replace(&mut self.recording_misses, false);
        undo.later_tags = self.catalog.tags.drain(top_end.tags..).collect();
        let ran = self.run_at_top(program, &mut undo, &mut extension);
        self.recording_misses = recording;
        // Reads of what code after the top scope declared would not find
        // it where the input runs (those of the top scope's resources see
        // the values it left, `readable_attribute`).
        let seen_later = after_top
            && (self.reads_of_later_code != undo.reads_of_later_code
                || self.later_code_looked_for(&undo));
        if seen_later {
            self.refuse("code after the top scope looked for what it makes");
        }
        if !ran || seen_later {
            self.undo(undo, extension);
            return None;
        }
        self.keep_lookups(std::mem::take(&mut undo.body_lookups));
        self.credit_templates(&undo, &extension);
        self.place_new_classes(&mut undo);
        // What the input's define bodies made goes where the generator
        // loop makes it; the input's own resources, edges and messages
        // (then the catalog's last) at the end of the top scope's.
        let own_end = undo.bodies.unwrap_or_else(|| self.catalog_end());
        let own = TopScopeEnd {
            resources: own_end.resources - undo.end.resources,
            edges: own_end.edges - undo.end.edges,
            messages: own_end.messages - undo.end.messages,
            classes: self.catalog.classes.len() - undo.classes,
            tags: undo.new_tags,
            collectors: own_end.collectors - undo.end.collectors,
        };
        let body_messages = self.place_define_bodies(&mut undo, &mut extension);
        let first_own = self.catalog.resources.len() - own.resources;
        let first_own_edge = self.catalog.edges.len() - own.edges;
        let moved = self.move_tail_to(top_end, first_own, first_own_edge, &mut extension);
        extension.reordered |= moved;
        let first_own_message = self.messages.len() - own.messages;
        let mut messages: Vec<String> = self.messages.drain(first_own_message..).collect();
        self.messages
            .splice(top_end.messages..top_end.messages, messages.iter().cloned());
        messages.extend(body_messages);
        extension.messages = messages;
        self.top_scope_end = TopScopeEnd {
            resources: top_end.resources + own.resources,
            edges: top_end.edges + own.edges,
            messages: top_end.messages + own.messages,
            classes: top_end.classes + own.classes,
            tags: top_end.tags + own.tags,
            collectors: top_end.collectors + own.collectors,
        };
        self.generate_start += own.resources;
        self.place_new_collectors(top_end.collectors, own.collectors);
        self.define_mark = self.first_pass_mark();
        // The catalog's tags end with `class` and `node` after every class
        // name, in the order of the first class and node resources.
        self.catalog.tags.shift_remove("class");
        self.catalog.tags.shift_remove("node");
        self.finish_catalog_tags();
        // The preview lookups index the catalog as it was.
        self.preview_index = PassIndex {
            per_tag: true,
            ..Default::default()
        };
        Some(extension)
    }

    /// Credits attributes to the templates that rendered them, as the end
    /// of a compile does: those of what the input touched, and any that
    /// hold a text its templates rendered.
    fn credit_templates(&mut self, undo: &Undo, extension: &Extension) {
        let touched: Vec<ResourceId> = (extension.changed.iter().map(|(id, _)| *id))
            .chain(extension.added.iter().copied())
            .collect();
        let texts: Vec<u64> = undo.rendered.iter().map(|(key, _)| *key).collect();
        self.record_template_sources_after(&touched, &texts);
    }

    /// Names the input's file for locations in messages.
    fn name_input_file(&mut self, program: &[Expr], file_name: &str) {
        // The input's file id indexes the names (the session may have
        // numbered rejected inputs in between).
        let file = program
            .first()
            .map_or(self.file_names.len(), |e| e.span.file as usize);
        if file < crate::syntax::span::LOADED_FILES as usize {
            if self.file_names.len() <= file {
                self.file_names.resize(file + 1, String::new());
            }
            self.file_names[file] = file_name.to_string();
        }
    }

    /// How far the catalog and messages reach now.
    pub(super) fn catalog_end(&self) -> TopScopeEnd {
        TopScopeEnd {
            resources: self.catalog.resources.len(),
            edges: self.catalog.edges.len(),
            messages: self.messages.len(),
            classes: self.catalog.classes.len(),
            tags: self.catalog.tags.len(),
            collectors: self.collectors.len(),
        }
    }

    /// Notes an attribute read of resource `id` (`File['x']['mode']`): by
    /// an input taken after code ran past the top scope, of a resource
    /// that code declared or a define instance whose body it ran, it is
    /// one only a full compile can answer.
    pub(super) fn note_attribute_read(&mut self, id: ResourceId) {
        self.catalog_reads += 1;
        let top_end = self.top_scope_end.resources;
        // A define instance's body, run since, bound its parameters'
        // defaults: not yet where the input runs.
        let r = &self.catalog.resources[id];
        let bound_since = r.kind == Kind::Defined && r.evaluated;
        let later = (self.realized_log.as_ref()).is_some_and(|log| {
            log.after_top && (bound_since || (top_end..log.first_new).contains(&id))
        });
        self.reads_of_later_code += usize::from(later);
    }

    /// Whether nothing ran after the top scope (see the module comment).
    fn extendable(&self) -> bool {
        let now = self.catalog_end();
        !self.evaluated_after_top_scope
            && now.resources == self.top_scope_end.resources
            && now.edges == self.top_scope_end.edges
            && now.messages == self.top_scope_end.messages
    }

    /// Evaluates the statements, runs the collectors and finishes the
    /// resources they touched as the end of a compile would; false on
    /// any error or where only a full compile can tell.
    fn run_at_top(&mut self, program: &[Expr], undo: &mut Undo, extension: &mut Extension) -> bool {
        // Attributes read now are read as the top scope left them.
        self.set_reading_top_scope(true);
        let after_top = !self.extendable();
        self.realized_log = Some(RealizedLog {
            first_new: undo.end.resources,
            after_top,
            ..Default::default()
        });
        // Classes declared at the top scope see it as their parent, not
        // the scope of a node that ran later.
        let node_scope = self.node_scope.take();
        let late_classes = match after_top {
            true => self.catalog.classes[self.top_scope_end.classes..undo.classes]
                .iter()
                .cloned()
                .collect(),
            false => Default::default(),
        };
        self.run_guard = Some(RunGuard {
            after_top,
            late_classes,
            ..Default::default()
        });
        let mut ran = self.run_statements(program);
        let guard = self.run_guard.take().unwrap_or_default();
        if let Some(reason) = guard.refused.get() {
            ran = self.refuse(reason);
        }
        undo.rendered = guard.rendered;
        self.node_scope = node_scope;
        self.set_reading_top_scope(false);
        let log = self.realized_log.take().unwrap_or_default();
        undo.realizers = log.reassigned;
        // What amendments changed: the top scope's values of these are
        // now as the statements left them.
        let amended: Vec<ResourceId> = log.amended.iter().map(|(id, _)| *id).collect();
        extension.changed.extend(log.amended);
        // Earlier resources `realize()` realized (put back if this fails).
        let earlier_realized = log
            .realized
            .into_iter()
            .filter(|(id, _)| *id < undo.end.resources);
        extension.changed.extend(earlier_realized);
        if log.refused {
            return self.refuse("a check as it ran refused it");
        }
        // Without the top scope's values, a read would see the finished
        // value: only a full compile can tell.
        if !ran || (self.catalog_reads != undo.catalog_reads && !self.keeps_top_scope_values()) {
            return self.refuse("it read the catalog, which later code changed");
        }
        // A target declared later (realized in the generator loop, or an
        // error) or a define instance (its body would run): only a full
        // compile orders that.
        let realized_define = extension
            .changed
            .iter()
            .any(|(id, _)| self.catalog.resources[*id].kind != Kind::Builtin);
        // An amendment of what is not declared yet waits for the end of
        // the compile, as does a realize() of it.
        if self.realize_pending.len() != undo.realize_pending {
            return self.refuse("it realized what is not declared yet");
        }
        if self.overrides.len() != undo.overrides {
            return self.refuse("it amended what is not declared yet");
        }
        if realized_define {
            return self.refuse("it realized a define instance (its body would run)");
        }
        if !self.run_new_define_bodies(undo) {
            return self.refuse("a define body it declared did what only a compile orders");
        }
        let first = undo.end.resources;
        extension.added = (first..self.catalog.resources.len()).collect();
        let added_params = self.snapshot_params(extension.added.iter().chain(&amended).copied());
        if !self.collect_new(undo, extension) {
            return false;
        }
        // What the bodies made, and what their collectors collect, is
        // collected in the loop's second pass.
        if let Some(bodies) = undo.bodies
            && (undo.collected.iter())
                .any(|&(c, id)| id >= bodies.resources || c >= bodies.collectors)
        {
            self.late_collections = true;
        }
        let Some(sources) = self.earlier_relationship_sources(undo.end.resources) else {
            return self.refuse("a relationship with a collector, or from an earlier resource later relationships or an amendment reached");
        };
        for id in sources {
            if !extension.changed.iter().any(|(changed, _)| *changed == id) {
                let before = (*self.catalog.resources[id]).clone();
                extension.changed.push((id, before));
            }
        }
        let touched: Vec<ResourceId> = extension
            .changed
            .iter()
            .map(|(id, _)| *id)
            .chain(extension.added.iter().copied())
            .collect();
        self.flatten_reference_lists(touched.iter().copied());
        // As the end of the compile applies them (`earlier_relationship_sources`
        // said where it may).
        if self.apply_relationships().is_err() {
            return self.refuse("a relationship failed");
        }
        // As the end of a compile: resources of types written in Ruby take
        // their final parameters (an earlier one collected was finished).
        if self.check_attributes(touched.iter().copied()).is_err()
            || (self.finish_ruby_type_params(extension.added.iter().copied())).is_err()
        {
            return self.refuse("an attribute check failed");
        }
        // As `finish_tags`: a define instance took its scope's tags when its
        // body ran, an unrealized one never does.
        for &id in &extension.added {
            if self.catalog.resources[id].kind == Kind::Builtin {
                self.inherit_scope_tags(id);
            }
        }
        if !self.inherit_metaparams_below(undo.end.resources, undo.end.edges) {
            return self.refuse("a relationship target check failed");
        }
        if self
            .check_relationship_targets(touched.iter().copied())
            .is_err()
            || self.check_untitled_references(touched).is_err()
        {
            return self.refuse("metaparameters would pass beyond what it declared");
        }
        // What this input's collectors and finishing changed, as the top
        // scope had it.
        for (id, before) in &extension.changed {
            if !amended.contains(id) {
                self.keep_top_scope_params(*id, &before.params);
            }
        }
        self.keep_changed_since_top_scope(added_params);
        self.tag_top_scope_resources(undo, extension)
    }

    /// Evaluates the statements in the top scope; false on any error or
    /// a `return`/`break` out of it.
    fn run_statements(&mut self, program: &[Expr]) -> bool {
        for statement in program {
            match self.eval(statement, 0) {
                Ok(value) => self.last_value = value,
                Err(_) => return false,
            }
            if matches!(self.control, Some(Control::Return(_) | Control::Break)) {
                return false;
            }
        }
        true
    }

    /// The classes the input declared were evaluated at the end of the
    /// top scope in the compile it stands for: they and the tags they
    /// gave the catalog go before those of nodes and later code.
    fn place_new_classes(&mut self, undo: &mut Undo) {
        let top = self.top_scope_end;
        let new = self.catalog.classes.len() - undo.classes;
        if new > 0 && top.classes < undo.classes {
            self.catalog.classes[top.classes..].rotate_right(new);
        }
        // The input ran with the tags the top scope had left: it added
        // its own after them, as in the compile, and those added since
        // come next unless the input added them first.
        undo.new_tags = self.catalog.tags.len() - top.tags;
        for tag in std::mem::take(&mut undo.later_tags) {
            self.catalog.tags.insert(tag);
        }
    }

    /// Puts back everything a failed input changed.
    fn undo(&mut self, undo: Undo, extension: Extension) {
        // The input's name stays: its id is never reused for another.
        for (id, before) in extension.changed {
            if before.is_virtual {
                self.catalog.realized_by.remove(&id);
            }
            *self.catalog.resources[id] = before;
        }
        for (id, by) in undo.realizers {
            self.catalog.realized_by.insert(id, by);
        }
        self.evaluated_after_top_scope = undo.evaluated_after_top_scope;
        self.realize_pending.truncate(undo.realize_pending);
        self.overrides.truncate(undo.overrides);
        self.realized_log = None;
        for (c, id) in undo.collected {
            if let Some(collector) = self.collectors.get_mut(c) {
                collector.collected.remove(&id);
            }
        }
        self.catalog.truncate(undo.end.resources, undo.end.edges);
        self.messages.truncate(undo.end.messages);
        self.scopes.truncate(undo.scopes);
        self.class_scopes.retain(|_, scope| *scope < undo.scopes);
        self.catalog.tags = undo.catalog_tags;
        self.catalog.resources[self.main].tags = undo.main_tags;
        self.catalog.classes.truncate(undo.classes);
        (self.catalog.class_declarations).truncate(undo.class_declarations);
        self.scopes[0].vars = undo.top_vars;
        self.scopes[0].defaults = undo.top_defaults;
        self.collectors.truncate(undo.collectors);
        self.chained_collectors.retain(|&c| c < undo.collectors);
        // The compile applied and dropped every relationship before.
        self.relationships.clear();
        self.catalog_reads = undo.catalog_reads;
        self.reads_of_later_code = undo.reads_of_later_code;
        self.override_sources = undo.override_sources;
        self.late_collections = undo.late_collections;
        self.control = None;
        for (key, before) in undo.rendered.into_iter().rev() {
            match before {
                Some(templates) => self.rendered.insert(key, templates),
                None => self.rendered.remove(&key),
            };
        }
    }
}
