//! The parameters of a class or define while they are bound: a
//! parameter's default is evaluated in the class's scope before the later
//! parameters are set, and may not read one that was given no value
//! (Puppet: "default expression for $a tries to illegally access not yet
//! evaluated $b").

use std::rc::Rc;
use std::sync::Arc;

use super::scope::ScopeId;
use crate::syntax::ast::Definition;

/// The parameters of a class or define being bound while one's default
/// is evaluated: that default may not read a later parameter that was
/// given no value (it is not set yet).
#[derive(Debug, Clone)]
pub(super) struct PendingParams {
    /// The class or define's scope.
    pub(super) scope: ScopeId,
    pub(super) definition: Arc<Definition>,
    /// The index of the parameter whose default is evaluated.
    pub(super) current: usize,
    /// Whether each parameter, by index, was given a value.
    pub(super) given: Rc<[bool]>,
}

impl PendingParams {
    /// The parameter whose default may not read variable `name` of
    /// `scope`, if it may not.
    pub(super) fn blocking(&self, scope: ScopeId, name: &str) -> Option<&str> {
        if scope != self.scope || name.contains("::") {
            return None;
        }
        let params = &self.definition.params;
        let later = params
            .iter()
            .enumerate()
            .skip(self.current + 1)
            .any(|(i, q)| q.name == name && !self.given[i]);
        later.then(|| params[self.current].name.as_str())
    }
}
