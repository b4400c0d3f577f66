//! Automatic relationships: what Puppet's core types require of each
//! other without being told, when Puppet applies a catalog. A file
//! requires its nearest managed ancestor directory, its link target, its
//! owner and group; an exec its `cwd`, the absolute files its command and
//! `onlyif`/`unless` lines start with, and its user; a package its
//! absolute `source`, `responsefile` and `adminfile`; a user its groups
//! and roles. Only resources the catalog manages count, found by title
//! or by their name (`path`, `name`) as Puppet's catalog finds them.
//!
//! Puppet adds these after every manual relationship and skips one that
//! repeats a manual edge or runs against an edge already there, so an
//! automatic relationship never makes a two-resource cycle on its own.

use serde_json::Value as Json;

use crate::catalog::Map;
use crate::catalog::view::Res;
use crate::catalog::view::View;

/// The parameters automatic relationships read of a type's resources
/// (besides titles); empty for the types they leave alone.
pub fn reads(type_name: &str) -> &'static [&'static str] {
    match type_name {
        "File" => &["path", "target", "owner", "group"],
        "Exec" => &["cwd", "command", "onlyif", "unless", "user"],
        "Package" => &["responsefile", "adminfile", "source"],
        "User" => &["name", "gid", "groups", "roles"],
        "Group" => &["name", "gid"],
        _ => &[],
    }
}

/// A parameter automatic relationships read: [`reads`] lists it.
fn read<'v>(r: &'v Res, name: &str) -> Option<&'v Json> {
    debug_assert!(
        reads(&r.type_name).contains(&name),
        "{name} not in auto::reads"
    );
    r.param(name).map(|(v, _)| v)
}

/// A name automatic relationships find a managed resource by.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Name<'v> {
    File(&'v str),
    User(&'v str),
    Group(&'v str),
    Gid(i64),
}

/// What one of a resource's automatic relationships looks for.
#[derive(Debug, Clone, Copy)]
pub enum Want<'v> {
    /// The nearest managed directory above a file's path.
    Ancestor(&'v str),
    /// The managed resource of a name.
    Named(Name<'v>),
}

/// A path as the file type keys it: trailing slashes dropped.
fn file_key(path: &str) -> &str {
    let trimmed = path.trim_end_matches('/');
    if trimmed.is_empty() && path.starts_with('/') {
        "/"
    } else {
        trimmed
    }
}

/// The directories above a path, nearest first, up to `/`.
pub fn ancestors(path: &str) -> impl Iterator<Item = &str> {
    let mut current = path;
    std::iter::from_fn(move || {
        if current == "/" {
            return None;
        }
        let slash = current.rfind('/')?;
        current = if slash == 0 { "/" } else { &current[..slash] };
        Some(current)
    })
}

/// The names a managed resource is found by, its title's first.
pub fn names<'v>(r: &'v Res, out: &mut Vec<Name<'v>>) {
    let title = r.title.as_str();
    match r.type_name.as_str() {
        "File" => {
            out.push(Name::File(file_key(title)));
            out.extend(
                read(r, "path")
                    .and_then(Json::as_str)
                    .map(|p| Name::File(file_key(p))),
            );
        }
        "User" => {
            out.push(Name::User(title));
            out.extend(read(r, "name").and_then(Json::as_str).map(Name::User));
        }
        "Group" => {
            out.extend(read(r, "gid").and_then(number).map(Name::Gid));
            out.push(Name::Group(title));
            out.extend(read(r, "name").and_then(Json::as_str).map(Name::Group));
        }
        _ => {}
    }
}

/// The managed resources that automatic relationships can name: the
/// first resource of each name.
struct Catalog<'v> {
    named: Map<Name<'v>, usize>,
}

impl<'v> Catalog<'v> {
    fn of(view: &'v View) -> Catalog<'v> {
        let mut named = Map::default();
        let mut found = Vec::new();
        for (i, r) in view.resources.iter().enumerate() {
            found.clear();
            names(r, &mut found);
            for &name in &found {
                named.entry(name).or_insert(i);
            }
        }
        Catalog { named }
    }

    fn get(&self, name: Name) -> Option<usize> {
        self.named.get(&name).copied()
    }
}

fn number(v: &Json) -> Option<i64> {
    match v {
        Json::Number(n) => n.as_i64(),
        Json::String(s) if !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit()) => s.parse().ok(),
        _ => None,
    }
}

/// A name that is not a number (owners, groups and users given as
/// numbers are not looked up).
fn named(v: &Json) -> Option<&str> {
    let v = match v {
        Json::Array(items) => items.first()?,
        v => v,
    };
    v.as_str()
        .filter(|s| s.is_empty() || !s.bytes().all(|b| b.is_ascii_digit()))
}

/// Strings of a value that may be one string or an array of them.
fn strings(v: &Json) -> Vec<&str> {
    match v {
        Json::String(s) => vec![s.as_str()],
        Json::Array(items) => items.iter().filter_map(Json::as_str).collect(),
        _ => Vec::new(),
    }
}

/// The absolute paths lines of a command start with (Ruby's
/// `scan(%r{^(/\S+)})`: `^` is any line's start).
fn leading_paths<'v>(command: &'v str, out: &mut Vec<Want<'v>>) {
    for line in command.split('\n') {
        if line.starts_with('/') {
            let end = line
                .find(|c: char| c.is_ascii_whitespace())
                .unwrap_or(line.len());
            out.push(Want::Named(Name::File(&line[..end])));
        }
    }
}

/// The quoted paths lines of a command start with (`"/opt/my tool" x`).
fn quoted_paths<'v>(command: &'v str, out: &mut Vec<Want<'v>>) {
    for line in command.split('\n') {
        if let Some(rest) = line.strip_prefix('"')
            && let Some(end) = rest.find('"')
            && end > 0
        {
            out.push(Want::Named(Name::File(&rest[..end])));
        }
    }
}

/// The first element of a command given as an array.
fn command_text(v: &Json) -> Option<&str> {
    match v {
        Json::Array(items) => items.first().and_then(Json::as_str),
        v => v.as_str(),
    }
}

/// What one resource's automatic relationships look for, in Puppet's
/// order (per type registered, then per name).
pub fn wants<'v>(r: &'v Res, out: &mut Vec<Want<'v>>) {
    let param = |name: &str| read(r, name);
    match r.type_name.as_str() {
        "File" => {
            let path = param("path").and_then(Json::as_str).unwrap_or(&r.title);
            out.push(Want::Ancestor(file_key(path)));
            if let Some(target) = param("target").and_then(Json::as_str) {
                out.push(Want::Named(Name::File(file_key(target))));
            }
            out.extend(
                param("owner")
                    .and_then(named)
                    .map(|u| Want::Named(Name::User(u))),
            );
            out.extend(
                param("group")
                    .and_then(named)
                    .map(|g| Want::Named(Name::Group(g))),
            );
        }
        "Exec" => {
            if let Some(cwd) = param("cwd").and_then(Json::as_str) {
                out.push(Want::Named(Name::File(cwd)));
            }
            // The command is the title unless set apart from it.
            let command = param("command").map_or(Some(r.title.as_str()), command_text);
            if let Some(command) = command {
                leading_paths(command, out);
                quoted_paths(command, out);
            }
            for check in ["onlyif", "unless"] {
                let lines: Vec<&str> = match param(check) {
                    Some(Json::Array(items)) => items.iter().filter_map(command_text).collect(),
                    Some(v) => v.as_str().into_iter().collect(),
                    None => Vec::new(),
                };
                for line in lines {
                    leading_paths(line, out);
                }
            }
            out.extend(
                param("user")
                    .and_then(named)
                    .map(|u| Want::Named(Name::User(u))),
            );
        }
        "Package" => {
            for p in ["responsefile", "adminfile"] {
                out.extend(
                    param(p)
                        .and_then(Json::as_str)
                        .map(|f| Want::Named(Name::File(f))),
                );
            }
            if let Some(source) = param("source").and_then(Json::as_str)
                && source.starts_with('/')
            {
                out.push(Want::Named(Name::File(source)));
            }
        }
        "User" => {
            for gid in param("gid").map(strings_or_numbers).unwrap_or_default() {
                out.push(Want::Named(match gid {
                    Gid::Number(n) => Name::Gid(n),
                    Gid::Name(name) => Name::Group(name),
                }));
            }
            for group in param("groups").map(strings).unwrap_or_default() {
                out.extend(group.split(',').map(|g| Want::Named(Name::Group(g))));
            }
            for roles in param("roles").map(strings).unwrap_or_default() {
                out.extend(roles.split(',').map(|u| Want::Named(Name::User(u))));
            }
        }
        _ => {}
    }
}

/// What one resource autorequires, in Puppet's order, as indexes of
/// managed resources: a file only its nearest managed ancestor.
fn requires(view: &View, catalog: &Catalog, i: usize, out: &mut Vec<usize>) {
    let mut wanted = Vec::new();
    wants(&view.resources[i], &mut wanted);
    for want in wanted {
        match want {
            Want::Ancestor(path) => {
                out.extend(ancestors(path).find_map(|a| catalog.get(Name::File(a))));
            }
            Want::Named(name) => out.extend(catalog.get(name)),
        }
    }
}

enum Gid<'v> {
    Number(i64),
    Name(&'v str),
}

fn gid(v: &Json) -> Option<Gid<'_>> {
    match v {
        Json::Number(_) => number(v).map(Gid::Number),
        Json::String(s) => Some(number(v).map_or(Gid::Name(s.as_str()), Gid::Number)),
        _ => None,
    }
}

fn strings_or_numbers(v: &Json) -> Vec<Gid<'_>> {
    match v {
        Json::Array(items) => items.iter().filter_map(gid).collect(),
        v => gid(v).into_iter().collect(),
    }
}

/// The automatic relationships of a view, `(dependency, resource)` in
/// the order Puppet adds them; `has_edge(from, to)` says whether an edge
/// is already there (manual edges, then the automatic ones added so far).
pub fn relationships(
    view: &View,
    mut has_edge: impl FnMut(usize, usize) -> bool,
) -> Vec<(usize, usize)> {
    let types = ["File", "Exec", "Package", "User"];
    if !view
        .resources
        .iter()
        .any(|r| types.contains(&r.type_name.as_str()))
    {
        return Vec::new();
    }
    let catalog = Catalog::of(view);
    let mut found = Vec::new();
    let mut deps = Vec::new();
    let mut added: rustc_hash::FxHashSet<(usize, usize)> = Default::default();
    for i in 0..view.resources.len() {
        if !types.contains(&view.resources[i].type_name.as_str()) {
            continue;
        }
        deps.clear();
        requires(view, &catalog, i, &mut deps);
        for &dep in &deps {
            // Neither repeating an edge nor running against one.
            if added.contains(&(dep, i))
                || added.contains(&(i, dep))
                || has_edge(dep, i)
                || has_edge(i, dep)
            {
                continue;
            }
            added.insert((dep, i));
            found.push((dep, i));
        }
    }
    found
}
