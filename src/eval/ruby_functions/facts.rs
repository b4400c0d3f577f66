//! Functions that read the node's facts: `fact`, `stdlib::os_version_gte`,
//! `stdlib::has_interface_with` and its `has_ip_*` companions, and ssh's
//! `ssh::ipaddresses`.

use crate::catalog::Value;
use crate::eval::Compiler;
use crate::eval::builtins::versioncmp;

impl Compiler {
    /// `$facts`, as the top scope holds it.
    fn facts(&self) -> Value {
        self.scopes[0]
            .vars
            .get("facts")
            .cloned()
            .unwrap_or(Value::Undef)
    }

    /// `fact('os.release.major')`: walks hashes by key and arrays by
    /// index; a segment in double quotes may hold dots.
    pub(super) fn fact(&mut self, path: &str) -> Value {
        let mut current = self.facts();
        for segment in fact_path(path) {
            current = match &current {
                Value::Undef => return Value::Undef,
                Value::Hash(h) => h
                    .get(&Value::str(&segment))
                    .cloned()
                    .unwrap_or(Value::Undef),
                Value::Array(a) => match segment.trim().parse::<i64>() {
                    Ok(i) => {
                        let i = if i < 0 { i + a.len() as i64 } else { i };
                        usize::try_from(i)
                            .ok()
                            .and_then(|i| a.get(i).cloned())
                            .unwrap_or(Value::Undef)
                    }
                    Err(_) => Value::Undef,
                },
                _ => Value::Undef,
            };
        }
        current
    }

    /// `stdlib::os_version_gte(os, version)`.
    pub(super) fn os_version_gte(&mut self, args: &[Value]) -> Value {
        let facts = self.facts();
        let os = facts.hash_get("os");
        let name = os.and_then(|o| o.hash_get("name")).map(|v| v.to_string());
        let major = os
            .and_then(|o| o.hash_get("release"))
            .and_then(|r| r.hash_get("major"))
            .map(|v| v.to_string())
            .unwrap_or_default();
        let wanted = args.first().map(|v| v.to_string());
        let version = args.get(1).map(|v| v.to_string()).unwrap_or_default();
        Value::Bool(name.is_some() && name == wanted && versioncmp(&major, &version) >= 0)
    }

    /// `stdlib::has_interface_with(name)` or `(kind, value)`.
    pub(super) fn has_interface(&mut self, args: &[Value]) -> Value {
        let facts = self.facts();
        let interfaces = facts
            .hash_get("networking")
            .and_then(|n| n.hash_get("interfaces"))
            .cloned()
            .unwrap_or(Value::Undef);
        let Value::Hash(interfaces) = interfaces else {
            return Value::Bool(false);
        };
        let (kind, value) = match args {
            [iface] => return Value::Bool(interfaces.contains_key(iface)),
            [kind, v] => {
                let kind = match kind.to_string().as_str() {
                    "ipaddress" => "ip".to_string(),
                    "macaddress" => "mac".to_string(),
                    other => other.to_string(),
                };
                (kind, v)
            }
            _ => return Value::Bool(false),
        };
        Value::Bool(
            interfaces
                .values()
                .any(|params| params.hash_get(&kind).is_some_and(|v| v.ruby_eq(value))),
        )
    }

    /// `ssh::ipaddresses(excluded, excluded_re)`: the addresses bound to
    /// the node's interfaces (not `lo`, not link-local `fe80::/64`),
    /// each once.
    pub(super) fn ssh_ipaddresses(&mut self, args: &[Value]) -> Value {
        let facts = self.facts();
        let strings = |v: Option<&Value>| match v {
            Some(Value::Array(a)) => a.iter().map(|x| x.to_string()).collect(),
            _ => Vec::new(),
        };
        let mut excluded: Vec<String> = strings(args.first());
        excluded.push("lo".into());
        let patterns: Vec<regex_lite::Regex> = strings(args.get(1))
            .iter()
            .filter_map(|p| regex_lite::Regex::new(&crate::eval::builtins::ruby_regex(p)).ok())
            .collect();
        let mut result: Vec<Value> = Vec::new();
        let networking = facts
            .hash_get("networking")
            .filter(|n| !matches!(n, Value::Hash(h) if h.is_empty()));
        let interfaces = networking.and_then(|n| n.hash_get("interfaces")).cloned();
        if let Some(Value::Hash(interfaces)) = interfaces {
            for (iface, data) in interfaces.iter() {
                let iface = iface.to_string();
                if excluded.contains(&iface) || patterns.iter().any(|p| p.is_match(&iface)) {
                    continue;
                }
                for binding_type in ["bindings", "bindings6"] {
                    if let Some(Value::Array(bindings)) = data.hash_get(binding_type) {
                        for b in bindings.iter() {
                            if let Some(address) = b.hash_get("address") {
                                result.push(address.clone());
                            }
                        }
                    }
                }
            }
        }
        result.retain(|ip| !super::network::in_fe80_64(&ip.to_string()));
        let mut unique: Vec<Value> = Vec::new();
        for ip in result {
            if !unique.iter().any(|u| u.ruby_eq(&ip)) {
                unique.push(ip);
            }
        }
        Value::array(unique)
    }
}

/// The segments of a `fact()` path: dot-separated, `"a.b"` kept whole.
fn fact_path(path: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut chars = path.chars().peekable();
    while let Some(&c) = chars.peek() {
        match c {
            '.' => {
                chars.next();
            }
            '"' => {
                chars.next();
                let quoted: String = chars.by_ref().take_while(|&c| c != '"').collect();
                if !quoted.is_empty() {
                    out.push(quoted);
                }
            }
            _ => {
                let mut seg = String::new();
                while let Some(&c) = chars.peek() {
                    if c == '.' || c == '"' {
                        break;
                    }
                    seg.push(c);
                    chars.next();
                }
                out.push(seg);
            }
        }
    }
    out
}
