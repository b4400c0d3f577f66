//! The resource types of the core modules Puppet 8.10 bundles (`cron`,
//! `host`, `mount`, `yumrepo`, `augeas`, `sshkey`...): Debian 12's Puppet
//! 7.23 ships none of them, so they are unknown types as Puppet 7 and
//! known ones as Puppet 8. Kept as data (`data/puppet8_core_types.json`,
//! written by `scripts/puppet8-core-types.rb` from Puppet 8.10 itself) and
//! served as types read from Ruby are, so attributes, namevars and title
//! patterns are checked the same way.

use std::collections::HashMap;
use std::rc::Rc;

use serde_json::Value as Json;

use crate::loader::ruby_types::{RubyType, TitlePattern};

const DATA: &str = include_str!("../data/puppet8_core_types.json");

thread_local! {
    static TYPES: HashMap<String, Rc<RubyType>> = read();
}

fn strings(json: &Json) -> Vec<String> {
    json.as_array()
        .into_iter()
        .flatten()
        .filter_map(|s| s.as_str().map(String::from))
        .collect()
}

fn read() -> HashMap<String, Rc<RubyType>> {
    let table: Json = serde_json::from_str(DATA).expect("the core types' data is JSON");
    let types = table["types"].as_object().expect("types");
    types
        .iter()
        .map(|(name, t)| {
            let title_patterns = t["title_patterns"]
                .as_array()
                .into_iter()
                .flatten()
                .map(|p| {
                    let text = |k: &str| p[k].as_str().unwrap_or_default().to_string();
                    TitlePattern::new(&text("source"), &text("flags"), strings(&p["attributes"]))
                })
                .collect::<Result<Vec<_>, _>>()
                .expect("the core types' title patterns are regexes");
            let ruby = RubyType {
                name: name.clone(),
                properties: strings(&t["properties"]),
                parameters: strings(&t["parameters"]),
                namevars: strings(&t["namevars"]),
                title_patterns,
                title_patterns_understood: true,
                isomorphic: t["isomorphic"].as_bool().unwrap_or(true),
                accepts_any_name: true,
                generated: false,
                file: format!("<Puppet 8 core module type {name}>"),
                line: 1,
                notes: Vec::new(),
            };
            (name.clone(), Rc::new(ruby))
        })
        .collect()
}

/// The bundled core-module type `name` (lowercase), if Puppet 8 has one.
pub(super) fn core_module_type(name: &str) -> Option<Rc<RubyType>> {
    TYPES.with(|types| types.get(name).cloned())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_bundled_types_read() {
        let cron = core_module_type("cron").expect("cron");
        assert!(cron.accepts("minute") && !cron.accepts("bogus"));
        let sshkey = core_module_type("sshkey").expect("sshkey");
        assert_eq!(sshkey.namevars, ["type", "name"]);
        assert!(core_module_type("file").is_none());
    }
}
