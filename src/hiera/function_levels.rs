//! Hiera levels whose function is written in Ruby — `lookup_key`,
//! `data_hash` and `data_dig` functions of a module or the environment:
//! the function backends a layer above provides (the Ruby worker) are
//! called once per existing location of the level, or once without one,
//! with the level's options (and `path`), as Puppet's function providers
//! call them, and their answers are kept as Puppet keeps them: a
//! `data_hash` function's hash once per location, the values a
//! `lookup_key` or `data_dig` function found once per key and location
//! (what it did not find is asked again).

use std::path::PathBuf;
use std::rc::Rc;

use super::config::{Backend, Level, Locations};
use super::{Hiera, Origin, Outcome, Variables};
use crate::catalog::Value;

/// The three kinds of Hiera function.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum FunctionKind {
    /// `lookup_key(key, options, context)`: one key's value.
    LookupKey,
    /// `data_hash(options, context)`: every key of a location at once.
    DataHash,
    /// `data_dig(segments, options, context)`: a dotted key's value.
    DataDig,
}

impl FunctionKind {
    /// The name hiera.yaml gives the kind.
    pub fn name(self) -> &'static str {
        match self {
            FunctionKind::LookupKey => "lookup_key",
            FunctionKind::DataHash => "data_hash",
            FunctionKind::DataDig => "data_dig",
        }
    }

    fn of(level: &Level) -> Option<(FunctionKind, &str)> {
        let Backend::Unsupported(kind, function) = &level.backend else {
            return None;
        };
        let kind = match *kind {
            // eyaml is read natively or refused as Puppet without the gem.
            "lookup_key" if function == "eyaml_lookup_key" => return None,
            "lookup_key" => FunctionKind::LookupKey,
            "data_hash" => FunctionKind::DataHash,
            "data_dig" => FunctionKind::DataDig,
            _ => return None,
        };
        Some((kind, function))
    }
}

/// Hiera backends written in Ruby that a layer above runs (the Ruby
/// worker): functions named in a hiera.yaml.
pub trait FunctionBackends: std::fmt::Debug {
    /// Calls `function` of `kind` with `key` (a `lookup_key` function's
    /// key, a `data_dig` function's segments, nothing for `data_hash`),
    /// the options and a context; `Ok(None)` when it says the key is not
    /// found (`context.not_found`), `Err` in Puppet's words.
    fn call(
        &self,
        kind: FunctionKind,
        function: &str,
        key: Option<&Value>,
        options: &Value,
        variables: Variables,
    ) -> Result<Option<Value>, String>;
}

/// What the functions answered, kept as Puppet's providers keep it: by
/// level function, location (empty: none) and, but for `data_hash`, key.
pub(super) type FunctionAnswers = rustc_hash::FxHashMap<(String, String, String), Option<Value>>;

impl Hiera {
    /// Lets functions written in Ruby run through `functions`.
    pub fn set_function_backends(&self, functions: Rc<dyn FunctionBackends>) {
        *self.functions.borrow_mut() = Some(functions);
    }

    /// A level whose function is written in Ruby, searched through the
    /// function backends (called once per existing location, or once
    /// without one): whether the search stops here (a value found where
    /// the first is enough); `None` when it is not such a level or no one
    /// runs Ruby.
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
        let Some((kind, function)) = FunctionKind::of(level) else {
            return Ok(None);
        };
        if self.functions.borrow().is_none() {
            return Ok(None);
        }
        for location in self.function_locations(level, variables)? {
            let shown = location
                .as_ref()
                .map(|p| p.display().to_string())
                .unwrap_or_default();
            if location.as_ref().is_some_and(|p| !p.exists()) {
                self.record(layer, level, &shown, Outcome::PathNotFound);
                continue;
            }
            let value = match kind {
                FunctionKind::DataHash => self
                    .function_hash(level, function, location.as_ref(), variables)?
                    .and_then(|hash| super::hash_get(&hash, root))
                    .map(|v| self.interpolated(&v, variables).map(|(v, _)| v))
                    .transpose()?,
                FunctionKind::LookupKey => self.function_value(
                    kind,
                    (level, function, location.as_ref()),
                    &Value::str(root),
                    variables,
                )?,
                FunctionKind::DataDig => {
                    let mut segments = vec![Value::str(root)];
                    segments.extend(dig.iter().cloned());
                    // The value at the whole key, put back under its
                    // segments (Puppet's `undig`): the lookup digs after
                    // the merge.
                    self.function_value(
                        kind,
                        (level, function, location.as_ref()),
                        &Value::array(segments),
                        variables,
                    )?
                    .map(|v| {
                        dig.iter().rev().fold(v, |inner, segment| {
                            Value::hash([(segment.clone(), inner)].into_iter().collect())
                        })
                    })
                }
            };
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
                ruby: Some(format!("{} function '{function}'", kind.name())),
            });
            found.push(value);
            if first_only {
                return Ok(Some(true));
            }
        }
        Ok(Some(false))
    }

    /// The `lookup_options` a Ruby function level gives (`None` when it
    /// is not such a level, no one runs Ruby, or it gives none): the
    /// `lookup_options` key of a `data_hash` function's hashes, what a
    /// `lookup_key` or `data_dig` function answers for that key, merged
    /// across the level's locations as Puppet merges them (a hash merge).
    pub(super) fn ruby_lookup_options(
        &self,
        level: &Level,
        variables: Variables,
    ) -> Result<Option<Vec<Value>>, String> {
        let Some((kind, function)) = FunctionKind::of(level) else {
            return Ok(None);
        };
        if self.functions.borrow().is_none() {
            return Ok(None);
        }
        let mut entries = Vec::new();
        for location in self.function_locations(level, variables)? {
            if location.as_ref().is_some_and(|p| !p.exists()) {
                continue;
            }
            let at = (level, function, location.as_ref());
            let options = match kind {
                FunctionKind::DataHash => self
                    .function_hash(level, function, location.as_ref(), variables)?
                    .and_then(|hash| super::hash_get(&hash, "lookup_options")),
                FunctionKind::LookupKey => {
                    self.function_value(kind, at, &Value::str("lookup_options"), variables)?
                }
                FunctionKind::DataDig => self.function_value(
                    kind,
                    at,
                    &Value::array(vec![Value::str("lookup_options")]),
                    variables,
                )?,
            };
            if let Some(options @ Value::Hash(_)) = options {
                entries.push(options);
            }
        }
        Ok(Some(entries))
    }

    /// A function level's locations: its paths, or one call without one.
    fn function_locations(
        &self,
        level: &Level,
        variables: Variables,
    ) -> Result<Vec<Option<PathBuf>>, String> {
        Ok(match level.locations {
            Locations::None => vec![None],
            _ => self
                .level_paths(level, variables)?
                .into_iter()
                .map(Some)
                .collect(),
        })
    }

    /// The level's options as its function gets them: interpolated, with
    /// `path` when there is a location.
    fn function_options(
        &self,
        level: &Level,
        location: Option<&PathBuf>,
        variables: Variables,
    ) -> Result<Value, String> {
        let interpolated = match &level.options {
            Value::Hash(_) => self.interpolated(&level.options, variables)?.0,
            _ => Value::Undef,
        };
        let mut options = match interpolated {
            Value::Hash(h) => h.as_ref().clone(),
            _ => crate::catalog::Map::default(),
        };
        if let Some(path) = location {
            options.insert(Value::str("path"), Value::str(path.display().to_string()));
        }
        Ok(Value::hash(options))
    }

    /// A `data_hash` function's hash for a location, asked once (`None`:
    /// it said not found).
    fn function_hash(
        &self,
        level: &Level,
        function: &str,
        location: Option<&PathBuf>,
        variables: Variables,
    ) -> Result<Option<Value>, String> {
        let shown = location.map(|p| p.display().to_string());
        let cache_key = (
            answers_key(level, function),
            shown.clone().unwrap_or_default(),
            String::new(),
        );
        if let Some(known) = self.function_answers.borrow().get(&cache_key) {
            return Ok(known.clone());
        }
        let options = self.function_options(level, location, variables)?;
        let backends = self.functions.borrow().clone();
        let Some(backends) = backends else {
            return Ok(None);
        };
        let answer = backends.call(FunctionKind::DataHash, function, None, &options, variables)?;
        if let Some(other) = answer.as_ref().filter(|v| !matches!(v, Value::Hash(_))) {
            let at = shown
                .map(|s| format!(", when using location '{s}',"))
                .unwrap_or_default();
            return Err(format!(
                "Value returned from data_hash function '{function}'{at} has wrong type, expects a Hash value, got {}",
                super::config::type_name(other)
            ));
        }
        self.function_answers
            .borrow_mut()
            .insert(cache_key, answer.clone());
        Ok(answer)
    }

    /// A `lookup_key` or `data_dig` function's value for a key at a
    /// location: a found value is asked once, a missing one each time.
    fn function_value(
        &self,
        kind: FunctionKind,
        (level, function, location): (&Level, &str, Option<&PathBuf>),
        key: &Value,
        variables: Variables,
    ) -> Result<Option<Value>, String> {
        let cache_key = (
            answers_key(level, function),
            location
                .map(|p| p.display().to_string())
                .unwrap_or_default(),
            key.to_string(),
        );
        if let Some(known) = self.function_answers.borrow().get(&cache_key) {
            return Ok(known.clone());
        }
        let options = self.function_options(level, location, variables)?;
        let backends = self.functions.borrow().clone();
        let Some(backends) = backends else {
            return Ok(None);
        };
        let answer = backends.call(kind, function, Some(key), &options, variables)?;
        if answer.is_some() {
            self.function_answers
                .borrow_mut()
                .insert(cache_key, answer.clone());
        }
        Ok(answer)
    }
}

/// Whose answers these are: the level (by name and line) and function.
fn answers_key(level: &Level, function: &str) -> String {
    format!("{}:{}:{function}", level.name, level.line)
}
