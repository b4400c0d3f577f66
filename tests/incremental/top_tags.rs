//! `tag()` typed at the top scope gives `Class[main]` a tag, which the end
//! of the compile passes to every resource the top scope declared: taken
//! without a recompile where nothing else took or looked for it.

use super::*;

fn tags(session: &Session, reference: &str) -> Vec<String> {
    let id = session.find(reference).unwrap();
    let r = &session.catalog().resources[id];
    r.tags.iter().map(|t| t.to_string()).collect()
}

/// What the REPL prints for an input.
fn account(report: &spaceship::session::Report) -> String {
    let mut out = Vec::new();
    spaceship::repl::print_report(
        report,
        spaceship::repl::Painter {
            colour: false,
            quiet: false,
        },
        &mut out,
    );
    String::from_utf8(out).unwrap()
}

#[test]
fn top_scope_tags_reach_what_the_top_scope_declared() {
    let mut session = verified_session();
    for input in [
        "class web { notify { 'in web': } @notify { 'virtual in web': } }",
        "include web",
        "notify { 'top': }",
        "@file { '/tmp/virtual': }",
        "['a'].each |$x| { notify { \"from ${x}\": } }",
    ] {
        session.submit(input).unwrap();
    }
    let report = session.submit("tag('role', 'app::db')").unwrap();
    assert!(report.incremental, "{:?}", report.recompiled_because);
    let tagged = ["class", "role", "app::db", "app", "db"];
    assert_eq!(tags(&session, "Class[main]"), tagged);
    assert_eq!(tags(&session, "Notify[top]")[2..], tagged);
    assert_eq!(tags(&session, "File[/tmp/virtual]")[1..], tagged);
    assert_eq!(tags(&session, "Notify[from a]")[1..], tagged);
    // A class took the top scope's tags as it was evaluated, before.
    assert_eq!(tags(&session, "Class[Web]"), ["class", "web"]);
    assert_eq!(tags(&session, "Notify[in web]"), ["notify", "class", "web"]);
    assert_eq!(
        account(&report),
        "~ Class[main] tags +role +app::db +app +db\n\
         ~ Notify[top] tags +role +app::db +app +db\n\
         ~ File[/tmp/virtual] tags +role +app::db +app +db\n\
         ~ Notify[from a] tags +role +app::db +app +db\n"
    );
    // Declared after, a resource takes them when the catalog is finished;
    // a tag it has already (its `tag` attribute's come first) keeps its
    // place.
    let report = session.submit("notify { 'later': tag => 'app' }").unwrap();
    assert!(report.incremental);
    assert_eq!(
        tags(&session, "Notify[later]"),
        ["app", "notify", "later", "class", "role", "app::db", "db"]
    );
    // Collectors find them by it, as in the compile (the class's virtual
    // resource through its class's scope).
    let report = session.submit("File <| tag == 'db' |>").unwrap();
    assert!(report.incremental);
    assert!(!session.catalog().resources[session.find("File[/tmp/virtual]").unwrap()].is_virtual);
    // Undone, the tags are gone again.
    session.undo().unwrap();
    session.undo().unwrap();
    let report = session.undo().unwrap();
    assert_eq!(tags(&session, "Notify[top]"), ["notify", "top", "class"]);
    assert!(account(&report).contains("~ Notify[top] tags -role -app::db -app -db\n"));
}

/// Define instances the top scope declared and nodes took `Class[main]`'s
/// tags as their code ran, after the top scope; a class it contains takes
/// them as the compile ends; a collector or later code's `tagged()` may
/// have looked for the tag: only the full compile places them.
#[test]
fn top_scope_tags_recompile_where_other_code_took_or_looked_for_them() {
    let cases = [
        (
            "define wrapper() { notify { \"in ${title}\": } } wrapper { 'a': }",
            "reaches a node, or an instance",
        ),
        ("class held { notify { 'held': } } contain held", "reaches"),
        ("node default { notify { 'in node': } }", "reaches"),
        ("@notify { 'v': } Notify <| tag == 'x' |>", "looked for"),
        (
            "define probe() { if tagged('x') { notify { \"saw ${title}\": } } } class holder { probe { 'p': } } include holder",
            "looked for",
        ),
    ];
    for (prelude, reason) in cases {
        let mut session = verified_session();
        session.submit(prelude).unwrap();
        let report = session.submit("notify { 'top': } tag('x')").unwrap();
        let because = report.recompiled_because.unwrap_or_default();
        assert!(because.contains(reason), "{prelude}: {because}");
        assert_eq!(tags(&session, "Notify[top]")[2..], ["class", "x"]);
        // Another tag, which nothing looked for, is taken where no other
        // code took the top scope's tags.
        let report = session.submit("tag('y')").unwrap();
        assert_eq!(report.incremental, reason == "looked for", "{prelude}");
        assert_eq!(tags(&session, "Notify[top]")[2..], ["class", "x", "y"]);
    }
}

/// A class or define instance the input declares tags itself as its code
/// runs, and passes the tag to what it declares.
#[test]
fn tags_in_classes_and_define_bodies_the_input_declares_are_incremental() {
    let mut session = verified_session();
    session
        .submit("class tagged_class { tag('tc') notify { 'in class': } }")
        .unwrap();
    session
        .submit("define tagged_define() { tag('td') notify { \"in ${title}\": } }")
        .unwrap();
    for input in ["include tagged_class", "tagged_define { 'one': }"] {
        let report = session.submit(input).unwrap();
        assert!(
            report.incremental,
            "{input}: {:?}",
            report.recompiled_because
        );
    }
    assert_eq!(
        tags(&session, "Class[Tagged_class]"),
        ["class", "tagged_class", "tc"]
    );
    assert!(tags(&session, "Notify[in class]").contains(&"tc".to_string()));
    assert!(tags(&session, "Notify[in one]").contains(&"td".to_string()));
    assert_eq!(tags(&session, "Class[main]"), ["class"]);
}
