//! The compiling machine's facts (`$server_facts`, `$serverip`...) are
//! looked for (two UDP sockets) only when code reads one. One test in its
//! own binary: the facts are found once per process.

use spaceship::driver;
use spaceship::eval::server_facts;

#[path = "common/compile.rs"]
#[allow(dead_code)]
mod compile;
use compile::{default_options, one_source};

fn compile(text: &str) -> Vec<String> {
    let sources = one_source("<t>", text);
    let options = default_options();
    driver::compile(&sources, options).unwrap().messages.clone()
}

#[test]
fn server_facts_are_found_only_when_read() {
    compile("$x = $facts notify { 'n': message => $trusted } notice(defined('$y'))");
    assert!(!server_facts::found(), "found without being read");
    // A reassignment is refused as before: the variable exists.
    let sources = one_source("<t>", "$serverversion = 1");
    let options = default_options();
    assert!(driver::compile(&sources, options).is_err());
    assert!(!server_facts::found());
    let notices =
        compile("notice($serverversion, $::server_facts['environment'], getvar('serverversion'))");
    assert_eq!(notices, ["notice: 7.23.0 production 7.23.0"]);
    assert!(server_facts::found());
}
