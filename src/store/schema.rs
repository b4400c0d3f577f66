//! The store's tables, and the checks that a file is a store this
//! spaceship can read.
//!
//! `catalogs` has a row per node (its latest catalog); `resources` has
//! that catalog's resources (those Puppet keeps in PuppetDB: the
//! realized ones and every exported one), each with its type, title,
//! tags and parameters as JSON, `exported` flag, file and line. The
//! file's `application_id` marks it as spaceship's and `user_version`
//! is the schema version: a newer one is refused, not rewritten.

use std::path::Path;

use rusqlite::Connection;

use super::{StoreError, sql_error};

/// `application_id`: "SPSC" (spaceship storeconfigs).
pub const APPLICATION_ID: i64 = 0x5350_5343;
/// The schema this spaceship writes (`user_version`).
pub const SCHEMA_VERSION: i64 = 1;

const TABLES: &str = "
CREATE TABLE catalogs (
    node TEXT PRIMARY KEY NOT NULL,
    compiled_at INTEGER NOT NULL,
    resources INTEGER NOT NULL
);
CREATE TABLE resources (
    node TEXT NOT NULL REFERENCES catalogs(node) ON DELETE CASCADE,
    type TEXT NOT NULL,
    title TEXT NOT NULL,
    exported INTEGER NOT NULL,
    tags TEXT NOT NULL,
    params TEXT NOT NULL,
    file TEXT,
    line INTEGER
);
CREATE INDEX resources_exported ON resources (type, node) WHERE exported = 1;
CREATE INDEX resources_node ON resources (node);
";

/// Sets the connection up (WAL journal) and makes the tables in a new
/// file; refuses a foreign, damaged or newer file.
pub fn prepare(conn: &Connection, path: &Path) -> Result<(), StoreError> {
    let err = |e: rusqlite::Error| sql_error(path, &e);
    // Reading the header first finds a file that is not a database.
    let (app, version) = header(conn).map_err(err)?;
    if app == APPLICATION_ID && version == SCHEMA_VERSION {
        return enable_wal(conn).map_err(err);
    }
    if let Err(refused) = check(conn, path, app, version) {
        // Another process may have made the store between the two reads
        // of `check`: look once more before refusing the file untouched.
        let (app, version) = header(conn).map_err(err)?;
        if app == APPLICATION_ID && version == SCHEMA_VERSION {
            return enable_wal(conn).map_err(err);
        }
        return Err(refused);
    }
    enable_wal(conn).map_err(err)?;
    // A new store, as far as a read outside a transaction can tell: look
    // again and make it under the write lock, as another process may be
    // making it at this very moment.
    conn.execute_batch("BEGIN IMMEDIATE").map_err(err)?;
    let made = (|| -> Result<(), StoreError> {
        let (app, version) = header(conn).map_err(err)?;
        check(conn, path, app, version)?;
        if app == 0 && version == 0 {
            conn.execute_batch(TABLES).map_err(err)?;
            conn.execute_batch(&format!(
                "PRAGMA application_id = {APPLICATION_ID}; PRAGMA user_version = {SCHEMA_VERSION};"
            ))
            .map_err(err)?;
        }
        conn.execute_batch("COMMIT").map_err(err)
    })();
    if made.is_err() {
        let _ = conn.execute_batch("ROLLBACK");
    }
    made
}

fn enable_wal(conn: &Connection) -> rusqlite::Result<()> {
    let mode: String = conn.query_row("PRAGMA journal_mode = WAL", [], |r| r.get(0))?;
    debug_assert!(mode.eq_ignore_ascii_case("wal") || mode.eq_ignore_ascii_case("memory"));
    conn.execute_batch("PRAGMA synchronous = NORMAL; PRAGMA foreign_keys = ON;")
}

fn header(conn: &Connection) -> rusqlite::Result<(i64, i64)> {
    let app = conn.query_row("PRAGMA application_id", [], |r| r.get(0))?;
    let version = conn.query_row("PRAGMA user_version", [], |r| r.get(0))?;
    Ok((app, version))
}

/// Refuses a file this spaceship must not write: another program's
/// database, or a store of a newer schema. An empty file passes.
fn check(conn: &Connection, path: &Path, app: i64, version: i64) -> Result<(), StoreError> {
    let shown = path.display();
    if app == APPLICATION_ID && version > SCHEMA_VERSION {
        return Err(StoreError(format!(
            "the storeconfigs store {shown} has schema version {version}, newer than this \
             spaceship's ({SCHEMA_VERSION}): upgrade spaceship, or choose another store with \
             --storeconfigs PATH"
        )));
    }
    if app == APPLICATION_ID && version == SCHEMA_VERSION {
        return Ok(());
    }
    let tables: i64 = conn
        .query_row("SELECT count(*) FROM sqlite_master", [], |r| r.get(0))
        .map_err(|e| sql_error(path, &e))?;
    if app != 0 || tables > 0 || version != 0 {
        return Err(StoreError(format!(
            "{shown} is an SQLite database but not a spaceship storeconfigs store; \
             choose another file with --storeconfigs PATH (it is left as it is)"
        )));
    }
    Ok(())
}
