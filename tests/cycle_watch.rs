//! The REPL and the explorer look for dependency cycles only after an
//! input that may have closed one (`Session::may_have_closed_a_cycle`): a walk
//! over the whole catalog is the slowest part of answering an input.
//! Every cycles case and every conformance manifest with relationships is
//! typed statement by statement; where the check says no cycle can have
//! closed, the cycles must be exactly those before the input.

use spaceship::driver;
use spaceship::graph::{Graph, cycles};
use spaceship::session::Session;

#[path = "common/statements.rs"]
mod statements;
use statements::{manifests, statements};

#[derive(Default)]
struct Counts {
    /// Inputs after which cycles were looked for.
    looked: usize,
    /// Inputs skipped while the catalog had a cycle.
    skipped_with_cycle: usize,
    /// Inputs skipped in all.
    skipped: usize,
}

/// Inputs typed after each manifest: most close nothing, whatever the
/// catalog holds; the last contains a declared class anew.
const AFTER: [&str; 5] = [
    "notify { 'typed after': message => 'x' }",
    "$typed_after = 1",
    "class typed_after { notify { 'in typed_after': } } include typed_after",
    "Notify <| title == 'typed after' |> { withpath => true }",
    "contain typed_after",
];

fn type_in(text: &str, counts: &mut Counts, failures: &mut Vec<String>, case: &str) {
    let mut session = Session::new("test".into(), driver::default_facts("test"));
    let mut before = cycles::find(&session.view());
    let typed = statements(text);
    for statement in typed.iter().map(String::as_str).chain(AFTER) {
        let Ok(report) = session.submit(statement) else {
            continue;
        };
        let after = cycles::find(&session.view());
        if session.may_have_closed_a_cycle(&report) {
            counts.looked += 1;
        } else {
            counts.skipped += 1;
            counts.skipped_with_cycle += usize::from(!before.is_empty());
            if after != before {
                failures.push(format!(
                    "{case}: `{statement}` changed the cycles unseen: {before:?} -> {after:?}"
                ));
            }
        }
        before = after;
    }
}

/// Sessions whose last input closes a cycle without naming a
/// relationship itself.
const CLOSING: [&str; 3] = [
    // A realized resource that others named while it was virtual.
    "@notify { 'v': before => Notify['w'] }\nnotify { 'w': before => Notify['v'] }\nrealize(Notify['v'])",
    // A file between a directory and an exec working in it.
    "exec { 'x': command => '/bin/true', cwd => '/srv/a/c' }\nfile { '/srv/a': require => Exec['x'] }\nfile { '/srv/a/c': }",
    // A class contained anew by the class that requires it.
    "class a { }\ninclude a\nrequire a\ncontain a",
];

#[test]
fn cycles_are_looked_for_after_every_input_that_may_close_one() {
    let mut counts = Counts::default();
    let mut failures = Vec::new();
    for (i, text) in CLOSING.iter().enumerate() {
        let mut closing = Counts::default();
        type_in(text, &mut closing, &mut failures, &format!("closing {i}"));
        assert!(closing.looked > 0, "closing {i} was never looked at");
    }
    let related = [
        "require",
        "before",
        "notify",
        "subscribe",
        "->",
        "~>",
        "<-",
        "<~",
    ];
    for case in manifests("tests/cycles")
        .into_iter()
        .chain(manifests("tests/conformance/cases"))
    {
        let text = std::fs::read_to_string(&case).unwrap();
        if !related.iter().any(|r| text.contains(r)) {
            continue;
        }
        let name = case.file_name().unwrap().to_string_lossy().to_string();
        type_in(&text, &mut counts, &mut failures, &name);
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    println!(
        "looked after {} inputs, skipped {} ({} with a cycle in the catalog)",
        counts.looked, counts.skipped, counts.skipped_with_cycle
    );
    // Both ways must be taken, and skips where a cycle could be seen.
    assert!(
        counts.looked > 100 && counts.skipped > 100,
        "too few inputs"
    );
    assert!(
        counts.skipped_with_cycle > 30,
        "too few skips next to a cycle"
    );
}

/// The session's graph is made from the catalog without JSON
/// (`Graph::of_catalog`): it must be the graph of the full view, edge for
/// edge, with the same cycles.
#[test]
fn the_graph_view_makes_the_graph_of_the_full_view() {
    let mut compared = 0;
    let mut with_cycles = 0;
    let mut failures = Vec::new();
    for case in manifests("tests/cycles")
        .into_iter()
        .chain(manifests("tests/conformance/cases"))
    {
        let text = std::fs::read_to_string(&case).unwrap();
        let mut session = Session::new("test".into(), driver::default_facts("test"));
        if session.submit(&text).is_err() {
            continue;
        }
        let full = session.view();
        let (a, (light, b)) = (Graph::from_view(&full), session.graph());
        let found = cycles::find(&full);
        if a.nodes != b.nodes || a.edges != b.edges || a.missing != b.missing {
            failures.push(format!("{}: graphs differ", case.display()));
        } else if found != cycles::find_in(&light, &b) || found != session.cycles() {
            failures.push(format!("{}: cycles differ", case.display()));
        }
        compared += 1;
        with_cycles += usize::from(!found.is_empty());
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    assert!(
        compared > 3000 && with_cycles >= 10,
        "{compared} compared, {with_cycles} with cycles"
    );
}
