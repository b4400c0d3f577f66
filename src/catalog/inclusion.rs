//! Why a class or resource is in the catalog: every declaration of a
//! class (`include`, `require`, `contain`, `class { }`, `create_resources`,
//! `hiera_include`, `inherits`) and the chain that brought a resource in,
//! from the top scope or node down through the classes that declared
//! each other (`role::web` → `profile::base` → `profile::puppet::agent`).

use super::{Catalog, ClassDeclaration, ResourceId};
use crate::syntax::SourceMap;

/// The declarations of class `id`, in the order the compile met them.
pub fn declarations(catalog: &Catalog, id: ResourceId) -> Vec<&ClassDeclaration> {
    (catalog.class_declarations.iter())
        .filter(|d| d.class == id)
        .collect()
}

/// One declaration in words: `by include at role/web.pp:4 in
/// Class[Role::Web]`, or `as the parent of Class[Profile::Agent]`.
pub fn declaration_text(catalog: &Catalog, d: &ClassDeclaration, sources: &SourceMap) -> String {
    let by = catalog.resources[d.by].reference();
    match d.how {
        super::DeclaredBy::Inherits => format!("as the parent of {by}"),
        how => format!(
            "by {} at {} in {by}{}",
            how.word(),
            super::text::at(sources, &d.span),
            named_text(d)
        ),
    }
}

/// `, named by hiera 'classes' (merge deep) from data/nodes/a.yaml:3,
/// level "node" (environment)` for a class whose name Hiera gave.
fn named_text(d: &ClassDeclaration) -> String {
    d.named_by
        .as_ref()
        .map(|h| format!(", named by {}", super::text::hiera_text(h)))
        .unwrap_or_default()
}

/// The declarations of class `id` other than the resource-like one at
/// `declared_at` (its own declaration, which `:why` names first).
pub fn other_declarations(
    catalog: &Catalog,
    id: ResourceId,
    declared_at: Option<crate::syntax::Span>,
) -> Vec<&ClassDeclaration> {
    let own = |d: &ClassDeclaration| {
        declared_at.is_some_and(|s| s.file == d.span.file && s.line == d.span.line)
    };
    declarations(catalog, id)
        .into_iter()
        .filter(|d| !own(d))
        .collect()
}

/// The chain that brought `id` into the catalog, outermost first: each
/// step a resource and how the one before it declared it. A class steps
/// to what first declared it, any other resource to its container; the
/// chain ends at the top scope (`Class[main]`) or a node. Front ends show
/// it where it has more than two steps (two say no more than the
/// declaration does).
pub fn chain(catalog: &Catalog, id: ResourceId, sources: &SourceMap) -> Vec<String> {
    let mut steps = Vec::new();
    let mut seen = std::collections::HashSet::new();
    let mut current = Some(id);
    while let Some(at) = current.filter(|at| seen.insert(*at)) {
        let r = &catalog.resources[at];
        if r.type_name == "Class" && r.title == "main" {
            steps.push(r.reference());
            break;
        }
        let first = (catalog.class_declarations.iter()).find(|d| d.class == at);
        match first {
            Some(d) => {
                steps.push(match d.how {
                    super::DeclaredBy::Inherits => format!(
                        "{} (inherited by {})",
                        r.reference(),
                        catalog.resources[d.by].reference()
                    ),
                    super::DeclaredBy::ResourceLike => format!(
                        "{} (class {{ }}) at {}",
                        r.reference(),
                        super::text::at(sources, &d.span)
                    ),
                    how => format!(
                        "{} {} at {}{}",
                        how.word(),
                        r.reference(),
                        super::text::at(sources, &d.span),
                        named_text(d)
                    ),
                });
                current = Some(d.by);
            }
            None => {
                let place = r
                    .span
                    .map(|s| format!(" at {}", super::text::at(sources, &s)))
                    .unwrap_or_default();
                steps.push(format!("{}{place}", r.reference()));
                current = r.container;
            }
        }
    }
    steps.reverse();
    steps
}
