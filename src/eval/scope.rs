//! Scopes: variables, resource defaults and the resource code runs in.
//!
//! Variables resolve lexically (own scope, the inherited class's scope,
//! then node and top scope); resource defaults resolve dynamically, through
//! the scope that included a class or declared a define, as in Puppet.

use rustc_hash::FxHashMap as HashMap;
use std::rc::Rc;

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
}

/// One scope.
#[derive(Debug, Clone)]
pub struct Scope {
    pub vars: HashMap<String, Value>,
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
            parent,
            dynamic: parent,
            defaults: HashMap::default(),
            resource,
            source: source.into(),
            local: false,
        }
    }
}

/// The `$settings` scope: Puppet's settings a manifest may read as
/// `$settings::name`, with their kinds (booleans, numbers, paths).
pub(super) fn settings_scope(node: &str) -> Scope {
    let mut settings = Scope::new(Some(0), 1, "settings");
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
        ("strict_variables", Value::Bool(false)),
        ("noop", Value::Bool(false)),
        ("storeconfigs", Value::Bool(false)),
        ("freeze_main", Value::Bool(false)),
        ("strict", Value::str("warning")),
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
