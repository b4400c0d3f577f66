//! Which Ruby runs the worker: `--ruby PATH`, else `SPACESHIP_RUBY`, else
//! Puppet's own Ruby (the AIO `puppet-agent` or `openvox-agent` package
//! under `/opt/puppetlabs`), else `ruby` on the `PATH` (Debian's `puppet`
//! package uses the system Ruby).

use std::path::{Path, PathBuf};

use super::Policy;

/// How to get a Ruby with the Puppet library, for the error that says
/// none was found.
pub const INSTALL_ADVICE: &str = "install Puppet's Ruby library (Debian/Ubuntu: `apt-get install puppet`; or the puppet-agent or openvox-agent package, which bring /opt/puppetlabs/puppet/bin/ruby), or name a Ruby with --ruby PATH or SPACESHIP_RUBY";

const PUPPET_RUBY: &str = "/opt/puppetlabs/puppet/bin/ruby";

/// The Ruby executable to run, or why there is none.
pub fn ruby_executable(policy: &Policy) -> Result<PathBuf, String> {
    match policy {
        Policy::Forbidden => Err("running Ruby is turned off (--no-ruby)".into()),
        Policy::Path(path) => executable(path)
            .then(|| path.clone())
            .ok_or_else(|| format!("--ruby {}: no such executable", path.display())),
        Policy::Auto => {
            if let Some(path) = std::env::var_os("SPACESHIP_RUBY").filter(|p| !p.is_empty()) {
                let path = PathBuf::from(path);
                return executable(&path).then_some(path.clone()).ok_or_else(|| {
                    format!("SPACESHIP_RUBY={}: no such executable", path.display())
                });
            }
            if executable(Path::new(PUPPET_RUBY)) {
                return Ok(PUPPET_RUBY.into());
            }
            on_path("ruby").ok_or_else(|| "no Ruby found".into())
        }
    }
}

fn executable(path: &Path) -> bool {
    use std::os::unix::fs::PermissionsExt;
    std::fs::metadata(path).is_ok_and(|m| m.is_file() && m.permissions().mode() & 0o111 != 0)
}

fn on_path(name: &str) -> Option<PathBuf> {
    let path = std::env::var_os("PATH")?;
    std::env::split_paths(&path)
        .map(|dir| dir.join(name))
        .find(|candidate| executable(candidate))
}
