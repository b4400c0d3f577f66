//! Calls of functions the plainness check cannot vouch for (written in
//! Ruby by modules, warning once, unknown): an input holding one is
//! incremental as long as the call does not run.

use super::*;

#[test]
fn functions_that_are_not_plain_recompile_only_where_they_run() {
    let mut session = verified_session();
    session
        .submit("define site($legacy = false) { if $legacy { no_such_function('legacy') } notify { \"site ${title}\": } }")
        .unwrap();
    session.submit("$mode = 'quiet'").unwrap();
    submit_each(
        &mut session,
        true,
        &[
            "site { 'a': }",
            "if $mode == 'loud' { no_such_function() }",
            "$maybe = $mode ? { 'loud' => no_such_function(), default => 'calm' }",
        ],
    );
    // Run, the call leaves the input to the full compile, which words the
    // error as Puppet does.
    let rejected = session.submit("site { 'b': legacy => true }").unwrap_err();
    assert!(
        rejected.0.contains("Unknown function: 'no_such_function'"),
        "{}",
        rejected.0
    );
    assert!(session.find("Site[b]").is_none());
}
