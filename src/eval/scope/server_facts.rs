//! The facts the compiling machine adds about itself (`$server_facts`,
//! `$servername`, `$serverip`...), found once per process and only when
//! code reads one: top scope holds a placeholder for each, which variable
//! lookup replaces with the value (so a compile that reads none opens no
//! socket).
//!
//! Puppet takes them from Facter on the server: its name, and the
//! addresses its default routes leave from. Connecting a UDP socket sends
//! nothing; it only asks the kernel which source address it would use.

use rustc_hash::FxHashMap as HashMap;
use std::net::UdpSocket;
use std::sync::OnceLock;

use crate::catalog::settings::PuppetVersion;
use crate::catalog::{Map, PType, Value};

/// The top-scope variables this module provides (besides `$environment`).
const NAMES: [&str; 5] = [
    "server_facts",
    "serverversion",
    "servername",
    "serverip",
    "serverip6",
];

/// The name no Puppet type can have that marks a placeholder.
const PLACEHOLDER: &str = "\0server fact";

/// Puts a placeholder for every server fact at top scope, after the node's
/// facts (a fact of the same name wins, as in Puppet).
pub(super) fn add_placeholders(top: &mut HashMap<String, Value>) {
    let placeholder = Value::ty(PType::other(PLACEHOLDER));
    top.insert("server_facts".into(), placeholder.clone());
    for name in &NAMES[1..] {
        top.entry(name.to_string())
            .or_insert_with(|| placeholder.clone());
    }
}

/// Puppet's warnings for facts that try to set what the server sets: the
/// node's `environment` (Puppet merges the facts into the node's
/// parameters after it), then each server fact this machine has, in
/// Puppet's order. The node's value wins (`$environment`); a fact named
/// as a server fact keeps its own value at top scope, as in Puppet, but
/// is still warned about. Finds the server facts only when a fact is
/// named as one of them.
pub(super) fn collision_warnings(
    facts: &Value,
    node: &str,
    environment: &str,
    version: PuppetVersion,
) -> Vec<String> {
    let Value::Hash(facts) = facts else {
        return Vec::new();
    };
    let fact = |name: &str| facts.get(&Value::str(name));
    let warning = |name: &str, was: &Value, wanted: &str| {
        format!(
            "warning: The node parameter '{name}' for node '{node}' was already set to '{}'. It could not be set to '{wanted}'",
            ruby_to_s(was)
        )
    };
    let mut warnings = Vec::new();
    if let Some(value) = fact("environment") {
        // The environment is set first: the fact is the one refused.
        warnings.push(format!(
            "warning: The node parameter 'environment' for node '{node}' was already set to '{environment}'. It could not be set to '{}'",
            ruby_to_s(value)
        ));
    }
    for name in &NAMES[1..] {
        if let Some(value) = fact(name)
            && let Some(Value::Str(server)) = value_of(name, version)
        {
            warnings.push(warning(name, value, &server));
        }
    }
    warnings
}

/// Why Puppet refuses the facts, if it does: it sets every fact as a
/// top-scope variable (`Compiler#set_node_parameters`, in the facts'
/// order, `environment` skipped), and `Scope#setvar` refuses a numeric
/// name, the reserved `facts` and `server_facts` (a `trusted` fact never
/// gets there), and the variables top scope already has (`name`,
/// `title`, `module_name`).
pub(super) fn refused_fact(facts: &Value) -> Option<String> {
    let Value::Hash(facts) = facts else {
        return None;
    };
    facts.keys().find_map(|key| {
        let Value::Str(name) = key else {
            return None;
        };
        let name: &str = name;
        if !name.is_empty() && name.bytes().all(|b| b.is_ascii_digit()) {
            Some(format!(
                "Cannot assign to a numeric match result variable '${name}'"
            ))
        } else if matches!(name, "facts" | "server_facts") {
            Some(format!(
                "Attempt to assign to a reserved variable name: '{name}'"
            ))
        } else if matches!(name, "name" | "title" | "module_name") {
            Some(format!("Cannot reassign variable '${name}'"))
        } else {
            None
        }
    })
}

/// A value as Ruby's `to_s` writes it into a message.
fn ruby_to_s(value: &Value) -> String {
    match value {
        Value::Str(s) => s.to_string(),
        Value::Undef => String::new(),
        other => crate::catalog::value::ruby_inspect(other),
    }
}

/// Whether this process has looked for its server facts yet.
pub fn found() -> bool {
    FACTS.get().is_some()
}

/// Whether a variable's value is a server fact's placeholder.
pub(super) fn is_placeholder(value: &Value) -> bool {
    matches!(value, Value::Type(t) if matches!(t.as_ref(), PType::Other(n, _) if n == PLACEHOLDER))
}

/// The value of the server fact variable `name` (`$serverip`, or
/// `$::serverip`) on a server running Puppet `version`; `None` for a fact
/// this machine does not have.
pub(super) fn value_of(name: &str, version: PuppetVersion) -> Option<Value> {
    let name = name.rsplit("::").next().unwrap_or(name);
    let facts = server_facts();
    // The server's Puppet is the one whose semantics the compile follows.
    let value = |k: &str, v: &str| match k {
        "serverversion" => Value::str(server_version(version)),
        _ => Value::str(v),
    };
    if name == "server_facts" {
        let map: Map<Value, Value> = facts
            .iter()
            .map(|(k, v)| (Value::str(k), value(k, v)))
            .collect();
        return Some(Value::hash(map));
    }
    facts
        .iter()
        .find(|(k, _)| *k == name)
        .map(|(k, v)| value(k, v))
}

/// `$serverversion`: the release spaceship's expectations came from.
fn server_version(version: PuppetVersion) -> &'static str {
    match version {
        PuppetVersion::V7 => "7.23.0",
        PuppetVersion::V8 => "8.10.0",
    }
}

/// `(name, value)` pairs in Puppet's order; a fact that cannot be found is
/// left out, as Puppet leaves out an unknown one.
static FACTS: OnceLock<Vec<(&'static str, String)>> = OnceLock::new();

fn server_facts() -> &'static [(&'static str, String)] {
    FACTS.get_or_init(|| {
        let mut facts = vec![("serverversion", "7.23.0".to_string())];
        let optional = [
            ("servername", server_name()),
            ("serverip", source_address("0.0.0.0:0", "198.51.100.1:9")),
            ("serverip6", source_address("[::]:0", "[2001:db8::1]:9")),
        ];
        facts.extend(optional.into_iter().filter_map(|(k, v)| Some((k, v?))));
        facts.push(("environment", "production".to_string()));
        facts
    })
}

/// The host name, with the domain when the kernel knows one (Facter's fqdn).
fn server_name() -> Option<String> {
    let read = |path: &str| {
        std::fs::read_to_string(path)
            .ok()
            .map(|s| s.trim().to_string())
            .filter(|s| !s.is_empty() && s != "(none)")
    };
    let host = read("/proc/sys/kernel/hostname").or_else(|| read("/etc/hostname"))?;
    Some(match read("/proc/sys/kernel/domainname") {
        Some(domain) if !host.contains('.') => format!("{host}.{domain}"),
        _ => host,
    })
}

/// The local address a datagram to `remote` would leave from.
fn source_address(local: &str, remote: &str) -> Option<String> {
    let socket = UdpSocket::bind(local).ok()?;
    socket.connect(remote).ok()?;
    Some(socket.local_addr().ok()?.ip().to_string())
}
