//! A quick answer to "did this input close a dependency cycle?" between
//! two full checks ([`super::cycles`]), for a live catalog that inputs
//! extend.
//!
//! The watch holds a graph with at least every edge of Puppet's
//! relationship graph with whits: each resource is two vertices, the
//! whits `admissible` and `completed` of a container (a plain resource's
//! two are joined by an edge), containment runs through both, and a
//! relationship or automatic relationship from `a` to `b` joins
//! `completed(a)` to `admissible(b)`. It holds more edges than Puppet
//! (every managed ancestor of a file, every resource of a name, edges an
//! input overrode away) but never fewer, so a cycle Puppet finds is one
//! here too. Made afresh, the watch's first search is of its whole
//! graph; each input then adds the edges it may have made. When the graph
//! had no cycle, any new one runs through one of them, so only what they
//! lead to is searched. A cycle found may be the extra edges' making: the
//! caller then does the full check, and drops the watch.
//!
//! Virtual resources are in the graph but not walked: a `realize` brings
//! in the edges that named them and those of their container.

mod recompile;

use std::hash::{Hash, Hasher};

use rustc_hash::{FxHashMap, FxHasher};

use super::auto::{self, Name, Want};
use crate::catalog::view::Res;
use crate::catalog::{Catalog, Resource, ResourceId};

pub struct Watch {
    /// The session's catalog generation the watch was made for (resource
    /// ids name the same resources while it holds).
    generation: u64,
    /// Each vertex's successors besides `admissible(r) -> completed(r)`.
    out: Vec<Vec<u32>>,
    /// Resources by a hash of each name automatic relationships find
    /// them by; a hash shared by two names only adds edges.
    provided: FxHashMap<u64, Vec<u32>>,
    /// Resources by a hash of each name their automatic relationships
    /// look for.
    wanted: FxHashMap<u64, Vec<u32>>,
    /// How many of the catalog's resources, and of its containment
    /// edges, the graph holds.
    resources_seen: usize,
    edges_seen: usize,
    /// The vertices edges added since the last search lead to.
    roots: Vec<u32>,
}

fn admissible(id: usize) -> u32 {
    (2 * id) as u32
}

fn completed(id: usize) -> u32 {
    (2 * id + 1) as u32
}

fn hashed(name: Name) -> u64 {
    let mut hasher = FxHasher::default();
    name.hash(&mut hasher);
    hasher.finish()
}

/// The resource a relationship names: by title or alias, a file also
/// without its trailing slashes (more than the full check finds, which
/// only adds edges).
fn target(catalog: &Catalog, reference: &str) -> Option<ResourceId> {
    let (type_name, title) = reference.strip_suffix(']')?.split_once('[')?;
    catalog
        .find(type_name, title)
        .or_else(|| catalog.find_exact(type_name, title.trim_end_matches('/')))
}

/// The names a resource's automatic relationships look for, a file's
/// every ancestor among them.
fn wanted_names<'v>(res: &'v Res, out: &mut Vec<Name<'v>>) {
    let mut wants = Vec::new();
    auto::wants(res, &mut wants);
    for want in wants {
        match want {
            Want::Ancestor(path) => out.extend(auto::ancestors(path).map(Name::File)),
            Want::Named(name) => out.push(name),
        }
    }
}

/// The names `names_of` gives a resource now that it did not give it
/// before.
fn gained<'v>(
    before: &'v Res,
    now: &'v Res,
    names_of: fn(&'v Res, &mut Vec<Name<'v>>),
) -> Vec<Name<'v>> {
    let (mut was, mut is) = (Vec::new(), Vec::new());
    names_of(before, &mut was);
    names_of(now, &mut is);
    is.retain(|n| !was.contains(n));
    is
}

impl Watch {
    /// The watch of a catalog. Its first search looks at every vertex.
    pub fn new(catalog: &Catalog, generation: u64) -> Watch {
        let mut watch = Watch {
            generation,
            out: vec![Vec::new(); 2 * catalog.resources.len()],
            provided: FxHashMap::default(),
            wanted: FxHashMap::default(),
            resources_seen: catalog.resources.len(),
            edges_seen: 0,
            roots: Vec::new(),
        };
        for (id, r) in catalog.resources.iter().enumerate() {
            if !r.is_virtual {
                watch.add_resource(catalog, id, &super::graph_res(r));
            }
        }
        watch.add_new_containment(catalog);
        // Its first search is of the whole graph.
        watch.roots = (0..watch.out.len() as u32).collect();
        watch
    }

    /// The catalog generation the watch holds for.
    pub fn generation(&self) -> u64 {
        self.generation
    }

    /// Adds what an incremental input added to the catalog: its
    /// containment edges, its resources, and the earlier resources it
    /// changed (each with what it was before). `reordered`: the input put
    /// its resources among earlier ones, which moved (`added` and
    /// `changed` give their ids after the move). False when the watch
    /// cannot follow the input (it is then of no more use).
    pub fn note_input(
        &mut self,
        catalog: &Catalog,
        added: &[ResourceId],
        changed: &[(ResourceId, Resource)],
        reordered: bool,
        generation: u64,
    ) -> bool {
        // Every resource the input made must be among those it reports.
        if catalog.resources.len() != self.resources_seen + added.len()
            || catalog.edges.len() < self.edges_seen
        {
            return false;
        }
        if reordered {
            if !self.renumber(catalog, added) {
                return false;
            }
        } else {
            self.add_new_containment(catalog);
        }
        self.resources_seen = catalog.resources.len();
        self.generation = generation;
        for &id in added {
            if !catalog.resources[id].is_virtual {
                self.add_walked_resource(catalog, id);
            }
        }
        for (id, before) in changed {
            self.add_change(catalog, *id, before);
        }
        self.bound_roots();
        true
    }

    /// Adds a resource that is walked from now on: every edge it makes.
    fn add_walked_resource(&mut self, catalog: &Catalog, id: ResourceId) {
        self.add_resource(catalog, id, &super::graph_res(&catalog.resources[id]));
        self.roots.extend([admissible(id), completed(id)]);
    }

    /// Adds what an earlier resource's change (from `before`) may have
    /// made: a realized one's every edge, otherwise its relationships
    /// again and the names it gained.
    fn add_change(&mut self, catalog: &Catalog, id: ResourceId, before: &Resource) {
        let r = &catalog.resources[id];
        if r.is_virtual {
            // Made virtual again: its edges are no longer walked.
            return;
        }
        if before.is_virtual {
            // Realized: the edges that named it, and its container's, are
            // walked from now on.
            self.add_walked_resource(catalog, id);
            return;
        }
        let (res, old) = (super::graph_res(r), super::graph_res(before));
        self.add_relationships(catalog, id, &res, true);
        for name in gained(&old, &res, auto::names) {
            self.provide(id, name);
        }
        for name in gained(&old, &res, wanted_names) {
            self.want(id, name);
        }
    }

    /// A session never searching would keep every root: past this many, a
    /// search is cheaper from every vertex anyway.
    fn bound_roots(&mut self) {
        if self.roots.len() > self.out.len() {
            self.roots = (0..self.out.len() as u32).collect();
        }
    }

    /// Follows the earlier resources to their places after a reordering
    /// input: they kept their order, with the input's resources (`added`)
    /// put among them. Their containment edges moved with them; the new
    /// ones are those leading to the input's resources.
    fn renumber(&mut self, catalog: &Catalog, added: &[ResourceId]) -> bool {
        let len = catalog.resources.len();
        let mut is_new = vec![false; len];
        for &id in added {
            match is_new.get_mut(id) {
                Some(new) if !*new => *new = true,
                _ => return false,
            }
        }
        // Where each earlier resource is now.
        let moved: Vec<u32> = (0..len as u32).filter(|&id| !is_new[id as usize]).collect();
        let vertex = |v: u32| Some(2 * *moved.get(v as usize / 2)? + v % 2);
        let mut out = vec![Vec::new(); 2 * len];
        for (v, mut list) in std::mem::take(&mut self.out).into_iter().enumerate() {
            if list.is_empty() {
                continue;
            }
            for w in &mut list {
                let Some(now) = vertex(*w) else { return false };
                *w = now;
            }
            let Some(now) = vertex(v as u32) else {
                return false;
            };
            out[now as usize] = list;
        }
        self.out = out;
        for ids in self.provided.values_mut().chain(self.wanted.values_mut()) {
            for id in ids {
                *id = moved[*id as usize];
            }
        }
        for root in &mut self.roots {
            let Some(now) = vertex(*root) else {
                return false;
            };
            *root = now;
        }
        let mut new_edges = 0;
        for &(container, inside) in &catalog.edges {
            if is_new[inside] {
                self.add_edge(admissible(container), admissible(inside));
                self.add_edge(completed(inside), completed(container));
                new_edges += 1;
            }
        }
        // Another new edge (`contain` of an earlier class) is not told
        // apart from the moved ones.
        self.edges_seen += new_edges;
        self.edges_seen == catalog.edges.len()
    }

    fn add_edge(&mut self, from: u32, to: u32) {
        let needed = from.max(to) as usize + 1;
        if self.out.len() < needed {
            self.out.resize(needed + needed % 2, Vec::new());
        }
        self.out[from as usize].push(to);
        self.roots.push(to);
    }

    /// The catalog's containment edges not yet in the graph (an
    /// incremental input only appends to them).
    fn add_new_containment(&mut self, catalog: &Catalog) {
        for &(container, inside) in &catalog.edges[self.edges_seen.min(catalog.edges.len())..] {
            self.add_edge(admissible(container), admissible(inside));
            self.add_edge(completed(inside), completed(container));
        }
        self.edges_seen = catalog.edges.len();
    }

    fn add_resource(&mut self, catalog: &Catalog, id: ResourceId, res: &Res) {
        self.add_relationships(catalog, id, res, false);
        let mut names = Vec::new();
        auto::names(res, &mut names);
        for name in names {
            self.provide(id, name);
        }
        let mut names = Vec::new();
        wanted_names(res, &mut names);
        for name in names {
            self.want(id, name);
        }
    }

    /// The edges of a resource's relationship metaparameters; with
    /// `again`, those already there are not repeated.
    fn add_relationships(&mut self, catalog: &Catalog, id: ResourceId, res: &Res, again: bool) {
        for (param, kind) in super::RELATIONSHIPS {
            let Some((value, _)) = res.param(param) else {
                continue;
            };
            for reference in super::targets(value) {
                let Some(other) = target(catalog, reference) else {
                    continue;
                };
                let (from, to) = match kind {
                    super::EdgeKind::Require | super::EdgeKind::Subscribe => (other, id),
                    _ => (id, other),
                };
                let (from, to) = (completed(from), admissible(to));
                let there = || self.out.get(from as usize).is_some_and(|o| o.contains(&to));
                if !(again && there()) {
                    self.add_edge(from, to);
                }
            }
        }
    }

    /// `id` is found by `name`: those that look for it come after it.
    fn provide(&mut self, id: ResourceId, name: Name) {
        let key = hashed(name);
        let wanting = self.wanted.get(&key).cloned().unwrap_or_default();
        for dependent in wanting {
            self.add_edge(completed(id), admissible(dependent as usize));
        }
        self.provided.entry(key).or_default().push(id as u32);
    }

    /// `id` looks for `name`: it comes after those found by it.
    fn want(&mut self, id: ResourceId, name: Name) {
        let key = hashed(name);
        let providing = self.provided.get(&key).cloned().unwrap_or_default();
        for dependency in providing {
            self.add_edge(completed(dependency as usize), admissible(id));
        }
        self.wanted.entry(key).or_default().push(id as u32);
    }

    /// The edges of `fresh` (made for the same catalog) this watch lacks,
    /// as `(from, to)` resource ids with whether each end is the
    /// `completed` vertex: empty while this watch follows its catalog.
    pub fn lacks(&self, fresh: &Watch) -> Vec<((usize, bool), (usize, bool))> {
        let held: rustc_hash::FxHashSet<(u32, u32)> = (self.out.iter().enumerate())
            .flat_map(|(v, out)| out.iter().map(move |&w| (v as u32, w)))
            .collect();
        let vertex = |v: u32| (v as usize / 2, v % 2 == 1);
        (fresh.out.iter().enumerate())
            .flat_map(|(v, out)| out.iter().map(move |&w| (v as u32, w)))
            .filter(|edge| !held.contains(edge))
            .map(|(v, w)| (vertex(v), vertex(w)))
            .collect()
    }

    /// Whether a cycle may run through an edge added since the last
    /// search: a cycle among the vertices those edges lead to (Tarjan's
    /// search from them, only over resources the catalog manages).
    pub fn may_have_cycle(&mut self, catalog: &Catalog) -> bool {
        let roots = std::mem::take(&mut self.roots);
        let managed = |v: u32| {
            catalog
                .resources
                .get(v as usize / 2)
                .is_some_and(|r| !r.is_virtual)
        };
        let successors = |v: u32| {
            let joined = v.is_multiple_of(2).then_some(v + 1);
            let stored = self.out.get(v as usize).map_or(&[][..], Vec::as_slice);
            joined.into_iter().chain(stored.iter().copied())
        };
        let n = 2 * catalog.resources.len();
        const NONE: u32 = u32::MAX;
        let mut index = vec![NONE; n];
        let mut low = vec![0u32; n];
        let mut on_stack = vec![false; n];
        let mut stack: Vec<u32> = Vec::new();
        let mut next = 0u32;
        for root in roots {
            if root as usize >= n || index[root as usize] != NONE || !managed(root) {
                continue;
            }
            let mut calls = vec![(root, successors(root))];
            index[root as usize] = next;
            low[root as usize] = next;
            next += 1;
            stack.push(root);
            on_stack[root as usize] = true;
            while let Some((v, walk)) = calls.last_mut() {
                let v = *v;
                if let Some(w) = walk.next() {
                    if w == v {
                        return true;
                    }
                    if w as usize >= n || !managed(w) {
                        continue;
                    }
                    if index[w as usize] == NONE {
                        index[w as usize] = next;
                        low[w as usize] = next;
                        next += 1;
                        stack.push(w);
                        on_stack[w as usize] = true;
                        calls.push((w, successors(w)));
                    } else if on_stack[w as usize] {
                        low[v as usize] = low[v as usize].min(index[w as usize]);
                    }
                    continue;
                }
                calls.pop();
                if let Some((parent, _)) = calls.last() {
                    low[*parent as usize] = low[*parent as usize].min(low[v as usize]);
                }
                if low[v as usize] == index[v as usize] {
                    // A component of more than one vertex is a cycle.
                    if stack.last() != Some(&v) {
                        return true;
                    }
                    stack.pop();
                    on_stack[v as usize] = false;
                }
            }
        }
        false
    }
}
