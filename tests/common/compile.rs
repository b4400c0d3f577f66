//! In-process compiles for node `test`: the options (no modules, no
//! exported resources, Puppet 7's semantics) and a one-source map.

use spaceship::catalog::Value;
use spaceship::catalog::settings::{PuppetVersion, Settings};
use spaceship::driver;
use spaceship::eval::Options;
use spaceship::syntax::{Source, SourceMap};

/// Node `test` with `facts`, no modules, no exported resources, Puppet
/// 7's semantics.
pub fn puppet7_options(facts: Value) -> Options {
    Options {
        node: "test".into(),
        facts,
        loader: None,
        exports: None,
        settings: Settings::defaults(PuppetVersion::V7),
    }
}

/// `puppet7_options` with the default facts.
pub fn default_options() -> Options {
    puppet7_options(driver::default_facts("test"))
}

/// A source map holding `text` alone, named `name`.
pub fn one_source(name: &str, text: impl Into<String>) -> SourceMap {
    let mut sources = SourceMap::default();
    sources.add(Source::new(name, text));
    sources
}
