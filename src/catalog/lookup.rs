//! What a Hiera lookup leaves behind as data: where a found value came
//! from ([`Origin`], kept in a parameter's provenance) and each level a
//! lookup tried ([`Step`], for explanations; [`Explained`] with Puppet's
//! tree of it). The hiera layer makes them;
//! the catalog's text forms and the front ends read them.

use super::Value;

/// Where a found value came from.
#[derive(Debug, Clone, PartialEq)]
pub struct Origin {
    /// The data file and the line of the key in it.
    pub file: String,
    pub line: u32,
    /// The hierarchy level's name, and its layer (`global`,
    /// `environment`, `module m`).
    pub level: String,
    pub layer: String,
    /// The data as written at that level, before interpolation (none
    /// where a function level gave it).
    pub raw: Option<Value>,
    /// What interpolating it read, in order.
    pub nested: Vec<Interpolated>,
    /// The data file's text, for diffs that name the line that changed.
    pub text: Option<DataText>,
    /// The level's function when it is written in Ruby and ran in the
    /// Ruby worker (`data_hash function 'mod::f'`).
    pub ruby: Option<String>,
}

/// A data file's text, shared by every origin in it (equal when the
/// texts are).
#[derive(Debug, Clone)]
pub struct DataText(pub std::sync::Arc<crate::syntax::Source>);

impl PartialEq for DataText {
    fn eq(&self, other: &DataText) -> bool {
        self.0.text == other.0.text
    }
}

/// What an interpolation in Hiera data read: another key
/// (`%{lookup('k')}`, `%{alias('k')}`, `%{hiera('k')}`) or a scope
/// variable (`%{x}`, `%{facts.os.family}`).
#[derive(Debug, Clone, PartialEq)]
pub enum Interpolated {
    Lookup(std::rc::Rc<super::HieraSource>),
    Variable { name: String, value: Value },
}

/// What the last lookup left for its explanation: each level tried, one
/// step a level, and Puppet's tree of it (`puppet lookup --explain`'s).
#[derive(Debug, Clone, Default)]
pub struct Explained {
    pub steps: Vec<Step>,
    pub puppet: Vec<super::explain::Node>,
}

/// One step of a lookup, for explanations.
#[derive(Debug, Clone)]
pub struct Step {
    /// The key looked up, and how deep in interpolations its lookup is:
    /// 0 for the key asked, 1 for a key a value found for it interpolates
    /// (`%{lookup('k')}`, `%{alias('k')}`), and so on.
    pub key: String,
    pub depth: usize,
    pub layer: String,
    pub level: String,
    /// The data file tried (after interpolation).
    pub path: String,
    pub outcome: Outcome,
    /// Whether the value found was decrypted (eyaml).
    pub secret: bool,
    /// The merge strategy of the lookup of `key` (`lookup_options`', or
    /// the one asked), which an explanation names even when nothing is
    /// found.
    pub strategy: &'static str,
}

/// What a step found.
#[derive(Debug, Clone)]
pub enum Outcome {
    /// Not a level: a nested lookup of `key` begins here, made while
    /// interpolating the value found at the last level one depth up (that
    /// level's step comes first, with the value interpolated).
    NestedLookup,
    PathNotFound,
    NotFound,
    Found(Value),
}
