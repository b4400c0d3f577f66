//! The search of one key through the layers' hierarchies: each data
//! provider (global, environment, module), each hierarchy level and each
//! of its data files in priority order, stopping at the first value found
//! or gathering every value to merge — recording each level tried as a
//! step and, as Puppet's explanation does, each provider, entry, path and
//! merge.

use std::rc::Rc;

use super::config::{Backend, Config, Level};
use super::{Hiera, Strategy, Variables, eyaml, hash_get};
use crate::catalog::Value;
use crate::catalog::explain::{Event, Kind};
use crate::catalog::lookup::{Origin, Outcome};

/// A layer: its name (`global`, `environment`, `module m`), its
/// configuration, and whether its `default_hierarchy` is searched.
pub(super) type Layer = (String, Rc<Config>, bool);

impl Hiera {
    /// Searches `root` through `layers`, adding what each level holds to
    /// `found` (highest priority first) and where it came from to
    /// `origins`. `module` is the module the key names.
    pub(super) fn search(
        &self,
        layers: &[Layer],
        (root, dig): (&str, &[Value]),
        module: Option<&str>,
        strategy: &Strategy,
        variables: Variables,
        (found, origins): (&mut Vec<Value>, &mut Vec<Origin>),
    ) -> Result<(), String> {
        let defaults = layers.iter().any(|(_, _, d)| *d);
        // Puppet's provider stack is global, environment, module; a
        // default_hierarchy is the module's provider alone.
        let merge = !defaults && self.trace_merge(strategy, 3);
        let start = found.len();
        if self.global.is_none() && !defaults {
            // Puppet's global layer is there without a hiera.yaml.
            self.trace_leaf(|| {
                (
                    Kind::Provider {
                        name: "Global Data Provider (hiera configuration version 5)".into(),
                        config: None,
                    },
                    Event::NotFound(root.to_string()),
                )
            });
        }
        let mut stopped = false;
        for (layer, config, defaults) in layers {
            let levels = match defaults {
                true => &config.default_hierarchy,
                false => &config.hierarchy,
            };
            let name = match layer.strip_prefix("module ") {
                Some(m) => format!("Module \"{m}\" Data Provider"),
                None if layer == "global" => "Global Data Provider".into(),
                None => "Environment Data Provider".into(),
            };
            self.trace_push(|| Kind::Provider {
                name: format!("{name} (hiera configuration version {})", config.version),
                config: Some(config.path.display().to_string()),
            });
            let provider = (layer.as_str(), config.as_ref());
            let key = (root, dig);
            let searched =
                self.search_levels(provider, levels, key, strategy, variables, found, origins);
            self.trace_pop();
            if searched? {
                stopped = true;
                break;
            }
        }
        if let Some(m) = module
            && !stopped
            && !defaults
            && !layers.iter().any(|(l, _, _)| l.starts_with("module "))
        {
            let kind = match self.modules.contains_key(m) {
                true => Kind::ModuleProviderNotFound(m.to_string()),
                false => Kind::ModuleNotFound(m.to_string()),
            };
            self.trace_leaf(|| (kind, Event::Nothing));
        }
        self.trace_merged(merge, strategy, &found[start..]);
        Ok(())
    }

    /// One provider's levels; whether the search stops (first found).
    #[allow(clippy::too_many_arguments)]
    fn search_levels(
        &self,
        (layer, config): (&str, &Config),
        levels: &[Level],
        key: (&str, &[Value]),
        strategy: &Strategy,
        variables: Variables,
        found: &mut Vec<Value>,
        origins: &mut Vec<Origin>,
    ) -> Result<bool, String> {
        let merge = self.trace_merge(strategy, levels.len());
        let start = found.len();
        let mut stopped = Ok(false);
        for (at, level) in levels.iter().enumerate() {
            self.trace_push(|| Kind::Provider {
                name: format!("Hierarchy entry \"{}\"", level.name),
                config: None,
            });
            let searched = self.search_level(
                (layer, config, level),
                key,
                strategy,
                variables,
                found,
                origins,
            );
            self.trace_pop();
            match searched {
                Ok(false) => {}
                Ok(true) => {
                    stopped = self
                        .interpolate_unsearched(&levels[at + 1..], variables)
                        .map(|()| true);
                    break;
                }
                other => {
                    stopped = other;
                    break;
                }
            }
        }
        self.trace_merged(merge, strategy, &found[start..]);
        stopped
    }

    /// One level's data files; whether the search stops (first found).
    fn search_level(
        &self,
        (layer, config, level): (&str, &Config, &Level),
        (root, dig): (&str, &[Value]),
        strategy: &Strategy,
        variables: Variables,
        found: &mut Vec<Value>,
        origins: &mut Vec<Origin>,
    ) -> Result<bool, String> {
        let at = (layer, level, root, dig);
        if let Some(stop) = self.ruby(at, strategy, variables, found, origins)? {
            return Ok(stop);
        }
        // Puppet loads a level's function when it reaches the level.
        super::check_backend(config, level)?;
        let paths = self.level_locations(level, variables)?;
        let merge = self.trace_merge(strategy, paths.len());
        let start = found.len();
        let mut stopped = Ok(false);
        for (path, original) in paths {
            self.trace_push(|| Kind::Location {
                path: path.display().to_string(),
                original,
            });
            let tried = self.search_path(layer, level, &path, root, variables, found, origins);
            self.trace_pop();
            match tried {
                Ok(true) if strategy.stops_at_first() => {
                    stopped = Ok(true);
                    break;
                }
                Ok(_) => {}
                Err(e) => {
                    stopped = Err(e);
                    break;
                }
            }
        }
        self.trace_merged(merge, strategy, &found[start..]);
        stopped
    }

    /// One data file; whether it holds the key.
    #[allow(clippy::too_many_arguments)]
    fn search_path(
        &self,
        layer: &str,
        level: &Level,
        path: &std::path::Path,
        root: &str,
        variables: Variables,
        found: &mut Vec<Value>,
        origins: &mut Vec<Origin>,
    ) -> Result<bool, String> {
        let shown = path.display().to_string();
        let Some(data) = self.data_file(path, level)? else {
            self.record(layer, level, &shown, Outcome::PathNotFound);
            self.trace_event(|| Event::LocationNotFound);
            return Ok(false);
        };
        let Some(value) = hash_get(&data.value, root) else {
            self.record(layer, level, &shown, Outcome::NotFound);
            self.trace_event(|| Event::NotFound(root.to_string()));
            return Ok(false);
        };
        let (value, secret) = match level.backend {
            Backend::Eyaml => {
                let options = super::eyaml_options(level, variables, self)?;
                let read_key = |path: &str| self.read_key(path);
                eyaml::decrypt_value(&value, &options, root, &shown, &read_key)?
            }
            _ => (value, false),
        };
        if secret {
            self.decrypted.set(true);
        }
        // The level's step goes before the lookups its value's
        // interpolations make, as Puppet's explanation does.
        let step = self.record(layer, level, &shown, Outcome::Found(Value::Undef));
        // A value interpolating a decrypted one holds a secret.
        let before = self.decrypted.replace(false);
        let (interpolated, nested) = self.interpolated(&value, variables)?;
        let via_interpolation = self.decrypted.get();
        self.decrypted.set(before || via_interpolation);
        let raw = value;
        let value = interpolated;
        if let Some(step) = self.steps.borrow_mut().get_mut(step) {
            step.outcome = Outcome::Found(value.clone());
            step.secret = secret || via_interpolation;
        }
        self.trace_event(|| Event::Found(root.to_string(), value.clone()));
        let line = data
            .document
            .as_ref()
            .and_then(|d| d.key_location(&[Value::str(root)]))
            .map_or(0, |l| l.line);
        origins.push(Origin {
            file: shown,
            line,
            level: level.name.clone(),
            layer: layer.to_string(),
            raw: Some(raw),
            nested,
            text: Some(data.text.clone()),
            ruby: None,
        });
        found.push(value);
        Ok(true)
    }

    /// Digs a found value by the key's dotted segments after the merge,
    /// as Puppet does (`Sub key: "a.b"`); `None` where a segment is
    /// missing.
    pub(super) fn dig_segments(&self, value: Value, segments: &[Value]) -> Option<Value> {
        if segments.is_empty() {
            return Some(value);
        }
        if !self.tracing() {
            return segments
                .iter()
                .try_fold(value, |v, segment| super::interpolate::dig(&v, segment));
        }
        let joined: Vec<String> = segments.iter().map(Value::to_string).collect();
        self.trace_push(|| Kind::SubKey(joined.join(".")));
        let mut value = Some(value);
        for segment in segments {
            self.trace_push(|| Kind::Segment);
            value = value.and_then(|v| super::interpolate::dig(&v, segment));
            self.trace_event(|| match &value {
                Some(v) => Event::Found(segment.to_string(), v.clone()),
                None => Event::NotFound(segment.to_string()),
            });
            self.trace_pop();
            if value.is_none() {
                break;
            }
        }
        self.trace_pop();
        value
    }
}
