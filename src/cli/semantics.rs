//! The flags every command takes that choose the Puppet semantics:
//! `--puppet-version` (or `SPACESHIP_PUPPET_VERSION`), `--strict` and
//! `--[no-]strict-variables`, made into the compile's settings.

use spaceship::catalog::settings::{PuppetVersion, Settings, Strict};

/// The Puppet version to compile as, and Puppet's settings that change
/// what a compile makes (flags of every command).
#[derive(clap::Args, Clone, Default)]
pub(super) struct SemanticsArgs {
    /// Compile as Puppet 7 (7.23) or Puppet 8 (8.10, the default); the
    /// environment variable SPACESHIP_PUPPET_VERSION sets it too.
    #[arg(long = "puppet-version", global = true, value_name = "7|8",
          value_parser = PuppetVersion::parse)]
    puppet_version: Option<PuppetVersion>,
    /// Puppet's `strict` setting (default: 8's `error`, 7's `warning`).
    #[arg(long, global = true, value_name = "off|warning|error", value_parser = Strict::parse)]
    strict: Option<Strict>,
    /// Puppet's `strict_variables`: an unknown variable is an error
    /// (Puppet 8's default).
    #[arg(
        long = "strict-variables",
        global = true,
        overrides_with = "no_strict_variables"
    )]
    strict_variables: bool,
    /// An unknown variable is undef (Puppet 7's default).
    #[arg(
        long = "no-strict-variables",
        global = true,
        overrides_with = "strict_variables"
    )]
    no_strict_variables: bool,
}

impl SemanticsArgs {
    /// The settings in force: the version's defaults (the flag, else
    /// SPACESHIP_PUPPET_VERSION, else 8) with the flags' changes.
    pub(super) fn settings(&self) -> Result<Settings, String> {
        let version = match self.puppet_version {
            Some(v) => v,
            None => match std::env::var("SPACESHIP_PUPPET_VERSION") {
                Ok(text) if !text.trim().is_empty() => PuppetVersion::parse(&text)
                    .map_err(|e| format!("SPACESHIP_PUPPET_VERSION: {e}"))?,
                _ => PuppetVersion::default(),
            },
        };
        let mut settings = Settings::defaults(version);
        if let Some(strict) = self.strict {
            settings.strict = strict;
        }
        if self.strict_variables || self.no_strict_variables {
            settings.strict_variables = self.strict_variables;
        }
        Ok(settings)
    }
}
