//! Hiera levels whose `lookup_key` function is written in Ruby: the
//! function backends a layer above provides (the Ruby worker) are called
//! once per existing location of the level, or once without one, with the
//! level's options (and `path`), as Puppet's lookup_key provider calls them.

use std::path::PathBuf;
use std::rc::Rc;

use super::config::{Backend, Level, Locations};
use super::{Hiera, Origin, Outcome, Variables, interpolate};
use crate::catalog::Value;

/// Hiera backends written in Ruby that a layer above runs (the Ruby
/// worker): `lookup_key` functions named in a hiera.yaml.
pub trait FunctionBackends: std::fmt::Debug {
    /// Calls `function(key, options, context)`; `Ok(None)` when it says
    /// the key is not found (`context.not_found`), `Err` in Puppet's words.
    fn lookup_key(
        &self,
        function: &str,
        key: &str,
        options: &Value,
        variables: Variables,
    ) -> Result<Option<Value>, String>;
}

impl Hiera {
    /// Lets `lookup_key` functions written in Ruby run through `functions`.
    pub fn set_function_backends(&self, functions: Rc<dyn FunctionBackends>) {
        *self.functions.borrow_mut() = Some(functions);
    }

    /// A level whose `lookup_key` function is written in Ruby, searched
    /// through the function backends (called once per existing location,
    /// or once without one): whether the search stops here (a value found
    /// where the first is enough); `None` when it is not such a level or
    /// no one runs Ruby.
    #[allow(clippy::too_many_arguments)]
    pub(super) fn ruby(
        &self,
        (layer, level, root, dig): (&str, &Level, &str, &[Value]),
        strategy: &super::Strategy,
        variables: Variables,
        found: &mut Vec<Value>,
        origins: &mut Vec<Origin>,
    ) -> Result<Option<bool>, String> {
        let first_only = strategy.stops_at_first();
        let Backend::Unsupported("lookup_key", function) = &level.backend else {
            return Ok(None);
        };
        // eyaml is read natively or refused as Puppet without the gem.
        if function == "eyaml_lookup_key" {
            return Ok(None);
        }
        let Some(functions) = self.functions.borrow().clone() else {
            return Ok(None);
        };
        let locations: Vec<Option<PathBuf>> = match level.locations {
            Locations::None => vec![None],
            _ => self
                .level_paths(level, variables)?
                .into_iter()
                .map(Some)
                .collect(),
        };
        for location in locations {
            let shown = location
                .as_ref()
                .map(|p| p.display().to_string())
                .unwrap_or_default();
            let mut options = match &level.options {
                Value::Hash(h) => h.as_ref().clone(),
                _ => crate::catalog::Map::default(),
            };
            if let Some(path) = &location {
                if !path.exists() {
                    self.record(layer, level, &shown, Outcome::PathNotFound);
                    continue;
                }
                options.insert(Value::str("path"), Value::str(&shown));
            }
            let value = functions.lookup_key(function, root, &Value::hash(options), variables)?;
            let value = value.and_then(|v| {
                dig.iter()
                    .try_fold(v, |v, segment| interpolate::dig(&v, segment))
            });
            let Some(value) = value else {
                self.record(layer, level, &shown, Outcome::NotFound);
                continue;
            };
            self.record(layer, level, &shown, Outcome::Found(value.clone()));
            origins.push(Origin {
                file: shown,
                line: 0,
                level: level.name.clone(),
                layer: layer.to_string(),
                raw: None,
                nested: Vec::new(),
                text: None,
            });
            found.push(value);
            if first_only {
                return Ok(Some(true));
            }
        }
        Ok(Some(false))
    }
}
