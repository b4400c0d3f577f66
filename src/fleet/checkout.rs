//! A git ref of the control repository as a directory: `git archive` of
//! the commit unpacked by `tar` into a fresh temporary directory, which is
//! removed when the [`Checkout`] is dropped.
//!
//! `git archive` rather than `git worktree add`: it leaves the
//! repository's own state (`.git/worktrees`, locks) untouched, so a run
//! that is killed outright leaves at worst a directory under the system's
//! temporary folder, never a registered worktree; and it needs nothing
//! but the `git` the repository already implies (no libgit2 to build).

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

/// A directory holding a ref's files (temporary) or the work tree itself.
#[derive(Debug)]
pub struct Checkout {
    /// The directory, canonical.
    pub root: PathBuf,
    /// The commit checked out (`None`: the work tree as it is).
    pub commit: Option<String>,
    temporary: bool,
}

impl Drop for Checkout {
    fn drop(&mut self) {
        if self.temporary {
            let _ = std::fs::remove_dir_all(&self.root);
        }
    }
}

fn git(repo: &Path) -> Command {
    let mut command = Command::new("git");
    command.arg("-C").arg(repo);
    command
}

/// The repository's top folder, checking that `repo` is a git work tree.
pub fn work_tree(repo: &Path) -> Result<PathBuf, String> {
    let out = git(repo)
        .args(["rev-parse", "--show-toplevel"])
        .stderr(Stdio::piped())
        .output()
        .map_err(|e| format!("could not run git: {e}"))?;
    if !out.status.success() {
        return Err(format!(
            "{}: not a git work tree: {}",
            repo.display(),
            String::from_utf8_lossy(&out.stderr).trim()
        ));
    }
    let top = String::from_utf8_lossy(&out.stdout).trim().to_string();
    std::fs::canonicalize(&top).map_err(|e| format!("{top}: {e}"))
}

/// The commit a ref names, or an error naming the ref.
pub fn resolve(repo: &Path, reference: &str) -> Result<String, String> {
    let out = git(repo)
        .args(["rev-parse", "--verify", "--quiet", "--end-of-options"])
        .arg(format!("{reference}^{{commit}}"))
        .output()
        .map_err(|e| format!("could not run git: {e}"))?;
    if !out.status.success() {
        return Err(format!("{}: no such git ref: {reference}", repo.display()));
    }
    Ok(String::from_utf8_lossy(&out.stdout).trim().to_string())
}

/// The work tree itself, uncommitted changes included.
pub fn in_place(root: &Path) -> Checkout {
    Checkout {
        root: root.to_path_buf(),
        commit: None,
        temporary: false,
    }
}

/// Unpacks `commit` of the repository whose work tree's top is `repo`
/// into a new temporary directory.
pub fn materialize(repo: &Path, commit: &str) -> Result<Checkout, String> {
    let root = new_temporary_dir()?;
    // From here the directory is removed however this ends.
    let checkout = Checkout {
        root,
        commit: Some(commit.to_string()),
        temporary: true,
    };
    let mut archive = git(repo)
        .args(["archive", "--format=tar", commit])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| format!("could not run git archive: {e}"))?;
    let tar_input = archive.stdout.take().expect("piped");
    let tar = Command::new("tar")
        .arg("-x")
        .arg("-C")
        .arg(&checkout.root)
        .stdin(tar_input)
        .stderr(Stdio::piped())
        .output()
        .map_err(|e| format!("could not run tar: {e}"))?;
    let archived = archive
        .wait_with_output()
        .map_err(|e| format!("git archive: {e}"))?;
    if !archived.status.success() {
        return Err(format!(
            "git archive {commit}: {}",
            String::from_utf8_lossy(&archived.stderr).trim()
        ));
    }
    if !tar.status.success() {
        return Err(format!(
            "unpacking {commit}: {}",
            String::from_utf8_lossy(&tar.stderr).trim()
        ));
    }
    Ok(checkout)
}

/// A new directory under the system's temporary folder, named for this
/// process so that concurrent runs never share one.
fn new_temporary_dir() -> Result<PathBuf, String> {
    use std::sync::atomic::{AtomicU32, Ordering};
    static NEXT: AtomicU32 = AtomicU32::new(0);
    let base = std::fs::canonicalize(std::env::temp_dir())
        .map_err(|e| format!("the temporary folder: {e}"))?;
    loop {
        let name = format!(
            "spaceship-fleet-{}-{}",
            std::process::id(),
            NEXT.fetch_add(1, Ordering::SeqCst)
        );
        let dir = base.join(name);
        match std::fs::create_dir(&dir) {
            Ok(()) => return Ok(dir),
            Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => continue,
            Err(e) => return Err(format!("{}: {e}", dir.display())),
        }
    }
}

fn git_output(repo: &Path, args: &[&str]) -> Result<Vec<u8>, String> {
    let out = git(repo)
        .args(args)
        .output()
        .map_err(|e| format!("could not run git: {e}"))?;
    if !out.status.success() {
        return Err(format!(
            "git {}: {}",
            args.join(" "),
            String::from_utf8_lossy(&out.stderr).trim()
        ));
    }
    Ok(out.stdout)
}

/// Whether a tree (a commit, or the index standing for the work tree)
/// holds a symbolic link: a read through a link names another path than
/// the change of its target, so the skip is off for it.
fn has_symlink(repo: &Path, commit: Option<&str>) -> Result<bool, String> {
    let listing = match commit {
        Some(c) => git_output(repo, &["ls-tree", "-r", "-z", c])?,
        None => git_output(repo, &["ls-files", "-s", "-z"])?,
    };
    Ok(listing
        .split(|&b| b == 0)
        .any(|entry| entry.starts_with(b"120000 ")))
}

/// Whether a change to this file (repository-relative) is one a
/// compile's recorded reads do not cover: Ruby code (functions, types,
/// facts), and what every compile reads once per environment rather than
/// per node (`environment.conf`, `hiera.yaml` of any layer, a module's
/// `metadata.json`, the Puppetfile).
fn unrecorded(path: &str) -> bool {
    let name = path.rsplit('/').next().unwrap_or(path);
    matches!(
        name,
        "environment.conf" | "hiera.yaml" | "hiera.yml" | "metadata.json" | "Puppetfile"
    ) || name.ends_with(".rb")
        || name.ends_with(".pem")
        || path.split('/').any(|c| c == "lib")
}

/// The files modified in place between `from` and `to` (a commit; `None`:
/// the work tree, untracked and ignored files included), relative to the
/// repository's top; `None` where some change is one recorded reads do
/// not cover: a file added, removed or changed in type, a symbolic link
/// in either tree, or a file [`unrecorded`] names.
pub fn modified_files(
    repo: &Path,
    from: &str,
    to: Option<&str>,
) -> Result<Option<Vec<String>>, String> {
    if has_symlink(repo, Some(from))? || has_symlink(repo, to)? {
        return Ok(None);
    }
    let mut args = vec!["diff", "--name-status", "-z", "--no-renames", from];
    if let Some(to) = to {
        args.push(to);
    }
    let listing = git_output(repo, &args)?;
    if to.is_none() {
        let untracked = git_output(repo, &["ls-files", "--others", "-z"])?;
        if untracked.iter().any(|&b| b != 0) {
            return Ok(None);
        }
    }
    let fields: Vec<&[u8]> = listing
        .split(|&b| b == 0)
        .filter(|f| !f.is_empty())
        .collect();
    let mut modified = Vec::new();
    for pair in fields.chunks(2) {
        let [status, path] = pair else {
            return Ok(None);
        };
        let path = String::from_utf8_lossy(path).to_string();
        if *status != b"M" || unrecorded(&path) {
            return Ok(None);
        }
        modified.push(path);
    }
    Ok(Some(modified))
}

/// The tree a commit holds (its id) and the files in it, relative to
/// the repository's top: what the read-set cache is keyed by.
pub fn tree(repo: &Path, commit: &str) -> Result<(String, Vec<String>), String> {
    let id = git_output(repo, &["rev-parse", &format!("{commit}^{{tree}}")])?;
    let listing = git_output(repo, &["ls-tree", "-r", "-z", "--name-only", commit])?;
    let files = listing
        .split(|&b| b == 0)
        .filter(|f| !f.is_empty())
        .map(|f| String::from_utf8_lossy(f).to_string())
        .collect();
    Ok((String::from_utf8_lossy(&id).trim().to_string(), files))
}
