//! Dependency cycles as Puppet reports them when it applies a catalog.
//!
//! Puppet's relationship graph (`Puppet::Graph::RelationshipGraph`)
//! holds the resources and their relationship edges, built per resource
//! in catalog order (`require`, `subscribe`, `before`, `notify`); each
//! container (class, define instance, stage) is then replaced by two
//! whits, `admissible_` and `completed_`, with its contents between them
//! and its relationships moved onto them. Cycles are the strongly
//! connected components (Tarjan), each sorted by reference, the list
//! sorted, and each worded by the first path a breadth-first walk from
//! its first vertex finds back to a vertex already on the path.

use crate::catalog::schema;
use crate::catalog::view::View;

use super::Graph;
use crate::catalog::Map;

/// A path is given up on past this many walk steps (Puppet would run
/// much longer on such a graph).
const WALK_LIMIT: usize = 1_000_000;

/// An ordered graph with edge multiplicities and removals, as Puppet's
/// `SimpleGraph`: each list keeps a neighbour once, in the order its
/// first edge came.
struct Adjacency {
    out: Vec<Vec<u32>>,
    inn: Vec<Vec<u32>>,
    count: rustc_hash::FxHashMap<(u32, u32), u32>,
}

impl Adjacency {
    fn add(&mut self, from: usize, to: usize) {
        let n = self.count.entry((from as u32, to as u32)).or_insert(0);
        *n += 1;
        if *n == 1 {
            self.out[from].push(to as u32);
            self.inn[to].push(from as u32);
        }
    }

    fn remove_one(&mut self, from: usize, to: usize) {
        let key = (from as u32, to as u32);
        let Some(n) = self.count.get_mut(&key) else {
            return;
        };
        *n -= 1;
        if *n == 0 {
            self.count.remove(&key);
            if let Some(i) = self.out[from].iter().position(|&w| w as usize == to) {
                self.out[from].remove(i);
            }
            if let Some(i) = self.inn[to].iter().position(|&w| w as usize == from) {
                self.inn[to].remove(i);
            }
        }
    }

    fn multiplicity(&self, from: usize, to: usize) -> u32 {
        self.count
            .get(&(from as u32, to as u32))
            .copied()
            .unwrap_or(0)
    }
}

/// A reference as Puppet's RAL writes it: class titles capitalized.
fn ral_reference(type_name: &str, title: &str) -> String {
    if type_name == "Class" {
        let title: Vec<String> = title
            .split("::")
            .map(|seg| {
                let mut c = seg.chars();
                c.next()
                    .map(|f| f.to_uppercase().chain(c).collect())
                    .unwrap_or_default()
            })
            .collect();
        format!("Class[{}]", title.join("::"))
    } else {
        format!("{type_name}[{title}]")
    }
}

fn is_container(type_name: &str) -> bool {
    type_name == "Class"
        || type_name == "Stage"
        || schema::builtin(type_name).is_none() && type_name != "Whit"
}

/// The cycles of a catalog, each as the path Puppet prints.
pub fn find(view: &View) -> Vec<Vec<String>> {
    find_in(view, &Graph::from_view(view))
}

/// The cycles of a graph made from `view`.
pub fn find_in(view: &View, graph: &Graph) -> Vec<Vec<String>> {
    let n = view.resources.len();
    let containers: Vec<usize> = (0..n)
        .filter(|&i| is_container(&view.resources[i].type_name))
        .collect();
    let mut admissible: Vec<usize> = (0..n).collect();
    let mut completed: Vec<usize> = (0..n).collect();
    // Whits are numbered after the resources: (container, "admissible_"
    // or "completed_").
    let mut whits: Vec<(usize, &str)> = Vec::with_capacity(containers.len() * 2);
    for &x in &containers {
        admissible[x] = n + whits.len();
        whits.push((x, "admissible_"));
        completed[x] = n + whits.len();
        whits.push((x, "completed_"));
    }
    let shown = |v: usize| {
        let r = &view.resources[if v < n { v } else { whits[v - n].0 }];
        ral_reference(&r.type_name, &r.title)
    };
    let sort_key = |v: usize| {
        if v < n {
            shown(v)
        } else {
            format!("Whit[{}{}]", whits[v - n].1, shown(v))
        }
    };
    let total = n + whits.len();
    let relationships = graph
        .edges
        .iter()
        .filter(|e| e.kind != super::EdgeKind::Contains);
    let mut adj = Adjacency {
        out: vec![Vec::new(); total],
        inn: vec![Vec::new(); total],
        count: rustc_hash::FxHashMap::with_capacity_and_hasher(
            graph.edges.len() * 2,
            Default::default(),
        ),
    };
    // Manual relationships, per resource in catalog order and per
    // metaparameter in Puppet's order: the order `Graph::from_view` made
    // them in.
    for e in relationships {
        adj.add(e.from, e.to);
    }
    // Containers become whits.
    let mut contents: Map<usize, Vec<usize>> = Map::default();
    for e in graph
        .edges
        .iter()
        .filter(|e| e.kind == super::EdgeKind::Contains)
    {
        contents.entry(e.from).or_default().push(e.to);
    }
    for &x in &containers {
        let inside = contents.get(&x).map_or(&[][..], Vec::as_slice);
        if inside.is_empty() {
            adj.add(admissible[x], completed[x]);
        }
        for &v in inside {
            adj.add(admissible[x], admissible[v]);
            adj.add(completed[v], completed[x]);
        }
        for source in adj.inn[x].clone() {
            for _ in 0..adj.multiplicity(source as usize, x) {
                adj.add(completed[source as usize], admissible[x]);
                adj.remove_one(source as usize, x);
            }
        }
        for target in adj.out[x].clone() {
            for _ in 0..adj.multiplicity(x, target as usize) {
                adj.add(completed[x], admissible[target as usize]);
                adj.remove_one(x, target as usize);
            }
        }
    }
    let mut cycles: Vec<Vec<(String, usize)>> = components(&adj.out)
        .into_iter()
        .map(|c| {
            let mut keyed: Vec<(String, usize)> = c.into_iter().map(|v| (sort_key(v), v)).collect();
            keyed.sort();
            keyed
        })
        .collect();
    cycles.sort_by(|a, b| a.iter().map(|k| &k.0).cmp(b.iter().map(|k| &k.0)));
    cycles
        .iter()
        .filter_map(|c| {
            let members: Vec<usize> = c.iter().map(|k| k.1).collect();
            path_in_cycle(&members, &adj.out)
        })
        .map(|p| p.into_iter().map(shown).collect())
        .collect()
}

/// The strongly connected components that are cycles (Tarjan's, without
/// recursion).
fn components(out: &[Vec<u32>]) -> Vec<Vec<usize>> {
    let n = out.len();
    const NONE: u32 = u32::MAX;
    let mut index = vec![NONE; n];
    let mut low = vec![0u32; n];
    let mut on_stack = vec![false; n];
    let mut stack = Vec::new();
    let mut found = Vec::new();
    let mut next = 0u32;
    for root in 0..n {
        if index[root] != NONE {
            continue;
        }
        let mut calls: Vec<(usize, usize)> = vec![(root, 0)];
        index[root] = next;
        low[root] = next;
        next += 1;
        stack.push(root);
        on_stack[root] = true;
        while let Some(&mut (v, ref mut i)) = calls.last_mut() {
            if let Some(&w) = out[v].get(*i) {
                *i += 1;
                let w = w as usize;
                if index[w] == NONE {
                    index[w] = next;
                    low[w] = next;
                    next += 1;
                    stack.push(w);
                    on_stack[w] = true;
                    calls.push((w, 0));
                } else if on_stack[w] {
                    low[v] = low[v].min(index[w]);
                }
                continue;
            }
            calls.pop();
            if let Some(&(parent, _)) = calls.last() {
                low[parent] = low[parent].min(low[v]);
            }
            if low[v] == index[v] {
                // Only cycles are kept: several vertices, or one with an
                // edge to itself.
                if stack.last() == Some(&v) {
                    stack.pop();
                    on_stack[v] = false;
                    if out[v].contains(&(v as u32)) {
                        found.push(vec![v]);
                    }
                    continue;
                }
                let mut component = Vec::new();
                while let Some(w) = stack.pop() {
                    on_stack[w] = false;
                    component.push(w);
                    if w == v {
                        break;
                    }
                }
                found.push(component);
            }
        }
    }
    found
}

/// Puppet's `paths_in_cycle` with one path: a breadth-first walk from
/// the cycle's first vertex, inside the cycle, until a vertex repeats.
fn path_in_cycle(cycle: &[usize], out: &[Vec<u32>]) -> Option<Vec<usize>> {
    let member: rustc_hash::FxHashSet<usize> = cycle.iter().copied().collect();
    let mut queue = std::collections::VecDeque::from([(cycle[0], Vec::new())]);
    let mut steps = 0;
    while let Some((v, path)) = queue.pop_front() {
        steps += 1;
        if steps > WALK_LIMIT {
            return None;
        }
        if path.contains(&v) {
            let mut found = path;
            found.push(v);
            return Some(found);
        }
        for &w in &out[v] {
            if member.contains(&(w as usize)) {
                let mut next: Vec<usize> = path.clone();
                next.push(v);
                queue.push_back((w as usize, next));
            }
        }
    }
    None
}

/// Puppet's message for the cycles, if any (`\n` between cycles is the
/// two characters Puppet writes).
pub fn message(cycles: &[Vec<String>]) -> Option<String> {
    if cycles.is_empty() {
        return None;
    }
    let n = cycles.len();
    let mut text = format!(
        "Found {n} dependency {}:\n",
        if n == 1 { "cycle" } else { "cycles" }
    );
    for path in cycles {
        text.push('(');
        text.push_str(&path.join(" => "));
        text.push_str(")\\n");
    }
    text.push_str(
        "Try the '--graph' option and opening the resulting '.dot' file in OmniGraffle or GraphViz",
    );
    Some(text)
}
