//! Functions written in Ruby that modules provide (stdlib's `pick`,
//! `merge`, `ensure_packages`...), implemented natively with Puppet's
//! behaviour. A function is callable only when a module on the
//! modulepath defines it (`lib/puppet/functions/` or
//! `lib/puppet/parser/functions/`), as in Puppet; one spaceship does not
//! implement is Puppet's "Unknown function" error, naming its file.

use super::builtins::CallSite;
use super::{Compiler, Eval, ScopeId};
use crate::catalog::Value;
use crate::syntax::Span;
use crate::syntax::ast::Lambda;

impl Compiler {
    /// Calls the Ruby function `name` defined in `file`.
    #[allow(clippy::too_many_arguments)]
    pub(super) fn call_ruby_function(
        &mut self,
        name: &str,
        file: &str,
        args: Vec<Value>,
        lambda: Option<&Lambda>,
        scope: ScopeId,
        span: Span,
        site: &CallSite,
    ) -> Eval<Value> {
        let _ = (&args, lambda, scope, site);
        Err(self.error(
            span,
            format!(
                "Evaluation Error: Unknown function: '{name}'. (spaceship does not implement this Ruby function, defined in {file})"
            ),
        ))
    }
}
