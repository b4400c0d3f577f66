//! What Hiera's interpolation reads of the compiling scope: variables,
//! and what a variable the scope lacks does where it is interpolated.
//! The compiler decides by its settings (Puppet's `strict`); Hiera words
//! the failure for where it happened.

use std::path::Path;

use super::config::{Level, Locations};
use super::interpolate::{self, Context as _, Interpolation};
use super::{CALL, Files, Hiera};
use crate::catalog::Value;

/// The variables interpolation reads, from the compiling scope: a
/// variable's value (`None` for undef), or [`Undefined`] when the scope
/// has no such variable and the compiler's settings make that fatal at
/// this [`Site`] (it warns itself where they make it a warning).
pub type Variables<'a> = &'a dyn Fn(&str, Site) -> Result<Option<Value>, Undefined>;

/// Where a variable is interpolated. Puppet 8 only warns of an unknown
/// variable in a hierarchy level's locations, and a failure in
/// hiera.yaml is reported at its line there, not at the lookup call.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Site {
    /// A data value (or a lookup's options read from data).
    Data,
    /// A level's datadir or options in hiera.yaml.
    Config,
    /// A level's `path(s)`, `glob(s)` or `mapped_paths` in hiera.yaml.
    Location,
}

/// A variable no scope has, fatal where it was interpolated (Puppet's
/// `strict = error`): its name and the reason, as Puppet words them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Undefined {
    pub name: String,
    pub reason: String,
}

impl Undefined {
    /// The lookup's error for a variable a data value interpolates.
    pub(super) fn in_data(&self) -> String {
        format!("{CALL}Undefined variable '{}'; {}", self.name, self.reason)
    }

    /// Hiera's error for a variable hiera.yaml interpolates, at the
    /// first line (comments left out) interpolating it, as Puppet finds
    /// it.
    pub(super) fn in_config(&self, config: &Path, files: &dyn Files) -> String {
        let text = files.read(config).ok().flatten().unwrap_or_default();
        let line = super::config::line_interpolating(&text, &self.name);
        match line {
            Some(line) => format!(
                "Undefined variable '{}' (file: {}, line: {line})",
                self.name,
                config.display()
            ),
            None => format!(
                "Undefined variable '{}' (file: {})",
                self.name,
                config.display()
            ),
        }
    }
}

impl Hiera {
    /// Interpolates the variables of levels a search did not reach, for
    /// what they do alone: Puppet interpolates every level of a layer
    /// before searching it, so an undefined variable in a later level
    /// still warns, or fails the lookup.
    pub(super) fn interpolate_unsearched(
        &self,
        levels: &[Level],
        variables: Variables,
    ) -> Result<(), String> {
        for level in levels {
            let mut context = Interpolation {
                hiera: self,
                variables,
                nested: Vec::new(),
                traced: false,
                site: Site::Config,
                config_path: &level.config_path,
            };
            if let Some(datadir) = level.datadir.to_str().filter(|d| d.contains("%{")) {
                interpolate::interpolate_path(datadir, &mut context)?;
            }
            context.site = Site::Location;
            match &level.locations {
                Locations::Paths(texts) | Locations::Globs(texts) => {
                    for text in texts.iter().filter(|t| t.contains("%{")) {
                        interpolate::interpolate_path(text, &mut context)?;
                    }
                }
                Locations::Mapped { variable, .. } => {
                    let root = variable.trim_start_matches("::").split('.').next();
                    context.variable(root.unwrap_or_default())?;
                }
                _ => {}
            }
        }
        Ok(())
    }
}
