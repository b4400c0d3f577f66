//! The compiler's interface to module Ruby code: [`RubyHost`], what the
//! worker may ask of the compile ([`ScopeAccess`]), and [`RubyHosts`], the
//! way a front end hands an environment its worker. The worker itself (the
//! `ruby` layer) sits above the compiler and implements this interface, so
//! the loader and the compiler never name the process they talk to.

use std::path::PathBuf;
use std::rc::Rc;

use crate::catalog::Value;

/// How an environment gets the Ruby host for its modulepath, made the first
/// time a compile meets Ruby code: a front end (or a test) above the
/// `ruby` layer hands in `ruby::hosts()`; without one (the default), Ruby
/// code is an error as with `--no-ruby`.
#[derive(Clone, Copy, Default)]
pub struct RubyHosts(Option<MakeHost>);

/// Makes the host for a modulepath (`None`: Ruby may not run).
pub type MakeHost = fn(&[PathBuf]) -> Option<Rc<dyn RubyHost>>;

impl RubyHosts {
    /// Hosts made by `make`, from an environment's modulepath.
    pub fn new(make: MakeHost) -> RubyHosts {
        RubyHosts(Some(make))
    }

    /// The host for this modulepath; `None` when none was handed in or
    /// none may run.
    pub fn host(&self, modulepath: &[PathBuf]) -> Option<Rc<dyn RubyHost>> {
        self.0.and_then(|make| make(modulepath))
    }
}

impl std::fmt::Debug for RubyHosts {
    // The function's address differs from run to run: fleet's cache key
    // prints the overrides, so say only whether there is one.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self.0 {
            Some(_) => "RubyHosts(worker)",
            None => "RubyHosts(none)",
        })
    }
}

/// What the Ruby code may ask of the compile while it runs.
pub trait ScopeAccess {
    /// A variable as `scope['name']` reads it (`name` may be qualified);
    /// `top`: read from the top scope (a 4.x function's closure scope)
    /// rather than the calling scope. `None`: not set.
    fn variable(&mut self, name: &str, top: bool) -> Option<Value>;
    /// Every variable the calling scope sees (`scope.to_hash`).
    fn variables(&mut self) -> Vec<(String, Value)>;
    /// Calls a function in the compile (`call_function`,
    /// `function_name(args)` with `legacy`); `Err` is the message.
    fn call_function(
        &mut self,
        name: &str,
        args: Vec<Value>,
        legacy: bool,
    ) -> Result<Value, String>;
    /// `scope.setvar(name, value)` in the calling scope.
    fn set_variable(&mut self, name: &str, value: Value) -> Result<(), String>;
    /// Calls the lambda the Puppet code gave the function being run (its
    /// block, which the Ruby code `yield`s to).
    fn call_block(&mut self, args: Vec<Value>) -> Result<Value, String>;
    /// A type written as Puppet writes it (`Integer[1, 2]`), from Ruby.
    fn parse_type(&mut self, text: &str) -> Option<Value>;
    /// How the calling scope names itself (`Scope(Class[Rw])`).
    fn scope_name(&self) -> String;
    /// The node being compiled.
    fn node_name(&self) -> String;
}

/// Why Ruby code did not give a value.
#[derive(Debug, Clone, PartialEq)]
pub enum RubyError {
    /// No Ruby may or can run: the message says why (and how to install
    /// one).
    Unavailable(String),
    /// The code raised: Puppet's message for it.
    Raised(String),
    /// Hiera's own error (`Puppet::DataBinding::LookupError`, a Hiera
    /// function not found): Puppet reports it without the lookup call's
    /// location.
    Lookup(String),
    /// The worker died, hung, was interrupted, or answered nonsense; the
    /// next call starts a fresh one.
    Worker(String),
}

impl std::fmt::Display for RubyError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            RubyError::Unavailable(m)
            | RubyError::Raised(m)
            | RubyError::Lookup(m)
            | RubyError::Worker(m) => f.write_str(m),
        }
    }
}

/// The compiler's interface to module Ruby code.
pub trait RubyHost: std::fmt::Debug {
    /// Calls the function `name` defined in `file` (the legacy API when
    /// the file is under `parser/functions`), with a block when the
    /// Puppet code gave a lambda (`block`: its parameters, see
    /// [`BlockShape`]).
    fn call_function(
        &self,
        name: &str,
        file: &str,
        args: &[Value],
        block: Option<BlockShape>,
        scope: &mut dyn ScopeAccess,
    ) -> Result<Value, RubyError>;

    /// Renders an ERB template with Puppet's template wrapper: a module
    /// template's path, or inline text (`inline_template`).
    fn render_template(
        &self,
        template: Template<'_>,
        scope: &mut dyn ScopeAccess,
    ) -> Result<String, RubyError>;

    /// Calls a Hiera function of `kind` (`lookup_key`, `data_hash`,
    /// `data_dig`) with its key (none for `data_hash`): `Ok(None)` when it
    /// says the key is not found.
    fn hiera_function(
        &self,
        kind: &str,
        function: &str,
        key: Option<&Value>,
        options: &Value,
        scope: &mut dyn ScopeAccess,
    ) -> Result<Option<Value>, RubyError>;

    /// Whether a worker may still run (false once none could start).
    fn enabled(&self) -> bool;

    /// Warnings to show once: the worker's Puppet is not of the major
    /// version spaceship compiles as (`compiling_as`, `7.23` or `8.10`);
    /// said once per worker and version.
    fn notices(&self, compiling_as: &str) -> Vec<String>;

    /// The running worker: its Puppet and Ruby, start-up time, memory.
    fn describe(&self) -> Option<String>;
}

/// The parameters of a lambda given to a Ruby function: how many are
/// required, how many more are optional, whether the last captures the
/// rest (the Ruby block the function gets has the same shape).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct BlockShape {
    pub required: usize,
    pub optional: usize,
    pub rest: bool,
}

/// A template to render through the worker.
#[derive(Debug, Clone, Copy)]
pub enum Template<'a> {
    /// A module template: its name as `template()` was given it, its path.
    File { name: &'a str, path: &'a str },
    /// `inline_template`'s text.
    Inline(&'a str),
}
