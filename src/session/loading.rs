//! Loading into a session: files and directories loaded as one program,
//! environments opened, and the session taken back to its files
//! (`:reset`) or its files read again (`:reload`).

use std::path::{Path, PathBuf};
use std::rc::Rc;

use super::accounts::diff;
use super::{Rejection, Report, Session};
use crate::catalog::Value;
use crate::driver;
use crate::loader::interface::Loader;
use crate::syntax::{self, Source};

impl Session {
    /// Opens a Puppet environment in the session: its modules and Hiera
    /// data serve every later input, and its manifests are loaded. What
    /// was typed before is dropped (it belonged to another environment);
    /// if anything fails the session stays exactly as it was.
    pub fn load_environment(&mut self, dir: &Path) -> Result<Report, Rejection> {
        // The session sits above the Ruby worker: its environments run
        // module Ruby code there (as the process's policy allows).
        let overrides = crate::loader::Overrides {
            ruby: crate::ruby::hosts(),
            ..Default::default()
        };
        let inputs = driver::inputs(&[dir.to_path_buf()], &overrides).map_err(Rejection)?;
        let loader = inputs.environment.map(|e| e as Rc<dyn Loader>);
        let mut fresh =
            Session::with_settings(self.node.clone(), self.facts.clone(), loader, self.settings);
        fresh.facts_from_host = self.facts_from_host;
        fresh.facts_source = self.facts_source.clone();
        fresh.trusted_extensions = self.trusted_extensions.clone();
        fresh.quiet = self.quiet;
        fresh.compiles = self.compiles + 1;
        fresh.extensions = self.extensions;
        fresh.verify_incremental = self.verify_incremental;
        fresh.incremental = self.incremental;
        let old = std::mem::replace(self, fresh);
        let messages = match self.load_files(&inputs.manifests) {
            Ok(step) => step.messages,
            Err(e) => {
                *self = old;
                return Err(e);
            }
        };
        let changes = diff(&old.compiled.catalog, &self.compiled.catalog, &self.sources);
        Ok(Report {
            messages,
            ..Report::of_changes(changes)
        })
    }

    /// Loads a manifest file (or a directory of them) into the session; a
    /// directory holding a Puppet environment is opened as one.
    pub fn load(&mut self, path: &Path) -> Result<Report, Rejection> {
        if path.is_dir() && crate::loader::Settings::is_environment(path) {
            return self.load_environment(path);
        }
        let files = driver::manifest_files(&[path.to_path_buf()])
            .map_err(|e| Rejection(format!("{}: {e}", path.display())))?;
        self.load_files(&files)
    }

    /// Loads manifest files as one program, as `spaceship compile` compiles
    /// them (a class in one file may be included from another); if any
    /// fails to read, parse or compile, none is loaded.
    pub fn load_files(&mut self, files: &[PathBuf]) -> Result<Report, Rejection> {
        if let [file] = files {
            let text = crate::loader::files::read_to_string(file)
                .map_err(|e| Rejection(format!("{}: {e}", file.display())))?;
            let report = self.add_source(file.display().to_string(), text)?;
            self.files.push(file.clone());
            return Ok(report);
        }
        let sources_before = self.sources.len();
        let accepted_before = self.accepted.len();
        let rollback = |this: &mut Session, e: Rejection| {
            this.accepted.truncate(accepted_before);
            this.sources.truncate(sources_before);
            Err(e)
        };
        for file in files {
            let text = match crate::loader::files::read_to_string(file) {
                Ok(t) => t,
                Err(e) => return rollback(self, Rejection(format!("{}: {e}", file.display()))),
            };
            // Named as given (relative paths stay short in the explorer).
            let id = self
                .sources
                .add(Source::new(file.display().to_string(), text));
            match syntax::parse_and_validate(self.sources.get(id), id) {
                Ok(program) => self.accepted.push((id, program)),
                Err(d) => {
                    let message = d.render(&self.sources);
                    return rollback(self, Rejection(message));
                }
            }
        }
        let report = self.recompile_accepted(accepted_before, false)?;
        self.files.extend(files.iter().cloned());
        Ok(report)
    }

    /// Forgets every typed input: the session returns to its loaded
    /// files (as they are on disk now).
    pub fn reset(&mut self) -> Result<Report, Rejection> {
        let fresh = self.fresh(self.node.clone(), self.facts.clone());
        let old = std::mem::replace(self, fresh);
        if let Err(e) = self.load_files(&old.files) {
            *self = old;
            return Err(e);
        }
        let mut changes = diff(&old.compiled.catalog, &self.compiled.catalog, &self.sources);
        super::accounts::add_causes(
            &mut changes,
            (&old.compiled.catalog, &old.sources),
            (&self.compiled.catalog, &self.sources),
        );
        Ok(Report::of_changes(changes))
    }

    /// The files loaded (command line, `:load`), for `:reload` and `:reset`.
    pub fn loaded_files(&self) -> &[PathBuf] {
        &self.files
    }

    /// An empty session that keeps counting compiles from this one and
    /// keeps its checks.
    fn fresh(&self, node: String, facts: Value) -> Session {
        let mut fresh = Session::with_settings(node, facts, self.loader.clone(), self.settings);
        fresh.facts_from_host = self.facts_from_host;
        fresh.facts_source = self.facts_source.clone();
        fresh.trusted_extensions = self.trusted_extensions.clone();
        fresh.quiet = self.quiet;
        fresh.compiles = self.compiles + 1;
        fresh.extensions = self.extensions;
        fresh.verify_incremental = self.verify_incremental;
        fresh.incremental = self.incremental;
        fresh.snapshots = self.snapshots.clone();
        fresh.storeconfigs = self.storeconfigs.clone();
        fresh
    }

    /// Makes `files` the session's files without loading them (their load
    /// failed): `:reload` loads them once they are fixed.
    pub fn keep_files_for_reload(&mut self, files: &[PathBuf]) {
        self.files = files.to_vec();
    }

    /// Reloads the files from disk, keeping typed inputs.
    pub fn reload(&mut self) -> Result<Report, Rejection> {
        let files = self.files.clone();
        let typed: Vec<String> = self
            .accepted
            .iter()
            .filter(|(f, _)| self.sources.name(*f).starts_with("<input"))
            .map(|(f, _)| self.sources.get(*f).text.clone())
            .collect();
        let mut fresh = self.fresh(self.node.clone(), self.facts.clone());
        // Modules and data are read again: the user may have edited them.
        fresh.loader = self.loader.as_ref().map(|l| l.reopened());
        fresh.compiled.options.loader = fresh.loader.clone();
        let old = std::mem::replace(self, fresh);
        if let Err(e) = self.load_files(&files) {
            *self = old;
            return Err(e);
        }
        for text in typed {
            if let Err(e) = self.submit(&text) {
                *self = old;
                return Err(e);
            }
        }
        let mut changes = diff(&old.compiled.catalog, &self.compiled.catalog, &self.sources);
        super::accounts::add_causes(
            &mut changes,
            (&old.compiled.catalog, &old.sources),
            (&self.compiled.catalog, &self.sources),
        );
        Ok(Report::of_changes(changes))
    }
}
