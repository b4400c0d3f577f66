//! An environment's settings, as Puppet reads them: its `manifest` and
//! `modulepath` (from `environment.conf`, with `$basemodulepath`
//! expanded), overridden by the command line's `--manifest` and
//! `--modulepath`, and where its Hiera configurations are.

use std::path::{Path, PathBuf};

use super::ruby_host::RubyHosts;
use crate::syntax::{Diagnostic, Span};

/// Debian's `basemodulepath`: `$codedir/modules` and the modules its
/// packages install.
const BASE_MODULEPATH: &[&str] = &["/etc/puppet/code/modules", "/usr/share/puppet/modules"];

/// What the command line says, each overriding the environment's own.
#[derive(Debug, Clone, Default)]
pub struct Overrides {
    /// `--modulepath DIR[:DIR...]`: replaces the environment's modulepath.
    pub modulepath: Option<String>,
    /// `--manifest`: the main manifest (a file or a directory).
    pub manifest: Option<PathBuf>,
    /// `--hiera-config FILE`: the global Hiera layer.
    pub hiera_config: Option<PathBuf>,
    /// Where module Ruby code runs: the front end hands in the worker
    /// (`ruby::hosts()`, which honours `--no-ruby` and `--ruby`); the
    /// default has none, so Ruby code is an error.
    pub ruby: RubyHosts,
}

/// Where an environment's code and data are.
#[derive(Debug, Clone, Default)]
pub struct Settings {
    /// The environment's directory, when there is one.
    pub root: Option<PathBuf>,
    /// The main manifest: a file, or a directory of `.pp` files.
    pub manifest: Option<PathBuf>,
    /// Directories holding modules, first wins.
    pub modulepath: Vec<PathBuf>,
    /// The global Hiera configuration (`--hiera-config`).
    pub hiera_config: Option<PathBuf>,
    /// Where module Ruby code runs (from [`Overrides::ruby`]).
    pub ruby: RubyHosts,
}

impl Settings {
    /// Whether `dir` holds a Puppet environment: an `environment.conf`,
    /// or `manifests/` beside `modules/`, `site-modules/`, an environment
    /// layer's `hiera.yaml` or a `Puppetfile` (a control repository before
    /// r10k installed its modules).
    pub fn is_environment(dir: &Path) -> bool {
        dir.join("environment.conf").is_file()
            || dir.join("manifests").is_dir()
                && (dir.join("modules").is_dir()
                    || dir.join("site-modules").is_dir()
                    || dir.join("hiera.yaml").is_file()
                    || dir.join("Puppetfile").is_file())
    }

    /// The settings of the environment in `dir`.
    pub fn for_environment(dir: &Path, overrides: &Overrides) -> Result<Settings, Diagnostic> {
        let conf_path = dir.join("environment.conf");
        let conf = match super::files::read_to_string(&conf_path) {
            Ok(text) => parse_conf(&conf_path, &text)?,
            Err(_) => Vec::new(),
        };
        let setting = |key: &str| conf.iter().find(|(k, _)| k == key).map(|(_, v)| v.clone());
        let manifest = match &overrides.manifest {
            Some(m) => m.clone(),
            None => dir.join(setting("manifest").unwrap_or_else(|| "manifests".into())),
        };
        let modulepath = match &overrides.modulepath {
            Some(path) => split_path(path, None),
            None => {
                let raw = setting("modulepath").unwrap_or_else(|| "modules:$basemodulepath".into());
                split_path(&raw, Some(dir))
            }
        };
        Ok(Settings {
            root: Some(dir.to_path_buf()),
            manifest: Some(manifest),
            modulepath,
            hiera_config: overrides.hiera_config.clone(),
            ruby: overrides.ruby,
        })
    }

    /// Settings for manifests given on their own, with `--modulepath`.
    pub fn for_manifests(overrides: &Overrides) -> Settings {
        Settings {
            root: None,
            manifest: overrides.manifest.clone(),
            modulepath: overrides
                .modulepath
                .as_deref()
                .map(|p| split_path(p, None))
                .unwrap_or_default(),
            hiera_config: overrides.hiera_config.clone(),
            ruby: overrides.ruby,
        }
    }
}

/// `key = value` lines; `#` and `;` start comments. Puppet reads the
/// file as an INI file without sections.
fn parse_conf(path: &Path, text: &str) -> Result<Vec<(String, String)>, Diagnostic> {
    let mut settings = Vec::new();
    for (n, line) in text.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') || line.starts_with(';') {
            continue;
        }
        if line.starts_with('[') && line.ends_with(']') {
            continue;
        }
        let Some((key, value)) = line.split_once('=') else {
            return Err(Diagnostic::new(
                Span {
                    line: n as u32 + 1,
                    column: 1,
                    ..Span::default()
                },
                format!(
                    "Could not parse {}: line {} is not a setting: {line}",
                    path.display(),
                    n + 1
                ),
            ));
        };
        settings.push((key.trim().to_string(), value.trim().to_string()));
    }
    Ok(settings)
}

/// A `:`-separated path, `$basemodulepath` expanded, relative entries
/// taken from `base` (the environment's directory).
fn split_path(raw: &str, base: Option<&Path>) -> Vec<PathBuf> {
    let mut out = Vec::new();
    for entry in raw.split(':').filter(|e| !e.is_empty()) {
        if entry == "$basemodulepath" {
            out.extend(BASE_MODULEPATH.iter().map(PathBuf::from));
            continue;
        }
        let path = PathBuf::from(entry);
        out.push(match base {
            Some(base) if path.is_relative() => base.join(path),
            _ => path,
        });
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn modulepath_entries_are_relative_to_the_environment() {
        let path = split_path("site:modules:$basemodulepath:/abs", Some(Path::new("/env")));
        let shown: Vec<String> = path.iter().map(|p| p.display().to_string()).collect();
        assert_eq!(
            shown,
            [
                "/env/site",
                "/env/modules",
                "/etc/puppet/code/modules",
                "/usr/share/puppet/modules",
                "/abs"
            ]
        );
    }

    #[test]
    fn a_line_without_equals_is_a_located_error() {
        let error =
            parse_conf(Path::new("/env/environment.conf"), "# c\nmodulepath\n").unwrap_err();
        assert_eq!(error.span.line, 2);
        assert!(error.message.contains("line 2 is not a setting"));
    }
}
