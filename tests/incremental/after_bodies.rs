//! Inputs typed once define bodies or a node ran, where what they do
//! meets what that code did: templates listing variables, stdlib's
//! deprecated names, classes included by define bodies, chains from
//! earlier resources and attribute reads.

use super::*;

/// Attribute `param` of the resource `reference` names, as the REPL
/// shows values.
fn shown(session: &Session, reference: &str, param: &str) -> String {
    let r = &session.catalog().resources[session.find(reference).unwrap()];
    spaceship::session::show(&r.params.get(param).unwrap().value)
}

/// A define body's ERB template that lists every variable it can see
/// (`instance_variables`, as nginx's templates do) sees the top scope's
/// too: only an input assigning one of them must recompile (any such
/// variable may change what the template makes of the list).
#[test]
fn inputs_after_a_template_listing_variables_recompile_only_if_they_assign_one() {
    let mut session = verified_session();
    session
        .submit("define vhost() { notify { \"v ${title}\": message => inline_template(\"<%= instance_variables.any? { |iv| iv.to_s.include? 'auth_basic' } %>\") } }")
        .unwrap();
    session.submit("vhost { 'a': }").unwrap();
    submit_each(
        &mut session,
        true,
        &[
            "file { '/tmp/after-template': ensure => file }",
            "notice([1, 2].map |$v| { $v * 2 })",
        ],
    );
    let report = session.submit("$auth_basic = 'on'").unwrap();
    assert!(!report.incremental);
    let id = session.find("Notify[v a]").unwrap();
    let message = &session.catalog().resources[id]
        .params
        .get("message")
        .unwrap()
        .value;
    assert_eq!(message.to_string(), "true");
}

/// stdlib's deprecated `ensure_packages` and `merge` warn once and call
/// `stdlib::ensure_packages` and `stdlib::merge`: typed in, they are as
/// incremental as those, unless code after the top scope warned first
/// (the warning would move to the input in a recompile).
#[test]
fn stdlib_shims_are_incremental_unless_later_code_warned_first() {
    let env = std::env::temp_dir().join(format!("spaceship-shims-{}", std::process::id()));
    let functions = env.join("modules/stdlib/lib/puppet/functions");
    std::fs::create_dir_all(functions.join("stdlib")).unwrap();
    std::fs::create_dir_all(env.join("manifests")).unwrap();
    for name in ["ensure_packages", "merge"] {
        // The loader only needs the files to be there.
        std::fs::write(functions.join(format!("{name}.rb")), "").unwrap();
        std::fs::write(functions.join(format!("stdlib/{name}.rb")), "").unwrap();
    }
    let open = |site: &str| {
        std::fs::write(env.join("manifests/site.pp"), site).unwrap();
        let mut session = puppet7_session("test");
        session.load_environment(&env).unwrap();
        session.set_verify_incremental(true);
        session
    };
    let mut session = open("package { 'first': }\n");
    let report = session.submit("ensure_packages(['typed'])").unwrap();
    assert!(report.incremental);
    assert_noticed(&report, "please use stdlib::ensure_packages instead.");
    let report = session.submit("ensure_packages(['typed-again'])").unwrap();
    assert!(report.incremental);
    assert!(report.messages.is_empty(), "{:?}", report.messages);
    // A define body warned first.
    let mut session = open("define late() { $m = merge({}, {}) }\nlate { 'x': }\n");
    let report = session
        .submit("$merged = merge({ 'a' => 1 }, { 'b' => 2 })")
        .unwrap();
    assert!(!report.incremental);
    let report = session
        .submit("notify { 'merged': message => merge($merged, { 'c' => 3 }) }")
        .unwrap();
    assert!(report.incremental, "{:?}", report.recompiled_because);
    assert_eq!(
        (session.compiler().messages.iter())
            .filter(|m| m.ends_with("please use stdlib::merge instead."))
            .count(),
        1
    );
    std::fs::remove_dir_all(&env).unwrap();
}

/// A define body's `include` or `require` of a class evaluated before the
/// generator loop runs the body declares nothing new (`require` adds a
/// relationship): the instance is incremental, an `include` in a branch
/// not taken too. One of a class the body would evaluate, or that a body
/// running before it evaluates, recompiles, as does `contain` (the end of
/// the compile passes the instance's tags to what it contains).
#[test]
fn define_bodies_including_classes_evaluated_before_them_are_incremental() {
    let mut session = verified_session();
    session
        .submit(
            "class base { notify { 'base': } }
             class fresh { notify { 'fresh': } }
             class by_node { }
             class by_body { }
             define vhost($extra = false) {
               include base, by_node
               if $extra { include fresh }
               notify { \"vhost ${title}\": }
             }
             define contained() { contain base notify { \"c ${title}\": } }
             define required() { require base }
             define late_user() { include by_body }
             define late_includer() { include by_body }
             include base
             node default { include by_node late_includer { 'n': } }",
        )
        .unwrap();
    submit_each(
        &mut session,
        true,
        &[
            "vhost { 'a': }",
            "required { 'r': }",
            "vhost { ['b', 'c']: }",
        ],
    );
    assert_eq!(shown(&session, "Required[r]", "require"), "[Class[base]]");
    submit_each(
        &mut session,
        false,
        &[
            "vhost { 'd': extra => true }",
            "late_user { 'l': }",
            "contained { 'c': }",
        ],
    );
    assert!(session.find("Class[Fresh]").is_some());
    let find = |reference: &str| session.find(reference).unwrap();
    let edge = (find("Contained[c]"), find("Class[Base]"));
    assert!(session.catalog().edges.contains(&edge));
}

/// A chain from resources declared earlier adds its targets to their
/// `before`/`notify` lists where the end of the compile would: after those
/// of earlier chains. Where code after the top scope chained too (its
/// targets come after the input's there), or an amendment set the list,
/// it recompiles. A collector in a chain relates what it collected.
#[test]
fn chains_from_earlier_resources_are_incremental_where_their_lists_allow() {
    let mut session = verified_session();
    session
        .submit("class app { notify { 'app': } } include app notify { 'a': } Notify['a'] -> notify { 'b': }")
        .unwrap();
    submit_each(
        &mut session,
        true,
        &[
            "Class['app'] -> file { '/tmp/chained': }",
            "Notify['a'] ~> Notify['app'] -> notify { 'c': }",
            "Notify['a'] -> Class['app']",
            "Notify <| title == 'b' |> -> notify { 'd': }",
        ],
    );
    assert_eq!(
        shown(&session, "Notify[a]", "before"),
        "[Notify['b'], Class[app]]"
    );
    assert_eq!(shown(&session, "Notify[b]", "before"), "[Notify['d']]");
    submit_each(
        &mut session,
        false,
        &["Notify['a'] { notify => Notify['b'] } Notify['a'] ~> notify { 'e': }"],
    );
    let report = session.submit("node default { Notify['a'] -> notify { 'in node': } }");
    assert!(!report.unwrap().incremental);
    let report = session.submit("Notify['app'] -> notify { 'f': }").unwrap();
    assert!(report.incremental, "nothing later chained from Notify[app]");
    let report = session.submit("Notify['a'] -> notify { 'g': }").unwrap();
    assert!(!report.incremental, "the node chained from Notify[a]");
}

/// Once code ran after the top scope, an input still reads the top
/// scope's resources as the top scope left them (before later
/// collectors), without a recompile; what that code declared is not
/// there yet where the input runs.
#[test]
fn attribute_reads_after_define_bodies_see_the_top_scope() {
    let mut session = verified_session();
    session
        .submit(
            "define d() { notify { \"in ${title}\": } }
             d { 'x': }
             file { '/etc/sudoers': mode => '0440' }
             node default { notify { 'node res': message => 'n' } File <| title == '/etc/sudoers' |> { mode => '0400' } }",
        )
        .unwrap();
    submit_each(
        &mut session,
        true,
        &[
            "$m = File['/etc/sudoers']['mode']",
            "notify { 'read': message => File['/etc/sudoers']['mode'] }",
        ],
    );
    let read = &session.catalog().resources[session.find("Notify[read]").unwrap()];
    assert_eq!(
        read.params.get("message").unwrap().value.to_string(),
        "0440"
    );
    for input in [
        "$n = Notify['node res']['message']",
        "$b = Notify['in x']['message']",
    ] {
        assert!(session.submit(input).is_err(), "{input}");
    }
}

/// Collectors in define bodies (nginx's and apache's chained ones, which
/// most often collect nothing) run with the input's collectors and take
/// their place among the compile's: after the bodies before them. A
/// collector that would collect what they collect, now in another order,
/// recompiles, as does an exported one (other nodes' resources).
#[test]
fn collectors_in_define_bodies_are_incremental_where_their_order_allows() {
    let mut session = verified_session();
    session
        .submit(
            "define vhost($key = undef) {
               file { \"/etc/v/${title}\": }
               if $key { File <| title == $key |> -> Notify[\"ssl ${title}\"] }
               notify { \"ssl ${title}\": }
               Package <| title == \"pkg-${title}\" |> { ensure => latest }
             }
             define shared() { Package <| tag == 'web' |> { ensure => present } }
             define exporter() { File <<| tag == $title |>> }
             package { 'nginx': tag => 'web' }
             package { 'pkg-second': }
             file { '/etc/ssl/k': }
             vhost { 'first': }
             shared { 'first': }",
        )
        .unwrap();
    submit_each(
        &mut session,
        true,
        &[
            "vhost { 'second': key => '/etc/ssl/k' }",
            "vhost { 'third': key => '/etc/v/first' }",
            "package { 'pkg-third': }",
        ],
    );
    assert_eq!(
        shown(&session, "File[/etc/ssl/k]", "before"),
        "[Notify['ssl second']]"
    );
    assert_eq!(
        shown(&session, "File[/etc/v/first]", "before"),
        "[Notify['ssl third']]"
    );
    assert_eq!(shown(&session, "Package[pkg-second]", "ensure"), "'latest'");
    assert_eq!(shown(&session, "Package[pkg-third]", "ensure"), "'latest'");
    // The body's collector collected in the loop's second pass: a
    // collector typed now would have run before it there.
    submit_each(
        &mut session,
        false,
        &[
            "Package <| title == 'nginx' |> { ensure => absent }",
            "shared { 'second': }",
            "exporter { 'x': }",
        ],
    );
    // The bodies' collectors override it in the loop's second pass, after
    // the collector typed at the top scope did in the first.
    assert_eq!(shown(&session, "Package[nginx]", "ensure"), "'present'");
}

/// A body's collector goes where the generator loop registers it: after
/// those of the bodies before it, before those of a node's instances. A
/// resource typed later takes their overrides in that order.
#[test]
fn collectors_of_define_bodies_take_their_place_among_later_code_s() {
    let mut session = verified_session();
    session
        .submit(
            "define early() { Notify <| tag == 'x' |> { message => \"early ${title}\" } }
             define late() { Notify <| tag == 'x' |> { message => 'late' } }
             early { 'e': }
             node default { late { 'l': } }",
        )
        .unwrap();
    submit_each(
        &mut session,
        true,
        &["early { 'e2': }", "notify { 'n': tag => 'x' }"],
    );
    assert_eq!(shown(&session, "Notify[n]", "message"), "'late'");
    // What an input's body collector collected, it collected in the loop's
    // second pass: a collector typed next runs before it there.
    let mut session = verified_session();
    session
        .submit("define shared() { Package <| tag == 'web' |> { ensure => present } } package { 'nginx': tag => 'web' }")
        .unwrap();
    submit_each(&mut session, true, &["shared { 'a': }"]);
    submit_each(
        &mut session,
        false,
        &["Package <| title == 'nginx' |> { ensure => absent }"],
    );
}

/// A collector of a defined type (`Concat::Fragment <| target == x |>`,
/// what a user types to see what matches) changes nothing of the
/// instances it collects when it overrides nothing: their bodies ran
/// already. Realizing a virtual instance, or overriding one, would run
/// its body (again): that recompiles, as does a new instance an earlier
/// chain's collector matches (its relationships were made already).
#[test]
fn collectors_of_define_instances_that_change_nothing_are_incremental() {
    let mut session = verified_session();
    session
        .submit("define fragment($target, $order = '10') { notify { \"${target} ${title}\": message => $order } } fragment { 'a': target => '/etc/app.conf' } @fragment { 'v': target => '/etc/app.conf' }")
        .unwrap();
    submit_each(
        &mut session,
        true,
        &[
            "Fragment <| title == 'a' |>",
            "Fragment <| target == '/etc/app.conf' and title != 'v' |> -> notify { 'after': }",
        ],
    );
    assert_eq!(
        shown(&session, "Fragment[a]", "before"),
        "[Notify['after']]"
    );
    submit_each(
        &mut session,
        false,
        &[
            "fragment { 'b': target => '/etc/app.conf' }",
            "Fragment <| target == '/etc/app.conf' |>",
            "Fragment <| title == 'a' |> { order => '20' }",
        ],
    );
    assert!(session.find("Notify[/etc/app.conf v]").is_some());
}

/// A body that looks for a resource before declaring it (`defined()`, as
/// `ensure_resource` does) looked for what its own input made: that is
/// no reason to recompile, once bodies ran before (whose lookups are).
#[test]
fn inputs_whose_bodies_look_for_what_they_declare_are_incremental() {
    let mut session = verified_session();
    session
        .submit("define reload() { notify { \"reload ${title}\": } }")
        .unwrap();
    session
        .submit("define svc() { if !defined(Reload[$title]) { reload { $title: } } file { \"/etc/${title}\": } }")
        .unwrap();
    session
        .submit(
            "define watcher() { if defined(Reload['late']) { notify { \"saw late ${title}\": } } }",
        )
        .unwrap();
    submit_each(
        &mut session,
        true,
        &[
            "svc { 'a.service': }",
            "watcher { 'w': }",
            "svc { 'b.service': }",
        ],
    );
    // An earlier body looked for Reload[late] in vain: declaring it now
    // changes what that body did.
    submit_each(&mut session, false, &["reload { 'late': }"]);
    assert!(session.find("Notify[saw late w]").is_some());
}

/// `create_resources` declaring define instances runs their bodies as a
/// declaration in the code does, where the bodies are plain; classes,
/// exports and bodies that are not plain recompile.
#[test]
fn define_instances_from_create_resources_are_incremental() {
    let mut session = verified_session();
    session
        .submit(
            "define site($port = 80) { notify { \"site ${title}\": message => \"port ${port}\" } }",
        )
        .unwrap();
    session
        .submit("define sites($list) { create_resources('site', $list, { 'port' => 8080 }) }")
        .unwrap();
    session.submit("class web { }").unwrap();
    session.submit("define held() { contain web }").unwrap();
    submit_each(
        &mut session,
        true,
        &[
            "create_resources('site', { 'a' => { 'port' => 81 } })",
            "sites { 'many': list => { 'b' => {}, 'c' => { 'port' => 82 } } }",
            "create_resources('site', {})",
            "create_resources('class', {})",
        ],
    );
    assert_eq!(shown(&session, "Notify[site b]", "message"), "'port 8080'");
    assert_eq!(shown(&session, "Notify[site c]", "message"), "'port 82'");
    submit_each(
        &mut session,
        false,
        &[
            "create_resources('class', { 'web' => {} })",
            "create_resources('@@site', { 'd' => {} })",
            "create_resources('held', { 'h' => {} })",
        ],
    );
}
