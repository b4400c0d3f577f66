//! Sessions as most tests open them: a node with its default facts, no
//! environment yet, Puppet 7's semantics.

use spaceship::catalog::settings::{PuppetVersion, Settings};
use spaceship::driver;
use spaceship::session::Session;

/// An empty session for `node` with its default facts, Puppet 7's
/// semantics.
pub fn puppet7_session(node: &str) -> Session {
    Session::with_settings(
        node.into(),
        driver::default_facts(node),
        None,
        Settings::defaults(PuppetVersion::V7),
    )
}
