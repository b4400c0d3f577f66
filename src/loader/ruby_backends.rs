//! Hiera backends written in Ruby (`lookup_key`, `data_hash` and
//! `data_dig` functions named in a hiera.yaml), run by the environment's Ruby worker. The worker's reads
//! of variables (interpolation, `context.interpolate`) see the scope of
//! the lookup; a lookup backend cannot call functions of the compile.

use std::rc::Rc;

use super::ruby_host::{RubyError, RubyHost, ScopeAccess};
use crate::catalog::Value;
use crate::hiera::Variables;
use crate::hiera::function_levels::{FunctionBackends, FunctionKind};

/// The Ruby worker as Hiera's function backends.
#[derive(Debug)]
pub struct RubyBackends {
    pub host: Rc<dyn RubyHost>,
    pub node: String,
}

impl FunctionBackends for RubyBackends {
    fn call(
        &self,
        kind: FunctionKind,
        function: &str,
        key: Option<&Value>,
        options: &Value,
        variables: Variables,
    ) -> Result<Option<Value>, String> {
        let mut scope = LookupScope {
            variables,
            node: &self.node,
        };
        self.host
            .hiera_function(kind.name(), function, key, options, &mut scope)
            .map_err(|e| match e {
                RubyError::Unavailable(why) => format!(
                    "Evaluation Error: Error while evaluating a Function Call, the {} function '{function}' is written in Ruby and no Ruby worker runs: {why}",
                    kind.name()
                ),
                RubyError::Lookup(message) => message,
                other => format!(
                    "Evaluation Error: Error while evaluating a Function Call, {other}"
                ),
            })
    }
}

/// A lookup's variables as the worker reads them.
struct LookupScope<'a> {
    variables: Variables<'a>,
    node: &'a str,
}

impl ScopeAccess for LookupScope<'_> {
    fn variable(&mut self, name: &str, _top: bool) -> Option<Value> {
        (self.variables)(name.trim_start_matches("::"), crate::hiera::Site::Data)
            .ok()
            .flatten()
    }

    fn variables(&mut self) -> Vec<(String, Value)> {
        Vec::new()
    }

    fn call_function(&mut self, name: &str, _: Vec<Value>, _: bool) -> Result<Value, String> {
        Err(format!(
            "spaceship: a Hiera backend cannot call '{name}' from Ruby"
        ))
    }

    fn call_block(&mut self, _: Vec<Value>) -> Result<Value, String> {
        Err("no block given (yield)".into())
    }

    fn set_variable(&mut self, name: &str, _: Value) -> Result<(), String> {
        Err(format!("Cannot assign '${name}' from a Hiera backend"))
    }

    fn parse_type(&mut self, _: &str) -> Option<Value> {
        None
    }

    fn scope_name(&self) -> String {
        "Scope(Class[main])".into()
    }

    fn node_name(&self) -> String {
        self.node.to_string()
    }
}
