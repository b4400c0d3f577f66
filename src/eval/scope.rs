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
    pub defaults: HashMap<String, Vec<(String, DefaultValue)>>,
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
