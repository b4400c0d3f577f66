//! What must come before and after one resource, transitively, as a tree
//! (for the explorer): relationships only, each resource shown once.

use super::{EdgeKind, Graph};

/// A line of the tree: depth and the resource.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Line {
    pub depth: usize,
    pub node: usize,
    /// The edge's metaparameter.
    pub via: &'static str,
}

/// Which way to walk.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Direction {
    /// What must be applied first.
    Before,
    /// What waits for it.
    After,
}

/// The tree of resources before or after `start`, depth first, each
/// resource once.
pub fn tree(graph: &Graph, start: usize, direction: Direction) -> Vec<Line> {
    let n = graph.nodes.len();
    let mut adjacent: Vec<Vec<(usize, &'static str)>> = vec![Vec::new(); n];
    for e in graph.edges.iter().filter(|e| e.kind != EdgeKind::Contains) {
        match direction {
            Direction::Before => adjacent[e.to].push((e.from, e.kind.name())),
            Direction::After => adjacent[e.from].push((e.to, e.kind.name())),
        }
    }
    let mut seen = vec![false; n];
    seen[start] = true;
    let mut lines = Vec::new();
    let mut stack: Vec<(usize, usize, &'static str)> = adjacent[start]
        .iter()
        .rev()
        .map(|&(v, via)| (v, 0, via))
        .collect();
    while let Some((v, depth, via)) = stack.pop() {
        if seen[v] {
            continue;
        }
        seen[v] = true;
        lines.push(Line {
            depth,
            node: v,
            via,
        });
        for &(w, via) in adjacent[v].iter().rev() {
            if !seen[w] {
                stack.push((w, depth + 1, via));
            }
        }
    }
    lines
}
