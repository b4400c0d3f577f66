//! Storeconfigs in the REPL and the explorer: `:node` keeps the catalog
//! of the node it leaves, so the next node collects its exports; a
//! collected resource says which node exported it, from which file and
//! line; an exported query previews what the other nodes would bring.

use std::path::{Path, PathBuf};
use std::rc::Rc;

use ratatui::Terminal;
use ratatui::backend::TestBackend;
use spaceship::catalog::text;
use spaceship::driver;
use spaceship::session::Session;
use spaceship::store::Store;
use spaceship::store::Storeconfigs;
use spaceship::tui::{App, Key, ui};

const SITE: &str = "node 'a' {
  @@notify { 'a-web': message => 'from a', tag => 'web' }
  @@notify { 'a-db': message => 'db', tag => 'db' }
}
node 'b' {
  notify { 'local': }
  Notify <<| tag == 'web' |>>
}
node default { }
";

/// A folder with the manifest and a fresh store, removed when dropped.
struct Scratch(PathBuf);

impl Scratch {
    fn new(name: &str) -> Scratch {
        let dir = std::env::temp_dir().join(format!("spaceship-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        std::fs::write(dir.join("site.pp"), SITE).unwrap();
        Scratch(dir)
    }
}

impl Drop for Scratch {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

fn session_on(dir: &Path, node: &str) -> Session {
    let mut session = Session::with_settings(
        node.into(),
        driver::default_facts(node),
        None,
        spaceship::catalog::settings::Settings::defaults(
            spaceship::catalog::settings::PuppetVersion::V7,
        ),
    );
    let store = Store::open(&dir.join("store.sqlite")).unwrap();
    session
        .set_storeconfigs(Some(Rc::new(store) as Rc<dyn Storeconfigs>))
        .unwrap();
    session.load(&dir.join("site.pp")).unwrap();
    session
}

#[test]
fn node_switches_keep_the_catalog_left_and_collect_its_exports() {
    let scratch = Scratch::new("store-session");
    let mut session = session_on(&scratch.0, "a");
    // On a, its exports are its own (and not in its catalog's output).
    assert!(session.find("Notify[a-web]").is_some());
    session.set_node("b").unwrap();
    let id = session.find("Notify[a-web]").expect("collected on b");
    assert!(
        session.find("Notify[a-db]").is_none(),
        "the query is by tag"
    );
    let catalog = session.catalog();
    assert!(!catalog.resources[id].exported, "arrives exported: false");
    let why = text::explain(catalog, id, session.sources());
    assert!(
        why.contains("collected from another node: exported by node a at "),
        "{why}"
    );
    assert!(why.contains("site.pp:2"), "{why}");
    let shown = text::render_resource(catalog, id, session.sources());
    assert!(
        shown.contains("message => 'from a'  # exported by node a at "),
        "{shown}"
    );
    // The preview of an exported query lists what the other nodes have.
    let remote = session.query_other_nodes("Notify <<| |>>").unwrap();
    let names: Vec<&str> = remote.iter().map(|(r, _)| r.as_str()).collect();
    assert_eq!(names, ["Notify[a-web]", "Notify[a-db]"]);
    assert_eq!(remote[0].1.node, "a");
    assert!(
        session
            .query_other_nodes("Notify <| |>")
            .unwrap()
            .is_empty()
    );

    // b's catalog was kept when the session left it for a, and a, coming
    // back, compiles as before.
    session.set_node("a").unwrap();
    let store = Store::open(&scratch.0.join("store.sqlite")).unwrap();
    let nodes: Vec<String> = store.nodes().unwrap().into_iter().map(|n| n.name).collect();
    assert_eq!(nodes, ["a"], "b exports nothing: it is not stored");
}

/// The screen as text.
fn draw(terminal: &mut Terminal<TestBackend>, app: &mut App) -> String {
    terminal.draw(|f| ui::draw(f, app)).unwrap();
    let buffer = terminal.backend().buffer();
    (0..buffer.area.height)
        .map(|y| {
            (0..buffer.area.width)
                .map(|x| buffer[(x, y)].symbol().to_string())
                .collect::<String>()
                + "\n"
        })
        .collect()
}

#[test]
fn the_explorer_previews_an_exported_query_over_the_store() {
    let scratch = Scratch::new("store-explorer");
    let mut session = session_on(&scratch.0, "a");
    session.set_node("b").unwrap();
    let mut app = App::new(&mut session);
    app.key(Key::Char('/'));
    for c in "Notify <<| |>>".chars() {
        app.key(Key::Char(c));
    }
    assert_eq!(app.remote_matches.len(), 2);
    let mut terminal = Terminal::new(TestBackend::new(100, 20)).unwrap();
    let screen = draw(&mut terminal, &mut app);
    assert!(
        screen.contains("0 matches · 2 from other nodes"),
        "{screen}"
    );
    // The collected resource names its exporter in the detail pane.
    app.key(Key::Esc);
    let row = app
        .rows
        .iter()
        .position(|&id| app.session.catalog().resources[id].title == "a-web")
        .unwrap();
    for _ in 0..row {
        app.key(Key::Down);
    }
    let screen = draw(&mut terminal, &mut app);
    assert!(screen.contains("exported by node a"), "{screen}");
}

/// A define body's exported collector in a branch not taken leaves an
/// instance incremental; one that runs once code ran past the top scope
/// (a body's, or typed then) recompiles, collecting from the store as the
/// compile does (each input checked against a recompile).
#[test]
fn exported_collectors_recompile_only_where_they_run() {
    let scratch = Scratch::new("store-collect-incremental");
    let mut session = session_on(&scratch.0, "a");
    session.set_node("b").unwrap();
    session.set_verify_incremental(true);
    session
        .submit("define pool($collect = false) { if $collect { Notify <<| tag == 'db' |>> } notify { \"pool ${title}\": } }")
        .unwrap();
    let report = session.submit("pool { 'first': }").unwrap();
    assert!(report.incremental, "{:?}", report.recompiled_because);
    let report = session.submit("pool { 'second': }").unwrap();
    assert!(report.incremental, "{:?}", report.recompiled_because);
    assert!(session.find("Notify[a-db]").is_none());
    let report = session
        .submit("pool { 'collecting': collect => true }")
        .unwrap();
    assert!(!report.incremental);
    assert!(session.find("Notify[a-db]").is_some());
}
