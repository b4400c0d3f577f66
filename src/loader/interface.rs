//! The loader interface: what the compiler asks its environment when code
//! names a class, defined type, function or type alias it has not seen
//! (and for Hiera lookups, module files and Ruby-written types).
//!
//! The compiler never reads files: it holds a `dyn` [`Loader`], which
//! [`super::Environment`] implements by finding the candidate files for a
//! name in Puppet's order and parsing and validating each once. The
//! evaluator depends on this trait only, never on the environment.

use std::rc::Rc;

use crate::syntax::ast::Expr;
use crate::syntax::{Diagnostic, FileId};

/// What kind of name is looked up; each lives in its own folder of a
/// module (`manifests/`, `functions/`, `types/`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum NameKind {
    /// A class or defined type (`manifests/`).
    Definition,
    /// A function written in the Puppet language (`functions/`).
    Function,
    /// A type alias (`types/`).
    TypeAlias,
}

/// A module file the environment parsed and validated.
#[derive(Debug)]
pub struct LoadedFile {
    /// Its id in the session's source map (from `LOADED_FILES` on).
    pub file: FileId,
    /// The module it belongs to.
    pub module: Rc<str>,
    pub program: Vec<Expr>,
}

/// A file that may define a name.
#[derive(Debug, Clone)]
pub struct Candidate {
    pub path: std::path::PathBuf,
    /// The names the file may define: this namespace and those below it.
    pub namespace: String,
    pub module: String,
}

/// What the compiler asks of an environment. The loader layer implements
/// it; a compile without one knows only the code it was given.
pub trait Loader: std::fmt::Debug {
    /// The existing files that may define `name` (lowercase, without a
    /// leading `::`), most specific first.
    fn candidates(&self, kind: NameKind, name: &str) -> Vec<Candidate>;

    /// Reads, parses and validates a candidate file (once: later calls
    /// give the same result). A file that fails to parse or validate is
    /// its located error.
    fn load(&self, kind: NameKind, candidate: &Candidate) -> Result<Rc<LoadedFile>, Diagnostic>;

    /// The name (path) of a file this environment loaded.
    fn file_name(&self, file: FileId) -> Option<String>;

    /// The module a file this environment loaded belongs to.
    fn module_of(&self, file: FileId) -> Option<Rc<str>>;

    /// The sources of the files loaded so far, in id order from
    /// `LOADED_FILES`, for a session's source map.
    fn loaded_sources(&self) -> Vec<std::sync::Arc<crate::syntax::Source>>;

    /// Looks a key up in Hiera's layers (`Ok(None)`: not found; `Err`: a
    /// configuration or data error, in words). `variables` reads the
    /// compiling scope, for interpolation.
    fn lookup(
        &self,
        key: &str,
        merge: Option<&crate::catalog::Value>,
        variables: crate::hiera::Variables,
    ) -> Result<Option<crate::hiera::Found>, String>;

    /// A resource type written in Ruby (`name` lowercase), read from its
    /// module's `lib/puppet/type/NAME.rb` (or the environment's generated
    /// `.resource_types`); `Some(Err)` names a file that cannot be read.
    fn resource_type(&self, name: &str) -> Option<Result<Rc<super::ruby_types::RubyType>, String>>;

    /// What `:environment` shows: the environment's directory, manifest,
    /// modulepath, Hiera configurations and modules, one per line.
    fn describe(&self) -> String;

    /// The same environment opened afresh: files are read again (for
    /// `:reload` after the user edited modules or data).
    fn reopened(&self) -> Rc<dyn Loader>;

    /// The names of the classes and defined types the modules' file
    /// layout promises (`mod`, `mod::a::b`), for completion; nothing is
    /// parsed.
    fn definition_names(&self) -> Vec<String>;

    /// The keys Hiera's data holds for these variables, for completion.
    fn hiera_keys(&self, variables: crate::hiera::Variables) -> Vec<String>;

    /// The levels the last lookup tried, for explanations.
    fn lookup_steps(&self) -> crate::catalog::lookup::Explained;

    /// Whether lookups from now on build Puppet's explanation tree too
    /// (costly: only for a lookup to explain).
    fn explain_lookups(&self, _on: bool) {}

    /// A module's file as Puppet's `file()`, `epp()` and `template()`
    /// find it: `mod/rest` is `<mod>/<folder>/rest` (`folder` is
    /// `files` or `templates`); an absolute path is itself. Gives the
    /// file's path and text, `None` if there is no such file, or why a
    /// file that is there cannot be read (a FIFO, a device, too large).
    fn module_file(&self, folder: &str, name: &str) -> Result<Option<(String, String)>, String>;

    /// The path `find_file()` (`folder` `files`) or `find_template()`
    /// (`templates`) gives for a reference resolved as `module_file`
    /// resolves it, if a file or directory is there.
    fn find_module_file(&self, folder: &str, reference: &str) -> Option<String>;

    /// The file of a function written in Ruby that a module provides
    /// under `lib/puppet/functions` or `lib/puppet/parser/functions`.
    fn ruby_function(&self, name: &str) -> Option<String>;

    /// The directory of the module of this name on the modulepath.
    fn module_dir(&self, _name: &str) -> Option<String> {
        None
    }

    /// The Ruby worker that runs this environment's module Ruby code
    /// (started on first use); `None` where Ruby may not run.
    fn ruby_host(&self) -> Option<Rc<dyn super::ruby_host::RubyHost>> {
        None
    }

    /// What the environment's Puppetfile says of a module whose name was
    /// not found: the entry that would provide it, and how what is
    /// installed differs (None: no Puppetfile, or no such entry).
    fn puppetfile_note(&self, _module: &str) -> Option<String> {
        None
    }
}
