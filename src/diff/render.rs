//! A diff in words: text (coloured on a terminal), or JSON. Long or
//! multi-line strings (file contents) are shown as a unified diff.

use std::fmt::Write as _;

use nu_ansi_term::Color;
use serde_json::{Value as Json, json};

use super::compare::{AttrChange, Diff};
use crate::catalog::view::Res;

/// A string is shown as a unified diff from this length, or if it has
/// more than one line.
const LONG: usize = 120;

fn paint(colour: bool, c: Color, s: &str) -> String {
    if colour {
        c.paint(s).to_string()
    } else {
        s.to_string()
    }
}

/// A JSON value as Puppet code would write it: strings in single quotes.
pub fn show(v: &Json) -> String {
    match v {
        Json::String(s) => format!("'{}'", s.replace('\\', "\\\\").replace('\'', "\\'")),
        Json::Array(items) => format!(
            "[{}]",
            items.iter().map(show).collect::<Vec<_>>().join(", ")
        ),
        Json::Object(m) => format!(
            "{{{}}}",
            m.iter()
                .map(|(k, v)| format!("'{k}' => {}", show(v)))
                .collect::<Vec<_>>()
                .join(", ")
        ),
        other => other.to_string(),
    }
}

fn long_string(v: Option<&Json>) -> Option<&str> {
    match v {
        Some(Json::String(s)) if s.len() >= LONG || s.contains('\n') => Some(s),
        _ => None,
    }
}

/// The diff as text: `+`, `-` and `~` lines, each attribute change below
/// its resource with where each side's value came from.
pub fn text(diff: &Diff, colour: bool) -> String {
    let mut out = String::new();
    for r in &diff.removed {
        let head = format!("- {}", r.reference());
        let _ = writeln!(out, "{}{}", paint(colour, Color::Red, &head), at(r));
    }
    for r in &diff.added {
        let head = format!("+ {}", r.reference());
        let _ = writeln!(out, "{}{}", paint(colour, Color::Green, &head), at(r));
    }
    for c in &diff.changed {
        let head = format!("~ {}", c.reference);
        let loc = match (&c.from_location, &c.to_location) {
            (Some(a), Some(b)) if a == b => format!("  ({a})"),
            (None, None) => String::new(),
            (a, b) => format!(
                "  ({} → {})",
                a.as_deref().unwrap_or("?"),
                b.as_deref().unwrap_or("?")
            ),
        };
        let _ = writeln!(out, "{}{loc}", paint(colour, Color::Yellow, &head));
        for a in &c.attributes {
            attribute(&mut out, a, colour);
        }
    }
    for (source, target) in &diff.edges_removed {
        let line = format!("- edge {source} contains {target}");
        let _ = writeln!(out, "{}", paint(colour, Color::Red, &line));
    }
    for (source, target) in &diff.edges_added {
        let line = format!("+ edge {source} contains {target}");
        let _ = writeln!(out, "{}", paint(colour, Color::Green, &line));
    }
    out
}

fn at(r: &Res) -> String {
    r.location().map(|l| format!("  ({l})")).unwrap_or_default()
}

/// The most time one attribute's line diff may take before it is made
/// coarser.
const LINE_DIFF_TIME: std::time::Duration = std::time::Duration::from_secs(1);

/// The unified line diff of two texts (3 lines of context, headers
/// `from` and `to`), in bounded time: Myers' diff is quadratic on text
/// reordered at large (over a minute at 200k lines), so past
/// [`LINE_DIFF_TIME`] `similar` settles for a coarser, still correct,
/// line diff.
pub fn unified_lines(old: &str, new: &str) -> String {
    similar::TextDiff::configure()
        .deadline(std::time::Instant::now() + LINE_DIFF_TIME)
        .diff_lines(old, new)
        .unified_diff()
        .context_radius(3)
        .header("from", "to")
        .to_string()
}

/// An attribute's change: its values (long strings as a unified diff),
/// then its causes.
pub fn attribute(out: &mut String, a: &AttrChange, colour: bool) {
    values(out, &a.name, a.from.as_ref(), a.to.as_ref(), colour);
    for cause in &a.causes {
        let _ = writeln!(out, "      cause: {cause}");
    }
}

/// An attribute's two values, indented under its resource: long or
/// multi-line strings as a unified diff.
pub fn values(out: &mut String, name: &str, from: Option<&Json>, to: Option<&Json>, colour: bool) {
    let absent = || "(absent)".to_string();
    if let (Some(old), Some(new)) = (long_string(from), long_string(to)) {
        let _ = writeln!(out, "    {name}:");
        for line in unified_lines(old, new).lines() {
            let painted = match line.chars().next() {
                Some('+') => paint(colour, Color::Green, line),
                Some('-') => paint(colour, Color::Red, line),
                Some('@') => paint(colour, Color::Cyan, line),
                _ => line.to_string(),
            };
            let _ = writeln!(out, "      {painted}");
        }
    } else {
        let old = from.map_or_else(absent, show);
        let new = to.map_or_else(absent, show);
        let _ = writeln!(
            out,
            "    {name}: {} → {}",
            paint(colour, Color::Red, &old),
            paint(colour, Color::Green, &new)
        );
    }
}

fn resource_json(r: &Res) -> Json {
    json!({
        "resource": r.reference(),
        "file": r.file,
        "line": r.line,
        "parameters": r.params.iter().cloned().collect::<serde_json::Map<_, _>>(),
    })
}

/// The diff as a JSON document.
pub fn to_json(diff: &Diff) -> Json {
    json!({
        "differ": !diff.is_empty(),
        "added": diff.added.iter().map(resource_json).collect::<Vec<_>>(),
        "removed": diff.removed.iter().map(resource_json).collect::<Vec<_>>(),
        "changed": diff.changed.iter().map(|c| json!({
            "resource": c.reference,
            "from": c.from_location,
            "to": c.to_location,
            "attributes": c.attributes.iter().map(|a| json!({
                "name": a.name,
                "from": a.from,
                "to": a.to,
                "from_provenance": a.from_provenance,
                "to_provenance": a.to_provenance,
                "causes": a.causes,
            })).collect::<Vec<_>>(),
        })).collect::<Vec<_>>(),
        "edges_added": diff.edges_added.iter().map(edge_json).collect::<Vec<_>>(),
        "edges_removed": diff.edges_removed.iter().map(edge_json).collect::<Vec<_>>(),
    })
}

fn edge_json((source, target): &(String, String)) -> Json {
    json!({"source": source, "target": target})
}

/// A one-line count: `2 added, 1 removed, 3 changed`.
pub fn summary(diff: &Diff) -> String {
    if diff.is_empty() {
        return "no changes".into();
    }
    let mut line = format!(
        "{} added, {} removed, {} changed",
        diff.added.len(),
        diff.removed.len(),
        diff.changed.len()
    );
    let edges = diff.edges_added.len() + diff.edges_removed.len();
    if edges > 0 {
        let verb = if edges == 1 {
            "edge differs"
        } else {
            "edges differ"
        };
        let _ = write!(line, ", {edges} containment {verb}");
    }
    line
}
