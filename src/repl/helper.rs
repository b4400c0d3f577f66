//! Line editing for the REPL: multi-line input (a statement cut short
//! continues on the next line), syntax highlighting, completion of
//! commands, resource types, titles inside `Type['`, attribute names,
//! variables and functions, the arguments of `:show`, `:why`, `:lookup`,
//! `:node` and `:load`, collector queries (`:query`), and hints from
//! history.

use std::borrow::Cow;

use nu_ansi_term::Color;
use rustyline::completion::{Completer, FilenameCompleter, Pair};
use rustyline::highlight::{CmdKind, Highlighter};
use rustyline::hint::{Hinter, HistoryHinter};
use rustyline::validate::{ValidationContext, ValidationResult, Validator};
use rustyline::{Context, Helper};

use crate::catalog::schema;
use crate::session::Session;

const COMMANDS: &[&str] = &[
    ":help",
    ":load",
    ":reload",
    ":resources",
    ":classes",
    ":vars",
    ":functions",
    ":types",
    ":datatypes",
    ":environment",
    ":whereami",
    ":snapshot",
    ":diff",
    ":lookup",
    ":show",
    ":why",
    ":query",
    ":undo",
    ":changes",
    ":reset",
    ":node",
    ":facts",
    ":export",
    ":tui",
    ":quit",
];
const FUNCTIONS: &[&str] = &[
    "include",
    "require",
    "contain",
    "realize",
    "notice",
    "warning",
    "fail",
    "defined",
    "tag",
    "tagged",
    "create_resources",
    "each",
    "map",
    "filter",
    "reduce",
    "with",
    "join",
    "split",
    "keys",
    "values",
    "empty",
    "length",
    "flatten",
    "unique",
    "sort",
    "upcase",
    "downcase",
    "regsubst",
    "sprintf",
];
const KEYWORDS: &[&str] = &[
    "if", "elsif", "else", "unless", "case", "class", "define", "node", "function", "inherits",
    "and", "or", "in", "true", "false", "undef", "default",
];

/// Completion data taken from the session before each line is read.
pub struct PuppetHelper {
    types: Vec<String>,
    /// (Type, title) of every resource.
    titles: Vec<(String, String)>,
    variables: Vec<String>,
    /// Classes and defined types the modulepath offers.
    definitions: Vec<String>,
    /// Defined types the code defines, with their parameters.
    defined_types: Vec<(String, Vec<String>)>,
    /// Classes the code defines or included.
    class_names: Vec<String>,
    /// Keys in Hiera's data.
    hiera_keys: Vec<String>,
    /// The nodes the facts directory has facts for (taken once: reading
    /// them parses every file).
    nodes: Vec<String>,
    /// Attributes and their values by type, for collector queries.
    query_values: super::query_completion::QueryValues,
    /// Paths, for `:load`.
    files: FilenameCompleter,
    hinter: HistoryHinter,
    /// The session's catalog revision when `titles` and `query_values`
    /// were brought up to date (see `Session::catalog_revision`).
    revision_seen: (u64, u64),
}

impl PuppetHelper {
    /// Snapshot the names the session knows.
    pub fn new(session: &Session) -> Self {
        let mut helper = PuppetHelper {
            types: Vec::new(),
            titles: Vec::new(),
            variables: Vec::new(),
            definitions: session.module_definition_names(),
            defined_types: Vec::new(),
            class_names: Vec::new(),
            hiera_keys: Vec::new(),
            nodes: session.known_nodes(),
            query_values: Default::default(),
            files: FilenameCompleter::new(),
            hinter: HistoryHinter::new(),
            revision_seen: (u64::MAX, 0),
        };
        helper.refresh(session);
        helper
    }

    /// Brings the snapshot up to date after an input; with a large
    /// catalog this costs what the input added, not the whole catalog.
    pub fn refresh(&mut self, session: &Session) {
        let catalog = session.catalog();
        let (compiles, extensions) = session.catalog_revision();
        let (compiles_seen, extensions_seen) = self.revision_seen;
        if (compiles, extensions) == (compiles_seen, extensions_seen + 1) {
            // One input added in place: take in what it touched (its
            // resources may sit anywhere, before code after the top scope).
            let touched = session.last_extension();
            self.titles.extend(touched.added.iter().map(|&id| {
                let r = &catalog.resources[id];
                (r.type_name.clone(), r.title.clone())
            }));
            let ids = touched.added.iter().chain(&touched.changed);
            self.query_values
                .extend(ids.map(|&id| &*catalog.resources[id]));
        } else if (compiles, extensions) != self.revision_seen {
            self.titles.clear();
            self.query_values.clear();
            self.query_values
                .extend(catalog.resources.iter().map(|r| &**r));
            self.titles.extend(
                catalog
                    .resources
                    .iter()
                    .map(|r| (r.type_name.clone(), r.title.clone())),
            );
        }
        self.revision_seen = (compiles, extensions);
        self.types = schema::builtin_names()
            .map(crate::catalog::value::capitalize_type_name)
            .chain(catalog.type_names().map(str::to_string))
            .collect();
        self.types.sort();
        self.types.dedup();
        self.variables = session.variables();
        self.hiera_keys = session.hiera_keys();
        self.defined_types = session.compiler().defined_types();
        self.class_names = catalog
            .resources
            .iter()
            .filter(|r| r.type_name == "Class" && r.title != "main" && r.title != "Settings")
            .map(|r| r.title.to_lowercase())
            .collect();
    }

    /// Attribute names of a type: built-in (with metaparameters), or a
    /// defined type's parameters.
    fn type_attributes(&self, type_name: &str) -> Vec<String> {
        let lower = type_name.to_lowercase();
        match self.defined_types.iter().find(|(n, _)| *n == lower) {
            Some((_, params)) => params
                .iter()
                .cloned()
                .chain(schema::METAPARAMS.iter().map(|s| s.to_string()))
                .collect(),
            None => attributes(type_name),
        }
    }

    /// The arguments of `:lookup` (Hiera keys), `:node` (the facts
    /// directory's nodes), `:show` and `:why` (references as `:resources`
    /// prints them: a type, then its titles); None for other lines.
    fn command_arguments(&self, before: &str) -> Option<(usize, Vec<String>)> {
        let (command, arg) = before.strip_prefix(':')?.split_once(' ')?;
        let start = command.len() + 2;
        let starting = |names: &[String]| {
            names
                .iter()
                .filter(|n| n.starts_with(arg))
                .cloned()
                .collect::<Vec<_>>()
        };
        match command {
            "lookup" => Some((start, starting(&self.hiera_keys))),
            "node" => Some((start, starting(&self.nodes))),
            "show" | "why" => Some((start, self.references(arg))),
            _ => None,
        }
    }

    /// References to resources in the catalog starting with `partial`:
    /// `Type[` for a type name begun, `Type[title]` once inside brackets.
    fn references(&self, partial: &str) -> Vec<String> {
        let mut found: Vec<String> = match partial.split_once('[') {
            Some((type_name, title)) => self
                .titles
                .iter()
                .filter(|(t, name)| t.eq_ignore_ascii_case(type_name) && name.starts_with(title))
                .map(|(t, name)| format!("{t}[{name}]"))
                .collect(),
            None => self
                .titles
                .iter()
                .filter(|(t, _)| t.to_lowercase().starts_with(&partial.to_lowercase()))
                .map(|(t, _)| format!("{t}["))
                .collect(),
        };
        found.sort();
        found.dedup();
        found
    }

    fn candidates(&self, line: &str, pos: usize) -> (usize, Vec<String>) {
        let before = &line[..pos];
        if before.starts_with(':') && !before.contains(' ') {
            return (
                0,
                COMMANDS
                    .iter()
                    .filter(|c| c.starts_with(before))
                    .map(|c| c.to_string())
                    .collect(),
            );
        }
        if let Some(found) = self.command_arguments(before) {
            return found;
        }
        // Inside a collector's query: attribute names, then values.
        if let Some(found) = self.query_values.candidates(before) {
            return found;
        }
        // Inside `lookup('` : Hiera keys.
        if let Some(open) = before
            .rfind("lookup('")
            .or_else(|| before.rfind("lookup(\""))
        {
            let partial = &before[open + 8..];
            if !partial.contains(['\'', '"', ')']) {
                let quote = &before[open + 7..open + 8];
                let found = self
                    .hiera_keys
                    .iter()
                    .filter(|k| k.starts_with(partial))
                    .map(|k| format!("{k}{quote}"))
                    .collect();
                return (open + 8, found);
            }
        }
        // After `include ` or `class { '`: class names from the modules.
        for opener in ["include ", "contain ", "require ", "class { '", "class {'"] {
            if let Some(at) = before.rfind(opener) {
                let partial = &before[at + opener.len()..];
                if !partial.contains([' ', '\'', '"', ',']) {
                    let mut found: Vec<String> = self
                        .definitions
                        .iter()
                        .chain(&self.class_names)
                        .filter(|d| d.starts_with(partial))
                        .cloned()
                        .collect();
                    found.sort();
                    found.dedup();
                    return (at + opener.len(), found);
                }
            }
        }
        // Inside `Type['` : titles of that type.
        if let Some(open) = before.rfind("['").or_else(|| before.rfind("[\"")) {
            let type_start = before[..open]
                .rfind(|c: char| !(c.is_alphanumeric() || c == ':' || c == '_'))
                .map_or(0, |i| i + 1);
            let type_name = &before[type_start..open];
            let partial = &before[open + 2..];
            if !partial.contains(['\'', '"', ']'])
                && type_name.starts_with(|c: char| c.is_ascii_uppercase())
            {
                let quote = &before[open + 1..open + 2];
                let found = self
                    .titles
                    .iter()
                    .filter(|(t, title)| t == type_name && title.starts_with(partial))
                    .map(|(_, title)| format!("{title}{quote}]"))
                    .collect();
                return (open + 2, found);
            }
        }
        // After `Type['t'][` : attribute names of that type.
        if let Some(open) = before.rfind("]['").or_else(|| before.rfind("][\"")) {
            let partial = &before[open + 3..];
            let head = &before[..open];
            let type_name = head
                .rfind('[')
                .map(|b| {
                    &head[head[..b]
                        .rfind(|c: char| !(c.is_alphanumeric() || c == ':'))
                        .map_or(0, |i| i + 1)..b]
                })
                .unwrap_or("");
            return (
                open + 3,
                attributes(type_name)
                    .into_iter()
                    .filter(|a| a.starts_with(partial))
                    .map(|a| format!("{a}']"))
                    .collect(),
            );
        }
        let word_start = before
            .rfind(|c: char| !(c.is_alphanumeric() || c == '_' || c == ':' || c == '$'))
            .map_or(0, |i| i + 1);
        let word = &before[word_start..];
        if let Some(var) = word.strip_prefix('$') {
            return (
                word_start,
                self.variables
                    .iter()
                    .filter(|v| v.starts_with(var))
                    .map(|v| format!("${v}"))
                    .collect(),
            );
        }
        if word.starts_with(|c: char| c.is_ascii_uppercase()) {
            return (
                word_start,
                self.types
                    .iter()
                    .filter(|t| t.starts_with(word))
                    .cloned()
                    .collect(),
            );
        }
        // Inside `type { 'title':` bodies: attribute names.
        if let Some(brace) = before.rfind('{') {
            let head = before[..brace].trim_end();
            let type_name = &head[head
                .rfind(|c: char| c.is_whitespace() || c == '@')
                .map_or(0, |i| i + 1)..];
            if before[brace..].contains(':') && !word.is_empty() {
                let attrs = self
                    .type_attributes(type_name)
                    .into_iter()
                    .filter(|a| a.starts_with(word))
                    .map(|a| format!("{a} => "))
                    .collect::<Vec<_>>();
                if !attrs.is_empty() {
                    return (word_start, attrs);
                }
            }
        }
        let mut found: Vec<String> = FUNCTIONS
            .iter()
            .chain(KEYWORDS)
            .filter(|f| !word.is_empty() && f.starts_with(word))
            .map(|f| f.to_string())
            .collect();
        found.extend(
            schema::builtin_names()
                .map(str::to_string)
                .chain(self.defined_types.iter().map(|(n, _)| n.clone()))
                .chain(self.definitions.iter().cloned())
                .filter(|t| !word.is_empty() && t.starts_with(word)),
        );
        found.sort();
        found.dedup();
        (word_start, found)
    }
}

/// Attribute names a type accepts (with metaparameters).
fn attributes(type_name: &str) -> Vec<String> {
    let Some(t) = schema::builtin(&type_name.to_lowercase()) else {
        return schema::METAPARAMS.iter().map(|s| s.to_string()).collect();
    };
    let mut names: Vec<String> = std::iter::once(t.namevar)
        .chain(t.attributes.iter().copied())
        .chain(schema::METAPARAMS.iter().copied())
        .map(str::to_string)
        .collect();
    names.dedup();
    names
}

impl Completer for PuppetHelper {
    type Candidate = Pair;

    fn complete(
        &self,
        line: &str,
        pos: usize,
        _: &Context<'_>,
    ) -> rustyline::Result<(usize, Vec<Pair>)> {
        if line[..pos].starts_with(":load ") {
            return self.files.complete_path(line, pos);
        }
        let (start, found) = self.candidates(line, pos);
        Ok((
            start,
            found
                .into_iter()
                .map(|c| Pair {
                    display: c.clone(),
                    replacement: c,
                })
                .collect(),
        ))
    }
}

impl Hinter for PuppetHelper {
    type Hint = String;

    fn hint(&self, line: &str, pos: usize, ctx: &Context<'_>) -> Option<String> {
        self.hinter.hint(line, pos, ctx)
    }
}

impl Highlighter for PuppetHelper {
    fn highlight<'l>(&self, line: &'l str, _pos: usize) -> Cow<'l, str> {
        if std::env::var_os("NO_COLOR").is_some() {
            Cow::Borrowed(line)
        } else {
            Cow::Owned(highlight(line))
        }
    }

    fn highlight_hint<'h>(&self, hint: &'h str) -> Cow<'h, str> {
        Cow::Owned(Color::DarkGray.paint(hint).to_string())
    }

    fn highlight_char(&self, _line: &str, _pos: usize, _kind: CmdKind) -> bool {
        true
    }
}

/// Every line is accepted as typed: the REPL itself gathers the lines of
/// a statement still open, each after a continuation prompt.
impl Validator for PuppetHelper {
    fn validate(&self, _ctx: &mut ValidationContext<'_>) -> rustyline::Result<ValidationResult> {
        Ok(ValidationResult::Valid(None))
    }
}

impl Helper for PuppetHelper {}

/// Colours strings, variables, type names, keywords and comments.
pub fn highlight(line: &str) -> String {
    let mut out = String::with_capacity(line.len() * 2);
    let chars: Vec<char> = line.chars().collect();
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        let start = i;
        let (text, color) = if c == '\'' || c == '"' {
            i += 1;
            while i < chars.len() && chars[i] != c {
                if chars[i] == '\\' {
                    i += 1;
                }
                i += 1;
            }
            i = (i + 1).min(chars.len());
            (
                chars[start..i].iter().collect::<String>(),
                Some(Color::Green),
            )
        } else if c == '#' {
            i = chars.len();
            (chars[start..].iter().collect(), Some(Color::DarkGray))
        } else if c == '$' || c.is_alphanumeric() || c == '_' {
            i += 1;
            while i < chars.len()
                && (chars[i].is_alphanumeric() || chars[i] == '_' || chars[i] == ':')
            {
                i += 1;
            }
            let word: String = chars[start..i].iter().collect();
            let color = if word.starts_with('$') {
                Some(Color::Purple)
            } else if word.starts_with(|c: char| c.is_ascii_uppercase()) {
                Some(Color::Yellow)
            } else if KEYWORDS.contains(&word.as_str()) {
                Some(Color::Blue)
            } else {
                None
            };
            (word, color)
        } else {
            i += 1;
            (c.to_string(), None)
        };
        match color {
            Some(color) => out.push_str(&color.paint(text).to_string()),
            None => out.push_str(&text),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A session on the `hiera_layers` environment case.
    fn environment_session() -> Session {
        let env = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("tests/environments/cases/hiera_layers/env");
        let inputs = crate::driver::inputs(&[env], &Default::default()).expect("environment");
        let loader = inputs
            .environment
            .map(|e| e as std::rc::Rc<dyn crate::loader::interface::Loader>);
        let facts = crate::driver::default_facts("test");
        Session::with_loader("test".into(), facts, loader)
    }

    #[test]
    fn completes_classes_from_the_modulepath_after_include() {
        let helper = PuppetHelper::new(&environment_session());
        let (start, found) = helper.candidates("include ", 8);
        assert_eq!((start, found), (8, vec!["m".to_string()]));
    }

    #[test]
    fn completes_defined_types_and_their_parameters() {
        let mut session = environment_session();
        session
            .submit("define mytype(String $path, Integer $size = 1) { }")
            .expect("define accepted");
        let helper = PuppetHelper::new(&session);
        assert_eq!(helper.candidates("myt", 3).1, ["mytype"]);
        let line = "mytype { 'x': pa";
        assert_eq!(helper.candidates(line, line.len()).1, ["path => "]);
    }

    /// After inputs added in place (a define instance whose resources
    /// go before those of code after the top scope, a collector changing
    /// earlier resources), the helper knows what one built afresh knows.
    #[test]
    fn follows_inputs_added_in_place_as_a_fresh_snapshot_would() {
        let mut session = environment_session();
        session
            .submit(
                "define d($m = 'x') { notify { \"n-${title}\": message => $m } }\n\
                 d { 'a': }\n@file { '/v': mode => '0600' }",
            )
            .expect("accepted");
        let mut helper = PuppetHelper::new(&session);
        for input in [
            "d { 'b': m => 'from-b' }",
            "File <| title == '/v' |> { owner => 'bob' }",
            "notify { 'last': }",
        ] {
            let report = session.submit(input).expect("accepted");
            assert!(report.incremental, "{input} was recompiled");
            helper.refresh(&session);
        }
        let fresh = PuppetHelper::new(&session);
        for line in [
            "Notify['",
            "notify { 'x': message => Notify['n-",
            "File <| owner == ",
            "Notify <| message == ",
        ] {
            let (start, mut found) = helper.candidates(line, line.len());
            let (fresh_start, mut fresh_found) = fresh.candidates(line, line.len());
            found.sort();
            fresh_found.sort();
            assert_eq!((start, &found), (fresh_start, &fresh_found), "{line}");
            assert!(!found.is_empty(), "{line}");
        }
        assert!(
            helper
                .candidates("Notify['n-b", 11)
                .1
                .contains(&"n-b']".to_string())
        );
        let owners = helper.candidates("File <| owner == ", 17).1;
        assert!(owners.contains(&"'bob'".to_string()), "{owners:?}");
    }

    #[test]
    fn completes_the_arguments_of_commands() {
        let mut session = environment_session();
        session
            .submit("notify { 'first one': }\nnotify { 'second': }\nfile { '/tmp/x': }")
            .expect("accepted");
        let helper = PuppetHelper::new(&session);
        assert_eq!(
            helper.candidates(":lookup m::", 11),
            (8, vec!["m::p".into(), "m::q".into()])
        );
        assert_eq!(
            helper.candidates(":show No", 8),
            (6, vec!["Notify[".into()])
        );
        let line = ":why notify[f";
        assert_eq!(
            helper.candidates(line, line.len()),
            (5, vec!["Notify[first one]".into()])
        );
        let line = ":show Notify[";
        assert_eq!(
            helper.candidates(line, line.len()).1,
            ["Notify[first one]", "Notify[second]"]
        );
    }

    #[test]
    fn completes_nodes_from_the_facts_directory_and_paths_after_load() {
        let mut session = environment_session();
        let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("tests/data/repl_env/node_facts_switch.facts");
        session.set_facts_source(Some(crate::session::FactsSource::of_path(&dir)));
        let helper = PuppetHelper::new(&session);
        assert_eq!(
            helper.candidates(":node ", 6),
            (6, vec!["db1.example.com".into(), "web1.example.com".into()])
        );
        assert_eq!(helper.candidates(":node w", 7).1, ["web1.example.com"]);
        let line = format!(":load {}/tests/data/repl_e", env!("CARGO_MANIFEST_DIR"));
        let history = rustyline::history::DefaultHistory::new();
        let (_, found) = helper
            .complete(&line, line.len(), &Context::new(&history))
            .expect("completes");
        let found: Vec<String> = found.into_iter().map(|p| p.replacement).collect();
        assert_eq!(
            found,
            [format!(
                "{}/tests/data/repl_env/",
                env!("CARGO_MANIFEST_DIR")
            )]
        );
    }

    #[test]
    fn completes_hiera_keys_inside_lookup() {
        let helper = PuppetHelper::new(&environment_session());
        let line = "$x = lookup('m::";
        let (start, found) = helper.candidates(line, line.len());
        assert_eq!(start, 13);
        assert_eq!(found, ["m::p'", "m::q'"]);
    }
}
