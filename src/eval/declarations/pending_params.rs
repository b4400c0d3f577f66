//! The parameters of a class, define or template while they are bound: a
//! parameter's default is evaluated in the callee's scope before the later
//! parameters are set, and may not read one that was given no value
//! (Puppet: "default expression for $a tries to illegally access not yet
//! evaluated $b").

use std::rc::Rc;
use std::sync::Arc;

use super::scope::ScopeId;
use crate::syntax::ast::{Definition, Lambda, Parameter};

/// Whose parameters are bound.
#[derive(Debug, Clone)]
pub(super) enum Callee {
    Definition(Arc<Definition>),
    /// A template's parameter list, which Puppet calls as a lambda.
    Template(Arc<Lambda>),
}

impl Callee {
    fn params(&self) -> &[Parameter] {
        match self {
            Callee::Definition(d) => &d.params,
            Callee::Template(l) => &l.params,
        }
    }
}

/// The parameters of a class or define being bound while one's default
/// is evaluated: that default may not read a later parameter that was
/// given no value (it is not set yet).
#[derive(Debug, Clone)]
pub(super) struct PendingParams {
    /// The class or define's scope.
    pub(super) scope: ScopeId,
    pub(super) callee: Callee,
    /// The index of the parameter whose default is evaluated.
    pub(super) current: usize,
    /// Whether each parameter, by index, was given a value.
    pub(super) given: Rc<[bool]>,
    /// For a template (Puppet's call by name), whether each parameter has
    /// a value once its turn came: an earlier one without is missing, and
    /// reading it says so. Classes and defines report missing parameters
    /// otherwise (`None`).
    pub(super) settled: Option<Rc<[bool]>>,
}

impl PendingParams {
    /// Why the default being evaluated may not read variable `name` of
    /// `scope`, in Puppet's words, if it may not.
    pub(super) fn blocking(&self, scope: ScopeId, name: &str) -> Option<String> {
        if scope != self.scope || name.contains("::") {
            return None;
        }
        let params = self.callee.params();
        let later = params
            .iter()
            .enumerate()
            .skip(self.current + 1)
            .any(|(i, q)| q.name == name && !self.given[i]);
        if later {
            let current = &params[self.current].name;
            return Some(format!(
                "default expression for ${current} tries to illegally access not yet evaluated ${name}"
            ));
        }
        let settled = self.settled.as_ref()?;
        let unset = params
            .iter()
            .take(self.current)
            .enumerate()
            .any(|(i, q)| q.name == name && !settled[i]);
        unset.then(|| format!("expects a value for parameter ${name}"))
    }
}
