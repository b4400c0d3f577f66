//! The compiling machine's facts (`$server_facts`, `$serverip`...) are
//! looked for (two UDP sockets) only when code reads one. One test in its
//! own binary: the facts are found once per process.

use spaceship::driver;
use spaceship::eval::{Options, server_facts};
use spaceship::syntax::{Source, SourceMap};

fn compile(text: &str) -> Vec<String> {
    let mut sources = SourceMap::default();
    sources.add(Source::new("<t>", text));
    let options = Options {
        node: "test".into(),
        facts: driver::default_facts("test"),
        loader: None,
        exports: None,
        settings: spaceship::catalog::settings::Settings::defaults(
            spaceship::catalog::settings::PuppetVersion::V7,
        ),
    };
    driver::compile(&sources, options).unwrap().messages.clone()
}

#[test]
fn server_facts_are_found_only_when_read() {
    compile("$x = $facts notify { 'n': message => $trusted } notice(defined('$y'))");
    assert!(!server_facts::found(), "found without being read");
    // A reassignment is refused as before: the variable exists.
    let mut sources = SourceMap::default();
    sources.add(Source::new("<t>", "$serverversion = 1"));
    let options = Options {
        node: "test".into(),
        facts: driver::default_facts("test"),
        loader: None,
        exports: None,
        settings: spaceship::catalog::settings::Settings::defaults(
            spaceship::catalog::settings::PuppetVersion::V7,
        ),
    };
    assert!(driver::compile(&sources, options).is_err());
    assert!(!server_facts::found());
    let notices =
        compile("notice($serverversion, $::server_facts['environment'], getvar('serverversion'))");
    assert_eq!(notices, ["notice: 7.23.0 production 7.23.0"]);
    assert!(server_facts::found());
}
