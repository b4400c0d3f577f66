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
//! marshalling of values as Puppet's rich data (`pcore`). It sits above
//! the compiler: it implements the loader's [`RubyHost`], and the front
//! ends hand [`hosts`] to the environments they open (`Overrides::ruby`).
//! Whether Ruby may run at all is the process-wide [`Policy`]
//! (`--no-ruby`, `--ruby PATH`, `SPACESHIP_RUBY`).

mod discovery;
mod pcore;
mod worker;

use std::cell::RefCell;
use std::path::PathBuf;
use std::rc::Rc;
use std::sync::Mutex;

pub use crate::loader::ruby_host::{
    BlockShape, RubyError, RubyHost, RubyHosts, ScopeAccess, Template,
};

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

/// The Ruby hosts a front end hands its environments
/// ([`crate::loader::Overrides::ruby`]): [`host`].
pub fn hosts() -> RubyHosts {
    RubyHosts::new(host)
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
