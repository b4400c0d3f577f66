//! Scopes: variables, resource defaults and the resource code runs in,
//! and variable lookup.
//!
//! Variables resolve lexically (own scope, the inherited class's scope,
//! then node and top scope); resource defaults resolve dynamically, through
//! the scope that included a class or declared a define, as in Puppet.

use rustc_hash::FxHashMap as HashMap;
use std::rc::Rc;

use super::{Compiler, Eval, server_facts};
use crate::catalog::settings::{Settings, Strict};
use crate::catalog::{ResourceId, Value};
use crate::syntax::Span;

/// Index of a scope in the compiler's arena.
pub type ScopeId = usize;

/// A scope's resource defaults: by type, each attribute's value.
pub type Defaults = HashMap<String, Vec<(String, DefaultValue)>>;

/// A resource default `Type { attr => value }`.
#[derive(Debug, Clone)]
pub struct DefaultValue {
    pub value: Value,
    pub span: Span,
    /// What the value was computed from (see `sources`).
    pub sources: Option<Rc<[crate::catalog::sources::DataSource]>>,
}

/// One scope.
#[derive(Debug, Clone)]
pub struct Scope {
    pub vars: HashMap<String, Value>,
    /// What variables set here were computed from (see `sources`); most
    /// scopes have none, and pay nothing.
    pub sources: HashMap<String, Rc<[crate::catalog::sources::DataSource]>>,
    /// Where variable lookup continues.
    pub parent: Option<ScopeId>,
    /// Where resource-default lookup continues (the including scope).
    pub dynamic: Option<ScopeId>,
    /// Resource defaults set here, by capitalized type name.
    pub defaults: Defaults,
    /// The resource (class, node or define instance) that contains
    /// resources declared here.
    pub resource: ResourceId,
    /// The class name code here runs as (`""` at top scope).
    pub source: Rc<str>,
    /// A local scope (lambda, match) shares its parent's resource and source.
    pub local: bool,
}

impl Scope {
    /// A scope for code contained by `resource`.
    pub fn new(parent: Option<ScopeId>, resource: ResourceId, source: impl Into<Rc<str>>) -> Self {
        Scope {
            vars: HashMap::default(),
            sources: HashMap::default(),
            parent,
            dynamic: parent,
            defaults: HashMap::default(),
            resource,
            source: source.into(),
            local: false,
        }
    }
}

const SETTINGS_PUPPET7: &str = include_str!("../data/settings_puppet7.json");
const SETTINGS_PUPPET8: &str = include_str!("../data/settings_puppet8.json");

/// The settings of a Puppet version, read once.
fn puppet_settings(
    version: crate::catalog::settings::PuppetVersion,
) -> &'static serde_json::Map<String, serde_json::Value> {
    use crate::catalog::settings::PuppetVersion;
    static V7: std::sync::OnceLock<serde_json::Map<String, serde_json::Value>> =
        std::sync::OnceLock::new();
    static V8: std::sync::OnceLock<serde_json::Map<String, serde_json::Value>> =
        std::sync::OnceLock::new();
    let (cell, data) = match version {
        PuppetVersion::V7 => (&V7, SETTINGS_PUPPET7),
        PuppetVersion::V8 => (&V8, SETTINGS_PUPPET8),
    };
    cell.get_or_init(|| serde_json::from_str(data).unwrap_or_default())
}

/// The `$settings` scope: Puppet's settings a manifest may read as
/// `$settings::name`, with their kinds (booleans, numbers, paths).
pub(super) fn settings_scope(node: &str, puppet: &Settings) -> Scope {
    let mut settings = Scope::new(Some(0), 1, "settings");
    // Every setting the Puppet of this version has, with its default
    // (data from scripts/regen-settings); those below override.
    for (k, v) in puppet_settings(puppet.version) {
        let value = match v {
            serde_json::Value::String(s) if s == "__infinity__" => Value::Float(f64::INFINITY),
            serde_json::Value::String(s) if s.contains("@NODE@") => {
                Value::str(s.replace("@NODE@", node))
            }
            other => crate::catalog::json::json_to_value(other),
        };
        settings.vars.insert(k.clone(), value);
    }
    for (k, v) in [
        ("environment", "production"),
        ("certname", node),
        ("confdir", "/etc/puppet"),
        ("vardir", "/var/cache/puppet"),
        ("codedir", "/etc/puppet/code"),
    ] {
        settings.vars.insert(k.into(), Value::str(v));
    }
    // Settings keep their kinds: booleans, numbers, paths.
    for (k, v) in [
        ("strict_variables", Value::Bool(puppet.strict_variables)),
        ("rich_data", Value::Bool(true)),
        ("noop", Value::Bool(false)),
        ("storeconfigs", Value::Bool(false)),
        ("freeze_main", Value::Bool(false)),
        ("strict", Value::str(puppet.strict.name())),
        ("serverport", Value::Int(8140)),
        ("masterport", Value::Int(8140)),
        ("server", Value::str("puppet")),
        ("user", Value::str("puppet")),
        ("group", Value::str("puppet")),
        (
            "environmentpath",
            Value::str("/etc/puppet/code/environments"),
        ),
        (
            "manifest",
            Value::str("/etc/puppet/code/environments/production/manifests"),
        ),
        ("basemodulepath", Value::str("/etc/puppet/code/modules")),
        ("hiera_config", Value::str("/etc/puppet/hiera.yaml")),
        ("ssldir", Value::str("/etc/puppet/ssl")),
        ("rundir", Value::str("/var/run/puppet")),
        ("logdir", Value::str("/var/log/puppet")),
    ] {
        settings.vars.insert(k.into(), v);
    }
    settings
}

impl Compiler {
    /// Looks a variable up: qualified names in class scopes, others
    /// through the scope chain. Unknown variables are undef, as Puppet's
    /// default (non-strict) mode has it.
    pub(super) fn lookup(&self, name: &str, scope: ScopeId, span: Span) -> Eval<Value> {
        if let Some(pending) = &self.pending_params
            && let Some(why) = pending.blocking(scope, name)
        {
            return Err(self.error(span, why));
        }
        Ok(match self.find_variable(name, scope) {
            Some(v) if server_facts::is_placeholder(v) => {
                server_facts::value_of(name, self.options.settings.version).unwrap_or(Value::Undef)
            }
            Some(v) => v.clone(),
            None => Value::Undef,
        })
    }

    /// Puppet's UNKNOWN_VARIABLE issue for a variable no scope has (match
    /// variables such as `$1` are left out: they are unset whenever
    /// nothing matched): an error under `strict_variables` or `strict =
    /// error`, else a warning unless `strict` is off.
    pub(super) fn unknown_variable(&mut self, name: &str, span: Span) -> Eval<()> {
        // Puppet's built-in variables always exist (undef where unset).
        if name.chars().all(|c| c.is_ascii_digit())
            || matches!(name, "module_name" | "caller_module_name")
        {
            return Ok(());
        }
        let settings = self.options.settings;
        if settings.strict_variables || settings.strict == Strict::Error {
            let message = format!("Evaluation Error: Unknown variable: '{name}'.");
            return Err(self.error(span, message));
        }
        if settings.strict == Strict::Off {
            return Ok(());
        }
        let message = format!(
            "warning: Unknown variable: '{name}'. (file: {}, line: {}, column: {})",
            self.file_name(span.file),
            span.line,
            span.column
        );
        self.messages.push(message);
        Ok(())
    }

    /// Whether a variable is set (even to undef) in scope.
    pub(super) fn variable_exists(&self, name: &str, scope: ScopeId) -> bool {
        match self.find_variable(name, scope) {
            Some(v) if server_facts::is_placeholder(v) => {
                server_facts::value_of(name, self.options.settings.version).is_some()
            }
            found => found.is_some(),
        }
    }

    fn find_variable(&self, name: &str, scope: ScopeId) -> Option<&Value> {
        if let Some((class, var)) = name.rsplit_once("::") {
            let class = class.trim_start_matches("::").to_lowercase();
            let value = if class.is_empty() {
                self.note_variable_sources(0, var);
                self.scopes[0].vars.get(var)
            } else {
                self.class_variable(&class, var)
            };
            if value.is_none() && class.is_empty() {
                self.note_missed_variable(var);
            } else if value.is_none() {
                self.note_missed_class_variable(&class, var);
            }
            return value;
        }
        let mut current = Some(scope);
        while let Some(s) = current {
            if let Some(v) = self.scopes[s].vars.get(name) {
                self.note_variable_sources(s, name);
                return Some(v);
            }
            current = self.scopes[s].parent;
        }
        self.note_missed_variable(name);
        None
    }

    /// Whether an input's run may not read class `class`'s variables
    /// (see `incremental`).
    pub(super) fn class_guarded(&self, class: &str) -> bool {
        self.run_guard
            .as_ref()
            .is_some_and(|g| g.hides(class) || g.unseen(class))
    }

    /// `defined('$name')`, Puppet's `exist?`: a qualified name asks the
    /// class's scope for the plain name, which goes on through that
    /// scope's chain (its parent class, then the node and top scope), so
    /// it finds more than `$class::name` reads.
    pub(super) fn variable_defined(&self, name: &str, scope: ScopeId, span: Span) -> bool {
        if let Some((class, var)) = name.rsplit_once("::") {
            let class = class.trim_start_matches("::").to_lowercase();
            if !class.is_empty()
                && !self.class_guarded(&class)
                && let Some(&class_scope) = self.class_scopes.get(&class)
            {
                return self.variable_exists(var, class_scope);
            }
        }
        self.lookup(name, scope, span)
            .is_ok_and(|v| !v.is_undef() || self.variable_exists(name, scope))
    }

    /// `$class::var`: the variable of the class's own scope, else of the
    /// class it inherits from, and so on up (Puppet's qualified lookup
    /// follows `inherits`, but not the node or top scope).
    fn class_variable(&self, class: &str, var: &str) -> Option<&Value> {
        let guarded = |class: &str| self.class_guarded(class);
        if guarded(class) {
            return None;
        }
        let mut scope = *self.class_scopes.get(class)?;
        loop {
            if let Some(value) = self.scopes[scope].vars.get(var) {
                self.note_variable_sources(scope, var);
                return Some(value);
            }
            // An inheriting class's scope continues in its parent class's
            // scope; any other class's, in the node or top scope.
            let parent = self.scopes[scope].parent?;
            let parent_class = &self.scopes[parent].source;
            if parent == 0 || self.class_scopes.get(&**parent_class) != Some(&parent) {
                return None;
            }
            if guarded(parent_class) {
                return None;
            }
            scope = parent;
        }
    }
}
