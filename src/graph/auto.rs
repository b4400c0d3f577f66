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
use crate::diff::View;

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
fn read<'v>(r: &'v crate::diff::model::Res, name: &str) -> Option<&'v Json> {
    debug_assert!(
        reads(&r.type_name).contains(&name),
        "{name} not in auto::reads"
    );
    r.param(name).map(|(v, _)| v)
}

/// Resources of one type by title and by name.
#[derive(Default)]
struct Names<'v> {
    by_name: Map<&'v str, usize>,
}

impl<'v> Names<'v> {
    fn add(&mut self, name: &'v str, i: usize) {
        self.by_name.entry(name).or_insert(i);
    }

    fn get(&self, name: &str) -> Option<usize> {
        self.by_name.get(name).copied()
    }
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

/// The managed resources that automatic relationships can name.
struct Catalog<'v> {
    files: Names<'v>,
    users: Names<'v>,
    groups: Names<'v>,
    /// Groups by numeric gid (a user's numeric `gid` finds its group).
    gids: Vec<(i64, usize)>,
}

impl<'v> Catalog<'v> {
    fn of(view: &'v View) -> Catalog<'v> {
        let mut catalog = Catalog {
            files: Names::default(),
            users: Names::default(),
            groups: Names::default(),
            gids: Vec::new(),
        };
        for (i, r) in view.resources.iter().enumerate() {
            let (names, namevar) = match r.type_name.as_str() {
                "File" => (&mut catalog.files, "path"),
                "User" => (&mut catalog.users, "name"),
                "Group" => {
                    if let Some(gid) = read(r, "gid").and_then(number) {
                        catalog.gids.push((gid, i));
                    }
                    (&mut catalog.groups, "name")
                }
                _ => continue,
            };
            let title = r.title.as_str();
            let name = read(r, namevar).and_then(Json::as_str);
            if namevar == "path" {
                names.add(file_key(title), i);
                if let Some(path) = name {
                    names.add(file_key(path), i);
                }
            } else {
                names.add(title, i);
                if let Some(name) = name {
                    names.add(name, i);
                }
            }
        }
        catalog
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
fn leading_paths(command: &str, out: &mut Vec<String>) {
    for line in command.split('\n') {
        if line.starts_with('/') {
            let end = line
                .find(|c: char| c.is_ascii_whitespace())
                .unwrap_or(line.len());
            out.push(line[..end].to_string());
        }
    }
}

/// The quoted paths lines of a command start with (`"/opt/my tool" x`).
fn quoted_paths(command: &str, out: &mut Vec<String>) {
    for line in command.split('\n') {
        if let Some(rest) = line.strip_prefix('"')
            && let Some(end) = rest.find('"')
            && end > 0
        {
            out.push(rest[..end].to_string());
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

/// What one resource autorequires, in Puppet's order (per type
/// registered, then per name), as indexes of managed resources.
fn requires(view: &View, catalog: &Catalog, i: usize, out: &mut Vec<usize>) {
    let r = &view.resources[i];
    let param = |name: &str| read(r, name);
    let mut files: Vec<String> = Vec::new();
    match r.type_name.as_str() {
        "File" => {
            let path = param("path").and_then(Json::as_str).unwrap_or(&r.title);
            let path = file_key(path);
            if path != "/" {
                let mut ancestor = path;
                while let Some(slash) = ancestor.rfind('/') {
                    ancestor = if slash == 0 { "/" } else { &ancestor[..slash] };
                    if let Some(j) = catalog.files.get(ancestor) {
                        out.push(j);
                        break;
                    }
                    if ancestor == "/" {
                        break;
                    }
                }
            }
            if let Some(target) = param("target").and_then(Json::as_str) {
                out.extend(catalog.files.get(file_key(target)));
            }
            out.extend(
                param("owner")
                    .and_then(named)
                    .and_then(|u| catalog.users.get(u)),
            );
            out.extend(
                param("group")
                    .and_then(named)
                    .and_then(|g| catalog.groups.get(g)),
            );
            return;
        }
        "Exec" => {
            if let Some(cwd) = param("cwd").and_then(Json::as_str) {
                files.push(cwd.to_string());
            }
            if let Some(command) = param("command").and_then(command_text) {
                leading_paths(command, &mut files);
                quoted_paths(command, &mut files);
            }
            for check in ["onlyif", "unless"] {
                let lines: Vec<&str> = match param(check) {
                    Some(Json::Array(items)) => items.iter().filter_map(command_text).collect(),
                    Some(v) => v.as_str().into_iter().collect(),
                    None => Vec::new(),
                };
                for line in lines {
                    leading_paths(line, &mut files);
                }
            }
            out.extend(files.iter().filter_map(|f| catalog.files.get(f)));
            out.extend(
                param("user")
                    .and_then(named)
                    .and_then(|u| catalog.users.get(u)),
            );
        }
        "Package" => {
            for p in ["responsefile", "adminfile"] {
                out.extend(
                    param(p)
                        .and_then(Json::as_str)
                        .and_then(|f| catalog.files.get(f)),
                );
            }
            if let Some(source) = param("source").and_then(Json::as_str)
                && source.starts_with('/')
            {
                out.extend(catalog.files.get(source));
            }
        }
        "User" => {
            for gid in param("gid").map(strings_or_numbers).unwrap_or_default() {
                match gid {
                    Gid::Number(n) => {
                        out.extend(catalog.gids.iter().find(|(g, _)| *g == n).map(|(_, j)| *j))
                    }
                    Gid::Name(name) => out.extend(catalog.groups.get(name)),
                }
            }
            for group in param("groups").map(strings).unwrap_or_default() {
                for name in group.split(',') {
                    out.extend(catalog.groups.get(name));
                }
            }
            for roles in param("roles").map(strings).unwrap_or_default() {
                for name in roles.split(',') {
                    out.extend(catalog.users.get(name));
                }
            }
        }
        _ => {}
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
