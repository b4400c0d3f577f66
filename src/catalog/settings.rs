//! Which Puppet spaceship compiles as, and the settings of Puppet's that
//! change what a compile makes: `strict` and `strict_variables` (and the
//! version's form of catalog values). A plain value carried in the compile options (never a
//! global), so one process can compile as Puppet 7 and as Puppet 8.

use std::fmt;

/// The Puppet release whose semantics a compile follows.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
pub enum PuppetVersion {
    /// Puppet 7.23 (Debian 12's `puppet`).
    V7,
    /// Puppet 8.10 (Debian 13's `puppet-agent`), the default: the version
    /// current modules require.
    #[default]
    V8,
}

impl PuppetVersion {
    /// The release the expectations of each version were taken from.
    pub fn release(self) -> &'static str {
        match self {
            PuppetVersion::V7 => "7.23",
            PuppetVersion::V8 => "8.10",
        }
    }

    /// `7` or `8` (also `7.23`, `8.10`...) as the flag and
    /// `SPACESHIP_PUPPET_VERSION` take it.
    pub fn parse(text: &str) -> Result<Self, String> {
        match text.trim().split('.').next() {
            Some("7") => Ok(PuppetVersion::V7),
            Some("8") => Ok(PuppetVersion::V8),
            _ => Err(format!("unknown Puppet version '{text}' (7 or 8)")),
        }
    }
}

impl fmt::Display for PuppetVersion {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Puppet {}", self.release())
    }
}

/// Puppet's `strict` setting: what the checks it governs do when they find
/// something (a string coerced to a number in arithmetic, an evaluated
/// resource's parameter overridden, a duplicate hash key...).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Strict {
    Off,
    Warning,
    Error,
}

impl Strict {
    pub fn parse(text: &str) -> Result<Self, String> {
        match text.trim() {
            "off" => Ok(Strict::Off),
            "warning" => Ok(Strict::Warning),
            "error" => Ok(Strict::Error),
            _ => Err(format!(
                "unknown strict mode '{text}' (off, warning or error)"
            )),
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Strict::Off => "off",
            Strict::Warning => "warning",
            Strict::Error => "error",
        }
    }
}

/// The settings a compile runs with: a version's defaults, each of which
/// the user may change as Puppet's own settings are changed.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Settings {
    pub version: PuppetVersion,
    /// `strict`: 7's default is `warning`, 8's `error`.
    pub strict: Strict,
    /// `strict_variables`: an unknown variable is an error (8's default)
    /// rather than undef (7's).
    pub strict_variables: bool,
    /// Whether the catalog JSON writes values JSON has no form for (types,
    /// `Deferred`, timestamps, binaries, non-string hash keys) as Pcore
    /// objects (`{"__ptype": ...}`, Puppet 8) rather than as strings
    /// (Puppet 7). Puppet's `rich_data` setting is true in both and does
    /// not change this: `puppet catalog compile` of 8.10 writes rich data
    /// with `--rich_data false` too.
    pub rich_data: bool,
}

impl Settings {
    /// A version's defaults, as its `puppet config print` gives them.
    pub fn defaults(version: PuppetVersion) -> Self {
        match version {
            PuppetVersion::V7 => Settings {
                version,
                strict: Strict::Warning,
                strict_variables: false,
                rich_data: false,
            },
            PuppetVersion::V8 => Settings {
                version,
                strict: Strict::Error,
                strict_variables: true,
                rich_data: true,
            },
        }
    }

    /// One line for `:environment` and `--version`.
    pub fn describe(&self) -> String {
        format!(
            "{} semantics (strict={}, strict_variables={}, catalog values as {})",
            self.version,
            self.strict.name(),
            self.strict_variables,
            if self.rich_data {
                "rich data"
            } else {
                "strings"
            }
        )
    }
}

impl Default for Settings {
    fn default() -> Self {
        Settings::defaults(PuppetVersion::default())
    }
}
