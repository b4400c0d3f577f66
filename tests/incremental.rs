//! The REPL's incremental path must give exactly what a recompile gives.
//!
//! Every conformance manifest is typed into a session one top-level
//! statement at a time, with each incremental input checked against a
//! recompile of all accepted inputs (`Session::set_verify_incremental`,
//! which panics on any difference in the catalog, virtual resources and
//! messages included). Inputs the session rejects are fine: statements
//! that only make sense together (forward references) fail alone.

use std::panic::{AssertUnwindSafe, catch_unwind};
use std::path::Path;

use spaceship::catalog::Provenance;
use spaceship::session::Session;

#[path = "common/statements.rs"]
mod statements;
use statements::statements;
#[path = "common/manifests.rs"]
mod manifests;
use manifests::manifests;

#[path = "incremental/random.rs"]
mod random;

#[path = "incremental/after_bodies.rs"]
mod after_bodies;

#[path = "incremental/top_tags.rs"]
mod top_tags;

#[path = "incremental/calls.rs"]
mod calls;

#[path = "common/session.rs"]
mod session;
use session::puppet7_session;

/// A session that checks every incremental input against a recompile.
fn verified_session() -> Session {
    let mut session = puppet7_session("test");
    session.set_verify_incremental(true);
    session
}

/// Types each input, which must be incremental (or recompile).
fn submit_each(session: &mut Session, incremental: bool, inputs: &[&str]) {
    for input in inputs {
        let report = session.submit(input).unwrap();
        assert_eq!(
            report.incremental, incremental,
            "{input}: {:?}",
            report.recompiled_because
        );
    }
}

/// Types a manifest statement by statement; counts incremental inputs.
fn type_in(text: &str) -> usize {
    let mut session = verified_session();
    let mut incremental = 0;
    for statement in statements(text) {
        if let Ok(report) = session.submit(&statement) {
            incremental += usize::from(report.incremental);
        }
    }
    incremental
}

#[test]
fn incremental_inputs_equal_recompiles() {
    let cases = manifests("tests/conformance/cases");
    let mut failures = Vec::new();
    let mut incremental = 0;
    for case in &cases {
        let text = std::fs::read_to_string(case).unwrap();
        match catch_unwind(AssertUnwindSafe(|| type_in(&text))) {
            Ok(n) => incremental += n,
            Err(_) => failures.push(case.file_name().unwrap().to_string_lossy().to_string()),
        }
    }
    assert!(
        failures.is_empty(),
        "incremental differs from recompile: {failures:?}"
    );
    // The fast path must actually have been taken, or this checks nothing.
    assert!(incremental > 500, "only {incremental} incremental inputs");
    println!(
        "{incremental} incremental inputs over {} manifests",
        cases.len()
    );
}

/// Resources of Ruby-written types take their final parameters (the
/// title split by the type's patterns) only when the catalog is
/// finished: an input reading them sees them as the top scope left them,
/// and one overridden by a later collector reads its earlier value.
#[test]
fn reads_of_ruby_typed_resources_equal_recompiles() {
    let modules =
        Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/environments/ruby_types/modules");
    let env = std::env::temp_dir().join(format!("spaceship-incremental-{}", std::process::id()));
    std::fs::create_dir_all(env.join("manifests")).unwrap();
    std::fs::write(
        env.join("environment.conf"),
        format!("modulepath = {}\n", modules.display()),
    )
    .unwrap();
    let mut session = puppet7_session("test");
    session.load_environment(&env).unwrap();
    session.set_verify_incremental(true);
    let inputs = [
        "rt_setting { 'main/foo': value => 'x' }",
        "Rt_setting <| |> { value => 'y' }",
        "notify { 'section': message => \"${Rt_setting['main/foo']['section']}\" }",
        "notify { 'value': message => Rt_setting['main/foo']['value'] }",
    ];
    let mut incremental = 0;
    for input in inputs {
        let report = session.submit(input).unwrap();
        incremental += usize::from(report.incremental);
    }
    // The declaration (finished as the compile's end finishes it), the
    // collector and both reads were taken without a recompile, and each
    // matched one.
    assert_eq!(incremental, 4);
    let message = |title: &str| {
        let id = session.find(&format!("Notify[{title}]")).unwrap();
        spaceship::session::show(
            &session.catalog().resources[id]
                .params
                .get("message")
                .unwrap()
                .value,
        )
    };
    assert_eq!(message("section"), "''");
    assert_eq!(message("value"), "'x'");
    std::fs::remove_dir_all(&env).unwrap();
}

/// `realize()` of a resource declared already is taken without a
/// recompile, accounted as a realization and named by `:why`; one that
/// cannot be (a target not declared yet) recompiles and is rejected,
/// leaving the session as it was.
#[test]
fn realize_of_declared_resources_is_incremental() {
    use spaceship::session::Change;
    let mut session = verified_session();
    session
        .submit("@user { ['ana', 'bob']: } @file { ['/tmp/x', '/tmp/y']: }")
        .unwrap();
    let report = session
        .submit("realize(User['ana'], [File['/tmp/x']])")
        .unwrap();
    assert!(report.incremental);
    let realized: Vec<&Change> = report.changes.iter().collect();
    assert_eq!(
        realized,
        [
            &Change::Realized {
                reference: "User[ana]".into()
            },
            &Change::Realized {
                reference: "File[/tmp/x]".into()
            }
        ]
    );
    let ana = session.find("User[ana]").unwrap();
    assert!(matches!(
        session.catalog().realized_by.get(&ana),
        Some(spaceship::catalog::Realizer::Function(span)) if span.line == 1
    ));
    // Realizing what a collector realized: in the compile the inputs
    // stand for, the call runs first and is what realized it.
    session.submit("File <| |>").unwrap();
    let report = session.submit("\nrealize(File['/tmp/y'])").unwrap();
    assert!(report.incremental && report.changes.is_empty());
    let file = session.find("File[/tmp/y]").unwrap();
    assert!(matches!(
        session.catalog().realized_by.get(&file),
        Some(spaceship::catalog::Realizer::Function(span)) if span.line == 2
    ));
    let compiles = session.compiles();
    assert!(
        session
            .submit("realize(User['bob'], User['nobody'])")
            .is_err()
    );
    let bob = session.find("User[bob]").unwrap();
    assert!(session.catalog().resources[bob].is_virtual);
    assert!(!session.catalog().realized_by.contains_key(&bob));
    assert_eq!(
        session.compiles(),
        compiles,
        "the rejected input changed nothing"
    );
}

/// After a node ran, `realize()` of what the top scope declared still
/// needs no recompile; one of what the node realized first, or of what
/// code after the top scope declared, recompiles (the input runs before
/// that code in the compile it stands for).
#[test]
fn realize_after_a_node_is_incremental_where_nothing_later_realized_first() {
    let mut session = verified_session();
    session
        .submit("@notify { ['a', 'b', 'c']: } define late { @notify { \"late ${title}\": } } node default { realize(Notify['a']) late { 'x': } }")
        .unwrap();
    let report = session.submit("realize(Notify['b'])").unwrap();
    assert!(report.incremental);
    let report = session.submit("realize(Notify['a'])").unwrap();
    assert!(!report.incremental, "the node realized it first");
    let report = session.submit("realize(Notify['late x'])").unwrap();
    assert!(!report.incremental, "declared by a define body");
    let report = session
        .submit("notify { 'd': } realize(Notify['c'])")
        .unwrap();
    assert!(report.incremental);
    let c = session.find("Notify[c]").unwrap();
    assert!(!session.catalog().resources[c].is_virtual);
}

/// Definitions are hoisted before anything runs, so one typed later needs
/// no recompile, even once define bodies ran; one whose name the compile
/// looked for in vain (or that exists already) is recompiled.
#[test]
fn definitions_are_incremental_unless_their_names_were_looked_for() {
    let mut session = verified_session();
    let define = "define web($port = 80) { notify { \"web ${title}\": message => $port } }";
    let report = session.submit(define).unwrap();
    assert!(report.incremental && report.changes.is_empty());
    // A define body runs after the top scope (here, where the generator
    // loop would); definitions still need no recompile after it.
    assert!(session.submit("web { 'a': }").unwrap().incremental);
    let report = session
        .submit("class base { notify { 'base': } } function double($x) { $x * 2 }")
        .unwrap();
    assert!(report.incremental);
    let report = session.submit("include base notice(double(4))").unwrap();
    assert_noticed(&report, ": 8");
    // Looked for in vain: a definition of the name changes what ran.
    session
        .submit("if defined('later') { notify { 'seen': } }")
        .unwrap();
    let report = session.submit("define later() { }").unwrap();
    assert!(!report.incremental);
    // A second definition is the recompile's error, and changes nothing.
    let compiles = session.compiles();
    let error = session.submit("define web() { }").unwrap_err();
    assert!(error.0.contains("redefine"), "{}", error.0);
    assert_eq!(session.compiles(), compiles);
    assert!(session.submit("web { 'b': port => 8 }").is_ok());
}

/// Asserts that an input's messages include one ending with `text`.
fn assert_noticed(report: &spaceship::session::Report, text: &str) {
    assert!(
        report.messages.iter().any(|m| m.ends_with(text)),
        "{:?}",
        report.messages
    );
}

/// A type alias needs no recompile unless a type expression that ran
/// took its name for something else: an alias's unknown name is a
/// resource type until an alias of that name exists.
#[test]
fn type_aliases_are_incremental_unless_their_names_were_resolved() {
    let mut session = verified_session();
    let report = session.submit("type Port = Integer[1, 65535]").unwrap();
    assert!(report.incremental && report.changes.is_empty());
    let report = session.submit("notice(80 =~ Port)").unwrap();
    assert_noticed(&report, ": true");
    // An alias resolved, naming one not yet defined.
    session
        .submit("type Either = Variant[Later, Integer] notice(80 =~ Either)")
        .unwrap();
    let report = session.submit("type Later = String").unwrap();
    assert!(!report.incremental);
    let report = session.submit("notice('x' =~ Either)").unwrap();
    assert_noticed(&report, ": true");
    // Never resolved: the alias it names comes in time.
    session
        .submit("type Other = Variant[Unseen, Integer]")
        .unwrap();
    assert!(session.submit("type Unseen = String").unwrap().incremental);
    let report = session.submit("notice('x' =~ Other)").unwrap();
    assert_noticed(&report, ": true");
    // A second alias of a name is the recompile's to judge, as is one
    // named as a resource type.
    assert!(!matches!(session.submit("type Port = String"), Ok(r) if r.incremental));
    assert!(!matches!(session.submit("type File = String"), Ok(r) if r.incremental));
}

/// Once define bodies ran, an input that assigns, logs and declares
/// resources of built-in types needs no recompile: its resources and
/// messages go before those of the later code. One that assigns a
/// variable the later code looked for in vain, or reads what the later
/// code declared, is recompiled.
#[test]
fn inputs_after_define_bodies_go_before_what_the_bodies_made() {
    let mut session = verified_session();
    session
        .submit("define web($port = 80) { notify { \"web ${title}\": message => \"${port} ${later}\" } notice(\"body ${title}\") }")
        .unwrap();
    session.submit("web { 'a': }").unwrap();
    let report = session.submit("$x = [1, 2].map |$v| { $v * 3 }").unwrap();
    assert!(report.incremental);
    let report = session.submit("notice(\"x is ${x}\")").unwrap();
    assert!(report.incremental);
    assert_eq!(report.messages.len(), 1, "{:?}", report.messages);
    assert!(report.messages[0].ends_with("x is [3, 6]"));
    let messages = &session.compiler().messages;
    let typed = messages.iter().position(|m| m.ends_with("x is [3, 6]"));
    let body = messages.iter().position(|m| m.ends_with("body a"));
    assert!(typed < body, "{messages:?}");
    // The define body looked for $later in vain.
    let report = session.submit("$later = 'now'").unwrap();
    assert!(!report.incremental);
    let web = session.find("Notify[web a]").unwrap();
    let message = &session.catalog().resources[web]
        .params
        .get("message")
        .unwrap()
        .value;
    assert_eq!(message.to_string(), "80 now");
    // Reads of what ran after the top scope.
    assert!(
        !session
            .submit("$m = Notify['web a']['message']")
            .unwrap_err()
            .0
            .is_empty()
    );
    let report = session.submit("$y = 1 notice($y)").unwrap();
    assert!(report.incremental);
    let report = session
        .submit("file { '/tmp/typed': ensure => file, require => Notify['web a'] }")
        .unwrap();
    assert!(report.incremental);
    let typed = session.find("File[/tmp/typed]").unwrap();
    let web = session.find("Notify[web a]").unwrap();
    assert!(typed < web, "{typed} {web}");
    // A collector from earlier collects it where it now is.
    session.submit("File <| |> { mode => '0600' }").unwrap();
    let report = session.submit("file { '/tmp/later': }").unwrap();
    assert!(report.incremental);
    let later = session.find("File[/tmp/later]").unwrap();
    let mode = &session.catalog().resources[later]
        .params
        .get("mode")
        .unwrap()
        .value;
    assert_eq!(mode.to_string(), "0600");
    assert!(later < session.find("Notify[web a]").unwrap());
}

/// A define instance typed in runs its body where the generator loop
/// would: after the bodies of the top scope's instances, before those of
/// instances a node declared; an instance a body declares runs in the
/// next pass. One whose body reads a class evaluated only later
/// recompiles.
#[test]
fn define_instances_run_their_bodies_where_the_generator_loop_would() {
    let mut session = verified_session();
    session
        .submit(
            "define top_d($m = 'x') { notify { \"top ${title}\": message => \"${m} ${seen}\" } notice(\"top body ${title}\") }
             class late_k { $m = 'late' }
             define includer() { include late_k }
             define reader() { notify { \"r ${title}\": message => \"${late_k::m}\" } }
             define treader() { notify { \"tr ${title}\": message => inline_epp('<%= $late_k::m %>') } }
             define prober() { if defined(Class['late_k']) { notify { \"saw late ${title}\": } } if defined(Notify['node res']) { notify { \"saw node ${title}\": } } }
             define nester() { top_d { \"nested ${title}\": } }
             top_d { 'first': }
             node default { top_d { 'in node': } notify { 'node res': } includer { 'i': } }",
        )
        .unwrap();
    let report = session.submit("top_d { 'typed': m => 'y' }").unwrap();
    assert!(report.incremental);
    // The body's warning and notice, as it runs.
    assert_eq!(report.messages.len(), 2, "{:?}", report.messages);
    assert!(report.messages[0].contains("Unknown variable: 'seen'"));
    assert!(report.messages[1].ends_with("top body typed"));
    let order: Vec<String> = session
        .catalog()
        .resources
        .iter()
        .map(|r| r.reference())
        .filter(|r| r.starts_with("Top_d") || r.starts_with("Notify"))
        .collect();
    assert_eq!(
        order,
        [
            "Top_d[first]",
            "Top_d[typed]",
            "Top_d[in node]",
            "Notify[node res]",
            "Notify[top first]",
            "Notify[top typed]",
            "Notify[top in node]",
        ]
    );
    let bodies: Vec<&String> = (session.compiler().messages.iter())
        .filter(|m| m.contains("top body"))
        .collect();
    assert!(bodies[1].ends_with("top body typed"), "{bodies:?}");
    // The body looked for $seen in vain.
    assert!(!session.submit("$seen = 'now'").unwrap().incremental);
    // Late_k is evaluated by a body that runs after the typed one's.
    assert!(!session.submit("reader { 'a': }").unwrap().incremental);
    let r = session.find("Notify[r a]").unwrap();
    let message = &session.catalog().resources[r]
        .params
        .get("message")
        .unwrap()
        .value;
    assert_eq!(message.to_string(), "");
    // So it is through a template, and for `defined()`, which sees what
    // the node declared before the loop ran, not the class a later body
    // declared.
    assert!(!session.submit("treader { 'a': }").unwrap().incremental);
    assert!(!session.submit("prober { 'a': }").unwrap().incremental);
    assert!(session.find("Notify[saw late a]").is_none());
    assert!(session.find("Notify[saw node a]").is_some());
    // An instance a body declares runs in the loop's next pass: after
    // every body of the first, the node's included.
    let report = session.submit("nester { 'n': }").unwrap();
    assert!(report.incremental);
    assert!(
        report.messages[0].ends_with("top body nested n"),
        "{:?}",
        report.messages
    );
    let last = session.catalog().resources.last().unwrap();
    assert_eq!(last.reference(), "Notify[top nested n]");
    // A recompile reports the messages it adds, not the last ones.
    let report = session
        .submit("type Quiet = String top_d { 'typed q': }")
        .unwrap();
    assert!(!report.incremental);
    let notices: Vec<&String> = (report.messages.iter())
        .filter(|m| m.starts_with("notice"))
        .collect();
    assert_eq!(notices.len(), 1, "{notices:?}");
    assert!(notices[0].ends_with("top body typed q"), "{notices:?}");
    // Metaparameters pass to the body's resources as the end of a compile
    // passes them: under the instance's name, where they set none.
    let report = session
        .submit(
            "top_d { 'quiet': noop => true, loglevel => 'info', require => Notify['node res'] }",
        )
        .unwrap();
    assert!(report.incremental);
    let quiet = &session.catalog().resources[session.find("Notify[top quiet]").unwrap()];
    let noop = quiet.params.get("noop").unwrap();
    assert_eq!(noop.value.to_string(), "true");
    assert!(matches!(&noop.provenance, Provenance::Inherited(from) if &**from == "Top_d[quiet]"));
    assert!(quiet.params.get("require").is_none());
    let report = session
        .submit("top_d { ['p', 'q']: } notice('own')")
        .unwrap();
    assert!(report.incremental);
    let messages: Vec<&str> = (report.messages.iter())
        .filter(|m| m.starts_with("notice"))
        .map(|m| m.rsplit(' ').next().unwrap())
        .collect();
    assert_eq!(messages, ["own", "p", "q"]);
}

/// After a node ran, declaring a class whose code is plain needs no
/// recompile: it runs at the end of the top scope, and it, its resources
/// and its tag go before the node's. A class the node declared, one whose
/// variables the node looked for, or one looked for with
/// `defined(Class[...])` recompiles, as does reading a class the node
/// declared.
#[test]
fn classes_declared_after_a_node_go_before_it() {
    let mut session = verified_session();
    session
        .submit(
            "class web($port = 80) { notify { \"web ${port}\": } $inner = $port File { mode => '0600' } file { '/w': } }
             class nodecls { $x = 1 notify { 'nodecls': } } class nodeonly { } class nodeonly::sub { notify { 'sub': } }
             class peeked { } class probed { } class direct { } class scoped { notify { \"scoped ${nx}\": } }
             node default { $nx = 'node' include nodecls, nodeonly notice(\"peek ${peeked::v}\") if defined(Class['probed']) { notify { 'saw probed': } } }",
        )
        .unwrap();
    let report = session.submit("include web").unwrap();
    assert!(report.incremental);
    let classes = &session.catalog().classes;
    let web = classes.iter().position(|c| c == "web");
    let node_class = classes.iter().position(|c| c == "nodecls");
    assert!(web < node_class, "{classes:?}");
    let report = session.submit("notice($web::inner)").unwrap();
    assert!(report.incremental);
    assert!(
        report.messages[0].ends_with(": 80"),
        "{:?}",
        report.messages
    );
    // Where the input runs, the node's class is not evaluated yet.
    let report = session.submit("notice(\"x: ${nodecls::x}\")").unwrap();
    assert!(report.incremental);
    assert_noticed(&report, "x: ");
    assert!(!session.submit("include nodecls").unwrap().incremental);
    assert!(!session.submit("include peeked").unwrap().incremental);
    assert!(!session.submit("class { 'probed': }").unwrap().incremental);
    assert!(session.submit("class { 'direct': }").unwrap().incremental);
    // Its tags (`nodeonly::sub`, `nodeonly`, `sub`) come before the
    // node's, `nodeonly` (which the node's class added) included.
    assert!(session.submit("include nodeonly::sub").unwrap().incremental);
    let tags: Vec<&str> = session.catalog().tags.iter().map(|t| &**t).collect();
    let sub = tags.iter().position(|t| *t == "nodeonly::sub");
    let nodecls = tags.iter().position(|t| *t == "nodeonly");
    let node = tags.iter().position(|t| *t == "default");
    assert!(sub < nodecls && nodecls < node, "{tags:?}");
    // Declared at the top scope, a class sees it, not the node's scope.
    assert!(session.submit("include scoped").unwrap().incremental);
    assert!(session.catalog().find("Notify", "scoped ").is_some());
}

/// An amendment (`Type['x'] { ... }`) merges at once into a resource the
/// top scope declared, as in the compile the inputs stand for; one of a
/// resource a collector or later code touched or looked at is recompiled.
#[test]
fn amendments_of_untouched_resources_are_incremental() {
    use spaceship::session::Change;
    let mut session = verified_session();
    session
        .submit("notify { 'a': } file { '/x': mode => '0644', tag => 'collected' }")
        .unwrap();
    let report = session
        .submit("Notify['a'] { loglevel => 'info' }")
        .unwrap();
    assert!(report.incremental);
    assert!(
        matches!(
            report.changes.as_slice(),
            [Change::Overridden { reference, attribute, by, .. }]
                if reference == "Notify[a]" && attribute == "loglevel" && by.starts_with("amendment at <input 2>:1")
        ),
        "{:?}",
        report.changes
    );
    // Read back as the top scope now leaves it.
    let report = session
        .submit("notify { 'b': message => Notify['a']['loglevel'] }")
        .unwrap();
    assert!(report.incremental);
    // A collector ran over it: the amendment would have come first.
    session
        .submit("File <| tag == 'collected' |> { owner => 'root' }")
        .unwrap();
    let report = session.submit("File['/x'] { group => 'wheel' }").unwrap();
    assert!(!report.incremental);
    // A collector that did not match it would after the amendment.
    session.submit("package { 'p': }").unwrap();
    session
        .submit("Package <| ensure == 'absent' |> { provider => 'apt' }")
        .unwrap();
    let report = session
        .submit("Package['p'] { ensure => 'absent' }")
        .unwrap();
    assert!(!report.incremental);
    let p = session.find("Package[p]").unwrap();
    let provider = &session.catalog().resources[p]
        .params
        .get("provider")
        .unwrap()
        .value;
    assert_eq!(provider.to_string(), "apt");
    // Not declared yet: it waits for the end of the compile, and fails.
    let compiles = session.compiles();
    assert!(
        session
            .submit("Notify['later'] { loglevel => 'info' }")
            .is_err()
    );
    assert_eq!(session.compiles(), compiles);
    // After a define body ran, one of a top-scope resource nothing looked at.
    session
        .submit("define look() { notify { \"look ${title}\": } } look { 'l': }")
        .unwrap();
    let report = session.submit("Notify['b'] { withpath => true }").unwrap();
    assert!(report.incremental);
    let report = session
        .submit("Notify['look l'] { withpath => true }")
        .unwrap();
    assert!(!report.incremental, "declared after the top scope");
    // A refused amendment after a `realize()` in a failing input: the
    // realized resource is virtual again.
    session.submit("@notify { 'v': }").unwrap();
    assert!(
        session
            .submit("realize(Notify['v']) Notify['look l'] { withpath => false } notify { 'b': }")
            .is_err()
    );
    let v = session.find("Notify[v]").unwrap();
    assert!(session.catalog().resources[v].is_virtual);
    assert!(!session.catalog().realized_by.contains_key(&v));
}

/// Function calls typed into a session on an environment whose node ran:
/// Hiera lookups, templates (EPP and ERB, from modules and inline),
/// functions written in Puppet, and classes using them, `contain` and
/// `require` are incremental, reading variables of a class the node
/// declared as the compile does (unknown: where the input runs, that
/// class is not evaluated yet); a template calling `include` is not.
#[test]
fn lookups_templates_and_functions_after_a_node_are_incremental() {
    let env = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/incremental_env");
    let mut session = verified_session();
    session.load(&env).unwrap();
    for input in [
        "lookup('greeting')",
        "$g = lookup('m::port')",
        "include m::web",
        "inline_epp('a <%= $top %> b')",
        "$e = epp('m/t.epp', {'x' => 'q'})",
        "notify { 'e': message => $e }",
        "inline_template('<%= @top %>!')",
        "m::double(4)",
        "call('m::double', 5)",
        "create_resources('file', { '/created' => { 'mode' => '0644' } })",
        "notify { 'tpl': message => inline_template(\"port <%= @g %> top <%= scope['::top'] %>\\n\") }",
    ] {
        let report = session.submit(input).unwrap();
        assert!(report.incremental, "{input}");
    }
    let report = session.submit("lookup('greeting')").unwrap();
    assert_eq!(report.value.unwrap().to_string(), "hello Debian");
    // Credited to the template that rendered it, as the compile does.
    let tpl = session.catalog().find("Notify", "tpl").unwrap();
    assert!(
        session
            .catalog()
            .rendered
            .contains_key(&(tpl, "message".to_string()))
    );
    // The node's class is not evaluated yet where these run: its variables
    // are unknown to them, as in the compile.
    for input in [
        "$l = lookup('late')",
        "notice(inline_epp('<%= $m::nodecls::v %>'))",
        "notice(inline_template('<%= scope[\"m::nodecls::v\"] %>'))",
    ] {
        let report = session.submit(input).unwrap();
        assert!(report.incremental, "{input}");
    }
    let report = session.submit("$l").unwrap();
    assert_eq!(report.value.unwrap().to_string(), "late ");
    let input =
        "notice(inline_template('<%= scope.call_function(\"include\", [\"m::other\"]) %>'))";
    assert!(!session.submit(input).unwrap().incremental);
    // A class declared this way would run unchecked.
    let input = "class created { } create_resources('class', { 'created' => {} })";
    assert!(!session.submit(input).unwrap().incremental);
}

/// Top-scope resource defaults typed after a node ran reach what the node
/// declared in the compile they stand for: incremental only where it
/// declared nothing of their type.
#[test]
fn top_scope_defaults_after_a_node_are_incremental_where_it_declared_none_of_their_type() {
    let mut session = verified_session();
    session
        .submit("define d { file { \"/d/${title}\": } } node default { file { '/n': } d { 'x': } }")
        .unwrap();
    let report = session.submit("Notify { withpath => true }").unwrap();
    assert!(report.incremental);
    assert!(session.submit("notify { 'after': }").unwrap().incremental);
    let after = session.catalog().find("Notify", "after").unwrap();
    assert!(
        session.catalog().resources[after]
            .params
            .get("withpath")
            .is_some()
    );
    assert!(
        !session
            .submit("File { mode => '0600' }")
            .unwrap()
            .incremental
    );
    assert!(
        !session
            .submit("D { loglevel => 'info' }")
            .unwrap()
            .incremental
    );
}

/// A collector typed after a node ran runs before the node's collectors
/// in the compile it stands for: incremental where that order changes
/// nothing (no resource collected by both, neither overriding what the
/// other compares).
#[test]
fn collectors_after_a_node_are_incremental_where_order_does_not_matter() {
    let mut session = verified_session();
    session
        .submit(
            "node default {
               file { '/n1': tag => 'web' }
               @user { ['u1', 'u2']: tag => 'web' }
               User <| title == 'u2' |> { home => '/home/two' }
               Package <| ensure == 'latest' |>
             }",
        )
        .unwrap();
    let report = session
        .submit("File <| tag == 'web' |> { mode => '0600' }")
        .unwrap();
    assert!(report.incremental);
    let n1 = session.catalog().find("File", "/n1").unwrap();
    let mode = &session.catalog().resources[n1]
        .params
        .get("mode")
        .unwrap()
        .value;
    assert_eq!(mode.to_string(), "0600");
    assert!(
        session
            .submit("User <| title == 'u1' |>")
            .unwrap()
            .incremental
    );
    let u1 = session.catalog().find("User", "u1").unwrap();
    assert!(!session.catalog().resources[u1].is_virtual);
    // Shares User[u2] with the node's collector.
    assert!(
        !session
            .submit("User <| tag == 'web' |> { shell => '/bin/sh' }")
            .unwrap()
            .incremental
    );
    // Overrides what the node's collector compares.
    let report =
        session.submit("@package { 'p': } Package <| title == 'p' |> { ensure => 'latest' }");
    assert!(!report.unwrap().incremental);
}

/// A recompiled input says why, naming the construct and where it is
/// (`SPACESHIP_TIMINGS` prints it in the REPL); an incremental one has
/// no reason.
#[test]
fn recompiled_inputs_say_why() {
    let mut session = verified_session();
    let mut because = |input: &str| {
        let report = session.submit(input).unwrap();
        assert_eq!(report.incremental, report.recompiled_because.is_none());
        report.recompiled_because.unwrap_or_default()
    };
    because("class inner { } define container() { contain inner notify { \"in ${title}\": } }");
    let reason = because("container { 'a': }");
    assert!(
        reason.starts_with("a call of contain() (file: <input 1>, line: 1)"),
        "{reason}"
    );
    assert_eq!(because("notify { 'plain': }"), "");
    let reason = because("notify { 'tagged': } tag('x')");
    assert!(
        reason.starts_with("tag() at the top scope reaches a node, or an instance"),
        "{reason}"
    );
    assert_eq!(because("type Quiet = String"), "");
    assert!(because("node default { }").contains("a node"));
}
