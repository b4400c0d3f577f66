//! One-call compilation for front ends: read manifests, parse, validate,
//! compile, and render diagnostics the way Puppet words them.

use std::path::{Path, PathBuf};
use std::rc::Rc;

use crate::catalog::Value;
use crate::eval::{self, Compiler, Options};
use crate::loader::{Environment, Overrides, Settings};
use crate::syntax::{self, Diagnostic, Source, SourceMap};

/// What went wrong, located.
#[derive(Debug, Clone)]
pub struct CompileError {
    pub diagnostic: Diagnostic,
    /// Parse and validation errors, which Puppet reports as
    /// "Could not parse for environment production: ...".
    pub is_parse: bool,
    /// The notices and warnings logged before the failure.
    pub messages: Vec<String>,
}

impl CompileError {
    /// The error as `file:line:column: message` with the source line.
    pub fn render(&self, sources: &SourceMap) -> String {
        self.diagnostic.render(sources)
    }

    /// Puppet's own one-line wording, less the file and node:
    /// `MESSAGE (line: L, column: C)`.
    pub fn puppet_message(&self) -> String {
        let d = &self.diagnostic;
        let mut message = d.message.clone();
        while let Some(start) = message.find("(file: ") {
            let Some(comma) = message[start..].find(", ").map(|c| start + c) else {
                break;
            };
            message.replace_range(start..comma + 2, "(");
        }
        if self.is_parse && d.further == 0 {
            message = format!("Could not parse for environment production: {message}");
        }
        if let Some((first, _)) = message.split_once('\n') {
            // Puppet prints a multi-line message's location after its last
            // line; the one-line form is its first line alone.
            return first.trim_end().to_string();
        }
        match (d.span.line, d.span.column) {
            (0, _) => message,
            (line, 0) => format!("{message} (line: {line})"),
            (line, column) => format!("{message} (line: {line}, column: {column})"),
        }
    }
}

/// Collects `.pp` files: files as given, directories searched recursively
/// in sorted order. Below a directory given, links to directories are
/// not followed (as Puppet's `**/*.pp` follows none in a manifest
/// directory), so a link to a parent neither loops nor reads a file twice.
pub fn manifest_files(paths: &[PathBuf]) -> std::io::Result<Vec<PathBuf>> {
    let mut out = Vec::new();
    for p in paths {
        if p.is_dir() {
            manifests_below(p, &mut out)?;
        } else {
            out.push(p.clone());
        }
    }
    Ok(out)
}

fn manifests_below(dir: &Path, out: &mut Vec<PathBuf>) -> std::io::Result<()> {
    let mut entries = crate::loader::files::entries(dir)?;
    entries.sort_by(|a, b| a.path.cmp(&b.path));
    for e in entries {
        if e.is_real_dir() {
            manifests_below(&e.path, out)?;
        } else if !e.is_dir && e.path.extension().is_some_and(|x| x == "pp") {
            out.push(e.path);
        }
    }
    Ok(())
}

/// Adds a manifest file to the source map; the name is its absolute path,
/// as Puppet reports it (through symlinks, not resolving them).
pub fn load(sources: &mut SourceMap, path: &Path) -> std::io::Result<u32> {
    let text = crate::loader::files::read_to_string(path)?;
    let name = crate::loader::expand_path(path);
    Ok(sources.add(Source::new(name.display().to_string(), text)))
}

/// What to compile: the manifests, and the environment that names they do
/// not define are looked up in.
pub struct Inputs {
    pub manifests: Vec<PathBuf>,
    pub environment: Option<Rc<Environment>>,
}

/// Resolves the command line's paths: one directory holding a Puppet
/// environment is loaded as Puppet loads an environment (its manifest,
/// modulepath and Hiera data); anything else is manifests as given, with
/// `--modulepath` and `--hiera-config` making an environment around them.
pub fn inputs(paths: &[PathBuf], overrides: &Overrides) -> Result<Inputs, String> {
    if let [dir] = paths
        && dir.is_dir()
        && Settings::is_environment(dir)
    {
        let settings = Settings::for_environment(dir, overrides)
            .map_err(|d| format!("{}: {}", dir.join("environment.conf").display(), d.message))?;
        let environment = Environment::open(settings);
        let manifests = environment
            .manifest_files()
            .map_err(|e| format!("{}: {e}", dir.display()))?;
        return Ok(Inputs {
            manifests,
            environment: Some(Rc::new(environment)),
        });
    }
    let mut manifests = manifest_files(paths).map_err(|e| e.to_string())?;
    if let Some(m) = &overrides.manifest {
        manifests.extend(manifest_files(std::slice::from_ref(m)).map_err(|e| e.to_string())?);
    }
    // Always an environment (without modules unless `--modulepath` gives
    // some), as Puppet compiles a single manifest in one: `file()`,
    // `template()` and `epp()` then read absolute paths as they do in
    // an environment's manifests.
    let environment = Some(Rc::new(Environment::open(Settings::for_manifests(
        overrides,
    ))));
    Ok(Inputs {
        manifests,
        environment,
    })
}

/// Parses, validates and compiles every source in the map, in order; the
/// files the environment loaded on the way join the map (for messages).
pub fn compile_loading(
    sources: &mut SourceMap,
    options: Options,
) -> Result<Compiler, CompileError> {
    let loader = options.loader.clone();
    let result = compile(sources, options);
    if let Some(loader) = loader {
        sources.sync_loaded(&loader.loaded_sources());
    }
    result
}

/// Parses, validates and compiles every source in the map, in order.
pub fn compile(sources: &SourceMap, options: Options) -> Result<Compiler, CompileError> {
    let mut timer = crate::timing::PhaseTimer::start();
    let mut programs = Vec::new();
    for file in 0..sources.len() as u32 {
        let program =
            syntax::parse_and_validate(sources.get(file), file).map_err(|diagnostic| {
                CompileError {
                    diagnostic,
                    is_parse: true,
                    messages: Vec::new(),
                }
            })?;
        programs.push(program);
    }
    timer.lap("parse");
    let programs: Vec<&[crate::syntax::Expr]> = programs.iter().map(Vec::as_slice).collect();
    eval::compile_with_messages(sources, &programs, options).map_err(|(diagnostic, messages)| {
        CompileError {
            diagnostic,
            is_parse: false,
            messages,
        }
    })
}

/// Facts for a node when none are given: its names and little else.
pub fn default_facts(node: &str) -> Value {
    // The OS facts of the machine the conformance data comes from
    // (Debian 12), so manifests that branch on them behave as there.
    let host = node.split('.').next().unwrap_or(node);
    let json = serde_json::json!({
        "architecture": "amd64",
        "hardwaremodel": "x86_64",
        "hostname": host,
        "fqdn": node,
        "networking": { "hostname": host, "fqdn": node },
        "kernel": "Linux",
        "operatingsystem": "Debian",
        "operatingsystemmajrelease": "12",
        "operatingsystemrelease": "12.11",
        "os": {
            "architecture": "amd64",
            "distro": { "codename": "bookworm", "description": "Debian GNU/Linux 12 (bookworm)", "id": "Debian", "release": { "full": "12.11", "major": "12", "minor": "11" } },
            "family": "Debian",
            "hardware": "x86_64",
            "name": "Debian",
            "release": { "full": "12.11", "major": "12", "minor": "11" },
            "selinux": { "enabled": false },
        },
        "osfamily": "Debian",
        "timezone": "UTC",
    });
    crate::catalog::json::json_to_value(&json)
}
