//! PuppetDB's v4 query API: the other nodes' exported resources an
//! exported collector asks for (the query Puppet's terminus sends), and
//! the active nodes with their exports for `spaceship nodes`, their
//! factsets for `spaceship fleet`.

use serde_json::{Value as Json, json};

use super::{HttpError, PuppetDb};
use crate::eval::{ExportQuery, ExportedResource};
use crate::store::{StoreError, StoredNode, StoredResource};

impl PuppetDb {
    /// The exported resources of `type_name` on every node but `node`
    /// that `query` matches, in PuppetDB's order, as Puppet's terminus
    /// asks: `["and", ["=", "type", T], ["=", "exported", true], ["not",
    /// ["=", "certname", node]], query]`.
    pub fn exported_resources(
        &self,
        type_name: &str,
        node: &str,
        query: Option<&ExportQuery>,
    ) -> Result<Vec<ExportedResource>, StoreError> {
        let ast = collector_ast(type_name, node, query);
        let body = self
            .get("/pdb/query/v4/resources", &[("query", &ast.to_string())])
            .map_err(|e| self.retrieval_failure(e))?;
        let rows: Vec<Json> = serde_json::from_str(&body).map_err(|e| {
            StoreError(format!(
                "Could not retrieve resources from the PuppetDB at {}: its answer is not a list of resources ({e}); check that --puppetdb names a PuppetDB 7",
                self.base
            ))
        })?;
        // PuppetDB answers in its storage order; the embedded store gives
        // node by node, each in catalog order. The same order here (the
        // declaration's place standing for catalog order) keeps what a
        // collected define declares in a stable order.
        let mut found: Vec<ExportedResource> = rows.iter().map(exported_resource).collect();
        found.sort_by(|a, b| {
            (&a.node, &a.file, a.line, &a.type_name, &a.title).cmp(&(
                &b.node,
                &b.file,
                b.line,
                &b.type_name,
                &b.title,
            ))
        });
        Ok(found)
    }

    /// Puppet's words for a failed collector query, with what to do.
    fn retrieval_failure(&self, e: HttpError) -> StoreError {
        let why = match &e {
            HttpError::Unreachable(why) => why.clone(),
            HttpError::Refused(status, body) => {
                format!("[{status}] {}", body.replace(['\r', '\n'], ""))
            }
        };
        StoreError(format!(
            "Could not retrieve resources from the PuppetDB at {}: {why} ({})",
            self.base,
            e.hint()
        ))
    }

    /// The active nodes, by name, each with its catalog's resource count
    /// and its exported resources (`spaceship nodes --puppetdb URL`).
    pub fn nodes(&self) -> Result<Vec<StoredNode>, StoreError> {
        let listing = |path: &str, query: Option<Json>| -> Result<Vec<Json>, StoreError> {
            let text = query.map(|q| q.to_string());
            let params: Vec<(&str, &str)> = text.iter().map(|q| ("query", q.as_str())).collect();
            let body = self
                .get(path, &params)
                .map_err(|e| self.failure("list its nodes", e))?;
            serde_json::from_str(&body).map_err(|e| {
                StoreError(format!("PuppetDB at {} answered no list ({e})", self.base))
            })
        };
        let mut nodes = Vec::new();
        let certnames = listing("/pdb/query/v4/nodes", None)?;
        let mut names: Vec<String> = certnames
            .iter()
            .filter_map(|n| n["certname"].as_str().map(String::from))
            .collect();
        names.sort();
        for name in names {
            let resources = listing(
                "/pdb/query/v4/resources",
                Some(json!(["=", "certname", name])),
            )?;
            let exported = resources
                .iter()
                .filter(|r| r["exported"] == true)
                .map(|r| StoredResource {
                    type_name: text(&r["type"]),
                    title: text(&r["title"]),
                    tags: r["tags"].clone(),
                    file: r["file"].as_str().map(String::from),
                    line: r["line"].as_i64(),
                    exported: true,
                    parameters: r["parameters"].clone(),
                })
                .collect();
            let stamp = certnames
                .iter()
                .find(|n| n["certname"] == name.as_str())
                .and_then(|n| n["catalog_timestamp"].as_str())
                .map_or(0, unix_seconds);
            nodes.push(StoredNode {
                name,
                compiled_at: stamp,
                resources: resources.len() as i64,
                exported,
            });
        }
        Ok(nodes)
    }
}

impl PuppetDb {
    /// The factsets of the active nodes (`/pdb/query/v4/factsets`), by
    /// certname: each node's facts as one JSON object (`spaceship fleet
    /// --puppetdb URL` without `--facts`).
    pub fn factsets(&self) -> Result<Vec<(String, Json)>, StoreError> {
        let query = json!(["=", ["node", "active"], true]).to_string();
        let body = self
            .get("/pdb/query/v4/factsets", &[("query", &query)])
            .map_err(|e| self.failure("give the factsets of its nodes", e))?;
        let sets: Vec<Json> = serde_json::from_str(&body).map_err(|e| {
            StoreError(format!(
                "PuppetDB at {} answered no list of factsets ({e})",
                self.base
            ))
        })?;
        let mut nodes: Vec<(String, Json)> = sets
            .iter()
            .filter_map(|set| {
                let name = set["certname"].as_str()?.to_string();
                let mut facts = serde_json::Map::new();
                for fact in set["facts"]["data"].as_array().into_iter().flatten() {
                    if let Some(fact_name) = fact["name"].as_str() {
                        facts.insert(fact_name.to_string(), fact["value"].clone());
                    }
                }
                Some((name, Json::Object(facts)))
            })
            .collect();
        nodes.sort_by(|a, b| a.0.cmp(&b.0));
        Ok(nodes)
    }

    /// The catalog PuppetDB holds for `node` (`/pdb/query/v4/catalogs`),
    /// or None if it holds none.
    pub fn catalog(&self, node: &str) -> Result<Option<Json>, StoreError> {
        let body = match self.get(&format!("/pdb/query/v4/catalogs/{node}"), &[]) {
            Ok(body) => body,
            Err(HttpError::Refused(404, _)) => return Ok(None),
            Err(e) => return Err(self.failure("give the catalog of a node", e)),
        };
        serde_json::from_str(&body).map(Some).map_err(|e| {
            StoreError(format!(
                "PuppetDB at {} answered no catalog ({e})",
                self.base
            ))
        })
    }
}

/// The query Puppet's terminus sends for an exported collector.
pub fn collector_ast(type_name: &str, node: &str, query: Option<&ExportQuery>) -> Json {
    let mut ast = json!([
        "and",
        ["=", "type", type_name],
        ["=", "exported", true],
        ["not", ["=", "certname", node]]
    ]);
    if let (Some(q), Some(items)) = (query, ast.as_array_mut()) {
        items.push(q.to_ast());
    }
    ast
}

fn text(v: &Json) -> String {
    v.as_str().unwrap_or_default().to_string()
}

/// A resource of PuppetDB's answer as the compiler takes it: parameters
/// in PuppetDB's order.
fn exported_resource(row: &Json) -> ExportedResource {
    let params = row["parameters"]
        .as_object()
        .into_iter()
        .flatten()
        .map(|(k, v)| (k.clone(), crate::catalog::json::json_to_value(v)))
        .collect();
    ExportedResource {
        node: text(&row["certname"]),
        type_name: text(&row["type"]),
        title: text(&row["title"]),
        tags: row["tags"]
            .as_array()
            .into_iter()
            .flatten()
            .filter_map(|t| t.as_str().map(String::from))
            .collect(),
        params,
        file: row["file"].as_str().map(String::from),
        line: row["line"].as_u64().map(|l| l as u32),
    }
}

/// Seconds since the epoch of PuppetDB's `2024-01-02T03:04:05.678Z`.
fn unix_seconds(stamp: &str) -> i64 {
    let number = |range: std::ops::Range<usize>| -> i64 {
        stamp.get(range).and_then(|s| s.parse().ok()).unwrap_or(0)
    };
    let days = super::command::days_from_civil(number(0..4), number(5..7), number(8..10));
    days * 86_400 + number(11..13) * 3600 + number(14..16) * 60 + number(17..19)
}
