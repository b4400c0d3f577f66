//! What the compiler knows by name, for the REPL's listings (`:functions`,
//! `:types`, `:datatypes`, `:vars`): the built-in functions and data types
//! it implements, the defined types and Puppet functions of the code, and
//! the top scope's variables.

use super::Compiler;
use crate::catalog::Value;

/// Puppet 7's built-in functions that spaceship implements (a test calls
/// each to keep the list true).
pub const BUILTIN_FUNCTIONS: &[&str] = &[
    "abs",
    "alert",
    "all",
    "any",
    "assert_type",
    "break",
    "call",
    "camelcase",
    "capitalize",
    "ceiling",
    "chomp",
    "chop",
    "compare",
    "contain",
    "convert_to",
    "create_resources",
    "crit",
    "debug",
    "defined",
    "dig",
    "downcase",
    "each",
    "emerg",
    "empty",
    "epp",
    "err",
    "fail",
    "file",
    "filter",
    "find_file",
    "find_template",
    "flatten",
    "floor",
    "fqdn_rand",
    "get",
    "getvar",
    "group_by",
    "include",
    "index",
    "info",
    "inline_epp",
    "inline_template",
    "join",
    "keys",
    "length",
    "lest",
    "lookup",
    "lstrip",
    "map",
    "match",
    "max",
    "md5",
    "min",
    "new",
    "next",
    "notice",
    "partition",
    "realize",
    "reduce",
    "regsubst",
    "require",
    "return",
    "reverse_each",
    "round",
    "rstrip",
    "scanf",
    "sha1",
    "sha256",
    "shellquote",
    "size",
    "slice",
    "sort",
    "split",
    "sprintf",
    "step",
    "strip",
    "tag",
    "tagged",
    "template",
    "then",
    "tree_each",
    "type",
    "unique",
    "unwrap",
    "upcase",
    "values",
    "versioncmp",
    "warning",
    "with",
];

/// The data types spaceship models.
pub const DATA_TYPES: &[&str] = &[
    "Any",
    "Array",
    "Boolean",
    "Callable",
    "Class",
    "Collection",
    "Data",
    "Default",
    "Enum",
    "Float",
    "Hash",
    "Integer",
    "Iterable",
    "NotUndef",
    "Numeric",
    "Optional",
    "Pattern",
    "Regexp",
    "Resource",
    "RichData",
    "Scalar",
    "ScalarData",
    "Sensitive",
    "String",
    "Struct",
    "Tuple",
    "Type",
    "Undef",
    "Variant",
];

impl Compiler {
    /// Defined types, each with its parameters, sorted.
    pub fn defined_types(&self) -> Vec<(String, Vec<String>)> {
        let mut out: Vec<(String, Vec<String>)> = self
            .defines
            .iter()
            .map(|(name, def)| {
                (
                    name.clone(),
                    def.params.iter().map(|p| p.name.clone()).collect(),
                )
            })
            .collect();
        out.sort();
        out
    }

    /// Resource types written in Ruby used so far, each with its
    /// attributes.
    pub fn ruby_type_attributes(&self) -> Vec<(String, Vec<String>)> {
        let mut out: Vec<(String, Vec<String>)> = self
            .ruby_types
            .iter()
            .map(|(name, t)| {
                let attributes = t.properties.iter().chain(&t.parameters).cloned().collect();
                (name.clone(), attributes)
            })
            .collect();
        out.sort();
        out
    }

    /// Functions written in Puppet that the code defined or loaded.
    pub fn puppet_functions(&self) -> Vec<String> {
        let mut out: Vec<String> = self.functions.keys().cloned().collect();
        out.sort();
        out
    }

    /// The top scope's variables with their values, sorted by name.
    pub fn top_scope_values(&self) -> Vec<(String, Value)> {
        let mut out: Vec<(String, Value)> = self.scopes[0]
            .vars
            .iter()
            .filter_map(|(k, v)| {
                // Server facts are found when first read.
                let v = match super::server_facts::is_placeholder(v) {
                    true => super::server_facts::value_of(k, self.options.settings.version)?,
                    false => v.clone(),
                };
                Some((k.clone(), v))
            })
            .collect();
        out.sort_by(|a, b| a.0.cmp(&b.0));
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::syntax::{Source, SourceMap};

    /// Every listed function is one the compiler knows: calling it may
    /// fail on its arguments, never as an unknown function.
    #[test]
    fn every_listed_function_is_implemented() {
        for name in BUILTIN_FUNCTIONS {
            let mut sources = SourceMap::default();
            sources.add(Source::new("<test>", format!("$x = {name}()")));
            let options = super::super::Options {
                node: "test".into(),
                facts: Value::Undef,
                loader: None,
                exports: None,
                settings: crate::catalog::settings::Settings::defaults(
                    crate::catalog::settings::PuppetVersion::V7,
                ),
            };
            if let Err(e) = crate::eval::compile_text(&sources, options) {
                let message = e.message;
                assert!(!message.contains("Unknown function"), "{name}: {message}");
            }
        }
    }

    #[test]
    fn every_listed_data_type_is_modelled() {
        for name in DATA_TYPES {
            let mut sources = SourceMap::default();
            sources.add(Source::new("<test>", format!("$x = {name}")));
            let options = super::super::Options {
                node: "test".into(),
                facts: Value::Undef,
                loader: None,
                exports: None,
                settings: crate::catalog::settings::Settings::defaults(
                    crate::catalog::settings::PuppetVersion::V7,
                ),
            };
            if let Err(e) = crate::eval::compile_text(&sources, options) {
                panic!("{name}: {}", e.message);
            }
        }
    }
}
