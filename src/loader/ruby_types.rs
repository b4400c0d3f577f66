//! Resource types written in Ruby (`<module>/lib/puppet/type/*.rb`), read
//! from their source text without running Ruby.
//!
//! Two forms are read: the Ruby DSL itself ([`read_type`]) and the
//! `.resource_types/NAME.pp` files `puppet generate types` writes
//! ([`read_generated`]). Both give a [`RubyType`]: its attributes, its
//! namevars (Puppet's key attributes) and its title patterns, which split
//! a title into namevar values as Puppet does ([`RubyType::split_title`]).
//! Attributes a type gets from helper files (modules it extends or
//! includes, Procs it evaluates, provider files reopening it) are read with
//! [`read_mixins`] and applied by [`read_type_with`]; the loader decides
//! which files those are, and whether the type has providers
//! ([`RubyType::add_provider_param`]). [`RubyType::resolve`] gives what a
//! resource of the type is in a catalog: its parameters and uniqueness key.
//!
//! How Puppet 7.23 uses these types in a catalog (checked against the real
//! thing, see `tests/environments/ruby_types/NOTES.md`): parameters come
//! from `parse_title` merged with the given attributes, the namevar equal
//! to the title is left out of the JSON, and two resources whose key
//! attributes resolve to the same values are duplicates.

mod blocks;
mod generated;
mod identity;
mod lexer;
mod mixins;
mod newtype;
mod regex;
mod resource_api;
mod title_patterns;

use crate::catalog::schema::METAPARAMS;
use std::fmt;

pub use generated::read_generated;
pub use identity::Resolved;
pub use mixins::Mixin;

/// A resource type known from its Ruby source or its generated form.
#[derive(Debug, Clone, PartialEq)]
pub struct RubyType {
    pub name: String,
    /// Properties in Puppet's order (`ensure` first).
    pub properties: Vec<String>,
    /// Parameters in declaration order (`provider` last when added).
    pub parameters: Vec<String>,
    /// The key attributes, in Puppet's order: parameters marked as namevar,
    /// and `name` whenever the type has a `name` parameter.
    pub namevars: Vec<String>,
    /// The title patterns, Puppet's default `/(.*)/m` included when the type
    /// has one namevar and defines none.
    pub title_patterns: Vec<TitlePattern>,
    /// False when the type defines title patterns this reader could not
    /// understand (computed regexes, method calls): `split_title` then
    /// gives the whole title to the first namevar.
    pub title_patterns_understood: bool,
    /// Whether a title names the managed thing (Puppet's `isomorphic?`):
    /// only isomorphic types get the uniqueness-key alias that finds
    /// duplicates.
    pub isomorphic: bool,
    /// Whether `name` is accepted without a `name` parameter. Puppet's
    /// Ruby types accept it always (`validattr?`), and it then sets the
    /// namevar ([`RubyType::attribute_name`]); the generated form does not.
    pub accepts_any_name: bool,
    /// Read from `.resource_types/` (what `puppet generate types` wrote):
    /// Puppet then answers no attribute access on its resources
    /// (`Widget['w']['size']` is "does not have a parameter").
    pub generated: bool,
    /// The file read, and the line of `newtype` (1 for generated files).
    pub file: String,
    pub line: usize,
    /// What was read but not applied, or guessed, for the user to see.
    pub notes: Vec<String>,
}

/// One title pattern: a regex and the attributes its captures go to.
#[derive(Debug, Clone)]
pub struct TitlePattern {
    /// The regex as Ruby reads it, with its flags (`m`, `i`, `x`).
    pub source: String,
    pub flags: String,
    /// The attributes given the first, second, ... capture.
    pub attributes: Vec<String>,
    regex: regex_lite::Regex,
}

impl PartialEq for TitlePattern {
    fn eq(&self, other: &Self) -> bool {
        self.source == other.source
            && self.flags == other.flags
            && self.attributes == other.attributes
    }
}

impl TitlePattern {
    /// Translates a Ruby regex; an error says what `regex-lite` lacks.
    pub fn new(source: &str, flags: &str, attributes: Vec<String>) -> Result<TitlePattern, String> {
        let translated = regex::translate(source, flags)?;
        let regex = regex_lite::Regex::new(&translated).map_err(|e| e.to_string())?;
        Ok(TitlePattern {
            source: source.to_string(),
            flags: flags.to_string(),
            attributes,
            regex,
        })
    }
}

/// Why a file could not be read as a type: the file, the line, and what.
#[derive(Debug, Clone, PartialEq)]
pub struct TypeReadError {
    pub file: String,
    pub line: usize,
    pub message: String,
}

impl fmt::Display for TypeReadError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}: {}", self.file, self.line, self.message)
    }
}

impl std::error::Error for TypeReadError {}

/// Reads `Puppet::Type.newtype(:name) do ... end` (or a Resource API
/// `Puppet::ResourceApi.register_type(...)`) from a type file's text.
pub fn read_type(path_for_errors: &str, text: &str) -> Result<RubyType, TypeReadError> {
    read_type_with(path_for_errors, text, &[])
}

/// Reads the Ruby modules of a helper file (`lib/puppet_x/**/*.rb`) that
/// declare attributes for the types that `extend` or `include` them.
pub fn read_mixins(path_for_errors: &str, text: &str) -> Result<Vec<Mixin>, TypeReadError> {
    let toks = lexer::tokenize(text).map_err(|(message, line)| TypeReadError {
        file: path_for_errors.to_string(),
        line,
        message,
    })?;
    Ok(mixins::scan(&toks))
}

/// [`read_type`], with the modules that helper files define (see
/// [`read_mixins`]) at hand for the type's `extend` and `include`.
pub fn read_type_with(
    path_for_errors: &str,
    text: &str,
    mixins: &[Mixin],
) -> Result<RubyType, TypeReadError> {
    let err = |(message, line): (String, usize)| TypeReadError {
        file: path_for_errors.to_string(),
        line,
        message,
    };
    let toks = lexer::tokenize(text).map_err(err)?;
    let decls = if resource_api::is_resource_api(&toks) {
        resource_api::read(&toks).map_err(err)?
    } else {
        newtype::read(&toks, mixins).map_err(err)?
    };
    let mut t = RubyType::from_decls(path_for_errors, decls);
    // Provider files reopening the type add their parameters after the
    // type's own, as Puppet loads providers after the type.
    for m in mixins
        .iter()
        .filter(|m| m.patches.as_deref() == Some(&t.name))
    {
        for d in m.item("patch").unwrap_or_default() {
            match d {
                mixins::Decl::Param(p, _) if !t.parameters.contains(p) => {
                    t.parameters.push(p.clone())
                }
                mixins::Decl::Property(p) if !t.properties.contains(p) => {
                    t.properties.push(p.clone())
                }
                _ => {}
            }
        }
    }
    Ok(t)
}

impl RubyType {
    fn from_decls(file: &str, d: newtype::Decls) -> RubyType {
        let mut notes = d.notes;
        let parameters: Vec<String> = d.params.iter().map(|(p, _)| p.clone()).collect();
        // Puppet's key attributes: marked parameters, and `name` always.
        let namevars: Vec<String> = d
            .params
            .iter()
            .filter(|(p, marked)| *marked || p == "name")
            .map(|(p, _)| p.clone())
            .collect();
        let mut understood = true;
        let title_patterns = match d.title_patterns {
            Some(Ok(raw)) => {
                let mut out = Vec::new();
                for r in raw {
                    match TitlePattern::new(&r.source, &r.flags, r.attrs) {
                        Ok(p) => out.push(p),
                        Err(e) => {
                            understood = false;
                            notes.push(format!("title pattern /{}/ not understood: {e}", r.source));
                        }
                    }
                }
                if understood { out } else { Vec::new() }
            }
            Some(Err(why)) => {
                understood = false;
                notes.push(format!(
                    "{why}; a title is taken whole as the first namevar's value"
                ));
                Vec::new()
            }
            None => default_patterns(&namevars, &mut notes),
        };
        RubyType {
            name: d.name,
            properties: d.properties,
            parameters,
            namevars,
            title_patterns,
            title_patterns_understood: understood,
            isomorphic: d.isomorphic,
            accepts_any_name: true,
            generated: false,
            file: file.to_string(),
            line: d.line,
            notes,
        }
    }

    /// Whether `attr` is a parameter, property or metaparameter, or `name`
    /// for a type read from Ruby (see `accepts_any_name`). Puppet rejects
    /// anything else: `no parameter named 'ATTR'`.
    pub fn accepts(&self, attr: &str) -> bool {
        attr == "name" && self.accepts_any_name
            || self.parameters.iter().any(|p| p == attr)
            || self.properties.iter().any(|p| p == attr)
            || METAPARAMS.contains(&attr)
    }

    /// The attribute the catalog shows for `attr` as written: `name` is the
    /// namevar when the type has exactly one (Puppet's `parameter_name`),
    /// so `name => 'x'` on a type keyed by `path` appears as `"path": "x"`.
    pub fn attribute_name<'a>(&'a self, attr: &'a str) -> &'a str {
        match self.namevars.as_slice() {
            [only] if attr == "name" => only,
            _ => attr,
        }
    }

    /// Adds the `provider` parameter, as Puppet does when the type has
    /// providers (`lib/puppet/provider/NAME/*.rb` in any module): the
    /// loader knows that, the type file does not.
    pub fn add_provider_param(&mut self) {
        if !self.parameters.iter().any(|p| p == "provider") {
            self.parameters.push("provider".to_string());
        }
    }

    /// Splits a title into attribute values as Puppet's `parse_title`
    /// does: the first pattern that matches (anywhere in the title, as
    /// Ruby's `match`) gives its captures to its attributes, in order;
    /// a capture that took no part in the match gives nothing. `None`
    /// when no pattern matches, which Puppet reports as `No set of title
    /// patterns matched the title "TITLE".`
    pub fn split_title(&self, title: &str) -> Option<Vec<(String, String)>> {
        if !self.title_patterns_understood {
            return self
                .namevars
                .first()
                .map(|n| vec![(n.clone(), title.to_string())]);
        }
        self.title_patterns.iter().find_map(|p| {
            let caps = p.regex.captures(title)?;
            Some(
                p.attributes
                    .iter()
                    .enumerate()
                    .filter_map(|(i, a)| Some((a.clone(), caps.get(i + 1)?.as_str().to_string())))
                    .collect(),
            )
        })
    }
}

/// Puppet's title patterns for a type that defines none: the whole title
/// to the only namevar; none without a namevar; and an error (noted) with
/// two or more, which Puppet raises when a title is parsed.
fn default_patterns(namevars: &[String], notes: &mut Vec<String>) -> Vec<TitlePattern> {
    match namevars {
        [] => Vec::new(),
        [only] => vec![TitlePattern::new("(.*)", "m", vec![only.clone()]).expect("a valid regex")],
        _ => {
            notes.push(
                "two or more namevars and no title_patterns: Puppet raises 'you must specify \
                 title patterns when there are two or more key attributes'"
                    .into(),
            );
            Vec::new()
        }
    }
}
