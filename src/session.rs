//! The live session shared by the REPL and the explorer: the accepted
//! inputs, the catalog they compile to, and what each input changed.
//!
//! Invariant: the catalog is always the compile of every accepted input
//! (files and typed statements) as one manifest, in order. An input is
//! accepted only if that compile succeeds, so a failing input leaves the
//! catalog, variables and history exactly as they were. Recompiling keeps
//! the semantics exact (collectors typed now apply to resources declared
//! later, references point forward) at the price of speed.

mod accounts;
mod cycle_check;
mod facts_source;
mod loading;
mod verify;

use std::path::PathBuf;
use std::rc::Rc;

use crate::catalog::settings::Settings;
use crate::catalog::{Catalog, ResourceId, Value};
use crate::driver::CompileError;
use crate::eval::{Compiler, Options};
use crate::loader::interface::Loader;
use crate::store::Storeconfigs;
use crate::syntax::ast::{Expr, ExprKind};
use crate::syntax::{self, Source, SourceMap};
pub use accounts::Change;
use accounts::{diff, new_messages, resource_changes};
pub use facts_source::{FactsSource, known_nodes, node_facts};

/// What an accepted input did.
#[derive(Debug, Clone, Default)]
pub struct Report {
    /// The input's value, for expressions.
    pub value: Option<Value>,
    pub changes: Vec<Change>,
    /// `notice()` and friends, new with this input.
    pub messages: Vec<String>,
    /// Added to the live catalog without a recompile.
    pub incremental: bool,
    /// Why a statement was recompiled, where a check said.
    pub recompiled_because: Option<String>,
}

impl Report {
    /// The report of a compile that replaced the catalog: what changed.
    fn of_changes(changes: Vec<Change>) -> Report {
        Report {
            changes,
            ..Report::default()
        }
    }
}

/// A rejected input, rendered with its location and source line.
#[derive(Debug, Clone)]
pub struct Rejection(pub String);

/// What one input added to the live catalog in place touched.
#[derive(Debug, Default, Clone)]
pub struct ExtensionResources {
    pub added: Vec<ResourceId>,
    pub changed: Vec<ResourceId>,
}

/// The live catalog and the inputs that made it.
pub struct Session {
    sources: SourceMap,
    /// Accepted programs with the file id of their source.
    accepted: Vec<(u32, Vec<Expr>)>,
    /// Files loaded with `:load` or on the command line, for `:reload`.
    files: Vec<PathBuf>,
    node: String,
    facts: Value,
    /// The environment that names the inputs do not define come from.
    loader: Option<Rc<dyn Loader>>,
    compiled: Compiler,
    inputs_typed: usize,
    /// How many times the live catalog was replaced by a compile.
    compiles: u64,
    /// How many incremental inputs moved resources (to put theirs before
    /// those of code that ran after the top scope).
    renumberings: u64,
    /// How many inputs were added to the live catalog in place, and the
    /// resources the last of them added and changed (ids as they are now):
    /// what follows the catalog (completion) takes in only those.
    extensions: u64,
    last_extension: ExtensionResources,
    /// Whether the facts are this machine's (they follow `:node`).
    facts_from_host: bool,
    /// The Puppet version whose semantics the session follows, and its
    /// settings (`strict`...).
    settings: Settings,
    /// The facts file or directory given (a directory's follow `:node`).
    facts_source: Option<facts_source::FactsSource>,
    /// `--trusted-fact` extensions, given every node the session compiles.
    trusted_extensions: Vec<(String, String)>,
    /// The changes of the last input or command, for `:changes`.
    pub last_changes: Vec<Change>,
    /// Recompile after every incremental input and require the same
    /// catalog (`SPACESHIP_VERIFY_INCREMENTAL`, for tests).
    verify_incremental: bool,
    /// Whether inputs may be added without recompiling (tests turn it off
    /// to recompile every input).
    incremental: bool,
    /// `:snapshot`s and the session's start, for `:diff`.
    snapshots: crate::diff::snapshot::Snapshots,
    /// Storeconfigs: the other nodes' exports, and where the catalog of a
    /// node the session leaves is kept (None: off).
    storeconfigs: Option<Rc<dyn Storeconfigs>>,
    /// How many edges the catalog had before the last input.
    edges_before_input: usize,
    /// What tells quickly whether an input closed a dependency cycle
    /// (made by the last full check that found none).
    cycle_watch: std::cell::RefCell<Option<crate::graph::watch::Watch>>,
    /// `--quiet`: the front ends print no warnings.
    quiet: bool,
}

impl Session {
    /// An empty session for a node.
    pub fn new(node: String, facts: Value) -> Self {
        Session::with_loader(node, facts, None)
    }

    /// An empty session for a node whose code may use an environment's
    /// modules (classes and functions are loaded as inputs name them).
    pub fn with_loader(node: String, facts: Value, loader: Option<Rc<dyn Loader>>) -> Self {
        Session::with_settings(node, facts, loader, Settings::default())
    }

    /// An empty session following a Puppet version's semantics and settings.
    pub fn with_settings(
        node: String,
        facts: Value,
        loader: Option<Rc<dyn Loader>>,
        settings: Settings,
    ) -> Self {
        let sources = SourceMap::default();
        let compiled = crate::eval::compile_for_session(
            &sources,
            &[],
            Options {
                node: node.clone(),
                facts: crate::loader::facts::for_node(&facts, &node, &[]),
                loader: loader.clone(),
                exports: None,
                settings,
            },
        )
        .expect("an empty manifest compiles");
        Session {
            sources,
            accepted: Vec::new(),
            files: Vec::new(),
            node,
            facts,
            loader,
            compiled,
            inputs_typed: 0,
            compiles: 0,
            renumberings: 0,
            extensions: 0,
            last_extension: ExtensionResources::default(),
            facts_from_host: false,
            trusted_extensions: Vec::new(),
            settings,
            facts_source: None,
            last_changes: Vec::new(),
            verify_incremental: std::env::var_os("SPACESHIP_VERIFY_INCREMENTAL").is_some(),
            incremental: true,
            snapshots: Default::default(),
            storeconfigs: None,
            edges_before_input: 0,
            cycle_watch: Default::default(),
            quiet: false,
        }
    }

    /// Turns storeconfigs on (or off with None) and recompiles, so that
    /// exported collectors see the other nodes' exports.
    pub fn set_storeconfigs(
        &mut self,
        storeconfigs: Option<Rc<dyn Storeconfigs>>,
    ) -> Result<Report, Rejection> {
        let previous = std::mem::replace(&mut self.storeconfigs, storeconfigs);
        self.recompile_in_place().inspect_err(|_| {
            self.storeconfigs = previous;
        })
    }

    /// Whether the front ends leave warnings out (`--quiet`).
    pub fn quiet(&self) -> bool {
        self.quiet
    }

    /// Leaves warnings out of what the front ends print (`--quiet`).
    pub fn set_quiet(&mut self, on: bool) {
        self.quiet = on;
    }

    /// Whether storeconfigs are on.
    pub fn has_storeconfigs(&self) -> bool {
        self.storeconfigs.is_some()
    }

    /// The compile options of the session's node (whose name is the
    /// `clientcert` its facts carry, as the agent sends it).
    fn options(&self) -> Options {
        Options {
            node: self.node.clone(),
            facts: crate::loader::facts::for_node(
                &self.facts,
                &self.node,
                &self.trusted_extensions,
            ),
            loader: self.loader.clone(),
            exports: self
                .storeconfigs
                .clone()
                .map(|s| s as Rc<dyn crate::eval::Exports>),
            settings: self.settings,
        }
    }

    /// The Puppet version and settings the session compiles with.
    pub fn settings(&self) -> Settings {
        self.settings
    }

    /// Compiles as another Puppet version or with other settings; if the
    /// inputs do not compile so, the session stays as it was.
    pub fn set_settings(&mut self, settings: Settings) -> Result<Report, Rejection> {
        let previous = std::mem::replace(&mut self.settings, settings);
        self.recompile_in_place().inspect_err(|_| {
            self.settings = previous;
        })
    }

    /// Whether every incremental input is checked against a recompile
    /// (a panic if they differ); tests turn it on.
    pub fn set_verify_incremental(&mut self, on: bool) {
        self.verify_incremental = on;
    }

    /// Whether inputs may be added to the live catalog without
    /// recompiling (on unless a test turns it off).
    pub fn set_incremental(&mut self, on: bool) {
        self.incremental = on;
    }

    /// How many times the live catalog was replaced by a compile (an
    /// incremental input only adds to it).
    pub fn compiles(&self) -> u64 {
        self.compiles
    }

    /// Changes whenever resource ids taken from the catalog before may
    /// name other resources now (a compile, or an input that moved some).
    pub fn catalog_generation(&self) -> u64 {
        self.compiles + self.renumberings
    }

    /// Changes whenever the live catalog does: the count of compiles that
    /// replaced it and of inputs that added to it in place. Where only the
    /// second moved by one since a caller looked, `last_extension` says
    /// what that input touched.
    pub fn catalog_revision(&self) -> (u64, u64) {
        (self.compiles, self.extensions)
    }

    /// The resources the last input added in place declared and those it
    /// changed (realized, collected, overridden), as ids of the catalog now.
    pub fn last_extension(&self) -> &ExtensionResources {
        &self.last_extension
    }

    /// The top-scope variables (facts and those assigned), sorted.
    pub fn variables(&self) -> Vec<String> {
        self.compiled.top_variables()
    }

    /// The current catalog.
    pub fn catalog(&self) -> &Catalog {
        &self.compiled.catalog
    }

    /// Every source seen (accepted or not), for locations.
    pub fn sources(&self) -> &SourceMap {
        &self.sources
    }

    /// The node the session compiles for.
    pub fn node(&self) -> &str {
        &self.node
    }

    /// The facts, as a hash.
    pub fn facts(&self) -> &Value {
        &self.facts
    }

    /// How many inputs (files and statements) are accepted.
    pub fn accepted_count(&self) -> usize {
        self.accepted.len()
    }

    /// Whether `text` is a statement cut short (the error is at its end),
    /// so the REPL should read another line.
    pub fn is_incomplete(text: &str) -> bool {
        let source = Source::new("<input>", text);
        match syntax::parser::parse(&source, 0) {
            Err(d) => {
                d.span.line == 0 || d.span.start as usize >= text.trim_end().len() || unclosed(text)
            }
            Ok(_) => false,
        }
    }

    /// Compiles a typed statement into the session.
    pub fn submit(&mut self, text: &str) -> Result<Report, Rejection> {
        self.inputs_typed += 1;
        let name = format!("<input {}>", self.inputs_typed);
        self.add_source(name, text.to_string())
    }

    fn add_source(&mut self, name: String, text: String) -> Result<Report, Rejection> {
        self.edges_before_input = self.catalog().edges.len();
        let file = self.sources.add(Source::new(name, text));
        let program = syntax::parse_and_validate(self.sources.get(file), file)
            .map_err(|d| Rejection(d.render(&self.sources)))?;
        let is_pure = program.len() == 1 && syntax::validate::idem(&program[0]);
        let pure_expr = if is_pure {
            program.first().cloned()
        } else {
            None
        };
        if let Some(expr) = &pure_expr {
            // An expression without effects cannot change the catalog:
            // evaluate it against the current one instead of recompiling.
            let value = self.compiled.evaluate(expr);
            self.sync_sources();
            let value = value.map_err(|d| Rejection(d.render(&self.sources)))?;
            return Ok(Report {
                value: Some(value),
                changes: Vec::new(),
                messages: Vec::new(),
                incremental: false,
                recompiled_because: None,
            });
        }
        self.accepted.push((file, program));
        if self.incremental
            && let Some(report) = self.extend_in_place(file)
        {
            return Ok(report);
        }
        let because = self.compiled.recompile_reason.take();
        let mut report = self.recompile_accepted(self.accepted.len() - 1, true)?;
        report.recompiled_because = because;
        Ok(report)
    }

    /// Recompiles every accepted input into the live catalog and reports
    /// what changed; on failure the inputs from `accepted_before` on are
    /// taken back. With `with_value`, a function call input's value is
    /// reported too (declarations and assignments print their effect).
    fn recompile_accepted(
        &mut self,
        accepted_before: usize,
        with_value: bool,
    ) -> Result<Report, Rejection> {
        let recompiled = self.recompile();
        self.sync_sources();
        match recompiled {
            Ok(compiled) => {
                let value = self
                    .accepted
                    .last()
                    .filter(|(_, p)| with_value && p.len() == 1 && prints_value(&p[0]))
                    .map(|_| compiled.last_value.clone());
                let report = Report {
                    value,
                    changes: diff(&self.compiled.catalog, &compiled.catalog, &self.sources),
                    messages: new_messages(&self.compiled.messages, &compiled.messages),
                    incremental: false,
                    recompiled_because: None,
                };
                self.follow_recompile_in_cycle_watch(&compiled.catalog);
                self.compiled = compiled;
                self.compiles += 1;
                Ok(report)
            }
            Err(e) => {
                self.accepted.truncate(accepted_before);
                Err(Rejection(e.render(&self.sources)))
            }
        }
    }

    /// Adds the last accepted input to the live catalog without
    /// recompiling, where the compiler can show that gives the same
    /// catalog (see `eval::incremental`).
    fn extend_in_place(&mut self, file: u32) -> Option<Report> {
        let (_, program) = self.accepted.last()?;
        let extension = self.compiled.extend(program, self.sources.name(file));
        self.sync_sources();
        let extension = extension?;
        let generation_before = self.catalog_generation();
        self.renumberings += u64::from(extension.reordered);
        self.extensions += 1;
        self.last_extension = ExtensionResources {
            added: extension.added.clone(),
            changed: extension.changed.iter().map(|(id, _)| *id).collect(),
        };
        let mut changes = Vec::new();
        let catalog = &self.compiled.catalog;
        for (id, before) in &extension.changed {
            resource_changes(
                &catalog.resources[*id],
                Some(before),
                &self.sources,
                &mut changes,
            );
        }
        for &id in &extension.added {
            resource_changes(&catalog.resources[id], None, &self.sources, &mut changes);
        }
        self.follow_in_cycle_watch(&extension, generation_before);
        if self.verify_incremental {
            self.verify_against_recompile();
        }
        let value = self
            .accepted
            .last()
            .filter(|(_, p)| p.len() == 1 && prints_value(&p[0]))
            .map(|_| self.compiled.last_value.clone());
        Some(Report {
            value,
            changes,
            messages: extension.messages,
            incremental: true,
            recompiled_because: None,
        })
    }

    fn recompile(&self) -> Result<Compiler, CompileError> {
        let programs: Vec<&[Expr]> = self.accepted.iter().map(|(_, p)| p.as_slice()).collect();
        crate::eval::compile_for_session(&self.sources, &programs, self.options()).map_err(
            |diagnostic| CompileError {
                diagnostic,
                is_parse: false,
                messages: Vec::new(),
            },
        )
    }

    /// Adds the module files the environment loaded to the source map,
    /// so that locations inside them render.
    fn sync_sources(&mut self) {
        if let Some(loader) = &self.loader {
            self.sources.sync_loaded(&loader.loaded_sources());
        }
    }

    /// The compiled catalog's compiler, for listings of what it knows.
    pub fn compiler(&self) -> &Compiler {
        &self.compiled
    }

    /// The environment, described (`:environment`).
    pub fn describe_environment(&self) -> String {
        let environment = match &self.loader {
            Some(l) => l.describe(),
            None => "environment: production (no directory: only the code typed and loaded)\n"
                .to_string(),
        };
        format!("{environment}semantics: {}\n", self.settings.describe())
    }

    /// The last typed input with its name, for `:whereami`.
    pub fn last_input(&self) -> Option<(&str, &str)> {
        self.accepted
            .iter()
            .rev()
            .map(|(f, _)| self.sources.get(*f))
            .find(|s| s.name.starts_with("<input"))
            .map(|s| (s.name.as_str(), s.text.as_str()))
    }

    /// Class and defined type names the modules offer (for completion).
    pub fn module_definition_names(&self) -> Vec<String> {
        self.loader
            .as_ref()
            .map(|l| l.definition_names())
            .unwrap_or_default()
    }

    /// Keys in Hiera's data for this node (for completion).
    pub fn hiera_keys(&self) -> Vec<String> {
        self.compiled.hiera_keys()
    }

    /// A Hiera lookup from top scope, explained as `puppet lookup
    /// --explain` explains it; values decrypted from eyaml data (and those
    /// made from them) are masked.
    pub fn explain_lookup(&mut self, key: &str) -> Result<String, Rejection> {
        self.explain_lookup_showing(key, false)
    }

    /// A Hiera lookup explained, decrypted values shown if `show_secrets`
    /// (as `puppet lookup --explain` shows them).
    pub fn explain_lookup_showing(
        &mut self,
        key: &str,
        show_secrets: bool,
    ) -> Result<String, Rejection> {
        let (found, explained) = self.lookup(key, None)?;
        Ok(crate::catalog::explain::lookup_text(
            &[key.to_string()],
            &explained.puppet,
            found.is_some(),
            show_secrets,
        ))
    }

    /// A Hiera lookup in the top scope, as `puppet lookup` makes it: the
    /// value and its source (none if not found), and each level tried.
    /// `merge` overrides the strategy `lookup_options` gives
    /// (`'deep'`, or a hash with `strategy`).
    pub fn lookup(&mut self, key: &str, merge: Option<&Value>) -> Result<LookupAnswer, Rejection> {
        if self.loader.is_none() {
            return Err(Rejection(
                "no environment: start spaceship with an environment directory or --modulepath/--hiera-config".into(),
            ));
        }
        let explained = self.compiled.explain_lookup(key, merge);
        self.sync_sources();
        explained.map_err(|d| Rejection(d.render(&self.sources)))
    }

    /// Takes back the last accepted input.
    pub fn undo(&mut self) -> Result<Report, Rejection> {
        let typed = self
            .accepted
            .last()
            .is_some_and(|(f, _)| self.sources.name(*f).starts_with("<input"));
        if !typed {
            return Err(Rejection(
                "nothing typed to undo (loaded files stay: :reset returns to them, :reload reads them again)"
                    .into(),
            ));
        }
        let Some(last) = self.accepted.pop() else {
            return Err(Rejection("nothing to undo".into()));
        };
        self.recompile_in_place()
            .inspect_err(|_| self.accepted.push(last))
    }

    /// Recompiles the accepted inputs and, if that succeeds, makes the
    /// result the live catalog and reports what changed.
    fn recompile_in_place(&mut self) -> Result<Report, Rejection> {
        let recompiled = self.recompile();
        self.sync_sources();
        let compiled = recompiled.map_err(|e| Rejection(e.render(&self.sources)))?;
        let changes = diff(&self.compiled.catalog, &compiled.catalog, &self.sources);
        self.follow_recompile_in_cycle_watch(&compiled.catalog);
        self.compiled = compiled;
        self.compiles += 1;
        Ok(Report::of_changes(changes))
    }

    /// The live catalog as the diff sees it.
    pub fn view(&self) -> crate::catalog::view::View {
        crate::catalog::view::View::from_catalog(self.catalog(), &self.sources)
    }

    /// The snapshots taken (and the session's start).
    pub fn snapshots(&mut self) -> &mut crate::diff::snapshot::Snapshots {
        &mut self.snapshots
    }

    /// The catalog before the last accepted input, as the diff sees it.
    pub fn view_before_last(&self) -> Result<crate::catalog::view::View, Rejection> {
        let Some((_, earlier)) = self.accepted.split_last() else {
            return Err(Rejection("no input to compare with".into()));
        };
        let programs: Vec<&[Expr]> = earlier.iter().map(|(_, p)| p.as_slice()).collect();
        crate::eval::compile(&self.sources, &programs, self.options())
            .map(|c| crate::catalog::view::View::from_catalog(&c.catalog, &self.sources))
            .map_err(|d| Rejection(d.render(&self.sources)))
    }

    /// Prepares collector previews (indexes tags) ahead of typing.
    pub fn warm_up(&mut self) {
        self.compiled.warm_previews();
    }

    /// What a collector (`Type <| expr |>`) would match, realizing nothing.
    pub fn query(&mut self, text: &str) -> Result<Vec<ResourceId>, Rejection> {
        let (expr, sources) = self.parse_scratch("<query>", text)?;
        let ExprKind::Collector(collector) = &expr.kind else {
            return Err(Rejection(format!(
                "{}: not a collector; write Type <| query |>",
                text.trim()
            )));
        };
        self.compiled
            .preview(collector, expr.span)
            .map_err(|d| Rejection(d.render(&sources)))
    }

    /// Evaluates an expression against the current catalog.
    /// What an exported collector (`Type <<| q |>>`) would bring in from
    /// the other nodes in the store: references with where each was
    /// exported (nothing for another query, or without storeconfigs).
    pub fn query_other_nodes(
        &mut self,
        text: &str,
    ) -> Result<Vec<(String, crate::catalog::ExportOrigin)>, Rejection> {
        let (expr, sources) = self.parse_scratch("<query>", text)?;
        let ExprKind::Collector(collector) = &expr.kind else {
            return Ok(Vec::new());
        };
        self.compiled
            .preview_exported(collector, expr.span)
            .map_err(|d| Rejection(d.render(&sources)))
    }

    pub fn evaluate(&mut self, text: &str) -> Result<Value, Rejection> {
        let (expr, sources) = self.parse_scratch("<expression>", text)?;
        self.compiled
            .evaluate(&expr)
            .map_err(|d| Rejection(d.render(&sources)))
    }

    /// Parses one expression typed for a query or evaluation, without
    /// adding it to the session.
    fn parse_scratch(&self, name: &str, text: &str) -> Result<(Expr, SourceMap), Rejection> {
        // A map of its own: cloning the session's sources per keystroke
        // would cost more than the query.
        let mut sources = SourceMap::default();
        let file = sources.add(Source::new(name, text));
        let mut program = syntax::parser::parse(sources.get(file), file)
            .map_err(|d| Rejection(d.render(&sources)))?;
        if program.len() != 1 {
            return Err(Rejection(format!(
                "{}: expected one expression",
                text.trim()
            )));
        }
        Ok((program.remove(0), sources))
    }

    /// Finds a resource by a reference written `Type[title]` or `Type['title']`.
    pub fn find(&self, reference: &str) -> Option<ResourceId> {
        accounts::find_reference(self.catalog(), reference)
    }
}

/// What a lookup found (the value and its Hiera source), and each level
/// it tried.
pub type LookupAnswer = (
    Option<(Value, std::rc::Rc<crate::catalog::HieraSource>)>,
    crate::catalog::lookup::Explained,
);

/// A value written as Puppet source: strings quoted, undef spelled out.
pub fn show(v: &Value) -> String {
    crate::catalog::value::puppet_source(v)
}

/// Whether brackets or a string are still open at the end of `text`.
fn unclosed(text: &str) -> bool {
    let mut depth = 0i64;
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '#' => {
                for c in chars.by_ref() {
                    if c == '\n' {
                        break;
                    }
                }
            }
            '\'' | '"' => {
                let mut closed = false;
                while let Some(d) = chars.next() {
                    if d == '\\' {
                        chars.next();
                    } else if d == c {
                        closed = true;
                        break;
                    }
                }
                if !closed {
                    return true;
                }
            }
            '{' | '[' | '(' => depth += 1,
            '}' | ']' | ')' => depth -= 1,
            _ => {}
        }
    }
    depth > 0
}

/// Whether an input's value is worth printing besides its effects: a
/// function or method call other than the statement functions (`include`,
/// `notice`...), whose value is always undef.
fn prints_value(statement: &Expr) -> bool {
    const STATEMENTS: &[&str] = &[
        "include", "require", "contain", "realize", "tag", "fail", "notice", "info", "warning",
        "err", "debug", "alert", "emerg", "crit",
    ];
    match &statement.kind {
        ExprKind::Call(call) => !STATEMENTS.contains(&call.name.trim_start_matches("::")),
        ExprKind::MethodCall(..) => true,
        _ => false,
    }
}
