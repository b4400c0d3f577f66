//! A readable listing of a catalog: one resource a line, with its state,
//! then its attributes and where each came from; and the explanation of
//! one resource (`:why`).

use super::json::Selection;
use super::{Catalog, Provenance, Resource, ResourceId, Value};
use crate::syntax::{SourceMap, Span};

/// A resource's state as the explorer shows it.
pub fn state(r: &Resource) -> &'static str {
    if r.exported && r.is_virtual {
        "exported"
    } else if r.is_virtual {
        "virtual"
    } else if r.exported {
        "exported, collected"
    } else if r.declared_virtual {
        "realized"
    } else if r.is_overridden() {
        "overridden"
    } else {
        "declared"
    }
}

/// How many resources the catalog holds as Puppet writes it: every one
/// but unrealized virtual and uncollected exported resources (which the
/// explorer lists, and counts apart). `:snapshot`, the explorer's header
/// and the REPL's start count these.
pub fn resources_in_catalog(catalog: &Catalog) -> usize {
    catalog.resources.iter().filter(|r| !r.is_virtual).count()
}

/// Every status that applies to a resource, most telling first:
/// `exported`, `virtual` or `realized`, `overridden`; `declared` when
/// none does.
pub fn states(r: &Resource) -> States {
    let mut states = States::default();
    if r.exported {
        states.push("exported");
    }
    if r.is_virtual {
        states.push("virtual");
    } else if r.declared_virtual {
        states.push(if r.exported { "collected" } else { "realized" });
    }
    if r.is_overridden() {
        states.push("overridden");
    }
    if states.len == 0 {
        states.push("declared");
    }
    states
}

/// A resource's statuses (at most three), held without allocating: the
/// explorer's filter asks for them of every resource at each keystroke.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct States {
    names: [&'static str; 3],
    len: usize,
}

impl States {
    fn push(&mut self, state: &'static str) {
        self.names[self.len] = state;
        self.len += 1;
    }

    pub fn iter(&self) -> impl Iterator<Item = &'static str> + '_ {
        self.names[..self.len].iter().copied()
    }
}

impl IntoIterator for States {
    type Item = &'static str;
    type IntoIter = std::iter::Take<std::array::IntoIter<&'static str, 3>>;

    fn into_iter(self) -> Self::IntoIter {
        self.names.into_iter().take(self.len)
    }
}

/// Renders the catalog as text.
pub fn render(catalog: &Catalog, sources: &SourceMap, selection: Selection) -> String {
    catalog
        .resources
        .iter()
        .enumerate()
        .filter(|(_, r)| selection == Selection::All || !r.is_virtual)
        .map(|(id, _)| render_resource(catalog, id, sources))
        .collect()
}

pub(super) fn at(sources: &SourceMap, span: &Span) -> String {
    format!("{}:{}", sources.name(span.file), span.line)
}

/// Where a value came from, in words.
pub fn provenance_text(p: &Provenance, sources: &SourceMap) -> String {
    let was = |v: &Option<Value>| {
        v.as_ref()
            .map(|v| format!(" (was {})", super::value::puppet_source(v)))
            .unwrap_or_default()
    };
    match p {
        Provenance::Declared(s) => format!("declared at {}", at(sources, s)),
        Provenance::DefaultBody(s) => format!("default: body at {}", at(sources, s)),
        Provenance::Splat(s) => format!("* splat at {}", at(sources, s)),
        Provenance::ResourceDefault(s) => format!("resource default at {}", at(sources, s)),
        Provenance::Amended(s) => format!("reference amendment at {}", at(sources, s)),
        Provenance::CollectorOverride { at: s, replaced } => {
            format!(
                "collector override at {}{}",
                at(sources, s),
                was(&replaced.as_deref().cloned())
            )
        }
        Provenance::Appended { at: s, replaced } => {
            format!(
                "+> append at {}{}",
                at(sources, s),
                was(&replaced.as_deref().cloned())
            )
        }
        Provenance::Relationship(s) => format!("relationship at {}", at(sources, s)),
        Provenance::Compiler => "set by the compiler".to_string(),
        Provenance::Required(calls) => calls
            .iter()
            .map(|(class, s)| format!("require {class} at {}", at(sources, s)))
            .collect::<Vec<_>>()
            .join("; "),
        Provenance::TitleText => "the title, which is not a string".to_string(),
        Provenance::ParameterDefault(s) => format!("parameter default at {}", at(sources, s)),
        Provenance::Hiera(h) => hiera_text(h),
        Provenance::Inherited(from) => format!("inherited from {from}"),
    }
}

/// Where an attribute's value came from, and the templates that
/// rendered it, if any.
pub fn origin(
    catalog: &Catalog,
    r: &Resource,
    name: &str,
    p: &super::Param,
    sources: &SourceMap,
) -> String {
    let id = catalog
        .find(&r.type_name, &r.title)
        .filter(|&id| std::ptr::eq(&*catalog.resources[id], r));
    // A value another node exported is that node's.
    let exported = id.and_then(|id| catalog.exported_by.get(&id));
    let mut text = match (exported, &p.provenance) {
        (Some(origin), Provenance::Compiler) => origin.to_string(),
        _ => provenance_text(&p.provenance, sources),
    };
    if let Some(credits) = id.and_then(|id| catalog.rendered.get(&(id, name.to_string()))) {
        text.push_str(&credits_text(credits));
    }
    if let Some(recorded) = id.and_then(|id| catalog.value_sources.get(&(id, name.to_string()))) {
        text.push_str(&lookups_text(recorded, &p.provenance));
    }
    text
}

/// The Hiera lookups a value was computed from besides the one its
/// provenance names (a parameter default `lookup('k')`, a variable
/// assigned from one), in words: `; via hiera 'k' (merge first) from
/// data/common.yaml:3, level "common" (environment)`. At most three,
/// then how many more.
fn lookups_text(recorded: &[super::sources::DataSource], provenance: &Provenance) -> String {
    const SHOWN: usize = 3;
    let lookups: Vec<&std::rc::Rc<crate::catalog::HieraSource>> = recorded
        .iter()
        .filter_map(|s| match s {
            super::sources::DataSource::Lookup(h) => Some(h),
            _ => None,
        })
        .filter(|h| !matches!(provenance, Provenance::Hiera(own) if std::rc::Rc::ptr_eq(own, h) || own.key == h.key))
        .collect();
    let mut out: String = lookups
        .iter()
        .take(SHOWN)
        .map(|h| format!("; via {}", hiera_text(h)))
        .collect();
    if lookups.len() > SHOWN {
        out.push_str(&format!("; and {} more lookups", lookups.len() - SHOWN));
    }
    out
}

/// The templates and Ruby functions credited with a text, in words:
/// `; rendered from template a.erb, b.erb`, `; returned by Ruby function
/// f (by the Ruby worker)`.
fn credits_text(credits: &[String]) -> String {
    let (functions, templates): (Vec<&String>, Vec<&String>) = credits
        .iter()
        .partition(|c| c.starts_with(super::RUBY_FUNCTION));
    let mut out = String::new();
    if !templates.is_empty() {
        let names: Vec<&str> = templates.iter().map(|t| t.as_str()).collect();
        out.push_str(&format!("; rendered from template {}", names.join(", ")));
    }
    for function in functions {
        out.push_str(&format!(
            "; returned by {function}{}",
            super::BY_RUBY_WORKER
        ));
    }
    out
}

/// Whether an attribute's value went through the Ruby worker: a Ruby
/// function returned it, the worker rendered its template, or a Hiera
/// function written in Ruby gave it.
fn through_ruby(catalog: &Catalog, id: ResourceId, name: &str, p: &super::Param) -> bool {
    let credited = catalog
        .rendered
        .get(&(id, name.to_string()))
        .is_some_and(|c| {
            c.iter()
                .any(|c| c.starts_with(super::RUBY_FUNCTION) || c.ends_with(super::BY_RUBY_WORKER))
        });
    let hiera = match &p.provenance {
        Provenance::Hiera(h) => h.origins.iter().any(|o| o.ruby.is_some()),
        _ => false,
    };
    credited || hiera
}

/// One resource: its header, then each attribute with its origin.
/// A value decrypted from eyaml data, or computed from one, shows as
/// [`SECRET`].
pub fn render_resource(catalog: &Catalog, id: ResourceId, sources: &SourceMap) -> String {
    let r = &catalog.resources[id];
    let location = r
        .span
        .map(|s| format!(" at {}", at(sources, &s)))
        .unwrap_or_default();
    let mut out = format!("{} ({}){location}\n", r.reference(), state(r));
    for (name, p) in &r.params {
        if p.value.is_undef() {
            continue;
        }
        let shown = match holds_secret(catalog, id, name, p) {
            true => SECRET.to_string(),
            false => super::value::puppet_source(&p.value),
        };
        out.push_str(&format!(
            "  {name} => {shown}  # {}\n",
            origin(catalog, r, name, p, sources)
        ));
    }
    if !r.tags.is_empty() {
        out.push_str(&format!(
            "  tags: {}\n",
            r.tags.iter().cloned().collect::<Vec<_>>().join(", ")
        ));
    }
    out
}

/// What realized a realized virtual resource, in words: `realize() at
/// site.pp:4` or `the collector at site.pp:9`.
pub fn realized_by(catalog: &Catalog, id: ResourceId, sources: &SourceMap) -> Option<String> {
    Some(match catalog.realized_by.get(&id)? {
        super::Realizer::Function(span) => format!("realize() at {}", at(sources, span)),
        super::Realizer::Collector(span) => format!("the collector at {}", at(sources, span)),
    })
}

/// Why a resource is what it is: its declaration, container, state, the
/// overrides that changed it, and its relationships in and out.
pub fn explain(catalog: &Catalog, id: ResourceId, sources: &SourceMap) -> String {
    let r = &catalog.resources[id];
    let mut out = format!("{}\n", r.reference());
    let declarations = super::inclusion::other_declarations(catalog, id, r.span);
    match (r.span, catalog.exported_by.get(&id)) {
        (Some(s), _) => out.push_str(&format!("  declared at {}", at(sources, &s))),
        (None, Some(origin)) => out.push_str(&format!("  collected from another node: {origin}")),
        (None, None) => match declarations.first() {
            Some(d) => {
                let text = super::inclusion::declaration_text(catalog, d, sources);
                out.push_str(&format!("  declared {text}"));
            }
            None => out.push_str("  declared by the compiler (built-in)"),
        },
    }
    let first_named = r.span.is_none() && !declarations.is_empty();
    if let (Some(container), false) = (r.container, first_named) {
        out.push_str(&format!(" in {}", catalog.resources[container].reference()));
    }
    out.push('\n');
    for d in declarations.iter().skip(usize::from(first_named)) {
        let text = super::inclusion::declaration_text(catalog, d, sources);
        out.push_str(&format!("  also {text}\n"));
    }
    let chain = super::inclusion::chain(catalog, id, sources);
    if chain.len() > 2 {
        out.push_str("  how it got here:\n");
        for (depth, step) in chain.iter().enumerate() {
            out.push_str(&format!("    {}{step}\n", "  ".repeat(depth)));
        }
    }
    let form = if catalog.exported_by.contains_key(&id) {
        "exported (@@) by another node, collected here"
    } else if r.exported {
        "exported (@@)"
    } else if r.declared_virtual {
        "virtual (@)"
    } else {
        "regular"
    };
    out.push_str(&format!("  form: {form}; state now: {}\n", state(r)));
    if let Some(by) = realized_by(catalog, id, sources) {
        out.push_str(&format!("  realized by {by}\n"));
    }
    for (name, p) in &r.params {
        if matches!(
            p.provenance,
            Provenance::CollectorOverride { .. }
                | Provenance::Amended(_)
                | Provenance::Appended { .. }
                | Provenance::ResourceDefault(_)
        ) {
            out.push_str(&format!(
                "  {name} = {} by {}\n",
                super::value::puppet_source(&p.value),
                provenance_text(&p.provenance, sources)
            ));
        }
    }
    for (name, p) in &r.params {
        if through_ruby(catalog, id, name, p) {
            out.push_str(&format!(
                "  {name} = {} from {}\n",
                super::value::puppet_source(&p.value),
                origin(catalog, r, name, p, sources)
            ));
        }
    }
    for param in super::schema::RELATIONSHIP_PARAMS {
        if let Some(p) = r.params.get(param) {
            // What set it: the body, a chain, the `require` function...
            let by = match &p.provenance {
                Provenance::Compiler => String::new(),
                other => format!(" ({})", provenance_text(other, sources)),
            };
            out.push_str(&format!(
                "  {param} {}{by}\n",
                super::value::puppet_source(&p.value)
            ));
        }
    }
    let me = r.reference();
    for other in &catalog.resources {
        for param in super::schema::RELATIONSHIP_PARAMS {
            let Some(p) = other.params.get(param) else {
                continue;
            };
            let targets = match &p.value {
                Value::Array(items) => items.as_ref().clone(),
                v => vec![v.clone()],
            };
            if targets.iter().any(|t| {
                t.as_ref_parts()
                    .is_some_and(|(ty, title)| format!("{ty}[{title}]") == me)
            }) {
                out.push_str(&format!("  {} {param} this\n", other.reference()));
            }
        }
    }
    out
}

/// `hiera 'ntp::servers' (merge first) from data/os/Debian.yaml:3, level "Per OS" (environment)`.
pub fn hiera_text(source: &crate::catalog::HieraSource) -> String {
    let origins: Vec<String> = source
        .origins
        .iter()
        .map(|o| {
            let ruby = o
                .ruby
                .as_ref()
                .map(|f| format!(", {f}{}", super::BY_RUBY_WORKER))
                .unwrap_or_default();
            format!(
                "{}:{}, level \"{}\" ({}){ruby}",
                o.file, o.line, o.level, o.layer
            )
        })
        .collect();
    format!(
        "hiera '{}' (merge {}) from {}",
        source.key,
        source.strategy,
        origins.join("; ")
    )
}

/// How a value decrypted from eyaml data is shown when not asked for.
pub const SECRET: &str = "<encrypted: eyaml>";

/// Whether attribute `name` of resource `id` holds a value decrypted from
/// eyaml data: Hiera gave it (a class parameter), or code computed it
/// from a lookup that decrypted (`message => lookup('password')`).
pub fn holds_secret(catalog: &Catalog, id: ResourceId, name: &str, p: &super::Param) -> bool {
    if matches!(&p.provenance, Provenance::Hiera(source) if source.secret) {
        return true;
    }
    catalog
        .value_sources
        .get(&(id, name.to_string()))
        .is_some_and(|sources| {
            sources
                .iter()
                .any(|s| matches!(s, super::sources::DataSource::Lookup(h) if h.secret))
        })
}

/// The declared classes, each with its parameters and where each value
/// came from (given, Hiera, default).
pub fn classes(catalog: &Catalog, sources: &SourceMap, filter: &str) -> String {
    let mut out = String::new();
    let filter = filter.trim().to_lowercase();
    let declared = catalog
        .resources
        .iter()
        .filter(|r| r.type_name == "Class" && r.title != "main" && r.title != "Settings");
    for r in declared {
        if !filter.is_empty() && !r.title.to_lowercase().contains(&filter) {
            continue;
        }
        let location = r
            .span
            .map(|s| format!(" declared at {}", at(sources, &s)))
            .unwrap_or_else(|| " included".to_string());
        out.push_str(&format!("{}{location}\n", r.reference()));
        for (name, p) in &r.params {
            out.push_str(&format!(
                "  {name} => {}  # {}\n",
                super::value::puppet_source(&p.value),
                provenance_text(&p.provenance, sources)
            ));
        }
    }
    out
}
