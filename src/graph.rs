//! The relationship graph of a catalog: containment edges and the
//! `before`/`require`/`notify`/`subscribe` relationships (chaining
//! arrows and collectors' arrows are those metaparameters by the time
//! the catalog is made) and the automatic relationships of Puppet's core
//! types ([`auto`]), as DOT or JSON ([`dot`]); dependency cycles as
//! Puppet reports them when it applies a catalog ([`cycles`]); and what
//! must come before and after one resource ([`order`]); whether an input
//! to a live catalog may have closed a cycle ([`watch`]).

pub mod auto;
pub mod cycles;
pub mod dot;
pub mod order;
pub mod watch;

use serde_json::Value as Json;

use crate::catalog::json::shown_params_json;
use crate::catalog::view::{Res, View};
use crate::catalog::{Catalog, Map};

/// What an edge means.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum EdgeKind {
    /// The source contains the target (a class or define, a stage).
    Contains,
    Before,
    Require,
    Notify,
    Subscribe,
    /// An automatic relationship (a file's parent directory, an exec's
    /// user...): the source is applied first.
    AutoRequire,
}

impl EdgeKind {
    pub fn name(self) -> &'static str {
        match self {
            EdgeKind::Contains => "contains",
            EdgeKind::Before => "before",
            EdgeKind::Require => "require",
            EdgeKind::Notify => "notify",
            EdgeKind::Subscribe => "subscribe",
            EdgeKind::AutoRequire => "autorequire",
        }
    }
}

/// An edge; for relationships `from` is applied before `to` (a
/// `require` on `to` naming `from` is the edge `from -> to`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Edge {
    pub from: usize,
    pub to: usize,
    pub kind: EdgeKind,
}

/// A relationship whose target is not in the catalog.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Missing {
    pub source: String,
    pub param: &'static str,
    pub target: String,
}

/// The graph over a catalog's resources (nodes are the view's resources,
/// in order).
#[derive(Debug, Clone, Default)]
pub struct Graph {
    pub nodes: Vec<String>,
    pub edges: Vec<Edge>,
    pub missing: Vec<Missing>,
}

/// The relationship metaparameters, in the order Puppet builds their
/// edges.
pub const RELATIONSHIPS: [(&str, EdgeKind); 4] = [
    ("require", EdgeKind::Require),
    ("subscribe", EdgeKind::Subscribe),
    ("before", EdgeKind::Before),
    ("notify", EdgeKind::Notify),
];

/// A reference as lookups key it: class titles are case-insensitive.
fn key(reference: &str) -> std::borrow::Cow<'_, str> {
    match reference.strip_prefix("Class[") {
        Some(rest) => format!("Class[{}", rest.to_lowercase()).into(),
        None => reference.into(),
    }
}

/// The targets a relationship parameter names (a reference or an array
/// of them, nested arrays flattened).
pub fn targets(value: &Json) -> Vec<&str> {
    match value {
        Json::String(s) => vec![s.as_str()],
        Json::Array(items) => items.iter().flat_map(targets).collect(),
        _ => Vec::new(),
    }
}

/// Whether a value is `name` or an array holding it.
fn names(value: &crate::catalog::Value, name: &str) -> bool {
    match value {
        crate::catalog::Value::Array(items) => items.iter().any(|v| names(v, name)),
        v => v.as_str() == Some(name),
    }
}

/// The references of a view's resources, in order.
fn node_names(view: &View) -> Vec<String> {
    // References built by hand: `format!` per resource was a quarter of a
    // 20,000-resource cycle check.
    view.resources
        .iter()
        .map(|r| {
            let mut reference = String::with_capacity(r.type_name.len() + r.title.len() + 2);
            reference.push_str(&r.type_name);
            reference.push('[');
            reference.push_str(&r.title);
            reference.push(']');
            reference
        })
        .collect()
}

/// Classes by their lowercase reference (class names are
/// case-insensitive).
fn class_index(nodes: &[String]) -> Map<String, usize> {
    nodes
        .iter()
        .enumerate()
        .filter(|(_, n)| n.starts_with("Class["))
        .map(|(i, n)| (key(n).into_owned(), i))
        .collect()
}

/// Whether Puppet's catalog knows a resource of this type by its name
/// when it applies it: its name is its identity. Not so for an exec or a
/// tidy, nor a package (unique by name, provider and command together;
/// the compile finds a package by its name, the apply does not).
fn known_by_name(type_name: &str) -> bool {
    !matches!(type_name, "Exec" | "Tidy" | "Package")
}

/// The other references Puppet's catalog knows resources by when it
/// applies them: their `alias` values, and their name where it is not
/// the title ([`known_by_name`]). The first resource of a reference
/// keeps it.
fn alias_index(view: &View) -> Map<String, usize> {
    let mut aliases = Map::default();
    for (i, r) in view.resources.iter().enumerate() {
        let mut add = |name: &str| {
            let reference = format!("{}[{name}]", r.type_name);
            aliases.entry(reference).or_insert(i);
        };
        if let Some((value, _)) = r.param("alias") {
            targets(value).into_iter().for_each(&mut add);
        }
        let namevar = crate::catalog::schema::builtin(&r.type_name)
            .filter(|_| known_by_name(&r.type_name))
            .and_then(|schema| r.param(schema.namevar));
        if let Some((Json::String(name), _)) = namevar
            && *name != r.title
        {
            add(name);
        }
    }
    aliases
}

/// The resource a reference names: exactly, by an alias, a class by its
/// lowercase name, or a file without its trailing slashes.
fn lookup(
    view: &View,
    aliases: &Map<String, usize>,
    classes: &Map<String, usize>,
    reference: &str,
) -> Option<usize> {
    let exactly = |reference: &str| view.index.get(reference).or_else(|| aliases.get(reference));
    exactly(reference)
        .or_else(|| classes.get(key(reference).as_ref()))
        .copied()
        .or_else(|| {
            let trimmed = reference.strip_suffix("]")?.trim_end_matches('/');
            exactly(&format!("{trimmed}]")).copied()
        })
}

impl Graph {
    /// Builds the graph of a view.
    pub fn from_view(view: &View) -> Graph {
        let nodes = node_names(view);
        let classes = class_index(&nodes);
        let aliases = alias_index(view);
        let find = |reference: &str| lookup(view, &aliases, &classes, reference);
        let containment: Vec<(usize, usize)> = view
            .edges
            .iter()
            .filter_map(|(s, t)| Some((find(s)?, find(t)?)))
            .collect();
        Graph::with_containment(view, nodes, &containment, find)
    }

    /// The graph of a compiled catalog, and the view of it the graph was
    /// made from ([`graph_view`]): no JSON written, no containment
    /// edge looked up by name.
    pub fn of_catalog(catalog: &crate::catalog::Catalog) -> (View, Graph) {
        let view = graph_view(catalog);
        let mut position = vec![usize::MAX; catalog.resources.len()];
        for (i, id) in (0..catalog.resources.len())
            .filter(|&id| !catalog.resources[id].is_virtual)
            .enumerate()
        {
            position[id] = i;
        }
        let containment: Vec<(usize, usize)> =
            crate::catalog::json::puppet_edges(catalog, |id| !catalog.resources[id].is_virtual)
                .map(|(s, t)| (position[s], position[t]))
                .collect();
        // A reference is found as the compile found it (by title or
        // alias), among the resources the view shows; a package by its
        // name only where the apply finds it so too.
        let find = |reference: &str| {
            let (type_name, title) = reference.strip_suffix(']')?.split_once('[')?;
            let at = |title: &str| {
                let id = catalog.find(type_name, title)?;
                let r = &catalog.resources[id];
                let found = known_by_name(type_name)
                    || r.title == title
                    || r.params
                        .get("alias")
                        .is_some_and(|a| names(&a.value, title));
                Some(position[id]).filter(|&p| p != usize::MAX && found)
            };
            at(title).or_else(|| at(title.trim_end_matches('/')))
        };
        let graph = Graph::with_containment(&view, node_names(&view), &containment, find);
        (view, graph)
    }

    /// The graph over `nodes` (the view's references, in order): the
    /// containment edges given, then relationships and automatic ones.
    fn with_containment(
        view: &View,
        nodes: Vec<String>,
        containment: &[(usize, usize)],
        find: impl Fn(&str) -> Option<usize>,
    ) -> Graph {
        let mut graph = Graph {
            edges: Vec::with_capacity(containment.len() + view.resources.len()),
            nodes,
            missing: Vec::new(),
        };
        graph
            .edges
            .extend(containment.iter().map(|&(from, to)| Edge {
                from,
                to,
                kind: EdgeKind::Contains,
            }));
        for (i, r) in view.resources.iter().enumerate() {
            for (param, kind) in RELATIONSHIPS {
                let Some((value, _)) = r.param(param) else {
                    continue;
                };
                for target in targets(value) {
                    let Some(j) = find(target) else {
                        graph.missing.push(Missing {
                            source: graph.nodes[i].clone(),
                            param,
                            target: target.to_string(),
                        });
                        continue;
                    };
                    let (from, to) = match kind {
                        EdgeKind::Require | EdgeKind::Subscribe => (j, i),
                        _ => (i, j),
                    };
                    graph.edges.push(Edge { from, to, kind });
                }
            }
        }
        // Automatic relationships come after every manual one; the set of
        // manual edges is made only if one is found.
        let mut manual: Option<rustc_hash::FxHashSet<(usize, usize)>> = None;
        let edges = &graph.edges;
        let auto = auto::relationships(view, |from, to| {
            manual
                .get_or_insert_with(|| {
                    edges
                        .iter()
                        .filter(|e| e.kind != EdgeKind::Contains)
                        .map(|e| (e.from, e.to))
                        .collect()
                })
                .contains(&(from, to))
        });
        graph.edges.extend(auto.into_iter().map(|(from, to)| Edge {
            from,
            to,
            kind: EdgeKind::AutoRequire,
        }));
        graph
    }
}

/// The catalog as the relationship graph needs it, made without
/// writing JSON: every resource Puppet's JSON lists with only the
/// parameters relationships read (the relationship metaparameters and
/// what automatic relationships look at); no containment edges and no
/// index (`Graph::of_catalog` takes both from the catalog as they
/// are).
pub fn graph_view(catalog: &Catalog) -> View {
    let mut view = View {
        name: catalog.name.clone(),
        ..View::default()
    };
    view.resources.reserve(catalog.resources.len());
    view.resources.extend(
        (catalog.resources.iter())
            .filter(|r| !r.is_virtual)
            .map(|r| graph_res(r)),
    );
    view
}

/// A resource as the relationship graph needs it: only the parameters
/// relationships read (the relationship metaparameters and what
/// automatic relationships look at), as Puppet's JSON shows them.
pub fn graph_res(r: &crate::catalog::Resource) -> Res {
    let auto = auto::reads(&r.type_name);
    let params = shown_params_json(r, |name| {
        auto.contains(&name) || RELATIONSHIPS.iter().any(|(n, _)| *n == name)
    });
    Res {
        type_name: r.type_name.to_string(),
        title: r.title.to_string(),
        file: None,
        line: None,
        exported: r.exported,
        tags: Vec::new(),
        provenance: vec![None; params.len()],
        sources: Vec::new(),
        params,
    }
}
