//! What a Hiera lookup leaves behind as data: where a found value came
//! from ([`Origin`], kept in a parameter's provenance) and each level a
//! lookup tried ([`Step`], for explanations). The hiera layer makes them;
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
    /// The level's function when it is written in Ruby and ran in the
    /// Ruby worker (`data_hash function 'mod::f'`).
    pub ruby: Option<String>,
}

/// One step of a lookup, for explanations.
#[derive(Debug, Clone)]
pub struct Step {
    pub layer: String,
    pub level: String,
    /// The data file tried (after interpolation).
    pub path: String,
    pub outcome: Outcome,
    /// Whether the value found was decrypted (eyaml).
    pub secret: bool,
}

/// What a step found.
#[derive(Debug, Clone)]
pub enum Outcome {
    PathNotFound,
    NotFound,
    Found(Value),
}
