//! The evaluator: AST to catalog, with Puppet 7's compile order.
//!
//! Compilation follows Puppet's compiler: definitions are known before any
//! code runs; the top scope (class `main`) is evaluated, then the matching
//! node; then collectors and lazily evaluated defines are run in turns until
//! nothing changes; then relationships and pending reference amendments are
//! applied, and resources are finished (tags). That order is what makes
//! collectors independent of where they are written.

#[path = "eval/declarations/amend.rs"]
mod amend;
#[path = "eval/type_system/annotations.rs"]
mod annotations;
#[path = "eval/functions/arity.rs"]
mod arity;
#[path = "eval/scope/assign.rs"]
mod assign;
#[path = "eval/type_system/assignable.rs"]
mod assignable;
#[path = "eval/functions/autoload.rs"]
pub mod autoload;
#[path = "eval/builtin_functions/block_functions.rs"]
mod block_functions;
#[path = "eval/builtin_functions/builtins.rs"]
mod builtins;
#[path = "eval/classes/class_declarations.rs"]
mod class_declarations;
#[path = "eval/classes/classes.rs"]
mod classes;
#[path = "eval/collectors/collectors.rs"]
mod collectors;
#[path = "eval/builtin_functions/conversions.rs"]
mod conversions;
#[path = "eval/declarations/core_module_types.rs"]
mod core_module_types;
#[path = "eval/builtin_functions/create_resources.rs"]
mod create_resources;
#[path = "eval/builtin_functions/defined.rs"]
mod defined;
#[path = "eval/functions/epp.rs"]
mod epp;
#[path = "eval/functions/erb_scope.rs"]
mod erb_scope;
#[path = "eval/collectors/export_query.rs"]
mod export_query;
#[path = "eval/collectors/exported.rs"]
mod exported;
mod expr;
#[path = "eval/declarations/finish.rs"]
mod finish;
#[path = "eval/functions/functions.rs"]
mod functions;
#[path = "eval/collectors/generator.rs"]
mod generator;
mod incremental;
#[path = "eval/type_system/infer.rs"]
mod infer;
#[path = "eval/classes/inherit.rs"]
mod inherit;
#[path = "eval/type_system/instances.rs"]
mod instances;
#[path = "eval/builtin_functions/iterators.rs"]
mod iterators;
#[path = "eval/scope/known.rs"]
pub mod known;
#[path = "eval/builtin_functions/lambdas.rs"]
mod lambdas;
#[path = "eval/functions/legacy_values.rs"]
mod legacy_values;
#[path = "eval/builtin_functions/library.rs"]
mod library;
mod limits;
#[path = "eval/functions/lookup.rs"]
mod lookup;
#[path = "eval/type_system/matching.rs"]
mod matching;
#[path = "eval/type_system/mismatch.rs"]
mod mismatch;
#[path = "eval/builtin_functions/module_files.rs"]
mod module_files;
#[path = "eval/type_system/named_types.rs"]
mod named_types;
#[path = "eval/classes/nodes.rs"]
mod nodes;
#[path = "eval/type_system/object_types.rs"]
mod object_types;
#[path = "eval/type_system/object_values.rs"]
mod object_values;
mod operands;
#[path = "eval/declarations/parameters.rs"]
mod parameters;
#[path = "eval/type_system/pcore_objects.rs"]
mod pcore_objects;
#[path = "eval/declarations/pending_params.rs"]
mod pending_params;
#[path = "eval/collectors/query.rs"]
mod query;
#[path = "eval/collectors/realize.rs"]
mod realize;
#[path = "eval/declarations/relationships.rs"]
mod relationships;
#[path = "eval/declarations/resource_types.rs"]
mod resource_types;
#[path = "eval/declarations/resources.rs"]
mod resources;
#[path = "eval/builtin_functions/string_format.rs"]
mod string_format;
use resources::{bare_resource, compiler_param};
#[path = "eval/functions/ruby_bridge.rs"]
mod ruby_bridge;
mod ruby_functions;
#[path = "eval/builtin_functions/ruby_random.rs"]
mod ruby_random;
#[path = "eval/builtin_functions/scanf.rs"]
mod scanf;
#[path = "eval/scope/scope.rs"]
mod scope;
#[path = "eval/type_system/serializable.rs"]
mod serializable;
#[path = "eval/scope/server_facts.rs"]
pub mod server_facts;
#[path = "eval/type_system/signatures.rs"]
mod signatures;
mod sources;
#[path = "eval/builtin_functions/sprintf.rs"]
mod sprintf;
#[path = "eval/builtin_functions/time_values.rs"]
mod time_values;
#[path = "eval/scope/top_scope_values.rs"]
mod top_scope_values;
#[path = "eval/scope/trusted.rs"]
mod trusted;
#[path = "eval/type_system/type_keys.rs"]
mod type_keys;
#[path = "eval/type_system/types.rs"]
mod types;

use rustc_hash::{FxHashMap as HashMap, FxHashSet as HashSet};
use std::rc::Rc;
use std::sync::Arc;

use crate::catalog::{Catalog, Kind, ResourceId, Value};
use crate::syntax::ast::{Definition, Expr, ExprKind, NodeDef};
use crate::syntax::{Diagnostic, SourceMap, Span};
use collectors::PendingCollector;
pub use export_query::{ExportField, ExportQuery};
pub use exported::{ExportedResource, Exports};
pub use incremental::Extension;
use scope::Scope;
pub use scope::ScopeId;

/// An evaluation error: where and what, in Puppet's words.
pub type EvalError = Diagnostic;
type Eval<T> = Result<T, EvalError>;

/// What compiling needs besides code.
#[derive(Debug, Clone)]
pub struct Options {
    /// The node name, matched against `node` definitions.
    pub node: String,
    /// Facts, as a hash value; each becomes a top-scope variable.
    pub facts: Value,
    /// Where names the code does not define are looked up (modules).
    pub loader: Option<Rc<dyn crate::loader::interface::Loader>>,
    /// Storeconfigs: the other nodes' exported resources, for `<<| |>>`
    /// (None: Puppet without storeconfigs, collecting none).
    pub exports: Option<Rc<dyn exported::Exports>>,
    /// The Puppet version whose semantics the compile follows, and its
    /// `strict`, `strict_variables` and `rich_data` settings.
    pub settings: crate::catalog::settings::Settings,
}

/// `return`, `next` and `break` unwinding through evaluation (carried
/// beside the error that stops the statements after them).
#[derive(Debug, Clone)]
enum Control {
    Return(Value),
    Next(Value),
    Break,
}

/// A reference amendment waiting for its resource.
#[derive(Debug, Clone)]
struct PendingOverride {
    type_name: String,
    title: String,
    params: Vec<(String, Value, bool, Span)>,
    source: std::rc::Rc<str>,
    span: Span,
}

/// One side of a relationship: resources or a collector to resolve later.
#[derive(Debug, Clone)]
enum RelationSide {
    Refs(Vec<(String, String)>),
    Collector(usize),
}

/// A compile in progress, and its result.
pub struct Compiler {
    /// Source names by file id, for locations inside messages.
    file_names: Vec<String>,
    pub catalog: Catalog,
    pub options: Options,
    classes: HashMap<String, Arc<Definition>>,
    defines: HashMap<String, Arc<Definition>>,
    functions: HashMap<String, Arc<Definition>>,
    nodes: Vec<Arc<NodeDef>>,
    type_aliases: HashMap<String, Expr>,
    /// Where each alias was defined, by lowercase name.
    alias_spans: HashMap<String, Span>,
    scopes: Vec<Scope>,
    class_scopes: HashMap<String, ScopeId>,
    collectors: Vec<PendingCollector>,
    overrides: Vec<PendingOverride>,
    relationships: Vec<(
        RelationSide,
        RelationSide,
        crate::syntax::ast::ChainOp,
        Span,
    )>,
    /// How many relationships the top scope declared, and the sources of
    /// those code after it declared (applied after a REPL input's).
    top_scope_relationships: usize,
    later_relationship_sources: Vec<(String, String)>,
    /// Sources that ran a collector with overrides: Puppet lets them
    /// override anything afterwards.
    override_sources: HashSet<String>,
    /// What `tree_each` without a block returned (Puppet's tree
    /// iterators), and whether breadth first: Puppet 8 cannot index them.
    tree_iterators: Vec<(std::rc::Rc<Vec<Value>>, bool)>,
    /// Messages from `notice`, `warning` and friends, in order.
    pub messages: Vec<String>,
    /// The value of the last program's last statement (the REPL prints
    /// it for an input that is a function call).
    pub last_value: Value,
    main: ResourceId,
    depth: usize,
    /// Puppet's stack (`Puppet::Pops::PuppetStack`), innermost last: the
    /// file and line of each function call under way, and line 0 of each
    /// manifest whose top level runs (what stdlib's `deprecation` names).
    puppet_stack: Vec<(crate::syntax::FileId, u32)>,
    /// `realize()` targets not yet declared.
    realize_pending: Vec<(String, String, Span)>,
    /// While an input's statements extend the catalog: what `realize()`
    /// realized, as it was before (see `incremental`).
    realized_log: Option<incremental::RealizedLog>,
    /// While an input's statements run incrementally: what they did that
    /// only a full compile can tell (see `incremental`).
    run_guard: Option<incremental::RunGuard>,
    /// The matched node's scope, the lexical parent of classes.
    node_scope: Option<ScopeId>,
    /// Lookups for collector previews on the finished catalog.
    preview_index: collectors::PassIndex,
    /// While a parameter's default is evaluated: the parameters of the
    /// class or define being bound, which its default may not read yet.
    pending_params: Option<pending_params::PendingParams>,
    /// Classes `include a, b` added whose bodies have not run yet, with
    /// their new ancestors (see `class_declarations`).
    classes_awaiting: Vec<Vec<classes::PendingClass>>,
    /// A `return`/`next`/`break` in flight.
    control: Option<Control>,
    /// Output of the templates being rendered, innermost last.
    epp_output: Vec<String>,
    /// Set while a type alias's definition is evaluated.
    in_type_alias: bool,
    /// Set by a block for a resource statement whose value is not the
    /// block's: the declaration takes it and makes no references.
    value_unused: bool,
    /// The aliases whose definitions are being evaluated, innermost last:
    /// naming one of them again is a recursive reference.
    resolving_aliases: Vec<String>,
    /// Each alias's definition once evaluated, for recursive references.
    resolved_aliases: HashMap<String, crate::catalog::PType>,
    /// What `annotate` attached to values.
    annotations: annotations::Annotations,
    /// The catalog when the top scope was done, and whether any code
    /// (a node, a define body) ran after it: see `incremental`.
    top_scope_end: incremental::TopScopeEnd,
    evaluated_after_top_scope: bool,
    /// The define bodies the generator loop ran, in its order, and where
    /// a new top-scope instance's body goes in its first pass: see
    /// `incremental::define_bodies`.
    define_runs: Vec<incremental::DefineRun>,
    define_mark: incremental::TopScopeEnd,
    /// Resource attributes read so far (`File['x']['mode']`).
    catalog_reads: usize,
    /// Of those, reads by an input taken after code ran past the top
    /// scope of resources that code declared (not there yet where the
    /// input runs in the compile it stands for).
    reads_of_later_code: usize,
    /// Sessions only: what the top scope left of resources changed since.
    top_scope_values: Option<top_scope_values::TopScopeValues>,
    /// Collectors that are a side of a relationship arrow.
    chained_collectors: HashSet<usize>,
    /// Where the generator loop began: resources from there on were made
    /// by define bodies (or collected from other nodes), collected in its
    /// later passes.
    generate_start: ResourceId,
    /// Whether a collector found something after the generator loop's
    /// first pass.
    late_collections: bool,
    /// Resources collected from other nodes, by `node|Type|title`.
    remote: HashMap<ResourceId, String>,
    /// The Ruby objects of the template render under way (see
    /// `erb_scope`); `None` between renders.
    erb_objects: Option<crate::template::erb::SharedObjects>,
    /// Templates being rendered, each inside the one before (a template
    /// that calls `template()` itself is stopped by this).
    template_nesting: usize,
    /// Set when a render went past the nesting bound: the renders it
    /// unwinds through fail as they are, none handed to the Ruby worker
    /// (which would nest them again, level by level).
    template_overflowed: bool,
    /// Module templates parsed so far, by name.
    parsed_templates: HashMap<String, erb_scope::ParsedTemplate>,
    /// EPP templates read and parsed so far.
    epp_cache: epp::EppCache,
    /// Outermost `template()`/`inline_template()` calls so far, and the
    /// time they took (for `SPACESHIP_TIMINGS` and the benchmarks).
    template_time: (usize, std::time::Duration),
    ruby_uses: ruby_bridge::RubyUses,
    /// Texts templates rendered, by hash, with the templates' names.
    rendered: HashMap<u64, Rc<[String]>>,
    /// What the values being computed read (see `sources`).
    flow: sources::Flow,
    /// Resource types written in Ruby used so far, by lowercase name.
    ruby_types: HashMap<String, Rc<crate::loader::ruby_types::RubyType>>,
    /// Environment files whose definitions joined this compile.
    loaded_files: HashSet<crate::syntax::FileId>,
    /// Names of the environment files loaded, for messages.
    loaded_file_names: HashMap<crate::syntax::FileId, String>,
    /// Each resource type's tag (`file`, `apache::vhost`), shared by all
    /// its resources.
    type_tags: HashMap<String, std::rc::Rc<str>>,
    /// Class, define and function names looked for and not found: a
    /// definition of one typed later changes what the compile did.
    missed_names: HashSet<String>,
    /// Capitalized names a type expression took for no type alias
    /// (lowercase): an alias of one typed later changes what they meant.
    missed_types: HashSet<String>,
    /// Sessions only: top-scope variables that code run after the top
    /// scope looked for in vain (`*`: all, as a template listed them).
    /// A REPL input assigning one would have changed that code.
    post_top_misses: std::cell::RefCell<HashSet<String>>,
    /// Sessions only: resource types all of whose resources code run
    /// after the top scope looked at (`defined_with_params` without a
    /// title, a Ruby type's key lookup...). A REPL input declaring one
    /// would have changed what it found.
    post_top_probes: std::cell::RefCell<HashSet<String>>,
    /// Sessions only: the resources code run after the top scope looked
    /// for by type and title, found or not: a REPL input declaring one
    /// (found by the same lookup now) would have changed what it found.
    post_top_resource_probes: std::cell::RefCell<HashSet<(String, String)>>,
    /// Why the last REPL input was not incremental, where a check said.
    pub(crate) recompile_reason: Option<String>,
    /// Set while code after the top scope runs in a session.
    recording_misses: bool,
}

/// Compiles programs (already parsed) into a catalog.
pub fn compile(
    sources: &SourceMap,
    programs: &[&[Expr]],
    options: Options,
) -> Result<Compiler, EvalError> {
    compile_with_messages(sources, programs, options).map_err(|(error, _)| error)
}

/// Compiles as `compile` does; a failure comes with the notices and
/// warnings logged before it, which Puppet prints before its error.
pub fn compile_with_messages(
    sources: &SourceMap,
    programs: &[&[Expr]],
    options: Options,
) -> Result<Compiler, (EvalError, Vec<String>)> {
    let mut compiler = Compiler::new(sources, options);
    match compiler.run(programs) {
        Ok(()) => Ok(compiler),
        Err(error) => Err((error, std::mem::take(&mut compiler.messages))),
    }
}

/// Compiles as `compile` does, keeping what a live session needs to add
/// inputs that read resource attributes without recompiling (see
/// `top_scope_values`).
pub fn compile_for_session(
    sources: &SourceMap,
    programs: &[&[Expr]],
    options: Options,
) -> Result<Compiler, EvalError> {
    Compiler::new(sources, options).compiled(programs, true)
}

/// Parses, validates and compiles every source in the map, for the
/// evaluator's own unit tests (the driver, above, does this for users).
#[cfg(test)]
pub(crate) fn compile_text(sources: &SourceMap, options: Options) -> Result<Compiler, EvalError> {
    let programs = (0..sources.len() as u32)
        .map(|file| crate::syntax::parse_and_validate(sources.get(file), file))
        .collect::<Result<Vec<_>, _>>()?;
    let programs: Vec<&[Expr]> = programs.iter().map(Vec::as_slice).collect();
    compile(sources, &programs, options)
}

impl Compiler {
    fn new(sources: &SourceMap, options: Options) -> Self {
        let mut catalog = Catalog::default();
        catalog.name = options.node.clone();
        catalog.rich_data = options.settings.rich_data;
        let stage = catalog.add(bare_resource("Stage", "main", Kind::Builtin));
        catalog.resources[stage]
            .params
            .insert("name".into(), compiler_param(Value::str("main")));
        let settings = catalog.add(bare_resource("Class", "Settings", Kind::Class));
        catalog.resources[settings].tags.insert("settings".into());
        let main = catalog.add(bare_resource("Class", "main", Kind::Class));
        catalog.resources[main]
            .params
            .insert("name".into(), compiler_param(Value::str("main")));
        catalog.edges.push((stage, settings));
        catalog.edges.push((stage, main));
        catalog.classes.push("settings".into());
        catalog.tags.insert("settings".into());
        let top = Scope::new(None, main, String::new());
        Compiler {
            file_names: (0..sources.len() as u32)
                .map(|f| sources.name(f).to_string())
                .collect(),
            catalog,
            options,
            classes: HashMap::default(),
            defines: HashMap::default(),
            functions: HashMap::default(),
            nodes: Vec::new(),
            type_aliases: HashMap::default(),
            alias_spans: HashMap::default(),
            scopes: vec![top],
            class_scopes: HashMap::default(),
            collectors: Vec::new(),
            overrides: Vec::new(),
            relationships: Vec::new(),
            top_scope_relationships: 0,
            later_relationship_sources: Vec::new(),
            override_sources: HashSet::default(),
            tree_iterators: Vec::new(),
            messages: Vec::new(),
            last_value: Value::Undef,
            main,
            depth: 0,
            puppet_stack: Vec::new(),
            realize_pending: Vec::new(),
            realized_log: None,
            run_guard: None,
            node_scope: None,
            control: None,
            epp_output: Vec::new(),
            in_type_alias: false,
            value_unused: false,
            resolving_aliases: Vec::new(),
            resolved_aliases: HashMap::default(),
            annotations: Vec::new(),
            pending_params: None,
            classes_awaiting: Vec::new(),
            top_scope_end: Default::default(),
            evaluated_after_top_scope: false,
            define_runs: Vec::new(),
            define_mark: Default::default(),
            catalog_reads: 0,
            reads_of_later_code: 0,
            top_scope_values: None,
            chained_collectors: HashSet::default(),
            generate_start: 0,
            late_collections: false,
            remote: HashMap::default(),
            type_tags: HashMap::default(),
            missed_names: HashSet::default(),
            missed_types: HashSet::default(),
            post_top_misses: Default::default(),
            post_top_probes: Default::default(),
            post_top_resource_probes: Default::default(),
            recompile_reason: None,
            recording_misses: false,
            rendered: HashMap::default(),
            flow: Default::default(),
            erb_objects: None,
            template_nesting: 0,
            template_overflowed: false,
            parsed_templates: HashMap::default(),
            epp_cache: Default::default(),
            template_time: Default::default(),
            ruby_uses: Default::default(),
            ruby_types: HashMap::default(),
            loaded_files: HashSet::default(),
            loaded_file_names: HashMap::default(),
            preview_index: collectors::PassIndex {
                per_tag: true,
                ..Default::default()
            },
        }
    }

    fn compiled(mut self, programs: &[&[Expr]], for_session: bool) -> Result<Self, EvalError> {
        if for_session {
            self.top_scope_values = Some(Default::default());
        }
        self.run(programs)?;
        Ok(self)
    }

    fn run(&mut self, programs: &[&[Expr]]) -> Eval<()> {
        for program in programs {
            self.hoist(program, "")?;
        }
        self.set_top_scope()?;
        self.catalog.resources[self.main].evaluated = true;
        let mut timer = crate::timing::PhaseTimer::start();
        for program in programs {
            // Puppet's `eval_Program` frame.
            let frame = program.first().map(|e| (e.span.file, 0));
            self.puppet_stack.extend(frame);
            let value = self.block(program, 0);
            self.puppet_stack
                .truncate(self.puppet_stack.len() - usize::from(frame.is_some()));
            if let Ok(v) = &value {
                self.last_value = v.clone();
            }
            if let Err(e) = value {
                return Err(self.illegal_control(e));
            }
        }
        timer.lap("evaluate main");
        self.top_scope_end = self.catalog_end();
        self.top_scope_relationships = self.relationships.len();
        self.recording_misses = self.top_scope_values.is_some();
        let top_scope_params = self.snapshot_params(0..self.catalog.resources.len());
        self.evaluate_node().map_err(|e| self.illegal_control(e))?;
        self.generate().map_err(|e| self.illegal_control(e))?;
        timer.lap("collectors and defines");
        self.finish()?;
        self.keep_changed_since_top_scope(top_scope_params);
        timer.lap("finish");
        let (renders, spent) = self.template_time;
        timer.report(
            &format!("templates ({renders} renders, within the phases above)"),
            spent,
        );
        self.report_ruby_uses(&timer);
        Ok(())
    }

    /// Facts (plus those the server adds) and Puppet's built-in top-scope
    /// variables: `$facts`, `$trusted`, `$environment`, `$clientcert`...
    /// A fact that names a variable Puppet refuses to set from the node's
    /// parameters fails the compile as Puppet's does (after the warnings
    /// about server facts, which Puppet prints while merging the facts).
    fn set_top_scope(&mut self) -> Eval<()> {
        let node = self.options.node.clone();
        let (facts, trusted) = trusted::split(&self.options.facts);
        let refused = server_facts::refused_fact(&facts);
        let top = &mut self.scopes[0].vars;
        if let Value::Hash(h) = &facts {
            for (k, v) in h.iter() {
                if let Value::Str(name) = k {
                    top.insert(name.to_string(), v.clone());
                }
            }
        }
        let warnings = server_facts::collision_warnings(
            &facts,
            &node,
            "production",
            self.options.settings.version,
        );
        top.insert("facts".into(), facts);
        top.insert("trusted".into(), trusted);
        server_facts::add_placeholders(top);
        // The node's environment, whatever a fact of that name says.
        top.insert("environment".into(), Value::str("production"));
        for (k, v) in [("module_name", ""), ("name", "main"), ("title", "main")] {
            top.entry(k.to_string()).or_insert_with(|| Value::str(v));
        }
        self.messages.extend(warnings);
        if let Some(message) = refused {
            // Puppet names no place: the facts are wrong, not a manifest.
            return Err(self.error(Span::facts(), format!("{message} on node {node}")));
        }
        let settings = scope::settings_scope(&node, &self.options.settings);
        self.scopes.push(settings);
        self.class_scopes
            .insert("settings".into(), self.scopes.len() - 1);
        Ok(())
    }

    /// Registers class, define, function, node and type alias definitions,
    /// including those nested in classes, before any code runs.
    fn hoist(&mut self, block: &[Expr], namespace: &str) -> Eval<()> {
        for statement in block {
            match &statement.kind {
                ExprKind::ClassDef(def) => {
                    let name = qualify(namespace, &def.name);
                    self.check_redefinition(&name, def, true)?;
                    self.classes.insert(name.clone(), def.clone());
                    self.hoist(&def.body, &name)?;
                }
                ExprKind::DefineDef(def) => {
                    let name = qualify(namespace, &def.name);
                    self.check_redefinition(&name, def, false)?;
                    self.defines.insert(name, def.clone());
                }
                ExprKind::FunctionDef(def) => {
                    self.functions.insert(def.name.to_lowercase(), def.clone());
                }
                ExprKind::NodeDef(node) => {
                    for (index, name) in node.names.iter().enumerate() {
                        let key = nodes::node_key(name);
                        // Two names of one node may collide too.
                        let same_node = node.names[..index]
                            .iter()
                            .any(|m| nodes::node_key(m) == key);
                        let earlier = self
                            .nodes
                            .iter()
                            .find(|n| n.names.iter().any(|m| nodes::node_key(m) == key))
                            .or(same_node.then_some(node));
                        if let Some(first) = earlier {
                            let shown = match &name.kind {
                                ExprKind::Default => "default".to_string(),
                                ExprKind::Regex(r) => nodes::regex_node_name(r),
                                ExprKind::Str(s) => s.clone(),
                                _ => key.clone(),
                            };
                            let message = format!(
                                "Node '{shown}' is already defined {}; cannot redefine",
                                self.at(first.span)
                            );
                            return Err(self.error(
                                Span {
                                    column: 0,
                                    ..node.span
                                },
                                message,
                            ));
                        }
                    }
                    self.nodes.push(node.clone())
                }
                ExprKind::TypeAlias(name, target) => {
                    self.check_alias_name(name)?;
                    self.type_aliases.insert(name.clone(), (**target).clone());
                    self.alias_spans.insert(name.to_lowercase(), statement.span);
                }
                _ => {}
            }
        }
        Ok(())
    }

    /// A class, define or node body: `return()` and `next()` end it early.
    fn body(&mut self, block: &[Expr], scope: ScopeId) -> Eval<Value> {
        match self.block(block, scope) {
            Err(e) => match self.control.take() {
                Some(Control::Return(_) | Control::Next(_)) => Ok(Value::Undef),
                other => {
                    self.control = other;
                    Err(e)
                }
            },
            ok => ok,
        }
    }

    /// Evaluates an expression in top scope against the finished catalog
    /// (the REPL and TUI use it to show `File['x']['mode']` as it ends up).
    pub fn evaluate(&mut self, expr: &Expr) -> Result<Value, EvalError> {
        // It runs at the top scope: what it misses is not a later miss.
        let recording = std::mem::replace(&mut self.recording_misses, false);
        let value = self.eval(expr, 0);
        self.recording_misses = recording;
        value
    }

    /// The names of the top-scope variables, sorted.
    pub fn top_variables(&self) -> Vec<String> {
        let mut names: Vec<String> = self.scopes[0].vars.keys().cloned().collect();
        names.sort();
        names
    }

    /// Indexes every resource type's tags once, so that no later preview
    /// has to scan (the explorer calls this when it opens).
    pub fn warm_previews(&mut self) {
        let types: Vec<String> = self.catalog.type_names().map(str::to_string).collect();
        let mut lookups = std::mem::take(&mut self.preview_index);
        for type_name in types {
            let index = self.tag_index(&type_name);
            lookups.by_tag.insert(type_name, index);
        }
        // Complete now: a tag missing from the index matches nothing.
        lookups.per_tag = false;
        self.preview_index = lookups;
    }

    /// The resources a collector would match now, without realizing or
    /// overriding anything.
    pub fn preview(
        &mut self,
        collector: &crate::syntax::ast::Collector,
        span: Span,
    ) -> Result<Vec<ResourceId>, EvalError> {
        let index = self.register_collector(collector, 0, span)?;
        // The catalog is finished, so its tag and title index stays valid
        // across previews (the explorer previews at every keystroke).
        let mut lookups = std::mem::replace(
            &mut self.preview_index,
            collectors::PassIndex {
                per_tag: true,
                ..Default::default()
            },
        );
        let found = self.collect(index, &mut lookups);
        self.preview_index = lookups;
        self.collectors.remove(index);
        Ok(found)
    }

    /// What an exported collector would bring in from the other nodes
    /// now (references with where they were exported), adding nothing.
    pub fn preview_exported(
        &mut self,
        collector: &crate::syntax::ast::Collector,
        span: Span,
    ) -> Result<Vec<(String, crate::catalog::ExportOrigin)>, EvalError> {
        let index = self.register_collector(collector, 0, span)?;
        let found = self.preview_remote(index);
        self.collectors.remove(index);
        found
    }

    fn error(&self, span: Span, message: impl Into<String>) -> EvalError {
        Diagnostic::new(span, message)
    }

    /// The source (class name, `""` for top scope) code in a scope runs as.
    fn source_of(&self, scope: ScopeId) -> std::rc::Rc<str> {
        self.scopes[scope].source.clone()
    }
}

fn qualify(namespace: &str, name: &str) -> String {
    let name = name.trim_start_matches("::").to_lowercase();
    if namespace.is_empty() || name.contains("::") {
        name
    } else {
        format!("{namespace}::{name}")
    }
}
