//! Comparing two views: resources added, removed and changed, attribute
//! by attribute, with the noise filters of `spaceship diff`.

use serde_json::Value as Json;

use crate::catalog::view::{Res, View};

/// What to leave out of a diff.
#[derive(Debug, Clone, Default)]
pub struct Filters {
    /// `Type[title]` globs (`*`, `?`); a pattern without `[` names a type.
    pub ignore: Vec<String>,
    /// Attribute name globs.
    pub ignore_attrs: Vec<String>,
    /// Leave tags out.
    pub ignore_tags: bool,
}

impl Filters {
    fn ignores(&self, r: &Res) -> bool {
        self.ignore.iter().any(|p| {
            if p.contains('[') {
                glob(p, &r.reference())
            } else {
                glob(p, &r.type_name)
            }
        })
    }

    fn ignores_attr(&self, name: &str) -> bool {
        self.ignore_attrs.iter().any(|p| glob(p, name))
    }
}

/// Whether `text` matches the glob `pattern` (`*` any run, `?` one char).
pub fn glob(pattern: &str, text: &str) -> bool {
    let p: Vec<char> = pattern.chars().collect();
    let t: Vec<char> = text.chars().collect();
    let (mut pi, mut ti) = (0, 0);
    let mut star: Option<(usize, usize)> = None;
    while ti < t.len() {
        if pi < p.len() && (p[pi] == '?' || p[pi] == t[ti]) {
            pi += 1;
            ti += 1;
        } else if pi < p.len() && p[pi] == '*' {
            star = Some((pi, ti));
            pi += 1;
        } else if let Some((sp, st)) = star {
            pi = sp + 1;
            ti = st + 1;
            star = Some((sp, st + 1));
        } else {
            return false;
        }
    }
    p[pi..].iter().all(|&c| c == '*')
}

/// One attribute that differs: `None` where a side lacks it.
#[derive(Debug, Clone, PartialEq)]
pub struct AttrChange {
    pub name: String,
    pub from: Option<Json>,
    pub to: Option<Json>,
    pub from_provenance: Option<String>,
    pub to_provenance: Option<String>,
    /// What changed to change it (see `causes`): the Hiera data,
    /// template or manifest lines that differ, else where it is declared.
    pub causes: Vec<String>,
}

/// A resource present on both sides whose attributes differ.
#[derive(Debug, Clone, PartialEq)]
pub struct ResourceChange {
    pub reference: String,
    pub from_location: Option<String>,
    pub to_location: Option<String>,
    pub attributes: Vec<AttrChange>,
}

/// The difference between two catalogs.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Diff {
    /// Only in the second catalog (in its order).
    pub added: Vec<Res>,
    /// Only in the first (in its order).
    pub removed: Vec<Res>,
    /// On both sides, different (in the second's order).
    pub changed: Vec<ResourceChange>,
    /// Containment edges only in the second catalog, between resources
    /// both catalogs hold (an added resource's own edge is no news).
    pub edges_added: Vec<(String, String)>,
    /// Containment edges only in the first, likewise.
    pub edges_removed: Vec<(String, String)>,
    /// Why each added resource is there, and why each removed one is
    /// gone (by position; see `causes`).
    pub added_causes: Vec<Vec<String>>,
    pub removed_causes: Vec<Vec<String>>,
}

impl Diff {
    /// Whether the catalogs are the same (after filters).
    pub fn is_empty(&self) -> bool {
        self.added.is_empty()
            && self.removed.is_empty()
            && self.changed.is_empty()
            && self.edges_added.is_empty()
            && self.edges_removed.is_empty()
    }
}

/// Compares `from` with `to`.
pub fn compare(from: &View, to: &View, filters: &Filters) -> Diff {
    let sides = super::causes::Sides::new(from, to);
    let mut diff = Diff::default();
    for r in &from.resources {
        if to.get(&r.reference()).is_none() && !filters.ignores(r) {
            diff.removed.push(r.clone());
            diff.removed_causes.push(sides.resource(r, true));
        }
    }
    for r in &to.resources {
        if filters.ignores(r) {
            continue;
        }
        let Some(old) = from.get(&r.reference()) else {
            diff.added.push(r.clone());
            diff.added_causes.push(sides.resource(r, false));
            continue;
        };
        let attributes = compare_resource(old, r, filters, &sides);
        if !attributes.is_empty() {
            diff.changed.push(ResourceChange {
                reference: r.reference(),
                from_location: old.location(),
                to_location: r.location(),
                attributes,
            });
        }
    }
    diff.edges_removed = edges_only_in(from, to, filters);
    diff.edges_added = edges_only_in(to, from, filters);
    diff
}

/// The containment edges of `a` that `b` lacks, where both ends are
/// resources of both catalogs that the filters keep.
fn edges_only_in(a: &View, b: &View, filters: &Filters) -> Vec<(String, String)> {
    let in_b: std::collections::HashSet<(&str, &str)> = b
        .edges
        .iter()
        .map(|(s, t)| (s.as_str(), t.as_str()))
        .collect();
    let kept = |reference: &str| matches!((a.get(reference), b.get(reference)), (Some(r), Some(_)) if !filters.ignores(r));
    a.edges
        .iter()
        .filter(|(s, t)| !in_b.contains(&(s.as_str(), t.as_str())) && kept(s) && kept(t))
        .cloned()
        .collect()
}

fn compare_resource(
    old: &Res,
    new: &Res,
    filters: &Filters,
    sides: &super::causes::Sides,
) -> Vec<AttrChange> {
    let mut changes = Vec::new();
    let mut names: Vec<&str> = new.params.iter().map(|(n, _)| n.as_str()).collect();
    for (n, _) in &old.params {
        if new.param(n).is_none() {
            names.push(n);
        }
    }
    for name in names {
        if filters.ignores_attr(name) {
            continue;
        }
        let (a, b) = (old.param(name), new.param(name));
        if a.map(|a| a.0) == b.map(|b| b.0) {
            continue;
        }
        changes.push(AttrChange {
            name: name.to_string(),
            from: a.map(|a| a.0.clone()),
            to: b.map(|b| b.0.clone()),
            from_provenance: a.and_then(|a| a.1.map(str::to_string)),
            to_provenance: b.and_then(|b| b.1.map(str::to_string)),
            causes: sides.attribute(Some(old), Some(new), name),
        });
    }
    if old.exported != new.exported && !filters.ignores_attr("exported") {
        changes.push(AttrChange {
            name: "exported".into(),
            from: Some(Json::Bool(old.exported)),
            to: Some(Json::Bool(new.exported)),
            from_provenance: None,
            to_provenance: None,
            causes: Vec::new(),
        });
    }
    if !filters.ignore_tags && !filters.ignores_attr("tags") {
        let mut a = old.tags.clone();
        let mut b = new.tags.clone();
        a.sort();
        b.sort();
        if a != b {
            changes.push(AttrChange {
                name: "tags".into(),
                from: Some(Json::from(a)),
                to: Some(Json::from(b)),
                from_provenance: None,
                to_provenance: None,
                causes: Vec::new(),
            });
        }
    }
    changes
}

#[cfg(test)]
mod tests {
    use super::glob;

    #[test]
    fn globs() {
        assert!(glob("File[/etc/*]", "File[/etc/motd]"));
        assert!(glob("*", ""));
        assert!(glob("Notify[?]", "Notify[a]"));
        assert!(!glob("Notify[?]", "Notify[ab]"));
        assert!(glob("a*b*c", "axxbyyc"));
        assert!(!glob("a*b*c", "axxbyy"));
    }
}
