//! The fleet report's explorer (`fleet diff --explore`, `spaceship
//! explore REPORT.json`) rendered into ratatui's `TestBackend` and
//! compared with insta snapshots: groups with their nodes, a group's
//! changes with their causes, a failed node's error; Enter on a node asks
//! for its catalog, on a group it says what Enter does.

use ratatui::Terminal;
use ratatui::backend::TestBackend;
use spaceship::fleet::report::Report;
use spaceship::tui::Key;
use spaceship::tui::fleet::{FleetApp, draw};

#[path = "common/screen.rs"]
mod screen;

fn report() -> Report {
    let doc = serde_json::json!({
        "from": "main",
        "to": "feature",
        "nodes": {
            "web-0001": {"status": "changed", "group": 1, "error": null, "side": null},
            "web-0002": {"status": "changed", "group": 1, "error": null, "side": null},
            "db-01": {"status": "changed", "group": 2, "error": null, "side": null},
            "mail-01": {"status": "unchanged", "group": null, "error": null, "side": null},
            "broken-01": {"status": "failed", "group": null, "side": "to",
                "error": "site-modules/role/manifests/db.pp:5:5: this node is broken"}
        },
        "groups": [
            {"id": 1, "nodes": ["web-0001", "web-0002"], "changes": [
                {"resource": "File[/etc/ntp.conf]", "change": "changed",
                 "attributes": {"content": {"from": "server a\n", "to": "server b\n"}},
                 "causes": ["hiera 'profile::base::ntp_server' (merge first) from data/os/Debian.yaml:2, level \"os\" (environment)"]},
                {"resource": "Class[Profile::Web]", "change": "changed",
                 "attributes": {"port": {"from": 80, "to": 8080}},
                 "causes": ["parameter default at site-modules/profile/manifests/web.pp:1"]}
            ]},
            {"id": 2, "nodes": ["db-01"], "changes": [
                {"resource": "File[/etc/db-backup]", "change": "added",
                 "attributes": {"ensure": {"from": null, "to": "file"}},
                 "causes": ["declared at site-modules/role/manifests/db.pp:7"]}
            ]}
        ],
        "summary": {"nodes": 5, "changed": 3, "unchanged": 1, "failed": 1, "seconds": 0.5}
    });
    Report::from_json("report", &doc).unwrap()
}

fn screen(app: &mut FleetApp) -> String {
    let mut terminal = Terminal::new(TestBackend::new(100, 20)).unwrap();
    terminal.draw(|f| draw(f, app)).unwrap();
    screen::text(terminal.backend().buffer())
}

#[test]
fn groups_nodes_and_changes_with_causes() {
    let mut app = FleetApp::new(report());
    insta::assert_snapshot!("fleet_explorer_first_group", screen(&mut app));
    // Down to the second group's node.
    for _ in 0..4 {
        app.key(Key::Down, 10);
    }
    insta::assert_snapshot!("fleet_explorer_second_group", screen(&mut app));
}

#[test]
fn a_failed_node_shows_its_side_and_error() {
    let mut app = FleetApp::new(report());
    app.key(Key::End, 10);
    insta::assert_snapshot!("fleet_explorer_failure", screen(&mut app));
}

#[test]
fn enter_on_a_node_opens_it_and_esc_quits() {
    let mut app = FleetApp::new(report());
    app.key(Key::Enter, 10);
    assert_eq!(app.open, None);
    assert!(screen(&mut app).contains("Enter on a node opens its catalog at --to"));
    app.key(Key::Down, 10);
    app.key(Key::Enter, 10);
    assert_eq!(app.open.as_deref(), Some("web-0001"));
    app.key(Key::Esc, 10);
    assert!(app.quit);
}

/// The ordinary explorer opened from the report: Esc clears a filter
/// first, then goes back.
#[test]
fn esc_in_a_nodes_explorer_goes_back_to_the_report() {
    use spaceship::session::Session;
    let mut session = Session::with_settings(
        "test".into(),
        spaceship::driver::default_facts("test"),
        None,
        Default::default(),
    );
    session
        .load(std::path::Path::new("examples/collectors.pp"))
        .unwrap();
    let mut app = spaceship::tui::App::new(&mut session);
    app.back_on_esc = true;
    app.key(Key::Char('f'));
    app.key(Key::Char('x'));
    app.key(Key::Enter);
    app.key(Key::Esc);
    assert!(!app.quit, "the first Esc clears the filter");
    app.key(Key::Esc);
    assert!(app.quit);
}

/// What Enter opens: the node's facts as the run read them, and its
/// environment at the report's `to` commit, a checkout removed with it.
#[test]
fn a_node_opens_at_the_reports_to_commit() {
    #[path = "fleet/fixture.rs"]
    #[allow(dead_code)]
    mod fixture;
    use spaceship::fleet::command::{node_facts, to_environment};
    let fixture = fixture::Fixture::new("explore-open");
    let facts = node_facts(Some(&fixture.facts()), None, "db-01").unwrap();
    assert!(facts.to_string().contains("db-01"), "{facts}");
    assert!(node_facts(Some(&fixture.facts()), None, "nobody").is_err());
    let (checkout, root) = to_environment(&fixture.repo(), Some("second")).unwrap();
    let db = std::fs::read_to_string(root.join("site-modules/role/manifests/db.pp")).unwrap();
    assert!(db.contains("db-backup"), "the second commit's role");
    drop(checkout);
    assert!(!root.exists(), "the checkout is removed");
}
