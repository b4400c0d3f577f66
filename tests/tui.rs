//! Explorer screens rendered into ratatui's `TestBackend` at 80×24 and
//! compared with insta snapshots (`cargo insta review` after a change).

use ratatui::Terminal;
use ratatui::backend::TestBackend;
use spaceship::driver;
use spaceship::session::Session;
use spaceship::tui::hints::HELP;
use spaceship::tui::{App, Key, ui};

fn session() -> Session {
    let mut s = Session::with_settings(
        "test".into(),
        driver::default_facts("test"),
        None,
        spaceship::catalog::settings::Settings::defaults(
            spaceship::catalog::settings::PuppetVersion::V7,
        ),
    );
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
    let buffer = terminal.backend().buffer().clone();
    let mut out = String::new();
    for y in 0..buffer.area.height {
        let line: String = (0..buffer.area.width)
            .map(|x| buffer[(x, y)].symbol().to_string())
            .collect();
        out.push_str(line.trim_end());
        out.push('\n');
    }
    out
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
    let mut s = Session::with_settings(
        "test".into(),
        driver::default_facts("test"),
        None,
        spaceship::catalog::settings::Settings::defaults(
            spaceship::catalog::settings::PuppetVersion::V7,
        ),
    );
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
    let mut s = Session::with_settings(
        "test".into(),
        driver::default_facts("test"),
        None,
        spaceship::catalog::settings::Settings::defaults(
            spaceship::catalog::settings::PuppetVersion::V7,
        ),
    );
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
    assert!(text.contains("2 of 11 resources"), "{text}");
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
