//! Autoloading: what the compiler asks its environment when code names a
//! class, defined type, function or type alias it has not seen, and how
//! the definitions a module file brings join the compile.
//!
//! The compiler never reads files: an [`Environment`] (the loader layer)
//! finds the candidate files for a name in Puppet's order, parses and
//! validates each once, and hands back its definitions. A file joins the
//! compile the first time one of its names is needed, so an environment
//! with hundreds of modules costs nothing until its code is used.

use std::rc::Rc;
use std::sync::Arc;

use super::{Compiler, Eval};
use crate::syntax::ast::{Definition, Expr};
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
        variables: &dyn Fn(&str) -> Option<crate::catalog::Value>,
    ) -> Result<Option<crate::hiera::Found>, String>;

    /// A resource type written in Ruby (`name` lowercase), read from its
    /// module's `lib/puppet/type/NAME.rb` (or the environment's generated
    /// `.resource_types`); `Some(Err)` names a file that cannot be read.
    fn resource_type(
        &self,
        name: &str,
    ) -> Option<Result<Rc<crate::loader::ruby_types::RubyType>, String>>;

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
    fn hiera_keys(&self, variables: &dyn Fn(&str) -> Option<crate::catalog::Value>) -> Vec<String>;

    /// The levels the last lookup tried, for explanations.
    fn lookup_steps(&self) -> Vec<crate::hiera::Step>;

    /// A module's file as Puppet's `file()`, `epp()` and `template()`
    /// find it: `mod/rest` is `<mod>/<folder>/rest` (`folder` is
    /// `files` or `templates`); an absolute path is itself. Gives the
    /// file's path and text, `None` if there is no such file.
    fn module_file(&self, folder: &str, name: &str) -> Option<(String, String)>;

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
    fn ruby_host(&self) -> Option<Rc<dyn crate::ruby::RubyHost>> {
        None
    }
}

impl Compiler {
    /// A class definition, loaded from the modulepath when needed.
    pub(super) fn find_class(&mut self, name: &str) -> Eval<Option<Arc<Definition>>> {
        if let Some(def) = self.classes.get(name) {
            return Ok(Some(def.clone()));
        }
        self.autoload(NameKind::Definition, name, |c| c.classes.contains_key(name))?;
        let found = self.classes.get(name).cloned();
        self.note_missing(name, found.is_none());
        Ok(found)
    }

    /// A defined type, loaded from the modulepath when needed.
    pub(super) fn find_define(&mut self, name: &str) -> Eval<Option<Arc<Definition>>> {
        if let Some(def) = self.defines.get(name) {
            return Ok(Some(def.clone()));
        }
        self.autoload(NameKind::Definition, name, |c| c.defines.contains_key(name))?;
        let found = self.defines.get(name).cloned();
        self.note_missing(name, found.is_none());
        Ok(found)
    }

    /// A function written in Puppet, loaded from `functions/` when needed.
    pub(super) fn find_function(&mut self, name: &str) -> Eval<Option<Arc<Definition>>> {
        let lower = name.trim_start_matches("::").to_lowercase();
        if let Some(def) = self.functions.get(&lower) {
            return Ok(Some(def.clone()));
        }
        if lower.contains("::") {
            self.autoload(NameKind::Function, &lower, |c| {
                c.functions.contains_key(&lower)
            })?;
        }
        let found = self.functions.get(&lower).cloned();
        self.note_missing(&lower, found.is_none());
        Ok(found)
    }

    /// Keeps a name looked for in vain (see `incremental::definitions`).
    pub(super) fn note_missing(&mut self, name: &str, missing: bool) {
        if missing && !self.missed_names.contains(name) {
            self.missed_names.insert(name.to_string());
        }
    }

    /// Loads a type alias (`Mod::Name`) from `types/` if it is unknown;
    /// the alias is then in `type_aliases` under its written name. A file
    /// that defines another name is Puppet's error at the reference.
    pub(super) fn autoload_type_alias(
        &mut self,
        name: &str,
        span: crate::syntax::Span,
    ) -> Eval<()> {
        if self.type_aliases.contains_key(name) || !name.contains("::") {
            return Ok(());
        }
        let lower = name.to_lowercase();
        let loaded = self.autoload(NameKind::TypeAlias, &lower, |c| {
            c.type_aliases.keys().any(|k| k.eq_ignore_ascii_case(name))
        })?;
        let written = self
            .type_aliases
            .keys()
            .find(|k| k.eq_ignore_ascii_case(name))
            .cloned();
        match written {
            // Aliases are looked up as written; a file may capitalize the
            // name differently from the reference.
            Some(written) if written != name => {
                let target = self.type_aliases[&written].clone();
                self.type_aliases.insert(name.to_string(), target);
            }
            Some(_) => {}
            None => {
                let Some(file) = loaded.last() else {
                    return Ok(());
                };
                let actual = file.program.iter().find_map(|s| match &s.kind {
                    crate::syntax::ExprKind::TypeAlias(n, _) => Some(n.clone()),
                    _ => None,
                });
                let path = self.file_name(file.file).to_string();
                let message = format!(
                    "Evaluation Error: Error while evaluating a Type-Name, The code loaded from {path} produced type with the wrong name, expected '{lower}', actual '{}'",
                    actual.unwrap_or_default()
                );
                return Err(self.error(span, message));
            }
        }
        Ok(())
    }

    /// Brings in candidate files for `name` until `found` holds.
    /// Returns the files it went through.
    fn autoload(
        &mut self,
        kind: NameKind,
        name: &str,
        found: impl Fn(&Compiler) -> bool,
    ) -> Eval<Vec<Rc<LoadedFile>>> {
        let Some(environment) = self.options.loader.clone() else {
            return Ok(Vec::new());
        };
        let mut seen = Vec::new();
        for candidate in environment.candidates(kind, name) {
            // Each file is loaded only if the ones before it did not
            // define the name, as Puppet's autoloader goes.
            let loaded = environment.load(kind, &candidate)?;
            seen.push(loaded.clone());
            if self.loaded_files.insert(loaded.file) {
                let file_name = environment.file_name(loaded.file).unwrap_or_default();
                self.loaded_file_names.insert(loaded.file, file_name);
                self.hoist(&loaded.program, "")?;
            }
            if found(self) {
                break;
            }
        }
        Ok(seen)
    }

    /// The module the code at `file` belongs to (`""` outside modules).
    pub(super) fn module_of(&self, file: FileId) -> Rc<str> {
        self.options
            .loader
            .as_ref()
            .and_then(|e| e.module_of(file))
            .unwrap_or_else(|| Rc::from(""))
    }

    /// `$module_name` (the module of the definition, when it is in one)
    /// and `$caller_module_name` (the module of the code that declared it)
    /// in a class or define scope.
    pub(super) fn set_module_names(
        &mut self,
        scope: super::ScopeId,
        defined_in: FileId,
        declared_in: FileId,
    ) {
        let module = self.module_of(defined_in);
        let caller = self.module_of(declared_in);
        let vars = &mut self.scopes[scope].vars;
        if !module.is_empty() {
            vars.insert("module_name".into(), crate::catalog::Value::str(&module));
        }
        vars.insert(
            "caller_module_name".into(),
            crate::catalog::Value::str(&caller),
        );
    }

    /// The name of a source file, loaded by the environment or not.
    pub(super) fn file_name(&self, file: FileId) -> &str {
        match file.checked_sub(crate::syntax::span::LOADED_FILES) {
            Some(_) => self.loaded_file_names.get(&file).map_or("", String::as_str),
            None => self
                .file_names
                .get(file as usize)
                .map_or("", String::as_str),
        }
    }
}
