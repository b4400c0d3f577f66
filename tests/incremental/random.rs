//! Random REPL sessions: statements over a few types, titles, tags and
//! attributes, each incremental input checked against a recompile, alone
//! and after a define body or a node ran.

use std::panic::{AssertUnwindSafe, catch_unwind};

use crate::session::puppet7_session;

/// A small deterministic generator (no dependency needed for this).
struct Lcg(u64);

impl Lcg {
    fn below(&mut self, n: usize) -> usize {
        self.0 = self
            .0
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        ((self.0 >> 33) as usize) % n
    }

    fn pick<'a>(&mut self, items: &[&'a str]) -> &'a str {
        items[self.below(items.len())]
    }
}

/// One random statement over a few types, titles, tags and attributes,
/// mixing what the fast path takes with what it leaves to a recompile.
fn random_statement(rng: &mut Lcg, n: usize) -> String {
    let tag = rng.pick(&["a", "b", "c"]);
    let other = rng.pick(&["a", "b", "c"]);
    let message = rng.pick(&["x", "y", "z"]);
    match rng.below(58) {
        0..=2 => format!("notify {{ 'n{n}': message => '{message}', tag => '{tag}' }}"),
        3 => format!("@notify {{ 'v{n}': message => '{message}', tag => ['{tag}', '{other}'] }}"),
        4 => format!("Notify <| tag == '{tag}' |> {{ message => 'by {tag}' }}"),
        5 => {
            format!("Notify <| message == '{message}' or tag == '{other}' |> {{ tag => '{tag}' }}")
        }
        6 => format!("Notify <| tag == '{tag}' |>"),
        7 => format!("Notify <| tag == '{tag}' |> -> notify {{ 'after{n}': }}"),
        8 => format!("$v{n} = ['{tag}', '{other}'].map |$t| {{ \"${{t}}-{n}\" }}"),
        9 => format!("notice(\"{n} {message}\")"),
        10 => format!("file {{ '/tmp/f{n}': mode => '0644', tag => '{tag}' }}"),
        11 => format!("File <| tag == '{tag}' |> {{ mode +> '0600', owner => '{other}' }}"),
        12 => format!("@file {{ '/tmp/v{n}': tag => '{tag}', owner => '{other}' }}"),
        13 => {
            format!("File <| owner != '{other}' and tag == '{tag}' |> {{ group => '{message}' }}")
        }
        14 => format!(
            "Notify <| title == 'n{}' or message == 'by {tag}' |> {{ message => '{message}' }}",
            rng.below(10)
        ),
        15 => format!(
            "notify {{ 'r{n}': message => 'by {tag}', require => [[File['/tmp/f{}']], undef] }}",
            rng.below(10)
        ),
        // Attribute reads see what the top scope left, not the finished
        // value: collectors' overrides and flattened lists come later.
        16 => format!(
            "notify {{ 'm{n}': message => \"${{File['/tmp/f{}']['mode']}}/${{File['/tmp/v{}']['owner']}}\" }}",
            rng.below(10),
            rng.below(10)
        ),
        17 => format!(
            "$read{n} = [Notify['n{}']['message'], Notify['v{}']['tag'], Notify['r{}']['require']]",
            rng.below(10),
            rng.below(10),
            rng.below(10)
        ),
        18 => format!(
            "if File['/tmp/f{}']['group'] == '{message}' {{ notify {{ 'g{n}': }} }}",
            rng.below(10)
        ),
        19 => format!("notice(File['/tmp/f{}']['owner'])", rng.below(10)),
        // Classes: a class body runs where it is declared.
        20 => format!(
            "class k{n}($m = '{message}') {{ notify {{ \"k{n} ${{m}}\": tag => '{tag}' }} File <| tag == '{other}' |> {{ owner => 'k{n}' }} include k{} }}",
            rng.below(12)
        ),
        21 => format!("include k{}", rng.below(12)),
        // realize() of what is declared (virtual or not), of what a
        // collector realized already, or of nothing yet (rejected).
        22 => format!("realize(Notify['v{}'])", rng.below(12)),
        // Defaults reach later declarations and classes declared later;
        // a second one for the same attribute is an error.
        25 => format!("Notify {{ message => 'default {message}' }}"),
        26 => format!("File {{ owner => '{other}', mode => '0640' }}"),
        27 => format!(
            "if true {{ Notify {{ loglevel => '{}' }} notify {{ 'd{n}': }} }}",
            rng.pick(&["info", "debug", "warning"])
        ),
        23 => format!(
            "realize([File['/tmp/v{}'], Notify['n{}']], Notify['v{}'])",
            rng.below(12),
            rng.below(12),
            rng.below(12)
        ),
        24 => format!(
            "@notify {{ 'w{n}': tag => '{tag}' }} realize(Notify['w{n}'], Notify['v{}'])",
            rng.below(12)
        ),
        28 => format!("class {{ 'k{}': m => '{message}' }}", rng.below(12)),
        // Definitions need no recompile, unless the name was looked for
        // (`defined()`, an unknown type) before.
        // Its body runs after the top scope and reads a variable an input
        // may assign later.
        29 => format!(
            "define d{n}($m = '{message}') {{ notify {{ \"d{n} ${{title}}\": message => \"${{m}} ${{v{}}}\" }} notice(\"d{n} ${{title}}\") }}",
            rng.below(12)
        ),
        30 => format!("d{} {{ 'i{n}': }}", rng.below(12)),
        31 => format!(
            "if defined('d{}') or defined('f{}') {{ notify {{ 'def{n}': }} }}",
            rng.below(12),
            rng.below(12)
        ),
        32 => format!("function f{n}($x) {{ \"${{x}}-{n}\" }}"),
        33 => format!("$fv{n} = f{}('{tag}')", rng.below(12)),
        // Amendments merge at once into what is declared (unset
        // attributes only: the top scope set the others).
        34 => format!(
            "Notify['n{}'] {{ loglevel => '{}' }}",
            rng.below(12),
            rng.pick(&["info", "debug"])
        ),
        // Bodies reading a class's variables, with their own defaults and
        // relationships, or declaring a nested instance (a later pass).
        36 => format!(
            "define e{n}($p = '/tmp/e{n}') {{ File {{ owner => '{other}' }} file {{ \"${{p}}-${{title}}\": mode => \"${{k{}::m}}\", tag => '{tag}' }} -> notify {{ \"e{n} ${{title}}\": }} }}",
            rng.below(12)
        ),
        37 => format!(
            "e{} {{ ['x{n}', 'y{n}']: }} @e{} {{ 'z{n}': }}",
            rng.below(12),
            rng.below(12)
        ),
        38 => format!(
            "define nest{n}() {{ d{} {{ \"nested ${{title}}\": }} }} nest{n} {{ 'o{n}': }}",
            rng.below(12)
        ),
        // Metaparameters of instances pass to their bodies' resources when
        // the compile ends; a class's do not (it hangs from the stage).
        39 => format!(
            "define dm{n}($m = 'x') {{ notify {{ \"dm{n} ${{title}}\": message => $m }} }} dm{n} {{ 'm{n}': noop => {}, tag => '{tag}', loglevel => 'info' }}",
            rng.pick(&["true", "false", "undef"]),
        ),
        40 => format!(
            "define em{n}() {{ file {{ \"/tmp/em{n}-${{title}}\": tag => '{other}' }} }} em{n} {{ 'q{n}': audit => 'owner', loglevel => 'debug' }} em{n} {{ 'u{n}': noop => true }}"
        ),
        41 => format!(
            "class km{n} {{ notify {{ 'km{n}': }} }} class {{ 'km{n}': noop => true, tag => '{tag}' }}"
        ),
        42 => format!("Notify <| tag == '{tag}' |> {{ noop => undef, loglevel => 'err' }}"),
        // Instances declared by bodies run in the loop's later passes,
        // each after that pass's bodies of instances before it.
        43 => format!(
            "define nd{n}($m = 'x') {{ notify {{ \"nd{n} ${{title}}\": message => $m, tag => '{tag}' }} notice(\"nd{n} ${{title}}\") }} define no{n}() {{ nd{n} {{ \"inner ${{title}}\": m => '{message}' }} file {{ \"/tmp/no{n}-${{title}}\": }} }} define nt{n}() {{ no{n} {{ \"deep ${{title}}\": }} nd{n} {{ \"near ${{title}}\": }} }} no{n} {{ 'o{n}': noop => true }} nt{n} {{ 't{n}': }}"
        ),
        44 => format!(
            "no{} {{ 'again{n}': }} nt{} {{ 'again{n}': loglevel => 'debug' }}",
            rng.below(12),
            rng.below(12)
        ),
        // Relationships apply as the compile ends, from the input's own
        // resources (onto earlier ones too) or from earlier ones.
        45 => format!(
            "notify {{ 'c{n}a': }} -> notify {{ 'c{n}b': tag => '{tag}' }} ~> file {{ '/tmp/c{n}': }} Notify['c{n}a'] <- notify {{ 'c{n}c': }}"
        ),
        46 => format!(
            "notify {{ 'c{n}x': }} -> Notify['c{}a'] Notify['c{}b'] -> notify {{ 'c{n}y': }}",
            rng.below(12),
            rng.below(12)
        ),
        47 => format!(
            "class kc{n} {{ notify {{ 'kc{n}': }} }} include kc{n} Class['kc{n}'] ~> notify {{ 'after kc{n}': }} define dc{n}() {{ notify {{ \"dc{n} ${{title}}\": }} -> file {{ \"/tmp/dc{n}-${{title}}\": }} }} dc{n} {{ 'chained{n}': }} -> Class['kc{n}']"
        ),
        // Bodies that look at the catalog, match, render and read class
        // variables: refused where they would see what they could not
        // where the loop runs them.
        48 => format!(
            "define tb{n}($m = '{message}') {{ if defined(Notify['n{}']) or defined(Class['k{}']) {{ notify {{ \"tb{n} ${{title}} seen\": }} }} if $m =~ /^(x|y)$/ {{ notify {{ \"tb{n} ${{title}} ${{1}}\": message => inline_epp('<%= $m %> <%= $k{}::m %>') }} }} }} tb{n} {{ 'b{n}': }}",
            rng.below(12),
            rng.below(12),
            rng.below(12)
        ),
        49 => format!(
            "tb{} {{ 'again{n}': m => '{message}' }} notify {{ 'n{n}': }}",
            rng.below(12)
        ),
        // Bodies including classes: incremental where the class was
        // evaluated before the loop runs them.
        50 => format!(
            "define ib{n}($x = false) {{ include k{} if $x {{ include k{} }} require k{} notify {{ \"ib{n} ${{title}}\": }} }} ib{n} {{ 'i{n}': }}",
            rng.below(12),
            rng.below(12),
            rng.below(12)
        ),
        51 => format!(
            "ib{} {{ 'again{n}': x => {} }}",
            rng.below(12),
            rng.pick(&["true", "false"])
        ),
        // Collectors in define bodies run with the input's, placed among
        // the collectors where the loop registers them; chained ones
        // relate what they collected.
        52 => format!(
            "define cb{n}($t = '{tag}') {{ Notify <| tag == $t |> {{ loglevel => 'warning' }} File <| tag == $t |> -> notify {{ \"cb{n} ${{title}}\": }} }} cb{n} {{ 'c{n}': }}"
        ),
        53 => format!("cb{} {{ 'again{n}': t => '{tag}' }}", rng.below(12)),
        54 => format!("Notify <| tag == '{tag}' |> -> file {{ '/tmp/cc{n}': }}"),
        55 => format!(
            "File <| title == '/tmp/f{}' |> ~> Notify['n{}']",
            rng.below(12),
            rng.below(12)
        ),
        // `tag()` at the top scope tags what it declared; in a class, the
        // class's resources.
        56 => format!("tag('{tag}')"),
        57 => format!("class tk{n} {{ tag('{other}') notify {{ 'tk{n}': }} }} include tk{n}"),
        _ => format!(
            "File['/tmp/f{}'] {{ group => '{message}', require => Notify['n{}'] }}",
            rng.below(12),
            rng.below(12)
        ),
    }
}

#[test]
fn random_sessions_equal_recompiles() {
    let incremental = random_sessions(7, 400, "");
    assert!(incremental > 1000, "only {incremental} incremental inputs");
    println!("{incremental} incremental inputs in random sessions");
}

/// The same once a define body ran first, as in most real code: the body
/// reads variables the inputs may assign and looks for a resource they
/// may declare.
#[test]
fn random_sessions_after_define_bodies_equal_recompiles() {
    let prelude = "define pre($m = 'x') { notify { \"pre ${title}\": message => \"${m} ${v3} ${v5}\" } notice(\"pre ${title} ${v1}\") if defined(Notify['n3']) { notify { 'pre saw n3': } } } pre { 'p': }";
    let incremental = random_sessions(11, 200, prelude);
    assert!(incremental > 150, "only {incremental} incremental inputs");
    println!("{incremental} incremental inputs in random sessions after a define body");
}

/// The same with a node, whose body and the classes it declares run after
/// the top scope.
#[test]
fn random_sessions_after_a_node_equal_recompiles() {
    let prelude = "class fromnode { notify { \"fn ${v4}\": } File <| tag == 'b' |> { owner => 'fromnode' } } node default { include fromnode notify { 'in node': message => \"${v2}\" } if defined(File['/tmp/f3']) { notify { 'node saw f3': } } }";
    let incremental = random_sessions(13, 200, prelude);
    assert!(incremental > 150, "only {incremental} incremental inputs");
    println!("{incremental} incremental inputs in random sessions after a node");
}

/// Types 12 random statements after `prelude` into each of `sessions`
/// sessions, every incremental input checked against a recompile; counts
/// the incremental ones.
fn random_sessions(seed: u64, sessions: usize, prelude: &str) -> usize {
    let mut rng = Lcg(seed);
    let mut incremental = 0;
    for _ in 0..sessions {
        let mut session = puppet7_session("test");
        session.set_verify_incremental(true);
        if !prelude.is_empty() {
            session.submit(prelude).unwrap();
        }
        for n in 0..12 {
            let statement = random_statement(&mut rng, n);
            let accepted = catch_unwind(AssertUnwindSafe(|| session.submit(&statement)))
                .unwrap_or_else(|_| panic!("incremental differs at {statement:?}"));
            if let Ok(report) = accepted {
                incremental += usize::from(report.incremental);
            }
        }
    }
    incremental
}
