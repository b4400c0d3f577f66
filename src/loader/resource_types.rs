//! Finding resource types written in Ruby on the modulepath, as Puppet's
//! autoloader does: `<env>/.resource_types/NAME.pp` (what `puppet generate
//! types` wrote) first, then the first module's `lib/puppet/type/NAME.rb`.
//! Helper files (`lib/puppet_x/**`, `lib/puppet/provider/**`) may add
//! attributes to a type, so they are read once, the first time a Ruby
//! type is needed. A type gains `provider` when any module has providers
//! for it.

use std::cell::{OnceCell, RefCell};
use std::path::{Path, PathBuf};
use std::rc::Rc;

use rustc_hash::{FxHashMap as HashMap, FxHashSet as HashSet};

use super::Modules;
use super::ruby_types::{Mixin, RubyType, read_generated, read_mixins, read_type_with};

/// A type found, or why its file could not be read.
pub type Found = Option<Result<Rc<RubyType>, String>>;

/// The Ruby types of an environment, read as they are needed.
#[derive(Debug, Default)]
pub struct ResourceTypes {
    found: RefCell<HashMap<String, Found>>,
    helpers: OnceCell<Helpers>,
}

/// What the modules' helper files give types, gathered in one walk.
#[derive(Debug, Default)]
struct Helpers {
    mixins: Vec<Mixin>,
    /// The types some module has providers for (`lib/puppet/provider/
    /// NAME/` holds a `.rb`).
    with_providers: HashSet<String>,
}

impl ResourceTypes {
    /// The type `name` (lowercase), if a module or the environment's
    /// generated types define it.
    pub fn find(&self, modules: &Modules, root: Option<&Path>, name: &str) -> Found {
        if let Some(done) = self.found.borrow().get(name) {
            return done.clone();
        }
        let found = self.read(modules, root, name);
        self.found
            .borrow_mut()
            .insert(name.to_string(), found.clone());
        found
    }

    fn read(&self, modules: &Modules, root: Option<&Path>, name: &str) -> Found {
        if !valid_type_name(name) {
            return None;
        }
        if let Some(root) = root {
            let generated = root.join(".resource_types").join(format!("{name}.pp"));
            if let Ok(text) = super::files::read_to_string(&generated) {
                let shown = generated.display().to_string();
                return Some(
                    read_generated(&shown, &text)
                        .map(Rc::new)
                        .map_err(|e| e.to_string()),
                );
            }
        }
        let file = modules
            .iter()
            .map(|m| m.dir.join("lib/puppet/type").join(format!("{name}.rb")))
            .find(|f| f.is_file())?;
        let shown = file.display().to_string();
        let text = match super::files::read(&file) {
            Ok(bytes) => text_of(bytes),
            Err(e) => return Some(Err(format!("{shown}: {e}"))),
        };
        let helpers = self.helpers.get_or_init(|| read_helpers(modules));
        let mut read = match read_type_with(&shown, &text, &helpers.mixins) {
            Ok(t) => t,
            Err(e) => return Some(Err(e.to_string())),
        };
        if helpers.with_providers.contains(name) {
            read.add_provider_param();
        }
        Some(Ok(Rc::new(read)))
    }
}

/// What every module's helper files (`lib/puppet_x`, providers) declare;
/// a file the reader cannot follow adds nothing.
fn read_helpers(modules: &Modules) -> Helpers {
    let mut files = Vec::new();
    let mut with_providers = HashSet::default();
    for m in modules.iter() {
        ruby_files(&m.dir.join("lib/puppet_x"), &mut files);
        let providers = m.dir.join("lib/puppet/provider");
        for entry in std::fs::read_dir(&providers)
            .into_iter()
            .flatten()
            .flatten()
        {
            let path = entry.path();
            if is_dir(&entry) {
                if ruby_files(&path, &mut files) {
                    with_providers.insert(entry.file_name().to_string_lossy().into_owned());
                }
            } else if path.extension().is_some_and(|x| x == "rb") {
                files.push(path);
            }
        }
    }
    files.sort();
    let mut mixins = Vec::new();
    for f in files {
        let Ok(bytes) = super::files::read(&f) else {
            continue;
        };
        let text = text_of(bytes);
        if !may_declare_attributes(&text) {
            continue;
        }
        if let Ok(found) = read_mixins(&f.display().to_string(), &text) {
            mixins.extend(found);
        }
    }
    Helpers {
        mixins,
        with_providers,
    }
}

/// A Ruby file's text, invalid UTF-8 replaced (checked first with the
/// standard library's validation, which is faster than the lossy
/// conversion's on the valid text nearly every file is).
fn text_of(bytes: Vec<u8>) -> String {
    String::from_utf8(bytes).unwrap_or_else(|e| String::from_utf8_lossy(e.as_bytes()).into_owned())
}

/// Whether a helper file has any word a mixin's declaration is made of
/// (`read_mixins` keeps only modules that declare something, and every
/// declaration is one of these words). Most helper files are providers
/// and utilities with none: they are not lexed at all.
fn may_declare_attributes(text: &str) -> bool {
    ["newparam", "newproperty", "ensurable", "title_patterns"]
        .iter()
        .any(|word| text.contains(word))
}

/// Collects the `.rb` files below `dir`; whether `dir` itself holds an
/// entry named `*.rb` (what makes a provider folder count, whatever the
/// entry is). Links to files are taken; links to folders are not
/// followed (as Ruby's `**` follows none), so a link loop cannot trap
/// the walk.
fn ruby_files(dir: &Path, out: &mut Vec<PathBuf>) -> bool {
    let mut has_rb = false;
    for entry in super::files::entries(dir).unwrap_or_default() {
        let rb = entry.path.extension().is_some_and(|x| x == "rb");
        has_rb |= rb;
        if entry.is_real_dir() {
            ruby_files(&entry.path, out);
        } else if rb && !entry.is_dir {
            out.push(entry.path);
        }
    }
    has_rb
}

/// Whether an entry is a folder, following links: the entry's own type
/// when it is not a link (no further call), else its target's.
fn is_dir(entry: &std::fs::DirEntry) -> bool {
    match entry.file_type() {
        Ok(t) if t.is_symlink() => entry.path().is_dir(),
        Ok(t) => t.is_dir(),
        Err(_) => entry.path().is_dir(),
    }
}

/// Resource type names are lowercase words (no `::`).
fn valid_type_name(name: &str) -> bool {
    name.starts_with(|c: char| c.is_ascii_lowercase())
        && name
            .chars()
            .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '_')
}
