//! Resources of types written in Ruby (`file_line`, `ini_setting`,
//! `cron`...), which the environment reads from their modules: which
//! attributes they accept, how a title splits into key attributes by the
//! type's title patterns, and the uniqueness key two declarations must
//! not share. What Puppet 7.23 does here is recorded in
//! `tests/environments/ruby_types/NOTES.md`.

use std::rc::Rc;

use super::{Compiler, Eval};
use crate::catalog::settings::PuppetVersion;
use crate::catalog::{Param, Provenance, ResourceId, Value};
use crate::loader::ruby_types::RubyType;
use crate::syntax::Span;

impl Compiler {
    /// The Ruby type named `type_name` (any case) if one was loaded already.
    /// Asked for every resource made: a catalog with no Ruby types, and a
    /// name in lower case, cost no allocation.
    pub(super) fn loaded_ruby_type(&self, type_name: &str) -> Option<&Rc<RubyType>> {
        if self.ruby_types.is_empty() {
            return None;
        }
        if type_name.bytes().any(|b| b.is_ascii_uppercase()) || !type_name.is_ascii() {
            self.ruby_types.get(&type_name.to_lowercase())
        } else {
            self.ruby_types.get(type_name)
        }
    }

    /// A type of the core modules Puppet 8 bundles (none in Puppet 7).
    fn bundled_type(&mut self, lower: String) -> Option<Rc<RubyType>> {
        let found = match self.options.settings.version {
            PuppetVersion::V8 => super::core_module_types::core_module_type(&lower)?,
            PuppetVersion::V7 => return None,
        };
        self.ruby_types.insert(lower, found.clone());
        Some(found)
    }

    /// The Ruby type `name` (any case), if the environment has one.
    pub(super) fn ruby_type(&mut self, name: &str, span: Span) -> Eval<Option<Rc<RubyType>>> {
        let lower = name.to_lowercase();
        if let Some(known) = self.ruby_types.get(&lower) {
            return Ok(Some(known.clone()));
        }
        let Some(loader) = self.options.loader.clone() else {
            return Ok(self.bundled_type(lower));
        };
        match loader.resource_type(&lower) {
            // The environment's modules come first, as on Puppet's
            // modulepath; then the core modules Puppet bundles.
            None => Ok(self.bundled_type(lower)),
            Some(Ok(t)) => {
                self.ruby_types.insert(lower, t.clone());
                Ok(Some(t))
            }
            Some(Err(message)) => Err(self.error(
                span,
                format!("Evaluation Error: Resource type '{lower}' could not be read: {message}"),
            )),
        }
    }

    /// The uniqueness key a new resource of a Ruby type takes besides its
    /// title (`None` if it is only its title), or Puppet's error when its
    /// title fits none of the type's patterns.
    pub(super) fn ruby_type_alias(
        &self,
        ruby: &RubyType,
        type_name: &str,
        title: &str,
        params: &crate::catalog::AttrMap<Param>,
    ) -> Result<Option<(String, String)>, String> {
        let given: Vec<(String, Value)> = params
            .iter()
            .map(|(k, p)| (k.clone(), p.value.clone()))
            .collect();
        let resolved = ruby.resolve(title, &given, |s: &str| Value::str(s))?;
        let key = resolved.uniqueness_key;
        let only_title = matches!(key.as_slice(), [Some(Value::Str(t))] if **t == *title);
        if only_title || !ruby.isomorphic {
            return Ok(None);
        }
        let parts: Vec<String> = key
            .iter()
            .map(|v| match v {
                Some(v) => format!("{:?}", v.to_string()),
                None => "nil".to_string(),
            })
            .collect();
        let shown = parts.join(", ");
        let _ = type_name;
        Ok(Some((key_alias(&key), shown)))
    }

    /// A reference's resource, found by its title or, for a Ruby type,
    /// by the key its title splits into (`Sshkey['host@ssh-rsa']` finds
    /// the key declared under another title).
    pub(super) fn find_referenced_resource(
        &self,
        type_name: &str,
        title: &str,
    ) -> Option<ResourceId> {
        self.note_resource_probe(type_name, title);
        if let Some(found) = self.catalog.find_referenced(type_name, title) {
            return Some(found);
        }
        let ruby = self.loaded_ruby_type(type_name)?;
        // Found by the key its title splits into, which any resource of
        // the type may have.
        self.note_probe(type_name);
        let resolved = ruby.resolve(title, &[], |s: &str| Value::str(s)).ok()?;
        self.catalog
            .find(type_name, &key_alias(&resolved.uniqueness_key))
    }

    /// Resources of Ruby types take their final parameters when the
    /// catalog is finished: the title split by the type's patterns, the
    /// given attributes merged in, the namevar left out where it repeats
    /// the title (as Puppet's catalog shows them).
    pub(super) fn finish_ruby_type_params(
        &mut self,
        ids: impl IntoIterator<Item = ResourceId>,
    ) -> Eval<()> {
        for id in ids {
            let r = &self.catalog.resources[id];
            let Some(ruby) = self.loaded_ruby_type(&r.type_name).cloned() else {
                continue;
            };
            if r.kind != crate::catalog::Kind::Builtin
                || crate::catalog::schema::builtin(&r.type_name).is_some()
            {
                continue;
            }
            let given: Vec<(String, Value)> = r
                .params
                .iter()
                .map(|(k, p)| (k.clone(), p.value.clone()))
                .collect();
            let span = r.span.unwrap_or_default();
            let title = r.title.clone();
            let resolved = ruby
                .resolve(&title, &given, |s: &str| Value::str(s))
                .map_err(|m| self.error(span, m))?;
            let old = std::mem::take(&mut self.catalog.resources[id].params);
            let mut params = crate::catalog::AttrMap::default();
            for (name, value) in resolved.parameters {
                // A parameter the manifest gave keeps its history; one the
                // title gave is the compiler's.
                let param = match old.get(&name) {
                    Some(p) if p.value == value => p.clone(),
                    _ => Param {
                        value,
                        provenance: Provenance::Compiler,
                        source: "".into(),
                    },
                };
                params.insert(name, param);
            }
            self.catalog.resources[id].params = params;
        }
        Ok(())
    }
}

/// The catalog alias of a uniqueness key: a one-part key is its value,
/// as a namevar alias is, so a title equal to it clashes; a longer key
/// is a string no title can be.
fn key_alias(key: &[Option<Value>]) -> String {
    match key {
        [Some(one)] => one.to_string(),
        _ => {
            let parts: Vec<String> = key
                .iter()
                .map(|v| {
                    v.as_ref()
                        .map_or("nil".into(), |v| format!("{:?}", v.to_string()))
                })
                .collect();
            format!("\0[{}]", parts.join(", "))
        }
    }
}
