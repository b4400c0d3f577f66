//! Explorer screens rendered into ratatui's `TestBackend` at 80×24 and
//! compared with insta snapshots (`cargo insta review` after a change).

use ratatui::Terminal;
use ratatui::backend::TestBackend;
use spaceship::driver;
use spaceship::session::Session;
use spaceship::tui::{App, Key, ui};

fn session() -> Session {
    let mut s = Session::new("test".into(), driver::default_facts("test"));
    // Relative paths (tests run in the package root) keep screens stable.
    s.load(std::path::Path::new("examples/collectors.pp"))
        .unwrap();
    s.load(std::path::Path::new("examples/references.pp"))
        .unwrap();
    s
}

fn screen(app: &mut App) -> String {
    let mut terminal = Terminal::new(TestBackend::new(80, 24)).unwrap();
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
    let mut s = Session::new("test".into(), driver::default_facts("test"));
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
