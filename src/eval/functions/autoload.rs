//! Autoloading: how the definitions a module file brings join the compile
//! when code names a class, defined type, function or type alias the
//! compiler has not seen. A file joins the compile the first time one of
//! its names is needed (through the
//! [`crate::loader::interface::Loader`] interface), so an
//! environment with hundreds of modules costs nothing until its code is
//! used.

use std::rc::Rc;
use std::sync::Arc;

use super::{Compiler, Eval};
use crate::loader::interface::{LoadedFile, NameKind};
use crate::syntax::FileId;
use crate::syntax::ast::Definition;

impl Compiler {
    /// ` (NOTE)` for a name not found whose module the Puppetfile names,
    /// else nothing (Puppet's words stay as they are). A class's module is
    /// its first segment (`ntp` is module ntp's class); a function's only
    /// when namespaced (plain names are global).
    pub(super) fn puppetfile_note(&self, name: &str, class: bool) -> String {
        let name = name.trim_start_matches("::");
        let module = match name.split_once("::") {
            Some((module, _)) => module,
            None if class => name,
            None => return String::new(),
        };
        self.options
            .loader
            .as_ref()
            .and_then(|l| l.puppetfile_note(&module.to_lowercase()))
            .map(|note| format!(" ({note})"))
            .unwrap_or_default()
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
