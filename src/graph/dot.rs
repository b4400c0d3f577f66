//! The graph as Graphviz DOT or as JSON.

use std::fmt::Write as _;

use serde_json::{Value as Json, json};

use super::{EdgeKind, Graph};

fn quote(s: &str) -> String {
    let mut out = String::with_capacity(s.len() + 2);
    out.push('"');
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

/// DOT: one node per resource, containment edges dashed, relationship
/// edges labelled with their metaparameter.
pub fn dot(graph: &Graph) -> String {
    let mut out = String::from("digraph catalog {\n  rankdir=LR;\n  node [shape=box];\n");
    for node in &graph.nodes {
        let _ = writeln!(out, "  {};", quote(node));
    }
    for e in &graph.edges {
        let style = match e.kind {
            EdgeKind::Contains => "style=dashed, ",
            EdgeKind::AutoRequire => "style=dotted, ",
            EdgeKind::Notify | EdgeKind::Subscribe => "color=red, ",
            _ => "",
        };
        let _ = writeln!(
            out,
            "  {} -> {} [{style}label={}];",
            quote(&graph.nodes[e.from]),
            quote(&graph.nodes[e.to]),
            quote(e.kind.name())
        );
    }
    out.push_str("}\n");
    out
}

/// JSON: `{"nodes": [...], "edges": [{"from", "to", "kind"}], "missing": [...]}`.
pub fn to_json(graph: &Graph) -> Json {
    json!({
        "nodes": graph.nodes,
        "edges": graph.edges.iter().map(|e| json!({
            "from": graph.nodes[e.from],
            "to": graph.nodes[e.to],
            "kind": e.kind.name(),
        })).collect::<Vec<_>>(),
        "missing": graph.missing.iter().map(|m| json!({
            "source": m.source,
            "param": m.param,
            "target": m.target,
        })).collect::<Vec<_>>(),
    })
}
