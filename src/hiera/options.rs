//! `lookup_options`: every layer's, merged as a hash (the highest
//! priority level's entry for a key winning), then the entry for a key
//! (exact keys before `^` patterns) — explained as Puppet explains its
//! search for them, once for the environment and once for each module.

use super::config::{self, Backend, Level};
use super::search::Layer;
use super::{Hiera, Strategy, Variables, hash_get};
use crate::catalog::Value;
use crate::catalog::explain::{Event, Kind};

const OPTIONS: &str = "lookup_options";

impl Hiera {
    /// `lookup_options` for a key. With `defaults`, the module's
    /// `default_hierarchy` alone.
    pub(super) fn lookup_options(
        &self,
        root: &str,
        module: Option<&str>,
        variables: Variables,
        defaults: bool,
    ) -> Result<Option<Value>, String> {
        // Puppet explains the environment's options once, and each
        // module's the first time a key of it is looked up.
        let (section, environment_part) = match (defaults, module) {
            // A module's default_hierarchy's, explained each time.
            (true, _) => (true, false),
            (false, Some(m)) => {
                let fresh = self.options_unexplained(Some(m));
                (fresh, fresh && self.options_unexplained(None))
            }
            (false, None) => {
                let fresh = self.options_unexplained(None);
                (fresh, fresh)
            }
        };
        if section {
            self.trace_push(|| match defaults {
                true => Kind::Scope(format!("Searching for \"{OPTIONS}\"")),
                false => Kind::Search(OPTIONS.into()),
            });
        }
        let gathered =
            self.gather_options(module, variables, defaults, (section, environment_part));
        if section {
            self.trace_pop();
        }
        let merged = Strategy::Hash.merge(&gathered?).unwrap_or(Value::Undef);
        let Value::Hash(all) = merged else {
            return Ok(None);
        };
        if let Some(exact) = all.get(&Value::str(root)) {
            return Ok(Some(exact.clone()));
        }
        for (pattern, options) in all.iter() {
            let Value::Str(p) = pattern else { continue };
            if p.starts_with('^')
                && let Ok(re) = regex_lite::Regex::new(p)
                && re.is_match(root)
            {
                return Ok(Some(options.clone()));
            }
        }
        Ok(None)
    }

    /// Every layer's `lookup_options` hashes, highest priority first.
    fn gather_options(
        &self,
        module: Option<&str>,
        variables: Variables,
        defaults: bool,
        (section, environment_part): (bool, bool),
    ) -> Result<Vec<Value>, String> {
        let layers = self.layers(module, defaults)?;
        if environment_part && self.global.is_none() {
            self.trace_leaf(|| {
                (
                    Kind::Provider {
                        name: "Global Data Provider (hiera configuration version 5)".into(),
                        config: None,
                    },
                    Event::NotFound(OPTIONS.into()),
                )
            });
        }
        let mut environment = Vec::new();
        let mut of_module = Vec::new();
        for layer in &layers {
            let in_module = layer.0.starts_with("module ");
            let traced = match in_module {
                true => section,
                false => environment_part,
            };
            let entries = self.layer_options(layer, variables, traced)?;
            match in_module {
                true => of_module.extend(entries),
                false => environment.extend(entries),
            }
        }
        if let Some(m) = module
            && section
        {
            let module_layer = layers.iter().any(|(l, _, _)| l.starts_with("module "));
            if !module_layer {
                let kind = match self.modules.contains_key(m) {
                    true => Kind::ModuleProviderNotFound(m.to_string()),
                    false => Kind::ModuleNotFound(m.to_string()),
                };
                self.trace_leaf(|| (kind, Event::Nothing));
            } else if !environment.is_empty() && !of_module.is_empty() {
                // Puppet merges the global and environment layers' options
                // with the module's, as two sources.
                let merged =
                    |entries: &[Value]| Strategy::Hash.merge(entries).unwrap_or(Value::Undef);
                let sources = [
                    ("Global and Environment".to_string(), merged(&environment)),
                    (format!("Module {m}"), merged(&of_module)),
                ];
                let opened = self.trace_merge(&Strategy::Hash, 2);
                for (name, options) in &sources {
                    self.trace_leaf(|| {
                        (
                            Kind::Scope(name.clone()),
                            Event::Found(OPTIONS.into(), options.clone()),
                        )
                    });
                }
                let values: Vec<Value> = sources.into_iter().map(|(_, v)| v).collect();
                self.trace_merged(opened, &Strategy::Hash, &values);
            }
        }
        environment.extend(of_module);
        Ok(environment)
    }

    /// One layer's `lookup_options` hashes, each level's in order.
    fn layer_options(
        &self,
        (layer, config, defaults): &Layer,
        variables: Variables,
        traced: bool,
    ) -> Result<Vec<Value>, String> {
        let levels = match defaults {
            true => &config.default_hierarchy,
            false => &config.hierarchy,
        };
        // The tree is built only when it is to be shown.
        let trace = |f: &dyn Fn()| {
            if traced {
                f();
            }
        };
        let name = match layer.strip_prefix("module ") {
            Some(m) => format!("Module \"{m}\" Data Provider"),
            None if layer == "global" => "Global Data Provider".into(),
            None => "Environment Data Provider".into(),
        };
        trace(&|| {
            self.trace_push(|| Kind::Provider {
                name: format!("{name} (hiera configuration version {})", config.version),
                config: Some(config.path.display().to_string()),
            })
        });
        let merge = traced && self.trace_merge(&Strategy::Hash, levels.len());
        let mut entries = Vec::new();
        let mut result = Ok(());
        for level in levels {
            trace(&|| {
                self.trace_push(|| Kind::Provider {
                    name: format!("Hierarchy entry \"{}\"", level.name),
                    config: None,
                })
            });
            let read = self.level_options(layer, level, variables, traced, &mut entries);
            trace(&|| self.trace_pop());
            if let Err(e) = read {
                result = Err(e);
                break;
            }
        }
        self.trace_merged(merge, &Strategy::Hash, &entries);
        trace(&|| self.trace_pop());
        result.map(|()| entries)
    }

    /// One level's `lookup_options` hashes.
    fn level_options(
        &self,
        layer: &str,
        level: &Level,
        variables: Variables,
        traced: bool,
        entries: &mut Vec<Value>,
    ) -> Result<(), String> {
        // Functions written in Ruby give theirs through the worker;
        // those spaceship cannot run give none.
        if let Some(options) = self.ruby_lookup_options(level, variables)? {
            for options in options {
                config::check_module_options(layer, &options)?;
                entries.push(options);
            }
            return Ok(());
        }
        if matches!(level.backend, Backend::Unsupported(..)) {
            return Ok(());
        }
        let locations = self.level_locations(level, variables)?;
        let merge = traced && self.trace_merge(&Strategy::Hash, locations.len());
        let start = entries.len();
        for (path, original) in locations {
            if traced {
                self.trace_push(|| Kind::Location {
                    path: path.display().to_string(),
                    original,
                });
            }
            let data = self.data_file(&path, level);
            let options = match &data {
                Ok(Some(data)) => match hash_get(&data.value, OPTIONS) {
                    Some(Value::Hash(options)) => Some(Value::Hash(options)),
                    _ => None,
                },
                _ => None,
            };
            if traced {
                self.trace_event(|| match (&data, &options) {
                    (Ok(None), _) => Event::LocationNotFound,
                    (_, Some(options)) => Event::Found(OPTIONS.into(), options.clone()),
                    _ => Event::NotFound(OPTIONS.into()),
                });
                self.trace_pop();
            }
            data?;
            if let Some(options) = options {
                config::check_module_options(layer, &options)?;
                entries.push(options);
            }
        }
        self.trace_merged(merge, &Strategy::Hash, &entries[start..]);
        Ok(())
    }
}
