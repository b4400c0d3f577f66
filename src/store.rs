//! Storeconfigs: an embedded SQLite store of compiled catalogs, for
//! exported resources across nodes (`@@file { ... }` on one node,
//! `File <<| |>>` on another), as PuppetDB keeps them for Puppet.
//!
//! The compiler never opens the store: [`Store`] implements
//! [`crate::eval::Exports`], which an exported
//! collector asks for the other nodes' exported resources, and
//! [`Store::replace_catalog`] keeps a node's compiled catalog as
//! PuppetDB's `replace catalog` command does: the node's previous
//! catalog is replaced whole, in one transaction. [`Storeconfigs`] is
//! what a session asks of a store (the embedded one or PuppetDB).
//!
//! One file holds it all (WAL journal, so readers never wait for a
//! writer and a killed writer leaves the previous catalog): see
//! [`schema`] for the tables, [`write`] and [`read`] for the rest.

pub mod puppetdb;
pub mod read;
pub mod schema;
pub mod wire;
pub mod write;

use std::path::{Path, PathBuf};

use rusqlite::Connection;

pub use read::{StoredNode, StoredResource};

/// A store error, in words that say what to do.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StoreError(pub String);

impl std::fmt::Display for StoreError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for StoreError {}

/// An open store.
#[derive(Debug)]
pub struct Store {
    conn: Connection,
    path: PathBuf,
}

/// How long a writer waits for another process's transaction.
const BUSY_TIMEOUT: std::time::Duration = std::time::Duration::from_secs(30);

impl Store {
    /// Opens the store at `path`, creating it (and its folder) if it does
    /// not exist. A file that is not a spaceship store, is damaged, or was
    /// written by a newer spaceship is an error saying what to do.
    pub fn open(path: &Path) -> Result<Store, StoreError> {
        if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
            std::fs::create_dir_all(dir).map_err(|e| {
                StoreError(format!(
                    "cannot create the storeconfigs folder {}: {e}",
                    dir.display()
                ))
            })?;
        }
        // Processes opening the store at once (the first compiles of a
        // fleet) take turns: SQLite's busy wait does not cover every step
        // of making a new store (switching its journal to WAL), which
        // then failed now and then with "database is locked".
        let _turn = lock_folder(path);
        let mut conn = Connection::open(path).map_err(|e| sql_error(path, &e))?;
        // Writers take the lock first: no deadlock upgrading a read.
        conn.set_transaction_behavior(rusqlite::TransactionBehavior::Immediate);
        conn.busy_timeout(BUSY_TIMEOUT)
            .map_err(|e| sql_error(path, &e))?;
        let store = Store {
            conn,
            path: path.to_path_buf(),
        };
        schema::prepare(&store.conn, path)?;
        Ok(store)
    }

    /// The store's file.
    pub fn path(&self) -> &Path {
        &self.path
    }
}

/// An exclusive `flock` on the folder holding `path`, released when
/// dropped: the folder, not the database file, so that closing it cannot
/// release SQLite's own (POSIX) locks on the database. `None` where the
/// folder cannot be locked (the open then goes ahead unserialized).
fn lock_folder(path: &Path) -> Option<std::fs::File> {
    let dir = match path.parent() {
        Some(d) if !d.as_os_str().is_empty() => d,
        _ => Path::new("."),
    };
    let folder = std::fs::File::open(dir).ok()?;
    #[cfg(unix)]
    {
        use std::os::fd::AsRawFd;
        // SAFETY: flock on a descriptor this function owns.
        if unsafe { libc::flock(folder.as_raw_fd(), libc::LOCK_EX) } != 0 {
            return None;
        }
    }
    Some(folder)
}

/// The default store: `$XDG_DATA_HOME/spaceship/storeconfigs.sqlite`,
/// else `~/.local/share/spaceship/storeconfigs.sqlite` (None without a
/// home folder).
pub fn default_path() -> Option<PathBuf> {
    let data = std::env::var_os("XDG_DATA_HOME")
        .map(PathBuf::from)
        .filter(|p| p.is_absolute())
        .or_else(|| {
            std::env::var_os("HOME")
                .filter(|h| !h.is_empty())
                .map(|h| PathBuf::from(h).join(".local/share"))
        })?;
    Some(data.join("spaceship").join("storeconfigs.sqlite"))
}

/// An SQLite error on the store's file, with what to do about it.
pub(crate) fn sql_error(path: &Path, e: &rusqlite::Error) -> StoreError {
    let damaged = matches!(
        e.sqlite_error_code(),
        Some(rusqlite::ErrorCode::NotADatabase | rusqlite::ErrorCode::DatabaseCorrupt)
    );
    if damaged {
        StoreError(format!(
            "the storeconfigs store {} is not an SQLite database or is damaged ({e}); \
             move it aside (a new store is made in its place), or choose another with \
             --storeconfigs PATH, or compile with --no-storeconfigs",
            path.display()
        ))
    } else {
        StoreError(format!("the storeconfigs store {}: {e}", path.display()))
    }
}

/// Storeconfigs as the session uses them: what exported collectors
/// collect from the other nodes, and where `:node` keeps the catalog of
/// the node it leaves.
pub trait Storeconfigs: crate::eval::Exports {
    /// Keeps `node`'s catalog as its latest, as a compile of it would
    /// (`Err` in words).
    fn keep(
        &self,
        node: &str,
        catalog: &crate::catalog::Catalog,
        sources: &crate::syntax::SourceMap,
    ) -> Result<(), String>;
}

impl Storeconfigs for Store {
    /// As a compile stores: a catalog that exports nothing is stored only
    /// to replace one that did (a node's exports must not outlive them).
    fn keep(
        &self,
        node: &str,
        catalog: &crate::catalog::Catalog,
        sources: &crate::syntax::SourceMap,
    ) -> Result<(), String> {
        let exports = catalog.resources.iter().any(|r| r.exported);
        if exports || self.has_node(node).map_err(|e| e.0)? {
            self.replace_catalog(node, catalog, sources)
                .map_err(|e| e.0)?;
        }
        Ok(())
    }
}
