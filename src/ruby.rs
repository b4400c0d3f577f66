//! The Ruby worker: where a module's Ruby code runs when spaceship has no
//! native implementation of it — functions of both of Puppet's APIs
//! (`Puppet::Functions.create_function`, `newfunction`) and ERB templates
//! whose Ruby the native evaluator refuses. A persistent child process of
//! the machine's Ruby loads the machine's Puppet library and runs the code
//! with Puppet's own loaders and template wrapper, so the result is
//! Puppet's; its scope reads and function calls come back over the pipe
//! to the live compile (through [`ScopeAccess`]), so they see what
//! Puppet would see at that point.
//!
//! This layer owns the process (lazily started, one per environment and
//! thread, restarted after a crash, hang or interrupt), the protocol
//! (JSON lines, `worker.rb` shipped inside the binary) and the
//! marshalling of values as Puppet's rich data (`pcore`). The compiler
//! asks it through [`RubyHost`]; whether Ruby may run at all is the
//! process-wide [`Policy`] (`--no-ruby`, `--ruby PATH`, `SPACESHIP_RUBY`).

mod discovery;
mod pcore;
mod worker;

use std::cell::RefCell;
use std::path::PathBuf;
use std::rc::Rc;
use std::sync::Mutex;

use crate::catalog::Value;

pub use discovery::INSTALL_ADVICE;
pub use pcore::{from_pcore, to_pcore};
pub use worker::{Worker, WorkerInfo};

/// Whether and with which Ruby module code written in Ruby may run.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub enum Policy {
    /// The Ruby of `SPACESHIP_RUBY`, else Puppet's own (AIO, OpenVox),
    /// else `ruby` on the `PATH`.
    #[default]
    Auto,
    /// `--ruby PATH`.
    Path(PathBuf),
    /// `--no-ruby`: module Ruby code is an error, as without a worker.
    Forbidden,
}

static POLICY: Mutex<Option<Policy>> = Mutex::new(None);

/// Sets the process's policy (the command line does, once).
pub fn set_policy(policy: Policy) {
    *POLICY.lock().unwrap_or_else(|e| e.into_inner()) = Some(policy);
}

/// The process's policy.
pub fn policy() -> Policy {
    POLICY
        .lock()
        .unwrap_or_else(|e| e.into_inner())
        .clone()
        .unwrap_or_default()
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

/// The host for an environment (its modulepath): the thread's worker,
/// started the first time Ruby code is met and shared by every
/// environment and compile of the thread; `None` when the policy forbids
/// Ruby.
pub fn host(modulepath: &[PathBuf]) -> Option<Rc<dyn RubyHost>> {
    let policy = policy();
    if policy == Policy::Forbidden {
        return None;
    }
    thread_local! {
        static WORKER: RefCell<Option<Rc<Worker>>> = const { RefCell::new(None) };
    }
    let worker = WORKER.with(|w| {
        w.borrow_mut()
            .get_or_insert_with(|| Rc::new(Worker::new(policy)))
            .clone()
    });
    Some(Rc::new(worker::EnvironmentHost::new(
        worker,
        modulepath.to_vec(),
    )))
}
