//! The modules on a modulepath, and the files Puppet's autoloader tries
//! for a name: `a::b::c` is `a/manifests/b/c.pp`, then `a/manifests/b.pp`,
//! then `a/manifests/init.pp`; functions are `a/functions/b/c.pp`, type
//! aliases `a/types/b/c.pp`. The first module of a name wins.

use std::path::{Path, PathBuf};

use rustc_hash::FxHashMap as HashMap;

use crate::loader::interface::NameKind;

/// One module: its name and directory.
#[derive(Debug, Clone)]
pub struct Module {
    pub name: String,
    pub dir: PathBuf,
}

/// The modules of a modulepath, in modulepath order.
#[derive(Debug, Default)]
pub struct Modules {
    list: Vec<Module>,
    by_name: HashMap<String, usize>,
}

impl Modules {
    /// Lists the module directories (one `read_dir` per modulepath entry;
    /// nothing inside a module is read until a name needs it).
    pub fn scan(modulepath: &[PathBuf]) -> Modules {
        let mut modules = Modules::default();
        for dir in modulepath {
            let Ok(entries) = std::fs::read_dir(dir) else {
                continue;
            };
            let mut found: Vec<(String, PathBuf)> = entries
                .filter_map(Result::ok)
                .filter(|e| e.path().is_dir())
                .filter_map(|e| Some((e.file_name().into_string().ok()?, e.path())))
                .filter(|(name, _)| is_module_name(name))
                .collect();
            found.sort();
            for (name, dir) in found {
                if !modules.by_name.contains_key(&name) {
                    modules.by_name.insert(name.clone(), modules.list.len());
                    modules.list.push(Module { name, dir });
                }
            }
        }
        modules
    }

    /// The module of this name, if the modulepath has it.
    pub fn get(&self, name: &str) -> Option<&Module> {
        self.by_name.get(name).map(|&i| &self.list[i])
    }

    /// Where a module file reference points, as Puppet's `file()`,
    /// `find_file()`, `epp()` and `template()` resolve one, whether or not
    /// anything is there: an absolute path is itself; `mod/rest` is
    /// `rest` inside `<mod>/<folder>` (`folder` is `files` or
    /// `templates`), joined as Ruby's `File.join` joins (a separator
    /// added between them unless `rest` begins with its own: `mod//x` is
    /// `<folder>/x`, `mod///x` `<folder>//x`, `mod/` the folder with a
    /// `/`). A name without a `/` or naming no module points nowhere.
    /// Module paths are absolute, as Puppet expands them (links are not
    /// resolved).
    pub fn reference_path(&self, folder: &str, reference: &str) -> Option<String> {
        if reference.starts_with('/') {
            return Some(reference.to_string());
        }
        let (module, rest) = reference.split_once('/')?;
        let base = std::path::absolute(self.get(module)?.dir.join(folder)).ok()?;
        let base = base.to_str()?.trim_end_matches('/');
        Some(match rest.starts_with('/') {
            true => format!("{base}{rest}"),
            false => format!("{base}/{rest}"),
        })
    }

    /// Every module, in modulepath order.
    pub fn iter(&self) -> impl Iterator<Item = &Module> {
        self.list.iter()
    }

    /// The existing files that may define `name` (lowercase), most
    /// specific first, each with the namespace it may define.
    pub fn candidates(&self, kind: NameKind, name: &str) -> Vec<(PathBuf, String, &Module)> {
        let segments: Vec<&str> = name.split("::").collect();
        let Some(module) = self.get(segments[0]) else {
            return Vec::new();
        };
        let folder = match kind {
            NameKind::Definition => "manifests",
            NameKind::Function => "functions",
            NameKind::TypeAlias => "types",
        };
        let base = module.dir.join(folder);
        let mut out = Vec::new();
        let inner = &segments[1..];
        match kind {
            NameKind::Definition => {
                for n in (1..=inner.len()).rev() {
                    let file = file_for(&base, &inner[..n]);
                    let namespace = segments[..=n].join("::");
                    out.push((file, namespace));
                }
                out.push((base.join("init.pp"), segments[0].to_string()));
            }
            // Functions and aliases live in exactly one file each.
            NameKind::Function | NameKind::TypeAlias if !inner.is_empty() => {
                out.push((file_for(&base, inner), name.to_string()));
            }
            _ => {}
        }
        out.into_iter()
            .filter(|(file, _)| file.is_file())
            .map(|(file, namespace)| (file, namespace, module))
            .collect()
    }
}

fn file_for(base: &Path, segments: &[&str]) -> PathBuf {
    let mut file = base.to_path_buf();
    for s in segments {
        file.push(s);
    }
    file.set_extension("pp");
    file
}

/// Puppet takes a directory as a module only if its name is one.
fn is_module_name(name: &str) -> bool {
    let mut chars = name.chars();
    chars.next().is_some_and(|c| c.is_ascii_lowercase())
        && chars.all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '_')
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn references_join_as_ruby_joins_paths() {
        let root = std::env::temp_dir().join(format!("spaceship-refs-{}", std::process::id()));
        std::fs::create_dir_all(root.join("web")).unwrap();
        let modules = Modules::scan(std::slice::from_ref(&root));
        let files = format!("{}/web/files", root.display());
        let path = |reference: &str| modules.reference_path("files", reference);
        assert_eq!(path("web/a.txt"), Some(format!("{files}/a.txt")));
        // Ruby's File.join adds no separator where one begins the rest.
        assert_eq!(path("web//a.txt"), Some(format!("{files}/a.txt")));
        assert_eq!(path("web///a.txt"), Some(format!("{files}//a.txt")));
        assert_eq!(path("web/"), Some(format!("{files}/")));
        assert_eq!(
            path("web/sub/../a.txt"),
            Some(format!("{files}/sub/../a.txt"))
        );
        assert_eq!(path("/etc/hosts"), Some("/etc/hosts".to_string()));
        assert_eq!(path("web"), None);
        assert_eq!(path("nomodule/a.txt"), None);
        assert_eq!(path("relative.txt"), None);
        std::fs::remove_dir_all(&root).unwrap();
    }

    #[test]
    fn module_names_are_lowercase_words() {
        assert!(is_module_name("stdlib"));
        assert!(is_module_name("apache_2"));
        assert!(!is_module_name("puppetlabs-stdlib"));
        assert!(!is_module_name("Apache"));
        assert!(!is_module_name(".git"));
    }
}
