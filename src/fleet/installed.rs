//! Modules installed in the work tree rather than committed (r10k's or
//! g10k's `modules/`, which `.gitignore` leaves out): a ref's checkout
//! has none of them, so where the Puppetfile is the same at both refs
//! each checkout gets the work tree's installed module folders (as
//! symbolic links), and both sides compile with the same modules. Where
//! the Puppetfile differs, the refs need different modules: `--bootstrap
//! CMD` (r10k, g10k...) is run once in each ref's temporary checkout, else
//! an error names the Puppetfile lines that changed.

use std::path::{Path, PathBuf};
use std::process::Command;

use crate::loader::{Overrides, Settings};

/// The folders git ignores in the work tree that hold modules: on the
/// environment's modulepath, or below or above one of its entries
/// (repository-relative, without the trailing `/`).
pub fn ignored_module_dirs(
    top: &Path,
    environment: &Path,
    overrides: &Overrides,
) -> Result<Vec<String>, String> {
    let out = Command::new("git")
        .arg("-C")
        .arg(top)
        .args([
            "ls-files",
            "--others",
            "--ignored",
            "--exclude-standard",
            "--directory",
            "-z",
        ])
        .output()
        .map_err(|e| format!("could not run git: {e}"))?;
    if !out.status.success() {
        return Err(format!(
            "git ls-files: {}",
            String::from_utf8_lossy(&out.stderr).trim()
        ));
    }
    let settings = Settings::for_environment(environment, overrides).map_err(|d| {
        format!(
            "{}: {}",
            environment.join("environment.conf").display(),
            d.message
        )
    })?;
    let modulepath: Vec<PathBuf> = settings
        .modulepath
        .iter()
        .filter_map(|m| m.strip_prefix(top).ok().map(Path::to_path_buf))
        .collect();
    Ok(out
        .stdout
        .split(|&b| b == 0)
        .filter_map(|entry| {
            let entry = String::from_utf8_lossy(entry);
            let dir = entry.strip_suffix('/')?.to_string();
            let on_path = modulepath
                .iter()
                .any(|m| m.starts_with(&dir) || Path::new(&dir).starts_with(m));
            on_path.then_some(dir)
        })
        .collect())
}

/// The Puppetfile's lines that differ between `from` and `to` (a commit;
/// `None`: the work tree), as `git diff` shows them; empty if none.
pub fn puppetfile_changes(top: &Path, from: &str, to: Option<&str>) -> Result<Vec<String>, String> {
    let mut command = Command::new("git");
    command
        .arg("-C")
        .arg(top)
        .args(["diff", "--no-color", "-U0", from]);
    if let Some(to) = to {
        command.arg(to);
    }
    let out = command
        .args(["--", "Puppetfile"])
        .output()
        .map_err(|e| format!("could not run git: {e}"))?;
    if !out.status.success() {
        return Err(format!(
            "git diff: {}",
            String::from_utf8_lossy(&out.stderr).trim()
        ));
    }
    Ok(String::from_utf8_lossy(&out.stdout)
        .lines()
        .filter(|l| {
            (l.starts_with('+') || l.starts_with('-'))
                && !l.starts_with("+++")
                && !l.starts_with("---")
        })
        .map(str::to_string)
        .collect())
}

/// Links each installed module folder of the work tree into a checkout
/// that lacks it.
pub fn share(top: &Path, checkout_root: &Path, dirs: &[String]) -> Result<(), String> {
    for dir in dirs {
        let target = checkout_root.join(dir);
        if target.exists() {
            continue;
        }
        if let Some(parent) = target.parent() {
            std::fs::create_dir_all(parent).map_err(|e| format!("{}: {e}", parent.display()))?;
        }
        std::os::unix::fs::symlink(top.join(dir), &target)
            .map_err(|e| format!("{}: {e}", target.display()))?;
    }
    Ok(())
}

/// Runs the `--bootstrap` command in a ref's checkout (`sh -c CMD`, its
/// folder the checkout's top, `SPACESHIP_REF` the ref's name), as
/// octocatalog-diff's users install each ref's modules with r10k or
/// g10k. Its output is kept for the error where it fails. A Ctrl-C
/// reaches it too (the same process group); the caller removes the
/// checkout.
pub fn bootstrap(command: &str, checkout_root: &Path, reference: &str) -> Result<(), String> {
    let out = Command::new("sh")
        .arg("-c")
        .arg(command)
        .current_dir(checkout_root)
        .env("SPACESHIP_REF", reference)
        .stdin(std::process::Stdio::null())
        .output()
        .map_err(|e| format!("--bootstrap {command}: could not run sh: {e}"))?;
    if out.status.success() {
        return Ok(());
    }
    let mut output = String::from_utf8_lossy(&out.stderr).to_string();
    output.push_str(&String::from_utf8_lossy(&out.stdout));
    let tail: Vec<&str> = output.lines().rev().take(20).collect();
    let tail: Vec<&str> = tail.into_iter().rev().collect();
    Err(format!(
        "--bootstrap {command} failed in the checkout of {reference} ({}){}{}",
        match out.status.code() {
            Some(code) => format!("exit status {code}"),
            None => "ended by a signal".to_string(),
        },
        if tail.is_empty() { "" } else { ":\n" },
        tail.join("\n")
    ))
}
