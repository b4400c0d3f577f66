//! The environment and loader layer: everything the compiler needs from the
//! file system (environment.conf, the modulepath, autoloaded manifests,
//! facts files, Ruby-written resource types). The compiler asks this layer
//! for names and never reads files itself; only loaders and stores do IO.
//!
//! An [`Environment`] is opened once per session and shared by all its
//! compiles: a module file is read, parsed and validated the first time
//! one of its names is needed, and kept.

pub mod facts;
pub mod files;
pub mod glob;
pub mod host_facts;
pub mod interface;
pub mod modules;
pub mod puppetfile;
pub mod resource_types;
mod ruby_backends;
pub mod ruby_host;
pub mod ruby_types;
pub mod settings;

use std::cell::{OnceCell, RefCell};
use std::path::{Path, PathBuf};
use std::rc::Rc;
use std::sync::Arc;

use rustc_hash::{FxHashMap as HashMap, FxHashSet as HashSet};

use crate::hiera::Hiera;
use crate::loader::interface::{Candidate, LoadedFile, Loader, NameKind};
use crate::syntax::span::LOADED_FILES;
use crate::syntax::{self, Diagnostic, FileId, Source};
pub use modules::Modules;
pub use settings::{Overrides, Settings};

/// A Puppet environment: its settings, its modules, and the module files
/// loaded so far.
#[derive(Debug)]
pub struct Environment {
    pub settings: Settings,
    modules: Modules,
    /// Each file tried, by path: its definitions or its error.
    files: RefCell<HashMap<PathBuf, Result<Rc<LoadedFile>, Diagnostic>>>,
    /// The sources of loaded files, numbered from `LOADED_FILES`, and the
    /// module of each.
    sources: RefCell<Vec<(Arc<Source>, Rc<str>)>>,
    /// The files of the modules' global Ruby function folders, listed the
    /// first time a Ruby function is looked for.
    global_function_files: OnceCell<Vec<(PathBuf, HashSet<std::ffi::OsString>)>>,
    /// Ruby functions found so far, by name (`None`: looked for, absent).
    ruby_functions: RefCell<HashMap<String, Option<PathBuf>>>,
    /// The resolved main manifest files, once listed.
    manifests: OnceCell<Vec<PathBuf>>,
    /// Resource types written in Ruby, read as they are needed.
    resource_types: resource_types::ResourceTypes,
    /// Hiera's layers, read when the first lookup needs them (a bad
    /// hiera.yaml is an error there, as in Puppet).
    hiera: OnceCell<Result<Hiera, String>>,
    /// The Ruby worker's view of this environment, made on first need.
    ruby: OnceCell<Option<Rc<dyn ruby_host::RubyHost>>>,
    /// The environment's Puppetfile, read when a name is not found.
    puppetfile: OnceCell<Result<Option<puppetfile::Puppetfile>, String>>,
    /// While recording ([`Environment::record_reads`]): the files each
    /// request named — loaded, probed as candidates, templates and module
    /// files — cached or not.
    reads: RefCell<Option<Vec<PathBuf>>>,
}

impl Environment {
    /// Opens an environment: lists its modules, reads nothing else.
    pub fn open(settings: Settings) -> Environment {
        Environment {
            modules: Modules::scan(&settings.modulepath),
            settings,
            files: RefCell::default(),
            sources: RefCell::default(),
            ruby_functions: RefCell::default(),
            global_function_files: OnceCell::new(),
            manifests: OnceCell::new(),
            hiera: OnceCell::new(),
            reads: RefCell::default(),
            resource_types: Default::default(),
            ruby: OnceCell::new(),
            puppetfile: OnceCell::new(),
        }
    }

    /// From now on, records the files compiles read or look for: module
    /// files (every candidate of a name asked for, found or not),
    /// templates and other module files, Hiera data files. The paths of
    /// what Ruby code reads (`lib/`) and the environment's configuration
    /// (`environment.conf`, `hiera.yaml`, the module list) are not
    /// recorded: a caller comparing reads treats changes to them as
    /// changes to everything.
    pub fn record_reads(&self) {
        *self.reads.borrow_mut() = Some(Vec::new());
        if let Ok(hiera) = self.hiera() {
            hiera.record_reads();
        }
    }

    /// What was read or looked for since the last call (recording goes
    /// on).
    pub fn take_reads(&self) -> Vec<PathBuf> {
        let mut reads = (self.reads.borrow_mut().as_mut())
            .map(std::mem::take)
            .unwrap_or_default();
        if let Some(Ok(hiera)) = self.hiera.get() {
            reads.extend(hiera.take_reads());
        }
        reads
    }

    fn note_read(&self, path: &Path) {
        if let Some(reads) = self.reads.borrow_mut().as_mut() {
            reads.push(path.to_path_buf());
        }
    }

    /// The modules on the modulepath, first of each name.
    pub fn modules(&self) -> &Modules {
        &self.modules
    }

    /// Hiera's layers for this environment.
    pub fn hiera(&self) -> Result<&Hiera, String> {
        self.hiera
            .get_or_init(|| {
                let modules = self
                    .modules
                    .iter()
                    .map(|m| (m.name.clone(), m.dir.clone()))
                    .collect();
                let hiera = Hiera::open(
                    self.settings.hiera_config.as_deref(),
                    self.settings.root.as_deref(),
                    modules,
                    Rc::new(HieraFiles),
                )
                .map_err(|d| d.message)?;
                if let Some(host) = self.ruby_host() {
                    hiera.set_function_backends(Rc::new(ruby_backends::RubyBackends {
                        host,
                        node: String::new(),
                    }));
                }
                Ok(hiera)
            })
            .as_ref()
            .map_err(Clone::clone)
    }

    /// The main manifest's files: the file, or every `.pp` below the
    /// directory ordered as Puppet orders them (by path, byte by byte).
    pub fn manifest_files(&self) -> std::io::Result<Vec<PathBuf>> {
        if let Some(files) = self.manifests.get() {
            return Ok(files.clone());
        }
        let files = match &self.settings.manifest {
            None => Vec::new(),
            Some(m) if m.is_dir() => {
                let mut files = Vec::new();
                collect_manifests(m, &mut files)?;
                files.sort_by(|a, b| {
                    a.as_os_str()
                        .as_encoded_bytes()
                        .cmp(b.as_os_str().as_encoded_bytes())
                });
                files
            }
            Some(m) if m.is_file() => vec![m.clone()],
            // An environment without its manifest compiles nothing of
            // its own, as Puppet's does.
            Some(_) => Vec::new(),
        };
        Ok(self.manifests.get_or_init(|| files).clone())
    }

    /// Reads, parses and validates one module file (once).
    fn load_file(
        &self,
        kind: NameKind,
        path: &Path,
        namespace: &str,
        module: &str,
    ) -> Result<Rc<LoadedFile>, Diagnostic> {
        if let Some(done) = self.files.borrow().get(path) {
            return done.clone();
        }
        let result = self.read_and_parse(kind, path, namespace, module);
        self.files
            .borrow_mut()
            .insert(path.to_path_buf(), result.clone());
        result
    }

    /// A file's path as Puppet names it: absolute, `.` and `..` taken
    /// out, symlinks left as they are (Ruby's `File.expand_path`).
    fn canonical(&self, path: &Path) -> PathBuf {
        expand_path(path)
    }

    fn read_and_parse(
        &self,
        kind: NameKind,
        path: &Path,
        namespace: &str,
        module: &str,
    ) -> Result<Rc<LoadedFile>, Diagnostic> {
        let name = self.canonical(path).display().to_string();
        let text = files::read_to_string(path).map_err(|e| {
            Diagnostic::new(Default::default(), format!("Could not read {name}: {e}"))
        })?;
        let file = {
            let mut sources = self.sources.borrow_mut();
            sources.push((Arc::new(Source::new(name.clone(), text)), Rc::from(module)));
            LOADED_FILES + (sources.len() - 1) as FileId
        };
        let source = self.sources.borrow()[(file - LOADED_FILES) as usize]
            .0
            .clone();
        let program = syntax::parse_and_validate(&source, file)?;
        let check_names = kind != NameKind::TypeAlias;
        syntax::validate::check_module_file(&program, namespace, &name, check_names)?;
        Ok(Rc::new(LoadedFile {
            file,
            module: Rc::from(module),
            program,
        }))
    }
}

impl Loader for Environment {
    fn candidates(&self, kind: NameKind, name: &str) -> Vec<Candidate> {
        self.modules
            .candidates(kind, name)
            .into_iter()
            .inspect(|(path, _, _)| self.note_read(path))
            .map(|(path, namespace, module)| Candidate {
                path,
                namespace,
                module: module.name.clone(),
            })
            .collect()
    }

    fn load(&self, kind: NameKind, candidate: &Candidate) -> Result<Rc<LoadedFile>, Diagnostic> {
        self.note_read(&candidate.path);
        self.load_file(
            kind,
            &candidate.path,
            &candidate.namespace,
            &candidate.module,
        )
    }

    fn loaded_sources(&self) -> Vec<Arc<Source>> {
        self.sources
            .borrow()
            .iter()
            .map(|(s, _)| s.clone())
            .collect()
    }

    fn file_name(&self, file: FileId) -> Option<String> {
        let index = file.checked_sub(LOADED_FILES)? as usize;
        self.sources
            .borrow()
            .get(index)
            .map(|(s, _)| s.name.clone())
    }

    fn module_of(&self, file: FileId) -> Option<Rc<str>> {
        let index = file.checked_sub(LOADED_FILES)? as usize;
        self.sources.borrow().get(index).map(|(_, m)| m.clone())
    }

    fn lookup(
        &self,
        key: &str,
        merge: Option<&crate::catalog::Value>,
        variables: crate::hiera::Variables,
    ) -> Result<Option<crate::hiera::Found>, String> {
        self.hiera()?.lookup(key, merge, variables)
    }

    fn resource_type(&self, name: &str) -> resource_types::Found {
        self.resource_types
            .find(&self.modules, self.settings.root.as_deref(), name)
    }

    fn describe(&self) -> String {
        let shown = |p: &Option<PathBuf>| {
            p.as_ref()
                .map_or("(none)".to_string(), |p| p.display().to_string())
        };
        let modulepath: Vec<String> = self
            .settings
            .modulepath
            .iter()
            .map(|p| p.display().to_string())
            .collect();
        let environment_hiera = self
            .settings
            .root
            .as_ref()
            .map(|r| r.join("hiera.yaml"))
            .filter(|p| p.is_file());
        let modules: Vec<&str> = self.modules.iter().map(|m| m.name.as_str()).collect();
        format!(
            "environment: production\ndirectory: {}\nmanifest: {}\nmodulepath: {}\nhiera (global): {}\nhiera (environment): {}\nmodules ({}): {}\n",
            shown(&self.settings.root),
            shown(&self.settings.manifest),
            modulepath.join(":"),
            shown(&self.settings.hiera_config),
            shown(&environment_hiera),
            modules.len(),
            modules.join(", ")
        )
    }

    fn reopened(&self) -> Rc<dyn Loader> {
        Rc::new(Environment::open(self.settings.clone()))
    }

    fn definition_names(&self) -> Vec<String> {
        let mut names = Vec::new();
        for module in self.modules.iter() {
            let manifests = module.dir.join("manifests");
            let mut files = Vec::new();
            if collect_manifests(&manifests, &mut files).is_err() {
                continue;
            }
            for file in files {
                let Ok(relative) = file.strip_prefix(&manifests) else {
                    continue;
                };
                let inner: Vec<String> = relative
                    .with_extension("")
                    .iter()
                    .map(|s| s.to_string_lossy().to_string())
                    .collect();
                names.push(match inner.as_slice() {
                    [init] if init == "init" => module.name.clone(),
                    _ => format!("{}::{}", module.name, inner.join("::")),
                });
            }
        }
        names.sort();
        names
    }

    fn hiera_keys(&self, variables: crate::hiera::Variables) -> Vec<String> {
        match self.hiera() {
            Ok(hiera) => hiera.keys(variables),
            Err(_) => Vec::new(),
        }
    }

    fn explain_lookups(&self, on: bool) {
        if let Ok(hiera) = self.hiera() {
            hiera.explain_in_puppet_s_words(on);
        }
    }

    fn lookup_steps(&self) -> crate::catalog::lookup::Explained {
        match self.hiera() {
            Ok(hiera) => hiera.take_explanation(),
            Err(_) => Default::default(),
        }
    }

    fn module_file(&self, folder: &str, name: &str) -> Result<Option<(String, String)>, String> {
        let Some(path) = self.modules.reference_path(folder, name) else {
            return Ok(None);
        };
        self.note_read(Path::new(&path));
        match files::read_to_string(Path::new(&path)) {
            Ok(text) => Ok(Some((path, text))),
            // Something there that is not a file to read is refused by
            // name; anything else (nothing there, a directory, no
            // permission) is a file not found, as in Puppet.
            Err(e)
                if matches!(
                    e.kind(),
                    std::io::ErrorKind::InvalidInput | std::io::ErrorKind::FileTooLarge
                ) =>
            {
                Err(format!("Could not read {path}: {e}"))
            }
            Err(_) => Ok(None),
        }
    }

    fn find_module_file(&self, folder: &str, reference: &str) -> Option<String> {
        let path = self.modules.reference_path(folder, reference)?;
        self.note_read(Path::new(&path));
        // Puppet checks only that something is there: a directory counts.
        Path::new(&path).exists().then_some(path)
    }

    fn ruby_function(&self, name: &str) -> Option<String> {
        if let Some(found) = self.ruby_functions.borrow().get(name) {
            return found.as_ref().map(|p| p.display().to_string());
        }
        let found = self.find_ruby_function(name);
        let shown = found.as_ref().map(|p| p.display().to_string());
        self.ruby_functions
            .borrow_mut()
            .insert(name.to_string(), found);
        shown
    }

    fn module_dir(&self, name: &str) -> Option<String> {
        self.modules.get(name).map(|m| m.dir.display().to_string())
    }

    fn ruby_host(&self) -> Option<Rc<dyn ruby_host::RubyHost>> {
        self.ruby
            .get_or_init(|| self.settings.ruby.host(&self.settings.modulepath))
            .clone()
    }
    fn puppetfile_note(&self, module: &str) -> Option<String> {
        let root = self.settings.root.as_ref()?;
        let read = self
            .puppetfile
            .get_or_init(|| puppetfile::Puppetfile::read(root).map_err(|d| d.message));
        let file = match read {
            Ok(Some(file)) => file,
            Ok(None) => return None,
            Err(e) => return Some(format!("the Puppetfile does not parse: {e}")),
        };
        let entry = file.entry_for(module)?;
        let provides = format!("Puppetfile line {}: {}", entry.line, entry.shown());
        let dir = file.install_dir(root, entry);
        let shown_dir = dir.strip_prefix(root).unwrap_or(&dir).display().to_string();
        Some(match file.status(root, entry) {
            puppetfile::Status::Missing => format!(
                "{provides} would provide it; {shown_dir} is not installed (spaceship does not download modules: r10k puppetfile install or g10k does)"
            ),
            puppetfile::Status::Mismatched { installed } => {
                format!("{provides} would provide it; {shown_dir} holds version {installed}")
            }
            puppetfile::Status::Installed { version } => format!(
                "{provides}; {shown_dir}{} does not define it",
                version
                    .map(|v| format!(" (version {v})"))
                    .unwrap_or_default()
            ),
        })
    }
}

/// A path made absolute as Ruby's `File.expand_path` makes it: from the
/// working directory, `.` and `..` resolved by name, symlinks kept (Puppet
/// names files in catalogs through the links of the environment's path).
pub fn expand_path(path: &Path) -> PathBuf {
    use std::path::Component;
    let absolute = std::path::absolute(path).unwrap_or_else(|_| path.to_path_buf());
    let mut out = PathBuf::new();
    for component in absolute.components() {
        match component {
            Component::CurDir => {}
            Component::ParentDir => {
                out.pop();
            }
            other => out.push(other.as_os_str()),
        }
    }
    out
}

/// The folders of global Ruby functions in a module: the modern API's,
/// then the legacy API's.
const GLOBAL_FUNCTION_FOLDERS: [&str; 2] = ["lib/puppet/functions", "lib/puppet/parser/functions"];

impl Environment {
    /// Where a module defines a Ruby function: `lib/puppet/functions/` (the
    /// modern API, namespaced by folder) or `lib/puppet/parser/functions/`
    /// (the legacy API, global names).
    fn find_ruby_function(&self, name: &str) -> Option<PathBuf> {
        let segments: Vec<&str> = name.split("::").collect();
        let relative: PathBuf = segments.iter().collect::<PathBuf>().with_extension("rb");
        if segments.len() > 1 {
            let module = self.modules.get(segments[0])?;
            let file = module.dir.join("lib/puppet/functions").join(&relative);
            return file.is_file().then_some(file);
        }
        let file_name = relative.into_os_string();
        let listed = self
            .global_function_files
            .get_or_init(|| list_global_function_files(&self.modules));
        listed
            .iter()
            .find(|(_, files)| files.contains(&file_name))
            .map(|(folder, _)| folder.join(&file_name))
    }
}

/// Each module's folders of global Ruby functions, in the order they are
/// searched, with the files (not folders) each holds: listing them once
/// costs less than trying every folder for every name.
fn list_global_function_files(modules: &Modules) -> Vec<(PathBuf, HashSet<std::ffi::OsString>)> {
    let mut out = Vec::new();
    for m in modules.iter() {
        for folder in GLOBAL_FUNCTION_FOLDERS {
            let folder = m.dir.join(folder);
            let Ok(entries) = std::fs::read_dir(&folder) else {
                continue;
            };
            let files = entries
                .flatten()
                .filter(|e| match e.file_type() {
                    Ok(t) if t.is_symlink() => e.path().is_file(),
                    Ok(t) => t.is_file(),
                    Err(_) => e.path().is_file(),
                })
                .map(|e| e.file_name())
                .collect();
            out.push((folder, files));
        }
    }
    out
}

/// The `.pp` files below `dir`, as Puppet's `Dir.glob('**/*.pp')` finds
/// them: links to files are taken, links to directories are not followed
/// (Puppet 7.23 reads neither a linked folder nor a link to a parent, so
/// no link makes the walk loop or read a file twice), and hidden names
/// are left out.
fn collect_manifests(dir: &Path, out: &mut Vec<PathBuf>) -> std::io::Result<()> {
    for entry in files::entries(dir)? {
        if entry.is_hidden() {
            continue;
        }
        if entry.is_real_dir() {
            collect_manifests(&entry.path, out)?;
        } else if !entry.is_dir && entry.path.extension().is_some_and(|x| x == "pp") {
            out.push(entry.path);
        }
    }
    Ok(())
}

/// Hiera's view of the file system: data files and configurations read
/// as every file is ([`files::read_to_string`]), globs as Ruby globs.
#[derive(Debug)]
struct HieraFiles;

impl crate::hiera::Files for HieraFiles {
    fn read(&self, path: &Path) -> std::io::Result<Option<String>> {
        match files::read_to_string(path) {
            Ok(text) => Ok(Some(text)),
            Err(e)
                if matches!(
                    e.kind(),
                    std::io::ErrorKind::NotFound | std::io::ErrorKind::NotADirectory
                ) =>
            {
                Ok(None)
            }
            Err(e) => Err(e),
        }
    }

    fn glob(&self, dir: &Path, pattern: &str) -> Vec<PathBuf> {
        glob::glob(dir, pattern)
    }
}
