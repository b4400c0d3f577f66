//! Reading the store: the other nodes' exported resources for a
//! collector, and the stored nodes for `spaceship nodes`.

use rusqlite::params_from_iter;

use super::{Store, StoreError, sql_error};
use crate::catalog::Value;
use crate::catalog::json::parse_deep;
use crate::eval::{ExportQuery, ExportedResource, Exports};

/// A stored resource, for listings.
#[derive(Debug, Clone, PartialEq)]
pub struct StoredResource {
    pub type_name: String,
    pub title: String,
    pub tags: serde_json::Value,
    pub file: Option<String>,
    pub line: Option<i64>,
    pub exported: bool,
    pub parameters: serde_json::Value,
}

/// A node whose catalog is stored, with its exported resources.
#[derive(Debug, Clone, PartialEq)]
pub struct StoredNode {
    pub name: String,
    /// When its catalog was stored (seconds since the Unix epoch).
    pub compiled_at: i64,
    /// How many resources its catalog has in the store.
    pub resources: i64,
    pub exported: Vec<StoredResource>,
}

impl StoredNode {
    /// The node as JSON, for `spaceship nodes --format json`.
    pub fn to_json(&self) -> serde_json::Value {
        let exported: Vec<serde_json::Value> = self
            .exported
            .iter()
            .map(|r| {
                serde_json::json!({
                    "type": r.type_name,
                    "title": r.title,
                    "tags": r.tags,
                    "file": r.file,
                    "line": r.line,
                    "exported": r.exported,
                    "parameters": r.parameters,
                })
            })
            .collect();
        serde_json::json!({
            "name": self.name,
            "compiled_at": self.compiled_at,
            "resources": self.resources,
            "exported": exported,
        })
    }
}

const COLUMNS: &str = "node, type, title, tags, params, file, line, exported";

type RawRow = (
    String,
    String,
    String,
    String,
    String,
    Option<String>,
    Option<i64>,
    bool,
);

fn raw(r: &rusqlite::Row<'_>) -> rusqlite::Result<RawRow> {
    Ok((
        r.get(0)?,
        r.get(1)?,
        r.get(2)?,
        r.get(3)?,
        r.get(4)?,
        r.get(5)?,
        r.get(6)?,
        r.get(7)?,
    ))
}

impl Store {
    /// Whether the store holds a catalog of this node.
    pub fn has_node(&self, node: &str) -> Result<bool, StoreError> {
        self.conn
            .query_row(
                "SELECT count(*) FROM catalogs WHERE node = ?1",
                [node],
                |r| r.get::<_, i64>(0),
            )
            .map(|n| n > 0)
            .map_err(|e| sql_error(&self.path, &e))
    }

    /// Every stored node, by name, with its exported resources.
    pub fn nodes(&self) -> Result<Vec<StoredNode>, StoreError> {
        let err = |e: rusqlite::Error| sql_error(&self.path, &e);
        let mut nodes: Vec<StoredNode> = {
            let mut stmt = self
                .conn
                .prepare("SELECT node, compiled_at, resources FROM catalogs ORDER BY node")
                .map_err(err)?;
            stmt.query_map([], |r| {
                Ok(StoredNode {
                    name: r.get(0)?,
                    compiled_at: r.get(1)?,
                    resources: r.get(2)?,
                    exported: Vec::new(),
                })
            })
            .map_err(err)?
            .collect::<Result<_, _>>()
            .map_err(err)?
        };
        let mut stmt = self
            .conn
            .prepare(&format!(
                "SELECT {COLUMNS} FROM resources WHERE exported = 1 ORDER BY node, rowid"
            ))
            .map_err(err)?;
        let rows = stmt.query_map([], raw).map_err(err)?;
        for row in rows {
            let (node, type_name, title, tags, params, file, line, exported) = row.map_err(err)?;
            if let Some(n) = nodes.iter_mut().find(|n| n.name == node) {
                n.exported.push(StoredResource {
                    type_name,
                    title,
                    tags: serde_json::from_str(&tags).unwrap_or_default(),
                    file,
                    line,
                    exported,
                    parameters: parse_deep(params.as_bytes()).unwrap_or_default(),
                });
            }
        }
        Ok(nodes)
    }

    /// The exported resources of a type on every node but `node` that
    /// `query` matches (as PuppetDB would).
    pub fn exported_resources(
        &self,
        type_name: &str,
        node: &str,
        query: Option<&ExportQuery>,
    ) -> Result<Vec<ExportedResource>, StoreError> {
        let hint = query.and_then(ExportQuery::tag_hint);
        let tags = hint.as_deref();
        let err = |e: rusqlite::Error| sql_error(&self.path, &e);
        let mut sql = format!(
            "SELECT {COLUMNS} FROM resources WHERE type = ?1 AND exported = 1 AND node <> ?2"
        );
        let mut args = vec![type_name.to_string(), node.to_string()];
        if let Some(tags) = tags.filter(|t| !t.is_empty()) {
            // A superset: the tag list is JSON, each tag quoted.
            let likes: Vec<String> = tags
                .iter()
                .enumerate()
                .map(|(i, _)| format!("instr(tags, ?{}) > 0", i + 3))
                .collect();
            sql.push_str(&format!(" AND ({})", likes.join(" OR ")));
            args.extend(
                tags.iter()
                    .map(|t| serde_json::Value::from(t.as_str()).to_string()),
            );
        }
        sql.push_str(" ORDER BY node, rowid");
        let mut stmt = self.conn.prepare_cached(&sql).map_err(err)?;
        let rows = stmt
            .query_map(params_from_iter(args.iter()), raw)
            .map_err(err)?;
        let mut found = Vec::new();
        for row in rows {
            let (node, type_name, title, tags, params, file, line, _) = row.map_err(err)?;
            let tags: Vec<String> = serde_json::from_str(&tags).unwrap_or_default();
            let params: serde_json::Map<String, serde_json::Value> =
                parse_deep(params.as_bytes()).unwrap_or_default();
            if query.is_some_and(|q| !q.matches(&title, &tags, &params)) {
                continue;
            }
            found.push(ExportedResource {
                node,
                type_name,
                title,
                tags,
                params: params
                    .iter()
                    .map(|(k, v)| (k.clone(), json_value(v)))
                    .collect(),
                file,
                line: line.map(|l| l as u32),
            });
        }
        Ok(found)
    }
}

impl Exports for Store {
    fn exported(
        &self,
        type_name: &str,
        node: &str,
        query: Option<&ExportQuery>,
    ) -> Result<Vec<ExportedResource>, String> {
        self.exported_resources(type_name, node, query)
            .map_err(|e| e.0)
    }
}

/// A stored parameter value as a Puppet value.
fn json_value(json: &serde_json::Value) -> Value {
    crate::catalog::json::json_to_value(json)
}
