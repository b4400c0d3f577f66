//! Keeping a node's compiled catalog: PuppetDB's `replace catalog`.
//!
//! The node's previous rows are deleted and the new catalog's inserted
//! in one `BEGIN IMMEDIATE` transaction: a concurrent compile of another
//! node waits for it (busy timeout), and a process killed in the middle
//! leaves the previous catalog as it was (the WAL journal never applies
//! an uncommitted transaction).
//!
//! For the test of that, `SPACESHIP_STORE_PAUSE_MS` (undocumented for
//! users) makes the writer print `storeconfigs: pausing` to stderr and
//! sleep that long halfway through inserting the resources.

use rusqlite::params;

use super::{Store, StoreError, sql_error};
use crate::catalog::Catalog;
use crate::syntax::SourceMap;
use serde_json::Value as Json;

/// A resource as the store keeps it, taken from the catalog's JSON.
#[derive(Debug, Clone, PartialEq)]
pub struct Row {
    pub type_name: String,
    pub title: String,
    pub exported: bool,
    /// JSON array of tags.
    pub tags: String,
    /// JSON object of parameters.
    pub params: String,
    pub file: Option<String>,
    pub line: Option<i64>,
}

/// The resources of a compiled catalog Puppet would store (the
/// realized ones and every exported one, collected or not), as its
/// PuppetDB terminus sends them ([`super::wire`]), parameters in the
/// order PuppetDB gives them back.
pub fn rows(catalog: &Catalog, sources: &SourceMap) -> Vec<Row> {
    let (resources, _) = super::wire::resources(catalog, sources);
    let text = |r: &Json, key: &str| r.get(key).and_then(|v| v.as_str()).map(String::from);
    resources
        .into_iter()
        .map(|r| Row {
            type_name: text(&r, "type").unwrap_or_default(),
            title: text(&r, "title").unwrap_or_default(),
            exported: r.get("exported").and_then(|e| e.as_bool()).unwrap_or(false),
            tags: r
                .get("tags")
                .map_or_else(|| "[]".to_string(), |t| t.to_string()),
            params: match r.get("parameters") {
                Some(Json::Object(p)) => jsonb_text(p),
                _ => "{}".to_string(),
            },
            file: text(&r, "file"),
            line: r.get("line").and_then(|l| l.as_i64()),
        })
        .collect()
}

/// An object as JSON text with its keys as PostgreSQL's jsonb keeps them
/// (shorter keys first, then by bytes; nested objects too), which is the
/// order PuppetDB hands a collected resource's parameters to Puppet.
pub fn jsonb_text(object: &serde_json::Map<String, Json>) -> String {
    let mut out = Vec::with_capacity(64);
    write_jsonb_object(&mut out, object);
    // serde_json writes UTF-8, and so do the brackets around it.
    String::from_utf8(out).unwrap_or_default()
}

fn write_jsonb_object(out: &mut Vec<u8>, object: &serde_json::Map<String, Json>) {
    let mut entries: Vec<(&String, &Json)> = object.iter().collect();
    entries.sort_unstable_by(|(a, _), (b, _)| a.len().cmp(&b.len()).then_with(|| a.cmp(b)));
    out.push(b'{');
    for (i, (key, value)) in entries.into_iter().enumerate() {
        if i > 0 {
            out.push(b',');
        }
        // Writing to memory cannot fail.
        let _ = serde_json::to_writer(&mut *out, key);
        out.push(b':');
        write_jsonb(out, value);
    }
    out.push(b'}');
}

fn write_jsonb(out: &mut Vec<u8>, value: &Json) {
    match value {
        Json::Object(o) => write_jsonb_object(out, o),
        Json::Array(items) => {
            out.push(b'[');
            for (i, item) in items.iter().enumerate() {
                if i > 0 {
                    out.push(b',');
                }
                write_jsonb(out, item);
            }
            out.push(b']');
        }
        leaf => {
            let _ = serde_json::to_writer(&mut *out, leaf);
        }
    }
}

impl Store {
    /// Replaces `node`'s stored catalog by this compiled one.
    pub fn replace_catalog(
        &self,
        node: &str,
        catalog: &Catalog,
        sources: &SourceMap,
    ) -> Result<(), StoreError> {
        self.replace_rows(node, &rows(catalog, sources))
    }

    /// Replaces `node`'s stored catalog by these resources, in one
    /// transaction.
    pub fn replace_rows(&self, node: &str, rows: &[Row]) -> Result<(), StoreError> {
        let path = self.path.clone();
        let err = |e: rusqlite::Error| sql_error(&path, &e);
        let pause = std::env::var("SPACESHIP_STORE_PAUSE_MS")
            .ok()
            .and_then(|ms| ms.parse::<u64>().ok());
        let tx = self.conn.unchecked_transaction().map_err(err)?;
        let now = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.as_secs() as i64);
        tx.execute("DELETE FROM resources WHERE node = ?1", [node])
            .map_err(err)?;
        tx.execute(
            "INSERT INTO catalogs (node, compiled_at, resources) VALUES (?1, ?2, ?3)
             ON CONFLICT (node) DO UPDATE SET compiled_at = ?2, resources = ?3",
            params![node, now, rows.len() as i64],
        )
        .map_err(err)?;
        {
            let mut insert = tx
                .prepare_cached(
                    "INSERT INTO resources (node, type, title, exported, tags, params, file, line)
                     VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)",
                )
                .map_err(err)?;
            for (i, row) in rows.iter().enumerate() {
                if let Some(ms) = pause.filter(|_| i == rows.len() / 2) {
                    eprintln!("storeconfigs: pausing");
                    std::thread::sleep(std::time::Duration::from_millis(ms));
                }
                insert
                    .execute(params![
                        node,
                        row.type_name,
                        row.title,
                        row.exported,
                        row.tags,
                        row.params,
                        row.file,
                        row.line
                    ])
                    .map_err(err)?;
            }
        }
        tx.commit().map_err(err)
    }
}
