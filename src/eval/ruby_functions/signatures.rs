//! The dispatches of the Ruby functions written with Puppet 4's API, as
//! their modules declare them, so that a call they do not accept fails
//! with Puppet's message before the function runs. Functions of Puppet
//! 3's API check their own arguments.
//!
//! A parameter is written `Type name`; `name?` is optional and `*name`
//! takes the remaining arguments; `&block` marks a dispatch that needs a
//! block (the others take none).

use super::super::Compiler;
use super::super::arity::Arity;
use super::super::signatures::{Param, Presence};
use crate::catalog::Value;

/// Each dispatch of `name`, one string of parameters per dispatch.
fn dispatches(name: &str) -> Option<&'static [&'static [&'static str]]> {
    Some(match name {
        "deprecation" => &[&[
            "String key",
            "String message",
            "Boolean use_strict_setting?",
        ]],
        "is_a" => &[&["Any value", "Type type"]],
        "fact" => &[&["String fact_name"]],
        "stdlib::os_version_gte" => &[&["String[1] os", "String[1] version"]],
        "stdlib::shell_escape" | "shell_escape" => &[&["Any string"]],
        "stdlib::to_json" | "to_json" => &[&["Any data"]],
        "stdlib::to_yaml" | "to_yaml" => &[&["Any data", "Hash options?"]],
        "stdlib::to_json_pretty" | "to_json_pretty" => &[&[
            "Variant[Hash, Array] data",
            "Optional[Boolean] skip_undef?",
            "Hash opts?",
        ]],
        "stdlib::has_interface_with" => &[
            &["String[1] interface"],
            &[
                "Enum['macaddress','netmask','ipaddress','network','ip','mac'] kind",
                "String[1] value",
            ],
        ],
        "stdlib::ensure_packages" => &[
            &[
                "Variant[String[1], Array[String[1]]] packages",
                "Hash default_attributes?",
            ],
            &["Hash[String[1], Any] packages", "Hash default_attributes?"],
        ],
        "stdlib::merge" | "merge" => &[
            &["Variant[Hash[Scalar,Any], Undef, String[0,0]] *args"],
            &["Iterable *args", "&block"],
            &["Iterable *args", "&block"],
        ],
        "stdlib::start_with" => &[&[
            "String test_string",
            "Variant[String[1],Array[String[1], 1]] prefixes",
        ]],
        "stdlib::end_with" => &[&[
            "String test_string",
            "Variant[String[1],Array[String[1], 1]] suffixes",
        ]],
        "stdlib::sha256" => {
            &[&["Variant[ScalarData, Sensitive[ScalarData], Binary, Sensitive[Binary]] my_data"]]
        }
        "stdlib::crc32" => {
            &[&["Variant[ScalarData, Sensitive[ScalarData], Binary, Sensitive[Binary]] my_data"]]
        }
        "stdlib::extname" => &[&["String filename"]],
        "stdlib::xml_encode" => &[&["String str", "Optional[Enum['text','attr']] type?"]],
        "stdlib::nested_values" => &[&["Hash hash"]],
        "stdlib::seeded_rand" | "seeded_rand" => &[&["Integer[1] max", "String seed"]],
        "stdlib::fqdn_rand_string" | "fqdn_rand_string" => &[&[
            "Integer[1] length",
            "Optional[String] charset?",
            "Any *seed",
        ]],
        "stdlib::type_of" | "type_of" => &[&["Any value"]],
        "stdlib::has_function" => &[&["String[1] function_name"]],
        "stdlib::str2resource" => &[&["String res_string"]],
        "stdlib::batch_escape"
        | "batch_escape"
        | "stdlib::powershell_escape"
        | "powershell_escape" => &[&["Any string"]],
        "stdlib::to_python" | "to_python" | "stdlib::to_ruby" | "to_ruby" => &[&["Any object"]],
        "stdlib::sort_by" => &[
            &["Array ary", "&block"],
            &["String str", "&block"],
            &["Hash hsh", "&block"],
        ],
        "validate_legacy" => &[
            &[
                "Type target_type",
                "String function_name",
                "Any value",
                "Any *args",
            ],
            &[
                "String type_string",
                "String function_name",
                "Any value",
                "Any *args",
            ],
        ],
        "stdlib::ip_in_range" => &[&["String ipaddress", "Variant[String, Array] range"]],
        "stdlib::fqdn_rotate" | "fqdn_rotate" => &[
            &["String input", "Variant[Integer,String] *seeds"],
            &["Array input", "Variant[Integer,String] *seeds"],
        ],
        "stdlib::seeded_rand_string" | "seeded_rand_string" => {
            &[&["Integer[1] length", "String seed", "String[2] charset?"]]
        }
        "parsepson" => &[&["String[1] pson_string", "Any default?"]],
        "stdlib::to_toml" | "to_toml" => &[&["Hash data"]],
        "apache::bool2httpd" => &[&["Any arg"]],
        "apache::authz_core_config" => &[&["Hash config"]],
        "apache::pw_hash" | "apache::apache_pw_hash" => &[&["String[1] password"]],
        "haproxy::generate_error_message" => &[&["String error_message"]],
        "haproxy::sort_bind" => &[&["Hash bind"]],
        "haproxy::validate_ip_addr" => &[&["String virtual_ip"]],
        "mysql::innobackupex_args" => &[&[
            "Optional[String] backupuser",
            "Boolean backupcompress",
            "Optional[Variant[String, Sensitive[String]]] backuppassword_unsensitive",
            "Array[String[1]] backupdatabases",
            "Array[String[1]] optional_args",
        ]],
        "mysql::normalise_and_deepmerge" => &[&["Any *args"]],
        "mysql::password" | "mysql_password" => &[&[
            "Variant[String, Sensitive[String]] password",
            "Boolean sensitive?",
        ]],
        "mysql::strip_hash" => &[&["Hash hash"]],
        "postgresql::postgresql_acls_to_resources_hash" => {
            &[&["Array[String] acls", "String[1] id", "Integer[0] offset"]]
        }
        "postgresql::postgresql_escape" => &[&["String[1] input_string"]],
        "postgresql::postgresql_password" => &[&[
            "Variant[String[1], Integer] username",
            "Variant[String[1], Sensitive[String[1]], Integer] password",
            "Boolean sensitive?",
            "Optional[Enum['md5', 'scram-sha-256']] hash?",
            "Optional[Variant[String[1], Integer]] salt?",
        ]],
        "postgresql::prepend_sql_password" => &[&["String password"]],
        "ssh::ipaddresses" => &[&[
            "Array[String[1]] excluded_interfaces",
            "Array excluded_interfaces_re",
        ]],
        "sudo::defaults" => &[&["Any *args"]],
        "systemd::systemd_escape" => &[&["String input", "Optional[Boolean] path?"]],
        "inifile::create_ini_settings" => &[&["Hash settings", "Hash defaults?"]],
        _ => return None,
    })
}

impl Compiler {
    /// `Err(message)` when no dispatch of `name` accepts `args`.
    pub(super) fn check_ruby_signature(
        &mut self,
        name: &str,
        args: &[Value],
        has_block: bool,
    ) -> Result<(), String> {
        let Some(all) = dispatches(name) else {
            return Ok(());
        };
        let dispatches: Vec<&[&str]> = all
            .iter()
            .filter(|d| d.contains(&"&block") == has_block)
            .copied()
            .collect();
        if dispatches.is_empty() {
            return Err(format!("'{name}' expects a block"));
        }
        let mut signatures: Vec<Vec<Param>> = Vec::new();
        for params in &dispatches {
            let mut signature = Vec::new();
            for param in params.iter().filter(|p| **p != "&block") {
                let (type_text, pname) = param.rsplit_once(' ').expect("`Type name`");
                // Aliases from stdlib that spaceship may not know: accept.
                let t = if type_text.contains("Stdlib::") {
                    crate::catalog::PType::Any
                } else {
                    self.type_from_string(type_text)
                        .map_err(|e| format!("{name}: {e}"))?
                        .as_ref()
                        .clone()
                };
                if let Some(rest) = pname.strip_prefix('*') {
                    signature.push((rest, t, Presence::Repeated));
                } else if let Some(optional) = pname.strip_suffix('?') {
                    signature.push((optional, t, Presence::Optional));
                } else {
                    signature.push((pname, t, Presence::Required));
                }
            }
            signatures.push(signature);
        }
        if let ([_], [only]) = (all, &dispatches[..]) {
            // One dispatch: a wrong count is "expects N arguments".
            let min = only
                .iter()
                .filter(|p| !p.ends_with('?') && !p.contains(" *"))
                .count();
            let max = (!only.iter().any(|p| p.contains(" *"))).then_some(only.len());
            if let Some(expected) = Arity::new(min, max).mismatch(args.len()) {
                return Err(format!("'{name}' {expected}"));
            }
        }
        let checked = self.check_signatures(name, args, &signatures);
        match checked {
            // Puppet words a refusal by one of several dispatches as a
            // refusal by all.
            Err(message) if all.len() > 1 && !message.starts_with("The function") => Err(format!(
                "The function '{name}' was called with arguments it does not accept. It expects one of:\n{message}"
            )),
            other => other,
        }
    }
}
