//! The catalog as plain data: resources with their state and attribute
//! provenance, containment edges and classes.
//!
//! Nothing here evaluates Puppet code. The evaluator fills a [`Catalog`];
//! the REPL, the TUI and the JSON printer read it.

pub mod explain;
pub mod inclusion;
pub mod json;
pub mod limits;
pub mod lookup;
pub mod reorder;
pub mod schema;
pub mod sets;
pub mod settings;
pub mod small;
pub mod sources;
pub mod text;
pub mod timeval;
pub mod value;
pub mod view;

use rustc_hash::FxHashMap as HashMap;

/// Insertion-ordered maps and sets, as Puppet's hashes and tag sets are,
/// with a fast hasher: keys come from manifests, not from an adversary.
pub type Map<K, V> = indexmap::IndexMap<K, V, rustc_hash::FxBuildHasher>;
pub type Set<T> = indexmap::IndexSet<T, rustc_hash::FxBuildHasher>;

use crate::syntax::Span;
pub use small::{AttrMap, TagSet};
pub use value::{PType, Value};

/// Index of a resource in [`Catalog::resources`].
pub type ResourceId = usize;

/// What kind of type a resource is an instance of, as Puppet's JSON says.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    /// A type implemented in Puppet's Ruby core (`file`, `notify`...).
    Builtin,
    /// A `define`d type.
    Defined,
    /// A class.
    Class,
}

/// Where an attribute value came from.
#[derive(Debug, Clone, PartialEq)]
pub enum Provenance {
    /// Set in the resource body.
    Declared(Span),
    /// From the expression's `default:` body.
    DefaultBody(Span),
    /// From a `*` splat in the body.
    Splat(Span),
    /// From a resource default statement `File { ... }`.
    ResourceDefault(Span),
    /// Added or overridden by `File['x'] { ... }`.
    Amended(Span),
    /// Set by a collector's override block, replacing a value (if any).
    CollectorOverride {
        at: Span,
        replaced: Option<Box<Value>>,
    },
    /// `+>` appended to the earlier value.
    Appended {
        at: Span,
        replaced: Option<Box<Value>>,
    },
    /// Set by a relationship (`->`, `~>`), or by the compiler itself.
    Relationship(Span),
    /// Set by the compiler.
    Compiler,
    /// The `require` metaparameter the `require` function gives the class
    /// or define that calls it: each class required, and the call.
    Required(Vec<(std::rc::Rc<str>, Span)>),
    /// The namevar of a resource whose title is not a String (an Integer
    /// given to `create_resources`): the title's text, which Puppet's
    /// catalog writes out since it differs from the title itself.
    TitleText,
    /// A class or define parameter bound to its default, written here.
    ParameterDefault(Span),
    /// A class parameter found in Hiera (automatic parameter lookup).
    Hiera(std::rc::Rc<HieraSource>),
    /// A metaparameter (`noop`, `tag`, `loglevel`...) taken from the
    /// resource that contains this one, named here.
    Inherited(std::rc::Rc<str>),
}

/// Where Hiera found a value: the key, and each data file and level that
/// contributed (highest priority first).
#[derive(Debug, Clone, PartialEq)]
pub struct HieraSource {
    pub key: String,
    /// The merge strategy's name (`first`, `unique`, `hash`, `deep`).
    pub strategy: &'static str,
    pub origins: Vec<lookup::Origin>,
    /// Whether the value was decrypted (eyaml): front ends show it masked
    /// unless asked.
    pub secret: bool,
}

/// How [`Catalog::rendered`] names what went through the Ruby worker: a
/// template the worker rendered is its name followed by this.
pub const BY_RUBY_WORKER: &str = " (by the Ruby worker)";
/// ... and a string a module's Ruby function returned is this followed by
/// the function's name.
pub const RUBY_FUNCTION: &str = "Ruby function ";

/// One attribute value and its history.
#[derive(Debug, Clone, PartialEq)]
pub struct Param {
    pub value: Value,
    pub provenance: Provenance,
    /// The class (or `""` for top scope) whose code set it; Puppet uses it
    /// to decide who may override.
    pub source: std::rc::Rc<str>,
}

/// A resource in the catalog.
#[derive(Debug, Clone)]
pub struct Resource {
    /// Capitalized type name: `File`, `Apache::Vhost`, `Class`.
    pub type_name: String,
    pub title: String,
    pub params: AttrMap<Param>,
    /// Shared strings: a class's tags are copied onto every resource in it.
    pub tags: TagSet,
    pub span: Option<Span>,
    pub exported: bool,
    /// Declared with `@`/`@@` and not yet realized.
    pub is_virtual: bool,
    /// Declared virtual (`@`/`@@`); stays true after realization.
    pub declared_virtual: bool,
    pub kind: Kind,
    /// The resource that contains this one (a class or define instance).
    pub container: Option<ResourceId>,
    /// The class whose code declared it.
    pub source: std::rc::Rc<str>,
    /// For define instances: whether the body has been evaluated.
    pub evaluated: bool,
    /// Index of the scope the resource was declared in (evaluator-owned).
    pub scope: usize,
    /// Created by `create_resources`: Puppet's JSON then puts `kind`
    /// before `exported`.
    pub via_function: bool,
}

/// `Type[title]` of a resource, written without building a string first
/// (the JSON writer streams it).
pub struct ReferenceText<'a>(pub &'a Resource);

impl std::fmt::Display for ReferenceText<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0.type_name)?;
        f.write_str("[")?;
        f.write_str(&self.0.title)?;
        f.write_str("]")
    }
}

impl Resource {
    /// `Type[title]`, as Puppet prints references.
    pub fn reference(&self) -> String {
        ReferenceText(self).to_string()
    }

    /// Whether any attribute was set by a collector or reference override.
    pub fn is_overridden(&self) -> bool {
        self.params.values().any(|p| {
            matches!(
                p.provenance,
                Provenance::Amended(_)
                    | Provenance::CollectorOverride { .. }
                    | Provenance::Appended { .. }
            )
        })
    }
}

/// A compiled (or compiling) catalog.
#[derive(Debug, Clone, Default)]
pub struct Catalog {
    pub resources: Vec<Box<Resource>>,
    /// Titles by type; lookups borrow, so `find` allocates nothing.
    index: HashMap<String, HashMap<String, ResourceId>>,
    /// Resources by type name, in declaration order, for collectors.
    by_type: HashMap<String, Vec<ResourceId>>,
    /// Containment edges, in the order Puppet adds them.
    pub edges: Vec<(ResourceId, ResourceId)>,
    /// Evaluated classes, in evaluation order.
    pub classes: Vec<String>,
    /// Catalog-level tags (class names and their segments).
    pub tags: Set<std::rc::Rc<str>>,
    /// The node name.
    pub name: String,
    /// Whether the JSON form writes values JSON has no form for as Pcore
    /// objects (Puppet 8's `rich_data`) rather than strings (Puppet 7).
    pub rich_data: bool,
    /// Attributes whose value a template rendered: (resource, attribute)
    /// to the templates (`mod/x.erb`), for provenance.
    pub rendered: std::collections::HashMap<(ResourceId, String), std::rc::Rc<[String]>>,
    /// What attribute values were computed from (lookups, templates,
    /// code), where the compile knows more than the provenance says.
    pub value_sources:
        std::collections::HashMap<(ResourceId, String), std::rc::Rc<[sources::DataSource]>>,

    /// What realized each realized virtual resource (the first to).
    pub realized_by: std::collections::HashMap<ResourceId, Realizer>,
    /// Where each resource collected from another node was exported.
    pub exported_by: std::collections::HashMap<ResourceId, ExportOrigin>,
    /// Every declaration of every class, in the order the compile met
    /// them: what answers "why is this class here?".
    pub class_declarations: Vec<ClassDeclaration>,
}

/// One declaration of a class: `include`, `require`, `contain`, a
/// resource-like `class { 'x': }`, `create_resources`, `hiera_include`,
/// or a child class's `inherits`.
#[derive(Debug, Clone, PartialEq)]
pub struct ClassDeclaration {
    /// The class resource declared.
    pub class: ResourceId,
    pub how: DeclaredBy,
    /// Where the declaring code is (for `inherits`, the child's declaration).
    pub span: Span,
    /// The resource whose code declared it: a class, a define instance,
    /// a node, or `Class[main]` for the top scope; the child class for
    /// `inherits`.
    pub by: ResourceId,
    /// The Hiera data that named the class, when the name came from a
    /// lookup (`lookup('classes').include`, `include lookup('role')`,
    /// `hiera_include`): that lookup, with the levels whose data holds
    /// the name.
    pub named_by: Option<std::rc::Rc<HieraSource>>,
}

/// How a class was declared.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DeclaredBy {
    Include,
    Require,
    Contain,
    ResourceLike,
    CreateResources,
    HieraInclude,
    Inherits,
}

impl DeclaredBy {
    /// The word a user reads for it (`include`, `class { }`...).
    pub fn word(self) -> &'static str {
        match self {
            DeclaredBy::Include => "include",
            DeclaredBy::Require => "require",
            DeclaredBy::Contain => "contain",
            DeclaredBy::ResourceLike => "class { }",
            DeclaredBy::CreateResources => "create_resources",
            DeclaredBy::HieraInclude => "hiera_include",
            DeclaredBy::Inherits => "inherits",
        }
    }
}

/// Where a resource collected from another node's exports came from.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ExportOrigin {
    pub node: String,
    pub file: Option<String>,
    pub line: Option<u32>,
}

impl std::fmt::Display for ExportOrigin {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "exported by node {}", self.node)?;
        match (&self.file, self.line) {
            (Some(file), Some(line)) => write!(f, " at {file}:{line}"),
            (Some(file), None) => write!(f, " in {file}"),
            _ => Ok(()),
        }
    }
}

/// What realized a virtual resource.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Realizer {
    /// A `realize()` call at this location.
    Function(Span),
    /// A collector (`Type <| |>`) at this location.
    Collector(Span),
}

impl Catalog {
    /// Adds a resource and returns its id.
    pub fn add(&mut self, resource: Resource) -> ResourceId {
        let id = self.resources.len();
        let title = title_key(&resource.type_name, &resource.title).into_owned();
        // Most types are already known: look up before copying the name.
        match self.index.get_mut(resource.type_name.as_str()) {
            Some(titles) => {
                titles.insert(title, id);
            }
            None => {
                self.index.insert(
                    resource.type_name.clone(),
                    HashMap::from_iter([(title, id)]),
                );
            }
        }
        match self.by_type.get_mut(resource.type_name.as_str()) {
            Some(ids) => ids.push(id),
            None => {
                self.by_type.insert(resource.type_name.clone(), vec![id]);
            }
        }
        self.resources.push(Box::new(resource));
        id
    }

    /// Forgets the resources from `resources` on and the edges from
    /// `edges` on (a statement that failed part way).
    pub fn truncate(&mut self, resources: usize, edges: usize) {
        let mut types: Vec<&str> = self.resources[resources.min(self.resources.len())..]
            .iter()
            .map(|r| r.type_name.as_str())
            .collect();
        types.sort_unstable();
        types.dedup();
        for type_name in types {
            if let Some(titles) = self.index.get_mut(type_name) {
                titles.retain(|_, id| *id < resources);
            }
            if let Some(ids) = self.by_type.get_mut(type_name) {
                ids.retain(|id| *id < resources);
            }
        }
        self.resources.truncate(resources);
        self.edges.truncate(edges);
        if self.realized_by.keys().any(|id| *id >= resources) {
            self.realized_by.retain(|id, _| *id < resources);
        }
        self.class_declarations
            .retain(|d| d.class < resources && d.by < resources);
    }

    /// Registers another title under which a resource can be found (alias).
    pub fn alias(&mut self, type_name: &str, title: &str, id: ResourceId) {
        let title = title_key(type_name, title).into_owned();
        self.index
            .entry(type_name.to_string())
            .or_default()
            .entry(title)
            .or_insert(id);
    }

    /// The resource a reference names, as Puppet's reference lookups
    /// (`defined`, relationships) find it: they capitalize class titles, so
    /// the main class, kept as `Class[main]`, is never found.
    pub fn find_referenced(&self, type_name: &str, title: &str) -> Option<ResourceId> {
        let main_class = type_name == "Class" && title.eq_ignore_ascii_case("main");
        self.find(type_name, title).filter(|_| !main_class)
    }

    /// The resource declared (or aliased) as exactly `type_name[title]`.
    pub fn find_exact(&self, type_name: &str, title: &str) -> Option<ResourceId> {
        let titles = self.index.get(type_name)?;
        titles.get(title_key(type_name, title).as_ref()).copied()
    }

    /// The resource `type_name[title]`, if declared.
    pub fn find(&self, type_name: &str, title: &str) -> Option<ResourceId> {
        let titles = self.index.get(type_name)?;
        titles
            .get(title_key(type_name, title).as_ref())
            .or_else(|| {
                // A file is found with or without trailing slashes.
                let trimmed = title.trim_end_matches('/');
                (type_name == "File" && trimmed.len() < title.len() && !trimmed.is_empty())
                    .then(|| titles.get(trimmed))
                    .flatten()
            })
            .copied()
    }

    /// The types present, in no particular order.
    pub fn type_names(&self) -> impl Iterator<Item = &str> {
        self.by_type.keys().map(String::as_str)
    }

    /// All resources of a type, in declaration order.
    pub fn of_type(&self, type_name: &str) -> &[ResourceId] {
        self.by_type.get(type_name).map_or(&[], Vec::as_slice)
    }
}

/// Puppet compares titles case-sensitively except for classes, whose names
/// are case-insensitive.
fn title_key<'t>(type_name: &str, title: &'t str) -> std::borrow::Cow<'t, str> {
    if type_name == "Class" {
        std::borrow::Cow::Owned(title.to_lowercase())
    } else {
        std::borrow::Cow::Borrowed(title)
    }
}
