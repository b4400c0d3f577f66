//! Exported resources across a fleet: each side (ref) is its own
//! PuppetDB. A first pass compiles every node, collecting from the store
//! given (`--storeconfigs`, `--puppetdb`) or from nothing, and keeps each
//! node's exported resources and every exported collector's question and
//! answer ([`Recorder`]). The side's store ([`SideStore`]) is then the
//! fleet's own exports at that side, over the given store's exports of
//! nodes the run did not compile (other shards' nodes in a shared
//! PuppetDB). A second pass compiles again only the nodes one of whose
//! collectors' questions the side's store answers differently
//! ([`Recorded::answered_alike`]): a change to an exported resource
//! reaches the nodes that collect it, at the side it changed.

use std::cell::RefCell;
use std::rc::Rc;
use std::sync::Arc;

use crate::catalog::Catalog;
use crate::eval::{ExportQuery, ExportedResource, Exports};
use crate::syntax::SourceMap;

/// One exported resource as a store keeps it (in a form threads can
/// share: parameters as JSON, which queries match with PuppetDB's
/// semantics).
#[derive(Debug, Clone)]
pub struct StoredExport {
    node: String,
    type_name: String,
    title: String,
    tags: Vec<String>,
    params: serde_json::Map<String, serde_json::Value>,
    file: Option<String>,
    line: Option<u32>,
}

impl StoredExport {
    fn matches(&self, type_name: &str, node: &str, query: Option<&ExportQuery>) -> bool {
        self.type_name == type_name
            && self.node != node
            && query.is_none_or(|q| q.matches(&self.title, &self.tags, &self.params))
    }

    /// The resource as a collector receives it.
    fn resource(&self) -> ExportedResource {
        ExportedResource {
            node: self.node.clone(),
            type_name: self.type_name.clone(),
            title: self.title.clone(),
            tags: self.tags.clone(),
            params: self
                .params
                .iter()
                .map(|(k, v)| (k.clone(), crate::catalog::json::json_to_value(v)))
                .collect(),
            file: self.file.clone(),
            line: self.line,
        }
    }
}

/// The exported resources of a compiled catalog, as its PuppetDB
/// terminus would store them (in catalog order).
pub fn exported_by(node: &str, catalog: &Catalog, sources: &SourceMap) -> Vec<StoredExport> {
    if !catalog.resources.iter().any(|r| r.exported) {
        return Vec::new();
    }
    crate::store::write::rows(catalog, sources)
        .into_iter()
        .filter(|row| row.exported)
        .map(|row| StoredExport {
            node: node.to_string(),
            type_name: row.type_name,
            title: row.title,
            tags: serde_json::from_str(&row.tags).unwrap_or_default(),
            params: serde_json::from_str(&row.params).unwrap_or_default(),
            file: row.file,
            line: row.line.map(|l| l as u32),
        })
        .collect()
}

/// An answer in a form threads can share and compare: each resource
/// written out whole.
fn answer_key(answer: &Result<Vec<ExportedResource>, String>) -> Result<Vec<String>, String> {
    answer
        .as_ref()
        .map(|found| found.iter().map(|r| format!("{r:?}")).collect())
        .map_err(Clone::clone)
}

/// A collector's question to the store and the answer it got.
#[derive(Debug, Clone, PartialEq)]
pub struct Question {
    type_name: String,
    query: Option<ExportQuery>,
    answer: Result<Vec<String>, String>,
}

/// What one compile of a node exported and asked.
#[derive(Debug, Clone, Default)]
pub struct Recorded {
    pub exported: Vec<StoredExport>,
    pub questions: Vec<Question>,
}

impl Recorded {
    /// Whether `store` answers every question as the compile was
    /// answered: then compiling the node again over it gives the same
    /// catalog.
    pub fn answered_alike(&self, node: &str, store: &dyn Exports) -> bool {
        self.questions
            .iter()
            .all(|q| answer_key(&store.exported(&q.type_name, node, q.query.as_ref())) == q.answer)
    }
}

/// The store a compile collects from, recording each question and
/// answer. Without a store behind it, every answer is empty (as a
/// PuppetDB with no other node).
#[derive(Debug)]
pub struct Recorder {
    inner: Option<Rc<dyn Exports>>,
    questions: RefCell<Vec<Question>>,
}

impl Recorder {
    pub fn new(inner: Option<Rc<dyn Exports>>) -> Rc<Recorder> {
        Rc::new(Recorder {
            inner,
            questions: RefCell::default(),
        })
    }

    /// The questions asked so far, taken.
    pub fn take(&self) -> Vec<Question> {
        std::mem::take(&mut self.questions.borrow_mut())
    }
}

impl Exports for Recorder {
    fn exported(
        &self,
        type_name: &str,
        node: &str,
        query: Option<&ExportQuery>,
    ) -> Result<Vec<ExportedResource>, String> {
        let answer = match &self.inner {
            Some(store) => store.exported(type_name, node, query),
            None => Ok(Vec::new()),
        };
        self.questions.borrow_mut().push(Question {
            type_name: type_name.to_string(),
            query: query.cloned(),
            answer: answer_key(&answer),
        });
        answer
    }
}

/// A side's store after the first pass: the fleet's exports at that
/// side (every node the run compiled), over the given store's exports of
/// the nodes it did not.
#[derive(Clone)]
pub struct SideStore {
    /// By node name, each node's exports in catalog order.
    pub fleet: Arc<Vec<StoredExport>>,
    /// The nodes the run compiled (sorted): the given store's answers
    /// about them are stale.
    pub compiled: Arc<Vec<String>>,
}

/// A [`SideStore`] on one worker thread, over the store given there.
#[derive(Debug)]
pub struct Layered {
    fleet: Arc<Vec<StoredExport>>,
    compiled: Arc<Vec<String>>,
    base: Option<Rc<dyn Exports>>,
}

impl std::fmt::Debug for SideStore {
    fn fmt(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        write!(f, "SideStore({} exports)", self.fleet.len())
    }
}

impl SideStore {
    /// The store of a side from each node's exports there.
    pub fn new(mut nodes: Vec<(String, Vec<StoredExport>)>) -> SideStore {
        nodes.sort_by(|a, b| a.0.cmp(&b.0));
        let compiled = nodes.iter().map(|(n, _)| n.clone()).collect();
        SideStore {
            fleet: Arc::new(nodes.into_iter().flat_map(|(_, e)| e).collect()),
            compiled: Arc::new(compiled),
        }
    }

    /// The store as a worker uses it, over its own connection to the
    /// given store.
    pub fn on_worker(&self, base: Option<Rc<dyn Exports>>) -> Layered {
        Layered {
            fleet: self.fleet.clone(),
            compiled: self.compiled.clone(),
            base,
        }
    }
}

impl Exports for Layered {
    fn exported(
        &self,
        type_name: &str,
        node: &str,
        query: Option<&ExportQuery>,
    ) -> Result<Vec<ExportedResource>, String> {
        let mut found: Vec<ExportedResource> = match &self.base {
            Some(base) => base
                .exported(type_name, node, query)?
                .into_iter()
                .filter(|r| self.compiled.binary_search(&r.node).is_err())
                .collect(),
            None => Vec::new(),
        };
        found.extend(
            self.fleet
                .iter()
                .filter(|e| e.matches(type_name, node, query))
                .map(StoredExport::resource),
        );
        // As a store answers: by node, each node's in its order.
        found.sort_by(|a, b| a.node.cmp(&b.node));
        Ok(found)
    }
}
