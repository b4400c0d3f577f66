//! The fleet report: each node's status, the groups of nodes whose diffs
//! are identical (largest first) with their changes and causes, and a
//! summary; as JSON (the stable schema of docs/fleet.md), read back for
//! `spaceship fleet merge`.
//!
//! Nodes are grouped by their changes less the causes: two nodes whose
//! catalogs change the same way are one group even where their values
//! came from different Hiera files; a group's causes are the union of
//! its nodes'. Shards' reports merge by the same grouping, so merged
//! shards make the report one run would have made.

use std::collections::BTreeMap;

use serde_json::{Map, Value as Json, json};

use crate::catalog::view::Res;
use crate::diff::Diff;

use super::nodes::Shard;

/// A node's status.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Status {
    Changed,
    Unchanged,
    Failed,
}

impl Status {
    pub fn name(self) -> &'static str {
        match self {
            Status::Changed => "changed",
            Status::Unchanged => "unchanged",
            Status::Failed => "failed",
        }
    }
}

/// One node's line of the report.
#[derive(Debug, Clone, PartialEq)]
pub struct NodeEntry {
    pub status: Status,
    pub group: Option<usize>,
    pub error: Option<String>,
    /// Where a failed node failed: `from`, `to` or `both`.
    pub side: Option<String>,
}

/// Nodes whose diffs are identical, and the diff.
#[derive(Debug, Clone, PartialEq)]
pub struct Group {
    pub id: usize,
    pub nodes: Vec<String>,
    /// `{"resource", "change", "attributes", "causes"}` each.
    pub changes: Vec<Json>,
}

/// A fleet diff's report.
#[derive(Debug, Clone, PartialEq)]
pub struct Report {
    pub from: String,
    pub to: String,
    /// The commits the refs named (`to`: none for the work tree).
    pub from_commit: Option<String>,
    pub to_commit: Option<String>,
    /// The shard this partial report covers, if one.
    pub shard: Option<Shard>,
    pub nodes: BTreeMap<String, NodeEntry>,
    pub groups: Vec<Group>,
    pub seconds: f64,
    /// Nodes not compiled at `to` because nothing they read changed (not
    /// in the JSON: a merged report's count would be the shards' sum of
    /// what each could skip, which says nothing of the whole).
    pub skipped: usize,
    /// Of those, the nodes compiled at neither side: their reads at
    /// `from` came from the cache of an earlier run.
    pub cached: usize,
}

/// What one node's compiles gave.
pub enum NodeDiff {
    /// Compiled at both sides: the changes (empty: unchanged).
    Compared(Vec<Json>),
    /// Failed at `side` (`from`, `to` or `both`) with this error.
    Failed { side: &'static str, error: String },
}

/// A diff's changes in the report's form: removed, added, then changed
/// resources, each attribute's values and the causes the compile's
/// provenance gives (paths as the repository names them).
pub fn changes(diff: &Diff) -> Vec<Json> {
    let whole = |r: &Res, change: &str, from_side: bool, causes: Option<&Vec<String>>| {
        let attributes: Map<String, Json> = (r.params.iter())
            .map(|(name, value)| {
                let (from, to) = if from_side {
                    (value.clone(), Json::Null)
                } else {
                    (Json::Null, value.clone())
                };
                (name.clone(), json!({"from": from, "to": to}))
            })
            .collect();
        let causes: Vec<Json> = causes
            .into_iter()
            .flatten()
            .cloned()
            .map(Json::from)
            .collect();
        json!({"resource": r.reference(), "change": change, "attributes": attributes, "causes": causes})
    };
    let mut out: Vec<Json> = Vec::new();
    out.extend(
        (diff.removed.iter().enumerate())
            .map(|(i, r)| whole(r, "removed", true, diff.removed_causes.get(i))),
    );
    out.extend(
        (diff.added.iter().enumerate())
            .map(|(i, r)| whole(r, "added", false, diff.added_causes.get(i))),
    );
    for c in &diff.changed {
        let mut causes: Vec<String> = Vec::new();
        let attributes: Map<String, Json> = (c.attributes.iter())
            .map(|a| {
                for cause in &a.causes {
                    if !causes.contains(cause) {
                        causes.push(cause.clone());
                    }
                }
                (a.name.clone(), json!({"from": a.from, "to": a.to}))
            })
            .collect();
        out.push(json!({
            "resource": c.reference,
            "change": "changed",
            "attributes": attributes,
            "causes": causes,
        }));
    }
    containment(diff, &mut out);
    out
}

/// Containment edges that differ, as a change of the contained
/// resource's `contained_by` (its containers at each side).
fn containment(diff: &Diff, out: &mut Vec<Json>) {
    let mut moved: BTreeMap<&str, (Vec<&str>, Vec<&str>)> = BTreeMap::new();
    for (container, contained) in &diff.edges_removed {
        moved.entry(contained).or_default().0.push(container);
    }
    for (container, contained) in &diff.edges_added {
        moved.entry(contained).or_default().1.push(container);
    }
    for (resource, (from, to)) in moved {
        let values = json!({"from": from, "to": to});
        let existing = out
            .iter_mut()
            .find(|c| c["resource"] == resource && c["change"] == "changed");
        match existing {
            Some(change) => {
                change["attributes"]["contained_by"] = values;
            }
            None => out.push(json!({
                "resource": resource,
                "change": "changed",
                "attributes": {"contained_by": values},
                "causes": [],
            })),
        }
    }
}

/// A change less its causes: what groups compare.
fn shape(change: &Json) -> Json {
    let mut c = change.clone();
    if let Some(m) = c.as_object_mut() {
        m.remove("causes");
    }
    c
}

/// Forms groups from (nodes, changes) pairs: pairs whose changes agree
/// but for causes join, their causes united; largest group first, then
/// by first node name; ids from 1.
pub fn form_groups(pairs: Vec<(Vec<String>, Vec<Json>)>) -> Vec<Group> {
    let mut by_shape: BTreeMap<String, (Vec<String>, Vec<Json>)> = BTreeMap::new();
    for (nodes, changes) in pairs {
        let key =
            serde_json::to_string(&changes.iter().map(shape).collect::<Vec<_>>()).expect("json");
        match by_shape.get_mut(&key) {
            None => {
                by_shape.insert(key, (nodes, changes));
            }
            Some((known_nodes, known_changes)) => {
                known_nodes.extend(nodes);
                for (known, new) in known_changes.iter_mut().zip(&changes) {
                    unite_causes(known, new);
                }
            }
        }
    }
    let mut groups: Vec<Group> = by_shape
        .into_values()
        .map(|(mut nodes, mut changes)| {
            nodes.sort();
            nodes.dedup();
            for c in &mut changes {
                if let Some(Json::Array(causes)) = c.get_mut("causes") {
                    causes.sort_by_key(|c| c.to_string());
                }
            }
            Group {
                id: 0,
                nodes,
                changes,
            }
        })
        .collect();
    groups.sort_by(|a, b| {
        b.nodes
            .len()
            .cmp(&a.nodes.len())
            .then(a.nodes.cmp(&b.nodes))
    });
    for (i, g) in groups.iter_mut().enumerate() {
        g.id = i + 1;
    }
    groups
}

fn unite_causes(known: &mut Json, new: &Json) {
    let Some(Json::Array(more)) = new.get("causes") else {
        return;
    };
    if let Some(Json::Array(causes)) = known.get_mut("causes") {
        for c in more {
            if !causes.contains(c) {
                causes.push(c.clone());
            }
        }
    }
}

impl Report {
    /// A report of node diffs; groups formed, each node pointed at its
    /// group.
    pub fn new(
        (from, from_commit): (String, Option<String>),
        (to, to_commit): (String, Option<String>),
        shard: Option<Shard>,
        results: Vec<(String, NodeDiff)>,
        seconds: f64,
    ) -> Report {
        let mut nodes = BTreeMap::new();
        let mut pairs = Vec::new();
        for (name, result) in results {
            let entry = match result {
                NodeDiff::Compared(changes) if changes.is_empty() => NodeEntry {
                    status: Status::Unchanged,
                    group: None,
                    error: None,
                    side: None,
                },
                NodeDiff::Compared(changes) => {
                    pairs.push((vec![name.clone()], changes));
                    NodeEntry {
                        status: Status::Changed,
                        group: None,
                        error: None,
                        side: None,
                    }
                }
                NodeDiff::Failed { side, error } => NodeEntry {
                    status: Status::Failed,
                    group: None,
                    error: Some(error),
                    side: Some(side.to_string()),
                },
            };
            nodes.insert(name, entry);
        }
        let mut report = Report {
            from,
            to,
            from_commit,
            to_commit,
            shard,
            nodes,
            groups: Vec::new(),
            seconds,
            skipped: 0,
            cached: 0,
        };
        report.set_groups(form_groups(pairs));
        report
    }

    fn set_groups(&mut self, groups: Vec<Group>) {
        for g in &groups {
            for n in &g.nodes {
                if let Some(entry) = self.nodes.get_mut(n) {
                    entry.group = Some(g.id);
                }
            }
        }
        self.groups = groups;
    }

    /// The number of nodes of a status.
    pub fn count(&self, status: Status) -> usize {
        self.nodes.values().filter(|n| n.status == status).count()
    }

    /// Whether any node's catalog changed, or compiles at one side only.
    pub fn differs(&self) -> bool {
        self.nodes.values().any(|n| {
            n.status == Status::Changed
                || n.status == Status::Failed && n.side.as_deref() != Some("both")
        })
    }

    /// Whether any node fails at the `to` side (`--fail-on-error`).
    pub fn fails_at_to(&self) -> bool {
        self.nodes
            .values()
            .any(|n| matches!(n.side.as_deref(), Some("to" | "both")))
    }

    /// The report as JSON (docs/fleet.md's schema).
    pub fn to_json(&self) -> Json {
        let nodes: Map<String, Json> = (self.nodes.iter())
            .map(|(name, n)| {
                (
                    name.clone(),
                    json!({"status": n.status.name(), "group": n.group, "error": n.error, "side": n.side}),
                )
            })
            .collect();
        let groups: Vec<Json> = (self.groups.iter())
            .map(|g| json!({"id": g.id, "nodes": g.nodes, "changes": g.changes}))
            .collect();
        let mut doc = json!({
            "from": self.from,
            "to": self.to,
            "nodes": nodes,
            "groups": groups,
            "summary": {
                "nodes": self.nodes.len(),
                "changed": self.count(Status::Changed),
                "unchanged": self.count(Status::Unchanged),
                "failed": self.count(Status::Failed),
                "seconds": (self.seconds * 1000.0).round() / 1000.0,
            },
            "commits": {"from": self.from_commit, "to": self.to_commit},
        });
        if let Some(shard) = self.shard {
            doc["shard"] = Json::from(shard.to_string());
        }
        doc
    }

    /// Reads a report back (`name` for messages).
    pub fn from_json(name: &str, doc: &Json) -> Result<Report, String> {
        let bad = |what: &str| format!("{name}: not a fleet report: {what}");
        let string = |v: &Json, what: &str| -> Result<String, String> {
            v.as_str().map(str::to_string).ok_or_else(|| bad(what))
        };
        let optional = |v: Option<&Json>| v.and_then(Json::as_str).map(str::to_string);
        let mut nodes = BTreeMap::new();
        let listed = doc
            .get("nodes")
            .and_then(Json::as_object)
            .ok_or_else(|| bad("no `nodes` object"))?;
        for (node, entry) in listed {
            let status = match entry.get("status").and_then(Json::as_str) {
                Some("changed") => Status::Changed,
                Some("unchanged") => Status::Unchanged,
                Some("failed") => Status::Failed,
                _ => return Err(bad(&format!("node {node}: no valid `status`"))),
            };
            nodes.insert(
                node.clone(),
                NodeEntry {
                    status,
                    group: None,
                    error: optional(entry.get("error")),
                    side: optional(entry.get("side")),
                },
            );
        }
        let mut groups = Vec::new();
        for g in doc
            .get("groups")
            .and_then(Json::as_array)
            .ok_or_else(|| bad("no `groups` array"))?
        {
            let nodes = (g.get("nodes").and_then(Json::as_array))
                .ok_or_else(|| bad("a group without `nodes`"))?
                .iter()
                .map(|n| string(n, "a group's node is not a string"))
                .collect::<Result<Vec<_>, _>>()?;
            let changes = (g.get("changes").and_then(Json::as_array))
                .ok_or_else(|| bad("a group without `changes`"))?
                .clone();
            groups.push(Group {
                id: g.get("id").and_then(Json::as_u64).unwrap_or(0) as usize,
                nodes,
                changes,
            });
        }
        let shard = match doc.get("shard") {
            None | Some(Json::Null) => None,
            Some(s) => Some(Shard::parse(&string(s, "`shard` is not I/N")?).map_err(|e| bad(&e))?),
        };
        let commits = doc.get("commits");
        let mut report = Report {
            from: string(doc.get("from").unwrap_or(&Json::Null), "no `from`")?,
            to: string(doc.get("to").unwrap_or(&Json::Null), "no `to`")?,
            from_commit: optional(commits.and_then(|c| c.get("from"))),
            to_commit: optional(commits.and_then(|c| c.get("to"))),
            shard,
            nodes,
            groups: Vec::new(),
            seconds: (doc.get("summary").and_then(|s| s.get("seconds")))
                .and_then(Json::as_f64)
                .unwrap_or(0.0),
            skipped: 0,
            cached: 0,
        };
        report.set_groups(groups);
        Ok(report)
    }

    /// Joins reports (shards of one run) into the report one run would
    /// have made: the same refs, each node once, groups formed anew.
    pub fn merge(reports: Vec<(String, Report)>) -> Result<Report, String> {
        let mut reports = reports.into_iter();
        let Some((first_name, first)) = reports.next() else {
            return Err("no reports to merge".into());
        };
        let mut nodes = first.nodes.clone();
        let mut pairs: Vec<(Vec<String>, Vec<Json>)> = first
            .groups
            .iter()
            .map(|g| (g.nodes.clone(), g.changes.clone()))
            .collect();
        let mut seconds = first.seconds;
        for (name, report) in reports {
            let refs = |r: &Report| {
                (
                    r.from.clone(),
                    r.to.clone(),
                    r.from_commit.clone(),
                    r.to_commit.clone(),
                )
            };
            if refs(&report) != refs(&first) {
                return Err(format!(
                    "{name} compares {} with {}, {first_name} {} with {}: reports of different refs do not merge",
                    shown_ref(&report.from, &report.from_commit),
                    shown_ref(&report.to, &report.to_commit),
                    shown_ref(&first.from, &first.from_commit),
                    shown_ref(&first.to, &first.to_commit),
                ));
            }
            for (node, entry) in report.nodes {
                if nodes.contains_key(&node) {
                    return Err(format!("{name}: node {node} is in another report too"));
                }
                nodes.insert(node, entry);
            }
            pairs.extend(report.groups.into_iter().map(|g| (g.nodes, g.changes)));
            seconds = seconds.max(report.seconds);
        }
        let mut merged = Report {
            shard: None,
            nodes,
            groups: Vec::new(),
            seconds,
            skipped: 0,
            cached: 0,
            ..first
        };
        for entry in merged.nodes.values_mut() {
            entry.group = None;
        }
        merged.set_groups(form_groups(pairs));
        Ok(merged)
    }
}

fn shown_ref(name: &str, commit: &Option<String>) -> String {
    match commit {
        Some(c) => format!("{name} ({})", c.chars().take(12).collect::<String>()),
        None => name.to_string(),
    }
}
