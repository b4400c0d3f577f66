//! Why a value changed: each changed attribute's sources at both sides
//! (see `catalog::sources`) intersected with what differs between the
//! sides — Hiera data whose value at a level differs (through the
//! interpolations that read other keys or variables, and the merge
//! `lookup_options` gives), template lines and manifest lines that differ
//! (each file diffed line by line once). The REPL's `:diff` and
//! `:reload`, `spaceship diff` and `spaceship fleet diff` all word their
//! causes here. Where no source is known to differ, the declaration is
//! named instead ("declared at ..."); a cause is never guessed.

use std::cell::RefCell;
use std::collections::BTreeSet;

use rustc_hash::FxHashMap as HashMap;

use crate::catalog::sources::{Lookup, Origin, Source};
use crate::catalog::view::{Res, View};

/// The lines of one file that differ between the sides (1-based): those
/// only the first side has, those only the second has.
#[derive(Debug, Default)]
struct ChangedLines {
    from: BTreeSet<u32>,
    to: BTreeSet<u32>,
}

/// Two sides, with the line diffs of their files made as asked.
pub struct Sides<'a> {
    pub from: &'a View,
    pub to: &'a View,
    lines: RefCell<HashMap<String, Option<std::rc::Rc<ChangedLines>>>>,
}

impl<'a> Sides<'a> {
    pub fn new(from: &'a View, to: &'a View) -> Sides<'a> {
        Sides {
            from,
            to,
            lines: RefCell::default(),
        }
    }

    /// The lines of a file (named as the `to` side names it, or the
    /// `from` side if `from_side`) that differ; none if the file is the
    /// same at both sides or either side lacks its text.
    fn changed(&self, name: &str, from_side: bool) -> Option<std::rc::Rc<ChangedLines>> {
        let (own, other) = if from_side {
            (self.from, self.to)
        } else {
            (self.to, self.from)
        };
        let key = own.relative(name).to_string();
        if let Some(known) = self.lines.borrow().get(&key) {
            return known.clone();
        }
        fn text_of<'v>(view: &'v View, key: &str) -> Option<&'v str> {
            view.texts
                .0
                .iter()
                .find(|(n, _)| view.relative(n) == key)
                .map(|(_, s)| s.text.as_str())
        }
        let (a, b) = match (text_of(own, &key), text_of(other, &key)) {
            (Some(own), Some(other)) if from_side => (own, other),
            (Some(own), Some(other)) => (other, own),
            _ => ("", ""),
        };
        let found = (a != b).then(|| std::rc::Rc::new(line_diff(a, b)));
        self.lines.borrow_mut().insert(key, found.clone());
        found
    }

    /// A file's name as the report shows it: relative to its side.
    fn shown(&self, name: &str, from_side: bool) -> String {
        let view = if from_side { self.from } else { self.to };
        match view.relative(name) {
            // A side that is one file: its name.
            "" => name.to_string(),
            relative => relative.to_string(),
        }
    }

    /// The causes of a changed attribute, from its resource at each side
    /// (`None` where a side lacks it); the provenance of the declaration
    /// where none is known.
    pub fn attribute(&self, from: Option<&Res>, to: Option<&Res>, name: &str) -> Vec<String> {
        let from_sources = from.map_or(&[][..], |r| r.sources_of(name));
        let to_sources = to.map_or(&[][..], |r| r.sources_of(name));
        let mut out = Vec::new();
        self.lookups(from_sources, to_sources, &mut out);
        self.templates(from_sources, to_sources, &mut out);
        self.code(to_sources, false, &mut out);
        self.code(from_sources, true, &mut out);
        if out.is_empty() {
            let declared = (to.and_then(|r| r.param(name)).and_then(|p| p.1))
                .or_else(|| from.and_then(|r| r.param(name)).and_then(|p| p.1));
            out.extend(declared.map(|p| one_line(p).to_string()));
        }
        out
    }

    /// The causes of a resource added (or removed, `from_side`): its
    /// declaration's lines if they differ, else where it is declared.
    pub fn resource(&self, r: &Res, from_side: bool) -> Vec<String> {
        let mut out = Vec::new();
        if let (Some(file), Some(line)) = (&r.file, r.line) {
            let code = [Source::Code {
                file: file.clone(),
                line: line as u32,
                end: line as u32,
            }];
            self.code(&code, from_side, &mut out);
        }
        if out.is_empty()
            && let Some(l) = r.location()
        {
            let verb = if from_side {
                "was declared"
            } else {
                "declared"
            };
            out.push(format!("{verb} at {l}"));
        }
        out
    }

    fn lookups(&self, from: &[Source], to: &[Source], out: &mut Vec<String>) {
        let (a, b) = (keyed(from), keyed(to));
        for l in &b {
            match a.iter().find(|o| o.key == l.key) {
                Some(old) => self.compare_lookup(old, l, None, out),
                None => {
                    for origin in &l.origins {
                        add(out, self.origin_text(l, origin, false, None));
                    }
                }
            }
        }
        for old in a.iter().filter(|o| !b.iter().any(|l| l.key == o.key)) {
            let was: Vec<String> = old
                .origins
                .iter()
                .map(|o| format!("{}:{}", self.shown(&o.file, true), o.line))
                .collect();
            add(
                out,
                format!(
                    "hiera '{}' no longer read (was {})",
                    old.key,
                    was.join(", ")
                ),
            );
        }
    }

    /// The differences between a key's lookups at the two sides: each
    /// level whose data differs, or else what its interpolations read.
    fn compare_lookup(&self, a: &Lookup, b: &Lookup, via: Option<&str>, out: &mut Vec<String>) {
        if a.strategy != b.strategy {
            add(
                out,
                format!(
                    "lookup_options of '{}': merge {} → {}",
                    b.key, a.strategy, b.strategy
                ),
            );
        }
        let same_level = |x: &Origin, y: &Origin| {
            x.layer == y.layer
                && x.level == y.level
                && self.shown(&x.file, true) == self.shown(&y.file, false)
        };
        for o in &b.origins {
            match a.origins.iter().find(|old| same_level(old, o)) {
                None => add(out, self.origin_text(b, o, false, via)),
                Some(old) if old.raw != o.raw => {
                    add(out, self.origin_text(b, o, false, via));
                }
                Some(old) => self.compare_nested(&old.nested, &o.nested, &b.key, out),
            }
        }
        for old in &a.origins {
            if !b.origins.iter().any(|o| same_level(old, o)) {
                let text = self.origin_text(a, old, true, via);
                let text = text.replacen(" at ", " no longer from ", 1);
                add(out, text);
            }
        }
    }

    fn compare_nested(&self, a: &[Source], b: &[Source], outer: &str, out: &mut Vec<String>) {
        for item in b {
            match item {
                Source::Lookup(l) => {
                    let old = a.iter().find_map(|s| match s {
                        Source::Lookup(o) if o.key == l.key => Some(o),
                        _ => None,
                    });
                    match old {
                        Some(old) => self.compare_lookup(old, l, Some(outer), out),
                        None => {
                            for origin in &l.origins {
                                add(out, self.origin_text(l, origin, false, Some(outer)));
                            }
                        }
                    }
                }
                Source::Variable { name, value } => {
                    let old = a.iter().find_map(|s| match s {
                        Source::Variable { name: n, value } if n == name => Some(value),
                        _ => None,
                    });
                    if old.is_some_and(|old| old != value) {
                        add(
                            out,
                            format!(
                                "variable '{name}' ({} → {value}), interpolated in hiera '{outer}'",
                                old.map_or("", String::as_str)
                            ),
                        );
                    }
                }
                _ => {}
            }
        }
    }

    /// The lines of a level's entry for a key that differ between the
    /// sides (the key's own line where the file's diff says nothing).
    fn origin_lines(&self, o: &Origin, from_side: bool) -> String {
        let fallback = o.line.to_string();
        if o.line == 0 {
            return fallback;
        }
        let Some(lines) = self.changed(&o.file, from_side) else {
            return fallback;
        };
        let view = if from_side { self.from } else { self.to };
        let Some(text) = view.texts.get(&o.file) else {
            return fallback;
        };
        let end = entry_end(text, o.line);
        let own = if from_side { &lines.from } else { &lines.to };
        let hit: BTreeSet<u32> = own.range(o.line..=end).copied().collect();
        if hit.is_empty() {
            return fallback;
        }
        (ranges(&hit).into_iter())
            .map(|(a, b)| span_text(a, b))
            .collect::<Vec<_>>()
            .join(",")
    }

    fn origin_text(&self, l: &Lookup, o: &Origin, from_side: bool, via: Option<&str>) -> String {
        let key = &l.key;
        let merge = match l.strategy.as_str() {
            "first" => String::new(),
            other => format!(" (merge {other})"),
        };
        let place = if o.line > 0 {
            let lines = self.origin_lines(o, from_side);
            format!("{}:{lines}", self.shown(&o.file, from_side))
        } else {
            self.shown(&o.file, from_side)
        };
        let via = via
            .map(|v| format!(", interpolated in hiera '{v}'"))
            .unwrap_or_default();
        format!(
            "hiera '{key}'{merge} at {place}, level \"{}\" ({}){via}",
            o.level, o.layer
        )
    }

    fn templates(&self, from: &[Source], to: &[Source], out: &mut Vec<String>) {
        let mut names: Vec<&str> = Vec::new();
        for item in to.iter().chain(from) {
            if let Source::Template { name } = item
                && !names.contains(&name.as_str())
            {
                names.push(name);
            }
        }
        for name in names {
            if let Some(lines) = self.changed(name, false) {
                for (start, end) in ranges(&lines.to) {
                    add(out, format!("template {name}:{}", span_text(start, end)));
                }
                if lines.to.is_empty() {
                    for (start, end) in ranges(&lines.from) {
                        let shown = span_text(start, end);
                        add(out, format!("template {name}:{shown} (removed)"));
                    }
                }
            }
        }
    }

    /// Manifest lines a value was computed by that differ.
    fn code(&self, items: &[Source], from_side: bool, out: &mut Vec<String>) {
        for item in items {
            let Source::Code { file, line, end } = item else {
                continue;
            };
            let Some(lines) = self.changed(file, from_side) else {
                continue;
            };
            let own = if from_side { &lines.from } else { &lines.to };
            let hit: BTreeSet<u32> = own.range(*line..=*end).copied().collect();
            for (start, stop) in ranges(&hit) {
                let place = format!("{}:{}", self.shown(file, from_side), span_text(start, stop));
                let text = if from_side {
                    format!("manifest {place} (removed or changed)")
                } else {
                    format!("manifest {place}")
                };
                // A line changed in place is named once, at its new side.
                if from_side && out.iter().any(|c| c.starts_with("manifest ")) {
                    continue;
                }
                add(out, text);
            }
        }
    }
}

/// The lookups among sources, one per key (the first).
fn keyed(items: &[Source]) -> Vec<&Lookup> {
    let mut seen: Vec<&Lookup> = Vec::new();
    for item in items {
        if let Source::Lookup(l) = item
            && !seen.iter().any(|s| s.key == l.key)
        {
            seen.push(l);
        }
    }
    seen
}

fn add(out: &mut Vec<String>, cause: String) {
    if !out.contains(&cause) {
        out.push(cause);
    }
}

/// The lines only `a` has and those only `b` has.
fn line_diff(a: &str, b: &str) -> ChangedLines {
    let diff = similar::TextDiff::configure()
        .deadline(std::time::Instant::now() + std::time::Duration::from_secs(1))
        .diff_lines(a, b);
    let mut lines = ChangedLines::default();
    for op in diff.ops() {
        for change in diff.iter_changes(op) {
            match change.tag() {
                similar::ChangeTag::Delete => {
                    if let Some(i) = change.old_index() {
                        lines.from.insert(i as u32 + 1);
                    }
                }
                similar::ChangeTag::Insert => {
                    if let Some(i) = change.new_index() {
                        lines.to.insert(i as u32 + 1);
                    }
                }
                similar::ChangeTag::Equal => {}
            }
        }
    }
    lines
}

/// The last line of a YAML entry whose key is on `line`: the lines after
/// it indented deeper (or blank, or comments) belong to it.
fn entry_end(text: &str, line: u32) -> u32 {
    let lines: Vec<&str> = text.lines().collect();
    let Some(first) = lines.get(line as usize - 1) else {
        return line;
    };
    let indent = |l: &str| l.len() - l.trim_start().len();
    let own = indent(first);
    let mut end = line;
    for (i, l) in lines.iter().enumerate().skip(line as usize) {
        let trimmed = l.trim();
        if trimmed.is_empty() || trimmed.starts_with('#') {
            continue;
        }
        if indent(l) <= own && !trimmed.starts_with("- ") {
            break;
        }
        end = i as u32 + 1;
    }
    end
}

/// Runs of consecutive lines.
fn ranges(lines: &BTreeSet<u32>) -> Vec<(u32, u32)> {
    let mut out: Vec<(u32, u32)> = Vec::new();
    for &l in lines {
        match out.last_mut() {
            Some((_, end)) if *end + 1 == l => *end = l,
            _ => out.push((l, l)),
        }
    }
    out
}

fn span_text(start: u32, end: u32) -> String {
    if start == end {
        start.to_string()
    } else {
        format!("{start}-{end}")
    }
}

/// A provenance on one line: a replaced multi-line value is left out.
pub fn one_line(p: &str) -> &str {
    match p.find(" (was ") {
        Some(i) if p.contains('\n') => &p[..i],
        _ => p,
    }
}
