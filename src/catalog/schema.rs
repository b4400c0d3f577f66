//! The resource types Puppet 7.23 (Debian's package) knows, with their
//! namevars and attributes, so an attribute a type lacks is rejected as
//! Puppet rejects it. Debian's package ships no core modules, so `host`,
//! `cron`, `yumrepo` and the like are unknown types there, and here.

/// Metaparameters every resource accepts.
pub const METAPARAMS: &[&str] = &[
    "noop",
    "schedule",
    "audit",
    "loglevel",
    "alias",
    "tag",
    "require",
    "subscribe",
    "before",
    "notify",
    "stage",
];

/// The relationship metaparameters, whose values are references.
pub const RELATIONSHIP_PARAMS: &[&str] = &["require", "subscribe", "before", "notify"];

/// A built-in resource type.
#[derive(Debug)]
pub struct BuiltinType {
    pub name: &'static str,
    pub namevar: &'static str,
    pub attributes: &'static [&'static str],
}

impl BuiltinType {
    /// Whether `attr` is a parameter, property or metaparameter of the type.
    pub fn accepts(&self, attr: &str) -> bool {
        attr == self.namevar
            || attr == "name" && self.namevar == "name"
            || self.attributes.contains(&attr)
            || METAPARAMS.contains(&attr)
    }
}

/// The names of the built-in types.
pub fn builtin_names() -> impl Iterator<Item = &'static str> {
    BUILTINS
        .iter()
        .map(|t| t.name)
        .filter(|n| !matches!(*n, "component" | "whit"))
}

/// Finds a built-in type by its lowercase name.
pub fn builtin(name: &str) -> Option<&'static BuiltinType> {
    // Type names are ASCII: any case finds the type, without allocating.
    BUILTINS.iter().find(|t| t.name.eq_ignore_ascii_case(name))
}

const BUILTINS: &[BuiltinType] = &[
    BuiltinType {
        name: "component",
        namevar: "name",
        attributes: &[],
    },
    BuiltinType {
        name: "exec",
        namevar: "command",
        attributes: &[
            "creates",
            "cwd",
            "environment",
            "group",
            "logoutput",
            "onlyif",
            "path",
            "provider",
            "refresh",
            "refreshonly",
            "returns",
            "timeout",
            "tries",
            "try_sleep",
            "umask",
            "unless",
            "user",
        ],
    },
    BuiltinType {
        name: "file",
        namevar: "path",
        attributes: &[
            "ensure",
            "backup",
            "checksum",
            "checksum_value",
            "content",
            "ctime",
            "force",
            "group",
            "ignore",
            "links",
            "max_files",
            "mode",
            "mtime",
            "owner",
            "provider",
            "purge",
            "recurse",
            "recurselimit",
            "replace",
            "selinux_ignore_defaults",
            "selrange",
            "selrole",
            "seltype",
            "seluser",
            "show_diff",
            "source",
            "source_permissions",
            "sourceselect",
            "staging_location",
            "target",
            "type",
            "validate_cmd",
            "validate_replacement",
        ],
    },
    BuiltinType {
        name: "filebucket",
        namevar: "name",
        attributes: &["path", "port", "server"],
    },
    BuiltinType {
        name: "group",
        namevar: "name",
        attributes: &[
            "ensure",
            "allowdupe",
            "attribute_membership",
            "attributes",
            "auth_membership",
            "forcelocal",
            "gid",
            "ia_load_module",
            "members",
            "provider",
            "system",
        ],
    },
    BuiltinType {
        name: "notify",
        namevar: "name",
        attributes: &["message", "withpath"],
    },
    BuiltinType {
        name: "package",
        namevar: "name",
        attributes: &[
            "ensure",
            "adminfile",
            "allow_virtual",
            "allowcdrom",
            "category",
            "command",
            "configfiles",
            "description",
            "enable_only",
            "flavor",
            "install_only",
            "install_options",
            "instance",
            "mark",
            "package_settings",
            "platform",
            "provider",
            "reinstall_on_refresh",
            "responsefile",
            "root",
            "source",
            "status",
            "uninstall_options",
            "vendor",
        ],
    },
    BuiltinType {
        name: "resources",
        namevar: "name",
        attributes: &["purge", "unless_system_user", "unless_uid"],
    },
    BuiltinType {
        name: "schedule",
        namevar: "name",
        attributes: &["period", "periodmatch", "range", "repeat", "weekday"],
    },
    BuiltinType {
        name: "service",
        namevar: "name",
        attributes: &[
            "binary",
            "control",
            "enable",
            "ensure",
            "flags",
            "hasrestart",
            "hasstatus",
            "logonaccount",
            "logonpassword",
            "manifest",
            "path",
            "pattern",
            "provider",
            "restart",
            "start",
            "status",
            "stop",
            "timeout",
        ],
    },
    BuiltinType {
        name: "stage",
        namevar: "name",
        attributes: &[],
    },
    BuiltinType {
        name: "tidy",
        namevar: "path",
        attributes: &[
            "age",
            "backup",
            "matches",
            "max_files",
            "recurse",
            "rmdirs",
            "size",
            "type",
        ],
    },
    BuiltinType {
        name: "user",
        namevar: "name",
        attributes: &[
            "allowdupe",
            "attribute_membership",
            "attributes",
            "auth_membership",
            "auths",
            "comment",
            "ensure",
            "expiry",
            "forcelocal",
            "gid",
            "groups",
            "home",
            "ia_load_module",
            "iterations",
            "key_membership",
            "keys",
            "loginclass",
            "managehome",
            "membership",
            "password",
            "password_max_age",
            "password_min_age",
            "password_warn_days",
            "profile_membership",
            "profiles",
            "project",
            "provider",
            "purge_ssh_keys",
            "role_membership",
            "roles",
            "salt",
            "shell",
            "system",
            "uid",
        ],
    },
    BuiltinType {
        name: "whit",
        namevar: "name",
        attributes: &[],
    },
];
