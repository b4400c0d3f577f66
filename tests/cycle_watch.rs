//! The REPL and the explorer look for dependency cycles only after an
//! input that may have closed one (`Session::may_have_closed_a_cycle`),
//! and then mostly through the cycle watch (`Session::cycles_after`,
//! `graph::watch`) rather than a walk over the whole catalog, the slowest
//! part of answering an input. Every cycles case and every conformance
//! manifest with relationships is typed statement by statement, once as
//! it is and once after an input that makes the watch at once: where the
//! check says no cycle can have closed, the cycles must be exactly those
//! before the input; every answer must be the full check's; and the watch
//! must hold every edge one made afresh would.

use spaceship::graph::{Graph, cycles};
use spaceship::session::Session;

#[path = "common/statements.rs"]
mod statements;
use statements::statements;
#[path = "common/manifests.rs"]
mod manifests;
use manifests::manifests;

#[path = "common/session.rs"]
mod session;
use session::puppet7_session;

#[derive(Default)]
struct Counts {
    /// Inputs after which cycles were looked for.
    looked: usize,
    /// Inputs skipped while the catalog had a cycle.
    skipped_with_cycle: usize,
    /// Inputs skipped in all.
    skipped: usize,
    /// Inputs looked after while the cycle watch held.
    watched: usize,
    /// Of those, inputs that moved earlier resources.
    watched_reordering: usize,
    /// Of those, inputs that recompiled (the watch carried over).
    watched_recompiled: usize,
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

/// Typed first, it makes the session look for cycles at once, so that
/// the cycle watch answers for most of the inputs after it.
const WATCH_FIRST: &str =
    "notify { 'watch start': before => Notify['watch end'] } notify { 'watch end': }";

fn type_in(text: &str, counts: &mut Counts, failures: &mut Vec<String>, case: &str) {
    type_after(&[], text, Typing::Incremental, counts, failures, case);
    type_after(
        &[WATCH_FIRST],
        text,
        Typing::Incremental,
        counts,
        failures,
        case,
    );
    type_after(
        &[WATCH_FIRST],
        text,
        Typing::Recompiling,
        counts,
        failures,
        case,
    );
}

/// How a session takes the statements.
#[derive(Clone, Copy, PartialEq)]
enum Typing {
    /// As the REPL does: incrementally where it can.
    Incremental,
    /// Every input recompiled, and each then undone and typed again (both
    /// recompiles: the watch is carried over them).
    Recompiling,
}

fn type_after(
    first: &[&str],
    text: &str,
    typing: Typing,
    counts: &mut Counts,
    failures: &mut Vec<String>,
    case: &str,
) {
    let mut session = puppet7_session("test");
    session.set_incremental(typing == Typing::Incremental);
    let mut before = cycles::find(&session.view());
    let typed = statements(text);
    let inputs = first.iter().copied();
    for statement in inputs.chain(typed.iter().map(String::as_str)).chain(AFTER) {
        if typing == Typing::Recompiling && session.submit(statement).is_ok() {
            let Ok(report) = session.undo() else {
                failures.push(format!("{case}: `{statement}` could not be undone"));
                return;
            };
            let undo = format!("{statement}` then `:undo");
            let answer = Answer {
                statement: &undo,
                reordered: false,
                before,
            };
            before = check_answer(&session, &report, answer, counts, failures, case);
        }
        let (generation, compiles) = (session.catalog_generation(), session.compiles());
        let Ok(report) = session.submit(statement) else {
            continue;
        };
        let recompiled = session.compiles() > compiles;
        let reordered = !recompiled && session.catalog_generation() > generation;
        let answer = Answer {
            statement,
            reordered,
            before,
        };
        before = check_answer(&session, &report, answer, counts, failures, case);
    }
}

/// An input to check the answer to.
struct Answer<'s> {
    statement: &'s str,
    /// Whether it moved earlier resources.
    reordered: bool,
    /// The cycles before it.
    before: Vec<Vec<String>>,
}

/// Checks the answer to the input that made `report` against a full
/// check; returns the cycles after it.
fn check_answer(
    session: &Session,
    report: &spaceship::session::Report,
    Answer {
        statement,
        reordered,
        before,
    }: Answer,
    counts: &mut Counts,
    failures: &mut Vec<String>,
    case: &str,
) -> Vec<Vec<String>> {
    let gaps = session.cycle_watch_gaps();
    if !gaps.is_empty() {
        failures.push(format!(
            "{case}: after `{statement}` the cycle watch lacks {}",
            gaps.join(", ")
        ));
    }
    let after = cycles::find(&session.view());
    let watched = session.cycle_watch_holds();
    let recompiled = !report.incremental;
    if let Some(answer) = session.cycles_after(report) {
        counts.looked += 1;
        counts.watched += usize::from(watched);
        counts.watched_recompiled += usize::from(watched && recompiled);
        counts.watched_reordering += usize::from(watched && reordered);
        if answer != after {
            let how = if watched { "with" } else { "without" };
            failures.push(format!(
                "{case}: after `{statement}` ({how} the watch) the cycles are {after:?}, not {answer:?}"
            ));
        }
    } else {
        counts.skipped += 1;
        counts.skipped_with_cycle += usize::from(!before.is_empty());
        if after != before {
            failures.push(format!(
                "{case}: `{statement}` changed the cycles unseen: {before:?} -> {after:?}"
            ));
        }
    }
    after
}

/// Sessions whose last input closes a cycle without naming a
/// relationship itself.
const CLOSING: [&str; 9] = [
    // A realized resource that others named while it was virtual.
    "@notify { 'v': before => Notify['w'] }\nnotify { 'w': before => Notify['v'] }\nrealize(Notify['v'])",
    // ... that names nothing itself.
    "@notify { 'v': }\nnotify { 'w': before => Notify['v'], require => Notify['v'] }\nrealize(Notify['v'])",
    // A file between a directory and an exec working in it.
    "exec { 'x': command => '/bin/true', cwd => '/srv/a/c' }\nfile { '/srv/a': require => Exec['x'] }\nfile { '/srv/a/c': }",
    // Earlier resources related by a chain, a collector, an amendment.
    "notify { 'a': }\nnotify { 'b': before => Notify['a'] }\nNotify['a'] -> Notify['b']",
    "notify { 'a': }\nnotify { 'b': before => Notify['a'] }\nNotify <| title == 'a' |> { before => Notify['b'] }",
    "notify { 'a': }\nnotify { 'b': before => Notify['a'] }\nNotify['a'] { before => Notify['b'] }",
    // An exec made to work in a file that requires it.
    "exec { 'x': command => '/bin/true' }\nfile { '/srv/a': require => Exec['x'] }\nfile { '/srv/a/c': }\nExec['x'] { cwd => '/srv/a/c' }",
    // Declarations put before a define body's resources, which move.
    "define d() { notify { \"in ${title}\": } }\nd { 'one': }\nnotify { 'top': before => Notify['in one'] }\nnotify { 'late': require => Notify['in one'], before => Notify['top'] }",
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
        "looked after {} inputs ({} with the watch, {} of them moving resources, {} recompiling), skipped {} ({} with a cycle in the catalog)",
        counts.looked,
        counts.watched,
        counts.watched_reordering,
        counts.watched_recompiled,
        counts.skipped,
        counts.skipped_with_cycle
    );
    // Both ways must be taken, and skips where a cycle could be seen.
    assert!(
        counts.looked > 100 && counts.skipped > 100,
        "too few inputs"
    );
    assert!(
        counts.watched > 1000 && counts.watched_reordering > 10 && counts.watched_recompiled > 1000,
        "too few inputs answered by the watch"
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
        let mut session = puppet7_session("test");
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
