//! Where spaceship keeps what it caches between runs: a folder under
//! `$XDG_CACHE_HOME/spaceship` (else `$HOME/.cache/spaceship`), one per
//! use (fleet's read sets, the Ruby worker's compiled library).

use std::path::{Path, PathBuf};

/// The cache folder named `name`, not created; `None` when neither
/// variable gives an absolute base.
pub fn folder(name: &str) -> Option<PathBuf> {
    let base = std::env::var_os("XDG_CACHE_HOME")
        .filter(|d| Path::new(d).is_absolute())
        .map(PathBuf::from)
        .or_else(|| {
            std::env::var_os("HOME")
                .filter(|h| Path::new(h).is_absolute())
                .map(|h| PathBuf::from(h).join(".cache"))
        })?;
    Some(base.join("spaceship").join(name))
}
