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
    let placeholder = Value::ty(PType::Other(PLACEHOLDER.into()));
    top.insert("server_facts".into(), placeholder.clone());
    for name in &NAMES[1..] {
        top.entry(name.to_string())
            .or_insert_with(|| placeholder.clone());
    }
}

/// Whether this process has looked for its server facts yet.
pub fn found() -> bool {
    FACTS.get().is_some()
}

/// Whether a variable's value is a server fact's placeholder.
pub(super) fn is_placeholder(value: &Value) -> bool {
    matches!(value, Value::Type(t) if matches!(t.as_ref(), PType::Other(n) if n == PLACEHOLDER))
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
