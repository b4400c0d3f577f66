//! A lookup explained as Puppet explains it: the tree `puppet lookup
//! --explain` prints (the search for `lookup_options`, each data provider,
//! hierarchy entry and path, merges and their results, interpolations and
//! the lookups they make, sub keys), and its text in Puppet's words and
//! indentation. The hiera layer builds the tree while it looks up.

use super::Value;

/// One node of an explanation: what it is, what happened below it, and
/// what it found.
#[derive(Debug, Clone, PartialEq)]
pub struct Node {
    pub kind: Kind,
    pub branches: Vec<Node>,
    pub event: Event,
}

/// What a node of an explanation stands for.
#[derive(Debug, Clone, PartialEq)]
pub enum Kind {
    /// `Searching for "key"`: a lookup (or the search for `lookup_options`).
    Search(String),
    /// A data provider (`Environment Data Provider (...)`) or a hierarchy
    /// entry (`Hierarchy entry "name"`), with its hiera.yaml.
    Provider {
        name: String,
        config: Option<String>,
    },
    /// A merge of several sources, with the merge's options besides its
    /// strategy.
    Merge {
        strategy: &'static str,
        options: Option<Value>,
    },
    /// A data file tried, and its path as hiera.yaml writes it.
    Location { path: String, original: String },
    /// A string interpolated (`Interpolation on "..."`).
    Interpolation(String),
    /// Where a variable was read (`Global Scope`), or one source of a
    /// merge of `lookup_options`.
    Scope(String),
    /// The dotted part of a key (`Sub key: "a.b"`), dug into the value.
    SubKey(String),
    /// One segment of a sub key.
    Segment,
    /// The merge strategy comes from `lookup_options`.
    MergeSource,
    /// A module the key names that is not in the environment.
    ModuleNotFound(String),
    /// A module without data (no hiera.yaml).
    ModuleProviderNotFound(String),
    /// A key that cannot be looked up (`lookup_options`).
    InvalidKey(String),
    /// A line of text (`Applying convert_to lookup_option ...`).
    Text(String),
}

/// What a node found.
#[derive(Debug, Clone, PartialEq)]
pub enum Event {
    Nothing,
    Found(String, Value),
    /// Found, and decrypted from eyaml data: shown only when asked.
    Decrypted(String, Value),
    NotFound(String),
    LocationNotFound,
    /// A merge's result.
    Result(Value),
}

impl Node {
    pub fn new(kind: Kind) -> Node {
        Node {
            kind,
            branches: Vec::new(),
            event: Event::Nothing,
        }
    }
}

/// An explanation's text, as `puppet lookup --explain` prints it
/// (decrypted values shown, as Puppet shows them).
pub fn puppet_text(nodes: &[Node]) -> String {
    text(nodes, true)
}

/// An explanation's text; unless `show_secrets`, the values decrypted
/// from eyaml data, and those made from them (a merge's result, the value
/// interpolating one, a sub key dug from one), show as [`SECRET`].
///
/// [`SECRET`]: super::text::SECRET
pub fn text(nodes: &[Node], show_secrets: bool) -> String {
    let mut out = String::new();
    let hide = !show_secrets;
    for (masked, node) in masking(nodes, hide, false) {
        dump(node, &mut out, "", "", hide, masked);
    }
    out
}

/// The text of a lookup's explanation as `puppet lookup --explain` ends
/// it: the tree, then, when nothing was found, Puppet's last line for the
/// key (or the keys, tried in turn), which a default given in its place
/// silences.
pub fn lookup_text(keys: &[String], nodes: &[Node], found: bool, show_secrets: bool) -> String {
    let mut out = text(nodes, show_secrets);
    if !found {
        out.push_str(&match keys {
            [key] => format!("Function lookup() did not find a value for the name '{key}'\n"),
            _ => format!(
                "Function lookup() did not find a value for any of the names [{}]\n",
                keys.iter()
                    .map(|k| format!("'{k}'"))
                    .collect::<Vec<_>>()
                    .join(", ")
            ),
        });
    }
    out
}

/// Adds the explanation of the next key of a lookup of several keys to
/// the explanation so far, as Puppet explains each source of
/// `lookup_options` once: a search for `lookup_options` keeps only the
/// sources not explained before (and goes if none is left).
pub fn append(nodes: &mut Vec<Node>, more: Vec<Node>) {
    for mut node in more {
        if node.kind == Kind::Search(OPTIONS.into()) {
            let explained: Vec<Node> = nodes
                .iter()
                .filter(|n| n.kind == Kind::Search(OPTIONS.into()))
                .flat_map(|n| n.branches.iter().cloned())
                .collect();
            node.branches.retain(|b| !explained.contains(b));
            if node.branches.is_empty() {
                continue;
            }
        }
        nodes.push(node);
    }
}

/// The sources of `lookup_options` an explanation searched (each data
/// provider, and the modules not found), in order: what `puppet lookup
/// --explain-options` explains, under a hash merge of them.
pub fn options_sources(nodes: &[Node]) -> Vec<Node> {
    nodes
        .iter()
        .filter(|n| n.kind == Kind::Search(OPTIONS.into()))
        .flat_map(|n| n.branches.iter().cloned())
        .collect()
}

/// What a node of an explanation found: its own value, else what its
/// branches found (several, for `merge` to join), highest priority first.
pub fn found_values(node: &Node) -> Vec<Value> {
    match &node.event {
        Event::Found(_, v) | Event::Decrypted(_, v) | Event::Result(v) => vec![v.clone()],
        Event::NotFound(_) | Event::LocationNotFound => Vec::new(),
        Event::Nothing => node.branches.iter().flat_map(found_values).collect(),
    }
}

const OPTIONS: &str = "lookup_options";

/// Whether a node holds a decrypted value, itself or below.
fn tainted(node: &Node) -> bool {
    matches!(node.event, Event::Decrypted(..)) || node.branches.iter().any(tainted)
}

/// Each of `nodes` (siblings) with whether its values are masked: when
/// it holds a decrypted value, or digs (`Sub key`) into what its earlier
/// siblings found after one of them held one.
fn masking(nodes: &[Node], mask: bool, parent_masked: bool) -> Vec<(bool, &Node)> {
    let mut earlier = false;
    nodes
        .iter()
        .map(|node| {
            let digs = matches!(node.kind, Kind::SubKey(_) | Kind::Segment);
            let masked = mask && (tainted(node) || (digs && (earlier || parent_masked)));
            earlier |= mask && tainted(node);
            (masked, node)
        })
        .collect()
}

/// Writes a node and its branches; `hide`: whether decrypted values are
/// masked at all, `masked`: whether this node's are.
fn dump(node: &Node, out: &mut String, indent: &str, first: &str, hide: bool, masked: bool) {
    let inner = format!("{indent}  ");
    let branches = |out: &mut String| {
        for (m, b) in masking(&node.branches, hide, masked) {
            dump(b, out, &inner, &inner, hide, m);
        }
    };
    match &node.kind {
        Kind::Search(key) => {
            out.push_str(&format!("{first}Searching for \"{key}\"\n"));
            branches(out);
        }
        Kind::InvalidKey(key) => out.push_str(&format!("{first}Invalid key \"{key}\"\n")),
        Kind::Text(text) => out.push_str(&format!("{indent}{text}\n")),
        Kind::MergeSource => {
            out.push_str(&format!(
                "{first}Using merge options from \"lookup_options\" hash\n"
            ));
        }
        Kind::ModuleNotFound(m) => out.push_str(&format!("{indent}Module \"{m}\" not found\n")),
        Kind::ModuleProviderNotFound(m) => out.push_str(&format!(
            "{indent}Module data provider for module \"{m}\" not found\n"
        )),
        Kind::Interpolation(expression) => {
            out.push_str(&format!("{first}Interpolation on \"{expression}\"\n"));
            branches(out);
        }
        Kind::Merge { strategy, options } => match node.branches.as_slice() {
            [] => {}
            // A merge of one source is that source.
            [only] => dump(only, out, indent, first, hide, masked),
            _ => {
                out.push_str(&format!("{first}Merge strategy {strategy}\n"));
                if let Some(options) = options {
                    out.push_str(&format!("{inner}Options: "));
                    dump_value(out, &inner, options);
                    out.push('\n');
                }
                branches(out);
                if let Event::Result(value) = &node.event {
                    out.push_str(&format!("{inner}Merged result: "));
                    dump_shown(out, &inner, value, masked);
                    out.push('\n');
                }
            }
        },
        Kind::Provider { name, config } => {
            out.push_str(&format!("{first}{name}\n"));
            if let Some(config) = config {
                out.push_str(&format!("{inner}Using configuration \"{config}\"\n"));
            }
            branches(out);
            outcome(node, out, &inner, masked);
        }
        Kind::Location { path, original } => {
            out.push_str(&format!("{indent}Path \"{path}\"\n"));
            out.push_str(&format!("{inner}Original path: \"{original}\"\n"));
            branches(out);
            if node.event == Event::LocationNotFound {
                out.push_str(&format!("{inner}Path not found\n"));
            }
            outcome(node, out, &inner, masked);
        }
        Kind::SubKey(segments) => {
            out.push_str(&format!("{indent}Sub key: \"{segments}\"\n"));
            branches(out);
            outcome(node, out, &inner, masked);
        }
        Kind::Segment => outcome(node, out, indent, masked),
        Kind::Scope(name) => {
            out.push_str(&format!("{indent}{name}\n"));
            branches(out);
            outcome(node, out, &inner, masked);
        }
    }
}

fn outcome(node: &Node, out: &mut String, indent: &str, masked: bool) {
    match &node.event {
        Event::NotFound(key) => out.push_str(&format!("{indent}No such key: \"{key}\"\n")),
        Event::Found(key, value) | Event::Decrypted(key, value) => {
            out.push_str(&format!("{indent}Found key: \"{key}\" value: "));
            dump_shown(out, indent, value, masked);
            out.push('\n');
        }
        _ => {}
    }
}

/// A value, or [`SECRET`](super::text::SECRET) in its place when masked.
fn dump_shown(out: &mut String, indent: &str, value: &Value, masked: bool) {
    match masked {
        true => out.push_str(super::text::SECRET),
        false => dump_value(out, indent, value),
    }
}

/// A value as Puppet's explainer writes it: hashes and arrays one entry a
/// line, everything else as Ruby's `inspect`.
fn dump_value(out: &mut String, indent: &str, value: &Value) {
    let inner = format!("{indent}  ");
    match value {
        Value::Hash(h) => {
            out.push('{');
            if !h.is_empty() {
                let mut separator = "\n";
                for (k, v) in h.iter() {
                    out.push_str(separator);
                    out.push_str(&inner);
                    dump_value(out, &inner, k);
                    out.push_str(" => ");
                    dump_value(out, &inner, v);
                    separator = ",\n";
                }
                out.push('\n');
                out.push_str(indent);
            }
            out.push('}');
        }
        Value::Array(items) => {
            out.push('[');
            if !items.is_empty() {
                let mut separator = "\n";
                for v in items.iter() {
                    out.push_str(separator);
                    out.push_str(&inner);
                    dump_value(out, &inner, v);
                    separator = ",\n";
                }
                out.push('\n');
                out.push_str(indent);
            }
            out.push(']');
        }
        other => out.push_str(&super::value::ruby_inspect(other)),
    }
}
