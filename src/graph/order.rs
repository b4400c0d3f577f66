//! What must come before and after one resource, transitively, as a tree
//! (for the explorer), through containment as Puppet applies it: a
//! container (class, defined resource, stage) is entered before anything
//! it contains and completed after all of it, and a relationship to or
//! from a container applies to everything it contains, recursively
//! (Puppet's admissible and completed whits). Each line names the edge
//! that puts its resource there.

use super::{EdgeKind, Graph};

/// A line of the tree: depth and the resource.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Line {
    pub depth: usize,
    pub node: usize,
    /// Why it is there: the relationship's metaparameter, `contains`
    /// (the container it sits in), or `in CONTAINER` (inside a container
    /// ordered before or after).
    pub via: String,
}

/// Which way to walk.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Direction {
    /// What must be applied first.
    Before,
    /// What waits for it.
    After,
}

/// How one vertex is reached from the previous.
#[derive(Debug, Clone, Copy)]
enum Step {
    /// Up to a container the previous sits in: passed through unshown.
    Up,
    /// Down into a container's contents.
    In(usize),
    /// A relationship, by its metaparameter.
    Relationship(&'static str),
}

/// The tree of resources before or after `start`, depth first, each
/// resource once. The containers a resource sits in are passed through
/// unshown: a relationship of theirs is shown with `via CONTAINER`.
pub fn tree(graph: &Graph, start: usize, direction: Direction) -> Vec<Line> {
    let n = graph.nodes.len();
    let mut is_container = vec![false; n];
    for e in graph.edges.iter().filter(|e| e.kind == EdgeKind::Contains) {
        is_container[e.from] = true;
    }
    // Vertex v is a resource's entry; n + v a container's completion (a
    // plain resource's completion is its entry).
    let end = |v: usize| if is_container[v] { n + v } else { v };
    let mut adjacent: Vec<Vec<(usize, Step)>> = vec![Vec::new(); 2 * n];
    let mut add = |from: usize, to: usize, forward: Step, backward: Step| match direction {
        Direction::Before => adjacent[to].push((from, backward)),
        Direction::After => adjacent[from].push((to, forward)),
    };
    for e in &graph.edges {
        if e.kind == EdgeKind::Contains {
            // Entered before its contents, completed after them.
            add(e.from, e.to, Step::In(e.from), Step::Up);
            add(end(e.to), end(e.from), Step::Up, Step::In(e.from));
        } else {
            let name = Step::Relationship(e.kind.name());
            add(end(e.from), e.to, name, name);
        }
    }
    let first = match direction {
        Direction::Before => start,
        Direction::After => end(start),
    };
    let mut seen = vec![false; 2 * n];
    seen[start] = true;
    seen[end(start)] = true;
    let mut lines = Vec::new();
    // (vertex, depth, how it was reached, the container passed through).
    let mut stack: Vec<(usize, usize, Step, Option<usize>)> = adjacent[first]
        .iter()
        .rev()
        .map(|&(v, step)| (v, 0, step, None))
        .collect();
    while let Some((v, depth, step, through)) = stack.pop() {
        if seen[v] {
            continue;
        }
        seen[v] = true;
        let (next_depth, next_through) = match step {
            Step::Up => (depth, Some(v % n)),
            Step::In(container) => {
                lines.push(Line {
                    depth,
                    node: v % n,
                    via: format!("in {}", graph.nodes[container]),
                });
                (depth + 1, None)
            }
            Step::Relationship(name) => {
                let via = match through {
                    Some(container) => format!("{name}, via {}", graph.nodes[container]),
                    None => name.to_string(),
                };
                lines.push(Line {
                    depth,
                    node: v % n,
                    via,
                });
                (depth + 1, None)
            }
        };
        for &(w, step) in adjacent[v].iter().rev() {
            if !seen[w] {
                stack.push((w, next_depth, step, next_through));
            }
        }
    }
    lines
}
