//! The explorer's views of change and order: the diff against the last
//! snapshot (or the session's start), what must come before and after
//! the selected resource, and the dependency-cycle status line. Each is
//! computed into plain lines when asked for; drawing only shows them.

use crate::catalog::view::View;
use crate::diff::{Filters, compare, render};
use crate::graph::order::{Direction, tree};
use crate::session::Session;

/// What the right-hand pane shows.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Pane {
    /// The selected resource's attributes (the default).
    Detail,
    /// `d`: the diff against the last snapshot or the session's start.
    Diff,
    /// `o`: what comes before and after the selected resource.
    Order,
}

/// Records the session's start (if not yet) and returns the live view.
pub fn start(session: &mut Session) -> View {
    let view = session.view();
    if !session.snapshots().has_start() {
        session.snapshots().mark_start(view.clone());
    }
    view
}

/// The status line's cycle warning, if `found` has a cycle.
pub fn cycle_status(found: &[Vec<String>]) -> Option<String> {
    let first = found.first()?;
    Some(format!(
        "{} dependency cycle{}: ({})",
        found.len(),
        if found.len() == 1 { "" } else { "s" },
        first.join(" => ")
    ))
}

/// The diff pane's lines.
pub fn diff_lines(session: &mut Session) -> Vec<String> {
    let now = session.view();
    match session.snapshots().base(None) {
        Ok((label, base)) => {
            let diff = compare(base, &now, &Filters::default());
            let label = if label.starts_with("the ") {
                label
            } else {
                format!("snapshot {label}")
            };
            let mut lines = vec![format!("{} since {label}", render::summary(&diff))];
            lines.extend(render::text(&diff, false).lines().map(str::to_string));
            lines
        }
        Err(e) => vec![e],
    }
}

/// The order pane's lines for one resource.
pub fn order_lines(session: &Session, reference: &str) -> Vec<String> {
    let (_, graph) = session.graph();
    let Some(node) = graph.nodes.iter().position(|n| n == reference) else {
        return vec![format!("{reference} is not in the applied catalog")];
    };
    let mut lines = vec![reference.to_string()];
    for (title, direction) in [
        ("must come before it:", Direction::Before),
        ("must come after it:", Direction::After),
    ] {
        lines.push(String::new());
        lines.push(title.to_string());
        let found = tree(&graph, node, direction);
        if found.is_empty() {
            lines.push("  (nothing)".into());
        }
        for l in found {
            lines.push(format!(
                "{}{} ({})",
                "  ".repeat(l.depth + 1),
                graph.nodes[l.node],
                l.via
            ));
        }
    }
    lines
}
