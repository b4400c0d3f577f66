//! Explorer screens rendered into ratatui's `TestBackend` at 80×24 and
//! compared with insta snapshots (`cargo insta review` after a change).

use ratatui::Terminal;
use ratatui::backend::TestBackend;
use spaceship::session::Session;
use spaceship::tui::hints::HELP;
use spaceship::tui::{App, Key, ui};

#[path = "common/screen.rs"]
mod screen;
#[path = "common/session.rs"]
mod session;
use session::puppet7_session;

fn session() -> Session {
    let mut s = puppet7_session("test");
    // Relative paths (tests run in the package root) keep screens stable.
    s.load(std::path::Path::new("examples/collectors.pp"))
        .unwrap();
    s.load(std::path::Path::new("examples/references.pp"))
        .unwrap();
    s
}

fn screen(app: &mut App) -> String {
    screen_at(app, 80, 24)
}

fn screen_at(app: &mut App, width: u16, height: u16) -> String {
    let mut terminal = Terminal::new(TestBackend::new(width, height)).unwrap();
    terminal.draw(|f| ui::draw(f, app)).unwrap();
    screen::text(terminal.backend().buffer())
}

/// The references of the rows listed, in order.
fn titles(app: &App) -> Vec<String> {
    app.rows
        .iter()
        .map(|&id| app.session.catalog().resources[id].reference())
        .collect()
}

fn typed(app: &mut App, text: &str) {
    for c in text.chars() {
        app.key(Key::Char(c));
    }
}

#[test]
fn list_and_detail_at_start() {
    let mut s = session();
    let mut app = App::new(&mut s);
    insta::assert_snapshot!(screen(&mut app));
}

#[test]
fn query_previews_matches_live() {
    let mut s = session();
    let mut app = App::new(&mut s);
    app.key(Key::Char('/'));
    typed(&mut app, "User <| groups == 'admin' |>");
    assert_eq!(app.matches.len(), 1);
    insta::assert_snapshot!(screen(&mut app));
    // Previewing realized nothing: User[ana] is still virtual.
    let ana = app.session.find("User[ana]").unwrap();
    assert!(app.session.catalog().resources[ana].is_virtual);
}

#[test]
fn query_parse_error_keeps_text() {
    let mut s = session();
    let mut app = App::new(&mut s);
    app.key(Key::Char('/'));
    typed(&mut app, "User <| groups == |>");
    assert!(app.query_error.is_some());
    assert_eq!(app.query, "User <| groups == |>");
    insta::assert_snapshot!(screen(&mut app));
}

#[test]
fn applying_a_query_realizes() {
    let mut s = session();
    let mut app = App::new(&mut s);
    app.key(Key::Char('/'));
    typed(&mut app, "User <| title == 'ana' |>");
    app.key(Key::Enter);
    app.key(Key::Char('A'));
    let ana = app.session.find("User[ana]").unwrap();
    assert!(!app.session.catalog().resources[ana].is_virtual);
    insta::assert_snapshot!(screen(&mut app));
}

#[test]
fn detail_of_an_overridden_resource() {
    let mut s = session();
    let mut app = App::new(&mut s);
    let row = app
        .rows
        .iter()
        .position(|&id| app.session.catalog().resources[id].reference() == "File[/etc/first.conf]")
        .unwrap();
    for _ in 0..row {
        app.key(Key::Down);
    }
    app.key(Key::Tab);
    insta::assert_snapshot!(screen(&mut app));
}

#[test]
fn evaluation_line_shows_value_or_error() {
    let mut s = session();
    let mut app = App::new(&mut s);
    app.key(Key::Char('='));
    typed(&mut app, "File['/etc/first.conf']['mode']");
    app.key(Key::Enter);
    assert_eq!(
        app.message.as_ref().unwrap().1,
        "File['/etc/first.conf']['mode'] => '0644'"
    );
    app.key(Key::Char('='));
    typed(&mut app, "File['/nope']['mode']");
    app.key(Key::Enter);
    insta::assert_snapshot!(screen(&mut app));
}

#[test]
fn statement_line_updates_the_list() {
    let mut s = session();
    let mut app = App::new(&mut s);
    let before = app.rows.len();
    app.key(Key::Char(':'));
    typed(&mut app, "notify { 'added from the explorer': }");
    app.key(Key::Enter);
    assert_eq!(app.rows.len(), before + 1);
    insta::assert_snapshot!(screen(&mut app));
}

#[test]
fn help_overlay() {
    let mut s = session();
    let mut app = App::new(&mut s);
    app.key(Key::Char('?'));
    insta::assert_snapshot!(screen(&mut app));
    app.key(Key::Char('x'));
    assert!(!app.help);
}

#[test]
fn diff_view_against_the_start() {
    let mut s = session();
    let mut app = App::new(&mut s);
    app.key(Key::Char(':'));
    typed(&mut app, "notify { 'added later': }");
    app.key(Key::Enter);
    app.key(Key::Char('d'));
    assert!(app.pane_lines[0].starts_with("1 added, 0 removed, 0 changed"));
    insta::assert_snapshot!(screen(&mut app));
    app.key(Key::Char('d'));
    assert!(app.pane_lines.is_empty());
}

#[test]
fn order_view_and_cycle_status() {
    let mut s = puppet7_session("test");
    s.submit("notify { 'a': }\nnotify { 'b': require => Notify['a'] }\nnotify { 'c': require => Notify['b'] }")
        .unwrap();
    let mut app = App::new(&mut s);
    assert!(app.cycles.is_none());
    let b = app
        .rows
        .iter()
        .position(|&id| app.session.catalog().resources[id].title == "b")
        .unwrap();
    for _ in 0..b {
        app.key(Key::Down);
    }
    app.key(Key::Char('o'));
    insta::assert_snapshot!(screen(&mut app));
    app.key(Key::Char(':'));
    typed(&mut app, "Notify['c'] -> Notify['a']");
    app.key(Key::Enter);
    assert!(
        app.cycles
            .as_deref()
            .is_some_and(|c| c.contains("1 dependency cycle"))
    );
    insta::assert_snapshot!(screen(&mut app));
}

/// Ordering between classes reaches what they contain, nested classes
/// included: the service in `s` waits for everything in `p` and `f`
/// (`Class['p'] -> Class['f'] ~> Class['s']`), and the order view names
/// the edge behind each line.
#[test]
fn order_view_follows_relationships_through_containment() {
    let mut s = puppet7_session("test");
    s.submit(
        "class p { package { 'pkg': } }\n\
         class inner { file { '/etc/f.conf': } }\n\
         class f { contain inner }\n\
         class s { service { 'svc': } }\n\
         class after { notify { 'done': } }\n\
         include p, f, s, after\n\
         Class['p'] -> Class['f'] ~> Class['s'] -> Class['after']",
    )
    .unwrap();
    let mut app = App::new(&mut s);
    for _ in 0..row_of(&app, "Service[svc]") {
        app.key(Key::Down);
    }
    app.key(Key::Char('o'));
    insta::assert_snapshot!(screen_at(&mut app, 100, 40));
}

/// The row of the list showing `reference`.
fn row_of(app: &App, reference: &str) -> usize {
    app.rows
        .iter()
        .position(|&id| app.session.catalog().resources[id].reference() == reference)
        .unwrap_or_else(|| panic!("{reference} is not in the list"))
}

#[test]
fn help_fits_an_80_column_screen_whole() {
    let mut s = session();
    let mut app = App::new(&mut s);
    app.key(Key::Char('?'));
    let text = screen(&mut app);
    for (key, purpose) in HELP {
        assert!(text.contains(purpose), "help cut: {key} {purpose}\n{text}");
    }
    // Narrower, each purpose wraps under itself: every word is there.
    let narrow = screen_at(&mut app, 50, 40);
    for (_, purpose) in HELP {
        for word in purpose.split(' ') {
            assert!(
                narrow.contains(word),
                "{word} missing at 50 columns\n{narrow}"
            );
        }
    }
}

#[test]
fn every_status_of_a_resource_shows() {
    let mut s = session();
    let mut app = App::new(&mut s);
    // User[luke] is realized by a collector and overridden by it.
    let text = screen(&mut app);
    assert!(text.contains("│RO User[luke]"), "{text}");
    let luke = row_of(&app, "User[luke]");
    for _ in 0..luke {
        app.key(Key::Down);
    }
    let text = screen(&mut app);
    assert!(text.contains("││realized, overridden"), "{text}");
}

#[test]
fn long_names_end_with_an_ellipsis() {
    let mut s = session();
    let mut app = App::new(&mut s);
    let text = screen(&mut app);
    assert!(text.contains("File[/etc/yum.repos.d/custom.r…│"), "{text}");
}

#[test]
fn messages_fade_and_the_key_hints_return() {
    let mut s = session();
    let mut app = App::new(&mut s);
    let hints = screen(&mut app).lines().last().unwrap().to_string();
    assert!(hints.contains("f filter"), "{hints}");
    app.key(Key::Char('='));
    typed(&mut app, "1 + 1");
    app.key(Key::Enter);
    assert!(screen(&mut app).contains("1 + 1 => 2"));
    // The next key takes the message away.
    app.key(Key::Down);
    assert_eq!(screen(&mut app).lines().last().unwrap(), hints);
    // So does time.
    app.key(Key::Char(':'));
    typed(&mut app, "notify { 'x': }");
    app.key(Key::Enter);
    assert!(screen(&mut app).contains("accepted: 1 change"));
    app.tick(std::time::Instant::now() + spaceship::tui::app::MESSAGE_LIFETIME);
    assert!(!screen(&mut app).contains("accepted"));
}

#[test]
fn the_hint_bar_follows_the_keyboard() {
    let mut s = session();
    let mut app = App::new(&mut s);
    let last = |app: &mut App| screen(app).lines().last().unwrap().to_string();
    assert!(last(&mut app).starts_with("↑↓ move"));
    app.key(Key::Tab);
    assert!(last(&mut app).starts_with("↑↓ scroll  Tab list"));
    app.key(Key::Tab);
    app.key(Key::Char('/'));
    assert!(last(&mut app).contains("Enter next match"));
    typed(&mut app, "User <| |>");
    app.key(Key::Enter);
    assert!(last(&mut app).starts_with("n next match  A apply"));
    app.key(Key::Char('f'));
    assert!(last(&mut app).contains("Enter keep"));
    app.key(Key::Esc);
    app.key(Key::Char('='));
    assert!(last(&mut app).contains("Enter evaluate"));
    app.key(Key::Esc);
    app.key(Key::Char(':'));
    assert!(last(&mut app).contains("Enter compile"));
}

#[test]
fn a_long_error_opens_whole_in_a_popup() {
    let mut s = session();
    let mut app = App::new(&mut s);
    app.key(Key::Char('='));
    typed(&mut app, "File['/nope']['mode']");
    app.key(Key::Enter);
    let line = screen(&mut app).lines().last().unwrap().to_string();
    // Labelled as an expression, not a query.
    assert!(line.starts_with("<expression>:1:1: "), "{line}");
    app.key(Key::Char('e'));
    assert!(app.error_popup);
    let text = screen(&mut app);
    assert!(text.contains("Error (any key closes)"), "{text}");
    assert!(
        text.contains("File['/nope']['mode']"),
        "the source line: {text}"
    );
    insta::assert_snapshot!(text);
    app.key(Key::Char('x'));
    assert!(!app.error_popup);
}

#[test]
fn the_list_fills_the_screen_again_after_a_resize() {
    let mut s = session();
    s.submit("Integer[1, 60].each |$i| { notify { \"n${i}\": } }")
        .unwrap();
    let mut app = App::new(&mut s);
    app.key(Key::End);
    screen_at(&mut app, 80, 24);
    screen_at(&mut app, 60, 15);
    let text = screen_at(&mut app, 80, 24);
    // 19 rows inside the list's frame, every one a resource.
    let rows = text
        .lines()
        .filter(|l| l.starts_with('│') && l.contains("Notify[n"))
        .count();
    assert_eq!(rows, 19, "{text}");
    assert!(text.contains("Notify[n60]"), "the selection stays visible");
}

#[test]
fn a_statement_selects_what_it_added() {
    let mut s = session();
    let mut app = App::new(&mut s);
    app.key(Key::Char(':'));
    typed(&mut app, "notify { 'just added': }");
    app.key(Key::Enter);
    assert_eq!(
        app.selected_resource().unwrap().reference(),
        "Notify[just added]"
    );
    // Even when the filter hid it: the filter is dropped.
    app.key(Key::Char('f'));
    typed(&mut app, "type:user");
    app.key(Key::Enter);
    app.key(Key::Char(':'));
    typed(&mut app, "notify { 'hidden by the filter': }");
    app.key(Key::Enter);
    assert_eq!(
        app.selected_resource().unwrap().reference(),
        "Notify[hidden by the filter]"
    );
    assert!(app.filter.is_empty());
}

#[test]
fn the_filter_narrows_the_list() {
    let mut s = session();
    let mut app = App::new(&mut s);
    app.key(Key::Char('f'));
    typed(&mut app, "type:user");
    assert_eq!(app.rows.len(), 2);
    app.key(Key::Enter);
    let text = screen(&mut app);
    assert!(text.contains("2 of 11 listed · 10 resources"), "{text}");
    assert!(text.contains("filter: type:user"), "{text}");
    insta::assert_snapshot!(text);
    // Status, tag, words and negation.
    app.set_filter("is:virtual".into());
    assert_eq!(titles(&app), ["User[ana]"]);
    app.set_filter("is:over".into());
    assert_eq!(titles(&app), ["User[luke]", "File[/etc/first.conf]"]);
    app.set_filter("tag:custom".into());
    assert_eq!(titles(&app), ["Package[nginx]", "Package[haproxy]"]);
    app.set_filter("CONF -second -notify".into());
    assert_eq!(titles(&app), ["File[/etc/first.conf]"]);
    // Esc in the list clears it.
    app.key(Key::Esc);
    assert_eq!(app.rows.len(), 11);
}

#[test]
fn filter_words_read_the_reference_as_it_is_now() {
    let mut s = session();
    let mut app = App::new(&mut s);
    // A word with brackets spans the type and the title; one without
    // lies in either, whatever its case.
    app.set_filter("e[/ETC/F".into());
    assert_eq!(titles(&app), ["File[/etc/first.conf]"]);
    app.set_filter("le[/etc/".into());
    assert_eq!(
        titles(&app),
        [
            "File[/etc/yum.repos.d/custom.repo]",
            "File[/etc/first.conf]",
            "File[/etc/second.conf]"
        ]
    );
    app.set_filter("type:pack*".into());
    assert_eq!(titles(&app), ["Package[nginx]", "Package[haproxy]"]);
    app.set_filter("type:pack".into());
    assert!(
        titles(&app).is_empty(),
        "a type without `*` is the whole name"
    );
    // What a statement adds is found by the next keystroke: the
    // lowercase references are made again after every change.
    app.key(Key::Char(':'));
    typed(&mut app, "notify { 'Ärger ÜBER Straße': }");
    app.key(Key::Enter);
    app.set_filter("über".into());
    assert_eq!(titles(&app), ["Notify[Ärger ÜBER Straße]"]);
    app.set_filter("notify[ärger".into());
    assert_eq!(titles(&app), ["Notify[Ärger ÜBER Straße]"]);
    app.set_filter("-type:notify über".into());
    assert!(titles(&app).is_empty());
}

#[test]
fn sorting_by_column_and_backwards() {
    let mut s = session();
    let mut app = App::new(&mut s);
    let first = |app: &App| app.selected_resource().unwrap().reference();
    app.key(Key::Char('s'));
    assert_eq!(
        first(&app),
        "Stage[main]",
        "the selection stays on its resource"
    );
    app.key(Key::Home);
    assert_eq!(first(&app), "Class[Settings]");
    app.key(Key::Char('s'));
    app.key(Key::Home);
    assert_eq!(first(&app), "File[/etc/first.conf]", "by title");
    app.key(Key::Char('S'));
    app.key(Key::Home);
    assert_eq!(first(&app), "Package[nginx]", "by title, backwards");
    assert!(screen(&mut app).contains("Resources — by title ↑"));
}

/// A session on the control repository written for issue #40's tour
/// (`tests/environments/cases/control_repo_tour`), its facts directory
/// the one `:node` reads.
fn control_repo_session() -> Session {
    let mut s = puppet7_session("web1.example.com");
    s.load(std::path::Path::new(
        "tests/environments/cases/control_repo_tour/env",
    ))
    .unwrap();
    s.set_facts_source(Some(spaceship::session::FactsSource::of_path(
        std::path::Path::new("tests/data/repl_env/control_repo_tour.facts"),
    )));
    s.set_node("web1.example.com").unwrap();
    s
}

/// `N` lists the facts directory's nodes; picking one compiles for it:
/// its facts, `$trusted` and Hiera's node level follow.
#[test]
fn the_node_picker_switches_nodes_and_their_data_follows() {
    let mut s = control_repo_session();
    let mut app = App::new(&mut s);
    let motd = |app: &mut App| {
        app.session
            .evaluate("File['/etc/motd']['content']")
            .unwrap()
            .to_string()
    };
    assert_eq!(motd(&mut app), "web1: the front web server\n");
    // The screens keep to resources without paths (module files load
    // by their absolute paths, which differ between machines).
    app.key(Key::Char('N'));
    insta::assert_snapshot!(screen(&mut app));
    typed(&mut app, "db");
    app.key(Key::Enter);
    assert!(app.node_picker.is_none());
    assert_eq!(app.session.node(), "db1.example.com");
    let evaluated = app.session.evaluate("$trusted['certname']").unwrap();
    assert_eq!(evaluated.to_string(), "db1.example.com");
    // Hiera's node level is db1's now.
    assert_eq!(motd(&mut app), "db1: the database\n");
    insta::assert_snapshot!(screen(&mut app));
    // A name the directory has no facts for is refused; nothing changes.
    app.key(Key::Char('N'));
    typed(&mut app, "nosuch.example.com");
    app.key(Key::Enter);
    assert_eq!(app.session.node(), "db1.example.com");
    let shown = screen(&mut app);
    assert!(shown.contains("no facts for nosuch.example.com"), "{shown}");
    // Esc closes the picker without switching.
    app.key(Key::Char('N'));
    app.key(Key::Esc);
    assert!(app.node_picker.is_none());
    assert_eq!(app.session.node(), "db1.example.com");
}

/// The header counts what `:snapshot` counts (the catalog as Puppet
/// writes it); a virtual resource, listed, is counted after a `+`.
#[test]
fn the_header_counts_the_catalog_as_snapshot_does() {
    let mut s = session();
    let in_catalog = s.view().resources.len();
    let listed = s.catalog().resources.len();
    assert_eq!(listed, in_catalog + 1, "User[ana] is virtual");
    let mut app = App::new(&mut s);
    let header = screen(&mut app).lines().next().unwrap().to_string();
    assert!(
        header.contains(&format!(" {in_catalog} resources ·")),
        "{header}"
    );
    assert!(header.contains("+1 virtual"), "{header}");
}

/// A filter that hides the selected resource selects another: the detail
/// and the order pane show the new selection, from their top.
#[test]
fn the_right_pane_follows_a_selection_the_filter_changed() {
    let mut s = control_repo_session();
    let mut app = App::new(&mut s);
    for _ in 0..row_of(&app, "Service[nginx]") {
        app.key(Key::Down);
    }
    app.key(Key::Tab);
    app.key(Key::Down);
    app.key(Key::Down);
    app.key(Key::Tab);
    assert_eq!(app.detail_scroll, 2);
    app.key(Key::Char('f'));
    typed(&mut app, "type:file");
    app.key(Key::Enter);
    let selected = app.selected_resource().unwrap().reference();
    assert!(selected.starts_with("File["), "{selected}");
    assert_eq!(app.detail_scroll, 0, "the detail starts at its top");
    let shown = screen(&mut app);
    assert!(shown.contains(&format!("│{selected}")), "{shown}");
    // The order pane too.
    app.key(Key::Char('o'));
    app.set_filter("type:service".into());
    let order = app.pane_lines.join("\n");
    assert!(order.contains("Service[nginx]"), "{order}");
    insta::assert_snapshot!(screen_at(&mut app, 100, 30));
}

/// `require profile::db` in `role::db`: the detail of `Class[Role::Db]`
/// names that call and its line for the `require` it gave the class (not
/// "parameter default"). Drawn wide enough that no path wraps; the
/// snapshot is the detail pane, the checkout's path written `<repo>`.
#[test]
fn the_detail_names_the_require_call_behind_a_require() {
    let mut s = control_repo_session();
    s.set_node("db1.example.com").unwrap();
    let mut app = App::new(&mut s);
    for _ in 0..row_of(&app, "Class[Role::Db]") {
        app.key(Key::Down);
    }
    let shown = screen_at(&mut app, 400, 24);
    let detail: Vec<String> = shown
        .lines()
        .filter_map(|line| {
            let (_, pane) = line.split_once("││")?;
            let pane = pane.trim_end_matches('│').trim_end();
            Some(pane.replace(env!("CARGO_MANIFEST_DIR"), "<repo>"))
        })
        .collect();
    let detail = detail.join("\n");
    assert!(
        detail.contains("require Class[Profile::Db] at <repo>/tests/environments/cases/control_repo_tour/env/modules/role/manifests/db.pp:3"),
        "{detail}"
    );
    assert!(!detail.contains("parameter default"), "{detail}");
    insta::assert_snapshot!(detail.trim_end());
}

/// A value code computed from a lookup that decrypted eyaml data
/// (`message => lookup('password')`) stays off the screen as a class
/// parameter Hiera decrypted does; a plain one shows.
#[test]
fn a_value_computed_from_a_decrypted_lookup_is_masked() {
    let mut s = puppet7_session("test");
    s.load(std::path::Path::new(
        "tests/environments/cases/eyaml_decrypt/env",
    ))
    .unwrap();
    let mut app = App::new(&mut s);
    for _ in 0..row_of(&app, "Notify[key password]") {
        app.key(Key::Down);
    }
    let shown = screen_at(&mut app, 200, 30);
    assert!(!shown.contains("hunter2"), "{shown}");
    assert!(shown.contains("message => <encrypted: eyaml>"), "{shown}");
    for _ in row_of(&app, "Notify[key password]")..row_of(&app, "Notify[key number]") {
        app.key(Key::Down);
    }
    let plain = screen_at(&mut app, 200, 30);
    assert!(plain.contains("message => 42"), "{plain}");
}
