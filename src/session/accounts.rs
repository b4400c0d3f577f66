//! What an input did to the catalog, resource by resource: the changes
//! the REPL and the explorer report after each input, `:undo` and `:node`
//! (added, removed, realized, made virtual again, overridden, related),
//! and the messages a recompile added.

use crate::catalog::{Catalog, Provenance, Resource, Value};
use crate::syntax::SourceMap;

use super::show;

/// One change an input made to the catalog.
#[derive(Debug, Clone, PartialEq)]
pub enum Change {
    /// A resource appeared; `state` is `declared`, `virtual` or `exported`.
    Added {
        reference: String,
        state: &'static str,
    },
    /// A resource is gone (after `:undo`, `:node`...).
    Removed { reference: String },
    /// A virtual resource was realized.
    Realized { reference: String },
    /// A realized resource is virtual again (after `:undo`...).
    Unrealized { reference: String },
    /// An attribute changed otherwise (after `:undo`, `:node`...):
    /// `new` is undef when it is gone.
    Changed {
        reference: String,
        attribute: String,
        old: Value,
        new: Value,
        /// What changed to change it, where known (`:reload`: the data,
        /// template or manifest lines that differ; see `diff::causes`).
        causes: Vec<String>,
    },
    /// An attribute was set by an override (collector, amendment, `+>`).
    Overridden {
        reference: String,
        attribute: String,
        old: Option<Value>,
        new: Value,
        by: String,
    },
    /// A resource gained or lost tags (`tag()`, `:undo`...).
    Tagged {
        reference: String,
        added: Vec<String>,
        removed: Vec<String>,
    },
    /// A relationship metaparameter gained a target.
    Related {
        source: String,
        param: String,
        target: String,
    },
}

/// The changes between two catalogs, in catalog order.
pub(super) fn diff(old: &Catalog, new: &Catalog, sources: &SourceMap) -> Vec<Change> {
    // A recompile declares the resources it shares with the catalog before
    // it mostly in the same order: try the same position before the index.
    let same_place = |from: &Catalog, i: usize, r: &Resource| {
        from.resources
            .get(i)
            .is_some_and(|o| o.title == r.title && o.type_name == r.type_name)
    };
    let mut changes: Vec<Change> = (old.resources.iter().enumerate())
        .filter(|&(i, r)| !same_place(new, i, r) && new.find(&r.type_name, &r.title).is_none())
        .map(|(_, r)| Change::Removed {
            reference: r.reference(),
        })
        .collect();
    for (i, r) in new.resources.iter().enumerate() {
        let before = if same_place(old, i, r) {
            Some(&*old.resources[i])
        } else {
            old.find(&r.type_name, &r.title)
                .map(|id| &*old.resources[id])
        };
        resource_changes(r, before, sources, &mut changes);
    }
    changes
}

/// What became of one resource, given what it was (`None`: it is new).
pub(super) fn resource_changes(
    r: &Resource,
    before: Option<&Resource>,
    sources: &SourceMap,
    changes: &mut Vec<Change>,
) {
    // Most resources are unchanged: their reference is made only if needed.
    let text = std::cell::OnceCell::new();
    let reference = || text.get_or_init(|| r.reference()).clone();
    match before {
        None => {
            let state = if r.exported && r.is_virtual {
                "exported"
            } else if r.is_virtual {
                "virtual"
            } else {
                "declared"
            };
            changes.push(Change::Added {
                reference: reference(),
                state,
            });
        }
        Some(b) if b.is_virtual && !r.is_virtual => changes.push(Change::Realized {
            reference: reference(),
        }),
        Some(b) if !b.is_virtual && r.is_virtual => changes.push(Change::Unrealized {
            reference: reference(),
        }),
        _ => {}
    }
    if let Some(b) = before {
        // Attributes a change took away.
        for (name, old) in &b.params {
            if !r.params.contains_key(name) && !old.value.is_undef() {
                changes.push(Change::Changed {
                    reference: reference(),
                    attribute: name.clone(),
                    old: old.value.clone(),
                    new: Value::Undef,
                    causes: Vec::new(),
                });
            }
        }
    }
    if let Some(b) = before
        && b.tags != r.tags
        // A changed `tag` attribute says so itself.
        && b.params.get("tag").map(|p| &p.value) == r.params.get("tag").map(|p| &p.value)
    {
        let missing = |from: &Resource, other: &Resource| -> Vec<String> {
            (from.tags.iter())
                .filter(|t| !other.tags.contains(t))
                .map(|t| t.to_string())
                .collect()
        };
        let (added, removed) = (missing(r, b), missing(b, r));
        if !added.is_empty() || !removed.is_empty() {
            changes.push(Change::Tagged {
                reference: reference(),
                added,
                removed,
            });
        }
    }
    for (name, p) in &r.params {
        let old_param = before.and_then(|b| b.params.get(name));
        if old_param.is_some_and(|o| o.value == p.value) {
            continue;
        }
        match &p.provenance {
            Provenance::CollectorOverride { at, replaced }
            | Provenance::Appended { at, replaced } => {
                let by = if matches!(p.provenance, Provenance::Appended { .. }) {
                    "+>"
                } else {
                    "collector"
                };
                changes.push(Change::Overridden {
                    reference: reference(),
                    attribute: name.clone(),
                    old: replaced.as_deref().cloned(),
                    new: p.value.clone(),
                    by: format!("{by} at {}:{}", sources.name(at.file), at.line),
                })
            }
            Provenance::Amended(at) => changes.push(Change::Overridden {
                reference: reference(),
                attribute: name.clone(),
                old: old_param.map(|o| o.value.clone()),
                new: p.value.clone(),
                by: format!("amendment at {}:{}", sources.name(at.file), at.line),
            }),
            Provenance::Relationship(_) => {
                let old_targets: Vec<Value> = old_param.map(|o| list(&o.value)).unwrap_or_default();
                for target in list(&p.value) {
                    if !old_targets.contains(&target) {
                        let target = match target.as_ref_parts() {
                            Some((ty, title)) => crate::catalog::value::reference_text(&ty, &title),
                            None => show(&target),
                        };
                        changes.push(Change::Related {
                            source: reference(),
                            param: name.clone(),
                            target,
                        });
                    }
                }
            }
            // A value that changed for another reason (an override
            // undone, a fact that differs for another node).
            _ => {
                if let Some(o) = old_param {
                    changes.push(Change::Changed {
                        reference: reference(),
                        attribute: name.clone(),
                        old: o.value.clone(),
                        new: p.value.clone(),
                        causes: Vec::new(),
                    });
                }
            }
        }
    }
}

/// Names the causes of each changed attribute between two compiles
/// (the catalog and sources before, and after): both are seen as the
/// diff sees them, and `diff::causes` intersects their values' sources
/// with what differs.
pub(super) fn add_causes(
    changes: &mut [Change],
    before: (&Catalog, &SourceMap),
    after: (&Catalog, &SourceMap),
) {
    if !changes.iter().any(|c| matches!(c, Change::Changed { .. })) {
        return;
    }
    let from = crate::catalog::view::View::from_catalog(before.0, before.1);
    let to = crate::catalog::view::View::from_catalog(after.0, after.1);
    let sides = crate::diff::causes::Sides::new(&from, &to);
    for change in changes {
        if let Change::Changed {
            reference,
            attribute,
            causes,
            ..
        } = change
        {
            *causes = sides.attribute(from.get(reference), to.get(reference), attribute);
        }
    }
}

/// Whether changes may have closed a dependency cycle, so that looking
/// for one is worth a walk over the whole catalog. Only a new edge closes
/// one. Edges come from relationship metaparameters, automatic
/// relationships and containment. A new resource that names no other,
/// is of a type automatic relationships leave alone, and was named by
/// none (the compile refuses a relationship to a resource it lacks, but
/// not to a virtual one) hangs from its container alone and closes none.
/// Nor does a resource that was there already, unless the input
/// contained it anew (`contain` of a declared class): `edges_before` is
/// how many edges the catalog had before the input.
pub(super) fn may_close_a_cycle(
    catalog: &Catalog,
    changes: &[Change],
    edges_before: usize,
) -> bool {
    let relating = |attribute: &str| {
        attribute == "stage"
            || crate::graph::RELATIONSHIPS
                .iter()
                .any(|(name, _)| *name == attribute)
    };
    // The new resources: (id, reference, state).
    let added: Vec<(Option<usize>, &str, &str)> = changes
        .iter()
        .filter_map(|c| match c {
            Change::Added { reference, state } => Some((
                find_reference(catalog, reference),
                reference.as_str(),
                *state,
            )),
            _ => None,
        })
        .collect();
    let ids: rustc_hash::FxHashSet<usize> = added.iter().filter_map(|a| a.0).collect();
    let into_added = if ids.is_empty() {
        0
    } else {
        (catalog.edges.iter())
            .filter(|(_, t)| ids.contains(t))
            .count()
    };
    if catalog.edges.len() > edges_before + into_added {
        return true;
    }
    let added_may_relate = added.iter().any(|&(id, reference, state)| {
        state == "declared"
            && (!crate::graph::auto::reads(of_type(reference)).is_empty()
                || id.is_none_or(|id| catalog.resources[id].params.keys().any(|n| relating(n))))
    });
    added_may_relate
        || changes.iter().any(|c| match c {
            Change::Related { .. } | Change::Realized { .. } => true,
            Change::Changed {
                reference,
                attribute,
                ..
            }
            | Change::Overridden {
                reference,
                attribute,
                ..
            } => {
                relating(attribute)
                    || crate::graph::auto::reads(of_type(reference)).contains(&attribute.as_str())
            }
            Change::Added { .. }
            | Change::Removed { .. }
            | Change::Unrealized { .. }
            | Change::Tagged { .. } => false,
        })
}

fn of_type(reference: &str) -> &str {
    reference.split_once('[').map_or("", |(t, _)| t)
}

/// Finds a resource by a reference written `Type[title]` or
/// `Type['title']`.
pub(super) fn find_reference(catalog: &Catalog, reference: &str) -> Option<usize> {
    let (type_name, title) = crate::catalog::value::parse_reference(reference.trim())?;
    // The title as `:resources` prints it first (it may hold quotes of its
    // own: `Augeas[manage postfix 'relayhost']`), then as a user quotes it
    // in Puppet source (`Augeas["manage postfix 'relayhost'"]`).
    catalog
        .find(&type_name, &title)
        .or_else(|| catalog.find(&type_name, &unquote_title(&title)?))
}

/// A title written as a Puppet string literal, its escapes read as Puppet
/// reads them: in single quotes only `\\` and `\'`, in double quotes also
/// `\"`, `\n`, `\t`, `\$` and the like. None where it is not one quoted string.
fn unquote_title(title: &str) -> Option<String> {
    let title = title.trim();
    let quote = title.chars().next().filter(|c| *c == '\'' || *c == '"')?;
    let body = title.strip_prefix(quote)?.strip_suffix(quote)?;
    let mut out = String::with_capacity(body.len());
    let mut chars = body.chars();
    while let Some(c) = chars.next() {
        if c == quote {
            return None;
        }
        if c != '\\' {
            out.push(c);
            continue;
        }
        match (quote, chars.next()) {
            (_, None) => out.push('\\'),
            (_, Some(e)) if e == quote || e == '\\' => out.push(e),
            ('"', Some('n')) => out.push('\n'),
            ('"', Some('t')) => out.push('\t'),
            ('"', Some('r')) => out.push('\r'),
            ('"', Some('s')) => out.push(' '),
            ('"', Some('$')) => out.push('$'),
            (_, Some(other)) => {
                out.push('\\');
                out.push(other);
            }
        }
    }
    Some(out)
}

fn list(v: &Value) -> Vec<Value> {
    match v {
        Value::Array(items) => items.as_ref().clone(),
        other => vec![other.clone()],
    }
}

/// The messages of a recompile that the compile before it did not give,
/// in order: an input's messages may come before those of code that ran
/// after the top scope, so they are not simply the last ones.
pub(super) fn new_messages(before: &[String], after: &[String]) -> Vec<String> {
    let mut old = before.iter().peekable();
    let mut new = Vec::new();
    for message in after {
        if old.peek() == Some(&message) {
            old.next();
        } else {
            new.push(message.clone());
        }
    }
    new
}
