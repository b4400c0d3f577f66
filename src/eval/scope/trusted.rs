//! `$trusted`, as Puppet builds it for a compile with no agent
//! certificate (`puppet catalog compile`, `Puppet::Context::
//! TrustedInformation.local`): authenticated `'local'`, the certificate
//! name from the `clientcert` fact, its hostname and domain split at the
//! first dot, no extensions. A facts hash may carry a top-level `trusted`
//! hash (onceover's factset convention, rspec-puppet's `trusted_facts`):
//! it is no fact, and what it gives (`extensions`, `certname`...) is
//! taken over the defaults.

use crate::catalog::{Map, Value};

/// The facts without their `trusted` entry, and `$trusted`.
pub(super) fn split(facts: &Value) -> (Value, Value) {
    let mut facts = match facts {
        Value::Hash(h) => h.as_ref().clone(),
        _ => Map::default(),
    };
    let given = match facts.shift_remove(&Value::str("trusted")) {
        Some(Value::Hash(h)) => h.as_ref().clone(),
        _ => Map::default(),
    };
    let given_str = |key: &str| match given.get(&Value::str(key)) {
        Some(Value::Str(s)) => Some(s.to_string()),
        _ => None,
    };
    let certname = given_str("certname").or_else(|| match facts.get(&Value::str("clientcert")) {
        Some(Value::Str(name)) => Some(name.to_string()),
        _ => None,
    });
    let (hostname, domain) = match &certname {
        Some(name) => match name.split_once('.') {
            Some((h, d)) => (Value::str(h), Value::str(d)),
            None => (Value::str(name), Value::Undef),
        },
        None => (Value::Undef, Value::Undef),
    };
    let empty = || Value::hash(Map::default());
    // Puppet's order of the keys.
    let defaults = [
        ("authenticated", Value::str("local")),
        ("certname", certname.map_or(Value::Undef, Value::str)),
        ("extensions", empty()),
        ("hostname", hostname),
        ("domain", domain),
        ("external", empty()),
    ];
    let trusted: Map<Value, Value> = defaults
        .into_iter()
        .map(|(key, default)| {
            let key = Value::str(key);
            let value = given.get(&key).cloned().unwrap_or(default);
            (key, value)
        })
        .collect();
    (Value::hash(facts), Value::hash(trusted))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn hash(pairs: &[(&str, Value)]) -> Value {
        Value::hash(
            pairs
                .iter()
                .map(|(k, v)| (Value::str(k), v.clone()))
                .collect(),
        )
    }

    fn get(value: &Value, key: &str) -> Value {
        match value {
            Value::Hash(h) => h.get(&Value::str(key)).cloned().unwrap_or(Value::Undef),
            _ => Value::Undef,
        }
    }

    #[test]
    fn the_certname_is_the_clientcert_split_at_its_first_dot() {
        let facts = hash(&[("clientcert", Value::str("web1.dc1.example.com"))]);
        let (_, trusted) = split(&facts);
        assert_eq!(
            get(&trusted, "certname"),
            Value::str("web1.dc1.example.com")
        );
        assert_eq!(get(&trusted, "hostname"), Value::str("web1"));
        assert_eq!(get(&trusted, "domain"), Value::str("dc1.example.com"));
        assert_eq!(get(&trusted, "authenticated"), Value::str("local"));
    }

    #[test]
    fn a_trusted_hash_in_the_facts_is_no_fact_and_gives_extensions() {
        let extensions = hash(&[("pp_role", Value::str("web"))]);
        let facts = hash(&[
            ("clientcert", Value::str("db1")),
            ("trusted", hash(&[("extensions", extensions.clone())])),
        ]);
        let (facts, trusted) = split(&facts);
        assert_eq!(get(&facts, "trusted"), Value::Undef);
        assert_eq!(get(&trusted, "extensions"), extensions);
        assert_eq!(get(&trusted, "hostname"), Value::str("db1"));
        assert_eq!(get(&trusted, "domain"), Value::Undef);
    }
}
